//! `annabella` with no subcommand: a game at one terminal, full screen or in line mode.

use std::{io::Write as _, process::ExitCode};

use shakmaty::Color;

use crate::{
    announce::Style,
    app::App,
    clock::TimeControl,
    game::GameSetup,
    i18n::Lang,
    run::{self, line::Sink},
    table::{Mode, Notice, Seat, Table, TableSetup},
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
    #[arg(long, default_value = "white", value_parser = ["white", "black"])]
    blind: String,
    /// tournament (record only, Appendix D help only) or casual (illegal moves refused).
    #[arg(long, default_value = "tournament")]
    mode: String,
    /// The seat at the keyboard at the start: blind, sighted or arbiter (F2 or "seat" switches).
    #[arg(long, default_value = "blind")]
    seat: String,
    /// The interface language: en, de, es, eu, pl, gl (default: the system locale, else en).
    #[arg(long)]
    lang: Option<Lang>,
    /// The move vocabulary: fide-d, en, de, es, eu, eu2, pl, gl.
    #[arg(long, default_value = "fide-d")]
    vocab: VocabName,
    /// The announcement style: fide, fide-short, local, san, nato.
    #[arg(long, default_value = "fide")]
    style: Style,
    /// Show every move announced to the sighted seat in very large letters (D.2.11).
    #[arg(long)]
    large: bool,
}

/// The language of the system locale, if it is one of ours.
fn system_lang() -> Option<Lang> {
    ["LC_ALL", "LC_MESSAGES", "LANG"]
        .into_iter()
        .filter_map(|v| std::env::var(v).ok())
        .find(|v| !v.is_empty() && v != "C" && v != "POSIX" && !v.starts_with("C."))
        .and_then(|v| v.parse().ok())
}

struct PrintOnly;

impl Sink for PrintOnly {
    fn notice(&mut self, _notice: &Notice) {}
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
    let mode: Mode = match args.mode.parse() {
        Ok(m) => m,
        Err(e) => return usage(&format!("--mode: {e}")),
    };
    let seat: Seat = match args.seat.parse() {
        Ok(s) => s,
        Err(e) => return usage(&format!("--seat: {e}")),
    };
    let setup = TableSetup {
        game: GameSetup::new(control),
        blind: if args.blind == "black" {
            Color::Black
        } else {
            Color::White
        },
        mode,
        lang: args.lang.or_else(system_lang).unwrap_or_default(),
        vocab: args.vocab,
        style: args.style,
        large_text: args.large,
    };
    let table = match Table::new(setup) {
        Ok(t) => t,
        Err(e) => return usage(&e),
    };
    let app = App::new(table, seat);
    let mut sink = PrintOnly;
    let result = if args.reader {
        run::line::run(app, &mut sink)
    } else {
        run::screen::run(app, &mut sink)
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(e) => usage(&e.to_string()),
    }
}
