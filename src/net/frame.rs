//! The frames two devices at one table exchange, their hash chain, and the bounded decoder that
//! refuses a malformed frame with a reason instead of panicking.
//!
//! Pure data. Each direction is one ordered stream of [`Record`]s: the host sends the remote
//! seat's events, the remote seat sends back its actions. Every record carries the table and
//! game ids (in the [`Frame`]), its sequence number, and the stream's hash before and after it:
//! the hash after is computed from the hash before, the application's position hash and the
//! payload, so two devices that hold different histories notice it at the first record where
//! they part.

use blake2::{Blake2s256, Digest};
use serde::{Deserialize, Serialize, de::DeserializeOwned};

use crate::ids::Ids;

/// The largest encoded frame accepted or sent, in bytes: it fits one Noise transport message
/// (65,535 bytes with its 16-byte tag) and is far above any event or action (a few hundred).
pub const MAX_FRAME: usize = 60_000;

/// A sequence number: the first record of a stream is 1; 0 means "none yet".
pub type Seq = u64;

/// A position in a stream's hash chain.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct ChainHash(pub u64);

impl ChainHash {
    /// The hash of an empty stream of this table and game: two streams of different games
    /// never share a chain.
    pub fn genesis(ids: Ids) -> ChainHash {
        let mut h = Blake2s256::new();
        h.update(b"annabella-link-v1");
        h.update(ids.table.0.to_le_bytes());
        h.update(ids.game.0.to_le_bytes());
        ChainHash::from_digest(&h.finalize())
    }

    /// The hash after a record whose encoded payload is `payload` and whose application
    /// position hash (e.g. the board's Zobrist hash after the event, or 0) is `position`.
    pub fn next(self, seq: Seq, position: u64, payload: &[u8]) -> ChainHash {
        let mut h = Blake2s256::new();
        h.update(self.0.to_le_bytes());
        h.update(seq.to_le_bytes());
        h.update(position.to_le_bytes());
        h.update(payload);
        ChainHash::from_digest(&h.finalize())
    }

    fn from_digest(d: &[u8]) -> ChainHash {
        let mut b = [0u8; 8];
        b.copy_from_slice(&d[..8]);
        ChainHash(u64::from_le_bytes(b))
    }
}

/// One element of a stream: what one device tells the other, in order.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Record<P> {
    /// Its place in the stream, from 1.
    pub seq: Seq,
    /// The chain hash before it (the hash after the previous record, or the genesis).
    pub before: ChainHash,
    /// The chain hash after it.
    pub after: ChainHash,
    /// The application's position hash after it (0 when it does not name one).
    pub position: u64,
    /// What it carries: a seat's event, or a seat's action.
    pub payload: P,
}

impl<P: Serialize> Record<P> {
    /// Whether `after` is what `before`, `position` and the payload give.
    pub fn chain_holds(&self) -> bool {
        match serde_json::to_vec(&self.payload) {
            Ok(bytes) => self.before.next(self.seq, self.position, &bytes) == self.after,
            Err(_) => false,
        }
    }
}

/// What a frame says.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case", deny_unknown_fields)]
pub enum Body<P, S> {
    /// Sent first on every connection: where the sender stands as a receiver.
    Hello {
        /// The next sequence number it expects from the peer (everything below is on its disk
        /// or about to be).
        next: Seq,
        /// The chain hash of what it holds from the peer (through `next - 1`), when known.
        hash: Option<ChainHash>,
        /// Whether it answers the peer's hello (which is repeated until answered).
        reply: bool,
    },
    /// A record of the sender's stream.
    Data(Record<P>),
    /// Every record through `through` is on the receiver's disk.
    Ack {
        /// The last record persisted.
        through: Seq,
    },
    /// The sender's whole state through `through`, for a receiver too far behind to catch up
    /// record by record.
    Snapshot {
        /// The last record the snapshot covers.
        through: Seq,
        /// The chain hash after that record.
        hash: ChainHash,
        /// The state.
        state: S,
    },
}

/// A frame on the wire: the table and game it belongs to, and what it says.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Frame<P, S> {
    /// The table and game.
    pub ids: Ids,
    /// What it says.
    pub body: Body<P, S>,
}

/// Why a frame was refused (it is dropped and logged; nothing is applied).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum FrameRefusal {
    /// Longer than [`MAX_FRAME`].
    #[error("frame of {0} bytes is longer than the limit of {MAX_FRAME}")]
    TooLong(usize),
    /// Not a frame this program reads.
    #[error("malformed frame: {0}")]
    Malformed(String),
    /// From another table or game.
    #[error("frame for table {theirs_table} game {theirs_game}, not this one")]
    Foreign {
        /// The frame's table, as hex.
        theirs_table: String,
        /// The frame's game, as hex.
        theirs_game: String,
    },
    /// A record whose hash after does not follow from its content.
    #[error("record {0}: its hash does not match its content")]
    BadHash(Seq),
    /// More frames than the rate limit lets through.
    #[error("too many frames: more than the limit per second")]
    Rate,
}

/// Encodes a frame, refusing one longer than [`MAX_FRAME`].
pub fn encode<P: Serialize, S: Serialize>(frame: &Frame<P, S>) -> Result<Vec<u8>, FrameRefusal> {
    let bytes = serde_json::to_vec(frame).map_err(|e| FrameRefusal::Malformed(e.to_string()))?;
    if bytes.len() > MAX_FRAME {
        return Err(FrameRefusal::TooLong(bytes.len()));
    }
    Ok(bytes)
}

/// Decodes a frame of this table and game, refusing anything else with a reason.
pub fn decode<P: DeserializeOwned + Serialize, S: DeserializeOwned>(
    bytes: &[u8],
    ids: Ids,
) -> Result<Frame<P, S>, FrameRefusal> {
    if bytes.len() > MAX_FRAME {
        return Err(FrameRefusal::TooLong(bytes.len()));
    }
    let frame: Frame<P, S> =
        serde_json::from_slice(bytes).map_err(|e| FrameRefusal::Malformed(e.to_string()))?;
    check(&frame, ids)?;
    Ok(frame)
}

/// Checks a decoded frame: this table and game, and a record whose hash follows from it.
pub fn check<P: Serialize, S>(frame: &Frame<P, S>, ids: Ids) -> Result<(), FrameRefusal> {
    if frame.ids != ids {
        return Err(FrameRefusal::Foreign {
            theirs_table: frame.ids.table.to_string(),
            theirs_game: frame.ids.game.to_string(),
        });
    }
    if let Body::Data(record) = &frame.body {
        if record.seq == 0 {
            return Err(FrameRefusal::Malformed(
                "record with sequence number 0".into(),
            ));
        }
        if !record.chain_holds() {
            return Err(FrameRefusal::BadHash(record.seq));
        }
    }
    Ok(())
}
