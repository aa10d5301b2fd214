//! The faults of the sighted player's e-board's line, against a fake DGT board on a pty pair
//! (socat) and real processes: garbage, a message cut short, updates out of order, a piece
//! lifted and held, two pieces moved at once, the board unplugged and plugged back, a port that
//! is not there, a board that cannot be: each told once in words while the game goes on
//! (typing always works) and nothing recorded changes.

use super::{
    eboard::{Device, actions_of, table},
    support::{
        fake_dgt::{FakeDgt, codes, message},
        scratch,
    },
};

/// How many of `lines` contain `needle`.
fn count(lines: &[String], needle: &str) -> usize {
    lines.iter().filter(|l| l.contains(needle)).count()
}

#[test]
#[ignore = "needs socat"]
fn the_faults_of_a_real_line_are_told_once_and_the_game_goes_on() {
    let dir = scratch("eboard-faults");
    let mut fake = FakeDgt::start(&dir);
    let mut table = table(&dir, &fake, "sighted");
    table.expect("e-board on");
    // This board has no clock: told after it connects.
    table.expect("no clock connected");
    table.say("arbiter: start");
    table.expect("clock is started");
    // Garbage, twice: told once.
    fake.send_raw(&[0x01, 0x22, 0x7F]);
    table.expect("outside any message");
    fake.send_raw(&[0x05, 0x05]);
    // A whole board cut short by the next message: told once; the next one is read.
    let dump = message(0x06, &codes("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR"));
    fake.send_raw(&dump[..20]);
    fake.send_raw(&message(0x13, &[1, 7]));
    table.expect("cut short");
    // A garbled clock reading, twice: told once.
    fake.send_raw(&message(0x0D, &[0, 0x77, 0, 0, 0, 0, 1]));
    fake.send_raw(&message(0x0D, &[0x0B, 0, 0, 0, 0, 0, 1]));
    table.expect("clock reading that cannot be");
    // Two pieces moved at once: no move; what is off is said after three seconds.
    fake.play("lift d2, 30ms, drop d4 P, 30ms, lift c2, 30ms, drop c4 P");
    let off = table.expect("differs from the record");
    assert!(
        off.contains("Cesar vier") && off.contains("David zwei"),
        "{off}"
    );
    fake.play("lift c4, drop c2 P, lift d4, drop d2 P");
    table.expect("matches the record again");
    // Updates out of order (the drop reported before the lift): the move is read.
    fake.play("drop e4 P, 40ms, lift e2");
    table.expect("Bauer Eva zwei Eva vier");
    table.say("press");
    table.expect("Clock pressed");
    // A piece lifted and held between moves: said once; put back.
    fake.play("lift g1");
    let held = table.expect("differs from the record");
    assert!(held.contains("Gustav eins: empty"), "{held}");
    fake.play("drop g1 N");
    table.expect("matches the record again");
    for line in ["blind: e4", "blind: e5", "blind: confirm", "blind: press"] {
        table.say(line);
    }
    table.expect("Bauer Eva sieben Eva fünf");
    // Unplugged: told once; typing goes on; what is done on the board meanwhile is read when it
    // comes back.
    fake.unplug();
    table.expect("is gone");
    table.say("e5");
    table.expect("Recorded");
    fake.set("e7", '.');
    fake.set("e5", 'p');
    fake.set("g1", '.');
    fake.set("f3", 'N');
    fake.plug();
    fake.wait_for_updates();
    table.expect_each(&["Springer Gustav eins Felix drei", "no clock connected"]);
    table.say("quit");
    let (code, seen) = table.finish();
    assert_eq!(code, 0);
    let all = seen.join("\n");
    for (told, times) in [
        ("outside any message", 1),
        ("cut short", 1),
        ("clock reading that cannot be", 1),
        // The board has no clock: told once each time it comes.
        ("no clock connected", 2),
        ("is gone", 1),
        ("is connected", 2),
        ("cannot be opened", 0),
        ("matches the record again", 2),
    ] {
        assert_eq!(count(&seen, told), times, "{told}:\n{all}");
    }
    // Nothing the faults did is on the record: the moves are the ones made.
    let sighted = actions_of(&dir, "sighted");
    assert_eq!(
        sighted,
        ["e2e4", "confirm", "press", "e5", "g1f3", "confirm"],
        "{all}"
    );
    let pgn = std::fs::read_to_string(dir.join("table.pgn")).unwrap();
    // Nf3 is made and announced but not yet pressed: the game's score has the pressed moves.
    assert!(pgn.contains("1. e4") && pgn.contains("1... e5"), "{pgn}");
    assert!(
        !pgn.contains("d4") && !pgn.contains("c4") && !pgn.contains("Nf3"),
        "{pgn}"
    );
    drop(fake);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_board_that_cannot_be_is_refused_with_the_reason() {
    use super::support::run_annabella;
    let (code, _, err) = run_annabella(&["--eboard", "chessnut:/dev/ttyUSB0"], "");
    assert_eq!(code, 2);
    assert!(err.contains("only dgt"), "{err}");
    let (code, _, err) = run_annabella(&["--eboard", "/dev/ttyUSB0"], "");
    assert_eq!(code, 2);
    assert!(err.contains("dgt:PORT"), "{err}");
    let (code, _, err) = run_annabella(&["--one-board", "--eboard", "auto"], "");
    assert_eq!(code, 2);
    assert!(err.contains("--one-board"), "{err}");
    let (code, _, err) = run_annabella(
        &[
            "join", "--seat", "arbiter", "--eboard", "auto", "7", "Anna", "Bella",
        ],
        "",
    );
    assert_eq!(code, 2);
    assert!(err.contains("--seat sighted"), "{err}");
}

#[test]
fn a_port_that_is_not_there_is_told_once_and_typing_goes_on() {
    let dir = scratch("eboard-missing");
    let port = dir.join("ttyUSB9");
    let spec = format!("dgt:{}", port.display());
    let mut table = Device::spawn(
        &dir,
        &[
            "--reader",
            "--no-speech",
            "--no-journal",
            "--lang",
            "en",
            "--mode",
            "casual",
            "--eboard",
            &spec,
        ],
    );
    table.expect("cannot be opened");
    table.say("Eva vier");
    table.say("confirm");
    table.expect("Announced");
    table.say("quit");
    let (code, seen) = table.finish();
    assert_eq!(code, 0);
    assert_eq!(count(&seen, "cannot be opened"), 1, "{}", seen.join("\n"));
    let _ = std::fs::remove_dir_all(&dir);
}
