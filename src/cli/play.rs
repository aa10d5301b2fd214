//! `annabella` with no subcommand: a game at one terminal, full screen or in line mode.

use std::{io::Write as _, path::PathBuf, process::ExitCode, sync::mpsc};

use shakmaty::Color;

use super::common::{ConfigArg, load_settings, parse_mode};
use crate::{
    announce::Style,
    app::App,
    clock::TimeControl,
    config::{Overrides, SpeechBackend},
    game::GameSetup,
    game::Stamp,
    i18n::{Arg, Lang, Localizer},
    journal::{JournalFile, default_dir, new_path},
    present::{Presenters, SeatLook},
    run::{self, TableJournal, line::LineMode, screen::Screen},
    speech::Level,
    table::{
        Mode, Seat, Table, TableSetup, Words,
        journal::{Header, TableRecords, replay},
    },
    vocab::VocabName,
};

/// Options of a game.
#[derive(Debug, Clone, clap::Args)]
pub(crate) struct PlayArgs {
    /// Line mode for screen readers, braille displays, ssh and pipes: plain lines, no cursor
    /// addressing; moves and commands are read from standard input.
    #[arg(long)]
    reader: bool,
    /// The time control, as arbiters write it: 90+30, "40/90+30, 30+30", 5+3, 15, G/60 d5.
    #[arg(long, default_value = "90+30")]
    control: String,
    /// The colour of the visually disabled player.
    #[arg(long, default_value = "white", value_parser = parse_colour)]
    blind: Color,
    /// tournament (record only, Appendix D help only) or casual (illegal moves refused).
    #[arg(long, default_value = "tournament", value_parser = parse_mode)]
    mode: Mode,
    /// The seat at the keyboard at the start: blind, sighted or arbiter (F2 or "seat" switches).
    /// In line mode the device prints only that seat's lines (the arbiter's: alerts and log).
    #[arg(long, default_value = "blind")]
    seat: Seat,
    /// The interface language: en, de, es, eu, pl, gl (default: the settings file, the system
    /// locale, else en).
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
    /// fide-d).
    #[arg(long)]
    vocab: Option<VocabName>,
    /// The announcement style: fide, fide-short, local, san, nato (default: the settings file,
    /// else fide).
    #[arg(long)]
    style: Option<Style>,
    /// Show every move announced to the sighted seat in very large letters (D.2.11).
    #[arg(long)]
    large: bool,
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
    #[command(flatten)]
    config: ConfigArg,
    /// The journal every action is written to before it counts (default: a new file under the
    /// platform's data directory, annabella/journals/, e.g. ~/.local/share/annabella/journals/).
    #[arg(long, value_name = "FILE")]
    journal: Option<PathBuf>,
    /// Write the game as PGN (clock times, the arbiter log as comments) to FILE when it closes.
    #[arg(long, value_name = "FILE")]
    pgn: Option<PathBuf>,
    /// Write no journal.
    #[arg(long, conflicts_with = "journal")]
    no_journal: bool,
    /// Go on with the table game in this journal, after a crash or a stop. The clock comes back
    /// stopped; the arbiter resumes it.
    #[arg(long, value_name = "FILE", conflicts_with_all = ["journal", "no_journal"])]
    resume: Option<PathBuf>,
}

/// Reads `--blind`: white or black.
fn parse_colour(text: &str) -> Result<Color, String> {
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
    let control = match TimeControl::parse(&args.control) {
        Ok(c) => c,
        Err(e) => return usage(&format!("--control: {e}")),
    };
    let (mode, seat) = (args.mode, args.seat);
    let level = |v: Option<i64>, flag: &str| match v {
        None => Ok(None),
        Some(n) => Level::new(n)
            .map(Some)
            .ok_or_else(|| format!("{flag}: {n} is not from -100 to 100")),
    };
    let (rate, volume) = match (level(args.rate, "--rate"), level(args.volume, "--volume")) {
        (Ok(r), Ok(v)) => (r, v),
        (Err(e), _) | (_, Err(e)) => return usage(&e),
    };
    let overrides = Overrides {
        lang: args.lang,
        vocab: args.vocab,
        style: args.style,
        backend: args.no_speech.then_some(SpeechBackend::None),
        voice: args.voice.clone(),
        rate,
        volume,
    };
    let settings = match load_settings(args.config.config.as_deref(), &overrides) {
        Ok(s) => s,
        Err(code) => return code,
    };
    // Calls at thresholds in casual games; in tournament mode only what is asked for is told.
    let mut game = GameSetup::new(control);
    if mode == Mode::Casual {
        game.calls = crate::clock::Calls::new(
            settings.clock.calls.clone(),
            shakmaty::ByColor::new_with(|_| true),
        );
    }
    let setup = TableSetup {
        game,
        blind: args.blind,
        mode,
        lang: settings.lang,
        vocab: settings.vocab,
        style: settings.style,
        large_text: args.large,
        ids: run::new_ids(),
    };
    let words = match Localizer::new(settings.lang) {
        Ok(l) => l,
        Err(e) => return usage(&e.to_string()),
    };
    let (table, journal, resumed, told) = match open_table(args, setup, &words) {
        Ok(opened) => opened,
        Err(e) => return usage(&e),
    };
    let kept = journal.as_ref().map(|j| j.path().to_owned());
    let seat_lang = |s: Seat| match s {
        Seat::Blind => args.lang_blind,
        Seat::Sighted => args.lang_sighted,
        Seat::Arbiter => args.lang_arbiter,
    };
    let presenters = match Presenters::new(|s| {
        let look = SeatLook::from_setup(s, table.setup());
        SeatLook {
            lang: seat_lang(s).unwrap_or(look.lang),
            ..look
        }
    }) {
        Ok(p) => p,
        Err(e) => return usage(&e.to_string()),
    };
    let mut told = told;
    if let Some(last) = resumed {
        told.push(where_it_stands(&table, last, presenters.seat(seat).words()));
    }
    // The blind seat hears its speech in its own language.
    let mut speech_settings = settings.clone();
    speech_settings.lang = presenters.seat(Seat::Blind).words().lang();
    let mut app = App::new(table, presenters, seat);
    app.set_line_mode(args.reader);
    let (tx, rx) = mpsc::channel();
    let mut outputs = run::outputs(&speech_settings, args.record_audio.as_deref(), tx.clone());
    // Where the game is kept (or what came back from its journal) is told first.
    outputs.messages.extend(told);
    let result = if args.reader {
        run::interrupt::forward(tx.clone());
        run::line::read_lines(tx);
        run::run(app, &mut LineMode::new(seat), rx, outputs, journal, resumed)
    } else {
        run::screen::read_keys(tx);
        let mut screen = Screen::new(settings.keys.clone());
        run::run(app, &mut screen, rx, outputs, journal, resumed)
    };
    if let Some(path) = &kept {
        let command = resume_command(path, args.reader);
        let path = path.display().to_string();
        let args = [("path", Arg::Str(&path)), ("command", Arg::Str(&command))];
        // Printed after the screen is put back, so it stays in the terminal; a closed output
        // is no reason to fail.
        let _ = writeln!(std::io::stdout(), "{}", words.format("journal-quit", &args));
    }
    match result {
        Ok(app) => {
            if let Some(path) = &args.pgn
                && let Err(e) =
                    std::fs::write(path, crate::game::pgn::write_pgn(app.table().game()))
            {
                return usage(&format!("{}: {e}", path.display()));
            }
            ExitCode::SUCCESS
        }
        Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(e) => usage(&e.to_string()),
    }
}

/// A new table with its journal, or the table of `--resume` replayed from its journal; with the
/// stamp to go on from and what the seats are told about the journal first.
type Opened = (Table, Option<TableJournal>, Option<Stamp>, Vec<String>);

fn open_table(args: &PlayArgs, setup: TableSetup, words: &Localizer) -> Result<Opened, String> {
    if let Some(path) = &args.resume {
        let opened = JournalFile::<TableRecords>::open(path).map_err(|e| e.to_string())?;
        let (table, last) =
            replay(&opened.recovered, setup.ids).map_err(|e| format!("{}: {e}", path.display()))?;
        let mut told = Vec::new();
        if let Some(t) = &opened.recovered.torn {
            let (p, aside) = (path.display().to_string(), opened.set_aside.as_ref());
            let aside = aside.map_or_else(String::new, |a| a.display().to_string());
            let reason = t.reason.to_string();
            told.push(words.format(
                "journal-torn",
                &[
                    ("path", Arg::Str(&p)),
                    ("line", Arg::Num(t.line as i64)),
                    ("offset", Arg::Num(t.offset as i64)),
                    ("reason", Arg::Str(&reason)),
                    ("aside", Arg::Str(&aside)),
                ],
            ));
        }
        return Ok((table, Some(opened.file), Some(last), told));
    }
    let mut told = Vec::new();
    let journal = if args.no_journal {
        None
    } else {
        let path = args.journal.clone().or_else(|| {
            default_dir().map(|dir| new_path(&dir, "table", run::wall_now(), setup.ids))
        });
        match path {
            Some(path) => {
                let journal = JournalFile::create(&path, setup.ids, &Header::of(&setup))
                    .map_err(|e| e.to_string())?;
                let shown = path.display().to_string();
                told.push(words.format("journal-kept", &[("path", Arg::Str(&shown))]));
                Some(journal)
            }
            None => None,
        }
    };
    let table = Table::new(setup).map_err(|e| e.to_string())?;
    Ok((table, journal, None, told))
}

/// The last move, whose turn it is and both clocks, for a game brought back.
fn where_it_stands(table: &Table, last: Stamp, words: &Words) -> String {
    let sheet = table
        .book(Seat::Blind)
        .map_or(&[][..], |b| b.sheet.entries());
    let last_move = match sheet.last() {
        Some(entry) => words.format(
            "journal-last-move",
            &[
                ("ply", Arg::Num(sheet.len() as i64)),
                ("move", Arg::Str(&words.entry(entry))),
            ],
        ),
        None => words.text("journal-no-move"),
    };
    let reading = table.game().reading(last.at);
    let side = crate::clock::talk::side_key(reading.to_move);
    let turn = words.format("journal-to-move", &[("side", Arg::Str(side))]);
    let clocks = words.clock().reading(&reading);
    format!("{last_move} {turn} {clocks}")
}

pub(crate) use crate::run::resume_command;

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
