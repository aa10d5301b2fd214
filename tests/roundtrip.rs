//! The inverse test: for every legal move of every stored position, in every style and
//! vocabulary, `resolve(parse(announce(m))) == m`.

use annabella::{
    announce::{Announcer, RankWords, Style},
    parse, resolve,
    vocab::{VocabName, Vocabulary},
};
use shakmaty::{CastlingMode, Chess, Position, fen::Fen};

fn positions() -> Vec<Chess> {
    include_str!("data/roundtrip.fen")
        .lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .map(|l| {
            let fen: Fen = l.parse().unwrap_or_else(|e| panic!("{l}: {e}"));
            fen.into_position(CastlingMode::Standard)
                .unwrap_or_else(|e| panic!("{l}: {e}"))
        })
        .collect()
}

fn announcers(vocab: VocabName) -> Vec<Announcer> {
    let mut list: Vec<Announcer> = Style::ALL
        .iter()
        .map(|s| Announcer::new(*s, vocab))
        .collect();
    for ranks in [RankWords::Digits, RankWords::Local] {
        for style in [Style::Fide, Style::FideShort] {
            list.push(Announcer::new(style, vocab).with_ranks(ranks));
        }
    }
    list
}

#[test]
fn every_announcement_parses_back_to_its_move() {
    let positions = positions();
    assert!(positions.len() >= 30, "only {} positions", positions.len());
    let mut checked = 0;
    let mut failures = Vec::new();
    for vocab_name in VocabName::ALL {
        let vocab = Vocabulary::builtin(vocab_name);
        for ann in announcers(vocab_name) {
            for pos in &positions {
                for m in pos.legal_moves() {
                    let text = ann.announce(pos, &m);
                    let got = parse::parse(&text, vocab)
                        .map_err(|e| e.to_string())
                        .and_then(|i| resolve::resolve(pos, &i).map_err(|e| e.to_string()));
                    checked += 1;
                    if got.as_ref() != Ok(&m) && failures.len() < 20 {
                        failures.push(format!(
                            "{vocab_name} {}: {text:?} for {m:?} in {}: {got:?}",
                            ann.style(),
                            Fen::from_position(pos, shakmaty::EnPassantMode::Legal)
                        ));
                    }
                }
            }
        }
    }
    assert!(
        failures.is_empty(),
        "round trip fails:\n{}",
        failures.join("\n")
    );
    assert!(checked > 50_000, "only {checked} announcements checked");
}
