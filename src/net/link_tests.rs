//! Unit tests of the link: the happy path, duplicates, resends, refusals, divergence, snapshots.

use std::time::{Duration, Instant};

use super::*;
use crate::ids::Ids;

type L = Link<String, Vec<String>>;

fn ids() -> Ids {
    Ids::from_bits(0xab, 0xcd)
}

fn pair() -> (L, L, Instant) {
    let now = Instant::now();
    let mut a = L::new(ids(), LinkConfig::default());
    let mut b = L::new(ids(), LinkConfig::default());
    a.connected(now);
    b.connected(now);
    (a, b, now)
}

/// Moves frames both ways until both are quiet; persists what is delivered at once. Returns
/// what each side was delivered.
fn pump(a: &mut L, b: &mut L, now: Instant) -> (Vec<String>, Vec<String>) {
    let (mut to_a, mut to_b) = (Vec::new(), Vec::new());
    loop {
        let mut moved = false;
        while let Some(f) = a.poll_transmit() {
            b.handle_frame(&f, now);
            moved = true;
        }
        while let Some(f) = b.poll_transmit() {
            a.handle_frame(&f, now);
            moved = true;
        }
        for (link, got) in [(&mut *a, &mut to_a), (&mut *b, &mut to_b)] {
            while let Some(e) = link.poll_event() {
                if let LinkEvent::Deliver(r) = e {
                    got.push(r.payload.clone());
                    link.persisted(r.seq);
                    moved = true;
                }
            }
        }
        if !moved {
            return (to_a, to_b);
        }
    }
}

fn send(link: &mut L, text: &str, now: Instant) {
    let r = link.prepare(text.to_owned(), 0).unwrap();
    link.release(r.seq, now);
}

#[test]
fn records_arrive_in_order_and_are_acknowledged_and_the_link_falls_idle() {
    let (mut a, mut b, now) = pair();
    send(&mut a, "e4", now);
    send(&mut a, "e5", now);
    send(&mut b, "Nf3", now);
    let (to_a, to_b) = pump(&mut a, &mut b, now);
    assert_eq!(to_b, ["e4", "e5"]);
    assert_eq!(to_a, ["Nf3"]);
    assert_eq!((a.acked(), b.acked()), (2, 1));
    // Nothing unacknowledged: only the keepalive timer.
    assert_eq!(a.poll_timeout(), Some(now + Duration::from_secs(5)));
    assert!(a.is_synced() && b.is_synced());
}

#[test]
fn a_lost_frame_is_resent_after_half_a_second_and_a_duplicate_is_ignored() {
    let (mut a, mut b, now) = pair();
    pump(&mut a, &mut b, now);
    send(&mut a, "e4", now);
    let lost = a.poll_transmit().unwrap();
    assert_eq!(a.poll_timeout(), Some(now + Duration::from_millis(500)));
    a.handle_timeout(now + Duration::from_millis(499));
    assert!(a.poll_transmit().is_none());
    a.handle_timeout(now + Duration::from_millis(500));
    let again = a.poll_transmit().unwrap();
    assert_eq!(again, lost);
    b.handle_frame(&again, now);
    b.handle_frame(&lost, now);
    let delivered: Vec<_> = std::iter::from_fn(|| b.poll_event()).collect();
    assert_eq!(delivered.len(), 1, "{delivered:?}");
    b.persisted(1);
    b.handle_frame(&lost, now);
    let (to_a, to_b) = pump(&mut a, &mut b, now);
    assert!(to_a.is_empty() && to_b.is_empty());
    assert_eq!(a.acked(), 1);
}

#[test]
fn an_unsent_record_waits_for_its_journal() {
    let (mut a, mut b, now) = pair();
    pump(&mut a, &mut b, now);
    a.prepare("e4".into(), 0).unwrap();
    assert!(a.poll_transmit().is_none(), "not on disk yet: not sent");
    a.release(1, now);
    assert_eq!(pump(&mut a, &mut b, now).1, ["e4"]);
}

#[test]
fn malformed_foreign_and_forged_frames_are_refused_with_a_reason_and_nothing_applied() {
    let (mut a, mut b, now) = pair();
    pump(&mut a, &mut b, now);
    send(&mut a, "e4", now);
    let good = a.poll_transmit().unwrap();
    let text = String::from_utf8(good.clone()).unwrap();
    let forged = text.replace("\"e4\"", "\"e3\"");
    let foreign = text.replace("00000000000000ab", "00000000000000ff");
    let cases: Vec<Vec<u8>> = vec![
        b"garbage".to_vec(),
        vec![0xff; 10],
        vec![b'{'; MAX_FRAME + 1],
        forged.into_bytes(),
        foreign.into_bytes(),
        br#"{"ids":{"table":"00000000000000ab","game":"00000000000000cd"},"body":{"kind":"data","seq":0}}"#.to_vec(),
    ];
    for bytes in &cases {
        b.handle_frame(bytes, now);
    }
    let events: Vec<_> = std::iter::from_fn(|| b.poll_event()).collect();
    assert_eq!(events.len(), cases.len());
    let reasons: Vec<String> = events
        .iter()
        .map(|e| match e {
            LinkEvent::Refused(r) => r.to_string(),
            other => panic!("not refused: {other:?}"),
        })
        .collect();
    assert!(reasons[2].contains("longer than the limit"), "{reasons:?}");
    assert!(reasons[3].contains("hash does not match"), "{reasons:?}");
    assert!(reasons[4].contains("not this one"), "{reasons:?}");
    assert_eq!(b.received(), 0);
    b.handle_frame(&good, now);
    assert!(matches!(b.poll_event(), Some(LinkEvent::Deliver(_))));
}

#[test]
fn different_histories_raise_one_alert_and_apply_nothing_more() {
    let (mut a, mut b, now) = pair();
    send(&mut a, "e4", now);
    pump(&mut a, &mut b, now);
    // A second sender that claims the same game but made another first move.
    let mut c = L::new(ids(), LinkConfig::default());
    c.connected(now);
    send(&mut c, "d4", now);
    send(&mut c, "d5", now);
    while let Some(f) = c.poll_transmit() {
        b.handle_frame(&f, now);
    }
    let events: Vec<_> = std::iter::from_fn(|| b.poll_event()).collect();
    assert!(
        events.contains(&LinkEvent::Alert(LinkDivergence::Parted { seq: 1 })),
        "{events:?}"
    );
    assert!(!events.iter().any(|e| matches!(e, LinkEvent::Deliver(_))));
    assert!(b.diverged().is_some());
}

#[test]
fn a_peer_that_holds_more_than_was_sent_is_an_alert() {
    let (mut a, mut b, now) = pair();
    send(&mut a, "e4", now);
    pump(&mut a, &mut b, now);
    // `a` restarts from a journal that lost its record (a disk that lied).
    let mut a2 = L::new(ids(), LinkConfig::default());
    a2.connected(now);
    b.disconnected();
    b.connected(now);
    while let Some(f) = b.poll_transmit() {
        a2.handle_frame(&f, now);
    }
    assert_eq!(
        a2.diverged(),
        Some(&LinkDivergence::PeerAhead { peer: 1, ours: 0 })
    );
}

#[test]
fn a_restarted_receiver_is_caught_up_and_a_far_behind_one_gets_a_snapshot() {
    let (mut a, mut b, now) = pair();
    for m in ["e4", "e5", "Nf3"] {
        send(&mut a, m, now);
    }
    pump(&mut a, &mut b, now);
    a.set_snapshot(2, vec!["e4".into(), "e5".into()]);
    // A new device for the same seat, with an empty journal.
    let mut b2 = L::new(ids(), LinkConfig::default());
    a.disconnected();
    a.connected(now);
    b2.connected(now);
    let mut snapshot = None;
    let mut delivered = Vec::new();
    for _ in 0..4 {
        while let Some(f) = a.poll_transmit() {
            b2.handle_frame(&f, now);
        }
        while let Some(f) = b2.poll_transmit() {
            a.handle_frame(&f, now);
        }
        while let Some(e) = b2.poll_event() {
            match e {
                LinkEvent::Snapshot { through, state, .. } => {
                    snapshot = Some(state);
                    b2.persisted(through);
                }
                LinkEvent::Deliver(r) => {
                    delivered.push(r.payload);
                    b2.persisted(r.seq);
                }
                other => panic!("{other:?}"),
            }
        }
    }
    assert_eq!(snapshot, Some(vec!["e4".to_owned(), "e5".to_owned()]));
    assert_eq!(delivered, ["Nf3"]);
    assert_eq!(a.acked(), 3);
}

#[test]
fn a_flood_is_cut_by_the_rate_limit() {
    let (mut a, mut b, now) = pair();
    pump(&mut a, &mut b, now);
    send(&mut a, "e4", now);
    let f = a.poll_transmit().unwrap();
    let mut c = L::new(ids(), LinkConfig::default());
    for _ in 0..1000 {
        c.handle_frame(&f, now);
    }
    let refused = std::iter::from_fn(|| c.poll_event())
        .filter(|e| matches!(e, LinkEvent::Refused(FrameRefusal::Rate)))
        .count();
    // The burst is 400 frames.
    assert_eq!(refused, 1000 - 400);
    // A second later, 200 more frames are let through.
    c.handle_frame(&f, now + Duration::from_secs(1));
    assert!(!matches!(c.poll_event(), Some(LinkEvent::Refused(_))));
}

#[test]
fn a_journal_that_does_not_make_a_stream_is_refused_on_resume() {
    let (mut a, _, _) = pair();
    let r1 = a.prepare("e4".into(), 0).unwrap();
    let r2 = a.prepare("e5".into(), 0).unwrap();
    let resume = ResumePoint {
        snapshot: None,
        sent: vec![r2.clone()],
        received: None,
    };
    assert_eq!(
        L::resume(ids(), LinkConfig::default(), resume).unwrap_err(),
        BrokenResume(2)
    );
    let resume = ResumePoint {
        snapshot: None,
        sent: vec![r1, r2],
        received: Some((5, ChainHash(9))),
    };
    let l = L::resume(ids(), LinkConfig::default(), resume).unwrap();
    assert_eq!((l.sent(), l.received()), (2, 5));
}
