//! A joined device's side of the link: nothing goes out that its journal does not hold, nothing
//! is acknowledged after a failed write, a replica that parted applies nothing more, the
//! catch-up is told once.

use std::time::Instant;

use super::*;
use crate::{
    game::Stamp,
    ids::Ids,
    net::{LinkConfig, follow::TableLink},
    table::Action,
};

fn request() -> RequestEntry {
    RequestEntry {
        action: Action::Press,
        said: Some("press".into()),
        secrets: Default::default(),
    }
}

fn device() -> (DeviceSide, TableLink, Instant) {
    let ids = Ids::default();
    let now = Instant::now();
    let mut device = DeviceSide::new(TableLink::new(ids, LinkConfig::default()), 0);
    device.connected(1, Some(0), None, now);
    let mut host = TableLink::new(ids, LinkConfig::default());
    host.connected(now);
    (device, host, now)
}

/// Frames from the device to the host's link, and what it delivered.
fn deliver(device: &mut DeviceSide, host: &mut TableLink, now: Instant) -> Vec<Seq> {
    while let Some((_, bytes)) = device.poll_transmit() {
        host.handle_frame(&bytes, now);
    }
    std::iter::from_fn(|| host.poll_event())
        .filter_map(|e| match e {
            LinkEvent::Deliver(record) => Some(record.seq),
            _ => None,
        })
        .collect()
}

#[test]
fn a_request_goes_out_only_once_released_and_nothing_after_a_failed_write() {
    let (mut device, mut host, now) = device();
    let seq = device.prepare(request()).unwrap().unwrap();
    assert!(
        deliver(&mut device, &mut host, now).is_empty(),
        "not yet on disk"
    );
    device.release(seq, now);
    assert_eq!(deliver(&mut device, &mut host, now), [1]);
    device.journal_failed();
    assert!(device.has_failed());
    assert_eq!(device.prepare(request()), Ok(None));
    assert!(deliver(&mut device, &mut host, now).is_empty());
}

#[test]
fn entries_are_told_after_the_join_the_catch_up_once_and_nothing_after_parting() {
    let (mut device, mut host, now) = device();
    let events: Vec<DeviceTodo> = std::iter::from_fn(|| device.poll_event()).collect();
    assert_eq!(
        events,
        [
            DeviceTodo::Up { confirmation: None },
            DeviceTodo::CaughtUp(0)
        ]
    );
    let entry = |t| {
        let mut e = crate::table::journal::Entry::tick(Stamp::default());
        e.t_ns = t;
        e
    };
    for t in 1..=3 {
        let record = host.prepare(Wire::Entry(entry(t)), t).unwrap();
        host.release(record.seq, now);
    }
    while let Some(bytes) = host.poll_transmit() {
        device.handle_frame(1, &bytes, now);
    }
    // A frame of an earlier connection is passed over.
    device.handle_frame(0, b"garbage", now);
    let applied: Vec<(Seq, bool)> = std::iter::from_fn(|| device.poll_event())
        .filter_map(|e| match e {
            DeviceTodo::Apply { seq, quiet, .. } => Some((seq, quiet)),
            _ => None,
        })
        .collect();
    assert_eq!(applied, [(1, false), (2, false), (3, false)]);
    assert!(device.applied(1, true));
    device.persisted(1);
    // The second differs from the host's: the replica parts, and is told so once.
    assert!(device.applied(2, false));
    assert_eq!(device.poll_event(), Some(DeviceTodo::Diverged(2)));
    let record = host.prepare(Wire::Entry(entry(4)), 4).unwrap();
    host.release(record.seq, now);
    while let Some(bytes) = host.poll_transmit() {
        device.handle_frame(1, &bytes, now);
    }
    assert!(
        std::iter::from_fn(|| device.poll_event()).all(|e| !matches!(e, DeviceTodo::Apply { .. })),
        "nothing is applied after parting"
    );
    // The end of the connection asks for the next one.
    device.disconnected(1);
    assert_eq!(device.poll_event(), Some(DeviceTodo::Lost { next: 2 }));
}

#[test]
fn only_a_device_with_nothing_of_the_game_takes_its_history_quietly() {
    let ids = Ids::default();
    let now = Instant::now();
    let mut host = TableLink::new(ids, LinkConfig::default());
    host.connected(now);
    let mut device = DeviceSide::new(TableLink::new(ids, LinkConfig::default()), 0);
    let send = |host: &mut TableLink, device: &mut DeviceSide, conn, ts: &[u64]| {
        for t in ts {
            let mut entry = crate::table::journal::Entry::tick(Stamp::default());
            entry.t_ns = *t;
            let record = host.prepare(Wire::Entry(entry), *t).unwrap();
            host.release(record.seq, now);
        }
        while let Some(bytes) = host.poll_transmit() {
            device.handle_frame(conn, &bytes, now);
        }
        std::iter::from_fn(|| device.poll_event())
            .filter_map(|e| match e {
                DeviceTodo::Apply { seq, quiet, .. } => Some((seq, quiet)),
                _ => None,
            })
            .collect::<Vec<_>>()
    };
    // A new device: the history the welcome counts is taken without a word.
    device.connected(1, Some(2), None, now);
    assert_eq!(
        send(&mut host, &mut device, 1, &[1, 2]),
        [(1, true), (2, true)]
    );
    // Back after a lost link (or a restart, with its journal): what happened meanwhile is told,
    // though the welcome counts it too.
    device.disconnected(1);
    device.connected(2, Some(4), None, now);
    assert_eq!(
        send(&mut host, &mut device, 2, &[3, 4]),
        [(3, false), (4, false)]
    );
}
