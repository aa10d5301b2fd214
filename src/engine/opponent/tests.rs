//! Tests of the engine as the opponent's seat: its moves, draw offers, help and takebacks.

use std::time::Duration;

use shakmaty::Color;

use super::*;
use crate::{
    game::{GameResult, Stamp},
    table::{Mode, test_setup},
};

fn at(ms: u64) -> Timestamp {
    Timestamp::ZERO + Duration::from_millis(ms)
}

fn stamp(ms: u64) -> Stamp {
    Stamp {
        at: at(ms),
        wall: Default::default(),
    }
}

/// A casual practice table, the player White, the clock started.
fn table(mode: Mode) -> Table {
    let mut t = Table::new(test_setup(mode, Color::White)).unwrap_or_else(|e| panic!("{e}"));
    assert!(t.act(Seat::Arbiter, &Action::Start, stamp(0)).is_ok());
    t
}

fn sent(todo: &[OpponentTodo]) -> Vec<String> {
    todo.iter()
        .filter_map(|t| match t {
            OpponentTodo::Send(lines) => Some(lines.clone()),
            _ => None,
        })
        .flatten()
        .collect()
}

fn acts(todo: &[OpponentTodo]) -> Vec<(Seat, Action)> {
    todo.iter()
        .filter_map(|t| match t {
            OpponentTodo::Act(s, a) => Some((*s, a.clone())),
            _ => None,
        })
        .collect()
}

fn said(todo: &[OpponentTodo]) -> Vec<EngineSaid> {
    todo.iter()
        .filter_map(|t| match t {
            OpponentTodo::Tell(_, s) => Some(s.clone()),
            _ => None,
        })
        .collect()
}

/// Carries out the engine's actions on the table, and looks again, until it has nothing more
/// to do at the table; gives the lines it sent.
fn settle(o: &mut Opponent, t: &mut Table, mut todo: Vec<OpponentTodo>, ms: u64) -> Vec<String> {
    let mut lines = Vec::new();
    for _ in 0..10 {
        lines.extend(sent(&todo));
        let actions = acts(&todo);
        for (seat, action) in &actions {
            let r = t.act(*seat, action, stamp(ms));
            assert!(
                r.is_ok(),
                "{action:?} refused: {:?} {:?}",
                r.err().map(|e| e.0),
                t.phase()
            );
        }
        todo = o.sync(t, at(ms), at(ms));
        if todo.is_empty() {
            break;
        }
    }
    lines
}

fn started(t: &Table) -> Opponent {
    let (mut o, todo) = Opponent::new(Level::default(), t, false, at(0));
    assert_eq!(todo[0], OpponentTodo::Spawn);
    assert_eq!(sent(&todo), ["uci"]);
    assert_eq!(
        said(&todo),
        [EngineSaid::Playing {
            side: Color::Black,
            level: Level::default()
        }]
    );
    for line in [
        "option name Skill Level type spin default 20 min 0 max 20",
        "option name UCI_LimitStrength type check default false",
        "option name UCI_Elo type spin default 1350 min 1350 max 2850",
        "uciok",
    ] {
        o.line(t, line, at(1));
    }
    assert!(o.line(t, "readyok", at(2)).is_empty());
    o
}

fn player_moves(t: &mut Table, text: &str, ms: u64) {
    for action in [
        Action::Enter {
            text: text.into(),
            target: Target::Both,
        },
        Action::Confirm,
        Action::Press,
    ] {
        assert!(t.act(Seat::Blind, &action, stamp(ms)).is_ok(), "{action:?}");
    }
}

#[test]
fn the_engine_repeats_the_players_move_then_enters_confirms_and_presses_its_own() {
    let mut t = table(Mode::Casual);
    let mut o = started(&t);
    player_moves(&mut t, "Eva vier", 1000);
    let todo = o.sync(&t, at(1000), at(1000));
    assert_eq!(
        acts(&todo),
        [(
            Seat::Sighted,
            Action::Enter {
                text: "e2e4".into(),
                target: Target::Both
            }
        )]
    );
    let lines = settle(&mut o, &mut t, todo, 1000);
    assert!(
        lines.contains(&"setoption name UCI_Elo value 1500".to_owned()),
        "{lines:?}"
    );
    assert!(
        lines.contains(&"position startpos moves e2e4".to_owned()),
        "{lines:?}"
    );
    assert!(
        lines.iter().any(|l| l.starts_with("go movetime 200")),
        "{lines:?}"
    );
    // Asking again while it thinks starts no second search.
    assert!(o.sync(&t, at(1100), at(1100)).is_empty());
    let todo = o.line(&t, "bestmove e7e5", at(1200));
    settle(&mut o, &mut t, todo, 1200);
    // Made, pressed: the player is to repeat it on the pegged board.
    assert!(matches!(
        t.phase(),
        Phase::Repeating {
            mover: Color::Black,
            ..
        }
    ));
    assert_eq!(t.game().record().plies().len(), 2);
}

#[test]
fn a_result_for_a_position_taken_back_is_dropped() {
    let mut t = table(Mode::Casual);
    let mut o = started(&t);
    player_moves(&mut t, "e4", 1000);
    let todo = o.sync(&t, at(1000), at(1000));
    settle(&mut o, &mut t, todo, 1000);
    // The player takes the move back while the engine thinks.
    let todo = o.ask(&t, Seat::Blind, Ask::Takeback, at(1100));
    assert_eq!(
        acts(&todo),
        [
            (Seat::Arbiter, Action::Retrace(0)),
            (Seat::Arbiter, Action::Resume)
        ]
    );
    settle(&mut o, &mut t, todo, 1100);
    assert!(t.game().record().plies().is_empty());
    let todo = o.line(&t, "bestmove e7e5", at(1200));
    assert!(acts(&todo).is_empty(), "{todo:?}");
}

#[test]
fn takeback_goes_back_to_the_players_last_turn() {
    let mut t = table(Mode::Casual);
    let mut o = started(&t);
    player_moves(&mut t, "e4", 1000);
    let todo = o.sync(&t, at(1000), at(1000));
    settle(&mut o, &mut t, todo, 1000);
    let todo = o.line(&t, "bestmove e7e5", at(1200));
    settle(&mut o, &mut t, todo, 1200);
    assert!(
        t.act(
            Seat::Blind,
            &Action::Enter {
                text: "e5".into(),
                target: Target::Both
            },
            stamp(1300)
        )
        .is_ok()
    );
    let todo = o.ask(&t, Seat::Blind, Ask::Takeback, at(1400));
    assert_eq!(acts(&todo)[0], (Seat::Arbiter, Action::Retrace(0)));
    let fresh = table(Mode::Casual);
    let todo = o.ask(&fresh, Seat::Blind, Ask::Takeback, at(1400));
    assert_eq!(said(&todo), [EngineSaid::NothingToTakeBack]);
}

#[test]
fn a_draw_offer_is_answered_on_the_engines_evaluation() {
    for (score, accepted) in [("cp 10", true), ("cp -300", true), ("cp 300", false)] {
        let mut t = table(Mode::Casual);
        let mut o = started(&t);
        player_moves(&mut t, "e4", 1000);
        let todo = o.sync(&t, at(1000), at(1000));
        settle(&mut o, &mut t, todo, 1000);
        let todo = o.line(&t, "bestmove e7e5", at(1000));
        settle(&mut o, &mut t, todo, 1000);
        let repeat = Action::Enter {
            text: "e5".into(),
            target: Target::Both,
        };
        assert!(t.act(Seat::Blind, &repeat, stamp(1000)).is_ok());
        player_moves(&mut t, "Nf3", 1000);
        assert!(t.act(Seat::Blind, &Action::OfferDraw, stamp(1001)).is_ok());
        let todo = o.sync(&t, at(1001), at(1001));
        let lines = settle(&mut o, &mut t, todo, 1001);
        assert!(lines.contains(&"go movetime 500".to_owned()), "{lines:?}");
        o.line(
            &t,
            &format!("info depth 10 score {score} pv b8c6"),
            at(1100),
        );
        let todo = o.line(&t, "bestmove b8c6", at(1501));
        if accepted {
            assert_eq!(said(&todo), [EngineSaid::DrawAccepted]);
        } else {
            assert_eq!(said(&todo), [EngineSaid::DrawDeclined]);
        }
        settle(&mut o, &mut t, todo, 1501);
        assert_eq!(
            matches!(t.phase(), Phase::Over(GameResult::Draw(_))),
            accepted,
            "{score}: {:?}",
            t.phase()
        );
    }
}

#[test]
fn help_is_searched_at_full_strength_and_told_to_the_seat() {
    let t = table(Mode::Casual);
    let mut o = started(&t);
    let todo = o.ask(&t, Seat::Blind, Ask::Best, at(10));
    let lines = sent(&todo);
    assert!(
        lines.contains(&"setoption name UCI_LimitStrength value false".to_owned()),
        "{lines:?}"
    );
    assert!(lines.contains(&"go movetime 1000".to_owned()), "{lines:?}");
    o.line(&t, "info depth 12 score cp 30 pv g1f3", at(500));
    let todo = o.line(&t, "bestmove g1f3", at(1000));
    assert!(
        matches!(&said(&todo)[0], EngineSaid::Best { best, .. } if best.to().to_string() == "f3")
    );
    // Eval is told from White's side.
    o.ask(&t, Seat::Blind, Ask::Eval, at(1100));
    o.line(&t, "info depth 12 score cp -40 pv g1f3", at(1500));
    let todo = o.line(&t, "bestmove g1f3", at(2100));
    assert_eq!(said(&todo), [EngineSaid::Eval(Some(Score::Cp(-40)))]);
    // The threat is asked with the turn passed.
    let todo = o.ask(&t, Seat::Blind, Ask::Threat, at(2200));
    let lines = sent(&todo);
    assert!(
        lines
            .iter()
            .any(|l| l.starts_with("position fen rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b")),
        "{lines:?}"
    );
}

#[test]
fn no_help_at_a_tournament_table_and_no_hint_on_the_engines_move() {
    let t = table(Mode::Tournament);
    let mut o = started(&t);
    assert!(o.ask(&t, Seat::Blind, Ask::Hint, at(10)).is_empty());
    let mut t = table(Mode::Casual);
    let mut o = started(&t);
    player_moves(&mut t, "e4", 100);
    let todo = o.ask(&t, Seat::Blind, Ask::Hint, at(110));
    assert_eq!(said(&todo), [EngineSaid::NotYourMove]);
}

#[test]
fn a_move_announced_but_not_pressed_is_made_for_the_help_too() {
    // D.2.3: announced is made. A hint then would be about the position already left.
    let mut t = table(Mode::Casual);
    let mut o = started(&t);
    for action in [
        Action::Enter {
            text: "e4".into(),
            target: Target::Both,
        },
        Action::Confirm,
    ] {
        assert!(
            t.act(Seat::Blind, &action, stamp(100)).is_ok(),
            "{action:?}"
        );
    }
    let todo = o.ask(&t, Seat::Blind, Ask::Hint, at(110));
    assert_eq!(said(&todo), [EngineSaid::NotYourMove]);
    // An evaluation is of the position after the move.
    let todo = o.ask(&t, Seat::Blind, Ask::Eval, at(120));
    let lines = sent(&todo);
    assert!(
        lines.iter().any(|l| l == "position startpos moves e2e4"),
        "{lines:?}"
    );
}

#[test]
fn a_fault_restarts_the_engine_once_then_frees_the_seat() {
    let mut t = table(Mode::Casual);
    let mut o = started(&t);
    player_moves(&mut t, "e4", 1000);
    let todo = o.sync(&t, at(1000), at(1000));
    settle(&mut o, &mut t, todo, 1000);
    let todo = o.line(&t, "bestmove e2e4", at(1200));
    assert!(todo.contains(&OpponentTodo::Spawn));
    assert!(matches!(
        &said(&todo)[0],
        EngineSaid::Fault { fault: EngineFault::Illegal(m), restarting: true } if m == "e2e4"
    ));
    let todo = o.exited(&t, at(1300));
    assert!(todo.contains(&OpponentTodo::Free(SEAT)), "{todo:?}");
    assert!(o.sync(&t, at(1400), at(1400)).is_empty());
}

#[test]
fn at_a_tournament_table_the_clock_is_started_for_the_absent_arbiter() {
    let t =
        Table::new(test_setup(Mode::Tournament, Color::White)).unwrap_or_else(|e| panic!("{e}"));
    let (mut o, _) = Opponent::new(Level::default(), &t, false, at(0));
    let todo = o.sync(&t, at(1), at(1));
    assert_eq!(acts(&todo), [(Seat::Arbiter, Action::Start)]);
}

#[test]
fn a_game_brought_back_goes_on_with_the_clock() {
    let mut t = table(Mode::Casual);
    assert!(t.act(Seat::Arbiter, &Action::Pause, stamp(10)).is_ok());
    let (mut o, _) = Opponent::new(Level::default(), &t, true, at(0));
    let todo = o.sync(&t, at(20), at(20));
    assert_eq!(acts(&todo), [(Seat::Arbiter, Action::Resume)]);
}
