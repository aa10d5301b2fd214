//! Properties over random games and random input: announcements always parse back, and no input
//! of any kind panics the parser or the resolver.

use annabella::{
    announce::{Announcer, RankWords, Style},
    parse, resolve,
    vocab::{VocabName, Vocabulary},
};
use proptest::prelude::*;
use shakmaty::{Chess, Position};

fn style() -> impl Strategy<Value = Style> {
    prop::sample::select(Style::ALL.to_vec())
}

fn vocab() -> impl Strategy<Value = VocabName> {
    prop::sample::select(VocabName::ALL.to_vec())
}

fn ranks() -> impl Strategy<Value = RankWords> {
    prop::sample::select(vec![RankWords::German, RankWords::Digits, RankWords::Local])
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    /// Plays a random game; every move on the way is announced and parsed back.
    #[test]
    fn random_games_round_trip(
        choices in prop::collection::vec(any::<u16>(), 1..120),
        style in style(),
        vocab_name in vocab(),
        ranks in ranks(),
    ) {
        let ann = Announcer::new(style, vocab_name).with_ranks(ranks);
        let vocab = Vocabulary::builtin(vocab_name);
        let mut pos = Chess::default();
        for choice in choices {
            let moves = pos.legal_moves();
            if moves.is_empty() {
                break;
            }
            let m = moves[usize::from(choice) % moves.len()];
            let text = ann.announce(&pos, &m);
            let intents = parse::parse(&text, vocab);
            prop_assert!(intents.is_ok(), "{text:?}: {intents:?}");
            let got = resolve::resolve(&pos, &intents.unwrap());
            prop_assert_eq!(got, Ok(m), "{:?}", text);
            pos.play_unchecked(m);
        }
    }

    /// Arbitrary bytes, read as text the way a recognizer or a terminal might deliver them.
    #[test]
    fn arbitrary_bytes_never_panic(bytes in prop::collection::vec(any::<u8>(), 0..400), vocab_name in vocab()) {
        let text = String::from_utf8_lossy(&bytes);
        if let Ok(intents) = parse::parse(&text, Vocabulary::builtin(vocab_name)) {
            let _ = resolve::resolve(&Chess::default(), &intents);
        }
    }

    /// Arbitrary sequences of real vocabulary words: the inputs most likely to reach deep into
    /// the grammar.
    #[test]
    fn word_salad_never_panics(
        words in prop::collection::vec(prop::sample::select(vec![
            "Springer", "Felix", "drei", "schlägt", "wird", "Dame", "en", "passant", "Kurze",
            "Rochade", "Schach", "matt", "e", "4", "x", "=", "+", "#", "♘", "O-O", "nach", "a.p.",
            "e8=Q", "exd6", "caballo", "efe", "tres", "Eva", "acht", "Bauer", "12", "ż", "",
        ]), 0..12),
        vocab_name in vocab(),
    ) {
        let text = words.join(" ");
        if let Ok(intents) = parse::parse(&text, Vocabulary::builtin(vocab_name)) {
            let _ = resolve::resolve(&Chess::default(), &intents);
        }
    }
}
