//! A journal written is what goes out (issue 23, item 4): real processes on loopback, the
//! host's journal made to fail mid-game as on a full disk (its file size limit lowered with
//! `prlimit` to where the journal stands). The device then gets nothing the host's disk does
//! not hold, and its requests the host took but could not journal are not acknowledged: after
//! the host comes back with `--resume` they are sent again and taken, so nothing is lost.

use std::process::Command;

use super::{
    remote::{Device, addr_in, code_in, join_args},
    remote_kill::{player_actions, wait_until},
    support::scratch,
};

fn pairs(list: &[(&str, &str)]) -> Vec<(String, String)> {
    list.iter()
        .map(|(s, a)| ((*s).to_owned(), (*a).to_owned()))
        .collect()
}

/// The actions a device journaled as its requests ("(sealed)" for a move sealed on the device).
fn requests_sent(journal: &std::path::Path) -> Vec<String> {
    let mut p = journal.as_os_str().to_owned();
    p.push(".requests");
    let text = std::fs::read_to_string(p).unwrap_or_default();
    text.lines()
        .skip(1)
        .filter_map(|line| {
            let v: serde_json::Value = serde_json::from_str(line.split_once(' ')?.1).ok()?;
            let action: annabella::table::Action =
                serde_json::from_value(v["action"].clone()).ok()?;
            if v.get("sealed").is_some() {
                return Some("(sealed)".to_owned());
            }
            Some(action.words())
        })
        .collect()
}

/// The whole lines of a journal (a line cut off by the failed write is not one).
fn whole_lines(path: &std::path::Path) -> Vec<String> {
    let text = std::fs::read_to_string(path).unwrap_or_default();
    let whole = text.rfind('\n').map_or("", |end| &text[..=end]);
    whole.lines().map(str::to_owned).collect()
}

#[test]
#[ignore = "needs prlimit and bash (util-linux)"]
fn a_request_the_host_could_not_journal_is_neither_sent_on_nor_acknowledged() {
    let dir = scratch("remote-journal-fails");
    let (hj, dj) = (dir.join("host.journal"), dir.join("sighted.journal"));
    let mut host = Device::spawn_limitable(
        "host",
        &dir,
        &[
            "host",
            "--reader",
            "--no-speech",
            "--mode",
            "casual",
            "--lang",
            "en",
            "--listen",
            "127.0.0.1:0",
            "--journal",
            hj.to_str().unwrap(),
        ],
    );
    let first = host.expect("annabella join");
    let (code, addr) = (code_in(&first).unwrap(), addr_in(&first));
    let rest = ["--lang", "en", "--journal", dj.to_str().unwrap()];
    let mut device = Device::spawn("device", &dir, &join_args("sighted", &code, &addr, &rest));
    device.expect("Joined the table");
    for line in ["start", "Eva vier", "confirm", "press"] {
        host.say(line);
    }
    let blind = [
        ("blind", "start"),
        ("blind", "Eva vier"),
        ("blind", "confirm"),
        ("blind", "press"),
    ];
    wait_until("the blind player's move at both", || {
        player_actions(&hj) == pairs(&blind) && std::fs::read(&hj).ok() == std::fs::read(&dj).ok()
    });
    // The disk is full from here on: the next line of the host's journal cannot be written.
    let size = std::fs::metadata(&hj).unwrap().len();
    let limited = Command::new("prlimit")
        .args([
            "--pid",
            &host.pid().to_string(),
            &format!("--fsize={}", size + 8),
        ])
        .status()
        .unwrap();
    assert!(limited.success());
    device.say("e4");
    host.expect("could not be written");
    for line in ["e5", "confirm", "press"] {
        device.say(line);
    }
    // The host takes the rest in memory (the device's read-back comes back through it), but
    // journals, sends and acknowledges nothing more.
    host.say("quit");
    host.say("yes");
    host.finish();
    assert_eq!(player_actions(&hj), pairs(&blind));
    assert_eq!(
        whole_lines(&dj),
        whole_lines(&hj),
        "the device got more than the disk"
    );
    // The host comes back with its journal; the device sends again what was never
    // acknowledged, and the host takes it.
    let mut host = Device::spawn(
        "host again",
        &dir,
        &[
            "host",
            "--reader",
            "--no-speech",
            "--lang",
            "en",
            "--listen",
            &addr,
            "--resume",
            hj.to_str().unwrap(),
        ],
    );
    host.say("arbiter: resume");
    device.expect("Link to the table back");
    // What the device sent: the repetition of "e4", then its own move "e5", sealed on the
    // device for its seat (issue 22, item 1), its confirmation and its press, judged on the
    // device with its requests still on the way taken first (its read-back never came back from
    // the host before it stopped).
    let sent = requests_sent(&dj);
    assert_eq!(sent, ["e4", "(sealed)", "confirm", "press"]);
    // The host, which cannot read the sealed move, learns it from the confirmation.
    let mut all = pairs(&blind);
    all.extend(
        ["e4", "e5", "confirm", "press"]
            .iter()
            .map(|a| ("sighted".to_owned(), (*a).to_owned())),
    );
    wait_until("the device's requests taken again", || {
        player_actions(&hj) == all && std::fs::read(&hj).ok() == std::fs::read(&dj).ok()
    });
    for d in [&mut host, &mut device] {
        d.say("quit");
        d.say("yes");
    }
    assert_eq!(host.finish(), 0);
    assert_eq!(device.finish(), 0);
    let _ = std::fs::remove_dir_all(&dir);
}

/// A host brought back from a journal of the release before typed actions (format 2): a device
/// that joins follows the same table (the older entries sent typed), and its requests are
/// journaled typed after them.
#[test]
fn a_host_resumed_from_the_previous_release_s_journal_is_joined_and_followed() {
    let dir = scratch("remote-format-2");
    let (hj, dj) = (dir.join("host.journal"), dir.join("sighted.journal"));
    std::fs::copy("tests/data/journal/table-format-2.journal", &hj).unwrap();
    let mut host = Device::spawn(
        "host",
        &dir,
        &[
            "host",
            "--reader",
            "--no-speech",
            "--lang",
            "en",
            "--listen",
            "127.0.0.1:0",
            "--resume",
            hj.to_str().unwrap(),
        ],
    );
    let first = host.expect("annabella join");
    let (code, addr) = (code_in(&first).unwrap(), addr_in(&first));
    let rest = ["--lang", "en", "--journal", dj.to_str().unwrap()];
    let mut device = Device::spawn("device", &dir, &join_args("sighted", &code, &addr, &rest));
    device.expect("Joined the table");
    // The device's replica holds the sighted player's record as the previous release had it.
    device.say("last");
    device.expect("Bauer David sieben David fünf");
    device.say("time");
    wait_until("the device's time query journaled at the host", || {
        std::fs::read_to_string(&hj).is_ok_and(|text| {
            text.lines().last().is_some_and(|l| {
                l.contains(r#""kind":"seat","seat":"sighted","action":"time-query""#)
                    && l.contains(r#""via""#)
            })
        })
    });
    let seen = device.seen().join("\n");
    assert!(!seen.contains("differs"), "the replica parted: {seen}");
    for d in [&mut host, &mut device] {
        d.say("quit");
        d.say("yes");
    }
    assert_eq!(host.finish(), 0);
    assert_eq!(device.finish(), 0);
    let _ = std::fs::remove_dir_all(&dir);
}
