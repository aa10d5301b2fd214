//! The speech output against a fake speech-dispatcher: what goes over the socket, and the
//! watchdog's fallbacks when the daemon never starts, never ends or hangs up.
//!
//! These waits are bounded only so a broken build cannot hang the suite; nothing is timed.

use std::{
    sync::mpsc::{self, Receiver},
    time::{Duration, Instant},
};

use annabella::{
    i18n::Lang,
    io::speech::{
        Backend, BackendSpec, Speaker, SpeechEvent, SpeechNotice, SpeechOutput, Watchdog,
        ssip::SsipConfig,
    },
    speech::{Priority, QueueConfig, SpeechCommand, SpeechQueue, VoiceSettings},
};

use crate::support::fake_ssip::{Behaviour, FakeSsip};

/// Long enough for any machine; only reached when something is broken.
const PATIENCE: Duration = Duration::from_secs(20);

fn ssip(fake: &FakeSsip) -> BackendSpec {
    BackendSpec::SpeechDispatcher(SsipConfig {
        socket: fake.socket.clone(),
        spawn: false,
        reply_within: Duration::from_secs(2),
        probe_within: Duration::from_secs(2),
    })
}

/// Short watchdog times so the fallback tests finish quickly.
fn quick() -> Watchdog {
    Watchdog {
        start_within: Duration::from_millis(200),
        end_slack: Duration::from_millis(200),
    }
}

fn start(chain: Vec<BackendSpec>) -> (SpeechOutput, Receiver<SpeechEvent>) {
    let (tx, rx) = mpsc::channel();
    let sink = Box::new(move |e| {
        let _ = tx.send(e);
    });
    let output = SpeechOutput::start(chain, VoiceSettings::default(), quick(), sink)
        .expect("start the speech thread");
    (output, rx)
}

/// Runs the queue and the output until the queue is idle; returns every event seen.
fn run(
    queue: &mut SpeechQueue,
    out: &mut SpeechOutput,
    rx: &Receiver<SpeechEvent>,
) -> Vec<SpeechEvent> {
    let give_up = Instant::now() + PATIENCE;
    let mut seen = Vec::new();
    while queue.speaking().is_some() {
        let event = rx
            .recv_timeout(give_up.saturating_duration_since(Instant::now()))
            .expect("the speech output reports the end of every utterance");
        if let SpeechEvent::Finished { id, .. } = &event {
            out.execute(queue.finished(*id, Instant::now()))
                .expect("speaker alive");
        }
        seen.push(event);
    }
    seen
}

fn say(queue: &mut SpeechQueue, out: &mut SpeechOutput, text: &str, p: Priority) {
    let commands = queue.say(text, Lang::De, p, Instant::now());
    out.execute(commands).expect("speaker alive");
}

fn finished_by(events: &[SpeechEvent]) -> Vec<Backend> {
    events
        .iter()
        .filter_map(|e| match e {
            SpeechEvent::Finished { backend, .. } => Some(*backend),
            _ => None,
        })
        .collect()
}

fn notices(events: &[SpeechEvent]) -> Vec<&SpeechNotice> {
    events
        .iter()
        .filter_map(|e| match e {
            SpeechEvent::Notice(n) => Some(n),
            _ => None,
        })
        .collect()
}

#[test]
fn speaks_german_words_through_speech_dispatcher() {
    let fake = FakeSsip::start(Behaviour::Speaks);
    let (mut out, rx) = start(vec![ssip(&fake), BackendSpec::Null]);
    let mut queue = SpeechQueue::new(QueueConfig::default());
    say(&mut queue, &mut out, "Springer Felix drei", Priority::Move);
    say(&mut queue, &mut out, ".5 Sekunden", Priority::Chatter);
    let events = run(&mut queue, &mut out, &rx);
    assert_eq!(
        events.first(),
        Some(&SpeechEvent::Ready(Backend::SpeechDispatcher))
    );
    assert_eq!(finished_by(&events), [Backend::SpeechDispatcher; 2]);
    assert!(notices(&events).is_empty(), "{events:?}");
    let lines = fake.lines();
    let after_probe: Vec<&str> = lines
        .iter()
        .skip_while(|l| l.as_str() != " ")
        .skip(2)
        .map(String::as_str)
        .collect();
    assert_eq!(
        after_probe,
        [
            "SET self LANGUAGE de",
            "SPEAK",
            "Springer Felix drei",
            ".",
            "SET self PRIORITY text",
            "SPEAK",
            "..5 Sekunden",
            ".",
        ],
        "the language is set once; announcements keep the probe's 'message' priority"
    );
}

#[test]
fn a_voice_variant_selects_the_daemons_voice_for_the_language() {
    let fake = FakeSsip::start(Behaviour::Speaks);
    let (tx, rx) = mpsc::channel();
    let sink = Box::new(move |e| {
        let _ = tx.send(e);
    });
    let voice = VoiceSettings {
        voice: Some("adam".into()),
        ..VoiceSettings::default()
    };
    let mut out = SpeechOutput::start(vec![ssip(&fake)], voice, quick(), sink).expect("start");
    let mut queue = SpeechQueue::new(QueueConfig::default());
    say(&mut queue, &mut out, "Springer Felix drei", Priority::Move);
    run(&mut queue, &mut out, &rx);
    assert!(
        fake.lines()
            .contains(&"SET self SYNTHESIS_VOICE German+Adam".to_owned())
    );
}

#[test]
fn an_alarm_cancels_the_daemons_speech_and_the_move_is_said_again() {
    let fake = FakeSsip::start(Behaviour::Speaks);
    let (mut out, rx) = start(vec![ssip(&fake)]);
    let mut queue = SpeechQueue::new(QueueConfig::default());
    say(&mut queue, &mut out, "Springer Felix drei", Priority::Move);
    say(&mut queue, &mut out, "Zeit abgelaufen", Priority::Alarm);
    run(&mut queue, &mut out, &rx);
    let spoken: Vec<String> = fake
        .lines()
        .into_iter()
        .filter(|l| ["CANCEL self", "Springer Felix drei", "Zeit abgelaufen"].contains(&l.as_str()))
        .collect();
    // Whether the daemon had already finished the move when the alarm came depends on
    // timing (then there is nothing to cancel); either way the move is said in full after it.
    let (m, c, z) = ("Springer Felix drei", "CANCEL self", "Zeit abgelaufen");
    assert!(spoken == [m, c, z, m] || spoken == [m, z, m], "{spoken:?}");
}

#[test]
fn a_daemon_that_never_ends_falls_back_and_the_move_is_not_lost() {
    let fake = FakeSsip::start(Behaviour::NeverEnds);
    let (mut out, rx) = start(vec![ssip(&fake), BackendSpec::Null]);
    let mut queue = SpeechQueue::new(QueueConfig::default());
    say(&mut queue, &mut out, "Springer Felix drei", Priority::Move);
    let events = run(&mut queue, &mut out, &rx);
    assert_eq!(
        finished_by(&events),
        [Backend::Null],
        "said again by the fallback"
    );
    let n = notices(&events);
    assert!(
        matches!(n.as_slice(), [SpeechNotice::TextOnly { reasons, .. }]
            if reasons.len() == 1 && reasons[0].0 == Backend::SpeechDispatcher
                && reasons[0].1.contains("did not finish speaking")),
        "one notice: {n:?}"
    );
}

#[test]
fn a_daemon_that_never_starts_falls_back() {
    let fake = FakeSsip::start(Behaviour::NeverStarts);
    let (mut out, rx) = start(vec![ssip(&fake), BackendSpec::Null]);
    let mut queue = SpeechQueue::new(QueueConfig::default());
    say(&mut queue, &mut out, "Bauer Eva vier", Priority::Move);
    let events = run(&mut queue, &mut out, &rx);
    assert_eq!(finished_by(&events), [Backend::Null]);
    assert!(
        matches!(notices(&events).as_slice(), [SpeechNotice::TextOnly { reasons, .. }]
            if reasons[0].1.contains("did not start speaking")),
        "{events:?}"
    );
}

#[test]
fn a_daemon_that_hangs_up_falls_back() {
    let fake = FakeSsip::start(Behaviour::HangsUp);
    let (mut out, rx) = start(vec![ssip(&fake), BackendSpec::Null]);
    let mut queue = SpeechQueue::new(QueueConfig::default());
    say(&mut queue, &mut out, "Dame David acht", Priority::Move);
    let events = run(&mut queue, &mut out, &rx);
    assert_eq!(finished_by(&events), [Backend::Null]);
    assert_eq!(notices(&events).len(), 1, "{events:?}");
}

#[test]
fn nothing_listening_means_text_only_with_one_notice() {
    let dir = tempfile::tempdir().expect("temporary directory");
    let spec = BackendSpec::SpeechDispatcher(SsipConfig {
        socket: dir.path().join("nobody.sock"),
        spawn: false,
        reply_within: Duration::from_secs(1),
        probe_within: Duration::from_secs(1),
    });
    let (mut out, rx) = start(vec![spec, BackendSpec::Null]);
    let mut queue = SpeechQueue::new(QueueConfig::default());
    say(&mut queue, &mut out, "Kurze Rochade", Priority::Move);
    let events = run(&mut queue, &mut out, &rx);
    assert_eq!(finished_by(&events), [Backend::Null]);
    assert_eq!(
        events
            .iter()
            .filter(|e| matches!(e, SpeechEvent::Notice(_)))
            .count(),
        1,
        "{events:?}"
    );
    assert!(events.contains(&SpeechEvent::Ready(Backend::Null)));
}

#[test]
fn stop_cancels_and_reports_the_end() {
    let fake = FakeSsip::start(Behaviour::NeverEnds);
    let (tx, rx) = mpsc::channel();
    let sink = Box::new(move |e| {
        let _ = tx.send(e);
    });
    // A long watchdog: the stop must end the utterance, not the fallback.
    let patient = Watchdog {
        start_within: PATIENCE,
        end_slack: PATIENCE,
    };
    let mut out = SpeechOutput::start(vec![ssip(&fake)], VoiceSettings::default(), patient, sink)
        .expect("start");
    let mut queue = SpeechQueue::new(QueueConfig::default());
    say(&mut queue, &mut out, "Springer Felix drei", Priority::Move);
    let started = rx.recv_timeout(PATIENCE).expect("events");
    assert_eq!(started, SpeechEvent::Ready(Backend::SpeechDispatcher));
    assert!(matches!(
        rx.recv_timeout(PATIENCE),
        Ok(SpeechEvent::Started { .. })
    ));
    assert_eq!(queue.stop(Instant::now()), [SpeechCommand::Stop]);
    out.stop().expect("speaker alive");
    assert!(matches!(
        rx.recv_timeout(PATIENCE),
        Ok(SpeechEvent::Finished { .. })
    ));
    let give_up = Instant::now() + PATIENCE;
    while !fake.lines().contains(&"CANCEL self".to_owned()) {
        assert!(
            Instant::now() < give_up,
            "CANCEL never sent: {:?}",
            fake.lines()
        );
        std::thread::sleep(Duration::from_millis(5));
    }
}
