//! The host's side of a table shared between devices, every joined seat's link in one pure state
//! machine beside the [`super::endpoint`] that pairs them: which link a connection is (the
//! seat's, kept across reconnections, or a new one from the journal for a new device), the
//! welcome each device gets first (the table, its seat's key, where its requests stand), the
//! routing of the host's entries to every device and of each device's requests to the table,
//! and acknowledgements only once the journal holds what they acknowledge. The edge
//! (`run::host`) moves the bytes, writes the log and words what the seat at the host is told.
//!
//! Pure: time is an argument; bytes out are polled ([`HostSide::poll_transmit`]), and what the
//! loop is to do is polled as [`HostEvent`]s.

use std::{
    collections::{BTreeMap, VecDeque},
    time::Instant,
};

use super::{
    LinkEvent,
    follow::{TableLink, Welcome, Wire, host_link, via},
    frame::Seq,
};
use crate::{
    ids::Ids,
    table::{
        Action, PublicKey, Seat, TableSecret,
        journal::{Entry, Header, Via},
        replay::Secrets,
    },
};

/// Which connection of a seat's device (a later one replaces an earlier one).
pub type Conn = u64;

/// What the host's loop is to do.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum HostEvent {
    /// Take `seat`'s action from its device as if typed at the host and journal it with its
    /// mark: it is acknowledged once the journal holds its entry ([`HostSide::journaled`]).
    Act {
        /// The seat.
        seat: Seat,
        /// Its action, typed where it was said.
        action: Action,
        /// The words it was said in.
        said: Option<String>,
        /// What was sealed or revealed on the device, and its public key.
        secrets: Secrets,
        /// Its mark for the journal.
        via: Via,
    },
    /// A device paired for `seat` (with the code: the confirmation both devices read aloud)
    /// or came back with its key (`None`): its seat is taken there.
    Joined {
        /// The seat.
        seat: Seat,
        /// The confirmation, when it paired with the code.
        confirmation: Option<String>,
        /// The public key the device keeps the private half of for sealed moves.
        device: PublicKey,
    },
    /// The seat's device is gone: while it is away, the seat can be taken at the host (a flat
    /// battery must not stop the game); its requests are still taken in order when it is back.
    Lost(Seat),
    /// The seat's replica parted from the host's table after record `seq`.
    Diverged {
        /// The seat.
        seat: Seat,
        /// The last record it took.
        seq: Seq,
    },
    /// A line for the link's log (a refused record, a link that could not be made).
    Log(String),
}

/// One joined seat's link.
#[derive(Debug)]
struct SeatLink {
    link: TableLink,
    conn: Conn,
    up: bool,
}

/// Every joined seat's link, over the host's journal so far.
#[derive(Debug)]
pub struct HostSide {
    ids: Ids,
    header: Header,
    history: Vec<(Entry, u64)>,
    seats: BTreeMap<Seat, SeatLink>,
    /// The table's secret: each device gets its own seat's key with its welcome.
    secret: Option<TableSecret>,
    events: VecDeque<HostEvent>,
}

impl HostSide {
    /// The host's side of table `ids` set up as `header`, whose journal holds `history` (each
    /// entry with the table's state hash after it).
    pub fn new(ids: Ids, header: Header, history: Vec<(Entry, u64)>) -> HostSide {
        HostSide {
            ids,
            header,
            history,
            seats: BTreeMap::new(),
            secret: None,
            events: VecDeque::new(),
        }
    }

    /// The same, giving each device its seat's key from the table's `secret`.
    pub fn with_secret(mut self, secret: TableSecret) -> HostSide {
        self.secret = Some(secret);
        self
    }

    /// A device paired for `seat` on connection `conn` (`new`: with the code, a new device
    /// for the seat; otherwise one coming back with its key): the welcome it is sent before
    /// any record, then [`HostSide::connected`]. A new device's link starts from the journal;
    /// one coming back keeps its seat's link. `None` when the journal makes no link (logged).
    pub fn welcome(&mut self, seat: Seat, conn: Conn, new: bool) -> Option<Vec<u8>> {
        if new {
            // The first device for the seat, or one the arbiter allowed in place of a lost one.
            self.seats.remove(&seat);
        }
        if !self.seats.contains_key(&seat) {
            match host_link(self.ids, &self.history, seat) {
                Ok(link) => {
                    self.seats.insert(
                        seat,
                        SeatLink {
                            link,
                            conn,
                            up: false,
                        },
                    );
                }
                Err(e) => {
                    self.events
                        .push_back(HostEvent::Log(format!("{seat}: {e}")));
                    return None;
                }
            }
        }
        let remote = self.seats.get(&seat)?;
        let welcome = Welcome {
            ids: self.ids,
            header: self.header.clone(),
            seat: seat.as_str().into(),
            through: self.history.len() as Seq,
            requests_from: Some((remote.link.received(), remote.link.received_hash().0)),
            seat_key: self
                .secret
                .as_ref()
                .map(|s| s.seat_key(self.ids, seat).to_hex()),
            seat_private: self
                .secret
                .as_ref()
                .map(|s| s.private_key(self.ids, seat).to_hex()),
            keys: self.public_keys(),
        };
        Some(welcome.encode())
    }

    /// Each seat's public key as the table knows it: its own device's, journaled with its
    /// requests, or the one derived from the table's secret where the seat is played here.
    fn public_keys(&self) -> BTreeMap<String, String> {
        let mut keys: BTreeMap<String, String> = [Seat::Blind, Seat::Sighted, Seat::Arbiter]
            .into_iter()
            .filter_map(|seat| {
                let key = self.secret.as_ref()?.private_key(self.ids, seat).public();
                Some((seat.as_str().to_owned(), key.to_hex()))
            })
            .collect();
        for (entry, _) in &self.history {
            if let Some((seat, key)) = entry.key_of() {
                keys.insert(seat.as_str().to_owned(), key.to_hex());
            }
        }
        keys
    }

    /// The welcome went out on `conn`: the seat's records follow it there.
    pub fn connected(
        &mut self,
        seat: Seat,
        conn: Conn,
        confirmation: Option<String>,
        device: PublicKey,
        now: Instant,
    ) {
        let Some(remote) = self.seats.get_mut(&seat) else {
            return;
        };
        remote.conn = conn;
        remote.up = true;
        remote.link.connected(now);
        self.events.push_back(HostEvent::Joined {
            seat,
            confirmation,
            device,
        });
    }

    /// A frame from `seat`'s device on `conn` (an earlier connection's is passed over).
    pub fn handle_frame(&mut self, seat: Seat, conn: Conn, bytes: &[u8], now: Instant) {
        let Some(remote) = self.seats.get_mut(&seat) else {
            return;
        };
        if remote.conn != conn {
            return;
        }
        remote.link.handle_frame(bytes, now);
        while let Some(event) = remote.link.poll_event() {
            match event {
                LinkEvent::Deliver(record) => match &record.payload {
                    Wire::Request(request) => self.events.push_back(HostEvent::Act {
                        seat,
                        action: request.action.clone(),
                        said: request.said.clone(),
                        secrets: request.secrets.clone(),
                        via: via(&record),
                    }),
                    Wire::Entry(_) => {
                        self.events.push_back(HostEvent::Log(format!(
                            "{seat}: record {} is not a request",
                            record.seq
                        )));
                        remote.link.persisted(record.seq);
                    }
                },
                LinkEvent::Refused(refusal) => self
                    .events
                    .push_back(HostEvent::Log(format!("{seat}: {refusal}"))),
                LinkEvent::Alert(divergence) => {
                    self.events
                        .push_back(HostEvent::Log(format!("{seat}: {divergence}")));
                    self.events.push_back(HostEvent::Diverged {
                        seat,
                        seq: remote.link.received(),
                    });
                }
                LinkEvent::Acked(_) | LinkEvent::Snapshot { .. } => {}
            }
        }
    }

    /// `seat`'s connection `conn` ended (an earlier connection's end is passed over).
    pub fn disconnected(&mut self, seat: Seat, conn: Conn) {
        if let Some(remote) = self.seats.get_mut(&seat)
            && remote.conn == conn
        {
            remote.link.disconnected();
            remote.up = false;
            self.events.push_back(HostEvent::Lost(seat));
        }
    }

    /// Entries the journal now holds, each with the table's state hash after it: they go to
    /// every device, and nothing the journal does not hold ever does; a device's request whose
    /// entry is among them (its mark, `via`) is acknowledged, and none before its entry is on
    /// disk (a device keeps, and resends, a request the journal did not take).
    pub fn journaled(&mut self, acted: Vec<(Entry, u64)>, now: Instant) {
        for (entry, hash) in acted {
            for remote in self.seats.values_mut() {
                match remote.link.prepare(Wire::Entry(entry.clone()), hash) {
                    Ok(record) => remote.link.release(record.seq, now),
                    Err(e) => self
                        .events
                        .push_back(HostEvent::Log(format!("not sent: {e}"))),
                }
            }
            // A hall's request is the bus's to acknowledge, not a device's link's.
            if let (Some(seat), Some(via)) = (entry.seat(), entry.via.filter(|v| !v.hall))
                && let Some(remote) = self.seats.get_mut(&seat)
            {
                remote.link.persisted(via.seq);
            }
            self.history.push((entry, hash));
        }
    }

    /// When a link next needs [`HostSide::handle_timeout`].
    pub fn poll_timeout(&self) -> Option<Instant> {
        self.seats
            .values()
            .filter_map(|r| r.link.poll_timeout())
            .min()
    }

    /// Resends what is unacknowledged, says hello when due.
    pub fn handle_timeout(&mut self, now: Instant) {
        for remote in self.seats.values_mut() {
            remote.link.handle_timeout(now);
        }
    }

    /// Bytes for a seat's device, on its connection: sent if that connection is still there.
    pub fn poll_transmit(&mut self) -> Option<(Seat, Conn, Vec<u8>)> {
        self.seats.iter_mut().find_map(|(seat, remote)| {
            remote
                .link
                .poll_transmit()
                .map(|bytes| (*seat, remote.conn, bytes))
        })
    }

    /// What the loop is to do next.
    pub fn poll_event(&mut self) -> Option<HostEvent> {
        self.events.pop_front()
    }

    /// Whether `seat`'s device is connected.
    pub fn is_up(&self, seat: Seat) -> bool {
        self.seats.get(&seat).is_some_and(|r| r.up)
    }
}

#[cfg(test)]
#[path = "host_side_tests.rs"]
mod tests;
