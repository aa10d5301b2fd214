//! The one-time pairing code read aloud at the table ("7 Gustav Felix": a digit and two of the
//! Appendix D file words), its lifetime (2 minutes, 3 tries), and the short confirmation both
//! devices read aloud after pairing. Pure: the randomness and the time come from the edge.
//!
//! The code has 10 × 8 × 8 = 640 values, log2(640) ≈ 9.3 bits. That is enough only because it
//! is never used as a key: SPAKE2 turns it into a strong shared key without letting an
//! eavesdropper test guesses offline, so an attacker must guess online, and gets 3 tries in
//! 2 minutes: a chance of 3 in 640 (under 0.5 %), after which the host makes a new code. The
//! confirmation string (6 digits from the Noise handshake hash) then shows a man in the middle.

use std::{
    fmt,
    str::FromStr,
    time::{Duration, Instant},
};

/// The Appendix D file words (D.2.1), which every player at the table knows how to say.
pub const FILE_WORDS: [&str; 8] = [
    "Anna", "Bella", "Cesar", "David", "Eva", "Felix", "Gustav", "Hector",
];

// Spellings also accepted when the code is typed.
const VARIANTS: [(&str, usize); 4] = [("bela", 1), ("cäsar", 2), ("caesar", 2), ("hektor", 7)];

/// How many codes there are.
pub const CODES: u32 = 10 * 8 * 8;

/// How long a code is valid.
pub const CODE_LIFETIME: Duration = Duration::from_secs(120);

/// How many wrong tries a code survives.
pub const CODE_TRIES: u8 = 3;

/// The code's entropy in bits.
pub fn code_entropy_bits() -> f64 {
    f64::from(CODES).log2()
}

/// A pairing code: a digit and two file words.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PairingCode {
    digit: u8,
    words: [u8; 2],
}

impl PairingCode {
    /// The code drawn from random bits gathered at the edge (the bias of 2^32 mod 640 is below
    /// one in ten million).
    pub fn from_random(bits: u32) -> PairingCode {
        let n = bits % CODES;
        PairingCode {
            digit: (n / 64) as u8,
            words: [((n / 8) % 8) as u8, (n % 8) as u8],
        }
    }

    /// The secret both devices feed to SPAKE2: the code in one canonical spelling.
    pub fn secret(&self) -> String {
        self.to_string().to_lowercase()
    }
}

impl fmt::Display for PairingCode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} {} {}",
            self.digit,
            FILE_WORDS[usize::from(self.words[0])],
            FILE_WORDS[usize::from(self.words[1])]
        )
    }
}

/// A typed code that is not a digit and two file words.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error(
    "'{0}' is not a pairing code: say a digit and two file words, like '7 Gustav Felix' \
     (the words: Anna Bella Cesar David Eva Felix Gustav Hector)"
)]
pub struct BadCode(pub String);

fn word_index(word: &str) -> Option<u8> {
    let lower = word.to_lowercase();
    let index = (FILE_WORDS.iter().position(|w| w.to_lowercase() == lower))
        .or_else(|| VARIANTS.iter().find(|v| v.0 == lower).map(|v| v.1))?;
    u8::try_from(index).ok()
}

impl FromStr for PairingCode {
    type Err = BadCode;

    fn from_str(text: &str) -> Result<PairingCode, BadCode> {
        let bad = || BadCode(text.to_owned());
        let parts: Vec<&str> = (text.split(|c: char| c.is_whitespace() || c == '-' || c == ','))
            .filter(|p| !p.is_empty())
            .collect();
        let [digit, first, second] = parts.as_slice() else {
            return Err(bad());
        };
        let digit = match digit.as_bytes() {
            [d @ b'0'..=b'9'] => d - b'0',
            _ => return Err(bad()),
        };
        Ok(PairingCode {
            digit,
            words: [
                word_index(first).ok_or_else(bad)?,
                word_index(second).ok_or_else(bad)?,
            ],
        })
    }
}

/// Why a code can no longer be used.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum CodeSpent {
    /// Older than 2 minutes.
    #[error("the pairing code has expired (it is valid for 2 minutes); make a new one")]
    Expired,
    /// Tried wrongly 3 times.
    #[error("the pairing code was tried wrongly 3 times; make a new one")]
    Tried,
}

/// A code's lifetime: when it was made and how many wrong tries it has seen.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CodeLife {
    made: Instant,
    wrong: u8,
}

impl CodeLife {
    /// A code made now.
    pub fn new(now: Instant) -> CodeLife {
        CodeLife {
            made: now,
            wrong: 0,
        }
    }

    /// Whether the code may still be tried.
    pub fn check(&self, now: Instant) -> Result<(), CodeSpent> {
        if now.saturating_duration_since(self.made) > CODE_LIFETIME {
            Err(CodeSpent::Expired)
        } else if self.wrong >= CODE_TRIES {
            Err(CodeSpent::Tried)
        } else {
            Ok(())
        }
    }

    /// A wrong try.
    pub fn wrong_try(&mut self) {
        self.wrong = self.wrong.saturating_add(1);
    }

    /// How many wrong tries it has seen.
    pub fn wrong(&self) -> u8 {
        self.wrong
    }

    /// When it was made.
    pub fn made(&self) -> Instant {
        self.made
    }
}

/// The confirmation both devices show and read aloud after pairing: 6 digits in two groups,
/// from the session's handshake hash, the same on both sides only if no one sits in between.
pub fn confirmation(handshake_hash: &[u8]) -> String {
    let mut b = [0u8; 4];
    for (i, byte) in handshake_hash.iter().take(4).enumerate() {
        b[i] = *byte;
    }
    let n = u32::from_be_bytes(b) % 1_000_000;
    format!("{:03} {:03}", n / 1000, n % 1000)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_code_reads_back_and_typos_are_named() {
        for bits in 0..CODES {
            let code = PairingCode::from_random(bits);
            assert_eq!(code.to_string().parse::<PairingCode>(), Ok(code));
            assert_eq!(code.secret().parse::<PairingCode>(), Ok(code));
        }
        let code: PairingCode = "7-gustav, HEKTOR".parse().unwrap();
        assert_eq!(code.to_string(), "7 Gustav Hector");
        for bad in [
            "",
            "7 Gustav",
            "77 Anna Eva",
            "7 Anna Zora",
            "x Anna Eva",
            "7 Anna Eva Eva",
        ] {
            let e = bad.parse::<PairingCode>().unwrap_err().to_string();
            assert!(e.contains("not a pairing code"), "{e}");
        }
        assert!((code_entropy_bits() - 9.32).abs() < 0.01);
    }

    #[test]
    fn a_code_lives_two_minutes_and_three_wrong_tries() {
        let t = Instant::now();
        let mut life = CodeLife::new(t);
        assert_eq!(life.check(t + CODE_LIFETIME), Ok(()));
        assert_eq!(
            life.check(t + CODE_LIFETIME + Duration::from_millis(1)),
            Err(CodeSpent::Expired)
        );
        life.wrong_try();
        life.wrong_try();
        assert_eq!(life.check(t), Ok(()));
        life.wrong_try();
        assert_eq!(life.check(t), Err(CodeSpent::Tried));
    }

    #[test]
    fn the_confirmation_is_six_digits() {
        assert_eq!(confirmation(&[0, 0, 0, 7, 9]), "000 007");
        assert_eq!(confirmation(&[0xff; 32]).len(), 7);
    }
}
