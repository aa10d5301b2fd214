//! Screen snapshots with ratatui's TestBackend: the main screen, the divergence alert with both
//! boards and the tournament banner.

use ratatui::{Terminal, backend::TestBackend};

use crate::{
    app::{App, Key, Msg},
    clock::Timestamp,
    game::Stamp,
    table::{Mode, Seat, Table},
};

fn app(mode: Mode) -> App {
    let setup = crate::table::test_setup(mode, shakmaty::Color::White);
    let mut app = App::new(
        Table::new(setup.clone()).unwrap(),
        crate::present::Presenters::for_table(&setup).unwrap(),
        Seat::Blind,
    );
    app.start(at(0));
    app.update(Msg::Line("arbiter: start".into()), at(0));
    app
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
    let mut terminal = Terminal::new(TestBackend::new(100, 30)).unwrap();
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
