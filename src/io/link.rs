//! The edge that carries the link's frames between two devices: pairing over the code read
//! aloud (SPAKE2, the `spake2` crate), then a Noise session keyed by its result (`snow`,
//! `Noise_NNpsk0_25519_ChaChaPoly_BLAKE2s`) over TCP. Every frame after the handshake is
//! encrypted and authenticated with a per-message counter, so an injected, altered or replayed
//! frame does not decrypt and is refused. No cryptography is written here.
//!
//! The link only needs [`Transport`], so a bus (NATS) can carry the same frames later. Reconnecting
//! after a broken link reuses the pairing's key: no new code.

use std::{
    io::{self, Read, Write},
    net::{SocketAddr, TcpListener, TcpStream},
    sync::mpsc::{self, Receiver, RecvTimeoutError},
    thread,
    time::{Duration, Instant},
};

use snow::{Builder, HandshakeState, TransportState};
use spake2::{Ed25519Group, Identity, Password, Spake2};

use crate::net::{
    frame::MAX_FRAME,
    pair::{CodeLife, CodeSpent, PairingCode, confirmation},
};

/// The Noise pattern: no static keys, the pairing key as the pre-shared key.
pub const PATTERN: &str = "Noise_NNpsk0_25519_ChaChaPoly_BLAKE2s";
const IDENTITY: &[u8] = b"annabella pairing v1";
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
    #[error("network: {0}")]
    Io(#[from] io::Error),
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

/// An encrypted session over TCP.
#[derive(Debug)]
pub struct Session {
    writer: TcpStream,
    rx: Receiver<io::Result<Vec<u8>>>,
    noise: TransportState,
    confirmation: String,
    key: PairKey,
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

    fn start(
        stream: TcpStream,
        noise: TransportState,
        confirmation: String,
        key: PairKey,
    ) -> Result<Session, PairError> {
        stream.set_read_timeout(None)?;
        stream.set_nodelay(true)?;
        let mut reader = stream.try_clone()?;
        let (tx, rx) = mpsc::channel();
        // One reader per connection turns the byte stream into messages; it ends with the
        // connection.
        thread::spawn(move || {
            loop {
                let message = read_message(&mut reader, MAX_MESSAGE);
                let end = message.is_err();
                if tx.send(message).is_err() || end {
                    break;
                }
            }
        });
        Ok(Session {
            writer: stream,
            rx,
            noise,
            confirmation,
            key,
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
            Ok(Ok(message)) => {
                let mut out = vec![0u8; message.len()];
                // A message that does not decrypt leaves the counter where it was, so the
                // session goes on with the next authentic one.
                Ok(match self.noise.read_message(&message, &mut out) {
                    Ok(n) => {
                        out.truncate(n);
                        Received::Frame(out)
                    }
                    Err(e) => Received::Refused(format!(
                        "a frame of {} bytes that is not authentic ({e}): injected, altered \
                         or replayed; dropped",
                        message.len()
                    )),
                })
            }
            Ok(Err(_)) | Err(RecvTimeoutError::Disconnected) => Err(TransportError::Closed),
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

fn spake(stream: &mut TcpStream, code: &PairingCode) -> Result<PairKey, PairError> {
    let (state, outbound) = Spake2::<Ed25519Group>::start_symmetric(
        &Password::new(code.secret()),
        &Identity::new(IDENTITY),
    );
    write_message(stream, &outbound)?;
    let inbound = read_message(stream, 64)?;
    let key = state
        .finish(&inbound)
        .map_err(|e| PairError::Protocol(format!("{e:?}")))?;
    let key: [u8; 32] = key
        .try_into()
        .map_err(|_| PairError::Protocol("a pairing key that is not 32 bytes".into()))?;
    Ok(PairKey(key))
}

fn builder_state(key: &PairKey, initiator: bool) -> Result<HandshakeState, PairError> {
    let params = PATTERN.parse()?;
    let builder = Builder::new(params).psk(0, &key.0)?;
    Ok(if initiator {
        builder.build_initiator()?
    } else {
        builder.build_responder()?
    })
}

fn handshake(mut stream: TcpStream, key: PairKey, initiator: bool) -> Result<Session, PairError> {
    let mut hs = builder_state(&key, initiator)?;
    let mut buf = vec![0u8; MAX_MESSAGE];
    if initiator {
        let n = hs.write_message(&[], &mut buf)?;
        write_message(&mut stream, &buf[..n])?;
        // The responder closes the connection when the first message does not decrypt.
        let reply = read_message(&mut stream, MAX_MESSAGE).map_err(|_| PairError::WrongCode)?;
        hs.read_message(&reply, &mut buf)
            .map_err(|_| PairError::WrongCode)?;
    } else {
        let first = read_message(&mut stream, MAX_MESSAGE)?;
        hs.read_message(&first, &mut buf)
            .map_err(|_| PairError::WrongCode)?;
        let n = hs.write_message(&[], &mut buf)?;
        write_message(&mut stream, &buf[..n])?;
    }
    let confirmation = confirmation(hs.get_handshake_hash());
    Session::start(stream, hs.into_transport_mode()?, confirmation, key)
}

/// How pairing is tried: with the code (first time) or the key of an earlier pairing.
#[derive(Debug, Clone)]
pub enum Secret {
    /// The code read aloud.
    Code(PairingCode),
    /// The key of an earlier pairing at this table.
    Key(PairKey),
}

fn session(mut stream: TcpStream, secret: &Secret, initiator: bool) -> Result<Session, PairError> {
    stream.set_read_timeout(Some(HANDSHAKE_TIMEOUT))?;
    let key = match secret {
        Secret::Code(code) => spake(&mut stream, code)?,
        Secret::Key(key) => key.clone(),
    };
    handshake(stream, key, initiator)
}

/// The host: waits for the device that knows the secret. Every failed attempt is logged through
/// `log`; with a code, each costs one of its 3 tries, and the code lives 2 minutes (`now` is the
/// edge's clock).
pub fn accept(
    listener: &TcpListener,
    secret: &Secret,
    now: &dyn Fn() -> Instant,
    log: &mut dyn FnMut(String),
) -> Result<Session, PairError> {
    let mut life = CodeLife::new(now());
    listener.set_nonblocking(true)?;
    loop {
        if matches!(secret, Secret::Code(_)) {
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
        match session(stream, secret, false) {
            Ok(session) => return Ok(session),
            Err(e) => {
                life.wrong_try();
                log(format!("pairing attempt from {peer} refused: {e}"));
            }
        }
    }
}

/// The joining device: connects to the host and pairs with the secret.
pub fn join(addr: SocketAddr, secret: &Secret) -> Result<Session, PairError> {
    let stream = TcpStream::connect_timeout(&addr, HANDSHAKE_TIMEOUT)?;
    session(stream, secret, true)
}

#[cfg(test)]
#[path = "link_tests.rs"]
mod tests;
