//! `annabella session run FILE`: plays a session script through the table in virtual time and
//! prints the transcript (every seat's lines, each in its seat's language, or with `--seat` one
//! seat's), then the final state as one JSON line.

use std::{io::Write as _, path::PathBuf, process::ExitCode};

use crate::table::{Seat, script};

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
    let text = match crate::io::files::read_text(file) {
        Ok(text) => text,
        Err(e) => {
            let _ = writeln!(
                std::io::stderr(),
                "annabella: cannot read {}: {e}",
                file.display()
            );
            return ExitCode::from(2);
        }
    };
    let run = script::run(&text);
    let mut out = std::io::stdout().lock();
    let lines = match seat {
        Some(seat) => script::seat_lines(&run.transcript, *seat),
        None => run.transcript.clone(),
    };
    for line in &lines {
        let _ = writeln!(out, "{line}");
    }
    let _ = writeln!(out, "{}", run.summary);
    if let Some(path) = pgn
        && let Err(e) = crate::io::files::write_new(path, &run.pgn, *force)
    {
        let _ = writeln!(std::io::stderr(), "annabella: {e}");
        return ExitCode::from(2);
    }
    match run.error {
        None => ExitCode::SUCCESS,
        Some(e) => {
            let _ = writeln!(std::io::stderr(), "annabella: {}: {e}", file.display());
            ExitCode::FAILURE
        }
    }
}
