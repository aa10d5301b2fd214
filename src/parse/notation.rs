//! The typed reading: SAN, long algebraic and UCI, with the vocabulary's piece letters.
//!
//! Pure. The normalized words are joined without spaces ("Ng1-f3" → "ng1f3", "exd6 e.p." →
//! "exd6ep", "e8=Q+" → "e8=q+") and matched with nom against the rule `notation` of
//! `grammars/move.ebnf`; each function names the rule it reads.
//!
//! Text is lower-cased before it gets here, so a letter that is both a piece letter and a file
//! (English "b", Spanish "a", "c", "d") gives two readings; the case the player typed decides
//! which one counts (see [`parse`]).

use nom::{
    IResult, Parser,
    branch::alt,
    bytes::complete::tag,
    character::complete::{anychar, char, satisfy},
    combinator::{eof, opt, value},
};
use shakmaty::{CastlingSide, File, Rank, Role, Square};

use super::{MoveIntent, Origin, PieceMove};
use crate::vocab::{
    Letters,
    normalize::{MAX_TEXT, NormalizedWords},
};

type Res<'a, T> = IResult<&'a str, T>;

/// `file-n`
fn file(input: &str) -> Res<'_, File> {
    let (input, c) = satisfy(|c| ('a'..='h').contains(&c)).parse(input)?;
    Ok((input, File::from_char(c).unwrap_or(File::A)))
}

/// `rank-n`
fn rank(input: &str) -> Res<'_, Rank> {
    let (input, c) = satisfy(|c| ('1'..='8').contains(&c)).parse(input)?;
    Ok((input, Rank::from_char(c).unwrap_or(Rank::First)))
}

/// `square-n = file-n rank-n`
fn square(input: &str) -> Res<'_, Square> {
    let (input, (f, r)) = (file, rank).parse(input)?;
    Ok((input, Square::from_coords(f, r)))
}

fn figurine(c: char) -> Option<Role> {
    Some(match c {
        '♔' | '♚' => Role::King,
        '♕' | '♛' => Role::Queen,
        '♖' | '♜' => Role::Rook,
        '♗' | '♝' => Role::Bishop,
        '♘' | '♞' => Role::Knight,
        '♙' | '♟' => Role::Pawn,
        _ => return None,
    })
}

/// `letter`: a piece letter of `letters`, or a `figurine`.
fn letter(letters: Letters) -> impl Fn(&str) -> Res<'_, Role> {
    move |input| {
        let (rest, c) = anychar(input)?;
        match figurine(c).or_else(|| letters.role(c)) {
            Some(role) => Ok((rest, role)),
            None => Err(nom::Err::Error(nom::error::Error::new(
                input,
                nom::error::ErrorKind::Char,
            ))),
        }
    }
}

/// `suffix-n`
fn suffix(input: &str) -> Res<'_, ()> {
    value((), alt((tag("++"), tag("+"), tag("#")))).parse(input)
}

/// `castle-n [ suffix-n ]`, then the end.
fn castle(input: &str) -> Res<'_, MoveIntent> {
    let (input, side) = alt((
        value(CastlingSide::QueenSide, alt((tag("ooo"), tag("000")))),
        value(CastlingSide::KingSide, alt((tag("oo"), tag("00")))),
    ))
    .parse(input)?;
    let (input, _) = (opt(suffix), eof).parse(input)?;
    Ok((input, MoveIntent::Castle(side)))
}

/// `origin-n = square-n | file-n | rank-n`
fn origin(input: &str) -> Res<'_, Origin> {
    alt((
        |i| square(i).map(|(i, s)| (i, Origin::Square(s))),
        |i| file(i).map(|(i, f)| (i, Origin::File(f))),
        |i| rank(i).map(|(i, r)| (i, Origin::Rank(r))),
    ))
    .parse(input)
}

/// `[ "x" ] square-n [ promotion-n | ep-n ] [ suffix-n ]`, then the end: the part after the
/// piece letter and the origin.
fn body<'a>(
    input: &'a str,
    role: Option<Role>,
    from: Origin,
    letters: Letters,
) -> Res<'a, PieceMove> {
    let (input, capture) = opt(char('x')).parse(input)?;
    let (input, to) = square(input)?;
    let coordinate = role.is_none() && matches!(from, Origin::Square(_));
    // UCI writes promotions with English letters whatever the language ("a7a8r" is a rook,
    // not the Spanish rey), so a coordinate move tries them first; long algebraic in the
    // language's own letters ("a7-a8D") still reads, as no language's letter means another
    // promotion piece than the English one (Spanish and Galician R, the king, is no
    // promotion piece).
    let promo_letter = |i| {
        if coordinate {
            letter(Letters::ENGLISH)(i).or_else(|_| letter(letters)(i))
        } else {
            letter(letters)(i)
        }
    };
    let promotion = |i| {
        let (i, _) = opt(char('=')).parse(i)?;
        promo_letter(i)
    };
    let ep = |i| alt((tag("ep"), tag("ap"), tag("ih"), tag("i"))).parse(i);
    let end = |i| (opt(suffix), eof).parse(i);
    // Each alternative is tried to the end: "exf6ap" is en passant in Spanish, not a promotion
    // to the bishop (A) followed by "p".
    let (input, (promotion, ep)) = alt((
        (|i| promotion(i).map(|(i, p)| (i, (Some(p), false)))).and(end),
        (|i| ep(i).map(|(i, _)| (i, (None, true)))).and(end),
        (|i| Ok((i, (None, false)))).and(end),
    ))
    .map(|(extra, _)| extra)
    .parse(input)?;
    let (from_file, from_rank) = from.coords();
    let intent = PieceMove {
        role,
        from_file,
        from_rank,
        capture: capture.is_some(),
        to,
        promotion,
        en_passant: ep,
    };
    Ok((input, intent))
}

/// One reading: with or without a leading piece letter.
fn reading(input: &str, letters: Letters, with_letter: bool) -> Option<PieceMove> {
    let (input, role) = if with_letter {
        let (rest, role) = letter(letters)(input).ok()?;
        (rest, Some(role))
    } else {
        (input, None)
    };
    // Each origin is tried with the rest of the move, so "e2e4", "ed5" and "e4" all find theirs.
    let with_origin = |i| {
        let (i, from) = origin(i)?;
        body(i, role, from, letters)
    };
    let (_, intent) = alt((with_origin, |i| body(i, role, Origin::None, letters)))
        .parse(input)
        .ok()?;
    plausible(intent).then_some(intent)
}

/// Rejects pawn readings that no position could make legal, so that a lower-case piece letter
/// that is also a file ("bb5") is not read as a pawn move.
fn plausible(intent: PieceMove) -> bool {
    match (intent.role, intent.from_file, intent.from_rank) {
        (None | Some(Role::Pawn), Some(f), None) => (f as i8 - intent.to.file() as i8).abs() == 1,
        _ => true,
    }
}

/// Parses the words as typed notation; `None` when they are not notation.
///
/// One reading is returned, the one the case of the first letter names: a capital letter is a
/// piece ("Bc4"), a small letter that is also a file is a pawn or a departure square ("bxa3",
/// "b4b3", "d2e4"), as in SAN. The other reading is taken only when that one does not exist at
/// all ("bb5", "Ng1f3" in lower case), so an illegal move is refused with its own reason and
/// never becomes another piece's legal move.
pub(super) fn parse(
    words: &NormalizedWords,
    letters: Letters,
    upper_first: bool,
) -> Option<MoveIntent> {
    if !words.may_be_notation() {
        return None;
    }
    let mut buf = [0; MAX_TEXT];
    let compact = words.compact(&mut buf);
    if let Ok((_, intent)) = castle(compact) {
        return Some(intent);
    }
    let piece = || reading(compact, letters, true);
    let pawn = || reading(compact, letters, false);
    let intent = if upper_first {
        piece().or_else(pawn)
    } else {
        pawn().or_else(piece)
    };
    intent.map(MoveIntent::Piece)
}
