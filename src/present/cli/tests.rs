//! Every command-line error is worded in every language, naming what it is about.

use super::*;
use crate::{
    clock::{
        TimeControl,
        calls::{Calls, ParseCallsError},
        control::{PeriodProblem, StructureProblem},
        script::ScriptProblem,
        time::ParseTimeError,
    },
    game::pgn::read::{
        CommandProblem, MoveName, MoveProblem, PgnError, PgnProblem, TagProblem, read_pgn,
        read_pgn_pick,
    },
    i18n::{Lang, Localizer},
    journal::frame::Damage,
};

fn control_error(text: &str) -> ParseControlError {
    TimeControl::parse(text).unwrap_err()
}

fn calls_error(text: &str) -> ParseCallsError {
    Calls::parse(text, shakmaty::ByColor::new_with(|_| true)).unwrap_err()
}

fn pgn_error(text: &str, pick: Option<&str>) -> PgnError {
    let read = match pick {
        None => read_pgn(text),
        Some(p) => read_pgn_pick(text, Some(p)),
    };
    let Err(error) = read.and_then(|game| {
        let both = shakmaty::ByColor::new_with(|_| true);
        let stamp = crate::game::Stamp {
            at: crate::clock::Timestamp::ZERO,
            wall: crate::game::WallTime::default(),
        };
        game.into_game(
            None,
            Calls::new(Vec::new(), both),
            Default::default(),
            stamp,
        )
    }) else {
        panic!("{text:?} reads")
    };
    error
}

/// A game's id as the journal names it.
static GAME_ID: std::sync::LazyLock<String> =
    std::sync::LazyLock::new(|| crate::ids::GameId(0xabc).to_string());

const TWO_GAMES: &str = "[White \"Anand\"]\n[Black \"Carlsen\"]\n[TimeControl \"5400+30\"]\n\n1. e4 e5 *\n\n[White \"Ding\"]\n[Black \"Nepo\"]\n[TimeControl \"5400+30\"]\n\n1. d4 d5 *\n";

/// Each error with the texts that the words must name (the value, the period, the line, the
/// file), whatever the language.
fn every_error() -> Vec<(CliError, Vec<&'static str>)> {
    let file = || PathBuf::from("/tmp/zzfile");
    let mut out: Vec<(CliError, Vec<&'static str>)> = Vec::new();
    let control = |text: &str| CliError::Control {
        flag: "--control",
        error: control_error(text),
    };
    for (text, named) in [
        ("", vec!["--control"]),
        ("5,,5", vec!["2"]),
        ("x/90", vec!["x"]),
        ("0/90, 30", vec!["0"]),
        ("xyz", vec!["xyz", "1"]),
        ("5 zz", vec!["zz"]),
        ("5+qq", vec!["qq"]),
        ("1:2:3:4", vec!["1:2:3:4"]),
        ("90, 30", vec!["1"]),
        ("40/90", vec!["40/90"]),
        ("0", vec!["0"]),
        ("90+7200", vec!["90"]),
    ] {
        out.push((control(text), named));
    }
    out.push((
        CliError::Control {
            flag: "--control",
            error: ParseControlError::Structure {
                text: "90".into(),
                problem: StructureProblem::TooManyPeriods,
            },
        },
        vec!["100"],
    ));
    for problem in [
        StructureProblem::ZeroQuota,
        StructureProblem::PeriodTooLong,
        StructureProblem::Unknown,
    ] {
        out.push((
            CliError::Control {
                flag: "--control",
                error: ParseControlError::Structure {
                    text: "zzctl".into(),
                    problem,
                },
            },
            vec!["zzctl"],
        ));
    }
    out.push((
        CliError::Control {
            flag: "--control",
            error: ParseControlError::Structure {
                text: "zzctl".into(),
                problem: StructureProblem::QuotaTooLarge,
            },
        },
        vec!["10000", "zzctl"],
    ));
    for problem in [
        PeriodProblem::NotMinutesAndSeconds("zz".into()),
        PeriodProblem::NotMinutes("zz".into()),
        PeriodProblem::Sandclock,
        PeriodProblem::QuotaNotANumber("zz".into()),
        PeriodProblem::NotSeconds("zz".into()),
        PeriodProblem::Time(ParseTimeError {
            text: "zz".into(),
            reason: "bad",
        }),
    ] {
        out.push((
            CliError::Control {
                flag: "TimeControl",
                error: ParseControlError::Period {
                    period: 3,
                    text: "zzperiod".into(),
                    problem,
                },
            },
            vec!["3", "zzperiod"],
        ));
    }
    for (text, named) in [
        ("5x", vec!["5x"]),
        ("qm", vec!["qm"]),
        ("qs", vec!["qs"]),
        ("0s", vec!["0s"]),
    ] {
        out.push((CliError::Calls(calls_error(text)), named));
    }
    let many = (1..=40)
        .map(|n| format!("{n}s"))
        .collect::<Vec<_>>()
        .join(",");
    out.push((CliError::Calls(calls_error(&many)), vec!["32"]));
    out.push((
        CliError::Duration {
            flag: "--seconds-below",
            text: "zzdur".into(),
        },
        vec!["--seconds-below", "zzdur"],
    ));
    out.push((
        CliError::ClockTime {
            flag: "--white-clock",
            text: "zzclock".into(),
        },
        vec!["--white-clock", "zzclock"],
    ));
    out.push((
        CliError::TagValue {
            flag: "--white",
            value: "zz\nzz".into(),
            control: "\\n".into(),
        },
        vec!["--white", "zz\\nzz"],
    ));
    out.push((
        CliError::Level {
            flag: "--rate",
            value: 500,
        },
        vec!["--rate", "500"],
    ));
    for doing in [FileDoing::Read, FileDoing::Create, FileDoing::Write] {
        for problem in [
            FileProblem::NotFound,
            FileProblem::PermissionDenied,
            FileProblem::Directory,
            FileProblem::NotADirectory,
            FileProblem::Exists,
            FileProblem::DiskFull,
            FileProblem::ReadOnly,
            FileProblem::TooLarge(64),
            FileProblem::Utf16,
            FileProblem::Fifo,
            FileProblem::Socket,
            FileProblem::Device,
            FileProblem::NotPlain,
            FileProblem::AddrInUse,
            FileProblem::AddrNotAvailable,
            FileProblem::Other,
        ] {
            out.push((
                CliError::File {
                    path: file(),
                    doing,
                    problem,
                },
                vec!["/tmp/zzfile"],
            ));
        }
    }
    out.push((
        CliError::Listen {
            addr: "127.0.0.1:46100".into(),
            problem: FileProblem::AddrInUse,
        },
        vec!["--listen", "127.0.0.1:46100"],
    ));
    for (text, named) in [
        ("zz start", vec!["zz"]),
        ("0:00:02 query\n0:00:01 query", vec!["2", "0:00:01"]),
        ("0:00:00", vec![]),
        ("0:00:00 flip", vec!["flip"]),
        ("0:00:00 query now", vec!["query", "now"]),
        ("0:00:00 start white now", vec!["white now"]),
        ("0:00:00 adjust", vec![]),
        ("0:00:00 adjust white", vec![]),
        ("0:00:00 adjust white +1:00 x", vec!["x"]),
        ("0:00:00 adjust white 1:00", vec!["1:00"]),
        ("0:00:00 adjust white +zz", vec!["zz"]),
        ("0:00:00 adjust pink +1:00", vec!["pink"]),
        ("0:00:00 set white", vec![]),
        ("0:00:00 set white 1:00:00 moves zz", vec!["zz"]),
        ("0:00:00 set white 1:00:00 zz", vec!["zz"]),
    ] {
        let error = crate::clock::script::parse_script(text).unwrap_err();
        out.push((
            CliError::Script {
                path: file(),
                error,
            },
            named,
        ));
    }
    for refused in [
        crate::clock::ClockError::NotStarted,
        crate::clock::ClockError::Stopped,
    ] {
        let error = crate::clock::script::ClockScriptError {
            line: 4,
            problem: ScriptProblem::Refused {
                event: "resume",
                error: refused,
            },
        };
        out.push((
            CliError::Script {
                path: file(),
                error,
            },
            vec!["4", "resume"],
        ));
    }
    out.push((
        CliError::Engine {
            path: file(),
            problem: FileProblem::NotFound,
        },
        vec!["/tmp/zzfile"],
    ));
    let journal = |error: JournalError| CliError::Journal {
        path: file(),
        error,
    };
    let damages = [
        Damage::NotUtf8,
        Damage::NoCrc,
        Damage::Checksum {
            recorded: "a".into(),
            computed: "b".into(),
        },
        Damage::Record("x".into()),
        Damage::Sequence {
            found: 9,
            expected: 4,
        },
        Damage::Incomplete,
    ];
    for reason in damages {
        out.push((
            journal(JournalError::Corrupt {
                line: 17,
                offset: 300,
                reason,
            }),
            vec!["/tmp/zzfile", "17", "300"],
        ));
    }
    out.push((journal(JournalError::NoHeader), vec!["/tmp/zzfile"]));
    out.push((
        journal(JournalError::Duplicate {
            line: 17,
            seq: 5,
            first: 6,
        }),
        vec!["17", "5", "6"],
    ));
    out.push((
        journal(JournalError::Foreign {
            line: 17,
            found: None,
            expected: None,
        }),
        vec!["17"],
    ));
    out.push((
        journal(JournalError::Foreign {
            line: 17,
            found: Some(crate::ids::GameId(0xabc)),
            expected: None,
        }),
        vec!["17", &*GAME_ID],
    ));
    for found in [1, 9] {
        out.push((
            journal(JournalError::Format {
                records: "table",
                found,
                oldest: 2,
                newest: 3,
            }),
            vec![if found == 1 { "1" } else { "9" }, "3"],
        ));
    }
    out.push((
        journal(JournalError::WrongKind {
            found: "zzkind".into(),
            expected: "table",
        }),
        vec!["zzkind"],
    ));
    out.push((journal(JournalError::BadHeader("x".into())), vec!["1"]));
    out.push((
        journal(JournalError::Replay {
            line: 17,
            reason: "x".into(),
        }),
        vec!["17"],
    ));
    let pgn = |error: PgnError| CliError::Pgn {
        path: file(),
        error: Box::new(error),
    };
    for (text, pick, named) in [
        ("1. e4 e5 2. Ke3 *", None, vec!["Ke3", "2", "/tmp/zzfile"]),
        (
            "[White \"A\"]\n[TimeControl \"xyz\"]\n\n1. e4 *",
            None,
            vec!["xyz"],
        ),
        ("[White \"A\"]\n\n1. e4 *", None, vec!["--control"]),
        ("", None, vec!["/tmp/zzfile"]),
        (
            "[TimeControl \"60\"]\n\n1. e4 {unclosed",
            None,
            vec!["/tmp/zzfile"],
        ),
        (TWO_GAMES, None, vec!["Anand", "Ding", "--game"]),
        (TWO_GAMES, Some("Zorro"), vec!["Zorro", "Anand", "Ding"]),
        (TWO_GAMES, Some("9"), vec!["9", "Anand"]),
        (TWO_GAMES, Some("n"), vec!["Nepo", "Anand"]),
    ] {
        out.push((pgn(pgn_error(text, pick)), named));
    }
    for problem in [
        PgnProblem::Tag(TagProblem::NoName),
        PgnProblem::Tag(TagProblem::NoQuote("Zzname".into())),
        PgnProblem::Tag(TagProblem::BadEscape("Zzname".into())),
        PgnProblem::Tag(TagProblem::NotClosed("Zzname".into())),
        PgnProblem::Tag(TagProblem::NoBracket("Zzname".into())),
        PgnProblem::ReaderTag("x".into()),
        PgnProblem::CloseWithoutOpen,
        PgnProblem::VariationNotClosed,
        PgnProblem::Reader("x".into()),
        PgnProblem::NoGame,
        PgnProblem::Clock {
            at: None,
            args: "zzclk".into(),
            error: ParseTimeError {
                text: "zzclk".into(),
                reason: "x",
            },
        },
        PgnProblem::Clock {
            at: None,
            args: "2000:00:00".into(),
            error: ParseTimeError {
                text: "2000:00:00".into(),
                reason: "x",
            },
        },
        PgnProblem::Command {
            name: "arbiter".into(),
            args: "zzargs".into(),
            problem: CommandProblem::NotUtc,
        },
        PgnProblem::Command {
            name: "arbiter".into(),
            args: "zzargs".into(),
            problem: CommandProblem::NoTimeAndEntry,
        },
        PgnProblem::Command {
            name: "arbiter".into(),
            args: "zzargs".into(),
            problem: CommandProblem::UnknownEntry,
        },
        PgnProblem::Command {
            name: "result".into(),
            args: "zzargs".into(),
            problem: CommandProblem::UnknownResult,
        },
        PgnProblem::ResultMismatch {
            token: "1-0",
            comment: crate::game::GameResult::Draw(crate::game::DrawReason::Agreement),
        },
    ] {
        out.push((
            pgn(PgnError {
                line: 23,
                problem: PgnProblem::InGame {
                    number: 2,
                    problem: Box::new(problem),
                },
            }),
            vec!["23", "2"],
        ));
    }
    for problem in [
        MoveProblem::AfterResult,
        MoveProblem::Null(crate::game::NullMoveInCheck),
        MoveProblem::Illegal,
        MoveProblem::CaptureWithoutFile("exd5".into()),
        MoveProblem::Ambiguous,
        MoveProblem::NotAMove,
    ] {
        out.push((
            pgn(PgnError {
                line: 23,
                problem: PgnProblem::Move {
                    at: MoveName {
                        number: 12,
                        black: true,
                        san: "Zz5".into(),
                    },
                    problem,
                },
            }),
            vec!["23", "12...", "Zz5"],
        ));
    }
    out.push((CliError::NoDataDir, vec!["--journal"]));
    out.push((
        CliError::NoJournalIn("/tmp/zzdir".into()),
        vec!["/tmp/zzdir"],
    ));
    out.push((CliError::Skipped(file()), vec!["/tmp/zzfile"]));
    out.push((
        CliError::TableGame {
            path: file(),
            command: "annabella resume zz".into(),
        },
        vec!["/tmp/zzfile", "annabella resume zz"],
    ));
    out.push((CliError::PgnExists(file()), vec!["/tmp/zzfile", "--force"]));
    out.push((CliError::EboardOneBoard, vec!["--eboard", "--one-board"]));
    out.push((CliError::PracticeOneBoard, vec!["--one-board"]));
    out.push((CliError::NothingToStudy, vec![]));
    out.push((
        CliError::Game(crate::game::GameError::BadStart("zzfen w: bad".into())),
        vec!["zzfen w"],
    ));
    out.push((CliError::Game(crate::game::GameError::NoFlag), vec![]));
    out.push((
        CliError::NotRecorded(Box::new(CliError::File {
            path: file(),
            doing: FileDoing::Write,
            problem: FileProblem::DiskFull,
        })),
        vec!["/tmp/zzfile"],
    ));
    out.push((
        CliError::FenUnreadable("zzfen".into()),
        vec!["--fen", "zzfen"],
    ));
    out.push((CliError::FenIllegal("zzfen".into()), vec!["zzfen"]));
    out
}

/// Every error in every language: no message missing, none left in English (other than
/// the names and values quoted), each naming what it is about.
#[test]
fn every_error_is_worded_in_every_language() {
    let english = Localizer::builtin(Lang::En);
    let english = |id: &str, args: &[(&str, Arg<'_>)]| english.format(id, args);
    let errors = every_error();
    for lang in Lang::ALL {
        let loc = Localizer::builtin(lang);
        let format = |id: &str, args: &[(&str, Arg<'_>)]| loc.format(id, args);
        for (error, named) in &errors {
            let text = worded(&format, error);
            assert!(!text.contains("cli-"), "{lang:?}: {text}");
            for name in named {
                assert!(
                    text.contains(name),
                    "{lang:?} {error:?}: {name} not in {text}"
                );
            }
            if lang != Lang::En {
                let in_english = worded(&english, error);
                assert_ne!(text, in_english, "{lang:?}");
                // The error's own English text never reaches another language.
                let display = match error {
                    CliError::Control { error, .. } => error.to_string(),
                    CliError::Calls(error) => error.to_string(),
                    CliError::Journal { error, .. } => error.to_string(),
                    CliError::Pgn { error, .. } => error.problem.to_string(),
                    _ => String::new(),
                };
                if !display.is_empty() && display.len() > 12 {
                    assert!(!text.contains(&display), "{lang:?}: {text}");
                }
            }
        }
    }
}

/// What the system says about a file is read into its kind, and the program's own refusals
/// are carried through an `io::Error` whole.
#[test]
fn a_file_problem_is_read_from_the_io_error() {
    let kind = |k| FileProblem::of(&io::Error::from(k));
    assert_eq!(kind(io::ErrorKind::NotFound), FileProblem::NotFound);
    assert_eq!(
        kind(io::ErrorKind::PermissionDenied),
        FileProblem::PermissionDenied
    );
    assert_eq!(kind(io::ErrorKind::IsADirectory), FileProblem::Directory);
    assert_eq!(kind(io::ErrorKind::Interrupted), FileProblem::Other);
    let own = io::Error::new(io::ErrorKind::InvalidData, FileProblem::TooLarge(64));
    assert_eq!(FileProblem::of(&own), FileProblem::TooLarge(64));
    assert_eq!(own.to_string(), FileProblem::TooLarge(64).to_string());
    let english = Localizer::builtin(Lang::En);
    let english = |id: &str, args: &[(&str, Arg<'_>)]| english.format(id, args);
    let said = worded(
        &english,
        &CliError::file(
            "/tmp/x",
            FileDoing::Read,
            &io::Error::from(io::ErrorKind::NotFound),
        ),
    );
    assert_eq!(said, "/tmp/x: cannot read this file: it does not exist.");
}
