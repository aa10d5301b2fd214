//! D.2.9 as guided steps for the arbiter: when the scoresheets agree, which board must be set
//! how, square by square; when they differ, the last ply where they agree, to retrace to with the
//! clocks as they were there.
//!
//! Pure.

use super::{Seat, Table, compare, voice::Voice};
use crate::i18n::Arg;

/// The steps for the table's present state.
pub(super) fn steps(table: &Table, voice: &Voice) -> Vec<String> {
    let (blind, sighted) = (table.book(Seat::Blind), table.book(Seat::Sighted));
    let Some(divergence) = compare::compare(blind, sighted) else {
        // Boards may still differ from their own scoresheets while the two records agree.
        return board_steps(table, voice)
            .unwrap_or_else(|| vec![voice.text("table-repair-nothing")]);
    };
    match divergence.sheet_ply {
        None => {
            board_steps(table, voice).unwrap_or_else(|| vec![voice.text("table-repair-nothing")])
        }
        Some(first) => {
            let agree = first - 1;
            vec![voice.format(
                "table-repair-retrace",
                &[
                    ("first", Arg::Num(first as i64)),
                    ("ply", Arg::Num(agree as i64)),
                ],
            )]
        }
    }
}

/// For each board that differs from its own scoresheet: the squares to set.
fn board_steps(table: &Table, voice: &Voice) -> Option<Vec<String>> {
    let mut steps = Vec::new();
    for seat in [Seat::Blind, Seat::Sighted] {
        let book = table.book(seat);
        if book.board.len() != book.sheet.len() {
            continue;
        }
        let squares = compare::square_differences(book.board.position(), book.sheet.position());
        if squares.is_empty() {
            continue;
        }
        let list: Vec<String> = squares
            .iter()
            .map(|(sq, _, wanted)| {
                voice.format(
                    "table-repair-square",
                    &[
                        ("square", Arg::Str(&voice.square(*sq))),
                        ("content", Arg::Str(&voice.content(*wanted))),
                    ],
                )
            })
            .collect();
        steps.push(voice.format(
            "table-repair-board",
            &[
                ("seat", Arg::Str(&voice.seat(seat))),
                ("squares", Arg::Str(&list.join("; "))),
                ("name", Arg::Str(seat.as_str())),
            ],
        ));
    }
    (!steps.is_empty()).then_some(steps)
}
