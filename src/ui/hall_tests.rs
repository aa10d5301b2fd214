//! The station's screen: the list with the table needing the arbiter first and the cursor on
//! the focused row, an opened table with its boards and what it said (also at 80x24), and the help.

use ratatui::{Terminal, backend::TestBackend};

use crate::{
    app::Key,
    hall::desk::{Desk, tests::NOW},
};

fn screen(desk: &Desk) -> (String, (u16, u16)) {
    screen_sized(desk, 100, 30)
}

/// The screen drawn at `width` x `height`, and where the cursor is.
fn screen_sized(desk: &Desk, width: u16, height: u16) -> (String, (u16, u16)) {
    let mut terminal = Terminal::new(TestBackend::new(width, height)).unwrap();
    terminal.draw(|f| super::view(desk, f)).unwrap();
    let cursor = terminal.get_cursor_position().unwrap();
    (terminal.backend().to_string(), (cursor.x, cursor.y))
}

#[test]
fn station_list() {
    let mut desk = crate::hall::desk::tests::desk();
    desk.key(Key::Down, NOW);
    let (text, cursor) = screen(&desk);
    insta::assert_snapshot!(text);
    // The cursor sits on the focused row, table 1, the second in the list.
    assert_eq!(cursor, (1, 3));
    assert!(text.lines().nth(2).unwrap().contains("!"), "{text}");
}

/// On a narrow screen the focused row is shown whole, wrapped under its words; the others stay
/// one line each, and the cursor is on the focused row's first line.
#[test]
fn station_list_narrow_shows_the_focused_row_whole() {
    let mut desk = crate::hall::desk::tests::desk();
    desk.key(Key::Down, NOW);
    let (text, cursor) = screen_sized(&desk, 40, 24);
    let rows: Vec<&str> = text.lines().skip(2).take(6).collect();
    assert!(rows[0].contains("!"), "{text}");
    assert!(rows[1].contains(">  Table 1"), "{text}");
    // Its continuation lines, indented past the words, hold the end of the row.
    assert!(rows[2].starts_with("\"│     "), "{text}");
    assert!(text.contains("in sync"), "{text}");
    assert_eq!(cursor, (1, 3));
}

#[test]
fn station_opened_table() {
    let mut desk = crate::hall::desk::tests::desk();
    desk.key(Key::Enter, NOW);
    for c in "pause".chars() {
        desk.key(Key::Char(c), NOW);
    }
    desk.key(Key::Enter, NOW);
    let (text, cursor) = screen(&desk);
    insta::assert_snapshot!(text);
    // The cursor is on the input line.
    assert_eq!(cursor, (3, 28));
}

#[test]
fn station_help() {
    let mut desk = crate::hall::desk::tests::desk();
    desk.key(Key::F(1), NOW);
    let (text, _) = screen(&desk);
    insta::assert_snapshot!(text);
}

#[test]
fn station_opened_table_80x24() {
    // Both boards (they differ) and what the table said fit a small terminal; the moves give way.
    let mut desk = crate::hall::desk::tests::desk();
    desk.key(Key::Enter, NOW);
    let (text, _) = screen_sized(&desk, 80, 24);
    insta::assert_snapshot!(text);
}
