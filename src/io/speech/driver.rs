//! What a speech backend is to the worker: the [`Driver`] trait, its utterance [`Token`]s and
//! the [`DriverSink`] its threads report through.
//!
//! Its own module so that the backends (espeak-ng, speech-dispatcher, tts) and the worker that
//! drives them both depend on it, and neither on the other.

use std::sync::Arc;

use super::{BackendError, Cause};
use crate::speech::{SpeechRequest, VoiceSettings};

/// A backend's own name for one utterance (speech-dispatcher's message id, a process count).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(super) struct Token(pub(super) u64);

/// What a backend reports from its own threads.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) enum DriverEvent {
    /// The utterance started.
    Begin(Token),
    /// The utterance ended (spoken or cancelled).
    End(Token),
    /// The backend stopped working: why, in its words, and the likely cause.
    Failed(String, Cause),
}

/// A speech backend as the worker drives it. Calls may block, but only for a bounded time.
pub(super) trait Driver: Send {
    /// Starts an utterance and returns the backend's name for it.
    fn speak(
        &mut self,
        request: &SpeechRequest,
        voice: &VoiceSettings,
    ) -> Result<Token, BackendError>;
    /// Cuts off the current utterance.
    fn cancel(&mut self) -> Result<(), BackendError>;
    /// Applies new rate, volume and voice.
    fn set_voice(&mut self, voice: &VoiceSettings) -> Result<(), BackendError>;
}

/// Where a driver's threads send their [`DriverEvent`]s. The worker builds it so that reports
/// from a replaced driver are recognised and ignored.
#[derive(Clone)]
pub(super) struct DriverSink {
    report: Arc<dyn Fn(DriverEvent) + Send + Sync>,
}

impl std::fmt::Debug for DriverSink {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("DriverSink").finish_non_exhaustive()
    }
}

impl DriverSink {
    /// A sink that hands each event to `report` (which must not block).
    pub(super) fn new(report: impl Fn(DriverEvent) + Send + Sync + 'static) -> Self {
        DriverSink {
            report: Arc::new(report),
        }
    }

    /// Reports an event; a worker that is gone no longer cares.
    pub(super) fn send(&self, event: DriverEvent) {
        (self.report)(event);
    }

    /// Reports that the backend stopped working because of `error`.
    pub(super) fn failed(&self, error: &BackendError) {
        self.send(DriverEvent::Failed(error.to_string(), error.cause()));
    }
}
