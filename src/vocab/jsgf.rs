//! A speech-recognizer grammar (JSGF) generated from a vocabulary, so that the recognizer, the
//! parser and the announcer share one source of words.
//!
//! Pure. Two forms: the whole move grammar of a vocabulary, the rule `spoken` of
//! `grammars/move.ebnf` written in JSGF; and the list of the legal moves of a position as
//! announced, a small closed grammar that a recognizer gets right far more often (in a
//! measurement with PocketSphinx on espeak-ng speech, 63 of 66 moves exactly, against 39 of 66
//! with the free grammar).

use std::{collections::BTreeMap, fmt::Write as _};

use super::{Meaning, Vocabulary};

/// The JSGF rule name for a meaning.
fn rule(meaning: Meaning) -> &'static str {
    match meaning {
        Meaning::File(_) => "file",
        Meaning::Rank(_) => "rank",
        Meaning::Piece(_) => "piece",
        Meaning::Capture => "capture",
        Meaning::Check => "check",
        Meaning::Mate => "mate",
        Meaning::EnPassant => "enpassant",
        Meaning::Promotion => "promotion",
        Meaning::CastleShort | Meaning::CastleLong => "castle",
        Meaning::Filler => "filler",
    }
}

/// Whether a normalized word can be spoken: letters only, so marks, digits and figurines,
/// which a recognizer cannot hear, are left out.
fn speakable(word: &str) -> bool {
    word.chars().all(|c| c.is_alphabetic() || c == ' ') && word.chars().any(char::is_alphabetic)
}

/// The whole move grammar of `vocab`.
pub fn move_grammar(vocab: &Vocabulary) -> String {
    let mut rules: BTreeMap<&str, Vec<String>> = BTreeMap::new();
    for (word, meaning) in vocab.entries() {
        if speakable(&word) {
            rules.entry(rule(meaning)).or_default().push(word);
        }
    }
    let mut out = String::from("#JSGF V1.0 UTF-8;\ngrammar annabella;\n");
    out.push_str(
        "public <move> = <castle> [<suffix>] | [<piece>] [<origin>] [<capture>] <square> \
         [<enpassant> | [<promotion>] <piece>] [<suffix>];\n",
    );
    out.push_str("<origin> = <square> | <file> | <rank>;\n<square> = <file> <rank>;\n");
    out.push_str("<suffix> = <check> [<mate>] | <mate>;\n");
    for (name, mut words) in rules {
        if name == "filler" {
            continue;
        }
        words.sort_unstable();
        let _ = writeln!(out, "<{name}> = {};", words.join(" | "));
    }
    out
}

/// A grammar accepting exactly the given phrases (e.g. every legal move as announced).
pub fn phrase_grammar<'a>(phrases: impl IntoIterator<Item = &'a str>) -> String {
    let mut list: Vec<String> = phrases
        .into_iter()
        .filter_map(|p| super::normalize::phrase_key(p).map(|(key, _)| key))
        .filter(|k| speakable(k))
        .collect();
    list.sort_unstable();
    list.dedup();
    format!(
        "#JSGF V1.0 UTF-8;\ngrammar annabella;\npublic <move> = {};\n",
        list.join(" | ")
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::vocab::VocabName;

    #[test]
    fn the_move_grammar_has_the_appendix_d_words() {
        let g = move_grammar(Vocabulary::builtin(VocabName::FideD));
        assert!(g.contains("public <move>"), "{g}");
        for word in [
            "springer",
            "felix",
            "drei",
            "kurze rochade",
            "schlagt",
            "wird",
        ] {
            assert!(g.contains(word), "{word} missing from:\n{g}");
        }
        assert!(!g.contains("<rank> = 1"), "digits are not speakable: {g}");
    }

    #[test]
    fn a_phrase_grammar_lists_each_phrase_once() {
        let g = phrase_grammar([
            "Springer Felix drei",
            "springer felix drei",
            "Kurze Rochade",
        ]);
        assert!(
            g.ends_with("public <move> = kurze rochade | springer felix drei;\n"),
            "{g}"
        );
    }
}
