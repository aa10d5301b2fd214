//! What the public sees: the relay's round file, watched while the event runs, each version
//! with the civil time it was read at, and the games of its boards.

use std::{
    path::PathBuf,
    sync::{
        Arc, Mutex,
        atomic::{AtomicBool, Ordering},
    },
    time::Duration,
};

use super::checks::{pgn_games, wall_now};

/// The relay's round file as the public reads it, taken every 100 ms with the civil time it
/// was read at, while the event runs.
pub struct Watch {
    stop: Arc<AtomicBool>,
    seen: Arc<Mutex<Vec<(i64, String)>>>,
    thread: Option<std::thread::JoinHandle<()>>,
}

impl Watch {
    pub fn start(file: PathBuf) -> Watch {
        let stop = Arc::new(AtomicBool::new(false));
        let seen: Arc<Mutex<Vec<(i64, String)>>> = Arc::default();
        let (s, v) = (stop.clone(), seen.clone());
        let thread = std::thread::spawn(move || {
            while !s.load(Ordering::Relaxed) {
                if let Ok(text) = std::fs::read_to_string(&file) {
                    // The time after the read: the file was written before it.
                    let at = wall_now();
                    let mut seen = v.lock().unwrap();
                    if seen.last().is_none_or(|(_, last)| *last != text) {
                        seen.push((at, text));
                    }
                }
                std::thread::sleep(Duration::from_millis(100));
            }
        });
        Watch {
            stop,
            seen,
            thread: Some(thread),
        }
    }

    pub fn seen(&mut self) -> Vec<(i64, String)> {
        self.stop.store(true, Ordering::Relaxed);
        if let Some(t) = self.thread.take() {
            let _ = t.join();
        }
        self.seen.lock().unwrap().clone()
    }
}

impl Drop for Watch {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
    }
}

/// The game of board `n` in a relay's round file.
pub fn board(text: &str, n: u32) -> Option<Vec<String>> {
    board_clocks(text, n).map(|(moves, _)| moves)
}

/// The moves and the clock times of board `n` in a relay's round file.
pub fn board_clocks(text: &str, n: u32) -> Option<(Vec<String>, Vec<u64>)> {
    pgn_games(text)
        .into_iter()
        .find(|(tags, ..)| tags.get("Board").map(String::as_str) == Some(&n.to_string()))
        .map(|(_, moves, clocks)| (moves, clocks))
}
