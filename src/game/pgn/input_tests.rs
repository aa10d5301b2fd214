//! Known answers for PGN input as python-chess 1.11 reads it: several games, `e.p.`, UCI
//! movetext, null moves, words the reader would skip, games without clock times.

use super::*;
use crate::game::GameOptions;

const TWO_GAMES: &str = "[Event \"WCh\"]\n[White \"Nepomniachtchi, Ian\"]\n[Black \"Ding, Liren\"]\n\
    [Round \"1\"]\n[Result \"1/2-1/2\"]\n\n1. e4 e5 1/2-1/2\n\n\
    [Event \"WCh\"]\n[White \"Ding, Liren\"]\n[Black \"Nepomniachtchi, Ian\"]\n\
    [Round \"2\"]\n[Result \"0-1\"]\n\n1. d4 Nf6 2. Xy9 0-1\n";

#[test]
fn a_file_of_several_games_lists_them_and_lets_the_user_pick() {
    let games = list_games(TWO_GAMES).unwrap();
    assert_eq!(games.len(), 2);
    assert_eq!(games[1].line, 9);
    assert_eq!(
        games[0].summary(),
        "1: Nepomniachtchi, Ian - Ding, Liren, WCh, ?, round 1, 1/2-1/2 (line 1)"
    );
    let e = read_pgn(TWO_GAMES).unwrap_err();
    assert_eq!(e.line, 9);
    assert!(
        e.problem.to_string().contains("a second game starts here"),
        "{e}"
    );
    assert!(e.problem.to_string().contains("--game N"), "{e}");
    assert!(
        e.problem
            .to_string()
            .contains("\n  2: Ding, Liren - Nepomniachtchi"),
        "{e}"
    );
    assert_eq!(
        read_pgn_pick(TWO_GAMES, Some("1")).unwrap().sans(),
        ["e4", "e5"]
    );
    // The second game's errors name the game and lines of the file.
    let e = read_pgn_pick(TWO_GAMES, Some("2")).unwrap_err();
    assert_eq!(
        (e.line, e.problem.to_string().as_str()),
        (15, "game 2: move 2. Xy9: not a move")
    );
    // A name matching both games lists them; a round or number picks one.
    let e = read_pgn_pick(TWO_GAMES, Some("ding")).unwrap_err();
    assert!(
        e.problem.to_string().starts_with("2 games match \"ding\""),
        "{e}"
    );
    let e = read_pgn_pick(TWO_GAMES, Some("Carlsen")).unwrap_err();
    assert!(e.problem.to_string().starts_with("no game matches"), "{e}");
    assert!(read_pgn_pick(TWO_GAMES, Some("3")).is_err());
}

#[test]
fn digits_pick_a_game_by_number_else_by_its_date() {
    let text = "[Event \"a\"]\n[Date \"2024.05.01\"]\n\n1. e4 *\n\n\
        [Event \"b\"]\n[Date \"2025.01.31\"]\n\n1. d4 *\n";
    assert_eq!(read_pgn_pick(text, Some("2")).unwrap().sans(), ["d4"]);
    assert_eq!(read_pgn_pick(text, Some("2025")).unwrap().sans(), ["d4"]);
    assert_eq!(read_pgn_pick(text, Some("2024")).unwrap().sans(), ["e4"]);
    // Digits that are neither a number nor in any tag say both.
    let e = read_pgn_pick(text, Some("1999")).unwrap_err();
    assert!(
        e.problem
            .to_string()
            .starts_with("there is no game number 1999 (the games are numbered 1 to 2)")
            && e.problem
                .to_string()
                .contains("no game's players, event, site, date or round contain"),
        "{e}"
    );
}

#[test]
fn a_pawn_move_without_its_file_is_never_a_capture() {
    // Appendix C.9.3: "d5" is no "exd5"; the message names the capture meant.
    let e = read_pgn("1. e4 d5 2. d5 *").unwrap_err();
    let meant = |number, black, san: &str, capture: &str| PgnProblem::Move {
        at: MoveName {
            number,
            black,
            san: san.into(),
        },
        problem: MoveProblem::CaptureWithoutFile(capture.into()),
    };
    assert_eq!((e.line, e.problem), (1, meant(2, false, "d5", "exd5")));
    let e = read_pgn("[FEN \"4k3/8/8/8/8/8/1p6/R3K3 b - - 0 1\"]\n\n1... a1=Q *").unwrap_err();
    assert_eq!((e.line, e.problem), (3, meant(1, true, "a1=Q", "bxa1=Q+")));
    // A capture without its `x` still reads, as python-chess reads it.
    assert_eq!(read_pgn("1. e4 d5 2. ed5 *").unwrap().sans()[2], "exd5");
}

#[test]
fn a_clock_time_beyond_any_clock_is_refused_naming_the_move() {
    let e = read_pgn("1. e4 {[%clk 1000:00:01]} *").unwrap_err();
    assert!(
        e.problem
            .to_string()
            .starts_with("move 1. e4: bad [%clk 1000:00:01]")
            && e.problem.to_string().contains("more than 1000 hours"),
        "{e}"
    );
    assert!(read_pgn("1. e4 {[%clk 1000:00:00]} *").is_ok());
}

#[test]
fn the_time_control_is_written_back_as_the_source_wrote_it() {
    for tag in ["60+0", "60", "40/5400+30:1800+30"] {
        let text = format!("[TimeControl \"{tag}\"]\n\n1. e4 *\n");
        let game = read_pgn(&text)
            .unwrap()
            .into_game(
                None,
                Calls::none(),
                GameOptions::default(),
                import_stamp(WallTime(0)),
            )
            .unwrap();
        let out = crate::game::pgn::write_pgn(&game);
        assert!(
            out.contains(&format!("[TimeControl \"{tag}\"]")),
            "{tag}: {out}"
        );
    }
}

#[test]
fn en_passant_marks_and_uci_movetext_read_as_python_chess_reads_them() {
    let g = read_pgn("1. e4 d5 2. e5 f5 3. exf6 e.p. Nf6 *").unwrap();
    // `Nf6` takes the pawn on f6 without saying so: python-chess reads it, so do we.
    assert_eq!(g.sans(), ["e4", "d5", "e5", "f5", "exf6", "Nxf6"]);
    let g = read_pgn("1. e2e4 e7e5 2. g1f3 b8c6 3. f1c4 f8c5 4. e1g1 *").unwrap();
    assert_eq!(g.sans().last().map(String::as_str), Some("O-O"));
    assert_eq!(g.sans()[2], "Nf3");
    let g = read_pgn("[FEN \"8/P7/8/8/8/8/8/k6K w - - 0 1\"]\n\n1. a7a8q *").unwrap();
    assert_eq!(g.sans(), ["a8=Q+"]);
    // Null moves: see null_tests.rs.
}

#[test]
fn a_word_the_reader_would_skip_is_refused_not_dropped() {
    // pgn-reader alone skips these silently; python-chess too for some: a dropped move would
    // give the wrong game.
    for (text, message) in [
        ("1. e4 d5 2. exd5 Nf6 3. Nf3x *", "move 3. Nf3x: not a move"),
        (
            "1. e4 d5\n2. e5 f5 3. exf6e.p. *",
            "move 3. exf6e.p.: not a move",
        ),
        (
            "1. e4 e5 2. Nf3 Nc6 { fine } ( 2... Nf6 ) 3. Bb5 a6 4. B?4 *",
            "move 4. B?4: not a move",
        ),
    ] {
        let e = read_pgn(text).unwrap_err();
        assert!(e.problem.to_string().contains(message), "{text}: {e}");
    }
    // Move numbers, NAGs, annotations and results are not moves and are fine.
    let g = read_pgn("1.e4 $1 e5!? 2.Nf3$14 Nc6 3...?? *").unwrap();
    assert_eq!(g.sans(), ["e4", "e5", "Nf3", "Nc6"]);
}

#[test]
fn a_game_without_clock_comments_has_no_clock_times() {
    let text = "[White \"Nepomniachtchi, Ian\"]\n[Black \"Ding, Liren\"]\n\
        [TimeControl \"40/7200:1800+30\"]\n\n1. e4 e5 2. Nf3 *\n";
    let g = read_pgn(text).unwrap();
    assert!(g.moves.iter().all(|m| m.clk.is_none()));
    assert!(!g.has_clock_times());
    let game = g
        .into_game(
            None,
            Calls::none(),
            GameOptions::default(),
            import_stamp(WallTime(0)),
        )
        .unwrap();
    let out = crate::game::pgn::write_pgn(&game);
    assert!(!out.contains("[%clk"), "no invented clock times:\n{out}");
    assert!(
        out.contains("1. e4 2... e5") || out.contains("1. e4 e5"),
        "{out}"
    );
}

#[test]
fn unicode_white_space_never_stalls_the_reader() {
    // A no-break space once made the word scan stand still; pgn-reader would skip the move
    // after it with it, so it is refused.
    let e = read_pgn("1. e4\u{a0}e5 *").unwrap_err();
    assert!(e.problem.to_string().contains("not a move"), "{e}");
    assert!(read_pgn("\u{2028}x").is_err());
}

const ANNOTATED: &str = "[Event \"Casual\"]\n[White \"A\"]\n[Black \"B\"]\n[ECO \"C60\"]\n\
    [Annotator \"Anna\"]\n[TimeControl \"300+3\"]\n\n{Before the game.} 1. e4 {[%clk 0:05:00]} \
    e5 2. Nf3 $1 {The main move [%eval 0.2]} Nc6 (2... d6 3. d4 (3. Bc4) exd4 {Philidor}) \
    (2... Nf6) 3. Bb5 a6 *\n";

#[test]
fn writing_an_imported_game_keeps_its_comments_nags_variations_and_tags() {
    let g = read_pgn(ANNOTATED).unwrap();
    let game = g
        .into_game(
            None,
            Calls::none(),
            GameOptions::default(),
            import_stamp(WallTime(0)),
        )
        .unwrap();
    let out = crate::game::pgn::write_pgn(&game);
    let flat = out.replace('\n', " ");
    for want in [
        "[ECO \"C60\"]",
        "[Annotator \"Anna\"]",
        "{Before the game.} 1. e4 {[%clk 0:05:00]} 1... e5 2. Nf3 $1 {The main move [%eval 0.2]}",
        "2... Nc6 (2... d6 3. d4 (3. Bc4) 3... exd4 {Philidor}) (2... Nf6) 3. Bb5 a6 *",
    ] {
        assert!(flat.contains(want), "{want}\n{out}");
    }
    // And it reads back to the same game and the same notes.
    let back = read_pgn(&out).unwrap();
    assert_eq!(back.sans(), g.sans());
    assert_eq!(back.notes, g.notes);
}

#[test]
fn a_variation_or_nag_before_the_first_move_is_dropped() {
    // Found by the fuzz target: "()" before any move was kept but never written back.
    let g = read_pgn("( ) $1 1. e4 *").unwrap();
    assert!(g.notes.plies[0].is_empty(), "{:?}", g.notes);
    assert_eq!(g.sans(), ["e4"]);
}

#[test]
fn a_score_going_on_after_a_fivefold_repetition_is_refused_at_that_ply() {
    let shuffle = "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 5. Nf3 Nf6 6. Ng1 Ng8 \
        7. Nf3 Nf6 8. Ng1 Ng8";
    let import = |moves: &str| {
        read_pgn(&format!("[TimeControl \"300+3\"]\n\n{moves} *\n"))
            .unwrap()
            .into_game(
                None,
                Calls::none(),
                GameOptions::default(),
                import_stamp(WallTime(0)),
            )
    };
    // Ending on the fifth repetition: the game is drawn, and that is the score.
    let drawn = import(shuffle).unwrap();
    assert!(drawn.result().is_some());
    let e = import(&format!("{shuffle} 9. e4")).unwrap_err();
    assert_eq!(e.line, 0);
    assert_eq!(
        e.to_string(),
        "the game was over after ply 16 (draw fivefold-repetition, 9.6); the moves after it \
         are not part of it"
    );
    // A score without a time control names the option that gives one, and no line 0.
    let none = read_pgn("1. e4 *").unwrap().into_game(
        None,
        Calls::none(),
        GameOptions::default(),
        import_stamp(WallTime(0)),
    );
    let e = none.unwrap_err().to_string();
    assert!(
        e.starts_with("the PGN has no time control") && e.ends_with("--control"),
        "{e}"
    );
}

#[test]
fn a_line_break_in_a_name_never_splits_the_game() {
    let game = read_pgn("1. e4 *")
        .unwrap()
        .into_game(
            Some(crate::clock::TimeControl::parse("90+30").unwrap()),
            Calls::none(),
            GameOptions::default(),
            import_stamp(WallTime(0)),
        )
        .unwrap();
    let mut setup = game.setup().clone();
    setup.tags.white = "Anna\n\n[Black \"x\"]\n\n1. d4 *\n".into();
    setup.tags.event = "Club\r\u{1b}[2J".into();
    let game = crate::game::Game::new(setup).unwrap();
    let out = crate::game::pgn::write_pgn(&game);
    assert_eq!(list_games(&out).unwrap().len(), 1, "{out}");
    let back = read_pgn(&out).unwrap();
    let tag = |name: &str| {
        back.tags
            .iter()
            .find(|(n, ..)| n == name)
            .map(|(_, v, _)| v.clone())
    };
    assert_eq!(
        tag("White").as_deref(),
        Some("Anna  [Black \"x\"]  1. d4 * ")
    );
    assert!(!out.contains('\u{1b}'), "{out}");
}
