//! Every seat in its own language in the hall (issue 22, item 3): what happens to the bus (wrong
//! credentials, no broker, an unreadable credentials file) reaches a German table, a Spanish
//! station and a German relay in their languages, naming the right thing; the client library's
//! English words go to devices.log only.

use std::collections::BTreeSet;

use annabella::i18n::LOCALE_FILES;

use super::{
    remote::Device,
    support::nats::{Broker, free_port},
};

/// The words (four letters or more, lower case) of the English hall messages about the bus, and
/// the client library's own: none may reach a seat in another language.
fn english_words() -> BTreeSet<String> {
    let (_, _, hall) = LOCALE_FILES
        .iter()
        .find(|(lang, name, _)| *lang == "en" && name.contains("hall"))
        .unwrap();
    let bus = hall
        .lines()
        .filter(|l| l.starts_with("hall-bus") || l.starts_with("hall-undelivered"))
        .map(|l| l.split_once('=').unwrap().1.to_owned());
    let library = [
        "authorization violation timed connection refused error failed",
        "credentials file reached trying again",
    ];
    bus.chain(library.map(str::to_owned))
        .flat_map(|l| words(&l))
        .collect()
}

/// `line`'s words of four letters or more, lower case, with the placeables' values (`names`)
/// left out.
fn words(line: &str) -> BTreeSet<String> {
    line.split(|c: char| !c.is_alphabetic())
        .filter(|w| w.chars().count() >= 4)
        .map(str::to_lowercase)
        .collect()
}

/// `line` names each of `names` and holds no English word besides them.
fn in_own_language(line: &str, names: &[&str]) {
    let mut rest = line.to_owned();
    for name in names {
        assert!(line.contains(name), "'{line}' does not name {name}");
        rest = rest.replace(name, " ");
    }
    // "error" is Spanish too.
    let english: Vec<_> = words(&rest)
        .intersection(&english_words())
        .filter(|w| *w != "error")
        .cloned()
        .collect();
    assert!(english.is_empty(), "English {english:?} in '{line}'");
}

/// What the device's devices.log holds (under its XDG_DATA_HOME).
fn devices_log(data: &std::path::Path) -> String {
    std::fs::read_to_string(data.join("annabella").join("devices.log")).unwrap_or_default()
}

/// A URL where no broker listens.
fn nobody() -> String {
    format!("nats://127.0.0.1:{}", free_port())
}

#[test]
#[ignore = "needs nats-server"]
fn a_german_table_is_told_in_german_that_its_credentials_are_refused() {
    let broker = Broker::start("wortde", 1);
    let dir = tempfile::tempdir().unwrap();
    let wrong = dir.path().join("falsch.creds");
    std::fs::write(&wrong, "table-1 not-the-password Table(1)\n").unwrap();
    let journal = dir.path().join("t.journal");
    let (url, journal, wrong) = (
        broker.url(),
        journal.display().to_string(),
        wrong.display().to_string(),
    );
    let args = [
        "--reader",
        "--no-speech",
        "--lang",
        "de",
        "--journal",
        &journal,
        "--hall",
        &url,
        "--tournament",
        "wortde",
        "--table",
        "1",
        "--hall-creds",
        &wrong,
    ];
    let mut table = Device::spawn("table", dir.path(), &args);
    let refused = table.expect("falsch.creds");
    table.kill();
    in_own_language(&refused, &[&url, &wrong]);
    assert!(
        devices_log(dir.path()).contains("authorization violation"),
        "{}",
        devices_log(dir.path())
    );
}

#[test]
#[ignore = "needs nats-server"]
fn a_spanish_station_is_told_in_spanish_that_no_broker_is_reached() {
    let dir = tempfile::tempdir().unwrap();
    let url = nobody();
    let args = [
        "hall",
        "--reader",
        "--no-speech",
        "--lang",
        "es",
        "--hall",
        &url,
        "--tournament",
        "palabras",
    ];
    let mut station = Device::spawn("station", dir.path(), &args);
    let following = station.expect(&url);
    let unreachable = station.expect(&url);
    station.kill();
    in_own_language(&following, &[&url, "palabras"]);
    in_own_language(&unreachable, &[&url]);
    assert!(
        devices_log(dir.path()).contains(&url),
        "{}",
        devices_log(dir.path())
    );
}

#[test]
#[ignore = "needs nats-server"]
fn a_spanish_station_names_the_credentials_file_it_cannot_read() {
    let dir = tempfile::tempdir().unwrap();
    let url = nobody();
    let missing = dir.path().join("arbitro.creds").display().to_string();
    let args = [
        "hall",
        "--reader",
        "--no-speech",
        "--lang",
        "es",
        "--hall",
        &url,
        "--tournament",
        "palabras",
        "--hall-creds",
        &missing,
    ];
    let mut station = Device::spawn("station", dir.path(), &args);
    let unreadable = station.expect("arbitro.creds");
    station.kill();
    in_own_language(&unreadable, &[&url, &missing]);
    assert!(
        devices_log(dir.path()).contains("os error"),
        "{}",
        devices_log(dir.path())
    );
}

#[test]
#[ignore = "needs nats-server"]
fn a_relay_given_german_speaks_german() {
    let dir = tempfile::tempdir().unwrap();
    let url = nobody();
    let out = dir.path().join("pgn").display().to_string();
    let args = [
        "hall",
        "relay",
        "--lang",
        "de",
        "--hall",
        &url,
        "--tournament",
        "worte",
        "--out",
        &out,
    ];
    let mut relay = Device::spawn("relay", dir.path(), &args);
    let unreachable = relay.expect(&url);
    relay.kill();
    in_own_language(&unreachable, &[&url]);
    assert!(
        devices_log(dir.path()).contains(&url),
        "{}",
        devices_log(dir.path())
    );
}

#[test]
#[ignore = "needs nats-server and openssl"]
fn a_polish_station_given_the_wrong_ca_names_it_in_polish() {
    let dir = tempfile::tempdir().unwrap();
    let (_, cert, key) = super::hall_processes::certificates(dir.path());
    let other = tempfile::tempdir().unwrap();
    let (wrong_ca, _, _) = super::hall_processes::certificates(other.path());
    let broker = Broker::start_with("slowa", 1, Some((cert, key)));
    let url = broker.tls_url();
    let args = [
        "hall",
        "--reader",
        "--no-speech",
        "--lang",
        "pl",
        "--hall",
        &url,
        "--tournament",
        "slowa",
        "--hall-user",
        "arbiter-1",
        "--hall-password",
        "pw-arbiter-1",
        "--hall-ca",
        &wrong_ca,
    ];
    let mut station = Device::spawn("station", dir.path(), &args);
    let untrusted = station.expect(&wrong_ca);
    station.kill();
    in_own_language(&untrusted, &[&url, &wrong_ca]);
    assert!(
        devices_log(dir.path()).contains("certificate"),
        "{}",
        devices_log(dir.path())
    );
}
