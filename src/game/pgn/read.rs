//! The PGN reader: one game of a file (the only one, or one picked by number or name), with
//! line numbers in every error. Pure.
//!
//! The `pgn-reader` crate reads the tag pairs and the movetext (move numbers, SAN, NAGs, `{}`
//! and `;` comments, `%` escape lines, variations); our visitor (`visit.rs`) checks each move
//! with shakmaty as it is read, so an illegal or ambiguous move is reported at its line, reads
//! the `[%clk]`, `[%arbiter]` and `[%result]` commands inside comments and the result, and
//! keeps the other tags, comments, NAGs and variations (`notes.rs`) so that writing the game
//! out loses none of them. What the crate skips silently is checked apart (`scan.rs`). Where
//! the reader stands is counted by the source it reads from.

use std::{
    cell::Cell,
    io::{self, Read},
    ops::ControlFlow,
};

use shakmaty::{Chess, Position};

pub use super::problem::{CommandProblem, MoveName, MoveProblem, PgnProblem, TagProblem};
pub use super::visit::{PgnLogEntry, PgnMove};
use super::{
    notes::{OWN_TAGS, SourceNotes},
    scan,
    visit::{Back, GameVisitor},
};

use crate::{
    clock::{Calls, TimeControl, Timestamp},
    game::{
        DrawReason, Game, GameError, GameLogEntry, GameOptions, GameResult, GameSetup, Stamp, Tags,
        WallTime, WinReason, progress::start_position,
    },
};

/// A PGN that cannot be read, and where.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{}{problem}", if *line == 0 { String::new() } else { format!("line {line}: ") })]
pub struct PgnError {
    /// 1-based line number (0 when the problem is the file as a whole).
    pub line: usize,
    /// What is wrong.
    pub problem: PgnProblem,
}

/// One game read from a PGN.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PgnGame {
    /// Tag pairs in order, with their line numbers.
    pub tags: Vec<(String, String, usize)>,
    /// The moves.
    pub moves: Vec<PgnMove>,
    /// The arbiter log.
    pub log: Vec<PgnLogEntry>,
    /// The result; `None` for `*` (game in progress).
    pub result: Option<GameResult>,
    /// The game's own text in the file.
    pub source: String,
    /// Its extra tags and annotations, for writing it out again.
    pub notes: SourceNotes,
}

impl PgnGame {
    /// Whether the score gives any clock time (`[%clk]`); without one, the clocks of the game
    /// read from it are unknown and the arbiter sets them (7.1).
    pub fn has_clock_times(&self) -> bool {
        self.moves.iter().any(|m| m.clk.is_some())
    }

    /// The value of tag `name`, if present.
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|(n, ..)| n == name)
            .map(|(_, v, _)| v.as_str())
    }

    fn tag_line(&self, name: &str) -> usize {
        self.tags
            .iter()
            .find(|(n, ..)| n == name)
            .map_or(0, |(.., l)| *l)
    }

    /// The time control: `ClockControl` (annabella's form) first, then `TimeControl`.
    ///
    /// # Errors
    ///
    /// A tag that does not parse, at its line.
    pub fn control(&self) -> Result<Option<TimeControl>, PgnError> {
        if let Some(text) = self.tag("ClockControl") {
            return TimeControl::parse(text).map(Some).map_err(|e| PgnError {
                line: self.tag_line("ClockControl"),
                problem: PgnProblem::Control(e),
            });
        }
        match self.tag("TimeControl") {
            None | Some("?" | "-") => Ok(None),
            Some(text) => TimeControl::from_pgn_tag(text)
                .map(Some)
                .map_err(|e| PgnError {
                    line: self.tag_line("TimeControl"),
                    problem: PgnProblem::Control(e),
                }),
        }
    }

    /// The game to resume: moves, clocks from the last `[%clk]` of each side (paused), log
    /// and result. `control` is used when the PGN names none.
    ///
    /// # Errors
    ///
    /// No time control anywhere, or a bad tag.
    pub fn into_game(
        &self,
        control: Option<TimeControl>,
        calls: Calls,
        options: GameOptions,
        stamp: Stamp,
    ) -> Result<Game, PgnError> {
        let control = match (self.control()?, control) {
            (Some(c), _) | (None, Some(c)) => c,
            (None, None) => {
                return Err(PgnError {
                    line: 0,
                    problem: PgnProblem::NoControl,
                });
            }
        };
        let tag = |name: &str, default: &str| self.tag(name).unwrap_or(default).to_owned();
        let setup = GameSetup {
            control,
            calls,
            tags: Tags {
                event: tag("Event", "?"),
                site: tag("Site", "?"),
                date: tag("Date", "????.??.??"),
                round: tag("Round", "?"),
                white: tag("White", "?"),
                black: tag("Black", "?"),
            },
            start_fen: self.tag("FEN").map(str::to_owned),
            options,
        };
        let moves: Vec<_> = self.moves.iter().map(|m| (m.mv, m.clk)).collect();
        let log = self
            .log
            .iter()
            .map(|e| GameLogEntry {
                after_ply: e.after_ply,
                at: stamp.at,
                wall: e.wall,
                kind: e.kind.clone(),
            })
            .collect();
        let mut game =
            Game::import(setup, &moves, log, self.result, stamp).map_err(|e| match e {
                GameError::BadStart(_) => PgnError {
                    line: self.tag_line("FEN"),
                    problem: PgnProblem::Start(e),
                },
                other => PgnError {
                    line: 0,
                    problem: PgnProblem::Import(other),
                },
            })?;
        game.set_source_notes(self.notes.clone());
        Ok(game)
    }
}

/// One game of a PGN file, for a list to pick from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GameEntry {
    /// 1-based, in file order.
    pub number: usize,
    /// The line it starts on.
    pub line: usize,
    /// Its tag pairs.
    pub tags: Vec<(String, String)>,
    start: usize,
    end: usize,
}

impl GameEntry {
    /// The value of tag `name`, or "?".
    pub fn tag(&self, name: &str) -> &str {
        self.tags
            .iter()
            .find(|(n, _)| n == name)
            .map_or("?", |(_, v)| v.as_str())
    }

    /// "3: Nepomniachtchi - Ding, World Championship, 2023.04.09, round 1, 1/2-1/2 (line 120)".
    pub fn summary(&self) -> String {
        format!(
            "{}: {} - {}, {}, {}, round {}, {} (line {})",
            self.number,
            self.tag("White"),
            self.tag("Black"),
            self.tag("Event"),
            self.tag("Date"),
            self.tag("Round"),
            self.tag("Result"),
            self.line
        )
    }

    /// Its text in `all`, the text it was listed from.
    pub fn text<'a>(&self, all: &'a str) -> &'a str {
        all.get(self.start..self.end).unwrap_or_default()
    }

    fn matches(&self, text: &str) -> bool {
        let text = text.to_lowercase();
        ["White", "Black", "Event", "Site", "Date", "Round"]
            .iter()
            .any(|name| self.tag(name).to_lowercase().contains(&text))
    }
}

/// A source that counts the bytes it has handed to the reader, so that where the reader
/// stands is `given - reader.buffer().len()`.
struct Counted<'a> {
    rest: &'a [u8],
    given: &'a Cell<usize>,
}

impl Read for Counted<'_> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        let n = self.rest.read(buf)?;
        self.given.set(self.given.get() + n);
        Ok(n)
    }
}

/// A reader over `text` that takes its comments and tag lines in one piece: bounded by the
/// longest of each in `text`, not by all of it, because the reader shifts what it holds to
/// have that many bytes ahead of every token (a bound of the whole text made a long game, and
/// listing a file of thousands of games, quadratic).
fn reader<'a>(text: &'a str, given: &'a Cell<usize>) -> pgn_reader::Reader<Counted<'a>> {
    let longest_line = text.split('\n').map(str::len).max().unwrap_or(0);
    pgn_reader::Reader::build(Counted {
        rest: text.as_bytes(),
        given,
    })
    .set_supported_tag_line_length(longest_line + 1)
    .set_supported_comment_length(longest_comment(text) + 1)
    .finish()
}

/// The length of the longest `{…}` comment in `text`, braces included (to the end of the text
/// for one never closed).
fn longest_comment(text: &str) -> usize {
    let mut longest = 0;
    let mut rest = text;
    while let Some(open) = rest.find('{') {
        let len = rest[open..]
            .find('}')
            .map_or(rest.len() - open, |close| close + 1);
        longest = longest.max(len);
        rest = &rest[open + len..];
    }
    longest
}

/// Only the tags of each game.
struct TagsOnly(Vec<(String, String)>);

impl pgn_reader::Visitor for TagsOnly {
    type Tags = ();
    type Movetext = ();
    type Output = Vec<(String, String)>;

    fn begin_tags(&mut self) -> ControlFlow<Self::Output, ()> {
        self.0.clear();
        ControlFlow::Continue(())
    }

    fn tag(
        &mut self,
        _: &mut (),
        name: &[u8],
        value: pgn_reader::RawTag<'_>,
    ) -> ControlFlow<Self::Output> {
        self.0.push((
            String::from_utf8_lossy(name).into_owned(),
            value.decode_utf8_lossy().into_owned(),
        ));
        ControlFlow::Continue(())
    }

    fn begin_movetext(&mut self, _: ()) -> ControlFlow<Self::Output, ()> {
        ControlFlow::Break(std::mem::take(&mut self.0))
    }

    fn end_game(&mut self, _: ()) -> Self::Output {
        std::mem::take(&mut self.0)
    }
}

/// The games in `text`, in order.
///
/// # Errors
///
/// A tag pair the reader cannot get past, at its line.
pub fn list_games(text: &str) -> Result<Vec<GameEntry>, PgnError> {
    let given = Cell::new(0);
    let mut reader = reader(text, &given);
    let mut games: Vec<GameEntry> = Vec::new();
    // Lines are counted on from the last game's start, not from the top for every game: a
    // tournament's file of thousands of games took seconds.
    let mut counted = (0, 1);
    let mut line_at = |at: usize| {
        let (from, line) = counted;
        let at = at.max(from);
        counted = (at, line + scan::line_of(&text[from..at], at - from) - 1);
        counted.1
    };
    let fail = |line: usize, e: io::Error| PgnError {
        line,
        problem: PgnProblem::ReaderTag(e.to_string()),
    };
    loop {
        let more = reader.has_more();
        let at = given.get().saturating_sub(reader.buffer().len());
        if let Some(last) = games.last_mut() {
            last.end = at.max(last.start);
        }
        let line = line_at(at);
        if !more.map_err(|e| fail(line, e))? {
            break;
        }
        let tags = reader
            .read_game(&mut TagsOnly(Vec::new()))
            .map_err(|e| fail(line, e))?
            .unwrap_or_default();
        games.push(GameEntry {
            number: games.len() + 1,
            line,
            tags,
            start: at,
            end: text.len(),
        });
    }
    Ok(games)
}

/// Reads the only game of `text`.
///
/// # Errors
///
/// The first problem, with its line: a malformed tag, an unterminated comment, an illegal,
/// ambiguous or unreadable move, a bad clock comment, a second game in the same text (the
/// message lists them), or no game at all.
pub fn read_pgn(text: &str) -> Result<PgnGame, PgnError> {
    read_pgn_pick(text, None)
}

/// Reads one game of `text`: the only one, or the one `pick` names, by its number (1 is the
/// first) or by a part of a player's name, the event, the site, the date or the round.
///
/// # Errors
///
/// As [`read_pgn`]; several games and no pick, or a pick that matches none or several, list
/// the games in the message.
pub fn read_pgn_pick(text: &str, pick: Option<&str>) -> Result<PgnGame, PgnError> {
    let games = list_games(text)?;
    let entry = pick_in(&games, pick)?;
    // In a file of several games, an error names the game it is in.
    read_game(text, &entry).map_err(|e| {
        if games.len() > 1 {
            PgnError {
                line: e.line,
                problem: PgnProblem::InGame {
                    number: entry.number,
                    problem: Box::new(e.problem),
                },
            }
        } else {
            e
        }
    })
}

/// The game of `text` that `pick` names (as [`read_pgn_pick`] chooses it), for a reader of its
/// own ([`GameEntry::text`]).
///
/// # Errors
///
/// As [`read_pgn_pick`], before its moves are read.
pub fn pick_game(text: &str, pick: Option<&str>) -> Result<GameEntry, PgnError> {
    pick_in(&list_games(text)?, pick)
}

/// The game of `games` that `pick` names, as [`pick_game`] chooses it.
fn pick_in(games: &[GameEntry], pick: Option<&str>) -> Result<GameEntry, PgnError> {
    let listed = |games: &[&GameEntry]| games.iter().copied().cloned().collect::<Vec<_>>();
    let all: Vec<&GameEntry> = games.iter().collect();
    // Digits are a game's number when there is a game of that number, else a part of its
    // tags ("2025", the year of its date).
    let number = pick.and_then(|p| p.trim().parse::<usize>().ok());
    let chosen: Vec<&GameEntry> = match (pick, number) {
        (None, _) => all.clone(),
        (Some(_), Some(n)) if all.iter().any(|g| g.number == n) => {
            all.iter().copied().filter(|g| g.number == n).collect()
        }
        (Some(p), _) => all.iter().copied().filter(|g| g.matches(p)).collect(),
    };
    match (chosen.as_slice(), pick) {
        ([one], _) => Ok((*one).clone()),
        ([], None) => Err(PgnError {
            line: 0,
            problem: PgnProblem::NoGame,
        }),
        ([], Some(p)) if number.is_some() => Err(PgnError {
            line: 0,
            problem: PgnProblem::NoNumber {
                pick: p.to_owned(),
                games: games.to_vec(),
            },
        }),
        ([], Some(p)) => Err(PgnError {
            line: 0,
            problem: PgnProblem::NoMatch {
                pick: p.to_owned(),
                games: games.to_vec(),
            },
        }),
        ([_, second, ..], None) => Err(PgnError {
            line: second.line,
            problem: PgnProblem::SecondGame {
                games: games.to_vec(),
            },
        }),
        (several, Some(p)) => Err(PgnError {
            line: 0,
            problem: PgnProblem::SeveralMatch {
                pick: p.to_owned(),
                matching: listed(several),
            },
        }),
    }
}

/// Reads the game `entry` of `text`.
fn read_game(text: &str, entry: &GameEntry) -> Result<PgnGame, PgnError> {
    let first_line = entry.line;
    let game_text = &text[entry.start..entry.end];
    let here = |offset: usize| scan::line_of(game_text, offset) + first_line - 1;
    let (tag_lines, movetext_at) = scan::tag_section(game_text, first_line)
        .map_err(|(line, problem)| PgnError { line, problem })?;
    let (movetext, unread) = scan::movetext(&game_text[movetext_at..]);
    // The tags as they were, the movetext as pgn-reader reads it; the lines are the same.
    let rewritten = format!("{}{movetext}", &game_text[..movetext_at]);
    let given = Cell::new(0);
    let mut reader = reader(&rewritten, &given);
    let mut visitor = GameVisitor::default();
    let read = reader.read_game(&mut visitor);
    let stopped = given.get().saturating_sub(reader.buffer().len());
    let mut lines = tag_lines.iter().map(|t| t.line);
    let tags: Vec<(String, String, usize)> = visitor
        .tags
        .into_iter()
        .map(|(n, v)| (n, v, lines.next().unwrap_or(first_line)))
        .collect();
    let tag_line = |name: &str| {
        tags.iter()
            .find(|(n, ..)| n == name)
            .map_or(0, |(.., l)| *l)
    };
    let unread_error = |u: &scan::Unread| -> PgnError {
        let start = match start_of(&tags) {
            Ok(s) => s,
            Err(e) => return e,
        };
        let ply = usize::from(start.turn().is_black()) + u.plies_before;
        PgnError {
            line: here(movetext_at + u.offset),
            problem: PgnProblem::Move {
                at: MoveName {
                    number: start.fullmoves().get() as usize + ply / 2,
                    black: !ply.is_multiple_of(2),
                    san: u.word.clone(),
                },
                problem: MoveProblem::NotAMove,
            },
        }
    };
    let read = match read {
        Ok(Some(r)) => r,
        Ok(None) => {
            return Err(PgnError {
                line: 0,
                problem: PgnProblem::NoGame,
            });
        }
        Err(e) => Err((Back::Here, PgnProblem::Reader(e.to_string()))),
    };
    let m = match read {
        Ok(m) => m,
        Err((back, problem)) => {
            let offset = match back {
                Back::Here => stopped,
                Back::By(n) => stopped.saturating_sub(n),
                Back::FromEnd(n) => rewritten.len().saturating_sub(n),
                Back::Tag(name) => {
                    return Err(PgnError {
                        line: tag_line(name),
                        problem,
                    });
                }
            };
            // A word pgn-reader skipped before the problem is the first problem.
            if let Some(u) = unread.filter(|u| movetext_at + u.offset < offset) {
                return Err(unread_error(&u));
            }
            return Err(PgnError {
                line: here(offset.min(rewritten.len())),
                problem,
            });
        }
    };
    if let Some(u) = unread {
        return Err(unread_error(&u));
    }
    if !m.open.is_empty() {
        return Err(PgnError {
            line: here(rewritten.len()),
            problem: PgnProblem::VariationNotClosed,
        });
    }
    let result = match (m.outcome, m.result_comment) {
        (None | Some(None), _) => None,
        (Some(Some(token)), Some(r)) => {
            if r.pgn() != token {
                return Err(PgnError {
                    line: here(stopped),
                    problem: PgnProblem::ResultMismatch { token, comment: r },
                });
            }
            Some(r)
        }
        (Some(Some(token)), None) => Some(reason_from_position(&m.pos, token)),
    };
    let extra = tags
        .iter()
        .filter(|(n, ..)| !OWN_TAGS.contains(&n.as_str()))
        .map(|(n, v, _)| (n.clone(), v.clone()))
        .collect();
    let time_control = tags
        .iter()
        .find(|(n, ..)| n == "TimeControl")
        .map(|(_, v, _)| v.trim().to_owned());
    Ok(PgnGame {
        tags,
        moves: m.moves,
        log: m.log,
        result,
        source: game_text.to_owned(),
        notes: SourceNotes {
            time_control,
            tags: extra,
            plies: m.notes,
        },
    })
}

/// The starting position the tags give (for a move number in a message).
fn start_of(tags: &[(String, String, usize)]) -> Result<Chess, PgnError> {
    let control = TimeControl::parse("1").map_err(|e| PgnError {
        line: 0,
        problem: PgnProblem::Control(e),
    })?;
    let mut setup = GameSetup::new(control);
    let fen = tags.iter().find(|(n, ..)| n == "FEN");
    setup.start_fen = fen.map(|(_, v, _)| v.clone());
    start_position(&setup).map_err(|e| PgnError {
        line: fen.map_or(0, |(.., l)| *l),
        problem: PgnProblem::Start(e),
    })
}

/// A result token without a reason: what the final position shows, or "as recorded".
fn reason_from_position(pos: &Chess, token: &str) -> GameResult {
    match token {
        "1-0" | "0-1" => {
            let winner = if token == "1-0" {
                shakmaty::Color::White
            } else {
                shakmaty::Color::Black
            };
            let reason = if pos.is_checkmate() && pos.turn() != winner {
                WinReason::Checkmate
            } else {
                WinReason::Recorded
            };
            GameResult::Win { winner, reason }
        }
        _ if pos.is_stalemate() => GameResult::Draw(DrawReason::Stalemate),
        _ if pos.is_insufficient_material() => GameResult::Draw(DrawReason::DeadPosition),
        _ => GameResult::Draw(DrawReason::Recorded),
    }
}

impl PgnGame {
    /// The stamp-free view used by tests: moves as SAN strings.
    pub fn sans(&self) -> Vec<String> {
        self.moves.iter().map(|m| m.san.to_string()).collect()
    }
}

/// A stamp for an import at `wall` (monotonic time zero).
pub fn import_stamp(wall: WallTime) -> Stamp {
    Stamp {
        at: Timestamp::ZERO,
        wall,
    }
}

#[cfg(test)]
#[path = "read_tests.rs"]
mod tests;

#[cfg(test)]
#[path = "input_tests.rs"]
mod input_tests;

#[cfg(test)]
#[path = "null_tests.rs"]
mod null_tests;
