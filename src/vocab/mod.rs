//! The move vocabularies: the Appendix D words and the words of each language, read from the
//! data files in `grammars/` and validated when loaded.
//!
//! Pure after the embedded files are read. One [`Lexicon`] is one file; a [`Vocabulary`] is what
//! the parser understands for one `--vocab` choice: the Appendix D words, one language's words
//! and SAN letters, the NATO file names, bare letters and digits. The announcer renders moves
//! from the same lexicons, so everything said can be parsed back.

pub mod jsgf;
mod lexicon;
pub mod normalize;

use std::{fmt, str::FromStr, sync::OnceLock};

use rustc_hash::FxHashMap;

use shakmaty::{File, Rank, Role};

pub use lexicon::{Lexicon, VocabError};

use crate::i18n::Lang;

/// What one word or phrase of a vocabulary means.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Meaning {
    /// A file: "Felix", "efe", "Foxtrot", "f".
    File(File),
    /// A rank: "drei", "tres", "3".
    Rank(Rank),
    /// A piece: "Springer", "caballo", "♘".
    Piece(Role),
    /// "schlägt", "x".
    Capture,
    /// "Schach", "+".
    Check,
    /// "Matt", "Schachmatt", "#".
    Mate,
    /// "en passant", "e.p.".
    EnPassant,
    /// The word that introduces the promotion piece: "wird", "=".
    Promotion,
    /// "Kurze Rochade", "O-O".
    CastleShort,
    /// "Lange Rochade", "O-O-O".
    CastleLong,
    /// A word a recognizer may insert that carries no meaning: "nach", "äh".
    Filler,
}

macro_rules! define_vocabularies {
    ($( $lang:ident $code:literal $name:literal [$($voice:literal),+]
        [$own:ident $own_name:literal $(, $vocab:ident $vocab_name:literal)*] ),+ $(,)?) => {
        /// The vocabularies a user can choose with `--vocab`: the Appendix D words, and those of
        /// each line of [`crate::languages`].
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
        pub enum VocabName {
            /// Appendix D words with English SAN letters and words (the default).
            #[default]
            FideD,
            $(
                #[doc = concat!($name, " words and SAN letters (`grammars/", $own_name, ".toml`).")]
                $own,
                $( #[doc = concat!($name, " words and SAN letters of `grammars/", $vocab_name,
                    ".toml`.")] $vocab, )*
            )+
        }

        impl VocabName {
            /// Every vocabulary.
            pub const ALL: [VocabName; 1 + [$($own_name $(, $vocab_name)*),+].len()] =
                [VocabName::FideD, $(VocabName::$own, $(VocabName::$vocab,)*)+];

            /// The name used on the command line.
            pub fn as_str(self) -> &'static str {
                match self {
                    VocabName::FideD => "fide-d",
                    $( VocabName::$own => $own_name, $( VocabName::$vocab => $vocab_name, )* )+
                }
            }

            /// The language whose local words this vocabulary uses; English for `fide-d`.
            pub fn lang(self) -> Lang {
                match self {
                    VocabName::FideD => Lang::En,
                    $( VocabName::$own $(| VocabName::$vocab)* => Lang::$lang, )+
                }
            }

            /// The default vocabulary of a language: its own words and letters.
            pub fn of_lang(lang: Lang) -> VocabName {
                match lang {
                    $( Lang::$lang => VocabName::$own, )+
                }
            }

            /// The local lexicon file this vocabulary draws its language words and letters from.
            pub(crate) fn local_file(self) -> LexiconFile {
                match self {
                    VocabName::FideD => LexiconFile::En,
                    $( VocabName::$own => LexiconFile::$own,
                       $( VocabName::$vocab => LexiconFile::$vocab, )* )+
                }
            }
        }

        /// The embedded vocabulary files of `grammars/`.
        #[derive(Debug, Clone, Copy, PartialEq, Eq)]
        pub enum LexiconFile {
            /// `fide-d.toml`, the Appendix D words.
            FideD,
            /// `nato.toml`, the NATO file names.
            Nato,
            $(
                #[doc = concat!("`", $own_name, ".toml`.")] $own,
                $( #[doc = concat!("`", $vocab_name, ".toml`.")] $vocab, )*
            )+
        }

        impl LexiconFile {
            /// Every embedded file.
            pub const ALL: [LexiconFile; 2 + [$($own_name $(, $vocab_name)*),+].len()] =
                [LexiconFile::FideD, LexiconFile::Nato, $(LexiconFile::$own, $(LexiconFile::$vocab,)*)+];

            /// The file's path, as named in error messages.
            pub fn path(self) -> &'static str {
                match self {
                    LexiconFile::FideD => "grammars/fide-d.toml",
                    LexiconFile::Nato => "grammars/nato.toml",
                    $( LexiconFile::$own => concat!("grammars/", $own_name, ".toml"),
                       $( LexiconFile::$vocab => concat!("grammars/", $vocab_name, ".toml"), )* )+
                }
            }
        }
    };
}

crate::languages::with_languages!(define_vocabularies);

impl VocabName {
    /// The vocabulary an interface language brings when the user chose none: its own words
    /// and letters, and for English the Appendix D default (which has the English ones too).
    /// The Appendix D words are understood in every vocabulary.
    pub fn of_interface(lang: Lang) -> VocabName {
        match lang {
            Lang::En => VocabName::FideD,
            other => VocabName::of_lang(other),
        }
    }
}

impl fmt::Display for VocabName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// The text given is not a vocabulary name.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown vocabulary '{}': expected one of {list}", crate::quote::quote(.0), list = crate::i18n::one_of(VocabName::ALL))]
pub struct ParseVocabNameError(pub String);

impl FromStr for VocabName {
    type Err = ParseVocabNameError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        VocabName::ALL
            .into_iter()
            .find(|v| v.as_str().eq_ignore_ascii_case(s.trim()))
            .ok_or_else(|| ParseVocabNameError(s.to_owned()))
    }
}

impl LexiconFile {
    /// The validated lexicon of this file, parsed once; never fails.
    ///
    /// The tests load every embedded file with [`LexiconFile::load`], which names the file and
    /// line of any problem, so a build with a broken file is not shipped; were one to run, the
    /// file would read as notation marks only (`Lexicon::notation`) rather than stop a game.
    pub fn lexicon(self) -> &'static Lexicon {
        static CACHE: [OnceLock<Lexicon>; LexiconFile::ALL.len()] =
            [const { OnceLock::new() }; LexiconFile::ALL.len()];
        let slot = &CACHE[LexiconFile::ALL
            .iter()
            .position(|f| *f == self)
            .unwrap_or(0)];
        slot.get_or_init(|| {
            self.load()
                .unwrap_or_else(|_| Lexicon::notation(self.path()))
        })
    }

    /// Parses and validates the embedded file.
    ///
    /// # Errors
    ///
    /// A [`VocabError`] naming the file and line of the first problem.
    pub fn load(self) -> Result<Lexicon, VocabError> {
        let path = self.path();
        Lexicon::from_toml(path, embedded(path), self == LexiconFile::Nato)
    }
}

include!(concat!(env!("OUT_DIR"), "/grammar_files.rs"));

/// The embedded file of `grammars/` at `path` ("grammars/de.toml"); empty when there is none,
/// which its loader reports as a file without its sections (and the tests catch).
pub fn embedded(path: &str) -> &'static str {
    embedded_file(path).map_or("", |(_, text)| text)
}

/// The embedded file of `grammars/` at `path`: its path, kept for error messages, and its text.
pub fn embedded_file(path: &str) -> Option<(&'static str, &'static str)> {
    GRAMMAR_FILES.iter().find(|(p, _)| *p == path).copied()
}

/// The SAN piece letters of one language (Appendix C.2, C.3).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Letters {
    /// Upper-case letters for king, queen, rook, bishop, knight.
    by_role: [char; 5],
}

const LETTER_ROLES: [Role; 5] = [
    Role::King,
    Role::Queen,
    Role::Rook,
    Role::Bishop,
    Role::Knight,
];

impl Letters {
    /// The English letters K Q R B N.
    pub const ENGLISH: Letters = Letters {
        by_role: ['K', 'Q', 'R', 'B', 'N'],
    };

    pub(crate) fn new(by_role: [char; 5]) -> Letters {
        Letters { by_role }
    }

    /// The piece a letter stands for, in either case.
    pub fn role(&self, c: char) -> Option<Role> {
        let upper = c.to_ascii_uppercase();
        LETTER_ROLES
            .iter()
            .zip(self.by_role)
            .find(|(_, l)| *l == upper)
            .map(|(r, _)| *r)
    }

    /// The letter of a piece; pawns have none (C.4).
    pub fn letter(&self, role: Role) -> Option<char> {
        LETTER_ROLES
            .iter()
            .position(|r| *r == role)
            .map(|i| self.by_role[i])
    }
}

/// One entry of a vocabulary's word table.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub(crate) struct WordEntry {
    /// What the word or phrase means on its own, if anything.
    pub meaning: Option<Meaning>,
    /// Whether a longer phrase starts with this word or phrase.
    pub starts_phrase: bool,
}

/// Everything the parser understands for one `--vocab` choice.
#[derive(Debug)]
pub struct Vocabulary {
    name: VocabName,
    /// Normalized words and phrases ("springer", "kurze rochade").
    words: FxHashMap<String, WordEntry>,
    letters: Letters,
    /// Whether a word with two meanings keeps its first instead of failing the build.
    lenient: bool,
}

impl Vocabulary {
    /// The built-in vocabulary `name`, built once; never fails.
    ///
    /// The tests build every vocabulary with [`Vocabulary::build`], which names the file and
    /// line of a word with two meanings; were such a build to run, the word would keep its
    /// first meaning rather than stop a game.
    pub fn builtin(name: VocabName) -> &'static Vocabulary {
        static CACHE: [OnceLock<Vocabulary>; VocabName::ALL.len()] =
            [const { OnceLock::new() }; VocabName::ALL.len()];
        let slot = &CACHE[VocabName::ALL.iter().position(|v| *v == name).unwrap_or(0)];
        slot.get_or_init(|| {
            Vocabulary::assemble(name, false).unwrap_or_else(|_| {
                // Lenient assembly skips conflicts instead of failing: it cannot fail.
                Vocabulary::assemble(name, true).unwrap_or_else(|_| Vocabulary::empty(name))
            })
        })
    }

    /// Builds and validates vocabulary `name` from the embedded files.
    ///
    /// # Errors
    ///
    /// A word or phrase that means two different things across the merged files, naming the
    /// file and line of the second meaning.
    pub fn build(name: VocabName) -> Result<Vocabulary, VocabError> {
        for file in [LexiconFile::FideD, LexiconFile::Nato, name.local_file()] {
            file.load()?;
        }
        Vocabulary::assemble(name, false)
    }

    /// A vocabulary of `name` with no words yet.
    fn empty(name: VocabName) -> Vocabulary {
        let letters = if name == VocabName::FideD {
            Letters::ENGLISH
        } else {
            name.local_file().lexicon().letters()
        };
        Vocabulary {
            name,
            words: FxHashMap::default(),
            letters,
            lenient: false,
        }
    }

    /// Merges the universal words and the lexicons of `name`; `lenient` keeps the first meaning
    /// of a word that has two instead of failing.
    fn assemble(name: VocabName, lenient: bool) -> Result<Vocabulary, VocabError> {
        let local = name.local_file().lexicon();
        let mut vocab = Vocabulary {
            lenient,
            ..Vocabulary::empty(name)
        };
        vocab.add_universal()?;
        for lexicon in [LexiconFile::FideD.lexicon(), LexiconFile::Nato.lexicon()] {
            vocab.add_lexicon(lexicon)?;
        }
        // fide-d takes its local words from English, so `local` and `nato` announcements made
        // with it parse back too.
        vocab.add_lexicon(local)?;
        Ok(vocab)
    }

    /// Bare file letters, digits, marks and figurines: understood in every vocabulary.
    fn add_universal(&mut self) -> Result<(), VocabError> {
        let mut add = |key: &str, meaning| self.insert("(built in)", 0, key, 1, meaning);
        for file in File::ALL {
            add(&file.char().to_string(), Meaning::File(file))?;
        }
        for rank in Rank::ALL {
            add(&rank.char().to_string(), Meaning::Rank(rank))?;
        }
        add("x", Meaning::Capture)?;
        add("+", Meaning::Check)?;
        add("++", Meaning::Mate)?;
        add("#", Meaning::Mate)?;
        add("=", Meaning::Promotion)?;
        for (white, black, role) in [
            ('♔', '♚', Role::King),
            ('♕', '♛', Role::Queen),
            ('♖', '♜', Role::Rook),
            ('♗', '♝', Role::Bishop),
            ('♘', '♞', Role::Knight),
            ('♙', '♟', Role::Pawn),
        ] {
            add(&white.to_string(), Meaning::Piece(role))?;
            add(&black.to_string(), Meaning::Piece(role))?;
        }
        Ok(())
    }

    fn add_lexicon(&mut self, lexicon: &Lexicon) -> Result<(), VocabError> {
        for word in lexicon.words() {
            self.insert(
                lexicon.path(),
                word.line,
                &word.key,
                word.word_count,
                word.meaning,
            )?;
        }
        Ok(())
    }

    fn insert(
        &mut self,
        path: &str,
        line: usize,
        key: &str,
        word_count: usize,
        meaning: Meaning,
    ) -> Result<(), VocabError> {
        let entry = self.words.entry(key.to_owned()).or_default();
        match entry.meaning {
            Some(old) if old != meaning && self.lenient => return Ok(()),
            Some(old) if old != meaning => {
                return Err(VocabError::new(
                    path,
                    line,
                    format!(
                        "'{key}' means {} here but {} elsewhere in vocabulary {}",
                        describe(meaning),
                        describe(old),
                        self.name
                    ),
                ));
            }
            _ => entry.meaning = Some(meaning),
        }
        // Mark every proper prefix of a phrase so the tokenizer knows to look further.
        let mut prefix_end = 0;
        for _ in 1..word_count {
            prefix_end += key[prefix_end..].find(' ').map_or(key.len(), |i| i + 1);
            let prefix = key[..prefix_end].trim_end();
            self.words
                .entry(prefix.to_owned())
                .or_default()
                .starts_phrase = true;
        }
        Ok(())
    }

    /// The vocabulary's name.
    pub fn name(&self) -> VocabName {
        self.name
    }

    /// The SAN letters typed input is read with.
    pub fn letters(&self) -> Letters {
        self.letters
    }

    /// Looks up a normalized word or phrase.
    pub(crate) fn entry(&self, key: &str) -> Option<WordEntry> {
        self.words.get(key).copied()
    }

    /// The meaning of a normalized word or phrase.
    pub fn meaning(&self, key: &str) -> Option<Meaning> {
        self.entry(key).and_then(|e| e.meaning)
    }

    /// Every word and phrase with its meaning, for generating a recognizer grammar.
    pub fn entries(&self) -> impl Iterator<Item = (String, Meaning)> + '_ {
        self.words
            .iter()
            .filter_map(|(k, e)| Some((k.clone(), e.meaning?)))
    }
}

/// A short description of a meaning for error messages.
pub fn describe(meaning: Meaning) -> String {
    match meaning {
        Meaning::File(f) => format!("file {}", f.char()),
        Meaning::Rank(r) => format!("rank {}", r.char()),
        Meaning::Piece(role) => format!("piece {role:?}").to_lowercase(),
        Meaning::Capture => "capture".into(),
        Meaning::Check => "check".into(),
        Meaning::Mate => "mate".into(),
        Meaning::EnPassant => "en passant".into(),
        Meaning::Promotion => "promotion".into(),
        Meaning::CastleShort => "short castling".into(),
        Meaning::CastleLong => "long castling".into(),
        Meaning::Filler => "a filler word".into(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_builtin_vocabulary_builds() {
        for name in VocabName::ALL {
            Vocabulary::build(name).unwrap_or_else(|e| panic!("{name}: {e}"));
        }
    }

    #[test]
    fn every_data_file_is_embedded_and_every_embedded_file_is_read() {
        let mut wanted: Vec<String> = LexiconFile::ALL.iter().map(|f| f.path().into()).collect();
        for lang in Lang::ALL {
            wanted.push(format!("grammars/commands-{}.toml", lang.code()));
        }
        wanted.extend([
            "grammars/flow.toml".into(),
            "grammars/move.ebnf".into(),
            crate::asr::dict::EN_US.into(),
            crate::asr::dict::EN_US_COMMANDS.into(),
            crate::asr::answers::FILE.into(),
        ]);
        for path in &wanted {
            assert!(embedded_file(path).is_some(), "{path} is not embedded");
        }
        for (path, _) in GRAMMAR_FILES {
            assert!(
                wanted.iter().any(|w| w == path),
                "{path} is embedded but unread"
            );
        }
    }

    #[test]
    fn appendix_d_spellings_are_understood_everywhere() {
        for name in VocabName::ALL {
            let v = Vocabulary::builtin(name);
            for (word, meaning) in [
                ("laeufer", Meaning::Piece(Role::Bishop)),
                ("laeuffer", Meaning::Piece(Role::Bishop)),
                ("lauefer", Meaning::Piece(Role::Bishop)),
                ("laufer", Meaning::Piece(Role::Bishop)),
                ("koenig", Meaning::Piece(Role::King)),
                ("konig", Meaning::Piece(Role::King)),
                ("fuenf", Meaning::Rank(Rank::Fifth)),
                ("funf", Meaning::Rank(Rank::Fifth)),
                ("bela", Meaning::File(File::B)),
                ("kurtze rochade", Meaning::CastleShort),
                ("foxtrot", Meaning::File(File::F)),
            ] {
                assert_eq!(v.meaning(word), Some(meaning), "{name}: {word}");
            }
        }
    }

    #[test]
    fn letters_are_per_language() {
        let es = Vocabulary::builtin(VocabName::Es).letters();
        assert_eq!(es.role('R'), Some(Role::King));
        assert_eq!(
            Vocabulary::builtin(VocabName::En).letters().role('R'),
            Some(Role::Rook)
        );
        assert_eq!(
            Vocabulary::builtin(VocabName::Pl).letters().role('h'),
            Some(Role::Queen)
        );
        let eu = Vocabulary::builtin(VocabName::Eu).letters();
        let eu2 = Vocabulary::builtin(VocabName::Eu2).letters();
        assert_eq!(eu.role('D'), Some(Role::Queen));
        assert_eq!(eu2.role('D'), Some(Role::Rook));
        assert_eq!(eu2.role('A'), Some(Role::Queen));
    }

    #[test]
    fn names_parse() {
        for name in VocabName::ALL {
            assert_eq!(name.as_str().parse::<VocabName>(), Ok(name));
        }
        assert!("xx".parse::<VocabName>().is_err());
    }
}
