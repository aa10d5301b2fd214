//! What the table tells its seats: structured [`Event`]s, never words. Each seat's presenter
//! (`crate::present`) words them in that seat's language, vocabulary and style, and picks the
//! cues from the data (a capture, a check, a divergence), so one table can speak German to the
//! blind player, Spanish to the assistant and English to the arbiter.
//!
//! Pure data.

use std::time::Duration;

use shakmaty::{Chess, Color, Piece, Square};

use super::{Divergence, Entry, Mode, Seat, Target};
use crate::{
    clock::{ClockEvent, ClockReading, TimeDelta},
    game::{GameError, GameResult},
    parse::ParseError,
    resolve::MoveError,
};

/// How urgent an event is; the seat's interface decides how to present it (speech for the blind
/// seat, screen and sound for the sighted seat, the log for the arbiter).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Urgency {
    /// Ordinary information.
    Info,
    /// A move announcement, which must never be dropped.
    Move,
    /// An alarm: divergence, flag fall, illegal move.
    Alert,
}

/// Something one seat is told.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Event {
    /// Who is told.
    pub to: Seat,
    /// How urgent it is.
    pub urgency: Urgency,
    /// What happened.
    pub told: Told,
}

/// What a seat is told.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Told {
    /// The mode of the table, at the start.
    Mode(Mode),
    /// The mover's entry, read back for confirmation (D.2.3).
    ReadBack(Entry),
    /// The mover withdrew the entry read back before confirming it; nothing was made.
    Withdrawn(Entry),
    /// The mover confirmed: the move was announced to the opponent.
    Announced,
    /// The opponent's move, announced (D.2.3), or its correction (D.2.8).
    Move {
        /// The ply (1-based) in the mover's record.
        ply: usize,
        /// The mover's colour.
        color: Color,
        /// The move as the mover recorded it.
        entry: Entry,
        /// Whether it replaces a move announced before (a slip of the tongue corrected).
        correction: bool,
    },
    /// The mover's slip was corrected to this move.
    Corrected(Entry),
    /// The repeating seat's entry was recorded: on its board and scoresheet, or only on the one
    /// the seat named (`wrote`, `executed`).
    Recorded {
        /// The entry.
        entry: Entry,
        /// Where it went.
        target: Target,
    },
    /// The seat's action was refused.
    Refused(Refusal),
    /// Play stopped for the arbiter (an illegal move completed by the press).
    WaitingForArbiter,
    /// The two records part (D.2.9).
    Divergence(Divergence),
    /// A clock call, a new period, a flag.
    Clock(ClockEvent),
    /// The game ended.
    Result(GameResult),
    /// A player offered a draw.
    DrawOffered(Seat),
    /// What the arbiter did, told to the players.
    Ruling(LogEntry),
    /// An entry of the arbiter log, told to the arbiter.
    Log(LogEntry),
    /// Time and moves, on request (D.2.6.1).
    TimeReading(ClockReading),
}

/// One entry of the arbiter log: structured, worded by whoever shows it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LogEntry {
    /// The arbiter started the clock.
    ClockStarted,
    /// The arbiter stopped the clock.
    ClockStopped,
    /// The arbiter set a clock.
    ClockSet {
        /// Whose clock.
        side: Color,
        /// The time it now shows.
        remaining: Duration,
    },
    /// The arbiter added (or took) time.
    TimeAdded {
        /// Whose clock.
        side: Color,
        /// How much.
        delta: TimeDelta,
    },
    /// The arbiter declared a result.
    Declared(GameResult),
    /// Play resumed.
    Resumed,
    /// Both records retraced to `ply`, the clocks restored to `clocks`.
    Retraced {
        /// The ply retraced to.
        ply: usize,
        /// The clocks as restored.
        clocks: ClockReading,
    },
    /// A seat's board was set to its scoresheet.
    Fixed(Seat),
    /// A step of the D.2.9 (or Article 7.5) repair.
    Repair(RepairStep),
    /// A slip of the tongue corrected (D.2.8).
    Corrected {
        /// The ply.
        ply: usize,
        /// Who corrected.
        seat: Seat,
        /// The move first announced.
        old: Entry,
        /// The move it became.
        new: Entry,
    },
    /// An illegal move recorded as entered (tournament mode): Article 7.5 is the arbiter's.
    Illegal {
        /// The ply.
        ply: usize,
        /// Who made it.
        seat: Seat,
        /// The move as entered.
        entry: Entry,
    },
    /// The records part.
    Divergence(Divergence),
    /// A draw offer.
    DrawOffered(Seat),
    /// A flag fell (or another clock event worth recording).
    Clock(ClockEvent),
    /// The game ended.
    Result(GameResult),
}

/// A step the arbiter is guided through to repair the records.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RepairStep {
    /// The records agree: nothing to repair.
    Nothing,
    /// The scoresheets differ from ply `first`: retrace both to `ply`.
    Retrace {
        /// The first ply where the scoresheets differ.
        first: usize,
        /// The last ply where they agree.
        ply: usize,
    },
    /// The scoresheets agree; set `seat`'s board to its scoresheet.
    SetBoard {
        /// Whose board.
        seat: Seat,
        /// Each square to set and what goes there.
        squares: Vec<(Square, Option<Piece>)>,
    },
    /// An illegal move was completed (Article 7.5): retrace to the position before it.
    Illegal {
        /// The ply of the illegal move.
        ply: usize,
        /// Who made it.
        seat: Seat,
    },
}

/// A refused action: a domain answer, told to the seat that acted.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Refusal {
    /// It is another seat's turn to act.
    NotYourTurn,
    /// Only the arbiter may do that.
    ArbiterOnly,
    /// Nothing to confirm, correct or press now.
    NothingPending,
    /// Play waits for the arbiter.
    WaitingForArbiter,
    /// The game is over.
    Over,
    /// The boards still differ; they must be repaired before play resumes.
    StillDiverged,
    /// The words are not understood as a move.
    Parse(ParseError),
    /// The words name no move that can be played here (or more than one).
    Move {
        /// The position the words were read in.
        pos: Box<Chess>,
        /// Why not.
        error: MoveError,
    },
    /// The game refused it.
    Game(GameError),
}
