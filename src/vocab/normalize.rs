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
enum CharClass {
    Letter,
    Digit,
    /// `+`, `#` and `=`: check, mate and promotion marks that carry meaning in typed input.
    Mark,
    /// A chess figurine, a word of its own.
    Figurine,
    Separator,
}

fn class(c: char) -> CharClass {
    match c {
        'a'..='z' | 'A'..='Z' => CharClass::Letter,
        c if !fold(c).is_empty() => CharClass::Letter,
        '+' | '#' | '=' => CharClass::Mark,
        '\u{2654}'..='\u{265F}' => CharClass::Figurine,
        c if c.is_alphabetic() => CharClass::Letter,
        c if c.is_ascii_digit() => CharClass::Digit,
        _ => CharClass::Separator,
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
pub struct NormalizedWords {
    /// The words joined by single spaces, so that a run of words is one slice.
    text: [u8; MAX_TEXT],
    text_len: usize,
    /// Where each word starts and ends in `text`.
    spans: [(usize, usize); MAX_WORDS],
    count: usize,
    /// Whether whitespace separates two words.
    spaced: bool,
    /// Whether the first letter of the input is upper-case.
    upper_first: Option<bool>,
    /// Whether a digit was seen: typed notation always has one (castling aside).
    has_digit: bool,
}

impl std::fmt::Debug for NormalizedWords {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

impl Default for NormalizedWords {
    fn default() -> NormalizedWords {
        NormalizedWords::new()
    }
}

/// The input does not fit the fixed buffers: no move is that long.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TooLong;

impl NormalizedWords {
    /// Normalizes `input` into words.
    ///
    /// # Errors
    ///
    /// [`TooLong`] when the normalized text exceeds [`MAX_TEXT`] bytes or [`MAX_WORDS`] words.
    pub fn split(input: &str) -> Result<NormalizedWords, TooLong> {
        let mut words = NormalizedWords::new();
        words.read(input)?;
        Ok(words)
    }

    /// No words yet, ready for [`NormalizedWords::read`].
    pub fn new() -> NormalizedWords {
        NormalizedWords {
            text: [0; MAX_TEXT],
            text_len: 0,
            spans: [(0, 0); MAX_WORDS],
            count: 0,
            spaced: false,
            upper_first: None,
            has_digit: false,
        }
    }

    /// [`NormalizedWords::split`] into fresh words made by [`NormalizedWords::new`].
    ///
    /// A word is a run of letters, of digits or of marks; each figurine is a word of its own;
    /// anything else separates words.
    ///
    /// # Errors
    ///
    /// [`TooLong`] as for [`NormalizedWords::split`].
    pub fn read(&mut self, input: &str) -> Result<(), TooLong> {
        // The class of the word being written, if one is open, and where it starts.
        let mut open: Option<CharClass> = None;
        let mut start = 0;
        let mut whitespace_since_word = false;
        for c in input.chars() {
            let class = class(c);
            if class == CharClass::Separator {
                if open.take().is_some() {
                    self.end_word(start)?;
                }
                whitespace_since_word |= c.is_whitespace();
                continue;
            }
            if open != Some(class) || class == CharClass::Figurine {
                if open.is_some() {
                    self.end_word(start)?;
                }
                self.spaced |= whitespace_since_word && self.count > 0;
                whitespace_since_word = false;
                self.has_digit |= class == CharClass::Digit;
                if class == CharClass::Letter && self.upper_first.is_none() {
                    self.upper_first = Some(c.is_uppercase());
                }
                open = Some(class);
                start = self.text_len;
            }
            if c.is_ascii() {
                self.push(&[c.to_ascii_lowercase() as u8])?;
                continue;
            }
            match fold(c) {
                "" => {
                    for lower in c.to_lowercase() {
                        self.push(lower.encode_utf8(&mut [0; 4]).as_bytes())?;
                    }
                }
                folded => self.push(folded.as_bytes())?,
            }
        }
        if open.is_some() {
            self.end_word(start)?;
        }
        Ok(())
    }

    /// Appends the bytes of one character.
    fn push(&mut self, bytes: &[u8]) -> Result<(), TooLong> {
        let end = self.text_len + bytes.len();
        if end > MAX_TEXT {
            return Err(TooLong);
        }
        self.text[self.text_len..end].copy_from_slice(bytes);
        self.text_len = end;
        Ok(())
    }

    /// Ends the word that started at `start`, and the space that joins it to the next.
    fn end_word(&mut self, start: usize) -> Result<(), TooLong> {
        if self.count == MAX_WORDS || self.text_len >= MAX_TEXT {
            return Err(TooLong);
        }
        self.spans[self.count] = (start, self.text_len);
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
        let (start, end) = (self.spans[i].0, self.spans[i + n - 1].1);
        // Only whole chars are pushed and spans end on word boundaries, so this always holds.
        std::str::from_utf8(&self.text[start..end]).unwrap_or_default()
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
    let words = NormalizedWords::split(entry).ok()?;
    if words.is_empty() {
        return None;
    }
    Some((words.run(0, words.len()).to_owned(), words.len()))
}

#[cfg(test)]
mod tests;
