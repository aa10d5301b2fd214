//! The keys the app understands, independent of any terminal library; the runtime maps its
//! events to these.

/// A key press.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Key {
    /// A printable character.
    Char(char),
    /// A character with Control held.
    Ctrl(char),
    /// Enter.
    Enter,
    /// Backspace.
    Backspace,
    /// Escape.
    Esc,
    /// Tab: moves the focus between the input line and the board.
    Tab,
    /// An arrow key.
    Up,
    /// An arrow key.
    Down,
    /// An arrow key.
    Left,
    /// An arrow key.
    Right,
    /// A function key, F1 to F12.
    F(u8),
    /// Page Up: earlier announcements, or up in the help.
    PageUp,
    /// Page Down: later announcements, or down in the help.
    PageDown,
    /// Home: the first of a list.
    Home,
    /// End: the last of a list.
    End,
}
