//! The Laws at the table: touch claims, adjournment (with a journal cut after sealing, as a
//! kill -9 leaves it), the quickplay finish.

use std::time::Duration;

use shakmaty::{Color, Square};

use super::super::{Action, Event, Mode, Refusal, Seat, Table, Target, Told, journal, test_setup};
use crate::{
    clock::{TimeControl, Timestamp},
    game::{Stamp, WallTime},
    ids::Ids,
    journal::frame::{entry_line, header_line},
};

fn at(secs: u64) -> Stamp {
    Stamp {
        at: Timestamp::from_millis(secs * 1000),
        wall: WallTime(1_763_800_000_000 + 1000 * secs as i64),
    }
}

fn enter(text: &str) -> Action {
    Action::Enter {
        text: text.into(),
        target: Target::Both,
    }
}

/// Plays `(seat, action)` at one second each from `from`, every one accepted.
fn play(table: &mut Table, from: u64, actions: &[(Seat, Action)]) -> Vec<(Seat, Action, Stamp)> {
    actions
        .iter()
        .enumerate()
        .map(|(i, (seat, action))| {
            let stamp = at(from + i as u64);
            let outcome = table.act(*seat, action, stamp);
            assert!(outcome.is_ok(), "{action:?}: {outcome:?}");
            (*seat, action.clone(), stamp)
        })
        .collect()
}

fn refused(table: &mut Table, seat: Seat, action: &Action, secs: u64) -> Refusal {
    match table.act(seat, action, at(secs)) {
        Err((refusal, _)) => refusal,
        Ok(events) => panic!("{action:?} accepted: {events:?}"),
    }
}

fn opening() -> Vec<(Seat, Action)> {
    vec![
        (Seat::Arbiter, Action::Start),
        (Seat::Blind, enter("e4")),
        (Seat::Blind, Action::Confirm),
        (Seat::Blind, Action::Press),
        (Seat::Sighted, enter("e4")),
    ]
}

#[test]
fn an_upheld_touch_claim_binds_the_move_until_it_is_made() {
    let mut table = Table::new(test_setup(Mode::Tournament, Color::White)).unwrap();
    play(&mut table, 1, &opening());
    // The claimant cannot be the side to move.
    assert_eq!(
        refused(
            &mut table,
            Seat::Sighted,
            &Action::ClaimTouched(Square::E2),
            10
        ),
        Refusal::TouchNotTheirMove
    );
    assert_eq!(
        refused(
            &mut table,
            Seat::Blind,
            &Action::ClaimTouched(Square::E5),
            10
        ),
        Refusal::TouchEmptySquare(Square::E5)
    );
    play(
        &mut table,
        11,
        &[
            (Seat::Blind, Action::ClaimTouched(Square::G8)),
            (Seat::Arbiter, Action::Uphold),
        ],
    );
    assert!(matches!(
        refused(&mut table, Seat::Sighted, &enter("d5"), 20),
        Refusal::MustMoveTouched {
            square: Square::G8,
            ..
        }
    ));
    play(
        &mut table,
        21,
        &[
            (Seat::Sighted, enter("Nh6")),
            (Seat::Sighted, Action::Confirm),
            (Seat::Sighted, Action::Press),
            (Seat::Blind, enter("Nh6")),
            (Seat::Blind, enter("d4")),
        ],
    );
    // 4.8: the claimant has entered a move of his own.
    assert_eq!(
        refused(
            &mut table,
            Seat::Blind,
            &Action::ClaimTouched(Square::C8),
            30
        ),
        Refusal::TouchForfeited
    );
    assert_eq!(
        refused(&mut table, Seat::Arbiter, &Action::Uphold, 31),
        Refusal::NothingClaimed
    );
}

#[test]
fn a_move_read_back_that_breaks_an_upheld_claim_is_withdrawn() {
    let mut table = Table::new(test_setup(Mode::Tournament, Color::White)).unwrap();
    play(&mut table, 1, &opening());
    play(
        &mut table,
        6,
        &[
            (Seat::Sighted, enter("d5")),
            (Seat::Blind, Action::ClaimTouched(Square::G8)),
        ],
    );
    let events = table.act(Seat::Arbiter, &Action::Uphold, at(10)).unwrap();
    assert!(
        events
            .iter()
            .any(|e| e.to == Seat::Sighted && matches!(e.told, Told::Withdrawn(_)))
    );
    assert!(matches!(
        table.phase(),
        super::super::Phase::Entering {
            mover: Color::Black
        }
    ));
}

#[test]
fn a_touched_piece_of_the_opponent_must_be_taken() {
    let mut table = Table::new(test_setup(Mode::Casual, Color::White)).unwrap();
    play(&mut table, 1, &opening());
    play(
        &mut table,
        6,
        &[
            (Seat::Sighted, enter("d5")),
            (Seat::Sighted, Action::Confirm),
            (Seat::Sighted, Action::Press),
            (Seat::Blind, enter("d5")),
            (Seat::Sighted, Action::ClaimTouched(Square::D5)),
            (Seat::Arbiter, Action::Uphold),
        ],
    );
    assert!(matches!(
        refused(&mut table, Seat::Blind, &enter("d4"), 20),
        Refusal::MustMoveTouched { .. }
    ));
    play(&mut table, 21, &[(Seat::Blind, enter("exd5"))]);
}

/// The actions up to a sealed move changed once and the press that closes the envelope.
fn adjourned() -> (Table, Vec<(Seat, Action, Stamp)>) {
    let mut table = Table::new(test_setup(Mode::Tournament, Color::White)).unwrap();
    let mut acted = play(&mut table, 1, &opening());
    acted.extend(play(
        &mut table,
        6,
        &[
            (Seat::Sighted, enter("e5")),
            (Seat::Sighted, Action::Confirm),
            (Seat::Sighted, Action::Press),
            (Seat::Blind, enter("e5")),
            (
                Seat::Arbiter,
                Action::Adjourn("tomorrow 10:00, hall B".into()),
            ),
        ],
    ));
    // Adjourned, not yet sealed: the player having the move seals it first.
    assert_eq!(
        refused(&mut table, Seat::Arbiter, &Action::Resume, 11),
        Refusal::Adjourned
    );
    acted.extend(play(
        &mut table,
        12,
        &[
            (Seat::Blind, Action::Seal("Nf3".into())),
            (Seat::Blind, Action::Seal("Nc3".into())),
        ],
    ));
    // The sealed move is not played and the clock still runs until the press (I.1.1).
    assert_eq!(table.game().record().plies().len(), 2);
    assert_eq!(table.game().reading(at(20).at).running, Some(Color::White));
    let stamp = at(20);
    let events = table.act(Seat::Blind, &Action::Press, stamp).unwrap();
    acted.push((Seat::Blind, Action::Press, stamp));
    let envelope = events
        .iter()
        .find_map(|e| match &e.told {
            Told::Envelope(envelope) => Some(envelope.clone()),
            _ => None,
        })
        .expect("the envelope");
    assert_eq!(envelope.sealed.san, "Nc3");
    assert_eq!(envelope.number, 2);
    assert_eq!(envelope.sealer, Color::White);
    assert_eq!(
        envelope.fen,
        "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2"
    );
    // Nobody but the sealer is ever told the sealed move before the envelope is opened.
    let leaks = |e: &Event| match &e.told {
        Told::Move { .. } => true,
        Told::Sealed(_) => e.to != Seat::Blind,
        Told::Envelope(_) => e.to != Seat::Arbiter,
        _ => false,
    };
    assert!(!events.iter().any(leaks), "{events:?}");
    assert_eq!(table.game().reading(at(20).at).running, None);
    (table, acted)
}

#[test]
fn the_sealed_move_is_played_only_when_the_envelope_is_opened() {
    let (mut table, _) = adjourned();
    // Sealed: what is awaited is the opening, not a sealing.
    assert_eq!(
        refused(&mut table, Seat::Sighted, &enter("Nf6"), 30),
        Refusal::AwaitsEnvelope
    );
    assert_eq!(
        refused(&mut table, Seat::Arbiter, &Action::Resume, 31),
        Refusal::AwaitsEnvelope
    );
    let before = table.game().reading(at(32).at);
    let events = table
        .act(Seat::Arbiter, &Action::OpenEnvelope, at(1000))
        .unwrap();
    assert!(events.iter().any(|e| e.to == Seat::Sighted
        && matches!(&e.told, Told::Move { entry, .. } if entry.san == "Nc3")));
    let after = table.game().reading(at(1000).at);
    assert_eq!(after.used, before.used, "clocks as at the sealing (I.5)");
    assert_eq!(after.running, Some(Color::Black));
    play(&mut table, 1001, &[(Seat::Sighted, enter("Nc3"))]);
}

/// A kill -9 after the sealing: the journal ends with the press (and a torn half record); the
/// replayed table is adjourned with the envelope closed, and the resumption plays the move.
#[test]
fn a_journal_cut_after_sealing_replays_and_resumes() {
    let (original, acted) = adjourned();
    let setup = test_setup(Mode::Tournament, Color::White);
    let ids = Ids::default();
    let mut text = header_line::<journal::TableRecords>(ids, &journal::Header::of(&setup));
    let mut replayer = Table::new(setup.clone()).unwrap();
    for (i, (seat, action, stamp)) in acted.iter().enumerate() {
        let _ = replayer.act(*seat, action, *stamp);
        let resolved = replayer.resolved(*seat, action);
        let entry = journal::Entry::of(*seat, action, resolved, *stamp);
        text.push_str(&entry_line::<journal::TableRecords>(
            i as u64 + 1,
            Some(ids.game),
            &entry,
        ));
    }
    assert!(text.contains(r#""action":{"seal":"Nc3"}"#), "{text}");
    // The half-written record the kill left.
    text.push_str("1c9e62a0 {\"seq\":99,\"ga");
    let recovered = journal::recover(text.as_bytes()).unwrap();
    assert!(recovered.torn.is_some());
    let (mut table, last) = journal::replay(&recovered, ids).unwrap();
    assert_eq!(last.at, at(20).at);
    let adjournment = table.adjournment().expect("still adjourned");
    assert!(adjournment.closed && adjournment.has_sealed());
    assert_eq!(
        table.game().reading(last.at),
        original.game().reading(last.at)
    );
    let events = table
        .act(Seat::Arbiter, &Action::OpenEnvelope, at(5000))
        .unwrap();
    assert!(events.iter().any(|e| e.to == Seat::Sighted
        && matches!(&e.told, Told::Move { entry, .. } if entry.san == "Nc3")));
    assert_eq!(table.game().record().plies().len(), 3);
}

fn quickplay(mode: Mode) -> Table {
    let mut setup = test_setup(mode, Color::White);
    setup.game = crate::game::GameSetup::new(TimeControl::parse("3").unwrap());
    let mut table = Table::new(setup).unwrap();
    let mut actions = opening();
    actions.push((Seat::Sighted, enter("e5")));
    actions.push((Seat::Sighted, Action::Confirm));
    actions.push((Seat::Sighted, Action::Press));
    actions.push((Seat::Blind, enter("e5")));
    // White thinks 70 seconds over the first move.
    let _ = table.act(Seat::Arbiter, &Action::Start, at(0));
    play(&mut table, 70, &actions[1..]);
    table
}

#[test]
fn an_increment_agreed_by_the_arbiter_applies_to_both() {
    let mut table = quickplay(Mode::Tournament);
    assert_eq!(
        refused(&mut table, Seat::Sighted, &Action::RequestIncrement, 80),
        Refusal::NotYourMove
    );
    play(
        &mut table,
        80,
        &[
            (Seat::Blind, Action::RequestIncrement),
            (Seat::Sighted, Action::Decline),
            (Seat::Arbiter, Action::Uphold),
        ],
    );
    let reading = table.game().reading(at(82).at);
    assert_eq!(
        *reading.remaining.get(Color::Black),
        Duration::from_secs(176 + 120)
    );
    assert!(!table.game().clock().control().without_bonus());
    let before = *table.game().reading(at(90).at).remaining.get(Color::White);
    play(
        &mut table,
        90,
        &[
            (Seat::Blind, enter("Nf3")),
            (Seat::Blind, Action::Confirm),
            (Seat::Blind, Action::Press),
        ],
    );
    let after = *table.game().reading(at(92).at).remaining.get(Color::White);
    assert_eq!(
        after + Duration::from_secs(2),
        before + Duration::from_secs(5)
    );
}

#[test]
fn a_draw_claim_without_an_arbiter_concludes_the_game() {
    let mut table = quickplay(Mode::Casual);
    let events = table.act(Seat::Blind, &Action::ClaimDraw, at(80)).unwrap();
    let referral = events
        .iter()
        .find_map(|e| match &e.told {
            Told::Referral(r) => Some(r.clone()),
            _ => None,
        })
        .expect("the record for the designated arbiter");
    assert_eq!(referral.scoresheet, ["e4", "e5"]);
    assert_eq!(
        refused(&mut table, Seat::Blind, &enter("Nf3"), 81),
        Refusal::WaitingForArbiter
    );
}

#[test]
fn a_claim_with_two_minutes_or_more_is_refused() {
    let mut table = Table::new(test_setup(Mode::Tournament, Color::White)).unwrap();
    play(&mut table, 1, &opening()[..1]);
    assert_eq!(
        refused(&mut table, Seat::Blind, &Action::ClaimDraw, 5),
        Refusal::HasIncrement
    );
    let mut table = quickplay(Mode::Tournament);
    play(
        &mut table,
        80,
        &[
            (Seat::Blind, Action::ClaimDraw),
            (Seat::Arbiter, Action::Reject),
        ],
    );
    assert_eq!(
        *table.game().reading(at(81).at).remaining.get(Color::Black),
        Duration::from_secs(176 + 120)
    );
}

/// 12.6: in tournament mode no player is told the number of moves completed unasked: not by a
/// new period (the time control "1/5, 5" starts one after the first move), nor by the sealing.
#[test]
fn in_tournament_mode_nothing_tells_a_player_the_moves_completed_unasked() {
    use crate::clock::ClockEvent;
    for mode in [Mode::Tournament, Mode::Casual] {
        let mut setup = test_setup(mode, Color::White);
        setup.game = crate::game::GameSetup::new(TimeControl::parse("1/5, 5").unwrap());
        let mut table = Table::new(setup).unwrap();
        let mut told = Vec::new();
        for (i, (seat, action)) in opening()
            .into_iter()
            .chain([
                (Seat::Arbiter, Action::Adjourn("tomorrow".into())),
                (Seat::Sighted, Action::Seal("e5".into())),
                (Seat::Sighted, Action::Press),
            ])
            .enumerate()
        {
            told.extend(table.act(seat, &action, at(i as u64 + 1)).unwrap());
        }
        let to_players = |e: &&Event| e.to != Seat::Arbiter;
        let period = told
            .iter()
            .filter(to_players)
            .any(|e| matches!(e.told, Told::Clock(ClockEvent::PeriodStarted { .. })));
        assert_eq!(period, mode == Mode::Casual, "{mode:?}");
        assert!(told.iter().any(|e| e.to == Seat::Arbiter
            && matches!(e.told, Told::Clock(ClockEvent::PeriodStarted { .. }))));
        // The sealed move's number is the arbiter's (on the envelope); the players hear none.
        let presenters = crate::present::Presenters::for_table(table.setup()).unwrap();
        for notice in presenters.present(&told) {
            if notice.to != Seat::Arbiter {
                assert!(!notice.text.contains("move 1"), "{}", notice.text);
            }
        }
    }
}

/// A crash after the adjournment but before the sealing: the program comes back with the clock
/// stopped, and the sealer still seals and closes the envelope.
#[test]
fn sealing_after_a_recovery_with_the_clock_stopped() {
    let mut table = Table::new(test_setup(Mode::Tournament, Color::White)).unwrap();
    play(&mut table, 1, &opening());
    play(
        &mut table,
        6,
        &[
            (Seat::Sighted, enter("e5")),
            (Seat::Sighted, Action::Confirm),
            (Seat::Sighted, Action::Press),
            (Seat::Blind, enter("e5")),
            (Seat::Arbiter, Action::Adjourn("tomorrow".into())),
            (Seat::Arbiter, Action::Pause),
            (Seat::Blind, Action::Seal("Nf3".into())),
            (Seat::Blind, Action::Press),
            (Seat::Arbiter, Action::OpenEnvelope),
        ],
    );
    assert_eq!(table.game().record().plies().len(), 3);
}

/// 12.6: a retrace in tournament mode tells the players neither the ply nor the moves completed.
#[test]
fn a_retrace_tells_the_players_no_move_count_in_tournament_mode() {
    for mode in [Mode::Tournament, Mode::Casual] {
        let mut table = Table::new(test_setup(mode, Color::White)).unwrap();
        play(&mut table, 1, &opening());
        let events = table
            .act(Seat::Arbiter, &Action::Retrace(0), at(10))
            .unwrap();
        for e in events.iter().filter(|e| e.to != Seat::Arbiter) {
            match &e.told {
                Told::Retraced => assert_eq!(mode, Mode::Tournament),
                Told::Ruling(_) => assert_eq!(mode, Mode::Casual),
                _ => {}
            }
        }
    }
}

/// Issue 22, item 4: an incorrect claim of threefold repetition with a written move (9.2.1.1):
/// the opponent's two minutes are added (9.5.3), the written move is the only move accepted,
/// and the arbiter's log has both.
#[test]
fn an_incorrect_claim_adds_the_time_and_binds_the_written_move() {
    let mut table = Table::new(test_setup(Mode::Tournament, Color::White)).unwrap();
    let mut moves = vec![(Seat::Arbiter, Action::Start)];
    for (mover, other, text) in [
        (Seat::Blind, Seat::Sighted, "Nf3"),
        (Seat::Sighted, Seat::Blind, "Nf6"),
    ] {
        moves.extend([
            (mover, enter(text)),
            (mover, Action::Confirm),
            (mover, Action::Press),
            (other, enter(text)),
        ]);
    }
    play(&mut table, 1, &moves);
    let black_before = table.game().reading(at(20).at).remaining.black;
    let claim = Action::ClaimRule {
        kind: crate::game::ClaimKind::Threefold,
        intended: Some("Ng1".into()),
    };
    let events = play(&mut table, 20, &[(Seat::Blind, claim)]);
    assert_eq!(events.len(), 1);
    assert_eq!(
        table.game().reading(at(20).at).remaining.black,
        black_before + Duration::from_secs(120),
        "9.5.3: the two minutes are added"
    );
    assert!(table.arbiter_log().iter().any(|(_, e)| matches!(
        e,
        super::super::LogEntry::ClaimIncorrect {
            claimant: Color::White,
            written: Some(w),
            ..
        } if w.san == "Ng1"
    )));
    assert!(matches!(
        refused(&mut table, Seat::Blind, &enter("e4"), 21),
        Refusal::MustPlayWritten(_)
    ));
    play(
        &mut table,
        22,
        &[
            (Seat::Blind, enter("Ng1")),
            (Seat::Blind, Action::Confirm),
            (Seat::Blind, Action::Press),
            (Seat::Sighted, enter("Ng1")),
            (Seat::Sighted, enter("Ng8")),
            (Seat::Sighted, Action::Confirm),
            (Seat::Sighted, Action::Press),
            (Seat::Blind, enter("Ng8")),
            // Made, the written move binds no more.
            (Seat::Blind, enter("e4")),
        ],
    );
}

/// Issue 22, item 4: the sighted player repeats the blind player's Nf3 as Nf6 (illegal on its
/// board): a record that differs (D.2.9), retraced to where the scoresheets agree; never an
/// illegal move of the sighted player's (Article 7.5).
#[test]
fn a_wrong_repeat_is_a_divergence_to_retrace_not_an_illegal_move() {
    let mut table = Table::new(test_setup(Mode::Tournament, Color::White)).unwrap();
    play(
        &mut table,
        1,
        &[
            (Seat::Arbiter, Action::Start),
            (Seat::Blind, enter("Nf3")),
            (Seat::Blind, Action::Confirm),
            (Seat::Blind, Action::Press),
            (Seat::Sighted, enter("Nf6")),
        ],
    );
    assert!(table.divergence().is_some());
    let events = table.act(Seat::Arbiter, &Action::Repair, at(10)).unwrap();
    let steps: Vec<_> = events
        .iter()
        .filter_map(|e| match &e.told {
            Told::Log(super::super::LogEntry::Repair(step)) => Some(step.clone()),
            _ => None,
        })
        .collect();
    assert_eq!(
        steps,
        [super::super::RepairStep::Retrace { first: 1, ply: 0 }]
    );
}

/// The records part: the arbiter, who is called (6.11.2, D.2.9), gets the divergence as an
/// alert as the players do (it came as a plain log line: no "ALARM" in his line mode, no
/// alarm's place in his speech).
#[test]
fn a_divergence_is_an_alert_to_the_arbiter_too() {
    let mut table = Table::new(test_setup(Mode::Tournament, Color::White)).unwrap();
    play(
        &mut table,
        1,
        &[
            (Seat::Arbiter, Action::Start),
            (Seat::Blind, enter("Nf3")),
            (Seat::Blind, Action::Confirm),
            (Seat::Blind, Action::Press),
        ],
    );
    let events = table.act(Seat::Sighted, &enter("Nf6"), at(9)).unwrap();
    let alerted: Vec<Seat> = events
        .iter()
        .filter(|e| {
            e.urgency == crate::table::Urgency::Alert
                && matches!(
                    &e.told,
                    Told::Divergence(_) | Told::Log(super::super::LogEntry::Divergence(_))
                )
        })
        .map(|e| e.to)
        .collect();
    assert_eq!(alerted, [Seat::Blind, Seat::Sighted, Seat::Arbiter]);
}
