//! The arbiter log: timestamped, append-only entries for everything in a game that is not a
//! move (clock handling, corrections, claims, results, notes). It goes into the journal and, as
//! `{[%arbiter …]}` comments, into the PGN. Pure.
//!
//! Each kind has a stable one-line text form ([`fmt::Display`] / [`LogKind::parse`]):
//!
//! ```text
//! started | paused | resumed | recovered | draw-agreed
//! adjust white +0:02:00.000          set black 1:00:00.000 [moves 20]
//! retrace 14 [undo Nf3 Nc6 …]        claim white threefold|fifty <intended SAN|-> correct|incorrect
//! resign black                       flag white            both-flags first white|unknown
//! declare <result>                   note <free text>
//! ```

use std::{fmt, time::Duration};

use shakmaty::Color;

use super::{result::GameResult, wall::WallTime};
use crate::clock::{
    script::parse_delta,
    side_key,
    time::{TimeDelta, Timestamp, format_hmsm, parse_duration},
};

/// A claim of a draw the arbiter checks (9.2, 9.3).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ClaimKind {
    /// 9.2: the same position for the third time.
    Threefold,
    /// 9.3: fifty moves by each side without a pawn move or a capture.
    FiftyMoves,
}

impl ClaimKind {
    /// `threefold` or `fifty`.
    pub fn word(self) -> &'static str {
        match self {
            ClaimKind::Threefold => "threefold",
            ClaimKind::FiftyMoves => "fifty",
        }
    }

    /// Reads [`ClaimKind::word`].
    pub fn from_word(word: &str) -> Option<ClaimKind> {
        match word {
            "threefold" => Some(ClaimKind::Threefold),
            "fifty" => Some(ClaimKind::FiftyMoves),
            _ => None,
        }
    }
}

/// What happened.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum LogKind {
    /// The clock was started.
    Started,
    /// The clock was stopped (6.11).
    Paused,
    /// The clock was restarted.
    Resumed,
    /// The program came back after a stop or crash; the clock was left paused.
    Recovered,
    /// Time added to or taken from a side.
    Adjusted {
        /// The side.
        side: Color,
        /// The change.
        delta: TimeDelta,
    },
    /// A clock set by the arbiter.
    ClockSet {
        /// The side.
        side: Color,
        /// The time set.
        remaining: Duration,
        /// The move counter set, if it was.
        moves: Option<u32>,
    },
    /// Both boards taken back to a ply (D.2.9, 7.5.1), with the moves undone.
    Retraced {
        /// The ply kept (0 = the start).
        to_ply: usize,
        /// The moves undone, in SAN.
        undone: Vec<String>,
    },
    /// A draw claim and the verdict.
    Claim {
        /// The claimant (the side having the move).
        claimant: Color,
        /// Threefold or fifty moves.
        kind: ClaimKind,
        /// The move written but not played (9.2.1.1, 9.3.1), in SAN.
        intended: Option<String>,
        /// Whether it was correct.
        correct: bool,
    },
    /// A player resigned.
    Resigned(Color),
    /// The players agreed a draw.
    DrawAgreed,
    /// A flag fell.
    Flag(Color),
    /// Both flags are down; which fell first, if known.
    BothFlags {
        /// The first, or `None` if it cannot be told.
        first: Option<Color>,
    },
    /// The arbiter declared a result.
    Declared(GameResult),
    /// A note by the arbiter (or a later layer: alerts, corrections).
    Note(String),
}

/// One entry of the log.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct GameLogEntry {
    /// The number of plies on the board when it happened.
    pub after_ply: usize,
    /// The game's monotonic time.
    pub at: Timestamp,
    /// The civil time.
    pub wall: WallTime,
    /// What happened.
    pub kind: LogKind,
}

fn color_word(word: &str) -> Option<Color> {
    match word {
        "white" => Some(Color::White),
        "black" => Some(Color::Black),
        _ => None,
    }
}

impl LogKind {
    /// Reads the text form (see the module documentation).
    pub fn parse(text: &str) -> Option<LogKind> {
        let text = text.trim();
        let (head, rest) = text.split_once(' ').unwrap_or((text, ""));
        let words: Vec<&str> = rest.split_whitespace().collect();
        Some(match (head, words.as_slice()) {
            ("started", []) => LogKind::Started,
            ("paused", []) => LogKind::Paused,
            ("resumed", []) => LogKind::Resumed,
            ("recovered", []) => LogKind::Recovered,
            ("draw-agreed", []) => LogKind::DrawAgreed,
            ("adjust", [side, delta]) => LogKind::Adjusted {
                side: color_word(side)?,
                delta: parse_delta(delta).ok()?,
            },
            ("set", [side, time, tail @ ..]) => LogKind::ClockSet {
                side: color_word(side)?,
                remaining: parse_duration(time).ok()?,
                moves: match tail {
                    [] => None,
                    ["moves", n] => Some(n.parse().ok()?),
                    _ => return None,
                },
            },
            ("retrace", [ply, tail @ ..]) => LogKind::Retraced {
                to_ply: ply.parse().ok()?,
                undone: match tail {
                    [] => Vec::new(),
                    ["undo", moves @ ..] => moves.iter().map(|m| (*m).to_owned()).collect(),
                    _ => return None,
                },
            },
            ("claim", [side, kind, intended, verdict]) => LogKind::Claim {
                claimant: color_word(side)?,
                kind: ClaimKind::from_word(kind)?,
                intended: if *intended == "-" {
                    None
                } else {
                    Some((*intended).to_owned())
                },
                correct: match *verdict {
                    "correct" => true,
                    "incorrect" => false,
                    _ => return None,
                },
            },
            ("resign", [side]) => LogKind::Resigned(color_word(side)?),
            ("flag", [side]) => LogKind::Flag(color_word(side)?),
            ("both-flags", ["first", who]) => LogKind::BothFlags {
                first: if *who == "unknown" {
                    None
                } else {
                    Some(color_word(who)?)
                },
            },
            ("declare", _) => LogKind::Declared(GameResult::parse(rest)?),
            ("note", _) => LogKind::Note(rest.to_owned()),
            _ => return None,
        })
    }
}

impl fmt::Display for LogKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LogKind::Started => f.write_str("started"),
            LogKind::Paused => f.write_str("paused"),
            LogKind::Resumed => f.write_str("resumed"),
            LogKind::Recovered => f.write_str("recovered"),
            LogKind::DrawAgreed => f.write_str("draw-agreed"),
            LogKind::Adjusted { side, delta } => write!(f, "adjust {} {delta}", side_key(*side)),
            LogKind::ClockSet {
                side,
                remaining,
                moves,
            } => {
                write!(f, "set {} {}", side_key(*side), format_hmsm(*remaining))?;
                match moves {
                    Some(n) => write!(f, " moves {n}"),
                    None => Ok(()),
                }
            }
            LogKind::Retraced { to_ply, undone } => {
                write!(f, "retrace {to_ply}")?;
                if !undone.is_empty() {
                    write!(f, " undo {}", undone.join(" "))?;
                }
                Ok(())
            }
            LogKind::Claim {
                claimant,
                kind,
                intended,
                correct,
            } => write!(
                f,
                "claim {} {} {} {}",
                side_key(*claimant),
                kind.word(),
                intended.as_deref().unwrap_or("-"),
                if *correct { "correct" } else { "incorrect" }
            ),
            LogKind::Resigned(side) => write!(f, "resign {}", side_key(*side)),
            LogKind::Flag(side) => write!(f, "flag {}", side_key(*side)),
            LogKind::BothFlags { first } => {
                write!(f, "both-flags first {}", first.map_or("unknown", side_key))
            }
            LogKind::Declared(result) => write!(f, "declare {result}"),
            // One line, and nothing that would end a PGN comment or command.
            LogKind::Note(text) => write!(
                f,
                "note {}",
                text.replace(['\n', '\r'], " ")
                    .replace(['}', ']'], ")")
                    .replace(['{', '['], "(")
            ),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::result::{DrawReason, WinReason};

    #[test]
    fn text_form_round_trips() {
        let kinds = vec![
            LogKind::Started,
            LogKind::Paused,
            LogKind::Resumed,
            LogKind::Recovered,
            LogKind::DrawAgreed,
            LogKind::Adjusted {
                side: Color::Black,
                delta: TimeDelta::Plus(Duration::from_secs(120)),
            },
            LogKind::Adjusted {
                side: Color::White,
                delta: TimeDelta::Minus(Duration::from_millis(1500)),
            },
            LogKind::ClockSet {
                side: Color::White,
                remaining: Duration::from_secs(3600),
                moves: Some(20),
            },
            LogKind::ClockSet {
                side: Color::Black,
                remaining: Duration::from_millis(1),
                moves: None,
            },
            LogKind::Retraced {
                to_ply: 14,
                undone: vec!["Nf3".into(), "Nc6".into()],
            },
            LogKind::Retraced {
                to_ply: 0,
                undone: vec![],
            },
            LogKind::Claim {
                claimant: Color::White,
                kind: ClaimKind::Threefold,
                intended: Some("Nf3".into()),
                correct: true,
            },
            LogKind::Claim {
                claimant: Color::Black,
                kind: ClaimKind::FiftyMoves,
                intended: None,
                correct: false,
            },
            LogKind::Resigned(Color::Black),
            LogKind::Flag(Color::White),
            LogKind::BothFlags { first: None },
            LogKind::BothFlags {
                first: Some(Color::Black),
            },
            LogKind::Declared(GameResult::Win {
                winner: Color::White,
                reason: WinReason::Arbiter,
            }),
            LogKind::Declared(GameResult::Draw(DrawReason::Arbiter)),
            LogKind::Note("Black's assistant took over".into()),
        ];
        for k in kinds {
            assert_eq!(LogKind::parse(&k.to_string()), Some(k.clone()), "{k}");
        }
        assert_eq!(
            LogKind::parse("note a } b"),
            Some(LogKind::Note("a } b".into()))
        );
        assert_eq!(LogKind::Note("a } b\nc".into()).to_string(), "note a ) b c");
        assert_eq!(LogKind::parse("frobnicate"), None);
    }
}
