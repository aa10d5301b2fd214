//! Unit tests of the resolver: reasons, ambiguity and the no-auto-queen rule.

use shakmaty::{CastlingMode, CastlingSide, Chess, File, Rank, Role, Square, fen::Fen};

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

#[test]
fn a_pawn_without_its_file_moves_along_it_and_never_captures() {
    // Appendix C.9.3: a capture names the file it leaves.
    let fen = "4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1";
    for text in ["d5", "David fünf", "xd5", "Bauer schlägt David fünf"] {
        assert_eq!(
            run(fen, text),
            Err(MoveError::Illegal(Illegal::PawnCaptureWithoutFile {
                from: Square::E4,
                other: None,
                to: Square::D5,
                promotion: None,
            })),
            "{text}"
        );
    }
    assert!(run(fen, "ed5").is_ok_and(|m| m.is_capture()));
    assert!(run(fen, "e5").is_ok_and(|m| !m.is_capture()));
    // Two pawns could take: both are named.
    let two = "4k3/8/8/3p4/2P1P3/8/8/4K3 w - - 0 1";
    assert!(matches!(
        run(two, "d5"),
        Err(MoveError::Illegal(Illegal::PawnCaptureWithoutFile {
            other: Some(_),
            ..
        }))
    ));
    // En passant and a capture that promotes alike.
    let ep = "4k3/8/8/4Pp2/8/8/8/4K3 w - f6 0 1";
    assert!(matches!(
        run(ep, "f6"),
        Err(MoveError::Illegal(Illegal::PawnCaptureWithoutFile { .. }))
    ));
    assert!(run(ep, "exf6").is_ok_and(|m| m.is_en_passant()));
    let promo = "4k3/8/8/8/8/8/1p6/R3K3 b - - 0 1";
    assert_eq!(
        run(promo, "a1=Q"),
        Err(MoveError::Illegal(Illegal::PawnCaptureWithoutFile {
            from: Square::B2,
            other: None,
            to: Square::A1,
            promotion: Some(Role::Queen),
        }))
    );
    // A pawn that can go straight there still does.
    assert!(run("4k3/8/8/2p5/3P4/8/8/4K3 w - - 0 1", "d5").is_ok_and(|m| !m.is_capture()));
}

#[test]
fn a_king_move_from_another_file_or_rank_is_no_castling() {
    let fen = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
    for (text, want) in [
        (
            "Kcg1",
            Illegal::NoSuchPieceOnFile {
                role: Role::King,
                file: File::C,
            },
        ),
        (
            "Kag1",
            Illegal::NoSuchPieceOnFile {
                role: Role::King,
                file: File::A,
            },
        ),
        (
            "K7g1",
            Illegal::NoSuchPieceOnRank {
                role: Role::King,
                rank: Rank::Seventh,
            },
        ),
        (
            "König Cesar Gustav eins",
            Illegal::NoSuchPieceOnFile {
                role: Role::King,
                file: File::C,
            },
        ),
        (
            "König Anna Cesar eins",
            Illegal::NoSuchPieceOnFile {
                role: Role::King,
                file: File::A,
            },
        ),
    ] {
        assert_eq!(run(fen, text), Err(MoveError::Illegal(want)), "{text}");
    }
    for text in ["Keg1", "K1g1", "Ke1g1", "Kg1", "König Eva eins Gustav eins"] {
        let m = run(fen, text).unwrap_or_else(|e| panic!("{text}: {e}"));
        assert_eq!(m.castling_side(), Some(CastlingSide::KingSide), "{text}");
    }
}

#[test]
fn a_departure_square_without_a_piece_of_ours_says_so() {
    let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    assert_eq!(
        run(start, "a3h5"),
        Err(MoveError::Illegal(Illegal::NoPieceOn {
            square: Square::A3,
            theirs: None
        }))
    );
    assert_eq!(
        run(start, "b8c6"),
        Err(MoveError::Illegal(Illegal::NoPieceOn {
            square: Square::B8,
            theirs: Some(Role::Knight)
        }))
    );
}
