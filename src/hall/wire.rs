//! What travels on the hall's subjects. A journal message is one line of the table's journal
//! file, exactly as written there (CRC, JSON with its `seq`): the stream of a table is its
//! journal, and a follower checks each line as the journal reader does. An arbiter request is
//! a small JSON object: the action, typed at the station (with the words it was said in), and
//! an id the table's journal entry repeats (`via`) as its acknowledgement.

use serde::{Deserialize, Serialize};

use crate::{
    ids::{GameId, Ids, TableId},
    table::{
        Action,
        journal::{Entry, Header, Via},
    },
};

/// One journal line, read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Line {
    /// Seq 0: a game starts at the table.
    Header {
        /// The table and the game.
        ids: Ids,
        /// The setup (boxed: it is much larger than an entry).
        header: Box<Header>,
    },
    /// Seq 1…: an action of a seat.
    Entry {
        /// The sequence number.
        seq: u64,
        /// The game it belongs to.
        game: GameId,
        /// The action (its `via` names the arbiter request it answers, if one did).
        entry: Entry,
    },
}

impl Line {
    /// The sequence number (0 for the header).
    pub fn seq(&self) -> u64 {
        match self {
            Line::Header { .. } => 0,
            Line::Entry { seq, .. } => *seq,
        }
    }
}

/// A message that is not a journal line this program can read.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum BadLine {
    /// Not a checked line.
    #[error("not a journal line: {0}")]
    Frame(String),
    /// The checksum does not match.
    #[error("checksum mismatch")]
    Checksum,
    /// The JSON is not a table record.
    #[error("not a table record: {0}")]
    Record(String),
}

#[derive(Deserialize)]
struct WireFrame {
    seq: u64,
    #[serde(default)]
    records: Option<String>,
    #[serde(default)]
    table: Option<TableId>,
    #[serde(default)]
    game: Option<GameId>,
}

/// Reads a journal line (with or without its newline).
///
/// # Errors
///
/// The line is damaged or not a table journal's.
pub fn read_line(bytes: &[u8]) -> Result<Line, BadLine> {
    let text = std::str::from_utf8(bytes).map_err(|_| BadLine::Frame("not UTF-8".into()))?;
    let text = text.trim_end_matches('\n');
    let (crc, json) = text
        .split_once(' ')
        .ok_or_else(|| BadLine::Frame("no CRC".into()))?;
    if crc != format!("{:08x}", crc32fast::hash(json.as_bytes())) {
        return Err(BadLine::Checksum);
    }
    let record = |e: serde_json::Error| BadLine::Record(e.to_string());
    let frame: WireFrame = serde_json::from_str(json).map_err(record)?;
    if frame.seq == 0 {
        if frame.records.as_deref() != Some("table") {
            return Err(BadLine::Record("not a table journal's header".into()));
        }
        let (Some(table), Some(game)) = (frame.table, frame.game) else {
            return Err(BadLine::Record("a header without ids".into()));
        };
        let header: Header = serde_json::from_str(json).map_err(record)?;
        return Ok(Line::Header {
            ids: Ids { table, game },
            header: Box::new(header),
        });
    }
    let game = frame
        .game
        .ok_or_else(|| BadLine::Record("an entry without its game".into()))?;
    let entry: Entry = serde_json::from_str(json).map_err(record)?;
    Ok(Line::Entry {
        seq: frame.seq,
        game,
        entry,
    })
}

/// An arbiter action sent to one table.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ArbiterRequest {
    /// Names this request: the table's journal entry carries it back as its `via` (the
    /// station's request number and the station's id).
    pub via: Via,
    /// The action, typed where the arbiter said it: the table takes it as it is.
    pub action: Action,
    /// The words it was said in, for the table's journal.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub said: Option<String>,
}

impl ArbiterRequest {
    /// The request as JSON bytes.
    pub fn to_bytes(&self) -> Vec<u8> {
        serde_json::to_vec(self).unwrap_or_default()
    }

    /// A request read back.
    ///
    /// # Errors
    ///
    /// Not a request.
    pub fn from_bytes(bytes: &[u8]) -> Result<ArbiterRequest, String> {
        serde_json::from_slice(bytes).map_err(|e| format!("not an arbiter request: {e}"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{
        journal::frame::{entry_line, header_line},
        table::{Mode, journal::TableRecords, test_setup},
    };

    #[test]
    fn a_journal_line_reads_back_as_it_was_written() {
        let setup = test_setup(Mode::Tournament, shakmaty::Color::White);
        let ids = Ids::from_bits(1, 2);
        let header = Header::of(&setup);
        let line = header_line::<TableRecords>(ids, &header);
        assert_eq!(
            read_line(line.as_bytes()),
            Ok(Line::Header {
                ids,
                header: Box::new(header.clone())
            })
        );
        let entry: Entry = serde_json::from_str(
            r#"{"t_ns":5,"wall":6,"kind":"seat","seat":"blind","action":{"enter":{"text":"e4"}},"said":"e4","uci":"e2e4"}"#,
        )
        .unwrap();
        let line = entry_line::<TableRecords>(3, Some(ids.game), &entry);
        let read = read_line(line.as_bytes()).unwrap();
        assert_eq!(read.seq(), 3);
        assert_eq!(
            read,
            Line::Entry {
                seq: 3,
                game: ids.game,
                entry,
            }
        );
    }

    #[test]
    fn a_damaged_line_is_named_not_read() {
        let setup = test_setup(Mode::Tournament, shakmaty::Color::White);
        let line = header_line::<TableRecords>(Ids::from_bits(1, 2), &Header::of(&setup));
        let damaged = line.replacen("white", "black", 1);
        assert_eq!(read_line(damaged.as_bytes()), Err(BadLine::Checksum));
        assert!(matches!(read_line(b"garbage"), Err(BadLine::Frame(_))));
    }

    #[test]
    fn an_arbiter_request_reads_back() {
        let r = ArbiterRequest {
            via: Via {
                seq: 4,
                after: 77,
                hall: true,
            },
            action: Action::Pause,
            said: Some("Uhr anhalten".into()),
        };
        assert_eq!(ArbiterRequest::from_bytes(&r.to_bytes()), Ok(r));
        assert!(ArbiterRequest::from_bytes(b"{").is_err());
    }
}
