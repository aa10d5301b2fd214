//! The link between two devices on loopback: from a move confirmed on one device (its record
//! made and released) to the event applied on the other (delivered by its link), through the
//! paired, encrypted TCP session; median and p99. Then the CPU used by one idle connected seat
//! whose loop sleeps until the link's next timer. Then a device pairing with a host that 200
//! hostile connections besiege (held open, refreshed as the host closes them, garbage in
//! between): the time to pair, against the target of 1 s. Prints its figures
//! (harness = false).
//! `ANNABELLA_BENCH_SHORT=1`: 100 moves, 1 s idle.

use std::{
    net::TcpListener,
    thread,
    time::{Duration, Instant},
};

#[path = "support/siege.rs"]
mod siege;

use annabella::{
    ids::Ids,
    io::link::{Received, Secret, Session, Transport, accept, join},
    net::{Link, LinkConfig, LinkEvent, pair::PairingCode},
};

#[path = "support/short.rs"]
#[allow(dead_code)]
mod short;

type L = Link<String, ()>;

fn pair() -> (Session, Session) {
    pair_besieged(0).0
}

/// Pairs a device with a host that `hostile` connections besiege; with the time it took.
fn pair_besieged(hostile: usize) -> ((Session, Session), Duration) {
    let listener = TcpListener::bind("127.0.0.1:0").expect("bind loopback");
    let addr = listener.local_addr().expect("address");
    let code: PairingCode = "7 Gustav Felix".parse().expect("code");
    let secret = Secret::Code(code);
    let host_secret = secret.clone();
    let host = thread::spawn(move || accept(&listener, &host_secret, &mut |_| {}));
    let siege = (hostile > 0).then(|| siege::Siege::start(addr, hostile));
    // The siege is under way (its connections are open) before the device tries.
    thread::sleep(Duration::from_millis(if hostile > 0 { 200 } else { 0 }));
    let start = Instant::now();
    let remote = join(addr, &secret).expect("join");
    let took = start.elapsed();
    let host = host.join().expect("host thread").expect("pair");
    drop(siege);
    ((host, remote), took)
}

/// Carries frames from one side to the other until the receiving link has an event.
fn carry(from: &mut L, tx: &mut Session, rx: &mut Session, to: &mut L) -> LinkEvent<String, ()> {
    while let Some(frame) = from.poll_transmit() {
        tx.send(&frame).expect("send");
    }
    loop {
        if let Some(event) = to.poll_event() {
            return event;
        }
        match rx.recv(Duration::from_secs(5)).expect("recv") {
            Received::Frame(bytes) => to.handle_frame(&bytes, Instant::now()),
            other => panic!("unexpected {other:?}"),
        }
    }
}

fn cpu_seconds() -> Option<f64> {
    // utime and stime, fields 14 and 15 of /proc/self/stat, in clock ticks (100 per second).
    let stat = std::fs::read_to_string("/proc/self/stat").ok()?;
    let fields: Vec<&str> = stat.rsplit_once(')')?.1.split_whitespace().collect();
    let ticks: f64 = fields.get(11)?.parse::<f64>().ok()? + fields.get(12)?.parse::<f64>().ok()?;
    Some(ticks / 100.0)
}

fn main() {
    let (mut host_s, mut remote_s) = pair();
    let ids = Ids::from_bits(1, 2);
    let config = LinkConfig {
        rate: 100_000,
        burst: 100_000,
        ..LinkConfig::default()
    };
    let now = Instant::now();
    let (mut host, mut remote) = (L::new(ids, config), L::new(ids, config));
    host.connected(now);
    remote.connected(now);
    // The hellos.
    while let Some(f) = host.poll_transmit() {
        host_s.send(&f).expect("send");
    }
    while let Some(f) = remote.poll_transmit() {
        remote_s.send(&f).expect("send");
    }
    for (s, l) in [(&mut remote_s, &mut remote), (&mut host_s, &mut host)] {
        if let Ok(Received::Frame(b)) = s.recv(Duration::from_secs(5)) {
            l.handle_frame(&b, Instant::now());
        }
        while l.poll_event().is_some() {}
    }
    let event = r#"{"to":"sighted","told":{"move":{"ply":12,"color":"black","entry":"Springer Felix sechs"}}}"#;
    let mut lat = Vec::new();
    for i in 0..short::count(2_000, 100) {
        let start = Instant::now();
        let record = host.prepare(event.to_owned(), i).expect("prepare");
        host.release(record.seq, start);
        match carry(&mut host, &mut host_s, &mut remote_s, &mut remote) {
            LinkEvent::Deliver(r) => remote.persisted(r.seq),
            other => panic!("unexpected {other:?}"),
        }
        lat.push(start.elapsed());
        // The acknowledgement back, outside the measured time.
        let _ = carry(&mut remote, &mut remote_s, &mut host_s, &mut host);
    }
    lat.sort();
    let median = lat[lat.len() / 2];
    let p99 = lat[lat.len() * 99 / 100];
    println!(
        "link on loopback, move confirmed -> event applied ({} moves, encrypted, no fsync): \
         median {:.3} ms, p99 {:.3} ms (target <= 10 ms, <= 20 ms)",
        lat.len(),
        median.as_secs_f64() * 1e3,
        p99.as_secs_f64() * 1e3
    );
    // One idle connected seat: its loop waits for a frame until the link's next timer.
    let idle = Duration::from_secs(short::count(3, 1));
    let before = cpu_seconds();
    let start = Instant::now();
    while start.elapsed() < idle {
        let now = Instant::now();
        let wait = remote
            .poll_timeout()
            .map_or(idle, |t| t.saturating_duration_since(now))
            .min(idle.saturating_sub(start.elapsed()));
        match remote_s.recv(wait) {
            Ok(Received::Frame(b)) => remote.handle_frame(&b, Instant::now()),
            Ok(_) => {}
            Err(e) => panic!("{e}"),
        }
        remote.handle_timeout(Instant::now());
        while remote.poll_event().is_some() {}
        while let Some(f) = remote.poll_transmit() {
            remote_s.send(&f).expect("send");
        }
    }
    match (before, cpu_seconds()) {
        (Some(a), Some(b)) => println!(
            "idle connected seat: {:.2} % of one core over {} s",
            (b - a) / idle.as_secs_f64() * 100.0,
            idle.as_secs()
        ),
        _ => println!("idle connected seat: CPU time not readable on this system"),
    }
    let mut took: Vec<Duration> = (0..short::count(10, 2))
        .map(|_| pair_besieged(200).1)
        .collect();
    took.sort();
    println!(
        "pairing with 200 hostile connections held open ({} pairings): median {:.1} ms, max \
         {:.1} ms (target <= 1 s)",
        took.len(),
        took[took.len() / 2].as_secs_f64() * 1e3,
        took[took.len() - 1].as_secs_f64() * 1e3
    );
}
