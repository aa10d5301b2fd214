//! `annabella hear FILE.wav` at the edge (feature `asr`): reads the utterance, loads the
//! recognizer and prints what it heard as `annabella parse` prints a move (`SAN UCI`, exit 0), or
//! the command's key; not understood (silence, noise), ambiguous or not a legal move prints the
//! reason and exits 1. Whether the result is sure goes to standard error.

use std::{io::Write as _, path::PathBuf, process::ExitCode};

use crate::{
    present::cli::{CliError, FileDoing},
    vocab::VocabName,
};

/// What `annabella hear` was asked, validated by the command line.
#[derive(Debug, Clone)]
pub struct Hear {
    /// The utterance, a PCM WAV file.
    pub file: PathBuf,
    /// The position (`--fen`, read by the command line).
    pub position: shakmaty::Chess,
    /// The vocabulary.
    pub vocab: VocabName,
    /// A move waits for its confirmation: "yes" and "no" can be heard too.
    pub read_back: bool,
    /// The directory of the en-us model.
    pub model: Option<PathBuf>,
}

fn usage_error(message: &str) -> ExitCode {
    let _ = writeln!(std::io::stderr(), "annabella: {message}");
    ExitCode::from(2)
}

/// Recognizes the utterance and prints the result.
pub fn run(args: &Hear) -> ExitCode {
    use shakmaty::{CastlingMode, san::SanPlus};

    use crate::{
        asr::{self, Heard, TurnGrammar, UtteranceOutcome, wav},
        i18n::{Arg, Localizer},
        io::asr::{MODEL_DIR, Pocketsphinx},
    };

    let pos = args.position.clone();
    let samples = match crate::io::files::read_bytes_limited(&args.file, crate::io::files::MAX_FILE)
    {
        Ok(bytes) => match wav::read(&bytes) {
            Ok(s) => s,
            Err(e) => return usage_error(&format!("{}: {e}", args.file.display())),
        },
        Err(e) => {
            let error = CliError::file(&args.file, FileDoing::Read, &e);
            super::say_error(args.vocab.lang(), &error);
            return ExitCode::from(2);
        }
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
        UtteranceOutcome::Heard { heard, words, sure } => {
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
        UtteranceOutcome::Ambiguous { words } => {
            let _ = writeln!(
                out,
                "{}",
                loc.format("hear-ambiguous", &[("words", Arg::Str(&words))])
            );
            ExitCode::FAILURE
        }
        UtteranceOutcome::NotLegal { words } => {
            let _ = writeln!(
                out,
                "{}",
                loc.format("hear-not-legal", &[("words", Arg::Str(&words))])
            );
            ExitCode::FAILURE
        }
        UtteranceOutcome::NotHeard => {
            let _ = writeln!(out, "{}", loc.text("hear-not-heard"));
            ExitCode::FAILURE
        }
    }
}
