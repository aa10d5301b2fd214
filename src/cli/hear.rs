//! `annabella hear FILE.wav`: recognizes a recorded utterance in a position and prints the move
//! as `annabella parse` does (`SAN UCI`, exit 0), or the command's key; a result that is not
//! understood or ambiguous prints the reason and exits 1. Whether the result is sure goes to
//! standard error, so that scripts read standard output like parse's.
//!
//! The recognizer can so be tested and used without a microphone. Needs the `asr` feature.

use std::{path::PathBuf, process::ExitCode};

use crate::vocab::VocabName;

/// Arguments of `annabella hear`.
#[derive(Debug, clap::Args)]
pub(crate) struct HearArgs {
    /// The utterance: a PCM WAV file (any rate; 16 kHz mono is what the recognizer uses).
    file: PathBuf,
    /// The position, as FEN (default: the initial position).
    #[arg(long)]
    fen: Option<String>,
    /// The vocabulary; moves are heard in the Appendix D words, commands in its language and
    /// English.
    #[arg(long, default_value = "fide-d")]
    vocab: VocabName,
    /// A move was read back and waits for its confirmation: "yes" and "no" can be heard too.
    #[arg(long)]
    read_back: bool,
    /// The directory of the en-us model (default: Debian's pocketsphinx-en-us).
    #[arg(long)]
    model: Option<PathBuf>,
}

#[cfg(not(feature = "asr"))]
fn usage_error(message: &str) -> ExitCode {
    use std::io::Write as _;
    let _ = writeln!(std::io::stderr(), "annabella: {message}");
    ExitCode::from(2)
}

#[cfg(not(feature = "asr"))]
pub(crate) fn run(_args: &HearArgs) -> ExitCode {
    usage_error("this build has no speech input; build with `cargo build --features asr`")
}

#[cfg(feature = "asr")]
pub(crate) fn run(args: &HearArgs) -> ExitCode {
    let position = match super::common::position(args.fen.as_deref()) {
        Ok(pos) => pos,
        Err(e) => return super::common::usage(args.vocab.lang(), e),
    };
    crate::run::hear::run(&crate::run::hear::Hear {
        file: args.file.clone(),
        position,
        vocab: args.vocab,
        read_back: args.read_back,
        model: args.model.clone(),
    })
}
