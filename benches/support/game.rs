//! The game the parse benchmark times: 160 plies of every kind of move.

use shakmaty::{Chess, Move, Position};

/// A deterministic 160-ply game: at each ply the legal move chosen by a fixed linear
/// congruential sequence, so captures, checks and castling all occur.
pub fn game() -> Vec<(Chess, Move)> {
    let mut pos = Chess::default();
    let mut seed: u64 = 0x2545_F491_4F6C_DD1D;
    let mut plies = Vec::new();
    for _ in 0..160 {
        let moves = pos.legal_moves();
        if moves.is_empty() {
            break;
        }
        seed = seed
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        let m = moves[(seed >> 33) as usize % moves.len()];
        plies.push((pos.clone(), m));
        pos.play_unchecked(m);
    }
    plies
}
