//! Pairing cannot be blocked (issue 23, item 3): real `annabella host` and `join` processes on
//! loopback, attacked with raw sockets. Connections that are held open, silent, garbage or
//! many delay no device and spend no try of the code; the blind player's seat hears one line
//! about refused attempts, the log keeps them all; a paired device comes back with its key
//! without waiting and without hearing of a code; confirmation numbers show on both devices or
//! on neither; a device lost can be replaced when the arbiter allows it.

use std::{io::Write, net::TcpStream, path::Path};

use super::{
    remote::{Device, addr_in, code_in, join_args},
    remote_kill::{player_actions, wait_until},
    support::scratch,
};

fn s(p: &Path) -> &str {
    p.to_str().unwrap()
}

/// A host with the blind player at its keyboard, casual, in English, journaled in `dir`;
/// with the line that offers the first code.
fn host(dir: &Path, extra: &[&str]) -> (Device, String) {
    let hj = dir.join("host.journal");
    let mut args = vec![
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
        s(&hj),
    ];
    args.extend_from_slice(extra);
    let mut host = Device::spawn("host", dir, &args);
    let first = host.expect("annabella join");
    (host, first)
}

fn joined(dir: &Path, name: &'static str, code: &str, addr: &str, journal: &Path) -> Device {
    let rest = ["--lang", "en", "--journal", s(journal)];
    Device::spawn(name, dir, &join_args("sighted", code, addr, &rest))
}

/// Connections held open: `silent` that send nothing, and one that sends a byte and holds.
fn hold(addr: &str, silent: usize) -> Vec<TcpStream> {
    let mut held: Vec<TcpStream> = (0..=silent)
        .map(|_| TcpStream::connect(addr).unwrap())
        .collect();
    held[silent].write_all(&[0]).unwrap();
    held
}

/// Garbage of every kind, each on its own connection, closed at once.
fn garbage(addr: &str, count: usize) {
    for i in 0..count {
        let mut c = TcpStream::connect(addr).unwrap();
        let bytes: Vec<u8> = match i % 5 {
            0 => vec![0x5a; 40],
            1 => vec![0xff, 0xff, 1, 2, 3],
            // "Pairing by code for the sighted seat", with an element that is not one.
            2 => [&[0, 35, b'P', b's'][..], &[0x11; 33]].concat(),
            // "Reconnecting with a key", with a Noise message no key opens.
            3 => [&[0, 50, b'R', b's'][..], &[0x22; 48]].concat(),
            _ => vec![0, 35, b'P'],
        };
        let _ = c.write_all(&bytes);
    }
}

/// Waits until the host's journal holds `actions` of the players and the device's is the same.
fn settle(host: &Path, device: &Path, actions: usize) {
    wait_until(
        &format!("{actions} actions at the host and the device"),
        || {
            player_actions(host).len() == actions
                && std::fs::read(host).ok() == std::fs::read(device).ok()
        },
    );
}

fn count(lines: &[String], needle: &str) -> usize {
    lines.iter().filter(|l| l.contains(needle)).count()
}

#[test]
fn held_silent_many_and_garbage_connections_neither_delay_a_join_nor_spend_the_code() {
    let dir = scratch("pairing-besieged");
    let (mut host, first) = host(&dir, &[]);
    let (code, addr) = (code_in(&first).unwrap(), addr_in(&first));
    // 200 connections held open (three of them silent first, one with a byte), then garbage.
    let held = hold(&addr, 199);
    garbage(&addr, 60);
    // A real device pairs, with the code first shown: garbage spent no try of it.
    let sj = dir.join("sighted.journal");
    let mut sighted = joined(&dir, "sighted", &code, &addr, &sj);
    let device_line = sighted.expect("Joined the table");
    let host_line = host.expect("Joined from another device");
    // The same confirmation number on both.
    let number = |line: &str| line.split("number: ").nth(1).unwrap()[..7].to_owned();
    assert_eq!(number(&device_line), number(&host_line));
    // The blind player's seat heard one line about refused attempts; the log has them all.
    assert_eq!(count(host.seen(), "Refused"), 1, "{:?}", host.seen());
    assert_eq!(count(host.seen(), "New pairing code"), 0);
    let log = dir.join("host.journal.link.log");
    wait_until("every refusal in the log", || {
        std::fs::read_to_string(&log).map_or(0, |t| t.lines().count()) >= 60
    });
    host.say("start");
    sighted.expect("The clock is");
    drop(held);
    for d in [&mut host, &mut sighted] {
        d.say("quit");
        d.say("yes");
    }
    assert_eq!(host.finish(), 0);
    assert_eq!(sighted.finish(), 0);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_paired_device_comes_back_past_a_siege_and_no_device_shows_a_confirmation() {
    let dir = scratch("pairing-resume");
    let (mut host, first) = host(&dir, &[]);
    let (code, addr) = (code_in(&first).unwrap(), addr_in(&first));
    let sj = dir.join("sighted.journal");
    let mut sighted = joined(&dir, "sighted", &code, &addr, &sj);
    sighted.expect("Joined the table");
    host.expect("Joined from another device");
    host.say("start");
    sighted.expect("The clock is");
    sighted.kill();
    host.expect("Link lost");
    let held = hold(&addr, 30);
    garbage(&addr, 20);
    let mut back = Device::spawn(
        "sighted again",
        &dir,
        &[
            "join",
            "--reader",
            "--no-speech",
            "--lang",
            "en",
            "--resume",
            s(&sj),
            &addr,
        ],
    );
    back.expect("Link to the table back");
    host.expect("Link back");
    // Neither shows a confirmation after a resume, and the device hears of no code.
    assert_eq!(count(back.seen(), "Confirmation"), 0, "{:?}", back.seen());
    assert_eq!(count(back.seen(), "code"), 0, "{:?}", back.seen());
    let since_lost = host
        .seen()
        .iter()
        .rev()
        .take_while(|l| !l.contains("Link lost"));
    assert_eq!(since_lost.filter(|l| l.contains("Confirmation")).count(), 0);
    drop(held);
    for d in [&mut host, &mut back] {
        d.say("quit");
        d.say("yes");
    }
    assert_eq!(host.finish(), 0);
    assert_eq!(back.finish(), 0);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_lost_device_is_replaced_when_the_arbiter_allows_it_and_its_key_no_longer_opens() {
    let dir = scratch("pairing-replace");
    let (mut host, first) = host(&dir, &[]);
    let (code, addr) = (code_in(&first).unwrap(), addr_in(&first));
    let (hj, sj, nj) = (
        dir.join("host.journal"),
        dir.join("sighted.journal"),
        dir.join("new.journal"),
    );
    let mut sighted = joined(&dir, "sighted", &code, &addr, &sj);
    sighted.expect("Joined the table");
    for (n, line) in ["start", "Eva vier", "confirm", "press"]
        .into_iter()
        .enumerate()
    {
        host.say(line);
        settle(&hj, &sj, 1 + n);
    }
    for (n, line) in ["e4", "e5", "confirm", "press"].into_iter().enumerate() {
        sighted.say(line);
        settle(&hj, &sj, 5 + n);
    }
    // The device is lost. Another device with the code on offer (for the arbiter's seat)
    // cannot take the sighted seat: it is told what the arbiter can do.
    sighted.kill();
    let offered = host.expect("New pairing code");
    let other = code_in(&offered).unwrap();
    let mut refused = joined(&dir, "refused", &other, &addr, &nj);
    refused.expect("--new-device");
    assert_eq!(refused.finish(), 2);
    // The arbiter allows a new device for the sighted seat: the host comes back with it.
    host.say("quit");
    host.say("yes");
    host.finish();
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
            s(&hj),
            "--new-device",
            "sighted",
        ],
    );
    host.say("arbiter: resume");
    host.expect("allows a new device for the sighted player");
    let offered = host.expect("airing code");
    let code = code_in(&offered).unwrap();
    // The lost device's key no longer opens the table.
    let mut lost = Device::spawn(
        "lost",
        &dir,
        &[
            "join",
            "--reader",
            "--no-speech",
            "--lang",
            "en",
            "--resume",
            s(&sj),
            &addr,
        ],
    );
    lost.expect("no longer knows this device");
    assert_eq!(lost.finish(), 2);
    let _ = std::fs::remove_file(&nj);
    let mut new = joined(&dir, "new", &code, &addr, &nj);
    new.expect("Joined the table");
    new.expect("Caught up");
    let blind = ["Eva fuenf", "Springer Felix drei", "confirm", "press"];
    for (n, line) in blind.into_iter().enumerate() {
        host.say(line);
        settle(&hj, &nj, 9 + n);
    }
    // The new device's requests continue the seat's stream: each is taken once.
    for (n, line) in ["Nf3", "Nc6", "confirm", "press"].into_iter().enumerate() {
        new.say(line);
        settle(&hj, &nj, 13 + n);
    }
    let sighted: Vec<String> = player_actions(&hj)
        .into_iter()
        .filter(|(seat, _)| seat == "sighted")
        .map(|(_, action)| action)
        .collect();
    assert_eq!(
        sighted,
        [
            "e4", "e5", "confirm", "press", "Nf3", "Nc6", "confirm", "press"
        ]
    );
    for d in [&mut host, &mut new] {
        d.say("quit");
        d.say("yes");
    }
    assert_eq!(host.finish(), 0);
    assert_eq!(new.finish(), 0);
    let log = std::fs::read_to_string(dir.join("host.journal.link.log")).unwrap();
    assert!(
        log.contains("the arbiter allowed a new device for the sighted seat"),
        "{log}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}
