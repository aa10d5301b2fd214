//! The arbiter station (pure): the hall's model, the table the arbiter has opened, and what the
//! station says. A table that comes to need the arbiter is told at once, with an earcon and its
//! number; the arbiter opens a table by its number, hears its events through the arbiter seat's
//! presenter, and every line typed then is an arbiter action sent to that table only, told
//! back once the table's journal shows it applied. Time is an argument; the loop is
//! `run::hall`.

use std::collections::BTreeMap;

use super::{
    HallModel, Need, Summary, TableNo,
    model::News,
    snapshot::Snapshot,
    wire::{ArbiterRequest, read_line},
};
use crate::{
    codec::{self, AppCommand, Input},
    earcon::Cue,
    game::WallTime,
    i18n::{Arg, Lang, Localizer},
    ids::Ids,
    present::{Presenter, SeatLook},
    table::{Seat, journal::Via},
};

/// What the station does.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Out {
    /// Say (and show) this; an alert interrupts what is being said.
    Say {
        /// The table it is about, if one.
        table: Option<TableNo>,
        /// The words.
        text: String,
        /// Whether it is an alarm.
        alert: bool,
        /// The earcon that goes with it.
        cue: Option<Cue>,
    },
    /// Send an arbiter request to one table.
    Send(TableNo, ArbiterRequest),
    /// Step through the speech given (F6, F7 on the screen), as the table's screen does.
    Speech(crate::app::SpeechControl),
    /// The arbiter is done.
    Quit,
}

/// The arbiter station.
#[derive(Debug)]
pub struct Station {
    model: HallModel,
    words: Localizer,
    /// Names this station's requests (several stations may follow one hall): the `after` of
    /// every request's mark.
    id: u64,
    open: Option<TableNo>,
    presenter: Option<(Ids, Presenter)>,
    known: BTreeMap<TableNo, Need>,
    /// Requests sent and not yet acknowledged, by their mark's (seq, after).
    sent: BTreeMap<(u64, u64), (TableNo, String)>,
    next: u64,
}

/// `out`, said about table `n`.
fn about(n: TableNo, out: Out) -> Out {
    match out {
        Out::Say {
            text, alert, cue, ..
        } => Out::Say {
            table: Some(n),
            text,
            alert,
            cue,
        },
        other => other,
    }
}

fn say(text: String) -> Out {
    Out::Say {
        table: None,
        text,
        alert: false,
        cue: None,
    }
}

impl Station {
    /// A station named `name` speaking `lang`.
    pub fn new(name: &str, lang: Lang) -> Station {
        Station {
            model: HallModel::new(),
            words: Localizer::builtin(lang),
            id: u64::from(crc32fast::hash(name.as_bytes())),
            open: None,
            presenter: None,
            known: BTreeMap::new(),
            sent: BTreeMap::new(),
            next: 1,
        }
    }

    /// The hall as followed.
    pub fn model(&self) -> &HallModel {
        &self.model
    }

    /// The table open, if any.
    pub fn open(&self) -> Option<TableNo> {
        self.open
    }

    /// A journal line of table `n` arrived from the stream.
    pub fn delivered(&mut self, n: TableNo, bytes: &[u8], now: WallTime) -> Vec<Out> {
        let mut out = Vec::new();
        match read_line(bytes) {
            Ok(line) => {
                for news in self.model.receive(n, line, now) {
                    out.extend(self.news(news));
                }
            }
            Err(e) => self.model.trouble(n, e.to_string()),
        }
        out.extend(self.tick(now));
        out
    }

    /// Table `n`'s snapshot arrived from the hall's store (the station started late): the
    /// table is rebuilt from it, its past events not said again.
    pub fn restored(&mut self, n: TableNo, snapshot: &Snapshot, now: WallTime) -> Vec<Out> {
        let mut out = Vec::new();
        for news in self.model.restore(n, snapshot) {
            out.extend(self.news(news));
        }
        out.extend(self.tick(now));
        out
    }

    fn news(&mut self, news: News) -> Vec<Out> {
        match news {
            News::Events(n, events) if self.open == Some(n) => {
                let table = self.table_words(n);
                let Some((_, presenter)) = self.presenter_for(n) else {
                    return Vec::new();
                };
                events
                    .iter()
                    .filter_map(|e| presenter.present(e))
                    .map(|notice| Out::Say {
                        table: Some(n),
                        alert: notice.urgency == crate::table::Urgency::Alert,
                        text: format!("{table}: {}", notice.text),
                        cue: notice.cue,
                    })
                    .collect()
            }
            News::Acknowledged(n, via) => match self.sent.remove(&(via.seq, via.after)) {
                Some((_, action)) => vec![about(
                    n,
                    say(self.words.format(
                        "hall-applied",
                        &[
                            ("table", Arg::Num(i64::from(n))),
                            ("action", Arg::Str(&action)),
                        ],
                    )),
                )],
                None => Vec::new(),
            },
            News::Events(..) | News::NeedsArbiter(..) | News::NewGame(_) => Vec::new(),
        }
    }

    /// The arbiter seat's presenter of table `n`'s game, in the station's language.
    fn presenter_for(&mut self, n: TableNo) -> Option<&(Ids, Presenter)> {
        let followed = self.model.table(n)?;
        if self
            .presenter
            .as_ref()
            .is_none_or(|(ids, _)| *ids != followed.ids)
        {
            let look = SeatLook {
                lang: self.words.lang(),
                ..SeatLook::from_setup(Seat::Arbiter, followed.table().setup())
            };
            let presenter = Presenter::new(Seat::Arbiter, &look).ok()?;
            self.presenter = Some((followed.ids, presenter));
        }
        self.presenter.as_ref()
    }

    /// "Table 3" in the station's language.
    pub fn table_words(&self, n: TableNo) -> String {
        self.words
            .format("hall-table", &[("table", Arg::Num(i64::from(n)))])
    }

    /// Time has passed: tables that have come to need the arbiter (a flag) are told.
    pub fn tick(&mut self, now: WallTime) -> Vec<Out> {
        let tables: Vec<TableNo> = self
            .model
            .tables()
            .map(|(n, _)| n)
            .chain(self.model.orphans().map(|(n, _)| n))
            .collect();
        let mut out = Vec::new();
        for n in tables {
            match self.model.need(n, now) {
                Some(need) if self.known.get(&n).is_none_or(|k| need < *k) => {
                    self.known.insert(n, need);
                    out.push(Out::Say {
                        table: Some(n),
                        text: format!("{}: {}", self.table_words(n), self.need_words(need)),
                        alert: true,
                        cue: Some(if need == Need::Flag {
                            Cue::FlagFall
                        } else {
                            Cue::Divergence
                        }),
                    });
                }
                Some(need) => {
                    self.known.insert(n, need);
                }
                None => {
                    self.known.remove(&n);
                }
            }
        }
        out
    }

    /// What a table needs, in words.
    pub fn need_words(&self, need: Need) -> String {
        let key = match need {
            Need::Alert => "alert",
            Need::Claim => "claim",
            Need::Flag => "flag",
            Need::OutOfSync => "sync",
        };
        self.words.format("hall-need", &[("need", Arg::Str(key))])
    }

    /// One table's line in the list.
    pub fn summary_words(&self, s: &Summary) -> String {
        use crate::clock::time::format_hms_ceil;
        let mut parts = Vec::new();
        if let Some(need) = s.need {
            parts.push(self.need_words(need));
        }
        let seat = match s.waiting {
            Some(Seat::Blind) => "blind",
            Some(Seat::Sighted) => "sighted",
            Some(Seat::Arbiter) => "arbiter",
            None => "none",
        };
        if s.result.is_none() {
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
        format!("{}: {}", self.table_words(s.table), parts.join(", "))
    }

    /// A line the arbiter typed (or said).
    pub fn line(&mut self, text: &str, now: WallTime) -> Vec<Out> {
        let text = text.trim();
        let lower = text.to_lowercase();
        let mut words = lower.split_whitespace();
        let first = words.next().unwrap_or("");
        let number = |w: Option<&str>| w.and_then(|w| w.parse::<TableNo>().ok());
        if text.is_empty() || first == "list" {
            return self.list(now);
        }
        if let Some(n) = number(Some(first)).or_else(|| {
            (first == "open" || first == "table")
                .then(|| number(words.next()))
                .flatten()
        }) {
            return self.open_table(n, now);
        }
        if first == "close" {
            self.open = None;
            return vec![say(self.words.text("hall-closed"))];
        }
        match codec::decode(Seat::Arbiter, text, self.words.lang()) {
            Ok(decoded) => match decoded.input {
                Input::Table(action) => match self.open {
                    Some(n) => {
                        let via = Via {
                            seq: self.next,
                            after: self.id,
                            hall: true,
                        };
                        self.next += 1;
                        let words = codec::encode(&action);
                        self.sent.insert((via.seq, via.after), (n, words.clone()));
                        vec![
                            Out::Send(
                                n,
                                ArbiterRequest {
                                    via,
                                    action: words.clone(),
                                },
                            ),
                            about(
                                n,
                                say(self.words.format(
                                    "hall-sent",
                                    &[
                                        ("table", Arg::Num(i64::from(n))),
                                        ("action", Arg::Str(&words)),
                                    ],
                                )),
                            ),
                        ]
                    }
                    None => vec![say(self.words.text("hall-open-first"))],
                },
                Input::App(AppCommand::Quit) => vec![Out::Quit],
                Input::App(_) | Input::Review(_) => vec![say(self.words.text("hall-help"))],
            },
            Err(e) => vec![say(self
                .words
                .format("hall-not-arbiter", &[("reason", Arg::Str(&e.to_string()))]))],
        }
    }

    fn list(&self, now: WallTime) -> Vec<Out> {
        let summaries = self.model.summaries(now);
        let mut out: Vec<Out> = summaries
            .iter()
            .map(|s| say(self.summary_words(s)))
            .collect();
        for (n, why) in self.model.orphans() {
            out.push(say(format!(
                "{}: {}: {why}",
                self.table_words(n),
                self.need_words(Need::OutOfSync)
            )));
        }
        if out.is_empty() {
            out.push(say(self.words.text("hall-empty")));
        }
        out
    }

    fn open_table(&mut self, n: TableNo, now: WallTime) -> Vec<Out> {
        let Some(summary) = self.model.summaries(now).into_iter().find(|s| s.table == n) else {
            return vec![say(self
                .words
                .format("hall-no-table", &[("table", Arg::Num(i64::from(n)))]))];
        };
        self.open = Some(n);
        let mut out = vec![
            about(
                n,
                say(self
                    .words
                    .format("hall-opened", &[("table", Arg::Num(i64::from(n)))])),
            ),
            about(n, say(self.summary_words(&summary))),
        ];
        // A table back from a crash says how much of its clock's time no record accounts for:
        // the arbiter decides it (6.11).
        let crash = self.model.table(n).and_then(|f| {
            let table = f.table();
            table
                .awaits_arbiter_after_crash()
                .then(|| table.arbiter_log().last().map(|(_, e)| e.clone()))
                .flatten()
        });
        if let Some(entry) = crash
            && let Some((_, presenter)) = self.presenter_for(n)
        {
            let event = crate::table::Event {
                to: crate::table::Seat::Arbiter,
                urgency: crate::table::Urgency::Alert,
                told: crate::table::Told::Log(entry),
            };
            out.extend(
                presenter
                    .present(&event)
                    .map(|notice| about(n, say(notice.text))),
            );
        }
        out
    }
}

#[cfg(test)]
#[path = "station_tests.rs"]
pub(crate) mod tests;
