//! Known answers for null moves in PGN movetext (`--`, `Z0`, `0000`, `@@@@`) as python-chess
//! 1.11 reads them: `Move.null()` passes the turn, clears the en passant square and counts on
//! the halfmove clock. The expected FENs are python-chess's `board.fen()` after `read_game`.

use shakmaty::{EnPassantMode, Position, fen::Fen};

use super::*;
use crate::game::{Command, GameOptions, pgn::write_pgn};

fn game_of(text: &str) -> Game {
    read_pgn(text)
        .unwrap_or_else(|e| panic!("{text}: {e}"))
        .into_game(
            TimeControl::parse("90+30").ok(),
            Calls::none(),
            GameOptions::default(),
            import_stamp(WallTime(0)),
        )
        .unwrap()
}

fn fen(pos: &Chess) -> String {
    Fen::from_position(pos, EnPassantMode::Legal).to_string()
}

#[test]
fn every_form_of_a_null_move_passes_the_turn() {
    for null in ["--", "Z0", "0000", "@@@@"] {
        let text = format!("1. e4 {null} 2. d4 *");
        let g = read_pgn(&text).unwrap();
        assert_eq!(g.sans(), ["e4", "--", "d4"], "{null}");
        assert_eq!(g.moves[1].mv, None, "{null}");
        assert_eq!(
            fen(game_of(&text).position()),
            "rnbqkbnr/pppppppp/8/8/3PP3/8/PPP2PPP/RNBQKBNR b KQkq - 0 2",
            "{null}"
        );
    }
}

#[test]
fn the_position_after_a_null_move_is_python_chess_s() {
    for (text, want) in [
        // The halfmove clock counts the null move; an en passant square is cleared...
        (
            "1. e4 d5 2. e5 f5 3. -- *",
            "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR b KQkq - 1 3",
        ),
        // ...and a later double step makes one again.
        (
            "1. e4 d5 2. -- d4 3. c4 *",
            "rnbqkbnr/ppp1pppp/8/8/2PpP3/8/PP1P1PPP/RNBQKBNR b KQkq c3 0 3",
        ),
        // Black's null move ends the move: the number goes on.
        (
            "[FEN \"4k3/8/8/8/8/8/8/4K3 b - - 10 40\"]\n\n40... -- 41. Kd2 *",
            "4k3/8/8/8/8/8/3K4/8 b - - 12 41",
        ),
        (
            "1. e4 -- 2. e5 d5 3. -- *",
            "rnbqkbnr/ppp1pppp/8/3pP3/8/8/PPPP1PPP/RNBQKBNR b KQkq - 1 3",
        ),
        // The move after a null move is read in the position after it: White again.
        (
            "1. e4 -- 2. e5 d5 3. exd6 *",
            "rnbqkbnr/ppp1pppp/3P4/8/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 3",
        ),
    ] {
        assert_eq!(fen(game_of(text).position()), want, "{text}");
    }
}

#[test]
fn the_move_after_a_null_move_is_checked_against_the_position_after_it() {
    // Without the null move, 2... d5 would be Black's pawn; after it, White is to move.
    let e = read_pgn("1. e4 --\n2. d5 *").unwrap_err();
    assert_eq!(e.line, 2, "{e}");
    assert!(e.problem.to_string().starts_with("move 2. d5:"), "{e}");
    // And a resumed game goes on from there: White is to move, Black's d5 is refused.
    let mut g = game_of("1. e4 -- *");
    assert_eq!(g.position().turn(), shakmaty::Color::White);
    let black_d5 = shakmaty::uci::UciMove::from_ascii(b"d7d5").unwrap();
    assert!(black_d5.to_move(g.position()).is_err());
    // A score without clock times: the arbiter sets them before the clock runs again.
    for side in shakmaty::Color::ALL {
        let set = Command::SetClock {
            side,
            remaining: std::time::Duration::from_secs(600),
            moves: None,
        };
        g.apply(&set, import_stamp(WallTime(0))).unwrap();
    }
    g.apply(&Command::Resume, import_stamp(WallTime(0)))
        .unwrap();
    let e5 = shakmaty::uci::UciMove::from_ascii(b"e4e5")
        .unwrap()
        .to_move(g.position())
        .unwrap();
    g.apply(&Command::Play(e5), import_stamp(WallTime(0)))
        .unwrap();
    assert_eq!(g.record().sans(), ["e4", "--", "e5"]);
}

#[test]
fn a_null_move_while_in_check_is_refused_at_its_line() {
    // python-chess reads it into an impossible position where 4. Qxe8 takes the king.
    let e = read_pgn("1. e4 e5 2. Qh5 Nc6\n3. Qxf7+ -- 4. Qxe8 *").unwrap_err();
    assert_eq!(e.line, 2, "{e}");
    assert_eq!(
        e.problem.to_string(),
        "move 3... --: a null move (--) cannot stand here: the side to move is in check, \
         and passing would leave its king in check"
    );
}

#[test]
fn a_game_with_null_moves_is_written_with_dashes_and_reads_back_the_same() {
    let text = "[Event \"Analysis\"]\n\n1. e4 Z0 {Black passes} 2. d4 0000 $2 \
        (2... d5) 3. c4 @@@@ 4. Nc3 -- *\n";
    let g = read_pgn(text).unwrap();
    let game = game_of(text);
    let out = write_pgn(&game);
    let flat = out.replace('\n', " ");
    assert!(
        flat.contains("1. e4 -- {Black passes} 2. d4 -- $2 (2... d5) 3. c4 -- 4. Nc3 -- *"),
        "{out}"
    );
    let back = read_pgn(&out).unwrap();
    assert_eq!(back.sans(), g.sans());
    assert_eq!(back.notes.plies, g.notes.plies);
    assert_eq!(back.notes.tags, g.notes.tags);
    assert_eq!(fen(game_of(&out).position()), fen(game.position()));
    // A null move inside a variation is kept as written, in python-chess's form.
    let g = read_pgn("1. e4 e5 (1... 0000 2. d4) 2. Nf3 *").unwrap();
    assert_eq!(g.notes.plies[2].variations, ["(1... -- 2. d4)"]);
}

#[test]
fn a_retrace_across_a_null_move_gives_the_positions_before_and_after_it() {
    let mut g = game_of("1. e4 -- 2. e5 *");
    let before = g.record().position_at(1).unwrap();
    let after = g.record().position_at(2).unwrap();
    assert_eq!(before.turn(), shakmaty::Color::Black);
    assert_eq!(after.turn(), shakmaty::Color::White);
    g.apply(&Command::Retrace { ply: 2 }, import_stamp(WallTime(0)))
        .unwrap();
    assert_eq!(g.record().sans(), ["e4", "--"]);
    assert_eq!(fen(g.position()), fen(&after));
    g.apply(&Command::Retrace { ply: 1 }, import_stamp(WallTime(0)))
        .unwrap();
    assert_eq!(fen(g.position()), fen(&before));
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig::with_cases(64))]

    /// Random games with null moves in all four forms where they may stand read to the
    /// positions shakmaty gives, and are written and read back the same.
    #[test]
    fn random_games_with_null_moves_round_trip(
        choices in proptest::collection::vec(
            (proptest::prelude::any::<proptest::sample::Index>(), 0u8..32),
            0..80,
        ),
    ) {
        let mut pos = Chess::default();
        let mut text = String::new();
        let mut sans = Vec::new();
        for (index, form) in choices {
            if pos.is_game_over() {
                break;
            }
            let number = pos.fullmoves();
            if pos.turn().is_white() {
                text.push_str(&format!("{number}. "));
            }
            let null = ["--", "Z0", "0000", "@@@@"].get(usize::from(form));
            match null {
                Some(word) if !pos.is_check() => {
                    text.push_str(word);
                    sans.push("--".to_owned());
                    pos = crate::game::record::play_null(&pos).unwrap();
                }
                _ => {
                    let legal = pos.legal_moves();
                    let m = legal[index.index(legal.len())];
                    let san = shakmaty::san::SanPlus::from_move_and_play_unchecked(&mut pos, m);
                    text.push_str(&san.to_string());
                    sans.push(san.to_string());
                }
            }
            text.push(' ');
        }
        text.push('*');
        let g = read_pgn(&text).map_err(|e| proptest::test_runner::TestCaseError::fail(format!("{e}\n{text}")))?;
        proptest::prop_assert_eq!(&g.sans(), &sans);
        let game = game_of(&text);
        proptest::prop_assert_eq!(fen(game.position()), fen(&pos));
        let out = write_pgn(&game);
        let back = game_of(&out);
        proptest::prop_assert_eq!(back.record().sans(), sans);
        proptest::prop_assert_eq!(fen(back.position()), fen(&pos));
        proptest::prop_assert_eq!(write_pgn(&back), out);
    }
}
