//! Which remaining times the talking clock calls out unasked (the player's choice). Pure.
//!
//! Appendix D.2.10.4 gives information "only at his request"; calls at thresholds are an
//! option the player switches on (the casual default) and are off in tournament mode.

use std::time::Duration;

use shakmaty::{ByColor, Color};

use super::time::parse_duration;

/// The most thresholds one player can choose (they are kept in a bit set).
pub const MAX_THRESHOLDS: usize = 32;

/// Thresholds at which the clock raises a call, and for which sides.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Calls {
    thresholds: Vec<Duration>,
    sides: ByColor<bool>,
}

/// A threshold list that could not be read.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("threshold '{item}': {problem} (expected a list like '10m,5m,2m,1m,30s,10s')")]
pub struct ParseCallsError {
    /// The list item that is wrong.
    pub item: String,
    /// What is wrong with it.
    pub problem: CallsProblem,
}

/// What is wrong with one threshold of a list (English here; the command line words it in
/// the reader's language, `present::cli`).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum CallsProblem {
    /// `Nm` whose N is no whole number.
    #[error("minutes must be a whole number")]
    MinutesNotWhole,
    /// `Ns` whose N is no whole number.
    #[error("seconds must be a whole number")]
    SecondsNotWhole,
    /// Neither minutes, seconds nor a time.
    #[error("{0}")]
    Time(&'static str),
    /// A threshold of no time.
    #[error("a threshold must be above zero")]
    Zero,
    /// More thresholds than are kept.
    #[error("at most {MAX_THRESHOLDS} thresholds")]
    TooMany,
}

impl Calls {
    /// The casual default: 10, 5, 2 and 1 minutes, 30 and 10 seconds, for both players.
    pub fn casual_default() -> Calls {
        let m = |x: u64| Duration::from_secs(60 * x);
        let s = Duration::from_secs;
        Calls::new(
            vec![m(10), m(5), m(2), m(1), s(30), s(10)],
            ByColor {
                white: true,
                black: true,
            },
        )
    }

    /// No calls at all (the tournament default: only requested information is given).
    pub fn none() -> Calls {
        Calls {
            thresholds: Vec::new(),
            sides: ByColor {
                white: false,
                black: false,
            },
        }
    }

    /// Calls at `thresholds` for the sides marked `true`. Zero thresholds are dropped,
    /// duplicates merged, and at most [`MAX_THRESHOLDS`] (the largest) are kept.
    pub fn new(mut thresholds: Vec<Duration>, sides: ByColor<bool>) -> Calls {
        thresholds.retain(|t| !t.is_zero());
        thresholds.sort_unstable_by(|a, b| b.cmp(a));
        thresholds.dedup();
        thresholds.truncate(MAX_THRESHOLDS);
        Calls { thresholds, sides }
    }

    /// Reads a comma-separated list: `10m`, `30s`, `1:30` (m:ss) or `0:01:30`; `none` or an
    /// empty text for no calls.
    ///
    /// # Errors
    ///
    /// An item that is not a duration, naming the item.
    pub fn parse(text: &str, sides: ByColor<bool>) -> Result<Calls, ParseCallsError> {
        let text = text.trim();
        if text.is_empty() || text.eq_ignore_ascii_case("none") || text.eq_ignore_ascii_case("off")
        {
            return Ok(Calls::none());
        }
        let mut list = Vec::new();
        for item in text.split(',') {
            let item = item.trim();
            let err = |problem: CallsProblem| ParseCallsError {
                item: item.into(),
                problem,
            };
            let d = if let Some(m) = item.strip_suffix("min").or_else(|| item.strip_suffix('m')) {
                let m: u64 = m
                    .trim()
                    .parse()
                    .map_err(|_| err(CallsProblem::MinutesNotWhole))?;
                Duration::from_secs(60 * m)
            } else if let Some(s) = item.strip_suffix('s') {
                let s: u64 = s
                    .trim()
                    .parse()
                    .map_err(|_| err(CallsProblem::SecondsNotWhole))?;
                Duration::from_secs(s)
            } else {
                parse_duration(item).map_err(|e| err(CallsProblem::Time(e.reason)))?
            };
            if d.is_zero() {
                return Err(err(CallsProblem::Zero));
            }
            list.push(d);
        }
        if list.len() > MAX_THRESHOLDS {
            return Err(ParseCallsError {
                item: text.into(),
                problem: CallsProblem::TooMany,
            });
        }
        Ok(Calls::new(list, sides))
    }

    /// The thresholds, largest first.
    pub fn thresholds(&self) -> &[Duration] {
        &self.thresholds
    }

    /// Whether calls are made for `side`.
    pub fn for_side(&self, side: Color) -> bool {
        self.sides[side] && !self.thresholds.is_empty()
    }

    /// The sides calls are made for.
    pub fn sides(&self) -> ByColor<bool> {
        self.sides
    }

    /// The set of thresholds strictly below `remaining`, as bits by index (armed thresholds).
    pub(crate) fn below(&self, remaining: Duration) -> u32 {
        self.thresholds
            .iter()
            .enumerate()
            .filter(|(_, t)| **t < remaining)
            .fold(0, |bits, (i, _)| bits | (1 << i))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const BOTH: ByColor<bool> = ByColor {
        white: true,
        black: true,
    };

    #[test]
    fn reads_lists() {
        let c = Calls::parse("30s, 10m,1:30, 10m", BOTH).unwrap();
        assert_eq!(
            c.thresholds(),
            &[
                Duration::from_secs(600),
                Duration::from_secs(90),
                Duration::from_secs(30)
            ]
        );
        assert_eq!(Calls::parse("none", BOTH).unwrap(), Calls::none());
        assert!(
            Calls::parse("10x", BOTH)
                .unwrap_err()
                .to_string()
                .contains("'10x'")
        );
        assert!(Calls::parse("0s", BOTH).is_err());
    }

    #[test]
    fn arms_only_thresholds_below_the_time() {
        let c = Calls::casual_default();
        assert_eq!(c.below(Duration::from_secs(3 * 60)), 0b111100);
        assert_eq!(c.below(Duration::from_secs(30)), 0b100000);
    }
}
