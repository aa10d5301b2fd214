//! Syntax: typed or spoken words → a position-free [`MoveIntent`], like shakmaty's `San`.
//!
//! Pure. Two readings are tried on every input and a resolver against the position picks among
//! them: `notation` for the compact typed forms (SAN, long algebraic, UCI, with the
//! vocabulary's piece letters, figurines, `x`, `+`, `#`, `e.p.`, `=Q`), and `spoken` for word
//! sequences ("Springer Gustav eins Felix drei", "caballo efe tres", "Echo four"). The success
//! path allocates nothing: words live in fixed buffers and intents are `Copy`.
//!
//! The grammar, in the EBNF of `grammars/move.ebnf`:
//!
//! ```text
//! input    = notation | spoken
//! spoken   = castle [suffix] | [piece] [origin] [capture] square [en-passant] [promotion] [suffix]
//! origin   = square | file | rank
//! promotion= [promotion-word] piece
//! suffix   = check | mate | check mate
//! ```

mod error;
mod notation;
mod spoken;

use shakmaty::{CastlingSide, File, Rank, Role, Square};

pub use error::{Expected, ParseError};

use crate::vocab::{
    Vocabulary,
    normalize::{self, Words},
};

/// What a player said or typed, before it is checked against a position.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum MoveIntent {
    /// "Kurze Rochade", "O-O-O".
    Castle(CastlingSide),
    /// Any other move.
    Piece(PieceMove),
}

/// A move of a piece to a square, with whatever the player said about where it comes from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct PieceMove {
    /// The piece named; `None` when none was: a pawn, unless a full departure square is given
    /// (long algebraic "e2e4", UCI "g1f3"), where it is whatever stands there.
    pub role: Option<Role>,
    /// The departure file, if said.
    pub from_file: Option<File>,
    /// The departure rank, if said.
    pub from_rank: Option<Rank>,
    /// Whether a capture was said ("schlägt", "x"); captures need not be said (C.9).
    pub capture: bool,
    /// The arrival square.
    pub to: Square,
    /// The promotion piece, if said.
    pub promotion: Option<Role>,
    /// Whether "en passant" was said.
    pub en_passant: bool,
}

impl PieceMove {
    /// The departure square, when both file and rank were given.
    pub fn from(&self) -> Option<Square> {
        Some(Square::from_coords(self.from_file?, self.from_rank?))
    }
}

/// Where a moving piece was said to come from: a whole square, a file, a rank, or nothing.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Origin {
    Square(Square),
    File(File),
    Rank(Rank),
    None,
}

impl Origin {
    /// The departure file and rank it names.
    fn coords(self) -> (Option<File>, Option<Rank>) {
        match self {
            Origin::Square(sq) => (Some(sq.file()), Some(sq.rank())),
            Origin::File(f) => (Some(f), None),
            Origin::Rank(r) => (None, Some(r)),
            Origin::None => (None, None),
        }
    }
}

/// The readings of one input, most likely first: at most three (typed letters that are also
/// file names give two notation readings; words with spaces also have a spoken reading).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Intents {
    readings: [Option<MoveIntent>; 3],
}

impl Intents {
    /// One reading.
    pub fn one(intent: MoveIntent) -> Intents {
        // Built whole rather than pushed into a default: a value assembled from stores of
        // different widths cannot be read back at once without a store-forwarding stall.
        Intents {
            readings: [Some(intent), None, None],
        }
    }

    fn push(&mut self, intent: MoveIntent) {
        if self.readings[0].is_none() {
            self.readings[0] = Some(intent);
            return;
        }
        if self.readings.iter().flatten().any(|r| *r == intent) {
            return;
        }
        if let Some(slot) = self.readings.iter_mut().find(|r| r.is_none()) {
            *slot = Some(intent);
        }
    }

    /// The readings, most likely first.
    pub fn iter(&self) -> impl Iterator<Item = &MoveIntent> {
        self.readings.iter().flatten()
    }

    /// The most likely reading.
    pub fn first(&self) -> Option<&MoveIntent> {
        self.iter().next()
    }

    fn is_empty(&self) -> bool {
        self.readings[0].is_none()
    }
}

/// Parses typed or spoken text into its possible move intents.
///
/// Case, accents, hyphens and punctuation do not matter; filler words of the vocabulary are
/// skipped. Typed SAN letters are those of the vocabulary's language only; Appendix D words,
/// NATO file names, bare letters and digits are understood in every vocabulary.
///
/// # Errors
///
/// A [`ParseError`] naming the word that is wrong and what was expected there.
pub fn parse(text: &str, vocab: &Vocabulary) -> Result<Intents, ParseError> {
    let mut words = Words::new();
    words.read(text).map_err(|_| ParseError::TooLong)?;
    if words.is_empty() {
        return Err(ParseError::Empty);
    }
    let upper_first = words.upper_first().unwrap_or(false);
    let typed = notation::parse(&words, vocab.letters(), upper_first);
    let spoken = spoken::parse(&words, vocab);
    // With spaces between words, the words are probably spoken ones ("be cuatro" is b4, not
    // b×e4); without, the text is probably notation.
    let spaced = words.is_spaced();
    if let (Ok(intent), None) = (spoken, typed) {
        return Ok(Intents::one(intent));
    }
    let mut intents = Intents::default();
    if spaced && let Ok(intent) = spoken {
        intents.push(intent);
    }
    for intent in typed.iter().flat_map(Intents::iter) {
        intents.push(*intent);
    }
    if let Ok(intent) = spoken {
        intents.push(intent);
    }
    if !intents.is_empty() {
        return Ok(intents);
    }
    match spoken {
        // Report the spoken error when the words got somewhere as words, or were meant as words;
        // a single compact token with digits was meant as notation.
        Err(failure)
            if failure.word_position() > 1
                || spaced
                || !text.contains(|c: char| c.is_ascii_digit()) =>
        {
            Err(spoken::describe(&words, failure))
        }
        _ => Err(ParseError::Notation {
            text: words.compact(&mut [0; normalize::MAX_TEXT]).to_owned(),
        }),
    }
}

#[cfg(test)]
mod tests;
