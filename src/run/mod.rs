//! The live program: one loop that feeds the app keys or lines, device reports and the passing
//! of time, and carries out its effects (speech, sound, printing or drawing). Edge code: the only
//! place that reads the system clock, owns the terminal and starts threads.

pub mod board;
pub mod devices;
mod driving;
pub mod eboard;
pub mod engine;
pub mod follower;
mod forward;
pub mod hall;
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
pub mod play;
pub mod relay;
pub mod say;
pub mod screen;
pub mod scripts;
pub mod settings;
pub mod study;

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
    ids::Ids,
    journal::JournalFile,
    table::journal::TableRecords,
};
pub use driving::{run, run_following, run_hosting, run_with_outlets};
pub use outputs::{DeviceEvent, Outputs};

/// Says a mistake of the command line, or a file it names, on standard error in `lang`
/// ("annabella: …"): every subcommand's errors go through here and `present::cli::worded`.
pub fn say_error(lang: crate::i18n::Lang, error: &crate::present::cli::CliError) {
    use std::io::Write as _;
    let words = crate::i18n::Localizer::builtin(lang);
    let format =
        |id: &str, args: &[(&str, crate::i18n::Arg<'_>)]| -> String { words.format(id, args) };
    let said = crate::present::cli::worded(&format, error);
    let _ = writeln!(std::io::stderr(), "annabella: {said}");
}

/// The civil time now, for the record: the one place the program reads it.
pub fn wall_now() -> WallTime {
    let ms = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_millis());
    WallTime(i64::try_from(ms).unwrap_or(i64::MAX))
}

/// The command that goes on with the game in `path`, quoted for a shell when it needs it.
pub fn resume_command(path: &Path, reader: bool) -> String {
    let mut words = vec![
        "annabella".to_owned(),
        "resume".to_owned(),
        path.display().to_string(),
    ];
    if reader {
        words.push("--reader".into());
    }
    shell_line(&words)
}

/// `words` as one line to paste into a shell: each word quoted unless plain.
pub fn shell_line(words: &[String]) -> String {
    words
        .iter()
        .map(|text| {
            let plain = !text.is_empty()
                && text
                    .chars()
                    .all(|c| c.is_alphanumeric() || "/._-+:@%,=".contains(c));
            if plain {
                text.clone()
            } else {
                format!("'{}'", text.replace('\'', "'\\''"))
            }
        })
        .collect::<Vec<_>>()
        .join(" ")
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

/// One reading of the clocks, monotonic and civil: taken once each time the loop wakes and
/// handed to everything it drives, so that all that one wake does happens at one instant.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Now {
    /// The monotonic clock, for timeouts and the game's time.
    pub instant: Instant,
    /// The civil time, for the record.
    pub wall: WallTime,
}

impl Now {
    /// Reads both clocks.
    pub fn read() -> Now {
        Now {
            instant: Instant::now(),
            wall: wall_now(),
        }
    }
}

/// Maps the system clocks to the game's: a monotonic timestamp counted from where the game
/// stood when the program started (zero, or the last journaled instant) and the civil time for
/// the record. It reads no clock itself: each instant is handed to it.
#[derive(Debug, Clone, Copy)]
pub struct Timebase {
    origin: Instant,
    base: Timestamp,
}

impl Timebase {
    /// Starts counting at `origin`.
    pub fn start(origin: Instant) -> Timebase {
        Timebase::resume_at(Timestamp::ZERO, origin)
    }

    /// Starts counting at `origin` from `at`, to go on with a game replayed from its journal.
    pub fn resume_at(at: Timestamp, origin: Instant) -> Timebase {
        Timebase { origin, base: at }
    }

    /// The stamp of `now`.
    pub fn stamp(&self, now: Now) -> Stamp {
        Stamp {
            at: self.base + now.instant.saturating_duration_since(self.origin),
            wall: now.wall,
        }
    }

    /// The instant at which the game's time is `at`.
    pub fn instant(&self, at: Timestamp) -> Instant {
        self.origin + at.saturating_since(self.base)
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
        /// The words it was said in.
        said: Option<String>,
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

/// What the one live loop drives: a table (or the one-board game) with its seats' presenters
/// and devices, the hall's arbiter station, the hall's relay. The loop owns the waiting and
/// the clock: it reads the clock once when it wakes and hands that instant down; the driven
/// side maps it to its own time and carries out its effects.
pub trait Driven {
    /// What wakes it.
    type Event;
    /// The latest instant the loop may sleep to before [`Driven::timeout`] is due, seen from
    /// `now` (the last wake); `None` for no limit.
    fn deadline(&self, now: Now) -> Option<Instant>;
    /// Something arrived at `now`.
    ///
    /// # Errors
    ///
    /// Output (or the journal) failed.
    fn input(&mut self, event: Self::Event, now: Now) -> std::io::Result<Flow>;
    /// The deadline came: it is `now`.
    ///
    /// # Errors
    ///
    /// Output (or the journal) failed.
    fn timeout(&mut self, now: Now) -> std::io::Result<Flow>;
}

/// The one live loop: sleeps until the next input or the earliest deadline (no busy waiting),
/// reads the clock once as it wakes and hands the input (or the timeout) and that instant to
/// `driven`, until it says stop or every sender of `inputs` is gone. `now` is when it starts.
///
/// # Errors
///
/// What `driven` reports.
pub fn drive<D: Driven>(
    driven: &mut D,
    inputs: &Receiver<D::Event>,
    mut now: Now,
) -> std::io::Result<()> {
    loop {
        // The sleep is measured from this moment, not from the wake: what the last wake did
        // takes time too, and a deadline is not to be late by it.
        let received = match driven.deadline(now) {
            Some(due) => inputs.recv_timeout(due.saturating_duration_since(Instant::now())),
            None => inputs.recv().map_err(|_| RecvTimeoutError::Disconnected),
        };
        now = Now::read();
        let flow = match received {
            Ok(event) => driven.input(event, now)?,
            Err(RecvTimeoutError::Timeout) => driven.timeout(now)?,
            Err(RecvTimeoutError::Disconnected) => Flow::Stop,
        };
        if flow == Flow::Stop {
            return Ok(());
        }
    }
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

    /// Records what the loop hands it: each input and timeout with the instant it woke at.
    struct Recorder {
        due: Option<Instant>,
        seen: Vec<(Option<u32>, Now)>,
        /// Sent once the deadline came: so the timeout comes between two inputs, whatever the
        /// machine's speed.
        after_timeout: Option<mpsc::Sender<u32>>,
    }

    impl Driven for Recorder {
        type Event = u32;

        fn deadline(&self, _: Now) -> Option<Instant> {
            self.due
        }

        fn input(&mut self, event: u32, now: Now) -> std::io::Result<Flow> {
            self.seen.push((Some(event), now));
            Ok(if event == 0 { Flow::Stop } else { Flow::Go })
        }

        fn timeout(&mut self, now: Now) -> std::io::Result<Flow> {
            self.seen.push((None, now));
            self.due = None;
            if let Some(tx) = self.after_timeout.take() {
                let _ = tx.send(0);
            }
            Ok(Flow::Go)
        }
    }

    #[test]
    fn the_loop_hands_down_the_instant_it_woke_at_never_before_a_deadline() {
        let start = Now::read();
        let due = start.instant + Duration::from_millis(5);
        let (tx, rx) = mpsc::channel();
        tx.send(7).unwrap();
        let mut driven = Recorder {
            due: Some(due),
            seen: Vec::new(),
            after_timeout: Some(tx),
        };
        drive(&mut driven, &rx, start).unwrap();
        let kinds: Vec<Option<u32>> = driven.seen.iter().map(|(e, _)| *e).collect();
        assert_eq!(kinds, [Some(7), None, Some(0)]);
        let instants: Vec<Instant> = driven.seen.iter().map(|(_, n)| n.instant).collect();
        // Each wake is read once, in order, and the timeout is never early.
        assert!(instants.windows(2).all(|w| w[0] <= w[1]));
        assert!(instants[1] >= due);
    }

    #[test]
    fn the_loop_ends_when_every_sender_is_gone() {
        let mut driven = Recorder {
            due: None,
            seen: Vec::new(),
            after_timeout: None,
        };
        let (tx, rx) = mpsc::channel::<u32>();
        tx.send(1).unwrap();
        drop(tx);
        drive(&mut driven, &rx, Now::read()).unwrap();
        assert_eq!(driven.seen.len(), 1);
    }
}
