//! Speech input, the pure parts: the grammar a recognizer listens with each turn (the legal
//! moves of the position as announced, plus the flow and review commands), the pronunciation
//! dictionary, and the policy that turns the recognizer's hypotheses into something heard, with
//! how sure it is. The recognizer itself sits behind [`Recognizer`]; pocketsphinx is bound at the
//! edge in `io::asr` (feature `asr`), so another engine (whisper, Vosk) can be added there.
//!
//! Safety (Appendix D: a move counts once it is repeated): nothing here commits a move. A heard
//! move is handed on as the words of its announcement, which go through the codec to the
//! table's read-back and confirm flow like a typed move; [`policy`] says when a result is
//! unsure (read back with a warning, or asked again) and never completes a promotion without its
//! piece (the grammar has no such phrase).

pub mod dict;
pub mod grammar;
pub mod policy;
pub mod wav;

pub use dict::Pronunciations;
pub use grammar::{Heard, TurnGrammar};
pub use policy::{Confirm, Outcome};

/// One hypothesis of a recognizer: the words heard and the engine's score (higher is better;
/// only compared within one utterance).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Hypothesis {
    /// The words, lower case, separated by single spaces.
    pub text: String,
    /// The engine's score.
    pub score: i32,
}

/// What went wrong in a recognizer.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum AsrError {
    /// The engine or its model could not be loaded.
    #[error("the speech recognizer could not start: {0}")]
    Load(String),
    /// The engine refused the grammar (a word without pronunciation, a syntax error).
    #[error("the speech recognizer refused the grammar: {0}")]
    Grammar(String),
    /// Decoding failed.
    #[error("the speech recognizer failed: {0}")]
    Decode(String),
}

/// A speech recognizer constrained by a grammar: the engine seam.
pub trait Recognizer {
    /// The engine's name, for messages.
    fn name(&self) -> &'static str;
    /// Decodes one whole utterance, 16 kHz mono 16-bit samples, against the JSGF grammar
    /// `jsgf` (the engine may cache it under `key`); the hypotheses come best first, the first
    /// being the engine's best path. An empty list means nothing was heard.
    ///
    /// # Errors
    ///
    /// The grammar was refused or decoding failed.
    fn decode(&mut self, key: &str, jsgf: &str, pcm: &[i16]) -> Result<Vec<Hypothesis>, AsrError>;
}

/// Recognizes one utterance in the turn `turn`: decodes with the legal-move grammar and, for a
/// result that could be sure (a command, or a move in the long form), again with the free
/// grammar; [`policy::decide`] judges the result.
///
/// # Errors
///
/// The recognizer failed.
pub fn hear(
    recognizer: &mut dyn Recognizer,
    turn: &TurnGrammar,
    pcm: &[i16],
) -> Result<Outcome, AsrError> {
    let legal = recognizer.decode(&turn.key(), turn.jsgf(), pcm)?;
    let could_be_sure = legal.first().is_some_and(|best| {
        turn.is_long_form(&best.text) || matches!(turn.meaning(&best.text), [Heard::Command { .. }])
    });
    let free = if could_be_sure {
        recognizer.decode("free", turn.free_jsgf(), pcm)?
    } else {
        Vec::new()
    };
    Ok(policy::decide(turn, &legal, free.first()))
}
