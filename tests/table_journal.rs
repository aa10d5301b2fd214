//! Crash safety of a table game: the real binary is killed with SIGKILL in the middle of a game
//! and brought back with `--resume`: every confirmed move is there and the clock comes back
//! stopped.

use std::{
    io::{BufRead, BufReader, Write},
    process::{Command, Stdio},
    sync::mpsc,
    time::Duration,
};

#[test]
fn kill_9_then_resume_loses_no_confirmed_move() {
    let dir = std::env::temp_dir().join(format!("annabella-kill-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let journal = dir.join("game.journal");
    let _ = std::fs::remove_file(&journal);
    let bin = env!("CARGO_BIN_EXE_annabella");
    let mut child = Command::new(bin)
        .args(["--reader", "--no-speech", "--journal"])
        .arg(&journal)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    let (tx, rx) = mpsc::channel();
    let stdout = child.stdout.take().unwrap();
    std::thread::spawn(move || {
        for line in BufReader::new(stdout).lines().map_while(Result::ok) {
            let _ = tx.send(line);
        }
    });
    let wait_for = |text: &str| loop {
        let line = rx
            .recv_timeout(Duration::from_secs(20))
            .expect("the binary answers");
        if line.contains(text) {
            return;
        }
    };
    for line in [
        "Springer Felix drei",
        "confirm",
        "press",
        "sighted: Nf3",
        "sighted: d5",
        "sighted: confirm",
    ] {
        writeln!(stdin, "{line}").unwrap();
    }
    // The announcement of the sighted player's move is told only after it is on disk.
    wait_for("blind: Bauer David sieben David fünf");
    child.kill().unwrap();
    child.wait().unwrap();

    let out = Command::new(bin)
        .args(["--reader", "--no-speech", "--resume"])
        .arg(&journal)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .and_then(|mut c| {
            c.stdin.take().unwrap().write_all(
                // A line-mode device shows the seat at its keyboard: switch to see each seat's.
                b"blind: last\nseat sighted\npress\nseat arbiter\nresume\nseat sighted\npress\nquit\n",
            )?;
            c.wait_with_output()
        })
        .unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("brought back from its journal"), "{text}");
    assert!(
        text.contains("blind: 1. White: Springer Gustav eins Felix drei"),
        "{text}"
    );
    // The confirmed move survived, pending its press; the clock came back stopped.
    assert!(text.contains("sighted: the clock is paused"), "{text}");
    assert!(text.contains("arbiter: Play resumes."), "{text}");
    let journal_text = std::fs::read_to_string(&journal).unwrap();
    assert!(
        journal_text
            .lines()
            .any(|l| l.contains("\"action\":\"d5\"")),
        "{journal_text}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}
