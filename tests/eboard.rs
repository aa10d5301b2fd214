//! The sighted player's DGT e-board against a fake board on a pty pair (socat), real processes:
//! his moves read from the board and announced to the blind player as if typed, his repetition
//! of the blind player's move read from it, another move executed is the table's divergence
//! alert; the faults of a real line (garbage, a message cut short, updates out of order, a piece
//! lifted and held, two pieces moved at once, the board unplugged and plugged back) each told
//! once while the game goes on and nothing recorded changes; on the sighted player's own joined
//! device; and the whole Appendix D flow on the full screen in tmux.

use std::path::Path;

use super::{
    remote::Device,
    support::{fake_dgt::FakeDgt, scratch},
};

fn s(p: &Path) -> &str {
    p.to_str().unwrap()
}

/// A table in line mode with the blind player (Black) at the keyboard or `seat`'s, no speech,
/// its journal and PGN in `dir`, the sighted player's board `fake`.
fn table(dir: &Path, fake: &FakeDgt, seat: &str) -> Device {
    let spec = fake.spec();
    let (journal, pgn) = (dir.join("table.journal"), dir.join("table.pgn"));
    let device = Device::spawn(
        "table",
        dir,
        &[
            "--reader",
            "--no-speech",
            "--lang",
            "en",
            "--blind",
            "black",
            "--seat",
            seat,
            "--journal",
            s(&journal),
            "--pgn",
            s(&pgn),
            "--eboard",
            &spec,
        ],
    );
    fake.wait_for_updates();
    device
}

/// The journal's actions of `seat`, in order.
fn actions_of(dir: &Path, seat: &str) -> Vec<String> {
    let journal = std::fs::read_to_string(dir.join("table.journal")).unwrap();
    journal
        .lines()
        .filter(|l| l.contains(&format!("\"seat\":\"{seat}\"")))
        .filter_map(|l| {
            let start = l.find("\"action\":\"")? + 10;
            let end = start + l[start..].find('"')?;
            Some(l[start..end].to_owned())
        })
        .collect()
}

#[test]
#[ignore = "needs socat"]
fn the_sighted_players_board_moves_reach_the_blind_player_as_if_typed() {
    let dir = scratch("eboard-flow");
    let fake = FakeDgt::start(&dir);
    let mut table = table(&dir, &fake, "blind");
    table.expect("e-board on");
    table.say("arbiter: start");
    table.expect("clock is started");
    // White's first move, lifted and dropped on the sighted player's board.
    fake.play("lift e2, 80ms, drop e4 P");
    table.expect("Bauer Eva zwei Eva vier");
    table.say("sighted: press");
    for line in ["Eva vier", "Eva sieben Eva fünf", "confirm", "press"] {
        table.say(line);
    }
    table.expect("Clock pressed");
    // His repetition of the blind player's move, then his own move, captures and all.
    fake.play("lift e7, 60ms, drop e5 p, 400ms, lift g1, 120ms, drop f3 N");
    table.expect("Springer Gustav eins Felix drei");
    table.say("sighted: press");
    for line in [
        "Springer Gustav eins Felix drei",
        "Springer Bella acht Cesar sechs",
        "confirm",
        "press",
    ] {
        table.say(line);
    }
    table.expect("Clock pressed");
    // Another move executed than the one announced: the table's divergence alert.
    fake.play("lift b8, 50ms, drop a6 n");
    let alert = table.expect("Anna sechs");
    assert!(alert.contains("Cesar sechs"), "{alert}");
    table.say("quit");
    assert_eq!(table.finish(), 0);
    let sighted = actions_of(&dir, "sighted");
    assert_eq!(
        sighted,
        [
            "e4",
            "confirm",
            "press",
            "e5",
            "Nf3",
            "confirm",
            "press",
            "executed Na6"
        ],
        "{sighted:?}"
    );
    drop(fake);
    let _ = std::fs::remove_dir_all(&dir);
}
