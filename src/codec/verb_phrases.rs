//! The codec's words: `grammars/flow.toml`, every language's phrase for each verb, found at the
//! start of a line, the longest first, case- and accent-insensitively.
//!
//! The file is embedded and checked by the tests; if it could not be read, the English wire
//! names still work, so a broken file never leaves a seat without words.

use std::{
    collections::{BTreeMap, HashMap},
    sync::OnceLock,
};

use crate::{table::Verb, vocab::normalize::phrase_key};

/// What a phrase of `grammars/flow.toml` names.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Word {
    /// A table action.
    Table(Verb),
    /// Leave the program.
    Quit,
    /// The list of commands.
    Help,
    /// Switch the seat at the keyboard (to the one named after it).
    Seat,
    /// The game's score as PGN.
    Pgn,
}

impl Word {
    /// The word a key of `grammars/flow.toml` names.
    fn from_key(key: &str) -> Option<Word> {
        match key {
            "quit" => Some(Word::Quit),
            "help" => Some(Word::Help),
            "seat" => Some(Word::Seat),
            "pgn" => Some(Word::Pgn),
            other => Verb::from_name(other).map(Word::Table),
        }
    }

    /// Whether arguments follow the phrase; phrases of the others must be the whole line, so
    /// that "non dago" (Basque "where is") is not read as the Galician "non" (no).
    fn takes_arguments(self) -> bool {
        match self {
            Word::Table(verb) => verb.takes_arguments(),
            Word::Seat => true,
            Word::Quit | Word::Help | Word::Pgn => false,
        }
    }
}

/// The phrases read from `text`: normalized phrase → word, and the longest phrase in words.
struct Phrases {
    map: HashMap<String, Word>,
    longest: usize,
}

/// The file's text, embedded.
pub(super) const FLOW: &str = include_str!("../../grammars/flow.toml");

/// Reads `text` in the form of `grammars/flow.toml`.
///
/// # Errors
///
/// The TOML is broken, a key names no verb, or a phrase is empty.
pub(super) fn read(text: &str) -> Result<Vec<(String, Word)>, String> {
    let table: BTreeMap<String, Vec<String>> =
        toml::from_str(text).map_err(|e| format!("grammars/flow.toml: {e}"))?;
    let mut out = Vec::new();
    for (key, phrases) in table {
        let word = Word::from_key(&key)
            .ok_or_else(|| format!("grammars/flow.toml: '{key}' names no verb"))?;
        for phrase in phrases {
            let (norm, _) = phrase_key(&phrase)
                .ok_or_else(|| format!("grammars/flow.toml: '{key}': empty phrase"))?;
            out.push((norm, word));
        }
    }
    Ok(out)
}

fn phrases() -> &'static Phrases {
    static PHRASES: OnceLock<Phrases> = OnceLock::new();
    PHRASES.get_or_init(|| {
        // The wire names first, so that they hold even if the file could not be read; but
        // resigning and offering a draw, typed, are review commands, asked again before they
        // count, and a seat's vocabulary and the e-board's report are its devices' to send, not
        // words to type.
        let mut entries: Vec<(String, Word)> = ["quit", "help", "seat"]
            .into_iter()
            .chain(
                Verb::ALL
                    .into_iter()
                    .filter(|v| {
                        !matches!(v, Verb::Resign | Verb::Draw | Verb::Vocab | Verb::EboardOff)
                    })
                    .map(Verb::name),
            )
            .filter_map(|name| Some((phrase_key(name)?.0, Word::from_key(name)?)))
            .collect();
        entries.extend(read(FLOW).unwrap_or_default());
        let longest = entries
            .iter()
            .map(|(k, _)| k.split(' ').count())
            .max()
            .unwrap_or(1);
        Phrases {
            map: entries.into_iter().collect(),
            longest,
        }
    })
}

/// The word `text` starts with, its phrase as typed, and the words after it.
pub(super) fn find(text: &str) -> Option<(Word, &str, &str)> {
    let phrases = phrases();
    // Word boundaries in the original text, so that the arguments keep their spelling.
    let starts: Vec<usize> = text
        .split_whitespace()
        .map(|w| w.as_ptr() as usize - text.as_ptr() as usize)
        .collect();
    for n in (1..=phrases.longest.min(starts.len())).rev() {
        let end = starts.get(n).copied().unwrap_or(text.len());
        let Some((key, _)) = phrase_key(&text[..end]) else {
            continue;
        };
        let Some(&word) = phrases.map.get(&key) else {
            continue;
        };
        let rest = text[end..].trim();
        if rest.is_empty() || word.takes_arguments() {
            return Some((word, text[..end].trim(), rest));
        }
    }
    None
}
