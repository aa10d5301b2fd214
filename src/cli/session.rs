//! `annabella session run FILE`: the arguments of playing a session script (run by
//! [`crate::run::scripts::session`]) through the table in virtual time: the transcript (every
//! seat's lines, each in its seat's language, or with `--seat` one seat's), then the final state
//! as one JSON line.

use std::{path::PathBuf, process::ExitCode};

use crate::table::Seat;

/// Arguments of `annabella session`.
#[derive(Debug, clap::Args)]
pub(crate) struct SessionArgs {
    #[command(subcommand)]
    command: SessionCommand,
}

#[derive(Debug, clap::Subcommand)]
enum SessionCommand {
    /// Run a script of timed, seat-tagged lines.
    Run {
        /// The script file.
        file: PathBuf,
        /// Also write the game as PGN (clock times, the arbiter log as comments) to this file.
        #[arg(long, value_name = "FILE")]
        pgn: Option<PathBuf>,
        /// Print only what this seat was told (blind, sighted or arbiter), each line in the
        /// seat's own language, as that seat's device would show it; the final JSON line follows.
        #[arg(long, value_name = "SEAT")]
        seat: Option<Seat>,
        /// Replace the --pgn file if it exists.
        #[arg(long)]
        force: bool,
    },
}

pub(crate) fn run(args: &SessionArgs) -> ExitCode {
    let SessionCommand::Run {
        file,
        pgn,
        seat,
        force,
    } = &args.command;
    crate::run::scripts::session(file, pgn.as_deref(), *seat, *force)
}
