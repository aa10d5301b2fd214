//! One kind of parsing, repeated, for a profiler to count: `scripts/profile-parse` runs this
//! under cachegrind and prints instructions and mispredicted branches per move.
//!
//! `PASS=san|short|long|none` picks what is repeated (`none` only builds the inputs, so that
//! its counts can be subtracted); `PASSES=N` how often (default 100) over the 160 moves of the
//! game that `cargo bench --bench parse` times.

use std::hint::black_box;

use annabella::{
    announce::{Announcer, Style},
    parse, resolve,
    vocab::{VocabName, Vocabulary},
};
use shakmaty::san::San;

#[path = "support/game.rs"]
mod support;
use support::game;

#[allow(clippy::print_stderr)]
fn main() {
    let plies = game();
    let vocab = Vocabulary::builtin(VocabName::FideD);
    let phrases = |style| -> Vec<String> {
        let ann = Announcer::new(style, VocabName::FideD);
        plies.iter().map(|(p, m)| ann.announce(p, m)).collect()
    };
    let sans: Vec<String> = plies
        .iter()
        .map(|(p, m)| San::from_move(p, *m).to_string())
        .collect();
    let (short, long) = (phrases(Style::FideShort), phrases(Style::Fide));
    let pass = std::env::var("PASS").unwrap_or_default();
    let passes: usize = std::env::var("PASSES")
        .ok()
        .and_then(|p| p.parse().ok())
        .unwrap_or(100);
    let spoken = |texts: &[String]| {
        for ((pos, m), text) in plies.iter().zip(texts) {
            let got = parse::parse(black_box(text), vocab)
                .ok()
                .and_then(|intents| resolve::resolve(pos, &intents).ok());
            assert_eq!(got, Some(*m), "{text}");
        }
    };
    for _ in 0..passes {
        match pass.as_str() {
            "short" => spoken(&short),
            "long" => spoken(&long),
            "san" => {
                for ((pos, m), san) in plies.iter().zip(&sans) {
                    let got = San::from_ascii(black_box(san.as_bytes()))
                        .ok()
                        .and_then(|san| san.to_move(pos).ok());
                    assert_eq!(got, Some(*m), "{san}");
                }
            }
            "none" => {}
            other => {
                eprintln!("PASS must be san, short, long or none, not '{other}'");
                std::process::exit(2);
            }
        }
    }
    eprintln!("{} moves x {passes} passes of '{pass}'", plies.len());
}
