//! Following the whole hall (edge): a follower started late takes every table's snapshot from
//! the hall's key-value store, then the tournament's stream from where the snapshots leave off
//! (or, without snapshots, from its start), by an ordered consumer; after a broker restart the
//! consumer goes on after the last line it delivered. Arbiter requests go to one table.

use std::{thread::JoinHandle, time::Duration};

use async_nats::jetstream::{
    self,
    consumer::{DeliverPolicy, push::OrderedConfig},
    stream::{Config, StorageType},
};
use futures_util::StreamExt as _;
use tokio::sync::mpsc::{UnboundedSender, unbounded_channel};

use super::{
    Bus, BusNews, Notify, connect,
    snapshots::{self, Start},
    spawn_runtime,
};
use crate::hall::{Hall, TableNo, snapshot::Snapshot, wire::ArbiterRequest};

/// What a follower of the hall is given.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Delivered {
    /// A journal line of a table, as published.
    Line {
        /// The table.
        table: TableNo,
        /// The line.
        bytes: Vec<u8>,
    },
    /// A table's snapshot from the hall's store (a follower started late gets these first,
    /// then the lines after them).
    Snapshot {
        /// The table.
        table: TableNo,
        /// The game as far as the snapshot holds it (boxed: it holds the whole game).
        snapshot: Box<Snapshot>,
    },
}

/// How a follower starts.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Following {
    /// An arbiter station creates the stream and the bucket if the hall has none.
    pub keeper: bool,
    /// Rebuilds the tables from the hall's snapshots and reads the stream only after them
    /// (rather than the whole stream).
    pub snapshots: bool,
}

/// The stream's configuration: every journal of the tournament, kept on disk, resends within
/// two hours dropped by message id.
pub fn stream_config(hall: &Hall) -> Config {
    Config {
        name: hall.stream(),
        subjects: vec![hall.journals()],
        storage: StorageType::File,
        duplicate_window: Duration::from_secs(2 * 3600),
        ..Default::default()
    }
}

/// A follower of the hall.
#[derive(Debug)]
pub struct Follower {
    requests: UnboundedSender<(TableNo, ArbiterRequest)>,
    _thread: JoinHandle<()>,
}

impl Follower {
    /// Starts following the hall: each snapshot and journal line goes to `deliver` (which says
    /// `false` once nobody listens), what happens to the connection to `notify`.
    ///
    /// # Errors
    ///
    /// The thread did not start.
    pub fn start(
        bus: Bus,
        following: Following,
        deliver: Box<dyn Fn(Delivered) -> bool + Send>,
        notify: Notify,
    ) -> std::io::Result<Follower> {
        let Following { keeper, snapshots } = following;
        let (requests, mut to_send) = unbounded_channel::<(TableNo, ArbiterRequest)>();
        let thread = spawn_runtime("annabella-hall-station", move || {
            Box::pin(async move {
                let client = connect(&bus, None, &notify).await;
                let hall = bus.hall.clone();
                let sender = client.clone();
                let told = notify.clone();
                let arbiter_hall = hall.clone();
                tokio::spawn(async move {
                    while let Some((n, request)) = to_send.recv().await {
                        let subject = arbiter_hall.arbiter(n);
                        if let Err(e) = sender.publish(subject, request.to_bytes().into()).await {
                            told(BusNews::Problem(format!("table {n}: {e}")));
                        }
                        let _ = sender.flush().await;
                    }
                });
                let js = jetstream::new(client.clone());
                let mut next: Option<u64> = None; // the stream sequence to read from
                let mut held = std::collections::BTreeMap::new();
                let mut wait = Duration::from_millis(200);
                loop {
                    let stream = if keeper {
                        if let Err(e) = snapshots::ensure_bucket(&js, &hall).await {
                            notify(BusNews::Problem(e));
                        }
                        js.get_or_create_stream(stream_config(&hall))
                            .await
                            .map_err(|e| e.to_string())
                    } else {
                        js.get_stream(hall.stream())
                            .await
                            .map_err(|e| e.to_string())
                    };
                    let stream = match stream {
                        Ok(stream) => stream,
                        Err(e) => {
                            notify(BusNews::Problem(format!("{}: {e}", hall.stream())));
                            tokio::time::sleep(wait).await;
                            wait = (wait * 2).min(Duration::from_secs(3));
                            continue;
                        }
                    };
                    let from = match next {
                        Some(from) => from,
                        None => {
                            let start = if snapshots {
                                snapshots::start(&js, &client, &hall, &stream).await
                            } else {
                                Start::whole()
                            };
                            for (table, snapshot) in start.snapshots {
                                let snapshot = Box::new(snapshot);
                                if !deliver(Delivered::Snapshot { table, snapshot }) {
                                    return;
                                }
                            }
                            held = start.held;
                            next = Some(start.from);
                            start.from
                        }
                    };
                    let consumer = stream
                        .create_consumer(OrderedConfig {
                            deliver_subject: client.new_inbox(),
                            filter_subject: hall.journals(),
                            deliver_policy: DeliverPolicy::ByStartSequence {
                                start_sequence: from,
                            },
                            ..Default::default()
                        })
                        .await
                        .map_err(|e| e.to_string());
                    let messages = match consumer {
                        Ok(c) => c.messages().await.map_err(|e| e.to_string()),
                        Err(e) => Err(e),
                    };
                    let mut messages = match messages {
                        Ok(m) => m,
                        Err(e) => {
                            notify(BusNews::Problem(format!("{}: {e}", hall.stream())));
                            tokio::time::sleep(wait).await;
                            wait = (wait * 2).min(Duration::from_secs(3));
                            continue;
                        }
                    };
                    wait = Duration::from_millis(200);
                    while let Some(message) = messages.next().await {
                        let message = match message {
                            Ok(m) => m,
                            Err(e) => {
                                notify(BusNews::Problem(e.to_string()));
                                break;
                            }
                        };
                        let seq = message.info().map_or(0, |info| info.stream_sequence);
                        if seq > 0 {
                            next = Some(seq + 1);
                        }
                        let Some(table) = hall.table_of(&message.subject) else {
                            continue;
                        };
                        if held.get(&table).is_some_and(|h| seq <= *h) {
                            continue; // the table's snapshot holds it
                        }
                        let bytes = message.payload.to_vec();
                        if !deliver(Delivered::Line { table, bytes }) {
                            return; // the station has closed
                        }
                    }
                }
            })
        })?;
        Ok(Follower {
            requests,
            _thread: thread,
        })
    }

    /// Sends `request` to table `n` only.
    pub fn send(&self, n: TableNo, request: ArbiterRequest) {
        let _ = self.requests.send((n, request));
    }
}
