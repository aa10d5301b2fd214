//! Following the whole hall (edge): the tournament's stream read from its start by an ordered
//! consumer (a station or relay started late rebuilds every table from it; after a broker
//! restart the consumer goes on after the last line it delivered), and arbiter requests sent
//! to one table.

use std::{thread::JoinHandle, time::Duration};

use async_nats::jetstream::{
    self,
    consumer::{DeliverPolicy, push::OrderedConfig},
    stream::{Config, StorageType},
};
use futures_util::StreamExt as _;
use tokio::sync::mpsc::{UnboundedSender, unbounded_channel};

use super::{Bus, BusNews, Notify, card_of, connect, spawn_runtime};
use crate::hall::{Hall, TableNo, model::Card, wire::ArbiterRequest};

/// What the hall's stream delivers.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Delivered {
    /// The table.
    pub table: TableNo,
    /// The journal line as published.
    pub bytes: Vec<u8>,
    /// The card, with a header line.
    pub card: Option<Card>,
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
    /// Starts following the hall: each journal line goes to `deliver` (which says `false` once
    /// nobody listens), what happens to the
    /// connection to `notify`. An arbiter (`keeper`) creates the stream if the hall has none.
    ///
    /// # Errors
    ///
    /// The thread did not start.
    pub fn start(
        bus: Bus,
        keeper: bool,
        deliver: Box<dyn Fn(Delivered) -> bool + Send>,
        notify: Notify,
    ) -> std::io::Result<Follower> {
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
                let mut next = 1u64; // the stream sequence to read from
                let mut wait = Duration::from_millis(200);
                loop {
                    let stream = if keeper {
                        js.get_or_create_stream(stream_config(&hall))
                            .await
                            .map_err(|e| e.to_string())
                    } else {
                        js.get_stream(hall.stream())
                            .await
                            .map_err(|e| e.to_string())
                    };
                    let consumer = match stream {
                        Ok(stream) => stream
                            .create_consumer(OrderedConfig {
                                deliver_subject: client.new_inbox(),
                                filter_subject: hall.journals(),
                                deliver_policy: DeliverPolicy::ByStartSequence {
                                    start_sequence: next,
                                },
                                ..Default::default()
                            })
                            .await
                            .map_err(|e| e.to_string()),
                        Err(e) => Err(e),
                    };
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
                        if let Ok(info) = message.info() {
                            next = info.stream_sequence + 1;
                        }
                        let Some(table) = hall.table_of(&message.subject) else {
                            continue;
                        };
                        let delivered = Delivered {
                            table,
                            bytes: message.payload.to_vec(),
                            card: card_of(message.headers.as_ref()),
                        };
                        if !deliver(delivered) {
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
