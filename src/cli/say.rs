//! `annabella say`: the arguments of speaking a text to test a speech setup (spoken by
//! [`crate::run::say`]).

use std::{path::PathBuf, process::ExitCode};

use super::common::{ConfigArg, load_settings};
use crate::{
    config::{Overrides, SpeechBackend},
    earcon::Cue,
    i18n::Lang,
    speech::SpeechLevel,
};

/// Arguments of `annabella say`.
#[derive(Debug, clap::Args)]
pub(crate) struct SayArgs {
    /// The language of the text and of the messages: en, de, es, eu, pl, gl (default: the
    /// settings file, else the system locale). A text in the Appendix D words ("Bauer Eva zwei
    /// Eva vier") is always said by a German voice (espeak-ng's "de", speech-dispatcher's
    /// German voice) when one is installed, whatever this language.
    #[arg(long)]
    lang: Option<Lang>,
    /// Also write the text as a numbered WAV file into DIR, as the audio scoresheet does.
    #[arg(long, value_name = "DIR")]
    record_audio: Option<PathBuf>,
    /// Do not speak: text only, for use with a screen reader.
    #[arg(long)]
    no_speech: bool,
    /// The speech backend: auto, speech-dispatcher, espeak-ng, tts (a build with the "tts"
    /// feature) or none.
    #[arg(long)]
    backend: Option<SpeechBackend>,
    /// A voice variant such as Adam or f3 ("" for the plain voice).
    #[arg(long)]
    voice: Option<String>,
    /// Speaking rate, -100 to 100.
    #[arg(long, allow_negative_numbers = true)]
    rate: Option<i64>,
    /// Volume, -100 to 100.
    #[arg(long, allow_negative_numbers = true)]
    volume: Option<i64>,
    /// Play a sound cue first: check, capture, low-time, flag-fall, divergence or press (tests
    /// the sound setup: through cpal in a build with the "audio" feature, else through paplay,
    /// aplay or sox's play).
    #[arg(long, value_name = "CUE")]
    earcon: Option<Cue>,
    #[command(flatten)]
    config: ConfigArg,
    /// What to say.
    #[arg(required = true, num_args = 1..)]
    text: Vec<String>,
}

pub(crate) fn say(args: &SayArgs) -> ExitCode {
    let overrides = Overrides {
        lang: args.lang,
        backend: if args.no_speech {
            Some(SpeechBackend::None)
        } else {
            args.backend
        },
        voice: args.voice.clone(),
        rate: args.rate.and_then(SpeechLevel::new),
        volume: args.volume.and_then(SpeechLevel::new),
        ..Overrides::default()
    };
    match load_settings(args.config.config.as_deref(), &overrides) {
        // A level out of range is said once the reader's language is known.
        Ok(settings) => {
            for (flag, level) in [("--rate", args.rate), ("--volume", args.volume)] {
                if let Some(value) = level.filter(|v| SpeechLevel::new(*v).is_none()) {
                    let error = crate::present::cli::CliError::Level { flag, value };
                    return super::common::usage(settings.lang, error);
                }
            }
            crate::run::say::speak(
                &settings,
                &args.text.join(" "),
                args.earcon,
                args.record_audio.as_deref(),
            )
        }
        Err(code) => code,
    }
}
