//! `annabella practice`: a game against a UCI engine at this terminal, the engine at the
//! sighted seat (played by [`crate::run::play`] with the engine as that seat's device).

use std::{path::PathBuf, process::ExitCode};

use shakmaty::Color;

use super::play::{PlayArgs, parse_colour, play_of};
use crate::{
    engine::{DEFAULT_ENGINE, DEFAULT_LEVEL, EngineSpec, LEVELS, Level},
    table::Mode,
};

/// Options of a practice game: every option of a game at one terminal (casual mode by default:
/// help on request), and the engine's.
#[derive(Debug, Clone, clap::Args)]
pub(crate) struct PracticeArgs {
    /// The engine's program (a UCI engine; default: the settings file's [engine] path, else
    /// /usr/games/stockfish, Debian's: apt-get install stockfish).
    #[arg(long, value_name = "PATH")]
    engine: Option<PathBuf>,
    /// The engine's level, 1 (a beginner's, about 800) to 10 (full strength) (default: the
    /// settings file's [engine] level, else 3, about 1500).
    #[arg(long, value_parser = clap::value_parser!(u8).range(1..=i64::from(LEVELS)))]
    level: Option<u8>,
    /// The colour you play: white or black (the same as --blind).
    #[arg(long, value_parser = parse_colour)]
    colour: Option<Color>,
    #[command(flatten)]
    play: PlayArgs,
}

pub(crate) fn run(args: &PracticeArgs) -> ExitCode {
    let mut play = match play_of(&args.play, None, None, Mode::Casual) {
        Ok(p) => p,
        Err(code) => return code,
    };
    // The engine is the sighted seat's device, and that seat keeps its read-back and presses
    // (one board at one keyboard has neither). An --eboard is the player's own board.
    if play.one_board {
        let error = crate::present::cli::CliError::PracticeOneBoard;
        return super::common::usage(play.settings.lang, error);
    }
    if let Some(colour) = args.colour {
        play.setup.blind = colour;
    }
    let engine = &play.settings.engine;
    let path = args
        .engine
        .clone()
        .or_else(|| engine.path.clone())
        .unwrap_or_else(|| PathBuf::from(DEFAULT_ENGINE));
    let number = args.level.or(engine.level).unwrap_or(DEFAULT_LEVEL);
    let level = Level::get(number).unwrap_or_default();
    let spec = EngineSpec { path, level };
    // The score names the engine at the sighted seat, unless a name was given.
    let name = spec.name();
    let tags = &mut play.setup.game.tags;
    let engine_tag = if play.setup.blind == Color::White {
        &mut tags.black
    } else {
        &mut tags.white
    };
    if engine_tag == "?" {
        *engine_tag = name;
    }
    // Its resumption plays the same engine at the level last set (`run::play` adds both).
    play.engine = Some(spec);
    crate::run::play::play(&play)
}
