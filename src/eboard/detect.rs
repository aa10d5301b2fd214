//! Moves from an e-board's square changes, in time (as picochess reads a DGT board): every change
//! restarts a quiet timer; when the board has been quiet for [`QUIET`], what it shows is compared
//! with the position after each legal move (one match is the move: castling with the king or
//! the rook first, en passant, a promotion with the piece actually put on the square), with the
//! position itself (all in place) and with the position before the last move (a takeback);
//! anything else still there after [`OFF_AFTER`] is what is off, square by square, until the
//! board is put right, and once more after [`STILL_OFF_AFTER`].
//!
//! Pure: time is an argument; the detector asks for the whole board ([`Detection::AskBoard`])
//! and never reads a port.

use std::time::Duration;

use shakmaty::{Board, CastlingSide, Chess, Move, Position, Role, Square};

use super::Report;
use crate::clock::Timestamp;

/// How long the board must be quiet before what it shows is read: a DGT board scans in 200 to
/// 250 ms, and a move's lift and drop come within that.
pub const QUIET: Duration = Duration::from_millis(250);
/// The quiet time over Bluetooth, whose messages come later and in bursts (as picochess waits).
pub const QUIET_BLUETOOTH: Duration = Duration::from_millis(500);
/// How long a board that matches nothing stays so before what is off is said.
pub const OFF_AFTER: Duration = Duration::from_secs(3);
/// How long before it is said once more (to the arbiter, between moves).
pub const STILL_OFF_AFTER: Duration = Duration::from_secs(20);
/// How long a rook that stands where castling would put it waits for its king: a rook moved
/// first to f1 or d1 is a legal rook move too.
pub const CASTLING_GRACE: Duration = Duration::from_millis(1500);

/// What the board should show, and which changes are moves.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Expect {
    /// The position the record holds on this board now.
    pub position: Chess,
    /// Whether a legal move made from `position` is looked for.
    pub moves: bool,
    /// The move that should appear next (the opponent's, announced): what is off is then said
    /// against the position after it.
    pub awaited: Option<Move>,
    /// The position before the last move on this board, and that move: a takeback.
    pub before: Option<(Chess, Move)>,
}

impl Expect {
    /// The board should show `position` and nothing is looked for.
    pub fn still(position: Chess) -> Expect {
        Expect {
            position,
            moves: false,
            awaited: None,
            before: None,
        }
    }
}

pub use crate::table::eboard::OffSquare;

/// What a board that matches nothing shows.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Off {
    /// The position before a move which stands on the record.
    Takeback {
        /// The position before it.
        before: Box<Chess>,
        /// The move.
        mv: Move,
    },
    /// These squares differ from the record (pieces that should not be there first, then the
    /// squares that should hold a piece).
    Squares(Vec<OffSquare>),
}

/// What the detector found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Detection {
    /// Ask the board for the whole board (a check after every quiet spell).
    AskBoard,
    /// The board shows this move made.
    Move(Move),
    /// The board shows what the record has again, after something off was said.
    InPlace,
    /// The board has matched nothing for [`OFF_AFTER`].
    Off(Off),
    /// It still does after [`STILL_OFF_AFTER`].
    StillOff(Off),
}

/// What the board showed when it was last read.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Shown {
    InPlace,
    Move(Move),
    Off(Off),
}

/// A board that matches nothing: since when, and what was said.
#[derive(Debug, Clone)]
struct OffState {
    off: Off,
    since: Timestamp,
    told: bool,
    told_again: bool,
}

/// The move detector of one board.
#[derive(Debug, Clone)]
pub struct Detector {
    expect: Expect,
    /// What the board shows, from its last dump and the changes since; `None` before the first
    /// dump.
    shown: Option<Board>,
    /// While the board is moving: when it will have been quiet long enough.
    quiet_until: Option<Timestamp>,
    /// The board last found to show a move, so that one move is found once.
    found: Option<Board>,
    off: Option<OffState>,
    /// A rook move that may be the first half of castling, and until when it waits.
    castling: Option<(Move, Timestamp)>,
    /// How long the board must be quiet.
    quiet: Duration,
}

impl Detector {
    /// A detector for a board that should show `expect`.
    pub fn new(expect: Expect) -> Detector {
        Detector {
            expect,
            shown: None,
            quiet_until: None,
            found: None,
            off: None,
            castling: None,
            quiet: QUIET,
        }
    }

    /// The board must be quiet this long before it is read ([`QUIET`], [`QUIET_BLUETOOTH`]).
    pub fn set_quiet(&mut self, quiet: Duration) {
        self.quiet = quiet;
    }

    /// What the board should show now.
    pub fn expected(&self) -> &Expect {
        &self.expect
    }

    /// What the board shows, as far as it has said.
    pub fn shown(&self) -> Option<&Board> {
        self.shown.as_ref()
    }

    /// The table changed: from now on the board should show `expect` (maybe what it should
    /// before). Read again at once unless the board is moving: a move found before, which the
    /// table had no use for then, is found again.
    pub fn expect(&mut self, expect: Expect, now: Timestamp) -> Vec<Detection> {
        self.expect = expect;
        self.reconsider(now)
    }

    /// Reads the board again as if for the first time (the table may now take a move it
    /// refused).
    pub fn reconsider(&mut self, now: Timestamp) -> Vec<Detection> {
        self.found = None;
        self.castling = None;
        if self.quiet_until.is_some() {
            return Vec::new();
        }
        self.read(now)
    }

    /// The board lost: what it showed is forgotten until it sends the whole board again.
    pub fn lost(&mut self) {
        self.shown = None;
        self.quiet_until = None;
        self.castling = None;
    }

    /// A report from the board at `now`.
    pub fn report(&mut self, report: &Report, now: Timestamp) -> Vec<Detection> {
        match report {
            Report::Board(board) => {
                let changed = self.shown.as_ref() != Some(board);
                self.shown = Some(board.clone());
                // A whole board while quiet is read at once (the first one, or the check after
                // a quiet spell that found what the changes had not said).
                if self.quiet_until.is_none() && (changed || self.off.is_none()) {
                    return self.read(now);
                }
                Vec::new()
            }
            Report::Square(square, piece) => {
                if let Some(board) = self.shown.as_mut() {
                    match piece {
                        Some(p) => board.set_piece_at(*square, *p),
                        None => {
                            board.discard_piece_at(*square);
                        }
                    }
                }
                self.quiet_until = Some(now + self.quiet);
                Vec::new()
            }
            Report::Version(_) | Report::Clock(_) | Report::Fault(_) => Vec::new(),
        }
    }

    /// When the detector must next be woken.
    pub fn poll_timeout(&self) -> Option<Timestamp> {
        if let Some(at) = self.quiet_until {
            return Some(at);
        }
        let castling = self.castling.map(|(_, at)| at);
        let off = self.off.as_ref().and_then(|o| {
            if !o.told {
                Some(o.since + OFF_AFTER)
            } else if !o.told_again {
                Some(o.since + STILL_OFF_AFTER)
            } else {
                None
            }
        });
        castling.into_iter().chain(off).min()
    }

    /// What time has brought by `now`.
    pub fn handle_timeout(&mut self, now: Timestamp) -> Vec<Detection> {
        let mut out = Vec::new();
        if self.quiet_until.is_some_and(|at| at <= now) {
            self.quiet_until = None;
            out.push(Detection::AskBoard);
            out.extend(self.read(now));
            return out;
        }
        if self.quiet_until.is_some() {
            return out;
        }
        if let Some((mv, at)) = self.castling
            && at <= now
        {
            self.castling = None;
            if let Some(board) = &self.shown
                && self.classify(board) == Shown::Move(mv)
            {
                self.found = Some(board.clone());
                out.push(Detection::Move(mv));
            }
        }
        if let Some(o) = self.off.as_mut() {
            if !o.told && o.since + OFF_AFTER <= now {
                o.told = true;
                out.push(Detection::Off(o.off.clone()));
            } else if o.told && !o.told_again && o.since + STILL_OFF_AFTER <= now {
                o.told_again = true;
                out.push(Detection::StillOff(o.off.clone()));
            }
        }
        out
    }

    /// Reads what the board shows now that it is quiet.
    fn read(&mut self, now: Timestamp) -> Vec<Detection> {
        let Some(board) = self.shown.clone() else {
            return Vec::new();
        };
        match self.classify(&board) {
            Shown::InPlace => {
                self.found = None;
                self.castling = None;
                let told = self.off.take().is_some_and(|o| o.told);
                if told {
                    vec![Detection::InPlace]
                } else {
                    Vec::new()
                }
            }
            Shown::Move(mv) => {
                let told = self.off.take().is_some_and(|o| o.told);
                let mut out = Vec::new();
                if self.found.as_ref() == Some(&board) {
                    return out;
                }
                if self.may_be_castling(mv) {
                    if self.castling.is_none_or(|(m, _)| m != mv) {
                        self.castling = Some((mv, now + CASTLING_GRACE));
                    }
                    return out;
                }
                self.castling = None;
                if told {
                    out.push(Detection::InPlace);
                }
                self.found = Some(board);
                out.push(Detection::Move(mv));
                out
            }
            Shown::Off(off) => {
                self.found = None;
                self.castling = None;
                if self.off.as_ref().is_none_or(|o| o.off != off) {
                    self.off = Some(OffState {
                        off,
                        since: now,
                        told: false,
                        told_again: false,
                    });
                }
                Vec::new()
            }
        }
    }

    /// The position the board is held to when it matches nothing: the record's, or after the
    /// awaited move.
    fn reference(&self) -> Chess {
        let pos = &self.expect.position;
        self.expect
            .awaited
            .filter(|m| pos.is_legal(*m))
            .map_or_else(
                || pos.clone(),
                |m| {
                    let mut after = pos.clone();
                    after.play_unchecked(m);
                    after
                },
            )
    }

    /// The squares where the board differs from what it should show (a takeback too, square
    /// by square).
    pub fn off_against_record(&self) -> Vec<OffSquare> {
        match &self.shown {
            Some(board) => off_squares(board, self.reference().board()),
            None => Vec::new(),
        }
    }

    /// What `board` shows against the record.
    fn classify(&self, board: &Board) -> Shown {
        let pos = &self.expect.position;
        if pos.board() == board {
            return Shown::InPlace;
        }
        if self.expect.moves {
            let mut matches = pos.legal_moves().into_iter().filter(|m| {
                let mut after = pos.clone();
                after.play_unchecked(*m);
                after.board() == board
            });
            if let (Some(mv), None) = (matches.next(), matches.next()) {
                return Shown::Move(mv);
            }
        }
        if let Some((before, mv)) = &self.expect.before
            && before.board() == board
        {
            return Shown::Off(Off::Takeback {
                before: Box::new(before.clone()),
                mv: *mv,
            });
        }
        let reference = self.reference();
        Shown::Off(Off::Squares(off_squares(board, reference.board())))
    }

    /// Whether `mv` is a rook's move to where castling would put it, with that castling legal:
    /// the king may be about to follow.
    fn may_be_castling(&self, mv: Move) -> bool {
        let pos = &self.expect.position;
        let Move::Normal {
            role: Role::Rook,
            from,
            to,
            capture: None,
            ..
        } = mv
        else {
            return false;
        };
        pos.legal_moves().into_iter().any(|m| {
            let Move::Castle { rook, king } = m else {
                return false;
            };
            let side = CastlingSide::from_king_side(rook.file() > king.file());
            rook == from && to == side.rook_to(pos.turn())
        })
    }
}

/// The squares where `shown` differs from `should`: pieces that should not be there (or are the
/// wrong piece) first, then empty squares that should hold one; each group a8 to h1.
pub fn off_squares(shown: &Board, should: &Board) -> Vec<OffSquare> {
    let reading = |sq: &Square| (7 - u32::from(sq.rank()), u32::from(sq.file()));
    let mut squares: Vec<OffSquare> = Square::ALL
        .into_iter()
        .filter_map(|square| {
            let (shown, should) = (shown.piece_at(square), should.piece_at(square));
            (shown != should).then_some(OffSquare {
                square,
                shown,
                should,
            })
        })
        .collect();
    squares.sort_by_key(|o| (o.shown.is_none(), reading(&o.square)));
    squares
}

#[cfg(test)]
mod tests;
