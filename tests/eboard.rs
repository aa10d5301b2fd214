//! The sighted player's DGT e-board against a fake board on a pty pair (socat), real processes:
//! his moves read from the board and announced to the blind player as if typed, his repetition
//! of the blind player's move read from it, another move executed is the table's divergence
//! alert, a board that differs after the announced move stops play for the arbiter; at a host
//! and on the sighted player's own joined device; and the whole Appendix D flow on the full
//! screen in tmux. The faults of a real line are in `eboard_faults`.

use std::{
    io::{BufRead, BufReader, Write},
    path::Path,
    process::{Child, ChildStdin, Command, Stdio},
    sync::mpsc::{self, Receiver},
    time::{Duration, Instant},
};

use super::{
    remote::{addr_in, code_in, join_args},
    support::{
        fake_dgt::{FakeDgt, Side},
        scratch,
    },
};

/// One running program in line mode: its input, and every line it wrote.
pub(crate) struct Device {
    child: Child,
    stdin: Option<ChildStdin>,
    lines: Receiver<String>,
    seen: Vec<String>,
}

impl Device {
    pub(crate) fn spawn(data: &Path, args: &[&str]) -> Device {
        let mut child = Command::new(env!("CARGO_BIN_EXE_annabella"))
            .args(args)
            .env("XDG_DATA_HOME", data)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        let stdin = child.stdin.take();
        let (tx, rx) = mpsc::channel();
        for out in [
            Box::new(child.stdout.take().unwrap()) as Box<dyn std::io::Read + Send>,
            Box::new(child.stderr.take().unwrap()),
        ] {
            let tx = tx.clone();
            std::thread::spawn(move || {
                for line in BufReader::new(out).lines().map_while(Result::ok) {
                    if tx.send(line).is_err() {
                        return;
                    }
                }
            });
        }
        Device {
            child,
            stdin,
            lines: rx,
            seen: Vec::new(),
        }
    }

    pub(crate) fn say(&mut self, line: &str) {
        if let Some(stdin) = self.stdin.as_mut() {
            let _ = writeln!(stdin, "{line}");
        }
    }

    /// The first line from the last one expected on that contains `needle` (within 20 s).
    pub(crate) fn expect(&mut self, needle: &str) -> String {
        let end = Instant::now() + Duration::from_secs(20);
        while let Some(left) = end.checked_duration_since(Instant::now()) {
            match self.lines.recv_timeout(left) {
                Ok(line) => {
                    self.seen.push(line.clone());
                    if line.contains(needle) {
                        return line;
                    }
                }
                Err(_) => break,
            }
        }
        panic!("never said '{needle}'; it said:\n{}", self.seen.join("\n"));
    }

    /// Waits until every one of `needles` is in a line from the last one expected on, in any
    /// order (within 20 s).
    pub(crate) fn expect_each(&mut self, needles: &[&str]) {
        let mut left: Vec<&str> = needles.to_vec();
        let end = Instant::now() + Duration::from_secs(20);
        while !left.is_empty() {
            let Some(time) = end.checked_duration_since(Instant::now()) else {
                break;
            };
            let Ok(line) = self.lines.recv_timeout(time) else {
                break;
            };
            left.retain(|needle| !line.contains(needle));
            self.seen.push(line);
        }
        assert!(
            left.is_empty(),
            "never said {left:?}; it said:\n{}",
            self.seen.join("\n")
        );
    }

    /// Ends input and waits for the program (at most 20 s): its exit code and every line.
    pub(crate) fn finish(mut self) -> (i32, Vec<String>) {
        drop(self.stdin.take());
        let end = Instant::now() + Duration::from_secs(20);
        let code = loop {
            if let Ok(Some(status)) = self.child.try_wait() {
                break status.code().unwrap_or(-1);
            }
            if Instant::now() > end {
                let _ = self.child.kill();
                panic!("did not end; it said:\n{}", self.seen.join("\n"));
            }
            std::thread::sleep(Duration::from_millis(20));
        };
        // The readers end with the program's output.
        while let Ok(line) = self.lines.recv_timeout(Duration::from_secs(5)) {
            self.seen.push(line);
        }
        (code, std::mem::take(&mut self.seen))
    }
}

impl Drop for Device {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn s(p: &Path) -> &str {
    p.to_str().unwrap()
}

/// A table in line mode with the blind player (Black) at the keyboard or `seat`'s, no speech,
/// its journal and PGN in `dir`, the sighted player's board `fake`.
pub(crate) fn table(dir: &Path, fake: &FakeDgt, seat: &str) -> Device {
    let spec = fake.spec();
    let (journal, pgn) = (dir.join("table.journal"), dir.join("table.pgn"));
    let device = Device::spawn(
        dir,
        &[
            "--reader",
            "--no-speech",
            "--lang",
            "en",
            "--blind",
            "black",
            "--seat",
            seat,
            "--journal",
            s(&journal),
            "--pgn",
            s(&pgn),
            "--eboard",
            &spec,
        ],
    );
    fake.wait_for_updates();
    device
}

/// The journal's actions of `seat`, in order (moves awaiting confirmation read with the
/// table's secret).
pub(crate) fn actions_of(dir: &Path, seat: &str) -> Vec<String> {
    crate::support::journal_actions(&dir.join("table.journal"))
        .into_iter()
        .filter(|(s, _)| s == seat)
        .map(|(_, action)| action)
        .collect()
}

/// Waits (20 s at the most) until `seat` has pressed `presses` times in the table's journal.
fn until_pressed(dir: &Path, seat: &str, presses: usize) {
    let end = Instant::now() + Duration::from_secs(20);
    while actions_of(dir, seat)
        .iter()
        .filter(|a| *a == "press")
        .count()
        < presses
    {
        assert!(Instant::now() < end, "{seat} never pressed {presses} times");
        std::thread::sleep(Duration::from_millis(20));
    }
}

#[test]
#[ignore = "needs socat"]
fn the_sighted_players_board_moves_reach_the_blind_player_as_if_typed() {
    let dir = scratch("eboard-flow");
    let fake = FakeDgt::start(&dir);
    let mut table = table(&dir, &fake, "blind");
    table.expect("e-board on");
    table.say("arbiter: start");
    table.expect("clock is started");
    // White's first move, lifted and dropped on the sighted player's board.
    fake.play("lift e2, 80ms, drop e4 P");
    table.expect("Bauer Eva zwei Eva vier");
    table.say("sighted: press");
    for line in ["Eva vier", "Eva sieben Eva fünf", "confirm", "press"] {
        table.say(line);
    }
    table.expect("Clock pressed");
    // His repetition of the blind player's move, then his own move, captures and all.
    fake.play("lift e7, 60ms, drop e5 p, 400ms, lift g1, 120ms, drop f3 N");
    table.expect("Springer Gustav eins Felix drei");
    table.say("sighted: press");
    for line in [
        "Springer Gustav eins Felix drei",
        "Springer Bella acht Cesar sechs",
        "confirm",
        "press",
    ] {
        table.say(line);
    }
    table.expect("Clock pressed");
    // Another move executed than the one announced: the table's divergence alert.
    fake.play("lift b8, 50ms, drop a6 n");
    let alert = table.expect("Boards differ");
    assert!(
        alert.contains("Anna sechs") && alert.contains("Cesar sechs"),
        "{alert}"
    );
    table.say("quit");
    assert_eq!(table.finish().0, 0);
    let sighted = actions_of(&dir, "sighted");
    assert_eq!(
        sighted,
        [
            "e2e4",
            "confirm",
            "press",
            "e7e5",
            "g1f3",
            "confirm",
            "press",
            "executed b8a6"
        ],
        "{sighted:?}"
    );
    drop(fake);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
#[ignore = "needs socat"]
fn the_sighted_players_dgt_clock_lever_after_his_move_is_his_press() {
    let dir = scratch("eboard-clock");
    let fake = FakeDgt::start(&dir);
    fake.attach_clock(Side::Left);
    let mut table = table(&dir, &fake, "blind");
    table.expect("e-board on");
    table.say("arbiter: start");
    table.expect("clock is started");
    // The lever moved before his move: not his to press.
    fake.play("lever right");
    fake.play("lift e2, 80ms, drop e4 P");
    table.expect("Bauer Eva zwei Eva vier");
    // Down on the left after his move: his press, with no "press" typed (journaled; a
    // device's press makes no "Clock pressed" at the keyboard: nobody pressed a key here).
    fake.play("lever left");
    until_pressed(&dir, "sighted", 1);
    for line in ["Eva vier", "Eva sieben Eva fünf", "confirm", "press"] {
        table.say(line);
    }
    table.expect("Clock pressed");
    // Moved in the blind player's turn, before his repetition: not a press.
    fake.play("lever right");
    fake.play("lift e7, 60ms, drop e5 p, 400ms, lift g1, 120ms, drop f3 N");
    table.expect("Springer Gustav eins Felix drei");
    fake.play("lever left");
    until_pressed(&dir, "sighted", 2);
    table.say("quit");
    let (code, seen) = table.finish();
    assert_eq!(code, 0);
    let sighted = actions_of(&dir, "sighted");
    assert_eq!(
        sighted,
        [
            "e2e4", "confirm", "press", "e7e5", "g1f3", "confirm", "press"
        ],
        "{}",
        seen.join("\n")
    );
    drop(fake);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
#[ignore = "needs socat"]
fn on_the_sighted_players_own_device_his_board_moves_reach_the_host() {
    let dir = scratch("eboard-join");
    let fake = FakeDgt::start(&dir);
    let (hj, sj) = (dir.join("host.journal"), dir.join("sighted.journal"));
    let mut host = Device::spawn(
        &dir,
        &[
            "host",
            "--reader",
            "--no-speech",
            "--listen",
            "127.0.0.1:0",
            "--blind",
            "black",
            "--mode",
            "casual",
            "--lang",
            "en",
            "--journal",
            s(&hj),
        ],
    );
    let first = host.expect("annabella join");
    let (code, addr) = (code_in(&first).unwrap(), addr_in(&first));
    let spec = fake.spec();
    let mut sighted = Device::spawn(
        &dir,
        &join_args(
            "sighted",
            &code,
            &addr,
            &["--lang", "de", "--journal", s(&sj), "--eboard", &spec],
        ),
    );
    sighted.expect("Dem Tisch beigetreten");
    fake.wait_for_updates();
    host.say("start");
    sighted.expect("Die Uhr läuft");
    fake.play("lift g1, 100ms, drop f3 N");
    // Entered and confirmed for his seat on the host, announced to the blind player there.
    host.expect("Springer Gustav eins Felix drei");
    sighted.expect("Angesagt");
    sighted.say("press");
    sighted.expect("Uhr gedrückt");
    for line in ["Springer Gustav eins Felix drei", "d5", "confirm", "press"] {
        host.say(line);
    }
    sighted.expect("Bauer David sieben David fünf");
    // His repetition from the board.
    fake.play("lift d7, 80ms, drop d5 p");
    sighted.expect("Festgehalten");
    host.say("quit");
    sighted.say("quit");
    assert_eq!(host.finish().0, 0);
    assert_eq!(sighted.finish().0, 0);
    let sighted_actions: Vec<String> = crate::support::journal_actions(&hj)
        .into_iter()
        .filter(|(seat, _)| seat == "sighted")
        .map(|(_, action)| action)
        .collect();
    assert_eq!(
        sighted_actions,
        ["vocab de", "g1f3", "confirm", "press", "d7d5"],
    );
    drop(fake);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
#[ignore = "needs socat and tmux"]
fn the_appendix_d_flow_with_the_sighted_players_board_on_the_screen() {
    let dir = scratch("eboard-tmux");
    let fake = FakeDgt::start(&dir);
    let spec = fake.spec();
    let journal = dir.join("table.journal");
    let t = super::tmux::Tmux::start_sized(
        "eboard",
        &[
            "--no-speech",
            "--blind",
            "black",
            "--journal",
            s(&journal),
            "--eboard",
            &spec,
        ],
        120,
        40,
    );
    t.wait_for("Tournament mode");
    fake.wait_for_updates();
    t.wait_for("e-board on");
    t.type_line("arbiter: start");
    t.wait_for("The clock is started");
    // D.2.1: his move on his board is announced to the blind player as if typed.
    fake.play("lift e2, 90ms, drop e4 P");
    t.wait_until("the move announced to the blind player", |screen| {
        screen
            .lines()
            .any(|l| l.contains("Blind") && l.contains("Bauer Eva zwei Eva vier"))
    });
    t.type_line("sighted: press");
    for line in ["Eva vier", "Eva sieben Eva fünf", "confirm", "press"] {
        t.type_line(line);
    }
    t.wait_for("Bauer Eva sieben Eva fünf");
    // The blind player's move executed on his board is his repetition.
    fake.play("lift e7, 70ms, drop e5 p");
    t.wait_for("Recorded: Bauer Eva sieben Eva fünf");
    fake.play("lift g1, 120ms, drop f3 N");
    t.wait_for("Springer Gustav eins Felix drei");
    t.type_line("sighted: press");
    for line in [
        "Springer Gustav eins Felix drei",
        "Springer Bella acht Cesar sechs",
        "confirm",
        "press",
    ] {
        t.type_line(line);
    }
    t.wait_for("Springer Bella acht Cesar sechs");
    fake.play("lift b8, 60ms, drop c6 n");
    t.wait_for("Recorded: Springer Bella acht Cesar sechs");
    // A piece knocked over between moves: told to him; put right.
    fake.play("lift h2");
    t.wait_for("Hector zwei: empty, should hold white Bauer");
    fake.play("drop h2 P");
    t.wait_for("matches the record again");
    fake.play("lift f1, 100ms, drop c4 B");
    t.wait_for("Läufer Felix eins Cesar vier");
    t.type_line("sighted: press");
    for line in [
        "Läufer Felix eins Cesar vier",
        "David sieben David sechs",
        "confirm",
        "press",
    ] {
        t.type_line(line);
    }
    t.wait_for("Bauer David sieben David sechs");
    // Another move executed than the one announced: the divergence alert to every seat.
    fake.play("lift d7, 60ms, drop d5 p");
    let screen = t.wait_for("Boards differ");
    assert!(screen.contains("!! "), "an alert:\n{screen}");
    assert!(
        screen.contains("David fünf") && screen.contains("David sechs"),
        "{screen}"
    );
    t.send(&["C-q"]);
    t.wait_for("Quit the game?");
    t.send(&["C-q"]);
    drop(fake);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
#[ignore = "needs socat"]
fn a_board_that_differs_after_the_announced_move_stops_play_for_the_arbiter() {
    let dir = scratch("eboard-stop");
    let fake = FakeDgt::start(&dir);
    let mut table = table(&dir, &fake, "blind");
    table.expect("e-board on");
    table.say("arbiter: start");
    table.expect("clock is started");
    fake.play("lift d2, 50ms, drop d4 P");
    table.expect("Bauer David zwei David vier");
    table.say("sighted: press");
    for line in [
        "David vier",
        "Springer Gustav acht Felix sechs",
        "confirm",
        "press",
    ] {
        table.say(line);
    }
    table.expect("Clock pressed");
    // The knight put on f5, where no knight from g8 goes: the boards differ (D.2.9).
    fake.play("lift g8, 80ms, drop f5 n");
    let alert = table.expect("Play stops for the arbiter");
    assert!(alert.contains("ALERT"), "{alert}");
    assert!(
        alert.contains("Felix fünf") && alert.contains("Felix sechs"),
        "{alert}"
    );
    // Put right, and play resumed by the arbiter: his repetition is entered from the board.
    fake.play("lift f5, 80ms, drop f6 n");
    table.expect("matches the record again");
    table.say("arbiter: resume");
    table.expect("Play resumes");
    table.say("quit");
    let (code, seen) = table.finish();
    assert_eq!(code, 0, "{}", seen.join("\n"));
    let sighted = actions_of(&dir, "sighted");
    assert_eq!(
        sighted,
        [
            "d2d4",
            "confirm",
            "press",
            "eboard-off stop f5:n:- f6:-:n",
            "g8f6"
        ],
        "{}",
        seen.join("\n")
    );
    drop(fake);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
#[ignore = "needs socat"]
fn at_a_host_the_board_is_the_sighted_seats_as_at_a_table() {
    let dir = scratch("eboard-host");
    let fake = FakeDgt::start(&dir);
    let spec = fake.spec();
    let mut host = Device::spawn(
        &dir,
        &[
            "host",
            "--reader",
            "--no-speech",
            "--no-journal",
            "--listen",
            "127.0.0.1:0",
            "--blind",
            "black",
            "--mode",
            "casual",
            "--lang",
            "en",
            "--eboard",
            &spec,
        ],
    );
    host.expect("e-board on");
    fake.wait_for_updates();
    fake.play("lift b1, 70ms, drop c3 N");
    host.expect("Springer Bella eins Cesar drei");
    host.say("quit");
    assert_eq!(host.finish().0, 0);
    drop(fake);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
#[ignore = "needs socat"]
fn in_practice_the_players_own_board_enters_his_moves_and_shows_the_engines() {
    let dir = scratch("eboard-practice");
    let fake = FakeDgt::start(&dir);
    let spec = fake.spec();
    let engine = crate::practice::fake_engine();
    let journal = dir.join("practice.journal");
    let mut s = Device::spawn(
        &dir,
        &[
            "practice",
            "--reader",
            "--no-speech",
            "--lang",
            "en",
            "--style",
            "san",
            "--engine",
            s(&engine),
            "--journal",
            s(&journal),
            "--eboard",
            &spec,
        ],
    );
    s.expect("your moves are read from it");
    fake.wait_for_updates();
    // The player's own move, made on his board, is entered and confirmed for his seat.
    fake.play("lift e2, 80ms, drop e4 P");
    s.expect("Announced");
    s.say("press");
    // The engine's reply, announced; made on the board as another move first: told to him
    // alone, nothing entered; then put right, and recorded as his repetition.
    s.expect("blind: e5");
    fake.play("lift e7, 60ms, drop e6 p");
    let off = s.expect("your e-board differs from the record");
    assert!(
        off.contains("Eva sechs") && off.contains("Eva fünf"),
        "{off}"
    );
    fake.play("lift e6, 60ms, drop e5 p");
    s.expect("Recorded");
    s.say("quit");
    s.say("yes");
    let (code, seen) = s.finish();
    assert_eq!(code, 0, "{}", seen.join("\n"));
    assert!(
        !seen
            .iter()
            .any(|l| l.contains("sighted player's e-board") || l.contains("arbiter")),
        "the practice player is told of his own board, and no arbiter: {}",
        seen.join("\n")
    );
    let blind = crate::support::journal_actions(&journal)
        .into_iter()
        .filter(|(seat, _)| seat == "blind")
        .map(|(_, action)| action)
        .collect::<Vec<_>>();
    // The clock starts with the first move, as when it is typed.
    assert_eq!(
        blind,
        ["e2e4", "start", "confirm", "press", "e7e5"],
        "{blind:?}"
    );
    drop(fake);
    let _ = std::fs::remove_dir_all(&dir);
}
