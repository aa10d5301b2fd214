//! Unit tests of the seat presenters: each seat's own words, cues from the event data.

use shakmaty::Color;

use super::*;
use crate::{
    clock::Timestamp,
    game::Stamp,
    table::{Action, Mode, Table, Target},
};

fn at(s: u64) -> Stamp {
    Stamp {
        at: Timestamp::from_millis(s * 1000),
        wall: Default::default(),
    }
}

fn enter(text: &str) -> Action {
    Action::Enter {
        text: text.into(),
        target: Target::Both,
    }
}

/// A table with the blind player in German, the sighted in Spanish, the arbiter in English.
fn three() -> (Table, Presenters) {
    let setup = crate::table::test_setup(Mode::Tournament, Color::White);
    let presenters = Presenters::new(|seat| SeatLook {
        lang: match seat {
            Seat::Blind => Lang::De,
            Seat::Sighted => Lang::Es,
            Seat::Arbiter => Lang::En,
        },
        ..SeatLook::from_setup(seat, &setup)
    })
    .unwrap();
    let mut table = Table::new(setup).unwrap();
    table.act(Seat::Arbiter, &Action::Start, at(0)).unwrap();
    (table, presenters)
}

fn play(table: &mut Table, seat: Seat, text: &str, s: u64) -> Vec<Event> {
    let mut events = table.act(seat, &enter(text), at(s)).unwrap();
    events.extend(table.act(seat, &Action::Confirm, at(s)).unwrap());
    events.extend(table.act(seat, &Action::Press, at(s)).unwrap());
    events
}

#[test]
fn each_seat_hears_the_mode_in_its_own_language() {
    let (table, presenters) = three();
    let texts: Vec<String> = presenters
        .present(&table.mode_events())
        .into_iter()
        .map(|n| n.text)
        .collect();
    assert!(texts[0].starts_with("Turniermodus"), "{texts:?}");
    assert!(texts[1].starts_with("Modo torneo"), "{texts:?}");
    assert!(texts[2].starts_with("Tournament mode"), "{texts:?}");
}

#[test]
fn the_appendix_d_words_are_german_for_a_spanish_seat() {
    let (mut table, presenters) = three();
    let events = play(&mut table, Seat::Blind, "Nf3", 1);
    let to_sighted: Vec<Notice> = presenters
        .present(&events)
        .into_iter()
        .filter(|n| n.to == Seat::Sighted)
        .collect();
    assert_eq!(to_sighted[0].text, "Springer Gustav eins Felix drei");
    assert_eq!(to_sighted[0].urgency, Urgency::Move);
}

#[test]
fn a_seat_with_its_own_style_hears_moves_in_it() {
    let setup = crate::table::test_setup(Mode::Casual, Color::White);
    let presenters = Presenters::new(|seat| SeatLook {
        style: if seat == Seat::Sighted {
            Style::San
        } else {
            Style::Fide
        },
        ..SeatLook::from_setup(seat, &setup)
    })
    .unwrap();
    let mut table = Table::new(setup).unwrap();
    table.act(Seat::Arbiter, &Action::Start, at(0)).unwrap();
    let events = play(&mut table, Seat::Blind, "Springer Felix drei", 1);
    let to_sighted = presenters
        .present(&events)
        .into_iter()
        .find(|n| n.to == Seat::Sighted)
        .unwrap();
    assert_eq!(to_sighted.text, "Nf3");
}

#[test]
fn cues_come_from_the_move_not_from_its_text() {
    let (mut table, presenters) = three();
    let mut moves = Vec::new();
    for (seat, text, s) in [(Seat::Blind, "e4", 1), (Seat::Sighted, "d5", 3)] {
        let events = play(&mut table, seat, text, s);
        let other = if seat == Seat::Blind {
            Seat::Sighted
        } else {
            Seat::Blind
        };
        moves.extend(presenters.present(&events));
        table.act(other, &enter(text), at(s + 1)).unwrap();
    }
    let events = play(&mut table, Seat::Blind, "exd5", 5);
    let capture = presenters
        .present(&events)
        .into_iter()
        .find(|n| n.to == Seat::Sighted && n.urgency == Urgency::Move)
        .unwrap();
    assert_eq!(capture.cue, Some(Cue::Capture), "{capture:?}");
    assert!(moves.iter().all(|n| n.cue.is_none()), "{moves:?}");
}

#[test]
fn the_arbiter_has_no_book_of_its_own_but_sees_both() {
    let (table, _) = three();
    assert!(table.board_and_sheet(Seat::Arbiter).is_none());
    let (blind, sighted) = table.boards_and_sheets();
    assert!(blind.sheet.is_empty() && sighted.sheet.is_empty());
}

#[test]
fn a_message_that_begins_with_a_seat_begins_with_a_capital_in_every_language() {
    for lang in Lang::ALL {
        let look = SeatLook {
            lang,
            vocab: VocabName::FideD,
            style: Style::Fide,
            ranks: RankWords::German,
            large: false,
        };
        let presenter = Presenter::new(Seat::Blind, &look).unwrap();
        let w = presenter.words();
        for seat in [Seat::Blind, Seat::Sighted, Seat::Arbiter] {
            let name = w.seat(seat);
            for id in ["table-move-sealed-player", "table-declined"] {
                let text = w.format(id, &[("seat", Arg::Str(&name))]);
                let first = text.chars().next().unwrap();
                assert!(!first.is_lowercase(), "{lang:?} {id}: {text}");
                // The rest is as the language words it.
                let rest: String = name.chars().skip(1).collect();
                assert!(
                    text[first.len_utf8()..].starts_with(&rest),
                    "{lang:?}: {text}"
                );
            }
            // Inside a sentence the name stays as it is: "At the keyboard: the blind player."
            let at_keyboard = w.format("app-seat", &[("seat", Arg::Str(&name))]);
            assert!(at_keyboard.contains(&name), "{lang:?}: {at_keyboard}");
        }
        // A seat's key selecting its label is no name: the line-mode label keeps its case.
        if lang == Lang::En {
            assert_eq!(
                w.format("line-seat-label", &[("seat", Arg::Str("blind"))]),
                "blind"
            );
        }
    }
}

#[test]
fn notices_told_to_several_seats_in_the_same_words_are_grouped_once() {
    let n = |to, text: &str| Notice::info(to, text.to_owned());
    let notices = [
        n(Seat::Blind, "The clock is running."),
        n(Seat::Sighted, "The clock is running."),
        n(Seat::Arbiter, "The clock is running."),
        n(Seat::Blind, "Clock pressed."),
        n(Seat::Blind, "Clock pressed."),
        n(Seat::Sighted, "e4"),
    ];
    let grouped = super::grouped(&notices);
    let groups: Vec<(Vec<Seat>, &str)> = grouped
        .iter()
        .map(|(seats, n)| (seats.clone(), n.text.as_str()))
        .collect();
    assert_eq!(
        groups,
        [
            (
                vec![Seat::Blind, Seat::Sighted, Seat::Arbiter],
                "The clock is running."
            ),
            (vec![Seat::Blind], "Clock pressed."),
            (vec![Seat::Blind], "Clock pressed."),
            (vec![Seat::Sighted], "e4"),
        ]
    );
}

#[test]
fn the_record_holds_the_arbiter_log_in_its_language_after_the_games_own_entries() {
    let mut setup = crate::table::test_setup(Mode::Tournament, Color::White);
    setup.lang = Lang::De;
    let mut table = Table::new(setup).unwrap();
    table.act(Seat::Arbiter, &Action::Start, at(0)).unwrap();
    play(&mut table, Seat::Blind, "e4", 2);
    let two_minutes = crate::clock::TimeDelta::Plus(std::time::Duration::from_secs(120));
    table
        .act(
            Seat::Arbiter,
            &Action::AddTime(Color::Black, two_minutes),
            at(3),
        )
        .unwrap();
    // The host keeps its log as data; the record words it.
    assert!(
        table
            .game()
            .record()
            .log()
            .iter()
            .all(|e| !matches!(e.kind, crate::game::LogKind::Note(_)))
    );
    assert_eq!(table.record_notes().len(), 2, "{:?}", table.record_notes());
    let pgn = record::pgn(&table);
    let comments: Vec<&str> = pgn
        .split("{[%arbiter ")
        .skip(1)
        .map(|c| c.split_once(' ').map_or(c, |(_, rest)| rest))
        .collect();
    assert!(comments[0].starts_with("started"), "{pgn}");
    assert!(comments[1].starts_with("note Die Uhr läuft."), "{pgn}");
    assert!(comments[2].starts_with("adjust black +0:02:00"), "{pgn}");
    assert!(comments[3].starts_with("note Uhr von Schwarz"), "{pgn}");
    // After the move, where it was logged.
    assert!(pgn.find("1. e4") < pgn.find("adjust black"), "{pgn}");
}
