//! Screen snapshots with ratatui's TestBackend: the main screen, the divergence alert with both
//! boards, the tournament banner, the announcements scrolled to the newest and back, the help
//! over the board and the large-letter panel.

use ratatui::{Terminal, backend::TestBackend};

use crate::{
    app::{App, Key, Msg},
    clock::Timestamp,
    game::Stamp,
    table::{Mode, Seat},
};

fn app(mode: Mode) -> App {
    crate::app::test_app(crate::table::test_setup(mode, shakmaty::Color::White), true)
}

fn at(s: u64) -> Stamp {
    Stamp {
        at: Timestamp::from_millis(s * 1000),
        wall: Default::default(),
    }
}

fn lines(app: &mut App, seconds: &mut u64, lines: &[&str]) {
    for line in lines {
        *seconds += 2;
        app.update(Msg::Line((*line).to_owned()), at(*seconds));
    }
}

fn screen(app: &App) -> (String, (u16, u16)) {
    screen_of(app, 100, 30)
}

fn screen_of(app: &App, width: u16, height: u16) -> (String, (u16, u16)) {
    let mut terminal = Terminal::new(TestBackend::new(width, height)).unwrap();
    terminal.draw(|f| super::view(app, f)).unwrap();
    let cursor = terminal.get_cursor_position().unwrap();
    (terminal.backend().to_string(), (cursor.x, cursor.y))
}

#[test]
fn main_screen() {
    let mut app = app(Mode::Tournament);
    let mut t = 0;
    lines(
        &mut app,
        &mut t,
        &[
            "Springer Felix drei",
            "confirm",
            "press",
            "sighted: Nf3",
            "sighted: d5",
        ],
    );
    for c in "Eva".chars() {
        app.update(Msg::Key(Key::Char(c)), at(t));
    }
    let (text, cursor) = screen(&app);
    insta::assert_snapshot!("main_screen", text);
    // The terminal cursor sits at the end of the input line, where typing goes.
    assert_eq!(cursor, (6, 28));
}

#[test]
fn divergence_alert_shows_both_boards_with_the_differing_squares_bracketed() {
    let mut app = app(Mode::Tournament);
    let mut t = 0;
    lines(
        &mut app,
        &mut t,
        &["Springer Felix drei", "confirm", "press", "sighted: Nh3"],
    );
    let (text, _) = screen(&app);
    assert!(text.contains("[N]"), "{text}");
    insta::assert_snapshot!("divergence", text);
}

#[test]
fn tournament_and_casual_banners_and_the_board_cursor() {
    let casual = app(Mode::Casual);
    assert!(screen(&casual).0.contains("Casual mode"));
    let mut app = app(Mode::Tournament);
    assert!(screen(&app).0.contains("Tournament mode"));
    app.update(Msg::Key(Key::Tab), at(1));
    app.update(Msg::Key(Key::Up), at(1));
    let (_, cursor) = screen(&app);
    // e2 from White's side: the fifth file, the seventh row of the board block.
    assert_eq!(cursor, (16, 9));
}

/// The last row of the newest announcement as the box wraps it, which must be on the screen.
fn newest_row(app: &App, width: u16) -> String {
    newest_rows(app, width).last().cloned().unwrap_or_default()
}

/// Every row of the newest announcement as the box wraps it.
fn newest_rows(app: &App, width: u16) -> Vec<String> {
    let announcements = app.announcements();
    let (seats, n) = announcements.last().expect("something was announced");
    let labels: Vec<String> = seats
        .iter()
        .map(|s| super::seat_label(app.words(), *s))
        .collect();
    let label = labels.join(", ");
    let mark = if n.urgency == crate::table::Urgency::Alert {
        "!! "
    } else {
        ""
    };
    super::wrap(&format!("{mark}{label}: {}", n.text), width as usize - 2)
}

/// A game whose alert wraps over several rows, checked after every line at every size: the
/// newest announcement is on the screen whole.
#[test]
fn the_newest_announcement_is_always_whole_on_screen_at_60x20_80x24_and_120x40() {
    for (width, height) in [(60, 20), (80, 24), (120, 40)] {
        let mut app = app(Mode::Tournament);
        let mut t = 0;
        for line in [
            "Springer Felix drei",
            "confirm",
            "press",
            "sighted: Nh3",
            "arbiter: repair",
            "arbiter: fixed sighted",
            "arbiter: resume",
            "sighted: d5",
            "sighted: confirm",
        ] {
            lines(&mut app, &mut t, &[line]);
            let (text, _) = screen_of(&app, width, height);
            for row in newest_rows(&app, width) {
                assert!(
                    text.contains(row.trim_end()),
                    "after {line:?} at {width}x{height}, {row:?} is not on:\n{text}"
                );
            }
        }
    }
}

#[test]
fn page_up_shows_earlier_announcements_and_a_new_one_comes_back_to_the_newest() {
    let mut app = app(Mode::Tournament);
    let mut t = 0;
    lines(
        &mut app,
        &mut t,
        &["Springer Felix drei", "confirm", "press", "sighted: Nh3"],
    );
    app.update(Msg::Key(Key::PageUp), at(t));
    app.update(Msg::Key(Key::PageUp), at(t));
    let (text, _) = screen_of(&app, 80, 24);
    insta::assert_snapshot!("scrolled_back", text);
    assert!(text.contains("6 back of"), "{text}");
    app.update(Msg::Key(Key::PageDown), at(t));
    app.update(Msg::Key(Key::PageDown), at(t));
    let (text, _) = screen_of(&app, 80, 24);
    assert!(text.contains(newest_row(&app, 80).trim_end()), "{text}");
    app.update(Msg::Action(crate::keymap::KeyAction::HistoryBack), at(t));
    assert!(screen_of(&app, 80, 24).0.contains("1 back of"));
    lines(&mut app, &mut t, &["time?"]);
    let (text, _) = screen_of(&app, 80, 24);
    assert!(!text.contains("back of"), "{text}");
}

#[test]
fn the_help_shows_over_the_board_and_scrolls_to_its_end_at_80x24() {
    let mut app = app(Mode::Tournament);
    app.update(Msg::Key(Key::F(1)), at(1));
    let (text, _) = screen_of(&app, 80, 24);
    assert!(text.contains("Help: PageUp"), "{text}");
    assert!(text.contains("Type a move in any form"), "{text}");
    for _ in 0..20 {
        app.update(Msg::Key(Key::PageDown), at(1));
    }
    let (text, _) = screen_of(&app, 80, 24);
    insta::assert_snapshot!("help_end", text);
    assert!(text.contains("h, help: this list"), "{text}");
    app.update(Msg::Action(crate::keymap::KeyAction::StopSpeech), at(1));
    assert!(!screen_of(&app, 80, 24).0.contains("Help: PageUp"));
}

#[test]
fn the_large_panel_shows_the_last_move_told_to_the_sighted_seat() {
    let mut setup = crate::table::test_setup(Mode::Tournament, shakmaty::Color::White);
    setup.large_text = true;
    let mut app = crate::app::test_app(setup, true);
    let mut t = 0;
    lines(&mut app, &mut t, &["Springer Felix drei", "confirm"]);
    let (text, _) = screen_of(&app, 80, 24);
    insta::assert_snapshot!("large_panel", text);
    assert!(text.contains("█  █"), "{text}");
}

#[test]
fn tiny_and_odd_terminals_render_without_panicking() {
    let mut setup = crate::table::test_setup(Mode::Tournament, shakmaty::Color::White);
    setup.large_text = true;
    let mut app = crate::app::test_app(setup, true);
    let mut t = 0;
    lines(
        &mut app,
        &mut t,
        &["Springer Felix drei", "confirm", "press", "sighted: Nh3"],
    );
    for (w, h) in [(1, 1), (10, 5), (30, 10), (60, 20), (80, 24)] {
        screen_of(&app, w, h);
        app.update(Msg::Key(Key::PageUp), at(t));
    }
    // Both boards beside the panel at 80 columns: too narrow for block letters, so the words.
    let (text, _) = screen_of(&app, 80, 24);
    assert!(text.contains("[N]"), "{text}");
    app.update(Msg::Key(Key::F(1)), at(t));
    for (w, h) in [(1, 1), (10, 5), (30, 10)] {
        screen_of(&app, w, h);
    }
}

#[test]
fn seat_labels_are_translated_in_every_language() {
    use crate::{announce::Style, i18n::Lang, present::Words, vocab::VocabName};
    let mut seen = std::collections::BTreeSet::new();
    for lang in Lang::ALL {
        let voice = Words::new(lang, Style::Fide, VocabName::FideD).unwrap();
        let labels: Vec<String> = [Seat::Blind, Seat::Sighted, Seat::Arbiter]
            .into_iter()
            .map(|seat| super::seat_label(&voice, seat))
            .collect();
        assert!(
            labels
                .iter()
                .all(|l| l.chars().next().is_some_and(char::is_uppercase)),
            "{lang:?}: {labels:?}"
        );
        seen.insert(labels[1].clone());
    }
    // Sighted, Sehend, Vidente, Ikustuna, Widzący: not one English word everywhere.
    assert!(seen.len() >= 5, "{seen:?}");
}

#[test]
fn one_board_is_titled_the_board_not_a_players() {
    let setup = crate::table::test_setup(Mode::Casual, shakmaty::Color::White);
    let game = crate::game::Game::new(setup.game.clone()).unwrap();
    let table = crate::table::Table::one_board(setup.clone(), game);
    let presenters = crate::present::Presenters::for_table(&setup).unwrap();
    let app = App::new(table, presenters, Seat::Blind);
    let (text, _) = screen(&app);
    assert!(text.contains("┌Board"), "{text}");
    assert!(!text.contains("Blind player's board"), "{text}");
}

#[test]
fn a_seats_scoresheet_is_in_its_own_letters() {
    let mut setup = crate::table::test_setup(Mode::Tournament, shakmaty::Color::White);
    setup.lang = crate::i18n::Lang::De;
    setup.vocab = crate::vocab::VocabName::De;
    let mut app = crate::app::test_app(setup, true);
    let mut t = 0;
    lines(&mut app, &mut t, &["Springer Felix drei", "ja", "drücken"]);
    let (text, _) = screen(&app);
    assert!(text.contains("1. Sf3"), "{text}");
    assert!(!text.contains("Nf3"), "{text}");
}

/// The title row (program, mode, the seat at the keyboard) is never cut: on a narrow screen it
/// leaves out the program's name (and wraps if still too wide), in every language and for every
/// seat, and the boards keep their ranks and files.
#[test]
fn the_title_is_whole_at_60x20_in_every_language_and_seat() {
    for lang in crate::i18n::Lang::ALL {
        for (seat, line) in [
            (Seat::Blind, None),
            (Seat::Sighted, Some("seat sighted")),
            (Seat::Arbiter, Some("seat arbiter")),
        ] {
            let mut setup = crate::table::test_setup(Mode::Tournament, shakmaty::Color::White);
            setup.lang = lang;
            let mut app = crate::app::test_app(setup, true);
            let mut t = 0;
            if let Some(line) = line {
                lines(&mut app, &mut t, &[line]);
            }
            assert_eq!(app.keyboard(), seat, "{lang:?}");
            for (width, height) in [(60, 20), (80, 24)] {
                let title = super::title_text(&app, width as usize);
                let (text, _) = screen_of(&app, width, height);
                let top: String = text
                    .lines()
                    .take(3)
                    .map(|row| row.trim_matches('"').trim())
                    .collect::<Vec<_>>()
                    .join(" ");
                assert!(
                    top.contains(&title),
                    "{lang:?} {seat:?} at {width}x{height}: {title:?} is not whole in:\n{text}"
                );
                // The boards keep every rank and the files' letters.
                assert!(
                    ["│1 ", "│8 "]
                        .iter()
                        .all(|rank| text.lines().any(|row| row.contains(rank))),
                    "{lang:?} {seat:?} at {width}x{height}:\n{text}"
                );
                assert!(
                    text.lines()
                        .any(|row| row.contains(" a  b  c ") || row.contains(" h  g  f ")),
                    "{lang:?} {seat:?} at {width}x{height}:\n{text}"
                );
            }
        }
    }
}

/// Every box's title is whole at 60x20 and 80x24 in every language, for every seat: the board's
/// (30 columns wide), the clocks', and the input line's hint (the input's name gives way to it
/// when both do not fit).
#[test]
fn box_titles_are_whole_at_60x20_and_80x24_in_every_language() {
    for lang in crate::i18n::Lang::ALL {
        let words = crate::i18n::Localizer::new(lang).unwrap();
        for line in [None, Some("seat sighted")] {
            let mut setup = crate::table::test_setup(Mode::Tournament, shakmaty::Color::White);
            setup.lang = lang;
            let mut app = crate::app::test_app(setup, true);
            let mut t = 0;
            if let Some(line) = line {
                lines(&mut app, &mut t, &[line]);
            }
            let board = if app.keyboard() == Seat::Sighted {
                "ui-board-sighted"
            } else {
                "ui-board-blind"
            };
            for (width, height) in [(60, 20), (80, 24)] {
                let (text, _) = screen_of(&app, width, height);
                for id in [board, "ui-clocks-and-moves", "ui-input-hint"] {
                    let title = words.text(id);
                    assert!(
                        text.contains(&title),
                        "{lang:?} at {width}x{height}: {title:?} is cut:\n{text}"
                    );
                }
            }
        }
    }
}

/// The help's title and the announcements' title when scrolled back are never cut inside a
/// clause: where the whole does not fit, it ends at the last clause that does (Basque's were
/// cut at 60 columns, and at 80 when scrolled back).
#[test]
fn help_and_scrolled_back_titles_end_at_a_clause_at_60x20_and_80x24() {
    for lang in crate::i18n::Lang::ALL {
        let words = crate::i18n::Localizer::new(lang).unwrap();
        for (width, height) in [(60u16, 20u16), (80, 24)] {
            let mut setup = crate::table::test_setup(Mode::Tournament, shakmaty::Color::White);
            setup.lang = lang;
            let mut app = crate::app::test_app(setup, true);
            let mut t = 0;
            lines(&mut app, &mut t, &["time", "time", "time", "time", "time"]);
            app.update(Msg::Key(Key::F(1)), at(t));
            let help = words.text("ui-help-title");
            let (help_screen, _) = screen_of(&app, width, height);
            app.update(Msg::Key(Key::Esc), at(t));
            app.update(Msg::Key(Key::PageUp), at(t));
            let count = app.announcements().len();
            let back = words.format(
                "ui-announcements-back",
                &[
                    (
                        "back",
                        crate::i18n::Arg::Num(app.view().back().min(count - 1) as i64),
                    ),
                    ("total", crate::i18n::Arg::Num(count as i64)),
                ],
            );
            let (back_screen, _) = screen_of(&app, width, height);
            for (full, text) in [(&help, &help_screen), (&back, &back_screen)] {
                let shown = super::fit_title(full, width);
                // Whole, with the border after it: nothing of the next word shows cut.
                assert!(
                    text.contains(&format!("┌{shown}─")) || text.contains(&format!("┌{shown}┐")),
                    "{lang:?} at {width}x{height}: {shown:?} not whole:\n{text}"
                );
                assert!(
                    shown == *full
                        || full[shown.len()..].starts_with(';')
                        || full[shown.len()..].starts_with(','),
                    "{lang:?}: {shown:?} of {full:?}"
                );
            }
        }
    }
}
