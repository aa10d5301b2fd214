//! A station started late from the hall's key-value store (ignored in plain `cargo test`: needs
//! nats-server): it rebuilds every table from the snapshots the tables stored, reads the stream
//! only after them (a snapshot behind the stream, a table that stores none), takes every line
//! exactly once and in order, and holds the same tables, state hash for state hash, as a
//! station that read the whole stream.

use std::{
    collections::BTreeMap,
    future::Future,
    sync::mpsc,
    time::{Duration, Instant},
};

use annabella::{
    game::WallTime,
    hall::{HallModel, TableNo, snapshot::Snapshot, subjects::message_id, wire::read_line},
    ids::{GameId, Ids},
    io::nats::{
        Bus, Credentials,
        station::{Delivered, Following},
        store_snapshot,
    },
    table::{Action, Seat},
};

use crate::{
    hall::{PATIENCE, Played, enter, entries, follow_until, follower, follower_with, table_bus},
    support::nats::Broker,
};

fn block_on<F: Future>(task: F) -> F::Output {
    tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap()
        .block_on(task)
}

/// A JetStream context as `user` (a table's replies come under its own inbox prefix).
async fn jetstream(
    broker: &Broker,
    user: &str,
    n: Option<TableNo>,
) -> async_nats::jetstream::Context {
    let Bus { credentials, .. } = broker.bus(user);
    let Credentials::Password { user, password } = credentials else {
        unreachable!()
    };
    let mut options = async_nats::ConnectOptions::with_user_and_password(user, password);
    if let Some(n) = n {
        options = options.custom_inbox_prefix(broker.hall.table_inbox(n));
    }
    async_nats::jetstream::new(options.connect(broker.url()).await.unwrap())
}

/// Table `n`'s snapshot of `game` in the store once it holds `seq` lines (at most PATIENCE).
fn stored(broker: &Broker, n: TableNo, game: GameId, seq: u64) -> Snapshot {
    block_on(async {
        let js = jetstream(broker, "arbiter-1", None).await;
        let store = js.get_key_value(broker.hall.bucket()).await.unwrap();
        let deadline = Instant::now() + PATIENCE;
        loop {
            if let Ok(Some(bytes)) = store.get(format!("{n}.{game}")).await {
                let snapshot = Snapshot::from_bytes(&bytes).unwrap();
                if snapshot.seq() == seq {
                    return snapshot;
                }
            }
            assert!(
                Instant::now() < deadline,
                "no snapshot of table {n} at {seq}"
            );
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
    })
}

/// Deliveries of a late follower until `done` (at most PATIENCE): the seqs of each table's
/// lines in the order they came (those a snapshot holds included), and how many snapshots.
fn late_follow(
    rx: &mpsc::Receiver<Delivered>,
    model: &mut HallModel,
    mut done: impl FnMut(&HallModel) -> bool,
) -> (BTreeMap<TableNo, Vec<u64>>, usize) {
    let deadline = Instant::now() + PATIENCE;
    let (mut seen, mut snapshots) = (BTreeMap::<TableNo, Vec<u64>>::new(), 0);
    while !done(model) {
        let left = deadline.saturating_duration_since(Instant::now());
        assert!(!left.is_zero(), "timed out; seen {seen:?}");
        match rx.recv_timeout(left.min(Duration::from_millis(200))) {
            Ok(Delivered::Line { table, bytes, .. }) => {
                let line = read_line(&bytes).unwrap();
                seen.entry(table).or_default().push(line.seq());
                model.receive(table, line, WallTime(1_795_000_100_000));
            }
            Ok(Delivered::Snapshot { table, snapshot }) => {
                snapshots += 1;
                seen.entry(table).or_default().extend(0..=snapshot.seq());
                model.restore(table, &snapshot);
            }
            // Heartbeats and the station's own news are not what these tests follow.
            Ok(_) | Err(_) => {}
        }
    }
    (seen, snapshots)
}

#[test]
#[ignore = "needs nats-server"]
fn a_late_station_starts_from_the_snapshots_and_holds_the_tables_the_stream_builds() {
    let broker = Broker::start("test-snapshots", 3);
    let dir = tempfile::tempdir().unwrap();
    // The station keeps the stream and the bucket.
    let (_station, delivered) = follower(&broker, "arbiter-1", true);
    let mut model = HallModel::new();

    // Table 1 plays a game and closes (its snapshot stored as it closes), then starts its next.
    let mut one = Played::new(&dir.path().join("one.journal"), Ids::from_bits(1, 11));
    one.act(Seat::Arbiter, Action::Start);
    one.white_move("Eva vier", "e4");
    let (mut bus1, _r1, _n1) = table_bus(&broker, "table-1", 1, one.journal.path());
    bus1.journaled();
    // Table 2 plays; the snapshot it stores at once is kept, to be set back later.
    let mut two = Played::new(&dir.path().join("two.journal"), Ids::from_bits(2, 22));
    two.act(Seat::Arbiter, Action::Start);
    two.white_move("Dora vier", "d4");
    let (mut bus2, _r2, _n2) = table_bus(&broker, "table-2", 2, two.journal.path());
    bus2.journaled();
    follow_until(&delivered, &mut model, |m| {
        entries(m, 1) == 5 && entries(m, 2) == 5
    });
    let behind = stored(&broker, 2, GameId(22), 5);
    assert!(bus1.finish(Duration::from_secs(10)));
    drop(bus1);
    stored(&broker, 1, GameId(11), 5);
    let mut next = Played::new(&dir.path().join("one-b.journal"), Ids::from_bits(1, 12));
    next.act(Seat::Arbiter, Action::Start);
    let (mut bus1, _r1, _n1) = table_bus(&broker, "table-1", 1, next.journal.path());
    bus1.journaled();
    for (seat, action) in [
        (Seat::Sighted, enter("d5")),
        (Seat::Sighted, Action::Confirm),
        (Seat::Sighted, Action::Press),
        (Seat::Blind, enter("Dora fuenf")),
    ] {
        two.act(seat, action);
    }
    bus2.journaled();
    // Table 3 stores no snapshot (a table of an older program): its lines only in the stream.
    let mut three = Played::new(&dir.path().join("three.journal"), Ids::from_bits(3, 33));
    three.act(Seat::Arbiter, Action::Start);
    three.white_move("Cäsar vier", "c4");
    block_on(async {
        let js = jetstream(&broker, "table-3", Some(3)).await;
        let text = std::fs::read_to_string(three.journal.path()).unwrap();
        for (seq, line) in text.lines().enumerate() {
            let mut headers = async_nats::HeaderMap::new();
            let id = message_id(Ids::from_bits(3, 33), seq as u64);
            headers.insert(async_nats::header::NATS_MESSAGE_ID, id.as_str());
            let subject = broker.hall.journal(3);
            let ack = js.publish_with_headers(subject, headers, line.to_owned().into());
            ack.await.unwrap().await.unwrap();
        }
    });
    let done = |m: &HallModel| {
        entries(m, 2) == 9
            && entries(m, 3) == 5
            && m.table(1)
                .is_some_and(|f| f.ids.game == GameId(12) && f.entries.len() == 1)
    };
    follow_until(&delivered, &mut model, done);
    assert!(bus1.finish(Duration::from_secs(10)));
    assert!(bus2.finish(Duration::from_secs(10)));
    stored(&broker, 1, GameId(12), 1);
    stored(&broker, 2, GameId(22), 9);
    // Table 2's snapshot set back: the station must read its last four lines from the stream.
    block_on(async {
        let js = jetstream(&broker, "table-2", Some(2)).await;
        store_snapshot(&js, &broker.hall, 2, &behind).await.unwrap();
    });
    stored(&broker, 2, GameId(22), 5);
    // Another table's credentials cannot write table 2's key.
    block_on(async {
        let js = jetstream(&broker, "table-1", Some(1)).await;
        let mut forged = behind.clone();
        forged.entries.clear();
        assert!(store_snapshot(&js, &broker.hall, 2, &forged).await.is_err());
    });
    stored(&broker, 2, GameId(22), 5);

    // A station started now: the snapshots of table 1's two games and table 2's, then the
    // stream after them; every line once and in order.
    let following = Following {
        keeper: false,
        create: true,
        snapshots: true,
    };
    let (_late, late_rx) = follower_with(&broker, "relay-2", following);
    let mut late = HallModel::new();
    let (seen, snapshots) = late_follow(&late_rx, &mut late, done);
    assert_eq!(snapshots, 3, "{seen:?}");
    let once: Vec<u64> = (0..=5).chain(0..=1).collect();
    assert_eq!(seen[&1], once, "table 1: its two games");
    assert_eq!(seen[&2], (0..=9).collect::<Vec<_>>());
    assert_eq!(seen[&3], (0..=5).collect::<Vec<_>>());

    // The same tables as from the whole stream, state hash for state hash.
    let (_whole, whole_rx) = follower(&broker, "relay-1", false);
    let mut whole = HallModel::new();
    follow_until(&whole_rx, &mut whole, done);
    for n in 1..=3 {
        let (a, b) = (late.table(n).unwrap(), whole.table(n).unwrap());
        assert_eq!(a.table().state_hash(), b.table().state_hash(), "table {n}");
        assert_eq!(a.entries, b.entries, "table {n}");
        assert_eq!(a.card, b.card, "table {n}");
    }
    assert_eq!(late.table(2).unwrap().card.white, "White 2");
    let now = WallTime(1_795_000_100_000);
    assert_eq!(late.summaries(now), whole.summaries(now));

    // Play goes on: the late station takes the next line once.
    two.act(Seat::Blind, Action::Confirm);
    let (bus2, _r2, _n2) = table_bus(&broker, "table-2", 2, two.journal.path());
    bus2.journaled();
    let more = follow_until(&late_rx, &mut late, |m| entries(m, 2) == 10);
    assert_eq!(more, [(2, 10)]);
}
