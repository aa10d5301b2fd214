//! The single integration-test binary: one module per area.

mod clock;
mod game;
mod journal;
mod robust;
