//! `annabella grammar`: prints a JSGF grammar for a speech recognizer, generated from the same
//! vocabulary the parser reads.

use std::{io::Write as _, process::ExitCode};

use shakmaty::{Chess, Position as _};

use crate::{
    announce::{Announcer, Style},
    vocab::{VocabName, Vocabulary, jsgf},
};

/// Arguments of `annabella grammar`.
#[derive(Debug, clap::Args)]
pub(crate) struct GrammarArgs {
    /// The vocabulary: fide-d, en, de, es, eu, eu2, pl, gl.
    #[arg(long, default_value = "fide-d")]
    vocab: VocabName,
    /// Restrict the grammar to the legal moves of this position (FEN), as announced in --style.
    #[arg(long)]
    fen: Option<String>,
    /// The announcement style of the legal-move grammar.
    #[arg(long, default_value = "fide")]
    style: Style,
}

pub(crate) fn run(args: &GrammarArgs) -> ExitCode {
    let grammar = match &args.fen {
        None => jsgf::move_grammar(Vocabulary::builtin(args.vocab)),
        Some(fen) => {
            let pos: Chess = match super::common::position(Some(fen)) {
                Ok(pos) => pos,
                Err(e) => return super::common::usage(crate::run::settings::reader_lang(), e),
            };
            let ann = Announcer::new(args.style, args.vocab);
            let phrases: Vec<String> = pos
                .legal_moves()
                .iter()
                .map(|m| ann.announce(&pos, m))
                .collect();
            jsgf::phrase_grammar(phrases.iter().map(String::as_str))
        }
    };
    let _ = std::io::stdout().write_all(grammar.as_bytes());
    ExitCode::SUCCESS
}
