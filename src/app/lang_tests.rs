//! Unit tests of the app with seats in different languages: each seat types and reads its own,
//! and what another seat was told is never lost.

use shakmaty::Color;

use super::*;
use crate::{
    clock::Timestamp,
    i18n::Lang,
    present::SeatLook,
    table::{Mode, TableSetup},
    vocab::VocabName,
};

fn at(s: u64) -> Stamp {
    Stamp {
        at: Timestamp::from_millis(s * 1000),
        wall: Default::default(),
    }
}

fn texts(effects: &[Effect]) -> Vec<String> {
    effects
        .iter()
        .filter_map(|e| match e {
            Effect::Notice(n) => Some(n.text.clone()),
            _ => None,
        })
        .collect()
}

/// A German table (moves read in German words) whose sighted seat reads and types Spanish,
/// the blind player Black, the clock started.
fn german_table_spanish_sighted() -> App {
    let mut setup: TableSetup = crate::table::test_setup(Mode::Tournament, Color::Black);
    setup.lang = Lang::De;
    setup.vocab = VocabName::De;
    let presenters = Presenters::new(|seat| {
        let look = SeatLook::from_setup(seat, &setup);
        if seat == Seat::Sighted {
            SeatLook {
                lang: Lang::Es,
                vocab: VocabName::Es,
                ..look
            }
        } else {
            look
        }
    })
    .unwrap();
    let mut app = App::new(Table::new(setup).unwrap(), presenters, Seat::Sighted);
    app.start(at(0));
    app.update(Msg::Line("Schiedsrichter: start".into()), at(0));
    app
}

#[test]
fn a_seat_types_moves_in_its_own_languages_words_at_a_table_of_another() {
    for words in ["peón e cuatro", "e cuatro", "e4"] {
        let mut app = german_table_spanish_sighted();
        let effects = app.update(Msg::Line(words.into()), at(1));
        let said = texts(&effects).join(" ");
        assert!(
            matches!(app.table().phase(), Phase::ReadBack { .. }),
            "{words}: {said}"
        );
        // The read-back is in the seat's own language.
        assert!(said.contains('¿'), "{words}: {said}");
    }
    // The knight in the seat's letters (C), not the table's (S).
    let mut app = german_table_spanish_sighted();
    app.update(Msg::Line("Cf3".into()), at(1));
    assert!(matches!(app.table().phase(), Phase::ReadBack { .. }));
    // The journal keeps how the seat's words are read, before them, so a replay reads alike.
    let acted: Vec<String> = app
        .take_acted()
        .into_iter()
        .filter_map(|(e, _)| e.action().map(Action::words))
        .collect();
    assert!(
        acted.ends_with(&["vocab es".to_owned(), "Cf3".to_owned()]),
        "{acted:?}"
    );
}

#[test]
fn before_the_clock_starts_words_that_are_no_move_are_unknown_not_early() {
    let mut setup: TableSetup = crate::table::test_setup(Mode::Tournament, Color::White);
    setup.lang = Lang::De;
    setup.vocab = VocabName::De;
    let mut app = super::test_app(setup, false);
    let said = texts(&app.update(Msg::Line("hallo".into()), at(1))).join(" ");
    assert!(said.contains("weder ein Befehl noch ein Zug"), "{said}");
    assert!(!said.contains("Uhr läuft noch nicht"), "{said}");
    // A move is early, and said so.
    let said = texts(&app.update(Msg::Line("e4".into()), at(2))).join(" ");
    assert!(said.contains("Uhr"), "{said}");
    assert!(!said.contains("weder"), "{said}");
}

#[test]
fn the_help_names_each_command_in_the_words_the_codec_reads_in_that_language() {
    for lang in Lang::ALL {
        let loc = crate::i18n::Localizer::builtin(lang);
        for id in ["app-help-commands", "app-help-common", "app-help-arbiter"] {
            for line in loc.lines(id) {
                let (commands, _) = line.split_once(": ").unwrap();
                for command in commands.split(", ") {
                    let words: String = command
                        .split_whitespace()
                        .filter(|w| !w.starts_with('<'))
                        .collect::<Vec<_>>()
                        .join(" ");
                    assert!(
                        crate::codec::word_of(&words).is_some(),
                        "{lang} {id}: {words:?} is no command the codec reads"
                    );
                }
            }
        }
    }
}

#[test]
fn a_joined_devices_screen_shows_its_own_seats_announcements_only() {
    let mut app = german_table_spanish_sighted();
    app.follow_as(Seat::Sighted);
    app.update(Msg::Line("time?".into()), at(1));
    app.inform("x".into());
    let announcements = app.announcements();
    assert!(!announcements.is_empty());
    assert!(
        announcements
            .iter()
            .all(|(seats, _)| seats == &[Seat::Sighted]),
        "{announcements:?}"
    );
}
