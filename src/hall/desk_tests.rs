//! The station's screen state: the list's focus moves with the keys and starts on the table
//! needing the arbiter, Enter opens the focused table and Escape closes it through the
//! station's own inputs, a typed arbiter action goes to the open table, quitting is asked first.

use super::*;
use crate::{
    hall::{
        model::tests::{lines, opening},
        station::tests::{said, text},
    },
    ids::Ids,
};

pub(crate) use crate::hall::station::tests::NOW;

/// A desk following table 1 (waiting for the sighted player), table 2 (the sighted player
/// repeated another move: an alert) and table 3 (in sync).
pub(crate) fn desk() -> Desk {
    let mut desk = Desk::new(Station::new("s1", Lang::En), "olympiad", Lang::En);
    for (n, repeat) in [(1, "e4"), (2, "d4"), (3, "e4")] {
        let ids = Ids::from_bits(u64::from(n), u64::from(n));
        for line in lines(ids, &opening(repeat)) {
            desk.delivered(n, text(&line).as_bytes(), NOW);
        }
    }
    desk
}

fn press(desk: &mut Desk, keys: &[Key]) -> Vec<Out> {
    keys.iter().flat_map(|k| desk.key(*k, NOW)).collect()
}

fn typed(desk: &mut Desk, line: &str) -> Vec<Out> {
    for c in line.chars() {
        desk.key(Key::Char(c), NOW);
    }
    desk.key(Key::Enter, NOW)
}

#[test]
fn the_list_starts_on_the_table_needing_the_arbiter_and_the_keys_move_the_focus() {
    let mut desk = desk();
    let order: Vec<TableNo> = desk.rows().iter().map(Row::table).collect();
    assert_eq!(order, [2, 1, 3]);
    assert_eq!(desk.focus(), Some(2));
    let out = press(&mut desk, &[Key::Down]);
    assert_eq!(desk.focus(), Some(1));
    assert!(
        said(&out)[0].starts_with("Table 1: waiting for the sighted player"),
        "the row landed on is said: {out:?}"
    );
    press(&mut desk, &[Key::End]);
    assert_eq!(desk.focus(), Some(3));
    press(&mut desk, &[Key::Down, Key::PageDown]);
    assert_eq!(desk.focus(), Some(3), "the focus stops at the last table");
    press(&mut desk, &[Key::Home]);
    assert_eq!(desk.focus(), Some(2));
    press(&mut desk, &[Key::Up, Key::PageUp]);
    assert_eq!(desk.focus(), Some(2), "the focus stops at the first table");
    press(&mut desk, &[Key::PageDown]);
    assert_eq!(desk.focus(), Some(3));
}

#[test]
fn enter_opens_the_focused_table_and_escape_goes_back_to_the_list() {
    let mut desk = desk();
    press(&mut desk, &[Key::Down]);
    let out = press(&mut desk, &[Key::Enter]);
    assert_eq!(desk.station().open(), Some(1));
    assert!(said(&out)[0].starts_with("Table 1 is open"), "{out:?}");
    // With a table open, the arrows do not move the list's focus.
    press(&mut desk, &[Key::Down]);
    assert_eq!(desk.focus(), Some(1));
    let out = press(&mut desk, &[Key::Esc]);
    assert_eq!(desk.station().open(), None);
    assert_eq!(said(&out), ["No table is open."]);
    assert!(desk.said().iter().any(|s| s.text == "No table is open."));
}

#[test]
fn an_action_typed_on_the_screen_goes_to_the_open_table_only() {
    let mut desk = desk();
    press(&mut desk, &[Key::Enter]);
    assert_eq!(desk.station().open(), Some(2));
    let out = typed(&mut desk, "pause");
    assert!(
        matches!(&out[0], Out::Send(2, request) if request.action == crate::table::Action::Pause),
        "{out:?}"
    );
    assert_eq!(desk.input(), "");
    let last = desk.said().last().unwrap();
    assert_eq!(last.text, "Sent to table 2: pause.");
    assert_eq!(last.table, Some(2));
    // Up recalls the line typed before, to send it again.
    press(&mut desk, &[Key::Up]);
    assert_eq!(desk.input(), "pause");
    press(&mut desk, &[Key::Down]);
    assert_eq!(desk.input(), "");
    // A number typed opens that table, as in line mode.
    typed(&mut desk, "3");
    assert_eq!(desk.station().open(), Some(3));
}

#[test]
fn escape_clears_a_typed_line_before_it_closes_the_table_and_backspace_erases() {
    let mut desk = desk();
    press(&mut desk, &[Key::Enter, Key::Char('p'), Key::Char('x')]);
    press(&mut desk, &[Key::Backspace]);
    assert_eq!(desk.input(), "p");
    press(&mut desk, &[Key::Esc]);
    assert_eq!(desk.input(), "");
    assert_eq!(desk.station().open(), Some(2));
    press(&mut desk, &[Key::Esc]);
    assert_eq!(desk.station().open(), None);
}

#[test]
fn quitting_is_asked_first_by_key_or_word_and_anything_else_goes_on() {
    let mut desk = desk();
    let out = press(&mut desk, &[Key::Ctrl('q')]);
    assert!(!out.contains(&Out::Quit));
    assert!(said(&out)[0].starts_with("Quit the station?"), "{out:?}");
    let out = press(&mut desk, &[Key::Esc]);
    assert_eq!(said(&out), ["Going on at the station."]);
    let out = typed(&mut desk, "quit");
    assert!(!out.contains(&Out::Quit), "{out:?}");
    assert!(typed(&mut desk, "yes").contains(&Out::Quit));
    press(&mut desk, &[Key::Ctrl('c')]);
    assert!(press(&mut desk, &[Key::Ctrl('q')]).contains(&Out::Quit));
}

#[test]
fn f1_shows_the_help_which_scrolls_and_closes_and_typing_goes_on_into_the_line() {
    let mut desk = desk();
    press(&mut desk, &[Key::F(1)]);
    assert_eq!(desk.help(), Some(0));
    press(&mut desk, &[Key::Down, Key::Down, Key::Up]);
    assert_eq!(desk.help(), Some(1));
    assert_eq!(
        desk.focus(),
        Some(2),
        "the arrows scrolled the help, not the list"
    );
    press(&mut desk, &[Key::Esc]);
    assert_eq!(desk.help(), None);
    press(&mut desk, &[Key::F(1), Key::Char('3')]);
    assert_eq!(desk.help(), None);
    assert_eq!(desk.input(), "3");
    typed(&mut desk, "");
    desk.key(Key::Esc, NOW);
    typed(&mut desk, "help");
    assert_eq!(desk.help(), Some(0), "the word opens the help too");
}

#[test]
fn a_table_coming_to_need_the_arbiter_is_said_with_an_earcon_and_kept_as_an_alarm() {
    let mut desk = Desk::new(Station::new("s1", Lang::En), "olympiad", Lang::En);
    let out: Vec<Out> = lines(Ids::from_bits(5, 5), &opening("d4"))
        .iter()
        .flat_map(|l| desk.delivered(5, text(l).as_bytes(), NOW))
        .collect();
    assert!(
        out.iter().any(|o| matches!(
            o,
            Out::Say {
                table: Some(5),
                alert: true,
                cue: Some(_),
                ..
            }
        )),
        "{out:?}"
    );
    let kept = desk.said().last().unwrap();
    assert!(kept.alert && kept.table == Some(5), "{kept:?}");
    assert_eq!(desk.focus(), Some(5));
}

#[test]
fn the_arrows_on_an_empty_hall_say_so() {
    let mut desk = Desk::new(Station::new("s1", Lang::En), "olympiad", Lang::En);
    assert_eq!(
        said(&press(&mut desk, &[Key::Down])),
        ["No table has joined this hall yet."]
    );
    assert_eq!(desk.focus(), None);
    // Enter with nothing listed lists (nothing).
    assert_eq!(
        said(&press(&mut desk, &[Key::Enter])),
        ["No table has joined this hall yet."]
    );
}

#[test]
fn f6_and_f7_scroll_the_announcements_and_say_them_again() {
    let mut desk = desk();
    for news in ["one", "two", "three"] {
        desk.inform(news.to_owned());
    }
    let kept = desk.said().len();
    assert!(kept >= 4, "{:?}", desk.said());
    assert_eq!(desk.said_back(), 0);
    let out = press(&mut desk, &[Key::F(6), Key::F(6)]);
    assert_eq!(desk.said_back(), 2.min(kept - 1));
    assert!(
        matches!(out[0], Out::Speech(SpeechControl::Back)),
        "{out:?}"
    );
    let out = press(&mut desk, &[Key::F(7)]);
    assert!(
        matches!(out[0], Out::Speech(SpeechControl::Forward)),
        "{out:?}"
    );
    assert_eq!(desk.said_back(), 1.min(kept - 1));
    // Never beyond the oldest kept.
    press(&mut desk, &vec![Key::F(6); kept + 5]);
    assert_eq!(desk.said_back(), kept - 1);
    // Something new is shown at once.
    desk.inform("news".to_owned());
    assert_eq!(desk.said_back(), 0);
    // At an open table PageUp and PageDown scroll the announcements (the list is not shown).
    typed(&mut desk, "open 2");
    press(&mut desk, &[Key::PageUp]);
    assert_eq!(desk.said_back(), 1);
    press(&mut desk, &[Key::PageDown]);
    assert_eq!(desk.said_back(), 0);
}

#[test]
fn at_the_list_an_action_goes_to_the_focused_table_and_its_row_says_what_to_rule_on() {
    let mut desk = desk();
    // The focus starts on table 2, whose records differ: its row says where.
    let rows = desk.rows();
    let row = desk.row_words(&rows[0]);
    assert!(
        row.contains("Boards differ") && row.contains("FEN"),
        "{row}"
    );
    let out = typed(&mut desk, "pause");
    assert!(
        matches!(out.first(), Some(Out::Send(2, r)) if r.action == crate::table::Action::Pause),
        "{out:?}"
    );
    assert_eq!(desk.station().open(), None, "the list stays");
    press(&mut desk, &[Key::Down]);
    let out = typed(&mut desk, "pause");
    assert!(matches!(out.first(), Some(Out::Send(1, _))), "{out:?}");
}
