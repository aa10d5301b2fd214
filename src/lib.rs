//! annabella: over-the-board chess for blind and visually impaired players under FIDE Laws of
//! Chess, Appendix D.
//!
//! Module map: one pure host, seats around it, one action codec, one journal, one loop, the
//! devices at the edge (pure modules do no I/O, read no clock and start no thread):
//!
//! - Host (pure, sans-I/O): [`table`] (both boards and scoresheets, the Appendix D flow, the
//!   arbiter; `act`, `handle_timeout`, `poll_timeout`; structured events, never words), over
//!   [`game`] (the record with clock readings, results, claims, the arbiter log, PGN out and in)
//!   and [`clock`] (controls, the clock, its calls, virtual-time
//!   scripts); [`ids`] names the table and the game.
//! - Seats (pure): [`present`] words the host's events, refusals and log entries for one seat
//!   (its language, vocabulary, style, cues), the record's arbiter log in the record's language,
//!   the arbiter's files and what the talking clock says; [`app`] is the terminal's seats (keys, review, the view), [`ui`] draws it;
//!   [`review`] answers a seat's questions between moves; [`speech`] is the speech queue and
//!   history; [`earcon`] the sound cues.
//! - Codec (pure): [`codec`] turns every typed or spoken line and every bound key into a typed
//!   input once; moves through [`vocab`] (the
//!   vocabularies in `grammars/`), [`parse`] (words to a position-free intent) and [`resolve`]
//!   (an intent on a position); [`announce`] and [`explain`] put moves and errors into words;
//!   [`i18n`] holds the UI text of `locales/`; [`languages`] is the one list of languages.
//! - Sessions (pure): [`scripted`] plays a script of timed, seat-tagged lines through a table and
//!   its seats' presenters in virtual time (`annabella session run`); it stands above both.
//! - Link (pure): [`net`], the protocol between the devices at one table (frames, sequence
//!   numbers, acknowledgements after the journal, resends, divergence), the pairing code, the
//!   handshake (SPAKE2, Noise) and the host's endpoint (pairing and every connection); the TCP
//!   sockets and threads that carry its bytes are `io::link`.
//! - Journal: [`journal`], one crash-safe line format for every kind of game, generic over what
//!   it records (pure), its file edge in `journal::file`.
//! - Settings: [`config`] (the settings file, parsed and merged purely) and [`keymap`].
//! - Loop (edge): [`run`], the one live loop ([`run::drive`]), which reads the clock once per
//!   wake and hands that instant ([`run::Now`]) to what it drives: a table at the terminal's
//!   seats ([`run::play`]) or, at one board, from one keyboard's lines ([`run::board`],
//!   `annabella game`), the hall's station ([`run::hall`]) and its relay ([`run::relay`]); the
//!   commands' effects (opening journals, scripts, the settings file) and the front ends (line
//!   mode, screen).
//! - Speech input (pure): [`asr`], each turn's grammar, pronunciations and the confidence
//!   policy; the recognizer binding is `io::asr` (feature `asr`).
//! - Hall (pure): [`hall`], a tournament's tables on one NATS bus: subjects, the wire form of
//!   journal lines, each table's snapshot (kept in JetStream key-value for a fast start), the
//!   arbiter station's model of N tables, the delayed relay, the broker's configuration; the
//!   bus itself is `io::nats`, the station and the relay in the loop `run::hall`, `run::relay`.
//! - E-board (pure): [`eboard`], the sighted player's electronic board: the DGT protocol behind a
//!   trait for other makes, the move detector (time as an argument) and the board's place at the
//!   table; the serial port is `io::eboard`, its place in the loop `run::eboard`.
//! - Edge devices: [`io`] (speech backends, the audio scoresheet, sound, the recognizer, the
//!   hall's bus).
//! - Practice and study (pure): [`uci`], the engine protocol typed (commands out, lines in);
//!   [`engine`], the engine's levels, session, seat at a table and words; the engine process is
//!   `io::engine`, its place in the loop `run::engine`; [`study`], a game's tree stepped
//!   through, analysed and learnt from (`run::study`).
//! - [`cli`]: argument parsing only, raw arguments validated into settings for [`run`].
//!
//! A network transport (a remote seat's presenter behind a transport trait in [`io`]), a
//! recognizer (one seat's input device in [`io`] feeding the codec; `io::asr` is the first) and
//! the hall station (a replica per table, fed from the hall's stream) plug in at the loop and
//! the edge; docs/design.md ("How the code is built") says how.

pub mod announce;
pub mod app;
pub mod asr;
pub mod cli;
pub mod clock;
pub mod codec;
pub mod config;
pub mod earcon;
pub mod eboard;
pub mod engine;
pub mod explain;
pub mod game;
pub mod hall;
pub mod i18n;
pub mod ids;
pub mod io;
pub mod journal;
pub mod keymap;
pub mod languages;
pub mod net;
pub mod parse;
pub mod present;
pub mod quote;
pub mod resolve;
pub mod review;
pub mod run;
pub mod scripted;
pub mod speech;
pub mod study;
pub mod table;
pub mod uci;
pub mod ui;
pub mod vocab;
