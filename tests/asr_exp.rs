#![allow(clippy::unwrap_used, missing_docs)]
mod asr_corpus;

use std::{fmt::Write as _, path::Path, process::Command};

use annabella::{
    announce::{Announcer, Style},
    asr::{self, Heard, Outcome, Pronunciations, Recognizer, TurnGrammar, wav},
    i18n::Lang,
    io::asr::{MODEL_DIR, Pocketsphinx},
    vocab::VocabName,
};
use shakmaty::{Chess, Position as _, san::San};

const CALIB_GAME: &str = "e4 e5 f4 exf4 Bc4 Qh4+ Kf1 b5 Bxb5 Nf6 Nf3 Qh6 d3 Nh5 Nh4 Qg5 Nf5 c6 g4 Nf6 Rg1 cxb5 h4 Qg6 h5 Qg5 Qf3 Ng8 Bxf4 Qf6 Nc3 Bc5 Nd5 Qxb2 Bd6 Bxg1 e5 Qxa1+ Ke2 Na6 Nxg7+ Kd8 Qf6+ Nxf6 Be7#";

fn calib_set() -> Vec<(Chess, String, Option<shakmaty::Move>)> {
    let long = Announcer::new(Style::Fide, VocabName::FideD);
    let short = Announcer::new(Style::FideShort, VocabName::FideD);
    let mut pos = Chess::default();
    let mut out = Vec::new();
    for (i, san) in CALIB_GAME.split_whitespace().enumerate() {
        let m = san
            .trim_end_matches(['+', '#'])
            .parse::<San>()
            .unwrap()
            .to_move(&pos)
            .unwrap();
        out.push((
            pos.clone(),
            (if i % 3 == 2 { &short } else { &long }).announce(&pos, &m),
            Some(m),
        ));
        pos.play_unchecked(m);
    }
    out
}

fn warp_choice(v: &'static str, warps: &[f64]) -> f64 {
    let dir = Path::new("/tmp/asr-exp/warp");
    std::fs::create_dir_all(dir).unwrap();
    let voice = asr_corpus::Voice {
        voice: v,
        speed: 175,
        pitch: 50,
        noise: false,
    };
    let set = calib_set();
    let pcms: Vec<Vec<i16>> = set
        .iter()
        .enumerate()
        .map(|(i, (_, text, _))| {
            wav::read(&std::fs::read(asr_corpus::synthesize(dir, 60_000 + i, text, voice)).unwrap())
                .unwrap()
        })
        .collect();
    let mut best = (0usize, i64::MIN, 1.0);
    for &w in warps {
        let ws = format!("{w}");
        let mut engine = Pocketsphinx::load_with(
            Path::new(MODEL_DIR),
            Lang::De,
            Pronunciations::builtin().unwrap(),
            &["-warp_type", "inverse_linear", "-warp_params", &ws],
        )
        .unwrap();
        let (mut right, mut score) = (0usize, 0i64);
        for ((pos, text, m), pcm) in set.iter().zip(&pcms) {
            let turn = TurnGrammar::new(pos, Lang::De, engine.pronunciations());
            let out = asr::hear(&mut engine, &turn, pcm).unwrap();
            right += usize::from(
                matches!(out, Outcome::Heard { heard: Heard::Move(h), .. } if Some(h) == *m),
            );
            let ws: Vec<String> = text
                .split_whitespace()
                .map(|w| norm(w.trim_matches(|c: char| !c.is_alphanumeric())))
                .filter(|w| !w.is_empty())
                .collect();
            let jsgf = format!("#JSGF V1.0;\ngrammar g;\npublic <s> = {};\n", ws.join(" "));
            score += engine
                .decode("forced", &jsgf, pcm)
                .unwrap()
                .first()
                .map_or(-10_000_000, |h| i64::from(h.score));
        }
        println!(
            "warp {v} {w}: {right}/{} right, forced score {score}",
            set.len()
        );
        if (right, score) > (best.0, best.1) {
            best = (right, score, w);
        }
    }
    best.2
}

fn calib_phrases() -> Vec<String> {
    let long = Announcer::new(Style::Fide, VocabName::FideD);
    let short = Announcer::new(Style::FideShort, VocabName::FideD);
    let mut pos = Chess::default();
    let mut out = Vec::new();
    for (i, san) in CALIB_GAME.split_whitespace().enumerate() {
        let m = san
            .trim_end_matches(['+', '#'])
            .parse::<San>()
            .unwrap()
            .to_move(&pos)
            .unwrap();
        out.push((if i % 3 == 2 { &short } else { &long }).announce(&pos, &m));
        pos.play_unchecked(m);
    }
    for p in [
        "Bauer Cesar sieben Cesar acht wird Dame",
        "Bauer Anna zwei schlägt Bella eins wird Springer",
        "Bauer David sieben David acht wird Turm",
        "Bauer Hector zwei Hector eins wird Läufer",
        "kurze Rochade",
        "lange Rochade",
        "Bauer Eva fünf schlägt David sechs en passant",
        "ja",
        "nein",
        "wiederholen",
        "nochmal",
        "aufgeben",
        "confirm",
        "repeat",
        "cancel",
        "help",
        "last move",
    ] {
        out.push(p.to_owned());
    }
    out
}

fn norm(w: &str) -> String {
    w.to_lowercase()
        .replace('ä', "a")
        .replace('ö', "o")
        .replace('ü', "u")
}

/// Writes calibration wavs for `voice` into dir and aligns them to pronunciation variants;
/// then runs sphinx_fe, bw, mllr_solve; returns the path of the transform.
fn calibrate(dir: &Path, voices: &[asr_corpus::Voice], tag: &str) -> std::path::PathBuf {
    let engine = Pocketsphinx::load(Path::new(MODEL_DIR), Lang::De).unwrap();
    let pron: &Pronunciations = engine.pronunciations();
    let words: Vec<&str> = pron.words().collect();
    let dict = pron.dictionary(words.iter().copied());
    // variant dictionary: word_vN
    let mut vdict = String::new();
    let mut variants: std::collections::BTreeMap<String, Vec<String>> = Default::default();
    for line in dict.lines() {
        let (head, phones) = line.split_once(' ').unwrap();
        let base = head.split('(').next().unwrap();
        let v = variants.entry(base.to_owned()).or_default();
        let tok = format!("{base}_v{}", v.len() + 1);
        writeln!(vdict, "{tok} {phones}").unwrap();
        v.push(tok);
    }
    let work = dir.join(format!("calib-{tag}"));
    std::fs::create_dir_all(&work).unwrap();
    std::fs::write(work.join("variants.dict"), &vdict).unwrap();
    let mut aligner = Pocketsphinx::load_with(
        Path::new(MODEL_DIR),
        Lang::De,
        Pronunciations::builtin().unwrap(),
        &["-dict", work.join("variants.dict").to_str().unwrap()],
    )
    .unwrap();
    let (mut ids, mut trans) = (String::new(), String::new());
    let mut n = 0;
    for (vi, voice) in voices.iter().enumerate() {
        for (pi, phrase) in calib_phrases().iter().enumerate() {
            let file = asr_corpus::synthesize(&work, 50_000 + vi * 1000 + pi, phrase, *voice);
            let pcm = wav::read(&std::fs::read(&file).unwrap()).unwrap();
            let ws: Vec<String> = phrase
                .split_whitespace()
                .map(|w| norm(w.trim_matches(|c: char| !c.is_alphanumeric())))
                .filter(|w| !w.is_empty())
                .collect();
            if let Some(w) = ws.iter().find(|w| !variants.contains_key(*w)) {
                println!("unknown {w} in {phrase}");
                continue;
            }
            let body: Vec<String> = ws
                .iter()
                .map(|w| format!("({})", variants[w].join(" | ")))
                .collect();
            let jsgf = format!(
                "#JSGF V1.0;\ngrammar g;\npublic <s> = {};\n",
                body.join(" ")
            );
            let hyp = aligner.decode(&format!("a{n}"), &jsgf, &pcm).unwrap();
            let Some(h) = hyp.first() else {
                println!("no alignment: {phrase}");
                continue;
            };
            let name = format!("u{n}");
            std::fs::write(
                work.join(format!("{name}.raw")),
                pcm.iter()
                    .flat_map(|s| s.to_le_bytes())
                    .collect::<Vec<u8>>(),
            )
            .unwrap();
            writeln!(ids, "{name}").unwrap();
            writeln!(trans, "<s> {} </s> ({name})", h.text).unwrap();
            n += 1;
        }
    }
    std::fs::write(work.join("list.fileids"), ids).unwrap();
    std::fs::write(work.join("list.transcription"), trans).unwrap();
    let hmm = Path::new(MODEL_DIR).join("en-us");
    let sh = |c: &mut Command| {
        let o = c.output().unwrap();
        assert!(
            o.status.success(),
            "{c:?} {}",
            String::from_utf8_lossy(&o.stderr)
        );
    };
    sh(Command::new("sphinx_fe").current_dir(&work).args([
        "-argfile",
        hmm.join("feat.params").to_str().unwrap(),
        "-samprate",
        "16000",
        "-c",
        "list.fileids",
        "-di",
        ".",
        "-do",
        ".",
        "-ei",
        "raw",
        "-eo",
        "mfc",
        "-raw",
        "yes",
    ]));
    sh(Command::new("pocketsphinx_mdef_convert")
        .current_dir(&work)
        .args(["-text", hmm.join("mdef").to_str().unwrap(), "mdef.txt"]));
    std::fs::write(
        work.join("mixture_weights"),
        asr::calibrate::mixture_weights_from_sendump(&std::fs::read(hmm.join("sendump")).unwrap())
            .unwrap(),
    )
    .unwrap();
    sh(Command::new("/usr/lib/sphinxtrain/bw")
        .current_dir(&work)
        .args([
            "-meanfn",
            hmm.join("means").to_str().unwrap(),
            "-varfn",
            hmm.join("variances").to_str().unwrap(),
            "-tmatfn",
            hmm.join("transition_matrices").to_str().unwrap(),
            "-mixwfn",
            "mixture_weights",
            "-moddeffn",
            "mdef.txt",
            "-ts2cbfn",
            ".ptm.",
            "-feat",
            "1s_c_d_dd",
            "-svspec",
            "0-12/13-25/26-38",
            "-cmn",
            "batch",
            "-agc",
            "none",
            "-dictfn",
            "variants.dict",
            "-fdictfn",
            hmm.join("noisedict").to_str().unwrap(),
            "-ctlfn",
            "list.fileids",
            "-lsnfn",
            "list.transcription",
            "-accumdir",
            ".",
        ]));
    sh(Command::new("/usr/lib/sphinxtrain/mllr_solve")
        .current_dir(&work)
        .args([
            "-meanfn",
            hmm.join("means").to_str().unwrap(),
            "-varfn",
            hmm.join("variances").to_str().unwrap(),
            "-outmllrfn",
            "mllr_matrix",
            "-accumdir",
            ".",
        ]));
    work.join("mllr_matrix")
}

#[test]
#[ignore]
fn mllr_experiment() {
    let dir = Path::new("/tmp/asr-exp");
    std::fs::create_dir_all(dir).unwrap();
    let mode = std::env::var("CALIB").unwrap_or("mid".into());
    let mut engines = Vec::new();
    for v in ["de", "en-us"] {
        if mode == "warp" {
            let w = warp_choice(v, &[0.85, 0.9, 0.95, 1.0, 1.05, 1.1, 1.15]);
            println!("WARP {v}: {w}");
            let ws = format!("{w}");
            engines.push(
                Pocketsphinx::load_with(
                    Path::new(MODEL_DIR),
                    Lang::De,
                    Pronunciations::builtin().unwrap(),
                    &["-warp_type", "inverse_linear", "-warp_params", &ws],
                )
                .unwrap(),
            );
            continue;
        }
        let voices: Vec<asr_corpus::Voice> = match mode.as_str() {
            "none" => vec![],
            "all" => (0..9)
                .map(|i| asr_corpus::Voice {
                    voice: v,
                    noise: false,
                    ..asr_corpus::voice(i * 2)
                })
                .collect(),
            _ => vec![asr_corpus::Voice {
                voice: v,
                speed: 175,
                pitch: 50,
                noise: false,
            }],
        };
        let engine = if voices.is_empty() {
            Pocketsphinx::load(Path::new(MODEL_DIR), Lang::De).unwrap()
        } else {
            let m = calibrate(dir, &voices, &format!("{v}-{mode}"));
            Pocketsphinx::load_with(
                Path::new(MODEL_DIR),
                Lang::De,
                Pronunciations::builtin().unwrap(),
                &["-mllr", m.to_str().unwrap()],
            )
            .unwrap()
        };
        engines.push(engine);
    }
    let train = std::env::var("SET").is_ok_and(|s| s == "train");
    let utterances = if train {
        asr_corpus::training_utterances()
    } else {
        asr_corpus::utterances()
    };
    let corpus_dir = if train {
        "/tmp/asr-train"
    } else {
        "/tmp/asr-corpus"
    };
    std::fs::create_dir_all(corpus_dir).unwrap();
    let (mut exact, mut wrong_sure) = (0, 0);
    let mut by_voice = [0usize; 2];
    let limit: usize = std::env::var("LIMIT")
        .ok()
        .and_then(|l| l.parse().ok())
        .unwrap_or(usize::MAX);
    for (n, u) in utterances.iter().enumerate().take(limit) {
        if n == 0 {
            println!(
                "{}",
                TurnGrammar::new(&u.pos, Lang::De, engines[0].pronunciations())
                    .jsgf()
                    .chars()
                    .take(300)
                    .collect::<String>()
            );
        }
        let voice = asr_corpus::voice(if train { n + 1 } else { n });
        let vi = usize::from(voice.voice == "en-us");
        let engine = &mut engines[vi];
        let file = asr_corpus::synthesize(Path::new(corpus_dir), n, &u.text, voice);
        let pcm = wav::read(&std::fs::read(&file).unwrap()).unwrap();
        let turn = if matches!(u.command, Some("confirm" | "withdraw")) {
            TurnGrammar::confirming(&u.pos, Lang::De, engine.pronunciations())
        } else {
            TurnGrammar::new(&u.pos, Lang::De, engine.pronunciations())
        };
        let outcome = asr::hear(engine, &turn, &pcm).unwrap();
        let right = match &outcome {
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
        exact += usize::from(right);
        by_voice[vi] += usize::from(right);
        if !right {
            wrong_sure += usize::from(matches!(outcome, Outcome::Heard { sure: true, .. }));
            println!(
                "  {voice:?}: said '{}', got {:?}",
                u.text,
                match &outcome {
                    Outcome::Heard { words, .. } => words.clone(),
                    o => format!("{o:?}"),
                }
            );
        }
    }
    println!(
        "MODE {mode}: {exact}/{} ({:.1} %), by voice de {} en-us {}, wrong sure {wrong_sure}",
        utterances.len(),
        100.0 * exact as f64 / utterances.len() as f64,
        by_voice[0],
        by_voice[1]
    );
}
