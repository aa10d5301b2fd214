//! The settings file, read at the edge the one way every subcommand reads it: the file given
//! with `--config` (which must exist) or the usual place (if there is a file there), and the
//! environment for the system locale; merging is [`crate::config::resolve`]'s.

use std::{io, path::Path};

use crate::config::{self, ConfigError, Overrides, Settings};

/// The reader's language where a subcommand has no `--lang` and reads no settings of its own:
/// the settings file's, else the system's (a settings file that does not read is left to the
/// subcommands that use it).
pub fn reader_lang() -> crate::i18n::Lang {
    load(None, &Overrides::default()).map_or_else(|_| crate::i18n::Lang::default(), |s| s.lang)
}

/// Reads the settings: defaults, then the file, then `overrides`.
///
/// `path` is the file given on the command line, which must exist; without one, the usual
/// place is read if there is a file there.
///
/// # Errors
///
/// See [`ConfigError`].
pub fn load(path: Option<&Path>, overrides: &Overrides) -> Result<Settings, ConfigError> {
    let (path, required) = match path {
        Some(p) => (Some(p.to_owned()), true),
        None => (config::default_path(), false),
    };
    let text = match &path {
        Some(path) => match crate::io::files::read_text(path) {
            Ok(text) => Some(text),
            Err(e) if e.kind() == io::ErrorKind::NotFound && !required => None,
            Err(source) => {
                return Err(ConfigError::Read {
                    file: path.clone(),
                    source,
                });
            }
        },
        None => None,
    };
    let file = path.as_deref().zip(text.as_deref());
    config::resolve(file, |name| std::env::var(name).ok(), overrides)
}
