//! `annabella game` (a table at one board) driven through its standard input: the live loop's own timeouts (a flag
//! falls with nobody typing), spoken lines, calls by mode, claims, and errors that record nothing.

use std::{
    fs,
    io::Write,
    path::{Path, PathBuf},
    process::{Command, Stdio},
};

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("annabella-game-{}-{name}", std::process::id()));
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).expect("scratch dir");
    dir
}

/// Runs `annabella game` with `input`; stdin stays open until the program has answered
/// `wait_for` (so the loop's own timeouts fire), then closes. Returns stdout.
fn game(dir: &Path, args: &[&str], input: &str, wait_for: Option<&str>) -> String {
    let journal = dir.join("g.journal");
    let mut child = Command::new(env!("CARGO_BIN_EXE_annabella"))
        .args(["game", "--journal", journal.to_str().expect("utf-8")])
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::inherit())
        .spawn()
        .expect("run annabella");
    let mut stdin = child.stdin.take().expect("stdin");
    stdin.write_all(input.as_bytes()).expect("write");
    let stdout = child.stdout.take().expect("stdout");
    let mut seen = String::new();
    let reader = std::io::BufReader::new(stdout);
    let mut stdin = Some(stdin);
    for line in std::io::BufRead::lines(reader).map_while(Result::ok) {
        seen.push_str(&line);
        seen.push('\n');
        if wait_for.is_some_and(|w| line.contains(w)) {
            stdin.take(); // close: the program quits
        }
    }
    drop(stdin);
    child.wait().expect("wait");
    let _ = fs::remove_file(&journal);
    seen
}

#[test]
fn a_flag_falls_with_nobody_typing() {
    let dir = scratch("flag");
    // Two tenths of a second for White; Black has a bare king: a draw under 6.9.
    let out = game(
        &dir,
        &[
            "--control",
            "0:00.2",
            "--fen",
            "4k3/8/8/8/8/8/8/4K2R w - - 0 1",
            "--lang",
            "es",
        ],
        "start\n",
        Some("event result"),
    );
    // The flag's instant is 0.2 s after the start (whenever the start was handled).
    let flag = out
        .lines()
        .find(|l| l.starts_with("event flag side=white at="))
        .expect("flag line");
    assert!(
        flag.ends_with("white=0:00:00.000 black=0:00:00.200 moves=0/0"),
        "{out}"
    );
    assert!(out.contains("say: Blancas: ha caído la bandera."), "{out}");
    assert!(
        out.contains("event result 1/2-1/2 draw timeout-insufficient white"),
        "{out}"
    );
    assert!(
        out.contains(
            "say: Tablas: a las blancas se les cayó la bandera, pero las negras no pueden dar mate."
        ),
        "{out}"
    );
    let _ = fs::remove_dir_all(&dir);
}

#[test]
fn period_calls_follow_the_mode() {
    let dir = scratch("period");
    let moves = "start\ne4\ne5\ntime\nquit\n";
    // One mode everywhere, tournament by default: calls only when casual play asks for them.
    let casual = game(
        &dir,
        &["--control", "1/5, 5", "--lang", "en", "--mode", "casual"],
        moves,
        None,
    );
    assert!(
        casual.contains("event period side=white period=2 added=0:05:00.000"),
        "{casual}"
    );
    assert!(
        casual.contains("say: White: period 2 begins, 5 minutes added."),
        "{casual}"
    );
    let tournament = game(&dir, &["--control", "1/5, 5", "--lang", "en"], moves, None);
    assert!(
        tournament.contains("event period side=white period=2 added=0:05:00.000"),
        "{tournament}"
    );
    assert!(
        !tournament.contains("period 2 begins"),
        "only requested information: {tournament}"
    );
    // The reading on request is always given.
    assert!(
        tournament.contains("say: White: 10 minutes left, 0 seconds used, 1 move completed."),
        "{tournament}"
    );
    let _ = fs::remove_dir_all(&dir);
}

#[test]
fn claims_and_refusals() {
    let dir = scratch("claims");
    let input = "start\nNf3\nNf6\nNg1\nNg8\nclaim threefold\nNf3\ndraw\nNf6\nNg1\nclaim threefold Ng8\ne4\nquit\n";
    let out = game(
        &dir,
        &["--control", "90+30", "--calls", "none"],
        input,
        None,
    );
    assert!(
        out.contains(
            "event claim-rejected white threefold: the arbiter adds 0:02:00.000 to black (9.5.3)"
        ),
        "{out}"
    );
    assert!(out.contains("ok draw-agreed"), "{out}");
    assert!(out.contains("event result 1/2-1/2 draw agreement"), "{out}");
    assert!(
        out.contains("error: The game is over: Draw by agreement."),
        "{out}"
    );
    let out = game(
        &dir,
        &["--control", "90+30", "--calls", "none"],
        "e4\nstart\nKe2\nresign purple\nquit\n",
        None,
    );
    assert!(
        out.contains("error: The clock has not been started yet."),
        "{out}"
    );
    // Explained as at the table, the square in the Appendix D words.
    assert!(
        out.contains("error: Your own piece stands on Eva zwei."),
        "{out}"
    );
    assert!(
        out.contains("error: 'purple' is not a side (white or black)"),
        "{out}"
    );
    let _ = fs::remove_dir_all(&dir);
}

#[test]
fn the_codec_words_of_every_language_and_a_resignation() {
    let dir = scratch("words");
    let input =
        "Uhr starten\nSpringer Felix drei\nNf6\nnota a spectator spoke\nresign black\nquit\n";
    let out = game(
        &dir,
        &["--control", "90+30", "--calls", "none", "--white", "Anna"],
        input,
        None,
    );
    assert!(out.contains("ok started "), "{out}");
    assert!(out.contains("ok 1. Nf3 "), "{out}");
    assert!(out.contains("ok 1... Nf6 "), "{out}");
    assert!(out.contains("ok note a spectator spoke "), "{out}");
    assert!(out.contains("ok resign black "), "{out}");
    assert!(
        out.contains("event result 1-0 white wins resignation"),
        "{out}"
    );
    let _ = fs::remove_dir_all(&dir);
}

#[test]
fn one_board_on_the_table_line_mode_and_resumed_there() {
    let dir = scratch("reader");
    let journal = dir.join("one.journal");
    let path = journal.to_str().expect("utf-8");
    let (code, out, err) = annabella_in(
        &[
            "--one-board",
            "--reader",
            "--no-speech",
            "--mode",
            "casual",
            "--journal",
            path,
        ],
        "e4\ne5\nconfirm\nclaim threefold\nquit\nyes\n",
    );
    assert_eq!(code, 0, "{out}{err}");
    assert!(
        out.contains("blind: Recorded: Bauer Eva zwei Eva vier."),
        "{out}"
    );
    assert!(
        out.contains("blind: Recorded: Bauer Eva sieben Eva fünf."),
        "{out}"
    );
    assert!(out.contains("blind: Nothing of yours to confirm."), "{out}");
    assert!(
        out.contains("by threefold repetition is incorrect: the arbiter adds 2 minutes to Black"),
        "{out}"
    );
    // The same journal goes on with `annabella game`'s lines, or in line mode again.
    let (code, out, err) = annabella_in(&["resume", path], "resume\nNf3\nquit\n");
    assert_eq!(code, 0, "{out}{err}");
    assert!(out.contains("plies=2 to_move=white"), "{out}");
    assert!(out.contains("ok 2. Nf3 "), "{out}");
    let (code, out, err) = annabella_in(&["resume", path, "--reader"], "quit\nyes\n");
    assert_eq!(code, 0, "{out}{err}");
    assert!(out.contains("Last move, ply 3"), "{out}");
    let _ = fs::remove_dir_all(&dir);
}

/// Runs annabella with `input` on standard input to its end: (exit code, stdout, stderr).
fn annabella_in(args: &[&str], input: &str) -> (i32, String, String) {
    super::support::run_annabella(args, input)
}

/// Issue 24: the one-board game reads moves as every table does: the vocabulary of its
/// language (German S for the knight; an English B is no German piece), or the one chosen.
#[test]
fn the_one_board_game_reads_the_vocabulary_of_its_language() {
    let dir = tempfile::tempdir().expect("temp dir");
    let out = game(
        dir.path(),
        &["--control", "90+30", "--lang", "de"],
        "start\nSf3\nBe3\nNf6\nSf6\nquit\n",
        None,
    );
    assert!(out.contains("ok 1. Nf3 "), "{out}");
    // The refusal quotes the words as typed, and names the German letter for an English one,
    // as at every table.
    assert!(out.contains("error: „Be3“ ist kein Zug."), "{out}");
    assert!(
        out.contains("error: „Nf6“ ist kein Zug. „N“ ist der englische Buchstabe"),
        "{out}"
    );
    assert!(out.contains("ok 1... Nf6 "), "{out}");
    let out = game(
        dir.path(),
        &["--control", "90+30", "--lang", "de", "--vocab", "en"],
        "start\nNf3\nquit\n",
        None,
    );
    assert!(out.contains("ok 1. Nf3 "), "{out}");
}

/// Issue 24: a pawn move without its file is never a capture at the one board (C.9.3), nor in
/// a score taken up from a PGN.
#[test]
fn a_pawn_move_without_its_file_is_never_a_capture() {
    let dir = tempfile::tempdir().expect("temp dir");
    let out = game(
        dir.path(),
        &["--control", "90+30"],
        "start\ne4\nd5\nd5\nDavid fünf\nexd5\nquit\n",
        None,
    );
    let refused: Vec<&str> = out.lines().filter(|l| l.starts_with("error:")).collect();
    assert_eq!(refused.len(), 2, "{out}");
    assert!(
        refused
            .iter()
            .all(|l| l.contains("names the file it leaves")
                && l.contains("Eva vier schlägt David fünf")),
        "{out}"
    );
    assert!(out.contains("ok 2. exd5 "), "{out}");
    let pgn = dir.path().join("d5.pgn");
    fs::write(&pgn, "[TimeControl \"60+0\"]\n\n1. e4 d5 2. d5 *\n").expect("write");
    let (code, out, err) = annabella_in(&["resume", pgn.to_str().expect("utf-8")], "");
    assert_eq!(code, 1, "{out}{err}");
    assert!(
        err.contains("move 2. d5: not a legal move") && err.contains("(exd5?)"),
        "{err}"
    );
}

/// Issue 25, item 2: the one-board game takes its lines through the app and journals them by
/// the rule of every table: each line read once, every action taken or refused is an entry with
/// the words it was said in, and the journal brings back the same game.
#[test]
fn the_one_board_game_journals_every_action_as_every_table_does() {
    let dir = scratch("one-rule");
    let journal = dir.join("rule.journal");
    let path = journal.to_str().expect("utf-8");
    let (code, out, err) = annabella_in(
        &[
            "game",
            "--control",
            "90+30",
            "--journal",
            path,
            "--calls",
            "none",
        ],
        "e4\nUhr starten\nKe2\ne4\nNf6\nresign purple\nquit\n",
    );
    assert_eq!(code, 0, "{out}{err}");
    assert!(
        out.contains("error: The clock has not been started yet."),
        "{out}"
    );
    let actions: Vec<String> = super::support::journal_actions(&journal)
        .into_iter()
        .filter(|(seat, _)| seat != "clock")
        .map(|(_, action)| action)
        .collect();
    // The refused entries (a move before the start, an illegal move) are in the record too;
    // a line that is no action ("resign purple") is not.
    assert_eq!(
        actions,
        ["e4", "start", "Ke2", "e4", "Nf6", "pause"],
        "{out}"
    );
    let text = fs::read_to_string(&journal).expect("journal");
    assert!(text.contains(r#""said":"Uhr starten""#), "{text}");
    assert!(text.contains(r#""said":"Ke2""#), "{text}");
    let (code, out, err) = annabella_in(&["resume", path], "quit\n");
    assert_eq!(code, 0, "{out}{err}");
    assert!(out.contains("plies=2 to_move=white"), "{out}");
    let _ = fs::remove_dir_all(&dir);
}
