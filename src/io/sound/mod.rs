//! Sound cue output (edge): the [`SoundSink`] trait, a silent sink, a recording test double, a
//! sink that pipes the cues into a player program (the default build), and with the `audio`
//! cargo feature a cpal sink.
//!
//! A missing audio device or player never stops the game: [`open`] then gives the silent sink
//! and a [`SoundNotice`] to show once, and the caller says in words what must not go unnoticed
//! (the clock press). alsa-lib's own error lines (nine of them when there is no sound card)
//! never reach the screen; see `cpal_sink` and `player`.

#[cfg(feature = "audio")]
mod cpal_sink;
#[cfg(not(feature = "audio"))]
mod player;

use std::sync::{Arc, Mutex, PoisonError};

#[cfg(feature = "audio")]
pub use cpal_sink::CpalSink;
#[cfg(not(feature = "audio"))]
pub use player::{NoPlayer, Player, PlayerSink};

use crate::{
    earcon::Cue,
    i18n::{Arg, Localizer},
};

/// Something that plays sound cues. Playing returns at once; the cue sounds in the background.
pub trait SoundSink {
    /// Starts playing `cue`, mixed over any cue still sounding.
    fn play(&mut self, cue: Cue);

    /// Whether cues go unheard (no device, or the device stopped working), so that the caller
    /// says in words what must be noticed.
    fn is_silent(&self) -> bool {
        false
    }
}

/// Plays nothing.
#[derive(Debug, Clone, Copy, Default)]
pub struct NullSink;

impl SoundSink for NullSink {
    fn play(&mut self, _cue: Cue) {}

    fn is_silent(&self) -> bool {
        true
    }
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
    /// No player program is installed (a build without the `audio` feature plays through one).
    NoPlayer,
    /// No audio device could be opened.
    NoDevice(String),
}

impl SoundNotice {
    /// The notice in the user's language.
    pub fn localized(&self, l: &Localizer) -> String {
        match self {
            SoundNotice::NoPlayer => l.text("sound-off-no-player"),
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
    match PlayerSink::open(Player::known()) {
        Ok(sink) => (Box::new(sink), None),
        Err(NoPlayer::NotInstalled) => (Box::new(NullSink), Some(SoundNotice::NoPlayer)),
        Err(NoPlayer::NoDevice(why)) => (Box::new(NullSink), Some(SoundNotice::NoDevice(why))),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cues_off_means_silence_without_a_notice() {
        let (_, notice) = open(false);
        assert_eq!(notice, None);
    }

    #[test]
    fn only_the_null_sink_is_silent() {
        assert!(NullSink.is_silent());
        assert!(!RecordingSink::new().is_silent());
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
