//! The table's record in the record's language (the table's setup names it): the arbiter log,
//! kept structured by the host, worded into the game's record for the PGN (`{[%arbiter …
//! note …]}` comments) and the session's summary, with the Appendix D words for moves, squares
//! and pieces, which every seat shares.
//!
//! Pure.

use std::sync::OnceLock;

use super::Words;
use crate::{
    announce::Style,
    game::{self, Game, LogKind, pgn::write_pgn},
    i18n::Lang,
    table::{LogEntry, Table},
    vocab::VocabName,
};

/// The words of the record in `lang`. Built once per language; `None` only if an embedded
/// locale is broken (the locale tests catch that).
pub fn words(lang: Lang) -> Option<&'static Words> {
    static WORDS: [OnceLock<Option<Words>>; Lang::ALL.len()] =
        [const { OnceLock::new() }; Lang::ALL.len()];
    let index = Lang::ALL.iter().position(|l| *l == lang)?;
    WORDS[index]
        .get_or_init(|| Words::new(lang, Style::Fide, VocabName::FideD).ok())
        .as_ref()
}

/// An arbiter log entry in the words of the record.
pub fn log(lang: Lang, entry: &LogEntry) -> String {
    words(lang).map_or_else(|| format!("{entry:?}"), |w| w.log(entry))
}

/// The table's game with its arbiter log in the record, worded in the record's language.
pub fn game(table: &Table) -> Game {
    let lang = table.setup().lang;
    table
        .game()
        .with_notes(table.record_notes().iter().map(|note| {
            let entry = game::GameLogEntry {
                after_ply: note.after_ply,
                at: note.stamp.at,
                wall: note.stamp.wall,
                kind: LogKind::Note(log(lang, &note.entry)),
            };
            (note.after, entry)
        }))
}

/// The table's game as PGN, its arbiter log worded in the record's language.
pub fn pgn(table: &Table) -> String {
    write_pgn(&game(table))
}
