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
use crate::{
    app::{App, Effect, Msg},
    i18n::Arg,
    table::{Seat, Words},
};

/// Reads standard input a line at a time into the loop.
pub fn read_lines(tx: Sender<Input>) {
    // One reader for the whole program: a practice game's next game is a new loop.
    static LINES: std::sync::Mutex<super::forward::Forward> =
        std::sync::Mutex::new(super::forward::Forward::new());
    if !super::forward::register(&LINES, tx) {
        return;
    }
    thread::spawn(move || {
        // A line that is not UTF-8 (a Latin-1 terminal) is decoded, never the end of input.
        crate::io::files::read_lines(std::io::stdin().lock(), |line| {
            super::forward::send(&LINES, Input::Line(Some(line)));
            true
        });
        super::forward::send(&LINES, Input::Line(None));
    });
}

/// Prints one seat's notices as lines, with a prompt when a person types.
#[derive(Debug)]
pub struct LineMode {
    prompt: bool,
    /// Whether the prompt is already the last thing printed.
    prompted: bool,
    /// The seat whose lines this device shows: the seat at its keyboard.
    seat: Seat,
}

impl LineMode {
    /// Line mode on standard output, showing `seat`'s lines (then always the seat at the
    /// keyboard's).
    pub fn new(seat: Seat) -> LineMode {
        LineMode {
            prompt: std::io::stdin().is_terminal(),
            prompted: false,
            seat,
        }
    }
}

/// The lines one device shows for `effects`: the notices for `seat` only (the arbiter's are its
/// alerts and the log), each once, in the order they came.
pub fn lines_for(seat: Seat, effects: &[Effect]) -> Vec<String> {
    effects
        .iter()
        .filter_map(|effect| match effect {
            Effect::Notice(n) if n.to == seat => Some(n.lines()),
            _ => None,
        })
        .flatten()
        .collect()
}

/// [`lines_for`] in the words of the reader's language: the seat's label and the alarm and
/// large-letter marks translated (issue 11, item 10).
fn lines_in(words: &Words, seat: Seat, effects: &[Effect]) -> Vec<String> {
    let label = line_label(words, seat);
    let (alert, large) = (words.text("line-alert"), words.text("line-large"));
    effects
        .iter()
        .filter_map(|effect| match effect {
            Effect::Notice(n) if n.to == seat => Some(n.lines_marked(&label, &alert, &large)),
            _ => None,
        })
        .flatten()
        .collect()
}

/// A seat's label in line mode, in the reader's language.
fn line_label(words: &Words, seat: Seat) -> String {
    words.format("line-seat-label", &[("seat", Arg::Str(seat.as_str()))])
}

impl Frontend for LineMode {
    fn show(&mut self, app: &App, effects: &[Effect]) -> std::io::Result<()> {
        self.seat = app.keyboard();
        let words = app.words();
        let mut lines = lines_in(words, self.seat, effects);
        // A clock beeps when pressed; a line is the beep of a braille display or a screen
        // reader (issue 11, item 5).
        if effects.contains(&Effect::Cue(crate::earcon::Cue::Press)) {
            let word = words.text("cue-press-word");
            lines.insert(0, format!("{}: {word}", line_label(words, self.seat)));
        }
        if lines.is_empty() {
            return Ok(());
        }
        let mut out = std::io::stdout().lock();
        if self.prompted {
            // Something came while the prompt waited: it goes on a line of its own.
            writeln!(out)?;
            self.prompted = false;
        }
        for line in lines {
            writeln!(out, "{line}")?;
        }
        out.flush()
    }

    fn line_read(&mut self) {
        // The person ended the prompt's line with Enter: no blank line is owed.
        self.prompted = false;
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
