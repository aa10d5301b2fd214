//! Splits text into normalized words: lowercase, accents folded, hyphens and punctuation dropped.
//!
//! Pure. Used both for the vocabulary files (so that "Läufer", "Laeufer" and "LÄUFER" become the
//! same keys) and for every input, so the two always agree. Works in a fixed buffer: normalizing a
//! move allocates nothing.
//!
//! Every move goes through here, so the common input takes fast paths: ASCII letters eight at a
//! time, from one word straight to the next across a single space, and accented Latin-1 letters
//! through a table. A proptest holds them to a plain character-by-character reference.

use super::table::PACKED_LEN;

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

/// The one-letter fold of U+00C0 + n for each n below 64 (the characters encoded as 0xC3,
/// 0x80 + n), or 0 where [`fold`] gives none or more than one letter ("ß", "×").
const LATIN1_FOLD: [u8; 64] = {
    let mut table = [0; 64];
    let mut n = 0;
    while n < 64 {
        if let Some(c) = char::from_u32(0xC0 + n as u32) {
            let folded = fold(c).as_bytes();
            if folded.len() == 1 {
                table[n] = folded[0];
            }
        }
        n += 1;
    }
    table
};

/// Folds one accented letter to its unaccented lower-case ASCII form where one exists.
///
/// Umlauts fold to the bare vowel ("ä" → "a"); the vocabulary files list the "ae" spellings of
/// Appendix D (Laeufer, Koenig, fuenf) as variants of their own.
const fn fold(c: char) -> &'static str {
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
    /// The words joined by single spaces, so that a run of words is one slice. Padded so that a
    /// packed key can be read from any word start and eight letters stored past a word's end.
    text: [u8; MAX_TEXT + PACKED_LEN],
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

/// A `u64` with each byte 1: multiplied by a byte, that byte in every position.
const EACH_BYTE: u64 = 0x0101_0101_0101_0101;
/// [`LOWER_CASE_BIT`] in each of eight bytes.
const LOWER_CASE_BITS: u64 = EACH_BYTE * LOWER_CASE_BIT as u64;
/// The high bit of each of eight bytes.
const HIGH_BITS: u64 = EACH_BYTE * 0x80;

/// The eight bytes at `bytes[at..]` as a little-endian `u64`, zero-filled past the end (a zero
/// byte is a separator). `bytes` has at least eight bytes.
#[inline(always)]
fn eight_bytes_at(bytes: &[u8], at: usize) -> u64 {
    let (start, shift) = match bytes.len().saturating_sub(at) {
        0 => return 0,
        rest if rest >= 8 => (at, 0),
        // The last eight bytes, shifted so that those before `at` fall out.
        rest => (bytes.len() - 8, 8 * (8 - rest) as u32),
    };
    let mut eight = [0; 8];
    eight.copy_from_slice(&bytes[start..start + 8]);
    u64::from_le_bytes(eight) >> shift
}

/// The high bit of each byte of `chunk` that is an ASCII letter, all eight tested at once.
#[inline(always)]
fn letters(chunk: u64) -> u64 {
    let ascii = !chunk & HIGH_BITS;
    // With bit 5 set a letter is in 'a'..='z'; with bit 7 clear, neither the sum nor the
    // difference below carries into the next byte.
    let lower = (chunk | LOWER_CASE_BITS) & !HIGH_BITS;
    let at_least_a = lower + EACH_BYTE * (0x80 - u64::from(b'a'));
    let at_most_z = EACH_BYTE * (0x80 + u64::from(b'z')) - lower;
    ascii & at_least_a & at_most_z & HIGH_BITS
}

impl Default for Words {
    fn default() -> Words {
        Words::new()
    }
}

/// The input does not fit the fixed buffers: no move is that long.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TooLong;

/// The character class of each byte that is an ASCII character (the rest are never looked up
/// here), so the common case needs no Unicode tables and no bounds check.
const ASCII_CLASS: [Class; 256] = {
    let mut table = [Class::Separator; 256];
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

/// Setting this bit lower-cases an ASCII letter and leaves digits and the marks `+ # =` as
/// they are, so a run of any of them is lower-cased without looking at its class.
const LOWER_CASE_BIT: u8 = 0x20;

const _: () = {
    let mut b = 0;
    while b < 128 {
        let c = b as u8;
        assert!(
            matches!(ASCII_CLASS[b], Class::Separator)
                || c | LOWER_CASE_BIT == c.to_ascii_lowercase()
        );
        b += 1;
    }
};

impl Words {
    /// Normalizes `input` into words.
    ///
    /// # Errors
    ///
    /// [`TooLong`] when the normalized text exceeds [`MAX_TEXT`] bytes or [`MAX_WORDS`] words.
    pub fn split(input: &str) -> Result<Words, TooLong> {
        let mut words = Words::new();
        words.read(input)?;
        Ok(words)
    }

    /// No words yet, ready for [`Words::read`].
    pub fn new() -> Words {
        Words {
            text: [0; MAX_TEXT + PACKED_LEN],
            text_len: 0,
            spans: [(0, 0); MAX_WORDS],
            count: 0,
            spaced: false,
            upper_first: None,
            has_digit: false,
        }
    }

    /// [`Words::split`] into fresh words made by [`Words::new`], where a hot caller keeps them:
    /// returning the buffers by value would copy them.
    ///
    /// # Errors
    ///
    /// [`TooLong`] as for [`Words::split`].
    #[inline(always)]
    pub fn read(&mut self, input: &str) -> Result<(), TooLong> {
        // The class of the word being written (Separator: none) and where it starts.
        let mut open = Class::Separator;
        let mut start = 0;
        let mut whitespace_since_word = false;
        let bytes = input.as_bytes();
        let mut i = 0;
        while i < bytes.len() {
            let byte = bytes[i];
            if byte.is_ascii() {
                let class = ASCII_CLASS[usize::from(byte)];
                if class == Class::Separator {
                    i += 1;
                    self.close_word(&mut open, start)?;
                    whitespace_since_word |= byte.is_ascii_whitespace();
                    continue;
                }
                if class != open {
                    let upper = byte.is_ascii_uppercase();
                    let ws = &mut whitespace_since_word;
                    self.open_word(&mut open, &mut start, class, upper, ws)?;
                }
                if class != Class::Letter || bytes.len() < 8 {
                    i += self.push_run(bytes, i, class)?;
                    continue;
                }
                // Moves are mostly ASCII words with one space between them: the letters eight
                // at a time, and from one word straight to the next.
                loop {
                    i += self.push_letters(bytes, i)?;
                    if bytes.get(i) != Some(&b' ')
                        || !bytes.get(i + 1).is_some_and(u8::is_ascii_alphabetic)
                    {
                        break;
                    }
                    self.end_word(start)?;
                    self.spaced = true;
                    start = self.text_len;
                    i += 1;
                }
                continue;
            }
            // Accented letters of Latin-1 ("ä", "ü", "é") are two bytes starting 0xC3, and
            // fold to one ASCII letter: the commonest non-ASCII input takes a table, not the
            // general decoding below.
            if byte == 0xC3
                && let Some(&second) = bytes.get(i + 1)
                && let folded @ 1.. = LATIN1_FOLD[usize::from(second & 0x3F)]
            {
                i += 2;
                if open != Class::Letter {
                    // 0xC3 0x80..=0x9F are the upper-case letters À..Þ.
                    let upper = second < 0xA0;
                    let ws = &mut whitespace_since_word;
                    self.open_word(&mut open, &mut start, Class::Letter, upper, ws)?;
                }
                self.push(&[folded])?;
                continue;
            }
            let c = input[i..].chars().next().unwrap_or(' ');
            i += c.len_utf8();
            let folded = fold(c);
            let class = if folded.is_empty() {
                class(c)
            } else {
                Class::Letter
            };
            if class == Class::Separator {
                self.close_word(&mut open, start)?;
                whitespace_since_word |= c.is_whitespace();
                continue;
            }
            if class != open || class == Class::Figurine {
                let ws = &mut whitespace_since_word;
                self.open_word(&mut open, &mut start, class, c.is_uppercase(), ws)?;
            }
            if !folded.is_empty() {
                self.push(folded.as_bytes())?;
                continue;
            }
            for lower in c.to_lowercase() {
                self.push(lower.encode_utf8(&mut [0; 4]).as_bytes())?;
            }
        }
        self.close_word(&mut open, start)
    }

    /// Copies the run of bytes of `class` starting at `bytes[at]`, lower-cased; returns its
    /// length.
    #[inline(always)]
    fn push_run(&mut self, bytes: &[u8], at: usize, class: Class) -> Result<usize, TooLong> {
        let mut len = self.text_len;
        let mut i = at;
        loop {
            if len >= MAX_TEXT {
                return Err(TooLong);
            }
            self.text[len] = bytes[i] | LOWER_CASE_BIT;
            len += 1;
            i += 1;
            if i == bytes.len() || ASCII_CLASS[usize::from(bytes[i])] != class {
                break;
            }
        }
        self.text_len = len;
        Ok(i - at)
    }

    /// [`Words::push_run`] for ASCII letters in `bytes` of at least eight bytes, taking eight
    /// at a time: fewer branches, and the end of the word found without a loop.
    #[inline(always)]
    fn push_letters(&mut self, bytes: &[u8], at: usize) -> Result<usize, TooLong> {
        let mut i = at;
        loop {
            // The store below writes eight bytes; the padding of `text` takes what lies past
            // the word, which is overwritten or ignored.
            if self.text_len > MAX_TEXT {
                return Err(TooLong);
            }
            let chunk = eight_bytes_at(bytes, i);
            let end = self.text_len + 8;
            self.text[self.text_len..end].copy_from_slice(&(chunk | LOWER_CASE_BITS).to_le_bytes());
            let run = ((!letters(chunk) & HIGH_BITS).trailing_zeros() / 8) as usize;
            self.text_len += run;
            i += run;
            if run < 8 {
                break;
            }
        }
        if self.text_len > MAX_TEXT {
            return Err(TooLong);
        }
        Ok(i - at)
    }

    /// Ends the open word, if any, and opens one of `class` at the end of the text; `upper`
    /// is whether its first character is upper-case, kept if it is the first letter.
    #[inline(always)]
    fn open_word(
        &mut self,
        open: &mut Class,
        start: &mut usize,
        class: Class,
        upper: bool,
        whitespace_since_word: &mut bool,
    ) -> Result<(), TooLong> {
        self.close_word(open, *start)?;
        self.spaced |= *whitespace_since_word && self.count > 0;
        *whitespace_since_word = false;
        self.has_digit |= class == Class::Digit;
        if class == Class::Letter && self.upper_first.is_none() {
            self.upper_first = Some(upper);
        }
        *open = class;
        *start = self.text_len;
        Ok(())
    }

    /// Ends the open word, if any.
    #[inline(always)]
    fn close_word(&mut self, open: &mut Class, start: usize) -> Result<(), TooLong> {
        if *open != Class::Separator {
            self.end_word(start)?;
            *open = Class::Separator;
        }
        Ok(())
    }

    /// Appends the bytes of one character (at most four), a byte at a time: a copy of a
    /// length unknown to the compiler would be a call to `memcpy`.
    #[inline(always)]
    fn push(&mut self, bytes: &[u8]) -> Result<(), TooLong> {
        for &byte in bytes {
            if self.text_len >= MAX_TEXT {
                return Err(TooLong);
            }
            self.text[self.text_len] = byte;
            self.text_len += 1;
        }
        Ok(())
    }

    #[inline(always)]
    fn end_word(&mut self, start: usize) -> Result<(), TooLong> {
        if self.count == MAX_WORDS || self.text_len >= MAX_TEXT {
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

    /// Whether any word is a run of digits ("e4", "be 4"): compact text with one is notation.
    pub fn has_digit(&self) -> bool {
        self.has_digit
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

    /// Words `i .. i + n` as a key packed like [`super::table::pack`] does; `None` when longer
    /// than a packed key. Reads a fixed window, so it needs no copy of a variable length.
    #[inline(always)]
    pub(crate) fn packed(&self, i: usize, n: usize) -> Option<u128> {
        let start = usize::from(self.spans[i].0);
        let len = usize::from(self.spans[i + n - 1].1) - start;
        if len > PACKED_LEN {
            return None;
        }
        let window: [u8; PACKED_LEN] = self.text[start..start + PACKED_LEN].try_into().ok()?;
        let mask = u128::MAX
            .checked_shr(8 * (PACKED_LEN - len) as u32)
            .unwrap_or(0);
        Some(u128::from_le_bytes(window) & mask)
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
mod tests;
