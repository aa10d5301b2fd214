//! A move made by hand on an e-board, as the square changes the board reports: every piece
//! lifted before it is put down, a square emptied before another piece is put on it, in any
//! order a player could use (the king or the rook first, the captured piece taken off before or
//! after), maybe with a sliding piece set down on a square it passes and lifted again; and
//! positions of real games to make them in. What the tests, the fake board and the benchmark
//! play; the detector must find exactly the move from any of them.
//!
//! Pure: the order and the positions come from a seed.

use shakmaty::{Board, Chess, Move, Piece, Position, Role, Square, fen::Fen};

/// One square's change: what stands there now.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Change {
    /// The square.
    pub square: Square,
    /// What stands there after the change.
    pub piece: Option<Piece>,
}

/// A small deterministic generator (splitmix64): the same seed, the same hands.
#[derive(Debug, Clone)]
pub struct Seeded(u64);

impl Seeded {
    /// From `seed`.
    pub fn new(seed: u64) -> Seeded {
        Seeded(seed)
    }

    /// The next number.
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number below `n` (0 when `n` is 0).
    pub fn below(&mut self, n: usize) -> usize {
        if n == 0 {
            return 0;
        }
        usize::try_from(self.next_u64() % (n as u64)).unwrap_or(0)
    }
}

/// A lift or a drop, and what must come before it.
#[derive(Debug, Clone, Copy)]
struct HandStep {
    change: Change,
    /// The lift this drop waits for (its own square emptied, or its piece taken up).
    after: [Option<Square>; 2],
}

/// The changes by which a hand makes `mv` in `pos`, in an order picked by `hand`.
pub fn changes(pos: &Chess, mv: Move, hand: &mut Seeded) -> Vec<Change> {
    let before = pos.board().clone();
    let mut after_pos = pos.clone();
    after_pos.play_unchecked(mv);
    let after = after_pos.board().clone();
    // Which lift each drop's piece comes from (a promotion's piece comes from the box).
    let source = |to: Square| -> Option<Square> {
        match mv {
            Move::Castle { king, rook } => {
                let side = shakmaty::CastlingSide::from_king_side(rook.file() > king.file());
                if to == side.king_to(pos.turn()) {
                    Some(king)
                } else {
                    Some(rook)
                }
            }
            Move::Normal {
                promotion: Some(_), ..
            }
            | Move::Put { .. } => None,
            _ => mv.from(),
        }
    };
    let mut steps: Vec<HandStep> = Vec::new();
    for square in Square::ALL {
        let (was, will) = (before.piece_at(square), after.piece_at(square));
        if was == will {
            continue;
        }
        if was.is_some() {
            steps.push(HandStep {
                change: Change {
                    square,
                    piece: None,
                },
                after: [None, None],
            });
        }
        if let Some(piece) = will {
            steps.push(HandStep {
                change: Change {
                    square,
                    piece: Some(piece),
                },
                after: [was.map(|_| square), source(square)],
            });
        }
    }
    let slide = slide_square(&before, mv).filter(|_| hand.below(3) == 0);
    let mut done: Vec<Square> = Vec::new();
    let mut out = Vec::new();
    while !steps.is_empty() {
        let ready: Vec<usize> = (0..steps.len())
            .filter(|&i| {
                let waits = steps[i].after;
                waits.iter().flatten().all(|sq| done.contains(sq))
            })
            .collect();
        let Some(&i) = ready.get(hand.below(ready.len())) else {
            break;
        };
        let step = steps.remove(i);
        out.push(step.change);
        if step.change.piece.is_none() {
            done.push(step.change.square);
            // The sliding piece, on its way: set down on a square it passes, lifted again.
            if let Some((mid, piece)) = slide
                && mv.from() == Some(step.change.square)
            {
                out.push(Change {
                    square: mid,
                    piece: Some(piece),
                });
                out.push(Change {
                    square: mid,
                    piece: None,
                });
            }
        }
    }
    out
}

/// An empty square a sliding piece passes on its way, and the piece.
fn slide_square(board: &Board, mv: Move) -> Option<(Square, Piece)> {
    let Move::Normal {
        role: Role::Bishop | Role::Rook | Role::Queen,
        from,
        to,
        ..
    } = mv
    else {
        return None;
    };
    let piece = board.piece_at(from)?;
    shakmaty::attacks::between(from, to)
        .into_iter()
        .next()
        .map(|sq| (sq, piece))
}

/// Positions where the rare moves are legal: both castlings for both sides, en passant for
/// both, promotions with and without a capture for both.
pub const SPECIAL: [&str; 6] = [
    "r3k2r/pppq1ppp/2npbn2/2b1p3/2B1P3/2NPBN2/PPPQ1PPP/R3K2R w KQkq - 0 9",
    "r3k2r/pppq1ppp/2npbn2/2b1p3/2B1P3/2NPBN2/PPPQ1PPP/R3K2R b KQkq - 0 9",
    "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
    "rnbqkbnr/pppp1ppp/8/8/3PpP2/8/PPP1P1PP/RNBQKBNR b KQkq f3 0 3",
    "1r2k3/2P5/8/8/8/8/5p2/6NK w - - 0 1",
    "1r2k3/2P5/8/8/8/8/5p2/6NK b - - 0 1",
];

/// A position of a game: one of [`SPECIAL`], or the start played on for up to 80 plies of
/// random legal moves (a real game's variety of pieces, captures and checks).
pub fn position(hand: &mut Seeded) -> Chess {
    if hand.below(4) == 0 {
        let fen = SPECIAL[hand.below(SPECIAL.len())];
        if let Some(pos) = fen
            .parse::<Fen>()
            .ok()
            .and_then(|f| f.into_position(shakmaty::CastlingMode::Standard).ok())
        {
            return pos;
        }
    }
    let mut pos = Chess::default();
    for _ in 0..hand.below(80) {
        let moves = pos.legal_moves();
        if moves.is_empty() {
            break;
        }
        let mv = moves[hand.below(moves.len())];
        let mut next = pos.clone();
        next.play_unchecked(mv);
        if next.legal_moves().is_empty() {
            break;
        }
        pos = next;
    }
    pos
}

#[cfg(test)]
mod tests {
    use super::*;

    fn apply(board: &mut Board, changes: &[Change]) {
        for c in changes {
            match c.piece {
                Some(p) => board.set_piece_at(c.square, p),
                None => board.discard_piece_at(c.square),
            }
        }
    }

    #[test]
    fn every_hand_ends_on_the_position_after_the_move() {
        let mut hand = Seeded::new(7);
        for _ in 0..300 {
            let pos = position(&mut hand);
            for mv in pos.legal_moves() {
                let changes = changes(&pos, mv, &mut hand);
                let mut board = pos.board().clone();
                apply(&mut board, &changes);
                let mut after = pos.clone();
                after.play_unchecked(mv);
                assert_eq!(&board, after.board(), "{mv:?}");
            }
        }
    }

    #[test]
    fn castling_comes_king_first_and_rook_first() {
        let pos: Chess = SPECIAL[0]
            .parse::<Fen>()
            .ok()
            .and_then(|f| f.into_position(shakmaty::CastlingMode::Standard).ok())
            .unwrap_or_default();
        let castle = pos
            .legal_moves()
            .into_iter()
            .find(|m| m.is_castle())
            .unwrap_or_else(|| panic!("castling is legal"));
        let firsts: std::collections::BTreeSet<Square> = (0..50)
            .map(|seed| changes(&pos, castle, &mut Seeded::new(seed))[0].square)
            .collect();
        assert!(firsts.contains(&Square::E1));
        assert!(firsts.len() >= 2, "{firsts:?}");
    }
}
