//! Pairing and the encrypted session on loopback: the right code pairs and both sides read the
//! same confirmation; a wrong code, garbage from a third process and an expired code are
//! refused; replayed frames are refused while the session goes on; the traffic holds no move
//! text in clear.

use std::{
    io::{Read, Write},
    net::{Shutdown, TcpListener, TcpStream},
    sync::{Arc, Mutex},
    thread,
    time::{Duration, Instant},
};

use super::*;

const MOVE: &[u8] = b"Springer Felix drei, Nf3";

fn listener() -> (TcpListener, SocketAddr) {
    let l = TcpListener::bind("127.0.0.1:0").unwrap();
    let addr = l.local_addr().unwrap();
    (l, addr)
}

fn code(text: &str) -> Secret {
    Secret::Code(text.parse().unwrap())
}

fn host(
    l: TcpListener,
    secret: Secret,
) -> thread::JoinHandle<(Result<Session, PairError>, Vec<String>)> {
    thread::spawn(move || {
        let mut log = Vec::new();
        let r = accept(&l, &secret, &Instant::now, &mut |line| log.push(line));
        (r, log)
    })
}

fn recv_frame(s: &mut Session) -> Received {
    loop {
        match s.recv(Duration::from_secs(10)).unwrap() {
            Received::Nothing => continue,
            other => return other,
        }
    }
}

/// A proxy in the middle that records everything and, if asked, sends every message from the
/// joiner after the handshake twice (a replay).
fn proxy(to: SocketAddr, replay: bool) -> (SocketAddr, Arc<Mutex<Vec<u8>>>) {
    let (l, addr) = listener();
    let seen = Arc::new(Mutex::new(Vec::new()));
    let record = seen.clone();
    thread::spawn(move || {
        let (mut joiner, _) = l.accept().unwrap();
        let mut host = TcpStream::connect(to).unwrap();
        let (mut j2, mut h2, record2) = (
            joiner.try_clone().unwrap(),
            host.try_clone().unwrap(),
            record.clone(),
        );
        thread::spawn(move || {
            let mut buf = [0u8; 4096];
            while let Ok(n @ 1..) = h2.read(&mut buf) {
                record2.lock().unwrap().extend_from_slice(&buf[..n]);
                if j2.write_all(&buf[..n]).is_err() {
                    break;
                }
            }
            let _ = j2.shutdown(Shutdown::Both);
        });
        let mut count = 0;
        while let Ok(message) = read_message(&mut joiner, MAX_MESSAGE) {
            count += 1;
            record.lock().unwrap().extend_from_slice(&message);
            let times = if replay && count > 2 { 2 } else { 1 };
            for _ in 0..times {
                write_message(&mut host, &message).unwrap();
            }
        }
        let _ = host.shutdown(Shutdown::Both);
    });
    (addr, seen)
}

#[test]
fn the_right_code_pairs_both_read_the_same_confirmation_and_nothing_is_in_clear() {
    let (l, addr) = listener();
    let h = host(l, code("7 Gustav Felix"));
    let (via, seen) = proxy(addr, false);
    let mut j = join(via, &code("7 gustav felix")).unwrap();
    let (h, log) = h.join().unwrap();
    let mut h = h.unwrap();
    assert!(log.is_empty(), "{log:?}");
    assert_eq!(h.confirmation(), j.confirmation());
    assert_eq!(h.confirmation().len(), 7);
    j.send(MOVE).unwrap();
    assert_eq!(recv_frame(&mut h), Received::Frame(MOVE.to_vec()));
    h.send(b"Bauer Eva vier").unwrap();
    assert_eq!(
        recv_frame(&mut j),
        Received::Frame(b"Bauer Eva vier".to_vec())
    );
    let seen = seen.lock().unwrap().clone();
    assert!(seen.len() > 100);
    for clear in [MOVE, b"Bauer", b"Gustav", b"gustav"] {
        assert!(!seen.windows(clear.len()).any(|w| w == clear), "in clear");
    }
    // Reconnecting needs no new code: the pairing's key.
    let (l2, addr2) = listener();
    let h2 = host(l2, Secret::Key(h.key().clone()));
    let mut j2 = join(addr2, &Secret::Key(j.key().clone())).unwrap();
    let mut h2 = h2.join().unwrap().0.unwrap();
    j2.send(MOVE).unwrap();
    assert_eq!(recv_frame(&mut h2), Received::Frame(MOVE.to_vec()));
}

#[test]
fn wrong_codes_and_garbage_are_refused_and_logged_and_the_third_spends_the_code() {
    let (l, addr) = listener();
    let h = host(l, code("3 Anna Bella"));
    assert!(matches!(
        join(addr, &code("3 Anna Cesar")),
        Err(PairError::WrongCode)
    ));
    // A third process sends garbage.
    let mut intruder = TcpStream::connect(addr).unwrap();
    intruder.write_all(&[0, 32]).unwrap();
    intruder.write_all(&[0xab; 32]).unwrap();
    intruder.write_all(&[0, 5, 1, 2, 3, 4, 5]).unwrap();
    drop(intruder);
    assert!(join(addr, &code("4 Anna Bella")).is_err());
    let (result, log) = h.join().unwrap();
    assert!(
        matches!(result, Err(PairError::Spent(CodeSpent::Tried))),
        "{result:?}"
    );
    assert_eq!(log.len(), 3, "{log:?}");
    assert!(log.iter().all(|l| l.contains("refused")), "{log:?}");
}

#[test]
fn a_connection_cut_in_a_message_is_logged_in_plain_words() {
    let (l, addr) = listener();
    let h = host(l, code("5 Felix Gustav"));
    let mut cut = TcpStream::connect(addr).unwrap();
    cut.write_all(&[0]).unwrap();
    drop(cut);
    let _joined = join(addr, &code("5 Felix Gustav")).unwrap();
    let (result, log) = h.join().unwrap();
    assert!(result.is_ok(), "{result:?}");
    assert_eq!(log.len(), 1, "{log:?}");
    assert!(
        log[0].contains("closed the connection in the middle of a message"),
        "{log:?}"
    );
}

#[test]
fn an_expired_code_is_refused() {
    let (l, _) = listener();
    let start = Instant::now();
    // The code is made at the first reading of the clock; the next is 2 minutes and 1 s later.
    let calls = std::cell::Cell::new(0);
    let clock = || {
        calls.set(calls.get() + 1);
        if calls.get() == 1 {
            start
        } else {
            start + Duration::from_secs(121)
        }
    };
    let r = accept(&l, &code("1 Eva Eva"), &clock, &mut |_| {});
    assert!(matches!(r, Err(PairError::Spent(CodeSpent::Expired))));
}

#[test]
fn replayed_frames_are_refused_and_the_session_goes_on() {
    let (l, addr) = listener();
    let h = host(l, code("9 Hector David"));
    let (via, _) = proxy(addr, true);
    let mut j = join(via, &code("9 Hector David")).unwrap();
    let mut h = h.join().unwrap().0.unwrap();
    j.send(b"one").unwrap();
    j.send(b"two").unwrap();
    assert_eq!(recv_frame(&mut h), Received::Frame(b"one".to_vec()));
    assert!(matches!(recv_frame(&mut h), Received::Refused(r) if r.contains("replayed")));
    assert_eq!(recv_frame(&mut h), Received::Frame(b"two".to_vec()));
    assert!(matches!(recv_frame(&mut h), Received::Refused(_)));
}
