//! Push-to-talk speech input in the loop (feature `asr`): Ctrl-T starts recording from the
//! default input device, Ctrl-T again stops it, and the utterance is recognized on a worker
//! thread that owns the recognizer (pocketsphinx may not move between threads) with the grammar
//! of the keyboard seat's position. The recognizer is an input device of the keyboard seat: what
//! it hears comes back into the loop as a line, exactly as if typed, so a move goes through the
//! codec to the table, which reads it back and waits for the confirmation (D.2.3).
//!
//! Unsure results are said to be unsure before the read-back; nothing heard or an ambiguous
//! result says so and enters nothing; a "yes" or "no" that is not sure enters nothing (it would
//! confirm or withdraw a move). Only with `[speech-input] confirm = "unsure"` does a sure move
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
    app::{App, Effect},
    asr::{self, Confirm, Heard, Outcome, TurnGrammar},
    config::Settings,
    i18n::{Arg, Lang, Localizer},
    io::asr::{MODEL_DIR, Pocketsphinx, Recorder},
    table::Phase,
};

/// Whether `event` is the push-to-talk key (Ctrl-T: "talk"; F10 and F11 stay the terminal's).
pub fn is_key(event: &KeyEvent) -> bool {
    event.code == KeyCode::Char('t') && event.modifiers.contains(KeyModifiers::CONTROL)
}

/// An utterance to recognize.
struct Request {
    pcm: Vec<i16>,
    pos: Chess,
    confirming: bool,
}

/// The push-to-talk state and the recognizer's worker.
#[derive(Debug)]
pub struct Listener {
    recording: Option<Recorder>,
    worker: Sender<Request>,
    lang: Lang,
}

impl Listener {
    /// Starts the worker; the model loads on the first utterance.
    pub fn start(inputs: Sender<Input>, settings: &Settings) -> Listener {
        let (worker, requests) = mpsc::channel::<Request>();
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
                let mut engine = None;
                for request in requests {
                    if engine.is_none() {
                        match Pocketsphinx::load(Path::new(MODEL_DIR), lang) {
                            Ok(e) => engine = Some(e),
                            Err(e) => {
                                let _ = inputs.send(Input::Notice(e.to_string()));
                                continue;
                            }
                        }
                    }
                    let Some(engine) = engine.as_mut() else {
                        continue;
                    };
                    let turn = if request.confirming {
                        TurnGrammar::confirming(&request.pos, lang, engine.pronunciations())
                    } else {
                        TurnGrammar::new(&request.pos, lang, engine.pronunciations())
                    };
                    let lines = match asr::hear(engine, &turn, &request.pcm) {
                        Ok(outcome) => lines(&outcome, confirm, &say),
                        Err(e) => vec![Input::Notice(e.to_string())],
                    };
                    for line in lines {
                        if inputs.send(line).is_err() {
                            return;
                        }
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
            None => match Recorder::start() {
                Ok(r) => {
                    self.recording = Some(r);
                    Some(text("hear-listening"))
                }
                Err(crate::io::asr::RecordError::NoInputDevice) => Some(text("hear-no-microphone")),
                Err(e) => Some(e.to_string()),
            },
            Some(recording) => match recording.stop() {
                Ok(pcm) => {
                    let table = app.table();
                    let _ = self.worker.send(Request {
                        pcm,
                        pos: table.board_of(app.keyboard()).clone(),
                        confirming: matches!(table.phase(), Phase::ReadBack { .. }),
                    });
                    None
                }
                Err(e) => Some(e.to_string()),
            },
        }
    }
}

/// What an outcome puts into the loop.
fn lines(outcome: &Outcome, confirm: Confirm, say: &dyn Fn(&str, &str) -> String) -> Vec<Input> {
    match outcome {
        Outcome::NotHeard => vec![Input::Notice(say("hear-not-heard", ""))],
        Outcome::Ambiguous { words } => vec![Input::Notice(say("hear-ambiguous", words))],
        Outcome::Heard {
            heard: Heard::Command { key, words },
            sure,
            ..
        } => {
            if !sure && matches!(key.as_str(), "confirm" | "withdraw") {
                vec![Input::Notice(say("hear-not-heard", words))]
            } else {
                vec![Input::Line(Some(words.clone()))]
            }
        }
        Outcome::Heard {
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
        let heard = |sure| Outcome::Heard {
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
            texts(&lines(&Outcome::NotHeard, Confirm::Always, &say)),
            ["notice hear-not-heard "]
        );
        let yes = |sure| Outcome::Heard {
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
