//! The chess clock (Article 6): two time displays, one running at a time, periods, increment and
//! delay modes, arbiter adjustments, flag fall, and the calls at chosen thresholds. Pure.
//!
//! There is no hidden time: every operation takes `now` from the caller, and the remaining time
//! is a function of the instants of the presses, never of how often anyone looked (no ticks).
//! The event loop asks [`Clock::poll_timeout`] when it must next wake and then calls
//! [`Clock::handle_timeout`]; every event carries the exact instant it happened, however late
//! the loop woke.

use std::time::Duration;

use shakmaty::{ByColor, Color};

pub use super::reading::{
    ClockError, ClockEvent, ClockReading, ClockSnapshot, ClockState, FlagFall,
};
use super::{
    calls::Calls,
    control::{Bonus, TimeControl},
    time::{TimeDelta, Timestamp},
};

/// A chess clock for one game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Clock {
    control: TimeControl,
    /// Time each side had at the start of its current (or next) move, before charging it.
    banked: ByColor<Duration>,
    /// Thinking time of completed moves.
    used: ByColor<Duration>,
    moves: ByColor<u32>,
    state: ClockState,
    flags: ByColor<Option<FlagFall>>,
    calls: Calls,
    /// Thresholds (bits by index in `calls`) that will still be called, per side.
    armed: ByColor<u32>,
    /// The latest instant handled; no event is dated before it.
    last: Timestamp,
}

impl Clock {
    /// A clock set for `control`, not started, White to start (6.6), without calls.
    ///
    /// With a Fischer increment each player already has the first move's increment, which is
    /// "added from the start before each move" (glossary: increment).
    pub fn new(control: TimeControl) -> Clock {
        let first = *control.period(0);
        let start = first.base + fischer(first.bonus);
        Clock {
            control,
            banked: ByColor {
                white: start,
                black: start,
            },
            used: ByColor::default(),
            moves: ByColor::default(),
            state: ClockState::Ready { side: Color::White },
            flags: ByColor::default(),
            calls: Calls::none(),
            armed: ByColor::default(),
            last: Timestamp::ZERO,
        }
    }

    /// A clock restored to `snapshot`, paused with `to_move` on move, as after a retrace or a
    /// resume; a side restored at zero counts as flagged at an unknown instant.
    ///
    /// `now` is the instant of the restore: later operations must not be earlier.
    pub fn restore(
        control: TimeControl,
        snapshot: ClockSnapshot,
        to_move: Color,
        now: Timestamp,
    ) -> Clock {
        let mut clock = Clock::new(control);
        clock.last = now;
        clock.banked = snapshot.remaining;
        clock.used = snapshot.used;
        clock.moves = snapshot.moves;
        clock.state = ClockState::Paused {
            side: to_move,
            spent: Duration::ZERO,
        };
        for side in Color::ALL {
            if snapshot.remaining[side].is_zero() {
                clock.flags[side] = Some(FlagFall {
                    at: None,
                    period: clock.period_of(side),
                });
            }
        }
        clock
    }

    /// The same clock with calls at `calls` thresholds (armed for the times left now).
    #[must_use]
    pub fn with_calls(mut self, calls: Calls) -> Clock {
        self.calls = calls;
        for side in Color::ALL {
            self.rearm(side);
        }
        self
    }

    /// The same clock, not yet started, with `side` to start (a game from a position with Black
    /// to move). A started clock is returned unchanged.
    #[must_use]
    pub fn with_first_side(mut self, side: Color) -> Clock {
        if let ClockState::Ready { .. } = self.state {
            self.state = ClockState::Ready { side };
        }
        self
    }

    /// The time control.
    pub fn control(&self) -> &TimeControl {
        &self.control
    }

    /// The chosen calls.
    pub fn calls(&self) -> &Calls {
        &self.calls
    }

    /// What the clock is doing.
    pub fn state(&self) -> ClockState {
        self.state
    }

    /// The latest flag fall of each side, if any.
    pub fn flags(&self) -> ByColor<Option<FlagFall>> {
        self.flags
    }

    /// The side whose flag fell first, when the clock can tell: the only fallen flag, or the
    /// earlier of two with known instants. `None` if no flag fell or the order is unknown.
    pub fn first_flag(&self) -> Option<Color> {
        match (self.flags.white, self.flags.black) {
            (Some(_), None) => Some(Color::White),
            (None, Some(_)) => Some(Color::Black),
            (Some(FlagFall { at: Some(w), .. }), Some(FlagFall { at: Some(b), .. })) if w != b => {
                Some(if w < b { Color::White } else { Color::Black })
            }
            _ => None,
        }
    }

    /// Moves completed by `side`.
    pub fn moves(&self, side: Color) -> u32 {
        self.moves[side]
    }

    /// Time left for `side` at `now` (zero once its flag has fallen).
    pub fn remaining(&self, side: Color, now: Timestamp) -> Duration {
        match self.spent_on_move(side, now) {
            Some(spent) => self.banked[side].saturating_sub(self.charge(side, spent)),
            None => self.banked[side],
        }
    }

    /// Thinking time `side` has used by `now`, the current move included.
    pub fn used(&self, side: Color, now: Timestamp) -> Duration {
        self.used[side].saturating_add(self.spent_on_move(side, now).unwrap_or_default())
    }

    /// The side on move and the thinking time it has spent on its current move by `now`, while
    /// the game goes on (running or paused); `None` before the start and once the game is over.
    pub fn on_move(&self, now: Timestamp) -> Option<(Color, Duration)> {
        match self.state {
            ClockState::Running { side, .. } | ClockState::Paused { side, .. } => {
                self.spent_on_move(side, now).map(|spent| (side, spent))
            }
            ClockState::Ready { .. } | ClockState::Stopped { .. } => None,
        }
    }

    /// Everything the clock shows at `now`.
    pub fn reading(&self, now: Timestamp) -> ClockReading {
        ClockReading {
            remaining: ByColor::new_with(|c| self.remaining(c, now)),
            used: ByColor::new_with(|c| self.used(c, now)),
            moves: self.moves,
            period: ByColor::new_with(|c| self.period_of(c)),
            running: match self.state {
                ClockState::Running { side, .. } => Some(side),
                _ => None,
            },
            to_move: self.state.side(),
            unknown: ByColor::new_with(|_| false),
        }
    }

    /// Starts `side`'s clock (White's at the start of a game, 6.6).
    ///
    /// # Errors
    ///
    /// [`ClockError::AlreadyStarted`] unless the clock is [`ClockState::Ready`].
    pub fn start(&mut self, side: Color, now: Timestamp) -> Result<Vec<ClockEvent>, ClockError> {
        self.advance(now)?;
        match self.state {
            ClockState::Ready { .. } => {
                self.state = ClockState::Running {
                    side,
                    since: now,
                    spent_before: Duration::ZERO,
                };
                Ok(self.settle(now))
            }
            ClockState::Stopped { .. } => Err(ClockError::Stopped),
            _ => Err(ClockError::AlreadyStarted),
        }
    }

    /// The running side presses: its move is completed (6.2.1), it gets its increment or
    /// Bronstein refund, a new period if the quota is reached, and the opponent's clock starts.
    ///
    /// Events due before `now` (a call, the flag) come first, then a period change.
    ///
    /// # Errors
    ///
    /// The clock is not running.
    pub fn press(&mut self, now: Timestamp) -> Result<Vec<ClockEvent>, ClockError> {
        self.advance(now)?;
        let (side, spent) = match self.state {
            ClockState::Running {
                side,
                since,
                spent_before,
            } => (side, spent_before + now.saturating_since(since)),
            ClockState::Ready { .. } => return Err(ClockError::NotStarted),
            ClockState::Paused { .. } => return Err(ClockError::Paused),
            ClockState::Stopped { .. } => return Err(ClockError::Stopped),
        };
        let mut events = self.settle(now);
        let bonus = self.bonus_of(side);
        let mut left = self.banked[side].saturating_sub(self.charge(side, spent));
        if let Bonus::Bronstein(d) = bonus {
            left = left.saturating_add(spent.min(d));
        }
        self.used[side] = self.used[side].saturating_add(spent);
        let old_period = self.period_of(side);
        self.moves[side] = self.moves[side].saturating_add(1);
        let new_period = self.period_of(side);
        if new_period != old_period {
            let added = self.control.period(new_period).base;
            left = left.saturating_add(added);
            events.push(ClockEvent::PeriodStarted {
                side,
                period: new_period,
                added,
                at: now,
            });
        }
        left = left.saturating_add(fischer(self.bonus_of(side)));
        self.banked[side] = left;
        if new_period != old_period {
            if !left.is_zero() {
                self.flags[side] = None;
            }
            self.rearm(side);
        }
        self.state = ClockState::Running {
            side: !side,
            since: now,
            spent_before: Duration::ZERO,
        };
        events.extend(self.settle(now));
        Ok(events)
    }

    /// Stops the running clock (6.11); the current move's time so far is kept.
    ///
    /// # Errors
    ///
    /// The clock is not running.
    pub fn pause(&mut self, now: Timestamp) -> Result<Vec<ClockEvent>, ClockError> {
        self.advance(now)?;
        match self.state {
            ClockState::Running {
                side,
                since,
                spent_before,
            } => {
                let events = self.settle(now);
                self.state = ClockState::Paused {
                    side,
                    spent: spent_before + now.saturating_since(since),
                };
                Ok(events)
            }
            ClockState::Ready { .. } => Err(ClockError::NotStarted),
            ClockState::Paused { .. } => Err(ClockError::Paused),
            ClockState::Stopped { .. } => Err(ClockError::Stopped),
        }
    }

    /// Restarts a paused clock (6.11.3: when the arbiter decides).
    ///
    /// # Errors
    ///
    /// The clock is not paused.
    pub fn resume(&mut self, now: Timestamp) -> Result<Vec<ClockEvent>, ClockError> {
        self.advance(now)?;
        match self.state {
            ClockState::Paused { side, spent } => {
                self.state = ClockState::Running {
                    side,
                    since: now,
                    spent_before: spent,
                };
                Ok(self.settle(now))
            }
            ClockState::Ready { .. } => Err(ClockError::NotStarted),
            ClockState::Stopped { .. } => Err(ClockError::Stopped),
            ClockState::Running { .. } => Err(ClockError::NotPaused),
        }
    }

    /// Freezes the clock for good: the game is over. Events due by `now` are returned.
    ///
    /// # Errors
    ///
    /// Only [`ClockError::TimeWentBack`].
    pub fn stop(&mut self, now: Timestamp) -> Result<Vec<ClockEvent>, ClockError> {
        self.advance(now)?;
        let events = self.settle(now);
        self.state = match self.state {
            ClockState::Running {
                side,
                since,
                spent_before,
            } => ClockState::Stopped {
                side,
                spent: spent_before + now.saturating_since(since),
            },
            ClockState::Paused { side, spent } | ClockState::Stopped { side, spent } => {
                ClockState::Stopped { side, spent }
            }
            ClockState::Ready { side } => ClockState::Stopped {
                side,
                spent: Duration::ZERO,
            },
        };
        Ok(events)
    }

    /// The arbiter adds time to or takes time from `side` (e.g. +2 minutes after an illegal
    /// move of the opponent, 7.5.5). A clock taken to zero while running flags at once.
    ///
    /// # Errors
    ///
    /// Only [`ClockError::TimeWentBack`].
    pub fn adjust(
        &mut self,
        side: Color,
        delta: TimeDelta,
        now: Timestamp,
    ) -> Result<Vec<ClockEvent>, ClockError> {
        self.advance(now)?;
        let mut events = self.settle(now);
        let target = delta.apply(self.remaining(side, now));
        self.set_remaining_at(side, target, now);
        events.extend(self.settle(now));
        Ok(events)
    }

    /// From now on every move of both sides gets a Fischer increment of `increment` (Guidelines
    /// III.4: the arbiter introduces a five-second increment in a game without one). The move
    /// in progress gets it on its press, as every later move does.
    pub fn introduce_increment(&mut self, increment: Duration) {
        self.control = self.control.with_increment(increment);
    }

    /// The arbiter sets `side`'s clock to `remaining` and, if given, its move counter (6.10.2,
    /// 7.1, and D.2.9 after a retrace). The period follows from the move counter.
    ///
    /// # Errors
    ///
    /// Only [`ClockError::TimeWentBack`].
    pub fn set(
        &mut self,
        side: Color,
        remaining: Duration,
        moves: Option<u32>,
        now: Timestamp,
    ) -> Result<Vec<ClockEvent>, ClockError> {
        self.advance(now)?;
        let mut events = self.settle(now);
        if let Some(m) = moves {
            self.moves[side] = m;
        }
        self.set_remaining_at(side, remaining, now);
        events.extend(self.settle(now));
        Ok(events)
    }

    /// Sets the thinking time `side` has used: an imported score's, known only once the arbiter
    /// gives its time left.
    pub fn set_used(&mut self, side: Color, used: Duration) {
        self.used[side] = used;
    }

    /// The next instant at which the clock has something to say (a call or a flag fall), if
    /// it is running. The loop sleeps until then unless input arrives.
    pub fn poll_timeout(&self) -> Option<Timestamp> {
        let ClockState::Running { side, .. } = self.state else {
            return None;
        };
        let call = self.next_call(side).map(|(_, at)| at);
        let flag = if self.flags[side].is_none() {
            self.flag_instant(side)
        } else {
            None
        };
        match (call, flag) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
        }
        .map(|at| at.max(self.last))
    }

    /// Raises every event due by `now`, in order, each with its exact instant. An instant
    /// earlier than one already handled is ignored.
    pub fn handle_timeout(&mut self, now: Timestamp) -> Vec<ClockEvent> {
        if self.advance(now).is_err() {
            return Vec::new();
        }
        self.settle(now)
    }

    /// Checks that time does not go backwards and records `now` as handled.
    fn advance(&mut self, now: Timestamp) -> Result<(), ClockError> {
        if now < self.last {
            return Err(ClockError::TimeWentBack {
                now,
                last: self.last,
            });
        }
        Ok(())
    }

    /// Emits the calls and the flag fall due by `now` for the running side.
    fn settle(&mut self, now: Timestamp) -> Vec<ClockEvent> {
        let mut events = Vec::new();
        if let ClockState::Running { side, .. } = self.state {
            while let Some((index, at)) = self.next_call(side) {
                if at > now {
                    break;
                }
                self.armed[side] &= !(1 << index);
                let left = self.calls.thresholds()[index];
                events.push(ClockEvent::Threshold {
                    side,
                    left,
                    at: at.max(self.last),
                });
            }
            if self.flags[side].is_none()
                && let Some(at) = self.flag_instant(side)
                && at <= now
            {
                let at = at.max(self.last);
                self.flags[side] = Some(FlagFall {
                    at: Some(at),
                    period: self.period_of(side),
                });
                events.push(ClockEvent::FlagFell { side, at });
            }
        }
        self.last = self.last.max(now);
        events
    }

    /// The next armed call of the running `side` and its instant.
    fn next_call(&self, side: Color) -> Option<(usize, Timestamp)> {
        if !self.calls.for_side(side) {
            return None;
        }
        // Thresholds are sorted largest first, so the lowest armed index comes first in time.
        let armed = self.armed[side];
        if armed == 0 {
            return None;
        }
        let index = armed.trailing_zeros() as usize;
        let threshold = self.calls.thresholds()[index];
        self.instant_when_left(side, threshold)
            .map(|at| (index, at))
    }

    /// When the running `side` will have exactly `left` remaining, if it keeps running.
    fn instant_when_left(&self, side: Color, left: Duration) -> Option<Timestamp> {
        let ClockState::Running {
            side: running,
            since,
            spent_before,
        } = self.state
        else {
            return None;
        };
        if running != side {
            return None;
        }
        let grace = match self.bonus_of(side) {
            Bonus::SimpleDelay(d) => d,
            _ => Duration::ZERO,
        };
        let spent_then = self.banked[side].saturating_sub(left).saturating_add(grace);
        Some(since + spent_then.saturating_sub(spent_before))
    }

    /// When the running `side`'s flag falls if it keeps running.
    fn flag_instant(&self, side: Color) -> Option<Timestamp> {
        self.instant_when_left(side, Duration::ZERO)
    }

    /// Time spent on the current move by `side`, if `side` is on move.
    fn spent_on_move(&self, side: Color, now: Timestamp) -> Option<Duration> {
        match self.state {
            ClockState::Running {
                side: s,
                since,
                spent_before,
            } if s == side => Some(spent_before + now.saturating_since(since)),
            ClockState::Paused { side: s, spent } | ClockState::Stopped { side: s, spent }
                if s == side =>
            {
                Some(spent)
            }
            _ => None,
        }
    }

    /// What `spent` on the current move costs `side`'s main time: all of it, except in simple
    /// delay mode, where the delay comes first for free.
    fn charge(&self, side: Color, spent: Duration) -> Duration {
        match self.bonus_of(side) {
            Bonus::SimpleDelay(d) => spent.saturating_sub(d),
            _ => spent,
        }
    }

    /// Makes `side` have `target` left at `now`, re-arming calls and clearing an old flag if
    /// time was given back.
    fn set_remaining_at(&mut self, side: Color, target: Duration, now: Timestamp) {
        let charge = self
            .spent_on_move(side, now)
            .map_or(Duration::ZERO, |s| self.charge(side, s));
        // Saturating: an arbiter may type any time at all, and nothing may panic.
        self.banked[side] = target.saturating_add(charge);
        if !target.is_zero() {
            self.flags[side] = None;
        }
        // The arbiter chose this time: every threshold below it is called.
        self.armed[side] = self.calls.below(self.remaining(side, now));
    }

    /// Arms the thresholds below `side`'s time less its Fischer increment, at the start of the
    /// game or of a period: a call then comes from thinking time running down, not from the
    /// increment lifting the time (with 5+3 a player starts at 5:03, and "5 minutes left"
    /// three seconds later would say nothing).
    fn rearm(&mut self, side: Color) {
        let remaining = self
            .remaining(side, self.last)
            .saturating_sub(fischer(self.bonus_of(side)));
        self.armed[side] = self.calls.below(remaining);
    }

    /// The 0-based period of `side`'s next move.
    fn period_of(&self, side: Color) -> usize {
        self.control.period_index_after(self.moves[side])
    }

    /// The increment or delay of `side`'s current move.
    fn bonus_of(&self, side: Color) -> Bonus {
        self.control.period(self.period_of(side)).bonus
    }
}

/// The Fischer increment part of a bonus.
fn fischer(bonus: Bonus) -> Duration {
    match bonus {
        Bonus::Increment(d) => d,
        _ => Duration::ZERO,
    }
}

#[cfg(test)]
#[path = "chessclock_tests.rs"]
mod tests;

#[cfg(test)]
#[path = "chessclock_sim_tests.rs"]
mod sim_tests;
