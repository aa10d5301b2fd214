//! Joined devices in other languages, real processes on loopback: a German host, the sighted
//! seat joined in Spanish and the arbiter in German. Each seat types in its own language's
//! words (moves, seat names, verbs) and reads only its own language, refusals included.

use super::{
    remote::{Device, addr_in, code_in, join_args},
    support::scratch,
};

/// English sentences' marks: none may reach a seat in another language.
const ENGLISH: [&str; 9] = [
    " the ",
    "The ",
    " is ",
    " not ",
    "Nothing",
    " takes ",
    " needs ",
    "arbiter action",
    " by ",
];

fn english_in(lines: &[String]) -> Vec<&String> {
    lines
        .iter()
        .filter(|l| ENGLISH.iter().any(|e| l.contains(e)))
        .collect()
}

#[test]
fn joined_seats_type_and_read_their_own_language() {
    let dir = scratch("remote-lang");
    let journal = |name: &str| dir.join(name).to_str().unwrap().to_owned();
    let (hj, sj, aj) = (
        journal("host.journal"),
        journal("sighted.journal"),
        journal("arbiter.journal"),
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
    let mut sighted = Device::spawn(
        "sighted",
        &dir,
        &join_args("sighted", &code, &addr, &["--lang", "es", "--journal", &sj]),
    );
    sighted.expect("Unido a la mesa");
    let code = code_in(&host.expect("Neuer Kopplungscode")).unwrap();
    let mut arbiter = Device::spawn(
        "arbiter",
        &dir,
        &join_args("arbiter", &code, &addr, &["--lang", "de", "--journal", &aj]),
    );
    arbiter.expect("Dem Tisch beigetreten");
    // The arbiter names its own seat in its own language.
    arbiter.say("Schiedsrichter: start");
    host.expect("Die Uhr läuft");
    sighted.expect("El reloj está en marcha");
    // A verb that is not the seat's is refused in the seat's language, naming it as typed.
    sighted.say("pausa");
    sighted.expect("«pausa» le corresponde al árbitro");
    arbiter.say("e4");
    arbiter.expect("„e4“ ist keine Handlung des Schiedsrichters");
    // Moves in the seat's own words and letters, at a table whose moves are German.
    sighted.say("peón e cuatro");
    sighted.expect("Bauer Eva zwei Eva vier. ¿Confirmar o retirar?");
    sighted.say("confirmar");
    host.expect("Bauer Eva zwei Eva vier");
    sighted.say("pulsar");
    sighted.expect("Reloj pulsado");
    for line in ["Eva vier", "Sf6", "bestätigen", "drücken"] {
        host.say(line);
    }
    host.expect("Uhr gedrückt");
    sighted.expect("Springer Gustav acht Felix sechs");
    // An English letter is refused, saying which letter is meant; the repetition in the seat's
    // letters (C for the knight), then its own knight move.
    sighted.say("Nf6");
    sighted.expect("«N» es la letra inglesa (caballo); aquí es «C»: Cf6");
    sighted.say("Cf6");
    sighted.say("Cf3");
    sighted.expect("Springer Gustav eins Felix drei. ¿Confirmar o retirar?");
    sighted.say("confirmar");
    host.expect("Springer Gustav eins Felix drei");
    let (sighted_lines, arbiter_lines) = (sighted.said(), arbiter.said());
    for device in [&mut host, &mut sighted, &mut arbiter] {
        device.say("quit");
        device.say("sí");
    }
    assert_eq!(host.finish(), 0);
    assert_eq!(sighted.finish(), 0);
    assert_eq!(arbiter.finish(), 0);
    assert!(english_in(&sighted_lines).is_empty(), "{sighted_lines:#?}");
    assert!(english_in(&arbiter_lines).is_empty(), "{arbiter_lines:#?}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// A mistyped pairing code, the commonest slip at a table: the Spanish device is told in
/// Spanish that the host refused the code, the German host's seat in German that an attempt
/// was refused and for which seat (the log keeps the plain record); no English reaches either.
#[test]
fn a_wrong_pairing_code_is_told_in_each_seats_language() {
    let dir = scratch("remote-lang-code");
    let journal = |name: &str| dir.join(name).to_str().unwrap().to_owned();
    let (hj, sj) = (journal("host.journal"), journal("sighted.journal"));
    let mut host = Device::spawn(
        "host",
        &dir,
        &[
            "host",
            "--reader",
            "--no-speech",
            "--listen",
            "127.0.0.1:0",
            "--lang",
            "de",
            "--journal",
            &hj,
        ],
    );
    let first = host.expect("annabella join");
    let (code, addr) = (code_in(&first).unwrap(), addr_in(&first));
    // Another code than the one on offer: the last word changed.
    let wrong = code_in(&first)
        .map(|c| {
            let last = if c.ends_with("Anna") { "Bella" } else { "Anna" };
            let mut words: Vec<&str> = c.split(['-', ' ']).collect();
            words.pop();
            words.push(last);
            words.join(" ")
        })
        .unwrap();
    assert_ne!(wrong, code);
    let mut sighted = Device::spawn(
        "sighted",
        &dir,
        &join_args(
            "sighted",
            &wrong,
            &addr,
            &["--lang", "es", "--journal", &sj],
        ),
    );
    let refused = sighted.expect("código de emparejamiento");
    assert_ne!(sighted.finish(), 0);
    let told = host.expect("Kopplungsversuch");
    assert!(told.contains("der sehende Spieler"), "{told}");
    host.say("quit");
    host.say("ja");
    assert_eq!(host.finish(), 0);
    assert!(
        english_in(std::slice::from_ref(&refused)).is_empty(),
        "{refused}"
    );
    assert!(english_in(std::slice::from_ref(&told)).is_empty(), "{told}");
    // The log keeps the plain record of the attempt.
    let log = std::fs::read_to_string(format!("{hj}.link.log")).unwrap();
    assert!(log.contains("wrong pairing code"), "{log}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// The join command's own mistakes (no code, a code that is none, an address without its
/// port) are said in the language asked for.
#[test]
fn join_usage_mistakes_are_said_in_the_language_asked_for() {
    let dir = scratch("remote-lang-usage");
    let cases: [(&[&str], &str); 3] = [
        (
            &["join", "--lang", "es", "--seat", "sighted"],
            "código de emparejamiento que dice el anfitrión",
        ),
        (
            &[
                "join",
                "--lang",
                "de",
                "--seat",
                "sighted",
                "1",
                "Anna",
                "127.0.0.1:1",
            ],
            "„1 Anna“ ist kein Kopplungscode",
        ),
        (
            &["join", "--lang", "pl", "7", "Anna", "Bella", "host:port"],
            "to nie adres z portem",
        ),
    ];
    for (args, said) in cases {
        let mut device = Device::spawn("usage", &dir, args);
        let line = device.expect(said);
        assert!(english_in(std::slice::from_ref(&line)).is_empty(), "{line}");
        assert_eq!(device.finish(), 2, "{args:?}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}
