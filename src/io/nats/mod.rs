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

mod snapshots;
pub mod station;
mod table;

pub use snapshots::{SNAPSHOT_EVERY, store_snapshot};
pub use table::TableBus;

use std::{path::PathBuf, sync::Arc, thread::JoinHandle, time::Duration};

use async_nats::{Client, ConnectErrorKind, ConnectOptions};

use crate::hall::{Hall, TableNo};

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
    /// `nats://HOST:PORT` (or `tls://HOST:PORT`).
    pub url: String,
    /// The tournament.
    pub hall: Hall,
    /// Who this device is.
    pub credentials: Credentials,
    /// A CA certificate to trust for TLS (the hall's own), if not the system's.
    pub ca: Option<PathBuf>,
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

async fn options(bus: &Bus) -> Result<ConnectOptions, BusNews> {
    let options = match &bus.credentials {
        Credentials::None => ConnectOptions::new(),
        Credentials::Password { user, password } => {
            ConnectOptions::with_user_and_password(user.clone(), password.clone())
        }
        Credentials::File(path) => {
            let problem = |e: String| BusNews::Problem(format!("{}: {e}", path.display()));
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
