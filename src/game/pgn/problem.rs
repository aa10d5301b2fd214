//! What is wrong with a PGN, as typed values: the reader says which problem and where, and the
//! words are made when it is shown. Pure.

use std::fmt;

use super::read::GameEntry;
use crate::{
    clock::{control::ParseControlError, time::ParseTimeError},
    game::{GameError, GameResult, NullMoveInCheck},
};

/// What is wrong with a PGN (its line is beside it, in [`super::PgnError`]).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PgnProblem {
    /// A malformed tag pair.
    #[error("bad tag: {0}")]
    Tag(TagProblem),
    /// A move of the main line that cannot be played.
    #[error("{at}: {problem}")]
    Move {
        /// The move, as the score has it.
        at: MoveName,
        /// What is wrong with it.
        problem: MoveProblem,
    },
    /// A `[%clk]` whose time does not read.
    #[error("{}: bad [%clk {args}]: {error}", MoveAt(at.as_ref()))]
    Clock {
        /// The move it follows; `None` before the first move.
        at: Option<MoveName>,
        /// As written.
        args: String,
        /// Why the time does not read.
        error: ParseTimeError,
    },
    /// A `[%arbiter]` or `[%result]` that does not read.
    #[error("bad [%{name} {args}]: {problem}")]
    Command {
        /// The command's name.
        name: String,
        /// As written.
        args: String,
        /// What is wrong.
        problem: CommandProblem,
    },
    /// The `FEN` tag, or the start it sets up, is refused.
    #[error("{0}")]
    Start(GameError),
    /// A comment opened and never closed.
    #[error("comment '{{' is never closed")]
    CommentNotClosed,
    /// A `)` that closes no variation.
    #[error("')' without '('")]
    CloseWithoutOpen,
    /// A variation opened and never closed.
    #[error("a variation '(' is never closed")]
    VariationNotClosed,
    /// The result token says other than the `[%result]` before it.
    #[error("the result {token} does not match [%result {comment}]")]
    ResultMismatch {
        /// The result token.
        token: &'static str,
        /// The result the comment gave.
        comment: GameResult,
    },
    /// What `pgn-reader` could not get past, in its words.
    #[error("{0}")]
    Reader(String),
    /// A tag section `pgn-reader` could not get past, in its words.
    #[error("bad tag: {0}")]
    ReaderTag(String),
    /// A time control tag that does not read.
    #[error("{0}")]
    Control(ParseControlError),
    /// No time control in the tags nor given.
    #[error(
        "the PGN has no time control (ClockControl or TimeControl tag); give one with --control"
    )]
    NoControl,
    /// The game's record is refused on import.
    #[error("{0}")]
    Import(GameError),
    /// The text holds no game.
    #[error("no game found")]
    NoGame,
    /// A problem in one game of a file of several.
    #[error("game {number}: {problem}")]
    InGame {
        /// The game's number in the file.
        number: usize,
        /// What is wrong with it.
        problem: Box<PgnProblem>,
    },
    /// Several games and none picked.
    #[error(
        "a second game starts here; the text holds {} games, pick one with --game N:{}",
        games.len(),
        Listing(games)
    )]
    SecondGame {
        /// Every game of the file.
        games: Vec<GameEntry>,
    },
    /// A pick of digits that is no game's number nor part of any game's tags.
    #[error(
        "there is no game number {} (the games are numbered 1 to {}) and no game's players, \
         event, site, date or round contain \"{pick}\"; the games are:{}",
        pick.trim(),
        games.len(),
        Listing(games)
    )]
    NoNumber {
        /// As given.
        pick: String,
        /// Every game of the file.
        games: Vec<GameEntry>,
    },
    /// A pick that matches no game.
    #[error("no game matches \"{pick}\"; the games are:{}", Listing(games))]
    NoMatch {
        /// As given.
        pick: String,
        /// Every game of the file.
        games: Vec<GameEntry>,
    },
    /// A pick that matches several games.
    #[error(
        "{} games match \"{pick}\"; pick one with --game N:{}",
        matching.len(),
        Listing(matching)
    )]
    SeveralMatch {
        /// As given.
        pick: String,
        /// The games it matches.
        matching: Vec<GameEntry>,
    },
}

/// What is wrong with a `[Name "value"]` tag pair.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum TagProblem {
    /// `[` and no name.
    #[error("expected a tag name after '['")]
    NoName,
    /// No `"` after the name.
    #[error("expected '\"' after [{0}")]
    NoQuote(String),
    /// A `\` before other than `"` or `\`.
    #[error("bad escape in [{0}]")]
    BadEscape(String),
    /// The value runs to the end of its line.
    #[error("the value of [{0}] is not closed on its line")]
    NotClosed(String),
    /// No `]` after the value.
    #[error("expected ']' after the value of [{0}]")]
    NoBracket(String),
}

/// What is wrong with a move of the main line.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum MoveProblem {
    /// A move after the result token.
    #[error("a move after the result")]
    AfterResult,
    /// A null move where the side to move is in check.
    #[error("{0}")]
    Null(NullMoveInCheck),
    /// Not legal in the position reached.
    #[error("not a legal move in the position reached")]
    Illegal,
    /// A pawn move without its file where a capture was meant (C.9.3: `d5` is no `exd5`).
    #[error(
        "not a legal move in the position reached: a pawn that captures names the file it \
         leaves ({0}?)"
    )]
    CaptureWithoutFile(String),
    /// More than one piece can make it.
    #[error("ambiguous: more than one piece can make it (name the file or rank)")]
    Ambiguous,
    /// A word that is no move, which `pgn-reader` would skip.
    #[error("not a move")]
    NotAMove,
}

/// What is wrong with a `[%arbiter]` or `[%result]` command.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum CommandProblem {
    /// `[%arbiter]` without a time and an entry.
    #[error("expected a time and an entry")]
    NoTimeAndEntry,
    /// `[%arbiter]`'s time does not read.
    #[error("expected a UTC time like 2025-01-31T14:05:00.000Z")]
    NotUtc,
    /// `[%arbiter]`'s entry is none the log knows.
    #[error("unknown log entry")]
    UnknownEntry,
    /// `[%result]`'s result is none known.
    #[error("unknown result")]
    UnknownResult,
}

/// A main-line move as a score writes it: "move 12. Nf3", "move 12... Nf6".
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MoveName {
    /// The full move number.
    pub number: usize,
    /// Whether Black made it.
    pub black: bool,
    /// As written.
    pub san: String,
}

impl fmt::Display for MoveName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let dots = if self.black { "..." } else { "." };
        write!(f, "move {}{dots} {}", self.number, self.san)
    }
}

/// A move, or "before the first move".
struct MoveAt<'a>(Option<&'a MoveName>);

impl fmt::Display for MoveAt<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            Some(name) => name.fmt(f),
            None => f.write_str("before the first move"),
        }
    }
}

/// The games of a file, one a line.
struct Listing<'a>(&'a [GameEntry]);

impl fmt::Display for Listing<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0
            .iter()
            .try_for_each(|g| write!(f, "\n  {}", g.summary()))
    }
}
