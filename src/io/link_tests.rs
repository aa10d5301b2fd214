//! Pairing and the encrypted session on loopback, through the host's real network edge: the
//! right code pairs and both sides read the same confirmation; connections that hold, send
//! garbage or close early delay nobody and spend no try; three wrong codes spend the code;
//! replayed frames are refused while the session goes on; the traffic holds no move text in
//! clear.

use std::{
    io::{Read, Write},
    net::{Shutdown, TcpListener, TcpStream},
    sync::{Arc, Mutex},
    thread,
    time::Duration,
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
        let r = accept(&l, &secret, &mut |line| log.push(line));
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

fn read_message(r: &mut impl Read) -> std::io::Result<Vec<u8>> {
    let mut len = [0u8; 2];
    r.read_exact(&mut len)?;
    let mut buf = vec![0u8; usize::from(u16::from_be_bytes(len))];
    r.read_exact(&mut buf)?;
    Ok(buf)
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
        while let Ok(message) = read_message(&mut joiner) {
            count += 1;
            record.lock().unwrap().extend_from_slice(&message);
            let times = if replay && count > 2 { 2 } else { 1 };
            for _ in 0..times {
                host.write_all(&crate::net::handshake::frame(&message))
                    .unwrap();
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
    assert_eq!(h.confirmation().map(str::len), Some(7));
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
    // Reconnecting needs no new code: the pairing's key; neither side shows a confirmation.
    let (l2, addr2) = listener();
    let h2 = host(l2, Secret::Key(h.key().clone()));
    let mut j2 = join(addr2, &Secret::Key(j.key().clone())).unwrap();
    let mut h2 = h2.join().unwrap().0.unwrap();
    assert_eq!((h2.confirmation(), j2.confirmation()), (None, None));
    j2.send(MOVE).unwrap();
    assert_eq!(recv_frame(&mut h2), Received::Frame(MOVE.to_vec()));
}

#[test]
fn held_connections_and_garbage_delay_nobody_and_three_wrong_codes_spend_the_code() {
    let (l, addr) = listener();
    let h = host(l, code("3 Anna Bella"));
    // Three silent connections and one that sends a byte, all held open.
    let mut held: Vec<TcpStream> = (0..4).map(|_| TcpStream::connect(addr).unwrap()).collect();
    held[3].write_all(&[0]).unwrap();
    // Garbage from a third process, then a connection cut in a message: no try.
    let mut intruder = TcpStream::connect(addr).unwrap();
    intruder.write_all(&[0, 32]).unwrap();
    intruder.write_all(&[0xab; 32]).unwrap();
    drop(intruder);
    let mut cut = TcpStream::connect(addr).unwrap();
    cut.write_all(&[0]).unwrap();
    drop(cut);
    for _ in 0..3 {
        assert!(matches!(
            join(addr, &code("3 Anna Cesar")),
            Err(PairError::Refused(PairingRefusal::WrongCode))
        ));
    }
    let (result, log) = h.join().unwrap();
    assert!(
        matches!(result, Err(PairError::Spent(CodeSpent::Tried))),
        "{result:?}"
    );
    assert_eq!(log.len(), 5, "{log:?}");
    assert_eq!(
        log.iter()
            .filter(|l| l.contains("wrong pairing code"))
            .count(),
        3
    );
    assert!(log.iter().any(|l| l.contains("not a pairing")), "{log:?}");
    assert!(
        log.iter()
            .any(|l| l.contains("closed the connection in the middle of pairing")),
        "{log:?}"
    );
    drop(held);
}

#[test]
fn a_device_pairs_while_connections_hold_and_a_key_is_not_called_a_code() {
    let (l, addr) = listener();
    let h = host(l, code("5 Felix Gustav"));
    let held: Vec<TcpStream> = (0..20).map(|_| TcpStream::connect(addr).unwrap()).collect();
    let _joined = join(addr, &code("5 Felix Gustav")).unwrap();
    let (result, log) = h.join().unwrap();
    assert!(result.is_ok(), "{result:?}");
    // Past the cap per address, the oldest held connections gave way, not the device.
    assert!(
        log.iter().all(|l| l.contains("too many pairings")),
        "{log:?}"
    );
    // A key the host does not know is refused as a key, not as a code.
    let (l2, addr2) = listener();
    let _h2 = host(l2, code("1 Eva Eva"));
    let stranger = PairKey::from_hex(&"cd".repeat(32)).unwrap();
    let e = join(addr2, &Secret::Key(stranger)).unwrap_err();
    assert!(
        matches!(e, PairError::Refused(PairingRefusal::KeyRefused)),
        "{e:?}"
    );
    assert!(!e.to_string().contains("code was refused"), "{e}");
    drop(held);
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
