//! Splits text into normalized words: lowercase, accents folded, hyphens and punctuation dropped.
//!
//! Pure. Used both for the vocabulary files (so that "Läufer", "Laeufer" and "LÄUFER" become the
//! same keys) and for every input, so the two always agree. Works in a fixed buffer: normalizing a
//! move allocates nothing.

/// The longest input, in bytes after normalization, that is parsed as a move.
pub const MAX_TEXT: usize = 128;
/// The most words a move may have.
pub const MAX_WORDS: usize = 16;

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
        'a'..='z' | 'A'..='Z' => Class::Letter,
        c if !fold(c).is_empty() => Class::Letter,
        '+' | '#' | '=' => Class::Mark,
        '\u{2654}'..='\u{265F}' => Class::Figurine,
        c if c.is_alphabetic() => Class::Letter,
        c if c.is_ascii_digit() => Class::Digit,
        _ => Class::Separator,
    }
}

/// Folds one accented letter to its unaccented lower-case ASCII form where one exists.
///
/// Umlauts fold to the bare vowel ("ä" → "a"); the vocabulary files list the "ae" spellings of
/// Appendix D (Laeufer, Koenig, fuenf) as variants of their own.
fn fold(c: char) -> &'static str {
    match c {
        'À' | 'Á' | 'Â' | 'Ã' | 'Ä' | 'Å' | 'Ą' => "a",
        'Ç' | 'Ć' | 'Č' => "c",
        'È' | 'É' | 'Ê' | 'Ë' | 'Ę' | 'Ě' => "e",
        'Ì' | 'Í' | 'Î' | 'Ï' => "i",
        'Ñ' | 'Ń' => "n",
        'Ò' | 'Ó' | 'Ô' | 'Õ' | 'Ö' => "o",
        'Ù' | 'Ú' | 'Û' | 'Ü' => "u",
        'Ý' | 'Ÿ' => "y",
        'Ł' => "l",
        'Ś' | 'Š' => "s",
        'Ź' | 'Ż' | 'Ž' => "z",
        'Ř' => "r",
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
    /// The words joined by single spaces, so that a run of words is one slice.
    text: [u8; MAX_TEXT],
    text_len: usize,
    spans: [(u16, u16); MAX_WORDS],
    count: usize,
    /// Whether whitespace separates two words.
    spaced: bool,
    /// Whether the first letter of the input is upper-case.
    upper_first: Option<bool>,
    /// Whether a digit was seen: typed notation always has one (castling aside).
    has_digit: bool,
}

impl std::fmt::Debug for Words {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

/// The input does not fit the fixed buffers: no move is that long.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TooLong;

/// The character class of each ASCII byte, so the common case needs no Unicode tables.
const ASCII_CLASS: [Class; 128] = {
    let mut table = [Class::Separator; 128];
    let mut b = 0;
    while b < 128 {
        let c = b as u8;
        table[b] = if c.is_ascii_alphabetic() {
            Class::Letter
        } else if c.is_ascii_digit() {
            Class::Digit
        } else if c == b'+' || c == b'#' || c == b'=' {
            Class::Mark
        } else {
            Class::Separator
        };
        b += 1;
    }
    table
};

impl Words {
    /// Normalizes `input` into words.
    ///
    /// # Errors
    ///
    /// [`TooLong`] when the normalized text exceeds [`MAX_TEXT`] bytes or [`MAX_WORDS`] words.
    #[inline(always)]
    pub fn split(input: &str) -> Result<Words, TooLong> {
        let mut words = Words {
            text: [0; MAX_TEXT],
            text_len: 0,
            spans: [(0, 0); MAX_WORDS],
            count: 0,
            spaced: false,
            upper_first: None,
            has_digit: false,
        };
        // The class of the word being read (Separator: none) and where it starts.
        let mut current = Class::Separator;
        let mut start = 0;
        let mut whitespace_since_word = false;
        let bytes = input.as_bytes();
        let mut i = 0;
        while i < bytes.len() {
            let byte = bytes[i];
            if byte.is_ascii() {
                i += 1;
                let cls = ASCII_CLASS[usize::from(byte)];
                if cls != current {
                    if current != Class::Separator {
                        words.end_word(start)?;
                    }
                    current = cls;
                    if cls == Class::Separator {
                        whitespace_since_word = byte.is_ascii_whitespace();
                        continue;
                    }
                    words.spaced |= whitespace_since_word && words.count > 0;
                    whitespace_since_word = false;
                    start = words.text_len;
                } else if cls == Class::Separator {
                    whitespace_since_word |= byte.is_ascii_whitespace();
                    continue;
                }
                if cls == Class::Letter && words.upper_first.is_none() {
                    words.upper_first = Some(byte.is_ascii_uppercase());
                }
                words.has_digit |= cls == Class::Digit;
                words.push_byte(byte.to_ascii_lowercase())?;
                continue;
            }
            let c = input[i..].chars().next().unwrap_or(' ');
            i += c.len_utf8();
            let cls = class(c);
            if cls != current || cls == Class::Figurine {
                if current != Class::Separator {
                    words.end_word(start)?;
                }
                current = cls;
                if cls == Class::Separator {
                    whitespace_since_word = c.is_whitespace();
                    continue;
                }
                words.spaced |= whitespace_since_word && words.count > 0;
                whitespace_since_word = false;
                start = words.text_len;
            } else if cls == Class::Separator {
                whitespace_since_word |= c.is_whitespace();
                continue;
            }
            if cls == Class::Letter && words.upper_first.is_none() {
                words.upper_first = Some(c.is_uppercase());
            }
            let folded = fold(c);
            if !folded.is_empty() {
                words.push(folded.as_bytes())?;
                continue;
            }
            for lower in c.to_lowercase() {
                words.push(lower.encode_utf8(&mut [0; 4]).as_bytes())?;
            }
        }
        if current != Class::Separator {
            words.end_word(start)?;
        }
        Ok(words)
    }

    fn push_byte(&mut self, byte: u8) -> Result<(), TooLong> {
        let slot = self.text.get_mut(self.text_len).ok_or(TooLong)?;
        *slot = byte;
        self.text_len += 1;
        Ok(())
    }

    fn push(&mut self, bytes: &[u8]) -> Result<(), TooLong> {
        let end = self.text_len + bytes.len();
        self.text
            .get_mut(self.text_len..end)
            .ok_or(TooLong)?
            .copy_from_slice(bytes);
        self.text_len = end;
        Ok(())
    }

    fn end_word(&mut self, start: usize) -> Result<(), TooLong> {
        if self.count == MAX_WORDS || self.text_len == MAX_TEXT {
            return Err(TooLong);
        }
        // MAX_TEXT < u16::MAX, so the casts cannot truncate.
        self.spans[self.count] = (start as u16, self.text_len as u16);
        self.count += 1;
        self.text[self.text_len] = b' ';
        self.text_len += 1;
        Ok(())
    }

    /// How many words there are.
    pub fn len(&self) -> usize {
        self.count
    }

    /// Whether there are no words at all.
    pub fn is_empty(&self) -> bool {
        self.count == 0
    }

    /// Whether whitespace separated any two words: then they were probably spoken words.
    pub fn is_spaced(&self) -> bool {
        self.spaced
    }

    /// Whether the first letter was typed upper-case (`None`: there is no letter).
    pub fn upper_first(&self) -> Option<bool> {
        self.upper_first
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
        // Only whole chars are pushed and spans end on word boundaries, so this always holds.
        std::str::from_utf8(self.run_bytes(i, n)).unwrap_or_default()
    }

    /// The bytes of [`Words::run`], for lookups that need no `str`.
    pub fn run_bytes(&self, i: usize, n: usize) -> &[u8] {
        let start = usize::from(self.spans[i].0);
        let end = usize::from(self.spans[i + n - 1].1);
        &self.text[start..end]
    }

    /// Whether the text could be typed notation: it has a rank digit, or is castling with O or 0.
    pub fn may_be_notation(&self) -> bool {
        self.has_digit || self.text[..self.text_len].first() == Some(&b'o')
    }

    /// All the words joined without spaces ("Ng1-f3" → "ng1f3"), written into `buf`.
    pub fn compact<'b>(&self, buf: &'b mut [u8; MAX_TEXT]) -> &'b str {
        let mut len = 0;
        for &b in &self.text[..self.text_len] {
            if b != b' ' {
                buf[len] = b;
                len += 1;
            }
        }
        std::str::from_utf8(&buf[..len]).unwrap_or_default()
    }

    /// All words in order.
    pub fn iter(&self) -> impl Iterator<Item = &str> {
        (0..self.len()).map(|i| self.word(i))
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
    fn ascii_and_accented_letters_make_one_word() {
        assert_eq!(split("Läufer König-Läufer"), ["laufer", "konig", "laufer"]);
        assert_eq!(split("ÄÖÜ"), ["aou"]);
        let words = Words::split("Dame\u{a0}Eva vier").unwrap();
        assert!(words.is_spaced());
        assert!(!Words::split("Ng1-f3").unwrap().is_spaced());
        assert_eq!(Words::split("nf3").unwrap().upper_first(), Some(false));
        assert_eq!(Words::split("♘Nf3").unwrap().upper_first(), Some(true));
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
