//! Whether the hall's tables are heard from (pure): each table's bus says it is alive every
//! [`HEARTBEAT`] on a subject of its own, and a table not heard from for [`SILENT_AFTER`] while the
//! station itself is connected has stopped (its process is gone, its link is cut, its machine is
//! off). While the station's own connection is lost no table can be heard, so none is said to
//! have stopped; once it is back, every table has [`SILENT_AFTER`] again to be heard.

use std::{collections::BTreeMap, time::Duration};

use super::TableNo;
use crate::game::WallTime;

/// How often a table says it is alive.
pub const HEARTBEAT: Duration = Duration::from_secs(2);

/// How long a table may go unheard before it counts as stopped: three heartbeats, so that one
/// late or lost beat is no alarm, and a table killed is seen within 10 s (the tick of a second
/// on top).
pub const SILENT_AFTER: Duration = Duration::from_secs(6);

/// Whether a table is heard from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Liveness {
    /// Heard from lately.
    Live,
    /// Not heard from since `since` (its last heartbeat, or when the station began to listen).
    Silent {
        /// The civil time it was last known to be there.
        since: WallTime,
    },
    /// The station cannot tell: its own connection to the hall is down (or not yet up).
    Unknown,
}

/// When each table was last heard, and since when the station listens.
#[derive(Debug, Clone, Default)]
pub struct Hearing {
    heard: BTreeMap<TableNo, WallTime>,
    listening: Option<WallTime>,
}

impl Hearing {
    /// The station's connection is up (again) at `now`: every table gets its time to be heard.
    pub fn listening(&mut self, now: WallTime) {
        self.listening = Some(now);
    }

    /// The station's connection is lost: nobody can be heard, nobody is said to have stopped.
    pub fn deaf(&mut self) {
        self.listening = None;
    }

    /// Table `n` said it is alive at `now`.
    pub fn heard(&mut self, n: TableNo, now: WallTime) {
        let last = self.heard.entry(n).or_insert(now);
        *last = (*last).max(now);
    }

    /// Whether table `n` is heard from at `now`.
    pub fn of(&self, n: TableNo, now: WallTime) -> Liveness {
        let Some(listening) = self.listening else {
            return Liveness::Unknown;
        };
        let last = self
            .heard
            .get(&n)
            .map_or(listening, |h| (*h).max(listening));
        let quiet = u64::try_from(now.0.saturating_sub(last.0)).unwrap_or(0);
        if Duration::from_millis(quiet) > SILENT_AFTER {
            Liveness::Silent {
                since: self.heard.get(&n).copied().unwrap_or(listening),
            }
        } else {
            Liveness::Live
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const T: i64 = 1_795_000_000_000;

    fn at(ms: i64) -> WallTime {
        WallTime(T + ms)
    }

    #[test]
    fn a_table_unheard_for_longer_than_the_bound_has_stopped_since_its_last_beat() {
        let mut hearing = Hearing::default();
        assert_eq!(hearing.of(1, at(0)), Liveness::Unknown, "not listening yet");
        hearing.listening(at(0));
        hearing.heard(1, at(1_000));
        assert_eq!(hearing.of(1, at(7_000)), Liveness::Live);
        assert_eq!(
            hearing.of(1, at(7_001)),
            Liveness::Silent { since: at(1_000) }
        );
        // A table never heard has stopped since the station began to listen.
        assert_eq!(hearing.of(2, at(6_001)), Liveness::Silent { since: at(0) });
        hearing.heard(1, at(8_000));
        assert_eq!(hearing.of(1, at(9_000)), Liveness::Live, "heard again");
    }

    #[test]
    fn while_the_station_is_deaf_nobody_has_stopped_and_each_gets_its_time_again() {
        let mut hearing = Hearing::default();
        hearing.listening(at(0));
        hearing.heard(1, at(1_000));
        hearing.deaf();
        assert_eq!(hearing.of(1, at(30_000)), Liveness::Unknown);
        hearing.listening(at(30_000));
        assert_eq!(hearing.of(1, at(35_000)), Liveness::Live);
        assert_eq!(
            hearing.of(1, at(36_001)),
            Liveness::Silent { since: at(1_000) },
            "since its last beat, before the outage"
        );
    }
}
