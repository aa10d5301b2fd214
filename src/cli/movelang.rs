//! `annabella parse` and `annabella announce` (work in progress).

use std::process::ExitCode;

/// Arguments of `annabella parse`.
#[derive(Debug, clap::Args)]
pub(crate) struct ParseArgs {
    /// The move, in any accepted form.
    #[arg(required = true)]
    text: Vec<String>,
}

/// Arguments of `annabella announce`.
#[derive(Debug, clap::Args)]
pub(crate) struct AnnounceArgs {
    /// The move, in any accepted form.
    #[arg(required = true)]
    text: Vec<String>,
}

pub(crate) fn parse(_args: &ParseArgs) -> ExitCode {
    ExitCode::FAILURE
}

pub(crate) fn announce(_args: &AnnounceArgs) -> ExitCode {
    ExitCode::FAILURE
}
