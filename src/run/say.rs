//! `annabella say`: speaks a text through the speech output annabella would use and prints
//! which backend spoke, so a player can test a speech setup (and the audio scoresheet).
//!
//! It drives the same pieces the game will: the settings, the speech queue, the speech output
//! with its watchdog and fallbacks, and the recorder. It waits for the end of the utterance
//! (bounded) because the process must not exit while speaking; the game itself never waits.

use std::{
    path::PathBuf,
    process::ExitCode,
    sync::mpsc::{self, RecvTimeoutError},
    time::{Duration, Instant},
};

use crate::{
    config::{self, Overrides, SpeechBackend},
    earcon::Cue,
    i18n::{Arg, Lang, Localizer},
    io::sound,
    io::speech::{
        AudioScoresheet, Backend, BackendSpec, NullSpeaker, RecordEvent, Speaker, SpeechEvent,
        SpeechOutput, Watchdog, espeak::EspeakConfig,
    },
    speech::{Level, Priority, QueueConfig, SpeechQueue},
};

/// Arguments of `annabella say`.
#[derive(Debug, clap::Args)]
pub(crate) struct SayArgs {
    /// The language of the text and of the messages: en, de, es, eu, pl, gl (default: the
    /// settings file, else the system locale). Use de for the Appendix D words.
    #[arg(long)]
    lang: Option<Lang>,
    /// Also write the text as a numbered WAV file into DIR, as the audio scoresheet does.
    #[arg(long, value_name = "DIR")]
    record_audio: Option<PathBuf>,
    /// Do not speak: text only, for use with a screen reader.
    #[arg(long)]
    no_speech: bool,
    /// The speech backend: auto, speech-dispatcher, espeak-ng, tts (Windows, macOS) or none.
    #[arg(long)]
    backend: Option<SpeechBackend>,
    /// A voice variant such as Adam or f3 ("" for the plain voice).
    #[arg(long)]
    voice: Option<String>,
    /// Speaking rate, -100 to 100.
    #[arg(long, allow_negative_numbers = true, value_parser = parse_level)]
    rate: Option<Level>,
    /// Volume, -100 to 100.
    #[arg(long, allow_negative_numbers = true, value_parser = parse_level)]
    volume: Option<Level>,
    /// Play a sound cue first: check, capture, low-time, flag-fall or divergence (tests the
    /// sound setup; needs a build with the "audio" feature).
    #[arg(long, value_name = "CUE")]
    earcon: Option<Cue>,
    /// The settings file (default: config.toml in the platform's configuration directory).
    #[arg(long, value_name = "FILE")]
    config: Option<PathBuf>,
    /// What to say.
    #[arg(required = true, num_args = 1..)]
    text: Vec<String>,
}

fn parse_level(s: &str) -> Result<Level, String> {
    s.parse::<i64>()
        .ok()
        .and_then(Level::new)
        .ok_or_else(|| format!("'{s}' is not a whole number from -100 to 100"))
}

/// The longest `say` waits for speech to end before giving up (the watchdogs end it sooner).
const WAIT_LIMIT: Duration = Duration::from_secs(60);

pub(crate) fn say(args: &SayArgs) -> ExitCode {
    let overrides = Overrides {
        lang: args.lang,
        backend: if args.no_speech {
            Some(SpeechBackend::None)
        } else {
            args.backend
        },
        voice: args.voice.clone(),
        rate: args.rate,
        volume: args.volume,
        ..Overrides::default()
    };
    let settings = match config::load(args.config.as_deref(), &overrides) {
        Ok(s) => s,
        Err(e) => {
            let lang = args.lang.unwrap_or_default();
            match Localizer::new(lang) {
                Ok(l) => eprintln!("{}", e.localized(&l)),
                Err(_) => eprintln!("{e}"),
            }
            return ExitCode::from(2);
        }
    };
    let l = match Localizer::new(settings.lang) {
        Ok(l) => l,
        Err(e) => {
            eprintln!("{e}");
            return ExitCode::FAILURE;
        }
    };
    let text = args.text.join(" ");
    // The cue sounds while the speech output starts; kept alive until both are done.
    let earcon = args.earcon.map(|cue| {
        let (mut sink, notice) = sound::open(true);
        if let Some(n) = notice {
            eprintln!("{}", n.localized(&l));
        }
        sink.play(cue);
        (
            sink,
            Instant::now() + cue.duration() + Duration::from_millis(150),
        )
    });
    let (tx, rx) = mpsc::channel::<SpeechEvent>();
    let sink = Box::new(move |e| {
        let _ = tx.send(e);
    });
    let mut speaker: Box<dyn Speaker> = if settings.backend == SpeechBackend::None {
        println!("{}", l.text("speech-disabled"));
        Box::new(NullSpeaker::new(sink))
    } else {
        let chain = BackendSpec::chain(settings.backend);
        match SpeechOutput::start(chain, settings.voice.clone(), Watchdog::default(), sink) {
            Ok(s) => Box::new(s),
            Err(e) => {
                eprintln!("{e}");
                return ExitCode::FAILURE;
            }
        }
    };

    let mut failed = false;
    let (rec_tx, rec_rx) = mpsc::channel::<RecordEvent>();
    let mut recorder = args.record_audio.as_ref().and_then(|dir| {
        let events = Box::new(move |e| {
            let _ = rec_tx.send(e);
        });
        let voice = settings.voice.clone();
        match AudioScoresheet::open(dir, &EspeakConfig::default(), voice, events) {
            Ok(r) => Some(r),
            Err(e) => {
                failed = true;
                let dir = dir.display().to_string();
                let reason = e.to_string();
                eprintln!(
                    "{}",
                    l.format(
                        "record-audio-failed",
                        &[("dir", Arg::Str(&dir)), ("reason", Arg::Str(&reason))]
                    )
                );
                None
            }
        }
    });

    let mut queue = SpeechQueue::new(QueueConfig {
        rate: settings.voice.rate,
        ..QueueConfig::default()
    });
    let commands = queue.say(text, settings.lang, Priority::Move, Instant::now());
    for command in &commands {
        if let (Some(r), crate::speech::SpeechCommand::Speak(req)) = (recorder.as_mut(), command)
            && r.record_request(req).is_err()
        {
            failed = true;
        }
    }
    if speaker.execute(commands).is_err() {
        return ExitCode::FAILURE;
    }

    let spoken_by = wait_until_said(&mut queue, speaker.as_mut(), &rx, &l);
    drop(speaker);
    if let Some((sink, until)) = earcon {
        std::thread::sleep(until.saturating_duration_since(Instant::now()));
        drop(sink);
    }
    if let Some(r) = recorder.take() {
        r.finish();
    }
    for event in rec_rx.try_iter() {
        match event {
            RecordEvent::Written { path, .. } => {
                let path = path.display().to_string();
                println!(
                    "{}",
                    l.format("record-audio-written", &[("path", Arg::Str(&path))])
                );
            }
            RecordEvent::Failed { number, reason } => {
                failed = true;
                eprintln!(
                    "{}",
                    l.format(
                        "record-audio-file-failed",
                        &[
                            ("number", Arg::Num(i64::from(number))),
                            ("reason", Arg::Str(&reason))
                        ]
                    )
                );
            }
        }
    }
    match spoken_by {
        Some(Backend::Null) if settings.backend == SpeechBackend::None => {}
        Some(Backend::Null) | None => {
            println!("{}", l.text("say-not-spoken"));
            failed = true;
        }
        Some(b) => println!(
            "{}",
            l.format("say-spoken", &[("backend", Arg::Str(b.name()))])
        ),
    }
    if failed {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    }
}

/// Runs the speech loop until the queue is idle; returns the backend that said the last
/// utterance. Notices go to standard error as they come.
fn wait_until_said(
    queue: &mut SpeechQueue,
    speaker: &mut dyn Speaker,
    rx: &mpsc::Receiver<SpeechEvent>,
    l: &Localizer,
) -> Option<Backend> {
    let give_up = Instant::now() + WAIT_LIMIT;
    let mut spoken_by = None;
    while queue.speaking().is_some() {
        let now = Instant::now();
        let wake = queue.poll_timeout().map_or(give_up, |t| t.min(give_up));
        let commands = match rx.recv_timeout(wake.saturating_duration_since(now)) {
            Ok(SpeechEvent::Notice(n)) => {
                eprintln!("{}", n.localized(l));
                continue;
            }
            Ok(SpeechEvent::Finished { id, backend }) => {
                spoken_by = Some(backend);
                queue.finished(id, Instant::now())
            }
            Ok(SpeechEvent::Ready(_) | SpeechEvent::Started { .. }) => continue,
            Err(RecvTimeoutError::Timeout) if Instant::now() >= give_up => break,
            Err(RecvTimeoutError::Timeout) => queue.handle_timeout(Instant::now()),
            Err(RecvTimeoutError::Disconnected) => break,
        };
        if speaker.execute(commands).is_err() {
            break;
        }
    }
    spoken_by
}
