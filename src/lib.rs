//! annabella: over-the-board chess for blind and visually impaired players under FIDE Laws of
//! Chess, Appendix D.
//!
//! Module map (pure modules do no I/O, read no clock and start no thread):
//!
//! - Move language (pure): [`vocab`] loads the vocabularies in `grammars/`; [`parse`] turns typed
//!   or spoken words into a position-free [`parse::MoveIntent`]; [`resolve`] checks an intent
//!   against a position; [`announce`] renders a legal move as words.
//! - [`i18n`] (pure after load): UI text from the Fluent files in `locales/`.
//! - The clock and the record (pure): [`clock`] (time controls, the clock, its calls and words,
//!   virtual-time scripts); [`game`] (the record of moves with clock readings, results, claims,
//!   the arbiter log, the game in progress driven by commands, PGN out and in).
//! - [`journal`]: the crash-safe per-game journal (record format and recovery pure; file I/O at
//!   the edge in `journal::file`).
//! - [`cli`] (edge): the command line and its scriptable commands.

pub mod announce;
pub mod cli;
pub mod clock;
pub mod game;
pub mod i18n;
pub mod journal;
pub mod parse;
pub mod resolve;
pub mod vocab;
