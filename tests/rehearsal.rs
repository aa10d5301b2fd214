//! A small event rehearsed as its people meet it (issue 22, item 8), on a real nats-server on
//! loopback: four tables of one round, the arbiter's station and the public relay. Tables 1 and
//! 2 are hosts at the blind player's keyboard with the sighted seat and the arbiter joined from
//! their own devices, each in another language; tables 3 and 4 are one keyboard each (table 4 in
//! a real terminal). The event has an adjournment with a sealed move and its envelope, read-backs
//! withdrawn, a touch claim upheld at the station, an incorrect threefold claim, a divergence
//! retraced from the station, and kill -9 of a table, a device and the broker, each brought back
//! with the command the program printed to go on.
//!
//! Then it checks what every person saw and kept: nothing private where it must not be, every
//! line in the person's own language, every move exactly once in every journal and PGN, and the
//! relay's PGN complete and never ahead of its delay.

mod checks;
mod person;

use std::{
    path::{Path, PathBuf},
    sync::{
        Arc, Mutex,
        atomic::{AtomicBool, Ordering},
    },
    time::Duration,
};

use annabella::i18n::Lang;
use checks::{Languages, journal_moves, journal_states, pgn_games, said, told, wall_now};
use person::{PATIENCE, Person};

use crate::{
    remote::{addr_in, code_in},
    support::nats::Broker,
};

const TOURNAMENT: &str = "rehearsal";
/// The relay's delay: the public sees a move this long after it was made.
const DELAY: Duration = Duration::from_secs(5);

/// The moves each table's game holds at the end, in order.
const MOVES: [&[&str]; 4] = [
    &["e4", "e5", "Nf3", "Nc6", "Bc4"],
    &["d4", "Nf6", "Bg5"],
    &["Nf3", "d5", "g3"],
    &["Nf3", "d5", "d4"],
];

/// Writes the hall's credentials file of `user` in `dir` (readable by its owner only, as
/// `hall config` writes it); its path.
fn creds(dir: &Path, user: &str) -> String {
    use std::os::unix::fs::PermissionsExt as _;
    let path = dir.join(format!("{user}.creds"));
    std::fs::write(&path, format!("{user} pw-{user}\n")).unwrap();
    std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o600)).unwrap();
    path.display().to_string()
}

fn strings(args: &[&str]) -> Vec<String> {
    args.iter().map(|a| (*a).to_owned()).collect()
}

fn path_in(person: &Person, name: &str) -> String {
    person.dir.join(name).display().to_string()
}

/// The words of the command a line tells to type (after "annabella "), quotes undone.
fn command_in(line: &str) -> Vec<String> {
    let start = line
        .find("annabella ")
        .unwrap_or_else(|| panic!("no command in: {line}"));
    let mut words = Vec::new();
    let mut word = String::new();
    let (mut quote, mut any) = (None, false);
    for c in line[start + "annabella ".len()..].chars() {
        match (quote, c) {
            (None, '\'' | '"') => (quote, any) = (Some(c), true),
            (Some(q), c) if c == q => quote = None,
            (None, c) if c.is_whitespace() => {
                if any {
                    words.push(std::mem::take(&mut word));
                }
                any = false;
            }
            (_, c) => (word, any) = (word + &c.to_string(), true),
        }
    }
    if any {
        words.push(word);
    }
    words
}

/// Presses the clock (with the person's word) and waits until it is told pressed: the
/// opponent's repetition comes after it.
fn press(person: &mut Person, word: &str) {
    person.say(word);
    person.expect(&said(person.lang, "cue-press-word"));
}

/// Enters a move, confirms it once it is read back, and presses once it is announced.
fn play(person: &mut Person, words: &str, confirm: &str, press_word: &str) {
    person.say(words);
    person.expect(&said(person.lang, "table-read-back"));
    person.say(confirm);
    person.expect(&said(person.lang, "table-announced"));
    press(person, press_word);
}

/// Repeats the opponent's move announced (D.2.1) and waits until it is recorded.
fn repeat(person: &mut Person, words: &str) {
    person.say(words);
    person.expect(&said(person.lang, "table-recorded"));
}

/// A host and its two joined devices.
struct Hosted {
    /// The host's address, where its devices join.
    addr: String,
    /// The host's arguments at the start.
    args: Vec<String>,
    host: Person,
    sighted: Person,
    arbiter: Person,
}

/// What a quit printed to go on, per person.
#[derive(Default)]
struct GoOn {
    host: Vec<String>,
    sighted: Vec<String>,
    arbiter: Vec<String>,
}

/// Quits a program as its person does (the quit word, then yes), and returns the command it
/// printed to go on.
fn quit(person: &mut Person, word: &str, yes: &str) -> Vec<String> {
    person.say(word);
    person.say(yes);
    let line = person.expect("annabella ");
    assert_eq!(person.ended(), 0, "{} did not end well", person.name);
    command_in(&line)
}

/// Starts a host with its devices joined: the blind player at the host in `langs.0`, the
/// sighted seat and the arbiter in `langs.1` and `langs.2`.
fn hosted(
    root: &Path,
    url: &str,
    table: u32,
    langs: (Lang, Lang, Lang),
    blind: &str,
    names: (&str, &str),
) -> Hosted {
    let mut host = Person::new(
        &format!("table {table}, the blind player's host"),
        langs.0,
        &root.join(format!("t{table}-host")),
    );
    let mut sighted = Person::new(
        &format!("table {table}, the sighted player's device"),
        langs.1,
        &root.join(format!("t{table}-sighted")),
    );
    let mut arbiter = Person::new(
        &format!("table {table}, the arbiter's device"),
        langs.2,
        &root.join(format!("t{table}-arbiter")),
    );
    let creds = creds(&host.dir, &format!("table-{table}"));
    let mut args = strings(&[
        "host",
        "--reader",
        "--no-speech",
        "--listen",
        "127.0.0.1:0",
        "--lang",
        langs.0.code(),
        "--blind",
        blind,
        "--white",
        names.0,
        "--black",
        names.1,
        "--event",
        "Rehearsal",
        "--hall",
        url,
        "--tournament",
        TOURNAMENT,
        "--table",
        &table.to_string(),
        "--round",
        "1",
        "--hall-creds",
        &creds,
    ]);
    args.extend(["--journal".into(), path_in(&host, "host.journal")]);
    args.extend(["--pgn".into(), path_in(&host, "host.pgn")]);
    host.start(&args);
    let first = host.expect("annabella join");
    let (code, addr) = (code_in(&first).unwrap(), addr_in(&first));
    join(&mut sighted, "sighted", &code, &addr);
    let next = host.expect(&said(langs.0, "link-code-new"));
    join(&mut arbiter, "arbiter", &code_in(&next).unwrap(), &addr);
    Hosted {
        addr,
        args,
        host,
        sighted,
        arbiter,
    }
}

/// A device joins a host with a pairing code, in its person's language.
fn join(device: &mut Person, seat: &str, code: &str, addr: &str) {
    let mut args = strings(&["join", "--reader", "--no-speech", "--seat", seat]);
    args.extend(code.split(' ').map(str::to_owned));
    args.push(addr.to_owned());
    args.extend(["--lang".into(), device.lang.code().into()]);
    args.extend([
        "--journal".into(),
        path_in(device, &format!("{seat}.journal")),
    ]);
    args.extend(["--pgn".into(), path_in(device, &format!("{seat}.pgn"))]);
    device.start(&args);
    device.expect(&said(device.lang, "link-joined-here"));
}

/// A table of one keyboard in the hall, in line mode, its seats in `lang`.
fn single(
    root: &Path,
    url: &str,
    table: u32,
    lang: Lang,
    names: (&str, &str),
) -> (Person, Vec<String>) {
    let person = Person::new(
        &format!("table {table}, one keyboard"),
        lang,
        &root.join(format!("t{table}")),
    );
    let creds = creds(&person.dir, &format!("table-{table}"));
    let mut args = strings(&[
        "--reader",
        "--no-speech",
        "--lang",
        lang.code(),
        "--white",
        names.0,
        "--black",
        names.1,
        "--event",
        "Rehearsal",
        "--hall",
        url,
        "--tournament",
        TOURNAMENT,
        "--table",
        &table.to_string(),
        "--round",
        "1",
        "--hall-creds",
        &creds,
    ]);
    args.extend(["--journal".into(), path_in(&person, "table.journal")]);
    args.extend(["--pgn".into(), path_in(&person, "table.pgn")]);
    (person, args)
}

/// The relay's round file as the public reads it, taken every 100 ms with the civil time it
/// was read at, while the event runs.
struct Watch {
    stop: Arc<AtomicBool>,
    seen: Arc<Mutex<Vec<(i64, String)>>>,
    thread: Option<std::thread::JoinHandle<()>>,
}

impl Watch {
    fn start(file: PathBuf) -> Watch {
        let stop = Arc::new(AtomicBool::new(false));
        let seen: Arc<Mutex<Vec<(i64, String)>>> = Arc::default();
        let (s, v) = (stop.clone(), seen.clone());
        let thread = std::thread::spawn(move || {
            while !s.load(Ordering::Relaxed) {
                if let Ok(text) = std::fs::read_to_string(&file) {
                    // The time after the read: the file was written before it.
                    let at = wall_now();
                    let mut seen = v.lock().unwrap();
                    if seen.last().is_none_or(|(_, last)| *last != text) {
                        seen.push((at, text));
                    }
                }
                std::thread::sleep(Duration::from_millis(100));
            }
        });
        Watch {
            stop,
            seen,
            thread: Some(thread),
        }
    }

    fn seen(&mut self) -> Vec<(i64, String)> {
        self.stop.store(true, Ordering::Relaxed);
        if let Some(t) = self.thread.take() {
            let _ = t.join();
        }
        self.seen.lock().unwrap().clone()
    }
}

impl Drop for Watch {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
    }
}

/// The words that tell a move in any of the forms a person could see or a file could hold.
fn forms(words: &'static [&'static str]) -> impl Fn(&str) -> Option<String> {
    move |text: &str| {
        words
            .iter()
            .find(|w| text.contains(**w))
            .map(|w| (*w).to_owned())
    }
}

/// Every line a person printed and every file in their folder that holds a secret's form.
fn secret_in(person: &mut Person, secret: &dyn Fn(&str) -> Option<String>) -> Vec<String> {
    let mut found: Vec<String> = person
        .printed()
        .iter()
        .filter_map(|l| secret(l).map(|w| format!("printed '{w}': {l}")))
        .collect();
    for (path, text) in person.files() {
        if let Some(w) = secret(&text) {
            found.push(format!("file {} holds '{w}'", path.display()));
        }
    }
    found
}

/// The game of board `n` in a relay's round file.
fn board(text: &str, n: u32) -> Option<Vec<String>> {
    board_clocks(text, n).map(|(moves, _)| moves)
}

/// The moves and the clock times of board `n` in a relay's round file.
fn board_clocks(text: &str, n: u32) -> Option<(Vec<String>, Vec<u64>)> {
    pgn_games(text)
        .into_iter()
        .find(|(tags, ..)| tags.get("Board").map(String::as_str) == Some(&n.to_string()))
        .map(|(_, moves, clocks)| (moves, clocks))
}

#[test]
#[ignore = "needs nats-server and tmux"]
fn a_small_event_rehearsed_with_four_tables_the_station_and_the_relay() {
    let started = std::time::Instant::now();
    let root_dir = tempfile::tempdir().unwrap();
    // ANNABELLA_REHEARSAL_KEEP=1 keeps every person's folder, to look at after a run.
    let root = if std::env::var_os("ANNABELLA_REHEARSAL_KEEP").is_some() {
        let kept = root_dir.keep();
        eprintln!("the rehearsal's folders: {}", kept.display());
        kept
    } else {
        root_dir.path().to_owned()
    };
    let root = root.as_path();
    let mut broker = Broker::start(TOURNAMENT, 4);
    let url = broker.url();
    let languages = Languages::new();
    // What is found wrong on the way, where the event can go on; said at the end.
    let mut failures: Vec<String> = Vec::new();

    // The arbiter's station, in German: it makes the hall's stream (asking first where it asks).
    let mut station = Person::new("the station", Lang::De, &root.join("station"));
    let station_creds = creds(&station.dir, "arbiter-1");
    station.start(&strings(&[
        "hall",
        "--reader",
        "--no-speech",
        "--lang",
        "de",
        "--hall",
        &url,
        "--tournament",
        TOURNAMENT,
        "--hall-creds",
        &station_creds,
    ]));
    let following = said(Lang::De, "hall-following");
    if station.expect_any(&[&following, "anlegen?"]).0 == 1 {
        station.say("ja");
        station.expect(&following);
    }

    // The public relay, delayed.
    let mut relay = Person::new("the relay", Lang::En, &root.join("relay"));
    let relay_creds = creds(&relay.dir, "relay-1");
    let live = relay.dir.join("live");
    relay.start(&strings(&[
        "hall",
        "relay",
        "--hall",
        &url,
        "--tournament",
        TOURNAMENT,
        "--hall-creds",
        &relay_creds,
        "--out",
        &live.display().to_string(),
        "--delay",
        &format!("{}s", DELAY.as_secs()),
        "--every",
        "1s",
    ]));
    let mut watch = Watch::start(live.join("round-1.pgn"));

    // Table 1: the blind player (White) hosts in German; the sighted player joins in Spanish,
    // the arbiter in Polish. Table 2: the blind player (Black) hosts in English; the sighted
    // player joins in Galician, the arbiter in German.
    let mut t1 = hosted(
        root,
        &url,
        1,
        (Lang::De, Lang::Es, Lang::Pl),
        "white",
        ("Ana", "Jan"),
    );
    let mut t2 = hosted(
        root,
        &url,
        2,
        (Lang::En, Lang::Gl, Lang::De),
        "black",
        ("Eda", "Ivo"),
    );
    // Table 3 in Basque, table 4 in Spanish in a real terminal.
    let (mut t3, t3_args) = single(root, &url, 3, Lang::Eu, ("Ane", "Iker"));
    t3.start(&t3_args);
    let (mut t4, t4_args) = single(root, &url, 4, Lang::Es, ("Eva", "Luz"));
    t4.start_in_terminal(&t4_args);

    // ---- Table 1: a read-back withdrawn, the opening, the adjournment. ----
    let withdrawn_1 = forms(&["Hector drei", "Nh3", "Sh3", "Ch3", "g1h3"]);
    t1.arbiter.say("uruchom");
    t1.host.expect(&said(Lang::De, "table-clock-started"));
    t1.sighted.expect(&said(Lang::Es, "table-clock-started"));
    t1.host.say("Springer Gustav eins Hector drei");
    t1.host.expect("Hector drei");
    t1.host.say("nein");
    t1.host.expect(&said(Lang::De, "table-withdrawn"));
    play(&mut t1.host, "Eva vier", "bestätigen", "drücken");
    t1.sighted.expect("Bauer Eva zwei Eva vier");
    repeat(&mut t1.sighted, "e4");
    play(&mut t1.sighted, "peón e cinco", "confirmar", "pulsar");
    t1.host.expect("Bauer Eva sieben Eva fünf");
    repeat(&mut t1.host, "Eva fünf");
    // The arbiter adjourns; the blind player, having the move, seals Nf3 and presses.
    t1.arbiter.say("odrocz jutro 10:00");
    t1.host.expect(&said(Lang::De, "table-adjourned"));
    t1.host.say("versiegeln Springer Gustav eins Felix drei");
    t1.host.expect(&said(Lang::De, "table-sealed"));
    t1.host.say("drücken");
    t1.sighted.expect_any(&[
        &said(Lang::Es, "table-move-sealed-player"),
        &said(Lang::Es, "table-move-sealed"),
    ]);
    t1.arbiter.expect("1");
    t1.sighted.quiet();
    t1.arbiter.quiet();
    // Until the envelope is opened the sealed move is with the sealer and the arbiter only:
    // not on the sighted player's device (its output and every file it keeps), not in the
    // relay's public files, and the envelope is where the arbiter is, in no player's folder.
    let sealed_1 = forms(&["Felix drei", "Nf3", "Cf3", "Sf3", "g1f3", "efe tres"]);
    for found in secret_in(&mut t1.sighted, &sealed_1) {
        failures.push(format!("the sealed move on the opponent's device: {found}"));
    }
    for (path, text) in relay.files() {
        let game = board(&text, 1).unwrap_or_default().join(" ");
        if sealed_1(&game).is_some() {
            failures.push(format!("the sealed move in the relay's {}", path.display()));
        }
    }
    let envelopes = |p: &Person| -> Vec<(PathBuf, String)> {
        p.files()
            .into_iter()
            .filter(|(path, _)| path.to_string_lossy().contains("envelope"))
            .collect()
    };
    for player in [&t1.host, &t1.sighted] {
        for (path, _) in envelopes(player) {
            failures.push(format!(
                "an envelope in the player's folder: {}",
                path.display()
            ));
        }
    }
    if !envelopes(&t1.arbiter)
        .iter()
        .any(|(_, text)| sealed_1(text).is_some())
    {
        failures.push("no envelope with the sealed move where the arbiter is".into());
    }

    // Everybody at table 1 goes home; each keeps the command printed to go on.
    let mut go_on = GoOn {
        sighted: quit(&mut t1.sighted, "salir", "sí"),
        arbiter: quit(&mut t1.arbiter, "zakończ", "tak"),
        ..GoOn::default()
    };
    go_on.host = quit(&mut t1.host, "beenden", "ja");

    // ---- Table 2: a read-back withdrawn on a joined device, a touch claim upheld at the
    // station. ----
    let withdrawn_2 = forms(&["Hector drei", "Nh3", "Sh3", "Ch3", "g1h3"]);
    t2.arbiter.say("Uhr starten");
    t2.host.expect(&said(Lang::En, "table-clock-started"));
    t2.sighted.expect(&said(Lang::Gl, "table-clock-started"));
    t2.sighted.say("Ch3");
    t2.sighted.expect("Springer Gustav eins Hector drei");
    t2.sighted.say("non");
    t2.sighted.expect(&said(Lang::Gl, "table-withdrawn"));
    play(&mut t2.sighted, "peón d catro", "confirmo", "premer");
    t2.host.expect("Bauer David zwei David vier");
    repeat(&mut t2.host, "David vier");
    play(
        &mut t2.host,
        "Springer Gustav acht Felix sechs",
        "confirm",
        "press",
    );
    t2.sighted.expect("Springer Gustav acht Felix sechs");
    repeat(&mut t2.sighted, "Cf6");
    // White (the sighted player) has the move and touched the bishop on c1.
    t2.host.say("claim touched Cesar eins");
    t2.host.expect("Cesar eins");
    let claim = told(Lang::De, "hall-need", &[("need", "claim")]);
    let line = station.expect(&format!("Tisch 2: {claim}"));
    if !line.contains("Läufer") || !line.contains("Cesar eins") {
        failures.push(format!("who claims what is not at the station: {line}"));
    }
    station.say("2");
    station.expect(&said(Lang::De, "hall-opened"));
    station.say("stattgeben");
    t2.sighted.expect(&said(Lang::Gl, "table-touch-upheld"));
    station.say("close");
    // Only a move of the bishop is taken.
    t2.sighted.say("c4");
    t2.sighted
        .expect(&said(Lang::Gl, "table-must-move-touched"));
    play(&mut t2.sighted, "Bg5", "confirmo", "premer");
    t2.host.expect("Läufer Cesar eins Gustav fünf");
    repeat(&mut t2.host, "Läufer Cesar eins Gustav fünf");

    // ---- Table 3: an incorrect threefold claim. ----
    t3.say("arbiter: hasi");
    t3.expect(&said(Lang::Eu, "table-clock-started"));
    t3.say("blind: erreklamatu hirukoitza Springer Gustav eins Felix drei");
    t3.expect(&said(Lang::Eu, "table-claim-incorrect"));
    // Article 9.5.3: the move written is the only move then taken.
    t3.say("blind: Eva vier");
    let read_back = said(Lang::Eu, "table-read-back");
    if t3.expect_any(&[&read_back, "Felix drei", "f3"]).0 == 0 {
        failures
            .push("after an incorrect claim, another move than the one written is taken".into());
        t3.say("blind: ez");
        t3.expect(&said(Lang::Eu, "table-withdrawn"));
    }
    for line in [
        "blind: Springer Gustav eins Felix drei",
        "blind: baieztatu",
        "blind: sakatu",
        "sighted: Zf3",
        "sighted: d5",
        "sighted: baieztatu",
        "sighted: sakatu",
        "blind: David fünf",
    ] {
        t3.say(line);
    }

    // ---- Table 4: the sighted player repeats a wrong move: a divergence retraced from the
    // station. ----
    for line in [
        "arbiter: iniciar",
        "blind: Springer Gustav eins Felix drei",
        "blind: confirmar",
        "blind: pulsar",
        "sighted: Cf6",
    ] {
        t4.say(line);
    }
    let alert = told(Lang::De, "hall-need", &[("need", "alert")]);
    let line = station.expect(&format!("Tisch 4: {alert}"));
    if !line.contains("Felix drei") {
        failures.push(format!(
            "the station's alert does not name the squares that differ: {line}"
        ));
    }
    // A wrong repetition is a divergence to retrace (D.2.9), never an illegal move (7.5).
    t4.expect(&said(Lang::Es, "table-divergence-sheets"));
    t4.say("arbiter: reparar");
    let advice = [
        said(Lang::Es, "table-repair-retrace"),
        said(Lang::Es, "table-repair-illegal"),
    ];
    if t4.expect_any(&[&advice[0], &advice[1]]).0 == 1 {
        failures.push("a wrong repetition is advised as an illegal move (7.5)".into());
    }
    station.say("4");
    station.expect(&said(Lang::De, "hall-opened"));
    station.say("zurücksetzen 0");
    t4.expect(&said(Lang::Es, "table-retraced"));
    station.say("fortsetzen");
    t4.expect(&said(Lang::Es, "table-resumed"));
    station.say("close");
    for line in [
        "blind: Springer Gustav eins Felix drei",
        "blind: confirmar",
        "blind: pulsar",
        "sighted: Cf3",
        "sighted: d5",
        "sighted: confirmar",
        "sighted: pulsar",
        "blind: David fünf",
    ] {
        t4.say(line);
    }
    t4.expect("Bauer David sieben David fünf");

    // ---- The broker dies (kill -9); tables 3 and 4 play on; it comes back. ----
    broker.kill();
    for line in [
        "blind: Gustav drei",
        "blind: baieztatu",
        "blind: sakatu",
        "sighted: g3",
    ] {
        t3.say(line);
    }
    t3.expect("Bauer Gustav zwei Gustav drei");
    for line in [
        "blind: David vier",
        "blind: confirmar",
        "blind: pulsar",
        "sighted: d4",
    ] {
        t4.say(line);
    }
    t4.expect("Bauer David zwei David vier");
    // While it is down, each table is told that the hall did not take its line (the journal
    // keeps it); then the broker comes back and each is told the hall reached again.
    for p in [&mut t3, &mut t4] {
        let lang = p.lang;
        p.expect_within(&said(lang, "hall-bus-not-sent"), Duration::from_secs(15));
    }
    broker.restart();
    for p in [&mut t3, &mut t4] {
        p.expect(&said(p.lang, "hall-bus-connected"));
    }

    // ---- Table 1 comes back with the commands printed; the envelope is opened. ----
    if !go_on
        .host
        .windows(2)
        .any(|w| w == ["--listen", t1.addr.as_str()])
    {
        failures.push(format!(
            "the host's command to go on does not host again where its devices are: {:?}",
            go_on.host
        ));
        // The command that should have been printed, so that the event goes on.
        go_on.host = t1.args.clone();
        for (flag, value) in [("--listen", t1.addr.clone()), ("--journal", String::new())] {
            let at = go_on.host.iter().position(|a| a == flag).unwrap();
            go_on.host[at + 1] = value;
        }
        let at = go_on.host.iter().position(|a| a == "--journal").unwrap();
        go_on.host[at] = "--resume".into();
        go_on.host[at + 1] = path_in(&t1.host, "host.journal");
        go_on.host.push("--force".into());
    }
    for (device, command) in [
        (&t1.sighted, &mut go_on.sighted),
        (&t1.arbiter, &mut go_on.arbiter),
    ] {
        let seat = if device.name.contains("arbiter") {
            "arbiter"
        } else {
            "sighted"
        };
        let options = [
            vec!["--reader".to_owned()],
            vec!["--no-speech".to_owned()],
            vec!["--lang".to_owned(), device.lang.code().to_owned()],
            vec!["--pgn".to_owned(), path_in(device, &format!("{seat}.pgn"))],
        ];
        let missing: Vec<&Vec<String>> = options
            .iter()
            .filter(|o| !command.windows(o.len()).any(|w| w == o.as_slice()))
            .collect();
        if !missing.is_empty() {
            failures.push(format!(
                "{}'s command to go on leaves out {missing:?}: {command:?}",
                device.name
            ));
            // What it should have printed, so that the event goes on.
            for o in missing {
                command.extend(o.iter().cloned());
            }
            command.push("--force".into());
        }
    }
    t1.host.start(&go_on.host);
    t1.host.expect(&said(Lang::De, "app-recovered"));
    t1.sighted.start(&go_on.sighted);
    t1.arbiter.start(&go_on.arbiter);
    let joined_again = |p: &mut Person| {
        let lang = p.lang;
        p.expect_any(&[
            &said(lang, "link-joined-here"),
            &said(lang, "link-back-here"),
        ]);
    };
    joined_again(&mut t1.sighted);
    joined_again(&mut t1.arbiter);
    let before_opening = t1.sighted.mark();
    t1.arbiter.say("otwórz kopertę");
    t1.sighted.expect("Springer Gustav eins Felix drei");
    t1.host.expect("Springer Gustav eins Felix drei");
    let early: Vec<String> = t1.sighted.printed_since(before_opening);
    let opened_at = early
        .iter()
        .position(|l| l.contains("Springer Gustav eins Felix drei"))
        .unwrap();
    for line in early[..opened_at].iter().filter(|l| sealed_1(l).is_some()) {
        failures.push(format!("the sealed move before the opening: {line}"));
    }
    repeat(&mut t1.sighted, "Cf3");
    t1.sighted.say("caballo b ocho c seis");
    t1.sighted.expect(&said(Lang::Es, "table-read-back"));
    t1.sighted.say("confirmar");
    t1.sighted.expect(&said(Lang::Es, "table-announced"));
    t1.host.expect("Springer Bella acht Cesar sechs");

    // kill -9 of the table (the host) before the clock is pressed: the station marks it not
    // live; the printed command brings it back, and the devices find it again.
    t1.host.kill();
    // "nichts mehr gehört seit …": the words of the station's hall-silent.
    if station
        .expect_within("Tisch 1: ", Duration::from_secs(20))
        .is_none_or(|l| !l.contains("nichts mehr gehört"))
    {
        failures.push("the station did not mark table 1 not live after its kill -9".into());
    }
    let marks = [t1.host.mark(), t1.sighted.mark(), t1.arbiter.mark()];
    t1.host.start(&go_on.host);
    t1.host.expect(&said(Lang::De, "app-recovered"));
    t1.sighted.expect(&said(Lang::Es, "link-back-here"));
    t1.arbiter.expect(&said(Lang::Pl, "link-back-here"));
    // Black's clock ran when the table died: every seat is told how long no record accounts
    // for (6.11), in its language, and so is the station when the table is opened there.
    for (p, mark) in [&mut t1.host, &mut t1.sighted, &mut t1.arbiter]
        .into_iter()
        .zip(marks)
    {
        p.quiet();
        let down = said(p.lang, "table-down-time");
        if !p.printed_since(mark).iter().any(|l| l.contains(&down)) {
            failures.push(format!(
                "{} is not told the time no record accounts for",
                p.name
            ));
        }
    }
    station.say("1");
    if station
        .expect_within(&said(Lang::De, "table-down-time"), Duration::from_secs(10))
        .is_none()
    {
        failures.push("the station's open table 1 does not tell the time unaccounted for".into());
    }
    station.say("close");
    if station
        .expect_within("Tisch 1 ist wieder zu hören", Duration::from_secs(20))
        .is_none()
    {
        failures.push("the station did not tell table 1 heard from again".into());
    }
    t1.arbiter.say("wznów");
    t1.host.expect(&said(Lang::De, "table-resumed"));
    press(&mut t1.sighted, "pulsar");
    repeat(&mut t1.host, "Springer Bella acht Cesar sechs");
    t1.host.say("Läufer Felix eins Cesar vier");
    t1.host.expect(&said(Lang::De, "table-read-back"));
    t1.host.say("bestätigen");
    t1.sighted.expect("Läufer Felix eins Cesar vier");
    // kill -9 of the sighted player's device; the blind player presses meanwhile; the printed
    // command brings the device back, and it catches up.
    t1.sighted.kill();
    press(&mut t1.host, "drücken");
    t1.sighted.start(&go_on.sighted);
    joined_again(&mut t1.sighted);
    repeat(&mut t1.sighted, "Ac4");

    // ---- The end of the round: every program quits; the relay catches up after its delay. ----
    for p in [&mut t1.sighted, &mut t1.arbiter, &mut t1.host] {
        p.quiet();
    }
    // The hosts quit first: the clock stopped at the quit reaches the devices' journals too.
    let _ = quit(&mut t1.host, "beenden", "ja");
    let _ = quit(&mut t2.host, "quit", "yes");
    for p in [
        &mut t1.sighted,
        &mut t1.arbiter,
        &mut t2.sighted,
        &mut t2.arbiter,
    ] {
        p.expect(&said(p.lang, "table-clock-stopped"));
    }
    let _ = quit(&mut t1.sighted, "salir", "sí");
    let _ = quit(&mut t1.arbiter, "zakończ", "tak");
    let _ = quit(&mut t2.sighted, "saír", "si");
    let _ = quit(&mut t2.arbiter, "beenden", "ja");
    t3.quiet();
    let _ = quit(&mut t3, "irten", "bai");
    t4.quiet();
    let _ = quit(&mut t4, "salir", "sí");
    let file = live.join("round-1.pgn");
    let deadline = std::time::Instant::now() + PATIENCE + DELAY;
    loop {
        let text = std::fs::read_to_string(&file).unwrap_or_default();
        let done = (1..=4)
            .all(|n| board(&text, n).is_some_and(|m| m.len() >= MOVES[n as usize - 1].len()));
        if done {
            break;
        }
        assert!(
            std::time::Instant::now() < deadline,
            "the relay's round: {text}"
        );
        std::thread::sleep(Duration::from_millis(200));
    }
    relay.quiet();
    station.quiet();
    let observed = watch.seen();

    // ---- What everyone saw and kept. ----
    // Every move exactly once, in order, in every journal and PGN of its table, and in the
    // relay's; the journals of a table and its devices byte for byte the same.
    let journals: [Vec<PathBuf>; 4] = [
        vec![
            t1.host.dir.join("host.journal"),
            t1.sighted.dir.join("sighted.journal"),
            t1.arbiter.dir.join("arbiter.journal"),
        ],
        vec![
            t2.host.dir.join("host.journal"),
            t2.sighted.dir.join("sighted.journal"),
            t2.arbiter.dir.join("arbiter.journal"),
        ],
        vec![t3.dir.join("table.journal")],
        vec![t4.dir.join("table.journal")],
    ];
    for (i, files) in journals.iter().enumerate() {
        let want: Vec<String> = MOVES[i].iter().map(|m| (*m).to_owned()).collect();
        for j in files {
            let got = journal_moves(j);
            if got != want {
                failures.push(format!("table {}: {} holds {got:?}", i + 1, j.display()));
            }
            if std::fs::read(j).ok() != std::fs::read(&files[0]).ok() {
                failures.push(format!(
                    "table {}: {} differs from the host's",
                    i + 1,
                    j.display()
                ));
            }
            let pgn = j.with_extension("pgn");
            let games = pgn_games(&std::fs::read_to_string(&pgn).unwrap_or_default());
            if games.len() != 1 || games[0].1 != want {
                failures.push(format!(
                    "table {}: {} holds {games:?}",
                    i + 1,
                    pgn.display()
                ));
            }
        }
    }
    let text = std::fs::read_to_string(&file).unwrap_or_default();
    for n in 1..=4u32 {
        let want: Vec<String> = MOVES[n as usize - 1]
            .iter()
            .map(|m| (*m).to_owned())
            .collect();
        if board(&text, n) != Some(want) {
            failures.push(format!("the relay's board {n}: {:?}", board(&text, n)));
        }
    }
    // Article 9.5.3 applied, not only said: the incorrect claim of table 3's White gave Black
    // two minutes, so Black's clock after its first move stands well above White's.
    match board_clocks(&text, 3).map(|(_, clocks)| clocks) {
        Some(c) if c.len() >= 2 && c[1] >= c[0] + 90 => {}
        clocks => failures.push(format!(
            "table 3's Black did not get the 2 minutes of the incorrect claim: clocks {clocks:?}"
        )),
    }
    // A wrong repetition is never told as an illegal move (Article 7.5), at the table or at
    // the station.
    for p in [&mut t4, &mut station] {
        for line in p.printed().iter().filter(|l| l.contains("7.5")) {
            failures.push(format!("{} speaks of an illegal move: {line}", p.name));
        }
    }
    // The relay never showed a move before the delay had passed since it was made: what it
    // showed of each game at any moment is the game as it stood, by its table's journal, at a
    // time at least the delay before.
    let states: Vec<Vec<(i64, Vec<String>)>> =
        journals.iter().map(|j| journal_states(&j[0])).collect();
    let delay_ms = i64::try_from(DELAY.as_millis()).unwrap();
    for (at, text) in &observed {
        for n in 1..=4usize {
            let shown = board(text, n as u32).unwrap_or_default();
            let of_age = states[n - 1]
                .iter()
                .any(|(wall, moves)| *wall <= at - delay_ms && *moves == shown);
            if !of_age {
                let newest = states[n - 1].iter().rev().find(|(_, m)| *m == shown);
                failures.push(format!(
                    "the relay showed board {n} as {shown:?} {} ms after the game stood so",
                    newest.map_or(-1, |(wall, _)| at - wall)
                ));
            }
        }
    }
    // Nothing private where it must not be: the read-backs withdrawn were seen only by the
    // seat that entered them.
    for p in [&mut t1.sighted, &mut t1.arbiter, &mut station, &mut relay] {
        for found in secret_in(p, &withdrawn_1) {
            failures.push(format!(
                "table 1's withdrawn read-back: {}: {found}",
                p.name
            ));
        }
    }
    for p in [&mut t2.host, &mut t2.arbiter, &mut station, &mut relay] {
        for found in secret_in(p, &withdrawn_2) {
            failures.push(format!(
                "table 2's withdrawn read-back: {}: {found}",
                p.name
            ));
        }
    }
    // Every line each person read is in that person's language.
    let names = [
        "Ana",
        "Jan",
        "Eda",
        "Ivo",
        "Ane",
        "Iker",
        "Eva",
        "Luz",
        "Rehearsal",
    ];
    for p in [
        &mut station,
        &mut t1.host,
        &mut t1.sighted,
        &mut t1.arbiter,
        &mut t2.host,
        &mut t2.sighted,
        &mut t2.arbiter,
        &mut t3,
        &mut t4,
    ] {
        let leaks = languages.leaks(&p.printed(), p.lang, &names);
        if !leaks.is_empty() {
            failures.push(format!(
                "{} ({}) read other languages:\n  {}",
                p.name,
                p.lang,
                leaks.join("\n  ")
            ));
        }
    }
    eprintln!(
        "the rehearsal took {:.1} s; the relay's file changed {} times",
        started.elapsed().as_secs_f64(),
        observed.len()
    );
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
