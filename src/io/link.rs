//! The edge that carries the link's frames between two devices: pairing over the code read
//! aloud (SPAKE2, the `spake2` crate), then a Noise session keyed by its result (`snow`,
//! `Noise_NNpsk0_25519_ChaChaPoly_BLAKE2s`) over TCP. Every frame after the handshake is
//! encrypted and authenticated with a per-message counter, so an injected, altered or replayed
//! frame does not decrypt and is refused. No cryptography is written here.
//!
//! The link only needs [`Transport`], so a bus (NATS) can carry the same frames later. Reconnecting
//! after a broken link reuses the pairing's key: no new code.

use std::{
    collections::BTreeMap,
    io::{self, Read, Write},
    net::{SocketAddr, TcpListener, TcpStream},
    sync::mpsc::{self, Receiver, RecvTimeoutError, Sender},
    thread,
    time::{Duration, Instant},
};

use snow::{Builder, HandshakeState, TransportState};
use spake2::{Ed25519Group, Identity, Password, Spake2};

use crate::{
    net::{
        frame::MAX_FRAME,
        pair::{CodeLife, CodeSpent, PairingCode, confirmation},
    },
    table::Seat,
};

/// The Noise pattern: no static keys, the pairing key as the pre-shared key.
pub const PATTERN: &str = "Noise_NNpsk0_25519_ChaChaPoly_BLAKE2s";
const IDENTITY: &str = "annabella pairing v1";
// The joining device's first message begins with how it pairs and for which seat. The seat is
// bound into SPAKE2's identity and Noise's prologue, so a changed byte fails the pairing.
const BY_CODE: u8 = b'P';
const BY_KEY: u8 = b'R';
const HANDSHAKE_TIMEOUT: Duration = Duration::from_secs(10);
// A Noise message is at most 65,535 bytes.
const MAX_MESSAGE: usize = 65_535;

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
    /// The socket failed.
    #[error("network: {0}")]
    Io(#[from] io::Error),
    /// The encryption failed.
    #[error("encryption: {0}")]
    Noise(#[from] snow::Error),
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
    /// The two devices do not share the code (or someone in between does not).
    #[error("the pairing code was refused")]
    WrongCode,
    /// The code can no longer be used.
    #[error(transparent)]
    Spent(#[from] CodeSpent),
    /// The peer broke the pairing protocol.
    #[error("pairing: {0}")]
    Protocol(String),
    /// The socket failed.
    #[error("network: {}", network_words(.0))]
    Io(#[from] io::Error),
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

impl From<snow::Error> for PairError {
    fn from(e: snow::Error) -> PairError {
        PairError::Protocol(e.to_string())
    }
}

/// The key two devices share after pairing, kept for reconnecting.
#[derive(Clone, PartialEq, Eq)]
pub struct PairKey([u8; 32]);

impl std::fmt::Debug for PairKey {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("PairKey(..)")
    }
}

impl PairKey {
    /// The key in hex, to keep it beside the journal for a reconnection after a restart.
    pub fn to_hex(&self) -> String {
        self.0.iter().map(|b| format!("{b:02x}")).collect()
    }

    /// A key kept by [`PairKey::to_hex`].
    pub fn from_hex(text: &str) -> Option<PairKey> {
        let text = text.trim();
        if text.len() != 64 || !text.is_ascii() {
            return None;
        }
        let mut key = [0u8; 32];
        for (i, byte) in key.iter_mut().enumerate() {
            *byte = u8::from_str_radix(&text[2 * i..2 * i + 2], 16).ok()?;
        }
        Some(PairKey(key))
    }
}

/// What reaches a session's thread: a message read from the connection, or a frame to send.
#[derive(Debug)]
enum Inbound {
    Message(io::Result<Vec<u8>>),
    Send(Vec<u8>),
}

/// An encrypted session over TCP.
#[derive(Debug)]
pub struct Session {
    writer: TcpStream,
    rx: Receiver<Inbound>,
    tx: Sender<Inbound>,
    noise: TransportState,
    confirmation: String,
    key: PairKey,
    seat: Seat,
}

/// What a pumped session hands on.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Pumped {
    /// A frame, authenticated and decrypted.
    Frame(Vec<u8>),
    /// Something that is not an authentic frame, dropped; log the reason.
    Refused(String),
    /// The connection is gone.
    Closed,
}

/// Where a pumped session takes frames to send; sending fails once the session is gone.
#[derive(Debug, Clone)]
pub struct Outbox(Sender<Inbound>);

impl Outbox {
    /// Queues one frame; `false` when the session is gone.
    pub fn send(&self, frame: Vec<u8>) -> bool {
        self.0.send(Inbound::Send(frame)).is_ok()
    }
}

impl Session {
    /// The confirmation both devices read aloud; the same on both only without a man in the
    /// middle.
    pub fn confirmation(&self) -> &str {
        &self.confirmation
    }

    /// The pairing key, to reconnect without a new code.
    pub fn key(&self) -> &PairKey {
        &self.key
    }

    /// The seat the joining device holds.
    pub fn seat(&self) -> Seat {
        self.seat
    }

    /// Hands the session to a thread of its own, so that neither side waits on the other:
    /// every frame received (or refused, or the end) goes to `deliver` until it returns
    /// `false`; frames given to the returned [`Outbox`] are encrypted and sent at once.
    pub fn pump(mut self, mut deliver: impl FnMut(Pumped) -> bool + Send + 'static) -> Outbox {
        let outbox = Outbox(self.tx.clone());
        thread::spawn(move || {
            while let Ok(inbound) = self.rx.recv() {
                let keep = match inbound {
                    Inbound::Send(frame) => self.send(&frame).is_ok() || deliver(Pumped::Closed),
                    Inbound::Message(Ok(message)) => deliver(match self.open(&message) {
                        Received::Frame(f) => Pumped::Frame(f),
                        Received::Refused(r) => Pumped::Refused(r),
                        Received::Nothing => continue,
                    }),
                    Inbound::Message(Err(_)) => {
                        deliver(Pumped::Closed);
                        false
                    }
                };
                if !keep {
                    break;
                }
            }
            let _ = self.writer.shutdown(std::net::Shutdown::Both);
        });
        outbox
    }

    fn open(&mut self, message: &[u8]) -> Received {
        let mut out = vec![0u8; message.len()];
        // A message that does not decrypt leaves the counter where it was, so the session goes
        // on with the next authentic one.
        match self.noise.read_message(message, &mut out) {
            Ok(n) => {
                out.truncate(n);
                Received::Frame(out)
            }
            Err(e) => Received::Refused(format!(
                "a frame of {} bytes that is not authentic ({e}): injected, altered or \
                 replayed; dropped",
                message.len()
            )),
        }
    }

    fn start(
        stream: TcpStream,
        noise: TransportState,
        confirmation: String,
        key: PairKey,
        seat: Seat,
    ) -> Result<Session, PairError> {
        stream.set_read_timeout(None)?;
        stream.set_nodelay(true)?;
        let mut reader = stream.try_clone()?;
        let (tx, rx) = mpsc::channel();
        let messages = tx.clone();
        // One reader per connection turns the byte stream into messages; it ends with the
        // connection.
        thread::spawn(move || {
            loop {
                let message = read_message(&mut reader, MAX_MESSAGE);
                let end = message.is_err();
                if messages.send(Inbound::Message(message)).is_err() || end {
                    break;
                }
            }
        });
        Ok(Session {
            writer: stream,
            rx,
            tx,
            noise,
            confirmation,
            key,
            seat,
        })
    }
}

impl Transport for Session {
    fn send(&mut self, frame: &[u8]) -> Result<(), TransportError> {
        if frame.len() > MAX_FRAME {
            return Err(TransportError::TooLong(frame.len()));
        }
        let mut buf = vec![0u8; frame.len() + 16];
        let n = self.noise.write_message(frame, &mut buf)?;
        write_message(&mut self.writer, &buf[..n])?;
        Ok(())
    }

    fn recv(&mut self, timeout: Duration) -> Result<Received, TransportError> {
        match self.rx.recv_timeout(timeout) {
            Ok(Inbound::Message(Ok(message))) => Ok(self.open(&message)),
            // Frames queued to send arrive here only once the session is pumped.
            Ok(Inbound::Send(_)) => Ok(Received::Nothing),
            Ok(Inbound::Message(Err(_))) | Err(RecvTimeoutError::Disconnected) => {
                Err(TransportError::Closed)
            }
            Err(RecvTimeoutError::Timeout) => Ok(Received::Nothing),
        }
    }
}

fn write_message(w: &mut impl Write, bytes: &[u8]) -> io::Result<()> {
    let len = u16::try_from(bytes.len())
        .map_err(|_| io::Error::new(io::ErrorKind::InvalidInput, "message too long"))?;
    let mut out = Vec::with_capacity(bytes.len() + 2);
    out.extend_from_slice(&len.to_be_bytes());
    out.extend_from_slice(bytes);
    w.write_all(&out)?;
    w.flush()
}

fn read_message(r: &mut impl Read, max: usize) -> io::Result<Vec<u8>> {
    let mut len = [0u8; 2];
    r.read_exact(&mut len)?;
    let len = usize::from(u16::from_be_bytes(len));
    if len > max {
        return Err(io::Error::new(
            io::ErrorKind::InvalidData,
            format!("message of {len} bytes, more than {max}"),
        ));
    }
    let mut buf = vec![0u8; len];
    r.read_exact(&mut buf)?;
    Ok(buf)
}

fn seat_byte(seat: Seat) -> u8 {
    match seat {
        Seat::Blind => b'b',
        Seat::Sighted => b's',
        Seat::Arbiter => b'a',
    }
}

fn seat_of(byte: u8) -> Option<Seat> {
    match byte {
        b'b' => Some(Seat::Blind),
        b's' => Some(Seat::Sighted),
        b'a' => Some(Seat::Arbiter),
        _ => None,
    }
}

fn spake_start(code: &PairingCode, seat: Seat) -> (Spake2<Ed25519Group>, Vec<u8>) {
    Spake2::<Ed25519Group>::start_symmetric(
        &Password::new(code.secret()),
        &Identity::new(format!("{IDENTITY} {seat}").as_bytes()),
    )
}

fn spake_finish(state: Spake2<Ed25519Group>, inbound: &[u8]) -> Result<PairKey, PairError> {
    let key = state
        .finish(inbound)
        .map_err(|e| PairError::Protocol(format!("{e:?}")))?;
    let key: [u8; 32] = key
        .try_into()
        .map_err(|_| PairError::Protocol("a pairing key that is not 32 bytes".into()))?;
    Ok(PairKey(key))
}

fn builder_state(key: &PairKey, seat: Seat, initiator: bool) -> Result<HandshakeState, PairError> {
    let params = PATTERN.parse()?;
    let prologue = format!("{IDENTITY} {seat}");
    let builder = Builder::new(params)
        .prologue(prologue.as_bytes())?
        .psk(0, &key.0)?;
    Ok(if initiator {
        builder.build_initiator()?
    } else {
        builder.build_responder()?
    })
}

/// The joining device's handshake; `prefix` goes before its first message.
fn handshake_initiator(
    mut stream: TcpStream,
    key: PairKey,
    seat: Seat,
    prefix: &[u8],
) -> Result<Session, PairError> {
    let mut hs = builder_state(&key, seat, true)?;
    let mut buf = vec![0u8; MAX_MESSAGE];
    let n = hs.write_message(&[], &mut buf)?;
    let mut first = prefix.to_vec();
    first.extend_from_slice(&buf[..n]);
    write_message(&mut stream, &first)?;
    // The responder closes the connection when the first message does not decrypt.
    let reply = read_message(&mut stream, MAX_MESSAGE).map_err(|_| PairError::WrongCode)?;
    hs.read_message(&reply, &mut buf)
        .map_err(|_| PairError::WrongCode)?;
    let confirmation = confirmation(hs.get_handshake_hash());
    Session::start(stream, hs.into_transport_mode()?, confirmation, key, seat)
}

/// The host's handshake, given the joiner's first Noise message.
fn handshake_responder(
    mut stream: TcpStream,
    key: PairKey,
    seat: Seat,
    first: &[u8],
) -> Result<Session, PairError> {
    let mut hs = builder_state(&key, seat, false)?;
    let mut buf = vec![0u8; MAX_MESSAGE];
    hs.read_message(first, &mut buf)
        .map_err(|_| PairError::WrongCode)?;
    let n = hs.write_message(&[], &mut buf)?;
    write_message(&mut stream, &buf[..n])?;
    let confirmation = confirmation(hs.get_handshake_hash());
    Session::start(stream, hs.into_transport_mode()?, confirmation, key, seat)
}

/// How pairing is tried: with the code (first time) or the key of an earlier pairing.
#[derive(Debug, Clone)]
pub enum Secret {
    /// The code read aloud.
    Code(PairingCode),
    /// The key of an earlier pairing at this table.
    Key(PairKey),
}

/// The host's side of pairing: the code on offer (one-time, 2 minutes, 3 tries) and the keys
/// of the seats paired before, with which they reconnect without a new code.
#[derive(Debug, Default)]
pub struct Pairing {
    code: Option<(PairingCode, CodeLife)>,
    keys: BTreeMap<Seat, PairKey>,
    any_key: Option<PairKey>,
    open: Vec<Seat>,
}

impl Pairing {
    /// Pairing for the seats in `open` (a code pairs only those).
    pub fn new(open: Vec<Seat>) -> Pairing {
        Pairing {
            open,
            ..Pairing::default()
        }
    }

    /// Offers a new code from `now` on.
    pub fn offer(&mut self, code: PairingCode, now: Instant) {
        self.code = Some((code, CodeLife::new(now)));
    }

    /// The code on offer, while it can still be used.
    pub fn code(&self, now: Instant) -> Option<PairingCode> {
        self.code
            .as_ref()
            .filter(|(_, life)| life.check(now).is_ok())
            .map(|(code, _)| *code)
    }

    /// Remembers the key `seat` reconnects with.
    pub fn remember(&mut self, seat: Seat, key: PairKey) {
        self.keys.insert(seat, key);
    }

    /// The keys remembered, to keep them for a restart.
    pub fn keys(&self) -> impl Iterator<Item = (Seat, &PairKey)> {
        self.keys.iter().map(|(s, k)| (*s, k))
    }

    /// Pairs one incoming connection, with the code for a seat still open or with the key of
    /// a seat paired before; the code is spent by a success and worn by a failure.
    ///
    /// # Errors
    ///
    /// The code or key is wrong, the code is spent, the peer broke the protocol.
    pub fn serve(&mut self, stream: TcpStream, now: Instant) -> Result<Session, PairError> {
        let result = self.serve_one(stream, now);
        if let Err(e) = &result
            && !matches!(e, PairError::Spent(_))
            && let Some((_, life)) = self.code.as_mut()
        {
            // Every failed attempt wears the code, garbage included.
            life.wrong_try();
        }
        result
    }

    fn serve_one(&mut self, mut stream: TcpStream, now: Instant) -> Result<Session, PairError> {
        stream.set_read_timeout(Some(HANDSHAKE_TIMEOUT))?;
        let first = read_message(&mut stream, MAX_MESSAGE)?;
        let (kind, seat, rest) = match first.as_slice() {
            [kind, seat, rest @ ..] => (*kind, seat_of(*seat), rest),
            _ => {
                return Err(PairError::Protocol(
                    "a first message without its kind".into(),
                ));
            }
        };
        let seat = seat.ok_or_else(|| PairError::Protocol("an unknown seat".into()))?;
        match kind {
            BY_CODE => {
                let Some((code, life)) = self.code.as_ref() else {
                    return Err(CodeSpent::Expired.into());
                };
                life.check(now)?;
                if !self.open.contains(&seat) {
                    return Err(PairError::Protocol(format!(
                        "the {seat} seat cannot join this table"
                    )));
                }
                let (state, outbound) = spake_start(&code.clone(), seat);
                write_message(&mut stream, &outbound)?;
                let key = spake_finish(state, rest)?;
                let noise = read_message(&mut stream, MAX_MESSAGE)?;
                let session = handshake_responder(stream, key.clone(), seat, &noise)?;
                self.code = None;
                self.keys.insert(seat, key);
                Ok(session)
            }
            BY_KEY => {
                let key = self
                    .keys
                    .get(&seat)
                    .or(self.any_key.as_ref())
                    .cloned()
                    .ok_or(PairError::WrongCode)?;
                handshake_responder(stream, key, seat, rest)
            }
            _ => Err(PairError::Protocol(
                "a first message of an unknown kind".into(),
            )),
        }
    }
}

/// The host for one device: waits for a device that knows the secret (a code for any seat, or
/// a key). Every failed attempt is logged through `log`; with a code, each costs one of its 3
/// tries, and the code lives 2 minutes (`now` is the edge's clock).
pub fn accept(
    listener: &TcpListener,
    secret: &Secret,
    now: &dyn Fn() -> Instant,
    log: &mut dyn FnMut(String),
) -> Result<Session, PairError> {
    let mut pairing = Pairing::new(vec![Seat::Blind, Seat::Sighted, Seat::Arbiter]);
    match secret {
        Secret::Code(code) => pairing.offer(*code, now()),
        Secret::Key(key) => pairing.any_key = Some(key.clone()),
    }
    listener.set_nonblocking(true)?;
    loop {
        if let Some((_, life)) = &pairing.code {
            life.check(now())?;
        }
        let (stream, peer) = match listener.accept() {
            Ok(accepted) => accepted,
            Err(e) if e.kind() == io::ErrorKind::WouldBlock => {
                thread::sleep(Duration::from_millis(20));
                continue;
            }
            Err(e) => return Err(e.into()),
        };
        stream.set_nonblocking(false)?;
        match pairing.serve(stream, now()) {
            Ok(session) => return Ok(session),
            Err(e) => log(format!("pairing attempt from {peer} refused: {e}")),
        }
    }
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
/// The host is not there, refused the secret, or broke the protocol.
pub fn join_as(addr: SocketAddr, secret: &Secret, seat: Seat) -> Result<Session, PairError> {
    let mut stream = TcpStream::connect_timeout(&addr, HANDSHAKE_TIMEOUT)?;
    stream.set_read_timeout(Some(HANDSHAKE_TIMEOUT))?;
    match secret {
        Secret::Code(code) => {
            let (state, outbound) = spake_start(code, seat);
            let mut first = vec![BY_CODE, seat_byte(seat)];
            first.extend_from_slice(&outbound);
            write_message(&mut stream, &first)?;
            let inbound = read_message(&mut stream, 64).map_err(|_| PairError::WrongCode)?;
            let key = spake_finish(state, &inbound)?;
            handshake_initiator(stream, key, seat, &[])
        }
        Secret::Key(key) => {
            handshake_initiator(stream, key.clone(), seat, &[BY_KEY, seat_byte(seat)])
        }
    }
}

#[cfg(test)]
#[path = "link_tests.rs"]
mod tests;
