//! What a joined device holds of the table it follows: the link to the host, its journal of
//! the host's entries and its journal of its own requests, and what each network event means
//! for the loop. Edge code (it writes the journals and starts the reconnecting thread).

use std::{net::SocketAddr, path::Path, sync::mpsc, time::Instant};

use super::net::{NetEvent, reconnect};
use crate::{
    i18n::Arg,
    io::link::{Outbox, PairKey},
    journal::JournalFile,
    net::{
        LinkEvent,
        follow::{RequestEntry, RequestRecords, TableLink, Wire},
        frame::Seq,
    },
    present::Words,
    run::{self, TableJournal},
    table::{Seat, journal::Entry},
};

/// What this device holds of the table: the host's entries and its own requests on disk.
#[derive(Debug)]
pub struct Follower {
    pub(super) seat: Seat,
    pub(super) link: TableLink,
    pub(super) journal: TableJournal,
    pub(super) requests: JournalFile<RequestRecords>,
    pub(super) outbox: Option<Outbox>,
    pub(super) conn: u64,
    pub(super) addr: SocketAddr,
    pub(super) key: PairKey,
    /// Entries through this one were made before this connection: applied without a word.
    pub(super) quiet_through: Seq,
    /// The catch-up was told.
    pub(super) caught_up: bool,
    /// The replica parted from the host: nothing more is applied.
    pub(super) parted: bool,
    /// A journal write failed: nothing more is written, sent or acknowledged.
    pub(super) journal_failed: bool,
    pub(super) words: Words,
    pub(super) tx: mpsc::Sender<run::Input>,
}

/// What the loop is to do for the host's stream.
#[derive(Debug)]
pub enum Todo {
    /// Apply this entry (record `seq`, with the host's state hash after it).
    Apply {
        /// The entry.
        entry: Entry,
        /// Its place in the host's stream.
        seq: Seq,
        /// The host's state hash after it.
        position: u64,
        /// Before this device joined: without a word.
        quiet: bool,
    },
    /// Tell this device's seat.
    Tell(String),
    /// The link to the host is up (or down).
    Link(bool),
    /// All entries up to the join are applied: say where the game stands.
    CaughtUp(Seq),
}

impl Follower {
    /// The seat this device holds.
    pub fn seat(&self) -> Seat {
        self.seat
    }

    /// Journals this seat's actions and sends them to the host.
    pub fn requests(&mut self, actions: Vec<crate::table::Action>, now: Instant) -> Vec<String> {
        let mut failed = Vec::new();
        for action in actions {
            // After a failed write nothing more is sent: releasing a later request would send
            // the one that is not on disk with it.
            if self.journal_failed {
                break;
            }
            let words = action.words();
            match self.link.prepare(Wire::Request(words.clone()), 0) {
                Ok(record) => {
                    // Sent only once it is on this device's disk.
                    match self.requests.append(&RequestEntry { action: words }) {
                        Ok(_) => self.link.release(record.seq, now),
                        Err(e) => {
                            self.journal_failed = true;
                            failed.push(e.to_string());
                        }
                    }
                }
                Err(e) => failed.push(e.to_string()),
            }
        }
        self.flush();
        failed
    }

    /// An entry applied: journal it, then acknowledge it; a state that differs from the host's
    /// parts the replica from the table.
    pub fn applied(&mut self, entry: &Entry, seq: Seq, same: bool) -> Vec<String> {
        let mut told = Vec::new();
        if !same {
            self.parted = true;
            told.push(
                self.words
                    .format("link-diverged", &[("seq", Arg::Num(seq as i64))]),
            );
        }
        // Acknowledged in order only: once a write failed, a later entry's acknowledgement
        // would cover the one not on disk.
        if !self.journal_failed {
            match self.journal.append(entry) {
                Ok(_) => self.link.persisted(seq),
                Err(e) => {
                    self.journal_failed = true;
                    told.push(e.to_string());
                }
            }
        }
        self.flush();
        told
    }

    /// When the link next needs [`Follower::handle_timeout`].
    pub fn poll_timeout(&self) -> Option<Instant> {
        self.link.poll_timeout()
    }

    /// Resends what is unacknowledged, says hello when due.
    pub fn handle_timeout(&mut self, now: Instant) {
        self.link.handle_timeout(now);
        self.flush();
    }

    /// What a network event means for this device.
    pub fn net_event(&mut self, event: NetEvent, now: Instant) -> Vec<Todo> {
        let mut todo = Vec::new();
        match event {
            NetEvent::Up {
                conn,
                outbox,
                confirmation,
                welcome,
                ..
            } => {
                self.conn = conn;
                self.outbox = Some(outbox);
                // Only a device that joins with nothing of the game yet takes its history
                // without a word; one back after a lost link or a restart is told what
                // happened meanwhile (an alert for the arbiter among it).
                if let Some(w) = welcome
                    && self.link.received() == 0
                {
                    self.quiet_through = self.quiet_through.max(w.through);
                }
                self.link.connected(now);
                todo.push(Todo::Link(true));
                let seat = self.words.seat(self.seat);
                // Only a pairing with the code has a confirmation, and the host shows the same
                // one; a device back with its key shows none, and neither does the host.
                todo.push(Todo::Tell(match confirmation {
                    Some(confirm) => self.words.format(
                        "link-joined-here",
                        &[("seat", Arg::Str(&seat)), ("confirm", Arg::Str(&confirm))],
                    ),
                    None => self.words.text("link-back-here"),
                }));
                self.catch_up(&mut todo);
            }
            NetEvent::Frame { conn, bytes, .. } if conn == self.conn => {
                self.link.handle_frame(&bytes, now);
                while let Some(event) = self.link.poll_event() {
                    match event {
                        LinkEvent::Deliver(record) => match record.payload {
                            Wire::Entry(entry) if !self.parted => todo.push(Todo::Apply {
                                entry,
                                seq: record.seq,
                                position: record.position,
                                quiet: record.seq <= self.quiet_through,
                            }),
                            // After parting nothing is applied; a request from the host is
                            // not one.
                            Wire::Entry(_) | Wire::Request(_) => {}
                        },
                        LinkEvent::Alert(_) => {
                            self.parted = true;
                            todo.push(Todo::Tell(self.words.format(
                                "link-diverged",
                                &[("seq", Arg::Num(self.link.received() as i64 + 1))],
                            )));
                        }
                        LinkEvent::Refused(r) => todo.push(Todo::Tell(
                            self.words
                                .format("link-refused", &[("reason", Arg::Str(&r.to_string()))]),
                        )),
                        LinkEvent::Acked(_) | LinkEvent::Snapshot { .. } => {}
                    }
                }
            }
            NetEvent::Frame { .. } | NetEvent::Code(_) => {}
            NetEvent::Down { conn, .. } if conn == self.conn => {
                self.link.disconnected();
                self.outbox = None;
                todo.push(Todo::Link(false));
                todo.push(Todo::Tell(self.words.text("link-lost-here")));
                reconnect(
                    self.addr,
                    self.key.clone(),
                    self.seat,
                    conn + 1,
                    self.tx.clone(),
                );
            }
            NetEvent::Down { .. } => {}
            NetEvent::Refused { reason, .. } => todo.push(Todo::Tell(
                self.words
                    .format("link-refused", &[("reason", Arg::Str(&reason))]),
            )),
        }
        self.flush();
        todo
    }

    /// After the entries before the join: where the game stands, once.
    pub fn catch_up(&mut self, todo: &mut Vec<Todo>) {
        if !self.caught_up && self.link.received() >= self.quiet_through {
            self.caught_up = true;
            todo.push(Todo::CaughtUp(self.link.received()));
        }
    }

    fn flush(&mut self) {
        while let Some(bytes) = self.link.poll_transmit() {
            if let Some(outbox) = &self.outbox
                && !outbox.send(bytes)
            {
                self.outbox = None;
            }
        }
    }

    /// Where this device's journal is.
    pub fn journal_path(&self) -> &Path {
        self.journal.path()
    }
}
