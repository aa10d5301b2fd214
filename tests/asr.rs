//! Speech input on a synthesized corpus (feature `asr`): exact-move accuracy of
//! `annabella::asr::hear` with pocketsphinx, and the number of wrong results that would have
//! counted without read-back (sure but wrong, under `confirm = "unsure"`); the same corpus
//! decoded while spoken, as push-to-talk does (`asr::Listening`); and a second part, the
//! commands of the other interface languages. Issue 13's target is ≥ 98 % exact (fail below
//! 95 %) and 0 wrong accepted. Measured: 98.0 % (346 of 353) on the whole utterance, 98.6 %
//! (348) decoded while spoken, 90.1 % (155 of 172) on the other languages' commands. The tests
//! fail on any wrong acceptance and half a point or so below those figures (regression guards
//! that leave room for a different espeak-ng or sox version). The corpus tests run side by side
//! (libtest runs as many at once as there are cores); the first two share one synthesis.

#![allow(clippy::unwrap_used)]

mod asr_corpus;

use std::{path::Path, sync::OnceLock};

use annabella::{
    asr::{self, Heard, Listening, Outcome, Pronunciations, TurnGrammar, wav},
    i18n::Lang,
    io::asr::{MODEL_DIR, Pocketsphinx},
};
use asr_corpus::{Utterance, Voice};

/// The German engine.
fn load() -> Pocketsphinx {
    Pocketsphinx::load(Path::new(MODEL_DIR), Lang::De).unwrap()
}

/// One utterance of the corpus with the voice that said it and its samples.
struct Said {
    utterance: Utterance,
    voice: Voice,
    pcm: Vec<i16>,
}

impl Said {
    fn is_answer(&self) -> bool {
        matches!(self.utterance.command, Some("confirm" | "withdraw"))
    }

    /// The turn's grammar: the position's moves and commands, and yes and no for an answer.
    fn turn(&self, pron: &Pronunciations) -> TurnGrammar {
        if self.is_answer() {
            TurnGrammar::confirming(&self.utterance.pos, Lang::De, pron)
        } else {
            TurnGrammar::new(&self.utterance.pos, Lang::De, pron)
        }
    }

    /// Whether `outcome` is the move or the command that was said.
    fn is_right(&self, outcome: &Outcome) -> bool {
        match outcome {
            Outcome::Heard {
                heard: Heard::Move(m),
                ..
            } => self.utterance.expected == Some(*m),
            Outcome::Heard {
                heard: Heard::Command { key, .. },
                ..
            } => self.utterance.command == Some(key.as_str()),
            _ => false,
        }
    }

    /// Whether `outcome` is a wrong move that would count without read-back.
    fn is_wrong_and_sure(&self, outcome: &Outcome) -> bool {
        !self.is_right(outcome)
            && matches!(
                outcome,
                Outcome::Heard {
                    heard: Heard::Move(_),
                    sure: true,
                    ..
                }
            )
    }
}

/// The corpus, synthesized once for both tests that decode it. `ANNABELLA_ASR_SET=training`
/// takes the training set instead (other games, other voice conditions per utterance): tune on
/// that one, measure on this one; its floors are the test corpus's. `ANNABELLA_ASR_CORPUS=DIR`
/// keeps the synthesized files in a directory to decode them again.
fn corpus() -> &'static [Said] {
    static CORPUS: OnceLock<Vec<Said>> = OnceLock::new();
    CORPUS.get_or_init(|| {
        assert!(asr_corpus::tools(), "espeak-ng and sox are needed");
        let temp = tempfile::tempdir().unwrap();
        let dir =
            std::env::var_os("ANNABELLA_ASR_CORPUS").map_or(temp.path().to_owned(), Into::into);
        let training = std::env::var("ANNABELLA_ASR_SET").is_ok_and(|s| s == "training");
        let utterances = if training {
            asr_corpus::training_utterances()
        } else {
            asr_corpus::utterances()
        };
        let said: Vec<Said> = utterances
            .into_iter()
            .enumerate()
            .map(|(n, utterance)| {
                let voice = asr_corpus::voice(n + usize::from(training));
                let n = n + 20_000 * usize::from(training);
                let file = asr_corpus::synthesize(&dir, n, &utterance.text, voice);
                let pcm = wav::read(&std::fs::read(&file).unwrap()).unwrap();
                Said {
                    utterance,
                    voice,
                    pcm,
                }
            })
            .collect();
        assert!(said.len() >= 300, "only {} utterances", said.len());
        said
    })
}

#[test]
#[ignore = "needs pocketsphinx (libpocketsphinx-dev, pocketsphinx-en-us), espeak-ng and sox"]
fn corpus_accuracy_and_no_wrong_move_accepted_without_read_back() {
    let corpus = corpus();
    let mut engine = load();
    let (mut exact, mut sure, mut wrong_sure, mut not_heard, mut wrong_unsure) = (0, 0, 0, 0, 0);
    let mut failures = Vec::new();
    let mut wrong_command_sure = 0;
    let (mut answers, mut answers_taken) = (0, 0);
    let mut by_voice = [[0usize; 2]; 2];
    for said in corpus {
        let turn = said.turn(engine.pronunciations());
        let outcome = asr::hear(&mut engine, &turn, &said.pcm).unwrap();
        let right = said.is_right(&outcome);
        let is_sure = matches!(outcome, Outcome::Heard { sure: true, .. });
        // A spoken yes or no counts only when sure (run::listen): an unsure one enters nothing.
        if said.is_answer() {
            answers += 1;
            answers_taken += usize::from(right && is_sure);
        }
        exact += usize::from(right);
        sure += usize::from(is_sure);
        wrong_sure += usize::from(said.is_wrong_and_sure(&outcome));
        match (&outcome, right, is_sure) {
            (
                Outcome::Heard {
                    heard: Heard::Command { .. },
                    ..
                },
                false,
                true,
            ) => wrong_command_sure += 1,
            (Outcome::Heard { .. }, false, false) => wrong_unsure += 1,
            (Outcome::NotHeard | Outcome::Ambiguous { .. }, ..) => not_heard += 1,
            _ => {}
        }
        by_voice[usize::from(said.voice.voice == "en-us")][usize::from(right)] += 1;
        if !right {
            let (voice, text) = (said.voice, &said.utterance.text);
            failures.push(format!("  {voice:?}: said '{text}', got {outcome:?}"));
        }
    }
    let total = corpus.len();
    let percent = 100.0 * exact as f64 / total as f64;
    println!("asr corpus: {total} utterances, {exact} exact ({percent:.1} %), {sure} sure");
    println!(
        "  wrong and sure (accepted without read-back under confirm=unsure): {wrong_sure}; \
         wrong but unsure (read back): {wrong_unsure}; not heard or ambiguous: {not_heard}; \
         wrong commands taken as sure: {wrong_command_sure}"
    );
    println!(
        "  wrong/right by voice: de {:?}, en-us {:?}",
        by_voice[0], by_voice[1]
    );
    println!("  spoken yes and no (read-back answers) taken: {answers_taken} of {answers}");
    for f in &failures {
        println!("{f}");
    }
    assert_eq!(wrong_sure, 0, "wrong moves accepted without read-back");
    // Issue 13 asks for 95 % at the least and 98 % as its target (see the module doc).
    assert!(
        percent >= 97.5,
        "exact-move accuracy {percent:.1} % is below 97.5 %, the measured 98.0 % (issue 13)"
    );
}

/// Push-to-talk's path: two recognizers fed 100 ms chunks while the player speaks (the cepstral
/// mean is then estimated as the utterance goes), the legal-move one decoding the whole
/// utterance again at the warp that won when the key is let go.
/// `ANNABELLA_ASR_EARS_PER_VOICE=1`: one pair per voice, as one player at one microphone has (the
/// live cepstral mean carries from one utterance to the next; the corpus changes voice at every
/// utterance). `ANNABELLA_ASR_QUICK=1` skips this test while tuning.
#[test]
#[ignore = "needs pocketsphinx (libpocketsphinx-dev, pocketsphinx-en-us), espeak-ng and sox"]
fn corpus_decoded_while_spoken_as_push_to_talk_does() {
    if std::env::var_os("ANNABELLA_ASR_QUICK").is_some() {
        return;
    }
    let corpus = corpus();
    // The engine's words: the built-in ones with the commands and English words it added.
    let pron = load().pronunciations().clone();
    let per_voice = std::env::var_os("ANNABELLA_ASR_EARS_PER_VOICE").is_some();
    let mut ears = vec![Listening::new(load(), load())];
    if per_voice {
        ears.push(Listening::new(load(), load()));
    }
    let (mut exact, mut wrong_sure) = (0, 0);
    let mut failures = Vec::new();
    for said in corpus {
        let turn = said.turn(&pron);
        let ears = &mut ears[usize::from(per_voice && said.voice.voice == "en-us")];
        ears.start(&turn).unwrap();
        for chunk in said.pcm.chunks(1_600) {
            ears.feed(chunk).unwrap();
        }
        let outcome = ears.finish(&turn).unwrap();
        exact += usize::from(said.is_right(&outcome));
        wrong_sure += usize::from(said.is_wrong_and_sure(&outcome));
        if !said.is_right(&outcome) {
            let (voice, text) = (said.voice, &said.utterance.text);
            failures.push(format!("  {voice:?}: said '{text}', got {outcome:?}"));
        }
    }
    let total = corpus.len();
    let percent = 100.0 * exact as f64 / total as f64;
    println!(
        "asr corpus decoded while spoken (push-to-talk): {total} utterances, {exact} exact \
         ({percent:.1} %), wrong moves sure: {wrong_sure}"
    );
    for f in &failures {
        println!("{f}");
    }
    assert_eq!(wrong_sure, 0, "wrong moves accepted without read-back");
    assert!(
        percent >= 97.5,
        "decoded while spoken: {percent:.1} % is below 97.5 %, the measured 98.6 %"
    );
}

/// The second part of the corpus: the flow and review commands of Spanish, Basque, Polish and
/// Galician, said by voices of those languages, each heard in its own interface language.
#[test]
#[ignore = "needs pocketsphinx (libpocketsphinx-dev, pocketsphinx-en-us), espeak-ng and sox"]
fn corpus_of_commands_in_the_other_languages() {
    assert!(asr_corpus::tools(), "espeak-ng and sox are needed");
    let temp = tempfile::tempdir().unwrap();
    let dir = std::env::var_os("ANNABELLA_ASR_CORPUS").map_or(temp.path().to_owned(), Into::into);
    let start = shakmaty::Chess::default();
    let utterances = asr_corpus::command_utterances();
    let (mut exact, mut wrong_sure, mut wrong_acting) = (0, 0, 0);
    let (mut answers, mut answers_taken) = (0, 0);
    let mut by_lang: Vec<(Lang, usize, usize)> = Vec::new();
    let mut failures = Vec::new();
    let mut engine: Option<(Lang, Pocketsphinx)> = None;
    for (n, &(lang, voice_name, text, key)) in utterances.iter().enumerate() {
        if engine.as_ref().is_none_or(|(l, _)| *l != lang) {
            engine = Some((
                lang,
                Pocketsphinx::load(Path::new(MODEL_DIR), lang).unwrap(),
            ));
            by_lang.push((lang, 0, 0));
        }
        let (_, engine) = engine.as_mut().unwrap();
        let voice = asr_corpus::Voice {
            voice: voice_name,
            ..asr_corpus::voice(n)
        };
        let file = asr_corpus::synthesize(&dir, 10_000 + n, text, voice);
        let pcm = wav::read(&std::fs::read(&file).unwrap()).unwrap();
        let turn = if matches!(key, "confirm" | "withdraw") {
            TurnGrammar::confirming(&start, lang, engine.pronunciations())
        } else {
            TurnGrammar::new(&start, lang, engine.pronunciations())
        };
        let outcome = asr::hear(engine, &turn, &pcm).unwrap();
        let right = matches!(&outcome, Outcome::Heard { heard: Heard::Command { key: k, .. }, .. } if k == key);
        let is_sure = matches!(outcome, Outcome::Heard { sure: true, .. });
        if matches!(key, "confirm" | "withdraw") {
            answers += 1;
            answers_taken += usize::from(right && is_sure);
        }
        exact += usize::from(right);
        wrong_sure += usize::from(!right && is_sure);
        // A sure "yes" or "no" acts at once (push-to-talk enters an unsure one not at all); the
        // other commands ask or only tell.
        wrong_acting += usize::from(
            !right
                && matches!(&outcome, Outcome::Heard { heard: Heard::Command { key, .. }, sure: true, .. }
                    if matches!(key.as_str(), "confirm" | "withdraw")),
        );
        if let Some(last) = by_lang.last_mut() {
            last.1 += usize::from(right);
            last.2 += 1;
        }
        if !right {
            failures.push(format!(
                "  {lang:?} {voice:?}: said '{text}', got {outcome:?}"
            ));
        }
    }
    let total = utterances.len();
    let percent = 100.0 * exact as f64 / total as f64;
    println!(
        "asr commands in es, eu, pl, gl: {total} utterances, {exact} exact ({percent:.1} %), \
         wrong and sure: {wrong_sure}, of them a yes or no: {wrong_acting}"
    );
    println!("  spoken yes and no (read-back answers) taken: {answers_taken} of {answers}");
    for (lang, right, n) in &by_lang {
        println!("  {lang:?}: {right} of {n}");
    }
    for f in &failures {
        println!("{f}");
    }
    assert_eq!(wrong_acting, 0, "a wrong yes or no taken as sure");
    assert!(
        percent >= FLOOR_OTHER_LANGUAGES,
        "{percent:.1} % is below {FLOOR_OTHER_LANGUAGES} %, the measured figure"
    );
}

/// The measured accuracy of the commands in the other languages (a regression guard).
const FLOOR_OTHER_LANGUAGES: f64 = 89.0;

#[test]
#[ignore = "needs pocketsphinx (libpocketsphinx-dev, pocketsphinx-en-us)"]
fn a_missing_model_is_a_clear_error() {
    let e = Pocketsphinx::load(Path::new("/nonexistent"), Lang::En).unwrap_err();
    assert!(e.to_string().contains("pocketsphinx-en-us"), "{e}");
    let e = Pocketsphinx::load_warps(Path::new(MODEL_DIR), Lang::En, &[]).unwrap_err();
    assert!(e.to_string().contains("no frequency warp"), "{e}");
}

/// Without a sound card (as on the build machine) starting push-to-talk says clearly that there
/// is no microphone; with one, a recording starts and stops.
#[test]
fn push_to_talk_without_an_input_device_says_so() {
    match annabella::io::asr::Recorder::start() {
        Err(e) => {
            assert_eq!(e, annabella::io::asr::RecordError::NoInputDevice, "{e}");
            assert!(e.to_string().contains("no microphone"), "{e}");
        }
        Ok(recording) => assert!(recording.stop().is_ok()),
    }
    let loc = annabella::i18n::Localizer::new(Lang::De).unwrap();
    assert!(loc.text("hear-no-microphone").contains("Kein Mikrofon"));
}

#[test]
#[ignore = "needs pocketsphinx (libpocketsphinx-dev, pocketsphinx-en-us), espeak-ng and sox"]
fn hear_prints_the_move_as_parse_does() {
    use std::process::Command;
    let dir = tempfile::tempdir().unwrap();
    let voice = asr_corpus::voice(0);
    let file = asr_corpus::synthesize(dir.path(), 0, "Springer Gustav eins Felix drei", voice);
    let out = Command::new(env!("CARGO_BIN_EXE_annabella"))
        .arg("hear")
        .arg(&file)
        .args(["--vocab", "de"])
        .output()
        .unwrap();
    assert_eq!(String::from_utf8_lossy(&out.stdout), "Nf3 g1f3\n");
    assert_eq!(out.status.code(), Some(0));
    let yes = asr_corpus::synthesize(dir.path(), 1, "ja", voice);
    let out = Command::new(env!("CARGO_BIN_EXE_annabella"))
        .arg("hear")
        .arg(&yes)
        .args(["--vocab", "de", "--read-back"])
        .output()
        .unwrap();
    assert_eq!(String::from_utf8_lossy(&out.stdout), "confirm\n");
    let bad = dir.path().join("bad.wav");
    std::fs::write(&bad, "not a wav").unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_annabella"))
        .arg("hear")
        .arg(&bad)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("not a WAV file"));
}
