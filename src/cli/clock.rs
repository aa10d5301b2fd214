//! `annabella clock --control C --script FILE`: the arguments of running a clock script in
//! virtual time (run by [`crate::run::scripts::clock`]; the format is in
//! [`crate::clock::script`] and docs/design.md).

use std::{path::PathBuf, process::ExitCode};

use super::common::{TalkArgs, parse_control};
use crate::present::clock::ClockVoice;

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
    let settings = match args.talk.settings() {
        Ok(s) => s,
        Err(code) => return code,
    };
    // The control is judged once the reader's language is known.
    let control = match parse_control(&args.control, settings.lang) {
        Ok(c) => c,
        Err(code) => return code,
    };
    let calls = match args.talk.calls(&settings) {
        Ok(c) => c,
        Err(code) => return code,
    };
    let voice = args
        .talk
        .lang
        .map(|lang| ClockVoice::builtin(lang).with_seconds_below(settings.clock.seconds_below));
    crate::run::scripts::clock(&control, calls, &args.script, voice, settings.lang)
}
