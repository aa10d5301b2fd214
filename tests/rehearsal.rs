//! A small event rehearsed as its people meet it (issue 22, item 8), on a real nats-server on
//! loopback: four tables of one round, the arbiter's station and the public relay. Tables 1 and
//! 2 are hosts at the blind player's keyboard with the sighted seat and the arbiter joined from
//! their own devices, each in another language; tables 3 and 4 are one keyboard each (table 4 in
//! a real terminal). The event has an adjournment with a sealed move and its envelope, read-backs
//! withdrawn, a touch claim upheld at the station, an incorrect threefold claim, a divergence
//! retraced from the station, and kill -9 of a table, a device and the broker, each brought back
//! with the command the program printed to go on.
//!
//! Then it checks what every person saw and kept: nothing private where it must not be, every
//! line in the person's own language, every move exactly once in every journal and PGN, and the
//! relay's PGN complete and never ahead of its delay.

pub(crate) mod checks;
mod event;
mod people;
mod person;
mod public;
mod verdict;

use std::time::Duration;

const TOURNAMENT: &str = "rehearsal";
/// The relay's delay: the public sees a move this long after it was made.
const DELAY: Duration = Duration::from_secs(5);

/// The moves each table's game holds at the end, in order.
const MOVES: [&[&str]; 4] = [
    &["e4", "e5", "Nf3", "Nc6", "Bc4"],
    &["d4", "Nf6", "Bg5"],
    &["Nf3", "d5", "g3"],
    &["Nf3", "d5", "d4"],
];

/// Knight g1 to h3 in every form a person or a file could show it: the read-back withdrawn at
/// tables 1 and 2, which only the seat that entered it may ever see.
const WITHDRAWN: &[&str] = &["Hector drei", "Nh3", "Sh3", "Ch3", "g1h3"];

/// Knight g1 to f3, sealed at table 1's adjournment: until the envelope is opened only the
/// sealer and the arbiter may see it.
const SEALED_1: &[&str] = &["Felix drei", "Nf3", "Cf3", "Sf3", "g1f3", "efe tres"];

#[test]
#[ignore = "needs nats-server and tmux"]
fn a_small_event_rehearsed_with_four_tables_the_station_and_the_relay() {
    let started = std::time::Instant::now();
    let mut event = event::Event::start();
    event.table_1_adjourns();
    event.table_2_touch_claim();
    event.table_3_incorrect_claim();
    event.table_4_divergence();
    event.broker_dies();
    event.table_1_comes_back();
    let observed = event.round_ends();
    let failures = event.verdict(&observed);
    eprintln!(
        "the rehearsal took {:.1} s; the relay's file changed {} times",
        started.elapsed().as_secs_f64(),
        observed.len()
    );
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
