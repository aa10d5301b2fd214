//! The hall through faults, with real processes on a real nats-server (ignored in plain
//! `cargo test`: needs nats-server): one table's link cut and restored while it plays on, and a
//! station restarted mid-game; afterwards every move of every table is on the station and in
//! the relay's PGN exactly once, in order.

use std::{
    collections::BTreeMap,
    path::Path,
    sync::mpsc,
    time::{Duration, Instant},
};

use annabella::{
    game::WallTime,
    hall::{HallModel, TableNo, wire::read_line},
    io::nats::station::{Delivered, Following},
};

use crate::{
    hall::{PATIENCE, follower_with},
    hall_processes::{Process, table_process_via},
    support::{nats::Broker, proxy::Proxy},
};

/// The game both tables play, ply by ply: the mover's entry, confirmation and press, then the
/// other seat's repetition (White is the blind player, who speaks the Appendix D words).
pub(crate) const PLIES: [(&str, [&str; 4]); 8] = [
    (
        "e4",
        [
            "blind: Eva vier",
            "blind: confirm",
            "blind: press",
            "sighted: e4",
        ],
    ),
    (
        "e5",
        [
            "sighted: e5",
            "sighted: confirm",
            "sighted: press",
            "blind: Eva fünf",
        ],
    ),
    (
        "Nf3",
        [
            "blind: Springer Gustav eins Felix drei",
            "blind: confirm",
            "blind: press",
            "sighted: Nf3",
        ],
    ),
    (
        "Nc6",
        [
            "sighted: Nc6",
            "sighted: confirm",
            "sighted: press",
            "blind: Springer Bella acht Cäsar sechs",
        ],
    ),
    (
        "Bc4",
        [
            "blind: Läufer Felix eins Cäsar vier",
            "blind: confirm",
            "blind: press",
            "sighted: Bc4",
        ],
    ),
    (
        "Bc5",
        [
            "sighted: Bc5",
            "sighted: confirm",
            "sighted: press",
            "blind: Läufer Felix acht Cäsar fünf",
        ],
    ),
    (
        "d3",
        [
            "blind: David drei",
            "blind: confirm",
            "blind: press",
            "sighted: d3",
        ],
    ),
    (
        "d6",
        [
            "sighted: d6",
            "sighted: confirm",
            "sighted: press",
            "blind: David sechs",
        ],
    ),
];

/// Entries of a table after the arbiter's start and `plies` plies.
pub(crate) fn entries_after(plies: usize) -> usize {
    1 + 4 * plies
}

pub(crate) fn play(table: &mut Process, plies: std::ops::Range<usize>) {
    for (_, lines) in &PLIES[plies] {
        for line in lines {
            table.say(line);
        }
    }
}

/// A station's view: its model and each table's seqs in the order they came (those a
/// snapshot holds included).
pub(crate) struct Seen {
    pub(crate) model: HallModel,
    seqs: BTreeMap<TableNo, Vec<u64>>,
}

impl Seen {
    pub(crate) fn new() -> Seen {
        Seen {
            model: HallModel::new(),
            seqs: BTreeMap::new(),
        }
    }

    /// Takes deliveries until every table in `want` has that many entries (at most PATIENCE).
    pub(crate) fn until(&mut self, rx: &mpsc::Receiver<Delivered>, want: &[(TableNo, usize)]) {
        let deadline = Instant::now() + PATIENCE;
        let count = |m: &HallModel, n| m.table(n).map_or(0, |f| f.entries.len());
        while want.iter().any(|(n, e)| count(&self.model, *n) < *e) {
            let left = deadline.saturating_duration_since(Instant::now());
            assert!(
                !left.is_zero(),
                "timed out at {want:?}; seen {:?}",
                self.seqs
            );
            match rx.recv_timeout(left.min(Duration::from_millis(200))) {
                Ok(Delivered::Line { table, bytes, .. }) => {
                    let line = read_line(&bytes).unwrap();
                    self.seqs.entry(table).or_default().push(line.seq());
                    self.model.receive(table, line, WallTime(1_795_000_100_000));
                }
                Ok(Delivered::Snapshot { table, snapshot }) => {
                    let seqs = self.seqs.entry(table).or_default();
                    seqs.extend(0..=snapshot.seq());
                    self.model.restore(table, &snapshot);
                }
                Ok(_) | Err(_) => {}
            }
        }
    }

    /// Every line of each table once, and nothing more, in whatever order the lines came (a
    /// station hears them live and from the stream, whichever first); the model applies them in
    /// order, so its table has every entry.
    pub(crate) fn assert_once(&self, want: &[(TableNo, usize)]) {
        for (n, entries) in want {
            let all: Vec<u64> = (0..=*entries as u64).collect();
            let mut seqs = self.seqs[n].clone();
            seqs.sort_unstable();
            assert_eq!(seqs, all, "table {n}: {:?}", self.seqs[n]);
            assert_eq!(
                self.model.table(*n).map(|f| f.entries.len()),
                Some(*entries),
                "table {n} applied"
            );
        }
    }

    /// Every line of each table once, in order, and nothing more.
    pub(crate) fn assert_once_in_order(&self, want: &[(TableNo, usize)]) {
        for (n, entries) in want {
            let all: Vec<u64> = (0..=*entries as u64).collect();
            assert_eq!(self.seqs[n], all, "table {n}");
        }
    }
}

/// The moves of every game in a PGN text, in order: its comments, move numbers and results
/// left out.
pub(crate) fn moves_of(pgn: &str) -> Vec<Vec<String>> {
    let mut games = Vec::new();
    for game in pgn.split("[Event ").skip(1) {
        let movetext = game.split_once("\n\n").map_or("", |(_, m)| m);
        let mut text = String::new();
        let mut depth = 0;
        for c in movetext.chars() {
            match c {
                '{' => depth += 1,
                '}' => depth -= 1,
                _ if depth == 0 => text.push(c),
                _ => {}
            }
        }
        games.push(
            text.split_whitespace()
                .filter(|w| !w.ends_with('.') && !["*", "1-0", "0-1", "1/2-1/2"].contains(w))
                .map(str::to_owned)
                .collect(),
        );
    }
    games
}

fn relay(broker: &Broker, tournament: &str, out: &Path) -> Process {
    relay_at(&broker.url(), tournament, out)
}

/// `annabella hall relay` for the hall at `url` (one broker, or a cluster's nodes).
pub(crate) fn relay_at(url: &str, tournament: &str, out: &Path) -> Process {
    let (url, out) = (url.to_owned(), out.display().to_string());
    Process::start(&[
        "hall",
        "relay",
        "--hall",
        &url,
        "--tournament",
        tournament,
        "--hall-user",
        "relay-1",
        "--hall-password",
        "pw-relay-1",
        "--out",
        &out,
        "--delay",
        "0s",
        "--every",
        "1s",
    ])
}

#[test]
#[ignore = "needs nats-server"]
fn a_tables_link_cut_and_restored_and_a_station_restarted_lose_and_double_nothing() {
    let name = "test-faults";
    let broker = Broker::start(name, 2);
    let proxy = Proxy::start(broker.port);
    let dir = tempfile::tempdir().unwrap();
    let station = Following {
        keeper: true,
        create: true,
        snapshots: true,
    };
    // One station follows from the start to the end; another is restarted mid-game.
    let (_steady, steady_rx) = follower_with(&broker, "arbiter-1", station);
    let (first, first_rx) = follower_with(&broker, "arbiter-2", station);
    let (mut steady, mut restarted) = (Seen::new(), Seen::new());
    let out = dir.path().join("relay");
    let _relay = relay(&broker, name, &out);

    // Table 1 reaches the hall through the proxy; table 2 directly.
    let mut one = table_process_via(&proxy.url(), name, dir.path(), 1);
    let mut two = table_process_via(&broker.url(), name, dir.path(), 2);
    one.expect("is reached");
    two.expect("is reached");
    for table in [&mut one, &mut two] {
        table.say("arbiter: start");
        play(table, 0..2);
    }
    let opening = [(1, entries_after(2)), (2, entries_after(2))];
    steady.until(&steady_rx, &opening);
    restarted.until(&first_rx, &opening);

    // Table 1's link is cut; both tables play on; the second station stops meanwhile.
    proxy.cut();
    one.expect("is lost");
    drop((first, first_rx));
    play(&mut one, 2..6);
    play(&mut two, 2..6);
    steady.until(&steady_rx, &[(2, entries_after(6))]);
    assert_eq!(
        steady.model.table(1).unwrap().entries.len(),
        entries_after(2),
        "table 1's moves came through a cut link"
    );
    // The station starts again (from the hall's snapshots) while table 1 is still cut off.
    let (_second, second_rx) = follower_with(&broker, "arbiter-2", station);
    restarted = Seen::new();
    restarted.until(&second_rx, &[(2, entries_after(6))]);

    // The link comes back: table 1 catches up in order; both play to the end.
    proxy.restore();
    play(&mut one, 6..8);
    play(&mut two, 6..8);
    let end = [(1, entries_after(8)), (2, entries_after(8))];
    steady.until(&steady_rx, &end);
    restarted.until(&second_rx, &end);
    // The stations hear lines live too: once each, applied in order.
    steady.assert_once(&end);
    restarted.assert_once(&end);
    for n in [1, 2] {
        let journal = std::fs::read_to_string(dir.path().join(format!("table-{n}.journal")));
        let lines = journal.unwrap().lines().count();
        assert_eq!(lines, entries_after(8) + 1, "table {n}'s journal");
        let (a, b) = (
            steady.model.table(n).unwrap(),
            restarted.model.table(n).unwrap(),
        );
        assert_eq!(a.table().state_hash(), b.table().state_hash(), "table {n}");
        assert_eq!(a.table().game().record().plies().len(), PLIES.len());
    }

    // The relay has both games, every move once and in order.
    let want: Vec<String> = PLIES.iter().map(|(san, _)| (*san).to_owned()).collect();
    let file = out.join("round-2.pgn");
    let deadline = Instant::now() + PATIENCE;
    loop {
        let text = std::fs::read_to_string(&file).unwrap_or_default();
        let games = moves_of(&text);
        if games.len() == 2 && games.iter().all(|g| g.len() >= want.len()) {
            assert_eq!(games, [want.clone(), want], "{text}");
            assert!(text.contains("[Board \"1\"]") && text.contains("[White \"Ana\"]"));
            break;
        }
        assert!(Instant::now() < deadline, "the relay's round: {text}");
        std::thread::sleep(Duration::from_millis(200));
    }
}
