//! A player's e-board: at the Appendix D table the sighted player's, in practice the human's
//! against the engine. His own move read from it is entered and confirmed for his seat, so it
//! is announced to the opponent as if typed (D.2.1); the opponent's move, once announced, must
//! appear on it as executed: the same move is his repetition, another move is entered as
//! executed (`executed <move>`), which the table's comparison turns into its divergence alert to
//! every seat and the hall. Anything else the board shows is said square by square: after a
//! move to every seat, between moves to the board's seat and, if not put right, to the arbiter
//! (at a tournament table; in practice, where nobody arbitrates, to the player alone).
//!
//! A DGT clock on the board is his press as well as his key: the lever going down on his side
//! after his move presses his clock, once. His side is learnt at his first such press (the
//! clock may stand either side of the board); a lever moved at any other time presses nothing.
//!
//! Pure: the table is read, never changed; what to do comes back as [`BoardTodo`]s; time is an
//! argument.

use shakmaty::{Color, Move, Position};

use super::{
    ClockSide, Fault, Report,
    detect::{Detection, Detector, Expect, Off},
};
use crate::{
    clock::Timestamp,
    table::{Action, Phase, Seat, Table, Target, Urgency},
};

/// What the board means to the table now.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Window {
    /// The board's player has the move: a move on the board is his.
    Own,
    /// The opponent's move was announced: it must appear on the board (`pressed`: the
    /// opponent has pressed his clock, so the repetition may be entered).
    Repeat {
        /// The announced move, when it is a legal one.
        awaited: Option<Move>,
        /// Whether the clock was pressed.
        pressed: bool,
    },
    /// Nothing should change on the board.
    Still,
}

/// Something to tell.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum BoardSaid {
    /// The board is off between moves (or after its player's own move).
    Off(Off),
    /// The board is off after the blind player's move was announced: `awaited` should stand.
    OffAfterMove {
        /// The move announced.
        awaited: Option<Move>,
        /// The position before it.
        before: Box<shakmaty::Chess>,
        /// What is off.
        off: Off,
    },
    /// It has been off for long: the arbiter is told.
    StillOff(Off),
    /// The board shows the record again.
    InPlace,
    /// A fault of the line.
    Fault(Fault),
}

/// What the loop is to do.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum BoardTodo {
    /// Ask the board for the whole board.
    AskBoard,
    /// Take this action for the board's seat, as if typed at its keyboard.
    Act(Action),
    /// Confirm the board's seat's move just entered, if the table read it back.
    Confirm,
    /// Tell these seats.
    Tell {
        /// Who.
        to: Vec<Seat>,
        /// How urgent.
        urgency: Urgency,
        /// What.
        said: BoardSaid,
    },
}

/// The table as last seen: what makes the board be read again when it changes.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Seen {
    state: u64,
    log: usize,
    phase: Phase,
}

/// The table as `table` stands.
fn seen(table: &Table) -> Seen {
    Seen {
        state: table.state_hash(),
        log: table.arbiter_log().len(),
        phase: table.phase().clone(),
    }
}

/// A player's e-board at a table.
#[derive(Debug, Clone)]
pub struct PlayersBoard {
    /// Whose board it is.
    seat: Seat,
    /// Whether what stays off is the arbiter's matter (a table's alert); in practice it is the
    /// player's alone.
    arbitrated: bool,
    detector: Detector,
    window: Window,
    seen: Option<Seen>,
    /// Who was told the board is off, to be told it is in place again.
    told: Vec<Seat>,
    /// The kinds of fault told since the board last came.
    faults: Vec<&'static str>,
    /// The last move acted on, and the table then.
    sent: Option<(Move, Seen)>,
    /// The side the clock's lever was last seen down on (`None`: no clock, or not read yet).
    lever: Option<ClockSide>,
    /// His side of the clock, learnt at his first press on it.
    his_side: Option<ClockSide>,
    /// He pressed before the table awaited his press (his move still being read or
    /// confirmed): his press, once it does.
    press_owed: bool,
}

const EVERYONE: [Seat; 3] = [Seat::Blind, Seat::Sighted, Seat::Arbiter];

/// What `seat`'s board should show at `table`, and what a move on it means.
pub fn expectation(table: &Table, seat: Seat) -> (Expect, Window) {
    let own_color = table.color_of(seat).unwrap_or(Color::White);
    let (blind, sighted) = table.boards_and_sheets();
    let (theirs, own) = if seat == Seat::Blind {
        (sighted, blind)
    } else {
        (blind, sighted)
    };
    let position = own.board.position().clone();
    let before = own
        .board
        .entries()
        .last()
        .and_then(|e| e.mv.map(|mv| (e.before.clone(), mv)));
    // The opponent's move made on his board and not yet on this one.
    let owed = theirs.board.len() == own.board.len() + 1;
    let last_theirs = theirs.board.entries().last().and_then(|e| e.mv);
    // His own move only when his board has him to move (not one owing a repetition).
    let his_turn = position.turn() == own_color;
    let window = match table.phase() {
        Phase::Entering { mover } | Phase::ReadBack { mover, .. }
            if *mover == own_color && his_turn =>
        {
            Window::Own
        }
        Phase::Made { mover, pending } if *mover != own_color && owed => Window::Repeat {
            awaited: pending.entry.mv,
            pressed: false,
        },
        Phase::Repeating { mover, pending } if *mover != own_color && owed => Window::Repeat {
            awaited: pending.entry.mv,
            pressed: true,
        },
        // A move that ended the game is still repeated on the other board.
        Phase::Over(_) if owed => Window::Repeat {
            awaited: last_theirs,
            pressed: true,
        },
        // Play stopped for the arbiter before the repetition: it is still owed, and entered
        // once play resumes.
        Phase::Arbiter if owed => Window::Repeat {
            awaited: last_theirs,
            pressed: false,
        },
        _ => Window::Still,
    };
    let awaited = match window {
        Window::Repeat { awaited, .. } => awaited,
        _ => None,
    };
    let expect = Expect {
        position,
        moves: window != Window::Still,
        awaited,
        before,
    };
    (expect, window)
}

/// Whether the table takes the board's report now (not while play waits for the arbiter or
/// after the game).
fn reports(table: &Table) -> bool {
    !matches!(table.phase(), Phase::Arbiter | Phase::Over(_))
}

/// A move in the words the table reads from any seat in any vocabulary (UCI: a seat typing
/// German SAN would write the knight `S`, Spanish `C`; UCI has no piece letters but the
/// promotion's, which are English in every vocabulary).
pub fn move_text(mv: Move) -> String {
    mv.to_uci(shakmaty::CastlingMode::Standard).to_string()
}

impl PlayersBoard {
    /// The board of `table`'s `seat`, before it has said anything; `arbitrated` at a tournament
    /// table (what stays off goes to the arbiter), not in practice.
    pub fn new(table: &Table, seat: Seat, arbitrated: bool) -> PlayersBoard {
        let (expect, window) = expectation(table, seat);
        PlayersBoard {
            seat,
            arbitrated,
            detector: Detector::new(expect),
            window,
            seen: None,
            told: Vec::new(),
            faults: Vec::new(),
            sent: None,
            lever: None,
            his_side: None,
            press_owed: false,
        }
    }

    /// The detector (what the board shows, what it should).
    pub fn detector(&self) -> &Detector {
        &self.detector
    }

    /// When the loop must next wake for the board.
    pub fn poll_timeout(&self) -> Option<Timestamp> {
        self.detector.poll_timeout()
    }

    /// The board came (back) on `port`: its faults are told again, it is read from its next
    /// whole board; over Bluetooth (rfcomm) it is given longer to be quiet.
    pub fn connected(&mut self, port: &str) {
        self.faults.clear();
        self.forget_lever();
        self.detector.lost();
        self.detector.set_quiet(if port.contains("rfcomm") {
            super::detect::QUIET_BLUETOOTH
        } else {
            super::detect::QUIET
        });
    }

    /// The board is gone: what it showed is forgotten.
    pub fn lost(&mut self) {
        self.detector.lost();
        self.forget_lever();
    }

    /// Where the lever stands is read again before a change of it counts (his side stays:
    /// the clock has not moved).
    fn forget_lever(&mut self) {
        self.lever = None;
        self.press_owed = false;
    }

    /// A report of the board at `now`.
    pub fn report(&mut self, table: &Table, report: &Report, now: Timestamp) -> Vec<BoardTodo> {
        let mut todo = self.sync(table, now);
        if let Report::Clock(reading) = report {
            todo.extend(self.lever(table, reading.lever_down));
            return todo;
        }
        if let Report::Fault(fault) = report {
            if *fault == Fault::NoClock {
                self.forget_lever();
            }
            if !self.faults.contains(&fault.kind()) {
                self.faults.push(fault.kind());
                todo.push(BoardTodo::Tell {
                    to: vec![self.seat],
                    urgency: Urgency::Info,
                    said: BoardSaid::Fault(*fault),
                });
            }
            return todo;
        }
        let found = self.detector.report(report, now);
        todo.extend(self.act_on(table, found));
        todo
    }

    /// What time has brought by `now`.
    pub fn handle_timeout(&mut self, table: &Table, now: Timestamp) -> Vec<BoardTodo> {
        let mut todo = self.sync(table, now);
        let found = self.detector.handle_timeout(now);
        todo.extend(self.act_on(table, found));
        todo
    }

    /// The table may have changed: the board is held to the record as it now stands.
    pub fn sync(&mut self, table: &Table, now: Timestamp) -> Vec<BoardTodo> {
        let seen = seen(table);
        if self.seen.as_ref() == Some(&seen) {
            return Vec::new();
        }
        self.seen = Some(seen);
        let (expect, window) = expectation(table, self.seat);
        self.window = window;
        // Read again even when the board should show the same: a move the table refused (the
        // clock not yet started) or held (a repetition before the press) may be taken now.
        let found = self.detector.expect(expect, now);
        let mut todo = self.act_on(table, found);
        todo.extend(self.owed_press(table));
        todo
    }

    /// The clock's lever is down on `side`: his press when it went down on his side after his
    /// move; nothing when it did not move, when it is the first reading, or at any other time.
    fn lever(&mut self, table: &Table, side: ClockSide) -> Vec<BoardTodo> {
        let before = self.lever.replace(side);
        if before.is_none_or(|b| b == side) {
            return Vec::new();
        }
        if !self.after_own_move(table) || self.his_side.is_some_and(|his| his != side) {
            self.press_owed = false;
            return Vec::new();
        }
        self.his_side = Some(side);
        self.press_owed = true;
        self.owed_press(table)
    }

    /// Whether his move is on the board or the table and his clock not yet pressed.
    fn after_own_move(&self, table: &Table) -> bool {
        let own = table.color_of(self.seat);
        match table.phase() {
            Phase::ReadBack { mover, .. } | Phase::Made { mover, .. } => Some(*mover) == own,
            // Still being read from the board: it no longer shows the position before it.
            Phase::Entering { mover } => {
                Some(*mover) == own
                    && self.window == Window::Own
                    && !self.detector.off_against_record().is_empty()
            }
            _ => false,
        }
    }

    /// His press, once the table awaits it; forgotten when his turn has passed without it.
    fn owed_press(&mut self, table: &Table) -> Vec<BoardTodo> {
        if !self.press_owed {
            return Vec::new();
        }
        match table.phase() {
            Phase::Made { mover, .. } if Some(*mover) == table.color_of(self.seat) => {
                self.press_owed = false;
                vec![BoardTodo::Act(Action::Press)]
            }
            _ => {
                self.press_owed = self.after_own_move(table);
                Vec::new()
            }
        }
    }

    /// What the detector found, as things to do.
    fn act_on(&mut self, table: &Table, found: Vec<Detection>) -> Vec<BoardTodo> {
        let mut todo = Vec::new();
        for detection in found {
            match detection {
                Detection::AskBoard => todo.push(BoardTodo::AskBoard),
                Detection::Move(mv) => todo.extend(self.board_move(table, mv)),
                Detection::InPlace => {
                    let to = std::mem::take(&mut self.told);
                    if !to.is_empty() {
                        todo.push(BoardTodo::Tell {
                            to,
                            urgency: Urgency::Info,
                            said: BoardSaid::InPlace,
                        });
                    }
                }
                // After the blind player's move the boards differ: the table is told, which
                // alerts every seat (here, on other devices, at the hall's station) and stops
                // play for the arbiter (D.2.9).
                Detection::Off(_)
                    if matches!(self.window, Window::Repeat { .. })
                        && self.arbitrated
                        && reports(table) =>
                {
                    self.told = EVERYONE.to_vec();
                    todo.push(BoardTodo::Act(Action::EboardOff {
                        squares: self.detector.off_against_record(),
                        stop: true,
                    }));
                }
                Detection::Off(off) => {
                    let everyone = if self.arbitrated {
                        EVERYONE.to_vec()
                    } else {
                        vec![self.seat]
                    };
                    let (to, said) = match self.window {
                        Window::Repeat { awaited, .. } => (
                            everyone,
                            BoardSaid::OffAfterMove {
                                awaited,
                                before: Box::new(self.detector.expected().position.clone()),
                                off,
                            },
                        ),
                        Window::Own | Window::Still => (vec![self.seat], BoardSaid::Off(off)),
                    };
                    self.told = to.clone();
                    todo.push(BoardTodo::Tell {
                        to,
                        urgency: Urgency::Alert,
                        said,
                    });
                }
                // Not put right between moves: the arbiter is told through the table, on
                // whatever device he is.
                Detection::StillOff(_)
                    if self.arbitrated && !self.told.contains(&Seat::Arbiter) && reports(table) =>
                {
                    self.told.push(Seat::Arbiter);
                    todo.push(BoardTodo::Act(Action::EboardOff {
                        squares: self.detector.off_against_record(),
                        stop: false,
                    }));
                }
                Detection::StillOff(off) => {
                    if self.arbitrated && !self.told.contains(&Seat::Arbiter) {
                        self.told.push(Seat::Arbiter);
                        todo.push(BoardTodo::Tell {
                            to: vec![Seat::Arbiter],
                            urgency: Urgency::Alert,
                            said: BoardSaid::StillOff(off),
                        });
                    }
                }
            }
        }
        todo
    }

    /// A move found on the board: acted on once for the table as it stands (on a joined
    /// device the host's entries come back one by one, and the board is read again after
    /// each).
    fn board_move(&mut self, table: &Table, mv: Move) -> Vec<BoardTodo> {
        let now = seen(table);
        if self.sent.as_ref() == Some(&(mv, now.clone())) {
            return Vec::new();
        }
        let own = table.color_of(self.seat);
        let read_back = matches!(
            table.phase(),
            Phase::ReadBack { mover, pending }
                if Some(*mover) == own && pending.entry.mv == Some(mv)
        );
        let todo = match self.window {
            // Read back already: only its confirmation is left.
            Window::Own if read_back => vec![BoardTodo::Confirm],
            Window::Own => {
                let text = move_text(mv);
                vec![
                    BoardTodo::Act(Action::Enter {
                        text,
                        target: Target::Both,
                    }),
                    BoardTodo::Confirm,
                ]
            }
            Window::Repeat { pressed: true, .. } => self.repetition(table, mv),
            // Entered once the blind player has pressed: the board is read again then.
            Window::Repeat { pressed: false, .. } | Window::Still => Vec::new(),
        };
        if !todo.is_empty() {
            self.sent = Some((mv, now));
        }
        todo
    }

    /// The player's repetition of the opponent's move, as his board shows it: the move
    /// announced goes on his board and scoresheet; another goes on his board only, and the
    /// table's comparison alerts everyone.
    fn repetition(&mut self, table: &Table, mv: Move) -> Vec<BoardTodo> {
        let pos = table
            .board_and_sheet(self.seat)
            .map(|b| b.board.position().clone())
            .unwrap_or_default();
        if !pos.is_legal(mv) {
            return Vec::new();
        }
        let awaited = match self.window {
            Window::Repeat { awaited, .. } => awaited,
            _ => None,
        };
        // In practice another move than the engine's is the player's slip, told to him alone
        // to put right; at a tournament table it is executed, and the arbiter's matter.
        if !self.arbitrated && awaited != Some(mv) {
            self.told = vec![self.seat];
            return vec![BoardTodo::Tell {
                to: vec![self.seat],
                urgency: Urgency::Alert,
                said: BoardSaid::OffAfterMove {
                    awaited,
                    before: Box::new(self.detector.expected().position.clone()),
                    off: Off::Squares(self.detector.off_against_record()),
                },
            }];
        }
        let target = if awaited == Some(mv) {
            Target::Both
        } else {
            Target::Board
        };
        vec![BoardTodo::Act(Action::Enter {
            text: move_text(mv),
            target,
        })]
    }
}

#[cfg(test)]
mod tests;
