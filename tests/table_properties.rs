//! Properties of the table over random games: identical entries never diverge; one altered
//! repetition diverges at exactly that ply; the D.2.9 retrace leaves both boards identical and
//! both clocks at their recorded readings.

use std::time::Duration;

use annabella::{
    announce::Style,
    clock::{TimeControl, Timestamp},
    game::{GameSetup, Stamp},
    i18n::Lang,
    table::{Action, Mode, Phase, Seat, Table, TableSetup, Target},
    vocab::VocabName,
};
use proptest::prelude::*;
use shakmaty::{Color, EnPassantMode, Move, Position, fen::Fen, san::San};

fn table(blind: Color) -> Table {
    let setup = TableSetup {
        game: GameSetup::new(TimeControl::parse("90+30").unwrap()),
        blind,
        mode: Mode::Tournament,
        lang: Lang::En,
        vocab: VocabName::FideD,
        style: Style::Fide,
        large_text: false,
        ranks: Default::default(),
        ids: Default::default(),
    };
    let mut t = Table::new(setup).unwrap();
    t.act(Seat::Arbiter, &Action::Start, stamp(0)).unwrap();
    t
}

fn stamp(ms: u64) -> Stamp {
    Stamp {
        at: Timestamp::from_millis(ms),
        wall: Default::default(),
    }
}

fn enter(text: String) -> Action {
    Action::Enter {
        text,
        target: Target::Both,
    }
}

fn fen(t: &Table, seat: Seat) -> String {
    Fen::from_position(
        t.board_and_sheet(seat)
            .expect("a player seat")
            .board
            .position(),
        EnPassantMode::Legal,
    )
    .to_string()
}

/// Plays one ply through the Appendix D flow; `repeat` is what the other seat enters.
fn ply(t: &mut Table, mv: Move, repeat: Move, now: &mut u64) {
    let mover = t.game().position().turn();
    let (mover_seat, other) = (t.seat_of(mover), t.seat_of(!mover));
    let pos = t.game().position().clone();
    let san = |m: Move| San::from_move(&pos, m).to_string();
    for (seat, action) in [
        (mover_seat, enter(san(mv))),
        (mover_seat, Action::Confirm),
        (mover_seat, Action::Press),
        (other, enter(san(repeat))),
    ] {
        *now += 1_700;
        let _ = t.act(seat, &action, stamp(*now));
    }
}

fn pick(pos: &shakmaty::Chess, choice: u16) -> Option<Move> {
    let moves = pos.legal_moves();
    (!moves.is_empty()).then(|| moves[usize::from(choice) % moves.len()])
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn identical_entries_never_diverge(choices in prop::collection::vec(any::<u16>(), 1..40), blind_white in any::<bool>()) {
        let mut t = table(Color::from_white(blind_white));
        let mut now = 0;
        for choice in choices {
            let Some(mv) = pick(t.game().position(), choice) else { break };
            if matches!(t.phase(), Phase::Over(_)) {
                break;
            }
            ply(&mut t, mv, mv, &mut now);
            // The last move, even a mating one, reaches both boards.
            prop_assert_eq!(t.board_and_sheet(Seat::Blind).expect("a player seat").sheet.len(), t.board_and_sheet(Seat::Sighted).expect("a player seat").sheet.len());
            prop_assert!(t.alerts().is_empty(), "{:?}", t.alerts());
            prop_assert_eq!(fen(&t, Seat::Blind), fen(&t, Seat::Sighted));
        }
        prop_assert!(t.divergence().is_none());
    }

    #[test]
    fn one_altered_repetition_diverges_at_that_ply_and_the_retrace_repairs_it(
        choices in prop::collection::vec(any::<u16>(), 2..30),
        altered_at in any::<prop::sample::Index>(),
        other_choice in any::<u16>(),
    ) {
        let mut t = table(Color::White);
        let mut now = 0;
        let k = altered_at.index(choices.len()) + 1;
        for (i, choice) in choices.iter().enumerate() {
            let pos = t.game().position().clone();
            let Some(mv) = pick(&pos, *choice) else { return Ok(()) };
            if matches!(t.phase(), Phase::Over(_)) {
                return Ok(());
            }
            if i + 1 < k {
                ply(&mut t, mv, mv, &mut now);
                continue;
            }
            let moves = pos.legal_moves();
            let others: Vec<Move> = moves.iter().copied().filter(|m| *m != mv).collect();
            let Some(&wrong) = others.get(usize::from(other_choice) % others.len().max(1)) else {
                return Ok(());
            };
            ply(&mut t, mv, wrong, &mut now);
            break;
        }
        if matches!(t.phase(), Phase::Over(_)) || t.game().record().plies().len() < k {
            return Ok(());
        }
        let divergence = t.divergence().cloned();
        prop_assert!(divergence.is_some(), "no divergence after an altered ply {k}");
        prop_assert_eq!(divergence.and_then(|d| d.sheet_ply), Some(k));
        prop_assert_eq!(t.alerts().len(), 1);

        let recorded = t.game().record().reading_at(k - 1).expect("a reading at k - 1");
        now += 60_000;
        t.act(Seat::Arbiter, &Action::Retrace(k - 1), stamp(now)).unwrap();
        prop_assert_eq!(fen(&t, Seat::Blind), fen(&t, Seat::Sighted));
        prop_assert!(t.divergence().is_none());
        let reading = t.game().reading(Timestamp::from_millis(now));
        prop_assert_eq!(reading.remaining, recorded.remaining);
        prop_assert_eq!(reading.moves, recorded.moves);
        now += 5_000;
        t.act(Seat::Arbiter, &Action::Resume, stamp(now)).unwrap();
        // Time runs again for the side to move, from the restored reading.
        let later = t.game().reading(Timestamp::from_millis(now + 1_000));
        let mover = t.game().position().turn();
        prop_assert_eq!(*later.remaining.get(mover) + Duration::from_secs(1), *recorded.remaining.get(mover));
    }
}
