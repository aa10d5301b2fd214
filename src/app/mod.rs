//! The application: the table plus what one terminal adds to it (the seat at the keyboard, the
//! input line, the board cursor, the last announcements), updated by messages in the Elm style.
//!
//! Pure: `update` takes the time as an argument and returns [`Effect`]s for the runtime to carry
//! out (speak, show, sound, quit); it does no I/O and reads no clock. It knows nothing of the
//! terminal library: keys arrive as this module's own [`Key`].

pub mod keys;

use std::collections::VecDeque;

use shakmaty::{Color, File, Rank, Square};

use crate::{
    clock::Timestamp,
    game::Stamp,
    i18n::Arg,
    table::{Notice, Phase, Seat, Table, Urgency, script},
};

pub use keys::Key;

/// How many announcements the screen keeps for review.
const KEEP: usize = 50;

/// What the app receives.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Msg {
    /// A key pressed at the screen.
    Key(Key),
    /// A whole line typed (line mode) or recognized (speech input).
    Line(String),
}

/// What the runtime is to do.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Effect {
    /// Tell a seat something (spoken to the blind seat, shown to the others).
    Notice(Notice),
    /// Leave the program.
    Quit,
}

/// Where the keyboard focus is on the screen.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Focus {
    /// The input line, where moves and commands are typed.
    #[default]
    Input,
    /// A square of the board, moved with the arrow keys.
    Board,
}

/// The application state.
#[derive(Debug)]
pub struct App {
    table: Table,
    keyboard: Seat,
    input: String,
    focus: Focus,
    cursor: Square,
    shown: VecDeque<Notice>,
    quitting: bool,
    /// The latest time the app was given, for showing the clocks.
    now: Timestamp,
}

impl App {
    /// An app on `table` with `keyboard` the seat typing.
    pub fn new(table: Table, keyboard: Seat) -> App {
        let cursor = if table.color_of(keyboard) == Some(Color::Black) {
            Square::E8
        } else {
            Square::E1
        };
        App {
            table,
            keyboard,
            input: String::new(),
            focus: Focus::Input,
            cursor,
            shown: VecDeque::new(),
            quitting: false,
            now: Timestamp::ZERO,
        }
    }

    /// The table.
    pub fn table(&self) -> &Table {
        &self.table
    }

    /// The seat at the keyboard.
    pub fn keyboard(&self) -> Seat {
        self.keyboard
    }

    /// The text being typed.
    pub fn input(&self) -> &str {
        &self.input
    }

    /// Where the focus is.
    pub fn focus(&self) -> Focus {
        self.focus
    }

    /// The board cursor.
    pub fn cursor(&self) -> Square {
        self.cursor
    }

    /// The latest notices, oldest first.
    pub fn shown(&self) -> impl Iterator<Item = &Notice> {
        self.shown.iter()
    }

    /// Opens the game at `stamp`: the mode on every seat, then White's clock is started, as at
    /// the time set for the start of the game (6.6).
    pub fn start(&mut self, stamp: Stamp) -> Vec<Effect> {
        let mut notices = self.table.mode_notices();
        match self
            .table
            .act(Seat::Arbiter, &crate::table::Action::Start, stamp)
        {
            Ok(more) | Err((_, more)) => notices.extend(more),
        }
        self.effects(notices)
    }

    /// When the loop must next wake.
    pub fn poll_timeout(&self) -> Option<Timestamp> {
        self.table.poll_timeout()
    }

    /// The latest time the app was given.
    pub fn now(&self) -> Timestamp {
        self.now
    }

    /// Whatever time has brought by `stamp`.
    pub fn handle_timeout(&mut self, stamp: Stamp) -> Vec<Effect> {
        self.now = self.now.max(stamp.at);
        let notices = self.table.handle_timeout(stamp);
        self.effects(notices)
    }

    fn effects(&mut self, notices: Vec<Notice>) -> Vec<Effect> {
        for n in &notices {
            if self.shown.len() == KEEP {
                self.shown.pop_front();
            }
            self.shown.push_back(n.clone());
        }
        notices.into_iter().map(Effect::Notice).collect()
    }

    fn tell(&mut self, text: String) -> Vec<Effect> {
        let notice = Notice {
            to: self.keyboard,
            urgency: Urgency::Info,
            text,
            large: None,
        };
        self.effects(vec![notice])
    }

    /// Handles one message at `stamp`.
    pub fn update(&mut self, msg: Msg, stamp: Stamp) -> Vec<Effect> {
        let mut effects = self.handle_timeout(stamp);
        effects.extend(match msg {
            Msg::Line(line) => self.submit(&line, stamp),
            Msg::Key(key) => self.key(key, stamp),
        });
        if self.quitting {
            effects.push(Effect::Quit);
        }
        effects
    }

    fn key(&mut self, key: Key, stamp: Stamp) -> Vec<Effect> {
        match (self.focus, key) {
            (_, Key::Ctrl('c') | Key::Ctrl('q')) => {
                self.quitting = true;
                Vec::new()
            }
            (_, Key::Tab) => {
                self.focus = match self.focus {
                    Focus::Input => Focus::Board,
                    Focus::Board => Focus::Input,
                };
                Vec::new()
            }
            (_, Key::F(n)) => self.function_key(n, stamp),
            (Focus::Input, Key::Enter) => {
                let line = std::mem::take(&mut self.input);
                self.submit(&line, stamp)
            }
            (Focus::Input, Key::Backspace) => {
                self.input.pop();
                Vec::new()
            }
            (Focus::Input, Key::Esc) => {
                self.input.clear();
                Vec::new()
            }
            (Focus::Input, Key::Char(c)) => {
                self.input.push(c);
                Vec::new()
            }
            (Focus::Board, arrow @ (Key::Up | Key::Down | Key::Left | Key::Right)) => {
                self.move_cursor(arrow)
            }
            (Focus::Board, Key::Enter | Key::Char(' ')) => {
                let text = self.square_text(self.cursor);
                self.tell(text)
            }
            _ => Vec::new(),
        }
    }

    /// Function keys: the few actions that must be one press away.
    fn function_key(&mut self, n: u8, stamp: Stamp) -> Vec<Effect> {
        match n {
            1 => self.submit("help", stamp),
            2 => self.submit("seat", stamp),
            5 => self.submit("time?", stamp),
            9 => self.submit("press", stamp),
            _ => Vec::new(),
        }
    }

    /// The board as seen from the keyboard seat's side: up is towards the opponent.
    fn move_cursor(&mut self, arrow: Key) -> Vec<Effect> {
        let flip = if self.table.color_of(self.keyboard) == Some(Color::Black) {
            -1
        } else {
            1
        };
        let (df, dr) = match arrow {
            Key::Up => (0, flip),
            Key::Down => (0, -flip),
            Key::Left => (-flip, 0),
            Key::Right => (flip, 0),
            _ => (0, 0),
        };
        let file = self.cursor.file().offset(df);
        let rank = self.cursor.rank().offset(dr);
        if let (Some(f), Some(r)) = (file, rank) {
            self.cursor = Square::from_coords(f, r);
        }
        let text = self.square_text(self.cursor);
        self.tell(text)
    }

    /// "Felix drei: white Springer", on the keyboard seat's own board.
    fn square_text(&self, sq: Square) -> String {
        let voice = self.table.voice();
        let pos = self.table.book(self.keyboard).board.position();
        use shakmaty::Position as _;
        format!(
            "{}: {}",
            voice.square(sq),
            voice.content(pos.board().piece_at(sq))
        )
    }

    /// A typed or recognized line: a move, a table action, or an app command, optionally after
    /// a seat prefix ("sighted: Nf3").
    fn submit(&mut self, line: &str, stamp: Stamp) -> Vec<Effect> {
        let line = line.trim();
        if line.is_empty() {
            return Vec::new();
        }
        let (seat, words) = match line.split_once(':') {
            Some((prefix, rest)) if prefix.trim().parse::<Seat>().is_ok() => (
                prefix.trim().parse::<Seat>().unwrap_or(self.keyboard),
                rest.trim(),
            ),
            _ => (self.keyboard, line),
        };
        match words {
            "quit" | "exit" => {
                self.quitting = true;
                return Vec::new();
            }
            "help" => {
                let text = self.table.voice().text("app-help");
                return self.tell(text);
            }
            "seat" => {
                self.keyboard = match self.keyboard {
                    Seat::Blind => Seat::Sighted,
                    Seat::Sighted => Seat::Arbiter,
                    Seat::Arbiter => Seat::Blind,
                };
                return self.seat_changed();
            }
            _ => {}
        }
        if let Some(name) = words.strip_prefix("seat ") {
            return match name.trim().parse::<Seat>() {
                Ok(seat) => {
                    self.keyboard = seat;
                    self.seat_changed()
                }
                Err(e) => self.tell(e),
            };
        }
        let action = match script::action(seat, words, 0) {
            Ok(action) => action,
            Err(e) => return self.tell(e.message),
        };
        match self.table.act(seat, &action, stamp) {
            Ok(notices) | Err((_, notices)) => self.effects(notices),
        }
    }

    fn seat_changed(&mut self) -> Vec<Effect> {
        // The cursor starts on the new seat's own side of the board.
        if let Some(color) = self.table.color_of(self.keyboard) {
            self.cursor = if color == Color::Black {
                Square::E8
            } else {
                Square::E1
            };
        }
        let voice = self.table.voice();
        let text = voice.format(
            "app-seat",
            &[("seat", Arg::Str(&voice.seat(self.keyboard)))],
        );
        self.tell(text)
    }

    /// Whose turn it is and what the flow waits for, in words.
    pub fn status(&self) -> String {
        let voice = self.table.voice();
        let side = |c: Color| voice.clock().side(c);
        match self.table.phase() {
            Phase::Entering { mover } => {
                voice.format("app-status-entering", &[("side", Arg::Str(&side(*mover)))])
            }
            Phase::ReadBack { pending, .. } => {
                voice.format("app-status-readback", &[("move", Arg::Str(&pending.words))])
            }
            Phase::Made { pending, .. } => {
                voice.format("app-status-made", &[("move", Arg::Str(&pending.words))])
            }
            Phase::Repeating { mover, pending } => voice.format(
                "app-status-repeating",
                &[
                    ("seat", Arg::Str(&voice.seat(self.table.seat_of(!*mover)))),
                    ("move", Arg::Str(&pending.words)),
                ],
            ),
            Phase::Arbiter => voice.text("table-waiting-arbiter"),
            Phase::Over(result) => voice.result(*result),
        }
    }
}

/// The squares of a board from the top-left as seen by `color`, rank by rank.
pub fn squares_seen_by(color: Color) -> impl Iterator<Item = Square> {
    let ranks: Vec<Rank> = if color == Color::White {
        Rank::ALL.into_iter().rev().collect()
    } else {
        Rank::ALL.to_vec()
    };
    let files: Vec<File> = if color == Color::White {
        File::ALL.to_vec()
    } else {
        File::ALL.into_iter().rev().collect()
    };
    ranks.into_iter().flat_map(move |r| {
        files
            .clone()
            .into_iter()
            .map(move |f| Square::from_coords(f, r))
    })
}

#[cfg(test)]
mod tests;
