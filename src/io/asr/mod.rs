//! Speech input devices (feature `asr`): the pocketsphinx engine behind
//! [`crate::asr::Recognizer`], and push-to-talk recording from the default input device.
//!
//! Another engine goes next to `pocketsphinx.rs` and implements the same trait; the grammar,
//! the dictionary and the confidence policy stay in the pure [`crate::asr`].

mod pocketsphinx;
mod record;

pub use pocketsphinx::{MODEL_DIR, Pocketsphinx, WARPS};
pub use record::{RecordError, Recorder};
