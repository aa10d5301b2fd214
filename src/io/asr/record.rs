//! Push-to-talk recording from the default input device through cpal: [`Recorder::start`] when
//! the key is pressed, [`Recorder::stop`] when it is pressed again (or released, where the
//! terminal reports it), and the utterance comes back as 16 kHz mono samples; or, with
//! [`Recorder::start_streaming`], each chunk goes to a sink as it arrives, so that the recognizer
//! decodes while the player speaks.
//!
//! A thread owns the stream (a cpal stream may not move between threads) and alsa-lib's error
//! lines are kept off the screen as in `io::sound`. A recording stops by itself after
//! [`MAX_SECONDS`], so a forgotten key never records forever.

use std::{
    sync::{
        Arc, Mutex,
        mpsc::{self, Receiver, SyncSender},
    },
    thread,
    time::Duration,
};

use cpal::{
    FromSample, InputCallbackInfo, Sample, SampleFormat, SizedSample, StreamConfig,
    traits::{DeviceTrait, HostTrait, StreamTrait},
};

use crate::asr::wav::{RATE, resample};

/// The longest utterance recorded.
pub const MAX_SECONDS: u64 = 15;

/// Why there is no recording.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum RecordError {
    /// No input device (no microphone, no sound card).
    #[error("no microphone: there is no audio input device (speech input needs one)")]
    NoInputDevice,
    /// The device refused.
    #[error("the microphone could not be opened: {0}")]
    Device(String),
    /// The recording thread did not answer.
    #[error("the microphone did not answer")]
    NoAnswer,
    /// No recording is running.
    #[error("nothing is being recorded")]
    NotRecording,
}

/// A running recording.
#[derive(Debug)]
pub struct Recorder {
    stop: SyncSender<()>,
    done: Receiver<Result<Vec<i16>, RecordError>>,
}

/// Where the chunks go: mono samples at the device's rate (the second argument).
pub type Sink = Box<dyn FnMut(&[i16], u32) + Send>;

impl Recorder {
    /// Starts recording from the default input device; waits at most two seconds for it.
    ///
    /// # Errors
    ///
    /// No input device, or it refused the stream.
    pub fn start() -> Result<Recorder, RecordError> {
        let samples: Arc<Mutex<(Vec<i16>, u32)>> = Arc::default();
        let kept = samples.clone();
        let sink: Sink = Box::new(move |chunk, rate| {
            if let Ok(mut s) = kept.lock() {
                s.0.extend_from_slice(chunk);
                s.1 = rate;
            }
        });
        Recorder::spawn(sink, Some(samples))
    }

    /// Starts recording from the default input device, handing each chunk to `sink` as it
    /// arrives; [`Recorder::stop`] then returns no samples. Waits at most two seconds for the
    /// device.
    ///
    /// # Errors
    ///
    /// No input device, or it refused the stream.
    pub fn start_streaming(sink: Sink) -> Result<Recorder, RecordError> {
        Recorder::spawn(sink, None)
    }

    fn spawn(sink: Sink, samples: Option<Recording>) -> Result<Recorder, RecordError> {
        let (stop, stop_rx) = mpsc::sync_channel(1);
        let (ready_tx, ready_rx) = mpsc::sync_channel(1);
        let (done_tx, done) = mpsc::sync_channel(1);
        thread::Builder::new()
            .name("annabella-microphone".into())
            .spawn(move || run(&stop_rx, &ready_tx, &done_tx, sink, samples.as_ref()))
            .map_err(|_| RecordError::NoAnswer)?;
        match ready_rx.recv_timeout(Duration::from_secs(2)) {
            Ok(Ok(())) => Ok(Recorder { stop, done }),
            Ok(Err(e)) => Err(e),
            Err(_) => Err(RecordError::NoAnswer),
        }
    }

    /// Stops and returns the utterance, 16 kHz mono.
    ///
    /// # Errors
    ///
    /// The recording thread failed.
    pub fn stop(self) -> Result<Vec<i16>, RecordError> {
        let _ = self.stop.try_send(());
        self.done
            .recv_timeout(Duration::from_secs(2))
            .map_err(|_| RecordError::NoAnswer)?
    }
}

/// The whole recording, at the device's rate, for [`Recorder::start`].
type Recording = Arc<Mutex<(Vec<i16>, u32)>>;

fn run(
    stop: &Receiver<()>,
    ready: &SyncSender<Result<(), RecordError>>,
    done: &SyncSender<Result<Vec<i16>, RecordError>>,
    sink: Sink,
    samples: Option<&Recording>,
) {
    #[cfg(target_os = "linux")]
    let _alsa_errors = alsa::Output::local_error_handler().ok();
    let opened = open(sink);
    let (stream, rate) = match opened {
        Ok(ok) => ok,
        Err(e) => {
            let _ = ready.send(Err(e));
            return;
        }
    };
    let _ = ready.send(Ok(()));
    let _ = stop.recv_timeout(Duration::from_secs(MAX_SECONDS));
    drop(stream);
    let recorded = samples
        .and_then(|s| s.lock().ok().map(|s| resample(&s.0, rate, RATE)))
        .unwrap_or_default();
    let _ = done.send(Ok(recorded));
}

fn open(sink: Sink) -> Result<(cpal::Stream, u32), RecordError> {
    let host = cpal::default_host();
    let device = host
        .default_input_device()
        .ok_or(RecordError::NoInputDevice)?;
    // ALSA names a "default" device even without a sound card; it fails here.
    let supported = device
        .default_input_config()
        .map_err(|_| RecordError::NoInputDevice)?;
    let config = supported.config();
    let stream = match supported.sample_format() {
        SampleFormat::F32 => build::<f32>(&device, &config, sink),
        SampleFormat::I16 => build::<i16>(&device, &config, sink),
        SampleFormat::U16 => build::<u16>(&device, &config, sink),
        SampleFormat::I32 => build::<i32>(&device, &config, sink),
        other => Err(RecordError::Device(format!(
            "unsupported sample format {other}"
        ))),
    }?;
    stream
        .play()
        .map_err(|e| RecordError::Device(e.to_string()))?;
    Ok((stream, config.sample_rate))
}

/// A stream whose callback hands the first channel of what it hears to `sink`.
fn build<T: SizedSample>(
    device: &cpal::Device,
    config: &StreamConfig,
    mut sink: Sink,
) -> Result<cpal::Stream, RecordError>
where
    f32: FromSample<T>,
{
    let channels = usize::from(config.channels).max(1);
    let rate = config.sample_rate;
    let limit = rate as usize * MAX_SECONDS as usize;
    let mut heard = 0;
    let callback = move |data: &[T], _: &InputCallbackInfo| {
        if heard < limit {
            let chunk: Vec<i16> = data
                .chunks(channels)
                .map(|f| i16::from_sample(f32::from_sample(f[0])))
                .collect();
            heard += chunk.len();
            sink(&chunk, rate);
        }
    };
    device
        .build_input_stream(*config, callback, |_e: cpal::Error| {}, None)
        .map_err(|e| RecordError::Device(e.to_string()))
}
