//! The words of the review commands, read from `grammars/commands-<lang>.toml`, and the key of
//! each command.
//!
//! Pure after the embedded files are read. The words are data next to the move vocabularies
//! (not Fluent messages) because they are *input*: lists of synonyms a recognizer grammar can be
//! generated from, which Fluent, a formatter of output text, has no shape for. Each language's
//! words are merged with the English ones and checked: a phrase that names two commands is an
//! error naming the files, so the parser may assume there is none.

use std::{collections::BTreeMap, sync::OnceLock};

use rustc_hash::FxHashMap;
use serde::Deserialize;
use shakmaty::Role;

use crate::{
    i18n::Lang,
    vocab::normalize::{NormalizedWords, phrase_key},
};

/// Every review command, without its arguments: what a word or key names.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum CommandKind {
    /// Repeat the last announcement.
    Repeat,
    /// The last N announcements, for line mode, where no key scrolls them back.
    Said,
    /// The last move on the scoresheet.
    Last,
    /// The last N moves.
    History,
    /// Move N of the scoresheet.
    Move,
    /// Where pieces stand (one's own by default).
    Pieces,
    /// Where the opponent's pieces stand.
    Opponent,
    /// Read a rank.
    Rank,
    /// Read a file.
    File,
    /// What is on a square.
    Square,
    /// The two diagonals through a square.
    Diagonal,
    /// The whole board as piece lists.
    Board,
    /// The whole board rank by rank.
    Ranks,
    /// The squares that changed over the last N half-moves.
    Changed,
    /// Attackers and defenders of a square (casual mode).
    Attackers,
    /// Legal moves of a piece (casual mode).
    Legal,
    /// Material count and balance.
    Material,
    /// How often the position has stood on the board, and the moves without a pawn move or a
    /// capture: the counts behind draw claims (9.2, 9.3).
    Claims,
    /// Whose turn it is.
    Turn,
    /// Both clocks with moves completed.
    Clock,
    /// How long the side on move has thought on its current move.
    Thinking,
    /// The game's header: players, event, site, round, date.
    Header,
    /// Resign (confirmed).
    Resign,
    /// Offer a draw (confirmed).
    Draw,
    /// Confirm a question.
    Yes,
    /// Cancel a question.
    No,
    /// Switch the announcement style.
    Style,
    /// The list of commands.
    Help,
}

/// A key of the review mode.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ReviewKey {
    /// A plain lower-case letter.
    Char(char),
    /// The Enter key.
    Enter,
    /// The Escape key.
    Escape,
    /// Control and a letter.
    Ctrl(char),
}

/// The key that opens review mode from the move input: Ctrl+R ("review"). No terminal in raw
/// mode, screen reader (NVDA, JAWS, Orca, speakup) or braille driver binds it, it works on every
/// keyboard layout, and pressing Ctrl also silences a screen reader's current speech.
pub const PREFIX: ReviewKey = ReviewKey::Ctrl('r');

/// What a command takes after its word or key.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Argument {
    /// Nothing.
    None,
    /// An optional count ("moves 5").
    Count,
    /// A number ("move 12").
    Number,
    /// Optionally whose pieces and which piece ("where black Springer").
    Pieces,
    /// A rank ("rank drei").
    Rank,
    /// A file ("file Eva").
    File,
    /// A square ("square Felix drei", "square f3").
    Square,
    /// Optionally a style name ("style nato").
    Style,
}

impl CommandKind {
    /// Every command, in the order the help lists them.
    pub const ALL: [CommandKind; 28] = [
        CommandKind::Repeat,
        CommandKind::Said,
        CommandKind::Last,
        CommandKind::History,
        CommandKind::Move,
        CommandKind::Pieces,
        CommandKind::Opponent,
        CommandKind::Rank,
        CommandKind::File,
        CommandKind::Square,
        CommandKind::Diagonal,
        CommandKind::Board,
        CommandKind::Ranks,
        CommandKind::Changed,
        CommandKind::Attackers,
        CommandKind::Legal,
        CommandKind::Material,
        CommandKind::Claims,
        CommandKind::Turn,
        CommandKind::Clock,
        CommandKind::Thinking,
        CommandKind::Header,
        CommandKind::Resign,
        CommandKind::Draw,
        CommandKind::Yes,
        CommandKind::No,
        CommandKind::Style,
        CommandKind::Help,
    ];

    /// The name in the command files and in the Fluent ids (`review-help-<id>`).
    pub fn id(self) -> &'static str {
        match self {
            CommandKind::Repeat => "repeat",
            CommandKind::Said => "said",
            CommandKind::Last => "last",
            CommandKind::History => "history",
            CommandKind::Move => "move",
            CommandKind::Pieces => "pieces",
            CommandKind::Opponent => "opponent",
            CommandKind::Rank => "rank",
            CommandKind::File => "file",
            CommandKind::Square => "square",
            CommandKind::Diagonal => "diagonal",
            CommandKind::Board => "board",
            CommandKind::Ranks => "ranks",
            CommandKind::Changed => "changed",
            CommandKind::Attackers => "attackers",
            CommandKind::Legal => "legal",
            CommandKind::Material => "material",
            CommandKind::Claims => "claims",
            CommandKind::Turn => "turn",
            CommandKind::Clock => "clock",
            CommandKind::Thinking => "thinking",
            CommandKind::Header => "header",
            CommandKind::Resign => "resign",
            CommandKind::Draw => "draw",
            CommandKind::Yes => "yes",
            CommandKind::No => "no",
            CommandKind::Style => "style",
            CommandKind::Help => "help",
        }
    }

    /// The key in review mode. Letters follow the English word where they can and lichess and
    /// Tornelo where those have one (l last, c clock, t turn, d draw, p pieces, x attackers).
    pub fn key(self) -> ReviewKey {
        ReviewKey::Char(match self {
            CommandKind::Repeat => 'a',
            CommandKind::Said => 'k',
            CommandKind::Last => 'l',
            CommandKind::History => 'e',
            CommandKind::Move => 'n',
            CommandKind::Pieces => 'p',
            CommandKind::Opponent => 'o',
            CommandKind::Rank => 'r',
            CommandKind::File => 'f',
            CommandKind::Square => 's',
            CommandKind::Diagonal => 'i',
            CommandKind::Board => 'b',
            CommandKind::Ranks => 'g',
            // Beside the home row's f (file) and g (ranks); c, h and s are taken.
            CommandKind::Changed => 'j',
            CommandKind::Attackers => 'x',
            CommandKind::Legal => 'm',
            CommandKind::Material => 'v',
            // The last letter free; c, l, r and d are taken.
            CommandKind::Claims => 'z',
            CommandKind::Turn => 't',
            CommandKind::Clock => 'c',
            // "used on this move": t, h and m are taken.
            CommandKind::Thinking => 'u',
            CommandKind::Header => 'w',
            CommandKind::Resign => 'q',
            CommandKind::Draw => 'd',
            CommandKind::Yes => return ReviewKey::Enter,
            CommandKind::No => return ReviewKey::Escape,
            CommandKind::Style => 'y',
            CommandKind::Help => 'h',
        })
    }

    /// The command a review-mode key names.
    pub fn from_key(key: ReviewKey) -> Option<CommandKind> {
        let key = match key {
            ReviewKey::Char(c) => ReviewKey::Char(c.to_ascii_lowercase()),
            other => other,
        };
        CommandKind::ALL.into_iter().find(|k| k.key() == key)
    }

    /// What the command takes after its word or key; in review mode the screen supplies a
    /// square from the board cursor, or collects the argument as typed words.
    pub fn argument(self) -> Argument {
        match self {
            CommandKind::History | CommandKind::Said | CommandKind::Changed => Argument::Count,
            CommandKind::Move => Argument::Number,
            CommandKind::Pieces | CommandKind::Opponent => Argument::Pieces,
            CommandKind::Rank => Argument::Rank,
            CommandKind::File => Argument::File,
            CommandKind::Square
            | CommandKind::Diagonal
            | CommandKind::Attackers
            | CommandKind::Legal => Argument::Square,
            CommandKind::Style => Argument::Style,
            _ => Argument::None,
        }
    }

    /// Whether the command assists a player beyond what Appendix D allows, so that tournament
    /// mode refuses it to the players (11.3, D.2.10.4).
    pub fn is_assistance(self) -> bool {
        matches!(
            self,
            CommandKind::Attackers | CommandKind::Legal | CommandKind::Claims
        )
    }
}

/// What a word inside a command means.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ArgWord {
    /// "my".
    Mine,
    /// "their", "opponent".
    Theirs,
    /// "white".
    White,
    /// "black".
    Black,
    /// "all", "both".
    All,
    /// A word that carries no meaning inside a command.
    Filler,
}

/// A broken embedded command file: a build defect the tests report.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{file}: {message}")]
pub struct CommandWordsError {
    /// The file.
    pub file: String,
    /// What is wrong.
    pub message: String,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct CommandsToml {
    commands: BTreeMap<String, Vec<String>>,
    words: WordsToml,
    plurals: BTreeMap<String, Vec<String>>,
    /// The practice and study words, read by `crate::engine::ask`.
    #[serde(default, rename = "practice")]
    _practice: Option<toml::Table>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct WordsToml {
    mine: Vec<String>,
    theirs: Vec<String>,
    white: Vec<String>,
    black: Vec<String>,
    all: Vec<String>,
    filler: Vec<String>,
    pawn_letter: char,
}

/// The path and text of the embedded command words of `lang`; a missing file reads as empty,
/// which the loader reports.
fn source(lang: Lang) -> (&'static str, &'static str) {
    let path = format!("grammars/commands-{}.toml", lang.code());
    crate::vocab::embedded_file(&path).unwrap_or(("grammars/commands-<missing>.toml", ""))
}

const ROLES: [(&str, Role); 6] = [
    ("king", Role::King),
    ("queen", Role::Queen),
    ("rook", Role::Rook),
    ("bishop", Role::Bishop),
    ("knight", Role::Knight),
    ("pawn", Role::Pawn),
];

/// The English name of a piece, as in the command files and the Fluent ids.
pub(crate) fn role_id(role: Role) -> &'static str {
    ROLES
        .iter()
        .find(|(_, r)| *r == role)
        .map_or("pawn", |(name, _)| name)
}

/// The command words understood in one interface language: its own and the English ones.
#[derive(Debug)]
pub struct CommandWords {
    lang: Lang,
    /// Normalized phrase → command, with the file that defined it.
    phrases: FxHashMap<String, (CommandKind, &'static str)>,
    longest: usize,
    args: FxHashMap<String, (ArgWord, &'static str)>,
    plurals: FxHashMap<String, Role>,
    names: BTreeMap<CommandKind, String>,
    pawn_letter: char,
}

impl CommandWords {
    /// The built-in words of `lang`, loaded once; never fails.
    ///
    /// The tests load every embedded file with [`CommandWords::load`], which names the file and
    /// line of any problem, so a build with a broken file is not shipped; were one to run, the
    /// language would have the English words, or none (every text is then tried as a move),
    /// rather than lose review or stop a game.
    pub fn builtin(lang: Lang) -> &'static CommandWords {
        static CACHE: [OnceLock<CommandWords>; Lang::ALL.len()] =
            [const { OnceLock::new() }; Lang::ALL.len()];
        let index = Lang::ALL.iter().position(|l| *l == lang).unwrap_or(0);
        CACHE[index].get_or_init(|| {
            CommandWords::load(lang)
                .or_else(|_| CommandWords::load(Lang::En))
                .map(|words| CommandWords { lang, ..words })
                .unwrap_or_else(|_| CommandWords::empty(lang))
        })
    }

    /// No words at all.
    fn empty(lang: Lang) -> CommandWords {
        CommandWords {
            lang,
            phrases: FxHashMap::default(),
            longest: 1,
            args: FxHashMap::default(),
            plurals: FxHashMap::default(),
            names: BTreeMap::new(),
            pawn_letter: 'P',
        }
    }

    /// Reads and checks the words of `lang` and English.
    ///
    /// # Errors
    ///
    /// A file that does not parse, a command missing from it or unknown to annabella, an empty
    /// phrase, or a phrase that names two commands (or two argument words) across the files.
    pub fn load(lang: Lang) -> Result<CommandWords, CommandWordsError> {
        let mut words = CommandWords::empty(lang);
        let own = words.add(lang)?;
        if lang != Lang::En {
            words.add(Lang::En)?;
        }
        words.pawn_letter = own;
        Ok(words)
    }

    /// Adds one file; returns its pawn letter.
    fn add(&mut self, lang: Lang) -> Result<char, CommandWordsError> {
        let (file, text) = source(lang);
        let error = |message: String| CommandWordsError {
            file: file.to_owned(),
            message,
        };
        let parsed: CommandsToml = toml::from_str(text).map_err(|e| error(e.to_string()))?;
        for name in parsed.commands.keys() {
            if !CommandKind::ALL.iter().any(|k| k.id() == name) {
                return Err(error(format!("unknown command '{name}'")));
            }
        }
        for kind in CommandKind::ALL {
            let list = parsed
                .commands
                .get(kind.id())
                .filter(|l| !l.is_empty())
                .ok_or_else(|| error(format!("no words for command '{}'", kind.id())))?;
            if lang == self.lang {
                self.names.insert(kind, list[0].clone());
            }
            for phrase in list {
                if phrase.contains(['\'', '’']) {
                    return Err(error(format!(
                        "'{phrase}': input loses its apostrophes, so write it without"
                    )));
                }
                let (key, count) =
                    phrase_key(phrase).ok_or_else(|| error(format!("'{phrase}' has no words")))?;
                match self.phrases.get(&key) {
                    Some((other, other_file)) if *other != kind => {
                        return Err(error(format!(
                            "'{phrase}' names command '{}' here but '{}' in {other_file}",
                            kind.id(),
                            other.id()
                        )));
                    }
                    _ => {
                        self.phrases.insert(key, (kind, file));
                    }
                }
                self.longest = self.longest.max(count);
            }
        }
        let w = &parsed.words;
        for (list, meaning) in [
            (&w.mine, ArgWord::Mine),
            (&w.theirs, ArgWord::Theirs),
            (&w.white, ArgWord::White),
            (&w.black, ArgWord::Black),
            (&w.all, ArgWord::All),
            (&w.filler, ArgWord::Filler),
        ] {
            for word in list {
                let (key, _) =
                    phrase_key(word).ok_or_else(|| error(format!("'{word}' has no words")))?;
                match self.args.get(&key) {
                    Some((other, other_file)) if *other != meaning => {
                        return Err(error(format!(
                            "'{word}' means {meaning:?} here but {other:?} in {other_file}"
                        )));
                    }
                    _ => {
                        self.args.insert(key, (meaning, file));
                    }
                }
            }
        }
        for (name, list) in &parsed.plurals {
            let role = ROLES
                .iter()
                .find(|(n, _)| n == name)
                .map(|(_, r)| *r)
                .ok_or_else(|| error(format!("unknown piece '{name}'")))?;
            for word in list {
                let (key, _) =
                    phrase_key(word).ok_or_else(|| error(format!("'{word}' has no words")))?;
                self.plurals.insert(key, role);
            }
        }
        Ok(w.pawn_letter.to_ascii_uppercase())
    }

    /// The interface language.
    pub fn lang(&self) -> Lang {
        self.lang
    }

    /// The word the help names for `kind`, as written in the file.
    pub fn name(&self, kind: CommandKind) -> &str {
        self.names.get(&kind).map_or(kind.id(), String::as_str)
    }

    /// Every phrase understood, normalized, with the command it names.
    pub fn phrases(&self) -> impl Iterator<Item = (&str, CommandKind)> {
        self.phrases
            .iter()
            .map(|(k, (kind, _))| (k.as_str(), *kind))
    }

    /// The longest command phrase at the start of `words`: the command and how many words it
    /// took.
    pub(crate) fn command(&self, words: &NormalizedWords) -> Option<(CommandKind, usize)> {
        (1..=self.longest.min(words.len()))
            .rev()
            .find_map(|n| self.phrases.get(words.run(0, n)).map(|(k, _)| (*k, n)))
    }

    /// The meaning of a normalized word inside a command.
    pub(crate) fn arg_word(&self, word: &str) -> Option<ArgWord> {
        self.args.get(word).map(|(m, _)| *m)
    }

    /// The piece a plural word names: "knights", "Bauern", "pionów".
    pub(crate) fn plural(&self, word: &str) -> Option<Role> {
        self.plurals.get(word).copied()
    }

    /// The letter that names pawns in this language, for "where P" (SAN has none).
    pub fn pawn_letter(&self) -> char {
        self.pawn_letter
    }
}
