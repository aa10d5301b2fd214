//! Tests of the diagonal scan, the squares changed, the game's header and the last
//! announcements: the answers, and the words for them in every language.

use shakmaty::{Color, Square};

use super::tests::{ask, ask_in, play, say, table, table_with};
use super::*;

#[test]
fn the_diagonals_through_a_square_are_read_from_the_players_side() {
    let t = table(Some("4k3/8/8/8/5n2/8/8/2B1K3 w - - 0 1"), Mode::Tournament);
    let answer = ask(&t, Seat::Blind, ReviewCommand::Diagonal(Square::C1));
    assert_eq!(
        answer.lines,
        [
            "Diagonal Cesar eins to Hector sechs: Cesar eins: white Läufer, David zwei to \
             Eva drei: empty, Felix vier: black Springer, Gustav fünf to Hector sechs: empty",
            "Diagonal Cesar eins to Anna drei: Cesar eins: white Läufer, Bella zwei to Anna \
             drei: empty",
        ]
    );
    assert!(answer.squares.contains(&Square::H6));
    // A corner has one diagonal; Black reads from the eighth rank down.
    let t = table_with(None, Mode::Tournament, Color::Black);
    let answer = ask(&t, Seat::Blind, ReviewCommand::Diagonal(Square::H8));
    assert_eq!(answer.lines.len(), 1);
    assert!(
        answer.lines[0].starts_with("Diagonal Hector acht to Anna eins: Hector acht: black Turm"),
        "{:?}",
        answer.lines
    );
}

#[test]
fn the_header_names_the_players_with_their_seats_and_says_unknown_for_unset_tags() {
    let t = table(None, Mode::Tournament);
    assert_eq!(
        ask(&t, Seat::Blind, ReviewCommand::Header).text(),
        "White: unknown, the blind player. Black: unknown, the sighted player. Event: \
         unknown. Site: unknown. Round: unknown. Date: unknown."
    );
    let german = ask_in(Lang::De, &t, Seat::Arbiter, ReviewCommand::Header).text();
    assert!(german.starts_with("Weiß: unbekannt"), "{german}");
}

#[test]
fn diagonal_and_header_words_in_every_language() {
    let cases: &[(Lang, &str, ReviewCommand)] = &[
        (Lang::En, "diagonal c1", ReviewCommand::Diagonal(Square::C1)),
        (
            Lang::En,
            "/i Cäsar eins",
            ReviewCommand::Diagonal(Square::C1),
        ),
        (Lang::En, "players", ReviewCommand::Header),
        (Lang::En, "/w", ReviewCommand::Header),
        (
            Lang::De,
            "Diagonale Felix drei",
            ReviewCommand::Diagonal(Square::F3),
        ),
        (Lang::De, "Partiekopf", ReviewCommand::Header),
        (
            Lang::Es,
            "diagonales f3",
            ReviewCommand::Diagonal(Square::F3),
        ),
        (Lang::Es, "cabecera", ReviewCommand::Header),
        (
            Lang::Eu,
            "diagonala f3",
            ReviewCommand::Diagonal(Square::F3),
        ),
        (Lang::Eu, "goiburua", ReviewCommand::Header),
        (
            Lang::Pl,
            "przekątna f3",
            ReviewCommand::Diagonal(Square::F3),
        ),
        (Lang::Pl, "nagłówek", ReviewCommand::Header),
        (
            Lang::Gl,
            "diagonais f3",
            ReviewCommand::Diagonal(Square::F3),
        ),
        (Lang::Gl, "cabeceira", ReviewCommand::Header),
        (Lang::En, "said 5", ReviewCommand::Said(5)),
        (Lang::En, "back", ReviewCommand::Said(DEFAULT_SAID)),
        (Lang::En, "/k", ReviewCommand::Said(DEFAULT_SAID)),
        (Lang::De, "Ansagen 2", ReviewCommand::Said(2)),
        (Lang::Es, "anuncios", ReviewCommand::Said(DEFAULT_SAID)),
        (Lang::Eu, "iragarpenak 2", ReviewCommand::Said(2)),
        (Lang::Pl, "komunikaty 2", ReviewCommand::Said(2)),
        (Lang::Gl, "dito 2", ReviewCommand::Said(2)),
    ];
    for (lang, text, want) in cases {
        assert_eq!(
            parse_command(text, *lang).as_ref(),
            Ok(want),
            "{lang:?} {text}"
        );
    }
}

#[test]
fn said_repeats_the_last_announcements_oldest_first() {
    let t = table(None, Mode::Tournament);
    let said = ["one", "two", "three"];
    let query = Query {
        said: &said,
        ..Query::new(&t, Seat::Blind, Timestamp::ZERO)
    };
    let reviewer = Reviewer::new(Lang::En).unwrap();
    assert_eq!(
        reviewer.answer(&query, &ReviewCommand::Said(2)).lines,
        ["two", "three"]
    );
    assert_eq!(
        reviewer.answer(&query, &ReviewCommand::Said(9)).lines.len(),
        3
    );
    assert_eq!(
        ask(&t, Seat::Blind, ReviewCommand::Said(2)).lines,
        ["Nothing has been said yet."]
    );
}

#[test]
fn the_squares_changed_over_the_last_half_moves_are_read_with_what_stands_there_now() {
    let mut t = table(None, Mode::Tournament);
    assert_eq!(
        say(&t, Seat::Blind, ReviewCommand::Changed(2)),
        "There are no moves on the scoresheet yet."
    );
    play(&mut t, &["e4", "e5", "Nf3"]);
    let answer = ask(&t, Seat::Blind, ReviewCommand::Changed(DEFAULT_CHANGED));
    assert_eq!(
        answer.text(),
        "Changed over the last 2 half-moves: Gustav eins: empty, Felix drei: white Springer, \
         Eva fünf: black Bauer, Eva sieben: empty."
    );
    assert_eq!(
        answer.squares,
        [Square::G1, Square::F3, Square::E5, Square::E7]
    );
    // More than were played: from the start.
    assert_eq!(
        say(&t, Seat::Arbiter, ReviewCommand::Changed(40)),
        "Changed over the last 3 half-moves: Gustav eins: empty, Eva zwei: empty, \
         Felix drei: white Springer, Eva vier: white Bauer, Eva fünf: black Bauer, \
         Eva sieben: empty."
    );
    assert_eq!(
        say(&t, Seat::Blind, ReviewCommand::Changed(0)),
        "Nothing changed over the last 0 half-moves."
    );
}

#[test]
fn a_castling_changes_four_squares_read_from_the_black_players_side() {
    let mut t = table_with(
        Some("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"),
        Mode::Tournament,
        Color::Black,
    );
    play(&mut t, &["O-O", "O-O-O"]);
    let answer = ask(&t, Seat::Blind, ReviewCommand::Changed(1));
    assert_eq!(
        answer.text(),
        "Changed over the last half-move: Anna acht: empty, Cesar acht: black König, \
         David acht: black Turm, Eva acht: empty."
    );
}

#[test]
fn the_squares_changed_are_worded_in_every_language() {
    let mut t = table(None, Mode::Tournament);
    play(&mut t, &["e4", "e5"]);
    for lang in Lang::ALL {
        for plies in [0, 1, 2] {
            let text = ask_in(lang, &t, Seat::Blind, ReviewCommand::Changed(plies)).text();
            assert!(
                !text.contains("review-") && text.ends_with('.'),
                "{lang} {plies}: {text}"
            );
        }
        let text = ask_in(lang, &t, Seat::Blind, ReviewCommand::Changed(1)).text();
        assert!(
            text.contains("Eva fünf") && !text.contains("Eva zwei"),
            "{lang}: {text}"
        );
    }
}
