//! The sighted player's e-board (issue 27), two figures:
//!
//! - Accuracy: moves made by hand (lifts and drops in any order an honest hand uses, every gap
//!   within the quiet time) in positions of random games and in positions where the rare moves
//!   are legal, fed to the move detector in virtual time: how many are found as exactly the
//!   move made. At least 10,000 sequences, with captures, both castlings king first and rook
//!   first, en passant and every promotion piece among them.
//! - Latency: the real program in line mode with a fake DGT board on a pty pair (socat), the
//!   sighted player's moves of an opening made on it: from the last field update of each move
//!   written to the board's line to its announcement to the blind player printed (handed to
//!   speech in the same step). The goal is the quiet time plus 20 ms.
//!
//! `ANNABELLA_BENCH_SHORT=1` runs a short form (900 sequences, 3 moves), where a wrong move, a
//! move never announced or no socat fails the bench; plain `cargo bench` says what it skipped.

#[path = "../tests/support/fake_dgt.rs"]
#[allow(clippy::unwrap_used)]
mod fake_dgt;
#[path = "support/short.rs"]
mod short;

use std::{
    io::{BufRead as _, BufReader, Write as _},
    process::{Command, ExitCode, Stdio},
    sync::mpsc,
    time::{Duration, Instant},
};

use annabella::{
    announce::Style,
    clock::Timestamp,
    eboard::{
        Report,
        detect::{self, Detection, Detector, Expect},
        hands::{self, Change, Seeded},
    },
    i18n::Lang,
    present::Words,
    vocab::VocabName,
};
use shakmaty::{Chess, Move, Position, Role, fen::Fen, san::San};

/// The kinds of move counted.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Kind {
    Any,
    Capture,
    CastleKingFirst,
    CastleRookFirst,
    EnPassant,
    Promotion(Role),
}

const KINDS: [Kind; 9] = [
    Kind::Any,
    Kind::Capture,
    Kind::CastleKingFirst,
    Kind::CastleRookFirst,
    Kind::EnPassant,
    Kind::Promotion(Role::Queen),
    Kind::Promotion(Role::Rook),
    Kind::Promotion(Role::Bishop),
    Kind::Promotion(Role::Knight),
];

fn special(i: usize) -> Chess {
    hands::SPECIAL[i % hands::SPECIAL.len()]
        .parse::<Fen>()
        .ok()
        .and_then(|f| f.into_position(shakmaty::CastlingMode::Standard).ok())
        .unwrap_or_default()
}

/// A position and a move of `kind`, and the hand that makes it.
fn sample(kind: Kind, hand: &mut Seeded) -> Option<(Chess, Move, Vec<Change>)> {
    for _ in 0..200 {
        let pos = match kind {
            Kind::Any | Kind::Capture => hands::position(hand),
            _ => special(hand.below(hands::SPECIAL.len())),
        };
        let fits = |m: &Move| match kind {
            Kind::Any => true,
            Kind::Capture => m.is_capture(),
            Kind::CastleKingFirst | Kind::CastleRookFirst => m.is_castle(),
            Kind::EnPassant => m.is_en_passant(),
            Kind::Promotion(role) => m.promotion() == Some(role),
        };
        let moves: Vec<Move> = pos.legal_moves().into_iter().filter(fits).collect();
        if moves.is_empty() {
            continue;
        }
        let mv = moves[hand.below(moves.len())];
        let changes = hands::changes(&pos, mv, hand);
        let first_is_king = changes
            .first()
            .is_some_and(|c| pos.board().role_at(c.square) == Some(Role::King));
        match kind {
            Kind::CastleKingFirst if !first_is_king => continue,
            Kind::CastleRookFirst if first_is_king => continue,
            _ => {}
        }
        return Some((pos, mv, changes));
    }
    None
}

/// Feeds the hand to a detector in virtual time: the moves it finds.
fn detect(pos: &Chess, changes: &[Change], hand: &mut Seeded) -> Vec<Move> {
    let at = |ms: u64| Timestamp::ZERO + Duration::from_millis(ms);
    let mut d = Detector::new(Expect {
        position: pos.clone(),
        moves: true,
        awaited: None,
        before: None,
    });
    let mut found = d.report(&Report::Board(pos.board().clone()), at(0));
    let mut t = 1000;
    for c in changes {
        t += hand.below(250) as u64;
        found.extend(d.report(&Report::Square(c.square, c.piece), at(t)));
    }
    for _ in 0..20 {
        match d.poll_timeout() {
            Some(when) if when <= at(t + 60_000) => found.extend(d.handle_timeout(when)),
            _ => break,
        }
    }
    found
        .into_iter()
        .filter_map(|f| match f {
            Detection::Move(m) => Some(m),
            _ => None,
        })
        .collect()
}

/// The sequences fed to the detector: how many were found wrong.
fn accuracy(sequences: usize) -> usize {
    let mut hand = Seeded::new(27);
    let mut counted = [0usize; KINDS.len()];
    let mut wrong = Vec::new();
    let started = Instant::now();
    for i in 0..sequences {
        let k = i % KINDS.len();
        let Some((pos, mv, changes)) = sample(KINDS[k], &mut hand) else {
            continue;
        };
        counted[k] += 1;
        let found = detect(&pos, &changes, &mut hand);
        if found != [mv] {
            wrong.push(format!(
                "{} {mv:?} by {changes:?}: found {found:?}",
                Fen::from_position(&pos, shakmaty::EnPassantMode::Legal)
            ));
        }
    }
    let total: usize = counted.iter().sum();
    println!(
        "eboard: {total} generated move sequences, {} wrong ({:.1} s)",
        wrong.len(),
        started.elapsed().as_secs_f64()
    );
    for (kind, n) in KINDS.iter().zip(counted) {
        println!("eboard:   {kind:?}: {n}");
    }
    for w in wrong.iter().take(5) {
        println!("eboard:   wrong: {w}");
    }
    wrong.len()
}

/// White's moves of an opening, each answered by Black's (SAN): White's are made on the fake
/// board, Black's typed at the blind player's keyboard.
const OPENING: [(&str, &str); 8] = [
    ("e4", "e5"),
    ("Nf3", "Nc6"),
    ("Bc4", "Bc5"),
    ("c3", "Nf6"),
    ("d3", "d6"),
    ("O-O", "O-O"),
    ("Nbd2", "a6"),
    ("Bb3", "Ba7"),
];

fn play(pos: &Chess, san: &str) -> Move {
    san.parse::<San>()
        .ok()
        .and_then(|s| s.to_move(pos).ok())
        .unwrap_or_else(|| panic!("{san} is legal here"))
}

/// The program's latency over `moves` moves; whether every move was announced.
fn latency(moves: usize) -> Result<(), ExitCode> {
    if Command::new("socat").arg("-V").output().is_err() {
        return Err(short::not_measured(
            "eboard: latency (needs socat: apt-get install socat)",
        ));
    }
    let dir = std::env::temp_dir().join(format!("annabella-bench-eboard-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let _ = std::fs::create_dir_all(&dir);
    let fake = fake_dgt::FakeDgt::start(&dir);
    let spec = fake.spec();
    let mut child = Command::new(env!("CARGO_BIN_EXE_annabella"))
        .args([
            "--reader",
            "--no-speech",
            "--no-journal",
            "--lang",
            "en",
            "--blind",
            "black",
            "--mode",
            "casual",
            "--eboard",
            &spec,
        ])
        .env("XDG_DATA_HOME", &dir)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("annabella runs");
    let mut stdin = child.stdin.take().expect("stdin");
    let stdout = child.stdout.take().expect("stdout");
    let (tx, rx) = mpsc::channel::<(Instant, String)>();
    std::thread::spawn(move || {
        for line in BufReader::new(stdout).lines().map_while(Result::ok) {
            if tx.send((Instant::now(), line)).is_err() {
                return;
            }
        }
    });
    fake.wait_for_updates();
    let words = Words::builtin(Lang::En, Style::Fide, VocabName::FideD);
    let mut pos = Chess::default();
    let mut hand = Seeded::new(1);
    let mut samples = Vec::new();
    let mut say = |line: &str| {
        let _ = writeln!(stdin, "{line}");
    };
    for (white, black) in OPENING.iter().take(moves) {
        let mv = play(&pos, white);
        let announced = words.announcer().announce(&pos, &mv);
        let changes = hands::changes(&pos, mv, &mut hand);
        let mut last = Instant::now();
        for (i, c) in changes.iter().enumerate() {
            if i > 0 {
                std::thread::sleep(Duration::from_millis(40));
            }
            let square = c.square.to_string();
            let piece = c.piece.map_or('.', |p| p.char());
            fake.set(&square, piece);
            last = Instant::now();
        }
        let deadline = last + Duration::from_secs(10);
        let mut heard = None;
        while let Some(left) = deadline.checked_duration_since(Instant::now()) {
            match rx.recv_timeout(left) {
                Ok((at, line)) if line.starts_with("blind: ") && line.contains(&announced) => {
                    heard = Some(at);
                    break;
                }
                Ok(_) => {}
                Err(_) => break,
            }
        }
        let Some(at) = heard else {
            println!("eboard: latency: {white} was never announced; stopping");
            samples.clear();
            break;
        };
        samples.push(at.saturating_duration_since(last));
        pos.play_unchecked(mv);
        let reply = play(&pos, black);
        say("sighted: press");
        say(white);
        say(black);
        say("confirm");
        say("press");
        std::thread::sleep(Duration::from_millis(300));
        // His repetition of the reply on the board, quiet long enough to be entered.
        for c in hands::changes(&pos, reply, &mut hand) {
            let piece = c.piece.map_or('.', |p| p.char());
            fake.set(&c.square.to_string(), piece);
            std::thread::sleep(Duration::from_millis(30));
        }
        std::thread::sleep(Duration::from_millis(600));
        pos.play_unchecked(reply);
    }
    say("quit");
    say("yes");
    drop(stdin);
    let deadline = Instant::now() + Duration::from_secs(10);
    while Instant::now() < deadline {
        if let Ok(Some(_)) = child.try_wait() {
            break;
        }
        std::thread::sleep(Duration::from_millis(50));
    }
    let _ = child.kill();
    let _ = child.wait();
    drop(fake);
    let _ = std::fs::remove_dir_all(&dir);
    if samples.is_empty() {
        return Err(ExitCode::FAILURE);
    }
    samples.sort();
    let ms = |d: Duration| d.as_secs_f64() * 1000.0;
    let goal = detect::QUIET + Duration::from_millis(20);
    let median = samples[samples.len() / 2];
    let max = samples[samples.len() - 1];
    println!(
        "eboard: last field update to the announcement to the blind player, {} moves: median \
         {:.1} ms, max {:.1} ms (goal: at most {:.0} ms, the quiet time {:.0} ms + 20 ms): {}",
        samples.len(),
        ms(median),
        ms(max),
        ms(goal),
        ms(detect::QUIET),
        if max <= goal { "met" } else { "NOT met" }
    );
    Ok(())
}

fn main() -> ExitCode {
    let wrong = accuracy(short::count(10_800, 900));
    let latency = latency(short::count(OPENING.len(), 3));
    if wrong > 0 {
        return ExitCode::FAILURE;
    }
    latency.err().unwrap_or(ExitCode::SUCCESS)
}
