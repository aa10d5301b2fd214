//! A table on the hall's bus (edge): its journal published line by line, in order, each line
//! acknowledged by the stream before the next, read back from the journal file from the line
//! after the last acknowledged one (so a broker outage or a restart of the table loses
//! nothing); and the arbiter actions for this table handed to its loop.

use std::{
    path::{Path, PathBuf},
    sync::mpsc,
    thread::JoinHandle,
    time::Duration,
};

use async_nats::{
    HeaderMap,
    jetstream::{self, Context},
};
use futures_util::StreamExt as _;
use tokio::sync::mpsc::{UnboundedReceiver, UnboundedSender, unbounded_channel};

use super::{Bus, BusNews, Notify, card_headers, connect, spawn_runtime};
use crate::{
    hall::{
        Hall, TableNo,
        model::Card,
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
    done: mpsc::Receiver<()>,
    _thread: JoinHandle<()>,
}

impl TableBus {
    /// Starts table `n`'s bus: it publishes the journal at `journal` (the card with its header
    /// line), and hands each arbiter request for this table to `requests`; what happens to the
    /// connection goes to `notify`.
    ///
    /// # Errors
    ///
    /// The thread did not start.
    pub fn start(
        bus: Bus,
        n: TableNo,
        journal: PathBuf,
        card: Card,
        requests: Box<dyn Fn(ArbiterRequest) + Send + Sync>,
        notify: Notify,
    ) -> std::io::Result<TableBus> {
        let (wake, woken) = unbounded_channel();
        let (done_tx, done) = mpsc::channel();
        let thread = spawn_runtime("annabella-hall-table", move || {
            Box::pin(async move {
                let table = TableTask {
                    bus,
                    n,
                    journal,
                    card,
                    notify,
                };
                table.run(requests, woken).await;
                let _ = done_tx.send(());
            })
        })?;
        Ok(TableBus {
            wake: Some(wake),
            done,
            _thread: thread,
        })
    }

    /// A new line is on disk in the journal: publish it.
    pub fn journaled(&self) {
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
    card: Card,
    notify: Notify,
}

/// Waits until the sender of `wake` is gone.
async fn closed(wake: &mut UnboundedReceiver<()>) {
    while wake.recv().await.is_some() {}
}

impl TableTask {
    async fn run(
        self,
        requests: Box<dyn Fn(ArbiterRequest) + Send + Sync>,
        mut wake: UnboundedReceiver<()>,
    ) {
        let hall = self.bus.hall.clone();
        let client = tokio::select! {
            client = connect(&self.bus, Some(hall.table_inbox(self.n)), &self.notify) => client,
            () = closed(&mut wake) => return,
        };
        match client.subscribe(hall.arbiter(self.n)).await {
            Ok(mut subscription) => {
                let notify = self.notify.clone();
                tokio::spawn(async move {
                    while let Some(message) = subscription.next().await {
                        match ArbiterRequest::from_bytes(&message.payload) {
                            Ok(request) => requests(request),
                            Err(e) => notify(BusNews::Problem(e)),
                        }
                    }
                });
            }
            Err(e) => (self.notify)(BusNews::Problem(e.to_string())),
        }
        let js = jetstream::new(client);
        let mut acked = last_in_stream(&js, &hall, self.n).await;
        let mut open = true;
        let mut failure: Option<String> = None;
        let mut wait = Duration::from_millis(200);
        loop {
            match self.publish_pending(&js, &mut acked).await {
                Ok(()) => {
                    if failure.take().is_some() {
                        (self.notify)(BusNews::CaughtUp { table: self.n });
                    }
                    wait = Duration::from_millis(200);
                    if !open {
                        return;
                    }
                    if wake.recv().await.is_none() {
                        open = false;
                    }
                }
                Err(e) => {
                    if failure.as_ref() != Some(&e) {
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

    /// Publishes every journal line after `acked`, in order, each acknowledged before the
    /// next; `acked` follows.
    async fn publish_pending(
        &self,
        js: &Context,
        acked: &mut Option<(GameId, u64)>,
    ) -> Result<(), String> {
        let (table, pending) = pending_lines(&self.journal, *acked)?;
        for (line, text) in pending {
            let ids = Ids {
                table,
                game: game_of(&line),
            };
            let seq = line.seq();
            let mut headers = HeaderMap::new();
            headers.insert(
                async_nats::header::NATS_MESSAGE_ID,
                message_id(ids, seq).as_str(),
            );
            if seq == 0 {
                card_headers(&self.card, &mut headers);
            }
            let ack = js
                .publish_with_headers(self.bus.hall.journal(self.n), headers, text.into())
                .await
                .map_err(|e| e.to_string())?;
            tokio::time::timeout(Duration::from_secs(5), ack)
                .await
                .map_err(|_| "no acknowledgement from the stream".to_owned())?
                .map_err(|e| e.to_string())?;
            *acked = Some((ids.game, seq));
        }
        Ok(())
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

/// The game and seq of table `n`'s last line in the stream, if the stream has one.
async fn last_in_stream(js: &Context, hall: &Hall, n: TableNo) -> Option<(GameId, u64)> {
    let stream = js.get_stream_no_info(hall.stream()).await.ok()?;
    let message = stream
        .get_last_raw_message_by_subject(&hall.journal(n))
        .await
        .ok()?;
    let line = read_line(&message.payload).ok()?;
    Some((game_of(&line), line.seq()))
}
