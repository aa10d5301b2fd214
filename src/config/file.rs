//! The settings file's TOML, walked key by key so that every error names its key and value.
//!
//! The layout:
//!
//! ```toml
//! language = "de"            # en de es eu pl gl
//! vocabulary = "fide-d"      # fide-d en de es eu eu2 pl gl (default: the language's own)
//! style = "fide"             # fide fide-short local san nato
//!
//! [speech]
//! backend = "auto"           # auto speech-dispatcher espeak-ng tts none
//! voice = "Adam"             # an espeak-ng voice variant; "" for the plain voice
//! rate = 20                  # -100 to 100
//! volume = 0                 # -100 to 100
//!
//! [sound]
//! earcons = true
//!
//! [speech-input]
//! confirm = "always"         # always (the tournament default) or unsure
//!
//! [clock]
//! calls = ["10m", "5m", "1m", "30s", "10s"]
//! low-time = "1m"
//! seconds-below = "1h"       # say seconds for times under this ("0" never above a minute)
//!
//! [engine]                   # annabella practice and study
//! path = "/usr/games/stockfish"
//! level = 3                  # 1 (a beginner's) to 10 (full strength)
//!
//! [keys]                     # action = key, or a list of keys; [] for none
//! repeat = ["F3", "r"]
//! ```

use std::{path::Path, str::FromStr};

use toml::{Table, Value};

use super::{ConfigError, ExpectedValue, Settings, SpeechBackend, parse_duration};
use crate::{
    announce::Style,
    i18n::Lang,
    keymap::{KeyAction, KeyChord, ParseKeyError},
    speech::SpeechLevel,
    vocab::VocabName,
};

/// Applies the settings of `text` over `settings`.
pub(super) fn apply(settings: &mut Settings, text: &str, file: &Path) -> Result<(), ConfigError> {
    let table = parse(text, file)?;
    let w = Walker { file };
    for (key, value) in &table {
        match key.as_str() {
            "language" => settings.lang = w.word(key, value, &Lang::ALL.map(Lang::code))?,
            "vocabulary" => {
                settings.vocab = w.word(key, value, &VocabName::ALL.map(VocabName::as_str))?;
                settings.vocab_chosen = true;
            }
            "style" => {
                settings.style = w.word::<Style>(key, value, &Style::ALL.map(Style::as_str))?
            }
            "speech" => {
                for (k, v) in w.table(key, value)? {
                    let dotted = format!("speech.{k}");
                    match k.as_str() {
                        "backend" => {
                            let names = SpeechBackend::ALL.map(SpeechBackend::name);
                            let name = w.one_of(&dotted, v, &names)?;
                            settings.backend = SpeechBackend::ALL
                                .into_iter()
                                .find(|b| b.name() == name)
                                .unwrap_or_default();
                        }
                        "voice" => {
                            let voice = w.text(&dotted, v)?;
                            settings.voice.voice = Some(voice.to_owned()).filter(|s| !s.is_empty());
                        }
                        "rate" => settings.voice.rate = w.level(&dotted, v)?,
                        "volume" => settings.voice.volume = w.level(&dotted, v)?,
                        _ => return Err(w.unknown(&dotted)),
                    }
                }
            }
            "game" => {
                for (k, v) in w.table(key, value)? {
                    let dotted = format!("game.{k}");
                    let text = Some(w.text(&dotted, v)?.to_owned()).filter(|s| !s.is_empty());
                    match k.as_str() {
                        "white" => settings.game.white = text,
                        "black" => settings.game.black = text,
                        "event" => settings.game.event = text,
                        "site" => settings.game.site = text,
                        _ => return Err(w.unknown(&dotted)),
                    }
                }
            }
            "engine" => {
                for (k, v) in w.table(key, value)? {
                    let dotted = format!("engine.{k}");
                    match k.as_str() {
                        "path" => {
                            let text = w.text(&dotted, v)?;
                            settings.engine.path =
                                Some(std::path::PathBuf::from(text)).filter(|_| !text.is_empty());
                        }
                        "level" => {
                            let levels = i64::from(crate::engine::LEVELS);
                            let level = v
                                .as_integer()
                                .filter(|n| (1..=levels).contains(n))
                                .and_then(|n| u8::try_from(n).ok());
                            settings.engine.level = Some(level.ok_or_else(|| {
                                w.bad(&dotted, v, ExpectedValue::Range(1, levels))
                            })?);
                        }
                        _ => return Err(w.unknown(&dotted)),
                    }
                }
            }
            "sound" => {
                for (k, v) in w.table(key, value)? {
                    let dotted = format!("sound.{k}");
                    match k.as_str() {
                        "earcons" => settings.earcons = w.boolean(&dotted, v)?,
                        _ => return Err(w.unknown(&dotted)),
                    }
                }
            }
            "speech-input" => {
                for (k, v) in w.table(key, value)? {
                    let dotted = format!("speech-input.{k}");
                    match k.as_str() {
                        "confirm" => {
                            let word = w.one_of(&dotted, v, &["always", "unsure"])?;
                            settings.confirm = word.parse().unwrap_or_default();
                        }
                        _ => return Err(w.unknown(&dotted)),
                    }
                }
            }
            "clock" => {
                for (k, v) in w.table(key, value)? {
                    let dotted = format!("clock.{k}");
                    match k.as_str() {
                        "calls" => settings.clock.calls = w.durations(&dotted, v)?,
                        "low-time" => settings.clock.low_time = w.duration(&dotted, v)?,
                        "seconds-below" => {
                            settings.clock.seconds_below = w.duration(&dotted, v)?;
                        }
                        _ => return Err(w.unknown(&dotted)),
                    }
                }
            }
            "keys" => {
                for (k, v) in w.table(key, value)? {
                    let dotted = format!("keys.{k}");
                    let Some(action) = KeyAction::from_name(k) else {
                        return Err(w.unknown(&dotted));
                    };
                    let keys = w.keys(&dotted, v)?;
                    settings.keys.bind(action, keys).map_err(|conflict| {
                        ConfigError::KeyConflict {
                            file: file.to_owned(),
                            key: dotted.clone(),
                            value: v.to_string(),
                            conflict,
                        }
                    })?;
                }
            }
            _ => return Err(w.unknown(key)),
        }
    }
    Ok(())
}

/// Whether the file sets the interface language (which otherwise follows the system locale).
pub(super) fn sets_language(text: &str) -> bool {
    text.parse::<Table>()
        .is_ok_and(|t| t.contains_key("language"))
}

fn parse(text: &str, file: &Path) -> Result<Table, ConfigError> {
    text.parse::<Table>().map_err(|e| {
        let at = e.span().map(|span| {
            let before = text.get(..span.start).unwrap_or_default();
            let line = before.matches('\n').count() + 1;
            let column = before.rsplit('\n').next().map_or(0, |l| l.chars().count()) + 1;
            format!("line {line}, column {column}: ")
        });
        let detail = e.message().trim().replace('\n', "; ");
        let message = format!("{}{detail}", at.unwrap_or_default());
        ConfigError::Syntax {
            file: file.to_owned(),
            message,
        }
    })
}

/// Turns values into settings, or into errors naming the file, the key and the value.
struct Walker<'a> {
    file: &'a Path,
}

impl Walker<'_> {
    fn unknown(&self, key: &str) -> ConfigError {
        ConfigError::UnknownKey {
            file: self.file.to_owned(),
            key: key.to_owned(),
        }
    }

    fn bad(&self, key: &str, value: &Value, expected: ExpectedValue) -> ConfigError {
        ConfigError::BadValue {
            file: self.file.to_owned(),
            key: key.to_owned(),
            value: value.to_string(),
            expected,
        }
    }

    fn table<'v>(&self, key: &str, value: &'v Value) -> Result<&'v Table, ConfigError> {
        value
            .as_table()
            .ok_or_else(|| self.bad(key, value, ExpectedValue::Table))
    }

    fn text<'v>(&self, key: &str, value: &'v Value) -> Result<&'v str, ConfigError> {
        value
            .as_str()
            .ok_or_else(|| self.bad(key, value, ExpectedValue::Text))
    }

    fn boolean(&self, key: &str, value: &Value) -> Result<bool, ConfigError> {
        value
            .as_bool()
            .ok_or_else(|| self.bad(key, value, ExpectedValue::Bool))
    }

    fn one_of<'v>(
        &self,
        key: &str,
        value: &'v Value,
        words: &[&'static str],
    ) -> Result<&'v str, ConfigError> {
        value
            .as_str()
            .filter(|s| words.contains(s))
            .ok_or_else(|| self.bad(key, value, ExpectedValue::OneOf(words.to_vec())))
    }

    /// A word that names a value of `T` (a language, a vocabulary, a style).
    fn word<T: FromStr>(
        &self,
        key: &str,
        value: &Value,
        words: &[&'static str],
    ) -> Result<T, ConfigError> {
        let word = self.one_of(key, value, words)?;
        word.parse()
            .map_err(|_| self.bad(key, value, ExpectedValue::OneOf(words.to_vec())))
    }

    fn level(&self, key: &str, value: &Value) -> Result<SpeechLevel, ConfigError> {
        value
            .as_integer()
            .and_then(SpeechLevel::new)
            .ok_or_else(|| self.bad(key, value, ExpectedValue::Range(-100, 100)))
    }

    fn duration(&self, key: &str, value: &Value) -> Result<std::time::Duration, ConfigError> {
        let parsed = match value {
            Value::String(s) => parse_duration(s),
            Value::Integer(n) => u64::try_from(*n).ok().map(std::time::Duration::from_secs),
            _ => None,
        };
        parsed.ok_or_else(|| self.bad(key, value, ExpectedValue::Duration))
    }

    fn durations(&self, key: &str, value: &Value) -> Result<Vec<std::time::Duration>, ConfigError> {
        let list = value
            .as_array()
            .ok_or_else(|| self.bad(key, value, ExpectedValue::Durations))?;
        let mut out = list
            .iter()
            .map(|v| self.duration(key, v))
            .collect::<Result<Vec<_>, _>>()?;
        out.sort_by(|a, b| b.cmp(a));
        out.dedup();
        Ok(out)
    }

    fn keys(&self, key: &str, value: &Value) -> Result<Vec<KeyChord>, ConfigError> {
        let one = |v: &Value| match v.as_str().map(str::parse::<KeyChord>) {
            Some(Ok(k)) if k.needed_for_typing() => Err(self.bad(key, v, ExpectedValue::NotTyping)),
            Some(Ok(k)) => Ok(k),
            Some(Err(ParseKeyError::Reserved(_))) => Err(self.bad(key, v, ExpectedValue::FreeKey)),
            _ => Err(self.bad(key, v, ExpectedValue::Keys)),
        };
        match value {
            Value::Array(list) => list.iter().map(one).collect(),
            other => one(other).map(|k| vec![k]),
        }
    }
}
