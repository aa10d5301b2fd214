//! Speech input timings (feature `asr`; needs pocketsphinx-en-us and espeak-ng + sox for the
//! utterance): the model load, the turn's grammar, and end of utterance to resolved move for a
//! 2-second utterance on the path push-to-talk takes (`asr::Listening`: both recognizers fed
//! 100 ms chunks while the player speaks, then the legal-move one decoding the whole utterance
//! once more at the warp that won; timed from the last chunk to the outcome), and for
//! comparison `asr::hear` (the whole utterance decoded twice after it ended, as
//! `annabella hear` does). Target ≤ 150 ms. Push-to-talk is timed with the built-in frequency
//! warps and, as the baseline, with one decoder per recognizer. Prints its figures;
//! `cargo bench --features asr --bench asr` (`ANNABELLA_BENCH_SHORT=1`: 2 to 3 runs of each, and
//! a missing model, espeak-ng or sox is a failure).

#![allow(clippy::unwrap_used, missing_docs)]

use std::{
    path::Path,
    process::{Command, ExitCode},
    time::Instant,
};

use annabella::{
    asr::{self, Listening, TurnGrammar, UtteranceOutcome, wav},
    i18n::Lang,
    io::asr::{MODEL_DIR, Pocketsphinx, WARPS},
};
use shakmaty::Chess;

#[path = "support/short.rs"]
mod short;

fn stats(name: &str, mut ms: Vec<f64>) {
    ms.sort_by(f64::total_cmp);
    let at = |q: f64| ms[((ms.len() - 1) as f64 * q).round() as usize];
    println!(
        "{name}: median {:.1} ms, p95 {:.1} ms, max {:.1} ms ({} runs)",
        at(0.5),
        at(0.95),
        at(1.0),
        ms.len()
    );
}

fn utterance(dir: &Path) -> Option<Vec<i16>> {
    let raw = dir.join("raw.wav");
    let out = dir.join("two-seconds.wav");
    let ok = Command::new("espeak-ng")
        .args(["-v", "de", "-s", "120", "-w"])
        .arg(&raw)
        .arg("Bauer Eva zwei Eva vier")
        .status()
        .is_ok_and(|s| s.success())
        && Command::new("sox")
            .arg(&raw)
            .args(["-r", "16000", "-c", "1", "-b", "16"])
            .arg(&out)
            .args(["pad", "0.2", "2.0", "trim", "0", "2.0"])
            .status()
            .is_ok_and(|s| s.success());
    if !ok {
        return None;
    }
    wav::read(&std::fs::read(&out).ok()?).ok()
}

fn main() -> ExitCode {
    let mut loads = Vec::new();
    for _ in 0..short::count(5, 2) {
        let t = Instant::now();
        let engine = Pocketsphinx::load(Path::new(MODEL_DIR), Lang::De);
        loads.push(t.elapsed().as_secs_f64() * 1e3);
        if let Err(e) = engine {
            return short::not_measured(&format!("asr bench ({e})"));
        }
    }
    stats("model load (with the Appendix D dictionary)", loads);
    let mut engine = Pocketsphinx::load(Path::new(MODEL_DIR), Lang::De).unwrap();
    let pos = Chess::default();
    let mut grammars = Vec::new();
    for _ in 0..short::count(20, 3) {
        let t = Instant::now();
        let turn = TurnGrammar::new(&pos, Lang::De, engine.pronunciations());
        grammars.push(t.elapsed().as_secs_f64() * 1e3);
        drop(turn);
    }
    stats("turn grammar (20 legal moves, long and short)", grammars);
    let dir = tempfile::tempdir().unwrap();
    let Some(pcm) = utterance(dir.path()) else {
        return short::not_measured("asr bench (espeak-ng and sox are needed for the utterance)");
    };
    println!("utterance: {:.2} s", pcm.len() as f64 / 16_000.0);
    let turn = TurnGrammar::new(&pos, Lang::De, engine.pronunciations());
    // The first decode loads the turn's grammar into the engine (done when the turn starts).
    let first = Instant::now();
    let outcome = asr::hear(&mut engine, &turn, &pcm).unwrap();
    println!(
        "first decode of a turn (loads its grammar): {:.1} ms, heard {:?}",
        first.elapsed().as_secs_f64() * 1e3,
        match &outcome {
            UtteranceOutcome::Heard { words, sure, .. } => format!("{words} (sure: {sure})"),
            other => format!("{other:?}"),
        }
    );
    let mut runs = Vec::new();
    for _ in 0..short::count(20, 3) {
        let t = Instant::now();
        let _ = asr::hear(&mut engine, &turn, &pcm).unwrap();
        runs.push(t.elapsed().as_secs_f64() * 1e3);
    }
    stats(
        "whole utterance decoded after it ended (annabella hear)",
        runs,
    );
    // The baseline: one decoder per recognizer, no frequency warp (as before `WARPS`).
    let one = push_to_talk(&pcm, &turn, &["1"]);
    let all = push_to_talk(&pcm, &turn, &WARPS);
    println!(
        "push-to-talk with {} warps ({}) against one: {:.2} times the time",
        WARPS.len(),
        WARPS.join(", "),
        all / one
    );
    ExitCode::SUCCESS
}

/// Times push-to-talk's path with recognizers listening with `warps`; returns the median time
/// from the last chunk to the outcome.
fn push_to_talk(pcm: &[i16], turn: &TurnGrammar, warps: &[&str]) -> f64 {
    let load = || Pocketsphinx::load_warps(Path::new(MODEL_DIR), Lang::De, warps).unwrap();
    let mut ears = Listening::new(load(), load());
    // 100 ms chunks, as a microphone delivers them (cpal's are smaller still).
    let chunks: Vec<&[i16]> = pcm.chunks(1_600).collect();
    let (last, spoken) = chunks.split_last().unwrap();
    let (mut runs, mut per_chunk) = (Vec::new(), Vec::new());
    let mut heard = String::new();
    for _ in 0..short::count(21, 3) {
        ears.start(turn).unwrap();
        for chunk in spoken {
            let t = Instant::now();
            ears.feed(chunk).unwrap();
            per_chunk.push(t.elapsed().as_secs_f64() * 1e3);
        }
        // The player lets go of the key: the last chunk arrives and the outcome is wanted.
        let t = Instant::now();
        ears.feed(last).unwrap();
        let outcome = ears.finish(turn).unwrap();
        runs.push(t.elapsed().as_secs_f64() * 1e3);
        heard = match &outcome {
            UtteranceOutcome::Heard { words, sure, .. } => format!("{words} (sure: {sure})"),
            other => format!("{other:?}"),
        };
    }
    // The first run loads the turn's grammar into both recognizers (done when the key is
    // pressed, while the player starts speaking).
    runs.remove(0);
    let warps = warps.join(", ");
    println!("streaming with warps {warps} heard {heard}");
    stats(
        &format!("warps {warps}: decoding one 100 ms chunk while the player speaks"),
        per_chunk,
    );
    runs.sort_by(f64::total_cmp);
    let median = runs[runs.len() / 2];
    stats(
        &format!(
            "warps {warps}: end of a 2 s utterance to resolved move, decoded while spoken \
             (target 150 ms)"
        ),
        runs,
    );
    median
}
