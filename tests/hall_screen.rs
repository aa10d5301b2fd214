//! The arbiter station's full screen as a real process in tmux, following a real nats-server
//! with two tables played in line mode (ignored in plain `cargo test`: needs nats-server and
//! tmux): the table needing the arbiter is the first row with the cursor on it, Enter opens it,
//! an arbiter action typed on the screen reaches that table only and is told back applied, and
//! quitting is asked first. Without a terminal, the screen is refused with a clear message.

use crate::{
    hall_processes::{assert_the_station_paused_only, table_args},
    support::nats::Broker,
    tmux::Tmux,
};

/// `annabella` at table `n` of the hall, in line mode in tmux, journaled in `dir`.
fn table(broker: &Broker, dir: &std::path::Path, n: u32) -> Tmux {
    let args = table_args(&broker.url(), "test-screen", dir, n);
    Tmux::start(
        &format!("hall-table-{n}"),
        &args.iter().map(String::as_str).collect::<Vec<_>>(),
    )
}

/// The list's rows as shown: the lines after its title, up to its bottom border; a focused
/// row's continuation lines (indented five columns) joined to it.
fn list_rows(screen: &str) -> Vec<String> {
    let mut rows: Vec<String> = Vec::new();
    for line in screen
        .lines()
        .skip_while(|l| !l.contains("Tables:"))
        .skip(1)
        .take_while(|l| !l.starts_with('└'))
        .map(|l| l.trim_start_matches('│').trim_end().trim_end_matches('│'))
        .filter(|l| !l.trim().is_empty())
    {
        match rows.last_mut() {
            Some(row) if line.starts_with("     ") => {
                row.push(' ');
                row.push_str(line.trim());
            }
            _ => rows.push(line.trim_end().to_owned()),
        }
    }
    rows
}

#[test]
#[ignore = "needs nats-server and tmux"]
fn the_station_screen_lists_the_alert_first_and_sends_an_action_typed_on_it_to_that_table() {
    let broker = Broker::start("test-screen", 2);
    let dir = tempfile::tempdir().unwrap();
    let url = broker.url();
    let station = Tmux::start_sized(
        "hall-station",
        &[
            "hall",
            "--hall",
            &url,
            "--tournament",
            "test-screen",
            "--hall-user",
            "arbiter-1",
            "--hall-password",
            "pw-arbiter-1",
            "--no-speech",
            "--create",
            "--lang",
            "en",
        ],
        120,
        36,
    );
    station.wait_for("Following the hall test-screen");
    let one = table(&broker, dir.path(), 1);
    let two = table(&broker, dir.path(), 2);
    for (at, repeat) in [(&one, "Nf3"), (&two, "Nc3")] {
        for line in [
            "arbiter: start",
            "blind: Springer Gustav eins Felix drei",
            "blind: confirm",
            "blind: press",
        ] {
            at.type_line(line);
        }
        at.type_line(&format!("sighted: {repeat}"));
    }
    // Table 2's records differ: it is the first row, marked, and the cursor is on it.
    let screen = station.wait_until("both tables listed, table 2 first", |s| {
        let rows = list_rows(s);
        rows.len() == 2
            && rows[0].contains("Table 2: alert, the arbiter is needed")
            && rows[1].contains("Table 1: waiting for the sighted player")
    });
    let rows = list_rows(&screen);
    assert!(
        rows[0].starts_with(">!"),
        "the focus and the mark: {rows:#?}"
    );
    assert!(rows[1].starts_with("  "), "{rows:#?}");
    assert!(
        screen.contains("!! Table 2: alert"),
        "the alarm announced: {screen}"
    );
    // Enter opens the focused table; an action typed goes to it and comes back applied.
    station.send(&["Enter"]);
    station.wait_for("Table 2 is open");
    station.type_line("pause");
    station.wait_for("Sent to table 2: pause.");
    let opened = station.wait_for("Table 2 applied: pause.");
    assert!(
        opened.contains("Table 2 since it was opened") && opened.contains("Blind player's board"),
        "the open table's boards and events: {opened}"
    );
    assert_the_station_paused_only(dir.path(), 2, 1);
    // Escape goes back to the list; quitting is asked first.
    station.send(&["Escape"]);
    station.wait_for("No table is open.");
    station.send(&["C-q"]);
    station.wait_for("Quit the station?");
    station.type_line("yes");
    station.wait_until("the station ended", |s| !s.contains("arbiter station"));
}

#[test]
fn without_a_terminal_the_station_says_its_screen_needs_one_and_names_line_mode() {
    // No broker listens there: the station's screen is refused before it would matter.
    let args = [
        "hall",
        "--hall",
        "nats://127.0.0.1:9",
        "--tournament",
        "test-screen",
        "--hall-user",
        "arbiter-1",
        "--hall-password",
        "pw",
        "--no-speech",
        "--lang",
        "en",
    ];
    let (code, out, err) = crate::support::run_annabella(&args, "");
    assert_eq!(code, 1, "{out}{err}");
    assert!(
        err.contains("needs a terminal") && err.contains("--reader"),
        "{err}"
    );
    assert!(out.is_empty(), "nothing drawn: {out:?}");
}
