//! Bad input of any kind never panics: time controls, clock scripts, PGN and journals, random
//! or damaged. (Each parser's own tests check the messages; these check that nothing crashes.)

use annabella::{
    clock::{
        Calls, TimeControl,
        script::{parse_script, run_script},
    },
    game::{GameOptions, GameSetup, Stamp, WallTime, pgn::read_pgn},
    ids::Ids,
    journal::frame::{entry_line, header_line},
    table::{
        Action, Mode, Seat, TableSetup, Target,
        journal::{Entry, Header, TableRecords, recover, replay},
    },
};
use proptest::{prelude::*, test_runner::FileFailurePersistence};
use shakmaty::{ByColor, Chess, Color, Position, san::San};

const PGN: &str = "[Event \"x\"]\n[TimeControl \"300+3\"]\n[ClockControl \"5+3\"]\n\n\
    1. e4 {[%clk 0:05:01]} 1... e5 {[%clk 0:05:02]} 2. Nf3 {[%clk 0:04:58]}\n\
    {[%arbiter 2025-01-01T12:00:00.000Z adjust black +0:02:00.000]} 2... Nc6 (2... d6 3. d4) \
    3. Bb5 $1 {[%result white wins resignation]} 1-0\n";

/// A table journal of a short game: the clock started, then each move entered, confirmed and
/// pressed by the mover's seat and repeated by the other's.
fn sample_journal() -> String {
    let ids = Ids::from_bits(1, 2);
    let setup = TableSetup {
        game: GameSetup::new(TimeControl::parse("5+3").expect("control")),
        blind: Color::White,
        mode: Mode::Tournament,
        lang: annabella::i18n::Lang::En,
        vocab: annabella::vocab::VocabName::FideD,
        style: annabella::announce::Style::Fide,
        large_text: false,
        ranks: Default::default(),
        ids,
    };
    let mut text = header_line::<TableRecords>(ids, &Header::of(&setup));
    let mut entries = vec![(Seat::Arbiter, Action::Start, None)];
    let mut position = Chess::default();
    for (i, san) in ["e4", "c5", "Nf3", "d6", "d4", "cxd4"]
        .into_iter()
        .enumerate()
    {
        let mv = san
            .parse::<San>()
            .expect("SAN")
            .to_move(&position)
            .expect("legal");
        position.play_unchecked(mv);
        let (mover, other) = if i % 2 == 0 {
            (Seat::Blind, Seat::Sighted)
        } else {
            (Seat::Sighted, Seat::Blind)
        };
        let enter = Action::Enter {
            text: san.into(),
            target: Target::Both,
        };
        entries.push((mover, enter.clone(), Some(mv)));
        entries.push((mover, Action::Confirm, None));
        entries.push((mover, Action::Press, None));
        entries.push((other, enter, Some(mv)));
    }
    entries.push((Seat::Blind, Action::Resign, None));
    for (i, (seat, action, resolved)) in entries.iter().enumerate() {
        let stamp = Stamp {
            at: annabella::clock::Timestamp::from_millis(1000 * (i as u64 + 1)),
            wall: WallTime(1_795_770_451_000 + 1000 * i as i64),
        };
        let entry = Entry::of(*seat, action, *resolved, stamp);
        text.push_str(&entry_line::<TableRecords>(
            i as u64 + 1,
            Some(ids.game),
            &entry,
        ));
    }
    text
}

fn both() -> ByColor<bool> {
    ByColor {
        white: true,
        black: true,
    }
}

proptest! {
    // Integration tests have no lib.rs beside them: keep failures in a named file.
    #![proptest_config(ProptestConfig {
        cases: 300,
        failure_persistence: Some(Box::new(FileFailurePersistence::Direct("proptest-regressions/robust.txt"))),
        ..ProptestConfig::default()
    })]

    #[test]
    fn controls_and_call_lists_never_panic(text in "\\PC{0,40}", near in "[0-9/+:., dbGSelayronsti]{0,30}") {
        let _ = TimeControl::parse(&text);
        let _ = TimeControl::from_pgn_tag(&text);
        if let Ok(tc) = TimeControl::parse(&near) {
            prop_assert_eq!(TimeControl::parse(&tc.to_string()), Ok(tc.clone()));
            let _ = tc.category(Default::default());
        }
        let _ = Calls::parse(&near, both());
    }

    #[test]
    fn clock_scripts_never_panic(text in "([0-9:.]{1,12} (start|press|query|pause|resume|adjust white [+-][0-9:]{1,9}|set black [0-9:]{1,12}( moves [0-9]{1,11})?|xyz)\n){0,12}") {
        if let Ok(lines) = parse_script(&text) {
            let control = TimeControl::parse("40/90+30, 30 d5").expect("control");
            let _ = run_script(&control, Calls::casual_default(), &lines);
        }
    }

    #[test]
    fn pgn_text_never_panics(text in "\\PC{0,200}") {
        let _ = read_pgn(&text);
    }

    #[test]
    fn damaged_pgn_never_panics(cuts in prop::collection::vec((any::<prop::sample::Index>(), any::<u8>()), 1..6), truncate in any::<prop::sample::Index>()) {
        let mut bytes = PGN.as_bytes().to_vec();
        for (i, b) in cuts {
            let at = i.index(bytes.len());
            bytes[at] = b;
        }
        bytes.truncate(truncate.index(bytes.len() + 1));
        let text = String::from_utf8_lossy(&bytes);
        if let Ok(g) = read_pgn(&text) {
            let _ = g.into_game(None, Calls::none(), GameOptions::default(), Stamp::default());
        }
    }

    #[test]
    fn damaged_journals_never_panic(flips in prop::collection::vec((any::<prop::sample::Index>(), any::<u8>()), 0..4), truncate in any::<prop::sample::Index>()) {
        let mut bytes = sample_journal().into_bytes();
        for (i, b) in flips {
            let at = i.index(bytes.len());
            bytes[at] = b;
        }
        bytes.truncate(truncate.index(bytes.len() + 1));
        if let Ok(r) = recover(&bytes) {
            let _ = replay(&r, Ids::default());
        }
    }

    #[test]
    fn damaged_table_journals_never_panic(bytes in prop::collection::vec(any::<u8>(), 0..400), cut in any::<prop::sample::Index>()) {
        // A table header, then anything: random records after it are refused or set aside.
        let json = r#"{"seq":0,"format":3,"records":"table","table":"0000000000000001","game":"0000000000000002","control":"90+30","blind":"white","mode":"casual","lang":"en","vocab":"fide-d","style":"fide","large":false}"#;
        let mut text = format!("{:08x} {json}\n", crc32fast::hash(json.as_bytes())).into_bytes();
        text.extend_from_slice(&bytes);
        text.truncate(cut.index(text.len() + 1));
        if let Ok(r) = annabella::table::journal::recover(&text) {
            let _ = annabella::table::journal::replay(&r, annabella::ids::Ids::default());
        }
    }

    #[test]
    fn random_bytes_are_not_a_journal(bytes in prop::collection::vec(any::<u8>(), 0..300)) {
        // Without a checksummed header nothing is a journal.
        prop_assert!(recover(&bytes).is_err());
    }
}

#[test]
fn the_sample_journal_replays() {
    let r = recover(sample_journal().as_bytes()).expect("sample journal");
    assert_eq!(r.torn, None);
    let (table, _) = replay(&r, Ids::default()).expect("replay");
    assert_eq!(table.game().record().plies().len(), 6);
    assert!(table.game().result().is_some());
}
