//! Unit tests of the parser: the intents themselves, before any position is involved.

use shakmaty::{CastlingSide, File, Rank, Role, Square};

use super::*;
use crate::vocab::{VocabName, Vocabulary};

fn intents(text: &str, vocab: VocabName) -> Vec<MoveIntent> {
    parse(text, Vocabulary::builtin(vocab))
        .unwrap_or_else(|e| panic!("{text}: {e}"))
        .iter()
        .copied()
        .collect()
}

fn piece_move(role: Option<Role>, to: Square) -> PieceMove {
    PieceMove {
        role,
        from_file: None,
        from_rank: None,
        capture: false,
        to,
        promotion: None,
        en_passant: false,
    }
}

#[test]
fn short_spoken_form() {
    assert_eq!(
        intents("Springer Felix drei", VocabName::FideD),
        [MoveIntent::Piece(piece_move(
            Some(Role::Knight),
            Square::F3
        ))]
    );
}

#[test]
fn long_spoken_form_with_promotion_and_capture() {
    let want = PieceMove {
        from_file: Some(File::C),
        from_rank: Some(Rank::Seventh),
        capture: true,
        promotion: Some(Role::Knight),
        ..piece_move(Some(Role::Pawn), Square::B8)
    };
    assert_eq!(
        intents(
            "Bauer Cesar sieben schlägt Bella acht wird Springer Schach",
            VocabName::FideD
        ),
        [MoveIntent::Piece(want)]
    );
}

#[test]
fn castling_in_every_spelling() {
    for text in [
        "Kurze Rochade",
        "kurtze rochade",
        "O-O",
        "0-0",
        "oo",
        "o-o+",
    ] {
        assert_eq!(
            intents(text, VocabName::FideD),
            [MoveIntent::Castle(CastlingSide::KingSide)],
            "{text}"
        );
    }
    for text in ["Lange Rochade", "O-O-O", "0-0-0", "ooo"] {
        assert_eq!(
            intents(text, VocabName::FideD),
            [MoveIntent::Castle(CastlingSide::QueenSide)],
            "{text}"
        );
    }
    assert_eq!(
        intents("enroque largo", VocabName::Es),
        [MoveIntent::Castle(CastlingSide::QueenSide)]
    );
}

#[test]
fn a_letter_that_is_also_a_file_is_read_as_its_case_says_and_only_so() {
    let bishop = MoveIntent::Piece(piece_move(Some(Role::Bishop), Square::C4));
    let pawn = MoveIntent::Piece(PieceMove {
        from_file: Some(File::B),
        ..piece_move(None, Square::C4)
    });
    assert_eq!(intents("Bc4", VocabName::En), [bishop]);
    assert_eq!(intents("bc4", VocabName::En), [pawn]);
    // "bb5" can only be the bishop: a pawn does not capture along its own file.
    assert_eq!(
        intents("bb5", VocabName::En),
        [MoveIntent::Piece(piece_move(
            Some(Role::Bishop),
            Square::B5
        ))]
    );
    // A departure square is a departure square, never a piece letter and a rank.
    let coordinate = |from: Square, to: Square| {
        MoveIntent::Piece(PieceMove {
            from_file: Some(from.file()),
            from_rank: Some(from.rank()),
            ..piece_move(None, to)
        })
    };
    assert_eq!(
        intents("d2e4", VocabName::De),
        [coordinate(Square::D2, Square::E4)]
    );
    assert_eq!(
        intents("b4b3", VocabName::FideD),
        [coordinate(Square::B4, Square::B3)]
    );
    assert_eq!(
        intents("a7a8", VocabName::Es),
        [coordinate(Square::A7, Square::A8)]
    );
}

#[test]
fn compact_text_is_never_read_as_spoken_when_it_is_notation() {
    // "ge" is the German name of the g-file, but "Ge4" typed is the Basque rook.
    assert_eq!(
        intents("Ge4", VocabName::Eu),
        [MoveIntent::Piece(piece_move(Some(Role::Rook), Square::E4))]
    );
}

#[test]
fn spoken_reading_comes_first_when_words_are_spaced() {
    // Spanish "be cuatro" typed with a digit: b4, not b×e4.
    let got = intents("be 4", VocabName::Es);
    assert_eq!(got[0], MoveIntent::Piece(piece_move(None, Square::B4)));
}

#[test]
fn uci_promotion_letters_are_english_in_every_language() {
    let want = PieceMove {
        from_file: Some(File::E),
        from_rank: Some(Rank::Seventh),
        promotion: Some(Role::Queen),
        ..piece_move(None, Square::E8)
    };
    assert_eq!(intents("e7e8q", VocabName::Es), [MoveIntent::Piece(want)]);
    // The rook is "r" in UCI even where R is the king (Spanish rey, Galician rei).
    let rook = PieceMove {
        promotion: Some(Role::Rook),
        ..want
    };
    for vocab in [VocabName::Es, VocabName::Gl] {
        assert_eq!(
            intents("e7e8r", vocab),
            [MoveIntent::Piece(rook)],
            "{vocab}"
        );
    }
    // Long algebraic in the language's own letters still reads: Spanish D is the queen.
    assert_eq!(intents("e7-e8D", VocabName::Es), [MoveIntent::Piece(want)]);
}

#[test]
fn errors_name_the_word_and_what_was_expected() {
    let vocab = Vocabulary::builtin(VocabName::FideD);
    assert_eq!(
        parse("Springer Flix drei", vocab),
        Err(ParseError::UnknownWord {
            word: "flix".into(),
            position: 2,
            expected: Expected::Square
        })
    );
    assert_eq!(
        parse("Springer Felix", vocab),
        Err(ParseError::Incomplete {
            expected: Expected::Rank
        })
    );
    assert_eq!(
        parse("Eva acht wird", vocab),
        Err(ParseError::Incomplete {
            expected: Expected::PromotionPiece
        })
    );
    assert_eq!(
        parse("Eva vier Kurze Rochade", vocab),
        Err(ParseError::UnexpectedWord {
            word: "kurze rochade".into(),
            position: 3,
            expected: Expected::End
        })
    );
    assert_eq!(parse("  ...  ", vocab), Err(ParseError::Empty));
    assert_eq!(parse(&"Eva ".repeat(100), vocab), Err(ParseError::TooLong));
    assert_eq!(
        parse("Nf9", vocab),
        Err(ParseError::Notation { text: "Nf9".into() })
    );
}

#[test]
fn typed_letters_are_the_vocabularys_only() {
    assert!(parse("Sf3", Vocabulary::builtin(VocabName::FideD)).is_err());
    assert!(parse("Sf3", Vocabulary::builtin(VocabName::De)).is_ok());
    // Spanish R is the king, English R the rook.
    let king = MoveIntent::Piece(piece_move(Some(Role::King), Square::E2));
    assert_eq!(intents("Re2", VocabName::Es), [king]);
    let rook = MoveIntent::Piece(piece_move(Some(Role::Rook), Square::E2));
    assert_eq!(intents("Re2", VocabName::En), [rook]);
}

#[test]
fn the_rules_the_parsers_cite_are_those_of_move_ebnf() {
    // The grammar without its comments.
    let mut ebnf = String::new();
    for (i, part) in include_str!("../../grammars/move.ebnf")
        .split("(*")
        .enumerate()
    {
        ebnf.push_str(if i == 0 {
            part
        } else {
            part.split_once("*)").map_or("", |(_, rest)| rest)
        });
    }
    let rule = |line: &str| -> Option<String> {
        let (name, _) = line.split_once('=')?;
        let name = name.trim();
        (!name.is_empty() && name.chars().all(|c| c.is_ascii_lowercase() || c == '-'))
            .then(|| name.to_owned())
    };
    let defined: Vec<String> = ebnf.lines().filter_map(rule).collect();
    for source in [
        include_str!("notation.rs"),
        include_str!("spoken.rs"),
        include_str!("mod.rs"),
    ] {
        // "/// `square-n = file-n rank-n`": a rule cited with its definition must be the
        // grammar's, word for word.
        for cited in source
            .lines()
            .filter_map(|l| l.trim().strip_prefix("/// `"))
            .filter_map(|l| l.split_once('`').map(|(c, _)| c))
            .filter(|c| rule(c).is_some())
        {
            let name = rule(cited).unwrap_or_default();
            assert!(defined.contains(&name), "{name} is not a rule of move.ebnf");
            let normalize = |s: &str| s.split_whitespace().collect::<Vec<_>>().join(" ");
            let definition = ebnf
                .split(" ;")
                .map(normalize)
                .find(|d| rule(d).as_deref() == Some(name.as_str()))
                .unwrap_or_default();
            assert_eq!(
                normalize(cited),
                definition,
                "{name} differs from move.ebnf"
            );
        }
    }
}
