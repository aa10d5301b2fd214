//! The tournament hall under load: simulated tables in one process (pure table hosts, each on
//! its own connection with its own table credentials, publishing every journal line to a real
//! nats-server with JetStream on loopback, awaiting each acknowledgement), a move every 2 s per
//! table, and an arbiter station in a separate process following the whole hall. Prints, for
//! each line, the time from the table journaling it to the station applying it (median, p99,
//! max), lines lost or doubled, and the station process's CPU time and peak memory. A second
//! run kills the broker (kill -9) in the middle and restarts it. After each run, a station
//! started late rebuilds the hall twice, side by side: from the whole stream, and from the
//! tables' snapshots in the hall's key-value store plus the stream after them (each table
//! stores its snapshot as the real table does, every few seconds and at its end). Every table
//! sends its heartbeat as the real table's bus does; in the steady run a real `annabella` table
//! joins too and is killed (kill -9) half-way, and the time until the station marks it stopped
//! is printed. The same runs then play on a cluster of three nodes (the stream in three
//! copies): steady, and with the node leading the stream killed (kill -9) half-way
//! (ANNABELLA_BENCH_CLUSTER=0 leaves them out). Needs nats-server (skipped without it).
//! ANNABELLA_BENCH_TABLES and ANNABELLA_BENCH_MOVES change the load (default 1000 tables, 10
//! moves each; `ANNABELLA_BENCH_SHORT=1`: 20 tables, 2 moves each, and no nats-server is a
//! failure).

#[path = "../tests/support/nats.rs"]
#[allow(dead_code)]
mod broker;
#[path = "support/short.rs"]
mod short;
#[path = "support/hall_station.rs"]
mod station;

use std::{
    io::{BufRead as _, BufReader},
    process::{Command, ExitCode, Stdio},
    time::{Duration, Instant, SystemTime, UNIX_EPOCH},
};

use annabella::{
    announce::Style,
    clock::{TimeControl, Timestamp},
    game::{GameSetup, Stamp, WallTime},
    hall::{live::HEARTBEAT, snapshot::Keeper, subjects::message_id, wire::read_line},
    i18n::Lang,
    ids::Ids,
    io::nats::{SNAPSHOT_EVERY, store_snapshot},
    journal::frame::{entry_line, header_line},
    table::{
        Action, Mode, Seat, Table, TableSetup, Target,
        journal::{Entry, Header, TableRecords},
    },
    vocab::VocabName,
};
use broker::{Broker, Cluster};

/// A legal opening line, played move by move (UCI, SAN).
const LINE: [(&str, &str); 20] = [
    ("e2e4", "e4"),
    ("e7e5", "e5"),
    ("g1f3", "Nf3"),
    ("b8c6", "Nc6"),
    ("f1c4", "Bc4"),
    ("f8c5", "Bc5"),
    ("c2c3", "c3"),
    ("g8f6", "Nf6"),
    ("d2d3", "d3"),
    ("d7d6", "d6"),
    ("e1g1", "O-O"),
    ("e8g8", "O-O"),
    ("a2a4", "a4"),
    ("a7a5", "a5"),
    ("b1d2", "Nbd2"),
    ("c8e6", "Be6"),
    ("c4b5", "Bb5"),
    ("h7h6", "h6"),
    ("h2h3", "h3"),
    ("f8e8", "Re8"),
];

fn wall_now() -> i64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| i64::try_from(d.as_millis()).unwrap_or(0))
}

fn env_number(name: &str, default: u32) -> u32 {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

fn setup(ids: Ids) -> TableSetup {
    TableSetup {
        game: GameSetup::new(TimeControl::parse("90+30").expect("control")),
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

/// One simulated table: the pure host and its next journal seq.
struct Sim {
    table: Table,
    ids: Ids,
    seq: u64,
    start: Instant,
}

impl Sim {
    fn new(n: u32) -> Sim {
        let ids = Ids::from_bits(u64::from(n), 0xbe7c_0000 + u64::from(n));
        Sim {
            table: Table::new(setup(ids)).expect("table"),
            ids,
            seq: 0,
            start: Instant::now(),
        }
    }

    fn header(&self) -> String {
        header_line::<TableRecords>(self.ids, &Header::of(&setup(self.ids)))
    }

    /// The journal lines of one action.
    fn act(&mut self, seat: Seat, action: Action, uci: Option<&str>) -> (u64, String) {
        let stamp = Stamp {
            at: Timestamp::from_origin(self.start.elapsed()),
            wall: WallTime(wall_now()),
        };
        let given = uci.map(|u| u.parse().expect("uci"));
        let _ = self.table.act_resolved(seat, &action, given, stamp);
        let resolved = self.table.resolved(seat, &action);
        self.seq += 1;
        let entry = Entry::of(seat, &action, resolved, stamp);
        (
            self.seq,
            entry_line::<TableRecords>(self.seq, Some(self.ids.game), &entry),
        )
    }

    /// Ply `i` of the line: entered, confirmed, pressed by the mover, repeated by the other.
    fn ply(&mut self, i: usize) -> Vec<(u64, String)> {
        let (uci, san) = LINE[i % LINE.len()];
        let (mover, other) = if i.is_multiple_of(2) {
            (Seat::Blind, Seat::Sighted)
        } else {
            (Seat::Sighted, Seat::Blind)
        };
        let enter = || Action::Enter {
            text: san.into(),
            target: Target::Both,
        };
        vec![
            self.act(mover, enter(), Some(uci)),
            self.act(mover, Action::Confirm, None),
            self.act(mover, Action::Press, None),
            self.act(other, enter(), Some(uci)),
        ]
    }
}

/// Publishes a journal line and keeps the table's snapshot, as the table's bus does.
async fn publish(
    js: &async_nats::jetstream::Context,
    subject: &str,
    id: String,
    text: String,
    keeper: &mut Keeper,
) {
    // Resent until acknowledged (through a broker restart): the message id drops doubles.
    loop {
        let mut headers = async_nats::HeaderMap::new();
        headers.insert(async_nats::header::NATS_MESSAGE_ID, id.as_str());
        if let Ok(ack) = js
            .publish_with_headers(subject.to_owned(), headers, text.clone().into())
            .await
            && let Ok(Ok(ack)) = tokio::time::timeout(Duration::from_secs(2), ack).await
        {
            let line = read_line(text.as_bytes()).expect("a journal line");
            let _ = keeper.take(&line, ack.sequence);
            return;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

/// Stores table `n`'s snapshot if it changed (a failure is tried again next time).
async fn store(
    js: &async_nats::jetstream::Context,
    hall: &annabella::hall::Hall,
    n: u32,
    keeper: &mut Keeper,
) {
    if let Some(snapshot) = keeper.changed()
        && store_snapshot(js, hall, n, &snapshot).await.is_err()
    {
        keeper.unstored();
    }
}

/// Runs the tables: each connects as its own user, publishes its header, then a ply every
/// `2 s / 2` (a move of each side every 2 s), `moves` moves in all.
async fn tables(broker_url: String, hall: annabella::hall::Hall, count: u32, moves: u32) {
    let mut tasks = Vec::new();
    for n in 1..=count {
        let url = broker_url.clone();
        let hall = hall.clone();
        tasks.push(tokio::spawn(async move {
            let client = loop {
                match async_nats::ConnectOptions::with_user_and_password(
                    format!("table-{n}"),
                    format!("pw-table-{n}"),
                )
                .custom_inbox_prefix(hall.table_inbox(n))
                .connect(url.split(',').collect::<Vec<_>>())
                .await
                {
                    Ok(c) => break c,
                    Err(_) => tokio::time::sleep(Duration::from_millis(100)).await,
                }
            };
            // The table's heartbeat, as the real table's bus sends it.
            let beat = client.clone();
            let alive = hall.alive(n);
            let heartbeat = tokio::spawn(async move {
                let mut every = tokio::time::interval(HEARTBEAT);
                loop {
                    every.tick().await;
                    let _ = beat.publish(alive.clone(), "".into()).await;
                }
            });
            let js = async_nats::jetstream::new(client);
            let mut sim = Sim::new(n);
            let ids = sim.ids;
            // The stream's side, as the table's bus does it: each line acknowledged before the
            // next, the snapshot stored every few seconds; the table plays on meanwhile.
            let (to_stream, mut for_stream) =
                tokio::sync::mpsc::unbounded_channel::<(u64, String)>();
            let (stream_js, stream_hall) = (js.clone(), hall.clone());
            let streamed = tokio::spawn(async move {
                let mut keeper = Keeper::new();
                let mut stored = Instant::now();
                let subject = stream_hall.journal(n);
                while let Some((seq, line)) = for_stream.recv().await {
                    publish(
                        &stream_js,
                        &subject,
                        message_id(ids, seq),
                        line,
                        &mut keeper,
                    )
                    .await;
                    if seq <= 1 || stored.elapsed() >= SNAPSHOT_EVERY {
                        stored = Instant::now();
                        store(&stream_js, &stream_hall, n, &mut keeper).await;
                    }
                }
                // The table is quiet: its last snapshot is stored (tried again through an
                // outage).
                for _ in 0..50 {
                    store(&stream_js, &stream_hall, n, &mut keeper).await;
                    if keeper.changed().is_none() {
                        break;
                    }
                    keeper.unstored();
                    tokio::time::sleep(Duration::from_millis(200)).await;
                }
            });
            let live = hall.live(n);
            let client = js.client();
            // Each line published live at once, then handed to the stream's side.
            let send = |seq: u64, line: String| {
                let client = client.clone();
                let live = live.clone();
                let to_stream = to_stream.clone();
                async move {
                    let mut headers = async_nats::HeaderMap::new();
                    headers.insert(
                        async_nats::header::NATS_MESSAGE_ID,
                        message_id(ids, seq).as_str(),
                    );
                    let _ = client
                        .publish_with_headers(live, headers, line.clone().into())
                        .await;
                    let _ = to_stream.send((seq, line));
                }
            };
            send(0, sim.header()).await;
            // Tables start spread over the first period, as real clocks are.
            tokio::time::sleep(Duration::from_millis(
                u64::from(n) * 2000 / u64::from(count.max(1)),
            ))
            .await;
            let (seq, line) = sim.act(Seat::Arbiter, Action::Start, None);
            send(seq, line).await;
            let mut tick = tokio::time::interval(Duration::from_secs(1));
            for ply in 0..(moves * 2) as usize {
                tick.tick().await;
                for (seq, line) in sim.ply(ply) {
                    send(seq, line).await;
                }
            }
            drop(to_stream);
            let _ = streamed.await;
            heartbeat.abort();
        }));
    }
    for t in tasks {
        let _ = t.await;
    }
}

/// A real table (the `annabella` program in line mode) as table `n` of the hall, its clock
/// started; killed with kill -9 when dropped.
fn real_table(url: &str, name: &str, n: u32, dir: &std::path::Path) -> std::process::Child {
    use std::io::Write as _;
    let journal = dir.join(format!("table-{n}.journal"));
    let mut child = Command::new(env!("CARGO_BIN_EXE_annabella"))
        .args(["--reader", "--no-speech", "--lang", "en", "--journal"])
        .arg(&journal)
        .args(["--hall", url, "--tournament", name, "--table"])
        .arg(n.to_string())
        .args(["--hall-user", &format!("table-{n}")])
        .args(["--hall-password", &format!("pw-table-{n}")])
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("the annabella table");
    if let Some(stdin) = child.stdin.as_mut() {
        let _ = writeln!(stdin, "arbiter: start");
        let _ = stdin.flush();
    }
    child
}

/// The hall the run plays on: one broker, or a cluster of three.
enum Brokers {
    One(Broker),
    Three(Cluster),
}

impl Brokers {
    /// What `--hall` takes: the broker's URL, or the nodes' separated by commas.
    fn url(&self) -> String {
        match self {
            Brokers::One(b) => b.url(),
            Brokers::Three(c) => c.urls(),
        }
    }

    fn hall(&self) -> annabella::hall::Hall {
        match self {
            Brokers::One(b) => b.hall.clone(),
            Brokers::Three(c) => c.hall.clone(),
        }
    }
}

/// What goes wrong half-way through a run.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Fault {
    /// Nothing: a real table joins and is killed (kill -9), to time the station's noticing.
    TableKilled,
    /// The single broker is killed (kill -9) and restarted 2 s later.
    BrokerKilled,
    /// The node of three that leads the stream is killed (kill -9), and stays down.
    NodeKilled,
    /// Nothing at all.
    None,
}

/// The station's latency figures of one run, read back from its line for the summary.
#[derive(Debug, Clone, Copy, Default)]
struct Latency {
    median_ms: f64,
    p99_ms: f64,
    within_1s: f64,
}

impl Latency {
    /// Reads `median_ms=`, `p99_ms=` and `within_1s=…%` from the station's figures.
    fn from_figures(figures: &str) -> Option<Self> {
        let field = |key: &str| {
            figures
                .split_whitespace()
                .find_map(|f| f.strip_prefix(key))
                .and_then(|v| v.trim_end_matches('%').parse::<f64>().ok())
        };
        Some(Self {
            median_ms: field("median_ms=")?,
            p99_ms: field("p99_ms=")?,
            within_1s: field("within_1s=")?,
        })
    }
}

/// The machine's load average over the last minute (the cluster's figures depend on it: three
/// servers, 1,000 tables and the station share the cores).
fn load_average() -> String {
    std::fs::read_to_string("/proc/loadavg")
        .ok()
        .and_then(|l| l.split_whitespace().next().map(str::to_owned))
        .unwrap_or_else(|| "unknown".into())
}

fn run(label: &str, count: u32, moves: u32, cluster: bool, fault: Fault) -> Option<Latency> {
    let name = format!("bench-{label}");
    // One more user: a real table, killed mid-round in the steady run (kill -9).
    let watched = count + 1;
    let mut brokers = if cluster {
        Brokers::Three(Cluster::start(&name, watched))
    } else {
        Brokers::One(Broker::start(&name, watched))
    };
    // Per table: the start, then 4 lines per ply.
    let expected = count as usize * (1 + 4 * 2 * moves as usize);
    let mut station = Command::new(std::env::current_exe().expect("the bench"))
        .env("ANNABELLA_BENCH_ROLE", "station")
        .env("BENCH_URL", brokers.url())
        .env("BENCH_TOURNAMENT", &name)
        .env("BENCH_EXPECTED", expected.to_string())
        .env("BENCH_WATCH", watched.to_string())
        .stdout(Stdio::piped())
        .spawn()
        .expect("the station process");
    let mut out = BufReader::new(station.stdout.take().expect("stdout"));
    let mut ready = String::new();
    let _ = out.read_line(&mut ready);
    // Play starts once the station has made the hall's stream, as at a tournament, where the
    // station is there before the tables (a stream in three copies takes a moment to make).
    broker::wait_for_stream(&brokers.url(), &brokers.hall());
    std::thread::sleep(Duration::from_millis(500));
    let journals = tempfile::tempdir().expect("a folder for the real table");
    let mut table = (fault == Fault::TableKilled)
        .then(|| real_table(&brokers.url(), &name, watched, journals.path()));
    let started = Instant::now();
    let (url, hall) = (brokers.url(), brokers.hall());
    // Every table on one thread: one process, one runtime.
    let tables = std::thread::spawn(move || {
        tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .expect("runtime")
            .block_on(tables(url, hall, count, moves));
    });
    // Half-way (the real table gets 3 s at least to be heard before it is killed, for short
    // runs).
    let half = if fault == Fault::TableKilled {
        moves.max(3)
    } else {
        moves
    };
    std::thread::sleep(Duration::from_secs(u64::from(half)));
    let mut killed_at = None;
    let mut node_killed = None;
    match (&mut brokers, fault) {
        (Brokers::One(broker), Fault::BrokerKilled) => {
            broker.kill();
            std::thread::sleep(Duration::from_secs(2));
            broker.restart();
        }
        (Brokers::Three(cluster), Fault::NodeKilled) => {
            let leader = cluster.stream_leader().unwrap_or(0);
            cluster.nodes[leader].kill();
            node_killed = Some(leader);
        }
        (_, Fault::TableKilled) => {
            if let Some(child) = table.as_mut() {
                // kill -9 of the real table, half-way through the round.
                let _ = child.kill();
                let _ = child.wait();
                killed_at = Some(wall_now());
            }
        }
        _ => {}
    }
    let _ = tables.join();
    let published = started.elapsed();
    let mut figures = String::new();
    let _ = out.read_line(&mut figures);
    let _ = station.wait();
    // How long the station took to mark the killed table as stopped.
    let stopped = figures
        .split_whitespace()
        .find_map(|f| f.strip_prefix("watched_stopped_at="))
        .and_then(|v| v.parse::<i64>().ok())
        .filter(|at| *at > 0);
    let figures = figures
        .split_whitespace()
        .filter(|f| !f.starts_with("watched_stopped_at="))
        .collect::<Vec<_>>()
        .join(" ");
    let marked = match (killed_at, stopped) {
        (Some(killed), Some(at)) => format!(
            "\n  a real table killed (kill -9) half-way: marked stopped at the station after {:.1} s",
            (at - killed) as f64 / 1000.0
        ),
        (Some(_), None) => "\n  a real table killed (kill -9) half-way: NOT marked stopped".into(),
        _ => String::new(),
    };
    // Stations started after the round, side by side: one rebuilds every table from the whole
    // stream, the other from the snapshots and the stream after them.
    let url = brokers.url();
    let from_stream = late_station(&url, &name, expected, false, watched);
    let from_snapshots = late_station(&url, &name, expected, true, watched);
    if let (Brokers::Three(cluster), Some(node)) = (&mut brokers, node_killed) {
        cluster.nodes[node].restart();
    }
    println!(
        "hall {label}: {count} tables, {moves} moves each, {}, published in {:.1} s{}\n  station: {}{marked}\n  a station started afterwards rebuilt the hall from the whole stream in {:.2} s: {}\n  a station started afterwards rebuilt the hall from the snapshots in {:.2} s: {}",
        if cluster {
            "a cluster of three nodes, the stream in three copies"
        } else {
            "one broker"
        },
        published.as_secs_f64(),
        match fault {
            Fault::BrokerKilled => ", broker killed (kill -9) and restarted after half the moves",
            Fault::NodeKilled => {
                ", the node leading the stream killed (kill -9) after half the moves, left down"
            }
            Fault::TableKilled | Fault::None => "",
        },
        &figures,
        from_stream.0,
        from_stream.1,
        from_snapshots.0,
        from_snapshots.1,
    );
    Latency::from_figures(&figures)
}

/// Starts a station after the round (from the snapshots or not) and times it until every line
/// is applied: the seconds and its figures.
fn late_station(
    url: &str,
    name: &str,
    expected: usize,
    snapshots: bool,
    watched: u32,
) -> (f64, String) {
    let late = Instant::now();
    let mut station = Command::new(std::env::current_exe().expect("the bench"))
        .env("ANNABELLA_BENCH_ROLE", "station")
        .env("BENCH_URL", url)
        .env("BENCH_TOURNAMENT", name)
        .env("BENCH_EXPECTED", expected.to_string())
        .env("BENCH_SNAPSHOTS", if snapshots { "1" } else { "0" })
        .env("BENCH_WATCH", watched.to_string())
        .stdout(Stdio::piped())
        .spawn()
        .expect("the late station");
    let mut out = BufReader::new(station.stdout.take().expect("stdout"));
    let (mut ready, mut figures) = (String::new(), String::new());
    let _ = out.read_line(&mut ready);
    let _ = out.read_line(&mut figures);
    let _ = station.wait();
    let seconds = late.elapsed().as_secs_f64();
    let fields: Vec<&str> = figures
        .split_whitespace()
        .filter(|f| {
            [
                "applied=",
                "lost=",
                "doubled=",
                "snapshots=",
                "lines=",
                "states=",
                "cpu_s=",
                "peak_kb=",
            ]
            .iter()
            .any(|k| f.starts_with(k))
        })
        .collect();
    (seconds, fields.join(" "))
}

/// Issue 28's figures side by side: what replication costs in steady play against the single
/// broker of the same run, and whether the hall met its goal with one node of three killed
/// (p99 from journal to station at most 1 s, at least 99 % within 1 s).
fn summary(steady: Option<Latency>, replicated: Option<Latency>, node_killed: Option<Latency>) {
    if let (Some(one), Some(three)) = (steady, replicated) {
        println!(
            "replication's cost in steady play (three copies against one broker): median {:.0} ms against {:.0} ms, p99 {:.0} ms against {:.0} ms ({:.2}x)",
            three.median_ms,
            one.median_ms,
            three.p99_ms,
            one.p99_ms,
            three.p99_ms / one.p99_ms.max(1.0)
        );
    }
    if let Some(killed) = node_killed {
        let met = killed.p99_ms <= 1000.0 && killed.within_1s >= 99.0;
        println!(
            "one node of three killed: p99 {:.0} ms (goal at most 1000), {:.2} % within 1 s (goal at least 99): goal {}",
            killed.p99_ms,
            killed.within_1s,
            if met { "met" } else { "NOT met" }
        );
    }
}

fn main() -> ExitCode {
    if std::env::var("ANNABELLA_BENCH_ROLE").as_deref() == Ok("station") {
        station::role();
        return ExitCode::SUCCESS;
    }
    if Command::new("nats-server")
        .arg("--version")
        .output()
        .is_err()
    {
        return short::not_measured("hall (needs nats-server: apt-get install nats-server)");
    }
    // `cargo bench` passes "--bench"; nothing else is read from the command line.
    let count = env_number("ANNABELLA_BENCH_TABLES", short::count(1000, 20));
    let moves = env_number("ANNABELLA_BENCH_MOVES", short::count(10, 2));
    let load_before = load_average();
    let steady = run("steady", count, moves, false, Fault::TableKilled);
    run("crash", count, moves, false, Fault::BrokerKilled);
    // The same load on a cluster of three (ANNABELLA_BENCH_CLUSTER=0 leaves it out).
    if env_number("ANNABELLA_BENCH_CLUSTER", 1) != 0 {
        let replicated = run("cluster-steady", count, moves, true, Fault::None);
        let node_killed = run("cluster-node-killed", count, moves, true, Fault::NodeKilled);
        summary(steady, replicated, node_killed);
    }
    println!(
        "load average (1 min) before the runs {load_before}, after {}",
        load_average()
    );
    ExitCode::SUCCESS
}
