//! The event as its people play it, phase by phase: the hall opens (broker, station, relay,
//! four tables), each table meets its matter of the Laws, the broker dies and comes back,
//! table 1 comes back from its adjournment and loses its host and a device to kill -9, and
//! the round ends. What is found wrong where the event can go on is kept for the verdict.

use std::{
    path::{Path, PathBuf},
    time::Duration,
};

use annabella::i18n::Lang;

use super::{
    DELAY, MOVES, SEALED_1, TOURNAMENT,
    checks::{forms, said, secret_in, told},
    people::{GoOn, Hosted, creds, hosted, path_in, play, press, quit, repeat, single, strings},
    person::{PATIENCE, Person},
    public::{Watch, board},
};
use crate::support::nats::Broker;

/// Everybody at the event, and what was found wrong so far.
pub struct Event {
    pub broker: Broker,
    pub station: Person,
    pub relay: Person,
    /// The relay's folder of round files.
    pub live: PathBuf,
    pub watch: Watch,
    pub t1: Hosted,
    pub t2: Hosted,
    pub t3: Person,
    pub t4: Person,
    /// What table 1's people were printed at the adjournment to go on.
    pub go_on: GoOn,
    pub failures: Vec<String>,
    /// The people's folders, removed last (after every program has ended).
    _root: Option<tempfile::TempDir>,
}

impl Event {
    /// The hall opens: a broker for four tables; the arbiter's station, in German, which makes
    /// the hall's stream (answering its question where it asks one); the public relay, delayed;
    /// table 1 (the blind player, White, hosts in German; the sighted player joins in Spanish,
    /// the arbiter in Polish), table 2 (the blind player, Black, hosts in English; the sighted
    /// player joins in Galician, the arbiter in German), table 3 in Basque and table 4 in
    /// Spanish in a real terminal. ANNABELLA_REHEARSAL_KEEP=1 keeps every person's folder.
    pub fn start() -> Event {
        let dir = tempfile::tempdir().unwrap();
        let (root, kept) = if std::env::var_os("ANNABELLA_REHEARSAL_KEEP").is_some() {
            let kept = dir.keep();
            eprintln!("the rehearsal's folders: {}", kept.display());
            (kept, None)
        } else {
            (dir.path().to_owned(), Some(dir))
        };
        let root = root.as_path();
        let broker = Broker::start(TOURNAMENT, 4);
        let url = broker.url();
        let station = station(root, &url);
        let (relay, live) = relay(root, &url);
        let watch = Watch::start(live.join("round-1.pgn"));
        let t1 = hosted(
            root,
            &url,
            1,
            (Lang::De, Lang::Es, Lang::Pl),
            "white",
            ("Ana", "Jan"),
        );
        let t2 = hosted(
            root,
            &url,
            2,
            (Lang::En, Lang::Gl, Lang::De),
            "black",
            ("Eda", "Ivo"),
        );
        let (mut t3, args) = single(root, &url, 3, Lang::Eu, ("Ane", "Iker"));
        t3.start(&args);
        let (mut t4, args) = single(root, &url, 4, Lang::Es, ("Eva", "Luz"));
        t4.start_in_terminal(&args);
        Event {
            _root: kept,
            broker,
            station,
            relay,
            live,
            watch,
            t1,
            t2,
            t3,
            t4,
            go_on: GoOn::default(),
            failures: Vec::new(),
        }
    }

    /// Table 1: a read-back withdrawn, the opening, the adjournment with its sealed move and
    /// envelope; everybody at the table goes home with the command printed to go on.
    pub fn table_1_adjourns(&mut self) {
        self.t1.arbiter.say("uruchom");
        self.t1.host.expect(&said(Lang::De, "table-clock-started"));
        self.t1
            .sighted
            .expect(&said(Lang::Es, "table-clock-started"));
        self.t1.host.say("Springer Gustav eins Hector drei");
        self.t1.host.expect("Hector drei");
        self.t1.host.say("nein");
        self.t1.host.expect(&said(Lang::De, "table-withdrawn"));
        play(&mut self.t1.host, "Eva vier", "bestätigen", "drücken");
        self.t1.sighted.expect("Bauer Eva zwei Eva vier");
        repeat(&mut self.t1.sighted, "e4");
        play(&mut self.t1.sighted, "peón e cinco", "confirmar", "pulsar");
        self.t1.host.expect("Bauer Eva sieben Eva fünf");
        repeat(&mut self.t1.host, "Eva fünf");
        // The arbiter adjourns; the blind player, having the move, seals Nf3 and presses.
        self.t1.arbiter.say("odrocz jutro 10:00");
        self.t1.host.expect(&said(Lang::De, "table-adjourned"));
        self.t1
            .host
            .say("versiegeln Springer Gustav eins Felix drei");
        self.t1.host.expect(&said(Lang::De, "table-sealed"));
        self.t1.host.say("drücken");
        self.t1.sighted.expect_any(&[
            &said(Lang::Es, "table-move-sealed-player"),
            &said(Lang::Es, "table-move-sealed"),
        ]);
        // The arbiter's device says where it wrote the envelope.
        let envelope = told(
            Lang::Pl,
            "app-arbiter-file",
            &[("what", "envelope"), ("path", "")],
        );
        self.t1
            .arbiter
            .expect(envelope.trim_end_matches('.').trim());
        self.t1.sighted.quiet();
        // Until the envelope is opened the sealed move is with the sealer and the arbiter only:
        // not on the sighted player's device (its output and every file it keeps), not in the
        // relay's public files, and the envelope is where the arbiter is, in no player's folder.
        let sealed_1 = forms(SEALED_1);
        for found in secret_in(&mut self.t1.sighted, &sealed_1) {
            self.failures
                .push(format!("the sealed move on the opponent's device: {found}"));
        }
        for (path, text) in self.relay.files() {
            let game = board(&text, 1).unwrap_or_default().join(" ");
            if sealed_1(&game).is_some() {
                self.failures
                    .push(format!("the sealed move in the relay's {}", path.display()));
            }
        }
        let envelopes = |p: &Person| -> Vec<(PathBuf, String)> {
            p.files()
                .into_iter()
                .filter(|(path, _)| path.to_string_lossy().contains("envelope"))
                .collect()
        };
        for player in [&self.t1.host, &self.t1.sighted] {
            for (path, _) in envelopes(player) {
                self.failures.push(format!(
                    "an envelope in the player's folder: {}",
                    path.display()
                ));
            }
        }
        if !envelopes(&self.t1.arbiter)
            .iter()
            .any(|(_, text)| sealed_1(text).is_some())
        {
            self.failures
                .push("no envelope with the sealed move where the arbiter is".into());
        }

        // Everybody at table 1 goes home; each keeps the command printed to go on.
        self.go_on = GoOn {
            sighted: quit(&mut self.t1.sighted, "salir", "sí"),
            arbiter: quit(&mut self.t1.arbiter, "zakończ", "tak"),
            ..GoOn::default()
        };
        self.go_on.host = quit(&mut self.t1.host, "beenden", "ja");
    }

    /// Table 2: a read-back withdrawn on a joined device; a touch claim upheld at the station.
    pub fn table_2_touch_claim(&mut self) {
        self.t2.arbiter.say("Uhr starten");
        self.t2.host.expect(&said(Lang::En, "table-clock-started"));
        self.t2
            .sighted
            .expect(&said(Lang::Gl, "table-clock-started"));
        self.t2.sighted.say("Ch3");
        self.t2.sighted.expect("Springer Gustav eins Hector drei");
        self.t2.sighted.say("non");
        self.t2.sighted.expect(&said(Lang::Gl, "table-withdrawn"));
        play(&mut self.t2.sighted, "peón d catro", "confirmo", "premer");
        self.t2.host.expect("Bauer David zwei David vier");
        repeat(&mut self.t2.host, "David vier");
        play(
            &mut self.t2.host,
            "Springer Gustav acht Felix sechs",
            "confirm",
            "press",
        );
        self.t2.sighted.expect("Springer Gustav acht Felix sechs");
        repeat(&mut self.t2.sighted, "Cf6");
        // White (the sighted player) has the move and touched the bishop on c1.
        self.t2.host.say("claim touched Cesar eins");
        self.t2.host.expect("Cesar eins");
        let claim = told(Lang::De, "hall-need", &[("need", "claim")]);
        let line = self.station.expect(&format!("Tisch 2: {claim}"));
        if !line.contains("Läufer") || !line.contains("Cesar eins") {
            self.failures
                .push(format!("who claims what is not at the station: {line}"));
        }
        self.station.say("2");
        self.station.expect(&said(Lang::De, "hall-opened"));
        // The open table shows the position ruled on, in words and as FEN.
        let fen = "rnbqkb1r/pppppppp/5n2/8/3P4/8/PPP1PPPP/RNBQKBNR w KQkq";
        let row = self.station.expect("Tisch 2: ");
        if !row.contains(fen) || !row.contains("König Eva eins") {
            self.failures.push(format!(
                "the station does not show the position ruled on: {row}"
            ));
        }
        self.station.say("stattgeben");
        self.t2
            .sighted
            .expect(&said(Lang::Gl, "table-touch-upheld"));
        self.station.say("close");
        // Only a move of the bishop is taken.
        self.t2.sighted.say("c4");
        self.t2
            .sighted
            .expect(&said(Lang::Gl, "table-must-move-touched"));
        play(&mut self.t2.sighted, "Bg5", "confirmo", "premer");
        self.t2.host.expect("Läufer Cesar eins Gustav fünf");
        repeat(&mut self.t2.host, "Läufer Cesar eins Gustav fünf");
    }

    /// Table 3: an incorrect threefold claim (9.5.3).
    pub fn table_3_incorrect_claim(&mut self) {
        self.t3.say("arbiter: hasi");
        self.t3.expect(&said(Lang::Eu, "table-clock-started"));
        self.t3
            .say("blind: erreklamatu hirukoitza Springer Gustav eins Felix drei");
        self.t3.expect(&said(Lang::Eu, "table-claim-incorrect"));
        // Article 9.5.3: the move written is the only move then taken.
        self.t3.say("blind: Eva vier");
        let read_back = said(Lang::Eu, "table-read-back");
        if self.t3.expect_any(&[&read_back, "Felix drei", "f3"]).0 == 0 {
            self.failures.push(
                "after an incorrect claim, another move than the one written is taken".into(),
            );
            self.t3.say("blind: ez");
            self.t3.expect(&said(Lang::Eu, "table-withdrawn"));
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
            self.t3.say(line);
        }
    }

    /// Table 4: the sighted player repeats a wrong move, a divergence (D.2.9) retraced from
    /// the station.
    pub fn table_4_divergence(&mut self) {
        for line in [
            "arbiter: iniciar",
            "blind: Springer Gustav eins Felix drei",
            "blind: confirmar",
            "blind: pulsar",
            "sighted: Cf6",
        ] {
            self.t4.say(line);
        }
        let alert = told(Lang::De, "hall-need", &[("need", "alert")]);
        let line = self.station.expect(&format!("Tisch 4: {alert}"));
        if !line.contains("Felix drei") {
            self.failures.push(format!(
                "the station's alert does not name the squares that differ: {line}"
            ));
        }
        // A wrong repetition is a divergence to retrace (D.2.9), never an illegal move (7.5).
        self.t4.expect(&said(Lang::Es, "table-divergence-sheets"));
        self.t4.say("arbiter: reparar");
        let advice = [
            said(Lang::Es, "table-repair-retrace"),
            said(Lang::Es, "table-repair-illegal"),
        ];
        if self.t4.expect_any(&[&advice[0], &advice[1]]).0 == 1 {
            self.failures
                .push("a wrong repetition is advised as an illegal move (7.5)".into());
        }
        self.station.say("4");
        self.station.expect(&said(Lang::De, "hall-opened"));
        // A move typed at the station is refused in the station's language, and nothing sent.
        self.station.say("Cf6");
        self.station
            .expect(&said(Lang::De, "codec-not-an-arbiter-action"));
        self.station.say("zurücksetzen 0");
        self.t4.expect(&said(Lang::Es, "table-retraced"));
        self.station.say("fortsetzen");
        self.t4.expect(&said(Lang::Es, "table-resumed"));
        self.station.say("close");
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
            self.t4.say(line);
        }
        self.t4.expect("Bauer David sieben David fünf");
    }

    /// The broker dies (kill -9); tables 3 and 4 play on; it comes back.
    pub fn broker_dies(&mut self) {
        self.broker.kill();
        for line in [
            "blind: Gustav drei",
            "blind: baieztatu",
            "blind: sakatu",
            "sighted: g3",
        ] {
            self.t3.say(line);
        }
        self.t3.expect("Bauer Gustav zwei Gustav drei");
        for line in [
            "blind: David vier",
            "blind: confirmar",
            "blind: pulsar",
            "sighted: d4",
        ] {
            self.t4.say(line);
        }
        self.t4.expect("Bauer David zwei David vier");
        // While it is down, each table is told that the hall did not take its line (the journal
        // keeps it); then the broker comes back and each is told the hall reached again.
        for p in [&mut self.t3, &mut self.t4] {
            let lang = p.lang;
            p.expect_within(&said(lang, "hall-bus-not-sent"), Duration::from_secs(15));
        }
        self.broker.restart();
        for p in [&mut self.t3, &mut self.t4] {
            p.expect(&said(p.lang, "hall-bus-connected"));
        }
    }

    /// Table 1 comes back with the commands printed and the envelope is opened; then kill -9
    /// of its host and of the sighted player's device, each brought back the same way.
    pub fn table_1_comes_back(&mut self) {
        let sealed_1 = forms(SEALED_1);
        // The commands printed restore each program as it was: the host hosting again where
        // its devices know it, each device in its own language and line mode.
        let host_journal = path_in(&self.t1.host, "host.journal");
        let wanted = [
            (
                &self.t1.host,
                &self.go_on.host,
                vec![
                    strings(&["--resume", &host_journal]),
                    strings(&["--listen", &self.t1.addr]),
                    strings(&["--lang", "de"]),
                    strings(&["--reader"]),
                ],
            ),
            (
                &self.t1.sighted,
                &self.go_on.sighted,
                vec![strings(&["--lang", "es"]), strings(&["--reader"])],
            ),
            (
                &self.t1.arbiter,
                &self.go_on.arbiter,
                vec![strings(&["--lang", "pl"]), strings(&["--reader"])],
            ),
        ];
        for (person, command, options) in wanted {
            for option in options {
                if !command
                    .windows(option.len())
                    .any(|w| w == option.as_slice())
                {
                    self.failures.push(format!(
                        "{}'s command to go on leaves out {option:?}: {command:?}",
                        person.name
                    ));
                }
            }
        }
        self.t1.host.start(&self.go_on.host);
        // Adjourned with its move sealed: it waits for the envelope, not for a resume.
        self.t1
            .host
            .expect(&said(Lang::De, "app-recovered-adjourned"));
        self.t1.sighted.start(&self.go_on.sighted);
        self.t1.arbiter.start(&self.go_on.arbiter);
        let joined_again = |p: &mut Person| {
            let lang = p.lang;
            p.expect_any(&[
                &said(lang, "link-joined-here"),
                &said(lang, "link-back-here"),
            ]);
        };
        joined_again(&mut self.t1.sighted);
        joined_again(&mut self.t1.arbiter);
        let before_opening = self.t1.sighted.mark();
        self.t1.arbiter.say("otwórz kopertę");
        self.t1.sighted.expect("Springer Gustav eins Felix drei");
        self.t1.host.expect("Springer Gustav eins Felix drei");
        let early: Vec<String> = self.t1.sighted.printed_since(before_opening);
        let opened_at = early
            .iter()
            .position(|l| l.contains("Springer Gustav eins Felix drei"))
            .unwrap();
        for line in early[..opened_at].iter().filter(|l| sealed_1(l).is_some()) {
            self.failures
                .push(format!("the sealed move before the opening: {line}"));
        }
        repeat(&mut self.t1.sighted, "Cf3");
        self.t1.sighted.say("caballo b ocho c seis");
        self.t1.sighted.expect(&said(Lang::Es, "table-read-back"));
        self.t1.sighted.say("confirmar");
        self.t1.sighted.expect(&said(Lang::Es, "table-announced"));
        self.t1.host.expect("Springer Bella acht Cesar sechs");

        // kill -9 of the table (the host) before the clock is pressed: the station marks it not
        // live; the printed command brings it back, and the devices find it again.
        self.t1.host.kill();
        // The station's hall-silent ("nichts mehr gehört seit …"), said of table 1: the only
        // table that stops, so the first such line is its.
        if self
            .station
            .expect_within(&said(Lang::De, "hall-silent"), Duration::from_secs(20))
            .is_none_or(|l| !l.starts_with("Tisch 1: "))
        {
            self.failures
                .push("the station did not mark table 1 not live after its kill -9".into());
        }
        let marks = [
            self.t1.host.mark(),
            self.t1.sighted.mark(),
            self.t1.arbiter.mark(),
        ];
        self.t1.host.start(&self.go_on.host);
        self.t1.host.expect(&said(Lang::De, "app-recovered"));
        self.t1.sighted.expect(&said(Lang::Es, "link-back-here"));
        self.t1.arbiter.expect(&said(Lang::Pl, "link-back-here"));
        // Black's clock ran when the table died: every seat is told how long no record accounts
        // for (6.11), in its language, and so is the station when the table is opened there.
        for (p, mark) in [
            &mut self.t1.host,
            &mut self.t1.sighted,
            &mut self.t1.arbiter,
        ]
        .into_iter()
        .zip(marks)
        {
            p.quiet();
            let down = said(p.lang, "table-down-time");
            if !p.printed_since(mark).iter().any(|l| l.contains(&down)) {
                self.failures.push(format!(
                    "{} is not told the time no record accounts for",
                    p.name
                ));
            }
        }
        if self
            .station
            .expect_within(
                &told(Lang::De, "hall-heard-again", &[("table", "1")]),
                Duration::from_secs(20),
            )
            .is_none()
        {
            self.failures
                .push("the station did not tell table 1 heard from again".into());
        }
        self.station.say("1");
        if self
            .station
            .expect_within(&said(Lang::De, "table-down-time"), Duration::from_secs(10))
            .is_none()
        {
            self.failures
                .push("the station's open table 1 does not tell the time unaccounted for".into());
        }
        self.station.say("close");
        self.t1.arbiter.say("wznów");
        self.t1.host.expect(&said(Lang::De, "table-resumed"));
        press(&mut self.t1.sighted, "pulsar");
        repeat(&mut self.t1.host, "Springer Bella acht Cesar sechs");
        self.t1.host.say("Läufer Felix eins Cesar vier");
        self.t1.host.expect(&said(Lang::De, "table-read-back"));
        self.t1.host.say("bestätigen");
        self.t1.sighted.expect("Läufer Felix eins Cesar vier");
        // kill -9 of the sighted player's device; the blind player presses meanwhile; the printed
        // command brings the device back, and it catches up.
        self.t1.sighted.kill();
        press(&mut self.t1.host, "drücken");
        self.t1.sighted.start(&self.go_on.sighted);
        joined_again(&mut self.t1.sighted);
        repeat(&mut self.t1.sighted, "Ac4");
    }

    /// The end of the round: every program quits, the relay catches up after its delay, and
    /// the station lists every game whole. What the public saw on the way, as it changed.
    pub fn round_ends(&mut self) -> Vec<(i64, String)> {
        for p in [
            &mut self.t1.sighted,
            &mut self.t1.arbiter,
            &mut self.t1.host,
        ] {
            p.quiet();
        }
        // The hosts quit first: the clock stopped at the quit reaches the devices' journals too.
        let _ = quit(&mut self.t1.host, "beenden", "ja");
        let _ = quit(&mut self.t2.host, "quit", "yes");
        for p in [
            &mut self.t1.sighted,
            &mut self.t1.arbiter,
            &mut self.t2.sighted,
            &mut self.t2.arbiter,
        ] {
            p.expect(&said(p.lang, "table-clock-stopped"));
        }
        let _ = quit(&mut self.t1.sighted, "salir", "sí");
        let _ = quit(&mut self.t1.arbiter, "zakończ", "tak");
        let _ = quit(&mut self.t2.sighted, "saír", "si");
        let _ = quit(&mut self.t2.arbiter, "beenden", "ja");
        self.t3.quiet();
        let _ = quit(&mut self.t3, "irten", "bai");
        self.t4.quiet();
        let _ = quit(&mut self.t4, "salir", "sí");
        let file = self.live.join("round-1.pgn");
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
        self.relay.quiet();
        self.station.quiet();
        // The station holds every table's game whole after the kills: each row with its plies.
        let mark = self.station.mark();
        self.station.say("list");
        self.station.quiet();
        let rows = self.station.printed_since(mark);
        for (n, moves) in (1..).zip(MOVES) {
            let plies = told(
                Lang::De,
                "hall-plies",
                &[("plies", &moves.len().to_string())],
            );
            let row = rows.iter().find(|r| r.starts_with(&format!("Tisch {n}: ")));
            if !row.is_some_and(|r| r.contains(&format!(", {plies}"))) {
                self.failures.push(format!(
                    "the station lists table {n} as {row:?}, not with {plies}"
                ));
            }
        }
        self.watch.seen()
    }
}

/// The arbiter's station, in German, following the hall.
fn station(root: &Path, url: &str) -> Person {
    let mut station = Person::new("the station", Lang::De, &root.join("station"));
    let creds = creds(&station.dir, "arbiter-1");
    station.start(&strings(&[
        "hall",
        "--reader",
        "--no-speech",
        "--lang",
        "de",
        "--hall",
        url,
        "--tournament",
        TOURNAMENT,
        "--hall-creds",
        &creds,
    ]));
    station.expect(&said(Lang::De, "hall-following"));
    // A station that asks before it creates a hall the broker does not have (it then has
    // --create to skip the question) is answered yes, as the arbiter would.
    let help = std::process::Command::new(env!("CARGO_BIN_EXE_annabella"))
        .args(["hall", "--help"])
        .output()
        .unwrap();
    if String::from_utf8_lossy(&help.stdout).contains("--create") {
        station.expect("anlegen?");
        station.say("ja");
    }
    station
}

/// The public relay, delayed, writing its round files in its folder's `live`.
fn relay(root: &Path, url: &str) -> (Person, PathBuf) {
    let mut relay = Person::new("the relay", Lang::En, &root.join("relay"));
    let creds = creds(&relay.dir, "relay-1");
    let live = relay.dir.join("live");
    relay.start(&strings(&[
        "hall",
        "relay",
        "--hall",
        url,
        "--tournament",
        TOURNAMENT,
        "--hall-creds",
        &creds,
        "--out",
        &live.display().to_string(),
        "--delay",
        &format!("{}s", DELAY.as_secs()),
        "--every",
        "1s",
    ]));
    (relay, live)
}
