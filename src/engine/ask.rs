//! What a player asks of the engine or of a study ([`Ask`]), and the words for it: the
//! `[practice]` table of `grammars/commands-<lang>.toml`, every language's words merged with
//! English, read like the review commands (case- and accent-insensitive, the longest phrase
//! at the start of the line first).
//!
//! Pure after the embedded files are read.

use std::{collections::BTreeMap, sync::OnceLock};

use serde::Deserialize;
use shakmaty::Color;

use crate::{i18n::Lang, vocab::normalize::NormalizedWords};

/// A request to the engine (help, the game against it) or a step of a study.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Ask {
    /// Which piece to move.
    Hint,
    /// The engine's move, announced.
    Best,
    /// The evaluation in words.
    Eval,
    /// The evaluation as a number.
    Score,
    /// What the opponent would play if it were its move.
    Threat,
    /// Take back the last pair of moves (asked first).
    Takeback,
    /// The engine's level: say it, or set it.
    Level(Option<u8>),
    /// A new game (asked first).
    NewGame,
    /// A new game with the colours changed (asked first).
    Flip,
    /// The next move of the line.
    Next,
    /// The move before.
    Back,
    /// The start of the game.
    First,
    /// The end of the line.
    Last,
    /// After this side's move of this number.
    GoTo {
        /// The move's number.
        number: u32,
        /// Whose.
        side: Color,
    },
    /// Into a variation of the move just made (the first, or the one numbered).
    Variation(Option<u8>),
    /// Out of the variation, back to the line it branches from.
    MainLine,
    /// The position's FEN.
    Fen,
    /// Play on from here against the engine.
    Play,
    /// Analyse the game.
    Analyse,
    /// The next mistake found by the analysis: find a better move.
    Mistakes,
    /// The better move, when looking for one.
    Solution,
    /// The comment on the move reached, again.
    Comment,
}

impl Ask {
    /// Whether it is help from an engine, which Appendix D does not allow at a tournament
    /// table.
    pub fn is_help(self) -> bool {
        matches!(
            self,
            Ask::Hint | Ask::Best | Ask::Eval | Ask::Score | Ask::Threat | Ask::Solution
        )
    }

    /// Whether it is a step through a study (not a table's).
    pub fn is_study(self) -> bool {
        matches!(
            self,
            Ask::Next
                | Ask::Back
                | Ask::First
                | Ask::Last
                | Ask::GoTo { .. }
                | Ask::Variation(_)
                | Ask::MainLine
                | Ask::Fen
                | Ask::Play
                | Ask::Analyse
                | Ask::Mistakes
                | Ask::Solution
                | Ask::Comment
        )
    }

    /// Whether it changes the game against the engine, and so is asked first.
    pub fn asked_first(self) -> bool {
        matches!(self, Ask::Takeback | Ask::NewGame | Ask::Flip)
    }
}

/// The word kinds of the `[practice]` table (and the Fluent arguments of the help's lines).
pub const KEYS: [&str; 24] = [
    "hint",
    "best",
    "eval",
    "score",
    "threat",
    "takeback",
    "level",
    "new",
    "flip",
    "next",
    "back",
    "first",
    "last",
    "goto",
    "white",
    "black",
    "variation",
    "mainline",
    "fen",
    "play",
    "analyse",
    "mistakes",
    "solution",
    "comment",
];

#[derive(Deserialize)]
struct PracticeToml {
    #[serde(default)]
    practice: BTreeMap<String, Vec<String>>,
}

/// The practice words understood in one language: its own and the English ones.
#[derive(Debug)]
pub struct AskWords {
    phrases: BTreeMap<String, &'static str>,
    longest: usize,
    /// The first phrase of each key in this language, for help.
    names: BTreeMap<&'static str, String>,
}

impl AskWords {
    /// The words of `lang`, loaded once (an unreadable file leaves the English words, or none:
    /// the tests load every file with [`AskWords::load`]).
    pub fn builtin(lang: Lang) -> &'static AskWords {
        static CACHE: [OnceLock<AskWords>; Lang::ALL.len()] =
            [const { OnceLock::new() }; Lang::ALL.len()];
        let index = Lang::ALL.iter().position(|l| *l == lang).unwrap_or(0);
        CACHE[index].get_or_init(|| {
            AskWords::load(lang)
                .or_else(|_| AskWords::load(Lang::En))
                .unwrap_or(AskWords {
                    phrases: BTreeMap::new(),
                    longest: 1,
                    names: BTreeMap::new(),
                })
        })
    }

    /// Reads the words of `lang` and English.
    ///
    /// # Errors
    ///
    /// A file that does not parse, a key missing or unknown, or a phrase naming two keys.
    pub fn load(lang: Lang) -> Result<AskWords, String> {
        let mut words = AskWords {
            phrases: BTreeMap::new(),
            longest: 1,
            names: BTreeMap::new(),
        };
        words.add(lang, true)?;
        if lang != Lang::En {
            words.add(Lang::En, false)?;
        }
        Ok(words)
    }

    fn add(&mut self, lang: Lang, own: bool) -> Result<(), String> {
        let path = format!("grammars/commands-{}.toml", lang.code());
        let (file, text) = crate::vocab::embedded_file(&path).unwrap_or(("<missing>", ""));
        let parsed: PracticeToml = toml::from_str(text).map_err(|e| format!("{file}: {e}"))?;
        if let Some(unknown) = parsed.practice.keys().find(|k| !KEYS.contains(&k.as_str())) {
            return Err(format!("{file}: [practice] '{unknown}' names nothing"));
        }
        for key in KEYS {
            let list = parsed
                .practice
                .get(key)
                .filter(|l| !l.is_empty())
                .ok_or_else(|| format!("{file}: [practice] has no words for '{key}'"))?;
            if own {
                self.names.insert(key, list[0].clone());
            }
            for phrase in list {
                let split =
                    NormalizedWords::split(phrase).map_err(|_| format!("{file}: '{phrase}'"))?;
                if split.is_empty() {
                    return Err(format!("{file}: [practice] '{key}' has an empty phrase"));
                }
                let norm = split.run(0, split.len()).to_owned();
                match self.phrases.get(&norm) {
                    Some(other) if *other != key => {
                        return Err(format!(
                            "{file}: '{phrase}' names '{key}' here but '{other}' elsewhere"
                        ));
                    }
                    _ => {
                        self.phrases.insert(norm, key);
                    }
                }
                self.longest = self.longest.max(split.len());
            }
        }
        Ok(())
    }

    /// The first phrase of a key in this language (for help): `hint`, `takeback` …
    pub fn name(&self, key: &str) -> String {
        self.names
            .get(key)
            .cloned()
            .unwrap_or_else(|| key.to_owned())
    }

    /// What `text` asks, if it starts with a practice word; `Err` with the word when its
    /// argument is wrong ("level eleven").
    pub fn read(&self, text: &str) -> Option<Result<Ask, String>> {
        let words = NormalizedWords::split(text).ok()?;
        let n = words.len();
        for len in (1..=self.longest.min(n)).rev() {
            let Some(key) = self.phrases.get(words.run(0, len)) else {
                continue;
            };
            let rest: Vec<&str> = (len..n).map(|i| words.word(i)).collect();
            return Some(ask(key, &rest).ok_or_else(|| words.run(0, len).to_owned()));
        }
        None
    }
}

/// The ask a key names with the words after it; `None` when they do not fit.
fn ask(key: &str, rest: &[&str]) -> Option<Ask> {
    let number = || -> Option<Option<u32>> {
        match rest {
            [] => Some(None),
            [n] => n.parse().ok().map(Some),
            _ => None,
        }
    };
    let plain = |a: Ask| rest.is_empty().then_some(a);
    match key {
        "hint" => plain(Ask::Hint),
        "best" => plain(Ask::Best),
        "eval" => plain(Ask::Eval),
        "score" => plain(Ask::Score),
        "threat" => plain(Ask::Threat),
        "takeback" => plain(Ask::Takeback),
        "level" => match number()? {
            None => Some(Ask::Level(None)),
            Some(n) => u8::try_from(n).ok().map(|n| Ask::Level(Some(n))),
        },
        "new" => plain(Ask::NewGame),
        "flip" => plain(Ask::Flip),
        "next" => plain(Ask::Next),
        "back" => plain(Ask::Back),
        "first" => plain(Ask::First),
        "last" => plain(Ask::Last),
        "goto" | "white" | "black" => {
            let side = if key == "black" {
                Color::Black
            } else {
                Color::White
            };
            number()?.map(|number| Ask::GoTo { number, side })
        }
        "variation" => match number()? {
            None => Some(Ask::Variation(None)),
            Some(n) => u8::try_from(n).ok().map(|n| Ask::Variation(Some(n))),
        },
        "mainline" => plain(Ask::MainLine),
        "fen" => plain(Ask::Fen),
        "play" => plain(Ask::Play),
        "analyse" => plain(Ask::Analyse),
        "mistakes" => plain(Ask::Mistakes),
        "solution" => plain(Ask::Solution),
        "comment" => plain(Ask::Comment),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_language_has_every_word_and_none_twice() {
        for lang in Lang::ALL {
            if let Err(e) = AskWords::load(lang) {
                panic!("{e}");
            }
        }
    }

    #[test]
    fn asks_are_read_with_their_arguments() {
        let en = AskWords::builtin(Lang::En);
        let read = |t: &str| en.read(t);
        assert_eq!(read("hint"), Some(Ok(Ask::Hint)));
        assert_eq!(read("Best move"), Some(Ok(Ask::Best)));
        assert_eq!(read("take back"), Some(Ok(Ask::Takeback)));
        assert_eq!(read("level"), Some(Ok(Ask::Level(None))));
        assert_eq!(read("level 7"), Some(Ok(Ask::Level(Some(7)))));
        assert!(matches!(read("level seven"), Some(Err(_))));
        assert_eq!(
            read("move 23"),
            Some(Ok(Ask::GoTo {
                number: 23,
                side: Color::White
            }))
        );
        assert_eq!(
            read("black 23"),
            Some(Ok(Ask::GoTo {
                number: 23,
                side: Color::Black
            }))
        );
        assert_eq!(read("play from here"), Some(Ok(Ask::Play)));
        assert_eq!(read("Springer Felix drei"), None);
        assert_eq!(read("e4"), None);
    }

    /// A practice word must never swallow a move (they come before moves at a table): no
    /// phrase reads as a move in the vocabularies read alongside it, nor is a move word.
    #[test]
    fn practice_words_do_not_shadow_move_words() {
        use crate::vocab::{Meaning, VocabName, Vocabulary};
        for lang in Lang::ALL {
            let words = AskWords::builtin(lang);
            let vocabularies = [
                Vocabulary::builtin(VocabName::of_lang(lang)),
                Vocabulary::builtin(VocabName::En),
                Vocabulary::builtin(VocabName::FideD),
            ];
            for phrase in words.phrases.keys() {
                for vocab in vocabularies {
                    assert!(
                        crate::parse::parse(phrase, vocab).is_err(),
                        "{lang:?}: '{phrase}' is a move in {}",
                        vocab.name()
                    );
                    let meaning = vocab.meaning(phrase);
                    assert!(
                        matches!(meaning, None | Some(Meaning::Filler)),
                        "{lang:?}: '{phrase}' is {meaning:?} in {}",
                        vocab.name()
                    );
                }
            }
        }
    }

    #[test]
    fn each_language_reads_its_own_words_and_english() {
        for lang in Lang::ALL {
            let words = AskWords::builtin(lang);
            for key in KEYS {
                let name = words.name(key);
                let arg = if matches!(key, "goto" | "white" | "black") {
                    " 3"
                } else {
                    ""
                };
                let read = words.read(&format!("{name}{arg}"));
                assert!(
                    matches!(read, Some(Ok(_))),
                    "{lang:?} {key}: '{name}' read as {read:?}"
                );
            }
            assert_eq!(words.read("hint"), Some(Ok(Ask::Hint)), "{lang:?}");
        }
    }

    /// Every phrase that names a takeback, in every language (its own and the English ones it
    /// reads too), is read at a practice table as the takeback, never as a flow word (the
    /// read-back's "zurücknehmen" withdraws a move) nor as a review command ("Zug", "jokaldia").
    #[test]
    fn every_takeback_phrase_is_read_as_the_takeback() {
        use crate::codec::{AppCommand, DecodedInput, decode};
        let mut wrong = Vec::new();
        for lang in Lang::ALL {
            let words = AskWords::builtin(lang);
            let takebacks = words.phrases.iter().filter(|(_, key)| **key == "takeback");
            let mut count = 0;
            for (phrase, _) in takebacks {
                count += 1;
                let decoded = decode(crate::table::Seat::Blind, phrase, lang).map(|d| d.input);
                if decoded != Ok(DecodedInput::App(AppCommand::Ask(Ask::Takeback))) {
                    wrong.push(format!("{lang:?}: '{phrase}' read as {decoded:?}"));
                }
            }
            assert!(count >= 2, "{lang:?}: {count} takeback phrases");
        }
        assert!(wrong.is_empty(), "{}", wrong.join("\n"));
    }
}
