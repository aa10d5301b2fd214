//! A WAV file's samples as the recognizer wants them: 16 kHz, mono, 16-bit. Reads PCM WAV of
//! 8 or 16 bits, any rate and channel count, and converts (channels averaged,
//! band-limited resampling), so `annabella hear` takes what espeak-ng, sox or a phone writes.

/// What is wrong with a WAV file.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum WavError {
    /// Not a RIFF/WAVE file.
    #[error("not a WAV file (no RIFF/WAVE header)")]
    NotWav,
    /// A format the reader does not take.
    #[error("unsupported WAV format: {0} (use 8 or 16-bit PCM)")]
    Format(String),
    /// A chunk runs past the end.
    #[error("the WAV file is cut short")]
    Truncated,
}

/// The rate the recognizer's acoustic model wants.
pub const RATE: u32 = 16_000;

fn u16_at(b: &[u8], i: usize) -> Option<u16> {
    Some(u16::from_le_bytes([*b.get(i)?, *b.get(i + 1)?]))
}

fn u32_at(b: &[u8], i: usize) -> Option<u32> {
    Some(u32::from_le_bytes([
        *b.get(i)?,
        *b.get(i + 1)?,
        *b.get(i + 2)?,
        *b.get(i + 3)?,
    ]))
}

/// Reads a WAV file's bytes into 16 kHz mono samples.
///
/// # Errors
///
/// The bytes are not a PCM WAV file of 8 or 16 bits.
pub fn read(bytes: &[u8]) -> Result<Vec<i16>, WavError> {
    if bytes.get(0..4) != Some(b"RIFF") || bytes.get(8..12) != Some(b"WAVE") {
        return Err(WavError::NotWav);
    }
    let mut at = 12;
    let mut format = None;
    while at + 8 <= bytes.len() {
        let id = &bytes[at..at + 4];
        let len = u32_at(bytes, at + 4).ok_or(WavError::Truncated)? as usize;
        let body = at + 8;
        if id == b"fmt " {
            let tag = u16_at(bytes, body).ok_or(WavError::Truncated)?;
            let channels = u16_at(bytes, body + 2).ok_or(WavError::Truncated)?;
            let rate = u32_at(bytes, body + 4).ok_or(WavError::Truncated)?;
            let bits = u16_at(bytes, body + 14).ok_or(WavError::Truncated)?;
            if tag != 1 && tag != 0xFFFE {
                return Err(WavError::Format(format!("encoding {tag}")));
            }
            if channels == 0 || rate == 0 || !(bits == 8 || bits == 16) {
                return Err(WavError::Format(format!(
                    "{channels} channels, {rate} Hz, {bits} bits"
                )));
            }
            format = Some((channels, rate, bits));
        } else if id == b"data" {
            let (channels, rate, bits) =
                format.ok_or(WavError::Format("data before fmt".into()))?;
            // espeak-ng --stdout writes a placeholder length: take what is there.
            let end = body.saturating_add(len).min(bytes.len());
            let data = bytes.get(body..end).ok_or(WavError::Truncated)?;
            let samples: Vec<i16> = if bits == 16 {
                data.chunks_exact(2)
                    .map(|c| i16::from_le_bytes([c[0], c[1]]))
                    .collect()
            } else {
                data.iter().map(|&b| (i16::from(b) - 128) << 8).collect()
            };
            return Ok(resample(&mono(&samples, channels), rate, RATE));
        }
        at = body.saturating_add(len + (len & 1));
    }
    Err(WavError::Truncated)
}

fn mono(samples: &[i16], channels: u16) -> Vec<i16> {
    if channels == 1 {
        return samples.to_vec();
    }
    samples
        .chunks_exact(usize::from(channels))
        .map(|frame| {
            let sum: i32 = frame.iter().map(|&s| i32::from(s)).sum();
            i16::try_from(sum / i32::from(channels)).unwrap_or(0)
        })
        .collect()
}

/// Zero crossings of the interpolation kernel on each side of its centre: the longer the
/// kernel, the steeper the filter's edge (16 with a Blackman window: below -70 dB within a
/// tenth of the new Nyquist frequency).
const ZERO_CROSSINGS: f64 = 16.0;

/// The filter's edge as a share of the lower Nyquist frequency of the two rates: 7.2 kHz at
/// 16 kHz, above the acoustic model's highest filter (6.8 kHz).
const PASSBAND: f64 = 0.9;

/// Band-limited interpolation (a windowed-sinc low-pass evaluated at each output sample's
/// place among the input samples). Interpolating straight between neighbours, as this did
/// before, keeps everything a microphone records above 8 kHz, which then folds down into the
/// band the recognizer listens to.
#[derive(Debug, Clone, Copy)]
struct Kernel {
    /// Input samples per output sample.
    step: f64,
    /// The cut-off in cycles per input sample, times two (1 is the input's Nyquist frequency).
    cutoff: f64,
    /// How far the kernel reaches on each side, in input samples.
    reach: f64,
}

impl Kernel {
    fn new(from: u32, to: u32) -> Kernel {
        let cutoff = PASSBAND * (f64::from(to) / f64::from(from)).min(1.0);
        Kernel {
            step: f64::from(from) / f64::from(to),
            cutoff,
            reach: ZERO_CROSSINGS / cutoff,
        }
    }

    /// Where output sample `i` lies in the input.
    fn place(&self, i: u64) -> f64 {
        i as f64 * self.step
    }

    /// The input samples output sample `i` is made of.
    fn span(&self, i: u64) -> (i64, i64) {
        let t = self.place(i);
        (
            (t - self.reach).ceil() as i64,
            (t + self.reach).floor() as i64,
        )
    }

    fn weight(&self, x: f64) -> f64 {
        use std::f64::consts::PI;
        let y = PI * self.cutoff * x;
        let sinc = if y.abs() < 1e-9 { 1.0 } else { y.sin() / y };
        let w = PI * x / self.reach;
        let blackman = 0.42 + 0.5 * w.cos() + 0.08 * (2.0 * w).cos();
        self.cutoff * sinc * blackman
    }

    /// Output sample `i`, reading input sample `k` through `input` (0 outside the signal).
    fn output(&self, i: u64, input: impl Fn(i64) -> f64) -> i16 {
        let t = self.place(i);
        let (first, last) = self.span(i);
        let sum: f64 = (first..=last)
            .map(|k| input(k) * self.weight(t - k as f64))
            .sum();
        sum.round().clamp(f64::from(i16::MIN), f64::from(i16::MAX)) as i16
    }
}

/// Resampling from `from` Hz to `to` Hz, band-limited to the lower rate's band.
pub fn resample(samples: &[i16], from: u32, to: u32) -> Vec<i16> {
    if from == to || samples.is_empty() {
        return samples.to_vec();
    }
    let kernel = Kernel::new(from, to);
    let out_len = samples.len() as u64 * u64::from(to) / u64::from(from);
    let input = |k: i64| {
        usize::try_from(k)
            .ok()
            .and_then(|k| samples.get(k))
            .map_or(0.0, |&s| f64::from(s))
    };
    (0..out_len).map(|i| kernel.output(i, input)).collect()
}

/// [`resample`] for a stream that comes in chunks: the same samples as resampling the whole
/// at once, chunk by chunk; an output sample follows once the input it is made of is there
/// (a millisecond or two after it).
#[derive(Debug, Clone)]
pub struct Resampler {
    from: u32,
    kernel: Option<Kernel>,
    /// The input samples still needed by the next outputs.
    carry: Vec<i16>,
    /// The absolute index of `carry[0]` in the input.
    base: u64,
    /// The index of the next output sample.
    next: u64,
}

impl Resampler {
    /// From `from` Hz to `to` Hz.
    pub fn new(from: u32, to: u32) -> Resampler {
        let (from, to) = (from.max(1), to.max(1));
        Resampler {
            from,
            kernel: (from != to).then(|| Kernel::new(from, to)),
            carry: Vec::new(),
            base: 0,
            next: 0,
        }
    }

    /// The input rate.
    pub fn rate(&self) -> u32 {
        self.from
    }

    /// The output samples that `chunk` completes.
    pub fn push(&mut self, chunk: &[i16]) -> Vec<i16> {
        let Some(kernel) = self.kernel else {
            return chunk.to_vec();
        };
        self.carry.extend_from_slice(chunk);
        let end = self.base + self.carry.len() as u64;
        let mut out = Vec::new();
        loop {
            let (_, last) = kernel.span(self.next);
            if last >= 0 && last as u64 >= end {
                break;
            }
            let (carry, base) = (&self.carry, self.base);
            out.push(kernel.output(self.next, |k| {
                u64::try_from(k)
                    .ok()
                    .and_then(|k| carry.get(usize::try_from(k.checked_sub(base)?).ok()?))
                    .map_or(0.0, |&s| f64::from(s))
            }));
            self.next += 1;
        }
        let (first, _) = kernel.span(self.next);
        let keep_from = u64::try_from(first).unwrap_or(0).clamp(self.base, end);
        self.carry.drain(..(keep_from - self.base) as usize);
        self.base = keep_from;
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn wav(rate: u32, channels: u16, samples: &[i16]) -> Vec<u8> {
        let mut b = b"RIFF\0\0\0\0WAVEfmt ".to_vec();
        b.extend(16u32.to_le_bytes());
        b.extend(1u16.to_le_bytes());
        b.extend(channels.to_le_bytes());
        b.extend(rate.to_le_bytes());
        b.extend((rate * 2 * u32::from(channels)).to_le_bytes());
        b.extend((2 * channels).to_le_bytes());
        b.extend(16u16.to_le_bytes());
        b.extend(b"data");
        b.extend((samples.len() as u32 * 2).to_le_bytes());
        for s in samples {
            b.extend(s.to_le_bytes());
        }
        b
    }

    #[test]
    fn reads_16k_mono_as_is_and_converts_others() {
        assert_eq!(read(&wav(16_000, 1, &[1, 2, 3])), Ok(vec![1, 2, 3]));
        assert_eq!(read(&wav(16_000, 2, &[2, 4, -2, -4])), Ok(vec![3, -3]));
        let long = read(&wav(32_000, 1, &[0; 100])).map(|s| s.len());
        assert_eq!(long, Ok(50));
    }

    #[test]
    fn bad_files_say_what_is_wrong() {
        assert_eq!(read(b"hello"), Err(WavError::NotWav));
        let mut eight_bit_float = wav(16_000, 1, &[0]);
        eight_bit_float[20] = 3;
        assert!(matches!(read(&eight_bit_float), Err(WavError::Format(_))));
    }

    /// The root mean square of `samples`, past the first and last `edge` (the filter's edges).
    fn rms(samples: &[i16], edge: usize) -> f64 {
        let inner = &samples[edge..samples.len() - edge];
        (inner.iter().map(|&s| f64::from(s).powi(2)).sum::<f64>() / inner.len() as f64).sqrt()
    }

    fn tone(rate: u32, hz: f64, seconds: f64) -> Vec<i16> {
        let n = (f64::from(rate) * seconds) as usize;
        (0..n)
            .map(|i| {
                (10_000.0 * (std::f64::consts::TAU * hz * i as f64 / f64::from(rate)).sin()) as i16
            })
            .collect()
    }

    #[test]
    fn a_microphone_rate_is_brought_down_without_aliasing() {
        // A microphone records at 44.1 or 48 kHz: what lies above 8 kHz (hiss, a fan, the
        // sibilants' upper half) must not fold down into the band the recognizer hears.
        for from in [44_100, 48_000, 22_050] {
            let above = rms(&resample(&tone(from, 10_000.0, 0.5), from, RATE), 100);
            assert!(
                above < 70.0,
                "{from} Hz: a 10 kHz tone folded down at RMS {above:.0}"
            );
            let speech = rms(&resample(&tone(from, 1_000.0, 0.5), from, RATE), 100);
            assert!(
                (speech - 7_071.0).abs() < 150.0,
                "{from} Hz: a 1 kHz tone came out at RMS {speech:.0}"
            );
        }
        let up = rms(&resample(&tone(8_000, 1_000.0, 0.5), 8_000, RATE), 100);
        assert!((up - 7_071.0).abs() < 150.0, "8 kHz up: RMS {up:.0}");
    }

    #[test]
    fn resampling_in_chunks_is_resampling_the_whole() {
        let samples: Vec<i16> = (0..4_410).map(|i| ((i * 37) % 2_000) as i16).collect();
        for (from, to) in [(44_100, 16_000), (48_000, 16_000), (8_000, 16_000)] {
            let whole = resample(&samples, from, to);
            let mut r = Resampler::new(from, to);
            let chunked: Vec<i16> = samples.chunks(333).flat_map(|c| r.push(c)).collect();
            // The stream holds back the outputs whose kernel reaches past the input so far
            // (about 1 ms of input); the whole buffer has them, against silence at the end.
            assert!(
                whole.len() - chunked.len() <= 40,
                "{from}: {} {}",
                whole.len(),
                chunked.len()
            );
            assert_eq!(chunked, whole[..chunked.len()], "{from} -> {to}");
        }
    }
}
