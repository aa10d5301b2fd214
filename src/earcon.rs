//! Sound cues (pure): check, capture, low time, flag fall and the divergence alarm, synthesized
//! as samples in code, so no sound files ship with annabella.
//!
//! The cues differ in rhythm and pitch, not only in timbre (they all share one timbre), so they
//! stay apart on a small laptop speaker, through a screen reader's speech, and for a listener
//! with some hearing loss:
//!
//! | cue        | rhythm                         | pitch                    | length |
//! |------------|--------------------------------|--------------------------|--------|
//! | check      | two notes, short then longer   | high, rising (A5 → E6)   | 0.23 s |
//! | capture    | one note                       | middle, falling glide    | 0.13 s |
//! | low time   | three even short ticks         | high, steady (C6)        | 0.42 s |
//! | flag fall  | one long glide, one low note   | falling two octaves      | 0.93 s |
//! | divergence | eight fast alternating notes   | high, two-tone (B5 / F♯5)| 0.96 s |
//! | press      | one very short beep            | highest, steady (G6)     | 0.05 s |
//!
//! The press is the beep of a DGT clock: the player hears that the press was taken. [`wav`]
//! wraps a cue in a WAV file, for builds that play cues through a player program.

use std::{f32::consts::TAU, fmt, str::FromStr, time::Duration};

/// A sound cue.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Cue {
    /// The move gives check.
    Check,
    /// The move captures.
    Capture,
    /// A clock is low on time.
    LowTime,
    /// A flag fell.
    FlagFall,
    /// The two boards differ: call the arbiter.
    Divergence,
    /// The clock was pressed (a DGT clock beeps).
    Press,
}

impl Cue {
    /// Every cue.
    pub const ALL: [Cue; 6] = [
        Cue::Check,
        Cue::Capture,
        Cue::LowTime,
        Cue::FlagFall,
        Cue::Divergence,
        Cue::Press,
    ];

    /// The name used on the command line.
    pub fn name(self) -> &'static str {
        match self {
            Cue::Check => "check",
            Cue::Capture => "capture",
            Cue::LowTime => "low-time",
            Cue::FlagFall => "flag-fall",
            Cue::Divergence => "divergence",
            Cue::Press => "press",
        }
    }

    /// How long the cue sounds.
    pub fn duration(self) -> Duration {
        let ms: u32 = score(self).iter().map(|n| n.ms + n.pause_ms).sum();
        Duration::from_millis(u64::from(ms))
    }
}

impl fmt::Display for Cue {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The text given is not a cue name.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error(
    "unknown sound cue '{0}': expected one of check, capture, low-time, flag-fall, divergence, press"
)]
pub struct ParseCueError(pub String);

impl FromStr for Cue {
    type Err = ParseCueError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Cue::ALL
            .into_iter()
            .find(|c| c.name().eq_ignore_ascii_case(s.trim()))
            .ok_or_else(|| ParseCueError(s.to_owned()))
    }
}

/// One note: a pitch glide over `ms` milliseconds, then `pause_ms` of silence.
#[derive(Debug, Clone, Copy)]
struct Note {
    from_hz: f32,
    to_hz: f32,
    ms: u32,
    pause_ms: u32,
}

const fn note(from_hz: f32, to_hz: f32, ms: u32, pause_ms: u32) -> Note {
    Note {
        from_hz,
        to_hz,
        ms,
        pause_ms,
    }
}

fn score(cue: Cue) -> &'static [Note] {
    const CHECK: [Note; 2] = [note(880.0, 880.0, 70, 50), note(1318.5, 1318.5, 110, 0)];
    const CAPTURE: [Note; 1] = [note(660.0, 330.0, 130, 0)];
    const LOW_TIME: [Note; 3] = [
        note(1046.5, 1046.5, 40, 120),
        note(1046.5, 1046.5, 40, 120),
        note(1046.5, 1046.5, 40, 60),
    ];
    const FLAG_FALL: [Note; 2] = [note(880.0, 220.0, 600, 80), note(196.0, 196.0, 250, 0)];
    const HI: Note = note(987.8, 987.8, 100, 20);
    const LO: Note = note(740.0, 740.0, 100, 20);
    const DIVERGENCE: [Note; 8] = [HI, LO, HI, LO, HI, LO, HI, LO];
    const PRESS: [Note; 1] = [note(1568.0, 1568.0, 50, 0)];
    match cue {
        Cue::Check => &CHECK,
        Cue::Capture => &CAPTURE,
        Cue::LowTime => &LOW_TIME,
        Cue::FlagFall => &FLAG_FALL,
        Cue::Divergence => &DIVERGENCE,
        Cue::Press => &PRESS,
    }
}

/// Peak level: loud enough to hear over speech, well clear of clipping when two cues overlap.
const PEAK: f32 = 0.4;

/// The cue as mono samples from -1 to 1 at `sample_rate` samples per second.
pub fn render(cue: Cue, sample_rate: u32) -> Vec<f32> {
    let rate = sample_rate.max(1) as f32;
    let mut out = Vec::new();
    for n in score(cue) {
        let len = (n.ms as f32 * rate / 1000.0) as usize;
        // 5 ms in, 20 ms out: soft edges, so no clicks, but still a crisp rhythm.
        let attack = (0.005 * rate) as usize;
        let release = (0.020 * rate) as usize;
        let mut phase = 0.0f32;
        for i in 0..len {
            let t = i as f32 / len.max(1) as f32;
            let hz = n.from_hz + (n.to_hz - n.from_hz) * t;
            phase = (phase + hz / rate).fract();
            // The same timbre for every cue: a sine with a quiet octave for small speakers.
            let wave = (TAU * phase).sin() * 0.8 + (2.0 * TAU * phase).sin() * 0.2;
            let envelope = if i < attack {
                i as f32 / attack.max(1) as f32
            } else if i + release > len {
                (len - i) as f32 / release.max(1) as f32
            } else {
                1.0
            };
            out.push(wave * envelope * PEAK);
        }
        out.extend(std::iter::repeat_n(
            0.0,
            (n.pause_ms as f32 * rate / 1000.0) as usize,
        ));
    }
    out
}

/// The cue as a WAV file: mono, 16-bit PCM at `sample_rate`, as every player program reads.
pub fn wav(cue: Cue, sample_rate: u32) -> Vec<u8> {
    let samples = render(cue, sample_rate);
    let data_len = u32::try_from(samples.len() * 2).unwrap_or(u32::MAX);
    let mut out = Vec::with_capacity(44 + samples.len() * 2);
    out.extend_from_slice(b"RIFF");
    out.extend_from_slice(&(36u32.saturating_add(data_len)).to_le_bytes());
    out.extend_from_slice(b"WAVEfmt ");
    out.extend_from_slice(&16u32.to_le_bytes()); // the format chunk's length
    out.extend_from_slice(&1u16.to_le_bytes()); // PCM
    out.extend_from_slice(&1u16.to_le_bytes()); // mono
    out.extend_from_slice(&sample_rate.to_le_bytes());
    out.extend_from_slice(&(sample_rate * 2).to_le_bytes()); // bytes per second
    out.extend_from_slice(&2u16.to_le_bytes()); // bytes per frame
    out.extend_from_slice(&16u16.to_le_bytes()); // bits per sample
    out.extend_from_slice(b"data");
    out.extend_from_slice(&data_len.to_le_bytes());
    for s in samples {
        // Samples stay within ±PEAK, so the conversion never saturates.
        let v = (s.clamp(-1.0, 1.0) * f32::from(i16::MAX)) as i16;
        out.extend_from_slice(&v.to_le_bytes());
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    const RATE: u32 = 48_000;

    /// The sounding stretches of a cue, as (start, end) sample indices: a stretch ends at 10 ms
    /// of near silence.
    fn notes(samples: &[f32]) -> Vec<(usize, usize)> {
        let quiet = (RATE / 100) as usize;
        let mut out = Vec::new();
        let mut start = None;
        let mut silent = 0;
        for (i, s) in samples.iter().enumerate() {
            if s.abs() > 0.01 {
                start.get_or_insert(i);
                silent = 0;
            } else if let Some(st) = start {
                silent += 1;
                if silent >= quiet {
                    out.push((st, i - silent));
                    start = None;
                }
            }
        }
        if let Some(st) = start {
            out.push((st, samples.len() - silent));
        }
        out
    }

    /// The pitch of a stretch in Hz, counted from upward zero crossings of the fundamental.
    fn pitch(samples: &[f32]) -> f32 {
        let ups = samples
            .windows(2)
            .filter(|w| w[0] < 0.0 && w[1] >= 0.0)
            .count();
        ups as f32 * RATE as f32 / samples.len() as f32
    }

    #[test]
    fn cues_are_quiet_enough_and_start_and_end_softly() {
        for cue in Cue::ALL {
            let s = render(cue, RATE);
            assert!(!s.is_empty(), "{cue}");
            assert!(s.iter().all(|x| x.abs() <= PEAK + 1e-6), "{cue} clips");
            assert!(
                s[0].abs() < 0.01 && s[s.len() - 1].abs() < 0.05,
                "{cue} clicks"
            );
            let expected = cue.duration().as_secs_f32() * RATE as f32;
            assert!((s.len() as f32 - expected).abs() < 50.0, "{cue} length");
        }
    }

    #[test]
    fn rhythms_tell_the_cues_apart() {
        let counts: Vec<usize> = Cue::ALL
            .iter()
            .map(|&c| notes(&render(c, RATE)).len())
            .collect();
        assert_eq!(
            counts,
            [2, 1, 3, 2, 8, 1],
            "check, capture, low time, flag fall, divergence, press"
        );
        assert!(
            Cue::Press.duration() < Cue::Capture.duration() / 2,
            "a press is a blip"
        );
        // Check and flag fall both have two notes: one is short and rising, the other long
        // and falling.
        let check = notes(&render(Cue::Check, RATE));
        let flag = notes(&render(Cue::FlagFall, RATE));
        assert!(
            check[1].1 - check[1].0 > check[0].1 - check[0].0,
            "check: short then long"
        );
        assert!(
            flag[0].1 - flag[0].0 > 2 * (flag[1].1 - flag[1].0),
            "flag: long then short"
        );
        assert!(Cue::FlagFall.duration() > 3 * Cue::Check.duration());
    }

    #[test]
    fn pitches_tell_the_cues_apart() {
        let first_note_pitch = |cue| {
            let s = render(cue, RATE);
            let (a, b) = notes(&s)[0];
            pitch(&s[a..b])
        };
        let check = notes(&render(Cue::Check, RATE));
        let s = render(Cue::Check, RATE);
        let rising = pitch(&s[check[1].0..check[1].1]) > pitch(&s[check[0].0..check[0].1]) * 1.3;
        assert!(rising, "check rises");
        let low = first_note_pitch(Cue::LowTime);
        assert!((low - 1046.5).abs() < 40.0, "low time at C6: {low}");
        let capture = first_note_pitch(Cue::Capture);
        assert!(
            capture > 400.0 && capture < 600.0,
            "capture glides 660 → 330: {capture}"
        );
        let press = first_note_pitch(Cue::Press);
        assert!(press > low * 1.3, "the press beep is the highest: {press}");
        let flag = render(Cue::FlagFall, RATE);
        let last = notes(&flag)[1];
        assert!(pitch(&flag[last.0..last.1]) < 250.0, "flag fall ends low");
    }

    #[test]
    fn a_cue_wav_has_a_pcm_header_and_every_sample() {
        let rate = 22_050;
        let bytes = wav(Cue::Check, rate);
        let samples = render(Cue::Check, rate).len();
        assert_eq!(&bytes[..4], b"RIFF");
        assert_eq!(&bytes[8..16], b"WAVEfmt ");
        assert_eq!(&bytes[36..40], b"data");
        let le32 = |at: usize| {
            u32::from_le_bytes([bytes[at], bytes[at + 1], bytes[at + 2], bytes[at + 3]])
        };
        assert_eq!(le32(24), rate);
        assert_eq!(le32(40) as usize, samples * 2);
        assert_eq!(le32(4) as usize, bytes.len() - 8);
        assert_eq!(bytes.len(), 44 + samples * 2);
    }

    #[test]
    fn cue_names_round_trip() {
        for cue in Cue::ALL {
            assert_eq!(cue.name().parse::<Cue>(), Ok(cue));
        }
        assert!("beep".parse::<Cue>().is_err());
    }
}
