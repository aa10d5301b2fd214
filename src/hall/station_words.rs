//! The arbiter station's words (pure): a table's row in the list, what a need is called and
//! what goes with its alarm, since when a table is silent, and a request that did not reach its
//! table, in the station's language.

use super::{Out, Station, Undelivered};
use crate::{
    earcon::Cue,
    game::WallTime,
    hall::{Need, Summary, TableNo, Waiting, live::Liveness, matter, model::Unfollowed},
    i18n::Arg,
    table::{Seat, journal::Via},
};

impl Station {
    /// The request marked `via` did not reach table `n`: told with what to do, and forgotten.
    pub fn undelivered(
        &mut self,
        n: TableNo,
        via: Via,
        why: &Undelivered,
        now: WallTime,
    ) -> Vec<Out> {
        let action = match self.sent.get(&(via.seq, via.after)) {
            Some((_, action)) => action.clone(),
            None => return Vec::new(), // applied meanwhile, or told already
        };
        let reason = match why {
            Undelivered::NotConnected => {
                self.sent.remove(&(via.seq, via.after));
                let since = match self.model.liveness(n, now) {
                    Liveness::Silent { since } => Some(since),
                    Liveness::Live | Liveness::Unknown => None,
                };
                match since {
                    Some(since) => self.words.format(
                        "hall-undelivered-gone-since",
                        &[("since", Arg::Str(&since.pgn_time()))],
                    ),
                    None => self.words.text("hall-undelivered-gone"),
                }
            }
            // The table may have it after all: its journal entry would still say so.
            Undelivered::NoAnswer => self.words.text("hall-undelivered-no-answer"),
            // The library's reason is English: the station's program logs it.
            Undelivered::Bus(_) => {
                self.sent.remove(&(via.seq, via.after));
                self.words.text("hall-undelivered-bus")
            }
        };
        vec![Out::Say {
            table: Some(n),
            text: self.words.format(
                "hall-undelivered",
                &[
                    ("table", Arg::Num(i64::from(n))),
                    ("action", Arg::Str(&action)),
                    ("reason", Arg::Str(&reason)),
                ],
            ),
            alert: true,
            cue: Some(Cue::Divergence),
        }]
    }

    /// A table the station cannot follow, and why, in the station's language.
    pub fn orphan_words(&self, n: TableNo, why: &Unfollowed) -> String {
        let why = self.words.text(match why {
            Unfollowed::NoStart => "hall-unfollowed-no-start",
            Unfollowed::Snapshot(_) => "hall-unfollowed-snapshot",
            Unfollowed::Setup(_) => "hall-unfollowed-setup",
            Unfollowed::Line(_) => "hall-unfollowed-line",
        });
        format!(
            "{}: {}: {why}",
            self.table_words(n),
            self.need_words(Need::OutOfSync)
        )
    }

    /// "Table 3" in the station's language.
    pub fn table_words(&self, n: TableNo) -> String {
        self.words
            .format("hall-table", &[("table", Arg::Num(i64::from(n)))])
    }

    /// What goes with the alarm of a need: the claim or the alert itself (the position follows
    /// with the row), or since when a stopped table is not heard from.
    pub(super) fn told_with_need(&self, n: TableNo, need: Need, now: WallTime) -> Option<String> {
        match need {
            Need::Alert | Need::Claim => {
                let followed = self.model.table(n)?;
                let (_, presenter) = self.presenters.get(&n)?;
                matter::what(followed.table(), presenter.words())
            }
            Need::Stopped => self.silence_words(n, now),
            Need::Flag | Need::OutOfSync => None,
        }
    }

    /// "not heard from since 10:42:13 UTC, 25 s ago", for a table that is silent.
    pub(super) fn silence_words(&self, n: TableNo, now: WallTime) -> Option<String> {
        let Liveness::Silent { since } = self.model.liveness(n, now) else {
            return None;
        };
        let ago = u64::try_from(now.0.saturating_sub(since.0)).unwrap_or(0) / 1000;
        Some(self.words.format(
            "hall-silent",
            &[
                ("since", Arg::Str(&since.pgn_time())),
                ("seconds", Arg::Num(i64::try_from(ago).unwrap_or(i64::MAX))),
            ],
        ))
    }

    /// What a table needs, in words.
    pub fn need_words(&self, need: Need) -> String {
        let key = match need {
            Need::Alert => "alert",
            Need::Claim => "claim",
            Need::Stopped => "stopped",
            Need::Flag => "flag",
            Need::OutOfSync => "sync",
        };
        self.words.format("hall-need", &[("need", Arg::Str(key))])
    }

    /// One table's line in the list: what it needs and what is before the arbiter, who play
    /// waits for, the clocks, the moves, the alerts not dealt with, the result, whether it is
    /// heard from, and the position when the arbiter must rule.
    pub fn summary_words(&self, s: &Summary, now: WallTime) -> String {
        use crate::clock::time::format_hms_ceil;
        let mut parts = Vec::new();
        if let Some(need) = s.need {
            let what = match need {
                Need::Stopped => self.silence_words(s.table, now),
                // Within the row, the claim's sentence gives up its full stop.
                _ => self
                    .matters
                    .get(&s.table)
                    .map(|(what, _)| what.trim_end_matches('.').to_owned()),
            };
            let mut need = self.need_words(need);
            if let Some(what) = what {
                need.push_str(": ");
                need.push_str(&what);
            }
            parts.push(need);
        }
        let waiting = match s.waiting {
            Some(Waiting::Seat(Seat::Blind)) => Some("blind"),
            Some(Waiting::Seat(Seat::Sighted)) => Some("sighted"),
            Some(Waiting::Seat(Seat::Arbiter) | Waiting::Arbiter) => Some("arbiter"),
            Some(Waiting::Side(shakmaty::Color::White)) => Some("white"),
            Some(Waiting::Side(shakmaty::Color::Black)) => Some("black"),
            Some(Waiting::Adjourned) => {
                parts.push(self.words.text("hall-adjourned"));
                None
            }
            None => None,
        };
        if let Some(seat) = waiting
            && s.result.is_none()
        {
            parts.push(
                self.words
                    .format("hall-waiting", &[("seat", Arg::Str(seat))]),
            );
        }
        parts.push(self.words.format(
            "hall-clocks",
            &[
                (
                    "white",
                    Arg::Str(&format_hms_ceil(s.clocks.remaining.white)),
                ),
                (
                    "black",
                    Arg::Str(&format_hms_ceil(s.clocks.remaining.black)),
                ),
            ],
        ));
        parts.push(
            self.words
                .format("hall-plies", &[("plies", Arg::Num(s.plies as i64))]),
        );
        if s.alerts > 0 {
            parts.push(
                self.words
                    .format("hall-alerts", &[("alerts", Arg::Num(s.alerts as i64))]),
            );
        }
        if let Some(r) = s.result {
            parts.push(
                self.words
                    .format("hall-result", &[("result", Arg::Str(r.pgn()))]),
            );
        }
        if s.need != Some(Need::Stopped)
            && let Some(silence) = self.silence_words(s.table, now)
        {
            parts.push(silence);
        }
        let mut row = format!("{}: {}", self.table_words(s.table), parts.join(", "));
        // The position last: it is long, and the rest is what a glance needs.
        if let Some((_, position)) = self.matters.get(&s.table) {
            row.push_str(". ");
            row.push_str(position);
        }
        row
    }
}
