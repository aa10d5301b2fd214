//! The journal's lines, whatever a journal records: each line is one JSON object behind its
//! CRC-32, the first one the header. Pure: it works on bytes.
//!
//! ```text
//! <crc32 of the JSON, 8 lowercase hex digits> <JSON>\n
//! 1c9e62a0 {"seq":0,"format":2,"records":"table","table":"…","game":"…", …the header…}
//! 7f00b2c4 {"seq":1,"game":"…", …an entry…}
//! ```
//!
//! Records are written one per line and flushed to disk one at a time, so a crash can only
//! leave the **last** record incomplete or damaged. Such a torn tail is reported (line, byte
//! offset, length, what is wrong) and handed back so the file edge sets it aside; it was never
//! confirmed. A damaged record with good records after it is not a crash artefact but
//! corruption: an error naming the line. A record whose sequence number was already used (a
//! duplicate) or that names another game (a foreign record) is refused, wherever it is.
//!
//! Format 1 (journals written before the ids) has no `format`/`records`/ids in its header line
//! and no game id in its entries; it still reads.

use std::fmt::Debug;

use serde::{Deserialize, Serialize, de::DeserializeOwned};

use crate::ids::{GameId, Ids, TableId};

/// The format version this program writes, unless a kind of journal says otherwise
/// ([`Kind::FORMAT`]).
pub const FORMAT: u32 = 2;

/// What a journal records: its header (the setup) and its entries (what happened).
pub trait Kind: Debug + Clone + PartialEq {
    /// The setup, written once at the top.
    type Header: Serialize + DeserializeOwned + Debug + Clone + PartialEq;
    /// One thing that happened.
    type Entry: Serialize + DeserializeOwned + Debug + Clone + PartialEq;
    /// The name written in the header, so that one kind of journal is not read as another.
    const RECORDS: &'static str;
    /// The format version written: a kind whose entries changed form writes a new one.
    const FORMAT: u32 = FORMAT;
    /// The oldest format version read: an older journal is refused by name, not misread.
    const OLDEST_FORMAT: u32 = 1;
}

fn legacy_format() -> u32 {
    1
}

/// The header line: the frame's fields around the kind's header.
#[derive(Debug, Serialize, Deserialize)]
struct HeaderLine<H> {
    seq: u64,
    #[serde(default = "legacy_format")]
    format: u32,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    records: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    table: Option<TableId>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    game: Option<GameId>,
    #[serde(flatten)]
    header: H,
}

/// An entry line: the sequence number and the game around the kind's entry.
#[derive(Debug, Serialize, Deserialize)]
struct EntryLine<E> {
    seq: u64,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    game: Option<GameId>,
    #[serde(flatten)]
    entry: E,
}

/// What is wrong with one line.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum Damage {
    /// Not text.
    #[error("not UTF-8")]
    NotUtf8,
    /// No checksum in front.
    #[error("no CRC before the record")]
    NoCrc,
    /// The checksum does not match.
    #[error("checksum mismatch (recorded '{recorded}', computed {computed})")]
    Checksum {
        /// As written (at most 12 characters of it).
        recorded: String,
        /// As computed.
        computed: String,
    },
    /// The JSON is not a record of this kind.
    #[error("bad record: {0}")]
    Record(String),
    /// A gap in the sequence numbers.
    #[error("sequence number {found} where {expected} was expected")]
    Sequence {
        /// Found.
        found: u64,
        /// Expected.
        expected: u64,
    },
    /// The last line has no end.
    #[error("incomplete record: the write was cut before the end of the line")]
    Incomplete,
}

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
    pub reason: Damage,
}

impl TornTail {
    /// Whether the line is whole (it has its end) though damaged: then the write was not cut
    /// short, and the record may have been confirmed before the file was damaged.
    pub fn whole(&self) -> bool {
        !matches!(self.reason, Damage::Incomplete)
    }
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
        reason: Damage,
    },
    /// A record whose sequence number was already used.
    #[error(
        "line {line} repeats record {seq} (line {first}): a duplicated record is refused; remove one of the two"
    )]
    Duplicate {
        /// 1-based line of the repeat.
        line: usize,
        /// Its sequence number.
        seq: u64,
        /// The line that has it first.
        first: usize,
    },
    /// A record of another game.
    #[error(
        "line {line} belongs to {}, but this journal is {}: a record from another journal is refused",
        game_name(*found), game_name(*expected)
    )]
    Foreign {
        /// 1-based line.
        line: usize,
        /// The game it names.
        found: Option<GameId>,
        /// The journal's game (none in format 1).
        expected: Option<GameId>,
    },
    /// A format this program does not read.
    #[error("{}", format_refused(records, *found, *oldest, *newest))]
    Format {
        /// What the journal records.
        records: &'static str,
        /// The version found.
        found: u32,
        /// The oldest version read.
        oldest: u32,
        /// The version written.
        newest: u32,
    },
    /// Another kind of journal.
    #[error("line 1: this is a {found} journal, not a {expected} journal")]
    WrongKind {
        /// What it records.
        found: String,
        /// What was asked for.
        expected: &'static str,
    },
    /// The header describes a setup this program cannot rebuild.
    #[error("line 1: bad header: {0}")]
    BadHeader(String),
    /// An entry that cannot be replayed.
    #[error("line {line}: cannot replay: {reason}")]
    Replay {
        /// 1-based line.
        line: usize,
        /// Why.
        reason: String,
    },
}

fn format_refused(records: &str, found: u32, oldest: u32, newest: u32) -> String {
    if found < oldest {
        format!(
            "line 1: this {records} journal is of format {found}, written before its entries took \
             the form of format {oldest}; this program reads formats {oldest} to {newest} only, \
             and does not read it rather than misread it"
        )
    } else {
        format!(
            "line 1: journal format {found} is not supported (this program writes {newest}): it \
             was written by a newer program"
        )
    }
}

fn game_name(game: Option<GameId>) -> String {
    game.map_or_else(|| "no game".to_owned(), |g| format!("game {g}"))
}

/// An entry with where it was.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Numbered<E> {
    /// 1-based line.
    pub line: usize,
    /// Sequence number.
    pub seq: u64,
    /// The entry.
    pub entry: E,
}

/// The checked contents of a journal.
#[derive(Debug, Clone, PartialEq)]
pub struct Recovered<K: Kind> {
    /// The format version of the file.
    pub format: u32,
    /// The table and game (none in format 1).
    pub ids: Option<Ids>,
    /// The header.
    pub header: K::Header,
    /// The entries, with their line numbers.
    pub entries: Vec<Numbered<K::Entry>>,
    /// Bytes up to the end of the last good record.
    pub valid_len: usize,
    /// A torn last record, if any.
    pub torn: Option<TornTail>,
}

impl<K: Kind> Recovered<K> {
    /// The next sequence number to write.
    pub fn next_seq(&self) -> u64 {
        self.entries.last().map_or(1, |e| e.seq + 1)
    }
}

/// One line: the CRC-32 of the JSON, a space, the JSON, a newline.
fn framed<T: Serialize>(record: &T) -> String {
    // Serializing plain data to a String cannot fail.
    let json = serde_json::to_string(record).unwrap_or_default();
    format!("{:08x} {json}\n", crc32fast::hash(json.as_bytes()))
}

/// The header line of a new journal of `ids`.
pub fn header_line<K: Kind>(ids: Ids, header: &K::Header) -> String {
    framed(&HeaderLine {
        seq: 0,
        format: K::FORMAT,
        records: Some(K::RECORDS.to_owned()),
        table: Some(ids.table),
        game: Some(ids.game),
        header,
    })
}

/// Entry `seq` of game `game` (none in a format-1 journal being continued).
pub fn entry_line<K: Kind>(seq: u64, game: Option<GameId>, entry: &K::Entry) -> String {
    framed(&EntryLine { seq, game, entry })
}

/// The JSON of a complete line, its checksum checked.
fn checked(line: &[u8]) -> Result<&str, Damage> {
    let text = std::str::from_utf8(line).map_err(|_| Damage::NotUtf8)?;
    let (crc, json) = text.split_once(' ').ok_or(Damage::NoCrc)?;
    // The CRC is written as exactly eight lowercase hex digits; anything else is damage.
    let computed = format!("{:08x}", crc32fast::hash(json.as_bytes()));
    if crc != computed {
        return Err(Damage::Checksum {
            recorded: crc.chars().take(12).collect(),
            computed,
        });
    }
    Ok(json)
}

fn parse<T: DeserializeOwned>(json: &str) -> Result<T, Damage> {
    serde_json::from_str(json).map_err(|e| Damage::Record(e.to_string()))
}

/// The header line read and its format and kind checked.
fn read_header<K: Kind>(json: &str) -> Result<Result<HeaderLine<K::Header>, Damage>, JournalError> {
    // The frame's own fields first: a wrong kind or format is named as such, not as a bad field.
    #[derive(Deserialize)]
    struct HeaderFrame {
        seq: u64,
        #[serde(default = "legacy_format")]
        format: u32,
        #[serde(default)]
        records: Option<String>,
    }
    let frame: HeaderFrame = match parse(json) {
        Ok(f) => f,
        Err(d) => return Ok(Err(d)),
    };
    if frame.seq != 0 {
        return Ok(Err(Damage::Sequence {
            found: frame.seq,
            expected: 0,
        }));
    }
    // The kind first: another kind of journal is named as such, whatever its format.
    if let Some(found) = frame.records.filter(|r| r != K::RECORDS) {
        return Err(JournalError::WrongKind {
            found,
            expected: K::RECORDS,
        });
    }
    if !(K::OLDEST_FORMAT..=K::FORMAT).contains(&frame.format) {
        return Err(JournalError::Format {
            records: K::RECORDS,
            found: frame.format,
            oldest: K::OLDEST_FORMAT,
            newest: K::FORMAT,
        });
    }
    Ok(parse(json))
}

/// Whether `bytes` start with a complete, checked header line of some journal.
pub fn is_started(bytes: &[u8]) -> bool {
    #[derive(Deserialize)]
    struct SeqOnly {
        seq: u64,
    }
    let Some(line) = first_record(bytes) else {
        return false;
    };
    checked(line)
        .ok()
        .and_then(|json| serde_json::from_str::<SeqOnly>(json).ok())
        .is_some_and(|f| f.seq == 0)
}

/// The first complete line that holds a record, as [`recover`] reads it: blank lines passed
/// over, a CRLF line end taken as LF.
fn first_record(bytes: &[u8]) -> Option<&[u8]> {
    let mut rest = bytes;
    loop {
        let end = rest.iter().position(|b| *b == b'\n')?;
        let line = &rest[..end];
        let line = line.strip_suffix(b"\r").unwrap_or(line);
        if !line.iter().all(u8::is_ascii_whitespace) {
            return Some(line);
        }
        rest = &rest[end + 1..];
    }
}

/// Checks every record of a journal's bytes.
///
/// # Errors
///
/// No complete header, a damaged record that is not the last, a duplicated or foreign
/// record, an unknown format or another kind of journal.
pub fn recover<K: Kind>(bytes: &[u8]) -> Result<Recovered<K>, JournalError> {
    let mut header: Option<HeaderLine<K::Header>> = None;
    let mut entries: Vec<Numbered<K::Entry>> = Vec::new();
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
        // A line ending carried over by a copy through another system (CRLF), and blank lines
        // an editor leaves, hold no record: the checksum covers the record alone.
        let line = line.strip_suffix(b"\r").unwrap_or(line);
        if complete && line.iter().all(u8::is_ascii_whitespace) {
            offset = next;
            valid_len = offset;
            continue;
        }
        let damage = if !complete {
            Some(Damage::Incomplete)
        } else {
            match checked(line) {
                Err(d) => Some(d),
                Ok(json) => match &header {
                    None => match read_header::<K>(json)? {
                        Ok(h) => {
                            header = Some(h);
                            None
                        }
                        Err(d) => Some(d),
                    },
                    Some(h) => match parse::<EntryLine<K::Entry>>(json) {
                        Err(d) => Some(d),
                        Ok(e) => {
                            check_entry(&e, h, &entries, line_no)?;
                            let expected = entries.last().map_or(1, |p| p.seq + 1);
                            if e.seq == expected {
                                entries.push(Numbered {
                                    line: line_no,
                                    seq: e.seq,
                                    entry: e.entry,
                                });
                                None
                            } else {
                                Some(Damage::Sequence {
                                    found: e.seq,
                                    expected,
                                })
                            }
                        }
                    },
                },
            }
        };
        if let Some(reason) = damage {
            if next < bytes.len() {
                return Err(JournalError::Corrupt {
                    line: line_no,
                    offset,
                    reason,
                });
            }
            torn = Some(TornTail {
                line: line_no,
                offset,
                len: bytes.len() - offset,
                reason,
            });
            break;
        }
        offset = next;
        valid_len = offset;
    }
    let h = header.ok_or(JournalError::NoHeader)?;
    let ids = match (h.table, h.game) {
        (Some(table), Some(game)) => Some(Ids { table, game }),
        _ => None,
    };
    Ok(Recovered {
        format: h.format,
        ids,
        header: h.header,
        entries,
        valid_len,
        torn,
    })
}

/// Refuses a checked entry that repeats a sequence number or belongs to another game.
fn check_entry<H, E>(
    e: &EntryLine<E>,
    header: &HeaderLine<H>,
    before: &[Numbered<E>],
    line: usize,
) -> Result<(), JournalError> {
    // The entries so far count up by one, so they are sorted by sequence number.
    let first = match before.binary_search_by_key(&e.seq, |p| p.seq) {
        Ok(i) => Some(before[i].line),
        Err(_) if e.seq == 0 => Some(1),
        Err(_) => None,
    };
    if let Some(first) = first {
        return Err(JournalError::Duplicate {
            line,
            seq: e.seq,
            first,
        });
    }
    match header.game {
        expected if e.game != expected => Err(JournalError::Foreign {
            line,
            found: e.game,
            expected,
        }),
        _ => Ok(()),
    }
}

#[cfg(test)]
#[path = "frame_tests.rs"]
mod tests;
