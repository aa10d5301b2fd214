//! PGN figures (a plain program; `cargo bench --bench pgn` prints them): listing the games of a
//! tournament file and reading the last one, at 10,000 and 20,000 games. The ratio of the two
//! times says how the work grows with the file (2 is linear; a listing that counted lines from
//! the top for every game, and a reader that shifted the whole text for every tag, made it 4).
//! `ANNABELLA_BENCH_SHORT=1`: 1,000 and 2,000 games, 3 rounds.

use std::{hint::black_box, time::Instant};

use annabella::game::pgn::{list_games, read_pgn_pick};

#[path = "support/short.rs"]
#[allow(dead_code)]
mod short;

/// `n` short games of one round, each with the seven tags.
fn tournament(n: usize) -> String {
    (1..=n)
        .map(|i| {
            format!(
                "[Event \"Open\"]\n[Site \"Hall\"]\n[Date \"2026.11.26\"]\n[Round \"1.{i}\"]\n\
                 [White \"White {i}\"]\n[Black \"Black {i}\"]\n[Result \"*\"]\n\n\
                 1. e4 {{[%clk 1:29:50]}} e5 {{[%clk 1:29:40]}} 2. Nf3 Nc6 *\n\n"
            )
        })
        .collect()
}

/// The median of `rounds` timings of listing `text` and reading its last game, in ms.
fn timed(text: &str, n: usize, rounds: usize) -> f64 {
    let mut times: Vec<f64> = (0..rounds)
        .map(|_| {
            let start = Instant::now();
            let games = list_games(black_box(text)).expect("games");
            assert_eq!(games.len(), n);
            let last = read_pgn_pick(text, Some(&n.to_string())).expect("the last game");
            black_box(last);
            start.elapsed().as_secs_f64() * 1e3
        })
        .collect();
    times.sort_by(f64::total_cmp);
    times[rounds / 2]
}

fn main() {
    let (small, large) = short::count((10_000, 20_000), (1_000, 2_000));
    let (a, b) = (tournament(small), tournament(large));
    let rounds = short::count(7, 3);
    let (ta, tb) = (timed(&a, small, rounds), timed(&b, large, rounds));
    println!(
        "pgn: list {small} games ({} KB) and read the last: {ta:.1} ms (median of {rounds})",
        a.len() >> 10
    );
    println!(
        "pgn: list {large} games ({} KB) and read the last: {tb:.1} ms; {:.2}x the time of \
         {small} (2 is linear)",
        b.len() >> 10,
        tb / ta
    );
}
