//! What the talking clock says: readings on request (D.2.6.1, D.2.10.4), calls at thresholds,
//! period changes, flag fall and how the game ended, rendered from `locales/<lang>/clock.ftl`. Pure after the
//! Fluent files are loaded.
//!
//! Durations are spoken briefly: hours and minutes, with the seconds only below a threshold the
//! player sets (`[clock] seconds-below`, one hour by default, as talking clocks do: "1 hour 30
//! minutes" for 1:30:42, but "1 hour 30 minutes 42 seconds" with the threshold at two hours);
//! below a minute always seconds. Parts that are zero are left out. Time left is rounded **up**
//! to the second, so "0 seconds" is only heard once the flag has fallen; time used is rounded
//! down.

use std::time::Duration;

use shakmaty::Color;

use crate::{
    clock::{ClockEvent, ClockReading, side_key},
    game::{DrawReason, GameResult, WinReason},
    i18n::{Arg, Lang, LocaleError, Localizer},
};

/// What a spoken duration is in its sentence: this sets the rounding and the grammatical case
/// (Polish says "została 1 minuta" but "zużyto 1 minutę").
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DurationRole {
    /// Time left: rounded up; the subject (nominative).
    Left,
    /// Time used or added: rounded down; the object (accusative).
    Spent,
}

/// A duration spoken, with the numbers the sentence around it needs for agreement.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SpokenDuration {
    /// The words, e.g. "1 hour 5 minutes".
    pub text: String,
    /// The first number said (selects "queda"/"quedan", "została"/"zostały"/"zostało").
    pub leading: u64,
    /// How many parts were said (1 to 3).
    pub parts: u64,
}

/// Below this, durations are said with their seconds unless the player chose otherwise.
pub const SECONDS_BELOW: Duration = Duration::from_secs(3600);

/// The clock's voice in one language.
#[derive(Debug)]
pub struct ClockVoice {
    text: Localizer,
    seconds_below: Duration,
}

fn num(n: u64) -> Arg<'static> {
    Arg::Num(i64::try_from(n).unwrap_or(i64::MAX))
}

impl ClockVoice {
    /// Loads the phrases of `lang`.
    ///
    /// # Errors
    ///
    /// A broken embedded Fluent file (a build bug the locale tests catch).
    pub fn new(lang: Lang) -> Result<ClockVoice, LocaleError> {
        Ok(ClockVoice {
            text: Localizer::new(lang)?,
            seconds_below: SECONDS_BELOW,
        })
    }

    /// A clock voice in `lang` that never fails (see [`Localizer::builtin`]).
    pub fn builtin(lang: Lang) -> ClockVoice {
        ClockVoice {
            text: Localizer::builtin(lang),
            seconds_below: SECONDS_BELOW,
        }
    }

    /// Says seconds only for durations under `threshold` (below a minute always).
    pub fn set_seconds_below(&mut self, threshold: Duration) {
        self.seconds_below = threshold;
    }

    /// Below this, durations are said with their seconds.
    pub fn seconds_below(&self) -> Duration {
        self.seconds_below
    }

    /// The same voice, saying seconds only for durations under `threshold`.
    #[must_use]
    pub fn with_seconds_below(mut self, threshold: Duration) -> Self {
        self.seconds_below = threshold;
        self
    }

    /// The language spoken.
    pub fn lang(&self) -> Lang {
        self.text.lang()
    }

    /// How the game ended, as the clock says it.
    pub fn result(&self, result: GameResult) -> String {
        let text = &self.text;
        let side = |key: &'static str, c: Color| (key, Arg::Str(side_key(c)));
        match result {
            GameResult::Win { winner, reason } => {
                let id = match reason {
                    WinReason::Checkmate => "clock-result-checkmate",
                    WinReason::Resignation => "clock-result-resignation",
                    WinReason::Timeout => "clock-result-timeout",
                    WinReason::Arbiter => "clock-result-arbiter-win",
                    WinReason::Recorded => "clock-result-recorded-win",
                };
                text.format(id, &[side("winner", winner), side("loser", !winner)])
            }
            GameResult::Draw(reason) => match reason {
                DrawReason::TimeoutInsufficient { flagged } => {
                    text.format("clock-result-timeout-draw", &[side("flagged", flagged)])
                }
                DrawReason::ResignationInsufficient { resigned } => {
                    text.format("clock-result-resignation-draw", &[side("loser", resigned)])
                }
                other => text.text(match other {
                    DrawReason::Stalemate => "clock-result-stalemate",
                    DrawReason::DeadPosition => "clock-result-dead-position",
                    DrawReason::FivefoldRepetition => "clock-result-fivefold",
                    DrawReason::SeventyFiveMoves => "clock-result-seventy-five",
                    DrawReason::ThreefoldClaim => "clock-result-threefold-claim",
                    DrawReason::FiftyMoveClaim => "clock-result-fifty-claim",
                    DrawReason::Agreement => "clock-result-agreement",
                    DrawReason::BothFlagsLastPeriod => "clock-result-both-flags",
                    DrawReason::Recorded => "clock-result-recorded-draw",
                    _ => "clock-result-arbiter-draw",
                }),
            },
        }
    }

    /// The localizer, for phrases outside the clock (the review's).
    pub fn localizer(&self) -> &Localizer {
        &self.text
    }

    /// "White" or "Black" in this language.
    pub fn side(&self, side: Color) -> String {
        self.text
            .format("clock-side", &[("side", Arg::Str(side_key(side)))])
    }

    /// A duration in words: "1 hour 5 minutes", "4 minutes 30 seconds", "10 seconds".
    pub fn duration(&self, d: Duration, role: DurationRole) -> SpokenDuration {
        let (secs, case) = match role {
            DurationRole::Left => (crate::clock::time::ceil_secs(d), "nom"),
            DurationRole::Spent => (d.as_secs(), "acc"),
        };
        let (h, m, s) = (secs / 3600, secs / 60 % 60, secs % 60);
        let unit = |id: &str, n: u64| {
            self.text
                .format(id, &[("n", num(n)), ("case", Arg::Str(case))])
        };
        let with_seconds = Duration::from_secs(secs) < self.seconds_below || secs < 60;
        let mut parts: Vec<(u64, String)> = Vec::with_capacity(3);
        if h > 0 {
            parts.push((h, unit("clock-hours", h)));
        }
        if m > 0 {
            parts.push((m, unit("clock-minutes", m)));
        }
        if (s > 0 && with_seconds) || parts.is_empty() {
            parts.push((s, unit("clock-seconds", s)));
        }
        let leading = parts.first().map_or(0, |p| p.0);
        let text = match parts.as_slice() {
            [(_, one)] => one.clone(),
            [(_, first), (_, second)] => self.text.format(
                "clock-join",
                &[("first", Arg::Str(first)), ("second", Arg::Str(second))],
            ),
            [(_, first), (_, second), (_, third), ..] => self.text.format(
                "clock-join-three",
                &[
                    ("first", Arg::Str(first)),
                    ("second", Arg::Str(second)),
                    ("third", Arg::Str(third)),
                ],
            ),
            [] => String::new(),
        };
        SpokenDuration {
            text,
            leading,
            parts: parts.len() as u64,
        }
    }

    /// On request: time left, time used and moves completed, for both players, White first.
    pub fn reading(&self, r: &ClockReading) -> String {
        self.both_sides(r, "clock-reading")
    }

    /// Unasked: time left and used for both players, White first, without the moves completed
    /// (Article 12.6: nobody tells a player the moves completed unless he asks the clock).
    pub fn times(&self, r: &ClockReading) -> String {
        self.both_sides(r, "clock-times")
    }

    /// Message `id` for White, then for Black, given each side's time left, time used and moves
    /// completed (a message leaves out what it does not say).
    fn both_sides(&self, r: &ClockReading, id: &str) -> String {
        [Color::White, Color::Black]
            .into_iter()
            .map(|side| {
                // A time nobody knows is said to be unknown, never a placeholder.
                if r.unknown[side] {
                    return self
                        .text
                        .format("clock-unknown-side", &[("side", Arg::Str(side_key(side)))]);
                }
                let left = self.duration(r.remaining[side], DurationRole::Left);
                let used = self.duration(r.used[side], DurationRole::Spent);
                let moves = u64::from(r.moves[side]);
                let moves_text = self.text.format("clock-moves", &[("n", num(moves))]);
                self.text.format(
                    id,
                    &[
                        ("side", Arg::Str(side_key(side))),
                        ("left", Arg::Str(&left.text)),
                        ("left_n", num(left.leading)),
                        ("left_parts", num(left.parts)),
                        ("used", Arg::Str(&used.text)),
                        ("moves", Arg::Str(&moves_text)),
                        ("moves_n", num(moves)),
                    ],
                )
            })
            .collect::<Vec<_>>()
            .join(" ")
    }

    /// The time the side on move has spent on its current move: "Black: 4 minutes 12 seconds
    /// on move 23 so far." (`number` is the move's number on the scoresheet.)
    pub fn thinking(&self, side: Color, spent: Duration, number: u32) -> String {
        let spent = self.duration(spent, DurationRole::Spent);
        self.text.format(
            "clock-thinking",
            &[
                ("side", Arg::Str(side_key(side))),
                ("spent", Arg::Str(&spent.text)),
                ("spent_n", num(spent.leading)),
                ("n", num(u64::from(number))),
            ],
        )
    }

    /// A call at a threshold: "White: 5 minutes left."
    pub fn call(&self, side: Color, left: Duration) -> String {
        let left = self.duration(left, DurationRole::Left);
        self.text.format(
            "clock-call",
            &[
                ("side", Arg::Str(side_key(side))),
                ("left", Arg::Str(&left.text)),
                ("left_n", num(left.leading)),
                ("left_parts", num(left.parts)),
            ],
        )
    }

    /// A new period: "White: period 2 begins, 30 minutes added." (`period` is 0-based.)
    pub fn period(&self, side: Color, period: usize, added: Duration) -> String {
        let added = self.duration(added, DurationRole::Spent);
        self.text.format(
            "clock-period",
            &[
                ("side", Arg::Str(side_key(side))),
                ("period", num(period as u64 + 1)),
                ("added", Arg::Str(&added.text)),
                ("added_n", num(added.leading)),
            ],
        )
    }

    /// Flag fall: "White: flag has fallen."
    pub fn flag(&self, side: Color) -> String {
        self.text
            .format("clock-flag", &[("side", Arg::Str(side_key(side)))])
    }

    /// Both flags down: which fell first, or that nobody can tell.
    pub fn both_flags(&self, first: Option<Color>) -> String {
        match first {
            Some(side) => self.text.format(
                "clock-both-flags-first",
                &[("first", Arg::Str(side_key(side)))],
            ),
            None => self.text.text("clock-both-flags-unknown"),
        }
    }

    /// Any event the clock raises.
    pub fn event(&self, event: &ClockEvent) -> String {
        match *event {
            ClockEvent::Threshold { side, left, .. } => self.call(side, left),
            ClockEvent::PeriodStarted {
                side,
                period,
                added,
                ..
            } => self.period(side, period, added),
            ClockEvent::FlagFell { side, .. } => self.flag(side),
        }
    }

    /// "Clock paused." / "Clock running."
    pub fn paused(&self, paused: bool) -> String {
        self.text.text(if paused {
            "clock-paused"
        } else {
            "clock-resumed"
        })
    }
}

#[cfg(test)]
#[path = "clock_tests.rs"]
mod tests;
