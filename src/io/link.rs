//! The edge that carries the link's bytes over TCP: sockets and threads only, every decision
//! in the pure `net::handshake` (pairing, encryption) and `net::endpoint` (the host's
//! connections). The host's [`Host`] (in `link_host.rs`) accepts connections on a thread of its
//! own and reads each on its own thread, so no connection waits for another; one driver thread
//! feeds the endpoint what happened and carries out what it asks. The joining device pairs with [`join_as`], then
//! its [`Session`] reads and writes on threads of its own. Randomness comes from the system
//! (`getrandom`): each handshake's seed and each pairing code.
//!
//! The link only needs [`Transport`], so a bus (NATS) can carry the same frames later.
//! Reconnecting after a broken link reuses the pairing's key: no new code.

use std::{
    io::{self, Read, Write},
    net::{Shutdown, SocketAddr, TcpStream},
    sync::{
        Arc,
        mpsc::{self, Receiver, RecvTimeoutError},
    },
    thread,
    time::{Duration, Instant},
};

pub use crate::net::handshake::{PairKey, PairingRefusal, Secret};
use crate::{
    net::{
        frame::MAX_FRAME,
        handshake::{Connection, Initiator, MAX_MESSAGE, Messages, Seed, Step},
        pair::{CodeSpent, PairingCode},
    },
    table::{PublicKey, Seat},
};

/// How long a joining device waits for the host in pairing.
pub const HANDSHAKE_TIMEOUT: Duration = Duration::from_secs(10);
// A reading thread needs little stack; the host may have many.
const READER_STACK: usize = 64 * 1024;

/// What a transport hands over.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Received {
    /// A frame, authenticated and decrypted.
    Frame(Vec<u8>),
    /// Nothing before the timeout.
    Nothing,
    /// Something that is not an authentic frame of this session, dropped; log the reason.
    Refused(String),
}

/// A transport that failed.
#[derive(Debug, thiserror::Error)]
pub enum TransportError {
    /// The connection is gone.
    #[error("the connection is closed")]
    Closed,
    /// A frame too long to send.
    #[error("a frame of {0} bytes is too long to send")]
    TooLong(usize),
}

/// What carries the link's frames between two devices.
pub trait Transport {
    /// Sends one frame.
    fn send(&mut self, frame: &[u8]) -> Result<(), TransportError>;
    /// Waits up to `timeout` for one frame.
    fn recv(&mut self, timeout: Duration) -> Result<Received, TransportError>;
}

/// Why pairing failed.
#[derive(Debug, thiserror::Error)]
pub enum PairError {
    /// The host refused, and said why.
    #[error(transparent)]
    Refused(#[from] PairingRefusal),
    /// The code on offer can no longer be used (the host's side).
    #[error(transparent)]
    Spent(#[from] CodeSpent),
    /// The host did not answer in time.
    #[error("the host did not answer within {} s", HANDSHAKE_TIMEOUT.as_secs())]
    TimedOut,
    /// The socket failed.
    #[error("network: {}", network_words(.0))]
    Io(#[from] io::Error),
}

impl PairError {
    /// Whether trying again may succeed (the host is away, busy, or was slow), as opposed to
    /// a refusal that will not change.
    pub fn passing(&self) -> bool {
        matches!(
            self,
            PairError::Io(_)
                | PairError::TimedOut
                | PairError::Refused(PairingRefusal::Busy | PairingRefusal::TooSlow)
        )
    }
}

/// What a socket error means for the person reading the log: the system's words for the two
/// a peer causes ("failed to fill whole buffer", "Resource temporarily unavailable") say
/// nothing to an arbiter.
fn network_words(e: &io::Error) -> String {
    match e.kind() {
        io::ErrorKind::UnexpectedEof => "the other side closed the connection in the middle of a \
                                         message"
            .into(),
        io::ErrorKind::WouldBlock | io::ErrorKind::TimedOut => {
            "the other side stopped answering in the middle of pairing".into()
        }
        _ => e.to_string(),
    }
}

/// Randomness from the system for one handshake; `None` on a system without a source (no
/// pairing is then safe, and none is made).
fn random_seed() -> Option<Seed> {
    let mut seed = [0u8; 32];
    getrandom::fill(&mut seed).ok()?;
    Some(seed)
}

/// A pairing code from the system's randomness.
pub fn random_code() -> Option<PairingCode> {
    let mut bits = [0u8; 4];
    getrandom::fill(&mut bits).ok()?;
    Some(PairingCode::from_random(u32::from_le_bytes(bits)))
}

/// What a session hands on.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Pumped {
    /// A frame, authenticated and decrypted.
    Frame(Vec<u8>),
    /// Something that is not an authentic frame, dropped; log the reason.
    Refused(String),
    /// The connection is gone.
    Closed,
}

/// What a session's outbox is asked.
enum Outgoing {
    Send(Vec<u8>),
    Close,
}

/// Where a session takes frames to send; sending fails once the session is gone.
#[derive(Clone)]
pub struct Outbox(Arc<dyn Fn(Outgoing) -> bool + Send + Sync>);

impl std::fmt::Debug for Outbox {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Outbox")
    }
}

impl Outbox {
    /// Queues one frame; `false` when the session is gone.
    pub fn send(&self, frame: Vec<u8>) -> bool {
        (self.0)(Outgoing::Send(frame))
    }

    /// Closes the session.
    pub fn close(&self) {
        let _ = (self.0)(Outgoing::Close);
    }
}

/// An encrypted session with the other device: frames go out through its [`Outbox`] and come
/// in on its inbox, each side served by threads of its own.
#[derive(Debug)]
pub struct Session {
    outbox: Outbox,
    inbox: Receiver<Pumped>,
    confirmation: Option<String>,
    key: PairKey,
    seat: Seat,
    device: PublicKey,
}

impl Session {
    /// The confirmation both devices read aloud when they paired with the code; the same on
    /// both only without a man in the middle. `None` after a reconnection with the key.
    pub fn confirmation(&self) -> Option<&str> {
        self.confirmation.as_deref()
    }

    /// The pairing key, to reconnect without a new code.
    pub fn key(&self) -> &PairKey {
        &self.key
    }

    /// The seat the joining device holds.
    pub fn seat(&self) -> Seat {
        self.seat
    }

    /// The public key the joining device keeps the private half of for sealed moves, as it
    /// gave it when pairing.
    pub fn device(&self) -> PublicKey {
        self.device
    }

    /// Hands what the session receives to `deliver`, on a thread of its own, until it
    /// returns `false` (the session is then closed); frames given to the returned [`Outbox`]
    /// are encrypted and sent at once.
    pub fn pump(self, mut deliver: impl FnMut(Pumped) -> bool + Send + 'static) -> Outbox {
        let outbox = self.outbox.clone();
        let closer = self.outbox;
        let inbox = self.inbox;
        thread::spawn(move || {
            for pumped in inbox {
                let end = pumped == Pumped::Closed;
                if !deliver(pumped) || end {
                    break;
                }
            }
            closer.close();
        });
        outbox
    }
}

impl Transport for Session {
    fn send(&mut self, frame: &[u8]) -> Result<(), TransportError> {
        if frame.len() > MAX_FRAME {
            return Err(TransportError::TooLong(frame.len()));
        }
        if self.outbox.send(frame.to_vec()) {
            Ok(())
        } else {
            Err(TransportError::Closed)
        }
    }

    fn recv(&mut self, timeout: Duration) -> Result<Received, TransportError> {
        match self.inbox.recv_timeout(timeout) {
            Ok(Pumped::Frame(f)) => Ok(Received::Frame(f)),
            Ok(Pumped::Refused(r)) => Ok(Received::Refused(r)),
            Ok(Pumped::Closed) | Err(RecvTimeoutError::Disconnected) => Err(TransportError::Closed),
            Err(RecvTimeoutError::Timeout) => Ok(Received::Nothing),
        }
    }
}

/// Reads `stream` until it ends, handing each piece to `piece` (until it returns `false`),
/// then `end`.
fn read_pieces(mut stream: TcpStream, mut piece: impl FnMut(Vec<u8>) -> bool, end: impl FnOnce()) {
    let mut buf = [0u8; 4096];
    loop {
        match stream.read(&mut buf) {
            Ok(0) | Err(_) => break,
            Ok(n) => {
                if !piece(buf[..n].to_vec()) {
                    return;
                }
            }
        }
    }
    end();
}

/// What the joining device's session thread is given.
enum ClientIn {
    Bytes(Vec<u8>),
    Gone,
    Out(Outgoing),
}

/// The joining device's session after pairing: a thread reads the socket, another seals and
/// opens frames and writes.
fn client_session(
    stream: TcpStream,
    mut connection: Connection,
    mut messages: Messages,
    key: PairKey,
    (seat, device): (Seat, PublicKey),
    confirmation: Option<String>,
) -> io::Result<Session> {
    stream.set_read_timeout(None)?;
    stream.set_nodelay(true)?;
    let reader = stream.try_clone()?;
    let (tx, rx) = mpsc::channel();
    let (deliver, inbox) = mpsc::channel();
    let (pieces, gone) = (tx.clone(), tx.clone());
    thread::Builder::new()
        .stack_size(READER_STACK)
        .spawn(move || {
            read_pieces(
                reader,
                |bytes| pieces.send(ClientIn::Bytes(bytes)).is_ok(),
                move || {
                    let _ = gone.send(ClientIn::Gone);
                },
            );
        })?;
    let mut writer = stream;
    thread::spawn(move || {
        let open = |messages: &mut Messages, connection: &mut Connection| -> bool {
            while let Some(message) = messages.next(MAX_MESSAGE) {
                let pumped = match message {
                    Ok(m) => match connection.open(&m) {
                        Ok(frame) => Pumped::Frame(frame),
                        Err(reason) => Pumped::Refused(reason.to_string()),
                    },
                    Err(_) => return false,
                };
                if deliver.send(pumped).is_err() {
                    return false;
                }
            }
            true
        };
        // Bytes that came with the host's last pairing message.
        let mut going = open(&mut messages, &mut connection);
        while going {
            going = match rx.recv() {
                Ok(ClientIn::Bytes(bytes)) => {
                    messages.push(&bytes);
                    open(&mut messages, &mut connection)
                }
                Ok(ClientIn::Out(Outgoing::Send(frame))) => match connection.seal(&frame) {
                    Some(bytes) => writer.write_all(&bytes).is_ok(),
                    None => true,
                },
                Ok(ClientIn::Gone | ClientIn::Out(Outgoing::Close)) | Err(_) => false,
            };
        }
        let _ = deliver.send(Pumped::Closed);
        let _ = writer.shutdown(Shutdown::Both);
    });
    let outbox = Outbox(Arc::new(move |out| tx.send(ClientIn::Out(out)).is_ok()));
    Ok(Session {
        outbox,
        inbox,
        confirmation,
        key,
        seat,
        device,
    })
}

/// The joining device, as the sighted seat: connects to the host and pairs with the secret.
///
/// # Errors
///
/// As [`join_as`].
pub fn join(addr: SocketAddr, secret: &Secret) -> Result<Session, PairError> {
    join_as(addr, secret, Seat::Sighted)
}

/// The joining device for `seat`: connects to the host and pairs with the secret.
///
/// # Errors
///
/// The host is not there, refused the secret (and said why), or did not answer in time.
pub fn join_as(addr: SocketAddr, secret: &Secret, seat: Seat) -> Result<Session, PairError> {
    // A device that keeps no sealing key of its own gives a fresh one.
    let device = crate::table::PrivateKey::from_bytes(
        random_seed().ok_or_else(|| io::Error::other("the system gives no randomness"))?,
    )
    .public();
    let joiner = (seat, device);
    join_speaking(addr, secret, joiner, crate::net::version::Versions::link())
}

/// As [`join_as`], for a device whose sealing key's public half is `device`, speaking the
/// link's versions `ours`.
///
/// # Errors
///
/// As [`join_as`]; a host of another protocol's version is [`PairingRefusal::OtherRelease`].
pub fn join_speaking(
    addr: SocketAddr,
    secret: &Secret,
    (seat, device): (Seat, PublicKey),
    ours: crate::net::version::Versions,
) -> Result<Session, PairError> {
    let deadline = Instant::now() + HANDSHAKE_TIMEOUT;
    let mut stream = TcpStream::connect_timeout(&addr, HANDSHAKE_TIMEOUT)?;
    let seed = random_seed()
        .ok_or_else(|| io::Error::other("the system gives no randomness for pairing"))?;
    let Some((mut initiator, first)) = Initiator::start_as(secret, seat, device, seed, ours) else {
        return Err(PairingRefusal::Protocol.into());
    };
    stream.write_all(&first)?;
    let mut messages = Messages::default();
    let mut buf = [0u8; 1024];
    loop {
        while let Some(message) = messages.next(MAX_MESSAGE) {
            let message = message.map_err(|_| PairError::Refused(PairingRefusal::Protocol))?;
            match initiator.handle(&message) {
                Step::Send(bytes) => stream.write_all(&bytes)?,
                Step::Paired(p) => {
                    return Ok(client_session(
                        stream,
                        p.connection,
                        messages,
                        p.key,
                        (p.seat, p.device),
                        p.confirmation,
                    )?);
                }
                Step::Refused(r) => return Err(r.into()),
            }
        }
        let left = deadline.saturating_duration_since(Instant::now());
        if left.is_zero() {
            return Err(PairError::TimedOut);
        }
        stream.set_read_timeout(Some(left))?;
        match stream.read(&mut buf) {
            Ok(0) => return Err(io::Error::from(io::ErrorKind::UnexpectedEof).into()),
            Ok(n) => messages.push(&buf[..n]),
            Err(e)
                if matches!(
                    e.kind(),
                    io::ErrorKind::WouldBlock | io::ErrorKind::TimedOut
                ) =>
            {
                return Err(PairError::TimedOut);
            }
            Err(e) => return Err(e.into()),
        }
    }
}

#[path = "link_host.rs"]
mod host;
pub use host::{Host, NetworkEvent, accept};

#[cfg(test)]
#[path = "link_tests.rs"]
mod tests;
