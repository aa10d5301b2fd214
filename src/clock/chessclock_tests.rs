//! Virtual-time tests of the clock: every control type, periods, delays, flags, calls, and a
//! property test against an independent reference model. No test sleeps.

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

fn at(s: u64) -> Timestamp {
    Timestamp::from_origin(secs(s))
}

fn at_ms(ms: u64) -> Timestamp {
    Timestamp::from_millis(ms)
}

#[test]
fn fischer_increment_is_added_before_every_move() {
    let mut c = Clock::new(tc("90+30"));
    assert_eq!(c.remaining(Color::White, at(0)), mins(90) + secs(30));
    c.start(Color::White, at(0)).unwrap();
    assert_eq!(c.remaining(Color::White, at(600)), mins(80) + secs(30));
    c.press(at(600)).unwrap();
    let r = c.reading(at(600));
    assert_eq!(r.remaining.white, mins(81));
    assert_eq!(r.used.white, mins(10));
    assert_eq!(r.moves, ByColor { white: 1, black: 0 });
    assert_eq!(r.running, Some(Color::Black));
    c.press(at(660)).unwrap();
    assert_eq!(c.remaining(Color::Black, at(660)), mins(90));
    assert_eq!(c.moves(Color::Black), 1);
}

#[test]
fn sudden_death_flag_falls_at_the_exact_instant() {
    let mut c = Clock::new(tc("15"));
    c.start(Color::White, at(0)).unwrap();
    assert_eq!(c.poll_timeout(), Some(at(900)));
    let just_before = Timestamp::from_origin(secs(900) - Duration::from_nanos(1));
    assert!(c.handle_timeout(just_before).is_empty());
    assert_eq!(
        c.remaining(Color::White, just_before),
        Duration::from_nanos(1)
    );
    // The loop wakes 3 ms late: the event still carries the exact instant.
    let events = c.handle_timeout(at_ms(900_003));
    assert_eq!(
        events,
        vec![ClockEvent::FlagFell {
            side: Color::White,
            at: at(900)
        }]
    );
    assert_eq!(c.remaining(Color::White, at(901)), Duration::ZERO);
    assert_eq!(c.first_flag(), Some(Color::White));
    assert_eq!(c.poll_timeout(), None, "a fallen flag is not raised twice");
}

#[test]
fn blitz_five_plus_three() {
    let mut c = Clock::new(tc("5+3"));
    c.start(Color::White, at(0)).unwrap();
    c.press(at(10)).unwrap();
    assert_eq!(c.remaining(Color::White, at(10)), mins(5) - secs(4));
    assert_eq!(c.remaining(Color::Black, at(10)), mins(5) + secs(3));
}

#[test]
fn period_change_after_the_quota_carries_time_over() {
    let mut c = Clock::new(tc("40/90+30, 30+30"));
    c.start(Color::White, at(0)).unwrap();
    let mut t = 0;
    let mut period_events = Vec::new();
    for _ in 0..40 {
        t += 60;
        period_events.extend(c.press(at(t)).unwrap()); // White: a minute per move
        t += 30;
        period_events.extend(c.press(at(t)).unwrap()); // Black: half a minute
    }
    assert_eq!(
        period_events,
        vec![
            ClockEvent::PeriodStarted {
                side: Color::White,
                period: 1,
                added: mins(30),
                at: at(40 * 90 - 30)
            },
            ClockEvent::PeriodStarted {
                side: Color::Black,
                period: 1,
                added: mins(30),
                at: at(40 * 90)
            },
        ]
    );
    let r = c.reading(at(t));
    // 90:30 - 40 min + 40 × 30 s + 30 min.
    assert_eq!(
        r.remaining.white,
        mins(90) + secs(30) - mins(40) + mins(20) + mins(30)
    );
    assert_eq!(
        r.remaining.black,
        mins(90) + secs(30) - mins(20) + mins(20) + mins(30)
    );
    assert_eq!(r.period, ByColor { white: 1, black: 1 });
    assert_eq!(
        r.moves,
        ByColor {
            white: 40,
            black: 40
        }
    );
}

#[test]
fn three_periods_without_increment() {
    let mut c = Clock::new(tc("2/10, 1/5, 1"));
    c.start(Color::White, at(0)).unwrap();
    let mut events = Vec::new();
    for t in [60, 120, 180, 240, 300, 360, 420, 480] {
        events.extend(c.press(at(t)).unwrap());
    }
    let periods: Vec<_> = events
        .iter()
        .filter_map(|e| match e {
            ClockEvent::PeriodStarted {
                side,
                period,
                added,
                ..
            } => Some((*side, *period, *added)),
            _ => None,
        })
        .collect();
    assert_eq!(
        periods,
        vec![
            (Color::White, 1, mins(5)),
            (Color::Black, 1, mins(5)),
            (Color::White, 2, mins(1)),
            (Color::Black, 2, mins(1)),
        ]
    );
    // White used 4 minutes: 10 + 5 + 1 - 4.
    assert_eq!(c.remaining(Color::White, at(480)), mins(12));
}

#[test]
fn simple_delay_counts_down_only_after_the_delay() {
    let mut c = Clock::new(tc("G/60 d5"));
    c.start(Color::White, at(0)).unwrap();
    assert_eq!(
        c.remaining(Color::White, at(4)),
        mins(60),
        "inside the delay"
    );
    c.press(at(3)).unwrap();
    assert_eq!(
        c.remaining(Color::White, at(3)),
        mins(60),
        "pressed inside the delay: unchanged"
    );
    c.press(at(11)).unwrap(); // Black took 8 s: 3 s charged
    assert_eq!(c.remaining(Color::Black, at(11)), mins(60) - secs(3));
    assert_eq!(c.used(Color::Black, at(11)), secs(8));
    // Flag: main time runs out after the delay.
    c.set(Color::White, secs(10), None, at(11)).unwrap();
    assert_eq!(c.poll_timeout(), Some(at(11 + 5 + 10)));
    assert!(c.handle_timeout(at(25)).is_empty());
    assert_eq!(
        c.handle_timeout(at(26)),
        vec![ClockEvent::FlagFell {
            side: Color::White,
            at: at(26)
        }]
    );
}

#[test]
fn bronstein_gives_back_the_time_used_up_to_the_delay() {
    let mut c = Clock::new(tc("60 bronstein 5"));
    c.start(Color::White, at(0)).unwrap();
    assert_eq!(
        c.remaining(Color::White, at(3)),
        mins(60) - secs(3),
        "counts down at once"
    );
    c.press(at(3)).unwrap();
    assert_eq!(c.remaining(Color::White, at(3)), mins(60), "3 s given back");
    c.press(at(11)).unwrap();
    assert_eq!(
        c.remaining(Color::Black, at(11)),
        mins(60) - secs(3),
        "5 of 8 s given back"
    );
    // The refund comes only with the press: the flag falls when the time is used up.
    c.set(Color::White, secs(4), None, at(11)).unwrap();
    assert_eq!(c.poll_timeout(), Some(at(15)));
}

#[test]
fn pause_and_resume_keep_the_current_move() {
    let mut c = Clock::new(tc("G/60 d5"));
    c.start(Color::White, at(0)).unwrap();
    c.pause(at(3)).unwrap();
    assert_eq!(c.poll_timeout(), None);
    assert_eq!(c.remaining(Color::White, at(500)), mins(60));
    c.resume(at(600)).unwrap();
    // 3 s of the delay were used before the pause; 2 s remain.
    assert_eq!(c.remaining(Color::White, at(602)), mins(60));
    assert_eq!(c.remaining(Color::White, at(612)), mins(60) - secs(10));
    c.press(at(612)).unwrap();
    assert_eq!(c.used(Color::White, at(612)), secs(15));
    assert_eq!(c.pause(at(700)), Ok(vec![]));
    assert_eq!(c.pause(at(700)), Err(ClockError::Paused));
    assert_eq!(c.press(at(700)), Err(ClockError::Paused));
}

#[test]
fn arbiter_adjustments() {
    let mut c = Clock::new(tc("90+30"));
    c.start(Color::White, at(0)).unwrap();
    // 7.5.5: an illegal move by White gives Black two minutes.
    c.adjust(Color::Black, TimeDelta::Plus(mins(2)), at(60))
        .unwrap();
    assert_eq!(c.remaining(Color::Black, at(60)), mins(92) + secs(30));
    // Taking time from the running side.
    c.adjust(Color::White, TimeDelta::Minus(mins(10)), at(60))
        .unwrap();
    assert_eq!(c.remaining(Color::White, at(60)), mins(79) + secs(30));
    // Taking all of it flags at once.
    let events = c
        .adjust(Color::White, TimeDelta::Minus(mins(100)), at(61))
        .unwrap();
    assert_eq!(
        events,
        vec![ClockEvent::FlagFell {
            side: Color::White,
            at: at(61)
        }]
    );
    // Giving time back clears the flag.
    c.set(Color::White, mins(5), Some(20), at(62)).unwrap();
    assert_eq!(c.flags().white, None);
    assert_eq!(c.remaining(Color::White, at(62)), mins(5));
    assert_eq!(c.moves(Color::White), 20);
}

#[test]
fn both_flags_and_which_fell_first() {
    let mut c = Clock::new(tc("15"));
    c.start(Color::White, at(0)).unwrap();
    c.handle_timeout(at(900));
    // Nobody claimed; White moves on with no time left.
    c.press(at(910)).unwrap();
    assert_eq!(c.remaining(Color::White, at(910)), Duration::ZERO);
    let events = c.handle_timeout(at(2000));
    assert_eq!(
        events,
        vec![ClockEvent::FlagFell {
            side: Color::Black,
            at: at(1810)
        }]
    );
    assert_eq!(c.first_flag(), Some(Color::White));

    // Restored with both clocks at zero (e.g. from a PGN): the order cannot be known.
    let snapshot = ClockSnapshot {
        remaining: ByColor {
            white: Duration::ZERO,
            black: Duration::ZERO,
        },
        used: ByColor {
            white: mins(15),
            black: mins(15),
        },
        moves: ByColor {
            white: 30,
            black: 30,
        },
    };
    let r = Clock::restore(tc("15"), snapshot, Color::White, at(0));
    assert!(r.flags().white.is_some() && r.flags().black.is_some());
    assert_eq!(r.first_flag(), None);
    assert_eq!(
        r.state(),
        ClockState::Paused {
            side: Color::White,
            spent: Duration::ZERO
        }
    );
}

#[test]
fn calls_fire_once_per_period_at_their_instants() {
    let mut c = Clock::new(tc("5")).with_calls(Calls::casual_default());
    c.start(Color::White, at(0)).unwrap();
    let mut fired = Vec::new();
    while let Some(t) = c.poll_timeout() {
        fired.extend(c.handle_timeout(t));
    }
    let expected = vec![
        // 10 and 5 minutes are not below the starting 5:00, so they are never called.
        ClockEvent::Threshold {
            side: Color::White,
            left: mins(2),
            at: at(180),
        },
        ClockEvent::Threshold {
            side: Color::White,
            left: mins(1),
            at: at(240),
        },
        ClockEvent::Threshold {
            side: Color::White,
            left: secs(30),
            at: at(270),
        },
        ClockEvent::Threshold {
            side: Color::White,
            left: secs(10),
            at: at(290),
        },
        ClockEvent::FlagFell {
            side: Color::White,
            at: at(300),
        },
    ];
    assert_eq!(fired, expected);
}

#[test]
fn calls_do_not_repeat_when_increments_lift_the_time() {
    let calls = Calls::parse(
        "30s",
        ByColor {
            white: true,
            black: false,
        },
    )
    .unwrap();
    let mut c = Clock::new(tc("1+20")).with_calls(calls);
    c.start(Color::White, at(0)).unwrap();
    // White starts with 1:20; the call comes at 0:30 left.
    assert_eq!(c.poll_timeout(), Some(at(50)));
    let e = c.press(at(55)).unwrap();
    assert_eq!(
        e,
        vec![ClockEvent::Threshold {
            side: Color::White,
            left: secs(30),
            at: at(50)
        }]
    );
    // 25 s + 20 s = 45 s: above 30 s again, but the call is not repeated in this period.
    c.press(at(56)).unwrap();
    assert_eq!(c.poll_timeout(), Some(at(56 + 45)), "only the flag is left");
    // Black has no calls: 1:20 - 1 s + 20 s, then only the flag.
    c.press(at(60)).unwrap();
    assert_eq!(c.poll_timeout(), Some(at(60 + 99)));
}

#[test]
fn operations_in_the_wrong_state_are_refused() {
    let mut c = Clock::new(tc("5"));
    assert_eq!(c.press(at(0)), Err(ClockError::NotStarted));
    assert_eq!(c.resume(at(0)), Err(ClockError::NotStarted));
    c.start(Color::White, at(1)).unwrap();
    assert_eq!(
        c.start(Color::White, at(1)),
        Err(ClockError::AlreadyStarted)
    );
    assert_eq!(c.resume(at(1)), Err(ClockError::NotPaused));
    assert_eq!(
        c.press(at(0)),
        Err(ClockError::TimeWentBack {
            now: at(0),
            last: at(1)
        })
    );
    c.stop(at(2)).unwrap();
    assert_eq!(c.press(at(3)), Err(ClockError::Stopped));
    assert_eq!(
        c.reading(at(100)).remaining.white,
        mins(5) - secs(1),
        "frozen"
    );
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

#[test]
fn an_arbiter_setting_arms_every_call_below_it() {
    let calls = Calls::parse(
        "10s",
        ByColor {
            white: true,
            black: true,
        },
    )
    .unwrap();
    let mut c = Clock::new(tc("90+30")).with_calls(calls);
    c.start(Color::White, at(0)).unwrap();
    // 20 s left with a 30 s increment: the 10-second call still comes.
    c.set(Color::White, secs(20), None, at(5)).unwrap();
    assert_eq!(c.poll_timeout(), Some(at(15)));
}
