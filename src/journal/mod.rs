//! The crash-safe journal, one module for every kind of game: every action appended to a
//! per-game file and flushed to disk before it counts as done, and the way back after a crash
//! or `kill -9`.
//!
//! [`frame`] is the line format every journal shares (format version, table and game ids,
//! sequence numbers, CRC, torn and damaged records, duplicates and foreign records), generic
//! over a [`Kind`] that says what is recorded (the table's records are in `table::journal`);
//! [`setup`] is a one-board game's setup as a journal header holds it; both are pure.
//! [`mod@file`] is the one edge that touches the disk.

pub mod file;
pub mod frame;
pub mod setup;

pub use file::{
    JournalFile, JournalIoError, Opened, Skipped, default_dir, new_path, newest_journal,
};
pub use frame::{Damage, JournalError, Kind, Numbered, Recovered, TornTail};
pub use setup::{GameHeader, SetupError, start_game};
