//! Reading a journal back: checking every record, finding a torn last record, and replaying the
//! commands into the game. Pure: it works on the bytes of the file.
//!
//! Records are written one per line and flushed to disk one at a time, so a crash can only
//! leave the **last** record incomplete or damaged. Such a torn tail is reported (line, byte
//! offset, length, what is wrong) and handed back so the caller can set it aside; it was never
//! confirmed. A damaged record with good records after it is not a crash artefact but
//! corruption: that is an error naming the line, and nothing is replayed.

use crate::game::{Game, GameError, Stamp, WallTime, pgn::read_pgn};

use super::wire::{Header, Record, stamp_of};

/// A record at the end of the journal that is incomplete or damaged.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TornTail {
    /// 1-based line number.
    pub line: usize,
    /// Byte offset where it starts.
    pub offset: usize,
    /// Its length in bytes.
    pub len: usize,
    /// What is wrong with it.
    pub reason: String,
}

/// A journal that cannot be used.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum JournalError {
    /// The file holds no complete header.
    #[error("no complete header record: the game was never started in this journal")]
    NoHeader,
    /// A damaged record with good ones after it.
    #[error(
        "line {line} (byte offset {offset}) is damaged: {reason}; records follow it, so this is not an interrupted write"
    )]
    Corrupt {
        /// 1-based line.
        line: usize,
        /// Byte offset.
        offset: usize,
        /// What is wrong.
        reason: String,
    },
    /// The header describes a setup this program cannot rebuild.
    #[error("line 1: bad header: {0}")]
    BadHeader(String),
    /// A command that the game refuses on replay.
    #[error("line {line}: cannot replay: {reason}")]
    Replay {
        /// 1-based line.
        line: usize,
        /// Why.
        reason: String,
    },
}

/// The checked contents of a journal.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Recovered {
    /// The header.
    pub header: Header,
    /// The commands, with their line numbers.
    pub events: Vec<(usize, Record)>,
    /// Bytes up to the end of the last good record.
    pub valid_len: usize,
    /// A torn last record, if any.
    pub torn: Option<TornTail>,
}

impl Recovered {
    /// The stamp of the last record (the header's creation time, monotonic zero, if none).
    pub fn last_stamp(&self) -> Stamp {
        self.events
            .iter()
            .rev()
            .find_map(|(_, r)| match r {
                Record::Event { t_ns, wall_ms, .. } => Some(stamp_of(*t_ns, *wall_ms)),
                Record::Header { .. } => None,
            })
            .unwrap_or(Stamp {
                at: crate::clock::Timestamp::ZERO,
                wall: WallTime(self.header.created_wall_ms),
            })
    }

    /// The next sequence number to write.
    pub fn next_seq(&self) -> u64 {
        self.events.last().map_or(1, |(_, r)| r.seq() + 1)
    }
}

/// Checks one complete line (without its newline) as record `expected_seq`.
fn check_line(line: &[u8], expected_seq: u64) -> Result<Record, String> {
    let text = std::str::from_utf8(line).map_err(|_| "not UTF-8".to_owned())?;
    let (crc, json) = text.split_once(' ').ok_or("no CRC before the record")?;
    // The CRC is written as exactly eight lowercase hex digits; anything else is damage.
    let computed = format!("{:08x}", crc32fast::hash(json.as_bytes()));
    if crc != computed {
        let shown: String = crc.chars().take(12).collect();
        return Err(format!(
            "checksum mismatch (recorded '{shown}', computed {computed})"
        ));
    }
    let record: Record = serde_json::from_str(json).map_err(|e| format!("bad record: {e}"))?;
    if record.seq() != expected_seq {
        return Err(format!(
            "sequence number {} where {expected_seq} was expected",
            record.seq()
        ));
    }
    match (&record, expected_seq) {
        (Record::Header { .. }, 0) | (Record::Event { .. }, 1..) => Ok(record),
        (Record::Header { .. }, _) => Err("a second header".into()),
        (Record::Event { .. }, 0) => Err("the first record is not a header".into()),
    }
}

/// Checks every record of a journal's bytes.
///
/// # Errors
///
/// No complete header, or a damaged record that is not the last.
pub fn recover(bytes: &[u8]) -> Result<Recovered, JournalError> {
    let mut header = None;
    let mut events = Vec::new();
    let mut offset = 0;
    let mut valid_len = 0;
    let mut torn = None;
    let mut line_no = 0;
    while offset < bytes.len() {
        line_no += 1;
        let rest = &bytes[offset..];
        let (line, complete) = match rest.iter().position(|b| *b == b'\n') {
            Some(n) => (&rest[..n], true),
            None => (rest, false),
        };
        let next = offset + line.len() + usize::from(complete);
        let checked = if complete {
            check_line(line, events.len() as u64 + u64::from(header.is_some()))
        } else {
            Err("incomplete record: the write was cut before the end of the line".to_owned())
        };
        match checked {
            Ok(Record::Header { header: h, .. }) => header = Some(*h),
            Ok(record) => events.push((line_no, record)),
            Err(reason) if next >= bytes.len() => {
                torn = Some(TornTail {
                    line: line_no,
                    offset,
                    len: bytes.len() - offset,
                    reason,
                });
                break;
            }
            Err(reason) => {
                return Err(JournalError::Corrupt {
                    line: line_no,
                    offset,
                    reason,
                });
            }
        }
        offset = next;
        valid_len = offset;
    }
    let header = header.ok_or(JournalError::NoHeader)?;
    Ok(Recovered {
        header,
        events,
        valid_len,
        torn,
    })
}

/// Rebuilds the game: the header's setup (and PGN), then every command at its stamp.
///
/// # Errors
///
/// A bad header or a command the game refuses, naming the line.
pub fn replay(recovered: &Recovered) -> Result<Game, JournalError> {
    let header = &recovered.header;
    let setup = header.setup().map_err(JournalError::BadHeader)?;
    let created = Stamp {
        at: crate::clock::Timestamp::ZERO,
        wall: WallTime(header.created_wall_ms),
    };
    let mut game = match &header.pgn {
        None => Game::new(setup).map_err(|e| JournalError::BadHeader(e.to_string()))?,
        Some(pgn) => {
            let parsed = read_pgn(pgn)
                .map_err(|e| JournalError::BadHeader(format!("the PGN in it: {e}")))?;
            parsed
                .into_game(
                    Some(setup.control.clone()),
                    setup.calls.clone(),
                    setup.options,
                    created,
                )
                .map_err(|e| JournalError::BadHeader(format!("the PGN in it: {e}")))?
        }
    };
    for (line, record) in &recovered.events {
        let Record::Event {
            t_ns,
            wall_ms,
            command,
            ..
        } = record
        else {
            continue;
        };
        let fail = |reason: String| JournalError::Replay {
            line: *line,
            reason,
        };
        let command = command.to_command(game.position()).map_err(fail)?;
        game.apply(&command, stamp_of(*t_ns, *wall_ms))
            .map_err(|e: GameError| fail(e.to_string()))?;
    }
    Ok(game)
}

#[cfg(test)]
#[path = "recover_tests.rs"]
mod tests;
