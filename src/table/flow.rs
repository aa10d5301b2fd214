//! The Appendix D flow of the players' actions: enter, read back, confirm, correct, press,
//! repeat, with the records compared after every entry; and what the game's own events (clock
//! calls, flags, the end) tell the seats.
//!
//! Pure.

use shakmaty::{Chess, Color, Move, Position, uci::UciMove};

use super::{
    Action, Event, LogEntry, Mode, Outcome, Pending, Phase, Refusal, Seat, SeatPly, Table, Target,
    Told, Urgency, compare,
};
use crate::{
    clock::{ClockEvent, ClockState},
    game::{Command, GameError, GameEvent, Stamp},
    parse,
    resolve::{self, Candidates, MoveError},
    vocab::Vocabulary,
};

impl Table {
    /// Applies a seat's action at `stamp`.
    pub fn act(&mut self, seat: Seat, action: &Action, stamp: Stamp) -> Outcome {
        self.act_given(seat, action, None, stamp)
    }

    /// [`Table::act`], the action's words read as `given` where that move is legal (the move
    /// they were resolved to when the action was first taken: see [`Table::act_resolved`]).
    pub(super) fn act_given(
        &mut self,
        seat: Seat,
        action: &Action,
        given: Option<&UciMove>,
        stamp: Stamp,
    ) -> Outcome {
        self.wall_before = self.last_wall;
        let mut events = self.handle_timeout(stamp);
        self.last_wall = stamp.wall;
        // How a seat's words are read is its own, whatever the game waits for.
        if let Action::Vocabulary(vocab) = action {
            self.read_in(seat, *vocab);
            return Ok(events);
        }
        let held = self
            .held_by_adjournment(seat, action)
            .or_else(|| self.held_by_claim(seat, action));
        let result = match held {
            Some(refusal) => Err(refusal),
            None => match self.one_board_act(seat, action, given, stamp) {
                Some(result) => result,
                None => self.take(seat, action, given, stamp),
            },
        };
        if matches!(self.phase, super::Phase::Over(_)) {
            self.claim = None;
            self.touch = None;
        }
        match result {
            Ok(more) => {
                events.extend(more);
                Ok(events)
            }
            Err(refusal) => {
                events.push(Self::event(
                    seat,
                    Urgency::Info,
                    Told::Refused(refusal.clone()),
                ));
                Err((refusal, events))
            }
        }
    }

    /// A seat's action as every table takes it: nothing holds it, and the one board takes it
    /// no differently.
    fn take(
        &mut self,
        seat: Seat,
        action: &Action,
        given: Option<&UciMove>,
        stamp: Stamp,
    ) -> Result<Vec<Event>, Refusal> {
        match action {
            Action::TimeQuery => Ok(vec![Self::event(
                seat,
                Urgency::Info,
                Told::TimeReading(self.game.reading(stamp.at)),
            )]),
            Action::Enter { text, target } => self.enter(seat, text, *target, given, stamp),
            Action::Confirm => self.confirm(seat, stamp),
            Action::Withdraw => self.withdraw(seat),
            Action::Correct(text) => self.correct(seat, text, given, stamp),
            Action::Press if self.adjourned.is_some() => self.close_envelope(seat, stamp),
            Action::Press => self.press(seat, stamp),
            Action::Resign => self.resign(seat, stamp),
            Action::OfferDraw => self.offer_draw(seat, stamp),
            Action::Decline => self.decline(seat, stamp),
            Action::ClaimTouched(square) => self.claim_touched(seat, *square, stamp),
            Action::RequestIncrement => self.request_increment(seat, stamp),
            Action::ClaimDraw => self.claim_draw(seat, stamp),
            Action::Seal(text) => self.seal(seat, text, given),
            Action::OpenEnvelope if seat != Seat::Arbiter => self.release_envelope(seat, stamp),
            Action::ClaimRule { kind, intended } => {
                self.claim_rule(seat, *kind, intended.as_deref(), given, stamp)
            }
            Action::ClaimFlag => self.claim_flag(stamp),
            Action::EboardOff { squares, stop } => self.eboard_off(seat, squares, *stop, stamp),
            // In casual mode there is no arbiter to start the clock: the players do, as they
            // would on a DGT clock, and get it going again once stopped (a game brought back
            // from its journal), a start then being a resumption; what waits for an arbiter's
            // decision still waits for it.
            Action::Start | Action::Resume
                if self.setup.mode == Mode::Casual && self.phase != Phase::Arbiter =>
            {
                let stopped = matches!(self.game.clock().state(), ClockState::Paused { .. });
                let action = if stopped { &Action::Resume } else { action };
                self.arbiter(action, stamp)
            }
            _ if seat != Seat::Arbiter => Err(Refusal::ArbiterOnly),
            arbiter => self.arbiter(arbiter, stamp),
        }
    }

    /// Understands `text` in `pos`: the move `given` for it if that is legal here (replaying a
    /// journal), the answer to `question`, a legal move, an illegal one recorded as entered
    /// (tournament mode), or a refusal. An ambiguity is asked about and kept as the seat's
    /// question.
    pub(super) fn understand(
        &mut self,
        seat: Seat,
        text: &str,
        given: Option<&UciMove>,
        pos: &Chess,
        question: Option<&Candidates>,
    ) -> Result<SeatPly, Refusal> {
        if let Some(mv) = given.and_then(|u| u.to_move(pos).ok()) {
            return Ok(SeatPly::legal(text, pos, mv));
        }
        let vocab = Vocabulary::builtin(self.vocab_of(seat));
        if let Some(mv) = question
            .and_then(|c| resolve::resolve_answer(pos, c, text, vocab))
            .filter(|m| pos.is_legal(*m))
        {
            return Ok(SeatPly::legal(text, pos, mv));
        }
        let intents = parse::parse(text, vocab).map_err(Refusal::Parse)?;
        let refuse = |error| Refusal::Move {
            pos: Box::new(pos.clone()),
            error,
        };
        match resolve::resolve(pos, &intents) {
            Ok(mv) => Ok(SeatPly::legal(text, pos, mv)),
            // Which piece was meant is part of understanding the announcement, in any mode.
            Err(MoveError::Ambiguous(candidates)) => {
                self.question = Some((seat, candidates.clone()));
                Err(refuse(MoveError::Ambiguous(candidates)))
            }
            // At one board there is no second board for the arbiter to compare: an illegal
            // move is refused in every mode.
            Err(MoveError::Illegal(_))
                if self.setup.mode == Mode::Tournament
                    && self.seating == super::Seating::TwoBoards =>
            {
                Ok(SeatPly::unplayable(text, pos, intents.first().copied()))
            }
            Err(e) => Err(refuse(e)),
        }
    }

    /// The question `seat` was asked, if it was the last one asked; taken, as the seat's next
    /// entry answers it or moves on.
    fn take_question(&mut self, seat: Seat) -> Option<Candidates> {
        match self.question.take() {
            Some((asked, candidates)) if asked == seat => Some(candidates),
            other => {
                self.question = other;
                None
            }
        }
    }

    pub(super) fn check_playing(&self) -> Result<(), Refusal> {
        match self.phase {
            Phase::Over(_) => Err(Refusal::Over),
            Phase::Arbiter => Err(Refusal::WaitingForArbiter),
            _ => Ok(()),
        }
    }

    fn enter(
        &mut self,
        seat: Seat,
        text: &str,
        target: Target,
        given: Option<&UciMove>,
        stamp: Stamp,
    ) -> Result<Vec<Event>, Refusal> {
        if let (Phase::Over(_), Some((mover, pending))) = (&self.phase, self.owed_repeat.clone())
            && self.color_of(seat) == Some(!mover)
        {
            let events = self.repeat(seat, text, target, given, mover, &pending, stamp)?;
            let book = self.player_board_and_sheet(seat)?;
            if book.sheet.len() == book.board.len() {
                self.owed_repeat = None;
            }
            self.phase = self.phase_from_records();
            return Ok(events);
        }
        self.check_playing()?;
        let color = self.color_of(seat).ok_or(Refusal::NotYourTurn)?;
        match self.phase.clone() {
            Phase::Entering { mover } | Phase::ReadBack { mover, .. } if mover == color => {
                let pos = self.player_board_and_sheet(seat)?.board.position().clone();
                let question = self.take_question(seat);
                let entry = self.understand(seat, text, given, &pos, question.as_ref())?;
                self.check_touch(color, &entry)?;
                self.phase = Phase::ReadBack {
                    mover,
                    pending: Pending {
                        entry: entry.clone(),
                    },
                };
                Ok(vec![Self::event(
                    seat,
                    Urgency::Info,
                    Told::ReadBack(entry),
                )])
            }
            Phase::Repeating { mover, pending } if mover != color => {
                self.repeat(seat, text, target, given, mover, &pending, stamp)
            }
            _ => Err(Refusal::NotYourTurn),
        }
    }

    fn confirm(&mut self, seat: Seat, stamp: Stamp) -> Result<Vec<Event>, Refusal> {
        self.check_playing()?;
        let Phase::ReadBack { mover, pending } = self.phase.clone() else {
            return Err(Refusal::NothingPending);
        };
        if self.color_of(seat) != Some(mover) {
            return Err(Refusal::NotYourTurn);
        }
        // A move entered that this table could not read (its key is lost) is not confirmed
        // blind: the mover enters it again.
        if pending.entry.text.is_empty() && pending.entry.mv.is_none() {
            return Err(Refusal::NothingPending);
        }
        self.player_board_and_sheet_mut(seat)?
            .push(pending.entry.clone());
        let mut events = vec![Self::event(seat, Urgency::Info, Told::Announced)];
        events.push(self.announce_to_opponent(seat, &pending, false));
        if pending.entry.mv.is_none() {
            let ply = self.player_board_and_sheet(seat)?.sheet.len();
            let entry = LogEntry::Illegal {
                ply,
                seat,
                entry: pending.entry.clone(),
            };
            events.push(self.alert_arbiter(stamp, entry));
        }
        self.phase = Phase::Made { mover, pending };
        events.extend(self.compare(stamp));
        Ok(events)
    }

    /// The mover takes back the move read back before confirming it: it was never made, so
    /// nothing is recorded and the mover enters a move again.
    fn withdraw(&mut self, seat: Seat) -> Result<Vec<Event>, Refusal> {
        self.check_playing()?;
        let Phase::ReadBack { mover, pending } = self.phase.clone() else {
            return Err(Refusal::NothingPending);
        };
        if self.color_of(seat) != Some(mover) {
            return Err(Refusal::NotYourTurn);
        }
        self.phase = Phase::Entering { mover };
        Ok(vec![Self::event(
            seat,
            Urgency::Info,
            Told::Withdrawn(pending.entry),
        )])
    }

    pub(super) fn announce_to_opponent(
        &self,
        mover_seat: Seat,
        pending: &Pending,
        correction: bool,
    ) -> Event {
        let to = if mover_seat == Seat::Blind {
            Seat::Sighted
        } else {
            Seat::Blind
        };
        let ply = self
            .board_and_sheet(mover_seat)
            .map_or(0, |b| b.sheet.len());
        let color = self.color_of(mover_seat).unwrap_or(Color::White);
        Self::event(
            to,
            Urgency::Move,
            Told::Move {
                ply,
                color,
                entry: pending.entry.clone(),
                correction,
            },
        )
    }

    fn correct(
        &mut self,
        seat: Seat,
        text: &str,
        given: Option<&UciMove>,
        stamp: Stamp,
    ) -> Result<Vec<Event>, Refusal> {
        self.check_playing()?;
        let Phase::Made {
            mover,
            pending: old,
        } = self.phase.clone()
        else {
            return Err(Refusal::NothingPending);
        };
        if self.color_of(seat) != Some(mover) {
            return Err(Refusal::NotYourTurn);
        }
        self.player_board_and_sheet_mut(seat)?.pop();
        let pos = self.player_board_and_sheet(seat)?.board.position().clone();
        let question = self.take_question(seat);
        let entry = match self
            .understand(seat, text, given, &pos, question.as_ref())
            .and_then(|entry| self.check_touch(mover, &entry).map(|()| entry))
        {
            Ok(entry) => entry,
            Err(refusal) => {
                self.player_board_and_sheet_mut(seat)?.push(old.entry);
                return Err(refusal);
            }
        };
        let pending = Pending { entry };
        self.player_board_and_sheet_mut(seat)?
            .push(pending.entry.clone());
        let ply = self.player_board_and_sheet(seat)?.sheet.len();
        let log = LogEntry::Corrected {
            ply,
            seat,
            old: old.entry,
            new: pending.entry.clone(),
        };
        let mut events = vec![Self::event(
            seat,
            Urgency::Info,
            Told::Corrected(pending.entry.clone()),
        )];
        events.push(self.announce_to_opponent(seat, &pending, true));
        events.push(self.log_line(stamp, log));
        self.phase = Phase::Made { mover, pending };
        events.extend(self.compare(stamp));
        Ok(events)
    }

    fn press(&mut self, seat: Seat, stamp: Stamp) -> Result<Vec<Event>, Refusal> {
        self.check_playing()?;
        let Phase::Made { mover, pending } = self.phase.clone() else {
            return Err(Refusal::NothingPending);
        };
        if self.color_of(seat) != Some(mover) {
            return Err(Refusal::NotYourTurn);
        }
        let Some(mv) = pending.entry.mv else {
            // 7.5.1: the illegal move is completed by the press; the arbiter takes over and the
            // clock is stopped to seek the arbiter's assistance (6.11.2).
            let game_events = self.game.apply(&Command::Pause, stamp).unwrap_or_default();
            let mut events = self.game_events(&game_events, stamp);
            events.extend(Self::everyone(Urgency::Alert, &Told::WaitingForArbiter));
            self.phase = Phase::Arbiter;
            return Ok(events);
        };
        let game_events = self.play(mv, stamp)?;
        if self.touch.is_some_and(|(side, _)| side == mover) {
            self.touch = None;
        }
        if self
            .written
            .as_ref()
            .is_some_and(|(side, _)| *side == mover)
        {
            self.written = None;
        }
        // The opponent's offer is declined by playing on (9.1.2.1); one's own offer stands.
        if self.draw_offer == Some(!mover) {
            self.draw_offer = None;
        }
        self.phase = Phase::Repeating { mover, pending };
        // A move that ends the game (mate, a dead position) is still repeated on the other board.
        Ok(self.game_events(&game_events, stamp))
    }

    fn resign(&mut self, seat: Seat, stamp: Stamp) -> Result<Vec<Event>, Refusal> {
        self.check_playing()?;
        let color = self.color_of(seat).ok_or(Refusal::NotYourTurn)?;
        let events = self
            .game
            .apply(&Command::Resign(color), stamp)
            .map_err(Refusal::Game)?;
        Ok(self.game_events(&events, stamp))
    }

    /// Offers a draw; an offer while the opponent's own offer stands agrees the draw (5.2.3).
    fn offer_draw(&mut self, seat: Seat, stamp: Stamp) -> Result<Vec<Event>, Refusal> {
        self.check_playing()?;
        let color = self.color_of(seat).ok_or(Refusal::NotYourTurn)?;
        if self.draw_offer == Some(!color) {
            let events = self
                .game
                .apply(&Command::AgreeDraw, stamp)
                .map_err(Refusal::Game)?;
            self.draw_offer = None;
            return Ok(self.game_events(&events, stamp));
        }
        self.draw_offer = Some(color);
        let mut events = Self::players(Urgency::Move, &Told::DrawOffered(seat));
        events.push(self.log_line(stamp, LogEntry::DrawOffered(seat)));
        Ok(events)
    }

    pub(super) fn play(&mut self, mv: Move, stamp: Stamp) -> Result<Vec<GameEvent>, Refusal> {
        self.game
            .apply(&Command::Play(mv), stamp)
            .map_err(|e: GameError| Refusal::Game(e))
    }

    #[allow(clippy::too_many_arguments)]
    fn repeat(
        &mut self,
        seat: Seat,
        text: &str,
        target: Target,
        given: Option<&UciMove>,
        mover: Color,
        pending: &Pending,
        stamp: Stamp,
    ) -> Result<Vec<Event>, Refusal> {
        let book = self.player_board_and_sheet(seat)?;
        let (board_pos, sheet_pos) = (book.board.position().clone(), book.sheet.position().clone());
        let question = self.take_question(seat);
        let board_entry = self.understand(seat, text, given, &board_pos, question.as_ref());
        let sheet_entry = self.understand(seat, text, given, &sheet_pos, question.as_ref());
        // A move of the seat's own, entered before the opponent's: say which comes first
        // rather than why the own move is no move of the opponent's.
        if let (Err(_), Some(mv)) = (&board_entry, pending.entry.mv)
            && board_pos.is_legal(mv)
            && let Ok(after) = board_pos.clone().play(mv)
            && self
                .understand(seat, text, None, &after, None)
                .is_ok_and(|own| own.mv.is_some())
        {
            return Err(Refusal::RepeatFirst(Box::new(pending.entry.clone())));
        }
        let book = self.player_board_and_sheet_mut(seat)?;
        match target {
            Target::Both => {
                let entry = board_entry?;
                book.board.push(entry.clone());
                book.sheet.push(sheet_entry.unwrap_or(entry));
            }
            Target::Sheet => book.sheet.push(sheet_entry?),
            Target::Board => book.board.push(board_entry?),
        }
        // Told from the record the entry went to: an executed move is the board's newest, not
        // the scoresheet's (which may still hold the move before).
        let book = self.player_board_and_sheet(seat)?;
        let record = if target == Target::Board {
            &book.board
        } else {
            &book.sheet
        };
        let mut events: Vec<Event> = record
            .entries()
            .last()
            .cloned()
            .map(|entry| Self::event(seat, Urgency::Info, Told::Recorded { entry, target }))
            .into_iter()
            .collect();
        let (sheet_len, board_len) = (book.sheet.len(), book.board.len());
        // A seat that wrote but has not yet executed (or the reverse) is still repeating.
        if sheet_len == board_len {
            self.phase = Phase::Entering { mover: !mover };
        } else {
            self.phase = Phase::Repeating {
                mover,
                pending: pending.clone(),
            };
        }
        events.extend(self.compare(stamp));
        Ok(events)
    }

    /// Compares the records after an entry, alerting everyone at once when they part.
    pub(super) fn compare(&mut self, stamp: Stamp) -> Vec<Event> {
        let Some(divergence) = compare::compare(&self.blind, &self.sighted) else {
            self.divergence = None;
            return Vec::new();
        };
        if self.divergence.as_ref() == Some(&divergence) {
            return Vec::new();
        }
        self.divergence = Some(divergence.clone());
        self.alerts.push(LogEntry::Divergence(divergence.clone()));
        let mut events = Self::players(Urgency::Alert, &Told::Divergence(divergence.clone()));
        // The arbiter is called: his log line is an alert as the players' is.
        let mut line = self.log_line(stamp, LogEntry::Divergence(divergence));
        line.urgency = Urgency::Alert;
        events.push(line);
        // Play stops for the arbiter (6.11.2); the clock is stopped with it.
        if let Ok(game_events) = self.game.apply(&Command::Pause, stamp) {
            events.extend(self.game_events(&game_events, stamp));
        }
        self.phase = Phase::Arbiter;
        events
    }

    pub(super) fn alert_arbiter(&mut self, stamp: Stamp, entry: LogEntry) -> Event {
        self.alerts.push(entry.clone());
        let mut event = self.log_line(stamp, entry);
        event.urgency = Urgency::Alert;
        event
    }

    pub(super) fn game_events(&mut self, game_events: &[GameEvent], stamp: Stamp) -> Vec<Event> {
        let mut events = Vec::new();
        for event in game_events {
            match event {
                GameEvent::Clock(e) => {
                    let flag = matches!(e, ClockEvent::FlagFell { .. });
                    let urgency = if flag { Urgency::Alert } else { Urgency::Info };
                    if flag {
                        self.alerts.push(LogEntry::Clock(*e));
                        self.log.push((stamp.at, LogEntry::Clock(*e)));
                    }
                    // 12.6 (and D.2.10.4): in tournament mode nobody tells a player how many
                    // moves were completed, and a new period says so; the arbiter alone is
                    // told. The time added shows on the talking clock when a player asks.
                    let period = matches!(e, ClockEvent::PeriodStarted { .. });
                    if period && self.setup.mode == Mode::Tournament {
                        events.push(Self::event(Seat::Arbiter, urgency, Told::Clock(*e)));
                    } else {
                        events.extend(Self::everyone(urgency, &Told::Clock(*e)));
                    }
                }
                GameEvent::ClaimRejected {
                    claimant,
                    kind,
                    penalty,
                } => events.extend(Self::everyone(
                    Urgency::Info,
                    &Told::ClaimRejected {
                        claimant: *claimant,
                        kind: *kind,
                        penalty: *penalty,
                        written: false,
                    },
                )),
                GameEvent::BothFlagsContinue => {
                    events.extend(Self::everyone(Urgency::Alert, &Told::BothFlagsContinue));
                }
                GameEvent::Logged(crate::game::LogKind::BothFlags { first }) => {
                    events.extend(Self::everyone(Urgency::Alert, &Told::BothFlags(*first)));
                }
                GameEvent::Ended(result) => {
                    if let Phase::Repeating { mover, pending } = &self.phase {
                        self.owed_repeat = Some((*mover, pending.clone()));
                    }
                    self.phase = Phase::Over(*result);
                    events.extend(Self::everyone(Urgency::Alert, &Told::Result(*result)));
                    self.log.push((stamp.at, LogEntry::Result(*result)));
                }
                _ => {}
            }
        }
        events
    }
}
