//! The game record (D.2.7: annabella is the "recording device"): every move with the clock
//! readings after it and the wall-clock time, the arbiter log, the result, and what the rules
//! decide by themselves (Articles 5 and 9.6) or on a claim (9.2, 9.3). Pure; the rules come from
//! shakmaty.

use shakmaty::{
    CastlingMode, Chess, Color, EnPassantMode, FromSetup, Move, Position,
    san::{San, SanPlus},
    zobrist::Zobrist64,
};

use super::{
    log::{ClaimKind, GameLogEntry},
    result::{DrawReason, GameResult, WinReason},
    wall::WallTime,
};
use crate::clock::{ClockSnapshot, Timestamp};

/// One move as recorded: the move, its SAN, the clocks after the press, and when.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlyRecord {
    /// The move; `None` for a null move read from a score (`--`: the turn passes, no piece
    /// moves), which only an imported game holds.
    pub mv: Option<Move>,
    /// Its SAN with check or mate suffix (`--` for a null move).
    pub san: SanPlus,
    /// Both clocks after the move was completed.
    pub reading: ClockSnapshot,
    /// The game's monotonic time of the press.
    pub at: Timestamp,
    /// The civil time of the press.
    pub wall: WallTime,
    /// Whether `reading` holds real times: false for a move imported from a score that gave
    /// none (no `[%clk]`), whose clocks must not be invented on export.
    pub clock_known: bool,
}

/// A move that is not legal in the position it was given for.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{uci} is not a legal move in this position")]
pub struct IllegalMove {
    /// The move in UCI notation.
    pub uci: String,
}

/// A null move where it cannot stand: the side to move is in check, and passing would leave its
/// king in check with the opponent to move (python-chess reads such a score into an impossible
/// position, in which the king can then be taken).
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[error(
    "a null move (--) cannot stand here: the side to move is in check, and passing would leave its king in check"
)]
pub struct NullMoveInCheck;

/// The position after a null move in `pos`, as python-chess plays `Move.null()`: the other side
/// is to move, no piece moves, the en passant square is cleared, the halfmove clock counts it
/// and the move number goes on after Black's.
///
/// # Errors
///
/// The side to move is in check.
pub fn play_null(pos: &Chess) -> Result<Chess, NullMoveInCheck> {
    if pos.is_check() {
        return Err(NullMoveInCheck);
    }
    let mut setup = pos.to_setup(EnPassantMode::Legal);
    let black_passed = setup.turn.is_black();
    setup.swap_turn();
    setup.halfmoves = setup.halfmoves.saturating_add(1);
    if black_passed {
        setup.fullmoves = setup.fullmoves.saturating_add(1);
    }
    Chess::from_setup(setup, CastlingMode::Standard).map_err(|_| NullMoveInCheck)
}

/// The SAN of a null move: `--`, as python-chess writes it.
pub const NULL_SAN: SanPlus = SanPlus {
    san: San::Null,
    suffix: None,
};

/// The moves, positions, log and result of one game. Read it freely; it changes only through
/// [`Game::apply`](super::Game::apply), which keeps it and the clock in step.
#[derive(Debug, Clone)]
pub struct GameRecord {
    start: Chess,
    initial_reading: ClockSnapshot,
    plies: Vec<PlyRecord>,
    /// `hashes[i]`: the position after `i` plies (FIDE repetition identity, 9.2.2).
    hashes: Vec<Zobrist64>,
    position: Chess,
    log: Vec<GameLogEntry>,
    result: Option<GameResult>,
}

fn hash(pos: &Chess) -> Zobrist64 {
    pos.zobrist_hash(EnPassantMode::Legal)
}

impl GameRecord {
    /// An empty record from `start` with the clocks at `initial_reading`.
    pub(crate) fn new(start: Chess, initial_reading: ClockSnapshot) -> GameRecord {
        GameRecord {
            hashes: vec![hash(&start)],
            position: start.clone(),
            start,
            initial_reading,
            plies: Vec::new(),
            log: Vec::new(),
            result: None,
        }
    }

    /// The starting position.
    pub fn start(&self) -> &Chess {
        &self.start
    }

    /// The current position.
    pub fn position(&self) -> &Chess {
        &self.position
    }

    /// Every move so far.
    pub fn plies(&self) -> &[PlyRecord] {
        &self.plies
    }

    /// The arbiter log, oldest first.
    pub fn log(&self) -> &[GameLogEntry] {
        &self.log
    }

    /// The result, once the game is over.
    pub fn result(&self) -> Option<GameResult> {
        self.result
    }

    /// The moves as SAN strings.
    pub fn sans(&self) -> Vec<String> {
        self.plies.iter().map(|p| p.san.to_string()).collect()
    }

    /// The clocks after `ply` plies (0: at the start), for a retrace; `None` beyond the end.
    pub fn reading_at(&self, ply: usize) -> Option<ClockSnapshot> {
        match ply {
            0 => Some(self.initial_reading),
            n => self.plies.get(n - 1).map(|p| p.reading),
        }
    }

    /// The position after `ply` plies, for a retrace; `None` beyond the end.
    pub fn position_at(&self, ply: usize) -> Option<Chess> {
        if ply > self.plies.len() {
            return None;
        }
        let mut pos = self.start.clone();
        for p in &self.plies[..ply] {
            match p.mv {
                Some(mv) => pos.play_unchecked(mv),
                // Recorded, so it could be played then, and the position is the same now.
                None => pos = play_null(&pos).ok()?,
            }
        }
        Some(pos)
    }

    /// Records a move completed at `at`/`wall` with the clocks at `reading`; returns its SAN.
    ///
    /// # Errors
    ///
    /// The move is not legal in the current position (the record is unchanged).
    pub(crate) fn push(
        &mut self,
        mv: Move,
        reading: ClockSnapshot,
        at: Timestamp,
        wall: WallTime,
    ) -> Result<SanPlus, IllegalMove> {
        if !self.position.is_legal(mv) {
            return Err(IllegalMove {
                uci: mv.to_uci(shakmaty::CastlingMode::Standard).to_string(),
            });
        }
        let san = SanPlus::from_move_and_play_unchecked(&mut self.position, mv);
        self.push_ply(Some(mv), san, reading, at, wall);
        Ok(san)
    }

    /// Records a null move read from a score (`--`), with the clocks at `reading`.
    ///
    /// # Errors
    ///
    /// The side to move is in check (the record is unchanged).
    pub(crate) fn push_null(
        &mut self,
        reading: ClockSnapshot,
        at: Timestamp,
        wall: WallTime,
    ) -> Result<SanPlus, NullMoveInCheck> {
        self.position = play_null(&self.position)?;
        self.push_ply(None, NULL_SAN, reading, at, wall);
        Ok(NULL_SAN)
    }

    fn push_ply(
        &mut self,
        mv: Option<Move>,
        san: SanPlus,
        reading: ClockSnapshot,
        at: Timestamp,
        wall: WallTime,
    ) {
        self.hashes.push(hash(&self.position));
        self.plies.push(PlyRecord {
            mv,
            san,
            reading,
            at,
            wall,
            clock_known: true,
        });
    }

    /// Marks the last move's clock times as unknown (an imported move without `[%clk]`).
    pub(crate) fn forget_last_clock(&mut self) {
        if let Some(last) = self.plies.last_mut() {
            last.clock_known = false;
        }
    }

    /// Appends to the arbiter log.
    pub(crate) fn push_log(&mut self, entry: GameLogEntry) {
        self.log.push(entry);
    }

    /// Puts `notes` into the arbiter log, each after as many of the record's own entries as it
    /// names (in that order, a note after the same entry as the one before it coming after it).
    pub(crate) fn insert_notes(&mut self, notes: impl IntoIterator<Item = (usize, GameLogEntry)>) {
        let mut own = std::mem::take(&mut self.log).into_iter();
        let mut taken = 0;
        for (after, note) in notes {
            while taken < after
                && let Some(entry) = own.next()
            {
                self.log.push(entry);
                taken += 1;
            }
            self.log.push(note);
        }
        self.log.extend(own);
    }

    /// Sets or clears the result.
    pub(crate) fn set_result(&mut self, result: Option<GameResult>) {
        self.result = result;
    }

    /// Takes the game back to `ply` plies; returns the SANs undone, or `None` if `ply` is beyond
    /// the end. The log keeps everything; the result is cleared.
    pub(crate) fn retrace(&mut self, ply: usize) -> Option<Vec<String>> {
        let position = self.position_at(ply)?;
        let undone = self.plies.drain(ply..).map(|p| p.san.to_string()).collect();
        self.hashes.truncate(ply + 1);
        self.position = position;
        self.result = None;
        Some(undone)
    }

    /// How often the current position has stood on the board (9.2.2 identity).
    pub fn repetitions(&self) -> usize {
        let now = self.hashes[self.hashes.len() - 1];
        self.hashes.iter().filter(|h| **h == now).count()
    }

    /// What the rules decide by themselves in the current position: checkmate (5.1.1),
    /// stalemate (5.2.1), dead position (5.2.2, the insufficient-material cases), fivefold
    /// repetition (9.6.1) and the 75-move rule (9.6.2, where checkmate takes precedence).
    pub fn automatic_result(&self) -> Option<GameResult> {
        let pos = &self.position;
        if pos.is_checkmate() {
            return Some(GameResult::Win {
                winner: !pos.turn(),
                reason: WinReason::Checkmate,
            });
        }
        if pos.is_stalemate() {
            return Some(GameResult::Draw(DrawReason::Stalemate));
        }
        if pos.is_insufficient_material() {
            return Some(GameResult::Draw(DrawReason::DeadPosition));
        }
        if self.repetitions() >= 5 {
            return Some(GameResult::Draw(DrawReason::FivefoldRepetition));
        }
        if pos.halfmoves() >= 150 {
            return Some(GameResult::Draw(DrawReason::SeventyFiveMoves));
        }
        None
    }

    /// Checks a claim by the side to move, either on the current position (9.2.1.2, 9.3.2) or
    /// on the position an intended move would make (9.2.1.1, 9.3.1); `true` if correct.
    ///
    /// # Errors
    ///
    /// The intended move is not legal.
    pub fn check_claim(
        &self,
        kind: ClaimKind,
        intended: Option<Move>,
    ) -> Result<bool, IllegalMove> {
        let (count, halfmoves) = match intended {
            None => (self.repetitions(), self.position.halfmoves()),
            Some(mv) => {
                if !self.position.is_legal(mv) {
                    return Err(IllegalMove {
                        uci: mv.to_uci(shakmaty::CastlingMode::Standard).to_string(),
                    });
                }
                let mut after = self.position.clone();
                after.play_unchecked(mv);
                let h = hash(&after);
                (
                    self.hashes.iter().filter(|x| **x == h).count() + 1,
                    after.halfmoves(),
                )
            }
        };
        Ok(match kind {
            ClaimKind::Threefold => count >= 3,
            ClaimKind::FiftyMoves => halfmoves >= 100,
        })
    }

    /// Whether both players have made at least one move in this record (5.2.3).
    pub fn both_have_moved(&self) -> bool {
        // Moves alternate, so two plies are one move by each player.
        self.plies.len() >= 2
    }

    /// The side that made ply number `ply` (1-based).
    pub fn mover_of(&self, ply: usize) -> Color {
        if ply % 2 == 1 {
            self.start.turn()
        } else {
            !self.start.turn()
        }
    }
}
