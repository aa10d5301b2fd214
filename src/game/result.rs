//! How a game ended (Articles 5, 6.9, 9, Guidelines III) and how that is written (the clock's
//! voice says it: `present::clock`). Pure.

use std::fmt;

use shakmaty::{Color, KnownOutcome};

use crate::clock::side_key;

/// The result of a finished game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum GameResult {
    /// One side won.
    Win {
        /// The winner.
        winner: Color,
        /// Why.
        reason: WinReason,
    },
    /// Drawn.
    Draw(DrawReason),
}

/// Why a game was won.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum WinReason {
    /// 5.1.1.
    Checkmate,
    /// 5.1.2.
    Resignation,
    /// 6.9: the opponent's flag fell.
    Timeout,
    /// The arbiter declared it (e.g. 7.5.5, a second illegal move).
    Arbiter,
    /// Read from a score that gives the result but not why (an imported PGN).
    Recorded,
}

/// Why a game was drawn.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum DrawReason {
    /// 5.2.1.
    Stalemate,
    /// 5.2.2: neither side can checkmate (the insufficient-material cases).
    DeadPosition,
    /// 9.6.1.
    FivefoldRepetition,
    /// 9.6.2.
    SeventyFiveMoves,
    /// 9.2, claimed correctly.
    ThreefoldClaim,
    /// 9.3, claimed correctly.
    FiftyMoveClaim,
    /// 5.2.3.
    Agreement,
    /// 6.9: `flagged`'s flag fell but the opponent cannot checkmate.
    TimeoutInsufficient {
        /// Whose flag fell.
        flagged: Color,
    },
    /// 5.1.2 (2023): `resigned` resigned but the opponent cannot checkmate.
    ResignationInsufficient {
        /// Who resigned.
        resigned: Color,
    },
    /// Guidelines III.3.1: both flags down, order unknown, in the last period.
    BothFlagsLastPeriod,
    /// The arbiter declared it.
    Arbiter,
    /// Read from a score that gives the result but not why (an imported PGN).
    Recorded,
}

impl GameResult {
    /// The PGN result: `1-0`, `0-1` or `1/2-1/2`.
    pub fn pgn(self) -> &'static str {
        match self {
            GameResult::Win {
                winner: Color::White,
                ..
            } => "1-0",
            GameResult::Win {
                winner: Color::Black,
                ..
            } => "0-1",
            GameResult::Draw(_) => "1/2-1/2",
        }
    }

    /// shakmaty's outcome.
    pub fn outcome(self) -> KnownOutcome {
        match self {
            GameResult::Win { winner, .. } => KnownOutcome::Decisive { winner },
            GameResult::Draw(_) => KnownOutcome::Draw,
        }
    }

    /// The PGN `Termination` tag value.
    pub fn termination(self) -> &'static str {
        match self {
            GameResult::Win {
                reason: WinReason::Timeout,
                ..
            }
            | GameResult::Draw(
                DrawReason::TimeoutInsufficient { .. } | DrawReason::BothFlagsLastPeriod,
            ) => "time forfeit",
            GameResult::Win {
                reason: WinReason::Arbiter,
                ..
            }
            | GameResult::Draw(DrawReason::Arbiter) => "adjudication",
            _ => "normal",
        }
    }

    /// Reads the [`Display`](fmt::Display) form back.
    pub fn parse(text: &str) -> Option<GameResult> {
        let words: Vec<&str> = text.split_whitespace().collect();
        let color = |w: &str| match w {
            "white" => Some(Color::White),
            "black" => Some(Color::Black),
            _ => None,
        };
        match words.as_slice() {
            [side, "wins", how] => {
                let reason = match *how {
                    "checkmate" => WinReason::Checkmate,
                    "resignation" => WinReason::Resignation,
                    "timeout" => WinReason::Timeout,
                    "arbiter" => WinReason::Arbiter,
                    "recorded" => WinReason::Recorded,
                    _ => return None,
                };
                Some(GameResult::Win {
                    winner: color(side)?,
                    reason,
                })
            }
            ["draw", how] => Some(GameResult::Draw(match *how {
                "stalemate" => DrawReason::Stalemate,
                "dead-position" => DrawReason::DeadPosition,
                "fivefold-repetition" => DrawReason::FivefoldRepetition,
                "75-moves" => DrawReason::SeventyFiveMoves,
                "threefold-claim" => DrawReason::ThreefoldClaim,
                "fifty-move-claim" => DrawReason::FiftyMoveClaim,
                "agreement" => DrawReason::Agreement,
                "both-flags-last-period" => DrawReason::BothFlagsLastPeriod,
                "arbiter" => DrawReason::Arbiter,
                "recorded" => DrawReason::Recorded,
                _ => return None,
            })),
            ["draw", "timeout-insufficient", side] => {
                Some(GameResult::Draw(DrawReason::TimeoutInsufficient {
                    flagged: color(side)?,
                }))
            }
            ["draw", "resignation-insufficient", side] => {
                Some(GameResult::Draw(DrawReason::ResignationInsufficient {
                    resigned: color(side)?,
                }))
            }
            _ => None,
        }
    }
}

impl fmt::Display for GameResult {
    /// A stable, readable form: `white wins checkmate`, `draw stalemate`,
    /// `draw timeout-insufficient black`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GameResult::Win { winner, reason } => {
                let how = match reason {
                    WinReason::Checkmate => "checkmate",
                    WinReason::Resignation => "resignation",
                    WinReason::Timeout => "timeout",
                    WinReason::Arbiter => "arbiter",
                    WinReason::Recorded => "recorded",
                };
                write!(f, "{} wins {how}", side_key(*winner))
            }
            GameResult::Draw(reason) => match reason {
                DrawReason::TimeoutInsufficient { flagged } => {
                    write!(f, "draw timeout-insufficient {}", side_key(*flagged))
                }
                DrawReason::ResignationInsufficient { resigned } => {
                    write!(f, "draw resignation-insufficient {}", side_key(*resigned))
                }
                other => {
                    let how = match other {
                        DrawReason::Stalemate => "stalemate",
                        DrawReason::DeadPosition => "dead-position",
                        DrawReason::FivefoldRepetition => "fivefold-repetition",
                        DrawReason::SeventyFiveMoves => "75-moves",
                        DrawReason::ThreefoldClaim => "threefold-claim",
                        DrawReason::FiftyMoveClaim => "fifty-move-claim",
                        DrawReason::Agreement => "agreement",
                        DrawReason::BothFlagsLastPeriod => "both-flags-last-period",
                        DrawReason::Recorded => "recorded",
                        _ => "arbiter",
                    };
                    write!(f, "draw {how}")
                }
            },
        }
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    pub(crate) fn all_results() -> Vec<GameResult> {
        let mut all = Vec::new();
        for c in Color::ALL {
            for reason in [
                WinReason::Checkmate,
                WinReason::Resignation,
                WinReason::Timeout,
                WinReason::Arbiter,
            ] {
                all.push(GameResult::Win { winner: c, reason });
            }
            all.push(GameResult::Draw(DrawReason::TimeoutInsufficient {
                flagged: c,
            }));
            all.push(GameResult::Draw(DrawReason::ResignationInsufficient {
                resigned: c,
            }));
        }
        for reason in [
            DrawReason::Stalemate,
            DrawReason::DeadPosition,
            DrawReason::FivefoldRepetition,
            DrawReason::SeventyFiveMoves,
            DrawReason::ThreefoldClaim,
            DrawReason::FiftyMoveClaim,
            DrawReason::Agreement,
            DrawReason::BothFlagsLastPeriod,
            DrawReason::Arbiter,
            DrawReason::Recorded,
        ] {
            all.push(GameResult::Draw(reason));
        }
        all
    }

    #[test]
    fn text_form_round_trips() {
        for r in all_results() {
            assert_eq!(GameResult::parse(&r.to_string()), Some(r), "{r}");
        }
    }
}
