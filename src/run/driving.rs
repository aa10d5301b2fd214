//! The table's side of the one live loop: the app with its front end, outputs and journal,
//! and, around it, the devices that joined (the host's remotes), the host it follows (a joined
//! device) and the outlets of its entries (a hall's bus). Edge code: it reads the clock, writes
//! the journal and files for the arbiter.

use std::{sync::mpsc::Receiver, time::Instant};

use crossterm::event::KeyEvent;

use super::{
    Driven, Flow, Frontend, Input, Now, Outlet, Outputs, TableJournal, Timebase, drive, follower,
    host, net, outputs::DeviceEvent, play,
};
use crate::{
    app::{App, Effect, Key, Msg},
    game::Stamp,
    io::speech::SpeechEvent,
};

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
    follower: Option<follower::LinkFollower>,
    /// Where journaled entries also go.
    outlets: Vec<Box<dyn Outlet>>,
    /// A journal write failed: nothing more is journaled, sent or acknowledged.
    journal_failed: bool,
}

impl TableLoop<'_> {
    /// Journals what the app did, then carries out `effects` and redraws, at `now`.
    fn carry_out(&mut self, mut effects: Vec<Effect>, now: Now) -> std::io::Result<Flow> {
        // The seats' devices (an engine) answer what was asked and look at the table again.
        let stamp = self.time.stamp(now);
        effects.extend(super::devices::settle(
            &mut self.outputs.devices,
            &mut self.app,
            stamp,
            now.instant,
        ));
        // The sighted player's e-board is held to the table as it now stands (it may act).
        if let Some(board) = self.outputs.eboard.as_mut() {
            effects.extend(board.sync(&mut self.app, stamp, now.instant));
        }
        // Nothing an action caused is told to anyone before the action is on disk.
        let acted = self.app.take_acted();
        let written = match self.journal.as_mut() {
            Some(j) => {
                let mut written = Vec::with_capacity(acted.len());
                for (entry, state) in acted {
                    // After a failed write the journal takes nothing more: a journal with a
                    // hole would bring back another game than the one played.
                    if self.journal_failed {
                        break;
                    }
                    match j.append(&entry) {
                        Ok(seq) => {
                            for outlet in &mut self.outlets {
                                outlet.journaled(seq, &entry, state);
                            }
                            written.push((entry, state));
                        }
                        Err(e) => {
                            self.journal_failed = true;
                            let path = j.path().display().to_string();
                            let reason = e.to_string();
                            let told = self.app.words().format(
                                "journal-write-failed",
                                &[
                                    ("path", crate::i18n::Arg::Str(&path)),
                                    ("reason", crate::i18n::Arg::Str(&reason)),
                                ],
                            );
                            effects.extend(self.app.inform(told));
                        }
                    }
                }
                written
            }
            // Without a journal (--no-journal) nothing is on disk anywhere: the devices get
            // what is played.
            None => acted,
        };
        // Only what is on disk goes to the other devices.
        if let Some(remotes) = self.remotes.as_mut() {
            remotes.journaled(written, now.instant);
        }
        if let Some(follower) = self.follower.as_mut() {
            for failed in follower.requests(self.app.take_requests(), now.instant) {
                effects.extend(self.app.inform(failed));
            }
        }
        let mut quit = false;
        let mut arbiter_files = Vec::new();
        for effect in &effects {
            match effect {
                Effect::Notice(n) => self.outputs.notice(n, now.instant),
                Effect::Speech(control) => self.outputs.control(*control, now.instant),
                Effect::Cue(cue) => self.outputs.cue(*cue, now.instant),
                Effect::Quit => quit = true,
                // Help is the frontend's to show; it is neither spoken nor sounded.
                Effect::Help { .. } => {}
                Effect::File { name, text } => {
                    // Beside this device's journal: the host's, or a joined device's copy.
                    let beside = self.journal.as_ref().map(|j| j.path()).or_else(|| {
                        self.follower
                            .as_ref()
                            .map(follower::LinkFollower::journal_path)
                    });
                    let (path, written) = write_for_arbiter(beside, name, text);
                    let path = path.display().to_string();
                    arbiter_files.extend(self.app.arbiter_file(name, &path, written.err()));
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
    fn net(&mut self, event: net::NetEvent, now: Now) -> std::io::Result<Flow> {
        if self.follower.is_some() {
            return self.follow(event, now);
        }
        let Some(remotes) = self.remotes.as_mut() else {
            return Ok(Flow::Go);
        };
        let mut flow = Flow::Go;
        for todo in remotes.net_event(event, now.instant) {
            let effects = match todo {
                // Acknowledged once its entry is on disk ([`host::Remotes::journaled`]): a
                // device keeps (and resends) a request the journal did not take.
                host::HostTodo::Act {
                    seat,
                    action,
                    said,
                    secrets,
                    via,
                } => self
                    .app
                    .act_remote(seat, &action, said, secrets, via, self.time.stamp(now)),
                host::HostTodo::Tell(text) => self.app.inform(text),
                host::HostTodo::Remote(seat, taken) => self.app.set_remote(seat, taken),
                host::HostTodo::Key(seat, key) => {
                    self.app.device_key(seat, key, self.time.stamp(now))
                }
                host::HostTodo::Link(seat, up) => {
                    self.app.set_link(seat, up);
                    Vec::new()
                }
            };
            flow = self.carry_out(effects, now)?;
        }
        Ok(flow)
    }
}

impl TableLoop<'_> {
    /// Something from the host this device follows: its entries are applied to the replica in
    /// order, journaled, then acknowledged.
    fn follow(&mut self, event: net::NetEvent, now: Now) -> std::io::Result<Flow> {
        let Some(follower) = self.follower.as_mut() else {
            return Ok(Flow::Go);
        };
        let mut flow = Flow::Go;
        for todo in follower.net_event(event, now.instant) {
            let effects = match todo {
                follower::FollowerTodo::Apply {
                    entry,
                    seq,
                    position,
                    quiet,
                } => {
                    let at = entry.stamp().at;
                    if at > self.time.stamp(now).at {
                        // The host's clock is the table's: this device follows it.
                        self.time = Timebase::resume_at(at, now.instant);
                    }
                    let mut effects = match self.app.apply_entry(&entry, quiet) {
                        Ok(effects) => effects,
                        // Nothing of it is taken; the state hash tells the host the boards
                        // part (D.2.9), and this seat hears why in its words.
                        Err(_) => {
                            let text = self.app.words().text("link-entry-refused");
                            self.app.inform(text)
                        }
                    };
                    let same = self.app.table().state_hash() == position;
                    let Some(follower) = self.follower.as_mut() else {
                        break;
                    };
                    for then in follower.applied(&entry, seq, same) {
                        effects.extend(match then {
                            follower::FollowerTodo::Tell(text) => self.app.inform(text),
                            follower::FollowerTodo::CaughtUp(n) => self.caught_up(n, now),
                            // An entry's application brings no more entries nor a link event.
                            follower::FollowerTodo::Apply { .. }
                            | follower::FollowerTodo::Link(_) => Vec::new(),
                        });
                    }
                    effects
                }
                follower::FollowerTodo::Tell(text) => self.app.inform(text),
                follower::FollowerTodo::CaughtUp(n) => self.caught_up(n, now),
                follower::FollowerTodo::Link(up) => {
                    let seat = self.app.keyboard();
                    self.app.set_link(seat, up);
                    Vec::new()
                }
            };
            flow = self.carry_out(effects, now)?;
        }
        Ok(flow)
    }

    /// Where the game stands, once this device holds every entry made before it joined.
    fn caught_up(&mut self, entries: u64, now: Now) -> Vec<Effect> {
        let words = self.app.words();
        let seat = self.app.keyboard();
        let stamp = self.time.stamp(now);
        let stands = play::where_it_stands(self.app.table(), stamp, words, seat);
        let caught = words.format(
            "link-caught-up",
            &[("entries", crate::i18n::Arg::Num(entries as i64))],
        );
        let mut effects = self.app.inform(caught);
        effects.extend(self.app.inform(stands));
        // An arbiter joining an adjourned game gets its envelope here, as at the sealing.
        if seat == crate::table::Seat::Arbiter
            && let Some(envelope) = self.app.table().envelope(stamp.at)
        {
            effects.push(Effect::File {
                name: "envelope",
                text: crate::present::files::envelope(&envelope),
            });
        }
        effects
    }
}

impl Driven for TableLoop<'_> {
    type Event = Input;

    fn deadline(&self, now: Now) -> Option<Instant> {
        // The front end's longest sleep (the screen redraws its clocks every second), the
        // game's next event, and what the outputs, the link, the seats' devices and the
        // sighted player's e-board wait for.
        let game = self.app.poll_timeout().map(|at| self.time.instant(at));
        let link = (self.remotes.as_ref().and_then(host::Remotes::poll_timeout)).or_else(|| {
            self.follower
                .as_ref()
                .and_then(follower::LinkFollower::poll_timeout)
        });
        let eboard = (self.outputs.eboard.as_ref()).and_then(super::eboard::Eboard::poll_timeout);
        [
            game,
            link,
            eboard,
            self.outputs.poll_timeout(),
            super::devices::poll_timeout(&self.outputs.devices),
        ]
        .into_iter()
        .flatten()
        .chain([now.instant + self.frontend.max_wait()])
        .min()
    }

    fn input(&mut self, input: Input, now: Now) -> std::io::Result<Flow> {
        let stamp = self.time.stamp(now);
        let effects = match input {
            Input::Line(Some(line)) => {
                self.frontend.line_read();
                self.app.update(Msg::Line(line), stamp)
            }
            Input::Line(None) => return Ok(Flow::Stop),
            Input::Key(event) => match push_to_talk(&mut self.outputs, &mut self.app, &event) {
                Some(effects) => effects,
                None => match self.frontend.key(&event) {
                    Some(msg) => self.app.update(msg, stamp),
                    None => Vec::new(),
                },
            },
            Input::Notice(text) => self.app.inform(text),
            Input::Device(DeviceEvent::Eboard(event)) => match self.outputs.eboard.as_mut() {
                Some(board) => board.line_event(&mut self.app, event, stamp, now.instant),
                None => Vec::new(),
            },
            Input::Interrupt => self.app.update(Msg::Key(Key::Ctrl('c')), stamp),
            Input::Device(event) => {
                let devices = &mut self.outputs.devices;
                let app = &mut self.app;
                let event = match super::devices::report(devices, app, event, stamp, now.instant) {
                    Ok(effects) => return self.carry_out(effects, now),
                    Err(event) => event,
                };
                let finished = matches!(event, DeviceEvent::Speech(SpeechEvent::Finished { .. }));
                let mut effects = match self.outputs.device_event(event, now.instant) {
                    Some(message) => self.app.inform(message),
                    None => Vec::new(),
                };
                if finished && self.outputs.quiet() {
                    effects.extend(self.app.update(Msg::SpeechDone, stamp));
                }
                effects
            }
            Input::Net(event) => return self.net(event, now),
            Input::Remote {
                seat,
                action,
                said,
                via,
            } => self.app.act_remote(
                seat,
                &action,
                said,
                crate::table::replay::Secrets::default(),
                via,
                stamp,
            ),
        };
        self.carry_out(effects, now)
    }

    fn timeout(&mut self, now: Now) -> std::io::Result<Flow> {
        self.outputs.handle_timeout(now.instant);
        if let Some(remotes) = self.remotes.as_mut() {
            remotes.handle_timeout(now.instant);
        }
        if let Some(follower) = self.follower.as_mut() {
            follower.handle_timeout(now.instant);
        }
        let stamp = self.time.stamp(now);
        let mut effects = self.app.handle_timeout(stamp);
        effects.extend(super::devices::timeout(
            &mut self.outputs.devices,
            &mut self.app,
            stamp,
            now.instant,
        ));
        if let Some(board) = self.outputs.eboard.as_mut() {
            effects.extend(board.timeout(&mut self.app, stamp, now.instant));
        }
        self.carry_out(effects, now)
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
    let now = Now::read();
    let time = resumed.map_or_else(
        || Timebase::start(now.instant),
        |s| Timebase::resume_at(s.at, now.instant),
    );
    for message in std::mem::take(&mut outputs.messages) {
        let effects = app.inform(message);
        frontend.show(&app, &effects)?;
    }
    if outputs.speaks() {
        app.speaks_for(outputs.seat);
    }
    app.set_press_heard(outputs.cues_heard());
    let effects = match resumed {
        Some(_) => app.recovered(time.stamp(now)),
        None => app.start(time.stamp(now)),
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
        journal_failed: false,
    };
    if table.carry_out(effects, now)? == Flow::Go {
        drive(&mut table, &inputs, now)?;
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
    follower: follower::LinkFollower,
) -> std::io::Result<App> {
    if outputs.speaks() {
        app.speaks_for(outputs.seat);
    }
    app.set_press_heard(outputs.cues_heard());
    for message in std::mem::take(&mut outputs.messages) {
        let effects = app.inform(message);
        frontend.show(&app, &effects)?;
    }
    let now = Now::read();
    let mut table = TableLoop {
        app,
        frontend,
        outputs,
        journal: None,
        time: Timebase::start(now.instant),
        remotes: None,
        follower: Some(follower),
        outlets: Vec::new(),
        journal_failed: false,
    };
    if table.carry_out(Vec::new(), now)? == Flow::Go {
        drive(&mut table, &inputs, now)?;
    }
    Ok(table.app)
}

/// Writes a file for the arbiter (an envelope, a III.6 referral) beside the journal, or in the
/// working directory without one; gives where, and why not when it could not.
fn write_for_arbiter(
    journal: Option<&std::path::Path>,
    name: &str,
    text: &str,
) -> (std::path::PathBuf, Result<(), String>) {
    let path = match journal {
        Some(j) => {
            let mut p = j.as_os_str().to_owned();
            p.push(format!(".{name}.txt"));
            std::path::PathBuf::from(p)
        }
        None => std::path::PathBuf::from(format!("annabella-{name}.txt")),
    };
    let written = std::fs::write(&path, text).map_err(|e| e.to_string());
    (path, written)
}

/// The push-to-talk key (feature `asr`), handled before the keymap.
#[cfg(feature = "asr")]
fn push_to_talk(outputs: &mut Outputs, app: &mut App, event: &KeyEvent) -> Option<Vec<Effect>> {
    super::listen::key(outputs, app, event)
}

#[cfg(not(feature = "asr"))]
fn push_to_talk(_: &mut Outputs, _: &mut App, _: &KeyEvent) -> Option<Vec<Effect>> {
    None
}
