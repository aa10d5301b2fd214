//! The host's side of the joined seats' links, against a device's side in memory: the welcome,
//! entries only once journaled, requests acknowledged only once their entry is, a new device
//! for a seat continuing its stream, an earlier connection passed over.

use std::time::Instant;

use super::*;
use crate::{
    game::Stamp,
    net::{
        LinkConfig,
        device_side::{DeviceSide, DeviceTodo},
        follow::{RequestEntry, TableLink, hashed},
    },
    table::{Mode, SeatKey, Target, test_setup},
};

fn entry(seat: Seat, action: Action, t: u64) -> Entry {
    let mut e = Entry::of(seat, &action, None, Stamp::default());
    e.t_ns = t * 1_000_000_000;
    e
}

fn enter(text: &str) -> Action {
    Action::Enter {
        text: text.into(),
        target: Target::Both,
    }
}

/// A table whose journal holds the start and the blind player's first move.
fn host() -> (HostSide, Ids, Header) {
    let setup = test_setup(Mode::Casual, shakmaty::Color::White);
    let header = Header::of(&setup);
    let entries = vec![
        entry(Seat::Blind, Action::Start, 1),
        entry(Seat::Blind, enter("Eva vier"), 2),
        entry(Seat::Blind, Action::Confirm, 3),
    ];
    let history = hashed(setup.ids, &header, &entries).expect("hashed");
    let side = HostSide::new(setup.ids, header.clone(), history)
        .with_secret(TableSecret::from_bytes([7; 32]));
    (side, setup.ids, header)
}

/// Carries every frame between the host and the device until both are quiet.
fn exchange(host: &mut HostSide, device: &mut DeviceSide, seat: Seat, now: Instant) {
    for _ in 0..20 {
        let mut moved = false;
        while let Some((to, conn, bytes)) = host.poll_transmit() {
            if to == seat {
                device.handle_frame(conn, &bytes, now);
            }
            moved = true;
        }
        while let Some((conn, bytes)) = device.poll_transmit() {
            host.handle_frame(seat, conn, &bytes, now);
            moved = true;
        }
        if !moved {
            return;
        }
    }
}

fn events(host: &mut HostSide) -> Vec<HostEvent> {
    std::iter::from_fn(|| host.poll_event()).collect()
}

#[test]
fn a_device_is_welcomed_with_its_key_and_gets_every_entry_its_requests_acknowledged_after_the_journal()
 {
    let (mut host, ids, _) = host();
    let now = Instant::now();
    let bytes = host.welcome(Seat::Sighted, 1, true).expect("a welcome");
    let welcome = Welcome::decode(&bytes).expect("decodes");
    assert_eq!((welcome.seat.as_str(), welcome.through), ("sighted", 3));
    assert_eq!(welcome.requests_from.map(|(seq, _)| seq), Some(0));
    let key = TableSecret::from_bytes([7; 32]).seat_key(ids, Seat::Sighted);
    assert_eq!(
        welcome.seat_key.as_deref().and_then(SeatKey::from_hex),
        Some(key)
    );
    host.connected(Seat::Sighted, 1, Some("Ahorn".into()), device(), now);
    assert_eq!(
        events(&mut host),
        [HostEvent::Joined {
            seat: Seat::Sighted,
            confirmation: Some("Ahorn".into()),
            device: device(),
        }]
    );
    let mut device = DeviceSide::new(TableLink::new(ids, LinkConfig::default()), 0);
    device.connected(1, Some(welcome.through), None, now);
    exchange(&mut host, &mut device, Seat::Sighted, now);
    let applied: Vec<(Seq, bool)> = std::iter::from_fn(|| device.poll_event())
        .filter_map(|e| match e {
            DeviceTodo::Apply { seq, quiet, .. } => Some((seq, quiet)),
            _ => None,
        })
        .collect();
    assert_eq!(applied, [(1, true), (2, true), (3, true)]);
    // The device's request becomes the host's action; it is acknowledged only once the
    // host says its entry is on disk.
    let request = RequestEntry {
        action: enter("e5"),
        said: Some("e5".into()),
        secrets: Default::default(),
    };
    let seq = device
        .prepare(request)
        .expect("fits")
        .expect("journal fine");
    device.release(seq, now);
    exchange(&mut host, &mut device, Seat::Sighted, now);
    let acts = events(&mut host);
    assert!(
        matches!(&acts[..], [HostEvent::Act { seat: Seat::Sighted, action, said: Some(said), via, .. }]
            if *action == enter("e5") && said == "e5" && via.seq == 1 && !via.hall),
        "{acts:?}"
    );
    // Acknowledged once its entry (with its mark) is on disk, not before.
    exchange(&mut host, &mut device, Seat::Sighted, now);
    let HostEvent::Act { via, .. } = &acts[0] else {
        unreachable!()
    };
    let mut taken = entry(Seat::Sighted, enter("e5"), 4);
    taken.via = Some(*via);
    host.journaled(vec![(taken, 0)], now);
    exchange(&mut host, &mut device, Seat::Sighted, now);
    let new: Vec<Seq> = std::iter::from_fn(|| device.poll_event())
        .filter_map(|e| match e {
            DeviceTodo::Apply { seq, quiet, .. } if !quiet => Some(seq),
            _ => None,
        })
        .collect();
    assert_eq!(new, [4], "the entry the host journaled, told");
}

#[test]
fn an_earlier_connection_is_passed_over_and_a_new_device_starts_from_the_journal() {
    let (mut host, _, _) = host();
    let now = Instant::now();
    assert!(host.welcome(Seat::Arbiter, 1, true).is_some());
    host.connected(Seat::Arbiter, 1, None, device(), now);
    // A second connection of the seat (it came back): the first one's end changes nothing.
    assert!(host.welcome(Seat::Arbiter, 2, false).is_some());
    host.connected(Seat::Arbiter, 2, None, device(), now);
    let _ = events(&mut host);
    host.disconnected(Seat::Arbiter, 1);
    assert!(events(&mut host).is_empty());
    assert!(host.is_up(Seat::Arbiter));
    host.disconnected(Seat::Arbiter, 2);
    assert_eq!(events(&mut host), [HostEvent::Lost(Seat::Arbiter)]);
    assert!(!host.is_up(Seat::Arbiter));
    // A frame on a connection that is not the seat's is passed over.
    host.handle_frame(Seat::Arbiter, 1, b"garbage", now);
    assert!(events(&mut host).is_empty());
    // Nothing goes to a seat whose device never paired.
    host.journaled(vec![(entry(Seat::Blind, Action::Press, 5), 0)], now);
    while let Some((seat, ..)) = host.poll_transmit() {
        assert_eq!(seat, Seat::Arbiter);
    }
    // The arbiter's lost device had a request taken; a new device for the seat (the arbiter
    // allowed it) continues that stream, from the journal's mark.
    let mut taken = entry(Seat::Arbiter, Action::Pause, 6);
    taken.via = Some(Via {
        seq: 4,
        after: 99,
        hall: false,
    });
    host.journaled(vec![(taken, 0)], now);
    let welcome =
        Welcome::decode(&host.welcome(Seat::Arbiter, 3, true).expect("welcome")).expect("decodes");
    assert_eq!(welcome.requests_from, Some((4, 99)));
    assert_eq!(welcome.through, 5);
}

/// The public key of a joined device's sealing key, in these tests.
fn device() -> crate::table::PublicKey {
    crate::table::PrivateKey::from_bytes([42; 32]).public()
}
