//! The hall's bus (edge): NATS with JetStream through `async-nats`. Tokio stays here: each bus
//! runs on one thread of its own with a current-thread runtime, and talks to the synchronous
//! loops through std channels and callbacks. [`TableBus`] publishes a table's journal and
//! hands arbiter requests to its loop; [`station`] follows the whole hall.
//!
//! A table publishes its journal lines in order, each awaiting the stream's acknowledgement,
//! with a message id (table, game, seq) so that a resend is dropped by the stream's duplicate
//! window. What is not yet acknowledged is read back from the journal file: the table plays on
//! through a broker outage, and once the broker is back it publishes from the line after the
//! last acknowledged one.

pub mod station;

use std::{
    path::{Path, PathBuf},
    sync::{Arc, mpsc},
    thread::JoinHandle,
    time::Duration,
};

use async_nats::{
    Client, ConnectErrorKind, ConnectOptions, HeaderMap,
    jetstream::{self, Context},
};
use futures_util::StreamExt as _;
use tokio::sync::mpsc::{UnboundedReceiver, UnboundedSender, unbounded_channel};

use crate::{
    hall::{
        Hall, TableNo,
        model::Card,
        subjects::message_id,
        wire::{ArbiterRequest, Line, read_line},
    },
    ids::{GameId, Ids},
};

/// How a device proves who it is to the broker.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Credentials {
    /// None (a broker without authorization: only for a try on one machine).
    None,
    /// A user and password from the hall's configuration.
    Password {
        /// User.
        user: String,
        /// Password.
        password: String,
    },
    /// A NATS credentials file (JWT and NKey seed).
    File(PathBuf),
}

/// Where the hall's broker is and how to reach it.
#[derive(Debug, Clone)]
pub struct Bus {
    /// `nats://HOST:PORT` (or `tls://HOST:PORT`).
    pub url: String,
    /// The tournament.
    pub hall: Hall,
    /// Who this device is.
    pub credentials: Credentials,
    /// A CA certificate to trust for TLS (the hall's own), if not the system's.
    pub ca: Option<PathBuf>,
}

/// Headers carrying the card of a table's game beside its header line.
const CARD: [&str; 4] = [
    "Annabella-Round",
    "Annabella-White",
    "Annabella-Black",
    "Annabella-Event",
];

/// The card as message headers.
fn card_headers(card: &Card, headers: &mut HeaderMap) {
    for (name, value) in CARD
        .iter()
        .zip([&card.round, &card.white, &card.black, &card.event])
    {
        if !value.is_empty() {
            headers.insert(*name, value.as_str());
        }
    }
}

/// The card a header line's message carries, if any.
pub fn card_of(headers: Option<&HeaderMap>) -> Option<Card> {
    let headers = headers?;
    let get = |name: &str| {
        headers
            .get(name)
            .map(|v| v.as_str().to_owned())
            .unwrap_or_default()
    };
    let card = Card {
        round: get(CARD[0]),
        white: get(CARD[1]),
        black: get(CARD[2]),
        event: get(CARD[3]),
    };
    (card != Card::default()).then_some(card)
}

/// One thread with a current-thread runtime, running `task`.
fn spawn_runtime<F>(name: &str, task: F) -> std::io::Result<JoinHandle<()>>
where
    F: FnOnce() -> std::pin::Pin<Box<dyn std::future::Future<Output = ()>>> + Send + 'static,
{
    std::thread::Builder::new()
        .name(name.to_owned())
        .spawn(move || {
            match tokio::runtime::Builder::new_current_thread()
                .enable_all()
                .build()
            {
                Ok(runtime) => runtime.block_on(task()),
                Err(e) => eprintln!("annabella: the hall's runtime did not start: {e}"),
            }
        })
}

/// What happens to a bus's connection, for the person at the device (worded by
/// [`BusNews::words`] in their language).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum BusNews {
    /// The broker is reached (again).
    Connected,
    /// The connection is lost; the client tries again by itself.
    Lost,
    /// The broker refused these credentials.
    Refused {
        /// Who this device said it was.
        user: String,
        /// The broker's words.
        reason: String,
    },
    /// The broker cannot be reached; trying again.
    Unreachable {
        /// Why.
        reason: String,
    },
    /// A table's journal line was not taken by the stream; it is sent again from the journal.
    NotSent {
        /// The table.
        table: TableNo,
        /// Why.
        reason: String,
    },
    /// The table's journal is all in the stream again.
    CaughtUp {
        /// The table.
        table: TableNo,
    },
    /// Something else (a request not sent, a stream not readable yet, the broker's error).
    Problem(String),
}

impl BusNews {
    /// The news in `words`' language, for the hall at `url`.
    pub fn words(&self, words: &crate::i18n::Localizer, url: &str) -> String {
        use crate::i18n::Arg;
        let url = ("url", Arg::Str(url));
        match self {
            BusNews::Connected => words.format("hall-bus-connected", &[url]),
            BusNews::Lost => words.format("hall-bus-lost", &[url]),
            BusNews::Refused { user, reason } => words.format(
                "hall-bus-refused",
                &[url, ("user", Arg::Str(user)), ("reason", Arg::Str(reason))],
            ),
            BusNews::Unreachable { reason } => {
                words.format("hall-bus-unreachable", &[url, ("reason", Arg::Str(reason))])
            }
            BusNews::NotSent { table, reason } => words.format(
                "hall-bus-not-sent",
                &[
                    ("table", Arg::Num(i64::from(*table))),
                    ("reason", Arg::Str(reason)),
                ],
            ),
            BusNews::CaughtUp { table } => words.format(
                "hall-bus-caught-up",
                &[("table", Arg::Num(i64::from(*table)))],
            ),
            BusNews::Problem(reason) => {
                words.format("hall-bus-problem", &[("reason", Arg::Str(reason))])
            }
        }
    }
}

/// Where a bus tells what happens to its connection.
pub type Notify = Arc<dyn Fn(BusNews) + Send + Sync>;

/// Connects to the broker, trying again every few seconds while it cannot be reached; a
/// refusal of the credentials is told (once per reason) and tried again too: the broker's
/// configuration may be fixed while the table plays on. `inbox` is the prefix of this
/// connection's replies.
async fn connect(bus: &Bus, inbox: Option<String>, notify: &Notify) -> Client {
    let mut told = None;
    let mut wait = Duration::from_millis(200);
    loop {
        match try_connect(bus, inbox.clone(), notify).await {
            Ok(client) => return client,
            Err(news) => {
                if told.as_ref() != Some(&news) {
                    notify(news.clone());
                    told = Some(news);
                }
            }
        }
        tokio::time::sleep(wait).await;
        wait = (wait * 2).min(Duration::from_secs(3));
    }
}

async fn options(bus: &Bus) -> Result<ConnectOptions, BusNews> {
    let options = match &bus.credentials {
        Credentials::None => ConnectOptions::new(),
        Credentials::Password { user, password } => {
            ConnectOptions::with_user_and_password(user.clone(), password.clone())
        }
        Credentials::File(path) => ConnectOptions::with_credentials_file(path)
            .await
            .map_err(|e| BusNews::Problem(format!("{}: {e}", path.display())))?,
    };
    let options = match &bus.ca {
        Some(ca) => options.add_root_certificates(ca.clone()).require_tls(true),
        None => options,
    };
    Ok(options
        .connection_timeout(Duration::from_secs(3))
        .name(format!("annabella {}", bus.hall)))
}

async fn try_connect(bus: &Bus, inbox: Option<String>, notify: &Notify) -> Result<Client, BusNews> {
    let mut options = options(bus).await?;
    if let Some(prefix) = inbox {
        options = options.custom_inbox_prefix(prefix);
    }
    let url = bus.url.clone();
    let told = notify.clone();
    options = options.event_callback(move |event| {
        let told = told.clone();
        async move {
            let news = match event {
                async_nats::Event::Connected => Some(BusNews::Connected),
                async_nats::Event::Disconnected => Some(BusNews::Lost),
                async_nats::Event::ServerError(e) => Some(BusNews::Problem(e.to_string())),
                _ => None,
            };
            if let Some(news) = news {
                told(news);
            }
        }
    });
    let user = match &bus.credentials {
        Credentials::Password { user, .. } => user.clone(),
        Credentials::File(p) => p.display().to_string(),
        Credentials::None => "no user".into(),
    };
    options
        .connect(url.as_str())
        .await
        .map_err(|e| match e.kind() {
            ConnectErrorKind::AuthorizationViolation | ConnectErrorKind::Authentication => {
                BusNews::Refused {
                    user,
                    reason: e.to_string(),
                }
            }
            _ => BusNews::Unreachable {
                reason: e.to_string(),
            },
        })
}

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

impl crate::run::Outlet for TableBus {
    fn journaled(&mut self, _seq: u64, _entry: &crate::table::journal::Entry, _state: u64) {
        // The line is read back from the journal file, in order, from the last acknowledged.
        TableBus::journaled(self);
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
