//! A remote seat's move, the whole way: the sighted player's action made on its device (its
//! request journaled with fsync and sent), taken by the host's table and journaled with fsync,
//! the entry sent back and applied to the device's replica and journaled with fsync; through the
//! paired, encrypted TCP session on loopback. Prints the median and p99 of the one-way time (the
//! action taken at the host) and of the round trip (the device tells its player what came of
//! it), against the target of 10 ms median and 20 ms p99; then the same while 200
//! hostile connections besiege the host (held open, refreshed as the host closes them,
//! garbage in between), and the time the device took to pair during that siege
//! (harness = false).
//! `ANNABELLA_BENCH_SHORT=1`: 2 games in each part instead of 20.

use std::{
    net::TcpListener,
    path::{Path, PathBuf},
    thread,
    time::{Duration, Instant},
};

#[path = "support/siege.rs"]
mod siege;

use annabella::{
    game::{Stamp, WallTime},
    ids::Ids,
    io::link::{Received, Secret, Session, Transport, accept, join},
    journal::JournalFile,
    net::{
        LinkConfig, LinkEvent,
        follow::{RequestEntry, RequestHeader, RequestRecords, TableLink, Wire, via},
        pair::PairingCode,
    },
    table::{
        Action, Seat, Table,
        journal::{Entry, Header, TableRecords},
    },
};

#[path = "support/short.rs"]
#[allow(dead_code)]
mod short;

/// Pairs the device with a host, besieged by `hostile` connections from before the device
/// tries until the siege is dropped; with the time pairing took.
fn pair(hostile: usize) -> ((Session, Session), Option<siege::Siege>, Duration) {
    let listener = TcpListener::bind("127.0.0.1:0").expect("bind loopback");
    let addr = listener.local_addr().expect("address");
    let code: PairingCode = "7 Gustav Felix".parse().expect("code");
    let secret = Secret::Code(code);
    let host_secret = secret.clone();
    let host = thread::spawn(move || accept(&listener, &host_secret, &mut |_| {}));
    let siege = (hostile > 0).then(|| siege::Siege::start(addr, hostile));
    thread::sleep(Duration::from_millis(if hostile > 0 { 200 } else { 0 }));
    let start = Instant::now();
    let device = join(addr, &secret).expect("join");
    let took = start.elapsed();
    let host = host.join().expect("host thread").expect("pair");
    ((host, device), siege, took)
}

fn header() -> Header {
    Header {
        control: "90+30".into(),
        blind: "white".into(),
        mode: "casual".into(),
        lang: "en".into(),
        vocab: "en".into(),
        style: "fide".into(),
        large: false,
        ranks: None,
        tags: None,
        board: None,
    }
}

/// One side of the table: its table (the host's, or the device's replica), its journal, its
/// end of the link and its session.
struct Side {
    table: Table,
    journal: JournalFile<TableRecords>,
    link: TableLink,
    session: Session,
}

impl Side {
    fn send(&mut self) {
        while let Some(frame) = self.link.poll_transmit() {
            self.session.send(&frame).expect("send");
        }
    }

    /// Waits for the next event of the link (frames of the previous game, still on the
    /// session, are refused as foreign and passed over).
    fn next_event(&mut self) -> LinkEvent<Wire, ()> {
        loop {
            match self.link.poll_event() {
                Some(LinkEvent::Refused(_)) => continue,
                Some(event) => return event,
                None => {}
            }
            match self.session.recv(Duration::from_secs(5)).expect("recv") {
                Received::Frame(bytes) => self.link.handle_frame(&bytes, Instant::now()),
                other => panic!("unexpected {other:?}"),
            }
        }
    }

    /// Journals an entry just taken and sends it.
    fn journal_and_send(&mut self, entry: &Entry) {
        self.journal.append(entry).expect("journal");
        let record = self
            .link
            .prepare(Wire::Entry(entry.clone()), self.table.state_hash())
            .expect("prepare");
        self.link.release(record.seq, Instant::now());
        self.send();
    }
}

fn stamp(t: &mut u64) -> Stamp {
    *t += 1;
    Stamp {
        at: annabella::clock::Timestamp::from_origin(Duration::from_millis(*t * 100)),
        wall: WallTime(0),
    }
}

struct Game {
    host: Side,
    device: Side,
    requests: JournalFile<RequestRecords>,
    t: u64,
}

impl Game {
    fn new(dir: &Path, n: u64, sessions: (Session, Session)) -> Game {
        let ids = Ids::from_bits(n, n + 1);
        let header = header();
        let path = |name: &str| -> PathBuf { dir.join(format!("{n}-{name}")) };
        let table = || Table::new(header.setup(ids).expect("setup")).expect("table");
        let config = LinkConfig {
            rate: 100_000,
            burst: 100_000,
            ..LinkConfig::default()
        };
        let mut game = Game {
            host: Side {
                table: table(),
                journal: JournalFile::create(&path("host"), ids, &header).expect("journal"),
                link: TableLink::new(ids, config),
                session: sessions.0,
            },
            device: Side {
                table: table(),
                journal: JournalFile::create(&path("device"), ids, &header).expect("journal"),
                link: TableLink::new(ids, config),
                session: sessions.1,
            },
            requests: JournalFile::create(
                &path("requests"),
                ids,
                &RequestHeader {
                    seat: "sighted".into(),
                    from: None,
                },
            )
            .expect("requests"),
            t: 0,
        };
        let now = Instant::now();
        game.host.link.connected(now);
        game.device.link.connected(now);
        game.host.send();
        game.device.send();
        // Each side hears the other's hello.
        for side in [&mut game.host, &mut game.device] {
            if let Ok(Received::Frame(b)) = side.session.recv(Duration::from_secs(5)) {
                side.link.handle_frame(&b, Instant::now());
            }
            while side.link.poll_event().is_some() {}
            side.send();
        }
        game
    }

    /// The device applies the host's entries until it holds `count`; acknowledges them.
    fn device_catches_up(&mut self, count: u64) {
        while self.device.link.received() < count {
            match self.device.next_event() {
                LinkEvent::Deliver(record) => {
                    let Wire::Entry(entry) = &record.payload else {
                        panic!("a request from the host")
                    };
                    let _ = self.device.table.apply_entry(entry).expect("applies");
                    assert_eq!(self.device.table.state_hash(), record.position);
                    self.device.journal.append(entry).expect("journal");
                    self.device.link.persisted(record.seq);
                    self.device.send();
                }
                LinkEvent::Acked(_) => {}
                other => panic!("unexpected {other:?}"),
            }
        }
    }

    /// The blind player acts at the host.
    fn blind(&mut self, words: &str) {
        let action = Action::decode(Seat::Blind, words).expect("words");
        let at = stamp(&mut self.t);
        let _ = self.host.table.act(Seat::Blind, &action, at);
        let resolved = self.host.table.resolved(Seat::Blind, &action);
        let entry = Entry::of(Seat::Blind, &action, resolved, at);
        self.host.journal_and_send(&entry);
        let count = self.host.link.sent();
        self.device_catches_up(count);
    }

    /// The sighted player acts on the device: (one way, round trip).
    fn sighted(&mut self, words: &str) -> (Duration, Duration) {
        let start = Instant::now();
        let action = Action::decode(Seat::Sighted, words).expect("words");
        let record = self
            .device
            .link
            .prepare(
                Wire::Request(RequestEntry {
                    action: action.clone(),
                    said: Some(words.to_owned()),
                    secrets: Default::default(),
                }),
                0,
            )
            .expect("prepare");
        self.requests
            .append(&RequestEntry {
                action: action.clone(),
                said: Some(words.to_owned()),
                secrets: Default::default(),
            })
            .expect("journal");
        self.device.link.release(record.seq, Instant::now());
        self.device.send();
        // The host takes it.
        let taken = loop {
            match self.host.next_event() {
                LinkEvent::Deliver(record) => break record,
                LinkEvent::Acked(_) => {}
                other => panic!("unexpected {other:?}"),
            }
        };
        let Wire::Request(request) = &taken.payload else {
            panic!("an entry from the device")
        };
        let action = request.action.clone();
        let at = stamp(&mut self.t);
        let _ = self.host.table.act(Seat::Sighted, &action, at);
        let resolved = self.host.table.resolved(Seat::Sighted, &action);
        let mut entry = Entry::of(Seat::Sighted, &action, resolved, at);
        entry.via = Some(via(&taken));
        self.host.journal_and_send(&entry);
        self.host.link.persisted(taken.seq);
        self.host.send();
        let one_way = start.elapsed();
        let count = self.host.link.sent();
        self.device_catches_up(count);
        (one_way, start.elapsed())
    }
}

fn percentiles(mut v: Vec<Duration>) -> (f64, f64) {
    v.sort();
    let ms = |d: Duration| d.as_secs_f64() * 1e3;
    (ms(v[v.len() / 2]), ms(v[v.len() * 99 / 100]))
}

/// Plays `games` games of knights out and back over one paired session: (one way, round
/// trip) of every action of the sighted player.
fn play(
    dir: &Path,
    first: u64,
    games: u64,
    sessions: (Session, Session),
) -> (Vec<Duration>, Vec<Duration>) {
    let mut sessions = Some(sessions);
    let (mut one_way, mut round) = (Vec::new(), Vec::new());
    // Knights out and back: a new game every three rounds, before a fivefold repetition.
    for n in first..first + games {
        let mut game = Game::new(dir, n, sessions.take().expect("sessions"));
        game.blind("start");
        for _ in 0..3 {
            for (who, words) in [
                (Seat::Blind, "Nf3"),
                (Seat::Blind, "confirm"),
                (Seat::Blind, "press"),
                (Seat::Sighted, "Nf3"),
                (Seat::Sighted, "Nf6"),
                (Seat::Sighted, "confirm"),
                (Seat::Sighted, "press"),
                (Seat::Blind, "Nf6"),
                (Seat::Blind, "Ng1"),
                (Seat::Blind, "confirm"),
                (Seat::Blind, "press"),
                (Seat::Sighted, "Ng1"),
                (Seat::Sighted, "Ng8"),
                (Seat::Sighted, "confirm"),
                (Seat::Sighted, "press"),
                (Seat::Blind, "Ng8"),
            ] {
                if who == Seat::Blind {
                    game.blind(words);
                } else {
                    let (a, b) = game.sighted(words);
                    one_way.push(a);
                    round.push(b);
                }
            }
        }
        assert_eq!(game.host.table.game().record().plies().len(), 12);
        sessions = Some((game.host.session, game.device.session));
    }
    (one_way, round)
}

fn report(title: &str, (one_way, round): (Vec<Duration>, Vec<Duration>)) {
    let samples = one_way.len();
    let (m1, p1) = percentiles(one_way);
    let (m2, p2) = percentiles(round);
    println!("{title} ({samples} actions of the sighted player, encrypted, 3 fsyncs):");
    println!("  action taken and journaled at the host: median {m1:.3} ms, p99 {p1:.3} ms");
    println!(
        "  and its entry applied and journaled on the device: median {m2:.3} ms, p99 {p2:.3} ms \
         (target <= 10 ms median, <= 20 ms p99)"
    );
}

fn main() {
    let dir = std::env::temp_dir().join(format!("annabella-bench-seat-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("scratch folder");
    let games = short::count(20u64, 2);
    let (sessions, _, _) = pair(0);
    report("remote seat on loopback", play(&dir, 0, games, sessions));
    let (sessions, siege, took) = pair(200);
    println!(
        "the device paired in {:.1} ms with 200 hostile connections held open (target <= 1 s)",
        took.as_secs_f64() * 1e3
    );
    let besieged = play(&dir, games, games, sessions);
    drop(siege);
    report(
        "the same while 200 hostile connections besiege the host",
        besieged,
    );
    let _ = std::fs::remove_dir_all(&dir);
}
