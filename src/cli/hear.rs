//! `annabella hear FILE.wav`: recognizes a recorded utterance in a position and prints the move
//! as `annabella parse` does (`SAN UCI`, exit 0), or the command's key; a result that is not
//! understood or ambiguous prints the reason and exits 1. Whether the result is sure goes to
//! standard error, so that scripts read standard output like parse's.
//!
//! The recognizer can so be tested and used without a microphone. Needs the `asr` feature.

use std::{io::Write as _, path::PathBuf, process::ExitCode};

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

fn usage_error(message: &str) -> ExitCode {
    let _ = writeln!(std::io::stderr(), "annabella: {message}");
    ExitCode::from(2)
}

#[cfg(not(feature = "asr"))]
pub(crate) fn run(_args: &HearArgs) -> ExitCode {
    usage_error("this build has no speech input; build with `cargo build --features asr`")
}

#[cfg(feature = "asr")]
pub(crate) fn run(args: &HearArgs) -> ExitCode {
    use shakmaty::{CastlingMode, Chess, fen::Fen, san::SanPlus};

    use crate::{
        asr::{self, Heard, Outcome, TurnGrammar, wav},
        i18n::{Arg, Localizer},
        io::asr::{MODEL_DIR, Pocketsphinx},
    };

    let pos: Chess = match &args.fen {
        None => Chess::default(),
        Some(fen) => match fen
            .trim()
            .parse::<Fen>()
            .map_err(|e| e.to_string())
            .and_then(|f| {
                f.into_position(CastlingMode::Standard)
                    .map_err(|e| e.to_string())
            }) {
            Ok(pos) => pos,
            Err(e) => return usage_error(&format!("bad --fen '{fen}': {e}")),
        },
    };
    let samples = match std::fs::read(&args.file) {
        Ok(bytes) => match wav::read(&bytes) {
            Ok(s) => s,
            Err(e) => return usage_error(&format!("{}: {e}", args.file.display())),
        },
        Err(e) => return usage_error(&format!("cannot read {}: {e}", args.file.display())),
    };
    let lang = args.vocab.lang();
    let loc = match Localizer::new(lang) {
        Ok(loc) => loc,
        Err(e) => return usage_error(&e.to_string()),
    };
    let model = args
        .model
        .clone()
        .unwrap_or_else(|| PathBuf::from(MODEL_DIR));
    let mut engine = match Pocketsphinx::load(&model, lang) {
        Ok(engine) => engine,
        Err(e) => return usage_error(&e.to_string()),
    };
    let turn = if args.read_back {
        TurnGrammar::confirming(&pos, lang, engine.pronunciations())
    } else {
        TurnGrammar::new(&pos, lang, engine.pronunciations())
    };
    let outcome = match asr::hear(&mut engine, &turn, &samples) {
        Ok(o) => o,
        Err(e) => return usage_error(&e.to_string()),
    };
    let mut out = std::io::stdout();
    match outcome {
        Outcome::Heard { heard, words, sure } => {
            let _ = writeln!(
                std::io::stderr(),
                "heard: {words} ({})",
                if sure { "sure" } else { "unsure" }
            );
            match heard {
                Heard::Move(m) => {
                    let san = SanPlus::from_move(pos, m);
                    let _ = writeln!(out, "{san} {}", m.to_uci(CastlingMode::Standard));
                }
                Heard::Command { key, .. } => {
                    let _ = writeln!(out, "{key}");
                }
            }
            ExitCode::SUCCESS
        }
        Outcome::Ambiguous { words } => {
            let _ = writeln!(
                out,
                "{}",
                loc.format("hear-ambiguous", &[("words", Arg::Str(&words))])
            );
            ExitCode::FAILURE
        }
        Outcome::NotHeard => {
            let _ = writeln!(out, "{}", loc.text("hear-not-heard"));
            ExitCode::FAILURE
        }
    }
}
