//! What went wrong on the command line, in the reader's words (issue 22, item 3): a time
//! control or a list of calls that does not read, a file that cannot be opened, read or
//! created, a journal or a PGN that does not read (what and where), and the command line's
//! own mistakes. One function, [`worded`], words every one of them for every subcommand; the
//! errors' `Display` stays English for logs and tests. Pure.

use std::{io, path::PathBuf};

use super::release::Format;
use crate::{
    clock::{
        calls::{CallsProblem, ParseCallsError},
        control::{MAX_PERIODS, MAX_QUOTA, ParseControlError, PeriodProblem, StructureProblem},
        script::{ClockScriptError, DeltaError, ScriptProblem},
    },
    game::GameError,
    game::pgn::read::{
        CommandProblem, GameEntry, MoveName, MoveProblem, PgnError, PgnProblem, TagProblem,
    },
    i18n::Arg,
    journal::{
        file::JournalIoError,
        frame::{Damage, JournalError},
    },
};

/// Why a file cannot be used: what the system said, typed (an [`io::Error`] is read into one
/// by [`FileProblem::of`]), or what the program refuses before reading (the file edge puts
/// these into the `io::Error` it returns).
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum FileProblem {
    /// No such file.
    #[error("it does not exist")]
    NotFound,
    /// The system does not allow it.
    #[error("permission denied")]
    PermissionDenied,
    /// A directory where a file was meant.
    #[error("not a regular file (a directory); give a file")]
    Directory,
    /// A part of the path is no directory.
    #[error("a part of the path is not a directory")]
    NotADirectory,
    /// A file of that name is there already (and is left as it is).
    #[error("a file of that name exists and is left as it is")]
    Exists,
    /// No room on the disk.
    #[error("the disk is full")]
    DiskFull,
    /// A read-only file system.
    #[error("the file system is read-only")]
    ReadOnly,
    /// Larger than the program reads, in MB.
    #[error("larger than {0} MB; refused (is it the right file?)")]
    TooLarge(u64),
    /// UTF-16 text.
    #[error("UTF-16 text; save it as UTF-8 and try again")]
    Utf16,
    /// A FIFO.
    #[error("not a regular file (a FIFO); give a file")]
    Fifo,
    /// A socket.
    #[error("not a regular file (a socket); give a file")]
    Socket,
    /// A device.
    #[error("not a regular file (a device); give a file")]
    Device,
    /// Something else that is no plain file.
    #[error("not a regular file (not a plain file); give a file")]
    NotPlain,
    /// Another program listens at that address and port.
    #[error("the address is in use")]
    AddrInUse,
    /// This machine has no such address.
    #[error("the address is not available")]
    AddrNotAvailable,
    /// Anything else the system said (its own words stay in the `io::Error`).
    #[error("the system refused it")]
    Other,
}

impl FileProblem {
    /// What `error` says, typed: the program's own refusal it carries, else its kind.
    pub fn of(error: &io::Error) -> FileProblem {
        if let Some(own) = error
            .get_ref()
            .and_then(|e| e.downcast_ref::<FileProblem>())
        {
            return *own;
        }
        match error.kind() {
            io::ErrorKind::NotFound => FileProblem::NotFound,
            io::ErrorKind::PermissionDenied => FileProblem::PermissionDenied,
            io::ErrorKind::IsADirectory => FileProblem::Directory,
            io::ErrorKind::NotADirectory => FileProblem::NotADirectory,
            io::ErrorKind::AlreadyExists => FileProblem::Exists,
            io::ErrorKind::StorageFull => FileProblem::DiskFull,
            io::ErrorKind::ReadOnlyFilesystem => FileProblem::ReadOnly,
            io::ErrorKind::AddrInUse => FileProblem::AddrInUse,
            io::ErrorKind::AddrNotAvailable => FileProblem::AddrNotAvailable,
            _ => FileProblem::Other,
        }
    }

    fn id(self) -> &'static str {
        match self {
            FileProblem::NotFound => "cli-why-not-found",
            FileProblem::PermissionDenied => "cli-why-permission",
            FileProblem::Directory => "cli-why-directory",
            FileProblem::NotADirectory => "cli-why-not-directory",
            FileProblem::Exists => "cli-why-exists",
            FileProblem::DiskFull => "cli-why-disk-full",
            FileProblem::ReadOnly => "cli-why-read-only",
            FileProblem::TooLarge(_) => "cli-why-too-large",
            FileProblem::Utf16 => "cli-why-utf16",
            FileProblem::Fifo => "cli-why-fifo",
            FileProblem::Socket => "cli-why-socket",
            FileProblem::Device => "cli-why-device",
            FileProblem::NotPlain => "cli-why-not-plain",
            FileProblem::AddrInUse => "cli-why-addr-in-use",
            FileProblem::AddrNotAvailable => "cli-why-addr-not-available",
            FileProblem::Other => "cli-why-other",
        }
    }
}

/// What was being done with a file.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FileDoing {
    /// Opening or reading it.
    Read,
    /// Creating it (or its directory).
    Create,
    /// Writing to it.
    Write,
}

/// A mistake on the command line or a file it names, as the reader is told.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CliError {
    /// A time control that does not read, given with `flag` (`--control`).
    Control {
        /// The option, as typed.
        flag: &'static str,
        /// What is wrong.
        error: ParseControlError,
    },
    /// A `--calls` list that does not read.
    Calls(ParseCallsError),
    /// A duration option (`--seconds-below`) that is no duration.
    Duration {
        /// The option, as typed.
        flag: &'static str,
        /// As given.
        text: String,
    },
    /// A time for a clock (`--white-clock`) that is no `h:mm:ss`.
    ClockTime {
        /// The option, as typed.
        flag: &'static str,
        /// As given.
        text: String,
    },
    /// A value for the score's tags (`--white`) that is not one line of text.
    TagValue {
        /// The option, as typed.
        flag: &'static str,
        /// As given.
        value: String,
        /// The line break or control character, escaped (`\n`).
        control: String,
    },
    /// A speech level (`--rate`, `--volume`) out of range.
    Level {
        /// The option, as typed.
        flag: &'static str,
        /// As given.
        value: i64,
    },
    /// A file that cannot be used.
    File {
        /// The file.
        path: PathBuf,
        /// What was being done.
        doing: FileDoing,
        /// Why not.
        problem: FileProblem,
    },
    /// A journal that does not read.
    Journal {
        /// The file.
        path: PathBuf,
        /// What is wrong, and where.
        error: JournalError,
    },
    /// A PGN that does not read.
    Pgn {
        /// The file.
        path: PathBuf,
        /// What is wrong, and where (boxed: a PGN's errors list the file's games).
        error: Box<PgnError>,
    },
    /// A place to listen (`--listen`) that cannot be had.
    Listen {
        /// The address and port, as given.
        addr: String,
        /// Why not.
        problem: FileProblem,
    },
    /// A clock script (`annabella clock --script`) with a bad line, or an event the clock
    /// refused.
    Script {
        /// The script.
        path: PathBuf,
        /// What is wrong, and where.
        error: ClockScriptError,
    },
    /// A chess engine that cannot be started.
    Engine {
        /// The program.
        path: PathBuf,
        /// Why not.
        problem: FileProblem,
    },
    /// No data directory to keep a new journal in.
    NoDataDir,
    /// No journal with a header in these folders.
    NoJournalIn(String),
    /// A journal passed over: it has no complete header.
    Skipped(PathBuf),
    /// A table game's journal opened as a one-board game's: the command that opens it.
    TableGame {
        /// The journal.
        path: PathBuf,
        /// The command to use.
        command: String,
    },
    /// The PGN to write exists and `--force` was not given.
    PgnExists(PathBuf),
    /// `--eboard` with `--one-board`.
    EboardOneBoard,
    /// `practice --one-board`.
    PracticeOneBoard,
    /// `study` with no file and no journal.
    NothingToStudy,
    /// The journal could not be written mid-game: the last command was not recorded.
    NotRecorded(Box<CliError>),
    /// `--fen` that is no FEN.
    FenUnreadable(String),
    /// `--fen` whose position is not legal.
    FenIllegal(String),
    /// The game cannot be set up as given (a starting position that is not legal).
    Game(GameError),
}

impl CliError {
    /// A journal that could not be opened (`doing`: read) or created.
    pub fn journal(error: JournalIoError, doing: FileDoing) -> CliError {
        match error {
            JournalIoError::Io { path, source } => CliError::File {
                path,
                doing,
                problem: FileProblem::of(&source),
            },
            JournalIoError::Journal { path, source } => CliError::Journal {
                path,
                error: source,
            },
        }
    }

    /// A file that could not be used.
    pub fn file(path: impl Into<PathBuf>, doing: FileDoing, error: &io::Error) -> CliError {
        CliError::File {
            path: path.into(),
            doing,
            problem: FileProblem::of(error),
        }
    }
}

/// English, for logs, tests and the callers that keep English (the reader is told in his
/// language through [`worded`]).
impl std::fmt::Display for CliError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let english = crate::i18n::Localizer::builtin(crate::i18n::Lang::En);
        let format = |id: &str, args: &[(&str, Arg<'_>)]| english.format(id, args);
        f.write_str(&worded(&format, self))
    }
}

/// `error`, in the words `format` gives (the reader's language).
pub fn worded(format: Format<'_>, error: &CliError) -> String {
    let shown = |p: &PathBuf| p.display().to_string();
    match error {
        CliError::Control { flag, error } => control(format, flag, error),
        CliError::Calls(error) => calls(format, error),
        CliError::Duration { flag, text } => format(
            "cli-duration",
            &[("flag", Arg::Str(flag)), ("text", Arg::Str(&quoted(text)))],
        ),
        CliError::ClockTime { flag, text } => format(
            "cli-clock-time",
            &[("flag", Arg::Str(flag)), ("text", Arg::Str(&quoted(text)))],
        ),
        CliError::TagValue {
            flag,
            value,
            control,
        } => format(
            "cli-tag-value",
            &[
                ("flag", Arg::Str(flag)),
                ("value", Arg::Str(&quoted(value))),
                ("char", Arg::Str(control)),
            ],
        ),
        CliError::Level { flag, value } => format(
            "cli-level",
            &[("flag", Arg::Str(flag)), ("value", Arg::Num(*value))],
        ),
        CliError::File {
            path,
            doing,
            problem,
        } => format(
            match doing {
                FileDoing::Read => "cli-file-read",
                FileDoing::Create => "cli-file-create",
                FileDoing::Write => "cli-file-write",
            },
            &[
                ("file", Arg::Str(&shown(path))),
                // A file that cannot be created for want of a place: its folder is meant.
                (
                    "why",
                    Arg::Str(&match (doing, problem) {
                        (FileDoing::Create, FileProblem::NotFound) => {
                            format("cli-why-no-folder", &[])
                        }
                        _ => file_problem(format, *problem),
                    }),
                ),
            ],
        ),
        CliError::Journal { path, error } => format(
            "cli-journal",
            &[
                ("file", Arg::Str(&shown(path))),
                ("problem", Arg::Str(&journal(format, error))),
            ],
        ),
        CliError::Pgn { path, error } => pgn(format, &shown(path), error),
        CliError::Listen { addr, problem } => format(
            "cli-listen",
            &[
                ("addr", Arg::Str(addr)),
                ("why", Arg::Str(&file_problem(format, *problem))),
            ],
        ),
        CliError::Script { path, error } => format(
            "cli-script",
            &[
                ("file", Arg::Str(&shown(path))),
                ("line", Arg::Num(error.line as i64)),
                ("problem", Arg::Str(&script_problem(format, &error.problem))),
            ],
        ),
        CliError::Engine { path, problem } => format(
            "cli-engine",
            &[
                ("file", Arg::Str(&shown(path))),
                ("why", Arg::Str(&file_problem(format, *problem))),
            ],
        ),
        CliError::NoDataDir => format("cli-no-data-dir", &[]),
        CliError::NoJournalIn(dirs) => format("cli-no-journal-in", &[("dirs", Arg::Str(dirs))]),
        CliError::Skipped(path) => format("cli-skipped", &[("file", Arg::Str(&shown(path)))]),
        CliError::TableGame { path, command } => format(
            "cli-table-game",
            &[
                ("file", Arg::Str(&shown(path))),
                ("command", Arg::Str(command)),
            ],
        ),
        CliError::PgnExists(path) => format("cli-pgn-exists", &[("file", Arg::Str(&shown(path)))]),
        CliError::EboardOneBoard => format("cli-eboard-one-board", &[]),
        CliError::PracticeOneBoard => format("cli-practice-one-board", &[]),
        CliError::NothingToStudy => format("cli-nothing-to-study", &[]),
        // The reason after the position is the chess library's English: the position is named.
        CliError::Game(GameError::BadStart(reason)) => {
            let fen = reason
                .split_once(": ")
                .map_or(reason.as_str(), |(fen, _)| fen);
            format("cli-bad-start", &[("fen", Arg::Str(&quoted(fen)))])
        }
        CliError::Game(_) => format("cli-game-refused", &[]),
        CliError::NotRecorded(why) => format(
            "cli-not-recorded",
            &[("problem", Arg::Str(&worded(format, why)))],
        ),
        CliError::FenUnreadable(fen) => {
            format("cli-fen-unreadable", &[("fen", Arg::Str(&quoted(fen)))])
        }
        CliError::FenIllegal(fen) => format("cli-bad-start", &[("fen", Arg::Str(&quoted(fen)))]),
    }
}

/// Why a file cannot be used, as a clause (also for the engine's fault at the table).
pub fn file_problem(format: Format<'_>, problem: FileProblem) -> String {
    match problem {
        FileProblem::TooLarge(mb) => format(problem.id(), &[("mb", Arg::Num(mb as i64))]),
        _ => format(problem.id(), &[]),
    }
}

fn quoted(text: &str) -> String {
    crate::quote::quote(text)
}

/// A time control that does not read, given with `flag`.
fn control(format: Format<'_>, flag: &str, error: &ParseControlError) -> String {
    match error {
        ParseControlError::Empty => format("cli-control-empty", &[("flag", Arg::Str(flag))]),
        ParseControlError::Period {
            period,
            text,
            problem,
        } => format(
            "cli-control-period",
            &[
                ("flag", Arg::Str(flag)),
                ("period", Arg::Num(*period as i64)),
                ("text", Arg::Str(&quoted(text))),
                ("problem", Arg::Str(&period_problem(format, problem))),
            ],
        ),
        ParseControlError::Structure { text, problem } => format(
            "cli-control-structure",
            &[
                ("flag", Arg::Str(flag)),
                ("text", Arg::Str(&quoted(text))),
                ("problem", Arg::Str(&structure_problem(format, problem))),
            ],
        ),
    }
}

fn period_problem(format: Format<'_>, problem: &PeriodProblem) -> String {
    let with = |id: &str, text: &str| format(id, &[("text", Arg::Str(&quoted(text)))]);
    match problem {
        PeriodProblem::Empty => format("cli-period-empty", &[]),
        PeriodProblem::QuotaNotWhole(t) => with("cli-period-quota-not-whole", t),
        PeriodProblem::ZeroQuota => format("cli-period-zero-quota", &[]),
        PeriodProblem::NoMinutes(t) => with("cli-period-no-minutes", t),
        PeriodProblem::NotABonus(t) => with("cli-period-not-a-bonus", t),
        PeriodProblem::BonusNotSeconds(t) | PeriodProblem::NotSeconds(t) => {
            with("cli-period-not-seconds", t)
        }
        PeriodProblem::Time(e) => with("cli-period-time", &e.text),
        PeriodProblem::NotMinutesAndSeconds(t) => with("cli-period-not-minutes-and-seconds", t),
        PeriodProblem::NotMinutes(t) => with("cli-period-not-minutes", t),
        PeriodProblem::Sandclock => format("cli-period-sandclock", &[]),
        PeriodProblem::QuotaNotANumber(t) => with("cli-period-quota-not-a-number", t),
    }
}

fn structure_problem(format: Format<'_>, problem: &StructureProblem) -> String {
    match problem {
        StructureProblem::NoQuota(period) => format(
            "cli-structure-no-quota",
            &[("period", Arg::Num(*period as i64))],
        ),
        StructureProblem::LastHasQuota => format("cli-structure-last-has-quota", &[]),
        StructureProblem::ZeroQuota => format("cli-structure-zero-quota", &[]),
        StructureProblem::NoTime => format("cli-structure-no-time", &[]),
        StructureProblem::TooManyPeriods => format(
            "cli-structure-too-many",
            &[("max", Arg::Num(MAX_PERIODS as i64))],
        ),
        StructureProblem::PeriodTooLong => format("cli-structure-period-too-long", &[]),
        StructureProblem::BonusTooLong => format("cli-structure-bonus-too-long", &[]),
        StructureProblem::QuotaTooLarge => format(
            "cli-structure-quota-too-large",
            &[("max", Arg::Num(i64::from(MAX_QUOTA)))],
        ),
        StructureProblem::Unknown => format("cli-structure-unknown", &[]),
    }
}

fn calls(format: Format<'_>, error: &ParseCallsError) -> String {
    let problem = match error.problem {
        CallsProblem::MinutesNotWhole => format("cli-calls-minutes", &[]),
        CallsProblem::SecondsNotWhole => format("cli-calls-seconds", &[]),
        CallsProblem::Time(_) => format("cli-calls-time", &[]),
        CallsProblem::Zero => format("cli-calls-zero", &[]),
        CallsProblem::TooMany => format(
            "cli-calls-too-many",
            &[("max", Arg::Num(crate::clock::calls::MAX_THRESHOLDS as i64))],
        ),
    };
    format(
        "cli-calls",
        &[
            ("item", Arg::Str(&quoted(&error.item))),
            ("problem", Arg::Str(&problem)),
        ],
    )
}

/// What is wrong with a clock script's line; its words (events, sides) are quoted as typed.
fn script_problem(format: Format<'_>, problem: &ScriptProblem) -> String {
    let with = |id: &str, text: &str| format(id, &[("text", Arg::Str(&quoted(text)))]);
    match problem {
        ScriptProblem::Time(e) | ScriptProblem::Delta(DeltaError::Time(e)) => {
            with("cli-script-time", &e.text)
        }
        ScriptProblem::TimeWentBack { time, .. } => with("cli-script-time-went-back", time),
        ScriptProblem::NoEvent => format("cli-script-no-event", &[]),
        ScriptProblem::UnknownEvent(t) => with("cli-script-unknown-event", t),
        ScriptProblem::NoArgument { event, found } => format(
            "cli-script-no-argument",
            &[
                ("event", Arg::Str(&quoted(event))),
                ("text", Arg::Str(&quoted(found))),
            ],
        ),
        ScriptProblem::StartTakesASide(t) => with("cli-script-start-side", t),
        ScriptProblem::NoSide => format("cli-script-no-side", &[]),
        ScriptProblem::NotASide(t) => with("cli-script-not-a-side", t),
        ScriptProblem::NoAmount => format("cli-script-no-amount", &[]),
        ScriptProblem::AfterAmount(t) => with("cli-script-after-amount", t),
        ScriptProblem::Delta(DeltaError::NoSign(t)) => with("cli-script-no-sign", t),
        ScriptProblem::NoTime => format("cli-script-no-time", &[]),
        ScriptProblem::NotMoves(t) => with("cli-script-not-moves", t),
        ScriptProblem::NotMovesN(t) => with("cli-script-not-moves-n", t),
        ScriptProblem::Refused { event, error } => format(
            "cli-script-refused",
            &[
                ("event", Arg::Str(event)),
                (
                    "why",
                    Arg::Str(&format(super::words::clock_error_id(error), &[])),
                ),
            ],
        ),
    }
}

/// What is wrong with a journal, and where.
fn journal(format: Format<'_>, error: &JournalError) -> String {
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
fn pgn(format: Format<'_>, file: &str, error: &PgnError) -> String {
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

#[cfg(test)]
#[path = "cli_tests.rs"]
mod tests;
