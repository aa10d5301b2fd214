//! A game at one table (`annabella` with no subcommand), full screen or in line mode: the table
//! opened new or from its journal, the seats' presenters, the app, the devices, and the one
//! loop ([`super::run`]) that drives them. Edge code: it opens files and starts the devices.

use std::{io::Write as _, path::PathBuf, process::ExitCode, sync::mpsc};

use crate::{
    app::App,
    config::Settings,
    engine::EngineSpec,
    game::Stamp,
    i18n::{Arg, Lang, Localizer},
    journal::{JournalFile, default_dir, new_path},
    present::{
        Presenters, SeatLook, Words,
        cli::{CliError, FileDoing},
        record,
    },
    run::{self, TableJournal, line::LineMode, screen::Screen},
    table::{
        Keyring, Seat, Table, TableSecret, TableSetup,
        journal::{Entry, Header, TableRecords, replay},
    },
    vocab::VocabName,
};

/// A validated game at the table: what the command line and the settings file chose.
#[derive(Debug, Clone)]
pub struct Play {
    /// The table to set up (unless it is resumed).
    pub setup: TableSetup,
    /// The settings: the file's, with the command line over them.
    pub settings: Settings,
    /// The seat at the keyboard at the start.
    pub seat: Seat,
    /// Line mode instead of the full screen.
    pub reader: bool,
    /// One board at one keyboard ([`crate::table::Seating::OneBoard`]).
    pub one_board: bool,
    /// The blind player's own interface language, if not the table's.
    pub lang_blind: Option<Lang>,
    /// The sighted player's own interface language, if not the table's.
    pub lang_sighted: Option<Lang>,
    /// The arbiter's own interface language, if not the table's.
    pub lang_arbiter: Option<Lang>,
    /// Where to write the audio scoresheet.
    pub record_audio: Option<PathBuf>,
    /// The journal to create.
    pub journal: Option<PathBuf>,
    /// Where to write the PGN when the game closes.
    pub pgn: Option<PathBuf>,
    /// Replace an existing PGN file.
    pub force: bool,
    /// Write no journal.
    pub no_journal: bool,
    /// The journal to go on with.
    pub resume: Option<PathBuf>,
    /// Host the table for devices that join over the network, listening here.
    pub listen: Option<std::net::SocketAddr>,
    /// The arbiter allows a new device for this seat, whose paired device is lost.
    pub new_device: Option<Seat>,
    /// The tournament hall this table joins, if any.
    pub hall: Option<HallJoin>,
    /// The options to give again to go on with this table (its journal, and where it listens,
    /// come with them): the same seats, speech, PGN and hall.
    pub again: Vec<String>,
    /// The sighted player's e-board, if any.
    pub eboard: Option<crate::eboard::EboardSpec>,
    /// The engine that plays the sighted seat (`annabella practice`), if any.
    pub engine: Option<EngineSpec>,
}

/// A table joining a tournament hall: the broker and its number there (the round and the
/// players go in the game's tags, which its journal header carries).
#[derive(Debug, Clone)]
pub struct HallJoin {
    /// The broker and the table's credentials.
    pub bus: crate::io::nats::Bus,
    /// The table's number in the hall.
    pub table: crate::hall::TableNo,
}

fn usage(message: &str) -> ExitCode {
    let _ = writeln!(std::io::stderr(), "annabella: {message}");
    ExitCode::from(2)
}

/// Plays the game at the table until it is quit; says where it is kept.
pub fn play(args: &Play) -> ExitCode {
    let (mut setup, settings, seat) = (args.setup.clone(), &args.settings, args.seat);
    // The date of the game: today's, read here at the edge.
    setup.game.tags.date = super::wall_now().pgn_date();
    if let Some(path) = &args.pgn
        && !args.force
        && path.exists()
    {
        let lang = match args.seat {
            Seat::Blind => args.lang_blind,
            Seat::Sighted => args.lang_sighted,
            Seat::Arbiter => args.lang_arbiter,
        }
        .unwrap_or(settings.lang);
        super::say_error(lang, &CliError::PgnExists(path.clone()));
        return ExitCode::from(2);
    }
    // What the program itself says (where the game is kept, how to go on) is in the language
    // of the seat at the keyboard.
    let keyboard_lang = match seat {
        Seat::Blind => args.lang_blind,
        Seat::Sighted => args.lang_sighted,
        Seat::Arbiter => args.lang_arbiter,
    }
    .unwrap_or(settings.lang);
    let words = match Localizer::new(keyboard_lang) {
        Ok(l) => l,
        Err(e) => return usage(&e.to_string()),
    };
    let (mut table, journal, resumed, told, entries) = match open_table(args, setup, &words) {
        Ok(opened) => opened,
        Err(e) => {
            super::say_error(keyboard_lang, &e);
            return ExitCode::from(2);
        }
    };
    let kept = journal.as_ref().map(|j| j.path().to_owned());
    let mut told = told;
    let secret = table_secret(kept.as_deref(), &words, &mut told);
    table.set_keyring(Keyring::hosted(secret.clone()));
    let seat_lang = |s: Seat| match s {
        Seat::Blind => args.lang_blind,
        Seat::Sighted => args.lang_sighted,
        Seat::Arbiter => args.lang_arbiter,
    };
    let mut presenters = match Presenters::new(|s| {
        let look = SeatLook::from_setup(s, table.setup());
        let lang = seat_lang(s).unwrap_or(look.lang);
        SeatLook {
            lang,
            // A seat's own language brings its move words unless a vocabulary was chosen.
            vocab: if settings.vocab_chosen {
                look.vocab
            } else {
                VocabName::of_interface(lang)
            },
            ..look
        }
    }) {
        Ok(p) => p,
        Err(e) => return usage(&e.to_string()),
    };
    for s in [Seat::Blind, Seat::Sighted, Seat::Arbiter] {
        presenters
            .seat_mut(s)
            .set_seconds_below(settings.clock.seconds_below);
    }
    if let Some(last) = resumed {
        told.push(where_it_stands(
            &table,
            last,
            presenters.seat(seat).words(),
            seat,
        ));
    }
    // The blind seat hears its speech in its own language.
    let mut speech_settings = settings.clone();
    speech_settings.lang = presenters.seat(Seat::Blind).words().lang();
    let (tx, rx) = mpsc::channel();
    let mut listening = None;
    let remotes = match &args.listen {
        Some(addr) => {
            let keyboard = presenters.seat(seat).words().lang();
            // The place to listen is the command line's: a place taken is said in the
            // language of the seat at the keyboard.
            let listener = match std::net::TcpListener::bind(addr) {
                Ok(l) => l,
                Err(e) => {
                    let problem = crate::present::cli::FileProblem::of(&e);
                    let error = CliError::Listen {
                        addr: addr.to_string(),
                        problem,
                    };
                    super::say_error(keyboard, &error);
                    return ExitCode::from(2);
                }
            };
            match hosting(
                listener,
                *addr,
                &table,
                seat,
                &entries,
                kept.as_deref(),
                keyboard,
                args.new_device,
                &tx,
            ) {
                Ok((remotes, mut more, local)) => {
                    told.append(&mut more);
                    listening = Some(local);
                    Some(remotes.with_secret(secret))
                }
                Err(e) => return usage(&e),
            }
        }
        None => None,
    };
    // The hall's bus is an outlet of the loop: it is woken for every entry on disk.
    let hall: Vec<Box<dyn run::Outlet>> = match &args.hall {
        Some(join) => match joining_hall(
            join,
            kept.as_deref(),
            presenters.seat(seat).words().lang(),
            &tx,
        ) {
            Ok(bus) => vec![Box::new(bus)],
            Err(e) => return usage(&e.localized(&words, &join.bus.url)),
        },
        None => Vec::new(),
    };
    let mut app = App::new(table, presenters, seat);
    app.set_line_mode(args.reader);
    let mut outputs = run::outputs(&speech_settings, args.record_audio.as_deref(), tx.clone());
    if let Some(spec) = &args.engine {
        app.set_coaching(crate::app::Coaching::Practice);
        let device = run::engine::EngineDevice::new(spec, &mut app, resumed.is_some(), tx.clone());
        outputs.devices.push(Box::new(device));
    }
    if let Some(spec) = &args.eboard {
        // In practice the board is the human's, against the engine at the sighted seat, and
        // nobody arbitrates.
        let (board_seat, arbitrated) = match &args.engine {
            Some(_) => (Seat::Blind, false),
            None => (Seat::Sighted, true),
        };
        match run::eboard::Eboard::start(spec, board_seat, arbitrated, tx.clone()) {
            Ok(board) => outputs.eboard = Some(board),
            Err(e) => return usage(&format!("--eboard: the board's thread did not start: {e}")),
        }
    }
    // Where the game is kept (or what came back from its journal) is told first.
    outputs.messages.extend(told);
    let result = if args.reader {
        run::interrupt::forward(tx.clone());
        run::line::read_lines(tx);
        let mut line = LineMode::new(seat);
        super::run_with_outlets(app, &mut line, rx, outputs, journal, resumed, remotes, hall)
    } else {
        run::screen::read_keys(tx);
        let mut screen = Screen::new(settings.keys.clone());
        super::run_with_outlets(
            app,
            &mut screen,
            rx,
            outputs,
            journal,
            resumed,
            remotes,
            hall,
        )
    };
    // A practice game goes on against its engine at the level last set, this one and the next.
    let engine = args.engine.as_ref().map(|spec| EngineSpec {
        level: result
            .as_ref()
            .ok()
            .and_then(App::engine_level)
            .unwrap_or(spec.level),
        ..spec.clone()
    });
    if let Some(path) = &kept {
        let command = match &engine {
            Some(spec) => {
                let mut again = args.again.clone();
                again.extend(spec.args());
                again_command(path, listening, &again).replacen(
                    "annabella resume",
                    "annabella practice --resume",
                    1,
                )
            }
            None => again_command(path, listening, &args.again),
        };
        let path = path.display().to_string();
        let args = [("path", Arg::Str(&path)), ("command", Arg::Str(&command))];
        // Printed after the screen is put back, so it stays in the terminal, in the language of
        // the seat last at the keyboard; a closed output is no reason to fail.
        let last = result
            .as_ref()
            .ok()
            .and_then(|app| Localizer::new(app.words().lang()).ok());
        let words = last.as_ref().unwrap_or(&words);
        // A game that ended is kept, with nothing to go on with.
        let over = result
            .as_ref()
            .is_ok_and(|app| app.table().game().result().is_some());
        let id = if over { "journal-kept" } else { "journal-quit" };
        let _ = writeln!(std::io::stdout(), "{}", words.format(id, &args));
    }
    // A practice game's player asked for a new game: this one is kept, the next one starts.
    let next = result.as_ref().ok().and_then(|app| app.next().cloned());
    let code = closed(result, args.pgn.as_deref(), args.force);
    match next {
        Some(crate::app::Next::NewGame { flip }) if code == ExitCode::SUCCESS => {
            play(&next_game(args, engine, flip))
        }
        _ => code,
    }
}

/// The next practice game after `args`'s: new ids and journal, against `engine` (at the level
/// last set; the score names it so if it named the engine before), the colours changed with
/// `flip`.
fn next_game(args: &Play, engine: Option<EngineSpec>, flip: bool) -> Play {
    let mut next = args.clone();
    next.setup.ids = run::new_ids();
    next.resume = None;
    next.journal = None;
    next.pgn = None;
    if let (Some(was), Some(now)) = (&args.engine, &engine) {
        let tags = &mut next.setup.game.tags;
        for name in [&mut tags.white, &mut tags.black] {
            if *name == was.name() {
                *name = now.name();
            }
        }
    }
    next.engine = engine;
    if flip {
        next.setup.blind = !next.setup.blind;
        let tags = &mut next.setup.game.tags;
        std::mem::swap(&mut tags.white, &mut tags.black);
    }
    next
}

/// The command that goes on with the table in `journal` as it was: a host stays a host,
/// listening where its devices know it (the port it got, if it asked for any), with the same
/// options (`again`: seats, speech, PGN, hall).
pub(crate) fn again_command(
    journal: &std::path::Path,
    listening: Option<std::net::SocketAddr>,
    again: &[String],
) -> String {
    let path = journal.display().to_string();
    let mut words: Vec<String> = match listening {
        Some(addr) => [
            "annabella",
            "host",
            "--resume",
            &path,
            "--listen",
            &addr.to_string(),
        ]
        .map(str::to_owned)
        .to_vec(),
        None => ["annabella", "resume", &path].map(str::to_owned).to_vec(),
    };
    words.extend(again.iter().cloned());
    run::shell_line(&words)
}

/// The exit code of a table's loop that ended with `result`, after writing the game as PGN to
/// `pgn` (replaced only with `force`); a closed output is no failure.
pub(crate) fn closed(
    result: std::io::Result<App>,
    pgn: Option<&std::path::Path>,
    force: bool,
) -> ExitCode {
    match result {
        Ok(app) => {
            if let Some(path) = pgn
                && let Err(e) = crate::io::files::write_new(path, &record::pgn(app.table()), force)
            {
                // In the language of the seat at this keyboard, as everything it was told.
                super::say_error(app.presenters().seat(app.keyboard()).words().lang(), &e);
                return ExitCode::from(2);
            }
            ExitCode::SUCCESS
        }
        Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(e) => usage(&e.to_string()),
    }
}

/// The table's bus to its tournament hall: its journal published, arbiter actions from the
/// hall's stations handed to the loop, what happens to the connection told as notices.
fn joining_hall(
    join: &HallJoin,
    journal: Option<&std::path::Path>,
    lang: Lang,
    tx: &mpsc::Sender<run::Input>,
) -> Result<crate::io::nats::TableBus, NotJoined> {
    let journal = journal.ok_or(NotJoined::NoJournal)?;
    let (requests, notices) = (
        std::sync::Mutex::new(tx.clone()),
        std::sync::Mutex::new(tx.clone()),
    );
    let (words, url) = (crate::i18n::Localizer::builtin(lang), join.bus.url.clone());
    crate::io::nats::TableBus::start(
        join.bus.clone(),
        join.table,
        journal.to_owned(),
        Box::new(move |request: crate::hall::wire::ArbiterRequest| {
            let input = run::Input::Remote {
                seat: Seat::Arbiter,
                action: request.action,
                said: request.said,
                // Marked as the hall's, whatever the request said: a device's link must never
                // count it as one of its own.
                via: crate::table::journal::Via {
                    hall: true,
                    ..request.via
                },
            };
            if let Ok(tx) = requests.lock() {
                let _ = tx.send(input);
            }
        }),
        std::sync::Arc::new(move |news: crate::io::nats::BusNews| {
            if let Some(line) = news.log_line(&url) {
                super::outputs::log_details(&line);
            }
            if news.told_at_table()
                && let Ok(tx) = notices.lock()
            {
                let _ = tx.send(run::Input::Notice(news.words(&words, &url)));
            }
        }),
    )
    .map_err(NotJoined::NotStarted)
}

/// Why a table does not join its hall.
#[derive(Debug)]
enum NotJoined {
    /// The table keeps no journal, which is what the hall is sent.
    NoJournal,
    /// The device's connection to the hall did not start.
    NotStarted(crate::io::nats::NotStarted),
}

impl NotJoined {
    /// Said in the seat's language; the system's reason goes to the devices log.
    fn localized(&self, words: &Localizer, url: &str) -> String {
        match self {
            NotJoined::NoJournal => words.format(
                "hall-usage-no-journal",
                &[
                    ("hall", Arg::Str("--hall")),
                    ("option", Arg::Str("--no-journal")),
                ],
            ),
            NotJoined::NotStarted(e) => {
                super::outputs::log_details(&format!("hall {url}: {e}"));
                let log = super::outputs::devices_log()
                    .map_or_else(|| "devices.log".to_owned(), |p| p.display().to_string());
                e.localized(words, url, &log)
            }
        }
    }
}

/// The table's secret, from which the keys of its sealed moves derive (see
/// [`crate::table::secret`]): kept beside its journal, readable by the owner only, so that a
/// table brought back can still open its envelope; in memory for a table without a journal. A
/// secret that cannot be kept is told.
fn table_secret(
    journal: Option<&std::path::Path>,
    words: &Localizer,
    told: &mut Vec<String>,
) -> TableSecret {
    let path = journal.map(|j| {
        let mut p = j.as_os_str().to_owned();
        p.push(".secret");
        PathBuf::from(p)
    });
    if let Some(kept) = path
        .as_ref()
        .and_then(|p| std::fs::read_to_string(p).ok())
        .and_then(|t| TableSecret::from_hex(&t))
    {
        return kept;
    }
    let mut bytes = [0u8; 32];
    if let Err(e) = getrandom::fill(&mut bytes) {
        told.push(words.format(
            "journal-secret-failed",
            &[
                ("path", Arg::Str("getrandom")),
                ("reason", Arg::Str(&e.to_string())),
            ],
        ));
    }
    let secret = TableSecret::from_bytes(bytes);
    if let Some(path) = path {
        let mut options = std::fs::OpenOptions::new();
        options.write(true).create(true).truncate(true);
        #[cfg(unix)]
        {
            use std::os::unix::fs::OpenOptionsExt as _;
            options.mode(0o600);
        }
        let kept = options.open(&path).and_then(|mut f| {
            f.write_all(secret.to_hex().as_bytes())
                .and_then(|()| f.sync_all())
        });
        if let Err(e) = kept {
            let shown = path.display().to_string();
            told.push(words.format(
                "journal-secret-failed",
                &[
                    ("path", Arg::Str(&shown)),
                    ("reason", Arg::Str(&e.to_string())),
                ],
            ));
        }
    }
    secret
}

/// A new table with its journal, or the table of `--resume` replayed from its journal; with the
/// stamp to go on from, what the seats are told about the journal first, and its entries.
type OpenedTable = (
    Table,
    Option<TableJournal>,
    Option<Stamp>,
    Vec<String>,
    Vec<Entry>,
);

/// The network side of `annabella host`: the listener (pairing devices, told a code to read
/// aloud) and the links to the devices, over the journal's entries so far.
#[allow(clippy::too_many_arguments)]
fn hosting(
    listener: std::net::TcpListener,
    addr: std::net::SocketAddr,
    table: &Table,
    keyboard: Seat,
    entries: &[Entry],
    journal: Option<&std::path::Path>,
    lang: Lang,
    new_device: Option<Seat>,
    tx: &mpsc::Sender<run::Input>,
) -> Result<(run::host::Remotes, Vec<String>, std::net::SocketAddr), String> {
    let local = listener.local_addr().map_err(|e| e.to_string())?;
    let ids = table.setup().ids;
    let header = Header::of(table.setup());
    let history = crate::net::follow::hashed(ids, &header, entries)?;
    let open: Vec<Seat> = [Seat::Blind, Seat::Sighted, Seat::Arbiter]
        .into_iter()
        .filter(|s| *s != keyboard)
        .collect();
    let mut endpoint =
        crate::net::endpoint::Endpoint::new(crate::net::endpoint::EndpointConfig::default(), open)
            .speaking(run::net::link_versions());
    let keys = journal.map(run::net::keys_path);
    let mut told = Vec::new();
    if let Some(path) = &keys {
        let (kept, bad) = run::net::read_keys(path);
        for (seat, key) in kept {
            endpoint.remember(seat, key);
        }
        told.extend(bad);
    }
    if let Some(seat) = new_device {
        // The arbiter allows a new device for the seat: the lost one's key is withdrawn.
        endpoint.allow_new_device(seat);
        if let Some(path) = &keys {
            run::net::write_keys(path, endpoint.keys());
        }
    }
    let log = journal.map(|j| {
        let mut p = j.as_os_str().to_owned();
        p.push(".link.log");
        PathBuf::from(p)
    });
    let setup = table.setup();
    let words = Words::new(lang, setup.style, setup.vocab)
        .map_err(|e| e.to_string())?
        .with_ranks(setup.ranks);
    let network = run::net::listen(listener, endpoint, keys, tx.clone())
        .map_err(|e| format!("--listen {addr}: {e}"))?;
    if let Some(seat) = new_device {
        let name = words.seat(seat);
        told.push(words.format("link-new-device", &[("seat", Arg::Str(&name))]));
    }
    let side = crate::net::host_side::HostSide::new(ids, header, history);
    let remotes =
        run::host::Remotes::new(side, log, words, local.to_string()).with_network(network);
    if let Some(seat) = new_device {
        remotes.log(&format!(
            "the arbiter allowed a new device for the {seat} seat: the key of its earlier device \
             is withdrawn"
        ));
    }
    Ok((remotes, told, local))
}

fn open_table(args: &Play, setup: TableSetup, words: &Localizer) -> Result<OpenedTable, CliError> {
    if let Some(path) = &args.resume {
        let opened = JournalFile::<TableRecords>::open(path)
            .map_err(|e| CliError::journal(e, FileDoing::Read))?;
        let (table, last) =
            replay(&opened.recovered, setup.ids).map_err(|error| CliError::Journal {
                path: path.clone(),
                error,
            })?;
        let mut told = Vec::new();
        if let Some(t) = &opened.recovered.torn {
            let (p, aside) = (path.display().to_string(), opened.set_aside.as_ref());
            let aside = aside.map_or_else(String::new, |a| a.display().to_string());
            let format = |id: &str, args: &[(&str, Arg<'_>)]| words.format(id, args);
            let reason = crate::present::cli::damage(&format, &t.reason);
            told.push(words.format(
                if t.whole() {
                    "journal-damaged-last"
                } else {
                    "journal-torn"
                },
                &[
                    ("path", Arg::Str(&p)),
                    ("line", Arg::Num(t.line as i64)),
                    ("offset", Arg::Num(t.offset as i64)),
                    ("reason", Arg::Str(&reason)),
                    ("aside", Arg::Str(&aside)),
                ],
            ));
        }
        let entries = opened
            .recovered
            .entries
            .iter()
            .map(|n| n.entry.clone())
            .collect();
        return Ok((table, Some(opened.file), Some(last), told, entries));
    }
    let mut told = Vec::new();
    let journal = if args.no_journal {
        None
    } else {
        let path = args.journal.clone().or_else(|| {
            default_dir().map(|dir| new_path(&dir, "table", run::wall_now(), setup.ids))
        });
        match path {
            Some(path) => {
                let mut header = Header::of(&setup);
                if args.one_board {
                    let wall = run::wall_now();
                    header.board = Some(crate::journal::GameHeader::new(&setup.game, None, wall));
                }
                let journal = JournalFile::create(&path, setup.ids, &header)
                    .map_err(|e| CliError::journal(e, FileDoing::Create))?;
                let shown = path.display().to_string();
                told.push(words.format("journal-kept", &[("path", Arg::Str(&shown))]));
                Some(journal)
            }
            None => None,
        }
    };
    let table = if args.one_board {
        let game = crate::game::Game::new(setup.game.clone()).map_err(CliError::Game)?;
        Table::one_board(setup, game)
    } else {
        Table::new(setup).map_err(CliError::Game)?
    };
    Ok((table, journal, None, told, Vec::new()))
}

/// The last move, whose turn it is and both clocks, for a game brought back, told to `seat`.
///
/// The last move is the game's, not a board and sheet's: a player who had not yet repeated the opponent's
/// move when the program stopped still owes it, and must hear which move that is. In tournament
/// mode a player is not told the number of moves, unasked (Article 12.6): no ply, no moves
/// completed; the arbiter is.
pub(crate) fn where_it_stands(table: &Table, last: Stamp, words: &Words, seat: Seat) -> String {
    let counted = table.mode() != crate::table::Mode::Tournament || seat == Seat::Arbiter;
    let record = table.game().record();
    let plies = record.plies();
    let last_move = match (
        plies.last(),
        record.position_at(plies.len().saturating_sub(1)),
    ) {
        (Some(ply), Some(before)) => {
            let said = match ply.mv {
                Some(mv) => words.announcer().announce(&before, &mv),
                None => words.text("move-null"),
            };
            if counted {
                words.format(
                    "journal-last-move",
                    &[
                        ("ply", Arg::Num(plies.len() as i64)),
                        ("move", Arg::Str(&said)),
                    ],
                )
            } else {
                words.format("journal-last-move-only", &[("move", Arg::Str(&said))])
            }
        }
        _ => words.text("journal-no-move"),
    };
    // Play that waits for the arbiter says so, and names the illegal move entered, if that is
    // why: neither the game's last move nor its side to move is where the game stands.
    let waiting = matches!(table.phase(), crate::table::Phase::Arbiter);
    let last_move = match waiting.then(|| pending_illegal(table)).flatten() {
        Some(entry) => words.format(
            "journal-last-move-illegal",
            &[("move", Arg::Str(&words.entry(entry)))],
        ),
        None => last_move,
    };
    let reading = table.game().reading(last.at);
    let side = crate::clock::side_key(reading.to_move);
    // A game that ended says how, not whose move it would be.
    let turn = if let Some(result) = table.game().result() {
        words.format(
            "table-rule-over",
            &[("result", Arg::Str(&words.result(result)))],
        )
    } else if waiting {
        words.text("table-waiting-arbiter")
    } else {
        words.format("journal-to-move", &[("side", Arg::Str(side))])
    };
    let clocks = if counted {
        words.clock().reading(&reading)
    } else {
        words.clock().times(&reading)
    };
    format!("{last_move} {turn} {clocks}")
}

/// An illegal move recorded as entered (tournament mode) beyond the game's record: the move
/// play waits on the arbiter for (7.5).
fn pending_illegal(table: &Table) -> Option<&crate::table::SeatPly> {
    let plies = table.game().record().plies().len();
    let (blind, sighted) = table.boards_and_sheets();
    [blind, sighted].into_iter().find_map(|book| {
        let entries = book.sheet.entries();
        entries
            .last()
            .filter(|e| entries.len() > plies && e.mv.is_none() && !e.is_null())
    })
}
