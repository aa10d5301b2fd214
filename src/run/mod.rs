//! The live program: one loop that feeds the app keys or lines, device reports and the passing
//! of time, and carries out its effects (speech, sound, printing or drawing). Edge code: the only
//! place that reads the system clock, owns the terminal and starts threads.

pub mod journal;
pub mod line;
pub mod outputs;
pub mod screen;

use std::{
    path::Path,
    sync::mpsc::{self, Receiver, RecvTimeoutError},
    time::{Duration, Instant, SystemTime, UNIX_EPOCH},
};

use crossterm::event::KeyEvent;

use crate::{
    app::{App, Effect, Msg},
    clock::Timestamp,
    config::Settings,
    game::{Stamp, WallTime},
};
pub use journal::TableJournal;
pub use outputs::{DeviceEvent, Outputs};

/// The civil time now, for the record: the one place the program reads it.
pub fn wall_now() -> WallTime {
    let ms = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_millis());
    WallTime(i64::try_from(ms).unwrap_or(i64::MAX))
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
}

/// How the loop shows things: printed lines or a drawn screen.
pub trait Frontend {
    /// Shows the notices of `effects` (line mode prints them; the screen draws them later).
    ///
    /// # Errors
    ///
    /// Output failed.
    fn show(&mut self, effects: &[Effect]) -> std::io::Result<()>;
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
        frontend.show(&effects)?;
    }
    let mut effects = match resumed {
        Some(_) => app.recovered(time.now()),
        None => app.start(time.now()),
    };
    loop {
        // Nothing an action caused is told to anyone before the action is on disk.
        if let Some(j) = journal.as_mut() {
            for (seat, action, stamp) in app.take_acted() {
                if let Err(e) = j.append(seat, &action, stamp) {
                    let text = format!("{}: {e}", j.path().display());
                    effects.extend(app.inform(text));
                }
            }
        }
        let mut quit = false;
        for effect in &effects {
            match effect {
                Effect::Notice(n) => outputs.notice(n, Instant::now()),
                Effect::Speech(control) => outputs.control(*control, Instant::now()),
                Effect::Cue(cue) => outputs.cue(*cue, Instant::now()),
                Effect::Quit => quit = true,
            }
        }
        frontend.show(&effects)?;
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
            Ok(Input::Line(Some(line))) => app.update(Msg::Line(line), time.now()),
            Ok(Input::Line(None)) | Err(RecvTimeoutError::Disconnected) => return Ok(app),
            Ok(Input::Key(event)) => match frontend.key(&event) {
                Some(msg) => app.update(msg, time.now()),
                None => Vec::new(),
            },
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

/// Starts the outputs the settings ask for, with device reports sent to the loop.
pub fn outputs(
    settings: &Settings,
    record_audio: Option<&Path>,
    tx: mpsc::Sender<Input>,
) -> Outputs {
    let (device_tx, device_rx) = mpsc::channel::<DeviceEvent>();
    std::thread::spawn(move || {
        for event in device_rx {
            if tx.send(Input::Device(event)).is_err() {
                return;
            }
        }
    });
    Outputs::open(settings, record_audio, device_tx)
}
