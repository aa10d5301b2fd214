//! The hall benchmark's station process: follows the hall (from the snapshots or the whole
//! stream) until every expected entry is applied, then prints its figures as one line of
//! `key=value`: entries applied, lost and doubled, the latency of each line from its table to
//! the station, a fingerprint of every table's state, its CPU time and peak memory.

use std::{sync::Arc, time::Duration};

use annabella::{
    game::WallTime,
    hall::{HallModel, wire::read_line},
    io::nats::station::{Delivered, Following, StationFollower},
};

use super::wall_now;

/// The station process: follows the hall until `expected` lines are applied (or it is told
/// to stop), then prints its figures as one line of `key=value`.
pub fn role() {
    let url = std::env::var("BENCH_URL").expect("BENCH_URL");
    let tournament = std::env::var("BENCH_TOURNAMENT").expect("BENCH_TOURNAMENT");
    let expected: usize = std::env::var("BENCH_EXPECTED")
        .expect("BENCH_EXPECTED")
        .parse()
        .expect("a number");
    let bus = annabella::io::nats::Bus {
        url,
        hall: annabella::hall::Hall::new(&tournament).expect("tournament"),
        credentials: annabella::io::nats::Credentials::Password {
            user: "arbiter-1".into(),
            password: "pw-arbiter-1".into(),
        },
        ca: None,
    };
    let snapshots = std::env::var("BENCH_SNAPSHOTS").as_deref() == Ok("1");
    // A real table whose lines are not counted: the station only tells when it stops.
    let watch: Option<annabella::hall::TableNo> = std::env::var("BENCH_WATCH")
        .ok()
        .and_then(|v| v.parse().ok());
    let (tx, rx) = std::sync::mpsc::channel::<Delivered>();
    let tx = std::sync::Mutex::new(tx);
    let _follower = StationFollower::start(
        bus,
        Following {
            keeper: true,
            create: true,
            snapshots,
        },
        Box::new(move |d| tx.lock().map(|t| t.send(d).is_ok()).unwrap_or(false)),
        Arc::new(|news| eprintln!("station: {news:?}")),
    )
    .expect("station");
    println!("ready");
    let mut model = HallModel::new();
    model.listening(WallTime(wall_now()));
    let mut watched_stopped_at: Option<i64> = None;
    let mut watched_heard = false;
    let mut last_message = std::time::Instant::now();
    let mut applied_at: Option<std::time::Instant> = None;
    let mut latencies = Vec::with_capacity(expected);
    let mut delivered = 0usize;
    let mut doubled = 0usize;
    let mut seen = std::collections::HashSet::new();
    // Entries taken from snapshots (no latency: they were made before this station started).
    let mut restored = 0usize;
    let mut snapshots_taken = 0usize;
    let quiet = Duration::from_secs(60);
    // Once every line is applied, the killed table still gets this long to be marked stopped.
    let watch_patience = Duration::from_secs(20);
    loop {
        let done = latencies.len() + restored >= expected;
        if done && applied_at.is_none() {
            applied_at = Some(std::time::Instant::now());
        }
        let watching = watched_heard && watched_stopped_at.is_none();
        if done && (!watching || applied_at.is_some_and(|at| at.elapsed() > watch_patience)) {
            break;
        }
        if last_message.elapsed() > quiet {
            break;
        }
        if watched_heard
            && watched_stopped_at.is_none()
            && let Some(n) = watch
            && matches!(
                model.liveness(n, WallTime(wall_now())),
                annabella::hall::live::Liveness::Silent { .. }
            )
        {
            watched_stopped_at = Some(wall_now());
        }
        let d = match rx.recv_timeout(Duration::from_millis(100)) {
            Ok(d) => d,
            Err(std::sync::mpsc::RecvTimeoutError::Timeout) => continue,
            Err(std::sync::mpsc::RecvTimeoutError::Disconnected) => break,
        };
        last_message = std::time::Instant::now();
        let (table, bytes) = match d {
            Delivered::Alive { table } => {
                model.heard(table, WallTime(wall_now()));
                watched_heard |= Some(table) == watch;
                continue;
            }
            Delivered::NoStream | Delivered::Undelivered { .. } => continue,
            // The real table's lines are not the round's.
            Delivered::Line { table, .. } | Delivered::Snapshot { table, .. }
                if Some(table) == watch =>
            {
                continue;
            }
            Delivered::Line { table, bytes, .. } => {
                delivered += 1;
                (table, bytes)
            }
            Delivered::Snapshot { table, snapshot } => {
                delivered += 1;
                snapshots_taken += 1;
                for seq in 1..=snapshot.seq() {
                    if !seen.insert((table, seq)) {
                        doubled += 1;
                    }
                }
                restored += snapshot.entries.len();
                model.restore(table, &snapshot);
                continue;
            }
        };
        let Ok(line) = read_line(&bytes) else {
            continue;
        };
        if !seen.insert((table, line.seq())) {
            doubled += 1;
            continue;
        }
        if let annabella::hall::wire::Line::Entry { entry, .. } = &line {
            latencies.push(wall_now() - entry.wall);
        }
        model.receive(table, line, WallTime(wall_now()));
    }
    let applied = latencies.len() + restored;
    latencies.sort_unstable();
    let at = |q: f64| {
        latencies
            .get(((latencies.len() as f64 * q) as usize).min(latencies.len().saturating_sub(1)))
            .copied()
            .unwrap_or(-1)
    };
    let stat = std::fs::read_to_string("/proc/self/stat").unwrap_or_default();
    let fields: Vec<&str> = stat
        .rsplit(')')
        .next()
        .unwrap_or("")
        .split_whitespace()
        .collect();
    let ticks = |i: usize| {
        fields
            .get(i)
            .and_then(|f| f.parse::<u64>().ok())
            .unwrap_or(0)
    };
    let cpu_s = (ticks(11) + ticks(12)) as f64 / 100.0;
    let status = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
    let peak = status
        .lines()
        .find(|l| l.starts_with("VmHWM"))
        .unwrap_or("VmHWM: ?")
        .split_whitespace()
        .nth(1)
        .unwrap_or("?")
        .to_owned();
    let within_1s = latencies.iter().filter(|l| **l <= 1000).count();
    // The state of every table, to compare a station started late with one that followed.
    let states: u64 = model.tables().fold(0u64, |sum, (n, f)| {
        sum.wrapping_add(u64::from(n).wrapping_mul(f.table().state_hash()))
    });
    println!(
        "applied={applied} expected={} lost={} doubled={doubled} delivered={delivered} snapshots={snapshots_taken} lines={} tables={} states={states:016x} median_ms={} p99_ms={} max_ms={} within_1s={:.2}% cpu_s={cpu_s:.2} peak_kb={peak} watched_stopped_at={}",
        expected,
        expected.saturating_sub(applied),
        latencies.len(),
        model.tables().count(),
        at(0.5),
        at(0.99),
        latencies.last().copied().unwrap_or(-1),
        100.0 * within_1s as f64 / latencies.len().max(1) as f64,
        watched_stopped_at.unwrap_or(0),
    );
}
