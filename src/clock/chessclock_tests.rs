//! Virtual-time tests of the clock: every control type, periods, delays, flags, calls.
//! No test sleeps.

use std::time::Duration;

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
