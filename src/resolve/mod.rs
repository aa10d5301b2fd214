//! Semantics: a [`MoveIntent`] checked against a position → exactly one legal move, or an
//! outcome that can be spoken (ambiguous with its candidates, illegal with the reason).
//!
//! Pure. Legal moves come from shakmaty (`san_candidates`, `castling_moves`); nothing here
//! generates moves. A promotion is never completed by guessing the piece (no auto-queen).

mod answer;
mod diagnose;

use shakmaty::{CastlingSide, Chess, File, Move, MoveList, Position, Rank, Role, Square};

pub use answer::resolve_answer;

use crate::parse::{Intents, MoveIntent, PieceMove};

/// Why an intent does not give a move in this position.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum MoveError {
    /// Several legal moves fit; the player must say which.
    Ambiguous(Candidates),
    /// No legal move fits.
    Illegal(Illegal),
}

/// The legal moves that fit an ambiguous intent, in the order shakmaty gives them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Candidates(Vec<Move>);

impl From<Vec<Move>> for Candidates {
    fn from(moves: Vec<Move>) -> Candidates {
        Candidates(moves)
    }
}

impl std::ops::Deref for Candidates {
    type Target = [Move];

    fn deref(&self) -> &[Move] {
        &self.0
    }
}

/// The reason no legal move fits, specific enough to tell the player what to fix.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Illegal {
    /// The game has ended; no move can be made.
    GameOver,
    /// The side to move has no such piece (on the named file, rank or square).
    NoSuchPiece {
        /// The piece asked for.
        role: Role,
        /// The square named, when one was.
        from: Option<Square>,
    },
    /// The side to move has no such piece on the file named ("bxa3" with no b-pawn).
    NoSuchPieceOnFile {
        /// The piece asked for.
        role: Role,
        /// The file named.
        file: File,
    },
    /// The side to move has no such piece on the rank named.
    NoSuchPieceOnRank {
        /// The piece asked for.
        role: Role,
        /// The rank named.
        rank: Rank,
    },
    /// The arrival square holds one of the mover's own pieces.
    OwnPieceOnTarget(Square),
    /// A capture was said, but there is nothing to capture there.
    NothingToCapture(Square),
    /// "En passant" was said, but the move is not an en passant capture.
    NotEnPassant,
    /// No such piece can move to the square, whatever the king's safety.
    CannotReach {
        /// The piece asked for.
        role: Role,
        /// The arrival square.
        to: Square,
    },
    /// The move would leave or put the mover's king in check.
    LeavesKingInCheck,
    /// The piece could go there but is pinned to its king (the king is not in check).
    Pinned {
        /// The pinned piece.
        role: Role,
        /// Where it stands.
        from: Square,
    },
    /// The king would step onto an attacked square.
    KingToAttacked(Square),
    /// The king or that rook has moved: castling on that side is lost for good.
    CastlingRightLost(CastlingSide),
    /// Pieces stand between king and rook.
    CastlingBlocked(CastlingSide),
    /// The king is in check, so it cannot castle now.
    CastlingInCheck(CastlingSide),
    /// The king would cross or land on an attacked square.
    CastlingThroughCheck(CastlingSide),
    /// A pawn reaches the last rank and the piece it becomes was not named.
    PromotionMissing(Square),
    /// A pawn move named no departure file, and only a capture gets there: a pawn without its
    /// file moves along the file (Appendix C.9.3: a capture names the file it leaves).
    PawnCaptureWithoutFile {
        /// A pawn that could capture there.
        from: Square,
        /// A second one, when two could.
        other: Option<Square>,
        /// The arrival square.
        to: Square,
        /// The promotion piece named, if any.
        promotion: Option<Role>,
    },
    /// There is no piece of the side to move on the departure square given.
    NoPieceOn {
        /// The square given.
        square: Square,
        /// The opponent's piece that stands there, if one does.
        theirs: Option<Role>,
    },
    /// A promotion piece was named for a move that does not promote.
    NotAPromotion,
    /// A pawn can only become a queen, rook, bishop or knight.
    BadPromotionPiece(Role),
}

impl std::fmt::Display for MoveError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            MoveError::Ambiguous(moves) => write!(f, "ambiguous: {} candidates", moves.len()),
            MoveError::Illegal(reason) => write!(f, "illegal: {reason:?}"),
        }
    }
}

impl std::error::Error for MoveError {}

/// Resolves the readings of one input (see [`Intents`]): the deciding reading gives the move
/// or the error, so no other reading can turn an illegal move into a different legal one;
/// when another reading gives a different legal move too, the player is asked which was
/// meant.
///
/// # Errors
///
/// [`MoveError`] when the deciding reading gives no legal move, or when readings disagree.
pub fn resolve(pos: &Chess, intents: &Intents) -> Result<Move, MoveError> {
    let Some(first) = intents.first() else {
        return Err(MoveError::Illegal(Illegal::GameOver));
    };
    let m = resolve_intent(pos, first)?;
    match intents.doubt().map(|doubt| resolve_intent(pos, doubt)) {
        Some(Ok(other)) if other != m => Err(two_readings(m, &[other])),
        Some(Err(MoveError::Ambiguous(others))) => Err(two_readings(m, &others)),
        _ => Ok(m),
    }
}

/// The question when readings disagree: the deciding reading's move first.
fn two_readings(m: Move, others: &[Move]) -> MoveError {
    let mut all = vec![m];
    all.extend(others.iter().filter(|o| **o != m).copied());
    MoveError::Ambiguous(all.into())
}

/// Resolves one intent.
///
/// # Errors
///
/// [`MoveError`] when the intent fits no legal move or several.
pub fn resolve_intent(pos: &Chess, intent: &MoveIntent) -> Result<Move, MoveError> {
    // A dead position ends the game (5.2.2); checked first because moves still exist in it.
    // Mate and stalemate are only looked for once no move fits, as that needs every legal move.
    if pos.is_insufficient_material() {
        return Err(MoveError::Illegal(Illegal::GameOver));
    }
    let result = match intent {
        MoveIntent::Castle(side) => castle(pos, *side),
        MoveIntent::Piece(pm) => piece_move(pos, pm),
    };
    match result {
        Err(MoveError::Illegal(_)) if pos.legal_moves().is_empty() => {
            Err(MoveError::Illegal(Illegal::GameOver))
        }
        other => other,
    }
}

fn castle(pos: &Chess, side: CastlingSide) -> Result<Move, MoveError> {
    match pos.castling_moves(side).first() {
        Some(m) => Ok(*m),
        None => Err(MoveError::Illegal(diagnose::castling(pos, side))),
    }
}

/// Whether `m` fits what was said, leaving the promotion aside. A pawn move that names no
/// departure file is a move along the file, never a capture (C.9.3).
fn fits(pm: &PieceMove, m: &Move) -> bool {
    fits_but_file_rule(pm, m) && (pm.from_file.is_some() || !is_pawn_capture(m))
}

fn is_pawn_capture(m: &Move) -> bool {
    m.role() == Role::Pawn && m.is_capture()
}

/// [`fits`] without the rule that a pawn's capture names its file.
fn fits_but_file_rule(pm: &PieceMove, m: &Move) -> bool {
    pm.from_file
        .is_none_or(|f| m.from().is_some_and(|s| s.file() == f))
        && pm
            .from_rank
            .is_none_or(|r| m.from().is_some_and(|s| s.rank() == r))
        && (!pm.capture || m.is_capture())
        && (!pm.en_passant || m.is_en_passant())
}

fn piece_move(pos: &Chess, pm: &PieceMove) -> Result<Move, MoveError> {
    if let Some(role) = pm.promotion
        && matches!(role, Role::King | Role::Pawn)
    {
        return Err(MoveError::Illegal(Illegal::BadPromotionPiece(role)));
    }
    let role = match (pm.role, pm.from()) {
        (Some(role), _) => role,
        (None, Some(from)) => match pos.board().piece_at(from) {
            Some(piece) if piece.color == pos.turn() => piece.role,
            other => {
                return Err(MoveError::Illegal(Illegal::NoPieceOn {
                    square: from,
                    theirs: other.map(|piece| piece.role),
                }));
            }
        },
        (None, None) => Role::Pawn,
    };
    if role == Role::King
        && let Some(m) = king_two_squares(pos, pm)
    {
        return m;
    }
    let candidates = pos.san_candidates(role, pm.to);
    // Looked for, not collected: one move fits far more often than several, and an ambiguity
    // can afford to walk the candidates again.
    let wanted = |m: &&Move| fits(pm, m) && m.promotion() == pm.promotion;
    let mut fitting = candidates.iter().filter(wanted);
    match (fitting.next(), fitting.next()) {
        (Some(m), None) => Ok(*m),
        (Some(_), Some(_)) => Err(MoveError::Ambiguous(
            candidates
                .iter()
                .filter(wanted)
                .copied()
                .collect::<Vec<_>>()
                .into(),
        )),
        (None, _) => Err(MoveError::Illegal(no_move_fits(pos, pm, role, &candidates))),
    }
}

/// Why no legal move of `role` fits `pm`; `candidates` are its legal moves to the square.
fn no_move_fits(pos: &Chess, pm: &PieceMove, role: Role, candidates: &MoveList) -> Illegal {
    if let Some(reason) = capture_without_file(pm, candidates) {
        return reason;
    }
    if pm.promotion.is_none()
        && candidates
            .iter()
            .any(|m| fits(pm, m) && m.promotion().is_some())
    {
        return Illegal::PromotionMissing(pm.to);
    }
    diagnose::piece_move(pos, pm, role, candidates)
}

/// The reason a pawn move without its departure file is refused when a capture of a pawn,
/// which names its file, would get there: the captures it may have meant.
fn capture_without_file(pm: &PieceMove, candidates: &[Move]) -> Option<Illegal> {
    if pm.from_file.is_some() {
        return None;
    }
    let promotion_fits = |m: &&Move| pm.promotion.is_none() || m.promotion() == pm.promotion;
    let mut froms = candidates
        .iter()
        .filter(|m| is_pawn_capture(m) && fits_but_file_rule(pm, m))
        .filter(promotion_fits)
        .filter_map(|m| m.from());
    let from = froms.next()?;
    let other = froms.find(|s| *s != from);
    Some(Illegal::PawnCaptureWithoutFile {
        from,
        other,
        to: pm.to,
        promotion: pm.promotion,
    })
}

/// A king move of two files from its start square is castling ("Kg1", "e1g1", "Ke1c1"); a
/// departure file or rank said must be the king's own ("Kcg1" is no castling).
fn king_two_squares(pos: &Chess, pm: &PieceMove) -> Option<Result<Move, MoveError>> {
    let king = pos.board().king_of(pos.turn())?;
    if pm.from_file.is_some_and(|f| f != king.file())
        || pm.from_rank.is_some_and(|r| r != king.rank())
        || king.rank() != pm.to.rank()
    {
        return None;
    }
    let side = [CastlingSide::KingSide, CastlingSide::QueenSide]
        .into_iter()
        .find(|side| side.king_to(pos.turn()) == pm.to && king.distance(pm.to) == 2)?;
    if pos.castles().rook(pos.turn(), side).is_none()
        && pos.san_candidates(Role::King, pm.to).is_empty()
    {
        return Some(Err(MoveError::Illegal(Illegal::CastlingRightLost(side))));
    }
    Some(castle(pos, side))
}

#[cfg(test)]
mod tests;
