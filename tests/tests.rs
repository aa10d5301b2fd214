//! The single integration-test binary: one module per area.

mod parse_tables;
mod properties;
mod roundtrip;
mod say;
mod speech;
mod support;
