//! Spoken-form parse + resolve against shakmaty's `San::from_ascii` + `to_move`, on the same
//! moves in the same run: prints nanoseconds per move for each, their ratio (target: within
//! 10×, plain code where speech sets the pace, still under a microsecond) and the heap
//! allocations per move on the success path (target: none).
//!
//! Run with `cargo bench --bench parse` (`ANNABELLA_BENCH_SHORT=1`: 31 rounds instead of 301).

use std::{hint::black_box, time::Instant};

use annabella::{
    announce::{Announcer, Style},
    parse, resolve,
    vocab::{VocabName, Vocabulary},
};
use shakmaty::san::San;

#[path = "support/game.rs"]
mod support;
use support::game;
#[path = "support/short.rs"]
#[allow(dead_code)]
mod short;

#[global_allocator]
static ALLOC: dhat::Alloc = dhat::Alloc;

/// Nanoseconds per item of one pass of `f` over `items` inputs.
fn time_pass(items: usize, f: &mut dyn FnMut()) -> f64 {
    let start = Instant::now();
    f();
    start.elapsed().as_nanos() as f64 / items as f64
}

fn median(mut samples: Vec<f64>) -> f64 {
    samples.sort_by(f64::total_cmp);
    samples[samples.len() / 2]
}

#[allow(clippy::print_stdout)]
fn main() {
    let plies = game();
    let vocab = Vocabulary::builtin(VocabName::FideD);
    let sans: Vec<String> = plies
        .iter()
        .map(|(p, m)| San::from_move(p, *m).to_string())
        .collect();
    let phrases = |style| -> Vec<String> {
        let ann = Announcer::new(style, VocabName::FideD);
        plies.iter().map(|(p, m)| ann.announce(p, m)).collect()
    };
    let short = phrases(Style::FideShort);
    let long = phrases(Style::Fide);

    let run_spoken = |texts: &[String]| {
        for ((pos, m), text) in plies.iter().zip(texts) {
            let intents = parse::parse(black_box(text), vocab).expect("announcements parse");
            let got = resolve::resolve(pos, &intents).expect("and resolve");
            assert_eq!(got, *m);
            black_box(got);
        }
    };
    let run_san = || {
        for ((pos, m), san) in plies.iter().zip(&sans) {
            let san = San::from_ascii(black_box(san.as_bytes())).expect("valid SAN");
            let got = san.to_move(pos).expect("legal SAN");
            assert_eq!(got, *m);
            black_box(got);
        }
    };

    // Warm up, then count the allocations of one pass over every move. The profiler is dropped
    // before timing so that it does not slow the allocator down.
    run_spoken(&short);
    run_spoken(&long);
    let allocations = {
        let _profiler = dhat::Profiler::builder().testing().build();
        let before = dhat::HeapStats::get().total_blocks;
        run_spoken(&short);
        run_spoken(&long);
        dhat::HeapStats::get().total_blocks - before
    };

    // This machine's speed drifts by tens of percent from second to second, so the three
    // passes are timed side by side in every round, in a rotating order, and each ratio is the
    // median of the per-round ratios rather than a ratio of two medians taken apart in time.
    let rounds = short::count(301, 31);
    let n = plies.len();
    let passes: [&mut dyn FnMut(); 3] =
        [&mut || run_san(), &mut || run_spoken(&short), &mut || {
            run_spoken(&long)
        }];
    let mut times = [const { Vec::new() }; 3];
    for round in 0..rounds {
        for k in 0..3 {
            let which = (round + k) % 3;
            times[which].push(time_pass(n, &mut *passes[which]));
        }
    }
    let ratios = |which: usize| -> f64 {
        median(
            times[which]
                .iter()
                .zip(&times[0])
                .map(|(spoken, san)| spoken / san)
                .collect(),
        )
    };
    let (short_ratio, long_ratio) = (ratios(1), ratios(2));
    let [baseline, short_ns, long_ns] = times.map(median);

    println!(
        "moves: {n} plies of one game; medians of {rounds} rounds, each timing all three side by side"
    );
    println!("shakmaty San::from_ascii + to_move:        {baseline:8.1} ns/move (baseline)");
    println!(
        "annabella fide-short (\"Springer Felix drei\"): {short_ns:8.1} ns/move, {short_ratio:.2}x the baseline (target <= 10x)"
    );
    println!(
        "annabella fide (\"Springer Gustav eins Felix drei\"): {long_ns:8.1} ns/move, {long_ratio:.2}x the baseline (target <= 10x)"
    );
    println!(
        "heap allocations on the success path: {allocations} in {} parses ({:.3} per move, target 0)",
        2 * n,
        allocations as f64 / (2 * n) as f64
    );
}
