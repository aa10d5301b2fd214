//! A table's latest state as the hall keeps it (pure), so that a station or a relay started late
//! need not read the whole stream: the game's header and every entry journaled so far, as data
//! (the journal's own records, nothing worded), with the stream sequence of the last line it
//! holds and the table's state hash after it. The follower rebuilds the same table from it
//! through the same `Replica` as from the stream, checks the hash, and reads the stream only
//! after that sequence. The table's publisher keeps it up to date line by line ([`Keeper`]);
//! the bus stores it in a JetStream key-value bucket, one key per table and game.

use serde::{Deserialize, Serialize};

use super::wire::Line;
use crate::{
    ids::{GameId, Ids, TableId},
    table::{
        Replica,
        journal::{Entry, Header},
    },
};

/// The snapshot's format: a reader refuses one it does not know.
pub const FORMAT: u32 = 1;

/// One game of one table, as far as the stream has it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Snapshot {
    /// The format ([`FORMAT`]).
    pub format: u32,
    /// The table's id.
    pub table: TableId,
    /// The game's id.
    pub game: GameId,
    /// The game's setup (its tags carry the round and the players).
    pub header: Header,
    /// Every entry of the game so far, in order (entry `i` is journal seq `i + 1`).
    pub entries: Vec<Entry>,
    /// The stream sequence of the last line held (the header's when there is no entry): the
    /// stream is read after it.
    pub stream_seq: u64,
    /// The table's state hash after the last entry, checked by whoever rebuilds it.
    pub state_hash: u64,
}

impl Snapshot {
    /// The table and the game.
    pub fn ids(&self) -> Ids {
        Ids {
            table: self.table,
            game: self.game,
        }
    }

    /// The journal seq of the last line held (0: the header only).
    pub fn seq(&self) -> u64 {
        self.entries.len() as u64
    }

    /// The snapshot as JSON bytes (what the bucket stores).
    pub fn to_bytes(&self) -> Vec<u8> {
        serde_json::to_vec(self).unwrap_or_default()
    }

    /// A snapshot read back.
    ///
    /// # Errors
    ///
    /// Not a snapshot, or one of a format this program does not know.
    pub fn from_bytes(bytes: &[u8]) -> Result<Snapshot, String> {
        let snapshot: Snapshot =
            serde_json::from_slice(bytes).map_err(|e| format!("not a table's snapshot: {e}"))?;
        if snapshot.format != FORMAT {
            return Err(format!(
                "a snapshot of format {} (this program reads {FORMAT})",
                snapshot.format
            ));
        }
        Ok(snapshot)
    }

    /// The table rebuilt from it: the header set up, every entry applied in order, the state
    /// hash checked.
    ///
    /// # Errors
    ///
    /// The header or an entry does not read back, or the table rebuilt is not the one the
    /// snapshot was taken of.
    pub fn rebuild(&self) -> Result<Replica, String> {
        let mut replica = Replica::new(self.ids(), &self.header)?;
        for (i, entry) in self.entries.iter().enumerate() {
            replica
                .apply(entry)
                .map_err(|e| format!("entry {}: {e}", i + 1))?;
        }
        if replica.state_hash() != self.state_hash {
            return Err(format!(
                "the table rebuilt from the snapshot is not the table's (after entry {})",
                self.seq()
            ));
        }
        Ok(replica)
    }
}

/// The game a table is publishing, line by line.
#[derive(Debug)]
struct PublishedGame {
    ids: Ids,
    header: Header,
    entries: Vec<Entry>,
    replica: Replica,
    stream_seq: u64,
    /// The stream sequence of the last snapshot handed out to be stored.
    stored: Option<u64>,
}

impl PublishedGame {
    fn snapshot(&self) -> Snapshot {
        Snapshot {
            format: FORMAT,
            table: self.ids.table,
            game: self.ids.game,
            header: self.header.clone(),
            entries: self.entries.clone(),
            stream_seq: self.stream_seq,
            state_hash: self.replica.state_hash(),
        }
    }

    fn changed(&self) -> bool {
        self.stored != Some(self.stream_seq)
    }
}

/// Keeps a table's snapshot as its lines are acknowledged by the stream (the publisher's side).
#[derive(Debug, Default)]
pub struct Keeper {
    current: Option<PublishedGame>,
}

impl Keeper {
    /// Nothing published yet.
    pub fn new() -> Keeper {
        Keeper::default()
    }

    /// Line `line` is in the stream at `stream_seq`. A header of another game starts that game;
    /// the last game's snapshot, if it has changed since it was last handed out, is returned
    /// to be stored before it is forgotten. A line already held is skipped.
    ///
    /// # Errors
    ///
    /// The line does not follow (a gap, an entry of another game) or does not read back: the
    /// snapshot stays as it was.
    pub fn take(&mut self, line: &Line, stream_seq: u64) -> Result<Option<Snapshot>, String> {
        match line {
            Line::Header { ids, header } => {
                if self.current.as_ref().is_some_and(|c| c.ids == *ids) {
                    return Ok(None); // the same start, again
                }
                let replica = Replica::new(*ids, header)?;
                let last = self.current.take().filter(PublishedGame::changed);
                self.current = Some(PublishedGame {
                    ids: *ids,
                    header: (**header).clone(),
                    entries: Vec::new(),
                    replica,
                    stream_seq,
                    stored: None,
                });
                Ok(last.map(|c| c.snapshot()))
            }
            Line::Entry { seq, game, entry } => {
                let current = self
                    .current
                    .as_mut()
                    .filter(|c| c.ids.game == *game)
                    .ok_or("an entry of a game whose header the snapshot has not")?;
                let next = current.entries.len() as u64 + 1;
                if *seq < next {
                    return Ok(None);
                }
                if *seq > next {
                    return Err(format!("entry {seq} after entry {}", next - 1));
                }
                current.replica.apply(entry)?;
                current.entries.push(entry.clone());
                current.stream_seq = stream_seq;
                Ok(None)
            }
        }
    }

    /// The snapshot to store, if it changed since it was last handed out; it counts as handed
    /// out (call [`Keeper::unstored`] if storing it failed).
    pub fn changed(&mut self) -> Option<Snapshot> {
        let current = self.current.as_mut().filter(|c| c.changed())?;
        current.stored = Some(current.stream_seq);
        Some(current.snapshot())
    }

    /// Storing the snapshot handed out failed: it is handed out again next time.
    pub fn unstored(&mut self) {
        if let Some(c) = &mut self.current {
            c.stored = None;
        }
    }

    /// The journal seq and the game of the last line held, if any.
    pub fn held(&self) -> Option<(GameId, u64)> {
        self.current
            .as_ref()
            .map(|c| (c.ids.game, c.entries.len() as u64))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::hall::model::tests::{lines, opening};

    #[test]
    fn a_snapshot_rebuilds_the_table_the_lines_built() {
        let ids = Ids::from_bits(3, 9);
        let all = lines(ids, &opening("e4"));
        let mut keeper = Keeper::new();
        let mut replica = None;
        for (i, line) in all.iter().enumerate() {
            assert_eq!(keeper.take(line, 100 + i as u64), Ok(None));
            match line {
                Line::Header { ids, header } => replica = Some(Replica::new(*ids, header).unwrap()),
                Line::Entry { entry, .. } => {
                    replica.as_mut().unwrap().apply(entry).unwrap();
                }
            }
        }
        let snapshot = keeper.changed().unwrap();
        assert_eq!(keeper.changed(), None, "handed out once");
        assert_eq!(snapshot.stream_seq, 100 + all.len() as u64 - 1);
        assert_eq!(snapshot.seq(), all.len() as u64 - 1);
        let read = Snapshot::from_bytes(&snapshot.to_bytes()).unwrap();
        assert_eq!(read, snapshot);
        let rebuilt = read.rebuild().unwrap();
        assert_eq!(rebuilt.state_hash(), replica.unwrap().state_hash());
        assert_eq!(rebuilt.applied(), snapshot.seq());
    }

    #[test]
    fn a_resent_line_is_skipped_and_a_gap_refused() {
        let ids = Ids::from_bits(3, 9);
        let all = lines(ids, &opening("e4"));
        let mut keeper = Keeper::new();
        keeper.take(&all[0], 1).unwrap();
        keeper.take(&all[1], 2).unwrap();
        assert_eq!(keeper.take(&all[1], 3), Ok(None));
        assert_eq!(keeper.take(&all[0], 4), Ok(None));
        assert!(keeper.take(&all[3], 5).is_err());
        assert_eq!(keeper.held(), Some((ids.game, 1)));
        assert_eq!(keeper.changed().unwrap().stream_seq, 2);
    }

    #[test]
    fn the_next_game_hands_out_the_last_one_first() {
        let first = lines(Ids::from_bits(3, 1), &opening("e4"));
        let second = lines(Ids::from_bits(3, 2), &opening("e4"));
        let mut keeper = Keeper::new();
        for (i, line) in first.iter().enumerate() {
            keeper.take(line, i as u64 + 1).unwrap();
        }
        let last = keeper.take(&second[0], 50).unwrap().unwrap();
        assert_eq!(last.game, GameId(1));
        assert_eq!(last.seq(), first.len() as u64 - 1);
        assert_eq!(keeper.changed().unwrap().game, GameId(2));
        // Already handed out: not again when the game after starts.
        let third = lines(Ids::from_bits(3, 3), &opening("e4"));
        assert_eq!(keeper.take(&third[0], 51), Ok(None));
    }

    #[test]
    fn a_snapshot_not_of_the_table_or_of_another_format_is_refused() {
        let all = lines(Ids::from_bits(3, 9), &opening("e4"));
        let mut keeper = Keeper::new();
        for (i, line) in all.iter().enumerate() {
            keeper.take(line, i as u64 + 1).unwrap();
        }
        let mut snapshot = keeper.changed().unwrap();
        snapshot.state_hash ^= 1;
        assert!(snapshot.rebuild().unwrap_err().contains("not the table's"));
        snapshot.format = 2;
        assert!(Snapshot::from_bytes(&snapshot.to_bytes()).is_err());
        assert!(Snapshot::from_bytes(b"{}").is_err());
    }
}
