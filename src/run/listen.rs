//! Push-to-talk speech input in the loop (feature `asr`): Ctrl-T starts recording from the
//! default input device, Ctrl-T again stops it. A worker thread owns the recognizers
//! (pocketsphinx may not move between threads): it starts an utterance with the grammar of the
//! keyboard seat's position when the key is pressed and decodes each chunk of the recording as
//! it arrives, so that at the second press only the last chunk is left. The recognizer is an input device of the keyboard seat: what
//! it hears comes back into the loop as a line, exactly as if typed, so a move goes through the
//! codec to the table, which reads it back and waits for the confirmation (D.2.3).
//!
//! Unsure results are said to be unsure before the read-back; nothing heard (silence, noise),
//! an ambiguous result or a move that is not legal says so and enters nothing; an answer to a
//! read-back that is not sure enters nothing (it would confirm or withdraw a move:
//! [`UtteranceOutcome::counts`]). Only with `[speech-input] confirm = "unsure"` does a sure move
//! in the long form get its confirmation sent along.

use std::{
    path::Path,
    sync::mpsc::{self, Sender},
    thread,
};

use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use shakmaty::Chess;

use super::{Input, Outputs};
use crate::{
    app::{App, Coaching, Effect},
    asr::{
        AsrError, Confirm, Heard, Listening, Program, TurnGrammar, UtteranceOutcome,
        wav::{RATE, Resampler},
    },
    config::Settings,
    i18n::{Arg, Lang, Localizer},
    io::asr::{MODEL_DIR, Pocketsphinx, RecordError, Recorder},
    table::Phase,
};

/// Whether `event` is the push-to-talk key (Ctrl-T: "talk"; F10 and F11 stay the terminal's).
pub fn is_key(event: &KeyEvent) -> bool {
    event.code == KeyCode::Char('t') && event.modifiers.contains(KeyModifiers::CONTROL)
}

/// What the worker is asked to do.
enum ListenRequest {
    /// An utterance begins in this position.
    Start {
        pos: Chess,
        confirming: bool,
        program: Program,
    },
    /// The next chunk of it, at the device's rate.
    Chunk(Vec<i16>, u32),
    /// It ended: recognize it.
    End,
    /// The recording failed: forget it.
    Drop,
}

/// The push-to-talk state and the recognizer's worker.
#[derive(Debug)]
pub struct Listener {
    recording: Option<Recorder>,
    worker: Sender<ListenRequest>,
    lang: Lang,
}

impl Listener {
    /// Starts the worker; the model loads on the first utterance.
    pub fn start(inputs: Sender<Input>, settings: &Settings) -> Listener {
        let (worker, requests) = mpsc::channel::<ListenRequest>();
        let (lang, confirm) = (settings.lang, settings.confirm);
        let _ = thread::Builder::new()
            .name("annabella-recognizer".into())
            .spawn(move || {
                let loc = Localizer::new(lang).ok();
                let say = |id: &str, words: &str| {
                    loc.as_ref().map_or_else(
                        || id.to_owned(),
                        |l| l.format(id, &[("words", Arg::Str(words))]),
                    )
                };
                let mut ears: Option<Listening<Pocketsphinx>> = None;
                // The utterance being heard: its turn, and the resampler of its chunks.
                let mut current: Option<(TurnGrammar, Resampler)> = None;
                let mut failed = None;
                for request in requests {
                    match request {
                        ListenRequest::Start {
                            pos,
                            confirming,
                            program,
                        } => {
                            current = None;
                            failed = None;
                            if ears.is_none() {
                                match load(lang) {
                                    Ok(e) => ears = Some(e),
                                    Err(e) => {
                                        let _ = inputs.send(Input::Notice(e.to_string()));
                                        continue;
                                    }
                                }
                            }
                            let Some(ears) = ears.as_mut() else { continue };
                            let pron = ears.legal().pronunciations();
                            let turn =
                                TurnGrammar::in_program(&pos, lang, pron, program, confirming);
                            match ears.start(&turn) {
                                Ok(()) => current = Some((turn, Resampler::new(RATE, RATE))),
                                Err(e) => failed = Some(e),
                            }
                        }
                        ListenRequest::Chunk(chunk, rate) => {
                            if let (Some(ears), Some((_, resampler)), None) =
                                (ears.as_mut(), current.as_mut(), &failed)
                            {
                                if resampler.rate() != rate {
                                    *resampler = Resampler::new(rate, RATE);
                                }
                                if let Err(e) = ears.feed(&resampler.push(&chunk)) {
                                    failed = Some(e);
                                }
                            }
                        }
                        ListenRequest::End => {
                            let (Some(ears), Some((turn, _))) = (ears.as_mut(), current.take())
                            else {
                                continue;
                            };
                            let outcome = match failed.take() {
                                Some(e) => Err(e),
                                None => ears.finish(&turn),
                            };
                            let lines = match outcome {
                                Ok(outcome) => lines(&outcome, confirm, &say),
                                Err(e) => vec![Input::Notice(e.to_string())],
                            };
                            for line in lines {
                                if inputs.send(line).is_err() {
                                    return;
                                }
                            }
                        }
                        ListenRequest::Drop => current = None,
                    }
                }
            });
        Listener {
            recording: None,
            worker,
            lang,
        }
    }

    /// The push-to-talk key: starts recording, or stops and hands the utterance to the worker.
    /// Returns what to tell the seat.
    pub fn toggle(&mut self, app: &App) -> Option<String> {
        let loc = Localizer::new(self.lang).ok();
        let text = |id: &str| loc.as_ref().map_or_else(|| id.to_owned(), |l| l.text(id));
        match self.recording.take() {
            None => {
                let table = app.table();
                let _ = self.worker.send(ListenRequest::Start {
                    pos: table.board_of(app.keyboard()).clone(),
                    confirming: matches!(table.phase(), Phase::ReadBack { .. }),
                    program: program(app.coaching()),
                });
                let worker = self.worker.clone();
                let sink = Box::new(move |chunk: &[i16], rate| {
                    let _ = worker.send(ListenRequest::Chunk(chunk.to_vec(), rate));
                });
                match Recorder::start_streaming(sink) {
                    Ok(r) => {
                        self.recording = Some(r);
                        Some(text("hear-listening"))
                    }
                    Err(e) => {
                        let _ = self.worker.send(ListenRequest::Drop);
                        match e {
                            RecordError::NoInputDevice => Some(text("hear-no-microphone")),
                            e => Some(e.to_string()),
                        }
                    }
                }
            }
            Some(recording) => match recording.stop() {
                Ok(_) => {
                    let _ = self.worker.send(ListenRequest::End);
                    None
                }
                Err(e) => {
                    let _ = self.worker.send(ListenRequest::Drop);
                    Some(e.to_string())
                }
            },
        }
    }
}

/// The program whose words the recognizer listens for: what a heard command says goes in as
/// a typed line (see [`lines`]), so a heard "best move" asks what the typed words ask.
fn program(coaching: Coaching) -> Program {
    match coaching {
        Coaching::Table => Program::Table,
        Coaching::Practice => Program::Practice,
        Coaching::Study => Program::Study,
    }
}

/// The two recognizers of [`Listening`], loaded on the first utterance.
fn load(lang: Lang) -> Result<Listening<Pocketsphinx>, AsrError> {
    let model = Path::new(MODEL_DIR);
    Ok(Listening::new(
        Pocketsphinx::load(model, lang)?,
        Pocketsphinx::load(model, lang)?,
    ))
}

/// What an outcome puts into the loop.
fn lines(
    outcome: &UtteranceOutcome,
    confirm: Confirm,
    say: &dyn Fn(&str, &str) -> String,
) -> Vec<Input> {
    match outcome {
        UtteranceOutcome::NotHeard => vec![Input::Notice(say("hear-not-heard", ""))],
        UtteranceOutcome::Ambiguous { words } => vec![Input::Notice(say("hear-ambiguous", words))],
        UtteranceOutcome::NotLegal { words } => vec![Input::Notice(say("hear-not-legal", words))],
        UtteranceOutcome::Heard {
            heard: Heard::Command { words, .. },
            ..
        } => {
            if outcome.counts() {
                vec![Input::Line(Some(words.clone()))]
            } else {
                vec![Input::Notice(say("hear-not-heard", words))]
            }
        }
        UtteranceOutcome::Heard {
            heard: Heard::Move(_),
            words,
            sure,
        } => {
            let mut out = Vec::new();
            if !sure {
                out.push(Input::Notice(say("hear-unsure", words)));
            }
            out.push(Input::Line(Some(words.clone())));
            if !outcome.needs_readback(confirm) {
                out.push(Input::Line(Some("confirm".into())));
            }
            out
        }
    }
}

/// The loop's handling of a key: `Some` when it was the push-to-talk key.
pub fn key(outputs: &mut Outputs, app: &mut App, event: &KeyEvent) -> Option<Vec<Effect>> {
    if !is_key(event) {
        return None;
    }
    let listener = outputs.listener.as_mut()?;
    Some(
        listener
            .toggle(app)
            .map(|m| app.inform(m))
            .unwrap_or_default(),
    )
}

#[cfg(test)]
mod tests {
    use shakmaty::{Position as _, Role};

    use super::*;

    fn say(id: &str, words: &str) -> String {
        format!("{id} {words}")
    }

    fn knight() -> Heard {
        let pos = Chess::default();
        let m = pos
            .legal_moves()
            .into_iter()
            .find(|m| m.role() == Role::Knight);
        Heard::Move(m.expect("a knight move"))
    }

    fn texts(inputs: &[Input]) -> Vec<String> {
        inputs
            .iter()
            .map(|i| match i {
                Input::Line(Some(l)) => format!("line {l}"),
                Input::Notice(n) => format!("notice {n}"),
                other => format!("{other:?}"),
            })
            .collect()
    }

    #[test]
    fn a_heard_move_goes_in_as_a_typed_line_and_is_confirmed_only_when_sure_and_asked() {
        let heard = |sure| UtteranceOutcome::Heard {
            heard: knight(),
            words: "springer gustav eins felix drei".into(),
            sure,
        };
        let line = "line springer gustav eins felix drei";
        assert_eq!(texts(&lines(&heard(true), Confirm::Always, &say)), [line]);
        assert_eq!(
            texts(&lines(&heard(true), Confirm::Unsure, &say)),
            [line, "line confirm"]
        );
        assert_eq!(
            texts(&lines(&heard(false), Confirm::Unsure, &say)),
            ["notice hear-unsure springer gustav eins felix drei", line]
        );
    }

    #[test]
    fn nothing_heard_or_an_unsure_yes_enters_nothing() {
        assert_eq!(
            texts(&lines(&UtteranceOutcome::NotHeard, Confirm::Always, &say)),
            ["notice hear-not-heard "]
        );
        let illegal = UtteranceOutcome::NotLegal {
            words: "springer gustav eins eva zwei".into(),
        };
        assert_eq!(
            texts(&lines(&illegal, Confirm::Unsure, &say)),
            ["notice hear-not-legal springer gustav eins eva zwei"],
            "never a move, and never the legal move nearest to it"
        );
        let yes = |sure| UtteranceOutcome::Heard {
            heard: Heard::Command {
                key: "confirm".into(),
                words: "ja".into(),
            },
            words: "ja".into(),
            sure,
        };
        assert_eq!(
            texts(&lines(&yes(false), Confirm::Always, &say)),
            ["notice hear-not-heard ja"]
        );
        assert_eq!(
            texts(&lines(&yes(true), Confirm::Always, &say)),
            ["line ja"]
        );
    }
}
