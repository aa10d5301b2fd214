//! Line mode end to end: the real binary reads moves and commands from standard input and its
//! transcript must equal the golden file (no time is asked for, so the text is stable).
//! `UPDATE_GOLDEN=1` rewrites the golden file.

use std::{
    io::Write,
    path::Path,
    process::{Command, Stdio},
};

fn run(args: &[&str], input: &str) -> String {
    // No player program on the path: the sound notice is the same on every machine.
    let no_players = tempfile::tempdir().expect("temporary directory");
    let mut child = Command::new(env!("CARGO_BIN_EXE_annabella"))
        .args(args)
        .env("LANG", "C")
        .env("PATH", no_players.path())
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(input.as_bytes())
        .expect("input written");
    let out = child.wait_with_output().expect("the binary ends");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).expect("UTF-8 transcript")
}

#[test]
fn line_mode_transcript_is_stable() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/reader");
    let input = std::fs::read_to_string(dir.join("opening.in")).unwrap();
    let got = run(
        &[
            "--reader",
            "--no-speech",
            "--no-journal",
            "--control",
            "90+30",
        ],
        &input,
    );
    let golden = dir.join("opening.out");
    if std::env::var_os("UPDATE_GOLDEN").is_some() {
        std::fs::write(&golden, &got).unwrap();
    }
    assert_eq!(got, std::fs::read_to_string(golden).unwrap_or_default());
}

#[test]
fn line_mode_speaks_the_chosen_language() {
    let got = run(
        &[
            "--reader",
            "--no-speech",
            "--lang",
            "de",
            "--mode",
            "casual",
        ],
        "Springer Felix vier\nquit\n",
    );
    assert!(
        got.contains("Kein Springer kann nach Felix vier ziehen."),
        "{got}"
    );
}

/// One keyboard shared in line mode with --no-speech: what the other seats were told while the
/// blind player typed (the opponent's move, the arbiter's notices) is printed, marked with that
/// seat, and a notice told to several seats in the same words is printed once.
#[test]
fn with_one_keyboard_nothing_another_seat_was_told_is_lost_and_nothing_is_said_twice() {
    let got = run(
        &["--reader", "--no-speech", "--no-journal", "--lang", "de"],
        "hallo\narbiter: start\nSpringer Felix drei\nja\ndrücken\nsehend: Sh3\n\
         Schiedsrichter: reparieren\nSchiedsrichter: zurücksetzen 0\nbeenden\nbeenden\n",
    );
    let lines: Vec<&str> = got.lines().collect();
    // Before the clock starts, a word that is no command is unknown.
    assert!(
        lines
            .iter()
            .any(|l| l.starts_with("blind: „hallo“ ist weder ein Befehl noch ein Zug")),
        "{got}"
    );
    // The opponent's board heard the move, marked as its own.
    assert!(
        lines.contains(&"sehend: Springer Gustav eins Felix drei"),
        "{got}"
    );
    // The arbiter's retrace, though the arbiter was never at the keyboard.
    assert!(
        lines
            .iter()
            .any(|l| l.starts_with("Schiedsrichter: ") && l.contains("Halbzug 0")),
        "{got}"
    );
    // Told to all three in the same words: one line, the typing seat's.
    assert_eq!(
        lines
            .iter()
            .filter(|l| l.contains("Die Uhr läuft noch nicht"))
            .count(),
        1,
        "{got}"
    );
    // Told to the two players in the same words, the typing one among them: its line alone;
    // told to others only: their labels.
    assert!(
        lines
            .iter()
            .any(|l| l.starts_with("blind: Der Schiedsrichter hat beide Bretter")),
        "{got}"
    );
    for pair in lines.windows(2) {
        assert_ne!(pair[0], pair[1], "a line printed twice:\n{got}");
    }
}
