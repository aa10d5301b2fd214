//! What the station shows the arbiter to rule on (who claims what, the position in words and as
//! FEN, the squares that differ), decided from the list; tables adjourned or at one board; a
//! table that stops, told with since when; a request that cannot be delivered; and a hall that
//! has no stream yet.

use shakmaty::Color;

use super::*;
use crate::{
    hall::{
        model::tests::{enter, lines, lines_of, opening},
        station::tests::{NOW, said, text},
        wire::Line,
    },
    table::{
        Action, Mode,
        journal::{Entry, Header},
        test_setup,
    },
};

fn feed(station: &mut Station, n: TableNo, all: &[Line], now: WallTime) -> Vec<Out> {
    all.iter()
        .flat_map(|l| station.delivered(n, text(l).as_bytes(), now))
        .collect()
}

/// What the station says in `out` with an alarm.
fn alarms(out: &[Out]) -> Vec<String> {
    out.iter()
        .filter_map(|o| match o {
            Out::Say {
                text, alert: true, ..
            } => Some(text.clone()),
            _ => None,
        })
        .collect()
}

/// White (blind) has played e4, Black (sighted) is to move; White says Black touched the knight
/// on g8.
fn touch_claimed() -> Vec<(Seat, Action)> {
    let mut actions = opening("e4");
    actions.push((Seat::Blind, Action::ClaimTouched(shakmaty::Square::G8)));
    actions
}

#[test]
fn a_claim_is_told_with_who_claims_what_and_its_row_has_the_position_in_words_and_as_fen() {
    let mut station = Station::new("s1", Lang::En);
    let out = feed(
        &mut station,
        3,
        &lines(Ids::from_bits(3, 3), &touch_claimed()),
        NOW,
    );
    let told = alarms(&out);
    assert_eq!(told.len(), 1, "{out:?}");
    assert!(
        told[0].starts_with("Table 3: a claim for the arbiter: "),
        "{told:?}"
    );
    assert!(
        told[0].contains("blind player") && told[0].contains("Gustav acht"),
        "who claims, and the square: {told:?}"
    );
    let list = said(&station.line("list", NOW));
    let row = &list[0];
    eprintln!("{row}");
    assert!(row.contains("Gustav acht"), "{row}");
    assert!(
        row.contains("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"),
        "the FEN: {row}"
    );
    assert!(row.contains("Position: "), "the position in words: {row}");
    assert!(row.contains("waiting for the arbiter"), "{row}");
}

#[test]
fn a_claim_is_upheld_from_the_list_and_its_alert_count_clears_once_applied() {
    let mut station = Station::new("s1", Lang::En);
    let mut all = lines(Ids::from_bits(3, 3), &touch_claimed());
    feed(&mut station, 3, &all, NOW);
    let list = said(&station.line("list", NOW));
    assert!(list[0].contains("1 alert"), "{list:?}");
    // Decided without opening the table: "3 uphold".
    let out = station.line("3 uphold", NOW);
    let Some(Out::Send(3, request)) = out.first() else {
        panic!("not sent to table 3: {out:?}");
    };
    assert_eq!(request.action, crate::table::Action::Uphold);
    assert_eq!(station.open(), None, "the table was not opened");
    // The table applies it: its journal's entry carries the request's mark.
    let via = request.via;
    let stamp = crate::game::Stamp {
        at: crate::clock::Timestamp::from_millis(7000),
        wall: WallTime(NOW.0 - 1000),
    };
    let mut entry = Entry::of(Seat::Arbiter, &Action::Uphold, None, stamp);
    entry.via = Some(via);
    all.push(Line::Entry {
        seq: 7,
        game: crate::ids::GameId(3),
        entry,
    });
    let out = feed(&mut station, 3, &all[7..], NOW);
    assert_eq!(said(&out), ["Table 3 applied: uphold."]);
    let list = said(&station.line("list", NOW));
    assert!(
        !list[0].contains("alert"),
        "the alert is dealt with: {list:?}"
    );
    assert!(!list[0].contains("FEN"), "nothing to rule on: {list:?}");
}

#[test]
fn an_alert_names_the_squares_that_differ_at_the_list_and_at_the_open_table() {
    let mut station = Station::new("s1", Lang::En);
    let out = feed(
        &mut station,
        2,
        &lines(Ids::from_bits(2, 2), &opening("d4")),
        NOW,
    );
    let told = alarms(&out);
    assert!(
        told[0].starts_with("Table 2: alert, the arbiter is needed: ")
            && told[0].contains("David vier")
            && told[0].contains("Eva vier"),
        "{told:?}"
    );
    let opened = said(&station.line("2", NOW));
    assert!(
        opened[1].contains("David vier") && opened[1].contains("FEN"),
        "the open table's row: {opened:?}"
    );
    // A question about the open table's game is answered from the replica.
    let board = said(&station.line("board", NOW));
    assert!(board[0].starts_with("Table 2: "), "{board:?}");
}

#[test]
fn a_draw_claimed_and_an_increment_asked_for_are_named() {
    for (action, named) in [
        (Action::ClaimDraw, "claims a draw"),
        (Action::RequestIncrement, "increment"),
    ] {
        let mut setup = test_setup(Mode::Tournament, Color::White);
        setup.game = crate::game::GameSetup::new(crate::clock::TimeControl::parse("1+0").unwrap());
        let ids = Ids::from_bits(5, 5);
        setup.ids = ids;
        let all = lines_of(
            ids,
            Header::of(&setup),
            &[(Seat::Arbiter, Action::Start), (Seat::Blind, action)],
        );
        let mut station = Station::new("s1", Lang::En);
        let out = feed(&mut station, 5, &all, WallTime(all_wall(&all)));
        let told = alarms(&out);
        assert!(
            told.len() == 1 && told[0].contains(named) && told[0].contains("blind player"),
            "{told:?}"
        );
    }
}

/// The civil time of the last line.
fn all_wall(all: &[Line]) -> i64 {
    all.iter()
        .filter_map(|l| match l {
            Line::Entry { entry, .. } => Some(entry.wall),
            Line::Header { .. } => None,
        })
        .max()
        .unwrap_or(0)
}

#[test]
fn an_adjourned_table_reads_adjourned_and_a_one_board_table_names_the_side_to_move() {
    let mut actions = opening("e4");
    actions.extend([
        (Seat::Sighted, enter("e5")),
        (Seat::Sighted, Action::Confirm),
        (Seat::Sighted, Action::Press),
        (Seat::Blind, enter("e5")),
        (Seat::Arbiter, Action::Adjourn("tomorrow 10:00".into())),
        (Seat::Blind, Action::Seal("Nf3".into())),
        (Seat::Blind, Action::Press),
    ]);
    let mut station = Station::new("s1", Lang::En);
    feed(&mut station, 4, &lines(Ids::from_bits(4, 4), &actions), NOW);
    let row = &said(&station.line("list", NOW))[0];
    assert!(row.contains("adjourned"), "{row}");
    assert!(!row.contains("waiting for"), "{row}");

    let ids = Ids::from_bits(6, 6);
    let mut setup = test_setup(Mode::Tournament, Color::White);
    setup.ids = ids;
    let mut header = Header::of(&setup);
    header.board = Some(crate::journal::GameHeader::new(&setup.game, None, NOW));
    let all = lines_of(ids, header, &[(Seat::Arbiter, Action::Start)]);
    let mut station = Station::new("s1", Lang::En);
    feed(&mut station, 6, &all, NOW);
    let row = &said(&station.line("list", NOW))[0];
    assert!(row.contains("waiting for White"), "{row}");
    assert!(!row.contains("blind"), "{row}");
}

#[test]
fn a_table_not_heard_from_is_told_stopped_with_since_when_and_its_clock_stands() {
    let mut station = Station::new("s1", Lang::En);
    let start = NOW;
    station.listening(start);
    feed(
        &mut station,
        1,
        &lines(Ids::from_bits(1, 1), &opening("e4")),
        start,
    );
    station.heard(1, start);
    let later = |s: i64| WallTime(start.0 + s * 1000);
    assert_eq!(alarms(&station.tick(later(6))), Vec::<String>::new());
    let told = alarms(&station.tick(later(7)));
    assert_eq!(told.len(), 1, "{told:?}");
    assert!(
        told[0].starts_with("Table 1: stopped: not heard from since ")
            && told[0].contains(&start.pgn_time()),
        "{told:?}"
    );
    // The row's clocks stand where they were when the table was last heard.
    let at = |now| station.model().summaries(now)[0].clocks;
    assert_eq!(at(later(60)), at(later(7)));
    // An action sent meanwhile is said to go to a table not heard from.
    station.line("open 1", later(8));
    let out = said(&station.line("pause", later(8)));
    assert!(out.iter().any(|s| s.contains("not heard from")), "{out:?}");
    // It is heard again.
    let out = said(&station.heard(1, later(9)));
    assert_eq!(out, ["Table 1 is heard from again."]);
}

#[test]
fn while_the_station_is_cut_off_no_table_is_said_to_stop() {
    let mut station = Station::new("s1", Lang::En);
    station.listening(NOW);
    feed(
        &mut station,
        1,
        &lines(Ids::from_bits(1, 1), &opening("e4")),
        NOW,
    );
    station.deaf();
    assert!(alarms(&station.tick(WallTime(NOW.0 + 60_000))).is_empty());
    station.listening(WallTime(NOW.0 + 60_000));
    assert!(alarms(&station.tick(WallTime(NOW.0 + 62_000))).is_empty());
}

#[test]
fn a_request_that_cannot_reach_its_table_is_told_as_not_delivered_with_what_to_do() {
    let mut station = Station::new("s1", Lang::En);
    feed(
        &mut station,
        2,
        &lines(Ids::from_bits(2, 2), &opening("e4")),
        NOW,
    );
    let out = station.line("2 add-time white 30", NOW);
    let Some(Out::Send(2, request)) = out.first() else {
        panic!("{out:?}");
    };
    let via = request.via;
    let told = alarms(&station.undelivered(2, via, &Undelivered::NotConnected, NOW));
    assert_eq!(told.len(), 1);
    assert!(
        told[0].starts_with("Not delivered to table 2: add-time")
            && told[0].contains("send the action again"),
        "{told:?}"
    );
    // Told once: the request is forgotten.
    assert!(
        station
            .undelivered(2, via, &Undelivered::NotConnected, NOW)
            .is_empty()
    );
}

#[test]
fn a_request_the_stations_own_link_failed_to_send_is_told_without_the_librarys_english() {
    let mut station = Station::new("s1", Lang::Es);
    feed(
        &mut station,
        2,
        &lines(Ids::from_bits(2, 2), &opening("e4")),
        NOW,
    );
    let out = station.line("2 add-time white 30", NOW);
    let Some(Out::Send(2, request)) = out.first() else {
        panic!("{out:?}");
    };
    let why = Undelivered::Bus("timed out: didn't receive ack in time".into());
    let told = alarms(&station.undelivered(2, request.via, &why, NOW));
    assert_eq!(told.len(), 1);
    assert!(
        told[0].contains("add-time") && told[0].contains('2') && !told[0].contains("timed out"),
        "{told:?}"
    );
    let english = Localizer::builtin(Lang::En).text("hall-undelivered-bus");
    assert!(!told[0].contains(&english), "{told:?}");
}

#[test]
fn a_hall_without_a_stream_is_created_only_when_the_arbiter_says_so() {
    let mut station = Station::new("s1", Lang::En);
    let asked = said(&station.no_hall("olympiad"));
    assert!(
        asked[0].contains("olympiad") && asked[0].contains("Create"),
        "{asked:?}"
    );
    let out = station.line("no", NOW);
    assert!(!out.contains(&Out::CreateHall), "{out:?}");
    station.no_hall("olympiad");
    let out = station.line("yes", NOW);
    assert!(out.contains(&Out::CreateHall), "{out:?}");
}

#[test]
fn every_language_words_the_new_messages() {
    for lang in Lang::ALL {
        let mut station = Station::new("s1", lang);
        let out = feed(
            &mut station,
            3,
            &lines(Ids::from_bits(3, 3), &touch_claimed()),
            NOW,
        );
        let told = alarms(&out);
        assert_eq!(told.len(), 1, "{lang:?}");
        assert!(!told[0].contains("hall-"), "{lang:?}: {told:?}");
        let asked = said(&station.no_hall("x"));
        assert!(!asked[0].contains("hall-"), "{lang:?}: {asked:?}");
    }
}

#[test]
fn a_table_the_station_cannot_follow_is_listed_in_its_language_and_the_reason_logged() {
    let mut station = Station::new("s1", Lang::De);
    // A line of a game whose start the station has not seen, and a line that does not read.
    let all = lines(Ids::from_bits(4, 4), &opening("e4"));
    station.delivered(4, text(&all[2]).as_bytes(), NOW);
    let out = station.delivered(6, b"{\"not\": \"a journal line\"}", NOW);
    let logged: Vec<&String> = out
        .iter()
        .filter_map(|o| match o {
            Out::Log(line) => Some(line),
            _ => None,
        })
        .collect();
    assert!(
        logged.len() == 1 && logged[0].starts_with("table 6:"),
        "{out:?}"
    );
    let listed = said(&station.line("list", NOW));
    let english = Localizer::builtin(Lang::En);
    for (n, id) in [(4, "hall-unfollowed-no-start"), (6, "hall-unfollowed-line")] {
        let row = listed
            .iter()
            .find(|l| l.starts_with(&station.table_words(n)))
            .unwrap_or_else(|| panic!("table {n} not listed: {listed:?}"));
        assert!(!row.contains(&english.text(id)), "{row}");
        assert!(
            row.contains(&Localizer::builtin(Lang::De).text(id)),
            "{row}"
        );
        assert!(
            !row.contains(logged[0].trim_start_matches("table 6: ")),
            "{row}"
        );
    }
}

#[test]
fn a_request_a_table_of_another_release_did_not_apply_names_both_versions() {
    use crate::net::version::{OtherRelease, Versions};
    let mut station = Station::new("s1", Lang::Pl);
    feed(
        &mut station,
        2,
        &lines(Ids::from_bits(2, 2), &opening("e4")),
        NOW,
    );
    let out = station.line("2 add-time white 30", NOW);
    let Some(Out::Send(2, request)) = out.first() else {
        panic!("{out:?}");
    };
    let why = Undelivered::OtherRelease(OtherRelease {
        ours: Versions::new(2, "0.9.0"),
        theirs: Versions::new(7, "7.7.7"),
    });
    let told = alarms(&station.undelivered(2, request.via, &why, NOW));
    assert_eq!(told.len(), 1);
    for named in ["7.7.7", "protokół 7", "protokół 2", "0.9.0"] {
        assert!(told[0].contains(named), "{named}: {told:?}");
    }
    // Told once: it is forgotten, as a request the table cannot take.
    assert!(alarms(&station.undelivered(2, request.via, &why, NOW)).is_empty());
}
