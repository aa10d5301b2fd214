//! Unit tests of the app: typing, the seat at the keyboard, the board cursor, the clock's start,
//! withdrawing a move, the double Enter and quitting.

use super::*;
use crate::table::Mode;

/// An app whose game the arbiter has started at 0:00:00.
fn app(blind: Color) -> App {
    let mut app = opened(Mode::Tournament, blind);
    app.update(Msg::Line("arbiter: start".into()), at(0));
    app
}

/// An app just opened: nobody has started the clock.
fn opened(mode: Mode, blind: Color) -> App {
    super::test_app(crate::table::test_setup(mode, blind), false)
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
    assert_eq!(
        texts(&effects),
        ["Bauer Eva zwei Eva vier. Confirm or withdraw?"]
    );
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
    assert!(texts(&effects)[0].contains("“umpire” is not a seat"));
    // A seat prefix acts for that seat without switching.
    let effects = app.update(Msg::Line("blind: Eva vier".into()), at(2));
    assert_eq!(
        texts(&effects),
        ["Bauer Eva zwei Eva vier. Confirm or withdraw?"]
    );
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
fn piece_letters_and_rank_digits_move_the_board_cursor() {
    let mut blind = app(Color::Black);
    blind.update(Msg::Key(Key::Tab), at(1));
    let mut key = |c: char| texts(&blind.update(Msg::Key(Key::Char(c)), at(1)));
    // Black reads rank acht first, from Anna: from e8 the next knight is g8, then b1 (round
    // rank acht, then from rank eins), and upper case goes back.
    assert_eq!(key('n'), ["Gustav acht: black Springer"]);
    assert_eq!(key('n'), ["Bella eins: white Springer"]);
    assert_eq!(key('N'), ["Gustav acht: black Springer"]);
    // After g8 come h8 and the ranks down to eins: d8 is behind, d1 ahead.
    assert_eq!(key('q'), ["David eins: white Dame"]);
    assert_eq!(key('4'), ["David vier: empty"]);
    assert_eq!(key('p'), ["Anna zwei: white Bauer"]);
    assert_eq!(key('z'), Vec::<String>::new());
    // White's cursor starts on e1, the king's own square: the next king is the other one.
    let mut white = app(Color::White);
    white.update(Msg::Key(Key::Tab), at(1));
    assert_eq!(
        texts(&white.update(Msg::Key(Key::Char('k')), at(1))),
        ["Eva acht: black König"]
    );
    // A kind not on the board is said to be missing; the cursor stays.
    let mut setup = crate::table::test_setup(Mode::Tournament, Color::White);
    setup.game.start_fen = Some("4k3/8/8/8/8/8/8/4K2R w - - 0 1".into());
    let mut endgame = super::test_app(setup, false);
    endgame.update(Msg::Line("arbiter: start".into()), at(0));
    endgame.update(Msg::Key(Key::Tab), at(1));
    let mut key = |c: char| texts(&endgame.update(Msg::Key(Key::Char(c)), at(1)));
    assert_eq!(key('q'), ["No Dame on your board."]);
    assert_eq!(key('r'), ["Hector eins: white Turm"]);
    assert_eq!(key('b'), ["No Läufer on your board."]);
    assert_eq!(key('8'), ["Hector acht: empty"]);
}

#[test]
fn quitting_is_asked_first_and_a_second_press_or_yes_confirms() {
    let mut app = app(Color::White);
    let asked = app.update(Msg::Key(Key::Ctrl('q')), at(1));
    assert!(!asked.contains(&Effect::Quit));
    assert!(texts(&asked)[0].starts_with("Quit the game?"), "{asked:?}");
    let effects = app.update(Msg::Key(Key::Ctrl('c')), at(2));
    assert_eq!(effects.last(), Some(&Effect::Quit));
    // The words said at quitting come before it: the hook for where the game is kept.
    assert_eq!(
        texts(&effects).last().map(String::as_str),
        Some("The program ends.")
    );
    // The running clock was stopped at the quit, and that is journaled (issue 22, item 5).
    assert!(matches!(
        app.table().game().clock().state(),
        crate::clock::ClockState::Paused { .. }
    ));
    assert!(
        app.take_acted()
            .iter()
            .any(|(e, _)| e.action() == Some(&Action::Pause) && e.seat() == Some(Seat::Arbiter))
    );

    let mut app = self::app(Color::White);
    app.update(Msg::Line("quit".into()), at(1));
    assert!(
        app.update(Msg::Line("yes".into()), at(2))
            .contains(&Effect::Quit)
    );

    // Anything else goes on: no, or a move.
    let mut app = self::app(Color::White);
    app.update(Msg::Key(Key::Ctrl('q')), at(1));
    let effects = app.update(Msg::Line("no".into()), at(2));
    assert_eq!(texts(&effects), ["Going on with the game."]);
    app.update(Msg::Key(Key::Ctrl('q')), at(3));
    let effects = app.update(Msg::Line("Eva vier".into()), at(4));
    assert!(!effects.contains(&Effect::Quit));
    assert_eq!(
        texts(&effects),
        ["Bauer Eva zwei Eva vier. Confirm or withdraw?"]
    );
    assert!(
        !app.update(Msg::Key(Key::Ctrl('q')), at(5))
            .contains(&Effect::Quit)
    );
}

#[test]
fn the_clock_waits_for_the_arbiters_start_in_tournament_mode() {
    let mut app = opened(Mode::Tournament, Color::White);
    let told: Vec<String> = app.shown().map(|n| n.text.clone()).collect();
    assert!(
        !told.iter().any(|t| t == "The clock is started."),
        "{told:?}"
    );
    assert!(app.status().contains("not started"), "{}", app.status());
    // Time passes and nothing runs.
    assert!(app.update(Msg::Key(Key::F(5)), at(900)).len() == 1);
    assert_eq!(app.poll_timeout(), None);
    let effects = app.update(Msg::Line("Eva vier".into()), at(901));
    assert_eq!(
        texts(&effects),
        ["The clock is not started yet: the arbiter starts it."]
    );
    // A player cannot start it in a tournament; the arbiter's start is told to every seat.
    app.update(Msg::Line("start".into()), at(902));
    assert!(!app.clock_started());
    let effects = app.update(Msg::Line("arbiter: start".into()), at(903));
    let mut started: Vec<Seat> = effects
        .iter()
        .filter_map(|e| match e {
            Effect::Notice(n) if n.text == "The clock is started." => Some(n.to),
            _ => None,
        })
        .collect();
    started.sort();
    assert_eq!(started, [Seat::Blind, Seat::Sighted, Seat::Arbiter]);
    let effects = app.update(Msg::Line("Eva vier".into()), at(904));
    assert_eq!(
        texts(&effects),
        ["Bauer Eva zwei Eva vier. Confirm or withdraw?"]
    );
}

#[test]
fn in_casual_mode_a_players_start_or_first_confirmation_starts_the_clock() {
    let mut app = opened(Mode::Casual, Color::White);
    assert!(!app.clock_started());
    app.update(Msg::Line("Eva vier".into()), at(60));
    assert!(!app.clock_started(), "an entry alone starts nothing");
    let effects = app.update(Msg::Line("confirm".into()), at(62));
    assert!(app.clock_started());
    let texts = texts(&effects);
    assert!(
        texts.contains(&"The clock is started.".to_owned()),
        "{texts:?}"
    );
    assert!(texts.contains(&"Announced.".to_owned()), "{texts:?}");

    let mut app = opened(Mode::Casual, Color::White);
    app.update(Msg::Line("sighted: start".into()), at(5));
    assert!(app.clock_started());
}

#[test]
fn a_pending_move_is_withdrawn_by_escape_no_or_cancel_in_any_language() {
    for withdraw in [
        Msg::Key(Key::Esc),
        Msg::Action(KeyAction::StopSpeech),
        Msg::Line("no".into()),
        Msg::Line("cancel".into()),
        Msg::Line("nein".into()),
    ] {
        let mut app = app(Color::White);
        app.update(Msg::Line("Eva vier".into()), at(1));
        let effects = app.update(withdraw.clone(), at(3));
        assert!(
            texts(&effects)
                .contains(&"Withdrawn: Bauer Eva zwei Eva vier. Enter your move again.".to_owned()),
            "{withdraw:?}: {:?}",
            texts(&effects)
        );
        assert!(matches!(app.table().phase(), Phase::Entering { .. }));
        assert!(
            app.table()
                .board_and_sheet(Seat::Blind)
                .unwrap()
                .sheet
                .entries()
                .is_empty()
        );
        // Nothing is left to confirm, and the answer says what the status line says.
        let effects = app.update(Msg::Line("confirm".into()), at(4));
        assert_eq!(
            texts(&effects),
            [format!("Nothing of yours to confirm. {}", app.status())]
        );
    }
    // Escape with text typed clears the text and withdraws nothing.
    let mut app = app(Color::White);
    app.update(Msg::Line("Eva vier".into()), at(1));
    app.update(Msg::Key(Key::Char('x')), at(2));
    assert!(app.update(Msg::Key(Key::Esc), at(3)).is_empty());
    assert!(matches!(app.table().phase(), Phase::ReadBack { .. }));
}

#[test]
fn a_double_enter_cannot_skip_the_read_back() {
    let mut app = app(Color::White);
    for c in "Eva vier".chars() {
        app.update(Msg::Key(Key::Char(c)), at(1));
    }
    app.update(Msg::Key(Key::Enter), at(1));
    // The second Enter at once: the read-back is still being given.
    let effects = app.update(Msg::Key(Key::Enter), at(1));
    assert_eq!(
        texts(&effects),
        [
            "Enter confirms only after the read-back: Bauer Eva zwei Eva vier. Type confirm, or no to withdraw it."
        ]
    );
    assert!(matches!(app.table().phase(), Phase::ReadBack { .. }));
    // The word confirms at once; so does Enter once the read-back was given.
    let effects = app.update(Msg::Line("confirm".into()), at(1));
    assert!(texts(&effects).contains(&"Announced.".to_owned()));
    let mut app = self::app(Color::White);
    app.update(Msg::Line("Eva vier".into()), at(1));
    let effects = app.update(Msg::Line(String::new()), at(3));
    assert!(texts(&effects).contains(&"Announced.".to_owned()));
}

/// With a speech device saying the blind player's notices, the read-back is given when the device
/// says it is done, however long it takes (a slow voice), and not before.
#[test]
fn a_spoken_read_back_is_given_when_the_speech_device_is_done() {
    let mut app = app(Color::White);
    app.speaks_for(Seat::Blind);
    app.update(Msg::Line("Eva vier".into()), at(1));
    // A minute later the slow voice is still speaking: Enter asks for the word.
    let effects = app.update(Msg::Line(String::new()), at(60));
    assert!(
        texts(&effects)[0].starts_with("Enter confirms only after the read-back"),
        "{effects:?}"
    );
    assert!(matches!(app.table().phase(), Phase::ReadBack { .. }));
    // The device is done: Enter confirms.
    assert!(app.update(Msg::SpeechDone, at(61)).is_empty());
    let effects = app.update(Msg::Line(String::new()), at(61));
    assert!(texts(&effects).contains(&"Announced.".to_owned()));
    // A fast voice: done at once, Enter right after confirms.
    let mut app = self::app(Color::White);
    app.speaks_for(Seat::Blind);
    app.update(Msg::Line("Eva vier".into()), at(1));
    app.update(Msg::SpeechDone, at(1));
    let effects = app.update(Msg::Line(String::new()), at(1));
    assert!(texts(&effects).contains(&"Announced.".to_owned()));
    // Speech done before any move was entered does not count for the next read-back.
    let mut app = self::app(Color::White);
    app.speaks_for(Seat::Blind);
    app.update(Msg::SpeechDone, at(1));
    app.update(Msg::Line("Eva vier".into()), at(2));
    let effects = app.update(Msg::Line(String::new()), at(30));
    assert!(!texts(&effects).contains(&"Announced.".to_owned()));
}

#[test]
fn flow_words_in_the_interface_language_and_enter_to_confirm() {
    let mut app = app(Color::White);
    app.update(Msg::Line("Eva vier".into()), at(1));
    // Enter on an empty line confirms the move read back, once it was given.
    let effects = app.update(Msg::Key(Key::Enter), at(3));
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
fn keys_act_without_typing_words() {
    let mut app = app(Color::White);
    app.update(Msg::Line("Eva vier".into()), at(1));
    app.update(Msg::Line("confirm".into()), at(2));
    // F9 presses the clock: no word is typed into the input line or parsed.
    app.update(Msg::Key(Key::F(9)), at(3));
    assert_eq!(app.input(), "");
    assert_eq!(app.table().game().clock().state().side(), Color::Black);
    // F12 switches the announcement style at once instead of typing "/y".
    let effects = app.update(Msg::Key(Key::F(12)), at(4));
    assert_eq!(app.input(), "");
    assert_eq!(texts(&effects).len(), 1, "{:?}", texts(&effects));
}

#[test]
fn a_game_brought_back_before_its_start_still_waits_for_it() {
    let setup = crate::table::test_setup(Mode::Tournament, Color::White);
    let mut app = App::new(
        Table::new(setup.clone()).unwrap(),
        crate::present::Presenters::for_table(&setup).unwrap(),
        Seat::Blind,
    );
    let effects = app.recovered(at(0));
    let texts = texts(&effects);
    let waits = "The clock is not started yet: the arbiter starts it with start.";
    assert_eq!(texts.iter().filter(|t| *t == waits).count(), 3, "{texts:?}");
    assert!(!app.clock_started());
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

#[test]
fn a_press_no_one_can_hear_is_shown_in_words_first_and_never_when_it_sounds() {
    let word = "Clock pressed.";
    let shown = |app: &App| app.shown().filter(|n| n.text == word).count();
    for heard in [true, false] {
        let mut app = app(Color::White);
        app.set_press_heard(heard);
        app.update(Msg::Line("Eva vier".into()), at(2));
        app.update(Msg::Line("yes".into()), at(3));
        let before = app.shown().count();
        let effects = app.update(Msg::Key(Key::F(9)), at(4));
        // Shown, not a notice: the outputs say it where speech works, line mode prints it.
        assert!(!texts(&effects).contains(&word.to_owned()), "{effects:?}");
        assert_eq!(shown(&app), usize::from(!heard), "heard: {heard}");
        if !heard {
            // Before what the press brought.
            let first = app.shown().nth(before).map(|n| n.text.clone());
            assert_eq!(first.as_deref(), Some(word));
        }
    }
}

/// An adjourned game brought back, its move sealed: every seat is told play resumes when the
/// arbiter opens the envelope (each was told the arbiter resumes the clock, and the arbiter's
/// resume is refused while the game is adjourned).
#[test]
fn an_adjourned_game_brought_back_waits_for_the_envelope_not_a_resume() {
    let mut app = app(Color::White);
    for (s, line) in [
        "blind: e4",
        "blind: confirm",
        "blind: press",
        "sighted: e4",
        "sighted: e5",
        "sighted: confirm",
        "sighted: press",
        "blind: e5",
        "arbiter: adjourn tomorrow 10:00",
        "blind: seal Nf3",
        "blind: press",
    ]
    .into_iter()
    .enumerate()
    {
        app.update(Msg::Line(line.into()), at(s as u64 + 1));
    }
    let told = texts(&app.recovered(at(30)));
    let words = app.words();
    assert!(!told.contains(&words.text("app-recovered")), "{told:?}");
    let adjourned = words.text("app-recovered-adjourned");
    assert_eq!(
        told.iter().filter(|t| **t == adjourned).count(),
        3,
        "{told:?}"
    );
    assert!(app.update(Msg::Line("arbiter: open-envelope".into()), at(31)).iter().any(
        |e| matches!(e, Effect::Notice(n) if n.text.contains("Springer Gustav eins Felix drei"))
    ));
}

/// A draw offered while play waits for the arbiter (after a divergence) is refused: the seat
/// hears the refusal, not "the offer is confirmed; your opponent will be told" before it.
#[test]
fn a_draw_offer_the_table_refuses_is_not_said_to_be_made() {
    let mut app = app(Color::White);
    for (s, line) in [
        "blind: Nf3",
        "blind: confirm",
        "blind: press",
        "sighted: Nf6",
        "sighted: draw",
    ]
    .into_iter()
    .enumerate()
    {
        app.update(Msg::Line(line.into()), at(s as u64 + 1));
    }
    assert!(app.table().divergence().is_some());
    let told = texts(&app.update(Msg::Line("sighted: yes".into()), at(10)));
    let offered = app
        .presenters()
        .seat(Seat::Sighted)
        .words()
        .text("review-draw-offered");
    assert!(!told.contains(&offered), "{told:?}");
    assert!(!told.is_empty(), "the refusal is said");
}

#[test]
fn the_envelope_is_a_file_for_the_arbiter_and_no_seat_hears_the_sealed_move() {
    let mut app = app(Color::White);
    for (s, line) in [
        "blind: e4",
        "blind: confirm",
        "blind: press",
        "sighted: e4",
        "sighted: e5",
        "sighted: confirm",
        "sighted: press",
        "blind: e5",
        "arbiter: adjourn tomorrow 10:00",
        "blind: seal Nf3",
    ]
    .into_iter()
    .enumerate()
    {
        app.update(Msg::Line(line.into()), at(s as u64 + 1));
    }
    let effects = app.update(Msg::Line("blind: press".into()), at(20));
    let file = effects.iter().find_map(|e| match e {
        Effect::File { name, text } => Some((*name, text.clone())),
        _ => None,
    });
    // Said once, where the file is written (the edge's app-arbiter-file): the arbiter was
    // also told "The envelope of the adjourned game is written to its file" before it.
    let arbiter_told: Vec<&crate::present::Notice> = effects
        .iter()
        .filter_map(|e| match e {
            Effect::Notice(n) if n.to == Seat::Arbiter => Some(n),
            _ => None,
        })
        .collect();
    assert!(
        arbiter_told
            .iter()
            .all(|n| !n.text.contains("envelope of the adjourned game")),
        "{arbiter_told:?}"
    );
    let (name, text) = file.expect("the envelope's file");
    assert_eq!(name, "envelope");
    assert!(text.contains("Sealed move: Nf3"), "{text}");
    assert!(
        texts(&effects).iter().all(|t| !t.contains("Felix drei")),
        "{effects:?}"
    );
}

#[test]
fn a_lost_link_is_in_the_status_line_until_it_is_back() {
    let mut app = crate::app::test_app(
        crate::table::test_setup(crate::table::Mode::Casual, shakmaty::Color::White),
        true,
    );
    let before = app.status();
    app.set_link(Seat::Sighted, false);
    assert!(
        app.status().starts_with("Link lost: the sighted player."),
        "{}",
        app.status()
    );
    app.set_link(Seat::Sighted, true);
    assert_eq!(app.status(), before);
    // On a device following the table, the link is its own.
    app.follow_as(Seat::Sighted);
    app.set_link(Seat::Sighted, false);
    assert!(
        app.status().starts_with("No link to the table."),
        "{}",
        app.status()
    );
}

#[test]
fn a_seat_taken_by_another_device_cannot_be_typed_for_here() {
    let mut app = crate::app::test_app(
        crate::table::test_setup(crate::table::Mode::Casual, shakmaty::Color::White),
        true,
    );
    let _ = app.set_remote(Seat::Sighted, true);
    let _ = app.take_acted();
    let effects = app.update(Msg::Line("sighted: e4".into()), Stamp::default());
    assert!(
        effects
            .iter()
            .any(|e| matches!(e, Effect::Notice(n) if n.text.contains("another device"))),
        "{effects:?}"
    );
    assert!(app.take_acted().is_empty());
    // F2 skips it.
    let _ = app.update(Msg::Key(Key::F(2)), Stamp::default());
    assert_eq!(app.keyboard(), Seat::Arbiter);
}

/// Issue 22, item 1: a device tells only the seats at it. The host does not show the read-back
/// of a seat that joined from another device, nor write the envelope when the arbiter joined;
/// a joined device shows nothing told to another seat (the blind player's "Confirm?").
#[test]
fn what_a_seat_on_another_device_is_told_stays_on_that_device() {
    let setup = crate::table::test_setup(Mode::Tournament, Color::Black);
    let mut host = crate::app::test_app(setup.clone(), true);
    host.table.set_keyring(crate::table::Keyring::hosted(
        crate::table::TableSecret::from_bytes([9; 32]),
    ));
    let mut device = crate::app::test_app(setup, true);
    device.follow_as(Seat::Sighted);
    let _ = host.set_remote(Seat::Sighted, true);
    let _ = host.set_remote(Seat::Arbiter, true);
    let via = Via {
        seq: 1,
        after: 0,
        hall: false,
    };
    let to = |effects: &[Effect], seat: Seat| {
        effects
            .iter()
            .filter(|e| matches!(e, Effect::Notice(n) if n.to == seat))
            .count()
    };
    let remote = |host: &mut App, seat: Seat, words: &str, s: u64| {
        let action = Action::decode(seat, words).unwrap();
        host.act_remote(
            seat,
            &action,
            Some(words.to_owned()),
            Default::default(),
            via,
            at(s),
        )
    };
    remote(&mut host, Seat::Arbiter, "start", 0);
    let effects = remote(&mut host, Seat::Sighted, "e4", 1);
    assert_eq!(to(&effects, Seat::Sighted), 0, "{effects:?}");
    let effects = remote(&mut host, Seat::Sighted, "confirm", 2);
    assert!(to(&effects, Seat::Blind) > 0, "{effects:?}");
    remote(&mut host, Seat::Sighted, "press", 3);
    host.update(Msg::Line("Eva vier".into()), at(4));
    let effects = host.update(Msg::Line("Eva sieben Eva fünf".into()), at(5));
    assert!(to(&effects, Seat::Blind) > 0, "{effects:?}");
    // The joined device follows the host's entries: the blind player's read-back is not shown.
    let mut last = Vec::new();
    for (entry, _) in host.take_acted() {
        last = device.apply_entry(&entry, false).unwrap();
    }
    assert!(
        last.iter().all(|e| !matches!(e, Effect::Notice(_))),
        "{last:?}"
    );
    // Adjourned and sealed by the blind player: the envelope is not written at the host.
    host.update(Msg::Line("withdraw".into()), at(6));
    remote(&mut host, Seat::Arbiter, "adjourn tomorrow", 7);
    host.update(
        Msg::Line("seal Springer Gustav acht Felix sechs".into()),
        at(8),
    );
    let effects = host.update(Msg::Line("press".into()), at(9));
    assert!(
        !effects.iter().any(|e| matches!(e, Effect::File { .. })),
        "{effects:?}"
    );
    let sealed = host.take_acted();
    let json: String = sealed
        .iter()
        .map(|(e, _)| serde_json::to_string(e).unwrap())
        .collect();
    assert!(
        !json.contains("Felix sechs") && !json.contains("g8f6"),
        "{json}"
    );
    for (entry, _) in sealed {
        let effects = device.apply_entry(&entry, false).unwrap();
        assert!(
            effects
                .iter()
                .all(|e| !matches!(e, Effect::Notice(n) if n.text.contains("Felix sechs"))),
            "{effects:?}"
        );
    }
    let adjourned = device.table().adjournment().expect("adjourned");
    assert!(adjourned.has_sealed() && adjourned.closed);
    assert_eq!(device.table().state_hash(), host.table().state_hash());
}

/// A casual game has no arbiter: brought back from its journal, its players are told that they
/// resume the clock, and either one's `resume` (or `start`) does (it was refused as the
/// arbiter's, so the clock could not be got going again).
#[test]
fn a_casual_game_brought_back_is_resumed_by_a_player() {
    for word in ["resume", "start"] {
        let mut app = opened(Mode::Casual, Color::White);
        for line in ["e4", "yes", "press", "arbiter: pause"] {
            app.update(Msg::Line(line.into()), at(1));
        }
        assert!(!app.clock_running());
        let told = texts(&app.recovered(at(2)));
        assert!(
            told.iter().all(|t| !t.contains("arbiter")),
            "no arbiter at a casual table: {told:?}"
        );
        assert!(told.iter().any(|t| t.contains("resume")), "{told:?}");
        let effects = app.update(Msg::Line(format!("sighted: {word}")), at(3));
        assert!(app.clock_running(), "{word}: {:?}", texts(&effects));
    }
    // At a tournament table it stays the arbiter's.
    let mut app = app(Color::White);
    for line in ["e4", "yes", "press", "arbiter: pause"] {
        app.update(Msg::Line(line.into()), at(1));
    }
    app.recovered(at(2));
    app.update(Msg::Line("sighted: resume".into()), at(3));
    assert!(!app.clock_running());
}

/// A practice game brought back goes on at once (the engine's seat resumes the clock): its
/// player is not told that the clock waits for anyone.
#[test]
fn a_practice_game_brought_back_is_not_said_to_wait_for_a_resume() {
    let mut app = opened(Mode::Casual, Color::White);
    app.set_coaching(Coaching::Practice);
    for line in ["e4", "yes", "press", "arbiter: pause"] {
        app.update(Msg::Line(line.into()), at(1));
    }
    let told = texts(&app.recovered(at(2)));
    assert!(told.iter().any(|t| t.contains("brought back")), "{told:?}");
    assert!(
        told.iter().all(|t| !t.contains("stays stopped")),
        "{told:?}"
    );
}
