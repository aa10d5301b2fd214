//! The host's side of a table shared between devices (`annabella host`): one link per seat
//! that joined over the network. Every entry the host journals goes to every device once it is
//! on disk; a device's requests are taken as if typed at the host's keyboard for that seat and
//! acknowledged once their entry is on disk. Edge code: it writes the link's log.

use std::{collections::BTreeMap, io::Write as _, path::PathBuf, time::Instant};

use super::net::NetEvent;
use crate::{
    i18n::Arg,
    ids::Ids,
    io::link::Outbox,
    net::{
        LinkEvent,
        follow::{TableLink, Welcome, Wire, host_link, via},
        frame::Seq,
    },
    present::Words,
    table::{
        Action, Seat,
        journal::{Entry, Header, Via},
    },
};

/// What the loop is to do for the network.
#[derive(Debug)]
pub enum Todo {
    /// Take `seat`'s action from its device, then acknowledge record `seq` once journaled.
    Act {
        /// The seat.
        seat: Seat,
        /// Its action.
        action: Action,
        /// Its mark for the journal.
        via: Via,
    },
    /// Tell the seat at the keyboard this message (by id, with arguments).
    Tell(String),
    /// The seat is taken (or no longer) by another device.
    Remote(Seat, bool),
    /// The link of the seat's device is up (or down).
    Link(Seat, bool),
}

#[derive(Debug)]
struct Remote {
    link: TableLink,
    outbox: Option<Outbox>,
    conn: u64,
}

/// The devices of the seats that joined, with the host's journal so far.
#[derive(Debug)]
pub struct Remotes {
    ids: Ids,
    header: Header,
    history: Vec<(Entry, u64)>,
    seats: BTreeMap<Seat, Remote>,
    log: Option<PathBuf>,
    words: Words,
    addr: String,
    code_shown: bool,
    /// The table's secret: each device gets its own seat's key with its welcome.
    secret: Option<crate::table::TableSecret>,
}

impl Remotes {
    /// The remotes of a table whose journal holds `history`; `log` is where refusals are
    /// written, `words` the host keyboard's language, `addr` where devices join.
    pub fn new(
        ids: Ids,
        header: Header,
        history: Vec<(Entry, u64)>,
        log: Option<PathBuf>,
        words: Words,
        addr: String,
    ) -> Remotes {
        Remotes {
            ids,
            header,
            history,
            seats: BTreeMap::new(),
            log,
            words,
            addr,
            code_shown: false,
            secret: None,
        }
    }

    /// The same remotes, giving each device its seat's key from the table's `secret`.
    pub fn with_secret(mut self, secret: crate::table::TableSecret) -> Remotes {
        self.secret = Some(secret);
        self
    }

    /// Entries just journaled, each with the table's state hash after it: sent to every device.
    pub fn journaled(&mut self, acted: Vec<(Entry, u64)>, now: Instant) {
        for (entry, hash) in acted {
            for remote in self.seats.values_mut() {
                match remote.link.prepare(Wire::Entry(entry.clone()), hash) {
                    Ok(record) => remote.link.release(record.seq, now),
                    Err(e) => Self::write_log(self.log.as_ref(), &format!("not sent: {e}")),
                }
            }
            self.history.push((entry, hash));
        }
        self.flush();
    }

    /// A request taken and journaled: acknowledge it.
    pub fn persisted(&mut self, seat: Seat, seq: Seq) {
        if let Some(remote) = self.seats.get_mut(&seat) {
            remote.link.persisted(seq);
        }
        self.flush();
    }

    /// When a link next needs [`Remotes::handle_timeout`].
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
        self.flush();
    }

    /// What a network event means for the table.
    pub fn net_event(&mut self, event: NetEvent, now: Instant) -> Vec<Todo> {
        let mut todo = Vec::new();
        match event {
            NetEvent::Code(code) => {
                let typed = code.secret().replace(' ', "-");
                // The first code this host shows comes with the command to type (after a
                // restart too: a device the arbiter allowed in place of a lost one needs it).
                let first = !self.code_shown;
                self.code_shown = true;
                let id = if first { "link-code" } else { "link-code-new" };
                todo.push(Todo::Tell(self.words.format(
                    id,
                    &[
                        ("code", Arg::Str(&code.to_string())),
                        ("typed", Arg::Str(&typed)),
                        ("addr", Arg::Str(&self.addr)),
                    ],
                )));
            }
            NetEvent::Up {
                seat,
                conn,
                outbox,
                confirmation,
                new,
                ..
            } => self.up(
                seat,
                conn,
                outbox,
                confirmation.as_deref(),
                new,
                now,
                &mut todo,
            ),
            NetEvent::Frame { seat, conn, bytes } => {
                if let Some(remote) = self.seats.get_mut(&seat)
                    && remote.conn == conn
                {
                    remote.link.handle_frame(&bytes, now);
                    self.link_events(seat, &mut todo);
                }
            }
            NetEvent::Down { seat, conn } => {
                if let Some(remote) = self.seats.get_mut(&seat)
                    && remote.conn == conn
                {
                    remote.link.disconnected();
                    remote.outbox = None;
                    todo.push(Todo::Link(seat, false));
                    // While its device is away, the seat can be taken at this keyboard (a
                    // flat battery must not stop the game); the device's requests are still
                    // taken in order when it is back.
                    todo.push(Todo::Remote(seat, false));
                    let name = self.words.seat(seat);
                    todo.push(Todo::Tell(
                        self.words.format("link-lost", &[("seat", Arg::Str(&name))]),
                    ));
                }
            }
            NetEvent::Refused { reason, tell } => {
                // Every refusal is in the log; the seat hears of refused attempts once until
                // the next pairing, not once per attempt.
                self.log(&reason);
                if tell {
                    let text = match &self.log {
                        Some(log) => self.words.format(
                            "link-refused-logged",
                            &[
                                ("reason", Arg::Str(&reason)),
                                ("log", Arg::Str(&log.display().to_string())),
                            ],
                        ),
                        None => self
                            .words
                            .format("link-refused", &[("reason", Arg::Str(&reason))]),
                    };
                    todo.push(Todo::Tell(text));
                }
            }
        }
        self.flush();
        todo
    }

    #[allow(clippy::too_many_arguments)]
    fn up(
        &mut self,
        seat: Seat,
        conn: u64,
        outbox: Outbox,
        confirmation: Option<&str>,
        new: bool,
        now: Instant,
        todo: &mut Vec<Todo>,
    ) {
        if new {
            // A new device for the seat (the first, or one the arbiter allowed in place of a
            // lost one): its link starts from the journal.
            self.seats.remove(&seat);
        }
        if !self.seats.contains_key(&seat) {
            match host_link(self.ids, &self.history, seat) {
                Ok(link) => {
                    self.seats.insert(
                        seat,
                        Remote {
                            link,
                            outbox: None,
                            conn,
                        },
                    );
                }
                Err(e) => {
                    self.log(&format!("{seat}: {e}"));
                    return;
                }
            }
        }
        let Some(remote) = self.seats.get_mut(&seat) else {
            return;
        };
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
        };
        // The welcome goes first, before any record of the link.
        if !outbox.send(welcome.encode()) {
            return;
        }
        remote.conn = conn;
        remote.outbox = Some(outbox);
        remote.link.connected(now);
        let name = self.words.seat(seat);
        // The confirmation is read aloud on both devices or on neither: only a pairing with
        // the code has one (a device coming back with its key has nothing new to check).
        let text = match confirmation {
            Some(confirm) => self.words.format(
                "link-joined",
                &[("seat", Arg::Str(&name)), ("confirm", Arg::Str(confirm))],
            ),
            None => self.words.format("link-back", &[("seat", Arg::Str(&name))]),
        };
        todo.push(Todo::Remote(seat, true));
        todo.push(Todo::Link(seat, true));
        todo.push(Todo::Tell(text));
    }

    fn link_events(&mut self, seat: Seat, todo: &mut Vec<Todo>) {
        let mut done = Vec::new();
        let Some(remote) = self.seats.get_mut(&seat) else {
            return;
        };
        while let Some(event) = remote.link.poll_event() {
            match event {
                LinkEvent::Deliver(record) => match &record.payload {
                    Wire::Request(words) => match Action::decode(seat, words) {
                        Ok(action) => todo.push(Todo::Act {
                            seat,
                            action,
                            via: via(&record),
                        }),
                        Err(e) => {
                            done.push(format!("{seat}: request {}: {e}", record.seq));
                            remote.link.persisted(record.seq);
                        }
                    },
                    Wire::Entry(_) => {
                        done.push(format!("{seat}: record {} is not a request", record.seq));
                        remote.link.persisted(record.seq);
                    }
                },
                LinkEvent::Refused(refusal) => done.push(format!("{seat}: {refusal}")),
                LinkEvent::Alert(divergence) => {
                    done.push(format!("{seat}: {divergence}"));
                    todo.push(Todo::Tell(self.words.format(
                        "link-diverged",
                        &[("seq", Arg::Num(remote.link.received() as i64))],
                    )));
                }
                LinkEvent::Acked(_) | LinkEvent::Snapshot { .. } => {}
            }
        }
        for line in done {
            self.log(&line);
        }
    }

    fn flush(&mut self) {
        for remote in self.seats.values_mut() {
            while let Some(bytes) = remote.link.poll_transmit() {
                if let Some(outbox) = &remote.outbox
                    && !outbox.send(bytes)
                {
                    remote.outbox = None;
                }
            }
        }
    }

    /// Writes a line to the link's log.
    pub fn log(&self, line: &str) {
        Self::write_log(self.log.as_ref(), line);
    }

    fn write_log(path: Option<&PathBuf>, line: &str) {
        let Some(path) = path else {
            return;
        };
        let wall = super::wall_now();
        let (y, mo, d, h, mi, s, ms) = wall.civil();
        if let Ok(mut file) = std::fs::OpenOptions::new()
            .create(true)
            .append(true)
            .open(path)
        {
            let _ = writeln!(
                file,
                "{y:04}-{mo:02}-{d:02}T{h:02}:{mi:02}:{s:02}.{ms:03} {line}"
            );
        }
    }
}
