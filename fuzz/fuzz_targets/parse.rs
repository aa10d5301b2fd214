//! Fuzzes the move parser and resolver with arbitrary bytes: nothing may panic, and any input
//! that resolves to a move must announce and parse back to that same move.
//!
//! Run: `cargo fuzz run parse` (nightly, with sanitizers) or `cargo fuzz run -s none parse`.
#![no_main]

use annabella::{
    announce::{Announcer, Style},
    parse, resolve,
    vocab::{VocabName, Vocabulary},
};
use libfuzzer_sys::fuzz_target;
use shakmaty::{CastlingMode, Chess, fen::Fen};

const POSITIONS: [&str; 4] = [
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
    "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N w - - 0 1",
];

fuzz_target!(|data: &[u8]| {
    let Some((&selector, text)) = data.split_first() else { return };
    let text = String::from_utf8_lossy(text);
    let vocab_name = VocabName::ALL[usize::from(selector) % VocabName::ALL.len()];
    let fen: Fen = POSITIONS[usize::from(selector >> 4) % POSITIONS.len()].parse().expect("valid FEN");
    let pos: Chess = fen.into_position(CastlingMode::Standard).expect("legal position");
    let vocab = Vocabulary::builtin(vocab_name);
    let Ok(intents) = parse::parse(&text, vocab) else { return };
    let Ok(m) = resolve::resolve(&pos, &intents) else { return };
    for style in Style::ALL {
        let said = Announcer::new(style, vocab_name).announce(&pos, &m);
        let back = parse::parse(&said, vocab).ok().and_then(|i| resolve::resolve(&pos, &i).ok());
        assert_eq!(back, Some(m), "{said:?}");
    }
});
