//! The link between devices at one table (issue 12): the remote seat's events go from the host
//! to the device that presents them, its actions come back, and no confirmed move is lost or
//! applied twice through any fault of the link.
//!
//! [`frame`] is the wire format (ids, sequence numbers, hash chain, bounded decoder) and
//! [`link`] the sans-I/O state machine that resends, acknowledges and detects divergence;
//! [`pair`] is the pairing code read aloud and the confirmation; all three are pure.
//! `io::link` (edge) pairs two devices over TCP (SPAKE2, then Noise) and carries the frames
//! encrypted, behind its `Transport` trait.

mod chain;
pub mod follow;
pub mod frame;
pub mod link;
pub mod pair;

pub use frame::{Body, ChainHash, Frame, MAX_FRAME, Record, Refusal, Seq};
pub use link::{BrokenResume, Config, Divergence, Link, LinkEvent, Resume};

#[cfg(test)]
mod link_tests;
#[cfg(test)]
mod sim_tests;
