//! Instants, signed time changes and the clock's text forms (`h:mm:ss.mmm`). Pure.
//!
//! The clock never reads the system clock: every instant is a [`Timestamp`], a duration since an
//! origin the caller chose. Scripts and tests use virtual time; the live loop maps
//! `std::time::Instant` onto the same type.

use std::{fmt, ops::Add, time::Duration};

/// A monotonic instant: the time elapsed since an origin chosen by the caller.
///
/// All instants handed to one clock must share one origin. The live program uses the start of
/// the game (minus the time of earlier sessions of the same game); tests use zero.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub struct Timestamp(Duration);

impl Timestamp {
    /// The origin itself.
    pub const ZERO: Timestamp = Timestamp(Duration::ZERO);

    /// The instant `since_origin` after the origin.
    pub const fn from_origin(since_origin: Duration) -> Timestamp {
        Timestamp(since_origin)
    }

    /// The instant in whole milliseconds after the origin (a script or test shorthand).
    pub const fn from_millis(ms: u64) -> Timestamp {
        Timestamp(Duration::from_millis(ms))
    }

    /// The time elapsed since the origin.
    pub const fn since_origin(self) -> Duration {
        self.0
    }

    /// The time from `earlier` to `self`, or zero if `earlier` is later.
    pub fn saturating_since(self, earlier: Timestamp) -> Duration {
        self.0.saturating_sub(earlier.0)
    }
}

impl Add<Duration> for Timestamp {
    type Output = Timestamp;

    fn add(self, rhs: Duration) -> Timestamp {
        Timestamp(self.0.saturating_add(rhs))
    }
}

impl fmt::Display for Timestamp {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&format_hmsm(self.0))
    }
}

/// A change of a clock by the arbiter: time added or taken away.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum TimeDelta {
    /// Time added (for example two minutes after an illegal move by the opponent, 7.5.5).
    Plus(Duration),
    /// Time taken away.
    Minus(Duration),
}

impl TimeDelta {
    /// The change as signed nanoseconds, saturating at the bounds of `i64` (about 292 years).
    pub fn as_signed_nanos(self) -> i64 {
        match self {
            TimeDelta::Plus(d) => i64::try_from(d.as_nanos()).unwrap_or(i64::MAX),
            TimeDelta::Minus(d) => i64::try_from(d.as_nanos()).map_or(i64::MIN, |n| -n),
        }
    }

    /// The change from signed nanoseconds.
    pub fn from_signed_nanos(nanos: i64) -> TimeDelta {
        let magnitude = Duration::from_nanos(nanos.unsigned_abs());
        if nanos < 0 {
            TimeDelta::Minus(magnitude)
        } else {
            TimeDelta::Plus(magnitude)
        }
    }

    /// Applies the change to `d`, stopping at zero.
    pub fn apply(self, d: Duration) -> Duration {
        match self {
            TimeDelta::Plus(x) => d.saturating_add(x),
            TimeDelta::Minus(x) => d.saturating_sub(x),
        }
    }
}

impl fmt::Display for TimeDelta {
    /// `+0:02:00.000` or `-0:00:30.000`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TimeDelta::Plus(d) => write!(f, "+{}", format_hmsm(*d)),
            TimeDelta::Minus(d) => write!(f, "-{}", format_hmsm(*d)),
        }
    }
}

/// `h:mm:ss.mmm`, truncated to the millisecond (the script output form).
pub fn format_hmsm(d: Duration) -> String {
    let ms = d.as_millis();
    let (h, rest) = (ms / 3_600_000, ms % 3_600_000);
    let (m, rest) = (rest / 60_000, rest % 60_000);
    let (s, milli) = (rest / 1000, rest % 1000);
    format!("{h}:{m:02}:{s:02}.{milli:03}")
}

/// `h:mm:ss`, rounded **up** to the second: a display of `0:00:00` means the flag has fallen.
///
/// This is the form of the PGN `[%clk]` comment.
pub fn format_hms_ceil(d: Duration) -> String {
    let secs = ceil_secs(d);
    format!("{}:{:02}:{:02}", secs / 3600, secs / 60 % 60, secs % 60)
}

/// Whole seconds, rounded up.
pub fn ceil_secs(d: Duration) -> u64 {
    d.as_secs() + u64::from(d.subsec_nanos() > 0)
}

/// A time of day or duration written as `h:mm:ss[.mmm]`, `m:ss[.mmm]` or `s[.mmm]` was malformed.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error(
    "'{}' is not a time: {reason} (expected h:mm:ss.mmm, h:mm:ss or m:ss)",
    crate::quote::quote(text)
)]
pub struct ParseTimeError {
    /// The text that was given.
    pub text: String,
    /// What is wrong with it.
    pub reason: &'static str,
}

/// Reads `h:mm:ss[.fff]`, `m:ss[.fff]` or `s[.fff]` (up to nine decimals) exactly.
///
/// # Errors
///
/// Anything else, naming the text and the reason.
pub fn parse_duration(text: &str) -> Result<Duration, ParseTimeError> {
    let err = |reason| ParseTimeError {
        text: text.to_owned(),
        reason,
    };
    let (whole, fraction) = match text.split_once('.') {
        Some((w, f)) => (w, Some(f)),
        None => (text, None),
    };
    let parts: Vec<&str> = whole.split(':').collect();
    if parts.len() > 3 {
        return Err(err("too many ':' separated parts"));
    }
    let mut secs: u64 = 0;
    for (i, part) in parts.iter().enumerate() {
        if part.is_empty() || !part.bytes().all(|b| b.is_ascii_digit()) {
            return Err(err("each part must be digits"));
        }
        if i > 0 && part.len() != 2 {
            return Err(err("minutes and seconds after ':' take two digits"));
        }
        let value: u64 = part.parse().map_err(|_| err("number too large"))?;
        if i > 0 && value >= 60 {
            return Err(err("minutes and seconds after ':' must be below 60"));
        }
        secs = secs
            .checked_mul(60)
            .and_then(|s| s.checked_add(value))
            .ok_or_else(|| err("number too large"))?;
    }
    let nanos = match fraction {
        None => 0,
        Some(f) => parse_fraction_nanos(f).ok_or_else(|| err("bad decimal fraction"))?,
    };
    Ok(Duration::new(secs, nanos))
}

/// The most time any clock holds (1000 hours): the longest period of a time control too.
pub const MAX_CLOCK_TIME: Duration = Duration::from_secs(1000 * 3600);

/// [`parse_duration`] for a time put on a clock (set, added, taken off): at most what a time
/// control's period may hold ([`MAX_CLOCK_TIME`]), so that an arbiter's slip of the
/// keys is refused rather than kept clamped.
///
/// # Errors
///
/// As [`parse_duration`], and a time over [`MAX_CLOCK_TIME`].
pub fn parse_clock_time(text: &str) -> Result<Duration, ParseTimeError> {
    let time = parse_duration(text)?;
    if time > MAX_CLOCK_TIME {
        return Err(ParseTimeError {
            text: text.to_owned(),
            reason: "more than 1000 hours, more than any clock holds",
        });
    }
    Ok(time)
}

/// `"5"` → 500_000_000; up to nine digits.
pub(crate) fn parse_fraction_nanos(f: &str) -> Option<u32> {
    if f.is_empty() || f.len() > 9 || !f.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let digits: u32 = f.parse().ok()?;
    Some(digits * 10u32.pow(9 - f.len() as u32))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn formats_to_the_millisecond() {
        assert_eq!(format_hmsm(Duration::from_millis(5_400_000)), "1:30:00.000");
        assert_eq!(
            format_hmsm(Duration::from_nanos(61_999_999_999)),
            "0:01:01.999"
        );
        assert_eq!(format_hmsm(Duration::ZERO), "0:00:00.000");
    }

    #[test]
    fn pgn_clock_rounds_up_so_zero_means_flag() {
        assert_eq!(format_hms_ceil(Duration::from_millis(1)), "0:00:01");
        assert_eq!(format_hms_ceil(Duration::ZERO), "0:00:00");
        assert_eq!(format_hms_ceil(Duration::from_secs(5430)), "1:30:30");
    }

    #[test]
    fn parses_the_three_forms() {
        assert_eq!(
            parse_duration("1:30:00.250"),
            Ok(Duration::from_millis(5_400_250))
        );
        assert_eq!(parse_duration("2:00"), Ok(Duration::from_secs(120)));
        assert_eq!(parse_duration("45"), Ok(Duration::from_secs(45)));
        assert_eq!(parse_duration("0:00:01.5"), Ok(Duration::from_millis(1500)));
        for bad in [
            "",
            "1:2",
            "1:60",
            "a:00",
            "1:00:00:00",
            "1.",
            "1.1234567890",
            ":30",
        ] {
            assert!(parse_duration(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn delta_round_trips_through_nanos() {
        for d in [
            TimeDelta::Plus(Duration::from_secs(120)),
            TimeDelta::Minus(Duration::from_millis(1)),
        ] {
            assert_eq!(TimeDelta::from_signed_nanos(d.as_signed_nanos()), d);
        }
        assert_eq!(
            TimeDelta::Minus(Duration::from_secs(5)).apply(Duration::from_secs(3)),
            Duration::ZERO
        );
    }
}
