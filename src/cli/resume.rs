//! `annabella resume [PATH]`: the arguments of bringing a game back from its journal (after a
//! crash) or from a PGN (opened by [`crate::run::open`]); a table game's journal goes on as
//! `annabella --resume PATH`.

use std::{path::PathBuf, process::ExitCode};

use super::{
    common::{DurationGiven, TalkArgs, clock_given, parse_control},
    game::RuleArgs,
};
use crate::run::open::{self, Resumable, Resume};

/// Arguments of `annabella resume`.
#[derive(Debug, clap::Args)]
pub(crate) struct ResumeArgs {
    /// A journal, a directory of journals (the newest is taken), or a PGN file (*.pgn).
    /// Default: the newest journal in the data directory's journals/ (on Linux
    /// ~/.local/share/annabella/journals/, where both `annabella` and `annabella game` keep
    /// them; the older tables/ beside it is searched too). A journal that never got its header
    /// is passed over, with a word.
    path: Option<PathBuf>,
    /// For a PGN: the journal to create (default: a new file in the data directory).
    #[arg(long)]
    journal: Option<PathBuf>,
    /// For a PGN without a time control tag: the control.
    #[arg(long)]
    control: Option<String>,
    /// For a PGN of several games: which one, by number (1 is the first) or by a part of a
    /// player's name, the event, site, date (a year: 2025) or round; digits are a game's
    /// number when there is a game of that number. Without it, several games are listed.
    #[arg(long, value_name = "N|TEXT")]
    game: Option<String>,
    /// For a PGN: White's time left (h:mm:ss), instead of the score's last `[%clk]`.
    #[arg(long, value_name = "H:MM:SS", value_parser = clock_given)]
    white_clock: Option<DurationGiven>,
    /// For a PGN: Black's time left (h:mm:ss), instead of the score's last `[%clk]`.
    #[arg(long, value_name = "H:MM:SS", value_parser = clock_given)]
    black_clock: Option<DurationGiven>,
    /// For a table game (a journal written by `annabella` itself): line mode instead of the
    /// full screen; for a table at one board (`annabella game`'s) or a PGN, the table's line mode
    /// at one board instead of the `ok` lines.
    #[arg(long)]
    reader: bool,
    #[command(flatten)]
    rules: RuleArgs,
    #[command(flatten)]
    talk: TalkArgs,
    /// For a table game: the seats at this terminal, speech and the PGN, as a game takes them.
    #[command(flatten)]
    device: super::play::DeviceArgs,
    /// For a table game in a hall: the hall, as a game takes it.
    #[command(flatten)]
    hall: super::hall::HallJoinArgs,
    /// For a table game: host it again, listening here for the devices that joined it.
    #[arg(long, value_name = "ADDR")]
    listen: Option<std::net::SocketAddr>,
}

pub(crate) fn run(args: &ResumeArgs) -> ExitCode {
    // What is said is in the reader's language (option, settings, system), errors too.
    let reading = args.device.reading();
    let settings = match args.talk.settings_reading(&reading) {
        Ok(s) => s,
        Err(code) => return code,
    };
    for (given, flag) in [
        (&args.white_clock, "--white-clock"),
        (&args.black_clock, "--black-clock"),
    ] {
        if let Err(code) = DurationGiven::check_clock(given.as_ref(), flag, settings.lang) {
            return code;
        }
    }
    let found = match open::find(args.path.as_deref(), settings.lang) {
        Ok(f) => f,
        Err(e) => return super::common::usage(settings.lang, e),
    };
    let table = super::play::TableOptions {
        reader: args.reader,
        talk: &args.talk,
        device: &args.device,
        hall: &args.hall,
        listen: args.listen,
    };
    let (path, pgn) = match found {
        Resumable::Table(path) => return super::play::resume_table(&path, &table),
        // At one board in line mode: the table's own line mode, as `annabella --one-board`.
        Resumable::OneBoard(path) if args.reader => {
            return super::play::resume_table(&path, &table);
        }
        Resumable::OneBoard(path) | Resumable::Other(path) => (path, false),
        Resumable::Pgn(path) => (path, true),
    };
    let reader = args.reader;
    let control = match args
        .control
        .as_deref()
        .map(|text| parse_control(text, settings.lang))
        .transpose()
    {
        Ok(c) => c,
        Err(code) => return code,
    };
    let calls = match args.talk.calls(&settings) {
        Ok(c) => c,
        Err(code) => return code,
    };
    let resume = Resume {
        journal: args.journal.clone(),
        control,
        game: args.game.clone(),
        white_clock: args.white_clock.as_ref().and_then(DurationGiven::read),
        black_clock: args.black_clock.as_ref().and_then(DurationGiven::read),
        options: args.rules.options(),
        calls,
        lang: settings.lang,
        seconds_below: settings.clock.seconds_below,
        mode: args.talk.mode,
        reading: open::Reading {
            vocab: settings.vocab,
            style: settings.style,
        },
        reading_chosen: settings.vocab_chosen || reading.style.is_some(),
    };
    if pgn && reader {
        // In line mode a score is taken up as `--one-board --reader` takes a game: read into a
        // new journal, then the table's line mode from it.
        match open::pgn_to_journal(&resume, &path) {
            Ok(journal) => super::play::resume_table(&journal, &table),
            Err(code) => code,
        }
    } else if pgn {
        open::from_pgn(&resume, &path)
    } else {
        open::from_journal(&resume, &path)
    }
}
