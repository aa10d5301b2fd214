//! `annabella say`: speaks a text through the speech output annabella would use and prints
//! which backend spoke, so a player can test a speech setup (and the audio scoresheet).
//!
//! It drives the same pieces the game will: the settings, the speech queue, the speech output
//! with its watchdog and fallbacks, and the recorder. It waits for the end of the utterance
//! (bounded) because the process must not exit while speaking; the game itself never waits.
//! Edge code: it reads the clock and sleeps.

use std::{
    path::Path,
    process::ExitCode,
    sync::mpsc::{self, RecvTimeoutError},
    time::{Duration, Instant},
};

use crate::{
    config::{Settings, SpeechBackend},
    earcon::Cue,
    i18n::{Arg, Localizer},
    io::sound,
    io::speech::{
        AudioScoresheet, Backend, BackendSpec, NullSpeaker, RecordEvent, Speaker, SpeechEvent,
        SpeechOutput, Watchdog, espeak::EspeakConfig,
    },
    speech::{Priority, QueueConfig, SpeechQueue},
};

/// The longest `say` waits for speech to end before giving up (the watchdogs end it sooner).
const WAIT_LIMIT: Duration = Duration::from_secs(60);

/// Says `text` with `settings`, after the sound cue `earcon` if any, also recorded into
/// `record_audio`; prints which backend spoke.
pub fn speak(
    settings: &Settings,
    text: &str,
    earcon: Option<Cue>,
    record_audio: Option<&Path>,
) -> ExitCode {
    let l = match Localizer::new(settings.lang) {
        Ok(l) => l,
        Err(e) => {
            eprintln!("{e}");
            return ExitCode::FAILURE;
        }
    };
    // The cue sounds while the speech output starts; kept alive until both are done.
    let earcon = earcon.map(|cue| {
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
    let mut recorder = record_audio.and_then(|dir| {
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
    let lang = crate::speech::voice_lang_for(text, settings.lang);
    let commands = queue.say(text, lang, Priority::Move, Instant::now());
    for command in &commands {
        if let (Some(r), crate::speech::SpeechCommand::Speak(req)) = (recorder.as_mut(), command)
            && r.record_request(req).is_err()
        {
            failed = true;
        }
    }
    if let Err(e) = speaker.execute(commands) {
        eprintln!("{e}");
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
        if let Err(e) = speaker.execute(commands) {
            // Said, so that a failure is never silent.
            eprintln!("{e}");
            break;
        }
    }
    spoken_by
}
