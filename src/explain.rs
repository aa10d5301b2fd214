//! Puts parse and move errors into words the player hears or reads, in the UI language, with
//! pieces and squares in the announcement style ("Which Springer: Springer Gustav eins or
//! Springer David zwei?").
//!
//! Pure: Fluent formatting of values.

use shakmaty::{CastlingSide, Chess, Role};

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
        MoveError::Ambiguous(candidates) => {
            let or = format!(" {} ", loc.text("move-or"));
            let list: Vec<String> = candidates.iter().map(|m| ann.origin(pos, m)).collect();
            let role = candidates.first().map_or(Role::Pawn, |m| m.role());
            loc.format(
                "move-ambiguous",
                &[
                    ("piece", Arg::Str(ann.piece(role))),
                    ("candidates", Arg::Str(&list.join(&or))),
                ],
            )
        }
        MoveError::Illegal(reason) => illegal(loc, ann, reason),
    }
}

fn illegal(loc: &Localizer, ann: &Announcer, reason: &Illegal) -> String {
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
                    ("square", Arg::Str(&square)),
                ],
            )
        }
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
        Illegal::NotAPromotion => loc.text("move-not-promotion"),
        Illegal::BadPromotionPiece(role) => loc.format(
            "move-bad-promotion",
            &[("piece", Arg::Str(ann.piece(role)))],
        ),
    }
}
