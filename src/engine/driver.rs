//! One engine's session, sans-I/O: the UCI handshake, a queue of searches run one at a time,
//! their results, and the faults of an engine that dies, hangs, prints garbage or plays an
//! illegal move (restarted once, then given up). Lines in and time are arguments; what to write
//! and whether to start a process come out as [`DriverTodo`]s for the edge (`crate::io::engine`).

use std::{collections::VecDeque, time::Duration};

use shakmaty::{CastlingMode, Chess, EnPassantMode, Move, Position, fen::Fen, uci::UciMove};

use super::Strength;
use crate::{
    clock::Timestamp,
    uci::{EngineOption, FromEngine, Info, Score, Search, ToEngine},
};

/// How long an engine may take to start (to say `uciok` and `readyok`).
pub const HANDSHAKE: Duration = Duration::from_secs(10);

/// How long past its move time a search may run before the engine counts as hung.
pub const GRACE: Duration = Duration::from_secs(3);

/// How many non-UCI lines one search may print before they count as garbage.
const GARBAGE_LINES: usize = 50;

/// A search to run: the position (a start and the moves from it), how hard to play, how long,
/// and the caller's tag for it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Job<T> {
    /// The caller's tag: what the search is for.
    pub tag: T,
    /// The start position.
    pub start: Chess,
    /// The moves from it.
    pub moves: Vec<Move>,
    /// The engine's strength for it.
    pub strength: Strength,
    /// Its bounds (a move time is always given, so that a hung engine is noticed).
    pub search: Search,
}

impl<T> Job<T> {
    /// The position searched.
    pub fn position(&self) -> Chess {
        let mut pos = self.start.clone();
        for m in &self.moves {
            pos.play_unchecked(*m);
        }
        pos
    }
}

/// What a search found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SearchResult {
    /// The best move, legal in the position; `None` when there is none (mate, stalemate).
    pub best: Option<Move>,
    /// The last evaluation of the best line, from the side to move's point of view.
    pub score: Option<Score>,
    /// The best line as the engine gave it (UCI moves, from the position).
    pub pv: Vec<UciMove>,
}

/// Why an engine stopped serving.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum EngineFault {
    /// Its program could not be started, and why.
    NotStarted(crate::present::cli::FileProblem),
    /// It exited.
    Died,
    /// It said nothing in time (the handshake, or a search past its time).
    Hung,
    /// It printed what is not UCI (the first such line).
    Garbage(String),
    /// Its `bestmove` is not a legal move in the position.
    Illegal(String),
    /// It was given up after an earlier fault.
    GivenUp,
}

/// What the edge is to do.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DriverTodo<T> {
    /// Start the engine's program (ending any earlier one); its lines come to [`EngineDriver::line`]
    /// from then on.
    Spawn,
    /// Write these lines to the engine.
    Send(Vec<String>),
    /// A search ended.
    Done(T, SearchResult),
    /// The engine failed; `restarting` when it is started again (once), the search it was on
    /// then run again; otherwise it is given up and `dropped` lists the searches not run.
    Fault {
        /// What went wrong.
        fault: EngineFault,
        /// Whether it is started again.
        restarting: bool,
        /// The searches given up with it.
        dropped: Vec<T>,
    },
}

#[derive(Debug, Clone, PartialEq, Eq)]
enum DriverState {
    /// Not started.
    Off,
    /// `uci` sent; waiting for `uciok` until the deadline.
    Handshake { until: Timestamp },
    /// `isready` sent; waiting for `readyok`.
    Syncing { until: Timestamp },
    /// Waiting for work.
    Ready,
    /// A search is under way.
    Searching { until: Timestamp },
    /// Given up.
    Failed,
}

/// One engine's session.
#[derive(Debug)]
pub struct EngineDriver<T> {
    state: DriverState,
    options: Vec<EngineOption>,
    name: Option<String>,
    current: Option<Job<T>>,
    queue: VecDeque<Job<T>>,
    /// The last evaluation and line of the current search.
    info: Info,
    garbage: Vec<String>,
    /// Faults since the last search that ended well: the first restarts, the second gives up.
    faults: u32,
    /// The options as last set, so that they are sent only when they change.
    set: Vec<(String, String)>,
}

impl<T: Clone> EngineDriver<T> {
    /// A session not yet started.
    pub fn new() -> EngineDriver<T> {
        EngineDriver {
            state: DriverState::Off,
            options: Vec::new(),
            name: None,
            current: None,
            queue: VecDeque::new(),
            info: Info::default(),
            garbage: Vec::new(),
            faults: 0,
            set: Vec::new(),
        }
    }

    /// Starts the engine.
    pub fn start(&mut self, now: Timestamp) -> Vec<DriverTodo<T>> {
        self.restart(now)
    }

    fn restart(&mut self, now: Timestamp) -> Vec<DriverTodo<T>> {
        self.state = DriverState::Handshake {
            until: now + HANDSHAKE,
        };
        self.options.clear();
        self.set.clear();
        self.garbage.clear();
        vec![
            DriverTodo::Spawn,
            DriverTodo::Send(vec![ToEngine::Uci.line()]),
        ]
    }

    /// The engine's name, once it said it.
    pub fn name(&self) -> Option<&str> {
        self.name.as_deref()
    }

    /// Whether the engine was given up.
    pub fn failed(&self) -> bool {
        self.state == DriverState::Failed
    }

    /// The searches asked for and not yet ended, the current one first.
    pub fn pending(&self) -> impl Iterator<Item = &Job<T>> {
        self.current.iter().chain(self.queue.iter())
    }

    /// Whether a search is under way.
    pub fn searching(&self) -> bool {
        matches!(self.state, DriverState::Searching { .. })
    }

    /// Drops the queued searches `stale` says are of no more use (the current one runs out and
    /// its result is the caller's to ignore).
    pub fn drop_queued(&mut self, stale: impl Fn(&T) -> bool) {
        self.queue.retain(|job| !stale(&job.tag));
    }

    /// Asks for a search, run when the engine is free.
    pub fn submit(&mut self, job: Job<T>, now: Timestamp) -> Vec<DriverTodo<T>> {
        if self.state == DriverState::Failed {
            return vec![DriverTodo::Fault {
                fault: EngineFault::GivenUp,
                restarting: false,
                dropped: vec![job.tag],
            }];
        }
        self.queue.push_back(job);
        self.next(now)
    }

    /// When the session must next be woken.
    pub fn poll_timeout(&self) -> Option<Timestamp> {
        match self.state {
            DriverState::Handshake { until }
            | DriverState::Syncing { until }
            | DriverState::Searching { until } => Some(until),
            _ => None,
        }
    }

    /// Time has passed: an engine past its deadline has hung.
    pub fn handle_timeout(&mut self, now: Timestamp) -> Vec<DriverTodo<T>> {
        match self.poll_timeout() {
            Some(until) if now >= until => {
                let fault = match self.garbage.first() {
                    Some(line) => EngineFault::Garbage(line.clone()),
                    None => EngineFault::Hung,
                };
                self.fault(fault, now)
            }
            _ => Vec::new(),
        }
    }

    /// The engine's program could not be started.
    pub fn spawn_failed(&mut self, reason: crate::present::cli::FileProblem) -> Vec<DriverTodo<T>> {
        // Starting it again would fail the same way.
        self.faults = 1;
        self.fault(EngineFault::NotStarted(reason), Timestamp::ZERO)
    }

    /// The engine's program exited (or closed its output).
    pub fn exited(&mut self, now: Timestamp) -> Vec<DriverTodo<T>> {
        if matches!(self.state, DriverState::Off | DriverState::Failed) {
            return Vec::new();
        }
        self.fault(EngineFault::Died, now)
    }

    /// A line the engine printed.
    pub fn line(&mut self, text: &str, now: Timestamp) -> Vec<DriverTodo<T>> {
        match (FromEngine::read(text), &self.state) {
            (FromEngine::Name(name), _) => {
                self.name = Some(name);
                Vec::new()
            }
            (FromEngine::Option(option), DriverState::Handshake { .. }) => {
                self.options.push(option);
                Vec::new()
            }
            (FromEngine::UciOk, DriverState::Handshake { .. }) => {
                self.state = DriverState::Syncing {
                    until: now + HANDSHAKE,
                };
                vec![DriverTodo::Send(vec![ToEngine::IsReady.line()])]
            }
            (FromEngine::ReadyOk, DriverState::Syncing { .. }) => {
                self.state = DriverState::Ready;
                self.next(now)
            }
            (FromEngine::Info(info), DriverState::Searching { .. }) => {
                // Only the best line's evaluation counts; a line without one keeps the last.
                if info.multipv.unwrap_or(1) == 1 && info.score.is_some() {
                    self.info = info;
                }
                Vec::new()
            }
            (FromEngine::BestMove(best), DriverState::Searching { .. }) => self.best(best, now),
            (FromEngine::BadBestMove(line), DriverState::Searching { .. }) => {
                self.fault(EngineFault::Illegal(line), now)
            }
            (FromEngine::NotUci(line), state) => {
                // A banner before the handshake is usual; while searching, only so much.
                if matches!(state, DriverState::Searching { .. }) && !line.is_empty() {
                    self.garbage.push(line);
                    if self.garbage.len() > GARBAGE_LINES {
                        let first = self.garbage.swap_remove(0);
                        return self.fault(EngineFault::Garbage(first), now);
                    }
                }
                Vec::new()
            }
            _ => Vec::new(),
        }
    }

    fn best(&mut self, best: Option<UciMove>, now: Timestamp) -> Vec<DriverTodo<T>> {
        let Some(job) = self.current.take() else {
            self.state = DriverState::Ready;
            return self.next(now);
        };
        let position = job.position();
        let best = match best {
            Some(uci) => match uci.to_move(&position) {
                Ok(m) => Some(m),
                Err(_) => {
                    self.current = Some(job);
                    return self.fault(EngineFault::Illegal(uci.to_string()), now);
                }
            },
            None if position.legal_moves().is_empty() => None,
            None => {
                self.current = Some(job);
                return self.fault(EngineFault::Illegal("(none)".into()), now);
            }
        };
        self.faults = 0;
        self.state = DriverState::Ready;
        let info = std::mem::take(&mut self.info);
        self.garbage.clear();
        let found = SearchResult {
            best,
            score: info.score,
            pv: info.pv,
        };
        let mut todo = vec![DriverTodo::Done(job.tag, found)];
        todo.extend(self.next(now));
        todo
    }

    /// Starts the next search when the engine is free.
    fn next(&mut self, now: Timestamp) -> Vec<DriverTodo<T>> {
        if self.state == DriverState::Off {
            return self.restart(now);
        }
        if self.state != DriverState::Ready || self.current.is_some() {
            return Vec::new();
        }
        let Some(job) = self.queue.pop_front() else {
            return Vec::new();
        };
        let mut lines = self.options_for(job.strength);
        let fen = (job.start != Chess::default())
            .then(|| Fen::from_position(&job.start, EnPassantMode::Legal));
        let moves = job
            .moves
            .iter()
            .map(|m| UciMove::from_move(*m, CastlingMode::Standard))
            .collect();
        lines.push(ToEngine::Position { fen, moves }.line());
        lines.push(ToEngine::Go(job.search).line());
        let time = job.search.movetime.unwrap_or(Duration::from_secs(1));
        self.state = DriverState::Searching {
            until: now + time + GRACE,
        };
        self.info = Info::default();
        self.garbage.clear();
        self.current = Some(job);
        vec![DriverTodo::Send(lines)]
    }

    /// The `setoption` lines that give the engine `strength`, of the options it has, those
    /// that changed.
    fn options_for(&mut self, strength: Strength) -> Vec<String> {
        let has = |name: &str| self.options.iter().find(|o| o.name == name);
        let mut wanted: Vec<(&str, String)> = Vec::new();
        let elo = has("UCI_Elo").and_then(|o| o.range);
        match (strength, elo) {
            (Strength::Elo(e), Some((lo, hi))) if has("UCI_LimitStrength").is_some() => {
                wanted.push(("UCI_LimitStrength", "true".into()));
                wanted.push(("UCI_Elo", i64::from(e).clamp(lo, hi).to_string()));
                wanted.push(("Skill Level", "20".into()));
            }
            (strength, _) => {
                wanted.push(("UCI_LimitStrength", "false".into()));
                wanted.push(("Skill Level", strength.skill().to_string()));
            }
        }
        let mut lines = Vec::new();
        for (name, value) in wanted {
            if has(name).is_none()
                || self
                    .set
                    .iter()
                    .any(|(n, v)| n.as_str() == name && *v == value)
            {
                continue;
            }
            self.set.retain(|(n, _)| n.as_str() != name);
            self.set.push((name.to_owned(), value.clone()));
            lines.push(
                ToEngine::SetOption {
                    name: name.to_owned(),
                    value: Some(value),
                }
                .line(),
            );
        }
        lines
    }

    /// The engine failed: started again once (the search it was on goes first), else given up.
    fn fault(&mut self, fault: EngineFault, now: Timestamp) -> Vec<DriverTodo<T>> {
        self.faults += 1;
        if let Some(job) = self.current.take() {
            self.queue.push_front(job);
        }
        self.info = Info::default();
        if self.faults <= 1 {
            let mut todo = vec![DriverTodo::Fault {
                fault,
                restarting: true,
                dropped: Vec::new(),
            }];
            todo.extend(self.restart(now));
            return todo;
        }
        self.state = DriverState::Failed;
        let dropped = self.queue.drain(..).map(|j| j.tag).collect();
        vec![DriverTodo::Fault {
            fault,
            restarting: false,
            dropped,
        }]
    }
}

impl<T: Clone> Default for EngineDriver<T> {
    fn default() -> Self {
        EngineDriver::new()
    }
}

#[cfg(test)]
mod tests;
