//! The line language of the one-board game (`annabella game`, `annabella resume`): one keyboard
//! enters both players' moves and the arbiter's commands, read here into game commands. Pure.
//!
//! ```text
//! <move>                      SAN (e4, Nf3, O-O, e8=Q) or UCI (e2e4): made and clock pressed
//! start | pause | resume      the clock
//! time                        time left, time used and moves completed, for both players
//! adjust white|black +m:ss    arbiter: add (or '-' take) time
//! set white|black h:mm:ss [moves N]
//! resign white|black | draw   (agreed) | flag (claim a fallen flag)
//! claim threefold|fifty [move]          with the intended move, if any
//! retrace N                   back to ply N, clocks as they were then (paused)
//! declare <result>            e.g. 'declare white wins arbiter', 'declare draw arbiter'
//! note <text> | pgn | help | quit
//! ```

use crate::quote::quote;
use shakmaty::{Chess, Color, Move};

use crate::{
    clock::{script::parse_delta, time::parse_duration},
    game::{ClaimKind, Command, GameResult},
    parse,
    resolve::{self, MoveError},
    vocab::{VocabName, Vocabulary},
};

/// One line of input.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum BoardInput {
    /// A change to the game (journaled).
    Game(Command),
    /// Read the clocks.
    Time,
    /// Print the PGN.
    Pgn,
    /// Print the command list.
    Help,
    /// Stop (the clock is paused first).
    Quit,
}

/// The command list, for `help`.
pub const HELP: &str = "moves: SAN or UCI (e4, Nf3, e2e4) | start | pause | resume | time | \
adjust white|black +m:ss | set white|black h:mm:ss [moves N] | resign white|black | draw | flag | \
claim threefold|fifty [move] | retrace N | declare <result> | note <text> | pgn | quit";

fn side(word: Option<&str>) -> Result<Color, String> {
    match word {
        Some("white") => Ok(Color::White),
        Some("black") => Ok(Color::Black),
        Some(w) => Err(format!("'{}' is not a side (white or black)", quote(w))),
        None => Err("missing side (white or black)".into()),
    }
}

/// A move in SAN, long algebraic or UCI (e4, Nf3, e2e4), legal in `position`: read by the
/// project's parser (`grammars/move.ebnf`, the typed reading) and resolved on the position, as
/// every other move the program reads.
pub fn parse_move(text: &str, position: &Chess) -> Result<Move, String> {
    let intents = parse::parse(text, Vocabulary::builtin(VocabName::En))
        .map_err(|_| format!("'{}' is not a command or a move (type 'help')", quote(text)))?;
    resolve::resolve(position, &intents).map_err(|e| match e {
        MoveError::Ambiguous(_) => format!("{} is ambiguous here", quote(text)),
        MoveError::Illegal(_) => format!("{} is not legal here", quote(text)),
    })
}

/// Reads one line; `None` for a blank line or a `#` comment.
pub fn parse_line(line: &str, position: &Chess) -> Result<Option<BoardInput>, String> {
    let line = line.trim();
    if line.is_empty() || line.starts_with('#') {
        return Ok(None);
    }
    let (head, rest) = line.split_once(char::is_whitespace).unwrap_or((line, ""));
    let rest = rest.trim();
    let words: Vec<&str> = rest.split_whitespace().collect();
    let no_args = |input: BoardInput| {
        if words.is_empty() {
            Ok(Some(input))
        } else {
            Err(format!("'{}' takes no argument", quote(head)))
        }
    };
    match head.to_ascii_lowercase().as_str() {
        "start" => no_args(BoardInput::Game(Command::Start)),
        "pause" => no_args(BoardInput::Game(Command::Pause)),
        "resume" => no_args(BoardInput::Game(Command::Resume)),
        "time" | "query" => no_args(BoardInput::Time),
        "pgn" => no_args(BoardInput::Pgn),
        "help" => no_args(BoardInput::Help),
        "quit" | "exit" => no_args(BoardInput::Quit),
        "draw" => no_args(BoardInput::Game(Command::AgreeDraw)),
        "flag" => no_args(BoardInput::Game(Command::ClaimFlag)),
        "resign" => {
            let s = side(words.first().copied())?;
            Ok(Some(BoardInput::Game(Command::Resign(s))))
        }
        "adjust" => {
            let s = side(words.first().copied())?;
            let delta = parse_delta(
                words
                    .get(1)
                    .ok_or("'adjust' needs an amount such as +2:00")?,
            )?;
            Ok(Some(BoardInput::Game(Command::Adjust { side: s, delta })))
        }
        "set" => {
            let s = side(words.first().copied())?;
            let time = words.get(1).ok_or("'set' needs a time such as 1:00:00")?;
            let remaining = parse_duration(time).map_err(|e| e.to_string())?;
            let moves = match &words[2..] {
                [] => None,
                ["moves", n] => Some(
                    n.parse()
                        .map_err(|_| format!("'{n}' is not a number of moves"))?,
                ),
                other => {
                    return Err(format!(
                        "unexpected '{}' (expected 'moves N')",
                        other.join(" ")
                    ));
                }
            };
            Ok(Some(BoardInput::Game(Command::SetClock {
                side: s,
                remaining,
                moves,
            })))
        }
        "claim" => {
            let kind = words
                .first()
                .and_then(|w| ClaimKind::from_word(w))
                .ok_or("'claim' needs 'threefold' or 'fifty'")?;
            let intended = words.get(1).map(|m| parse_move(m, position)).transpose()?;
            Ok(Some(BoardInput::Game(Command::Claim { kind, intended })))
        }
        "retrace" => {
            let ply = words
                .first()
                .and_then(|w| w.parse().ok())
                .ok_or("'retrace' needs a ply number (0 for the start)")?;
            Ok(Some(BoardInput::Game(Command::Retrace { ply })))
        }
        "declare" => GameResult::parse(rest)
            .map(|r| Some(BoardInput::Game(Command::Declare(r))))
            .ok_or_else(|| {
                format!(
                    "'{}' is not a result (e.g. 'white wins arbiter', 'draw arbiter')",
                    quote(rest)
                )
            }),
        "note" if !rest.is_empty() => Ok(Some(BoardInput::Game(Command::Note(rest.to_owned())))),
        "note" => Err("'note' needs a text".into()),
        _ if words.is_empty() => {
            parse_move(head, position).map(|m| Some(BoardInput::Game(Command::Play(m))))
        }
        _ => Err(format!(
            "'{}' is not a command or a move (type 'help')",
            quote(line)
        )),
    }
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use super::*;
    use crate::clock::TimeDelta;

    #[test]
    fn reads_commands_and_moves() {
        let pos = Chess::default();
        let p = |s: &str| parse_line(s, &pos);
        assert_eq!(p("  "), Ok(None));
        assert_eq!(p("# a comment"), Ok(None));
        assert_eq!(p("time"), Ok(Some(BoardInput::Time)));
        assert!(matches!(
            p("e4"),
            Ok(Some(BoardInput::Game(Command::Play(_))))
        ));
        assert_eq!(p("e4"), p("e2e4"));
        assert_eq!(
            p("adjust black +2:00"),
            Ok(Some(BoardInput::Game(Command::Adjust {
                side: Color::Black,
                delta: TimeDelta::Plus(Duration::from_secs(120))
            })))
        );
        assert_eq!(
            p("set white 1:00:00 moves 20"),
            Ok(Some(BoardInput::Game(Command::SetClock {
                side: Color::White,
                remaining: Duration::from_secs(3600),
                moves: Some(20)
            })))
        );
        assert!(matches!(
            p("claim threefold Nf3"),
            Ok(Some(BoardInput::Game(Command::Claim {
                kind: ClaimKind::Threefold,
                intended: Some(_)
            })))
        ));
        assert_eq!(
            p("retrace 4"),
            Ok(Some(BoardInput::Game(Command::Retrace { ply: 4 })))
        );
        assert!(matches!(
            p("declare draw arbiter"),
            Ok(Some(BoardInput::Game(Command::Declare(_))))
        ));
        assert_eq!(p("e5").unwrap_err(), "e5 is not legal here");
        assert_eq!(
            p("castle").unwrap_err(),
            "'castle' is not a command or a move (type 'help')"
        );
        assert_eq!(
            p("resign green").unwrap_err(),
            "'green' is not a side (white or black)"
        );
        assert_eq!(p("time now").unwrap_err(), "'time' takes no argument");
    }
}
