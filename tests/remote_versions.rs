//! Devices of different releases at one table, real processes on loopback: a host in German
//! and a device in Spanish that speaks another version of the link's protocol (set for this
//! test only by `ANNABELLA_TEST_LINK_PROTOCOL`, read at the program's edge). Each side says, in
//! its seat's language, which protocol and program version each runs and what to do; the
//! attempt spends no try of the code, so a device of the same release then pairs with it.

use super::{
    remote::{Device, addr_in, code_in, join_args},
    support::scratch,
};

const PROGRAM: &str = env!("CARGO_PKG_VERSION");
const LINK: u16 = annabella::net::version::LINK_PROTOCOL;

#[test]
fn a_device_of_another_protocol_is_told_both_versions_in_each_seats_language() {
    let dir = scratch("remote-versions");
    let journal = |name: &str| dir.join(name).to_str().unwrap().to_owned();
    let (hj, sj, nj) = (
        journal("host.journal"),
        journal("sighted.journal"),
        journal("newer.journal"),
    );
    let mut host = Device::spawn(
        "host",
        &dir,
        &[
            "host",
            "--reader",
            "--no-speech",
            "--listen",
            "127.0.0.1:0",
            "--blind",
            "black",
            "--lang",
            "de",
            "--journal",
            &hj,
        ],
    );
    let first = host.expect("annabella join");
    let (code, addr) = (code_in(&first).unwrap(), addr_in(&first));
    let mut newer = Device::spawn_with(
        "newer",
        &dir,
        &[("ANNABELLA_TEST_LINK_PROTOCOL", "99")],
        &join_args("sighted", &code, &addr, &["--lang", "es", "--journal", &nj]),
    );
    // The device, in Spanish: the host's versions and its own, and what to do.
    let said = newer.expect("El anfitrión usa otra versión");
    for named in [
        format!("el anfitrión protocolo {LINK}"),
        format!("(annabella {PROGRAM})"),
        format!("este dispositivo protocolo 99 (annabella {PROGRAM}-test)"),
        "la misma versión de annabella en todos los dispositivos".to_owned(),
    ] {
        assert!(said.contains(&named), "{named}: {said}");
    }
    assert_eq!(newer.finish(), 2);
    // The host, in German, once.
    let said = host.expect("Ein Gerät mit einer anderen Version");
    for named in [
        format!("das Gerät Protokoll 99 (annabella {PROGRAM}-test)"),
        format!("dieser Host Protokoll {LINK} (annabella {PROGRAM})"),
        "dieselbe annabella-Version".to_owned(),
    ] {
        assert!(said.contains(&named), "{named}: {said}");
    }
    // No try of the code was spent: a device of this release pairs with it.
    let mut sighted = Device::spawn(
        "sighted",
        &dir,
        &join_args("sighted", &code, &addr, &["--lang", "es", "--journal", &sj]),
    );
    sighted.expect("Unido a la mesa");
    for device in [&mut host, &mut sighted] {
        device.say("quit");
        device.say("sí");
    }
    assert_eq!(host.finish(), 0);
    assert_eq!(sighted.finish(), 0);
    let _ = std::fs::remove_dir_all(&dir);
}
