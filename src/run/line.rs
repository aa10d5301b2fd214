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
    present::{Notice, Words},
    table::Seat,
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

/// Prints the notices of the seats at this keyboard as lines, with a prompt when a person
/// types.
#[derive(Debug)]
pub struct LineMode {
    prompt: bool,
    /// Whether the prompt is already the last thing printed.
    prompted: bool,
    /// The seat at the keyboard: a press beeps as its line.
    seat: Seat,
}

impl LineMode {
    /// Line mode on standard output, `seat` at the keyboard at the start.
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
            Effect::Help { to, lines } if *to == seat => {
                Some(lines.iter().map(|l| format!("{seat}: {l}")).collect())
            }
            _ => None,
        })
        .flatten()
        .collect()
}

/// What one device shows for `effects`, in the words of the reader's language (the seats'
/// labels and the alarm and large-letter marks translated, issue 11, item 10): the notices of
/// every seat at this device's keyboard (`here`), each marked with its seat, so that with one
/// keyboard shared nothing another seat was told is lost; a notice told to several of them in
/// the same words is printed once: as the typing seat's (`typing`) when it was told it too,
/// else with their labels; help as its lines.
fn lines_in(
    words: &Words,
    typing: Seat,
    here: impl Fn(Seat) -> bool,
    effects: &[Effect],
) -> Vec<String> {
    let (alert, large) = (words.text("line-alert"), words.text("line-large"));
    let mut lines = Vec::new();
    let mut batch: Vec<&Notice> = Vec::new();
    let flush = |batch: &mut Vec<&Notice>, lines: &mut Vec<String>| {
        for (seats, notice) in crate::present::grouped(batch.drain(..)) {
            let label = if seats.contains(&typing) {
                line_label(words, typing)
            } else {
                let labels: Vec<String> = seats.iter().map(|s| line_label(words, *s)).collect();
                labels.join(", ")
            };
            lines.extend(notice.lines_marked(&label, &alert, &large));
        }
    };
    for effect in effects {
        match effect {
            Effect::Notice(n) if here(n.to) => batch.push(n),
            Effect::Help { to, lines: help } => {
                flush(&mut batch, &mut lines);
                let label = line_label(words, *to);
                lines.extend(help.iter().map(|l| format!("{label}: {l}")));
            }
            _ => {}
        }
    }
    flush(&mut batch, &mut lines);
    lines
}

/// A seat's label in line mode, in the reader's language.
fn line_label(words: &Words, seat: Seat) -> String {
    words.format("line-seat-label", &[("seat", Arg::Str(seat.as_str()))])
}

impl Frontend for LineMode {
    fn show(&mut self, app: &App, effects: &[Effect]) -> std::io::Result<()> {
        self.seat = app.keyboard();
        let words = app.words();
        let mut lines = lines_in(words, self.seat, |seat| app.may_act_for(seat), effects);
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
