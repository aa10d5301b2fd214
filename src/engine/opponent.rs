//! The engine as the opponent's seat at a table, sans-I/O: it looks at the table after every
//! change and does what that seat's player would (enters, confirms and presses its move,
//! repeats the player's move on its board, answers a draw offer on its evaluation), and
//! answers the player's requests for help. Its moves enter the table as that seat's actions,
//! like a keyboard's; nothing waits on the engine. What it decides comes out as [`OpponentTodo`]s for
//! the edge (`crate::run::engine`), what it tells as [`EngineSaid`] for each seat's words.

use std::time::Duration;

use shakmaty::{CastlingMode, Chess, Color, EnPassantMode, Move, Position, fen::Fen, uci::UciMove};

use super::{
    Ask, Level, Strength,
    driver::{self, EngineDriver, EngineFault, Job, SearchResult},
};
use crate::{
    clock::{ClockState, Timestamp},
    table::{Action, Mode, Phase, Seat, Table, Target},
    uci::{Score, Search},
};

/// The engine's seat at a practice table.
pub const SEAT: Seat = Seat::Sighted;

/// How long the engine thinks on a request for help (at full strength): the answer comes within
/// this and the engine's start.
pub const HELP_TIME: Duration = Duration::from_millis(1000);

/// How long it thinks on a draw offer.
pub const DRAW_TIME: Duration = Duration::from_millis(500);

/// The engine accepts a draw when it thinks it stands no better than this (centipawns).
pub const DRAW_MARGIN: i32 = 25;

/// What a search is for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Purpose {
    /// The engine's move in the position `key` names.
    Move(String),
    /// Whether to accept the standing draw offer, in that position.
    Draw(String),
    /// A seat's request for help.
    Help {
        /// Who asked.
        seat: Seat,
        /// What.
        ask: Ask,
        /// The position asked about.
        position: Chess,
    },
}

/// What the engine has to tell a seat, for that seat's words ([`super::telling`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum EngineSaid {
    /// Who plays what, and how strong.
    Playing {
        /// The engine's colour.
        side: Color,
        /// Its level.
        level: Level,
    },
    /// The level now.
    Level(Level),
    /// A level that does not exist.
    NoSuchLevel(u8),
    /// The evaluation in words, from White's point of view; `None` when the engine gave none.
    Eval(Option<Score>),
    /// The evaluation as a number, from White's point of view.
    Score(Option<Score>),
    /// Which piece to move: the one on this square.
    Hint {
        /// The position.
        position: Chess,
        /// The move the engine would play (its piece is named, not its move).
        best: Move,
    },
    /// The engine's move for the position.
    Best {
        /// The position.
        position: Chess,
        /// The move.
        best: Move,
    },
    /// What the opponent would play if it were its move.
    Threat {
        /// The position with the turn passed.
        position: Chess,
        /// Its move.
        threat: Move,
    },
    /// No threat can be asked while in check.
    ThreatInCheck,
    /// There is no legal move.
    NoMove,
    /// Help with a move only when it is the player's.
    NotYourMove,
    /// Nothing to take back.
    NothingToTakeBack,
    /// The engine accepted the draw.
    DrawAccepted,
    /// The engine declined the draw: it thinks it stands better.
    DrawDeclined,
    /// The engine failed.
    Fault {
        /// How.
        fault: EngineFault,
        /// Whether it is started again.
        restarting: bool,
    },
}

/// What the edge is to do.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum OpponentTodo {
    /// Start the engine's program (ending any earlier one).
    Spawn,
    /// Write these lines to it.
    Send(Vec<String>),
    /// Take this action for this seat, as if typed.
    Act(Seat, Action),
    /// Tell a seat.
    Tell(Seat, EngineSaid),
    /// The engine is given up: the seat is the keyboard's again.
    Free(Seat),
}

/// The engine at the table.
#[derive(Debug)]
pub struct Opponent {
    level: Level,
    driver: EngineDriver<Purpose>,
    /// The game was brought back from its journal: the clock, stopped then, goes on at the
    /// first look (there is no arbiter at a practice table).
    recovered: bool,
    /// The player being helped and told.
    player: Seat,
}

/// The position a table's game stands in, as the engine is given it: its start and moves.
fn game_moves(table: &Table) -> (Chess, Vec<Move>) {
    let record = table.game().record();
    let moves: Option<Vec<Move>> = record.plies().iter().map(|p| p.mv).collect();
    match moves {
        Some(moves) => (record.start().clone(), moves),
        // A null move of an imported score: the engine gets the position as it stands.
        None => (record.position().clone(), Vec::new()),
    }
}

/// What names a position of the game: its FEN and how many plies led to it.
pub fn key(table: &Table) -> String {
    let record = table.game().record();
    let fen = Fen::from_position(record.position(), EnPassantMode::Legal);
    format!("{} {fen}", record.plies().len())
}

impl Opponent {
    /// The engine at `level`, started now; the player is told who plays what.
    pub fn new(
        level: Level,
        table: &Table,
        recovered: bool,
        now: Timestamp,
    ) -> (Opponent, Vec<OpponentTodo>) {
        let mut opponent = Opponent {
            level,
            driver: EngineDriver::new(),
            recovered,
            player: Seat::Blind,
        };
        let start = opponent.driver.start(now);
        let mut todo = opponent.engine(start, table);
        if let Some(side) = table.color_of(SEAT) {
            todo.push(OpponentTodo::Tell(
                opponent.player,
                EngineSaid::Playing { side, level },
            ));
        }
        (opponent, todo)
    }

    /// The level.
    pub fn level(&self) -> Level {
        self.level
    }

    /// The engine's name, once it said it.
    pub fn name(&self) -> Option<&str> {
        self.driver.name()
    }

    /// When it must next be woken.
    pub fn poll_timeout(&self) -> Option<Timestamp> {
        self.driver.poll_timeout()
    }

    /// Time has passed.
    pub fn handle_timeout(&mut self, table: &Table, now: Timestamp) -> Vec<OpponentTodo> {
        let todo = self.driver.handle_timeout(now);
        self.engine(todo, table)
    }

    /// A line from the engine.
    pub fn line(&mut self, table: &Table, text: &str, now: Timestamp) -> Vec<OpponentTodo> {
        let todo = self.driver.line(text, now);
        self.engine(todo, table)
    }

    /// The engine's program ended.
    pub fn exited(&mut self, table: &Table, now: Timestamp) -> Vec<OpponentTodo> {
        let todo = self.driver.exited(now);
        self.engine(todo, table)
    }

    /// The engine's program could not be started.
    pub fn spawn_failed(
        &mut self,
        table: &Table,
        reason: crate::present::cli::FileProblem,
    ) -> Vec<OpponentTodo> {
        let todo = self.driver.spawn_failed(reason);
        self.engine(todo, table)
    }

    /// The table may have changed: what the engine's seat does now.
    pub fn sync(&mut self, table: &Table, now: Timestamp, stamp: Timestamp) -> Vec<OpponentTodo> {
        if self.driver.failed() {
            return Vec::new();
        }
        let Some(engine) = table.color_of(SEAT) else {
            return Vec::new();
        };
        let mut todo = Vec::new();
        let paused = matches!(table.game().clock().state(), ClockState::Paused { .. });
        if std::mem::take(&mut self.recovered) && paused && *table.phase() != Phase::Arbiter {
            todo.push(OpponentTodo::Act(Seat::Arbiter, Action::Resume));
            return todo;
        }
        // At a tournament table the arbiter starts the clock (6.6); a practice game has none,
        // so the engine's seat asks it to, as the program stands in for the arbiter.
        let ready = matches!(table.game().clock().state(), ClockState::Ready { .. });
        if ready && table.mode() == Mode::Tournament && !matches!(table.phase(), Phase::Over(_)) {
            todo.push(OpponentTodo::Act(Seat::Arbiter, Action::Start));
            return todo;
        }
        let key = key(table);
        if table.draw_offer() == Some(!engine)
            && !matches!(table.phase(), Phase::Over(_))
            && !self.pending(|p| *p == Purpose::Draw(key.clone()))
        {
            todo.extend(self.search(
                table,
                Purpose::Draw(key.clone()),
                Strength::Full,
                DRAW_TIME,
                now,
            ));
        }
        match table.phase() {
            Phase::Repeating { mover, .. } if *mover != engine => {
                // The player's move, executed on the engine's board.
                if let Some(last) = table.game().record().plies().last().and_then(|p| p.mv) {
                    let text = UciMove::from_move(last, CastlingMode::Standard).to_string();
                    todo.push(OpponentTodo::Act(
                        SEAT,
                        Action::Enter {
                            text,
                            target: Target::Both,
                        },
                    ));
                }
            }
            Phase::ReadBack { mover, .. } if *mover == engine => {
                todo.push(OpponentTodo::Act(SEAT, Action::Confirm));
            }
            Phase::Made { mover, .. } if *mover == engine => {
                todo.push(OpponentTodo::Act(SEAT, Action::Press));
            }
            Phase::Entering { mover }
                if *mover == engine
                    && !paused
                    && !self.pending(|p| *p == Purpose::Move(key.clone())) =>
            {
                let reading = table.game().reading(stamp);
                let period = reading.period.get(engine);
                let periods = table.game().setup().control.periods();
                let bonus = periods
                    .get(*period)
                    .or(periods.last())
                    .map_or(Duration::ZERO, |p| p.bonus.amount());
                let time = self
                    .level
                    .move_time(Some((*reading.remaining.get(engine), bonus)));
                let strength = self.level.strength;
                todo.extend(self.search(table, Purpose::Move(key), strength, time, now));
            }
            _ => {}
        }
        todo
    }

    /// A seat's request: help, the level, a takeback (already confirmed).
    pub fn ask(
        &mut self,
        table: &Table,
        seat: Seat,
        ask: Ask,
        now: Timestamp,
    ) -> Vec<OpponentTodo> {
        let player = table.color_of(seat);
        let position = facing(table);
        match ask {
            help if help.is_help() && table.mode() == Mode::Tournament => Vec::new(),
            Ask::Hint | Ask::Best if player != Some(position.turn()) => {
                vec![OpponentTodo::Tell(seat, EngineSaid::NotYourMove)]
            }
            Ask::Hint | Ask::Best | Ask::Eval | Ask::Score => {
                // The game's moves, and the one announced but not yet on its board.
                let (start, mut moves) = game_moves(table);
                moves.extend(pending_move(table));
                self.search_from(
                    table,
                    (start, moves),
                    Purpose::Help {
                        seat,
                        ask,
                        position,
                    },
                    Strength::Full,
                    HELP_TIME,
                    now,
                )
            }
            Ask::Threat => {
                if position.is_check() {
                    return vec![OpponentTodo::Tell(seat, EngineSaid::ThreatInCheck)];
                }
                match position.swap_turn() {
                    Ok(passed) => self.search_from(
                        table,
                        (passed.clone(), Vec::new()),
                        Purpose::Help {
                            seat,
                            ask,
                            position: passed,
                        },
                        Strength::Full,
                        HELP_TIME,
                        now,
                    ),
                    Err(_) => vec![OpponentTodo::Tell(seat, EngineSaid::ThreatInCheck)],
                }
            }
            Ask::Level(None) => vec![OpponentTodo::Tell(seat, EngineSaid::Level(self.level))],
            Ask::Level(Some(n)) => match Level::get(n) {
                Some(level) => {
                    self.level = level;
                    vec![OpponentTodo::Tell(seat, EngineSaid::Level(level))]
                }
                None => vec![OpponentTodo::Tell(seat, EngineSaid::NoSuchLevel(n))],
            },
            Ask::Takeback => self.takeback(table, seat),
            _ => Vec::new(),
        }
    }

    /// Both boards, both scoresheets and the clocks back to the player's last turn before now
    /// (the last pair of moves, or the player's last move while the engine thinks).
    fn takeback(&mut self, table: &Table, seat: Seat) -> Vec<OpponentTodo> {
        let Some(player) = table.color_of(seat) else {
            return Vec::new();
        };
        let record = table.game().record();
        let plies = record.plies().len();
        let back = (0..plies).rev().find(|&p| {
            record
                .position_at(p)
                .is_some_and(|pos| pos.turn() == player)
        });
        let Some(ply) = back else {
            return vec![OpponentTodo::Tell(seat, EngineSaid::NothingToTakeBack)];
        };
        // What the engine was thinking about is of no more use.
        self.driver
            .drop_queued(|p| matches!(p, Purpose::Move(_) | Purpose::Draw(_)));
        vec![
            OpponentTodo::Act(Seat::Arbiter, Action::Retrace(ply)),
            OpponentTodo::Act(Seat::Arbiter, Action::Resume),
        ]
    }

    fn pending(&self, what: impl Fn(&Purpose) -> bool) -> bool {
        self.driver.pending().any(|job| what(&job.tag))
    }

    /// A search of the game's position, for `purpose`.
    fn search(
        &mut self,
        table: &Table,
        purpose: Purpose,
        strength: Strength,
        time: Duration,
        now: Timestamp,
    ) -> Vec<OpponentTodo> {
        let (start, moves) = game_moves(table);
        self.search_from(table, (start, moves), purpose, strength, time, now)
    }

    /// A search of the position `moves` lead to from `start`; the engine's own moves go no
    /// deeper than its level allows.
    fn search_from(
        &mut self,
        table: &Table,
        (start, moves): (Chess, Vec<Move>),
        purpose: Purpose,
        strength: Strength,
        time: Duration,
        now: Timestamp,
    ) -> Vec<OpponentTodo> {
        let depth = match purpose {
            Purpose::Move(_) => self.level.depth,
            _ => None,
        };
        let job = Job {
            tag: purpose,
            start,
            moves,
            strength,
            search: Search {
                movetime: Some(time),
                depth,
                nodes: None,
            },
        };
        let todo = self.driver.submit(job, now);
        self.engine(todo, table)
    }

    /// What the session's todos mean at the table.
    fn engine(
        &mut self,
        todo: Vec<driver::DriverTodo<Purpose>>,
        table: &Table,
    ) -> Vec<OpponentTodo> {
        let mut out = Vec::new();
        for t in todo {
            match t {
                driver::DriverTodo::Spawn => out.push(OpponentTodo::Spawn),
                driver::DriverTodo::Send(lines) => out.push(OpponentTodo::Send(lines)),
                driver::DriverTodo::Done(purpose, found) => {
                    out.extend(self.done(table, purpose, found))
                }
                driver::DriverTodo::Fault {
                    fault,
                    restarting,
                    dropped: _,
                } => {
                    out.push(OpponentTodo::Tell(
                        self.player,
                        EngineSaid::Fault { fault, restarting },
                    ));
                    if !restarting {
                        out.push(OpponentTodo::Free(SEAT));
                    }
                }
            }
        }
        out
    }

    fn done(&mut self, table: &Table, purpose: Purpose, found: SearchResult) -> Vec<OpponentTodo> {
        let Some(engine) = table.color_of(SEAT) else {
            return Vec::new();
        };
        match purpose {
            Purpose::Move(key_then) => {
                // A result for a position no longer on the board (a takeback) is dropped.
                if key_then != key(table) || *table.phase() != (Phase::Entering { mover: engine }) {
                    return Vec::new();
                }
                match found.best {
                    Some(best) => {
                        let text = UciMove::from_move(best, CastlingMode::Standard).to_string();
                        vec![OpponentTodo::Act(
                            SEAT,
                            Action::Enter {
                                text,
                                target: Target::Both,
                            },
                        )]
                    }
                    None => Vec::new(),
                }
            }
            Purpose::Draw(key_then) => {
                if key_then != key(table) || table.draw_offer() != Some(!engine) {
                    return Vec::new();
                }
                let turn = table.game().position().turn();
                let for_engine = found.score.map(|s| {
                    let white = s.for_white(turn);
                    let cp = super::score::capped(white);
                    if engine == Color::White { cp } else { -cp }
                });
                // A draw is agreed only once both have moved (5.2.3 … the game's own rule).
                let both_moved = table.game().record().plies().len() >= 2;
                if both_moved && for_engine.is_some_and(|cp| cp <= DRAW_MARGIN) {
                    vec![
                        OpponentTodo::Tell(self.player, EngineSaid::DrawAccepted),
                        OpponentTodo::Act(SEAT, Action::OfferDraw),
                    ]
                } else {
                    vec![
                        OpponentTodo::Act(SEAT, Action::Decline),
                        OpponentTodo::Tell(self.player, EngineSaid::DrawDeclined),
                    ]
                }
            }
            Purpose::Help {
                seat,
                ask,
                position,
            } => {
                let white = found.score.map(|s| s.for_white(position.turn()));
                let said = match (ask, found.best) {
                    (Ask::Eval, _) => EngineSaid::Eval(white),
                    (Ask::Score, _) => EngineSaid::Score(white),
                    (_, None) => EngineSaid::NoMove,
                    (Ask::Hint, Some(best)) => EngineSaid::Hint { position, best },
                    (Ask::Threat, Some(threat)) => EngineSaid::Threat { position, threat },
                    (_, Some(best)) => EngineSaid::Best { position, best },
                };
                vec![OpponentTodo::Tell(seat, said)]
            }
        }
    }
}

/// The move announced (D.2.3: made) or pressed but not yet on the game's board.
fn pending_move(table: &Table) -> Option<Move> {
    let position = table.game().position();
    match table.phase() {
        Phase::Made { mover, pending } | Phase::Repeating { mover, pending }
            if position.turn() == *mover =>
        {
            pending.entry.mv.filter(|mv| position.is_legal(*mv))
        }
        _ => None,
    }
}

/// The position the players face: with the move announced but not yet on the game's board,
/// so that help is never about a position already left.
fn facing(table: &Table) -> Chess {
    let position = table.game().position().clone();
    match pending_move(table) {
        Some(mv) => position.clone().play(mv).unwrap_or(position),
        None => position,
    }
}

#[cfg(test)]
mod tests;
