//! Quoting what the user typed or a file held in a message: at most [`QUOTE`] characters,
//! control characters escaped, so a pasted page or a binary line never floods the screen or
//! the speech. Every message that echoes an argument or a line quotes it here. Pure.

/// At most this many characters of a bad line are quoted in a message.
pub const QUOTE: usize = 80;

/// `text` for a message: at most [`QUOTE`] characters, with "…" when cut, and each control
/// character escaped ("\n", "\u{1b}"), so a quoted line is one line and cannot move the
/// terminal's cursor.
pub fn quote(text: &str) -> String {
    let mut chars = text.chars();
    let mut out = String::new();
    for c in chars.by_ref().take(QUOTE) {
        if c.is_control() {
            out.extend(c.escape_default());
        } else {
            out.push(c);
        }
    }
    if chars.next().is_some() {
        out.push('…');
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn quotes_are_short() {
        assert_eq!(quote("e4"), "e4");
        let q = quote(&"ü".repeat(200));
        assert_eq!(q.chars().count(), QUOTE + 1);
        assert!(q.ends_with('…'));
    }

    #[test]
    fn control_characters_are_escaped() {
        assert_eq!(quote("A\nB\u{1b}[2J\t"), "A\\nB\\u{1b}[2J\\t");
        assert!(!quote(&"\r".repeat(500)).contains('\r'));
    }
}
