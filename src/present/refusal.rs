//! Refusals of what a seat typed, in the seat's own words: the action codec's and the verbs'
//! typed errors ([`DecodeError`], [`VerbError`]) become a sentence in the seat's language, with
//! the verb as the seat typed it and examples in that language's words. No English sentence
//! of the pure layer reaches a seat in another language.
//!
//! Pure.

use shakmaty::Color;

use crate::{
    announce::{Announcer, Style},
    codec::DecodeError,
    i18n::Arg,
    parse::{MoveIntent, ParseError},
    present::Words,
    table::{
        Seat, Verb,
        verbs::{ActionError, VerbError},
    },
    vocab::{VocabName, Vocabulary},
};

/// Why `error`'s words were refused, for a seat speaking `words`.
pub fn decode_error(words: &Words, error: &DecodeError) -> String {
    match error {
        DecodeError::Empty => words.text("parse-empty"),
        DecodeError::TooLong => words.text("app-line-too-long"),
        DecodeError::Verb { said, error } => verb_error(words, said, error),
        DecodeError::NotASeat(got) => not_a_seat(words, got),
        DecodeError::NotAnArbiterAction(got) => words.format(
            "codec-not-an-arbiter-action",
            &[("got", Arg::Str(&crate::quote::quote(got)))],
        ),
        DecodeError::Ask { said, got } => words.format(
            "practice-ask-arguments",
            &[
                ("said", Arg::Str(said)),
                ("got", Arg::Str(&crate::quote::quote(got))),
            ],
        ),
        // The review explains its own refusals; this is only its fallback.
        DecodeError::Review(_) => words.text("codec-not-understood"),
    }
}

/// Why words in the wire form (an arbiter's request from the hall's station) make no action.
pub fn action_error(words: &Words, error: &ActionError) -> String {
    match error {
        ActionError::Verb(error) => verb_error(words, error.verb().name(), error),
        ActionError::NotAnArbiterAction(got) => words.format(
            "codec-not-an-arbiter-action",
            &[("got", Arg::Str(&crate::quote::quote(got)))],
        ),
        ActionError::Empty => words.text("parse-empty"),
    }
}

/// Why the words after a verb (typed as `said`) were refused.
pub fn verb_error(words: &Words, said: &str, error: &VerbError) -> String {
    let quote = |got: &str| crate::quote::quote(got);
    let with = |id: &str, got: &str| {
        words.format(
            id,
            &[("said", Arg::Str(said)), ("got", Arg::Str(&quote(got)))],
        )
    };
    match error {
        VerbError::NoArgument { got, .. } => with("codec-no-argument", got),
        VerbError::Arguments { verb, got } => {
            let usage = usage(words, said, *verb);
            let id = if got.is_empty() {
                "codec-arguments"
            } else {
                "codec-arguments-got"
            };
            words.format(
                id,
                &[
                    ("said", Arg::Str(said)),
                    ("got", Arg::Str(&quote(got))),
                    ("usage", Arg::Str(&usage)),
                ],
            )
        }
        VerbError::ArbiterOnly { .. } => with("codec-arbiter-only", ""),
        VerbError::PlayerOnly { .. } => with("codec-player-only", ""),
        VerbError::NotASide { got, .. } => words.format(
            "codec-not-a-side",
            &[
                ("got", Arg::Str(&quote(got))),
                ("white", Arg::Str(&words.clock().side(Color::White))),
                ("black", Arg::Str(&words.clock().side(Color::Black))),
            ],
        ),
        VerbError::NotASeat { got, .. } => not_a_seat(words, got),
        // A time that reads, but is more than a clock holds, is named as such.
        VerbError::NotATime { error, .. }
            if crate::clock::time::parse_duration(&error.text).is_ok() =>
        {
            with("codec-time-too-long", &error.text)
        }
        VerbError::NotATime { error, .. } => with("codec-not-a-time", &error.text),
        VerbError::NotASquare { got, .. } => with("codec-not-a-square", got),
        VerbError::NotAPly { got, .. } => with("codec-not-a-ply", got),
        VerbError::NotMoves { got, .. } => with("codec-not-moves", got),
        VerbError::NotAResult { got } => with("codec-not-a-result", got),
        VerbError::NotAClaim { got } => with("codec-not-a-claim", got),
    }
}

/// Why words are no move, for a seat speaking `words`; when they are a move in English letters
/// ("Nf3", "gxh8=Q" at a German seat), which letter the seat's language has for that piece,
/// and the move in it ("Sf3", "gxh8=D").
pub fn parse_error(words: &Words, error: &ParseError) -> String {
    let why = words.parse_error(error);
    match english_letter(words, error) {
        Some(hint) => format!("{why} {hint}"),
        None => why,
    }
}

fn english_letter(words: &Words, error: &ParseError) -> Option<String> {
    let ParseError::Notation { text } = error else {
        return None;
    };
    let english = Vocabulary::builtin(VocabName::En).letters();
    let own = Vocabulary::builtin(words.vocab()).letters();
    let intent = *crate::parse::parse(text, Vocabulary::builtin(VocabName::En))
        .ok()?
        .first()?;
    let MoveIntent::Piece(piece) = intent else {
        return None;
    };
    // The piece moved, else the piece promoted to ("gxh8=Q"): the first whose letter differs.
    let (role, letter, local) = [piece.role, piece.promotion]
        .into_iter()
        .flatten()
        .filter_map(|role| Some((role, english.letter(role)?, own.letter(role)?)))
        .find(|(_, letter, local)| letter != local)?;
    let piece_word = Announcer::new(Style::Local, words.vocab()).piece(role);
    let in_own = Announcer::new(Style::San, words.vocab()).intent(&intent);
    Some(words.format(
        "parse-english-letter",
        &[
            ("letter", Arg::Str(&letter.to_string())),
            ("local", Arg::Str(&local.to_string())),
            ("piece", Arg::Str(piece_word)),
            ("move", Arg::Str(&in_own)),
        ],
    ))
}

fn not_a_seat(words: &Words, got: &str) -> String {
    let label = |seat: Seat| words.format("line-seat-label", &[("seat", Arg::Str(seat.as_str()))]);
    words.format(
        "codec-not-a-seat",
        &[
            ("got", Arg::Str(&crate::quote::quote(got))),
            ("blind", Arg::Str(&label(Seat::Blind))),
            ("sighted", Arg::Str(&label(Seat::Sighted))),
            ("arbiter", Arg::Str(&label(Seat::Arbiter))),
        ],
    )
}

/// What `verb` (typed as `said`) takes after it, with an example in the seat's words.
fn usage(words: &Words, said: &str, verb: Verb) -> String {
    let id = match verb {
        Verb::Correct | Verb::Wrote | Verb::Executed | Verb::Seal => "codec-usage-move",
        Verb::Retrace => "codec-usage-ply",
        Verb::SetClock => "codec-usage-set-clock",
        Verb::AddTime => "codec-usage-add-time",
        Verb::Fixed => {
            let label =
                |seat: Seat| words.format("line-seat-label", &[("seat", Arg::Str(seat.as_str()))]);
            return words.format(
                "codec-usage-seat",
                &[
                    ("said", Arg::Str(said)),
                    ("blind", Arg::Str(&label(Seat::Blind))),
                    ("sighted", Arg::Str(&label(Seat::Sighted))),
                    ("arbiter", Arg::Str(&label(Seat::Arbiter))),
                ],
            );
        }
        Verb::Declare => "codec-usage-result",
        Verb::ClaimTouched => "codec-usage-square",
        Verb::Postpone => "codec-usage-postpone",
        Verb::Adjourn => "codec-usage-adjourn",
        Verb::Claim => "codec-usage-claim",
        Verb::Note => "codec-usage-note",
        _ => "codec-usage-nothing",
    };
    words.format(
        id,
        &[
            ("said", Arg::Str(said)),
            ("white", Arg::Str(&words.clock().side(Color::White))),
            ("black", Arg::Str(&words.clock().side(Color::Black))),
        ],
    )
}

#[cfg(test)]
mod tests;
