//! Following the whole hall (edge): a follower started late takes every table's snapshot from
//! the hall's key-value store, then the tournament's stream from where the snapshots leave off
//! (or, without snapshots, from its start), by an ordered consumer; after a broker restart the
//! consumer goes on after the last line it delivered. Arbiter requests go to one table as
//! requests it answers, so that one that does not reach it is told. The station also follows
//! the tables' heartbeats.

use std::{thread::JoinHandle, time::Duration};

use async_nats::jetstream::{
    self,
    consumer::{DeliverPolicy, push::OrderedConfig},
    stream::{Config, StorageType},
};
use futures_util::StreamExt as _;
use tokio::sync::mpsc::{UnboundedReceiver, UnboundedSender, unbounded_channel};

use super::{
    Bus, BusNews, Followed, NotStarted, Notify, OTHER_RELEASE, connect, connect_elsewhere,
    snapshots::{self, Start},
    spawn_runtime,
};
use crate::{
    hall::{
        Hall, TableNo, once::Once, snapshot::Snapshot, station::Undelivered, wire::ArbiterRequest,
    },
    net::version::{OtherRelease, Versions},
    table::journal::Via,
};

/// What a follower of the hall is given.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Delivered {
    /// A journal line of a table, as published.
    Line {
        /// The table.
        table: TableNo,
        /// The line.
        bytes: Vec<u8>,
        /// The hall protocol's and the program's versions the table sent it with.
        versions: Versions,
    },
    /// A table's snapshot from the hall's store (a follower started late gets these first,
    /// then the lines after them).
    Snapshot {
        /// The table.
        table: TableNo,
        /// The game as far as the snapshot holds it (boxed: it holds the whole game).
        snapshot: Box<Snapshot>,
    },
    /// A table's heartbeat (a keeper, the station, follows them).
    Alive {
        /// The table.
        table: TableNo,
    },
    /// The hall has no stream yet, and the keeper may not create it without the arbiter's word
    /// ([`StationFollower::create`] gives it).
    NoStream,
    /// An arbiter request did not reach its table.
    Undelivered {
        /// The table.
        table: TableNo,
        /// The request's mark.
        via: Via,
        /// Why.
        why: Undelivered,
    },
}

/// How a follower starts.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Following {
    /// An arbiter station keeps the hall: it creates the stream and the bucket if the hall has
    /// none (asked first unless `create`), and follows the tables' heartbeats.
    pub keeper: bool,
    /// The keeper creates a missing stream without asking.
    pub create: bool,
    /// Rebuilds the tables from the hall's snapshots and reads the stream only after them
    /// (rather than the whole stream).
    pub snapshots: bool,
}

/// How long a table has to say it has an arbiter request.
const ANSWER: Duration = Duration::from_secs(5);

/// The stream's configuration: every journal of the tournament, kept on disk in `replicas`
/// copies, resends within two hours dropped by message id.
pub fn stream_config(hall: &Hall, replicas: usize) -> Config {
    Config {
        name: hall.stream(),
        subjects: vec![hall.journals()],
        storage: StorageType::File,
        duplicate_window: Duration::from_secs(2 * 3600),
        num_replicas: replicas,
        ..Default::default()
    }
}

/// A follower of the hall.
#[derive(Debug)]
pub struct StationFollower {
    requests: UnboundedSender<(TableNo, ArbiterRequest)>,
    create: UnboundedSender<()>,
    _thread: JoinHandle<()>,
}

/// Whether `e` says the stream does not exist (rather than that it could not be asked).
fn not_found(e: &async_nats::jetstream::context::GetStreamError) -> bool {
    matches!(
        e.kind(),
        async_nats::jetstream::context::GetStreamErrorKind::JetStream(j)
            if j.error_code() == async_nats::jetstream::ErrorCode::STREAM_NOT_FOUND
    )
}

/// Sends each arbiter request as a request its table answers, and tells `deliver` of one that
/// did not reach it.
async fn send_requests(
    client: async_nats::Client,
    hall: Hall,
    mut to_send: UnboundedReceiver<(TableNo, ArbiterRequest)>,
    deliver: std::sync::Arc<dyn Fn(Delivered) -> bool + Send + Sync>,
) {
    while let Some((n, request)) = to_send.recv().await {
        let via = request.via;
        let sent = client
            .send_request(
                hall.arbiter(n),
                async_nats::Request::new()
                    .payload(request.to_bytes().into())
                    .headers(super::versioned())
                    .timeout(Some(ANSWER)),
            )
            .await;
        let why = match sent {
            // A table of another hall protocol answers with its versions, and applies nothing.
            Ok(answer) if answer.payload.as_ref() == OTHER_RELEASE => {
                Undelivered::OtherRelease(OtherRelease {
                    ours: super::hall_versions(),
                    theirs: super::versions_of(answer.headers.as_ref()),
                })
            }
            Ok(_) => continue,
            Err(e) => match e.kind() {
                async_nats::RequestErrorKind::NoResponders => Undelivered::NotConnected,
                async_nats::RequestErrorKind::TimedOut => Undelivered::NoAnswer,
                _ => Undelivered::Bus(e.to_string()),
            },
        };
        if !deliver(Delivered::Undelivered { table: n, via, why }) {
            return;
        }
    }
}

/// Hands every table's heartbeat to `deliver`.
async fn follow_heartbeats(
    client: async_nats::Client,
    hall: Hall,
    deliver: std::sync::Arc<dyn Fn(Delivered) -> bool + Send + Sync>,
    notify: Notify,
) {
    match client.subscribe(hall.alives()).await {
        Ok(mut beats) => {
            while let Some(beat) = beats.next().await {
                if let Some(table) = hall.table_of_alive(&beat.subject)
                    && !deliver(Delivered::Alive { table })
                {
                    return;
                }
            }
        }
        Err(e) => notify(BusNews::NotFollowed {
            what: Followed::Heartbeats,
            detail: format!("{}: {e}", hall.alives()),
        }),
    }
}

/// How long a follower goes without a line from the stream before it asks the stream whether
/// lines wait for it.
const STALL: Duration = Duration::from_secs(3);

/// What the reading of the stream hands on, and where.
struct StreamReading<'a> {
    hall: &'a Hall,
    /// Each table's last stream sequence its snapshot holds.
    held: &'a std::collections::BTreeMap<TableNo, u64>,
    deliver: &'a (dyn Fn(Delivered) -> bool + Send + Sync),
    notify: &'a Notify,
}

/// Whether `message` of table `n` is heard for the first time (by its message id).
fn first_time(once: &std::sync::Mutex<Once>, n: TableNo, message: &async_nats::Message) -> bool {
    let Some(id) = message
        .headers
        .as_ref()
        .and_then(|h| h.get(async_nats::header::NATS_MESSAGE_ID))
    else {
        return true;
    };
    once.lock()
        .map_or(true, |mut once| once.first(n, id.as_str()))
}

/// Hands every line heard live (as its table publishes it, before the stream has it) on, once,
/// on a task of its own: the stream's side may wait for a leader meanwhile.
async fn follow_live(
    client: async_nats::Client,
    hall: Hall,
    once: std::sync::Arc<std::sync::Mutex<Once>>,
    deliver: std::sync::Arc<dyn Fn(Delivered) -> bool + Send + Sync>,
    notify: Notify,
) {
    match client.subscribe(hall.lives()).await {
        Ok(mut lines) => {
            while let Some(message) = lines.next().await {
                let Some(table) = hall.table_of_live(&message.subject) else {
                    continue;
                };
                if first_time(&once, table, &message)
                    && !deliver(Delivered::Line {
                        table,
                        bytes: message.payload.to_vec(),
                        versions: super::versions_of(message.headers.as_ref()),
                    })
                {
                    return;
                }
            }
        }
        Err(e) => notify(BusNews::NotFollowed {
            what: Followed::LiveLines,
            detail: format!("{}: {e}", hall.lives()),
        }),
    }
}

impl StreamReading<'_> {
    /// Hands each line of `messages` (the stream) on, unless it was heard live already (`once`),
    /// `next` following the stream, until the consumer fails or stalls (then it is made again
    /// from `next`); `false` once the station has closed.
    ///
    /// A consumer whose node is lost is made again by the client itself, but with nats-server
    /// 2.9.10 on a cluster that was seen to hang for good after a stream leader changed (never
    /// delivered to, and no missed heartbeat reported): a follower that hears nothing from the
    /// stream for [`STALL`] while the stream holds lines after `next` makes its own consumer again.
    async fn read(
        &self,
        js: &jetstream::Context,
        messages: &mut async_nats::jetstream::consumer::push::Ordered,
        once: &std::sync::Mutex<Once>,
        next: &mut Option<u64>,
    ) -> bool {
        let mut check = tokio::time::interval(STALL);
        check.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        check.tick().await;
        let mut heard = false;
        loop {
            let message = tokio::select! {
                message = messages.next() => match message {
                    Some(Ok(message)) => {
                        heard = true;
                        let seq = message.info().map_or(0, |info| info.stream_sequence);
                        if seq > 0 {
                            *next = Some(seq + 1);
                        }
                        let held = self
                            .hall
                            .table_of(&message.subject)
                            .and_then(|table| self.held.get(&table));
                        if held.is_some_and(|h| seq <= *h) {
                            continue; // the table's snapshot holds it
                        }
                        message.message
                    }
                    Some(Err(e)) => {
                        (self.notify)(BusNews::StreamUnreadable {
                            stream: self.hall.stream(),
                            detail: e.to_string(),
                        });
                        return true;
                    }
                    None => return true,
                },
                _ = check.tick() => {
                    if !std::mem::take(&mut heard) && self.behind(js, *next).await {
                        return true;
                    }
                    continue;
                }
            };
            let Some(table) = self.hall.table_of(&message.subject) else {
                continue;
            };
            if !first_time(once, table, &message) {
                continue; // heard live already
            }
            let bytes = message.payload.to_vec();
            let versions = super::versions_of(message.headers.as_ref());
            if !(self.deliver)(Delivered::Line {
                table,
                bytes,
                versions,
            }) {
                return false;
            }
        }
    }

    /// Whether the stream holds lines from `next` on (asked when the consumer is silent).
    async fn behind(&self, js: &jetstream::Context, next: Option<u64>) -> bool {
        match tokio::time::timeout(ANSWER, js.get_stream(self.hall.stream())).await {
            Ok(Ok(stream)) => stream.cached_info().state.last_sequence >= next.unwrap_or(1),
            // The stream cannot be asked now (no leader yet): wait on.
            _ => false,
        }
    }
}

impl StationFollower {
    /// Starts following the hall: each snapshot and journal line goes to `deliver` (which says
    /// `false` once nobody listens), what happens to the connection to `notify`.
    ///
    /// # Errors
    ///
    /// Its runtime or its thread did not start.
    pub fn start(
        bus: Bus,
        following: Following,
        deliver: Box<dyn Fn(Delivered) -> bool + Send + Sync>,
        notify: Notify,
    ) -> Result<StationFollower, NotStarted> {
        let Following {
            keeper,
            create,
            snapshots,
        } = following;
        let deliver: std::sync::Arc<dyn Fn(Delivered) -> bool + Send + Sync> = deliver.into();
        let (requests, to_send) = unbounded_channel::<(TableNo, ArbiterRequest)>();
        let (create_tx, mut create_rx) = unbounded_channel::<()>();
        let thread = spawn_runtime("annabella-hall-station", move || {
            Box::pin(async move {
                let client = connect(&bus, None, &notify).await;
                let hall = bus.hall.clone();
                let replicas = bus.replicas();
                tokio::spawn(send_requests(
                    client.clone(),
                    hall.clone(),
                    to_send,
                    deliver.clone(),
                ));
                // Each line handed on once, heard live or from the stream, whichever first.
                let once = std::sync::Arc::new(std::sync::Mutex::new(Once::new()));
                if keeper {
                    tokio::spawn(follow_heartbeats(
                        client.clone(),
                        hall.clone(),
                        deliver.clone(),
                        notify.clone(),
                    ));
                }
                let js = jetstream::new(client.clone());
                let mut next: Option<u64> = None; // the stream sequence to read from
                let mut held = std::collections::BTreeMap::new();
                let mut wait = Duration::from_millis(200);
                let mut may_create = create;
                let mut asked = false;
                let mut told: Option<String> = None;
                loop {
                    let stream = match js.get_stream(hall.stream()).await {
                        Ok(stream) => {
                            if keeper
                                && let Err(e) = snapshots::ensure_bucket(&js, &hall, replicas).await
                            {
                                notify(BusNews::StoreUnready { detail: e });
                            }
                            Ok(stream)
                        }
                        Err(e) if keeper && not_found(&e) => {
                            if !may_create {
                                if !std::mem::replace(&mut asked, true)
                                    && !deliver(Delivered::NoStream)
                                {
                                    return;
                                }
                                // Asked: wait for the word, looking again meanwhile (another
                                // station may create it).
                                tokio::select! {
                                    word = create_rx.recv() => may_create = word.is_some(),
                                    () = tokio::time::sleep(Duration::from_secs(3)) => {}
                                }
                                continue;
                            }
                            if let Err(e) = snapshots::ensure_bucket(&js, &hall, replicas).await {
                                notify(BusNews::StoreUnready { detail: e });
                            }
                            js.get_or_create_stream(stream_config(&hall, replicas))
                                .await
                                .map_err(|e| e.to_string())
                        }
                        Err(e) => Err(e.to_string()),
                    };
                    let stream = match stream {
                        Ok(stream) => {
                            told = None;
                            stream
                        }
                        Err(e) => {
                            // Said once, not at every try.
                            if told.as_ref() != Some(&e) {
                                notify(BusNews::StreamUnreadable {
                                    stream: hall.stream(),
                                    detail: e.clone(),
                                });
                                told = Some(e);
                            }
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
                            // From now on the station hears each line live too, as its table
                            // publishes it (after the snapshots, which hold the lines before):
                            // a stream without a leader for a moment (its node lost) delays
                            // nobody.
                            if keeper {
                                tokio::spawn(follow_live(
                                    client.clone(),
                                    hall.clone(),
                                    once.clone(),
                                    deliver.clone(),
                                    notify.clone(),
                                ));
                                // On a cluster, a second ear on another node: the lines
                                // published while this connection moves to another node are
                                // heard there.
                                let (hall, once, deliver, notify, bus, first) = (
                                    hall.clone(),
                                    once.clone(),
                                    deliver.clone(),
                                    notify.clone(),
                                    bus.clone(),
                                    client.clone(),
                                );
                                tokio::spawn(async move {
                                    if let Some(second) = connect_elsewhere(&bus, &first).await {
                                        follow_live(second, hall, once, deliver, notify).await;
                                    }
                                });
                            }
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
                            notify(BusNews::StreamUnreadable {
                                stream: hall.stream(),
                                detail: e,
                            });
                            tokio::time::sleep(wait).await;
                            wait = (wait * 2).min(Duration::from_secs(3));
                            continue;
                        }
                    };
                    wait = Duration::from_millis(200);
                    let reading = StreamReading {
                        hall: &hall,
                        held: &held,
                        deliver: deliver.as_ref(),
                        notify: &notify,
                    };
                    if !reading.read(&js, &mut messages, &once, &mut next).await {
                        return; // the station has closed
                    }
                }
            })
        })?;
        Ok(StationFollower {
            requests,
            create: create_tx,
            _thread: thread,
        })
    }

    /// Sends `request` to table `n` only.
    pub fn send(&self, n: TableNo, request: ArbiterRequest) {
        let _ = self.requests.send((n, request));
    }

    /// The arbiter agreed: the keeper creates the hall's stream (and bucket).
    pub fn create(&self) {
        let _ = self.create.send(());
    }
}
