//! The table: the blind player's board and the sighted player's board with their scoresheets,
//! the clock, and the arbiter, run by the Appendix D flow. It knows nothing of screens, speech or
//! transport: seats send [`Action`]s and receive [`Notice`]s, and time is an argument.
//!
//! Pure. Each ply: the mover's seat enters the move, which is read back to it; on confirmation it
//! is announced to the other seat and counts as made (D.2.3); the mover may correct a slip until
//! the clock is pressed (D.2.8); the press starts the opponent's clock (D.2.4); the opponent's
//! seat then enters the move as it repeated and executed it (D.2.1). After every entry the two
//! records are compared and any difference alerts everyone at once (D.2.9).

mod action;
mod arbiter;
mod book;
pub mod compare;
pub mod journal;
pub mod large;
mod repair;
pub mod script;
mod voice;

use shakmaty::{Chess, Color, Move, Position};

pub use action::{Action, Mode, Notice, Refusal, Seat, Target, Urgency};
pub use book::{Book, Entry, Line};
pub use compare::Divergence;
pub use voice::Voice;

use crate::{
    announce::Style,
    clock::{ClockEvent, Timestamp},
    earcon::Cue,
    game::{Command, Game, GameError, GameEvent, GameResult, GameSetup, Stamp},
    i18n::{Arg, Lang},
    parse,
    resolve::{self, MoveError},
    vocab::{VocabName, Vocabulary},
};

/// A move between its entry and the next ply.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Pending {
    /// As the mover's record holds it.
    pub entry: Entry,
    /// Its announcement in the table's style.
    pub words: String,
}

/// Where the table is in the Appendix D flow.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Phase {
    /// The mover's seat is to enter a move.
    Entering { mover: Color },
    /// The entry was read back to the mover, who is to confirm it.
    ReadBack { mover: Color, pending: Pending },
    /// Confirmed and announced: the move is made; the mover may correct it until the press.
    Made { mover: Color, pending: Pending },
    /// The clock was pressed; the opponent's seat is to enter the move as it repeated it.
    Repeating { mover: Color, pending: Pending },
    /// Play waits for the arbiter (a divergence or an illegal move).
    Arbiter,
    /// The game is over.
    Over(GameResult),
}

/// Everything a table is set up with.
#[derive(Debug, Clone)]
pub struct TableSetup {
    /// The game: time control, calls, tags, start position.
    pub game: GameSetup,
    /// The colour of the visually disabled player.
    pub blind: Color,
    /// Tournament or casual.
    pub mode: Mode,
    /// The language of notices.
    pub lang: Lang,
    /// The vocabulary moves are entered in.
    pub vocab: VocabName,
    /// The announcement style.
    pub style: Style,
    /// Whether announcements to the sighted seat are also shown in very large letters (D.2.11).
    pub large_text: bool,
}

/// The table.
#[derive(Debug)]
pub struct Table {
    setup: TableSetup,
    game: Game,
    blind: Book,
    sighted: Book,
    phase: Phase,
    voice: Voice,
    alerts: Vec<String>,
    log: Vec<(Timestamp, String)>,
    divergence: Option<Divergence>,
    /// A move made but not yet repeated on the other board when the game ended (mate on the
    /// board, a flag): the other seat still records it.
    owed_repeat: Option<(Color, Pending)>,
    /// A standing draw offer and who made it (9.1.2.1: it stands until answered).
    draw_offer: Option<Color>,
}

/// The result of one action: what everyone is told, or why it was refused.
pub type Outcome = Result<Vec<Notice>, (Refusal, Vec<Notice>)>;

impl Table {
    /// A new table, its clock not yet started.
    ///
    /// # Errors
    ///
    /// The game setup is invalid (a bad starting position) or a locale is broken.
    pub fn new(setup: TableSetup) -> Result<Table, String> {
        let game = Game::new(setup.game.clone()).map_err(|e| e.to_string())?;
        let start: Chess = game.position().clone();
        let voice = Voice::new(setup.lang, setup.style, setup.vocab).map_err(|e| e.to_string())?;
        Ok(Table {
            blind: Book::new(&start),
            sighted: Book::new(&start),
            phase: Phase::Entering {
                mover: start.turn(),
            },
            game,
            voice,
            alerts: Vec::new(),
            log: Vec::new(),
            divergence: None,
            owed_repeat: None,
            draw_offer: None,
            setup,
        })
    }

    /// The setup.
    pub fn setup(&self) -> &TableSetup {
        &self.setup
    }

    /// The game: the authoritative record with the clock.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// A seat's board and scoresheet.
    pub fn book(&self, seat: Seat) -> &Book {
        match seat {
            Seat::Sighted => &self.sighted,
            _ => &self.blind,
        }
    }

    /// Where the flow is.
    pub fn phase(&self) -> &Phase {
        &self.phase
    }

    /// The mode.
    pub fn mode(&self) -> Mode {
        self.setup.mode
    }

    /// Every alert raised so far.
    pub fn alerts(&self) -> &[String] {
        &self.alerts
    }

    /// The arbiter log: timestamped, append-only.
    pub fn arbiter_log(&self) -> &[(Timestamp, String)] {
        &self.log
    }

    /// The current divergence, if the records differ.
    pub fn divergence(&self) -> Option<&Divergence> {
        self.divergence.as_ref()
    }

    /// The voice that words the notices.
    pub fn voice(&self) -> &Voice {
        &self.voice
    }

    /// Announces moves from now on in `style`.
    pub fn set_style(&mut self, style: crate::announce::Style) {
        self.voice.set_style(style);
    }

    /// The talking clock says the seconds of times under `threshold` from now on.
    pub fn set_seconds_below(&mut self, threshold: std::time::Duration) {
        self.voice.set_seconds_below(threshold);
    }

    /// The seat of a colour.
    pub fn seat_of(&self, color: Color) -> Seat {
        if color == self.setup.blind {
            Seat::Blind
        } else {
            Seat::Sighted
        }
    }

    /// The colour of a player's seat.
    pub fn color_of(&self, seat: Seat) -> Option<Color> {
        match seat {
            Seat::Blind => Some(self.setup.blind),
            Seat::Sighted => Some(!self.setup.blind),
            Seat::Arbiter => None,
        }
    }

    /// When the loop must next wake (a clock call or a flag).
    pub fn poll_timeout(&self) -> Option<Timestamp> {
        self.game.poll_timeout()
    }

    /// What time has brought by `stamp`.
    pub fn handle_timeout(&mut self, stamp: Stamp) -> Vec<Notice> {
        let events = self.game.handle_timeout(stamp);
        self.game_events(&events, stamp)
    }

    fn book_mut(&mut self, seat: Seat) -> &mut Book {
        match seat {
            Seat::Sighted => &mut self.sighted,
            _ => &mut self.blind,
        }
    }

    fn note(&self, to: Seat, urgency: Urgency, text: String) -> Notice {
        Notice {
            to,
            urgency,
            text,
            large: None,
            cue: None,
        }
    }

    fn players(&self, urgency: Urgency, text: &str) -> Vec<Notice> {
        [Seat::Blind, Seat::Sighted, Seat::Arbiter]
            .into_iter()
            .map(|to| self.note(to, urgency, text.to_owned()))
            .collect()
    }

    fn log_line(&mut self, stamp: Stamp, text: String) -> Notice {
        self.log.push((stamp.at, text.clone()));
        // The log is also part of the game record, so it reaches the journal and the PGN.
        let _ = self.game.apply(&Command::Note(text.clone()), stamp);
        self.note(Seat::Arbiter, Urgency::Info, text)
    }

    /// The mode, as every seat is shown it.
    pub fn mode_notices(&self) -> Vec<Notice> {
        let id = match self.setup.mode {
            Mode::Tournament => "table-mode-tournament",
            Mode::Casual => "table-mode-casual",
        };
        self.players(Urgency::Info, &self.voice.text(id))
    }

    /// Applies a seat's action at `stamp`.
    pub fn act(&mut self, seat: Seat, action: &Action, stamp: Stamp) -> Outcome {
        let mut notices = self.handle_timeout(stamp);
        let result = match action {
            Action::TimeQuery => Ok(vec![self.time_notice(seat, stamp)]),
            Action::Enter { text, target } => self.enter(seat, text, *target, stamp),
            Action::Confirm => self.confirm(seat, stamp),
            Action::Correct(text) => self.correct(seat, text, stamp),
            Action::Press => self.press(seat, stamp),
            Action::Resign => self.resign(seat, stamp),
            Action::OfferDraw => self.offer_draw(seat, stamp),
            _ if seat != Seat::Arbiter => Err(Refusal::ArbiterOnly),
            arbiter => self.arbiter(arbiter, stamp),
        };
        match result {
            Ok(more) => {
                notices.extend(more);
                Ok(notices)
            }
            Err(refusal) => {
                let text = self.voice.refusal(&refusal);
                notices.push(self.note(seat, Urgency::Info, text));
                Err((refusal, notices))
            }
        }
    }

    fn time_notice(&self, seat: Seat, stamp: Stamp) -> Notice {
        let reading = self.game.reading(stamp.at);
        self.note(seat, Urgency::Info, self.voice.clock().reading(&reading))
    }

    /// Understands `text` in `pos`: a legal move, an illegal one recorded as entered
    /// (tournament mode), or a refusal.
    fn understand(&self, text: &str, pos: &Chess) -> Result<Entry, Refusal> {
        let vocab = Vocabulary::builtin(self.setup.vocab);
        let intents =
            parse::parse(text, vocab).map_err(|e| Refusal::Move(self.voice.parse_error(&e)))?;
        match resolve::resolve(pos, &intents) {
            Ok(mv) => Ok(Entry::legal(text, pos, mv, self.voice.announce(pos, &mv))),
            // Which piece was meant is part of understanding the announcement, in any mode.
            Err(e @ MoveError::Ambiguous(_)) => Err(Refusal::Move(self.voice.move_error(pos, &e))),
            Err(MoveError::Illegal(_)) if self.setup.mode == Mode::Tournament => {
                Ok(Entry::unplayable(text))
            }
            Err(e) => Err(Refusal::Move(self.voice.move_error(pos, &e))),
        }
    }

    fn check_playing(&self) -> Result<(), Refusal> {
        match self.phase {
            Phase::Over(_) => Err(Refusal::Over),
            Phase::Arbiter => Err(Refusal::WaitingForArbiter),
            _ => Ok(()),
        }
    }

    fn enter(
        &mut self,
        seat: Seat,
        text: &str,
        target: Target,
        stamp: Stamp,
    ) -> Result<Vec<Notice>, Refusal> {
        if let (Phase::Over(_), Some((mover, pending))) = (&self.phase, self.owed_repeat.clone())
            && self.color_of(seat) == Some(!mover)
        {
            let notices = self.repeat(seat, text, target, mover, &pending, stamp)?;
            if self.book(seat).sheet.len() == self.book(seat).board.len() {
                self.owed_repeat = None;
            }
            self.phase = self.phase_from_records();
            return Ok(notices);
        }
        self.check_playing()?;
        let color = self.color_of(seat).ok_or(Refusal::NotYourTurn)?;
        match self.phase.clone() {
            Phase::Entering { mover } | Phase::ReadBack { mover, .. } if mover == color => {
                let pos = self.book(seat).board.position().clone();
                let entry = self.understand(text, &pos)?;
                let words = entry.words.clone();
                let read_back = self
                    .voice
                    .format("table-read-back", &[("move", Arg::Str(&words))]);
                self.phase = Phase::ReadBack {
                    mover,
                    pending: Pending { entry, words },
                };
                Ok(vec![self.note(seat, Urgency::Info, read_back)])
            }
            Phase::Repeating { mover, pending } if mover != color => {
                self.repeat(seat, text, target, mover, &pending, stamp)
            }
            _ => Err(Refusal::NotYourTurn),
        }
    }

    fn confirm(&mut self, seat: Seat, stamp: Stamp) -> Result<Vec<Notice>, Refusal> {
        self.check_playing()?;
        let Phase::ReadBack { mover, pending } = self.phase.clone() else {
            return Err(Refusal::NothingPending);
        };
        if self.color_of(seat) != Some(mover) {
            return Err(Refusal::NotYourTurn);
        }
        self.book_mut(seat).push(pending.entry.clone());
        let mut notices = vec![self.note(seat, Urgency::Info, self.voice.text("table-announced"))];
        notices.extend(self.announce_to_opponent(seat, &pending, false));
        if pending.entry.mv.is_none() {
            let ply = self.book(seat).sheet.len();
            let text = self.voice.format(
                "table-illegal-flagged",
                &[
                    ("ply", Arg::Num(ply as i64)),
                    ("seat", Arg::Str(&self.voice.seat(seat))),
                    ("move", Arg::Str(&pending.words)),
                ],
            );
            notices.push(self.alert_arbiter(stamp, text));
        }
        self.phase = Phase::Made { mover, pending };
        notices.extend(self.compare(stamp));
        Ok(notices)
    }

    fn announce_to_opponent(
        &self,
        mover_seat: Seat,
        pending: &Pending,
        correction: bool,
    ) -> Vec<Notice> {
        let to = if mover_seat == Seat::Blind {
            Seat::Sighted
        } else {
            Seat::Blind
        };
        let text = if correction {
            self.voice
                .format("table-correction", &[("move", Arg::Str(&pending.words))])
        } else {
            pending.words.clone()
        };
        let large = (self.setup.large_text && to == Seat::Sighted)
            .then(|| large::render(&pending.entry.san));
        // The cue tells by ear what the words also say: a check outranks a capture.
        let san = &pending.entry.san;
        let cue = if san.ends_with('+') || san.ends_with('#') {
            Some(Cue::Check)
        } else if san.contains('x') {
            Some(Cue::Capture)
        } else {
            None
        };
        vec![Notice {
            to,
            urgency: Urgency::Move,
            text,
            large,
            cue,
        }]
    }

    fn correct(&mut self, seat: Seat, text: &str, stamp: Stamp) -> Result<Vec<Notice>, Refusal> {
        self.check_playing()?;
        let Phase::Made {
            mover,
            pending: old,
        } = self.phase.clone()
        else {
            return Err(Refusal::NothingPending);
        };
        if self.color_of(seat) != Some(mover) {
            return Err(Refusal::NotYourTurn);
        }
        self.book_mut(seat).pop();
        let pos = self.book(seat).board.position().clone();
        let entry = match self.understand(text, &pos) {
            Ok(entry) => entry,
            Err(refusal) => {
                self.book_mut(seat).push(old.entry);
                return Err(refusal);
            }
        };
        let words = entry.words.clone();
        let pending = Pending { entry, words };
        self.book_mut(seat).push(pending.entry.clone());
        let ply = self.book(seat).sheet.len();
        let log = self.voice.format(
            "table-log-correction",
            &[
                ("ply", Arg::Num(ply as i64)),
                ("seat", Arg::Str(&self.voice.seat(seat))),
                ("old", Arg::Str(&old.words)),
                ("new", Arg::Str(&pending.words)),
            ],
        );
        let mut notices = vec![
            self.note(
                seat,
                Urgency::Info,
                self.voice
                    .format("table-corrected", &[("move", Arg::Str(&pending.words))]),
            ),
        ];
        notices.extend(self.announce_to_opponent(seat, &pending, true));
        notices.push(self.log_line(stamp, log));
        self.phase = Phase::Made { mover, pending };
        notices.extend(self.compare(stamp));
        Ok(notices)
    }

    fn press(&mut self, seat: Seat, stamp: Stamp) -> Result<Vec<Notice>, Refusal> {
        self.check_playing()?;
        let Phase::Made { mover, pending } = self.phase.clone() else {
            return Err(Refusal::NothingPending);
        };
        if self.color_of(seat) != Some(mover) {
            return Err(Refusal::NotYourTurn);
        }
        let Some(mv) = pending.entry.mv else {
            // 7.5.1: the illegal move is completed by the press; the arbiter takes over and the
            // clock is stopped to seek the arbiter's assistance (6.11.2).
            let events = self.game.apply(&Command::Pause, stamp).unwrap_or_default();
            let mut notices = self.game_events(&events, stamp);
            let text = self.voice.text("table-waiting-arbiter");
            notices.extend(self.players(Urgency::Alert, &text));
            self.phase = Phase::Arbiter;
            return Ok(notices);
        };
        let events = self.play(mv, stamp)?;
        // The opponent's offer is declined by playing on (9.1.2.1); one's own offer stands.
        if self.draw_offer == Some(!mover) {
            self.draw_offer = None;
        }
        self.phase = Phase::Repeating { mover, pending };
        // A move that ends the game (mate, a dead position) is still repeated on the other board.
        Ok(self.game_events(&events, stamp))
    }

    fn resign(&mut self, seat: Seat, stamp: Stamp) -> Result<Vec<Notice>, Refusal> {
        self.check_playing()?;
        let color = self.color_of(seat).ok_or(Refusal::NotYourTurn)?;
        let events = self
            .game
            .apply(&Command::Resign(color), stamp)
            .map_err(|e| Refusal::Game(e.to_string()))?;
        Ok(self.game_events(&events, stamp))
    }

    /// Offers a draw; an offer while the opponent's own offer stands agrees the draw (5.2.3).
    fn offer_draw(&mut self, seat: Seat, stamp: Stamp) -> Result<Vec<Notice>, Refusal> {
        self.check_playing()?;
        let color = self.color_of(seat).ok_or(Refusal::NotYourTurn)?;
        if self.draw_offer == Some(!color) {
            let events = self
                .game
                .apply(&Command::AgreeDraw, stamp)
                .map_err(|e| Refusal::Game(e.to_string()))?;
            self.draw_offer = None;
            return Ok(self.game_events(&events, stamp));
        }
        self.draw_offer = Some(color);
        let text = self.voice.format(
            "table-draw-offered",
            &[("seat", Arg::Str(&self.voice.seat(seat)))],
        );
        let mut notices = self.players(Urgency::Move, &text);
        notices.retain(|n| n.to != Seat::Arbiter);
        notices.push(self.log_line(stamp, text));
        Ok(notices)
    }

    fn play(&mut self, mv: Move, stamp: Stamp) -> Result<Vec<GameEvent>, Refusal> {
        self.game
            .apply(&Command::Play(mv), stamp)
            .map_err(|e: GameError| Refusal::Game(e.to_string()))
    }

    fn repeat(
        &mut self,
        seat: Seat,
        text: &str,
        target: Target,
        mover: Color,
        pending: &Pending,
        stamp: Stamp,
    ) -> Result<Vec<Notice>, Refusal> {
        let book = self.book(seat);
        let board_entry = self.understand(text, &book.board.position().clone());
        let sheet_entry = self.understand(text, &book.sheet.position().clone());
        let book = self.book_mut(seat);
        match target {
            Target::Both => {
                let entry = board_entry?;
                book.board.push(entry.clone());
                book.sheet.push(sheet_entry.unwrap_or(entry));
            }
            Target::Sheet => book.sheet.push(sheet_entry?),
            Target::Board => book.board.push(board_entry?),
        }
        let recorded = self
            .book(seat)
            .sheet
            .entries()
            .last()
            .map(|e| e.words.clone())
            .unwrap_or_default();
        let text = self
            .voice
            .format("table-recorded", &[("move", Arg::Str(&recorded))]);
        let mut notices = vec![self.note(seat, Urgency::Info, text)];
        let (sheet_len, board_len) = (self.book(seat).sheet.len(), self.book(seat).board.len());
        // A seat that wrote but has not yet executed (or the reverse) is still repeating.
        if sheet_len == board_len {
            self.phase = Phase::Entering { mover: !mover };
        } else {
            self.phase = Phase::Repeating {
                mover,
                pending: pending.clone(),
            };
        }
        notices.extend(self.compare(stamp));
        Ok(notices)
    }

    /// Compares the records after an entry, alerting everyone at once when they part.
    fn compare(&mut self, stamp: Stamp) -> Vec<Notice> {
        let Some(divergence) = compare::compare(&self.blind, &self.sighted) else {
            self.divergence = None;
            return Vec::new();
        };
        if self.divergence.as_ref() == Some(&divergence) {
            return Vec::new();
        }
        let text = self.voice.divergence(&divergence);
        self.divergence = Some(divergence);
        self.alerts.push(text.clone());
        let mut notices = self.players(Urgency::Alert, &text);
        notices.retain(|n| n.to != Seat::Arbiter);
        notices.push(self.log_line(stamp, text));
        for n in &mut notices {
            n.cue = Some(Cue::Divergence);
        }
        // Play stops for the arbiter (6.11.2); the clock is stopped with it.
        if let Ok(events) = self.game.apply(&Command::Pause, stamp) {
            notices.extend(self.game_events(&events, stamp));
        }
        self.phase = Phase::Arbiter;
        notices
    }

    fn alert_arbiter(&mut self, stamp: Stamp, text: String) -> Notice {
        self.alerts.push(text.clone());
        let mut notice = self.log_line(stamp, text);
        notice.urgency = Urgency::Alert;
        notice
    }

    fn game_events(&mut self, events: &[GameEvent], stamp: Stamp) -> Vec<Notice> {
        let mut notices = Vec::new();
        for event in events {
            match event {
                GameEvent::Clock(e) => {
                    let text = self.voice.clock().event(e);
                    if text.is_empty() {
                        continue;
                    }
                    let flag = matches!(e, ClockEvent::FlagFell { .. });
                    let urgency = if flag { Urgency::Alert } else { Urgency::Info };
                    if flag {
                        self.alerts.push(text.clone());
                        self.log.push((stamp.at, text.clone()));
                    }
                    let cue = match e {
                        ClockEvent::FlagFell { .. } => Some(Cue::FlagFall),
                        ClockEvent::Threshold { .. } => Some(Cue::LowTime),
                        ClockEvent::PeriodStarted { .. } => None,
                    };
                    notices.extend(
                        self.players(urgency, &text)
                            .into_iter()
                            .map(|n| Notice { cue, ..n }),
                    );
                }
                GameEvent::Ended(result) => {
                    if let Phase::Repeating { mover, pending } = &self.phase {
                        self.owed_repeat = Some((*mover, pending.clone()));
                    }
                    self.phase = Phase::Over(*result);
                    let text = self.voice.result(*result);
                    notices.extend(self.players(Urgency::Alert, &text));
                    self.log.push((stamp.at, text));
                }
                _ => {}
            }
        }
        notices
    }
}

/// A standard setup for tests: 90+30, English, the Appendix D vocabulary and style.
#[cfg(test)]
pub(crate) fn test_setup(mode: Mode, blind: Color) -> TableSetup {
    TableSetup {
        game: GameSetup::new(
            crate::clock::TimeControl::parse("90+30").unwrap_or_else(|e| panic!("{e}")),
        ),
        blind,
        mode,
        lang: Lang::En,
        vocab: VocabName::FideD,
        style: Style::Fide,
        large_text: false,
    }
}

#[cfg(test)]
mod tests;
