//! `annabella resume [PATH]`: brings a game back from its journal (or from a PGN) and goes on
//! playing it live. The clock comes back **paused**: the time the program was down is charged
//! to nobody until the arbiter decides (6.11; 7.1 for clock times after a restore).

use std::{
    fs,
    path::{Path, PathBuf},
    process::ExitCode,
};

use crate::{
    clock::{ClockState, TimeControl, time::format_hmsm},
    game::{Command, pgn::read_pgn},
    journal::{
        Board, Header, JournalFile, default_dir, is_journal_of, last_stamp, legacy_table_dir,
        newest_journal, replay,
    },
    table::journal::TableRecords,
};

use super::{
    common::TalkArgs,
    game::{RuleArgs, new_journal_path},
};
use crate::run::{board::run_live, wall_now};

/// Arguments of `annabella resume`.
#[derive(Debug, clap::Args)]
pub(crate) struct ResumeArgs {
    /// A journal, a directory of journals (the newest is taken), or a PGN file (*.pgn).
    /// Default: the newest journal in the data directory's journals/ (on Linux
    /// ~/.local/share/annabella/journals/, where both `annabella` and `annabella game` keep
    /// them; the older tables/ beside it is searched too). A journal that never got its header
    /// is passed over, with a word.
    path: Option<PathBuf>,
    /// For a PGN: the journal to create (default: a new file in the data directory).
    #[arg(long)]
    journal: Option<PathBuf>,
    /// For a PGN without a time control tag: the control.
    #[arg(long)]
    control: Option<String>,
    /// For a table game (a journal written by `annabella` itself): line mode instead of the
    /// full screen.
    #[arg(long)]
    reader: bool,
    #[command(flatten)]
    rules: RuleArgs,
    #[command(flatten)]
    talk: TalkArgs,
}

pub(crate) fn run(args: &ResumeArgs) -> ExitCode {
    let path = match &args.path {
        Some(p) if p.is_dir() => newest_in(p),
        Some(p) => Ok(p.clone()),
        None => newest_default(),
    };
    let path = match path {
        Ok(p) => p,
        Err(e) => {
            eprintln!("annabella: {e}");
            return ExitCode::from(2);
        }
    };
    if path
        .extension()
        .is_some_and(|e| e.eq_ignore_ascii_case("pgn"))
    {
        from_pgn(args, &path)
    } else if is_table_journal(&path) {
        super::play::resume_table(&path, args.reader)
    } else {
        from_journal(args, &path)
    }
}

/// Whether a journal was written by a game at the table (`annabella`) rather than by
/// `annabella game`.
fn is_table_journal(path: &Path) -> bool {
    is_journal_of::<TableRecords>(path)
}

/// The newest journal of either kind in `dirs`, telling which ones were passed over.
fn newest(dirs: &[PathBuf]) -> Result<PathBuf, String> {
    let shown = || {
        dirs.iter()
            .map(|d| d.display().to_string())
            .collect::<Vec<_>>()
            .join(", ")
    };
    let (found, skipped) = newest_journal(dirs).map_err(|e| format!("{}: {e}", shown()))?;
    for s in skipped {
        eprintln!("annabella: {s}");
    }
    found.ok_or_else(|| {
        format!(
            "no journal with a header in {}; give a journal path",
            shown()
        )
    })
}

/// The newest journal of either kind in the data directory.
fn newest_default() -> Result<PathBuf, String> {
    let dirs: Vec<PathBuf> = [default_dir(), legacy_table_dir()]
        .into_iter()
        .flatten()
        .collect();
    newest(&dirs)
}

fn newest_in(dir: &Path) -> Result<PathBuf, String> {
    newest(&[dir.to_owned()])
}

fn from_journal(args: &ResumeArgs, path: &Path) -> ExitCode {
    let (mut journal, recovered, set_aside) = match JournalFile::<Board>::open(path) {
        Ok(x) => (x.file, x.recovered, x.set_aside),
        Err(e) => {
            eprintln!("annabella: {e}");
            return ExitCode::FAILURE;
        }
    };
    if let Some(torn) = &recovered.torn {
        println!(
            "torn line={} offset={} bytes={}: {}; it was never confirmed; set aside in {}",
            torn.line,
            torn.offset,
            torn.len,
            torn.reason,
            set_aside
                .as_ref()
                .map_or_else(|| "?".into(), |p| p.display().to_string())
        );
    }
    let mut game = match replay(&recovered) {
        Ok(g) => g,
        Err(e) => {
            eprintln!("annabella: {}: {e}", path.display());
            return ExitCode::FAILURE;
        }
    };
    let last = last_stamp(&recovered);
    let was_running = match game.clock().state() {
        ClockState::Running { side, .. } => Some(side),
        _ => None,
    };
    if let Err(e) = game.apply(&Command::Recovered, last) {
        eprintln!("annabella: {e}");
        return ExitCode::FAILURE;
    }
    let entry = crate::journal::Entry::of(last, &Command::Recovered, game.position());
    if let Err(e) = journal.append(&entry) {
        eprintln!("annabella: {e}");
        return ExitCode::FAILURE;
    }
    print_resumed(path, &game, last.at);
    if let Some(side) = was_running {
        println!(
            "down-time: {}'s clock was running at the last record ({}); the time since is charged to nobody: \
             the arbiter decides (6.11, 7.1), then 'resume'",
            if side.is_white() { "white" } else { "black" },
            last.wall
        );
    }
    if let Some(result) = game.result() {
        println!("result {} {result}", result.pgn());
    }
    match args.talk.settings() {
        Ok(settings) => run_live(game, journal, settings.lang, last.at),
        Err(code) => code,
    }
}

fn from_pgn(args: &ResumeArgs, path: &Path) -> ExitCode {
    let text = match fs::read_to_string(path) {
        Ok(t) => t,
        Err(e) => {
            eprintln!("annabella: {}: {e}", path.display());
            return ExitCode::from(2);
        }
    };
    let parsed = match read_pgn(&text) {
        Ok(p) => p,
        Err(e) => {
            eprintln!("annabella: {}: {e}", path.display());
            return ExitCode::FAILURE;
        }
    };
    let fallback = match args.control.as_deref().map(TimeControl::parse).transpose() {
        Ok(c) => c,
        Err(e) => {
            eprintln!("annabella: {e}");
            return ExitCode::from(2);
        }
    };
    let settings = match args.talk.settings() {
        Ok(s) => s,
        Err(code) => return code,
    };
    let calls = match args.talk.calls(&settings) {
        Ok(c) => c,
        Err(code) => return code,
    };
    let wall = wall_now();
    let stamp = crate::game::Stamp {
        at: crate::clock::Timestamp::ZERO,
        wall,
    };
    let game = match parsed.into_game(fallback, calls, args.rules.options(), stamp) {
        Ok(g) => g,
        Err(e) => {
            eprintln!("annabella: {}: {e}", path.display());
            return ExitCode::FAILURE;
        }
    };
    let ids = crate::run::new_ids();
    let journal_path = match new_journal_path(args.journal.as_deref(), wall, ids) {
        Ok(p) => p,
        Err(e) => {
            eprintln!("annabella: {e}");
            return ExitCode::from(2);
        }
    };
    let header = Header::new(game.setup(), Some(text), wall);
    let journal = match JournalFile::<Board>::create(&journal_path, ids, &header) {
        Ok(j) => j,
        Err(e) => {
            eprintln!("annabella: {e}");
            return ExitCode::FAILURE;
        }
    };
    println!("journal {}", journal_path.display());
    print_resumed(path, &game, stamp.at);
    run_live(game, journal, settings.lang, stamp.at)
}

/// The line that says the game is back: its plies, the last move, who is to move, and both
/// clocks (paused).
fn print_resumed(path: &Path, game: &crate::game::Game, at: crate::clock::Timestamp) {
    let r = game.reading(at);
    let plies = game.record().plies().len();
    // The move number of the last move, from the position after it.
    let pos = shakmaty::Position::to_setup(game.position(), shakmaty::EnPassantMode::Legal);
    let full = u32::from(pos.fullmoves);
    let last = match game.record().sans().last() {
        Some(san) if pos.turn.is_black() => format!("last={full}.{san} "),
        Some(san) => format!("last={}...{san} ", full.saturating_sub(1)),
        None => "last=none ".to_owned(),
    };
    println!(
        "resumed {} {last}plies={plies} to_move={} clock=paused white={} black={} moves={}/{}",
        path.display(),
        if r.to_move.is_white() {
            "white"
        } else {
            "black"
        },
        format_hmsm(r.remaining.white),
        format_hmsm(r.remaining.black),
        r.moves.white,
        r.moves.black
    );
}
