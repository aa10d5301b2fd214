//! The help list of the review commands with their keys and words, and the words for a command
//! that was not understood.
//!
//! Pure: Fluent formatting of the command table.

use super::{CommandKind, ExpectedArg, PREFIX, ParseCommandError, ReviewKey, Reviewer};
use crate::{
    i18n::Arg,
    table::{Mode, Seat},
};

impl Reviewer {
    /// A key as the help names it: "l", "Enter", "Ctrl+R".
    pub fn key_name(&self, key: ReviewKey) -> String {
        match key {
            ReviewKey::Char(c) => c.to_string(),
            ReviewKey::Enter => self.loc().text("review-key-enter"),
            ReviewKey::Escape => self.loc().text("review-key-escape"),
            ReviewKey::Ctrl(c) => self.loc().format(
                "review-key-ctrl",
                &[("key", Arg::Str(&c.to_ascii_uppercase().to_string()))],
            ),
        }
    }

    /// The help: how to give commands, then one line per command with its key and word; in
    /// tournament mode a player's assisting commands are marked as casual-mode only.
    pub fn help(&self, mode: Mode, seat: Seat) -> Vec<String> {
        let loc = self.loc();
        let mut lines = vec![loc.format(
            "review-help-intro",
            &[("prefix", Arg::Str(&self.key_name(PREFIX)))],
        )];
        for kind in CommandKind::ALL {
            let mut what = loc.text(&format!("review-help-{}", kind.id()));
            if kind.is_assistance() && mode == Mode::Tournament && seat != Seat::Arbiter {
                what = loc.format("review-help-casual", &[("what", Arg::Str(&what))]);
            }
            lines.push(loc.format(
                "review-help-line",
                &[
                    ("key", Arg::Str(&self.key_name(kind.key()))),
                    ("word", Arg::Str(&self.word(kind))),
                    ("what", Arg::Str(&what)),
                ],
            ));
        }
        lines
    }

    /// Why words are not a command, in words.
    pub fn explain(&self, error: &ParseCommandError) -> String {
        let loc = self.loc();
        let help = self.word(CommandKind::Help);
        let expected =
            |e: ExpectedArg| loc.format("review-expected", &[("what", Arg::Str(e.id()))]);
        match error {
            ParseCommandError::Empty => loc.text("review-error-empty"),
            ParseCommandError::TooLong => loc.text("review-error-too-long"),
            ParseCommandError::NotACommand => {
                loc.format("review-error-not-command", &[("help", Arg::Str(&help))])
            }
            ParseCommandError::UnknownKey(key) => loc.format(
                "review-error-key",
                &[
                    ("key", Arg::Str(key)),
                    ("help", Arg::Str(&self.key_name(CommandKind::Help.key()))),
                ],
            ),
            ParseCommandError::Missing {
                command,
                expected: e,
            } => loc.format(
                "review-error-missing",
                &[
                    ("command", Arg::Str(&self.word(*command))),
                    ("expected", Arg::Str(&expected(*e))),
                ],
            ),
            ParseCommandError::Unexpected {
                command,
                word,
                expected: ExpectedArg::Nothing,
            } => loc.format(
                "review-error-extra",
                &[
                    ("command", Arg::Str(&self.word(*command))),
                    ("word", Arg::Str(word)),
                ],
            ),
            ParseCommandError::Unexpected {
                command,
                word,
                expected: e,
            } => loc.format(
                "review-error-unexpected",
                &[
                    ("command", Arg::Str(&self.word(*command))),
                    ("word", Arg::Str(word)),
                    ("expected", Arg::Str(&expected(*e))),
                ],
            ),
        }
    }
}
