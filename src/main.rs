//! The annabella binary: a thin wrapper that parses arguments and maps the outcome to an exit code.

use std::process::ExitCode;

fn main() -> ExitCode {
    annabella::cli::main()
}
