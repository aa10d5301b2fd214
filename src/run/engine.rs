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
        opponent::{Opponent, SEAT, Todo},
        words,
    },
    game::Stamp,
    io::engine::{EngineEvent, EngineProcess, Events},
    table::{Seat, Urgency},
};

/// How many engine todos one event may lead to (a fault, a restart that fails): a bound.
const STEPS: usize = 64;

/// The engine at a practice table.
pub struct EngineDevice {
    opponent: Opponent,
    process: Option<EngineProcess>,
    /// The number of the engine's latest start: events of earlier ones are dropped.
    run: u32,
    path: PathBuf,
    events: Events,
    /// What the opponent decided before the loop began, carried out at its first look.
    waiting: Vec<Todo>,
    /// The engine's own clock: deadlines run on it, not on the game's time.
    origin: Instant,
}

impl std::fmt::Debug for EngineDevice {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("EngineDevice")
            .field("opponent", &self.opponent)
            .field("run", &self.run)
            .field("path", &self.path)
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
        let tx = Mutex::new(tx);
        let events: Events = Arc::new(move |event: EngineEvent| {
            if let Ok(tx) = tx.lock() {
                let _ = tx.send(Input::Device(DeviceEvent::Engine(event)));
            }
        });
        let (opponent, waiting) =
            Opponent::new(spec.level, app.table(), recovered, Timestamp::ZERO);
        let _ = app.set_remote(SEAT, true);
        EngineDevice {
            opponent,
            process: None,
            run: 0,
            path: spec.path.clone(),
            events,
            waiting,
            origin: Instant::now(),
        }
    }

    fn now(&self) -> Timestamp {
        Timestamp::ZERO + self.origin.elapsed()
    }

    fn carry_out(&mut self, app: &mut App, todo: Vec<Todo>, stamp: Stamp) -> Vec<Effect> {
        let mut effects = Vec::new();
        let mut work: std::collections::VecDeque<Todo> = todo.into();
        let mut steps = 0;
        while let Some(item) = work.pop_front() {
            steps += 1;
            if steps > STEPS {
                break;
            }
            match item {
                Todo::Spawn => {
                    // The old process (if any) is ended before the new one starts.
                    self.process = None;
                    self.run += 1;
                    match EngineProcess::start(&self.path, self.run, self.events.clone()) {
                        Ok(p) => self.process = Some(p),
                        Err(e) => {
                            let more = self.opponent.spawn_failed(app.table(), e.to_string());
                            work.extend(more);
                        }
                    }
                }
                Todo::Send(lines) => {
                    if let Some(p) = &self.process {
                        for line in lines {
                            p.send(line);
                        }
                    }
                }
                Todo::Act(seat, action) => effects.extend(app.act_device(seat, &action, stamp)),
                Todo::Tell(seat, said) => {
                    let path = self.path.display().to_string();
                    let text = words::said(app.presenters().seat(seat).words(), &said, &path);
                    let urgency = match said {
                        crate::engine::opponent::Said::Fault { .. } => Urgency::Alert,
                        _ => Urgency::Info,
                    };
                    effects.extend(app.tell_seat(seat, text, urgency));
                }
                Todo::Free(seat) => {
                    self.process = None;
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
    ) -> Result<Vec<Effect>, DeviceEvent> {
        let DeviceEvent::Engine(event) = event else {
            return Err(event);
        };
        if event.run() != self.run {
            // An engine ended by a restart.
            return Ok(Vec::new());
        }
        let now = self.now();
        let todo = match event {
            EngineEvent::Line { text, .. } => self.opponent.line(app.table(), &text, now),
            EngineEvent::Exited { .. } => self.opponent.exited(app.table(), now),
        };
        Ok(self.carry_out(app, todo, stamp))
    }

    fn timeout(&mut self, app: &mut App, stamp: Stamp) -> Vec<Effect> {
        let now = self.now();
        let todo = self.opponent.handle_timeout(app.table(), now);
        self.carry_out(app, todo, stamp)
    }

    fn sync(&mut self, app: &mut App, stamp: Stamp) -> Vec<Effect> {
        let mut todo = std::mem::take(&mut self.waiting);
        let now = self.now();
        todo.extend(self.opponent.sync(app.table(), now, stamp.at));
        self.carry_out(app, todo, stamp)
    }

    fn request(
        &mut self,
        app: &mut App,
        seat: Seat,
        request: &CoachRequest,
        stamp: Stamp,
    ) -> Option<Vec<Effect>> {
        let CoachRequest::Ask(ask) = request else {
            return None;
        };
        if ask.is_study() || matches!(ask, Ask::NewGame | Ask::Flip) {
            return None;
        }
        let now = self.now();
        let todo = self.opponent.ask(app.table(), seat, *ask, now);
        Some(self.carry_out(app, todo, stamp))
    }
}
