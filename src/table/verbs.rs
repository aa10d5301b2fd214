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
    clock::{TimeDelta, time::parse_clock_time},
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
    /// [`Action::EboardOff`], with the squares.
    EboardOff,
}

impl Verb {
    /// Every verb.
    pub const ALL: [Verb; 33] = [
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
        }
    }

    /// The verb of a wire-form word.
    pub fn from_name(name: &str) -> Option<Verb> {
        Verb::ALL.into_iter().find(|v| v.name() == name)
    }

    /// Whether only the arbiter takes this action. `start` is also the players' in casual mode,
    /// which the table decides.
    pub fn arbiter_only(self) -> bool {
        matches!(
            self,
            Verb::Pause
                | Verb::Resume
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
        )
    }
}

/// A side as the wire form writes it: `white` or `black`.
///
/// # Errors
///
/// Any other word, quoted.
pub fn side(word: &str) -> Result<Color, String> {
    match word.trim() {
        "white" => Ok(Color::White),
        "black" => Ok(Color::Black),
        other => Err(format!(
            "'{}' is not a side (white or black)",
            crate::quote::quote(other)
        )),
    }
}

fn color(word: &str) -> Result<Color, String> {
    side(word)
}

fn duration(text: &str) -> Result<Duration, String> {
    parse_clock_time(text).map_err(|e| e.to_string())
}

impl Action {
    /// The action `verb` names for `seat`, with its arguments (`rest`, the words after the verb).
    ///
    /// # Errors
    ///
    /// What is wrong with the arguments, or that the verb is not the seat's.
    pub fn from_verb(seat: Seat, verb: Verb, rest: &str) -> Result<Action, String> {
        let name = verb.name();
        let rest = rest.trim();
        let parts: Vec<&str> = rest.split_whitespace().collect();
        let need = |n: usize| {
            if parts.len() == n {
                Ok(())
            } else if n == 0 {
                Err(format!(
                    "'{name}' takes no argument, got '{}'",
                    crate::quote::quote(rest)
                ))
            } else {
                Err(format!(
                    "'{name}' takes {n} argument(s), got '{}'",
                    crate::quote::quote(rest)
                ))
            }
        };
        let text = || {
            if rest.is_empty() {
                Err(format!("'{name}' needs a move after it"))
            } else {
                Ok(rest.to_owned())
            }
        };
        if verb.arbiter_only() && seat != Seat::Arbiter {
            return Err(format!(
                "'{name}' is an arbiter action, not the {seat} seat's"
            ));
        }
        if verb.player_only() && seat == Seat::Arbiter {
            return Err(format!("'{name}' is a player's action, not the arbiter's"));
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
                let kind = ClaimKind::from_word(kind)
                    .ok_or("'claim' needs 'threefold' or 'fifty' (or 'claim touched <square>')")?;
                let intended = intended.trim();
                Action::ClaimRule {
                    kind,
                    intended: (!intended.is_empty()).then(|| intended.to_owned()),
                }
            }
            Verb::Note => {
                if rest.is_empty() {
                    return Err("'note' needs a text".into());
                }
                Action::Note(rest.to_owned())
            }
            Verb::ClaimTouched => {
                need(1)?;
                Action::ClaimTouched(parts[0].to_ascii_lowercase().parse().map_err(|_| {
                    format!("claim-touched: '{}' is not a square (a1 to h8)", parts[0])
                })?)
            }
            Verb::Postpone => match parts.as_slice() {
                [] => Action::Postpone(None),
                [time] => Action::Postpone(Some(duration(time.trim_start_matches('+'))?)),
                _ => return Err(format!("'{name}' takes at most a time, got '{rest}'")),
            },
            Verb::Adjourn => {
                if rest.is_empty() {
                    return Err(
                        "'adjourn' needs the resumption's date, time and venue after it".into(),
                    );
                }
                Action::Adjourn(rest.to_owned())
            }
            Verb::Seal => Action::Seal(text()?),
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
                let ply = parts[0]
                    .parse()
                    .map_err(|_| format!("retrace: '{}' is not a ply number", parts[0]))?;
                Action::Retrace(ply)
            }
            Verb::SetClock => match parts.as_slice() {
                [side, time] => Action::SetClock(color(side)?, duration(time)?),
                [side, time, "moves", n] => Action::SetMoves(
                    color(side)?,
                    duration(time)?,
                    n.parse()
                        .map_err(|_| format!("set-clock: '{n}' is not a number of moves"))?,
                ),
                _ => {
                    return Err(format!(
                        "'{name}' takes a side and a time, maybe 'moves N', got '{}'",
                        crate::quote::quote(rest)
                    ));
                }
            },
            Verb::AddTime => {
                need(2)?;
                let (sign, amount) = match parts[1].strip_prefix('-') {
                    Some(t) => (-1, t),
                    None => (1, parts[1].trim_start_matches('+')),
                };
                let nanos = i64::try_from(duration(amount)?.as_nanos()).unwrap_or(i64::MAX);
                Action::AddTime(color(parts[0])?, TimeDelta::from_signed_nanos(sign * nanos))
            }
            Verb::Fixed => {
                need(1)?;
                Action::Fixed(parts[0].parse()?)
            }
            // The result in the Laws' words ("white wins arbiter"), as the one-board game's
            // journals wrote it, or in the PGN's.
            Verb::Declare if parts.len() > 1 => {
                Action::Declare(GameResult::parse(rest).ok_or_else(|| {
                    format!(
                        "declare: '{}': expected 1-0, 0-1, 1/2-1/2 or a result such as \
                         'white wins arbiter'",
                        crate::quote::quote(rest)
                    )
                })?)
            }
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
                        return Err(format!("declare: '{other}': expected 1-0, 0-1 or 1/2-1/2"));
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
    pub fn decode(seat: Seat, words: &str) -> Result<Action, String> {
        let words = words.trim();
        let (first, rest) = words.split_once(char::is_whitespace).unwrap_or((words, ""));
        match Verb::from_name(first) {
            Some(verb) => Action::from_verb(seat, verb, rest),
            None if seat == Seat::Arbiter => Err(format!(
                "'{}' is not an arbiter action; moves are entered by the blind or sighted seat",
                crate::quote::quote(words)
            )),
            None if words.is_empty() => Err("no action".into()),
            None => Ok(Action::Enter {
                text: words.to_owned(),
                target: Target::Both,
            }),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_action_reads_back_from_its_words() {
        let actions = [
            (Seat::Blind, Action::Confirm),
            (Seat::Blind, Action::Withdraw),
            (Seat::Blind, Action::Correct("Eva vier".into())),
            (Seat::Sighted, Action::Press),
            (Seat::Sighted, Action::TimeQuery),
            (Seat::Blind, Action::Resign),
            (Seat::Sighted, Action::OfferDraw),
            (Seat::Sighted, Action::Decline),
            (Seat::Blind, Action::ClaimTouched(shakmaty::Square::G1)),
            (Seat::Arbiter, Action::Uphold),
            (Seat::Arbiter, Action::Reject),
            (Seat::Arbiter, Action::Postpone(None)),
            (
                Seat::Arbiter,
                Action::Postpone(Some(Duration::from_secs(120))),
            ),
            (
                Seat::Arbiter,
                Action::Adjourn("2026-11-24 10:00, hall B".into()),
            ),
            (Seat::Blind, Action::Seal("Springer Felix drei".into())),
            (Seat::Arbiter, Action::OpenEnvelope),
            (Seat::Blind, Action::RequestIncrement),
            (Seat::Sighted, Action::ClaimDraw),
            (
                Seat::Blind,
                Action::ClaimRule {
                    kind: ClaimKind::Threefold,
                    intended: Some("Ng1".into()),
                },
            ),
            (
                Seat::Sighted,
                Action::ClaimRule {
                    kind: ClaimKind::FiftyMoves,
                    intended: None,
                },
            ),
            (Seat::Blind, Action::ClaimFlag),
            (Seat::Arbiter, Action::ClaimFlag),
            (Seat::Arbiter, Action::Note("a spectator spoke".into())),
            (Seat::Arbiter, Action::Recovered),
            (
                Seat::Sighted,
                Action::EboardOff {
                    squares: vec![
                        super::super::eboard::OffSquare {
                            square: shakmaty::Square::E4,
                            shown: Some(shakmaty::Piece {
                                color: Color::White,
                                role: shakmaty::Role::Pawn,
                            }),
                            should: None,
                        },
                        super::super::eboard::OffSquare {
                            square: shakmaty::Square::E2,
                            shown: None,
                            should: Some(shakmaty::Piece {
                                color: Color::White,
                                role: shakmaty::Role::Pawn,
                            }),
                        },
                    ],
                    stop: true,
                },
            ),
            (
                Seat::Arbiter,
                Action::SetMoves(Color::Black, Duration::from_secs(3600), 20),
            ),
            (
                Seat::Arbiter,
                Action::Declare(GameResult::Win {
                    winner: Color::White,
                    reason: WinReason::Resignation,
                }),
            ),
            (Seat::Arbiter, Action::Start),
            (Seat::Arbiter, Action::Pause),
            (Seat::Arbiter, Action::Resume),
            (Seat::Arbiter, Action::Repair),
            (Seat::Arbiter, Action::Retrace(4)),
            (
                Seat::Arbiter,
                Action::SetClock(Color::White, Duration::from_millis(5_340_123)),
            ),
            (
                Seat::Arbiter,
                Action::AddTime(Color::Black, TimeDelta::from_signed_nanos(-30_000_000_000)),
            ),
            (Seat::Arbiter, Action::Fixed(Seat::Sighted)),
            (
                Seat::Arbiter,
                Action::Declare(GameResult::Draw(DrawReason::Arbiter)),
            ),
            (
                Seat::Blind,
                Action::Enter {
                    text: "Nf3".into(),
                    target: Target::Sheet,
                },
            ),
            (
                Seat::Blind,
                Action::Enter {
                    text: "e4".into(),
                    target: Target::Board,
                },
            ),
            (
                Seat::Blind,
                Action::Enter {
                    text: "Eva vier".into(),
                    target: Target::Both,
                },
            ),
        ];
        for (seat, action) in actions {
            assert_eq!(Action::decode(seat, &action.words()), Ok(action.clone()));
        }
    }

    #[test]
    fn wrong_seat_and_bad_arguments_are_named() {
        assert!(
            Action::decode(Seat::Blind, "pause")
                .unwrap_err()
                .contains("arbiter action")
        );
        assert!(
            Action::decode(Seat::Arbiter, "Eva vier")
                .unwrap_err()
                .contains("not an arbiter action")
        );
        assert!(
            Action::decode(Seat::Arbiter, "retrace x")
                .unwrap_err()
                .contains("not a ply")
        );
        assert!(
            Action::decode(Seat::Blind, "confirm now")
                .unwrap_err()
                .contains("no argument")
        );
    }
}
