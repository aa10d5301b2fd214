//! The tournament hall's programs as real processes on a real nats-server (ignored in plain
//! `cargo test`: needs nats-server): the station lists the tables and tells an alert, tables
//! played at their terminals reach it and an arbiter action comes back applied, the relay
//! writes each round's PGN; and `hall config` writes the broker's configuration.

use std::{
    path::Path,
    sync::mpsc,
    time::{Duration, Instant},
};

use annabella::{
    ids::Ids,
    table::{Action, Seat},
};

use crate::{
    hall::{PATIENCE, Played, follower, table_bus, wait_for},
    support::nats::Broker,
};

/// A running `annabella` process whose output lines arrive on a channel; killed when dropped.
pub(crate) struct Process {
    child: std::process::Child,
    pub(crate) lines: mpsc::Receiver<String>,
}

impl Process {
    pub(crate) fn start(args: &[&str]) -> Process {
        Process::start_with(args, &[])
    }

    /// [`Process::start`] with these environment variables set.
    pub(crate) fn start_with(args: &[&str], env: &[(&str, &Path)]) -> Process {
        use std::{io::BufRead as _, process::Stdio};
        let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_annabella"))
            .args(args)
            .envs(env.iter().copied())
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        let (tx, lines) = mpsc::channel();
        for out in [
            Box::new(child.stdout.take().unwrap()) as Box<dyn std::io::Read + Send>,
            Box::new(child.stderr.take().unwrap()),
        ] {
            let tx = tx.clone();
            std::thread::spawn(move || {
                for line in std::io::BufReader::new(out).lines() {
                    let Ok(line) = line else { return };
                    if tx.send(line).is_err() {
                        return;
                    }
                }
            });
        }
        Process { child, lines }
    }

    pub(crate) fn say(&mut self, line: &str) {
        use std::io::Write as _;
        let stdin = self.child.stdin.as_mut().unwrap();
        writeln!(stdin, "{line}").unwrap();
        stdin.flush().unwrap();
    }

    /// Waits for a line containing `needle`; returns it.
    pub(crate) fn expect(&self, needle: &str) -> String {
        let deadline = Instant::now() + PATIENCE;
        let mut seen = Vec::new();
        while Instant::now() < deadline {
            if let Ok(line) = self.lines.recv_timeout(Duration::from_millis(200)) {
                if line.contains(needle) {
                    return line;
                }
                seen.push(line);
            }
        }
        panic!("no line with '{needle}'; printed: {seen:#?}");
    }
}

impl Drop for Process {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

#[test]
#[ignore = "needs nats-server"]
fn the_station_process_lists_the_tables_tells_an_alert_and_sends_an_action_to_one_table() {
    let broker = Broker::start("test-station", 2);
    let dir = tempfile::tempdir().unwrap();
    let url = broker.url();
    let mut station = Process::start(&[
        "hall",
        "--hall",
        &url,
        "--tournament",
        "test-station",
        "--hall-user",
        "arbiter-1",
        "--hall-password",
        "pw-arbiter-1",
        "--reader",
        "--create",
        "--no-speech",
        "--lang",
        "en",
    ]);
    station.expect("Following the hall test-station");
    let mut one = Played::new(&dir.path().join("one.journal"), Ids::from_bits(1, 1));
    let mut two = Played::new(&dir.path().join("two.journal"), Ids::from_bits(2, 2));
    one.act(Seat::Arbiter, Action::Start);
    one.white_move("Eva vier", "e4");
    two.act(Seat::Arbiter, Action::Start);
    two.white_move("Eva vier", "d4");
    let (bus1, requests1, _n1) = table_bus(&broker, "table-1", 1, one.journal.path());
    let (bus2, requests2, _n2) = table_bus(&broker, "table-2", 2, two.journal.path());
    bus1.journaled();
    bus2.journaled();
    station.expect("Table 2: alert, the arbiter is needed");
    // Table 1 may still be on its way: list until it is there.
    let deadline = Instant::now() + PATIENCE;
    loop {
        station.say("list");
        let first = station.expect("Table ");
        assert!(
            first.starts_with("Table 2: alert"),
            "the table needing the arbiter first: {first}"
        );
        let next = station.lines.recv_timeout(Duration::from_secs(1));
        if let Ok(line) = &next
            && line.starts_with("Table 1: waiting for the sighted player")
        {
            break;
        }
        assert!(Instant::now() < deadline, "table 1 never listed: {next:?}");
    }
    station.say("2");
    station.expect("Table 2 is open");
    station.say("pause");
    station.expect("Sent to table 2: pause.");
    let request = wait_for(&requests2, "the pause at table 2");
    assert_eq!(request.action, annabella::table::Action::Pause);
    assert!(
        requests1.try_recv().is_err(),
        "table 1 got table 2's action"
    );
    station.say("quit");
    drop(bus1);
    drop(bus2);
}

#[test]
#[ignore = "needs nats-server"]
fn the_relay_process_writes_each_round_as_pgn_with_clock_times() {
    let broker = Broker::start("test-relay", 1);
    let dir = tempfile::tempdir().unwrap();
    let url = broker.url();
    // The stream is made by a station (the relay's credentials may only read it).
    let (_station, _rx) = follower(&broker, "arbiter-1", true);
    let mut one = Played::new(&dir.path().join("one.journal"), Ids::from_bits(1, 1));
    one.act(Seat::Arbiter, Action::Start);
    one.white_move("Eva vier", "e4");
    let (bus, _r, _n) = table_bus(&broker, "table-1", 1, one.journal.path());
    bus.journaled();
    let out = dir.path().join("relay");
    let out_text = out.display().to_string();
    let _relay = Process::start(&[
        "hall",
        "relay",
        "--hall",
        &url,
        "--tournament",
        "test-relay",
        "--hall-user",
        "relay-1",
        "--hall-password",
        "pw-relay-1",
        "--out",
        &out_text,
        "--delay",
        "0s",
        "--every",
        "1s",
    ]);
    let file = out.join("round-1.pgn");
    let deadline = Instant::now() + PATIENCE;
    loop {
        let text = std::fs::read_to_string(&file).unwrap_or_default();
        if text.contains("1. e4") {
            assert!(text.contains("[White \"White 1\"]"), "{text}");
            assert!(text.contains("[Round \"1\"]"), "{text}");
            assert!(text.contains("[%clk 1:30:"), "{text}");
            break;
        }
        assert!(
            Instant::now() < deadline,
            "no round file with the move: {text}"
        );
        std::thread::sleep(Duration::from_millis(200));
    }
}

#[test]
fn hall_config_writes_the_brokers_configuration_and_the_passwords_once() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("hall");
    let store = dir.path().join("store");
    let args = [
        "hall",
        "config",
        "--tournament",
        "oly",
        "--tables",
        "3",
        "--store",
        store.to_str().unwrap(),
        "--out",
        out.to_str().unwrap(),
    ];
    let (code, _out, err) = crate::support::run_annabella(&args, "");
    assert_eq!(code, 0, "{err}");
    let conf = std::fs::read_to_string(out.join("nats.conf")).unwrap();
    assert!(conf.contains("\"t.oly.table.3.journal\""), "{conf}");
    assert!(conf.contains("\"$KV.HALL_oly.3.>\""), "{conf}");
    let users = std::fs::read_to_string(out.join("users.txt")).unwrap();
    assert_eq!(users.lines().count(), 3 + 2 + 1, "{users}");
    // Run again: the files are not replaced.
    let (code, _out, err) = crate::support::run_annabella(&args, "");
    assert_eq!(code, 2);
    assert!(err.contains("exists"), "{err}");
}

/// `annabella` at table `n` of the hall, in line mode, journaled in `dir`.
fn table_process(broker: &Broker, dir: &Path, n: u32) -> Process {
    table_process_via(&broker.url(), "test-play", dir, n)
}

/// `annabella` at table `n` of tournament `tournament`'s hall reached at `url`, in line mode,
/// journaled in `dir` (as `table-<n>.journal`), round 2, Ana against Jan.
pub(crate) fn table_process_via(url: &str, tournament: &str, dir: &Path, n: u32) -> Process {
    let args = table_args(url, tournament, dir, n);
    Process::start(&args.iter().map(String::as_str).collect::<Vec<_>>())
}

/// The arguments of [`table_process_via`].
pub(crate) fn table_args(url: &str, tournament: &str, dir: &Path, n: u32) -> Vec<String> {
    let journal = dir.join(format!("table-{n}.journal")).display().to_string();
    let (table, user, password) = (n.to_string(), format!("table-{n}"), format!("pw-table-{n}"));
    [
        "--reader",
        "--no-speech",
        "--lang",
        "en",
        "--journal",
        &journal,
        "--hall",
        url,
        "--tournament",
        tournament,
        "--table",
        &table,
        "--hall-user",
        &user,
        "--hall-password",
        &password,
        "--round",
        "2",
        "--white",
        "Ana",
        "--black",
        "Jan",
    ]
    .map(str::to_owned)
    .to_vec()
}

#[test]
#[ignore = "needs nats-server"]
fn tables_played_at_their_terminals_reach_the_station_and_an_arbiter_action_comes_back_applied() {
    let broker = Broker::start("test-play", 2);
    let dir = tempfile::tempdir().unwrap();
    let url = broker.url();
    let mut station = Process::start(&[
        "hall",
        "--hall",
        &url,
        "--tournament",
        "test-play",
        "--hall-user",
        "arbiter-1",
        "--hall-password",
        "pw-arbiter-1",
        "--reader",
        "--create",
        "--no-speech",
        "--lang",
        "en",
    ]);
    station.expect("Following the hall test-play");
    let mut one = table_process(&broker, dir.path(), 1);
    let mut two = table_process(&broker, dir.path(), 2);
    for (table, repeat) in [(&mut one, "Nf3"), (&mut two, "Nc3")] {
        for line in [
            "arbiter: start",
            "blind: Springer Gustav eins Felix drei",
            "blind: confirm",
            "blind: press",
        ] {
            table.say(line);
        }
        table.say(&format!("sighted: {repeat}"));
    }
    // Table 2's records differ: the station says so at once.
    station.expect("Table 2: alert, the arbiter is needed");
    station.say("2");
    station.expect("Table 2 is open");
    station.say("pause");
    station.expect("Sent to table 2: pause.");
    // The table applied it: its journal entry, with the request's mark, is the acknowledgement.
    station.expect("Table 2 applied: pause.");
    // Table 1 never got it.
    assert_the_station_paused_only(dir.path(), 2, 1);
    // Table 1 is listed as it stands (asked again while its last lines may be on their way).
    let deadline = Instant::now() + PATIENCE;
    let mut printed = Vec::new();
    'listed: loop {
        station.say("list");
        while let Ok(line) = station.lines.recv_timeout(Duration::from_millis(500)) {
            if line.starts_with("Table 1: waiting for the sighted player") {
                break 'listed;
            }
            printed.push(line);
        }
        if Instant::now() > deadline {
            let table: Vec<String> = one.lines.try_iter().collect();
            panic!("table 1 not listed as it stands: {printed:#?}\ntable 1 printed: {table:#?}");
        }
    }
}

/// A CA and a certificate for 127.0.0.1 signed by it, made with openssl in `dir`: (CA,
/// certificate, key).
pub(crate) fn certificates(dir: &Path) -> (String, String, String) {
    let run = |args: &[&str]| {
        let status = std::process::Command::new("openssl")
            .args(args)
            .current_dir(dir)
            .stdout(std::process::Stdio::null())
            .stderr(std::process::Stdio::null())
            .status()
            .expect("openssl");
        assert!(status.success(), "openssl {args:?}");
    };
    run(&[
        "req",
        "-x509",
        "-newkey",
        "rsa:2048",
        "-nodes",
        "-keyout",
        "ca.key",
        "-out",
        "ca.pem",
        "-days",
        "2",
        "-subj",
        "/CN=hall-ca",
    ]);
    run(&[
        "req",
        "-newkey",
        "rsa:2048",
        "-nodes",
        "-keyout",
        "server.key",
        "-out",
        "server.csr",
        "-subj",
        "/CN=127.0.0.1",
    ]);
    std::fs::write(dir.join("ext.cnf"), "subjectAltName=IP:127.0.0.1\n").unwrap();
    run(&[
        "x509",
        "-req",
        "-in",
        "server.csr",
        "-CA",
        "ca.pem",
        "-CAkey",
        "ca.key",
        "-CAcreateserial",
        "-out",
        "server.pem",
        "-days",
        "2",
        "-extfile",
        "ext.cnf",
    ]);
    let path = |name: &str| dir.join(name).display().to_string();
    (path("ca.pem"), path("server.pem"), path("server.key"))
}

#[test]
#[ignore = "needs nats-server and openssl"]
fn a_hall_with_tls_is_reached_with_its_ca_and_refused_without() {
    let dir = tempfile::tempdir().unwrap();
    let (ca, cert, key) = certificates(dir.path());
    let broker = Broker::start_with("test-tls", 1, Some((cert, key)));
    let url = broker.tls_url();
    let station = |ca: Option<&str>| {
        let mut args = vec![
            "hall",
            "--hall",
            &url,
            "--tournament",
            "test-tls",
            "--hall-user",
            "arbiter-1",
            "--hall-password",
            "pw-arbiter-1",
            "--reader",
            "--create",
            "--no-speech",
            "--lang",
            "en",
        ];
        if let Some(ca) = ca {
            args.extend(["--hall-ca", ca]);
        }
        Process::start(&args)
    };
    let mut trusted = station(Some(&ca));
    trusted.expect("is reached");
    trusted.say("list");
    trusted.expect("No table has joined this hall yet.");
    let untrusted = station(None);
    let said = untrusted.expect("is not reached");
    assert!(said.contains("certificate"), "{said}");
}

/// Table `to`'s journal (in `dir`) holds the station's `pause` with its request's mark, and table
/// `other`'s holds no request of the station at all.
pub(crate) fn assert_the_station_paused_only(dir: &Path, to: u32, other: u32) {
    let journal = std::fs::read_to_string(dir.join(format!("table-{to}.journal"))).unwrap();
    assert!(
        journal.lines().any(|l| l.contains("\"seat\":\"arbiter\"")
            && l.contains("\"action\":\"pause\"")
            && l.contains("\"via\"")),
        "{journal}"
    );
    let journal = std::fs::read_to_string(dir.join(format!("table-{other}.journal"))).unwrap();
    assert!(
        !journal.contains("\"via\""),
        "table {other} got table {to}'s action: {journal}"
    );
}

/// Issue 22, item 1: a move sealed at a hall's table reaches the hall's bus (and so the public
/// relay) only sealed; the opening's line reveals it.
#[test]
#[ignore = "needs nats-server"]
fn a_sealed_move_crosses_the_hall_only_sealed_until_the_envelope_is_opened() {
    let broker = Broker::start("test-play", 1);
    let dir = tempfile::tempdir().unwrap();
    // The stream is made by a station; the relay reads it.
    let (_station, _s) = follower(&broker, "arbiter-1", true);
    let (_relay, lines) = follower(&broker, "relay-1", false);
    let mut table = table_process(&broker, dir.path(), 1);
    for line in [
        "arbiter: start",
        "blind: Eva vier",
        "blind: confirm",
        "blind: press",
        "sighted: e4",
        "arbiter: adjourn tomorrow 10:00",
        "sighted: seal Nf6",
        "sighted: press",
    ] {
        table.say(line);
    }
    table.expect("has sealed");
    let sealed = |text: &str| text.contains("Nf6") || text.contains("g8f6");
    let mut published = Vec::new();
    let deadline = Instant::now() + PATIENCE;
    let mut opened = false;
    loop {
        assert!(Instant::now() < deadline, "published: {published:#?}");
        let Ok(annabella::io::nats::station::Delivered::Line { bytes, .. }) =
            lines.recv_timeout(Duration::from_millis(200))
        else {
            continue;
        };
        let text = String::from_utf8_lossy(&bytes).into_owned();
        if text.contains("\"sealed\"") && !opened {
            // The sealing is on the bus: now the arbiter opens the envelope.
            assert!(!sealed(&text), "{text}");
            table.say("arbiter: open-envelope");
            opened = true;
        }
        if text.contains("open-envelope") {
            assert!(text.contains("g8f6"), "the opening reveals it: {text}");
            break;
        }
        assert!(!sealed(&text), "before the opening: {text}");
        published.push(text);
    }
    // Issue 22, item 6: the command printed to go on keeps the table in its hall.
    table.say("quit");
    table.say("yes");
    let again = table.expect("To go on with it: annabella resume ");
    for part in [
        "--reader",
        "--no-speech",
        &format!("--hall {}", broker.url()),
        "--tournament test-play --table 1 --round 2",
        "--hall-user table-1 --hall-password pw-table-1",
    ] {
        assert!(again.contains(part), "{part}: {again}");
    }
}

#[test]
#[ignore = "needs nats-server"]
fn a_snapshot_the_hall_cannot_store_is_kept_in_the_devices_log_never_said_to_the_players() {
    let broker = Broker::start("test-snapless", 1);
    let dir = tempfile::tempdir().unwrap();
    let url = broker.url();
    let station = Process::start(&[
        "hall",
        "--hall",
        &url,
        "--tournament",
        "test-snapless",
        "--hall-user",
        "arbiter-1",
        "--hall-password",
        "pw-arbiter-1",
        "--reader",
        "--create",
        "--no-speech",
        "--lang",
        "en",
    ]);
    station.expect("Following the hall test-snapless");
    // The snapshot store is taken away: the table's lines are still stored, its snapshots not.
    let bucket = broker.hall.bucket();
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap();
    runtime.block_on(async {
        let client = async_nats::ConnectOptions::with_user_and_password(
            "arbiter-2".into(),
            "pw-arbiter-2".into(),
        )
        .connect(url.as_str())
        .await
        .unwrap();
        async_nats::jetstream::new(client)
            .delete_key_value(bucket)
            .await
            .unwrap();
    });
    let data = dir.path().join("data");
    let args = table_args(&url, "test-snapless", dir.path(), 1);
    let mut table = Process::start_with(
        &args.iter().map(String::as_str).collect::<Vec<_>>(),
        &[("XDG_DATA_HOME", &data)],
    );
    for line in [
        "arbiter: start",
        "blind: Springer Gustav eins Felix drei",
        "blind: confirm",
        "blind: press",
        "sighted: Nf3",
    ] {
        table.say(line);
    }
    // The first snapshot is tried as soon as the hall took the first lines: its failure is in
    // the devices log, with what the hall said.
    let log = data.join("annabella").join("devices.log");
    let deadline = Instant::now() + PATIENCE;
    while !std::fs::read_to_string(&log).is_ok_and(|l| l.contains("snapshot-not-stored")) {
        assert!(Instant::now() < deadline, "nothing in {}", log.display());
        std::thread::sleep(Duration::from_millis(100));
    }
    table.say("quit");
    table.say("yes");
    let printed: Vec<String> = {
        let deadline = Instant::now() + Duration::from_secs(20);
        let mut all = Vec::new();
        while let Ok(line) = table
            .lines
            .recv_timeout(deadline.saturating_duration_since(Instant::now()))
        {
            all.push(line);
        }
        all
    };
    assert!(
        !printed
            .iter()
            .any(|l| l.contains("snapshot") || l.contains("not stored")),
        "the players heard of the hall's store: {printed:#?}"
    );
}
