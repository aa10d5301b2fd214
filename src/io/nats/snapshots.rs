//! The hall's snapshots in JetStream key-value (edge): a table stores its game's snapshot under
//! its own key (`<table>.<game>` in the bucket `HALL_<T>`); a follower started late reads the
//! latest snapshot of every key, and the last line of every table in the stream, and works out
//! where to read the stream from so that no line is missed and none is taken twice: a table
//! whose snapshots hold its last line needs nothing before the stream's end, one whose
//! snapshot is behind (or that has none) is read from the line after its snapshot.

use std::{collections::BTreeMap, time::Duration};

use async_nats::{
    Client,
    jetstream::{
        Context,
        consumer::{DeliverPolicy, push::OrderedConfig},
        stream::{self, DiscardPolicy, StorageType, Stream},
    },
};
use futures_util::StreamExt as _;

use crate::hall::{Hall, TableNo, snapshot::Snapshot};

/// How often at most a table stores its snapshot while it plays; the last one is stored once
/// the table is quiet that long (or closes).
pub const SNAPSHOT_EVERY: Duration = Duration::from_secs(5);

/// How long a read of the store waits for its next message before the follower gives up on
/// the snapshots and reads the whole stream.
const PATIENCE: Duration = Duration::from_secs(5);

/// The bucket's stream, as a key-value bucket's is made (by hand: the client's own way asks the
/// account's limits in a form nats-server 2.9 does not answer): the latest snapshot of each
/// key, on disk, in `replicas` copies.
pub(super) fn bucket_config(hall: &Hall, replicas: usize) -> stream::Config {
    stream::Config {
        name: format!("KV_{}", hall.bucket()),
        description: Some(format!("the latest state of each table of {hall}")),
        subjects: vec![hall.snapshots()],
        max_messages_per_subject: 1,
        storage: StorageType::File,
        allow_rollup: true,
        deny_delete: true,
        allow_direct: true,
        discard: DiscardPolicy::New,
        num_replicas: replicas,
        ..Default::default()
    }
}

/// Makes sure the hall has its bucket (the arbiter station, which keeps the stream, does).
///
/// # Errors
///
/// The bucket is neither there nor made.
pub(super) async fn ensure_bucket(
    js: &Context,
    hall: &Hall,
    replicas: usize,
) -> Result<(), String> {
    js.get_or_create_stream(bucket_config(hall, replicas))
        .await
        .map(|_| ())
        .map_err(|e| format!("{}: {e}", hall.bucket()))
}

/// Stores table `n`'s snapshot, awaiting the bucket's acknowledgement.
///
/// # Errors
///
/// The bucket did not take it (no bucket, the broker gone, no acknowledgement in time).
pub async fn store_snapshot(
    js: &Context,
    hall: &Hall,
    n: TableNo,
    snapshot: &Snapshot,
) -> Result<(), String> {
    let ack = js
        .publish(hall.snapshot(n, snapshot.game), snapshot.to_bytes().into())
        .await
        .map_err(|e| e.to_string())?;
    tokio::time::timeout(PATIENCE, ack)
        .await
        .map_err(|_| "no acknowledgement from the hall's store".to_owned())?
        .map_err(|e| e.to_string())?;
    Ok(())
}

/// Where a follower starting goes on from.
#[derive(Debug)]
pub(super) struct Start {
    /// The snapshots to rebuild tables from, in the order of the stream.
    pub snapshots: Vec<(TableNo, Snapshot)>,
    /// The stream sequence to read from.
    pub from: u64,
    /// Each restored table's last stream sequence its snapshots hold: its lines at or before it
    /// are skipped.
    pub held: BTreeMap<TableNo, u64>,
}

impl Start {
    /// No snapshot: the whole stream.
    pub fn whole() -> Start {
        Start {
            snapshots: Vec::new(),
            from: 1,
            held: BTreeMap::new(),
        }
    }
}

/// Reads the hall's snapshots and where the stream is to be read from; when anything fails
/// (no bucket, no permission, the broker gone) the whole stream, as without snapshots.
pub(super) async fn start(js: &Context, client: &Client, hall: &Hall, stream: &Stream) -> Start {
    try_start(js, client, hall, stream)
        .await
        .unwrap_or_else(|_| Start::whole())
}

async fn try_start(
    js: &Context,
    client: &Client,
    hall: &Hall,
    stream: &Stream,
) -> Result<Start, String> {
    let error = |e: &dyn std::fmt::Display| e.to_string();
    let last = stream
        .get_info()
        .await
        .map_err(|e| error(&e))?
        .state
        .last_sequence;
    let store = js
        .get_stream(format!("KV_{}", hall.bucket()))
        .await
        .map_err(|e| error(&e))?;
    let stored = store
        .get_info()
        .await
        .map_err(|e| error(&e))?
        .state
        .messages;
    if last == 0 || stored == 0 {
        return Ok(Start::whole());
    }
    // By key: a key stored again while it is read comes twice, the later wins.
    let mut by_key = BTreeMap::new();
    for (subject, bytes, _) in last_per_subject(client, &store, hall.snapshots()).await? {
        if let Some(n) = hall.table_of_snapshot(&subject)
            && let Ok(snapshot) = Snapshot::from_bytes(&bytes)
            // One the stream does not have (a stream made anew) is not this hall's.
            && snapshot.stream_seq <= last
        {
            by_key.insert(subject, (n, snapshot));
        }
    }
    let mut snapshots: Vec<(TableNo, Snapshot)> = by_key.into_values().collect();
    // The last line of each table, read after `last`: a line at or before `last` is at or
    // before its table's last.
    let mut lasts = BTreeMap::new();
    for (subject, _, seq) in last_per_subject(client, stream, hall.journals()).await? {
        if let Some(n) = hall.table_of(&subject) {
            lasts.insert(n, seq);
        }
    }
    snapshots.retain(|(n, _)| lasts.contains_key(n));
    let mut held: BTreeMap<TableNo, u64> = BTreeMap::new();
    for (n, s) in &snapshots {
        let h = held.entry(*n).or_default();
        *h = (*h).max(s.stream_seq);
    }
    let from = lasts
        .iter()
        .filter_map(|(n, last_of_n)| {
            let h = held.get(n).copied().unwrap_or(0);
            (h < *last_of_n).then_some(h + 1)
        })
        .fold(last + 1, u64::min);
    snapshots.sort_by_key(|(_, s)| s.stream_seq);
    Ok(Start {
        snapshots,
        from,
        held,
    })
}

/// How long the first message of a reading may take before the reading is begun again.
const FIRST: Duration = Duration::from_secs(2);

/// How often a reading that brings nothing is begun again before the follower gives up on the
/// snapshots.
const TRIES: usize = 3;

/// The last message of each subject under `filter` in `stream`: its subject, payload and
/// stream sequence (the stream has at least one).
///
/// With nats-server 2.9.10 on a cluster, a consumer made soon after a node was lost may never be
/// delivered to, or not be made at all for a while (the JetStream API answers 'temporarily
/// unavailable' until its metadata group has a leader again): a reading whose first message
/// does not come within [`FIRST`] is begun again with a new consumer, [`TRIES`] times in all,
/// before the follower reads the whole stream instead.
async fn last_per_subject(
    client: &Client,
    stream: &Stream,
    filter: String,
) -> Result<Vec<(String, Vec<u8>, u64)>, String> {
    let mut failure = String::new();
    for _ in 0..TRIES {
        match read_last_per_subject(client, stream, filter.clone()).await {
            Ok(out) => return Ok(out),
            Err(e) => failure = e,
        }
    }
    Err(failure)
}

async fn read_last_per_subject(
    client: &Client,
    stream: &Stream,
    filter: String,
) -> Result<Vec<(String, Vec<u8>, u64)>, String> {
    let consumer = stream
        .create_consumer(OrderedConfig {
            deliver_subject: client.new_inbox(),
            filter_subject: filter,
            deliver_policy: DeliverPolicy::LastPerSubject,
            ..Default::default()
        })
        .await
        .map_err(|e| e.to_string())?;
    let mut messages = consumer.messages().await.map_err(|e| e.to_string())?;
    let mut out = Vec::new();
    loop {
        let patience = if out.is_empty() { FIRST } else { PATIENCE };
        let message = tokio::time::timeout(patience, messages.next())
            .await
            .map_err(|_| "the store did not answer in time".to_owned())?
            .ok_or("the store's messages ended")?
            .map_err(|e| e.to_string())?;
        let info = message.info().map_err(|e| e.to_string())?;
        let (seq, pending) = (info.stream_sequence, info.pending);
        out.push((message.subject.to_string(), message.payload.to_vec(), seq));
        if pending == 0 {
            return Ok(out);
        }
    }
}
