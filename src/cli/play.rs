//! `annabella` with no subcommand: the arguments of a game at one terminal, full screen or in
//! line mode (played by [`crate::run::table`]).

use std::{io::Write as _, path::PathBuf, process::ExitCode};

use shakmaty::Color;

use super::common::{ConfigArg, load_settings, parse_mode};
use crate::{
    announce::{RankWords, Style},
    clock::TimeControl,
    config::{Overrides, SpeechBackend},
    game::GameSetup,
    i18n::Lang,
    run::{self, table::Play},
    speech::Level,
    table::{Mode, Seat, TableSetup},
    vocab::VocabName,
};

/// Options of a game.
#[derive(Debug, Clone, clap::Args)]
pub(crate) struct PlayArgs {
    /// Line mode for screen readers, braille displays, ssh and pipes: plain lines, no cursor
    /// addressing; moves and commands are read from standard input.
    #[arg(long)]
    reader: bool,
    /// One board at one keyboard (as `annabella game`, on the screen or in line mode): either
    /// player's seat enters the move of the side to move, made and pressed at once; nothing is
    /// read back, repeated or compared.
    #[arg(long)]
    one_board: bool,
    /// The time control, as arbiters write it: 90+30, "40/90+30, 30+30", 5+3, 15, G/60 d5.
    #[arg(long, default_value = "90+30")]
    control: String,
    /// The colour of the visually disabled player.
    #[arg(long, default_value = "white", value_parser = parse_colour)]
    blind: Color,
    /// tournament (record only, Appendix D help only) or casual (illegal moves refused) [default:
    /// tournament; casual for `annabella practice`].
    #[arg(long, value_parser = parse_mode)]
    mode: Option<Mode>,
    /// The seat at the keyboard at the start: blind, sighted or arbiter (F2 or "seat" switches).
    /// In line mode the device prints only that seat's lines (the arbiter's: alerts and log).
    #[arg(long, default_value = "blind")]
    seat: Seat,
    /// The interface language: en, de, es, eu, pl, gl (default: the settings file, the system
    /// locale, else en). Moves in the Appendix D words are always said by a German voice
    /// (espeak-ng's "de", speech-dispatcher's German voice) when one is installed.
    #[arg(long)]
    lang: Option<Lang>,
    /// The blind player's own interface language (default: --lang). Announcements in the
    /// Appendix D style stay German words in every language.
    #[arg(long, value_name = "LANG")]
    lang_blind: Option<Lang>,
    /// The sighted player's (or assistant's) own interface language (default: --lang).
    #[arg(long, value_name = "LANG")]
    lang_sighted: Option<Lang>,
    /// The arbiter's own interface language (default: --lang).
    #[arg(long, value_name = "LANG")]
    lang_arbiter: Option<Lang>,
    /// The move vocabulary: fide-d, en, de, es, eu, eu2, pl, gl (default: the settings file, else
    /// the interface language's own, fide-d for English).
    #[arg(long)]
    vocab: Option<VocabName>,
    /// The announcement style: fide, fide-short, local, san, nato (default: the settings file,
    /// else fide).
    #[arg(long)]
    style: Option<Style>,
    /// Show every move announced to the sighted seat in very large letters (D.2.11).
    #[arg(long)]
    large: bool,
    /// The rank words of the Appendix D announcements: german (eins, zwei …: D.2.1's rule), or,
    /// when the arbiter decides otherwise, local (the numbers of the move vocabulary's language,
    /// English ones for fide-d) or digits.
    #[arg(long, default_value = "german")]
    ranks: RankWords,
    /// No speech: leave speaking to the screen reader.
    #[arg(long)]
    no_speech: bool,
    /// The talking clock says the seconds of times under this, e.g. "2h" (default: the settings
    /// file's [clock] seconds-below, else 1h; below a minute always).
    #[arg(long, value_name = "DURATION", value_parser = super::common::duration_arg)]
    seconds_below: Option<std::time::Duration>,
    /// Write every announcement to the blind seat as a WAV file in DIR (an audio scoresheet,
    /// D.2.7), through espeak-ng.
    #[arg(long, value_name = "DIR")]
    record_audio: Option<PathBuf>,
    /// The speech voice (a speech-dispatcher or espeak-ng voice name).
    #[arg(long)]
    voice: Option<String>,
    /// The speech rate, -100 to 100.
    #[arg(long, allow_hyphen_values = true)]
    rate: Option<i64>,
    /// The speech volume, -100 to 100.
    #[arg(long, allow_hyphen_values = true)]
    volume: Option<i64>,
    #[command(flatten)]
    config: ConfigArg,
    /// The journal every action is written to before it counts (default: a new file under the
    /// platform's data directory, annabella/journals/, e.g. ~/.local/share/annabella/journals/).
    #[arg(long, value_name = "FILE")]
    journal: Option<PathBuf>,
    /// Write the game as PGN (clock times, the arbiter log as comments) to FILE when it closes.
    #[arg(long, value_name = "FILE")]
    pgn: Option<PathBuf>,
    /// Replace the --pgn file if it exists (otherwise an existing file is left as it is).
    #[arg(long)]
    force: bool,
    /// The White player's name for the score (default: the settings file's [game] white).
    #[arg(long, value_name = "NAME")]
    white: Option<String>,
    /// The Black player's name for the score (default: the settings file's [game] black).
    #[arg(long, value_name = "NAME")]
    black: Option<String>,
    /// The event for the score (default: the settings file's [game] event).
    #[arg(long, value_name = "NAME")]
    event: Option<String>,
    /// Write no journal.
    #[arg(long, conflicts_with = "journal")]
    no_journal: bool,
    /// Go on with the table game in this journal, after a crash or a stop. The clock comes back
    /// stopped; the arbiter resumes it.
    #[arg(long, value_name = "FILE", conflicts_with_all = ["journal", "no_journal"])]
    resume: Option<PathBuf>,
    /// Join a tournament hall: --hall nats://HOST:PORT --tournament T --table N.
    #[command(flatten)]
    hall: super::hall::JoinArgs,
}

/// Reads `--blind`: white or black.
pub(super) fn parse_colour(text: &str) -> Result<Color, String> {
    match text {
        "white" => Ok(Color::White),
        "black" => Ok(Color::Black),
        other => Err(format!("'{other}' is not white or black")),
    }
}

fn usage(message: &str) -> ExitCode {
    let _ = writeln!(std::io::stderr(), "annabella: {message}");
    ExitCode::from(2)
}

pub(crate) fn run(args: &PlayArgs) -> ExitCode {
    run_listening(args, None)
}

/// [`run`], hosting the table for devices that join over the network at `listen`.
pub(crate) fn run_listening(args: &PlayArgs, listen: Option<std::net::SocketAddr>) -> ExitCode {
    match play_of(args, listen, Mode::Tournament) {
        Ok(play) => crate::run::table::play(&play),
        Err(code) => code,
    }
}

/// The game the arguments choose, `default_mode` unless `--mode` is given.
pub(super) fn play_of(
    args: &PlayArgs,
    listen: Option<std::net::SocketAddr>,
    default_mode: Mode,
) -> Result<Play, ExitCode> {
    let control = match TimeControl::parse(&args.control) {
        Ok(c) => c,
        Err(e) => return Err(usage(&format!("--control: {e}"))),
    };
    let (mode, seat) = (args.mode.unwrap_or(default_mode), args.seat);
    let level = |v: Option<i64>, flag: &str| match v {
        None => Ok(None),
        Some(n) => Level::new(n)
            .map(Some)
            .ok_or_else(|| format!("{flag}: {n} is not from -100 to 100")),
    };
    let (rate, volume) = match (level(args.rate, "--rate"), level(args.volume, "--volume")) {
        (Ok(r), Ok(v)) => (r, v),
        (Err(e), _) | (_, Err(e)) => return Err(usage(&e)),
    };
    let overrides = Overrides {
        lang: args.lang,
        vocab: args.vocab,
        style: args.style,
        backend: args.no_speech.then_some(SpeechBackend::None),
        voice: args.voice.clone(),
        rate,
        volume,
        seconds_below: args.seconds_below,
    };
    let settings = load_settings(args.config.config.as_deref(), &overrides)?;
    // Calls at thresholds in casual games; in tournament mode only what is asked for is told.
    let mut game = GameSetup::new(control);
    // The score's names (the date of the game is today's, read at the edge).
    let name = |given: &Option<String>, set: &Option<String>| {
        given
            .clone()
            .or_else(|| set.clone())
            .unwrap_or_else(|| "?".into())
    };
    game.tags.white = name(&args.white, &settings.game.white);
    game.tags.black = name(&args.black, &settings.game.black);
    game.tags.event = name(&args.event, &settings.game.event);
    game.tags.site = name(&None, &settings.game.site);
    if mode == Mode::Casual {
        game.calls = crate::clock::Calls::new(
            settings.clock.calls.clone(),
            shakmaty::ByColor::new_with(|_| true),
        );
    }
    let hall = match args.hall.join() {
        Ok(h) => h,
        Err(e) => return Err(usage(&e)),
    };
    if hall.is_some() {
        if args.no_journal {
            return Err(usage(
                "a table in a hall keeps a journal: --hall and --no-journal exclude each other",
            ));
        }
        if let Some(round) = args.hall.round() {
            game.tags.round = round.to_owned();
        }
    }
    let setup = TableSetup {
        game,
        blind: args.blind,
        mode,
        lang: settings.lang,
        vocab: settings.vocab,
        style: settings.style,
        large_text: args.large,
        ranks: args.ranks,
        ids: run::new_ids(),
    };
    Ok(Play {
        setup,
        settings,
        seat,
        reader: args.reader,
        one_board: args.one_board,
        lang_blind: args.lang_blind,
        lang_sighted: args.lang_sighted,
        lang_arbiter: args.lang_arbiter,
        record_audio: args.record_audio.clone(),
        journal: args.journal.clone(),
        pgn: args.pgn.clone(),
        force: args.force,
        no_journal: args.no_journal,
        resume: args.resume.clone(),
        listen,
        hall,
        engine: None,
    })
}

/// `annabella resume FILE` for a table game: the same as `annabella --resume FILE`.
pub(crate) fn resume_table(path: &std::path::Path, reader: bool) -> ExitCode {
    #[derive(clap::Parser)]
    struct Wrapper {
        #[command(flatten)]
        play: PlayArgs,
    }
    let mut argv = vec![
        "annabella".into(),
        "--resume".into(),
        path.as_os_str().to_owned(),
    ];
    if reader {
        argv.push("--reader".into());
    }
    match <Wrapper as clap::Parser>::try_parse_from(argv) {
        Ok(w) => run(&w.play),
        Err(e) => usage(&e.to_string()),
    }
}
