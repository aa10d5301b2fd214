//! Time controls: every arbiter form, errors naming the part, the PGN tag, periods and the
//! Appendix A/B classification tables.

use super::*;

fn mins(m: u64) -> Duration {
    Duration::from_secs(60 * m)
}

fn secs(s: u64) -> Duration {
    Duration::from_secs(s)
}

#[test]
fn reads_every_arbiter_form() {
    let cases: &[(&str, &[Period])] = &[
        (
            "90+30",
            &[Period {
                moves: None,
                base: mins(90),
                bonus: Bonus::Increment(secs(30)),
            }],
        ),
        (
            "5+3",
            &[Period {
                moves: None,
                base: mins(5),
                bonus: Bonus::Increment(secs(3)),
            }],
        ),
        (
            "15",
            &[Period {
                moves: None,
                base: mins(15),
                bonus: Bonus::None,
            }],
        ),
        (
            "G/60 d5",
            &[Period {
                moves: None,
                base: mins(60),
                bonus: Bonus::SimpleDelay(secs(5)),
            }],
        ),
        (
            "G/60;d5",
            &[Period {
                moves: None,
                base: mins(60),
                bonus: Bonus::SimpleDelay(secs(5)),
            }],
        ),
        (
            "60 delay 5",
            &[Period {
                moves: None,
                base: mins(60),
                bonus: Bonus::SimpleDelay(secs(5)),
            }],
        ),
        (
            "60 bronstein 5",
            &[Period {
                moves: None,
                base: mins(60),
                bonus: Bonus::Bronstein(secs(5)),
            }],
        ),
        (
            "60 b5s",
            &[Period {
                moves: None,
                base: mins(60),
                bonus: Bonus::Bronstein(secs(5)),
            }],
        ),
        (
            "2.5 + 1.5",
            &[Period {
                moves: None,
                base: secs(150),
                bonus: Bonus::Increment(Duration::from_millis(1500)),
            }],
        ),
        (
            "1:30+0",
            &[Period {
                moves: None,
                base: secs(90),
                bonus: Bonus::None,
            }],
        ),
        (
            "40/90+30, 30+30",
            &[
                Period {
                    moves: Some(40),
                    base: mins(90),
                    bonus: Bonus::Increment(secs(30)),
                },
                Period {
                    moves: None,
                    base: mins(30),
                    bonus: Bonus::Increment(secs(30)),
                },
            ],
        ),
        (
            "40/120, 20/60, 30",
            &[
                Period {
                    moves: Some(40),
                    base: mins(120),
                    bonus: Bonus::None,
                },
                Period {
                    moves: Some(20),
                    base: mins(60),
                    bonus: Bonus::None,
                },
                Period {
                    moves: None,
                    base: mins(30),
                    bonus: Bonus::None,
                },
            ],
        ),
    ];
    for (text, periods) in cases {
        let tc = TimeControl::parse(text).unwrap_or_else(|e| panic!("{text}: {e}"));
        assert_eq!(tc.periods(), *periods, "{text}");
        // The canonical form reads back to the same control.
        assert_eq!(
            TimeControl::parse(&tc.to_string()).as_ref(),
            Ok(&tc),
            "{tc}"
        );
    }
}

#[test]
fn errors_name_the_bad_part() {
    let cases = [
        ("", "empty time control"),
        ("90+x", "period 1 ('90+x'): 'x' is not a number of seconds"),
        ("40/90+30, 30+zz", "period 2 ('30+zz')"),
        ("abc", "expected minutes, found 'abc'"),
        ("40/90", "the last period must cover all remaining moves"),
        ("90, 30", "period 1 has no move quota but is not the last"),
        ("x/90, 30", "move quota 'x' is not a whole number"),
        ("90 fischer 5", "unexpected 'fischer 5'"),
        ("0+5", "the first period needs some time"),
        ("40/90,", "period 2 (''): empty period"),
        ("60001", "more than 1000 hours"),
        ("90+3601", "more than an hour"),
        ("99999999999999999999", "not a number of minutes"),
    ];
    for (text, expected) in cases {
        let err = TimeControl::parse(text).expect_err(text).to_string();
        assert!(
            err.contains(expected),
            "{text}: got {err:?}, want {expected:?}"
        );
    }
}

#[test]
fn pgn_tag_round_trip() {
    let tc = TimeControl::parse("40/90+30, 30+30").unwrap();
    assert_eq!(tc.to_pgn_tag(), "40/5400+30:1800+30");
    assert_eq!(TimeControl::from_pgn_tag("40/5400+30:1800+30"), Ok(tc));
    assert_eq!(TimeControl::parse("5+3").unwrap().to_pgn_tag(), "300+3");
    assert_eq!(TimeControl::parse("15").unwrap().to_pgn_tag(), "900");
    assert_eq!(
        TimeControl::from_pgn_tag("180+2").unwrap().to_string(),
        "3+2"
    );
    assert_eq!(TimeControl::from_pgn_tag("10").unwrap().to_string(), "0:10");
    for bad in ["?", "-", "*180", "40/x", "40/5400"] {
        assert!(TimeControl::from_pgn_tag(bad).is_err(), "{bad}");
    }
}

#[test]
fn periods_follow_the_move_count() {
    let tc = TimeControl::parse("40/120, 20/60, 30").unwrap();
    assert_eq!(tc.period_index_after(0), 0);
    assert_eq!(tc.period_index_after(39), 0);
    assert_eq!(tc.period_index_after(40), 1);
    assert_eq!(tc.period_index_after(59), 1);
    assert_eq!(tc.period_index_after(60), 2);
    assert_eq!(tc.period_index_after(500), 2);
    assert_eq!(tc.base_reached(40), mins(180));
}

#[test]
fn classification_tables() {
    // (control, 2018 category, 2008 category)
    let cases = [
        ("10", Category::Blitz, Category::Blitz),
        ("5+3", Category::Blitz, Category::Blitz), // 5 + 60*3 s = 8 min
        ("3+2", Category::Blitz, Category::Blitz),
        ("10+1", Category::Rapid, Category::Blitz), // 11 min: rapid in 2018, blitz in 2008
        ("12", Category::Rapid, Category::Blitz),
        ("15", Category::Rapid, Category::Rapid),
        ("15+10", Category::Rapid, Category::Rapid), // 25
        ("45+15", Category::Standard, Category::Standard), // exactly 60 is standard
        ("59", Category::Rapid, Category::Rapid),
        ("60", Category::Standard, Category::Standard),
        ("90+30", Category::Standard, Category::Standard),
        ("40/90+30, 30+30", Category::Standard, Category::Standard),
        ("G/25 d5", Category::Rapid, Category::Rapid),
    ];
    for (text, y2018, y2008) in cases {
        let tc = TimeControl::parse(text).unwrap();
        assert_eq!(tc.category(Boundaries::Fide2018), y2018, "{text} 2018");
        assert_eq!(tc.category(Boundaries::Fide2008), y2008, "{text} 2008");
    }
}
