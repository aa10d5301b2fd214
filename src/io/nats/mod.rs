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
//!
//! Each table also keeps the snapshot of its game (`hall::snapshot`) in the hall's key-value
//! bucket, a few seconds behind at most: a station or relay started late rebuilds every table
//! from the snapshots and reads the stream only after them.

mod news;
mod snapshots;
pub mod station;
mod table_bus;

pub use news::{BusNews, Followed};
pub use snapshots::{SNAPSHOT_EVERY, store_snapshot};
pub use table_bus::TableBus;

use std::{path::PathBuf, sync::Arc, thread::JoinHandle, time::Duration};

use async_nats::{Client, ConnectErrorKind, ConnectOptions};

use crate::hall::Hall;

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
    /// A file readable by its owner only: the user's line that `annabella hall config` wrote
    /// (user and password), or a NATS credentials file (JWT and NKey seed). Unlike a password
    /// on the command line, no other local user can read it through the process list.
    File(PathBuf),
}

/// Where the hall's broker is and how to reach it.
#[derive(Debug, Clone)]
pub struct Bus {
    /// `nats://HOST:PORT` (or `tls://HOST:PORT`); the nodes of a cluster separated by commas
    /// (`nats://a:4222,nats://b:4222,nats://c:4222`): the client moves to another when its own
    /// goes away.
    pub url: String,
    /// The tournament.
    pub hall: Hall,
    /// Who this device is.
    pub credentials: Credentials,
    /// A CA certificate to trust for TLS (the hall's own), if not the system's.
    pub ca: Option<PathBuf>,
}

impl Bus {
    /// The brokers' URLs, each once.
    pub fn urls(&self) -> Vec<String> {
        let mut urls: Vec<String> = Vec::new();
        for url in self.url.split(',').map(str::trim).filter(|u| !u.is_empty()) {
            if !urls.iter().any(|u| u == url) {
                urls.push(url.to_owned());
            }
        }
        urls
    }

    /// How many copies of the hall's stream and store a keeper creates: three when it is given
    /// the nodes of a cluster (three or more), so that the hall survives the loss of one node;
    /// one on a single broker.
    pub fn replicas(&self) -> usize {
        if self.urls().len() >= 3 { 3 } else { 1 }
    }

    /// Whether the bus has other nodes to move to when one goes away.
    pub fn clustered(&self) -> bool {
        self.urls().len() > 1
    }
}

/// How long a device of a clustered hall waits for its client to move to another node before it
/// tells the people at the table that the hall is lost: moving takes a few seconds, and a table
/// goes on without a word meanwhile.
pub const FAILOVER: Duration = Duration::from_secs(10);

/// `notify`, with the loss of one node of a cluster kept quiet: a loss is told only once the
/// client has not reached another node within [`FAILOVER`] (the whole hall is lost), and the
/// reconnection after a loss that was not told goes without a word too. Runs on the caller's
/// runtime.
fn quiet_failover(notify: Notify) -> Notify {
    let (tx, mut rx) = tokio::sync::mpsc::unbounded_channel::<BusNews>();
    tokio::spawn(async move {
        // A loss not told yet, since when; and whether one was told.
        let mut lost: Option<tokio::time::Instant> = None;
        let mut told = false;
        loop {
            let news = match lost {
                Some(since) => tokio::select! {
                    news = rx.recv() => news,
                    () = tokio::time::sleep_until(since + FAILOVER) => {
                        lost = None;
                        told = true;
                        notify(BusNews::Lost);
                        continue;
                    }
                },
                None => rx.recv().await,
            };
            let Some(news) = news else { return };
            match news {
                BusNews::Lost => {
                    if !told && lost.is_none() {
                        lost = Some(tokio::time::Instant::now());
                    }
                }
                BusNews::Connected if lost.take().is_some() => {}
                BusNews::Connected => {
                    told = false;
                    notify(BusNews::Connected);
                }
                other => notify(other),
            }
        }
    });
    Arc::new(move |news| {
        let _ = tx.send(news);
    })
}

/// This device's connection to the hall could not start: no runtime, or no thread for it.
#[derive(Debug, thiserror::Error)]
pub enum NotStarted {
    /// The asynchronous runtime could not be built.
    #[error("the hall's runtime did not start: {0}")]
    Runtime(std::io::Error),
    /// The connection's thread could not be started.
    #[error("the hall's thread did not start: {0}")]
    Thread(std::io::Error),
}

impl NotStarted {
    /// Says in the seat's language that the device cannot join the hall at `url`; the system's
    /// own (English) reason is for the devices log, named by `log`.
    pub fn localized(&self, words: &crate::i18n::Localizer, url: &str, log: &str) -> String {
        use crate::i18n::Arg;
        words.format(
            "hall-not-followed",
            &[("url", Arg::Str(url)), ("log", Arg::Str(log))],
        )
    }
}

/// One thread with a current-thread runtime, running `task`. The runtime is built before the
/// thread starts, so that either failure is the caller's to tell.
fn spawn_runtime<F>(name: &str, task: F) -> Result<JoinHandle<()>, NotStarted>
where
    F: FnOnce() -> std::pin::Pin<Box<dyn std::future::Future<Output = ()>>> + Send + 'static,
{
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .map_err(NotStarted::Runtime)?;
    std::thread::Builder::new()
        .name(name.to_owned())
        .spawn(move || runtime.block_on(task()))
        .map_err(NotStarted::Thread)
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

/// The user and password of a credentials file that `annabella hall config` wrote (its user's
/// line of `users.txt`: the user, the password, and what the user may do); `None` for a NATS
/// credentials file (a JWT and an NKey seed).
fn user_and_password(text: &str) -> Option<(String, String)> {
    if text.contains("-----BEGIN") {
        return None;
    }
    let mut words = text.lines().next()?.split_whitespace();
    Some((words.next()?.to_owned(), words.next()?.to_owned()))
}

/// A second connection of a station to a cluster, to another node than `first`'s (when that
/// one goes, the station still hears the tables live on this one); its own news is not told.
/// `None` with a single broker.
async fn connect_elsewhere(bus: &Bus, first: &Client) -> Option<Client> {
    if !bus.clustered() {
        return None;
    }
    let info = first.server_info();
    let first_node = format!("{}:{}", info.host, info.port);
    let mut urls = bus.urls();
    // Another node first; the first's last.
    urls.sort_by_key(|url| url.contains(&first_node));
    let mut wait = Duration::from_millis(200);
    loop {
        if let Ok(options) = options(bus).await
            && let Ok(client) = options.retain_servers_order().connect(urls.clone()).await
        {
            return Some(client);
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
        Credentials::File(path) => {
            let problem = |e: String| BusNews::CredentialsFile {
                file: path.clone(),
                detail: e,
            };
            let text = std::fs::read_to_string(path).map_err(|e| problem(e.to_string()))?;
            match user_and_password(&text) {
                Some((user, password)) => ConnectOptions::with_user_and_password(user, password),
                None => ConnectOptions::with_credentials_file(path)
                    .await
                    .map_err(|e| problem(e.to_string()))?,
            }
        }
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
    let urls = bus.urls();
    let told = notify.clone();
    // The broker's error about a subject repeats at every try (a heartbeat the configuration
    // does not allow, every few seconds): it is told once until the connection is new.
    let last_error = Arc::new(std::sync::Mutex::new(None::<String>));
    options = options.event_callback(move |event| {
        let told = told.clone();
        let last_error = last_error.clone();
        async move {
            let news = match event {
                async_nats::Event::Connected => {
                    if let Ok(mut last) = last_error.lock() {
                        *last = None;
                    }
                    Some(BusNews::Connected)
                }
                async_nats::Event::Disconnected => Some(BusNews::Lost),
                async_nats::Event::ServerError(e) => {
                    let text = e.to_string();
                    let again = last_error
                        .lock()
                        .map(|mut last| last.replace(text.clone()).as_ref() == Some(&text))
                        .unwrap_or(false);
                    (!again).then_some(BusNews::BrokerError { detail: text })
                }
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
    options.connect(urls).await.map_err(|e| match e.kind() {
        ConnectErrorKind::AuthorizationViolation | ConnectErrorKind::Authentication => {
            BusNews::Refused {
                user,
                detail: e.to_string(),
            }
        }
        ConnectErrorKind::Tls => BusNews::Tls {
            ca: bus.ca.clone(),
            detail: e.to_string(),
        },
        _ if tls_refused(&e) => BusNews::Tls {
            ca: bus.ca.clone(),
            detail: e.to_string(),
        },
        _ => BusNews::Unreachable {
            detail: e.to_string(),
        },
    })
}

/// Whether `e` is the TLS handshake's failure (a certificate not trusted, most often): the
/// client reports it as an I/O error around rustls' own.
fn tls_refused(e: &async_nats::ConnectError) -> bool {
    let mut source = std::error::Error::source(e);
    while let Some(error) = source {
        if error.is::<async_nats::rustls::Error>()
            || error
                .downcast_ref::<std::io::Error>()
                .and_then(std::io::Error::get_ref)
                .is_some_and(|inner| inner.is::<async_nats::rustls::Error>())
        {
            return true;
        }
        source = error.source();
    }
    false
}

/// What a table answers an arbiter request of another hall protocol (with its own versions in
/// the headers), instead of "received".
pub(crate) const OTHER_RELEASE: &[u8] = b"other-release";

/// Headers that name the hall protocol's and this program's versions, so that a station, relay
/// or table of another release says which side runs which instead of misreading the message.
fn versioned() -> async_nats::HeaderMap {
    use crate::net::version::{PROGRAM_HEADER, PROTOCOL_HEADER};
    let ours = hall_versions();
    let mut headers = async_nats::HeaderMap::new();
    headers.insert(PROTOCOL_HEADER, ours.protocol.to_string().as_str());
    headers.insert(PROGRAM_HEADER, ours.program());
    headers
}

/// The environment variable that makes this program speak another version of the hall's
/// messages, for the tests of programs of different releases only; read here, at the edge.
pub const TEST_HALL_PROTOCOL: &str = "ANNABELLA_TEST_HALL_PROTOCOL";

/// The versions of the hall's messages this program speaks: its own, unless a test says
/// otherwise ([`TEST_HALL_PROTOCOL`]).
pub fn hall_versions() -> crate::net::version::Versions {
    use crate::net::version::{PROGRAM, Versions};
    match std::env::var(TEST_HALL_PROTOCOL)
        .ok()
        .and_then(|v| v.parse().ok())
    {
        Some(protocol) => Versions::new(protocol, &format!("{PROGRAM}-test")),
        None => Versions::hall(),
    }
}

/// The versions a message's headers name (none: the releases before version numbers).
fn versions_of(headers: Option<&async_nats::HeaderMap>) -> crate::net::version::Versions {
    use crate::net::version::{PROGRAM_HEADER, PROTOCOL_HEADER, Versions};
    let header = |name| headers.and_then(|h| h.get(name)).map(|v| v.as_str());
    Versions::of_headers(header(PROTOCOL_HEADER), header(PROGRAM_HEADER))
}
