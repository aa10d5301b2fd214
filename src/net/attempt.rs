//! Why the host refused a pairing attempt, typed: the host's log writes it in plain words (its
//! `Display`), the seat at the host is told it in its own language by its presenter
//! (`present::pairing`).

use super::pair::CODE_TRIES;
use crate::table::Seat;

/// Why a pairing attempt was refused at the host.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum AttemptRefused {
    /// A code that is not the one on offer (a try of it).
    #[error("a wrong pairing code for the {seat} seat (try {tries} of {CODE_TRIES})")]
    WrongCode {
        /// The seat asked for.
        seat: Seat,
        /// Wrong tries of the code on offer so far.
        tries: u8,
    },
    /// A key of an earlier pairing that the table does not know for the seat.
    #[error("a key this table does not know for the {0} seat")]
    KeyUnknown(Seat),
    /// The seat already has a paired device.
    #[error("the {0} seat, which already has a paired device")]
    SeatTaken(Seat),
    /// A seat no device can take at this table.
    #[error("the {0} seat, which no device can take here")]
    NotOpen(Seat),
    /// A code while none is on offer.
    #[error("a code while none is on offer")]
    NoCode,
    /// The first message is not this protocol's.
    #[error("not a pairing message")]
    NotPairing,
    /// A message longer than pairing allows (its length).
    #[error("a message of {0} bytes: not a pairing")]
    TooLong(usize),
    /// A pairing element that does not read back.
    #[error("a pairing element that is not one")]
    BadElement,
    /// Too many pairings under way: the oldest quiet one was closed.
    #[error("closed: too many pairings under way")]
    Busy,
    /// No pairing within the deadline (its seconds).
    #[error("closed: no pairing within {0} s")]
    TooSlow(u64),
    /// The other side closed the connection in the middle of pairing.
    #[error("the other side closed the connection in the middle of pairing")]
    ClosedMidway,
}
