//! What a joined device holds of the table it follows, its effects: the connection to the host,
//! its journal of the host's entries and its journal of its own requests, the reconnecting
//! thread, and what its seat is told, in its words. What each network event means, what is
//! applied, sent and acknowledged when, is decided by the pure [`DeviceSide`]. Edge code (it
//! writes the journals and starts the reconnecting thread).

use std::{net::SocketAddr, path::Path, sync::mpsc, time::Instant};

use super::net::{NetEvent, reconnect};
use crate::{
    i18n::Arg,
    io::link::{Outbox, PairKey},
    journal::JournalFile,
    net::{
        device_side::{DeviceSide, DeviceTodo},
        follow::{RequestEntry, RequestRecords},
        frame::Seq,
        host_side::Conn,
    },
    present::Words,
    run::{self, TableJournal},
    table::{Seat, journal::Entry},
};

/// What this device holds of the table: the host's entries and its own requests on disk.
#[derive(Debug)]
pub struct LinkFollower {
    pub(super) seat: Seat,
    pub(super) side: DeviceSide,
    pub(super) journal: TableJournal,
    pub(super) requests: JournalFile<RequestRecords>,
    pub(super) outbox: Option<(Conn, Outbox)>,
    pub(super) addr: SocketAddr,
    pub(super) key: PairKey,
    /// The public half of this device's sealing key, given again at every reconnection.
    pub(super) device: crate::table::PublicKey,
    pub(super) words: Words,
    pub(super) tx: mpsc::Sender<run::Input>,
}

/// What the loop is to do for the host's stream.
#[derive(Debug)]
pub enum FollowerTodo {
    /// Apply this entry (record `seq`, with the host's state hash after it), then hand it
    /// back ([`LinkFollower::applied`]).
    Apply {
        /// The entry.
        entry: Box<Entry>,
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

impl LinkFollower {
    /// The seat this device holds.
    pub fn seat(&self) -> Seat {
        self.seat
    }

    /// Journals this seat's actions (each with the words it was said in) and sends them to
    /// the host: each only once it is on this device's disk.
    pub fn requests(
        &mut self,
        actions: Vec<(
            crate::table::Action,
            Option<String>,
            crate::table::replay::Secrets,
        )>,
        now: Instant,
    ) -> Vec<String> {
        let mut failed = Vec::new();
        for (action, said, secrets) in actions {
            let request = RequestEntry {
                action,
                said,
                secrets,
            };
            match self.side.prepare(request.clone()) {
                Ok(Some(seq)) => match self.requests.append(&request) {
                    Ok(_) => self.side.release(seq, now),
                    Err(e) => {
                        self.side.journal_failed();
                        failed.push(e.to_string());
                    }
                },
                // After a failed write nothing more is sent.
                Ok(None) => break,
                Err(e) => failed.push(e),
            }
        }
        self.flush();
        failed
    }

    /// An entry applied, the replica holding the host's table (`same`) or not: journal it,
    /// then acknowledge it; what the seat is told of it, and of what came with it.
    pub fn applied(&mut self, entry: &Entry, seq: Seq, same: bool) -> Vec<FollowerTodo> {
        let mut todo = Vec::new();
        if self.side.applied(seq, same) {
            match self.journal.append(entry) {
                Ok(_) => self.side.persisted(seq),
                Err(e) => {
                    self.side.journal_failed();
                    let path = self.journal.path().display().to_string();
                    todo.push(FollowerTodo::Tell(self.words.format(
                        "journal-write-failed",
                        &[
                            ("path", Arg::Str(&path)),
                            ("reason", Arg::Str(&e.to_string())),
                        ],
                    )));
                }
            }
        }
        self.events(&mut todo);
        self.flush();
        todo
    }

    /// When the link next needs [`LinkFollower::handle_timeout`].
    pub fn poll_timeout(&self) -> Option<Instant> {
        self.side.poll_timeout()
    }

    /// Resends what is unacknowledged, says hello when due.
    pub fn handle_timeout(&mut self, now: Instant) {
        self.side.handle_timeout(now);
        self.flush();
    }

    /// What a network event means for this device.
    pub fn net_event(&mut self, event: NetEvent, now: Instant) -> Vec<FollowerTodo> {
        let mut todo = Vec::new();
        match event {
            NetEvent::Up {
                conn,
                outbox,
                confirmation,
                welcome,
                ..
            } => {
                self.outbox = Some((conn, outbox));
                let through = welcome.map(|w| w.through);
                self.side.connected(conn, through, confirmation, now);
            }
            NetEvent::Frame { conn, bytes, .. } => self.side.handle_frame(conn, &bytes, now),
            NetEvent::Code(_) => {}
            NetEvent::Down { conn, .. } => self.side.disconnected(conn),
            NetEvent::OtherRelease { peer, other, .. } => {
                let format = |id: &str, args: &[(&str, Arg<'_>)]| self.words.format(id, args);
                let text = crate::present::release::other_release(&format, peer, &other);
                todo.push(FollowerTodo::Tell(text));
            }
            NetEvent::Refused { reason, .. } => {
                let format = |id: &str, args: &[(&str, Arg<'_>)]| self.words.format(id, args);
                let reason = reason.words(&format);
                todo.push(FollowerTodo::Tell(
                    self.words
                        .format("link-refused", &[("reason", Arg::Str(&reason))]),
                ));
            }
        }
        self.events(&mut todo);
        self.flush();
        todo
    }

    /// What the link's events mean for the loop, in this seat's words.
    fn events(&mut self, todo: &mut Vec<FollowerTodo>) {
        while let Some(event) = self.side.poll_event() {
            match event {
                DeviceTodo::Apply {
                    entry,
                    seq,
                    position,
                    quiet,
                } => todo.push(FollowerTodo::Apply {
                    entry,
                    seq,
                    position,
                    quiet,
                }),
                DeviceTodo::Up { confirmation } => {
                    todo.push(FollowerTodo::Link(true));
                    let seat = self.words.seat(self.seat);
                    // Only a pairing with the code has a confirmation, and the host shows the
                    // same one; a device back with its key shows none, and neither does the
                    // host.
                    todo.push(FollowerTodo::Tell(match confirmation {
                        Some(confirm) => self.words.format(
                            "link-joined-here",
                            &[("seat", Arg::Str(&seat)), ("confirm", Arg::Str(&confirm))],
                        ),
                        None => self.words.text("link-back-here"),
                    }));
                }
                DeviceTodo::Lost { next } => {
                    self.outbox = None;
                    todo.push(FollowerTodo::Link(false));
                    todo.push(FollowerTodo::Tell(self.words.text("link-lost-here")));
                    reconnect(
                        self.addr,
                        self.key.clone(),
                        (self.seat, self.device),
                        next,
                        self.tx.clone(),
                    );
                }
                DeviceTodo::Diverged(seq) => todo.push(FollowerTodo::Tell(
                    self.words
                        .format("link-diverged", &[("seq", Arg::Num(seq as i64))]),
                )),
                DeviceTodo::Refused(reason) => todo.push(FollowerTodo::Tell(
                    self.words
                        .format("link-refused", &[("reason", Arg::Str(&reason))]),
                )),
                DeviceTodo::CaughtUp(n) => todo.push(FollowerTodo::CaughtUp(n)),
            }
        }
    }

    fn flush(&mut self) {
        while let Some((conn, bytes)) = self.side.poll_transmit() {
            if let Some((c, outbox)) = &self.outbox
                && *c == conn
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
