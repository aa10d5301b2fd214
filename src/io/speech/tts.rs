//! The platform's own speech engine through the `tts` crate (feature `tts`; Windows: WinRT,
//! macOS: AVFoundation). On Linux the crate would link libspeechd, so there annabella talks to
//! speech-dispatcher over its socket instead and this module is not built.
//!
//! Checked to compile for Windows (`cargo check --target x86_64-pc-windows-gnu --features
//! tts`); not run on Windows or macOS yet.

use std::sync::{Arc, Mutex, PoisonError};

use tts::Tts;

use super::{
    BackendError,
    driver::{Driver, DriverEvent, DriverSink, Token},
};
use crate::speech::{Level, SpeechRequest, VoiceSettings, voice_languages};

fn failed(e: tts::Error) -> BackendError {
    BackendError::Failed(e.to_string())
}

/// The platform engine.
pub(super) struct TtsDriver {
    tts: Tts,
    sink: DriverSink,
    /// The utterance being said: the worker has at most one, so the engine's begin and end
    /// callbacks refer to it.
    current: Arc<Mutex<Option<Token>>>,
    callbacks: bool,
    next: u64,
}

impl TtsDriver {
    /// Opens the platform's default engine.
    pub(super) fn open(sink: DriverSink, voice: &VoiceSettings) -> Result<TtsDriver, BackendError> {
        let tts = Tts::default().map_err(failed)?;
        let callbacks = tts.supported_features().utterance_callbacks;
        let current: Arc<Mutex<Option<Token>>> = Arc::new(Mutex::new(None));
        if callbacks {
            let (now, to) = (Arc::clone(&current), sink.clone());
            tts.on_utterance_begin(Some(Box::new(move |_| {
                if let Some(t) = *now.lock().unwrap_or_else(PoisonError::into_inner) {
                    to.send(DriverEvent::Begin(t));
                }
            })))
            .map_err(failed)?;
            let (now, to) = (Arc::clone(&current), sink.clone());
            tts.on_utterance_end(Some(Box::new(move |_| {
                if let Some(t) = now.lock().unwrap_or_else(PoisonError::into_inner).take() {
                    to.send(DriverEvent::End(t));
                }
            })))
            .map_err(failed)?;
        }
        let mut driver = TtsDriver {
            tts,
            sink,
            current,
            callbacks,
            next: 0,
        };
        driver.set_voice(voice)?;
        Ok(driver)
    }

    /// Chooses the engine's voice for the utterance's language (and the variant, matched
    /// against voice names), when the engine lists voices.
    fn choose_voice(&mut self, request: &SpeechRequest, voice: &VoiceSettings) {
        let Ok(voices) = self.tts.voices() else {
            return;
        };
        let variant = voice.voice.as_deref().map(str::to_lowercase);
        for code in voice_languages(request.lang) {
            let mut fitting = voices
                .iter()
                .filter(|v| v.language().primary_language().eq_ignore_ascii_case(code));
            let chosen = match &variant {
                Some(name) => fitting.find(|v| v.name().to_lowercase().contains(name.as_str())),
                None => fitting.next(),
            };
            if let Some(v) = chosen {
                // A voice the engine refuses leaves its default voice; speech goes on.
                let _ = self.tts.set_voice(v);
                return;
            }
        }
    }
}

/// A level from -100 to 100 on the engine's own scale, 0 being its normal value.
fn scale(level: Level, min: f32, normal: f32, max: f32) -> f32 {
    let l = f32::from(level.get()) / 100.0;
    if l >= 0.0 {
        normal + (max - normal) * l
    } else {
        normal + (normal - min) * l
    }
}

impl Driver for TtsDriver {
    fn speak(
        &mut self,
        request: &SpeechRequest,
        voice: &VoiceSettings,
    ) -> Result<Token, BackendError> {
        self.choose_voice(request, voice);
        self.next += 1;
        let token = Token(self.next);
        *self.current.lock().unwrap_or_else(PoisonError::into_inner) = Some(token);
        self.tts
            .speak(request.text.clone(), false)
            .map_err(failed)?;
        if !self.callbacks {
            // The engine cannot tell when it is done; it queues what follows by itself.
            self.sink.send(DriverEvent::Begin(token));
            self.sink.send(DriverEvent::End(token));
        }
        Ok(token)
    }

    fn cancel(&mut self) -> Result<(), BackendError> {
        *self.current.lock().unwrap_or_else(PoisonError::into_inner) = None;
        if self.tts.supported_features().stop {
            self.tts.stop().map_err(failed)?;
        }
        Ok(())
    }

    fn set_voice(&mut self, voice: &VoiceSettings) -> Result<(), BackendError> {
        let features = self.tts.supported_features();
        if features.rate {
            let (lo, n, hi) = (
                self.tts.min_rate(),
                self.tts.normal_rate(),
                self.tts.max_rate(),
            );
            self.tts
                .set_rate(scale(voice.rate, lo, n, hi))
                .map_err(failed)?;
        }
        if features.volume {
            let (lo, n, hi) = (
                self.tts.min_volume(),
                self.tts.normal_volume(),
                self.tts.max_volume(),
            );
            self.tts
                .set_volume(scale(voice.volume, lo, n, hi))
                .map_err(failed)?;
        }
        Ok(())
    }
}
