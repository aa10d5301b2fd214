//! `annabella say`: speaks a text through the speech output annabella would use and prints
//! which backend spoke, so a player can test a speech setup (and the audio scoresheet).
//!
//! It drives the same pieces the game will: the settings, the speech queue, the speech output
//! with its watchdog and fallbacks, and the recorder. It waits for the end of the utterance
//! (bounded) because the process must not exit while speaking, through the one loop
//! ([`super::drive`]); the game itself never waits. Edge code: it reads the clock and sleeps.

use std::{
    path::Path,
    process::ExitCode,
    sync::mpsc,
    time::{Duration, Instant},
};

use super::{Driven, Flow, Now};
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
                let reason = e.reason(&l);
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
    // The utterance and the wait for its end count from here (the output has started).
    let now = Now::read();
    let commands = queue.say(text, lang, Priority::Move, now.instant);
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

    let spoken_by = wait_until_said(&mut queue, speaker.as_mut(), &rx, &l, now);
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

/// Runs the speech loop until the queue is idle, through the one loop (from `now`, when the
/// first utterance was queued); returns the backend that said the last utterance. Notices go
/// to standard error as they come.
fn wait_until_said(
    queue: &mut SpeechQueue,
    speaker: &mut dyn Speaker,
    rx: &mpsc::Receiver<SpeechEvent>,
    l: &Localizer,
    now: Now,
) -> Option<Backend> {
    let mut saying = Saying {
        queue,
        speaker,
        l,
        give_up: now.instant + WAIT_LIMIT,
        spoken_by: None,
    };
    if saying.queue.speaking().is_some() {
        // Nothing here fails: a speaker's failure is said, and ends the wait.
        let _ = super::drive(&mut saying, rx, now);
    }
    saying.spoken_by
}

/// `say` waiting for its utterance to end, driven by the one loop.
struct Saying<'a> {
    queue: &'a mut SpeechQueue,
    speaker: &'a mut dyn Speaker,
    l: &'a Localizer,
    /// When it stops waiting (the watchdogs end an utterance sooner).
    give_up: Instant,
    /// The backend that said the last utterance.
    spoken_by: Option<Backend>,
}

impl Saying<'_> {
    /// Hands `commands` to the speech output; goes on while something is still said.
    fn execute(&mut self, commands: Vec<crate::speech::SpeechCommand>) -> Flow {
        if let Err(e) = self.speaker.execute(commands) {
            // Said, so that a failure is never silent.
            eprintln!("{e}");
            return Flow::Stop;
        }
        if self.queue.speaking().is_some() {
            Flow::Go
        } else {
            Flow::Stop
        }
    }
}

impl Driven for Saying<'_> {
    type Event = SpeechEvent;

    fn deadline(&self, _: Now) -> Option<Instant> {
        let give_up = self.give_up;
        Some(
            self.queue
                .poll_timeout()
                .map_or(give_up, |t| t.min(give_up)),
        )
    }

    fn input(&mut self, event: SpeechEvent, now: Now) -> std::io::Result<Flow> {
        Ok(match event {
            SpeechEvent::Notice(n) => {
                eprintln!("{}", n.localized(self.l));
                Flow::Go
            }
            SpeechEvent::Finished { id, backend } => {
                self.spoken_by = Some(backend);
                let commands = self.queue.finished(id, now.instant);
                self.execute(commands)
            }
            SpeechEvent::Ready(_) | SpeechEvent::Started { .. } => Flow::Go,
        })
    }

    fn timeout(&mut self, now: Now) -> std::io::Result<Flow> {
        if now.instant >= self.give_up {
            return Ok(Flow::Stop);
        }
        let commands = self.queue.handle_timeout(now.instant);
        Ok(self.execute(commands))
    }
}
