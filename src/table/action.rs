//! The words of the table: its seats and modes and what a seat does ([`Action`]).
//!
//! Pure data.

use std::{fmt, str::FromStr, time::Duration};

use serde::{Deserialize, Serialize};
use shakmaty::{Color, Square};

use crate::{
    clock::TimeDelta,
    game::{ClaimKind, GameResult},
};

/// Who acts or is told something.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Seat {
    /// The visually disabled player (or the assistant at that board).
    Blind,
    /// The sighted player (or the assistant keeping that board and scoresheet).
    Sighted,
    /// The arbiter.
    Arbiter,
}

impl Seat {
    /// The name used in scripts and transcripts.
    pub fn as_str(self) -> &'static str {
        match self {
            Seat::Blind => "blind",
            Seat::Sighted => "sighted",
            Seat::Arbiter => "arbiter",
        }
    }
}

impl fmt::Display for Seat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl FromStr for Seat {
    type Err = String;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s.trim() {
            "blind" => Ok(Seat::Blind),
            "sighted" => Ok(Seat::Sighted),
            "arbiter" => Ok(Seat::Arbiter),
            other => Err(format!(
                "unknown seat '{other}': expected blind, sighted or arbiter"
            )),
        }
    }
}

/// How much help the players get.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Mode {
    /// Record only: no more help than Appendix D allows; an illegal move is recorded as entered
    /// and flagged for the arbiter, since Article 7.5 is the arbiter's to apply.
    #[default]
    Tournament,
    /// Illegal moves are refused with the reason.
    Casual,
}

impl FromStr for Mode {
    type Err = String;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s.trim() {
            "tournament" => Ok(Mode::Tournament),
            "casual" => Ok(Mode::Casual),
            other => Err(format!(
                "unknown mode '{other}': expected tournament or casual"
            )),
        }
    }
}

/// How the players sit: at two boards (Appendix D), or at one board.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Seating {
    /// The blind player's board and the sighted player's, compared after every entry: a move is
    /// read back, confirmed, pressed and repeated on the other board (Appendix D).
    #[default]
    TwoBoards,
    /// One board and one keyboard entering both players' moves: a move entered is made on both
    /// boards and sheets at once and completed by the press (6.2.1), as `annabella game` plays; there is no
    /// second board to compare, so no read-back and no repetition.
    OneBoard,
}

/// Which part of a seat's record an entry goes to.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Target {
    /// Board and scoresheet (the normal case).
    #[default]
    Both,
    /// Only the scoresheet: the seat wrote this move.
    Sheet,
    /// Only the board: the seat executed this move.
    Board,
}

/// What a seat does: typed where it was said (the codec at the seat's device), and journaled and
/// sent as it is (serde, in the fixed forms of [`super::serial`]), never as words read again.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Action {
    /// Words naming a move: the mover's move, or the opponent's repetition of it.
    Enter {
        /// The words.
        text: String,
        /// Where they go.
        #[serde(default, skip_serializing_if = "Target::is_both")]
        target: Target,
    },
    /// The mover confirms the move read back.
    Confirm,
    /// The mover withdraws the move read back before confirming it: nothing was made, the
    /// mover enters a move again.
    Withdraw,
    /// The mover corrects a slip of the tongue before pressing the clock (D.2.8).
    Correct(String),
    /// The mover presses the clock.
    Press,
    /// Time and moves, on request (D.2.6.1, D.2.10.4).
    TimeQuery,
    /// The arbiter starts the clock (6.6); in casual mode either player may.
    Start,
    /// The arbiter stops the clock (6.11).
    Pause,
    /// The arbiter restarts it.
    Resume,
    /// The arbiter retraces both boards and scoresheets to `ply` plies and restores the clocks
    /// to their readings there (D.2.9).
    Retrace(usize),
    /// The arbiter sets a clock.
    SetClock(
        #[serde(with = "super::serial::color")] Color,
        #[serde(with = "super::serial::nanos")] Duration,
    ),
    /// The arbiter adds (or with a negative delta, takes) time (7.5.5).
    AddTime(
        #[serde(with = "super::serial::color")] Color,
        #[serde(with = "super::serial::delta")] TimeDelta,
    ),
    /// The arbiter asks for the D.2.9 repair steps.
    Repair,
    /// The arbiter confirms a board was set to its scoresheet.
    Fixed(Seat),
    /// The arbiter declares a result.
    Declare(#[serde(with = "super::serial::result")] GameResult),
    /// A player resigns (5.1.2), after confirming it.
    Resign,
    /// A player offers a draw (9.1.2); offering when the opponent's offer stands accepts it.
    OfferDraw,
    /// A player declines the opponent's standing draw offer (or increment request, III.4).
    Decline,
    /// A player (or the assistant for the blind player) informs the arbiter that the opponent
    /// touched the piece on this square (D.2.10.5, Article 4).
    ClaimTouched(#[serde(with = "super::serial::square")] Square),
    /// The arbiter upholds the claim or request before him (a touch, III.4, III.5).
    Uphold,
    /// The arbiter rejects it (III.5: the opponent gets two minutes more).
    Reject,
    /// The arbiter postpones the decision on a III.5 claim, maybe giving the opponent time.
    Postpone(#[serde(with = "super::serial::maybe_nanos")] Option<Duration>),
    /// The arbiter announces the adjournment (Guidelines I), with where and when play resumes.
    Adjourn(String),
    /// The player having the move seals it (I.1.1): entered, never announced nor played; sealing
    /// again changes it until the clock is pressed.
    Seal(String),
    /// The arbiter opens the envelope at the resumption (I.9): the sealed move is played.
    OpenEnvelope,
    /// The player having the move, with less than two minutes and no increment, asks for a
    /// five-second increment for both (Guidelines III.4); it is also an offer of a draw.
    RequestIncrement,
    /// The player having the move, with less than two minutes, claims a draw (III.5, III.6).
    ClaimDraw,
    /// The player having the move claims a draw by threefold repetition (9.2) or the fifty-move
    /// rule (9.3), maybe by writing the move that would bring it about (the words of it).
    ClaimRule {
        /// Threefold or fifty moves.
        #[serde(with = "super::serial::claim")]
        kind: ClaimKind,
        /// The intended move, written but not played.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        intended: Option<String>,
    },
    /// A fallen flag is claimed or observed (6.8): the game decides by 6.9 or Guidelines III.3.1.
    ClaimFlag,
    /// The arbiter writes a note in the log.
    Note(String),
    /// The program came back after a stop or crash (the arbiter's record of it): the clock is
    /// left stopped and the time it was down is charged to nobody until the arbiter decides
    /// (6.11).
    Recovered,
    /// The arbiter sets the move counter of a side's clock (6.10.2, 7.1), with its time.
    SetMoves(
        #[serde(with = "super::serial::color")] Color,
        #[serde(with = "super::serial::nanos")] Duration,
        u32,
    ),
    /// The sighted player's e-board differs from his record on these squares (each: what it
    /// shows, what the record has), still after a while: after the blind player's move was
    /// announced (`stop`: the boards differ, play stops for the arbiter, D.2.9), or between
    /// moves (the arbiter is told).
    EboardOff {
        /// The squares that differ: (square, on the e-board, in the record).
        #[serde(with = "super::serial::off_squares")]
        squares: Vec<super::eboard::OffSquare>,
        /// Whether play stops for the arbiter.
        stop: bool,
    },
    /// The seat's move words are read from now on in this vocabulary: a seat typing in its own
    /// language (a joined device's `--lang es`, the host's `--lang-sighted es`) is read as that
    /// language's own keyboard is. Its device sends it before the first words it reads
    /// differently, so every replica and every replay reads them alike.
    Vocabulary(#[serde(with = "super::serial::vocab")] crate::vocab::VocabName),
}

impl Target {
    /// Board and scoresheet, the normal case (left out of the journal).
    pub fn is_both(&self) -> bool {
        *self == Target::Both
    }
}

impl Action {
    /// The action in the words of a session script, which [`Action::decode`] reads back (the
    /// journal stores the typed action itself).
    pub fn words(&self) -> String {
        let side = |c: Color| if c == Color::White { "white" } else { "black" };
        match self {
            Action::Enter {
                text,
                target: Target::Both,
            } => text.clone(),
            Action::Enter {
                text,
                target: Target::Sheet,
            } => format!("wrote {text}"),
            Action::Enter {
                text,
                target: Target::Board,
            } => format!("executed {text}"),
            Action::Confirm => "confirm".into(),
            Action::Withdraw => "withdraw".into(),
            Action::Correct(text) => format!("correct {text}"),
            Action::Press => "press".into(),
            Action::TimeQuery => "time?".into(),
            Action::Start => "start".into(),
            Action::Pause => "pause".into(),
            Action::Resume => "resume".into(),
            Action::Retrace(ply) => format!("retrace {ply}"),
            Action::SetClock(c, d) => format!(
                "set-clock {} {}",
                side(*c),
                crate::clock::time::format_hmsm(*d)
            ),
            Action::AddTime(c, delta) => {
                let nanos = delta.as_signed_nanos();
                let amount =
                    crate::clock::time::format_hmsm(Duration::from_nanos(nanos.unsigned_abs()));
                format!(
                    "add-time {} {}{amount}",
                    side(*c),
                    if nanos < 0 { "-" } else { "+" }
                )
            }
            Action::Repair => "repair".into(),
            Action::Fixed(seat) => format!("fixed {seat}"),
            // An arbiter's result in the PGN's form; any other (as the one-board game's journals
            // declared) in the Laws' words, which keep the reason.
            Action::Declare(
                result @ (GameResult::Win {
                    reason: crate::game::WinReason::Arbiter,
                    ..
                }
                | GameResult::Draw(crate::game::DrawReason::Arbiter)),
            ) => format!("declare {}", result.pgn()),
            Action::Declare(result) => format!("declare {result}"),
            Action::Resign => "resign".into(),
            Action::OfferDraw => "draw".into(),
            Action::Decline => "decline".into(),
            Action::ClaimTouched(sq) => format!("claim-touched {sq}"),
            Action::Uphold => "uphold".into(),
            Action::Reject => "reject".into(),
            Action::Postpone(None) => "postpone".into(),
            Action::Postpone(Some(d)) => {
                format!("postpone {}", crate::clock::time::format_hmsm(*d))
            }
            Action::Adjourn(text) => format!("adjourn {text}"),
            Action::Seal(text) => format!("seal {text}"),
            Action::OpenEnvelope => "open-envelope".into(),
            Action::RequestIncrement => "request-increment".into(),
            Action::ClaimDraw => "claim-draw".into(),
            Action::ClaimRule { kind, intended } => match intended {
                Some(text) => format!("claim {} {text}", kind.word()),
                None => format!("claim {}", kind.word()),
            },
            Action::ClaimFlag => "flag".into(),
            Action::Note(text) => format!("note {text}"),
            Action::Recovered => "recovered".into(),
            Action::SetMoves(c, d, moves) => format!(
                "set-clock {} {} moves {moves}",
                side(*c),
                crate::clock::time::format_hmsm(*d)
            ),
            Action::EboardOff { squares, stop } => super::eboard::words(squares, *stop),
            Action::Vocabulary(vocab) => format!("vocab {vocab}"),
        }
    }

    /// The move words the action carries, which the table reads in the seat's vocabulary.
    pub fn move_words(&self) -> Option<&str> {
        match self {
            Action::Enter { text, .. } | Action::Correct(text) | Action::Seal(text) => Some(text),
            Action::ClaimRule { intended, .. } => intended.as_deref(),
            _ => None,
        }
    }
}
