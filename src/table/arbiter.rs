//! The arbiter's actions on the table: clock commands, the D.2.9 retrace and repair, setting a
//! board to its scoresheet, resuming play, declaring a result. Only the arbiter's seat reaches
//! them ([`Table::act`] refuses them to the players).
//!
//! Pure.

use shakmaty::Position as _;

use super::{Action, Event, LogEntry, Phase, Refusal, Seat, Table, Told, Urgency, compare, repair};
use crate::game::{Command, Stamp};

impl Table {
    pub(super) fn arbiter(&mut self, action: &Action, stamp: Stamp) -> Result<Vec<Event>, Refusal> {
        if let Some(result) = self.record_action(action, stamp) {
            return result;
        }
        let (command, entry) = match action {
            Action::Start => (Command::Start, LogEntry::ClockStarted),
            Action::Pause => (Command::Pause, LogEntry::ClockStopped),
            Action::Resume => return self.resume(stamp),
            Action::Uphold | Action::Reject | Action::Postpone(_) => {
                return self.decide(action, stamp);
            }
            Action::Adjourn(resumption) => return self.adjourn(resumption, stamp),
            Action::OpenEnvelope => return self.open_envelope(stamp),
            Action::Retrace(ply) => return self.retrace(*ply, stamp),
            Action::SetClock(side, remaining) => (
                Command::SetClock {
                    side: *side,
                    remaining: *remaining,
                    moves: None,
                },
                LogEntry::ClockSet {
                    side: *side,
                    remaining: *remaining,
                },
            ),
            Action::AddTime(side, delta) => (
                Command::Adjust {
                    side: *side,
                    delta: *delta,
                },
                LogEntry::TimeAdded {
                    side: *side,
                    delta: *delta,
                },
            ),
            Action::Repair => return Ok(self.repair(stamp)),
            Action::Fixed(seat) => return self.fixed(*seat, stamp),
            Action::Declare(result) => (Command::Declare(*result), LogEntry::Declared(*result)),
            _ => return Err(Refusal::ArbiterOnly),
        };
        let game_events = self.game.apply(&command, stamp).map_err(Refusal::Game)?;
        let mut events = self.game_events(&game_events, stamp);
        events.retain(|n| n.to != Seat::Arbiter || n.urgency == Urgency::Alert);
        events.push(self.log_line(stamp, entry.clone()));
        events.extend(Self::players(Urgency::Info, &Told::Ruling(entry)));
        if let Some(result) = self.game.result() {
            self.phase = Phase::Over(result);
        }
        Ok(events)
    }

    fn resume(&mut self, stamp: Stamp) -> Result<Vec<Event>, Refusal> {
        if let Some(divergence) = compare::compare(&self.blind, &self.sighted) {
            self.divergence = Some(divergence);
            return Err(Refusal::StillDiverged);
        }
        self.divergence = None;
        let game_events = self
            .game
            .apply(&Command::Resume, stamp)
            .map_err(Refusal::Game)?;
        let mut events = self.game_events(&game_events, stamp);
        // Only play that waited for the arbiter takes its phase from the records; a pause in the
        // middle of a ply (a recovery, an arbiter's question) goes on where it was.
        if self.phase == Phase::Arbiter {
            self.phase = self
                .eboard_stopped
                .take()
                .unwrap_or_else(|| self.phase_from_records());
        }
        events.push(self.log_line(stamp, LogEntry::Resumed));
        events.extend(Self::players(
            Urgency::Info,
            &Told::Ruling(LogEntry::Resumed),
        ));
        Ok(events)
    }

    /// The phase the records imply after the arbiter's intervention.
    pub(super) fn phase_from_records(&self) -> Phase {
        if let Some(result) = self.game.result() {
            return Phase::Over(result);
        }
        let to_move = self.game.position().turn();
        Phase::Entering { mover: to_move }
    }

    fn retrace(&mut self, ply: usize, stamp: Stamp) -> Result<Vec<Event>, Refusal> {
        let game_events = self
            .game
            .apply(&Command::Retrace { ply }, stamp)
            .map_err(Refusal::Game)?;
        self.blind.truncate(ply);
        self.sighted.truncate(ply);
        self.divergence = None;
        self.eboard_stopped = None;
        let mut events = self.game_events(&game_events, stamp);
        let entry = LogEntry::Retraced {
            ply,
            clocks: self.game.reading(stamp.at),
        };
        events.push(self.log_line(stamp, entry.clone()));
        // 12.6: in tournament mode the players are not told the ply or the moves completed.
        let told = if self.setup.mode == super::Mode::Tournament {
            Told::Retraced
        } else {
            Told::Ruling(entry)
        };
        events.extend(Self::players(Urgency::Info, &told));
        self.phase = Phase::Arbiter;
        Ok(events)
    }

    fn repair(&mut self, stamp: Stamp) -> Vec<Event> {
        repair::steps(self)
            .into_iter()
            .map(|step| self.log_line(stamp, LogEntry::Repair(step)))
            .collect()
    }

    fn fixed(&mut self, seat: Seat, stamp: Stamp) -> Result<Vec<Event>, Refusal> {
        let book = self.board_and_sheet_mut(seat).ok_or(Refusal::ArbiterOnly)?;
        let sheet = book.sheet.entries().to_vec();
        book.board.set(sheet);
        let entry = LogEntry::Fixed(seat);
        // Both players hear it: the other one is waiting for the game to go on.
        let events = vec![
            self.log_line(stamp, entry.clone()),
            Self::event(Seat::Blind, Urgency::Info, Told::Ruling(entry.clone())),
            Self::event(Seat::Sighted, Urgency::Info, Told::Ruling(entry)),
        ];
        self.divergence = compare::compare(&self.blind, &self.sighted);
        Ok(events)
    }
}
