//! Sound cues through cpal (feature `audio`): a thread owns the output stream, which runs only
//! while a cue sounds.
//!
//! Why a thread: a cpal stream may not move between threads, and the device calls can block.
//! Why pause when idle: an idle stream still wakes the CPU for every buffer, and on ALSA's null
//! device (no sound card) it is not paced at all and would spin a core forever.
//!
//! alsa-lib prints its errors (nine lines when there is no sound card) to standard error, which
//! would corrupt the screen. The thread installs the `alsa` crate's thread-local error handler
//! before any device call, so those lines land in a buffer instead; the stream callback thread
//! cpal starts itself is not covered, but it only runs on a device that opened.

use std::{
    sync::mpsc::{self, Receiver, RecvTimeoutError, Sender, SyncSender},
    thread,
    time::{Duration, Instant},
};

use cpal::{
    FromSample, OutputCallbackInfo, SampleFormat, SizedSample, Stream, StreamConfig,
    traits::{DeviceTrait, HostTrait, StreamTrait},
};

use super::SoundSink;
use crate::earcon::{Cue, render};

/// Why the audio device could not be used.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum AudioError {
    /// No output device.
    #[error("no audio output device")]
    NoDevice,
    /// The device refused.
    #[error("{0}")]
    Device(String),
    /// The device did not answer in time, or the sound thread could not start.
    #[error("the audio device did not answer")]
    NoAnswer,
}

/// Plays cues on the default output device.
#[derive(Debug)]
pub struct CpalSink {
    tx: Sender<Cue>,
}

impl CpalSink {
    /// Opens the default output device on a thread of its own; waits at most two seconds.
    ///
    /// # Errors
    ///
    /// No device, or the device refused the stream.
    pub fn open() -> Result<CpalSink, AudioError> {
        let (tx, rx) = mpsc::channel();
        let (ready_tx, ready_rx) = mpsc::sync_channel(1);
        thread::Builder::new()
            .name("annabella-sound".into())
            .spawn(move || run(&rx, &ready_tx))
            .map_err(|_| AudioError::NoAnswer)?;
        match ready_rx.recv_timeout(Duration::from_secs(2)) {
            Ok(Ok(())) => Ok(CpalSink { tx }),
            Ok(Err(e)) => Err(e),
            Err(_) => Err(AudioError::NoAnswer),
        }
    }
}

impl SoundSink for CpalSink {
    fn play(&mut self, cue: Cue) {
        // A sound thread that died leaves the game silent, not broken.
        let _ = self.tx.send(cue);
    }
}

/// The sound thread: opens the device, then plays cues as they come.
fn run(cues: &Receiver<Cue>, ready: &SyncSender<Result<(), AudioError>>) {
    #[cfg(target_os = "linux")]
    let _alsa_errors = alsa::Output::local_error_handler().ok();
    let OpenStream {
        stream,
        to_callback,
        rendered,
    } = match open_stream() {
        Ok(opened) => opened,
        Err(e) => {
            let _ = ready.send(Err(e));
            return;
        }
    };
    if ready.send(Ok(())).is_err() {
        return;
    }
    let mut quiet_at: Option<Instant> = None;
    loop {
        let next = match quiet_at {
            Some(t) => cues.recv_timeout(t.saturating_duration_since(Instant::now())),
            None => cues.recv().map_err(|_| RecvTimeoutError::Disconnected),
        };
        match next {
            Ok(cue) => {
                let Some((_, samples)) = rendered.iter().find(|(c, _)| *c == cue) else {
                    continue;
                };
                if to_callback.send(samples.clone()).is_err() {
                    return;
                }
                if quiet_at.is_none() && stream.play().is_err() {
                    return;
                }
                // Some margin for the device's buffer before pausing.
                let ends = Instant::now() + cue.duration() + Duration::from_millis(150);
                quiet_at = Some(quiet_at.map_or(ends, |q| q.max(ends)));
            }
            Err(RecvTimeoutError::Timeout) => {
                let _ = stream.pause();
                quiet_at = None;
            }
            Err(RecvTimeoutError::Disconnected) => return,
        }
    }
}

type Samples = std::sync::Arc<[f32]>;

/// An open stream, the way to hand it samples, and every cue rendered at its rate.
struct OpenStream {
    stream: Stream,
    to_callback: Sender<Samples>,
    rendered: Vec<(Cue, Samples)>,
}

/// Opens a paused stream on the default device.
fn open_stream() -> Result<OpenStream, AudioError> {
    let host = cpal::default_host();
    let device = host.default_output_device().ok_or(AudioError::NoDevice)?;
    let supported = device
        .default_output_config()
        .map_err(|e| AudioError::Device(e.to_string()))?;
    let config = supported.config();
    let rendered: Vec<(Cue, Samples)> = Cue::ALL
        .iter()
        .map(|&c| (c, Samples::from(render(c, config.sample_rate))))
        .collect();
    let (tx, rx) = mpsc::channel::<Samples>();
    let stream = match supported.sample_format() {
        SampleFormat::F32 => build::<f32>(&device, &config, rx),
        SampleFormat::I16 => build::<i16>(&device, &config, rx),
        SampleFormat::U16 => build::<u16>(&device, &config, rx),
        SampleFormat::I32 => build::<i32>(&device, &config, rx),
        other => {
            return Err(AudioError::Device(format!(
                "unsupported sample format {other}"
            )));
        }
    }?;
    // Streams start paused on most hosts; ALSA refuses to pause one that never ran, which is
    // just as good.
    let _ = stream.pause();
    Ok(OpenStream {
        stream,
        to_callback: tx,
        rendered,
    })
}

/// A stream whose callback mixes the cues it receives and plays silence otherwise.
fn build<T: SizedSample + FromSample<f32>>(
    device: &cpal::Device,
    config: &StreamConfig,
    incoming: Receiver<Samples>,
) -> Result<Stream, AudioError> {
    let channels = usize::from(config.channels).max(1);
    let mut playing: Vec<(Samples, usize)> = Vec::with_capacity(8);
    let callback = move |data: &mut [T], _: &OutputCallbackInfo| {
        // try_recv never blocks, so the audio thread never waits on the game.
        while let Ok(samples) = incoming.try_recv() {
            playing.push((samples, 0));
        }
        for frame in data.chunks_mut(channels) {
            let mut mixed = 0.0f32;
            for (samples, pos) in &mut playing {
                if let Some(s) = samples.get(*pos) {
                    mixed += s;
                    *pos += 1;
                }
            }
            let value = T::from_sample(mixed.clamp(-1.0, 1.0));
            frame.iter_mut().for_each(|out| *out = value);
        }
        playing.retain(|(samples, pos)| *pos < samples.len());
    };
    // Stream errors (an unplugged device) cannot be shown from the audio thread; the cues just
    // stop, and the game goes on.
    let on_error = |_e: cpal::Error| {};
    device
        .build_output_stream(*config, callback, on_error, None)
        .map_err(|e| AudioError::Device(e.to_string()))
}
