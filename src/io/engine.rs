//! A UCI engine's process (edge): its program started with pipes, its output read line by line
//! on a thread and handed on as [`EngineEvent`]s, commands written by another thread so that a
//! stuck engine never blocks the loop. Each start has a number: the events of a process ended
//! by a restart are known by theirs and dropped. Dropping the process ends it.

use std::{
    io::{self, BufRead, BufReader, Read, Write},
    path::Path,
    process::{Child, Command, Stdio},
    sync::{Arc, mpsc},
    thread,
};

use crate::uci::MAX_LINE;

/// What the engine's process did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum EngineEvent {
    /// It printed a line.
    Line {
        /// Which start of the engine printed it.
        run: u32,
        /// The line, without its end.
        text: String,
    },
    /// Its output ended: it exited (or closed it).
    Exited {
        /// Which start.
        run: u32,
    },
}

impl EngineEvent {
    /// Which start of the engine it is from.
    pub fn run(&self) -> u32 {
        match self {
            EngineEvent::Line { run, .. } | EngineEvent::Exited { run } => *run,
        }
    }
}

/// Where the events go.
pub type EngineEvents = Arc<dyn Fn(EngineEvent) + Send + Sync>;

/// A running engine.
#[derive(Debug)]
pub struct EngineProcess {
    child: Child,
    lines: mpsc::Sender<String>,
    run: u32,
}

impl EngineProcess {
    /// Starts the program at `path` as start number `run`, its lines and its end sent to
    /// `events`.
    ///
    /// # Errors
    ///
    /// The program could not be started (`NotFound` when there is none there).
    pub fn start(path: &Path, run: u32, events: EngineEvents) -> io::Result<EngineProcess> {
        let mut child = Command::new(path)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()?;
        let (Some(stdout), Some(mut stdin)) = (child.stdout.take(), child.stdin.take()) else {
            let _ = child.kill();
            let _ = child.wait();
            return Err(io::Error::other("the engine's pipes did not open"));
        };
        thread::Builder::new()
            .name("engine-out".into())
            .spawn(move || read_lines(stdout, run, &*events))?;
        let (tx, rx) = mpsc::channel::<String>();
        thread::Builder::new()
            .name("engine-in".into())
            .spawn(move || {
                for line in rx {
                    // A broken pipe means the engine is gone: its output's end tells the loop.
                    if writeln!(stdin, "{line}")
                        .and_then(|()| stdin.flush())
                        .is_err()
                    {
                        return;
                    }
                }
            })?;
        Ok(EngineProcess {
            child,
            lines: tx,
            run,
        })
    }

    /// Which start this is.
    pub fn run(&self) -> u32 {
        self.run
    }

    /// Writes a line to the engine (never blocks).
    pub fn send(&self, line: String) {
        let _ = self.lines.send(line);
    }

    /// How the process ended, if it has.
    pub fn status(&mut self) -> Option<String> {
        match self.child.try_wait() {
            Ok(Some(status)) => Some(status.to_string()),
            _ => None,
        }
    }
}

impl Drop for EngineProcess {
    fn drop(&mut self) {
        let _ = self.lines.send("quit".into());
        // Killed at once: an engine that ignores `quit` must not outlive the game.
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// Reads the engine's lines until its output ends; a line longer than [`MAX_LINE`] is cut.
fn read_lines(stdout: impl Read, run: u32, events: &(dyn Fn(EngineEvent) + Send + Sync)) {
    let mut reader = BufReader::new(stdout);
    let mut buf = Vec::new();
    loop {
        buf.clear();
        let limit = u64::try_from(MAX_LINE).unwrap_or(u64::MAX);
        match (&mut reader).take(limit).read_until(b'\n', &mut buf) {
            Ok(0) | Err(_) => break,
            Ok(_) => {
                let text = String::from_utf8_lossy(&buf)
                    .trim_end_matches(['\n', '\r'])
                    .to_owned();
                events(EngineEvent::Line { run, text });
            }
        }
    }
    events(EngineEvent::Exited { run });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_are_read_and_the_end_told() {
        let (tx, rx) = mpsc::channel();
        let tx = std::sync::Mutex::new(tx);
        let events: EngineEvents = Arc::new(move |e| {
            if let Ok(tx) = tx.lock() {
                let _ = tx.send(e);
            }
        });
        read_lines(&b"id name Fake\r\nuciok\nno end"[..], 3, &*events);
        let got: Vec<EngineEvent> = rx.try_iter().collect();
        assert_eq!(
            got,
            [
                EngineEvent::Line {
                    run: 3,
                    text: "id name Fake".into()
                },
                EngineEvent::Line {
                    run: 3,
                    text: "uciok".into()
                },
                EngineEvent::Line {
                    run: 3,
                    text: "no end".into()
                },
                EngineEvent::Exited { run: 3 },
            ]
        );
    }

    #[test]
    fn a_missing_program_is_not_found() {
        let events: EngineEvents = Arc::new(|_| {});
        let dir = std::env::temp_dir().join(format!("annabella-no-engine-{}", std::process::id()));
        let e = EngineProcess::start(&dir.join("stockfish"), 0, events);
        assert_eq!(e.err().map(|e| e.kind()), Some(io::ErrorKind::NotFound));
    }
}
