//! The live program: the event loop that feeds the app keys or lines and the passing of time,
//! and carries out its effects. Edge code: the only place that reads the system clock, owns the
//! terminal and starts threads.

pub mod line;
pub mod screen;

use std::time::{Instant, SystemTime, UNIX_EPOCH};

use crate::{
    clock::Timestamp,
    game::{Stamp, WallTime},
};

/// Maps the system clocks to the game's: a monotonic timestamp since the program started and
/// the civil time for the record.
#[derive(Debug, Clone, Copy)]
pub struct Timebase {
    origin: Instant,
}

impl Timebase {
    /// Starts counting now.
    pub fn start() -> Timebase {
        Timebase {
            origin: Instant::now(),
        }
    }

    /// The current stamp.
    pub fn now(&self) -> Stamp {
        let wall = SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map_or(0, |d| d.as_secs() as i64);
        Stamp {
            at: Timestamp::from_origin(self.origin.elapsed()),
            wall: WallTime(wall),
        }
    }

    /// How long until `at`, from now.
    pub fn until(&self, at: Timestamp) -> std::time::Duration {
        at.since_origin().saturating_sub(self.origin.elapsed())
    }
}
