//! The hall's live programs (edge): `annabella hall`, the arbiter station on its full screen or
//! in line mode (each table needing the arbiter told with an earcon and its number, spoken;
//! arbiter actions typed at an open table sent to it), driven by the one loop
//! ([`super::drive`]), and `annabella hall config`'s files. The station, like the relay
//! ([`super::relay`]), follows the tournament's stream through [`crate::io::nats::station`];
//! the decisions are [`crate::hall`]'s.

use std::{
    io::Write as _,
    path::{Path, PathBuf},
    process::ExitCode,
    sync::{Arc, mpsc},
    time::{Duration, Instant},
};

use super::{Driven, Flow, Now, Outputs};
use crate::{
    config::Settings,
    hall::{
        desk::Desk,
        station::{Out, Station},
    },
    i18n::{Arg, Localizer},
    io::nats::{
        Bus, Notify,
        station::{Delivered, Following, StationFollower},
    },
    present::Notice,
    table::{Seat, Urgency},
};

/// What wakes the station or the relay.
#[derive(Debug)]
pub(super) enum Wake {
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
pub(super) fn follow(
    bus: &Bus,
    keeper: bool,
    create: bool,
    tx: &mpsc::Sender<Wake>,
    words: &Localizer,
) -> Result<StationFollower, ExitCode> {
    let delivered = tx.clone();
    StationFollower::start(
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
    let desk = Desk::new(
        Station::new(&args.name, lang),
        args.bus.hall.tournament(),
        lang,
    );
    let mut screen = None;
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
    let messages = std::mem::take(&mut outputs.messages);
    let now = Now::read();
    let mut station = StationLoop {
        args,
        words,
        desk,
        outputs,
        follower,
        screen,
        next_tick: now.instant + TICK,
        drawn_at: None,
        dirty: true,
        code: ExitCode::SUCCESS,
    };
    let following = station.words.format(
        "hall-following",
        &[
            ("hall", Arg::Str(args.bus.hall.tournament())),
            ("url", Arg::Str(&args.bus.url)),
        ],
    );
    station.show(&following);
    for message in messages {
        station.show(&message);
    }
    drop(tx);
    if station.draw(now) == Flow::Go {
        // The loop's only error is the front end's, which the station words itself.
        let _ = super::drive(&mut station, &rx, now);
    }
    station.code
}

/// How often the station looks at the tables' liveness.
const TICK: Duration = Duration::from_secs(1);

/// The arbiter station, driven by the one loop: the desk (what the arbiter sees and types),
/// its speech, its screen or line mode, and the hall it follows.
struct StationLoop<'a> {
    args: &'a StationArgs,
    words: Localizer,
    desk: Desk,
    outputs: Outputs,
    follower: StationFollower,
    screen: Option<super::screen::StationScreen>,
    next_tick: Instant,
    /// A busy hall delivers hundreds of lines a second: the screen is drawn at most once a
    /// frame.
    drawn_at: Option<Instant>,
    dirty: bool,
    /// What the program exits with.
    code: ExitCode,
}

impl StationLoop<'_> {
    /// Line mode prints; the screen keeps it among its announcements.
    fn show(&mut self, text: &str) {
        if self.args.reader {
            let _ = writeln!(std::io::stdout(), "{text}");
        } else {
            self.desk.inform(text.to_owned());
        }
    }

    /// Draws the screen if it changed and a frame has passed since it was last drawn.
    fn draw(&mut self, now: Now) -> Flow {
        let due = self
            .drawn_at
            .is_none_or(|at| now.instant.saturating_duration_since(at) >= FRAME);
        if !self.dirty || !due {
            return Flow::Go;
        }
        let Some(drawn) = &mut self.screen else {
            return Flow::Go;
        };
        if let Err(e) = drawn.draw(&self.desk) {
            drop(self.screen.take());
            super::outputs::log_details(&format!("hall station: screen: {e}"));
            eprintln!(
                "annabella: {}",
                self.words.format(
                    "hall-station-screen-failed",
                    &[("log", Arg::Str(&devices_log()))]
                )
            );
            self.code = ExitCode::FAILURE;
            return Flow::Stop;
        }
        self.drawn_at = Some(now.instant);
        self.dirty = false;
        Flow::Go
    }

    /// Carries out what the desk decided at `now`, then draws.
    fn carry_out(&mut self, out: Vec<Out>, now: Now) -> Flow {
        for o in out {
            match o {
                Out::Say {
                    text, alert, cue, ..
                } => {
                    if self.args.reader {
                        self.show(&text);
                    }
                    // The station's person is spoken to as the seat at the keyboard is.
                    self.outputs.notice(
                        &Notice {
                            to: Seat::Blind,
                            urgency: if alert { Urgency::Alert } else { Urgency::Info },
                            text,
                            large: None,
                            cue,
                        },
                        now.instant,
                    );
                }
                Out::Send(n, request) => self.follower.send(n, request),
                Out::CreateHall => self.follower.create(),
                Out::Speech(control) => self.outputs.control(control, now.instant),
                Out::Quit => return Flow::Stop,
                Out::Log(line) => {
                    let url = &self.args.bus.url;
                    super::outputs::log_details(&format!("hall {url}: {line}"));
                }
            }
        }
        self.draw(now)
    }
}

impl Driven for StationLoop<'_> {
    type Event = Wake;

    fn deadline(&self, _: Now) -> Option<Instant> {
        let frame = match self.drawn_at {
            Some(at) if self.dirty && self.screen.is_some() => Some(at + FRAME),
            _ => None,
        };
        [Some(self.next_tick), self.outputs.poll_timeout(), frame]
            .into_iter()
            .flatten()
            .min()
    }

    fn input(&mut self, wake: Wake, now: Now) -> std::io::Result<Flow> {
        self.dirty = true;
        let desk = &mut self.desk;
        let out = match wake {
            Wake::Line(Some(line)) => desk.reader_line(&line, now.wall),
            Wake::Line(None) => return Ok(Flow::Stop),
            Wake::Key(event) => match station_key(&self.args.settings.keys, &event) {
                Some(key) => desk.key(key, now.wall),
                None => Vec::new(),
            },
            Wake::Delivered(Delivered::Line {
                table,
                bytes,
                versions,
            }) => desk.delivered_from(table, &bytes, versions, now.wall),
            Wake::Delivered(Delivered::Snapshot { table, snapshot }) => {
                desk.restored(table, &snapshot, now.wall)
            }
            Wake::Delivered(Delivered::Alive { table }) => desk.heard(table, now.wall),
            Wake::Delivered(Delivered::NoStream) => desk.no_hall(),
            Wake::Delivered(Delivered::Undelivered { table, via, why }) => {
                if let crate::hall::station::Undelivered::Bus(detail) = &why {
                    super::outputs::log_details(&format!(
                        "hall {}: table {table}: request not sent: {detail}",
                        self.args.bus.url
                    ));
                }
                desk.undelivered(table, via, &why, now.wall)
            }
            Wake::Notice(news) => {
                log_news(&news, &self.args.bus.url);
                // While the station's own connection is down it cannot hear any table.
                match news {
                    crate::io::nats::BusNews::Connected => desk.listening(now.wall),
                    crate::io::nats::BusNews::Lost => desk.deaf(),
                    _ => {}
                }
                let text = news.words(&self.words, &self.args.bus.url);
                self.show(&text);
                Vec::new()
            }
            Wake::Device(event) => {
                if let Some(message) = self.outputs.device_event(event, now.instant) {
                    self.show(&message);
                }
                Vec::new()
            }
        };
        Ok(self.carry_out(out, now))
    }

    fn timeout(&mut self, now: Now) -> std::io::Result<Flow> {
        self.dirty = true;
        self.outputs.handle_timeout(now.instant);
        let out = if now.instant >= self.next_tick {
            self.next_tick = now.instant + TICK;
            self.desk.tick(now.wall)
        } else {
            Vec::new()
        };
        Ok(self.carry_out(out, now))
    }
}

/// Where the devices log is, for a message that sends the reader there.
pub(super) fn devices_log() -> String {
    super::outputs::devices_log()
        .map_or_else(|| "devices.log".to_owned(), |p| p.display().to_string())
}

/// Writes what `news` holds in the client library's (English) words to the devices log: the
/// person at the device reads only its worded form.
pub(super) fn log_news(news: &crate::io::nats::BusNews, url: &str) {
    if let Some(line) = news.log_line(url) {
        super::outputs::log_details(&line);
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
        crate::io::files::write_new_private(&path, body).map_err(|e| (path, Some(e.to_string())))
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
    use crate::keymap::KeyAction;
    if event.kind != crossterm::event::KeyEventKind::Press {
        return None;
    }
    let bound = super::screen::keymap_key(event).and_then(|k| keys.action(&k));
    match bound {
        Some(KeyAction::Help) => Some(Key::F(1)),
        Some(KeyAction::HistoryBack) => Some(Key::F(6)),
        Some(KeyAction::HistoryForward) => Some(Key::F(7)),
        _ => super::screen::key_of(event),
    }
}

#[cfg(test)]
mod tests {
    use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

    use super::station_key;
    use crate::{
        app::Key,
        keymap::{KeyAction, Keymap},
    };

    #[test]
    fn the_users_key_bindings_reach_the_stations_help_and_speech_history() {
        let mut keys = Keymap::default();
        keys.bind(KeyAction::HistoryBack, vec!["ctrl+b".parse().unwrap()])
            .unwrap();
        keys.bind(KeyAction::Help, vec!["ctrl+h".parse().unwrap()])
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
