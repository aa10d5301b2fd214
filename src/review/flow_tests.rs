//! Unit tests of the review answers about the game's flow: turn, clocks, resigning and draw
//! offers with their confirmation, style, repeat, help and keys, and every answer in every
//! language.

use shakmaty::{Color, File, Rank, Role, Square};

use super::{tests::*, *};
use crate::{
    game::{DrawReason, GameResult, WinReason},
    table::Action,
};

#[test]
fn whose_turn_from_each_seat() {
    let mut t = table(None, Mode::Tournament);
    assert_eq!(
        say(&t, Seat::Blind, ReviewCommand::Turn),
        "White to move: your move."
    );
    assert_eq!(
        say(&t, Seat::Sighted, ReviewCommand::Turn),
        "White to move: your opponent's move."
    );
    assert_eq!(
        say(&t, Seat::Arbiter, ReviewCommand::Turn),
        "White to move."
    );
    t.act(
        Seat::Arbiter,
        &Action::Declare(GameResult::Win {
            winner: Color::Black,
            reason: WinReason::Resignation,
        }),
        at(5),
    )
    .unwrap();
    assert_eq!(
        say(&t, Seat::Blind, ReviewCommand::Turn),
        "White resigns; Black wins."
    );
}

#[test]
fn both_clocks_with_moves_completed() {
    let mut t = table(None, Mode::Tournament);
    play(&mut t, &["e4"]);
    let text = say(&t, Seat::Blind, ReviewCommand::Clocks);
    assert!(text.starts_with("White: "), "{text}");
    assert!(text.contains("1 move completed") && text.contains("0 moves completed"));
}

#[test]
fn thinking_is_the_time_spent_on_the_move_being_thought_on() {
    let mut t = table(None, Mode::Tournament);
    let asked_at = |t: &Table, s: u64| {
        Reviewer::new(Lang::En)
            .unwrap()
            .answer(
                &Query::new(t, Seat::Blind, at(s).at),
                &ReviewCommand::Thinking,
            )
            .text()
    };
    assert_eq!(asked_at(&t, 42), "White: 42 seconds on move 1 so far.");
    // White's clock is pressed at 3 s: Black thinks from then on.
    play(&mut t, &["e4"]);
    assert_eq!(asked_at(&t, 63), "Black: 1 minute on move 1 so far.");
    // Black's move made and confirmed, its clock not yet pressed: still Black's first move.
    t.act(Seat::Sighted, &enter("e5"), at(70)).unwrap();
    t.act(Seat::Sighted, &Action::Confirm, at(71)).unwrap();
    assert_eq!(
        asked_at(&t, 72),
        "Black: 1 minute 9 seconds on move 1 so far."
    );
    t.act(Seat::Sighted, &Action::Press, at(73)).unwrap();
    assert_eq!(asked_at(&t, 80), "White: 7 seconds on move 2 so far.");
    // A pause stops the count; the arbiter hears it too.
    t.act(Seat::Arbiter, &Action::Pause, at(90)).unwrap();
    let arbiter = Reviewer::new(Lang::En)
        .unwrap()
        .answer(
            &Query::new(&t, Seat::Arbiter, at(500).at),
            &ReviewCommand::Thinking,
        )
        .text();
    assert_eq!(arbiter, "White: 17 seconds on move 2 so far.");
    t.act(
        Seat::Arbiter,
        &Action::Declare(GameResult::Win {
            winner: Color::Black,
            reason: WinReason::Resignation,
        }),
        at(501),
    )
    .unwrap();
    assert_eq!(
        asked_at(&t, 502),
        "No move is on the clock: it has not started, or the game is over."
    );
}

#[test]
fn the_draw_claim_counts_for_the_arbiter_and_casual_players_only() {
    let mut t = table(None, Mode::Tournament);
    play(&mut t, &["Nf3", "Nf6", "Ng1", "Ng8"]);
    assert_eq!(
        say(&t, Seat::Arbiter, ReviewCommand::Claims),
        "This position has stood on the board 2 times (a third time allows a draw claim, 9.2; \
         the fifth ends the game). 2 moves by each player without a pawn move or a capture \
         (fifty allow a claim, 9.3; seventy-five end the game)."
    );
    let refused = say(&t, Seat::Blind, ReviewCommand::Claims);
    assert!(
        refused.contains("claims") && !refused.contains("2 times"),
        "{refused}"
    );
    let mut casual = table(None, Mode::Casual);
    play(&mut casual, &["e4"]);
    assert_eq!(
        say(&casual, Seat::Sighted, ReviewCommand::Claims),
        "This position has stood on the board once (a third time allows a draw claim, 9.2; \
         the fifth ends the game). 0 moves by each player without a pawn move or a capture \
         (fifty allow a claim, 9.3; seventy-five end the game)."
    );
}

#[test]
fn resigning_and_offering_a_draw_need_a_yes() {
    let t = table(None, Mode::Tournament);
    let reviewer = Reviewer::new(Lang::En).unwrap();
    let query = Query::new(&t, Seat::Blind, now());
    let asked = reviewer.answer(&query, &ReviewCommand::Resign);
    assert_eq!(
        asked.text(),
        "Resign this game? Say yes to confirm or no to cancel."
    );
    assert_eq!(asked.effect, Some(ReviewEffect::Ask(Request::Resign)));
    let pending = Query {
        pending: Some(Request::Resign),
        ..query
    };
    let confirmed = reviewer.answer(&pending, &ReviewCommand::Yes);
    assert_eq!(
        confirmed.effect,
        Some(ReviewEffect::Confirmed {
            request: Request::Resign,
            color: Color::White
        })
    );
    assert_eq!(confirmed.text(), "Resignation confirmed.");
    assert_eq!(
        reviewer.answer(&pending, &ReviewCommand::No).text(),
        "Cancelled."
    );
    assert_eq!(reviewer.answer(&pending, &ReviewCommand::No).effect, None);
    assert_eq!(
        reviewer.answer(&query, &ReviewCommand::Yes).text(),
        "There is nothing to confirm."
    );
    assert_eq!(reviewer.answer(&query, &ReviewCommand::Yes).effect, None);
    let draw = reviewer.answer(
        &Query::new(&t, Seat::Sighted, now()),
        &ReviewCommand::OfferDraw,
    );
    assert_eq!(draw.effect, Some(ReviewEffect::Ask(Request::OfferDraw)));
    let offered = reviewer.answer(
        &Query {
            pending: Some(Request::OfferDraw),
            ..Query::new(&t, Seat::Sighted, now())
        },
        &ReviewCommand::Yes,
    );
    assert_eq!(
        offered.effect,
        Some(ReviewEffect::Confirmed {
            request: Request::OfferDraw,
            color: Color::Black
        })
    );
    assert_eq!(
        say(&t, Seat::Arbiter, ReviewCommand::Resign),
        "Only a player can resign or offer a draw."
    );
    assert_eq!(
        ask_in(Lang::De, &t, Seat::Blind, ReviewCommand::Resign).text(),
        "Die Partie aufgeben? Sagen Sie ja zum Bestätigen oder nein zum Abbrechen."
    );
}

#[test]
fn nothing_to_resign_once_the_game_is_over() {
    let mut t = table(None, Mode::Tournament);
    t.act(
        Seat::Arbiter,
        &Action::Declare(GameResult::Draw(DrawReason::Agreement)),
        at(3),
    )
    .unwrap();
    let a = ask(&t, Seat::Blind, ReviewCommand::Resign);
    assert_eq!(a.text(), "The game is over.");
    assert_eq!(a.effect, None);
}

#[test]
fn switching_the_style() {
    let t = table(None, Mode::Tournament);
    let next = ask(&t, Seat::Blind, ReviewCommand::Style(None));
    assert_eq!(next.effect, Some(ReviewEffect::SetStyle(Style::FideShort)));
    assert_eq!(
        next.text(),
        "Announcement style: Appendix D, short. For example: Springer Felix drei."
    );
    let nato = ask(&t, Seat::Blind, ReviewCommand::Style(Some(Style::Nato)));
    assert_eq!(nato.effect, Some(ReviewEffect::SetStyle(Style::Nato)));
    let reviewer = Reviewer::new(Lang::En).unwrap();
    let last = Query {
        style: Style::Nato,
        ..Query::new(&t, Seat::Blind, now())
    };
    assert_eq!(
        reviewer.answer(&last, &ReviewCommand::Style(None)).effect,
        Some(ReviewEffect::SetStyle(Style::Fide)),
        "the styles go round"
    );
}

#[test]
fn repeat_says_the_last_announcement_again() {
    let t = table(None, Mode::Tournament);
    let reviewer = Reviewer::new(Lang::En).unwrap();
    let query = Query {
        last_said: Some("Springer Gustav eins Felix drei"),
        ..Query::new(&t, Seat::Blind, now())
    };
    assert_eq!(
        reviewer.answer(&query, &ReviewCommand::Repeat).text(),
        "Springer Gustav eins Felix drei"
    );
    assert_eq!(
        say(&t, Seat::Blind, ReviewCommand::Repeat),
        "Nothing has been said yet."
    );
}

#[test]
fn help_lists_every_command_with_its_key() {
    let t = table(None, Mode::Tournament);
    let help = ask(&t, Seat::Blind, ReviewCommand::Help).lines;
    assert_eq!(help.len(), CommandKind::ALL.len() + 1);
    assert!(help[0].contains("Ctrl+R"), "{}", help[0]);
    assert!(help.contains(&"l, last: the last move on your scoresheet".to_owned()));
    assert!(help.contains(&"Enter, yes: confirm".to_owned()));
    let casual_only: Vec<_> = help
        .iter()
        .filter(|l| l.contains("(casual only)"))
        .collect();
    assert_eq!(casual_only.len(), 3, "{casual_only:?}");
    let arbiter = ask(&t, Seat::Arbiter, ReviewCommand::Help).lines;
    assert!(!arbiter.iter().any(|l| l.contains("(casual only)")));
    let de = ask_in(Lang::De, &t, Seat::Blind, ReviewCommand::Help).lines;
    assert!(de[0].contains("Strg+R"), "{}", de[0]);
    assert!(de.contains(&"b, Brett: das ganze Brett als Figurenlisten".to_owned()));
}

#[test]
fn keys_are_distinct_plain_and_round_trip() {
    let mut seen = std::collections::HashSet::new();
    for kind in CommandKind::ALL {
        let key = kind.key();
        assert!(seen.insert(key), "{kind:?} shares {key:?}");
        assert_eq!(CommandKind::from_key(key), Some(kind));
        if let ReviewKey::Char(c) = key {
            assert!(c.is_ascii_lowercase(), "{kind:?}: {c}");
        }
    }
    assert_eq!(PREFIX, ReviewKey::Ctrl('r'));
    assert_eq!(
        CommandKind::from_key(ReviewKey::Char('L')),
        Some(CommandKind::Last)
    );
}

/// Every command in every language, from every seat, in both modes: no message is missing.
#[test]
fn every_answer_is_worded_in_every_language() {
    let mut casual_table = table(None, Mode::Casual);
    play(&mut casual_table, &["e4", "e5"]);
    let tournament = table(Some(UNEVEN), Mode::Tournament);
    let commands = [
        ReviewCommand::Repeat,
        ReviewCommand::LastMove,
        ReviewCommand::LastMoves(2),
        ReviewCommand::Move(1),
        ReviewCommand::Move(9),
        ReviewCommand::Pieces {
            whose: Whose::Both,
            role: None,
        },
        ReviewCommand::Pieces {
            whose: Whose::Theirs,
            role: Some(Role::Queen),
        },
        ReviewCommand::Rank(Rank::Second),
        ReviewCommand::File(File::E),
        ReviewCommand::Square(Square::E4),
        ReviewCommand::Board(BoardRead::Pieces),
        ReviewCommand::Board(BoardRead::Ranks),
        ReviewCommand::Attackers(Square::E4),
        ReviewCommand::Attackers(Square::E5),
        ReviewCommand::LegalMoves(Square::G1),
        ReviewCommand::LegalMoves(Square::D1),
        ReviewCommand::Material,
        ReviewCommand::Turn,
        ReviewCommand::Clocks,
        ReviewCommand::Thinking,
        ReviewCommand::Claims,
        ReviewCommand::Changed(2),
        ReviewCommand::Changed(0),
        ReviewCommand::Resign,
        ReviewCommand::OfferDraw,
        ReviewCommand::Yes,
        ReviewCommand::No,
        ReviewCommand::Style(None),
        ReviewCommand::Help,
    ];
    for lang in Lang::ALL {
        let reviewer = Reviewer::new(lang).unwrap();
        for t in [&casual_table, &tournament] {
            for seat in [Seat::Blind, Seat::Sighted, Seat::Arbiter] {
                for command in &commands {
                    let query = Query {
                        pending: Some(Request::OfferDraw),
                        ..Query::new(t, seat, now())
                    };
                    for line in reviewer.answer(&query, command).lines {
                        assert!(
                            !line.contains("review-")
                                && !line.contains("table-")
                                && !line.is_empty(),
                            "{lang} {seat} {command:?}: {line}"
                        );
                    }
                }
            }
        }
    }
}

/// "Draw" with the opponent's offer standing accepts it: the question and its confirmation say
/// so, not that an offer is made (the table then agrees the draw, 9.1.2).
#[test]
fn draw_with_the_opponents_offer_standing_asks_to_accept_it() {
    let mut t = table(None, Mode::Tournament);
    play(&mut t, &["e4", "e5"]);
    t.act(Seat::Blind, &Action::OfferDraw, at(9)).unwrap();
    assert_eq!(t.draw_offer(), Some(Color::White));
    let reviewer = Reviewer::new(Lang::En).unwrap();
    let asked = reviewer.answer(
        &Query::new(&t, Seat::Sighted, at(10).at),
        &ReviewCommand::OfferDraw,
    );
    assert_eq!(asked.effect, Some(ReviewEffect::Ask(Request::OfferDraw)));
    assert!(asked.text().contains("Accept"), "{}", asked.text());
    let accepted = reviewer.answer(
        &Query {
            pending: Some(Request::OfferDraw),
            ..Query::new(&t, Seat::Sighted, at(10).at)
        },
        &ReviewCommand::Yes,
    );
    assert!(
        !accepted.text().contains("will be told"),
        "{}",
        accepted.text()
    );
    // The one who offered is still asked to offer.
    let again = reviewer.answer(
        &Query::new(&t, Seat::Blind, at(10).at),
        &ReviewCommand::OfferDraw,
    );
    assert!(again.text().starts_with("Offer"), "{}", again.text());
    for lang in Lang::ALL {
        let reviewer = Reviewer::new(lang).unwrap();
        let asked = reviewer.answer(
            &Query::new(&t, Seat::Sighted, at(10).at),
            &ReviewCommand::OfferDraw,
        );
        let offer = reviewer.answer(
            &Query::new(&t, Seat::Blind, at(10).at),
            &ReviewCommand::OfferDraw,
        );
        assert_ne!(asked.text(), offer.text(), "{lang:?}");
    }
}
