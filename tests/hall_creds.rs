//! Private files are private (issue 23, item 5): `annabella hall config` writes the broker's
//! configuration and the passwords readable by their owner only, with one credentials file per
//! user; a table given its file with `--hall-creds` reaches the hall (a real nats-server), with
//! no password on its command line for another local user to read in the process list.

use std::os::unix::fs::PermissionsExt as _;

use super::{remote::Device, support::nats::Broker};

fn mode(path: &std::path::Path) -> u32 {
    std::fs::metadata(path).unwrap().permissions().mode() & 0o777
}

#[test]
fn hall_config_writes_every_password_readable_by_its_owner_only() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("hall");
    let store = dir.path().join("store");
    let args = [
        "hall",
        "config",
        "--tournament",
        "oly",
        "--tables",
        "2",
        "--store",
        store.to_str().unwrap(),
        "--out",
        out.to_str().unwrap(),
    ];
    let (code, said, err) = crate::support::run_annabella(&args, "");
    assert_eq!(code, 0, "{err}");
    assert!(said.contains("--hall-creds"), "{said}");
    assert_eq!(mode(&out.join("nats.conf")), 0o600);
    assert_eq!(mode(&out.join("users.txt")), 0o600);
    let users = std::fs::read_to_string(out.join("users.txt")).unwrap();
    for line in users.lines() {
        let user = line.split_whitespace().next().unwrap();
        let creds = out.join("creds").join(format!("{user}.creds"));
        assert_eq!(mode(&creds), 0o600, "{}", creds.display());
        // Its own line, nobody else's password.
        assert_eq!(
            std::fs::read_to_string(&creds).unwrap(),
            format!("{line}\n")
        );
    }
}

#[test]
#[ignore = "needs nats-server"]
fn a_table_reaches_the_hall_with_its_credentials_file() {
    let broker = Broker::start("creds", 1);
    let dir = tempfile::tempdir().unwrap();
    let creds = dir.path().join("table-1.creds");
    std::fs::write(&creds, "table-1 pw-table-1 Table(1)\n").unwrap();
    let wrong = dir.path().join("wrong.creds");
    std::fs::write(&wrong, "table-1 not-the-password Table(1)\n").unwrap();
    let journal = dir.path().join("t.journal");
    let url = broker.url();
    let table = |creds: &std::path::Path| {
        vec![
            "--reader".to_owned(),
            "--no-speech".into(),
            "--lang".into(),
            "en".into(),
            "--journal".into(),
            journal.display().to_string(),
            "--hall".into(),
            url.clone(),
            "--tournament".into(),
            "creds".into(),
            "--table".into(),
            "1".into(),
            "--hall-creds".into(),
            creds.display().to_string(),
        ]
    };
    let args = table(&wrong);
    let mut refused = Device::spawn(
        "wrong",
        dir.path(),
        &args.iter().map(String::as_str).collect::<Vec<_>>(),
    );
    refused.expect("refused");
    refused.kill();
    let _ = std::fs::remove_file(&journal);
    let args = table(&creds);
    let mut device = Device::spawn(
        "table",
        dir.path(),
        &args.iter().map(String::as_str).collect::<Vec<_>>(),
    );
    device.expect("is reached");
    device.say("quit");
    device.say("yes");
    assert_eq!(device.finish(), 0);
}
