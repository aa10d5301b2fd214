//! The speech history (pure): the last announcements, with a cursor to step back and forward
//! through them and repeat one, so a player who missed something can hear it again.

use std::collections::VecDeque;

use super::Priority;
use crate::i18n::Lang;

/// One announcement as it was queued.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HistoryEntry {
    /// The words.
    pub text: String,
    /// Their language.
    pub lang: Lang,
    /// The priority it was queued with.
    pub priority: Priority,
}

/// A bounded list of past announcements with a review cursor.
///
/// The cursor is either "live" (after the newest entry; where a review starts) or on an entry.
/// New entries do not move the cursor, so a player stepping back through the history does not
/// lose the place when a move is announced meanwhile.
#[derive(Debug, Clone)]
pub struct SpeechHistory {
    entries: VecDeque<HistoryEntry>,
    capacity: usize,
    /// Index of the entry under review; `None` when live.
    cursor: Option<usize>,
}

impl SpeechHistory {
    /// An empty history that keeps at most `capacity` entries (at least one).
    pub fn new(capacity: usize) -> Self {
        let capacity = capacity.max(1);
        SpeechHistory {
            entries: VecDeque::with_capacity(capacity.min(256)),
            capacity,
            cursor: None,
        }
    }

    /// Appends an entry, forgetting the oldest one when full.
    pub fn push(&mut self, entry: HistoryEntry) {
        if self.entries.len() == self.capacity {
            self.entries.pop_front();
            // The entries under the cursor moved down by one; an evicted one leaves the cursor
            // on the new oldest entry.
            self.cursor = self.cursor.map(|c| c.saturating_sub(1));
        }
        self.entries.push_back(entry);
    }

    /// The number of entries kept.
    pub fn len(&self) -> usize {
        self.entries.len()
    }

    /// Whether nothing has been said yet.
    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    /// The newest entry.
    pub fn last(&self) -> Option<&HistoryEntry> {
        self.entries.back()
    }

    /// The entries, oldest first.
    pub fn iter(&self) -> impl DoubleEndedIterator<Item = &HistoryEntry> {
        self.entries.iter()
    }

    /// The entry to repeat: the one under the cursor, or the newest when live.
    pub fn current(&self) -> Option<&HistoryEntry> {
        match self.cursor {
            Some(i) => self.entries.get(i),
            None => self.entries.back(),
        }
    }

    /// Steps one entry back (older) and returns it; from live, the first step lands on the
    /// newest entry.
    ///
    /// Returns `None`, leaving the cursor where it is, when there is nothing older.
    pub fn back(&mut self) -> Option<&HistoryEntry> {
        let next = match self.cursor {
            None => self.entries.len().checked_sub(1)?,
            Some(i) => i.checked_sub(1)?,
        };
        self.cursor = Some(next);
        self.entries.get(next)
    }

    /// Steps one entry forward (newer) and returns it.
    ///
    /// Returns `None`, leaving the cursor where it is, when live or on the newest entry.
    pub fn forward(&mut self) -> Option<&HistoryEntry> {
        let next = self.cursor? + 1;
        if next >= self.entries.len() {
            return None;
        }
        self.cursor = Some(next);
        self.entries.get(next)
    }

    /// Leaves review: the next step back starts again from the newest entry.
    pub fn go_live(&mut self) {
        self.cursor = None;
    }

    /// Whether the cursor is live rather than on an entry.
    pub fn is_live(&self) -> bool {
        self.cursor.is_none()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn entry(text: &str) -> HistoryEntry {
        HistoryEntry {
            text: text.into(),
            lang: Lang::De,
            priority: Priority::Move,
        }
    }

    fn texts(h: &SpeechHistory) -> Vec<&str> {
        h.iter().map(|e| e.text.as_str()).collect()
    }

    #[test]
    fn steps_back_and_forward_within_bounds() {
        let mut h = SpeechHistory::new(10);
        for t in ["a", "b", "c"] {
            h.push(entry(t));
        }
        assert_eq!(h.current().map(|e| e.text.as_str()), Some("c"));
        assert_eq!(h.back().map(|e| e.text.clone()), Some("c".into()));
        assert_eq!(h.back().map(|e| e.text.clone()), Some("b".into()));
        assert_eq!(h.back().map(|e| e.text.clone()), Some("a".into()));
        assert_eq!(h.back(), None, "nothing older than the oldest");
        assert_eq!(h.current().map(|e| e.text.as_str()), Some("a"));
        assert_eq!(h.forward().map(|e| e.text.clone()), Some("b".into()));
        assert_eq!(h.forward().map(|e| e.text.clone()), Some("c".into()));
        assert_eq!(h.forward(), None, "nothing newer than the newest");
        assert_eq!(h.current().map(|e| e.text.as_str()), Some("c"));
    }

    #[test]
    fn empty_history_has_nothing_to_review() {
        let mut h = SpeechHistory::new(3);
        assert_eq!(h.back(), None);
        assert_eq!(h.forward(), None);
        assert_eq!(h.current(), None);
        assert!(h.is_live());
    }

    #[test]
    fn is_bounded_and_keeps_the_cursor_on_its_entry() {
        let mut h = SpeechHistory::new(3);
        for t in ["a", "b", "c"] {
            h.push(entry(t));
        }
        h.back();
        h.back(); // on "b"
        h.push(entry("d")); // "a" evicted
        assert_eq!(texts(&h), ["b", "c", "d"]);
        assert_eq!(h.current().map(|e| e.text.as_str()), Some("b"));
        h.push(entry("e")); // "b" evicted: the cursor lands on the oldest kept
        assert_eq!(texts(&h), ["c", "d", "e"]);
        assert_eq!(h.current().map(|e| e.text.as_str()), Some("c"));
    }

    #[test]
    fn new_entries_do_not_move_a_review_cursor() {
        let mut h = SpeechHistory::new(10);
        h.push(entry("a"));
        h.push(entry("b"));
        h.back();
        h.back(); // on "a"
        h.push(entry("c"));
        assert_eq!(h.current().map(|e| e.text.as_str()), Some("a"));
        h.go_live();
        assert_eq!(h.current().map(|e| e.text.as_str()), Some("c"));
    }

    #[test]
    fn capacity_zero_keeps_one() {
        let mut h = SpeechHistory::new(0);
        h.push(entry("a"));
        h.push(entry("b"));
        assert_eq!(texts(&h), ["b"]);
    }
}
