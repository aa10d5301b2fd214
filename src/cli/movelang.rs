//! `annabella parse` and `annabella announce`: the move language on the command line.

use std::{io::Write as _, process::ExitCode};

use shakmaty::{CastlingMode, Chess, Move, san::SanPlus};

use crate::{
    announce::{Announcer, RankWords, Style},
    explain,
    i18n::{Lang, Localizer},
    parse,
    resolve::{self, MoveError},
    vocab::{VocabName, Vocabulary},
};

/// Arguments of `annabella parse`.
#[derive(Debug, clap::Args)]
pub(crate) struct ParseArgs {
    /// The position, as FEN (default: the initial position).
    #[arg(long)]
    fen: Option<String>,
    /// The vocabulary: fide-d (Appendix D words, English letters), en, de, es, eu, eu2, pl, gl
    /// (default: the words and letters of --lang; fide-d for English).
    #[arg(long)]
    vocab: Option<VocabName>,
    /// The language of the reason printed when the text is not a legal move, and of the move
    /// words and letters unless --vocab is given.
    #[arg(long, default_value = "en")]
    lang: Lang,
    /// The move, in any accepted form: "Springer Felix drei", "Nf3", "g1f3", "caballo efe tres".
    #[arg(required = true, num_args = 1..)]
    text: Vec<String>,
}

/// Arguments of `annabella announce`.
#[derive(Debug, clap::Args)]
pub(crate) struct AnnounceArgs {
    /// The position, as FEN (default: the initial position).
    #[arg(long)]
    fen: Option<String>,
    /// fide (long Appendix D form, the default), fide-short, local, san or nato.
    #[arg(long, default_value = "fide")]
    style: Style,
    /// The language of the local, san and nato styles: en, de, es, eu, pl, gl.
    #[arg(long, default_value = "en")]
    lang: Lang,
    /// A vocabulary to take local words and letters from instead of --lang's (e.g. eu2).
    #[arg(long)]
    vocab: Option<VocabName>,
    /// Rank words of the Appendix D styles: german (the default rule), digits or local.
    #[arg(long, default_value = "german")]
    ranks: RankWords,
    /// The move, in any accepted form.
    #[arg(required = true, num_args = 1..)]
    text: Vec<String>,
}

fn localizer(lang: Lang) -> Result<Localizer, String> {
    Localizer::new(lang).map_err(|e| e.to_string())
}

/// Parses and resolves `text`; `Err` holds the reason in words. The next vocabulary is tried
/// only when the text is not a move in the previous one at all: a move one vocabulary
/// understands but finds illegal is refused, never read again as another piece's move (a
/// Spanish "Rf3" is the king, not the English rook).
fn understand(
    pos: &Chess,
    text: &str,
    vocabs: &[VocabName],
    loc: &Localizer,
    ann: &Announcer,
) -> Result<Move, String> {
    let mut first_error = None;
    for vocab in vocabs {
        match parse::parse(text, Vocabulary::builtin(*vocab)) {
            Ok(intents) => {
                return resolve::resolve(pos, &intents)
                    .map_err(|e: MoveError| explain::move_error(loc, ann, pos, &e));
            }
            Err(e) => {
                first_error.get_or_insert_with(|| explain::parse_error(loc, &e));
            }
        }
    }
    Err(first_error.unwrap_or_default())
}

fn usage_error(message: &str) -> ExitCode {
    let _ = writeln!(std::io::stderr(), "annabella: {message}");
    ExitCode::from(2)
}

fn print_line(line: &str) {
    let _ = writeln!(std::io::stdout(), "{line}");
}

pub(crate) fn parse(args: &ParseArgs) -> ExitCode {
    let pos = match super::common::position(args.fen.as_deref()) {
        Ok(pos) => pos,
        Err(e) => return super::common::usage(args.lang, e),
    };
    let loc = match localizer(args.lang) {
        Ok(loc) => loc,
        Err(e) => return usage_error(&e),
    };
    let vocab = args.vocab.unwrap_or(VocabName::of_interface(args.lang));
    let ann = Announcer::new(Style::San, vocab);
    match understand(&pos, &args.text.join(" "), &[vocab], &loc, &ann) {
        Ok(m) => {
            let san = SanPlus::from_move(pos.clone(), m);
            print_line(&format!("{san} {}", m.to_uci(CastlingMode::Standard)));
            ExitCode::SUCCESS
        }
        Err(reason) => {
            print_line(&reason);
            ExitCode::FAILURE
        }
    }
}

pub(crate) fn announce(args: &AnnounceArgs) -> ExitCode {
    let pos = match super::common::position(args.fen.as_deref()) {
        Ok(pos) => pos,
        Err(e) => return super::common::usage(args.lang, e),
    };
    let loc = match localizer(args.lang) {
        Ok(loc) => loc,
        Err(e) => return usage_error(&e),
    };
    let vocab = args.vocab.unwrap_or(VocabName::of_lang(args.lang));
    let ann = Announcer::new(args.style, vocab).with_ranks(args.ranks);
    // The move may be typed with the language's letters or with English ones.
    match understand(
        &pos,
        &args.text.join(" "),
        &[vocab, VocabName::FideD],
        &loc,
        &ann,
    ) {
        Ok(m) => {
            print_line(&ann.announce(&pos, &m));
            ExitCode::SUCCESS
        }
        Err(reason) => {
            print_line(&reason);
            ExitCode::FAILURE
        }
    }
}
