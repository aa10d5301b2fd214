//! Speech output devices (edge): the [`Speaker`] trait and its implementations.
//!
//! - [`SpeechOutput`]: the real thing. A worker thread drives speech-dispatcher (over its socket,
//!   [`ssip`]) or an espeak-ng process ([`espeak`]), watches it, and falls back to the next
//!   backend when one hangs or fails, down to text only, with one notice.
//! - [`NullSpeaker`]: text only, for `--no-speech`, where the user's screen reader speaks.
//! - [`RecordingSpeaker`]: a test double that records what it was asked.
//! - [`AudioScoresheet`]: every announcement as a numbered WAV file (Appendix D allows the
//!   score to be kept on a recording device).
//!
//! Speaking never blocks the caller: a `speak` call only sends a message to the worker thread.
//! The end of each utterance comes back later as a [`SpeechEvent`] through the callback given
//! at construction, which the run loop turns into a message for [`crate::speech::SpeechQueue`].

mod driver;
pub mod espeak;
mod recorder;
pub mod ssip;
mod supervisor;
#[cfg(feature = "tts")]
mod tts;

use std::{
    fmt,
    sync::{Arc, Mutex, PoisonError},
};

pub use recorder::{AudioScoresheet, AudioScoresheetError, RecordEvent};
pub use supervisor::{BackendSpec, SpeechOutput, Watchdog};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_advice_follows_the_cause() {
        use Cause::*;
        assert_eq!(Cause::of_all([NotInstalled, NotInstalled]), NotInstalled);
        assert_eq!(Cause::of_all([NotInstalled, NoAudio]), NoAudio);
        assert_eq!(Cause::of_all([Other, NotInstalled]), Other);
        assert_eq!(Cause::of_all([]), Other);
        let l = Localizer::new(crate::i18n::Lang::En).expect("English");
        let notice = |cause| {
            SpeechNotice::TextOnly {
                reasons: vec![(Backend::EspeakNg, "x".into())],
                cause,
            }
            .localized(&l)
        };
        assert!(notice(NotInstalled).contains("Install speech-dispatcher or espeak-ng"));
        let audio = notice(NoAudio);
        assert!(!audio.contains("Install"), "{audio}");
        assert!(audio.contains("audio device"), "{audio}");
        assert!(!notice(Other).contains("Install"));
        assert_eq!(
            BackendError::Silent(std::time::Duration::from_secs(1)).cause(),
            NoAudio
        );
        assert_eq!(
            BackendError::NotInstalled("espeak-ng").cause(),
            NotInstalled
        );
    }
}

use crate::{
    i18n::{Arg, Localizer},
    speech::{SpeechCommand, SpeechRequest, UtteranceId, VoiceSettings},
};

/// Something that can speak.
///
/// Every method returns at once; what happens on the device is reported through events.
pub trait Speaker {
    /// Starts saying `request` (after cutting off the current utterance if it asks to).
    ///
    /// # Errors
    ///
    /// The device is gone for good (its worker thread ended).
    fn speak(&mut self, request: SpeechRequest) -> Result<(), SpeechError>;

    /// Falls silent now.
    ///
    /// # Errors
    ///
    /// As for [`Speaker::speak`].
    fn stop(&mut self) -> Result<(), SpeechError>;

    /// Changes rate, volume and voice for the following utterances.
    ///
    /// # Errors
    ///
    /// As for [`Speaker::speak`].
    fn set_voice(&mut self, settings: &VoiceSettings) -> Result<(), SpeechError>;

    /// Carries out what the speech queue decided.
    ///
    /// # Errors
    ///
    /// As for [`Speaker::speak`].
    fn execute(&mut self, commands: Vec<SpeechCommand>) -> Result<(), SpeechError> {
        for command in commands {
            match command {
                SpeechCommand::Speak(request) => self.speak(request)?,
                SpeechCommand::Stop => self.stop()?,
            }
        }
        Ok(())
    }
}

/// A speech backend.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Backend {
    /// speech-dispatcher, over its socket.
    SpeechDispatcher,
    /// An espeak-ng process per utterance.
    EspeakNg,
    /// The `tts` crate: the platform's engine (Windows, macOS) or libspeechd (Linux).
    Tts,
    /// No speech: text only.
    Null,
}

impl Backend {
    /// The name shown to users and used on the command line.
    pub fn name(self) -> &'static str {
        match self {
            Backend::SpeechDispatcher => "speech-dispatcher",
            Backend::EspeakNg => "espeak-ng",
            Backend::Tts => "tts",
            Backend::Null => "none",
        }
    }
}

impl fmt::Display for Backend {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// What a speech device reports.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SpeechEvent {
    /// This backend speaks from now on (sent once it is ready, and again after a fallback).
    Ready(Backend),
    /// The utterance started on the device.
    Started {
        /// The utterance.
        id: UtteranceId,
        /// Who is saying it.
        backend: Backend,
    },
    /// The utterance ended: spoken, cut off, or given up on. Exactly one per request.
    Finished {
        /// The utterance.
        id: UtteranceId,
        /// Who said it (after a fallback, the backend that took over).
        backend: Backend,
    },
    /// Something the user must be told.
    Notice(SpeechNotice),
}

/// Something about speech output the user must be told, once.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SpeechNotice {
    /// A backend stopped working during the session; another one took over.
    Fallback {
        /// The backend that failed.
        from: Backend,
        /// The one speaking now.
        to: Backend,
        /// Why, in the backend's words.
        reason: String,
    },
    /// No speech backend works: the program goes on with text only.
    TextOnly {
        /// Why each backend was not usable, in the backends' words.
        reasons: Vec<(Backend, String)>,
        /// What most likely keeps speech from working, which decides the advice given.
        cause: Cause,
    },
}

/// What keeps a backend from speaking, as far as can be told; it decides the advice the user
/// gets (installing a program does not help when the sound card is missing).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Cause {
    /// The program is not installed.
    NotInstalled,
    /// The program runs but no audio device plays: no sound card, none configured, or a
    /// daemon that starts utterances and never ends them.
    NoAudio,
    /// Anything else.
    Other,
}

impl Cause {
    /// The cause of a whole failed chain: a missing audio device outweighs the rest (it is
    /// what must be fixed), and only when every backend is missing is installing the advice.
    pub fn of_all(causes: impl IntoIterator<Item = Cause>) -> Cause {
        let mut all_missing = None;
        for cause in causes {
            match cause {
                Cause::NoAudio => return Cause::NoAudio,
                Cause::NotInstalled => {
                    all_missing.get_or_insert(true);
                }
                Cause::Other => all_missing = Some(false),
            }
        }
        if all_missing == Some(true) {
            Cause::NotInstalled
        } else {
            Cause::Other
        }
    }

    /// The Fluent selector.
    fn key(self) -> &'static str {
        match self {
            Cause::NotInstalled => "missing",
            Cause::NoAudio => "audio",
            Cause::Other => "other",
        }
    }
}

/// Why a speech backend could not be used or stopped working; the text goes into notices.
#[derive(Debug, thiserror::Error)]
pub enum BackendError {
    /// The program is not installed.
    #[error("{0} is not installed")]
    NotInstalled(&'static str),
    /// Nothing listens on speech-dispatcher's socket.
    #[error("cannot connect to {}: {source}", path.display())]
    Connect {
        /// The socket.
        path: std::path::PathBuf,
        /// What the system said.
        source: std::io::Error,
    },
    /// The backend does not exist on this system or in this build.
    #[error("not available on this system")]
    Unsupported,
    /// The daemon could not be started.
    #[error("could not start the daemon: {0}")]
    Spawn(String),
    /// A request got no reply in time: the backend hangs.
    #[error("no answer within {} ms", .0.as_millis())]
    NoAnswer(std::time::Duration),
    /// The backend refused a request.
    #[error("'{request}' was refused: {reply}")]
    Refused {
        /// The request.
        request: String,
        /// The backend's reply.
        reply: String,
    },
    /// The connection closed.
    #[error("the connection closed")]
    Closed,
    /// An utterance did not start in time.
    #[error("did not start speaking within {} ms", .0.as_millis())]
    NoStart(std::time::Duration),
    /// The silent test utterance at connection never ended: the audio output does not work.
    #[error("a silent test utterance did not end within {} ms: its audio output does not work", .0.as_millis())]
    Silent(std::time::Duration),
    /// An utterance did not end in time.
    #[error("did not finish speaking within {} ms", .0.as_millis())]
    NoEnd(std::time::Duration),
    /// The program runs but cannot open an audio device.
    #[error("no audio device could be opened ({0})")]
    NoAudio(String),
    /// The backend reported a failure (for espeak-ng: an unknown voice).
    #[error("{0}")]
    Failed(String),
    /// An operating-system error.
    #[error(transparent)]
    Io(#[from] std::io::Error),
}

impl BackendError {
    /// What this error says about the cause.
    pub fn cause(&self) -> Cause {
        match self {
            BackendError::NotInstalled(_) => Cause::NotInstalled,
            // A daemon whose test utterance or real utterance never ends has no working sound
            // output (environment.md: speech-dispatcher without a sound card).
            BackendError::NoAudio(_) | BackendError::Silent(_) | BackendError::NoEnd(_) => {
                Cause::NoAudio
            }
            _ => Cause::Other,
        }
    }
}

impl Backend {
    /// The name in the user's language (only "none" is translated).
    pub fn localized(self, l: &Localizer) -> String {
        match self {
            Backend::Null => l.text("speech-backend-none"),
            other => other.name().to_owned(),
        }
    }
}

impl SpeechNotice {
    /// The notice in the user's language.
    pub fn localized(&self, l: &Localizer) -> String {
        match self {
            SpeechNotice::Fallback { from, to, reason } => l.format(
                "speech-fallback",
                &[
                    ("from", Arg::Str(&from.localized(l))),
                    ("to", Arg::Str(&to.localized(l))),
                    ("reason", Arg::Str(reason)),
                ],
            ),
            SpeechNotice::TextOnly { reasons, cause } => {
                let reasons: Vec<String> = reasons
                    .iter()
                    .map(|(b, why)| format!("{}: {why}", b.name()))
                    .collect();
                l.format(
                    "speech-text-only",
                    &[
                        ("reasons", Arg::Str(&reasons.join("; "))),
                        ("cause", Arg::Str(cause.key())),
                    ],
                )
            }
        }
    }
}

/// A speech device failed in a way the caller sees.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SpeechError {
    /// The worker thread ended (it panicked, or the output was shut down).
    #[error("the speech output has shut down")]
    Closed,
}

/// Where a device sends its [`SpeechEvent`]s; called on the device's own thread.
pub type EventSink = Box<dyn FnMut(SpeechEvent) + Send + 'static>;

/// Text only: says nothing and reports each utterance as ended at once.
///
/// For `--no-speech`, when the user's screen reader reads the text annabella prints.
pub struct NullSpeaker {
    events: EventSink,
}

impl fmt::Debug for NullSpeaker {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("NullSpeaker").finish_non_exhaustive()
    }
}

impl NullSpeaker {
    /// A silent speaker that reports through `events` (at once, from the caller's thread).
    pub fn new(mut events: EventSink) -> Self {
        events(SpeechEvent::Ready(Backend::Null));
        NullSpeaker { events }
    }
}

impl Speaker for NullSpeaker {
    fn speak(&mut self, request: SpeechRequest) -> Result<(), SpeechError> {
        (self.events)(SpeechEvent::Finished {
            id: request.id,
            backend: Backend::Null,
        });
        Ok(())
    }

    fn stop(&mut self) -> Result<(), SpeechError> {
        Ok(())
    }

    fn set_voice(&mut self, _settings: &VoiceSettings) -> Result<(), SpeechError> {
        Ok(())
    }
}

/// One call made to a [`RecordingSpeaker`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SpeakerCall {
    /// [`Speaker::speak`].
    Speak(SpeechRequest),
    /// [`Speaker::stop`].
    Stop,
    /// [`Speaker::set_voice`].
    SetVoice(VoiceSettings),
}

/// A test double: records every call and reports nothing, so a test ends utterances itself.
///
/// Clones share the record, so a test can keep one clone and give the other away.
#[derive(Debug, Clone, Default)]
pub struct RecordingSpeaker {
    calls: Arc<Mutex<Vec<SpeakerCall>>>,
}

impl RecordingSpeaker {
    /// A speaker with an empty record.
    pub fn new() -> Self {
        Self::default()
    }

    /// Every call so far, oldest first.
    pub fn calls(&self) -> Vec<SpeakerCall> {
        self.calls
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .clone()
    }

    /// The texts of the `speak` calls so far; an interrupting one is marked with a leading `!`.
    pub fn spoken(&self) -> Vec<String> {
        self.calls()
            .into_iter()
            .filter_map(|c| match c {
                SpeakerCall::Speak(r) if r.interrupt => Some(format!("!{}", r.text)),
                SpeakerCall::Speak(r) => Some(r.text),
                _ => None,
            })
            .collect()
    }

    fn record(&self, call: SpeakerCall) {
        self.calls
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .push(call);
    }
}

impl Speaker for RecordingSpeaker {
    fn speak(&mut self, request: SpeechRequest) -> Result<(), SpeechError> {
        self.record(SpeakerCall::Speak(request));
        Ok(())
    }

    fn stop(&mut self) -> Result<(), SpeechError> {
        self.record(SpeakerCall::Stop);
        Ok(())
    }

    fn set_voice(&mut self, settings: &VoiceSettings) -> Result<(), SpeechError> {
        self.record(SpeakerCall::SetVoice(settings.clone()));
        Ok(())
    }
}

impl<S: Speaker + ?Sized> Speaker for Box<S> {
    fn speak(&mut self, request: SpeechRequest) -> Result<(), SpeechError> {
        (**self).speak(request)
    }

    fn stop(&mut self) -> Result<(), SpeechError> {
        (**self).stop()
    }

    fn set_voice(&mut self, settings: &VoiceSettings) -> Result<(), SpeechError> {
        (**self).set_voice(settings)
    }
}
