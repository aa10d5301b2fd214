//! The handshake as pure state machines: the right code pairs and both read one confirmation;
//! another code fails at the host's first Noise check; a key reconnects with no confirmation;
//! a message split anywhere reads back; frames replayed or altered do not open.

use super::*;

fn code(text: &str) -> Secret {
    Secret::Code(text.parse().unwrap())
}

fn seed(n: u8) -> Seed {
    [n; 32]
}

fn one(bytes: &[u8]) -> Vec<u8> {
    let mut m = Messages::default();
    m.push(bytes);
    m.next(MAX_MESSAGE).unwrap().unwrap()
}

/// Pairs a joining device holding `joiner` with a host holding `host`, both pure.
fn pair(
    joiner: &Secret,
    host: &Secret,
    seat: Seat,
) -> (Result<Paired, PairingRefusal>, Option<Paired>) {
    let (mut initiator, first_message) = Initiator::start(joiner, seat, device(), seed(1)).unwrap();
    let ours = crate::net::version::Versions::link();
    let responder = match (first(&one(&first_message), ours).unwrap(), host) {
        (
            First::Code {
                seat,
                device,
                spake,
            },
            Secret::Code(c),
        ) => {
            let (responder, reply) =
                Responder::by_code(c, (seat, device), &spake, seed(2), ours.protocol).unwrap();
            let Step::Send(noise) = initiator.handle(&one(&reply)) else {
                panic!("no Noise message")
            };
            (responder, one(&noise))
        }
        (
            First::Key {
                seat,
                device,
                noise,
            },
            Secret::Key(k),
        ) => (
            Responder::by_key(k, (seat, device), seed(2), ours.protocol).unwrap(),
            noise,
        ),
        other => panic!("{other:?}"),
    };
    match responder.0.finish(&responder.1) {
        Ok((host_side, answer)) => match initiator.handle(&one(&answer)) {
            Step::Paired(joined) => (Ok(*joined), Some(host_side)),
            other => panic!("{other:?}"),
        },
        Err(refusal) => (Err(refusal), None),
    }
}

#[test]
fn the_right_code_pairs_and_both_read_the_same_confirmation() {
    let (joined, host) = pair(
        &code("7 Gustav Felix"),
        &code("7 gustav felix"),
        Seat::Sighted,
    );
    let (mut joined, mut host) = (joined.unwrap(), host.unwrap());
    assert_eq!(joined.confirmation, host.confirmation);
    assert_eq!(joined.confirmation.as_deref().map(str::len), Some(7));
    assert_eq!((joined.seat, host.seat), (Seat::Sighted, Seat::Sighted));
    assert_eq!(joined.key, host.key);
    let sealed = joined.connection.seal(b"Springer Felix drei").unwrap();
    assert!(!sealed.windows(8).any(|w| w == b"Springer"));
    assert_eq!(
        host.connection.open(&one(&sealed)).unwrap(),
        b"Springer Felix drei"
    );
    // The same message again (a replay) does not open, and the connection goes on.
    assert!(host.connection.open(&one(&sealed)).is_err());
    let next = joined.connection.seal(b"confirm").unwrap();
    assert_eq!(host.connection.open(&one(&next)).unwrap(), b"confirm");
    let back = host.connection.seal(b"Bauer Eva vier").unwrap();
    assert_eq!(
        joined.connection.open(&one(&back)).unwrap(),
        b"Bauer Eva vier"
    );
}

#[test]
fn another_code_fails_at_the_hosts_check_and_a_key_reconnects_without_a_confirmation() {
    let (joined, _) = pair(&code("3 Anna Cesar"), &code("3 Anna Bella"), Seat::Sighted);
    assert_eq!(joined.unwrap_err(), PairingRefusal::WrongCode);
    let (joined, host) = pair(&code("3 Anna Bella"), &code("3 Anna Bella"), Seat::Arbiter);
    let key = joined.unwrap().key;
    assert!(host.is_some());
    let (again, host) = pair(
        &Secret::Key(key.clone()),
        &Secret::Key(key.clone()),
        Seat::Arbiter,
    );
    let again = again.unwrap();
    assert_eq!(again.confirmation, None);
    assert_eq!(host.unwrap().confirmation, None);
    let other = PairKey::from_hex(&"ab".repeat(32)).unwrap();
    let (refused, _) = pair(
        &Secret::Key(other),
        &Secret::Key(key.clone()),
        Seat::Arbiter,
    );
    assert_eq!(refused.unwrap_err(), PairingRefusal::KeyRefused);
    assert_eq!(PairKey::from_hex(&key.to_hex()), Some(key));
    assert_eq!(PairKey::from_hex("12"), None);
}

#[test]
fn the_devices_sealing_key_reaches_the_host_and_a_changed_key_fails_the_pairing() {
    let (joined, host) = pair(
        &code("7 Gustav Felix"),
        &code("7 Gustav Felix"),
        Seat::Arbiter,
    );
    assert_eq!(joined.unwrap().device, device());
    assert_eq!(host.unwrap().device, device());
    // Someone on the way swaps the key in the first message: SPAKE2's identity differs, so the
    // host's first Noise check fails (as for another code), and no key of his is journaled.
    let secret = code("7 Gustav Felix");
    let (mut initiator, first_message) =
        Initiator::start(&secret, Seat::Arbiter, device(), seed(1)).unwrap();
    let mut swapped = one(&first_message);
    let at = swapped
        .windows(32)
        .position(|w| w == device().to_bytes())
        .unwrap();
    swapped[at] ^= 1;
    let ours = crate::net::version::Versions::link();
    let Ok(First::Code {
        seat,
        device: theirs,
        spake,
    }) = first(&swapped, ours)
    else {
        panic!("not a pairing message")
    };
    assert_ne!(theirs, device());
    let Secret::Code(c) = &secret else {
        panic!("no code")
    };
    let (responder, reply) =
        Responder::by_code(c, (seat, theirs), &spake, seed(2), ours.protocol).unwrap();
    let Step::Send(noise) = initiator.handle(&one(&reply)) else {
        panic!("no Noise message")
    };
    assert_eq!(
        responder.finish(&one(&noise)).unwrap_err(),
        PairingRefusal::WrongCode
    );
}

#[test]
fn a_handshake_is_fixed_by_its_seed() {
    let a = Initiator::start(&code("1 Eva Eva"), Seat::Sighted, device(), seed(9))
        .unwrap()
        .1;
    let b = Initiator::start(&code("1 Eva Eva"), Seat::Sighted, device(), seed(9))
        .unwrap()
        .1;
    let c = Initiator::start(&code("1 Eva Eva"), Seat::Sighted, device(), seed(8))
        .unwrap()
        .1;
    assert_eq!(a, b);
    assert_ne!(a, c);
}

#[test]
fn messages_read_back_from_any_pieces_and_a_refusal_is_read_as_one() {
    let mut wire = frame(b"one");
    wire.extend(frame(b""));
    wire.extend(frame(&[7; 300]));
    let mut m = Messages::default();
    let mut got = Vec::new();
    for byte in &wire {
        m.push(&[*byte]);
        while let Some(message) = m.next(MAX_MESSAGE) {
            got.push(message.unwrap());
        }
    }
    assert_eq!(got, [b"one".to_vec(), Vec::new(), vec![7; 300]]);
    assert!(!m.partial());
    m.push(&frame(&[0; 200]));
    assert_eq!(m.next(MAX_FIRST), Some(Err(MessageTooLong(200))));
    let (mut initiator, _) =
        Initiator::start(&code("1 Eva Eva"), Seat::Sighted, device(), seed(3)).unwrap();
    assert!(matches!(
        initiator.handle(&one(&PairingRefusal::Busy.message())),
        Step::Refused(PairingRefusal::Busy)
    ));
    for bad in [&b""[..], b"P", b"Xs123", b"Pz123"] {
        assert_eq!(
            first(bad, crate::net::version::Versions::link()),
            Err(PairingRefusal::Protocol)
        );
    }
}

mod versions {
    //! Devices of different releases: each side learns the other's versions from the first
    //! exchange, in a form every later release reads first.
    use super::*;
    use crate::net::version::{OtherRelease, Versions};

    fn start_as(protocol: u16, program: &str) -> (Initiator, Vec<u8>) {
        let secret = code("7 Gustav Felix");
        let ours = Versions::new(protocol, program);
        Initiator::start_as(&secret, Seat::Sighted, device(), seed(1), ours).unwrap()
    }

    #[test]
    fn a_device_of_another_protocol_is_refused_and_each_side_names_both_versions() {
        let host = Versions::new(2, "0.9.0");
        let (mut device, first_message) = start_as(3, "1.4.2");
        let refusal = first(&one(&first_message), host).unwrap_err();
        let at_host = OtherRelease {
            ours: host,
            theirs: Versions::new(3, "1.4.2"),
        };
        assert_eq!(refusal, PairingRefusal::OtherRelease(at_host));
        let Step::Refused(PairingRefusal::OtherRelease(at_device)) =
            device.handle(&one(&refusal.message()))
        else {
            panic!("not another release")
        };
        assert_eq!(
            at_device,
            OtherRelease {
                ours: Versions::new(3, "1.4.2"),
                theirs: host,
            }
        );
    }

    #[test]
    fn the_same_protocol_of_another_program_version_pairs() {
        let (_, first_message) = start_as(Versions::link().protocol, "0.0.1-older");
        assert!(matches!(
            first(&one(&first_message), Versions::link()),
            Ok(First::Code {
                seat: Seat::Sighted,
                ..
            })
        ));
    }

    #[test]
    fn a_device_from_before_version_numbers_is_named_as_one() {
        // The first message of the releases before version numbers: kind, seat, SPAKE2.
        let mut old = vec![b'P', b's'];
        old.extend_from_slice(&[7; 33]);
        let Err(PairingRefusal::OtherRelease(other)) = first(&old, Versions::link()) else {
            panic!("not another release")
        };
        assert_eq!(other.theirs, Versions::unversioned());
        assert_eq!(
            first(b"xyz", Versions::link()),
            Err(PairingRefusal::Protocol)
        );
    }

    #[test]
    fn a_host_from_before_version_numbers_is_named_as_one() {
        // Such a host reads no versions and answers the first message "not a pairing message".
        let (mut device, _) = start_as(Versions::link().protocol, "0.9.0");
        let Step::Refused(PairingRefusal::OtherRelease(other)) = device.handle(b"!p") else {
            panic!("not another release")
        };
        assert_eq!(other.theirs, Versions::unversioned());
    }

    #[test]
    fn a_changed_version_fails_the_pairing() {
        // The protocol is in SPAKE2's identity: a host told another one derives another key.
        let (mut device, first_message) = start_as(2, "0.9.0");
        let Ok(First::Code {
            seat,
            device: key,
            spake,
        }) = first(&one(&first_message), Versions::new(2, "x"))
        else {
            panic!("no code")
        };
        let secret: PairingCode = "7 Gustav Felix".parse().unwrap();
        let (responder, reply) =
            Responder::by_code(&secret, (seat, key), &spake, seed(2), 3).unwrap();
        let Step::Send(noise) = device.handle(&one(&reply)) else {
            panic!("no Noise message")
        };
        assert_eq!(
            responder.finish(&one(&noise)).unwrap_err(),
            PairingRefusal::WrongCode
        );
    }
}

/// The public key of a joining device's sealing key, in these tests.
fn device() -> crate::table::PublicKey {
    crate::table::PrivateKey::from_bytes([42; 32]).public()
}
