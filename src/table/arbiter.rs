//! The arbiter's actions on the table: clock commands, the D.2.9 retrace and repair, setting a
//! board to its scoresheet, resuming play, declaring a result. Only the arbiter's seat reaches
//! them ([`Table::act`] refuses them to the players).
//!
//! Pure.

use shakmaty::Position as _;

use super::{Action, Notice, Phase, Refusal, Seat, Table, Urgency, compare, repair};
use crate::{
    game::{Command, Stamp},
    i18n::Arg,
};

impl Table {
    pub(super) fn arbiter(
        &mut self,
        action: &Action,
        stamp: Stamp,
    ) -> Result<Vec<Notice>, Refusal> {
        let command = match action {
            Action::Start => Command::Start,
            Action::Pause => Command::Pause,
            Action::Resume => return self.resume(stamp),
            Action::Retrace(ply) => return self.retrace(*ply, stamp),
            Action::SetClock(side, remaining) => Command::SetClock {
                side: *side,
                remaining: *remaining,
                moves: None,
            },
            Action::AddTime(side, delta) => Command::Adjust {
                side: *side,
                delta: *delta,
            },
            Action::Repair => return Ok(self.repair(stamp)),
            Action::Fixed(seat) => return self.fixed(*seat, stamp),
            Action::Declare(result) => Command::Declare(*result),
            _ => return Err(Refusal::ArbiterOnly),
        };
        let events = self
            .game
            .apply(&command, stamp)
            .map_err(|e| Refusal::Game(e.to_string()))?;
        let mut notices = self.game_events(&events, stamp);
        let line = self.voice.arbiter_action(action);
        notices.retain(|n| n.to != Seat::Arbiter || n.urgency == Urgency::Alert);
        notices.push(self.log_line(stamp, line.clone()));
        notices.extend(
            self.players(Urgency::Info, &line)
                .into_iter()
                .filter(|n| n.to != Seat::Arbiter),
        );
        if let Some(result) = self.game.result() {
            self.phase = Phase::Over(result);
        }
        Ok(notices)
    }

    fn resume(&mut self, stamp: Stamp) -> Result<Vec<Notice>, Refusal> {
        if let Some(divergence) = compare::compare(&self.blind, &self.sighted) {
            self.divergence = Some(divergence);
            return Err(Refusal::Game(self.voice.text("table-still-diverged")));
        }
        self.divergence = None;
        let events = self
            .game
            .apply(&Command::Resume, stamp)
            .map_err(|e| Refusal::Game(e.to_string()))?;
        let mut notices = self.game_events(&events, stamp);
        // Only play that waited for the arbiter takes its phase from the records; a pause in the
        // middle of a ply (a recovery, an arbiter's question) goes on where it was.
        if self.phase == Phase::Arbiter {
            self.phase = self.phase_from_records();
        }
        let line = self.voice.text("table-resumed");
        notices.push(self.log_line(stamp, line.clone()));
        notices.extend(
            self.players(Urgency::Info, &line)
                .into_iter()
                .filter(|n| n.to != Seat::Arbiter),
        );
        Ok(notices)
    }

    /// The phase the records imply after the arbiter's intervention.
    pub(super) fn phase_from_records(&self) -> Phase {
        if let Some(result) = self.game.result() {
            return Phase::Over(result);
        }
        let to_move = self.game.position().turn();
        Phase::Entering { mover: to_move }
    }

    fn retrace(&mut self, ply: usize, stamp: Stamp) -> Result<Vec<Notice>, Refusal> {
        let events = self
            .game
            .apply(&Command::Retrace { ply }, stamp)
            .map_err(|e| Refusal::Game(e.to_string()))?;
        self.blind.truncate(ply);
        self.sighted.truncate(ply);
        self.divergence = None;
        let mut notices = self.game_events(&events, stamp);
        let reading = self.game.reading(stamp.at);
        let line = self.voice.format(
            "table-retraced",
            &[
                ("ply", Arg::Num(ply as i64)),
                ("clocks", Arg::Str(&self.voice.clock().reading(&reading))),
            ],
        );
        notices.push(self.log_line(stamp, line.clone()));
        notices.extend(
            self.players(Urgency::Info, &line)
                .into_iter()
                .filter(|n| n.to != Seat::Arbiter),
        );
        self.phase = Phase::Arbiter;
        Ok(notices)
    }

    fn repair(&mut self, stamp: Stamp) -> Vec<Notice> {
        let steps = repair::steps(self, &self.voice);
        let mut notices = Vec::new();
        for step in steps {
            notices.push(self.log_line(stamp, step));
        }
        notices
    }

    fn fixed(&mut self, seat: Seat, stamp: Stamp) -> Result<Vec<Notice>, Refusal> {
        if seat == Seat::Arbiter {
            return Err(Refusal::ArbiterOnly);
        }
        let book = self.book_mut(seat);
        let sheet = book.sheet.entries().to_vec();
        book.board.set(sheet);
        let line = self
            .voice
            .format("table-fixed", &[("seat", Arg::Str(&self.voice.seat(seat)))]);
        let mut notices = vec![self.log_line(stamp, line.clone())];
        // Both players hear it: the other one is waiting for the game to go on.
        notices.push(self.note(Seat::Blind, Urgency::Info, line.clone()));
        notices.push(self.note(Seat::Sighted, Urgency::Info, line));
        self.divergence = compare::compare(&self.blind, &self.sighted);
        Ok(notices)
    }
}
