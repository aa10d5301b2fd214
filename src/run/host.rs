//! The host's side of a table shared between devices (`annabella host`), its effects: the
//! connections' outboxes, the link's log file, and what the seat at the host is told, in its
//! words. Which link a connection is, the welcome, the routing of entries and requests and the
//! acknowledgements after the journal are decided by the pure [`HostSide`]. Edge code: it
//! writes the link's log.

use std::{collections::BTreeMap, io::Write as _, path::PathBuf, time::Instant};

use super::net::NetEvent;
use crate::{
    i18n::Arg,
    io::link::Outbox,
    net::host_side::{Conn, HostEvent, HostSide},
    present::Words,
    table::{
        Action, Seat,
        journal::{Entry, Via},
    },
};

/// What the loop is to do for the network.
#[derive(Debug)]
pub enum HostTodo {
    /// Take `seat`'s action from its device and journal it (with its mark, which acknowledges
    /// it once on disk).
    Act {
        /// The seat.
        seat: Seat,
        /// Its action.
        action: Action,
        /// The words it was said in.
        said: Option<String>,
        /// What was sealed or revealed on the device.
        secrets: crate::table::replay::Secrets,
        /// Its mark for the journal.
        via: Via,
    },
    /// Tell the seat at the keyboard this message (by id, with arguments).
    Tell(String),
    /// The seat is taken (or no longer) by another device.
    Remote(Seat, bool),
    /// The link of the seat's device is up (or down).
    Link(Seat, bool),
    /// The seat's device paired giving this public key for sealed moves: journal it if new.
    Key(Seat, crate::table::PublicKey),
}

/// The devices of the seats that joined: their links ([`HostSide`]) and connections.
#[derive(Debug)]
pub struct Remotes {
    side: HostSide,
    outboxes: BTreeMap<Seat, (Conn, Outbox)>,
    log: Option<PathBuf>,
    words: Words,
    addr: String,
    code_shown: bool,
    /// The host's network, finished when the remotes go: the last entries reach the devices.
    network: Option<Network>,
}

/// The host's network, finished when dropped.
#[derive(Debug)]
struct Network(crate::io::link::Host);

impl Drop for Network {
    fn drop(&mut self) {
        self.0.finish(std::time::Duration::from_secs(2));
    }
}

impl Remotes {
    /// The remotes of a table's `side` (its journal so far); `log` is where refusals are
    /// written, `words` the host keyboard's language, `addr` where devices join.
    pub fn new(side: HostSide, log: Option<PathBuf>, words: Words, addr: String) -> Remotes {
        Remotes {
            side,
            outboxes: BTreeMap::new(),
            log,
            words,
            addr,
            code_shown: false,
            network: None,
        }
    }

    /// The same remotes, served by the host's `network`.
    pub fn with_network(mut self, network: crate::io::link::Host) -> Remotes {
        self.network = Some(Network(network));
        self
    }

    /// The same remotes, giving each device its seat's key from the table's `secret`.
    pub fn with_secret(mut self, secret: crate::table::TableSecret) -> Remotes {
        self.side = self.side.with_secret(secret);
        self
    }

    /// Entries just journaled, each with the table's state hash after it: sent to every device.
    pub fn journaled(&mut self, acted: Vec<(Entry, u64)>, now: Instant) {
        self.side.journaled(acted, now);
        self.flush();
    }

    /// When a link next needs [`Remotes::handle_timeout`].
    pub fn poll_timeout(&self) -> Option<Instant> {
        self.side.poll_timeout()
    }

    /// Resends what is unacknowledged, says hello when due.
    pub fn handle_timeout(&mut self, now: Instant) {
        self.side.handle_timeout(now);
        self.flush();
    }

    /// What a network event means for the table.
    pub fn net_event(&mut self, event: NetEvent, now: Instant) -> Vec<HostTodo> {
        let mut todo = Vec::new();
        match event {
            NetEvent::Code(code) => {
                let typed = code.secret().replace(' ', "-");
                // The first code this host shows comes with the command to type (after a
                // restart too: a device the arbiter allowed in place of a lost one needs it).
                let first = !self.code_shown;
                self.code_shown = true;
                let id = if first { "link-code" } else { "link-code-new" };
                todo.push(HostTodo::Tell(self.words.format(
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
                device,
                ..
            } => {
                // The welcome goes first, before any record of the link.
                if let Some(welcome) = self.side.welcome(seat, conn, new)
                    && outbox.send(welcome)
                {
                    self.outboxes.insert(seat, (conn, outbox));
                    self.side.connected(seat, conn, confirmation, device, now);
                }
            }
            NetEvent::Frame { seat, conn, bytes } => {
                self.side.handle_frame(seat, conn, &bytes, now);
            }
            NetEvent::Down { seat, conn } => {
                if self.outboxes.get(&seat).is_some_and(|(c, _)| *c == conn) {
                    self.outboxes.remove(&seat);
                }
                self.side.disconnected(seat, conn);
            }
            NetEvent::Refused { reason, tell } => {
                // Every refusal is in the log; the seat hears of refused attempts once until
                // the next pairing, not once per attempt.
                self.log(&reason.to_string());
                if tell {
                    let format = |id: &str, args: &[(&str, Arg<'_>)]| self.words.format(id, args);
                    let reason = reason.words(&format);
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
                    todo.push(HostTodo::Tell(text));
                }
            }
            NetEvent::OtherRelease { peer, other, tell } => {
                let format = |id: &str, args: &[(&str, Arg<'_>)]| self.words.format(id, args);
                let text = crate::present::release::other_release(&format, peer, &other);
                self.log(&text);
                if tell {
                    todo.push(HostTodo::Tell(text));
                }
            }
        }
        while let Some(event) = self.side.poll_event() {
            self.todo(event, &mut todo);
        }
        self.flush();
        todo
    }

    /// What an event of the links means for the loop, in the host keyboard's words.
    fn todo(&self, event: HostEvent, todo: &mut Vec<HostTodo>) {
        match event {
            HostEvent::Act {
                seat,
                action,
                said,
                secrets,
                via,
            } => todo.push(HostTodo::Act {
                seat,
                action,
                said,
                secrets,
                via,
            }),
            HostEvent::Joined {
                seat,
                confirmation,
                device,
            } => {
                let name = self.words.seat(seat);
                // The confirmation is read aloud on both devices or on neither: only a pairing
                // with the code has one (a device coming back with its key has nothing new to
                // check).
                let text = match confirmation {
                    Some(confirm) => self.words.format(
                        "link-joined",
                        &[("seat", Arg::Str(&name)), ("confirm", Arg::Str(&confirm))],
                    ),
                    None => self.words.format("link-back", &[("seat", Arg::Str(&name))]),
                };
                // Its key first: whatever is sealed from now on is sealed to it.
                todo.push(HostTodo::Key(seat, device));
                todo.push(HostTodo::Remote(seat, true));
                todo.push(HostTodo::Link(seat, true));
                todo.push(HostTodo::Tell(text));
            }
            HostEvent::Lost(seat) => {
                todo.push(HostTodo::Link(seat, false));
                todo.push(HostTodo::Remote(seat, false));
                let name = self.words.seat(seat);
                todo.push(HostTodo::Tell(
                    self.words.format("link-lost", &[("seat", Arg::Str(&name))]),
                ));
            }
            HostEvent::Diverged { seq, .. } => todo.push(HostTodo::Tell(
                self.words
                    .format("link-diverged", &[("seq", Arg::Num(seq as i64))]),
            )),
            HostEvent::Log(line) => self.log(&line),
        }
    }

    /// Sends what the links have for their devices, each on its seat's connection.
    fn flush(&mut self) {
        while let Some(event) = self.side.poll_event() {
            // Only logs come from sending: the loop's events were taken with the network's.
            if let HostEvent::Log(line) = event {
                self.log(&line);
            }
        }
        while let Some((seat, conn, bytes)) = self.side.poll_transmit() {
            if let Some((c, outbox)) = self.outboxes.get(&seat)
                && *c == conn
                && !outbox.send(bytes)
            {
                self.outboxes.remove(&seat);
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
