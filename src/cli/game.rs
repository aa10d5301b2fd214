//! `annabella game`: the arguments of a one-board game in real time from standard input,
//! journaled to disk (a table at one board, run by [`crate::run::board`]; its input lines are
//! read by the one codec, [`crate::codec`]).

use std::{path::PathBuf, process::ExitCode};

use crate::{
    clock::Boundaries,
    game::{FlagPolicy, GameOptions, GameSetup, Laws, Tags},
    present::clock::ClockVoice,
};

use super::common::{ReadingArgs, TalkArgs, check_tags, parse_control};
use crate::run::open::Reading;

/// Which Laws decide resignation and penalties.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub(crate) enum LawsArg {
    /// FIDE Laws of 2018.
    #[value(name = "2018")]
    Y2018,
    /// FIDE Laws of 2023 (in force).
    #[value(name = "2023")]
    Y2023,
}

/// What a flag fall does.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub(crate) enum FlagArg {
    /// The game ends at once (6.9).
    End,
    /// Announce and log only; a claim ('flag') or the arbiter decides.
    Report,
}

/// Options shared by `game` and `resume` for a new journal.
#[derive(Debug, clap::Args)]
pub(crate) struct RuleArgs {
    /// Edition of the Laws for resignation (5.1.2) and penalties.
    #[arg(long, value_enum, default_value_t = LawsArg::Y2023)]
    laws: LawsArg,
    /// What a flag fall does.
    #[arg(long, value_enum, default_value_t = FlagArg::End)]
    flag: FlagArg,
    /// Use the 2008 rapid/blitz boundaries (blitz < 15 min) instead of 2018 (blitz ≤ 10 min).
    #[arg(long)]
    boundaries_2008: bool,
}

impl RuleArgs {
    pub(crate) fn options(&self) -> GameOptions {
        GameOptions {
            flag_policy: match self.flag {
                FlagArg::End => FlagPolicy::EndGame,
                FlagArg::Report => FlagPolicy::ReportOnly,
            },
            laws: match self.laws {
                LawsArg::Y2018 => Laws::Fide2018,
                LawsArg::Y2023 => Laws::Fide2023,
            },
            boundaries: if self.boundaries_2008 {
                Boundaries::Fide2008
            } else {
                Boundaries::Fide2018
            },
        }
    }
}

/// Arguments of `annabella game`.
#[derive(Debug, clap::Args)]
pub(crate) struct GameArgs {
    /// The time control, e.g. "90+30", "40/90+30, 30+30", "G/60 d5".
    #[arg(long)]
    control: String,
    /// The journal file to create (default: a new file in the data directory's journals/).
    #[arg(long)]
    journal: Option<PathBuf>,
    /// White's name (default: the settings file's [game] white, else "?").
    #[arg(long)]
    white: Option<String>,
    /// Black's name (default: the settings file's [game] black, else "?").
    #[arg(long)]
    black: Option<String>,
    /// The event (default: the settings file's [game] event, else "?").
    #[arg(long)]
    event: Option<String>,
    /// The site (default: the settings file's [game] site, else "?").
    #[arg(long)]
    site: Option<String>,
    /// The round.
    #[arg(long, default_value = "?")]
    round: String,
    /// Start from this position (FEN).
    #[arg(long)]
    fen: Option<String>,
    #[command(flatten)]
    rules: RuleArgs,
    #[command(flatten)]
    reading: ReadingArgs,
    #[command(flatten)]
    talk: TalkArgs,
}

pub(crate) fn run(args: &GameArgs) -> ExitCode {
    let settings = match args.talk.settings_reading(&args.reading) {
        Ok(s) => s,
        Err(code) => return code,
    };
    // The score's values and the control are judged once the reader's language is known.
    let tags = [
        ("--white", args.white.as_deref()),
        ("--black", args.black.as_deref()),
        ("--event", args.event.as_deref()),
        ("--site", args.site.as_deref()),
        ("--round", Some(args.round.as_str())),
    ];
    if let Err(code) = check_tags(&tags, settings.lang) {
        return code;
    }
    let control = match parse_control(&args.control, settings.lang) {
        Ok(c) => c,
        Err(code) => return code,
    };
    let calls = match args.talk.calls(&settings) {
        Ok(c) => c,
        Err(code) => return code,
    };
    let setup = GameSetup {
        control,
        calls,
        // The names given, else the settings file's, as at every table.
        tags: Tags {
            event: name(&args.event, &settings.game.event),
            site: name(&args.site, &settings.game.site),
            // The date is today's, read at the edge when the game starts.
            date: "????.??.??".into(),
            round: args.round.clone(),
            white: name(&args.white, &settings.game.white),
            black: name(&args.black, &settings.game.black),
        },
        start_fen: args.fen.clone(),
        options: args.rules.options(),
    };
    let voice = ClockVoice::builtin(settings.lang).with_seconds_below(settings.clock.seconds_below);
    let reading = Reading {
        vocab: settings.vocab,
        style: settings.style,
    };
    crate::run::open::new_game(
        setup,
        args.journal.as_deref(),
        voice,
        args.talk.mode,
        reading,
    )
}

/// The name given on the command line, else the settings file's, else "?".
fn name(given: &Option<String>, set: &Option<String>) -> String {
    given
        .clone()
        .or_else(|| set.clone())
        .unwrap_or_else(|| "?".into())
}
