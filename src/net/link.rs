//! The link between two devices at one table, as a pure state machine in the manner of
//! quinn-proto: no socket, no clock, no thread. The edge feeds it received frames
//! ([`Link::handle_frame`]), the moments it asked for ([`Link::handle_timeout`],
//! [`Link::poll_timeout`]) and the connection's ups and downs, and carries out what it asks:
//! frames to send ([`Link::poll_transmit`]) and events to apply ([`Link::poll_event`]).
//!
//! The rules that keep every confirmed move exactly once on both devices:
//! - a record is sent only once it is on the sender's disk ([`Link::release`]);
//! - a receiver applies records only in order, each only if its hash before is the hash it holds,
//!   and acknowledges only after its own journal is on disk ([`Link::persisted`]);
//! - the sender resends what is unacknowledged every 0.5 s and when the peer says hello after a
//!   (re)connection; duplicates are acknowledged again and ignored;
//! - what cannot be reconciled (different histories, a peer ahead of what was ever sent) becomes
//!   a [`LinkDivergence`] for the arbiter; nothing is corrected automatically.

use std::{
    collections::VecDeque,
    time::{Duration, Instant},
};

use serde::{Serialize, de::DeserializeOwned};

use super::{
    chain::Chain,
    frame::{Body, ChainHash, Frame, FrameRefusal, Record, Seq, check, decode, encode},
};
use crate::ids::Ids;

/// The link's bounds and rhythm.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LinkConfig {
    /// How often unacknowledged records are sent again.
    pub resend: Duration,
    /// How many unacknowledged records are in flight at once.
    pub window: usize,
    /// Frames accepted per second, on average.
    pub rate: u32,
    /// Frames accepted in a burst.
    pub burst: u32,
    /// How often a connected device says where it stands even when nothing happens, so that a
    /// lost acknowledgement or a peer that lost records is noticed.
    pub keepalive: Duration,
}

impl Default for LinkConfig {
    fn default() -> LinkConfig {
        LinkConfig {
            resend: Duration::from_millis(500),
            window: 32,
            rate: 200,
            burst: 400,
            keepalive: Duration::from_secs(5),
        }
    }
}

/// What cannot be reconciled between the two devices; the arbiter decides.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum LinkDivergence {
    /// A record does not follow the history this device holds.
    #[error("record {seq} does not follow the history held here")]
    Parted {
        /// The first record where the histories part.
        seq: Seq,
    },
    /// The peer holds records of this device's stream that this device never sent (or lost).
    #[error("the peer holds {peer} records of ours, but only {ours} are held here")]
    PeerAhead {
        /// What the peer holds.
        peer: Seq,
        /// What this device holds.
        ours: Seq,
    },
}

/// What the link asks the application to do, or tells it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LinkEvent<P, S> {
    /// Apply this record of the peer's stream, journal it, then call [`Link::persisted`].
    Deliver(Record<P>),
    /// Replace the peer's state with this snapshot, journal it, then call [`Link::persisted`].
    Snapshot {
        /// The last record it covers.
        through: Seq,
        /// The chain hash after it.
        hash: ChainHash,
        /// The state.
        state: S,
    },
    /// The peer has this device's records through this one on its disk.
    Acked(Seq),
    /// A frame was refused and dropped; log the reason.
    Refused(FrameRefusal),
    /// The devices diverge: alert the arbiter.
    Alert(LinkDivergence),
}

/// Where a device stands after a restart, read back from its journal.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ResumePoint<P, S> {
    /// The last snapshot of this device's own stream: (through, hash after, state).
    pub snapshot: Option<(Seq, ChainHash, S)>,
    /// This device's records on its disk after the snapshot, in order.
    pub sent: Vec<Record<P>>,
    /// The last record (or snapshot) of the peer's stream on this device's disk, and its hash;
    /// `None` when nothing was received.
    pub received: Option<(Seq, ChainHash)>,
}

/// A journal that does not make a stream.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("record {0} of the journal does not continue the stream")]
pub struct BrokenResume(pub Seq);

/// One side of the link between two devices.
#[derive(Debug)]
pub struct Link<P, S> {
    ids: Ids,
    config: LinkConfig,
    out_chain: Chain,
    out: VecDeque<Record<P>>,
    snapshot: Option<(Seq, ChainHash, S)>,
    released: Seq,
    acked: Seq,
    sent_upto: Seq,
    next_resend: Option<Instant>,
    next_keepalive: Option<Instant>,
    in_chain: Chain,
    persisted: Seq,
    connected: bool,
    heard: bool,
    diverged: Option<LinkDivergence>,
    tokens: u64,
    refilled: Option<Instant>,
    tx: VecDeque<Frame<P, S>>,
    events: VecDeque<LinkEvent<P, S>>,
}

// Tokens are counted in thousandths so that the refill needs no floating point.
const MILLI: u64 = 1000;

impl<P, S> Link<P, S>
where
    P: Serialize + DeserializeOwned + Clone,
    S: Serialize + DeserializeOwned + Clone,
{
    /// A link for a new game: nothing sent, nothing received.
    pub fn new(ids: Ids, config: LinkConfig) -> Link<P, S> {
        let genesis = ChainHash::genesis(ids);
        Link {
            ids,
            config,
            out_chain: Chain::new(0, genesis),
            out: VecDeque::new(),
            snapshot: None,
            released: 0,
            acked: 0,
            sent_upto: 0,
            next_resend: None,
            next_keepalive: None,
            in_chain: Chain::new(0, genesis),
            persisted: 0,
            connected: false,
            heard: false,
            diverged: None,
            tokens: u64::from(config.burst) * MILLI,
            refilled: None,
            tx: VecDeque::new(),
            events: VecDeque::new(),
        }
    }

    /// A link after a restart, from what the journal holds.
    pub fn resume(
        ids: Ids,
        config: LinkConfig,
        resume: ResumePoint<P, S>,
    ) -> Result<Link<P, S>, BrokenResume> {
        let mut link = Link::new(ids, config);
        if let Some((through, hash, _)) = &resume.snapshot {
            link.out_chain = Chain::new(*through, *hash);
        }
        for record in resume.sent {
            let expected = link.out_chain.head() + 1;
            if record.seq != expected
                || record.before != link.out_chain.head_hash()
                || !record.chain_holds()
            {
                return Err(BrokenResume(record.seq));
            }
            link.out_chain.push(record.after);
            link.out.push_back(record);
        }
        link.snapshot = resume.snapshot;
        link.released = link.out_chain.head();
        if let Some((seq, hash)) = resume.received {
            link.in_chain = Chain::new(seq, hash);
            link.persisted = seq;
        }
        Ok(link)
    }

    /// The table and game.
    pub fn ids(&self) -> Ids {
        self.ids
    }

    /// The divergence found, if any: the link then applies nothing more.
    pub fn diverged(&self) -> Option<&LinkDivergence> {
        self.diverged.as_ref()
    }

    /// The last of this device's records the peer has on its disk.
    pub fn acked(&self) -> Seq {
        self.acked
    }

    /// The last of this device's records made.
    pub fn sent(&self) -> Seq {
        self.out_chain.head()
    }

    /// The last of the peer's records applied here (delivered, maybe not yet persisted).
    pub fn received(&self) -> Seq {
        self.in_chain.head()
    }

    /// The chain hash after the last of the peer's records applied here: where a new device
    /// for the peer's seat continues its stream.
    pub fn received_hash(&self) -> ChainHash {
        self.in_chain.head_hash()
    }

    /// Makes the next record of this device's stream. The application journals it, and once it
    /// is on disk calls [`Link::release`]; only then is it sent. `position` is the
    /// application's position hash after it (or 0).
    pub fn prepare(&mut self, payload: P, position: u64) -> Result<Record<P>, FrameRefusal> {
        let seq = self.out_chain.head() + 1;
        let bytes =
            serde_json::to_vec(&payload).map_err(|e| FrameRefusal::Malformed(e.to_string()))?;
        let before = self.out_chain.head_hash();
        let record = Record {
            seq,
            before,
            after: before.next(seq, position, &bytes),
            position,
            payload,
        };
        // Refuse now a record too long to ever be sent.
        encode::<P, S>(&Frame {
            ids: self.ids,
            body: Body::Data(record.clone()),
        })?;
        self.out_chain.push(record.after);
        self.out.push_back(record.clone());
        Ok(record)
    }

    /// This device's records through `seq` are on its disk: send them.
    pub fn release(&mut self, seq: Seq, now: Instant) {
        let seq = seq.min(self.out_chain.head());
        if seq <= self.released {
            return;
        }
        self.released = seq;
        self.fill_window();
        self.rearm(now, false);
    }

    /// A snapshot of this device's whole state through its record `through`, for a peer too far
    /// behind; the records it covers are forgotten.
    pub fn set_snapshot(&mut self, through: Seq, state: S) {
        let through = through.min(self.released);
        if let Some(hash) = self.out_chain.at(through) {
            self.out_chain.rebase(through);
            while self.out.front().is_some_and(|r| r.seq <= through) {
                self.out.pop_front();
            }
            self.snapshot = Some((through, hash, state));
        }
    }

    /// Forgets the snapshot while keeping where the stream starts: for a stream that starts
    /// after records another device made, which this one cannot send.
    pub fn clear_snapshot(&mut self) {
        self.snapshot = None;
    }

    /// The peer's records through `seq` are on this device's disk: acknowledge them.
    pub fn persisted(&mut self, seq: Seq) {
        let seq = seq.min(self.in_chain.head());
        if seq > self.persisted {
            self.persisted = seq;
            self.queue(Body::Ack { through: seq });
        }
    }

    /// A connection is up: say hello (which tells the peer what to resend).
    pub fn connected(&mut self, now: Instant) {
        self.connected = true;
        self.heard = false;
        self.tx.clear();
        self.sent_upto = self.acked;
        self.hello(false);
        self.rearm(now, true);
        self.next_keepalive = Some(now + self.config.keepalive);
    }

    // Where this device stands as a receiver. After a snapshot not yet on disk the hash at
    // `persisted` is no longer known: the peer then checks nothing.
    fn hello(&mut self, reply: bool) {
        let hash = self.in_chain.at(self.persisted);
        self.queue(Body::Hello {
            next: self.persisted + 1,
            hash,
            reply,
        });
    }

    // The timer runs while the peer's hello is awaited or records are unacknowledged.
    fn rearm(&mut self, now: Instant, restart: bool) {
        let needed = self.connected && (!self.heard || self.acked < self.released);
        if !needed {
            self.next_resend = None;
        } else if restart || self.next_resend.is_none() {
            self.next_resend = Some(now + self.config.resend);
        }
    }

    /// The connection broke: nothing is sent until the next one.
    pub fn disconnected(&mut self) {
        self.connected = false;
        self.tx.clear();
        self.next_resend = None;
        self.next_keepalive = None;
    }

    /// Whether the peer said hello on this connection and has everything sent on its disk.
    pub fn is_synced(&self) -> bool {
        self.connected && self.heard && self.acked >= self.released
    }

    /// When the link next needs [`Link::handle_timeout`]: every 0.5 s while something is
    /// unacknowledged, else only the keepalive; `None` when disconnected.
    pub fn poll_timeout(&self) -> Option<Instant> {
        match (self.next_resend, self.next_keepalive) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
        }
    }

    /// Time has come: resend what is unacknowledged.
    pub fn handle_timeout(&mut self, now: Instant) {
        if self.next_resend.is_some_and(|at| at <= now) && self.connected {
            if !self.heard {
                self.hello(false);
            }
            if self.acked < self.released {
                self.sent_upto = self.acked;
                self.fill_window();
            }
            self.rearm(now, true);
        }
        if self.next_keepalive.is_some_and(|at| at <= now) && self.connected {
            self.hello(true);
            self.next_keepalive = Some(now + self.config.keepalive);
        }
    }

    /// The next frame to send, encoded. One that cannot be encoded (a snapshot too large) is
    /// reported as refused and skipped.
    pub fn poll_transmit(&mut self) -> Option<Vec<u8>> {
        while let Some(frame) = self.tx.pop_front() {
            match encode(&frame) {
                Ok(bytes) => return Some(bytes),
                Err(refusal) => self.events.push_back(LinkEvent::Refused(refusal)),
            }
        }
        None
    }

    /// The next frame to send, for a transport that carries frames as values (in one process,
    /// or a bus that encodes them itself).
    pub fn poll_transmit_frame(&mut self) -> Option<Frame<P, S>> {
        self.tx.pop_front()
    }

    /// The next thing for the application.
    pub fn poll_event(&mut self) -> Option<LinkEvent<P, S>> {
        self.events.pop_front()
    }

    /// A frame arrived, encoded.
    pub fn handle_frame(&mut self, bytes: &[u8], now: Instant) {
        if !self.take_token(now) {
            self.events
                .push_back(LinkEvent::Refused(FrameRefusal::Rate));
            return;
        }
        match decode(bytes, self.ids) {
            Ok(frame) => self.on_frame(frame, now),
            Err(refusal) => self.events.push_back(LinkEvent::Refused(refusal)),
        }
    }

    /// A frame arrived as a value; it is checked exactly as an encoded one.
    pub fn handle(&mut self, frame: Frame<P, S>, now: Instant) {
        if !self.take_token(now) {
            self.events
                .push_back(LinkEvent::Refused(FrameRefusal::Rate));
            return;
        }
        match check(&frame, self.ids) {
            Ok(()) => self.on_frame(frame, now),
            Err(refusal) => self.events.push_back(LinkEvent::Refused(refusal)),
        }
    }

    fn on_frame(&mut self, frame: Frame<P, S>, now: Instant) {
        match frame.body {
            Body::Hello { next, hash, reply } => {
                self.heard = true;
                if !reply {
                    self.hello(true);
                }
                self.on_hello(next.saturating_sub(1), hash, now);
            }
            Body::Data(record) => self.on_data(record),
            Body::Ack { through } => self.on_ack(through, now),
            Body::Snapshot {
                through,
                hash,
                state,
            } => self.on_snapshot(through, hash, state),
        }
    }

    fn on_hello(&mut self, peer_has: Seq, hash: Option<ChainHash>, now: Instant) {
        if peer_has > self.out_chain.head() {
            self.alert(LinkDivergence::PeerAhead {
                peer: peer_has,
                ours: self.out_chain.head(),
            });
            return;
        }
        if hash.is_some_and(|theirs| self.out_chain.at(peer_has).is_some_and(|h| h != theirs)) {
            self.alert(LinkDivergence::Parted { seq: peer_has });
            return;
        }
        // The peer said exactly where it stands on its disk, even behind what it acknowledged
        // before (a new device for the seat): send from there at once.
        self.advance_ack(peer_has);
        self.acked = peer_has.min(self.released);
        self.sent_upto = self.acked;
        if self.acked < self.out_chain.base() {
            self.send_snapshot();
        }
        self.fill_window();
        self.rearm(now, true);
    }

    fn on_data(&mut self, record: Record<P>) {
        if self.diverged.is_some() {
            return;
        }
        let head = self.in_chain.head();
        if record.seq <= head {
            // A duplicate: it must be the record held, and is acknowledged again if on disk.
            if self
                .in_chain
                .at(record.seq)
                .is_some_and(|h| h != record.after)
            {
                self.alert(LinkDivergence::Parted { seq: record.seq });
            } else if record.seq <= self.persisted {
                self.queue(Body::Ack {
                    through: self.persisted,
                });
            }
        } else if record.seq == head + 1 {
            if record.before != self.in_chain.head_hash() {
                self.alert(LinkDivergence::Parted { seq: record.seq });
                return;
            }
            self.in_chain.push(record.after);
            self.events.push_back(LinkEvent::Deliver(record));
        }
        // A record after a gap is dropped: the sender resends in order.
    }

    fn on_ack(&mut self, through: Seq, now: Instant) {
        if through > self.out_chain.head() {
            self.alert(LinkDivergence::PeerAhead {
                peer: through,
                ours: self.out_chain.head(),
            });
            return;
        }
        self.advance_ack(through);
        self.fill_window();
        self.rearm(now, false);
    }

    fn on_snapshot(&mut self, through: Seq, hash: ChainHash, state: S) {
        if self.diverged.is_some() {
            return;
        }
        if through > self.in_chain.head() {
            self.in_chain = Chain::new(through, hash);
            self.events.push_back(LinkEvent::Snapshot {
                through,
                hash,
                state,
            });
        } else if self.in_chain.at(through).is_some_and(|h| h != hash) {
            self.alert(LinkDivergence::Parted { seq: through });
        }
    }

    fn advance_ack(&mut self, through: Seq) {
        let through = through.min(self.released);
        if through > self.acked {
            self.acked = through;
            self.sent_upto = self.sent_upto.max(through);
            self.events.push_back(LinkEvent::Acked(through));
        }
    }

    // Sends released records after `sent_upto`, keeping at most a window in flight.
    fn fill_window(&mut self) {
        if !self.connected {
            return;
        }
        let limit = self.released.min(self.acked + self.config.window as Seq);
        let base = self.out_chain.base();
        while self.sent_upto < limit {
            let seq = self.sent_upto + 1;
            if seq <= base {
                self.sent_upto = base;
                continue;
            }
            let index = (seq - base - 1) as usize;
            let Some(record) = self.out.get(index).cloned() else {
                break;
            };
            self.queue(Body::Data(record));
            self.sent_upto = seq;
        }
    }

    fn send_snapshot(&mut self) {
        if let Some((through, hash, state)) = self.snapshot.clone() {
            self.queue(Body::Snapshot {
                through,
                hash,
                state,
            });
        }
    }

    fn queue(&mut self, body: Body<P, S>) {
        if !self.connected {
            return;
        }
        self.tx.push_back(Frame {
            ids: self.ids,
            body,
        });
    }

    fn alert(&mut self, divergence: LinkDivergence) {
        if self.diverged.is_none() {
            self.diverged = Some(divergence.clone());
            self.events.push_back(LinkEvent::Alert(divergence));
        }
    }

    fn take_token(&mut self, now: Instant) -> bool {
        let cap = u64::from(self.config.burst) * MILLI;
        if let Some(then) = self.refilled {
            let elapsed = now.saturating_duration_since(then).as_millis() as u64;
            self.tokens = (self.tokens + elapsed * u64::from(self.config.rate)).min(cap);
        }
        self.refilled = Some(now);
        if self.tokens >= MILLI {
            self.tokens -= MILLI;
            true
        } else {
            false
        }
    }
}
