//! The single integration-test binary: one module per area.

// Helpers outside #[test] functions may unwrap too: a failure there is a test failure.
#![allow(clippy::unwrap_used)]

mod clock;
mod locales;
mod parse_tables;
mod properties;
mod review;
mod roundtrip;
mod sessions;
mod table_properties;
