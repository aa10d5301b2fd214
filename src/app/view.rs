//! What the screen keeps besides the table: how far the announcements are scrolled back, the
//! help shown over the board, and the lines typed earlier for recall with Up and Down.
//!
//! Pure state; the app feeds it keys (`App::view_key` here: PageUp, PageDown, Up, Down and
//! what closes the help) and the screen (`ui`) reads it. Scrolling counts whole
//! announcements, not screen rows, so it needs no terminal width and the newest announcement is
//! shown again as soon as a new one arrives.

use super::{App, Focus, Key};

/// How many announcements PageUp and PageDown move.
pub const PAGE: usize = 3;

/// How many typed lines Up can recall.
const RECALL: usize = 100;

/// The screen's own state.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct View {
    /// How many announcements before the newest the box ends on; 0 follows the newest.
    back: usize,
    /// The help lines shown over the board, and how many rows they are scrolled down.
    help: Option<(Vec<String>, usize)>,
    /// Lines typed, oldest first.
    typed: Vec<String>,
    /// Which typed line Up and Down have put into the input, with what was being typed before.
    recall: Option<(usize, String)>,
}

impl View {
    /// How many announcements before the newest the box ends on; 0 shows the newest.
    pub fn back(&self) -> usize {
        self.back
    }

    /// A new announcement arrived: it is shown, whatever was being reviewed.
    pub fn follow(&mut self) {
        self.back = 0;
    }

    /// Steps `n` announcements back (PageUp, F6), no further than the oldest of `kept`.
    pub fn earlier(&mut self, n: usize, kept: usize) {
        self.back = (self.back + n).min(kept.saturating_sub(1));
    }

    /// Steps `n` announcements forward (PageDown, F7), no further than the newest.
    pub fn later(&mut self, n: usize) {
        self.back = self.back.saturating_sub(n);
    }

    /// The help shown over the board and how far it is scrolled, if it is open.
    pub fn help(&self) -> Option<(&[String], usize)> {
        self.help
            .as_ref()
            .map(|(lines, scroll)| (lines.as_slice(), *scroll))
    }

    /// Opens the help over the board, at its top.
    pub fn open_help(&mut self, lines: Vec<String>) {
        self.help = Some((lines, 0));
    }

    /// Closes the help; whether it was open.
    pub fn close_help(&mut self) -> bool {
        self.help.take().is_some()
    }

    /// Scrolls the open help by `rows` (negative is up); the screen clamps it to the text.
    pub fn scroll_help(&mut self, rows: isize) -> bool {
        let Some((lines, scroll)) = &mut self.help else {
            return false;
        };
        // Never further than every line wrapped to one word a row would need.
        let most = lines.iter().map(|l| l.split_whitespace().count()).sum();
        *scroll = scroll.saturating_add_signed(rows).min(most);
        true
    }

    /// Remembers a submitted line for recall, and ends any recall.
    pub fn typed(&mut self, line: &str) {
        self.recall = None;
        let line = line.trim();
        if line.is_empty() || self.typed.last().is_some_and(|l| l == line) {
            return;
        }
        if self.typed.len() == RECALL {
            self.typed.remove(0);
        }
        self.typed.push(line.to_owned());
    }

    /// Up in the input line: the line typed before the one shown (`input` is what is typed
    /// now); `None` when there is none.
    pub fn recall_earlier(&mut self, input: &str) -> Option<String> {
        let index = match &self.recall {
            None => {
                let last = self.typed.len().checked_sub(1)?;
                self.recall = Some((last, input.to_owned()));
                last
            }
            Some((i, draft)) => {
                let i = i.checked_sub(1)?;
                self.recall = Some((i, draft.clone()));
                i
            }
        };
        self.typed.get(index).cloned()
    }

    /// Down in the input line: the line typed after the one shown, and past the newest what
    /// was being typed before recall began; `None` when not recalling.
    pub fn recall_later(&mut self) -> Option<String> {
        let (i, draft) = self.recall.take()?;
        if i + 1 < self.typed.len() {
            self.recall = Some((i + 1, draft));
            self.typed.get(i + 1).cloned()
        } else {
            Some(draft)
        }
    }
}

impl App {
    /// Keys that only change what the screen shows: PageUp and PageDown scroll the help when
    /// it is open, else the announcements; Up and Down in the input line recall typed lines;
    /// Escape, Enter or typing closes the help. Whether the key was used up.
    pub(super) fn view_key(&mut self, key: Key) -> bool {
        let help = self.view.help().is_some();
        match (key, self.focus) {
            (Key::PageUp, _) if help => self.view.scroll_help(-(PAGE as isize) * 2),
            (Key::PageDown, _) if help => self.view.scroll_help(PAGE as isize * 2),
            (Key::PageUp, _) => {
                self.view.earlier(PAGE, self.announcements().len());
                true
            }
            (Key::PageDown, _) => {
                self.view.later(PAGE);
                true
            }
            (Key::Esc, _) => self.view.close_help(),
            // Typing brings the board back; the letter still goes into the input line.
            (Key::Char(_), Focus::Input) if help => {
                self.view.close_help();
                false
            }
            (Key::Enter, Focus::Input) if help && self.input.is_empty() => self.view.close_help(),
            (Key::Up, Focus::Input) => {
                if let Some(line) = self.view.recall_earlier(&self.input) {
                    self.input = line;
                }
                true
            }
            (Key::Down, Focus::Input) => {
                if let Some(line) = self.view.recall_later() {
                    self.input = line;
                }
                true
            }
            _ => false,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scrolling_stops_at_both_ends_and_a_new_announcement_is_followed() {
        let mut v = View::default();
        v.earlier(PAGE, 5);
        assert_eq!(v.back(), 3);
        v.earlier(PAGE, 5);
        assert_eq!(v.back(), 4);
        v.later(1);
        assert_eq!(v.back(), 3);
        v.later(PAGE * 2);
        assert_eq!(v.back(), 0);
        v.earlier(1, 0);
        assert_eq!(v.back(), 0);
        v.earlier(2, 5);
        v.follow();
        assert_eq!(v.back(), 0);
    }

    #[test]
    fn up_and_down_recall_typed_lines_and_give_back_the_draft() {
        let mut v = View::default();
        assert_eq!(v.recall_earlier("x"), None);
        v.typed("e4");
        v.typed("confirm");
        v.typed("confirm");
        v.typed("  ");
        assert_eq!(v.recall_earlier("Sp").as_deref(), Some("confirm"));
        assert_eq!(v.recall_earlier("").as_deref(), Some("e4"));
        assert_eq!(v.recall_earlier(""), None);
        assert_eq!(v.recall_later().as_deref(), Some("confirm"));
        assert_eq!(v.recall_later().as_deref(), Some("Sp"));
        assert_eq!(v.recall_later(), None);
    }

    #[test]
    fn the_help_opens_scrolls_and_closes() {
        let mut v = View::default();
        assert!(!v.scroll_help(3));
        v.open_help(vec!["one two".into(), "three".into()]);
        assert!(v.scroll_help(5));
        assert_eq!(v.help().map(|(_, s)| s), Some(3));
        v.scroll_help(-10);
        assert_eq!(v.help().map(|(_, s)| s), Some(0));
        assert!(v.close_help());
        assert!(!v.close_help());
    }
}

/// The keys and words that drive the view, through the whole app.
#[cfg(test)]
mod app_tests {
    use shakmaty::Color;

    use crate::{
        app::{App, Effect, Key, Msg},
        clock::Timestamp,
        game::Stamp,
        keymap::KeyAction,
        table::{Mode, Seat},
    };

    fn app() -> App {
        let setup = crate::table::test_setup(Mode::Tournament, Color::White);
        crate::app::test_app(setup, true)
    }

    fn at(s: u64) -> Stamp {
        Stamp {
            at: Timestamp::from_millis(s * 1000),
            wall: Default::default(),
        }
    }

    fn told(effects: &[Effect], to: Seat) -> Vec<String> {
        effects
            .iter()
            .filter_map(|e| match e {
                Effect::Notice(n) if n.to == to => Some(n.text.clone()),
                _ => None,
            })
            .collect()
    }

    fn typed(app: &mut App, text: &str, s: u64) -> Vec<Effect> {
        for c in text.chars() {
            app.update(Msg::Key(Key::Char(c)), at(s));
        }
        app.update(Msg::Key(Key::Enter), at(s))
    }

    #[test]
    fn f12_switches_the_style_at_once_instead_of_typing_a_command() {
        let mut app = app();
        let effects = app.update(Msg::Action(KeyAction::SwitchStyle), at(1));
        assert_eq!(app.input(), "");
        let said = told(&effects, Seat::Blind);
        assert!(
            said.iter().any(|t| t.starts_with("Announcement style:")),
            "{said:?}"
        );
    }

    #[test]
    fn up_and_down_recall_earlier_input() {
        let mut app = app();
        typed(&mut app, "time?", 1);
        typed(&mut app, "Eva vier", 2);
        app.update(Msg::Key(Key::Char('x')), at(3));
        app.update(Msg::Key(Key::Up), at(3));
        assert_eq!(app.input(), "Eva vier");
        app.update(Msg::Key(Key::Up), at(3));
        assert_eq!(app.input(), "time?");
        app.update(Msg::Key(Key::Down), at(3));
        app.update(Msg::Key(Key::Down), at(3));
        assert_eq!(app.input(), "x");
    }

    #[test]
    fn f1_opens_the_help_and_escape_or_enter_closes_it() {
        let mut app = app();
        app.update(Msg::Key(Key::F(1)), at(1));
        assert!(app.view().help().is_some());
        app.update(Msg::Key(Key::PageDown), at(1));
        assert_eq!(app.view().help().map(|(_, s)| s), Some(super::PAGE * 2));
        assert_eq!(
            app.view().back(),
            0,
            "PageDown scrolled the help, not the announcements"
        );
        app.update(Msg::Key(Key::Enter), at(1));
        assert!(app.view().help().is_none());
        app.update(Msg::Line("help".into()), at(1));
        app.update(Msg::Key(Key::Esc), at(1));
        assert!(app.view().help().is_none());
    }

    #[test]
    fn executed_and_wrote_tell_the_entry_they_made_and_fixed_tells_both_players() {
        let mut app = app();
        for line in ["Eva drei", "confirm", "press"] {
            app.update(Msg::Line(line.into()), at(1));
        }
        let effects = app.update(Msg::Line("sighted: executed e3".into()), at(2));
        assert_eq!(
            told(&effects, Seat::Sighted),
            ["Executed on the board: Bauer Eva zwei Eva drei."]
        );
        let effects = app.update(Msg::Line("sighted: wrote e4".into()), at(3));
        assert_eq!(
            told(&effects, Seat::Sighted)[0],
            "Written on the scoresheet: Bauer Eva zwei Eva vier."
        );
        let effects = app.update(Msg::Line("arbiter: fixed sighted".into()), at(4));
        let blind = told(&effects, Seat::Blind);
        assert!(
            blind.iter().any(|t| t.contains("set to its scoresheet")),
            "{blind:?}"
        );
    }
}
