//! The live program: one loop that feeds the app keys or lines, device reports and the passing
//! of time, and carries out its effects (speech, sound, printing or drawing). Edge code: the only
//! place that reads the system clock, owns the terminal and starts threads.

pub mod board;
#[cfg(feature = "asr")]
pub mod hear;
pub mod host;
pub mod interrupt;
pub mod join;
pub mod line;
#[cfg(feature = "asr")]
mod listen;
pub mod net;
pub mod open;
pub mod outputs;
pub mod say;
pub mod screen;
pub mod scripts;
pub mod settings;
pub mod table;

use std::{
    path::Path,
    sync::mpsc::{self, Receiver, RecvTimeoutError},
    time::{Duration, Instant, SystemTime, UNIX_EPOCH},
};

use crossterm::event::KeyEvent;

use crate::{
    app::{App, Effect, Key, Msg},
    clock::Timestamp,
    config::Settings,
    game::{Stamp, WallTime},
    ids::Ids,
    journal::JournalFile,
    table::journal::TableRecords,
};
pub use outputs::{DeviceEvent, Outputs};

/// The civil time now, for the record: the one place the program reads it.
pub fn wall_now() -> WallTime {
    let ms = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_millis());
    WallTime(i64::try_from(ms).unwrap_or(i64::MAX))
}

/// The command that goes on with the game in `path`, quoted for a shell when it needs it.
pub fn resume_command(path: &Path, reader: bool) -> String {
    let text = path.display().to_string();
    let plain = text
        .chars()
        .all(|c| c.is_alphanumeric() || "/._-+:@%,".contains(c));
    let shown = if plain {
        text
    } else {
        format!("'{}'", text.replace('\'', "'\\''"))
    };
    let mode = if reader { " --reader" } else { "" };
    format!("annabella resume {shown}{mode}")
}

/// The journal of a table game.
pub type TableJournal = JournalFile<TableRecords>;

/// Fresh ids for a table and its game: the time, the process and the system's random hash
/// keys mixed, so that two tables started in the same second (even by one process) differ.
pub fn new_ids() -> Ids {
    use std::hash::{BuildHasher, Hasher};
    static COUNT: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);
    let nanos = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos());
    let count = COUNT.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let bits = |salt: u64| {
        // Each RandomState is seeded from the operating system's randomness.
        let mut h = std::collections::hash_map::RandomState::new().build_hasher();
        h.write_u128(nanos);
        h.write_u32(std::process::id());
        h.write_u64(count);
        h.write_u64(salt);
        h.finish()
    };
    Ids::from_bits(bits(1), bits(2))
}

/// Maps the system clocks to the game's: a monotonic timestamp counted from where the game
/// stood when the program started (zero, or the last journaled instant) and the civil time for
/// the record.
#[derive(Debug, Clone, Copy)]
pub struct Timebase {
    origin: Instant,
    base: Timestamp,
}

impl Timebase {
    /// Starts counting now.
    pub fn start() -> Timebase {
        Timebase::resume_at(Timestamp::ZERO)
    }

    /// Starts counting now from `at`, to go on with a game replayed from its journal.
    pub fn resume_at(at: Timestamp) -> Timebase {
        Timebase {
            origin: Instant::now(),
            base: at,
        }
    }

    /// The current stamp.
    pub fn now(&self) -> Stamp {
        Stamp {
            at: self.base + self.origin.elapsed(),
            wall: wall_now(),
        }
    }

    /// How long until `at`, from now.
    pub fn until(&self, at: Timestamp) -> Duration {
        at.saturating_since(self.base + self.origin.elapsed())
    }
}

/// What wakes the loop.
#[derive(Debug)]
pub enum Input {
    /// A line from standard input; `None` at its end.
    Line(Option<String>),
    /// A key at the terminal.
    Key(KeyEvent),
    /// A device report.
    Device(DeviceEvent),
    /// Ctrl-C at a line-mode terminal (SIGINT): asked about like Ctrl-C on the screen.
    Interrupt,
    /// Something to tell the keyboard seat (speech input: nothing heard, unsure).
    Notice(String),
    /// The link to another device at the table: paired, a frame, lost.
    Net(net::NetEvent),
    /// An action of a seat from another device or a bus (a hall's arbiter station), taken as if
    /// typed here and journaled with its mark.
    Remote {
        /// The seat.
        seat: crate::table::Seat,
        /// Its action.
        action: crate::table::Action,
        /// Where it came from, for the journal.
        via: crate::table::journal::Via,
    },
}

/// Where the entries of a table's journal go once they are on disk, besides the devices that
/// joined: a hall's bus, a relay. Each gets every entry once, in order, with the journal's
/// sequence number and the table's state hash after it.
pub trait Outlet {
    /// An entry is on disk.
    fn journaled(&mut self, seq: u64, entry: &crate::table::journal::Entry, state: u64);
}

/// How the loop shows things: printed lines or a drawn screen.
pub trait Frontend {
    /// Shows the notices of `effects` (line mode prints them; the screen draws them later).
    ///
    /// # Errors
    ///
    /// Output failed.
    fn show(&mut self, app: &App, effects: &[Effect]) -> std::io::Result<()>;
    /// A line was read from the person at this device (line mode ends its prompt).
    fn line_read(&mut self) {}
    /// Redraws, if this front end draws; before waiting for input.
    ///
    /// # Errors
    ///
    /// Output failed.
    fn draw(&mut self, app: &App) -> std::io::Result<()>;
    /// The message a key means, through the keymap.
    fn key(&self, event: &KeyEvent) -> Option<Msg>;
    /// The longest the loop may sleep (the screen redraws its clocks every second).
    fn max_wait(&self) -> Duration;
}

/// Whether the loop goes on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Flow {
    /// Wait for the next input or timeout.
    Go,
    /// Stop: the user quit or input ended.
    Stop,
}

/// What the one live loop drives: a pure host (a table, or the one-board game) with its seats'
/// presenters and devices. The loop owns the waiting; the driven side owns its clocks' mapping
/// and carries out its effects.
pub trait Driven {
    /// How long the loop may sleep before [`Driven::timeout`] is due; `None` for no limit.
    fn wait(&self) -> Option<Duration>;
    /// Something arrived.
    ///
    /// # Errors
    ///
    /// Output (or the journal) failed.
    fn input(&mut self, input: Input) -> std::io::Result<Flow>;
    /// The wait ran out: time has passed.
    ///
    /// # Errors
    ///
    /// Output (or the journal) failed.
    fn timeout(&mut self) -> std::io::Result<Flow>;
}

/// The one live loop: sleeps until the next input or the earliest timeout (no busy waiting),
/// then hands it to `driven`, until it says stop or the inputs end.
///
/// # Errors
///
/// What `driven` reports.
pub fn drive(driven: &mut dyn Driven, inputs: &Receiver<Input>) -> std::io::Result<()> {
    loop {
        let received = match driven.wait() {
            Some(wait) => inputs.recv_timeout(wait),
            None => inputs.recv().map_err(|_| RecvTimeoutError::Disconnected),
        };
        let flow = match received {
            Ok(input) => driven.input(input)?,
            Err(RecvTimeoutError::Timeout) => driven.timeout()?,
            Err(RecvTimeoutError::Disconnected) => driven.input(Input::Line(None))?,
        };
        if flow == Flow::Stop {
            return Ok(());
        }
    }
}

/// A table at one terminal, driven by the loop: the app (host and presenters), the front end,
/// the speech and sound outputs and the journal.
struct TableLoop<'a> {
    app: App,
    frontend: &'a mut dyn Frontend,
    outputs: Outputs,
    journal: Option<TableJournal>,
    time: Timebase,
    /// The devices of the seats that joined over the network (`annabella host`).
    remotes: Option<host::Remotes>,
    /// The host this device follows (`annabella join`).
    follower: Option<join::Follower>,
    /// Where journaled entries also go.
    outlets: Vec<Box<dyn Outlet>>,
}

impl TableLoop<'_> {
    /// Journals what the app did, then carries out `effects` and redraws.
    fn carry_out(&mut self, mut effects: Vec<Effect>) -> std::io::Result<Flow> {
        // Nothing an action caused is told to anyone before the action is on disk.
        let acted = self.app.take_acted();
        if let Some(j) = self.journal.as_mut() {
            for (entry, state) in &acted {
                match j.append(entry) {
                    Ok(seq) => {
                        for outlet in &mut self.outlets {
                            outlet.journaled(seq, entry, *state);
                        }
                    }
                    Err(e) => effects.extend(self.app.inform(e.to_string())),
                }
            }
        }
        // Only what is on disk goes to the other devices.
        if let Some(remotes) = self.remotes.as_mut() {
            remotes.journaled(acted, Instant::now());
        }
        if let Some(follower) = self.follower.as_mut() {
            for failed in follower.requests(self.app.take_requests(), Instant::now()) {
                effects.extend(self.app.inform(failed));
            }
        }
        let mut quit = false;
        let mut arbiter_files = Vec::new();
        for effect in &effects {
            match effect {
                Effect::Notice(n) => self.outputs.notice(n, Instant::now()),
                Effect::Speech(control) => self.outputs.control(*control, Instant::now()),
                Effect::Cue(cue) => self.outputs.cue(*cue, Instant::now()),
                Effect::Quit => quit = true,
                Effect::File { name, text } => {
                    let message = write_for_arbiter(self.journal.as_ref(), name, text);
                    arbiter_files.extend(self.app.inform(message));
                }
            }
        }
        effects.append(&mut arbiter_files);
        self.frontend.show(&self.app, &effects)?;
        if quit {
            return Ok(Flow::Stop);
        }
        self.frontend.draw(&self.app)?;
        Ok(Flow::Go)
    }
}

impl TableLoop<'_> {
    /// Something from the network: a device's request is taken as if typed here for its seat
    /// and acknowledged once its entry is on disk.
    fn net(&mut self, event: net::NetEvent) -> std::io::Result<Flow> {
        if self.follower.is_some() {
            return self.follow(event);
        }
        let Some(remotes) = self.remotes.as_mut() else {
            return Ok(Flow::Go);
        };
        let mut flow = Flow::Go;
        for todo in remotes.net_event(event, Instant::now()) {
            let effects = match todo {
                host::Todo::Act { seat, action, via } => {
                    let effects = self.app.act_remote(seat, &action, via, self.time.now());
                    flow = self.carry_out(effects)?;
                    if let Some(remotes) = self.remotes.as_mut() {
                        remotes.persisted(seat, via.seq);
                    }
                    continue;
                }
                host::Todo::Tell(text) => self.app.inform(text),
                host::Todo::Remote(seat, taken) => self.app.set_remote(seat, taken),
                host::Todo::Link(seat, up) => {
                    self.app.set_link(seat, up);
                    Vec::new()
                }
            };
            flow = self.carry_out(effects)?;
        }
        Ok(flow)
    }
}

impl TableLoop<'_> {
    /// Something from the host this device follows: its entries are applied to the replica in
    /// order, journaled, then acknowledged.
    fn follow(&mut self, event: net::NetEvent) -> std::io::Result<Flow> {
        let Some(follower) = self.follower.as_mut() else {
            return Ok(Flow::Go);
        };
        let mut flow = Flow::Go;
        for todo in follower.net_event(event, Instant::now()) {
            let effects = match todo {
                join::Todo::Apply {
                    entry,
                    seq,
                    position,
                    quiet,
                } => {
                    let at = entry.stamp().at;
                    if at > self.time.now().at {
                        // The host's clock is the table's: this device follows it.
                        self.time = Timebase::resume_at(at);
                    }
                    let mut effects = match self.app.apply_entry(&entry, quiet) {
                        Ok(effects) => effects,
                        Err(e) => self.app.inform(e),
                    };
                    let same = self.app.table().state_hash() == position;
                    let Some(follower) = self.follower.as_mut() else {
                        break;
                    };
                    for text in follower.applied(&entry, seq, same) {
                        effects.extend(self.app.inform(text));
                    }
                    let mut todo = Vec::new();
                    follower.catch_up(&mut todo);
                    for caught in todo {
                        if let join::Todo::CaughtUp(n) = caught {
                            effects.extend(self.caught_up(n));
                        }
                    }
                    effects
                }
                join::Todo::Tell(text) => self.app.inform(text),
                join::Todo::CaughtUp(n) => self.caught_up(n),
                join::Todo::Link(up) => {
                    let seat = self.app.keyboard();
                    self.app.set_link(seat, up);
                    Vec::new()
                }
            };
            flow = self.carry_out(effects)?;
        }
        Ok(flow)
    }

    /// Where the game stands, once this device holds every entry made before it joined.
    fn caught_up(&mut self, entries: u64) -> Vec<Effect> {
        let words = self.app.words();
        let stands = table::where_it_stands(self.app.table(), self.time.now(), words);
        let caught = words.format(
            "link-caught-up",
            &[("entries", crate::i18n::Arg::Num(entries as i64))],
        );
        let mut effects = self.app.inform(caught);
        effects.extend(self.app.inform(stands));
        effects
    }
}

impl Driven for TableLoop<'_> {
    fn wait(&self) -> Option<Duration> {
        let most = self.frontend.max_wait();
        let link_wait = (self.remotes.as_ref().and_then(host::Remotes::poll_timeout))
            .or_else(|| {
                self.follower
                    .as_ref()
                    .and_then(join::Follower::poll_timeout)
            })
            .map_or(most, |at| at.saturating_duration_since(Instant::now()));
        let game_wait = self
            .app
            .poll_timeout()
            .map_or(most, |at| self.time.until(at));
        let speech_wait = self
            .outputs
            .poll_timeout()
            .map_or(most, |at| at.saturating_duration_since(Instant::now()));
        Some(game_wait.min(speech_wait).min(link_wait).min(most))
    }

    fn input(&mut self, input: Input) -> std::io::Result<Flow> {
        let effects = match input {
            Input::Line(Some(line)) => {
                self.frontend.line_read();
                self.app.update(Msg::Line(line), self.time.now())
            }
            Input::Line(None) => return Ok(Flow::Stop),
            Input::Key(event) => match push_to_talk(&mut self.outputs, &mut self.app, &event) {
                Some(effects) => effects,
                None => match self.frontend.key(&event) {
                    Some(msg) => self.app.update(msg, self.time.now()),
                    None => Vec::new(),
                },
            },
            Input::Notice(text) => self.app.inform(text),
            Input::Interrupt => self.app.update(Msg::Key(Key::Ctrl('c')), self.time.now()),
            Input::Device(event) => match self.outputs.device_event(event, Instant::now()) {
                Some(message) => self.app.inform(message),
                None => Vec::new(),
            },
            Input::Net(event) => return self.net(event),
            Input::Remote { seat, action, via } => {
                self.app.act_remote(seat, &action, via, self.time.now())
            }
        };
        self.carry_out(effects)
    }

    fn timeout(&mut self) -> std::io::Result<Flow> {
        self.outputs.handle_timeout(Instant::now());
        if let Some(remotes) = self.remotes.as_mut() {
            remotes.handle_timeout(Instant::now());
        }
        if let Some(follower) = self.follower.as_mut() {
            follower.handle_timeout(Instant::now());
        }
        let effects = self.app.handle_timeout(self.time.now());
        self.carry_out(effects)
    }
}

/// Runs a table through the one loop until the user quits or input ends, and gives the app
/// back.
///
/// # Errors
///
/// The front end's output failed.
pub fn run(
    app: App,
    frontend: &mut dyn Frontend,
    inputs: Receiver<Input>,
    outputs: Outputs,
    journal: Option<TableJournal>,
    resumed: Option<Stamp>,
) -> std::io::Result<App> {
    run_hosting(app, frontend, inputs, outputs, journal, resumed, None)
}

/// [`run`], with the devices of seats that join over the network.
///
/// # Errors
///
/// The front end's output failed.
pub fn run_hosting(
    app: App,
    frontend: &mut dyn Frontend,
    inputs: Receiver<Input>,
    outputs: Outputs,
    journal: Option<TableJournal>,
    resumed: Option<Stamp>,
    remotes: Option<host::Remotes>,
) -> std::io::Result<App> {
    run_with_outlets(
        app,
        frontend,
        inputs,
        outputs,
        journal,
        resumed,
        remotes,
        Vec::new(),
    )
}

/// [`run_hosting`], with `outlets` that get every entry once it is on disk.
///
/// # Errors
///
/// The front end's output failed.
#[allow(clippy::too_many_arguments)]
pub fn run_with_outlets(
    mut app: App,
    frontend: &mut dyn Frontend,
    inputs: Receiver<Input>,
    mut outputs: Outputs,
    journal: Option<TableJournal>,
    resumed: Option<Stamp>,
    remotes: Option<host::Remotes>,
    outlets: Vec<Box<dyn Outlet>>,
) -> std::io::Result<App> {
    let time = resumed.map_or_else(Timebase::start, |s| Timebase::resume_at(s.at));
    for message in std::mem::take(&mut outputs.messages) {
        let effects = app.inform(message);
        frontend.show(&app, &effects)?;
    }
    let effects = match resumed {
        Some(_) => app.recovered(time.now()),
        None => app.start(time.now()),
    };
    let mut table = TableLoop {
        app,
        frontend,
        outputs,
        journal,
        time,
        remotes,
        follower: None,
        outlets,
    };
    if table.carry_out(effects)? == Flow::Go {
        drive(&mut table, &inputs)?;
    }
    Ok(table.app)
}

/// Runs a seat on its own device through the one loop, following the host's table, until the
/// user quits or input ends, and gives the app back.
///
/// # Errors
///
/// The front end's output failed.
pub fn run_following(
    mut app: App,
    frontend: &mut dyn Frontend,
    inputs: Receiver<Input>,
    mut outputs: Outputs,
    follower: join::Follower,
) -> std::io::Result<App> {
    for message in std::mem::take(&mut outputs.messages) {
        let effects = app.inform(message);
        frontend.show(&app, &effects)?;
    }
    let mut table = TableLoop {
        app,
        frontend,
        outputs,
        journal: None,
        time: Timebase::start(),
        remotes: None,
        follower: Some(follower),
        outlets: Vec::new(),
    };
    if table.carry_out(Vec::new())? == Flow::Go {
        drive(&mut table, &inputs)?;
    }
    Ok(table.app)
}

/// Writes a file for the arbiter (an envelope, a III.6 referral) beside the journal, or in the
/// working directory without one; says where, or why not.
fn write_for_arbiter(journal: Option<&TableJournal>, name: &str, text: &str) -> String {
    let path = match journal {
        Some(j) => {
            let mut p = j.path().as_os_str().to_owned();
            p.push(format!(".{name}.txt"));
            std::path::PathBuf::from(p)
        }
        None => std::path::PathBuf::from(format!("annabella-{name}.txt")),
    };
    match std::fs::write(&path, text) {
        Ok(()) => format!("{name}: {}", path.display()),
        Err(e) => format!("{name}: cannot write {}: {e}", path.display()),
    }
}

/// The push-to-talk key (feature `asr`), handled before the keymap.
#[cfg(feature = "asr")]
fn push_to_talk(outputs: &mut Outputs, app: &mut App, event: &KeyEvent) -> Option<Vec<Effect>> {
    listen::key(outputs, app, event)
}

#[cfg(not(feature = "asr"))]
fn push_to_talk(_: &mut Outputs, _: &mut App, _: &KeyEvent) -> Option<Vec<Effect>> {
    None
}

/// Starts the outputs the settings ask for, with device reports sent to the loop.
pub fn outputs(
    settings: &Settings,
    record_audio: Option<&Path>,
    tx: mpsc::Sender<Input>,
) -> Outputs {
    #[cfg(feature = "asr")]
    let listener = listen::Listener::start(tx.clone(), settings);
    let (device_tx, device_rx) = mpsc::channel::<DeviceEvent>();
    std::thread::spawn(move || {
        for event in device_rx {
            if tx.send(Input::Device(event)).is_err() {
                return;
            }
        }
    });
    #[allow(unused_mut)]
    let mut outputs = Outputs::open(settings, record_audio, device_tx);
    #[cfg(feature = "asr")]
    {
        outputs.listener = Some(listener);
    }
    outputs
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{journal::new_path, table::journal::Header};

    #[test]
    fn two_tables_started_in_the_same_second_get_their_own_journals() {
        let dir = std::env::temp_dir().join(format!("annabella-ids-{}", std::process::id()));
        let wall = WallTime(1_795_438_149_000);
        let setup = crate::table::test_setup(crate::table::Mode::Casual, shakmaty::Color::White);
        let header = Header::of(&setup);
        let (a, b) = (new_ids(), new_ids());
        assert_ne!(a, b);
        let (pa, pb) = (
            new_path(&dir, "table", wall, a),
            new_path(&dir, "table", wall, b),
        );
        assert_ne!(pa, pb);
        assert!(TableJournal::create(&pa, a, &header).is_ok());
        assert!(TableJournal::create(&pb, b, &header).is_ok());
        // The same name twice is refused, never overwritten.
        assert!(TableJournal::create(&pa, a, &header).is_err());
        let _ = std::fs::remove_dir_all(&dir);
    }
}
