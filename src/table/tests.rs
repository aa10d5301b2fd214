//! Unit tests of the table: who may act when, and what each mode does with an illegal move.

use super::*;

fn table(mode: Mode) -> Table {
    let setup = crate::table::test_setup(mode, Color::White);
    let mut t = Table::new(setup).unwrap();
    t.act(Seat::Arbiter, &Action::Start, at(0)).unwrap();
    t
}

fn at(s: u64) -> Stamp {
    Stamp {
        at: Timestamp::from_millis(s * 1000),
        wall: Default::default(),
    }
}

fn enter(text: &str) -> Action {
    Action::Enter {
        text: text.into(),
        target: Target::Both,
    }
}

#[test]
fn only_the_mover_enters_and_only_the_arbiter_retraces() {
    let mut t = table(Mode::Tournament);
    assert_eq!(
        t.act(Seat::Sighted, &enter("e5"), at(1)).unwrap_err().0,
        Refusal::NotYourTurn
    );
    assert_eq!(
        t.act(Seat::Blind, &Action::Retrace(0), at(1))
            .unwrap_err()
            .0,
        Refusal::ArbiterOnly
    );
    assert_eq!(
        t.act(Seat::Blind, &Action::Press, at(1)).unwrap_err().0,
        Refusal::NothingPending
    );
}

#[test]
fn the_move_counts_as_made_only_once_confirmed_and_the_clock_runs_on_only_after_the_press() {
    let mut t = table(Mode::Tournament);
    t.act(Seat::Blind, &enter("Springer Felix drei"), at(2))
        .unwrap();
    assert!(
        t.board_and_sheet(Seat::Blind).unwrap().sheet.is_empty(),
        "read back only, not yet made"
    );
    t.act(Seat::Blind, &Action::Confirm, at(3)).unwrap();
    assert_eq!(t.board_and_sheet(Seat::Blind).unwrap().sheet.len(), 1);
    assert_eq!(
        t.game().clock().state().side(),
        Color::White,
        "White's clock still runs (D.2.4)"
    );
    t.act(Seat::Blind, &Action::Press, at(4)).unwrap();
    assert_eq!(t.game().clock().state().side(), Color::Black);
}

#[test]
fn casual_mode_refuses_an_illegal_move_with_the_reason() {
    let mut t = table(Mode::Casual);
    let (refusal, notices) = t
        .act(Seat::Blind, &enter("Springer Felix vier"), at(2))
        .unwrap_err();
    assert!(matches!(refusal, Refusal::Move { .. }));
    let presenters = crate::present::Presenters::for_table(t.setup()).unwrap();
    assert_eq!(
        presenters.present(&notices).last().map(|n| n.text.as_str()),
        Some("No Springer can go to Felix vier.")
    );
    assert!(t.alerts().is_empty());
}

#[test]
fn tournament_mode_records_an_illegal_move_and_flags_it_for_the_arbiter() {
    let mut t = table(Mode::Tournament);
    t.act(Seat::Blind, &enter("Springer Felix vier"), at(2))
        .unwrap();
    t.act(Seat::Blind, &Action::Confirm, at(3)).unwrap();
    assert_eq!(
        t.board_and_sheet(Seat::Blind).unwrap().sheet.entries()[0].san,
        "(Springer Felix vier)"
    );
    assert_eq!(t.alerts().len(), 1);
    t.act(Seat::Blind, &Action::Press, at(4)).unwrap();
    assert_eq!(t.phase(), &Phase::Arbiter);
    assert_eq!(
        t.act(Seat::Sighted, &enter("e5"), at(5)).unwrap_err().0,
        Refusal::WaitingForArbiter
    );
}

#[test]
fn a_correction_after_the_press_is_refused() {
    let mut t = table(Mode::Tournament);
    for (s, action) in [
        (2, enter("Eva vier")),
        (3, Action::Confirm),
        (4, Action::Press),
    ] {
        t.act(Seat::Blind, &action, at(s)).unwrap();
    }
    let refusal = t
        .act(Seat::Blind, &Action::Correct("Eva drei".into()), at(5))
        .unwrap_err()
        .0;
    assert_eq!(
        refusal,
        Refusal::NothingPending,
        "D.2.8: too late once the clock is pressed"
    );
}

#[test]
fn a_move_of_ones_own_before_the_opponents_is_answered_with_the_opponents() {
    // The blind player (White) is to execute and enter the sighted player's e5, and enters
    // his own next move: he is told which move comes first, not why Nf3 is no Black move.
    let mut t = table(Mode::Casual);
    for action in [enter("e4"), Action::Confirm, Action::Press] {
        t.act(Seat::Blind, &action, at(1)).unwrap();
    }
    t.act(Seat::Sighted, &enter("e4"), at(2)).unwrap();
    for action in [enter("e5"), Action::Confirm, Action::Press] {
        t.act(Seat::Sighted, &action, at(3)).unwrap();
    }
    match t.act(Seat::Blind, &enter("Nf3"), at(4)).unwrap_err().0 {
        Refusal::RepeatFirst(awaited) => assert_eq!(awaited.san, "e5"),
        other => panic!("{other:?}"),
    }
    // A move that is neither is still refused for what it is.
    assert!(matches!(
        t.act(Seat::Blind, &enter("Qa8"), at(4)).unwrap_err().0,
        Refusal::Move { .. }
    ));
    t.act(Seat::Blind, &enter("e5"), at(5)).unwrap();
    t.act(Seat::Blind, &enter("Nf3"), at(6)).unwrap();
}
