//! Tests of the move detector: field updates, the quiet timer, and the move each board dump is.

use std::time::Duration;

use shakmaty::{Chess, Color, Move, Piece, Position, Role, Square, fen::Fen};

use super::*;
use crate::eboard::hands::{self, Seeded};

fn at(ms: u64) -> Timestamp {
    Timestamp::ZERO + Duration::from_millis(ms)
}

fn fen(text: &str) -> Chess {
    text.parse::<Fen>()
        .ok()
        .and_then(|f| f.into_position(shakmaty::CastlingMode::Standard).ok())
        .unwrap_or_else(|| panic!("a legal FEN: {text}"))
}

fn moving(pos: &Chess) -> Expect {
    Expect {
        position: pos.clone(),
        moves: true,
        awaited: None,
        before: None,
    }
}

/// A detector that has read the board of `pos` once.
fn reading(expect: Expect) -> Detector {
    let board = expect.position.board().clone();
    let mut d = Detector::new(expect);
    assert_eq!(d.report(&Report::Board(board), at(0)), []);
    d
}

fn set(d: &mut Detector, square: Square, piece: Option<Piece>, ms: u64) {
    assert_eq!(d.report(&Report::Square(square, piece), at(ms)), []);
}

/// Every detection until the detector has nothing left to wait for (at most a minute).
fn settle(d: &mut Detector) -> Vec<Detection> {
    let mut out = Vec::new();
    for _ in 0..20 {
        match d.poll_timeout() {
            Some(when) if when <= at(60_000) => out.extend(d.handle_timeout(when)),
            _ => break,
        }
    }
    out
}

fn moves(detections: &[Detection]) -> Vec<Move> {
    detections
        .iter()
        .filter_map(|d| match d {
            Detection::Move(m) => Some(*m),
            _ => None,
        })
        .collect()
}

fn white(role: Role) -> Option<Piece> {
    Some(Piece {
        color: Color::White,
        role,
    })
}

#[test]
fn a_move_is_read_once_the_board_is_quiet() {
    let pos = Chess::default();
    let mut d = reading(moving(&pos));
    set(&mut d, Square::E2, None, 1000);
    set(&mut d, Square::E4, white(Role::Pawn), 1200);
    assert_eq!(d.poll_timeout(), Some(at(1450)));
    assert_eq!(d.handle_timeout(at(1449)), []);
    let found = d.handle_timeout(at(1450));
    assert_eq!(found[0], Detection::AskBoard);
    assert_eq!(moves(&found).len(), 1);
    assert_eq!(
        moves(&found)[0]
            .to_uci(shakmaty::CastlingMode::Standard)
            .to_string(),
        "e2e4"
    );
    // The whole board that was asked for says the same: nothing more.
    let mut after = pos.clone();
    after.play_unchecked(moves(&found)[0]);
    assert_eq!(
        d.report(&Report::Board(after.board().clone()), at(1500)),
        []
    );
}

#[test]
fn a_piece_lifted_and_held_is_off_after_three_seconds_and_in_place_when_put_back() {
    let pos = Chess::default();
    let mut d = reading(moving(&pos));
    set(&mut d, Square::G1, None, 0);
    assert_eq!(d.handle_timeout(at(250)), [Detection::AskBoard]);
    assert_eq!(d.poll_timeout(), Some(at(3250)));
    let off = d.handle_timeout(at(3250));
    assert_eq!(
        off,
        [Detection::Off(Off::Squares(vec![OffSquare {
            square: Square::G1,
            shown: None,
            should: white(Role::Knight),
        }]))]
    );
    // Said once; the arbiter's reminder later, then nothing.
    assert_eq!(d.handle_timeout(at(4000)), []);
    assert!(matches!(
        d.handle_timeout(at(20_250))[..],
        [Detection::StillOff(_)]
    ));
    assert_eq!(d.poll_timeout(), None);
    set(&mut d, Square::G1, white(Role::Knight), 30_000);
    assert_eq!(
        d.handle_timeout(at(30_250)),
        [Detection::AskBoard, Detection::InPlace]
    );
}

#[test]
fn two_pieces_moved_at_once_are_what_is_off_never_a_move() {
    let pos = Chess::default();
    let mut d = reading(moving(&pos));
    set(&mut d, Square::E2, None, 0);
    set(&mut d, Square::E4, white(Role::Pawn), 50);
    set(&mut d, Square::D2, None, 100);
    set(&mut d, Square::D4, white(Role::Pawn), 150);
    let found = settle(&mut d);
    assert_eq!(moves(&found), []);
    let Some(Detection::Off(Off::Squares(squares))) = found
        .iter()
        .find(|d| matches!(d, Detection::Off(_)))
        .cloned()
    else {
        panic!("what is off is said: {found:?}");
    };
    let named: Vec<Square> = squares.iter().map(|o| o.square).collect();
    // Pieces that should not be there first, then the squares that should hold one.
    assert_eq!(named, [Square::D4, Square::E4, Square::D2, Square::E2]);
}

#[test]
fn the_position_before_the_last_move_is_a_takeback() {
    let start = Chess::default();
    let e4 = start
        .legal_moves()
        .into_iter()
        .find(|m| m.to() == Square::E4)
        .unwrap_or_else(|| panic!("e4"));
    let mut after = start.clone();
    after.play_unchecked(e4);
    let mut d = reading(Expect {
        before: Some((start.clone(), e4)),
        ..Expect::still(after)
    });
    set(&mut d, Square::E4, None, 0);
    set(&mut d, Square::E2, white(Role::Pawn), 100);
    let found = settle(&mut d);
    let takeback = Off::Takeback {
        before: Box::new(start),
        mv: e4,
    };
    assert!(found.contains(&Detection::Off(takeback)), "{found:?}");
}

#[test]
fn the_awaited_move_executed_wrongly_is_said_against_the_position_after_it() {
    let pos = Chess::default();
    let nf3 = pos
        .legal_moves()
        .into_iter()
        .find(|m| m.to() == Square::F3 && m.role() == Role::Knight)
        .unwrap_or_else(|| panic!("Nf3"));
    let mut d = reading(Expect {
        awaited: Some(nf3),
        ..Expect::still(pos)
    });
    // The knight put on f4, which no knight reaches from g1.
    set(&mut d, Square::G1, None, 0);
    set(&mut d, Square::F4, white(Role::Knight), 100);
    let found = settle(&mut d);
    let off = vec![
        OffSquare {
            square: Square::F4,
            shown: white(Role::Knight),
            should: None,
        },
        OffSquare {
            square: Square::F3,
            shown: None,
            should: white(Role::Knight),
        },
    ];
    assert!(
        found.contains(&Detection::Off(Off::Squares(off))),
        "{found:?}"
    );
}

#[test]
fn a_rook_moved_first_waits_for_its_king_and_is_a_rook_move_if_none_comes() {
    let pos = fen(hands::SPECIAL[0]);
    let mut d = reading(moving(&pos));
    set(&mut d, Square::H1, None, 0);
    set(&mut d, Square::F1, white(Role::Rook), 100);
    // Quiet: the rook stands where castling would put it; the king is still to come.
    assert_eq!(d.handle_timeout(at(350)), [Detection::AskBoard]);
    set(&mut d, Square::E1, None, 900);
    set(&mut d, Square::G1, white(Role::King), 1000);
    let found = settle(&mut d);
    assert!(
        matches!(moves(&found)[..], [Move::Castle { .. }]),
        "{found:?}"
    );

    let mut d = reading(moving(&pos));
    set(&mut d, Square::H1, None, 0);
    set(&mut d, Square::F1, white(Role::Rook), 100);
    let found = settle(&mut d);
    assert!(
        matches!(
            moves(&found)[..],
            [Move::Normal {
                role: Role::Rook,
                to: Square::F1,
                ..
            }]
        ),
        "{found:?}"
    );
}

#[test]
fn nothing_is_read_before_the_first_whole_board_nor_while_it_is_lost() {
    let pos = Chess::default();
    let mut d = Detector::new(moving(&pos));
    set(&mut d, Square::E2, None, 0);
    assert_eq!(settle(&mut d), [Detection::AskBoard]);
    let mut d = reading(moving(&pos));
    d.lost();
    set(&mut d, Square::E2, None, 0);
    assert_eq!(settle(&mut d), [Detection::AskBoard]);
}

#[test]
fn a_move_found_is_found_once_until_the_record_changes() {
    let pos = Chess::default();
    let mut d = reading(moving(&pos));
    set(&mut d, Square::E2, None, 0);
    set(&mut d, Square::E4, white(Role::Pawn), 10);
    assert_eq!(moves(&settle(&mut d)).len(), 1);
    // The same board again (a check) is no second move.
    let board = d.shown().cloned().unwrap_or_else(|| panic!("shown"));
    assert_eq!(moves(&d.report(&Report::Board(board), at(2000))), []);
    // The table refused it, then something changed: read again.
    assert_eq!(moves(&d.reconsider(at(3000))).len(), 1);
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig::with_cases(1000))]
    /// Issue 27, item 5: every legal move of many real positions, made as lifts and drops in
    /// any order and any timing within the quiet time, is detected as exactly that move.
    #[test]
    fn every_legal_move_made_by_hand_is_found_as_exactly_that_move(seed in proptest::num::u64::ANY) {
        let mut hand = Seeded::new(seed);
        let pos = hands::position(&mut hand);
        let legal = pos.legal_moves();
        let mv = legal[hand.below(legal.len())];
        let mut d = reading(moving(&pos));
        let mut t = 1000;
        for change in hands::changes(&pos, mv, &mut hand) {
            t += u64::try_from(hand.below(250)).unwrap_or(0);
            proptest::prop_assert_eq!(d.report(&Report::Square(change.square, change.piece), at(t)), vec![]);
        }
        let found = settle(&mut d);
        proptest::prop_assert_eq!(moves(&found), vec![mv], "{:?}", found);
    }
}

#[test]
fn over_bluetooth_the_board_is_given_longer_to_be_quiet() {
    let pos = Chess::default();
    let mut d = reading(moving(&pos));
    d.set_quiet(QUIET_BLUETOOTH);
    set(&mut d, Square::E2, None, 0);
    set(&mut d, Square::E4, white(Role::Pawn), 300);
    assert_eq!(d.poll_timeout(), Some(at(800)));
    assert_eq!(moves(&d.handle_timeout(at(800))).len(), 1);
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig::with_cases(200))]
    /// Updates out of order (a board scans its squares in its own order): any order that keeps
    /// each square's own changes in turn is the same move.
    #[test]
    fn updates_out_of_order_are_still_exactly_the_move(seed in proptest::num::u64::ANY) {
        let mut hand = Seeded::new(seed);
        let pos = hands::position(&mut hand);
        let legal = pos.legal_moves();
        let mv = legal[hand.below(legal.len())];
        let mut changes = hands::changes(&pos, mv, &mut hand);
        // Shuffled, then each square's changes put back in their order.
        let mut order: Vec<usize> = (0..changes.len()).collect();
        for i in (1..order.len()).rev() {
            order.swap(i, hand.below(i + 1));
        }
        let mut shuffled: Vec<_> = order.iter().map(|&i| changes[i]).collect();
        for square in Square::ALL {
            let mine: Vec<_> = changes.iter().filter(|c| c.square == square).copied().collect();
            for (c, own) in shuffled.iter_mut().filter(|c| c.square == square).zip(mine) {
                *c = own;
            }
        }
        changes = shuffled;
        let mut d = reading(moving(&pos));
        let mut t = 1000;
        for change in changes {
            t += u64::try_from(hand.below(250)).unwrap_or(0);
            let _ = d.report(&Report::Square(change.square, change.piece), at(t));
        }
        let found = settle(&mut d);
        proptest::prop_assert_eq!(moves(&found), vec![mv], "{:?}", found);
    }
}
