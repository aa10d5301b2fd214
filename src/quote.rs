//! Quoting what the user typed or a file held in a message: at most [`QUOTE`] characters, so
//! a pasted page or a binary line never floods the screen or the speech. Pure.

/// At most this many characters of a bad line are quoted in a message.
pub const QUOTE: usize = 80;

/// `text` for a message: at most [`QUOTE`] characters, with "…" when cut.
pub fn quote(text: &str) -> String {
    let mut chars = text.chars();
    let head: String = chars.by_ref().take(QUOTE).collect();
    if chars.next().is_some() {
        format!("{head}…")
    } else {
        head
    }
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
}
