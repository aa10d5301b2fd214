//! Time controls: the forms arbiters write (`40/90+30, 30+30`, `G/60 d5`, `60 bronstein 5`),
//! the PGN `TimeControl` tag, and the rapid/blitz/standard classification of Appendices A and B.
//! Pure.
//!
//! # The arbiter form
//!
//! A control is one or more periods separated by commas. Every period but the last has a move
//! quota (`40/…`); the last covers all remaining moves. Saved time carries over (6.3.2).
//!
//! ```text
//! control := period { "," period }
//! period  := [ moves "/" | "G/" | "SD/" ] minutes [ bonus ]
//! minutes := decimal minutes ("90", "2.5") or "m:ss" ("1:30")      optional suffix "min"
//! bonus   := "+" secs                      Fischer increment, added before every move
//!          | ("d" | "delay") secs          simple (US) delay           also after ";"
//!          | ("b" | "bronstein") secs      Bronstein delay
//! secs    := decimal seconds                                             optional suffix "s"
//! ```
//!
//! Examples: `90+30`, `40/90+30, 30+30`, `5+3`, `15`, `G/60 d5`, `G/60;d5`, `60 delay 5`,
//! `60 bronstein 5`, `60 b5`.

use crate::quote::quote;
use std::{fmt, time::Duration};

use super::time::parse_fraction_nanos;

/// The most periods a control may have.
pub const MAX_PERIODS: usize = 100;
/// The longest period: the most any clock holds.
pub const MAX_BASE: Duration = super::time::MAX_CLOCK_TIME;
/// The largest increment or delay.
pub const MAX_BONUS: Duration = Duration::from_secs(3600);
/// The largest move quota.
pub const MAX_QUOTA: u32 = 10_000;

/// What a player gets with each move, besides the period's base time.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Bonus {
    /// Nothing: the period is sudden death or a plain move quota.
    None,
    /// Fischer (cumulative) increment: this much is added before every move, from move 1.
    Increment(Duration),
    /// Simple (US) delay: the main time starts counting down only after this much of each move.
    SimpleDelay(Duration),
    /// Bronstein delay: on the press, the time used on the move is given back, up to this much.
    Bronstein(Duration),
}

impl Bonus {
    /// The per-move amount, whatever the mode (zero for [`Bonus::None`]).
    pub fn amount(self) -> Duration {
        match self {
            Bonus::None => Duration::ZERO,
            Bonus::Increment(d) | Bonus::SimpleDelay(d) | Bonus::Bronstein(d) => d,
        }
    }
}

/// One period of a time control.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Period {
    /// Moves to be completed in this period; `None` for "all remaining moves".
    pub moves: Option<u32>,
    /// Time given at the start of the period (added to any time saved, 6.3.2).
    pub base: Duration,
    /// Increment or delay for each move of the period.
    pub bonus: Bonus,
}

/// A validated time control: at least one period, every period but the last with a move quota,
/// the last without one, a first period with some time.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct TimeControl {
    periods: Vec<Period>,
}

/// Appendix A/B boundaries to classify a control.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Boundaries {
    /// Laws of 2018 and 2023: blitz ≤ 10 minutes, rapid > 10 and < 60 minutes.
    #[default]
    Fide2018,
    /// Laws of 2008: blitz < 15 minutes, rapid ≥ 15 and < 60 minutes.
    Fide2008,
}

/// The kind of game a control makes (Appendices A and B, glossary).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Category {
    /// Appendix B.
    Blitz,
    /// Appendix A.
    Rapid,
    /// At least 60 minutes per player.
    Standard,
}

impl fmt::Display for Category {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Category::Blitz => "blitz",
            Category::Rapid => "rapid",
            Category::Standard => "standard",
        })
    }
}

/// A time control that could not be read; the message names the period and the part.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ParseControlError {
    /// The text is empty.
    #[error("empty time control: expected e.g. '90+30' or '40/90+30, 30+30'")]
    Empty,
    /// One part of one period is wrong.
    #[error("time control period {period} ('{}'): {problem}", quote(text))]
    Period {
        /// 1-based number of the period.
        period: usize,
        /// The period as written.
        text: String,
        /// What is wrong, quoting the bad part.
        problem: PeriodProblem,
    },
    /// The periods do not make a control.
    #[error("time control '{}': {problem}", quote(text))]
    Structure {
        /// The control as written.
        text: String,
        /// What is wrong.
        problem: StructureProblem,
    },
}

/// What is wrong with one period as written (the arbiter form's, or a PGN tag's field).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PeriodProblem {
    /// Nothing between two commas.
    #[error("empty period (two commas in a row, or a trailing comma?)")]
    Empty,
    /// A move quota that is no whole number.
    #[error("move quota '{}' is not a whole number of moves", quote(.0))]
    QuotaNotWhole(String),
    /// A move quota of no moves.
    #[error("move quota '0': a period needs at least one move")]
    ZeroQuota,
    /// No minutes where they belong.
    #[error("expected minutes, found '{}'", quote(.0))]
    NoMinutes(String),
    /// Something after the minutes that is no bonus.
    #[error(
        "unexpected '{}' after the minutes (expected '+secs', 'delay secs' or 'bronstein secs')",
        quote(.0)
    )]
    NotABonus(String),
    /// A bonus that is no number of seconds.
    #[error("'{}' is not a number of seconds", quote(.0))]
    BonusNotSeconds(String),
    /// Minutes and seconds that do not read.
    #[error("{0}")]
    Time(super::time::ParseTimeError),
    /// More than minutes and seconds.
    #[error("'{}' is not minutes (write '90' or '1:30' for a minute and a half)", quote(.0))]
    NotMinutesAndSeconds(String),
    /// No number of minutes.
    #[error("'{}' is not a number of minutes", quote(.0))]
    NotMinutes(String),
    /// A PGN sandclock field.
    #[error("sandclock controls ('*secs') are not supported")]
    Sandclock,
    /// A PGN field's move quota that is no number.
    #[error("move quota '{}' is not a number", quote(.0))]
    QuotaNotANumber(String),
    /// A PGN field's time or increment that is no number of seconds.
    #[error("'{}' is not seconds", quote(.0))]
    NotSeconds(String),
}

/// Why periods do not make a control (see the rules on [`TimeControl`]).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum StructureProblem {
    /// A period before the last without a move quota (1-based).
    #[error("period {0} has no move quota but is not the last; write e.g. '40/90+30, 30+30'")]
    NoQuota(usize),
    /// The last period with a move quota.
    #[error("the last period must cover all remaining moves (no 'moves/'); add one, e.g. ', 30'")]
    LastHasQuota,
    /// A move quota of no moves.
    #[error("a move quota must be at least 1")]
    ZeroQuota,
    /// The first period gives no time.
    #[error("the first period needs some time")]
    NoTime,
    /// Too many periods.
    #[error("at most {MAX_PERIODS} periods")]
    TooManyPeriods,
    /// A period too long.
    #[error("a period of more than 1000 hours")]
    PeriodTooLong,
    /// An increment or delay too long.
    #[error("an increment or delay of more than an hour")]
    BonusTooLong,
    /// A move quota too large.
    #[error("a move quota above {MAX_QUOTA}")]
    QuotaTooLarge,
    /// A PGN tag of `?` or `-`.
    #[error("the PGN says the time control is unknown or absent")]
    Unknown,
}

impl TimeControl {
    /// Builds a control from periods, checking the rules listed on [`TimeControl`].
    ///
    /// # Errors
    ///
    /// A [`ParseControlError::Structure`] naming the rule that is broken.
    pub fn new(periods: Vec<Period>) -> Result<TimeControl, ParseControlError> {
        let text = TimeControl {
            periods: periods.clone(),
        }
        .to_string();
        let err = |problem: StructureProblem| ParseControlError::Structure {
            text: text.clone(),
            problem,
        };
        let Some((last, rest)) = periods.split_last() else {
            return Err(ParseControlError::Empty);
        };
        if let Some(p) = rest.iter().position(|p| p.moves.is_none()) {
            return Err(err(StructureProblem::NoQuota(p + 1)));
        }
        if last.moves.is_some() {
            return Err(err(StructureProblem::LastHasQuota));
        }
        if rest.iter().any(|p| p.moves == Some(0)) {
            return Err(err(StructureProblem::ZeroQuota));
        }
        if periods[0].base.is_zero() {
            return Err(err(StructureProblem::NoTime));
        }
        // Bounds far beyond any real game keep every sum of times exact and overflow-free.
        if periods.len() > MAX_PERIODS {
            return Err(err(StructureProblem::TooManyPeriods));
        }
        if periods.iter().any(|p| p.base > MAX_BASE) {
            return Err(err(StructureProblem::PeriodTooLong));
        }
        if periods.iter().any(|p| p.bonus.amount() > MAX_BONUS) {
            return Err(err(StructureProblem::BonusTooLong));
        }
        if periods
            .iter()
            .any(|p| p.moves.is_some_and(|m| m > MAX_QUOTA))
        {
            return Err(err(StructureProblem::QuotaTooLarge));
        }
        Ok(TimeControl { periods })
    }

    /// Reads the arbiter form described in the module documentation.
    ///
    /// # Errors
    ///
    /// An error naming the period and the part that is wrong.
    pub fn parse(text: &str) -> Result<TimeControl, ParseControlError> {
        if text.trim().is_empty() {
            return Err(ParseControlError::Empty);
        }
        let periods = text
            .split(',')
            .enumerate()
            .map(|(i, part)| {
                parse_period(part.trim()).map_err(|problem| ParseControlError::Period {
                    period: i + 1,
                    text: part.trim().to_owned(),
                    problem,
                })
            })
            .collect::<Result<Vec<_>, _>>()?;
        TimeControl::new(periods).map_err(|e| match e {
            ParseControlError::Structure { problem, .. } => ParseControlError::Structure {
                text: text.trim().to_owned(),
                problem,
            },
            other => other,
        })
    }

    /// Reads a PGN `TimeControl` tag value such as `40/5400+30:1800+30`, `300+3` or `900`.
    ///
    /// # Errors
    ///
    /// `?`, `-`, sandclock (`*180`) and malformed fields, naming the field.
    pub fn from_pgn_tag(tag: &str) -> Result<TimeControl, ParseControlError> {
        let tag = tag.trim();
        match tag {
            "" => return Err(ParseControlError::Empty),
            "?" | "-" => {
                return Err(ParseControlError::Structure {
                    text: tag.into(),
                    problem: StructureProblem::Unknown,
                });
            }
            _ => {}
        }
        let periods = tag
            .split(':')
            .enumerate()
            .map(|(i, field)| {
                parse_pgn_field(field).map_err(|problem| ParseControlError::Period {
                    period: i + 1,
                    text: field.to_owned(),
                    problem,
                })
            })
            .collect::<Result<Vec<_>, _>>()?;
        TimeControl::new(periods)
    }

    /// The same periods with a Fischer increment of `increment` in every one, replacing any
    /// bonus: the quickplay finish of a game without increment (Guidelines III.4).
    pub fn with_increment(&self, increment: Duration) -> TimeControl {
        TimeControl {
            periods: self
                .periods
                .iter()
                .map(|p| Period {
                    bonus: Bonus::Increment(increment),
                    ..*p
                })
                .collect(),
        }
    }

    /// Whether no period has an increment or a delay (Guidelines III.4–III.6 apply).
    pub fn without_bonus(&self) -> bool {
        self.periods.iter().all(|p| p.bonus == Bonus::None)
    }

    /// The periods, in order.
    pub fn periods(&self) -> &[Period] {
        &self.periods
    }

    /// The index of the period that a player's next move belongs to, given the moves that
    /// player has completed.
    pub fn period_index_after(&self, moves_completed: u32) -> usize {
        let mut quota_end: u64 = 0;
        for (i, p) in self.periods.iter().enumerate() {
            match p.moves {
                Some(m) => {
                    quota_end += u64::from(m);
                    if u64::from(moves_completed) < quota_end {
                        return i;
                    }
                }
                None => return i,
            }
        }
        self.periods.len() - 1
    }

    /// The period at `index`, or the last one beyond the end.
    pub fn period(&self, index: usize) -> &Period {
        let last = self.periods.len() - 1;
        &self.periods[index.min(last)]
    }

    /// Whether `index` is the last period (all remaining moves).
    pub fn is_last_period(&self, index: usize) -> bool {
        index + 1 >= self.periods.len()
    }

    /// Total base time of the periods a player has reached after `moves_completed` moves.
    pub fn base_reached(&self, moves_completed: u32) -> Duration {
        let reached = self.period_index_after(moves_completed);
        self.periods[..=reached].iter().map(|p| p.base).sum()
    }

    /// The time for 60 moves used by Appendices A and B: the base time of every period that
    /// starts by move 60, plus 60 times the increment (or delay) of each move.
    pub fn time_for_60_moves(&self) -> Duration {
        let bases: Duration = (0..60)
            .map(|m| self.period_index_after(m))
            .fold(
                (Duration::ZERO, None),
                |(sum, last): (Duration, Option<usize>), i| {
                    if last == Some(i) {
                        (sum, last)
                    } else {
                        (sum + self.periods[i].base, Some(i))
                    }
                },
            )
            .0;
        let bonuses: Duration = (0..60)
            .map(|m| self.periods[self.period_index_after(m)].bonus.amount())
            .sum();
        bases + bonuses
    }

    /// Blitz, rapid or standard under the given edition's boundaries.
    pub fn category(&self, boundaries: Boundaries) -> Category {
        let t = self.time_for_60_moves();
        let min = |m: u64| Duration::from_secs(60 * m);
        let blitz = match boundaries {
            Boundaries::Fide2018 => t <= min(10),
            Boundaries::Fide2008 => t < min(15),
        };
        if blitz {
            Category::Blitz
        } else if t < min(60) {
            Category::Rapid
        } else {
            Category::Standard
        }
    }

    /// The PGN `TimeControl` tag value (seconds). PGN cannot express delays; a delay period is
    /// written with its base time only, and the full control goes into annabella's own tag.
    pub fn to_pgn_tag(&self) -> String {
        self.periods
            .iter()
            .map(|p| {
                let mut s = String::new();
                if let Some(m) = p.moves {
                    s.push_str(&format!("{m}/"));
                }
                s.push_str(&format_seconds(p.base));
                if let Bonus::Increment(inc) = p.bonus
                    && !inc.is_zero()
                {
                    s.push('+');
                    s.push_str(&format_seconds(inc));
                }
                s
            })
            .collect::<Vec<_>>()
            .join(":")
    }
}

impl fmt::Display for TimeControl {
    /// The canonical arbiter form, which [`TimeControl::parse`] reads back.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, p) in self.periods.iter().enumerate() {
            if i > 0 {
                f.write_str(", ")?;
            }
            if let Some(m) = p.moves {
                write!(f, "{m}/")?;
            }
            f.write_str(&format_minutes(p.base))?;
            match p.bonus {
                Bonus::None => {}
                Bonus::Increment(d) => write!(f, "+{}", format_seconds(d))?,
                Bonus::SimpleDelay(d) => write!(f, " delay {}", format_seconds(d))?,
                Bonus::Bronstein(d) => write!(f, " bronstein {}", format_seconds(d))?,
            }
        }
        Ok(())
    }
}

impl std::str::FromStr for TimeControl {
    type Err = ParseControlError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        TimeControl::parse(s)
    }
}

/// One period of the arbiter form; the error text names the bad part.
fn parse_period(text: &str) -> Result<Period, PeriodProblem> {
    if text.is_empty() {
        return Err(PeriodProblem::Empty);
    }
    let lower = text.to_ascii_lowercase();
    let mut rest = lower.as_str();
    let mut moves = None;
    if let Some(r) = rest.strip_prefix("g/").or_else(|| rest.strip_prefix("sd/")) {
        rest = r;
    } else if let Some((quota, r)) = rest.split_once('/') {
        let quota = quota.trim();
        let n: u32 = quota
            .parse()
            .map_err(|_| PeriodProblem::QuotaNotWhole(quota.to_owned()))?;
        if n == 0 {
            return Err(PeriodProblem::ZeroQuota);
        }
        moves = Some(n);
        rest = r;
    }
    let rest = rest.trim_start();
    let split = rest
        .find(|c: char| !(c.is_ascii_digit() || c == '.' || c == ':'))
        .unwrap_or(rest.len());
    let (minutes_text, mut tail) = rest.split_at(split);
    if minutes_text.is_empty() {
        let shown = rest.split_whitespace().next().unwrap_or("");
        return Err(PeriodProblem::NoMinutes(shown.to_owned()));
    }
    let base = parse_minutes(minutes_text)?;
    tail = tail.trim_start();
    tail = tail
        .strip_prefix("min")
        .or_else(|| tail.strip_prefix('\''))
        .unwrap_or(tail)
        .trim_start();
    let bonus = parse_bonus(tail)?;
    Ok(Period { moves, base, bonus })
}

/// The bonus part after the minutes ("" for none).
fn parse_bonus(tail: &str) -> Result<Bonus, PeriodProblem> {
    let tail = tail.trim();
    if tail.is_empty() {
        return Ok(Bonus::None);
    }
    let tail = tail.strip_prefix(';').unwrap_or(tail).trim_start();
    let (make, amount): (fn(Duration) -> Bonus, &str) = if let Some(a) = tail.strip_prefix('+') {
        (Bonus::Increment, a)
    } else if let Some(a) = tail.strip_prefix("inc") {
        (Bonus::Increment, a)
    } else if let Some(a) = tail.strip_prefix("delay") {
        (Bonus::SimpleDelay, a)
    } else if let Some(a) = tail.strip_prefix("bronstein") {
        (Bonus::Bronstein, a)
    } else if let Some(a) = tail.strip_prefix('d') {
        (Bonus::SimpleDelay, a)
    } else if let Some(a) = tail.strip_prefix('b') {
        (Bonus::Bronstein, a)
    } else {
        return Err(PeriodProblem::NotABonus(tail.to_owned()));
    };
    let amount = amount.trim();
    let number = amount
        .strip_suffix("sec")
        .or_else(|| amount.strip_suffix('s'))
        .unwrap_or(amount)
        .trim();
    let d = parse_decimal(number, 1_000_000_000)
        .ok_or_else(|| PeriodProblem::BonusNotSeconds(amount.to_owned()))?;
    Ok(if d.is_zero() { Bonus::None } else { make(d) })
}

/// Minutes as a decimal ("90", "2.5") or as "m:ss".
fn parse_minutes(text: &str) -> Result<Duration, PeriodProblem> {
    if text.contains(':') {
        let parts: Vec<&str> = text.split(':').collect();
        if parts.len() == 2 {
            return super::time::parse_duration(text).map_err(PeriodProblem::Time);
        }
        return Err(PeriodProblem::NotMinutesAndSeconds(text.to_owned()));
    }
    parse_decimal(text, 60_000_000_000).ok_or_else(|| PeriodProblem::NotMinutes(text.to_owned()))
}

/// A non-negative decimal number of units of `unit_nanos` nanoseconds, exactly.
fn parse_decimal(text: &str, unit_nanos: u64) -> Option<Duration> {
    let (whole, fraction) = match text.split_once('.') {
        Some((w, f)) => (w, f),
        None => (text, ""),
    };
    if whole.is_empty() || !whole.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let whole: u64 = whole.parse().ok()?;
    let frac_nanos = if fraction.is_empty() {
        0
    } else {
        u64::from(parse_fraction_nanos(fraction)?)
    };
    let nanos = u128::from(whole) * u128::from(unit_nanos)
        + u128::from(frac_nanos) * u128::from(unit_nanos) / 1_000_000_000;
    let secs = u64::try_from(nanos / 1_000_000_000).ok()?;
    Some(Duration::new(secs, (nanos % 1_000_000_000) as u32))
}

/// One ':'-separated field of the PGN tag.
fn parse_pgn_field(field: &str) -> Result<Period, PeriodProblem> {
    let field = field.trim();
    if field.starts_with('*') {
        return Err(PeriodProblem::Sandclock);
    }
    let (moves, rest) = match field.split_once('/') {
        Some((m, r)) => {
            let n: u32 = m
                .parse()
                .map_err(|_| PeriodProblem::QuotaNotANumber(m.to_owned()))?;
            (Some(n), r)
        }
        None => (None, field),
    };
    let (base, inc) = match rest.split_once('+') {
        Some((b, i)) => (b, Some(i)),
        None => (rest, None),
    };
    let base = parse_decimal(base, 1_000_000_000)
        .ok_or_else(|| PeriodProblem::NotSeconds(base.to_owned()))?;
    let bonus = match inc {
        None => Bonus::None,
        Some(i) => {
            let d = parse_decimal(i, 1_000_000_000)
                .ok_or_else(|| PeriodProblem::NotSeconds(i.to_owned()))?;
            if d.is_zero() {
                Bonus::None
            } else {
                Bonus::Increment(d)
            }
        }
    };
    Ok(Period { moves, base, bonus })
}

/// Minutes for the arbiter form: "90", or "m:ss[.fff]" when not whole minutes.
fn format_minutes(d: Duration) -> String {
    if d.subsec_nanos() == 0 && d.as_secs().is_multiple_of(60) {
        (d.as_secs() / 60).to_string()
    } else {
        let secs = d.as_secs();
        let mut s = format!("{}:{:02}", secs / 60, secs % 60);
        push_fraction(&mut s, d.subsec_nanos());
        s
    }
}

/// Seconds, with a decimal fraction only when needed.
fn format_seconds(d: Duration) -> String {
    let mut s = d.as_secs().to_string();
    push_fraction(&mut s, d.subsec_nanos());
    s
}

fn push_fraction(s: &mut String, nanos: u32) {
    if nanos > 0 {
        let digits = format!("{nanos:09}");
        s.push('.');
        s.push_str(digits.trim_end_matches('0'));
    }
}

#[cfg(test)]
#[path = "control_tests.rs"]
mod tests;
