//! The changes a game accepts ([`Command`]), what they bring about ([`GameEvent`]), and why one
//! is refused ([`GameError`]). Pure data.

use std::time::Duration;

use shakmaty::{Color, Move, san::SanPlus};

use super::{
    log::{ClaimKind, LogKind},
    record::{IllegalMove, NullMoveInCheck},
    result::GameResult,
};
use crate::clock::{ClockError, ClockEvent, TimeDelta};

/// A change to a game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Command {
    /// Start the clock of the side to move (6.6).
    Start,
    /// A move made and completed by the press (6.2.1): recorded with the clocks after it.
    Play(Move),
    /// Stop the clock (6.11).
    Pause,
    /// Restart it.
    Resume,
    /// Add or take time (e.g. 7.5.5, 9.5.3).
    Adjust {
        /// The side.
        side: Color,
        /// The change.
        delta: TimeDelta,
    },
    /// Set a clock, and maybe its move counter (6.10.2, 7.1, D.2.9).
    SetClock {
        /// The side.
        side: Color,
        /// The time.
        remaining: Duration,
        /// The move counter.
        moves: Option<u32>,
    },
    /// A player resigns (5.1.2).
    Resign(Color),
    /// The players agree a draw (5.2.3).
    AgreeDraw,
    /// The side to move claims a draw, maybe by an intended move (9.2, 9.3).
    Claim {
        /// Threefold or fifty moves.
        kind: ClaimKind,
        /// The move written but not yet played.
        intended: Option<Move>,
    },
    /// A flag is claimed or observed (6.8): decide by 6.9 or Guidelines III.3.1.
    ClaimFlag,
    /// Take the game back to `ply` plies and the clocks to their readings there (D.2.9).
    Retrace {
        /// Plies to keep.
        ply: usize,
    },
    /// The arbiter declares a result (overriding any earlier one).
    Declare(GameResult),
    /// A note for the arbiter log.
    Note(String),
    /// The program came back after a stop or crash: the clock is left paused, and the time it
    /// was down is charged to nobody until the arbiter decides (6.11).
    Recovered,
    /// Time passed: whatever the clock raises by this instant (kept so a flag is on record).
    Tick,
}

/// What happened, for speech and display.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum GameEvent {
    /// The clock raised something.
    Clock(ClockEvent),
    /// A move was recorded as ply `ply` (1-based).
    Played {
        /// Its number.
        ply: usize,
        /// Its SAN.
        san: SanPlus,
    },
    /// The game is over.
    Ended(GameResult),
    /// A claim was wrong: the arbiter adds `penalty` to the opponent (9.5.3) and the intended
    /// move must be played.
    ClaimRejected {
        /// Who claimed.
        claimant: Color,
        /// What.
        kind: ClaimKind,
        /// The time the rules give the opponent.
        penalty: Duration,
    },
    /// Both flags are down in a period that is not the last, order unknown: play goes on
    /// (Guidelines III.3.1).
    BothFlagsContinue,
    /// An entry was added to the arbiter log.
    Logged(LogKind),
}

/// Why a command was refused (a domain answer for the player or arbiter).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum GameError {
    /// The clock cannot do it now.
    #[error("{0}")]
    Clock(#[from] ClockError),
    /// The game is over.
    #[error("the game is over ({0})")]
    Over(GameResult),
    /// Not a legal move.
    #[error(transparent)]
    Illegal(#[from] IllegalMove),
    /// A null move of an imported score while in check.
    #[error(transparent)]
    NullInCheck(#[from] NullMoveInCheck),
    /// The running clock is not that of the side to move.
    #[error("the clock of the side to move is not running")]
    WrongClock,
    /// 5.2.3: a draw can be agreed only after both players have moved.
    #[error("a draw can be agreed only after both players have made a move (5.2.3)")]
    DrawTooEarly,
    /// A retrace beyond the moves played.
    #[error("cannot retrace to ply {ply}: only {plies} plies were played")]
    RetraceBeyond {
        /// The ply asked for.
        ply: usize,
        /// The plies there are.
        plies: usize,
    },
    /// A flag claim when no flag has fallen.
    #[error("no flag has fallen")]
    NoFlag,
    /// An imported score goes on after the rules ended the game (9.6) at `ply` plies.
    #[error(
        "the game was over after ply {ply} ({result}, 9.6); the moves after it are not part of it"
    )]
    MovedAfterEnd {
        /// The plies played when it ended.
        ply: usize,
        /// How it ended.
        result: GameResult,
    },
    /// The starting FEN is not a legal position.
    #[error("bad starting position: {0}")]
    BadStart(String),
    /// A side's time is not known (a score without clock times): the arbiter sets it first
    /// (7.1).
    #[error("{} time is not known: set it first (7.1)", if .0.is_white() { "White's" } else { "Black's" })]
    ClockUnknown(Color),
}
