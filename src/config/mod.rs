//! Settings: defaults, then the settings file, then the command line.
//!
//! The file is TOML in the platform's configuration directory
//! (`$XDG_CONFIG_HOME/annabella/config.toml` on Linux). Every field is optional. An unknown
//! key or a bad value is an error that names the file, the key and the value, never silently
//! ignored: a blind player cannot see that a setting did not take.
//!
//! Parsing and merging ([`Settings::from_toml`], [`Settings::apply`], [`resolve`]) are pure;
//! the edge (`run::settings::load`) reads the file and the environment.

mod file;

use std::{
    fmt, io,
    path::{Path, PathBuf},
    time::Duration,
};

use crate::{
    announce::Style,
    i18n::{Arg, Lang, Localizer},
    keymap::Keymap,
    speech::{SpeechLevel, VoiceSettings},
    vocab::VocabName,
};

/// Which speech output to use.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum SpeechBackend {
    /// speech-dispatcher, else espeak-ng, else text only.
    #[default]
    Auto,
    /// speech-dispatcher, else text only.
    SpeechDispatcher,
    /// espeak-ng, else text only.
    EspeakNg,
    /// The `tts` crate (builds with the `tts` feature: the platform engine on Windows and macOS,
    /// speech-dispatcher through libspeechd on Linux), else text only.
    Tts,
    /// Text only: the user's screen reader speaks (`--no-speech`).
    None,
}

impl SpeechBackend {
    /// Every choice.
    pub const ALL: [SpeechBackend; 5] = [
        SpeechBackend::Auto,
        SpeechBackend::SpeechDispatcher,
        SpeechBackend::EspeakNg,
        SpeechBackend::Tts,
        SpeechBackend::None,
    ];

    /// The name used in the settings file.
    pub fn name(self) -> &'static str {
        match self {
            SpeechBackend::Auto => "auto",
            SpeechBackend::SpeechDispatcher => "speech-dispatcher",
            SpeechBackend::EspeakNg => "espeak-ng",
            SpeechBackend::Tts => "tts",
            SpeechBackend::None => "none",
        }
    }
}

impl fmt::Display for SpeechBackend {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The text given is not a speech backend choice.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error(
    "unknown speech backend '{0}': expected one of auto, speech-dispatcher, espeak-ng, tts, none"
)]
pub struct ParseSpeechBackendError(pub String);

impl std::str::FromStr for SpeechBackend {
    type Err = ParseSpeechBackendError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        SpeechBackend::ALL
            .into_iter()
            .find(|b| b.name().eq_ignore_ascii_case(s.trim()))
            .ok_or_else(|| ParseSpeechBackendError(s.to_owned()))
    }
}

/// When the talking clock speaks.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ClockCalls {
    /// Remaining times at which the clock calls the time, longest first.
    pub calls: Vec<Duration>,
    /// Below this remaining time the low-time sound plays.
    pub low_time: Duration,
    /// Durations under this are said with their seconds (below a minute always).
    pub seconds_below: Duration,
}

impl Default for ClockCalls {
    fn default() -> Self {
        let m = |n: u64| Duration::from_secs(60 * n);
        ClockCalls {
            calls: vec![
                m(10),
                m(5),
                m(2),
                m(1),
                Duration::from_secs(30),
                Duration::from_secs(10),
            ],
            low_time: m(1),
            seconds_below: crate::present::clock::SECONDS_BELOW,
        }
    }
}

/// Every setting, validated.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Settings {
    /// The interface language.
    pub lang: Lang,
    /// The vocabulary moves are read and announced in: the one chosen, else the interface
    /// language's own ([`VocabName::of_interface`]).
    pub vocab: VocabName,
    /// Whether the settings file or the command line chose the vocabulary; if not, it follows
    /// the interface language.
    pub vocab_chosen: bool,
    /// The announcement style.
    pub style: Style,
    /// Which speech output to use.
    pub backend: SpeechBackend,
    /// Rate, volume and voice.
    pub voice: VoiceSettings,
    /// Whether to play sound cues (earcons).
    pub earcons: bool,
    /// When the clock speaks.
    pub clock: ClockCalls,
    /// The key bindings.
    pub keys: Keymap,
    /// Names for the score: `[game]` white, black, event, site.
    pub game: GameNames,
    /// `[speech-input] confirm`: when a spoken move is read back before it counts.
    pub confirm: crate::asr::Confirm,
    /// `[engine]`: the engine `annabella practice` and `study` use.
    pub engine: EngineSettings,
}

/// The engine of practice and study (`[engine]` path, level); the command line overrides them.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct EngineSettings {
    /// The engine's program.
    pub path: Option<std::path::PathBuf>,
    /// Its level at the start.
    pub level: Option<u8>,
}

/// The names the settings file gives the score (`[game]`); the command line overrides them.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct GameNames {
    /// The White player.
    pub white: Option<String>,
    /// The Black player.
    pub black: Option<String>,
    /// The event.
    pub event: Option<String>,
    /// The site.
    pub site: Option<String>,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            lang: Lang::En,
            vocab: VocabName::FideD,
            vocab_chosen: false,
            style: Style::Fide,
            backend: SpeechBackend::Auto,
            voice: VoiceSettings::default(),
            earcons: true,
            clock: ClockCalls::default(),
            keys: Keymap::default(),
            game: GameNames::default(),
            confirm: crate::asr::Confirm::Always,
            engine: EngineSettings::default(),
        }
    }
}

/// What the command line sets; `None` leaves the file's or the default value.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Overrides {
    /// `--lang`.
    pub lang: Option<Lang>,
    /// `--vocab`.
    pub vocab: Option<VocabName>,
    /// `--style`.
    pub style: Option<Style>,
    /// `--no-speech` (as `Some(SpeechBackend::None)`) or a backend choice.
    pub backend: Option<SpeechBackend>,
    /// `--voice`.
    pub voice: Option<String>,
    /// `--rate`.
    pub rate: Option<SpeechLevel>,
    /// `--volume`.
    pub volume: Option<SpeechLevel>,
    /// `--seconds-below`.
    pub seconds_below: Option<Duration>,
}

impl Settings {
    /// Defaults with the settings of a TOML text applied; `file` names it in errors.
    ///
    /// # Errors
    ///
    /// The text is not TOML, has a key annabella does not know, or a value that is not valid.
    pub fn from_toml(text: &str, file: &Path) -> Result<Settings, ConfigError> {
        let mut settings = Settings::default();
        file::apply(&mut settings, text, file)?;
        settings.settle_vocab();
        Ok(settings)
    }

    /// Gives the interface language's vocabulary unless one was chosen.
    fn settle_vocab(&mut self) {
        if !self.vocab_chosen {
            self.vocab = VocabName::of_interface(self.lang);
        }
    }

    /// Applies command-line overrides.
    pub fn apply(&mut self, o: &Overrides) {
        if let Some(lang) = o.lang {
            self.lang = lang;
        }
        if let Some(vocab) = o.vocab {
            self.vocab = vocab;
            self.vocab_chosen = true;
        }
        self.settle_vocab();
        if let Some(style) = o.style {
            self.style = style;
        }
        if let Some(backend) = o.backend {
            self.backend = backend;
        }
        if let Some(voice) = &o.voice {
            self.voice.voice = Some(voice.clone()).filter(|v| !v.is_empty());
        }
        if let Some(threshold) = o.seconds_below {
            self.clock.seconds_below = threshold;
        }
        if let Some(rate) = o.rate {
            self.voice.rate = rate;
        }
        if let Some(volume) = o.volume {
            self.voice.volume = volume;
        }
    }
}

/// What a bad value should have been.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ExpectedValue {
    /// One of these words.
    OneOf(Vec<&'static str>),
    /// A whole number in this range.
    Range(i64, i64),
    /// true or false.
    Bool,
    /// A duration such as "5m", "30s", "1m30s", or a number of seconds.
    Duration,
    /// Text.
    Text,
    /// A key name, or a list of them.
    Keys,
    /// A key that screen readers leave to programs (not Insert or Caps Lock).
    FreeKey,
    /// A key that typing in the input line does not need.
    NotTyping,
    /// A table of settings.
    Table,
    /// A list of durations.
    Durations,
}

impl fmt::Display for ExpectedValue {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ExpectedValue::OneOf(words) => write!(f, "one of {}", words.join(", ")),
            ExpectedValue::Range(lo, hi) => write!(f, "a whole number from {lo} to {hi}"),
            ExpectedValue::Bool => f.write_str("true or false"),
            ExpectedValue::Duration => {
                f.write_str("a duration such as \"5m\", \"30s\" or \"1m30s\"")
            }
            ExpectedValue::Text => f.write_str("text"),
            ExpectedValue::Keys => {
                f.write_str("a key name such as \"F5\" or \"Esc\", or a list of them")
            }
            ExpectedValue::FreeKey => f.write_str(
                "a key screen readers leave free (Insert and Caps Lock are their modifier keys)",
            ),
            ExpectedValue::NotTyping => f.write_str(
                "a key typing does not need (a function key, Esc, or ctrl+ or alt+ and a letter; \
                 not Enter, Backspace, Space or a plain character)",
            ),
            ExpectedValue::Table => f.write_str("a table"),
            ExpectedValue::Durations => {
                f.write_str("a list of durations such as [\"5m\", \"30s\"]")
            }
        }
    }
}

impl ExpectedValue {
    fn localized(&self, l: &Localizer) -> String {
        match self {
            ExpectedValue::OneOf(words) => l.format(
                "config-expected-one-of",
                &[("values", Arg::Str(&words.join(", ")))],
            ),
            ExpectedValue::Range(lo, hi) => l.format(
                "config-expected-range",
                &[("min", Arg::Num(*lo)), ("max", Arg::Num(*hi))],
            ),
            ExpectedValue::Bool => l.text("config-expected-bool"),
            ExpectedValue::Duration => l.text("config-expected-duration"),
            ExpectedValue::Text => l.text("config-expected-text"),
            ExpectedValue::Keys => l.text("config-expected-keys"),
            ExpectedValue::FreeKey => l.text("config-expected-free-key"),
            ExpectedValue::NotTyping => l.text("config-expected-not-typing"),
            ExpectedValue::Table => l.text("config-expected-table"),
            ExpectedValue::Durations => l.text("config-expected-durations"),
        }
    }
}

/// The settings file cannot be used.
#[derive(Debug, thiserror::Error)]
pub enum ConfigError {
    /// The file cannot be read.
    #[error("{}: cannot be read: {source}", file.display())]
    Read {
        /// The file.
        file: PathBuf,
        /// What the system said.
        source: io::Error,
    },
    /// The file is not TOML.
    #[error("{}: not valid TOML: {message}", file.display())]
    Syntax {
        /// The file.
        file: PathBuf,
        /// The TOML parser's message, with line and column.
        message: String,
    },
    /// A key annabella does not know (a typo, or a setting of another version).
    #[error("{}: unknown setting '{key}'", file.display())]
    UnknownKey {
        /// The file.
        file: PathBuf,
        /// The key, dotted ("speech.rat").
        key: String,
    },
    /// A value that is not valid for its key.
    #[error("{}: '{key}' cannot be {value}: expected {expected}", file.display())]
    BadValue {
        /// The file.
        file: PathBuf,
        /// The key, dotted ("speech.rate").
        key: String,
        /// The value as written in the file.
        value: String,
        /// What it should have been.
        expected: ExpectedValue,
    },
    /// A key binding given to two actions.
    #[error("{}: '{key}' = {value}: {conflict}", file.display())]
    KeyConflict {
        /// The file.
        file: PathBuf,
        /// The key, dotted ("keys.repeat").
        key: String,
        /// The value as written.
        value: String,
        /// The clash.
        conflict: crate::keymap::KeyConflict,
    },
}

impl ConfigError {
    /// The message in the user's language.
    pub fn localized(&self, l: &Localizer) -> String {
        match self {
            // Why, in the user's words: the system's own text is English.
            ConfigError::Read { file, source } => {
                let format = |id: &str, args: &[(&str, Arg<'_>)]| l.format(id, args);
                let problem = crate::present::cli::FileProblem::of(source);
                let reason = crate::present::cli::file_problem(&format, problem);
                l.format(
                    "config-error-read",
                    &[
                        ("file", Arg::Str(&file.display().to_string())),
                        ("reason", Arg::Str(&reason)),
                    ],
                )
            }
            ConfigError::Syntax { file, message } => l.format(
                "config-error-syntax",
                &[
                    ("file", Arg::Str(&file.display().to_string())),
                    ("reason", Arg::Str(message)),
                ],
            ),
            ConfigError::UnknownKey { file, key } => l.format(
                "config-error-unknown-key",
                &[
                    ("file", Arg::Str(&file.display().to_string())),
                    ("key", Arg::Str(key)),
                ],
            ),
            ConfigError::BadValue {
                file,
                key,
                value,
                expected,
            } => l.format(
                "config-error-bad-value",
                &[
                    ("file", Arg::Str(&file.display().to_string())),
                    ("key", Arg::Str(key)),
                    ("value", Arg::Str(value)),
                    ("expected", Arg::Str(&expected.localized(l))),
                ],
            ),
            ConfigError::KeyConflict {
                file,
                key,
                value,
                conflict,
            } => l.format(
                "config-error-key-conflict",
                &[
                    ("file", Arg::Str(&file.display().to_string())),
                    ("key", Arg::Str(key)),
                    ("value", Arg::Str(value)),
                    ("binding", Arg::Str(&conflict.key.to_string())),
                    ("first", Arg::Str(conflict.first.name())),
                    ("second", Arg::Str(conflict.second.name())),
                ],
            ),
        }
    }
}

/// The settings file's usual place: `config.toml` in the platform's configuration directory
/// for annabella (`$XDG_CONFIG_HOME/annabella/`, else `~/.config/annabella/` on Linux).
pub fn default_path() -> Option<PathBuf> {
    directories::ProjectDirs::from("", "", "annabella").map(|d| d.config_dir().join("config.toml"))
}

/// The interface language the system locale asks for, as gettext reads it: `LANGUAGE` (a
/// colon-separated list), then `LC_ALL`, `LC_MESSAGES`, `LANG`; "C" and "POSIX" say nothing.
pub fn system_lang(var: impl Fn(&str) -> Option<String>) -> Option<Lang> {
    let locale_set = ["LC_ALL", "LC_MESSAGES", "LANG"]
        .into_iter()
        .filter_map(&var)
        .find(|v| !v.is_empty())
        .filter(|v| !is_c_locale(v));
    // gettext ignores LANGUAGE when the locale is C.
    let language = var("LANGUAGE").filter(|_| locale_set.is_some());
    let from_language = language
        .iter()
        .flat_map(|l| l.split(':'))
        .filter(|l| !l.is_empty())
        .find_map(|l| l.parse::<Lang>().ok());
    from_language.or_else(|| locale_set.and_then(|v| v.parse().ok()))
}

fn is_c_locale(v: &str) -> bool {
    let base = v.split(['.', '@']).next().unwrap_or_default();
    base == "C" || base == "POSIX"
}

/// The settings: defaults, then the file's `text` (if one was read), then `overrides`, with the
/// language falling back to the system locale (read through `var`) when neither the file nor
/// the command line sets it. Pure: the edge (`run::settings::load`) reads the file
/// and the environment.
///
/// # Errors
///
/// See [`ConfigError`].
pub fn resolve(
    file: Option<(&Path, &str)>,
    var: impl Fn(&str) -> Option<String>,
    overrides: &Overrides,
) -> Result<Settings, ConfigError> {
    let mut settings = Settings::default();
    let mut lang_set = false;
    if let Some((path, text)) = file {
        settings = Settings::from_toml(text, path)?;
        lang_set = file::sets_language(text);
    }
    if !lang_set && let Some(lang) = system_lang(var) {
        settings.lang = lang;
    }
    settings.apply(overrides);
    Ok(settings)
}

/// Parses a duration: "5m", "30s", "1m30s", "1h", or a whole number of seconds.
pub fn parse_duration(text: &str) -> Option<Duration> {
    let text = text.trim();
    if let Ok(secs) = text.parse::<u64>() {
        return Some(Duration::from_secs(secs));
    }
    let mut total = 0u64;
    let mut number = String::new();
    for c in text.chars() {
        if c.is_ascii_digit() {
            number.push(c);
            continue;
        }
        let unit = match c {
            'h' => 3600,
            'm' => 60,
            's' => 1,
            _ => return None,
        };
        let n: u64 = number.parse().ok()?;
        total = total.checked_add(n.checked_mul(unit)?)?;
        number.clear();
    }
    (number.is_empty() && !text.is_empty()).then_some(Duration::from_secs(total))
}

#[cfg(test)]
mod tests;
