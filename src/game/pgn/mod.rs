//! PGN out and in: the Seven Tag Roster with `TimeControl`, SAN moves with `{[%clk h:mm:ss]}`
//! after each, arbiter log entries as `{[%arbiter <UTC time> <entry>]}` comments, and the result
//! with `{[%result <reason>]}`; and the reverse, to resume a game from a score. Pure: strings in,
//! strings out. A null move of a score (`--`, `Z0`, `0000`, `@@@@`) is read as python-chess
//! reads it and written `--`.
//!
//! Besides the standard `TimeControl` tag (which cannot express delays) the writer adds
//! `[ClockControl "…"]`, the control in annabella's own form; the reader prefers it.
//! `[%clk]` is written in whole seconds rounded up (`0:00:00` only after a flag fall), so a
//! round trip keeps the moves, the tags, the log and the result exactly and the clocks to the
//! second.

pub mod notes;
mod problem;
pub mod read;
mod scan;
mod visit;
pub mod write;

pub use read::{
    GameEntry, PgnError, PgnGame, PgnProblem, list_games, pick_game, read_pgn, read_pgn_pick,
};
pub use write::write_pgn;
