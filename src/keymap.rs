//! Key bindings (pure): which key does what, with defaults a settings file can patch.
//!
//! The defaults use only function keys, Escape and Tab, because the player types moves and
//! commands as plain letters and digits in the input line, and because screen readers (NVDA,
//! JAWS, Orca) take Insert and Caps Lock as their own modifier keys; those two are refused
//! outright. F10 (menus) and F11 (full screen) are left free, since terminals commonly take them.

use std::{collections::BTreeMap, fmt, str::FromStr};

/// Something the player can do with one key.
///
/// The defaults match the keys the player's interface (`app`) answers to: F1 help, F2 switch
/// seat, F5 time, F9 press the clock, Tab between board and input line.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum KeyAction {
    /// Help on keys and commands (F1).
    Help,
    /// Hand the keyboard to the other seat, player or assistant (F2).
    SwitchSeat,
    /// Say the last announcement again (F3).
    Repeat,
    /// Say the last move (F4).
    LastMove,
    /// Both clocks and the moves completed (F5).
    Clocks,
    /// Step back in the speech history (F6).
    HistoryBack,
    /// Step forward in the speech history (F7).
    HistoryForward,
    /// Read the whole board (F8).
    ReadBoard,
    /// Press the clock, ending the turn (F9).
    PressClock,
    /// Switch the announcement style (F12).
    SwitchStyle,
    /// Stop speech (Escape).
    StopSpeech,
    /// Move the focus between the board and the input line (Tab).
    ToggleFocus,
}

impl KeyAction {
    /// Every action.
    pub const ALL: [KeyAction; 12] = [
        KeyAction::Help,
        KeyAction::SwitchSeat,
        KeyAction::Repeat,
        KeyAction::LastMove,
        KeyAction::Clocks,
        KeyAction::HistoryBack,
        KeyAction::HistoryForward,
        KeyAction::ReadBoard,
        KeyAction::PressClock,
        KeyAction::SwitchStyle,
        KeyAction::StopSpeech,
        KeyAction::ToggleFocus,
    ];

    /// The name used in the settings file (`[keys]` table).
    pub fn name(self) -> &'static str {
        match self {
            KeyAction::Help => "help",
            KeyAction::SwitchSeat => "switch-seat",
            KeyAction::Repeat => "repeat",
            KeyAction::LastMove => "last-move",
            KeyAction::Clocks => "clocks",
            KeyAction::HistoryBack => "history-back",
            KeyAction::HistoryForward => "history-forward",
            KeyAction::ReadBoard => "read-board",
            KeyAction::PressClock => "press-clock",
            KeyAction::SwitchStyle => "switch-style",
            KeyAction::StopSpeech => "stop-speech",
            KeyAction::ToggleFocus => "toggle-focus",
        }
    }

    /// The action with this settings-file name.
    pub fn from_name(name: &str) -> Option<KeyAction> {
        KeyAction::ALL.into_iter().find(|a| a.name() == name)
    }

    fn default_key(self) -> KeyChord {
        let f = |n| KeyChord::plain(KeyCode::F(n));
        match self {
            KeyAction::Help => f(1),
            KeyAction::SwitchSeat => f(2),
            KeyAction::Repeat => f(3),
            KeyAction::LastMove => f(4),
            KeyAction::Clocks => f(5),
            KeyAction::HistoryBack => f(6),
            KeyAction::HistoryForward => f(7),
            KeyAction::ReadBoard => f(8),
            KeyAction::PressClock => f(9),
            KeyAction::SwitchStyle => f(12),
            KeyAction::StopSpeech => KeyChord::plain(KeyCode::Esc),
            KeyAction::ToggleFocus => KeyChord::plain(KeyCode::Tab),
        }
    }
}

impl fmt::Display for KeyAction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A key without modifiers.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum KeyCode {
    /// A character key; letters are stored lower case.
    Char(char),
    /// A function key, F1 to F12.
    F(u8),
    /// Escape.
    Esc,
    /// Enter.
    Enter,
    /// Tab.
    Tab,
    /// Backspace.
    Backspace,
    /// Arrow up.
    Up,
    /// Arrow down.
    Down,
    /// Arrow left.
    Left,
    /// Arrow right.
    Right,
    /// Page up.
    PageUp,
    /// Page down.
    PageDown,
    /// Home.
    Home,
    /// End.
    End,
}

/// A key with its modifiers.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct KeyChord {
    /// The key.
    pub code: KeyCode,
    /// Control held.
    pub ctrl: bool,
    /// Alt held.
    pub alt: bool,
}

impl KeyChord {
    /// Whether typing in the input line needs the key (a plain character, Space, Enter,
    /// Backspace): bound to an action, it could no longer be typed.
    pub fn needed_for_typing(&self) -> bool {
        !self.ctrl
            && !self.alt
            && matches!(
                self.code,
                KeyCode::Char(_) | KeyCode::Enter | KeyCode::Backspace
            )
    }

    /// A key pressed alone.
    pub const fn plain(code: KeyCode) -> KeyChord {
        KeyChord {
            code,
            ctrl: false,
            alt: false,
        }
    }
}

const NAMED: [(&str, KeyCode); 15] = [
    ("esc", KeyCode::Esc),
    ("escape", KeyCode::Esc),
    ("enter", KeyCode::Enter),
    ("return", KeyCode::Enter),
    ("tab", KeyCode::Tab),
    ("backspace", KeyCode::Backspace),
    ("space", KeyCode::Char(' ')),
    ("up", KeyCode::Up),
    ("down", KeyCode::Down),
    ("left", KeyCode::Left),
    ("right", KeyCode::Right),
    ("pageup", KeyCode::PageUp),
    ("pagedown", KeyCode::PageDown),
    ("home", KeyCode::Home),
    ("end", KeyCode::End),
];

/// Keys that screen readers take for themselves.
const RESERVED: [&str; 5] = ["insert", "ins", "capslock", "caps_lock", "caps"];

/// Why a key name was refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ParseKeyError {
    /// Not a key name annabella knows.
    #[error("unknown key '{0}'")]
    Unknown(String),
    /// Insert or Caps Lock, which screen readers use as their modifier.
    #[error("'{0}' is reserved by screen readers")]
    Reserved(String),
}

impl FromStr for KeyChord {
    type Err = ParseKeyError;

    /// Accepts "F5", "Esc", "Enter", "Space", "PageUp", a single character such as "r" or "?",
    /// and the modifiers "ctrl+" and "alt+" ("ctrl+r"); case does not matter.
    fn from_str(s: &str) -> Result<KeyChord, ParseKeyError> {
        let mut key = KeyChord::plain(KeyCode::Esc);
        let mut rest = s.trim();
        loop {
            let lower = rest.to_ascii_lowercase();
            if let Some(r) = lower
                .strip_prefix("ctrl+")
                .or_else(|| lower.strip_prefix("control+"))
            {
                key.ctrl = true;
                rest = &rest[rest.len() - r.len()..];
            } else if let Some(r) = lower.strip_prefix("alt+") {
                key.alt = true;
                rest = &rest[rest.len() - r.len()..];
            } else {
                break;
            }
        }
        let lower = rest.to_ascii_lowercase();
        if RESERVED.contains(&lower.as_str()) {
            return Err(ParseKeyError::Reserved(s.to_owned()));
        }
        let mut chars = rest.chars();
        key.code = match (chars.next(), chars.next()) {
            (Some(c), None) if !c.is_control() => {
                KeyCode::Char(c.to_lowercase().next().unwrap_or(c))
            }
            _ => match NAMED.iter().find(|(n, _)| *n == lower) {
                Some((_, code)) => *code,
                None => lower
                    .strip_prefix('f')
                    .and_then(|n| n.parse::<u8>().ok())
                    .filter(|n| (1..=12).contains(n))
                    .map(KeyCode::F)
                    .ok_or_else(|| ParseKeyError::Unknown(s.to_owned()))?,
            },
        };
        Ok(key)
    }
}

impl fmt::Display for KeyChord {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.ctrl {
            f.write_str("ctrl+")?;
        }
        if self.alt {
            f.write_str("alt+")?;
        }
        match self.code {
            KeyCode::Char(' ') => f.write_str("Space"),
            KeyCode::Char(c) => write!(f, "{c}"),
            KeyCode::F(n) => write!(f, "F{n}"),
            KeyCode::Esc => f.write_str("Esc"),
            KeyCode::Enter => f.write_str("Enter"),
            KeyCode::Tab => f.write_str("Tab"),
            KeyCode::Backspace => f.write_str("Backspace"),
            KeyCode::Up => f.write_str("Up"),
            KeyCode::Down => f.write_str("Down"),
            KeyCode::Left => f.write_str("Left"),
            KeyCode::Right => f.write_str("Right"),
            KeyCode::PageUp => f.write_str("PageUp"),
            KeyCode::PageDown => f.write_str("PageDown"),
            KeyCode::Home => f.write_str("Home"),
            KeyCode::End => f.write_str("End"),
        }
    }
}

/// Two actions were given the same key.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{key} is bound to both {first} and {second}")]
pub struct KeyConflict {
    /// The key.
    pub key: KeyChord,
    /// One action.
    pub first: KeyAction,
    /// The other.
    pub second: KeyAction,
}

/// Which keys do which action; each action has zero or more keys, each key at most one action.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Keymap {
    bindings: BTreeMap<KeyAction, Vec<KeyChord>>,
}

impl Default for Keymap {
    fn default() -> Self {
        let bindings = KeyAction::ALL
            .into_iter()
            .map(|a| (a, vec![a.default_key()]))
            .collect();
        Keymap { bindings }
    }
}

impl Keymap {
    /// Binds `action` to `keys` instead of its current keys (none: the action has no key).
    ///
    /// # Errors
    ///
    /// One of the keys already does another action; the keymap is left unchanged.
    pub fn bind(&mut self, action: KeyAction, keys: Vec<KeyChord>) -> Result<(), KeyConflict> {
        let mut patched = self.bindings.clone();
        patched.insert(action, keys);
        let mut seen: BTreeMap<KeyChord, KeyAction> = BTreeMap::new();
        for (&a, keys) in &patched {
            for &k in keys {
                if let Some(&first) = seen.get(&k).filter(|&&first| first != a) {
                    return Err(KeyConflict {
                        key: k,
                        first,
                        second: a,
                    });
                }
                seen.insert(k, a);
            }
        }
        self.bindings = patched;
        Ok(())
    }

    /// The action a key does, if any.
    pub fn action(&self, key: &KeyChord) -> Option<KeyAction> {
        self.bindings
            .iter()
            .find(|(_, keys)| keys.contains(key))
            .map(|(&a, _)| a)
    }

    /// The keys of an action.
    pub fn keys(&self, action: KeyAction) -> &[KeyChord] {
        self.bindings
            .get(&action)
            .map(Vec::as_slice)
            .unwrap_or_default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn key(s: &str) -> KeyChord {
        s.parse().unwrap_or_else(|e| panic!("{s}: {e}"))
    }

    #[test]
    fn key_names_parse_and_print_back() {
        for (text, shown) in [
            ("F5", "F5"),
            ("f12", "F12"),
            ("Esc", "Esc"),
            ("escape", "Esc"),
            ("Return", "Enter"),
            ("space", "Space"),
            ("r", "r"),
            ("R", "r"),
            ("?", "?"),
            ("ctrl+r", "ctrl+r"),
            ("Alt+F3", "alt+F3"),
            ("PageUp", "PageUp"),
        ] {
            assert_eq!(key(text).to_string(), shown, "{text}");
        }
    }

    #[test]
    fn screen_reader_keys_and_nonsense_are_refused() {
        assert_eq!(
            "Insert".parse::<KeyChord>(),
            Err(ParseKeyError::Reserved("Insert".into()))
        );
        assert_eq!(
            "ctrl+CapsLock".parse::<KeyChord>(),
            Err(ParseKeyError::Reserved("ctrl+CapsLock".into()))
        );
        assert!(matches!(
            "F13".parse::<KeyChord>(),
            Err(ParseKeyError::Unknown(_))
        ));
        assert!(matches!(
            "hyper".parse::<KeyChord>(),
            Err(ParseKeyError::Unknown(_))
        ));
        assert!(matches!(
            "".parse::<KeyChord>(),
            Err(ParseKeyError::Unknown(_))
        ));
    }

    #[test]
    fn defaults_use_function_keys_escape_and_tab_without_f10_f11() {
        let map = Keymap::default();
        for a in KeyAction::ALL {
            for k in map.keys(a) {
                assert!(!k.ctrl && !k.alt, "{a}: {k}");
                assert!(
                    matches!(k.code, KeyCode::F(1..=9 | 12) | KeyCode::Esc | KeyCode::Tab),
                    "{a} has {k}"
                );
            }
            assert_eq!(map.keys(a).len(), 1, "{a} has a default key");
        }
        assert_eq!(map.action(&key("F3")), Some(KeyAction::Repeat));
        assert_eq!(map.action(&key("Esc")), Some(KeyAction::StopSpeech));
        assert_eq!(map.action(&key("F10")), None);
    }

    #[test]
    fn defaults_match_the_keys_of_the_players_interface() {
        let map = Keymap::default();
        for (k, a) in [
            ("F1", KeyAction::Help),
            ("F2", KeyAction::SwitchSeat),
            ("F5", KeyAction::Clocks),
            ("F9", KeyAction::PressClock),
            ("Tab", KeyAction::ToggleFocus),
        ] {
            assert_eq!(map.action(&key(k)), Some(a), "{k}");
        }
    }

    #[test]
    fn binding_patches_one_action_and_refuses_conflicts() {
        let mut map = Keymap::default();
        assert_eq!(
            map.bind(KeyAction::Repeat, vec![key("r"), key("F3")]),
            Ok(())
        );
        assert_eq!(map.action(&key("r")), Some(KeyAction::Repeat));
        assert_eq!(map.keys(KeyAction::Clocks), [key("F5")], "others untouched");
        let conflict = map.bind(KeyAction::HistoryBack, vec![key("r")]);
        assert_eq!(
            conflict,
            Err(KeyConflict {
                key: key("r"),
                first: KeyAction::Repeat,
                second: KeyAction::HistoryBack
            })
        );
        assert_eq!(
            map.keys(KeyAction::HistoryBack),
            [key("F6")],
            "unchanged after a conflict"
        );
        assert_eq!(map.bind(KeyAction::Help, vec![]), Ok(()));
        assert_eq!(map.action(&key("F1")), None);
    }

    #[test]
    fn action_names_round_trip() {
        for a in KeyAction::ALL {
            assert_eq!(KeyAction::from_name(a.name()), Some(a));
        }
        assert_eq!(KeyAction::from_name("nope"), None);
    }
}
