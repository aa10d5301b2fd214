//! Speech latency: from the call that queues an announcement to the speech request leaving
//! the program (target ≤ 5 ms, performance.md §2), printed as figures.
//!
//! - speech-dispatcher: a fake daemon on a local socket (tests/support/fake_ssip.rs) stamps
//!   the arrival of the `SPEAK` line and of the text; that is the request leaving annabella
//!   plus one socket hop.
//! - espeak-ng (when installed): until the text is written to the new process's standard
//!   input, seen as the `Started` event (which adds one channel hop).
//! - the real speech-dispatcher (when installed): until its BEGIN event comes back, the proxy
//!   for the first audio sample that performance.md suggests (synthesis has started; on a real
//!   sound card the device's buffer comes on top).
//!
//! For the last two the benchmark runs itself again with a scratch HOME whose `.asoundrc` sends
//! ALSA to the null device (and whose speechd.conf uses ALSA), so they work on a machine without
//! a sound card; the daemon started there is killed afterwards, by its pid file.
//!
//! Run with `cargo bench --bench speech` (`ANNABELLA_BENCH_SHORT=1`: a tenth of the rounds, and
//! espeak-ng or speech-dispatcher not working is a failure).

#[path = "../tests/support/fake_ssip.rs"]
mod fake_ssip;
#[path = "support/short.rs"]
#[allow(dead_code)]
mod short;

use std::{
    process::{Command, ExitCode},
    sync::mpsc::{self, Receiver},
    time::{Duration, Instant},
};

use annabella::{
    i18n::Lang,
    io::speech::{
        Backend, BackendSpec, Speaker, SpeechEvent, SpeechOutput, Watchdog, espeak::EspeakConfig,
        ssip::SsipConfig,
    },
    speech::{Priority, QueueConfig, SpeechQueue, VoiceSettings},
};
use fake_ssip::{Behaviour, FakeSsip};

/// Announcements timed through the fake socket (a third of them through each real backend).
fn rounds() -> usize {
    short::count(300, 30)
}

const TEXT: &str = "Springer Felix drei";
const MARK: &str = "ANNABELLA_BENCH_BACKEND";

fn main() -> ExitCode {
    match std::env::var(MARK).as_deref() {
        Ok("espeak-ng") => return espeak_round(),
        Ok("speech-dispatcher") => return speechd_round(),
        _ => {}
    }
    println!(
        "speech latency, {} announcements each, from SpeechQueue::say to the request leaving",
        rounds()
    );
    ssip_rounds();
    let missed: Vec<String> = ["espeak-ng", "speech-dispatcher"]
        .into_iter()
        .filter_map(|backend| {
            let why = in_scratch_home(backend).err()?;
            Some(format!("{backend} ({why})"))
        })
        .collect();
    if missed.is_empty() {
        ExitCode::SUCCESS
    } else {
        short::not_measured(&missed.join(", "))
    }
}

fn start(chain: Vec<BackendSpec>) -> (SpeechOutput, Receiver<SpeechEvent>) {
    let (tx, rx) = mpsc::channel();
    let sink = Box::new(move |e| {
        let _ = tx.send(e);
    });
    let out = SpeechOutput::start(chain, VoiceSettings::default(), Watchdog::default(), sink)
        .expect("start the speech thread");
    (out, rx)
}

fn wait_ready(rx: &Receiver<SpeechEvent>) -> Backend {
    loop {
        match rx
            .recv_timeout(Duration::from_secs(10))
            .expect("speech output ready")
        {
            SpeechEvent::Ready(b) => return b,
            SpeechEvent::Notice(n) => eprintln!("notice: {n:?}"),
            _ => {}
        }
    }
}

/// Feeds events back to the queue until it is idle.
fn drain(queue: &mut SpeechQueue, out: &mut SpeechOutput, rx: &Receiver<SpeechEvent>) {
    while queue.speaking().is_some() {
        if let Ok(SpeechEvent::Finished { id, .. }) = rx.recv_timeout(Duration::from_secs(10)) {
            out.execute(queue.finished(id, Instant::now()))
                .expect("speaker alive");
        }
    }
}

fn ssip_rounds() {
    let fake = FakeSsip::start(Behaviour::Speaks);
    let spec = BackendSpec::SpeechDispatcher(SsipConfig {
        socket: fake.socket.clone(),
        spawn: false,
        reply_within: Duration::from_secs(2),
        probe_within: Duration::from_secs(2),
    });
    let (mut out, rx) = start(vec![spec]);
    assert_eq!(wait_ready(&rx), Backend::SpeechDispatcher);
    let mut queue = SpeechQueue::new(QueueConfig::default());
    let (mut to_speak, mut to_text) = (Vec::new(), Vec::new());
    for _ in 0..rounds() {
        let seen = fake.received().len();
        let t0 = Instant::now();
        let commands = queue.say(TEXT, Lang::De, Priority::Move, t0);
        out.execute(commands).expect("speaker alive");
        let (speak_at, text_at) = loop {
            let got = fake.received();
            let new = got.get(seen..).unwrap_or_default();
            let speak = new.iter().find(|r| r.line == "SPEAK").map(|r| r.at);
            let text = new.iter().find(|r| r.line == TEXT).map(|r| r.at);
            if let (Some(s), Some(t)) = (speak, text) {
                break (s, t);
            }
            std::thread::sleep(Duration::from_micros(50));
        };
        to_speak.push(speak_at - t0);
        to_text.push(text_at - t0);
        drain(&mut queue, &mut out, &rx);
    }
    report(
        "speech-dispatcher (fake socket): SPEAK line received",
        &mut to_speak,
    );
    report(
        "speech-dispatcher (fake socket): text received",
        &mut to_text,
    );
}

/// Runs the round for `backend` in a child with a scratch HOME whose ALSA default is the null
/// device and whose speech-dispatcher uses ALSA; says why when it could not measure.
fn in_scratch_home(backend: &str) -> Result<(), String> {
    let home = tempfile::tempdir().expect("temporary directory");
    let null = "pcm.!default { type plug; slave.pcm \"null\" }\n";
    std::fs::write(home.path().join(".asoundrc"), null).expect("write .asoundrc");
    if let Ok(stock) = std::fs::read_to_string("/etc/speech-dispatcher/speechd.conf") {
        let dir = home.path().join(".config/speech-dispatcher");
        std::fs::create_dir_all(&dir).expect("create the speechd config directory");
        let conf: String = stock
            .lines()
            .filter(|l| !l.trim_start().starts_with("AudioOutputMethod"))
            .chain(["AudioOutputMethod \"alsa\""])
            .map(|l| format!("{l}\n"))
            .collect();
        std::fs::write(dir.join("speechd.conf"), conf).expect("write speechd.conf");
    }
    let exe = std::env::current_exe().expect("the benchmark's own path");
    let status = Command::new(exe)
        .env(MARK, backend)
        .env("HOME", home.path())
        .env_remove("XDG_RUNTIME_DIR")
        .env_remove("SPEECHD_ADDRESS")
        .status();
    let pid_file = home
        .path()
        .join(".cache/speech-dispatcher/pid/speech-dispatcher.pid");
    if let Ok(pid) = std::fs::read_to_string(pid_file) {
        let _ = Command::new("kill").args(["-9", pid.trim()]).status();
    }
    match status {
        Ok(s) if s.success() => Ok(()),
        Ok(s) => Err(s.to_string()),
        Err(e) => Err(e.to_string()),
    }
}

fn speechd_round() -> ExitCode {
    let Some(config) = SsipConfig::from_env() else {
        println!("speech-dispatcher: no home directory");
        return ExitCode::FAILURE;
    };
    let (mut out, rx) = start(vec![BackendSpec::SpeechDispatcher(config)]);
    if wait_ready(&rx) != Backend::SpeechDispatcher {
        println!("speech-dispatcher: not installed or not working here");
        return ExitCode::FAILURE;
    }
    let mut queue = SpeechQueue::new(QueueConfig::default());
    let mut begun = Vec::new();
    for _ in 0..rounds() / 3 {
        let t0 = Instant::now();
        out.execute(queue.say(TEXT, Lang::De, Priority::Move, t0))
            .expect("speaker alive");
        loop {
            match rx
                .recv_timeout(Duration::from_secs(10))
                .expect("speech-dispatcher events")
            {
                SpeechEvent::Started { .. } => {
                    begun.push(t0.elapsed());
                    break;
                }
                SpeechEvent::Notice(n) => {
                    println!("speech-dispatcher: {n:?}");
                    return ExitCode::FAILURE;
                }
                _ => {}
            }
        }
        drain(&mut queue, &mut out, &rx);
    }
    report(
        "speech-dispatcher (real daemon): BEGIN event back",
        &mut begun,
    );
    ExitCode::SUCCESS
}

fn espeak_round() -> ExitCode {
    let (mut out, rx) = start(vec![BackendSpec::EspeakNg(EspeakConfig::default())]);
    if wait_ready(&rx) != Backend::EspeakNg {
        println!("espeak-ng: does not work here, not measured");
        return ExitCode::FAILURE;
    }
    let mut queue = SpeechQueue::new(QueueConfig::default());
    let mut started = Vec::new();
    for _ in 0..rounds() / 3 {
        let t0 = Instant::now();
        out.execute(queue.say(TEXT, Lang::De, Priority::Move, t0))
            .expect("speaker alive");
        loop {
            match rx
                .recv_timeout(Duration::from_secs(10))
                .expect("espeak-ng events")
            {
                SpeechEvent::Started { .. } => {
                    started.push(t0.elapsed());
                    break;
                }
                SpeechEvent::Notice(n) => {
                    println!("espeak-ng: {n:?}");
                    return ExitCode::FAILURE;
                }
                SpeechEvent::Finished { id, .. } => {
                    out.execute(queue.finished(id, Instant::now()))
                        .expect("speaker alive");
                }
                SpeechEvent::Ready(_) => {}
            }
        }
        drain(&mut queue, &mut out, &rx);
    }
    report(
        "espeak-ng: process started, text on its stdin",
        &mut started,
    );
    ExitCode::SUCCESS
}

fn report(what: &str, samples: &mut [Duration]) {
    samples.sort();
    let at = |q: f64| samples[((samples.len() - 1) as f64 * q).round() as usize];
    let ms = |d: Duration| d.as_secs_f64() * 1000.0;
    println!(
        "{what:<52} min {:.3} ms  median {:.3} ms  p95 {:.3} ms  p99 {:.3} ms  max {:.3} ms  (n={})",
        ms(at(0.0)),
        ms(at(0.5)),
        ms(at(0.95)),
        ms(at(0.99)),
        ms(at(1.0)),
        samples.len()
    );
}
