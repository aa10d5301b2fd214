//! Clock scripts: events at virtual times, run against a [`Clock`], and the stable output lines
//! of `annabella clock --script`. Pure: the script is a string, the output a list of lines.
//!
//! # Script
//!
//! One event per line, `<h:mm:ss.mmm> <event>` (the milliseconds may be left out); times never go
//! backwards; `#` starts a comment; blank lines are ignored. Events:
//!
//! ```text
//! start [white|black]          start the clock (White by default, 6.6)
//! press                        the running side completes its move
//! query                        print the readings
//! pause | resume               stop and restart the clock (6.11)
//! adjust white|black +m:ss     add (or with '-', take) time; also +h:mm:ss
//! set white|black h:mm:ss [moves N]   set a clock and optionally its move counter
//! ```
//!
//! # Output
//!
//! One line per `query` and per event the clock raises, in time order, each ending with both
//! remaining times to the millisecond and the moves completed:
//!
//! ```text
//! <at> query white=<h:mm:ss.mmm> black=<h:mm:ss.mmm> moves=<white>/<black>
//! <at> call side=<side> left=<h:mm:ss.mmm> white=… black=… moves=…/…
//! <at> period side=<side> period=<n> added=<h:mm:ss.mmm> white=… black=… moves=…/…
//! <at> flag side=<side> [first=<side>|first=unknown] white=… black=… moves=…/…
//! ```
//!
//! `<at>` is the exact instant of the event (a flag falls between script lines at its own
//! instant); `period` counts from 1; `first=` appears when both flags are down. Events after the
//! last script line are not run.

use std::{fmt, time::Duration};

use shakmaty::Color;

use super::{
    calls::Calls,
    chessclock::{Clock, ClockError, ClockEvent, ClockReading},
    control::TimeControl,
    time::{ParseTimeError, TimeDelta, Timestamp, format_hmsm, parse_clock_time, parse_duration},
};

/// One event of a script.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ScriptEvent {
    /// Start the clock for a side.
    Start(Color),
    /// The running side presses.
    Press,
    /// Print the readings.
    Query,
    /// Stop the clock.
    Pause,
    /// Restart it.
    Resume,
    /// Add or take time.
    Adjust(Color, TimeDelta),
    /// Set a clock and maybe its move counter.
    Set(Color, Duration, Option<u32>),
}

/// One script line: when, what, and where it was written.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ScriptLine {
    /// 1-based line number in the script.
    pub line: usize,
    /// The virtual instant.
    pub at: Timestamp,
    /// The event.
    pub event: ScriptEvent,
}

/// A bad script line, or an event the clock refused, with its line number.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("line {line}: {problem}")]
pub struct ClockScriptError {
    /// 1-based line number.
    pub line: usize,
    /// What is wrong.
    pub problem: ScriptProblem,
}

/// What is wrong with a script line, or what the clock refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ScriptProblem {
    /// The time at the start of the line, or a time after an event, does not read.
    #[error("{0}")]
    Time(#[from] ParseTimeError),
    /// A time before the previous line's.
    #[error("time {time} is before the previous line's {last}")]
    TimeWentBack {
        /// As written.
        time: String,
        /// The previous line's.
        last: Timestamp,
    },
    /// Nothing after the time.
    #[error("missing event after the time")]
    NoEvent,
    /// An unknown event.
    #[error("unknown event '{0}' (expected start, press, query, pause, resume, adjust or set)")]
    UnknownEvent(String),
    /// Words after an event that takes none.
    #[error("'{event}' takes no argument, found '{found}'")]
    NoArgument {
        /// The event as written.
        event: String,
        /// The words after it.
        found: String,
    },
    /// More than a side after `start`.
    #[error("'start' takes at most a side, found '{0}'")]
    StartTakesASide(String),
    /// No side where one belongs.
    #[error("missing side (white or black)")]
    NoSide,
    /// A word that is no side (in lower case).
    #[error("'{0}' is not a side (expected white or black)")]
    NotASide(String),
    /// `adjust` without an amount.
    #[error("'adjust' needs an amount such as +2:00 or -0:30")]
    NoAmount,
    /// Words after `adjust`'s amount.
    #[error("unexpected '{0}' after the amount")]
    AfterAmount(String),
    /// `adjust`'s amount does not read.
    #[error("{0}")]
    Delta(#[from] DeltaError),
    /// `set` without a time.
    #[error("'set' needs a time such as 1:00:00")]
    NoTime,
    /// No number after `moves`.
    #[error("'{0}' is not a number of moves")]
    NotMoves(String),
    /// Words after `set`'s time that are not `moves N`.
    #[error("unexpected '{0}' (expected 'moves N')")]
    NotMovesN(String),
    /// The clock refused the event.
    #[error("{event}: {error}")]
    Refused {
        /// The event's word.
        event: &'static str,
        /// Why.
        error: ClockError,
    },
}

/// Why a signed time (`+m:ss`) does not read.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum DeltaError {
    /// No sign.
    #[error("'{0}' needs a sign: +m:ss or -m:ss")]
    NoSign(String),
    /// The time after the sign.
    #[error("{0}")]
    Time(#[from] ParseTimeError),
}

/// What happened at one output line.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum OutputKind {
    /// A `query` line.
    Query,
    /// An event the clock raised.
    Event(ClockEvent),
}

/// One output line: the instant, what happened, the readings then, and whether both flags
/// are down (and which fell first, if known).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct OutputLine {
    /// The instant.
    pub at: Timestamp,
    /// What happened.
    pub kind: OutputKind,
    /// The readings at that instant.
    pub reading: ClockReading,
    /// `Some(first)` when this line is a flag fall and both flags are now down.
    pub both_flags: Option<Option<Color>>,
}

fn side_name(side: Color) -> &'static str {
    match side {
        Color::White => "white",
        Color::Black => "black",
    }
}

impl fmt::Display for OutputLine {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} ", format_hmsm(self.at.since_origin()))?;
        match self.kind {
            OutputKind::Query => f.write_str("query")?,
            OutputKind::Event(ClockEvent::Threshold { side, left, .. }) => {
                write!(
                    f,
                    "call side={} left={}",
                    side_name(side),
                    format_hmsm(left)
                )?;
            }
            OutputKind::Event(ClockEvent::PeriodStarted {
                side,
                period,
                added,
                ..
            }) => write!(
                f,
                "period side={} period={} added={}",
                side_name(side),
                period + 1,
                format_hmsm(added)
            )?,
            OutputKind::Event(ClockEvent::FlagFell { side, .. }) => {
                write!(f, "flag side={}", side_name(side))?;
                match self.both_flags {
                    Some(Some(first)) => write!(f, " first={}", side_name(first))?,
                    Some(None) => f.write_str(" first=unknown")?,
                    None => {}
                }
            }
        }
        let r = &self.reading;
        write!(
            f,
            " white={} black={} moves={}/{}",
            format_hmsm(r.remaining.white),
            format_hmsm(r.remaining.black),
            r.moves.white,
            r.moves.black
        )
    }
}

/// Reads a whole script.
///
/// # Errors
///
/// The first bad line: its number and what is wrong.
pub fn parse_script(text: &str) -> Result<Vec<ScriptLine>, ClockScriptError> {
    let mut lines = Vec::new();
    let mut last = Timestamp::ZERO;
    for (i, raw) in text.lines().enumerate() {
        let line = i + 1;
        let content = raw.split('#').next().unwrap_or("").trim();
        if content.is_empty() {
            continue;
        }
        let err = |problem: ScriptProblem| ClockScriptError { line, problem };
        let mut words = content.split_whitespace();
        let time_text = words.next().unwrap_or("");
        let at = parse_duration(time_text)
            .map(Timestamp::from_origin)
            .map_err(|e| err(e.into()))?;
        if at < last {
            return Err(err(ScriptProblem::TimeWentBack {
                time: time_text.to_owned(),
                last,
            }));
        }
        last = at;
        let rest: Vec<&str> = words.collect();
        let event = parse_event(&rest).map_err(err)?;
        lines.push(ScriptLine { line, at, event });
    }
    Ok(lines)
}

fn parse_side(word: Option<&&str>) -> Result<Color, ScriptProblem> {
    match word.map(|w| w.to_ascii_lowercase()) {
        Some(w) if w == "white" => Ok(Color::White),
        Some(w) if w == "black" => Ok(Color::Black),
        Some(w) => Err(ScriptProblem::NotASide(w)),
        None => Err(ScriptProblem::NoSide),
    }
}

fn parse_event(words: &[&str]) -> Result<ScriptEvent, ScriptProblem> {
    let Some(name) = words.first() else {
        return Err(ScriptProblem::NoEvent);
    };
    let args = &words[1..];
    let no_args = |e: ScriptEvent| {
        if args.is_empty() {
            Ok(e)
        } else {
            Err(ScriptProblem::NoArgument {
                event: (*name).to_owned(),
                found: args.join(" "),
            })
        }
    };
    match name.to_ascii_lowercase().as_str() {
        "start" => match args {
            [] => Ok(ScriptEvent::Start(Color::White)),
            [side] => parse_side(Some(side)).map(ScriptEvent::Start),
            _ => Err(ScriptProblem::StartTakesASide(args.join(" "))),
        },
        "press" => no_args(ScriptEvent::Press),
        "query" => no_args(ScriptEvent::Query),
        "pause" => no_args(ScriptEvent::Pause),
        "resume" => no_args(ScriptEvent::Resume),
        "adjust" => {
            let side = parse_side(args.first())?;
            let Some(amount) = args.get(1) else {
                return Err(ScriptProblem::NoAmount);
            };
            if args.len() > 2 {
                return Err(ScriptProblem::AfterAmount(args[2..].join(" ")));
            }
            Ok(ScriptEvent::Adjust(side, parse_delta(amount)?))
        }
        "set" => {
            let side = parse_side(args.first())?;
            let Some(time) = args.get(1) else {
                return Err(ScriptProblem::NoTime);
            };
            let remaining = parse_clock_time(time)?;
            let moves = match &args[2..] {
                [] => None,
                [word, n] if word.eq_ignore_ascii_case("moves") => Some(
                    n.parse::<u32>()
                        .map_err(|_| ScriptProblem::NotMoves((*n).to_owned()))?,
                ),
                other => {
                    return Err(ScriptProblem::NotMovesN(other.join(" ")));
                }
            };
            Ok(ScriptEvent::Set(side, remaining, moves))
        }
        other => Err(ScriptProblem::UnknownEvent(other.to_owned())),
    }
}

/// `+m:ss`, `-m:ss`, `+h:mm:ss` (a sign is required).
pub fn parse_delta(text: &str) -> Result<TimeDelta, DeltaError> {
    let (make, rest): (fn(Duration) -> TimeDelta, &str) = if let Some(r) = text.strip_prefix('+') {
        (TimeDelta::Plus, r)
    } else if let Some(r) = text.strip_prefix('-') {
        (TimeDelta::Minus, r)
    } else {
        return Err(DeltaError::NoSign(text.to_owned()));
    };
    Ok(make(parse_clock_time(rest)?))
}

/// Runs `script` on a fresh clock for `control` with `calls`, producing the output lines.
///
/// # Errors
///
/// An event the clock refuses (for example a press before the start), with its line number
/// and the lines produced before it.
pub fn run_script(
    control: &TimeControl,
    calls: Calls,
    script: &[ScriptLine],
) -> Result<Vec<OutputLine>, (Vec<OutputLine>, ClockScriptError)> {
    let mut clock = Clock::new(control.clone()).with_calls(calls);
    let mut out = Vec::new();
    for line in script {
        // Everything the clock raises before this line, each at its own instant.
        while let Some(due) = clock.poll_timeout().filter(|t| *t <= line.at) {
            let events = clock.handle_timeout(due);
            if events.is_empty() {
                break;
            }
            push_events(&mut out, &clock, events);
        }
        let now = line.at;
        let result = match line.event {
            ScriptEvent::Start(side) => clock.start(side, now),
            ScriptEvent::Press => clock.press(now),
            ScriptEvent::Pause => clock.pause(now),
            ScriptEvent::Resume => clock.resume(now),
            ScriptEvent::Adjust(side, delta) => clock.adjust(side, delta, now),
            ScriptEvent::Set(side, d, moves) => clock.set(side, d, moves, now),
            ScriptEvent::Query => {
                let events = clock.handle_timeout(now);
                push_events(&mut out, &clock, events);
                out.push(OutputLine {
                    at: now,
                    kind: OutputKind::Query,
                    reading: clock.reading(now),
                    both_flags: None,
                });
                Ok(Vec::new())
            }
        };
        match result {
            Ok(events) => push_events(&mut out, &clock, events),
            Err(e) => return Err((out, refused(line, e))),
        }
    }
    Ok(out)
}

fn refused(line: &ScriptLine, e: ClockError) -> ClockScriptError {
    let what = match line.event {
        ScriptEvent::Start(_) => "start",
        ScriptEvent::Press => "press",
        ScriptEvent::Query => "query",
        ScriptEvent::Pause => "pause",
        ScriptEvent::Resume => "resume",
        ScriptEvent::Adjust(..) => "adjust",
        ScriptEvent::Set(..) => "set",
    };
    ClockScriptError {
        line: line.line,
        problem: ScriptProblem::Refused {
            event: what,
            error: e,
        },
    }
}

fn push_events(out: &mut Vec<OutputLine>, clock: &Clock, events: Vec<ClockEvent>) {
    for event in events {
        let flags = clock.flags();
        let both_flags = match event {
            ClockEvent::FlagFell { .. } if flags.white.is_some() && flags.black.is_some() => {
                Some(clock.first_flag())
            }
            _ => None,
        };
        out.push(OutputLine {
            at: event.at(),
            kind: OutputKind::Event(event),
            reading: clock.reading(event.at()),
            both_flags,
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run(control: &str, calls: Calls, script: &str) -> Vec<String> {
        let control = TimeControl::parse(control).unwrap();
        let lines = parse_script(script).unwrap();
        run_script(&control, calls, &lines)
            .unwrap()
            .iter()
            .map(ToString::to_string)
            .collect()
    }

    #[test]
    fn queries_and_period_change() {
        let script = "\
            0:00:00.000 start\n\
            0:01:00.000 press   # White took a minute\n\
            0:01:30.500 query\n";
        assert_eq!(
            run("40/90+30, 30+30", Calls::none(), script),
            ["0:01:30.500 query white=1:30:00.000 black=1:29:59.500 moves=1/0"]
        );
    }

    #[test]
    fn flag_between_lines_is_reported_at_its_instant() {
        let script = "0:00:00 start\n0:00:05 press\n0:20:00 query\n";
        assert_eq!(
            run("15", Calls::none(), script),
            [
                "0:15:05.000 flag side=black white=0:14:55.000 black=0:00:00.000 moves=1/0",
                "0:20:00.000 query white=0:14:55.000 black=0:00:00.000 moves=1/0",
            ]
        );
    }

    #[test]
    fn errors_carry_line_numbers() {
        let cases = [
            ("0:00:00 start\n0:00:01 jump\n", 2, "unknown event 'jump'"),
            (
                "0:00:05 start\n\n0:00:01 press\n",
                3,
                "before the previous line",
            ),
            ("x start\n", 1, "'x' is not a time"),
            ("0:00:00 adjust green +1:00\n", 1, "'green' is not a side"),
            ("0:00:00 adjust white 1:00\n", 1, "needs a sign"),
            ("0:00:00 press now\n", 1, "takes no argument"),
            (
                "0:00:00 set white 1:00:00 moves x\n",
                1,
                "'x' is not a number of moves",
            ),
        ];
        for (script, line, text) in cases {
            let e = parse_script(script).expect_err(script);
            assert_eq!(e.line, line, "{script}");
            assert!(e.problem.to_string().contains(text), "{script}: {e}");
        }
        let control = TimeControl::parse("5").unwrap();
        let lines = parse_script("0:00:00 query\n0:00:01 press\n").unwrap();
        let (out, e) = run_script(&control, Calls::none(), &lines).unwrap_err();
        assert_eq!(out.len(), 1, "the output before the error is kept");
        assert_eq!(
            e.to_string(),
            "line 2: press: the clock has not been started"
        );
    }
}
