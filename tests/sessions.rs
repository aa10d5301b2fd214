//! Golden transcripts: every tests/data/sessions/*.script runs through the table and its
//! transcript, final JSON line and error must equal the .out file beside it. Run with
//! `UPDATE_GOLDEN=1` to rewrite the .out files after an intended change, then review the diff.

use std::{fs, path::Path};

use annabella::scripted as script;

fn render(run: &script::Run) -> String {
    let mut out = run.transcript.join("\n");
    out.push('\n');
    out.push_str(&run.summary);
    out.push('\n');
    if let Some(e) = &run.error {
        out.push_str(&format!("error: {e}\n"));
    }
    out
}

#[test]
fn golden_transcripts() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/sessions");
    let mut scripts: Vec<_> = fs::read_dir(&dir)
        .expect("tests/data/sessions exists")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "script"))
        .collect();
    scripts.sort();
    assert!(scripts.len() >= 8, "only {} scripts", scripts.len());
    let update = std::env::var_os("UPDATE_GOLDEN").is_some();
    let mut failures = Vec::new();
    for path in scripts {
        let got = render(&script::run(
            &fs::read_to_string(&path).expect("readable script"),
        ));
        let golden = path.with_extension("out");
        if update {
            fs::write(&golden, &got).expect("write golden file");
            continue;
        }
        let want = fs::read_to_string(&golden).unwrap_or_default();
        if got != want {
            let first = got
                .lines()
                .zip(want.lines())
                .position(|(a, b)| a != b)
                .unwrap_or(0);
            failures.push(format!(
                "{}: differs at line {}:\n  got:  {}\n  want: {}",
                path.display(),
                first + 1,
                got.lines().nth(first).unwrap_or(""),
                want.lines().nth(first).unwrap_or("")
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn bad_scripts_name_the_line_and_keep_what_was_recorded() {
    let run =
        script::run("control: 90+30\n0:00:05 blind: Eva vier\n0:00:06 blind: confirm\nnonsense\n");
    let error = run.error.expect("an error");
    assert_eq!(error.line, 4, "{error}");
    assert!(
        run.summary.contains("\"blind\":[\"e4\"]"),
        "{}",
        run.summary
    );

    let run = script::run("control: 90+30\n0:00:05 judge: Eva vier\n");
    assert_eq!(run.error.map(|e| e.line), Some(2));

    let run = script::run("control: 90+30\n0:00:05 blind: Eva vier\n0:00:04 blind: confirm\n");
    let error = run.error.expect("time going back is an error");
    assert!(error.message.contains("earlier"), "{error}");

    let run = script::run("control: ninety\n0:00:05 blind: Eva vier\n");
    assert_eq!(run.error.map(|e| e.line), Some(1));

    let run = script::run("control: 90+30\n0:00:05 arbiter: Eva vier\n");
    assert_eq!(run.error.map(|e| e.line), Some(2));
}

#[test]
fn the_binary_exits_1_on_a_bad_script_and_still_prints_the_state() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/sessions");
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_annabella"))
        .args(["session", "run"])
        .arg(dir.join("bad-seat.script"))
        .output()
        .expect("the binary runs");
    assert_eq!(out.status.code(), Some(1));
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        stdout
            .lines()
            .last()
            .is_some_and(|l| l.starts_with("{\"boards\"")),
        "{stdout}"
    );
    assert!(String::from_utf8_lossy(&out.stderr).contains("line 9"));
}

#[test]
fn with_start_wait_the_clock_waits_for_a_start_line() {
    let run = script::run(
        "control: 90+30\nstart: wait\n0:00:05 blind: time?\n0:01:00 arbiter: start\n0:01:30 blind: time?\n",
    );
    assert_eq!(run.error, None);
    let started: Vec<&String> = run
        .transcript
        .iter()
        .filter(|l| l.contains("The clock is started"))
        .collect();
    assert!(
        !started.is_empty() && started.iter().all(|l| l.starts_with("0:01:00")),
        "{:?}",
        run.transcript
    );
    // White's clock ran from 0:01:00 only.
    let last = run.transcript.last().expect("a line");
    assert!(
        last.starts_with("0:01:30") && last.contains("30 seconds used"),
        "{last}"
    );
    let run = script::run("control: 90+30\nstart: later\n0:00:05 blind: Eva vier\n");
    assert_eq!(run.error.map(|e| e.line), Some(2));
}

#[test]
fn each_seat_reads_its_own_language_at_one_table() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/sessions");
    let run = script::run(
        &fs::read_to_string(dir.join("three-languages.script")).expect("readable script"),
    );
    assert!(run.error.is_none(), "{:?}", run.error);
    let seat = |s| script::seat_lines(&run.transcript, s);
    let (blind, sighted, arbiter) = (
        seat(annabella::table::Seat::Blind),
        seat(annabella::table::Seat::Sighted),
        seat(annabella::table::Seat::Arbiter),
    );
    assert_eq!(
        blind.len() + sighted.len() + arbiter.len(),
        run.transcript.len(),
        "every line belongs to one seat"
    );
    let has = |lines: &[String], word: &str| lines.iter().any(|l| l.contains(word));
    assert!(
        has(&blind, "Turniermodus") && has(&blind, "Bestätigen oder zurücknehmen?"),
        "{blind:#?}"
    );
    assert!(
        has(&sighted, "Modo torneo") && has(&sighted, "¿Confirmar o retirar?"),
        "{sighted:#?}"
    );
    assert!(
        has(&arbiter, "Tournament mode") && has(&arbiter, "Black's clock"),
        "{arbiter:#?}"
    );
    // The Appendix D words are the same German words for every seat.
    assert!(has(&blind, "Bauer David sieben David fünf"));
    assert!(has(&sighted, "Springer Gustav eins Felix drei"));
}

#[test]
fn the_binary_prints_one_seats_transcript() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/sessions");
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_annabella"))
        .args(["session", "run", "--seat", "blind"])
        .arg(dir.join("three-languages.script"))
        .output()
        .expect("the binary runs");
    assert_eq!(out.status.code(), Some(0));
    let stdout = String::from_utf8_lossy(&out.stdout);
    let mut lines: Vec<&str> = stdout.lines().collect();
    assert!(lines.pop().is_some_and(|l| l.starts_with("{\"boards\"")));
    assert!(!lines.is_empty());
    assert!(
        lines
            .iter()
            .all(|l| l.split(' ').nth(1).is_some_and(|s| s.starts_with("blind"))),
        "{stdout}"
    );
}

#[test]
fn the_sealed_move_reaches_no_seat_before_the_envelope_is_opened() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/sessions");
    let run = script::run(&fs::read_to_string(dir.join("adjourn.script")).expect("readable"));
    assert!(run.error.is_none(), "{:?}", run.error);
    let before_opening = |line: &&String| line.as_str() < "0:30:00";
    let sealed = |line: &String| line.contains("Bella eins Cesar drei") || line.contains("Nc3");
    for seat in [
        annabella::table::Seat::Blind,
        annabella::table::Seat::Arbiter,
    ] {
        let lines = script::seat_lines(&run.transcript, seat);
        let leaked: Vec<&String> = lines
            .iter()
            .filter(before_opening)
            .filter(|l| sealed(l) && !l.contains(" FILE envelope: "))
            .collect();
        assert!(leaked.is_empty(), "{seat}: {leaked:#?}");
    }
    // The sealer alone heard it read back; the arbiter's file holds it.
    assert!(
        run.transcript
            .iter()
            .any(|l| l.contains("sighted: Ruch w kopercie: Springer Bella eins Cesar drei"))
    );
    assert!(
        run.transcript
            .iter()
            .any(|l| l.contains("arbiter FILE envelope: Sealed move: Nc3"))
    );
}
