//! `annabella manpages DIR` and `annabella completions SHELL`: the man pages and the shell
//! completions, made from these clap definitions so that they always say what the program
//! takes. Hidden from `--help`: they are for packagers (`scripts/test` builds the Debian package
//! with them), not for players.

use std::{io::Write as _, path::PathBuf, process::ExitCode};

use clap::CommandFactory as _;
use clap_complete::Shell;

use super::Args;

/// Arguments of `annabella manpages`.
#[derive(Debug, clap::Args)]
pub(crate) struct ManpagesArgs {
    /// The folder to write into (made if missing): annabella.1, and annabella-<command>.1 for
    /// each subcommand.
    dir: PathBuf,
}

/// Arguments of `annabella completions`.
#[derive(Debug, clap::Args)]
pub(crate) struct CompletionsArgs {
    /// The shell: bash, zsh, fish, elvish or powershell.
    shell: Shell,
}

pub(crate) fn manpages(args: &ManpagesArgs) -> ExitCode {
    let written = std::fs::create_dir_all(&args.dir)
        .and_then(|()| clap_mangen::generate_to(Args::command(), &args.dir));
    match written {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            let _ = writeln!(
                std::io::stderr(),
                "annabella: cannot write the man pages into {}: {e}",
                args.dir.display()
            );
            ExitCode::FAILURE
        }
    }
}

pub(crate) fn completions(args: &CompletionsArgs) -> ExitCode {
    // Made in memory first: the generator panics on a write error, standard output may fail.
    let mut script = Vec::new();
    clap_complete::generate(args.shell, &mut Args::command(), "annabella", &mut script);
    match std::io::stdout().write_all(&script) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            let _ = writeln!(
                std::io::stderr(),
                "annabella: cannot write the completions: {e}"
            );
            ExitCode::FAILURE
        }
    }
}
