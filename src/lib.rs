//! annabella: over-the-board chess for blind and visually impaired players under FIDE Laws of
//! Chess, Appendix D.
//!
//! Module map (pure modules do no I/O, read no clock and start no thread):
//!
//! - Move language (pure): [`vocab`] loads the vocabularies in `grammars/`; [`parse`] turns typed
//!   or spoken words into a position-free [`parse::MoveIntent`]; [`resolve`] checks an intent
//!   against a position; [`announce`] renders a legal move as words; [`explain`] puts errors
//!   into words.
//! - [`i18n`] (pure after load): UI text from the Fluent files in `locales/`.
//! - [`speech`] (pure): the speech queue (priorities, interrupts, dropping) and history.
//! - [`earcon`] (pure): the sound cues, synthesized as samples.
//! - [`config`] and [`keymap`]: the settings file and the key bindings (parsing is pure; reading
//!   the file is edge).
//! - [`io`] (edge): the devices: speech backends, the audio scoresheet, the sound output.
//! - [`review`] (pure): the review commands a seat asks between moves (last moves, pieces,
//!   ranks, files, squares, the board, clocks, resign and draw with confirmation, help), their
//!   words in `grammars/commands-<lang>.toml`, their keys, and the answers worded for the seat.
//! - The clock and the record (pure): [`clock`] (time controls, the clock, its calls and words,
//!   virtual-time scripts); [`game`] (the record of moves with clock readings, results, claims,
//!   the arbiter log, the game in progress driven by commands, PGN out and in).
//! - [`journal`]: the crash-safe journal of every kind of game, one line format generic over
//!   what it records (pure), file I/O at the edge in `journal::file`; [`ids`] names the table and
//!   the game in it.
//! - [`net`]: the link between the devices at one table (frames, acknowledgements, resends,
//!   divergence; pure state machines).
//! - [`cli`] (edge): the command line and its scriptable commands.

pub mod announce;
pub mod app;
pub mod cli;
pub mod clock;
pub mod codec;
pub mod config;
pub mod earcon;
pub mod explain;
pub mod game;
pub mod i18n;
pub mod ids;
pub mod io;
pub mod journal;
pub mod keymap;
pub mod net;
pub mod parse;
pub mod present;
pub mod resolve;
pub mod review;
pub mod run;
pub mod speech;
pub mod table;
pub mod ui;
pub mod vocab;
