//! Line mode (`--reader`): no alternate screen and no cursor addressing; every notice is one
//! plain line and input is read a line at a time from standard input, so screen readers,
//! braille displays, ssh and pipes all work. The transcript is stable text.

use std::{
    io::{IsTerminal, Write},
    sync::mpsc::Sender,
    thread,
    time::Duration,
};

use crossterm::event::KeyEvent;

use super::{Frontend, Input};
use crate::app::{App, Effect, Msg};

/// Reads standard input a line at a time into the loop.
pub fn read_lines(tx: Sender<Input>) {
    thread::spawn(move || {
        // A line that is not UTF-8 (a Latin-1 terminal) is decoded, never the end of input.
        crate::io::files::read_lines(std::io::stdin().lock(), |line| {
            tx.send(Input::Line(Some(line))).is_ok()
        });
        let _ = tx.send(Input::Line(None));
    });
}

/// Prints notices as lines, with a prompt when a person types.
#[derive(Debug)]
pub struct LineMode {
    prompt: bool,
    /// Whether the prompt is already the last thing printed.
    prompted: bool,
}

impl LineMode {
    /// Line mode on standard output.
    pub fn new() -> LineMode {
        LineMode {
            prompt: std::io::stdin().is_terminal(),
            prompted: false,
        }
    }
}

impl Default for LineMode {
    fn default() -> Self {
        LineMode::new()
    }
}

impl Frontend for LineMode {
    fn show(&mut self, effects: &[Effect]) -> std::io::Result<()> {
        let mut out = std::io::stdout().lock();
        for effect in effects {
            if let Effect::Notice(n) = effect {
                if self.prompted {
                    writeln!(out)?;
                    self.prompted = false;
                }
                for line in n.lines() {
                    writeln!(out, "{line}")?;
                }
            }
        }
        out.flush()
    }

    fn draw(&mut self, _app: &App) -> std::io::Result<()> {
        if self.prompt && !self.prompted {
            let mut out = std::io::stdout().lock();
            write!(out, "> ")?;
            out.flush()?;
            self.prompted = true;
        }
        Ok(())
    }

    fn key(&self, _event: &KeyEvent) -> Option<Msg> {
        None
    }

    fn max_wait(&self) -> Duration {
        Duration::from_secs(3600)
    }
}
