//! Splits text into normalized words: lowercase, accents folded, hyphens and punctuation dropped.
//!
//! Pure. Used both for the vocabulary files (so that "Läufer", "Laeufer" and "LÄUFER" become the
//! same keys) and for every input, so the two always agree. Works in a fixed buffer: normalizing a
//! move allocates nothing.

use std::ops::Range;

/// The longest input, in bytes after normalization, that is parsed as a move.
pub const MAX_TEXT: usize = 256;
/// The most words a move may have.
pub const MAX_WORDS: usize = 32;

/// The kind of character, which decides where one word ends and the next begins.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Class {
    Letter,
    Digit,
    /// `+`, `#` and `=`: check, mate and promotion marks that carry meaning in typed input.
    Mark,
    /// A chess figurine, a word of its own.
    Figurine,
    Separator,
}

fn class(c: char) -> Class {
    match c {
        '+' | '#' | '=' => Class::Mark,
        '\u{2654}'..='\u{265F}' => Class::Figurine,
        c if c.is_alphabetic() => Class::Letter,
        c if c.is_ascii_digit() => Class::Digit,
        _ => Class::Separator,
    }
}

/// Folds one lowercase character to its unaccented ASCII form where one exists.
///
/// Umlauts fold to the bare vowel ("ä" → "a"); the vocabulary files list the "ae" spellings of
/// Appendix D (Laeufer, Koenig, fuenf) as variants of their own.
fn fold(c: char) -> &'static str {
    match c {
        'à' | 'á' | 'â' | 'ã' | 'ä' | 'å' | 'ą' => "a",
        'ç' | 'ć' | 'č' => "c",
        'è' | 'é' | 'ê' | 'ë' | 'ę' | 'ě' => "e",
        'ì' | 'í' | 'î' | 'ï' => "i",
        'ñ' | 'ń' => "n",
        'ò' | 'ó' | 'ô' | 'õ' | 'ö' => "o",
        'ù' | 'ú' | 'û' | 'ü' => "u",
        'ý' | 'ÿ' => "y",
        'ß' => "ss",
        'ł' => "l",
        'ś' | 'š' => "s",
        'ź' | 'ż' | 'ž' => "z",
        'ř' => "r",
        _ => "",
    }
}

/// Text split into normalized words, held in fixed buffers.
#[derive(Clone)]
pub struct Words {
    text: [u8; MAX_TEXT],
    text_len: usize,
    spans: [Range<u16>; MAX_WORDS],
    count: usize,
}

impl std::fmt::Debug for Words {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

/// The input does not fit the fixed buffers: no move is that long.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TooLong;

impl Words {
    /// Normalizes `input` into words.
    ///
    /// # Errors
    ///
    /// [`TooLong`] when the normalized text exceeds [`MAX_TEXT`] bytes or [`MAX_WORDS`] words.
    pub fn split(input: &str) -> Result<Words, TooLong> {
        let mut words = Words {
            text: [0; MAX_TEXT],
            text_len: 0,
            spans: std::array::from_fn(|_| 0..0),
            count: 0,
        };
        let mut current: Option<(Class, usize)> = None;
        for c in input.chars() {
            let cls = class(c);
            let continues =
                matches!(current, Some((prev, _)) if prev == cls && cls != Class::Figurine);
            if !continues {
                if let Some((_, start)) = current.take() {
                    words.end_word(start)?;
                }
                if cls != Class::Separator {
                    current = Some((cls, words.text_len));
                }
            }
            if cls == Class::Separator {
                continue;
            }
            for lower in c.to_lowercase() {
                let folded = fold(lower);
                if folded.is_empty() {
                    let mut buf = [0; 4];
                    words.push(lower.encode_utf8(&mut buf))?;
                } else {
                    words.push(folded)?;
                }
            }
        }
        if let Some((_, start)) = current {
            words.end_word(start)?;
        }
        Ok(words)
    }

    fn push(&mut self, s: &str) -> Result<(), TooLong> {
        let end = self.text_len + s.len();
        if end > MAX_TEXT {
            return Err(TooLong);
        }
        self.text[self.text_len..end].copy_from_slice(s.as_bytes());
        self.text_len = end;
        Ok(())
    }

    fn end_word(&mut self, start: usize) -> Result<(), TooLong> {
        if self.count == MAX_WORDS {
            return Err(TooLong);
        }
        // MAX_TEXT < u16::MAX, so the casts cannot truncate.
        self.spans[self.count] = start as u16..self.text_len as u16;
        self.count += 1;
        // Words are joined by one space in the buffer so that a run of words is one slice.
        self.push(" ")
    }

    /// How many words there are.
    pub fn len(&self) -> usize {
        self.count
    }

    /// Whether there are no words at all.
    pub fn is_empty(&self) -> bool {
        self.count == 0
    }

    /// Word `i`.
    ///
    /// # Panics
    ///
    /// If `i >= self.len()`.
    pub fn word(&self, i: usize) -> &str {
        self.run(i, 1)
    }

    /// Words `i .. i + n` joined by single spaces, as a phrase key.
    ///
    /// # Panics
    ///
    /// If the run reaches past the last word.
    pub fn run(&self, i: usize, n: usize) -> &str {
        let span = self.spans[i].start as usize..self.spans[i + n - 1].end as usize;
        // Only whole chars are ever pushed, so every span lies on char boundaries.
        std::str::from_utf8(&self.text[span]).unwrap_or_default()
    }

    /// All words in order.
    pub fn iter(&self) -> impl Iterator<Item = &str> {
        (0..self.count).map(|i| self.word(i))
    }
}

/// Normalizes a vocabulary entry into its phrase key, e.g. "Kurze Rochade" → "kurze rochade".
pub fn phrase_key(entry: &str) -> Option<(String, usize)> {
    let words = Words::split(entry).ok()?;
    if words.is_empty() {
        return None;
    }
    Some((words.run(0, words.len()).to_owned(), words.len()))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn split(s: &str) -> Vec<String> {
        Words::split(s).unwrap().iter().map(str::to_owned).collect()
    }

    #[test]
    fn folds_case_accents_and_punctuation() {
        assert_eq!(
            split("LÄUFER schlägt Cesar-sechs!"),
            ["laufer", "schlagt", "cesar", "sechs"]
        );
        assert_eq!(
            split("fünf, Peón; wieża KRÓL"),
            ["funf", "peon", "wieza", "krol"]
        );
        assert_eq!(split("exd6 e.p."), ["exd", "6", "e", "p"]);
    }

    #[test]
    fn splits_letters_from_digits_and_keeps_marks() {
        assert_eq!(split("Felix3+"), ["felix", "3", "+"]);
        assert_eq!(split("e8=Q#"), ["e", "8", "=", "q", "#"]);
        assert_eq!(split("♘♘f3"), ["♘", "♘", "f", "3"]);
    }

    #[test]
    fn refuses_overlong_input() {
        assert_eq!(Words::split(&"a ".repeat(40)).err(), Some(TooLong));
        assert_eq!(Words::split(&"x".repeat(300)).err(), Some(TooLong));
    }

    #[test]
    fn phrase_keys_join_with_single_spaces() {
        assert_eq!(
            phrase_key(" Kurze   Rochade "),
            Some(("kurze rochade".into(), 2))
        );
        assert_eq!(phrase_key("a.p."), Some(("a p".into(), 2)));
        assert_eq!(phrase_key("..."), None);
    }
}
