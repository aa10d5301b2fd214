//! Why no legal move fits an intent: the most specific reason a player can act on.
//!
//! Pure. Called only after resolution failed, so it may look at the board more slowly.

use shakmaty::{
    Bitboard, CastlingSide, Chess, Color, MoveList, Piece, Position, Role, Square, attacks,
};

use super::Illegal;
use crate::parse::PieceMove;

/// The reason castling on `side` is not legal now.
pub(super) fn castling(pos: &Chess, side: CastlingSide) -> Illegal {
    let us = pos.turn();
    let castles = pos.castles();
    if !castles.has(us, side) {
        return Illegal::CastlingRightLost(side);
    }
    let king = pos.board().king_of(us);
    let rook = castles.rook(us, side);
    let mut between = castles.path(us, side);
    for sq in [king, rook].into_iter().flatten() {
        between.discard(sq);
    }
    if (between & pos.board().occupied()).any() {
        return Illegal::CastlingBlocked(side);
    }
    if pos.is_check() {
        return Illegal::CastlingInCheck(side);
    }
    Illegal::CastlingThroughCheck(side)
}

/// The reason no legal move of `role` fits `pm`; `candidates` are the legal moves of that
/// piece to the arrival square.
pub(super) fn piece_move(
    pos: &Chess,
    pm: &PieceMove,
    role: Role,
    candidates: &MoveList,
) -> Illegal {
    let us = pos.turn();
    let mut ours = pos.our(role);
    if let Some(f) = pm.from_file {
        ours &= Bitboard::from_file(f);
    }
    if let Some(r) = pm.from_rank {
        ours &= Bitboard::from_rank(r);
    }
    if ours.is_empty() {
        return match (pm.from_file, pm.from_rank) {
            (Some(file), None) => Illegal::NoSuchPieceOnFile { role, file },
            (None, Some(rank)) => Illegal::NoSuchPieceOnRank { role, rank },
            _ => Illegal::NoSuchPiece {
                role,
                from: pm.from(),
            },
        };
    }
    if pm.promotion.is_some() && (role != Role::Pawn || pm.to.rank() != us.other().backrank()) {
        return Illegal::NotAPromotion;
    }
    if pos.us().contains(pm.to) {
        return Illegal::OwnPieceOnTarget(pm.to);
    }
    let ep_target = pos.maybe_ep_square() == Some(pm.to) && role == Role::Pawn;
    if pm.capture && !pos.them().contains(pm.to) && !ep_target {
        return Illegal::NothingToCapture(pm.to);
    }
    if pm.en_passant && !ep_target {
        return Illegal::NotEnPassant;
    }
    // A legal move of the piece exists, but not from where the player said: it cannot get there
    // from the squares named.
    if !candidates.is_empty() {
        return Illegal::CannotReach { role, to: pm.to };
    }
    let piece = Piece { color: us, role };
    let mut reaching = ours
        .into_iter()
        .filter(|from| reaches(pos, piece, *from, pm.to));
    match (reaching.next(), reaching.next()) {
        (None, _) => Illegal::CannotReach { role, to: pm.to },
        (Some(_), _) if role == Role::King => Illegal::KingToAttacked(pm.to),
        // Not in check, one piece that could go there but may not: it is pinned.
        (Some(from), None) if !pos.is_check() => Illegal::Pinned { role, from },
        _ => Illegal::LeavesKingInCheck,
    }
}

/// Whether the piece on `from` could move to `to` if its own king's safety did not matter.
fn reaches(pos: &Chess, piece: Piece, from: Square, to: Square) -> bool {
    let occupied = pos.board().occupied();
    if piece.role != Role::Pawn {
        return attacks::attacks(from, piece, occupied).contains(to);
    }
    let forward: i32 = if piece.color == Color::White { 8 } else { -8 };
    let step = |sq: Square| sq.offset(forward);
    if attacks::pawn_attacks(piece.color, from).contains(to) {
        return pos.them().contains(to) || pos.maybe_ep_square() == Some(to);
    }
    let Some(one) = step(from) else { return false };
    if occupied.contains(one) {
        return false;
    }
    if one == to {
        return true;
    }
    from.rank() == piece.color.relative_rank(shakmaty::Rank::Second)
        && step(one).is_some_and(|two| two == to && !occupied.contains(two))
}
