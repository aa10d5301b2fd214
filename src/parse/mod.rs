//! Syntax: typed or spoken words → a position-free [`MoveIntent`], like shakmaty's `San`.
//!
//! Pure. Two readings are tried on every input and a resolver against the position picks among
//! them: `notation` for the compact typed forms (SAN, long algebraic, UCI, with the
//! vocabulary's piece letters, figurines, `x`, `+`, `#`, `e.p.`, `=Q`), and `spoken` for word
//! sequences ("Springer Gustav eins Felix drei", "caballo efe tres", "Echo four"). The success
//! path allocates nothing: words live in fixed buffers and intents are `Copy`.
//!
//! The grammar is `grammars/move.ebnf`, the one statement of it: this module is its rule
//! `input = notation | spoken`, and picks the reading that decides (see [`Intents`]);
//! `notation` and `spoken` cite the rules they implement.

mod error;
mod notation;
mod spoken;

use shakmaty::{CastlingSide, File, Rank, Role, Square};

pub use error::{Expected, ParseError};

use crate::vocab::{Vocabulary, normalize::NormalizedWords};

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

/// The readings of one input: the one that decides, and perhaps another that is only asked
/// about.
///
/// One reading decides, so that an illegal move is refused with its own reason and never
/// becomes another reading's legal move: for compact text the typed reading (whose letter case
/// picks piece or pawn, see `notation::parse`) and no other, for words with spaces the spoken
/// reading ("Be 3" in Galician is b3). The other reading, a typed one of spaced words that
/// begins with a capital ("Be 3", the bishop), never decides, but when it gives a legal move
/// too, another one, the player is asked which was meant.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Intents {
    readings: [Option<MoveIntent>; 2],
}

impl Intents {
    /// One reading.
    pub fn one(intent: MoveIntent) -> Intents {
        Intents {
            readings: [Some(intent), None],
        }
    }

    fn push(&mut self, intent: MoveIntent) {
        if !self.readings.contains(&Some(intent))
            && let Some(slot) = self.readings.iter_mut().find(|r| r.is_none())
        {
            *slot = Some(intent);
        }
    }

    /// Every reading, the deciding one first.
    pub fn iter(&self) -> impl Iterator<Item = &MoveIntent> {
        self.readings.iter().flatten()
    }

    /// The reading that decides.
    pub fn first(&self) -> Option<&MoveIntent> {
        self.readings[0].as_ref()
    }

    /// The reading that is only asked about.
    pub fn doubt(&self) -> Option<&MoveIntent> {
        self.readings[1].as_ref()
    }

    fn is_empty(&self) -> bool {
        self.readings[0].is_none()
    }
}

/// Parses typed or spoken text into its possible move intents.
///
/// Accents, hyphens and punctuation do not matter, nor does case, but for one thing: a typed
/// letter that is both a piece and a file is a piece when capital, a file when small (see
/// [`Intents::doubt`]). Text without spaces that has a digit is notation only ("Be3", "ce4"
/// are never spoken file names); spoken words are read where words are spaced, or where there
/// is no digit ("Springer-eff-drei"). Filler words of the vocabulary are skipped. Typed SAN
/// letters are those of the vocabulary's language only; Appendix D words, NATO file names,
/// bare letters and digits are understood in every vocabulary.
///
/// # Errors
///
/// A [`ParseError`] naming the word that is wrong and what was expected there.
pub fn parse(text: &str, vocab: &Vocabulary) -> Result<Intents, ParseError> {
    let mut words = NormalizedWords::new();
    words.read(text).map_err(|_| ParseError::TooLong)?;
    if words.is_empty() {
        return Err(ParseError::Empty);
    }
    // A capital says "piece" only where other letters are small: in "B1C3", typed with caps
    // lock, case says nothing, and it reads as the small letters would.
    let upper_first = words.upper_first().unwrap_or(false)
        && words.may_be_notation()
        && text
            .chars()
            .filter(|c| c.is_alphabetic())
            .skip(1)
            .any(char::is_lowercase);
    let typed = notation::parse(&words, vocab.letters(), upper_first);
    // Text without spaces that holds a digit is notation and nothing else: a spoken file name
    // is never read inside it ("Be3" in German is no "be drei", "ce4" no "ce vier").
    if !words.is_spaced() && words.has_digit() {
        return match typed {
            Some(intent) => Ok(Intents::one(intent)),
            None => Err(ParseError::Notation {
                text: text.trim().to_owned(),
            }),
        };
    }
    let spoken = spoken::parse(&words, vocab);
    if let (Ok(intent), None) = (spoken, typed) {
        return Ok(Intents::one(intent));
    }
    let mut intents = Intents::default();
    // With spaces between words, the words are probably spoken ones ("be cuatro" is b4, not
    // b×e4); without (and without a digit: "Springer-eff-drei", "0-0"), a spoken reading is
    // taken only when there is no typed one.
    match spoken {
        Ok(intent) if words.is_spaced() => {
            intents.push(intent);
            // A capital letter may name a piece ("Be 3": the Galician bishop, or b3?).
            if upper_first {
                typed.into_iter().for_each(|t| intents.push(t));
            }
        }
        _ => {
            typed.into_iter().for_each(|t| intents.push(t));
            if let Ok(intent) = spoken
                && intents.is_empty()
            {
                intents.push(intent);
            }
        }
    }
    if !intents.is_empty() {
        return Ok(intents);
    }
    match spoken {
        // Report the spoken error when the words got somewhere as words, or were meant as words;
        // a single compact token with digits was meant as notation.
        Err(failure)
            if failure.word_position() > 1
                || words.is_spaced()
                || !text.contains(|c: char| c.is_ascii_digit()) =>
        {
            Err(spoken::describe(&words, failure))
        }
        _ => Err(ParseError::Notation {
            text: text.trim().to_owned(),
        }),
    }
}

#[cfg(test)]
mod tests;
