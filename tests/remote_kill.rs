//! SIGKILL at random moments of a game played between a host and a joined device, real
//! processes on loopback: the killed side comes back with `--resume` (the device without a new
//! code), and afterwards both journals are the same, and every line the players entered is in
//! them exactly once, in order — nothing confirmed lost, nothing applied twice.

use std::{
    path::Path,
    time::{Duration, Instant},
};

use super::{
    remote::{Device, addr_in, code_in, join_args},
    support::scratch,
};

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Who {
    Host,
    Device,
}

use Who::{Device as D, Host as H};

/// A short game: each line is one action of the blind player (at the host) or of the sighted
/// player (on the device).
const SCRIPT: [(Who, &str); 24] = [
    (H, "start"),
    (H, "Eva vier"),
    (H, "confirm"),
    (H, "press"),
    (D, "e4"),
    (D, "e5"),
    (D, "confirm"),
    (D, "press"),
    (H, "Eva fuenf"),
    (H, "Springer Felix drei"),
    (H, "confirm"),
    (H, "press"),
    (D, "Nf3"),
    (D, "Nc6"),
    (D, "confirm"),
    (D, "press"),
    (H, "Springer Cesar sechs"),
    (H, "Laeufer Bella fuenf"),
    (H, "confirm"),
    (H, "press"),
    (D, "Bb5"),
    (D, "a6"),
    (D, "confirm"),
    (D, "press"),
];

/// The players' actions in a table journal, in order (the arbiter's pause and resume around a
/// restart are left out), read with the host's secret.
pub(crate) fn player_actions(journal: &Path) -> Vec<(String, String)> {
    crate::support::journal_actions(journal)
        .into_iter()
        .filter(|(seat, _)| seat == "blind" || seat == "sighted")
        .collect()
}

/// The moves of the game a table journal holds, replayed.
fn moves(journal: &Path) -> Vec<String> {
    use annabella::{
        journal::JournalFile,
        table::journal::{TableRecords, replay},
    };
    let opened = JournalFile::<TableRecords>::open(journal).unwrap();
    let ids = opened.recovered.ids.unwrap();
    let (table, _) = replay(&opened.recovered, ids).unwrap();
    table
        .game()
        .record()
        .plies()
        .iter()
        .map(|p| p.san.to_string())
        .collect()
}

/// How many requests the device has on its disk.
fn requests(journal: &Path) -> usize {
    let mut p = journal.as_os_str().to_owned();
    p.push(".requests");
    std::fs::read_to_string(p).map_or(0, |t| t.lines().count().saturating_sub(1))
}

pub(crate) fn wait_until(what: &str, mut done: impl FnMut() -> bool) {
    let end = Instant::now() + Duration::from_secs(30);
    while !done() {
        assert!(Instant::now() < end, "waited 30 s for {what}");
        std::thread::sleep(Duration::from_millis(5));
    }
}

fn expected(upto: usize) -> Vec<(String, String)> {
    SCRIPT[..upto]
        .iter()
        .map(|(who, line)| {
            let seat = if *who == H { "blind" } else { "sighted" };
            (seat.to_owned(), (*line).to_owned())
        })
        .collect()
}

/// A small deterministic generator, so that a failing run can be replayed from its number.
fn next(state: &mut u64) -> u64 {
    *state ^= *state << 13;
    *state ^= *state >> 7;
    *state ^= *state << 17;
    *state
}

struct Run<'a> {
    dir: &'a Path,
    addr: String,
    host: Option<Device>,
    device: Option<Device>,
}

impl Run<'_> {
    fn host_journal(&self) -> std::path::PathBuf {
        self.dir.join("host.journal")
    }

    fn device_journal(&self) -> std::path::PathBuf {
        self.dir.join("sighted.journal")
    }

    fn start_host(&mut self) {
        let journal = self.host_journal();
        let mut host = Device::spawn(
            "host",
            self.dir,
            &[
                "host",
                "--reader",
                "--no-speech",
                "--lang",
                "en",
                "--listen",
                &self.addr,
                "--resume",
                journal.to_str().unwrap(),
            ],
        );
        // The clock comes back stopped; the arbiter (at this keyboard) resumes it.
        host.say("arbiter: resume");
        self.host = Some(host);
    }

    fn start_device(&mut self) {
        let journal = self.device_journal();
        self.device = Some(Device::spawn(
            "device",
            self.dir,
            &[
                "join",
                "--reader",
                "--no-speech",
                "--lang",
                "en",
                "--resume",
                journal.to_str().unwrap(),
                &self.addr,
            ],
        ));
    }

    fn say(&mut self, who: Who, line: &str) {
        let device = match who {
            H => self.host.as_mut(),
            D => self.device.as_mut(),
        };
        device.unwrap().say(line);
    }

    /// Both journals hold the same entries and the host has the first `upto` lines.
    fn settle(&self, upto: usize) {
        let (hj, dj) = (self.host_journal(), self.device_journal());
        wait_until(&format!("line {upto} at the host"), || {
            player_actions(&hj).len() >= upto
        });
        wait_until("the device to catch up", || {
            std::fs::read(&hj).ok() == std::fs::read(&dj).ok()
        });
    }
}

/// One run of the script with a kill chosen by `number`. `test` names the calling test in the
/// folder's name: the tests run side by side in one process, with the same numbers.
fn one_run(test: &str, number: u64) {
    let dir = scratch(&format!("{test}-kill-{number}"));
    let mut rng = number.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    let (kill_at, victim, delay) = (
        (next(&mut rng) % SCRIPT.len() as u64) as usize,
        if next(&mut rng).is_multiple_of(2) {
            H
        } else {
            D
        },
        next(&mut rng) % 20,
    );
    eprintln!("run {number}: the {victim:?} is killed at line {kill_at} after {delay} ms");
    let hj = dir.join("host.journal");
    let mut host = Device::spawn(
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
    let dj = dir.join("sighted.journal");
    let rest = ["--lang", "en", "--journal", dj.to_str().unwrap()];
    let args = join_args("sighted", &code, &addr, &rest);
    let mut device = Device::spawn("device", &dir, &args);
    device.expect("Joined the table");
    let mut run = Run {
        dir: &dir,
        addr,
        host: Some(host),
        device: Some(device),
    };
    let mut k = 0;
    while k < SCRIPT.len() {
        let (who, line) = SCRIPT[k];
        run.say(who, line);
        if k == kill_at {
            std::thread::sleep(Duration::from_millis(delay));
            match victim {
                H => run.host.take().unwrap().kill(),
                D => run.device.take().unwrap().kill(),
            }
            // The device is connected again before anything else is typed.
            match victim {
                H => {
                    run.start_host();
                    run.device
                        .as_mut()
                        .unwrap()
                        .expect("Link to the table back");
                }
                D => {
                    run.start_device();
                    run.device
                        .as_mut()
                        .unwrap()
                        .expect("Link to the table back");
                }
            }
            // A line the killed side never read is typed again; one it kept is not (a line
            // of the side that lived is read by it).
            let kept = match (victim, who) {
                (H, H) => player_actions(&hj).len() > k,
                (D, D) => requests(&dj) > SCRIPT[..k].iter().filter(|s| s.0 == D).count(),
                _ => true,
            };
            if !kept {
                run.say(who, line);
            }
        }
        run.settle(k + 1);
        k += 1;
    }
    run.settle(SCRIPT.len());
    let actions = player_actions(&hj);
    assert_eq!(
        actions,
        expected(SCRIPT.len()),
        "run {number}: killed the {victim:?} at line {kill_at} after {delay} ms"
    );
    assert_eq!(std::fs::read(&hj).unwrap(), std::fs::read(&dj).unwrap());
    assert_eq!(
        moves(&hj),
        ["e4", "e5", "Nf3", "Nc6", "Bb5", "a6"],
        "run {number}: killed the {victim:?} at line {kill_at} after {delay} ms"
    );
    for (who, device) in [(H, run.host.take()), (D, run.device.take())] {
        let mut device = device.unwrap();
        device.say("quit");
        device.say("yes");
        assert_eq!(
            device.finish(),
            0,
            "run {number}: the {who:?} did not end well"
        );
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_few_kills_lose_nothing() {
    for number in 1..=4 {
        one_run("few", number);
    }
}

#[test]
#[ignore = "long: 200 runs of real processes (about 3 minutes); scripts/test runs it"]
fn two_hundred_kills_lose_nothing() {
    let runs: u64 = std::env::var("ANNABELLA_KILL_RUNS")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(200);
    for number in 1..=runs {
        one_run("many", number);
    }
}
