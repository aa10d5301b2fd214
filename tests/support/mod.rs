//! Helpers shared by the integration tests (and the speech benchmark).

pub mod fake_ssip;
