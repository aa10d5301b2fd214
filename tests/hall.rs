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
        model::Card,
        wire::{ArbiterRequest, read_line},
    },
    i18n::Lang,
    ids::Ids,
    io::nats::{
        BusNews, Notify, TableBus,
        station::{Delivered, Follower},
    },
    journal::JournalFile,
    table::{
        Action, Mode, Seat, Table, TableSetup, Target,
        journal::{Entry, Header, TableRecords, Via},
    },
    vocab::VocabName,
};

use crate::support::nats::Broker;

/// The longest any wait in these tests may take before it fails.
const PATIENCE: Duration = Duration::from_secs(30);

fn setup(ids: Ids) -> TableSetup {
    TableSetup {
        game: GameSetup::new(TimeControl::parse("90+30").unwrap()),
        blind: shakmaty::Color::White,
        mode: Mode::Tournament,
        lang: Lang::En,
        vocab: VocabName::FideD,
        style: Style::Fide,
        large_text: false,
        ids,
    }
}

fn enter(text: &str) -> Action {
    Action::Enter {
        text: text.into(),
        target: Target::Both,
    }
}

/// A table playing into its journal, as the live loop does: act, then append.
struct Played {
    table: Table,
    journal: JournalFile<TableRecords>,
    t: u64,
}

impl Played {
    fn new(path: &Path, ids: Ids) -> Played {
        let journal = JournalFile::create(path, ids, &Header::of(&setup(ids))).unwrap();
        Played {
            table: Table::new(setup(ids)).unwrap(),
            journal,
            t: 0,
        }
    }

    fn act(&mut self, seat: Seat, action: Action) {
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
    fn white_move(&mut self, blind: &str, sighted: &str) {
        self.act(Seat::Blind, enter(blind));
        self.act(Seat::Blind, Action::Confirm);
        self.act(Seat::Blind, Action::Press);
        self.act(Seat::Sighted, enter(sighted));
    }
}

fn notes() -> (Notify, mpsc::Receiver<BusNews>) {
    let (tx, rx) = mpsc::channel();
    let tx = Mutex::new(tx);
    (
        Arc::new(move |news| {
            let _ = tx.lock().map(|t| t.send(news));
        }),
        rx,
    )
}

fn table_bus(
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

fn table_bus_as(
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
    let card = Card {
        round: "1".into(),
        white: format!("White {n}"),
        black: format!("Black {n}"),
        event: "Test".into(),
    };
    let bus = TableBus::start(
        bus,
        n,
        journal.to_owned(),
        card,
        Box::new(move |r| {
            let _ = req_tx.lock().map(|t| t.send(r));
        }),
        notify,
    )
    .unwrap();
    (bus, req_rx, notes)
}

/// A follower of the hall as `user`, its deliveries on a channel.
fn follower(broker: &Broker, user: &str, keeper: bool) -> (Follower, mpsc::Receiver<Delivered>) {
    let (tx, rx) = mpsc::channel();
    let tx = Mutex::new(tx);
    let (notify, _notes) = notes();
    let f = Follower::start(
        broker.bus(user),
        keeper,
        Box::new(move |d| tx.lock().map(|t| t.send(d).is_ok()).unwrap_or(false)),
        notify,
    )
    .unwrap();
    (f, rx)
}

/// Feeds deliveries into `model` until `done` holds (at most PATIENCE); returns every
/// delivery's (table, seq).
fn follow_until(
    rx: &mpsc::Receiver<Delivered>,
    model: &mut HallModel,
    mut done: impl FnMut(&HallModel) -> bool,
) -> Vec<(TableNo, u64)> {
    let deadline = Instant::now() + PATIENCE;
    let mut seen = Vec::new();
    while !done(model) {
        let left = deadline.saturating_duration_since(Instant::now());
        assert!(!left.is_zero(), "timed out; seen {seen:?}");
        if let Ok(d) = rx.recv_timeout(left.min(Duration::from_millis(200))) {
            let line = read_line(&d.bytes).unwrap();
            seen.push((d.table, line.seq()));
            model.receive(d.table, line, WallTime(1_795_000_100_000));
            if let Some(card) = d.card {
                model.set_card(d.table, card);
            }
        }
    }
    seen
}

fn entries(model: &HallModel, n: TableNo) -> usize {
    model.table(n).map_or(0, |f| f.entries.len())
}

fn wait_for<T>(rx: &mpsc::Receiver<T>, what: &str) -> T {
    rx.recv_timeout(PATIENCE)
        .unwrap_or_else(|_| panic!("timed out waiting for {what}"))
}

/// Waits for news that `wanted` accepts (at most PATIENCE).
fn wait_for_note(rx: &mpsc::Receiver<BusNews>, wanted: impl Fn(&BusNews) -> bool) {
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
        via: Via { seq, after: 7 },
        action: "pause".into(),
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

/// A running `annabella` process whose output lines arrive on a channel; killed when dropped.
struct Process {
    child: std::process::Child,
    lines: mpsc::Receiver<String>,
}

impl Process {
    fn start(args: &[&str]) -> Process {
        use std::{io::BufRead as _, process::Stdio};
        let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_annabella"))
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        let (tx, lines) = mpsc::channel();
        for out in [
            Box::new(child.stdout.take().unwrap()) as Box<dyn std::io::Read + Send>,
            Box::new(child.stderr.take().unwrap()),
        ] {
            let tx = tx.clone();
            std::thread::spawn(move || {
                for line in std::io::BufReader::new(out).lines() {
                    let Ok(line) = line else { return };
                    if tx.send(line).is_err() {
                        return;
                    }
                }
            });
        }
        Process { child, lines }
    }

    fn say(&mut self, line: &str) {
        use std::io::Write as _;
        let stdin = self.child.stdin.as_mut().unwrap();
        writeln!(stdin, "{line}").unwrap();
        stdin.flush().unwrap();
    }

    /// Waits for a line containing `needle`; returns it.
    fn expect(&self, needle: &str) -> String {
        let deadline = Instant::now() + PATIENCE;
        let mut seen = Vec::new();
        while Instant::now() < deadline {
            if let Ok(line) = self.lines.recv_timeout(Duration::from_millis(200)) {
                if line.contains(needle) {
                    return line;
                }
                seen.push(line);
            }
        }
        panic!("no line with '{needle}'; printed: {seen:#?}");
    }
}

impl Drop for Process {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

#[test]
#[ignore = "needs nats-server"]
fn the_station_process_lists_the_tables_tells_an_alert_and_sends_an_action_to_one_table() {
    let broker = Broker::start("test-station", 2);
    let dir = tempfile::tempdir().unwrap();
    let url = broker.url();
    let mut station = Process::start(&[
        "hall",
        "--hall",
        &url,
        "--tournament",
        "test-station",
        "--hall-user",
        "arbiter-1",
        "--hall-password",
        "pw-arbiter-1",
        "--reader",
        "--no-speech",
        "--lang",
        "en",
    ]);
    station.expect("Following the hall test-station");
    let mut one = Played::new(&dir.path().join("one.journal"), Ids::from_bits(1, 1));
    let mut two = Played::new(&dir.path().join("two.journal"), Ids::from_bits(2, 2));
    one.act(Seat::Arbiter, Action::Start);
    one.white_move("Eva vier", "e4");
    two.act(Seat::Arbiter, Action::Start);
    two.white_move("Eva vier", "d4");
    let (bus1, requests1, _n1) = table_bus(&broker, "table-1", 1, one.journal.path());
    let (bus2, requests2, _n2) = table_bus(&broker, "table-2", 2, two.journal.path());
    bus1.journaled();
    bus2.journaled();
    station.expect("Table 2: alert, the arbiter is needed");
    // Table 1 may still be on its way: list until it is there.
    let deadline = Instant::now() + PATIENCE;
    loop {
        station.say("list");
        let first = station.expect("Table ");
        assert!(
            first.starts_with("Table 2: alert"),
            "the table needing the arbiter first: {first}"
        );
        let next = station.lines.recv_timeout(Duration::from_secs(1));
        if let Ok(line) = &next
            && line.starts_with("Table 1: waiting for the sighted player")
        {
            break;
        }
        assert!(Instant::now() < deadline, "table 1 never listed: {next:?}");
    }
    station.say("2");
    station.expect("Table 2 is open");
    station.say("pause");
    station.expect("Sent to table 2: pause.");
    let request = wait_for(&requests2, "the pause at table 2");
    assert_eq!(request.action, "pause");
    assert!(
        requests1.try_recv().is_err(),
        "table 1 got table 2's action"
    );
    station.say("quit");
    drop(bus1);
    drop(bus2);
}

#[test]
#[ignore = "needs nats-server"]
fn the_relay_process_writes_each_round_as_pgn_with_clock_times() {
    let broker = Broker::start("test-relay", 1);
    let dir = tempfile::tempdir().unwrap();
    let url = broker.url();
    // The stream is made by a station (the relay's credentials may only read it).
    let (_station, _rx) = follower(&broker, "arbiter-1", true);
    let mut one = Played::new(&dir.path().join("one.journal"), Ids::from_bits(1, 1));
    one.act(Seat::Arbiter, Action::Start);
    one.white_move("Eva vier", "e4");
    let (bus, _r, _n) = table_bus(&broker, "table-1", 1, one.journal.path());
    bus.journaled();
    let out = dir.path().join("relay");
    let out_text = out.display().to_string();
    let _relay = Process::start(&[
        "hall",
        "relay",
        "--hall",
        &url,
        "--tournament",
        "test-relay",
        "--hall-user",
        "relay-1",
        "--hall-password",
        "pw-relay-1",
        "--out",
        &out_text,
        "--delay",
        "0s",
        "--every",
        "1s",
    ]);
    let file = out.join("round-1.pgn");
    let deadline = Instant::now() + PATIENCE;
    loop {
        let text = std::fs::read_to_string(&file).unwrap_or_default();
        if text.contains("1. e4") {
            assert!(text.contains("[White \"White 1\"]"), "{text}");
            assert!(text.contains("[Round \"1\"]"), "{text}");
            assert!(text.contains("[%clk 1:30:"), "{text}");
            break;
        }
        assert!(
            Instant::now() < deadline,
            "no round file with the move: {text}"
        );
        std::thread::sleep(Duration::from_millis(200));
    }
}

#[test]
fn hall_config_writes_the_brokers_configuration_and_the_passwords_once() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("hall");
    let store = dir.path().join("store");
    let args = [
        "hall",
        "config",
        "--tournament",
        "oly",
        "--tables",
        "3",
        "--store",
        store.to_str().unwrap(),
        "--out",
        out.to_str().unwrap(),
    ];
    let (code, _out, err) = crate::support::run_annabella(&args, "");
    assert_eq!(code, 0, "{err}");
    let conf = std::fs::read_to_string(out.join("nats.conf")).unwrap();
    assert!(conf.contains("\"t.oly.table.3.journal\""), "{conf}");
    let users = std::fs::read_to_string(out.join("users.txt")).unwrap();
    assert_eq!(users.lines().count(), 3 + 2 + 1, "{users}");
    // Run again: the files are not replaced.
    let (code, _out, err) = crate::support::run_annabella(&args, "");
    assert_eq!(code, 2);
    assert!(err.contains("exists"), "{err}");
}

/// `annabella` at table `n` of the hall, in line mode, journaled in `dir`.
fn table_process(broker: &Broker, dir: &Path, n: u32) -> Process {
    let url = broker.url();
    let journal = dir.join(format!("table-{n}.journal")).display().to_string();
    let (table, user, password) = (n.to_string(), format!("table-{n}"), format!("pw-table-{n}"));
    Process::start(&[
        "--reader",
        "--no-speech",
        "--lang",
        "en",
        "--journal",
        &journal,
        "--hall",
        &url,
        "--tournament",
        "test-play",
        "--table",
        &table,
        "--hall-user",
        &user,
        "--hall-password",
        &password,
        "--round",
        "2",
        "--white",
        "Ana",
        "--black",
        "Jan",
    ])
}

#[test]
#[ignore = "needs nats-server"]
fn tables_played_at_their_terminals_reach_the_station_and_an_arbiter_action_comes_back_applied() {
    let broker = Broker::start("test-play", 2);
    let dir = tempfile::tempdir().unwrap();
    let url = broker.url();
    let mut station = Process::start(&[
        "hall",
        "--hall",
        &url,
        "--tournament",
        "test-play",
        "--hall-user",
        "arbiter-1",
        "--hall-password",
        "pw-arbiter-1",
        "--reader",
        "--no-speech",
        "--lang",
        "en",
    ]);
    station.expect("Following the hall test-play");
    let mut one = table_process(&broker, dir.path(), 1);
    let mut two = table_process(&broker, dir.path(), 2);
    for (table, repeat) in [(&mut one, "Nf3"), (&mut two, "Nc3")] {
        for line in [
            "arbiter: start",
            "blind: Springer Gustav eins Felix drei",
            "blind: confirm",
            "blind: press",
        ] {
            table.say(line);
        }
        table.say(&format!("sighted: {repeat}"));
    }
    // Table 2's records differ: the station says so at once.
    station.expect("Table 2: alert, the arbiter is needed");
    station.say("2");
    station.expect("Table 2 is open");
    station.say("pause");
    station.expect("Sent to table 2: pause.");
    // The table applied it: its journal entry, with the request's mark, is the acknowledgement.
    station.expect("Table 2 applied: pause.");
    let journal = std::fs::read_to_string(dir.path().join("table-2.journal")).unwrap();
    assert!(
        journal.lines().any(|l| l.contains("\"seat\":\"arbiter\"")
            && l.contains("\"action\":\"pause\"")
            && l.contains("\"via\"")),
        "{journal}"
    );
    // Table 1 never got it.
    let journal = std::fs::read_to_string(dir.path().join("table-1.journal")).unwrap();
    assert!(!journal.contains("\"via\""), "{journal}");
    // Table 1 is listed as it stands (asked again while its last lines may be on their way).
    let deadline = Instant::now() + PATIENCE;
    let mut printed = Vec::new();
    'listed: loop {
        station.say("list");
        while let Ok(line) = station.lines.recv_timeout(Duration::from_millis(500)) {
            if line.starts_with("Table 1: waiting for the sighted player") {
                break 'listed;
            }
            printed.push(line);
        }
        if Instant::now() > deadline {
            let table: Vec<String> = one.lines.try_iter().collect();
            panic!("table 1 not listed as it stands: {printed:#?}\ntable 1 printed: {table:#?}");
        }
    }
}
