//! A player's e-board in the one loop (edge): an input device of its seat (the sighted seat's
//! at a table, the human's in practice), as the speech recognizer is of the keyboard's. Its
//! line's events come to the loop as [`super::DeviceEvent::Eboard`]; the protocol reads their
//! bytes, the pure [`PlayersBoard`] decides, and what it decides is carried out here: the seat's
//! actions taken as if typed, the board asked for its whole board, seats told in their words.
//! After every change of the table the board is held to the record again.

use std::{sync::mpsc::Sender, time::Instant};

use super::{DeviceEvent, Input};
use crate::{
    app::{App, Effect},
    clock::Timestamp,
    eboard::{
        BoardLine, EboardSpec, Protocol,
        players_board::{BoardTodo, PlayersBoard},
    },
    game::Stamp,
    io::eboard::{LineEvent, SerialBoard},
    present::eboard as words,
    table::{Action, Phase, Seat, Urgency},
};

/// How many times the board may act in a row before the loop goes on (an entry and its
/// confirmation, then what they changed): a bound, not a limit ever reached.
const ROUNDS: usize = 4;

/// The e-board of this device's table.
#[derive(Debug)]
pub struct Eboard {
    /// Whose board it is.
    seat: Seat,
    /// Whether an arbiter rules on what stays off (a tournament table; not in practice).
    arbitrated: bool,
    line: SerialBoard,
    protocol: Box<dyn Protocol>,
    /// Made from the table at the first event.
    board: Option<PlayersBoard>,
    /// The board's own clock: the detector's quiet times run on it, not on the game's time,
    /// which a joined device moves forward to the host's.
    origin: Instant,
}

impl Eboard {
    /// Opens the line to the board `spec` names, `seat`'s board (`arbitrated` at a tournament
    /// table, not in practice); its events go to the loop through `tx`.
    ///
    /// # Errors
    ///
    /// The line's thread did not start.
    pub fn start(
        spec: &EboardSpec,
        seat: Seat,
        arbitrated: bool,
        tx: Sender<Input>,
    ) -> std::io::Result<Eboard> {
        let protocol = spec.make.protocol();
        let make = spec.make;
        let answers = Box::new(move |bytes: &[u8]| {
            let mut probe = make.protocol();
            probe
                .receive(bytes)
                .iter()
                .any(|r| !matches!(r, crate::eboard::Report::Fault(_)))
        });
        let events = Box::new(move |event: LineEvent| {
            let _ = tx.send(Input::Device(DeviceEvent::Eboard(event)));
        });
        let line = SerialBoard::start(spec.port.clone(), protocol.hello(), answers, events)?;
        Ok(Eboard {
            seat,
            arbitrated,
            line,
            protocol,
            board: None,
            origin: Instant::now(),
        })
    }

    /// Whose board the seats are told of.
    fn whose(&self) -> words::Whose {
        if self.arbitrated {
            words::Whose::Sighted
        } else {
            words::Whose::Own
        }
    }

    /// The board's time at the instant the loop woke.
    fn at(&self, woke: Instant) -> Timestamp {
        Timestamp::ZERO + woke.saturating_duration_since(self.origin)
    }

    /// When the loop must next wake for the board.
    pub fn poll_timeout(&self) -> Option<Instant> {
        let at = self.board.as_ref().and_then(PlayersBoard::poll_timeout)?;
        Some(self.origin + at.saturating_since(Timestamp::ZERO))
    }

    fn board(&mut self, app: &App) -> &mut PlayersBoard {
        let (seat, arbitrated) = (self.seat, self.arbitrated);
        self.board
            .get_or_insert_with(|| PlayersBoard::new(app.table(), seat, arbitrated))
    }

    /// Something happened on the line.
    pub fn line_event(
        &mut self,
        app: &mut App,
        event: LineEvent,
        stamp: Stamp,
        woke: Instant,
    ) -> Vec<Effect> {
        let mut effects = Vec::new();
        let told = match event {
            LineEvent::Bytes(bytes) => {
                for report in self.protocol.receive(&bytes) {
                    let now = self.at(woke);
                    let todo = self.board(app).report(app.table(), &report, now);
                    effects.extend(self.carry_out(app, todo, stamp));
                }
                return effects;
            }
            LineEvent::Connected { port } => {
                self.protocol.reset();
                self.board(app).connected(&port);
                BoardLine::Connected { port }
            }
            LineEvent::Lost { port, reason } => {
                self.protocol.reset();
                self.board(app).lost();
                BoardLine::Lost { port, reason }
            }
            LineEvent::CannotOpen { port, reason } => BoardLine::CannotOpen { port, reason },
            LineEvent::NotFound { tried } => BoardLine::NotFound { tried },
        };
        for seat in device_seats(app, self.seat) {
            let text = words::line(app.presenters().seat(seat).words(), &told, self.whose());
            effects.extend(app.tell_seat(seat, text, Urgency::Info));
        }
        effects
    }

    /// Time has passed.
    pub fn timeout(&mut self, app: &mut App, stamp: Stamp, woke: Instant) -> Vec<Effect> {
        let now = self.at(woke);
        let todo = self.board(app).handle_timeout(app.table(), now);
        self.carry_out(app, todo, stamp)
    }

    /// The table may have changed: the board is held to it, and may act on it again.
    pub fn sync(&mut self, app: &mut App, stamp: Stamp, woke: Instant) -> Vec<Effect> {
        let mut effects = Vec::new();
        for _ in 0..ROUNDS {
            let now = self.at(woke);
            let todo = self.board(app).sync(app.table(), now);
            if todo.is_empty() {
                break;
            }
            effects.extend(self.carry_out(app, todo, stamp));
        }
        effects
    }

    fn carry_out(&mut self, app: &mut App, todo: Vec<BoardTodo>, stamp: Stamp) -> Vec<Effect> {
        let mut effects = Vec::new();
        for item in todo {
            match item {
                BoardTodo::AskBoard => self.line.send(&self.protocol.ask_board()),
                BoardTodo::Act(action) => {
                    effects.extend(app.act_device(self.seat, &action, stamp));
                }
                // Only an entry the table read back is confirmed (on a joined device, once the
                // host's entry of it has come back).
                BoardTodo::Confirm if read_back(app, self.seat) => {
                    effects.extend(app.act_device(self.seat, &Action::Confirm, stamp));
                }
                BoardTodo::Confirm => {}
                BoardTodo::Tell { to, urgency, said } => {
                    // A fault of the line is the device's: the person at this keyboard hears
                    // it too.
                    let to = match said {
                        crate::eboard::players_board::BoardSaid::Fault(_) => {
                            device_seats(app, self.seat)
                        }
                        _ => to,
                    };
                    for seat in to {
                        let text =
                            words::said(app.presenters().seat(seat).words(), &said, self.whose());
                        effects.extend(app.tell_seat(seat, text, urgency));
                    }
                }
            }
        }
        effects
    }
}

/// Whether `seat`'s entry waits for its confirmation.
fn read_back(app: &App, seat: Seat) -> bool {
    let table = app.table();
    matches!(table.phase(), Phase::ReadBack { mover, .. } if Some(*mover) == table.color_of(seat))
}

/// Who hears about the board's line: the board's seat and the person at this keyboard.
fn device_seats(app: &App, board: Seat) -> Vec<Seat> {
    let mut seats = vec![board];
    if app.keyboard() != board {
        seats.push(app.keyboard());
    }
    seats
}
