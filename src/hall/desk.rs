//! The arbiter station's screen state (pure): the station itself, the table the focus is on in
//! the hall's list, the input line, the announcements kept for the screen, the help and the
//! question before quitting. Keys are mapped to the station's own inputs: Enter on a table opens
//! it as typing its number does, Escape closes it as "close" does, and a line typed goes to the
//! station as in line mode, so that every arbiter action of line mode is reachable. The screen
//! (`ui::hall`) draws this state; the loop is `run::hall`. Time is an argument.

use super::{
    Summary, TableNo,
    station::{Out, Station},
};
use crate::{
    app::{Key, SpeechControl, View},
    codec::{self, AppCommand, DecodedInput},
    game::WallTime,
    i18n::{Arg, Lang, Localizer},
    review::ReviewCommand,
    table::{Action, Seat},
};

/// How many announcements the screen keeps.
const KEPT: usize = 500;

/// How many rows PageUp and PageDown move the focus.
pub const PAGE: usize = 10;

/// One announcement as the screen keeps it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Said {
    /// The table it is about, if one.
    pub table: Option<TableNo>,
    /// The words.
    pub text: String,
    /// Whether it was an alarm.
    pub alert: bool,
}

/// A row of the hall's list: a followed table's summary, or a table the station cannot follow
/// (seen only in the middle of a game), with why.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Row {
    /// A followed table.
    Table(Summary),
    /// A table seen only by lines the station cannot place.
    Orphan(TableNo, super::model::Unfollowed),
}

impl Row {
    /// The table's number.
    pub fn table(&self) -> TableNo {
        match self {
            Row::Table(s) => s.table,
            Row::Orphan(n, _) => *n,
        }
    }

    /// Whether the table needs the arbiter.
    pub fn needs_arbiter(&self) -> bool {
        match self {
            Row::Table(s) => s.need.is_some(),
            Row::Orphan(..) => true,
        }
    }
}

/// The station with its screen.
#[derive(Debug)]
pub struct Desk {
    station: Station,
    words: Localizer,
    hall: String,
    focus: Option<TableNo>,
    input: String,
    /// The lines typed, for recall with Up and Down at an open table (as at a table's screen).
    typed: View,
    /// How far back the announcements box is scrolled (F6, F7; PageUp, PageDown at a table).
    said_view: View,
    said: Vec<Said>,
    help: Option<usize>,
    quit_asked: bool,
    now: WallTime,
}

impl Desk {
    /// A desk for `station`, following the hall named `hall`, in `lang`.
    pub fn new(station: Station, hall: &str, lang: Lang) -> Desk {
        Desk {
            station,
            words: Localizer::builtin(lang),
            hall: hall.to_owned(),
            focus: None,
            input: String::new(),
            typed: View::default(),
            said_view: View::default(),
            said: Vec::new(),
            help: None,
            quit_asked: false,
            now: WallTime(0),
        }
    }

    /// The station.
    pub fn station(&self) -> &Station {
        &self.station
    }

    /// The station's words.
    pub fn words(&self) -> &Localizer {
        &self.words
    }

    /// The hall's name.
    pub fn hall(&self) -> &str {
        &self.hall
    }

    /// The civil time of the last input, for the clocks shown.
    pub fn now(&self) -> WallTime {
        self.now
    }

    /// What is typed in the input line.
    pub fn input(&self) -> &str {
        &self.input
    }

    /// The announcements kept, oldest first.
    pub fn said(&self) -> &[Said] {
        &self.said
    }

    /// The help's rows scrolled past, when the help is shown.
    pub fn help(&self) -> Option<usize> {
        self.help
    }

    /// The help's lines: the screen's keys, then the arbiter's actions as at a table.
    pub fn help_lines(&self) -> Vec<String> {
        ["station-help", "app-help-arbiter"]
            .into_iter()
            .flat_map(|id| self.words.lines(id))
            .collect()
    }

    /// Every table in the list's order: those needing the arbiter first.
    pub fn rows(&self) -> Vec<Row> {
        let model = self.station.model();
        let mut rows: Vec<Row> = model
            .orphans()
            .map(|(n, why)| Row::Orphan(n, why.clone()))
            .collect();
        let summaries = model.summaries(self.now);
        // The orphans (out of sync) go after the followed tables needing the arbiter.
        let needing = summaries.iter().filter(|s| s.need.is_some()).count();
        let mut all: Vec<Row> = summaries.into_iter().map(Row::Table).collect();
        let rest = all.split_off(needing);
        all.append(&mut rows);
        all.extend(rest);
        all
    }

    /// The index of the focused row in `rows` (the first when the focus is on no listed table).
    pub fn focused(&self, rows: &[Row]) -> usize {
        self.focus
            .and_then(|n| rows.iter().position(|r| r.table() == n))
            .unwrap_or(0)
    }

    /// The focused table, if the list has any.
    pub fn focus(&self) -> Option<TableNo> {
        let rows = self.rows();
        rows.get(self.focused(&rows)).map(Row::table)
    }

    /// A journal line of table `n` arrived, sent with the versions `theirs`.
    pub fn delivered_from(
        &mut self,
        n: TableNo,
        bytes: &[u8],
        theirs: crate::net::version::Versions,
        now: WallTime,
    ) -> Vec<Out> {
        self.now = now;
        let out = self.station.delivered_from(n, bytes, theirs, now);
        self.keep(out)
    }

    /// A journal line of table `n` arrived.
    pub fn delivered(&mut self, n: TableNo, bytes: &[u8], now: WallTime) -> Vec<Out> {
        self.now = now;
        let out = self.station.delivered(n, bytes, now);
        self.keep(out)
    }

    /// Table `n`'s latest snapshot arrived (a station started late).
    pub fn restored(
        &mut self,
        n: TableNo,
        snapshot: &super::snapshot::Snapshot,
        now: WallTime,
    ) -> Vec<Out> {
        self.now = now;
        let out = self.station.restored(n, snapshot, now);
        self.keep(out)
    }

    /// Table `n` said it is alive.
    pub fn heard(&mut self, n: TableNo, now: WallTime) -> Vec<Out> {
        self.now = now;
        let out = self.station.heard(n, now);
        self.keep(out)
    }

    /// The station's connection to the hall is up (again).
    pub fn listening(&mut self, now: WallTime) {
        self.now = now;
        self.station.listening(now);
    }

    /// The station's connection to the hall is lost.
    pub fn deaf(&mut self) {
        self.station.deaf();
    }

    /// The hall has no stream: the arbiter is asked whether to create one.
    pub fn no_hall(&mut self) -> Vec<Out> {
        let out = self.station.no_hall(&self.hall.clone());
        self.keep(out)
    }

    /// An arbiter request did not reach its table.
    pub fn undelivered(
        &mut self,
        n: TableNo,
        via: crate::table::journal::Via,
        why: &super::station::Undelivered,
        now: WallTime,
    ) -> Vec<Out> {
        self.now = now;
        let out = self.station.undelivered(n, via, why, now);
        self.keep(out)
    }

    /// Time has passed.
    pub fn tick(&mut self, now: WallTime) -> Vec<Out> {
        self.now = now;
        let out = self.station.tick(now);
        self.keep(out)
    }

    /// Something to show that comes from outside the station (the connection's news).
    pub fn inform(&mut self, text: String) {
        self.keep(vec![Out::Say {
            table: None,
            text,
            alert: false,
            cue: None,
        }]);
    }

    /// A line typed (or said): the station's, with quitting asked first.
    pub fn line(&mut self, text: &str, now: WallTime) -> Vec<Out> {
        self.now = now;
        if std::mem::take(&mut self.quit_asked) {
            let answer = codec::decode(Seat::Arbiter, text, self.words.lang()).map(|d| d.input);
            return match answer {
                Ok(
                    DecodedInput::App(AppCommand::Quit)
                    | DecodedInput::Table(Action::Confirm)
                    | DecodedInput::Review(ReviewCommand::Yes),
                ) => vec![Out::Quit],
                _ => self.tell("station-quit-kept"),
            };
        }
        let decoded = codec::decode(Seat::Arbiter, text, self.words.lang()).map(|d| d.input);
        if matches!(decoded, Ok(DecodedInput::App(AppCommand::Help))) {
            self.help = Some(0);
        }
        // At the list, an arbiter action goes to the table the focus is on (its row was said):
        // a claim is upheld or rejected from there.
        let out = match (self.station.open(), &decoded, self.focus()) {
            (None, Ok(DecodedInput::Table(_)), Some(n)) if !self.station.asking() => {
                self.station.line(&format!("{n} {}", text.trim()), now)
            }
            _ => self.station.line(text, now),
        };
        if out.contains(&Out::Quit) {
            return self.ask_quit();
        }
        self.keep(out)
    }

    /// A line of line mode: the station's, as it was before the station had a screen (quit
    /// quits at once).
    pub fn reader_line(&mut self, text: &str, now: WallTime) -> Vec<Out> {
        self.now = now;
        let out = self.station.line(text, now);
        self.keep(out)
    }

    /// A key pressed.
    pub fn key(&mut self, key: Key, now: WallTime) -> Vec<Out> {
        self.now = now;
        if self.help.is_some() && self.help_key(key) {
            return Vec::new();
        }
        match key {
            Key::Ctrl('c' | 'q') if self.quit_asked => vec![Out::Quit],
            Key::Ctrl('c' | 'q') => self.ask_quit(),
            Key::F(1) => {
                self.help = Some(0);
                Vec::new()
            }
            Key::Esc if self.quit_asked => {
                self.quit_asked = false;
                self.tell("station-quit-kept")
            }
            Key::Esc if !self.input.is_empty() => {
                self.input.clear();
                Vec::new()
            }
            Key::Esc if self.station.open().is_some() => self.line("close", now),
            Key::Enter => {
                let line = std::mem::take(&mut self.input);
                self.typed.typed(&line);
                if !line.trim().is_empty() || self.quit_asked {
                    return self.line(&line, now);
                }
                match (self.station.open(), self.focus()) {
                    (None, Some(n)) => self.line(&format!("open {n}"), now),
                    (Some(n), _) => self.line(&format!("open {n}"), now),
                    (None, None) => self.line("list", now),
                }
            }
            Key::Backspace => {
                self.input.pop();
                Vec::new()
            }
            Key::Char(c) => {
                self.input.push(c);
                Vec::new()
            }
            Key::F(6) => self.said_earlier(),
            Key::F(7) => self.said_later(),
            Key::PageUp if self.station.open().is_some() => self.said_earlier(),
            Key::PageDown if self.station.open().is_some() => self.said_later(),
            Key::Up | Key::Down | Key::PageUp | Key::PageDown | Key::Home | Key::End
                if self.station.open().is_none() =>
            {
                self.move_focus(key)
            }
            // At an open table, Up and Down recall the lines typed (to pause, then resume).
            Key::Up => {
                if let Some(line) = self.typed.recall_earlier(&self.input) {
                    self.input = line;
                }
                Vec::new()
            }
            Key::Down => {
                if let Some(line) = self.typed.recall_later() {
                    self.input = line;
                }
                Vec::new()
            }
            _ => Vec::new(),
        }
    }

    /// Keys while the help is shown: arrows and pages scroll it, Escape, Enter and F1 close
    /// it; typing closes it and goes on into the input line. Whether the key was used up.
    fn help_key(&mut self, key: Key) -> bool {
        let Some(scroll) = self.help else {
            return false;
        };
        let most = self.help_lines().len();
        let (down, up) = (scroll.saturating_add(1).min(most), scroll.saturating_sub(1));
        self.help = match key {
            Key::Down => Some(down),
            Key::Up => Some(up),
            Key::PageDown => Some((scroll + PAGE).min(most)),
            Key::PageUp => Some(scroll.saturating_sub(PAGE)),
            Key::Home => Some(0),
            Key::End => Some(most),
            Key::Esc | Key::Enter | Key::F(1) => None,
            _ => {
                self.help = None;
                return false;
            }
        };
        true
    }

    /// Moves the focus in the list and says the row it lands on.
    fn move_focus(&mut self, key: Key) -> Vec<Out> {
        let rows = self.rows();
        let Some(last) = rows.len().checked_sub(1) else {
            return self.tell("hall-empty");
        };
        let at = self.focused(&rows);
        let to = match key {
            Key::Up => at.saturating_sub(1),
            Key::Down => (at + 1).min(last),
            Key::PageUp => at.saturating_sub(PAGE),
            Key::PageDown => (at + PAGE).min(last),
            Key::Home => 0,
            _ => last,
        };
        self.focus = Some(rows[to].table());
        vec![Out::Say {
            table: Some(rows[to].table()),
            text: self.row_words(&rows[to]),
            alert: false,
            cue: None,
        }]
    }

    /// A row in words, as spoken and shown: the line mode's summary, then the fallen flag,
    /// whether the table is in sync, and who plays.
    pub fn row_words(&self, row: &Row) -> String {
        match row {
            Row::Table(s) => {
                let mut parts = vec![self.station.summary_words(s, self.now)];
                if let Some(side) = s.flag {
                    let side = if side == shakmaty::Color::White {
                        "white"
                    } else {
                        "black"
                    };
                    parts.push(
                        self.words
                            .format("station-flag", &[("side", Arg::Str(side))]),
                    );
                }
                if s.in_sync {
                    parts.push(self.words.text("station-in-sync"));
                }
                if let Some(players) = self.players(s.table) {
                    parts.push(players);
                }
                parts.join(", ")
            }
            Row::Orphan(n, why) => self.station.orphan_words(*n, why),
        }
    }

    /// Who plays at table `n` and in which round, when the table said.
    pub fn players(&self, n: TableNo) -> Option<String> {
        let card = &self.station.model().table(n)?.card;
        // PGN's "?" is a name not known.
        let known = |s: &str| !s.is_empty() && s != "?" && s != "-";
        if !known(&card.white) && !known(&card.black) {
            return None;
        }
        let mut text = self.words.format(
            "station-players",
            &[
                ("white", Arg::Str(&card.white)),
                ("black", Arg::Str(&card.black)),
            ],
        );
        if known(&card.round) {
            text.push_str(" (");
            text.push_str(
                &self
                    .words
                    .format("station-round", &[("round", Arg::Str(&card.round))]),
            );
            text.push(')');
        }
        Some(text)
    }

    fn ask_quit(&mut self) -> Vec<Out> {
        self.quit_asked = true;
        self.tell("station-quit-ask")
    }

    fn tell(&mut self, id: &str) -> Vec<Out> {
        let text = self.words.text(id);
        self.keep(vec![Out::Say {
            table: None,
            text,
            alert: false,
            cue: None,
        }])
    }

    /// Keeps what is said for the screen and passes it on.
    /// Scrolls the announcements one back and says that one again.
    fn said_earlier(&mut self) -> Vec<Out> {
        self.said_view.earlier(1, self.said.len());
        vec![Out::Speech(SpeechControl::Back)]
    }

    /// Scrolls the announcements one forward and says that one again.
    fn said_later(&mut self) -> Vec<Out> {
        self.said_view.later(1);
        vec![Out::Speech(SpeechControl::Forward)]
    }

    /// How many announcements before the newest the box ends on; 0 shows the newest.
    pub fn said_back(&self) -> usize {
        self.said_view.back()
    }

    fn keep(&mut self, out: Vec<Out>) -> Vec<Out> {
        for o in &out {
            if let Out::Say {
                table, text, alert, ..
            } = o
            {
                self.said_view.follow();
                self.said.push(Said {
                    table: *table,
                    text: text.clone(),
                    alert: *alert,
                });
            }
        }
        if self.said.len() > KEPT {
            self.said.drain(..self.said.len() - KEPT);
        }
        out
    }
}

#[cfg(test)]
#[path = "desk_tests.rs"]
pub(crate) mod tests;
