//! The hall's model: lines in order, resent, out of order; what needs the arbiter comes first.

use super::*;
use crate::{
    game::Stamp,
    table::{Action, Mode, Target, test_setup},
};

const T0: i64 = 1_795_000_000_000;

/// The journal lines of a table playing `actions` one second apart, from `ids`.
pub(crate) fn lines(ids: Ids, actions: &[(Seat, Action)]) -> Vec<Line> {
    let mut setup = test_setup(Mode::Tournament, Color::White);
    setup.ids = ids;
    lines_of(ids, Header::of(&setup), actions)
}

/// The journal lines of the table `header` sets up, playing `actions` one second apart.
pub(crate) fn lines_of(ids: Ids, header: Header, actions: &[(Seat, Action)]) -> Vec<Line> {
    let mut table = header.table(ids).unwrap();
    let mut out = vec![Line::Header {
        ids,
        header: Box::new(header),
    }];
    for (i, (seat, action)) in actions.iter().enumerate() {
        let s = i as u64 + 1;
        let stamp = Stamp {
            at: Timestamp::from_millis(s * 1000),
            wall: WallTime(T0 + 1000 * s as i64),
        };
        let _ = table.act(*seat, action, stamp);
        let resolved = table.resolved(*seat, action);
        out.push(Line::Entry {
            seq: s,
            game: ids.game,
            entry: Entry::of(*seat, action, resolved, stamp),
        });
    }
    out
}

pub(crate) fn enter(text: &str) -> Action {
    Action::Enter {
        text: text.into(),
        target: Target::Both,
    }
}

/// White (blind) plays e4 and presses; the sighted seat repeats `repeat`.
pub(crate) fn opening(repeat: &str) -> Vec<(Seat, Action)> {
    vec![
        (Seat::Arbiter, Action::Start),
        (Seat::Blind, enter("Eva vier")),
        (Seat::Blind, Action::Confirm),
        (Seat::Blind, Action::Press),
        (Seat::Sighted, enter(repeat)),
    ]
}

fn soon() -> WallTime {
    WallTime(T0 + 10_000)
}

#[test]
fn a_table_followed_in_order_is_in_sync_and_waits_for_the_next_mover() {
    let mut hall = HallModel::new();
    for line in lines(Ids::from_bits(1, 1), &opening("e4")) {
        hall.receive(4, line, soon());
    }
    let s = &hall.summaries(soon())[0];
    assert_eq!(s.table, 4);
    assert!(s.in_sync);
    assert_eq!(s.need, None);
    assert_eq!(s.plies, 1);
    assert_eq!(
        s.waiting,
        Some(Waiting::Seat(Seat::Sighted)),
        "Black is to move"
    );
    assert_eq!(s.clocks.running, Some(Color::Black));
}

#[test]
fn resent_and_late_lines_give_the_same_table_as_lines_in_order() {
    let all = lines(Ids::from_bits(1, 1), &opening("e4"));
    let mut hall = HallModel::new();
    let order = [0, 1, 3, 3, 1, 2, 5, 4, 4, 0];
    let mut needs = Vec::new();
    for i in order {
        for news in hall.receive(1, all[i].clone(), soon()) {
            if let News::NeedsArbiter(_, need) = news {
                needs.push((i, need));
            }
        }
        if i == 3 {
            assert!(!hall.summaries(soon())[0].in_sync, "seq 2 is missing");
            // A line missing for a moment is no alarm; one missing for long is.
            assert_eq!(hall.need(1, soon()), None);
            let later = WallTime(soon().0 + 6_000);
            assert_eq!(hall.need(1, later), Some(Need::OutOfSync));
        }
    }
    assert_eq!(needs, [], "the gaps were filled in time");
    let mut straight = HallModel::new();
    for line in all {
        straight.receive(1, line, soon());
    }
    assert_eq!(hall.summaries(soon()), straight.summaries(soon()));
    assert_eq!(hall.table(1).map(|f| f.entries.len()), Some(5));
}

#[test]
fn a_divergence_puts_its_table_first_and_is_news_once() {
    let mut hall = HallModel::new();
    for line in lines(Ids::from_bits(1, 1), &opening("e4")) {
        hall.receive(1, line, soon());
    }
    let mut news = Vec::new();
    for line in lines(Ids::from_bits(9, 9), &opening("d4")) {
        news.extend(hall.receive(9, line, soon()));
    }
    assert!(news.contains(&News::NeedsArbiter(9, Need::Alert)));
    assert!(
        news.iter()
            .any(|n| matches!(n, News::Events(9, e) if !e.is_empty())),
        "the arbiter seat's events come along"
    );
    let order: Vec<_> = hall.summaries(soon()).iter().map(|s| s.table).collect();
    assert_eq!(order, [9, 1]);
    assert_eq!(hall.summaries(soon())[0].need, Some(Need::Alert));
}

#[test]
fn a_fallen_flag_needs_the_arbiter_once_the_time_is_up() {
    let mut hall = HallModel::new();
    for line in lines(Ids::from_bits(1, 1), &opening("e4")) {
        hall.receive(2, line, soon());
    }
    assert_eq!(hall.need(2, soon()), None);
    let late = WallTime(T0 + 3 * 3_600_000);
    assert_eq!(hall.need(2, late), Some(Need::Flag));
    assert_eq!(hall.summaries(late)[0].flag, Some(Color::Black));
}

#[test]
fn an_entry_naming_a_request_acknowledges_it_and_a_new_game_starts_afresh() {
    let mut hall = HallModel::new();
    let mut all = lines(Ids::from_bits(1, 1), &opening("e4"));
    let mark = crate::table::journal::Via {
        seq: 1,
        after: 42,
        hall: true,
    };
    if let Line::Entry { entry, .. } = &mut all[1] {
        entry.via = Some(mark);
    }
    let mut news = Vec::new();
    for line in all {
        news.extend(hall.receive(3, line, soon()));
    }
    assert!(news.contains(&News::Acknowledged(3, mark)));
    let next = lines(Ids::from_bits(1, 2), &[(Seat::Arbiter, Action::Start)]);
    let news: Vec<_> = next
        .into_iter()
        .flat_map(|l| hall.receive(3, l, soon()))
        .collect();
    assert!(news.contains(&News::NewGame(3)));
    assert_eq!(hall.summaries(soon())[0].plies, 0);
}

#[test]
fn lines_of_a_game_whose_start_was_not_seen_show_the_table_out_of_sync() {
    let mut hall = HallModel::new();
    let all = lines(Ids::from_bits(1, 1), &opening("e4"));
    hall.receive(5, all[2].clone(), soon());
    // Its start may be on its way (the line was heard live first): no alarm for a moment.
    assert_eq!(hall.need(5, soon()), None);
    assert_eq!(
        hall.need(5, WallTime(soon().0 + 6_000)),
        Some(Need::OutOfSync)
    );
    assert_eq!(hall.orphans().count(), 1);
    // The start comes: the line kept is applied with it, and one resent is skipped.
    hall.receive(5, all[0].clone(), soon());
    assert_eq!(
        hall.table(5).map(|f| f.entries.len()),
        Some(0),
        "seq 1 missing"
    );
    hall.receive(5, all[1].clone(), soon());
    assert_eq!(hall.table(5).map(|f| f.entries.len()), Some(2));
    hall.receive(5, all[2].clone(), soon());
    assert_eq!(hall.table(5).map(|f| f.entries.len()), Some(2));
    assert_eq!(hall.need(5, soon()), None);
    assert_eq!(hall.orphans().count(), 0);
}

#[test]
fn the_card_is_the_headers_tags_and_a_header_without_tags_still_reads() {
    let mut all = lines(Ids::from_bits(1, 1), &opening("e4"));
    if let Some(Line::Header { header, .. }) = all.first_mut() {
        let tags = header.tags.get_or_insert_with(Default::default);
        tags.round = "5".into();
        tags.white = "Mira, Ana".into();
    }
    let mut hall = HallModel::new();
    for line in all.clone() {
        hall.receive(1, line, soon());
    }
    let card = &hall.table(1).unwrap().card;
    assert_eq!(
        (card.round.as_str(), card.white.as_str()),
        ("5", "Mira, Ana")
    );
    // A journal written before headers had tags.
    if let Some(Line::Header { header, .. }) = all.first_mut() {
        header.tags = None;
    }
    let mut old = HallModel::new();
    for line in all {
        old.receive(1, line, soon());
    }
    assert_eq!(old.table(1).unwrap().card, Card::default());
    assert!(old.summaries(soon())[0].in_sync);
}

#[test]
fn a_table_restored_from_its_snapshot_is_the_table_its_lines_build() {
    use crate::hall::snapshot::Keeper;
    let all = lines(Ids::from_bits(1, 1), &opening("e5"));
    let mut keeper = Keeper::new();
    let mut hall = HallModel::new();
    for (i, line) in all.iter().enumerate() {
        keeper.take(line, i as u64 + 1).unwrap();
        hall.receive(2, line.clone(), soon());
    }
    let snapshot = keeper.changed().unwrap();
    let mut restored = HallModel::new();
    assert_eq!(restored.restore(2, &snapshot), vec![News::NewGame(2)]);
    let (a, b) = (hall.table(2).unwrap(), restored.table(2).unwrap());
    assert_eq!(a.table().state_hash(), b.table().state_hash());
    assert_eq!(a.entries, b.entries);
    assert_eq!(hall.summaries(soon()), restored.summaries(soon()));
    assert_eq!(
        restored.summaries(soon())[0].need,
        Some(Need::Alert),
        "the records differ"
    );
    // A line the snapshot holds is skipped; a snapshot not of the table is named, not followed.
    assert_eq!(restored.receive(2, all[3].clone(), soon()), Vec::new());
    let mut wrong = snapshot;
    wrong.state_hash ^= 1;
    restored.restore(2, &wrong);
    assert!(restored.table(2).is_none());
    assert_eq!(restored.need(2, soon()), Some(Need::OutOfSync));
}

/// Issue 22, item 5: a table brought back after a crash with a clock running needs the
/// arbiter at the station (the time no record accounts for is the arbiter's, 6.11).
#[test]
fn a_table_back_from_a_crash_with_its_clock_running_needs_the_arbiter() {
    let mut actions = opening("e4");
    actions.push((Seat::Arbiter, Action::Recovered));
    let mut hall = HallModel::new();
    for line in lines(Ids::from_bits(1, 1), &actions) {
        hall.receive(4, line, soon());
    }
    assert_eq!(hall.summaries(soon())[0].need, Some(Need::Alert));
    actions.push((Seat::Arbiter, Action::Resume));
    let mut hall = HallModel::new();
    for line in lines(Ids::from_bits(1, 1), &actions) {
        hall.receive(4, line, soon());
    }
    assert_eq!(hall.summaries(soon())[0].need, None);
}

#[test]
fn a_table_of_another_hall_protocol_is_told_once_until_it_speaks_ours_again() {
    use super::Release;
    use crate::net::version::Versions;
    let mut model = HallModel::new();
    let other = Versions::new(Versions::hall().protocol + 1, "9.9.9");
    let Release::Other(told) = model.release(4, other) else {
        panic!("not told")
    };
    assert_eq!((told.ours, told.theirs), (Versions::hall(), other));
    assert_eq!(model.release(4, other), Release::Told);
    // Another table, or the same one with yet another version, is told on its own.
    assert!(matches!(model.release(5, other), Release::Other(_)));
    assert!(matches!(
        model.release(4, Versions::unversioned()),
        Release::Other(_)
    ));
    assert_eq!(model.release(4, Versions::hall()), Release::Same);
    assert!(matches!(model.release(4, other), Release::Other(_)));
}

#[test]
fn a_message_without_versions_is_of_the_releases_before_them() {
    use crate::net::version::Versions;
    assert_eq!(Versions::of_headers(None, None), Versions::unversioned());
    assert_eq!(
        Versions::of_headers(Some("x"), Some("1.0")),
        Versions::unversioned()
    );
    assert_eq!(
        Versions::of_headers(Some("2"), Some("1.0")),
        Versions::new(2, "1.0")
    );
}
