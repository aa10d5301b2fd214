//! What the one-board game's journal recorded (`"records":"board"`), inside the lines of
//! [`super::frame`], before the one-board game became a table at one board. Pure. Such journals
//! are still read, to be converted to the table's records (`table::legacy`) when resumed; and
//! the [`Header`] (the game's whole setup, and the PGN it was resumed from) is kept inside a
//! one-board table's journal header.
//!
//! The header is everything the game was set up with (and, for a game resumed from a PGN, the
//! PGN itself). Every entry is one [`Command`] with its stamp: `t_ns`, the game's monotonic time
//! in nanoseconds (it continues across restarts), and `wall_ms`, the civil time. A move is
//! stored in UCI with its SAN as a check.

use std::time::Duration;

use serde::{Deserialize, Serialize};
use shakmaty::{ByColor, CastlingMode, Chess, Color, san::SanPlus, uci::UciMove};

use crate::{
    clock::{Boundaries, Calls, TimeControl, TimeDelta, Timestamp},
    game::{
        ClaimKind, Command, FlagPolicy, GameOptions, GameResult, GameSetup, Laws, Stamp, Tags,
        WallTime,
    },
};

/// The one-board game's records.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Board;

impl super::frame::Kind for Board {
    type Header = Header;
    type Entry = Entry;
    const RECORDS: &'static str = "board";
}

/// A side, written `"white"` or `"black"`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Side {
    /// White.
    White,
    /// Black.
    Black,
}

impl From<Color> for Side {
    fn from(c: Color) -> Side {
        match c {
            Color::White => Side::White,
            Color::Black => Side::Black,
        }
    }
}

impl From<Side> for Color {
    fn from(s: Side) -> Color {
        match s {
            Side::White => Color::White,
            Side::Black => Color::Black,
        }
    }
}

/// The header: the game's setup. (Unknown fields are passed over: format 1 wrote a `kind`.)
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Header {
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

/// A command as written.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
pub enum WireCommand {
    /// [`Command::Start`].
    Start,
    /// [`Command::Play`]: the move in UCI, and its SAN as a check.
    Play {
        /// UCI.
        uci: String,
        /// SAN (checked on replay).
        san: String,
    },
    /// [`Command::Pause`].
    Pause,
    /// [`Command::Resume`].
    Resume,
    /// [`Command::Adjust`].
    Adjust {
        /// Side.
        side: Side,
        /// Signed nanoseconds.
        delta_ns: i64,
    },
    /// [`Command::SetClock`].
    SetClock {
        /// Side.
        side: Side,
        /// Time left in nanoseconds.
        remaining_ns: u64,
        /// Move counter.
        moves: Option<u32>,
    },
    /// [`Command::Resign`].
    Resign {
        /// Side.
        side: Side,
    },
    /// [`Command::AgreeDraw`].
    AgreeDraw,
    /// [`Command::Claim`].
    Claim {
        /// `threefold` or `fifty`.
        kind: String,
        /// The intended move in UCI.
        intended: Option<String>,
    },
    /// [`Command::ClaimFlag`].
    ClaimFlag,
    /// [`Command::Retrace`].
    Retrace {
        /// Plies kept.
        ply: usize,
    },
    /// [`Command::Declare`].
    Declare {
        /// The result in its text form.
        result: String,
    },
    /// [`Command::Note`].
    Note {
        /// The note.
        text: String,
    },
    /// [`Command::Recovered`].
    Recovered,
    /// [`Command::Tick`].
    Tick,
}

/// One entry: a command at its stamp.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Entry {
    /// Monotonic game time, nanoseconds.
    pub t_ns: u64,
    /// Civil time, milliseconds since the epoch.
    pub wall_ms: i64,
    /// The command.
    pub command: WireCommand,
}

impl Entry {
    /// The entry of `command` applied at `stamp` to the game in `position`.
    pub fn of(stamp: Stamp, command: &Command, position: &Chess) -> Entry {
        Entry {
            t_ns: t_ns(stamp),
            wall_ms: stamp.wall.0,
            command: WireCommand::from_command(command, position),
        }
    }

    /// Its stamp.
    pub fn stamp(&self) -> Stamp {
        stamp_of(self.t_ns, self.wall_ms)
    }
}

/// A stamp as written.
pub fn stamp_of(t_ns: u64, wall_ms: i64) -> Stamp {
    Stamp {
        at: Timestamp::from_origin(Duration::from_nanos(t_ns)),
        wall: WallTime(wall_ms),
    }
}

/// Nanoseconds of a stamp (saturating after 584 years).
pub fn t_ns(stamp: Stamp) -> u64 {
    u64::try_from(stamp.at.since_origin().as_nanos()).unwrap_or(u64::MAX)
}

impl Header {
    /// The header for `setup`, created at `wall`, with the PGN it was resumed from.
    pub fn new(setup: &GameSetup, pgn: Option<String>, wall: WallTime) -> Header {
        let t = &setup.tags;
        Header {
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
    pub fn setup(&self) -> Result<GameSetup, String> {
        let control = TimeControl::parse(&self.control).map_err(|e| e.to_string())?;
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
                other => return Err(format!("unknown flag policy '{other}'")),
            },
            laws: match self.laws.as_str() {
                "2018" => Laws::Fide2018,
                "2023" => Laws::Fide2023,
                other => return Err(format!("unknown laws '{other}'")),
            },
            boundaries: match self.boundaries.as_str() {
                "2018" => Boundaries::Fide2018,
                "2008" => Boundaries::Fide2008,
                other => return Err(format!("unknown boundaries '{other}'")),
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

impl WireCommand {
    /// The written form of `command`, played in `position`.
    pub fn from_command(command: &Command, position: &Chess) -> WireCommand {
        let uci = |m: shakmaty::Move| m.to_uci(CastlingMode::Standard).to_string();
        match command {
            Command::Start => WireCommand::Start,
            Command::Play(m) => WireCommand::Play {
                uci: uci(*m),
                san: SanPlus::from_move(position.clone(), *m).to_string(),
            },
            Command::Pause => WireCommand::Pause,
            Command::Resume => WireCommand::Resume,
            Command::Adjust { side, delta } => WireCommand::Adjust {
                side: (*side).into(),
                delta_ns: delta.as_signed_nanos(),
            },
            Command::SetClock {
                side,
                remaining,
                moves,
            } => WireCommand::SetClock {
                side: (*side).into(),
                remaining_ns: u64::try_from(remaining.as_nanos()).unwrap_or(u64::MAX),
                moves: *moves,
            },
            Command::Resign(side) => WireCommand::Resign {
                side: (*side).into(),
            },
            Command::AgreeDraw => WireCommand::AgreeDraw,
            Command::Claim { kind, intended } => WireCommand::Claim {
                kind: kind.word().into(),
                intended: intended.map(uci),
            },
            Command::ClaimFlag => WireCommand::ClaimFlag,
            Command::Retrace { ply } => WireCommand::Retrace { ply: *ply },
            Command::Declare(result) => WireCommand::Declare {
                result: result.to_string(),
            },
            Command::Note(text) => WireCommand::Note { text: text.clone() },
            Command::Recovered => WireCommand::Recovered,
            Command::Tick => WireCommand::Tick,
        }
    }

    /// The command, resolving moves in `position`.
    ///
    /// # Errors
    ///
    /// A move that does not parse or is not legal, an unknown claim or result.
    pub fn to_command(&self, position: &Chess) -> Result<Command, String> {
        let mv = |text: &str| -> Result<shakmaty::Move, String> {
            let uci: UciMove = text
                .parse()
                .map_err(|_| format!("'{text}' is not a UCI move"))?;
            uci.to_move(position)
                .map_err(|_| format!("{text} is not legal in the position reached"))
        };
        Ok(match self {
            WireCommand::Start => Command::Start,
            WireCommand::Play { uci, san } => {
                let m = mv(uci)?;
                let actual = SanPlus::from_move(position.clone(), m).to_string();
                if &actual != san {
                    return Err(format!(
                        "move {uci} is {actual} here, but the record says {san}"
                    ));
                }
                Command::Play(m)
            }
            WireCommand::Pause => Command::Pause,
            WireCommand::Resume => Command::Resume,
            WireCommand::Adjust { side, delta_ns } => Command::Adjust {
                side: (*side).into(),
                delta: TimeDelta::from_signed_nanos(*delta_ns),
            },
            WireCommand::SetClock {
                side,
                remaining_ns,
                moves,
            } => Command::SetClock {
                side: (*side).into(),
                remaining: Duration::from_nanos(*remaining_ns),
                moves: *moves,
            },
            WireCommand::Resign { side } => Command::Resign((*side).into()),
            WireCommand::AgreeDraw => Command::AgreeDraw,
            WireCommand::Claim { kind, intended } => Command::Claim {
                kind: ClaimKind::from_word(kind)
                    .ok_or_else(|| format!("unknown claim '{kind}'"))?,
                intended: intended.as_deref().map(mv).transpose()?,
            },
            WireCommand::ClaimFlag => Command::ClaimFlag,
            WireCommand::Retrace { ply } => Command::Retrace { ply: *ply },
            WireCommand::Declare { result } => Command::Declare(
                GameResult::parse(result).ok_or_else(|| format!("unknown result '{result}'"))?,
            ),
            WireCommand::Note { text } => Command::Note(text.clone()),
            WireCommand::Recovered => Command::Recovered,
            WireCommand::Tick => Command::Tick,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_record_is_one_checked_line() {
        let r = Entry {
            t_ns: 1_500_000_000,
            wall_ms: 1_700_000_000_000,
            command: WireCommand::Play {
                uci: "e2e4".into(),
                san: "e4".into(),
            },
        };
        let game = crate::ids::GameId(0xab);
        let line = super::super::frame::entry_line::<Board>(3, Some(game), &r);
        assert!(line.ends_with('\n') && line.matches('\n').count() == 1);
        let (crc, json) = line.trim_end().split_once(' ').unwrap();
        assert_eq!(crc, format!("{:08x}", crc32fast::hash(json.as_bytes())));
        assert_eq!(
            json,
            r#"{"seq":3,"game":"00000000000000ab","t_ns":1500000000,"wall_ms":1700000000000,"command":{"type":"play","uci":"e2e4","san":"e4"}}"#
        );
    }

    #[test]
    fn every_command_round_trips() {
        let pos = Chess::default();
        let e4 = "e2e4".parse::<UciMove>().unwrap().to_move(&pos).unwrap();
        let commands = [
            Command::Start,
            Command::Play(e4),
            Command::Pause,
            Command::Resume,
            Command::Adjust {
                side: Color::Black,
                delta: TimeDelta::Minus(Duration::from_millis(1)),
            },
            Command::SetClock {
                side: Color::White,
                remaining: Duration::from_nanos(7),
                moves: Some(3),
            },
            Command::Resign(Color::White),
            Command::AgreeDraw,
            Command::Claim {
                kind: ClaimKind::FiftyMoves,
                intended: Some(e4),
            },
            Command::ClaimFlag,
            Command::Retrace { ply: 4 },
            Command::Declare(GameResult::Draw(crate::game::DrawReason::Arbiter)),
            Command::Note("a \"quoted\" note\nwith a line break".into()),
            Command::Recovered,
            Command::Tick,
        ];
        for c in commands {
            let wire = WireCommand::from_command(&c, &pos);
            let json = serde_json::to_string(&wire).unwrap();
            let back: WireCommand = serde_json::from_str(&json).unwrap();
            assert_eq!(back.to_command(&pos).unwrap(), c, "{json}");
        }
    }

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
        let h = Header::new(&setup, None, WallTime(5));
        assert_eq!(h.setup().unwrap(), setup);
        let mut bad = h.clone();
        bad.laws = "1999".into();
        assert!(bad.setup().unwrap_err().contains("unknown laws '1999'"));
    }
}
