//! The table over the network, real processes on loopback: `annabella host` with the blind
//! player at its keyboard, the sighted seat and the arbiter joined from their own processes in
//! their own languages. The journals and PGNs of all three agree; wrong codes and injected
//! frames are refused; a device killed with SIGKILL comes back with `--resume` and catches up.

use std::{
    io::{BufRead, BufReader, Write},
    net::TcpStream,
    path::{Path, PathBuf},
    process::{Child, ChildStdin, Command, Stdio},
    sync::mpsc::{self, Receiver},
    time::{Duration, Instant},
};

use super::support::scratch;

const FILES: [&str; 8] = [
    "Anna", "Bella", "Cesar", "David", "Eva", "Felix", "Gustav", "Hector",
];

/// One running program: its input, and its output lines as they come.
pub struct Device {
    name: &'static str,
    child: Child,
    stdin: Option<ChildStdin>,
    lines: Receiver<String>,
    seen: Vec<String>,
}

impl Device {
    pub fn spawn(name: &'static str, data: &Path, args: &[&str]) -> Device {
        Device::spawn_command(
            name,
            data,
            Command::new(env!("CARGO_BIN_EXE_annabella")),
            args,
        )
    }

    /// The program with the environment variables `vars` set.
    pub fn spawn_with(
        name: &'static str,
        data: &Path,
        vars: &[(&str, &str)],
        args: &[&str],
    ) -> Device {
        let mut command = Command::new(env!("CARGO_BIN_EXE_annabella"));
        command.envs(vars.iter().copied());
        Device::spawn_command(name, data, command, args)
    }

    /// The program started through `bash` with the signal of a file grown past its size limit
    /// ignored (SIGXFSZ would kill it): a write past the limit then fails as on a full disk,
    /// once the test lowers the limit with `prlimit`.
    pub fn spawn_limitable(name: &'static str, data: &Path, args: &[&str]) -> Device {
        let mut bash = Command::new("bash");
        bash.args([
            "-c",
            "trap '' XFSZ; exec \"$0\" \"$@\"",
            env!("CARGO_BIN_EXE_annabella"),
        ]);
        Device::spawn_command(name, data, bash, args)
    }

    fn spawn_command(
        name: &'static str,
        data: &Path,
        mut command: Command,
        args: &[&str],
    ) -> Device {
        let mut child = command
            .args(args)
            .env("XDG_DATA_HOME", data)
            // Any file a device writes where it runs stays in the test's folder.
            .current_dir(data)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        let stdin = child.stdin.take();
        let (tx, rx) = mpsc::channel();
        for out in [
            Box::new(child.stdout.take().unwrap()) as Box<dyn std::io::Read + Send>,
            Box::new(child.stderr.take().unwrap()),
        ] {
            let tx = tx.clone();
            std::thread::spawn(move || {
                for line in BufReader::new(out).lines().map_while(Result::ok) {
                    if tx.send(line).is_err() {
                        return;
                    }
                }
            });
        }
        Device {
            name,
            child,
            stdin,
            lines: rx,
            seen: Vec::new(),
        }
    }

    pub fn say(&mut self, line: &str) {
        if let Some(stdin) = self.stdin.as_mut() {
            let _ = writeln!(stdin, "{line}");
        }
    }

    /// The first line from now on that contains `needle` (within 20 s).
    pub fn expect(&mut self, needle: &str) -> String {
        let end = Instant::now() + Duration::from_secs(20);
        while let Some(left) = end.checked_duration_since(Instant::now()) {
            match self.lines.recv_timeout(left) {
                Ok(line) => {
                    self.seen.push(line.clone());
                    if line.contains(needle) {
                        return line;
                    }
                }
                Err(_) => break,
            }
        }
        panic!(
            "{} never said '{needle}'; it said:\n{}",
            self.name,
            self.seen.join("\n")
        );
    }

    /// Every line it printed until now (waiting 300 ms for the last ones to arrive).
    pub fn said(&mut self) -> Vec<String> {
        std::thread::sleep(Duration::from_millis(300));
        self.seen.extend(self.lines.try_iter());
        self.seen.clone()
    }

    /// Ends input and waits for the program; its exit code (and what it said, when it is not
    /// 0, on standard error).
    pub fn finish(mut self) -> i32 {
        drop(self.stdin.take());
        let end = Instant::now() + Duration::from_secs(20);
        loop {
            if let Ok(Some(status)) = self.child.try_wait() {
                let code = status.code().unwrap_or(-1);
                if code != 0 {
                    std::thread::sleep(Duration::from_millis(100));
                    self.seen.extend(self.lines.try_iter());
                    eprintln!("{} ended with {code}:\n{}", self.name, self.seen.join("\n"));
                }
                return code;
            }
            if Instant::now() > end {
                let _ = self.child.kill();
                panic!(
                    "{} did not end; it said:\n{}",
                    self.name,
                    self.seen.join("\n")
                );
            }
            std::thread::sleep(Duration::from_millis(20));
        }
    }

    /// Every line read so far (by [`Device::expect`]).
    pub fn seen(&self) -> &[String] {
        &self.seen
    }

    /// The process id.
    pub fn pid(&self) -> u32 {
        self.child.id()
    }

    /// SIGKILL: no chance to write anything more.
    pub fn kill(mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// The pairing code in a line ("7 Gustav Felix"), the way a person would read it aloud.
pub fn code_in(line: &str) -> Option<String> {
    let words: Vec<&str> = line
        .split(|c: char| c.is_whitespace() || c == '.' || c == ',' || c == ':')
        .filter(|w| !w.is_empty())
        .collect();
    words.windows(3).find_map(|w| {
        let digit = w[0].len() == 1 && w[0].chars().all(|c| c.is_ascii_digit());
        (digit && FILES.contains(&w[1]) && FILES.contains(&w[2]))
            .then(|| format!("{} {} {}", w[0], w[1], w[2]))
    })
}

/// The host's address in its first pairing line.
pub fn addr_in(line: &str) -> String {
    line.split_whitespace()
        .find(|w| w.starts_with("127.0.0.1:"))
        .unwrap()
        .to_owned()
}

/// The arguments of `annabella join` in line mode without speech.
pub fn join_args<'a>(
    seat: &'a str,
    code: &'a str,
    addr: &'a str,
    rest: &[&'a str],
) -> Vec<&'a str> {
    let mut args = vec!["join", "--reader", "--no-speech", "--seat", seat];
    args.extend(code.split(' '));
    args.push(addr);
    args.extend_from_slice(rest);
    args
}

fn path(dir: &Path, name: &str) -> PathBuf {
    dir.join(name)
}

fn s(p: &Path) -> &str {
    p.to_str().unwrap()
}

/// A host with the blind player (Black, German) at its keyboard, a sighted seat in Spanish
/// and an arbiter in English joined; returns them with the host's address.
fn table(dir: &Path) -> (Device, Device, Device, String) {
    let (hj, sj, aj) = (
        path(dir, "host.journal"),
        path(dir, "sighted.journal"),
        path(dir, "arbiter.journal"),
    );
    let (hp, sp, ap) = (
        path(dir, "host.pgn"),
        path(dir, "sighted.pgn"),
        path(dir, "arbiter.pgn"),
    );
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
            "de",
            "--white",
            "Anna Weiss",
            "--black",
            "Bella Schwarz",
            "--journal",
            s(&hj),
            "--pgn",
            s(&hp),
        ],
    );
    let first = host.expect("annabella join");
    let (code, addr) = (code_in(&first).unwrap(), addr_in(&first));
    let mut sighted = Device::spawn(
        "sighted",
        dir,
        &join_args(
            "sighted",
            &code,
            &addr,
            &["--lang", "es", "--journal", s(&sj), "--pgn", s(&sp)],
        ),
    );
    sighted.expect("Unido a la mesa");
    // The host offers the next code for the arbiter.
    let next = host.expect("Neuer Kopplungscode");
    let code = code_in(&next).unwrap();
    let mut arbiter = Device::spawn(
        "arbiter",
        dir,
        &join_args(
            "arbiter",
            &code,
            &addr,
            &["--lang", "en", "--journal", s(&aj), "--pgn", s(&ap)],
        ),
    );
    arbiter.expect("Joined the table");
    (host, sighted, arbiter, addr)
}

#[test]
fn a_whole_game_with_the_sighted_seat_and_the_arbiter_remote_in_three_languages() {
    let dir = scratch("remote-game");
    let (mut host, mut sighted, mut arbiter, _) = table(&dir);
    // Only the arbiter starts the clock in a tournament game.
    sighted.say("start");
    sighted.expect("");
    arbiter.say("start");
    host.expect("Die Uhr läuft");
    sighted.expect("El reloj está en marcha");
    sighted.say("f3");
    sighted.expect("Bauer Felix zwei Felix drei");
    sighted.say("confirm");
    host.expect("Bauer Felix zwei Felix drei");
    sighted.say("press");
    sighted.expect("Reloj pulsado");
    for line in ["Felix drei", "Eva sieben Eva fünf", "confirm", "press"] {
        host.say(line);
    }
    host.expect("Uhr gedrückt");
    sighted.expect("Bauer Eva sieben Eva fünf");
    sighted.say("e5");
    sighted.say("g4");
    sighted.expect("Bauer Gustav zwei Gustav vier");
    sighted.say("confirm");
    host.expect("Bauer Gustav zwei Gustav vier");
    sighted.say("press");
    sighted.expect("Reloj pulsado");
    for line in [
        "Gustav vier",
        "Dame Hector vier Schachmatt",
        "confirm",
        "press",
    ] {
        host.say(line);
    }
    sighted.expect("Dame David acht Hector vier Schachmatt");
    arbiter.expect("Black wins by checkmate");
    sighted.say("Dh4#");
    sighted.expect("Dame David acht Hector vier Schachmatt.");
    // Everything reached every device before they close.
    std::thread::sleep(Duration::from_millis(300));
    for device in [&mut host, &mut sighted, &mut arbiter] {
        device.say("quit");
    }
    assert_eq!(host.finish(), 0);
    assert_eq!(sighted.finish(), 0);
    assert_eq!(arbiter.finish(), 0);
    let read = |name: &str| std::fs::read_to_string(dir.join(name)).unwrap();
    let journal = read("host.journal");
    assert!(journal.contains("\"via\""), "{journal}");
    assert_eq!(read("sighted.journal"), journal);
    assert_eq!(read("arbiter.journal"), journal);
    let pgn = read("host.pgn");
    assert!(
        pgn.contains("Qh4#") && pgn.contains("[Result \"0-1\"]"),
        "{pgn}"
    );
    assert!(pgn.contains("[White \"Anna Weiss\"]"), "{pgn}");
    assert_eq!(read("sighted.pgn"), pgn);
    assert_eq!(read("arbiter.pgn"), pgn);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn wrong_codes_and_injected_frames_are_refused_logged_and_nothing_is_applied() {
    let dir = scratch("remote-refused");
    let hj = path(&dir, "host.journal");
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
            "en",
            "--mode",
            "casual",
            "--journal",
            s(&hj),
        ],
    );
    let first = host.expect("annabella join");
    let (code, addr) = (code_in(&first).unwrap(), addr_in(&first));
    // A wrong code: the joiner is refused and says so; the host logs it.
    let wrong = if code.starts_with('1') {
        "2 Anna Anna"
    } else {
        "1 Anna Anna"
    };
    let mut intruder = Device::spawn("intruder", &dir, &join_args("sighted", wrong, &addr, &[]));
    intruder.expect("refused");
    assert_eq!(intruder.finish(), 2);
    host.expect("Refused");
    // A third process writes garbage, then replays a captured first message.
    let mut raw = TcpStream::connect(&addr).unwrap();
    raw.write_all(&[0, 40]).unwrap();
    raw.write_all(&[0x5a; 40]).unwrap();
    drop(raw);
    // The right code still pairs (one try of three was spent: garbage is no try, and the seat
    // heard of refused attempts once, the log has them all) and the game goes on.
    let sj = path(&dir, "sighted.journal");
    let mut sighted = Device::spawn(
        "sighted",
        &dir,
        &join_args(
            "sighted",
            &code,
            &addr,
            &["--lang", "en", "--journal", s(&sj)],
        ),
    );
    sighted.expect("Joined the table");
    host.say("start");
    sighted.expect("The clock is");
    host.say("quit");
    host.say("yes");
    // The host's quit stops the clock, on every device (issue 22, item 5).
    sighted.expect("The clock is stopped");
    sighted.say("quit");
    sighted.say("yes");
    assert_eq!(host.finish(), 0);
    assert_eq!(sighted.finish(), 0);
    let log = std::fs::read_to_string(path(&dir, "host.journal.link.log")).unwrap();
    assert!(log.lines().count() >= 2, "{log}");
    let journal = std::fs::read_to_string(&hj).unwrap();
    assert_eq!(std::fs::read_to_string(&sj).unwrap(), journal);
    let _ = std::fs::remove_dir_all(&dir);
}

/// Issue 22, item 1: the blind player (at the host) seals a move; until the envelope is
/// opened, neither the sighted player's device shows it, writes it to a file, nor holds it
/// readable in its journal; the arbiter's device writes the envelope beside its own journal;
/// the journals stay the same on every device, and the opening announces the move everywhere.
#[test]
fn a_sealed_move_stays_with_the_sealer_and_the_arbiter_until_the_envelope_is_opened() {
    let dir = scratch("remote-sealed");
    let (mut host, mut sighted, mut arbiter, _) = table(&dir);
    arbiter.say("start");
    sighted.expect("El reloj está en marcha");
    sighted.say("e4");
    sighted.expect("Bauer Eva zwei Eva vier");
    sighted.say("confirm");
    host.expect("Bauer Eva zwei Eva vier");
    sighted.say("press");
    sighted.expect("Reloj pulsado");
    host.say("Eva vier");
    arbiter.say("adjourn tomorrow 10:00");
    host.expect("unterbricht");
    host.say("seal Springer Gustav acht Felix sechs");
    host.expect("Felix sechs");
    host.say("press");
    arbiter.expect("envelope");
    sighted.expect("ha sellado");
    std::thread::sleep(Duration::from_millis(300));
    let sealed = |text: &str| {
        ["Felix sechs", "g8f6", "Nf6", "Cf6", "efe seis"]
            .iter()
            .any(|w| text.contains(w))
    };
    let read = |name: &str| std::fs::read_to_string(dir.join(name)).unwrap_or_default();
    // The envelope is where the arbiter is, and nowhere else.
    let envelope = read("arbiter.journal.envelope.txt");
    assert!(sealed(&envelope), "the arbiter's envelope: {envelope}");
    let files: Vec<String> = std::fs::read_dir(&dir)
        .unwrap()
        .filter_map(|e| e.ok()?.file_name().into_string().ok())
        .collect();
    for file in &files {
        if file.contains("envelope") {
            assert_eq!(file, "arbiter.journal.envelope.txt", "{files:?}");
        }
    }
    // No journal, and nothing the sighted device said, holds the sealed move.
    for name in ["host.journal", "sighted.journal", "arbiter.journal"] {
        assert!(!sealed(&read(name)), "{name}: {}", read(name));
    }
    assert_eq!(read("sighted.journal"), read("host.journal"));
    assert_eq!(read("arbiter.journal"), read("host.journal"));
    arbiter.say("open-envelope");
    sighted.expect("Se abre el sobre");
    let before_opening = sighted.seen.len() - 1;
    sighted.expect("Springer Gustav acht Felix sechs");
    assert!(
        !sighted.seen[..before_opening].iter().any(|l| sealed(l)),
        "the sighted device before the opening:\n{}",
        sighted.seen.join("\n")
    );
    // The host's quit stops the clock, on every device; then they quit.
    host.say("quit");
    host.say("yes");
    sighted.expect("El reloj está parado");
    arbiter.expect("The clock is stopped");
    for device in [&mut sighted, &mut arbiter] {
        device.say("quit");
        device.say("yes");
    }
    assert_eq!(host.finish(), 0);
    assert_eq!(sighted.finish(), 0);
    assert_eq!(arbiter.finish(), 0);
    assert_eq!(read("sighted.journal"), read("host.journal"));
    assert_eq!(read("arbiter.journal"), read("host.journal"));
    let _ = std::fs::remove_dir_all(&dir);
}

/// The words of the command a device printed to go on, for spawning it (the test's paths have
/// no spaces, so no word is quoted).
fn command_in(line: &str) -> Vec<String> {
    let start = line.find("annabella ").unwrap_or_else(|| panic!("{line}"));
    line[start..]
        .split_whitespace()
        .skip(1)
        .map(str::to_owned)
        .collect()
}

/// Issue 22, item 6: the commands a host and a joined device print at quitting restore the same
/// table with the same options: the host hosts again where its devices know it, the device
/// joins again with its own language and line mode, and the game goes on between them.
#[test]
fn the_printed_commands_bring_back_the_host_and_the_joined_device_as_they_were() {
    let dir = scratch("remote-again");
    let (mut host, mut sighted, mut arbiter, addr) = table(&dir);
    arbiter.say("quit");
    arbiter.say("yes");
    assert_eq!(arbiter.finish(), 0);
    host.say("quit");
    host.say("yes");
    let hosting = host.expect("annabella host --resume");
    sighted.say("quit");
    sighted.say("yes");
    let joining = sighted.expect("annabella join --resume");
    assert_eq!(host.finish(), 0);
    assert_eq!(sighted.finish(), 0);
    let host_args = command_in(&hosting);
    let hj = dir.join("host.journal");
    let words: Vec<&str> = host_args.iter().map(String::as_str).collect();
    for (flag, value) in [
        ("--resume", hj.to_str().unwrap()),
        ("--listen", addr.as_str()),
        ("--lang", "de"),
        ("--pgn", dir.join("host.pgn").to_str().unwrap()),
    ] {
        assert!(
            words.windows(2).any(|w| w == [flag, value]),
            "{flag} {value}: {hosting}"
        );
    }
    for flag in ["--reader", "--no-speech", "--force"] {
        assert!(words.contains(&flag), "{flag}: {hosting}");
    }
    let device_args = command_in(&joining);
    let words: Vec<&str> = device_args.iter().map(String::as_str).collect();
    assert!(words.windows(2).any(|w| w == ["--lang", "es"]), "{joining}");
    assert!(words.contains(&addr.as_str()), "{joining}");
    assert!(words.contains(&"--reader") && words.contains(&"--no-speech"));
    // Both brought back by what they printed: the device finds its host where it was.
    let mut host = Device::spawn("host again", &dir, &words_of(&host_args));
    host.expect("aus ihrem Journal");
    let mut sighted = Device::spawn("sighted again", &dir, &words_of(&device_args));
    // Back with the pairing's key: no code, no confirmation number, on either device.
    host.expect("Verbindung wieder da");
    sighted.expect("Enlace con la mesa recuperado");
    for device in [&mut host, &mut sighted] {
        device.say("quit");
        device.say("yes");
    }
    assert_eq!(host.finish(), 0);
    assert_eq!(sighted.finish(), 0);
    let _ = std::fs::remove_dir_all(&dir);
}

fn words_of(args: &[String]) -> Vec<&str> {
    args.iter().map(String::as_str).collect()
}

/// Issue 22, item 1, the other way round: the sighted player (on its own device) seals; the
/// host, the blind player's device, neither says nor journals the sealed move readable, and
/// cannot read it even with the table's secret kept beside its journal: the copies are sealed
/// on the sighted device to the sighted device's and the arbiter device's own keys.
#[test]
fn a_move_sealed_on_a_joined_device_is_not_on_the_hosts() {
    let dir = scratch("remote-sealed-sighted");
    let (mut host, mut sighted, mut arbiter, _) = table(&dir);
    arbiter.say("start");
    host.expect("Die Uhr läuft");
    arbiter.say("adjourn tomorrow 10:00");
    sighted.expect("aplaza");
    sighted.say("seal g1f3");
    sighted.expect("Jugada secreta");
    sighted.say("press");
    host.expect("abgegeben");
    arbiter.expect("envelope");
    std::thread::sleep(Duration::from_millis(300));
    let sealed = |text: &str| {
        ["Felix drei", "g1f3", "Nf3", "Sf3", "Cf3"]
            .iter()
            .any(|w| text.contains(w))
    };
    let read = |name: &str| std::fs::read_to_string(dir.join(name)).unwrap_or_default();
    assert!(!sealed(&read("host.journal")), "{}", read("host.journal"));
    // What the host can read of its journal with everything it keeps (its .secret file): that
    // the sighted player sealed a move, not which.
    assert!(dir.join("host.journal.secret").exists());
    let at_host = super::support::journal_actions(&dir.join("host.journal"));
    let sealings: Vec<_> = at_host
        .iter()
        .filter(|(seat, action)| seat == "sighted" && !action.starts_with("vocab"))
        .collect();
    assert!(
        sealings.iter().any(|(_, action)| action == "(unread)"),
        "{at_host:?}"
    );
    assert!(
        !at_host.iter().any(|(_, action)| sealed(action)),
        "the host reads the sealed move with its secret: {at_host:?}"
    );
    // The sighted device keeps its own key, readable by its owner only.
    let own = dir.join("sighted.journal.seal-key");
    assert!(own.exists());
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt as _;
        let mode = std::fs::metadata(&own).unwrap().permissions().mode();
        assert_eq!(mode & 0o077, 0, "{mode:o}");
    }
    assert!(sealed(&read("arbiter.journal.envelope.txt")));
    assert!(!dir.join("host.journal.envelope.txt").exists());
    arbiter.say("open-envelope");
    host.expect("Umschlag");
    let before_opening = host.seen.len() - 1;
    host.expect("Springer Gustav eins Felix drei");
    assert!(
        !host.seen[..before_opening].iter().any(|l| sealed(l)),
        "the host before the opening:\n{}",
        host.seen.join("\n")
    );
    host.say("quit");
    host.say("yes");
    sighted.expect("El reloj está parado");
    arbiter.expect("The clock is stopped");
    for device in [&mut sighted, &mut arbiter] {
        device.say("quit");
        device.say("yes");
    }
    assert_eq!(host.finish(), 0);
    assert_eq!(sighted.finish(), 0);
    assert_eq!(arbiter.finish(), 0);
    assert_eq!(read("sighted.journal"), read("host.journal"));
    let _ = std::fs::remove_dir_all(&dir);
}

/// An arbiter who joins a game already adjourned gets its envelope on its own device, as at the
/// sealing.
#[test]
fn an_arbiter_joining_an_adjourned_game_gets_the_envelope() {
    let dir = scratch("remote-late-arbiter");
    let hj = path(&dir, "host.journal");
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
            "en",
            "--journal",
            s(&hj),
        ],
    );
    let first = host.expect("annabella join");
    let (code, addr) = (code_in(&first).unwrap(), addr_in(&first));
    for line in [
        "arbiter: start",
        "arbiter: adjourn tomorrow 10:00",
        "seal Springer Gustav eins Felix drei",
        "press",
    ] {
        host.say(line);
    }
    host.expect("has sealed");
    let aj = path(&dir, "arbiter.journal");
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
    arbiter.expect("The envelope (the sealed move, for the arbiter only) is written in");
    let envelope = std::fs::read_to_string(path(&dir, "arbiter.journal.envelope.txt")).unwrap();
    assert!(envelope.contains("Nf3"), "{envelope}");
    for device in [&mut arbiter, &mut host] {
        device.say("quit");
        device.say("yes");
    }
    assert_eq!(arbiter.finish(), 0);
    assert_eq!(host.finish(), 0);
    let _ = std::fs::remove_dir_all(&dir);
}
