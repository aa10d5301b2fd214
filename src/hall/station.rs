//! The arbiter station (pure): the hall's model, the table the arbiter has opened, and what the
//! station says. A table that comes to need the arbiter is told at once, with an earcon, its
//! number and what is before the arbiter (the claim or the alert, and the position, in
//! [`super::matter`]'s words); the arbiter opens a table by its number, hears its events through
//! the arbiter seat's presenter, and every line typed then is an arbiter action sent to that
//! table only ("3 uphold" sends one to table 3 without opening it), told back once the table's
//! journal shows it applied, or told as not delivered when the table cannot get it. A table not
//! heard from while it plays is told as stopped. Time is an argument; the loop is `run::hall`.

use std::collections::BTreeMap;

use super::{
    HallModel, Need, TableNo, matter,
    model::{News, Release},
    snapshot::Snapshot,
    wire::{ArbiterRequest, read_line},
};
use crate::{
    codec::{self, AppCommand, DecodedInput},
    earcon::Cue,
    game::WallTime,
    i18n::{Arg, Lang, Localizer},
    ids::Ids,
    net::version::Versions,
    present::{Presenter, SeatLook},
    review::{Query, Reviewer},
    table::{Seat, journal::Via},
};

/// Why an arbiter request did not reach its table.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Undelivered {
    /// The broker knows no connection of that table: its program is not running, or its link
    /// to the hall is cut.
    NotConnected,
    /// The table did not answer in time.
    NoAnswer,
    /// The station's own connection failed (the client library's English words: for the
    /// devices log, never said).
    Bus(String),
    /// The table runs another version of the hall's messages, and applied nothing.
    OtherRelease(crate::net::version::OtherRelease),
}

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
    /// Create the tournament's stream: the arbiter agreed to start a new, empty hall.
    CreateHall,
    /// Step through the speech given (F6, F7 on the screen), as the table's screen does.
    Speech(crate::app::SpeechControl),
    /// The arbiter is done.
    Quit,
    /// For the devices log only (the program's own English words about a line that does not
    /// read): never said.
    Log(String),
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
    /// The arbiter seat's presenter of each table open or needing the arbiter.
    presenters: BTreeMap<TableNo, (Ids, Presenter)>,
    /// The position in words, for what is before the arbiter.
    reviewer: Reviewer,
    known: BTreeMap<TableNo, Need>,
    /// What is before the arbiter at each table with a claim or an alert, and its position, in
    /// words.
    matters: BTreeMap<TableNo, (String, String)>,
    /// Requests sent and not yet acknowledged, by their mark's (seq, after): the table and the
    /// arbiter's own words.
    sent: BTreeMap<(u64, u64), (TableNo, String)>,
    next: u64,
    /// The hall has no stream yet and the arbiter was asked whether to create it.
    create_asked: bool,
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
            presenters: BTreeMap::new(),
            reviewer: Reviewer::builtin(lang),
            known: BTreeMap::new(),
            matters: BTreeMap::new(),
            sent: BTreeMap::new(),
            next: 1,
            create_asked: false,
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

    /// Whether the station waits for the answer to a question of its own (create the hall?).
    pub fn asking(&self) -> bool {
        self.create_asked
    }

    /// A journal line of table `n` arrived from the stream, sent with the versions `theirs`: a
    /// line of another hall protocol is said once per table, and not read.
    pub fn delivered_from(
        &mut self,
        n: TableNo,
        bytes: &[u8],
        theirs: Versions,
        now: WallTime,
    ) -> Vec<Out> {
        match self.model.release(n, theirs) {
            Release::Same => self.delivered(n, bytes, now),
            Release::Other(other) => {
                let format = |id: &str, args: &[(&str, Arg<'_>)]| self.words.format(id, args);
                let text = crate::present::release::hall_other_release(&format, n, &other);
                vec![about(n, say(text))]
            }
            Release::Told => Vec::new(),
        }
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
        out.extend(self.details());
        self.consider(n, now);
        out.extend(self.tick(now));
        out
    }

    /// What went wrong in the model since last asked, for the devices log.
    fn details(&mut self) -> Vec<Out> {
        self.model
            .take_details()
            .into_iter()
            .map(|(n, detail)| Out::Log(format!("table {n}: {detail}")))
            .collect()
    }

    /// Table `n` said it is alive (its heartbeat).
    pub fn heard(&mut self, n: TableNo, now: WallTime) -> Vec<Out> {
        self.model.heard(n, now);
        if self.known.get(&n) == Some(&Need::Stopped) {
            return self.tick(now);
        }
        Vec::new()
    }

    /// The station's connection to the hall is up (again) at `now`.
    pub fn listening(&mut self, now: WallTime) {
        self.model.listening(now);
    }

    /// The station's connection to the hall is lost: no table can be heard meanwhile.
    pub fn deaf(&mut self) {
        self.model.deaf();
    }

    /// The hall named has no stream yet: the arbiter is asked whether to create a new, empty one
    /// (a name mistyped would otherwise start a hall nobody plays in).
    pub fn no_hall(&mut self, hall: &str) -> Vec<Out> {
        self.create_asked = true;
        vec![Out::Say {
            table: None,
            text: self
                .words
                .format("hall-create-ask", &[("hall", Arg::Str(hall))]),
            alert: true,
            cue: None,
        }]
    }

    /// Brings what is before the arbiter at table `n` up to date (its words are made only for
    /// tables with a claim or an alert).
    fn consider(&mut self, n: TableNo, now: WallTime) {
        if !matches!(self.model.need(n, now), Some(Need::Alert | Need::Claim)) {
            self.matters.remove(&n);
            if self.open != Some(n) {
                self.presenters.remove(&n);
            }
            return;
        }
        let Some(followed) = self.model.table(n) else {
            return;
        };
        let Some((_, presenter)) =
            presenter_of(&mut self.presenters, n, followed, self.words.lang())
        else {
            return;
        };
        let table = followed.table();
        match matter::words(
            table,
            presenter.words(),
            &self.reviewer,
            &self.words,
            followed.at(now),
        ) {
            Some(text) => {
                self.matters.insert(n, text);
            }
            None => {
                self.matters.remove(&n);
            }
        }
    }

    /// What is before the arbiter at table `n`, and the position there, in words, if anything
    /// is.
    pub fn matter(&self, n: TableNo) -> Option<(&str, &str)> {
        self.matters
            .get(&n)
            .map(|(what, position)| (what.as_str(), position.as_str()))
    }

    /// Table `n`'s snapshot arrived from the hall's store (the station started late): the
    /// table is rebuilt from it, its past events not said again.
    pub fn restored(&mut self, n: TableNo, snapshot: &Snapshot, now: WallTime) -> Vec<Out> {
        let mut out = Vec::new();
        for news in self.model.restore(n, snapshot) {
            out.extend(self.news(news));
        }
        out.extend(self.details());
        self.consider(n, now);
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
        presenter_of(&mut self.presenters, n, followed, self.words.lang())
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
            let need = self.model.need(n, now);
            if self.known.get(&n) == Some(&Need::Stopped) && need != Some(Need::Stopped) {
                out.push(about(
                    n,
                    say(self
                        .words
                        .format("hall-heard-again", &[("table", Arg::Num(i64::from(n)))])),
                ));
            }
            match need {
                Some(need) if self.known.get(&n).is_none_or(|k| need < *k) => {
                    self.known.insert(n, need);
                    self.consider(n, now);
                    let mut text = format!("{}: {}", self.table_words(n), self.need_words(need));
                    if let Some(what) = self.told_with_need(n, need, now) {
                        text.push_str(": ");
                        text.push_str(&what);
                    }
                    out.push(Out::Say {
                        table: Some(n),
                        text,
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

    /// A line the arbiter typed (or said).
    pub fn line(&mut self, text: &str, now: WallTime) -> Vec<Out> {
        let text = text.trim();
        if std::mem::take(&mut self.create_asked) {
            return self.create_answer(text);
        }
        let lower = text.to_lowercase();
        let mut words = lower.split_whitespace();
        let first = words.next().unwrap_or("");
        let number = |w: Option<&str>| w.and_then(|w| w.parse::<TableNo>().ok());
        if text.is_empty() || first == "list" {
            return self.list(now);
        }
        // "3 uphold": an action for table 3, without opening it.
        if let Some(n) = number(Some(first))
            && let Some((_, rest)) = text.split_once(char::is_whitespace)
            && !rest.trim().is_empty()
        {
            return self.act_at(n, rest.trim(), now);
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
        match self.open {
            Some(n) => self.act_at(n, text, now),
            None => match codec::decode(Seat::Arbiter, text, self.words.lang()).map(|d| d.input) {
                Ok(DecodedInput::Table(_) | DecodedInput::Review(_)) => {
                    vec![say(self.words.text("hall-open-first"))]
                }
                Ok(DecodedInput::App(AppCommand::Quit)) => vec![Out::Quit],
                Ok(DecodedInput::App(_)) => vec![say(self.words.text("hall-help"))],
                Err(e) => vec![say(self.refused(&e))],
            },
        }
    }

    /// The answer to "create a new, empty hall?".
    fn create_answer(&mut self, text: &str) -> Vec<Out> {
        let yes = matches!(
            codec::decode(Seat::Arbiter, text, self.words.lang()).map(|d| d.input),
            Ok(DecodedInput::Table(crate::table::Action::Confirm)
                | DecodedInput::Review(crate::review::ReviewCommand::Yes))
        );
        if yes {
            vec![Out::CreateHall, say(self.words.text("hall-create-yes"))]
        } else {
            vec![say(self.words.text("hall-create-no"))]
        }
    }

    /// Why the arbiter's words make no action, in the station's language (the codec's own
    /// `Display` is the English of the logs).
    fn refused(&self, error: &codec::DecodeError) -> String {
        let lang = self.words.lang();
        let words = crate::present::Words::builtin(
            lang,
            Default::default(),
            crate::vocab::VocabName::of_interface(lang),
        );
        self.words.format(
            "hall-not-arbiter",
            &[(
                "reason",
                Arg::Str(&crate::present::refusal::decode_error(&words, error)),
            )],
        )
    }

    /// A line for table `n`: an arbiter action sent to it, or a question about its game
    /// answered from the station's replica of it.
    fn act_at(&mut self, n: TableNo, text: &str, now: WallTime) -> Vec<Out> {
        let decoded = match codec::decode(Seat::Arbiter, text, self.words.lang()) {
            Ok(decoded) => decoded.input,
            Err(e) => return vec![say(self.refused(&e))],
        };
        match decoded {
            DecodedInput::Table(action) => {
                if self.model.table(n).is_none() {
                    return vec![say(self
                        .words
                        .format("hall-no-table", &[("table", Arg::Num(i64::from(n)))]))];
                }
                let via = Via {
                    seq: self.next,
                    after: self.id,
                    hall: true,
                };
                self.next += 1;
                // The table is sent the typed action with the arbiter's words beside it; the
                // arbiter is told back their own.
                self.sent.insert((via.seq, via.after), (n, text.to_owned()));
                let mut out = vec![
                    Out::Send(
                        n,
                        ArbiterRequest {
                            via,
                            action,
                            said: Some(text.to_owned()),
                        },
                    ),
                    about(
                        n,
                        say(self.words.format(
                            "hall-sent",
                            &[
                                ("table", Arg::Num(i64::from(n))),
                                ("action", Arg::Str(text)),
                            ],
                        )),
                    ),
                ];
                // Said at once, though the request goes out anyway: the table may be back.
                if let Some(silence) = self.silence_words(n, now) {
                    out.push(about(
                        n,
                        say(self.words.format(
                            "hall-sent-silent",
                            &[
                                ("table", Arg::Num(i64::from(n))),
                                ("silence", Arg::Str(&silence)),
                            ],
                        )),
                    ));
                }
                out
            }
            DecodedInput::Review(command) => match self.model.table(n) {
                Some(followed) => {
                    let at = followed.at(now);
                    let answer = self
                        .reviewer
                        .answer(&Query::new(followed.table(), Seat::Arbiter, at), &command);
                    vec![about(
                        n,
                        say(format!("{}: {}", self.table_words(n), answer.text())),
                    )]
                }
                None => vec![say(self
                    .words
                    .format("hall-no-table", &[("table", Arg::Num(i64::from(n)))]))],
            },
            DecodedInput::App(AppCommand::Quit) => vec![Out::Quit],
            DecodedInput::App(_) => vec![say(self.words.text("hall-help"))],
        }
    }

    fn list(&self, now: WallTime) -> Vec<Out> {
        let summaries = self.model.summaries(now);
        let mut out: Vec<Out> = summaries
            .iter()
            .map(|s| say(self.summary_words(s, now)))
            .collect();
        for (n, why) in self.model.orphans() {
            out.push(say(self.orphan_words(n, why)));
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
            about(n, say(self.summary_words(&summary, now))),
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

/// The arbiter seat's presenter of `followed` (table `n`), in `lang`, made once per game.
fn presenter_of<'a>(
    presenters: &'a mut BTreeMap<TableNo, (Ids, Presenter)>,
    n: TableNo,
    followed: &crate::hall::model::FollowedTable,
    lang: Lang,
) -> Option<&'a (Ids, Presenter)> {
    if presenters
        .get(&n)
        .is_none_or(|(ids, _)| *ids != followed.ids)
    {
        let look = SeatLook {
            lang,
            ..SeatLook::from_setup(Seat::Arbiter, followed.table().setup())
        };
        let presenter = Presenter::new(Seat::Arbiter, &look).ok()?;
        presenters.insert(n, (followed.ids, presenter));
    }
    presenters.get(&n)
}

#[path = "station_words.rs"]
mod words;

#[cfg(test)]
#[path = "station_tests.rs"]
pub(crate) mod tests;

#[cfg(test)]
#[path = "station_matters_tests.rs"]
mod matters_tests;
