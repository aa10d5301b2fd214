//! Tests of the sighted seat's e-board: moves read off the board, the board checked against the record.

use shakmaty::{Color, Piece, Role, Square};

use crate::eboard::ClockSide;

use super::*;
use crate::{
    clock::Timestamp,
    game::Stamp,
    table::{Mode, test_setup},
};

fn ms(t: u64) -> Timestamp {
    Timestamp::from_millis(t)
}

fn stamp(t: u64) -> Stamp {
    Stamp {
        at: ms(t),
        wall: Default::default(),
    }
}

/// A table with the blind player Black, the sighted player White, the clock started; and his
/// e-board, which has sent its whole board.
fn table(mode: Mode) -> (Table, PlayersBoard) {
    let mut t = Table::new(test_setup(mode, Color::Black)).unwrap_or_else(|e| panic!("{e}"));
    let _ = t.act(Seat::Arbiter, &Action::Start, stamp(0));
    let mut board = PlayersBoard::new(&t, Seat::Sighted, true);
    let whole = Report::Board(t.board_of(Seat::Sighted).board().clone());
    let _ = board.report(&t, &whole, ms(0));
    (t, board)
}

fn piece(color: Color, role: Role) -> Option<Piece> {
    Some(Piece { color, role })
}

/// Square changes at `t`, `t + 50` …, then time until the board has nothing left to wait for
/// (bounded): every todo.
fn hand(
    t: &Table,
    board: &mut PlayersBoard,
    changes: &[(Square, Option<Piece>)],
    start: u64,
    until: u64,
) -> Vec<BoardTodo> {
    let mut todo = Vec::new();
    let mut now = start;
    for (square, piece) in changes {
        todo.extend(board.report(t, &Report::Square(*square, *piece), ms(now)));
        now += 50;
    }
    for _ in 0..20 {
        match board.poll_timeout() {
            Some(at) if at <= ms(until) => todo.extend(board.handle_timeout(t, at)),
            _ => break,
        }
    }
    todo
}

fn acts(todo: &[BoardTodo]) -> Vec<BoardTodo> {
    todo.iter()
        .filter(|t| !matches!(t, BoardTodo::AskBoard))
        .cloned()
        .collect()
}

/// Carries out the todos on the table as the loop does, for the sighted seat.
fn carry_out(t: &mut Table, todo: &[BoardTodo], at: u64) {
    for item in todo {
        match item {
            BoardTodo::Act(action) => {
                let _ = t.act(Seat::Sighted, action, stamp(at));
            }
            BoardTodo::Confirm => {
                let _ = t.act(Seat::Sighted, &Action::Confirm, stamp(at));
            }
            _ => {}
        }
    }
}

fn enter(text: &str, target: Target) -> BoardTodo {
    BoardTodo::Act(Action::Enter {
        text: text.into(),
        target,
    })
}

#[test]
fn his_own_move_on_the_board_is_entered_and_confirmed_for_him() {
    let (mut t, mut board) = table(Mode::Tournament);
    let todo = hand(
        &t,
        &mut board,
        &[
            (Square::E2, None),
            (Square::E4, piece(Color::White, Role::Pawn)),
        ],
        1000,
        5000,
    );
    assert_eq!(
        acts(&todo),
        [enter("e2e4", Target::Both), BoardTodo::Confirm]
    );
    carry_out(&mut t, &todo, 1400);
    // Announced to the blind player: the move is made on the sighted board and sheet, the board agrees.
    assert!(matches!(t.phase(), Phase::Made { .. }));
    assert_eq!(acts(&board.sync(&t, ms(1400))), []);
}

#[test]
fn the_blind_players_move_executed_is_his_repetition_once_the_clock_is_pressed() {
    let (mut t, mut board) = table(Mode::Tournament);
    for (seat, action) in [
        (
            Seat::Sighted,
            Action::Enter {
                text: "e4".into(),
                target: Target::Both,
            },
        ),
        (Seat::Sighted, Action::Confirm),
        (Seat::Sighted, Action::Press),
        (
            Seat::Blind,
            Action::Enter {
                text: "e4".into(),
                target: Target::Both,
            },
        ),
        (
            Seat::Blind,
            Action::Enter {
                text: "e5".into(),
                target: Target::Both,
            },
        ),
        (Seat::Blind, Action::Confirm),
    ] {
        assert!(t.act(seat, &action, stamp(1000)).is_ok(), "{action:?}");
    }
    // His own move on his board (typed, not read from it) first.
    let todo = hand(
        &t,
        &mut board,
        &[
            (Square::E2, None),
            (Square::E4, piece(Color::White, Role::Pawn)),
        ],
        1000,
        2000,
    );
    assert_eq!(acts(&todo), []);
    // The announced move executed before the press: held.
    let todo = hand(
        &t,
        &mut board,
        &[
            (Square::E7, None),
            (Square::E5, piece(Color::Black, Role::Pawn)),
        ],
        3000,
        4000,
    );
    assert_eq!(acts(&todo), []);
    assert!(t.act(Seat::Blind, &Action::Press, stamp(4000)).is_ok());
    let todo = board.sync(&t, ms(4000));
    assert_eq!(acts(&todo), [enter("e7e5", Target::Both)]);
    carry_out(&mut t, &todo, 4000);
    assert!(matches!(
        t.phase(),
        Phase::Entering {
            mover: Color::White
        }
    ));
    assert!(t.divergence().is_none());
}

#[test]
fn another_move_than_the_one_announced_is_the_tables_divergence_alert() {
    let (mut t, mut board) = table(Mode::Tournament);
    for (seat, action) in [
        (
            Seat::Sighted,
            Action::Enter {
                text: "Nf3".into(),
                target: Target::Both,
            },
        ),
        (Seat::Sighted, Action::Confirm),
        (Seat::Sighted, Action::Press),
        (
            Seat::Blind,
            Action::Enter {
                text: "Nf3".into(),
                target: Target::Both,
            },
        ),
        (
            Seat::Blind,
            Action::Enter {
                text: "d5".into(),
                target: Target::Both,
            },
        ),
        (Seat::Blind, Action::Confirm),
        (Seat::Blind, Action::Press),
    ] {
        assert!(t.act(seat, &action, stamp(1000)).is_ok(), "{action:?}");
    }
    let mut todo = hand(
        &t,
        &mut board,
        &[
            (Square::G1, None),
            (Square::F3, piece(Color::White, Role::Knight)),
        ],
        1000,
        1500,
    );
    carry_out(&mut t, &todo, 1500);
    todo = board.sync(&t, ms(1500));
    assert_eq!(acts(&todo), []);
    // d6 executed where d5 was announced.
    let todo = hand(
        &t,
        &mut board,
        &[
            (Square::D7, None),
            (Square::D6, piece(Color::Black, Role::Pawn)),
        ],
        2000,
        3000,
    );
    assert_eq!(acts(&todo), [enter("d7d6", Target::Board)]);
    carry_out(&mut t, &todo, 3000);
    let d = t.divergence().unwrap_or_else(|| panic!("a divergence"));
    let squares: Vec<Square> = d.squares.iter().map(|s| s.0).collect();
    assert_eq!(squares, [Square::D5, Square::D6]);
    assert_eq!(t.phase(), &Phase::Arbiter);
}

#[test]
fn a_wrong_square_after_the_announced_move_is_told_to_every_seat() {
    let (mut t, mut board) = table(Mode::Tournament);
    for (seat, action) in [
        (
            Seat::Sighted,
            Action::Enter {
                text: "d4".into(),
                target: Target::Both,
            },
        ),
        (Seat::Sighted, Action::Confirm),
        (Seat::Sighted, Action::Press),
        (
            Seat::Blind,
            Action::Enter {
                text: "d4".into(),
                target: Target::Both,
            },
        ),
        (
            Seat::Blind,
            Action::Enter {
                text: "Nf6".into(),
                target: Target::Both,
            },
        ),
        (Seat::Blind, Action::Confirm),
        (Seat::Blind, Action::Press),
    ] {
        assert!(t.act(seat, &action, stamp(1000)).is_ok(), "{action:?}");
    }
    let todo = hand(
        &t,
        &mut board,
        &[
            (Square::D2, None),
            (Square::D4, piece(Color::White, Role::Pawn)),
        ],
        1000,
        1500,
    );
    assert_eq!(acts(&todo), []);
    // The knight put on f5, where no knight from g8 goes.
    let todo = hand(
        &t,
        &mut board,
        &[
            (Square::G8, None),
            (Square::F5, piece(Color::Black, Role::Knight)),
        ],
        2000,
        9000,
    );
    // The table is told once, which alerts every seat and stops play for the arbiter.
    let [
        BoardTodo::Act(Action::EboardOff {
            squares,
            stop: true,
        }),
    ] = &acts(&todo)[..]
    else {
        panic!("one report: {todo:?}");
    };
    let named: Vec<Square> = squares.iter().map(|s| s.square).collect();
    assert_eq!(named, [Square::F5, Square::F6]);
    let report = Action::EboardOff {
        squares: squares.clone(),
        stop: true,
    };
    let events = t
        .act(Seat::Sighted, &report, stamp(9000))
        .unwrap_or_else(|(r, _)| panic!("{r:?}"));
    for seat in [Seat::Blind, Seat::Sighted, Seat::Arbiter] {
        assert!(
            events
                .iter()
                .any(|e| e.to == seat && e.urgency == Urgency::Alert)
        );
    }
    assert_eq!(t.phase(), &Phase::Arbiter);
    // Nothing recorded changed.
    assert_eq!(
        t.board_and_sheet(Seat::Sighted).map(|b| b.board.len()),
        Some(1)
    );
    // Put right: every seat told here; the arbiter resumes play where it was.
    let todo = hand(
        &t,
        &mut board,
        &[
            (Square::F5, None),
            (Square::F6, piece(Color::Black, Role::Knight)),
        ],
        10_000,
        11_000,
    );
    assert!(
        acts(&todo).contains(&BoardTodo::Tell {
            to: vec![Seat::Blind, Seat::Sighted, Seat::Arbiter],
            urgency: Urgency::Info,
            said: BoardSaid::InPlace
        }),
        "{todo:?}"
    );
    assert!(t.act(Seat::Arbiter, &Action::Resume, stamp(12_000)).is_ok());
    let todo = board.sync(&t, ms(12_000));
    assert_eq!(acts(&todo), [enter("g8f6", Target::Both)]);
}

#[test]
fn a_piece_knocked_over_between_moves_is_told_to_him_then_to_the_arbiter() {
    let (t, mut board) = table(Mode::Tournament);
    // Black to move? No: White (the sighted player) is; a knocked black piece is no move.
    let todo = hand(&t, &mut board, &[(Square::A7, None)], 1000, 30_000);
    let todo = acts(&todo);
    assert_eq!(todo.len(), 2, "{todo:?}");
    let BoardTodo::Tell { to, said, .. } = &todo[0] else {
        panic!("{todo:?}");
    };
    assert_eq!(to, &[Seat::Sighted]);
    assert!(matches!(said, BoardSaid::Off(Off::Squares(_))));
    // Not put right: the arbiter is told through the table; play goes on.
    let BoardTodo::Act(Action::EboardOff {
        squares,
        stop: false,
    }) = &todo[1]
    else {
        panic!("{todo:?}");
    };
    assert_eq!(squares.len(), 1);
    let todo = hand(
        &t,
        &mut board,
        &[(Square::A7, piece(Color::Black, Role::Pawn))],
        40_000,
        41_000,
    );
    assert_eq!(
        acts(&todo),
        [BoardTodo::Tell {
            to: vec![Seat::Sighted, Seat::Arbiter],
            urgency: Urgency::Info,
            said: BoardSaid::InPlace
        }]
    );
}

#[test]
fn each_kind_of_fault_is_told_once_until_the_board_comes_back() {
    let (t, mut board) = table(Mode::Tournament);
    let garbage = Report::Fault(Fault::Garbage { bytes: 4 });
    assert_eq!(board.report(&t, &garbage, ms(10)).len(), 1);
    assert_eq!(board.report(&t, &garbage, ms(20)).len(), 0);
    let cut = Report::Fault(Fault::CutShort {
        id: 0x86,
        expected: 67,
        got: 9,
    });
    assert_eq!(board.report(&t, &cut, ms(30)).len(), 1);
    board.connected("/dev/ttyUSB0");
    assert_eq!(board.report(&t, &garbage, ms(40)).len(), 1);
}

#[test]
fn a_move_made_while_the_board_was_away_is_read_from_its_whole_board() {
    let (t, mut board) = table(Mode::Casual);
    board.lost();
    board.connected("/dev/rfcomm0");
    let mut after = t.board_of(Seat::Sighted).clone();
    let e4 = after
        .legal_moves()
        .into_iter()
        .find(|m| m.to() == Square::E4)
        .unwrap_or_else(|| panic!("e4"));
    after.play_unchecked(e4);
    let todo = board.report(&t, &Report::Board(after.board().clone()), ms(5000));
    assert_eq!(
        acts(&todo),
        [enter("e2e4", Target::Both), BoardTodo::Confirm]
    );
}

#[test]
fn on_a_joined_device_a_move_is_sent_once_while_the_hosts_entries_come_back() {
    let (mut t, mut board) = table(Mode::Tournament);
    let todo = hand(
        &t,
        &mut board,
        &[
            (Square::G1, None),
            (Square::F3, piece(Color::White, Role::Knight)),
        ],
        1000,
        2000,
    );
    assert_eq!(
        acts(&todo),
        [enter("g1f3", Target::Both), BoardTodo::Confirm]
    );
    // Nothing came back yet, something else did (a clock call): nothing sent again.
    assert_eq!(acts(&board.sync(&t, ms(2100))), []);
    // The host's entry comes back: read back; its confirmation is sent, once.
    let _ = t.act(
        Seat::Sighted,
        &Action::Enter {
            text: "Nf3".into(),
            target: Target::Both,
        },
        stamp(2200),
    );
    assert_eq!(acts(&board.sync(&t, ms(2200))), [BoardTodo::Confirm]);
    assert_eq!(acts(&board.sync(&t, ms(2250))), []);
    let _ = t.act(Seat::Sighted, &Action::Confirm, stamp(2300));
    assert_eq!(acts(&board.sync(&t, ms(2300))), []);
    assert!(matches!(t.phase(), Phase::Made { .. }));
}

#[test]
fn a_move_refused_before_the_clock_started_is_entered_once_it_is() {
    let mut t =
        Table::new(test_setup(Mode::Tournament, Color::Black)).unwrap_or_else(|e| panic!("{e}"));
    let mut board = PlayersBoard::new(&t, Seat::Sighted, true);
    let whole = Report::Board(t.board_of(Seat::Sighted).board().clone());
    let _ = board.report(&t, &whole, ms(0));
    let todo = hand(
        &t,
        &mut board,
        &[
            (Square::E2, None),
            (Square::E4, piece(Color::White, Role::Pawn)),
        ],
        1000,
        2000,
    );
    assert_eq!(
        acts(&todo),
        [enter("e2e4", Target::Both), BoardTodo::Confirm]
    );
    // The app refused it (the clock waits for the arbiter): the table is as it was.
    assert!(t.act(Seat::Arbiter, &Action::Start, stamp(3000)).is_ok());
    let todo = board.sync(&t, ms(3000));
    assert_eq!(
        acts(&todo),
        [enter("e2e4", Target::Both), BoardTodo::Confirm]
    );
}

fn lever(side: ClockSide) -> Report {
    Report::Clock(crate::eboard::ClockReading {
        lever_down: side,
        running: true,
        battery_low: false,
        left: 300,
        right: 300,
    })
}

fn e2e4() -> [(Square, Option<Piece>); 2] {
    [
        (Square::E2, None),
        (Square::E4, piece(Color::White, Role::Pawn)),
    ]
}

#[test]
fn the_clocks_lever_down_on_his_side_after_his_move_is_his_press_once() {
    let (mut t, mut board) = table(Mode::Tournament);
    // The first reading only says where the lever stands; moved before his move, it is no press.
    assert_eq!(
        acts(&board.report(&t, &lever(ClockSide::Right), ms(500))),
        []
    );
    assert_eq!(
        acts(&board.report(&t, &lever(ClockSide::Left), ms(600))),
        []
    );
    assert_eq!(
        acts(&board.report(&t, &lever(ClockSide::Right), ms(700))),
        []
    );
    let todo = hand(&t, &mut board, &e2e4(), 1000, 5000);
    carry_out(&mut t, &todo, 1400);
    assert!(matches!(t.phase(), Phase::Made { .. }));
    // His press: the lever goes down on the left, his side from now on.
    let todo = board.report(&t, &lever(ClockSide::Left), ms(2000));
    assert_eq!(acts(&todo), [BoardTodo::Act(Action::Press)]);
    carry_out(&mut t, &todo, 2000);
    assert!(matches!(t.phase(), Phase::Repeating { .. }));
    // The same reading again, or the lever moved in the blind player's turn: nothing.
    assert_eq!(
        acts(&board.report(&t, &lever(ClockSide::Left), ms(2100))),
        []
    );
    assert_eq!(
        acts(&board.report(&t, &lever(ClockSide::Right), ms(2200))),
        []
    );
    assert_eq!(
        acts(&board.report(&t, &lever(ClockSide::Left), ms(2300))),
        []
    );
    assert!(matches!(t.phase(), Phase::Repeating { .. }));
}

#[test]
fn a_press_before_his_move_is_read_waits_for_it_and_the_other_side_is_never_his() {
    let (mut t, mut board) = table(Mode::Tournament);
    let _ = board.report(&t, &lever(ClockSide::Right), ms(500));
    // Dropped and pressed within the quiet time: the press waits for the move's confirmation.
    let mut todo = Vec::new();
    for (i, (square, piece)) in e2e4().into_iter().enumerate() {
        todo.extend(board.report(&t, &Report::Square(square, piece), ms(1000 + 50 * i as u64)));
    }
    todo.extend(board.report(&t, &lever(ClockSide::Left), ms(1100)));
    assert_eq!(acts(&todo), []);
    let todo = hand(&t, &mut board, &[], 1200, 5000);
    assert_eq!(
        acts(&todo),
        [enter("e2e4", Target::Both), BoardTodo::Confirm]
    );
    carry_out(&mut t, &todo, 1400);
    let todo = board.sync(&t, ms(1400));
    assert_eq!(acts(&todo), [BoardTodo::Act(Action::Press)]);
    carry_out(&mut t, &todo, 1400);
    // The blind player's move, pressed by key only: the lever stays down on the left.
    for (seat, action) in [
        (
            Seat::Blind,
            Action::Enter {
                text: "e4".into(),
                target: Target::Both,
            },
        ),
        (
            Seat::Blind,
            Action::Enter {
                text: "e5".into(),
                target: Target::Both,
            },
        ),
        (Seat::Blind, Action::Confirm),
        (Seat::Blind, Action::Press),
    ] {
        let _ = t.act(seat, &action, stamp(3000));
    }
    let _ = board.sync(&t, ms(3000));
    assert_eq!(
        acts(&board.report(&t, &lever(ClockSide::Left), ms(3100))),
        []
    );
    // His repetition and his next move, then the lever pressed down on the right: not his side.
    let todo = hand(
        &t,
        &mut board,
        &[
            (Square::E7, None),
            (Square::E5, piece(Color::Black, Role::Pawn)),
        ],
        4000,
        6000,
    );
    carry_out(&mut t, &todo, 6000);
    let todo = board.sync(&t, ms(6000));
    carry_out(&mut t, &todo, 6000);
    let todo = hand(
        &t,
        &mut board,
        &[
            (Square::G1, None),
            (Square::F3, piece(Color::White, Role::Knight)),
        ],
        7000,
        9000,
    );
    carry_out(&mut t, &todo, 9000);
    assert!(matches!(t.phase(), Phase::Made { .. }), "{:?}", t.phase());
    assert_eq!(
        acts(&board.report(&t, &lever(ClockSide::Right), ms(9200))),
        []
    );
    // Down on his side again: his press.
    let todo = board.report(&t, &lever(ClockSide::Left), ms(9300));
    assert_eq!(acts(&todo), [BoardTodo::Act(Action::Press)]);
}
