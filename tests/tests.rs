//! The single integration-test binary: one module per area.

// Helpers outside #[test] functions may unwrap too: a failure there is a test failure.
#![allow(clippy::unwrap_used)]

mod clock;
mod corpus;
mod eboard;
mod eboard_faults;
mod game;
mod hall;
mod hall_cluster;
mod hall_creds;
mod hall_faults;
mod hall_lang;
mod hall_processes;
mod hall_screen;
mod hall_snapshots;
mod hall_station;
mod hall_versions;
mod journal;
mod line_mode;
mod locale_english;
mod locale_plurals;
mod locales;
mod movelang;
mod packaging;
mod parse_tables;
mod pgn_io;
mod practice;
mod properties;
mod reader;
mod rehearsal;
mod remote;
mod remote_catch_up;
mod remote_journal;
mod remote_kill;
mod remote_lang;
mod remote_pairing;
mod remote_secrets;
mod remote_versions;
mod review;
mod robust;
mod roundtrip;
mod say;
mod sessions;
mod speech;
mod study;
mod support;
mod table_journal;
mod table_properties;
mod tmux;
