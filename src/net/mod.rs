//! The link between devices at one table (issue 12): the remote seat's events go from the host
//! to the device that presents them, its actions come back, and no confirmed move is lost or
//! applied twice through any fault of the link.
//!
//! [`frame`] is the wire format (ids, sequence numbers, hash chain, bounded decoder) and
//! [`link`] the sans-I/O state machine that resends, acknowledges and detects divergence;
//! [`pair`] is the pairing code read aloud and the confirmation; [`handshake`] pairs two
//! devices (SPAKE2, then Noise) and encrypts their frames; [`endpoint`] is the host's side of
//! the network, pairing and every connection, in the manner of quinn-proto's `Endpoint`;
//! [`host_side`] and [`device_side`] are each joined seat's link after the pairing, on the host
//! and on the device (welcome, entries, requests, acknowledgements after the journal). All are
//! pure: `io::link` (edge) only moves their bytes over TCP, with sockets and threads, and
//! `run::host`, `run::follower` carry out what they ask (outboxes, files, words).

pub mod attempt;
mod chain;
pub mod device_side;
pub mod endpoint;
pub mod follow;
pub mod frame;
pub mod handshake;
pub mod host_side;
pub mod link;
pub mod pair;
pub mod version;

pub use frame::{Body, ChainHash, Frame, FrameRefusal, MAX_FRAME, Record, Seq};
pub use link::{BrokenResume, Link, LinkConfig, LinkDivergence, LinkEvent, ResumePoint};

#[cfg(test)]
mod link_tests;
#[cfg(test)]
mod sim_tests;
