//! The engine that plays a practice game's opponent, in the one loop (edge): an input device of
//! the opponent's seat, as the recognizer is of the keyboard's. Its process's lines come to the
//! loop as [`DeviceEvent::Engine`]; the pure [`Opponent`] decides, and what it decides is
//! carried out here: lines written to the engine, the seat's actions taken as if typed, seats
//! told in their words, the engine started again after a fault.

use std::{
    path::PathBuf,
    sync::{Arc, Mutex, mpsc::Sender},
    time::Instant,
};

use super::{DeviceEvent, Input, devices::SeatDevice};
use crate::{
    app::{App, CoachRequest, Effect},
    clock::Timestamp,
    engine::{
        Ask, EngineSpec,
        opponent::{Opponent, OpponentTodo, SEAT},
        telling,
    },
    game::Stamp,
    io::engine::{EngineEvent, EngineEvents, EngineProcess},
    table::{Seat, Urgency},
};

/// How many engine todos one event may lead to (a fault, a restart that fails): a bound.
const STEPS: usize = 64;

/// An engine's process as the loop holds it: started (again) on request, lines written to it,
/// and its events known by the number of the start they come from.
pub(crate) struct EngineLink {
    process: Option<EngineProcess>,
    /// The number of the latest start: events of earlier ones are dropped.
    run: u32,
    path: PathBuf,
    events: EngineEvents,
}

impl std::fmt::Debug for EngineLink {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("EngineLink")
            .field("run", &self.run)
            .field("path", &self.path)
            .finish_non_exhaustive()
    }
}

impl EngineLink {
    /// The engine at `path`, its events sent to the loop through `tx`; not started yet.
    pub(crate) fn new(path: PathBuf, tx: Sender<Input>) -> EngineLink {
        let tx = Mutex::new(tx);
        let events: EngineEvents = Arc::new(move |event: EngineEvent| {
            if let Ok(tx) = tx.lock() {
                let _ = tx.send(Input::Device(DeviceEvent::Engine(event)));
            }
        });
        EngineLink {
            process: None,
            run: 0,
            path,
            events,
        }
    }

    /// The engine's program.
    pub(crate) fn path(&self) -> &std::path::Path {
        &self.path
    }

    /// Starts the engine, ending the one before.
    ///
    /// # Errors
    ///
    /// Why it could not be started.
    pub(crate) fn spawn(&mut self) -> Result<(), crate::present::cli::FileProblem> {
        self.process = None;
        self.run += 1;
        let process = EngineProcess::start(&self.path, self.run, self.events.clone())
            .map_err(|e| crate::present::cli::FileProblem::of(&e))?;
        self.process = Some(process);
        Ok(())
    }

    /// Writes lines to the engine, if it runs.
    pub(crate) fn send(&self, lines: Vec<String>) {
        if let Some(p) = &self.process {
            for line in lines {
                p.send(line);
            }
        }
    }

    /// Ends the engine.
    pub(crate) fn stop(&mut self) {
        self.process = None;
    }

    /// Whether an event is from the engine's latest start.
    pub(crate) fn current(&self, event: &EngineEvent) -> bool {
        event.run() == self.run
    }
}

/// The engine at a practice table.
pub struct EngineDevice {
    opponent: Opponent,
    link: EngineLink,
    /// What the opponent decided before the loop began, carried out at its first look.
    waiting: Vec<OpponentTodo>,
    /// The engine's own clock: deadlines run on it, not on the game's time.
    origin: Instant,
}

impl std::fmt::Debug for EngineDevice {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("EngineDevice")
            .field("opponent", &self.opponent)
            .field("link", &self.link)
            .finish_non_exhaustive()
    }
}

impl EngineDevice {
    /// The engine `spec` names, at the opponent's seat of `app`'s table (taken from the
    /// keyboard); `recovered` when the game was brought back from its journal. Its events go to
    /// the loop through `tx`; it starts at the loop's first look.
    pub fn new(
        spec: &EngineSpec,
        app: &mut App,
        recovered: bool,
        tx: Sender<Input>,
    ) -> EngineDevice {
        let (opponent, waiting) =
            Opponent::new(spec.level, app.table(), recovered, Timestamp::ZERO);
        let _ = app.set_remote(SEAT, true);
        EngineDevice {
            opponent,
            link: EngineLink::new(spec.path.clone(), tx),
            waiting,
            origin: Instant::now(),
        }
    }

    /// The engine's time at the instant the loop woke.
    fn at(&self, woke: Instant) -> Timestamp {
        Timestamp::ZERO + woke.saturating_duration_since(self.origin)
    }

    fn carry_out(&mut self, app: &mut App, todo: Vec<OpponentTodo>, stamp: Stamp) -> Vec<Effect> {
        let mut effects = Vec::new();
        let mut work: std::collections::VecDeque<OpponentTodo> = todo.into();
        let mut steps = 0;
        while let Some(item) = work.pop_front() {
            steps += 1;
            if steps > STEPS {
                break;
            }
            match item {
                OpponentTodo::Spawn => {
                    if let Err(e) = self.link.spawn() {
                        work.extend(self.opponent.spawn_failed(app.table(), e));
                    }
                }
                OpponentTodo::Send(lines) => self.link.send(lines),
                OpponentTodo::Act(seat, action) => {
                    effects.extend(app.act_device(seat, &action, stamp))
                }
                OpponentTodo::Tell(seat, said) => {
                    let path = self.link.path().display().to_string();
                    let text = telling::said(app.presenters().seat(seat).words(), &said, &path);
                    let urgency = match said {
                        crate::engine::opponent::EngineSaid::Fault { .. } => Urgency::Alert,
                        _ => Urgency::Info,
                    };
                    effects.extend(app.tell_seat(seat, text, urgency));
                }
                OpponentTodo::Free(seat) => {
                    self.link.stop();
                    effects.extend(app.set_remote(seat, false));
                }
            }
        }
        effects
    }
}

impl SeatDevice for EngineDevice {
    fn poll_timeout(&self) -> Option<Instant> {
        let at = self.opponent.poll_timeout()?;
        Some(self.origin + at.saturating_since(Timestamp::ZERO))
    }

    fn report(
        &mut self,
        app: &mut App,
        event: DeviceEvent,
        stamp: Stamp,
        woke: Instant,
    ) -> Result<Vec<Effect>, DeviceEvent> {
        let DeviceEvent::Engine(event) = event else {
            return Err(event);
        };
        if !self.link.current(&event) {
            // An engine ended by a restart.
            return Ok(Vec::new());
        }
        let now = self.at(woke);
        let todo = match event {
            EngineEvent::Line { text, .. } => self.opponent.line(app.table(), &text, now),
            EngineEvent::Exited { .. } => self.opponent.exited(app.table(), now),
        };
        Ok(self.carry_out(app, todo, stamp))
    }

    fn timeout(&mut self, app: &mut App, stamp: Stamp, woke: Instant) -> Vec<Effect> {
        let now = self.at(woke);
        let todo = self.opponent.handle_timeout(app.table(), now);
        self.carry_out(app, todo, stamp)
    }

    fn sync(&mut self, app: &mut App, stamp: Stamp, woke: Instant) -> Vec<Effect> {
        let mut todo = std::mem::take(&mut self.waiting);
        let now = self.at(woke);
        todo.extend(self.opponent.sync(app.table(), now, stamp.at));
        self.carry_out(app, todo, stamp)
    }

    fn request(
        &mut self,
        app: &mut App,
        seat: Seat,
        request: &CoachRequest,
        stamp: Stamp,
        woke: Instant,
    ) -> Option<Vec<Effect>> {
        let CoachRequest::Ask(ask) = request else {
            return None;
        };
        if ask.is_study() || matches!(ask, Ask::NewGame | Ask::Flip) {
            return None;
        }
        let now = self.at(woke);
        let todo = self.opponent.ask(app.table(), seat, *ask, now);
        app.set_engine_level(self.opponent.level());
        Some(self.carry_out(app, todo, stamp))
    }
}
