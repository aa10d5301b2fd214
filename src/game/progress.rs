//! A game in progress: the record and the clock kept together, driven by [`Command`]s. Pure.
//!
//! Every change to a game is a command applied at a [`Stamp`] (the game's monotonic time and
//! the civil time, both from the caller). The same commands at the same stamps always give the
//! same game, which is what the journal relies on: it stores the commands and replays them.
//! A refused command changes nothing except what time itself did (a flag that fell before it).

use std::time::Duration;

use shakmaty::{ByColor, CastlingMode, Chess, Color, Move, Position, fen::Fen, san::SanPlus};

pub use super::{
    command::{Command, GameError, GameEvent},
    setup::{FlagPolicy, GameOptions, GameSetup, Laws, Stamp, Tags},
};
use super::{
    log::{ClaimKind, GameLogEntry, LogKind},
    record::{GameRecord, IllegalMove},
    result::{DrawReason, GameResult, WinReason},
    wall::WallTime,
};
use crate::clock::{
    Category, Clock, ClockError, ClockEvent, ClockReading, ClockSnapshot, ClockState, TimeControl,
    Timestamp, control::Bonus, time::TimeDelta,
};

/// A game in progress.
#[derive(Debug, Clone)]
pub struct Game {
    setup: GameSetup,
    record: GameRecord,
    clock: Clock,
    revision: u64,
    /// The latest stamp applied; commands must not go back in time.
    last: Timestamp,
    /// What the score it was imported from carries beyond the game, for writing it out again.
    source: super::pgn::notes::SourceNotes,
    /// Sides whose time a score without clock times left unknown, until the arbiter sets it.
    unknown: ByColor<bool>,
}

/// The starting position of `setup`.
///
/// # Errors
///
/// A FEN that does not parse or is not a legal position.
pub fn start_position(setup: &GameSetup) -> Result<Chess, GameError> {
    match &setup.start_fen {
        None => Ok(Chess::default()),
        Some(fen) => fen
            .parse::<Fen>()
            .map_err(|e| GameError::BadStart(format!("{fen}: {e}")))?
            .into_position(CastlingMode::Standard)
            .map_err(|e| GameError::BadStart(format!("{fen}: {e}"))),
    }
}

/// The time a player has been given after completing `moves` moves: the bases of the periods
/// reached plus the Fischer increments for every move up to the next.
pub fn time_given(control: &TimeControl, moves: u32) -> Duration {
    let increments: Duration = (0..=moves)
        .map(
            |m| match control.period(control.period_index_after(m)).bonus {
                Bonus::Increment(d) => d,
                _ => Duration::ZERO,
            },
        )
        .sum();
    control.base_reached(moves) + increments
}

impl Game {
    /// A new game, clock not started.
    ///
    /// # Errors
    ///
    /// A bad starting FEN.
    pub fn new(setup: GameSetup) -> Result<Game, GameError> {
        let start = start_position(&setup)?;
        let clock = Clock::new(setup.control.clone())
            .with_calls(setup.calls.clone())
            .with_first_side(start.turn());
        let record = GameRecord::new(start, clock.reading(Timestamp::ZERO).into());
        Ok(Game {
            setup,
            record,
            clock,
            revision: 0,
            last: Timestamp::ZERO,
            source: super::pgn::notes::SourceNotes::default(),
            unknown: ByColor::new_with(|_| false),
        })
    }

    /// A game resumed from moves with their `[%clk]` readings (a PGN): the clocks are restored
    /// from the last reading of each side, paused, with the side to move on move. Time used is
    /// derived as time given less time left. A move `None` is a null move (`--`): the turn
    /// passes, and the clock counts it as that side's move.
    ///
    /// # Errors
    ///
    /// A bad starting FEN, an illegal move, or a null move while in check.
    pub fn import(
        setup: GameSetup,
        moves: &[(Option<Move>, Option<Duration>)],
        log: Vec<GameLogEntry>,
        result: Option<GameResult>,
        stamp: Stamp,
    ) -> Result<Game, GameError> {
        let mut game = Game::new(setup)?;
        let control = game.setup.control.clone();
        let mut snapshot: ClockSnapshot = game.clock.reading(Timestamp::ZERO).into();
        for (ply, (mv, clk)) in moves.iter().enumerate() {
            // 9.6: a fifth repetition or 75 moves without a pawn move or capture end the game
            // at once; a score that goes on holds moves of no game. (A dead position also ends
            // it, 5.2.2, but scores often carry the moves played on: those are kept.)
            if let Some(
                over @ GameResult::Draw(
                    DrawReason::FivefoldRepetition | DrawReason::SeventyFiveMoves,
                ),
            ) = game.record.automatic_result()
            {
                return Err(GameError::MovedAfterEnd { ply, result: over });
            }
            let side = game.record.position().turn();
            snapshot.moves[side] += 1;
            if let Some(left) = clk {
                snapshot.remaining[side] = *left;
            }
            snapshot.used[side] =
                time_given(&control, snapshot.moves[side]).saturating_sub(snapshot.remaining[side]);
            match mv {
                Some(mv) => game.record.push(*mv, snapshot, stamp.at, stamp.wall)?,
                None => game.record.push_null(snapshot, stamp.at, stamp.wall)?,
            };
            if clk.is_none() {
                game.record.forget_last_clock();
            }
        }
        // A score with moves and no clock time gives nobody's time: it stays unknown (the
        // clock's times are placeholders) until the arbiter sets it.
        if !moves.is_empty() && moves.iter().all(|(_, clk)| clk.is_none()) {
            game.unknown = ByColor::new_with(|_| true);
        }
        let to_move = game.record.position().turn();
        game.clock = Clock::restore(control, snapshot, to_move, stamp.at)
            .with_calls(game.setup.calls.clone());
        game.last = stamp.at;
        for entry in log {
            game.record.push_log(entry);
        }
        let result = result.or_else(|| game.record.automatic_result());
        if let Some(r) = result {
            game.record.set_result(Some(r));
            game.clock.stop(stamp.at)?;
        }
        Ok(game)
    }

    /// The source score's extra tags and annotations (empty unless imported from a PGN).
    pub fn source_notes(&self) -> &super::pgn::notes::SourceNotes {
        &self.source
    }

    /// Keeps a source score's extra tags and annotations with the game.
    pub fn set_source_notes(&mut self, notes: super::pgn::notes::SourceNotes) {
        self.source = notes;
    }

    /// The setup.
    pub fn setup(&self) -> &GameSetup {
        &self.setup
    }

    /// The record.
    pub fn record(&self) -> &GameRecord {
        &self.record
    }

    /// Whether a record at `at` is taken: not one from before the game's time (see
    /// [`ClockError::TimeWentBack`]).
    pub fn takes_records_at(&self, at: Timestamp) -> bool {
        at >= self.last
    }

    /// The same game with `notes` in its record's arbiter log, each after as many of the log's
    /// own entries as it names: a table's arbiter log, worded for the record.
    pub fn with_notes(&self, notes: impl IntoIterator<Item = (usize, GameLogEntry)>) -> Game {
        let mut game = self.clone();
        game.record.insert_notes(notes);
        game
    }

    /// The clock.
    pub fn clock(&self) -> &Clock {
        &self.clock
    }

    /// The current position.
    pub fn position(&self) -> &Chess {
        self.record.position()
    }

    /// The result, once over.
    pub fn result(&self) -> Option<GameResult> {
        self.record.result()
    }

    /// From now on both sides get a Fischer increment of `increment` per move (Guidelines III.4).
    /// Not a [`Command`]: the table's journal records the arbiter's decision that causes it.
    pub fn introduce_increment(&mut self, increment: Duration) {
        self.clock.introduce_increment(increment);
    }

    /// The clock readings at `now`, with the sides whose time is not known.
    pub fn reading(&self, now: Timestamp) -> ClockReading {
        ClockReading {
            unknown: self.unknown,
            ..self.clock.reading(now)
        }
    }

    /// The first side whose time is not known, if any: the clock must not run on it.
    fn check_known(&self) -> Result<(), GameError> {
        match [Color::White, Color::Black]
            .into_iter()
            .find(|c| self.unknown[*c])
        {
            Some(side) => Err(GameError::ClockUnknown(side)),
            None => Ok(()),
        }
    }

    /// Counts changes; a caller that journals compares it before and after a call to see
    /// whether time alone changed the game (a flag fell) and must be written down.
    pub fn revision(&self) -> u64 {
        self.revision
    }

    /// Blitz, rapid or standard.
    pub fn category(&self) -> Category {
        self.setup.control.category(self.setup.options.boundaries)
    }

    /// The time an irregularity gives the opponent (7.5.5, 9.5.3): two minutes, one in blitz
    /// (B.2 of 2018) and, under the 2023 Laws, in rapid too (A.3).
    pub fn penalty(&self) -> Duration {
        let one = Duration::from_secs(60);
        match (self.category(), self.setup.options.laws) {
            (Category::Blitz, _) | (Category::Rapid, Laws::Fide2023) => one,
            _ => 2 * one,
        }
    }

    /// When the loop must next wake (a call or a flag), if ever.
    pub fn poll_timeout(&self) -> Option<Timestamp> {
        self.clock.poll_timeout()
    }

    /// Whatever time has brought by `stamp` (calls, flag falls and what they decide).
    pub fn handle_timeout(&mut self, stamp: Stamp) -> Vec<GameEvent> {
        self.settle(stamp)
    }

    /// Applies `command` at `stamp`.
    ///
    /// # Errors
    ///
    /// The command is refused; the game is unchanged except for what time did by `stamp`.
    pub fn apply(&mut self, command: &Command, stamp: Stamp) -> Result<Vec<GameEvent>, GameError> {
        if stamp.at < self.last {
            return Err(ClockError::TimeWentBack {
                now: stamp.at,
                last: self.last,
            }
            .into());
        }
        let mut events = self.settle(stamp);
        let more = self.apply_after_settle(command, stamp)?;
        self.revision += 1;
        events.extend(more);
        Ok(events)
    }

    fn apply_after_settle(
        &mut self,
        command: &Command,
        stamp: Stamp,
    ) -> Result<Vec<GameEvent>, GameError> {
        let at = stamp.at;
        let mut events = Vec::new();
        match command {
            Command::Start => {
                self.not_over()?;
                self.check_known()?;
                let side = self.record.position().turn();
                events.extend(
                    self.clock
                        .start(side, at)?
                        .into_iter()
                        .map(GameEvent::Clock),
                );
                events.push(self.log(stamp, LogKind::Started));
            }
            Command::Play(mv) => {
                self.not_over()?;
                if !self.record.position().is_legal(*mv) {
                    return Err(IllegalMove {
                        uci: mv.to_uci(CastlingMode::Standard).to_string(),
                    }
                    .into());
                }
                match self.clock.state() {
                    ClockState::Running { side, .. } if side == self.record.position().turn() => {}
                    ClockState::Running { .. } => return Err(GameError::WrongClock),
                    ClockState::Ready { .. } => return Err(ClockError::NotStarted.into()),
                    ClockState::Paused { .. } => return Err(ClockError::Paused.into()),
                    ClockState::Stopped { .. } => return Err(ClockError::Stopped.into()),
                }
                events.extend(self.clock.press(at)?.into_iter().map(GameEvent::Clock));
                let reading = self.clock.reading(at).into();
                let san = self.record.push(*mv, reading, at, stamp.wall)?;
                events.push(GameEvent::Played {
                    ply: self.record.plies().len(),
                    san,
                });
                if let Some(result) = self.record.automatic_result() {
                    events.extend(self.end(result, at)?);
                }
            }
            Command::Pause => {
                events.extend(self.clock.pause(at)?.into_iter().map(GameEvent::Clock));
                events.push(self.log(stamp, LogKind::Paused));
            }
            Command::Resume => {
                self.not_over()?;
                self.check_known()?;
                events.extend(self.clock.resume(at)?.into_iter().map(GameEvent::Clock));
                events.push(self.log(stamp, LogKind::Resumed));
            }
            Command::Adjust { side, delta } => {
                events.extend(
                    self.clock
                        .adjust(*side, *delta, at)?
                        .into_iter()
                        .map(GameEvent::Clock),
                );
                events.push(self.log(
                    stamp,
                    LogKind::Adjusted {
                        side: *side,
                        delta: *delta,
                    },
                ));
                events.extend(self.react_to_flags(stamp));
            }
            Command::SetClock {
                side,
                remaining,
                moves,
            } => {
                events.extend(
                    self.clock
                        .set(*side, *remaining, *moves, at)?
                        .into_iter()
                        .map(GameEvent::Clock),
                );
                // A time that was not known: the time used follows from the time left, as a
                // score's clock times give it.
                if std::mem::take(&mut self.unknown[*side]) {
                    let completed = self.clock.reading(at).moves[*side];
                    let given = time_given(&self.setup.control, completed);
                    self.clock.set_used(*side, given.saturating_sub(*remaining));
                }
                let kind = LogKind::ClockSet {
                    side: *side,
                    remaining: *remaining,
                    moves: *moves,
                };
                events.push(self.log(stamp, kind));
                events.extend(self.react_to_flags(stamp));
            }
            Command::Resign(side) => {
                self.not_over()?;
                let opponent_cannot_mate = self.record.position().has_insufficient_material(!*side);
                let result = match self.setup.options.laws {
                    Laws::Fide2023 if opponent_cannot_mate => {
                        GameResult::Draw(DrawReason::ResignationInsufficient { resigned: *side })
                    }
                    _ => GameResult::Win {
                        winner: !*side,
                        reason: WinReason::Resignation,
                    },
                };
                events.push(self.log(stamp, LogKind::Resigned(*side)));
                events.extend(self.end(result, at)?);
            }
            Command::AgreeDraw => {
                self.not_over()?;
                if !self.record.both_have_moved() {
                    return Err(GameError::DrawTooEarly);
                }
                events.push(self.log(stamp, LogKind::DrawAgreed));
                events.extend(self.end(GameResult::Draw(DrawReason::Agreement), at)?);
            }
            Command::Claim { kind, intended } => {
                self.not_over()?;
                // As a move: no claim before the game has begun, and no penalty for one.
                if matches!(self.clock.state(), ClockState::Ready { .. }) {
                    return Err(ClockError::NotStarted.into());
                }
                let claimant = self.record.position().turn();
                let correct = self.record.check_claim(*kind, *intended)?;
                let intended_san = intended
                    .map(|m| SanPlus::from_move(self.record.position().clone(), m).to_string());
                events.push(self.log(
                    stamp,
                    LogKind::Claim {
                        claimant,
                        kind: *kind,
                        intended: intended_san,
                        correct,
                    },
                ));
                if correct {
                    let reason = match kind {
                        ClaimKind::Threefold => DrawReason::ThreefoldClaim,
                        ClaimKind::FiftyMoves => DrawReason::FiftyMoveClaim,
                    };
                    events.extend(self.end(GameResult::Draw(reason), at)?);
                } else {
                    // 9.5.3: the opponent's time is added now, not only told.
                    let penalty = self.penalty();
                    let delta = TimeDelta::from_signed_nanos(
                        i64::try_from(penalty.as_nanos()).unwrap_or(i64::MAX),
                    );
                    events.extend(
                        self.clock
                            .adjust(!claimant, delta, at)?
                            .into_iter()
                            .map(GameEvent::Clock),
                    );
                    events.push(self.log(
                        stamp,
                        LogKind::Adjusted {
                            side: !claimant,
                            delta,
                        },
                    ));
                    events.push(GameEvent::ClaimRejected {
                        claimant,
                        kind: *kind,
                        penalty,
                    });
                }
            }
            Command::ClaimFlag => {
                self.not_over()?;
                let flags = self.clock.flags();
                match self.clock.first_flag() {
                    Some(first) => events.extend(self.end(self.flag_result(first), at)?),
                    None if flags.white.is_some() && flags.black.is_some() => {
                        // Guidelines III.3.1: the order cannot be told.
                        let last = |c: Color| {
                            flags[c].is_some_and(|f| self.setup.control.is_last_period(f.period))
                        };
                        if last(Color::White) && last(Color::Black) {
                            events.extend(
                                self.end(GameResult::Draw(DrawReason::BothFlagsLastPeriod), at)?,
                            );
                        } else {
                            events.push(GameEvent::BothFlagsContinue);
                        }
                    }
                    None => return Err(GameError::NoFlag),
                }
            }
            Command::Retrace { ply } => {
                let plies = self.record.plies().len();
                let (Some(reading), Some(undone)) =
                    (self.record.reading_at(*ply), self.record.retrace(*ply))
                else {
                    return Err(GameError::RetraceBeyond { ply: *ply, plies });
                };
                let to_move = self.record.position().turn();
                self.clock = Clock::restore(self.clock.control().clone(), reading, to_move, at)
                    .with_calls(self.setup.calls.clone());
                events.push(self.log(
                    stamp,
                    LogKind::Retraced {
                        to_ply: *ply,
                        undone,
                    },
                ));
            }
            Command::Declare(result) => {
                events.push(self.log(stamp, LogKind::Declared(*result)));
                events.extend(self.end(*result, at)?);
            }
            Command::Note(text) => events.push(self.log(stamp, LogKind::Note(text.clone()))),
            Command::Recovered => {
                if matches!(self.clock.state(), ClockState::Running { .. }) {
                    self.clock.pause(at)?;
                }
                events.push(self.log(stamp, LogKind::Recovered));
            }
            Command::Tick => {}
        }
        Ok(events)
    }

    fn not_over(&self) -> Result<(), GameError> {
        match self.record.result() {
            Some(r) => Err(GameError::Over(r)),
            None => Ok(()),
        }
    }

    fn log(&mut self, stamp: Stamp, kind: LogKind) -> GameEvent {
        let entry = GameLogEntry {
            after_ply: self.record.plies().len(),
            at: stamp.at,
            wall: stamp.wall,
            kind,
        };
        self.record.push_log(entry.clone());
        GameEvent::Logged(entry.kind)
    }

    fn end(&mut self, result: GameResult, at: Timestamp) -> Result<Vec<GameEvent>, GameError> {
        self.record.set_result(Some(result));
        let events = self.clock.stop(at)?;
        Ok(events
            .into_iter()
            .map(GameEvent::Clock)
            .chain([GameEvent::Ended(result)])
            .collect())
    }

    /// 6.9: `flagged` loses, unless the opponent cannot checkmate by any series of legal moves.
    fn flag_result(&self, flagged: Color) -> GameResult {
        if self.record.position().has_insufficient_material(!flagged) {
            GameResult::Draw(DrawReason::TimeoutInsufficient { flagged })
        } else {
            GameResult::Win {
                winner: !flagged,
                reason: WinReason::Timeout,
            }
        }
    }

    /// Runs the clock up to `stamp`, stopping at a flag that ends the game so that the clock
    /// freezes at the flag's exact instant.
    fn settle(&mut self, stamp: Stamp) -> Vec<GameEvent> {
        let mut events = Vec::new();
        if stamp.at < self.last {
            return events;
        }
        self.last = stamp.at;
        while self.record.result().is_none()
            && let Some(due) = self.clock.poll_timeout().filter(|t| *t <= stamp.at)
        {
            let raised = self.clock.handle_timeout(due);
            if raised.is_empty() {
                break;
            }
            let due_stamp = Stamp {
                at: due,
                wall: wall_at(stamp, due),
            };
            for e in raised {
                events.push(GameEvent::Clock(e));
                if let ClockEvent::FlagFell { side, .. } = e {
                    self.revision += 1;
                    events.push(self.log(due_stamp, LogKind::Flag(side)));
                }
            }
            events.extend(self.react_to_flags(due_stamp));
        }
        events.extend(
            self.clock
                .handle_timeout(stamp.at)
                .into_iter()
                .map(GameEvent::Clock),
        );
        events
    }

    /// After a flag fell: log both flags; under [`FlagPolicy::EndGame`], decide by 6.9.
    fn react_to_flags(&mut self, stamp: Stamp) -> Vec<GameEvent> {
        let mut events = Vec::new();
        let flags = self.clock.flags();
        let fresh: Vec<Color> = Color::ALL
            .into_iter()
            .filter(|c| flags[*c].is_some_and(|f| f.at == Some(stamp.at)))
            .collect();
        if fresh.is_empty() || self.record.result().is_some() {
            return events;
        }
        if flags.white.is_some() && flags.black.is_some() {
            events.push(self.log(
                stamp,
                LogKind::BothFlags {
                    first: self.clock.first_flag(),
                },
            ));
        }
        if self.setup.options.flag_policy == FlagPolicy::EndGame
            && let Some(first) = self.clock.first_flag()
            && let Ok(more) = self.end(self.flag_result(first), stamp.at)
        {
            events.extend(more);
        }
        events
    }
}

/// The civil time of monotonic instant `at`, counted back from `stamp`.
fn wall_at(stamp: Stamp, at: Timestamp) -> WallTime {
    let back = stamp.at.saturating_since(at).as_millis();
    WallTime(
        stamp
            .wall
            .0
            .saturating_sub(i64::try_from(back).unwrap_or(i64::MAX)),
    )
}

#[cfg(test)]
#[path = "session_tests.rs"]
mod tests;
