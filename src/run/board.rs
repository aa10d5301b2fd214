//! The one-board game of `annabella game` and `annabella resume`: a table at one board
//! ([`Seating::OneBoard`]) driven by the one live loop ([`super::drive`]), one keyboard entering
//! both players' moves and the arbiter's actions, each line read once by the one action codec
//! ([`crate::codec::decode_at_one_board`]), taken through the app and journaled by the rule of
//! every table (every action, taken or refused; time that changed something as a tick). Edge
//! code: real time, one thread of control, no busy waiting.
//!
//! Input lines arrive on a channel (a thread reads standard input). The loop sleeps until the
//! next line or until [`Table::poll_timeout`], whichever comes first, so while nothing is due
//! it uses no CPU. Every action is written to the journal and flushed to disk before it is
//! acknowledged with an `ok` line. A flag that falls is journaled too (the clock's tick), so it
//! is on disk.
//!
//! Output lines (stable, a scripting interface):
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
    time::{Duration, Instant},
};

use shakmaty::{Color, Position};

use super::{Driven, Flow, Input, Now, TableJournal, Timebase};
use crate::present::cli::{CliError, FileDoing};
use crate::{
    app::App,
    clock::{ClockEvent, ClockReading, Timestamp, time::format_hmsm},
    codec::{self, AppCommand, DecodeError, DecodedInput},
    game::{Game, Stamp, pgn::write_pgn},
    i18n::LocaleError,
    journal::JournalIoError,
    present::Presenters,
    present::Words,
    present::clock::ClockVoice,
    review::ReviewCommand,
    table::{Action, Event, Seat, Seating, Table, Told},
};

/// The command list, for `help`.
pub const HELP: &str = "moves: SAN with the vocabulary's letters, UCI or the Appendix D words \
(e4, Nf3, e2e4, Springer Felix drei) | start | pause | resume | time | adjust white|black +m:ss | set white|black h:mm:ss \
[moves N] | resign white|black | draw | flag | claim threefold|fifty [move] | retrace N | \
declare <result> | note <text> | pgn | quit";

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

/// A table at one board being played in real time, journaled.
#[derive(Debug)]
pub struct Live<W: Write> {
    /// The table, in the app that takes and journals every table's actions.
    app: App,
    journal: TableJournal,
    words: Words,
    voice: ClockVoice,
    out: W,
    time: Timebase,
    /// When the loop last woke: what it does now happens at this instant.
    woke: Now,
    lateness: Vec<Lateness>,
    /// Why the loop stopped, if the journal failed.
    failed: Option<JournalIoError>,
}

fn reading_text(r: &ClockReading) -> String {
    let time = |side: Color| {
        if r.unknown[side] {
            "unknown".to_owned()
        } else {
            format_hmsm(r.remaining[side])
        }
    };
    format!(
        "white={} black={} moves={}/{}",
        time(Color::White),
        time(Color::Black),
        r.moves.white,
        r.moves.black
    )
}

fn side_name(c: Color) -> &'static str {
    match c {
        Color::White => "white",
        Color::Black => "black",
    }
}

/// The last move of `game` as a scoresheet writes it: "5... a6".
fn last_move(game: &Game) -> String {
    let record = game.record();
    let ply = record.plies().len();
    let start = record.start();
    let black_first = usize::from(start.turn() == Color::Black);
    let number = start.fullmoves().get() as usize + (ply.saturating_sub(1) + black_first) / 2;
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

impl<W: Write> Live<W> {
    /// A loop for the one-board `table`, appending to `journal`; game time continues from
    /// `base` (the last journaled instant when resuming, zero for a new game). Refusals are
    /// worded in `voice`'s language.
    ///
    /// # Errors
    ///
    /// The seats' words could not be loaded.
    pub fn new(
        table: Table,
        journal: TableJournal,
        voice: ClockVoice,
        out: W,
        base: Timestamp,
    ) -> Result<Live<W>, LocaleError> {
        let setup = table.setup();
        let words = Words::builtin(voice.lang(), setup.style, setup.vocab).with_ranks(setup.ranks);
        let presenters = Presenters::for_table(setup)?;
        let woke = Now::read();
        Ok(Live {
            app: App::new(table, presenters, Seat::Arbiter),
            journal,
            words,
            voice,
            out,
            time: Timebase::resume_at(base, woke.instant),
            woke,
            lateness: Vec::new(),
            failed: None,
        })
    }

    /// The table.
    pub fn table(&self) -> &Table {
        self.app.table()
    }

    /// The game.
    pub fn game(&self) -> &Game {
        self.table().game()
    }

    /// How late each call and flag fall was handled.
    pub fn lateness(&self) -> &[Lateness] {
        &self.lateness
    }

    /// The output.
    pub fn output(&self) -> &W {
        &self.out
    }

    /// Now (when the loop last woke), in game time and civil time.
    pub fn now(&self) -> Stamp {
        self.time.stamp(self.woke)
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

    /// Has `seat` take `action` (said in `said`) now: the app takes it and journals it as at
    /// every table (flushed), and only then is it acknowledged. A refused action prints
    /// `error:`.
    ///
    /// # Errors
    ///
    /// The journal or the output failed.
    pub fn act(
        &mut self,
        seat: Seat,
        action: &Action,
        said: Option<String>,
    ) -> Result<(), LiveError> {
        self.tick()?;
        let stamp = self.now();
        let (plies, logged) = {
            let record = self.game().record();
            (record.plies().len(), record.log().len())
        };
        let outcome = self.app.take_at_one_board(seat, action, said, stamp);
        self.journal_acted()?;
        match outcome {
            Ok(events) => {
                if *action == Action::TimeQuery {
                    let r = self.game().reading(stamp.at);
                    self.say(&format!("ok time {}", reading_text(&r)))?;
                    let text = self.voice.reading(&r);
                    return Ok(self.say(&format!("say: {text}"))?);
                }
                let game = self.game();
                let what = if game.record().plies().len() > plies {
                    last_move(game)
                } else {
                    game.record()
                        .log()
                        .get(logged)
                        .map_or_else(|| "tick".into(), |entry| entry.kind.to_string())
                };
                let reading = game.reading(stamp.at);
                self.say(&format!("ok {what} {}", reading_text(&reading)))?;
                if matches!(action, Action::Pause | Action::Resume) {
                    let text = self.voice.paused(*action == Action::Pause);
                    self.say(&format!("say: {text}"))?;
                }
                self.report(&events)?;
            }
            Err((refusal, events)) => {
                self.report(&events)?;
                let text = self.words.refusal(&refusal);
                self.say(&format!("error: {text}"))?;
            }
        }
        Ok(())
    }

    /// Writes what the app journaled, each entry flushed to disk.
    fn journal_acted(&mut self) -> Result<(), JournalIoError> {
        for (entry, _) in self.app.take_acted() {
            self.journal.append(&entry)?;
        }
        Ok(())
    }

    /// Handles whatever time has brought, journaled as at every table (a flag fall is the
    /// clock's tick, which replays the same timeout).
    ///
    /// # Errors
    ///
    /// The journal or the output failed.
    pub fn tick(&mut self) -> Result<(), LiveError> {
        let stamp = self.now();
        let events = self.app.tick_at_one_board(stamp);
        self.journal_acted()?;
        for e in events.iter().filter(|e| e.to == Seat::Arbiter) {
            if let Told::Clock(c @ (ClockEvent::Threshold { .. } | ClockEvent::FlagFell { .. })) =
                &e.told
            {
                self.lateness.push(Lateness {
                    flag: matches!(c, ClockEvent::FlagFell { .. }),
                    late: stamp.at.saturating_since(c.at()),
                });
            }
        }
        self.report(&events)?;
        Ok(())
    }

    /// Prints what the clock and the rules raised, once each (as the arbiter is told them).
    fn report(&mut self, events: &[Event]) -> io::Result<()> {
        for e in events.iter().filter(|e| e.to == Seat::Arbiter) {
            match &e.told {
                Told::Clock(c) => {
                    let r = self.game().reading(c.at());
                    let head = match c {
                        ClockEvent::Threshold { side: s, left, .. } => {
                            format!("call side={} left={}", side_name(*s), format_hmsm(*left))
                        }
                        ClockEvent::PeriodStarted {
                            side: s,
                            period,
                            added,
                            ..
                        } => format!(
                            "period side={} period={} added={}",
                            side_name(*s),
                            period + 1,
                            format_hmsm(*added)
                        ),
                        ClockEvent::FlagFell { side: s, .. } => {
                            format!("flag side={}", side_name(*s))
                        }
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
                            self.game().setup().calls.sides()[*s]
                        }
                        _ => true,
                    };
                    if spoken {
                        let text = self.voice.event(c);
                        self.say(&format!("say: {text}"))?;
                    }
                }
                Told::Result(result) => {
                    self.say(&format!("event result {} {result}", result.pgn()))?;
                    let text = self.voice.result(*result);
                    self.say(&format!("say: {text}"))?;
                }
                Told::ClaimRejected {
                    claimant,
                    kind,
                    penalty,
                    ..
                } => {
                    self.say(&format!(
                        "event claim-rejected {} {}: the arbiter adds {} to {} (9.5.3); the intended move must be played",
                        side_name(*claimant),
                        kind.word(),
                        format_hmsm(*penalty),
                        side_name(!*claimant)
                    ))?;
                }
                Told::BothFlagsContinue => {
                    self.say("event both-flags order unknown, not the last period: play continues (Guidelines III.3.1)")?;
                }
                Told::BothFlags(first) => {
                    let text = self.voice.both_flags(*first);
                    self.say(&format!("say: {text}"))?;
                }
                _ => {}
            }
        }
        Ok(())
    }

    /// The seat of the player having the move.
    fn mover(&self) -> Seat {
        self.table().seat_of(self.game().position().turn())
    }

    /// Handles one input line, read once.
    ///
    /// # Errors
    ///
    /// The journal or the output failed.
    pub fn line(&mut self, text: &str) -> Result<bool, LiveError> {
        let text = text.trim();
        if text.is_empty() || text.starts_with('#') {
            return Ok(true);
        }
        let said = Some(text.to_owned());
        let table = self.table();
        let decoded =
            codec::decode_at_one_board(self.mover(), |c| table.seat_of(c), text, self.voice.lang());
        match decoded {
            Ok((seat, DecodedInput::Table(action))) => self.act(seat, &action, said)?,
            // The review asks to confirm a resignation or a draw offer; at one keyboard the
            // line is the decision: the player having the move (or the side named) resigns, a
            // draw is agreed.
            Ok((seat, DecodedInput::Review(ReviewCommand::Resign))) => {
                self.act(seat, &Action::Resign, said)?
            }
            Ok((seat, DecodedInput::Review(ReviewCommand::OfferDraw))) => {
                self.act(seat, &Action::OfferDraw, said)?
            }
            Ok((_, DecodedInput::App(AppCommand::Quit))) => return Ok(false),
            Ok((_, DecodedInput::App(AppCommand::Help))) => self.say(HELP)?,
            Ok((_, DecodedInput::App(AppCommand::Pgn))) => {
                let pgn = write_pgn(self.game());
                self.say(pgn.trim_end())?;
            }
            Ok((_, DecodedInput::App(AppCommand::NextSeat | AppCommand::Seat(_)))) => {
                self.say("error: one keyboard enters both players' moves and the arbiter's: there is no seat to switch")?;
            }
            Ok((_, DecodedInput::Review(_) | DecodedInput::App(AppCommand::Ask(_))))
            | Err(DecodeError::Review(_)) => {
                self.say(&format!(
                    "error: '{}' is not a command or a move (type 'help')",
                    crate::quote::quote(text)
                ))?;
            }
            Err(DecodeError::Empty) => {}
            Err(e) => self.say(&format!("error: {e}"))?,
        }
        Ok(true)
    }

    /// Runs through the one loop until `quit` or the end of input; the clock is stopped (and
    /// journaled) on the way out.
    ///
    /// # Errors
    ///
    /// The journal or the output failed.
    pub fn run(&mut self, input: &Receiver<Input>) -> Result<(), LiveError> {
        let driven = super::drive(self, input, self.woke);
        if let Some(e) = self.failed.take() {
            return Err(e.into());
        }
        driven?;
        // The end of input is the last wake: the clock stops then.
        self.woke = Now::read();
        self.finish()
    }

    /// Stops a running clock (journaled) and says where the game is kept.
    fn finish(&mut self) -> Result<(), LiveError> {
        if matches!(
            self.game().clock().state(),
            crate::clock::ClockState::Running { .. }
        ) {
            self.act(Seat::Arbiter, &Action::Pause, None)?;
        }
        let path = self.journal.path().to_owned();
        self.say(&format!("ok quit journal={}", path.display()))?;
        // Where the game is kept and how to go on with it, for whoever reads the output.
        // The clock's language and its seconds go on as they were.
        let again = format!(
            "{} --lang {} --seconds-below {}",
            super::resume_command(&path, false),
            self.voice.lang().code(),
            self.voice.seconds_below().as_secs()
        );
        self.say(&format!("kept {} resume with: {again}", path.display()))?;
        Ok(())
    }

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
    type Event = Input;

    fn deadline(&self, _: Now) -> Option<Instant> {
        self.app.poll_timeout().map(|due| self.time.instant(due))
    }

    fn input(&mut self, input: Input, now: Now) -> io::Result<Flow> {
        self.woke = now;
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

    fn timeout(&mut self, now: Now) -> io::Result<Flow> {
        self.woke = now;
        let result = self.tick().map(|()| true);
        self.flow(result)
    }
}

/// Runs the one-board table live from standard input, saying what the clock says with
/// `voice`, and maps its end to an exit code.
pub fn run_live(
    table: Table,
    journal: TableJournal,
    voice: ClockVoice,
    base: Timestamp,
) -> ExitCode {
    debug_assert_eq!(table.seating(), Seating::OneBoard);
    let lang = voice.lang();
    let mut live = match Live::new(table, journal, voice, stdout().lock(), base) {
        Ok(live) => live,
        Err(e) => {
            eprintln!("annabella: {e}");
            return ExitCode::FAILURE;
        }
    };
    let (tx, rx) = mpsc::channel();
    super::line::read_lines(tx);
    match live.run(&rx) {
        Ok(()) => ExitCode::SUCCESS,
        Err(LiveError::Journal(e)) => {
            let error = CliError::journal(e, FileDoing::Write);
            super::say_error(lang, &CliError::NotRecorded(Box::new(error)));
            ExitCode::FAILURE
        }
        Err(e) => {
            eprintln!("annabella: {e}; the last command was not recorded");
            ExitCode::FAILURE
        }
    }
}
