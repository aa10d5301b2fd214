//! Puts parse and move errors into words the player hears or reads, in the UI language, with
//! pieces and squares in the announcement style ("Which Springer: Springer Gustav eins or
//! Springer David zwei?").
//!
//! Pure: Fluent formatting of values.

use shakmaty::{CastlingSide, Chess, Position, Role, Square};

use crate::{
    announce::Announcer,
    i18n::{Arg, Localizer},
    parse::ParseError,
    resolve::{Illegal, MoveError},
};

/// Explains why a text is not a move.
pub fn parse_error(loc: &Localizer, error: &ParseError) -> String {
    match error {
        ParseError::Empty => loc.text("parse-empty"),
        ParseError::TooLong => loc.text("parse-too-long"),
        ParseError::UnknownWord {
            word,
            position,
            expected,
        } => loc.format(
            "parse-unknown-word",
            &[
                ("word", Arg::Str(word)),
                ("position", Arg::Num(*position as i64)),
                ("expected", Arg::Str(&loc.text(expected.id()))),
            ],
        ),
        ParseError::UnexpectedWord {
            word,
            position,
            expected,
        } => loc.format(
            "parse-unexpected-word",
            &[
                ("word", Arg::Str(word)),
                ("position", Arg::Num(*position as i64)),
                ("expected", Arg::Str(&loc.text(expected.id()))),
            ],
        ),
        ParseError::Incomplete { expected } => loc.format(
            "parse-incomplete",
            &[("expected", Arg::Str(&loc.text(expected.id())))],
        ),
        ParseError::Notation { text } => loc.format("parse-notation", &[("text", Arg::Str(text))]),
    }
}

/// Explains why an understood move cannot be played in `pos`.
pub fn move_error(loc: &Localizer, ann: &Announcer, pos: &Chess, error: &MoveError) -> String {
    match error {
        MoveError::Ambiguous(candidates) if !same_role(candidates) => {
            // Two readings of the words, each a different piece's move: name whole moves.
            let or = format!(" {} ", loc.text("move-or"));
            let list: Vec<String> = candidates.iter().map(|m| ann.announce(pos, m)).collect();
            loc.format(
                "move-ambiguous-reading",
                &[("candidates", Arg::Str(&list.join(&or)))],
            )
        }
        MoveError::Ambiguous(candidates) => {
            let or = format!(" {} ", loc.text("move-or"));
            let list: Vec<String> = candidates.iter().map(|m| ann.origin(pos, m)).collect();
            let role = candidates.first().map_or(Role::Pawn, |m| m.role());
            loc.format(
                "move-ambiguous",
                &[
                    ("piece", Arg::Str(ann.piece(role))),
                    ("role", Arg::Str(role_id(role))),
                    ("candidates", Arg::Str(&list.join(&or))),
                ],
            )
        }
        MoveError::Illegal(reason) => illegal(loc, ann, pos, reason),
    }
}

/// The piece's kind as the messages select on it, so that each language can agree its words
/// with the piece's gender ("Kein Springer", "Keine Dame").
fn role_id(role: Role) -> &'static str {
    match role {
        Role::King => "king",
        Role::Queen => "queen",
        Role::Rook => "rook",
        Role::Bishop => "bishop",
        Role::Knight => "knight",
        Role::Pawn => "pawn",
    }
}

fn same_role(moves: &[shakmaty::Move]) -> bool {
    moves.windows(2).all(|w| w[0].role() == w[1].role())
}

fn illegal(loc: &Localizer, ann: &Announcer, pos: &Chess, reason: &Illegal) -> String {
    let castle = |side: CastlingSide| -> &'static str {
        match side {
            CastlingSide::KingSide => "castling-short",
            CastlingSide::QueenSide => "castling-long",
        }
    };
    match *reason {
        Illegal::GameOver => loc.text("move-game-over"),
        Illegal::NoSuchPiece { role, from } => {
            let square = from.map_or_else(|| "none".to_owned(), |sq| ann.square(sq));
            loc.format(
                "move-no-such-piece",
                &[
                    ("piece", Arg::Str(ann.piece(role))),
                    ("role", Arg::Str(role_id(role))),
                    ("square", Arg::Str(&square)),
                ],
            )
        }
        Illegal::NoSuchPieceOnFile { role, file } => loc.format(
            "move-no-such-piece-on-file",
            &[
                ("piece", Arg::Str(ann.piece(role))),
                ("role", Arg::Str(role_id(role))),
                ("file", Arg::Str(&ann.file_name(file))),
            ],
        ),
        Illegal::NoSuchPieceOnRank { role, rank } => loc.format(
            "move-no-such-piece-on-rank",
            &[
                ("piece", Arg::Str(ann.piece(role))),
                ("role", Arg::Str(role_id(role))),
                ("rank", Arg::Str(&ann.rank_name(rank))),
            ],
        ),
        Illegal::Pinned { role, from } => loc.format(
            "move-pinned",
            &[
                ("piece", Arg::Str(ann.piece(role))),
                ("role", Arg::Str(role_id(role))),
                ("square", Arg::Str(&ann.square(from))),
            ],
        ),
        Illegal::KingToAttacked(sq) => loc.format(
            "move-king-to-attacked",
            &[("square", Arg::Str(&ann.square(sq)))],
        ),
        Illegal::OwnPieceOnTarget(sq) => {
            loc.format("move-own-piece", &[("square", Arg::Str(&ann.square(sq)))])
        }
        Illegal::NothingToCapture(sq) => loc.format(
            "move-nothing-to-capture",
            &[("square", Arg::Str(&ann.square(sq)))],
        ),
        Illegal::NotEnPassant => loc.text("move-not-en-passant"),
        Illegal::CannotReach { role, to } => loc.format(
            "move-cannot-reach",
            &[
                ("piece", Arg::Str(ann.piece(role))),
                ("role", Arg::Str(role_id(role))),
                ("square", Arg::Str(&ann.square(to))),
            ],
        ),
        Illegal::LeavesKingInCheck => loc.text("move-king-in-check"),
        Illegal::CastlingRightLost(side) => loc.format(
            "castling-right-lost",
            &[("castling", Arg::Str(&loc.text(castle(side))))],
        ),
        Illegal::CastlingBlocked(side) => loc.format(
            "castling-blocked",
            &[("castling", Arg::Str(&loc.text(castle(side))))],
        ),
        Illegal::CastlingInCheck(side) => loc.format(
            "castling-in-check",
            &[("castling", Arg::Str(&loc.text(castle(side))))],
        ),
        Illegal::CastlingThroughCheck(side) => loc.format(
            "castling-through-check",
            &[("castling", Arg::Str(&loc.text(castle(side))))],
        ),
        Illegal::PromotionMissing(sq) => {
            let choices: Vec<&str> = [Role::Queen, Role::Rook, Role::Bishop, Role::Knight]
                .map(|r| ann.piece(r))
                .to_vec();
            loc.format(
                "move-promotion-missing",
                &[
                    ("square", Arg::Str(&ann.square(sq))),
                    ("choices", Arg::Str(&choices.join(", "))),
                ],
            )
        }
        Illegal::PawnCaptureWithoutFile {
            from,
            other,
            to,
            promotion,
        } => {
            // The captures it may have meant, in the words of the announcements.
            let meant = |from: Square| {
                pos.san_candidates(Role::Pawn, to)
                    .into_iter()
                    .find(|m| {
                        m.from() == Some(from)
                            && (promotion.is_none() || m.promotion() == promotion)
                    })
                    .map(|m| ann.announce(pos, &m))
            };
            let or = format!(" {} ", loc.text("move-or"));
            let list: Vec<String> = [Some(from), other]
                .into_iter()
                .flatten()
                .filter_map(meant)
                .collect();
            loc.format(
                "move-pawn-capture-without-file",
                &[
                    ("square", Arg::Str(&ann.square(to))),
                    ("candidates", Arg::Str(&list.join(&or))),
                ],
            )
        }
        Illegal::NoPieceOn { square, theirs } => loc.format(
            "move-no-piece-on",
            &[
                ("square", Arg::Str(&ann.square(square))),
                ("piece", Arg::Str(theirs.map_or("none", |r| ann.piece(r)))),
                ("role", Arg::Str(theirs.map_or("none", role_id))),
            ],
        ),
        Illegal::NotAPromotion => loc.text("move-not-promotion"),
        Illegal::BadPromotionPiece(role) => loc.format(
            "move-bad-promotion",
            &[
                ("piece", Arg::Str(ann.piece(role))),
                ("role", Arg::Str(role_id(role))),
            ],
        ),
    }
}

#[cfg(test)]
mod tests {
    use shakmaty::{CastlingSide, Chess, Position, Role, Square};

    use super::*;
    use crate::{announce::Style, i18n::Lang, parse::Expected, vocab::VocabName};

    fn every_error() -> (Vec<ParseError>, Vec<MoveError>) {
        let parse = vec![
            ParseError::Empty,
            ParseError::TooLong,
            ParseError::UnknownWord {
                word: "flix".into(),
                position: 2,
                expected: Expected::Square,
            },
            ParseError::UnexpectedWord {
                word: "wird".into(),
                position: 3,
                expected: Expected::End,
            },
            ParseError::Incomplete {
                expected: Expected::Rank,
            },
            ParseError::Notation { text: "nf9".into() },
        ];
        let pos = Chess::default();
        let two_knights: Vec<_> = pos
            .legal_moves()
            .into_iter()
            .filter(|m| m.role() == Role::Knight)
            .take(2)
            .collect();
        let mut moves = vec![MoveError::Ambiguous(two_knights.into())];
        for reason in [
            Illegal::GameOver,
            Illegal::NoSuchPiece {
                role: Role::Knight,
                from: None,
            },
            Illegal::NoSuchPiece {
                role: Role::Knight,
                from: Some(Square::E1),
            },
            Illegal::NoSuchPieceOnFile {
                role: Role::Pawn,
                file: shakmaty::File::B,
            },
            Illegal::NoSuchPieceOnRank {
                role: Role::Queen,
                rank: shakmaty::Rank::Second,
            },
            Illegal::Pinned {
                role: Role::Knight,
                from: Square::D2,
            },
            Illegal::KingToAttacked(Square::B3),
            Illegal::OwnPieceOnTarget(Square::E2),
            Illegal::NothingToCapture(Square::F3),
            Illegal::NotEnPassant,
            Illegal::CannotReach {
                role: Role::Knight,
                to: Square::F4,
            },
            Illegal::LeavesKingInCheck,
            Illegal::CastlingRightLost(CastlingSide::KingSide),
            Illegal::CastlingBlocked(CastlingSide::QueenSide),
            Illegal::CastlingInCheck(CastlingSide::KingSide),
            Illegal::CastlingThroughCheck(CastlingSide::KingSide),
            Illegal::PromotionMissing(Square::A8),
            Illegal::NotAPromotion,
            Illegal::BadPromotionPiece(Role::King),
            Illegal::PawnCaptureWithoutFile {
                from: Square::E2,
                other: Some(Square::C2),
                to: Square::D3,
                promotion: None,
            },
            Illegal::NoPieceOn {
                square: Square::A3,
                theirs: None,
            },
            Illegal::NoPieceOn {
                square: Square::A7,
                theirs: Some(Role::Pawn),
            },
            Illegal::NoSuchPiece {
                role: Role::Queen,
                from: Some(Square::E1),
            },
            Illegal::CannotReach {
                role: Role::Queen,
                to: Square::F4,
            },
        ] {
            moves.push(MoveError::Illegal(reason));
        }
        (parse, moves)
    }

    #[test]
    fn every_error_is_explained_in_every_language() {
        let (parse_errors, move_errors) = every_error();
        let pos = Chess::default();
        for lang in Lang::ALL {
            let loc = Localizer::new(lang).unwrap();
            let ann = Announcer::new(Style::Fide, VocabName::of_lang(lang));
            let texts = parse_errors
                .iter()
                .map(|e| parse_error(&loc, e))
                .chain(move_errors.iter().map(|e| move_error(&loc, &ann, &pos, e)));
            for text in texts {
                // A missing message or argument falls back to the bare message id.
                assert!(
                    !text.starts_with("parse-")
                        && !text.starts_with("move-")
                        && !text.contains("castling-"),
                    "{lang}: {text}"
                );
                assert!(
                    !text.contains('{') && !text.contains('\u{2068}'),
                    "{lang}: {text}"
                );
            }
        }
    }

    #[test]
    fn german_reasons_agree_with_the_piece() {
        let loc = Localizer::new(Lang::De).unwrap();
        let ann = Announcer::new(Style::Fide, VocabName::De);
        let pos = Chess::default();
        let say = |reason| move_error(&loc, &ann, &pos, &MoveError::Illegal(reason));
        let reach = |role| Illegal::CannotReach {
            role,
            to: Square::F6,
        };
        assert_eq!(
            say(reach(Role::Knight)),
            "Kein Springer kann nach Felix sechs ziehen."
        );
        assert_eq!(
            say(reach(Role::Queen)),
            "Keine Dame kann nach Felix sechs ziehen."
        );
        let on = |role| Illegal::NoSuchPieceOnFile {
            role,
            file: shakmaty::File::B,
        };
        assert!(say(on(Role::Rook)).ends_with("steht kein eigener Turm."));
        assert!(say(on(Role::Queen)).ends_with("steht keine eigene Dame."));
        let pinned = |role| Illegal::Pinned {
            role,
            from: Square::D2,
        };
        assert!(say(pinned(Role::Knight)).starts_with("Der Springer auf David zwei ist gefesselt"));
        assert!(say(pinned(Role::Queen)).starts_with("Die Dame auf David zwei ist gefesselt"));
        assert_eq!(
            say(Illegal::NoPieceOn {
                square: Square::A3,
                theirs: None
            }),
            "Auf Anna drei steht keine Figur."
        );
        for text in [say(reach(Role::Bishop)), say(on(Role::Pawn))] {
            assert!(!text.contains("Figur"), "{text}");
        }
    }

    #[test]
    fn a_pawn_capture_without_its_file_names_the_capture_meant() {
        use shakmaty::{CastlingMode, fen::Fen};
        let fen: Fen = "4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1".parse().unwrap();
        let pos: Chess = fen.into_position(CastlingMode::Standard).unwrap();
        let vocab = crate::vocab::Vocabulary::builtin(VocabName::FideD);
        let intents = crate::parse::parse("David fünf", vocab).unwrap();
        let error = crate::resolve::resolve(&pos, &intents).unwrap_err();
        let loc = Localizer::new(Lang::En).unwrap();
        let ann = Announcer::new(Style::Fide, VocabName::FideD);
        let text = move_error(&loc, &ann, &pos, &error);
        assert!(
            text.contains("names the file it leaves")
                && text.contains("Eva vier schlägt David fünf"),
            "{text}"
        );
    }

    #[test]
    fn ambiguity_asks_which_piece_in_appendix_d_words() {
        use shakmaty::{CastlingMode, fen::Fen};
        let fen: Fen = "4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1".parse().unwrap();
        let pos: Chess = fen.into_position(CastlingMode::Standard).unwrap();
        let vocab = crate::vocab::Vocabulary::builtin(VocabName::FideD);
        let intents = crate::parse::parse("Springer David zwei", vocab).unwrap();
        let error = crate::resolve::resolve(&pos, &intents).unwrap_err();
        let loc = Localizer::new(Lang::En).unwrap();
        let ann = Announcer::new(Style::Fide, VocabName::FideD);
        let text = move_error(&loc, &ann, &pos, &error);
        assert_eq!(
            text,
            "Ambiguous. Which Springer: Springer Bella eins or Springer Felix eins?"
        );
    }
}
