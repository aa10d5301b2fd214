//! What the arbiter must rule on at a table (pure): the claim or request before the arbiter
//! (who claims what: the square and the piece touched, the draw claimed and any move written,
//! the increment asked for) or the alert (the records that differ, with the squares that
//! differ; an illegal move), then the position in words and as FEN. Worded by the arbiter
//! seat's words of that table (its style and rank words) in the station's language, so that it
//! reads as the arbiter at the table would hear it.

use shakmaty::{EnPassantMode, fen::Fen};

use crate::{
    clock::Timestamp,
    i18n::{Arg, Localizer},
    present::Words,
    review::{BoardRead, Query, ReviewCommand, Reviewer},
    table::{LogEntry, Seat, Table},
};

/// The claim or the alert before the arbiter at `table`, in `words` (`None` when nothing is).
pub fn what(table: &Table, words: &Words) -> Option<String> {
    if let Some(divergence) = table.divergence() {
        return Some(words.divergence(divergence));
    }
    let before = table.claim().is_some() || matches!(table.phase(), crate::table::Phase::Arbiter);
    if !before {
        return None;
    }
    // The entry that brought the arbiter: the last alert that is not the clock's.
    let raised = table
        .alerts()
        .iter()
        .rev()
        .find(|e| !matches!(e, LogEntry::Clock(_)));
    Some(match raised {
        // The position follows in full: the claim is said without its FEN.
        Some(LogEntry::TouchClaimed {
            claimant,
            square,
            piece,
            ..
        }) => words.touch_claimed(*claimant, *square, *piece, None),
        Some(entry) => words.log(entry),
        None => words.text("table-waiting-arbiter"),
    })
}

/// The game's position at `table`: its pieces in words, and its FEN.
pub fn position(table: &Table, reviewer: &Reviewer, text: &Localizer, at: Timestamp) -> String {
    // One side's pieces a line: read as sentences of their own.
    let pieces = reviewer
        .answer(
            &Query::new(table, Seat::Arbiter, at),
            &ReviewCommand::Board(BoardRead::Pieces),
        )
        .lines
        .join(". ");
    let fen = Fen::from_position(table.game().position(), EnPassantMode::Legal).to_string();
    text.format(
        "hall-position",
        &[("pieces", Arg::Str(&pieces)), ("fen", Arg::Str(&fen))],
    )
}

/// The whole matter: what is before the arbiter, and the position.
pub fn words(
    table: &Table,
    words: &Words,
    reviewer: &Reviewer,
    text: &Localizer,
    at: Timestamp,
) -> Option<(String, String)> {
    let what = what(table, words)?;
    Some((what, position(table, reviewer, text, at)))
}
