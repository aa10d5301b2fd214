//! The live loop of `annabella game` and `annabella resume` (edge code): real time, one
//! thread of control, no busy waiting.
//!
//! Input lines arrive on a channel (a thread reads standard input). The loop sleeps in
//! `recv_timeout` until the next line or until [`Game::poll_timeout`], whichever comes first,
//! so while nothing is due it uses no CPU. Every change is applied to a copy of the game,
//! written to the journal and flushed to disk, and only then taken over and acknowledged with
//! an `ok` line. A flag that falls is journaled too (a `tick` record), so it is on disk.
//!
//! Output lines (stable):
//!
//! ```text
//! ok <what> white=<h:mm:ss.mmm> black=<h:mm:ss.mmm> moves=<w>/<b>
//! event <what> …                 something the clock or the rules raised
//! say: <text>                    what is spoken, in the chosen language
//! error: <text>                  a refused line; nothing was recorded
//! ```

use std::{
    io::{self, Write},
    sync::mpsc::{Receiver, RecvTimeoutError},
    time::{Duration, Instant},
};

use shakmaty::{Color, Position};

use crate::{
    clock::{ClockEvent, ClockReading, Timestamp, talk::ClockVoice, time::format_hmsm},
    game::{Command, Game, GameEvent, LogKind, Stamp, pgn::write_pgn},
    journal::{Board, Entry, JournalFile, JournalIoError},
};

use super::console::{HELP, Input, parse_line};

/// A line from standard input, or its end.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Line {
    /// One line.
    Text(String),
    /// Standard input is closed.
    Eof,
}

/// The loop could not go on: the journal or the output failed.
#[derive(Debug, thiserror::Error)]
pub enum LiveError {
    /// The journal could not be written: the last command was not recorded.
    #[error("journal: {0}")]
    Journal(#[from] JournalIoError),
    /// Output failed.
    #[error("output: {0}")]
    Output(#[from] io::Error),
}

/// How late the loop handled something the clock raised.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Lateness {
    /// A flag fall (`true`) or a call (`false`).
    pub flag: bool,
    /// From the event's exact instant to the moment the loop handled it.
    pub late: Duration,
}

/// A game being played in real time, journaled.
#[derive(Debug)]
pub struct Live<W: Write> {
    game: Game,
    journal: JournalFile<Board>,
    voice: ClockVoice,
    out: W,
    origin: Instant,
    base: Timestamp,
    lateness: Vec<Lateness>,
}

pub use crate::run::wall_now;

fn reading_text(r: &ClockReading) -> String {
    format!(
        "white={} black={} moves={}/{}",
        format_hmsm(r.remaining.white),
        format_hmsm(r.remaining.black),
        r.moves.white,
        r.moves.black
    )
}

fn side(c: Color) -> &'static str {
    match c {
        Color::White => "white",
        Color::Black => "black",
    }
}

impl<W: Write> Live<W> {
    /// A loop for `game`, appending to `journal`; game time continues from `base` (the last
    /// journaled instant when resuming, zero for a new game).
    pub fn new(
        game: Game,
        journal: JournalFile<Board>,
        voice: ClockVoice,
        out: W,
        base: Timestamp,
    ) -> Live<W> {
        Live {
            game,
            journal,
            voice,
            out,
            origin: Instant::now(),
            base,
            lateness: Vec::new(),
        }
    }

    /// The game.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// How late each call and flag fall was handled.
    pub fn lateness(&self) -> &[Lateness] {
        &self.lateness
    }

    /// The output.
    pub fn output(&self) -> &W {
        &self.out
    }

    /// Now, in game time and civil time.
    pub fn now(&self) -> Stamp {
        Stamp {
            at: self.base + self.origin.elapsed(),
            wall: wall_now(),
        }
    }

    /// Writes a line of output.
    ///
    /// # Errors
    ///
    /// The output failed.
    pub fn say(&mut self, line: &str) -> io::Result<()> {
        writeln!(self.out, "{line}")?;
        self.out.flush()
    }

    /// Applies `command` now: to a copy, then the journal (flushed), then taken over.
    /// A refused command prints `error:`.
    ///
    /// # Errors
    ///
    /// The journal or the output failed.
    pub fn execute(&mut self, command: &Command) -> Result<(), LiveError> {
        self.tick()?;
        let stamp = self.now();
        let mut next = self.game.clone();
        match next.apply(command, stamp) {
            Ok(events) => {
                self.journal
                    .append(&Entry::of(stamp, command, self.game.position()))?;
                self.game = next;
                let what = match command {
                    Command::Play(_) => {
                        let record = self.game.record();
                        let ply = record.plies().len();
                        let start = record.start();
                        let black_first = usize::from(start.turn() == Color::Black);
                        let number = start.fullmoves().get() as usize + (ply - 1 + black_first) / 2;
                        let dots = if record.mover_of(ply) == Color::White {
                            "."
                        } else {
                            "..."
                        };
                        let san = record
                            .plies()
                            .last()
                            .map(|p| p.san.to_string())
                            .unwrap_or_default();
                        format!("{number}{dots} {san}")
                    }
                    _ => events
                        .iter()
                        .rev()
                        .find_map(|e| match e {
                            GameEvent::Logged(kind) => Some(kind.to_string()),
                            _ => None,
                        })
                        .unwrap_or_else(|| "tick".into()),
                };
                let reading = self.game.reading(stamp.at);
                self.say(&format!("ok {what} {}", reading_text(&reading)))?;
                if matches!(command, Command::Pause | Command::Resume) {
                    let text = self.voice.paused(matches!(command, Command::Pause));
                    self.say(&format!("say: {text}"))?;
                }
                self.report(&events)?;
            }
            Err(e) => self.say(&format!("error: {e}"))?,
        }
        Ok(())
    }

    /// Handles whatever time has brought; journals a flag fall.
    ///
    /// # Errors
    ///
    /// The journal or the output failed.
    pub fn tick(&mut self) -> Result<(), LiveError> {
        let stamp = self.now();
        let before = self.game.revision();
        let mut next = self.game.clone();
        let events = next.handle_timeout(stamp);
        if next.revision() != before {
            self.journal
                .append(&Entry::of(stamp, &Command::Tick, self.game.position()))?;
        }
        self.game = next;
        for e in &events {
            if let GameEvent::Clock(
                c @ (ClockEvent::Threshold { .. } | ClockEvent::FlagFell { .. }),
            ) = e
            {
                let flag = matches!(c, ClockEvent::FlagFell { .. });
                self.lateness.push(Lateness {
                    flag,
                    late: stamp.at.saturating_since(c.at()),
                });
            }
        }
        self.report(&events)?;
        Ok(())
    }

    fn report(&mut self, events: &[GameEvent]) -> io::Result<()> {
        for e in events {
            match e {
                GameEvent::Clock(c) => {
                    let r = self.game.reading(c.at());
                    let head = match c {
                        ClockEvent::Threshold { side: s, left, .. } => {
                            format!("call side={} left={}", side(*s), format_hmsm(*left))
                        }
                        ClockEvent::PeriodStarted {
                            side: s,
                            period,
                            added,
                            ..
                        } => format!(
                            "period side={} period={} added={}",
                            side(*s),
                            period + 1,
                            format_hmsm(*added)
                        ),
                        ClockEvent::FlagFell { side: s, .. } => format!("flag side={}", side(*s)),
                    };
                    self.say(&format!(
                        "event {head} at={} {}",
                        format_hmsm(c.at().since_origin()),
                        reading_text(&r)
                    ))?;
                    // A new period is called only for a player who wants calls (tournament
                    // mode: only requested information); a flag fall is always said at once.
                    let spoken = match c {
                        ClockEvent::PeriodStarted { side: s, .. } => {
                            self.game.setup().calls.sides()[*s]
                        }
                        _ => true,
                    };
                    if spoken {
                        let text = self.voice.event(c);
                        self.say(&format!("say: {text}"))?;
                    }
                }
                GameEvent::Ended(result) => {
                    self.say(&format!("event result {} {result}", result.pgn()))?;
                    let text = result.spoken(self.voice.localizer());
                    self.say(&format!("say: {text}"))?;
                }
                GameEvent::ClaimRejected {
                    claimant,
                    kind,
                    penalty,
                } => {
                    self.say(&format!(
                        "event claim-rejected {} {}: the arbiter adds {} to {} (9.5.3); the intended move must be played",
                        side(*claimant),
                        kind.word(),
                        format_hmsm(*penalty),
                        side(!*claimant)
                    ))?;
                }
                GameEvent::BothFlagsContinue => {
                    self.say("event both-flags order unknown, not the last period: play continues (Guidelines III.3.1)")?;
                }
                GameEvent::Logged(LogKind::BothFlags { first }) => {
                    let text = self.voice.both_flags(*first);
                    self.say(&format!("say: {text}"))?;
                }
                GameEvent::Logged(_) | GameEvent::Played { .. } => {}
            }
        }
        Ok(())
    }

    /// Handles one input line.
    ///
    /// # Errors
    ///
    /// The journal or the output failed.
    pub fn line(&mut self, text: &str) -> Result<bool, LiveError> {
        match parse_line(text, self.game.position()) {
            Ok(None) => {}
            Ok(Some(Input::Game(command))) => self.execute(&command)?,
            Ok(Some(Input::Time)) => {
                self.tick()?;
                let r = self.game.reading(self.now().at);
                self.say(&format!("ok time {}", reading_text(&r)))?;
                let text = self.voice.reading(&r);
                self.say(&format!("say: {text}"))?;
            }
            Ok(Some(Input::Pgn)) => {
                let pgn = write_pgn(&self.game);
                self.say(pgn.trim_end())?;
            }
            Ok(Some(Input::Help)) => self.say(HELP)?,
            Ok(Some(Input::Quit)) => return Ok(false),
            Err(message) => self.say(&format!("error: {message}"))?,
        }
        Ok(true)
    }

    /// Runs until `quit` or the end of input; the clock is paused (and journaled) on the way out.
    ///
    /// # Errors
    ///
    /// The journal or the output failed.
    pub fn run(&mut self, input: &Receiver<Line>) -> Result<(), LiveError> {
        loop {
            let wait = self
                .game
                .poll_timeout()
                .map(|due| due.saturating_since(self.now().at));
            let received = match wait {
                Some(d) => input.recv_timeout(d),
                None => input.recv().map_err(|_| RecvTimeoutError::Disconnected),
            };
            match received {
                Err(RecvTimeoutError::Timeout) => self.tick()?,
                Ok(Line::Text(text)) => {
                    if !self.line(&text)? {
                        break;
                    }
                }
                Ok(Line::Eof) | Err(RecvTimeoutError::Disconnected) => break,
            }
        }
        if matches!(
            self.game.clock().state(),
            crate::clock::ClockState::Running { .. }
        ) {
            self.execute(&Command::Pause)?;
        }
        let path = self.journal.path().to_owned();
        self.say(&format!("ok quit journal={}", path.display()))?;
        // Where the game is kept and how to go on with it, for whoever reads the output.
        self.say(&format!(
            "kept {} resume with: {}",
            path.display(),
            super::play::resume_command(&path, false)
        ))?;
        Ok(())
    }
}
