//! `annabella` with no subcommand: the arguments of a game at one terminal, full screen or in
//! line mode (played by [`crate::run::play`]).

use std::{io::Write as _, path::PathBuf, process::ExitCode};

use shakmaty::Color;

use super::common::{ConfigArg, DurationGiven, load_settings, parse_mode};
use crate::{
    announce::{RankWords, Style},
    clock::TimeControl,
    config::{Overrides, SpeechBackend},
    game::GameSetup,
    i18n::Lang,
    present::cli::CliError,
    run::{self, play::Play},
    speech::SpeechLevel,
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
    /// The interface language: en, de, es, eu, pl, gl (default: the settings file, the system
    /// locale, else en). Moves in the Appendix D words are always said by a German voice
    /// (espeak-ng's "de", speech-dispatcher's German voice) when one is installed.
    #[arg(long)]
    lang: Option<Lang>,
    /// Show every move announced to the sighted seat in very large letters (D.2.11).
    #[arg(long)]
    large: bool,
    /// The rank words of the Appendix D announcements: german (eins, zwei …: D.2.1's rule), or,
    /// when the arbiter decides otherwise, local (the numbers of the move vocabulary's language,
    /// English ones for fide-d) or digits.
    #[arg(long, default_value = "german")]
    ranks: RankWords,
    /// The talking clock says the seconds of times under this, e.g. "2h" (default: the settings
    /// file's [clock] seconds-below, else 1h; below a minute always).
    #[arg(long, value_name = "DURATION", value_parser = super::common::duration_given)]
    seconds_below: Option<super::common::DurationGiven>,
    #[command(flatten)]
    config: ConfigArg,
    /// The journal every action is written to before it counts (default: a new file under the
    /// platform's data directory, annabella/journals/, e.g. ~/.local/share/annabella/journals/).
    #[arg(long, value_name = "FILE")]
    journal: Option<PathBuf>,
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
    hall: super::hall::HallJoinArgs,
    #[command(flatten)]
    device: DeviceArgs,
}

/// The options of this terminal's seats (speech, languages, the seat at the keyboard, the PGN
/// written at the close): a game and its resumption (`annabella resume FILE`) take the same.
#[derive(Debug, Clone, clap::Args)]
pub(crate) struct DeviceArgs {
    /// The seat at the keyboard at the start: blind, sighted or arbiter (F2 or "seat" switches).
    /// In line mode the device prints the lines of every seat at its keyboard, each marked with
    /// its seat (a joined device: only its own seat's).
    #[arg(long, default_value = "blind")]
    seat: Seat,
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
    /// No speech: leave speaking to the screen reader.
    #[arg(long)]
    no_speech: bool,
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
    /// Write the game as PGN (clock times, the arbiter log as comments) to FILE when it closes.
    #[arg(long, value_name = "FILE")]
    pgn: Option<PathBuf>,
    /// Replace the --pgn file if it exists (otherwise an existing file is left as it is).
    #[arg(long)]
    force: bool,
    /// The sighted player's e-board: dgt:PORT (a DGT board on a serial port, e.g.
    /// dgt:/dev/ttyUSB0 or dgt:/dev/rfcomm0), or auto (the first of /dev/ttyACM*, /dev/ttyUSB*,
    /// /dev/rfcomm* that answers). His moves are read from it; the blind player's moves must
    /// appear on it as executed. In practice it is your own board, the engine's moves made on
    /// it.
    #[arg(long, value_name = "dgt:PORT|auto")]
    eboard: Option<crate::eboard::EboardSpec>,
}

impl DeviceArgs {
    /// How this device reads and announces moves, as a one-board game takes it.
    pub(crate) fn reading(&self) -> super::common::ReadingArgs {
        super::common::ReadingArgs {
            vocab: self.vocab,
            style: self.style,
        }
    }

    /// The options as given, for the command that goes on with the game.
    fn again(&self) -> Vec<String> {
        let mut out = Vec::new();
        let mut opt = |flag: &str, value: Option<String>| {
            if let Some(v) = value {
                out.extend([flag.to_owned(), v]);
            }
        };
        opt("--seat", Some(self.seat.as_str().to_owned()));
        opt("--lang-blind", self.lang_blind.map(|l| l.code().to_owned()));
        opt(
            "--lang-sighted",
            self.lang_sighted.map(|l| l.code().to_owned()),
        );
        opt(
            "--lang-arbiter",
            self.lang_arbiter.map(|l| l.code().to_owned()),
        );
        opt("--vocab", self.vocab.map(|v| v.as_str().to_owned()));
        opt("--style", self.style.map(|s| s.as_str().to_owned()));
        opt(
            "--record-audio",
            self.record_audio.as_ref().map(|p| p.display().to_string()),
        );
        opt("--voice", self.voice.clone());
        opt("--rate", self.rate.map(|n| n.to_string()));
        opt("--volume", self.volume.map(|n| n.to_string()));
        opt("--eboard", self.eboard.as_ref().map(ToString::to_string));
        // The PGN is written again at the close, the longer game replacing the shorter.
        opt("--pgn", self.pgn.as_ref().map(|p| p.display().to_string()));
        if self.pgn.is_some() {
            out.push("--force".into());
        }
        if self.no_speech {
            out.push("--no-speech".into());
        }
        out
    }
}

/// Reads `--blind`: white or black.
pub(super) fn parse_colour(text: &str) -> Result<Color, String> {
    match text {
        "white" => Ok(Color::White),
        "black" => Ok(Color::Black),
        other => Err(format!(
            "'{}' is not white or black",
            crate::quote::quote(other)
        )),
    }
}

fn usage(message: &str) -> ExitCode {
    let _ = writeln!(std::io::stderr(), "annabella: {message}");
    ExitCode::from(2)
}

pub(crate) fn run(args: &PlayArgs) -> ExitCode {
    run_listening(args, None, None)
}

/// [`run`], hosting the table for devices that join over the network at `listen`; the arbiter
/// may allow a new device for a seat whose device is lost (`new_device`).
pub(crate) fn run_listening(
    args: &PlayArgs,
    listen: Option<std::net::SocketAddr>,
    new_device: Option<crate::table::Seat>,
) -> ExitCode {
    match play_of(args, listen, new_device, Mode::Tournament) {
        Ok(play) => crate::run::play::play(&play),
        Err(code) => code,
    }
}

/// The game the arguments choose, `default_mode` unless `--mode` is given.
pub(super) fn play_of(
    args: &PlayArgs,
    listen: Option<std::net::SocketAddr>,
    new_device: Option<crate::table::Seat>,
    default_mode: Mode,
) -> Result<Play, ExitCode> {
    let (mode, seat, device) = (
        args.mode.unwrap_or(default_mode),
        args.device.seat,
        &args.device,
    );
    let level = |v: Option<i64>, flag: &'static str| match v {
        None => Ok(None),
        Some(value) => SpeechLevel::new(value)
            .map(Some)
            .ok_or(CliError::Level { flag, value }),
    };
    let (rate, volume) = (
        level(device.rate, "--rate"),
        level(device.volume, "--volume"),
    );
    let overrides = Overrides {
        lang: args.lang,
        vocab: device.vocab,
        style: device.style,
        backend: device.no_speech.then_some(SpeechBackend::None),
        voice: device.voice.clone(),
        rate: rate.clone().ok().flatten(),
        volume: volume.clone().ok().flatten(),
        seconds_below: args.seconds_below.as_ref().and_then(DurationGiven::read),
    };
    let settings = load_settings(args.config.config.as_deref(), &overrides)?;
    // The options are judged once the reader's language is known (option, settings, system).
    let said = |error: CliError| Err(super::common::usage(settings.lang, error));
    if args.one_board && args.device.eboard.is_some() {
        return said(CliError::EboardOneBoard);
    }
    if let Err(e) = rate.and(volume) {
        return said(e);
    }
    let tags = [
        ("--white", args.white.as_deref()),
        ("--black", args.black.as_deref()),
        ("--event", args.event.as_deref()),
    ];
    super::common::check_tags(&tags, settings.lang)?;
    DurationGiven::check(
        args.seconds_below.as_ref(),
        "--seconds-below",
        settings.lang,
    )?;
    let control = match TimeControl::parse(&args.control) {
        Ok(c) => c,
        Err(error) => {
            return said(CliError::Control {
                flag: "--control",
                error,
            });
        }
    };
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
        Err(e) => return Err(super::hall::usage(settings.lang, &e)),
    };
    if hall.is_some() {
        if args.no_journal {
            let error = super::hall::HallUsage::NoJournal;
            return Err(super::hall::usage(settings.lang, &error));
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
    let resumed_lang = args.resume.as_ref().and(args.lang);
    let mut again = Vec::new();
    if args.reader {
        again.push("--reader".to_owned());
    }
    if let Some(lang) = args.lang {
        again.extend(["--lang".to_owned(), lang.code().to_owned()]);
    }
    if let Some(below) = args.seconds_below.as_ref().and_then(DurationGiven::read) {
        again.extend(["--seconds-below".to_owned(), below.as_secs().to_string()]);
    }
    if let Some(config) = &args.config.config {
        again.extend(["--config".to_owned(), config.display().to_string()]);
    }
    again.extend(device.again());
    again.extend(args.hall.again());
    Ok(Play {
        again,
        setup,
        settings,
        seat,
        reader: args.reader,
        one_board: args.one_board,
        // A resumed table's journal keeps the language it was started in; a --lang given now
        // is the language of the seats at this terminal, as it is on a new table (and as the
        // command printed to go on says).
        lang_blind: device.lang_blind.or(resumed_lang),
        lang_sighted: device.lang_sighted.or(resumed_lang),
        lang_arbiter: device.lang_arbiter.or(resumed_lang),
        record_audio: device.record_audio.clone(),
        journal: args.journal.clone(),
        pgn: device.pgn.clone(),
        force: device.force,
        no_journal: args.no_journal,
        resume: args.resume.clone(),
        listen,
        new_device,
        hall,
        eboard: args.device.eboard.clone(),
        engine: None,
    })
}

/// What `annabella resume FILE` takes for a table game besides the file: the options of the
/// terminal's seats, a hall's, and where a host listens (those its quitting printed).
pub(crate) struct TableOptions<'a> {
    /// Line mode.
    pub(crate) reader: bool,
    /// The interface language, the talking clock's seconds, the settings file.
    pub(crate) talk: &'a super::common::TalkArgs,
    /// The seats, speech and PGN.
    pub(crate) device: &'a DeviceArgs,
    /// The hall the table is in.
    pub(crate) hall: &'a super::hall::HallJoinArgs,
    /// Host the table again, listening here.
    pub(crate) listen: Option<std::net::SocketAddr>,
}

/// `annabella resume FILE` for a table game: the same as `annabella --resume FILE` (or
/// `annabella host --resume FILE --listen ADDR`) with the same options.
pub(crate) fn resume_table(path: &std::path::Path, options: &TableOptions<'_>) -> ExitCode {
    #[derive(clap::Parser)]
    struct Wrapper {
        #[command(flatten)]
        play: PlayArgs,
    }
    let argv = [
        "annabella".into(),
        "--resume".into(),
        path.as_os_str().to_owned(),
    ];
    match <Wrapper as clap::Parser>::try_parse_from(argv) {
        Ok(mut w) => {
            w.play.reader = options.reader;
            w.play.lang = options.talk.lang;
            w.play.seconds_below = options.talk.seconds_below.clone();
            w.play.config = options.talk.config.clone();
            w.play.device = options.device.clone();
            w.play.hall = options.hall.clone();
            run_listening(&w.play, options.listen, None)
        }
        Err(e) => usage(&e.to_string()),
    }
}
