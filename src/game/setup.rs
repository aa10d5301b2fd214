//! What a game is set up with: the time control, calls, tags, start position and rule options,
//! and the stamp every change carries. Pure data.

use crate::clock::{Boundaries, Calls, TimeControl, Timestamp};

use super::wall::WallTime;

/// When something happens: the game's monotonic time and the civil time.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Stamp {
    /// Monotonic game time (the clock's instants).
    pub at: Timestamp,
    /// Civil time for the record.
    pub wall: WallTime,
}

/// What a flag fall does by itself.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum FlagPolicy {
    /// The game ends at once under 6.9 (the clock is the arbiter's observation, 6.8).
    #[default]
    EndGame,
    /// The flag is announced and logged; the result waits for a claim or the arbiter
    /// ([`Command::ClaimFlag`](super::Command::ClaimFlag)), and play may go on, so both flags can fall.
    ReportOnly,
}

/// Which edition of the Laws decides the editions' differences.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Laws {
    /// 2018: resignation always loses; rapid penalties are two minutes.
    Fide2018,
    /// 2023 (in force): resigning when the opponent cannot checkmate is a draw (5.1.2);
    /// rapid and blitz penalties are one minute (A.3).
    #[default]
    Fide2023,
}

/// Rule options of a game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct GameOptions {
    /// What a flag fall does.
    pub flag_policy: FlagPolicy,
    /// The edition of the Laws.
    pub laws: Laws,
    /// Appendix A/B boundaries.
    pub boundaries: Boundaries,
}

/// The PGN Seven Tag Roster values a game is set up with ("?" when unknown).
#[derive(Debug, Clone, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub struct Tags {
    /// Event.
    pub event: String,
    /// Site.
    pub site: String,
    /// Date, `YYYY.MM.DD`.
    pub date: String,
    /// Round.
    pub round: String,
    /// White player.
    pub white: String,
    /// Black player.
    pub black: String,
}

impl Default for Tags {
    fn default() -> Tags {
        let q = || "?".to_owned();
        Tags {
            event: q(),
            site: q(),
            date: "????.??.??".into(),
            round: q(),
            white: q(),
            black: q(),
        }
    }
}

/// Everything a game is created with.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GameSetup {
    /// The time control.
    pub control: TimeControl,
    /// Calls at thresholds.
    pub calls: Calls,
    /// Tags for the PGN.
    pub tags: Tags,
    /// A starting position other than the standard one, as FEN.
    pub start_fen: Option<String>,
    /// Rule options.
    pub options: GameOptions,
}

impl GameSetup {
    /// A standard game under `control` with no calls, default tags and options.
    pub fn new(control: TimeControl) -> GameSetup {
        GameSetup {
            control,
            calls: Calls::none(),
            tags: Tags::default(),
            start_fen: None,
            options: GameOptions::default(),
        }
    }
}
