//! The host's endpoint, pure and in virtual time: connections that are silent, slow, garbage
//! or many delay no device and spend no code; only completed wrong-code exchanges do; the seat
//! hears one line about refused attempts; keys reconnect; the arbiter lets a new device pair.

use std::net::{IpAddr, Ipv4Addr};

use super::*;
use crate::net::handshake::{Initiator, Paired, Secret, Step, frame};

const A: IpAddr = IpAddr::V4(Ipv4Addr::new(127, 0, 0, 1));
const B: IpAddr = IpAddr::V4(Ipv4Addr::new(127, 0, 0, 2));

fn code(text: &str) -> PairingCode {
    text.parse().unwrap()
}

fn endpoint(now: Instant) -> Endpoint {
    let mut ep = Endpoint::new(
        EndpointConfig::default(),
        vec![Seat::Sighted, Seat::Arbiter],
    );
    ep.offer(code("7 Gustav Felix"), now);
    ep
}

/// What the endpoint sent on `conn` so far, and whether it closed it; other transmits are
/// kept for later.
fn sent_on(ep: &mut Endpoint, conn: ConnId) -> (Vec<u8>, bool) {
    let (mut bytes, mut closed, mut others) = (Vec::new(), false, Vec::new());
    while let Some(t) = ep.poll_transmit() {
        match t {
            Transmit::Send { conn: c, bytes: b } if c == conn => bytes.extend(b),
            Transmit::Close { conn: c } if c == conn => closed = true,
            other => others.push(other),
        }
    }
    ep.transmits.extend(others);
    (bytes, closed)
}

fn events(ep: &mut Endpoint) -> Vec<EndpointEvent> {
    std::iter::from_fn(|| ep.poll_event()).collect()
}

/// A device pairing on `conn` from `addr`, driven to its end.
fn join(
    ep: &mut Endpoint,
    conn: ConnId,
    addr: IpAddr,
    secret: &Secret,
    seat: Seat,
    now: Instant,
) -> Result<Paired, PairingRefusal> {
    ep.handle_connect(conn, addr, [conn as u8; 32], now);
    let (mut initiator, first) = Initiator::start(secret, seat, joining_key(), [99; 32]).unwrap();
    ep.handle_data(conn, &first, now);
    let mut inbox = Messages::default();
    for _ in 0..4 {
        let (bytes, closed) = sent_on(ep, conn);
        inbox.push(&bytes);
        while let Some(message) = inbox.next(MAX_MESSAGE) {
            match initiator.handle(&message.unwrap()) {
                Step::Send(reply) => ep.handle_data(conn, &reply, now),
                Step::Paired(p) => return Ok(*p),
                Step::Refused(r) => return Err(r),
            }
        }
        assert!(!closed, "closed without a word");
    }
    panic!("no end to the pairing")
}

fn refused(events: &[EndpointEvent]) -> Vec<(String, bool)> {
    events
        .iter()
        .filter_map(|e| match e {
            EndpointEvent::Refused { reason, tell, .. } => Some((reason.to_string(), *tell)),
            _ => None,
        })
        .collect()
}

#[test]
fn silent_and_held_connections_delay_no_device() {
    let now = Instant::now();
    let mut ep = endpoint(now);
    // Three silent, one that sends a byte and holds.
    for conn in 1..=3 {
        ep.handle_connect(conn, A, [0; 32], now);
    }
    ep.handle_connect(4, A, [0; 32], now);
    ep.handle_data(4, &[0], now);
    let secret = Secret::Code(code("7 gustav felix"));
    let paired = join(&mut ep, 5, A, &secret, Seat::Sighted, now).unwrap();
    assert!(paired.confirmation.is_some());
    let got = events(&mut ep);
    assert!(got.iter().any(|e| matches!(
        e,
        EndpointEvent::Paired {
            conn: 5,
            seat: Seat::Sighted,
            confirmation: Some(_),
            ..
        }
    )));
    // At their deadline the four are closed as too slow, logged, the seat not told again.
    assert_eq!(
        ep.poll_timeout(),
        Some(now + EndpointConfig::default().handshake_deadline)
    );
    ep.handle_timeout(now + Duration::from_secs(5));
    let late = refused(&events(&mut ep));
    assert_eq!(late.len(), 4, "{late:?}");
    assert!(
        late.iter()
            .all(|(r, _)| r.contains("no pairing within 5 s"))
    );
    assert_eq!(late.iter().filter(|(_, tell)| *tell).count(), 1);
    assert_eq!(ep.half_open(), 0);
}

#[test]
fn many_connections_are_capped_in_all_and_per_address_and_a_device_still_pairs() {
    let now = Instant::now();
    let mut ep = endpoint(now);
    for conn in 0..200 {
        ep.handle_connect(conn, A, [0; 32], now);
    }
    assert_eq!(
        ep.half_open(),
        EndpointConfig::default().max_half_open_per_addr
    );
    for conn in 200..300 {
        ep.handle_connect(
            conn,
            IpAddr::V4(Ipv4Addr::new(10, 0, (conn / 8) as u8, 1)),
            [0; 32],
            now,
        );
    }
    assert!(ep.half_open() <= EndpointConfig::default().max_half_open);
    let told = refused(&events(&mut ep));
    assert!(told.iter().all(|(r, _)| r.contains("too many pairings")));
    assert_eq!(told.iter().filter(|(_, tell)| *tell).count(), 1);
    // A device from the crowded address, and one from another, still pair.
    let secret = Secret::Code(code("7 Gustav Felix"));
    assert!(join(&mut ep, 300, A, &secret, Seat::Sighted, now).is_ok());
    let now = now + Duration::from_millis(10);
    ep.offer(code("1 Anna Anna"), now);
    for conn in 301..400 {
        ep.handle_connect(conn, A, [0; 32], now);
    }
    let secret = Secret::Code(code("1 Anna Anna"));
    assert!(join(&mut ep, 400, B, &secret, Seat::Arbiter, now).is_ok());
}

#[test]
fn a_device_pairing_is_never_pushed_out_by_connections_that_send_nothing() {
    let now = Instant::now();
    let mut ep = endpoint(now);
    let (mut initiator, first) = Initiator::start(
        &Secret::Code(code("7 Gustav Felix")),
        Seat::Sighted,
        joining_key(),
        [5; 32],
    )
    .unwrap();
    ep.handle_connect(1, A, [1; 32], now);
    ep.handle_data(1, &first, now);
    // The host answered the device's element; then a flood from the same address.
    let (reply, _) = sent_on(&mut ep, 1);
    for conn in 2..100 {
        ep.handle_connect(conn, A, [0; 32], now);
    }
    let mut inbox = Messages::default();
    inbox.push(&reply);
    let Step::Send(noise) = initiator.handle(&inbox.next(MAX_MESSAGE).unwrap().unwrap()) else {
        panic!("no Noise message")
    };
    ep.handle_data(1, &noise, now);
    assert!(
        events(&mut ep)
            .iter()
            .any(|e| matches!(e, EndpointEvent::Paired { conn: 1, .. }))
    );
}

#[test]
fn only_a_completed_wrong_code_exchange_is_a_try() {
    let now = Instant::now();
    let mut ep = endpoint(now);
    let mut conn = 0;
    let mut next = || {
        conn += 1;
        conn
    };
    // Garbage of every kind: random bytes, a long length, an unknown kind, a bad element, a
    // good element and then silence or a close, a first message cut off.
    let (_, element) = Initiator::start(
        &Secret::Code(code("2 Anna Anna")),
        Seat::Sighted,
        joining_key(),
        [3; 32],
    )
    .unwrap();
    let mut bad_point = element.clone();
    bad_point[5] ^= 0xff;
    let attacks: Vec<Vec<u8>> = vec![
        vec![0x5a; 40],
        vec![0xff, 0xff, 1, 2, 3],
        frame(b"Xs0123456789"),
        bad_point,
        element.clone(),
        element[..10].to_vec(),
    ];
    for (i, bytes) in attacks.iter().enumerate() {
        let c = next();
        ep.handle_connect(c, A, [i as u8; 32], now);
        ep.handle_data(c, bytes, now);
        if i % 2 == 0 {
            ep.handle_closed(c);
        }
    }
    ep.handle_timeout(now + Duration::from_secs(6));
    let now = now + Duration::from_secs(6);
    let log = refused(&events(&mut ep));
    assert_eq!(log.len(), attacks.len(), "{log:?}");
    assert_eq!(log.iter().filter(|(_, tell)| *tell).count(), 1);
    assert!(
        log.iter().all(|(r, _)| !r.contains("wrong pairing code")),
        "{log:?}"
    );
    assert_eq!(ep.code(now), Some(code("7 Gustav Felix")));
    // Three exchanges with another code spend it.
    for tries in 1..=3 {
        let secret = Secret::Code(code("2 Anna Anna"));
        assert_eq!(
            join(&mut ep, next(), A, &secret, Seat::Sighted, now).unwrap_err(),
            PairingRefusal::WrongCode
        );
        let got = events(&mut ep);
        let log = refused(&got);
        assert!(log[0].0.contains(&format!("try {tries} of 3")), "{log:?}");
        assert!(!log[0].1, "told twice");
        assert_eq!(
            got.contains(&EndpointEvent::CodeSpent(CodeSpent::Tried)),
            tries == 3
        );
    }
    assert!(ep.wants_code(now));
    let secret = Secret::Code(code("7 Gustav Felix"));
    assert_eq!(
        join(&mut ep, next(), A, &secret, Seat::Sighted, now).unwrap_err(),
        PairingRefusal::NoCode
    );
}

#[test]
fn keys_reconnect_without_a_code_and_the_arbiter_lets_a_new_device_pair() {
    let now = Instant::now();
    let mut ep = endpoint(now);
    let secret = Secret::Code(code("7 Gustav Felix"));
    let first = join(&mut ep, 1, A, &secret, Seat::Sighted, now).unwrap();
    assert!(events(&mut ep).contains(&EndpointEvent::KeysChanged));
    assert_eq!(ep.keys().count(), 1);
    assert!(ep.wants_code(now), "the arbiter's seat still waits");
    // The device comes back with its key: no confirmation, its old connection closed.
    let again = join(
        &mut ep,
        2,
        A,
        &Secret::Key(first.key.clone()),
        Seat::Sighted,
        now,
    )
    .unwrap();
    assert_eq!(again.confirmation, None);
    let got = events(&mut ep);
    assert!(got.contains(&EndpointEvent::Closed {
        conn: 1,
        seat: Seat::Sighted
    }));
    assert!(got.iter().any(|e| matches!(
        e,
        EndpointEvent::Paired {
            conn: 2,
            seat: Seat::Sighted,
            confirmation: None,
            ..
        }
    )));
    // A code for a seat that has a device is refused, and is no try.
    ep.offer(code("4 Eva Eva"), now);
    let other = Secret::Code(code("4 Eva Eva"));
    assert_eq!(
        join(&mut ep, 3, B, &other, Seat::Sighted, now).unwrap_err(),
        PairingRefusal::SeatTaken
    );
    assert_eq!(
        join(&mut ep, 4, B, &other, Seat::Blind, now).unwrap_err(),
        PairingRefusal::NotOpen
    );
    // The device is lost; the arbiter allows a new one: the old key is withdrawn.
    ep.allow_new_device(Seat::Sighted);
    let got = events(&mut ep);
    assert!(got.contains(&EndpointEvent::KeysChanged));
    assert!(got.contains(&EndpointEvent::Closed {
        conn: 2,
        seat: Seat::Sighted
    }));
    assert_eq!(
        join(&mut ep, 5, A, &Secret::Key(first.key), Seat::Sighted, now).unwrap_err(),
        PairingRefusal::KeyRefused
    );
    let new = join(&mut ep, 6, B, &other, Seat::Sighted, now).unwrap();
    assert!(new.confirmation.is_some());
}

#[test]
fn a_code_expires_at_its_time_and_frames_travel_both_ways_once_paired() {
    let now = Instant::now();
    let mut ep = endpoint(now);
    assert_eq!(
        ep.poll_timeout(),
        Some(now + CODE_LIFETIME + Duration::from_millis(1))
    );
    let secret = Secret::Code(code("7 Gustav Felix"));
    let mut joined = join(&mut ep, 1, A, &secret, Seat::Arbiter, now).unwrap();
    let _ = events(&mut ep);
    let sealed = joined.connection.seal(b"pause").unwrap();
    ep.handle_data(1, &sealed[..3], now);
    ep.handle_data(1, &sealed[3..], now);
    ep.handle_data(1, &sealed, now);
    let got = events(&mut ep);
    assert_eq!(
        got[0],
        EndpointEvent::Frame {
            conn: 1,
            bytes: b"pause".to_vec()
        }
    );
    assert!(matches!(
        &got[1],
        EndpointEvent::Inauthentic { conn: 1, .. }
    ));
    assert!(ep.send(1, b"paused"));
    assert!(!ep.send(7, b"nobody"));
    let (bytes, _) = sent_on(&mut ep, 1);
    let mut inbox = Messages::default();
    inbox.push(&bytes);
    let message = inbox.next(MAX_MESSAGE).unwrap().unwrap();
    assert_eq!(joined.connection.open(&message).unwrap(), b"paused");
    // The code offered for the sighted seat expires.
    let later = now + Duration::from_secs(1);
    ep.offer(code("5 Bella Bella"), later);
    ep.handle_timeout(later + CODE_LIFETIME + Duration::from_millis(1));
    assert!(events(&mut ep).contains(&EndpointEvent::CodeSpent(CodeSpent::Expired)));
    assert!(ep.wants_code(later + CODE_LIFETIME + Duration::from_millis(1)));
    ep.handle_closed(1);
    assert!(events(&mut ep).contains(&EndpointEvent::Closed {
        conn: 1,
        seat: Seat::Arbiter
    }));
}

#[test]
fn when_every_pairing_under_way_is_a_device_the_newcomer_is_told_the_host_is_busy() {
    let now = Instant::now();
    let config = EndpointConfig {
        max_half_open_per_addr: 2,
        ..EndpointConfig::default()
    };
    let mut ep = Endpoint::new(config, vec![Seat::Sighted, Seat::Arbiter]);
    ep.offer(code("7 Gustav Felix"), now);
    let secret = Secret::Code(code("7 Gustav Felix"));
    for conn in 1..=2 {
        let (_, first) =
            Initiator::start(&secret, Seat::Sighted, joining_key(), [conn as u8; 32]).unwrap();
        ep.handle_connect(conn, A, [conn as u8; 32], now);
        ep.handle_data(conn, &first, now);
    }
    let _ = events(&mut ep);
    ep.handle_connect(3, A, [3; 32], now);
    let (bytes, closed) = sent_on(&mut ep, 3);
    assert_eq!((bytes, closed), (PairingRefusal::Busy.message(), true));
    assert_eq!(ep.half_open(), 2);
}

proptest::proptest! {
    /// Whatever strangers send, in any pieces, on any connections, closing or not, at any
    /// moment: nothing panics, the pairings under way stay within the caps, nothing pairs,
    /// and the seat is told once.
    #[test]
    fn strangers_bytes_never_break_the_endpoint(
        ops in proptest::collection::vec(
            (0u64..12, 0u8..4, proptest::collection::vec(proptest::prelude::any::<u8>(), 0..80)),
            1..120,
        )
    ) {
        let start = Instant::now();
        let config = EndpointConfig { max_half_open: 6, max_half_open_per_addr: 4, ..EndpointConfig::default() };
        let mut ep = Endpoint::new(config, vec![Seat::Sighted, Seat::Arbiter]);
        ep.offer(code("7 Gustav Felix"), start);
        let mut now = start;
        let mut told = 0;
        let mut opened: Vec<ConnId> = Vec::new();
        for (i, (pick, op, bytes)) in ops.into_iter().enumerate() {
            let addr = IpAddr::V4(Ipv4Addr::new(127, 0, 0, (pick % 3) as u8 + 1));
            let some = |opened: &Vec<ConnId>| opened.get(pick as usize % opened.len().max(1)).copied();
            match op {
                0 => {
                    opened.push(i as ConnId);
                    ep.handle_connect(i as ConnId, addr, [i as u8; 32], now);
                }
                1 => {
                    if let Some(conn) = some(&opened) {
                        ep.handle_data(conn, &bytes, now);
                    }
                }
                2 => {
                    if let Some(conn) = some(&opened) {
                        ep.handle_closed(conn);
                    }
                }
                _ => {
                    now += Duration::from_millis(u64::from(bytes.first().copied().unwrap_or(0)) * 40);
                    ep.handle_timeout(now);
                }
            }
            proptest::prop_assert!(ep.half_open() <= 6);
            while ep.poll_transmit().is_some() {}
            for event in events(&mut ep) {
                match event {
                    EndpointEvent::Refused { tell: true, .. } => told += 1,
                    EndpointEvent::Paired { .. } | EndpointEvent::Frame { .. } => {
                        proptest::prop_assert!(false, "a stranger paired")
                    }
                    _ => {}
                }
            }
        }
        proptest::prop_assert!(told <= 1);
    }
}

#[test]
fn a_device_of_another_protocol_hears_the_hosts_versions_and_spends_no_try() {
    use crate::net::version::Versions;
    let now = Instant::now();
    let host = Versions::new(Versions::link().protocol, "0.9.0");
    let mut ep = endpoint(now).speaking(host);
    for conn in 1..=4 {
        ep.handle_connect(conn, A, [conn as u8; 32], now);
        let secret = Secret::Code(code("7 Gustav Felix"));
        let theirs = Versions::new(host.protocol + 1, "1.0.0");
        let (mut initiator, first) =
            Initiator::start_as(&secret, Seat::Sighted, joining_key(), [9; 32], theirs).unwrap();
        ep.handle_data(conn, &first, now);
        let (bytes, closed) = sent_on(&mut ep, conn);
        assert!(closed);
        let mut inbox = Messages::default();
        inbox.push(&bytes);
        let Step::Refused(PairingRefusal::OtherRelease(other)) =
            initiator.handle(&inbox.next(MAX_MESSAGE).unwrap().unwrap())
        else {
            panic!("not another release")
        };
        assert_eq!((other.ours, other.theirs), (theirs, host));
        let told: Vec<bool> = (events(&mut ep).into_iter())
            .filter_map(|e| match e {
                EndpointEvent::OtherRelease { other, tell, .. } => {
                    assert_eq!((other.ours, other.theirs), (host, theirs));
                    Some(tell)
                }
                _ => None,
            })
            .collect();
        // The seat at the host hears it once, as any refused attempt.
        assert_eq!(told, vec![conn == 1]);
    }
    // Four attempts of another release are no tries of the code: it still pairs.
    let secret = Secret::Code(code("7 Gustav Felix"));
    assert!(join(&mut ep, 9, B, &secret, Seat::Sighted, now).is_ok());
}

/// The public key of a joining device's sealing key, in these tests.
fn joining_key() -> crate::table::PublicKey {
    crate::table::PrivateKey::from_bytes([42; 32]).public()
}
