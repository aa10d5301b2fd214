//! A table of another release in the hall, real processes on a real nats-server on loopback:
//! the table speaks another version of the hall's messages (set for this test only by
//! `ANNABELLA_TEST_HALL_PROTOCOL`, read at the program's edge in `io::nats`). A German station
//! says once, in German, which table runs which version, however many lines come, and neither
//! follows the table nor lists it as out of sync.

use super::{hall_processes::table_args, remote::Device, support::nats::Broker};

const PROGRAM: &str = env!("CARGO_PKG_VERSION");

#[test]
#[ignore = "needs nats-server"]
fn a_station_says_once_in_its_language_which_table_runs_another_hall_protocol() {
    let broker = Broker::start("test-versions", 1);
    let dir = tempfile::tempdir().unwrap();
    let url = broker.url();
    let mut station = Device::spawn(
        "station",
        dir.path(),
        &[
            "hall",
            "--hall",
            &url,
            "--tournament",
            "test-versions",
            "--hall-user",
            "arbiter-1",
            "--hall-password",
            "pw-arbiter-1",
            "--reader",
            "--create",
            "--no-speech",
            "--lang",
            "de",
        ],
    );
    station.expect("test-versions");
    let args = table_args(&url, "test-versions", dir.path(), 1);
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    let mut table = Device::spawn_with(
        "table",
        dir.path(),
        &[("ANNABELLA_TEST_HALL_PROTOCOL", "99")],
        &args,
    );
    for line in [
        "arbiter: start",
        "blind: Springer Gustav eins Felix drei",
        "blind: confirm",
        "blind: press",
        "sighted: Nf3",
    ] {
        table.say(line);
    }
    table.expect("Recorded");
    let told = station.expect("Tisch 1 verwendet eine andere Version");
    for named in [
        format!("der Tisch Protokoll 99 (annabella {PROGRAM}-test)"),
        format!("dieses Programm Protokoll 2 (annabella {PROGRAM})"),
        "dieselbe annabella-Version".to_owned(),
    ] {
        assert!(told.contains(&named), "{named}: {told}");
    }
    // More lines of the table, then the list: told once, the table neither followed nor out of
    // sync.
    table.say("arbiter: pause");
    table.expect("stopped");
    station.say("list");
    let said = station.said();
    let again = said
        .iter()
        .filter(|l| l.contains("verwendet eine andere Version"))
        .count();
    assert_eq!(again, 1, "{said:#?}");
    assert!(
        !said.iter().any(|l| l.contains("Tisch 1:")),
        "the table is listed: {said:#?}"
    );
    table.kill();
    station.kill();
}
