//! The arbiter station with real tables on a real nats-server (ignored in plain `cargo test`:
//! needs nats-server, and tmux for the screen): a claim made at a table's terminal reaches the
//! station's line mode and screen with who claims what and the position, and is upheld from the
//! list; a table killed with kill -9 is told stopped with since when, its clock stands, and an
//! action for it is told as not delivered with what to do; a table started again is heard again;
//! and a station named for a tournament the broker has no hall of asks before creating one.

use std::{
    path::Path,
    time::{Duration, Instant},
};

use crate::{
    hall::PATIENCE,
    hall_processes::{Process, table_args},
    support::nats::Broker,
    tmux::Tmux,
};

/// The station's arguments for tournament `tournament` at `url`, in line mode or on its screen.
fn station_args(url: &str, tournament: &str, reader: bool, create: bool) -> Vec<String> {
    let mut args: Vec<String> = [
        "hall",
        "--hall",
        url,
        "--tournament",
        tournament,
        "--hall-user",
        "arbiter-1",
        "--hall-password",
        "pw-arbiter-1",
        "--no-speech",
        "--lang",
        "en",
    ]
    .map(str::to_owned)
    .to_vec();
    if reader {
        args.push("--reader".into());
    }
    if create {
        args.push("--create".into());
    }
    args
}

fn start_station(url: &str, tournament: &str, create: bool) -> Process {
    let args = station_args(url, tournament, true, create);
    Process::start(&args.iter().map(String::as_str).collect::<Vec<_>>())
}

fn start_table(url: &str, tournament: &str, dir: &Path, n: u32) -> Process {
    let args = table_args(url, tournament, dir, n);
    Process::start(&args.iter().map(String::as_str).collect::<Vec<_>>())
}

/// White (blind) plays e4 and Black (sighted) repeats it; then, with `claim`, White says Black
/// touched the knight on g8.
const OPENING: [&str; 5] = [
    "arbiter: start",
    "blind: Eva vier",
    "blind: confirm",
    "blind: press",
    "sighted: e4",
];
const TOUCH_CLAIM: &str = "blind: claim-touched g8";

/// Says "list" until a line satisfies `wanted`; returns it.
fn listed(station: &mut Process, what: &str, wanted: impl Fn(&str) -> bool) -> String {
    let deadline = Instant::now() + PATIENCE;
    let mut printed = Vec::new();
    loop {
        station.say("list");
        while let Ok(line) = station.lines.recv_timeout(Duration::from_millis(500)) {
            if wanted(&line) {
                return line;
            }
            printed.push(line);
        }
        assert!(
            Instant::now() < deadline,
            "never listed {what}: {printed:#?}"
        );
    }
}

#[test]
#[ignore = "needs nats-server"]
fn a_claim_at_a_table_reaches_the_station_with_what_is_claimed_and_is_upheld_from_the_list() {
    let broker = Broker::start("test-claim", 1);
    let dir = tempfile::tempdir().unwrap();
    let url = broker.url();
    let mut station = start_station(&url, "test-claim", true);
    station.expect("Following the hall test-claim");
    let mut table = start_table(&url, "test-claim", dir.path(), 1);
    for line in OPENING.iter().chain([&TOUCH_CLAIM]) {
        table.say(line);
    }
    let told = station.expect("Table 1: a claim for the arbiter");
    assert!(
        told.contains("The blind player informs the arbiter that the opponent touched the black Springer on Gustav acht"),
        "who claims what: {told}"
    );
    let row = listed(&mut station, "the claim with its position", |l| {
        l.starts_with("Table 1: a claim")
    });
    assert!(
        row.contains("Position: White: König Eva eins")
            && row.contains("FEN: rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"),
        "the position in words and as FEN: {row}"
    );
    assert!(row.contains("1 alert"), "{row}");
    // Upheld from the list, without opening the table.
    station.say("1 uphold");
    station.expect("Sent to table 1: uphold.");
    station.expect("Table 1 applied: uphold.");
    let row = listed(&mut station, "table 1 as it stands", |l| {
        l.starts_with("Table 1: waiting for the sighted player")
    });
    assert!(
        !row.contains("alert") && !row.contains("FEN"),
        "nothing left to rule on, the alert count cleared: {row}"
    );
}

#[test]
#[ignore = "needs nats-server"]
fn a_table_killed_is_told_stopped_its_clock_stands_and_an_action_for_it_is_not_delivered() {
    let broker = Broker::start("test-kill", 1);
    let dir = tempfile::tempdir().unwrap();
    let url = broker.url();
    let mut station = start_station(&url, "test-kill", true);
    station.expect("Following the hall test-kill");
    let mut table = start_table(&url, "test-kill", dir.path(), 1);
    for line in OPENING {
        table.say(line);
    }
    listed(&mut station, "table 1 playing", |l| {
        l.starts_with("Table 1: waiting for the sighted player")
    });
    // kill -9: the process is gone without a word.
    drop(table);
    let told = station.expect("Table 1: stopped: not heard from since ");
    assert!(told.contains("UTC"), "{told}");
    let clocks = |row: &str| {
        row.split(", ")
            .find(|p| p.starts_with("White "))
            .map(str::to_owned)
    };
    let first = listed(&mut station, "the stopped table", |l| {
        l.starts_with("Table 1: stopped")
    });
    std::thread::sleep(Duration::from_millis(1_500));
    let again = listed(&mut station, "the stopped table again", |l| {
        l.starts_with("Table 1: stopped")
    });
    assert_eq!(
        clocks(&first),
        clocks(&again),
        "the clocks of a table not heard from stand: {first} / {again}"
    );
    assert!(clocks(&first).is_some(), "{first}");
    station.say("1 add-time black 0:30");
    station.expect("Sent to table 1: add-time black");
    let told = station.expect("Not delivered to table 1: add-time black");
    assert!(
        told.contains("not connected to the hall") && told.contains("send the action again"),
        "with what to do: {told}"
    );
    // The table started again from its journal is heard again, and takes the action.
    let journal = dir.path().join("table-1.journal").display().to_string();
    let mut args = table_args(&url, "test-kill", dir.path(), 1);
    // `annabella --resume FILE` with the hall's options: the same table, its journal kept.
    for setup in ["--journal", "--round", "--white", "--black"] {
        if let Some(at) = args.iter().position(|a| a == setup) {
            args.drain(at..at + 2);
        }
    }
    let mut resumed = vec!["--resume".to_owned(), journal];
    resumed.extend(args);
    let _table = Process::start(&resumed.iter().map(String::as_str).collect::<Vec<_>>());
    station.expect("Table 1 is heard from again.");
    station.say("1 add-time black 0:30");
    station.expect("Table 1 applied: add-time black");
}

#[test]
#[ignore = "needs nats-server"]
fn a_station_for_a_tournament_without_a_hall_asks_before_creating_one() {
    let broker = Broker::start("test-new", 1);
    let dir = tempfile::tempdir().unwrap();
    let url = broker.url();
    let mut station = start_station(&url, "test-new", false);
    station.expect("has no hall of tournament test-new");
    station.say("no");
    station.expect("Nothing created.");
    drop(station);
    let mut station = start_station(&url, "test-new", false);
    station.expect("has no hall of tournament test-new");
    station.say("yes");
    station.expect("Creating the hall");
    // The hall is there: a table that joins it is followed.
    let mut table = start_table(&url, "test-new", dir.path(), 1);
    table.say("arbiter: start");
    listed(&mut station, "the table in the new hall", |l| {
        l.starts_with("Table 1: waiting for the blind player")
    });
}

#[test]
#[ignore = "needs nats-server and tmux"]
fn the_station_screen_shows_the_claim_upholds_it_from_the_list_and_marks_a_killed_table() {
    let broker = Broker::start("test-screen-claim", 1);
    let dir = tempfile::tempdir().unwrap();
    let url = broker.url();
    let args = station_args(&url, "test-screen-claim", false, true);
    let station = Tmux::start_sized(
        "hall-station-claim",
        &args.iter().map(String::as_str).collect::<Vec<_>>(),
        120,
        36,
    );
    station.wait_for("Following the hall test-screen-claim");
    let mut table = start_table(&url, "test-screen-claim", dir.path(), 1);
    for line in OPENING.iter().chain([&TOUCH_CLAIM]) {
        table.say(line);
    }
    // The focused row is shown whole: the claim, and the position as FEN.
    let screen = station.wait_until("the claim on the list", |s| {
        s.contains("a claim for the arbiter: The blind player informs") && s.contains("KQkq")
    });
    assert!(screen.contains(">!"), "focused and marked: {screen}");
    // Typed at the list, the ruling goes to the table the focus is on.
    station.type_line("uphold");
    station.wait_for("Table 1 applied: uphold.");
    drop(table);
    station.wait_for("Table 1: stopped: not heard from since");
}
