//! Clock and journal figures (a plain program; `cargo bench --bench clock` prints them):
//!
//! 1. CPU used by the live event loop while a game's clock runs and nothing is due, over 10 s
//!    of real time (target about 0 %: the loop sleeps in `recv_timeout`, no busy waiting).
//! 2. How late calls and flag falls are handled by that loop (targets: p99 ≤ 20 ms for calls,
//!    ≤ 10 ms for flag falls), over short real games with many thresholds.
//! 3. Journal replay of a 200-ply game at one board (`annabella game`'s table journal): check
//!    every record and rebuild the table (target < 1 ms).
//! 4. For reference: one journal append with its fsync on this disk.
//!
//! CPU time is read from /proc (Linux); elsewhere that figure is reported as unavailable.
//! `ANNABELLA_BENCH_SHORT=1`: 1 s idle, one game of calls and 5 flag falls, fewer rounds.

use std::{
    fs,
    path::{Path, PathBuf},
    sync::mpsc,
    thread,
    time::{Duration, Instant},
};

use annabella::{
    clock::{Calls, TimeControl, Timestamp},
    game::{Command, Game, GameSetup, Stamp, WallTime},
    i18n::Lang,
    ids::Ids,
    journal::{
        GameHeader, JournalFile,
        frame::{entry_line, header_line},
    },
    present::clock::ClockVoice,
    run::{Input, board::Live, open::one_board_setup},
    table::{
        Action, Mode, Seat, Table, Target,
        journal::{Entry, TableRecords},
    },
};
use shakmaty::{ByColor, Position};

#[path = "support/short.rs"]
#[allow(dead_code)]
mod short;

fn scratch() -> PathBuf {
    let dir = std::env::temp_dir().join(format!("annabella-bench-{}", std::process::id()));
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).expect("scratch dir");
    dir
}

/// CPU time of the main thread (ns, /proc/self/schedstat) and of the whole process (ns,
/// /proc/self/stat utime + stime at USER_HZ = 100).
fn cpu_ns() -> Option<(u64, u64)> {
    let sched = fs::read_to_string("/proc/self/schedstat").ok()?;
    let thread: u64 = sched.split_whitespace().next()?.parse().ok()?;
    let stat = fs::read_to_string("/proc/self/stat").ok()?;
    let after_name = &stat[stat.rfind(')')? + 2..];
    let fields: Vec<&str> = after_name.split_whitespace().collect();
    let ticks: u64 = fields.get(11)?.parse::<u64>().ok()? + fields.get(12)?.parse::<u64>().ok()?;
    Some((thread, ticks * 10_000_000))
}

fn live(dir: &Path, name: &str, control: &str, calls: Calls) -> Live<std::io::Sink> {
    let mut setup = GameSetup::new(TimeControl::parse(control).expect("control"));
    setup.calls = calls;
    let game = Game::new(setup.clone()).expect("game");
    let table_setup = one_board_setup(setup.clone(), Mode::Tournament, Lang::En, Ids::default());
    let mut header = annabella::table::journal::Header::of(&table_setup);
    header.board = Some(GameHeader::new(&setup, None, WallTime(0)));
    let journal = JournalFile::<TableRecords>::create(&dir.join(name), Ids::default(), &header)
        .expect("journal");
    let voice = ClockVoice::new(Lang::En).expect("voice");
    let table = Table::one_board(table_setup, game);
    Live::new(table, journal, voice, std::io::sink(), Timestamp::ZERO).expect("live")
}

/// Sends `lines` now, then the end of input after `after`.
fn feed(lines: &[&str], after: Duration) -> mpsc::Receiver<Input> {
    let (tx, rx) = mpsc::channel();
    for l in lines {
        tx.send(Input::Line(Some((*l).to_owned()))).expect("send");
    }
    thread::spawn(move || {
        thread::sleep(after);
        let _ = tx.send(Input::Line(None));
    });
    rx
}

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    if sorted.is_empty() {
        return Duration::ZERO;
    }
    let i = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted[i.min(sorted.len() - 1)]
}

fn ms(d: Duration) -> String {
    format!("{:.3} ms", d.as_secs_f64() * 1000.0)
}

fn idle_cpu(dir: &Path) {
    // A running clock with calls far away: nothing is due for the whole 10 s.
    let mut l = live(dir, "idle.journal", "90+30", Calls::casual_default());
    let input = feed(&["start"], Duration::from_secs(short::count(10, 1)));
    let before = cpu_ns();
    let wall = Instant::now();
    l.run(&input).expect("run");
    let elapsed = wall.elapsed();
    match (before, cpu_ns()) {
        (Some((t0, p0)), Some((t1, p1))) => {
            let pct = |ns: u64| 100.0 * ns as f64 / elapsed.as_nanos() as f64;
            println!(
                "idle loop, {:.1} s with the clock running: loop thread CPU {:.4} % ({} µs), whole process {:.3} % ({} ms)",
                elapsed.as_secs_f64(),
                pct(t1 - t0),
                (t1 - t0) / 1000,
                pct(p1 - p0),
                (p1 - p0) / 1_000_000
            );
        }
        _ => println!("idle loop: CPU time unavailable on this system (no /proc)"),
    }
}

fn lateness(dir: &Path) {
    let mut calls = Vec::new();
    let mut flags = Vec::new();
    // Calls: 3-second games with a call every 100 ms (29 per game).
    let thresholds: Vec<Duration> = (1..30).map(|i| Duration::from_millis(100 * i)).collect();
    for i in 0..short::count(4, 1) {
        let c = Calls::new(
            thresholds.clone(),
            ByColor {
                white: true,
                black: true,
            },
        );
        let mut l = live(dir, &format!("calls{i}.journal"), "0:03", c);
        l.run(&feed(&["start"], Duration::from_millis(3_300)))
            .expect("run");
        for x in l.lateness() {
            if x.flag {
                flags.push(x.late)
            } else {
                calls.push(x.late)
            }
        }
    }
    // Flag falls: 40 games of 0.25 s.
    for i in 0..short::count(40, 5) {
        let mut l = live(dir, &format!("flag{i}.journal"), "0:00.25", Calls::none());
        l.run(&feed(&["start"], Duration::from_millis(400)))
            .expect("run");
        flags.extend(l.lateness().iter().filter(|x| x.flag).map(|x| x.late));
    }
    calls.sort();
    flags.sort();
    println!(
        "calls handled late by: median {}, p99 {}, max {} ({} calls)",
        ms(percentile(&calls, 0.5)),
        ms(percentile(&calls, 0.99)),
        ms(*calls.last().unwrap_or(&Duration::ZERO)),
        calls.len()
    );
    println!(
        "flag falls handled late by: median {}, p99 {}, max {} ({} flags)",
        ms(percentile(&flags, 0.5)),
        ms(percentile(&flags, 0.99)),
        ms(*flags.last().unwrap_or(&Duration::ZERO)),
        flags.len()
    );
}

/// A 200-ply journal of a one-board table's game that does not end (moves picked
/// deterministically), as `annabella game` writes it.
fn journal_200() -> String {
    for seed in 1u64.. {
        let setup = GameSetup::new(TimeControl::parse("40/90+30, 30+30").expect("control"));
        let table_setup =
            one_board_setup(setup.clone(), Mode::Tournament, Lang::En, Ids::default());
        let mut header = annabella::table::journal::Header::of(&table_setup);
        header.board = Some(GameHeader::new(&setup, None, WallTime(0)));
        let mut text = header_line::<TableRecords>(Ids::default(), &header);
        let mut game = Game::new(setup).expect("game");
        let stamp = |ms: u64| Stamp {
            at: Timestamp::from_millis(ms),
            wall: WallTime(ms as i64),
        };
        let mut seq = 1;
        let mut push = |game: &mut Game, text: &mut String, c: &Command, t: u64| {
            let (seat, action, resolved) = match c {
                Command::Play(m) => {
                    let seat = if game.position().turn().is_white() {
                        Seat::Blind
                    } else {
                        Seat::Sighted
                    };
                    let uci = m.to_uci(shakmaty::CastlingMode::Standard).to_string();
                    let action = Action::Enter {
                        text: uci,
                        target: Target::Both,
                    };
                    (seat, action, Some(*m))
                }
                _ => (Seat::Arbiter, Action::Start, None),
            };
            let entry = Entry::of(seat, &action, resolved, stamp(t));
            text.push_str(&entry_line::<TableRecords>(
                seq,
                Some(Ids::default().game),
                &entry,
            ));
            seq += 1;
            game.apply(c, stamp(t)).is_ok()
        };
        push(&mut game, &mut text, &Command::Start, 0);
        let mut state = seed;
        let mut ok = true;
        for ply in 0..200u64 {
            let legal = game.position().legal_moves();
            state = state
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407);
            let m = legal[(state >> 33) as usize % legal.len()];
            ok &= push(&mut game, &mut text, &Command::Play(m), 1000 * (ply + 1));
            if !ok || game.result().is_some() {
                ok = false;
                break;
            }
        }
        if ok {
            return text;
        }
    }
    unreachable!()
}

fn replay_time() {
    let text = journal_200();
    let bytes = text.as_bytes();
    let mut times = Vec::new();
    for _ in 0..short::count(300, 30) {
        let t = Instant::now();
        let recovered = annabella::table::journal::recover(bytes).expect("recover");
        let (table, _) =
            annabella::table::journal::replay(&recovered, Ids::default()).expect("replay");
        times.push(t.elapsed());
        assert_eq!(table.game().record().plies().len(), 200);
    }
    times.sort();
    println!(
        "journal replay, 200 plies ({} bytes): median {}, p99 {}",
        bytes.len(),
        ms(percentile(&times, 0.5)),
        ms(percentile(&times, 0.99))
    );
}

fn append_time(dir: &Path) {
    let setup = GameSetup::new(TimeControl::parse("5").expect("control"));
    let table_setup = one_board_setup(setup.clone(), Mode::Tournament, Lang::En, Ids::default());
    let mut header = annabella::table::journal::Header::of(&table_setup);
    header.board = Some(GameHeader::new(&setup, None, WallTime(0)));
    let mut journal =
        JournalFile::<TableRecords>::create(&dir.join("append.journal"), Ids::default(), &header)
            .expect("journal");
    let mut times = Vec::new();
    for i in 0..short::count(100, 10) {
        let t = Instant::now();
        let stamp = Stamp {
            at: Timestamp::from_millis(i),
            wall: WallTime(0),
        };
        journal
            .append(&Entry::of(
                Seat::Arbiter,
                &Action::Note("x".into()),
                None,
                stamp,
            ))
            .expect("append");
        times.push(t.elapsed());
    }
    times.sort();
    println!(
        "journal append + fsync (reference): median {}, p99 {}",
        ms(percentile(&times, 0.5)),
        ms(percentile(&times, 0.99))
    );
}

fn main() {
    // `cargo bench` passes --bench; `cargo test --benches` would pass other flags: do nothing then.
    if !std::env::args().any(|a| a == "--bench") {
        return;
    }
    let dir = scratch();
    replay_time();
    append_time(&dir);
    lateness(&dir);
    idle_cpu(&dir);
    let _ = fs::remove_dir_all(&dir);
}
