//! The two words a move read back is answered with aloud, per interface language
//! (`grammars/asr-answers.toml`): several syllables each, far apart from each other and from
//! every word of a move or a command, so that a recognizer does not take one for the other.
//! Short yes and no words ("ja", "nein", "yes", "no") are never listened for; typed, they still
//! count, since the codec reads every word of `grammars/flow.toml`.

use std::collections::BTreeMap;

use crate::{i18n::Lang, vocab::normalize::phrase_key};

/// The data file, as `build.rs` embeds every file of `grammars/`.
pub const FILE: &str = "grammars/asr-answers.toml";

/// The spoken answers of one language, as written in the file.
#[derive(Debug, Clone, PartialEq, Eq, serde::Deserialize)]
pub struct Answers {
    /// The word that confirms the move read back (a phrase of flow.toml's `confirm`).
    pub confirm: String,
    /// The word that withdraws it (a phrase of flow.toml's `withdraw`).
    pub withdraw: String,
}

impl Answers {
    /// The answers of `lang` in the built-in file; `None` when it has none (a test checks that
    /// every language has them).
    pub fn of(lang: Lang) -> Option<Answers> {
        let text = crate::vocab::embedded(FILE);
        let mut file: BTreeMap<String, Answers> = toml::from_str(text).ok()?;
        file.remove(lang.code())
    }

    /// The phrases to listen for in `lang`, normalized as the parser does, with their flow key
    /// ("confirm" or "withdraw"): the language's pair and the English one.
    pub fn listened_for(lang: Lang) -> Vec<(String, &'static str)> {
        let mut out = Vec::new();
        for answers in [Answers::of(lang), Answers::of(Lang::En)]
            .into_iter()
            .flatten()
        {
            for (phrase, key) in [(answers.confirm, "confirm"), (answers.withdraw, "withdraw")] {
                if let Some((words, _)) = phrase_key(&phrase)
                    && !out.iter().any(|(w, _)| *w == words)
                {
                    out.push((words, key));
                }
            }
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{Arg, Localizer};

    fn flow() -> BTreeMap<String, Vec<String>> {
        toml::from_str(crate::vocab::embedded("grammars/flow.toml")).unwrap_or_default()
    }

    fn normalized(text: &str) -> String {
        phrase_key(text).map(|(k, _)| k).unwrap_or_default()
    }

    #[test]
    fn every_language_has_two_answers_that_the_keyboard_also_takes() {
        let flow = flow();
        for lang in Lang::ALL {
            let answers = Answers::of(lang).unwrap_or_else(|| panic!("{lang:?} has no answers"));
            for (word, key) in [
                (&answers.confirm, "confirm"),
                (&answers.withdraw, "withdraw"),
            ] {
                let typed = flow.get(key).into_iter().flatten().map(|p| normalized(p));
                assert!(
                    typed.collect::<Vec<_>>().contains(&normalized(word)),
                    "{lang:?}: '{word}' is not in flow.toml's {key}"
                );
                // Several syllables: at least six letters (a rough count, but "ja", "nein",
                // "yes", "tak" and "bai" are all far below).
                assert!(word.chars().count() >= 5, "{lang:?}: '{word}' is too short");
            }
            assert_ne!(normalized(&answers.confirm), normalized(&answers.withdraw));
        }
    }

    #[test]
    fn the_read_back_names_the_answers_of_its_language() {
        for lang in Lang::ALL {
            let Some(answers) = Answers::of(lang) else {
                panic!("{lang:?} has no answers");
            };
            let loc = Localizer::new(lang).unwrap_or_else(|e| panic!("{lang:?}: {e}"));
            let prompt = loc.format("table-read-back", &[("move", Arg::Str("Eva vier"))]);
            let said = normalized(&prompt);
            for word in [&answers.confirm, &answers.withdraw] {
                let word = normalized(word);
                assert!(
                    said.split(' ').any(|w| w == word),
                    "{lang:?}: the prompt '{prompt}' does not say '{word}'"
                );
            }
        }
    }

    #[test]
    fn short_yes_and_no_words_are_never_listened_for() {
        for lang in Lang::ALL {
            let phrases = Answers::listened_for(lang);
            assert_eq!(phrases.len() % 2, 0, "{lang:?}: {phrases:?}");
            for short in [
                "ja", "nein", "yes", "no", "si", "bai", "ez", "tak", "nie", "non",
            ] {
                assert!(
                    phrases.iter().all(|(w, _)| w != short),
                    "{lang:?}: {phrases:?}"
                );
            }
        }
    }
}
