//! One vocabulary file of `grammars/`: its schema, its validation and its canonical words.
//!
//! Pure. The first word of every list is the canonical one the announcer speaks; the others are
//! variants the parser also understands (spellings of the FIDE texts, synonyms, recognizer
//! mishearings).

use std::fmt;

use serde::Deserialize;
use shakmaty::{CastlingSide, File, Rank, Role};
use toml::Spanned;

use super::{Letters, Meaning, normalize::phrase_key};

/// A problem in a vocabulary file, with where it is.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{path}:{line}: {message}")]
pub struct VocabError {
    /// The file, e.g. `grammars/es.toml`.
    pub path: String,
    /// The 1-based line; 0 when the problem concerns the whole file.
    pub line: usize,
    /// What is wrong.
    pub message: String,
}

impl VocabError {
    pub(crate) fn new(path: &str, line: usize, message: String) -> VocabError {
        VocabError {
            path: path.to_owned(),
            line,
            message,
        }
    }
}

type Spellings = Vec<Spanned<String>>;

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawFile {
    meta: RawMeta,
    letters: Option<RawLetters>,
    pieces: Option<RawPieces>,
    files: Option<RawFiles>,
    ranks: Option<RawRanks>,
    words: Option<RawWords>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawMeta {
    #[allow(dead_code)] // documentation for the reader of the file
    description: String,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawLetters {
    king: Spanned<String>,
    queen: Spanned<String>,
    rook: Spanned<String>,
    bishop: Spanned<String>,
    knight: Spanned<String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawPieces {
    king: Spellings,
    queen: Spellings,
    rook: Spellings,
    bishop: Spellings,
    knight: Spellings,
    pawn: Spellings,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawFiles {
    a: Spellings,
    b: Spellings,
    c: Spellings,
    d: Spellings,
    e: Spellings,
    f: Spellings,
    g: Spellings,
    h: Spellings,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawRanks {
    #[serde(rename = "1")]
    r1: Spellings,
    #[serde(rename = "2")]
    r2: Spellings,
    #[serde(rename = "3")]
    r3: Spellings,
    #[serde(rename = "4")]
    r4: Spellings,
    #[serde(rename = "5")]
    r5: Spellings,
    #[serde(rename = "6")]
    r6: Spellings,
    #[serde(rename = "7")]
    r7: Spellings,
    #[serde(rename = "8")]
    r8: Spellings,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawWords {
    capture: Spellings,
    check: Spellings,
    mate: Spellings,
    en_passant: Spellings,
    promotion: Spellings,
    castle_short: Spellings,
    castle_long: Spellings,
    #[serde(default)]
    filler: Spellings,
}

/// One word or phrase of a lexicon, normalized.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LexWord {
    /// The normalized key, words joined by single spaces.
    pub key: String,
    /// How many words the key has.
    pub word_count: usize,
    /// What it means.
    pub meaning: Meaning,
    /// Where it is written.
    pub line: usize,
}

/// One validated vocabulary file.
#[derive(Clone)]
pub struct Lexicon {
    path: &'static str,
    words: Vec<LexWord>,
    canonical: Canonical,
    letters: Option<Letters>,
}

impl fmt::Debug for Lexicon {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Lexicon")
            .field("path", &self.path)
            .finish_non_exhaustive()
    }
}

/// The first (spoken) word of every list.
#[derive(Clone, Default)]
struct Canonical {
    files: [String; 8],
    ranks: [String; 8],
    pieces: [String; 6],
    capture: String,
    check: String,
    mate: String,
    en_passant: String,
    promotion: String,
    castle_short: String,
    castle_long: String,
}

fn line_of(text: &str, offset: usize) -> usize {
    text[..offset.min(text.len())].matches('\n').count() + 1
}

struct LexiconBuilder<'a> {
    path: &'static str,
    text: &'a str,
    words: Vec<LexWord>,
}

impl LexiconBuilder<'_> {
    /// Adds a list of words with one meaning and returns the canonical (first) one.
    fn list(
        &mut self,
        key: &str,
        list: &Spellings,
        meaning: Meaning,
    ) -> Result<String, VocabError> {
        let Some(first) = list.first() else {
            return Err(VocabError::new(
                self.path,
                0,
                format!("missing word: '{key}' is empty"),
            ));
        };
        for word in list {
            self.one(key, word, meaning)?;
        }
        Ok(first.get_ref().trim().to_owned())
    }

    fn one(
        &mut self,
        key: &str,
        word: &Spanned<String>,
        meaning: Meaning,
    ) -> Result<(), VocabError> {
        let line = line_of(self.text, word.span().start);
        let Some((normalized, word_count)) = phrase_key(word.get_ref()) else {
            return Err(VocabError::new(
                self.path,
                line,
                format!("'{key}': '{}' has no letters or digits", word.get_ref()),
            ));
        };
        if let Some(other) = self
            .words
            .iter()
            .find(|w| w.key == normalized && w.meaning != meaning)
        {
            return Err(VocabError::new(
                self.path,
                line,
                format!(
                    "'{}' has two meanings: {} here and {} on line {}",
                    word.get_ref(),
                    super::describe(meaning),
                    super::describe(other.meaning),
                    other.line
                ),
            ));
        }
        self.words.push(LexWord {
            key: normalized,
            word_count,
            meaning,
            line,
        });
        Ok(())
    }
}

impl Lexicon {
    /// Parses and validates one vocabulary file.
    ///
    /// `files_only` is for `nato.toml`, which names files and nothing else.
    ///
    /// # Errors
    ///
    /// Bad TOML, an unknown key, a missing section or word, an empty entry, a bad SAN letter or a
    /// word with two meanings, each naming `path` and the line.
    pub fn from_toml(
        path: &'static str,
        text: &str,
        files_only: bool,
    ) -> Result<Lexicon, VocabError> {
        let raw: RawFile = toml::from_str(text).map_err(|e| {
            let line = e.span().map_or(0, |s| line_of(text, s.start));
            VocabError::new(path, line, e.message().to_owned())
        })?;
        let _ = raw.meta;
        let mut b = LexiconBuilder {
            path,
            text,
            words: Vec::new(),
        };
        let mut canonical = Canonical::default();
        let missing =
            |section: &str| VocabError::new(path, 0, format!("missing section [{section}]"));

        let files = raw.files.ok_or_else(|| missing("files"))?;
        let file_lists = [
            ("a", &files.a),
            ("b", &files.b),
            ("c", &files.c),
            ("d", &files.d),
            ("e", &files.e),
            ("f", &files.f),
            ("g", &files.g),
            ("h", &files.h),
        ];
        for (file, (key, list)) in File::ALL.into_iter().zip(file_lists) {
            canonical.files[file as usize] = b.list(key, list, Meaning::File(file))?;
        }
        if files_only {
            for (section, present) in [
                ("letters", raw.letters.is_some()),
                ("pieces", raw.pieces.is_some()),
                ("ranks", raw.ranks.is_some()),
                ("words", raw.words.is_some()),
            ] {
                if present {
                    return Err(VocabError::new(
                        path,
                        0,
                        format!("unexpected section [{section}]"),
                    ));
                }
            }
            return Ok(Lexicon {
                path,
                words: b.words,
                canonical,
                letters: None,
            });
        }

        let ranks = raw.ranks.ok_or_else(|| missing("ranks"))?;
        let rank_lists = [
            ("1", &ranks.r1),
            ("2", &ranks.r2),
            ("3", &ranks.r3),
            ("4", &ranks.r4),
            ("5", &ranks.r5),
            ("6", &ranks.r6),
            ("7", &ranks.r7),
            ("8", &ranks.r8),
        ];
        for (rank, (key, list)) in Rank::ALL.into_iter().zip(rank_lists) {
            canonical.ranks[rank as usize] = b.list(key, list, Meaning::Rank(rank))?;
        }

        let pieces = raw.pieces.ok_or_else(|| missing("pieces"))?;
        for (role, key, list) in [
            (Role::Pawn, "pawn", &pieces.pawn),
            (Role::Knight, "knight", &pieces.knight),
            (Role::Bishop, "bishop", &pieces.bishop),
            (Role::Rook, "rook", &pieces.rook),
            (Role::Queen, "queen", &pieces.queen),
            (Role::King, "king", &pieces.king),
        ] {
            canonical.pieces[role as usize - 1] = b.list(key, list, Meaning::Piece(role))?;
        }

        let words = raw.words.ok_or_else(|| missing("words"))?;
        canonical.capture = b.list("capture", &words.capture, Meaning::Capture)?;
        canonical.check = b.list("check", &words.check, Meaning::Check)?;
        canonical.mate = b.list("mate", &words.mate, Meaning::Mate)?;
        canonical.en_passant = b.list("en_passant", &words.en_passant, Meaning::EnPassant)?;
        canonical.promotion = b.list("promotion", &words.promotion, Meaning::Promotion)?;
        canonical.castle_short =
            b.list("castle_short", &words.castle_short, Meaning::CastleShort)?;
        canonical.castle_long = b.list("castle_long", &words.castle_long, Meaning::CastleLong)?;
        for word in &words.filler {
            b.one("filler", word, Meaning::Filler)?;
        }

        let letters = raw
            .letters
            .map(|l| letters_of(path, text, &l))
            .transpose()?;
        Ok(Lexicon {
            path,
            words: b.words,
            canonical,
            letters,
        })
    }

    /// The file this lexicon was read from.
    pub fn path(&self) -> &'static str {
        self.path
    }

    /// Every word and phrase, normalized.
    pub fn words(&self) -> &[LexWord] {
        &self.words
    }

    /// The SAN letters of this language; English where the file names none.
    pub fn letters(&self) -> Letters {
        self.letters.unwrap_or(Letters::ENGLISH)
    }

    /// The spoken name of a file: "Felix", "efe", "Foxtrot".
    pub fn file(&self, file: File) -> &str {
        &self.canonical.files[file as usize]
    }

    /// The spoken name of a rank: "drei", "tres".
    pub fn rank(&self, rank: Rank) -> &str {
        &self.canonical.ranks[rank as usize]
    }

    /// The spoken name of a piece: "Springer", "caballo".
    pub fn piece(&self, role: Role) -> &str {
        &self.canonical.pieces[role as usize - 1]
    }

    /// The capture word: "schlägt".
    pub fn capture(&self) -> &str {
        &self.canonical.capture
    }

    /// The check word: "Schach".
    pub fn check(&self) -> &str {
        &self.canonical.check
    }

    /// The checkmate word: "Schachmatt".
    pub fn mate(&self) -> &str {
        &self.canonical.mate
    }

    /// The en passant words: "en passant".
    pub fn en_passant(&self) -> &str {
        &self.canonical.en_passant
    }

    /// The word before the promotion piece: "wird".
    pub fn promotion(&self) -> &str {
        &self.canonical.promotion
    }

    /// The lexicon of notation marks only, which needs no file: file letters, digits,
    /// figurines, `x`, `+`, `#`, `=`, `O-O`, every one of them understood in every vocabulary.
    /// It stands in for a file that fails to load, which the tests forbid, so that a broken
    /// build degrades to notation instead of stopping a game.
    pub(crate) fn notation(path: &'static str) -> Lexicon {
        let own = |c: char| c.to_string();
        let canonical = Canonical {
            files: File::ALL.map(|f| own(f.char())),
            ranks: Rank::ALL.map(|r| own(r.char())),
            pieces: ["♙", "♘", "♗", "♖", "♕", "♔"].map(String::from),
            capture: "x".into(),
            check: "+".into(),
            mate: "#".into(),
            en_passant: "e.p.".into(),
            promotion: "=".into(),
            castle_short: "O-O".into(),
            castle_long: "O-O-O".into(),
        };
        Lexicon {
            path,
            words: Vec::new(),
            canonical,
            letters: None,
        }
    }

    /// The castling phrase: "Kurze Rochade" or "Lange Rochade".
    pub fn castle(&self, side: CastlingSide) -> &str {
        match side {
            CastlingSide::KingSide => &self.canonical.castle_short,
            CastlingSide::QueenSide => &self.canonical.castle_long,
        }
    }
}

fn letters_of(path: &'static str, text: &str, raw: &RawLetters) -> Result<Letters, VocabError> {
    let mut by_role = ['?'; 5];
    let fields = [&raw.king, &raw.queen, &raw.rook, &raw.bishop, &raw.knight];
    for (i, field) in fields.into_iter().enumerate() {
        let line = line_of(text, field.span().start);
        let mut chars = field.get_ref().chars();
        let (Some(c), None) = (chars.next(), chars.next()) else {
            return Err(VocabError::new(
                path,
                line,
                format!("'{}' is not one letter", field.get_ref()),
            ));
        };
        if !c.is_ascii_uppercase() {
            return Err(VocabError::new(
                path,
                line,
                format!("'{c}' is not an upper-case letter"),
            ));
        }
        if by_role[..i].contains(&c) {
            return Err(VocabError::new(
                path,
                line,
                format!("letter '{c}' has two meanings"),
            ));
        }
        by_role[i] = c;
    }
    Ok(Letters::new(by_role))
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_notation_lexicon_speaks_what_every_vocabulary_reads() {
        use crate::vocab::{VocabName, Vocabulary};
        let lex = Lexicon::notation("grammars/none.toml");
        let words = [
            lex.piece(Role::Knight),
            lex.file(File::G),
            lex.rank(Rank::First),
            lex.capture(),
            lex.file(File::F),
            lex.rank(Rank::Third),
            lex.check(),
        ];
        for name in VocabName::ALL {
            let vocab = Vocabulary::builtin(name);
            for word in words {
                assert!(vocab.meaning(word).is_some(), "{name}: {word}");
            }
        }
    }

    use super::*;

    const GOOD_NATO: &str = "[meta]\ndescription = \"x\"\n[files]\na = [\"Alfa\"]\nb = [\"Bravo\"]\n\
        c = [\"Charlie\"]\nd = [\"Delta\"]\ne = [\"Echo\"]\nf = [\"Foxtrot\"]\ng = [\"Golf\"]\nh = [\"Hotel\"]\n";

    #[test]
    fn a_files_only_lexicon_loads() {
        let lex = Lexicon::from_toml("t.toml", GOOD_NATO, true).unwrap();
        assert_eq!(lex.file(File::F), "Foxtrot");
    }

    #[test]
    fn unknown_key_names_file_and_line() {
        let bad = GOOD_NATO.replace("h = [", "i = [\"x\"]\nh = [");
        let err = Lexicon::from_toml("t.toml", &bad, true).unwrap_err();
        assert_eq!((err.path.as_str(), err.line), ("t.toml", 11), "{err}");
        assert!(err.message.contains("unknown field"), "{err}");
    }

    #[test]
    fn missing_and_empty_words_are_errors() {
        let missing = GOOD_NATO.replace("h = [\"Hotel\"]\n", "");
        let err = Lexicon::from_toml("t.toml", &missing, true).unwrap_err();
        assert!(err.message.contains("missing field `h`"), "{err}");
        let empty = GOOD_NATO.replace("[\"Hotel\"]", "[]");
        let err = Lexicon::from_toml("t.toml", &empty, true).unwrap_err();
        assert!(err.message.contains("missing word"), "{err}");
    }

    #[test]
    fn a_word_with_two_meanings_is_an_error() {
        let twice = GOOD_NATO.replace("[\"Hotel\"]", "[\"Hotel\", \"alfa\"]");
        let err = Lexicon::from_toml("t.toml", &twice, true).unwrap_err();
        assert_eq!(err.line, 11, "{err}");
        assert!(err.message.contains("two meanings"), "{err}");
    }
}
