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
        server::{BrokerNode, Cluster as Nodes, Listen, cluster_config, config, users},
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

/// The users of a test hall: `tables` tables, 2 arbiters and 2 relays, passwords `pw-<user>`.
fn test_users(tables: u32) -> Vec<annabella::hall::server::User> {
    let mut all = users(tables, 2, 2, String::new);
    for u in &mut all {
        u.password = format!("pw-{}", u.name);
    }
    all
}

/// A port for a new broker: never one this process gave out before, and below the ephemeral
/// range (32768 and up on Linux). A port taken with `bind(0)` can be handed out again while a
/// killed broker is down, and a restarted broker, or a test's clients, then reach another test's
/// broker; a counter from a base that differs between processes cannot collide that way.
pub fn free_port() -> u16 {
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
        let listen = Listen {
            host: "127.0.0.1".into(),
            port,
            store_dir: dir.path().join("store").display().to_string(),
            tls,
        };
        let text = config(&hall, &listen, &test_users(tables));
        Broker::launch(dir, port, hall, &text)
    }

    /// A broker of `hall` on `port` with the configuration `text`, in `dir`, started.
    pub fn launch(dir: tempfile::TempDir, port: u16, hall: Hall, text: &str) -> Broker {
        let conf = dir.path().join("nats.conf");
        std::fs::write(&conf, text).expect("write the config");
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

    /// Stops the server as an operator would (SIGTERM: it shuts down in order).
    pub fn stop(&mut self) {
        if let Some(mut child) = self.child.take() {
            let _ = Command::new("kill").arg(child.id().to_string()).status();
            let _ = child.wait();
        }
    }

    /// Starts the server (again), and waits until it takes connections (at most 20 s).
    pub fn restart(&mut self) {
        let ready_before = self.log().matches(READY).count();
        self.spawn();
        self.wait_ready(ready_before);
    }

    /// Starts the server process.
    fn spawn(&mut self) {
        let log = self.dir.path().join("nats.log");
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
    }

    /// Waits until the server takes connections and its log says it is ready more than
    /// `ready_before` times (at most 20 s).
    fn wait_ready(&mut self, ready_before: usize) {
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

/// Waits until the hall `hall` at `urls` (separated by commas) has its stream, asked as a test
/// arbiter (at most 60 s): a station started there follows the tables from then on. (The hall
/// benchmark's.)
#[allow(dead_code)]
pub fn wait_for_stream(urls: &str, hall: &Hall) {
    let urls: Vec<String> = urls.split(',').map(str::to_owned).collect();
    let stream = hall.stream();
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .expect("a runtime");
    runtime.block_on(async move {
        let deadline = Instant::now() + Duration::from_secs(60);
        while Instant::now() < deadline {
            if let Ok(client) = async_nats::ConnectOptions::with_user_and_password(
                "arbiter-2".into(),
                "pw-arbiter-2".into(),
            )
            .connection_timeout(Duration::from_secs(2))
            .connect(urls.clone())
            .await
                && async_nats::jetstream::new(client)
                    .get_stream(&stream)
                    .await
                    .is_ok()
            {
                return;
            }
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
        panic!("the hall's stream was never made");
    });
}

/// A hall's cluster of three nats-servers on loopback, each in a folder of its own (its
/// configuration, log and JetStream store), routes between them; killed when dropped.
pub struct Cluster {
    /// The nodes, in order (`hall-<T>-1`, …).
    pub nodes: Vec<Broker>,
    /// The tournament.
    pub hall: Hall,
}

impl Cluster {
    /// Starts a cluster of three for `tables` tables, 2 arbiters and 2 relays of tournament
    /// `name`, and waits until its nodes have chosen a JetStream leader (at most 30 s).
    pub fn start(name: &str, tables: u32) -> Cluster {
        let hall = Hall::new(name).expect("tournament");
        let dirs: Vec<tempfile::TempDir> =
            (0..3).map(|_| tempfile::tempdir().expect("dir")).collect();
        let nodes: Vec<BrokerNode> = dirs
            .iter()
            .map(|dir| BrokerNode {
                listen: Listen {
                    host: "127.0.0.1".into(),
                    port: free_port(),
                    store_dir: dir.path().join("store").display().to_string(),
                    tls: None,
                },
                route_port: free_port(),
            })
            .collect();
        let layout = Nodes {
            nodes,
            route_password: "pw-route".into(),
        };
        let users = test_users(tables);
        // Each node starts without waiting for the others: a node is ready only once it has
        // routes to a majority.
        let mut started = Vec::new();
        for (i, dir) in dirs.into_iter().enumerate() {
            let text = cluster_config(&hall, &layout, i, &users).expect("a node");
            let conf = dir.path().join("nats.conf");
            std::fs::write(&conf, text).expect("write the config");
            let mut broker = Broker {
                child: None,
                port: layout.nodes[i].listen.port,
                dir,
                conf,
                hall: hall.clone(),
            };
            broker.spawn();
            started.push(broker);
        }
        for broker in &mut started {
            broker.wait_ready(0);
        }
        let cluster = Cluster {
            nodes: started,
            hall,
        };
        cluster.wait_for_leader();
        cluster
    }

    /// Waits until some node's log says a JetStream metadata leader is chosen (at most 30 s).
    pub fn wait_for_leader(&self) {
        let deadline = Instant::now() + Duration::from_secs(30);
        while !self.nodes.iter().any(|n| {
            let log = n.log();
            log.contains("JetStream cluster new metadata leader")
                || log.contains("Self is new JetStream cluster metadata leader")
        }) {
            assert!(
                Instant::now() < deadline,
                "no JetStream leader: {}",
                self.logs()
            );
            std::thread::sleep(Duration::from_millis(100));
        }
    }

    /// Whether the hall's stream and store each have a leader and every other node of theirs
    /// is up to date with it (asked as an arbiter); the streams not yet made count as such.
    pub fn current(&self) -> bool {
        let urls: Vec<String> = self.nodes.iter().map(Broker::url).collect();
        let streams = [self.hall.stream(), format!("KV_{}", self.hall.bucket())];
        let Ok(runtime) = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
        else {
            return false;
        };
        runtime.block_on(async move {
            let Ok(client) = async_nats::ConnectOptions::with_user_and_password(
                "arbiter-2".into(),
                "pw-arbiter-2".into(),
            )
            .connection_timeout(Duration::from_secs(2))
            .connect(urls)
            .await
            else {
                return false;
            };
            let js = async_nats::jetstream::new(client);
            for name in streams {
                let info = tokio::time::timeout(Duration::from_secs(3), async {
                    let mut stream = js.get_stream(&name).await.map_err(|e| e.to_string())?;
                    stream.info().await.cloned().map_err(|e| e.to_string())
                })
                .await;
                let info = match info {
                    Ok(Ok(info)) => info,
                    // Not made yet: nothing to be behind on.
                    Ok(Err(e)) if e.to_string().contains("not found") => continue,
                    _ => return false,
                };
                let Some(cluster) = info.cluster else {
                    return false;
                };
                if cluster.leader.is_none()
                    || cluster.replicas.iter().any(|p| !p.current || p.offline)
                {
                    return false;
                }
            }
            true
        })
    }

    /// The hall's stream as the cluster tells it now, asked as `user` with `password`.
    pub fn stream_info(
        &self,
        user: &str,
        password: &str,
    ) -> Option<async_nats::jetstream::stream::Info> {
        let urls: Vec<String> = self.nodes.iter().map(Broker::url).collect();
        let stream = self.hall.stream();
        let (user, password) = (user.to_owned(), password.to_owned());
        let runtime = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .ok()?;
        runtime.block_on(async move {
            let client = async_nats::ConnectOptions::with_user_and_password(user, password)
                .connection_timeout(Duration::from_secs(2))
                .connect(urls)
                .await
                .ok()?;
            let js = async_nats::jetstream::new(client);
            let mut s = js.get_stream(stream).await.ok()?;
            let info = tokio::time::timeout(Duration::from_secs(5), s.info())
                .await
                .ok()?
                .ok()?;
            Some(info.clone())
        })
    }

    /// The index of the node that leads the hall's stream now (asked as a test arbiter).
    pub fn stream_leader(&self) -> Option<usize> {
        let leader = self
            .stream_info("arbiter-2", "pw-arbiter-2")?
            .cluster?
            .leader?;
        let name = format!("hall-{}-", self.hall);
        leader
            .strip_prefix(&name)?
            .parse::<usize>()
            .ok()?
            .checked_sub(1)
    }

    /// Waits until [`Cluster::current`] holds (at most 60 s): a node started again is back.
    pub fn wait_current(&self) {
        let deadline = Instant::now() + Duration::from_secs(60);
        while !self.current() {
            assert!(Instant::now() < deadline, "the cluster never caught up");
            std::thread::sleep(Duration::from_millis(200));
        }
    }

    /// Every node's URL, separated by commas (what `--hall` takes).
    pub fn urls(&self) -> String {
        self.nodes
            .iter()
            .map(Broker::url)
            .collect::<Vec<_>>()
            .join(",")
    }

    /// The bus of the whole cluster as user `user` (its password is `pw-<user>`).
    pub fn bus(&self, user: &str) -> Bus {
        Bus {
            url: self.urls(),
            ..self.nodes[0].bus(user)
        }
    }

    /// Every node's log, for a failing test.
    pub fn logs(&self) -> String {
        self.nodes
            .iter()
            .enumerate()
            .map(|(i, n)| format!("--- node {}:\n{}", i + 1, n.log()))
            .collect()
    }
}

impl Drop for Cluster {
    fn drop(&mut self) {
        // A failing test shows what each node said, its route retries left out.
        if std::thread::panicking() {
            for (i, node) in self.nodes.iter().enumerate() {
                let log = node.log();
                let lines: Vec<&str> = log
                    .lines()
                    .filter(|l| !l.contains("Error trying to connect to route"))
                    .collect();
                eprintln!(
                    "--- node {} (port {}):\n{}",
                    i + 1,
                    node.port,
                    lines[lines.len().saturating_sub(150)..].join("\n")
                );
            }
        }
    }
}
