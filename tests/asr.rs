//! Speech input on a synthesized corpus (feature `asr`): exact-move accuracy of
//! `annabella::asr::hear` with pocketsphinx, and the number of wrong results that would have
//! counted without read-back (sure but wrong, under `confirm = "unsure"`); the same corpus
//! decoded while spoken, as push-to-talk does (`asr::Listening`); and a second part, the
//! commands of the other interface languages; and the refusals of issue 22
//! (tests/asr_corpus/refusals.rs: the answers to a read-back, a yes or no said out of habit,
//! silence, noise, illegal moves). Issue 13's target was ≥ 98 % exact and 0 wrong accepted;
//! issue 22 added "not a legal move, say it again", which some legal moves get too. Measured:
//! 90.7 % (320 of 353; 91.2 %, 322, before a capture of an empty square was refused and a
//! wavering counted only between hearings of as many words; 84.4 %, 298, before "Bella" and
//! "sechs" were weighted up in the syntax grammar; 81.3 %, 287, before its second look
//! and its announced shapes) on the whole utterance; 92.2 % (94 of 102; 93.1 %, 95, and 89.2 %, 91, before)
//! decoded while spoken on push-to-talk's share (87.5 %, 309 of 353, on the whole corpus with
//! `ANNABELLA_ASR_FULL=1`; 83.3 %, 294, before); 87.5 % (133 of 152) on the other languages'
//! commands; no confirmation from a withdrawal, a "no", silence or noise; nothing from silence
//! or noise; none of 355 illegal moves heard as another move (2 before, 3 before that). The tests fail on any
//! wrong acceptance and about one utterance below those figures (regression guards that leave
//! room for a different espeak-ng or sox version).
//! The corpus tests run side by side (libtest runs as many at once as there are cores); the
//! first two share one synthesis.

#![allow(clippy::unwrap_used)]

mod asr_corpus;

use std::{path::Path, sync::OnceLock};

use annabella::{
    asr::{self, Heard, Listening, Pronunciations, TurnGrammar, UtteranceOutcome, wav},
    i18n::Lang,
    io::asr::{MODEL_DIR, Pocketsphinx},
};
use asr_corpus::{Utterance, Voice, refusals};

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
    fn is_right(&self, outcome: &UtteranceOutcome) -> bool {
        match outcome {
            UtteranceOutcome::Heard {
                heard: Heard::Move(m),
                ..
            } => self.utterance.expected == Some(*m),
            UtteranceOutcome::Heard {
                heard: Heard::Command { key, .. },
                ..
            } => self.utterance.command == Some(key.as_str()),
            _ => false,
        }
    }

    /// Whether `outcome` is a wrong move that would count without read-back.
    fn is_wrong_and_sure(&self, outcome: &UtteranceOutcome) -> bool {
        !self.is_right(outcome)
            && matches!(
                outcome,
                UtteranceOutcome::Heard {
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
        let say = |(n, utterance): (usize, Utterance)| {
            let voice = asr_corpus::voice(n + usize::from(training));
            let n = n + 20_000 * usize::from(training);
            let file = asr_corpus::synthesize(&dir, n, &utterance.text, voice);
            let pcm = wav::read(&std::fs::read(&file).unwrap()).unwrap();
            Said {
                utterance,
                voice,
                pcm,
            }
        };
        // Synthesized on two threads (espeak-ng and sox are processes of one core each); the
        // noise is made first, once, for both.
        asr_corpus::Noise::PINK.file(&dir);
        let (even, odd): (Vec<_>, Vec<_>) = utterances
            .into_iter()
            .enumerate()
            .partition(|(n, _)| n % 2 == 0);
        let (even, odd) = std::thread::scope(|s| {
            let odd = s.spawn(|| odd.into_iter().map(say).collect::<Vec<_>>());
            let even: Vec<Said> = even.into_iter().map(say).collect();
            (even, odd.join().unwrap())
        });
        let mut said = Vec::with_capacity(even.len() + odd.len());
        let mut odd = odd.into_iter();
        for one in even {
            said.push(one);
            said.extend(odd.next());
        }
        said.extend(odd);
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
    // Asked again because the syntax grammar heard a move that is not legal (issue 22).
    let mut not_legal = 0;
    let (mut answers, mut answers_taken) = (0, 0);
    let mut by_voice = [[0usize; 2]; 2];
    for said in corpus {
        let turn = said.turn(engine.pronunciations());
        let outcome = asr::hear(&mut engine, &turn, &said.pcm).unwrap();
        let right = said.is_right(&outcome);
        let is_sure = matches!(outcome, UtteranceOutcome::Heard { sure: true, .. });
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
                UtteranceOutcome::Heard {
                    heard: Heard::Command { .. },
                    ..
                },
                false,
                true,
            ) => wrong_command_sure += 1,
            (UtteranceOutcome::Heard { .. }, false, false) => wrong_unsure += 1,
            (UtteranceOutcome::NotHeard | UtteranceOutcome::Ambiguous { .. }, ..) => not_heard += 1,
            (UtteranceOutcome::NotLegal { .. }, ..) => not_legal += 1,
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
         \"not a legal move, say it again\": {not_legal}; wrong commands taken as sure: \
         {wrong_command_sure}"
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
    // Issue 13 asked for 95 % at the least and 98 % as its target; since issue 22 a move the
    // syntax grammar hears as an illegal one is asked again (see the module doc).
    assert!(
        wrong_unsure <= 6,
        "{wrong_unsure} wrong results read back: the measured figure is 5"
    );
    assert!(
        percent >= FLOOR_WHOLE,
        "exact-move accuracy {percent:.1} % is below {FLOOR_WHOLE} %, the measured 90.7 %"
    );
}

/// Push-to-talk's path: two recognizers fed 100 ms chunks while the player speaks (the cepstral
/// mean is then estimated as the utterance goes), the legal-move one decoding the whole
/// utterance again at the warp that won when the key is let go.
/// `ANNABELLA_ASR_EARS_PER_VOICE=1`: one pair per voice, as one player at one microphone has (the
/// live cepstral mean carries from one utterance to the next; the corpus changes voice at every
/// utterance). `ANNABELLA_ASR_QUICK=1` skips this test while tuning.
///
/// The whole corpus only with `ANNABELLA_ASR_FULL=1` (the figure of docs/design.md); by default
/// two utterances in seven ([`in_push_to_talk_share`]), which keeps every voice, speed, pitch,
/// noise and kind of utterance of the corpus at under a third of the work: the whole-utterance
/// test above decodes every utterance of the same corpus along the same policy, and this one
/// proves what push-to-talk adds (decoding while spoken, and once more at the winning warp).
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
    let (mut exact, mut wrong_sure, mut not_legal) = (0, 0, 0);
    let mut failures = Vec::new();
    let full = std::env::var_os("ANNABELLA_ASR_FULL").is_some();
    let corpus: Vec<&Said> = corpus
        .iter()
        .enumerate()
        .filter(|(n, _)| full || in_push_to_talk_share(*n))
        .map(|(_, said)| said)
        .collect();
    for said in &corpus {
        let turn = said.turn(&pron);
        let ears = &mut ears[usize::from(per_voice && said.voice.voice == "en-us")];
        ears.start(&turn).unwrap();
        for chunk in said.pcm.chunks(1_600) {
            ears.feed(chunk).unwrap();
        }
        let outcome = ears.finish(&turn).unwrap();
        exact += usize::from(said.is_right(&outcome));
        wrong_sure += usize::from(said.is_wrong_and_sure(&outcome));
        not_legal += usize::from(matches!(outcome, UtteranceOutcome::NotLegal { .. }));
        if !said.is_right(&outcome) {
            let (voice, text) = (said.voice, &said.utterance.text);
            failures.push(format!("  {voice:?}: said '{text}', got {outcome:?}"));
        }
    }
    let total = corpus.len();
    let percent = 100.0 * exact as f64 / total as f64;
    let share = if full { "all" } else { "two in seven" };
    println!(
        "asr corpus decoded while spoken (push-to-talk, {share}): {total} utterances, {exact} \
         exact ({percent:.1} %), wrong moves sure: {wrong_sure}, \"not a legal move, say it \
         again\": {not_legal}"
    );
    for f in &failures {
        println!("{f}");
    }
    assert_eq!(wrong_sure, 0, "wrong moves accepted without read-back");
    let floor = if full {
        FLOOR_WHILE_SPOKEN
    } else {
        FLOOR_WHILE_SPOKEN_SHARE
    };
    assert!(
        percent >= floor,
        "decoded while spoken ({share}): {percent:.1} % is below {floor} %, the measured figure"
    );
}

/// Whether the `n`th utterance of the corpus is in the share push-to-talk decodes by default:
/// the first two of every seven. Seven is prime to the corpus's cycles (two voices, three
/// speeds, three pitches, noise every third, five utterances a position), so the share holds
/// every condition and every kind of utterance.
fn in_push_to_talk_share(n: usize) -> bool {
    n % 7 < 2
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
        let right = matches!(&outcome, UtteranceOutcome::Heard { heard: Heard::Command { key: k, .. }, .. } if k == key);
        let is_sure = matches!(outcome, UtteranceOutcome::Heard { sure: true, .. });
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
                && matches!(&outcome, UtteranceOutcome::Heard { heard: Heard::Command { key, .. }, sure: true, .. }
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

/// The measured exact accuracy of the test corpus, whole and decoded while spoken (regression
/// guards): 90.7 % (320 of 353) whole since no illegal move is heard as another one (a capture
/// of an empty square refused, a wavering only between hearings of as many words); 91.2 %
/// (322) since "Bella" and "sechs" are weighted up in the syntax grammar; 84.4 % and 87.5 % (298 and 309) before, since the syntax grammar takes a second
/// look at the other warps before it refuses a legal move and has only the announcer's shapes
/// (81.3 % and 83.3 %, 287 and 294, since issue 22; 98.0 % and 98.6 % before it). The whole
/// corpus decoded while spoken (`ANNABELLA_ASR_FULL=1`) was not measured again with the weights.
const FLOOR_WHOLE: f64 = 90.3;
const FLOOR_WHILE_SPOKEN: f64 = 87.0;
/// The same for the share decoded by default ([`in_push_to_talk_share`]): 92.2 % (94 of 102;
/// 93.1 %, 95, before no illegal move was heard as another; 89.2 %, 91, before the weights).
const FLOOR_WHILE_SPOKEN_SHARE: f64 = 91.1;

/// The measured accuracy of the commands in the other languages (a regression guard): 87.5 %
/// (133 of 152) since the free grammar is decoded at the winning warp only (88.2 %, 134, since
/// the answers to a read-back are one long word each, issue 22; the short "sí", "bai", "tak",
/// "nie" … are no longer listened for, nor said in this part).
const FLOOR_OTHER_LANGUAGES: f64 = 87.0;

#[test]
#[ignore = "needs pocketsphinx (libpocketsphinx-dev, pocketsphinx-en-us)"]
fn a_missing_model_is_a_clear_error() {
    let e = Pocketsphinx::load(Path::new("/nonexistent"), Lang::En).unwrap_err();
    assert!(e.to_string().contains("pocketsphinx-en-us"), "{e}");
    let e = Pocketsphinx::load_warps(Path::new(MODEL_DIR), Lang::En, &[]).unwrap_err();
    assert!(e.to_string().contains("no frequency warp"), "{e}");
}

/// A blind player practising by voice asks for the engine's move (issue 26): "best move",
/// synthesized at 16 kHz, is heard with the practice grammar as the request it names, and the
/// study's words with the study's grammar; a table's grammar has no such phrase to hear.
/// ("mistakes" alone, said by this voice, came back as "repeat", unsure: "next mistake" is
/// heard.)
#[test]
#[ignore = "needs pocketsphinx and espeak-ng"]
fn practice_words_are_heard_while_practising_and_studying() {
    assert!(asr_corpus::tools(), "espeak-ng and sox are needed");
    let dir = tempfile::tempdir().unwrap();
    let mut engine = Pocketsphinx::load(Path::new(MODEL_DIR), Lang::En).unwrap();
    let pos = shakmaty::Chess::default();
    let voice = asr_corpus::Voice {
        voice: "en-us",
        speed: 175,
        pitch: 50,
        noise: None,
    };
    for (n, (text, program, key)) in [
        ("best move", asr::Program::Practice, "best"),
        ("next mistake", asr::Program::Study, "mistakes"),
        ("solution", asr::Program::Study, "solution"),
        ("take back", asr::Program::Practice, "takeback"),
        ("evaluation", asr::Program::Practice, "eval"),
        ("threat", asr::Program::Practice, "threat"),
        ("previous", asr::Program::Study, "back"),
        ("analysis", asr::Program::Study, "analyse"),
    ]
    .into_iter()
    .enumerate()
    {
        let file = asr_corpus::synthesize(dir.path(), 20_000 + n, text, voice);
        let pcm = wav::read(&std::fs::read(&file).unwrap()).unwrap();
        let turn = TurnGrammar::in_program(&pos, Lang::En, engine.pronunciations(), program, false);
        let outcome = asr::hear(&mut engine, &turn, &pcm).unwrap();
        assert!(
            matches!(&outcome, UtteranceOutcome::Heard { heard: Heard::Command { key: k, words }, .. }
                if k == key && words == text),
            "said '{text}' in {program:?}, got {outcome:?}"
        );
        let table = TurnGrammar::new(&pos, Lang::En, engine.pronunciations());
        assert!(table.meaning(text).is_empty(), "'{text}' at a table");
        let outcome = asr::hear(&mut engine, &table, &pcm).unwrap();
        assert!(
            !matches!(&outcome, UtteranceOutcome::Heard { heard: Heard::Command { key: k, .. }, .. } if k == key),
            "said '{text}' at a table, got {outcome:?}"
        );
    }
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
    let hear = |file: &Path, read_back: bool| {
        let mut hear = Command::new(env!("CARGO_BIN_EXE_annabella"));
        hear.arg("hear").arg(file).args(["--vocab", "de"]);
        if read_back {
            hear.arg("--read-back");
        }
        let out = hear.output().unwrap();
        (
            String::from_utf8_lossy(&out.stdout).into_owned(),
            out.status.code(),
        )
    };
    let yes = asr_corpus::synthesize(dir.path(), 1, "bestätigen", voice);
    assert_eq!(hear(&yes, true), ("confirm\n".into(), Some(0)));
    // Issue 22's reproduction: "nein" was heard as a sure "ja"; it is no answer now.
    let no = asr_corpus::synthesize(dir.path(), 2, "nein", voice);
    assert_ne!(hear(&no, true).0, "confirm\n");
    // Silence was heard as e4, noise as "help"; the illegal move as Nf3.
    let silence = dir.path().join("silence.wav");
    let noise = dir.path().join("noise.wav");
    for (file, effect) in [
        (&silence, ["trim", "0", "0.2"]),
        (&noise, ["synth", "1", "whitenoise"]),
    ] {
        let out = Command::new("sox")
            .args(["-R", "-n", "-r", "16000", "-c", "1", "-b", "16"])
            .arg(file)
            .args(effect)
            .output()
            .unwrap();
        assert!(out.status.success());
        let (said, code) = hear(file, false);
        assert!(said.contains("Nicht verstanden"), "{said}");
        assert_eq!(code, Some(1));
    }
    let illegal = asr_corpus::synthesize(dir.path(), 3, "Springer Gustav eins Eva zwei", voice);
    let (said, code) = hear(&illegal, false);
    assert!(said.contains("kein legaler Zug"), "{said}");
    assert_eq!(code, Some(1));
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

/// Counts of one part of the refusals corpus, by kind.
#[derive(Debug, Default, Clone, Copy)]
struct Tally {
    said: usize,
    /// Entered as a confirmation, a withdrawal, a move, another command.
    confirmed: usize,
    withdrawn: usize,
    moves: usize,
    commands: usize,
    /// Nothing entered: not heard, ambiguous, an unsure answer (asked again).
    asked_again: usize,
    /// Of those, "not a legal move, say it again".
    not_legal: usize,
}

/// Decodes the refusals of `kinds` (tests/asr_corpus/refusals.rs) and tallies them by kind.
fn refusals_of(kinds: &[refusals::Kind]) -> Vec<(refusals::Kind, Tally)> {
    assert!(asr_corpus::tools(), "espeak-ng and sox are needed");
    let started = std::time::Instant::now();
    let temp = tempfile::tempdir().unwrap();
    let dir = std::env::var_os("ANNABELLA_ASR_CORPUS").map_or(temp.path().to_owned(), Into::into);
    let corpus: Vec<_> = refusals::refusals()
        .into_iter()
        .enumerate()
        .filter(|(_, r)| kinds.contains(&r.kind))
        .collect();
    let sound = |(n, r): &(usize, refusals::Refusal)| {
        wav::read(&std::fs::read(refusals::make(&dir, *n, r)).unwrap()).unwrap()
    };
    // Speech is synthesized on two threads, every other utterance on each; silence and noise
    // (files named by what they hold, some made twice) and the noises mixed in first, here.
    for noise in refusals::noises() {
        noise.file(&dir);
    }
    let mut sounds: Vec<Option<Vec<i16>>> = corpus
        .iter()
        .map(|item| (!matches!(item.1.sound, refusals::Sound::Speech { .. })).then(|| sound(item)))
        .collect();
    let speech: Vec<usize> = (0..corpus.len()).filter(|&i| sounds[i].is_none()).collect();
    let (first, second): (Vec<usize>, Vec<usize>) = speech.iter().partition(|&&i| i % 2 == 0);
    let synthesized_apart = std::thread::scope(|s| {
        let second = s.spawn(|| {
            second
                .iter()
                .map(|&i| (i, sound(&corpus[i])))
                .collect::<Vec<_>>()
        });
        let mut both: Vec<(usize, Vec<i16>)> =
            first.iter().map(|&i| (i, sound(&corpus[i]))).collect();
        both.extend(second.join().unwrap());
        both
    });
    for (i, pcm) in synthesized_apart {
        sounds[i] = Some(pcm);
    }
    let sounds: Vec<Vec<i16>> = sounds.into_iter().map(Option::unwrap).collect();
    let synthesized = started.elapsed();
    // Decoded on two threads, an engine each, every other utterance on each: this test is often
    // the last one running, and a core would idle.
    let hear_all = |parity: usize| {
        let mut engine = load();
        corpus
            .iter()
            .zip(&sounds)
            .enumerate()
            .filter(|(i, _)| i % 2 == parity)
            .map(|(i, ((_, refusal), pcm))| {
                let pron = engine.pronunciations();
                let turn = if refusal.confirming {
                    TurnGrammar::confirming(&refusal.pos, Lang::De, pron)
                } else {
                    TurnGrammar::new(&refusal.pos, Lang::De, pron)
                };
                (i, asr::hear(&mut engine, &turn, pcm).unwrap())
            })
            .collect::<Vec<_>>()
    };
    let mut outcomes = std::thread::scope(|s| {
        let odd = s.spawn(|| hear_all(1));
        let mut both = hear_all(0);
        both.extend(odd.join().unwrap());
        both
    });
    outcomes.sort_by_key(|(i, _)| *i);
    let mut tallies: Vec<(refusals::Kind, Tally)> =
        kinds.iter().map(|k| (*k, Tally::default())).collect();
    for ((_, refusal), (_, outcome)) in corpus.iter().zip(outcomes) {
        let Some((_, tally)) = tallies.iter_mut().find(|(k, _)| *k == refusal.kind) else {
            continue;
        };
        tally.said += 1;
        let entered = outcome.counts();
        match &outcome {
            UtteranceOutcome::Heard {
                heard: Heard::Command { key, .. },
                ..
            } if entered => match key.as_str() {
                "confirm" => tally.confirmed += 1,
                "withdraw" => tally.withdrawn += 1,
                _ => tally.commands += 1,
            },
            UtteranceOutcome::Heard {
                heard: Heard::Move(_),
                ..
            } => tally.moves += 1,
            UtteranceOutcome::NotLegal { .. } => {
                tally.asked_again += 1;
                tally.not_legal += 1;
            }
            _ => tally.asked_again += 1,
        }
        let expected = match refusal.kind {
            refusals::Kind::Confirm => {
                matches!(&outcome, UtteranceOutcome::Heard { heard: Heard::Command { key, .. }, .. } if key == "confirm" && entered)
            }
            refusals::Kind::Withdraw => {
                matches!(&outcome, UtteranceOutcome::Heard { heard: Heard::Command { key, .. }, .. } if key == "withdraw" && entered)
            }
            refusals::Kind::Illegal => matches!(outcome, UtteranceOutcome::NotLegal { .. }),
            _ => !entered,
        };
        if !expected {
            let sound = match &refusal.sound {
                refusals::Sound::Speech { text, voice } => format!("'{text}' {voice:?}"),
                other => format!("{other:?}"),
            };
            let fen =
                shakmaty::fen::Fen::from_position(&refusal.pos, shakmaty::EnPassantMode::Legal);
            println!("  {:?}: {sound} in {fen}: {outcome:?}", refusal.kind);
        }
    }
    println!(
        "refusals {kinds:?}: {} utterances, synthesized in {:.1} s, decoded in {:.1} s",
        corpus.len(),
        synthesized.as_secs_f64(),
        (started.elapsed() - synthesized).as_secs_f64()
    );
    for (kind, t) in &tallies {
        println!(
            "  {kind:?}: {} said; entered as confirm {}, withdraw {}, a move {}, another command \
             {}; asked again {} ({:.1} %), of them \"not a legal move\" {}",
            t.said,
            t.confirmed,
            t.withdrawn,
            t.moves,
            t.commands,
            t.asked_again,
            100.0 * t.asked_again as f64 / t.said.max(1) as f64,
            t.not_legal
        );
    }
    tallies
}

/// Issue 22: a spoken "no" is never a "yes". The answers to a read-back, the short yes and no
/// said out of habit, silence and steady noise: no confirmation from a withdrawal, a "no",
/// silence or noise; nothing at all from silence and noise; the answers never taken for each
/// other.
#[test]
#[ignore = "needs pocketsphinx (libpocketsphinx-dev, pocketsphinx-en-us), espeak-ng and sox"]
fn refusals_answers_silence_and_noise() {
    use refusals::Kind;
    let tallies = refusals_of(&[
        Kind::Confirm,
        Kind::Withdraw,
        Kind::HabitNo,
        Kind::HabitYes,
        Kind::Silence,
        Kind::Noise,
    ]);
    for (kind, t) in tallies {
        match kind {
            Kind::Confirm => assert_eq!(t.withdrawn, 0, "{kind:?} withdrew"),
            Kind::Withdraw | Kind::HabitNo => assert_eq!(t.confirmed, 0, "{kind:?} confirmed"),
            Kind::HabitYes => {}
            Kind::Silence | Kind::Noise | Kind::Illegal => {
                assert_eq!(
                    t.asked_again, t.said,
                    "{kind:?}: something was entered: {t:?}"
                );
            }
        }
    }
}

/// Issue 22: a move that is not legal in its position is never heard as another move: the
/// player is told it is not legal, or asked again. Measured: none of 355, since a capture said
/// of an empty square is no move and a wavering of the syntax grammar counts only between
/// hearings of as many words (2 before: "Springer David sieben schlägt Felix sechs" heard as
/// "schlägt Felix acht", f8 empty, and "Springer Bella acht schlägt Cesar sechs" as "Anna sechs"
/// by the legal-move grammar and at one other warp; see docs/design.md).
#[test]
#[ignore = "needs pocketsphinx (libpocketsphinx-dev, pocketsphinx-en-us), espeak-ng and sox"]
fn refusals_illegal_moves() {
    let tallies = refusals_of(&[refusals::Kind::Illegal]);
    for (kind, t) in tallies {
        assert!(
            t.moves == 0,
            "{kind:?}: {} illegal moves heard as another move: {t:?}",
            t.moves
        );
    }
}
