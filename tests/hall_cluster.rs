//! The hall on a cluster of three nats-servers on loopback, each node in a folder of its own
//! (ignored in plain `cargo test`: needs nats-server): two tables play at their terminals, two
//! stations and the relay follow, while one node is killed (kill -9) mid-round and restarted,
//! then another, then the node holding the stream's leader is stopped, then every node is
//! stopped and started again from its store. Every line reaches every station exactly once (heard
//! live or from the stream, whichever first) and is applied in order; the relay's PGN has both
//! games whole; the players hear nothing of a node lost. With two nodes of three down (no
//! majority: the stream takes nothing), the station still hears every line live.

use std::time::{Duration, Instant};

use annabella::io::nats::station::Following;

use crate::{
    hall::{PATIENCE, follower_on},
    hall_faults::{PLIES, Seen, entries_after, moves_of, play, relay_at},
    hall_processes::{Process, table_process_via},
    support::nats::Cluster,
};

/// What a table printed since it was last asked that tells its players about the hall's
/// connection going wrong.
fn hall_trouble(table: &Process) -> Vec<String> {
    table
        .lines
        .try_iter()
        .filter(|l| {
            [
                "is lost",
                "not taken by the hall",
                "not reached",
                "cannot be read",
                "not stored",
                "refused",
                "does not receive",
            ]
            .iter()
            .any(|trouble| l.contains(trouble))
        })
        .collect()
}

#[test]
#[ignore = "needs nats-server"]
fn a_hall_on_three_nodes_loses_and_doubles_nothing_through_node_kills_a_leader_stop_and_a_full_restart()
 {
    let name = "test-cluster";
    let mut cluster = Cluster::start(name, 2);
    let urls = cluster.urls();
    let dir = tempfile::tempdir().unwrap();
    let station = Following {
        keeper: true,
        create: true,
        snapshots: true,
    };
    let (_first, first_rx) = follower_on(cluster.bus("arbiter-1"), "arbiter-1", station);
    let (_second, second_rx) = follower_on(cluster.bus("arbiter-2"), "arbiter-2", station);
    let (mut first, mut second) = (Seen::new(), Seen::new());
    let out = dir.path().join("relay");
    let _relay = relay_at(&urls, name, &out);
    let mut tables: Vec<Process> = (1..=2)
        .map(|n| table_process_via(&urls, name, dir.path(), n))
        .collect();
    for table in &mut tables {
        table.expect("is reached");
        table.say("arbiter: start");
    }
    let mut played = 0;
    // Both tables play `plies` more; both stations get every line of them.
    let mut round = |tables: &mut Vec<Process>, cluster: &Cluster, plies: usize| {
        for table in tables.iter_mut() {
            play(table, played..played + plies);
        }
        played += plies;
        let want = [(1, entries_after(played)), (2, entries_after(played))];
        let shown = Diagnosis { tables, cluster };
        first.until(&first_rx, &want);
        second.until(&second_rx, &want);
        drop(shown);
    };
    round(&mut tables, &cluster, 2);

    // One node killed mid-round, and back; then another.
    for i in [0, 1] {
        cluster.nodes[i].kill();
        round(&mut tables, &cluster, 1);
        cluster.nodes[i].restart();
        // Back: up to date with the others before the next one goes.
        cluster.wait_current();
    }
    // The node that leads the stream, stopped as an operator would.
    let deadline = Instant::now() + PATIENCE;
    let at = loop {
        if let Some(at) = cluster.stream_leader() {
            break at;
        }
        assert!(
            Instant::now() < deadline,
            "no stream leader: {}",
            cluster.logs()
        );
        std::thread::sleep(Duration::from_millis(200));
    };
    cluster.nodes[at].stop();
    round(&mut tables, &cluster, 1);
    cluster.nodes[at].restart();
    cluster.wait_current();
    for table in &tables {
        assert_eq!(
            hall_trouble(table),
            Vec::<String>::new(),
            "the players heard of a node lost"
        );
    }
    // Every node stopped, and started again from its store.
    for node in &mut cluster.nodes {
        node.kill();
    }
    for node in &mut cluster.nodes {
        node.restart();
    }
    round(&mut tables, &cluster, PLIES.len() - 5);

    let end = [
        (1, entries_after(PLIES.len())),
        (2, entries_after(PLIES.len())),
    ];
    // Heard live and from the stream, whichever first: once each, applied in order.
    first.assert_once(&end);
    second.assert_once(&end);
    for n in [1, 2] {
        let (a, b) = (
            first.model.table(n).unwrap(),
            second.model.table(n).unwrap(),
        );
        assert_eq!(a.table().state_hash(), b.table().state_hash(), "table {n}");
        assert_eq!(a.table().game().record().plies().len(), PLIES.len());
    }
    // The relay has both games whole, every move once and in order.
    let want: Vec<String> = PLIES.iter().map(|(san, _)| (*san).to_owned()).collect();
    let file = out.join("round-2.pgn");
    let deadline = Instant::now() + PATIENCE;
    loop {
        let text = std::fs::read_to_string(&file).unwrap_or_default();
        let games = moves_of(&text);
        if games.len() == 2 && games.iter().all(|g| g.len() >= want.len()) {
            assert_eq!(games, [want.clone(), want], "{text}");
            break;
        }
        assert!(Instant::now() < deadline, "the relay's round: {text}");
        std::thread::sleep(Duration::from_millis(200));
    }
}

/// Shows, when a test fails, what the stream holds and what the tables printed.
struct Diagnosis<'a> {
    tables: &'a Vec<Process>,
    cluster: &'a Cluster,
}

impl Drop for Diagnosis<'_> {
    fn drop(&mut self) {
        if std::thread::panicking() {
            eprintln!(
                "stream: {:#?}",
                self.cluster.stream_info("arbiter-2", "pw-arbiter-2")
            );
            for (i, t) in self.tables.iter().enumerate() {
                let printed: Vec<String> = t.lines.try_iter().collect();
                eprintln!("table {} printed: {printed:#?}", i + 1);
            }
        }
    }
}

#[test]
#[ignore = "needs nats-server"]
fn hall_config_cluster_writes_three_nodes_that_keep_the_hall_in_three_copies() {
    use annabella::{
        hall::Hall,
        ids::Ids,
        table::{Action, Seat},
    };

    use crate::{
        hall::{Played, entries, follow_until, table_bus_as},
        support::nats::{Broker, free_port},
    };

    let dir = tempfile::tempdir().unwrap();
    let (out, store) = (dir.path().join("hall"), dir.path().join("store"));
    // Three ports whose route ports (2000 above) are free too.
    let mut ports = Vec::new();
    while ports.len() < 3 {
        let port = free_port();
        if port < 30_000 && std::net::TcpListener::bind(("127.0.0.1", port + 2000)).is_ok() {
            ports.push(port);
        }
    }
    let listens: Vec<String> = ports.iter().map(|p| format!("127.0.0.1:{p}")).collect();
    let mut args = vec![
        "hall".to_owned(),
        "config".into(),
        "--cluster".into(),
        "3".into(),
        "--tournament".into(),
        "olympiad".into(),
        "--tables".into(),
        "1".into(),
        "--store".into(),
        store.display().to_string(),
        "--out".into(),
        out.display().to_string(),
    ];
    for listen in &listens {
        args.extend(["--listen".to_owned(), listen.clone()]);
    }
    let (code, printed, err) =
        crate::support::run_annabella(&args.iter().map(String::as_str).collect::<Vec<_>>(), "");
    assert_eq!(code, 0, "{err}");
    let urls: Vec<String> = ports
        .iter()
        .map(|p| format!("nats://127.0.0.1:{p}"))
        .collect();
    assert!(printed.contains(&urls.join(",")), "{printed}");
    // Each node in a folder of its own, started from what was written.
    let hall = Hall::new("olympiad").unwrap();
    let users = std::fs::read_to_string(out.join("node-1").join("users.txt")).unwrap();
    let password = |user: &str| {
        users
            .lines()
            .find_map(|l| l.strip_prefix(&format!("{user} ")))
            .and_then(|rest| rest.split_whitespace().next())
            .unwrap()
            .to_owned()
    };
    let nodes: Vec<Broker> = (1..=3)
        .map(|i| {
            let text =
                std::fs::read_to_string(out.join(format!("node-{i}")).join("nats.conf")).unwrap();
            let folder = tempfile::tempdir().unwrap();
            Broker::launch(folder, ports[i - 1], hall.clone(), &text)
        })
        .collect();
    let cluster = Cluster { nodes, hall };
    cluster.wait_for_leader();
    let station = Following {
        keeper: true,
        create: true,
        snapshots: false,
    };
    let bus = |user: &str| annabella::io::nats::Bus {
        url: urls.join(","),
        ..cluster.nodes[0].bus_with(user, &password(user))
    };
    let (_station, rx) = follower_on(bus("arbiter-1"), "arbiter-1", station);
    let mut one = Played::new(&dir.path().join("one.journal"), Ids::from_bits(1, 1));
    one.act(Seat::Arbiter, Action::Start);
    let (table, _requests, _notes) =
        table_bus_as(&cluster.nodes[0], bus("table-1"), 1, one.journal.path());
    table.journaled();
    let mut model = annabella::hall::HallModel::new();
    follow_until(&rx, &mut model, |m| entries(m, 1) == 1);
    // The line may come live before the stream is made: the stream is waited for.
    let deadline = Instant::now() + PATIENCE;
    let info = loop {
        if let Some(info) = cluster.stream_info("arbiter-2", &password("arbiter-2")) {
            break info;
        }
        assert!(Instant::now() < deadline, "no stream: {}", cluster.logs());
        std::thread::sleep(Duration::from_millis(200));
    };
    assert_eq!(info.config.num_replicas, 3, "the stream in three copies");
    assert!(
        info.cluster
            .is_some_and(|c| c.leader.is_some() && !c.replicas.is_empty()),
        "led, with copies on other nodes"
    );
}

#[test]
#[ignore = "needs nats-server"]
fn with_two_nodes_of_three_down_the_station_hears_every_line_live_and_the_stream_catches_up_after()
{
    let name = "test-quorum";
    let mut cluster = Cluster::start(name, 1);
    let dir = tempfile::tempdir().unwrap();
    let station = Following {
        keeper: true,
        create: true,
        snapshots: true,
    };
    // The hall's stream made in three copies by a station given every node; the station and
    // the table that stay connected all along are on the third node only.
    let (_keeper, _keeper_rx) = follower_on(cluster.bus("arbiter-2"), "arbiter-2", station);
    let deadline = Instant::now() + PATIENCE;
    while cluster
        .stream_info("arbiter-2", "pw-arbiter-2")
        .and_then(|info| info.cluster)
        .is_none_or(|c| c.replicas.len() != 2)
    {
        assert!(Instant::now() < deadline, "no stream in three copies");
        std::thread::sleep(Duration::from_millis(200));
    }
    let third = cluster.nodes[2].url();
    let bus = annabella::io::nats::Bus {
        url: third.clone(),
        ..cluster.bus("arbiter-1")
    };
    let (_station, rx) = follower_on(bus, "arbiter-1", station);
    let mut seen = Seen::new();
    let mut table = table_process_via(&third, name, dir.path(), 1);
    table.expect("is reached");
    table.say("arbiter: start");
    play(&mut table, 0..2);
    seen.until(&rx, &[(1, entries_after(2))]);
    let stored = |cluster: &Cluster| {
        cluster
            .stream_info("arbiter-2", "pw-arbiter-2")
            .map(|info| info.state.messages)
    };
    // The station hears a line live before the stream has stored it: the count to compare with
    // is taken once the stream holds every line played so far.
    let lines = entries_after(2) as u64 + 1;
    let deadline = Instant::now() + PATIENCE;
    let before = loop {
        match stored(&cluster) {
            Some(n) if n >= lines => break n,
            now => assert!(
                Instant::now() < deadline,
                "the stream holds {now:?} messages, not the {lines} lines played"
            ),
        }
        std::thread::sleep(Duration::from_millis(100));
    };
    // Two nodes of three down: JetStream has no majority, its stream no leader, and takes
    // nothing; the node left still carries the tables' lines as they are published.
    cluster.nodes[0].kill();
    cluster.nodes[1].kill();
    play(&mut table, 2..4);
    seen.until(&rx, &[(1, entries_after(4))]);
    // Without a majority nothing more was stored (if the stream answers at all).
    let after = stored(&cluster);
    assert!(
        after.is_none_or(|n| n == before),
        "stored without a majority: {before} then {after:?}"
    );
    // Back: the table sends what the stream has not taken from its journal, and a station
    // that reads the whole stream now gets every line once, in order.
    cluster.nodes[0].restart();
    cluster.nodes[1].restart();
    cluster.wait_current();
    let late = Following {
        keeper: false,
        create: false,
        snapshots: false,
    };
    let (_late, late_rx) = follower_on(cluster.bus("relay-1"), "relay-1", late);
    let mut later = Seen::new();
    later.until(&late_rx, &[(1, entries_after(4))]);
    // The stream alone: in order; the station, live and from the stream: once each.
    later.assert_once_in_order(&[(1, entries_after(4))]);
    seen.assert_once(&[(1, entries_after(4))]);
}
