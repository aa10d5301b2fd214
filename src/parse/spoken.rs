//! The spoken reading: words looked up in the vocabulary, then a nom grammar over the tokens.
//!
//! Pure. Tokens are made in one pass (longest phrase first, filler words dropped, unknown words
//! kept so the grammar can say what was expected in their place), then matched with nom
//! against the rule `spoken` of `grammars/move.ebnf`; each function names the rule it reads.

use nom::{
    Err as NomErr, IResult, Parser,
    branch::alt,
    combinator::{cut, opt},
    error::{ErrorKind, ParseError as NomParseError},
};
use shakmaty::{CastlingSide, File, Rank, Role, Square};

use super::{Expected, MoveIntent, Origin, ParseError, PieceMove};
use crate::vocab::{
    Meaning, Vocabulary,
    normalize::{MAX_WORDS, NormalizedWords},
};

/// The longest phrase of any vocabulary, in words ("promociona a", "zamienia się na").
const MAX_PHRASE: usize = 4;

/// One word or phrase: its meaning (`None` for an unknown word), the word it starts at and how
/// many words it spans.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
struct Tok {
    meaning: Option<Meaning>,
    word: usize,
    len: usize,
}

type Toks<'a> = &'a [Tok];

/// Where the grammar failed: the furthest point any alternative reached.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Failure {
    /// Tokens left when failing; fewer means further.
    remaining: usize,
    found: Option<Tok>,
    expected: Expected,
}

impl NomParseError<Toks<'_>> for Failure {
    fn from_error_kind(input: Toks<'_>, _: ErrorKind) -> Self {
        Failure {
            remaining: input.len(),
            found: input.first().copied(),
            expected: Expected::End,
        }
    }

    fn append(_: Toks<'_>, _: ErrorKind, other: Self) -> Self {
        other
    }

    fn or(self, other: Self) -> Self {
        // Keep the alternative that got furthest. On a tie, one that had a whole move and only
        // expected the end says best what is wrong; otherwise the earlier, more specific one.
        if other.remaining < self.remaining
            || (other.remaining == self.remaining && other.expected == Expected::End)
        {
            other
        } else {
            self
        }
    }
}

type Res<'a, T> = IResult<Toks<'a>, T, Failure>;

fn fail<T>(input: Toks<'_>, expected: Expected) -> Res<'_, T> {
    Err(NomErr::Error(Failure {
        remaining: input.len(),
        found: input.first().copied(),
        expected,
    }))
}

/// Consumes one token whose meaning `pick` accepts.
fn token<'a, T>(
    expected: Expected,
    pick: impl Fn(Meaning) -> Option<T>,
) -> impl Fn(Toks<'a>) -> Res<'a, T> {
    move |input| match input.first().and_then(|t| t.meaning).and_then(&pick) {
        Some(value) => Ok((&input[1..], value)),
        None => fail(input, expected),
    }
}

fn file(input: Toks<'_>) -> Res<'_, File> {
    token(Expected::File, |m| {
        if let Meaning::File(f) = m {
            Some(f)
        } else {
            None
        }
    })(input)
}

fn rank(input: Toks<'_>) -> Res<'_, Rank> {
    token(Expected::Rank, |m| {
        if let Meaning::Rank(r) = m {
            Some(r)
        } else {
            None
        }
    })(input)
}

fn piece(input: Toks<'_>) -> Res<'_, Role> {
    token(Expected::Move, |m| {
        if let Meaning::Piece(r) = m {
            Some(r)
        } else {
            None
        }
    })(input)
}

/// Consumes one token of `meaning`.
fn word(meaning: Meaning) -> impl Fn(Toks<'_>) -> Res<'_, ()> {
    move |input| match input.first() {
        Some(tok) if tok.meaning == Some(meaning) => Ok((&input[1..], ())),
        _ => fail(input, Expected::End),
    }
}

/// `square = file rank`
fn square(input: Toks<'_>) -> Res<'_, Square> {
    let (input, f) = token(Expected::Square, |m| {
        if let Meaning::File(f) = m {
            Some(f)
        } else {
            None
        }
    })(input)?;
    let (input, r) = rank(input)?;
    Ok((input, Square::from_coords(f, r)))
}

/// `promotion = [ promotion-word ] piece`; after a promotion word the piece must follow.
fn promotion(input: Toks<'_>) -> Res<'_, Role> {
    alt((
        |i| {
            let (i, ()) = word(Meaning::Promotion)(i)?;
            cut(token(Expected::PromotionPiece, |m| {
                if let Meaning::Piece(r) = m {
                    Some(r)
                } else {
                    None
                }
            }))
            .parse(i)
        },
        piece,
    ))
    .parse(input)
}

/// `suffix = check [ mate ] | mate`; informational, so its value is dropped.
fn suffix(input: Toks<'_>) -> Res<'_, ()> {
    let (input, ()) = alt((word(Meaning::Mate), word(Meaning::Check))).parse(input)?;
    let (input, _) = opt(word(Meaning::Mate)).parse(input)?;
    Ok((input, ()))
}

fn end(input: Toks<'_>) -> Res<'_, ()> {
    if input.is_empty() {
        Ok((input, ()))
    } else {
        fail(input, Expected::End)
    }
}

/// `castle [ suffix ]`, then the end.
fn castle(input: Toks<'_>) -> Res<'_, MoveIntent> {
    let (input, side) = token(Expected::Move, |m| match m {
        Meaning::CastleShort => Some(CastlingSide::KingSide),
        Meaning::CastleLong => Some(CastlingSide::QueenSide),
        _ => None,
    })(input)?;
    let (input, _) = opt(suffix).parse(input)?;
    let (input, ()) = end(input)?;
    Ok((input, MoveIntent::Castle(side)))
}

/// `origin = square | file | rank`
fn origin(input: Toks<'_>) -> Res<'_, Origin> {
    alt((
        |i| square(i).map(|(i, s)| (i, Origin::Square(s))),
        |i| file(i).map(|(i, f)| (i, Origin::File(f))),
        |i| rank(i).map(|(i, r)| (i, Origin::Rank(r))),
    ))
    .parse(input)
}

/// `[ capture ] square`
fn target(input: Toks<'_>) -> Res<'_, (bool, Square)> {
    let (input, capture) = opt(word(Meaning::Capture)).parse(input)?;
    let (input, to) = square(input)?;
    Ok((input, (capture.is_some(), to)))
}

/// `[ piece ] [ origin ] [ capture ] square after-square`
///
/// Only the part before the arrival square has alternatives, so only that part is tried twice:
/// without a departure ("Springer Felix drei", the commonest) and with one ("Springer Gustav
/// eins Felix drei"). A square followed by a capture word or a file is a departure.
fn piece_move(input: Toks<'_>) -> Res<'_, MoveIntent> {
    let (input, role) = opt(piece).parse(input)?;
    let (input, (from, (capture, to))) = alt((no_departure, (origin, target))).parse(input)?;
    // Everything after the arrival square is optional, and most moves end there.
    let (input, (promotion, en_passant)) = if input.is_empty() {
        (input, (None, false))
    } else {
        after_square(input)?
    };
    let (from_file, from_rank) = from.coords();
    let intent = PieceMove {
        role,
        from_file,
        from_rank,
        capture,
        to,
        promotion,
        en_passant,
    };
    Ok((input, MoveIntent::Piece(intent)))
}

/// `[ capture ] square` with no departure before it: not when a file or a capture word follows,
/// for then the square was the departure.
fn no_departure(input: Toks<'_>) -> Res<'_, (Origin, (bool, Square))> {
    let departs = |tok: &Tok| matches!(tok.meaning, Some(Meaning::File(_) | Meaning::Capture));
    // The long form, told at a glance: fail as the test below would, without first reading the
    // departure square as an arrival.
    if let [file, rank, next, ..] = input
        && matches!(file.meaning, Some(Meaning::File(_)))
        && matches!(rank.meaning, Some(Meaning::Rank(_)))
        && departs(next)
    {
        return fail(&input[2..], Expected::End);
    }
    let (input, t) = target(input)?;
    match input.first() {
        Some(tok) if departs(tok) => fail(input, Expected::End),
        _ => Ok((input, (Origin::None, t))),
    }
}

/// `after-square = [ en-passant | promotion ] [ suffix ]`, then the end: an en passant capture
/// never promotes, so one of the two at most.
fn after_square(input: Toks<'_>) -> Res<'_, (Option<Role>, bool)> {
    let (input, extra) = opt(alt((
        |i| word(Meaning::EnPassant)(i).map(|(i, ())| (i, (None, true))),
        |i| promotion(i).map(|(i, role)| (i, (Some(role), false))),
    )))
    .parse(input)?;
    let (input, _) = opt(suffix).parse(input)?;
    let (input, ()) = end(input)?;
    Ok((input, extra.unwrap_or((None, false))))
}

fn spoken_move(input: Toks<'_>) -> Res<'_, MoveIntent> {
    // Castling is told by its first word and costs nothing to try; trying it last keeps the
    // piece move's account of an unknown first word ("expected a square").
    alt((piece_move, castle)).parse(input)
}

/// The words as tokens, longest phrase first, filler words dropped; an unknown word is a token
/// of its own, so that the grammar can say what was expected in its place.
fn tokenize(words: &NormalizedWords, vocab: &Vocabulary) -> ([Tok; MAX_WORDS], usize) {
    let mut toks = [Tok::default(); MAX_WORDS];
    let mut count = 0;
    let mut i = 0;
    while i < words.len() {
        let (len, meaning) = longest_phrase(words, vocab, i);
        if meaning != Some(Meaning::Filler) {
            toks[count] = Tok {
                meaning,
                word: i,
                len,
            };
            count += 1;
        }
        i += len;
    }
    (toks, count)
}

/// The longest phrase of the vocabulary starting at word `i`: how many words it takes and what
/// it means; one word and `None` for an unknown word.
fn longest_phrase(
    words: &NormalizedWords,
    vocab: &Vocabulary,
    i: usize,
) -> (usize, Option<Meaning>) {
    let mut longest = (1, None);
    for n in 1..=MAX_PHRASE.min(words.len() - i) {
        let Some(entry) = vocab.entry(words.run(i, n)) else {
            break;
        };
        if entry.meaning.is_some() {
            longest = (n, entry.meaning);
        }
        if !entry.starts_phrase {
            break;
        }
    }
    longest
}

/// Why the words are not a spoken move; cheap to make, turned into a [`ParseError`] only when
/// no other reading succeeds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct SpokenFailure(Option<Failure>);

impl SpokenFailure {
    /// The 1-based word where parsing failed; past the last word when the text ended early.
    pub(super) fn word_position(&self) -> usize {
        match self.0 {
            Some(Failure {
                found: Some(tok), ..
            }) => tok.word + 1,
            Some(Failure { found: None, .. }) => usize::MAX,
            None => 0,
        }
    }
}

/// Parses the words as a spoken move.
pub(super) fn parse(
    words: &NormalizedWords,
    vocab: &Vocabulary,
) -> Result<MoveIntent, SpokenFailure> {
    let (toks, count) = tokenize(words, vocab);
    let toks = &toks[..count];
    if toks.is_empty() {
        return Err(SpokenFailure(None));
    }
    match spoken_move(toks) {
        Ok((_, intent)) => Ok(intent),
        Err(NomErr::Error(f) | NomErr::Failure(f)) => Err(SpokenFailure(Some(f))),
        Err(NomErr::Incomplete(_)) => Err(SpokenFailure(None)),
    }
}

/// The error to report for a spoken reading that failed.
pub(super) fn describe(words: &NormalizedWords, failure: SpokenFailure) -> ParseError {
    let Some(failure) = failure.0 else {
        return ParseError::Empty;
    };
    let Some(tok) = failure.found else {
        let expected = if failure.expected == Expected::End {
            Expected::Move
        } else {
            failure.expected
        };
        return ParseError::Incomplete { expected };
    };
    let index = tok.word;
    let word = words.run(index, tok.len).to_owned();
    let position = index + 1;
    let expected = failure.expected;
    if tok.meaning.is_none() {
        ParseError::UnknownWord {
            word,
            position,
            expected,
        }
    } else {
        ParseError::UnexpectedWord {
            word,
            position,
            expected,
        }
    }
}
