//! A one-board game's setup as its journal header holds it: everything the game was set up
//! with (and, for a game resumed from a PGN, the PGN itself), kept inside a one-board table's
//! journal header (`table::journal::Header::board`). Pure.

use std::time::Duration;

use serde::{Deserialize, Serialize};
use shakmaty::ByColor;

use super::frame::JournalError;
use crate::{
    clock::{Boundaries, Calls, TimeControl},
    game::{FlagPolicy, Game, GameOptions, GameSetup, Laws, Stamp, Tags, WallTime, pgn::read_pgn},
};

/// The header: the game's setup.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameHeader {
    /// The time control in the arbiter form.
    pub control: String,
    /// Call thresholds in milliseconds.
    pub calls_ms: Vec<u64>,
    /// Whether White hears calls.
    pub calls_white: bool,
    /// Whether Black hears calls.
    pub calls_black: bool,
    /// Event, Site, Date, Round, White, Black.
    pub tags: [String; 6],
    /// A non-standard start.
    pub start_fen: Option<String>,
    /// `end_game` or `report_only`.
    pub flag_policy: String,
    /// `2018` or `2023`.
    pub laws: String,
    /// `2018` or `2008`.
    pub boundaries: String,
    /// For a game resumed from a PGN: the PGN, whose moves come before the records.
    pub pgn: Option<String>,
    /// When the journal was created.
    pub created_wall_ms: i64,
}

/// Why a header's setup does not read back.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SetupError {
    /// The time control does not read.
    #[error("{0}")]
    Control(#[from] crate::clock::control::ParseControlError),
    /// An unknown flag policy.
    #[error("unknown flag policy '{0}'")]
    FlagPolicy(String),
    /// Unknown laws.
    #[error("unknown laws '{0}'")]
    Laws(String),
    /// Unknown boundaries.
    #[error("unknown boundaries '{0}'")]
    Boundaries(String),
}

impl GameHeader {
    /// The header for `setup`, created at `wall`, with the PGN it was resumed from.
    pub fn new(setup: &GameSetup, pgn: Option<String>, wall: WallTime) -> GameHeader {
        let t = &setup.tags;
        GameHeader {
            control: setup.control.to_string(),
            calls_ms: setup
                .calls
                .thresholds()
                .iter()
                .map(|d| d.as_millis() as u64)
                .collect(),
            calls_white: setup.calls.sides().white,
            calls_black: setup.calls.sides().black,
            tags: [
                t.event.clone(),
                t.site.clone(),
                t.date.clone(),
                t.round.clone(),
                t.white.clone(),
                t.black.clone(),
            ],
            start_fen: setup.start_fen.clone(),
            flag_policy: match setup.options.flag_policy {
                FlagPolicy::EndGame => "end_game",
                FlagPolicy::ReportOnly => "report_only",
            }
            .into(),
            laws: match setup.options.laws {
                Laws::Fide2018 => "2018",
                Laws::Fide2023 => "2023",
            }
            .into(),
            boundaries: match setup.options.boundaries {
                Boundaries::Fide2018 => "2018",
                Boundaries::Fide2008 => "2008",
            }
            .into(),
            pgn,
            created_wall_ms: wall.0,
        }
    }

    /// The setup it describes.
    ///
    /// # Errors
    ///
    /// An unknown option, or a bad control.
    pub fn setup(&self) -> Result<GameSetup, SetupError> {
        let control = TimeControl::parse(&self.control)?;
        let calls = Calls::new(
            self.calls_ms
                .iter()
                .map(|ms| Duration::from_millis(*ms))
                .collect(),
            ByColor {
                white: self.calls_white,
                black: self.calls_black,
            },
        );
        let [event, site, date, round, white, black] = self.tags.clone();
        let options = GameOptions {
            flag_policy: match self.flag_policy.as_str() {
                "end_game" => FlagPolicy::EndGame,
                "report_only" => FlagPolicy::ReportOnly,
                other => return Err(SetupError::FlagPolicy(other.to_owned())),
            },
            laws: match self.laws.as_str() {
                "2018" => Laws::Fide2018,
                "2023" => Laws::Fide2023,
                other => return Err(SetupError::Laws(other.to_owned())),
            },
            boundaries: match self.boundaries.as_str() {
                "2018" => Boundaries::Fide2018,
                "2008" => Boundaries::Fide2008,
                other => return Err(SetupError::Boundaries(other.to_owned())),
            },
        };
        Ok(GameSetup {
            control,
            calls,
            tags: Tags {
                event,
                site,
                date,
                round,
                white,
                black,
            },
            start_fen: self.start_fen.clone(),
            options,
        })
    }
}

/// The game a one-board header sets up before its first record: new from the setup, or the
/// game of the PGN it was resumed from, dated at the header's creation.
///
/// # Errors
///
/// A bad setup or PGN in the header.
pub fn start_game(header: &GameHeader) -> Result<Game, JournalError> {
    let setup = header
        .setup()
        .map_err(|e| JournalError::BadHeader(e.to_string()))?;
    let created = Stamp {
        at: crate::clock::Timestamp::ZERO,
        wall: WallTime(header.created_wall_ms),
    };
    match &header.pgn {
        None => Game::new(setup).map_err(|e| JournalError::BadHeader(e.to_string())),
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
                .map_err(|e| JournalError::BadHeader(format!("the PGN in it: {e}")))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn header_round_trips() {
        let mut setup = GameSetup::new(TimeControl::parse("40/90+30, 30 bronstein 5").unwrap());
        setup.calls = Calls::casual_default();
        setup.tags.white = "Anna".into();
        setup.start_fen = Some("4k3/8/8/8/8/8/8/4K2R w K - 0 1".into());
        setup.options = GameOptions {
            flag_policy: FlagPolicy::ReportOnly,
            laws: Laws::Fide2018,
            boundaries: Boundaries::Fide2008,
        };
        let h = GameHeader::new(&setup, None, WallTime(5));
        assert_eq!(h.setup().unwrap(), setup);
        let mut bad = h.clone();
        bad.laws = "1999".into();
        assert!(
            bad.setup()
                .unwrap_err()
                .to_string()
                .contains("unknown laws '1999'")
        );
    }
}
