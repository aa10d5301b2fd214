//! Speech input on a synthesized corpus (feature `asr`): exact-move accuracy of
//! `annabella::asr::hear` with pocketsphinx, and the number of wrong results that would have
//! counted without read-back (sure but wrong, under `confirm = "unsure"`); the same corpus
//! decoded while spoken, as push-to-talk does (`asr::Listening`); and a second part, the
//! commands of the other interface languages. Issue 13's target is ≥ 98 % exact (fail below
//! 95 %) and 0 wrong accepted. Measured: 97.2 % (343 of 353) on the whole utterance, 96.6 %
//! (341) decoded while spoken, 89.5 % (154 of 172) on the other languages' commands. The test
//! fails on any wrong acceptance and half a point or so below those figures (regression guards
//! that leave room for a different espeak-ng or sox version).

#![allow(clippy::unwrap_used)]

mod asr_corpus;

use std::path::Path;

use annabella::{
    asr::{self, Heard, Listening, Outcome, TurnGrammar, wav},
    i18n::Lang,
    io::asr::{MODEL_DIR, Pocketsphinx, WARPS},
};

/// The German engine, with the decoder settings of `ANNABELLA_ASR_EXTRA` ("-name value ...")
/// over the built-in ones and the frequency warps of `ANNABELLA_ASR_WARPS` ("0.9 1 1.1") instead
/// of the built-in ones: for tuning experiments.
fn load() -> Pocketsphinx {
    let extra = std::env::var("ANNABELLA_ASR_EXTRA").unwrap_or_default();
    let extra: Vec<&str> = extra.split_whitespace().collect();
    let warps = std::env::var("ANNABELLA_ASR_WARPS").unwrap_or_default();
    let mut warps: Vec<&str> = warps.split_whitespace().collect();
    if warps.is_empty() {
        warps = WARPS.to_vec();
    }
    let pron = annabella::asr::Pronunciations::builtin().unwrap();
    Pocketsphinx::load_with(Path::new(MODEL_DIR), Lang::De, pron, &extra, &warps).unwrap()
}

#[test]
#[ignore = "needs pocketsphinx (libpocketsphinx-dev, pocketsphinx-en-us), espeak-ng and sox"]
fn corpus_accuracy_and_no_wrong_move_accepted_without_read_back() {
    assert!(asr_corpus::tools(), "espeak-ng and sox are needed");
    // ANNABELLA_ASR_CORPUS keeps the synthesized files in a directory to decode them again.
    let temp = tempfile::tempdir().unwrap();
    let dir = std::env::var_os("ANNABELLA_ASR_CORPUS").map_or(temp.path().to_owned(), Into::into);
    let mut engine = load();
    // Push-to-talk's path: two recognizers fed 100 ms chunks while the player speaks (the
    // cepstral mean is then estimated as the utterance goes, not from the whole of it).
    let mut ears = Listening::new(load(), load());
    let (mut streamed_exact, mut streamed_wrong_sure) = (0, 0);
    let quick = std::env::var_os("ANNABELLA_ASR_QUICK").is_some();
    // ANNABELLA_ASR_SET=training decodes the training set instead (other games, other voice
    // conditions per utterance): tune on that one, measure on this one. Its floors are the test
    // corpus's.
    let training = std::env::var("ANNABELLA_ASR_SET").is_ok_and(|s| s == "training");
    let utterances = if training {
        asr_corpus::training_utterances()
    } else {
        asr_corpus::utterances()
    };
    let (mut exact, mut sure, mut wrong_sure, mut not_heard, mut wrong_unsure) = (0, 0, 0, 0, 0);
    let mut failures = Vec::new();
    let mut wrong_command_sure = 0;
    let mut by_voice = [[0usize; 2]; 2];
    for (n, u) in utterances.iter().enumerate() {
        let voice = asr_corpus::voice(n + usize::from(training));
        let file = asr_corpus::synthesize(&dir, n + 20_000 * usize::from(training), &u.text, voice);
        let pcm = wav::read(&std::fs::read(&file).unwrap()).unwrap();
        let turn = if matches!(u.command, Some("confirm" | "withdraw")) {
            TurnGrammar::confirming(&u.pos, Lang::De, engine.pronunciations())
        } else {
            TurnGrammar::new(&u.pos, Lang::De, engine.pronunciations())
        };
        let outcome = asr::hear(&mut engine, &turn, &pcm).unwrap();
        let is_right = |outcome: &Outcome| match outcome {
            Outcome::Heard {
                heard: Heard::Move(m),
                ..
            } => u.expected == Some(*m),
            Outcome::Heard {
                heard: Heard::Command { key, .. },
                ..
            } => u.command == Some(key.as_str()),
            _ => false,
        };
        let right = is_right(&outcome);
        // ANNABELLA_ASR_QUICK skips this second decoding while tuning.
        let streamed = if quick {
            outcome.clone()
        } else {
            ears.start(&turn).unwrap();
            for chunk in pcm.chunks(1_600) {
                ears.feed(chunk).unwrap();
            }
            ears.finish(&turn).unwrap()
        };
        streamed_exact += usize::from(is_right(&streamed));
        streamed_wrong_sure += usize::from(
            !is_right(&streamed)
                && matches!(
                    streamed,
                    Outcome::Heard {
                        heard: Heard::Move(_),
                        sure: true,
                        ..
                    }
                ),
        );
        let is_sure = matches!(outcome, Outcome::Heard { sure: true, .. });
        exact += usize::from(right);
        sure += usize::from(is_sure);
        match (&outcome, right, is_sure) {
            (
                Outcome::Heard {
                    heard: Heard::Move(_),
                    ..
                },
                false,
                true,
            ) => wrong_sure += 1,
            (Outcome::Heard { .. }, false, true) => wrong_command_sure += 1,
            (Outcome::Heard { .. }, false, false) => wrong_unsure += 1,
            (Outcome::NotHeard | Outcome::Ambiguous { .. }, ..) => not_heard += 1,
            _ => {}
        }
        by_voice[usize::from(voice.voice == "en-us")][usize::from(right)] += 1;
        if !right {
            failures.push(format!(
                "  {:?} {:?}: said '{}', got {outcome:?}",
                voice.voice, voice, u.text
            ));
        }
    }
    let total = utterances.len();
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
    let streamed_percent = 100.0 * streamed_exact as f64 / total as f64;
    println!(
        "  decoded while spoken (push-to-talk): {streamed_exact} exact ({streamed_percent:.1} %), \
         wrong moves sure: {streamed_wrong_sure}"
    );
    for f in &failures {
        println!("{f}");
    }
    assert!(total >= 300, "only {total} utterances");
    assert_eq!(
        streamed_wrong_sure, 0,
        "wrong moves accepted without read-back (streamed)"
    );
    assert_eq!(wrong_sure, 0, "wrong moves accepted without read-back");
    // Issue 13 asks for 95 % at the least and 98 % as its target (see the module doc).
    assert!(
        percent >= 96.5,
        "exact-move accuracy {percent:.1} % is below 96.5 %, the measured 97.2 % (issue 13)"
    );
    assert!(
        streamed_percent >= 96.0,
        "decoded while spoken: {streamed_percent:.1} % is below 96 %, the measured 96.6 %"
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
    let pron = annabella::asr::Pronunciations::builtin().unwrap();
    let e = Pocketsphinx::load_with(Path::new(MODEL_DIR), Lang::En, pron, &[], &[]).unwrap_err();
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
