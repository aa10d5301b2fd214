//! The tournament hall on a real nats-server (ignored in plain `cargo test`: needs
//! nats-server; scripts/test runs it): tables publish their journals, a station follows every
//! table, an arbiter request reaches its table only, a broker killed with kill -9 and restarted
//! loses nothing, a late joiner rebuilds every table from the stream exactly once and in
//! order, and wrong credentials or another table's subject are refused.

use std::{
    collections::BTreeMap,
    path::Path,
    sync::{Arc, Mutex, mpsc},
    time::{Duration, Instant},
};

use annabella::{
    announce::Style,
    clock::{TimeControl, Timestamp},
    game::{GameSetup, Stamp, WallTime},
    hall::{
        HallModel, TableNo,
        wire::{ArbiterRequest, read_line},
    },
    i18n::Lang,
    ids::Ids,
    io::nats::{
        BusNews, Notify, TableBus,
        station::{Delivered, Following, StationFollower},
    },
    journal::JournalFile,
    table::{
        Action, Mode, Seat, Table, TableSetup, Target,
        journal::{Entry, Header, TableRecords, Via},
    },
    vocab::VocabName,
};

use crate::support::nats::Broker;

/// The longest any wait in these tests may take before it fails. Every wait ends as soon as
/// what it waits for arrives, so a generous bound costs a passing test nothing.
pub(crate) const PATIENCE: Duration = Duration::from_secs(60);

/// Table `n`'s game: its tags name the round and the players (the journal header carries them).
pub(crate) fn setup(ids: Ids) -> TableSetup {
    let mut game = GameSetup::new(TimeControl::parse("90+30").unwrap());
    game.tags.round = "1".into();
    game.tags.white = format!("White {}", ids.table.0);
    game.tags.black = format!("Black {}", ids.table.0);
    game.tags.event = "Test".into();
    TableSetup {
        game,
        blind: shakmaty::Color::White,
        mode: Mode::Tournament,
        lang: Lang::En,
        vocab: VocabName::FideD,
        style: Style::Fide,
        large_text: false,
        ranks: Default::default(),
        ids,
    }
}

pub(crate) fn enter(text: &str) -> Action {
    Action::Enter {
        text: text.into(),
        target: Target::Both,
    }
}

/// A table playing into its journal, as the live loop does: act, then append.
pub(crate) struct Played {
    table: Table,
    pub(crate) journal: JournalFile<TableRecords>,
    t: u64,
}

impl Played {
    pub(crate) fn new(path: &Path, ids: Ids) -> Played {
        let journal = JournalFile::create(path, ids, &Header::of(&setup(ids))).unwrap();
        Played {
            table: Table::new(setup(ids)).unwrap(),
            journal,
            t: 0,
        }
    }

    pub(crate) fn act(&mut self, seat: Seat, action: Action) {
        self.t += 1;
        let stamp = Stamp {
            at: Timestamp::from_millis(self.t * 1000),
            // The civil time now: a station reads the clocks against it.
            wall: WallTime(
                std::time::SystemTime::now()
                    .duration_since(std::time::UNIX_EPOCH)
                    .map_or(0, |d| d.as_millis() as i64),
            ),
        };
        let _ = self.table.act(seat, &action, stamp);
        let resolved = self.table.resolved(seat, &action);
        self.journal
            .append(&Entry::of(seat, &action, resolved, stamp))
            .unwrap();
    }

    /// A move of White's (blind) and its repetition by the sighted seat.
    pub(crate) fn white_move(&mut self, blind: &str, sighted: &str) {
        self.act(Seat::Blind, enter(blind));
        self.act(Seat::Blind, Action::Confirm);
        self.act(Seat::Blind, Action::Press);
        self.act(Seat::Sighted, enter(sighted));
    }
}

pub(crate) fn notes() -> (Notify, mpsc::Receiver<BusNews>) {
    let (tx, rx) = mpsc::channel();
    let tx = Mutex::new(tx);
    (
        Arc::new(move |news| {
            let _ = tx.lock().map(|t| t.send(news));
        }),
        rx,
    )
}

pub(crate) fn table_bus(
    broker: &Broker,
    user: &str,
    n: TableNo,
    journal: &Path,
) -> (
    TableBus,
    mpsc::Receiver<ArbiterRequest>,
    mpsc::Receiver<BusNews>,
) {
    table_bus_as(broker, broker.bus(user), n, journal)
}

pub(crate) fn table_bus_as(
    _broker: &Broker,
    bus: annabella::io::nats::Bus,
    n: TableNo,
    journal: &Path,
) -> (
    TableBus,
    mpsc::Receiver<ArbiterRequest>,
    mpsc::Receiver<BusNews>,
) {
    let (req_tx, req_rx) = mpsc::channel();
    let req_tx = Mutex::new(req_tx);
    let (notify, notes) = notes();
    let bus = TableBus::start(
        bus,
        n,
        journal.to_owned(),
        Box::new(move |r| {
            let _ = req_tx.lock().map(|t| t.send(r));
        }),
        notify,
    )
    .unwrap();
    (bus, req_rx, notes)
}

/// A follower of the hall as `user` reading the whole stream, its deliveries on a channel.
pub(crate) fn follower(
    broker: &Broker,
    user: &str,
    keeper: bool,
) -> (StationFollower, mpsc::Receiver<Delivered>) {
    let following = Following {
        keeper,
        create: true,
        snapshots: false,
    };
    follower_with(broker, user, following)
}

/// A follower of the hall as `user`, starting as `following` says.
pub(crate) fn follower_with(
    broker: &Broker,
    user: &str,
    following: Following,
) -> (StationFollower, mpsc::Receiver<Delivered>) {
    follower_on(broker.bus(user), user, following)
}

/// A follower of the hall on `bus` (as `user`), starting as `following` says.
pub(crate) fn follower_on(
    bus: annabella::io::nats::Bus,
    user: &str,
    following: Following,
) -> (StationFollower, mpsc::Receiver<Delivered>) {
    let (tx, rx) = mpsc::channel();
    let tx = Mutex::new(tx);
    // What the station hears of its connection is printed (and shown when a test fails), so
    // that a station that never receives anything says why.
    let (notify, notes) = notes();
    let who = user.to_owned();
    std::thread::spawn(move || {
        for news in notes {
            eprintln!("station {who}: {news:?}");
        }
    });
    let f = StationFollower::start(
        bus,
        following,
        Box::new(move |d| tx.lock().map(|t| t.send(d).is_ok()).unwrap_or(false)),
        notify,
    )
    .unwrap();
    (f, rx)
}

/// Feeds deliveries into `model` until `done` holds (at most PATIENCE); returns the (table,
/// seq) of every line delivered, those a snapshot holds included.
pub(crate) fn follow_until(
    rx: &mpsc::Receiver<Delivered>,
    model: &mut HallModel,
    mut done: impl FnMut(&HallModel) -> bool,
) -> Vec<(TableNo, u64)> {
    let deadline = Instant::now() + PATIENCE;
    let mut seen = Vec::new();
    while !done(model) {
        let left = deadline.saturating_duration_since(Instant::now());
        assert!(!left.is_zero(), "timed out; seen {seen:?}");
        match rx.recv_timeout(left.min(Duration::from_millis(200))) {
            Ok(Delivered::Line { table, bytes, .. }) => {
                let line = read_line(&bytes).unwrap();
                seen.push((table, line.seq()));
                model.receive(table, line, WallTime(1_795_000_100_000));
            }
            Ok(Delivered::Snapshot { table, snapshot }) => {
                seen.extend((0..=snapshot.seq()).map(|seq| (table, seq)));
                model.restore(table, &snapshot);
            }
            // Heartbeats and the station's own news are not what these tests follow.
            Ok(_) | Err(_) => {}
        }
    }
    seen
}

pub(crate) fn entries(model: &HallModel, n: TableNo) -> usize {
    model.table(n).map_or(0, |f| f.entries.len())
}

pub(crate) fn wait_for<T>(rx: &mpsc::Receiver<T>, what: &str) -> T {
    rx.recv_timeout(PATIENCE)
        .unwrap_or_else(|_| panic!("timed out waiting for {what}"))
}

/// Waits for news that `wanted` accepts (at most PATIENCE).
pub(crate) fn wait_for_note(rx: &mpsc::Receiver<BusNews>, wanted: impl Fn(&BusNews) -> bool) {
    let deadline = Instant::now() + PATIENCE;
    let mut said = Vec::new();
    while Instant::now() < deadline {
        if let Ok(news) = rx.recv_timeout(Duration::from_millis(200)) {
            if wanted(&news) {
                return;
            }
            said.push(news);
        }
    }
    panic!("not the news awaited; said: {said:?}");
}

#[test]
#[ignore = "needs nats-server"]
fn tables_a_station_and_a_late_joiner_share_one_hall_through_a_broker_crash() {
    let mut broker = Broker::start("test-hall", 3);
    let dir = tempfile::tempdir().unwrap();
    let (station, delivered) = follower(&broker, "arbiter-1", true);
    let mut model = HallModel::new();

    // Two tables play their first move and publish it.
    let mut one = Played::new(&dir.path().join("one.journal"), Ids::from_bits(1, 11));
    let mut two = Played::new(&dir.path().join("two.journal"), Ids::from_bits(2, 22));
    for t in [&mut one, &mut two] {
        t.act(Seat::Arbiter, Action::Start);
        t.white_move("Eva vier", "e4");
    }
    let (mut bus1, requests1, _notes1) = table_bus(&broker, "table-1", 1, one.journal.path());
    let (mut bus2, requests2, _notes2) = table_bus(&broker, "table-2", 2, two.journal.path());
    bus1.journaled();
    bus2.journaled();
    follow_until(&delivered, &mut model, |m| {
        entries(m, 1) == 5 && entries(m, 2) == 5
    });
    assert_eq!(model.table(1).unwrap().card.white, "White 1");
    assert_eq!(model.summaries(WallTime(1_795_000_100_000)).len(), 2);

    // An arbiter request reaches its own table only.
    let request = |seq: u64| ArbiterRequest {
        via: Via {
            seq,
            after: 7,
            hall: true,
        },
        action: annabella::table::Action::Pause,
        said: None,
    };
    station.send(1, request(1));
    assert_eq!(wait_for(&requests1, "the request to table 1").via.seq, 1);
    station.send(2, request(2));
    assert_eq!(
        wait_for(&requests2, "the request to table 2").via.seq,
        2,
        "table 2 got table 1's request"
    );
    // A relay's credentials cannot send arbiter actions.
    let (spectator, _spectator_rx) = follower(&broker, "relay-1", false);
    spectator.send(1, request(99));
    std::thread::sleep(Duration::from_millis(300));
    station.send(1, request(3));
    assert_eq!(wait_for(&requests1, "the second request").via.seq, 3);

    // The broker crashes; the tables play on into their journals; the broker comes back.
    broker.kill();
    one.white_move("Dora vier", "d4");
    bus1.journaled();
    two.act(Seat::Sighted, enter("e5"));
    bus2.journaled();
    std::thread::sleep(Duration::from_millis(500));
    broker.restart();
    one.act(Seat::Sighted, enter("d5"));
    bus1.journaled();
    follow_until(&delivered, &mut model, |m| {
        entries(m, 1) == 10 && entries(m, 2) == 6
    });

    // A late joiner rebuilds every table from the stream: each line once, in order.
    let (_late, late_rx) = follower(&broker, "relay-2", false);
    let mut late = HallModel::new();
    let seen = follow_until(&late_rx, &mut late, |m| {
        entries(m, 1) == 10 && entries(m, 2) == 6
    });
    let mut by_table: BTreeMap<TableNo, Vec<u64>> = BTreeMap::new();
    for (n, seq) in seen {
        by_table.entry(n).or_default().push(seq);
    }
    assert_eq!(by_table[&1], (0..=10).collect::<Vec<_>>());
    assert_eq!(by_table[&2], (0..=6).collect::<Vec<_>>());
    let now = WallTime(1_795_000_100_000);
    assert_eq!(late.summaries(now), model.summaries(now));
    assert!(bus1.finish(Duration::from_secs(5)));
    assert!(bus2.finish(Duration::from_secs(5)));
}

#[test]
#[ignore = "needs nats-server"]
fn wrong_credentials_and_another_tables_subject_are_refused() {
    let broker = Broker::start("test-refuse", 2);
    let dir = tempfile::tempdir().unwrap();
    let (_station, delivered) = follower(&broker, "arbiter-1", true);
    let mut one = Played::new(&dir.path().join("one.journal"), Ids::from_bits(1, 1));
    one.act(Seat::Arbiter, Action::Start);

    // A wrong password: refused, and said so.
    let (bus, _r, notes) = table_bus_as(
        &broker,
        broker.bus_with("table-1", "guess"),
        1,
        one.journal.path(),
    );
    wait_for_note(
        &notes,
        |n| matches!(n, BusNews::Refused { user, .. } if user == "table-1"),
    );
    // The broker logs it too (its log may lag the refusal a little).
    let deadline = Instant::now() + PATIENCE;
    while !broker.log().contains("authentication error") {
        assert!(
            Instant::now() < deadline,
            "not in the log: {}",
            broker.log()
        );
        std::thread::sleep(Duration::from_millis(100));
    }
    drop(bus);

    // Table 1's credentials cannot publish as table 2.
    let (_bus, _r, notes) = table_bus(&broker, "table-1", 2, one.journal.path());
    wait_for_note(&notes, |n| matches!(n, BusNews::NotSent { table: 2, .. }));

    // Table 2 with its own credentials gets through, and only its lines are in the stream.
    let mut two = Played::new(&dir.path().join("two.journal"), Ids::from_bits(2, 2));
    two.act(Seat::Arbiter, Action::Start);
    let (bus2, _r2, _n2) = table_bus(&broker, "table-2", 2, two.journal.path());
    bus2.journaled();
    let mut model = HallModel::new();
    follow_until(&delivered, &mut model, |m| entries(m, 2) == 1);
    assert_eq!(model.table(2).unwrap().ids, Ids::from_bits(2, 2));
    assert!(model.table(1).is_none());
}
