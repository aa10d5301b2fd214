//! What the clock shows and says: its state, readings, snapshots to restore from, the events
//! it raises and the operations it refuses. Pure data.

use std::time::Duration;

use shakmaty::{ByColor, Color};

use super::time::Timestamp;
/// What the clock is doing.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ClockState {
    /// Set up, not yet started; `side` is the one whose clock will start (White, 6.6).
    Ready {
        /// The side to move first.
        side: Color,
    },
    /// `side`'s clock is running since `since`; `spent_before` is the time this move had
    /// already taken before a pause.
    Running {
        /// The side whose clock runs.
        side: Color,
        /// When it was (re)started.
        since: Timestamp,
        /// Time spent on the current move before the last resume.
        spent_before: Duration,
    },
    /// Stopped by the arbiter or a player seeking the arbiter (6.11); `spent` on the current
    /// move so far.
    Paused {
        /// The side on move.
        side: Color,
        /// Time spent on the current move so far.
        spent: Duration,
    },
    /// The game is over; the readings are frozen.
    Stopped {
        /// The side that was on move.
        side: Color,
        /// Time spent on the last move.
        spent: Duration,
    },
}

impl ClockState {
    /// The side on move (whose clock runs, or would run).
    pub fn side(self) -> Color {
        match self {
            ClockState::Ready { side }
            | ClockState::Running { side, .. }
            | ClockState::Paused { side, .. }
            | ClockState::Stopped { side, .. } => side,
        }
    }
}

/// A flag fall: when it happened, if known, and in which period of that player.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct FlagFall {
    /// The exact instant, or `None` when the clock was restored already at zero (from a PGN),
    /// so nobody can tell when it fell.
    pub at: Option<Timestamp>,
    /// The 0-based period the player was in.
    pub period: usize,
}

/// Something the clock raises by itself.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ClockEvent {
    /// `side`'s remaining time reached a chosen threshold.
    Threshold {
        /// The side.
        side: Color,
        /// The threshold (the time left at that instant).
        left: Duration,
        /// The exact instant.
        at: Timestamp,
    },
    /// `side` completed the move quota; a new period began and its time was added.
    PeriodStarted {
        /// The side.
        side: Color,
        /// 0-based index of the new period.
        period: usize,
        /// The period's time, added to the time saved (6.3.2).
        added: Duration,
        /// The instant of the press that completed the quota.
        at: Timestamp,
    },
    /// `side`'s flag fell: its time is used up (6.1).
    FlagFell {
        /// The side.
        side: Color,
        /// The exact instant.
        at: Timestamp,
    },
}

impl ClockEvent {
    /// The instant the event happened.
    pub fn at(&self) -> Timestamp {
        match *self {
            ClockEvent::Threshold { at, .. }
            | ClockEvent::PeriodStarted { at, .. }
            | ClockEvent::FlagFell { at, .. } => at,
        }
    }

    /// The side the event is about.
    pub fn side(&self) -> Color {
        match *self {
            ClockEvent::Threshold { side, .. }
            | ClockEvent::PeriodStarted { side, .. }
            | ClockEvent::FlagFell { side, .. } => side,
        }
    }
}

/// An operation the clock cannot do in its present state (a domain answer, not a crash).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, thiserror::Error)]
pub enum ClockError {
    /// Press, pause or resume before the clock was started.
    #[error("the clock has not been started")]
    NotStarted,
    /// Start on a clock that was already started.
    #[error("the clock has already been started")]
    AlreadyStarted,
    /// Press or pause while paused.
    #[error("the clock is paused")]
    Paused,
    /// Resume while running.
    #[error("the clock is not paused")]
    NotPaused,
    /// Anything that runs the clock after the game is over.
    #[error("the clock is stopped: the game is over")]
    Stopped,
    /// An instant earlier than one already handled.
    #[error("time went backwards: {now} is before {last}")]
    TimeWentBack {
        /// The instant given.
        now: Timestamp,
        /// The latest instant already handled.
        last: Timestamp,
    },
}

/// Everything the clock shows at one instant, for both players.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct ClockReading {
    /// Time left (zero once the flag has fallen).
    pub remaining: ByColor<Duration>,
    /// Time used: the thinking time spent so far, the current move included.
    pub used: ByColor<Duration>,
    /// Moves completed (a move is completed by the press, 6.2.1).
    pub moves: ByColor<u32>,
    /// 0-based period each player is in.
    pub period: ByColor<usize>,
    /// Whose clock runs, if any.
    pub running: Option<Color>,
    /// The side on move.
    pub to_move: Color,
    /// Sides whose time nobody knows (a score without clock times), until the arbiter sets it
    /// (7.1): their times above are placeholders, never told.
    pub unknown: ByColor<bool>,
}

/// Readings to restore a clock from (a retrace, a PGN, an arbiter's setting).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct ClockSnapshot {
    /// Time left per side.
    pub remaining: ByColor<Duration>,
    /// Time used per side.
    pub used: ByColor<Duration>,
    /// Moves completed per side.
    pub moves: ByColor<u32>,
}

impl From<ClockReading> for ClockSnapshot {
    fn from(r: ClockReading) -> ClockSnapshot {
        ClockSnapshot {
            remaining: r.remaining,
            used: r.used,
            moves: r.moves,
        }
    }
}
