//! `annabella hall relay` (edge): follows the tournament's stream through
//! [`crate::io::nats::station`] as a reader, driven by the one loop ([`super::drive`]), and
//! writes each round's PGN with %clk, delayed; what to write is [`crate::hall::relay`]'s.

use std::{
    collections::BTreeMap,
    path::{Path, PathBuf},
    process::ExitCode,
    sync::mpsc,
    time::{Duration, Instant},
};

use super::{
    Driven, Flow, Now,
    hall::{Wake, follow, log_news},
};
use crate::{
    hall::{
        HallModel,
        model::Release,
        relay::{Relay, round_file},
        wire::read_line,
    },
    i18n::{Arg, Localizer},
    io::nats::{Bus, station::Delivered},
};

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
    if let Err(e) = std::fs::create_dir_all(&args.out) {
        not_written(&words, &args.out, &e);
        return ExitCode::FAILURE;
    }
    let (tx, rx) = mpsc::channel::<Wake>();
    let _follower = match follow(&args.bus, false, false, &tx, &words) {
        Ok(f) => f,
        Err(code) => return code,
    };
    // The stream's thread holds the only sender: the loop ends with it.
    drop(tx);
    let now = Now::read();
    let mut relay = RelayLoop {
        args,
        words,
        model: HallModel::new(),
        relay: Relay::new(args.delay),
        written: BTreeMap::new(),
        next: now.instant,
    };
    match super::drive(&mut relay, &rx, now) {
        Ok(()) => ExitCode::SUCCESS,
        Err(_) => ExitCode::FAILURE,
    }
}

/// Says that `file` cannot be written (the system's reason to the devices log).
fn not_written(words: &Localizer, file: &Path, e: &std::io::Error) {
    super::outputs::log_details(&format!("hall relay: {}: {e}", file.display()));
    let file = file.display().to_string();
    eprintln!(
        "annabella: {}",
        words.format("hall-relay-not-written", &[("file", Arg::Str(&file))])
    );
}

/// The relay, driven by the one loop: the hall's model from the stream, and the round files
/// written from it every so often, delayed.
struct RelayLoop<'a> {
    args: &'a RelayArgs,
    words: Localizer,
    model: HallModel,
    relay: Relay,
    /// What each round's file holds, so that an unchanged one is not written again.
    written: BTreeMap<String, String>,
    /// When the files are next brought up to date.
    next: Instant,
}

impl RelayLoop<'_> {
    /// What the model could not read goes to the devices log.
    fn log_details(&mut self) {
        for (n, detail) in self.model.take_details() {
            let url = &self.args.bus.url;
            super::outputs::log_details(&format!("hall {url}: table {n}: {detail}"));
        }
    }
}

impl Driven for RelayLoop<'_> {
    type Event = Wake;

    fn deadline(&self, _: Now) -> Option<Instant> {
        Some(self.next)
    }

    fn input(&mut self, wake: Wake, now: Now) -> std::io::Result<Flow> {
        let (model, relay) = (&mut self.model, &mut self.relay);
        match wake {
            Wake::Delivered(Delivered::Line {
                table,
                bytes,
                versions,
            }) => match model.release(table, versions) {
                Release::Same => match read_line(&bytes) {
                    Ok(line) => {
                        // A table's next game replaces its last one in the model: the relay takes
                        // what it did not have of the last one first.
                        if line.seq() == 0
                            && let Some(followed) = model.table(table)
                        {
                            relay.observe(table, followed);
                        }
                        model.receive(table, line, now.wall);
                    }
                    Err(e) => model.trouble(table, e.to_string()),
                },
                // Another release's lines are not relayed; which table runs which is said once.
                Release::Other(other) => {
                    let format = |id: &str, args: &[(&str, Arg<'_>)]| self.words.format(id, args);
                    let text = crate::present::release::hall_other_release(&format, table, &other);
                    let url = &self.args.bus.url;
                    super::outputs::log_details(&format!("hall {url}: {text}"));
                    eprintln!("annabella: {text}");
                }
                Release::Told => {}
            },
            Wake::Delivered(Delivered::Snapshot { table, snapshot }) => {
                // The snapshots of a table's games come oldest first, each replacing the last.
                if let Some(followed) = model.table(table) {
                    relay.observe(table, followed);
                }
                model.restore(table, &snapshot);
            }
            Wake::Notice(news) => {
                log_news(&news, &self.args.bus.url);
                eprintln!("annabella: {}", news.words(&self.words, &self.args.bus.url));
            }
            // The relay keeps no hall and sends nothing: heartbeats and requests are not its.
            Wake::Delivered(
                Delivered::Alive { .. } | Delivered::NoStream | Delivered::Undelivered { .. },
            )
            | Wake::Line(_)
            | Wake::Device(_)
            | Wake::Key(_) => {}
        }
        self.log_details();
        Ok(Flow::Go)
    }

    fn timeout(&mut self, now: Now) -> std::io::Result<Flow> {
        self.next = now.instant + self.args.every;
        for (round, text) in self.relay.rounds(&self.model, now.wall) {
            if self.written.get(&round) == Some(&text) {
                continue;
            }
            let path = self.args.out.join(round_file(&round));
            match write_whole(&path, &text) {
                Ok(()) => {
                    self.written.insert(round, text);
                }
                Err(e) => not_written(&self.words, &path, &e),
            }
        }
        self.log_details();
        Ok(Flow::Go)
    }
}
