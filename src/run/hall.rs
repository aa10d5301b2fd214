//! The hall's live programs (edge): `annabella hall`, the arbiter station on its full screen or
//! in line mode (each table needing the arbiter told with an earcon and its number, spoken;
//! arbiter actions typed at an open table sent to it), and `annabella hall relay`, which writes
//! each round's PGN, delayed. Both follow the tournament's stream through [`crate::io::nats::station`]; the
//! decisions are [`crate::hall`]'s.

use std::{
    collections::BTreeMap,
    io::Write as _,
    path::{Path, PathBuf},
    process::ExitCode,
    sync::{Arc, mpsc},
    time::{Duration, Instant},
};

use super::{Outputs, wall_now};
use crate::{
    config::Settings,
    hall::{
        HallModel,
        desk::Desk,
        model::Release,
        relay::{Relay, round_file},
        station::{Out, Station},
        wire::read_line,
    },
    i18n::{Arg, Localizer},
    io::nats::{
        Bus, Notify,
        station::{Delivered, Follower, Following},
    },
    present::Notice,
    table::{Seat, Urgency},
};

/// What wakes the station.
#[derive(Debug)]
enum Wake {
    /// A line the arbiter typed; `None` at the end of input.
    Line(Option<String>),
    /// A journal line from the stream.
    Delivered(Delivered),
    /// Something about the connection.
    Notice(crate::io::nats::BusNews),
    /// The speech output reports.
    Device(super::DeviceEvent),
    /// A key pressed on the station's screen.
    Key(crossterm::event::KeyEvent),
}

/// The shortest time between two drawings of the station's screen.
const FRAME: Duration = Duration::from_millis(40);

/// A validated `annabella hall`.
#[derive(Debug, Clone)]
pub struct StationArgs {
    /// The broker and who this station is.
    pub bus: Bus,
    /// The settings (language, speech).
    pub settings: Settings,
    /// Names this station's requests.
    pub name: String,
    /// Line mode instead of the full screen.
    pub reader: bool,
    /// Create the hall's stream if it has none, without asking.
    pub create: bool,
}

fn notifier(tx: mpsc::Sender<Wake>) -> Notify {
    let tx = std::sync::Mutex::new(tx);
    Arc::new(move |news| {
        if let Ok(tx) = tx.lock() {
            let _ = tx.send(Wake::Notice(news));
        }
    })
}

/// Follows the hall (as its keeper, the station, or a reader, the relay), from the snapshots
/// of its store and the stream after them: what is delivered and the bus's news wake the loop
/// at `tx`.
fn follow(
    bus: &Bus,
    keeper: bool,
    create: bool,
    tx: &mpsc::Sender<Wake>,
    words: &Localizer,
) -> Result<Follower, ExitCode> {
    let delivered = tx.clone();
    Follower::start(
        bus.clone(),
        Following {
            keeper,
            create,
            snapshots: true,
        },
        Box::new(move |d| delivered.send(Wake::Delivered(d)).is_ok()),
        notifier(tx.clone()),
    )
    .map_err(|e| {
        super::outputs::log_details(&format!("hall {}: not followed: {e}", bus.url));
        eprintln!(
            "annabella: {}",
            words.format(
                "hall-not-followed",
                &[
                    ("url", Arg::Str(&bus.url)),
                    ("log", Arg::Str(&devices_log()))
                ]
            )
        );
        ExitCode::FAILURE
    })
}

/// Runs the arbiter station until "quit" or the end of input: in line mode with `reader`,
/// else on its full screen.
pub fn station(args: &StationArgs) -> ExitCode {
    let (tx, rx) = mpsc::channel::<Wake>();
    let mut screen = None;
    if args.reader {
        let lines = tx.clone();
        std::thread::spawn(move || {
            crate::io::files::read_lines(std::io::stdin().lock(), |line| {
                lines.send(Wake::Line(Some(line))).is_ok()
            });
            let _ = lines.send(Wake::Line(None));
        });
    }
    let words = Localizer::builtin(args.settings.lang);
    let follower = match follow(&args.bus, true, args.create, &tx, &words) {
        Ok(f) => f,
        Err(code) => return code,
    };
    let (device_tx, device_rx) = mpsc::channel();
    let devices = tx.clone();
    std::thread::spawn(move || {
        for event in device_rx {
            if devices.send(Wake::Device(event)).is_err() {
                return;
            }
        }
    });
    let mut outputs = Outputs::open(&args.settings, None, device_tx);
    let lang = args.settings.lang;
    let mut desk = Desk::new(
        Station::new(&args.name, lang),
        args.bus.hall.tournament(),
        lang,
    );
    if !args.reader {
        match super::screen::StationScreen::open() {
            Ok(opened) => screen = Some(opened),
            Err(e) => {
                super::outputs::log_details(&format!("hall station: screen: {e}"));
                eprintln!("annabella: {}", words.text("hall-station-no-terminal"));
                return ExitCode::FAILURE;
            }
        }
        super::screen::read_keys_as(tx.clone(), Wake::Key);
    }
    // Line mode prints; the screen keeps it among its announcements.
    let reader = args.reader;
    let show = move |desk: &mut Desk, text: &str| {
        if reader {
            let _ = writeln!(std::io::stdout(), "{text}");
        } else {
            desk.inform(text.to_owned());
        }
    };
    show(
        &mut desk,
        &words.format(
            "hall-following",
            &[
                ("hall", Arg::Str(args.bus.hall.tournament())),
                ("url", Arg::Str(&args.bus.url)),
            ],
        ),
    );
    for message in std::mem::take(&mut outputs.messages) {
        show(&mut desk, &message);
    }
    let mut next_tick = Instant::now() + Duration::from_secs(1);
    // A busy hall delivers hundreds of lines a second: the screen is drawn at most once a frame.
    let mut drawn_at: Option<Instant> = None;
    let mut dirty = true;
    loop {
        if dirty
            && drawn_at.is_none_or(|at| at.elapsed() >= FRAME)
            && let Some(drawn) = &mut screen
        {
            if let Err(e) = drawn.draw(&desk) {
                drop(screen.take());
                super::outputs::log_details(&format!("hall station: screen: {e}"));
                eprintln!(
                    "annabella: {}",
                    words.format(
                        "hall-station-screen-failed",
                        &[("log", Arg::Str(&devices_log()))]
                    )
                );
                return ExitCode::FAILURE;
            }
            drawn_at = Some(Instant::now());
            dirty = false;
        }
        let wait = next_tick.saturating_duration_since(Instant::now());
        let wait = outputs.poll_timeout().map_or(wait, |at| {
            wait.min(at.saturating_duration_since(Instant::now()))
        });
        let wait = match drawn_at {
            Some(at) if dirty && screen.is_some() => wait.min(FRAME.saturating_sub(at.elapsed())),
            _ => wait,
        };
        dirty = true;
        let out = match rx.recv_timeout(wait) {
            Ok(Wake::Line(Some(line))) => desk.reader_line(&line, wall_now()),
            Ok(Wake::Line(None)) | Err(mpsc::RecvTimeoutError::Disconnected) => break,
            Ok(Wake::Key(event)) => match station_key(&args.settings.keys, &event) {
                Some(key) => desk.key(key, wall_now()),
                None => Vec::new(),
            },
            Ok(Wake::Delivered(Delivered::Line {
                table,
                bytes,
                versions,
            })) => desk.delivered_from(table, &bytes, versions, wall_now()),
            Ok(Wake::Delivered(Delivered::Snapshot { table, snapshot })) => {
                desk.restored(table, &snapshot, wall_now())
            }
            Ok(Wake::Delivered(Delivered::Alive { table })) => desk.heard(table, wall_now()),
            Ok(Wake::Delivered(Delivered::NoStream)) => desk.no_hall(),
            Ok(Wake::Delivered(Delivered::Undelivered { table, via, why })) => {
                if let crate::hall::station::Undelivered::Bus(detail) = &why {
                    super::outputs::log_details(&format!(
                        "hall {}: table {table}: request not sent: {detail}",
                        args.bus.url
                    ));
                }
                desk.undelivered(table, via, &why, wall_now())
            }
            Ok(Wake::Notice(news)) => {
                log_news(&news, &args.bus.url);
                // While the station's own connection is down it cannot hear any table.
                match news {
                    crate::io::nats::BusNews::Connected => desk.listening(wall_now()),
                    crate::io::nats::BusNews::Lost => desk.deaf(),
                    _ => {}
                }
                show(&mut desk, &news.words(&words, &args.bus.url));
                Vec::new()
            }
            Ok(Wake::Device(event)) => {
                if let Some(message) = outputs.device_event(event, Instant::now()) {
                    show(&mut desk, &message);
                }
                Vec::new()
            }
            Err(mpsc::RecvTimeoutError::Timeout) => {
                outputs.handle_timeout(Instant::now());
                if Instant::now() >= next_tick {
                    next_tick = Instant::now() + Duration::from_secs(1);
                    desk.tick(wall_now())
                } else {
                    Vec::new()
                }
            }
        };
        for o in out {
            match o {
                Out::Say {
                    text, alert, cue, ..
                } => {
                    if reader {
                        show(&mut desk, &text);
                    }
                    // The station's person is spoken to as the seat at the keyboard is.
                    outputs.notice(
                        &Notice {
                            to: Seat::Blind,
                            urgency: if alert { Urgency::Alert } else { Urgency::Info },
                            text,
                            large: None,
                            cue,
                        },
                        Instant::now(),
                    );
                }
                Out::Send(n, request) => follower.send(n, request),
                Out::CreateHall => follower.create(),
                Out::Speech(control) => outputs.control(control, Instant::now()),
                Out::Quit => return ExitCode::SUCCESS,
                Out::Log(line) => {
                    super::outputs::log_details(&format!("hall {}: {line}", args.bus.url));
                }
            }
        }
    }
    ExitCode::SUCCESS
}

/// A validated `annabella hall relay`.
#[derive(Debug, Clone)]
pub struct RelayArgs {
    /// The broker and who the relay is (a spectator).
    pub bus: Bus,
    /// Where the round files go.
    pub out: PathBuf,
    /// How long moves are held back.
    pub delay: Duration,
    /// How often the files are brought up to date.
    pub every: Duration,
    /// The language of what the relay tells.
    pub lang: crate::i18n::Lang,
}

/// Where the devices log is, for a message that sends the reader there.
fn devices_log() -> String {
    super::outputs::devices_log()
        .map_or_else(|| "devices.log".to_owned(), |p| p.display().to_string())
}

/// Writes what `news` holds in the client library's (English) words to the devices log: the
/// person at the device reads only its worded form.
fn log_news(news: &crate::io::nats::BusNews, url: &str) {
    if let Some(line) = news.log_line(url) {
        super::outputs::log_details(&line);
    }
}

/// Writes `text` to `path` through a file beside it, so that a reader never sees half of it.
fn write_whole(path: &Path, text: &str) -> std::io::Result<()> {
    let mut part = path.as_os_str().to_owned();
    part.push(".part");
    let part = PathBuf::from(part);
    std::fs::write(&part, text)?;
    std::fs::rename(&part, path)
}

/// Runs the relay until it is stopped (or the stream's thread ends).
pub fn relay(args: &RelayArgs) -> ExitCode {
    // The relay runs unattended: what it says goes to its standard error, in its language, and
    // the library's (English) reasons to the devices log.
    let words = Localizer::builtin(args.lang);
    let not_written = |file: &Path, e: std::io::Error| {
        super::outputs::log_details(&format!("hall relay: {}: {e}", file.display()));
        let file = file.display().to_string();
        eprintln!(
            "annabella: {}",
            words.format("hall-relay-not-written", &[("file", Arg::Str(&file))])
        );
    };
    if let Err(e) = std::fs::create_dir_all(&args.out) {
        not_written(&args.out, e);
        return ExitCode::FAILURE;
    }
    let (tx, rx) = mpsc::channel::<Wake>();
    let _follower = match follow(&args.bus, false, false, &tx, &words) {
        Ok(f) => f,
        Err(code) => return code,
    };
    drop(tx);
    let mut model = HallModel::new();
    let mut relay = Relay::new(args.delay);
    let mut written: BTreeMap<String, String> = BTreeMap::new();
    let mut next = Instant::now();
    loop {
        for (n, detail) in model.take_details() {
            super::outputs::log_details(&format!("hall {}: table {n}: {detail}", args.bus.url));
        }
        match rx.recv_timeout(next.saturating_duration_since(Instant::now())) {
            Ok(Wake::Delivered(Delivered::Line {
                table,
                bytes,
                versions,
            })) => match model.release(table, versions) {
                Release::Same => match read_line(&bytes) {
                    Ok(line) => {
                        // A table's next game replaces its last one in the model: the relay takes
                        // what it did not have of the last one first.
                        if line.seq() == 0
                            && let Some(followed) = model.table(table)
                        {
                            relay.observe(table, followed);
                        }
                        model.receive(table, line, wall_now());
                    }
                    Err(e) => model.trouble(table, e.to_string()),
                },
                // Another release's lines are not relayed; which table runs which is said once.
                Release::Other(other) => {
                    let format = |id: &str, args: &[(&str, Arg<'_>)]| words.format(id, args);
                    let text = crate::present::release::hall_other_release(&format, table, &other);
                    super::outputs::log_details(&format!("hall {}: {text}", args.bus.url));
                    eprintln!("annabella: {text}");
                }
                Release::Told => {}
            },
            Ok(Wake::Delivered(Delivered::Snapshot { table, snapshot })) => {
                // The snapshots of a table's games come oldest first, each replacing the last.
                if let Some(followed) = model.table(table) {
                    relay.observe(table, followed);
                }
                model.restore(table, &snapshot);
            }
            Ok(Wake::Notice(news)) => {
                log_news(&news, &args.bus.url);
                eprintln!("annabella: {}", news.words(&words, &args.bus.url));
            }
            // The relay keeps no hall and sends nothing: heartbeats and requests are not its.
            Ok(Wake::Delivered(
                Delivered::Alive { .. } | Delivered::NoStream | Delivered::Undelivered { .. },
            )) => {}
            Ok(Wake::Line(_) | Wake::Device(_) | Wake::Key(_)) => {}
            Err(mpsc::RecvTimeoutError::Disconnected) => return ExitCode::SUCCESS,
            Err(mpsc::RecvTimeoutError::Timeout) => {
                next = Instant::now() + args.every;
                for (round, text) in relay.rounds(&model, wall_now()) {
                    if written.get(&round) == Some(&text) {
                        continue;
                    }
                    let path = args.out.join(round_file(&round));
                    match write_whole(&path, &text) {
                        Ok(()) => {
                            written.insert(round, text);
                        }
                        Err(e) => not_written(&path, e),
                    }
                }
            }
        }
    }
}

/// Writes a hall's broker configuration and its users' passwords into `out` (never over an
/// existing file) and says where, in `words`' language.
pub fn write_config(out: &Path, config: &str, users: &str, words: &Localizer) -> ExitCode {
    match write_config_files(out, config, users) {
        Ok(creds) => {
            let (conf, list) = (out.join("nats.conf"), out.join("users.txt"));
            let (conf, list) = (conf.display().to_string(), list.display().to_string());
            let creds = creds.join("USER.creds").display().to_string();
            let command = format!("nats-server -c {conf}");
            let text = words.format(
                "hall-config-written",
                &[
                    ("conf", Arg::Str(&conf)),
                    ("command", Arg::Str(&command)),
                    ("users", Arg::Str(&list)),
                    ("creds", Arg::Str(&creds)),
                    ("option", Arg::Str("--hall-creds FILE")),
                ],
            );
            println!("{text}");
            ExitCode::SUCCESS
        }
        Err((path, error)) => {
            let file = path.display().to_string();
            let text = match error {
                None => words.format(
                    "hall-config-exists",
                    &[("file", Arg::Str(&file)), ("option", Arg::Str("--out"))],
                ),
                Some(reason) => {
                    super::outputs::log_details(&format!("hall config: {file}: {reason}"));
                    words.format(
                        "hall-config-not-written",
                        &[("file", Arg::Str(&file)), ("log", Arg::Str(&devices_log()))],
                    )
                }
            };
            eprintln!("annabella: {text}");
            ExitCode::from(2)
        }
    }
}

/// Writes the files of [`write_config`] and gives the folder of the users' credentials; or the
/// file not written, with the system's reason (`None`: it exists already).
fn write_config_files(
    out: &Path,
    config: &str,
    users: &str,
) -> Result<PathBuf, (PathBuf, Option<String>)> {
    let folder = |dir: &Path| {
        std::fs::create_dir_all(dir).map_err(|e| (dir.to_owned(), Some(e.to_string())))
    };
    let write = |path: PathBuf, body: &str| {
        if path.exists() {
            return Err((path, None));
        }
        crate::io::files::write_new_private(&path, body).map_err(|e| (path, Some(e)))
    };
    folder(out)?;
    // Every password is in these files: readable by their owner only.
    write(out.join("nats.conf"), config)?;
    write(out.join("users.txt"), users)?;
    // One file per user, its own line, for `--hall-creds FILE` (a password on the command
    // line is readable by any local user through the process list).
    let creds = out.join("creds");
    folder(&creds)?;
    for line in users.lines() {
        let Some(user) = line.split_whitespace().next() else {
            continue;
        };
        write(creds.join(format!("{user}.creds")), &format!("{line}\n"))?;
    }
    Ok(creds)
}

impl super::Outlet for crate::io::nats::TableBus {
    fn journaled(&mut self, _seq: u64, _entry: &crate::table::journal::Entry, _state: u64) {
        // The line is read back from the journal file, in order, from the last acknowledged.
        crate::io::nats::TableBus::journaled(self);
    }
}

/// A key on the station's screen: the user's `[keys]` bindings of help and the speech history
/// become the station's own keys (F1, F6, F7); anything else is read as it is.
fn station_key(
    keys: &crate::keymap::Keymap,
    event: &crossterm::event::KeyEvent,
) -> Option<crate::app::Key> {
    use crate::app::Key;
    use crate::keymap::Action;
    if event.kind != crossterm::event::KeyEventKind::Press {
        return None;
    }
    let bound = super::screen::keymap_key(event).and_then(|k| keys.action(&k));
    match bound {
        Some(Action::Help) => Some(Key::F(1)),
        Some(Action::HistoryBack) => Some(Key::F(6)),
        Some(Action::HistoryForward) => Some(Key::F(7)),
        _ => super::screen::key_of(event),
    }
}

#[cfg(test)]
mod tests {
    use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

    use super::station_key;
    use crate::{
        app::Key,
        keymap::{Action, Keymap},
    };

    #[test]
    fn the_users_key_bindings_reach_the_stations_help_and_speech_history() {
        let mut keys = Keymap::default();
        keys.bind(Action::HistoryBack, vec!["ctrl+b".parse().unwrap()])
            .unwrap();
        keys.bind(Action::Help, vec!["ctrl+h".parse().unwrap()])
            .unwrap();
        let ctrl = |c| KeyEvent::new(KeyCode::Char(c), KeyModifiers::CONTROL);
        assert_eq!(station_key(&keys, &ctrl('b')), Some(Key::F(6)));
        assert_eq!(station_key(&keys, &ctrl('h')), Some(Key::F(1)));
        // Other keys are read as they are.
        let up = KeyEvent::new(KeyCode::Up, KeyModifiers::NONE);
        assert_eq!(station_key(&keys, &up), Some(Key::Up));
        assert_eq!(station_key(&keys, &ctrl('q')), Some(Key::Ctrl('q')));
    }
}
