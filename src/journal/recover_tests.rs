//! Recovery from torn and damaged journals, and replay.

use std::time::Duration;

use shakmaty::{Color, san::SanPlus};

use super::*;
use crate::{
    clock::{TimeControl, TimeDelta, Timestamp},
    game::{Command, GameSetup, Stamp, WallTime},
    ids::{GameId, Ids, TableId},
    journal::{
        frame::{JournalError, entry_line, header_line},
        wire::{Board, Entry, Header},
    },
};

const IDS: Ids = Ids {
    table: TableId(3),
    game: GameId(4),
};

fn stamp(ms: u64) -> Stamp {
    Stamp {
        at: Timestamp::from_millis(ms),
        wall: WallTime(1_700_000_000_000 + ms as i64),
    }
}

/// A journal written the way the program writes it, and the game it describes.
pub(crate) fn journal_of(sans: &[&str]) -> (String, Game) {
    let setup = GameSetup::new(TimeControl::parse("5+3").unwrap());
    let header = Header::new(&setup, None, WallTime(1_700_000_000_000));
    let mut text = header_line::<Board>(IDS, &header);
    let mut game = Game::new(setup).unwrap();
    let mut seq = 1;
    let mut t = 0;
    let mut apply = |game: &mut Game, text: &mut String, c: Command, t: u64| {
        let entry = Entry::of(stamp(t), &c, game.position());
        game.apply(&c, stamp(t)).unwrap();
        text.push_str(&entry_line::<Board>(seq, Some(IDS.game), &entry));
        seq += 1;
    };
    apply(&mut game, &mut text, Command::Start, 0);
    for (i, san) in sans.iter().enumerate() {
        t += 1_234 + 100 * i as u64;
        let m = SanPlus::from_ascii(san.as_bytes())
            .unwrap()
            .san
            .to_move(game.position())
            .unwrap();
        apply(&mut game, &mut text, Command::Play(m), t);
        if i == 2 {
            let adjust = Command::Adjust {
                side: Color::Black,
                delta: TimeDelta::Plus(Duration::from_secs(120)),
            };
            apply(&mut game, &mut text, adjust, t);
        }
    }
    (text, game)
}

const MOVES: [&str; 8] = ["e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "Ba4", "Nf6"];

fn same(a: &Game, b: &Game) {
    assert_eq!(a.record().sans(), b.record().sans());
    assert_eq!(a.record().log(), b.record().log());
    let at = Timestamp::from_millis(100_000);
    assert_eq!(a.reading(at), b.reading(at));
    assert_eq!(a.clock().state(), b.clock().state());
}

#[test]
fn replay_gives_back_the_same_game() {
    let (text, game) = journal_of(&MOVES);
    let recovered = recover(text.as_bytes()).unwrap();
    assert_eq!(recovered.torn, None);
    assert_eq!(recovered.valid_len, text.len());
    assert_eq!(recovered.next_seq(), 11);
    same(&replay(&recovered).unwrap(), &game);
}

#[test]
fn a_cut_anywhere_in_the_last_record_is_reported_never_a_crash() {
    let (text, _) = journal_of(&MOVES);
    let (shorter, game_before) = journal_of(&MOVES[..7]);
    let start = shorter.len();
    let last_line = text.lines().count();
    for cut in start..text.len() {
        let recovered =
            recover(&text.as_bytes()[..cut]).unwrap_or_else(|e| panic!("cut at {cut}: {e}"));
        if cut == start {
            assert_eq!(recovered.torn, None, "nothing of the record was written");
        } else {
            let torn = recovered
                .torn
                .clone()
                .unwrap_or_else(|| panic!("cut at {cut} not reported"));
            assert_eq!(
                (torn.line, torn.offset, torn.len),
                (last_line, start, cut - start),
                "cut at {cut}"
            );
        }
        assert_eq!(recovered.valid_len, start);
        // Every confirmed record is replayed.
        same(&replay(&recovered).unwrap(), &game_before);
    }
}

#[test]
fn a_cut_anywhere_in_the_file_never_crashes() {
    let (text, _) = journal_of(&MOVES[..3]);
    let header_len = text.find('\n').unwrap() + 1;
    for cut in 0..=text.len() {
        match recover(&text.as_bytes()[..cut]) {
            Ok(r) => {
                assert!(cut >= header_len, "cut at {cut}");
                replay(&r).unwrap();
            }
            Err(e) => {
                assert!(cut < header_len, "cut at {cut}: {e}");
                assert_eq!(e, JournalError::NoHeader);
            }
        }
    }
}

#[test]
fn damage_in_the_last_record_is_torn_damage_before_it_is_an_error() {
    let (text, _) = journal_of(&MOVES[..4]);
    let lines: Vec<&str> = text.lines().collect();
    let last_offset = text.len() - lines[lines.len() - 1].len() - 1;
    // Every byte of the last record flipped in turn (the newline too): torn, never a crash.
    for i in last_offset..text.len() {
        let mut bytes = text.clone().into_bytes();
        bytes[i] ^= 0x20;
        let r = recover(&bytes).unwrap_or_else(|e| panic!("byte {i}: {e}"));
        let torn = r.torn.unwrap_or_else(|| panic!("flip at {i} not detected"));
        assert_eq!(torn.offset, last_offset);
    }
    // A flipped byte in line 3 with records after it: an error naming line 3.
    let offset3 = lines[0].len() + lines[1].len() + 2;
    let mut bytes = text.clone().into_bytes();
    bytes[offset3 + 20] ^= 0x01;
    match recover(&bytes) {
        Err(JournalError::Corrupt {
            line,
            offset,
            reason,
        }) => {
            assert_eq!((line, offset), (3, offset3));
            assert!(reason.to_string().contains("checksum mismatch"), "{reason}");
        }
        other => panic!("{other:?}"),
    }
    // A record dropped from the middle: the sequence gap is named.
    let without: String = lines
        .iter()
        .enumerate()
        .filter(|(i, _)| *i != 2)
        .map(|(_, l)| format!("{l}\n"))
        .collect();
    let e = recover(without.as_bytes()).unwrap_err();
    assert!(
        e.to_string().contains("line 3") && e.to_string().contains("sequence number 3 where 2"),
        "{e}"
    );
    // Garbage after the journal that happens to end in a newline is not a torn write.
    let e = recover(format!("{text}garbage\nmore\n").as_bytes()).unwrap_err();
    assert!(
        matches!(e, JournalError::Corrupt { line, .. } if line == lines.len() + 1),
        "{e}"
    );
}

#[test]
fn a_record_the_game_refuses_names_its_line() {
    let (text, _) = journal_of(&MOVES[..2]);
    // Append a correctly checksummed record of an illegal move.
    let bad = Entry {
        t_ns: 99_000_000_000,
        wall_ms: 0,
        command: crate::journal::wire::WireCommand::Play {
            uci: "e1e3".into(),
            san: "Ke3".into(),
        },
    };
    let text = format!("{text}{}", entry_line::<Board>(4, Some(IDS.game), &bad));
    let e = replay(&recover(text.as_bytes()).unwrap()).unwrap_err();
    assert_eq!(
        e.to_string(),
        "line 5: cannot replay: e1e3 is not legal in the position reached"
    );
}

#[test]
fn a_format_1_journal_still_replays() {
    // Written by the program before format 2: `kind` tags, the format inside the header, no ids.
    let sample = include_str!("../../tests/data/journal/sample.journal");
    let recovered = recover(sample.as_bytes()).unwrap();
    assert_eq!((recovered.format, recovered.ids), (1, None));
    assert!(!replay(&recovered).unwrap().record().plies().is_empty());
}
