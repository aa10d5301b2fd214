//! Files and standard input at the edge: a line that is not UTF-8 does not end `game` or
//! `--reader`; a PGN of several games, one without clock times; the score's names, date and
//! arbiter times; an existing file is not overwritten without `--force`; a file too large.

use std::{
    fs,
    io::Write,
    path::PathBuf,
    process::{Command, Stdio},
};

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("annabella-pgnio-{}-{name}", std::process::id()));
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).expect("scratch dir");
    dir
}

/// Runs the binary with `input` as raw bytes; returns (exit code, stdout, stderr).
fn run(args: &[&str], input: &[u8]) -> (i32, String, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_annabella"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("run annabella");
    let _ = child.stdin.take().expect("stdin").write_all(input);
    let out = child.wait_with_output().expect("wait");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn a_latin1_line_does_not_end_game() {
    let dir = scratch("latin1-game");
    let journal = dir.join("g.journal");
    let (code, out, err) = run(
        &[
            "game",
            "--control",
            "5+3",
            "--calls",
            "none",
            "--journal",
            journal.to_str().unwrap(),
        ],
        b"start\ne4\n\xfc\ntime\nquit\n",
    );
    assert_eq!(code, 0, "{out}{err}");
    // The one codec and the move explainer read it (as "u": accents do not matter).
    assert!(out.contains("error: Unknown word “u” (word 1)"), "{out}");
    assert!(out.contains("ok time"), "{out}");
    assert!(out.contains("ok quit"), "{out}");
    let _ = fs::remove_dir_all(&dir);
}

#[test]
fn a_latin1_line_does_not_end_the_reader() {
    let (code, out, err) = run(
        &["--reader", "--no-speech", "--no-journal"],
        b"arbiter: start\nL\xe4ufer c4\nhelp\n",
    );
    assert_eq!(code, 0, "{out}{err}");
    assert!(out.contains("L\u{e4}ufer"), "{out}");
    assert!(
        out.contains("h, help"),
        "the line after it is read too:\n{out}"
    );
}

#[test]
fn a_long_bad_line_is_quoted_short() {
    let dir = scratch("long");
    let journal = dir.join("g.journal");
    let long = "x".repeat(500);
    let (_, out, _) = run(
        &[
            "game",
            "--control",
            "5+3",
            "--calls",
            "none",
            "--journal",
            journal.to_str().unwrap(),
        ],
        format!("{long}\nquit\n").as_bytes(),
    );
    let line = out.lines().find(|l| l.starts_with("error:")).unwrap();
    assert!(line.chars().count() < 160, "{line}");
    assert!(line.contains("x…'"), "{line}");
    let _ = fs::remove_dir_all(&dir);
}

const TWO_GAMES: &str = "[Event \"WCh 2023\"]\n[White \"Nepomniachtchi, Ian\"]\n\
    [Black \"Ding, Liren\"]\n[Round \"1\"]\n[TimeControl \"40/7200:1800+30\"]\n\n\
    1. e4 e5 2. Nf3 {a comment} Nc6 $1 (2... d6) 3. Bb5 *\n\n\
    [Event \"WCh 2023\"]\n[White \"Ding, Liren\"]\n[Black \"Nepomniachtchi, Ian\"]\n\
    [Round \"2\"]\n[TimeControl \"40/7200:1800+30\"]\n\n\
    1. d4 {[%clk 1:59:50]} Nf6 {[%clk 1:59:40]} *\n";

#[test]
fn a_pgn_of_several_games_is_listed_then_one_is_picked() {
    let dir = scratch("multi");
    let pgn = dir.join("wch.pgn");
    fs::write(&pgn, TWO_GAMES).unwrap();
    let journal = dir.join("a.journal");
    let args = |extra: &[&'static str]| {
        let mut a = vec![
            "resume".to_owned(),
            pgn.to_str().unwrap().to_owned(),
            "--calls".into(),
            "none".into(),
            "--journal".into(),
            journal.to_str().unwrap().to_owned(),
        ];
        a.extend(extra.iter().map(|s| (*s).to_owned()));
        a
    };
    let a = args(&[]);
    let a: Vec<&str> = a.iter().map(String::as_str).collect();
    let (code, _, err) = run(&a, b"quit\n");
    assert_eq!(code, 1, "{err}");
    assert!(err.contains("line 9: a second game starts here"), "{err}");
    assert!(
        err.contains("1: Nepomniachtchi, Ian - Ding, Liren, WCh 2023"),
        "{err}"
    );
    assert!(
        err.contains("2: Ding, Liren - Nepomniachtchi, Ian"),
        "{err}"
    );
    // By number: the second game, with its clock times.
    let a = args(&["--game", "2"]);
    let a: Vec<&str> = a.iter().map(String::as_str).collect();
    let (code, out, err) = run(&a, b"quit\n");
    assert_eq!(code, 0, "{err}");
    assert!(
        out.contains("plies=2 to_move=white clock=paused white=1:59:50.000 black=1:59:40.000"),
        "{out}"
    );
    assert!(!out.contains("clock-unknown"), "{out}");
    let _ = fs::remove_file(&journal);
    // The first game has no clock times: none is invented.
    let a = args(&["--game", "round 1"]);
    let a: Vec<&str> = a.iter().map(String::as_str).collect();
    let (code, _, err) = run(&a, b"quit\n");
    assert_eq!(code, 1, "'round 1' is no tag value: {err}");
    assert!(err.contains("no game matches"), "{err}");
    let a = args(&["--game", "1"]);
    let a: Vec<&str> = a.iter().map(String::as_str).collect();
    let (code, out, err) = run(&a, b"pgn\nquit\n");
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("clock-unknown white black"), "{out}");
    assert!(
        out.contains("clock=paused white=unknown black=unknown"),
        "{out}"
    );
    assert!(!out.contains("{[%clk"), "no invented clock times:\n{out}");
    // The source's comment, NAG and variation are written out again.
    assert!(
        out.contains("1. e4 e5 2. Nf3 {a comment} 2... Nc6 $1 (2... d6) 3. Bb5"),
        "{out}"
    );
    let _ = fs::remove_file(&journal);
    // Or the clocks the user gives.
    let a = args(&[
        "--game",
        "1",
        "--white-clock",
        "1:10:00",
        "--black-clock",
        "1:20:00",
    ]);
    let a: Vec<&str> = a.iter().map(String::as_str).collect();
    let (code, out, err) = run(&a, b"time\nquit\n");
    assert_eq!(code, 0, "{err}");
    assert!(!out.contains("clock-unknown"), "{out}");
    assert!(
        out.contains("ok time white=1:10:00.000 black=1:20:00.000"),
        "{out}"
    );
    let _ = fs::remove_dir_all(&dir);
}

const SCRIPT: &str = "white: Anna Blind\nblack: Hector\nevent: Club open\ndate: 2025-01-31 14:00\n\
    0:00:05 blind: e4\n0:00:06 blind: confirm\n0:00:07 blind: press\n\
    0:01:00 arbiter: add-time black +2:00\n";

#[test]
fn a_session_pgn_has_names_date_and_arbiter_times_and_is_not_overwritten() {
    let dir = scratch("session");
    let script = dir.join("s.script");
    fs::write(&script, SCRIPT).unwrap();
    let pgn = dir.join("s.pgn");
    let args = [
        "session",
        "run",
        script.to_str().unwrap(),
        "--pgn",
        pgn.to_str().unwrap(),
    ];
    let (code, _, err) = run(&args, b"");
    assert_eq!(code, 0, "{err}");
    let text = fs::read_to_string(&pgn).unwrap();
    for want in [
        "[White \"Anna Blind\"]",
        "[Black \"Hector\"]",
        "[Event \"Club open\"]",
        "[Date \"2025.01.31\"]",
        "{[%arbiter 2025-01-31T14:01:00.000Z ",
    ] {
        assert!(text.contains(want), "{want}:\n{text}");
    }
    // Not again without --force.
    fs::write(&pgn, "mine").unwrap();
    let (code, _, err) = run(&args, b"");
    assert_eq!(code, 2, "{err}");
    assert!(
        err.contains("exists; not overwritten (give --force"),
        "{err}"
    );
    assert_eq!(fs::read_to_string(&pgn).unwrap(), "mine");
    let mut forced = args.to_vec();
    forced.push("--force");
    let (code, _, err) = run(&forced, b"");
    assert_eq!(code, 0, "{err}");
    assert!(
        fs::read_to_string(&pgn)
            .unwrap()
            .contains("[White \"Anna Blind\"]")
    );
    let _ = fs::remove_dir_all(&dir);
}

#[test]
fn an_endless_file_is_refused() {
    if !std::path::Path::new("/dev/zero").exists() {
        return;
    }
    let (code, _, err) = run(&["session", "run", "/dev/zero"], b"");
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("not a regular file (a device)"), "{err}");
}

/// Issue 23: a FIFO given as a file would block its open for ever; it is refused at once, as
/// the settings, a session script, a PGN or a journal to resume.
#[cfg(target_os = "linux")]
#[test]
fn a_fifo_is_refused_at_once_wherever_a_file_is_read() {
    let dir = tempfile::tempdir().expect("temp dir");
    let fifo = dir.path().join("pipe");
    let pgn = dir.path().join("pipe.pgn");
    for path in [&fifo, &pgn] {
        let made = Command::new("mkfifo").arg(path).status().expect("mkfifo");
        assert!(made.success());
    }
    let (fifo, pgn) = (fifo.to_str().unwrap(), pgn.to_str().unwrap());
    let journal = dir.path().join("g.journal");
    let journal = journal.to_str().unwrap();
    for args in [
        vec![
            "game",
            "--control",
            "5",
            "--journal",
            journal,
            "--config",
            fifo,
        ],
        vec!["session", "run", fifo],
        vec!["clock", "--control", "5", "--script", fifo],
        vec!["resume", pgn],
        vec!["resume", fifo],
        vec!["--reader", "--resume", fifo],
    ] {
        // Nothing writes to the FIFO: a program that opened it would wait for ever, and the
        // test with it; none does.
        let (code, out, err) = run(&args, b"quit\n");
        assert_ne!(code, 0, "{args:?}: {out}{err}");
        assert!(
            err.contains("not a regular file (a FIFO)")
                || out.contains("not a regular file (a FIFO)"),
            "{args:?}: {out}{err}"
        );
    }
}

/// Issue 23: a name with a line break is refused at the option, quoted with the break
/// escaped; one from the settings file never splits the score in two.
#[test]
fn a_line_break_in_a_name_never_reaches_the_score() {
    let dir = tempfile::tempdir().expect("temp dir");
    let journal = dir.path().join("g.journal");
    let journal = journal.to_str().unwrap();
    for option in ["--white", "--black", "--event", "--site", "--round"] {
        let (code, out, err) = run(
            &[
                "game",
                "--control",
                "5",
                "--journal",
                journal,
                option,
                "Anna\n[Black \"x\"]",
            ],
            b"quit\n",
        );
        assert_eq!(code, 2, "{option}: {out}{err}");
        assert!(
            err.contains("“Anna\\n[Black \"x\"]”") && err.contains("one line"),
            "{err}"
        );
    }
    let (code, _, err) = run(&["--reader", "--no-journal", "--white", "A\rB"], b"quit\n");
    assert_eq!(code, 2, "{err}");
    let config = dir.path().join("config.toml");
    fs::write(
        &config,
        "[game]\nwhite = \"Anna\\n\\n1. d4 *\"\nblack = \"Bert\"\nevent = \"Club\"\n",
    )
    .unwrap();
    let (code, out, err) = run(
        &[
            "game",
            "--control",
            "5",
            "--journal",
            journal,
            "--config",
            config.to_str().unwrap(),
        ],
        b"pgn\nquit\n",
    );
    assert_eq!(code, 0, "{out}{err}");
    // `annabella game` reads the settings file's names as the table does.
    assert!(out.contains("[White \"Anna  1. d4 *\"]"), "{out}");
    assert!(
        out.contains("[Black \"Bert\"]") && out.contains("[Event \"Club\"]"),
        "{out}"
    );
    assert_eq!(out.matches("[Event ").count(), 1, "{out}");
}

/// Issue 23: an argument echoed in a message is quoted short, its control characters escaped.
#[test]
fn an_argument_is_echoed_short_and_escaped() {
    let long = "x".repeat(100_000);
    for args in [
        vec!["game", "--control", long.as_str()],
        vec!["game", "--control", "5", "--lang", long.as_str()],
        vec!["game", "--control", "5", "--seconds-below", long.as_str()],
        vec!["parse", long.as_str()],
        vec!["resume", "x.pgn", "--white-clock", long.as_str()],
    ] {
        let (code, out, err) = run(&args, b"");
        assert_ne!(code, 0, "{}", &err[..err.len().min(300)]);
        assert!(
            err.len() + out.len() < 1_000,
            "{} bytes: {}",
            err.len(),
            &err[..300]
        );
    }
    let (_, _, err) = run(&["game", "--control", "9\u{1b}[2J\n"], b"");
    assert!(
        err.contains("“9\\u{1b}[2J”") && !err.contains('\u{1b}'),
        "{err:?}"
    );
}

/// Issue 23: a journal copied through a system with CRLF line ends is read, not taken for
/// another kind of journal.
#[test]
fn a_journal_with_crlf_line_ends_resumes() {
    let dir = tempfile::tempdir().expect("temp dir");
    let journal = dir.path().join("g.journal");
    let path = journal.to_str().unwrap();
    let (code, out, err) = run(
        &["game", "--control", "5", "--journal", path],
        b"start\ne4\ne5\nquit\n",
    );
    assert_eq!(code, 0, "{out}{err}");
    let text = fs::read_to_string(&journal).unwrap();
    fs::write(&journal, text.replace('\n', "\r\n")).unwrap();
    let (code, out, err) = run(&["resume", path], b"resume\nNf3\nquit\n");
    assert_eq!(code, 0, "{out}{err}");
    assert!(
        out.contains("plies=2") && out.contains("ok 2. Nf3"),
        "{out}{err}"
    );
}

/// Issue 23: a `[%clk]` beyond what any clock holds is refused, naming the game and the move.
#[test]
fn an_impossible_clock_time_names_the_game_and_move() {
    let dir = tempfile::tempdir().expect("temp dir");
    let pgn = dir.path().join("two.pgn");
    fs::write(
        &pgn,
        "[Event \"a\"]\n\n1. e4 *\n\n[Event \"b\"]\n[TimeControl \"60\"]\n\n\
         1. e4 {[%clk 0:59:00]} e5 {[%clk 5124095576030431:00:00]} *\n",
    )
    .unwrap();
    let (code, _, err) = run(&["resume", pgn.to_str().unwrap(), "--game", "2"], b"");
    assert_eq!(code, 1, "{err}");
    assert!(
        err.contains("game 2: move 1... e5: bad [%clk") && err.contains("more than 1000 hours"),
        "{err}"
    );
}

#[test]
fn the_table_pgn_names_the_players_and_dates_the_game_and_is_not_overwritten() {
    let dir = scratch("table");
    let pgn = dir.join("t.pgn");
    let path = pgn.to_str().unwrap();
    let args = [
        "--reader",
        "--no-speech",
        "--no-journal",
        "--pgn",
        path,
        "--white",
        "Anna",
        "--black",
        "Hector",
        "--event",
        "Club",
    ];
    let (code, out, err) = run(&args, b"");
    assert_eq!(code, 0, "{out}{err}");
    let text = fs::read_to_string(&pgn).unwrap();
    assert!(
        text.contains("[White \"Anna\"]\n[Black \"Hector\"]"),
        "{text}"
    );
    assert!(text.contains("[Event \"Club\"]"), "{text}");
    assert!(!text.contains("[Date \"????.??.??\"]"), "{text}");
    // Before the game starts, not after it.
    let (code, out, err) = run(&args, b"");
    assert_eq!(code, 2, "{out}{err}");
    assert!(
        err.contains("exists; not overwritten (give --force"),
        "{err}"
    );
    assert!(out.is_empty(), "{out}");
    let mut forced = args.to_vec();
    forced.push("--force");
    let (code, _, err) = run(&forced, b"");
    assert_eq!(code, 0, "{err}");
    let _ = fs::remove_dir_all(&dir);
}

const NULLS: &str = "[Event \"Analysis\"]\n[TimeControl \"300+3\"]\n\n\
    1. e4 {[%clk 0:05:00]} 0000 {[%clk 0:05:00]} 2. Nf3 {[%clk 0:04:58]} Z0 *\n";

#[test]
fn a_score_with_null_moves_resumes_and_its_journal_replays_them() {
    let dir = scratch("nulls");
    let pgn = dir.join("nulls.pgn");
    fs::write(&pgn, NULLS).unwrap();
    let journal = dir.join("n.journal");
    let (code, out, err) = run(
        &[
            "resume",
            pgn.to_str().unwrap(),
            "--calls",
            "none",
            "--journal",
            journal.to_str().unwrap(),
        ],
        // After Black's null move White is to move again: d5 is no White move, d4 is.
        b"resume\nd5\nd4\nquit\n",
    );
    assert_eq!(code, 0, "{out}{err}");
    assert!(out.contains("last=2...-- plies=4 to_move=white"), "{out}");
    assert!(out.contains("error: "), "d5 is refused for White:\n{out}");
    assert!(out.contains("ok 3. d4 "), "{out}");
    // The journal brings the game back with its null moves, written as python-chess writes
    // them, and the game goes on from the position after them.
    let (code, out, err) = run(
        &["resume", journal.to_str().unwrap()],
        b"pgn\nresume\nd5\nquit\n",
    );
    assert_eq!(code, 0, "{out}{err}");
    assert!(out.contains("last=3.d4 plies=5 to_move=black"), "{out}");
    let flat = out.replace('\n', " ");
    assert!(
        flat.contains(
            "1. e4 {[%clk 0:05:00]} 1... -- {[%clk 0:05:00]} 2. Nf3 {[%clk 0:04:58]} 2... --"
        ),
        "{out}"
    );
    assert!(out.contains("ok 3... d5 "), "{out}");
    let _ = fs::remove_dir_all(&dir);
}

/// A score taken up in line mode goes on at one board in the table's own line mode, with review
/// commands, the null moves said plainly and a clock left for the arbiter to set.
#[test]
fn a_score_resumed_in_line_mode_plays_at_one_board() {
    let dir = scratch("reader");
    let pgn = dir.join("nulls.pgn");
    fs::write(&pgn, "[Event \"x\"]\n[Result \"*\"]\n\n1. e4 -- 2. d4 *\n").unwrap();
    let journal = dir.join("r.journal");
    let (code, out, err) = run(
        &[
            "resume",
            pgn.to_str().unwrap(),
            "--control",
            "90+30",
            "--journal",
            journal.to_str().unwrap(),
            "--reader",
        ],
        b"moves\narbiter: set-clock white 1:00:00\narbiter: set-clock black 1:00:00\narbiter: resume\nd5\nquit\nyes\n",
    );
    assert_eq!(code, 0, "{out}{err}");
    assert!(err.contains("The score gives no clock times"), "{err}");
    assert!(
        out.contains("Last move: Bauer David zwei David vier. Black to move."),
        "{out}"
    );
    assert!(
        out.contains("1. Black: null move (no piece moved; the turn passed)"),
        "{out}"
    );
    assert!(
        !out.contains("ok "),
        "the table's line mode, not ok lines:\n{out}"
    );
    // Black's d5 is made at one board and kept in the journal.
    let kept = fs::read_to_string(&journal).unwrap();
    assert!(kept.contains(r#""uci":"d7d5""#), "{kept}");
    let _ = fs::remove_dir_all(&dir);
}

#[test]
fn a_null_move_while_in_check_is_refused_at_its_line() {
    let dir = scratch("null-check");
    let pgn = dir.join("check.pgn");
    fs::write(
        &pgn,
        "[TimeControl \"300\"]\n\n1. e4 e5 2. Qh5 Nc6\n3. Qxf7+ -- *\n",
    )
    .unwrap();
    let journal = dir.join("never.journal");
    let (code, out, err) = run(
        &[
            "resume",
            pgn.to_str().unwrap(),
            "--calls",
            "none",
            "--journal",
            journal.to_str().unwrap(),
        ],
        b"quit\n",
    );
    assert_eq!(code, 1, "{out}{err}");
    assert!(
        err.contains(
            "line 4: move 3... --: a null move (--) cannot stand here: the side to move is in check"
        ),
        "{err}"
    );
    assert!(!journal.exists(), "nothing was started");
    let _ = fs::remove_dir_all(&dir);
}

#[test]
fn a_finished_game_resumed_says_it_is_over() {
    let dir = scratch("over");
    let pgn = dir.join("won.pgn");
    fs::write(
        &pgn,
        "[White \"A\"]\n[Black \"B\"]\n[Result \"1-0\"]\n[TimeControl \"300+3\"]\n\n1. e4 e5 1-0\n",
    )
    .expect("write");
    let journal = dir.join("won.journal");
    let (code, out, err) = run(
        &[
            "resume",
            pgn.to_str().expect("utf-8"),
            "--journal",
            journal.to_str().expect("utf-8"),
        ],
        b"quit\n",
    );
    assert_eq!(code, 0, "{out}{err}");
    let resumed = out
        .lines()
        .find(|l| l.starts_with("resumed "))
        .expect("resumed");
    assert!(
        resumed.ends_with("over=1-0 (white wins recorded)"),
        "{resumed}"
    );
    let _ = fs::remove_dir_all(&dir);
}

/// Issue 22, item 6: a PGN without clock times never invents them: `time` says they are not
/// known, the clock does not run on them, and once the arbiter sets them the time used follows;
/// the journal brings the same back.
#[test]
fn a_score_without_clock_times_leaves_them_unknown_until_the_arbiter_sets_them() {
    let dir = scratch("unknown-clocks");
    let pgn = dir.join("pc2.pgn");
    fs::write(
        &pgn,
        TWO_GAMES
            .replace("{[%clk 1:59:50]} ", "")
            .replace("{[%clk 1:59:40]} ", ""),
    )
    .unwrap();
    let journal = dir.join("u.journal");
    let (p, j) = (pgn.to_str().unwrap(), journal.to_str().unwrap());
    let (code, out, err) = run(
        &[
            "resume",
            p,
            "--game",
            "2",
            "--control",
            "10+5",
            "--journal",
            j,
        ],
        b"time\nresume\nset white 0:09:00\ntime\nquit\n",
    );
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("ok time white=unknown black=unknown"), "{out}");
    assert!(
        out.contains("say: White: time not known; the arbiter sets it. Black: time not known"),
        "{out}"
    );
    assert!(!out.contains("seconds used"), "no time invented: {out}");
    assert!(
        out.contains("error: The score gives no clock times, so White's time is not known"),
        "the clock does not run on an unknown time: {out}"
    );
    assert!(
        out.contains("ok time white=0:09:00.000 black=unknown"),
        "{out}"
    );
    let (code, out, err) = run(&["resume", j], b"time\nquit\n");
    assert_eq!(code, 0, "{err}");
    assert!(
        out.contains("ok time white=0:09:00.000 black=unknown"),
        "{out}"
    );
    let _ = fs::remove_dir_all(&dir);
}
