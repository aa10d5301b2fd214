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
    game::{Command, pgn::read_pgn_pick},
    journal::{Header, JournalFile, default_dir, newest_journal, replay},
};

use super::{
    common::TalkArgs,
    game::{RuleArgs, new_journal_path, run_live},
    live::wall_now,
};

/// Arguments of `annabella resume`.
#[derive(Debug, clap::Args)]
pub(crate) struct ResumeArgs {
    /// A journal, a directory of journals (the newest is taken), or a PGN file (*.pgn).
    /// Default: the newest journal in the data directory's journals/.
    path: Option<PathBuf>,
    /// For a PGN: the journal to create (default: a new file in the data directory).
    #[arg(long)]
    journal: Option<PathBuf>,
    /// For a PGN without a time control tag: the control.
    #[arg(long)]
    control: Option<String>,
    /// For a PGN of several games: which one, by number (1 is the first) or by a part of a
    /// player's name, the event, site, date or round. Without it, several games are listed.
    #[arg(long, value_name = "N|TEXT")]
    game: Option<String>,
    /// For a PGN: White's time left (h:mm:ss), instead of the score's last `[%clk]`.
    #[arg(long, value_name = "H:MM:SS")]
    white_clock: Option<String>,
    /// For a PGN: Black's time left (h:mm:ss), instead of the score's last `[%clk]`.
    #[arg(long, value_name = "H:MM:SS")]
    black_clock: Option<String>,
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

/// Whether a journal was written by a game at the table (`annabella`), whose first record names
/// the blind player's colour, rather than by `annabella game`.
fn is_table_journal(path: &Path) -> bool {
    let Ok(text) = crate::io::files::read_text(path) else {
        return false;
    };
    let first = text.lines().next().unwrap_or_default();
    first
        .split_once(' ')
        .and_then(|(_, json)| serde_json::from_str::<crate::table::journal::Header>(json).ok())
        .is_some()
}

/// The newest journal of either kind in the data directory.
fn newest_default() -> Result<PathBuf, String> {
    let tables =
        crate::run::journal::default_path(0).and_then(|p| p.parent().map(Path::to_path_buf));
    let candidates: Vec<PathBuf> = [default_dir(), tables]
        .into_iter()
        .flatten()
        .filter_map(|dir| newest_journal(&dir).ok().flatten())
        .collect();
    candidates
        .into_iter()
        .max_by_key(|p| fs::metadata(p).and_then(|m| m.modified()).ok())
        .ok_or_else(|| "no journal in the data directory; give a journal path".to_owned())
}

fn newest_in(dir: &Path) -> Result<PathBuf, String> {
    match newest_journal(dir) {
        Ok(Some(p)) => Ok(p),
        Ok(None) => Err(format!("no *.journal file in {}", dir.display())),
        Err(e) => Err(format!("{}: {e}", dir.display())),
    }
}

fn from_journal(args: &ResumeArgs, path: &Path) -> ExitCode {
    let (mut journal, recovered, set_aside) = match JournalFile::open(path) {
        Ok(x) => x,
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
    let last = recovered.last_stamp();
    let was_running = match game.clock().state() {
        ClockState::Running { side, .. } => Some(side),
        _ => None,
    };
    if let Err(e) = game.apply(&Command::Recovered, last) {
        eprintln!("annabella: {e}");
        return ExitCode::FAILURE;
    }
    if let Err(e) = journal.append(last, &Command::Recovered, game.position()) {
        eprintln!("annabella: {e}");
        return ExitCode::FAILURE;
    }
    print_resumed(path, &game, last.at, &[]);
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
    run_live(game, journal, args.talk.lang, last.at)
}

fn from_pgn(args: &ResumeArgs, path: &Path) -> ExitCode {
    let text = match crate::io::files::read_text(path) {
        Ok(t) => t,
        Err(e) => {
            eprintln!("annabella: {}: {e}", path.display());
            return ExitCode::from(2);
        }
    };
    let parsed = match read_pgn_pick(&text, args.game.as_deref()) {
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
    let calls = match args.talk.calls() {
        Ok(c) => c,
        Err(code) => return code,
    };
    let wall = wall_now();
    let stamp = crate::game::Stamp {
        at: crate::clock::Timestamp::ZERO,
        wall,
    };
    let mut given = Vec::new();
    for (side, text) in [
        (shakmaty::Color::White, &args.white_clock),
        (shakmaty::Color::Black, &args.black_clock),
    ] {
        if let Some(text) = text {
            match crate::clock::time::parse_duration(text) {
                Ok(remaining) => given.push(Command::SetClock {
                    side,
                    remaining,
                    moves: None,
                }),
                Err(e) => {
                    eprintln!("annabella: --{}-clock {text}: {e}", side_name(side));
                    return ExitCode::from(2);
                }
            }
        }
    }
    let mut game = match parsed.into_game(fallback, calls, args.rules.options(), stamp) {
        Ok(g) => g,
        Err(e) => {
            eprintln!("annabella: {}: {e}", path.display());
            return ExitCode::FAILURE;
        }
    };
    // A score without clock times gives none: the clocks stand at the control's start only
    // as a placeholder, and the arbiter sets them (7.1) unless the user gave both.
    let unknown: Vec<&str> = [shakmaty::Color::White, shakmaty::Color::Black]
        .into_iter()
        .filter(|side| {
            !parsed.moves.is_empty()
                && !parsed.has_clock_times()
                && !given
                    .iter()
                    .any(|c| matches!(c, Command::SetClock { side: s, .. } if s == side))
        })
        .map(side_name)
        .collect();
    let journal_path = match new_journal_path(args.journal.as_deref(), wall) {
        Ok(p) => p,
        Err(e) => {
            eprintln!("annabella: {e}");
            return ExitCode::from(2);
        }
    };
    // The journal keeps the game's own text, not the whole file, and the clocks given.
    let header = Header::new(game.setup(), Some(parsed.source.clone()), wall);
    let mut journal = match JournalFile::create(&journal_path, &header) {
        Ok(j) => j,
        Err(e) => {
            eprintln!("annabella: {e}");
            return ExitCode::FAILURE;
        }
    };
    for command in &given {
        if let Err(e) = game.apply(command, stamp) {
            eprintln!("annabella: {e}");
            return ExitCode::from(2);
        }
        if let Err(e) = journal.append(stamp, command, game.position()) {
            eprintln!("annabella: {e}");
            return ExitCode::FAILURE;
        }
    }
    println!("journal {}", journal_path.display());
    print_resumed(path, &game, stamp.at, &unknown);
    if !unknown.is_empty() {
        println!(
            "clock-unknown {}: the PGN gives no clock times ([%clk]); the clock is paused: \
             set them ('set white h:mm:ss', 'set black h:mm:ss'), then 'resume' (7.1); \
             or give --white-clock and --black-clock",
            unknown.join(" ")
        );
    }
    run_live(game, journal, args.talk.lang, stamp.at)
}

fn side_name(side: shakmaty::Color) -> &'static str {
    if side.is_white() { "white" } else { "black" }
}

/// The line that says the game is back: its plies, who is to move, and both clocks (paused),
/// "unknown" for a side in `unknown`.
fn print_resumed(
    path: &Path,
    game: &crate::game::Game,
    at: crate::clock::Timestamp,
    unknown: &[&str],
) {
    let r = game.reading(at);
    let clock = |side: &str, left| {
        if unknown.contains(&side) {
            "unknown".to_owned()
        } else {
            format_hmsm(left)
        }
    };
    println!(
        "resumed {} plies={} to_move={} clock=paused white={} black={} moves={}/{}",
        path.display(),
        game.record().plies().len(),
        if r.to_move.is_white() {
            "white"
        } else {
            "black"
        },
        clock("white", r.remaining.white),
        clock("black", r.remaining.black),
        r.moves.white,
        r.moves.black
    );
}
