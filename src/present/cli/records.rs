//! A journal's or a PGN's mistakes in the reader's words: what, and at which line. Pure.

use super::{Format, clocks::control, quoted};
use crate::{
    game::pgn::read::{
        CommandProblem, GameEntry, MoveName, MoveProblem, PgnError, PgnProblem, TagProblem,
    },
    i18n::Arg,
    journal::frame::{Damage, JournalError},
};

/// What is wrong with a journal, and where.
pub(super) fn journal(format: Format<'_>, error: &JournalError) -> String {
    let line = |n: usize| Arg::Num(n as i64);
    match error {
        JournalError::NoHeader => format("cli-journal-no-header", &[]),
        JournalError::Corrupt {
            line: at,
            offset,
            reason,
        } => format(
            "cli-journal-corrupt",
            &[
                ("line", line(*at)),
                ("offset", line(*offset)),
                ("damage", Arg::Str(&damage(format, reason))),
            ],
        ),
        JournalError::Duplicate {
            line: at,
            seq,
            first,
        } => format(
            "cli-journal-duplicate",
            &[
                ("line", line(*at)),
                ("seq", Arg::Num(*seq as i64)),
                ("first", line(*first)),
            ],
        ),
        JournalError::Foreign {
            line: at,
            found: Some(game),
            ..
        } => format(
            "cli-journal-foreign-game",
            &[("line", line(*at)), ("game", Arg::Str(&game.to_string()))],
        ),
        JournalError::Foreign { line: at, .. } => {
            format("cli-journal-foreign", &[("line", line(*at))])
        }
        JournalError::Format {
            found,
            oldest,
            newest,
            ..
        } => format(
            if found < oldest {
                "cli-journal-format-old"
            } else {
                "cli-journal-format-new"
            },
            &[
                ("found", Arg::Num(i64::from(*found))),
                ("oldest", Arg::Num(i64::from(*oldest))),
                ("newest", Arg::Num(i64::from(*newest))),
            ],
        ),
        JournalError::WrongKind { found, .. } => format(
            "cli-journal-wrong-kind",
            &[("found", Arg::Str(&quoted(found)))],
        ),
        JournalError::BadHeader(_) => format("cli-journal-bad-header", &[]),
        JournalError::Replay { line: at, .. } => {
            format("cli-journal-replay", &[("line", line(*at))])
        }
    }
}

/// What is wrong with one line of a journal (also for a torn last line told at the table).
pub fn damage(format: Format<'_>, damage: &Damage) -> String {
    match damage {
        Damage::NotUtf8 => format("cli-damage-not-utf8", &[]),
        Damage::NoCrc => format("cli-damage-no-crc", &[]),
        Damage::Checksum { .. } => format("cli-damage-checksum", &[]),
        Damage::Record(_) => format("cli-damage-record", &[]),
        Damage::Sequence { found, expected } => format(
            "cli-damage-sequence",
            &[
                ("found", Arg::Num(*found as i64)),
                ("expected", Arg::Num(*expected as i64)),
            ],
        ),
        Damage::Incomplete => format("cli-damage-incomplete", &[]),
    }
}

/// A PGN that does not read: the file, the line, what.
pub(super) fn pgn(format: Format<'_>, file: &str, error: &PgnError) -> String {
    let problem = pgn_problem(format, &error.problem);
    if error.line == 0 {
        format(
            "cli-pgn",
            &[("file", Arg::Str(file)), ("problem", Arg::Str(&problem))],
        )
    } else {
        format(
            "cli-pgn-line",
            &[
                ("file", Arg::Str(file)),
                ("line", Arg::Num(error.line as i64)),
                ("problem", Arg::Str(&problem)),
            ],
        )
    }
}

fn move_name(format: Format<'_>, at: &MoveName) -> String {
    format(
        "cli-pgn-move-name",
        &[
            ("number", Arg::Num(at.number as i64)),
            ("dots", Arg::Str(if at.black { "..." } else { "." })),
            ("san", Arg::Str(&at.san)),
        ],
    )
}

fn listing(format: Format<'_>, games: &[GameEntry]) -> String {
    games
        .iter()
        .map(|g| {
            let tag = |name: &str| Arg::Str(g.tag(name));
            format!(
                "\n  {}",
                format(
                    "cli-pgn-game",
                    &[
                        ("number", Arg::Num(g.number as i64)),
                        ("white", tag("White")),
                        ("black", tag("Black")),
                        ("event", tag("Event")),
                        ("date", tag("Date")),
                        ("round", tag("Round")),
                        ("result", tag("Result")),
                        ("line", Arg::Num(g.line as i64)),
                    ],
                )
            )
        })
        .collect()
}

fn pgn_problem(format: Format<'_>, problem: &PgnProblem) -> String {
    let named = |id: &str, name: &str| format(id, &[("name", Arg::Str(name))]);
    match problem {
        PgnProblem::Tag(tag) => match tag {
            TagProblem::NoName => format("cli-pgn-tag-no-name", &[]),
            TagProblem::NoQuote(n) => named("cli-pgn-tag-no-quote", n),
            TagProblem::BadEscape(n) => named("cli-pgn-tag-bad-escape", n),
            TagProblem::NotClosed(n) => named("cli-pgn-tag-not-closed", n),
            TagProblem::NoBracket(n) => named("cli-pgn-tag-no-bracket", n),
        },
        PgnProblem::ReaderTag(_) => format("cli-pgn-tag", &[]),
        PgnProblem::Move { at, problem } => {
            let what = match problem {
                MoveProblem::AfterResult => format("cli-pgn-after-result", &[]),
                MoveProblem::Null(_) => format("cli-pgn-null-in-check", &[]),
                MoveProblem::Illegal => format("cli-pgn-illegal", &[]),
                MoveProblem::CaptureWithoutFile(capture) => format(
                    "cli-pgn-capture-without-file",
                    &[("capture", Arg::Str(capture))],
                ),
                MoveProblem::Ambiguous => format("cli-pgn-ambiguous", &[]),
                MoveProblem::NotAMove => format("cli-pgn-not-a-move", &[]),
            };
            format(
                "cli-pgn-move",
                &[
                    ("move", Arg::Str(&move_name(format, at))),
                    ("problem", Arg::Str(&what)),
                ],
            )
        }
        PgnProblem::Clock { at, args, error } => {
            let at = at.as_ref().map_or_else(
                || format("cli-pgn-before-first", &[]),
                |m| move_name(format, m),
            );
            // A time that reads but is more than a clock holds is said so.
            let too_long = crate::clock::time::parse_duration(&error.text).is_ok();
            format(
                if too_long {
                    "cli-pgn-clock-too-long"
                } else {
                    "cli-pgn-clock"
                },
                &[
                    ("move", Arg::Str(&at)),
                    ("args", Arg::Str(&quoted(args))),
                    ("text", Arg::Str(&quoted(&error.text))),
                ],
            )
        }
        PgnProblem::Command {
            name,
            args,
            problem,
        } => {
            let what = format(
                match problem {
                    CommandProblem::NoTimeAndEntry => "cli-pgn-command-no-time",
                    CommandProblem::NotUtc => "cli-pgn-command-not-utc",
                    CommandProblem::UnknownEntry => "cli-pgn-command-unknown-entry",
                    CommandProblem::UnknownResult => "cli-pgn-command-unknown-result",
                },
                &[],
            );
            format(
                "cli-pgn-command",
                &[
                    ("name", Arg::Str(name)),
                    ("args", Arg::Str(&quoted(args))),
                    ("problem", Arg::Str(&what)),
                ],
            )
        }
        PgnProblem::Start(_) => format("cli-pgn-start", &[]),
        PgnProblem::Import(_) => format("cli-pgn-import", &[]),
        PgnProblem::CommentNotClosed => format("cli-pgn-comment-not-closed", &[]),
        PgnProblem::CloseWithoutOpen => format("cli-pgn-close-without-open", &[]),
        PgnProblem::VariationNotClosed => format("cli-pgn-variation-not-closed", &[]),
        PgnProblem::ResultMismatch { token, comment } => format(
            "cli-pgn-result-mismatch",
            &[
                ("token", Arg::Str(token)),
                ("comment", Arg::Str(comment.pgn())),
            ],
        ),
        PgnProblem::Reader(_) => format("cli-pgn-reader", &[]),
        PgnProblem::Control(error) => control(format, "TimeControl", error),
        PgnProblem::NoControl => format("cli-pgn-no-control", &[]),
        PgnProblem::NoGame => format("cli-pgn-no-game", &[]),
        PgnProblem::InGame { number, problem } => format(
            "cli-pgn-in-game",
            &[
                ("number", Arg::Num(*number as i64)),
                ("problem", Arg::Str(&pgn_problem(format, problem))),
            ],
        ),
        PgnProblem::SecondGame { games } => format(
            "cli-pgn-second-game",
            &[
                ("count", Arg::Num(games.len() as i64)),
                ("games", Arg::Str(&listing(format, games))),
            ],
        ),
        PgnProblem::NoNumber { pick, games } => format(
            "cli-pgn-no-number",
            &[
                ("pick", Arg::Str(pick.trim())),
                ("count", Arg::Num(games.len() as i64)),
                ("games", Arg::Str(&listing(format, games))),
            ],
        ),
        PgnProblem::NoMatch { pick, games } => format(
            "cli-pgn-no-match",
            &[
                ("pick", Arg::Str(pick)),
                ("games", Arg::Str(&listing(format, games))),
            ],
        ),
        PgnProblem::SeveralMatch { pick, matching } => format(
            "cli-pgn-several-match",
            &[
                ("pick", Arg::Str(pick)),
                ("count", Arg::Num(matching.len() as i64)),
                ("games", Arg::Str(&listing(format, matching))),
            ],
        ),
    }
}
