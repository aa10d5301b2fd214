//! The arbiter station's model of the hall (pure): every table followed through a replica of
//! its journal, and a summary of each (in sync, waiting for whom, clocks, alert, flag, result),
//! sorted so that the tables that need the arbiter come first. Journal lines may arrive twice
//! (resends) or with a gap (a line lost in transit, or the station started late): a line
//! already applied is skipped, a later one waits until the gap is filled, and the table shows
//! as out of sync meanwhile.

use std::{collections::BTreeMap, time::Duration};

use shakmaty::Color;

use super::{
    TableNo,
    live::{Hearing, Liveness},
    snapshot::Snapshot,
    wire::Line,
};
use crate::{
    clock::{ClockReading, Timestamp},
    game::{GameResult, WallTime},
    ids::{GameId, Ids},
    net::version::{OtherRelease, Versions},
    table::{
        Event, Phase, Replica, Seat, Seating, Table,
        journal::{Entry, Header, Via},
    },
};

/// What a table needs from the arbiter, most urgent first (the order of the hall's list).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Need {
    /// Play waits for the arbiter: the records differ or an illegal move was made.
    Alert,
    /// A claim or request is before the arbiter.
    Claim,
    /// A game in play whose table is not heard from (its process gone, its link cut).
    Stopped,
    /// A flag has fallen in a game not yet over.
    Flag,
    /// The station cannot follow the table: a line is missing or did not read.
    OutOfSync,
}

/// The players' names and the round, from the tags of the game's journal header.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Card {
    /// The round ("3"); empty when not given.
    pub round: String,
    /// White's name.
    pub white: String,
    /// Black's name.
    pub black: String,
    /// The event.
    pub event: String,
}

/// One table as the station follows it.
#[derive(Debug)]
pub struct FollowedTable {
    /// The game being followed.
    pub ids: Ids,
    /// Its setup.
    pub header: Header,
    /// Who plays, in which round (from the header's tags).
    pub card: Card,
    /// The table replayed from its journal (the host's table, entry for entry).
    replica: Replica,
    /// The entries applied, in order (the relay replays them, delayed).
    pub entries: Vec<Entry>,
    /// Lines that came before the ones they follow, by seq.
    waiting: BTreeMap<u64, Entry>,
    /// Since when a line is missing before those waiting (a gap is normal for a moment: a
    /// line heard live before the stream brings the one before it).
    gap_since: Option<WallTime>,
    /// Why the table cannot be followed, if it cannot.
    broken: Option<String>,
    /// The alerts the arbiter has dealt with: those raised before the table last stood in
    /// need of nothing (the count shown is of the others).
    settled: usize,
}

impl FollowedTable {
    /// The table as replayed so far.
    pub fn table(&self) -> &Table {
        self.replica.table()
    }

    /// The next seq this table is to send.
    pub fn next_seq(&self) -> u64 {
        self.entries.len() as u64 + 1
    }

    /// The table's clock time at civil time `now`: the last entry's instant plus the civil
    /// time since it (the table's own clock runs on; the station has only the civil time).
    pub fn at(&self, now: WallTime) -> Timestamp {
        let Some(last) = self.entries.last() else {
            return Timestamp::ZERO;
        };
        let since = u64::try_from(now.0.saturating_sub(last.wall)).unwrap_or(0);
        Timestamp::from_origin(Duration::from_nanos(last.t_ns) + Duration::from_millis(since))
    }
}

/// Who or what play waits for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Waiting {
    /// A player's seat, at a table of two boards.
    Seat(Seat),
    /// The side to move, at a table of one board (nobody is seated blind or sighted there).
    Side(Color),
    /// The arbiter.
    Arbiter,
    /// Nobody: the game is adjourned, the envelope closed.
    Adjourned,
}

/// One table's line in the hall's list.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Summary {
    /// The table.
    pub table: TableNo,
    /// What it needs from the arbiter, if anything.
    pub need: Option<Need>,
    /// Every line so far applied, none missing.
    pub in_sync: bool,
    /// Who play waits for (`None` when the game is over).
    pub waiting: Option<Waiting>,
    /// Both clocks (as they stood when the table was last heard from, if it is silent).
    pub clocks: ClockReading,
    /// Alerts raised and not yet dealt with (cleared once the table needs nothing).
    pub alerts: usize,
    /// Whether the table is heard from.
    pub live: Liveness,
    /// The side whose flag has fallen.
    pub flag: Option<Color>,
    /// The result, once the game is over.
    pub result: Option<GameResult>,
    /// Moves made (plies on the game's record).
    pub plies: usize,
}

/// What changed when a line arrived.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum News {
    /// Events of the table for the arbiter seat (worded by the arbiter's presenter).
    Events(TableNo, Vec<Event>),
    /// The table newly needs the arbiter (an earcon and its number spoken).
    NeedsArbiter(TableNo, Need),
    /// The table applied an arbiter request (its journal entry names it).
    Acknowledged(TableNo, Via),
    /// A new game started at the table.
    NewGame(TableNo),
}

/// Why the station cannot follow a table it has lines of, said in the station's language; the
/// reason in the program's (English) words is for the devices log only.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Unfollowed {
    /// Lines of a game whose start the station has not seen.
    NoStart,
    /// The table's snapshot does not read.
    Snapshot(String),
    /// The game's setup (its header) does not read.
    Setup(String),
    /// A line of the table does not read.
    Line(String),
}

impl Unfollowed {
    /// What went wrong in the program's own (English) words, for the devices log.
    pub fn detail(&self) -> Option<&str> {
        match self {
            Unfollowed::NoStart => None,
            Unfollowed::Snapshot(d) | Unfollowed::Setup(d) | Unfollowed::Line(d) => Some(d),
        }
    }
}

/// Every table of the hall.
#[derive(Debug, Default)]
pub struct HallModel {
    tables: BTreeMap<TableNo, FollowedTable>,
    /// Lines of a table whose header the station has not seen (it started mid-game and the
    /// stream no longer has the header): the table is listed as out of sync.
    orphans: BTreeMap<TableNo, Unfollowed>,
    /// What went wrong since last asked ([`HallModel::take_details`]), for the devices log.
    details: Vec<(TableNo, String)>,
    /// Lines of a game whose start has not arrived yet (heard live before the stream brought
    /// the header), kept to be applied once it does; with when the first came.
    early: BTreeMap<TableNo, (GameId, BTreeMap<u64, Entry>, WallTime)>,
    /// When each table was last heard from.
    hearing: Hearing,
    /// The versions of the tables heard with another hall protocol than this program's (said
    /// once per table, until it is heard with this program's again).
    releases: BTreeMap<TableNo, Versions>,
}

/// Whether a line of a table is of this program's hall protocol ([`HallModel::release`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Release {
    /// It is: read it.
    Same,
    /// It is not, and the table was not heard so before: say so, and do not read it.
    Other(OtherRelease),
    /// It is not, and that was said: do not read it, and count nothing.
    Told,
}

impl HallModel {
    /// An empty hall.
    pub fn new() -> HallModel {
        HallModel::default()
    }

    /// The table `n`, if followed.
    pub fn table(&self, n: TableNo) -> Option<&FollowedTable> {
        self.tables.get(&n)
    }

    /// Every followed table, by number.
    pub fn tables(&self) -> impl Iterator<Item = (TableNo, &FollowedTable)> {
        self.tables.iter().map(|(n, f)| (*n, f))
    }

    /// Table `n` as the hall's store of snapshots has it (a station or relay started late):
    /// rebuilt through the same replica as from its lines, the state hash checked. It replaces
    /// the game the station followed at that table, as a header would; the lines after it come
    /// from the stream.
    pub fn restore(&mut self, n: TableNo, snapshot: &Snapshot) -> Vec<News> {
        match snapshot.rebuild() {
            Ok(replica) => {
                self.orphans.remove(&n);
                let mut followed = FollowedTable {
                    ids: snapshot.ids(),
                    card: card_of(&snapshot.header),
                    header: snapshot.header.clone(),
                    replica,
                    entries: snapshot.entries.clone(),
                    waiting: BTreeMap::new(),
                    gap_since: None,
                    broken: None,
                    settled: 0,
                };
                settle(&mut followed);
                self.tables.insert(n, followed);
                let mut news = vec![News::NewGame(n)];
                news.extend(self.apply_early(n));
                news
            }
            Err(e) => {
                self.tables.remove(&n);
                self.unfollowed(n, Unfollowed::Snapshot(e.to_string()));
                Vec::new()
            }
        }
    }

    /// Whether a line of table `n` sent with `theirs` can be read here ([`Versions::hall`]).
    /// A line of another hall protocol is not read, so it neither moves the table nor counts
    /// as lost or out of sync; which table runs which version is said once.
    pub fn release(&mut self, n: TableNo, theirs: Versions) -> Release {
        let ours = Versions::hall();
        if theirs.protocol == ours.protocol {
            self.releases.remove(&n);
            return Release::Same;
        }
        if self.releases.insert(n, theirs) == Some(theirs) {
            return Release::Told;
        }
        Release::Other(OtherRelease { ours, theirs })
    }

    /// A journal line of table `n` arrived.
    pub fn receive(&mut self, n: TableNo, line: Line, now: WallTime) -> Vec<News> {
        let before = self.need(n, now);
        let mut news = match line {
            Line::Header { ids, header } => self.header(n, ids, *header),
            Line::Entry { seq, game, entry } => match self.tables.get_mut(&n) {
                Some(f) if f.ids.game == game => follow(n, f, seq, entry, now),
                Some(_) | None => {
                    // Kept for when its start comes (it may be on its way from the stream).
                    let early = self
                        .early
                        .entry(n)
                        .or_insert_with(|| (game, BTreeMap::new(), now));
                    if early.0 != game {
                        *early = (game, BTreeMap::new(), now);
                    }
                    early.1.insert(seq, entry);
                    self.unfollowed(n, Unfollowed::NoStart);
                    Vec::new()
                }
            },
        };
        let after = self.need(n, now);
        if let Some(need) = after
            && before.is_none_or(|b| need < b)
        {
            news.push(News::NeedsArbiter(n, need));
        }
        news
    }

    /// A table the station could not read a line of (named in its summary).
    pub fn trouble(&mut self, n: TableNo, why: String) {
        match self.tables.get_mut(&n) {
            Some(f) => {
                self.details.push((n, why.clone()));
                f.broken = Some(why);
            }
            None => self.unfollowed(n, Unfollowed::Line(why)),
        }
    }

    /// Table `n` cannot be followed, for `why`.
    fn unfollowed(&mut self, n: TableNo, why: Unfollowed) {
        if let Some(detail) = why.detail() {
            self.details.push((n, detail.to_owned()));
        }
        self.orphans.insert(n, why);
    }

    /// What went wrong since last asked, table by table, in the program's own (English) words:
    /// for the devices log, never said.
    pub fn take_details(&mut self) -> Vec<(TableNo, String)> {
        std::mem::take(&mut self.details)
    }

    fn header(&mut self, n: TableNo, ids: Ids, header: Header) -> Vec<News> {
        if self.tables.get(&n).is_some_and(|f| f.ids == ids) {
            return Vec::new(); // the same start, resent
        }
        match Replica::new(ids, &header) {
            Ok(replica) => {
                self.orphans.remove(&n);
                self.tables.insert(
                    n,
                    FollowedTable {
                        ids,
                        card: card_of(&header),
                        header,
                        replica,
                        entries: Vec::new(),
                        waiting: BTreeMap::new(),
                        gap_since: None,
                        broken: None,
                        settled: 0,
                    },
                );
                let mut news = vec![News::NewGame(n)];
                news.extend(self.apply_early(n));
                news
            }
            Err(e) => {
                self.unfollowed(n, Unfollowed::Setup(e.to_string()));
                Vec::new()
            }
        }
    }

    /// Applies the lines of table `n`'s game that came before its start (or its snapshot).
    fn apply_early(&mut self, n: TableNo) -> Vec<News> {
        let (Some(f), Some((game, lines, since))) = (self.tables.get_mut(&n), self.early.get(&n))
        else {
            return Vec::new();
        };
        if *game != f.ids.game {
            return Vec::new();
        }
        let (lines, since) = (lines.clone(), *since);
        self.early.remove(&n);
        lines
            .into_iter()
            .flat_map(|(seq, entry)| follow(n, f, seq, entry, since))
            .collect()
    }

    /// Table `n` said it is alive at `now` (its heartbeat).
    pub fn heard(&mut self, n: TableNo, now: WallTime) {
        self.hearing.heard(n, now);
    }

    /// The station's connection to the hall is up (again) at `now`: from now on a table not
    /// heard from has stopped.
    pub fn listening(&mut self, now: WallTime) {
        self.hearing.listening(now);
    }

    /// The station's connection to the hall is lost: no table can be heard.
    pub fn deaf(&mut self) {
        self.hearing.deaf();
    }

    /// Whether table `n` is heard from at `now`.
    pub fn liveness(&self, n: TableNo, now: WallTime) -> Liveness {
        self.hearing.of(n, now)
    }

    /// What table `n` needs from the arbiter at civil time `now`.
    pub fn need(&self, n: TableNo, now: WallTime) -> Option<Need> {
        // Lines of a game whose start is on its way are no alarm for a moment.
        let early = self
            .early
            .get(&n)
            .is_some_and(|(_, _, since)| !past_patience(*since, now));
        match self.tables.get(&n) {
            Some(f) => need_of(f, self.hearing.of(n, now), now),
            None if early => None,
            None => self.orphans.contains_key(&n).then_some(Need::OutOfSync),
        }
    }

    /// Every table's summary at civil time `now`, those needing the arbiter first (the most
    /// urgent need first, then by number), then the others by number.
    pub fn summaries(&self, now: WallTime) -> Vec<Summary> {
        let mut all: Vec<Summary> = self
            .tables
            .iter()
            .map(|(n, f)| summary(*n, f, self.hearing.of(*n, now), now))
            .collect();
        all.sort_by_key(|s| (s.need.is_none(), s.need, s.table));
        all
    }

    /// Tables seen only in the middle of a game (no header), with why.
    pub fn orphans(&self) -> impl Iterator<Item = (TableNo, &Unfollowed)> {
        self.orphans.iter().map(|(n, w)| (*n, w))
    }
}

/// The card of a game: its header's tags (none in journals older than them).
fn card_of(header: &Header) -> Card {
    header.tags.as_ref().map_or_else(Card::default, |t| Card {
        round: t.round.clone(),
        white: t.white.clone(),
        black: t.black.clone(),
        event: t.event.clone(),
    })
}

/// Applies entry `seq` of a followed table, or keeps it until the ones before it arrive.
fn follow(n: TableNo, f: &mut FollowedTable, seq: u64, entry: Entry, now: WallTime) -> Vec<News> {
    if seq < f.next_seq() || f.waiting.contains_key(&seq) {
        return Vec::new(); // a resend
    }
    f.waiting.insert(seq, entry);
    let mut news = Vec::new();
    while let Some(entry) = f.waiting.remove(&f.next_seq()) {
        match f.replica.apply(&entry) {
            Ok(events) => {
                let mine: Vec<Event> = events
                    .into_iter()
                    .filter(|e| e.to == Seat::Arbiter)
                    .collect();
                if !mine.is_empty() {
                    news.push(News::Events(n, mine));
                }
            }
            Err(e) => f.broken = Some(format!("entry {}: {e}", f.next_seq())),
        }
        if let Some(via) = entry.via {
            news.push(News::Acknowledged(n, via));
        }
        f.entries.push(entry);
        settle(f);
    }
    f.gap_since = if f.waiting.is_empty() {
        None
    } else {
        Some(f.gap_since.unwrap_or(now))
    };
    news
}

/// How long a line may be missing before the table counts as out of sync.
pub const GAP_PATIENCE: std::time::Duration = std::time::Duration::from_secs(5);

/// Whether a line has been missing longer than [`GAP_PATIENCE`] at `now`.
fn gap_too_long(f: &FollowedTable, now: WallTime) -> bool {
    f.gap_since.is_some_and(|since| past_patience(since, now))
}

/// Whether more than [`GAP_PATIENCE`] has passed from `since` to `now`.
fn past_patience(since: WallTime, now: WallTime) -> bool {
    u64::try_from(now.0.saturating_sub(since.0)).unwrap_or(0)
        > u64::try_from(GAP_PATIENCE.as_millis()).unwrap_or(u64::MAX)
}

/// Whether a claim, a divergence or an illegal move is before the arbiter at the table.
fn before_the_arbiter(table: &Table) -> bool {
    matches!(table.phase(), Phase::Arbiter)
        || table.divergence().is_some()
        || table.claim().is_some()
}

/// Once nothing is before the arbiter, the alerts so far are dealt with.
fn settle(f: &mut FollowedTable) {
    if !before_the_arbiter(f.table()) {
        f.settled = f.table().alerts().len();
    }
}

/// Whether the game is being played: not over, not adjourned with the envelope closed (a table
/// that stops then is no alarm).
fn in_play(table: &Table) -> bool {
    !matches!(table.phase(), Phase::Over(_)) && !table.adjournment().is_some_and(|a| a.closed)
}

/// The clocks at `now`; at a table not heard from, as they stood when it was last heard (the
/// station cannot know they ran on). The side whose flag has fallen, if one has.
fn flag_of(f: &FollowedTable, live: Liveness, now: WallTime) -> (ClockReading, Option<Color>) {
    let now = match live {
        Liveness::Silent { since } => since.min(now),
        Liveness::Live | Liveness::Unknown => now,
    };
    let reading = f.table().game().reading(f.at(now));
    let flag = reading.remaining.find(|d| d.is_zero());
    (reading, flag)
}

fn need_of(f: &FollowedTable, live: Liveness, now: WallTime) -> Option<Need> {
    let table = f.table();
    let playing = in_play(table);
    if f.broken.is_some() || gap_too_long(f, now) {
        Some(Need::OutOfSync)
    } else if matches!(table.phase(), Phase::Arbiter)
        || table.divergence().is_some()
        || table.awaits_arbiter_after_crash()
    {
        Some(Need::Alert)
    } else if table.claim().is_some() {
        Some(Need::Claim)
    } else if playing && matches!(live, Liveness::Silent { .. }) {
        Some(Need::Stopped)
    } else if playing && flag_of(f, live, now).1.is_some() {
        Some(Need::Flag)
    } else {
        None
    }
}

/// Who play waits for at `table`.
fn waiting_of(table: &Table) -> Option<Waiting> {
    let one_board = table.seating() == Seating::OneBoard;
    let player = |side: Color| {
        Some(if one_board {
            Waiting::Side(side)
        } else {
            Waiting::Seat(table.seat_of(side))
        })
    };
    if table.claim().is_some() {
        return Some(Waiting::Arbiter);
    }
    if table.adjournment().is_some_and(|a| a.closed) {
        return Some(Waiting::Adjourned);
    }
    match table.phase() {
        Phase::Entering { mover } | Phase::ReadBack { mover, .. } | Phase::Made { mover, .. } => {
            player(*mover)
        }
        Phase::Repeating { mover, .. } => player(!*mover),
        Phase::Arbiter => Some(Waiting::Arbiter),
        Phase::Over(_) => None,
    }
}

fn summary(n: TableNo, f: &FollowedTable, live: Liveness, now: WallTime) -> Summary {
    let table = f.table();
    let (clocks, flag) = flag_of(f, live, now);
    Summary {
        table: n,
        need: need_of(f, live, now),
        in_sync: f.broken.is_none() && f.waiting.is_empty(),
        waiting: waiting_of(table),
        clocks,
        alerts: table.alerts().len().saturating_sub(f.settled),
        live,
        flag,
        result: table.game().result(),
        plies: table.game().record().plies().len(),
    }
}

#[cfg(test)]
#[path = "model_tests.rs"]
pub(crate) mod tests;
