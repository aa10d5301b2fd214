//! Known-answer tables: tests/data/parse/<vocab>.txt, one line per input with its expected SAN or
//! error, per vocabulary, in the style of shakmaty's `.perft` files.

use std::collections::HashMap;

use annabella::{
    parse::{self, ParseError},
    resolve::{self, MoveError},
    vocab::{VocabName, Vocabulary},
};
use shakmaty::{CastlingMode, Chess, fen::Fen, san::SanPlus};

fn positions() -> HashMap<String, Chess> {
    let text = include_str!("data/parse/positions.txt");
    text.lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .map(|l| {
            let (name, fen) = l.split_once(" = ").expect("name = FEN");
            let fen: Fen = fen.parse().expect("valid FEN");
            (
                name.to_owned(),
                fen.into_position(CastlingMode::Standard)
                    .expect("legal position"),
            )
        })
        .collect()
}

fn parse_error_name(e: &ParseError) -> &'static str {
    match e {
        ParseError::Empty => "Empty",
        ParseError::TooLong => "TooLong",
        ParseError::UnknownWord { .. } => "UnknownWord",
        ParseError::UnexpectedWord { .. } => "UnexpectedWord",
        ParseError::Incomplete { .. } => "Incomplete",
        ParseError::Notation { .. } => "Notation",
    }
}

/// What the line's input actually gives, in the table's notation.
fn outcome(pos: &Chess, input: &str, vocab: &Vocabulary) -> String {
    match parse::parse(input, vocab) {
        Err(e) => format!("!parse:{}", parse_error_name(&e)),
        Ok(intents) => match resolve::resolve(pos, &intents) {
            Ok(m) => SanPlus::from_move(pos.clone(), m).to_string(),
            Err(MoveError::Ambiguous(_)) => "!ambiguous".to_owned(),
            Err(MoveError::Illegal(reason)) => {
                let name = format!("{reason:?}");
                let variant = name
                    .split(['(', ' ', '{'])
                    .next()
                    .unwrap_or_default()
                    .to_owned();
                format!("!illegal:{variant}")
            }
        },
    }
}

fn run_table(name: VocabName, text: &str) {
    let positions = positions();
    let vocab = Vocabulary::builtin(name);
    let mut pos = positions["start"].clone();
    let mut failures = Vec::new();
    let mut count = 0;
    for (n, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        if let Some(p) = line.strip_prefix("@ ") {
            pos = positions
                .get(p.trim())
                .unwrap_or_else(|| panic!("line {}: no position {p}", n + 1))
                .clone();
            continue;
        }
        let (input, expected) = line
            .rsplit_once(" => ")
            .unwrap_or_else(|| panic!("line {}: no =>", n + 1));
        count += 1;
        let got = outcome(&pos, input, vocab);
        if got != expected.trim() {
            failures.push(format!(
                "  line {}: {input:?}: expected {expected}, got {got}",
                n + 1
            ));
        }
    }
    assert!(count >= 40, "{name}: only {count} known answers");
    assert!(
        failures.is_empty(),
        "{name}: {} of {count} lines fail:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

macro_rules! table {
    ($test:ident, $vocab:expr, $file:literal) => {
        #[test]
        fn $test() {
            run_table($vocab, include_str!(concat!("data/parse/", $file)));
        }
    };
}

table!(fide_d, VocabName::FideD, "fide-d.txt");
table!(en, VocabName::En, "en.txt");
table!(de, VocabName::De, "de.txt");
table!(es, VocabName::Es, "es.txt");
table!(eu, VocabName::Eu, "eu.txt");
table!(eu2, VocabName::Eu2, "eu2.txt");
table!(pl, VocabName::Pl, "pl.txt");
table!(gl, VocabName::Gl, "gl.txt");
