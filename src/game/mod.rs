//! The game: the record of moves with clock readings (the "recording device" of D.2.7), the
//! arbiter log, results and claims, the game in progress with its clock, and PGN. Pure.

pub mod command;
pub mod log;
pub mod pgn;
pub mod progress;
pub mod record;
pub mod result;
pub mod setup;
pub mod wall;

pub use log::{ClaimKind, GameLogEntry, LogKind};
pub use progress::{
    Command, FlagPolicy, Game, GameError, GameEvent, GameOptions, GameSetup, Laws, Stamp, Tags,
};
pub use record::{GameRecord, IllegalMove, NullMoveInCheck, PlyRecord};
pub use result::{DrawReason, GameResult, WinReason};
pub use wall::WallTime;
