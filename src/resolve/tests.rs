//! Unit tests of the resolver: reasons, ambiguity and the no-auto-queen rule.

use shakmaty::{CastlingMode, CastlingSide, Chess, Square, fen::Fen};

use super::*;
use crate::{
    parse::parse,
    vocab::{VocabName, Vocabulary},
};

fn pos(fen: &str) -> Chess {
    fen.parse::<Fen>()
        .unwrap()
        .into_position(CastlingMode::Standard)
        .unwrap()
}

fn run(fen: &str, text: &str) -> Result<Move, MoveError> {
    resolve(
        &pos(fen),
        &parse(text, Vocabulary::builtin(VocabName::FideD)).unwrap(),
    )
}

#[test]
fn never_auto_queens() {
    let fen = "4k3/P7/8/8/8/8/8/4K3 w - - 0 1";
    assert_eq!(
        run(fen, "a8"),
        Err(MoveError::Illegal(Illegal::PromotionMissing(Square::A8)))
    );
    assert!(run(fen, "a8=Q").is_ok());
}

#[test]
fn ambiguity_lists_every_candidate() {
    let Err(MoveError::Ambiguous(moves)) =
        run("4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1", "Springer David zwei")
    else {
        panic!("not ambiguous");
    };
    let from: Vec<Square> = moves.iter().filter_map(|m| m.from()).collect();
    assert_eq!(from.len(), 2);
    assert!(from.contains(&Square::B1) && from.contains(&Square::F1));
}

#[test]
fn castling_reasons() {
    assert_eq!(
        run("r3k2r/8/8/8/8/8/8/R3K2R w Qkq - 0 1", "Kurze Rochade"),
        Err(MoveError::Illegal(Illegal::CastlingRightLost(
            CastlingSide::KingSide
        )))
    );
    assert_eq!(
        run(
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            "O-O"
        ),
        Err(MoveError::Illegal(Illegal::CastlingBlocked(
            CastlingSide::KingSide
        )))
    );
}

#[test]
fn game_over_accepts_nothing() {
    // Fool's mate: white is mated.
    let fen = "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3";
    assert_eq!(run(fen, "e4"), Err(MoveError::Illegal(Illegal::GameOver)));
}

#[test]
fn a_king_two_squares_is_castling() {
    let fen = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
    let m = run(fen, "Ke1g1").unwrap();
    assert_eq!(m.castling_side(), Some(CastlingSide::KingSide));
    let m = run(fen, "e1c1").unwrap();
    assert_eq!(m.castling_side(), Some(CastlingSide::QueenSide));
}
