//! The network edge of a table shared between devices: the host's listener that pairs joining
//! devices (a spoken code, then the pairing's key for reconnecting) and the joining device's
//! connector that reconnects after a broken link. Each connection's frames reach the one loop as
//! [`NetEvent`]s; what they mean is [`super::host`]'s and [`super::join`]'s.

use std::{
    io::Write as _,
    net::{SocketAddr, TcpListener},
    path::{Path, PathBuf},
    sync::mpsc::Sender,
    thread,
    time::{Duration, Instant},
};

use super::Input;
use crate::{
    i18n::Arg,
    io::link::{
        Host, NetworkEvent, Outbox, PairError, PairKey, PairingRefusal, Pumped, Received, Secret,
        Session, Transport,
    },
    net::{attempt::AttemptRefused, endpoint::Endpoint, follow::Welcome, pair::PairingCode},
    present::{
        pairing,
        release::{Format, Peer},
    },
    table::{PublicKey, Seat},
};

/// What happened on the network, for the loop.
#[derive(Debug)]
pub enum NetEvent {
    /// A device paired or reconnected.
    Up {
        /// Its seat.
        seat: Seat,
        /// Which connection (a later one replaces an earlier one).
        conn: u64,
        /// Where its frames are sent.
        outbox: Outbox,
        /// The confirmation both devices read aloud when it paired with the code; `None`
        /// after a reconnection with the key, on both devices.
        confirmation: Option<String>,
        /// Whether it is a new device for its seat (paired with a code), not one coming back.
        new: bool,
        /// The public key the device keeps the private half of for sealed moves, as it gave it
        /// when pairing.
        device: PublicKey,
        /// What the host said first (on the joining device only).
        welcome: Option<Box<Welcome>>,
    },
    /// A frame from a device.
    Frame {
        /// Its seat.
        seat: Seat,
        /// Which connection.
        conn: u64,
        /// The decrypted frame.
        bytes: Vec<u8>,
    },
    /// A connection ended.
    Down {
        /// Its seat.
        seat: Seat,
        /// Which connection.
        conn: u64,
    },
    /// Something refused: a pairing attempt, an inauthentic frame. Always logged; told at the
    /// seat when `tell` (the first refused pairing attempt since the last pairing).
    Refused {
        /// What and why.
        reason: NetRefusal,
        /// Whether to tell the seat.
        tell: bool,
    },
    /// A new pairing code is on offer.
    Code(PairingCode),
    /// The other side of a pairing runs another version of the link: always logged; told at
    /// the seat when `tell`.
    OtherRelease {
        /// Who the other side is.
        peer: crate::present::release::Peer,
        /// Which versions each side speaks.
        other: crate::net::version::OtherRelease,
        /// Whether to tell the seat.
        tell: bool,
    },
}

/// The environment variable that makes this program speak another version of the link's
/// protocol, for the tests of devices of different releases only (see
/// [`crate::net::version`]); it is read here, at the edge, and nowhere else.
pub const TEST_LINK_PROTOCOL: &str = "ANNABELLA_TEST_LINK_PROTOCOL";

/// The versions of the link this program speaks: its own, unless a test says otherwise
/// ([`TEST_LINK_PROTOCOL`]).
pub fn link_versions() -> crate::net::version::Versions {
    use crate::net::version::{PROGRAM, Versions};
    match std::env::var(TEST_LINK_PROTOCOL)
        .ok()
        .and_then(|v| v.parse().ok())
    {
        Some(protocol) => Versions::new(protocol, &format!("{PROGRAM}-test")),
        None => Versions::link(),
    }
}

/// Where the pairing keys of a table are kept beside its journal.
pub fn keys_path(journal: &Path) -> PathBuf {
    let mut p = journal.as_os_str().to_owned();
    p.push(".keys");
    PathBuf::from(p)
}

/// Reads the kept keys: one `seat hex` per line; a damaged line is skipped with its reason.
pub fn read_keys(path: &Path) -> (Vec<(Seat, PairKey)>, Vec<String>) {
    let Ok(text) = std::fs::read_to_string(path) else {
        return (Vec::new(), Vec::new());
    };
    let (mut keys, mut bad) = (Vec::new(), Vec::new());
    for (n, line) in text.lines().enumerate() {
        let mut parts = line.split_whitespace();
        let seat = parts.next().and_then(|s| s.parse::<Seat>().ok());
        let key = parts.next().and_then(PairKey::from_hex);
        match (seat, key) {
            (Some(seat), Some(key)) => keys.push((seat, key)),
            _ => bad.push(format!(
                "{}:{}: not a seat and a key",
                path.display(),
                n + 1
            )),
        }
    }
    (keys, bad)
}

/// Keeps the keys, readable by the owner only.
pub fn write_keys<'a>(path: &Path, keys: impl Iterator<Item = (Seat, &'a PairKey)>) {
    let text: String = keys.map(|(s, k)| format!("{s} {}\n", k.to_hex())).collect();
    let mut options = std::fs::OpenOptions::new();
    options.write(true).create(true).truncate(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt as _;
        options.mode(0o600);
    }
    if let Ok(mut file) = options.open(path) {
        let _ = file.write_all(text.as_bytes());
        let _ = file.sync_all();
    }
}

/// Hands a paired session to its own thread; its frames and its end reach the loop.
fn pump(session: Session, conn: u64, tx: &Sender<Input>) -> Outbox {
    let seat = session.seat();
    let tx = tx.clone();
    session.pump(move |pumped| {
        let event = match pumped {
            Pumped::Frame(bytes) => NetEvent::Frame { seat, conn, bytes },
            Pumped::Refused(detail) => NetEvent::Refused {
                reason: NetRefusal::Inauthentic(detail),
                tell: true,
            },
            Pumped::Closed => NetEvent::Down { seat, conn },
        };
        tx.send(Input::Net(event)).is_ok()
    })
}

/// The host's network: pairs every device that joins (with the code on offer, or the key of
/// a seat paired before), each connection on its own (`io::link::Host`, over the pure
/// endpoint), offers a new code whenever a seat waits for one, and keeps the keys in `keys`
/// (beside the journal) for a restart. The host's [`Host::finish`] writes what is queued
/// before the program leaves.
///
/// # Errors
///
/// Its threads could not start.
pub fn listen(
    listener: TcpListener,
    endpoint: Endpoint,
    keys: Option<PathBuf>,
    tx: Sender<Input>,
) -> std::io::Result<Host> {
    let mut conn = 0u64;
    Host::start(listener, endpoint, true, move |event| {
        let event = match event {
            NetworkEvent::Paired(session) => {
                conn += 1;
                let (seat, confirmation) =
                    (session.seat(), session.confirmation().map(str::to_owned));
                let new = confirmation.is_some();
                let device = session.device();
                let outbox = pump(session, conn, &tx);
                NetEvent::Up {
                    seat,
                    conn,
                    outbox,
                    confirmation,
                    new,
                    device,
                    welcome: None,
                }
            }
            NetworkEvent::Code(code) => NetEvent::Code(code),
            NetworkEvent::Refused { addr, reason, tell } => NetEvent::Refused {
                reason: NetRefusal::Attempt { addr, why: reason },
                tell,
            },
            NetworkEvent::OtherRelease { other, tell, .. } => NetEvent::OtherRelease {
                peer: crate::present::release::Peer::Device,
                other,
                tell,
            },
            NetworkEvent::Keys(kept) => {
                if let Some(path) = &keys {
                    write_keys(path, kept.iter().map(|(s, k)| (*s, k)));
                }
                return true;
            }
            // The new code that follows says it.
            NetworkEvent::CodeSpent(_) => return true,
        };
        tx.send(Input::Net(event)).is_ok()
    })
}

/// What the network refused: written to the log in plain words (`Display`), told to a seat in
/// its language ([`NetRefusal::words`]).
#[derive(Debug, thiserror::Error)]
pub enum NetRefusal {
    /// A pairing attempt at the host.
    #[error("pairing attempt from {addr}: {why}")]
    Attempt {
        /// Where it came from.
        addr: std::net::IpAddr,
        /// Why it was refused.
        why: AttemptRefused,
    },
    /// A frame on a paired link that is not authentic (what the protocol said of it).
    #[error("{0}")]
    Inauthentic(String),
    /// This device's pairing or reconnection, refused or failed.
    #[error(transparent)]
    Join(JoinError),
}

impl NetRefusal {
    /// The refusal in a seat's words.
    pub fn words(&self, format: Format<'_>) -> String {
        match self {
            NetRefusal::Attempt { addr, why } => pairing::attempt_refused(format, *addr, why),
            NetRefusal::Inauthentic(_) => format("link-inauthentic", &[]),
            NetRefusal::Join(e) => e.words(format),
        }
    }
}

/// Why joining failed.
#[derive(Debug, thiserror::Error)]
pub enum JoinError {
    /// Pairing failed.
    #[error(transparent)]
    Pair(#[from] PairError),
    /// The host said something that is not a welcome.
    #[error("the host's welcome: {0}")]
    Welcome(String),
}

impl JoinError {
    /// Why joining failed, in the reader's words (the system's words for a socket's error).
    pub fn words(&self, format: Format<'_>) -> String {
        match self {
            JoinError::Pair(PairError::Refused(PairingRefusal::OtherRelease(other))) => {
                crate::present::release::other_release(format, Peer::Host, other)
            }
            JoinError::Pair(PairError::Refused(refusal)) => pairing::refused(format, *refusal),
            JoinError::Pair(PairError::Spent(spent)) => pairing::spent(format, *spent),
            JoinError::Pair(PairError::TimedOut) => format(
                "join-no-answer",
                &[(
                    "seconds",
                    Arg::Num(crate::io::link::HANDSHAKE_TIMEOUT.as_secs() as i64),
                )],
            ),
            // Nothing listens there: the host is not started, or the address is another.
            JoinError::Pair(PairError::Io(e))
                if e.kind() == std::io::ErrorKind::ConnectionRefused =>
            {
                format("join-not-listening", &[])
            }
            JoinError::Pair(PairError::Io(e)) => {
                format("join-network", &[("reason", Arg::Str(&e.to_string()))])
            }
            JoinError::Welcome(detail) => {
                format("join-no-welcome", &[("detail", Arg::Str(detail))])
            }
        }
    }
}

/// Connects to the host and pairs as `seat`, giving `device`, the public half of this device's
/// sealing key, then reads the host's welcome.
///
/// # Errors
///
/// The host is not there, refused, or did not welcome.
pub fn connect(
    addr: SocketAddr,
    secret: &Secret,
    (seat, device): (Seat, PublicKey),
) -> Result<(Session, Welcome), JoinError> {
    let joiner = (seat, device);
    let mut session = crate::io::link::join_speaking(addr, secret, joiner, link_versions())?;
    let deadline = Instant::now() + Duration::from_secs(10);
    loop {
        let left = deadline.saturating_duration_since(Instant::now());
        if left.is_zero() {
            return Err(JoinError::Welcome("none came within 10 s".into()));
        }
        match session.recv(left) {
            Ok(Received::Frame(bytes)) => {
                let welcome = Welcome::decode(&bytes).map_err(JoinError::Welcome)?;
                return Ok((session, welcome));
            }
            Ok(Received::Nothing) => {}
            Ok(Received::Refused(r)) => return Err(JoinError::Welcome(r)),
            Err(e) => return Err(JoinError::Welcome(e.to_string())),
        }
    }
}

/// A connected session's frames go to the loop from now on (connection `conn`).
pub fn attach(session: Session, welcome: Welcome, conn: u64, tx: &Sender<Input>) -> NetEvent {
    let (seat, confirmation) = (session.seat(), session.confirmation().map(str::to_owned));
    let new = confirmation.is_some();
    let device = session.device();
    let outbox = pump(session, conn, tx);
    NetEvent::Up {
        seat,
        conn,
        outbox,
        confirmation,
        new,
        device,
        welcome: Some(Box::new(welcome)),
    }
}

/// The joining device after a broken link: tries the host again with the pairing's key, soon
/// at first (a host restarting after a crash is back within a second), then every second, until
/// it answers or the loop ends.
pub fn reconnect(
    addr: SocketAddr,
    key: PairKey,
    joiner: (Seat, PublicKey),
    conn: u64,
    tx: Sender<Input>,
) {
    thread::spawn(move || {
        let mut told = false;
        for attempt in 0u32.. {
            let pause = if attempt < 10 { 200 } else { 1000 };
            thread::sleep(Duration::from_millis(pause));
            match connect(addr, &Secret::Key(key.clone()), joiner) {
                Ok((session, welcome)) => {
                    let event = attach(session, welcome, conn, &tx);
                    let _ = tx.send(Input::Net(event));
                    return;
                }
                Err(JoinError::Pair(e)) if e.passing() => {}
                // A device whose key the host withdrew (the arbiter let a new one pair for its
                // seat) will not be let in again: it says so and stops trying.
                // Nor is a device of another release: it says which, and stops trying.
                Err(JoinError::Pair(PairError::Refused(PairingRefusal::OtherRelease(other)))) => {
                    let event = NetEvent::OtherRelease {
                        peer: crate::present::release::Peer::Host,
                        other,
                        tell: true,
                    };
                    let _ = tx.send(Input::Net(event));
                    return;
                }
                Err(e @ JoinError::Pair(PairError::Refused(PairingRefusal::KeyRefused))) => {
                    let event = NetEvent::Refused {
                        reason: NetRefusal::Join(e),
                        tell: true,
                    };
                    let _ = tx.send(Input::Net(event));
                    return;
                }
                // A refusal is told once, not every second.
                Err(e) if !told => {
                    told = true;
                    let event = NetEvent::Refused {
                        reason: NetRefusal::Join(e),
                        tell: true,
                    };
                    if tx.send(Input::Net(event)).is_err() {
                        return;
                    }
                }
                Err(_) => {}
            }
        }
    });
}
