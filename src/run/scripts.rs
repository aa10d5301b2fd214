//! The scripted commands' edge: `annabella clock` (a clock script in virtual time) and
//! `annabella session run` (a session script through the table) read their script here, run it
//! through the pure script runners ([`crate::clock::script`], [`crate::scripted`]) and print
//! what came out.

use std::{io::Write as _, path::Path, process::ExitCode};

use crate::{
    clock::{
        Calls, TimeControl,
        script::{OutputKind, OutputLine, parse_script, run_script},
    },
    present::{
        cli::{CliError, FileDoing},
        clock::ClockVoice,
    },
    scripted as script,
    table::Seat,
};

/// Runs the clock script in `script` ("-": standard input) with `control` and `calls`; with
/// a `voice`, each line is followed by what the clock says.
pub fn clock(
    control: &TimeControl,
    calls: Calls,
    script: &Path,
    voice: Option<ClockVoice>,
    lang: crate::i18n::Lang,
) -> ExitCode {
    let text = if script.as_os_str() == "-" {
        crate::io::files::read_stdin_text()
    } else {
        crate::io::files::read_text(script)
    };
    let text = match text {
        Ok(t) => t,
        Err(e) => {
            let error = CliError::file(script, FileDoing::Read, &e);
            super::say_error(lang, &error);
            return ExitCode::from(2);
        }
    };
    let said = |error: crate::clock::script::ClockScriptError| {
        let path = script.to_owned();
        super::say_error(lang, &CliError::Script { path, error });
        ExitCode::FAILURE
    };
    let lines = match parse_script(&text) {
        Ok(l) => l,
        Err(e) => return said(e),
    };
    let (output, error) = match run_script(control, calls, &lines) {
        Ok(out) => (out, None),
        Err((out, e)) => (out, Some(e)),
    };
    let mut stdout = std::io::stdout().lock();
    for line in &output {
        if writeln!(stdout, "{line}").is_err() {
            return ExitCode::FAILURE;
        }
        if let Some(voice) = &voice {
            let _ = writeln!(stdout, "  say: {}", spoken(voice, line));
        }
    }
    match error {
        Some(e) => said(e),
        None => ExitCode::SUCCESS,
    }
}

/// What the clock says for one output line.
fn spoken(voice: &ClockVoice, line: &OutputLine) -> String {
    match line.kind {
        OutputKind::Query => voice.reading(&line.reading),
        OutputKind::Event(event) => match line.both_flags {
            Some(first) => format!("{} {}", voice.event(&event), voice.both_flags(first)),
            None => voice.event(&event),
        },
    }
}

/// Runs the session script in `file`, prints its transcript (or `seat`'s lines) and its final
/// state, and writes its PGN to `pgn` (replacing a file there only with `force`).
pub fn session(file: &Path, pgn: Option<&Path>, seat: Option<Seat>, force: bool) -> ExitCode {
    let text = match crate::io::files::read_text(file) {
        Ok(text) => text,
        Err(e) => {
            let error = CliError::file(file, FileDoing::Read, &e);
            super::say_error(super::settings::reader_lang(), &error);
            return ExitCode::from(2);
        }
    };
    let run = script::run(&text);
    let mut out = std::io::stdout().lock();
    let lines = match seat {
        Some(seat) => script::seat_lines(&run.transcript, seat),
        None => run.transcript.clone(),
    };
    for line in &lines {
        let _ = writeln!(out, "{line}");
    }
    let _ = writeln!(out, "{}", run.summary);
    if let Some(path) = pgn
        && let Err(e) = crate::io::files::write_new(path, &run.pgn, force)
    {
        super::say_error(super::settings::reader_lang(), &e);
        return ExitCode::from(2);
    }
    match run.error {
        None => ExitCode::SUCCESS,
        Some(e) => {
            let _ = writeln!(std::io::stderr(), "annabella: {}: {e}", file.display());
            ExitCode::FAILURE
        }
    }
}
