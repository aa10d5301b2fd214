//! The station: a table needing the arbiter is told once, with an earcon; an action typed at an
//! open table goes to that table only and is told back when its journal shows it applied.

use super::*;
use crate::{
    hall::{
        model::tests::{lines, opening},
        wire::Line,
    },
    journal::frame::{entry_line, header_line},
    table::journal::{Entry, TableRecords},
};

pub(crate) const NOW: WallTime = WallTime(1_795_000_010_000);

/// A journal line as the bus carries it.
pub(crate) fn text(line: &Line) -> String {
    match line {
        Line::Header { ids, header } => header_line::<TableRecords>(*ids, header),
        Line::Entry {
            seq, game, entry, ..
        } => entry_line::<TableRecords>(*seq, Some(*game), entry),
    }
}

fn feed(station: &mut Station, n: TableNo, all: &[Line]) -> Vec<Out> {
    all.iter()
        .flat_map(|l| station.delivered(n, text(l).as_bytes(), NOW))
        .collect()
}

/// What the station says in `out`.
pub(crate) fn said(out: &[Out]) -> Vec<String> {
    out.iter()
        .filter_map(|o| match o {
            Out::Say { text, .. } => Some(text.clone()),
            _ => None,
        })
        .collect()
}

#[test]
fn a_table_needing_the_arbiter_is_told_once_with_an_earcon_and_listed_first() {
    let mut station = Station::new("s1", Lang::En);
    feed(
        &mut station,
        1,
        &lines(Ids::from_bits(1, 1), &opening("e4")),
    );
    let out = feed(
        &mut station,
        2,
        &lines(Ids::from_bits(2, 2), &opening("d4")),
    );
    let alerts: Vec<_> = out
        .iter()
        .filter(|o| matches!(o, Out::Say { alert: true, .. }))
        .collect();
    assert_eq!(alerts.len(), 1, "{out:?}");
    let Out::Say {
        table, text, cue, ..
    } = alerts[0]
    else {
        panic!("{alerts:?}");
    };
    assert_eq!((*table, *cue), (Some(2), Some(Cue::Divergence)));
    assert!(
        text.starts_with("Table 2: alert, the arbiter is needed: Scoresheets differ"),
        "{text}"
    );
    let list = said(&station.line("list", NOW));
    assert!(list[0].starts_with("Table 2: alert"), "{list:?}");
    assert!(
        list[1].starts_with("Table 1: waiting for the sighted player"),
        "{list:?}"
    );
}

#[test]
fn an_action_typed_at_an_open_table_goes_to_it_and_is_told_back_when_applied() {
    let mut station = Station::new("s1", Lang::En);
    let all = lines(Ids::from_bits(3, 3), &opening("e4"));
    feed(&mut station, 3, &all);
    assert_eq!(
        said(&station.line("pause", NOW)),
        ["Open a table first: type its number."]
    );
    let opened = said(&station.line("3", NOW));
    assert!(opened[0].starts_with("Table 3 is open"), "{opened:?}");
    let out = station.line("pause", NOW);
    let Some(Out::Send(3, request)) = out.first() else {
        panic!("{out:?}");
    };
    assert_eq!(request.action, crate::table::Action::Pause);
    // The table's journal entry that names the request acknowledges it.
    let mut entry: Entry = serde_json::from_str(
        r#"{"t_ns":9000000000,"wall":1795000009000,"kind":"seat","seat":"arbiter","action":"pause"}"#,
    )
    .unwrap();
    entry.via = Some(request.via);
    let line = entry_line::<TableRecords>(6, Some(crate::ids::GameId(3)), &entry);
    let out = said(&station.delivered(3, line.as_bytes(), NOW));
    assert!(
        out.contains(&"Table 3 applied: pause.".to_owned()),
        "{out:?}"
    );
    assert_eq!(said(&station.line("close", NOW)), ["No table is open."]);
}

#[test]
fn the_arbiter_is_told_back_their_own_words_and_the_table_is_sent_the_wire_s() {
    let mut station = Station::new("s1", Lang::De);
    let all = lines(Ids::from_bits(3, 3), &opening("e4"));
    feed(&mut station, 3, &all);
    let _ = station.line("3", NOW);
    let out = station.line("Uhr anhalten", NOW);
    let Some(Out::Send(3, request)) = out.first() else {
        panic!("{out:?}");
    };
    assert_eq!(request.action, crate::table::Action::Pause);
    assert_eq!(request.said.as_deref(), Some("Uhr anhalten"));
    assert_eq!(said(&out), ["An Tisch 3 gesendet: Uhr anhalten."]);
    let mut entry: Entry = serde_json::from_str(
        r#"{"t_ns":9000000000,"wall":1795000009000,"kind":"seat","seat":"arbiter","action":"pause","said":"Uhr anhalten"}"#,
    )
    .unwrap();
    entry.via = Some(request.via);
    let line = entry_line::<TableRecords>(6, Some(crate::ids::GameId(3)), &entry);
    let out = said(&station.delivered(3, line.as_bytes(), NOW));
    assert!(
        out.contains(&"Tisch 3 hat ausgeführt: Uhr anhalten.".to_owned()),
        "{out:?}"
    );
}

#[test]
fn words_that_are_no_arbiter_action_are_refused_in_the_station_s_language() {
    let mut station = Station::new("s1", Lang::De);
    let all = lines(Ids::from_bits(3, 3), &opening("e4"));
    feed(&mut station, 3, &all);
    for open in [false, true] {
        if open {
            let _ = station.line("3", NOW);
        }
        let out = station.line("e5", NOW);
        assert!(out.iter().all(|o| !matches!(o, Out::Send(..))), "{out:?}");
        assert_eq!(
            said(&out),
            ["„e5“ ist keine Handlung des Schiedsrichters: Die Züge geben die Spieler ein."]
        );
    }
}

#[test]
fn words_that_are_no_arbiter_action_are_explained_and_nothing_is_sent() {
    let mut station = Station::new("s1", Lang::En);
    feed(
        &mut station,
        3,
        &lines(Ids::from_bits(3, 3), &opening("e4")),
    );
    station.line("open 3", NOW);
    let out = station.line("Nf3", NOW);
    assert!(out.iter().all(|o| !matches!(o, Out::Send(..))), "{out:?}");
    assert_eq!(
        said(&station.line("open 9", NOW)),
        ["No table 9 has joined this hall."]
    );
}

/// Issue 22, item 5: a table back from a crash with its clock running needs the arbiter, and
/// opening it says how much of the clock's time no record accounts for (6.11).
#[test]
fn a_table_back_from_a_crash_says_its_unrecorded_time_when_opened() {
    let mut station = Station::new("s1", Lang::En);
    let mut actions = opening("e4");
    actions.push((crate::table::Seat::Arbiter, crate::table::Action::Recovered));
    let out = feed(&mut station, 3, &lines(Ids::from_bits(3, 3), &actions));
    assert!(
        out.iter()
            .any(|o| matches!(o, Out::Say { alert: true, .. })),
        "{out:?}"
    );
    let opened = said(&station.line("3", NOW));
    assert!(
        opened
            .iter()
            .any(|t| t.contains("The program stopped while Black's clock was running")),
        "{opened:?}"
    );
}
