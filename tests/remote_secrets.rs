//! Secrets between joined devices, real processes on loopback (issue 22, item 1): a device
//! gives its sealing key when it pairs, so that a move sealed for an arbiter device that has
//! sent nothing yet is still unreadable at the host; its requests do not repeat the key.

use std::{
    path::Path,
    time::{Duration, Instant},
};

use super::{
    remote::{Device, addr_in, code_in, join_args},
    support::{journal_actions, scratch},
};

fn s(p: &Path) -> &str {
    p.to_str().unwrap()
}

fn read(path: &Path) -> String {
    std::fs::read_to_string(path).unwrap_or_default()
}

/// Waits (at most 20 s) until `ready`; whether it came.
fn wait_for(mut ready: impl FnMut() -> bool) -> bool {
    let end = Instant::now() + Duration::from_secs(20);
    while Instant::now() < end {
        if ready() {
            return true;
        }
        std::thread::sleep(Duration::from_millis(50));
    }
    ready()
}

/// The public key (hex) of the sealing key a device keeps beside its journal.
fn public_key(journal: &Path) -> String {
    let mut path = journal.as_os_str().to_owned();
    path.push(".seal-key");
    let private = annabella::table::PrivateKey::from_hex(&read(Path::new(&path))).unwrap();
    private.public().to_hex()
}

/// A host in English (the blind player, Black, and the arbiter at its keyboard) and the
/// sighted seat joined; returns them with the host's address and the next code.
fn host_and_sighted(dir: &Path) -> (Device, Device, String, String) {
    let mut host = Device::spawn(
        "host",
        dir,
        &[
            "host",
            "--reader",
            "--no-speech",
            "--listen",
            "127.0.0.1:0",
            "--blind",
            "black",
            "--lang",
            "en",
            "--journal",
            s(&dir.join("host.journal")),
        ],
    );
    let first = host.expect("annabella join");
    let (code, addr) = (code_in(&first).unwrap(), addr_in(&first));
    let sj = dir.join("sighted.journal");
    let mut sighted = Device::spawn(
        "sighted",
        dir,
        &join_args(
            "sighted",
            &code,
            &addr,
            &["--lang", "en", "--journal", s(&sj)],
        ),
    );
    sighted.expect("Joined the table");
    let next = code_in(&host.expect("New pairing code")).unwrap();
    (host, sighted, addr, next)
}

/// Issue 22, item 1 (a) and (d): the arbiter's device joins after the adjournment and sends
/// nothing; the sighted player seals. The host (the blind opponent's machine) cannot read the
/// sealing with everything it keeps, since the arbiter device's key came with its pairing; the
/// arbiter's device can. No request repeats a device's key.
#[test]
fn a_move_sealed_for_an_arbiter_device_that_sent_nothing_is_unread_at_the_host() {
    let dir = scratch("remote-secrets-silent-arbiter");
    let (mut host, mut sighted, addr, code) = host_and_sighted(&dir);
    host.say("arbiter: start");
    sighted.expect("The clock is started");
    host.say("arbiter: adjourn tomorrow 10:00");
    sighted.expect("adjourn");
    let aj = dir.join("arbiter.journal");
    let mut arbiter = Device::spawn(
        "arbiter",
        &dir,
        &join_args(
            "arbiter",
            &code,
            &addr,
            &["--lang", "en", "--journal", s(&aj)],
        ),
    );
    arbiter.expect("Joined the table");
    // The arbiter device's key reaches the sighted device as an entry of the host's journal.
    let key = public_key(&aj);
    let sj = dir.join("sighted.journal");
    assert!(
        wait_for(|| read(&sj).contains(&key)),
        "the sighted device never learned the arbiter device's key:\n{}",
        read(&sj)
    );
    sighted.say("seal Nf3");
    sighted.expect("Sealed move");
    sighted.say("press");
    host.expect("has sealed");
    arbiter.expect("The envelope (the sealed move, for the arbiter only)");
    let hj = dir.join("host.journal");
    assert!(wait_for(|| journal_actions(&hj)
        .iter()
        .any(|(seat, _)| seat == "sighted")));
    let at_host = journal_actions(&hj);
    let sealed = |text: &str| ["Nf3", "g1f3", "Felix"].iter().any(|w| text.contains(w));
    assert!(
        !at_host.iter().any(|(_, action)| sealed(action)),
        "the host reads the sealed move with its secret: {at_host:?}"
    );
    assert!(
        at_host
            .iter()
            .any(|(seat, a)| seat == "sighted" && a == "(unread)"),
        "{at_host:?}"
    );
    assert!(sealed(&read(&dir.join("arbiter.journal.envelope.txt"))));
    // (d) The key came once, with the pairing: the host journaled each device's key, and no
    // request of either device carries it.
    let host_journal = read(&hj);
    let sighted_key = public_key(&sj);
    for (name, key) in [("sighted", &sighted_key), ("arbiter", &key)] {
        assert!(
            host_journal.contains(key.as_str()),
            "{name}: {host_journal}"
        );
        let requests = read(&dir.join(format!("{name}.journal.requests")));
        assert!(!requests.contains(key.as_str()), "{name}: {requests}");
    }
    // The arbiter opens the envelope on its device: revealed to all.
    arbiter.say("open-envelope");
    host.expect("The envelope is opened");
    sighted.expect("The envelope is opened");
    // The host's quit stops the clock on every device; then they quit.
    host.say("quit");
    host.say("yes");
    sighted.expect("The clock is stopped");
    arbiter.expect("The clock is stopped");
    for device in [&mut arbiter, &mut sighted] {
        device.say("quit");
        device.say("yes");
    }
    assert_eq!(arbiter.finish(), 0);
    assert_eq!(sighted.finish(), 0);
    assert_eq!(host.finish(), 0);
    assert_eq!(read(&sj), read(&hj));
    assert_eq!(read(&aj), read(&hj));
    let _ = std::fs::remove_dir_all(&dir);
}

/// Issue 22, item 1 (c): the sighted player says "confirm" at once after the move, before its
/// own read-back came back from the host: the confirmation counts, as if said after it.
#[test]
fn a_confirmation_said_before_its_own_read_back_came_back_counts() {
    let dir = scratch("remote-secrets-quick-confirm");
    let (mut host, mut sighted, _, _) = host_and_sighted(&dir);
    host.say("arbiter: start");
    sighted.expect("The clock is started");
    // Both lines at once: the confirmation leaves before the move's entry is back.
    sighted.say("f3\nconfirm\npress");
    let hj = dir.join("host.journal");
    let moved = || {
        journal_actions(&hj)
            .iter()
            .filter(|(seat, _)| seat == "sighted")
            .map(|(_, action)| action.clone())
            .filter(|a| !a.starts_with("vocab"))
            .collect::<Vec<_>>()
    };
    assert!(
        wait_for(|| moved().len() >= 3),
        "the host took: {:?}\nthe device said:\n{}\nthe host said:\n{}",
        moved(),
        sighted.said().join("\n"),
        host.said().join("\n")
    );
    assert_eq!(moved(), ["f3", "confirm", "press"]);
    // The host's blind player heard the move and may answer it: the press was taken.
    host.say("Felix drei");
    host.say("e5");
    host.say("confirm");
    host.say("press");
    sighted.expect("Eva sieben Eva fünf");
    host.say("quit");
    host.say("yes");
    sighted.expect("The clock is stopped");
    sighted.say("quit");
    sighted.say("yes");
    assert_eq!(sighted.finish(), 0);
    assert_eq!(host.finish(), 0);
    let _ = std::fs::remove_dir_all(&dir);
}

/// Issue 22, item 1 (b): the sighted player seals on its device for the arbiter's device,
/// which then leaves; the arbiter opens the envelope at the host's keyboard. The host cannot
/// read it, so it asks; the sighted device, which holds the move, releases the arbiter's copy,
/// and the host checks that copy opens to the move revealed: the envelope opens for all.
#[test]
fn the_envelope_opened_at_the_hosts_keyboard_is_released_by_the_sealers_device() {
    let dir = scratch("remote-secrets-host-opens");
    let (mut host, mut sighted, addr, code) = host_and_sighted(&dir);
    let aj = dir.join("arbiter.journal");
    let mut arbiter = Device::spawn(
        "arbiter",
        &dir,
        &join_args(
            "arbiter",
            &code,
            &addr,
            &["--lang", "en", "--journal", s(&aj)],
        ),
    );
    arbiter.expect("Joined the table");
    arbiter.say("start");
    sighted.expect("The clock is started");
    arbiter.say("adjourn tomorrow 10:00");
    sighted.expect("adjourn");
    sighted.say("seal Nf3");
    sighted.expect("Sealed move");
    sighted.say("press");
    host.expect("has sealed");
    arbiter.expect("The envelope (the sealed move, for the arbiter only)");
    // The arbiter's device leaves; the arbiter is at the host's keyboard.
    arbiter.say("quit");
    arbiter.say("yes");
    assert_eq!(arbiter.finish(), 0);
    host.expect("Link lost");
    let hj = dir.join("host.journal");
    let sealed = |text: &str| {
        ["Nf3", "g1f3", "Felix drei"]
            .iter()
            .any(|w| text.contains(w))
    };
    assert!(!sealed(&read(&hj)));
    host.say("arbiter: open-envelope");
    let opened = host.expect("The envelope is opened");
    assert!(sealed(&opened), "{opened}");
    sighted.expect("The envelope is opened");
    // Before the opening, the host never showed the move.
    let before = host.seen().len() - 1;
    assert!(
        !host.seen()[..before].iter().any(|l| sealed(l)),
        "{}",
        host.seen().join("\n")
    );
    host.say("quit");
    host.say("yes");
    sighted.expect("The clock is stopped");
    sighted.say("quit");
    sighted.say("yes");
    assert_eq!(sighted.finish(), 0);
    assert_eq!(host.finish(), 0);
    assert_eq!(read(&dir.join("sighted.journal")), read(&hj));
    let _ = std::fs::remove_dir_all(&dir);
}
