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

    /// Starts decoding an utterance as it is spoken, against `jsgf` (cached under `key`); an
    /// unfinished one is dropped.
    ///
    /// # Errors
    ///
    /// The grammar was refused or the engine failed.
    fn start(&mut self, key: &str, jsgf: &str) -> Result<(), AsrError>;

    /// Decodes the next samples of the utterance started (16 kHz mono).
    ///
    /// # Errors
    ///
    /// No utterance was started, or decoding failed.
    fn feed(&mut self, pcm: &[i16]) -> Result<(), AsrError>;

    /// Ends the utterance and returns its hypotheses, as [`Recognizer::decode`] does.
    ///
    /// # Errors
    ///
    /// No utterance was started, or decoding failed.
    fn finish(&mut self) -> Result<Vec<Hypothesis>, AsrError>;
}

/// Two recognizers hearing one utterance while it is spoken: one with the turn's legal-move
/// grammar, one with the free grammar (the policy's second opinion). Fed chunk by chunk from the
/// microphone, both have decoded all but the last chunk when the player lets go of the key, so
/// the result follows at once instead of after two decodings of the whole utterance.
#[derive(Debug)]
pub struct Listening<R> {
    legal: R,
    free: R,
}

impl<R: Recognizer> Listening<R> {
    /// The pair: two instances of the same engine.
    pub fn new(legal: R, free: R) -> Listening<R> {
        Listening { legal, free }
    }

    /// The recognizer of the legal-move grammar (its pronunciations build a turn's grammar).
    pub fn legal(&self) -> &R {
        &self.legal
    }

    /// Starts an utterance in the turn `turn`.
    ///
    /// # Errors
    ///
    /// A recognizer failed.
    pub fn start(&mut self, turn: &TurnGrammar) -> Result<(), AsrError> {
        self.legal.start(&turn.key(), turn.jsgf())?;
        self.free.start("free", turn.free_jsgf())
    }

    /// The next samples, 16 kHz mono.
    ///
    /// # Errors
    ///
    /// A recognizer failed.
    pub fn feed(&mut self, pcm: &[i16]) -> Result<(), AsrError> {
        self.legal.feed(pcm)?;
        self.free.feed(pcm)
    }

    /// Ends the utterance: what it amounts to in `turn` (the turn it was started in).
    ///
    /// # Errors
    ///
    /// A recognizer failed.
    pub fn finish(&mut self, turn: &TurnGrammar) -> Result<Outcome, AsrError> {
        let legal = self.legal.finish()?;
        let free = self.free.finish()?;
        Ok(policy::decide(turn, &legal, free.first()))
    }
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
