//! What every subcommand shares, ripgrep's way: raw arguments validated into settings. One
//! [`Mode`] (the table's, tournament by default everywhere), the calls, the spoken language and
//! the settings file, read the same way by every subcommand ([`load_settings`]).

use std::{
    path::{Path, PathBuf},
    process::ExitCode,
};

use shakmaty::ByColor;

pub(crate) use crate::table::Mode;
use crate::{
    announce::Style,
    clock::{Calls, TimeControl},
    config::{Overrides, Settings},
    i18n::{Lang, Localizer},
    present::cli::CliError,
    vocab::VocabName,
};

/// Reads `--mode`: tournament or casual.
pub(crate) fn parse_mode(text: &str) -> Result<Mode, String> {
    text.parse()
}

/// The settings file option, flattened into every subcommand that reads settings.
#[derive(Debug, Clone, clap::Args)]
pub(crate) struct ConfigArg {
    /// The settings file (default: annabella/config.toml in the platform's config directory).
    #[arg(long, value_name = "FILE")]
    pub(crate) config: Option<PathBuf>,
}

/// The settings: defaults, the settings file, then `overrides` from the command line. A bad
/// file is printed in the language asked for (or English) and is a usage error.
pub(crate) fn load_settings(
    config: Option<&Path>,
    overrides: &Overrides,
) -> Result<Settings, ExitCode> {
    crate::run::settings::load(config, overrides).map_err(|e| {
        let lang = overrides.lang.unwrap_or_default();
        match Localizer::new(lang) {
            Ok(l) => eprintln!("{}", e.localized(&l)),
            Err(_) => eprintln!("{e}"),
        }
        ExitCode::from(2)
    })
}

/// How moves are read and announced at one board (`game`, `resume`), as at every table.
#[derive(Debug, Clone, Default, clap::Args)]
pub(crate) struct ReadingArgs {
    /// The move vocabulary: fide-d, en, de, es, eu, eu2, pl, gl (default: the settings file,
    /// else --lang's own, fide-d for English). Typed piece letters are the vocabulary's
    /// language's (German S for the knight, L for the bishop); the Appendix D words, SAN file
    /// letters and UCI are read in every vocabulary.
    #[arg(long)]
    pub(crate) vocab: Option<VocabName>,
    /// The announcement style: fide, fide-short, local, san, nato (default: the settings file,
    /// else fide).
    #[arg(long)]
    pub(crate) style: Option<Style>,
}

/// How the clock talks.
#[derive(Debug, Clone, clap::Args)]
pub(crate) struct TalkArgs {
    /// tournament (only what is asked for: no calls unless --calls asks, D.2.10.4) or casual
    /// (calls at the settings file's thresholds unless --calls says otherwise).
    #[arg(long, default_value = "tournament", value_parser = parse_mode)]
    pub(crate) mode: Mode,
    /// Remaining times to call out, e.g. "10m,5m,2m,1m,30s,10s", or "none".
    #[arg(long)]
    pub(crate) calls: Option<String>,
    /// Also print what the clock says, in this language (en, de, es, eu, pl, gl).
    #[arg(long)]
    pub(crate) lang: Option<Lang>,
    /// Say the seconds of times under this, e.g. "2h" (default: the settings file's [clock]
    /// seconds-below, else 1h; below a minute always).
    #[arg(long, value_name = "DURATION", value_parser = duration_given)]
    pub(crate) seconds_below: Option<DurationGiven>,
    #[command(flatten)]
    pub(crate) config: ConfigArg,
}

impl TalkArgs {
    /// The settings file with `--lang` over it.
    pub(crate) fn settings(&self) -> Result<Settings, ExitCode> {
        self.settings_reading(&ReadingArgs::default())
    }

    /// The settings file with `--lang` and the reading options over it.
    pub(crate) fn settings_reading(&self, reading: &ReadingArgs) -> Result<Settings, ExitCode> {
        let overrides = Overrides {
            lang: self.lang,
            seconds_below: self.seconds_below.as_ref().and_then(DurationGiven::read),
            vocab: reading.vocab,
            style: reading.style,
            ..Overrides::default()
        };
        let settings = load_settings(self.config.config.as_deref(), &overrides)?;
        DurationGiven::check(
            self.seconds_below.as_ref(),
            "--seconds-below",
            settings.lang,
        )?;
        Ok(settings)
    }

    /// The calls chosen, for both players; a bad `--calls` is printed, like [`parse_control`].
    pub(crate) fn calls(&self, settings: &Settings) -> Result<Calls, ExitCode> {
        let both = ByColor {
            white: true,
            black: true,
        };
        match &self.calls {
            Some(list) => Calls::parse(list, both).map_err(|e| {
                crate::run::say_error(settings.lang, &CliError::Calls(e));
                ExitCode::from(2)
            }),
            None => Ok(match self.mode {
                Mode::Casual => Calls::new(settings.clock.calls.clone(), both),
                Mode::Tournament => Calls::none(),
            }),
        }
    }
}

/// Parses `--control`, printing the error for a bad one in `lang`.
pub(crate) fn parse_control(text: &str, lang: Lang) -> Result<TimeControl, ExitCode> {
    TimeControl::parse(text).map_err(|error| {
        usage(
            lang,
            CliError::Control {
                flag: "--control",
                error,
            },
        )
    })
}

/// Says a usage error in `lang`: exit code 2.
pub(crate) fn usage(lang: Lang, error: CliError) -> ExitCode {
    crate::run::say_error(lang, &error);
    ExitCode::from(2)
}

/// The position of `--fen`, or the initial position.
pub(crate) fn position(fen: Option<&str>) -> Result<shakmaty::Chess, CliError> {
    use shakmaty::{CastlingMode, fen::Fen};
    let Some(fen) = fen else {
        return Ok(shakmaty::Chess::default());
    };
    let read: Fen = fen
        .trim()
        .parse()
        .map_err(|_| CliError::FenUnreadable(fen.to_owned()))?;
    read.into_position(CastlingMode::Standard)
        .map_err(|_| CliError::FenIllegal(fen.to_owned()))
}

/// Checks the values given for the score's tags (a player, the event, the site, the round):
/// each one line of text, so that the PGN written stays one game; one that is not is said in
/// `lang`.
pub(crate) fn check_tags(
    tags: &[(&'static str, Option<&str>)],
    lang: Lang,
) -> Result<(), ExitCode> {
    for (flag, value) in tags {
        if let Some((value, c)) =
            value.and_then(|v| v.chars().find(|c| c.is_control()).map(|c| (v, c)))
        {
            let error = CliError::TagValue {
                flag,
                value: value.to_owned(),
                control: c.escape_default().to_string(),
            };
            return Err(usage(lang, error));
        }
    }
    Ok(())
}

/// Reads a value for the score's tags (a player, the event, the site, the round): one line of
/// text, so that the PGN written stays one game (for clap).
pub(crate) fn tag_value(text: &str) -> Result<String, String> {
    match text.chars().find(|c| c.is_control()) {
        Some(c) => Err(format!(
            "a value for the score is one line of text; this one holds {} (a line break or \
             control character)",
            c.escape_default()
        )),
        None => Ok(text.to_owned()),
    }
}

/// A duration option as typed: read, or the text that is none, said in the reader's language
/// once that is known (the settings file may choose it).
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum DurationGiven {
    /// A duration.
    Read(std::time::Duration),
    /// Text that is no duration.
    NotADuration(String),
}

impl DurationGiven {
    /// The duration, if it read.
    pub(crate) fn read(&self) -> Option<std::time::Duration> {
        match self {
            DurationGiven::Read(d) => Some(*d),
            DurationGiven::NotADuration(_) => None,
        }
    }

    /// Says a text that is no duration, given with `flag`, in `lang`: a usage error.
    pub(crate) fn check(
        given: Option<&Self>,
        flag: &'static str,
        lang: Lang,
    ) -> Result<(), ExitCode> {
        Self::refuse(given, lang, |text| CliError::Duration { flag, text })
    }

    /// [`DurationGiven::check`] for a time on a clock (`h:mm:ss`).
    pub(crate) fn check_clock(
        given: Option<&Self>,
        flag: &'static str,
        lang: Lang,
    ) -> Result<(), ExitCode> {
        Self::refuse(given, lang, |text| CliError::ClockTime { flag, text })
    }

    fn refuse(
        given: Option<&Self>,
        lang: Lang,
        error: impl FnOnce(String) -> CliError,
    ) -> Result<(), ExitCode> {
        match given {
            Some(DurationGiven::NotADuration(text)) => Err(usage(lang, error(text.clone()))),
            _ => Ok(()),
        }
    }
}

/// Reads a time on a clock such as 1:05:00 for clap, never refusing, as [`duration_given`].
pub(crate) fn clock_given(text: &str) -> Result<DurationGiven, std::convert::Infallible> {
    Ok(crate::clock::time::parse_duration(text).map_or_else(
        |_| DurationGiven::NotADuration(text.to_owned()),
        DurationGiven::Read,
    ))
}

/// Reads a duration option for clap, never refusing: what is no duration is said later, in the
/// reader's language ([`DurationGiven::check`]).
pub(crate) fn duration_given(text: &str) -> Result<DurationGiven, std::convert::Infallible> {
    Ok(crate::config::parse_duration(text).map_or_else(
        || DurationGiven::NotADuration(text.to_owned()),
        DurationGiven::Read,
    ))
}

/// Parses a duration argument such as "1h", "90m" or "1h30m" (for clap).
pub(crate) fn duration_arg(text: &str) -> Result<std::time::Duration, String> {
    crate::config::parse_duration(text).ok_or_else(|| {
        format!(
            "'{}' is not a duration: expected something like \"1h\", \"10m\" or \"1h30m\"",
            crate::quote::quote(text)
        )
    })
}
