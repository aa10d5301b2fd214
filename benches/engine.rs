//! Practice and study figures (a plain program; `cargo bench --bench engine` prints them):
//!
//! - from the engine's `bestmove` line to the announcement handed to speech (the pure path the
//!   loop runs: the line read, the move entered, confirmed and pressed for the engine's seat,
//!   the announcement worded for the player), median and 99th percentile (target ≤ 5 ms median);
//! - a 40-move game (80 plies) analysed by Stockfish at 200 ms a position through the real
//!   binary (`annabella study --analyse`), with the progress lines counted (target ≤ 20 s on 2
//!   cores, progress told at every move);
//! - the CPU of the program and its engine while the player thinks (a practice game against
//!   Stockfish, after the engine's reply; target 0 %: no pondering).
//!
//! `ANNABELLA_BENCH_SHORT=1`: 200 rounds, a 10-move game at 50 ms, 1 s idle; a part that needs
//! Stockfish fails without it.

use std::{
    io::{BufRead, BufReader, Write},
    process::{Command, ExitCode, Stdio},
    time::{Duration, Instant},
};

use annabella::{
    app::{App, Effect, Msg},
    clock::{TimeControl, Timestamp},
    engine::{
        Level,
        opponent::{Opponent, OpponentTodo},
    },
    game::{GameSetup, Stamp},
    present::Presenters,
    table::{Mode, Seat, Table, TableSetup},
};
use shakmaty::{Chess, Color, Position, san::SanPlus};

#[path = "support/short.rs"]
#[allow(dead_code)]
mod short;

const STOCKFISH: &str = "/usr/games/stockfish";

fn stamp(ms: u64) -> Stamp {
    Stamp {
        at: Timestamp::ZERO + Duration::from_millis(ms),
        wall: Default::default(),
    }
}

fn setup() -> TableSetup {
    TableSetup {
        game: GameSetup::new(TimeControl::parse("15+10").expect("control")),
        blind: Color::White,
        mode: Mode::Casual,
        lang: annabella::i18n::Lang::En,
        vocab: annabella::vocab::VocabName::FideD,
        style: annabella::announce::Style::Fide,
        large_text: false,
        ranks: Default::default(),
        ids: Default::default(),
    }
}

/// Carries out the opponent's actions through the app, and looks again, as the loop does; the
/// effects.
fn settle(o: &mut Opponent, app: &mut App, mut todo: Vec<OpponentTodo>, ms: u64) -> Vec<Effect> {
    let mut effects = Vec::new();
    for _ in 0..8 {
        for t in todo {
            if let OpponentTodo::Act(seat, action) = t {
                effects.extend(app.act_device(seat, &action, stamp(ms)));
            }
        }
        todo = o.sync(app.table(), Timestamp::ZERO, stamp(ms).at);
        if todo.is_empty() {
            break;
        }
    }
    effects
}

/// Milliseconds from `bestmove` to the announcement, over `rounds` fresh games after 1. e4.
fn bestmove_to_announcement(rounds: usize) -> Vec<f64> {
    let mut times = Vec::with_capacity(rounds);
    for _ in 0..rounds {
        let setup = setup();
        let table = Table::new(setup.clone()).expect("table");
        let presenters = Presenters::for_table(&setup).expect("presenters");
        let mut app = App::new(table, presenters, Seat::Blind);
        let (mut o, _) = Opponent::new(Level::default(), app.table(), false, Timestamp::ZERO);
        for line in [
            "option name UCI_Elo type spin default 1350 min 1350 max 2850",
            "uciok",
            "readyok",
        ] {
            o.line(app.table(), line, Timestamp::ZERO);
        }
        for line in ["e4", "confirm", "press"] {
            app.update(Msg::Line(line.into()), stamp(10));
        }
        let todo = o.sync(app.table(), Timestamp::ZERO, stamp(10).at);
        settle(&mut o, &mut app, todo, 10);
        o.line(
            app.table(),
            "info depth 12 score cp -20 pv e7e5",
            Timestamp::ZERO,
        );
        let start = Instant::now();
        let todo = o.line(app.table(), "bestmove e7e5 ponder g1f3", Timestamp::ZERO);
        let effects = settle(&mut o, &mut app, todo, 20);
        let announced = effects.iter().any(|e| {
            matches!(e, Effect::Notice(n) if n.to == Seat::Blind && n.text == "Bauer Eva sieben Eva fünf")
        });
        let elapsed = start.elapsed().as_secs_f64() * 1e3;
        assert!(
            announced,
            "the engine's move was not announced: {effects:?}"
        );
        times.push(elapsed);
    }
    times.sort_by(f64::total_cmp);
    times
}

fn percentile(sorted: &[f64], p: f64) -> f64 {
    let i = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted[i.min(sorted.len() - 1)]
}

/// A game of `moves` moves a side, from a fixed sequence of pseudo-random choices, that does
/// not end before; its PGN.
fn game(moves: usize) -> String {
    let mut seed: u64 = 0x2545_F491_4F6C_DD1D;
    'again: loop {
        let mut pos = Chess::default();
        let mut text = String::from("[White \"A\"]\n[Black \"B\"]\n[Result \"*\"]\n\n");
        for ply in 0..moves * 2 {
            let legal = pos.legal_moves();
            if legal.is_empty() {
                seed = seed.wrapping_add(1);
                continue 'again;
            }
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            let m = legal[(seed % legal.len() as u64) as usize];
            if ply % 2 == 0 {
                text.push_str(&format!("{}. ", ply / 2 + 1));
            }
            text.push_str(&SanPlus::from_move_and_play_unchecked(&mut pos, m).to_string());
            text.push(' ');
        }
        if pos.is_game_over() {
            seed = seed.wrapping_add(1);
            continue;
        }
        text.push_str("*\n");
        return text;
    }
}

/// Seconds to analyse a `moves`-move game at `ms` a position, and the progress lines told.
fn analysis(moves: usize, ms: u64) -> Option<(f64, usize)> {
    let dir = tempfile::tempdir().ok()?;
    let path = dir.path().join("game.pgn");
    std::fs::write(&path, game(moves)).ok()?;
    let start = Instant::now();
    let mut child = Command::new(env!("CARGO_BIN_EXE_annabella"))
        .args([
            "study",
            path.to_str()?,
            "--analyse",
            "--reader",
            "--no-speech",
        ])
        .args(["--movetime", &ms.to_string(), "--engine", STOCKFISH])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .ok()?;
    let stdout = child.stdout.take()?;
    let mut progress = 0;
    let mut done = None;
    for line in BufReader::new(stdout).lines().map_while(Result::ok) {
        if line.contains(" of ") && line.contains("Move ") {
            progress += 1;
        }
        if line.contains("The analysis is done.") {
            done = Some(start.elapsed().as_secs_f64());
            if let Some(stdin) = child.stdin.as_mut() {
                let _ = stdin.write_all(b"quit\n");
            }
        }
        if line.contains("written to") {
            break;
        }
    }
    drop(child.stdin.take());
    let _ = child.wait();
    done.map(|secs| (secs, progress))
}

/// CPU seconds (user and system) of a process, from /proc.
fn cpu_seconds(pid: u32) -> Option<f64> {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
    let fields: Vec<&str> = stat.rsplit_once(')')?.1.split_whitespace().collect();
    let ticks: u64 = fields.get(11)?.parse::<u64>().ok()? + fields.get(12)?.parse::<u64>().ok()?;
    Some(ticks as f64 / 100.0)
}

/// The children of a process, from /proc.
fn children(pid: u32) -> Vec<u32> {
    let Ok(tasks) = std::fs::read_dir(format!("/proc/{pid}/task")) else {
        return Vec::new();
    };
    tasks
        .filter_map(Result::ok)
        .filter_map(|t| std::fs::read_to_string(t.path().join("children")).ok())
        .flat_map(|c| {
            c.split_whitespace()
                .filter_map(|p| p.parse().ok())
                .collect::<Vec<u32>>()
        })
        .collect()
}

/// CPU % of one core of the program and its engine over `idle` seconds while the player
/// thinks, after the engine has replied to 1. e4.
fn idle_cpu(idle: u64) -> Option<f64> {
    let mut child = Command::new(env!("CARGO_BIN_EXE_annabella"))
        .args([
            "practice",
            "--reader",
            "--no-speech",
            "--no-journal",
            "--level",
            "1",
        ])
        .args(["--style", "san", "--engine", STOCKFISH])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .ok()?;
    let mut stdin = child.stdin.take()?;
    let stdout = child.stdout.take()?;
    let lines = std::sync::mpsc::channel();
    let tx = lines.0;
    std::thread::spawn(move || {
        for line in BufReader::new(stdout).lines().map_while(Result::ok) {
            if tx.send(line).is_err() {
                return;
            }
        }
    });
    let wait_for = |text: &str| {
        let deadline = Instant::now() + Duration::from_secs(20);
        while Instant::now() < deadline {
            if let Ok(line) = lines.1.recv_timeout(Duration::from_millis(100))
                && line.contains(text)
            {
                return true;
            }
        }
        false
    };
    writeln!(stdin, "e2e4").ok()?;
    wait_for("Confirm or withdraw?").then_some(())?;
    writeln!(stdin, "confirm\npress").ok()?;
    // The player's press; the next line is the engine's move (its own press makes no line).
    wait_for("Clock pressed").then_some(())?;
    lines.1.recv_timeout(Duration::from_secs(20)).ok()?;
    std::thread::sleep(Duration::from_millis(300));
    let pids: Vec<u32> = std::iter::once(child.id())
        .chain(children(child.id()))
        .collect();
    let total = |pids: &[u32]| pids.iter().filter_map(|p| cpu_seconds(*p)).sum::<f64>();
    let before = total(&pids);
    std::thread::sleep(Duration::from_secs(idle));
    let after = total(&pids);
    let _ = writeln!(stdin, "quit\nyes");
    drop(stdin);
    let _ = child.wait();
    Some((after - before) / idle as f64 * 100.0)
}

fn main() -> ExitCode {
    let rounds = short::count(2000, 200);
    let times = bestmove_to_announcement(rounds);
    println!(
        "engine: bestmove to the announcement handed to speech: median {:.3} ms, p99 {:.3} ms \
         over {rounds} (target <= 5 ms median)",
        percentile(&times, 0.5),
        percentile(&times, 0.99)
    );
    if !std::path::Path::new(STOCKFISH).exists() {
        return short::not_measured(
            "engine: analysis and idle CPU (no Stockfish: apt-get install stockfish)",
        );
    }
    let (moves, ms) = short::count((40, 200), (10, 50));
    match analysis(moves, ms) {
        Some((secs, progress)) => println!(
            "engine: a {moves}-move game analysed at {ms} ms a position: {secs:.1} s, progress \
             told {progress} times for {} plies (target <= 20 s for 40 moves at 200 ms, told at \
             every move)",
            moves * 2
        ),
        None => return short::not_measured("engine: the analysis (the binary did not finish it)"),
    }
    let idle = short::count(5, 1);
    match idle_cpu(idle) {
        Some(cpu) => println!(
            "engine: CPU of the program and Stockfish while the player thinks, over {idle} s: \
             {cpu:.2} % of one core (target 0 %: no pondering)"
        ),
        None => return short::not_measured("engine: idle CPU (the practice game did not start)"),
    }
    ExitCode::SUCCESS
}
