//! Whether an utterance holds a voice at all, before any grammar hears it: a grammar of legal
//! moves forces every sound onto its nearest phrase, so that 0.2 s of silence came back "e4"
//! and a second of noise "help". A voice is voiced: its vowels repeat at the pitch period (50 to
//! 400 Hz) and stand out of the quietest part of the recording. Steady noise (white, pink,
//! brown, a fan) has no pitch period and no such contrast; silence has neither energy nor pitch.
//!
//! Per 40 ms frame, every 20 ms, at 8 kHz: the frame's energy against the recording's floor
//! (its tenth percentile) and the normalized autocorrelation's highest peak among the pitch
//! lags, which must be a true peak, with a valley before it (a low rumble correlates at every
//! lag and falls steadily; a pitch period rises again). Enough voiced frames, [`MIN_VOICED`],
//! make a voice.

/// The samples per second this module expects (the recognizer's rate).
const RATE: usize = 16_000;
/// Two samples of 16 kHz make one of 8 kHz (the pitch lives far below 4 kHz).
const DECIMATE: usize = 2;
/// A frame and its hop at 8 kHz: 40 ms every 20 ms (two pitch periods at 50 Hz).
const FRAME: usize = 320;
const HOP: usize = 160;
/// The pitch lags at 8 kHz: 400 Hz down to 50 Hz.
const SHORTEST_LAG: usize = 20;
const LONGEST_LAG: usize = 160;
/// A voiced frame's autocorrelation peak, and how far the valley before it lies below it.
const PEAK: f32 = 0.5;
const VALLEY_DEPTH: f32 = 0.25;
/// How far (dB) a voiced frame's energy stands above the recording's floor.
const ABOVE_FLOOR_DB: f32 = 9.0;
/// The quietest frame energy that can be a voice at all: -60 dBFS, mean square of samples.
const QUIETEST: f32 = 32_768.0 * 32_768.0 * 1e-6;
/// The voiced frames a voice needs: 100 ms of them (a short "ja" has some 150 ms of vowel).
pub const MIN_VOICED: usize = 5;

/// What the gate measured in an utterance, for tests and tuning.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Voicing {
    /// Frames looked at.
    pub frames: usize,
    /// Frames loud enough above the floor and voiced.
    pub voiced: usize,
}

impl Voicing {
    /// Whether the utterance holds a voice.
    pub fn is_voice(&self) -> bool {
        self.voiced >= MIN_VOICED
    }
}

/// Whether `pcm` (16 kHz mono) holds a voice: see the module's doc.
pub fn has_voice(pcm: &[i16]) -> bool {
    measure(pcm).is_voice()
}

/// The measurement behind [`has_voice`].
pub fn measure(pcm: &[i16]) -> Voicing {
    debug_assert_eq!(RATE / DECIMATE, 8_000);
    // Halved rate by averaging pairs (a gentle low-pass), the mean taken out.
    let low: Vec<f32> = pcm
        .chunks_exact(DECIMATE)
        .map(|pair| pair.iter().map(|&s| f32::from(s)).sum::<f32>() / DECIMATE as f32)
        .collect();
    if low.len() < FRAME {
        return Voicing::default();
    }
    let mean = low.iter().sum::<f32>() / low.len() as f32;
    let low: Vec<f32> = low.iter().map(|s| s - mean).collect();
    let starts: Vec<usize> = (0..=low.len() - FRAME).step_by(HOP).collect();
    let energies: Vec<f32> = starts
        .iter()
        .map(|&s| low[s..s + FRAME].iter().map(|x| x * x).sum::<f32>() / FRAME as f32)
        .collect();
    let mut sorted = energies.clone();
    sorted.sort_by(f32::total_cmp);
    let floor = sorted[sorted.len() / 10].max(f32::MIN_POSITIVE);
    let loud_enough = (floor * 10f32.powf(ABOVE_FLOOR_DB / 10.0)).max(QUIETEST);
    let voiced = starts
        .iter()
        .zip(&energies)
        .filter(|&(&s, &e)| e >= loud_enough && is_voiced(&low[s..s + FRAME]))
        .count();
    Voicing {
        frames: starts.len(),
        voiced,
    }
}

/// Whether a frame repeats at a pitch period: the normalized autocorrelation's highest value
/// among the pitch lags is a peak above [`PEAK`], with a valley [`VALLEY_DEPTH`] below it
/// between lag 0 and the peak.
fn is_voiced(frame: &[f32]) -> bool {
    let r = |lag: usize| -> f32 {
        let (a, b) = (&frame[..frame.len() - lag], &frame[lag..]);
        let (mut ab, mut aa, mut bb) = (0.0f32, 0.0f32, 0.0f32);
        for (x, y) in a.iter().zip(b) {
            ab += x * y;
            aa += x * x;
            bb += y * y;
        }
        if aa <= 0.0 || bb <= 0.0 {
            0.0
        } else {
            ab / (aa * bb).sqrt()
        }
    };
    let values: Vec<f32> = (1..=LONGEST_LAG + 1).map(r).collect();
    let at = |lag: usize| values[lag - 1];
    let Some(peak) = (SHORTEST_LAG..=LONGEST_LAG).max_by(|&a, &b| at(a).total_cmp(&at(b))) else {
        return false;
    };
    let is_peak = at(peak) >= at(peak - 1) && at(peak) >= at(peak + 1);
    let valley = (1..peak).map(at).fold(f32::INFINITY, f32::min);
    is_peak && at(peak) >= PEAK && at(peak) - valley >= VALLEY_DEPTH
}

/// A vowel-like sound: a 120 Hz pulse train through a 700 Hz resonance, 0.4 s, between
/// quiet stretches (0..1).
#[cfg(test)]
fn vowel() -> Vec<f32> {
    let mut out = vec![0.0; RATE * 3 / 10];
    let (mut y1, mut y2) = (0.0f32, 0.0f32);
    let (r, w) = (0.97f32, 2.0 * std::f32::consts::PI * 700.0 / RATE as f32);
    for n in 0..RATE * 4 / 10 {
        let pulse = if n % (RATE / 120) == 0 { 1.0 } else { 0.0 };
        let y = pulse + 2.0 * r * w.cos() * y1 - r * r * y2;
        (y2, y1) = (y1, y);
        out.push(y * 0.05);
    }
    out.extend(vec![0.0; RATE / 2]);
    out
}

/// [`vowel`] as samples: a voice for tests of what comes after the gate.
#[cfg(test)]
pub(crate) fn test_vowel() -> Vec<i16> {
    vowel().iter().map(|x| (x * 32_000.0) as i16).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A deterministic pseudo-random sequence in -1..1 (no dependency for a test signal).
    fn noise(n: usize, seed: u64) -> Vec<f32> {
        let mut s = seed;
        (0..n)
            .map(|_| {
                s = s
                    .wrapping_mul(6_364_136_223_846_793_005)
                    .wrapping_add(1_442_695_040_888_963_407);
                ((s >> 40) as f32 / (1u64 << 23) as f32) - 1.0
            })
            .collect()
    }

    fn pcm(signal: &[f32], level: f32) -> Vec<i16> {
        signal
            .iter()
            .map(|x| (x * level).clamp(-32_768.0, 32_767.0) as i16)
            .collect()
    }

    #[test]
    fn silence_is_no_voice() {
        assert!(!has_voice(&[]));
        assert!(!has_voice(&vec![0; RATE / 5]));
        assert!(!has_voice(&vec![0; RATE * 2]));
        // A dithered silence: a few units of noise.
        assert!(!has_voice(&pcm(&noise(RATE, 1), 3.0)));
    }

    #[test]
    fn steady_noise_is_no_voice_at_any_level() {
        for level in [300.0, 3_000.0, 20_000.0] {
            let white = noise(RATE, 7);
            assert!(!has_voice(&pcm(&white, level)), "white at {level}");
            // Brown noise: integrated white, which correlates at every lag.
            let mut acc = 0.0f32;
            let brown: Vec<f32> = white
                .iter()
                .map(|x| {
                    acc = 0.995 * acc + x * 0.1;
                    acc
                })
                .collect();
            assert!(!has_voice(&pcm(&brown, level)), "brown at {level}");
        }
    }

    #[test]
    fn a_vowel_is_a_voice_even_in_noise() {
        let v = vowel();
        assert!(has_voice(&test_vowel()), "{:?}", measure(&test_vowel()));
        let noisy: Vec<f32> = v
            .iter()
            .zip(noise(v.len(), 3))
            .map(|(s, n)| s + n * 0.01)
            .collect();
        let m = measure(&pcm(&noisy, 32_000.0));
        assert!(m.is_voice(), "{m:?}");
    }
}
