//! `annabella practice` end to end: the real binary in line mode through pipes and on the full
//! screen in tmux, against Stockfish (ignored: needs stockfish) and against a fake engine for
//! the faults (tests/support/fake_engine.sh: dies in a search, never answers, plays an illegal
//! move, prints garbage), which are told in words, restarted once, and the game goes on.

use std::{
    io::{BufRead, BufReader, Write},
    path::{Path, PathBuf},
    process::{Child, ChildStdin, Command, Stdio},
    sync::mpsc::{Receiver, RecvTimeoutError, channel},
    time::{Duration, Instant},
};

use shakmaty::{Chess, Position, san::San, uci::UciMove};

/// The binary in line mode, its lines read on a thread.
pub(crate) struct Session {
    child: Child,
    stdin: Option<ChildStdin>,
    lines: Receiver<String>,
    /// Every line printed so far.
    pub(crate) seen: Vec<String>,
}

impl Session {
    pub(crate) fn start(args: &[&str], env: &[(&str, &str)]) -> Session {
        // No player program on the path: the sound notice is the same on every machine.
        let no_players = std::env::temp_dir().join("annabella-no-players");
        let mut command = Command::new(env!("CARGO_BIN_EXE_annabella"));
        command
            .args(args)
            .env("LANG", "C")
            .env("PATH", &no_players)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit());
        for (k, v) in env {
            command.env(k, v);
        }
        let mut child = command.spawn().expect("the binary runs");
        let stdout = child.stdout.take().expect("stdout");
        let (tx, rx) = channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines().map_while(Result::ok) {
                if tx.send(line).is_err() {
                    return;
                }
            }
        });
        Session {
            stdin: child.stdin.take(),
            child,
            lines: rx,
            seen: Vec::new(),
        }
    }

    pub(crate) fn send(&mut self, line: &str) {
        let stdin = self.stdin.as_mut().expect("stdin open");
        writeln!(stdin, "{line}").expect("line written");
        stdin.flush().expect("flushed");
    }

    /// The next line for which `found` holds, within 30 seconds.
    pub(crate) fn next_where(&mut self, what: &str, found: impl Fn(&str) -> bool) -> String {
        let deadline = Instant::now() + Duration::from_secs(30);
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            match self.lines.recv_timeout(left) {
                Ok(line) => {
                    self.seen.push(line.clone());
                    if found(&line) {
                        return line;
                    }
                }
                Err(RecvTimeoutError::Timeout | RecvTimeoutError::Disconnected) => panic!(
                    "{what:?} never came; the transcript:\n{}",
                    self.seen.join("\n")
                ),
            }
        }
    }

    /// The next line containing `text`.
    pub(crate) fn expect(&mut self, text: &str) -> String {
        self.next_where(text, |l| l.contains(text))
    }

    /// Closes the input and waits for the program to end.
    pub(crate) fn finish(mut self) -> Vec<String> {
        drop(self.stdin.take());
        while let Ok(line) = self.lines.recv_timeout(Duration::from_secs(20)) {
            self.seen.push(line);
        }
        let status = self.child.wait().expect("the binary ends");
        assert!(status.success(), "{status}:\n{}", self.seen.join("\n"));
        std::mem::take(&mut self.seen)
    }
}

impl Drop for Session {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

pub(crate) fn fake_engine() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/support/fake_engine.sh")
}

/// The engine's reply in `pos`, announced in SAN ("blind: Nf6"), read off the transcript.
fn engine_reply(s: &mut Session, pos: &Chess) -> shakmaty::Move {
    let line = s.next_where("the engine's move", |l| {
        l.strip_prefix("blind: ")
            .and_then(|t| t.parse::<San>().ok())
            .is_some_and(|san| san.to_move(pos).is_ok())
    });
    let san: San = line["blind: ".len()..].parse().expect("SAN");
    san.to_move(pos).expect("legal")
}

/// The player's move: the first legal move in UCI order that leads to a position not seen
/// before in the game (a weak but steady player who never repeats a position, so that no
/// repetition ends the game behind the test's back).
fn players_move(pos: &Chess, seen: &mut std::collections::HashSet<String>) -> shakmaty::Move {
    let mut moves: Vec<shakmaty::Move> = pos.legal_moves().into_iter().collect();
    moves.sort_by_key(|m| UciMove::from_standard(*m).to_string());
    let key = |m: &shakmaty::Move| {
        let mut after = pos.clone();
        after.play_unchecked(*m);
        shakmaty::fen::Epd::from_position(&after, shakmaty::EnPassantMode::Legal).to_string()
    };
    let m = moves
        .iter()
        .copied()
        .find(|m| !seen.contains(&key(m)))
        .unwrap_or(moves[0]);
    seen.insert(key(&m));
    m
}

fn enter(s: &mut Session, text: &str) {
    s.send(text);
    s.expect("Confirm or withdraw?");
    s.send("confirm");
    s.send("press");
}

#[test]
#[ignore = "needs stockfish"]
fn a_whole_game_against_stockfish_in_line_mode() {
    let dir = tempfile::tempdir().unwrap();
    let (journal, pgn) = (dir.path().join("game.journal"), dir.path().join("game.pgn"));
    let mut s = Session::start(
        &[
            "practice",
            "--reader",
            "--no-speech",
            "--level",
            "1",
            "--style",
            "san",
            "--control",
            "15+10",
            "--journal",
            journal.to_str().unwrap(),
            "--pgn",
            pgn.to_str().unwrap(),
        ],
        &[],
    );
    s.expect("The engine plays Black. Level 1, about 800.");
    let mut pos = Chess::default();
    let mut seen = std::collections::HashSet::new();
    let mut plies = 0;
    // Fewer than 150 plies: the 75-move rule cannot end the game behind the test's back.
    while !pos.is_game_over() && plies < 140 {
        let m = players_move(&pos, &mut seen);
        enter(&mut s, &UciMove::from_standard(m).to_string());
        pos.play_unchecked(m);
        plies += 1;
        if pos.is_game_over() {
            break;
        }
        let reply = engine_reply(&mut s, &pos);
        let san = San::from_move(&pos, reply).to_string();
        pos.play_unchecked(reply);
        plies += 1;
        // The player executes the engine's move on the pegged board: recorded.
        s.send(&san);
        s.expect("Recorded");
    }
    if !pos.is_game_over() {
        s.send("resign");
        s.send("yes");
        s.expect("White resigns");
    }
    s.send("quit");
    s.send("yes");
    let seen = s.finish();
    let text = std::fs::read_to_string(&pgn).unwrap();
    assert!(text.contains("[Black \"stockfish (level 1)\"]"), "{text}");
    let result = if pos.is_checkmate() {
        if pos.turn() == shakmaty::Color::White {
            "0-1"
        } else {
            "1-0"
        }
    } else if pos.is_game_over() {
        "1/2-1/2"
    } else {
        "0-1"
    };
    assert!(
        text.contains(&format!("[Result \"{result}\"]")),
        "{text}\n{}",
        seen.join("\n")
    );
    assert!(plies >= 4, "{plies}");
}

#[test]
#[ignore = "needs stockfish"]
fn help_in_words_and_a_takeback_against_stockfish() {
    let mut s = Session::start(
        &[
            "practice",
            "--reader",
            "--no-speech",
            "--no-journal",
            "--level",
            "10",
            "--style",
            "san",
        ],
        &[],
    );
    s.expect("The engine plays Black. Level 10, full strength.");
    s.send("hint");
    s.expect("Move your");
    s.send("best");
    s.expect("Best move:");
    s.send("eval");
    s.next_where("an evaluation", |l| {
        l.contains("equal") || l.contains("better") || l.contains("winning")
    });
    s.send("score");
    s.expect("for White");
    s.send("threat");
    s.expect("The threat is");
    enter(&mut s, "e2e4");
    // While the engine thinks, the player may still ask and type.
    s.send("level");
    s.expect("Level 10, full strength.");
    let mut pos = Chess::default();
    pos.play_unchecked("e2e4".parse::<UciMove>().unwrap().to_move(&pos).unwrap());
    engine_reply(&mut s, &pos);
    // Both moves taken back before the player executes the engine's.
    s.send("takeback");
    s.expect("Take back");
    s.send("yes");
    s.expect("Retraced to ply 0");
    s.send("quit");
    s.send("yes");
    s.finish();
}

#[test]
#[ignore = "needs stockfish"]
fn a_draw_offer_is_answered_by_the_engine() {
    let mut s = Session::start(
        &[
            "practice",
            "--reader",
            "--no-speech",
            "--no-journal",
            "--level",
            "10",
            "--style",
            "san",
        ],
        &[],
    );
    s.expect("The engine plays Black");
    let mut pos = Chess::default();
    for m in ["e2e4", "g1f3"] {
        enter(&mut s, m);
        pos.play_unchecked(m.parse::<UciMove>().unwrap().to_move(&pos).unwrap());
        let reply = engine_reply(&mut s, &pos);
        let san = San::from_move(&pos, reply).to_string();
        pos.play_unchecked(reply);
        s.send(&san);
        s.expect("Recorded");
    }
    s.send("draw");
    s.send("yes");
    s.next_where("the engine's answer", |l| {
        l.contains("accepts the draw") || l.contains("declines the draw")
    });
    s.send("quit");
    s.send("yes");
    s.finish();
}

fn fault_game(mode: &str, told: &str) -> Vec<String> {
    let dir = tempfile::tempdir().unwrap();
    let journal = dir.path().join("game.journal");
    let state = dir.path().join("state");
    let engine = fake_engine();
    let mut s = Session::start(
        &[
            "practice",
            "--reader",
            "--no-speech",
            "--style",
            "san",
            "--engine",
            engine.to_str().unwrap(),
            "--journal",
            journal.to_str().unwrap(),
        ],
        &[
            ("FAKE_ENGINE_MODE", mode),
            ("FAKE_ENGINE_STATE", state.to_str().unwrap()),
        ],
    );
    s.expect("The engine plays Black");
    enter(&mut s, "e2e4");
    let line = s.expect(told);
    assert!(line.contains("started again"), "{line}");
    // The game goes on: the engine's move, made after the restart, is announced.
    s.expect("blind: e5");
    s.send("e5");
    s.expect("Recorded");
    s.send("quit");
    s.send("yes");
    let seen = s.finish();
    // Nothing recorded is lost: both moves are in the journal.
    let kept = std::fs::read_to_string(&journal).unwrap();
    assert!(kept.contains("e2e4") && kept.contains("e7e5"), "{kept}");
    seen
}

#[test]
fn an_engine_that_dies_in_a_search_is_restarted_and_the_game_goes_on() {
    fault_game("die", "The engine stopped.");
}

#[test]
fn an_engine_that_never_answers_is_restarted_and_the_game_goes_on() {
    fault_game("hang", "did not answer in time");
}

#[test]
fn an_engine_that_plays_an_illegal_move_is_restarted_and_the_game_goes_on() {
    fault_game("illegal", "illegal move: e2e4");
}

#[test]
fn an_engine_that_prints_garbage_is_restarted_and_the_game_goes_on() {
    fault_game("garbage", "not UCI: %%%% no UCI here 0");
}

#[test]
fn an_engine_that_fails_twice_is_given_up_and_its_seat_is_the_keyboards() {
    let dir = tempfile::tempdir().unwrap();
    let state = dir.path().join("state");
    let engine = fake_engine();
    let mut s = Session::start(
        &[
            "practice",
            "--reader",
            "--no-speech",
            "--no-journal",
            "--style",
            "san",
            "--engine",
            engine.to_str().unwrap(),
        ],
        &[
            ("FAKE_ENGINE_MODE", "always-die"),
            ("FAKE_ENGINE_STATE", state.to_str().unwrap()),
        ],
    );
    enter(&mut s, "e2e4");
    s.expect("started again");
    s.expect("is given up");
    // The opponent's moves are the keyboard's now.
    s.send("sighted: e5");
    s.send("sighted: confirm");
    s.send("sighted: press");
    s.expect("blind: e5");
    s.send("e5");
    s.expect("Recorded");
    s.send("quit");
    s.send("yes");
    s.finish();
}

#[test]
fn without_an_engine_the_player_is_told_how_to_install_one() {
    let mut s = Session::start(
        &[
            "practice",
            "--reader",
            "--no-speech",
            "--no-journal",
            "--engine",
            "/nonexistent/stockfish",
        ],
        &[],
    );
    s.expect("apt-get install stockfish");
    s.send("quit");
    s.send("yes");
    s.finish();
}

#[test]
fn help_is_refused_at_a_tournament_table() {
    let engine = fake_engine();
    let mut s = Session::start(
        &[
            "practice",
            "--reader",
            "--no-speech",
            "--no-journal",
            "--mode",
            "tournament",
            "--engine",
            engine.to_str().unwrap(),
        ],
        &[],
    );
    s.send("hint");
    s.expect("Appendix D allows no assistance");
    s.send("quit");
    s.send("yes");
    s.finish();
}

#[test]
#[ignore = "needs stockfish"]
fn a_game_brought_back_goes_on_against_the_engine() {
    let dir = tempfile::tempdir().unwrap();
    let journal = dir.path().join("game.journal");
    let j = journal.to_str().unwrap();
    let mut s = Session::start(
        &[
            "practice",
            "--reader",
            "--no-speech",
            "--style",
            "san",
            "--level",
            "1",
            "--journal",
            j,
        ],
        &[],
    );
    enter(&mut s, "e2e4");
    let mut pos = Chess::default();
    pos.play_unchecked("e2e4".parse::<UciMove>().unwrap().to_move(&pos).unwrap());
    let reply = engine_reply(&mut s, &pos);
    // The program stops before the player repeats the engine's move.
    drop(s);
    let mut s = Session::start(
        &[
            "practice",
            "--resume",
            j,
            "--reader",
            "--no-speech",
            "--style",
            "san",
            "--level",
            "1",
        ],
        &[],
    );
    s.expect("The engine plays Black");
    let san = San::from_move(&pos, reply).to_string();
    s.send(&san);
    s.expect("Recorded");
    pos.play_unchecked(reply);
    let m = players_move(&pos, &mut std::collections::HashSet::new());
    enter(&mut s, &UciMove::from_standard(m).to_string());
    pos.play_unchecked(m);
    engine_reply(&mut s, &pos);
    s.send("quit");
    s.send("yes");
    s.finish();
}

#[test]
#[ignore = "needs stockfish and tmux"]
fn a_whole_game_on_the_full_screen_at_80x24() {
    let t = super::tmux::Tmux::start_sized(
        "practice",
        &[
            "practice",
            "--no-speech",
            "--no-journal",
            "--level",
            "1",
            "--style",
            "san",
        ],
        80,
        24,
    );
    t.wait_for("The engine plays Black");
    let mut pos = Chess::default();
    let mut seen = std::collections::HashSet::new();
    let mut over = false;
    // Up to 25 moves each, then the player resigns: the game ends either way.
    for _ in 0..25 {
        let m = players_move(&pos, &mut seen);
        t.type_line(&UciMove::from_standard(m).to_string());
        t.wait_for("Confirm or withdraw?");
        t.type_line("confirm");
        t.type_line("press");
        pos.play_unchecked(m);
        if pos.is_game_over() {
            break;
        }
        // The status line names the engine's move the player is to repeat, or the result
        // of a move that ended the game.
        let screen = t.wait_until("the engine's move", |s| {
            ended(s) || repeat_move(s).is_some_and(|san| san.to_move(&pos).is_ok())
        });
        assert!(screen.lines().count() <= 24);
        if ended(&screen) {
            over = true;
            break;
        }
        let san = repeat_move(&screen).unwrap();
        let reply = san.to_move(&pos).unwrap();
        t.type_line(&san.to_string());
        pos.play_unchecked(reply);
        if pos.is_game_over() {
            break;
        }
        t.wait_for("White to move.");
    }
    if !over && !pos.is_game_over() {
        t.type_line("eval");
        t.type_line("resign");
        t.wait_for("Resign this game?");
        t.type_line("yes");
        t.wait_for("White resigns");
    }
    t.wait_until("the result", ended);
    t.type_line("quit");
}

/// Whether the status line says how the game ended.
fn ended(screen: &str) -> bool {
    screen.lines().nth(1).is_some_and(|l| {
        l.contains("wins") || l.contains("Draw") || l.contains("draw") || l.contains("resigns")
    })
}

/// The move the status line asks the player to repeat: "Waiting for the blind player to
/// repeat Nf6."
fn repeat_move(screen: &str) -> Option<San> {
    let line = screen.lines().find(|l| l.contains(" to repeat "))?;
    let after = line.split(" to repeat ").nth(1)?;
    after.trim().trim_end_matches('.').parse().ok()
}

#[test]
#[ignore = "needs stockfish"]
fn a_new_game_with_the_colours_changed_keeps_the_first_and_every_line_typed() {
    let dir = tempfile::tempdir().unwrap();
    let journal = dir.path().join("first.journal");
    let mut s = Session::start(
        &[
            "practice",
            "--reader",
            "--no-speech",
            "--level",
            "1",
            "--style",
            "san",
            "--journal",
            journal.to_str().unwrap(),
        ],
        &[("XDG_DATA_HOME", dir.path().to_str().unwrap())],
    );
    s.expect("The engine plays Black");
    enter(&mut s, "e2e4");
    s.send("flip");
    s.expect("colours changed");
    s.send("yes");
    s.expect("A new game.");
    s.expect("The engine plays White");
    // The engine moves first; the player repeats it and goes on.
    let reply = engine_reply(&mut s, &Chess::default());
    s.send(&San::from_move(&Chess::default(), reply).to_string());
    s.expect("Recorded");
    s.send("quit");
    s.send("yes");
    s.finish();
    let first = std::fs::read_to_string(&journal).unwrap();
    assert!(first.contains("e2e4"), "{first}");
}

#[test]
fn practice_refuses_one_board_for_the_engines_seat() {
    // (An --eboard is the player's own board: tests/eboard.rs plays one against the engine.)
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_annabella"))
        .args([
            "practice",
            "--reader",
            "--no-speech",
            "--no-journal",
            "--one-board",
        ])
        .stdin(std::process::Stdio::null())
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("--one-board") && err.contains("engine"),
        "{err}"
    );
    assert!(out.stdout.is_empty(), "nothing was started");
}

#[test]
fn quitting_says_how_to_go_on_against_the_same_engine_at_the_same_level() {
    let dir = tempfile::tempdir().unwrap();
    let journal = dir.path().join("game.journal");
    let engine = fake_engine();
    let mut s = Session::start(
        &[
            "practice",
            "--reader",
            "--no-speech",
            "--level",
            "2",
            "--journal",
            journal.to_str().unwrap(),
            "--engine",
            engine.to_str().unwrap(),
        ],
        &[],
    );
    s.expect("The engine plays Black");
    s.send("quit");
    s.send("yes");
    let seen = s.finish();
    let command = seen
        .iter()
        .find(|l| l.contains("--resume"))
        .unwrap_or_else(|| panic!("no command to go on:\n{}", seen.join("\n")));
    assert!(command.contains("annabella practice --resume"), "{command}");
    assert!(command.contains(journal.to_str().unwrap()), "{command}");
    assert!(command.contains(engine.to_str().unwrap()), "{command}");
    assert!(command.contains("--level 2"), "{command}");
    assert!(command.contains("--reader"), "{command}");
}

/// A level set during the game is the level of the next game and of the command that goes on
/// with this one (both played at the level given on the command line before).
#[test]
fn a_level_set_in_the_game_is_kept_for_the_next_game_and_the_command_to_go_on() {
    let dir = tempfile::tempdir().unwrap();
    let journal = dir.path().join("game.journal");
    let engine = fake_engine();
    let mut s = Session::start(
        &[
            "practice",
            "--reader",
            "--no-speech",
            "--level",
            "2",
            "--journal",
            journal.to_str().unwrap(),
            "--engine",
            engine.to_str().unwrap(),
        ],
        &[("XDG_DATA_HOME", dir.path().to_str().unwrap())],
    );
    s.expect("The engine plays Black");
    s.send("level 5");
    s.expect("Level 5");
    s.send("new");
    s.send("yes");
    let first = s.next_where("the command to go on with the first game", |l| {
        l.contains("--resume")
    });
    assert!(first.contains("--level 5"), "{first}");
    s.expect("The engine plays Black");
    s.send("level");
    let told = s.next_where("the level", |l| l.contains("Level "));
    assert!(told.contains("Level 5"), "{told}");
    s.send("quit");
    s.send("yes");
    let seen = s.finish();
    let command = seen
        .iter()
        .rfind(|l| l.contains("--resume"))
        .unwrap_or_else(|| panic!("no command to go on:\n{}", seen.join("\n")));
    assert!(command.contains("--level 5"), "{command}");
}
