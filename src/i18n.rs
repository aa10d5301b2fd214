//! UI text: the Fluent files under `locales/<lang>/`, embedded at build time, in six languages.
//!
//! Pure after construction: building a [`Localizer`] parses embedded strings; formatting a
//! message does no I/O. Placeables are not wrapped in Unicode isolation marks, because the text
//! goes to speech engines and braille displays, which would read the marks.

use std::{fmt, str::FromStr};

use fluent_bundle::{FluentArgs, FluentResource, FluentValue, concurrent::FluentBundle};
use unic_langid::LanguageIdentifier;

include!(concat!(env!("OUT_DIR"), "/locale_files.rs"));

macro_rules! define_lang {
    ($( $lang:ident $code:literal $name:literal [$($voice:literal),+]
        [$($vocab:ident $vocab_name:literal),+] ),+ $(,)?) => {
        /// An interface language of annabella, one for each line of [`crate::languages`].
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub enum Lang {
            $( #[doc = concat!($name, " (`", $code, "`).")] $lang, )+
        }

        impl Lang {
            /// Every interface language, in the order of the list.
            pub const ALL: [Lang; [$($code),+].len()] = [$(Lang::$lang),+];

            /// The language's ISO 639-1 code, as used for `locales/<code>/` and `--lang`.
            pub fn code(self) -> &'static str {
                match self {
                    $( Lang::$lang => $code, )+
                }
            }

            /// The language's name in English.
            pub fn name(self) -> &'static str {
                match self {
                    $( Lang::$lang => $name, )+
                }
            }

            /// The voice languages of espeak-ng to try for this language, best first.
            pub fn voices(self) -> &'static [&'static str] {
                match self {
                    $( Lang::$lang => &[$($voice),+], )+
                }
            }
        }
    };
}

crate::languages::with_languages!(define_lang);

impl Default for Lang {
    /// The first language of the list, English.
    fn default() -> Lang {
        Lang::ALL[0]
    }
}

impl fmt::Display for Lang {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

/// The codes of `names`, joined by ", ", for error messages.
pub(crate) fn one_of<T: fmt::Display>(names: impl IntoIterator<Item = T>) -> String {
    names
        .into_iter()
        .map(|n| n.to_string())
        .collect::<Vec<_>>()
        .join(", ")
}

/// The text given was not one of the interface languages.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown language '{}': expected one of {list}", crate::quote::quote(.0), list = one_of(Lang::ALL))]
pub struct ParseLangError(pub String);

impl FromStr for Lang {
    type Err = ParseLangError;

    /// Accepts a bare code ("pl") or a locale such as "pl_PL.UTF-8" or "de-AT".
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let code: String = s.chars().take_while(|c| c.is_ascii_alphabetic()).collect();
        Lang::ALL
            .into_iter()
            .find(|l| l.code().eq_ignore_ascii_case(&code))
            .ok_or_else(|| ParseLangError(s.to_owned()))
    }
}

/// A broken embedded Fluent file; a build with one is a bug that the locale tests catch.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum LocaleError {
    /// The file does not parse as Fluent.
    #[error("locales/{lang}/{file}: {message}")]
    Syntax {
        lang: String,
        file: String,
        message: String,
    },
    /// Two files of one language define the same message.
    #[error("locales/{lang}/{file}: message defined twice: {message}")]
    Duplicate {
        lang: String,
        file: String,
        message: String,
    },
}

/// Formats UI messages in one language.
pub struct Localizer {
    lang: Lang,
    bundle: FluentBundle<FluentResource>,
}

impl fmt::Debug for Localizer {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Localizer")
            .field("lang", &self.lang)
            .finish_non_exhaustive()
    }
}

impl Localizer {
    /// Loads every embedded Fluent file of `lang`.
    ///
    /// # Errors
    ///
    /// A file that does not parse, or a message defined in two files.
    pub fn new(lang: Lang) -> Result<Self, LocaleError> {
        let langid: LanguageIdentifier = lang.code().parse().map_err(|_| LocaleError::Syntax {
            lang: lang.code().into(),
            file: String::new(),
            message: "bad language identifier".into(),
        })?;
        let mut bundle = FluentBundle::new_concurrent(vec![langid]);
        bundle.set_use_isolating(false);
        for (file_lang, file, source) in LOCALE_FILES {
            if *file_lang != lang.code() {
                continue;
            }
            let resource = FluentResource::try_new((*source).to_owned()).map_err(|(_, errs)| {
                LocaleError::Syntax {
                    lang: lang.code().into(),
                    file: (*file).into(),
                    message: errs
                        .iter()
                        .map(ToString::to_string)
                        .collect::<Vec<_>>()
                        .join("; "),
                }
            })?;
            bundle
                .add_resource(resource)
                .map_err(|errs| LocaleError::Duplicate {
                    lang: lang.code().into(),
                    file: (*file).into(),
                    message: errs
                        .iter()
                        .map(|e| format!("{e:?}"))
                        .collect::<Vec<_>>()
                        .join("; "),
                })?;
        }
        Ok(Localizer { lang, bundle })
    }

    /// Loads every embedded Fluent file of `lang`; never fails.
    ///
    /// The tests load every language with [`Localizer::new`], which names the file of any
    /// problem, so a build with a broken file is not shipped; were one to run, the messages
    /// that parse would be kept (a missing one is spoken as its id) rather than lose a feature.
    pub fn builtin(lang: Lang) -> Localizer {
        if let Ok(loc) = Localizer::new(lang) {
            return loc;
        }
        let langid: LanguageIdentifier = lang.code().parse().unwrap_or_default();
        let mut bundle = FluentBundle::new_concurrent(vec![langid]);
        bundle.set_use_isolating(false);
        for (_, _, source) in LOCALE_FILES.iter().filter(|(l, _, _)| *l == lang.code()) {
            let resource = FluentResource::try_new((*source).to_owned())
                .unwrap_or_else(|(partial, _)| partial);
            bundle.add_resource_overriding(resource);
        }
        Localizer { lang, bundle }
    }

    /// The language this localizer formats in.
    pub fn lang(&self) -> Lang {
        self.lang
    }

    /// Whether the language defines message `id`.
    pub fn has(&self, id: &str) -> bool {
        self.bundle.has_message(id)
    }

    /// Formats message `id` with named arguments.
    ///
    /// A missing message or a formatting error yields the message id itself, so a gap in a
    /// translation is audible rather than silent; the locale tests keep every language complete.
    pub fn format(&self, id: &str, args: &[(&str, Arg<'_>)]) -> String {
        let Some(pattern) = self.bundle.get_message(id).and_then(|m| m.value()) else {
            return id.to_owned();
        };
        let mut fluent_args = FluentArgs::new();
        for (name, value) in args {
            let value = match value {
                Arg::Str(s) => FluentValue::from(*s),
                Arg::Num(n) => FluentValue::from(*n),
            };
            fluent_args.set(*name, value);
        }
        let mut errors = Vec::new();
        let text = self
            .bundle
            .format_pattern(pattern, Some(&fluent_args), &mut errors);
        if errors.is_empty() {
            text.into_owned()
        } else {
            id.to_owned()
        }
    }

    /// Formats message `id` without arguments.
    pub fn text(&self, id: &str) -> String {
        self.format(id, &[])
    }

    /// A message of several lines (a help text), each trimmed, blank ones left out.
    pub fn lines(&self, id: &str) -> Vec<String> {
        self.text(id)
            .lines()
            .map(str::trim)
            .filter(|l| !l.is_empty())
            .map(str::to_owned)
            .collect()
    }
}

/// A named argument to a Fluent message.
#[derive(Debug, Clone, Copy)]
pub enum Arg<'a> {
    /// Text, inserted as is.
    Str(&'a str),
    /// A number, which also selects plural forms.
    Num(i64),
}

/// The ids of every message defined for `lang`, from the embedded files.
pub fn message_ids(lang: Lang) -> Vec<String> {
    let mut ids = Vec::new();
    for (file_lang, _, source) in LOCALE_FILES {
        if *file_lang != lang.code() {
            continue;
        }
        if let Ok(resource) = FluentResource::try_new((*source).to_owned()) {
            for entry in resource.entries() {
                if let fluent_syntax::ast::Entry::Message(m) = entry {
                    ids.push(m.id.name.to_owned());
                }
            }
        }
    }
    ids.sort();
    ids
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_builtin_localizer_is_the_checked_one() {
        for lang in Lang::ALL {
            let checked = Localizer::new(lang).unwrap_or_else(|e| panic!("{lang}: {e}"));
            let builtin = Localizer::builtin(lang);
            assert_eq!(builtin.lang(), lang);
            for id in ["move-or", "parse-empty", "move-game-over"] {
                assert_eq!(
                    builtin.format(id, &[]),
                    checked.format(id, &[]),
                    "{lang}: {id}"
                );
            }
        }
    }
}
