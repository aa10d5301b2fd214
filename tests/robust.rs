//! Bad input of any kind never panics: time controls, clock scripts, PGN and journals, random
//! or damaged. (Each parser's own tests check the messages; these check that nothing crashes.)

use annabella::{
    clock::{
        Calls, TimeControl,
        script::{parse_script, run_script},
    },
    game::{GameOptions, Stamp, pgn::read_pgn},
    ids::Ids,
    table::journal::{recover, replay},
};
use proptest::{prelude::*, test_runner::FileFailurePersistence};
use shakmaty::ByColor;

const PGN: &str = "[Event \"x\"]\n[TimeControl \"300+3\"]\n[ClockControl \"5+3\"]\n\n\
    1. e4 {[%clk 0:05:01]} 1... e5 {[%clk 0:05:02]} 2. Nf3 {[%clk 0:04:58]}\n\
    {[%arbiter 2025-01-01T12:00:00.000Z adjust black +0:02:00.000]} 2... Nc6 (2... d6 3. d4) \
    3. Bb5 $1 {[%result white wins resignation]} 1-0\n";

const JOURNAL: &str = include_str!("data/journal/sample.journal");

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
        let mut bytes = JOURNAL.as_bytes().to_vec();
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
        let json = r#"{"seq":0,"format":2,"records":"table","table":"0000000000000001","game":"0000000000000002","control":"90+30","blind":"white","mode":"casual","lang":"en","vocab":"fide-d","style":"fide","large":false}"#;
        let mut text = format!("{:08x} {json}\n", crc32fast::hash(json.as_bytes())).into_bytes();
        text.extend_from_slice(&bytes);
        text.truncate(cut.index(text.len() + 1));
        if let Ok(r) = recover(&text) {
            let _ = replay(&r, Ids::default());
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
    let r = recover(JOURNAL.as_bytes()).expect("sample journal");
    assert_eq!(r.torn, None);
    let (table, _) = replay(&r, Ids::default()).expect("replay");
    assert!(!table.game().record().plies().is_empty());
}
