//! A table on the hall's bus (edge): its journal published line by line, in order, each line
//! acknowledged by the stream before the next, read back from the journal file from the line
//! after the last acknowledged one (so a broker outage or a restart of the table loses
//! nothing); the snapshot of its game kept in the hall's store (every few seconds while it
//! plays, and once it is quiet); the arbiter actions for this table handed to its loop, each
//! answered to the station that sent it; and a heartbeat every [`HEARTBEAT`].

use std::{
    path::{Path, PathBuf},
    sync::mpsc,
    thread::JoinHandle,
    time::{Duration, Instant},
};

use async_nats::jetstream::{self, Context};
use futures_util::StreamExt as _;
use tokio::sync::mpsc::{UnboundedReceiver, UnboundedSender, unbounded_channel};

use super::{
    Bus, BusNews, FAILOVER, Followed, NotStarted, Notify, SNAPSHOT_EVERY, connect, quiet_failover,
    spawn_runtime, store_snapshot,
};
use crate::{
    hall::{
        Hall, TableNo,
        live::HEARTBEAT,
        snapshot::{Keeper, Snapshot},
        subjects::message_id,
        wire::{ArbiterRequest, Line, read_line},
    },
    ids::{GameId, Ids},
};

/// A table on the bus: its journal published line by line, arbiter requests handed to its
/// loop.
#[derive(Debug)]
pub struct TableBus {
    wake: Option<UnboundedSender<()>>,
    /// Wakes the live publishing, which waits for no acknowledgement.
    live: UnboundedSender<()>,
    done: mpsc::Receiver<()>,
    _thread: JoinHandle<()>,
}

impl TableBus {
    /// Starts table `n`'s bus: it publishes the journal at `journal` (its header's tags name
    /// the round and the players), and hands each arbiter request for this table to
    /// `requests`; what happens to the connection goes to `notify`.
    ///
    /// # Errors
    ///
    /// Its runtime or its thread did not start.
    pub fn start(
        bus: Bus,
        n: TableNo,
        journal: PathBuf,
        requests: Box<dyn Fn(ArbiterRequest) + Send + Sync>,
        notify: Notify,
    ) -> Result<TableBus, NotStarted> {
        let (wake, woken) = unbounded_channel();
        let (live, live_woken) = unbounded_channel();
        let (done_tx, done) = mpsc::channel();
        let thread = spawn_runtime("annabella-hall-table", move || {
            Box::pin(async move {
                let table = TableTask {
                    bus,
                    n,
                    journal,
                    notify,
                };
                table.run(requests, woken, live_woken).await;
                let _ = done_tx.send(());
            })
        })?;
        Ok(TableBus {
            wake: Some(wake),
            live,
            done,
            _thread: thread,
        })
    }

    /// A new line is on disk in the journal: publish it.
    pub fn journaled(&self) {
        let _ = self.live.send(());
        if let Some(w) = &self.wake {
            let _ = w.send(());
        }
    }

    /// The table closes: publishes what is left, waiting at most `within`; whether all of it
    /// was acknowledged (what is not is in the journal, sent when the table comes back).
    pub fn finish(&mut self, within: Duration) -> bool {
        if self.wake.take().is_none() {
            return true;
        }
        self.done.recv_timeout(within).is_ok()
    }
}

impl Drop for TableBus {
    /// What the hall has not acknowledged yet gets a few seconds; the rest is in the journal and
    /// goes out when the table comes back.
    fn drop(&mut self) {
        self.finish(Duration::from_secs(3));
    }
}

struct TableTask {
    bus: Bus,
    n: TableNo,
    journal: PathBuf,
    notify: Notify,
}

/// The table's snapshots on their way to the hall's store.
struct Snapshots {
    keeper: Keeper,
    /// Those of games the table has left, not stored yet.
    finished: Vec<Snapshot>,
    /// When the current game's snapshot was last stored.
    stored_at: Option<Instant>,
    /// Why the last store failed (told once).
    failure: Option<String>,
    /// Since when stores fail (on a cluster told only after [`FAILOVER`]).
    failing_since: Option<Instant>,
}

/// Waits until the sender of `wake` is gone.
async fn closed(wake: &mut UnboundedReceiver<()>) {
    while wake.recv().await.is_some() {}
}

impl TableTask {
    async fn run(
        mut self,
        requests: Box<dyn Fn(ArbiterRequest) + Send + Sync>,
        mut wake: UnboundedReceiver<()>,
        live: UnboundedReceiver<()>,
    ) {
        // On a cluster, the players hear nothing while the client moves to another node.
        let clustered = self.bus.clustered();
        if clustered {
            self.notify = quiet_failover(self.notify.clone());
        }
        let hall = self.bus.hall.clone();
        let client = tokio::select! {
            client = connect(&self.bus, Some(hall.table_inbox(self.n)), &self.notify) => client,
            () = closed(&mut wake) => return,
        };
        match client.subscribe(hall.arbiter(self.n)).await {
            Ok(mut subscription) => {
                let notify = self.notify.clone();
                let answer = client.clone();
                let n = self.n;
                tokio::spawn(async move {
                    while let Some(message) = subscription.next().await {
                        // A station of another hall protocol hears this table's versions, and
                        // its request is not applied (its form may differ).
                        let theirs = super::versions_of(message.headers.as_ref());
                        let ours = super::hall_versions();
                        if theirs.protocol != ours.protocol {
                            if let Some(reply) = message.reply {
                                let _ = answer
                                    .publish_with_headers(
                                        reply,
                                        super::versioned(),
                                        super::OTHER_RELEASE.into(),
                                    )
                                    .await;
                            }
                            let other = crate::net::version::OtherRelease { ours, theirs };
                            notify(BusNews::RequestOtherRelease { table: n, other });
                            continue;
                        }
                        match ArbiterRequest::from_bytes(&message.payload) {
                            Ok(request) => {
                                requests(request);
                                // The station hears that the table has it (what the table
                                // made of it is in its journal).
                                if let Some(reply) = message.reply {
                                    let _ = answer.publish(reply, "received".into()).await;
                                }
                            }
                            Err(e) => notify(BusNews::RequestUnreadable {
                                table: n,
                                detail: e,
                            }),
                        }
                    }
                });
            }
            Err(e) => (self.notify)(BusNews::NotFollowed {
                what: Followed::Requests(self.n),
                detail: e.to_string(),
            }),
        }
        // The table says it is alive, for the stations to see it stop.
        let beat = client.clone();
        let alive = hall.alive(self.n);
        tokio::spawn(async move {
            let mut every = tokio::time::interval(HEARTBEAT);
            loop {
                every.tick().await;
                let _ = beat.publish(alive.clone(), "".into()).await;
            }
        });
        let js = jetstream::new(client);
        let last = last_in_stream(&js, &hall, self.n).await;
        let acked_at_start = last.map(|(game, seq, _)| (game, seq));
        let mut acked = acked_at_start;
        // Each new line is published live at once, on its own: the station hears it even while
        // the stream waits for a leader and the line before it is not acknowledged.
        tokio::spawn(publish_live(
            js.client(),
            hall.live(self.n),
            self.journal.clone(),
            acked_at_start,
            live,
        ));
        let mut snapshots = Snapshots {
            keeper: self.keeper_at(last),
            finished: Vec::new(),
            stored_at: None,
            failure: None,
            failing_since: None,
        };
        let mut open = true;
        // The failure told, and since when lines have not been taken (told on a cluster only
        // after FAILOVER: the stream's new leader takes over meanwhile).
        let mut failure: Option<String> = None;
        let mut failing_since: Option<Instant> = None;
        let mut wait = Duration::from_millis(200);
        loop {
            match self.publish_pending(&js, &mut acked, &mut snapshots).await {
                Ok(()) => {
                    failing_since = None;
                    if failure.take().is_some() {
                        (self.notify)(BusNews::CaughtUp { table: self.n });
                    }
                    wait = Duration::from_millis(200);
                    let due = self.store(&js, &mut snapshots, !open).await;
                    if !open {
                        return;
                    }
                    let woken = match due {
                        Some(at) => tokio::select! {
                            woken = wake.recv() => Some(woken),
                            () = tokio::time::sleep_until(at.into()) => None,
                        },
                        None => Some(wake.recv().await),
                    };
                    if woken == Some(None) {
                        open = false;
                    }
                }
                Err(e) => {
                    let since = *failing_since.get_or_insert_with(Instant::now);
                    let patient = clustered && since.elapsed() < FAILOVER;
                    if !patient && failure.as_ref() != Some(&e) {
                        (self.notify)(BusNews::NotSent {
                            table: self.n,
                            reason: e.clone(),
                        });
                        failure = Some(e);
                    }
                    tokio::time::sleep(wait).await;
                    wait = (wait * 2).min(Duration::from_secs(2));
                    // Drain the wake-ups meanwhile: the file is read again anyway.
                    while let Ok(()) = wake.try_recv() {}
                    if wake.is_closed() && wake.is_empty() {
                        open = false;
                    }
                }
            }
        }
    }

    /// The snapshot keeper of a table whose last line in the stream is `last` (game, seq,
    /// stream sequence): the journal's lines up to it.
    fn keeper_at(&self, last: Option<(GameId, u64, u64)>) -> Keeper {
        let mut keeper = Keeper::new();
        let Some((game, seq, stream_seq)) = last else {
            return keeper;
        };
        for (line, _) in journal_lines(&self.journal).unwrap_or_default() {
            if game_of(&line) == game && line.seq() <= seq {
                // Only the last line's stream sequence matters, and it is this one.
                let _ = keeper.take(&line, stream_seq);
            }
        }
        keeper
    }

    /// Stores the snapshots of games left and, at most every [`SNAPSHOT_EVERY`] (or at once
    /// when the table `closing`), the current game's; when the next store of it is due.
    async fn store(
        &self,
        js: &Context,
        snapshots: &mut Snapshots,
        closing: bool,
    ) -> Option<Instant> {
        let hall = &self.bus.hall;
        let mut failed = None;
        while let Some(snapshot) = snapshots.finished.first() {
            match store_snapshot(js, hall, self.n, snapshot).await {
                Ok(()) => {
                    snapshots.finished.remove(0);
                }
                Err(e) => {
                    failed = Some(e);
                    break;
                }
            }
        }
        let due = snapshots
            .stored_at
            .map_or_else(Instant::now, |at| at + SNAPSHOT_EVERY);
        let mut next = None;
        if failed.is_none() {
            if closing || Instant::now() >= due {
                if let Some(snapshot) = snapshots.keeper.changed() {
                    snapshots.stored_at = Some(Instant::now());
                    if let Err(e) = store_snapshot(js, hall, self.n, &snapshot).await {
                        snapshots.keeper.unstored();
                        failed = Some(e);
                    }
                }
            } else {
                next = Some(due);
            }
        }
        match failed {
            Some(e) => {
                let since = *snapshots.failing_since.get_or_insert_with(Instant::now);
                let patient = self.bus.clustered() && since.elapsed() < FAILOVER;
                if !patient && snapshots.failure.as_ref() != Some(&e) {
                    (self.notify)(BusNews::SnapshotNotStored {
                        table: self.n,
                        detail: e.clone(),
                    });
                    snapshots.failure = Some(e);
                }
                // Tried again a while later; the journal goes on meanwhile.
                snapshots.stored_at = Some(Instant::now());
                (!closing).then(|| Instant::now() + SNAPSHOT_EVERY)
            }
            None => {
                snapshots.failure = None;
                snapshots.failing_since = None;
                next
            }
        }
    }

    /// Publishes every journal line after `acked`, in order, each acknowledged before the
    /// next; `acked` follows.
    async fn publish_pending(
        &self,
        js: &Context,
        acked: &mut Option<(GameId, u64)>,
        snapshots: &mut Snapshots,
    ) -> Result<(), String> {
        let (table, pending) = pending_lines(&self.journal, *acked)?;
        for (line, text) in pending {
            let ids = Ids {
                table,
                game: game_of(&line),
            };
            let seq = line.seq();
            let mut headers = super::versioned();
            headers.insert(
                async_nats::header::NATS_MESSAGE_ID,
                message_id(ids, seq).as_str(),
            );
            let ack = js
                .publish_with_headers(self.bus.hall.journal(self.n), headers, text.into())
                .await
                .map_err(|e| e.to_string())?;
            let ack = tokio::time::timeout(Duration::from_secs(5), ack)
                .await
                .map_err(|_| "no acknowledgement from the stream".to_owned())?
                .map_err(|e| e.to_string())?;
            *acked = Some((ids.game, seq));
            // A resend dropped by the stream is acknowledged with the first one's sequence.
            if let Ok(Some(left)) = snapshots.keeper.take(&line, ack.sequence) {
                snapshots.finished.push(left);
            }
        }
        Ok(())
    }
}

/// Publishes each journal line after `lived` on `subject` (plain, with its message id) as soon
/// as `woken` says it is on disk, until the table closes.
async fn publish_live(
    client: async_nats::Client,
    subject: String,
    journal: PathBuf,
    mut lived: Option<(GameId, u64)>,
    mut woken: UnboundedReceiver<()>,
) {
    while woken.recv().await.is_some() {
        while let Ok(()) = woken.try_recv() {}
        let Ok((table, pending)) = pending_lines(&journal, lived) else {
            continue;
        };
        for (line, text) in pending {
            let key = (game_of(&line), line.seq());
            let mut headers = super::versioned();
            headers.insert(
                async_nats::header::NATS_MESSAGE_ID,
                message_id(Ids { table, game: key.0 }, key.1).as_str(),
            );
            let _ = client
                .publish_with_headers(subject.clone(), headers, text.into())
                .await;
            lived = Some(key);
        }
    }
}

fn game_of(line: &Line) -> GameId {
    match line {
        Line::Header { ids, .. } => ids.game,
        Line::Entry { game, .. } => *game,
    }
}

/// The complete, readable lines of the journal file, with their text.
fn journal_lines(journal: &Path) -> Result<Vec<(Line, String)>, String> {
    let bytes = std::fs::read(journal).map_err(|e| format!("{}: {e}", journal.display()))?;
    let mut lines = Vec::new();
    let mut rest = &bytes[..];
    // Only whole lines: the last one may still be being written.
    while let Some(end) = rest.iter().position(|b| *b == b'\n') {
        let (line, after) = rest.split_at(end);
        rest = &after[1..];
        if let Ok(read) = read_line(line) {
            lines.push((read, String::from_utf8_lossy(line).into_owned()));
        }
    }
    Ok(lines)
}

/// The table of the journal and its lines after `acked` (all of them if `acked` names
/// another game).
fn pending_lines(
    journal: &Path,
    acked: Option<(GameId, u64)>,
) -> Result<(crate::ids::TableId, Vec<(Line, String)>), String> {
    let lines = journal_lines(journal)?;
    let Some((Line::Header { ids, .. }, _)) = lines.first() else {
        return Err(format!("{}: no header", journal.display()));
    };
    let ids = *ids;
    let after = match acked {
        Some((g, seq)) if g == ids.game => Some(seq),
        _ => None,
    };
    let pending = lines
        .into_iter()
        .filter(|(line, _)| after.is_none_or(|a| line.seq() > a))
        .collect();
    Ok((ids.table, pending))
}

/// The game, seq and stream sequence of table `n`'s last line in the stream, if the stream has
/// one.
async fn last_in_stream(js: &Context, hall: &Hall, n: TableNo) -> Option<(GameId, u64, u64)> {
    // nats-server 2.9.10 (Debian 12) lists a new stream before its store exists, and a
    // STREAM.MSG.GET in that moment crashes the server (a nil store in jsMsgGetRequest): a table
    // starting while the station creates the stream brought the broker down. STREAM.INFO copes
    // with that moment, and a stream that holds messages has its store.
    let stream = js.get_stream(hall.stream()).await.ok()?;
    if stream.cached_info().state.messages == 0 {
        return None;
    }
    let message = stream
        .get_last_raw_message_by_subject(&hall.journal(n))
        .await
        .ok()?;
    let line = read_line(&message.payload).ok()?;
    Some((game_of(&line), line.seq(), message.sequence))
}
