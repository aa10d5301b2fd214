//! Line mode (`--reader`): no alternate screen and no cursor addressing; every notice is one
//! plain line and input is read a line at a time from standard input, so screen readers,
//! braille displays, ssh and pipes all work. The transcript is stable text.

use std::{
    io::{BufRead, IsTerminal, Write},
    sync::mpsc,
    thread,
    time::Duration,
};

use super::Timebase;
use crate::{
    app::{App, Effect, Msg},
    table::{Notice, Urgency},
};

/// Formats one notice as a transcript line: `seat: text`, alerts marked.
pub fn format_notice(n: &Notice) -> String {
    let mut line = match n.urgency {
        Urgency::Alert => format!("{} ALERT: {}", n.to, n.text),
        Urgency::Info | Urgency::Move => format!("{}: {}", n.to, n.text),
    };
    for row in n.large.iter().flatten() {
        line.push('\n');
        line.push_str(&format!("{} LARGE: {row}", n.to));
    }
    line
}

/// What the runtime does with each notice besides printing it (speech, sounds).
pub trait Sink {
    /// Carries out one notice.
    fn notice(&mut self, notice: &Notice);
}

/// Runs `app` reading lines from standard input until it ends or the user quits.
///
/// # Errors
///
/// Writing to standard output failed.
pub fn run(mut app: App, sink: &mut dyn Sink) -> std::io::Result<()> {
    let time = Timebase::start();
    let (tx, rx) = mpsc::channel::<Option<String>>();
    let interactive = std::io::stdin().is_terminal();
    thread::spawn(move || {
        for line in std::io::stdin().lock().lines() {
            let Ok(line) = line else { break };
            if tx.send(Some(line)).is_err() {
                return;
            }
        }
        let _ = tx.send(None);
    });
    let mut out = std::io::stdout().lock();
    let mut carry = |effects: Vec<Effect>, out: &mut dyn Write| -> std::io::Result<bool> {
        let mut quit = false;
        for effect in effects {
            match effect {
                Effect::Notice(n) => {
                    writeln!(out, "{}", format_notice(&n))?;
                    sink.notice(&n);
                }
                Effect::Quit => quit = true,
            }
        }
        out.flush()?;
        Ok(quit)
    };
    carry(app.start(time.now()), &mut out)?;
    loop {
        if interactive {
            write!(out, "> ")?;
            out.flush()?;
        }
        // Sleep until the next line or the next instant the clock needs: no busy wait.
        let wait = app
            .poll_timeout()
            .map_or(Duration::from_secs(3600), |at| time.until(at));
        let msg = match rx.recv_timeout(wait) {
            Ok(Some(line)) => Msg::Line(line),
            Ok(None) | Err(mpsc::RecvTimeoutError::Disconnected) => break,
            Err(mpsc::RecvTimeoutError::Timeout) => {
                if carry(app.handle_timeout(time.now()), &mut out)? {
                    break;
                }
                continue;
            }
        };
        if carry(app.update(msg, time.now()), &mut out)? {
            break;
        }
    }
    Ok(())
}
