//! The shared line format: ids, sequence numbers, duplicates, foreign records, kinds, formats.

use serde::{Deserialize, Serialize};

use super::*;

#[derive(Debug, Clone, PartialEq)]
struct Notes;

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
struct Title {
    title: String,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
struct Note {
    text: String,
}

impl Kind for Notes {
    type Header = Title;
    type Entry = Note;
    const RECORDS: &'static str = "notes";
}

const IDS: Ids = Ids {
    table: TableId(0x11),
    game: GameId(0x22),
};

fn note(text: &str) -> Note {
    Note { text: text.into() }
}

fn journal(ids: Ids, notes: &[&str]) -> Vec<String> {
    let mut lines = vec![header_line::<Notes>(
        ids,
        &Title {
            title: "club".into(),
        },
    )];
    for (i, text) in notes.iter().enumerate() {
        lines.push(entry_line::<Notes>(
            i as u64 + 1,
            Some(ids.game),
            &note(text),
        ));
    }
    lines
}

#[test]
fn the_header_carries_format_kind_and_ids() {
    let lines = journal(IDS, &["a", "b"]);
    assert!(
        lines[0].ends_with(
            r#" {"seq":0,"format":2,"records":"notes","table":"0000000000000011","game":"0000000000000022","title":"club"}
"#
        ),
        "{}",
        lines[0]
    );
    let r = recover::<Notes>(lines.concat().as_bytes()).unwrap();
    assert_eq!((r.format, r.ids), (FORMAT, Some(IDS)));
    assert_eq!(r.entries.len(), 2);
    assert_eq!((r.entries[1].line, r.entries[1].seq), (3, 2));
    assert_eq!(r.next_seq(), 3);
}

#[test]
fn a_duplicated_record_is_refused_naming_both_lines() {
    let mut lines = journal(IDS, &["a", "b", "c"]);
    let copy = lines[2].clone();
    lines.insert(3, copy.clone());
    let e = recover::<Notes>(lines.concat().as_bytes()).unwrap_err();
    assert_eq!(
        e,
        JournalError::Duplicate {
            line: 4,
            seq: 2,
            first: 3
        }
    );
    assert_eq!(
        e.to_string(),
        "line 4 repeats record 2 (line 3): a duplicated record is refused; remove one of the two"
    );
    // At the very end too: a whole, checked record is not a torn write.
    let mut lines = journal(IDS, &["a", "b"]);
    lines.push(copy);
    assert!(matches!(
        recover::<Notes>(lines.concat().as_bytes()),
        Err(JournalError::Duplicate { line: 4, .. })
    ));
}

#[test]
fn a_foreign_record_is_refused() {
    let mut lines = journal(IDS, &["a", "b"]);
    let other = Ids {
        table: TableId(0x11),
        game: GameId(0x99),
    };
    lines.push(entry_line::<Notes>(3, Some(other.game), &note("c")));
    let e = recover::<Notes>(lines.concat().as_bytes()).unwrap_err();
    assert_eq!(
        e.to_string(),
        "line 4 belongs to game 0000000000000099, but this journal is game 0000000000000022: \
         a record from another journal is refused"
    );
    // A record without a game in a journal that has one is not of this game either.
    let mut lines = journal(IDS, &["a"]);
    lines.push(entry_line::<Notes>(2, None, &note("b")));
    lines.push(entry_line::<Notes>(3, Some(IDS.game), &note("c")));
    assert!(matches!(
        recover::<Notes>(lines.concat().as_bytes()),
        Err(JournalError::Foreign {
            line: 3,
            found: None,
            ..
        })
    ));
}

#[test]
fn another_kind_or_format_is_named() {
    let lines = journal(IDS, &["a"]);
    let text = lines.concat();
    #[derive(Debug, Clone, PartialEq)]
    struct Other;
    impl Kind for Other {
        type Header = Title;
        type Entry = Note;
        const RECORDS: &'static str = "other";
    }
    assert_eq!(
        recover::<Other>(text.as_bytes()).unwrap_err().to_string(),
        "line 1: this is a notes journal, not a other journal"
    );
    let json = r#"{"seq":0,"format":9,"title":"x"}"#;
    let future = format!("{:08x} {json}\n", crc32fast::hash(json.as_bytes()));
    assert_eq!(
        recover::<Notes>(future.as_bytes()).unwrap_err(),
        JournalError::Format {
            records: "notes",
            found: 9,
            oldest: 1,
            newest: 2
        }
    );
}

#[test]
fn a_journal_without_its_header_is_not_started() {
    let text = journal(IDS, &["a"]).concat();
    let header_len = text.find('\n').unwrap() + 1;
    for cut in 0..header_len {
        assert!(!is_started(&text.as_bytes()[..cut]), "cut at {cut}");
        assert_eq!(
            recover::<Notes>(&text.as_bytes()[..cut]).unwrap_err(),
            JournalError::NoHeader
        );
    }
    assert!(is_started(&text.as_bytes()[..header_len]));
}

#[test]
fn a_damaged_last_record_is_torn_and_damage_before_it_corrupt() {
    let text = journal(IDS, &["a", "b", "c"]).concat();
    let last = text[..text.len() - 1].rfind('\n').unwrap() + 1;
    let mut bytes = text.clone().into_bytes();
    bytes[last + 12] ^= 0x04;
    let r = recover::<Notes>(&bytes).unwrap();
    let torn = r.torn.unwrap();
    assert_eq!(
        (torn.line, torn.offset, torn.len),
        (4, last, text.len() - last)
    );
    assert!(matches!(torn.reason, Damage::Checksum { .. }));
    assert_eq!(r.entries.len(), 2);
    let mut bytes = text.into_bytes();
    bytes[last - 3] ^= 0x04;
    assert!(matches!(
        recover::<Notes>(&bytes),
        Err(JournalError::Corrupt { line: 3, .. })
    ));
}

#[test]
fn blank_lines_and_crlf_endings_hold_no_record_and_lose_none() {
    let text = journal(IDS, &["a", "b", "c"]).concat();
    for variant in [
        format!("{text}\n\n"),
        format!("{text}\r\n \n"),
        text.replace('\n', "\r\n"),
        text.replacen('\n', "\n\n", 2),
        format!("\r\n\n{}", text.replace('\n', "\r\n")),
    ] {
        let r = recover::<Notes>(variant.as_bytes()).unwrap_or_else(|e| panic!("{variant:?}: {e}"));
        assert!(is_started(variant.as_bytes()), "{variant:?}");
        assert_eq!(r.entries.len(), 3, "{variant:?}");
        assert!(r.torn.is_none(), "{variant:?}");
        assert_eq!(r.valid_len, variant.len(), "appends go after what is there");
    }
}

#[test]
fn a_whole_damaged_last_line_is_told_apart_from_one_cut_short() {
    let text = journal(IDS, &["a", "b"]).concat();
    let last = text[..text.len() - 1].rfind('\n').unwrap() + 1;
    let mut bytes = text.clone().into_bytes();
    bytes[last + 12] ^= 0x04;
    assert!(recover::<Notes>(&bytes).unwrap().torn.unwrap().whole());
    let cut = &text.as_bytes()[..text.len() - 5];
    assert!(!recover::<Notes>(cut).unwrap().torn.unwrap().whole());
}
