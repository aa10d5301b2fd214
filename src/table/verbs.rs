//! The table actions' wire form: the fixed English words journals and session scripts store
//! ([`Action::words`]) and read back ([`Action::decode`]), and the typed [`Verb`]s that the
//! action codec (`crate::codec`) maps every interface language's words to. One argument reader
//! serves both, so a journal never depends on today's grammars and no English word is parsed
//! again after a key or a localized word has named its verb.
//!
//! Pure.

use std::time::Duration;

use shakmaty::Color;

use super::{Action, Seat, Target};
use crate::{
    clock::{
        TimeDelta,
        time::{ParseTimeError, parse_clock_time},
    },
    game::{ClaimKind, DrawReason, GameResult, WinReason},
};

/// A table action without its arguments: what a word of the codec names.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Verb {
    /// [`Action::Confirm`].
    Confirm,
    /// [`Action::Withdraw`].
    Withdraw,
    /// [`Action::Correct`], with the move.
    Correct,
    /// [`Action::Press`].
    Press,
    /// [`Action::TimeQuery`].
    Time,
    /// [`Action::Enter`] on the scoresheet only, with the move.
    Wrote,
    /// [`Action::Enter`] on the board only, with the move.
    Executed,
    /// [`Action::Resign`].
    Resign,
    /// [`Action::OfferDraw`].
    Draw,
    /// [`Action::Start`].
    Start,
    /// [`Action::Pause`].
    Pause,
    /// [`Action::Resume`].
    Resume,
    /// [`Action::Repair`].
    Repair,
    /// [`Action::Retrace`], with the ply.
    Retrace,
    /// [`Action::SetClock`], with the side and the time.
    SetClock,
    /// [`Action::AddTime`], with the side and the signed amount.
    AddTime,
    /// [`Action::Fixed`], with the seat.
    Fixed,
    /// [`Action::Declare`], with the result.
    Declare,
    /// [`Action::Decline`].
    Decline,
    /// [`Action::ClaimTouched`], with the square.
    ClaimTouched,
    /// [`Action::Uphold`].
    Uphold,
    /// [`Action::Reject`].
    Reject,
    /// [`Action::Postpone`], maybe with the time given to the opponent.
    Postpone,
    /// [`Action::Adjourn`], with the resumption's date, time and venue.
    Adjourn,
    /// [`Action::Seal`], with the move.
    Seal,
    /// [`Action::OpenEnvelope`].
    OpenEnvelope,
    /// [`Action::RequestIncrement`].
    RequestIncrement,
    /// [`Action::ClaimDraw`].
    ClaimDraw,
    /// [`Action::ClaimRule`], with `threefold` or `fifty` and maybe the intended move.
    Claim,
    /// [`Action::ClaimFlag`].
    Flag,
    /// [`Action::Note`], with the text.
    Note,
    /// [`Action::Recovered`].
    Recovered,
    /// [`Action::EboardOff`], with the squares (sent by the sighted player's e-board, not
    /// typed).
    EboardOff,
    /// [`Action::Vocabulary`], with the vocabulary's name (sent by a seat's device, not typed).
    Vocab,
}

impl Verb {
    /// Every verb.
    pub const ALL: [Verb; 34] = [
        Verb::Confirm,
        Verb::Withdraw,
        Verb::Correct,
        Verb::Press,
        Verb::Time,
        Verb::Wrote,
        Verb::Executed,
        Verb::Resign,
        Verb::Draw,
        Verb::Start,
        Verb::Pause,
        Verb::Resume,
        Verb::Repair,
        Verb::Retrace,
        Verb::SetClock,
        Verb::AddTime,
        Verb::Fixed,
        Verb::Declare,
        Verb::Decline,
        Verb::ClaimTouched,
        Verb::Uphold,
        Verb::Reject,
        Verb::Postpone,
        Verb::Adjourn,
        Verb::Seal,
        Verb::OpenEnvelope,
        Verb::RequestIncrement,
        Verb::ClaimDraw,
        Verb::Claim,
        Verb::Flag,
        Verb::Note,
        Verb::Recovered,
        Verb::EboardOff,
        Verb::Vocab,
    ];

    /// The verb's word in the wire form (and its key in `grammars/flow.toml`).
    pub fn name(self) -> &'static str {
        match self {
            Verb::Confirm => "confirm",
            Verb::Withdraw => "withdraw",
            Verb::Correct => "correct",
            Verb::Press => "press",
            Verb::Time => "time?",
            Verb::Wrote => "wrote",
            Verb::Executed => "executed",
            Verb::Resign => "resign",
            Verb::Draw => "draw",
            Verb::Start => "start",
            Verb::Pause => "pause",
            Verb::Resume => "resume",
            Verb::Repair => "repair",
            Verb::Retrace => "retrace",
            Verb::SetClock => "set-clock",
            Verb::AddTime => "add-time",
            Verb::Fixed => "fixed",
            Verb::Declare => "declare",
            Verb::Decline => "decline",
            Verb::ClaimTouched => "claim-touched",
            Verb::Uphold => "uphold",
            Verb::Reject => "reject",
            Verb::Postpone => "postpone",
            Verb::Adjourn => "adjourn",
            Verb::Seal => "seal",
            Verb::OpenEnvelope => "open-envelope",
            Verb::RequestIncrement => "request-increment",
            Verb::ClaimDraw => "claim-draw",
            Verb::Claim => "claim",
            Verb::Flag => "flag",
            Verb::Note => "note",
            Verb::Recovered => "recovered",
            Verb::EboardOff => "eboard-off",
            Verb::Vocab => "vocab",
        }
    }

    /// The verb of a wire-form word.
    pub fn from_name(name: &str) -> Option<Verb> {
        Verb::ALL.into_iter().find(|v| v.name() == name)
    }

    /// Whether only the arbiter takes this action. `start` and `resume` are also the players'
    /// in casual mode, which the table decides.
    pub fn arbiter_only(self) -> bool {
        matches!(
            self,
            Verb::Pause
                | Verb::Repair
                | Verb::Retrace
                | Verb::SetClock
                | Verb::AddTime
                | Verb::Fixed
                | Verb::Declare
                | Verb::Uphold
                | Verb::Reject
                | Verb::Postpone
                | Verb::Adjourn
                | Verb::OpenEnvelope
                | Verb::Note
                | Verb::Recovered
        )
    }

    /// Whether only a player takes this action.
    pub fn player_only(self) -> bool {
        matches!(
            self,
            Verb::Resign
                | Verb::Draw
                | Verb::Decline
                | Verb::ClaimTouched
                | Verb::Seal
                | Verb::RequestIncrement
                | Verb::ClaimDraw
                | Verb::Claim
                | Verb::EboardOff
        )
    }

    /// Whether words follow the verb (a move, a ply, a side and a time …).
    pub fn takes_arguments(self) -> bool {
        matches!(
            self,
            Verb::Correct
                | Verb::Wrote
                | Verb::Executed
                | Verb::Retrace
                | Verb::SetClock
                | Verb::AddTime
                | Verb::Fixed
                | Verb::Declare
                | Verb::ClaimTouched
                | Verb::Postpone
                | Verb::Adjourn
                | Verb::Seal
                | Verb::Claim
                | Verb::Note
                | Verb::EboardOff
                | Verb::Vocab
        )
    }
}

/// Why the words after a verb make no action: a typed value, worded for each seat in its own
/// language by its presenter (`crate::present::refusal`); its `Display` is the English of
/// logs, session scripts and journals.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum VerbError {
    /// The verb takes nothing after it, and words followed.
    #[error("'{}' takes no argument, got '{}'", .verb.name(), quote(.got))]
    NoArgument {
        /// The verb.
        verb: Verb,
        /// The words after it.
        got: String,
    },
    /// The words after the verb are not what it takes (missing, too many, in the wrong shape).
    #[error("'{}' takes {}, got '{}'", .verb.name(), usage(*.verb), quote(.got))]
    Arguments {
        /// The verb.
        verb: Verb,
        /// The words after it (empty when nothing followed).
        got: String,
    },
    /// Only the arbiter takes this action.
    #[error("'{}' is an arbiter action, not the {seat} seat's", .verb.name())]
    ArbiterOnly {
        /// The verb.
        verb: Verb,
        /// The seat that tried it.
        seat: Seat,
    },
    /// Only a player takes this action.
    #[error("'{}' is a player's action, not the arbiter's", .verb.name())]
    PlayerOnly {
        /// The verb.
        verb: Verb,
    },
    /// A word where a side (white or black) belongs.
    #[error("'{}' is not a side (white or black)", quote(.got))]
    NotASide {
        /// The verb.
        verb: Verb,
        /// The word.
        got: String,
    },
    /// A word where a seat (blind, sighted or arbiter) belongs.
    #[error("unknown seat '{}': expected blind, sighted or arbiter", quote(.got))]
    NotASeat {
        /// The verb.
        verb: Verb,
        /// The word.
        got: String,
    },
    /// Words where a time belongs.
    #[error("{error}")]
    NotATime {
        /// The verb.
        verb: Verb,
        /// What is wrong with the time.
        error: ParseTimeError,
    },
    /// A word where a square belongs.
    #[error("{}: '{}' is not a square (a1 to h8)", .verb.name(), quote(.got))]
    NotASquare {
        /// The verb.
        verb: Verb,
        /// The word.
        got: String,
    },
    /// A word where a ply number belongs.
    #[error("{}: '{}' is not a ply number", .verb.name(), quote(.got))]
    NotAPly {
        /// The verb.
        verb: Verb,
        /// The word.
        got: String,
    },
    /// A word where a number of moves belongs.
    #[error("{}: '{}' is not a number of moves", .verb.name(), quote(.got))]
    NotMoves {
        /// The verb.
        verb: Verb,
        /// The word.
        got: String,
    },
    /// Words where a result belongs.
    #[error(
        "declare: '{}': expected 1-0, 0-1, 1/2-1/2 or a result such as 'white wins arbiter'",
        quote(.got)
    )]
    NotAResult {
        /// The words.
        got: String,
    },
    /// `claim` without `threefold` or `fifty`.
    #[error("'claim' needs 'threefold' or 'fifty' (or 'claim touched <square>'), got '{}'", quote(.got))]
    NotAClaim {
        /// The words after it.
        got: String,
    },
}

impl VerbError {
    /// The verb the words were for.
    pub fn verb(&self) -> Verb {
        match self {
            VerbError::NoArgument { verb, .. }
            | VerbError::Arguments { verb, .. }
            | VerbError::ArbiterOnly { verb, .. }
            | VerbError::PlayerOnly { verb }
            | VerbError::NotASide { verb, .. }
            | VerbError::NotASeat { verb, .. }
            | VerbError::NotATime { verb, .. }
            | VerbError::NotASquare { verb, .. }
            | VerbError::NotAPly { verb, .. }
            | VerbError::NotMoves { verb, .. } => *verb,
            VerbError::NotAResult { .. } => Verb::Declare,
            VerbError::NotAClaim { .. } => Verb::Claim,
        }
    }
}

/// Why the wire form's words make no action.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ActionError {
    /// A verb's words are wrong, or the verb is not the seat's.
    #[error(transparent)]
    Verb(#[from] VerbError),
    /// The arbiter's words name no action (the arbiter enters no moves).
    #[error("'{}' is not an arbiter action; moves are entered by the blind or sighted seat", quote(.0))]
    NotAnArbiterAction(String),
    /// Nothing was given.
    #[error("no action")]
    Empty,
}

impl From<ActionError> for String {
    fn from(error: ActionError) -> String {
        error.to_string()
    }
}

/// What a verb takes after it, in the wire form's English (the seats' presenters say it in
/// their own words).
fn usage(verb: Verb) -> &'static str {
    match verb {
        Verb::Correct | Verb::Wrote | Verb::Executed | Verb::Seal => "a move",
        Verb::Retrace => "a ply number",
        Verb::SetClock => "a side and a time, maybe 'moves N'",
        Verb::AddTime => "a side and a signed time",
        Verb::Fixed => "a seat",
        Verb::Declare => "a result",
        Verb::ClaimTouched => "a square",
        Verb::Postpone => "at most a time",
        Verb::Adjourn => "the resumption's date, time and venue",
        Verb::Claim => "'threefold' or 'fifty', maybe with the move",
        Verb::Note => "a text",
        Verb::Vocab => "a vocabulary",
        Verb::EboardOff => "the squares that differ, as square:shown:should (e4:P:-)",
        _ => "no argument",
    }
}

fn quote(text: &str) -> String {
    crate::quote::quote(text)
}

/// A side as the wire form writes it: `white` or `black`.
///
/// # Errors
///
/// Any other word.
pub fn side(verb: Verb, word: &str) -> Result<Color, VerbError> {
    match word.trim() {
        "white" => Ok(Color::White),
        "black" => Ok(Color::Black),
        other => Err(VerbError::NotASide {
            verb,
            got: other.to_owned(),
        }),
    }
}

fn duration(verb: Verb, text: &str) -> Result<Duration, VerbError> {
    parse_clock_time(text).map_err(|error| VerbError::NotATime { verb, error })
}

impl Action {
    /// The action `verb` names for `seat`, with its arguments (`rest`, the words after the verb).
    ///
    /// # Errors
    ///
    /// What is wrong with the arguments, or that the verb is not the seat's.
    pub fn from_verb(seat: Seat, verb: Verb, rest: &str) -> Result<Action, VerbError> {
        let rest = rest.trim();
        let parts: Vec<&str> = rest.split_whitespace().collect();
        let wrong = || VerbError::Arguments {
            verb,
            got: rest.to_owned(),
        };
        let need = |n: usize| {
            if parts.len() == n {
                Ok(())
            } else if n == 0 {
                Err(VerbError::NoArgument {
                    verb,
                    got: rest.to_owned(),
                })
            } else {
                Err(wrong())
            }
        };
        let text = || {
            if rest.is_empty() {
                Err(wrong())
            } else {
                Ok(rest.to_owned())
            }
        };
        if verb.arbiter_only() && seat != Seat::Arbiter {
            return Err(VerbError::ArbiterOnly { verb, seat });
        }
        if verb.player_only() && seat == Seat::Arbiter {
            return Err(VerbError::PlayerOnly { verb });
        }
        Ok(match verb {
            Verb::Confirm => need(0).map(|()| Action::Confirm)?,
            Verb::Withdraw => need(0).map(|()| Action::Withdraw)?,
            Verb::Press => need(0).map(|()| Action::Press)?,
            Verb::Time => need(0).map(|()| Action::TimeQuery)?,
            Verb::Resign => need(0).map(|()| Action::Resign)?,
            Verb::Draw => need(0).map(|()| Action::OfferDraw)?,
            Verb::Start => need(0).map(|()| Action::Start)?,
            Verb::Pause => need(0).map(|()| Action::Pause)?,
            Verb::Resume => need(0).map(|()| Action::Resume)?,
            Verb::Repair => need(0).map(|()| Action::Repair)?,
            Verb::Decline => need(0).map(|()| Action::Decline)?,
            Verb::Uphold => need(0).map(|()| Action::Uphold)?,
            Verb::Reject => need(0).map(|()| Action::Reject)?,
            Verb::OpenEnvelope => need(0).map(|()| Action::OpenEnvelope)?,
            Verb::RequestIncrement => need(0).map(|()| Action::RequestIncrement)?,
            Verb::ClaimDraw => need(0).map(|()| Action::ClaimDraw)?,
            Verb::Flag => need(0).map(|()| Action::ClaimFlag)?,
            Verb::Recovered => need(0).map(|()| Action::Recovered)?,
            Verb::EboardOff => super::eboard::read(rest)?,
            Verb::Claim => {
                let (kind, intended) = rest.split_once(char::is_whitespace).unwrap_or((rest, ""));
                let kind = ClaimKind::from_word(kind).ok_or_else(|| VerbError::NotAClaim {
                    got: rest.to_owned(),
                })?;
                let intended = intended.trim();
                Action::ClaimRule {
                    kind,
                    intended: (!intended.is_empty()).then(|| intended.to_owned()),
                }
            }
            Verb::Note => Action::Note(text()?),
            Verb::ClaimTouched => {
                need(1)?;
                Action::ClaimTouched(parts[0].to_ascii_lowercase().parse().map_err(|_| {
                    VerbError::NotASquare {
                        verb,
                        got: parts[0].to_owned(),
                    }
                })?)
            }
            Verb::Postpone => match parts.as_slice() {
                [] => Action::Postpone(None),
                [time] => Action::Postpone(Some(duration(verb, time.trim_start_matches('+'))?)),
                _ => return Err(wrong()),
            },
            Verb::Adjourn => Action::Adjourn(text()?),
            Verb::Seal => Action::Seal(text()?),
            Verb::Vocab => {
                need(1)?;
                Action::Vocabulary(parts[0].parse().map_err(|_| wrong())?)
            }
            Verb::Correct => Action::Correct(text()?),
            Verb::Wrote => Action::Enter {
                text: text()?,
                target: Target::Sheet,
            },
            Verb::Executed => Action::Enter {
                text: text()?,
                target: Target::Board,
            },
            Verb::Retrace => {
                need(1)?;
                let ply = parts[0].parse().map_err(|_| VerbError::NotAPly {
                    verb,
                    got: parts[0].to_owned(),
                })?;
                Action::Retrace(ply)
            }
            Verb::SetClock => match parts.as_slice() {
                [side_word, time] => {
                    Action::SetClock(side(verb, side_word)?, duration(verb, time)?)
                }
                [side_word, time, "moves", n] => Action::SetMoves(
                    side(verb, side_word)?,
                    duration(verb, time)?,
                    n.parse().map_err(|_| VerbError::NotMoves {
                        verb,
                        got: (*n).to_owned(),
                    })?,
                ),
                _ => return Err(wrong()),
            },
            Verb::AddTime => {
                need(2)?;
                let (sign, amount) = match parts[1].strip_prefix('-') {
                    Some(t) => (-1, t),
                    None => (1, parts[1].trim_start_matches('+')),
                };
                let nanos = i64::try_from(duration(verb, amount)?.as_nanos()).unwrap_or(i64::MAX);
                Action::AddTime(
                    side(verb, parts[0])?,
                    TimeDelta::from_signed_nanos(sign * nanos),
                )
            }
            Verb::Fixed => {
                need(1)?;
                Action::Fixed(parts[0].parse().map_err(|_| VerbError::NotASeat {
                    verb,
                    got: parts[0].to_owned(),
                })?)
            }
            // The result in the Laws' words ("white wins arbiter"), as the one-board game's
            // journals wrote it, or in the PGN's.
            Verb::Declare if parts.len() > 1 => Action::Declare(
                GameResult::parse(rest).ok_or_else(|| VerbError::NotAResult {
                    got: rest.to_owned(),
                })?,
            ),
            Verb::Declare => {
                need(1)?;
                Action::Declare(match parts[0] {
                    "1-0" => GameResult::Win {
                        winner: Color::White,
                        reason: WinReason::Arbiter,
                    },
                    "0-1" => GameResult::Win {
                        winner: Color::Black,
                        reason: WinReason::Arbiter,
                    },
                    "1/2-1/2" => GameResult::Draw(DrawReason::Arbiter),
                    other => {
                        return Err(VerbError::NotAResult {
                            got: other.to_owned(),
                        });
                    }
                })
            }
        })
    }

    /// Reads the wire form [`Action::words`] writes: a verb's name and its arguments, or else
    /// the words of a move (`Enter` on board and scoresheet).
    ///
    /// # Errors
    ///
    /// What is wrong with the words.
    pub fn decode(seat: Seat, words: &str) -> Result<Action, ActionError> {
        let words = words.trim();
        let (first, rest) = words.split_once(char::is_whitespace).unwrap_or((words, ""));
        match Verb::from_name(first) {
            Some(verb) => Ok(Action::from_verb(seat, verb, rest)?),
            None if words.is_empty() => Err(ActionError::Empty),
            None if seat == Seat::Arbiter => Err(ActionError::NotAnArbiterAction(words.to_owned())),
            None => Ok(Action::Enter {
                text: words.to_owned(),
                target: Target::Both,
            }),
        }
    }
}

#[cfg(test)]
#[path = "verbs_tests.rs"]
mod tests;
