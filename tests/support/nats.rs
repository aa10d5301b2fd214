//! A real nats-server with JetStream on a free loopback port, in a temporary directory, with a
//! configuration written by `annabella::hall::server` (passwords `pw-<user>`); killed when
//! dropped. For the tests that need nats-server (ignored in plain `cargo test`) and the hall
//! benchmark.

use std::{
    net::{TcpListener, TcpStream},
    path::PathBuf,
    process::{Child, Command, Stdio},
    sync::atomic::{AtomicU16, Ordering},
    time::{Duration, Instant},
};

use annabella::{
    hall::{
        Hall,
        server::{Listen, config, users},
    },
    io::nats::{Bus, Credentials},
};

/// What nats-server logs once it takes clients.
const READY: &str = "Server is ready";

/// A running broker.
pub struct Broker {
    child: Option<Child>,
    /// Its port on 127.0.0.1.
    pub port: u16,
    /// The temporary directory: the configuration and the JetStream store.
    pub dir: tempfile::TempDir,
    conf: PathBuf,
    /// The tournament.
    pub hall: Hall,
}

/// A port for a new broker: never one this process gave out before, and below the ephemeral
/// range (32768 and up on Linux). A port taken with `bind(0)` can be handed out again while a
/// killed broker is down, and a restarted broker, or a test's clients, then reach another test's
/// broker; a counter from a base that differs between processes cannot collide that way.
fn free_port() -> u16 {
    static NEXT: AtomicU16 = AtomicU16::new(0);
    let base = 20_000 + u16::try_from(std::process::id() % 600).unwrap_or(0) * 20;
    for _ in 0..2_000 {
        let offset = NEXT.fetch_add(1, Ordering::Relaxed) % 12_000;
        let port = 20_000 + (base - 20_000 + offset) % 12_000;
        if TcpListener::bind(("127.0.0.1", port)).is_ok() {
            return port;
        }
    }
    panic!("no free loopback port between 20000 and 32000");
}

impl Broker {
    /// Starts a broker for `tables` tables, 2 arbiters and 2 relays of tournament `name`.
    pub fn start(name: &str, tables: u32) -> Broker {
        Broker::start_with(name, tables, None)
    }

    /// [`Broker::start`], with TLS from these certificate and key files when given.
    pub fn start_with(name: &str, tables: u32, tls: Option<(String, String)>) -> Broker {
        let dir = tempfile::tempdir().expect("temp dir");
        let port = free_port();
        let hall = Hall::new(name).expect("tournament");
        let mut all = users(tables, 2, 2, String::new);
        for u in &mut all {
            u.password = format!("pw-{}", u.name);
        }
        let listen = Listen {
            host: "127.0.0.1".into(),
            port,
            store_dir: dir.path().join("store").display().to_string(),
            tls,
        };
        let conf = dir.path().join("nats.conf");
        std::fs::write(&conf, config(&hall, &listen, &all)).expect("write the config");
        let mut broker = Broker {
            child: None,
            port,
            dir,
            conf,
            hall,
        };
        broker.restart();
        broker
    }

    /// Starts the server (again), and waits until it takes connections (at most 20 s).
    pub fn restart(&mut self) {
        let log = self.dir.path().join("nats.log");
        let ready_before = self.log().matches(READY).count();
        let child = Command::new("nats-server")
            .arg("-c")
            .arg(&self.conf)
            .arg("-l")
            .arg(&log)
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(
                std::fs::OpenOptions::new()
                    .create(true)
                    .append(true)
                    .open(self.dir.path().join("nats.stderr"))
                    .map_or_else(|_| Stdio::null(), Stdio::from),
            )
            .spawn()
            .expect("start nats-server (apt-get install nats-server)");
        self.child = Some(child);
        // Answering on the port is not enough: it must be this broker (its own log says it is
        // ready once more than before), not another that holds the port this one could not take.
        let deadline = Instant::now() + Duration::from_secs(20);
        while TcpStream::connect(("127.0.0.1", self.port)).is_err()
            || self.log().matches(READY).count() <= ready_before
        {
            let exited = self
                .child
                .as_mut()
                .and_then(|c| c.try_wait().ok().flatten());
            assert!(
                exited.is_none(),
                "nats-server on port {} exited ({exited:?}): {}",
                self.port,
                self.log()
            );
            assert!(
                Instant::now() < deadline,
                "nats-server did not start: {}",
                self.log()
            );
            std::thread::sleep(Duration::from_millis(50));
        }
    }

    /// Kills the server at once (kill -9), as a crash would.
    pub fn kill(&mut self) {
        if let Some(mut child) = self.child.take() {
            let _ = child.kill();
            let _ = child.wait();
        }
    }

    /// The broker's URL.
    pub fn url(&self) -> String {
        format!("nats://127.0.0.1:{}", self.port)
    }

    /// The broker's URL for a client that requires TLS.
    pub fn tls_url(&self) -> String {
        format!("tls://127.0.0.1:{}", self.port)
    }

    /// The bus as user `user` (its password is `pw-<user>`).
    pub fn bus(&self, user: &str) -> Bus {
        self.bus_with(user, &format!("pw-{user}"))
    }

    /// The bus as `user` with `password`.
    pub fn bus_with(&self, user: &str, password: &str) -> Bus {
        Bus {
            url: self.url(),
            hall: self.hall.clone(),
            credentials: Credentials::Password {
                user: user.into(),
                password: password.into(),
            },
            ca: None,
        }
    }

    /// The server's log so far.
    pub fn log(&self) -> String {
        std::fs::read_to_string(self.dir.path().join("nats.log")).unwrap_or_default()
    }
}

impl Drop for Broker {
    fn drop(&mut self) {
        // A failing test shows how the broker fared: whether it was still running, its log and
        // what it wrote to standard error (a crash's trace), the ends of them.
        if std::thread::panicking() {
            let state = match self.child.as_mut().map(Child::try_wait) {
                Some(Ok(None)) => "running".to_owned(),
                Some(Ok(Some(status))) => format!("exited: {status}"),
                Some(Err(e)) => format!("unknown: {e}"),
                None => "killed by the test".to_owned(),
            };
            let stderr = std::fs::read_to_string(self.dir.path().join("nats.stderr"));
            let tail = |text: &str| {
                let lines: Vec<&str> = text.lines().collect();
                lines[lines.len().saturating_sub(40)..].join("\n")
            };
            eprintln!(
                "nats-server on port {} ({state}); its log ends:\n{}\nits standard error ends:\n{}",
                self.port,
                tail(&self.log()),
                tail(&stderr.unwrap_or_default())
            );
        }
        self.kill();
    }
}
