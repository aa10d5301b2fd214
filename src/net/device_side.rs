//! A joined device's side of its table's link, as one pure state machine: the host's entries
//! applied in order and acknowledged only once this device's journal holds them, its seat's
//! requests sent only once its request journal holds them, the entries from before it joined
//! applied quietly and the catch-up told once, a replica that parted from the host applying
//! nothing more, a journal that failed writing, sending and acknowledging nothing more. The edge
//! (`run::follower`) moves the bytes, writes the journals, reconnects and words what the seat is
//! told.
//!
//! Pure: time is an argument; bytes out are polled ([`DeviceSide::poll_transmit`]), and what the
//! loop is to do is polled as [`DeviceTodo`]s.

use std::{collections::VecDeque, time::Instant};

use super::{
    LinkEvent,
    follow::{RequestEntry, TableLink, Wire},
    frame::Seq,
    host_side::Conn,
};
use crate::table::journal::Entry;

/// What a joined device's loop is to do.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DeviceTodo {
    /// Apply the host's entry (record `seq`, with the host's state hash after it), then say
    /// whether the replica holds the same table ([`DeviceSide::applied`]) and journal it.
    Apply {
        /// The entry.
        entry: Box<Entry>,
        /// Its place in the host's stream.
        seq: Seq,
        /// The host's state hash after it.
        position: u64,
        /// Made before this device joined: applied without a word.
        quiet: bool,
    },
    /// The link to the host is up: paired with the code (the confirmation both devices read
    /// aloud) or back with the key (`None`).
    Up {
        /// The confirmation, when it paired with the code.
        confirmation: Option<String>,
    },
    /// The link to the host is down: the edge tries again, as connection `next`.
    Lost {
        /// The connection to try next.
        next: Conn,
    },
    /// The replica parted from the host's table at record `seq`: nothing more is applied.
    Diverged(Seq),
    /// The host refused a record of this device's (for the seat, in words).
    Refused(String),
    /// Every entry made before this device joined is applied: say where the game stands.
    CaughtUp(Seq),
}

/// A joined device's side of the link to its host.
#[derive(Debug)]
pub struct DeviceSide {
    link: TableLink,
    conn: Conn,
    /// Entries through this one were made before this connection: applied without a word.
    quiet_through: Seq,
    /// The catch-up was told.
    caught_up: bool,
    /// The replica parted from the host: nothing more is applied.
    parted: bool,
    /// A journal write failed: nothing more is written, sent or acknowledged.
    journal_failed: bool,
    events: VecDeque<DeviceTodo>,
}

impl DeviceSide {
    /// The device's side of `link` (made from its journals), which holds `held` of the host's
    /// entries already.
    pub fn new(link: TableLink, held: Seq) -> DeviceSide {
        DeviceSide {
            link,
            conn: 0,
            quiet_through: held,
            caught_up: false,
            parted: false,
            journal_failed: false,
            events: VecDeque::new(),
        }
    }

    /// Paired (or back) on connection `conn`; the host's welcome said it had `through` entries
    /// then: those are applied quietly, when this device holds nothing of the game yet.
    pub fn connected(
        &mut self,
        conn: Conn,
        through: Option<Seq>,
        confirmation: Option<String>,
        now: Instant,
    ) {
        self.conn = conn;
        // Only a device that joins with nothing of the game yet takes its history without a
        // word; one back after a lost link or a restart is told what happened meanwhile (an
        // alert for the arbiter among it).
        if let Some(through) = through
            && self.link.received() == 0
        {
            self.quiet_through = self.quiet_through.max(through);
        }
        self.link.connected(now);
        self.events.push_back(DeviceTodo::Up { confirmation });
        self.catch_up();
    }

    /// A frame from the host on `conn` (an earlier connection's is passed over).
    pub fn handle_frame(&mut self, conn: Conn, bytes: &[u8], now: Instant) {
        if conn != self.conn {
            return;
        }
        self.link.handle_frame(bytes, now);
        while let Some(event) = self.link.poll_event() {
            match event {
                LinkEvent::Deliver(record) => match record.payload {
                    Wire::Entry(entry) if !self.parted => {
                        self.events.push_back(DeviceTodo::Apply {
                            entry: Box::new(entry),
                            seq: record.seq,
                            position: record.position,
                            quiet: record.seq <= self.quiet_through,
                        });
                    }
                    // After parting nothing is applied; a request from the host is not one.
                    Wire::Entry(_) | Wire::Request(_) => {}
                },
                LinkEvent::Alert(_) => {
                    self.parted = true;
                    self.events
                        .push_back(DeviceTodo::Diverged(self.link.received() + 1));
                }
                LinkEvent::Refused(r) => self.events.push_back(DeviceTodo::Refused(r.to_string())),
                LinkEvent::Acked(_) | LinkEvent::Snapshot { .. } => {}
            }
        }
    }

    /// Connection `conn` ended (an earlier connection's end is passed over).
    pub fn disconnected(&mut self, conn: Conn) {
        if conn == self.conn {
            self.link.disconnected();
            self.events.push_back(DeviceTodo::Lost { next: conn + 1 });
        }
    }

    /// A request of this device's seat, to be sent once its journal holds it: its sequence
    /// number, for [`DeviceSide::release`] after the write. `None` after a failed write (a
    /// later request sent would carry the one not on disk with it).
    ///
    /// # Errors
    ///
    /// The request is too long to send.
    pub fn prepare(&mut self, request: RequestEntry) -> Result<Option<Seq>, String> {
        if self.journal_failed {
            return Ok(None);
        }
        self.link
            .prepare(Wire::Request(request), 0)
            .map(|record| Some(record.seq))
            .map_err(|e| e.to_string())
    }

    /// The request journal holds request `seq`: it goes out.
    pub fn release(&mut self, seq: Seq, now: Instant) {
        self.link.release(seq, now);
    }

    /// Entry `seq` was applied, and the replica holds the same table as the host (`same`) or
    /// not: a replica that differs parts from the table. Whether to journal it: not after a
    /// failed write.
    pub fn applied(&mut self, seq: Seq, same: bool) -> bool {
        if !same {
            self.parted = true;
            self.events.push_back(DeviceTodo::Diverged(seq));
        }
        self.catch_up();
        !self.journal_failed
    }

    /// The journal holds entry `seq`: it is acknowledged (in order only: after a failed write,
    /// a later acknowledgement would cover the entry not on disk).
    pub fn persisted(&mut self, seq: Seq) {
        if !self.journal_failed {
            self.link.persisted(seq);
        }
    }

    /// A journal write failed: nothing more is written, sent or acknowledged.
    pub fn journal_failed(&mut self) {
        self.journal_failed = true;
    }

    /// Whether a journal write failed.
    pub fn has_failed(&self) -> bool {
        self.journal_failed
    }

    /// After the entries before the join: where the game stands, once.
    fn catch_up(&mut self) {
        if !self.caught_up && self.link.received() >= self.quiet_through {
            self.caught_up = true;
            self.events
                .push_back(DeviceTodo::CaughtUp(self.link.received()));
        }
    }

    /// When the link next needs [`DeviceSide::handle_timeout`].
    pub fn poll_timeout(&self) -> Option<Instant> {
        self.link.poll_timeout()
    }

    /// Resends what is unacknowledged, says hello when due.
    pub fn handle_timeout(&mut self, now: Instant) {
        self.link.handle_timeout(now);
    }

    /// Bytes for the host, on the current connection.
    pub fn poll_transmit(&mut self) -> Option<(Conn, Vec<u8>)> {
        self.link.poll_transmit().map(|bytes| (self.conn, bytes))
    }

    /// What the loop is to do next.
    pub fn poll_event(&mut self) -> Option<DeviceTodo> {
        self.events.pop_front()
    }
}

#[cfg(test)]
#[path = "device_side_tests.rs"]
mod tests;
