//! Why a text is not a move: the word that is wrong and what was expected there.
//!
//! Pure. The `Display` forms are terse lowercase English for logs and the command line; speech
//! and the screen render [`ParseError`] through Fluent in the player's language.

use std::fmt;

/// What the parser expected at the point where the input went wrong.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Expected {
    /// The start of a move: a piece, a square or castling.
    Move,
    /// A square: a file then a rank.
    Square,
    /// A file name.
    File,
    /// A rank number.
    Rank,
    /// The piece a pawn promotes to.
    PromotionPiece,
    /// Nothing more: the move was complete.
    End,
}

impl Expected {
    /// The id fragment used by the Fluent messages, e.g. `expected-square`.
    pub fn id(self) -> &'static str {
        match self {
            Expected::Move => "expected-move",
            Expected::Square => "expected-square",
            Expected::File => "expected-file",
            Expected::Rank => "expected-rank",
            Expected::PromotionPiece => "expected-promotion-piece",
            Expected::End => "expected-end",
        }
    }
}

impl fmt::Display for Expected {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Expected::Move => "a piece, a square or castling",
            Expected::Square => "a square",
            Expected::File => "a file",
            Expected::Rank => "a rank",
            Expected::PromotionPiece => "the promotion piece",
            Expected::End => "the end of the move",
        })
    }
}

/// A text that is not a move.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum ParseError {
    /// Nothing was said.
    Empty,
    /// Far longer than any move.
    TooLong,
    /// A word no vocabulary knows.
    UnknownWord {
        /// The word, normalized.
        word: String,
        /// Its 1-based position among the words.
        position: usize,
        /// What could have stood there.
        expected: Expected,
    },
    /// A known word in a place where it makes no sense.
    UnexpectedWord {
        /// The word, normalized.
        word: String,
        /// Its 1-based position among the words.
        position: usize,
        /// What could have stood there.
        expected: Expected,
    },
    /// The text stopped before the move was complete.
    Incomplete {
        /// What is still missing.
        expected: Expected,
    },
    /// Compact text that is not algebraic notation.
    Notation {
        /// The text as typed (without the spaces around it), as the refusal quotes it.
        text: String,
    },
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParseError::Empty => f.write_str("nothing to parse"),
            ParseError::TooLong => f.write_str("too long to be a move"),
            ParseError::UnknownWord {
                word,
                position,
                expected,
            } => {
                write!(
                    f,
                    "unknown word '{word}' (word {position}): expected {expected}"
                )
            }
            ParseError::UnexpectedWord {
                word,
                position,
                expected,
            } => {
                write!(
                    f,
                    "unexpected word '{word}' (word {position}): expected {expected}"
                )
            }
            ParseError::Incomplete { expected } => {
                write!(f, "incomplete move: expected {expected}")
            }
            ParseError::Notation { text } => {
                write!(f, "'{text}' is not a move in algebraic notation")
            }
        }
    }
}

impl std::error::Error for ParseError {}
