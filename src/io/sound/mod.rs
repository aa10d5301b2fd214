//! Sound cue output (edge): the [`SoundSink`] trait, a silent sink, a recording test double,
//! and with the `audio` cargo feature a cpal sink.
//!
//! A missing audio device or a build without the feature never stops the game: [`open`] then
//! gives the silent sink and a [`SoundNotice`] to show once. alsa-lib's own error lines (nine of
//! them when there is no sound card) never reach the screen; see `cpal_sink`.

#[cfg(feature = "audio")]
mod cpal_sink;

use std::sync::{Arc, Mutex, PoisonError};

#[cfg(feature = "audio")]
pub use cpal_sink::CpalSink;

use crate::{
    earcon::Cue,
    i18n::{Arg, Localizer},
};

/// Something that plays sound cues. Playing returns at once; the cue sounds in the background.
pub trait SoundSink {
    /// Starts playing `cue`, mixed over any cue still sounding.
    fn play(&mut self, cue: Cue);
}

/// Plays nothing.
#[derive(Debug, Clone, Copy, Default)]
pub struct NullSink;

impl SoundSink for NullSink {
    fn play(&mut self, _cue: Cue) {}
}

/// A test double: records the cues it was asked to play; clones share the record.
#[derive(Debug, Clone, Default)]
pub struct RecordingSink {
    cues: Arc<Mutex<Vec<Cue>>>,
}

impl RecordingSink {
    /// A sink with an empty record.
    pub fn new() -> Self {
        Self::default()
    }

    /// The cues played so far.
    pub fn cues(&self) -> Vec<Cue> {
        self.cues
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .clone()
    }
}

impl SoundSink for RecordingSink {
    fn play(&mut self, cue: Cue) {
        self.cues
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .push(cue);
    }
}

/// Why sound cues are off; shown once.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SoundNotice {
    /// This build has no audio support (built without the `audio` feature).
    NotBuilt,
    /// No audio device could be opened.
    NoDevice(String),
}

impl SoundNotice {
    /// The notice in the user's language.
    pub fn localized(&self, l: &Localizer) -> String {
        match self {
            SoundNotice::NotBuilt => l.text("sound-off-not-built"),
            SoundNotice::NoDevice(reason) => {
                l.format("sound-off-no-device", &[("reason", Arg::Str(reason))])
            }
        }
    }
}

/// The sound output for the settings: the device's sink when cues are wanted and a device opens,
/// else the silent sink with the reason (none when the player turned cues off).
pub fn open(earcons: bool) -> (Box<dyn SoundSink + Send>, Option<SoundNotice>) {
    if !earcons {
        return (Box::new(NullSink), None);
    }
    open_device()
}

#[cfg(feature = "audio")]
fn open_device() -> (Box<dyn SoundSink + Send>, Option<SoundNotice>) {
    match CpalSink::open() {
        Ok(sink) => (Box::new(sink), None),
        Err(e) => (
            Box::new(NullSink),
            Some(SoundNotice::NoDevice(e.to_string())),
        ),
    }
}

#[cfg(not(feature = "audio"))]
fn open_device() -> (Box<dyn SoundSink + Send>, Option<SoundNotice>) {
    (Box::new(NullSink), Some(SoundNotice::NotBuilt))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cues_off_means_silence_without_a_notice() {
        let (_, notice) = open(false);
        assert_eq!(notice, None);
    }

    #[cfg(not(feature = "audio"))]
    #[test]
    fn a_build_without_audio_says_so() {
        let (mut sink, notice) = open(true);
        sink.play(Cue::Check);
        assert_eq!(notice, Some(SoundNotice::NotBuilt));
    }

    #[test]
    fn the_recording_sink_records() {
        let sink = RecordingSink::new();
        let mut other = sink.clone();
        other.play(Cue::Capture);
        other.play(Cue::Check);
        assert_eq!(sink.cues(), [Cue::Capture, Cue::Check]);
    }
}
