//! Tests of a study: stepping through a game, its comments and variations, by keys and words.

use shakmaty::{Color, Position as _};

use super::*;
use crate::{
    announce::Style,
    engine::driver::SearchResult,
    i18n::Lang,
    table::{Mode, test_setup},
    vocab::VocabName,
};

const GAME: &str = r#"[Event "Study"]
[White "A"]
[Black "B"]
[Result "1-0"]

{ An opening. } 1. e4 e5 2. Nf3 $1 { The knight. } Nc6 ( 2... d6 { Philidor. } 3. d4 )
( 2... Nf6 ) 3. Bb5 a6 1-0
"#;

fn words() -> Words {
    Words::builtin(Lang::En, Style::Fide, VocabName::FideD)
}

fn study() -> Study {
    Study::new(Tree::read(GAME).unwrap_or_else(|e| panic!("{e}")), None)
}

#[test]
fn steps_are_announced_with_their_nags_comments_and_variations() {
    let (mut s, w) = (study(), words());
    assert_eq!(s.ask(Ask::Next, &w), ["White 1: Bauer Eva zwei Eva vier"]);
    s.ask(Ask::Next, &w);
    let nf3 = s.ask(Ask::Next, &w);
    assert_eq!(
        nf3,
        [
            "White 2: Springer Gustav eins Felix drei",
            "Good move.",
            "Comment: The knight."
        ]
    );
    let nc6 = s.ask(Ask::Next, &w);
    assert_eq!(nc6[0], "Black 2: Springer Bella acht Cesar sechs");
    assert!(nc6[1].starts_with("2 variations instead: Bauer David sieben David sechs, Springer Gustav acht Felix sechs."), "{nc6:?}");
    // Into the first variation, its comment said, and on to its end.
    let d6 = s.ask(Ask::Variation(None), &w);
    assert_eq!(d6[1], "Black 2: Bauer David sieben David sechs");
    assert_eq!(d6[2], "Comment: Philidor.");
    let d4 = s.ask(Ask::Next, &w);
    assert!(
        d4.last()
            .is_some_and(|l| l.contains("end of the variation")),
        "{d4:?}"
    );
    // Out again: back at the move it replaced.
    let back = s.ask(Ask::MainLine, &w);
    assert_eq!(back[1], "Black 2: Springer Bella acht Cesar sechs");
    assert_eq!(
        s.ask(Ask::Variation(Some(2)), &w)[1],
        "Black 2: Springer Gustav acht Felix sechs"
    );
}

#[test]
fn moves_are_reached_by_number_side_first_and_last() {
    let (mut s, w) = (study(), words());
    let said = s.ask(
        Ask::GoTo {
            number: 3,
            side: Color::Black,
        },
        &w,
    );
    assert_eq!(said[0], "Black 3: Bauer Anna sieben Anna sechs");
    assert!(
        said.last()
            .is_some_and(|l| l.contains("end of the game: 1-0")),
        "{said:?}"
    );
    assert_eq!(s.ask(Ask::First, &w), ["The start of the game."]);
    assert_eq!(s.ask(Ask::Back, &w), ["The start of the game."]);
    assert_eq!(
        s.ask(Ask::Last, &w)[0],
        "Black 3: Bauer Anna sieben Anna sechs"
    );
    assert_eq!(
        s.ask(Ask::Back, &w),
        ["Back to White 3: Läufer Felix eins Bella fünf."]
    );
    assert!(
        s.ask(
            Ask::GoTo {
                number: 9,
                side: Color::White
            },
            &w
        )[0]
        .contains("no move 9")
    );
    let fen = s.ask(Ask::Fen, &w);
    assert!(
        fen[0].starts_with("FEN: r1bqkbnr/pppp1ppp/2n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R b KQkq"),
        "{fen:?}"
    );
}

#[test]
fn the_position_reached_is_a_table_the_review_answers_for() {
    let (mut s, w) = (study(), words());
    s.ask(
        Ask::GoTo {
            number: 2,
            side: Color::White,
        },
        &w,
    );
    let table = s
        .table(&test_setup(Mode::Casual, Color::White))
        .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(table.game().record().plies().len(), 3);
    assert_eq!(table.game().position(), s.position());
}

#[test]
fn a_move_entered_steps_on_or_says_what_the_game_did() {
    let (mut s, w) = (study(), words());
    let e4 = s
        .position()
        .legal_moves()
        .into_iter()
        .find(|m| m.to() == shakmaty::Square::E4);
    let Some(e4) = e4 else { panic!("e4") };
    assert!(matches!(s.try_move(e4, &w), Tried::Said(said) if said[0].contains("Eva vier")));
    let d5 = s
        .position()
        .legal_moves()
        .into_iter()
        .find(|m| m.to() == shakmaty::Square::D5);
    let Some(d5) = d5 else { panic!("d5") };
    assert!(matches!(s.try_move(d5, &w), Tried::Said(said) if said[0].contains("went on with")));
}

#[test]
fn learning_from_a_blunder() {
    let tree =
        Tree::read("1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0").unwrap_or_else(|e| panic!("{e}"));
    let mut s = Study::new(tree, Some(Color::Black));
    let w = words();
    assert_eq!(
        s.ask(Ask::Mistakes, &w),
        ["There is no analysis yet: say analyse."]
    );
    s.start_analysis(analysis::DEFAULT_TIME);
    let g6 = {
        let t = s.tree().clone();
        let line = t.main_line();
        t.node(line[4])
            .after
            .legal_moves()
            .into_iter()
            .find(|m| m.to() == shakmaty::Square::G6)
    };
    for (i, cp) in [20, -30, 10, -20, 0, -30, 2000].into_iter().enumerate() {
        let best = if i == 5 { g6 } else { None };
        if let Some(a) = s.analysis_mut() {
            let turn = if i % 2 == 0 {
                Color::White
            } else {
                Color::Black
            };
            a.record(
                i,
                &SearchResult {
                    best,
                    score: Some(Score::Cp(cp)),
                    pv: Vec::new(),
                },
                turn,
            );
        }
    }
    let said = s.ask(Ask::Mistakes, &w);
    assert_eq!(
        said,
        ["Move 3, you played Springer Gustav acht Felix sechs. Find a better move."]
    );
    assert!(s.trying());
    // The move played again is not the answer; the engine's best is.
    let nf6 = s
        .tree()
        .node(s.tree().main_line()[5])
        .mv
        .as_ref()
        .map(|(_, m)| *m);
    let Some(nf6) = nf6 else { panic!("Nf6") };
    assert!(matches!(s.try_move(nf6, &w), Tried::Said(said) if said[0].contains("move played")));
    let Some(g6) = g6 else { panic!("g6") };
    assert!(matches!(s.try_move(g6, &w), Tried::Said(said) if said == ["Good move."]));
    // Another try is checked by the engine: a loss of the game's worth is not better.
    s.ask(Ask::First, &w);
    assert_eq!(
        s.ask(Ask::Mistakes, &w),
        ["No more mistakes. Say mistakes to start again."]
    );
    s.ask(Ask::Mistakes, &w);
    let a6 = s
        .position()
        .legal_moves()
        .into_iter()
        .find(|m| m.to() == shakmaty::Square::A6);
    let Some(a6) = a6 else { panic!("a6") };
    assert!(matches!(s.try_move(a6, &w), Tried::Check { .. }));
    let said = s.judge_try(a6, Some(Score::Mate(1)), &w);
    assert!(said[0].contains("not better"), "{said:?}");
    assert_eq!(
        s.ask(Ask::Solution, &w),
        ["The better move: Bauer Gustav sieben Gustav sechs."]
    );
}
