//! The one-board game of `annabella game` and `annabella resume`, driven by the one live loop
//! ([`super::drive`]): the game host alone (clock, record and rules; no seats' repetition step),
//! one keyboard entering both players' moves and the arbiter's commands in the line language of
//! [`crate::codec::board`]. Edge code: real time, one thread of control, no busy waiting.
//!
//! Input lines arrive on a channel (a thread reads standard input). The loop sleeps until the
//! next line or until [`Game::poll_timeout`], whichever comes first, so while nothing is due it
//! uses no CPU. Every change is applied to a copy of the game, written to the journal and
//! flushed to disk, and only then taken over and acknowledged with an `ok` line. A flag that falls is journaled too (a `tick` record), so it is on disk.
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
    io::{self, Write, stdout},
    process::ExitCode,
    sync::mpsc::{self, Receiver},
    time::Duration,
};

use shakmaty::{Color, Position};

use super::{Driven, Flow, Input, Timebase};
use crate::{
    clock::{ClockEvent, ClockReading, Timestamp, talk::ClockVoice, time::format_hmsm},
    codec::board::{BoardInput, HELP, parse_line},
    game::{Command, Game, GameEvent, LogKind, Stamp, pgn::write_pgn},
    journal::{Board, Entry, JournalFile, JournalIoError},
};

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
    time: Timebase,
    lateness: Vec<Lateness>,
    /// Why the loop stopped, if the journal failed.
    failed: Option<JournalIoError>,
}

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
            time: Timebase::resume_at(base),
            lateness: Vec::new(),
            failed: None,
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
        self.time.now()
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
            Ok(Some(BoardInput::Game(command))) => self.execute(&command)?,
            Ok(Some(BoardInput::Time)) => {
                self.tick()?;
                let r = self.game.reading(self.now().at);
                self.say(&format!("ok time {}", reading_text(&r)))?;
                let text = self.voice.reading(&r);
                self.say(&format!("say: {text}"))?;
            }
            Ok(Some(BoardInput::Pgn)) => {
                let pgn = write_pgn(&self.game);
                self.say(pgn.trim_end())?;
            }
            Ok(Some(BoardInput::Help)) => self.say(HELP)?,
            Ok(Some(BoardInput::Quit)) => return Ok(false),
            Err(message) => self.say(&format!("error: {message}"))?,
        }
        Ok(true)
    }

    /// Runs through the one loop until `quit` or the end of input; the clock is paused (and
    /// journaled) on the way out.
    ///
    /// # Errors
    ///
    /// The journal or the output failed.
    pub fn run(&mut self, input: &Receiver<Input>) -> Result<(), LiveError> {
        let driven = super::drive(self, input);
        if let Some(e) = self.failed.take() {
            return Err(e.into());
        }
        driven?;
        self.finish()
    }

    /// Pauses a running clock (journaled) and says where the game is kept.
    fn finish(&mut self) -> Result<(), LiveError> {
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
            super::resume_command(&path, false)
        ))?;
        Ok(())
    }
}

impl<W: Write> Live<W> {
    /// Maps a loop error to the loop's: a journal failure is kept aside for [`Live::run`].
    fn flow(&mut self, result: Result<bool, LiveError>) -> io::Result<Flow> {
        match result {
            Ok(true) => Ok(Flow::Go),
            Ok(false) => Ok(Flow::Stop),
            Err(LiveError::Output(e)) => Err(e),
            Err(LiveError::Journal(e)) => {
                self.failed = Some(e);
                Ok(Flow::Stop)
            }
        }
    }
}

impl<W: Write> Driven for Live<W> {
    fn wait(&self) -> Option<Duration> {
        self.game.poll_timeout().map(|due| self.time.until(due))
    }

    fn input(&mut self, input: Input) -> io::Result<Flow> {
        let result = match input {
            Input::Line(Some(text)) => self.line(&text),
            Input::Line(None) => Ok(false),
            // No keys, devices or interrupts reach a game read from standard input.
            Input::Key(_)
            | Input::Device(_)
            | Input::Interrupt
            | Input::Notice(_)
            | Input::Net(_)
            | Input::Remote { .. } => Ok(true),
        };
        self.flow(result)
    }

    fn timeout(&mut self) -> io::Result<Flow> {
        let result = self.tick().map(|()| true);
        self.flow(result)
    }
}

/// Runs the one-board game live from standard input, saying what the clock says with `voice`,
/// and maps its end to an exit code.
pub fn run_live(
    game: Game,
    journal: JournalFile<Board>,
    voice: ClockVoice,
    base: Timestamp,
) -> ExitCode {
    let mut live = Live::new(game, journal, voice, stdout().lock(), base);
    let (tx, rx) = mpsc::channel();
    super::line::read_lines(tx);
    match live.run(&rx) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("annabella: {e}; the last command was not recorded");
            ExitCode::FAILURE
        }
    }
}
