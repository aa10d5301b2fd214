//! The crash-safe journal: every command of a game appended to a per-game file and flushed to
//! disk before it counts as done, and the way back after a crash or `kill -9`.
//!
//! [`wire`] is the record format and [`mod@recover`] reads a journal back (both pure, on bytes);
//! [`mod@file`] is the edge that touches the disk.

pub mod file;
pub mod recover;
pub mod wire;

pub use file::{JournalFile, JournalIoError, default_dir, newest_journal};
pub use recover::{JournalError, Recovered, TornTail, recover, replay};
pub use wire::{Header, Record, WireCommand};
