//! Compares the two seats' records after every entry: the scoresheets move by move, and the
//! boards square by square once both have the same number of plies.
//!
//! Pure.

use shakmaty::{Chess, Piece, Position, Square};

use super::board_and_sheet::{BoardAndSheet, PlyLine, SeatPly};

/// Where the two records part.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Divergence {
    /// The first ply (1-based) at which the scoresheets differ, if they do.
    pub sheet_ply: Option<usize>,
    /// Both scoresheets' entries at that ply, as written (blind, sighted).
    pub sheet_moves: Option<(SeatPly, SeatPly)>,
    /// The squares whose contents differ between the two boards (blind, sighted), when the
    /// boards have the same number of plies.
    pub squares: Vec<(Square, Option<Piece>, Option<Piece>)>,
    /// The ply count of the boards that were compared.
    pub board_ply: usize,
}

/// The first ply at which two lines record different moves.
pub fn first_difference(a: &PlyLine, b: &PlyLine) -> Option<usize> {
    a.entries()
        .iter()
        .zip(b.entries())
        .position(|(x, y)| !x.same_move(y))
        .map(|i| i + 1)
}

/// The squares on which two positions differ, a1 first.
pub fn square_differences(a: &Chess, b: &Chess) -> Vec<(Square, Option<Piece>, Option<Piece>)> {
    Square::ALL
        .into_iter()
        .filter_map(|sq| {
            let (x, y) = (a.board().piece_at(sq), b.board().piece_at(sq));
            (x != y).then_some((sq, x, y))
        })
        .collect()
}

/// Compares the blind and the sighted records; `None` when they agree.
pub fn compare(blind: &BoardAndSheet, sighted: &BoardAndSheet) -> Option<Divergence> {
    let sheet_ply = first_difference(&blind.sheet, &sighted.sheet);
    let sheet_moves = sheet_ply.map(|ply| {
        let entry = |line: &PlyLine| line.entries()[ply - 1].clone();
        (entry(&blind.sheet), entry(&sighted.sheet))
    });
    let same_length = blind.board.len() == sighted.board.len();
    let squares = if same_length {
        square_differences(blind.board.position(), sighted.board.position())
    } else {
        Vec::new()
    };
    // A board that has not yet caught up is not a divergence; a differing scoresheet is.
    if sheet_ply.is_none() && squares.is_empty() {
        return None;
    }
    Some(Divergence {
        sheet_ply,
        sheet_moves,
        squares,
        board_ply: blind.board.len(),
    })
}
