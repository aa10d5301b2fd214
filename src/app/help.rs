//! Help for a seat in its own language: one command a line, the keys only where there are keys,
//! and in line mode lines short enough for a braille display.
//!
//! Pure.

use super::App;
use crate::{i18n::Arg, table::Seat};

impl App {
    /// Help for `seat` in its language: one command a line, and the keys only where there are
    /// keys (not in line mode).
    pub(super) fn help(&self, seat: Seat) -> Vec<String> {
        let words = self.presenters.seat(seat).words();
        let mut ids = if seat == Seat::Arbiter {
            vec!["app-help-arbiter", "app-help-common"]
        } else {
            vec!["app-help", "app-help-commands", "app-help-common"]
        };
        if !self.line_mode {
            ids.push("app-help-keys");
        }
        let mut lines: Vec<String> = ids.into_iter().flat_map(|id| words.lines(id)).collect();
        if let Some(reviewer) = self.reviewer(seat) {
            let review = reviewer.help(self.table.mode(), seat);
            if self.line_mode {
                // The review's intro names its prefix key, which a line has not.
                lines.push(words.text("app-help-review-line"));
                lines.extend(review.into_iter().skip(1));
            } else {
                lines.extend(review);
            }
        }
        lines.extend(self.coach_help(seat));
        if self.line_mode {
            // A braille display or a screen reader takes short lines: each line printed with its
            // seat's label stays within 80 characters (the texts are written to fit, one
            // command a line; the tests hold them to it, and a longer one is broken here).
            let label = words.format("line-seat-label", &[("seat", Arg::Str(seat.as_str()))]);
            let width = LINE_WIDTH.saturating_sub(label.chars().count() + 2);
            lines = lines.iter().flat_map(|l| wrap(l, width)).collect();
        }
        lines
    }
}

/// The longest line line mode prints for help, with its seat label.
const LINE_WIDTH: usize = 80;

/// `text` in lines of at most `width` characters, broken between words; lines after the first
/// are indented two spaces to show they go on.
fn wrap(text: &str, width: usize) -> Vec<String> {
    let mut lines = Vec::new();
    let mut line = String::new();
    for word in text.split_whitespace() {
        let len = line.chars().count();
        if len > 0 && len + 1 + word.chars().count() > width {
            lines.push(std::mem::replace(&mut line, "  ".to_owned()));
        } else if len > 0 && line != "  " {
            line.push(' ');
        }
        line.push_str(word);
    }
    if !line.trim().is_empty() {
        lines.push(line);
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::wrap;

    #[test]
    fn wrapping_breaks_between_words_and_indents_what_goes_on() {
        assert_eq!(wrap("a b c", 80), vec!["a b c"]);
        assert_eq!(
            wrap("one two three four", 9),
            vec!["one two", "  three", "  four"]
        );
        assert!(wrap("", 10).is_empty());
    }
}
