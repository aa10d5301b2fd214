//! Options shared by the clock and game commands: the mode, the calls and the spoken language.

use std::process::ExitCode;

use shakmaty::ByColor;

use crate::{
    clock::{Calls, TimeControl},
    i18n::Lang,
};

/// Casual or tournament play.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, clap::ValueEnum)]
pub(crate) enum Mode {
    /// Calls at the default thresholds unless `--calls` says otherwise.
    #[default]
    Casual,
    /// Only requested information is given (D.2.10.4): no calls unless `--calls` asks.
    Tournament,
}

/// How the clock talks.
#[derive(Debug, Clone, clap::Args)]
pub(crate) struct TalkArgs {
    /// Casual (calls on by default) or tournament (only what is asked for).
    #[arg(long, value_enum, default_value_t = Mode::Casual)]
    pub(crate) mode: Mode,
    /// Remaining times to call out, e.g. "10m,5m,2m,1m,30s,10s", or "none".
    #[arg(long)]
    pub(crate) calls: Option<String>,
    /// Also print what the clock says, in this language (en, de, es, eu, pl, gl).
    #[arg(long)]
    pub(crate) lang: Option<Lang>,
}

impl TalkArgs {
    /// The calls chosen, for both players; a bad `--calls` is printed, like [`parse_control`].
    pub(crate) fn calls(&self) -> Result<Calls, ExitCode> {
        match &self.calls {
            Some(list) => Calls::parse(
                list,
                ByColor {
                    white: true,
                    black: true,
                },
            )
            .map_err(|e| {
                eprintln!("annabella: {e}");
                ExitCode::from(2)
            }),
            None => Ok(match self.mode {
                Mode::Casual => Calls::casual_default(),
                Mode::Tournament => Calls::none(),
            }),
        }
    }
}

/// Parses `--control`, printing the error for a bad one.
pub(crate) fn parse_control(text: &str) -> Result<TimeControl, ExitCode> {
    TimeControl::parse(text).map_err(|e| {
        eprintln!("annabella: {e}");
        ExitCode::from(2)
    })
}

/// Parses a duration argument such as "1h", "90m" or "1h30m" (for clap).
pub(crate) fn duration_arg(text: &str) -> Result<std::time::Duration, String> {
    crate::config::parse_duration(text).ok_or_else(|| {
        format!("'{text}' is not a duration: expected something like \"1h\", \"10m\" or \"1h30m\"")
    })
}
