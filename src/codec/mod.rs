//! The one action codec: typed and spoken text, and the keys bound to actions, become typed
//! [`DecodedInput`]s here, once, at the edge: a table [`Action`], a review [`ReviewCommand`] or an
//! [`AppCommand`]. Nothing after it parses words again.
//!
//! Pure. The words live in `grammars/`: the flow's, the arbiter's and the program's own verbs in
//! every language in `grammars/flow.toml` (English is always understood, as is every other
//! language's word), the review commands in `grammars/commands-<lang>.toml`, moves in the move
//! vocabularies (read by the table with the seat's vocabulary). Journals and the link carry the
//! typed [`Action`] (serde) with the words it was said in beside it, never read again; session
//! scripts are written in the fixed English wire form ([`encode`], read by [`Action::decode`]).

pub mod names;
mod verb_phrases;

#[cfg(test)]
mod tests;

use crate::{
    i18n::Lang,
    keymap::KeyAction,
    review::{self, BoardRead, ParseCommandError, ReviewCommand},
    table::{Action, Seat, Target, Verb, verbs::VerbError},
};

pub use verb_phrases::Word;

/// A program command: what the terminal does, not the table.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AppCommand {
    /// Leave the program (asked first while a game is on).
    Quit,
    /// The list of commands.
    Help,
    /// The next seat takes the keyboard.
    NextSeat,
    /// This seat takes the keyboard.
    Seat(Seat),
    /// The game's score as PGN, as it stands.
    Pgn,
    /// A request to the engine or a step of a study (`crate::engine::ask`).
    Ask(crate::engine::Ask),
}

/// What a line or a key means.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DecodedInput {
    /// An action at the table.
    Table(Action),
    /// A question about the game, or a step the review asks to confirm (resign, draw).
    Review(ReviewCommand),
    /// A command to the program.
    App(AppCommand),
}

/// A decoded line: the input, and the seat it was typed for when the line named one
/// ("sighted: Nf3").
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Decoded {
    /// The seat named before a colon, if any.
    pub seat: Option<Seat>,
    /// What the words mean.
    pub input: DecodedInput,
}

/// The longest line taken as input, in bytes; standard input cuts a longer one here, so a line
/// of this length or more is refused whole rather than taken cut (an arbiter's note of 100,000
/// characters was once kept as its first 65,536).
pub const MAX_LINE: usize = 64 << 10;

/// Words that make no input: a typed value, worded for the seat in its own language by its
/// presenter (`crate::present::refusal`); the `Display` is the English of the `ok`/`error`
/// scripting interface and the logs.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum DecodeError {
    /// Nothing was typed.
    #[error("nothing was typed")]
    Empty,
    /// The line is [`MAX_LINE`] bytes or longer.
    #[error("the line is too long ({MAX_LINE} bytes or more): nothing was done")]
    TooLong,
    /// A verb's arguments are wrong, or the verb is not the seat's.
    #[error("{error}")]
    Verb {
        /// The verb's words as they were typed ("Uhr stellen").
        said: String,
        /// What is wrong.
        error: VerbError,
    },
    /// `seat` was followed by words that name no seat.
    #[error("unknown seat '{}': expected blind, sighted or arbiter", crate::quote::quote(.0))]
    NotASeat(String),
    /// The arbiter typed words that name no action (the arbiter enters no moves).
    #[error(
        "'{}' is not an arbiter action; moves are entered by the blind or sighted seat",
        crate::quote::quote(.0)
    )]
    NotAnArbiterAction(String),
    /// A review command's words are wrong (the review explains it in the interface language).
    #[error("{0:?}")]
    Review(ParseCommandError),
    /// A practice or study word was followed by words it does not take ("level eleven").
    #[error("'{}': what follows '{said}' is not understood", crate::quote::quote(.got))]
    Ask {
        /// The word as it was typed ("level").
        said: String,
        /// All the words typed.
        got: String,
    },
}

/// The fixed English form of an action, as session scripts write it.
pub fn encode(action: &Action) -> String {
    action.words()
}

/// Reads a typed or recognized line for `seat` (the keyboard's seat unless the line names one)
/// in the interface language `lang`: the flow's, the arbiter's and the program's words first,
/// then review commands, and anything else a player types is a move.
///
/// # Errors
///
/// What is wrong with the words.
pub fn decode(seat: Seat, text: &str, lang: Lang) -> Result<Decoded, DecodeError> {
    decode_with(seat, text, lang, false)
}

/// [`decode`] in a study (`study`), where a study's steps ("back", "last", "move 23") come
/// before the review commands; at a table they come after them.
///
/// # Errors
///
/// What is wrong with the words.
pub fn decode_with(
    seat: Seat,
    text: &str,
    lang: Lang,
    study: bool,
) -> Result<Decoded, DecodeError> {
    decode_for(&|_| seat, text, lang, study).map(|(_, decoded)| decoded)
}

/// Reads a line typed at one board (`annabella game`), where one keyboard enters both players'
/// moves and the arbiter's actions: the arbiter's verbs and the clock's start and flag are the
/// arbiter's, anything else is `mover`'s (the player having the move), and a resignation names
/// its side ("resign white", `side` giving the seat). Read once, as [`decode`] reads a line;
/// gives the seat that acts and what the words mean.
///
/// # Errors
///
/// What is wrong with the words.
pub fn decode_at_one_board(
    mover: Seat,
    side: impl Fn(shakmaty::Color) -> Seat,
    text: &str,
    lang: Lang,
) -> Result<(Seat, DecodedInput), DecodeError> {
    let seat_for = |word: Option<Word>| match word {
        Some(Word::Table(verb))
            if verb.arbiter_only() || matches!(verb, Verb::Start | Verb::Resume | Verb::Flag) =>
        {
            Seat::Arbiter
        }
        _ => mover,
    };
    match decode_for(&seat_for, text, lang, false) {
        Ok((seat, decoded)) => Ok((decoded.seat.unwrap_or(seat), decoded.input)),
        // "resign white": the review's resignation, with the side that resigns after it.
        Err(DecodeError::Review(e)) => {
            let Some((head, last)) = text.trim().rsplit_once(char::is_whitespace) else {
                return Err(DecodeError::Review(e));
            };
            if review::parse_command(head, lang) != Ok(ReviewCommand::Resign) {
                return Err(DecodeError::Review(e));
            }
            match names::side(last) {
                Some(color) => Ok((side(color), DecodedInput::Review(ReviewCommand::Resign))),
                None => Err(DecodeError::Verb {
                    said: head.trim().to_owned(),
                    error: VerbError::NotASide {
                        verb: Verb::Resign,
                        got: last.to_owned(),
                    },
                }),
            }
        }
        Err(e) => Err(e),
    }
}

/// [`decode`], the seat chosen by the word the line starts with (`None` for a move or a review
/// command), unless the line names one; gives that seat with the decoded line.
fn decode_for(
    seat_for: &dyn Fn(Option<Word>) -> Seat,
    text: &str,
    lang: Lang,
    study: bool,
) -> Result<(Seat, Decoded), DecodeError> {
    if text.len() >= MAX_LINE {
        return Err(DecodeError::TooLong);
    }
    let text = text.trim();
    // The seat is named in any language's words: "Schiedsrichter: start", "árbitro: start".
    let (named, words) = match text.split_once(':') {
        Some((prefix, rest)) => match names::seat(prefix) {
            Some(named) => (Some(named), rest.trim()),
            None => (None, text),
        },
        None => (None, text),
    };
    if words.is_empty() {
        return Err(DecodeError::Empty);
    }
    let found = verb_phrases::find(words);
    let seat = named.unwrap_or_else(|| seat_for(found.map(|(word, ..)| word)));
    let input = decode_words(seat, found, words, lang, study)?;
    Ok((seat, Decoded { seat: named, input }))
}

/// The word of the flow, the arbiter or the program that `text` starts with, and the words after
/// it (what [`decode`] reads as the verb's arguments); `None` for a move or a review command.
pub fn word_of(text: &str) -> Option<(Word, &str)> {
    verb_phrases::find(text.trim()).map(|(word, _, rest)| (word, rest))
}

/// A touch claim's square may be spoken ("claim touched Gustav acht"): read with the move
/// vocabularies as the review's square command reads it, and passed on as `g8`.
fn square_words(verb: Verb, rest: &str) -> std::borrow::Cow<'_, str> {
    if verb != Verb::ClaimTouched || rest.parse::<shakmaty::Square>().is_ok() {
        return rest.into();
    }
    match review::parse_command(&format!("square {rest}"), Lang::En) {
        Ok(ReviewCommand::Square(square)) => square.to_string().into(),
        _ => rest.into(),
    }
}

/// A request to the engine or a study's step, if the words are one.
fn ask_words(words: &str, lang: Lang) -> Option<Result<DecodedInput, DecodeError>> {
    let read = crate::engine::ask::AskWords::builtin(lang).read(words)?;
    Some(
        read.map(|ask| DecodedInput::App(AppCommand::Ask(ask)))
            .map_err(|said| DecodeError::Ask {
                said,
                got: words.to_owned(),
            }),
    )
}

/// The arguments of `verb` in the wire form's words: a side ("Weiß", "negras") or a seat
/// ("sehend") named in any language becomes `white`, `black` or the seat's wire name, and a
/// spoken square a square, a claim's word ("Wiederholung") `threefold` or `fifty`.
fn wire_arguments(verb: Verb, rest: &str) -> std::borrow::Cow<'_, str> {
    let (first, after) = rest.split_once(char::is_whitespace).unwrap_or((rest, ""));
    let named = match verb {
        Verb::SetClock | Verb::AddTime => names::side(first).map(|c| match c {
            shakmaty::Color::White => "white",
            shakmaty::Color::Black => "black",
        }),
        Verb::Fixed => names::seat(first).map(Seat::as_str),
        Verb::Claim => names::claim(first).map(|kind| match kind {
            crate::game::ClaimKind::Threefold => "threefold",
            crate::game::ClaimKind::FiftyMoves => "fifty",
        }),
        _ => return square_words(verb, rest),
    };
    match named {
        Some(wire) => format!("{wire} {after}").trim_end().to_owned().into(),
        None => rest.into(),
    }
}

fn decode_words(
    seat: Seat,
    found: Option<(Word, &str, &str)>,
    words: &str,
    lang: Lang,
    study: bool,
) -> Result<DecodedInput, DecodeError> {
    if let Some((word, said, rest)) = found {
        return match word {
            Word::Table(verb) => Action::from_verb(seat, verb, &wire_arguments(verb, rest))
                .map(DecodedInput::Table)
                .map_err(|error| DecodeError::Verb {
                    said: said.to_owned(),
                    error,
                }),
            Word::Quit => Ok(DecodedInput::App(AppCommand::Quit)),
            Word::Help => Ok(DecodedInput::App(AppCommand::Help)),
            Word::Pgn => Ok(DecodedInput::App(AppCommand::Pgn)),
            Word::Seat if rest.is_empty() => Ok(DecodedInput::App(AppCommand::NextSeat)),
            Word::Seat => names::seat(rest)
                .map(|s| DecodedInput::App(AppCommand::Seat(s)))
                .ok_or_else(|| DecodeError::NotASeat(rest.to_owned())),
        };
    }
    if study && let Some(read) = ask_words(words, lang) {
        return read;
    }
    match review::parse_command(words, lang) {
        Ok(command) => return Ok(DecodedInput::Review(command)),
        Err(ParseCommandError::NotACommand) => {}
        Err(e) => return Err(DecodeError::Review(e)),
    }
    if !study && let Some(read) = ask_words(words, lang) {
        return read;
    }
    if seat == Seat::Arbiter {
        return Err(DecodeError::NotAnArbiterAction(words.to_owned()));
    }
    Ok(DecodedInput::Table(Action::Enter {
        text: words.to_owned(),
        target: Target::Both,
    }))
}

/// What a key bound by the keymap means, when it means an input (the speech and focus keys
/// are the screen's own, `None`).
pub fn key(action: KeyAction) -> Option<DecodedInput> {
    Some(match action {
        KeyAction::Help => DecodedInput::App(AppCommand::Help),
        KeyAction::SwitchSeat => DecodedInput::App(AppCommand::NextSeat),
        KeyAction::Repeat => DecodedInput::Review(ReviewCommand::Repeat),
        KeyAction::LastMove => DecodedInput::Review(ReviewCommand::LastMove),
        KeyAction::Clocks => DecodedInput::Table(Action::TimeQuery),
        KeyAction::ReadBoard => DecodedInput::Review(ReviewCommand::Board(BoardRead::Pieces)),
        KeyAction::PressClock => DecodedInput::Table(Action::Press),
        KeyAction::SwitchStyle => DecodedInput::Review(ReviewCommand::Style(None)),
        KeyAction::HistoryBack
        | KeyAction::HistoryForward
        | KeyAction::StopSpeech
        | KeyAction::ToggleFocus => return None,
    })
}

/// The review command a review-mode letter names, when it takes no argument the key cannot
/// give (those are typed after it).
pub fn review_key(kind: review::CommandKind) -> Option<ReviewCommand> {
    use review::CommandKind;
    Some(match kind {
        CommandKind::Repeat => ReviewCommand::Repeat,
        CommandKind::Last => ReviewCommand::LastMove,
        CommandKind::History => ReviewCommand::LastMoves(review::DEFAULT_HISTORY),
        CommandKind::Said => ReviewCommand::Said(review::DEFAULT_SAID),
        CommandKind::Header => ReviewCommand::Header,
        CommandKind::Board => ReviewCommand::Board(BoardRead::Pieces),
        CommandKind::Ranks => ReviewCommand::Board(BoardRead::Ranks),
        CommandKind::Changed => ReviewCommand::Changed(review::DEFAULT_CHANGED),
        CommandKind::Material => ReviewCommand::Material,
        CommandKind::Claims => ReviewCommand::Claims,
        CommandKind::Turn => ReviewCommand::Turn,
        CommandKind::Clock => ReviewCommand::Clocks,
        CommandKind::Thinking => ReviewCommand::Thinking,
        CommandKind::Resign => ReviewCommand::Resign,
        CommandKind::Draw => ReviewCommand::OfferDraw,
        CommandKind::Yes => ReviewCommand::Yes,
        CommandKind::No => ReviewCommand::No,
        CommandKind::Style => ReviewCommand::Style(None),
        CommandKind::Help => ReviewCommand::Help,
        CommandKind::Move
        | CommandKind::Pieces
        | CommandKind::Opponent
        | CommandKind::Rank
        | CommandKind::File
        | CommandKind::Square
        | CommandKind::Diagonal
        | CommandKind::Attackers
        | CommandKind::Legal => return None,
    })
}
