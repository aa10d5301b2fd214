//! The application: the table plus what one terminal adds to it (the seat at the keyboard, the
//! input line, the board cursor, the last announcements), updated by messages in the Elm style.
//!
//! Pure: `update` takes the time as an argument and returns [`Effect`]s for the runtime to carry
//! out (speak, show, sound, quit); it does no I/O and reads no clock. It knows nothing of the
//! terminal library: keys arrive as this module's own [`Key`].

mod coach;
mod cursor;
mod device;
mod help;
mod input;
pub mod keys;
mod remote;
pub mod view;

use std::collections::VecDeque;

use shakmaty::{Color, File, Rank, Square};

use crate::{
    clock::Timestamp,
    game::Stamp,
    i18n::Arg,
    keymap::KeyAction,
    present::{Notice, Presenters, Words, files},
    review::{self, Request, Reviewer},
    table::{
        Action, Event, Phase, Seat, Table,
        journal::{Entry, Via},
    },
};

pub use coach::{CoachRequest, Coaching, Next};
pub use keys::Key;
pub use view::View;

/// How many announcements the screen keeps for review.
const KEEP: usize = 50;

/// What the app receives.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Msg {
    /// A key pressed at the screen that is not bound to an action.
    Key(Key),
    /// A key bound to an action by the keymap.
    Action(KeyAction),
    /// A whole line typed (line mode) or recognized (speech input).
    Line(String),
    /// The speech device has said everything it was given (or it was cut off): a read-back to
    /// the spoken seat has now been given.
    SpeechDone,
}

/// What the runtime does to the speech it is giving.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SpeechControl {
    /// Stop speaking now.
    Stop,
    /// Say the previous entry of the speech history.
    Back,
    /// Say the next entry of the speech history.
    Forward,
}

/// What the runtime is to do.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Effect {
    /// Tell a seat something (spoken to the blind seat, shown to the others).
    Notice(Notice),
    /// Act on the speech being given.
    Speech(SpeechControl),
    /// Sound a cue that no notice carries (the beep of a clock press).
    Cue(crate::earcon::Cue),
    /// Leave the program.
    Quit,
    /// Help for a seat in line mode: its lines are printed, neither spoken nor kept among the
    /// announcements (the screen shows help over the board instead).
    Help {
        /// Whose help it is.
        to: Seat,
        /// One command a line.
        lines: Vec<String>,
    },
    /// Write a file for the arbiter: the envelope of an adjourned game (Guidelines I.2) or the
    /// record of a game concluded by a claim without an arbiter (III.6). The edge writes it;
    /// no seat is shown its text.
    File {
        /// What it is: `envelope` or `referral`.
        name: &'static str,
        /// Its text.
        text: String,
    },
}

/// Whether this app holds the table or follows it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum AppRole {
    /// The table is here: actions are taken on it and journaled.
    #[default]
    Host,
    /// The table is on another device: this app holds a replica, applies the host's entries
    /// and sends its seat's actions to the host.
    Replica,
}

/// Where the keyboard focus is on the screen.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Focus {
    /// The input line, where moves and commands are typed.
    #[default]
    Input,
    /// A square of the board, moved with the arrow keys.
    Board,
}

/// The application state.
#[derive(Debug)]
pub struct App {
    table: Table,
    /// Each seat's words: the table's events reach every seat in its own language and style.
    presenters: Presenters,
    keyboard: Seat,
    input: String,
    focus: Focus,
    cursor: Square,
    shown: VecDeque<Notice>,
    quitting: bool,
    /// The latest time the app was given, for showing the clocks.
    now: Timestamp,
    /// The review commands, in each seat's language (blind, sighted, arbiter; `None` if its
    /// words failed to load).
    reviewers: [Option<Reviewer>; 3],
    /// Line mode: help names no keys the line has not.
    line_mode: bool,
    /// Whether the press cue is heard here (see [`App::set_press_heard`]).
    press_heard: bool,
    /// The review prefix key was pressed: the next letter names a command.
    prefix: bool,
    /// A question awaiting yes or no, and the seat it was asked of.
    question: Option<(Seat, Request)>,
    /// The table's journal entries made since the runtime last collected them (actions with the
    /// move each was resolved to, and the clock's ticks).
    acted: Vec<(Entry, u64)>,
    /// Where the table is: here (this app is its host) or on another device (this app follows a
    /// replica and sends its seat's actions as requests).
    role: AppRole,
    /// Seats whose actions come from other devices: the keyboard here cannot take them.
    remote: Vec<Seat>,
    /// Actions of this device's seat for the host, oldest first, with the words each was said
    /// in (a replica's only).
    requests: Vec<(Action, Option<String>, crate::table::replay::Secrets)>,
    /// This device's seat's actions sent to the host (or about to be), as entered here (a
    /// secret's words included), whose entries have not come back yet, oldest first (a
    /// replica's only): a secret that an action reveals (a "confirm" said before its own
    /// read-back came back) is read from them, as the host will have taken them.
    in_flight: std::collections::VecDeque<Action>,
    /// The action the line being handled was read as, and the line: its entry keeps the words
    /// it was said in.
    said: Option<(Action, String)>,
    /// Seats whose device's link is down (on a replica: its own seat, the link to the host).
    links_lost: Vec<Seat>,
    /// Quitting was asked for once: a second Ctrl-Q or `yes` confirms it.
    quit_asked: bool,
    /// When the read-back of the pending move will have been given: an empty Enter confirms it
    /// only from then on, so that a double Enter cannot skip it.
    read_back_given: Option<Timestamp>,
    /// The seat whose notices a speech device says and reports the end of; its read-backs are
    /// given when the device says so, not by an estimate.
    spoken: Option<Seat>,
    /// The screen's scrolling, help and input recall.
    view: View,
    /// Practice or study: what a seat asks of the engine or the study.
    coach: coach::CoachState,
}

impl App {
    /// An app on `table`, its seats told through `presenters`, with `keyboard` the seat typing.
    pub fn new(table: Table, presenters: Presenters, keyboard: Seat) -> App {
        let reviewer = |seat: Seat| {
            let words = presenters.seat(seat).words();
            Some(Reviewer::builtin(words.lang()).with_seconds_below(words.clock().seconds_below()))
        };
        let reviewers = [
            reviewer(Seat::Blind),
            reviewer(Seat::Sighted),
            reviewer(Seat::Arbiter),
        ];
        let cursor = if table.color_of(keyboard) == Some(Color::Black) {
            Square::E8
        } else {
            Square::E1
        };
        App {
            keyboard,
            table,
            presenters,
            input: String::new(),
            focus: Focus::Input,
            cursor,
            shown: VecDeque::new(),
            quitting: false,
            now: Timestamp::ZERO,
            reviewers,
            line_mode: false,
            press_heard: true,
            prefix: false,
            question: None,
            acted: Vec::new(),
            role: AppRole::Host,
            remote: Vec::new(),
            requests: Vec::new(),
            in_flight: std::collections::VecDeque::new(),
            said: None,
            links_lost: Vec::new(),
            quit_asked: false,
            read_back_given: None,
            spoken: None,
            view: View::default(),
            coach: coach::CoachState::default(),
        }
    }

    /// The table.
    pub fn table(&self) -> &Table {
        &self.table
    }

    /// The seats' presenters.
    pub fn presenters(&self) -> &Presenters {
        &self.presenters
    }

    /// The words of the seat at the keyboard.
    pub fn words(&self) -> &Words {
        self.presenters.seat(self.keyboard).words()
    }

    /// Tells the app whether the press cue sounds here: when it does not, a press is also
    /// shown among the announcements in words, as line mode prints it.
    pub fn set_press_heard(&mut self, heard: bool) {
        self.press_heard = heard;
    }

    /// The press cue of a press taken at this device. When no sound can be heard (no device,
    /// cues off) its words are shown on the screen, before what the press brings, and not given
    /// as a notice: the outputs say them where speech works, line mode prints them.
    fn press_cue(&mut self) -> Effect {
        if !self.press_heard {
            let word = self.words().text("cue-press-word");
            let _ = self.tell(word);
        }
        Effect::Cue(crate::earcon::Cue::Press)
    }

    /// Tells the app it runs in line mode (help then names no keys).
    pub fn set_line_mode(&mut self, on: bool) {
        self.line_mode = on;
    }

    fn reviewer(&self, seat: Seat) -> Option<&Reviewer> {
        let i = match seat {
            Seat::Blind => 0,
            Seat::Sighted => 1,
            Seat::Arbiter => 2,
        };
        self.reviewers[i].as_ref()
    }

    /// A speech device says `seat`'s notices and reports when it is done: that seat's
    /// read-backs count as given when the device says so ([`Msg::SpeechDone`]).
    pub fn speaks_for(&mut self, seat: Seat) {
        self.spoken = Some(seat);
    }

    /// The seat at the keyboard.
    pub fn keyboard(&self) -> Seat {
        self.keyboard
    }

    /// The text being typed.
    pub fn input(&self) -> &str {
        &self.input
    }

    /// Where the focus is.
    pub fn focus(&self) -> Focus {
        self.focus
    }

    /// The board cursor.
    pub fn cursor(&self) -> Square {
        self.cursor
    }

    /// The latest notices, oldest first.
    pub fn shown(&self) -> impl Iterator<Item = &Notice> {
        self.shown.iter()
    }

    /// The latest announcements as the screen shows them, oldest first: those of the seats at
    /// this keyboard (a joined device's own seat's; those of a seat on another device are that
    /// device's to show, in its language), a notice told to several seats in the same words as
    /// one announcement, with its seats.
    pub fn announcements(&self) -> Vec<(Vec<Seat>, Notice)> {
        crate::present::grouped(self.shown.iter().filter(|n| self.may_act_for(n.to)))
    }

    /// The screen's scrolling, help and input recall.
    pub fn view(&self) -> &View {
        &self.view
    }

    /// Goes on with a table brought back from its journal at `stamp`: the clock stays stopped
    /// (the time the program was down is charged to nobody) until the arbiter resumes it (in
    /// casual mode, either player). A
    /// clock still running in the journal means the program stopped without a record (a
    /// crash): the table records the recovery and tells every seat since when no record
    /// accounts for its time, for the arbiter to decide (6.11).
    pub fn recovered(&mut self, stamp: Stamp) -> Vec<Effect> {
        let mut effects = self.effects(self.table.mode_events());
        // A casual game has no arbiter: its players resume the clock; in practice the engine's
        // seat does at once.
        // An adjourned game's sealed move waits for the arbiter's open-envelope, which starts
        // the clock; his resume is refused until then.
        let sealed = self.table.adjournment().is_some_and(|a| a.closed);
        let id = match (self.coaching(), self.table.mode()) {
            _ if sealed => "app-recovered-adjourned",
            (Coaching::Practice, _) => "app-recovered-practice",
            (_, crate::table::Mode::Tournament) => "app-recovered",
            (_, crate::table::Mode::Casual) => "app-recovered-casual",
        };
        // A game that ended waits for nobody: where it stands says how it ended.
        if self.table.game().result().is_some() {
            return effects;
        }
        for seat in [Seat::Blind, Seat::Sighted, Seat::Arbiter] {
            let text = self.presenters.seat(seat).words().text(id);
            effects.extend(self.tell_to(seat, text));
        }
        // A clock stopped at a quit, or by the arbiter, left nothing unrecorded.
        if self.clock_running() {
            effects.extend(self.act(Seat::Arbiter, &Action::Recovered, stamp));
        } else if !self.clock_started() {
            // The game was left before anyone started the clock: it still waits for its start.
            effects.extend(self.clock_waits());
        }
        effects
    }

    /// Opens the game: the mode on every seat, and that the clock waits, as a DGT clock does,
    /// for the arbiter's `start` (in casual mode, for either player's `start` or the first
    /// move). Nothing runs before someone is there.
    pub fn start(&mut self, _stamp: Stamp) -> Vec<Effect> {
        // A study has no clock: its device says what it opened.
        if self.coaching() == Coaching::Study {
            return Vec::new();
        }
        let events = self.table.mode_events();
        let mut effects = self.effects(events);
        effects.extend(self.clock_waits());
        effects
    }

    /// Every seat is told, in its own language, that the clock waits for its start, and who
    /// starts it.
    fn clock_waits(&mut self) -> Vec<Effect> {
        let mut effects = Vec::new();
        let id = match self.table.mode() {
            crate::table::Mode::Tournament => "app-clock-waits-arbiter",
            crate::table::Mode::Casual => "app-clock-waits-players",
        };
        for seat in [Seat::Blind, Seat::Sighted, Seat::Arbiter] {
            let text = self.presenters.seat(seat).words().text(id);
            effects.extend(self.tell_to(seat, text));
        }
        effects
    }

    /// When the loop must next wake.
    pub fn poll_timeout(&self) -> Option<Timestamp> {
        self.table.poll_timeout()
    }

    /// Applies a table action, remembering it for the journal; a replica sends it to the host
    /// instead, and tells what came of it when the host's entry comes back.
    fn act(&mut self, seat: Seat, action: &Action, stamp: Stamp) -> Vec<Effect> {
        let said = self
            .said
            .take_if(|(typed, _)| typed == action)
            .map(|(_, line)| line);
        let mut effects = Vec::new();
        // The seat's move words are read in its own vocabulary: the table is told so first.
        let vocab = self.presenters.seat(seat).words().vocab();
        if action.move_words().is_some() && self.table.vocab_of(seat) != vocab {
            effects.extend(self.act(seat, &Action::Vocabulary(vocab), stamp));
        }
        if self.role == AppRole::Replica {
            // What is secret is sealed here, where it was entered: the host relays it unread.
            // The seat's earlier requests whose entries are not back yet are taken first, as
            // the host takes them first.
            let pending: Vec<Action> = self.in_flight.iter().cloned().collect();
            let request = self
                .table
                .request_secrets(seat, action, said, stamp, &pending);
            self.requests.push(request);
            self.in_flight.push_back(action.clone());
            return effects;
        }
        effects.extend(self.act_via(seat, action, said, stamp, None));
        effects
    }

    fn act_via(
        &mut self,
        seat: Seat,
        action: &Action,
        said: Option<String>,
        stamp: Stamp,
        via: Option<Via>,
    ) -> Vec<Effect> {
        match self.take(seat, action, said, stamp, via) {
            Ok(events) => {
                // A clock beeps when pressed: the press was taken (issue 11, item 5). A press
                // from another device beeps there.
                let press = (*action == Action::Press && via.is_none()).then(|| self.press_cue());
                press.into_iter().chain(self.effects(events)).collect()
            }
            Err((_, events)) => self.effects(events),
        }
    }

    /// `seat`'s action taken on the table and journaled, by the one rule of every table: each
    /// action, taken or refused, is an entry (with the words it was said in and the request
    /// `via` which it came, if it came from another device), the table's state hash after it.
    /// Gives what the table answered.
    fn take(
        &mut self,
        seat: Seat,
        action: &Action,
        said: Option<String>,
        stamp: Stamp,
        via: Option<Via>,
    ) -> crate::table::Outcome {
        // What the entry reveals or keeps secret is as the table stood before the action.
        let before = self.table.before(seat, action);
        let outcome = self.table.act(seat, action, stamp);
        let mut entry =
            self.table
                .journal_entry(seat, action, said, outcome.is_ok(), stamp, before);
        entry.via = via;
        self.acted.push((entry, self.table.state_hash()));
        outcome
    }

    /// What time has brought the table by `stamp`, journaled by the one rule of every table:
    /// time that changed something is a tick entry.
    fn tick(&mut self, stamp: Stamp) -> Vec<Event> {
        let events = self.table.handle_timeout(stamp);
        if !events.is_empty() {
            self.acted
                .push((Entry::tick(stamp), self.table.state_hash()));
        }
        events
    }

    /// The one keyboard of a table at one board (`annabella game`, a scripting interface that
    /// prints what the table answers rather than each seat's words): `seat`'s action, said in
    /// `said`, taken and journaled as at every table. Gives what the table answered.
    pub fn take_at_one_board(
        &mut self,
        seat: Seat,
        action: &Action,
        said: Option<String>,
        stamp: Stamp,
    ) -> crate::table::Outcome {
        self.now = self.now.max(stamp.at);
        self.take(seat, action, said, stamp, None)
    }

    /// What time has brought a table at one board by `stamp`, journaled as at every table: the
    /// table's events, for the scripting interface to print.
    pub fn tick_at_one_board(&mut self, stamp: Stamp) -> Vec<Event> {
        self.now = self.now.max(stamp.at);
        self.tick(stamp)
    }

    /// The latest time the app was given.
    pub fn now(&self) -> Timestamp {
        self.now
    }

    /// Whatever time has brought by `stamp`.
    pub fn handle_timeout(&mut self, stamp: Stamp) -> Vec<Effect> {
        self.now = self.now.max(stamp.at);
        if self.role == AppRole::Replica {
            // The host's clock acts; its ticks come as entries.
            return Vec::new();
        }
        let events = self.tick(stamp);
        self.effects(events)
    }

    /// The table's events in each seat's words, for the seats at this device: what a seat on
    /// another device is told (its read-back, its sealed move, the arbiter's envelope) is told
    /// there and nowhere else.
    fn effects(&mut self, events: Vec<Event>) -> Vec<Effect> {
        let events: Vec<Event> = events
            .into_iter()
            .filter(|e| self.may_act_for(e.to))
            .collect();
        let notices = self.presenters.present(&events);
        let mut effects = self.notices(notices);
        effects.extend(events.iter().filter_map(|e| match &e.told {
            crate::table::Told::Envelope(envelope) => Some(Effect::File {
                name: "envelope",
                text: files::envelope(envelope),
            }),
            crate::table::Told::Referral(referral) => Some(Effect::File {
                name: "referral",
                text: files::referral(referral),
            }),
            _ => None,
        }));
        effects
    }

    fn notices(&mut self, notices: Vec<Notice>) -> Vec<Effect> {
        for n in &notices {
            if self.shown.len() == KEEP {
                self.shown.pop_front();
            }
            self.shown.push_back(n.clone());
            self.view.follow();
        }
        notices.into_iter().map(Effect::Notice).collect()
    }

    /// Tells the seat at the keyboard something from outside the game (a device report).
    pub fn inform(&mut self, text: String) -> Vec<Effect> {
        self.tell(text)
    }

    /// A file for the arbiter (`envelope` or `referral`) was written at `path`, or could not
    /// be (`failed`): the seat at the keyboard is told where, never what it holds.
    pub fn arbiter_file(&mut self, name: &str, path: &str, failed: Option<String>) -> Vec<Effect> {
        let what = if name == "envelope" {
            "envelope"
        } else {
            "referral"
        };
        let text = match failed {
            None => self.words().format(
                "app-arbiter-file",
                &[("what", Arg::Str(what)), ("path", Arg::Str(path))],
            ),
            Some(reason) => self.words().format(
                "app-arbiter-file-failed",
                &[
                    ("what", Arg::Str(what)),
                    ("path", Arg::Str(path)),
                    ("reason", Arg::Str(&reason)),
                ],
            ),
        };
        self.tell(text)
    }

    fn tell(&mut self, text: String) -> Vec<Effect> {
        self.tell_to(self.keyboard, text)
    }

    fn tell_to(&mut self, to: Seat, text: String) -> Vec<Effect> {
        self.notices(vec![Notice::info(to, text)])
    }

    /// Handles one message at `stamp`.
    pub fn update(&mut self, msg: Msg, stamp: Stamp) -> Vec<Effect> {
        let mut effects = self.handle_timeout(stamp);
        effects.extend(match msg {
            Msg::Line(line) => self.submit(&line, stamp),
            Msg::Key(key) => self.key(key, stamp),
            Msg::Action(action) => self.action(action, stamp),
            Msg::SpeechDone => self.speech_done(stamp),
        });
        if self.quitting {
            effects.push(Effect::Quit);
        }
        effects
    }

    fn key(&mut self, key: Key, stamp: Stamp) -> Vec<Effect> {
        if review::PREFIX
            == review::ReviewKey::Ctrl(match key {
                Key::Ctrl(c) => c,
                _ => '\0',
            })
        {
            self.prefix = true;
            return Vec::new();
        }
        if std::mem::take(&mut self.prefix)
            && let Key::Char(c) = key
        {
            return self.review_key(c, stamp);
        }
        if let Some(effects) = self.coach_key(key) {
            return effects;
        }
        if self.view_key(key) {
            return Vec::new();
        }
        match (self.focus, key) {
            (_, Key::Ctrl(letter @ ('c' | 'q'))) => self.quit(Some(letter), stamp),
            // Ctrl-U clears the input line, as in a shell.
            (Focus::Input, Key::Ctrl('u')) => {
                self.input.clear();
                Vec::new()
            }
            (_, Key::Tab) => {
                self.focus = match self.focus {
                    Focus::Input => Focus::Board,
                    Focus::Board => Focus::Input,
                };
                Vec::new()
            }
            (_, Key::F(n)) => self.function_key(n, stamp),
            (Focus::Input, Key::Enter) => {
                let line = std::mem::take(&mut self.input);
                self.view.typed(&line);
                self.submit(&line, stamp)
            }
            (Focus::Input, Key::Backspace) => {
                self.input.pop();
                Vec::new()
            }
            (Focus::Input, Key::Esc) => self.escape(stamp),
            (Focus::Input, Key::Char(c)) => {
                self.input.push(c);
                Vec::new()
            }
            (Focus::Board, arrow @ (Key::Up | Key::Down | Key::Left | Key::Right)) => {
                self.move_cursor(arrow)
            }
            (Focus::Board, Key::Enter | Key::Char(' ')) => {
                let text = self.square_text(self.cursor);
                self.tell(text)
            }
            (Focus::Board, Key::Char(c)) => self.board_key(c),
            _ => Vec::new(),
        }
    }

    /// Function keys when no keymap is in use: the few actions that must be one press away.
    fn function_key(&mut self, n: u8, stamp: Stamp) -> Vec<Effect> {
        match n {
            1 => self.action(KeyAction::Help, stamp),
            2 => self.action(KeyAction::SwitchSeat, stamp),
            3 => self.action(KeyAction::Repeat, stamp),
            4 => self.action(KeyAction::LastMove, stamp),
            5 => self.action(KeyAction::Clocks, stamp),
            8 => self.action(KeyAction::ReadBoard, stamp),
            9 => self.action(KeyAction::PressClock, stamp),
            12 => self.action(KeyAction::SwitchStyle, stamp),
            _ => Vec::new(),
        }
    }

    /// The board as seen from the keyboard seat's side: up is towards the opponent.
    fn move_cursor(&mut self, arrow: Key) -> Vec<Effect> {
        let flip = if self.table.color_of(self.keyboard) == Some(Color::Black) {
            -1
        } else {
            1
        };
        let (df, dr) = match arrow {
            Key::Up => (0, flip),
            Key::Down => (0, -flip),
            Key::Left => (-flip, 0),
            Key::Right => (flip, 0),
            _ => (0, 0),
        };
        let file = self.cursor.file().offset(df);
        let rank = self.cursor.rank().offset(dr);
        if let (Some(f), Some(r)) = (file, rank) {
            self.cursor = Square::from_coords(f, r);
        }
        let text = self.square_text(self.cursor);
        self.tell(text)
    }

    /// "Felix drei: white Springer", on the keyboard seat's own board.
    fn square_text(&self, sq: Square) -> String {
        let words = self.words();
        let pos = self.table.board_of(self.keyboard);
        use shakmaty::Position as _;
        format!(
            "{}: {}",
            words.square(sq),
            words.content(pos.board().piece_at(sq))
        )
    }

    /// Whose turn it is and what the flow waits for, in words.
    pub fn status(&self) -> String {
        if let Some(status) = self.coach_status() {
            return status.to_owned();
        }
        let words = self.words();
        let state = self.table_status();
        if self.links_lost.is_empty() {
            return state;
        }
        let link = if self.role == AppRole::Replica {
            words.text("link-status-lost-here")
        } else {
            let seats: Vec<String> = self.links_lost.iter().map(|s| words.seat(*s)).collect();
            words.format(
                "link-status-lost",
                &[("seats", Arg::Str(&seats.join(", ")))],
            )
        };
        format!("{link} {state}")
    }

    /// Where the table stands: whose turn, what awaits what.
    fn table_status(&self) -> String {
        let words = self.words();
        let side = |c: Color| words.clock().side(c);
        match self.table.phase() {
            Phase::Entering { .. } if !self.clock_started() => {
                words.text(match self.table.mode() {
                    crate::table::Mode::Tournament => "app-clock-waits-arbiter",
                    crate::table::Mode::Casual => "app-clock-waits-players",
                })
            }
            Phase::Entering { mover } => {
                words.format("app-status-entering", &[("side", Arg::Str(&side(*mover)))])
            }
            Phase::ReadBack { pending, .. } => words.format(
                "app-status-readback",
                &[("move", Arg::Str(&words.entry(&pending.entry)))],
            ),
            Phase::Made { pending, .. } => words.format(
                "app-status-made",
                &[("move", Arg::Str(&words.entry(&pending.entry)))],
            ),
            Phase::Repeating { mover, pending } => words.format(
                "app-status-repeating",
                &[
                    ("seat", Arg::Str(&words.seat(self.table.seat_of(!*mover)))),
                    ("move", Arg::Str(&words.entry(&pending.entry))),
                ],
            ),
            Phase::Arbiter => words.text("table-waiting-arbiter"),
            Phase::Over(result) => words.result(*result),
        }
    }
}

/// The squares of a board from the top-left as seen by `color`, rank by rank.
pub fn squares_seen_by(color: Color) -> impl Iterator<Item = Square> {
    let ranks: Vec<Rank> = if color == Color::White {
        Rank::ALL.into_iter().rev().collect()
    } else {
        Rank::ALL.to_vec()
    };
    let files: Vec<File> = if color == Color::White {
        File::ALL.to_vec()
    } else {
        File::ALL.into_iter().rev().collect()
    };
    ranks.into_iter().flat_map(move |r| {
        files
            .clone()
            .into_iter()
            .map(move |f| Square::from_coords(f, r))
    })
}

#[cfg(test)]
mod lang_tests;
#[cfg(test)]
mod tests;

/// An app on a new table of `setup`, the blind seat at the keyboard, opened at 0:00:00 and, when
/// `started`, with the clock started by the arbiter then: the tests' common beginning.
#[cfg(test)]
pub(crate) fn test_app(setup: crate::table::TableSetup, started: bool) -> App {
    let zero = Stamp {
        at: Timestamp::ZERO,
        wall: Default::default(),
    };
    let mut app = App::new(
        Table::new(setup.clone()).unwrap_or_else(|e| panic!("{e}")),
        Presenters::for_table(&setup).unwrap_or_else(|e| panic!("{e}")),
        Seat::Blind,
    );
    app.start(zero);
    if started {
        app.update(Msg::Line("arbiter: start".into()), zero);
    }
    app
}
