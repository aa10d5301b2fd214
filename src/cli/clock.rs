//! `annabella clock --control C --script FILE`: runs a clock script in virtual time and prints
//! what the clock says (the format is in [`crate::clock::script`] and README.md).

use std::{fs, io::Write as _, path::PathBuf, process::ExitCode};

use crate::clock::{
    script::{OutputKind, OutputLine, parse_script, run_script},
    talk::ClockVoice,
};

use super::common::{TalkArgs, parse_control};

/// Arguments of `annabella clock`.
#[derive(Debug, clap::Args)]
pub(crate) struct ClockArgs {
    /// The time control, e.g. "90+30", "40/90+30, 30+30", "G/60 d5", "60 bronstein 5".
    #[arg(long)]
    control: String,
    /// The script: lines "<h:mm:ss.mmm> <event>"; "-" reads standard input.
    #[arg(long)]
    script: PathBuf,
    #[command(flatten)]
    talk: TalkArgs,
}

pub(crate) fn run(args: &ClockArgs) -> ExitCode {
    let control = match parse_control(&args.control) {
        Ok(c) => c,
        Err(code) => return code,
    };
    let settings = match args.talk.settings() {
        Ok(s) => s,
        Err(code) => return code,
    };
    let calls = match args.talk.calls(&settings) {
        Ok(c) => c,
        Err(code) => return code,
    };
    let text = if args.script.as_os_str() == "-" {
        std::io::read_to_string(std::io::stdin())
    } else {
        fs::read_to_string(&args.script)
    };
    let text = match text {
        Ok(t) => t,
        Err(e) => {
            eprintln!("annabella: cannot read {}: {e}", args.script.display());
            return ExitCode::from(2);
        }
    };
    let voice = match args.talk.lang.map(ClockVoice::new).transpose() {
        Ok(v) => v,
        Err(e) => {
            eprintln!("annabella: {e}");
            return ExitCode::from(2);
        }
    };
    let lines = match parse_script(&text) {
        Ok(l) => l,
        Err(e) => {
            eprintln!("annabella: {}: {e}", args.script.display());
            return ExitCode::FAILURE;
        }
    };
    let (output, error) = match run_script(&control, calls, &lines) {
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
        Some(e) => {
            eprintln!("annabella: {}: {e}", args.script.display());
            ExitCode::FAILURE
        }
        None => ExitCode::SUCCESS,
    }
}

fn spoken(voice: &ClockVoice, line: &OutputLine) -> String {
    match line.kind {
        OutputKind::Query => voice.reading(&line.reading),
        OutputKind::Event(event) => match line.both_flags {
            Some(first) => format!("{} {}", voice.event(&event), voice.both_flags(first)),
            None => voice.event(&event),
        },
    }
}
