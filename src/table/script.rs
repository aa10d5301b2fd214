//! Scripted sessions: timed, seat-tagged lines played through the table in virtual time, with
//! the transcript of what each seat was told and the final state as one JSON line. The same
//! table runs the live program; only the source of actions and of time differs.
//!
//! Pure: the script is a string and the transcript is returned.
//!
//! ```text
//! control: 90+30          # header lines first: control, blind, mode, lang, vocab, style, large
//! blind: white
//! mode: tournament
//! 0:00:05 blind: Springer Felix drei
//! 0:00:06 blind: confirm
//! 0:00:07 blind: press
//! 0:00:09 sighted: Nf3
//! ```

use std::time::Duration;

use serde::Serialize;
use shakmaty::{Color, EnPassantMode, fen::Fen};

use super::{Action, Mode, Notice, Refusal, Seat, Table, TableSetup, Target};
use crate::{
    announce::Style,
    clock::{TimeControl, TimeDelta, Timestamp, time::parse_duration},
    game::{DrawReason, GameResult, GameSetup, Stamp, WallTime, WinReason},
    i18n::Lang,
    vocab::VocabName,
};

/// A line of a script that cannot be run.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("line {line}: {message}")]
pub struct ScriptError {
    /// The 1-based line.
    pub line: usize,
    /// What is wrong.
    pub message: String,
}

/// What a script run produced: the transcript lines, the final JSON line, the game as PGN, and
/// the error that stopped it, if any (everything recorded before the error is kept).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Run {
    /// What was said or shown to which seat, in order.
    pub transcript: Vec<String>,
    /// The final state as one JSON line.
    pub summary: String,
    /// The game as PGN, with clock times and the arbiter log as comments.
    pub pgn: String,
    /// The line that stopped the run.
    pub error: Option<ScriptError>,
}

#[derive(Debug, Serialize)]
struct Summary {
    boards: Pair,
    scoresheets: Sheets,
    clocks: Clocks,
    alerts: Vec<String>,
    arbiter_log: Vec<String>,
}

#[derive(Debug, Serialize)]
struct Pair {
    blind: String,
    sighted: String,
}

#[derive(Debug, Serialize)]
struct Sheets {
    blind: Vec<String>,
    sighted: Vec<String>,
}

#[derive(Debug, Serialize)]
struct Clocks {
    white_ms: u64,
    black_ms: u64,
}

fn err(line: usize, message: impl Into<String>) -> ScriptError {
    ScriptError {
        line,
        message: message.into(),
    }
}

fn color(word: &str, line: usize) -> Result<Color, ScriptError> {
    match word {
        "white" => Ok(Color::White),
        "black" => Ok(Color::Black),
        other => Err(err(
            line,
            format!("'{other}' is not a side: expected white or black"),
        )),
    }
}

fn duration(text: &str, line: usize) -> Result<Duration, ScriptError> {
    parse_duration(text).map_err(|e| err(line, e.to_string()))
}

/// The headers of a script.
#[derive(Debug, Clone)]
struct Headers {
    /// `None` until a `control:` header: then the default 90+30.
    control: Option<TimeControl>,
    blind: Color,
    mode: Mode,
    lang: Lang,
    vocab: VocabName,
    style: Style,
    large: bool,
    /// `white:`, `black:`, `event:`: names for the score.
    names: [Option<String>; 3],
    /// `date:` (YYYY-MM-DD, optionally with hh:mm): the date of the game and the civil time
    /// of the script's 0:00:00, from which the arbiter log's times are counted.
    date: Option<(String, WallTime)>,
}

/// The civil time of the script's time `at`: from the `date:` header, else from 1970-01-01.
fn wall(h: &Headers, at: Timestamp) -> WallTime {
    let origin = h.date.as_ref().map_or(WallTime(0), |(_, w)| *w);
    let ms = i64::try_from(at.since_origin().as_millis()).unwrap_or(i64::MAX);
    WallTime(origin.0.saturating_add(ms))
}

/// `2025-01-31` or `2025.01.31`, optionally followed by `14:00`: the PGN date and the origin.
fn date(value: &str) -> Option<(String, WallTime)> {
    let (day, time) = value.split_once(' ').unwrap_or((value, "00:00"));
    let day = day.replace('.', "-");
    let wall = WallTime::parse_iso(&format!("{day}T{}:00.000Z", time.trim()))?;
    Some((day.replace('-', "."), wall))
}

fn header(h: &mut Headers, key: &str, value: &str, line: usize) -> Result<(), ScriptError> {
    let bad = |e: String| err(line, format!("{key}: {e}"));
    match key {
        "control" => h.control = Some(TimeControl::parse(value).map_err(|e| bad(e.to_string()))?),
        "blind" => h.blind = color(value, line)?,
        "mode" => h.mode = value.parse().map_err(bad)?,
        "lang" => {
            h.lang = value
                .parse()
                .map_err(|e: crate::i18n::ParseLangError| bad(e.to_string()))?
        }
        "vocab" => {
            h.vocab = value
                .parse()
                .map_err(|e: crate::vocab::ParseVocabNameError| bad(e.to_string()))?
        }
        "style" => {
            h.style = value
                .parse()
                .map_err(|e: crate::announce::ParseStyleError| bad(e.to_string()))?
        }
        "large" => {
            h.large = match value {
                "on" => true,
                "off" => false,
                other => return Err(bad(format!("'{other}': expected on or off"))),
            }
        }
        "white" => h.names[0] = Some(value.to_owned()),
        "black" => h.names[1] = Some(value.to_owned()),
        "event" => h.names[2] = Some(value.to_owned()),
        "date" => {
            h.date = Some(date(value).ok_or_else(|| {
                bad(format!(
                    "'{value}': expected a date like 2025-01-31, optionally with a time like 14:00"
                ))
            })?);
        }
        other => {
            return Err(err(
                line,
                format!(
                    "unknown header '{other}': expected control, blind, mode, lang, vocab, style, \
                     large, white, black, event or date"
                ),
            ));
        }
    }
    Ok(())
}

/// Reads the words of an action by `seat`: a move, `confirm`, `correct <move>`, `press`,
/// `time?`, `wrote <move>`, `executed <move>`, `resign`, `draw` (offer or accept), or an arbiter
/// action (`start`, `pause`, `resume`,
/// `repair`, `retrace <ply>`, `set-clock <side> <h:mm:ss>`, `add-time <side> [+|-]<m:ss>`,
/// `fixed <seat>`, `declare <result>`). The live program reads typed lines with it too.
///
/// # Errors
///
/// What is wrong with the words (`line` is 0 outside scripts).
pub fn action(seat: Seat, words: &str, line: usize) -> Result<Action, ScriptError> {
    let (verb, rest) = words.split_once(char::is_whitespace).unwrap_or((words, ""));
    let rest = rest.trim();
    let parts: Vec<&str> = rest.split_whitespace().collect();
    let need = |n: usize| {
        if parts.len() == n {
            Ok(())
        } else {
            Err(err(
                line,
                format!(
                    "'{}' takes {n} argument(s), got '{}'",
                    crate::quote::quote(verb),
                    crate::quote::quote(rest)
                ),
            ))
        }
    };
    let arbiter_only = |a: Action| {
        if seat == Seat::Arbiter {
            Ok(a)
        } else {
            Err(err(
                line,
                format!("'{verb}' is an arbiter action, not the {seat} seat's"),
            ))
        }
    };
    Ok(match verb {
        "confirm" if rest.is_empty() => Action::Confirm,
        "resign" if rest.is_empty() && seat != Seat::Arbiter => Action::Resign,
        "draw" if rest.is_empty() && seat != Seat::Arbiter => Action::OfferDraw,
        "press" if rest.is_empty() => Action::Press,
        "time?" if rest.is_empty() => Action::TimeQuery,
        "correct" => Action::Correct(rest.to_owned()),
        "wrote" => Action::Enter {
            text: rest.to_owned(),
            target: Target::Sheet,
        },
        "executed" => Action::Enter {
            text: rest.to_owned(),
            target: Target::Board,
        },
        "start" if rest.is_empty() => arbiter_only(Action::Start)?,
        "pause" if rest.is_empty() => arbiter_only(Action::Pause)?,
        "resume" if rest.is_empty() => arbiter_only(Action::Resume)?,
        "repair" if rest.is_empty() => arbiter_only(Action::Repair)?,
        "retrace" => {
            need(1)?;
            let ply = parts[0]
                .parse()
                .map_err(|_| err(line, format!("retrace: '{}' is not a ply number", parts[0])))?;
            arbiter_only(Action::Retrace(ply))?
        }
        "set-clock" => {
            need(2)?;
            arbiter_only(Action::SetClock(
                color(parts[0], line)?,
                duration(parts[1], line)?,
            ))?
        }
        "add-time" => {
            need(2)?;
            let (sign, amount) = match parts[1].strip_prefix('-') {
                Some(t) => (-1, t),
                None => (1, parts[1].trim_start_matches('+')),
            };
            let nanos = i64::try_from(duration(amount, line)?.as_nanos()).unwrap_or(i64::MAX);
            arbiter_only(Action::AddTime(
                color(parts[0], line)?,
                TimeDelta::from_signed_nanos(sign * nanos),
            ))?
        }
        "fixed" => {
            need(1)?;
            let fixed: Seat = parts[0].parse().map_err(|e| err(line, e))?;
            arbiter_only(Action::Fixed(fixed))?
        }
        "declare" => {
            need(1)?;
            let result = match parts[0] {
                "1-0" => GameResult::Win {
                    winner: Color::White,
                    reason: WinReason::Arbiter,
                },
                "0-1" => GameResult::Win {
                    winner: Color::Black,
                    reason: WinReason::Arbiter,
                },
                "1/2-1/2" => GameResult::Draw(DrawReason::Arbiter),
                other => {
                    return Err(err(
                        line,
                        format!("declare: '{other}': expected 1-0, 0-1 or 1/2-1/2"),
                    ));
                }
            };
            arbiter_only(Action::Declare(result))?
        }
        _ if seat == Seat::Arbiter => {
            return Err(err(
                line,
                format!(
                    "'{}' is not an arbiter action; moves are entered by the blind or sighted seat",
                    crate::quote::quote(words)
                ),
            ));
        }
        _ => Action::Enter {
            text: words.to_owned(),
            target: Target::Both,
        },
    })
}

fn hms(at: Timestamp) -> String {
    let secs = at.since_origin().as_secs();
    format!("{}:{:02}:{:02}", secs / 3600, secs / 60 % 60, secs % 60)
}

fn transcribe(out: &mut Vec<String>, at: Timestamp, notices: &[Notice]) {
    for line in notices.iter().flat_map(Notice::lines) {
        out.push(format!("{} {line}", hms(at)));
    }
}

fn summary(table: &Table, at: Timestamp) -> String {
    let fen = |seat| {
        Fen::from_position(table.book(seat).board.position(), EnPassantMode::Legal).to_string()
    };
    let sheet = |seat: Seat| {
        table
            .book(seat)
            .sheet
            .entries()
            .iter()
            .map(|e| e.san.clone())
            .collect()
    };
    let reading = table.game().reading(at);
    let ms = |c: Color| u64::try_from(reading.remaining.get(c).as_millis()).unwrap_or(u64::MAX);
    let s = Summary {
        boards: Pair {
            blind: fen(Seat::Blind),
            sighted: fen(Seat::Sighted),
        },
        scoresheets: Sheets {
            blind: sheet(Seat::Blind),
            sighted: sheet(Seat::Sighted),
        },
        clocks: Clocks {
            white_ms: ms(Color::White),
            black_ms: ms(Color::Black),
        },
        alerts: table.alerts().to_vec(),
        arbiter_log: table
            .arbiter_log()
            .iter()
            .map(|(t, s)| format!("{} {s}", hms(*t)))
            .collect(),
    };
    serde_json::to_string(&s).unwrap_or_else(|e| format!("{{\"error\":\"{e}\"}}"))
}

/// Runs a script. Stops at the first line that cannot be run, keeping everything before it.
pub fn run(script: &str) -> Run {
    let mut headers = Headers {
        control: None,
        blind: Color::White,
        mode: Mode::Tournament,
        lang: Lang::En,
        vocab: VocabName::FideD,
        style: Style::Fide,
        large: false,
        names: [None, None, None],
        date: None,
    };
    let mut transcript = Vec::new();
    let mut table: Option<Table> = None;
    let mut last = Timestamp::ZERO;
    let mut error = None;
    for (index, raw) in script.lines().enumerate() {
        let line = index + 1;
        let text = raw.split_once('#').map_or(raw, |(before, _)| before).trim();
        if text.is_empty() {
            continue;
        }
        let result = step(
            &mut headers,
            &mut table,
            &mut transcript,
            &mut last,
            text,
            line,
        );
        if let Err(e) = result {
            error = Some(e);
            break;
        }
    }
    let table = match table {
        Some(t) => t,
        None => match open(&headers, &mut transcript) {
            Ok(t) => t,
            Err(e) => {
                return Run {
                    transcript,
                    summary: "{}".into(),
                    pgn: String::new(),
                    error: Some(error.unwrap_or(e)),
                };
            }
        },
    };
    Run {
        summary: summary(&table, last),
        pgn: crate::game::pgn::write_pgn(table.game()),
        transcript,
        error,
    }
}

fn open(h: &Headers, transcript: &mut Vec<String>) -> Result<Table, ScriptError> {
    let control = match &h.control {
        Some(control) => control.clone(),
        None => TimeControl::parse("90+30").map_err(|e| err(0, e.to_string()))?,
    };
    let mut game = GameSetup::new(control);
    let [white, black, event] = h.names.clone();
    game.tags.white = white.unwrap_or_else(|| "?".into());
    game.tags.black = black.unwrap_or_else(|| "?".into());
    game.tags.event = event.unwrap_or_else(|| "?".into());
    if let Some((day, _)) = &h.date {
        game.tags.date.clone_from(day);
    }
    let setup = TableSetup {
        game,
        blind: h.blind,
        mode: h.mode,
        lang: h.lang,
        vocab: h.vocab,
        style: h.style,
        large_text: h.large,
    };
    let mut table = Table::new(setup).map_err(|e| err(0, e))?;
    transcribe(transcript, Timestamp::ZERO, &table.mode_notices());
    // 6.6: White's clock is started at the time set for the start, the script's 0:00:00.
    let stamp = Stamp {
        at: Timestamp::ZERO,
        wall: wall(h, Timestamp::ZERO),
    };
    match table.act(Seat::Arbiter, &Action::Start, stamp) {
        Ok(notices) | Err((_, notices)) => transcribe(transcript, Timestamp::ZERO, &notices),
    }
    Ok(table)
}

fn step(
    headers: &mut Headers,
    table: &mut Option<Table>,
    transcript: &mut Vec<String>,
    last: &mut Timestamp,
    text: &str,
    line: usize,
) -> Result<(), ScriptError> {
    let (first, rest) = text.split_once(char::is_whitespace).unwrap_or((text, ""));
    if let Some(key) = first.strip_suffix(':')
        && !key.contains(|c: char| c.is_ascii_digit())
    {
        if table.is_some() {
            return Err(err(
                line,
                format!("header '{key}' after the first timed line"),
            ));
        }
        return header(headers, key, rest.trim(), line);
    }
    let at = Timestamp::from_origin(duration(first, line)?);
    if at < *last {
        return Err(err(
            line,
            format!("time {first} is earlier than the line before"),
        ));
    }
    let (seat, words) = rest.split_once(':').ok_or_else(|| {
        err(
            line,
            format!(
                "expected '<h:mm:ss> <seat>: <action>', got '{}'",
                crate::quote::quote(text)
            ),
        )
    })?;
    let seat: Seat = seat.trim().parse().map_err(|e| err(line, e))?;
    let words = words.trim();
    if words.is_empty() {
        return Err(err(line, "no action after the seat"));
    }
    let action = action(seat, words, line)?;
    if table.is_none() {
        *table = Some(open(headers, transcript)?);
    }
    let Some(table) = table.as_mut() else {
        return Ok(());
    };
    // What the clock raises between two lines happens at its own instant (a flag at 1:07 is
    // announced at 1:07, not at the next line).
    while let Some(due) = table.poll_timeout().filter(|due| *due <= at) {
        let notices = table.handle_timeout(Stamp {
            at: due,
            wall: wall(headers, due),
        });
        transcribe(transcript, due, &notices);
        if notices.is_empty() && table.poll_timeout() == Some(due) {
            break;
        }
    }
    *last = at;
    let stamp = Stamp {
        at,
        wall: wall(headers, at),
    };
    match table.act(seat, &action, stamp) {
        Ok(notices) => transcribe(transcript, at, &notices),
        Err((refusal, notices)) => {
            transcribe(transcript, at, &notices);
            if refusal == Refusal::NotYourTurn && matches!(action, Action::Enter { .. }) {
                return Err(err(
                    line,
                    format!("a move for the wrong seat: it is not the {seat} seat's turn"),
                ));
            }
        }
    }
    Ok(())
}
