//! Who publishes what where: the subjects of a tournament's tables, its JetStream stream, and
//! the message id that lets the stream's duplicate window drop a resent journal line.
//!
//! ```text
//! t.<T>.table.<N>.journal   the table's journal lines, header (seq 0) then entries (stream)
//! t.<T>.table.<N>.arbiter   arbiter actions for that table only (a request: the table answers)
//! t.<T>.table.<N>.alive     the table's heartbeat (plain publish, every few seconds)
//! t.<T>.table.<N>.live      each journal line again, published at once (plain publish): the
//!                           station hears it even while the stream has no leader
//! $KV.HALL_<T>.<N>.<game>   the latest snapshot of table N's game (key-value bucket HALL_<T>)
//! ```

use std::fmt;

use crate::ids::{GameId, Ids};

/// A table's number in the hall (1, 2, …), as the arbiters call it.
pub type TableNo = u32;

/// A tournament on the bus: its name is one NATS subject token.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Hall {
    tournament: String,
}

/// A tournament name that cannot be a subject token.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error(
    "'{0}' is not a tournament name: use letters, digits, '-' and '_' (at most 32, no dots or spaces)"
)]
pub struct BadTournament(pub String);

impl Hall {
    /// The hall of tournament `name`.
    ///
    /// # Errors
    ///
    /// The name has characters a subject token or a stream name cannot hold.
    pub fn new(name: &str) -> Result<Hall, BadTournament> {
        let ok = !name.is_empty()
            && name.len() <= 32
            && name
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_');
        if ok {
            Ok(Hall {
                tournament: name.to_owned(),
            })
        } else {
            Err(BadTournament(name.to_owned()))
        }
    }

    /// The tournament's name.
    pub fn tournament(&self) -> &str {
        &self.tournament
    }

    /// Where table `n` publishes its journal.
    pub fn journal(&self, n: TableNo) -> String {
        format!("t.{}.table.{n}.journal", self.tournament)
    }

    /// Every table's journal (a wildcard: the stream's subjects and the station's filter).
    pub fn journals(&self) -> String {
        format!("t.{}.table.*.journal", self.tournament)
    }

    /// Where arbiter actions for table `n` go.
    pub fn arbiter(&self, n: TableNo) -> String {
        format!("t.{}.table.{n}.arbiter", self.tournament)
    }

    /// Where table `n` says it is alive.
    pub fn alive(&self, n: TableNo) -> String {
        format!("t.{}.table.{n}.alive", self.tournament)
    }

    /// Every table's heartbeat (what a station follows).
    pub fn alives(&self) -> String {
        format!("t.{}.table.*.alive", self.tournament)
    }

    /// Where table `n` publishes each journal line as it is written, before the stream has it.
    pub fn live(&self, n: TableNo) -> String {
        format!("t.{}.table.{n}.live", self.tournament)
    }

    /// Every table's lines as they are written (what a station hears live).
    pub fn lives(&self) -> String {
        format!("t.{}.table.*.live", self.tournament)
    }

    /// The table number in a live subject of this hall.
    pub fn table_of_live(&self, subject: &str) -> Option<TableNo> {
        self.table_in(subject, "live")
    }

    /// The table number in a heartbeat subject of this hall.
    pub fn table_of_alive(&self, subject: &str) -> Option<TableNo> {
        self.table_in(subject, "alive")
    }

    /// Every table's arbiter actions (what an arbiter's credentials may publish on).
    pub fn arbiters(&self) -> String {
        format!("t.{}.table.*.arbiter", self.tournament)
    }

    /// The JetStream stream that keeps every journal of the tournament.
    pub fn stream(&self) -> String {
        format!("HALL_{}", self.tournament)
    }

    /// The key-value bucket that keeps each table's latest snapshot, one key per game.
    pub fn bucket(&self) -> String {
        format!("HALL_{}", self.tournament)
    }

    /// Where table `n` stores the snapshot of game `game` (a put to the bucket's key
    /// `<n>.<game>`).
    pub fn snapshot(&self, n: TableNo, game: GameId) -> String {
        format!("$KV.{}.{n}.{game}", self.bucket())
    }

    /// Every snapshot of table `n` (what its credentials may write).
    pub fn snapshots_of(&self, n: TableNo) -> String {
        format!("$KV.{}.{n}.>", self.bucket())
    }

    /// Every snapshot of the hall.
    pub fn snapshots(&self) -> String {
        format!("$KV.{}.>", self.bucket())
    }

    /// The table number in a snapshot subject of this hall.
    pub fn table_of_snapshot(&self, subject: &str) -> Option<TableNo> {
        let rest = subject
            .strip_prefix("$KV.")?
            .strip_prefix(self.bucket().as_str())?
            .strip_prefix('.')?;
        let (n, game) = rest.split_once('.')?;
        (!game.is_empty() && !game.contains('.')).then_some(())?;
        n.parse().ok().filter(|n| *n > 0)
    }

    /// The inbox prefix of table `n`'s connection: replies (the stream's acknowledgements) come
    /// under it, so a table may read its own replies and nobody else's.
    pub fn table_inbox(&self, n: TableNo) -> String {
        format!("_INBOX_{}_{n}", self.tournament)
    }

    /// The table number in a journal subject of this hall.
    pub fn table_of(&self, subject: &str) -> Option<TableNo> {
        self.table_in(subject, "journal")
    }

    /// The table number in subject `t.<T>.table.<N>.<last>` of this hall.
    fn table_in(&self, subject: &str, last: &str) -> Option<TableNo> {
        let rest = subject
            .strip_prefix("t.")?
            .strip_prefix(self.tournament.as_str())?
            .strip_prefix(".table.")?;
        let (n, tail) = rest.split_once('.')?;
        (tail == last).then_some(())?;
        n.parse().ok().filter(|n| *n > 0)
    }
}

impl fmt::Display for Hall {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.tournament)
    }
}

/// The message id of journal line `seq` of game `ids`: the same line sent twice has the same id,
/// so the stream keeps it once (within its duplicate window; followers also skip a seq they
/// have, for resends after the window).
pub fn message_id(ids: Ids, seq: u64) -> String {
    format!("{}-{}-{seq}", ids.table, ids.game)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn subjects_are_the_tables_own() {
        let hall = Hall::new("ibca-2026").unwrap();
        assert_eq!(hall.journal(7), "t.ibca-2026.table.7.journal");
        assert_eq!(hall.arbiter(7), "t.ibca-2026.table.7.arbiter");
        assert_eq!(hall.table_of("t.ibca-2026.table.7.journal"), Some(7));
        assert_eq!(hall.table_of("t.ibca-2026.table.7.arbiter"), None);
        assert_eq!(hall.table_of("t.other.table.7.journal"), None);
        assert_eq!(hall.table_of("t.ibca-2026.table.x.journal"), None);
        assert_eq!(hall.alive(7), "t.ibca-2026.table.7.alive");
        assert_eq!(hall.table_of_alive("t.ibca-2026.table.7.alive"), Some(7));
        assert_eq!(hall.table_of_alive("t.ibca-2026.table.7.journal"), None);
        assert_eq!(hall.table_of_live(&hall.live(7)), Some(7));
        assert_eq!(hall.stream(), "HALL_ibca-2026");
        let key = hall.snapshot(7, GameId(0xcd));
        assert_eq!(key, "$KV.HALL_ibca-2026.7.00000000000000cd");
        assert_eq!(hall.table_of_snapshot(&key), Some(7));
        assert_eq!(hall.snapshots_of(7), "$KV.HALL_ibca-2026.7.>");
        assert_eq!(hall.table_of_snapshot("$KV.HALL_other.7.00cd"), None);
        assert_eq!(hall.table_of_snapshot("$KV.HALL_ibca-2026.7"), None);
    }

    #[test]
    fn a_name_that_is_no_subject_token_is_refused() {
        for bad in ["", "a.b", "a b", "a*", "a>", &"x".repeat(33)] {
            assert!(Hall::new(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn the_message_id_is_the_table_the_game_and_the_seq() {
        let ids = Ids::from_bits(0xab, 0xcd);
        assert_eq!(message_id(ids, 12), "00000000000000ab-00000000000000cd-12");
    }
}
