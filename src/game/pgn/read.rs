//! The PGN reader: one game, with line numbers in every error. Pure.
//!
//! It reads the tag pairs, the movetext (move numbers, SAN with optional `!?` marks, NAGs,
//! `{}` and `;` comments, `%` escape lines, variations, which are skipped), the `[%clk]`,
//! `[%arbiter]` and `[%result]` commands inside comments, and the result. Moves are checked
//! with shakmaty as they are read, so an illegal or ambiguous move is reported at its line.

use std::time::Duration;

use shakmaty::{Chess, Position, san::SanPlus};

use crate::{
    clock::{Calls, TimeControl, Timestamp, time::parse_duration},
    game::{
        DrawReason, Game, GameError, GameOptions, GameResult, GameSetup, LogEntry, LogKind, Stamp,
        Tags, WallTime, WinReason, session::start_position,
    },
};

/// A PGN that cannot be read, and where.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("line {line}: {message}")]
pub struct PgnError {
    /// 1-based line number (0 when the problem is the file as a whole).
    pub line: usize,
    /// What is wrong.
    pub message: String,
}

/// A move read from the score.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PgnMove {
    /// The move, checked against the position.
    pub mv: shakmaty::Move,
    /// As written (normalized).
    pub san: SanPlus,
    /// The `[%clk]` after it: the mover's time left.
    pub clk: Option<Duration>,
    /// Where it was written.
    pub line: usize,
}

/// An arbiter log entry read from a `[%arbiter]` comment.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PgnLogEntry {
    /// The number of moves before it in the score.
    pub after_ply: usize,
    /// Its civil time.
    pub wall: WallTime,
    /// What happened.
    pub kind: LogKind,
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
}

impl PgnGame {
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
                message: e.to_string(),
            });
        }
        match self.tag("TimeControl") {
            None | Some("?" | "-") => Ok(None),
            Some(text) => TimeControl::from_pgn_tag(text)
                .map(Some)
                .map_err(|e| PgnError {
                    line: self.tag_line("TimeControl"),
                    message: e.to_string(),
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
                    message:
                        "the PGN has no time control (ClockControl or TimeControl tag); give one"
                            .into(),
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
            .map(|e| LogEntry {
                after_ply: e.after_ply,
                at: stamp.at,
                wall: e.wall,
                kind: e.kind.clone(),
            })
            .collect();
        Game::import(setup, &moves, log, self.result, stamp).map_err(|e| match e {
            GameError::BadStart(m) => PgnError {
                line: self.tag_line("FEN"),
                message: m,
            },
            other => PgnError {
                line: 0,
                message: other.to_string(),
            },
        })
    }
}

/// Reads one game.
///
/// # Errors
///
/// The first problem, with its line: a malformed tag, an unterminated comment, an illegal or
/// ambiguous move, a bad clock comment, a second game in the same text, or no game at all.
pub fn read_pgn(text: &str) -> Result<PgnGame, PgnError> {
    let mut lx = Lexer {
        text,
        pos: 0,
        line: 1,
    };
    let mut tags = Vec::new();
    lx.skip_blank();
    while lx.peek() == Some('[') {
        tags.push(lx.tag()?);
        lx.skip_blank();
    }
    let fen = tags.iter().find(|(n, ..)| n == "FEN");
    let mut setup = GameSetup::new(TimeControl::parse("1").map_err(|e| PgnError {
        line: 0,
        message: e.to_string(),
    })?);
    setup.start_fen = fen.map(|(_, v, _)| v.clone());
    let mut pos: Chess = start_position(&setup).map_err(|e| PgnError {
        line: fen.map_or(0, |(.., l)| *l),
        message: e.to_string(),
    })?;

    let mut game = PgnGame {
        tags,
        moves: Vec::new(),
        log: Vec::new(),
        result: None,
    };
    let mut depth = 0usize;
    let mut result_comment: Option<(GameResult, usize)> = None;
    let mut result_token = None;
    while let Some(token) = lx.next_token()? {
        match token {
            Token::Comment(body, line) => {
                for (name, args) in commands(&body) {
                    if depth > 0 {
                        continue;
                    }
                    let bad = |what: &str| PgnError {
                        line,
                        message: format!("bad [%{name} {args}]: {what}"),
                    };
                    match name.as_str() {
                        "clk" => {
                            let d = parse_duration(args.trim()).map_err(|e| bad(&e.to_string()))?;
                            if let Some(last) = game.moves.last_mut() {
                                last.clk = Some(d);
                            }
                        }
                        "arbiter" => {
                            let (wall, kind) = args
                                .trim()
                                .split_once(' ')
                                .ok_or_else(|| bad("expected a time and an entry"))?;
                            let wall = WallTime::parse_iso(wall).ok_or_else(|| {
                                bad("expected a UTC time like 2025-01-31T14:05:00.000Z")
                            })?;
                            let kind =
                                LogKind::parse(kind).ok_or_else(|| bad("unknown log entry"))?;
                            game.log.push(PgnLogEntry {
                                after_ply: game.moves.len(),
                                wall,
                                kind,
                            });
                        }
                        "result" => {
                            let r = GameResult::parse(args.trim())
                                .ok_or_else(|| bad("unknown result"))?;
                            result_comment = Some((r, line));
                        }
                        _ => {}
                    }
                }
            }
            Token::Open(_) => depth += 1,
            Token::Close(line) => {
                depth = depth.checked_sub(1).ok_or(PgnError {
                    line,
                    message: "')' without '('".into(),
                })?;
            }
            Token::Word(..) if depth > 0 => {}
            Token::Word(word, line) => {
                if let Some(r) = result_of(&word) {
                    result_token = Some((r, line));
                    break;
                }
                let san_text = strip_move_number(&word);
                if san_text.is_empty() || san_text.starts_with('$') {
                    continue;
                }
                let san_text = san_text.trim_end_matches(['!', '?']);
                // Appendix C writes castling with zeros.
                let zeros = san_text
                    .starts_with("0-0")
                    .then(|| san_text.replace('0', "O"));
                let san_text = zeros.as_deref().unwrap_or(san_text);
                let number = pos.fullmoves().get();
                let dots = if pos.turn().is_white() { "." } else { "..." };
                let here = |m: String| PgnError {
                    line,
                    message: format!("move {number}{dots} {san_text}: {m}"),
                };
                let san = SanPlus::from_ascii(san_text.as_bytes())
                    .map_err(|_| here("not a move".into()))?;
                let mv = san.san.to_move(&pos).map_err(|e| here(e.to_string()))?;
                let san = SanPlus::from_move_and_play_unchecked(&mut pos, mv);
                game.moves.push(PgnMove {
                    mv,
                    san,
                    clk: None,
                    line,
                });
            }
        }
    }
    if depth > 0 {
        return Err(PgnError {
            line: lx.line,
            message: "a variation '(' is never closed".into(),
        });
    }
    // Anything after the result is a second game.
    if let Some(token) = lx.next_token()? {
        let line = token.line();
        return Err(PgnError {
            line,
            message: "a second game starts here; give one game".into(),
        });
    }
    if game.moves.is_empty() && game.tags.is_empty() && result_token.is_none() {
        return Err(PgnError {
            line: 0,
            message: "no game found".into(),
        });
    }
    game.result = match (result_token, result_comment) {
        (None | Some((None, _)), _) => None,
        (Some((Some(token), line)), Some((r, _))) => {
            if r.pgn() != token {
                return Err(PgnError {
                    line,
                    message: format!("the result {token} does not match [%result {r}]"),
                });
            }
            Some(r)
        }
        (Some((Some(token), _)), None) => Some(reason_from_position(&pos, token)),
    };
    Ok(game)
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

/// `Some(Some(result))` for a result token, `Some(None)` for `*`, `None` otherwise.
fn result_of(word: &str) -> Option<Option<&'static str>> {
    match word {
        "1-0" => Some(Some("1-0")),
        "0-1" => Some(Some("0-1")),
        "1/2-1/2" => Some(Some("1/2-1/2")),
        "*" => Some(None),
        _ => None,
    }
}

/// "12." or "12..." alone → "", "12.e4" → "e4", "e4" → "e4".
fn strip_move_number(word: &str) -> &str {
    let digits = word.len() - word.trim_start_matches(|c: char| c.is_ascii_digit()).len();
    if digits > 0 && word[digits..].starts_with('.') {
        word[digits..].trim_start_matches('.')
    } else {
        word
    }
}

/// The `[%name args]` commands inside a comment.
fn commands(body: &str) -> Vec<(String, String)> {
    let mut out = Vec::new();
    let mut rest = body;
    while let Some(start) = rest.find("[%") {
        let after = &rest[start + 2..];
        let Some(end) = after.find(']') else { break };
        let inner = &after[..end];
        let (name, args) = inner.split_once(char::is_whitespace).unwrap_or((inner, ""));
        out.push((name.to_owned(), args.to_owned()));
        rest = &after[end + 1..];
    }
    out
}

#[derive(Debug)]
enum Token {
    Word(String, usize),
    Comment(String, usize),
    Open(usize),
    Close(usize),
}

impl Token {
    fn line(&self) -> usize {
        match self {
            Token::Word(_, l) | Token::Comment(_, l) | Token::Open(l) | Token::Close(l) => *l,
        }
    }
}

struct Lexer<'a> {
    text: &'a str,
    pos: usize,
    line: usize,
}

impl Lexer<'_> {
    fn peek(&self) -> Option<char> {
        self.text[self.pos..].chars().next()
    }

    fn bump(&mut self) -> Option<char> {
        let c = self.peek()?;
        self.pos += c.len_utf8();
        if c == '\n' {
            self.line += 1;
        }
        Some(c)
    }

    fn at_line_start(&self) -> bool {
        self.pos == 0 || self.text[..self.pos].ends_with('\n')
    }

    /// Skips white space, `;` comments and `%` escape lines.
    fn skip_blank(&mut self) {
        while let Some(c) = self.peek() {
            if c.is_whitespace() || c == '\u{feff}' {
                self.bump();
            } else if c == ';' || (c == '%' && self.at_line_start()) {
                while let Some(c) = self.bump() {
                    if c == '\n' {
                        break;
                    }
                }
            } else {
                break;
            }
        }
    }

    /// `[Name "value"]`.
    fn tag(&mut self) -> Result<(String, String, usize), PgnError> {
        let line = self.line;
        let err = |message: &str| PgnError {
            line,
            message: format!("bad tag: {message}"),
        };
        self.bump();
        while self.peek().is_some_and(|c| c == ' ' || c == '\t') {
            self.bump();
        }
        let start = self.pos;
        while self
            .peek()
            .is_some_and(|c| c.is_ascii_alphanumeric() || c == '_')
        {
            self.bump();
        }
        let name = self.text[start..self.pos].to_owned();
        if name.is_empty() {
            return Err(err("expected a tag name after '['"));
        }
        while self.peek().is_some_and(|c| c == ' ' || c == '\t') {
            self.bump();
        }
        if self.bump() != Some('"') {
            return Err(err(&format!("expected '\"' after [{name}")));
        }
        let mut value = String::new();
        loop {
            match self.bump() {
                Some('\\') => match self.bump() {
                    Some(c @ ('"' | '\\')) => value.push(c),
                    _ => return Err(err(&format!("bad escape in [{name}]"))),
                },
                Some('"') => break,
                Some('\n') | None => {
                    return Err(err(&format!(
                        "the value of [{name}] is not closed on its line"
                    )));
                }
                Some(c) => value.push(c),
            }
        }
        while self.peek().is_some_and(|c| c == ' ' || c == '\t') {
            self.bump();
        }
        if self.bump() != Some(']') {
            return Err(err(&format!("expected ']' after the value of [{name}]")));
        }
        Ok((name, value, line))
    }

    fn next_token(&mut self) -> Result<Option<Token>, PgnError> {
        self.skip_blank();
        let line = self.line;
        let Some(c) = self.peek() else {
            return Ok(None);
        };
        match c {
            '{' => {
                self.bump();
                let start = self.pos;
                loop {
                    match self.bump() {
                        Some('}') => break,
                        Some(_) => {}
                        None => {
                            return Err(PgnError {
                                line,
                                message: "comment '{' is never closed".into(),
                            });
                        }
                    }
                }
                Ok(Some(Token::Comment(
                    self.text[start..self.pos - 1].to_owned(),
                    line,
                )))
            }
            '(' => {
                self.bump();
                Ok(Some(Token::Open(line)))
            }
            ')' => {
                self.bump();
                Ok(Some(Token::Close(line)))
            }
            '[' => {
                self.bump();
                Ok(Some(Token::Word("[".into(), line)))
            }
            '}' => Err(PgnError {
                line,
                message: "'}' without '{'".into(),
            }),
            _ => {
                let start = self.pos;
                while self
                    .peek()
                    .is_some_and(|c| !c.is_whitespace() && !"{}()[];".contains(c))
                {
                    self.bump();
                }
                if self.pos == start {
                    // A lone ']' or the like: one character, so the reader always moves on.
                    self.bump();
                }
                Ok(Some(Token::Word(
                    self.text[start..self.pos].to_owned(),
                    line,
                )))
            }
        }
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
