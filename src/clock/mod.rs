//! The talking chess clock: time controls, the clock itself, the chosen calls and the
//! virtual-time script runner; what it says is worded in `present::clock`. Pure: no module here
//! reads the system clock.

pub mod calls;
pub mod chessclock;
pub mod control;
pub mod reading;
pub mod script;
pub mod time;

pub use calls::Calls;
pub use chessclock::{
    Clock, ClockError, ClockEvent, ClockReading, ClockSnapshot, ClockState, FlagFall,
};
pub use control::{Bonus, Boundaries, Category, Period, TimeControl};
pub use time::{TimeDelta, Timestamp};

/// A side's key: the Fluent selector for it and its word in the journal and the PGN comments.
pub fn side_key(side: shakmaty::Color) -> &'static str {
    match side {
        shakmaty::Color::White => "white",
        shakmaty::Color::Black => "black",
    }
}
