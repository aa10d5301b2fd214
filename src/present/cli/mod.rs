//! What went wrong on the command line, in the reader's words (issue 22, item 3): a time
//! control or a list of calls that does not read, a file that cannot be opened, read or
//! created, a journal or a PGN that does not read (what and where), and the command line's
//! own mistakes. One function, [`worded`], words every one of them for every subcommand; the
//! errors' `Display` stays English for logs and tests. Pure.

use std::{io, path::PathBuf};

pub(super) use super::release::Format;
use crate::{
    clock::{calls::ParseCallsError, control::ParseControlError, script::ClockScriptError},
    game::{GameError, pgn::read::PgnError},
    i18n::Arg,
    journal::{file::JournalIoError, frame::JournalError},
};

mod clocks;
mod records;

use clocks::{calls, control, script_problem};
pub use records::damage;
use records::{journal, pgn};

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

pub(super) fn quoted(text: &str) -> String {
    crate::quote::quote(text)
}

#[cfg(test)]
mod tests;
