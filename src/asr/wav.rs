//! A WAV file's samples as the recognizer wants them: 16 kHz, mono, 16-bit. Reads PCM WAV of
//! 8 or 16 bits, any rate and channel count, and converts (channels averaged, linear
//! resampling), so `annabella hear` takes what espeak-ng, sox or a phone writes.

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

/// Linear resampling from `from` Hz to `to` Hz (speech needs no better for a recognizer that
/// only looks below 8 kHz).
pub fn resample(samples: &[i16], from: u32, to: u32) -> Vec<i16> {
    if from == to || samples.is_empty() {
        return samples.to_vec();
    }
    let out_len = (samples.len() as u64 * u64::from(to) / u64::from(from)) as usize;
    let step = f64::from(from) / f64::from(to);
    (0..out_len)
        .map(|i| {
            let x = i as f64 * step;
            let j = x as usize;
            let frac = x - j as f64;
            let a = f64::from(samples[j.min(samples.len() - 1)]);
            let b = f64::from(samples[(j + 1).min(samples.len() - 1)]);
            (a + (b - a) * frac) as i16
        })
        .collect()
}

/// [`resample`] for a stream that comes in chunks: the same samples as resampling the whole
/// at once, chunk by chunk.
#[derive(Debug, Clone)]
pub struct Resampler {
    from: u32,
    to: u32,
    /// The input samples not yet used up (the last one or two are needed by the next output).
    carry: Vec<i16>,
    /// The absolute index of `carry[0]` in the input.
    base: u64,
    /// The index of the next output sample.
    next: u64,
}

impl Resampler {
    /// From `from` Hz to `to` Hz.
    pub fn new(from: u32, to: u32) -> Resampler {
        Resampler {
            from: from.max(1),
            to: to.max(1),
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
        if self.from == self.to {
            return chunk.to_vec();
        }
        self.carry.extend_from_slice(chunk);
        let step = f64::from(self.from) / f64::from(self.to);
        let end = self.base + self.carry.len() as u64;
        let mut out = Vec::new();
        loop {
            let x = self.next as f64 * step;
            let j = x as u64;
            if j + 1 >= end {
                break;
            }
            let frac = x - j as f64;
            let a = f64::from(self.carry[(j - self.base) as usize]);
            let b = f64::from(self.carry[(j + 1 - self.base) as usize]);
            out.push((a + (b - a) * frac) as i16);
            self.next += 1;
        }
        let keep_from = ((self.next as f64 * step) as u64).clamp(self.base, end);
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

    #[test]
    fn resampling_in_chunks_is_resampling_the_whole() {
        let samples: Vec<i16> = (0..4_410).map(|i| ((i * 37) % 2_000) as i16).collect();
        for (from, to) in [(44_100, 16_000), (48_000, 16_000), (8_000, 16_000)] {
            let whole = resample(&samples, from, to);
            let mut r = Resampler::new(from, to);
            let chunked: Vec<i16> = samples.chunks(333).flat_map(|c| r.push(c)).collect();
            // The whole-buffer version also emits the last sample or two against the edge.
            assert!(
                whole.len() - chunked.len() <= 2,
                "{from}: {} {}",
                whole.len(),
                chunked.len()
            );
            assert_eq!(chunked, whole[..chunked.len()], "{from} -> {to}");
        }
    }
}
