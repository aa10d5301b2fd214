//! What the table tells its seats: structured [`Event`]s, never words. Each seat's presenter
//! (`crate::present`) words them in that seat's language, vocabulary and style, and picks the
//! cues from the data (a capture, a check, a divergence), so one table can speak German to the
//! blind player, Spanish to the assistant and English to the arbiter.
//!
//! Pure data.

use std::time::Duration;

use shakmaty::{Chess, Color, Piece, Square};

use super::{Divergence, Mode, Seat, SeatPly, Target};
use crate::{
    clock::{ClockEvent, ClockReading, TimeDelta},
    game::{ClaimKind, GameError, GameResult},
    parse::ParseError,
    resolve::MoveError,
};

/// How urgent an event is; the seat's interface decides how to present it (speech for the blind
/// seat, screen and sound for the sighted seat, the log for the arbiter).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Urgency {
    /// Ordinary information.
    Info,
    /// A move announcement, which must never be dropped.
    Move,
    /// An alarm: divergence, flag fall, illegal move.
    Alert,
}

/// Something one seat is told.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Event {
    /// Who is told.
    pub to: Seat,
    /// How urgent it is.
    pub urgency: Urgency,
    /// What happened.
    pub told: Told,
}

/// What a seat is told.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Told {
    /// The mode of the table, at the start.
    Mode(Mode),
    /// The mover's entry, read back for confirmation (D.2.3).
    ReadBack(SeatPly),
    /// The mover withdrew the entry read back before confirming it; nothing was made.
    Withdrawn(SeatPly),
    /// The mover confirmed: the move was announced to the opponent.
    Announced,
    /// The opponent's move, announced (D.2.3), or its correction (D.2.8).
    Move {
        /// The ply (1-based) in the mover's record.
        ply: usize,
        /// The mover's colour.
        color: Color,
        /// The move as the mover recorded it.
        entry: SeatPly,
        /// Whether it replaces a move announced before (a slip of the tongue corrected).
        correction: bool,
    },
    /// The mover's slip was corrected to this move.
    Corrected(SeatPly),
    /// The repeating seat's entry was recorded: on its board and scoresheet, or only on the one
    /// the seat named (`wrote`, `executed`).
    Recorded {
        /// The entry.
        entry: SeatPly,
        /// Where it went.
        target: Target,
    },
    /// The seat's action was refused.
    Refused(Refusal),
    /// Play stopped for the arbiter (an illegal move completed by the press).
    WaitingForArbiter,
    /// The two records part (D.2.9).
    Divergence(Divergence),
    /// A clock call, a new period, a flag.
    Clock(ClockEvent),
    /// The game ended.
    Result(GameResult),
    /// A player offered a draw.
    DrawOffered(Seat),
    /// What the arbiter did, told to the players.
    Ruling(LogEntry),
    /// An entry of the arbiter log, told to the arbiter.
    Log(LogEntry),
    /// Time and moves, on request (D.2.6.1).
    TimeReading(ClockReading),
    /// Both records were retraced and the clocks restored (D.2.9), told to the players in
    /// tournament mode without the ply or the moves completed (12.6): they may ask the time.
    Retraced,
    /// The sealer's own move, read back to the sealer alone (Guidelines I.1.1): it may be sealed
    /// again until the clock is pressed.
    Sealed(SeatPly),
    /// The envelope's data, for the arbiter's file only (Guidelines I.2): the edge writes it;
    /// presenters never word the sealed move.
    Envelope(Box<Envelope>),
    /// The final position and the scoresheet referred to the designated arbiter (Guidelines
    /// III.6): the edge writes them to a file.
    Referral(Box<Referral>),
    /// A claim of a draw by 9.2 or 9.3 was found incorrect: the arbiter adds `penalty` to the
    /// opponent's time (9.5.3), and an intended move written must be played (9.5.2).
    ClaimRejected {
        /// Who claimed.
        claimant: Color,
        /// What was claimed.
        kind: ClaimKind,
        /// The time the opponent is given.
        penalty: Duration,
        /// Whether the claim came with a move written, which must now be played.
        written: bool,
    },
    /// Both flags are down, which first cannot be told, and this is not the last period: play
    /// goes on (Guidelines III.3.1).
    BothFlagsContinue,
    /// Both flags are down; which fell first, if it can be told.
    BothFlags(Option<Color>),
}

/// What is written on (and put in) the envelope of an adjourned game (Guidelines I.2).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Envelope {
    /// The players' names (I.2.1): White, Black.
    pub white: String,
    /// Black's name.
    pub black: String,
    /// The position immediately before the sealed move, as FEN (I.2.2).
    pub fen: String,
    /// The time used by each player (I.2.3) and what is left.
    pub clocks: ClockReading,
    /// Who sealed (I.2.4).
    pub sealer: Color,
    /// The number of the sealed move (I.2.5).
    pub number: u32,
    /// A draw offer still current, and whose (I.2.6).
    pub draw_offer: Option<Color>,
    /// The date, time and venue of resumption, as the arbiter gave them (I.2.7).
    pub resumption: String,
    /// The sealed move, as the sealer entered it (inside the envelope).
    pub sealed: SeatPly,
}

/// The record of a game concluded by a claim without an arbiter (Guidelines III.6).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Referral {
    /// Who claimed.
    pub claimant: Color,
    /// The final position, as FEN.
    pub fen: String,
    /// The scoresheet (SAN), up to date.
    pub scoresheet: Vec<String>,
    /// The clocks when the claim was made.
    pub clocks: ClockReading,
}

/// One entry of the arbiter log: structured, worded by whoever shows it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LogEntry {
    /// The arbiter started the clock.
    ClockStarted,
    /// The arbiter stopped the clock.
    ClockStopped,
    /// The arbiter set a clock.
    ClockSet {
        /// Whose clock.
        side: Color,
        /// The time it now shows.
        remaining: Duration,
    },
    /// The arbiter added (or took) time.
    TimeAdded {
        /// Whose clock.
        side: Color,
        /// How much.
        delta: TimeDelta,
    },
    /// The arbiter declared a result.
    Declared(GameResult),
    /// Play resumed.
    Resumed,
    /// Both records retraced to `ply`, the clocks restored to `clocks`.
    Retraced {
        /// The ply retraced to.
        ply: usize,
        /// The clocks as restored.
        clocks: ClockReading,
    },
    /// A seat's board was set to its scoresheet.
    Fixed(Seat),
    /// A step of the D.2.9 (or Article 7.5) repair.
    Repair(RepairStep),
    /// A slip of the tongue corrected (D.2.8).
    Corrected {
        /// The ply.
        ply: usize,
        /// Who corrected.
        seat: Seat,
        /// The move first announced.
        old: SeatPly,
        /// The move it became.
        new: SeatPly,
    },
    /// An illegal move recorded as entered (tournament mode): Article 7.5 is the arbiter's.
    Illegal {
        /// The ply.
        ply: usize,
        /// Who made it.
        seat: Seat,
        /// The move as entered.
        entry: SeatPly,
    },
    /// The records part.
    Divergence(Divergence),
    /// A draw offer.
    DrawOffered(Seat),
    /// A flag fell (or another clock event worth recording).
    Clock(ClockEvent),
    /// The game ended.
    Result(GameResult),
    /// A player declined the opponent's draw offer (or increment request).
    Declined(Seat),
    /// A player informs the arbiter that the opponent touched the piece on `square` (D.2.10.5).
    TouchClaimed {
        /// Who claims.
        claimant: Seat,
        /// The square.
        square: Square,
        /// What stands there in the game's position.
        piece: Option<Piece>,
        /// The position, as FEN, for the arbiter.
        fen: String,
    },
    /// The touch claim is upheld: `accused` must move (or capture) the piece on `square`
    /// (Article 4.3), unless no legal move does (`free`: any legal move may then be made).
    TouchUpheld {
        /// Who must move it.
        accused: Seat,
        /// The square.
        square: Square,
        /// The piece.
        piece: Option<Piece>,
        /// No legal move moves or takes it.
        free: bool,
    },
    /// The touch claim is rejected.
    TouchRejected {
        /// The square.
        square: Square,
    },
    /// The player having the move asks for a five-second increment for both (III.4), an offer of
    /// a draw.
    IncrementRequested(Seat),
    /// The arbiter agreed: the increment applies to both, the opponent got two minutes more.
    IncrementIntroduced {
        /// The increment.
        increment: Duration,
        /// The opponent, who gets `added`.
        side: Color,
        /// The time added.
        added: Duration,
    },
    /// The arbiter did not agree to the increment; play goes on as before.
    IncrementRefused,
    /// The player having the move claims a draw with less than two minutes (III.5, III.6).
    DrawClaimed(Seat),
    /// The arbiter postpones the decision on the claim (III.5), maybe giving `side` time.
    ClaimPostponed {
        /// The opponent.
        side: Color,
        /// The time given, if any.
        added: Option<Duration>,
    },
    /// The arbiter rejects the claim (III.5): the opponent gets two minutes more.
    ClaimRejected {
        /// The opponent.
        side: Color,
        /// The time added.
        added: Duration,
    },
    /// Without an arbiter the claim concludes the game; the record goes to the designated
    /// arbiter (III.6).
    ClaimReferred(Seat),
    /// The arbiter adjourns the game; `sealer` must seal the move (Guidelines I.1.1).
    Adjourned {
        /// The player having the move.
        sealer: Seat,
        /// Date, time and venue of resumption (I.2.7).
        resumption: String,
    },
    /// The move was sealed and the clock stopped; the envelope is the arbiter's (I.1.1, I.3).
    MoveSealed {
        /// Who sealed.
        sealer: Seat,
        /// The number of the sealed move.
        number: u32,
    },
    /// A claim of a draw by 9.2 or 9.3 found incorrect: the opponent was given `penalty`
    /// (9.5.3), and the move written with it, if any, must be played.
    ClaimIncorrect {
        /// Who claimed.
        claimant: Color,
        /// What was claimed.
        kind: crate::game::ClaimKind,
        /// The time added to the opponent.
        penalty: std::time::Duration,
        /// The move written with the claim.
        written: Option<SeatPly>,
    },
    /// The program came back after a crash with `side`'s clock running: its last record is
    /// from `since` (civil time) and `unaccounted` since then is in no record; the clock is
    /// stopped and the arbiter decides (6.11).
    DownTime {
        /// Whose clock ran.
        side: Color,
        /// The civil time of the last record.
        since: crate::game::WallTime,
        /// The time since then that no record accounts for.
        unaccounted: std::time::Duration,
    },
    /// The arbiter opened the envelope where it could not be read: the sealer's device, which
    /// holds the sealed move, reveals it.
    EnvelopeAsked {
        /// Who sealed.
        sealer: Seat,
    },
    /// At the resumption the envelope was opened and the sealed move made (I.9.1).
    EnvelopeOpened {
        /// Who sealed.
        sealer: Seat,
        /// The sealed move.
        entry: SeatPly,
    },
    /// The sighted player's e-board differs from his record (issue 27).
    EboardOff {
        /// The plies on his board.
        ply: usize,
        /// The squares that differ.
        squares: Vec<super::eboard::OffSquare>,
        /// Whether play stopped for the arbiter.
        stop: bool,
    },
}

/// A step the arbiter is guided through to repair the records.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RepairStep {
    /// The records agree: nothing to repair.
    Nothing,
    /// The scoresheets differ from ply `first`: retrace both to `ply`.
    Retrace {
        /// The first ply where the scoresheets differ.
        first: usize,
        /// The last ply where they agree.
        ply: usize,
    },
    /// The scoresheets agree; set `seat`'s board to its scoresheet.
    SetBoard {
        /// Whose board.
        seat: Seat,
        /// Each square to set and what goes there.
        squares: Vec<(Square, Option<Piece>)>,
    },
    /// An illegal move was completed (Article 7.5): retrace to the position before it.
    Illegal {
        /// The ply of the illegal move.
        ply: usize,
        /// Who made it.
        seat: Seat,
    },
}

/// A refused action: a domain answer, told to the seat that acted.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Refusal {
    /// It is another seat's turn to act.
    NotYourTurn,
    /// Only the arbiter may do that.
    ArbiterOnly,
    /// Nothing to confirm, correct or press now.
    NothingPending,
    /// Play waits for the arbiter.
    WaitingForArbiter,
    /// The game is over.
    Over,
    /// The boards still differ; they must be repaired before play resumes.
    StillDiverged,
    /// The words are not understood as a move.
    Parse(ParseError),
    /// The words name no move that can be played here (or more than one).
    Move {
        /// The position the words were read in.
        pos: Box<Chess>,
        /// Why not.
        error: MoveError,
    },
    /// The game refused it.
    Game(GameError),
    /// 4.8: the claimant has touched a piece with the intention of moving it (a move entered),
    /// and has lost the right to claim against the opponent's touch.
    TouchForfeited,
    /// The opponent does not have the move (or has already made it): there is no touch to claim.
    TouchNotTheirMove,
    /// There is no piece on the square claimed.
    TouchEmptySquare(Square),
    /// A claim upheld binds this move: the piece on `square` must be moved or taken (4.3).
    MustMoveTouched {
        /// The square.
        square: Square,
        /// The piece.
        piece: Option<Piece>,
    },
    /// A claim found incorrect binds this move: the move written with it must be played
    /// (9.2.1.1, 9.5.3).
    MustPlayWritten(Box<SeatPly>),
    /// The seat that is to execute and write the opponent's move entered a move of its own
    /// (legal once the opponent's is made): the opponent's comes first (D.2.1).
    RepeatFirst(Box<SeatPly>),
    /// There is no claim or request before the arbiter to decide (or not that kind).
    NothingClaimed,
    /// A quickplay-finish request or claim needs less than two minutes on the claimant's clock
    /// (Guidelines III.4, III.5).
    NotUnderTwoMinutes,
    /// Guidelines III.4–III.6 are for games without increment.
    HasIncrement,
    /// Only the player having the move may do that.
    NotYourMove,
    /// The game is not adjourned (or the move is already sealed, or not yet).
    NotAdjourned,
    /// The game is adjourned: the move must be sealed and the envelope opened first.
    Adjourned,
    /// The game is adjourned and its move sealed: the envelope must be opened first.
    AwaitsEnvelope,
    /// The sealed move cannot be read here: its keys are not on this device (Guidelines I.12:
    /// the arbiter sets up the position and the clocks).
    EnvelopeUnread,
    /// At one board a move is made as it is entered: there is nothing to read back, confirm,
    /// correct, press or repeat.
    OneBoard,
}
