//! Speech latency: from the call that queues an announcement to the speech request leaving
//! the program (target ≤ 5 ms, performance.md §2), printed as figures.
//!
//! - speech-dispatcher: a fake daemon on a local socket (tests/support/fake_ssip.rs) stamps
//!   the arrival of the `SPEAK` line and of the text; that is the request leaving annabella
//!   plus one socket hop.
//! - espeak-ng (when installed): until the text is written to the new process's standard
//!   input, seen as the `Started` event (which adds one channel hop). The benchmark runs itself
//!   again with a scratch HOME whose `.asoundrc` sends ALSA to the null device, so espeak-ng
//!   works on a machine without a sound card.
//!
//! Run with `cargo bench --bench speech`.

#[path = "../tests/support/fake_ssip.rs"]
mod fake_ssip;

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

const ROUNDS: usize = 300;
const TEXT: &str = "Springer Felix drei";
const MARK: &str = "ANNABELLA_BENCH_ESPEAK";

fn main() -> ExitCode {
    if std::env::var_os(MARK).is_some() {
        return espeak_round();
    }
    println!(
        "speech latency, {ROUNDS} announcements each, from SpeechQueue::say to the request leaving"
    );
    ssip_rounds();
    espeak_in_scratch_home();
    ExitCode::SUCCESS
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
    for _ in 0..ROUNDS {
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
        "speech-dispatcher (fake socket): text received     ",
        &mut to_text,
    );
}

/// Runs [`espeak_round`] in a child with a scratch HOME whose ALSA default is the null device.
fn espeak_in_scratch_home() {
    if EspeakConfig::default().languages().is_err() {
        println!("espeak-ng: not installed, not measured");
        return;
    }
    let home = tempfile::tempdir().expect("temporary directory");
    std::fs::write(
        home.path().join(".asoundrc"),
        "pcm.!default { type plug; slave.pcm \"null\" }\n",
    )
    .expect("write .asoundrc");
    let exe = std::env::current_exe().expect("the benchmark's own path");
    let status = Command::new(exe)
        .env(MARK, "1")
        .env("HOME", home.path())
        .status();
    if !status.as_ref().is_ok_and(|s| s.success()) {
        println!("espeak-ng: the measuring run failed ({status:?})");
    }
}

fn espeak_round() -> ExitCode {
    let (mut out, rx) = start(vec![BackendSpec::EspeakNg(EspeakConfig::default())]);
    if wait_ready(&rx) != Backend::EspeakNg {
        println!("espeak-ng: does not work here, not measured");
        return ExitCode::FAILURE;
    }
    let mut queue = SpeechQueue::new(QueueConfig::default());
    let mut started = Vec::new();
    for _ in 0..ROUNDS / 3 {
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
        "espeak-ng: process started, text on its stdin       ",
        &mut started,
    );
    ExitCode::SUCCESS
}

fn report(what: &str, samples: &mut [Duration]) {
    samples.sort();
    let at = |q: f64| samples[((samples.len() - 1) as f64 * q).round() as usize];
    let ms = |d: Duration| d.as_secs_f64() * 1000.0;
    println!(
        "{what}  min {:.3} ms  median {:.3} ms  p95 {:.3} ms  p99 {:.3} ms  max {:.3} ms  (n={})",
        ms(at(0.0)),
        ms(at(0.5)),
        ms(at(0.95)),
        ms(at(0.99)),
        ms(at(1.0)),
        samples.len()
    );
}
