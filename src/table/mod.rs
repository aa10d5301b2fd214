//! The table: the blind player's board and the sighted player's board with their scoresheets,
//! the clock, and the arbiter, run by the Appendix D flow. It knows nothing of screens, speech or
//! transport: seats send [`Action`]s and receive [`Event`]s (structured, never words: each seat's
//! presenter words them), and time is an argument.
//!
//! Pure. Each ply: the mover's seat enters the move, which is read back to it; on confirmation it
//! is announced to the other seat and counts as made (D.2.3); the mover may correct a slip until
//! the clock is pressed (D.2.8); the press starts the opponent's clock (D.2.4); the opponent's
//! seat then enters the move as it repeated and executed it (D.2.1). After every entry the two
//! records are compared and any difference alerts everyone at once (D.2.9).

mod action;
mod arbiter;
mod board_and_sheet;
pub mod compare;
pub mod eboard;
pub mod event;
mod flow;
pub mod journal;
mod laws;
mod oneboard;
mod repair;
pub mod replay;
pub mod replica;
mod sealing;
pub mod secret;
pub mod serial;
mod stored;
mod unread;
pub mod verbs;

use shakmaty::{Chess, Color, Position};

pub use action::{Action, Mode, Seat, Seating, Target};
pub use board_and_sheet::{BoardAndSheet, PlyLine, SeatPly};
pub use compare::Divergence;
pub use event::{Envelope, Event, LogEntry, Referral, Refusal, RepairStep, Told, Urgency};
pub use laws::Claim;
pub use replica::Replica;
pub use sealing::Adjournment;
pub use secret::{Keyring, PrivateKey, PublicKey, SeatKey, TableSecret};
pub use unread::RevealError;
pub use verbs::Verb;

use crate::{
    announce::Style,
    clock::Timestamp,
    game::{Game, GameError, GameResult, GameSetup, Stamp},
    i18n::Lang,
    vocab::VocabName,
};

/// A move between its entry and the next ply.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Pending {
    /// As the mover's record holds it.
    pub entry: SeatPly,
}

/// An arbiter log entry that belongs in the game's record (at two boards, where the game's own
/// log holds only the clock, the moves' corrections and the results): where it goes among the
/// game's own log entries and when. Worded in the record's language only when the record is
/// written (`present::record`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RecordNote {
    /// How many of the game's own log entries come before it.
    pub after: usize,
    /// The number of plies on the board when it was logged.
    pub after_ply: usize,
    /// When.
    pub stamp: Stamp,
    /// What.
    pub entry: LogEntry,
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
    /// The language of the record (the arbiter log in the PGN and the JSON summary), and every
    /// seat's interface language unless the seat has its own.
    pub lang: Lang,
    /// The vocabulary moves are entered in (and every seat's unless the seat has its own).
    pub vocab: VocabName,
    /// Every seat's announcement style unless the seat has its own.
    pub style: Style,
    /// Whether announcements to the sighted seat are also shown in very large letters (D.2.11).
    pub large_text: bool,
    /// The rank words of the Appendix D announcements at this table: German unless the arbiter
    /// decides otherwise (D.2.1), for every seat alike so that both boards hear the same words.
    pub ranks: crate::announce::RankWords,
    /// The table and the game, as its journal names them.
    pub ids: crate::ids::Ids,
}

/// The table.
#[derive(Debug, Clone)]
pub struct Table {
    setup: TableSetup,
    game: Game,
    blind: BoardAndSheet,
    sighted: BoardAndSheet,
    phase: Phase,
    alerts: Vec<LogEntry>,
    log: Vec<(Timestamp, LogEntry)>,
    /// The log entries the game's record holds, with their places in it.
    record_notes: Vec<RecordNote>,
    divergence: Option<Divergence>,
    /// A move made but not yet repeated on the other board when the game ended (mate on the
    /// board, a flag): the other seat still records it.
    owed_repeat: Option<(Color, Pending)>,
    /// A standing draw offer and who made it (9.1.2.1: it stands until answered).
    draw_offer: Option<Color>,
    /// The seat last asked which piece it meant, and the candidates: its next entry is first
    /// tried as the answer ("Bella eins").
    question: Option<(Seat, crate::resolve::Candidates)>,
    /// A claim or request before the arbiter (a touch, III.4, III.5).
    claim: Option<Claim>,
    /// A touch claim upheld: this side must move or take the piece on this square (4.3).
    touch: Option<(Color, shakmaty::Square)>,
    /// A move written with a claim found incorrect: this side must play it (9.2.1.1, 9.5.3).
    written: Option<(Color, SeatPly)>,
    /// An adjournment under way or in force (Guidelines I).
    adjourned: Option<Adjournment>,
    /// Two boards (Appendix D) or one.
    seating: Seating,
    /// Where the flow was when the sighted player's e-board stopped play: it goes on there when
    /// the arbiter resumes (the repetition still owed).
    eboard_stopped: Option<Phase>,
    /// The vocabularies the players' move words are read in, where a seat chose its own
    /// ([`Action::Vocabulary`]); otherwise the table's.
    vocabularies: Vec<(Seat, VocabName)>,
    /// The keys of sealed moves held here (see [`secret`]).
    keyring: Keyring,
    /// The move read back to the mover that this table could not read, until its key comes
    /// or its confirmation reveals it.
    unread_entry: Option<secret::Sealed>,
    /// The opening being applied revealed nothing (its host could not read the envelope): it
    /// asks for the opening here too, whatever this table can read.
    withhold_opening: bool,
    /// The civil time of the last record (an action, or a tick of the clock), and of the one
    /// before the action being taken: after a crash, when the clock was last known to run.
    last_wall: crate::game::WallTime,
    wall_before: crate::game::WallTime,
}

/// The result of one action: what everyone is told, or why it was refused.
pub type Outcome = Result<Vec<Event>, (Refusal, Vec<Event>)>;

impl Table {
    /// A new table, its clock not yet started.
    ///
    /// # Errors
    ///
    /// The game setup is invalid (a bad starting position).
    pub fn new(setup: TableSetup) -> Result<Table, GameError> {
        let game = Game::new(setup.game.clone())?;
        let start: Chess = game.position().clone();
        let book = BoardAndSheet::new(&start);
        Ok(Table::seated(setup, game, book, Seating::TwoBoards))
    }

    /// A table at one board (`annabella game`): `game` as it stands, new or brought back from a
    /// score or an older journal, its moves on both boards and sheets; one keyboard enters both players'
    /// moves, each made at once (see [`Seating::OneBoard`]).
    pub fn one_board(setup: TableSetup, game: Game) -> Table {
        let mut book = BoardAndSheet::new(game.record().start());
        let mut before = game.record().start().clone();
        for ply in game.record().plies() {
            match ply.mv {
                Some(mv) => {
                    book.push(SeatPly::legal(&ply.san.to_string(), &before, mv));
                    before.play_unchecked(mv);
                }
                // A null move of a score (`--`): the turn passes on the boards and sheets as in the game.
                None => {
                    book.push(SeatPly::null(&before));
                    if let Ok(after) = crate::game::record::play_null(&before) {
                        before = after;
                    }
                }
            }
        }
        let mut table = Table::seated(setup, game, book, Seating::OneBoard);
        table.phase = table.phase_from_records();
        table
    }

    /// A table whose boards and sheets both start as `board and sheet`, the side to move entering, nothing else
    /// pending: what both seatings start from.
    fn seated(setup: TableSetup, game: Game, book: BoardAndSheet, seating: Seating) -> Table {
        Table {
            blind: book.clone(),
            sighted: book,
            phase: Phase::Entering {
                mover: game.position().turn(),
            },
            game,
            alerts: Vec::new(),
            log: Vec::new(),
            record_notes: Vec::new(),
            divergence: None,
            owed_repeat: None,
            draw_offer: None,
            question: None,
            claim: None,
            touch: None,
            written: None,
            adjourned: None,
            seating,
            eboard_stopped: None,
            setup,
            keyring: Keyring::none(),
            unread_entry: None,
            withhold_opening: false,
            last_wall: crate::game::WallTime::default(),
            wall_before: crate::game::WallTime::default(),
            vocabularies: Vec::new(),
        }
    }

    /// The vocabulary `seat`'s move words are read in: its own, if it chose one, else the
    /// table's.
    pub fn vocab_of(&self, seat: Seat) -> VocabName {
        self.vocabularies
            .iter()
            .find(|(s, _)| *s == seat)
            .map_or(self.setup.vocab, |(_, v)| *v)
    }

    /// `seat`'s move words are read in `vocab` from now on.
    fn read_in(&mut self, seat: Seat, vocab: VocabName) {
        self.vocabularies.retain(|(s, _)| *s != seat);
        if vocab != self.setup.vocab {
            self.vocabularies.push((seat, vocab));
        }
    }

    /// How the players sit.
    pub fn seating(&self) -> Seating {
        self.seating
    }

    /// The same table with the arbiter's record replaced by `game` (one resumed from a score,
    /// which may hold null moves), for tests of what is read back from the record.
    #[cfg(test)]
    pub(crate) fn with_game(mut self, game: Game) -> Table {
        self.game = game;
        self
    }

    /// The setup.
    pub fn setup(&self) -> &TableSetup {
        &self.setup
    }

    /// The game: the authoritative record with the clock.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// A player's board and scoresheet; the arbiter has none of its own (see [`Table::boards and sheets`]
    /// and [`Table::game`] for what the arbiter sees).
    pub fn board_and_sheet(&self, seat: Seat) -> Option<&BoardAndSheet> {
        match seat {
            Seat::Blind => Some(&self.blind),
            Seat::Sighted => Some(&self.sighted),
            Seat::Arbiter => None,
        }
    }

    /// The arbiter's view of the records: the blind player's board and sheet and the sighted player's.
    pub fn boards_and_sheets(&self) -> (&BoardAndSheet, &BoardAndSheet) {
        (&self.blind, &self.sighted)
    }

    /// The board a seat looks at: a player's own board, or for the arbiter the game's.
    pub fn board_of(&self, seat: Seat) -> &Chess {
        match seat {
            Seat::Blind => self.blind.board.position(),
            Seat::Sighted => self.sighted.board.position(),
            Seat::Arbiter => self.game.position(),
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
    pub fn alerts(&self) -> &[LogEntry] {
        &self.alerts
    }

    /// The arbiter log: timestamped, append-only, structured (worded by the arbiter's presenter
    /// for the arbiter, in the record's language for the record).
    pub fn arbiter_log(&self) -> &[(Timestamp, LogEntry)] {
        &self.log
    }

    /// The arbiter log entries that belong in the game's record, with their places in it.
    pub fn record_notes(&self) -> &[RecordNote] {
        &self.record_notes
    }

    /// The claim or request before the arbiter, if any.
    pub fn claim(&self) -> Option<&Claim> {
        self.claim.as_ref()
    }

    /// The standing draw offer and who made it (9.1.2.1), if any.
    pub fn draw_offer(&self) -> Option<Color> {
        self.draw_offer
    }

    /// The adjournment, if the arbiter has adjourned the game (its sealed move is not shown).
    pub fn adjournment(&self) -> Option<&Adjournment> {
        self.adjourned.as_ref()
    }

    /// Whether the program came back after a crash with a clock running and the arbiter has
    /// not yet acted on it (6.11): the clock is stopped, its down time in no record.
    pub fn awaits_arbiter_after_crash(&self) -> bool {
        matches!(self.log.last(), Some((_, LogEntry::DownTime { .. })))
            && matches!(
                self.game.clock().state(),
                crate::clock::ClockState::Paused { .. }
            )
    }

    /// The current divergence, if the records differ.
    pub fn divergence(&self) -> Option<&Divergence> {
        self.divergence.as_ref()
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
    pub fn handle_timeout(&mut self, stamp: Stamp) -> Vec<Event> {
        let events = self.game.handle_timeout(stamp);
        // Only time that changed something is recorded (a tick entry): every replica agrees.
        if !events.is_empty() {
            self.last_wall = stamp.wall;
        }
        self.game_events(&events, stamp)
    }

    /// A player's board and sheet; the arbiter's actions never reach here (they are refused before).
    fn board_and_sheet_mut(&mut self, seat: Seat) -> Option<&mut BoardAndSheet> {
        match seat {
            Seat::Blind => Some(&mut self.blind),
            Seat::Sighted => Some(&mut self.sighted),
            Seat::Arbiter => None,
        }
    }

    /// A player's board and sheet, or the refusal an arbiter gets for acting as a player.
    fn player_board_and_sheet(&self, seat: Seat) -> Result<&BoardAndSheet, Refusal> {
        self.board_and_sheet(seat).ok_or(Refusal::NotYourTurn)
    }

    fn player_board_and_sheet_mut(&mut self, seat: Seat) -> Result<&mut BoardAndSheet, Refusal> {
        self.board_and_sheet_mut(seat).ok_or(Refusal::NotYourTurn)
    }

    fn event(to: Seat, urgency: Urgency, told: Told) -> Event {
        Event { to, urgency, told }
    }

    /// The same event for every seat: the blind player, the sighted player, the arbiter.
    fn everyone(urgency: Urgency, told: &Told) -> Vec<Event> {
        [Seat::Blind, Seat::Sighted, Seat::Arbiter]
            .into_iter()
            .map(|to| Self::event(to, urgency, told.clone()))
            .collect()
    }

    /// The same event for both players.
    fn players(urgency: Urgency, told: &Told) -> Vec<Event> {
        [Seat::Blind, Seat::Sighted]
            .into_iter()
            .map(|to| Self::event(to, urgency, told.clone()))
            .collect()
    }

    fn log_line(&mut self, stamp: Stamp, entry: LogEntry) -> Event {
        // The log is also part of the game's record, so it reaches the PGN; at one board the
        // game's own log has every entry there is. The game takes no record from before its
        // time, and neither does its log.
        if self.seating == Seating::TwoBoards && self.game.takes_records_at(stamp.at) {
            let record = self.game.record();
            self.record_notes.push(RecordNote {
                after: record.log().len(),
                after_ply: record.plies().len(),
                stamp,
                entry: entry.clone(),
            });
        }
        self.log.push((stamp.at, entry.clone()));
        Self::event(Seat::Arbiter, Urgency::Info, Told::Log(entry))
    }

    /// The mode, as every seat is shown it.
    pub fn mode_events(&self) -> Vec<Event> {
        Self::everyone(Urgency::Info, &Told::Mode(self.setup.mode))
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
        ranks: Default::default(),
        ids: crate::ids::Ids::default(),
    }
}

#[cfg(test)]
mod tests;
