//! D.2.9 and Article 7.5 as guided steps for the arbiter: after an illegal move, the retrace to
//! the position before it; when the scoresheets agree, which board must be set how, square by
//! square; when they differ, the last ply where they agree, to retrace to with the clocks as they
//! were there.
//!
//! Pure.

use shakmaty::Position;

use super::{RepairStep, Seat, Table, compare};

/// The steps for the table's present state.
pub(super) fn steps(table: &Table) -> Vec<RepairStep> {
    let (blind, sighted) = table.boards_and_sheets();
    let divergence = compare::compare(blind, sighted);
    let differ_from = divergence.as_ref().and_then(|d| d.sheet_ply);
    // An illegal move recorded as entered (7.5): unless the scoresheets part before it, the
    // arbiter retraces to the position before it.
    if let Some((ply, seat)) = first_illegal(table)
        && differ_from.is_none_or(|first| first >= ply)
    {
        return vec![RepairStep::Illegal { ply, seat }];
    }
    match differ_from {
        // Boards may still differ from their own scoresheets while the two records agree.
        None => board_steps(table).unwrap_or_else(|| vec![RepairStep::Nothing]),
        Some(first) => vec![RepairStep::Retrace {
            first,
            ply: first - 1,
        }],
    }
}

/// The first ply recorded as an illegal move, and by whom: only a player's own move can be an
/// illegal move (7.5); an opponent's move repeated wrongly is a record that differs (D.2.9).
fn first_illegal(table: &Table) -> Option<(usize, Seat)> {
    let (blind, sighted) = table.boards_and_sheets();
    [(Seat::Blind, blind), (Seat::Sighted, sighted)]
        .into_iter()
        .filter_map(|(seat, book)| {
            let own = table.color_of(seat);
            let ply = book
                .sheet
                .entries()
                .iter()
                .position(|e| e.mv.is_none() && Some(e.before.turn()) == own)?;
            Some((ply + 1, seat))
        })
        .min()
}

/// For each board that differs from its own scoresheet: the squares to set.
fn board_steps(table: &Table) -> Option<Vec<RepairStep>> {
    let (blind, sighted) = table.boards_and_sheets();
    let mut steps = Vec::new();
    for (seat, book) in [(Seat::Blind, blind), (Seat::Sighted, sighted)] {
        if book.board.len() != book.sheet.len() {
            continue;
        }
        let squares = compare::square_differences(book.board.position(), book.sheet.position());
        if squares.is_empty() {
            continue;
        }
        let squares = squares
            .into_iter()
            .map(|(sq, _, wanted)| (sq, wanted))
            .collect();
        steps.push(RepairStep::SetBoard { seat, squares });
    }
    (!steps.is_empty()).then_some(steps)
}
