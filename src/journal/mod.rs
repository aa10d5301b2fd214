//! The crash-safe journal, one module for every kind of game: every action appended to a
//! per-game file and flushed to disk before it counts as done, and the way back after a crash
//! or `kill -9`.
//!
//! [`frame`] is the line format every journal shares (format version, table and game ids,
//! sequence numbers, CRC, torn and damaged records, duplicates and foreign records), generic
//! over a [`Kind`] that says what is recorded; [`wire`] and [`mod@recover`] are the records the
//! one-board game wrote before it was a table at one board, read now to be converted, and its
//! setup header (the table's records are in `table::journal`); all of these are
//! pure. [`mod@file`] is the one edge that touches the disk.

pub mod file;
pub mod frame;
pub mod recover;
pub mod wire;

pub use file::{
    JournalFile, JournalIoError, Opened, Skipped, default_dir, is_journal_of, legacy_table_dir,
    new_path, newest_journal,
};
pub use frame::{Damage, JournalError, Kind, Numbered, Recovered, TornTail};
pub use recover::{last_stamp, recover, replay, start_game};
pub use wire::{Board, Entry, Header, WireCommand};
