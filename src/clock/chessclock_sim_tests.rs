//! Long and random clock runs: a six-hour game with wake-up jitter against the press instants,
//! and a property test against an independent reference model. No test sleeps.

use std::time::Duration;

use proptest::prelude::*;
use shakmaty::{ByColor, Color};

use super::*;
use crate::clock::{calls::Calls, control::TimeControl, time::TimeDelta};

fn tc(text: &str) -> TimeControl {
    TimeControl::parse(text).unwrap()
}

fn secs(s: u64) -> Duration {
    Duration::from_secs(s)
}

fn mins(m: u64) -> Duration {
    Duration::from_secs(60 * m)
}

/// A tiny deterministic generator (SplitMix64) for the simulation.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
}

#[test]
fn six_hour_game_with_wake_up_jitter_stays_within_a_millisecond() {
    // 200 moves (100 each) over about six hours; the loop wakes 0-5 ms late at every call and
    // at random idle moments, and reads the clock each time. The reference is computed from the
    // press instants alone: 2:00:30 at the start, minus each move, plus 30 s per move, plus an
    // hour after move 40.
    let mut clock = Clock::new(tc("40/120+30, 60+30")).with_calls(Calls::casual_default());
    let mut rng = Rng(0x5EED);
    let mut reference = ByColor {
        white: mins(120) + secs(30),
        black: mins(120) + secs(30),
    };
    let mut completed: ByColor<u32> = ByColor::default();
    let mut now = Timestamp::ZERO;
    clock.start(Color::White, now).unwrap();
    let mut side = Color::White;
    let mut move_start = now;
    let mut worst = Duration::ZERO;
    let mut checks = 0;
    for _ply in 0..200 {
        let think = Duration::from_millis(60_000 + rng.below(90_000))
            + Duration::from_nanos(rng.below(1_000_000));
        let press_at = move_start + think;
        loop {
            let jitter = Duration::from_micros(rng.below(5_001));
            let idle = now + Duration::from_millis(1000 + rng.below(9000));
            let wake = clock
                .poll_timeout()
                .map_or(idle, |t| (t + jitter).min(idle));
            if wake >= press_at {
                break;
            }
            now = wake;
            for e in clock.handle_timeout(now) {
                match e {
                    ClockEvent::Threshold { side: s, left, at } => {
                        // The call's instant is exact, not the late wake-up.
                        assert_eq!(reference[s] - at.saturating_since(move_start), left);
                    }
                    other => panic!("unexpected {other:?}"),
                }
            }
            for c in Color::ALL {
                let expected = if c == side {
                    reference[c] - now.saturating_since(move_start)
                } else {
                    reference[c]
                };
                let got = clock.remaining(c, now);
                worst = worst.max(got.abs_diff(expected));
                checks += 1;
            }
        }
        now = press_at;
        clock.press(now).unwrap();
        completed[side] += 1;
        reference[side] = reference[side] - think + secs(30);
        if completed[side] == 40 {
            reference[side] += mins(60);
        }
        side = !side;
        move_start = now;
    }
    for c in Color::ALL {
        assert_eq!(clock.remaining(c, now), reference[c]);
    }
    assert!(
        now.since_origin() > Duration::from_secs(5 * 3600),
        "a long game: {now}"
    );
    assert!(checks > 1000, "{checks} readings checked");
    assert!(
        worst <= Duration::from_millis(1),
        "worst deviation {worst:?}"
    );
}

/// One step of a random session.
#[derive(Debug, Clone)]
enum Step {
    /// The side on move thinks this many milliseconds, then presses.
    Press(u64),
    /// The side on move thinks, the arbiter pauses for a while, then resumes.
    PauseFor(u64, u64),
    /// The arbiter adds (or removes) seconds for a side.
    Adjust(bool, i64),
}

fn step() -> impl Strategy<Value = Step> {
    prop_oneof![
        8 => (0u64..40_000).prop_map(Step::Press),
        1 => (0u64..10_000, 0u64..100_000).prop_map(|(a, b)| Step::PauseFor(a, b)),
        1 => (any::<bool>(), -30i64..120).prop_map(|(w, s)| Step::Adjust(w, s)),
    ]
}

fn control() -> impl Strategy<Value = &'static str> {
    prop::sample::select(vec![
        "3",
        "2+2",
        "3/2+1, 1+1",
        "2/1, 2/1, 1",
        "2 delay 5",
        "2 bronstein 5",
        "3/2 d3, 1 b4",
    ])
}

/// The reference model: one side's time as exact signed nanoseconds.
#[derive(Debug, Default, Clone, Copy)]
struct Side {
    left: i128,
    used: i128,
    credited: i128,
    moves: u32,
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]

    /// For any sequence of presses, pauses and adjustments: time left + time used equals the
    /// bases reached + increments and delays credited + adjustments; nothing is negative; the
    /// flag falls exactly when the reference time reaches zero.
    #[test]
    fn left_plus_used_is_what_was_given(control_text in control(), steps in prop::collection::vec(step(), 0..80)) {
        let control = tc(control_text);
        let mut clock = Clock::new(control.clone());
        let ns = |d: Duration| d.as_nanos() as i128;
        let first = *control.period(0);
        let start_inc = match first.bonus { Bonus::Increment(d) => ns(d), _ => 0 };
        let mut sides = ByColor::new_with(|_| Side { left: ns(first.base) + start_inc, credited: start_inc, ..Side::default() });
        let mut adjusted: ByColor<i128> = ByColor::default();
        let mut now = Timestamp::ZERO;
        clock.start(Color::White, now).unwrap();
        let mut side = Color::White;
        for s in steps {
            match s {
                Step::Adjust(white, secs) => {
                    let who = if white { Color::White } else { Color::Black };
                    if sides[who].left + i128::from(secs) * 1_000_000_000 <= 0 {
                        continue; // taking all the time flags: covered by a unit test
                    }
                    let delta = TimeDelta::from_signed_nanos(secs * 1_000_000_000);
                    clock.adjust(who, delta, now).unwrap();
                    sides[who].left += i128::from(secs) * 1_000_000_000;
                    adjusted[who] += i128::from(secs) * 1_000_000_000;
                }
                Step::Press(think_ms) | Step::PauseFor(think_ms, _) => {
                    let think = Duration::from_millis(think_ms);
                    let period = control.period(control.period_index_after(sides[side].moves));
                    let (grace, refund_cap) = match period.bonus {
                        Bonus::SimpleDelay(d) => (ns(d), 0),
                        Bonus::Bronstein(d) => (0, ns(d)),
                        _ => (0, 0),
                    };
                    // The exact flag instant from the reference: left + grace after the start.
                    let flag_after = sides[side].left + grace;
                    if ns(think) >= flag_after {
                        let flag_at = now + Duration::from_nanos(flag_after as u64);
                        prop_assert_eq!(clock.poll_timeout().map(|t| t >= now), Some(true));
                        let before = Timestamp::from_origin(flag_at.since_origin().saturating_sub(Duration::from_nanos(1)));
                        if before >= now {
                            let early = clock.handle_timeout(before);
                            prop_assert!(early.iter().all(|e| !matches!(e, ClockEvent::FlagFell { .. })), "early: {:?}", early);
                            prop_assert!(clock.remaining(side, before) > Duration::ZERO);
                        }
                        let events = clock.handle_timeout(flag_at);
                        prop_assert!(events.contains(&ClockEvent::FlagFell { side, at: flag_at }), "{:?}", events);
                        prop_assert_eq!(clock.remaining(side, flag_at), Duration::ZERO);
                        return Ok(());
                    }
                    if let Step::PauseFor(_, pause_ms) = s {
                        let half = think / 2;
                        clock.pause(now + half).unwrap();
                        let resume_at = now + half + Duration::from_millis(pause_ms);
                        prop_assert_eq!(clock.poll_timeout(), None);
                        clock.resume(resume_at).unwrap();
                        now = resume_at + (think - half);
                    } else {
                        now = now + think;
                    }
                    clock.press(now).unwrap();
                    let me = &mut sides[side];
                    let spent = ns(think);
                    let delay_used = if grace > 0 { spent.min(grace) } else { spent.min(refund_cap) };
                    me.left = me.left - spent + delay_used;
                    me.credited += delay_used;
                    me.used += spent;
                    me.moves += 1;
                    let old = control.period_index_after(me.moves - 1);
                    let new = control.period_index_after(me.moves);
                    if new != old {
                        me.left += ns(control.period(new).base);
                    }
                    if let Bonus::Increment(d) = control.period(new).bonus {
                        me.left += ns(d);
                        me.credited += ns(d);
                    }
                    side = !side;
                }
            }
            for c in Color::ALL {
                let got_left = ns(clock.remaining(c, now));
                let got_used = ns(clock.used(c, now));
                prop_assert!(sides[c].left >= 0);
                prop_assert_eq!(got_left, sides[c].left, "left of {:?}", c);
                prop_assert_eq!(got_used, sides[c].used, "used of {:?}", c);
                let given = ns(control.base_reached(sides[c].moves)) + sides[c].credited + adjusted[c];
                prop_assert_eq!(got_left + got_used, given, "left + used of {:?}", c);
                prop_assert_eq!(clock.moves(c), sides[c].moves);
            }
        }
    }
}
