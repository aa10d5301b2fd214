//! A seat on its own device (`annabella join`): the sighted player's (or assistant's) or the
//! arbiter's terminal, paired with the host by the code read aloud. It holds a replica of the
//! table, fed by the host's journal entries in order, words them in its own language and voice,
//! and sends its seat's actions to the host, which alone decides. It keeps its own journal of
//! the host's entries (a table journal: `annabella --resume` reads it) and of its requests, so
//! that it comes back after a crash without a new code. Edge code: files, sockets, threads.

use std::{
    io::Write as _,
    net::SocketAddr,
    path::{Path, PathBuf},
    process::ExitCode,
    sync::mpsc,
    time::Instant,
};

use super::{
    follower::LinkFollower,
    net::{attach, connect},
};
use crate::{
    app::App,
    config::Settings,
    i18n::{Arg, Lang, Localizer},
    io::link::{PairKey, Secret},
    journal::{JournalError, JournalFile, JournalIoError, default_dir, new_path},
    net::{
        follow::{RequestHeader, RequestRecords, WelcomeMismatch, device_link, hashed},
        frame::Seq,
        pair::PairingCode,
    },
    present::{Presenters, SeatLook, Words},
    run::{self, TableJournal, line::LineMode, screen::Screen},
    table::{Seat, Table, journal::Entry},
    vocab::VocabName,
};

/// A validated `annabella join`.
#[derive(Debug, Clone)]
pub struct Join {
    /// The seat this device takes.
    pub seat: Seat,
    /// The code read aloud at the host (not needed to resume).
    pub code: Option<PairingCode>,
    /// Where the host listens.
    pub addr: SocketAddr,
    /// This device's journal to go on with, after a crash or a stop.
    pub resume: Option<PathBuf>,
    /// The journal to create (default: a new file in the data directory).
    pub journal: Option<PathBuf>,
    /// The settings: the file's, with the command line over them.
    pub settings: Settings,
    /// Line mode instead of the full screen.
    pub reader: bool,
    /// Where to write the PGN when the game closes.
    pub pgn: Option<PathBuf>,
    /// Replace an existing PGN file.
    pub force: bool,
    /// The options to give again to go on with this device (its journal and the host's
    /// address come with them): line mode, language, speech, PGN.
    pub again: Vec<String>,
    /// The sighted player's e-board, on his own device.
    pub eboard: Option<crate::eboard::EboardSpec>,
}

fn usage(message: &str) -> ExitCode {
    let _ = writeln!(std::io::stderr(), "annabella: {message}");
    ExitCode::from(2)
}

fn side_path(journal: &Path, suffix: &str) -> PathBuf {
    let mut p = journal.as_os_str().to_owned();
    p.push(suffix);
    PathBuf::from(p)
}

/// What a device resuming finds on its disk.
struct KeptOnDisk {
    journal: TableJournal,
    requests: JournalFile<RequestRecords>,
    entries: Vec<Entry>,
    sent: Vec<crate::net::follow::RequestEntry>,
    key: PairKey,
    seat: Seat,
    /// Where its stream of requests started.
    from: Option<(Seq, u64)>,
    ids: crate::ids::Ids,
    header: crate::table::journal::Header,
}

fn open_kept(path: &Path) -> Result<KeptOnDisk, String> {
    let opened = TableJournal::open(path).map_err(|e| e.to_string())?;
    let ids = opened
        .recovered
        .ids
        .ok_or_else(|| format!("{}: a journal without table ids", path.display()))?;
    let requests =
        JournalFile::<RequestRecords>::open(&side_path(path, ".requests")).map_err(|e| {
            // Its requests' chain was made of their words: it cannot go on in typed ones.
            let older = matches!(
                &e,
                JournalIoError::Journal {
                    source: JournalError::Format { found, oldest, .. },
                    ..
                } if found < oldest
            );
            if older {
                format!(
                    "{e}. Join without --resume, as a new device for the seat: the arbiter \
                     lets it in at the host with --new-device sighted (or arbiter)"
                )
            } else {
                e.to_string()
            }
        })?;
    let key_path = side_path(path, ".key");
    let key = std::fs::read_to_string(&key_path)
        .ok()
        .and_then(|t| PairKey::from_hex(&t))
        .ok_or_else(|| format!("{}: no pairing key to reconnect with", key_path.display()))?;
    let seat = requests.recovered.header.seat.parse::<Seat>()?;
    let from = requests.recovered.header.from;
    Ok(KeptOnDisk {
        entries: opened
            .recovered
            .entries
            .iter()
            .map(|n| n.entry.clone())
            .collect(),
        header: opened.recovered.header.clone(),
        journal: opened.file,
        sent: requests
            .recovered
            .entries
            .iter()
            .map(|n| n.entry.clone())
            .collect(),
        requests: requests.file,
        key,
        seat,
        from,
        ids,
    })
}

/// Joins the table at `args.addr` and plays the seat until it is quit.
pub fn join(args: &Join) -> ExitCode {
    if let Some(path) = &args.pgn
        && !args.force
        && path.exists()
    {
        return usage(&format!(
            "{} exists; not overwritten (give --force to replace it)",
            path.display()
        ));
    }
    let kept = match &args.resume {
        Some(path) => match open_kept(path) {
            Ok(kept) => Some(kept),
            Err(e) => return usage(&e),
        },
        None => None,
    };
    let seat = kept.as_ref().map_or(args.seat, |k| k.seat);
    let secret = match (&kept, args.code) {
        (Some(k), _) => Secret::Key(k.key.clone()),
        (None, Some(code)) => Secret::Code(code),
        (None, None) => {
            let words = Localizer::builtin(args.settings.lang);
            return usage(&words.format("join-usage-needs-code", &[]));
        }
    };
    // This seat's own key reads the moves sealed for it (by its player, or for the arbiter);
    // only its public half leaves this device, in pairing's first message.
    let own = match seal_key(kept.as_ref().map(|k| k.journal.path())) {
        Ok(key) => key,
        Err(e) => return usage(&e),
    };
    let joiner = (seat, own.public());
    let (session, welcome) = match connect_patiently(args.addr, &secret, joiner, kept.is_some()) {
        Ok(joined) => joined,
        // Said in this seat's language (a host of another release with both sides' versions).
        Err(e) => {
            let text = Localizer::builtin(args.settings.lang);
            let format = |id: &str, args: &[(&str, Arg<'_>)]| text.format(id, args);
            let reason = e.words(&format);
            let addr = args.addr.to_string();
            return usage(&format(
                "join-failed",
                &[("addr", Arg::Str(&addr)), ("reason", Arg::Str(&reason))],
            ));
        }
    };
    match welcome.check(seat, kept.as_ref().map(|k| k.ids)) {
        Ok(()) => {}
        Err(WelcomeMismatch::Seat) => {
            let words = Localizer::builtin(args.settings.lang);
            return usage(&words.format("join-other-seat", &[]));
        }
        Err(WelcomeMismatch::Table) => {
            let path = kept
                .as_ref()
                .map(|k| k.journal.path().display().to_string())
                .unwrap_or_default();
            let words = Localizer::builtin(args.settings.lang);
            return usage(&words.format("join-other-table", &[("path", Arg::Str(&path))]));
        }
    }
    let key = session.key().clone();
    let (journal, requests, entries, sent, header, from) = match kept {
        Some(k) => (k.journal, k.requests, k.entries, k.sent, k.header, k.from),
        None => {
            // A new device for the seat continues the seat's stream of requests where the
            // host's journal has it (after a lost device's, if any).
            let from = welcome.requests_start();
            match create_journals(args, seat, &welcome, &key, from) {
                Ok((j, r)) => (j, r, Vec::new(), Vec::new(), welcome.header.clone(), from),
                Err(e) => return usage(&e),
            }
        }
    };
    let ids = welcome.ids;
    let history = match hashed(ids, &header, &entries) {
        Ok(h) => h,
        Err(e) => return usage(&format!("{}: {e}", journal.path().display())),
    };
    let from = from.map(|(seq, hash)| (seq, crate::net::ChainHash(hash)));
    let link = match device_link(ids, &history, &sent, from) {
        Ok(l) => l,
        Err(e) => return usage(&e),
    };
    let setup = match header.setup(ids) {
        Ok(s) => s,
        Err(e) => return usage(&e),
    };
    let mut table = match Table::new(setup) {
        Ok(t) => t,
        Err(e) => return usage(&e.to_string()),
    };
    if let Err(e) = keep_seal_key(journal.path(), &own) {
        return usage(&e);
    }
    table.set_keyring(welcome.keyring(seat, Some(own)));
    for entry in &entries {
        if let Err(e) = table.apply_entry(entry) {
            return usage(&format!("{}: {e}", journal.path().display()));
        }
    }
    let settings = &args.settings;
    let look = |s: Seat| {
        let look = SeatLook::from_setup(s, table.setup());
        if s != seat {
            return look;
        }
        let lang = settings.lang;
        SeatLook {
            lang,
            vocab: if settings.vocab_chosen {
                settings.vocab
            } else {
                VocabName::of_interface(lang)
            },
            ..look
        }
    };
    let mine = look(seat);
    let (presenters, words) = match (
        Presenters::new(look),
        Words::new(mine.lang, mine.style, mine.vocab).map(|w| w.with_ranks(mine.ranks)),
    ) {
        (Ok(p), Ok(w)) => (p, w),
        (Err(e), _) | (_, Err(e)) => return usage(&e.to_string()),
    };
    let lang: Lang = words.lang();
    let mut app = App::new(table, presenters, seat);
    app.follow_as(seat);
    app.set_line_mode(args.reader);
    let (tx, rx) = mpsc::channel();
    let mut speech_settings = settings.clone();
    speech_settings.lang = lang;
    let mut outputs = run::outputs(&speech_settings, None, tx.clone());
    outputs.seat = seat;
    if let Some(spec) = &args.eboard {
        match run::eboard::Eboard::start(spec, Seat::Sighted, true, tx.clone()) {
            Ok(board) => outputs.eboard = Some(board),
            Err(e) => return usage(&format!("--eboard: the board's thread did not start: {e}")),
        }
    }
    let shown = journal.path().display().to_string();
    if let Ok(l) = Localizer::new(lang) {
        outputs
            .messages
            .push(l.format("journal-kept", &[("path", Arg::Str(&shown))]));
    }
    let follower = LinkFollower {
        seat,
        side: crate::net::device_side::DeviceSide::new(link, entries.len() as Seq),
        journal,
        requests,
        outbox: None,
        addr: args.addr,
        key,
        device: joiner.1,
        words,
        tx: tx.clone(),
    };
    let _ = tx.send(run::Input::Net(attach(session, welcome, 1, &tx)));
    let result = if args.reader {
        run::interrupt::forward(tx.clone());
        run::line::read_lines(tx);
        run::run_following(app, &mut LineMode::new(seat), rx, outputs, follower)
    } else {
        run::screen::read_keys(tx);
        let mut screen = Screen::new(settings.keys.clone());
        run::run_following(app, &mut screen, rx, outputs, follower)
    };
    let mut again = vec![
        "annabella".to_owned(),
        "join".to_owned(),
        "--resume".to_owned(),
        shown,
        args.addr.to_string(),
    ];
    again.extend(args.again.iter().cloned());
    let _ = writeln!(std::io::stdout(), "{}", run::shell_line(&again));
    super::play::closed(result, args.pgn.as_deref(), args.force)
}

/// Connects once; a device coming back (`--resume`) keeps trying for a minute while nobody
/// answers, since its host may be coming back too.
fn connect_patiently(
    addr: SocketAddr,
    secret: &Secret,
    joiner: (Seat, crate::table::PublicKey),
    resuming: bool,
) -> Result<(crate::io::link::Session, crate::net::follow::Welcome), super::net::JoinError> {
    let end = Instant::now() + std::time::Duration::from_secs(60);
    let mut told = false;
    loop {
        match connect(addr, secret, joiner) {
            // A busy or slow host is tried again with a code too (no try of it was spent);
            // a host that is not there, only by a device coming back (its host may be too).
            Err(super::net::JoinError::Pair(e))
                if e.passing()
                    && (resuming || !matches!(e, crate::io::link::PairError::Io(_)))
                    && Instant::now() < end =>
            {
                if !told {
                    told = true;
                    let _ = writeln!(std::io::stderr(), "annabella: {addr}: {e}; trying again");
                }
                std::thread::sleep(std::time::Duration::from_millis(200));
            }
            other => return other,
        }
    }
}

/// This device's own private key for its seat, kept beside its journal (readable by its owner
/// only): read again when the device comes back with its journal `kept`, else made anew (and
/// kept by [`keep_seal_key`] once the journal is there). It is made before pairing: its public
/// half goes in pairing's first message.
fn seal_key(kept: Option<&Path>) -> Result<crate::table::PrivateKey, String> {
    if let Some(journal) = kept {
        let path = side_path(journal, ".seal-key");
        if let Ok(text) = std::fs::read_to_string(&path) {
            return crate::table::PrivateKey::from_hex(&text)
                .ok_or_else(|| format!("{}: not a key", path.display()));
        }
    }
    let mut bytes = [0u8; 32];
    getrandom::fill(&mut bytes).map_err(|e| format!("getrandom: {e}"))?;
    Ok(crate::table::PrivateKey::from_bytes(bytes))
}

/// Keeps `key` beside `journal`, readable by its owner only, unless it is kept there already.
fn keep_seal_key(journal: &Path, key: &crate::table::PrivateKey) -> Result<(), String> {
    let path = side_path(journal, ".seal-key");
    if path.exists() {
        return Ok(());
    }
    crate::io::files::write_new_private(&path, &key.to_hex()).map_err(|e| e.to_string())
}

type Journals = (TableJournal, JournalFile<RequestRecords>);

fn create_journals(
    args: &Join,
    seat: Seat,
    welcome: &crate::net::follow::Welcome,
    key: &PairKey,
    from: Option<(Seq, u64)>,
) -> Result<Journals, String> {
    let path = args
        .journal
        .clone()
        .or_else(|| {
            default_dir().map(|dir| {
                new_path(
                    &dir,
                    &format!("table-{seat}"),
                    super::wall_now(),
                    welcome.ids,
                )
            })
        })
        .ok_or("no directory for the journal: give --journal FILE")?;
    let journal =
        TableJournal::create(&path, welcome.ids, &welcome.header).map_err(|e| e.to_string())?;
    let requests = JournalFile::<RequestRecords>::create(
        &side_path(&path, ".requests"),
        welcome.ids,
        &RequestHeader {
            seat: seat.as_str().into(),
            from,
        },
    )
    .map_err(|e| e.to_string())?;
    let key_path = side_path(&path, ".key");
    super::net::write_keys(&key_path, std::iter::empty());
    std::fs::write(&key_path, key.to_hex()).map_err(|e| format!("{}: {e}", key_path.display()))?;
    Ok((journal, requests))
}
