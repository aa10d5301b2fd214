//! The live program: one loop that feeds the app keys or lines, device reports and the passing
//! of time, and carries out its effects (speech, sound, printing or drawing). Edge code: the only
//! place that reads the system clock, owns the terminal and starts threads.

pub mod interrupt;
pub mod line;
#[cfg(feature = "asr")]
mod listen;
pub mod outputs;
pub mod screen;

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
    table::journal::{Entry, TableRecords},
};
pub use outputs::{DeviceEvent, Outputs};

/// The civil time now, for the record: the one place the program reads it.
pub fn wall_now() -> WallTime {
    let ms = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_millis());
    WallTime(i64::try_from(ms).unwrap_or(i64::MAX))
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

/// Maps the system clocks to the game's: a monotonic timestamp since the program started and
/// the civil time for the record.
#[derive(Debug, Clone, Copy)]
pub struct Timebase {
    origin: Instant,
}

impl Timebase {
    /// Starts counting now.
    pub fn start() -> Timebase {
        Timebase {
            origin: Instant::now(),
        }
    }

    /// Starts counting now from `at`, to go on with a table replayed from its journal.
    pub fn resume_at(at: Timestamp) -> Timebase {
        let origin = Instant::now()
            .checked_sub(at.since_origin())
            .unwrap_or_else(Instant::now);
        Timebase { origin }
    }

    /// The current stamp.
    pub fn now(&self) -> Stamp {
        Stamp {
            at: Timestamp::from_origin(self.origin.elapsed()),
            wall: wall_now(),
        }
    }

    /// How long until `at`, from now.
    pub fn until(&self, at: Timestamp) -> Duration {
        at.since_origin().saturating_sub(self.origin.elapsed())
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

/// Runs the app until the user quits or input ends, and gives it back.
///
/// # Errors
///
/// The front end's output failed.
pub fn run(
    mut app: App,
    frontend: &mut dyn Frontend,
    inputs: Receiver<Input>,
    mut outputs: Outputs,
    mut journal: Option<TableJournal>,
    resumed: Option<Stamp>,
) -> std::io::Result<App> {
    let time = resumed.map_or_else(Timebase::start, |s| Timebase::resume_at(s.at));
    for message in std::mem::take(&mut outputs.messages) {
        let effects = app.inform(message);
        frontend.show(&app, &effects)?;
    }
    let mut effects = match resumed {
        Some(_) => app.recovered(time.now()),
        None => app.start(time.now()),
    };
    loop {
        // Nothing an action caused is told to anyone before the action is on disk.
        if let Some(j) = journal.as_mut() {
            for (seat, action, stamp, resolved) in app.take_acted() {
                if let Err(e) = j.append(&Entry::of(seat, &action, resolved, stamp)) {
                    effects.extend(app.inform(e.to_string()));
                }
            }
        }
        let mut quit = false;
        for effect in &effects {
            match effect {
                Effect::Notice(n) => outputs.notice(n, Instant::now()),
                Effect::Speech(control) => outputs.control(*control, Instant::now()),
                Effect::Quit => quit = true,
            }
        }
        frontend.show(&app, &effects)?;
        if quit {
            return Ok(app);
        }
        frontend.draw(&app)?;
        let game_wait = app
            .poll_timeout()
            .map_or(frontend.max_wait(), |at| time.until(at));
        let speech_wait = outputs.poll_timeout().map_or(frontend.max_wait(), |at| {
            at.saturating_duration_since(Instant::now())
        });
        let wait = game_wait.min(speech_wait).min(frontend.max_wait());
        effects = match inputs.recv_timeout(wait) {
            Ok(Input::Line(Some(line))) => {
                frontend.line_read();
                app.update(Msg::Line(line), time.now())
            }
            Ok(Input::Line(None)) | Err(RecvTimeoutError::Disconnected) => return Ok(app),
            Ok(Input::Key(event)) => match push_to_talk(&mut outputs, &mut app, &event) {
                Some(effects) => effects,
                None => match frontend.key(&event) {
                    Some(msg) => app.update(msg, time.now()),
                    None => Vec::new(),
                },
            },
            Ok(Input::Notice(text)) => app.inform(text),
            Ok(Input::Interrupt) => app.update(Msg::Key(Key::Ctrl('c')), time.now()),
            Ok(Input::Device(event)) => match outputs.device_event(event, Instant::now()) {
                Some(message) => app.inform(message),
                None => Vec::new(),
            },
            Err(RecvTimeoutError::Timeout) => {
                outputs.handle_timeout(Instant::now());
                app.handle_timeout(time.now())
            }
        };
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
