//! The full-screen terminal interface: ratatui on crossterm, one thread reading keys, the loop
//! waking for keys, for the clock's next instant and once a second to refresh the clocks.

use std::{sync::mpsc, thread, time::Duration};

use crossterm::event::{self, Event, KeyCode, KeyEvent, KeyEventKind, KeyModifiers};

use super::{Timebase, line::Sink};
use crate::{
    app::{App, Effect, Key, Msg},
    ui,
};

/// Maps a terminal key event to the app's key; `None` for keys the app ignores.
pub fn key_of(event: &KeyEvent) -> Option<Key> {
    // Windows sends releases too; only presses act.
    if event.kind != KeyEventKind::Press {
        return None;
    }
    let ctrl = event.modifiers.contains(KeyModifiers::CONTROL);
    Some(match event.code {
        KeyCode::Char(c) if ctrl => Key::Ctrl(c),
        KeyCode::Char(c) => Key::Char(c),
        KeyCode::Enter => Key::Enter,
        KeyCode::Backspace => Key::Backspace,
        KeyCode::Esc => Key::Esc,
        KeyCode::Tab => Key::Tab,
        KeyCode::Up => Key::Up,
        KeyCode::Down => Key::Down,
        KeyCode::Left => Key::Left,
        KeyCode::Right => Key::Right,
        KeyCode::F(n) => Key::F(n),
        _ => return None,
    })
}

/// Runs `app` full screen until the user quits.
///
/// # Errors
///
/// The terminal could not be set up or drawn to.
pub fn run(mut app: App, sink: &mut dyn Sink) -> std::io::Result<()> {
    let time = Timebase::start();
    let (tx, rx) = mpsc::channel::<Key>();
    thread::spawn(move || {
        while let Ok(event) = event::read() {
            if let Event::Key(k) = event
                && let Some(key) = key_of(&k)
                && tx.send(key).is_err()
            {
                return;
            }
        }
    });
    let mut terminal = ratatui::init();
    let mut carry = |effects: Vec<Effect>| -> bool {
        let mut quit = false;
        for effect in effects {
            match effect {
                Effect::Notice(n) => sink.notice(&n),
                Effect::Quit => quit = true,
            }
        }
        quit
    };
    let result = (|| -> std::io::Result<()> {
        let _ = carry(app.start(time.now()));
        loop {
            let _ = carry(app.handle_timeout(time.now()));
            terminal.draw(|frame| ui::view(&app, frame))?;
            let next = app
                .poll_timeout()
                .map_or(Duration::from_secs(1), |at| time.until(at));
            let wait = next.min(Duration::from_secs(1));
            let msg = match rx.recv_timeout(wait) {
                Ok(key) => Msg::Key(key),
                Err(mpsc::RecvTimeoutError::Timeout) => continue,
                Err(mpsc::RecvTimeoutError::Disconnected) => return Ok(()),
            };
            if carry(app.update(msg, time.now())) {
                return Ok(());
            }
        }
    })();
    ratatui::restore();
    result
}
