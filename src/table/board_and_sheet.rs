//! One seat's board and scoresheet: what that seat executed and what it wrote, ply by ply.
//!
//! Pure. Normally both hold the same move; they part when a seat writes one move and executes
//! another, which is exactly the case D.2.9 distinguishes ("the player who has written the
//! correct move but made the wrong one").

use shakmaty::{Chess, Move, Position, san::SanPlus};

use crate::{announce::Announcer, parse::MoveIntent};

/// How a null move is written in a score and on a board and sheet (an unplayable entry's SAN is bracketed,
/// so the two never meet).
const NULL: &str = "--";

/// One ply as a seat recorded it: the data each seat's presenter words in its own style.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SeatPly {
    /// The words as the seat entered them.
    pub text: String,
    /// The move, when the words name a legal move in the position they were made in; `None`
    /// for an illegal move recorded as entered (tournament mode).
    pub mv: Option<Move>,
    /// The move in SAN, or the words in brackets when there is no move.
    pub san: String,
    /// The position the words were understood in (before the move).
    pub before: Chess,
    /// What the words were read as, for an illegal move (to announce it in a seat's own words
    /// rather than as typed); `None` for a legal move or words read as nothing.
    pub intent: Option<MoveIntent>,
}

impl SeatPly {
    /// An entry for `mv`, legal in `pos`.
    pub fn legal(text: &str, pos: &Chess, mv: Move) -> SeatPly {
        let san = SanPlus::from_move(pos.clone(), mv).to_string();
        SeatPly {
            text: text.to_owned(),
            mv: Some(mv),
            san,
            before: pos.clone(),
            intent: None,
        }
    }

    /// An entry for words that are no legal move in the seat's position `pos`, read as
    /// `intent`.
    pub fn unplayable(text: &str, pos: &Chess, intent: Option<MoveIntent>) -> SeatPly {
        let text = text.trim();
        SeatPly {
            text: text.to_owned(),
            mv: None,
            san: format!("({text})"),
            before: pos.clone(),
            intent,
        }
    }

    /// A null move of a score (`--`) in `pos`: no piece moves, the turn passes (only an imported
    /// game holds one).
    pub fn null(pos: &Chess) -> SeatPly {
        SeatPly {
            text: NULL.to_owned(),
            mv: None,
            san: NULL.to_owned(),
            before: pos.clone(),
            intent: None,
        }
    }

    /// Whether this is a null move of a score.
    pub fn is_null(&self) -> bool {
        self.mv.is_none() && self.san == NULL
    }

    /// The entry in `announcer`'s words: the move announced, an illegal move as it was read,
    /// or else the words as entered.
    pub fn words(&self, announcer: &Announcer) -> String {
        match (self.mv, self.intent) {
            (Some(mv), _) => announcer.announce(&self.before, &mv),
            (None, Some(intent)) => announcer.intent(&intent),
            (None, None) => self.text.clone(),
        }
    }

    /// Whether the move gives check or mate, and whether it captures (for the cues).
    pub fn marks(&self) -> (bool, bool) {
        let Some(mv) = self.mv else {
            return (false, false);
        };
        let mut after = self.before.clone();
        after.play_unchecked(mv);
        (after.is_check(), mv.is_capture())
    }

    /// Whether two entries record the same move.
    pub fn same_move(&self, other: &SeatPly) -> bool {
        match (self.mv, other.mv) {
            (Some(a), Some(b)) => a == b,
            _ => self.san == other.san,
        }
    }
}

/// A record that can be played forward: the entries and the position they lead to.
#[derive(Debug, Clone)]
pub struct PlyLine {
    start: Chess,
    entries: Vec<SeatPly>,
    position: Chess,
}

impl PlyLine {
    /// An empty line from `start`.
    pub fn new(start: Chess) -> PlyLine {
        PlyLine {
            position: start.clone(),
            start,
            entries: Vec::new(),
        }
    }

    /// The entries, ply 1 first.
    pub fn entries(&self) -> &[SeatPly] {
        &self.entries
    }

    /// How many plies are recorded.
    pub fn len(&self) -> usize {
        self.entries.len()
    }

    /// Whether nothing is recorded.
    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    /// The position after the playable entries.
    pub fn position(&self) -> &Chess {
        &self.position
    }

    /// Appends an entry; an unplayable one leaves the position as it is.
    pub fn push(&mut self, entry: SeatPly) {
        self.position = played(std::mem::take(&mut self.position), &entry);
        self.entries.push(entry);
    }

    /// Removes the last entry.
    pub fn pop(&mut self) -> Option<SeatPly> {
        let last = self.entries.pop();
        self.replay();
        last
    }

    /// Keeps the first `plies` entries.
    pub fn truncate(&mut self, plies: usize) {
        self.entries.truncate(plies);
        self.replay();
    }

    /// Replaces the whole line by `entries`.
    pub fn set(&mut self, entries: Vec<SeatPly>) {
        self.entries = entries;
        self.replay();
    }

    fn replay(&mut self) {
        self.position = self
            .entries
            .iter()
            .fold(self.start.clone(), |position, entry| {
                played(position, entry)
            });
    }
}

/// `position` after `entry`: a legal move played, a null move passing the turn (where the
/// record could pass it), anything else leaving it as it is.
fn played(mut position: Chess, entry: &SeatPly) -> Chess {
    match entry.mv {
        Some(mv) if position.is_legal(mv) => position.play_unchecked(mv),
        None if entry.is_null() => {
            if let Ok(after) = crate::game::record::play_null(&position) {
                position = after;
            }
        }
        _ => {}
    }
    position
}

/// A seat's board and scoresheet.
#[derive(Debug, Clone)]
pub struct BoardAndSheet {
    /// The moves executed on the seat's board.
    pub board: PlyLine,
    /// The moves written on the seat's scoresheet (or recorded on the blind player's device).
    pub sheet: PlyLine,
}

impl BoardAndSheet {
    /// An empty board and sheet from `start`.
    pub fn new(start: &Chess) -> BoardAndSheet {
        BoardAndSheet {
            board: PlyLine::new(start.clone()),
            sheet: PlyLine::new(start.clone()),
        }
    }

    /// Records a ply on board and scoresheet alike.
    pub fn push(&mut self, entry: SeatPly) {
        self.board.push(entry.clone());
        self.sheet.push(entry);
    }

    /// Takes the last ply back from both.
    pub fn pop(&mut self) {
        self.board.pop();
        self.sheet.pop();
    }

    /// Keeps the first `plies` of both.
    pub fn truncate(&mut self, plies: usize) {
        self.board.truncate(plies);
        self.sheet.truncate(plies);
    }
}
