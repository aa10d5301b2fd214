//! Scripted sessions: timed, seat-tagged lines played through the table and its seats'
//! presenters in virtual time, with the transcript of what each seat was told and the final
//! state as one JSON line. The same host and presenters run the live program; only the source
//! of actions and of time differs. It stands above both (the host never imports its seats).
//!
//! Pure: the script is a string and the transcript is returned.
//!
//! ```text
//! control: 90+30          # header lines first: control, blind, mode, lang, vocab, style, large,
//!                         # start
//! blind: white
//! mode: tournament
//! lang.blind: de           # a seat's own language, vocabulary or style: lang.<seat>, vocab.<seat>,
//! style.arbiter: san       # style.<seat>; plain lang, vocab and style set every seat
//! 0:00:05 blind: Springer Felix drei
//! 0:00:06 blind: confirm
//! 0:00:07 blind: press
//! 0:00:09 sighted: Nf3
//! ```
//!
//! The clock starts at 0:00:00, as at the time set for the start of the game (6.6), unless the
//! header `start: wait` makes it wait, as the live program does, for a `start` line (the
//! arbiter's, or in casual mode a player's).

use std::time::Duration;

use serde::Serialize;
use shakmaty::{Color, EnPassantMode, fen::Fen};

use crate::{
    announce::Style,
    clock::{TimeControl, Timestamp, time::parse_duration},
    game::{GameSetup, Stamp, WallTime},
    i18n::Lang,
    present::{Presenters, SeatLook, files, record},
    table::{Action, BoardAndSheet, Event, Mode, Refusal, Seat, Table, TableSetup, Told},
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
    /// What was said or shown to which seat, in order, each line in its seat's words.
    pub transcript: Vec<String>,
    /// The final state as one JSON line.
    pub summary: String,
    /// The game as PGN, with clock times and the arbiter log as comments.
    pub pgn: String,
    /// The line that stopped the run.
    pub error: Option<ScriptError>,
}

#[derive(Debug, Serialize)]
struct ScriptSummary {
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
    /// `None` until a `vocab:` header: then the language's own (issue 10).
    vocab: Option<VocabName>,
    style: Style,
    large: bool,
    ranks: crate::announce::RankWords,
    /// Whether the clock waits for a `start` line instead of starting at 0:00:00.
    wait: bool,
    /// Each seat's own language, vocabulary and style, where the script gives one (blind,
    /// sighted, arbiter).
    seat_lang: [Option<Lang>; 3],
    seat_vocab: [Option<VocabName>; 3],
    seat_style: [Option<Style>; 3],
    /// `white:`, `black:`, `event:`: names for the score.
    names: [Option<String>; 3],
    /// `date:` (YYYY-MM-DD, optionally with hh:mm): the date of the game and the civil time
    /// of the script's 0:00:00, from which the arbiter log's times are counted.
    date: Option<(String, WallTime)>,
    /// Each header given so far, with its line: a second one is refused, not taken over the
    /// first without a word.
    given: std::collections::BTreeMap<String, usize>,
}

impl Headers {
    fn look(&self, seat: Seat, setup: &TableSetup) -> SeatLook {
        let i = seat_index(seat);
        let lang = self.seat_lang[i].unwrap_or(self.lang);
        SeatLook {
            lang,
            // Without a vocabulary of its own, a seat has its language's (issue 10).
            vocab: self.seat_vocab[i]
                .or(self.vocab)
                .unwrap_or(VocabName::of_interface(lang)),
            style: self.seat_style[i].unwrap_or(self.style),
            ..SeatLook::from_setup(seat, setup)
        }
    }
}

fn seat_index(seat: Seat) -> usize {
    match seat {
        Seat::Blind => 0,
        Seat::Sighted => 1,
        Seat::Arbiter => 2,
    }
}

/// The table and the seats' presenters of a running script.
struct ScriptSession {
    table: Table,
    presenters: Presenters,
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
    if let Some((name, seat)) = key.split_once('.') {
        let i = seat_index(seat.parse().map_err(bad)?);
        match name {
            "lang" => {
                h.seat_lang[i] = Some(
                    value
                        .parse()
                        .map_err(|e: crate::i18n::ParseLangError| bad(e.to_string()))?,
                );
            }
            "vocab" => {
                h.seat_vocab[i] = Some(
                    value
                        .parse()
                        .map_err(|e: crate::vocab::ParseVocabNameError| bad(e.to_string()))?,
                );
            }
            "style" => {
                h.seat_style[i] = Some(
                    value
                        .parse()
                        .map_err(|e: crate::announce::ParseStyleError| bad(e.to_string()))?,
                );
            }
            other => {
                return Err(err(
                    line,
                    format!(
                        "unknown header '{other}.{seat}': a seat's own header is lang, vocab or style"
                    ),
                ));
            }
        }
        return Ok(());
    }
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
            h.vocab = Some(
                value
                    .parse()
                    .map_err(|e: crate::vocab::ParseVocabNameError| bad(e.to_string()))?,
            )
        }
        "style" => {
            h.style = value
                .parse()
                .map_err(|e: crate::announce::ParseStyleError| bad(e.to_string()))?
        }
        "ranks" => h.ranks = value.parse().map_err(bad)?,
        "large" => {
            h.large = match value {
                "on" => true,
                "off" => false,
                other => return Err(bad(format!("'{other}': expected on or off"))),
            }
        }
        "start" => {
            h.wait = match value {
                "open" => false,
                "wait" => true,
                other => return Err(bad(format!("'{other}': expected open or wait"))),
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
                     large, start, white, black, event or date (or lang.<seat>, vocab.<seat>, \
                     style.<seat>)"
                ),
            ));
        }
    }
    Ok(())
}

/// Reads the words of an action by `seat` in the wire form of [`Action::decode`]: a move,
/// `confirm`, `withdraw`, `correct <move>`, `press`, `time?`, `wrote <move>`, `executed <move>`,
/// `resign`, `draw` (offer or accept), or an arbiter action (`start`, `pause`, `resume`,
/// `repair`, `retrace <ply>`, `set-clock <side> <h:mm:ss>`, `add-time <side> [+|-]<m:ss>`,
/// `fixed <seat>`, `declare <result>`), and the Laws' claims and their decisions:
/// `claim-touched <square>`, `decline`, `request-increment`, `claim-draw`, `seal <move>` (a
/// player's), `uphold`, `reject`, `postpone [<m:ss>]`, `adjourn <resumption>`, `open-envelope`
/// (the arbiter's). Typed and spoken words in every language go through the
/// action codec (`crate::codec`), which names the same verbs.
///
/// # Errors
///
/// What is wrong with the words (`line` is 0 outside scripts).
pub fn action(seat: Seat, words: &str, line: usize) -> Result<Action, ScriptError> {
    Action::decode(seat, words).map_err(|message| err(line, message))
}

fn hms(at: Timestamp) -> String {
    let secs = at.since_origin().as_secs();
    format!("{}:{:02}:{:02}", secs / 3600, secs / 60 % 60, secs % 60)
}

fn transcribe(out: &mut Vec<String>, at: Timestamp, presenters: &Presenters, events: &[Event]) {
    for notice in presenters.present(events) {
        for line in notice.lines() {
            out.push(format!("{} {line}", hms(at)));
        }
    }
    // The files the live program writes for the arbiter (the envelope of an adjourned game, a
    // III.6 referral), as `arbiter FILE <name>: <line>`.
    for event in events {
        let (name, text) = match &event.told {
            Told::Envelope(envelope) => ("envelope", files::envelope(envelope)),
            Told::Referral(referral) => ("referral", files::referral(referral)),
            _ => continue,
        };
        for line in text.lines() {
            out.push(format!("{} {} FILE {name}: {line}", hms(at), event.to));
        }
    }
}

/// The lines of a transcript told to `seat` (its alerts and large letters too).
pub fn seat_lines(transcript: &[String], seat: Seat) -> Vec<String> {
    transcript
        .iter()
        .filter(|line| {
            let rest = line.split_once(' ').map_or("", |(_, rest)| rest);
            let name = rest.split([' ', ':']).next().unwrap_or("");
            name == seat.as_str()
        })
        .cloned()
        .collect()
}

fn summary(table: &Table, at: Timestamp) -> String {
    let (blind, sighted) = table.boards_and_sheets();
    let fen = |book: &BoardAndSheet| {
        Fen::from_position(book.board.position(), EnPassantMode::Legal).to_string()
    };
    let sheet = |book: &BoardAndSheet| book.sheet.entries().iter().map(|e| e.san.clone()).collect();
    let lang = table.setup().lang;
    let reading = table.game().reading(at);
    let ms = |c: Color| u64::try_from(reading.remaining.get(c).as_millis()).unwrap_or(u64::MAX);
    let s = ScriptSummary {
        boards: Pair {
            blind: fen(blind),
            sighted: fen(sighted),
        },
        scoresheets: Sheets {
            blind: sheet(blind),
            sighted: sheet(sighted),
        },
        clocks: Clocks {
            white_ms: ms(Color::White),
            black_ms: ms(Color::Black),
        },
        alerts: table
            .alerts()
            .iter()
            .map(|e| record::log(lang, e))
            .collect(),
        arbiter_log: table
            .arbiter_log()
            .iter()
            .map(|(t, e)| format!("{} {}", hms(*t), record::log(lang, e)))
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
        vocab: None,
        style: Style::Fide,
        large: false,
        ranks: crate::announce::RankWords::German,
        wait: false,
        seat_lang: [None; 3],
        seat_vocab: [None; 3],
        seat_style: [None; 3],
        names: [None, None, None],
        date: None,
        given: std::collections::BTreeMap::new(),
    };
    let mut transcript = Vec::new();
    let mut table: Option<ScriptSession> = None;
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
        Some(t) => t.table,
        None => match open(&headers, &mut transcript) {
            Ok(t) => t.table,
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
        pgn: record::pgn(&table),
        transcript,
        error,
    }
}

fn open(h: &Headers, transcript: &mut Vec<String>) -> Result<ScriptSession, ScriptError> {
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
        vocab: h.vocab.unwrap_or(VocabName::of_interface(h.lang)),
        style: h.style,
        large_text: h.large,
        ranks: h.ranks,
        ids: Default::default(),
    };
    let presenters =
        Presenters::new(|seat| h.look(seat, &setup)).map_err(|e| err(0, e.to_string()))?;
    let mut table = Table::new(setup).map_err(|e| err(0, e.to_string()))?;
    transcribe(
        transcript,
        Timestamp::ZERO,
        &presenters,
        &table.mode_events(),
    );
    if h.wait {
        return Ok(ScriptSession { table, presenters });
    }
    // 6.6: White's clock is started at the time set for the start, the script's 0:00:00.
    let stamp = Stamp {
        at: Timestamp::ZERO,
        wall: wall(h, Timestamp::ZERO),
    };
    match table.act(Seat::Arbiter, &Action::Start, stamp) {
        Ok(events) | Err((_, events)) => {
            transcribe(transcript, Timestamp::ZERO, &presenters, &events);
        }
    }
    Ok(ScriptSession { table, presenters })
}

fn step(
    headers: &mut Headers,
    table: &mut Option<ScriptSession>,
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
        if let Some(first) = headers.given.insert(key.to_owned(), line) {
            return Err(err(
                line,
                format!("header '{key}' given twice (first on line {first})"),
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
    let Some(ScriptSession { table, presenters }) = table.as_mut() else {
        return Ok(());
    };
    // What the clock raises between two lines happens at its own instant (a flag at 1:07 is
    // announced at 1:07, not at the next line).
    while let Some(due) = table.poll_timeout().filter(|due| *due <= at) {
        let events = table.handle_timeout(Stamp {
            at: due,
            wall: wall(headers, due),
        });
        transcribe(transcript, due, presenters, &events);
        if events.is_empty() && table.poll_timeout() == Some(due) {
            break;
        }
    }
    *last = at;
    let stamp = Stamp {
        at,
        wall: wall(headers, at),
    };
    match table.act(seat, &action, stamp) {
        Ok(events) => transcribe(transcript, at, presenters, &events),
        Err((refusal, events)) => {
            transcribe(transcript, at, presenters, &events);
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
