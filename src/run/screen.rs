//! The full-screen terminal interface: ratatui on crossterm, a thread reading terminal events
//! into the loop, keys mapped through the keymap, and a redraw at least once a second for the
//! clocks.

use std::{sync::mpsc::Sender, thread, time::Duration};

use crossterm::event::{self, Event, KeyCode, KeyEvent, KeyEventKind, KeyModifiers};
use ratatui::DefaultTerminal;

use super::{Frontend, Input};
use crate::{
    app::{App, Effect, Key, Msg},
    keymap::{self, Keymap},
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
        KeyCode::PageUp => Key::PageUp,
        KeyCode::PageDown => Key::PageDown,
        KeyCode::Home => Key::Home,
        KeyCode::End => Key::End,
        _ => return None,
    })
}

/// The keymap's name for a terminal key.
pub(crate) fn keymap_key(event: &KeyEvent) -> Option<keymap::KeyChord> {
    let code = match event.code {
        KeyCode::Char(c) => keymap::KeyCode::Char(c.to_ascii_lowercase()),
        KeyCode::F(n) => keymap::KeyCode::F(n),
        KeyCode::Esc => keymap::KeyCode::Esc,
        KeyCode::Enter => keymap::KeyCode::Enter,
        KeyCode::Tab => keymap::KeyCode::Tab,
        KeyCode::Backspace => keymap::KeyCode::Backspace,
        KeyCode::Up => keymap::KeyCode::Up,
        KeyCode::Down => keymap::KeyCode::Down,
        KeyCode::Left => keymap::KeyCode::Left,
        KeyCode::Right => keymap::KeyCode::Right,
        _ => return None,
    };
    let mut key = keymap::KeyChord::plain(code);
    key.ctrl = event.modifiers.contains(KeyModifiers::CONTROL);
    key.alt = event.modifiers.contains(KeyModifiers::ALT);
    Some(key)
}

/// Reads terminal events into the loop.
pub fn read_keys(tx: Sender<Input>) {
    // One reader for the whole program: a practice game's next game is a new loop.
    static KEYS: std::sync::Mutex<super::forward::Forward> =
        std::sync::Mutex::new(super::forward::Forward::new());
    if !super::forward::register(&KEYS, tx) {
        return;
    }
    thread::spawn(|| {
        while let Ok(event) = event::read() {
            if let Event::Key(k) = event {
                super::forward::send(&KEYS, Input::Key(k));
            }
        }
    });
}

/// Reads terminal key events into a loop whose wake-ups are `T` (the station's too).
pub fn read_keys_as<T: Send + 'static>(tx: Sender<T>, wake: fn(KeyEvent) -> T) {
    thread::spawn(move || {
        while let Ok(event) = event::read() {
            if let Event::Key(k) = event
                && tx.send(wake(k)).is_err()
            {
                return;
            }
        }
    });
}

/// The arbiter station's drawn screen: the same terminal setup as the table's.
#[derive(Debug)]
pub struct StationScreen {
    terminal: DefaultTerminal,
}

impl StationScreen {
    /// Takes over the terminal (alternate screen, raw mode) until dropped; an error when there
    /// is no terminal to take.
    pub fn open() -> std::io::Result<StationScreen> {
        use std::io::IsTerminal as _;
        if !std::io::stdin().is_terminal() || !std::io::stdout().is_terminal() {
            return Err(std::io::Error::other("input or output is not a terminal"));
        }
        match ratatui::try_init() {
            Ok(terminal) => Ok(StationScreen { terminal }),
            Err(e) => {
                // Whatever was taken over before the failure is given back.
                ratatui::restore();
                Err(e)
            }
        }
    }

    /// Draws the station.
    pub fn draw(&mut self, desk: &crate::hall::desk::Desk) -> std::io::Result<()> {
        self.terminal
            .draw(|frame| ui::hall::view(desk, frame))
            .map(|_| ())
    }
}

impl Drop for StationScreen {
    fn drop(&mut self) {
        ratatui::restore();
    }
}

/// The drawn screen.
#[derive(Debug)]
pub struct Screen {
    terminal: DefaultTerminal,
    keys: Keymap,
}

impl Screen {
    /// Takes over the terminal (alternate screen, raw mode) until dropped.
    pub fn new(keys: Keymap) -> Screen {
        Screen {
            terminal: ratatui::init(),
            keys,
        }
    }
}

impl Drop for Screen {
    fn drop(&mut self) {
        ratatui::restore();
    }
}

impl Frontend for Screen {
    fn show(&mut self, _app: &App, _effects: &[Effect]) -> std::io::Result<()> {
        Ok(())
    }

    fn draw(&mut self, app: &App) -> std::io::Result<()> {
        self.terminal.draw(|frame| ui::view(app, frame)).map(|_| ())
    }

    fn key(&self, event: &KeyEvent) -> Option<Msg> {
        if event.kind != KeyEventKind::Press {
            return None;
        }
        if let Some(action) = keymap_key(event).and_then(|k| self.keys.action(&k)) {
            return Some(Msg::Action(action));
        }
        key_of(event).map(Msg::Key)
    }

    fn max_wait(&self) -> Duration {
        Duration::from_secs(1)
    }
}
