//! How the typed values inside an [`super::Action`] are written in the journal and on the link
//! (serde `with` modules): a side as `white`/`black`, a square as `e4`, a time as nanoseconds,
//! a result in the Laws' fixed form (`white wins arbiter`), a vocabulary by its name. Each is a
//! value's own fixed form, never a seat's words, so a journal reads back whatever the grammars
//! of the program that reads it.
//!
//! Pure.

use std::time::Duration;

use serde::{Deserialize, Deserializer, Serialize, Serializer, de::Error as _};

/// A side: `white` or `black`.
pub mod color {
    use super::*;
    use shakmaty::Color;

    /// Writes the side.
    pub fn serialize<S: Serializer>(c: &Color, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(if *c == Color::White { "white" } else { "black" })
    }

    /// Reads the side.
    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Color, D::Error> {
        match String::deserialize(d)?.as_str() {
            "white" => Ok(Color::White),
            "black" => Ok(Color::Black),
            other => Err(D::Error::custom(format!(
                "'{other}' is no side: white or black"
            ))),
        }
    }
}

/// A square: `e4`.
pub mod square {
    use super::*;
    use shakmaty::Square;

    /// Writes the square.
    pub fn serialize<S: Serializer>(sq: &Square, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(sq)
    }

    /// Reads the square.
    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Square, D::Error> {
        let text = String::deserialize(d)?;
        text.parse()
            .map_err(|_| D::Error::custom(format!("'{text}' is no square")))
    }
}

/// A time: nanoseconds.
pub mod nanos {
    use super::*;

    /// Writes the time.
    pub fn serialize<S: Serializer>(t: &Duration, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_u64(u64::try_from(t.as_nanos()).unwrap_or(u64::MAX))
    }

    /// Reads the time.
    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Duration, D::Error> {
        u64::deserialize(d).map(Duration::from_nanos)
    }
}

/// A time that may be given: nanoseconds, or nothing.
pub mod maybe_nanos {
    use super::*;

    /// Writes the time.
    pub fn serialize<S: Serializer>(t: &Option<Duration>, s: S) -> Result<S::Ok, S::Error> {
        t.map(|t| u64::try_from(t.as_nanos()).unwrap_or(u64::MAX))
            .serialize(s)
    }

    /// Reads the time.
    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Option<Duration>, D::Error> {
        Option::<u64>::deserialize(d).map(|t| t.map(Duration::from_nanos))
    }
}

/// Time added or taken: signed nanoseconds.
pub mod delta {
    use super::*;
    use crate::clock::TimeDelta;

    /// Writes the change.
    pub fn serialize<S: Serializer>(t: &TimeDelta, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_i64(t.as_signed_nanos())
    }

    /// Reads the change.
    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<TimeDelta, D::Error> {
        i64::deserialize(d).map(TimeDelta::from_signed_nanos)
    }
}

/// A result in the Laws' fixed form: `white wins arbiter`, `draw agreement`.
pub mod result {
    use super::*;
    use crate::game::GameResult;

    /// Writes the result.
    pub fn serialize<S: Serializer>(r: &GameResult, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(r)
    }

    /// Reads the result.
    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<GameResult, D::Error> {
        let text = String::deserialize(d)?;
        GameResult::parse(&text).ok_or_else(|| D::Error::custom(format!("'{text}' is no result")))
    }
}

/// A claim's rule: `threefold` or `fifty`.
pub mod claim {
    use super::*;
    use crate::game::ClaimKind;

    /// Writes the rule.
    pub fn serialize<S: Serializer>(k: &ClaimKind, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(k.word())
    }

    /// Reads the rule.
    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<ClaimKind, D::Error> {
        let text = String::deserialize(d)?;
        ClaimKind::from_word(&text)
            .ok_or_else(|| D::Error::custom(format!("'{text}' is no claim: threefold or fifty")))
    }
}

/// A vocabulary, by its name (`fide-d`, `de`).
pub mod vocab {
    use super::*;
    use crate::vocab::VocabName;

    /// Writes the vocabulary's name.
    pub fn serialize<S: Serializer>(v: &VocabName, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(v.as_str())
    }

    /// Reads it.
    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<VocabName, D::Error> {
        let text = String::deserialize(d)?;
        text.parse()
            .map_err(|_| D::Error::custom(format!("'{text}' is no vocabulary")))
    }
}

/// The squares where an e-board differs from the record: each `[square, shown, should]`, a
/// piece as its FEN letter, an empty square as `-`.
pub mod off_squares {
    use super::*;
    use crate::table::eboard::OffSquare;
    use shakmaty::Piece;

    fn letter(piece: Option<Piece>) -> char {
        piece.map_or('-', Piece::char)
    }

    fn piece<E: serde::de::Error>(c: char) -> Result<Option<Piece>, E> {
        match c {
            '-' => Ok(None),
            c => Piece::from_char(c)
                .map(Some)
                .ok_or_else(|| E::custom(format!("'{c}' is no piece"))),
        }
    }

    /// Writes the squares.
    pub fn serialize<S: Serializer>(squares: &[OffSquare], s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(
            squares
                .iter()
                .map(|o| (o.square.to_string(), letter(o.shown), letter(o.should))),
        )
    }

    /// Reads them.
    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Vec<OffSquare>, D::Error> {
        Vec::<(String, char, char)>::deserialize(d)?
            .into_iter()
            .map(|(square, shown, should)| {
                Ok(OffSquare {
                    square: square
                        .parse()
                        .map_err(|_| D::Error::custom(format!("'{square}' is no square")))?,
                    shown: piece(shown)?,
                    should: piece(should)?,
                })
            })
            .collect()
    }
}
