//! The table's journal as text: one line per record, each with its CRC-32, so a live game at the
//! table can be brought back after a crash by replaying the same actions through the same
//! engine. The first record holds the setup; each later one an action of a seat at a time.
//!
//! Pure: encoding and recovery work on strings; the file and its fsync are in `run::journal`.
//!
//! ```text
//! 1c9e62a0 {"seq":0,"control":"90+30","blind":"white","mode":"tournament",...}
//! 7f00b2c4 {"seq":1,"t_ns":5000000000,"wall_ms":1763800000000,"seat":"blind","action":"Eva vier"}
//! ```

use serde::{Deserialize, Serialize};
use shakmaty::Color;

use super::{Action, Mode, Seat, Table, TableSetup, script};
use crate::{
    announce::Style,
    clock::{TimeControl, Timestamp},
    game::{GameSetup, Stamp, WallTime},
    i18n::Lang,
    vocab::VocabName,
};

/// The setup record.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Header {
    /// Always 0.
    pub seq: u64,
    /// The time control in the arbiters' form.
    pub control: String,
    /// "white" or "black".
    pub blind: String,
    /// "tournament" or "casual".
    pub mode: String,
    /// The language code.
    pub lang: String,
    /// The vocabulary name.
    pub vocab: String,
    /// The style name.
    pub style: String,
    /// Large letters for the sighted seat.
    pub large: bool,
}

/// An action record.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Entry {
    /// 1, 2, 3, …
    pub seq: u64,
    /// The table's monotonic time, nanoseconds.
    pub t_ns: u64,
    /// Civil time, milliseconds since the epoch.
    pub wall: i64,
    /// Who acted.
    pub seat: String,
    /// What, in the words of a session script.
    pub action: String,
}

impl Header {
    /// The header of a table set up as `setup`.
    pub fn of(setup: &TableSetup) -> Header {
        Header {
            seq: 0,
            control: setup.game.control.to_string(),
            blind: if setup.blind == Color::White {
                "white"
            } else {
                "black"
            }
            .into(),
            mode: match setup.mode {
                Mode::Tournament => "tournament",
                Mode::Casual => "casual",
            }
            .into(),
            lang: setup.lang.code().into(),
            vocab: setup.vocab.as_str().into(),
            style: setup.style.as_str().into(),
            large: setup.large_text,
        }
    }

    /// The setup it records.
    ///
    /// # Errors
    ///
    /// A field that does not read back, named.
    pub fn setup(&self) -> Result<TableSetup, String> {
        let control = TimeControl::parse(&self.control).map_err(|e| format!("control: {e}"))?;
        Ok(TableSetup {
            game: GameSetup::new(control),
            blind: if self.blind == "black" {
                Color::Black
            } else {
                Color::White
            },
            mode: self.mode.parse()?,
            lang: self.lang.parse::<Lang>().map_err(|e| e.to_string())?,
            vocab: self.vocab.parse::<VocabName>().map_err(|e| e.to_string())?,
            style: self.style.parse::<Style>().map_err(|e| e.to_string())?,
            large_text: self.large,
        })
    }
}

/// One line: the CRC-32 of the JSON, a space, the JSON.
pub fn line<T: Serialize>(record: &T) -> String {
    let json = serde_json::to_string(record).unwrap_or_default();
    format!("{:08x} {json}\n", crc32fast::hash(json.as_bytes()))
}

/// An action record's line.
pub fn entry_line(seq: u64, seat: Seat, action: &Action, stamp: Stamp) -> String {
    let t_ns = u64::try_from(stamp.at.since_origin().as_nanos()).unwrap_or(u64::MAX);
    line(&Entry {
        seq,
        t_ns,
        wall: stamp.wall.0,
        seat: seat.as_str().into(),
        action: action.words(),
    })
}

/// A journal that cannot be read, with where.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum JournalError {
    /// The file has no valid setup record.
    #[error("line 1: {0}")]
    BadHeader(String),
    /// A record before the last is damaged: the journal was altered, not cut by a crash.
    #[error("line {line}: {reason}")]
    Corrupt {
        /// The 1-based line.
        line: usize,
        /// What is wrong.
        reason: String,
    },
}

/// The last record, cut by a crash before it was complete: reported, never silently dropped.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TornTail {
    /// The 1-based line.
    pub line: usize,
    /// Its byte offset.
    pub offset: usize,
    /// What is wrong with it.
    pub reason: String,
}

/// What a journal holds.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Recovered {
    /// The setup.
    pub header: Header,
    /// The actions, in order.
    pub entries: Vec<Entry>,
    /// A damaged last record, if any.
    pub torn: Option<TornTail>,
    /// The length of the valid part, in bytes.
    pub valid_len: usize,
}

fn check(text: &str) -> Result<&str, String> {
    let (crc, json) = text.split_once(' ').ok_or("no CRC")?;
    let crc = u32::from_str_radix(crc, 16).map_err(|_| format!("'{crc}' is not a CRC"))?;
    if crc32fast::hash(json.as_bytes()) != crc {
        return Err("CRC mismatch".into());
    }
    Ok(json)
}

/// Reads a journal. A damaged last record is a [`TornTail`]; damage before it is an error.
///
/// # Errors
///
/// A missing or damaged setup record, or a damaged record that is not the last.
pub fn recover(text: &str) -> Result<Recovered, JournalError> {
    let mut offset = 0;
    let mut header = None;
    let mut entries = Vec::new();
    let mut torn = None;
    let pieces: Vec<&str> = text.split_inclusive('\n').collect();
    for (i, piece) in pieces.iter().enumerate() {
        let last = i + 1 == pieces.len();
        let complete = piece.ends_with('\n');
        let parsed = check(piece.trim_end_matches('\n')).and_then(|json| {
            if i == 0 {
                serde_json::from_str::<Header>(json)
                    .map(|h| header = Some(h))
                    .map_err(|e| e.to_string())
            } else {
                serde_json::from_str::<Entry>(json)
                    .map(|e| entries.push(e))
                    .map_err(|e| e.to_string())
            }
        });
        let reason = match (parsed, complete) {
            (Ok(()), true) => {
                offset += piece.len();
                continue;
            }
            (Ok(()), false) => "no end of line".to_owned(),
            (Err(reason), _) => reason,
        };
        if i == 0 {
            return Err(JournalError::BadHeader(reason));
        }
        if !last {
            return Err(JournalError::Corrupt {
                line: i + 1,
                reason,
            });
        }
        if complete || !reason.is_empty() {
            // The partly written record was parsed into `entries` only if it was whole.
            entries.truncate(i - 1);
        }
        torn = Some(TornTail {
            line: i + 1,
            offset,
            reason,
        });
    }
    let header = header.ok_or_else(|| JournalError::BadHeader("empty journal".into()))?;
    Ok(Recovered {
        header,
        entries,
        torn,
        valid_len: offset,
    })
}

/// Rebuilds the table by replaying the journal's actions; returns it with the last stamp.
///
/// # Errors
///
/// The setup or an action does not read back.
pub fn replay(recovered: &Recovered) -> Result<(Table, Stamp), JournalError> {
    let setup = recovered.header.setup().map_err(JournalError::BadHeader)?;
    let mut table = Table::new(setup).map_err(|e| JournalError::BadHeader(e.to_string()))?;
    let mut last = Stamp {
        at: Timestamp::ZERO,
        wall: WallTime(0),
    };
    for (i, entry) in recovered.entries.iter().enumerate() {
        let line = i + 2;
        let corrupt = |reason: String| JournalError::Corrupt { line, reason };
        let seat: Seat = entry.seat.parse().map_err(corrupt)?;
        let action = script::action(seat, &entry.action, line).map_err(|e| corrupt(e.message))?;
        let stamp = Stamp {
            at: Timestamp::from_origin(std::time::Duration::from_nanos(entry.t_ns)),
            wall: WallTime(entry.wall),
        };
        let _ = table.act(seat, &action, stamp);
        last = stamp;
    }
    Ok((table, last))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn setup() -> TableSetup {
        TableSetup {
            game: GameSetup::new(TimeControl::parse("40/90+30, 30+30").unwrap()),
            blind: Color::Black,
            mode: Mode::Casual,
            lang: Lang::Pl,
            vocab: VocabName::Eu2,
            style: Style::FideShort,
            large_text: true,
        }
    }

    fn journal() -> String {
        let mut text = line(&Header::of(&setup()));
        let stamp = |s: u64| Stamp {
            at: Timestamp::from_millis(s * 1000),
            wall: WallTime(1_763_800_000_000 + 1000 * s as i64),
        };
        for (i, (seat, action)) in [
            (Seat::Arbiter, Action::Start),
            (
                Seat::Sighted,
                Action::Enter {
                    text: "e4".into(),
                    target: super::super::Target::Both,
                },
            ),
            (Seat::Sighted, Action::Confirm),
            (Seat::Sighted, Action::Press),
            (
                Seat::Blind,
                Action::Enter {
                    text: "Eva vier".into(),
                    target: super::super::Target::Both,
                },
            ),
        ]
        .into_iter()
        .enumerate()
        {
            text.push_str(&entry_line(
                i as u64 + 1,
                seat,
                &action,
                stamp(i as u64 + 1),
            ));
        }
        text
    }

    #[test]
    fn a_journal_replays_to_the_same_table() {
        let recovered = recover(&journal()).unwrap();
        assert_eq!(
            recovered.header.setup().unwrap().game.control.to_string(),
            "40/90+30, 30+30"
        );
        let (table, last) = replay(&recovered).unwrap();
        assert_eq!(table.book(Seat::Blind).unwrap().sheet.len(), 1);
        assert_eq!(table.book(Seat::Sighted).unwrap().sheet.len(), 1);
        assert_eq!(last.at, Timestamp::from_millis(5000));
    }

    #[test]
    fn a_cut_at_every_byte_of_the_last_record_is_reported_never_a_crash() {
        let full = journal();
        let last_start = full.trim_end().rfind('\n').unwrap() + 1;
        for cut in last_start..full.len() {
            let recovered = recover(&full[..cut]).unwrap();
            assert_eq!(recovered.entries.len(), 4, "cut at {cut}");
            if cut > last_start {
                assert_eq!(
                    recovered.torn.as_ref().map(|t| t.offset),
                    Some(last_start),
                    "cut at {cut}"
                );
            }
            assert!(replay(&recovered).is_ok());
        }
    }

    #[test]
    fn damage_before_the_last_record_is_an_error_naming_the_line() {
        let full = journal().replacen("\"e4\"", "\"e5\"", 1);
        assert!(matches!(
            recover(&full),
            Err(JournalError::Corrupt { line: 3, .. })
        ));
        assert!(matches!(
            recover("garbage\n"),
            Err(JournalError::BadHeader(_))
        ));
    }

    #[test]
    fn every_action_reads_back_from_its_words() {
        use std::time::Duration;
        for action in [
            Action::SetClock(Color::White, Duration::from_millis(5_340_123)),
            Action::AddTime(
                Color::Black,
                crate::clock::TimeDelta::from_signed_nanos(-120_000_000_000),
            ),
            Action::Retrace(4),
            Action::Fixed(Seat::Sighted),
            Action::Declare(crate::game::GameResult::Draw(
                crate::game::DrawReason::Arbiter,
            )),
        ] {
            assert_eq!(
                script::action(Seat::Arbiter, &action.words(), 0),
                Ok(action.clone()),
                "{}",
                action.words()
            );
        }
        for action in [
            Action::Resign,
            Action::OfferDraw,
            Action::Correct("Eva vier".into()),
            Action::TimeQuery,
        ] {
            assert_eq!(
                script::action(Seat::Blind, &action.words(), 0),
                Ok(action.clone())
            );
        }
    }
}
