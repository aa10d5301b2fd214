//! The UCI protocol, pure: what annabella says to a chess engine and what it reads back, typed.
//!
//! Lines out are written from [`ToEngine`]; lines in are read once into [`FromEngine`] by the
//! `shakmaty-uci` parser, with what engines print besides UCI (a banner, `bestmove (none)`, a
//! `bestmove` that does not parse, anything else) typed too, so that nothing after this module
//! reads an engine's text again. No I/O: the process is `crate::io::engine`.

use std::time::Duration;

use shakmaty::{Color, fen::Fen, uci::UciMove};
use shakmaty_uci::{UciMessage, UciOptionConfig, UciSearchControl, UciTimeControl};

/// The longest line read from an engine, in bytes: a longer one is cut here (an engine that
/// prints without end must not fill the memory).
pub const MAX_LINE: usize = 16 << 10;

/// What annabella sends an engine.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ToEngine {
    /// Switch to UCI; the engine lists its options and says `uciok`.
    Uci,
    /// Ask for `readyok` once the engine has done what it was told.
    IsReady,
    /// The next search belongs to another game.
    NewGame,
    /// Set an option (`value` none for a button).
    SetOption {
        /// The option's name, as the engine listed it.
        name: String,
        /// Its value.
        value: Option<String>,
    },
    /// The position to search: a start (`None`: the standard one) and the moves from it.
    Position {
        /// The start position, unless it is the standard one.
        fen: Option<Fen>,
        /// The moves played from it.
        moves: Vec<UciMove>,
    },
    /// Search the position.
    Go(Search),
    /// Stop searching now and say the best move found.
    Stop,
    /// Leave.
    Quit,
}

/// How long an engine searches: every bound given applies, the first reached ends it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Search {
    /// The time for the move.
    pub movetime: Option<Duration>,
    /// The greatest depth, in plies.
    pub depth: Option<u8>,
    /// The greatest number of nodes.
    pub nodes: Option<u64>,
}

impl ToEngine {
    /// The line to write, without its newline.
    pub fn line(&self) -> String {
        let message = match self {
            ToEngine::Uci => UciMessage::Uci,
            ToEngine::IsReady => UciMessage::IsReady,
            ToEngine::NewGame => UciMessage::UciNewGame,
            ToEngine::SetOption { name, value } => UciMessage::SetOption {
                name: name.clone(),
                value: value.clone(),
            },
            ToEngine::Position { fen, moves } => UciMessage::Position {
                startpos: fen.is_none(),
                fen: fen.clone(),
                moves: moves.clone(),
            },
            ToEngine::Go(search) => UciMessage::Go {
                time_control: search.movetime.map(UciTimeControl::MoveTime),
                search_control: (search.depth.is_some() || search.nodes.is_some()).then(|| {
                    UciSearchControl {
                        depth: search.depth,
                        nodes: search.nodes,
                        ..UciSearchControl::default()
                    }
                }),
            },
            ToEngine::Stop => UciMessage::Stop,
            ToEngine::Quit => UciMessage::Quit,
        };
        message.to_string()
    }
}

/// An engine's evaluation, from the point of view of the side to move.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Score {
    /// Centipawns: +100 is a pawn better for the side to move.
    Cp(i32),
    /// Mate in this many moves: positive when the side to move mates, negative when it is
    /// mated, zero when it is mated on the board.
    Mate(i32),
}

impl Score {
    /// The same score from White's point of view, `turn` being the side to move.
    #[must_use]
    pub fn for_white(self, turn: Color) -> Score {
        if turn == Color::White {
            return self;
        }
        match self {
            Score::Cp(cp) => Score::Cp(-cp),
            Score::Mate(n) => Score::Mate(-n),
        }
    }
}

/// An option an engine offers.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EngineOption {
    /// Its name (`Skill Level`, `UCI_Elo` …).
    pub name: String,
    /// A spin's bounds, when it is one.
    pub range: Option<(i64, i64)>,
}

/// What a search has found so far (`info`).
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Info {
    /// The depth reached.
    pub depth: Option<u8>,
    /// The evaluation, if the line gave one (and not only a bound).
    pub score: Option<Score>,
    /// Which of several lines this is (1 is the best).
    pub multipv: Option<u16>,
    /// The principal variation.
    pub pv: Vec<UciMove>,
}

/// A line an engine printed, read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum FromEngine {
    /// `id name …`.
    Name(String),
    /// `uciok`: the options are listed.
    UciOk,
    /// `readyok`.
    ReadyOk,
    /// `option …`.
    Option(EngineOption),
    /// `info …`.
    Info(Info),
    /// `bestmove`: the move, or `None` for `bestmove (none)` (no legal move).
    BestMove(Option<UciMove>),
    /// A line beginning `bestmove` whose move cannot be read.
    BadBestMove(String),
    /// A UCI message annabella has no use for (`id author`, `copyprotection` …).
    Other,
    /// Not UCI: an engine's banner, or garbage.
    NotUci(String),
}

impl FromEngine {
    /// Reads one line an engine printed.
    pub fn read(line: &str) -> FromEngine {
        let line = line.trim();
        let mut words = line.split_whitespace();
        if words.next() == Some("bestmove") {
            // Stockfish says `bestmove (none)` in a position with no legal move, which the
            // parser does not take.
            if words.next() == Some("(none)") {
                return FromEngine::BestMove(None);
            }
        }
        match line.parse::<UciMessage>() {
            Ok(UciMessage::Id {
                name: Some(name), ..
            }) => FromEngine::Name(name),
            Ok(UciMessage::UciOk) => FromEngine::UciOk,
            Ok(UciMessage::ReadyOk) => FromEngine::ReadyOk,
            Ok(UciMessage::Option(option)) => FromEngine::Option(EngineOption {
                name: option.get_name().to_owned(),
                range: match option {
                    UciOptionConfig::Spin { min, max, .. } => min.zip(max),
                    _ => None,
                },
            }),
            Ok(UciMessage::Info(info)) => FromEngine::Info(Info {
                depth: info.depth,
                score: info.score.as_ref().and_then(|s| {
                    if s.lower_bound || s.upper_bound {
                        return None;
                    }
                    match (s.mate, s.cp) {
                        (Some(n), _) => Some(Score::Mate(i32::from(n))),
                        (None, Some(cp)) => Some(Score::Cp(cp)),
                        (None, None) => None,
                    }
                }),
                multipv: info.multi_pv,
                pv: info.pv,
            }),
            Ok(UciMessage::BestMove { best_move, .. }) => FromEngine::BestMove(Some(best_move)),
            Ok(_) => FromEngine::Other,
            Err(_) if line.starts_with("bestmove") => FromEngine::BadBestMove(line.to_owned()),
            Err(_) => FromEngine::NotUci(line.to_owned()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn mv(text: &str) -> UciMove {
        text.parse().unwrap_or_else(|e| panic!("{e}"))
    }

    #[test]
    fn commands_are_written_as_uci_lines() {
        assert_eq!(ToEngine::Uci.line(), "uci");
        assert_eq!(ToEngine::IsReady.line(), "isready");
        assert_eq!(ToEngine::NewGame.line(), "ucinewgame");
        let option = ToEngine::SetOption {
            name: "Skill Level".into(),
            value: Some("3".into()),
        };
        assert_eq!(option.line(), "setoption name Skill Level value 3");
        let start = ToEngine::Position {
            fen: None,
            moves: vec![mv("e2e4"), mv("e7e5")],
        };
        assert_eq!(start.line(), "position startpos moves e2e4 e7e5");
        let fen: Fen = "4k3/8/8/8/8/8/8/4K2R w K - 0 1"
            .parse()
            .unwrap_or_else(|e| panic!("{e}"));
        let from = ToEngine::Position {
            fen: Some(fen),
            moves: vec![],
        };
        assert_eq!(from.line(), "position fen 4k3/8/8/8/8/8/8/4K2R w K - 0 1");
        let go = ToEngine::Go(Search {
            movetime: Some(Duration::from_millis(200)),
            depth: Some(3),
            nodes: None,
        });
        let line = go.line();
        assert!(line.starts_with("go"), "{line}");
        assert!(line.contains("movetime 200"), "{line}");
        assert!(line.contains("depth 3"), "{line}");
        assert_eq!(ToEngine::Stop.line(), "stop");
        assert_eq!(ToEngine::Quit.line(), "quit");
    }

    #[test]
    fn stockfish_lines_are_read() {
        assert_eq!(
            FromEngine::read("id name Stockfish 15.1"),
            FromEngine::Name("Stockfish 15.1".into())
        );
        assert_eq!(FromEngine::read("uciok"), FromEngine::UciOk);
        assert_eq!(FromEngine::read("readyok\r"), FromEngine::ReadyOk);
        assert_eq!(
            FromEngine::read("option name UCI_Elo type spin default 1350 min 1350 max 2850"),
            FromEngine::Option(EngineOption {
                name: "UCI_Elo".into(),
                range: Some((1350, 2850)),
            })
        );
        let info = FromEngine::read(
            "info depth 10 seldepth 14 multipv 1 score cp 35 nodes 12345 nps 100000 hashfull 3 \
             tbhits 0 time 12 pv e2e4 e7e5 g1f3",
        );
        assert_eq!(
            info,
            FromEngine::Info(Info {
                depth: Some(10),
                score: Some(Score::Cp(35)),
                multipv: Some(1),
                pv: vec![mv("e2e4"), mv("e7e5"), mv("g1f3")],
            })
        );
        let mated = FromEngine::read("info depth 0 score mate 0");
        assert!(matches!(
            mated,
            FromEngine::Info(Info {
                score: Some(Score::Mate(0)),
                ..
            })
        ));
        // A bound is not an evaluation.
        let bound = FromEngine::read("info depth 20 score cp 20 lowerbound pv e2e4");
        assert!(matches!(bound, FromEngine::Info(Info { score: None, .. })));
        assert_eq!(
            FromEngine::read("bestmove e7e8q ponder e1e2"),
            FromEngine::BestMove(Some(mv("e7e8q")))
        );
        assert_eq!(
            FromEngine::read("bestmove (none)"),
            FromEngine::BestMove(None)
        );
    }

    #[test]
    fn what_is_not_uci_is_typed_as_such() {
        assert!(matches!(
            FromEngine::read("Stockfish 15.1 by the Stockfish developers (see AUTHORS file)"),
            FromEngine::NotUci(_)
        ));
        assert!(matches!(FromEngine::read("§$%&/"), FromEngine::NotUci(_)));
        assert!(matches!(FromEngine::read(""), FromEngine::NotUci(_)));
        assert_eq!(
            FromEngine::read("bestmove zz99"),
            FromEngine::BadBestMove("bestmove zz99".into())
        );
        assert_eq!(FromEngine::read("id author someone"), FromEngine::Other);
    }

    #[test]
    fn scores_turn_to_whites_side() {
        assert_eq!(Score::Cp(50).for_white(Color::Black), Score::Cp(-50));
        assert_eq!(Score::Mate(3).for_white(Color::Black), Score::Mate(-3));
        assert_eq!(Score::Mate(-2).for_white(Color::White), Score::Mate(-2));
    }
}
