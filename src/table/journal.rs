//! What the table's journal records, inside the lines of [`crate::journal::frame`]: the setup,
//! then each action of a seat at a time, so a live game at the table can be brought back after a
//! crash by replaying the same actions through the same engine. Pure; the file is
//! [`crate::journal::JournalFile`].
//!
//! ```text
//! 1c9e62a0 {"seq":0,"format":4,"records":"table","table":"…","game":"…","control":"90+30",…}
//! 7f00b2c4 {"seq":1,"game":"…","t_ns":5000000000,"wall":1763800000000,"kind":"seat","seat":"arbiter","action":"start","said":"Uhr starten"}
//! 0a1b2c3d {"seq":2,"game":"…","t_ns":9000000000,"wall":1763800004000,"kind":"seat","seat":"sighted","action":{"enter":{"text":"e4"}},"said":"e4","uci":"e2e4"}
//! ```
//!
//! Each entry holds the seat's action typed (serde: it was read once, where it was said) with
//! the words it was said in beside it, for the record; a move entry keeps the resolved move in
//! UCI, and replay uses it: a journal does not depend on the grammars of the program that reads
//! it back. (An illegal move recorded as entered has none and is read from its words.) Format 3
//! began with typed actions: an entry of formats 1 and 2 (the action in words) is read into
//! its typed action as those formats were replayed (`table/stored.rs`), so an older release's
//! journal is resumed and reviewed as it is. Format 4 added the key a joined device seals
//! with (`"kind":"key"`), so that a release before it refuses such a journal by its format.

use serde::{Deserialize, Serialize};
use shakmaty::Color;

use super::{Action, Mode, Seat, Table, TableSetup};
use crate::{
    announce::{RankWords, Style},
    clock::{TimeControl, Timestamp},
    game::{GameSetup, Stamp, WallTime},
    i18n::Lang,
    ids::Ids,
    journal::{JournalError, Kind, Recovered},
    vocab::VocabName,
};

/// The table's records.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TableRecords;

impl Kind for TableRecords {
    type Header = Header;
    type Entry = Entry;
    const RECORDS: &'static str = "table";
    // Format 4: a joined device's sealing key (`"kind":"key"`), which a release reading format 3
    // would take for damage, so it refuses the journal by its format instead. Format 3: typed
    // actions; formats 1 and 2 (actions in words) are read into them (`super::stored`).
    const FORMAT: u32 = 4;
}

/// The setup record.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Header {
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
    /// The rank words, when the arbiter decided on other than German ones (D.2.1); journals
    /// before them, and every table with German ranks, have none.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ranks: Option<String>,
    /// The score's tags (event, site, date, round, players), so that every device following
    /// the table writes the same PGN. Journals before them have none.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tags: Option<crate::game::Tags>,
    /// At one board (`annabella game`): the game's whole setup (tags, start position, rules,
    /// calls, and the PGN it was resumed from), which the table's fields above do not hold.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub board: Option<crate::journal::GameHeader>,
}

/// An action record.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "super::stored::StoredEntry")]
pub struct Entry {
    /// The table's monotonic time, nanoseconds.
    pub t_ns: u64,
    /// Civil time, milliseconds since the epoch.
    pub wall: i64,
    /// What happened: a seat's typed action, or a tick of the clock.
    #[serde(flatten)]
    pub act: Act,
    /// The words the action was said in, as typed or recognized where it was said: the record
    /// of what was said, for the arbiter; never read again (the action is typed).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub said: Option<String>,
    /// The move the words were resolved to, in UCI (move entries only).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub uci: Option<String>,
    /// The request of a seat on another device that this action answers: the last such mark
    /// of a seat tells its link, after a restart, what the host already took.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub via: Option<Via>,
    /// A secret move (a sealing, Guidelines I.2, or a move entered and not yet confirmed): its
    /// words and the move they were resolved to, readable only by the seats it is sealed for
    /// (the action then holds no words, and there is no `said` and no `uci`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sealed: Option<super::secret::Sealed>,
    /// What the action made known: the sealed words at the opening of the envelope (I.9), the
    /// words read back at a confirmation (the move they were resolved to is in `uci`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub revealed: Option<String>,
    /// The public key (hex) that the acting seat's device keeps the private half of, where
    /// it is new: what is sealed for that seat from now on is sealed to it (see
    /// [`super::secret`]).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub key: Option<String>,
}

/// What a journal entry records: a seat's action, or the clock acting on its own.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "lowercase")]
pub enum Act {
    /// Time passed and the table's clock acted on its own (a flag fell, a call was due).
    /// Replaying ticks where they happened gives every replica the same table as the host's,
    /// flags included.
    Tick,
    /// A seat's action.
    Seat {
        /// Who acted.
        seat: Seat,
        /// What, typed.
        action: Action,
    },
    /// A seat's device paired and gave the public key it keeps the private half of (in the
    /// entry's `key`): what is sealed for the seat from now on is sealed to it. Nobody acted.
    Key {
        /// The device's seat.
        seat: Seat,
    },
}

/// Which request of a remote device an action came from: its place in that device's stream and
/// the stream's chain hash after it (see [`crate::net::Link`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Via {
    /// The request's sequence number in the device's stream.
    pub seq: u64,
    /// The chain hash after it (for a hall's request: the station's id).
    pub after: u64,
    /// It came from a hall's arbiter station over the bus, not from a device's link: a
    /// device's link after a restart counts only its own marks.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub hall: bool,
}

impl Entry {
    /// The record of `seat`'s `action` at `stamp`, which the table resolved to `resolved`.
    pub fn of(
        seat: Seat,
        action: &Action,
        resolved: Option<shakmaty::Move>,
        stamp: Stamp,
    ) -> Entry {
        Entry {
            uci: resolved.map(|m| m.to_uci(shakmaty::CastlingMode::Standard).to_string()),
            ..Entry::at(
                stamp,
                Act::Seat {
                    seat,
                    action: action.clone(),
                },
            )
        }
    }

    /// The record of the time the table's clock acted on its own.
    pub fn tick(stamp: Stamp) -> Entry {
        Entry::at(stamp, Act::Tick)
    }

    /// The record of `seat`'s device giving its public key `key` when it paired.
    pub fn device_key(seat: Seat, key: super::PublicKey, stamp: Stamp) -> Entry {
        Entry {
            key: Some(key.to_hex()),
            ..Entry::at(stamp, Act::Key { seat })
        }
    }

    fn at(stamp: Stamp, act: Act) -> Entry {
        Entry {
            t_ns: u64::try_from(stamp.at.since_origin().as_nanos()).unwrap_or(u64::MAX),
            wall: stamp.wall.0,
            act,
            said: None,
            uci: None,
            via: None,
            sealed: None,
            revealed: None,
            key: None,
        }
    }

    /// The same entry, with the words its action was said in.
    pub fn said(self, said: Option<String>) -> Entry {
        Entry { said, ..self }
    }

    /// When it happened.
    pub fn stamp(&self) -> Stamp {
        Stamp {
            at: Timestamp::from_origin(std::time::Duration::from_nanos(self.t_ns)),
            wall: WallTime(self.wall),
        }
    }

    /// Whether it is a tick of the clock rather than a seat's action.
    pub fn is_tick(&self) -> bool {
        self.act == Act::Tick
    }

    /// The seat that acted (none for a tick, nor for a device's key, where nobody acted: see
    /// [`Entry::key_of`]).
    pub fn seat(&self) -> Option<Seat> {
        match &self.act {
            Act::Seat { seat, .. } => Some(*seat),
            Act::Tick | Act::Key { .. } => None,
        }
    }

    /// The action taken (none for a tick or a device's key).
    pub fn action(&self) -> Option<&Action> {
        match &self.act {
            Act::Seat { action, .. } => Some(action),
            Act::Tick | Act::Key { .. } => None,
        }
    }

    /// The public key a seat's device keeps the private half of, where this entry gives one
    /// (a device's key at its pairing, or with an action of a journal before that), and the seat.
    pub fn key_of(&self) -> Option<(Seat, super::PublicKey)> {
        let seat = match &self.act {
            Act::Seat { seat, .. } | Act::Key { seat } => *seat,
            Act::Tick => return None,
        };
        let key = super::PublicKey::from_hex(self.key.as_deref()?)?;
        Some((seat, key))
    }
}

impl Header {
    /// The header of a table set up as `setup`.
    pub fn of(setup: &TableSetup) -> Header {
        Header {
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
            ranks: (setup.ranks != RankWords::German).then(|| setup.ranks.as_str().into()),
            tags: Some(setup.game.tags.clone()),
            board: None,
        }
    }

    /// The setup it records, for the game `ids`.
    ///
    /// # Errors
    ///
    /// A field that does not read back, named.
    pub fn setup(&self, ids: Ids) -> Result<TableSetup, String> {
        let control = TimeControl::parse(&self.control).map_err(|e| format!("control: {e}"))?;
        let mut game = GameSetup::new(control);
        if let Some(tags) = &self.tags {
            game.tags = tags.clone();
        }
        Ok(TableSetup {
            game,
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
            ranks: match &self.ranks {
                Some(ranks) => ranks.parse().map_err(|e| format!("ranks: {e}"))?,
                None => RankWords::German,
            },
            ids,
        })
    }
}

/// Checks every record of a table journal's bytes (see [`crate::journal::frame::recover`]).
///
/// # Errors
///
/// As [`crate::journal::frame::recover`].
pub fn recover(bytes: &[u8]) -> Result<Recovered<TableRecords>, JournalError> {
    crate::journal::frame::recover::<TableRecords>(bytes)
}

impl Header {
    /// The table it sets up, before any entry, for the game `ids`: at two boards, or at one
    /// board with the game its `board` setup starts (new, or from the PGN it was resumed from).
    ///
    /// # Errors
    ///
    /// A field, the game's setup or its PGN does not read back, named.
    pub fn table(&self, ids: Ids) -> Result<Table, String> {
        let setup = self.setup(ids)?;
        match &self.board {
            None => Table::new(setup).map_err(|e| e.to_string()),
            Some(board) => {
                let game = crate::journal::start_game(board).map_err(|e| e.to_string())?;
                Ok(Table::one_board(
                    TableSetup {
                        game: game.setup().clone(),
                        ..setup
                    },
                    game,
                ))
            }
        }
    }
}

/// Rebuilds the table by replaying the journal's actions; returns it with the last stamp.
/// A format-1 journal, which has no ids, gets `fallback`.
///
/// # Errors
///
/// The setup or an action does not read back.
pub fn replay(
    recovered: &Recovered<TableRecords>,
    fallback: Ids,
) -> Result<(Table, Stamp), JournalError> {
    let ids = recovered.ids.unwrap_or(fallback);
    let mut table = recovered
        .header
        .table(ids)
        .map_err(JournalError::BadHeader)?;
    let mut last = Stamp {
        at: Timestamp::ZERO,
        wall: WallTime(0),
    };
    for numbered in &recovered.entries {
        let line = numbered.line;
        // A refused action is part of the record: it is replayed as refused again.
        let _ = table
            .apply_entry(&numbered.entry)
            .map_err(|reason| JournalError::Replay {
                line,
                reason: reason.into(),
            })?;
        last = numbered.entry.stamp();
    }
    Ok((table, last))
}

#[cfg(test)]
#[path = "journal_tests.rs"]
mod tests;
