//! Tests of the engine's session: handshake, one search at a time, faults restarted once.

use std::time::Duration;

use shakmaty::Chess;

use super::*;

fn at(ms: u64) -> Timestamp {
    Timestamp::ZERO + Duration::from_millis(ms)
}

fn job(tag: u32) -> Job<u32> {
    Job {
        tag,
        start: Chess::default(),
        moves: Vec::new(),
        strength: Strength::Elo(1500),
        search: Search {
            movetime: Some(Duration::from_millis(100)),
            ..Search::default()
        },
    }
}

fn sent(todo: &[DriverTodo<u32>]) -> Vec<String> {
    todo.iter()
        .filter_map(|t| match t {
            DriverTodo::Send(lines) => Some(lines.clone()),
            _ => None,
        })
        .flatten()
        .collect()
}

/// A driver through its handshake with an engine that has Stockfish's strength options.
fn ready() -> EngineDriver<u32> {
    let mut d = EngineDriver::new();
    let todo = d.start(at(0));
    assert_eq!(todo[0], DriverTodo::Spawn);
    assert_eq!(sent(&todo), ["uci"]);
    for line in [
        "Stockfish 15.1 by the Stockfish developers (see AUTHORS file)",
        "id name Stockfish 15.1",
        "option name Skill Level type spin default 20 min 0 max 20",
        "option name UCI_LimitStrength type check default false",
        "option name UCI_Elo type spin default 1350 min 1350 max 2850",
    ] {
        assert!(d.line(line, at(1)).is_empty());
    }
    assert_eq!(sent(&d.line("uciok", at(2))), ["isready"]);
    assert!(d.line("readyok", at(3)).is_empty());
    assert_eq!(d.name(), Some("Stockfish 15.1"));
    d
}

#[test]
fn a_search_sets_the_strength_once_and_ends_with_a_legal_move() {
    let mut d = ready();
    let lines = sent(&d.submit(job(7), at(10)));
    assert_eq!(
        lines,
        [
            "setoption name UCI_LimitStrength value true",
            "setoption name UCI_Elo value 1500",
            "setoption name Skill Level value 20",
            "position startpos",
            "go movetime 100",
        ]
    );
    assert!(d.searching());
    d.line("info depth 5 score cp 31 pv e2e4 e7e5", at(50));
    let todo = d.line("bestmove e2e4 ponder e7e5", at(110));
    let Some(DriverTodo::Done(7, found)) = todo.first() else {
        panic!("{todo:?}")
    };
    assert_eq!(found.score, Some(Score::Cp(31)));
    assert_eq!(found.best.map(|m| m.to().to_string()), Some("e4".into()));
    // The same strength again sends no option.
    assert_eq!(
        sent(&d.submit(job(8), at(120))),
        ["position startpos", "go movetime 100"]
    );
}

#[test]
fn searches_wait_their_turn() {
    let mut d = ready();
    d.submit(job(1), at(10));
    assert!(sent(&d.submit(job(2), at(11))).is_empty());
    let todo = d.line("bestmove e2e4", at(100));
    assert!(matches!(todo[0], DriverTodo::Done(1, _)));
    assert!(sent(&todo).contains(&"go movetime 100".to_owned()));
    assert_eq!(d.pending().map(|j| j.tag).collect::<Vec<_>>(), [2]);
}

#[test]
fn an_illegal_move_restarts_the_engine_once_and_the_search_runs_again() {
    let mut d = ready();
    d.submit(job(1), at(10));
    let todo = d.line("bestmove e2e5", at(100));
    assert!(matches!(
        &todo[0],
        DriverTodo::Fault { fault: EngineFault::Illegal(m), restarting: true, .. } if m == "e2e5"
    ));
    assert!(todo.contains(&DriverTodo::Spawn));
    // The new engine's handshake, then the same search again.
    d.line("uciok", at(110));
    let again = sent(&d.line("readyok", at(120)));
    assert!(again.contains(&"go movetime 100".to_owned()), "{again:?}");
    // A second fault in a row gives it up, with the searches not run.
    d.submit(job(2), at(130));
    let todo = d.exited(at(140));
    assert_eq!(
        todo,
        [DriverTodo::Fault {
            fault: EngineFault::Died,
            restarting: false,
            dropped: vec![1, 2],
        }]
    );
    assert!(d.failed());
}

#[test]
fn a_search_past_its_time_is_a_hung_engine() {
    let mut d = ready();
    d.submit(job(1), at(10));
    let until = d.poll_timeout().unwrap_or(at(0));
    assert_eq!(until, at(10) + Duration::from_millis(100) + GRACE);
    assert!(d.handle_timeout(at(1000)).is_empty());
    let todo = d.handle_timeout(until);
    assert!(matches!(
        todo[0],
        DriverTodo::Fault {
            fault: EngineFault::Hung,
            restarting: true,
            ..
        }
    ));
}

#[test]
fn garbage_while_searching_is_told_as_garbage() {
    let mut d = ready();
    d.submit(job(1), at(10));
    let mut todo = Vec::new();
    for i in 0..=GARBAGE_LINES {
        todo = d.line(&format!("%%garbage {i}"), at(20));
    }
    assert!(matches!(
        &todo[0],
        DriverTodo::Fault { fault: EngineFault::Garbage(line), .. } if line == "%%garbage 0"
    ));
    // An unreadable bestmove is a fault at once.
    let mut d = ready();
    d.submit(job(1), at(10));
    let todo = d.line("bestmove ???", at(20));
    assert!(matches!(
        &todo[0],
        DriverTodo::Fault {
            fault: EngineFault::Illegal(_),
            ..
        }
    ));
}

#[test]
fn an_engine_that_never_says_uciok_hangs() {
    let mut d: EngineDriver<u32> = EngineDriver::new();
    d.start(at(0));
    let todo = d.handle_timeout(at(0) + HANDSHAKE);
    assert!(matches!(
        todo[0],
        DriverTodo::Fault {
            fault: EngineFault::Hung,
            ..
        }
    ));
}

#[test]
fn a_program_that_does_not_start_is_given_up_at_once() {
    let mut d: EngineDriver<u32> = EngineDriver::new();
    d.start(at(0));
    d.submit(job(1), at(0));
    let todo = d.spawn_failed(crate::present::cli::FileProblem::NotFound);
    assert_eq!(
        todo,
        [DriverTodo::Fault {
            fault: EngineFault::NotStarted(crate::present::cli::FileProblem::NotFound),
            restarting: false,
            dropped: vec![1],
        }]
    );
}

#[test]
fn without_uci_elo_the_skill_level_stands_for_the_rating() {
    let mut d: EngineDriver<u32> = EngineDriver::new();
    d.start(at(0));
    d.line(
        "option name Skill Level type spin default 20 min 0 max 20",
        at(1),
    );
    d.line("uciok", at(1));
    d.line("readyok", at(1));
    let lines = sent(&d.submit(job(1), at(2)));
    assert_eq!(lines[0], "setoption name Skill Level value 2");
}

#[test]
fn no_legal_move_is_a_bestmove_of_none() {
    let mut d = ready();
    let mut mate = job(1);
    mate.start = "7k/6Q1/6K1/8/8/8/8/8 b - - 0 1"
        .parse::<shakmaty::fen::Fen>()
        .ok()
        .and_then(|f| f.into_position(shakmaty::CastlingMode::Standard).ok())
        .unwrap_or_default();
    d.submit(mate, at(1));
    let todo = d.line("bestmove (none)", at(2));
    assert!(matches!(
        &todo[0],
        DriverTodo::Done(1, SearchResult { best: None, .. })
    ));
}
