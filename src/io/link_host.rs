//! The host's side of the TCP link: a thread accepts connections, a thread reads each one,
//! and one driver thread feeds the pure endpoint (`net::endpoint`) what happened and carries
//! out what it asks, so that no connection ever waits for another.

use std::{
    collections::BTreeMap,
    io::{self, Write},
    net::{Shutdown, SocketAddr, TcpListener, TcpStream},
    sync::{
        Arc,
        mpsc::{self, Receiver, RecvTimeoutError, Sender},
    },
    thread,
    time::{Duration, Instant},
};

use super::{
    Outbox, Outgoing, PairError, PairKey, Pumped, READER_STACK, Secret, Session, random_code,
    random_seed, read_pieces,
};
use crate::{
    net::{
        endpoint::{self, ConnId, Endpoint, EndpointEvent, Transmit},
        pair::{CodeSpent, PairingCode},
    },
    table::Seat,
};

/// What the host's network tells its owner.
#[derive(Debug)]
pub enum NetworkEvent {
    /// A device paired (or came back with its key).
    Paired(Session),
    /// A new pairing code is on offer: read it aloud.
    Code(PairingCode),
    /// A pairing attempt failed: always for the log; `tell` on the first since the last
    /// pairing, for the seat at the host.
    Refused {
        /// Where it came from.
        addr: std::net::IpAddr,
        /// What happened.
        reason: crate::net::attempt::AttemptRefused,
        /// Whether to tell the seat at the host.
        tell: bool,
    },
    /// A device of another protocol's version tried to pair: always for the log; `tell` as
    /// for [`NetworkEvent::Refused`].
    OtherRelease {
        /// Where it came from.
        addr: std::net::IpAddr,
        /// Which versions each side speaks.
        other: crate::net::version::OtherRelease,
        /// Whether to tell the seat at the host.
        tell: bool,
    },
    /// The code on offer can no longer be used.
    CodeSpent(CodeSpent),
    /// The keys of the paired seats, to keep for a restart.
    Keys(Vec<(Seat, PairKey)>),
}

/// What reaches the host's driver thread.
enum Drive {
    Accepted {
        conn: ConnId,
        addr: SocketAddr,
        stream: TcpStream,
    },
    Bytes {
        conn: ConnId,
        bytes: Vec<u8>,
    },
    Gone {
        conn: ConnId,
    },
    Out {
        conn: ConnId,
        out: Outgoing,
    },
    /// The owner is leaving: what was queued before this is written, every connection closed
    /// in order (the devices read to the end), then `done` is told.
    Finish {
        done: Sender<()>,
    },
}

/// The host's network: the listener's thread, a reading thread per connection and the driver
/// of the endpoint. It runs until the owner's handler returns `false`, or [`Host::finish`].
#[derive(Debug)]
pub struct Host {
    driver: Sender<Drive>,
}

impl Host {
    /// Starts serving `listener` with `endpoint` (its code and keys set); offers a new code
    /// whenever a seat waits for one and it has none, if `codes`; hands what happens to
    /// `handle`.
    ///
    /// # Errors
    ///
    /// A thread could not start.
    pub fn start(
        listener: TcpListener,
        endpoint: Endpoint,
        codes: bool,
        handle: impl FnMut(NetworkEvent) -> bool + Send + 'static,
    ) -> io::Result<Host> {
        let (tx, rx) = mpsc::channel();
        let accepting = tx.clone();
        let driver = tx.clone();
        thread::Builder::new()
            .name("annabella-accept".into())
            .spawn(move || accept_loop(&listener, &accepting))?;
        thread::Builder::new()
            .name("annabella-endpoint".into())
            .spawn(move || drive(endpoint, codes, &tx, &rx, handle))?;
        Ok(Host { driver })
    }

    /// Ends serving: every frame queued so far is written and each connection closed after
    /// it, so that a device reads the host's last entries before the link ends (waited for
    /// `within` at most: a process that leaves at once would lose what is still queued).
    pub fn finish(&self, within: Duration) {
        let (done, finished) = mpsc::channel();
        if self.driver.send(Drive::Finish { done }).is_ok() {
            let _ = finished.recv_timeout(within);
        }
    }
}

fn accept_loop(listener: &TcpListener, tx: &Sender<Drive>) {
    let mut conn: ConnId = 0;
    loop {
        match listener.accept() {
            Ok((stream, addr)) => {
                conn += 1;
                let _ = stream.set_nodelay(true);
                // A write to a device that stopped reading gives up rather than hold the host.
                let _ = stream.set_write_timeout(Some(Duration::from_secs(1)));
                let Ok(reader) = stream.try_clone() else {
                    continue;
                };
                if tx.send(Drive::Accepted { conn, addr, stream }).is_err() {
                    return;
                }
                let (pieces, gone) = (tx.clone(), tx.clone());
                let spawned = thread::Builder::new()
                    .stack_size(READER_STACK)
                    .spawn(move || {
                        read_pieces(
                            reader,
                            |bytes| pieces.send(Drive::Bytes { conn, bytes }).is_ok(),
                            move || {
                                let _ = gone.send(Drive::Gone { conn });
                            },
                        );
                    });
                if spawned.is_err() {
                    let _ = tx.send(Drive::Gone { conn });
                }
            }
            // A connection reset before it was taken, or descriptors short for a moment: the
            // host goes on listening.
            Err(_) => thread::sleep(Duration::from_millis(50)),
        }
    }
}

/// The driver: feeds the endpoint, carries out its transmits, hands its events on.
fn drive(
    mut endpoint: Endpoint,
    codes: bool,
    tx: &Sender<Drive>,
    rx: &Receiver<Drive>,
    mut handle: impl FnMut(NetworkEvent) -> bool,
) {
    let mut streams: BTreeMap<ConnId, TcpStream> = BTreeMap::new();
    let mut sinks: BTreeMap<ConnId, Sender<Pumped>> = BTreeMap::new();
    let mut finishing = None;
    loop {
        let now = Instant::now();
        if codes
            && endpoint.wants_code(now)
            && let Some(code) = random_code()
        {
            endpoint.offer(code, now);
            if !handle(NetworkEvent::Code(code)) {
                return;
            }
        }
        let wait = endpoint
            .poll_timeout()
            .map_or(Duration::from_secs(3600), |at| {
                at.saturating_duration_since(now)
            });
        match rx.recv_timeout(wait) {
            Ok(Drive::Accepted { conn, addr, stream }) => {
                streams.insert(conn, stream);
                match random_seed() {
                    Some(seed) => endpoint.handle_connect(conn, addr.ip(), seed, Instant::now()),
                    // Without the system's randomness no pairing is safe: none is begun.
                    None => {
                        if let Some(stream) = streams.remove(&conn) {
                            let _ = stream.shutdown(Shutdown::Both);
                        }
                    }
                }
            }
            Ok(Drive::Bytes { conn, bytes }) => endpoint.handle_data(conn, &bytes, Instant::now()),
            Ok(Drive::Gone { conn }) => {
                endpoint.handle_closed(conn);
                if let Some(stream) = streams.remove(&conn) {
                    let _ = stream.shutdown(Shutdown::Both);
                }
            }
            Ok(Drive::Out { conn, out }) => match out {
                Outgoing::Send(frame) => {
                    if !endpoint.send(conn, &frame) {
                        sinks.remove(&conn);
                    }
                }
                Outgoing::Close => endpoint.close(conn),
            },
            Ok(Drive::Finish { done }) => finishing = Some(done),
            Err(RecvTimeoutError::Timeout) => {}
            Err(RecvTimeoutError::Disconnected) => return,
        }
        endpoint.handle_timeout(Instant::now());
        while let Some(transmit) = endpoint.poll_transmit() {
            match transmit {
                Transmit::Send { conn, bytes } => {
                    let written = streams.get_mut(&conn).map(|s| s.write_all(&bytes));
                    if let Some(Err(_)) = written {
                        endpoint.handle_closed(conn);
                    }
                }
                Transmit::Close { conn } => {
                    if let Some(stream) = streams.remove(&conn) {
                        let _ = stream.shutdown(Shutdown::Both);
                    }
                }
            }
        }
        if let Some(done) = finishing.take() {
            // Written, then closed for writing: each device reads to the end of what was sent.
            for stream in streams.values_mut() {
                let _ = stream.flush();
                let _ = stream.shutdown(Shutdown::Write);
            }
            let _ = done.send(());
            return;
        }
        while let Some(event) = endpoint.poll_event() {
            let told = match event {
                EndpointEvent::Paired {
                    conn,
                    seat,
                    confirmation,
                    key,
                    device,
                } => {
                    let (deliver, inbox) = mpsc::channel();
                    sinks.insert(conn, deliver);
                    let driver = tx.clone();
                    let outbox = Outbox(Arc::new(move |out| {
                        driver.send(Drive::Out { conn, out }).is_ok()
                    }));
                    handle(NetworkEvent::Paired(Session {
                        outbox,
                        inbox,
                        confirmation,
                        key,
                        seat,
                        device,
                    }))
                }
                EndpointEvent::Frame { conn, bytes } => {
                    forward(&mut sinks, conn, Pumped::Frame(bytes));
                    true
                }
                EndpointEvent::Inauthentic { conn, reason } => {
                    forward(&mut sinks, conn, Pumped::Refused(reason.to_string()));
                    true
                }
                EndpointEvent::Closed { conn, .. } => {
                    forward(&mut sinks, conn, Pumped::Closed);
                    sinks.remove(&conn);
                    true
                }
                EndpointEvent::Refused { addr, reason, tell } => {
                    handle(NetworkEvent::Refused { addr, reason, tell })
                }
                EndpointEvent::OtherRelease { addr, other, tell } => {
                    handle(NetworkEvent::OtherRelease { addr, other, tell })
                }
                EndpointEvent::CodeSpent(spent) => handle(NetworkEvent::CodeSpent(spent)),
                EndpointEvent::KeysChanged => handle(NetworkEvent::Keys(
                    endpoint.keys().map(|(s, k)| (s, k.clone())).collect(),
                )),
            };
            if !told {
                return;
            }
        }
    }
}

fn forward(sinks: &mut BTreeMap<ConnId, Sender<Pumped>>, conn: ConnId, pumped: Pumped) {
    if let Some(sink) = sinks.get(&conn)
        && sink.send(pumped).is_err()
    {
        sinks.remove(&conn);
    }
}

/// The host for one device, for tests and benchmarks: serves `listener` until a device pairs
/// with the secret (a code for any seat, or a key). Every failed attempt is logged through
/// `log`; the code is spent by 3 wrong tries or after 2 minutes.
///
/// # Errors
///
/// The code was spent first, or the host's threads could not start.
pub fn accept(
    listener: &TcpListener,
    secret: &Secret,
    log: &mut dyn FnMut(String),
) -> Result<Session, PairError> {
    let mut endpoint = Endpoint::new(
        endpoint::EndpointConfig::default(),
        vec![Seat::Blind, Seat::Sighted, Seat::Arbiter],
    );
    match secret {
        Secret::Code(code) => endpoint.offer(*code, Instant::now()),
        Secret::Key(key) => endpoint.accept_key(key.clone()),
    }
    let (tx, rx) = mpsc::channel();
    Host::start(listener.try_clone()?, endpoint, false, move |event| {
        // The session goes on serving after the caller has it.
        let _ = tx.send(event);
        true
    })?;
    for event in rx {
        match event {
            NetworkEvent::Paired(session) => return Ok(session),
            NetworkEvent::Refused { addr, reason, .. } => {
                log(format!("pairing attempt from {addr}: {reason}"));
            }
            NetworkEvent::OtherRelease { addr, other, .. } => {
                log(format!("pairing attempt from {addr}: {other}"));
            }
            NetworkEvent::CodeSpent(spent) => return Err(spent.into()),
            NetworkEvent::Code(_) | NetworkEvent::Keys(_) => {}
        }
    }
    Err(io::Error::other("the host's network stopped").into())
}
