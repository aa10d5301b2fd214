//! `annabella study` end to end through the real binary in line mode: a PGN with variations and
//! comments stepped through by words, a game picked among several, a practice game's journal,
//! "play from here"; and (needs stockfish) the analysis of a game with an unmistakable blunder,
//! learning from it, and the analysed PGN read back by python-chess.

use std::path::Path;

use super::practice::{Session, fake_engine};

const GAMES: &str = r#"[Event "Club"]
[White "Anna"]
[Black "Bert"]
[Result "1-0"]

{ An opening. } 1. e4 e5 2. Nf3 $1 { The knight. } Nc6 ( 2... d6 { Philidor. } 3. d4 )
( 2... Nf6 ) 3. Bb5 a6 1-0

[Event "Club"]
[White "Carl"]
[Black "Dora"]
[Result "0-1"]

1. f3 e5 2. g4 Qh4# 0-1
"#;

fn write(dir: &Path, name: &str, text: &str) -> String {
    let path = dir.join(name);
    std::fs::write(&path, text).unwrap();
    path.display().to_string()
}

fn study(args: &[&str]) -> Session {
    let mut all = vec!["study", "--reader", "--no-speech"];
    all.extend_from_slice(args);
    Session::start(&all, &[])
}

#[test]
fn a_pgn_with_variations_and_comments_is_stepped_through_by_words() {
    let dir = tempfile::tempdir().unwrap();
    let file = write(dir.path(), "club.pgn", GAMES);
    let mut s = study(&[&file, "--game", "1"]);
    s.expect("Anna against Bert, Club, 1-0, 6 half-moves.");
    s.expect("Comment: An opening.");
    s.send("next");
    s.expect("White 1: Bauer Eva zwei Eva vier");
    s.send("move 2");
    s.expect("White 2: Springer Gustav eins Felix drei");
    s.expect("Good move.");
    s.expect("Comment: The knight.");
    s.send("next");
    s.expect("Black 2: Springer Bella acht Cesar sechs");
    s.expect(
        "2 variations instead: Bauer David sieben David sechs, Springer Gustav acht Felix sechs.",
    );
    s.send("variation");
    s.expect("Black 2: Bauer David sieben David sechs");
    s.expect("Comment: Philidor.");
    // The review commands answer for the position reached.
    s.send("square d6");
    s.expect("David sechs: black Bauer");
    s.send("next");
    s.expect("The end of the variation.");
    s.send("main line");
    s.expect("Black 2: Springer Bella acht Cesar sechs");
    s.send("variation 2");
    s.expect("Black 2: Springer Gustav acht Felix sechs");
    s.send("last");
    s.expect("The end of the variation.");
    s.send("first");
    s.expect("The start of the game.");
    s.send("black 3");
    s.expect("Black 3: Bauer Anna sieben Anna sechs");
    s.expect("The end of the game: 1-0.");
    s.send("back");
    s.expect("Back to White 3: Läufer Felix eins Bella fünf.");
    s.send("fen");
    s.expect("FEN: r1bqkbnr/pppp1ppp/2n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R b KQkq");
    s.send("white 9");
    s.expect("There is no move 9 of White in this line.");
    s.send("quit");
    s.finish();
}

#[test]
fn a_game_is_picked_by_a_players_name_and_a_wrong_pick_lists_the_games() {
    let dir = tempfile::tempdir().unwrap();
    let file = write(dir.path(), "club.pgn", GAMES);
    let mut s = study(&[&file, "--game", "Dora"]);
    s.expect("Carl against Dora, Club, 0-1, 4 half-moves.");
    s.send("last");
    s.expect("Black 2: Dame David acht Hector vier Schachmatt");
    s.send("quit");
    s.finish();
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_annabella"))
        .args(["study", &file, "--reader", "--no-speech"])
        .stdin(std::process::Stdio::null())
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("1: Anna - Bert") && err.contains("2: Carl - Dora"),
        "{err}"
    );
}

/// A practice game against the fake engine (1. e4 e5), kept in a journal where journals are
/// kept (`XDG_DATA_HOME` is `dir`); its path.
fn practice_journal(dir: &Path) -> String {
    let state = dir.join("state");
    std::fs::write(&state, "").unwrap();
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
        ],
        &[
            ("FAKE_ENGINE_STATE", state.to_str().unwrap()),
            ("XDG_DATA_HOME", dir.to_str().unwrap()),
        ],
    );
    s.send("e2e4");
    s.expect("Confirm or withdraw?");
    s.send("confirm");
    s.send("press");
    s.expect("blind: e5");
    s.send("e5");
    s.expect("Recorded");
    s.send("quit");
    s.send("yes");
    s.finish();
    let kept = dir.join("annabella/journals");
    let journal = std::fs::read_dir(&kept)
        .unwrap()
        .filter_map(Result::ok)
        .map(|e| e.path())
        .find(|p| p.extension().is_some_and(|e| e == "journal"))
        .expect("the practice game's journal");
    journal.display().to_string()
}

#[test]
fn the_practice_game_just_played_is_studied_from_its_journal_and_played_on() {
    let dir = tempfile::tempdir().unwrap();
    let journal = practice_journal(dir.path());
    let before = std::fs::read(&journal).unwrap();
    let engine = fake_engine();
    // No file: the newest journal, the game just played.
    let mut all = vec!["study", "--reader", "--no-speech", "--engine"];
    all.push(engine.to_str().unwrap());
    let mut s = Session::start(&all, &[("XDG_DATA_HOME", dir.path().to_str().unwrap())]);
    s.expect("2 half-moves");
    s.send("last");
    s.expect("Black 1: Bauer Eva sieben Eva fünf");
    // The engine's position, played on: the player has White's move.
    s.send("play from here");
    s.expect("The engine plays Black.");
    s.send("quit");
    s.send("yes");
    s.finish();
    // Studying a journal leaves it as it was.
    assert_eq!(std::fs::read(&journal).unwrap(), before);
}

#[test]
#[ignore = "needs stockfish and python-chess"]
fn an_unmistakable_blunder_is_found_learnt_from_and_written_for_python_chess() {
    let dir = tempfile::tempdir().unwrap();
    let file = write(
        dir.path(),
        "scholar.pgn",
        "[White \"W\"]\n[Black \"B\"]\n[Result \"1-0\"]\n\n1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n",
    );
    let mut s = study(&[&file, "--analyse", "--colour", "black", "--movetime", "100"]);
    s.expect("Analysing the game with the engine");
    s.expect("Move 1 of 7.");
    s.expect("Move 6 of 7.");
    s.expect("The analysis is done.");
    s.expect("White: ");
    let black = s.expect("Black: ");
    assert!(black.contains("1 blunder"), "{black}");
    s.expect("The analysis is written to");
    s.send("mistakes");
    s.expect("Move 3, you played Springer Gustav acht Felix sechs. Find a better move.");
    s.send("Springer Gustav acht Felix sechs");
    s.expect("That is the move played.");
    s.send("Bauer Gustav sieben Gustav sechs");
    s.next_where("the try judged", |l| {
        l.contains("Good move.") || l.contains("not better")
    });
    s.send("solution");
    s.send("quit");
    s.finish();
    let analysed = dir.path().join("scholar.analysed.pgn");
    let script = r#"
import sys, chess.pgn
game = chess.pgn.read_game(open(sys.argv[1]))
nodes = list(game.mainline())
nf6 = nodes[5]
assert nf6.move.uci() == "g8f6", nf6.move
assert 4 in nf6.nags, nf6.nags
assert nf6.eval() is not None and nf6.eval().white().score(mate_score=100000) > 300, nf6.eval()
assert sum(1 for n in nodes if n.eval() is not None) >= 6
print("ok")
"#;
    let out = std::process::Command::new("python3")
        .args(["-c", script, analysed.to_str().unwrap()])
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
}
