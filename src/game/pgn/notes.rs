//! What a score read from a PGN carries beyond the game itself — tags other than the roster,
//! NAGs, comments and variations — kept so that writing the game out again loses none of it.
//! Pure.

use shakmaty::Move;

/// The tags annabella writes itself; any other tag of the source is kept as it was.
pub const OWN_TAGS: [&str; 12] = [
    "Event",
    "Site",
    "Date",
    "Round",
    "White",
    "Black",
    "Result",
    "TimeControl",
    "ClockControl",
    "SetUp",
    "FEN",
    "Termination",
];

/// The annotations after one move of the main line (or before the first, at index 0).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct PlyNotes {
    /// The move they follow, so that they are written only while it is still in the score (a
    /// retrace and another move drop them); `None` before the first move and after a null move.
    pub mv: Option<Move>,
    /// NAGs, `$1` for `!`.
    pub nags: Vec<u8>,
    /// Comments without annabella's own `[%clk]`, `[%arbiter]` and `[%result]` commands.
    pub comments: Vec<String>,
    /// Variations, each as PGN text with its parentheses.
    pub variations: Vec<String>,
}

impl PlyNotes {
    /// Whether there is nothing to write.
    pub fn is_empty(&self) -> bool {
        self.nags.is_empty() && self.comments.is_empty() && self.variations.is_empty()
    }
}

/// A source score's extra tags and annotations, by ply.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct SourceNotes {
    /// Tags other than [`OWN_TAGS`], in order.
    pub tags: Vec<(String, String)>,
    /// The source's `TimeControl` as written ("60+0"), written back while it still says the
    /// game's control.
    pub time_control: Option<String>,
    /// `plies[i]`: after the `i`-th move (0: before the first).
    pub plies: Vec<PlyNotes>,
}

/// A comment's text without the `[%clk]`, `[%arbiter]` and `[%result]` commands annabella
/// writes itself (they are read into the game), trimmed; `None` when nothing else is left.
pub fn free_text(comment: &str) -> Option<String> {
    let mut out = String::new();
    let mut rest = comment;
    while let Some(start) = rest.find("[%") {
        let after = &rest[start + 2..];
        let Some(end) = after.find(']') else { break };
        let name = after[..end].split_whitespace().next().unwrap_or_default();
        out.push_str(&rest[..start]);
        if !matches!(name, "clk" | "arbiter" | "result") {
            out.push_str(&rest[start..start + 2 + end + 1]);
        }
        rest = &after[end + 1..];
    }
    out.push_str(rest);
    let out = one_line(&out);
    (!out.is_empty()).then_some(out)
}

/// Text with every run of white space (a line break a writer put in) made one space.
pub fn one_line(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn own_commands_are_taken_out_of_comments() {
        assert_eq!(free_text("[%clk 1:00:00]"), None);
        assert_eq!(
            free_text("[%clk 1:00:00] good move [%eval 0.3]"),
            Some("good move [%eval 0.3]".into())
        );
        assert_eq!(free_text(" plain\n text "), Some("plain text".into()));
    }
}
