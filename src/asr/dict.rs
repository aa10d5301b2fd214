//! The pronunciation dictionary: `grammars/asr-en-us.toml` (the Appendix D and German words, in
//! the en-us phone set) over the acoustic model's own English dictionary, cut down to the words
//! a grammar uses so that the engine loads it in milliseconds.

use std::collections::{BTreeMap, BTreeSet};

use crate::{i18n::Lang, vocab::normalize::phrase_key};

/// The data file, as `build.rs` embeds every file of `grammars/`.
pub const EN_US: &str = "grammars/asr-en-us.toml";
/// The commands of the other interface languages, one section per language.
pub const EN_US_COMMANDS: &str = "grammars/asr-en-us-commands.toml";

/// Pronunciations by normalized word.
#[derive(Debug, Clone, Default)]
pub struct Pronunciations {
    words: BTreeMap<String, Vec<String>>,
}

/// A pronunciation file that does not read, named.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum DictError {
    /// The file is not the TOML it should be.
    #[error("{file}: {error}")]
    Toml {
        /// The file.
        file: &'static str,
        /// What the TOML reader found.
        error: toml::de::Error,
    },
    /// The file is not among those `build.rs` embeds.
    #[error("{0} is not embedded")]
    NotEmbedded(&'static str),
    /// A key that is not one word.
    #[error("{file}: '{word}' is not one word")]
    NotOneWord {
        /// The file.
        file: &'static str,
        /// The key.
        word: String,
    },
    /// A word without a pronunciation, or with an empty one.
    #[error("{file}: '{word}' has an empty pronunciation")]
    EmptyPronunciation {
        /// The file.
        file: &'static str,
        /// The word.
        word: String,
    },
}

#[derive(serde::Deserialize)]
struct File {
    words: BTreeMap<String, Vec<String>>,
}

impl Pronunciations {
    /// The words of a file in the form of `grammars/asr-en-us.toml`.
    ///
    /// # Errors
    ///
    /// The TOML is broken, or a key is not one word.
    pub fn from_toml(text: &str) -> Result<Pronunciations, DictError> {
        let file: File =
            toml::from_str(text).map_err(|error| DictError::Toml { file: EN_US, error })?;
        Pronunciations::from_words(file.words, EN_US)
    }

    /// The command words of the interface language `lang` from a file in the form of
    /// `grammars/asr-en-us-commands.toml` (empty for a language without a section).
    ///
    /// # Errors
    ///
    /// The TOML is broken, or a key is not one word.
    pub fn commands_from_toml(text: &str, lang: Lang) -> Result<Pronunciations, DictError> {
        let mut file: BTreeMap<String, BTreeMap<String, Vec<String>>> = toml::from_str(text)
            .map_err(|error| DictError::Toml {
                file: EN_US_COMMANDS,
                error,
            })?;
        let section = file.remove(lang.code()).unwrap_or_default();
        Pronunciations::from_words(section, EN_US_COMMANDS)
    }

    /// The built-in command words of `lang` (`grammars/asr-en-us-commands.toml`).
    ///
    /// # Errors
    ///
    /// The embedded file is broken (a test checks it is not).
    pub fn builtin_commands(lang: Lang) -> Result<Pronunciations, DictError> {
        let (_, text) = crate::vocab::embedded_file(EN_US_COMMANDS)
            .ok_or(DictError::NotEmbedded(EN_US_COMMANDS))?;
        Pronunciations::commands_from_toml(text, lang)
    }

    /// Adds the pronunciations of `other`, as further variants of words known already.
    pub fn merge(&mut self, other: Pronunciations) {
        for (word, phones) in other.words {
            let variants = self.words.entry(word).or_default();
            for p in phones {
                if !variants.contains(&p) {
                    variants.push(p);
                }
            }
        }
    }

    fn from_words(
        entries: BTreeMap<String, Vec<String>>,
        file: &'static str,
    ) -> Result<Pronunciations, DictError> {
        let mut words = BTreeMap::new();
        for (word, phones) in entries {
            let key = match phrase_key(&word) {
                Some((key, 1)) => key,
                _ => return Err(DictError::NotOneWord { file, word }),
            };
            if phones.is_empty() || phones.iter().any(|p| p.trim().is_empty()) {
                return Err(DictError::EmptyPronunciation { file, word });
            }
            // "König" is also spelled "Koenig": the parser's normalization keeps the umlaut's
            // letter, so both spellings get the pronunciation.
            for spelling in spellings(&key) {
                words.insert(spelling, phones.clone());
            }
        }
        Ok(Pronunciations { words })
    }

    /// The built-in file.
    ///
    /// # Errors
    ///
    /// The embedded file is broken (a test checks it is not).
    pub fn builtin() -> Result<Pronunciations, DictError> {
        let (_, text) = crate::vocab::embedded_file(EN_US).ok_or(DictError::NotEmbedded(EN_US))?;
        Pronunciations::from_toml(text)
    }

    /// Adds the entries of a CMU-format dictionary (`word PHONES`, `word(2) PHONES`) for the
    /// words in `wanted` that have no pronunciation yet.
    pub fn add_cmudict(&mut self, text: &str, wanted: &BTreeSet<String>) {
        let mut found: BTreeMap<String, Vec<String>> = BTreeMap::new();
        for line in text.lines() {
            let Some((head, phones)) = line.split_once(' ') else {
                continue;
            };
            let word = head.split('(').next().unwrap_or(head);
            if wanted.contains(word) && !self.words.contains_key(word) {
                found
                    .entry(word.to_owned())
                    .or_default()
                    .push(phones.trim().to_owned());
            }
        }
        self.words.extend(found);
    }

    /// The words, normalized.
    pub fn words(&self) -> impl Iterator<Item = &str> {
        self.words.keys().map(String::as_str)
    }

    /// Whether `word` (normalized) can be pronounced.
    pub fn knows(&self, word: &str) -> bool {
        self.words.contains_key(word)
    }

    /// The dictionary text for the engine, holding the words of `words` it knows.
    pub fn dictionary<'a>(&self, words: impl IntoIterator<Item = &'a str>) -> String {
        let mut out = String::new();
        let wanted: BTreeSet<&str> = words.into_iter().collect();
        for word in wanted {
            if let Some(variants) = self.words.get(word) {
                for (i, phones) in variants.iter().enumerate() {
                    if i == 0 {
                        out.push_str(word);
                    } else {
                        out.push_str(&format!("{word}({})", i + 1));
                    }
                    out.push(' ');
                    out.push_str(phones);
                    out.push('\n');
                }
            }
        }
        out
    }
}

/// The spellings the parser's normalization may give a German word: "konig" also "koenig".
fn spellings(key: &str) -> Vec<String> {
    let mut out = vec![key.to_owned()];
    for (plain, long) in [
        ("ko", "koe"),
        ("lau", "laeu"),
        ("fu", "fue"),
        ("schla", "schlae"),
    ] {
        if let Some(rest) = key.strip_prefix(plain) {
            out.push(format!("{long}{rest}"));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_builtin_file_reads_and_normalizes_its_words() -> Result<(), DictError> {
        let p = Pronunciations::builtin()?;
        for word in [
            "konig",
            "laufer",
            "funf",
            "schlagt",
            "springer",
            "cesar",
            "bestatigen",
        ] {
            assert!(p.knows(word), "{word}");
        }
        let dict = p.dictionary(["eins", "acht"]);
        assert!(dict.contains("eins AY N S\neins(2) AY N Z\n"), "{dict}");
        Ok(())
    }

    #[test]
    fn cmudict_fills_in_english_words_only() -> Result<(), DictError> {
        let mut p = Pronunciations::builtin()?;
        let wanted = ["repeat".to_owned(), "eins".to_owned()].into();
        p.add_cmudict(
            "repeat R IH P IY T\nrepeat(2) R IY P IY T\neins EY N Z\n",
            &wanted,
        );
        assert_eq!(
            p.dictionary(["repeat", "eins"]),
            "eins AY N S\neins(2) AY N Z\nrepeat R IH P IY T\nrepeat(2) R IY P IY T\n"
        );
        Ok(())
    }

    #[test]
    fn command_words_come_by_language() -> Result<(), DictError> {
        for lang in [Lang::Es, Lang::Eu, Lang::Pl, Lang::Gl] {
            let p = Pronunciations::builtin_commands(lang)?;
            assert!(p.words().count() > 10, "{lang:?}");
        }
        assert!(Pronunciations::builtin_commands(Lang::Pl)?.knows("potwierdz"));
        assert!(!Pronunciations::builtin_commands(Lang::Es)?.knows("tak"));
        assert_eq!(
            Pronunciations::builtin_commands(Lang::De)?.words().count(),
            0
        );
        Ok(())
    }

    #[test]
    fn bad_files_say_which_word() {
        let e = Pronunciations::from_toml("[words]\n\"zwei drei\" = [\"X\"]");
        assert_eq!(
            e.map(|_| ()),
            Err(DictError::NotOneWord {
                file: EN_US,
                word: "zwei drei".into()
            })
        );
    }
}
