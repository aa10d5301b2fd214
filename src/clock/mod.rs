//! The talking chess clock: time controls, the clock itself, the chosen calls, the phrases it
//! speaks, and the virtual-time script runner. Pure: no module here reads the system clock.

pub mod calls;
pub mod chessclock;
pub mod control;
pub mod reading;
pub mod script;
pub mod talk;
pub mod time;

pub use calls::Calls;
pub use chessclock::{
    Clock, ClockError, ClockEvent, ClockReading, ClockSnapshot, ClockState, FlagFall,
};
pub use control::{Bonus, Boundaries, Category, Period, TimeControl};
pub use time::{TimeDelta, Timestamp};
