//! The interface's costs, printed with their targets: from a key event to the speech request
//! leaving the app (target <= 5 ms), one frame rendered (target <= 2 ms), the CPU the live
//! program uses while idle (target ~0 %), and its peak memory (target < 30 MB).
//!
//! Run with `cargo bench --bench ui` (`ANNABELLA_BENCH_SHORT=1`: fewer rounds, 1 s idle).

use std::{
    hint::black_box,
    io::Write,
    process::ExitCode,
    process::{Command, Stdio},
    time::{Duration, Instant},
};

use annabella::{
    announce::Style,
    app::{App, Effect, Key, Msg},
    clock::{TimeControl, Timestamp},
    game::{GameSetup, Stamp},
    i18n::Lang,
    table::{Mode, Seat, Table, TableSetup},
    vocab::VocabName,
};
use ratatui::{Terminal, backend::TestBackend};

#[path = "support/short.rs"]
mod short;

fn app() -> App {
    let setup = TableSetup {
        game: GameSetup::new(TimeControl::parse("90+30").expect("control")),
        blind: shakmaty::Color::White,
        mode: Mode::Tournament,
        lang: Lang::En,
        vocab: VocabName::FideD,
        style: Style::Fide,
        large_text: false,
        ranks: Default::default(),
        ids: Default::default(),
    };
    let presenters = annabella::present::Presenters::for_table(&setup).expect("locales");
    let mut app = App::new(Table::new(setup).expect("table"), presenters, Seat::Blind);
    app.start(stamp(0));
    // The clock waits for the arbiter's start (6.6); until then a move is refused.
    app.update(Msg::Line("arbiter: start".into()), stamp(0));
    app
}

fn stamp(ms: u64) -> Stamp {
    Stamp {
        at: Timestamp::from_millis(ms),
        wall: Default::default(),
    }
}

fn percentile(samples: &mut [Duration], p: f64) -> Duration {
    samples.sort();
    samples[((samples.len() - 1) as f64 * p) as usize]
}

/// Typing "Eva vier" and Enter: the time from the Enter key to the read-back for the speaker.
fn key_to_speech(rounds: usize) -> Vec<Duration> {
    (0..rounds)
        .map(|_| {
            let mut app = app();
            for c in "Eva vier".chars() {
                app.update(Msg::Key(Key::Char(c)), stamp(10));
            }
            let start = Instant::now();
            let effects = app.update(Msg::Key(Key::Enter), stamp(11));
            let elapsed = start.elapsed();
            assert!(
                effects.iter().any(|e| matches!(
                    e,
                    Effect::Notice(n) if n.text.contains("Bauer Eva zwei Eva vier")
                )),
                "Enter after \"Eva vier\" should read the move back, not {effects:?}"
            );
            elapsed
        })
        .collect()
}

fn frame(rounds: usize) -> Vec<Duration> {
    let mut app = app();
    for line in [
        "Springer Felix drei",
        "confirm",
        "press",
        "sighted: Nf3",
        "sighted: d5",
    ] {
        app.update(Msg::Line(line.into()), stamp(100));
    }
    let mut terminal = Terminal::new(TestBackend::new(120, 40)).expect("test backend");
    (0..rounds)
        .map(|_| {
            let start = Instant::now();
            terminal
                .draw(|f| annabella::ui::view(black_box(&app), f))
                .expect("draw");
            start.elapsed()
        })
        .collect()
}

/// Clock ticks of a process from /proc (user + system), in seconds.
fn cpu_seconds(pid: u32) -> Option<f64> {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
    let fields: Vec<&str> = stat.rsplit_once(')')?.1.split_whitespace().collect();
    let ticks: f64 = fields.get(11)?.parse::<f64>().ok()? + fields.get(12)?.parse::<f64>().ok()?;
    Some(ticks / 100.0)
}

fn peak_kib(pid: u32) -> Option<u64> {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    status
        .lines()
        .find(|l| l.starts_with("VmHWM:"))?
        .split_whitespace()
        .nth(1)?
        .parse()
        .ok()
}

fn main() -> ExitCode {
    let mut keys = key_to_speech(short::count(300, 30));
    println!(
        "key event -> speech request: median {:?}, p99 {:?} (target <= 5 ms)",
        percentile(&mut keys, 0.5),
        percentile(&mut keys, 0.99)
    );
    let mut frames = frame(short::count(500, 50));
    println!(
        "one frame rendered (120x40): median {:?}, p99 {:?} (target <= 2 ms)",
        percentile(&mut frames, 0.5),
        percentile(&mut frames, 0.99)
    );

    // The real binary in line mode, idle for 10 s (1 s in the short form) with a running
    // clock, then a short game.
    let bin = env!("CARGO_BIN_EXE_annabella");
    let Ok(mut child) = Command::new(bin)
        .args([
            "--reader",
            "--no-speech",
            "--no-journal",
            "--control",
            "90+30",
        ])
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .spawn()
    else {
        return short::not_measured("idle CPU and peak memory (the binary could not be started)");
    };
    if let Some(stdin) = child.stdin.as_mut() {
        let _ = stdin.write_all(b"arbiter: start\n");
    }
    std::thread::sleep(Duration::from_millis(500));
    let idle = short::count(10, 1);
    let before = cpu_seconds(child.id());
    std::thread::sleep(Duration::from_secs(idle));
    let after = cpu_seconds(child.id());
    if let (Some(b), Some(a)) = (before, after) {
        println!(
            "idle CPU over {idle} s with the clock running: {:.2} % of one core (target ~0 %)",
            (a - b) / idle as f64 * 100.0
        );
    }
    if let Some(stdin) = child.stdin.as_mut() {
        let game = "Springer Felix drei\nconfirm\npress\nsighted: Nf3\nsighted: d5\nsighted: confirm\nsighted: press\nDavid fünf\n";
        let _ = stdin.write_all(game.as_bytes());
    }
    std::thread::sleep(Duration::from_millis(500));
    if let Some(kib) = peak_kib(child.id()) {
        println!(
            "peak memory (VmHWM): {:.1} MB (target < 30 MB)",
            kib as f64 / 1024.0
        );
    }
    let _ = child.kill();
    let _ = child.wait();
    ExitCode::SUCCESS
}
