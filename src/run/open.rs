//! Opening a one-board game: a new one (`annabella game`), or one brought back (`annabella
//! resume [PATH]`) from its journal (after a crash) or from a PGN, to go on playing it live
//! through [`super::board`] as a table at one board. The
//! clock comes back **stopped**: the time the program was down is charged to nobody until the
//! arbiter decides (6.11; 7.1 for clock times after a restore). Edge code: it reads files and
//! directories and prints.

use std::{
    path::{Path, PathBuf},
    process::ExitCode,
    time::Duration,
};

use super::{TableJournal, board::run_live, wall_now};
use crate::{
    announce::Style,
    clock::{Calls, ClockState, TimeControl, Timestamp, time::format_hmsm},
    game::{Game, GameOptions, GameSetup, Stamp, WallTime, pgn::read_pgn_pick},
    i18n::Lang,
    ids::Ids,
    journal::{GameHeader, Recovered, default_dir, new_path, newest_journal},
    present::{
        cli::{CliError, FileDoing},
        clock::ClockVoice,
    },
    table::{
        Action, Mode, Seat, Table, TableSetup,
        journal::{Entry, Header, replay},
    },
    vocab::VocabName,
};

/// A validated `annabella resume`.
#[derive(Debug, Clone)]
pub struct Resume {
    /// For a PGN: the journal to create (default: a new file in the data directory).
    pub journal: Option<PathBuf>,
    /// For a PGN without a time control tag: the control.
    pub control: Option<TimeControl>,
    /// For a PGN of several games: which one, by number or by a part of a name.
    pub game: Option<String>,
    /// For a PGN: White's time left, instead of the score's last `[%clk]`.
    pub white_clock: Option<Duration>,
    /// For a PGN: Black's time left, instead of the score's last `[%clk]`.
    pub black_clock: Option<Duration>,
    /// The rules for a PGN's new journal.
    pub options: GameOptions,
    /// The calls for a PGN's new journal.
    pub calls: Calls,
    /// The language of what is said.
    pub lang: Lang,
    /// Durations under this are said with their seconds.
    pub seconds_below: Duration,
    /// Tournament or casual.
    pub mode: Mode,
    /// How moves are read and announced: a PGN's new table always, a journal's table when
    /// the vocabulary or style was chosen (the settings file or the command line).
    pub reading: Reading,
    /// Whether the reading was chosen rather than following the language.
    pub reading_chosen: bool,
}

/// How a table at one board reads and announces moves, as every table does: the vocabulary
/// (its piece letters and words) and the announcement style.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Reading {
    /// The move vocabulary.
    pub vocab: VocabName,
    /// The announcement style.
    pub style: Style,
}

impl Default for Reading {
    /// The Appendix D words and style.
    fn default() -> Reading {
        Reading {
            vocab: VocabName::FideD,
            style: Style::Fide,
        }
    }
}

impl Resume {
    /// The clock's voice.
    fn voice(&self) -> ClockVoice {
        ClockVoice::builtin(self.lang).with_seconds_below(self.seconds_below)
    }
}

/// The table at one board for `game`: White in the first seat, the Appendix D vocabulary (which
/// also reads SAN and UCI) and style.
pub fn one_board_setup(game: GameSetup, mode: Mode, lang: Lang, ids: Ids) -> TableSetup {
    one_board_setup_reading(game, mode, lang, Reading::default(), ids)
}

/// [`one_board_setup`] with moves read and announced as `reading` says.
pub fn one_board_setup_reading(
    game: GameSetup,
    mode: Mode,
    lang: Lang,
    reading: Reading,
    ids: Ids,
) -> TableSetup {
    TableSetup {
        game,
        blind: shakmaty::Color::White,
        mode,
        lang,
        vocab: reading.vocab,
        style: reading.style,
        large_text: false,
        ranks: Default::default(),
        ids,
    }
}

/// The journal header of a table at one board set up as `setup` with the game's `board` header.
fn one_board_header(setup: &TableSetup, board: GameHeader) -> Header {
    let mut header = Header::of(setup);
    header.board = Some(board);
    header
}

/// What `annabella resume` found to go on with.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Resumable {
    /// A table game's journal (written by `annabella` itself).
    Table(PathBuf),
    /// The journal of a table at one board (written by `annabella game`).
    OneBoard(PathBuf),
    /// A file without a table journal's header: opened as a one-board game's journal, which
    /// names what is wrong with it.
    Other(PathBuf),
    /// A PGN file.
    Pgn(PathBuf),
}

/// The game to go on with: `path` itself, the newest journal in it if it is a directory, or
/// the newest in the data directory; a journal that never got its header is passed over, with
/// a word.
///
/// # Errors
///
/// No journal was found (a journal passed over is said in `lang`).
pub fn find(path: Option<&Path>, lang: Lang) -> Result<Resumable, CliError> {
    let path = match path {
        Some(p) if p.is_dir() => newest(&[p.to_owned()], lang)?,
        Some(p) => p.to_owned(),
        None => newest(&default_dir().into_iter().collect::<Vec<_>>(), lang)?,
    };
    Ok(
        if path
            .extension()
            .is_some_and(|e| e.eq_ignore_ascii_case("pgn"))
        {
            Resumable::Pgn(path)
        } else {
            match one_board(&path) {
                Some(true) => Resumable::OneBoard(path),
                Some(false) => Resumable::Table(path),
                None => Resumable::Other(path),
            }
        },
    )
}

/// Whether a table journal's header is a one-board table's; `None` for a file that does not
/// begin with a table journal's header.
fn one_board(path: &Path) -> Option<bool> {
    let bytes = crate::io::files::read_bytes_limited(path, crate::io::files::MAX_FILE).ok()?;
    let end = bytes.iter().position(|b| *b == b'\n')?;
    let recovered = crate::table::journal::recover(&bytes[..=end]).ok()?;
    Some(recovered.header.board.is_some())
}

/// A fresh journal path in the default directory, named after the time and the game.
pub fn new_journal_path(
    given: Option<&Path>,
    wall: WallTime,
    ids: Ids,
) -> Result<PathBuf, CliError> {
    if let Some(p) = given {
        return Ok(p.to_owned());
    }
    let dir = default_dir().ok_or(CliError::NoDataDir)?;
    Ok(new_path(&dir, "game", wall, ids))
}

/// Starts a new one-board game with `setup` (dated today) in `mode`, journaled to `journal`
/// (default: a new file in the data directory), and plays it live, the clock speaking with
/// `voice`.
pub fn new_game(
    mut setup: GameSetup,
    journal: Option<&Path>,
    voice: ClockVoice,
    mode: Mode,
    reading: Reading,
) -> ExitCode {
    let wall = wall_now();
    let lang = voice.lang();
    setup.tags.date = wall.pgn_date();
    let game = match Game::new(setup.clone()) {
        Ok(g) => g,
        Err(e) => {
            super::say_error(lang, &CliError::Game(e));
            return ExitCode::from(2);
        }
    };
    let ids = super::new_ids();
    let path = match new_journal_path(journal, wall, ids) {
        Ok(p) => p,
        Err(e) => {
            super::say_error(lang, &e);
            return ExitCode::from(2);
        }
    };
    let table_setup = one_board_setup_reading(setup.clone(), mode, voice.lang(), reading, ids);
    let header = one_board_header(&table_setup, GameHeader::new(&setup, None, wall));
    let journal = match TableJournal::create(&path, ids, &header) {
        Ok(j) => j,
        Err(e) => {
            super::say_error(lang, &CliError::journal(e, FileDoing::Create));
            return ExitCode::FAILURE;
        }
    };
    println!("journal {}", path.display());
    run_live(
        Table::one_board(table_setup, game),
        journal,
        voice,
        Timestamp::ZERO,
    )
}

/// The newest journal of either kind in `dirs`, telling (in `lang`) which ones were passed
/// over.
fn newest(dirs: &[PathBuf], lang: Lang) -> Result<PathBuf, CliError> {
    let shown = || {
        dirs.iter()
            .map(|d| d.display().to_string())
            .collect::<Vec<_>>()
            .join(", ")
    };
    let (found, skipped) =
        newest_journal(dirs).map_err(|e| CliError::file(shown(), FileDoing::Read, &e))?;
    for s in skipped {
        super::say_error(lang, &CliError::Skipped(s.path));
    }
    found.ok_or_else(|| CliError::NoJournalIn(shown()))
}

/// Prints where a torn last record of the journal at `path` was set aside.
fn print_torn<K: crate::journal::Kind>(recovered: &Recovered<K>, set_aside: Option<&PathBuf>) {
    if let Some(torn) = &recovered.torn {
        let what = if torn.whole() {
            "the line is whole, so it may be a confirmed record: check the last move against \
             both scoresheets"
        } else {
            "it was never confirmed"
        };
        println!(
            "torn line={} offset={} bytes={}: {}; {what}; set aside in {}",
            torn.line,
            torn.offset,
            torn.len,
            torn.reason,
            set_aside.map_or_else(|| "?".into(), |p| p.display().to_string())
        );
    }
}

/// Goes on with the one-board game in the journal at `path`: a table at one board.
pub fn from_journal(args: &Resume, path: &Path) -> ExitCode {
    let (mut journal, mut recovered, set_aside) = match TableJournal::open(path) {
        Ok(x) => (x.file, x.recovered, x.set_aside),
        Err(e) => {
            super::say_error(args.lang, &CliError::journal(e, FileDoing::Read));
            return ExitCode::FAILURE;
        }
    };
    print_torn(&recovered, set_aside.as_ref());
    // A vocabulary or style chosen now reads the moves from now on; the moves recorded are
    // replayed from what was resolved, whatever words they were entered in.
    if args.reading_chosen {
        recovered.header.vocab = args.reading.vocab.as_str().into();
        recovered.header.style = args.reading.style.as_str().into();
    }
    let (mut table, last) = match replay(&recovered, super::new_ids()) {
        Ok(t) => t,
        Err(error) => {
            let path = path.to_owned();
            super::say_error(args.lang, &CliError::Journal { path, error });
            return ExitCode::FAILURE;
        }
    };
    if table.seating() != crate::table::Seating::OneBoard {
        let error = CliError::TableGame {
            path: path.to_owned(),
            command: super::resume_command(path, true),
        };
        super::say_error(args.lang, &error);
        return ExitCode::from(2);
    }
    let was_running = match table.game().clock().state() {
        ClockState::Running { side, .. } => Some(side),
        _ => None,
    };
    if let Err((refusal, _)) = table.act(Seat::Arbiter, &Action::Recovered, last) {
        eprintln!("annabella: {refusal:?}");
        return ExitCode::FAILURE;
    }
    if let Err(e) = journal.append(&Entry::of(Seat::Arbiter, &Action::Recovered, None, last)) {
        super::say_error(args.lang, &CliError::journal(e, FileDoing::Write));
        return ExitCode::FAILURE;
    }
    print_resumed(path, table.game(), last.at, &[]);
    if let Some(side) = was_running {
        println!(
            "down-time: {}'s clock was running at the last record ({}); the time since is charged to nobody: \
             the arbiter decides (6.11, 7.1), then 'resume'",
            if side.is_white() { "white" } else { "black" },
            last.wall
        );
    }
    if let Some(result) = table.game().result() {
        println!("result {} {result}", result.pgn());
    }
    run_live(table, journal, args.voice(), last.at)
}

/// Goes on with the game in the PGN at `path`, in a new journal, through `ok` lines.
pub fn from_pgn(args: &Resume, path: &Path) -> ExitCode {
    let imported = match import_pgn(args, path) {
        Ok(i) => i,
        Err(code) => return code,
    };
    println!("journal {}", imported.path.display());
    print_resumed(
        path,
        imported.table.game(),
        imported.stamp.at,
        &imported.unknown,
    );
    if !imported.unknown.is_empty() {
        println!(
            "clock-unknown {}: the PGN gives no clock times ([%clk]); the clock is paused: \
             set them ('set white h:mm:ss', 'set black h:mm:ss'), then 'resume' (7.1); \
             or give --white-clock and --black-clock",
            imported.unknown.join(" ")
        );
    }
    run_live(
        imported.table,
        imported.journal,
        args.voice(),
        imported.stamp.at,
    )
}

/// A game read from a PGN into a one-board table and its new journal.
struct Imported {
    table: Table,
    journal: TableJournal,
    path: PathBuf,
    stamp: Stamp,
    /// The sides whose clock the score does not give ("white", "black").
    unknown: Vec<&'static str>,
}

/// Reads the game in the PGN at `path` into a new journal, ready to be taken up at one board
/// (`annabella resume JOURNAL --reader` or the screen), and gives the journal's path; says on
/// standard error which clocks the score leaves for the arbiter to set.
///
/// # Errors
///
/// The exit code, after saying what was wrong.
pub fn pgn_to_journal(args: &Resume, path: &Path) -> Result<PathBuf, ExitCode> {
    let imported = import_pgn(args, path)?;
    if !imported.unknown.is_empty() {
        let words = crate::present::Words::builtin(
            args.lang,
            crate::announce::Style::default(),
            crate::vocab::VocabName::default(),
        );
        eprintln!("{}", words.text("journal-clock-unknown"));
    }
    Ok(imported.path)
}

fn import_pgn(args: &Resume, path: &Path) -> Result<Imported, ExitCode> {
    let said = |error: CliError, code: u8| {
        super::say_error(args.lang, &error);
        ExitCode::from(code)
    };
    let pgn_error = |error| CliError::Pgn {
        path: path.to_owned(),
        error: Box::new(error),
    };
    let text = match crate::io::files::read_text(path) {
        Ok(t) => t,
        Err(e) => return Err(said(CliError::file(path, FileDoing::Read, &e), 2)),
    };
    let parsed = match read_pgn_pick(&text, args.game.as_deref()) {
        Ok(p) => p,
        Err(e) => return Err(said(pgn_error(e), 1)),
    };
    let (fallback, calls) = (args.control.clone(), args.calls.clone());
    let wall = wall_now();
    let stamp = Stamp {
        at: crate::clock::Timestamp::ZERO,
        wall,
    };
    let given: Vec<Action> = [
        (shakmaty::Color::White, args.white_clock),
        (shakmaty::Color::Black, args.black_clock),
    ]
    .into_iter()
    .filter_map(|(side, remaining)| remaining.map(|remaining| Action::SetClock(side, remaining)))
    .collect();
    let game = match parsed.into_game(fallback, calls, args.options, stamp) {
        Ok(g) => g,
        Err(e) => return Err(said(pgn_error(e), 1)),
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
                    .any(|a| matches!(a, Action::SetClock(s, _) if s == side))
        })
        .map(side_name)
        .collect();
    let ids = super::new_ids();
    let journal_path = match new_journal_path(args.journal.as_deref(), wall, ids) {
        Ok(p) => p,
        Err(e) => return Err(said(e, 2)),
    };
    // The journal keeps the game's own text, not the whole file, and the clocks given.
    let table_setup = one_board_setup_reading(
        game.setup().clone(),
        args.mode,
        args.lang,
        args.reading,
        ids,
    );
    let header = one_board_header(
        &table_setup,
        GameHeader::new(game.setup(), Some(parsed.source.clone()), wall),
    );
    let mut table = Table::one_board(table_setup, game);
    let mut journal = match TableJournal::create(&journal_path, ids, &header) {
        Ok(j) => j,
        Err(e) => return Err(said(CliError::journal(e, FileDoing::Create), 1)),
    };
    for action in &given {
        if let Err((refusal, _)) = table.act(Seat::Arbiter, action, stamp) {
            eprintln!("annabella: {refusal:?}");
            return Err(ExitCode::from(2));
        }
        if let Err(e) = journal.append(&Entry::of(Seat::Arbiter, action, None, stamp)) {
            return Err(said(CliError::journal(e, FileDoing::Write), 1));
        }
    }
    Ok(Imported {
        table,
        journal,
        path: journal_path,
        stamp,
        unknown,
    })
}

fn side_name(side: shakmaty::Color) -> &'static str {
    if side.is_white() { "white" } else { "black" }
}

/// The line that says the game is back: its plies, the last move, who is to move, and both
/// clocks (paused), "unknown" for a side in `unknown`.
fn print_resumed(
    path: &Path,
    game: &crate::game::Game,
    at: crate::clock::Timestamp,
    unknown: &[&str],
) {
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
    let clock = |side: &str, left| {
        let color = if side == "white" {
            shakmaty::Color::White
        } else {
            shakmaty::Color::Black
        };
        if unknown.contains(&side) || r.unknown[color] {
            "unknown".to_owned()
        } else {
            format_hmsm(left)
        }
    };
    // A finished game says so: nothing more can be played in it.
    let over = game
        .result()
        .map_or_else(String::new, |r| format!(" over={} ({r})", r.pgn()));
    println!(
        "resumed {} {last}plies={plies} to_move={} clock=paused white={} black={} moves={}/{}{over}",
        path.display(),
        if r.to_move.is_white() {
            "white"
        } else {
            "black"
        },
        clock("white", r.remaining.white),
        clock("black", r.remaining.black),
        r.moves.white,
        r.moves.black,
    );
}
