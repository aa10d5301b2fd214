//! Unit tests of the app: typing, the seat at the keyboard, the board cursor and quitting.

use super::*;
use crate::table::Mode;

fn app(blind: Color) -> App {
    let setup = crate::table::test_setup(Mode::Tournament, blind);
    let mut app = App::new(Table::new(setup).unwrap(), Seat::Blind);
    app.start(at(0));
    app
}

fn at(s: u64) -> Stamp {
    Stamp {
        at: Timestamp::from_millis(s * 1000),
        wall: Default::default(),
    }
}

fn texts(effects: &[Effect]) -> Vec<String> {
    effects
        .iter()
        .filter_map(|e| {
            if let Effect::Notice(n) = e {
                Some(n.text.clone())
            } else {
                None
            }
        })
        .collect()
}

#[test]
fn typing_a_move_and_enter_reads_it_back() {
    let mut app = app(Color::White);
    for c in "Eva vier".chars() {
        assert!(app.update(Msg::Key(Key::Char(c)), at(1)).is_empty());
    }
    assert_eq!(app.input(), "Eva vier");
    let effects = app.update(Msg::Key(Key::Enter), at(2));
    assert_eq!(texts(&effects), ["Bauer Eva zwei Eva vier. Confirm?"]);
    assert_eq!(app.input(), "");
}

#[test]
fn the_seat_at_the_keyboard_switches_with_f2_and_by_name() {
    let mut app = app(Color::White);
    app.update(Msg::Key(Key::F(2)), at(1));
    assert_eq!(app.keyboard(), Seat::Sighted);
    app.update(Msg::Line("seat arbiter".into()), at(1));
    assert_eq!(app.keyboard(), Seat::Arbiter);
    let effects = app.update(Msg::Line("seat umpire".into()), at(1));
    assert!(texts(&effects)[0].contains("unknown seat"));
    // A seat prefix acts for that seat without switching.
    let effects = app.update(Msg::Line("blind: Eva vier".into()), at(2));
    assert_eq!(texts(&effects), ["Bauer Eva zwei Eva vier. Confirm?"]);
    assert_eq!(app.keyboard(), Seat::Arbiter);
}

#[test]
fn the_board_cursor_reads_squares_from_the_players_side() {
    let mut app = app(Color::Black);
    app.update(Msg::Line("seat sighted".into()), at(1));
    app.update(Msg::Key(Key::Tab), at(1));
    assert_eq!(app.focus(), Focus::Board);
    // The sighted player has White here; up from e1 is e2.
    let effects = app.update(Msg::Key(Key::Up), at(1));
    assert_eq!(texts(&effects), ["Eva zwei: white Bauer"]);
    let mut blind = self::app(Color::Black);
    blind.update(Msg::Key(Key::Tab), at(1));
    // The blind player has Black: the cursor starts on e8, and up goes towards White.
    let effects = blind.update(Msg::Key(Key::Up), at(1));
    assert_eq!(texts(&effects), ["Eva sieben: black Bauer"]);
}

#[test]
fn quit_by_word_or_control_q() {
    let mut app = app(Color::White);
    assert_eq!(app.update(Msg::Line("quit".into()), at(1)), [Effect::Quit]);
    let mut app = self::app(Color::White);
    assert!(
        app.update(Msg::Key(Key::Ctrl('q')), at(1))
            .contains(&Effect::Quit)
    );
}

#[test]
fn flow_words_in_the_interface_language_and_enter_to_confirm() {
    let mut app = app(Color::White);
    app.update(Msg::Line("Eva vier".into()), at(1));
    // Enter on an empty line confirms the move read back.
    let effects = app.update(Msg::Key(Key::Enter), at(2));
    assert!(
        texts(&effects).contains(&"Announced.".to_owned()),
        "{:?}",
        texts(&effects)
    );
    let effects = app.update(Msg::Line("korrigieren David zwei David vier".into()), at(3));
    assert!(
        texts(&effects)[0].starts_with("Corrected"),
        "{:?}",
        texts(&effects)
    );
    app.update(Msg::Line("Uhr drücken".into()), at(4));
    assert_eq!(app.table().game().clock().state().side(), Color::Black);
    app.update(Msg::Line("sighted: d4".into()), at(5));
    app.update(Msg::Line("sighted: d5".into()), at(6));
    let effects = app.update(Msg::Line("sighted: tak".into()), at(7));
    assert!(
        texts(&effects).contains(&"Announced.".to_owned()),
        "{:?}",
        texts(&effects)
    );
}

#[test]
fn yes_answers_a_pending_resignation_question_not_the_move_flow() {
    let mut app = app(Color::White);
    let asked = app.update(Msg::Line("resign".into()), at(1));
    assert_eq!(texts(&asked).len(), 1, "{:?}", texts(&asked));
    let effects = app.update(Msg::Line("yes".into()), at(2));
    assert!(
        texts(&effects).iter().any(|t| t.contains("Black wins")),
        "{:?}",
        texts(&effects)
    );
}

#[test]
fn a_taken_press_beeps_and_a_refused_one_does_not() {
    let mut app = app(Color::White);
    let cue = |effects: &[Effect]| effects.contains(&Effect::Cue(crate::earcon::Cue::Press));
    // Nothing to press for yet: refused, no beep.
    assert!(!cue(&app.update(Msg::Line("press".into()), at(1))));
    app.update(Msg::Line("Eva vier".into()), at(2));
    app.update(Msg::Line("yes".into()), at(3));
    assert!(cue(&app.update(Msg::Key(Key::F(9)), at(4))));
}
