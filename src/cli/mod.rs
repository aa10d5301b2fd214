//! The command line: argument parsing only. Each subcommand's raw arguments are validated here
//! into settings (the settings file read the same way by every subcommand, one
//! [`Mode`](crate::table::Mode)) and handed to [`crate::run`], which does the work at the edge.
//!
//! Each subcommand lives in its own file and returns the process exit code: 0 on success, 1 for
//! an answer that is "no" (a move that is not legal, a script with an error), 2 for bad usage.

mod clock;
mod common;
mod game;
mod grammar;
mod hall;
mod hear;
mod host;
mod join;
mod movelang;
mod packaging;
mod play;
mod practice;
mod resume;
mod say;
mod session;
mod study;

use std::process::ExitCode;

use clap::{Parser, Subcommand};

/// annabella: over-the-board chess for blind and visually impaired players (FIDE Appendix D).
#[derive(Debug, Parser)]
#[command(name = "annabella", version, about, long_about = None)]
pub struct Args {
    #[command(subcommand)]
    command: Option<CliCommand>,
    #[command(flatten)]
    play: play::PlayArgs,
}

#[derive(Debug, Subcommand)]
enum CliCommand {
    /// Parse a typed or spoken move and print it as `SAN UCI`.
    Parse(movelang::ParseArgs),
    /// Announce a move in words.
    Announce(movelang::AnnounceArgs),
    /// Speak a text through the speech output and tell which backend spoke (tests the setup).
    Say(say::SayArgs),
    /// Print a speech-recognizer grammar (JSGF) of a vocabulary or of a position's legal moves.
    Grammar(grammar::GrammarArgs),
    /// Recognize a recorded utterance (WAV) and print the move as `parse` does (feature `asr`).
    Hear(hear::HearArgs),
    /// Play a session script through the table: transcript, then the final state as JSON.
    Session(session::SessionArgs),
    /// Run a clock script in virtual time and print what the clock says.
    Clock(clock::ClockArgs),
    /// One board at one keyboard: both players' moves and the arbiter's commands from standard
    /// input in real time, each answered with an `ok` line once journaled.
    Game(game::GameArgs),
    /// Bring a game back from its journal (after a crash) or from a PGN, clock paused.
    Resume(resume::ResumeArgs),
    /// The arbiter station of a tournament hall on NATS (`hall relay`: the public PGN relay;
    /// `hall config`: the broker's configuration).
    Hall(hall::HallArgs),
    /// A table at this terminal that the sighted seat and the arbiter join from their own
    /// devices: it says a pairing code to read aloud (every option of a game, and --listen).
    Host(host::HostArgs),
    /// Join a hosted table from this device as the sighted seat or the arbiter, with the code
    /// the host says: `annabella join --seat sighted 7 Gustav Felix [ADDR]`.
    Join(join::JoinArgs),
    /// A game against a chess engine (Stockfish by default): the engine at the sighted seat, help
    /// on request (hint, best, eval, threat), takeback; every option of a game.
    Practice(practice::PracticeArgs),
    /// A game move by move (a PGN with variations and comments, or a journal): steps, review
    /// commands, an engine's analysis and learning from its mistakes; "play from here".
    Study(study::StudyArgs),
    /// Write the man pages into a folder (for packagers).
    #[command(hide = true)]
    Manpages(packaging::ManpagesArgs),
    /// Print the completion script of a shell (for packagers).
    #[command(hide = true)]
    Completions(packaging::CompletionsArgs),
}

/// Parses the arguments and runs the chosen subcommand.
pub fn main() -> ExitCode {
    let args = Args::try_parse().unwrap_or_else(|e| quoted(e).exit());
    match args.command {
        Some(CliCommand::Parse(a)) => movelang::parse(&a),
        Some(CliCommand::Announce(a)) => movelang::announce(&a),
        Some(CliCommand::Say(a)) => say::say(&a),
        Some(CliCommand::Grammar(a)) => grammar::run(&a),
        Some(CliCommand::Hear(a)) => hear::run(&a),
        Some(CliCommand::Clock(a)) => clock::run(&a),
        Some(CliCommand::Session(a)) => session::run(&a),
        Some(CliCommand::Game(a)) => game::run(&a),
        Some(CliCommand::Resume(a)) => resume::run(&a),
        Some(CliCommand::Hall(a)) => hall::run(&a),
        Some(CliCommand::Host(a)) => host::run(&a),
        Some(CliCommand::Join(a)) => join::run(&a),
        Some(CliCommand::Practice(a)) => practice::run(&a),
        Some(CliCommand::Study(a)) => study::run(&a),
        Some(CliCommand::Manpages(a)) => packaging::manpages(&a),
        Some(CliCommand::Completions(a)) => packaging::completions(&a),
        None => play::run(&args.play),
    }
}

/// A command-line error with the argument it echoes quoted as every message quotes one (at
/// most 80 characters, control characters escaped): a 100 KB value or a line break in a
/// value is not printed whole, neither by clap nor by the reason a value parser gives.
fn quoted(mut error: clap::Error) -> clap::Error {
    use clap::error::{ContextKind, ContextValue};
    let mut raw = Vec::new();
    for kind in [
        ContextKind::InvalidValue,
        ContextKind::InvalidArg,
        ContextKind::InvalidSubcommand,
    ] {
        if let Some(ContextValue::String(value)) = error.get(kind) {
            let value = value.clone();
            error.insert(kind, ContextValue::String(crate::quote::quote(&value)));
            raw.push(value);
        }
    }
    // A reason that repeats the value ("unknown language '…'") is quoted the same way.
    let long_or_raw =
        |v: &String| v.chars().count() > crate::quote::QUOTE || v.contains(char::is_control);
    if raw.iter().any(long_or_raw) {
        let mut text = error.render().to_string();
        for value in raw.iter().filter(|v| long_or_raw(v)) {
            for form in [value.as_str(), value.trim()] {
                if !form.is_empty() {
                    text = text.replace(form, &crate::quote::quote(form));
                }
            }
        }
        return clap::Error::raw(error.kind(), text.trim_start_matches("error: ").to_owned());
    }
    error
}
