//! The table journal: replay with and without the resolved moves, torn and damaged records.

use super::*;
use crate::journal::frame::{entry_line, header_line};

const IDS: Ids = Ids {
    table: crate::ids::TableId(1),
    game: crate::ids::GameId(2),
};

fn setup() -> TableSetup {
    TableSetup {
        game: GameSetup::new(TimeControl::parse("40/90+30, 30+30").unwrap()),
        blind: Color::Black,
        mode: Mode::Casual,
        lang: Lang::Pl,
        vocab: VocabName::Eu2,
        style: Style::FideShort,
        large_text: true,
        ranks: Default::default(),
        ids: IDS,
    }
}

/// The actions of a short game, each with the move the table resolved it to.
fn acted() -> Vec<(Seat, Action, Option<shakmaty::Move>, Stamp)> {
    let mut table = Table::new(setup()).unwrap();
    let stamp = |s: u64| Stamp {
        at: Timestamp::from_millis(s * 1000),
        wall: WallTime(1_763_800_000_000 + 1000 * s as i64),
    };
    [
        (Seat::Arbiter, Action::Start),
        (
            Seat::Sighted,
            Action::Enter {
                text: "e4".into(),
                target: super::super::Target::Both,
            },
        ),
        (Seat::Sighted, Action::Confirm),
        (Seat::Sighted, Action::Press),
        (
            Seat::Blind,
            Action::Enter {
                text: "Eva vier".into(),
                target: super::super::Target::Both,
            },
        ),
    ]
    .into_iter()
    .enumerate()
    .map(|(i, (seat, action))| {
        let stamp = stamp(i as u64 + 1);
        assert!(table.act(seat, &action, stamp).is_ok(), "{action:?}");
        let resolved = table.resolved(seat, &action);
        (seat, action, resolved, stamp)
    })
    .collect()
}

fn journal() -> String {
    let mut text = header_line::<TableRecords>(IDS, &Header::of(&setup()));
    for (i, (seat, action, resolved, stamp)) in acted().into_iter().enumerate() {
        let entry = Entry::of(seat, &action, resolved, stamp);
        text.push_str(&entry_line::<TableRecords>(
            i as u64 + 1,
            Some(IDS.game),
            &entry,
        ));
    }
    text
}

#[test]
fn a_journal_replays_to_the_same_table() {
    let recovered = recover(journal().as_bytes()).unwrap();
    assert_eq!(
        recovered
            .header
            .setup(IDS)
            .unwrap()
            .game
            .control
            .to_string(),
        "40/90+30, 30+30"
    );
    assert_eq!(recovered.ids, Some(IDS));
    let (table, last) = replay(&recovered, Ids::default()).unwrap();
    assert_eq!(table.setup().ids, IDS);
    assert_eq!(table.board_and_sheet(Seat::Blind).unwrap().sheet.len(), 1);
    assert_eq!(table.board_and_sheet(Seat::Sighted).unwrap().sheet.len(), 1);
    assert_eq!(last.at, Timestamp::from_millis(5000));
}

#[test]
fn a_cut_at_every_byte_of_the_last_record_is_reported_never_a_crash() {
    let full = journal();
    let last_start = full.trim_end().rfind('\n').unwrap() + 1;
    for cut in last_start..full.len() {
        let recovered = recover(&full.as_bytes()[..cut]).unwrap();
        assert_eq!(recovered.entries.len(), 4, "cut at {cut}");
        if cut > last_start {
            assert_eq!(
                recovered.torn.as_ref().map(|t| t.offset),
                Some(last_start),
                "cut at {cut}"
            );
        }
        assert!(replay(&recovered, IDS).is_ok());
    }
}

#[test]
fn damage_before_the_last_record_is_an_error_naming_the_line() {
    let full = journal().replacen("\"e4\"", "\"e5\"", 1);
    assert!(matches!(
        recover(full.as_bytes()),
        Err(JournalError::Corrupt { line: 3, .. })
    ));
    assert!(matches!(recover(b"garbage\n"), Err(JournalError::NoHeader)));
}

#[test]
fn every_action_reads_back_from_its_words() {
    use std::time::Duration;
    for action in [
        Action::SetClock(Color::White, Duration::from_millis(5_340_123)),
        Action::AddTime(
            Color::Black,
            crate::clock::TimeDelta::from_signed_nanos(-120_000_000_000),
        ),
        Action::Retrace(4),
        Action::Fixed(Seat::Sighted),
        Action::Declare(crate::game::GameResult::Draw(
            crate::game::DrawReason::Arbiter,
        )),
    ] {
        assert_eq!(
            Action::decode(Seat::Arbiter, &action.words()),
            Ok(action.clone()),
            "{}",
            action.words()
        );
    }
    for action in [
        Action::Resign,
        Action::OfferDraw,
        Action::Correct("Eva vier".into()),
        Action::TimeQuery,
    ] {
        assert_eq!(
            Action::decode(Seat::Blind, &action.words()),
            Ok(action.clone())
        );
    }
}

#[test]
fn move_entries_keep_the_resolved_move_and_replay_uses_it() {
    let text = journal();
    let entered = r#""action":{"enter":{"text":"Eva vier"}},"uci":"e2e4""#;
    assert!(text.contains(entered), "{text}");
    assert!(
        text.contains(r#""action":{"enter":{"text":"e4"}},"uci":"e2e4""#),
        "{text}"
    );
    assert!(
        text.contains(r#""action":"confirm"}"#),
        "no move, no UCI: {text}"
    );
    // Words no grammar of today reads, with their resolved move: replay needs only the move.
    let lines: Vec<String> = text
        .replace(entered, &entered.replace("Eva vier", "zzz qqq"))
        .lines()
        .map(|l| {
            let json = l.split_once(' ').unwrap().1;
            format!("{:08x} {json}\n", crc32fast::hash(json.as_bytes()))
        })
        .collect();
    let recovered = recover(lines.concat().as_bytes()).unwrap();
    let (table, _) = replay(&recovered, IDS).unwrap();
    let blind = table.board_and_sheet(Seat::Blind).unwrap();
    assert_eq!((blind.sheet.len(), blind.board.len()), (1, 1));
    assert_eq!(blind.board.entries()[0].san, "e4");
    assert_eq!(
        blind.board.entries()[0].text,
        "zzz qqq",
        "the words are kept as entered"
    );
}

/// A table journal written by the release before typed actions (format 2, by its binary in line
/// mode): 1. Nf3 d5, which the blind player wrote as c4, with secret entries, confirmations that reveal them, a
/// clock set and a pause.
const FORMAT_2: &str = include_str!("../../tests/data/journal/table-format-2.journal");

#[test]
fn a_journal_of_the_release_before_typed_actions_is_read_into_typed_actions() {
    let recovered = recover(FORMAT_2.as_bytes()).unwrap();
    assert_eq!(recovered.format, 2);
    let entries: Vec<&Entry> = recovered.entries.iter().map(|n| &n.entry).collect();
    assert_eq!(entries[0].action(), Some(&Action::Start));
    assert_eq!(entries[0].said.as_deref(), Some("start"));
    // A secret entry names only its kind; its words stay sealed.
    assert_eq!(entries[1].seat(), Some(Seat::Blind));
    assert!(matches!(entries[1].action(), Some(Action::Enter { text, .. }) if text.is_empty()));
    assert!(entries[1].sealed.is_some() && entries[1].said.is_none());
    assert_eq!(
        entries[4].action(),
        Some(&Action::Enter {
            text: "Nf3".into(),
            target: crate::table::Target::Both
        })
    );
    assert_eq!(
        entries[10].action(),
        Some(&Action::SetClock(
            Color::Black,
            std::time::Duration::from_secs(600)
        ))
    );
    // As that release had it: the blind player wrote c4 (not a legal move there) where the
    // sighted player played d5.
    let (table, _) = replay(&recovered, IDS).unwrap();
    let sheet = |seat: Seat| -> Vec<String> {
        let book = table.board_and_sheet(seat).unwrap();
        book.sheet.entries().iter().map(|e| e.san.clone()).collect()
    };
    assert_eq!(sheet(Seat::Sighted), ["Nf3", "d5"]);
    let blind = table.board_and_sheet(Seat::Blind).unwrap();
    let written = &blind.sheet.entries()[1];
    assert_eq!(
        (written.text.as_str(), written.mv),
        ("Bauer Cäsar vier", None)
    );
}

#[test]
fn an_older_journal_goes_on_in_typed_entries_and_reads_back_whole() {
    // Formats 1 (no format, kind or ids) and 2, a tick in words, then an entry added by this
    // program: each entry says its own form.
    let line = |json: &str| format!("{:08x} {json}\n", crc32fast::hash(json.as_bytes()));
    let added = entry_line::<TableRecords>(
        3,
        None,
        &Entry::of(Seat::Arbiter, &Action::Pause, None, Stamp::default())
            .said(Some("pause".into())),
    );
    for header in [
        r#"{"seq":0,"format":3,"records":"table","control":"90+30","blind":"white","mode":"tournament","lang":"en","vocab":"fide-d","style":"fide","large":false}"#,
        r#"{"seq":0,"format":2,"records":"table","control":"90+30","blind":"white","mode":"tournament","lang":"en","vocab":"fide-d","style":"fide","large":false}"#,
        r#"{"seq":0,"control":"90+30","blind":"white","mode":"tournament","lang":"en","vocab":"fide-d","style":"fide","large":false}"#,
    ] {
        let text = line(header)
            + &line(r#"{"seq":1,"t_ns":1,"wall":0,"seat":"arbiter","action":"start"}"#)
            + &line(r#"{"seq":2,"t_ns":2,"wall":0,"seat":"clock","action":"tick"}"#)
            + &added;
        let recovered = recover(text.as_bytes()).unwrap();
        let entries: Vec<&Entry> = recovered.entries.iter().map(|n| &n.entry).collect();
        assert_eq!(entries[0].action(), Some(&Action::Start));
        assert!(entries[1].is_tick());
        assert_eq!(entries[2].action(), Some(&Action::Pause));
        replay(&recovered, IDS).unwrap();
    }
    // Words that are no action are named, not taken for another.
    let bad = line(
        r#"{"seq":0,"format":2,"records":"table","control":"90+30","blind":"white","mode":"tournament","lang":"en","vocab":"fide-d","style":"fide","large":false}"#,
    ) + &line(r#"{"seq":1,"t_ns":1,"wall":0,"seat":"arbiter","action":"fly away"}"#)
        + &line(r#"{"seq":2,"t_ns":2,"wall":0,"seat":"arbiter","action":"start"}"#);
    let error = recover(bad.as_bytes()).unwrap_err().to_string();
    assert!(
        error.contains("line 2") && error.contains("fly away"),
        "{error}"
    );
}

#[test]
fn a_journal_of_a_newer_format_is_refused_by_its_format_not_read_as_damage() {
    // A release that reads format 4 at most meets format 5 as a release before format 4 meets
    // this one's journals (with a device's sealing key): by the header, before any entry.
    let line = |json: &str| format!("{:08x} {json}\n", crc32fast::hash(json.as_bytes()));
    let text = line(
        r#"{"seq":0,"format":5,"records":"table","control":"90+30","blind":"white","mode":"tournament","lang":"en","vocab":"fide-d","style":"fide","large":false}"#,
    ) + &line(r#"{"seq":1,"t_ns":1,"wall":0,"kind":"beam","seat":"arbiter"}"#);
    match recover(text.as_bytes()) {
        Err(JournalError::Format { found, newest, .. }) => {
            assert_eq!((found, newest), (5, TableRecords::FORMAT));
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn an_entry_holds_the_typed_action_and_the_words_it_was_said_in() {
    let entry = Entry::of(
        Seat::Arbiter,
        &Action::SetClock(Color::Black, std::time::Duration::from_secs(600)),
        None,
        crate::game::Stamp::default(),
    )
    .said(Some("Schiedsrichter: Uhr stellen schwarz 10:00".into()));
    let json = serde_json::to_string(&entry).unwrap();
    assert!(
        json.contains(
            r#""kind":"seat","seat":"arbiter","action":{"set-clock":["black",600000000000]}"#
        ),
        "{json}"
    );
    assert_eq!(serde_json::from_str::<Entry>(&json).unwrap(), entry);
    // A tick has no seat and no action.
    let tick = Entry::tick(crate::game::Stamp::default());
    let json = serde_json::to_string(&tick).unwrap();
    assert_eq!(json, r#"{"t_ns":0,"wall":0,"kind":"tick"}"#);
    assert!(serde_json::from_str::<Entry>(&json).unwrap().is_tick());
    // An action that is not one is named, never taken for a tick.
    let bad = r#"{"t_ns":0,"wall":0,"kind":"seat","seat":"blind","action":"jump"}"#;
    assert!(serde_json::from_str::<Entry>(bad).is_err());
}

#[test]
fn rank_words_other_than_german_are_kept_and_a_bad_name_is_named() {
    use crate::announce::RankWords;
    let german = Header::of(&setup());
    assert_eq!(
        german.ranks, None,
        "German ranks write nothing: older readers agree"
    );
    assert_eq!(german.setup(IDS).unwrap().ranks, RankWords::German);
    let local = Header::of(&TableSetup {
        ranks: RankWords::Local,
        ..setup()
    });
    assert_eq!(local.ranks.as_deref(), Some("local"));
    assert_eq!(local.setup(IDS).unwrap().ranks, RankWords::Local);
    let bad = Header {
        ranks: Some("roman".into()),
        ..local
    };
    let error = bad.setup(IDS).unwrap_err();
    assert!(
        error.starts_with("ranks: ") && error.contains("roman"),
        "{error}"
    );
}
