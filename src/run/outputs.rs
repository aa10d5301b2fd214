//! What the live program does with the app's effects besides drawing: speech through the queue
//! and a backend (speech-dispatcher, espeak-ng, or none), the audio scoresheet, and sound cues.
//! Edge code: it owns devices and threads; the speech policy itself is the pure queue.

use std::{path::Path, sync::mpsc::Sender, time::Instant};

use crate::{
    app::SpeechControl,
    config::{Settings, SpeechBackend},
    earcon::Cue,
    i18n::{Arg, Lang, Localizer},
    io::{
        sound::{self, SoundNotice, SoundSink},
        speech::{
            AudioScoresheet, BackendSpec, Cause, NullSpeaker, Speaker, SpeechEvent, SpeechNotice,
            SpeechOutput, Watchdog, espeak::EspeakConfig,
        },
    },
    present::Notice,
    speech::{Priority, QueueConfig, SpeechCommand, SpeechQueue},
    table::{Seat, Urgency},
};

/// Something the devices report back to the loop.
#[derive(Debug)]
pub enum DeviceEvent {
    /// From the speech output: started, finished, a notice.
    Speech(SpeechEvent),
    /// From a chess engine's process.
    Engine(crate::io::engine::EngineEvent),
    /// From the sighted player's e-board's line.
    Eboard(crate::io::eboard::LineEvent),
}

/// The speech and sound outputs of the live program.
pub struct Outputs {
    queue: SpeechQueue,
    speaker: Box<dyn Speaker>,
    scoresheet: Option<AudioScoresheet>,
    sound: Box<dyn SoundSink + Send>,
    /// Whether the player wants cues at all (a press is then said when no sound plays).
    cues_wanted: bool,
    /// The language of UI text.
    lang: Lang,
    /// The language of move announcements (German for the Appendix D words).
    moves_lang: Lang,
    /// Messages for the user about the devices, to show once.
    pub messages: Vec<String>,
    /// The seat whose notices are spoken and sounded here: the blind player's at the table's
    /// host, the joined seat's on its own device.
    pub seat: Seat,
    /// Whether a speech device was opened (not text only): its reports then tell when speech
    /// was given.
    speaks: bool,
    /// Push-to-talk speech input (feature `asr`).
    #[cfg(feature = "asr")]
    pub(super) listener: Option<super::listen::Listener>,
    /// The devices of the table's seats besides the keyboard (the engine of a practice game).
    pub devices: super::devices::Devices,
    /// The sighted player's e-board, an input device of his seat (`--eboard`).
    pub eboard: Option<super::eboard::Eboard>,
}

impl std::fmt::Debug for Outputs {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Outputs").finish_non_exhaustive()
    }
}

impl Outputs {
    /// Opens the outputs the settings ask for; speech events are sent to `events`.
    pub fn open(
        settings: &Settings,
        record_audio: Option<&Path>,
        events: Sender<DeviceEvent>,
    ) -> Outputs {
        let text = Localizer::new(settings.lang).ok();
        let mut messages = Vec::new();
        let speech_events = events.clone();
        let sink = Box::new(move |e| {
            let _ = speech_events.send(DeviceEvent::Speech(e));
        });
        let (speaker, speaks): (Box<dyn Speaker>, bool) = if settings.backend == SpeechBackend::None
        {
            (Box::new(NullSpeaker::new(sink)), false)
        } else {
            match SpeechOutput::start(
                BackendSpec::chain(settings.backend),
                settings.voice.clone(),
                Watchdog::default(),
                sink,
            ) {
                Ok(output) => (Box::new(output), true),
                Err(e) => {
                    log_details(&format!("speech: {e}"));
                    if let Some(l) = text.as_ref() {
                        messages.push(l.text("startup-speech-failed"));
                    }
                    (Box::new(NullSpeaker::new(Box::new(|_| {}))), false)
                }
            }
        };
        let scoresheet = record_audio.and_then(|dir| {
            match AudioScoresheet::open(
                dir,
                &EspeakConfig::default(),
                settings.voice.clone(),
                Box::new(|_| {}),
            ) {
                Ok(s) => Some(s),
                Err(e) => {
                    let dir = dir.display().to_string();
                    messages.push(text.as_ref().map_or_else(
                        || format!("{dir}: {e}"),
                        |l| {
                            let reason = e.reason(l);
                            l.format(
                                "record-audio-failed",
                                &[("dir", Arg::Str(&dir)), ("reason", Arg::Str(&reason))],
                            )
                        },
                    ));
                    None
                }
            }
        });
        let (sound, notice) = sound::open(settings.earcons);
        if let (Some(n), Some(l)) = (notice, text.as_ref()) {
            messages.push(match n {
                // One sentence at the table; what the tools said goes to the log.
                SoundNotice::NoDevice(reason) => {
                    log_details(&format!("sound: {reason}"));
                    l.text("startup-sound-off")
                }
                other => other.localized(l),
            });
        }
        Outputs {
            devices: Vec::new(),
            #[cfg(feature = "asr")]
            listener: None,
            eboard: None,
            queue: SpeechQueue::new(QueueConfig {
                rate: settings.voice.rate,
                ..QueueConfig::default()
            }),
            speaker,
            speaks,
            scoresheet,
            sound,
            cues_wanted: settings.earcons,
            lang: settings.lang,
            moves_lang: crate::speech::announcement_lang(settings.style, settings.vocab),
            messages,
            seat: Seat::Blind,
        }
    }

    fn execute(&mut self, commands: Vec<SpeechCommand>) {
        if let Some(sheet) = self.scoresheet.as_mut() {
            for command in &commands {
                if let SpeechCommand::Speak(request) = command {
                    let _ = sheet.record_request(request);
                }
            }
        }
        let _ = self.speaker.execute(commands);
    }

    /// Whether a cue played here is heard (a sound device plays it).
    pub fn cues_heard(&self) -> bool {
        !self.sound.is_silent()
    }

    /// Plays a cue; when no sound plays, a clock press is said in words instead (a press must
    /// be noticed; the other cues come with a notice that says the same).
    pub fn cue(&mut self, cue: Cue, now: Instant) {
        if !self.sound.is_silent() {
            self.sound.play(cue);
        } else if self.cues_wanted
            && cue == Cue::Press
            && let Ok(l) = Localizer::new(self.lang)
        {
            let commands =
                self.queue
                    .say(l.text("cue-press-word"), self.lang, Priority::Chatter, now);
            self.execute(commands);
        }
    }

    /// Speaks what the blind seat is told and plays the cue of any notice.
    pub fn notice(&mut self, notice: &Notice, now: Instant) {
        let local = notice.to == self.seat;
        if let Some(cue) = notice.cue
            && !self.sound.is_silent()
            && (local || self.seat == Seat::Blind)
        {
            self.sound.play(cue);
        }
        if !local {
            return;
        }
        let (priority, lang) = match notice.urgency {
            Urgency::Move => (Priority::Move, self.moves_lang),
            Urgency::Alert => (Priority::Alarm, self.lang),
            Urgency::Info => (Priority::Reply, self.lang),
        };
        // Appendix D words take a German voice whatever the interface language.
        let lang = crate::speech::voice_lang_for(&notice.text, lang);
        let commands = self.queue.say(notice.text.clone(), lang, priority, now);
        self.execute(commands);
    }

    /// Stop, or step through the speech history.
    pub fn control(&mut self, control: SpeechControl, now: Instant) {
        let commands = match control {
            SpeechControl::Stop => self.queue.stop(now),
            SpeechControl::Back => self.queue.history_back(now),
            SpeechControl::Forward => self.queue.history_forward(now),
        };
        self.execute(commands);
    }

    /// A report from a device.
    pub fn device_event(&mut self, event: DeviceEvent, now: Instant) -> Option<String> {
        match event {
            DeviceEvent::Speech(SpeechEvent::Finished { id, .. }) => {
                let commands = self.queue.finished(id, now);
                self.execute(commands);
                None
            }
            DeviceEvent::Speech(SpeechEvent::Notice(n)) => {
                Localizer::new(self.lang).ok().map(|l| brief(&n, &l))
            }
            // The loop hands an engine's events to its device, the e-board's to the board.
            DeviceEvent::Speech(_) | DeviceEvent::Engine(_) | DeviceEvent::Eboard(_) => None,
        }
    }

    /// Whether speech is given by a device that reports when each utterance ends.
    pub fn speaks(&self) -> bool {
        self.speaks
    }

    /// Whether everything queued has been said (or cut off): nothing speaking, nothing waiting.
    pub fn quiet(&self) -> bool {
        self.queue.speaking().is_none() && self.queue.waiting() == 0
    }

    /// When the speech queue must next be woken.
    pub fn poll_timeout(&self) -> Option<Instant> {
        self.queue.poll_timeout()
    }

    /// What the speech queue does by `now` (a lost end, stale chatter).
    pub fn handle_timeout(&mut self, now: Instant) {
        let commands = self.queue.handle_timeout(now);
        self.execute(commands);
    }
}

/// A speech device's notice as one sentence for the table; why each backend failed, in the
/// tools' own words, goes to the log.
fn brief(notice: &SpeechNotice, l: &Localizer) -> String {
    match notice {
        SpeechNotice::Fallback { from, to, reason } => {
            log_details(&format!("speech: {}: {reason}", from.name()));
            l.format(
                "startup-speech-fallback",
                &[
                    ("from", Arg::Str(&from.localized(l))),
                    ("to", Arg::Str(&to.localized(l))),
                ],
            )
        }
        SpeechNotice::TextOnly { reasons, cause } => {
            for (backend, why) in reasons {
                log_details(&format!("speech: {}: {why}", backend.name()));
            }
            let cause = match cause {
                Cause::NotInstalled => "missing",
                Cause::NoAudio => "audio",
                Cause::Other => "other",
            };
            l.format("startup-speech-off", &[("cause", Arg::Str(cause))])
        }
    }
}

/// Where what the speech and sound tools said is kept: `devices.log` in the program's data
/// folder (beside `journals/`).
pub fn devices_log() -> Option<std::path::PathBuf> {
    crate::journal::default_dir()
        .and_then(|journals| journals.parent().map(|data| data.join("devices.log")))
}

/// Appends `line`, with the time, to the devices log; a log that cannot be written is no
/// reason to stop a game.
pub(super) fn log_details(line: &str) {
    use std::io::Write as _;
    let Some(path) = devices_log() else {
        return;
    };
    if let Some(dir) = path.parent() {
        let _ = std::fs::create_dir_all(dir);
    }
    let (y, mo, d, h, mi, s, ms) = super::wall_now().civil();
    if let Ok(mut file) = std::fs::OpenOptions::new()
        .create(true)
        .append(true)
        .open(&path)
    {
        let _ = writeln!(
            file,
            "{y:04}-{mo:02}-{d:02}T{h:02}:{mi:02}:{s:02}.{ms:03} {line}"
        );
    }
}
