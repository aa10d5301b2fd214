//! Speech input, the pure parts: the grammar a recognizer listens with each turn (the legal
//! moves of the position as announced, plus the flow and review commands, and the two long
//! answers to a read-back of [`answers`]), the grammar of every move legal or not that tells an
//! illegal move from the legal one nearest to it, the voice gate that keeps silence and noise
//! from every grammar ([`voice`]), the pronunciation dictionary, and the policy that turns the
//! recognizer's hypotheses into something heard, with how sure it is. The recognizer itself sits behind [`Recognizer`]; pocketsphinx is bound at the
//! edge in `io::asr` (feature `asr`), so another engine (whisper, Vosk) can be added there.
//!
//! Safety (Appendix D: a move counts once it is repeated): nothing here commits a move. A heard
//! move is handed on as the words of its announcement, which go through the codec to the
//! table's read-back and confirm flow like a typed move; [`policy`] says when a result is
//! unsure (read back with a warning, or asked again) and never completes a promotion without its
//! piece (the grammar has no such phrase).

pub mod answers;
pub mod dict;
pub mod grammar;
pub mod policy;
pub mod voice;
pub mod wav;

pub use dict::Pronunciations;
pub use grammar::{Heard, Program, TurnGrammar};
pub use policy::{Confirm, Hearings, UtteranceOutcome};

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

    /// Decodes again, whole, the utterance just heard ([`Recognizer::finish`] or
    /// [`Recognizer::decode`]), as cheaply as the engine can while the player waits, in the
    /// conditions that won the last hearing (the frequency warp), so that the score compares
    /// with that hearing's; by default [`Recognizer::decode`].
    ///
    /// # Errors
    ///
    /// The grammar was refused or decoding failed.
    fn decode_again(
        &mut self,
        key: &str,
        jsgf: &str,
        pcm: &[i16],
    ) -> Result<Vec<Hypothesis>, AsrError> {
        self.decode(key, jsgf, pcm)
    }

    /// Decodes again, whole, the utterance just heard in each of the engine's other
    /// conditions than the one that won the last hearing (its other frequency warps), one list
    /// of hypotheses per condition; by default none (an engine of one condition). The policy's
    /// check that a hearing does not hang on one condition ([`policy::needs_second_look`]).
    ///
    /// # Errors
    ///
    /// The grammar was refused or decoding failed.
    fn decode_elsewhere(
        &mut self,
        key: &str,
        jsgf: &str,
        pcm: &[i16],
    ) -> Result<Vec<Vec<Hypothesis>>, AsrError> {
        let _ = (key, jsgf, pcm);
        Ok(Vec::new())
    }

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
/// microphone, both have decoded all but the last chunk when the player lets go of the key; the
/// legal-move recognizer then decodes the whole utterance once more, as cheaply as it can
/// ([`Recognizer::decode_again`]), so the result follows within the 150 ms budget instead of
/// after two full decodings of the whole utterance.
#[derive(Debug)]
pub struct Listening<R> {
    legal: R,
    free: R,
    /// The utterance so far, decoded again whole when it ends.
    heard: Vec<i16>,
}

impl<R: Recognizer> Listening<R> {
    /// The pair: two instances of the same engine.
    pub fn new(legal: R, free: R) -> Listening<R> {
        Listening {
            legal,
            free,
            heard: Vec::new(),
        }
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
        self.heard.clear();
        self.legal.start(&turn.key(), turn.jsgf())?;
        self.free.start("free", turn.free_jsgf())
    }

    /// The next samples, 16 kHz mono.
    ///
    /// # Errors
    ///
    /// A recognizer failed.
    pub fn feed(&mut self, pcm: &[i16]) -> Result<(), AsrError> {
        self.heard.extend_from_slice(pcm);
        self.legal.feed(pcm)?;
        self.free.feed(pcm)
    }

    /// Ends the utterance: what it amounts to in `turn` (the turn it was started in).
    ///
    /// # Errors
    ///
    /// A recognizer failed.
    pub fn finish(&mut self, turn: &TurnGrammar) -> Result<UtteranceOutcome, AsrError> {
        let streamed = self.legal.finish()?;
        let free = self.free.finish()?;
        // Decoded as it was spoken, the cepstral mean is estimated as the utterance goes; the
        // whole utterance, decoded again, subtracts its own (test corpus: 341 of 353 right as
        // streamed, 348 decoded again at the warp that won). The free grammar's opinion stays
        // the streamed one.
        let heard = std::mem::take(&mut self.heard);
        if !voice::has_voice(&heard) {
            return Ok(UtteranceOutcome::NotHeard);
        }
        let legal = match self.legal.decode_again(&turn.key(), turn.jsgf(), &heard) {
            Ok(again) => again,
            // What was heard as it was spoken still stands.
            Err(_) => streamed,
        };
        // Without it (the engine failed), a move heard is never sure.
        let syntax = syntax(&mut self.legal, turn, &legal, &heard).unwrap_or_default();
        // Without them (the engine failed), a refusal stands.
        let elsewhere = syntax_elsewhere(&mut self.legal, turn, &legal, syntax.as_ref(), &heard)
            .unwrap_or_default();
        Ok(policy::decide(
            turn,
            Hearings {
                legal: &legal,
                free: free.first(),
                syntax: syntax.as_ref(),
                syntax_elsewhere: &elsewhere,
            },
        ))
    }
}

/// Recognizes one utterance in the turn `turn`: nothing when it holds no voice
/// ([`voice::has_voice`]: silence and noise are never a move or a command); else decodes with
/// the legal-move grammar, with the syntax grammar when that heard a move and the free grammar
/// (both at the warp the legal-move grammar's hearing won, [`Recognizer::decode_again`]), and
/// with the syntax grammar at the other warps when its first hearing refused the legal move
/// ([`Recognizer::decode_elsewhere`]); [`policy::decide`] judges the result.
///
/// # Errors
///
/// The recognizer failed.
pub fn hear(
    recognizer: &mut dyn Recognizer,
    turn: &TurnGrammar,
    pcm: &[i16],
) -> Result<UtteranceOutcome, AsrError> {
    if !voice::has_voice(pcm) {
        return Ok(UtteranceOutcome::NotHeard);
    }
    let legal = recognizer.decode(&turn.key(), turn.jsgf(), pcm)?;
    let syntax = syntax(recognizer, turn, &legal, pcm)?;
    // Always, not only when the result could be sure: the free grammar also hears a short
    // command that the legal-move grammar took for a short move. At the winning warp only: the
    // best of all three changed no result of the test corpus, at 2.3 times the work.
    let free = recognizer.decode_again("free", turn.free_jsgf(), pcm)?;
    let elsewhere = syntax_elsewhere(recognizer, turn, &legal, syntax.as_ref(), pcm)?;
    Ok(policy::decide(
        turn,
        Hearings {
            legal: &legal,
            free: free.first(),
            syntax: syntax.as_ref(),
            syntax_elsewhere: &elsewhere,
        },
    ))
}

/// The syntax grammar's hearings in the recognizer's other conditions, when its first hearing
/// `syntax` refused the legal-move grammar's move ([`policy::needs_second_look`]); none
/// otherwise.
fn syntax_elsewhere<R: Recognizer + ?Sized>(
    recognizer: &mut R,
    turn: &TurnGrammar,
    legal: &[Hypothesis],
    syntax: Option<&Hypothesis>,
    pcm: &[i16],
) -> Result<Vec<Hypothesis>, AsrError> {
    if !syntax.is_some_and(|s| policy::needs_second_look(turn, legal, s)) {
        return Ok(Vec::new());
    }
    Ok(recognizer
        .decode_elsewhere(grammar::SYNTAX_KEY, turn.syntax_jsgf(), pcm)?
        .into_iter()
        .filter_map(|heard| heard.into_iter().next())
        .collect())
}

/// The syntax grammar's hearing of an utterance whose best legal hearing is a move, decoded at
/// the warp that hearing won; nothing otherwise.
fn syntax<R: Recognizer + ?Sized>(
    recognizer: &mut R,
    turn: &TurnGrammar,
    legal: &[Hypothesis],
    pcm: &[i16],
) -> Result<Option<Hypothesis>, AsrError> {
    let is_move = legal.first().is_some_and(|best| {
        turn.meaning(&best.text)
            .iter()
            .any(|m| matches!(m, Heard::Move(_)))
    });
    if !is_move {
        return Ok(None);
    }
    Ok(recognizer
        .decode_again(grammar::SYNTAX_KEY, turn.syntax_jsgf(), pcm)?
        .into_iter()
        .next())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A recognizer that hears `streamed` as the utterance is spoken and `again` when it decodes
    /// the whole again (or fails to), and keeps the samples it was given whole.
    struct Fake {
        streamed: &'static str,
        again: Result<&'static str, ()>,
        whole: Vec<i16>,
    }

    fn said(text: &str) -> Vec<Hypothesis> {
        vec![Hypothesis {
            text: text.to_owned(),
            score: 0,
        }]
    }

    impl Recognizer for Fake {
        fn name(&self) -> &'static str {
            "fake"
        }
        fn decode(&mut self, _: &str, _: &str, pcm: &[i16]) -> Result<Vec<Hypothesis>, AsrError> {
            self.whole = pcm.to_vec();
            self.again
                .map(said)
                .map_err(|()| AsrError::Decode("failed".into()))
        }
        fn start(&mut self, _: &str, _: &str) -> Result<(), AsrError> {
            Ok(())
        }
        fn feed(&mut self, _: &[i16]) -> Result<(), AsrError> {
            Ok(())
        }
        fn finish(&mut self) -> Result<Vec<Hypothesis>, AsrError> {
            Ok(said(self.streamed))
        }
    }

    fn heard(legal: Fake) -> (UtteranceOutcome, Vec<i16>) {
        let pos = shakmaty::Chess::default();
        let pron = Pronunciations::builtin().unwrap_or_default();
        let turn = TurnGrammar::new(&pos, crate::i18n::Lang::De, &pron);
        let free = Fake {
            streamed: "eva vier",
            again: Err(()),
            whole: Vec::new(),
        };
        let mut ears = Listening::new(legal, free);
        ears.start(&turn).unwrap_or_default();
        for chunk in voice::test_vowel().chunks(1_600) {
            ears.feed(chunk).unwrap_or_default();
        }
        let outcome = ears.finish(&turn);
        (
            outcome.unwrap_or(UtteranceOutcome::NotHeard),
            ears.legal().whole.clone(),
        )
    }

    fn words(outcome: &UtteranceOutcome) -> &str {
        match outcome {
            UtteranceOutcome::Heard { words, .. }
            | UtteranceOutcome::Ambiguous { words }
            | UtteranceOutcome::NotLegal { words } => words,
            UtteranceOutcome::NotHeard => "",
        }
    }

    #[test]
    fn push_to_talk_decodes_the_whole_utterance_again_when_it_ends() {
        let (outcome, whole) = heard(Fake {
            streamed: "felix vier",
            again: Ok("eva vier"),
            whole: Vec::new(),
        });
        assert_eq!(words(&outcome), "eva vier");
        assert_eq!(whole, voice::test_vowel(), "the whole utterance, as fed");
    }

    #[test]
    fn what_was_heard_as_spoken_stands_when_decoding_again_fails() {
        let (outcome, _) = heard(Fake {
            streamed: "felix vier",
            again: Err(()),
            whole: Vec::new(),
        });
        assert_eq!(words(&outcome), "felix vier");
    }
}
