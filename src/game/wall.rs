//! Wall-clock time for the record: milliseconds since the Unix epoch, UTC, given by the caller.
//! Pure: formatting and parsing only (no calendar crate needed for UTC dates).

use std::fmt;

/// An instant of civil time, in milliseconds since 1970-01-01T00:00:00Z.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub struct WallTime(pub i64);

impl WallTime {
    /// The calendar date and time of day, UTC: (year, month, day, hour, minute, second, ms).
    pub fn civil(self) -> (i64, u32, u32, u32, u32, u32, u32) {
        let ms = self.0.rem_euclid(1000) as u32;
        let secs = self.0.div_euclid(1000);
        let days = secs.div_euclid(86_400);
        let sod = secs.rem_euclid(86_400) as u32;
        let (y, m, d) = civil_from_days(days);
        (y, m, d, sod / 3600, sod / 60 % 60, sod % 60, ms)
    }

    /// The PGN `Date` tag form, `YYYY.MM.DD`.
    pub fn pgn_date(self) -> String {
        let (y, m, d, ..) = self.civil();
        format!("{y:04}.{m:02}.{d:02}")
    }

    /// The PGN `UTCTime` tag form, `HH:MM:SS`.
    pub fn pgn_time(self) -> String {
        let (_, _, _, h, mi, s, _) = self.civil();
        format!("{h:02}:{mi:02}:{s:02}")
    }

    /// Reads the [`Display`](fmt::Display) form, `YYYY-MM-DDTHH:MM:SS.mmmZ`.
    pub fn parse_iso(text: &str) -> Option<WallTime> {
        let b = text.as_bytes();
        if b.len() != 24
            || b[4] != b'-'
            || b[7] != b'-'
            || b[10] != b'T'
            || b[13] != b':'
            || b[16] != b':'
            || b[19] != b'.'
            || b[23] != b'Z'
        {
            return None;
        }
        let n = |r: std::ops::Range<usize>| text.get(r)?.parse::<u32>().ok();
        let (y, mo, d) = (n(0..4)?, n(5..7)?, n(8..10)?);
        let (h, mi, s, ms) = (n(11..13)?, n(14..16)?, n(17..19)?, n(20..23)?);
        if !(1..=12).contains(&mo) || !(1..=31).contains(&d) || h > 23 || mi > 59 || s > 59 {
            return None;
        }
        let days = days_from_civil(i64::from(y), mo, d);
        let secs = days * 86_400 + i64::from(h * 3600 + mi * 60 + s);
        Some(WallTime(secs * 1000 + i64::from(ms)))
    }
}

impl fmt::Display for WallTime {
    /// `2025-03-01T14:02:03.123Z`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (y, m, d, h, mi, s, ms) = self.civil();
        write!(f, "{y:04}-{m:02}-{d:02}T{h:02}:{mi:02}:{s:02}.{ms:03}Z")
    }
}

/// Days since 1970-01-01 → (year, month, day), proleptic Gregorian (H. Hinnant's algorithm).
fn civil_from_days(z: i64) -> (i64, u32, u32) {
    let z = z + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = (doy - (153 * mp + 2) / 5 + 1) as u32;
    let m = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
    let y = yoe + era * 400 + i64::from(m <= 2);
    (y, m, d)
}

/// (year, month, day) → days since 1970-01-01.
fn days_from_civil(y: i64, m: u32, d: u32) -> i64 {
    let y = if m <= 2 { y - 1 } else { y };
    let era = y.div_euclid(400);
    let yoe = y.rem_euclid(400);
    let m = i64::from(m);
    let doy = (153 * (if m > 2 { m - 3 } else { m + 9 }) + 2) / 5 + i64::from(d) - 1;
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    era * 146_097 + doe - 719_468
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn known_dates() {
        assert_eq!(WallTime(0).to_string(), "1970-01-01T00:00:00.000Z");
        // 2024-02-29T12:34:56.789Z, a leap day.
        let t = WallTime(1_709_210_096_789);
        assert_eq!(t.to_string(), "2024-02-29T12:34:56.789Z");
        assert_eq!(t.pgn_date(), "2024.02.29");
        assert_eq!(t.pgn_time(), "12:34:56");
        assert_eq!(WallTime::parse_iso(&t.to_string()), Some(t));
        assert_eq!(WallTime::parse_iso("2024-13-01T00:00:00.000Z"), None);
    }

    #[test]
    fn round_trips_over_centuries() {
        let mut t = -2_000_000_000_000i64;
        while t < 5_000_000_000_000 {
            let w = WallTime(t);
            if w.civil().0 >= 0 && w.civil().0 <= 9999 {
                assert_eq!(WallTime::parse_iso(&w.to_string()), Some(w));
            }
            t += 86_399_997;
        }
    }
}
