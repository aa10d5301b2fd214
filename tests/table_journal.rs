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
    let (mut child, mut stdin, rx) = spawn_reader(&journal);
    let wait_for = |text: &str| loop {
        let line = rx
            .recv_timeout(Duration::from_secs(20))
            .expect("the binary answers");
        if line.contains(text) {
            return;
        }
    };
    for line in [
        // The clock waits for the arbiter's start (6.6), as a DGT clock does.
        "arbiter: start",
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
    assert!(text.contains("sighted: The clock is paused."), "{text}");
    assert!(text.contains("arbiter: Play resumes."), "{text}");
    // The move entered is journaled sealed for its seat; its confirmation reveals it.
    let journal_text = std::fs::read_to_string(&journal).unwrap();
    assert!(
        journal_text
            .lines()
            .any(|l| l.contains("\"action\":\"confirm\"") && l.contains("\"revealed\":\"d5\"")),
        "{journal_text}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// The binary in line mode writing its journal to `journal`: its standard input, and a
/// receiver of its output lines.
fn spawn_reader(
    journal: &std::path::Path,
) -> (
    std::process::Child,
    std::process::ChildStdin,
    mpsc::Receiver<String>,
) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_annabella"))
        .args(["--reader", "--no-speech", "--journal"])
        .arg(journal)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let stdin = child.stdin.take().unwrap();
    let (tx, rx) = mpsc::channel();
    let stdout = child.stdout.take().unwrap();
    std::thread::spawn(move || {
        for line in BufReader::new(stdout).lines().map_while(Result::ok) {
            let _ = tx.send(line);
        }
    });
    (child, stdin, rx)
}

/// Runs `annabella` with its data directory in `data`, `input` on standard input; returns
/// (exit code, stdout and stderr together).
fn run_in(data: &std::path::Path, args: &[&str], input: &str) -> (i32, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_annabella"))
        .args(args)
        .env("XDG_DATA_HOME", data)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let _ = child.stdin.take().unwrap().write_all(input.as_bytes());
    let out = child.wait_with_output().unwrap();
    let mut text = String::from_utf8_lossy(&out.stdout).into_owned();
    text.push_str(&String::from_utf8_lossy(&out.stderr));
    (out.status.code().unwrap_or(-1), text)
}

fn scratch(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("annabella-tj-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// The journals in the default folder under `data`, oldest name first.
fn journals(data: &std::path::Path) -> Vec<std::path::PathBuf> {
    let mut found: Vec<_> = std::fs::read_dir(data.join("annabella/journals"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "journal"))
        .collect();
    found.sort();
    found
}

const TWO_PLIES: &str = "arbiter: start\nSpringer Felix drei\nconfirm\npress\nsighted: Nf3\nsighted: d5\nsighted: confirm\nquit\n";

#[test]
fn two_tables_started_together_both_run_each_with_its_own_journal() {
    let data = scratch("two");
    let start = || {
        let data = data.clone();
        std::thread::spawn(move || run_in(&data, &["--reader", "--no-speech"], TWO_PLIES))
    };
    // Started at once: in the same second (the names alone used to collide then).
    let (a, b) = (start(), start());
    for (code, out) in [a.join().unwrap(), b.join().unwrap()] {
        assert_eq!(code, 0, "{out}");
        assert!(
            out.contains("This game is kept in "),
            "told at the start: {out}"
        );
        assert!(
            out.contains("To go on with it: annabella resume "),
            "told on quitting: {out}"
        );
    }
    let files = journals(&data);
    assert_eq!(files.len(), 2, "{files:?}");
    let headers: Vec<String> = files
        .iter()
        .map(|f| {
            std::fs::read_to_string(f)
                .unwrap()
                .lines()
                .next()
                .unwrap()
                .to_owned()
        })
        .collect();
    assert_ne!(headers[0], headers[1], "each table has its own ids");
    assert!(headers[0].contains(r#""format":4,"records":"table","table":""#));
    let _ = std::fs::remove_dir_all(&data);
}

/// A table journal of two plies under `data`, and its bytes.
fn two_plies(data: &std::path::Path) -> (std::path::PathBuf, Vec<u8>) {
    let before =
        std::fs::read_dir(data.join("annabella/journals")).map_or(0, |_| journals(data).len());
    let (code, out) = run_in(data, &["--reader", "--no-speech"], TWO_PLIES);
    assert_eq!(code, 0, "{out}");
    let path = out
        .lines()
        .find_map(|l| l.strip_prefix("blind: This game is kept in "))
        .and_then(|p| p.strip_suffix('.'))
        .map(std::path::PathBuf::from)
        .unwrap();
    assert_eq!(journals(data).len(), before + 1);
    let bytes = std::fs::read(&path).unwrap();
    (path, bytes)
}

fn last_line_start(bytes: &[u8]) -> usize {
    bytes[..bytes.len() - 1]
        .iter()
        .rposition(|b| *b == b'\n')
        .unwrap()
        + 1
}

#[test]
fn a_damaged_last_record_is_reported_and_kept_aside_on_resume() {
    let data = scratch("torn");
    let (path, mut bytes) = two_plies(&data);
    let last = last_line_start(&bytes);
    bytes[last + 20] ^= 0x01;
    std::fs::write(&path, &bytes).unwrap();
    let file = path.to_str().unwrap();
    let (code, out) = run_in(
        &data,
        &["--resume", file, "--reader", "--no-speech"],
        "quit\n",
    );
    assert_eq!(code, 0, "{out}");
    // The line keeps its end: damaged after it was written, perhaps a confirmed record.
    assert!(
        out.contains(&format!("line 8 (byte {last}) is whole but damaged"))
            && out.contains("check the last move against both scoresheets"),
        "{out}"
    );
    assert!(out.contains("checksum mismatch"), "{out}");
    let aside = format!("{file}.torn-{last}");
    assert!(out.contains(&format!("kept aside in {aside}.")), "{out}");
    assert_eq!(
        std::fs::read(&aside).unwrap(),
        &bytes[last..],
        "kept, byte for byte"
    );
    // The last move, whose turn it is and the clocks are told.
    assert!(
        out.contains("blind: Last move: Springer Gustav eins Felix drei. Black to move. White: "),
        "{out}"
    );
    // The journal goes on after its last good record, and reads back whole.
    let (code, out) = run_in(
        &data,
        &["--resume", file, "--reader", "--no-speech"],
        "quit\n",
    );
    assert_eq!(code, 0, "{out}");
    assert!(!out.contains("was cut off"), "{out}");
    let _ = std::fs::remove_dir_all(&data);
}

/// Resuming tells the game's last move even when the blind player had not yet repeated it: it is
/// the move the blind player still owes.
#[test]
fn resume_tells_the_opponents_move_not_yet_repeated() {
    let data = scratch("owed");
    let (code, out) = run_in(
        &data,
        &["--reader", "--no-speech"],
        "arbiter: start\nSpringer Felix drei\nconfirm\npress\nsighted: Nf3\nsighted: d5\nsighted: confirm\nsighted: press\nquit\nyes\n",
    );
    assert_eq!(code, 0, "{out}");
    let path = journals(&data).pop().unwrap();
    let (code, out) = run_in(
        &data,
        &[
            "--resume",
            path.to_str().unwrap(),
            "--reader",
            "--no-speech",
        ],
        "quit\nyes\n",
    );
    assert_eq!(code, 0, "{out}");
    assert!(
        out.contains("blind: Last move: Bauer David sieben David f"),
        "{out}"
    );
    // Tournament mode: the player is not told the number of moves unasked (Article 12.6).
    let told = out.lines().find(|l| l.contains("Last move")).unwrap();
    assert!(
        !told.contains("ply") && !told.contains("completed"),
        "{told}"
    );
    assert!(out.contains("White to move."), "{out}");
    let _ = std::fs::remove_dir_all(&data);
}

#[test]
fn a_duplicated_or_foreign_record_is_refused() {
    let data = scratch("refused");
    let (path, bytes) = two_plies(&data);
    let file = path.to_str().unwrap();
    let last = last_line_start(&bytes);
    let mut doubled = bytes.clone();
    doubled.extend_from_slice(&bytes[last..]);
    std::fs::write(&path, &doubled).unwrap();
    let (code, out) = run_in(
        &data,
        &["--resume", file, "--reader", "--no-speech"],
        "quit\n",
    );
    assert_ne!(code, 0, "{out}");
    assert!(
        out.contains("line 9 repeats record 7 (line 8): a duplicated record is refused"),
        "{out}"
    );
    // A record of another table's game, added at the end.
    let (other, other_bytes) = two_plies(&data);
    assert_ne!(other, path);
    let mut mixed = bytes.clone();
    let foreign = &other_bytes[last_line_start(&other_bytes)..];
    let json = String::from_utf8_lossy(foreign).replace(r#""seq":7"#, r#""seq":8"#);
    let json = json.trim_end().split_once(' ').unwrap().1.to_owned();
    mixed
        .extend_from_slice(format!("{:08x} {json}\n", crc32fast::hash(json.as_bytes())).as_bytes());
    std::fs::write(&path, &mixed).unwrap();
    let (code, out) = run_in(
        &data,
        &["--resume", file, "--reader", "--no-speech"],
        "quit\n",
    );
    assert_ne!(code, 0, "{out}");
    assert!(out.contains("line 9 belongs to game "), "{out}");
    assert!(
        out.contains("a record from another journal is refused"),
        "{out}"
    );
    let _ = std::fs::remove_dir_all(&data);
}

#[test]
fn resume_passes_over_a_journal_that_never_got_its_header() {
    let data = scratch("headerless");
    let (path, _) = two_plies(&data);
    let dir = path.parent().unwrap();
    let empty = dir.join("table-99999999-999999-0000000000000000.journal");
    std::fs::write(&empty, b"3f2a").unwrap();
    let later = std::fs::metadata(&path).unwrap().modified().unwrap() + Duration::from_secs(60);
    std::fs::File::options()
        .write(true)
        .open(&empty)
        .unwrap()
        .set_modified(later)
        .unwrap();
    let (code, out) = run_in(&data, &["resume", "--reader"], "quit\n");
    assert_eq!(code, 0, "{out}");
    assert!(
        out.contains(&format!(
            "skipped {}: it has no complete header (the game never started in it)",
            empty.display()
        )),
        "{out}"
    );
    assert!(
        out.contains("Last move: "),
        "the started one is resumed: {out}"
    );
    let _ = std::fs::remove_dir_all(&data);
}

/// Issue 15: the program is killed with SIGKILL between the sealing of an adjourned game and its
/// resumption; brought back from its journal, the envelope is still with the arbiter, the sealed
/// move is still secret, and opening the envelope plays and announces it.
#[test]
fn kill_9_between_sealing_and_resumption_keeps_the_sealed_move() {
    let dir = scratch("sealed");
    let journal = dir.join("adjourned.journal");
    let bin = env!("CARGO_BIN_EXE_annabella");
    let (mut child, mut stdin, rx) = spawn_reader(&journal);
    let mut seen = Vec::new();
    let mut wait_for = |text: &str| loop {
        let line = rx
            .recv_timeout(Duration::from_secs(20))
            .unwrap_or_else(|_| panic!("no '{text}' in {seen:#?}"));
        let found = line.contains(text);
        seen.push(line);
        if found {
            return;
        }
    };
    for line in [
        "arbiter: start",
        "e4",
        "confirm",
        "press",
        "sighted: e4",
        "sighted: e5",
        "sighted: confirm",
        "sighted: press",
        "Eva fuenf",
        "arbiter: adjourn 2026-11-24 10:00, hall B",
        "seal Nf3",
        "press",
    ] {
        writeln!(stdin, "{line}").unwrap();
    }
    // Told only once the press that closes the envelope is on disk.
    wait_for("blind: The blind player has sealed the move");
    // Where the envelope is, not what it holds.
    wait_for("blind: The envelope (the sealed move, for the arbiter only) is written in ");
    child.kill().unwrap();
    child.wait().unwrap();
    let envelope = std::fs::read_to_string(dir.join("adjourned.journal.envelope.txt"))
        .expect("the envelope file for the arbiter");
    assert!(envelope.contains("Nf3"), "{envelope}");

    let out = Command::new(bin)
        .args(["--reader", "--no-speech", "--seat", "sighted", "--resume"])
        .arg(&journal)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .and_then(|mut c| {
            c.stdin
                .take()
                .unwrap()
                .write_all(b"arbiter: open-envelope\nquit\nyes\n")?;
            c.wait_with_output()
        })
        .unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    let (before, after) = text
        .split_once("The envelope is opened")
        .unwrap_or_else(|| panic!("the envelope is opened after the resumption:\n{text}"));
    assert!(
        !before.contains("Felix drei"),
        "the sealed move stays secret until the envelope is opened:\n{text}"
    );
    assert!(
        after.contains("sighted: Springer Gustav eins Felix drei"),
        "the sealed move is announced to the other seat:\n{text}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// The table in a journal, replayed, with the stamp of its last record.
fn replayed(journal: &std::path::Path) -> (annabella::table::Table, annabella::game::Stamp) {
    let bytes = std::fs::read(journal).unwrap();
    let recovered = annabella::table::journal::recover(&bytes).unwrap();
    annabella::table::journal::replay(&recovered, annabella::ids::Ids::default()).unwrap()
}

/// Issue 22, item 5: quitting a table charges the running clock at the quit: the time Black
/// thought before the quit is not given back at the resumption.
#[test]
fn quitting_charges_the_running_clock() {
    let dir = scratch("quit-charges");
    let journal = dir.join("quit.journal");
    let (mut child, mut stdin, rx) = spawn_reader(&journal);
    for line in ["arbiter: start", "e4", "confirm", "press"] {
        writeln!(stdin, "{line}").unwrap();
    }
    loop {
        let line = rx.recv_timeout(Duration::from_secs(20)).unwrap();
        if line.contains("Clock pressed") {
            break;
        }
    }
    // Black thinks for two seconds at least; then the table is quit.
    std::thread::sleep(Duration::from_secs(2));
    writeln!(stdin, "quit\nyes").unwrap();
    drop(stdin);
    assert!(child.wait().unwrap().success());
    let (table, last) = replayed(&journal);
    let reading = table.game().reading(last.at);
    assert!(
        reading.used.black >= Duration::from_secs(2),
        "Black's time before the quit: {reading:?}"
    );
    assert_eq!(reading.running, None, "the clock is stopped at the quit");
    let _ = std::fs::remove_dir_all(&dir);
}

/// Issue 22, item 5: after a crash with a clock running, every seat is told when the clock was
/// last known to run and how much time no record accounts for; the clock stays stopped for the
/// arbiter (6.11).
#[test]
fn after_a_crash_every_seat_hears_the_time_no_record_accounts_for() {
    let dir = scratch("crash-down-time");
    let journal = dir.join("crash.journal");
    let (mut child, mut stdin, rx) = spawn_reader(&journal);
    for line in ["arbiter: start", "e4", "confirm", "press"] {
        writeln!(stdin, "{line}").unwrap();
    }
    loop {
        let line = rx.recv_timeout(Duration::from_secs(20)).unwrap();
        if line.contains("Clock pressed") {
            break;
        }
    }
    child.kill().unwrap();
    child.wait().unwrap();
    std::thread::sleep(Duration::from_millis(1100));
    let out = Command::new(env!("CARGO_BIN_EXE_annabella"))
        .args(["--reader", "--no-speech", "--resume"])
        .arg(&journal)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .and_then(|mut c| {
            c.stdin
                .take()
                .unwrap()
                .write_all(b"seat sighted\nseat arbiter\nquit\nyes\n")?;
            c.wait_with_output()
        })
        .unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        text.contains(
            "blind ALERT: The program stopped while Black's clock was running: its last record is from "
        ),
        "{text}"
    );
    assert!(text.contains("and no record accounts for the "), "{text}");
    // The arbiter's log has it, with the time (at least the second slept).
    let (table, last) = replayed(&journal);
    assert_eq!(table.game().reading(last.at).running, None);
    assert!(table.awaits_arbiter_after_crash());
    assert!(table.arbiter_log().iter().any(|(_, e)| matches!(
        e,
        annabella::table::LogEntry::DownTime { side: shakmaty::Color::Black, unaccounted, .. }
            if *unaccounted >= Duration::from_secs(1)
    )));
    let _ = std::fs::remove_dir_all(&dir);
}

/// Issue 22, item 5: a game left while play waits for the arbiter after an illegal move comes
/// back saying so, with the illegal move entered, not the last legal move and a side to move.
#[test]
fn resuming_after_a_pending_illegal_move_says_play_waits_for_the_arbiter() {
    let dir = scratch("pending-illegal");
    let journal = dir.join("illegal.journal");
    let run = |args: &[&str], input: &str| {
        Command::new(env!("CARGO_BIN_EXE_annabella"))
            .args(args)
            .arg(&journal)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .and_then(|mut c| {
                c.stdin.take().unwrap().write_all(input.as_bytes())?;
                c.wait_with_output()
            })
            .map(|o| String::from_utf8_lossy(&o.stdout).into_owned())
            .unwrap()
    };
    let played = run(
        &["--reader", "--no-speech", "--journal"],
        "arbiter: start\ne4\nconfirm\npress\nsighted: e4\nsighted: e5\nsighted: confirm\n\
         sighted: press\nEva fuenf\nKoenig Eva drei\nconfirm\npress\nquit\nyes\n",
    );
    assert!(played.contains("waiting for the arbiter"), "{played}");
    let resumed = run(&["--reader", "--no-speech", "--resume"], "quit\nyes\n");
    let summary = resumed
        .lines()
        .find(|l| l.contains("Last move"))
        .unwrap_or_else(|| panic!("{resumed}"));
    assert!(
        summary.contains("König Eva drei, an illegal move (Article 7.5). Play is stopped: waiting for the arbiter."),
        "{summary}"
    );
    assert!(!summary.contains("to move"), "{summary}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// Issue 22, item 6: `annabella resume FILE --reader` takes the table's options (a
/// screen-reader user without speech, another seat, a PGN, a voice), and quitting prints them
/// back in the command to go on.
#[test]
fn resume_takes_the_options_of_the_table_and_prints_them_back() {
    let dir = scratch("resume-options");
    let journal = dir.join("options.journal");
    let pgn = dir.join("options.pgn");
    let run = |args: &[&str], input: &str| {
        let out = Command::new(env!("CARGO_BIN_EXE_annabella"))
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .and_then(|mut c| {
                c.stdin.take().unwrap().write_all(input.as_bytes())?;
                c.wait_with_output()
            })
            .unwrap();
        let text = String::from_utf8_lossy(&out.stdout).into_owned()
            + &String::from_utf8_lossy(&out.stderr);
        (out.status.code(), text)
    };
    let (j, p) = (journal.to_str().unwrap(), pgn.to_str().unwrap());
    let (code, _) = run(
        &["--reader", "--no-speech", "--journal", j],
        "arbiter: start\ne4\nconfirm\npress\nquit\nyes\n",
    );
    assert_eq!(code, Some(0));
    let (code, text) = run(
        &[
            "resume",
            j,
            "--reader",
            "--no-speech",
            "--seat",
            "arbiter",
            "--pgn",
            p,
            "--voice",
            "en",
        ],
        "quit\nyes\n",
    );
    assert_eq!(code, Some(0), "{text}");
    assert!(text.contains("arbiter: "), "the arbiter's seat: {text}");
    assert!(std::fs::read_to_string(&pgn).unwrap().contains("1. e4"));
    let again = text
        .lines()
        .find(|l| l.contains("To go on with it: "))
        .unwrap_or_else(|| panic!("{text}"));
    assert!(
        again.ends_with(&format!(
            "annabella resume {j} --reader --seat arbiter --voice en --pgn {p} --force --no-speech"
        )),
        "{again}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// A table started in English and resumed with `--lang de` speaks German to every seat at the
/// terminal, as the command printed to go on promises (it was English but for the program's
/// own lines).
#[test]
fn resume_speaks_the_language_asked_for_now() {
    let dir = scratch("resume-lang");
    let journal = dir.join("lang.journal");
    let j = journal.to_str().unwrap();
    let (code, _) = run_in(
        &dir,
        &["--reader", "--no-speech", "--journal", j],
        "arbiter: start\ne4\nconfirm\npress\nquit\nyes\n",
    );
    assert_eq!(code, 0);
    let (code, text) = run_in(
        &dir,
        &["resume", j, "--reader", "--no-speech", "--lang", "de"],
        "seat arbiter\nquit\nyes\n",
    );
    assert_eq!(code, 0, "{text}");
    let german = annabella::i18n::Localizer::builtin(annabella::i18n::Lang::De);
    let english = annabella::i18n::Localizer::builtin(annabella::i18n::Lang::En);
    for key in ["app-recovered", "app-quit"] {
        assert!(text.contains(&german.text(key)), "{key} in German: {text}");
        assert!(
            !text.contains(&english.text(key)),
            "{key} in English: {text}"
        );
    }
    let again = text
        .lines()
        .find(|l| l.contains("annabella resume"))
        .unwrap_or_else(|| panic!("{text}"));
    assert!(again.contains("--lang de"), "{again}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// A journal written by the release before typed actions (format 2: the actions in words) is
/// brought back as that release brought it back, and goes on in the same file.
#[test]
fn a_journal_of_the_previous_release_is_resumed_as_it_is() {
    let dir = scratch("format-2");
    let journal = dir.join("game.journal");
    std::fs::copy("tests/data/journal/table-format-2.journal", &journal).unwrap();
    let path = journal.to_str().unwrap();
    let args = ["--reader", "--no-speech", "--resume", path];
    let (code, text) = run_in(
        &dir,
        &args,
        "blind: last\nblind: time\nseat sighted\nlast\nseat arbiter\nresume\nquit\nquit\n",
    );
    assert_eq!(code, 0, "{text}");
    assert!(text.contains("brought back from its journal"), "{text}");
    // What each seat recorded, and the clock the arbiter set, as that release had them.
    assert!(text.contains("blind: 1. Black: Bauer Cesar vier"), "{text}");
    assert!(
        text.contains("sighted: 1. Black: Bauer David sieben David fünf"),
        "{text}"
    );
    assert!(text.contains("Black: 10 minutes left"), "{text}");
    // The entry added (the arbiter's resume, refused while the boards differ) is typed, after the older ones, and the whole file reads back, again.
    let bytes = std::fs::read(&journal).unwrap();
    let recovered = annabella::table::journal::recover(&bytes).unwrap();
    let last = &recovered.entries.last().unwrap().entry;
    assert_eq!(last.action(), Some(&annabella::table::Action::Resume));
    assert!(
        String::from_utf8_lossy(&bytes)
            .lines()
            .last()
            .unwrap()
            .contains(r#""kind":"seat","seat":"arbiter","action":"resume""#)
    );
    let (code, text) = run_in(&dir, &args, "seat arbiter\nquit\nquit\n");
    assert_eq!(code, 0, "{text}");
    assert!(text.contains("brought back from its journal"), "{text}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// The one-board game's journal of the release before typed actions (format 2) is resumed by
/// `annabella resume` as that release resumed it.
#[test]
fn a_one_board_journal_of_the_previous_release_is_resumed_as_it_is() {
    let dir = scratch("one-board-format-2");
    let journal = dir.join("game.journal");
    std::fs::copy("tests/data/journal/one-board-format-2.journal", &journal).unwrap();
    let (code, text) = run_in(&dir, &["resume", journal.to_str().unwrap()], "quit\n");
    assert_eq!(code, 0, "{text}");
    // The times are the previous release's own answer to the same journal.
    assert!(
        text.contains(
            "last=2.Nf3 plies=3 to_move=black clock=paused white=1:31:29.983 black=1:30:59.021"
        ),
        "{text}"
    );
    let bytes = std::fs::read(&journal).unwrap();
    let recovered = annabella::table::journal::recover(&bytes).unwrap();
    assert_eq!(
        recovered.entries.last().unwrap().entry.action(),
        Some(&annabella::table::Action::Recovered)
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// A joined device's request journal of the release before typed actions cannot go on (its
/// requests' chain was made of their words): `join --resume` names its format and says what to
/// do, before any connection.
#[test]
fn a_device_journal_of_the_previous_release_says_to_join_as_a_new_device() {
    let dir = scratch("device-format-2");
    let journal = dir.join("device.journal");
    std::fs::copy("tests/data/journal/table-format-2.journal", &journal).unwrap();
    let line = |json: &str| format!("{:08x} {json}\n", crc32fast::hash(json.as_bytes()));
    let requests = line(r#"{"seq":0,"format":2,"records":"requests","seat":"sighted"}"#)
        + &line(r#"{"seq":1,"action":"e4"}"#);
    std::fs::write(dir.join("device.journal.requests"), requests).unwrap();
    std::fs::write(dir.join("device.journal.key"), "00".repeat(32)).unwrap();
    let (code, text) = run_in(
        &dir,
        &["join", "--resume", journal.to_str().unwrap(), "127.0.0.1:9"],
        "",
    );
    assert_eq!(code, 2, "{text}");
    assert!(
        text.contains("format 2") && text.contains("--new-device"),
        "{text}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}
