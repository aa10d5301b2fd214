//! Device adapters (edge): speech backends, the audio scoresheet, the sound output and (feature
//! `asr`) speech input.
//!
//! These may start threads and processes and read the clock; the decisions they carry out are
//! made by the pure modules ([`crate::speech`], [`crate::earcon`]). None of them ever blocks the
//! caller on a device: requests go over channels to worker threads, and every wait on the
//! outside world has a bound.

#[cfg(feature = "asr")]
pub mod asr;
pub mod eboard;
pub mod engine;
pub mod files;
pub mod link;
pub mod nats;
pub mod process;
pub mod sound;
pub mod speech;
