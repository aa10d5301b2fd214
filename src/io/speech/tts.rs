//! Speech through the `tts` crate (feature `tts`): the platform's own engine on Windows (WinRT)
//! and macOS (AVFoundation), speech-dispatcher through libspeechd on Linux (`--backend tts`;
//! `auto` there keeps the pure-Rust socket client, which needs no libspeechd2 to start).
//!
//! One engine per voice language, each with its voice set once: the crate's `set_voice` on
//! speech-dispatcher reads the daemon's whole voice list (thirteen thousand entries, seconds in
//! a debug build) every time, and moves in German alternate with messages in the interface
//! language, so switching the voice of a single engine would delay every other utterance.
//! Reading the list still costs about 2.5 s once at the start and once per language's first
//! utterance (release build, Debian 12, speech-dispatcher 0.11.4): why `auto` on Linux keeps the
//! socket client, which reads the list once in well under a second.
//!
//! The worker's watchdog covers this backend as any other: libspeechd on a daemon without a
//! sound card reports the begin of an utterance and never its end (environment.md), which the
//! watchdog catches. Built and tested on Linux by `scripts/test`; checked to compile for
//! Windows (`cargo check --target x86_64-pc-windows-gnu --features tts`), not run on Windows or
//! macOS yet.

use std::sync::{Arc, Mutex, PoisonError};

use tts::{Tts, Voice};

use super::{
    BackendError,
    driver::{Driver, DriverEvent, DriverSink, Token},
};
use crate::{
    i18n::Lang,
    speech::{SpeechLevel, SpeechRequest, VoiceSettings, voice_languages},
};

fn failed(e: tts::Error) -> BackendError {
    BackendError::Failed(e.to_string())
}

/// The utterance being said: the worker has at most one, so the engines' begin and end
/// callbacks refer to it.
type BeingSaid = Arc<Mutex<Option<Token>>>;

/// One engine and the voice language it was set up for (`None`: the engine's default voice).
struct Engine {
    lang: Option<&'static str>,
    tts: Tts,
}

/// The `tts` crate's engines.
pub(super) struct TtsDriver {
    engines: Vec<Engine>,
    /// The engine saying the current utterance, by index.
    speaking: Option<usize>,
    sink: DriverSink,
    current: BeingSaid,
    callbacks: bool,
    next: u64,
    voice: VoiceSettings,
    /// The engine's voices in the languages annabella speaks, read once.
    voices: Vec<Voice>,
}

impl TtsDriver {
    /// Opens the platform's default engine and reads its voices.
    pub(super) fn open(sink: DriverSink, voice: &VoiceSettings) -> Result<TtsDriver, BackendError> {
        let current: BeingSaid = Arc::new(Mutex::new(None));
        let first = new_engine(&sink, &current, voice)?;
        let callbacks = first.supported_features().utterance_callbacks;
        let wanted: Vec<&str> = Lang::ALL
            .into_iter()
            .flat_map(voice_languages)
            .copied()
            .collect();
        let voices = first
            .voices()
            .unwrap_or_default()
            .into_iter()
            .filter(|v| {
                let lang = v.language();
                wanted
                    .iter()
                    .any(|w| lang.primary_language().eq_ignore_ascii_case(w))
            })
            .collect();
        Ok(TtsDriver {
            engines: vec![Engine {
                lang: None,
                tts: first,
            }],
            speaking: None,
            sink,
            current,
            callbacks,
            next: 0,
            voice: voice.clone(),
            voices,
        })
    }

    /// The best voice for `lang` (and the variant, matched against voice names), with its
    /// language code; `None` when the engine lists none.
    fn pick(&self, lang: Lang) -> Option<(&'static str, &Voice)> {
        let variant = self.voice.voice.as_deref().map(str::to_lowercase);
        voice_languages(lang).iter().find_map(|code| {
            let mut fitting = self
                .voices
                .iter()
                .filter(|v| v.language().primary_language().eq_ignore_ascii_case(code));
            let chosen = match &variant {
                Some(name) => fitting.find(|v| v.name().to_lowercase().contains(name.as_str())),
                None => fitting.next(),
            };
            chosen.map(|v| (*code, v))
        })
    }

    /// The engine for `lang`, set up on first use.
    fn engine_for(&mut self, lang: Lang) -> Result<usize, BackendError> {
        let Some((code, voice)) = self.pick(lang) else {
            return Ok(0);
        };
        if let Some(i) = self.engines.iter().position(|e| e.lang == Some(code)) {
            return Ok(i);
        }
        let voice = voice.clone();
        let mut tts = new_engine(&self.sink, &self.current, &self.voice)?;
        // A voice the engine refuses leaves its default voice; speech goes on.
        let _ = tts.set_voice(&voice);
        self.engines.push(Engine {
            lang: Some(code),
            tts,
        });
        Ok(self.engines.len() - 1)
    }
}

/// A new engine reporting begin and end through `sink`, at the levels of `voice`.
fn new_engine(
    sink: &DriverSink,
    current: &BeingSaid,
    voice: &VoiceSettings,
) -> Result<Tts, BackendError> {
    let mut tts = Tts::default().map_err(failed)?;
    if tts.supported_features().utterance_callbacks {
        let (now, to) = (Arc::clone(current), sink.clone());
        tts.on_utterance_begin(Some(Box::new(move |_| {
            if let Some(t) = *now.lock().unwrap_or_else(PoisonError::into_inner) {
                to.send(DriverEvent::Begin(t));
            }
        })))
        .map_err(failed)?;
        // Ended, or stopped by something else than us (another program's more urgent
        // message): either way the utterance is over. Our own stops clear `current` first.
        for stop in [false, true] {
            let (now, to) = (Arc::clone(current), sink.clone());
            let callback: Box<dyn FnMut(tts::UtteranceId)> = Box::new(move |_| {
                if let Some(t) = now.lock().unwrap_or_else(PoisonError::into_inner).take() {
                    to.send(DriverEvent::End(t));
                }
            });
            if stop {
                tts.on_utterance_stop(Some(callback)).map_err(failed)?;
            } else {
                tts.on_utterance_end(Some(callback)).map_err(failed)?;
            }
        }
    }
    apply_levels(&mut tts, voice)?;
    Ok(tts)
}

/// A level from -100 to 100 on the engine's own scale, 0 being its normal value.
fn scale(level: SpeechLevel, min: f32, normal: f32, max: f32) -> f32 {
    let l = f32::from(level.get()) / 100.0;
    if l >= 0.0 {
        normal + (max - normal) * l
    } else {
        normal + (normal - min) * l
    }
}

/// Sets rate and volume where the engine has them.
fn apply_levels(tts: &mut Tts, voice: &VoiceSettings) -> Result<(), BackendError> {
    let features = tts.supported_features();
    if features.rate {
        let (lo, n, hi) = (tts.min_rate(), tts.normal_rate(), tts.max_rate());
        tts.set_rate(scale(voice.rate, lo, n, hi)).map_err(failed)?;
    }
    if features.volume {
        let (lo, n, hi) = (tts.min_volume(), tts.normal_volume(), tts.max_volume());
        tts.set_volume(scale(voice.volume, lo, n, hi))
            .map_err(failed)?;
    }
    Ok(())
}

impl Driver for TtsDriver {
    fn speak(
        &mut self,
        request: &SpeechRequest,
        voice: &VoiceSettings,
    ) -> Result<Token, BackendError> {
        if *voice != self.voice {
            self.set_voice(voice)?;
        }
        let index = self.engine_for(request.lang)?;
        self.next += 1;
        let token = Token(self.next);
        *self.current.lock().unwrap_or_else(PoisonError::into_inner) = Some(token);
        let engine = self.engines.get_mut(index).ok_or(BackendError::Closed)?;
        engine
            .tts
            .speak(request.text.clone(), false)
            .map_err(failed)?;
        self.speaking = Some(index);
        if !self.callbacks {
            // The engine cannot tell when it is done; it queues what follows by itself.
            self.sink.send(DriverEvent::Begin(token));
            self.sink.send(DriverEvent::End(token));
        }
        Ok(token)
    }

    fn cancel(&mut self) -> Result<(), BackendError> {
        *self.current.lock().unwrap_or_else(PoisonError::into_inner) = None;
        if let Some(engine) = self.speaking.take().and_then(|i| self.engines.get_mut(i))
            && engine.tts.supported_features().stop
        {
            engine.tts.stop().map_err(failed)?;
        }
        Ok(())
    }

    fn set_voice(&mut self, voice: &VoiceSettings) -> Result<(), BackendError> {
        if voice.voice != self.voice.voice {
            // Another variant: the language engines are set up again when next needed.
            self.engines.truncate(1);
            self.speaking = self.speaking.filter(|i| *i == 0);
        }
        self.voice = voice.clone();
        for engine in &mut self.engines {
            apply_levels(&mut engine.tts, voice)?;
        }
        Ok(())
    }
}
