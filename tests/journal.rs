//! Crash safety of the real binary: `kill -9` in the middle of a game, then `annabella resume`;
//! a torn journal; resuming from a PGN.

use std::{
    fs,
    io::{BufRead, BufReader, Write},
    path::PathBuf,
    process::{Child, ChildStdin, Command, Stdio},
    sync::mpsc,
    thread,
    time::Duration,
};

/// A fresh, empty directory for one test.
fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("annabella-test-{}-{name}", std::process::id()));
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).expect("create scratch dir");
    dir
}

/// A running `annabella` with its output lines arriving on a channel.
struct Running {
    child: Child,
    stdin: ChildStdin,
    lines: mpsc::Receiver<String>,
}

impl Running {
    fn start(args: &[&str]) -> Running {
        let mut child = Command::new(env!("CARGO_BIN_EXE_annabella"))
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .expect("run annabella");
        let stdin = child.stdin.take().expect("stdin");
        let stdout = child.stdout.take().expect("stdout");
        let (tx, lines) = mpsc::channel();
        thread::spawn(move || {
            for line in BufReader::new(stdout).lines().map_while(Result::ok) {
                if tx.send(line).is_err() {
                    break;
                }
            }
        });
        Running {
            child,
            stdin,
            lines,
        }
    }

    /// Sends a line and returns the next `ok`/`error` line (a hang guard, not a timing check).
    fn send(&mut self, line: &str) -> String {
        writeln!(self.stdin, "{line}").expect("write");
        self.stdin.flush().expect("flush");
        loop {
            let l = self
                .lines
                .recv_timeout(Duration::from_secs(60))
                .expect("an answer from annabella");
            if l.starts_with("ok ") || l.starts_with("error:") {
                return l;
            }
        }
    }
}

/// Runs `annabella` with `input` on stdin to the end; returns (exit code, stdout).
fn run(args: &[&str], input: &str) -> (i32, String) {
    let (code, mut text, stderr) = crate::support::run_annabella(args, input);
    text.push_str(&stderr);
    (code, text)
}

/// The `white=… black=… moves=…` part of an output line.
fn readings(line: &str) -> &str {
    &line[line.find("white=").expect("readings")..]
}

const MOVES: [&str; 9] = ["e4", "c5", "Nf3", "d6", "d4", "cxd4", "Nxd4", "Nf6", "Nc3"];

#[test]
fn kill_9_in_the_middle_of_a_game_loses_no_confirmed_move() {
    let dir = scratch("kill9");
    let journal = dir.join("game.journal");
    let journal_arg = journal.to_str().expect("utf-8 path");
    let mut game = Running::start(&[
        "game",
        "--control",
        "5+3",
        "--journal",
        journal_arg,
        "--white",
        "Anna",
        "--calls",
        "none",
    ]);
    assert!(game.send("start").starts_with("ok started"));
    for m in MOVES {
        let ok = game.send(m);
        assert!(ok.starts_with("ok "), "{m}: {ok}");
    }
    assert!(
        game.send("adjust black +2:00")
            .starts_with("ok adjust black")
    );
    let last = game.send("a6");
    assert!(last.starts_with("ok 5... a6"), "{last}");
    // SIGKILL: no chance to tidy up.
    game.child.kill().expect("kill -9");
    game.child.wait().expect("reap");

    let (code, out) = run(&["resume", journal_arg], "time\npgn\nquit\n");
    assert_eq!(code, 0, "{out}");
    let resumed = out
        .lines()
        .find(|l| l.starts_with("resumed "))
        .expect("resumed line");
    assert!(
        resumed.contains("plies=10 to_move=white clock=paused"),
        "{resumed}"
    );
    // The last move is told with whose turn it is and the clocks.
    assert!(
        resumed.starts_with(&format!("resumed {journal_arg} last=5...a6 plies=10")),
        "{resumed}"
    );
    // The clocks are exactly as confirmed by the last 'ok' before the kill.
    assert_eq!(readings(resumed), readings(&last), "{out}");
    let time = out
        .lines()
        .find(|l| l.starts_with("ok time "))
        .expect("time line");
    assert_eq!(readings(time), readings(&last), "paused: no time passes");
    assert!(
        out.contains("down-time: white's clock was running"),
        "{out}"
    );
    assert!(!out.contains("torn"), "{out}");
    let flat = out.replace('\n', " ");
    assert!(flat.contains("1. e4 {[%clk"), "{out}");
    assert!(flat.contains("5. Nc3 {[%clk"), "{out}");
    assert!(flat.contains("5... a6 {[%clk"), "{out}");
    assert!(flat.contains("adjust black +0:02:00.000"), "{out}");
    assert!(flat.contains("recovered"), "{out}");

    // And once more, going on from where it stopped.
    let (code, out) = run(&["resume", journal_arg], "resume\nBe2\nquit\n");
    assert_eq!(code, 0, "{out}");
    assert!(out.contains("plies=10"), "{out}");
    assert!(out.contains("ok 6. Be2 "), "{out}");
    // On quitting: where the game is kept and the command that goes on with it.
    assert!(
        out.contains(&format!(
            "kept {journal_arg} resume with: annabella resume {journal_arg}"
        )),
        "{out}"
    );
    let (_, out) = run(&["resume", dir.to_str().expect("utf-8")], "quit\n");
    assert!(
        out.contains("plies=11 to_move=black"),
        "a directory resumes its newest journal: {out}"
    );
    let _ = fs::remove_dir_all(&dir);
}

#[test]
fn a_torn_last_record_is_reported_and_set_aside() {
    let dir = scratch("torn");
    let journal = dir.join("g.journal");
    let journal_arg = journal.to_str().expect("utf-8 path");
    let (code, out) = run(
        &[
            "game",
            "--control",
            "15",
            "--journal",
            journal_arg,
            "--calls",
            "none",
        ],
        "start\ne4\ne5\nNf3\nquit\n",
    );
    assert_eq!(code, 0, "{out}");
    // Cut the journal in the middle of its last record (the pause written at quit).
    let bytes = fs::read(&journal).expect("read journal");
    let last_start = bytes[..bytes.len() - 1]
        .iter()
        .rposition(|b| *b == b'\n')
        .expect("lines")
        + 1;
    let cut = last_start + 17;
    fs::write(&journal, &bytes[..cut]).expect("cut");
    let (code, out) = run(&["resume", journal_arg], "quit\n");
    assert_eq!(code, 0, "{out}");
    let torn = out
        .lines()
        .find(|l| l.starts_with("torn "))
        .expect("torn line");
    assert!(
        torn.contains(&format!("offset={last_start} bytes=17")),
        "{torn}"
    );
    assert!(out.contains("plies=3 to_move=black"), "{out}");
    let aside = fs::read(dir.join(format!("g.journal.torn-{last_start}"))).expect("set aside");
    assert_eq!(aside, &bytes[last_start..cut], "the torn bytes are kept");
    // Damage before the last record is an error naming the line; nothing runs.
    let mut bytes = fs::read(&journal).expect("read");
    let second_line = bytes.iter().position(|b| *b == b'\n').expect("header") + 1;
    bytes[second_line + 3] ^= 0x01;
    fs::write(&journal, &bytes).expect("damage");
    let (code, out) = run(&["resume", journal_arg], "quit\n");
    assert_eq!(code, 1, "{out}");
    assert!(out.contains("line 2 (byte offset"), "{out}");
    let _ = fs::remove_dir_all(&dir);
}

#[test]
fn a_whole_but_damaged_last_record_is_set_aside_with_the_truth_and_a_device_refused() {
    let dir = scratch("whole");
    let journal = dir.join("g.journal");
    let journal_arg = journal.to_str().expect("utf-8 path");
    let (code, out) = run(
        &["game", "--control", "15", "--journal", journal_arg],
        "start\ne4\ne5\nquit\n",
    );
    assert_eq!(code, 0, "{out}");
    // Keep the header, start, e4 and e5 (confirmed: its `ok` was printed), then flip a bit of
    // e5's move: the line keeps its end.
    let text = fs::read_to_string(&journal).expect("read journal");
    let kept: String = text.split_inclusive('\n').take(4).collect();
    let flipped = kept.replacen("e7e5", "e7e4", 1);
    fs::write(&journal, flipped).expect("damage");
    let (code, out) = run(&["resume", journal_arg], "quit\n");
    assert_eq!(code, 0, "{out}");
    let torn = out.lines().find(|l| l.starts_with("torn ")).expect("torn");
    assert!(
        torn.contains("may be a confirmed record") && !torn.contains("never confirmed"),
        "{torn}"
    );
    // A device that never ends is refused, not read for ever.
    let (code, out) = run(&["resume", "/dev/zero"], "");
    assert_eq!(code, 1, "{out}");
    assert!(out.contains("not a regular file (a device)"), "{out}");
    let _ = fs::remove_dir_all(&dir);
}

#[test]
fn resume_from_a_pgn_restores_the_clocks() {
    let dir = scratch("pgn");
    let pgn = dir.join("game.pgn");
    fs::write(
        &pgn,
        "[Event \"Club\"]\n[White \"Anna\"]\n[Black \"Hector\"]\n[TimeControl \"300+3\"]\n\n\
         1. e4 {[%clk 0:04:50]} 1... e5 {[%clk 0:04:40]} 2. Nf3 {[%clk 0:04:00]} *\n",
    )
    .expect("write pgn");
    let journal = dir.join("from-pgn.journal");
    let args = [
        "resume",
        pgn.to_str().expect("utf-8"),
        "--journal",
        journal.to_str().expect("utf-8"),
        "--calls",
        "none",
    ];
    let (code, out) = run(&args, "time\nresume\nNc6\nquit\n");
    assert_eq!(code, 0, "{out}");
    assert!(
        out.contains(
            "plies=3 to_move=black clock=paused white=0:04:00.000 black=0:04:40.000 moves=2/1"
        ),
        "{out}"
    );
    assert!(out.contains("ok 2... Nc6 "), "{out}");
    // The new journal holds the PGN and the moves after it.
    let (code, out) = run(&["resume", journal.to_str().expect("utf-8")], "pgn\nquit\n");
    assert_eq!(code, 0, "{out}");
    assert!(out.contains("plies=4"), "{out}");
    assert!(out.contains("[White \"Anna\"]"), "{out}");
    // A bad PGN names the line.
    let bad = dir.join("bad.pgn");
    fs::write(&bad, "[Event \"x\"]\n\n1. e4 e5\n2. Ke3 *\n").expect("write");
    let (code, out) = run(
        &[
            "resume",
            bad.to_str().expect("utf-8"),
            "--journal",
            dir.join("x.journal").to_str().expect("utf-8"),
        ],
        "",
    );
    assert_eq!(code, 1);
    assert!(out.contains("line 4: move 2. Ke3"), "{out}");
    let _ = fs::remove_dir_all(&dir);
}
