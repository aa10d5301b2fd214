//! The host's side of the network as one pure state machine, in the manner of quinn-proto's
//! `Endpoint`: pairing (the code on offer, the keys of the seats paired before) and every
//! connection's state, from the moment it is accepted to its pairing and its encrypted frames.
//! The edge (`io::link`) hands in what happened (a connection accepted with a seed of
//! randomness, bytes received, a connection gone, the time) and carries out what it asks
//! (bytes to send, connections to close), and the loop gets [`EndpointEvent`]s.
//!
//! Pairing cannot be blocked: every connection is served on its own as its bytes arrive, so a
//! slow or silent one delays nobody; a pairing under way must finish within a deadline; the
//! pairings under way are capped in all and per address, and when a cap is reached the oldest
//! one that has not even sent its first message gives way (a device that is pairing is never
//! pushed out: when every one is pairing, the newcomer is told the host is busy). Only a completed wrong-code exchange (SPAKE2
//! finished, and the device's first Noise message does not decrypt: it holds another code) is
//! a try of the code; garbage, silence and early closes are refused and logged but spend
//! nothing. The seat at the host is told about refused attempts once until the next pairing
//! (the log keeps them all). A seat whose device is lost can pair a new device when the
//! arbiter allows it ([`Endpoint::allow_new_device`]): the lost device's key is withdrawn.

use std::{
    collections::{BTreeMap, VecDeque},
    net::IpAddr,
    time::{Duration, Instant},
};

use super::{
    attempt::AttemptRefused,
    handshake::{
        First, MAX_FIRST, MAX_MESSAGE, Messages, PairKey, PairingRefusal, Responder, Seed, first,
    },
    pair::{CODE_LIFETIME, CodeLife, CodeSpent, PairingCode},
    version::{OtherRelease, Versions},
};
use crate::table::Seat;

/// Which connection, as the edge numbers them.
pub type ConnId = u64;

/// The endpoint's bounds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct EndpointConfig {
    /// How long a connection may take to pair (on a local network it takes milliseconds).
    pub handshake_deadline: Duration,
    /// Pairings under way at once, in all.
    pub max_half_open: usize,
    /// Pairings under way at once from one address.
    pub max_half_open_per_addr: usize,
}

impl Default for EndpointConfig {
    fn default() -> EndpointConfig {
        EndpointConfig {
            handshake_deadline: Duration::from_secs(5),
            max_half_open: 64,
            max_half_open_per_addr: 16,
        }
    }
}

/// What the edge is to do.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Transmit {
    /// Send these bytes on the connection.
    Send {
        /// The connection.
        conn: ConnId,
        /// The bytes.
        bytes: Vec<u8>,
    },
    /// Close the connection (after what was sent on it).
    Close {
        /// The connection.
        conn: ConnId,
    },
}

/// What the endpoint tells the loop.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum EndpointEvent {
    /// A device paired (or reconnected with its key) for `seat`.
    Paired {
        /// Its connection.
        conn: ConnId,
        /// Its seat.
        seat: Seat,
        /// The confirmation both devices read aloud, when it paired with the code (with a key
        /// there is nothing new to check, and neither device shows one).
        confirmation: Option<String>,
        /// The pairing's key.
        key: PairKey,
        /// The device's public key for sealed moves, as its first message gave it.
        device: crate::table::PublicKey,
    },
    /// A frame from a paired device, decrypted.
    Frame {
        /// Its connection.
        conn: ConnId,
        /// The frame.
        bytes: Vec<u8>,
    },
    /// Something on a paired connection that is not an authentic frame, dropped.
    Inauthentic {
        /// Its connection.
        conn: ConnId,
        /// Why, for the log.
        reason: super::handshake::Inauthentic,
    },
    /// A paired connection ended.
    Closed {
        /// Its connection.
        conn: ConnId,
        /// Its seat.
        seat: Seat,
    },
    /// A pairing attempt failed. Every one is logged; `tell` is set on the first since the
    /// last pairing only, the one the seat at the host hears.
    Refused {
        /// Where it came from.
        addr: IpAddr,
        /// What happened (worded for the log and, in its language, for the seat).
        reason: AttemptRefused,
        /// Whether to tell the seat at the host.
        tell: bool,
    },
    /// A device of another protocol's version tried to pair and was told this side's
    /// versions. Logged always; `tell` as for [`EndpointEvent::Refused`].
    OtherRelease {
        /// Where it came from.
        addr: IpAddr,
        /// Which versions each side speaks.
        other: OtherRelease,
        /// Whether to tell the seat at the host.
        tell: bool,
    },
    /// The code on offer can no longer be used.
    CodeSpent(CodeSpent),
    /// The keys of the paired seats changed (a pairing, a key withdrawn): keep them.
    KeysChanged,
}

#[derive(Debug)]
enum ConnState {
    /// Waiting for the device's first message.
    First,
    /// SPAKE2 answered; waiting for the device's first Noise message.
    Noise(Box<Responder>),
    /// Paired: encrypted frames.
    Paired {
        seat: Seat,
        connection: super::handshake::Connection,
    },
}

#[derive(Debug)]
struct EndpointConn {
    addr: IpAddr,
    deadline: Instant,
    seed: Seed,
    messages: Messages,
    state: ConnState,
}

impl EndpointConn {
    fn half_open(&self) -> bool {
        !matches!(self.state, ConnState::Paired { .. })
    }

    /// Whether its first message was a valid pairing element (a device pairing sends it at
    /// once; a connection that sends a byte and holds has not).
    fn progressed(&self) -> bool {
        matches!(self.state, ConnState::Noise(_))
    }
}

/// The host's endpoint: pairing and every connection.
#[derive(Debug)]
pub struct Endpoint {
    config: EndpointConfig,
    open: Vec<Seat>,
    code: Option<(PairingCode, CodeLife)>,
    keys: BTreeMap<Seat, PairKey>,
    any_key: Option<PairKey>,
    conns: BTreeMap<ConnId, EndpointConn>,
    told: bool,
    ours: Versions,
    transmits: VecDeque<Transmit>,
    events: VecDeque<EndpointEvent>,
}

impl Endpoint {
    /// An endpoint whose seats in `open` may pair a device with a code.
    pub fn new(config: EndpointConfig, open: Vec<Seat>) -> Endpoint {
        Endpoint {
            config,
            open,
            code: None,
            keys: BTreeMap::new(),
            any_key: None,
            conns: BTreeMap::new(),
            told: false,
            ours: Versions::link(),
            transmits: VecDeque::new(),
            events: VecDeque::new(),
        }
    }

    /// The endpoint speaking the versions `ours` instead of this program's.
    pub fn speaking(mut self, ours: Versions) -> Endpoint {
        self.ours = ours;
        self
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

    /// Whether a seat waits for a device and no code can pair it: the edge offers a new one.
    pub fn wants_code(&self, now: Instant) -> bool {
        self.code(now).is_none() && self.waiting().next().is_some()
    }

    /// The seats a code may still pair.
    fn waiting(&self) -> impl Iterator<Item = Seat> + '_ {
        self.open
            .iter()
            .copied()
            .filter(|s| !self.keys.contains_key(s))
    }

    /// Remembers the key `seat` reconnects with (kept from before a restart).
    pub fn remember(&mut self, seat: Seat, key: PairKey) {
        self.keys.insert(seat, key);
    }

    /// Accepts a reconnection with `key` for any seat (a device known to the caller alone).
    pub fn accept_key(&mut self, key: PairKey) {
        self.any_key = Some(key);
    }

    /// The keys of the paired seats, to keep them for a restart.
    pub fn keys(&self) -> impl Iterator<Item = (Seat, &PairKey)> {
        self.keys.iter().map(|(s, k)| (*s, k))
    }

    /// The arbiter allows a new device for `seat` (its device is lost): the lost device's key
    /// is withdrawn, its connection closed, and a code pairs the seat again.
    pub fn allow_new_device(&mut self, seat: Seat) {
        if !self.open.contains(&seat) {
            self.open.push(seat);
        }
        if self.keys.remove(&seat).is_some() {
            self.events.push_back(EndpointEvent::KeysChanged);
        }
        let lost: Vec<ConnId> = (self.conns.iter())
            .filter(|(_, c)| matches!(c.state, ConnState::Paired { seat: s, .. } if s == seat))
            .map(|(id, _)| *id)
            .collect();
        for conn in lost {
            self.close_paired(conn);
        }
    }

    /// How many connections are still pairing.
    pub fn half_open(&self) -> usize {
        self.conns.values().filter(|c| c.half_open()).count()
    }

    /// A connection accepted from `addr`, with a seed for its handshake's randomness.
    pub fn handle_connect(&mut self, conn: ConnId, addr: IpAddr, seed: Seed, now: Instant) {
        let from_addr = (self.conns.values())
            .filter(|c| c.half_open() && c.addr == addr)
            .count();
        let mut room = from_addr < self.config.max_half_open_per_addr || self.give_way(addr);
        if room
            && self.half_open() >= self.config.max_half_open
            && let Some(busiest) = self.busiest()
        {
            room = self.give_way(busiest);
        }
        self.conns.insert(
            conn,
            EndpointConn {
                addr,
                deadline: now + self.config.handshake_deadline,
                seed,
                messages: Messages::default(),
                state: ConnState::First,
            },
        );
        if !room {
            // Every pairing under way is a device pairing: the newcomer waits its turn.
            self.refuse(conn, PairingRefusal::Busy, AttemptRefused::Busy);
        }
    }

    // The address with the most pairings under way.
    fn busiest(&self) -> Option<IpAddr> {
        let mut count: BTreeMap<IpAddr, usize> = BTreeMap::new();
        for c in self.conns.values().filter(|c| c.half_open()) {
            *count.entry(c.addr).or_default() += 1;
        }
        count.into_iter().max_by_key(|(_, n)| *n).map(|(a, _)| a)
    }

    // Closes the oldest connection from `addr` that has not sent a pairing element; `false`
    // when every one from there is pairing (then none gives way).
    fn give_way(&mut self, addr: IpAddr) -> bool {
        let victim = (self.conns.iter())
            .find(|(_, c)| c.half_open() && c.addr == addr && !c.progressed())
            .map(|(id, _)| *id);
        if let Some(conn) = victim {
            self.refuse(conn, PairingRefusal::Busy, AttemptRefused::Busy);
        }
        victim.is_some()
    }

    /// Bytes received on a connection.
    pub fn handle_data(&mut self, conn: ConnId, bytes: &[u8], now: Instant) {
        let Some(c) = self.conns.get_mut(&conn) else {
            return;
        };
        c.messages.push(bytes);
        loop {
            let Some(c) = self.conns.get_mut(&conn) else {
                return;
            };
            let max = match c.state {
                ConnState::First => MAX_FIRST,
                ConnState::Noise(_) => 256,
                ConnState::Paired { .. } => MAX_MESSAGE,
            };
            match c.messages.next(max) {
                None => return,
                Some(Err(too_long)) => {
                    let reason = AttemptRefused::TooLong(too_long.0);
                    let half_open = c.half_open();
                    if half_open {
                        self.refuse(conn, PairingRefusal::Protocol, reason);
                    } else {
                        self.close_paired(conn);
                    }
                    return;
                }
                Some(Ok(message)) => self.message(conn, &message, now),
            }
        }
    }

    fn message(&mut self, conn: ConnId, message: &[u8], now: Instant) {
        let Some(c) = self.conns.get_mut(&conn) else {
            return;
        };
        match std::mem::replace(&mut c.state, ConnState::First) {
            ConnState::First => self.first_message(conn, message, now),
            ConnState::Noise(responder) => {
                let with_code = responder.with_code();
                let seat = responder.seat();
                if with_code && self.keys.contains_key(&seat) {
                    // Another device paired for the seat in the meantime.
                    let reason = AttemptRefused::SeatTaken(seat);
                    return self.refuse(conn, PairingRefusal::SeatTaken, reason);
                }
                match (*responder).finish(message) {
                    Ok((paired, answer)) => self.paired(conn, paired, answer),
                    Err(PairingRefusal::WrongCode) => self.wrong_code(conn, seat, now),
                    Err(refusal) => {
                        let reason = AttemptRefused::KeyUnknown(seat);
                        self.refuse(conn, refusal, reason);
                    }
                }
            }
            ConnState::Paired {
                seat,
                mut connection,
            } => {
                let event = match connection.open(message) {
                    Ok(bytes) => EndpointEvent::Frame { conn, bytes },
                    Err(reason) => EndpointEvent::Inauthentic { conn, reason },
                };
                self.events.push_back(event);
                c.state = ConnState::Paired { seat, connection };
            }
        }
    }

    fn first_message(&mut self, conn: ConnId, message: &[u8], now: Instant) {
        let Some(seed) = self.conns.get(&conn).map(|c| c.seed) else {
            return;
        };
        match first(message, self.ours) {
            Err(PairingRefusal::OtherRelease(other)) => self.other_release(conn, other),
            Err(refusal) => self.refuse(conn, refusal, AttemptRefused::NotPairing),
            Ok(First::Code {
                seat,
                device,
                spake,
            }) => {
                if !self.open.contains(&seat) {
                    let reason = AttemptRefused::NotOpen(seat);
                    return self.refuse(conn, PairingRefusal::NotOpen, reason);
                }
                if self.keys.contains_key(&seat) {
                    let reason = AttemptRefused::SeatTaken(seat);
                    return self.refuse(conn, PairingRefusal::SeatTaken, reason);
                }
                let Some(code) = self.code(now) else {
                    return self.refuse(conn, PairingRefusal::NoCode, AttemptRefused::NoCode);
                };
                let joiner = (seat, device);
                match Responder::by_code(&code, joiner, &spake, seed, self.ours.protocol) {
                    Ok((responder, reply)) => {
                        if let Some(c) = self.conns.get_mut(&conn) {
                            c.state = ConnState::Noise(Box::new(responder));
                        }
                        self.transmits
                            .push_back(Transmit::Send { conn, bytes: reply });
                    }
                    Err(refusal) => {
                        self.refuse(conn, refusal, AttemptRefused::BadElement);
                    }
                }
            }
            Ok(First::Key {
                seat,
                device,
                noise,
            }) => {
                let Some(key) = self.keys.get(&seat).or(self.any_key.as_ref()).cloned() else {
                    let reason = AttemptRefused::KeyUnknown(seat);
                    return self.refuse(conn, PairingRefusal::KeyRefused, reason);
                };
                let finished = Responder::by_key(&key, (seat, device), seed, self.ours.protocol)
                    .and_then(|responder| responder.finish(&noise));
                match finished {
                    Ok((paired, answer)) => self.paired(conn, paired, answer),
                    Err(refusal) => {
                        let reason = AttemptRefused::KeyUnknown(seat);
                        self.refuse(conn, refusal, reason);
                    }
                }
            }
        }
    }

    // A completed exchange with another code: a try of the code.
    fn wrong_code(&mut self, conn: ConnId, seat: Seat, now: Instant) {
        let mut spent = None;
        let mut tries = 0;
        if let Some((_, life)) = self.code.as_mut() {
            life.wrong_try();
            tries = life.wrong();
            if let Err(e) = life.check(now) {
                spent = Some(e);
            }
        }
        let reason = AttemptRefused::WrongCode { seat, tries };
        self.refuse(conn, PairingRefusal::WrongCode, reason);
        if let Some(e) = spent {
            self.code = None;
            self.events.push_back(EndpointEvent::CodeSpent(e));
        }
    }

    fn paired(&mut self, conn: ConnId, paired: super::handshake::Paired, answer: Vec<u8>) {
        let seat = paired.seat;
        if paired.confirmation.is_some() {
            // The code is spent by its pairing.
            self.code = None;
            self.keys.insert(seat, paired.key.clone());
            self.events.push_back(EndpointEvent::KeysChanged);
        }
        // The device's earlier connection for the seat, if any, is dead: it came back.
        let older: Vec<ConnId> = (self.conns.iter())
            .filter(|(id, c)| {
                **id != conn && matches!(c.state, ConnState::Paired { seat: s, .. } if s == seat)
            })
            .map(|(id, _)| *id)
            .collect();
        for old in older {
            self.close_paired(old);
        }
        self.transmits.push_back(Transmit::Send {
            conn,
            bytes: answer,
        });
        if let Some(c) = self.conns.get_mut(&conn) {
            c.state = ConnState::Paired {
                seat,
                connection: paired.connection,
            };
        }
        self.told = false;
        self.events.push_back(EndpointEvent::Paired {
            conn,
            seat,
            confirmation: paired.confirmation,
            key: paired.key,
            device: paired.device,
        });
    }

    fn refuse(&mut self, conn: ConnId, refusal: PairingRefusal, reason: AttemptRefused) {
        let Some(c) = self.conns.remove(&conn) else {
            return;
        };
        self.transmits.push_back(Transmit::Send {
            conn,
            bytes: refusal.message(),
        });
        self.transmits.push_back(Transmit::Close { conn });
        let tell = !self.told;
        self.told = true;
        self.events.push_back(EndpointEvent::Refused {
            addr: c.addr,
            reason,
            tell,
        });
    }

    // A device of another protocol: it hears this side's versions, the seat hears its versions
    // (once until the next pairing, as any refusal), and no try of the code is counted.
    fn other_release(&mut self, conn: ConnId, other: OtherRelease) {
        let Some(c) = self.conns.remove(&conn) else {
            return;
        };
        self.transmits.push_back(Transmit::Send {
            conn,
            bytes: PairingRefusal::OtherRelease(other).message(),
        });
        self.transmits.push_back(Transmit::Close { conn });
        let tell = !self.told;
        self.told = true;
        self.events.push_back(EndpointEvent::OtherRelease {
            addr: c.addr,
            other,
            tell,
        });
    }

    fn close_paired(&mut self, conn: ConnId) {
        if let Some(EndpointConn {
            state: ConnState::Paired { seat, .. },
            ..
        }) = self.conns.remove(&conn)
        {
            self.transmits.push_back(Transmit::Close { conn });
            self.events.push_back(EndpointEvent::Closed { conn, seat });
        }
    }

    /// A connection ended (the peer closed it, or it failed).
    pub fn handle_closed(&mut self, conn: ConnId) {
        match self.conns.get(&conn) {
            Some(c) if c.half_open() => {
                let addr = c.addr;
                self.conns.remove(&conn);
                let tell = !self.told;
                self.told = true;
                self.events.push_back(EndpointEvent::Refused {
                    addr,
                    reason: AttemptRefused::ClosedMidway,
                    tell,
                });
            }
            Some(_) => self.close_paired(conn),
            None => {}
        }
    }

    /// A frame to send to a paired device; `false` when the connection is not paired (or the
    /// frame is too long for one message).
    pub fn send(&mut self, conn: ConnId, frame: &[u8]) -> bool {
        let Some(EndpointConn {
            state: ConnState::Paired { connection, .. },
            ..
        }) = self.conns.get_mut(&conn)
        else {
            return false;
        };
        match connection.seal(frame) {
            Some(bytes) => {
                self.transmits.push_back(Transmit::Send { conn, bytes });
                true
            }
            None => false,
        }
    }

    /// Closes a paired connection (the loop is done with it).
    pub fn close(&mut self, conn: ConnId) {
        self.close_paired(conn);
    }

    /// When [`Endpoint::handle_timeout`] is next due: a pairing's deadline, or the code's end
    /// while a seat waits for it.
    pub fn poll_timeout(&self) -> Option<Instant> {
        let deadlines = (self.conns.values())
            .filter(|c| c.half_open())
            .map(|c| c.deadline);
        let code_end = self
            .code
            .as_ref()
            .filter(|_| self.waiting().next().is_some())
            .map(|(_, life)| life.made() + CODE_LIFETIME + Duration::from_millis(1));
        deadlines.chain(code_end).min()
    }

    /// Time has come: pairings past their deadline are closed, an expired code is spent.
    pub fn handle_timeout(&mut self, now: Instant) {
        let late: Vec<ConnId> = (self.conns.iter())
            .filter(|(_, c)| c.half_open() && c.deadline <= now)
            .map(|(id, _)| *id)
            .collect();
        let secs = self.config.handshake_deadline.as_secs();
        for conn in late {
            self.refuse(conn, PairingRefusal::TooSlow, AttemptRefused::TooSlow(secs));
        }
        if let Some((_, life)) = &self.code
            && let Err(e @ CodeSpent::Expired) = life.check(now)
        {
            self.code = None;
            self.events.push_back(EndpointEvent::CodeSpent(e));
        }
    }

    /// The next thing for the edge to do.
    pub fn poll_transmit(&mut self) -> Option<Transmit> {
        self.transmits.pop_front()
    }

    /// The next thing for the loop.
    pub fn poll_event(&mut self) -> Option<EndpointEvent> {
        self.events.pop_front()
    }
}

#[cfg(test)]
#[path = "endpoint_tests.rs"]
mod tests;
