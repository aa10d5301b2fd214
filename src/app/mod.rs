//! The application: the table plus what one terminal adds to it (the seat at the keyboard, the
//! input line, the board cursor, the last announcements), updated by messages in the Elm style.
//!
//! Pure: `update` takes the time as an argument and returns [`Effect`]s for the runtime to carry
//! out (speak, show, sound, quit); it does no I/O and reads no clock. It knows nothing of the
//! terminal library: keys arrive as this module's own [`Key`].

pub mod keys;

use std::collections::VecDeque;

use shakmaty::{Color, File, Rank, Square};

use crate::{
    clock::Timestamp,
    game::Stamp,
    i18n::Arg,
    keymap::Action as KeyAction,
    review::{self, Effect as ReviewEffect, ParseCommandError, Query, Request, Reviewer},
    table::{Action, Notice, Phase, Seat, Table, Urgency, script},
};

pub use keys::Key;

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
    keyboard: Seat,
    input: String,
    focus: Focus,
    cursor: Square,
    shown: VecDeque<Notice>,
    quitting: bool,
    /// The latest time the app was given, for showing the clocks.
    now: Timestamp,
    /// The review commands, in the table's language (`None` if its words failed to load).
    reviewer: Option<Reviewer>,
    /// The review prefix key was pressed: the next letter names a command.
    prefix: bool,
    /// A question awaiting yes or no, and the seat it was asked of.
    question: Option<(Seat, Request)>,
    /// The table actions taken since the runtime last collected them, for the journal.
    acted: Vec<(Seat, Action, Stamp)>,
}

impl App {
    /// An app on `table` with `keyboard` the seat typing.
    pub fn new(table: Table, keyboard: Seat) -> App {
        let seconds_below = table.voice().clock().seconds_below();
        let reviewer = Reviewer::new(table_lang(&table))
            .ok()
            .map(|r| r.with_seconds_below(seconds_below));
        let cursor = if table.color_of(keyboard) == Some(Color::Black) {
            Square::E8
        } else {
            Square::E1
        };
        App {
            keyboard,
            table,
            input: String::new(),
            focus: Focus::Input,
            cursor,
            shown: VecDeque::new(),
            quitting: false,
            now: Timestamp::ZERO,
            reviewer,
            prefix: false,
            question: None,
            acted: Vec::new(),
        }
    }

    /// The table.
    pub fn table(&self) -> &Table {
        &self.table
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

    /// Goes on with a table brought back from its journal at `stamp`: the clock stays stopped
    /// (the time the program was down is charged to nobody) until the arbiter resumes it.
    pub fn recovered(&mut self, stamp: Stamp) -> Vec<Effect> {
        let text = self.table.voice().text("app-recovered");
        let mut effects = self.effects(self.table.mode_notices());
        effects.extend(self.tell_to(Seat::Blind, text.clone()));
        effects.extend(self.tell_to(Seat::Sighted, text.clone()));
        effects.extend(self.tell_to(Seat::Arbiter, text));
        effects.extend(self.act(Seat::Arbiter, &Action::Pause, stamp));
        effects
    }

    /// Opens the game at `stamp`: the mode on every seat, then White's clock is started, as at
    /// the time set for the start of the game (6.6).
    pub fn start(&mut self, stamp: Stamp) -> Vec<Effect> {
        let notices = self.table.mode_notices();
        let mut effects = self.effects(notices);
        effects.extend(self.act(Seat::Arbiter, &Action::Start, stamp));
        effects
    }

    /// When the loop must next wake.
    pub fn poll_timeout(&self) -> Option<Timestamp> {
        self.table.poll_timeout()
    }

    /// Applies a table action, remembering it for the journal.
    fn act(&mut self, seat: Seat, action: &Action, stamp: Stamp) -> Vec<Effect> {
        self.acted.push((seat, action.clone(), stamp));
        match self.table.act(seat, action, stamp) {
            Ok(notices) => {
                // A clock beeps when pressed: the press was taken (issue 11, item 5).
                let press =
                    (*action == Action::Press).then_some(Effect::Cue(crate::earcon::Cue::Press));
                press.into_iter().chain(self.effects(notices)).collect()
            }
            Err((_, notices)) => self.effects(notices),
        }
    }

    /// The table actions taken since the last call, oldest first: the runtime journals them
    /// before carrying out the effects they caused.
    pub fn take_acted(&mut self) -> Vec<(Seat, Action, Stamp)> {
        std::mem::take(&mut self.acted)
    }

    /// The latest time the app was given.
    pub fn now(&self) -> Timestamp {
        self.now
    }

    /// Whatever time has brought by `stamp`.
    pub fn handle_timeout(&mut self, stamp: Stamp) -> Vec<Effect> {
        self.now = self.now.max(stamp.at);
        let notices = self.table.handle_timeout(stamp);
        self.effects(notices)
    }

    fn effects(&mut self, notices: Vec<Notice>) -> Vec<Effect> {
        for n in &notices {
            if self.shown.len() == KEEP {
                self.shown.pop_front();
            }
            self.shown.push_back(n.clone());
        }
        notices.into_iter().map(Effect::Notice).collect()
    }

    /// Tells the seat at the keyboard something from outside the game (a device report).
    pub fn inform(&mut self, text: String) -> Vec<Effect> {
        self.tell(text)
    }

    fn tell(&mut self, text: String) -> Vec<Effect> {
        self.tell_to(self.keyboard, text)
    }

    fn tell_to(&mut self, to: Seat, text: String) -> Vec<Effect> {
        let notice = Notice {
            to,
            urgency: Urgency::Info,
            text,
            large: None,
            cue: None,
        };
        self.effects(vec![notice])
    }

    /// Handles one message at `stamp`.
    pub fn update(&mut self, msg: Msg, stamp: Stamp) -> Vec<Effect> {
        let mut effects = self.handle_timeout(stamp);
        effects.extend(match msg {
            Msg::Line(line) => self.submit(&line, stamp),
            Msg::Key(key) => self.key(key, stamp),
            Msg::Action(action) => self.action(action, stamp),
        });
        if self.quitting {
            effects.push(Effect::Quit);
        }
        effects
    }

    fn key(&mut self, key: Key, stamp: Stamp) -> Vec<Effect> {
        if review::PREFIX
            == review::Key::Ctrl(match key {
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
        match (self.focus, key) {
            (_, Key::Ctrl('c') | Key::Ctrl('q')) => {
                self.quitting = true;
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
                self.submit(&line, stamp)
            }
            (Focus::Input, Key::Backspace) => {
                self.input.pop();
                Vec::new()
            }
            (Focus::Input, Key::Esc) => {
                self.input.clear();
                Vec::new()
            }
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

    /// An action bound to a key by the keymap.
    fn action(&mut self, action: KeyAction, stamp: Stamp) -> Vec<Effect> {
        match action {
            KeyAction::Help => self.submit("help", stamp),
            KeyAction::SwitchSeat => self.submit("seat", stamp),
            KeyAction::Repeat => self.review_key('a', stamp),
            KeyAction::LastMove => self.review_key('l', stamp),
            KeyAction::Clocks => self.submit("time?", stamp),
            KeyAction::ReadBoard => self.review_key('b', stamp),
            KeyAction::PressClock => self.submit("press", stamp),
            KeyAction::SwitchStyle => self.review_key('y', stamp),
            KeyAction::HistoryBack => vec![Effect::Speech(SpeechControl::Back)],
            KeyAction::HistoryForward => vec![Effect::Speech(SpeechControl::Forward)],
            KeyAction::StopSpeech => {
                self.input.clear();
                vec![Effect::Speech(SpeechControl::Stop)]
            }
            KeyAction::ToggleFocus => self.key(Key::Tab, stamp),
        }
    }

    /// A review command by its key: run at once, or typed into the input line to take its
    /// argument ("/s " then the square).
    fn review_key(&mut self, c: char, stamp: Stamp) -> Vec<Effect> {
        let kind = review::CommandKind::from_key(review::Key::Char(c));
        match kind.map(review::CommandKind::argument) {
            None => Vec::new(),
            Some(review::Argument::None | review::Argument::Count) => {
                self.submit(&format!("/{c}"), stamp)
            }
            Some(_) => {
                self.input = format!("/{c} ");
                self.focus = Focus::Input;
                Vec::new()
            }
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
        let voice = self.table.voice();
        let pos = self.table.book(self.keyboard).board.position();
        use shakmaty::Position as _;
        format!(
            "{}: {}",
            voice.square(sq),
            voice.content(pos.board().piece_at(sq))
        )
    }

    /// A typed or recognized line: a move, a table action, or an app command, optionally after
    /// a seat prefix ("sighted: Nf3").
    fn submit(&mut self, line: &str, stamp: Stamp) -> Vec<Effect> {
        let line = line.trim();
        if line.is_empty() {
            // Enter on an empty line confirms the move read back to the seat at the keyboard.
            if let Phase::ReadBack { mover, .. } = self.table.phase()
                && self.table.color_of(self.keyboard) == Some(*mover)
            {
                return self.submit("confirm", stamp);
            }
            return Vec::new();
        }
        let (seat, words) = match line.split_once(':') {
            Some((prefix, rest)) if prefix.trim().parse::<Seat>().is_ok() => (
                prefix.trim().parse::<Seat>().unwrap_or(self.keyboard),
                rest.trim(),
            ),
            _ => (self.keyboard, line),
        };
        match words {
            "quit" | "exit" => {
                self.quitting = true;
                return Vec::new();
            }
            "help" => {
                let mut lines = vec![self.table.voice().text("app-help")];
                if let Some(reviewer) = &self.reviewer {
                    lines.extend(reviewer.help(self.table.mode(), seat));
                }
                return lines.into_iter().flat_map(|l| self.tell(l)).collect();
            }
            "seat" => {
                self.keyboard = match self.keyboard {
                    Seat::Blind => Seat::Sighted,
                    Seat::Sighted => Seat::Arbiter,
                    Seat::Arbiter => Seat::Blind,
                };
                return self.seat_changed();
            }
            _ => {}
        }
        if let Some(name) = words.strip_prefix("seat ") {
            return match name.trim().parse::<Seat>() {
                Ok(seat) => {
                    self.keyboard = seat;
                    self.seat_changed()
                }
                Err(e) => self.tell(e),
            };
        }
        // The flow's own words (confirm, press, correct …, in any interface language) first; then
        // review commands; anything else is a move.
        // A pending question (resign? draw?) is answered first: "yes" there is not a confirmation.
        if self.question.is_some_and(|(s, _)| s == seat)
            && let Some(effects) = self.review(seat, words, stamp)
        {
            return effects;
        }
        let words = translate_flow(words);
        let words = words.as_str();
        let action = match script::action(seat, words, 0) {
            Ok(action) => action,
            Err(e) => return self.tell(e.message),
        };
        // Resigning and offering a draw are asked again before they count (the review's
        // question); the table's own verbs for them are for scripts and the journal.
        let reviewable = matches!(
            action,
            Action::Enter {
                target: crate::table::Target::Both,
                ..
            } | Action::Resign
                | Action::OfferDraw
        );
        if reviewable && let Some(effects) = self.review(seat, words, stamp) {
            return effects;
        }
        self.act(seat, &action, stamp)
    }

    /// A review command, if the words are one; `None` lets them be read as a move or action.
    fn review(&mut self, seat: Seat, words: &str, stamp: Stamp) -> Option<Vec<Effect>> {
        let reviewer = self.reviewer.as_ref()?;
        let command = match reviewer.parse(words) {
            Ok(command) => command,
            Err(ParseCommandError::NotACommand) => return None,
            Err(e) => {
                let text = reviewer.explain(&e);
                return Some(self.tell_to(seat, text));
            }
        };
        let last_said = self
            .shown
            .iter()
            .rev()
            .find(|n| n.to == seat)
            .map(|n| n.text.clone());
        let mut query = Query::new(&self.table, seat, stamp.at);
        query.last_said = last_said.as_deref();
        query.pending = self.question.filter(|(s, _)| *s == seat).map(|(_, r)| r);
        let answer = reviewer.answer(&query, &command);
        self.question = None;
        let mut effects: Vec<Effect> = answer
            .lines
            .into_iter()
            .flat_map(|l| self.tell_to(seat, l))
            .collect();
        match answer.effect {
            Some(ReviewEffect::Ask(request)) => self.question = Some((seat, request)),
            Some(ReviewEffect::Confirmed { request, .. }) => {
                let action = match request {
                    Request::Resign => Action::Resign,
                    Request::OfferDraw => Action::OfferDraw,
                };
                effects.extend(self.act(seat, &action, stamp));
            }
            Some(ReviewEffect::SetStyle(style)) => self.table.set_style(style),
            None => {}
        }
        Some(effects)
    }

    fn seat_changed(&mut self) -> Vec<Effect> {
        // The cursor starts on the new seat's own side of the board.
        if let Some(color) = self.table.color_of(self.keyboard) {
            self.cursor = if color == Color::Black {
                Square::E8
            } else {
                Square::E1
            };
        }
        let voice = self.table.voice();
        let text = voice.format(
            "app-seat",
            &[("seat", Arg::Str(&voice.seat(self.keyboard)))],
        );
        self.tell(text)
    }

    /// Whose turn it is and what the flow waits for, in words.
    pub fn status(&self) -> String {
        let voice = self.table.voice();
        let side = |c: Color| voice.clock().side(c);
        match self.table.phase() {
            Phase::Entering { mover } => {
                voice.format("app-status-entering", &[("side", Arg::Str(&side(*mover)))])
            }
            Phase::ReadBack { pending, .. } => {
                voice.format("app-status-readback", &[("move", Arg::Str(&pending.words))])
            }
            Phase::Made { pending, .. } => {
                voice.format("app-status-made", &[("move", Arg::Str(&pending.words))])
            }
            Phase::Repeating { mover, pending } => voice.format(
                "app-status-repeating",
                &[
                    ("seat", Arg::Str(&voice.seat(self.table.seat_of(!*mover)))),
                    ("move", Arg::Str(&pending.words)),
                ],
            ),
            Phase::Arbiter => voice.text("table-waiting-arbiter"),
            Phase::Over(result) => voice.result(*result),
        }
    }
}

/// The flow's words in every interface language (`grammars/flow.toml`), normalized, mapped to the
/// English verb of the table's grammar.
fn flow_words() -> &'static std::collections::HashMap<String, &'static str> {
    static WORDS: std::sync::OnceLock<std::collections::HashMap<String, &'static str>> =
        std::sync::OnceLock::new();
    WORDS.get_or_init(|| {
        let table: std::collections::BTreeMap<String, Vec<String>> =
            toml::from_str(include_str!("../../grammars/flow.toml")).unwrap_or_default();
        let mut map = std::collections::HashMap::new();
        for (verb, words) in table {
            let verb: &'static str = match verb.as_str() {
                "confirm" => "confirm",
                "press" => "press",
                "correct" => "correct",
                "time" => "time?",
                _ => continue,
            };
            for word in words {
                if let Some((key, _)) = crate::vocab::normalize::phrase_key(&word) {
                    map.insert(key, verb);
                }
            }
        }
        map
    })
}

/// Words of the flow in the interface language, put into the table's English grammar:
/// "ja" → "confirm", "korrigieren Springer Felix drei" → "correct Springer Felix drei".
fn translate_flow(words: &str) -> String {
    let map = flow_words();
    if let Some((key, _)) = crate::vocab::normalize::phrase_key(words)
        && let Some(verb) = map.get(&key)
        && *verb != "correct"
    {
        return (*verb).to_owned();
    }
    let (first, rest) = words.split_once(char::is_whitespace).unwrap_or((words, ""));
    match crate::vocab::normalize::phrase_key(first).and_then(|(k, _)| map.get(&k)) {
        Some(&"correct") if !rest.trim().is_empty() => format!("correct {}", rest.trim()),
        _ => words.to_owned(),
    }
}

/// The interface language the table speaks.
fn table_lang(table: &Table) -> crate::i18n::Lang {
    table.setup().lang
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
mod tests;
