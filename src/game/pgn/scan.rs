//! What `pgn-reader` does not check, done by hand over one game's text: the tag section must be
//! well formed (it skips a malformed tag pair silently), every movetext word outside comments
//! and variations must be something it reads (it skips `Xy9`, `Nf3x` or `exd6e.p.` silently,
//! which could drop a move), and UCI promotions (`e7e8q`) and the null moves `0000` and `@@@@`
//! are rewritten in the forms it reads (`e7e8=Q`, `--`), as python-chess reads them. Lines
//! never change, so a line number in the rewritten text is one in the source. Pure.

use shakmaty::san::SanPlus;

use super::problem::{PgnProblem, TagProblem};

/// A tag pair and the line it is on.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) struct TagAt {
    pub name: String,
    pub line: usize,
}

/// The line (1-based) of byte `offset` of `text`.
pub(super) fn line_of(text: &str, offset: usize) -> usize {
    1 + text
        .as_bytes()
        .iter()
        .take(offset)
        .filter(|&&b| b == b'\n')
        .count()
}

/// Checks the tag section at the start of `game` (white space, `%` lines and `[Name "value"]`
/// pairs, as `pgn-reader` reads them); returns the tags with their lines and where the movetext
/// starts, or the first malformed pair's line and what is wrong with it.
pub(super) fn tag_section(
    game: &str,
    first_line: usize,
) -> Result<(Vec<TagAt>, usize), (usize, PgnProblem)> {
    let bytes = game.as_bytes();
    let mut pos = 0;
    let mut line = first_line;
    let mut tags = Vec::new();
    let mut line_start = true;
    loop {
        match bytes.get(pos) {
            Some(b'\n') => {
                line += 1;
                line_start = true;
                pos += 1;
            }
            Some(b' ' | b'\t' | b'\r') => pos += 1,
            Some(b'%') if line_start => {
                while bytes.get(pos).is_some_and(|&b| b != b'\n') {
                    pos += 1;
                }
            }
            Some(b'[') => {
                line_start = false;
                let (name, end) = tag_pair(&game[pos..]).map_err(|m| (line, PgnProblem::Tag(m)))?;
                tags.push(TagAt { name, line });
                pos += end;
            }
            _ => return Ok((tags, pos)),
        }
    }
}

/// One `[Name "value"]` at the start of `text`: its name and its length.
fn tag_pair(text: &str) -> Result<(String, usize), TagProblem> {
    let line = text.split('\n').next().unwrap_or_default();
    let after = &line[1..];
    let trimmed = after.trim_start_matches([' ', '\t']);
    let name_len = trimmed
        .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
        .unwrap_or(trimmed.len());
    let name = &trimmed[..name_len];
    if name.is_empty() {
        return Err(TagProblem::NoName);
    }
    let rest = trimmed[name_len..].trim_start_matches([' ', '\t']);
    let Some(value) = rest.strip_prefix('"') else {
        return Err(TagProblem::NoQuote(name.to_owned()));
    };
    let mut escaped = false;
    let mut close = None;
    for (i, c) in value.char_indices() {
        match c {
            _ if escaped => {
                if c != '"' && c != '\\' {
                    return Err(TagProblem::BadEscape(name.to_owned()));
                }
                escaped = false;
            }
            '\\' => escaped = true,
            '"' => {
                close = Some(i);
                break;
            }
            _ => {}
        }
    }
    let Some(close) = close else {
        return Err(TagProblem::NotClosed(name.to_owned()));
    };
    let tail = &value[close + 1..];
    let tail_trimmed = tail.trim_start_matches([' ', '\t', '\r']);
    if !tail_trimmed.starts_with(']') {
        return Err(TagProblem::NoBracket(name.to_owned()));
    }
    let end = line.len() - tail_trimmed.len() + 1;
    Ok((name.to_owned(), end))
}

/// A movetext word `pgn-reader` would skip: its byte offset, the word, and how many moves
/// come before it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) struct Unread {
    pub offset: usize,
    pub word: String,
    pub plies_before: usize,
}

/// Rewrites the movetext `text` (from its start) for `pgn-reader` and finds the first word it
/// would skip at the main line.
pub(super) fn movetext(text: &str) -> (String, Option<Unread>) {
    let bytes = text.as_bytes();
    let mut out = String::with_capacity(text.len());
    let mut pos = 0;
    let mut depth = 0usize;
    let mut plies = 0;
    let mut unread = None;
    while pos < bytes.len() {
        let b = bytes[pos];
        let line_start = pos == 0 || bytes[pos - 1] == b'\n';
        let skip_to = |from: usize, stop: u8| {
            text[from..]
                .find(char::from(stop))
                .map_or(text.len(), |i| from + i + usize::from(stop == b'}'))
        };
        let end = match b {
            b'{' => skip_to(pos + 1, b'}'),
            b';' => skip_to(pos, b'\n'),
            b'%' if line_start => skip_to(pos, b'\n'),
            b'(' | b')' => {
                depth = if b == b'(' {
                    depth + 1
                } else {
                    depth.saturating_sub(1)
                };
                pos + 1
            }
            _ if b.is_ascii_whitespace() => pos + 1,
            _ => {
                // At least one character, so the scan always moves on.
                let first = text[pos..].chars().next().map_or(1, char::len_utf8);
                let end = text[pos + first..]
                    .find(|c: char| c.is_whitespace() || "{}();".contains(c))
                    .map_or(text.len(), |i| pos + first + i);
                let word = &text[pos..end];
                match read_word(word) {
                    ScannedWord::Other => {}
                    ScannedWord::Move(rewritten) => {
                        if depth == 0 {
                            plies += 1;
                        }
                        if let Some((at, len, r)) = rewritten {
                            out.push_str(&word[..at]);
                            out.push_str(&r);
                            out.push_str(&word[at + len..]);
                            pos = end;
                            continue;
                        }
                    }
                    ScannedWord::Unread if depth == 0 && unread.is_none() => {
                        unread = Some(Unread {
                            offset: pos,
                            word: word.to_owned(),
                            plies_before: plies,
                        });
                    }
                    ScannedWord::Unread => {}
                }
                end
            }
        };
        out.push_str(&text[pos..end]);
        pos = end;
    }
    (out, unread)
}

enum ScannedWord {
    /// A move; when `pgn-reader` needs another form, where it is in the word, its length and
    /// what replaces it.
    Move(Option<(usize, usize, String)>),
    /// A move number, annotation, NAG, result or `e.p.`.
    Other,
    /// Something `pgn-reader` skips.
    Unread,
}

fn read_word(original: &str) -> ScannedWord {
    let word = original;
    // "12." or "12..." before a move, or alone.
    let digits = word.len() - word.trim_start_matches(|c: char| c.is_ascii_digit()).len();
    let word = if digits > 0 && word[digits..].starts_with('.') {
        word[digits..].trim_start_matches('.')
    } else {
        word
    };
    if matches!(word, "" | "e.p." | "*" | "1-0" | "0-1" | "1/2-1/2" | "½-½") {
        return ScannedWord::Other;
    }
    let (word, nag) = word
        .split_once('$')
        .map_or((word, None), |(w, n)| (w, Some(n)));
    if nag.is_some_and(|n| n.is_empty() || !n.bytes().all(|b| b.is_ascii_digit())) {
        return ScannedWord::Unread;
    }
    let word = word.trim_end_matches(['!', '?']);
    if word.is_empty() {
        return ScannedWord::Other;
    }
    let b = word.as_bytes();
    if b.len() == 5
        && matches!(b[0], b'a'..=b'h')
        && matches!(b[1], b'2' | b'7')
        && matches!(b[2], b'a'..=b'h')
        && matches!(b[3], b'1' | b'8')
        && matches!(b[4].to_ascii_lowercase(), b'q' | b'r' | b'b' | b'n')
    {
        let replacement = format!("{}={}", &word[..4], char::from(b[4].to_ascii_uppercase()));
        return ScannedWord::Move(Some((at(original, word), 5, replacement)));
    }
    if matches!(word, "0000" | "@@@@") {
        return ScannedWord::Move(Some((at(original, word), 4, "--".into())));
    }
    let castle = word.trim_end_matches(['+', '#']);
    if matches!(castle, "0-0" | "0-0-0") || SanPlus::from_ascii(word.as_bytes()).is_ok() {
        return ScannedWord::Move(None);
    }
    ScannedWord::Unread
}

/// Where `part`, a slice of `whole`, starts in it.
fn at(whole: &str, part: &str) -> usize {
    (part.as_ptr() as usize).saturating_sub(whole.as_ptr() as usize)
}
