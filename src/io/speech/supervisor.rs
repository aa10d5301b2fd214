//! The speech worker thread: drives one backend at a time, watches it, and falls back.
//!
//! [`SpeechOutput`] is the handle the program holds; its calls only send a message to the
//! worker. The worker owns the current backend (a [`Driver`]) and a chain of fallbacks. A
//! backend that cannot be opened is skipped silently; one that fails or hangs while in use (no
//! start within [`Watchdog::start_within`], no end long after the utterance should be over) is
//! dropped, the user gets one [`SpeechNotice`], and the utterance is said again by the next backend,
//! so a move is never lost. The end of the chain is always text only.

use std::{
    collections::VecDeque,
    fmt,
    sync::mpsc::{self, Receiver, RecvTimeoutError, Sender},
    thread,
    time::{Duration, Instant},
};

#[cfg(unix)]
use super::ssip::SsipDriver;
#[cfg(feature = "tts")]
use super::tts::TtsDriver;
use super::{
    Backend, BackendError, Cause, EventSink, Speaker, SpeechError, SpeechEvent, SpeechNotice,
    driver::{Driver, DriverEvent, DriverSink, Token},
    espeak::{EspeakConfig, EspeakDriver},
    ssip::SsipConfig,
};
use crate::{
    config::SpeechBackend,
    speech::{SpeechRequest, VoiceSettings, estimated_duration},
};

/// A backend to try, with its configuration.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum BackendSpec {
    /// speech-dispatcher.
    SpeechDispatcher(SsipConfig),
    /// espeak-ng.
    EspeakNg(EspeakConfig),
    /// The `tts` crate's engine (feature `tts`): the platform's own on Windows and macOS,
    /// speech-dispatcher through libspeechd on Linux.
    Tts,
    /// Text only.
    Null,
}

impl BackendSpec {
    /// The backend this opens.
    pub fn backend(&self) -> Backend {
        match self {
            BackendSpec::SpeechDispatcher(_) => Backend::SpeechDispatcher,
            BackendSpec::EspeakNg(_) => Backend::EspeakNg,
            BackendSpec::Tts => Backend::Tts,
            BackendSpec::Null => Backend::Null,
        }
    }

    /// The chain for a settings choice, always ending in text only. For `auto`: on Windows and
    /// macOS with the `tts` feature the platform's engine, elsewhere speech-dispatcher; then
    /// espeak-ng.
    pub fn chain(choice: SpeechBackend) -> Vec<BackendSpec> {
        let ssip = || SsipConfig::from_env().map(BackendSpec::SpeechDispatcher);
        let espeak = || Some(BackendSpec::EspeakNg(EspeakConfig::default()));
        let native = if cfg!(all(feature = "tts", any(windows, target_os = "macos"))) {
            Some(BackendSpec::Tts)
        } else {
            ssip()
        };
        let chain = match choice {
            SpeechBackend::Auto => vec![native, espeak()],
            SpeechBackend::SpeechDispatcher => vec![ssip()],
            SpeechBackend::EspeakNg => vec![espeak()],
            SpeechBackend::Tts => vec![Some(BackendSpec::Tts)],
            SpeechBackend::None => vec![],
        };
        chain
            .into_iter()
            .flatten()
            .chain([BackendSpec::Null])
            .collect()
    }
}

/// How long a backend may take before it counts as hung.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Watchdog {
    /// From handing over an utterance to the backend saying it started.
    pub start_within: Duration,
    /// Added to twice the utterance's estimated duration, from its start to its end. Generous,
    /// because a false alarm means the utterance is said twice.
    pub end_slack: Duration,
}

impl Default for Watchdog {
    fn default() -> Self {
        Watchdog {
            start_within: Duration::from_secs(1),
            end_slack: Duration::from_secs(2),
        }
    }
}

/// A sink that stamps a driver's events with its generation, so that reports from a replaced
/// driver are ignored.
fn sink_for(tx: &Sender<Inbox>, generation: u64) -> DriverSink {
    let tx = tx.clone();
    DriverSink::new(move |event| {
        // A worker that is gone no longer cares.
        let _ = tx.send(Inbox::Driver { generation, event });
    })
}

/// The worker's messages.
#[derive(Debug)]
enum Inbox {
    Speak(SpeechRequest),
    Stop,
    Voice(VoiceSettings),
    Driver { generation: u64, event: DriverEvent },
    Shutdown,
}

/// Text only, inside the worker: every utterance starts and ends at once.
struct NullDriver {
    sink: DriverSink,
    next: u64,
}

impl Driver for NullDriver {
    fn speak(&mut self, _: &SpeechRequest, _: &VoiceSettings) -> Result<Token, BackendError> {
        self.next += 1;
        let token = Token(self.next);
        self.sink.send(DriverEvent::Begin(token));
        self.sink.send(DriverEvent::End(token));
        Ok(token)
    }

    fn cancel(&mut self) -> Result<(), BackendError> {
        Ok(())
    }

    fn set_voice(&mut self, _: &VoiceSettings) -> Result<(), BackendError> {
        Ok(())
    }
}

/// The speech output: a worker thread with a backend chain. See the module documentation.
pub struct SpeechOutput {
    tx: Sender<Inbox>,
}

impl fmt::Debug for SpeechOutput {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("SpeechOutput").finish_non_exhaustive()
    }
}

impl SpeechOutput {
    /// Starts the worker, which opens the first working backend of `chain` (text only if none
    /// works) and reports through `events`; returns at once.
    ///
    /// Requests made before a backend is open wait in the worker's queue.
    ///
    /// # Errors
    ///
    /// The system refused to start a thread.
    pub fn start(
        chain: Vec<BackendSpec>,
        voice: VoiceSettings,
        watchdog: Watchdog,
        events: EventSink,
    ) -> std::io::Result<SpeechOutput> {
        let (tx, rx) = mpsc::channel();
        let worker_tx = tx.clone();
        thread::Builder::new()
            .name("annabella-speech".into())
            .spawn(move || {
                Worker::open(rx, worker_tx, chain, voice, watchdog, events).run();
            })?;
        Ok(SpeechOutput { tx })
    }

    fn send(&self, message: Inbox) -> Result<(), SpeechError> {
        self.tx.send(message).map_err(|_| SpeechError::Closed)
    }
}

impl Speaker for SpeechOutput {
    fn speak(&mut self, request: SpeechRequest) -> Result<(), SpeechError> {
        self.send(Inbox::Speak(request))
    }

    fn stop(&mut self) -> Result<(), SpeechError> {
        self.send(Inbox::Stop)
    }

    fn set_voice(&mut self, settings: &VoiceSettings) -> Result<(), SpeechError> {
        self.send(Inbox::Voice(settings.clone()))
    }
}

impl Drop for SpeechOutput {
    fn drop(&mut self) {
        // The worker silences the backend and ends; it is not joined, since a backend call may
        // take up to its time limit and quitting must not wait for that.
        let _ = self.tx.send(Inbox::Shutdown);
    }
}

/// The utterance the backend is saying.
struct Active {
    request: SpeechRequest,
    token: Token,
    sent: Instant,
    begun: Option<Instant>,
}

struct Worker {
    rx: Receiver<Inbox>,
    tx: Sender<Inbox>,
    chain: VecDeque<BackendSpec>,
    driver: Box<dyn Driver>,
    backend: Backend,
    generation: u64,
    active: Option<Active>,
    backlog: VecDeque<SpeechRequest>,
    voice: VoiceSettings,
    watchdog: Watchdog,
    events: EventSink,
    failures: Vec<(Backend, String)>,
    /// The cause of each failure, beside it.
    causes: Vec<Cause>,
    /// A fallback to tell the user about once the new backend has said something: if it fails
    /// too, the single text-only notice says it all.
    untold: Option<SpeechNotice>,
}

impl Worker {
    /// Opens the first backend of the chain that works.
    fn open(
        rx: Receiver<Inbox>,
        tx: Sender<Inbox>,
        chain: Vec<BackendSpec>,
        voice: VoiceSettings,
        watchdog: Watchdog,
        events: EventSink,
    ) -> Worker {
        let null = Box::new(NullDriver {
            sink: sink_for(&tx, 0),
            next: 0,
        });
        let mut worker = Worker {
            rx,
            tx,
            chain: chain.into(),
            driver: null,
            backend: Backend::Null,
            generation: 0,
            active: None,
            backlog: VecDeque::new(),
            voice,
            watchdog,
            events,
            failures: Vec::new(),
            causes: Vec::new(),
            untold: None,
        };
        worker.next_backend();
        if worker.backend == Backend::Null && !worker.failures.is_empty() {
            let notice = worker.text_only();
            (worker.events)(SpeechEvent::Notice(notice));
        }
        (worker.events)(SpeechEvent::Ready(worker.backend));
        worker
    }

    /// Replaces the driver with the next one in the chain that opens; text only at the end.
    fn next_backend(&mut self) {
        while let Some(spec) = self.chain.pop_front() {
            // A new generation per attempt: a backend that failed to open may still report
            // from its threads (a closed connection), and must not be taken for the next one.
            self.generation += 1;
            let sink = sink_for(&self.tx, self.generation);
            let opened: Result<Box<dyn Driver>, BackendError> = match &spec {
                #[cfg(unix)]
                BackendSpec::SpeechDispatcher(c) => {
                    SsipDriver::connect(c, sink, &self.voice).map(|d| Box::new(d) as _)
                }
                #[cfg(not(unix))]
                BackendSpec::SpeechDispatcher(_) => Err(BackendError::Unsupported),
                BackendSpec::EspeakNg(c) => {
                    EspeakDriver::open(c, sink).map(|d| Box::new(d) as Box<dyn Driver>)
                }
                #[cfg(feature = "tts")]
                BackendSpec::Tts => {
                    TtsDriver::open(sink, &self.voice).map(|d| Box::new(d) as Box<dyn Driver>)
                }
                #[cfg(not(feature = "tts"))]
                BackendSpec::Tts => Err(BackendError::Unsupported),
                BackendSpec::Null => Ok(Box::new(NullDriver { sink, next: 0 })),
            };
            match opened {
                Ok(driver) => {
                    self.driver = driver;
                    self.backend = spec.backend();
                    return;
                }
                Err(e) => {
                    self.failures.push((spec.backend(), e.to_string()));
                    self.causes.push(e.cause());
                }
            }
        }
        self.generation += 1;
        let sink = sink_for(&self.tx, self.generation);
        self.driver = Box::new(NullDriver { sink, next: 0 });
        self.backend = Backend::Null;
    }

    fn run(mut self) {
        loop {
            let message = match self.deadline() {
                Some(deadline) => {
                    let wait = deadline.saturating_duration_since(Instant::now());
                    match self.rx.recv_timeout(wait) {
                        Ok(m) => m,
                        Err(RecvTimeoutError::Timeout) => {
                            self.overdue();
                            continue;
                        }
                        Err(RecvTimeoutError::Disconnected) => break,
                    }
                }
                None => match self.rx.recv() {
                    Ok(m) => m,
                    Err(_) => break,
                },
            };
            match message {
                Inbox::Speak(request) => {
                    if request.interrupt {
                        self.silence();
                        self.start(request);
                    } else if self.active.is_some() {
                        self.backlog.push_back(request);
                    } else {
                        self.start(request);
                    }
                }
                Inbox::Stop => self.silence(),
                Inbox::Voice(voice) => {
                    self.voice = voice;
                    if let Err(e) = self.driver.set_voice(&self.voice) {
                        self.fail_on(&e);
                    }
                }
                Inbox::Driver { generation, event } if generation == self.generation => {
                    self.driver_event(event);
                }
                Inbox::Driver { .. } => {}
                Inbox::Shutdown => {
                    let _ = self.driver.cancel();
                    break;
                }
            }
        }
    }

    /// When the watchdog fires for the active utterance.
    fn deadline(&self) -> Option<Instant> {
        let a = self.active.as_ref()?;
        Some(match a.begun {
            None => a.sent + self.watchdog.start_within,
            Some(begun) => {
                begun
                    + 2 * estimated_duration(&a.request.text, self.voice.rate)
                    + self.watchdog.end_slack
            }
        })
    }

    fn overdue(&mut self) {
        let Some(a) = &self.active else { return };
        if self.deadline().is_some_and(|d| d > Instant::now()) {
            return;
        }
        let error = match a.begun {
            None => BackendError::NoStart(self.watchdog.start_within),
            Some(begun) => BackendError::NoEnd(begun.elapsed()),
        };
        self.fail_on(&error);
    }

    fn driver_event(&mut self, event: DriverEvent) {
        match event {
            DriverEvent::Begin(token) => {
                if let Some(a) = self
                    .active
                    .as_mut()
                    .filter(|a| a.token == token && a.begun.is_none())
                {
                    a.begun = Some(Instant::now());
                    let id = a.request.id;
                    (self.events)(SpeechEvent::Started {
                        id,
                        backend: self.backend,
                    });
                }
            }
            DriverEvent::End(token) => {
                if self.active.as_ref().is_some_and(|a| a.token == token) {
                    if let Some(notice) = self.untold.take() {
                        (self.events)(SpeechEvent::Notice(notice));
                    }
                    self.finish_active();
                    if let Some(next) = self.backlog.pop_front() {
                        self.start(next);
                    }
                }
            }
            DriverEvent::Failed(reason, cause) => self.fail(reason, cause),
        }
    }

    fn start(&mut self, request: SpeechRequest) {
        match self.driver.speak(&request, &self.voice) {
            Ok(token) => {
                self.active = Some(Active {
                    request,
                    token,
                    sent: Instant::now(),
                    begun: None,
                });
            }
            Err(e) => {
                self.backlog.push_front(request);
                self.fail_on(&e);
            }
        }
    }

    /// Reports the active utterance as ended.
    fn finish_active(&mut self) {
        if let Some(a) = self.active.take() {
            (self.events)(SpeechEvent::Finished {
                id: a.request.id,
                backend: self.backend,
            });
        }
    }

    /// Cuts off the active utterance and drops the backlog; each gets its end report.
    fn silence(&mut self) {
        let was_active = self.active.is_some();
        self.finish_active();
        for r in std::mem::take(&mut self.backlog) {
            (self.events)(SpeechEvent::Finished {
                id: r.id,
                backend: self.backend,
            });
        }
        if was_active && let Err(e) = self.driver.cancel() {
            self.fail_on(&e);
        }
    }

    /// [`Worker::fail`] for an error.
    fn fail_on(&mut self, error: &BackendError) {
        self.fail(error.to_string(), error.cause());
    }

    /// The notice that speech is off, with every reason so far.
    fn text_only(&self) -> SpeechNotice {
        SpeechNotice::TextOnly {
            reasons: self.failures.clone(),
            cause: Cause::of_all(self.causes.iter().copied()),
        }
    }

    /// The current backend failed: tell the user, switch to the next one, and say again what
    /// was being said.
    fn fail(&mut self, reason: String, cause: Cause) {
        let from = self.backend;
        let _ = self.driver.cancel();
        self.failures.push((from, reason.clone()));
        self.causes.push(cause);
        if let Some(a) = self.active.take() {
            self.backlog.push_front(a.request);
        }
        self.next_backend();
        if self.backend == Backend::Null {
            self.untold = None;
            let notice = self.text_only();
            (self.events)(SpeechEvent::Notice(notice));
        } else {
            self.untold = Some(SpeechNotice::Fallback {
                from,
                to: self.backend,
                reason,
            });
        }
        (self.events)(SpeechEvent::Ready(self.backend));
        if let Some(next) = self.backlog.pop_front() {
            self.start(next);
        }
    }
}
