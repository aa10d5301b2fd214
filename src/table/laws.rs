//! Claims and requests the arbiter decides: touch-move (D.2.10.5, Article 4) and the quickplay
//! finish of a game without increment (Guidelines III.4–III.6). A claim stops the clock (6.12.2)
//! and holds play until the arbiter upholds, rejects or (III.5) postpones it; without an arbiter
//! (casual mode) a III.5 claim concludes the game and the record goes to the designated arbiter
//! (III.6).
//!
//! Pure.

use std::time::Duration;

use shakmaty::{Color, EnPassantMode, Move, Position, Square, fen::Fen};

use super::{
    Action, Event, LogEntry, Mode, Phase, Referral, Refusal, Seat, SeatPly, Table, Told, Urgency,
};
use crate::{
    clock::TimeDelta,
    game::{Command, DrawReason, GameResult, Stamp},
};

/// Under this much time the player having the move may use III.4 or III.5.
const QUICKPLAY: Duration = Duration::from_secs(120);
/// The increment of III.4.
const INCREMENT: Duration = Duration::from_secs(5);
/// What the opponent gets when the increment is introduced or a III.5 claim is rejected.
const TWO_MINUTES: Duration = Duration::from_secs(120);

/// A claim or request before the arbiter.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Claim {
    /// The opponent of `claimant` touched the piece on `square` (Article 4).
    Touch {
        /// Who claims.
        claimant: Seat,
        /// Who touched.
        accused: Color,
        /// The square.
        square: Square,
        /// Whether the claim stopped the clock (and the decision restarts it).
        paused: bool,
    },
    /// A five-second increment for both asked for (III.4); also an offer of a draw.
    Increment {
        /// Who asked.
        by: Color,
        /// Whether the clock was stopped for it.
        paused: bool,
    },
    /// A draw claimed with less than two minutes (III.5).
    Draw {
        /// Who claimed.
        by: Color,
        /// Whether the clock was stopped for it.
        paused: bool,
    },
}

impl Claim {
    fn paused(&self) -> bool {
        match self {
            Claim::Touch { paused, .. }
            | Claim::Increment { paused, .. }
            | Claim::Draw { paused, .. } => *paused,
        }
    }
}

/// Whether `mv` honours a touch of the piece on `square` by `side`: its own piece moved, or the
/// opponent's taken (4.3).
pub(super) fn honours(pos: &shakmaty::Chess, side: Color, square: Square, mv: &Move) -> bool {
    match pos.board().piece_at(square) {
        Some(piece) if piece.color == side => mv.from() == Some(square),
        Some(_) => mv.is_capture() && mv.to() == square,
        None => true,
    }
}

impl Table {
    /// What a seat may not do while a claim waits for the arbiter: everything a player does but
    /// asking the time, and answering the opponent's increment request (III.4).
    pub(super) fn held_by_claim(&self, seat: Seat, action: &Action) -> Option<Refusal> {
        let claim = self.claim.as_ref()?;
        if seat == Seat::Arbiter || matches!(action, Action::TimeQuery) {
            return None;
        }
        let answering = matches!(claim, Claim::Increment { by, .. } if self.color_of(seat) == Some(!*by))
            && matches!(action, Action::OfferDraw | Action::Decline);
        (!answering).then_some(Refusal::WaitingForArbiter)
    }

    /// Stops the running clock for the arbiter (6.12.2); whether it was running.
    fn stop_for_arbiter(&mut self, stamp: Stamp, events: &mut Vec<Event>) -> bool {
        match self.game.apply(&Command::Pause, stamp) {
            Ok(game_events) => {
                events.extend(self.game_events(&game_events, stamp));
                true
            }
            Err(_) => false,
        }
    }

    pub(super) fn claim_touched(
        &mut self,
        seat: Seat,
        square: Square,
        stamp: Stamp,
    ) -> Result<Vec<Event>, Refusal> {
        self.check_playing()?;
        let claimant = self.color_of(seat).ok_or(Refusal::NotYourTurn)?;
        // 4.8: a claimant who has entered a move of his own has touched a piece to move it.
        match &self.phase {
            Phase::ReadBack { mover, .. } | Phase::Made { mover, .. } if *mover == claimant => {
                return Err(Refusal::TouchForfeited);
            }
            Phase::Made { mover, .. } | Phase::Repeating { mover, .. } if *mover != claimant => {
                return Err(Refusal::TouchNotTheirMove);
            }
            _ => {}
        }
        if self.game.position().turn() == claimant {
            return Err(Refusal::TouchNotTheirMove);
        }
        let pos = self.game.position().clone();
        let piece = pos
            .board()
            .piece_at(square)
            .ok_or(Refusal::TouchEmptySquare(square))?;
        let mut events = Vec::new();
        let paused = self.stop_for_arbiter(stamp, &mut events);
        self.claim = Some(Claim::Touch {
            claimant: seat,
            accused: !claimant,
            square,
            paused,
        });
        let entry = LogEntry::TouchClaimed {
            claimant: seat,
            square,
            piece: Some(piece),
            fen: Fen::from_position(&pos, EnPassantMode::Legal).to_string(),
        };
        events.push(self.alert_arbiter(stamp, entry.clone()));
        events.extend(Self::players(Urgency::Alert, &Told::Ruling(entry)));
        Ok(events)
    }

    /// The player having the move with less than two minutes, in a game without increment.
    fn quickplay_claimant(&self, seat: Seat, stamp: Stamp) -> Result<Color, Refusal> {
        self.check_playing()?;
        let color = self.color_of(seat).ok_or(Refusal::NotYourTurn)?;
        if self.game.position().turn() != color {
            return Err(Refusal::NotYourMove);
        }
        if !self.game.clock().control().without_bonus() {
            return Err(Refusal::HasIncrement);
        }
        if self.game.reading(stamp.at).remaining.get(color) >= &QUICKPLAY {
            return Err(Refusal::NotUnderTwoMinutes);
        }
        Ok(color)
    }

    pub(super) fn request_increment(
        &mut self,
        seat: Seat,
        stamp: Stamp,
    ) -> Result<Vec<Event>, Refusal> {
        let by = self.quickplay_claimant(seat, stamp)?;
        let mut events = Vec::new();
        let paused = self.stop_for_arbiter(stamp, &mut events);
        self.claim = Some(Claim::Increment { by, paused });
        // III.4: the request is an offer of a draw, which the opponent may accept.
        self.draw_offer = Some(by);
        let entry = LogEntry::IncrementRequested(seat);
        events.push(self.alert_arbiter(stamp, entry.clone()));
        events.extend(Self::players(Urgency::Alert, &Told::Ruling(entry)));
        Ok(events)
    }

    pub(super) fn claim_draw(&mut self, seat: Seat, stamp: Stamp) -> Result<Vec<Event>, Refusal> {
        let by = self.quickplay_claimant(seat, stamp)?;
        let mut events = Vec::new();
        let paused = self.stop_for_arbiter(stamp, &mut events);
        if self.setup.mode == Mode::Casual {
            return Ok(self.refer(seat, by, stamp, events));
        }
        self.claim = Some(Claim::Draw { by, paused });
        let entry = LogEntry::DrawClaimed(seat);
        events.push(self.alert_arbiter(stamp, entry.clone()));
        events.extend(Self::players(Urgency::Alert, &Told::Ruling(entry)));
        Ok(events)
    }

    /// III.6: without an arbiter the claim concludes the game; the final position and the
    /// scoresheet go to the designated arbiter, who decides the result.
    fn refer(&mut self, seat: Seat, by: Color, stamp: Stamp, mut events: Vec<Event>) -> Vec<Event> {
        let referral = Referral {
            claimant: by,
            fen: Fen::from_position(self.game.position(), EnPassantMode::Legal).to_string(),
            scoresheet: self
                .game
                .record()
                .plies()
                .iter()
                .map(|p| p.san.to_string())
                .collect(),
            clocks: self.game.reading(stamp.at),
        };
        self.phase = Phase::Arbiter;
        let entry = LogEntry::ClaimReferred(seat);
        events.push(self.alert_arbiter(stamp, entry.clone()));
        events.extend(Self::players(Urgency::Alert, &Told::Ruling(entry)));
        events.push(Self::event(
            Seat::Arbiter,
            Urgency::Info,
            Told::Referral(Box::new(referral)),
        ));
        events
    }

    /// A player declines the opponent's standing draw offer (9.1.2), or increment request.
    pub(super) fn decline(&mut self, seat: Seat, stamp: Stamp) -> Result<Vec<Event>, Refusal> {
        self.check_playing()?;
        let color = self.color_of(seat).ok_or(Refusal::NotYourTurn)?;
        if self.draw_offer != Some(!color) {
            return Err(Refusal::NothingPending);
        }
        self.draw_offer = None;
        let entry = LogEntry::Declined(seat);
        let mut events = vec![self.log_line(stamp, entry.clone())];
        events.extend(Self::players(Urgency::Info, &Told::Ruling(entry)));
        Ok(events)
    }

    /// The arbiter's decision on the claim before him.
    pub(super) fn decide(&mut self, action: &Action, stamp: Stamp) -> Result<Vec<Event>, Refusal> {
        let claim = self.claim.clone().ok_or(Refusal::NothingClaimed)?;
        let mut events = Vec::new();
        let entry = match (&claim, action) {
            (
                Claim::Touch {
                    square, accused, ..
                },
                Action::Uphold,
            ) => self.uphold_touch(*accused, *square, &mut events),
            (Claim::Touch { square, .. }, Action::Reject) => {
                LogEntry::TouchRejected { square: *square }
            }
            (Claim::Increment { by, .. }, Action::Uphold) => {
                self.game.introduce_increment(INCREMENT);
                self.draw_offer = None;
                events.extend(self.give(!*by, TWO_MINUTES, stamp)?);
                LogEntry::IncrementIntroduced {
                    increment: INCREMENT,
                    side: !*by,
                    added: TWO_MINUTES,
                }
            }
            (Claim::Increment { .. }, Action::Reject) => LogEntry::IncrementRefused,
            (Claim::Draw { .. }, Action::Uphold) => {
                let result = GameResult::Draw(DrawReason::Arbiter);
                let game_events = self
                    .game
                    .apply(&Command::Declare(result), stamp)
                    .map_err(Refusal::Game)?;
                events.extend(self.game_events(&game_events, stamp));
                LogEntry::Declared(result)
            }
            (Claim::Draw { by, .. }, Action::Reject) => {
                events.extend(self.give(!*by, TWO_MINUTES, stamp)?);
                LogEntry::ClaimRejected {
                    side: !*by,
                    added: TWO_MINUTES,
                }
            }
            (Claim::Draw { by, .. }, Action::Postpone(added)) => {
                if let Some(added) = added {
                    events.extend(self.give(!*by, *added, stamp)?);
                }
                LogEntry::ClaimPostponed {
                    side: !*by,
                    added: *added,
                }
            }
            _ => return Err(Refusal::NothingClaimed),
        };
        self.claim = None;
        events.push(self.log_line(stamp, entry.clone()));
        events.extend(Self::players(Urgency::Info, &Told::Ruling(entry)));
        if claim.paused() && self.game.result().is_none() {
            let game_events = self
                .game
                .apply(&Command::Resume, stamp)
                .map_err(Refusal::Game)?;
            events.extend(self.game_events(&game_events, stamp));
        }
        if let Some(result) = self.game.result() {
            self.phase = Phase::Over(result);
        }
        Ok(events)
    }

    fn give(&mut self, side: Color, added: Duration, stamp: Stamp) -> Result<Vec<Event>, Refusal> {
        let nanos = i64::try_from(added.as_nanos()).unwrap_or(i64::MAX);
        let game_events = self
            .game
            .apply(
                &Command::Adjust {
                    side,
                    delta: TimeDelta::from_signed_nanos(nanos),
                },
                stamp,
            )
            .map_err(Refusal::Game)?;
        let mut events = self.game_events(&game_events, stamp);
        events.retain(|e| e.urgency == Urgency::Alert);
        Ok(events)
    }

    /// 4.3: the accused must move (or take) the piece, unless no legal move does. A move read
    /// back to the accused that does not is dropped: it was not made.
    fn uphold_touch(
        &mut self,
        accused: Color,
        square: Square,
        events: &mut Vec<Event>,
    ) -> LogEntry {
        let pos = self.game.position().clone();
        let free = !pos
            .legal_moves()
            .iter()
            .any(|mv| honours(&pos, accused, square, mv));
        if !free {
            self.touch = Some((accused, square));
        }
        if let Phase::ReadBack { mover, pending } = &self.phase
            && *mover == accused
            && !self.honoured(accused, &pending.entry)
        {
            events.push(Self::event(
                self.seat_of(accused),
                Urgency::Info,
                Told::Withdrawn(pending.entry.clone()),
            ));
            self.phase = Phase::Entering { mover: accused };
        }
        LogEntry::TouchUpheld {
            accused: self.seat_of(accused),
            square,
            piece: pos.board().piece_at(square),
            free,
        }
    }

    /// Whether an entry of `mover`'s honours an upheld touch claim (an illegal entry, recorded
    /// as entered, is the arbiter's anyway).
    pub(super) fn honoured(&self, mover: Color, entry: &SeatPly) -> bool {
        match (self.touch, &entry.mv) {
            (Some((side, square)), Some(mv)) if side == mover => {
                honours(self.game.position(), side, square, mv)
            }
            _ => true,
        }
    }

    /// The refusal of an entry that breaks an upheld touch claim.
    pub(super) fn check_touch(&self, mover: Color, entry: &SeatPly) -> Result<(), Refusal> {
        // A move written with a claim found incorrect is the only one (9.5.3); an illegal
        // entry, recorded as entered, is the arbiter's anyway.
        if let Some((side, written)) = &self.written
            && *side == mover
            && entry.mv.is_some()
            && entry.mv != written.mv
        {
            return Err(Refusal::MustPlayWritten(Box::new(written.clone())));
        }
        match self.touch {
            Some((_, square)) if !self.honoured(mover, entry) => Err(Refusal::MustMoveTouched {
                square,
                piece: self.game.position().board().piece_at(square),
            }),
            _ => Ok(()),
        }
    }
}

#[cfg(test)]
#[path = "laws_tests.rs"]
mod tests;
