//! Pairing two devices and the encrypted connection between them, as pure state machines:
//! messages in, messages out, no socket, no clock, no thread. The randomness of each handshake
//! is a seed the edge draws from the system (`getrandom`) and hands in, so a handshake here is
//! deterministic given its seed.
//!
//! On the wire every message is two bytes of length, then its bytes. The joining device's first
//! message opens with the version of the link's protocol it speaks and its program's version
//! ([`super::version`]), in a form every later release reads first: a host of another
//! protocol refuses with its own versions, so both sides can say which release each runs. Then
//! the message says how it pairs (with the code read aloud, or the key of an earlier pairing) and
//! for which seat, and the public key the device keeps the private half of for sealing moves
//! ([`crate::table::secret`]: the host knows every device's key from the moment it joins); the
//! seat and the key are bound into SPAKE2's identity and Noise's prologue, so a changed byte
//! fails the pairing. With the code: SPAKE2 (the `spake2` crate) turns it into a strong
//! key without letting anyone test guesses offline, then a Noise session
//! (`Noise_NNpsk0_25519_ChaChaPoly_BLAKE2s`, the `snow` crate) keyed by it; with a key, the
//! Noise session alone. A host that refuses says why in a two-byte message before it closes.
//! No cryptography is written here.

use rand_chacha::{
    ChaCha20Rng,
    rand_core::{RngCore, SeedableRng},
};
use snow::{
    Builder, HandshakeState, TransportState,
    params::{CipherChoice, DHChoice, HashChoice},
    resolvers::{CryptoResolver, DefaultResolver},
    types::{Cipher, Dh, Hash, Random},
};
use spake2::{Ed25519Group, Identity, Password, Spake2};

use super::{
    pair::{PairingCode, confirmation},
    version::{OtherRelease, Versions},
};
use crate::table::{PublicKey, Seat};

/// The Noise pattern: no static keys, the pairing key as the pre-shared key.
pub const PATTERN: &str = "Noise_NNpsk0_25519_ChaChaPoly_BLAKE2s";
// Followed by the protocol's version and the seat, it names what is paired (SPAKE2's identity,
// Noise's prologue): a changed version byte fails the pairing.
const IDENTITY: &str = "annabella pairing v";
const VERSIONED: u8 = b'V';
const OTHER_RELEASE: u8 = b'v';
const BY_CODE: u8 = b'P';
const BY_KEY: u8 = b'R';
const REFUSED: u8 = b'!';
/// A Noise message is at most 65,535 bytes.
pub const MAX_MESSAGE: usize = 65_535;
/// The longest first message of a joining device (its versions, its kind, its seat, its public
/// key of 32 bytes, a SPAKE2 element of 33 bytes or a Noise message of 48): anything longer is
/// refused at once.
pub const MAX_FIRST: usize = 160;
/// The randomness of one handshake.
pub type Seed = [u8; 32];

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

/// How a device pairs: with the code read aloud (first time) or the key of an earlier pairing.
#[derive(Debug, Clone)]
pub enum Secret {
    /// The code read aloud.
    Code(PairingCode),
    /// The key of an earlier pairing at this table.
    Key(PairKey),
}

/// Why the host refused a pairing, as it tells the joining device before closing.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum PairingRefusal {
    /// SPAKE2 finished, and the keys differ: the code was not the host's (a try of the code).
    #[error("the pairing code was refused: it is not the code the host shows")]
    WrongCode,
    /// The key of an earlier pairing is not one the host knows for that seat.
    #[error(
        "the host no longer knows this device (its pairing for this seat was withdrawn, or \
         the host's keys were lost): pair again with a new code"
    )]
    KeyRefused,
    /// No code is on offer: it expired, was used, or was tried wrongly 3 times.
    #[error("the pairing code has expired or was used up; read the new one at the host")]
    NoCode,
    /// The seat already has a paired device.
    #[error(
        "that seat already has a paired device; if it is lost, the arbiter lets a new one pair \
         (annabella host --resume JOURNAL --new-device SEAT)"
    )]
    SeatTaken,
    /// The host had too many pairings under way and closed the oldest.
    #[error("the host was busy with other connections; try again")]
    Busy,
    /// The device took longer than the host allows for pairing.
    #[error("pairing took too long; try again")]
    TooSlow,
    /// The seat is played at the host, or not at this table.
    #[error("that seat is not one a device can take at this table")]
    NotOpen,
    /// Something that is not this protocol.
    #[error("not a pairing message")]
    Protocol,
    /// The two sides speak different versions of the link's protocol.
    #[error("{0}")]
    OtherRelease(OtherRelease),
}

impl PairingRefusal {
    fn byte(self) -> u8 {
        match self {
            PairingRefusal::WrongCode => b'c',
            PairingRefusal::KeyRefused => b'k',
            PairingRefusal::NoCode => b'n',
            PairingRefusal::SeatTaken => b's',
            PairingRefusal::Busy => b'b',
            PairingRefusal::TooSlow => b't',
            PairingRefusal::NotOpen => b'o',
            PairingRefusal::Protocol => b'p',
            PairingRefusal::OtherRelease(_) => OTHER_RELEASE,
        }
    }

    fn of(byte: u8) -> PairingRefusal {
        match byte {
            b'c' => PairingRefusal::WrongCode,
            b'k' => PairingRefusal::KeyRefused,
            b'n' => PairingRefusal::NoCode,
            b's' => PairingRefusal::SeatTaken,
            b'b' => PairingRefusal::Busy,
            b't' => PairingRefusal::TooSlow,
            b'o' => PairingRefusal::NotOpen,
            _ => PairingRefusal::Protocol,
        }
    }

    /// The message that says it, length included; another release's refusal carries this
    /// side's versions.
    pub fn message(self) -> Vec<u8> {
        let mut bytes = vec![REFUSED, self.byte()];
        if let PairingRefusal::OtherRelease(other) = self {
            bytes.extend_from_slice(&other.ours.encode());
        }
        frame(&bytes)
    }
}

/// A message as it goes on the wire: two bytes of length, then the bytes (at most
/// [`MAX_MESSAGE`]; longer ones are cut, which the other side then refuses).
pub fn frame(bytes: &[u8]) -> Vec<u8> {
    let len = bytes.len().min(MAX_MESSAGE);
    let mut out = Vec::with_capacity(len + 2);
    out.extend_from_slice(&(len as u16).to_be_bytes());
    out.extend_from_slice(&bytes[..len]);
    out
}

/// The messages of a byte stream, as its bytes arrive in any pieces.
#[derive(Debug, Clone, Default)]
pub struct Messages {
    buf: Vec<u8>,
}

/// A message longer than allowed; the stream is not this protocol.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MessageTooLong(pub usize);

impl Messages {
    /// Bytes received.
    pub fn push(&mut self, bytes: &[u8]) {
        self.buf.extend_from_slice(bytes);
    }

    /// The next whole message, if one is there; one longer than `max` is an error.
    pub fn next(&mut self, max: usize) -> Option<Result<Vec<u8>, MessageTooLong>> {
        let [a, b, ..] = self.buf[..] else {
            return None;
        };
        let len = usize::from(u16::from_be_bytes([a, b]));
        if len > max {
            return Some(Err(MessageTooLong(len)));
        }
        if self.buf.len() < 2 + len {
            return None;
        }
        let message = self.buf[2..2 + len].to_vec();
        self.buf.drain(..2 + len);
        Some(Ok(message))
    }

    /// Whether part of a message is waiting for the rest.
    pub fn partial(&self) -> bool {
        !self.buf.is_empty()
    }
}

/// A snow resolver whose randomness is the handshake's seed.
struct SeededResolver(Seed);

struct SeededRandom(ChaCha20Rng);

impl Random for SeededRandom {
    fn try_fill_bytes(&mut self, dest: &mut [u8]) -> Result<(), snow::Error> {
        self.0.fill_bytes(dest);
        Ok(())
    }
}

impl CryptoResolver for SeededResolver {
    fn resolve_rng(&self) -> Option<Box<dyn Random>> {
        Some(Box::new(SeededRandom(ChaCha20Rng::from_seed(self.0))))
    }
    fn resolve_dh(&self, choice: &DHChoice) -> Option<Box<dyn Dh>> {
        DefaultResolver.resolve_dh(choice)
    }
    fn resolve_hash(&self, choice: &HashChoice) -> Option<Box<dyn Hash>> {
        DefaultResolver.resolve_hash(choice)
    }
    fn resolve_cipher(&self, choice: &CipherChoice) -> Option<Box<dyn Cipher>> {
        DefaultResolver.resolve_cipher(choice)
    }
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

fn identity(protocol: u16, seat: Seat, device: PublicKey) -> String {
    format!("{IDENTITY}{protocol} {seat} {}", device.to_hex())
}

fn spake_start(
    code: &PairingCode,
    seat: Seat,
    device: PublicKey,
    protocol: u16,
    rng: &mut ChaCha20Rng,
) -> (Spake2<Ed25519Group>, Vec<u8>) {
    Spake2::<Ed25519Group>::start_symmetric_with_rng(
        &Password::new(code.secret()),
        &Identity::new(identity(protocol, seat, device).as_bytes()),
        rng,
    )
}

fn spake_finish(state: Spake2<Ed25519Group>, inbound: &[u8]) -> Option<PairKey> {
    let key: [u8; 32] = state.finish(inbound).ok()?.try_into().ok()?;
    Some(PairKey(key))
}

fn noise(
    key: &PairKey,
    (seat, device): (Seat, PublicKey),
    protocol: u16,
    initiator: bool,
    rng: &mut ChaCha20Rng,
) -> Option<HandshakeState> {
    let mut seed = [0u8; 32];
    rng.fill_bytes(&mut seed);
    let prologue = identity(protocol, seat, device);
    let builder = Builder::with_resolver(PATTERN.parse().ok()?, Box::new(SeededResolver(seed)))
        .prologue(prologue.as_bytes())
        .ok()?
        .psk(0, &key.0)
        .ok()?;
    if initiator {
        builder.build_initiator().ok()
    } else {
        builder.build_responder().ok()
    }
}

/// A message that does not open as the connection's next frame.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error(
    "a frame of {len} bytes that is not authentic ({reason}): injected, altered or replayed; \
     dropped"
)]
pub struct Inauthentic {
    /// The message's length.
    pub len: usize,
    /// What the Noise protocol said of it.
    pub reason: String,
}

/// An encrypted connection after pairing: each frame sealed and opened with a per-message
/// counter, so that an injected, altered or replayed frame does not open.
#[derive(Debug)]
pub struct Connection {
    noise: TransportState,
}

impl Connection {
    /// A frame, encrypted, as a message on the wire (length included); `None` when it is too
    /// long for one message.
    pub fn seal(&mut self, plain: &[u8]) -> Option<Vec<u8>> {
        let mut buf = vec![0u8; plain.len() + 16];
        let n = self.noise.write_message(plain, &mut buf).ok()?;
        (n <= MAX_MESSAGE).then(|| frame(&buf[..n]))
    }

    /// A message received, decrypted; one that does not decrypt leaves the counter where it
    /// was (the connection goes on with the next authentic one) and is named.
    ///
    /// # Errors
    ///
    /// The message is not an authentic frame of this connection.
    pub fn open(&mut self, message: &[u8]) -> Result<Vec<u8>, Inauthentic> {
        let mut out = vec![0u8; message.len()];
        match self.noise.read_message(message, &mut out) {
            Ok(n) => {
                out.truncate(n);
                Ok(out)
            }
            Err(e) => Err(Inauthentic {
                len: message.len(),
                reason: e.to_string(),
            }),
        }
    }
}

/// A pairing done: the connection, the key to reconnect with, and the confirmation both
/// devices read aloud when they paired with the code (`None` with a key: nothing new to check).
#[derive(Debug)]
pub struct Paired {
    /// The encrypted connection.
    pub connection: Connection,
    /// The pairing's key.
    pub key: PairKey,
    /// The seat the joining device holds.
    pub seat: Seat,
    /// The public key the joining device keeps the private half of, for sealed moves.
    pub device: PublicKey,
    /// The confirmation, when paired with the code.
    pub confirmation: Option<String>,
}

fn finish(
    hs: HandshakeState,
    key: PairKey,
    (seat, device): (Seat, PublicKey),
    by_code: bool,
) -> Option<Paired> {
    let confirmation = by_code.then(|| confirmation(hs.get_handshake_hash()));
    Some(Paired {
        connection: Connection {
            noise: hs.into_transport_mode().ok()?,
        },
        key,
        seat,
        device,
        confirmation,
    })
}

/// What the joining device's handshake does next.
#[derive(Debug)]
pub enum Step {
    /// Send this (length included) and wait for the host's next message.
    Send(Vec<u8>),
    /// Paired.
    Paired(Box<Paired>),
    /// The host refused, or broke the protocol.
    Refused(PairingRefusal),
}

enum Joining {
    Code {
        spake: Box<Spake2<Ed25519Group>>,
        rng: Box<ChaCha20Rng>,
    },
    Noise {
        hs: Box<HandshakeState>,
        key: PairKey,
        by_code: bool,
    },
    Done,
}

/// The joining device's side of pairing.
pub struct Initiator {
    seat: Seat,
    device: PublicKey,
    ours: Versions,
    answered: bool,
    state: Joining,
}

impl std::fmt::Debug for Initiator {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Initiator({})", self.seat)
    }
}

impl Initiator {
    /// Starts pairing as `seat` with `secret`, for a device whose sealing key's public half is
    /// `device`: the first message to send (length included).
    pub fn start(
        secret: &Secret,
        seat: Seat,
        device: PublicKey,
        seed: Seed,
    ) -> Option<(Initiator, Vec<u8>)> {
        Initiator::start_as(secret, seat, device, seed, Versions::link())
    }

    /// As [`Initiator::start`], speaking the versions `ours`.
    pub fn start_as(
        secret: &Secret,
        seat: Seat,
        device: PublicKey,
        seed: Seed,
        ours: Versions,
    ) -> Option<(Initiator, Vec<u8>)> {
        let mut rng = ChaCha20Rng::from_seed(seed);
        let mut first = vec![0, 0, VERSIONED];
        first.extend_from_slice(&ours.encode());
        let protocol = ours.protocol;
        let state = match secret {
            Secret::Code(code) => {
                let (spake, outbound) = spake_start(code, seat, device, protocol, &mut rng);
                first.extend_from_slice(&[BY_CODE, seat_byte(seat)]);
                first.extend_from_slice(&device.to_bytes());
                first.extend_from_slice(&outbound);
                Joining::Code {
                    spake: Box::new(spake),
                    rng: Box::new(rng),
                }
            }
            Secret::Key(key) => {
                let mut hs = noise(key, (seat, device), protocol, true, &mut rng)?;
                let mut buf = [0u8; 256];
                let n = hs.write_message(&[], &mut buf).ok()?;
                first.extend_from_slice(&[BY_KEY, seat_byte(seat)]);
                first.extend_from_slice(&device.to_bytes());
                first.extend_from_slice(&buf[..n]);
                Joining::Noise {
                    hs: Box::new(hs),
                    key: key.clone(),
                    by_code: false,
                }
            }
        };
        let len = u16::try_from(first.len() - 2).ok()?;
        first[..2].copy_from_slice(&len.to_be_bytes());
        let initiator = Initiator {
            seat,
            device,
            ours,
            answered: false,
            state,
        };
        Some((initiator, first))
    }

    /// The host's next message.
    pub fn handle(&mut self, message: &[u8]) -> Step {
        let first_answer = !std::mem::replace(&mut self.answered, true);
        let ours = self.ours;
        match message {
            [REFUSED, OTHER_RELEASE, versions @ ..] => {
                self.state = Joining::Done;
                let theirs = Versions::decode(versions).map_or(Versions::unversioned(), |v| v.0);
                return Step::Refused(PairingRefusal::OtherRelease(OtherRelease { ours, theirs }));
            }
            // A host of the releases before version numbers reads no versions and refuses the
            // first message as "not a pairing message"; this release's host never does.
            [REFUSED, b'p'] if first_answer => {
                self.state = Joining::Done;
                let theirs = Versions::unversioned();
                return Step::Refused(PairingRefusal::OtherRelease(OtherRelease { ours, theirs }));
            }
            [REFUSED, reason] => {
                self.state = Joining::Done;
                return Step::Refused(PairingRefusal::of(*reason));
            }
            _ => {}
        }
        match std::mem::replace(&mut self.state, Joining::Done) {
            Joining::Code { spake, mut rng } => {
                let Some(key) = spake_finish(*spake, message) else {
                    return Step::Refused(PairingRefusal::Protocol);
                };
                let joiner = (self.seat, self.device);
                let Some(mut hs) = noise(&key, joiner, ours.protocol, true, &mut rng) else {
                    return Step::Refused(PairingRefusal::Protocol);
                };
                let mut buf = [0u8; 256];
                let Ok(n) = hs.write_message(&[], &mut buf) else {
                    return Step::Refused(PairingRefusal::Protocol);
                };
                self.state = Joining::Noise {
                    hs: Box::new(hs),
                    key,
                    by_code: true,
                };
                Step::Send(frame(&buf[..n]))
            }
            Joining::Noise {
                mut hs,
                key,
                by_code,
            } => {
                let mut buf = [0u8; 256];
                if hs.read_message(message, &mut buf).is_err() {
                    // The host answers only once the first message decrypted: a reply that
                    // does not is someone else's.
                    return Step::Refused(PairingRefusal::Protocol);
                }
                match finish(*hs, key, (self.seat, self.device), by_code) {
                    Some(paired) => Step::Paired(Box::new(paired)),
                    None => Step::Refused(PairingRefusal::Protocol),
                }
            }
            Joining::Done => Step::Refused(PairingRefusal::Protocol),
        }
    }
}

/// A joining device's first message, read by the host.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum First {
    /// Pairing with the code: the SPAKE2 element.
    Code {
        /// The seat asked for.
        seat: Seat,
        /// The device's public key for sealed moves.
        device: PublicKey,
        /// SPAKE2's message.
        spake: Vec<u8>,
    },
    /// Reconnecting with a key: the first Noise message.
    Key {
        /// The seat asked for.
        seat: Seat,
        /// The device's public key for sealed moves.
        device: PublicKey,
        /// Noise's first message.
        noise: Vec<u8>,
    },
}

/// Reads a joining device's first message, as a host that speaks the versions `ours`.
///
/// # Errors
///
/// It is not one ([`PairingRefusal::Protocol`]), or it is of another protocol's version
/// ([`PairingRefusal::OtherRelease`], with ours to send back).
pub fn first(message: &[u8], ours: Versions) -> Result<First, PairingRefusal> {
    let other = |theirs| PairingRefusal::OtherRelease(OtherRelease { ours, theirs });
    let message = match message {
        [VERSIONED, rest @ ..] => {
            let (theirs, rest) = Versions::decode(rest).ok_or(PairingRefusal::Protocol)?;
            if theirs.protocol != ours.protocol {
                return Err(other(theirs));
            }
            rest
        }
        // A device of the releases before version numbers.
        [BY_CODE | BY_KEY, seat, ..] if seat_of(*seat).is_some() => {
            return Err(other(Versions::unversioned()));
        }
        _ => return Err(PairingRefusal::Protocol),
    };
    let [kind, seat, rest @ ..] = message else {
        return Err(PairingRefusal::Protocol);
    };
    let seat = seat_of(*seat).ok_or(PairingRefusal::Protocol)?;
    let (device, rest) = rest
        .split_first_chunk::<32>()
        .ok_or(PairingRefusal::Protocol)?;
    let device = PublicKey::from_bytes(*device);
    match *kind {
        BY_CODE => Ok(First::Code {
            seat,
            device,
            spake: rest.to_vec(),
        }),
        BY_KEY => Ok(First::Key {
            seat,
            device,
            noise: rest.to_vec(),
        }),
        _ => Err(PairingRefusal::Protocol),
    }
}

/// The host's side of one pairing, once the first message was read and allowed.
pub struct Responder {
    hs: HandshakeState,
    key: PairKey,
    seat: Seat,
    device: PublicKey,
    by_code: bool,
}

impl std::fmt::Debug for Responder {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Responder({}, by code: {})", self.seat, self.by_code)
    }
}

impl Responder {
    /// The host's answer to a joining device's SPAKE2 element with `code`, for its seat and
    /// public key as its first message gave them, in the link's `protocol`: its own element
    /// to send (length included), and the responder waiting for the device's Noise message.
    ///
    /// # Errors
    ///
    /// The element is not one ([`PairingRefusal::Protocol`]: no try of the code).
    pub fn by_code(
        code: &PairingCode,
        (seat, device): (Seat, PublicKey),
        spake: &[u8],
        seed: Seed,
        protocol: u16,
    ) -> Result<(Responder, Vec<u8>), PairingRefusal> {
        let mut rng = ChaCha20Rng::from_seed(seed);
        let (state, outbound) = spake_start(code, seat, device, protocol, &mut rng);
        let key = spake_finish(state, spake).ok_or(PairingRefusal::Protocol)?;
        let hs = noise(&key, (seat, device), protocol, false, &mut rng)
            .ok_or(PairingRefusal::Protocol)?;
        let responder = Responder {
            hs,
            key,
            seat,
            device,
            by_code: true,
        };
        Ok((responder, frame(&outbound)))
    }

    /// The host's side of a reconnection with `key`, in the link's `protocol`.
    ///
    /// # Errors
    ///
    /// The key could not be used.
    pub fn by_key(
        key: &PairKey,
        (seat, device): (Seat, PublicKey),
        seed: Seed,
        protocol: u16,
    ) -> Result<Responder, PairingRefusal> {
        let mut rng = ChaCha20Rng::from_seed(seed);
        let hs = noise(key, (seat, device), protocol, false, &mut rng)
            .ok_or(PairingRefusal::Protocol)?;
        Ok(Responder {
            hs,
            key: key.clone(),
            seat,
            device,
            by_code: false,
        })
    }

    /// Whether it pairs with the code (else with a key).
    pub fn with_code(&self) -> bool {
        self.by_code
    }

    /// The seat asked for.
    pub fn seat(&self) -> Seat {
        self.seat
    }

    /// The joining device's Noise message: paired, with the answer to send (length
    /// included).
    ///
    /// # Errors
    ///
    /// It does not decrypt: the device holds another code or key ([`PairingRefusal::WrongCode`] or
    /// [`PairingRefusal::KeyRefused`]).
    pub fn finish(mut self, message: &[u8]) -> Result<(Paired, Vec<u8>), PairingRefusal> {
        let wrong = if self.by_code {
            PairingRefusal::WrongCode
        } else {
            PairingRefusal::KeyRefused
        };
        let mut buf = [0u8; 256];
        if message.len() > buf.len() || self.hs.read_message(message, &mut buf).is_err() {
            return Err(wrong);
        }
        let n = self.hs.write_message(&[], &mut buf).map_err(|_| wrong)?;
        let answer = frame(&buf[..n]);
        let joiner = (self.seat, self.device);
        let paired = finish(self.hs, self.key, joiner, self.by_code).ok_or(wrong)?;
        Ok((paired, answer))
    }
}

#[cfg(test)]
#[path = "handshake_tests.rs"]
mod tests;
