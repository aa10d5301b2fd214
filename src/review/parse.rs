//! Typed or spoken words → a review [`ReviewCommand`]: the command words of the interface language
//! or English, then the arguments in the words of the move vocabularies ("square Felix drei",
//! "square f3", "rank drei", "file Eva", "where Springer", "moves 5").
//!
//! Pure. Words are compared case- and accent-insensitively through the same normalization as
//! moves. A leading slash makes the first word a review-mode key ("/l", "/s f3"), so line mode
//! has the keys too.

use shakmaty::{Color, File, Rank, Role, Square};

use super::{
    BoardRead, ReviewCommand, Whose,
    command_words::{ArgWord, Argument, CommandKind, CommandWords, ReviewKey},
};
use crate::{
    announce::Style,
    i18n::Lang,
    vocab::{Meaning, VocabName, Vocabulary, normalize::NormalizedWords},
};

/// What an argument should have been.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ExpectedArg {
    /// A square.
    Square,
    /// A file.
    File,
    /// A rank.
    Rank,
    /// A piece, or whose pieces.
    Piece,
    /// A number.
    Number,
    /// A style name.
    Style,
    /// Nothing: the command takes no argument.
    Nothing,
}

impl ExpectedArg {
    /// The Fluent selector of `review-expected`.
    pub fn id(self) -> &'static str {
        match self {
            ExpectedArg::Square => "square",
            ExpectedArg::File => "file",
            ExpectedArg::Rank => "rank",
            ExpectedArg::Piece => "piece",
            ExpectedArg::Number => "number",
            ExpectedArg::Style => "style",
            ExpectedArg::Nothing => "nothing",
        }
    }
}

/// Why words are not a review command.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ParseCommandError {
    /// There are no words.
    #[error("empty command")]
    Empty,
    /// Longer than any command.
    #[error("too long for a command")]
    TooLong,
    /// The first words name no command: the caller may read the text as a move.
    #[error("not a command")]
    NotACommand,
    /// A slash and a word that is no review key.
    #[error("no command has the key '{0}'")]
    UnknownKey(String),
    /// The command needs an argument that is missing.
    #[error("{command:?} needs {expected:?}")]
    Missing {
        /// The command.
        command: CommandKind,
        /// What it needs.
        expected: ExpectedArg,
    },
    /// A word that does not fit the command.
    #[error("{command:?}: unexpected '{word}', expected {expected:?}")]
    Unexpected {
        /// The command.
        command: CommandKind,
        /// The word, normalized.
        word: String,
        /// What was expected there.
        expected: ExpectedArg,
    },
}

/// Parses `text` as a review command in interface language `lang` (or English).
///
/// # Errors
///
/// [`ParseCommandError::NotACommand`] when the text does not start with a command word, so the
/// caller can try it as a move; otherwise why the words do not make a command.
pub fn parse_command(text: &str, lang: Lang) -> Result<ReviewCommand, ParseCommandError> {
    let words = CommandWords::builtin(lang);
    // "what's on", "opponent's": one word each, as the command files spell them.
    let text: String = text.chars().filter(|c| !matches!(c, '\'' | '’')).collect();
    let split = NormalizedWords::split(&text).map_err(|_| ParseCommandError::TooLong)?;
    let slash = text.trim_start().starts_with('/');
    if split.is_empty() {
        return if slash {
            Ok(ReviewCommand::Help)
        } else {
            Err(ParseCommandError::Empty)
        };
    }
    let (kind, used) = if slash {
        let key = split.word(0);
        let mut chars = key.chars();
        let kind = match (chars.next(), chars.next()) {
            (Some(c), None) => CommandKind::from_key(ReviewKey::Char(c)),
            _ => None,
        };
        (
            kind.ok_or_else(|| ParseCommandError::UnknownKey(key.to_owned()))?,
            1,
        )
    } else {
        words
            .command(&split)
            .ok_or(ParseCommandError::NotACommand)?
    };
    ArgReader {
        words,
        split: &split,
        kind,
        next: used,
    }
    .command()
}

/// One word or phrase of an argument, read with the move vocabularies.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum ArgToken {
    File(File),
    Rank(Rank),
    Piece(Role),
    Number(u32),
    Whose(Whose),
    Unknown,
}

struct ArgReader<'a> {
    words: &'a CommandWords,
    split: &'a NormalizedWords,
    kind: CommandKind,
    next: usize,
}

impl ArgReader<'_> {
    fn command(mut self) -> Result<ReviewCommand, ParseCommandError> {
        let kind = self.kind;
        Ok(match kind.argument() {
            Argument::None => {
                self.end()?;
                match kind {
                    CommandKind::Repeat => ReviewCommand::Repeat,
                    CommandKind::Last => ReviewCommand::LastMove,
                    CommandKind::Board => ReviewCommand::Board(BoardRead::Pieces),
                    CommandKind::Ranks => ReviewCommand::Board(BoardRead::Ranks),
                    CommandKind::Material => ReviewCommand::Material,
                    CommandKind::Claims => ReviewCommand::Claims,
                    CommandKind::Turn => ReviewCommand::Turn,
                    CommandKind::Clock => ReviewCommand::Clocks,
                    CommandKind::Thinking => ReviewCommand::Thinking,
                    CommandKind::Header => ReviewCommand::Header,
                    CommandKind::Resign => ReviewCommand::Resign,
                    CommandKind::Draw => ReviewCommand::OfferDraw,
                    CommandKind::Yes => ReviewCommand::Yes,
                    CommandKind::No => ReviewCommand::No,
                    _ => ReviewCommand::Help,
                }
            }
            Argument::Count => {
                let count = match self.token() {
                    None => None,
                    Some((word, token)) => Some(self.number(&word, token)?),
                };
                self.end()?;
                match kind {
                    CommandKind::Said => ReviewCommand::Said(count.unwrap_or(super::DEFAULT_SAID)),
                    CommandKind::Changed => {
                        ReviewCommand::Changed(count.unwrap_or(super::DEFAULT_CHANGED))
                    }
                    _ => ReviewCommand::LastMoves(count.unwrap_or(super::DEFAULT_HISTORY)),
                }
            }
            Argument::Number => {
                let (word, token) = self.required(ExpectedArg::Number)?;
                let n = self.number(&word, token)?;
                self.end()?;
                ReviewCommand::Move(n)
            }
            Argument::Rank => {
                let rank = match self.required(ExpectedArg::Rank)? {
                    (_, ArgToken::Rank(r)) => r,
                    (word, _) => return Err(self.unexpected(&word, ExpectedArg::Rank)),
                };
                self.end()?;
                ReviewCommand::Rank(rank)
            }
            Argument::File => {
                let file = match self.required(ExpectedArg::File)? {
                    (_, ArgToken::File(f)) => f,
                    (word, _) => return Err(self.unexpected(&word, ExpectedArg::File)),
                };
                self.end()?;
                ReviewCommand::File(file)
            }
            Argument::Square => {
                let square = self.square()?;
                self.end()?;
                match kind {
                    CommandKind::Attackers => ReviewCommand::Attackers(square),
                    CommandKind::Legal => ReviewCommand::LegalMoves(square),
                    CommandKind::Diagonal => ReviewCommand::Diagonal(square),
                    _ => ReviewCommand::Square(square),
                }
            }
            Argument::Pieces => self.pieces()?,
            Argument::Style => self.style()?,
        })
    }

    fn unexpected(&self, word: &str, expected: ExpectedArg) -> ParseCommandError {
        ParseCommandError::Unexpected {
            command: self.kind,
            word: word.to_owned(),
            expected,
        }
    }

    fn end(&mut self) -> Result<(), ParseCommandError> {
        match self.token() {
            None => Ok(()),
            Some((word, _)) => Err(self.unexpected(&word, ExpectedArg::Nothing)),
        }
    }

    fn required(&mut self, expected: ExpectedArg) -> Result<(String, ArgToken), ParseCommandError> {
        self.token().ok_or(ParseCommandError::Missing {
            command: self.kind,
            expected,
        })
    }

    fn number(&self, word: &str, token: ArgToken) -> Result<u32, ParseCommandError> {
        match token {
            ArgToken::Number(n) => Ok(n),
            ArgToken::Rank(r) => Ok(r as u32 + 1),
            _ => Err(self.unexpected(word, ExpectedArg::Number)),
        }
    }

    fn square(&mut self) -> Result<Square, ParseCommandError> {
        let file = match self.required(ExpectedArg::Square)? {
            (_, ArgToken::File(f)) => f,
            (word, _) => return Err(self.unexpected(&word, ExpectedArg::Square)),
        };
        match self.required(ExpectedArg::Rank)? {
            (_, ArgToken::Rank(r)) => Ok(Square::from_coords(file, r)),
            (word, _) => Err(self.unexpected(&word, ExpectedArg::Rank)),
        }
    }

    fn pieces(&mut self) -> Result<ReviewCommand, ParseCommandError> {
        let mut whose = if self.kind == CommandKind::Opponent {
            Whose::Theirs
        } else {
            Whose::Mine
        };
        let mut role = None;
        while let Some((word, token)) = self.token() {
            match token {
                ArgToken::Whose(w) => whose = w,
                ArgToken::Piece(r) => role = Some(r),
                _ => match self.letter(&word) {
                    Some(r) => role = Some(r),
                    None => return Err(self.unexpected(&word, ExpectedArg::Piece)),
                },
            }
        }
        Ok(ReviewCommand::Pieces { whose, role })
    }

    /// A piece letter: the language's SAN letters, its pawn letter, then the English ones.
    fn letter(&self, word: &str) -> Option<Role> {
        let mut chars = word.chars();
        let (Some(c), None) = (chars.next(), chars.next()) else {
            return None;
        };
        let lang = self.words.lang();
        let own = Vocabulary::builtin(VocabName::of_lang(lang)).letters();
        let english = Vocabulary::builtin(VocabName::En).letters();
        let upper = c.to_ascii_uppercase();
        own.role(c)
            .or_else(|| (upper == self.words.pawn_letter()).then_some(Role::Pawn))
            .or_else(|| english.role(c))
            .or_else(|| (upper == 'P').then_some(Role::Pawn))
    }

    fn style(&mut self) -> Result<ReviewCommand, ParseCommandError> {
        if self.next >= self.split.len() {
            return Ok(ReviewCommand::Style(None));
        }
        let name: Vec<&str> = (self.next..self.split.len())
            .map(|i| self.split.word(i))
            .collect();
        let name = name.join("-");
        name.parse::<Style>()
            .map(|s| ReviewCommand::Style(Some(s)))
            .map_err(|_| self.unexpected(&name, ExpectedArg::Style))
    }

    /// The next meaningful word or phrase, fillers skipped: the words and what they mean.
    fn token(&mut self) -> Option<(String, ArgToken)> {
        let lang = self.words.lang();
        let vocabularies = [
            Vocabulary::builtin(VocabName::of_lang(lang)),
            Vocabulary::builtin(VocabName::En),
        ];
        while self.next < self.split.len() {
            let i = self.next;
            let word = self.split.word(i);
            match self.words.arg_word(word) {
                Some(ArgWord::Filler) => {
                    self.next += 1;
                    continue;
                }
                Some(w) => {
                    self.next += 1;
                    return Some((word.to_owned(), ArgToken::Whose(whose(w))));
                }
                None => {}
            }
            if let Some(role) = self.words.plural(word) {
                self.next += 1;
                return Some((word.to_owned(), ArgToken::Piece(role)));
            }
            let longest = 3.min(self.split.len() - i);
            let found = (1..=longest).rev().find_map(|n| {
                let run = self.split.run(i, n);
                vocabularies
                    .iter()
                    .find_map(|v| v.meaning(run))
                    .map(|m| (n, run, m))
            });
            if let Some((n, run, meaning)) = found {
                self.next += n;
                let token = match meaning {
                    Meaning::File(f) => ArgToken::File(f),
                    Meaning::Rank(r) => ArgToken::Rank(r),
                    Meaning::Piece(r) => ArgToken::Piece(r),
                    Meaning::Filler => continue,
                    _ => ArgToken::Unknown,
                };
                return Some((run.to_owned(), token));
            }
            self.next += 1;
            let token = word.parse().map_or(ArgToken::Unknown, ArgToken::Number);
            return Some((word.to_owned(), token));
        }
        None
    }
}

fn whose(word: ArgWord) -> Whose {
    match word {
        ArgWord::Mine => Whose::Mine,
        ArgWord::Theirs => Whose::Theirs,
        ArgWord::White => Whose::Side(Color::White),
        ArgWord::Black => Whose::Side(Color::Black),
        ArgWord::All | ArgWord::Filler => Whose::Both,
    }
}
