//! Each journal line handed on once (pure): a station hears a line twice, live as the table
//! publishes it and again from the stream, and hands on whichever comes first. Lines are known
//! by their message id (`<table>-<game>-<seq>`, see [`super::subjects::message_id`]); for each
//! game the lines up to the first missing one are kept as one number, those after it one by one,
//! so that what is kept stays small however long the game.

use std::collections::{BTreeSet, HashMap};

use super::TableNo;

/// The lines of one game seen so far.
#[derive(Debug, Clone, Default)]
struct Mark {
    /// Every seq below this was seen.
    below: u64,
    /// Seqs seen at or above `below + 1`.
    above: BTreeSet<u64>,
}

/// The lines handed on so far.
#[derive(Debug, Default)]
pub struct Once {
    games: HashMap<(TableNo, String), Mark>,
}

impl Once {
    /// Nothing seen yet.
    pub fn new() -> Once {
        Once::default()
    }

    /// Whether the line of table `n` with message id `id` is seen for the first time (it is
    /// then counted as seen). An id that does not read as one is always first: the follower's
    /// own checks skip it if it is a resend.
    pub fn first(&mut self, n: TableNo, id: &str) -> bool {
        let Some((game, seq)) = id
            .rsplit_once('-')
            .and_then(|(game, seq)| Some((game, seq.parse::<u64>().ok()?)))
        else {
            return true;
        };
        let mark = self.games.entry((n, game.to_owned())).or_default();
        if seq < mark.below || !mark.above.insert(seq) {
            return false;
        }
        while mark.above.remove(&mark.below) {
            mark.below += 1;
        }
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_line_heard_live_and_again_from_the_stream_is_handed_on_once() {
        let mut once = Once::new();
        // Live: 3, 4; the stream from the start: 0 … 4; live again: 5.
        let heard = [3, 4, 0, 1, 2, 3, 4, 5, 5];
        let first: Vec<bool> = heard
            .iter()
            .map(|seq| once.first(7, &format!("0a-0b-{seq}")))
            .collect();
        assert_eq!(
            first,
            [true, true, true, true, true, false, false, true, false]
        );
        // What is kept is one number once there is no gap.
        let mark = &once.games[&(7, "0a-0b".to_owned())];
        assert_eq!((mark.below, mark.above.len()), (6, 0));
        // Another game, another table: their own lines.
        assert!(once.first(7, "0a-0c-0"));
        assert!(once.first(8, "0a-0b-0"));
        assert!(
            once.first(7, "no id"),
            "an id that does not read is handed on"
        );
    }
}
