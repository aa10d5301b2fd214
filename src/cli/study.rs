//! `annabella study FILE`: a game gone through move by move, analysed and learnt from (run by
//! [`crate::run::study`]); "play from here" goes on with a practice game with these options.

use std::{path::PathBuf, process::ExitCode, time::Duration};

use shakmaty::Color;

use super::play::{PlayArgs, parse_colour, play_of};
use crate::{
    engine::{DEFAULT_ENGINE, DEFAULT_LEVEL, EngineSpec, LEVELS, Level},
    run::study::StudyRun,
    table::Mode,
};

/// Options of a study: the file and the game in it, the analysis, and every option of a game
/// (for the screen or line mode, the language, and the practice game "play from here" starts).
#[derive(Debug, Clone, clap::Args)]
pub(crate) struct StudyArgs {
    /// A PGN file (any number of games, with variations and comments) or a table's journal
    /// (default: the newest journal, the practice game just played).
    file: Option<PathBuf>,
    /// The game: its number in the file, or a part of a player's name, the event, the date or
    /// the round.
    #[arg(long, value_name = "N|TEXT")]
    game: Option<String>,
    /// Analyse the game at once (also "analyse" while studying).
    #[arg(long)]
    analyse: bool,
    /// The engine's time per position of the analysis, in milliseconds.
    #[arg(long, value_name = "MS", default_value = "200",
          value_parser = clap::value_parser!(u64).range(10..=60_000))]
    movetime: u64,
    /// Whose mistakes to learn from: white or black (default: a journal's player's, a PGN's
    /// both sides').
    #[arg(long, value_parser = parse_colour)]
    colour: Option<Color>,
    /// Where the analysed PGN is written (default: beside the file, NAME.analysed.pgn).
    #[arg(long, value_name = "FILE")]
    output: Option<PathBuf>,
    /// The engine's program (default: the settings file's [engine] path, else
    /// /usr/games/stockfish).
    #[arg(long, value_name = "PATH")]
    engine: Option<PathBuf>,
    /// The engine's level when playing on from a position (1 to 10).
    #[arg(long, value_parser = clap::value_parser!(u8).range(1..=i64::from(LEVELS)))]
    level: Option<u8>,
    #[command(flatten)]
    play: PlayArgs,
}

pub(crate) fn run(args: &StudyArgs) -> ExitCode {
    let mut play = match play_of(&args.play, None, None, Mode::Casual) {
        Ok(p) => p,
        Err(code) => return code,
    };
    let engine = &play.settings.engine;
    let path = args
        .engine
        .clone()
        .or_else(|| engine.path.clone())
        .unwrap_or_else(|| PathBuf::from(DEFAULT_ENGINE));
    let level =
        Level::get(args.level.or(engine.level).unwrap_or(DEFAULT_LEVEL)).unwrap_or_default();
    play.engine = Some(EngineSpec { path, level });
    let file = match &args.file {
        Some(f) => f.clone(),
        None => match crate::journal::default_dir()
            .map(|dir| crate::journal::file::newest_journal(&[dir]))
        {
            Some(Ok((Some(path), _))) => path,
            _ => {
                let error = crate::present::cli::CliError::NothingToStudy;
                return super::common::usage(play.settings.lang, error);
            }
        },
    };
    crate::run::study::study(&StudyRun {
        path: file,
        pick: args.game.clone(),
        analyse: args.analyse,
        time: Duration::from_millis(args.movetime),
        side: args.colour,
        output: args.output.clone(),
        play,
    })
}
