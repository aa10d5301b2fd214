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
