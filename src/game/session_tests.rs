//! Games played in virtual time: automatic results, claims, flags with and without mating
//! material, both flags, resignation under both editions, retrace.

use std::time::Duration;

use shakmaty::{
    Color, Move, Position,
    san::{San, SanPlus},
};

use super::*;
use crate::clock::TimeControl;

fn secs(s: u64) -> Duration {
    Duration::from_secs(s)
}

fn stamp(s: u64) -> Stamp {
    Stamp {
        at: Timestamp::from_origin(secs(s)),
        wall: WallTime(1_700_000_000_000 + 1000 * s as i64),
    }
}

fn game(control: &str, fen: Option<&str>) -> Game {
    let mut setup = GameSetup::new(TimeControl::parse(control).unwrap());
    setup.start_fen = fen.map(str::to_owned);
    Game::new(setup).unwrap()
}

fn mv(g: &Game, san: &str) -> Move {
    SanPlus::from_ascii(san.as_bytes())
        .unwrap()
        .san
        .to_move(g.position())
        .unwrap()
}

/// Starts the clock at 0 and plays `sans`, one every ten seconds from 10 s.
fn play(g: &mut Game, sans: &[&str]) -> Vec<GameEvent> {
    if matches!(g.clock().state(), ClockState::Ready { .. }) {
        g.apply(&Command::Start, stamp(0)).unwrap();
    }
    let mut events = Vec::new();
    let base = g.record().plies().len() as u64;
    for (i, san) in sans.iter().enumerate() {
        let m = mv(g, san);
        events.extend(
            g.apply(&Command::Play(m), stamp(10 * (base + i as u64 + 1)))
                .unwrap(),
        );
    }
    events
}

fn ended(events: &[GameEvent]) -> Option<GameResult> {
    events.iter().find_map(|e| match e {
        GameEvent::Ended(r) => Some(*r),
        _ => None,
    })
}

#[test]
fn checkmate_ends_the_game_and_stops_the_clock() {
    let mut g = game("5+3", None);
    let events = play(&mut g, &["f3", "e5", "g4", "Qh4#"]);
    assert_eq!(
        ended(&events),
        Some(GameResult::Win {
            winner: Color::Black,
            reason: WinReason::Checkmate
        })
    );
    assert!(matches!(g.clock().state(), ClockState::Stopped { .. }));
    assert_eq!(g.poll_timeout(), None);
    let last = &g.record().plies()[3];
    assert_eq!(last.san.to_string(), "Qh4#");
    assert_eq!(last.reading.moves.black, 2);
    // Black thought 10 s on each move: 5:03 - 10 + 3 - 10 + 3.
    assert_eq!(
        last.reading.remaining.black,
        secs(5 * 60 + 3 - 10 + 3 - 10 + 3)
    );
    assert_eq!(last.wall, WallTime(1_700_000_040_000));
    let h3 = Move::Normal {
        role: shakmaty::Role::Pawn,
        from: shakmaty::Square::H2,
        capture: None,
        to: shakmaty::Square::H3,
        promotion: None,
    };
    assert_eq!(
        g.apply(&Command::Play(h3), stamp(50)),
        Err(GameError::Over(g.result().unwrap()))
    );
}

#[test]
fn stalemate_and_dead_position() {
    let mut g = game("15", Some("7k/8/6K1/8/8/8/8/5Q2 w - - 0 1"));
    assert_eq!(
        ended(&play(&mut g, &["Qf7"])),
        Some(GameResult::Draw(DrawReason::Stalemate))
    );
    let mut g = game("15", Some("8/8/8/4k3/8/8/1p6/KB6 w - - 0 1"));
    assert_eq!(
        ended(&play(&mut g, &["Kxb2"])),
        Some(GameResult::Draw(DrawReason::DeadPosition))
    );
}

const SHUFFLE: [&str; 4] = ["Nf3", "Nf6", "Ng1", "Ng8"];

#[test]
fn fivefold_repetition_is_automatic() {
    let mut g = game("90+30", None);
    let moves: Vec<&str> = SHUFFLE.iter().cycle().take(15).copied().collect();
    assert_eq!(ended(&play(&mut g, &moves)), None);
    assert_eq!(g.record().repetitions(), 4);
    let events = play(&mut g, &["Ng8"]);
    assert_eq!(
        ended(&events),
        Some(GameResult::Draw(DrawReason::FivefoldRepetition))
    );
}

#[test]
fn threefold_claims_now_and_by_intended_move() {
    let mut g = game("90+30", None);
    play(&mut g, &SHUFFLE);
    let before = g.reading(stamp(45).at).remaining.black;
    // Second occurrence only: incorrect, two minutes to the opponent in a standard game.
    let events = g
        .apply(
            &Command::Claim {
                kind: ClaimKind::Threefold,
                intended: None,
            },
            stamp(45),
        )
        .unwrap();
    assert!(events.contains(&GameEvent::ClaimRejected {
        claimant: Color::White,
        kind: ClaimKind::Threefold,
        penalty: secs(120)
    }));
    assert_eq!(g.result(), None);
    // 9.5.3 applied, not only said: Black has two minutes more, and the log says so.
    assert_eq!(g.reading(stamp(45).at).remaining.black, before + secs(120));
    assert!(g.record().log().iter().any(|e| matches!(
        e.kind,
        LogKind::Adjusted {
            side: Color::Black,
            ..
        }
    )));
    play(&mut g, &SHUFFLE[..3]);
    // Black writes Ng8, which would make the start position a third time (9.2.1.1).
    let intended = Some(mv(&g, "Ng8"));
    let events = g
        .apply(
            &Command::Claim {
                kind: ClaimKind::Threefold,
                intended,
            },
            stamp(100),
        )
        .unwrap();
    assert_eq!(
        ended(&events),
        Some(GameResult::Draw(DrawReason::ThreefoldClaim))
    );
    assert_eq!(
        g.record().plies().len(),
        7,
        "the intended move is written, not played"
    );
    let logged = g.record().log().iter().any(|e| {
        e.kind
            == LogKind::Claim {
                claimant: Color::Black,
                kind: ClaimKind::Threefold,
                intended: Some("Ng8".into()),
                correct: true,
            }
    });
    assert!(logged);
}

#[test]
fn fifty_and_seventy_five_move_rules() {
    let fen = "8/8/8/4k3/8/8/8/K6R w - - 99 80";
    let mut g = game("90+30", Some(fen));
    g.apply(&Command::Start, stamp(0)).unwrap();
    let wrong = g
        .apply(
            &Command::Claim {
                kind: ClaimKind::FiftyMoves,
                intended: None,
            },
            stamp(1),
        )
        .unwrap();
    assert!(
        wrong
            .iter()
            .any(|e| matches!(e, GameEvent::ClaimRejected { .. }))
    );
    let intended = Some(mv(&g, "Rh2"));
    let events = g
        .apply(
            &Command::Claim {
                kind: ClaimKind::FiftyMoves,
                intended,
            },
            stamp(2),
        )
        .unwrap();
    assert_eq!(
        ended(&events),
        Some(GameResult::Draw(DrawReason::FiftyMoveClaim))
    );

    let mut g = game("90+30", Some("8/8/8/4k3/8/8/8/K6R w - - 149 100"));
    assert_eq!(
        ended(&play(&mut g, &["Rh2"])),
        Some(GameResult::Draw(DrawReason::SeventyFiveMoves))
    );
    // A pawn move resets the count: no draw.
    let mut g = game("90+30", Some("8/8/8/4k3/8/8/P7/K6R w - - 149 100"));
    assert_eq!(ended(&play(&mut g, &["a4"])), None);
}

#[test]
fn flag_fall_loses_when_the_opponent_can_mate() {
    let mut g = game("1", None);
    g.apply(&Command::Start, stamp(0)).unwrap();
    assert_eq!(g.poll_timeout(), Some(Timestamp::from_origin(secs(60))));
    // The loop wakes late; the clock freezes at the exact instant of the fall.
    let events = g.handle_timeout(stamp(61));
    assert_eq!(
        ended(&events),
        Some(GameResult::Win {
            winner: Color::Black,
            reason: WinReason::Timeout
        })
    );
    assert_eq!(
        g.reading(Timestamp::from_origin(secs(100))).used.white,
        secs(60)
    );
    assert!(g.record().log().iter().any(|e| e.kind == LogKind::Flag(Color::White) && e.wall == WallTime(1_700_000_060_000)));
}

#[test]
fn flag_fall_is_a_draw_when_the_opponent_cannot_mate() {
    // (FEN, flagged side after the start, expected result): 6.9 and has_insufficient_material.
    let cases = [
        // Black has a bare king: White's flag → draw.
        (
            "4k3/8/8/8/8/8/8/4K2R w - - 0 1",
            GameResult::Draw(DrawReason::TimeoutInsufficient {
                flagged: Color::White,
            }),
        ),
        // Black has a rook: White's flag → Black wins.
        (
            "4k2r/8/8/8/8/8/8/4K3 w - - 0 1",
            GameResult::Win {
                winner: Color::Black,
                reason: WinReason::Timeout,
            },
        ),
        // Black has a knight and White a rook: a mate is possible (White's rook can block).
        (
            "4k1n1/8/8/8/8/8/8/4K2R w - - 0 1",
            GameResult::Win {
                winner: Color::Black,
                reason: WinReason::Timeout,
            },
        ),
        // Black has a knight and White only a queen: no mate can be forced or helped.
        (
            "4k1n1/8/8/8/8/8/8/3QK3 w - - 0 1",
            GameResult::Draw(DrawReason::TimeoutInsufficient {
                flagged: Color::White,
            }),
        ),
    ];
    for (fen, want) in cases {
        let mut g = game("1", Some(fen));
        g.apply(&Command::Start, stamp(0)).unwrap();
        assert_eq!(ended(&g.handle_timeout(stamp(60))), Some(want), "{fen}");
    }
}

#[test]
fn both_flags_with_known_order_decide_by_the_first() {
    let mut setup = GameSetup::new(TimeControl::parse("1").unwrap());
    setup.options.flag_policy = FlagPolicy::ReportOnly;
    let mut g = Game::new(setup).unwrap();
    g.apply(&Command::Start, stamp(0)).unwrap();
    let events = g.handle_timeout(stamp(60));
    assert_eq!(ended(&events), None, "report only: play goes on");
    let m = mv(&g, "e4");
    g.apply(&Command::Play(m), stamp(61)).unwrap();
    g.handle_timeout(stamp(121));
    assert!(g.record().log().iter().any(|e| e.kind
        == LogKind::BothFlags {
            first: Some(Color::White)
        }));
    let events = g.apply(&Command::ClaimFlag, stamp(122)).unwrap();
    assert_eq!(
        ended(&events),
        Some(GameResult::Win {
            winner: Color::Black,
            reason: WinReason::Timeout
        })
    );
}

#[test]
fn both_flags_with_unknown_order_follow_guideline_iii_3_1() {
    let both_zero = |control: &str, moves: usize| {
        let mut setup = GameSetup::new(TimeControl::parse(control).unwrap());
        setup.options.flag_policy = FlagPolicy::ReportOnly;
        let mut pos = shakmaty::Chess::default();
        let mut list = Vec::new();
        for i in 0..moves {
            let m = San::from_ascii(SHUFFLE[i % 4].as_bytes())
                .unwrap()
                .to_move(&pos)
                .unwrap();
            pos.play_unchecked(m);
            list.push((Some(m), Some(Duration::ZERO)));
        }
        Game::import(setup, &list, Vec::new(), None, stamp(0)).unwrap()
    };
    // The last (only) period: a draw.
    let mut g = both_zero("15", 2);
    let events = g.apply(&Command::ClaimFlag, stamp(1)).unwrap();
    assert_eq!(
        ended(&events),
        Some(GameResult::Draw(DrawReason::BothFlagsLastPeriod))
    );
    // A period with a move quota: play continues.
    let mut g = both_zero("40/90, 30", 2);
    let events = g.apply(&Command::ClaimFlag, stamp(1)).unwrap();
    assert_eq!(events, vec![GameEvent::BothFlagsContinue]);
    assert_eq!(g.result(), None);
    // No flag at all.
    let mut g = game("15", None);
    assert_eq!(
        g.apply(&Command::ClaimFlag, stamp(0)),
        Err(GameError::NoFlag)
    );
}

#[test]
fn resignation_under_2018_and_2023() {
    let fen = "4k3/8/8/8/8/8/8/4K2R w - - 0 1";
    for (laws, side, want) in [
        (
            Laws::Fide2023,
            Color::Black,
            GameResult::Win {
                winner: Color::White,
                reason: WinReason::Resignation,
            },
        ),
        // White resigns but Black, with a bare king, cannot mate: a draw under 2023 …
        (
            Laws::Fide2023,
            Color::White,
            GameResult::Draw(DrawReason::ResignationInsufficient {
                resigned: Color::White,
            }),
        ),
        // … and a loss under 2018.
        (
            Laws::Fide2018,
            Color::White,
            GameResult::Win {
                winner: Color::Black,
                reason: WinReason::Resignation,
            },
        ),
    ] {
        let mut setup = GameSetup::new(TimeControl::parse("15").unwrap());
        setup.start_fen = Some(fen.into());
        setup.options.laws = laws;
        let mut g = Game::new(setup).unwrap();
        let events = g.apply(&Command::Resign(side), stamp(3)).unwrap();
        assert_eq!(ended(&events), Some(want), "{laws:?} {side:?}");
    }
}

#[test]
fn draw_agreement_needs_a_move_by_each_player() {
    let mut g = game("15", None);
    play(&mut g, &["e4"]);
    assert_eq!(
        g.apply(&Command::AgreeDraw, stamp(15)),
        Err(GameError::DrawTooEarly)
    );
    play(&mut g, &["e5"]);
    let events = g.apply(&Command::AgreeDraw, stamp(25)).unwrap();
    assert_eq!(
        ended(&events),
        Some(GameResult::Draw(DrawReason::Agreement))
    );
}

#[test]
fn retrace_restores_position_and_clocks_at_the_ply() {
    let mut g = game("5+3", None);
    play(&mut g, &["e4", "e5", "Nf3", "Nc6"]);
    let at_two = g.record().plies()[1].reading;
    let events = g.apply(&Command::Retrace { ply: 2 }, stamp(100)).unwrap();
    assert!(events.contains(&GameEvent::Logged(LogKind::Retraced {
        to_ply: 2,
        undone: vec!["Nf3".into(), "Nc6".into()]
    })));
    assert_eq!(g.record().plies().len(), 2);
    assert_eq!(g.position(), &g.record().position_at(2).unwrap());
    let r = g.reading(Timestamp::from_origin(secs(500)));
    assert_eq!((r.remaining, r.moves), (at_two.remaining, at_two.moves));
    assert_eq!(
        g.clock().state(),
        ClockState::Paused {
            side: Color::White,
            spent: Duration::ZERO
        }
    );
    // The arbiter sets a clock, then play resumes.
    g.apply(
        &Command::SetClock {
            side: Color::White,
            remaining: secs(200),
            moves: None,
        },
        stamp(101),
    )
    .unwrap();
    g.apply(&Command::Resume, stamp(102)).unwrap();
    let m = mv(&g, "d4");
    g.apply(&Command::Play(m), stamp(110)).unwrap();
    assert_eq!(
        g.record().plies()[2].reading.remaining.white,
        secs(200 - 8 + 3)
    );
    assert_eq!(
        g.apply(&Command::Retrace { ply: 9 }, stamp(111)),
        Err(GameError::RetraceBeyond { ply: 9, plies: 3 })
    );
}

#[test]
fn refused_commands_change_nothing() {
    let mut g = game("5", None);
    let before = format!("{:?}", g.record());
    assert_eq!(
        g.apply(&Command::Play(mv(&g, "e4")), stamp(1)),
        Err(GameError::Clock(ClockError::NotStarted))
    );
    g.apply(&Command::Start, stamp(2)).unwrap();
    let illegal = Move::Normal {
        role: shakmaty::Role::Pawn,
        from: shakmaty::Square::E2,
        capture: None,
        to: shakmaty::Square::E5,
        promotion: None,
    };
    assert!(matches!(
        g.apply(&Command::Play(illegal), stamp(3)),
        Err(GameError::Illegal(_))
    ));
    assert_eq!(g.record().plies().len(), 0);
    assert!(before.contains("plies: []"));
    assert!(matches!(
        g.apply(&Command::Note("x".into()), stamp(1)),
        Err(GameError::Clock(ClockError::TimeWentBack { .. }))
    ));
}

#[test]
fn penalties_follow_the_category_and_edition() {
    let penalty = |control: &str, laws: Laws| {
        let mut setup = GameSetup::new(TimeControl::parse(control).unwrap());
        setup.options.laws = laws;
        Game::new(setup).unwrap().penalty()
    };
    assert_eq!(penalty("90+30", Laws::Fide2023), secs(120));
    assert_eq!(penalty("15+10", Laws::Fide2023), secs(60));
    assert_eq!(penalty("15+10", Laws::Fide2018), secs(120));
    assert_eq!(penalty("3+2", Laws::Fide2018), secs(60));
}

#[test]
fn a_game_from_a_position_with_black_to_move_starts_black_s_clock() {
    let mut g = game("5", Some("4k3/8/8/8/8/8/8/4K2R b - - 0 1"));
    g.apply(&Command::Start, stamp(0)).unwrap();
    assert_eq!(g.reading(stamp(1).at).running, Some(Color::Black));
}

/// A draw claim before the clock is started is refused as a move is: the game has not begun,
/// and no penalty time is given (it was judged, and two minutes added to the opponent).
#[test]
fn a_claim_before_the_start_is_refused_and_costs_nothing() {
    let mut g = game("90+30", None);
    let before = g.reading(stamp(1).at).remaining.black;
    for kind in [ClaimKind::FiftyMoves, ClaimKind::Threefold] {
        assert_eq!(
            g.apply(
                &Command::Claim {
                    kind,
                    intended: None
                },
                stamp(1)
            ),
            Err(GameError::Clock(ClockError::NotStarted))
        );
    }
    assert_eq!(g.reading(stamp(1).at).remaining.black, before);
    assert!(g.record().log().is_empty(), "{:?}", g.record().log());
}
