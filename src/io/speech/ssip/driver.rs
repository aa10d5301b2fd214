//! The connection to speech-dispatcher over its Unix socket (Unix only): a reader thread sorts
//! replies from events, the driver writes requests, and a silent probe at connection finds a
//! daemon that cannot play audio.

use std::{
    io::{self, BufRead, BufReader, Write},
    net::Shutdown,
    os::unix::net::UnixStream,
    process::{Command, Stdio},
    sync::{
        Arc, Mutex, PoisonError,
        mpsc::{self, Receiver, RecvTimeoutError, Sender},
    },
    thread,
    time::{Duration, Instant},
};

use super::{
    Reply, ReplyParser, SsipConfig, SynthesisVoice, escape_text, event_of, parse_voice,
    ssip_priority,
};
use crate::{
    io::{
        process::wait_with_limit,
        speech::{
            BackendError,
            driver::{Driver, DriverEvent, DriverSink, Token},
        },
    },
    speech::{SpeechRequest, VoiceSettings, pick_voice_language},
};

/// A live connection to speech-dispatcher.
pub(in crate::io::speech) struct SsipDriver {
    stream: UnixStream,
    replies: Receiver<Reply>,
    reply_within: Duration,
    voices: Vec<SynthesisVoice>,
    langs: Vec<String>,
    lang: Option<&'static str>,
    voice_name: Option<String>,
    priority: Option<&'static str>,
}

impl SsipDriver {
    /// Connects (starting the daemon if asked and needed), turns on the begin and end events
    /// and reads the voice list.
    pub(in crate::io::speech) fn connect(
        config: &SsipConfig,
        sink: DriverSink,
        voice: &VoiceSettings,
    ) -> Result<SsipDriver, BackendError> {
        let stream = match UnixStream::connect(&config.socket) {
            Ok(s) => s,
            Err(_) if config.spawn => {
                spawn_daemon()?;
                connect_retrying(config)?
            }
            Err(source) => {
                return Err(BackendError::Connect {
                    path: config.socket.clone(),
                    source,
                });
            }
        };
        stream.set_write_timeout(Some(config.reply_within))?;
        let (tx, replies) = mpsc::channel();
        let reader = stream.try_clone()?;
        let probe: ProbeSlot = Arc::new(Mutex::new(None));
        let reader_probe = Arc::clone(&probe);
        thread::Builder::new()
            .name("annabella-ssip".into())
            .spawn(move || read_replies(reader, &tx, &sink, &reader_probe))?;
        let mut driver = SsipDriver {
            stream,
            replies,
            reply_within: config.reply_within,
            voices: Vec::new(),
            langs: Vec::new(),
            lang: None,
            voice_name: None,
            priority: None,
        };
        let user = std::env::var("USER").unwrap_or_else(|_| "user".into());
        let user: String = user.chars().filter(|c| c.is_ascii_alphanumeric()).collect();
        driver.request(&format!("SET self CLIENT_NAME {user}:annabella:speech"))?;
        driver.request("SET self NOTIFICATION begin on")?;
        driver.request("SET self NOTIFICATION end on")?;
        driver.request("SET self NOTIFICATION cancel on")?;
        let list = driver.request("LIST SYNTHESIS_VOICES")?;
        driver.voices = list.data.iter().filter_map(|l| parse_voice(l)).collect();
        driver.langs = driver.voices.iter().map(|v| v.lang.clone()).collect();
        driver.langs.sort();
        driver.langs.dedup();
        driver.apply_levels(voice)?;
        driver.probe(&probe, config.probe_within)?;
        Ok(driver)
    }

    /// Says a single space, which makes no sound, and waits for its end.
    fn probe(&mut self, slot: &ProbeSlot, within: Duration) -> Result<(), BackendError> {
        let (tx, rx) = mpsc::channel();
        *slot.lock().unwrap_or_else(PoisonError::into_inner) = Some(tx);
        self.request("SET self PRIORITY message")?;
        self.priority = Some("message");
        let speak = self.request("SPEAK")?;
        if speak.code != 230 {
            return Err(BackendError::Refused {
                request: "SPEAK".into(),
                reply: speak.text,
            });
        }
        self.stream.write_all(b" \r\n.\r\n")?;
        self.next_reply()?;
        match rx.recv_timeout(within) {
            Ok(()) => Ok(()),
            Err(_) => Err(BackendError::Silent(within)),
        }
    }

    /// Sends request lines in one write and reads one reply per line, in order.
    fn exchange(&mut self, lines: &[String]) -> Result<Vec<Reply>, BackendError> {
        let mut out = String::new();
        for line in lines {
            out.push_str(line);
            out.push_str("\r\n");
        }
        self.stream.write_all(out.as_bytes())?;
        let mut replies = Vec::with_capacity(lines.len());
        for _ in lines {
            replies.push(self.next_reply()?);
        }
        Ok(replies)
    }

    /// One request that must succeed.
    fn request(&mut self, line: &str) -> Result<Reply, BackendError> {
        let reply = self
            .exchange(&[line.to_owned()])?
            .pop()
            .ok_or(BackendError::Closed)?;
        if reply.is_ok() {
            Ok(reply)
        } else {
            Err(BackendError::Refused {
                request: line.to_owned(),
                reply: reply.text,
            })
        }
    }

    fn next_reply(&self) -> Result<Reply, BackendError> {
        match self.replies.recv_timeout(self.reply_within) {
            Ok(reply) => Ok(reply),
            Err(RecvTimeoutError::Timeout) => Err(BackendError::NoAnswer(self.reply_within)),
            Err(RecvTimeoutError::Disconnected) => Err(BackendError::Closed),
        }
    }

    fn apply_levels(&mut self, voice: &VoiceSettings) -> Result<(), BackendError> {
        self.request(&format!("SET self RATE {}", voice.rate))?;
        self.request(&format!("SET self VOLUME {}", voice.volume))?;
        // A new variant is chosen at the next utterance, for that utterance's language.
        self.voice_name = None;
        Ok(())
    }

    /// The daemon's voice named like `variant` for `lang` ("German+Adam" for de and Adam).
    fn voice_for(&self, lang: &str, variant: &str) -> Option<String> {
        self.voices
            .iter()
            .find(|v| {
                pick_lang_match(&v.lang, lang)
                    && (v.variant.eq_ignore_ascii_case(variant)
                        || v.name.eq_ignore_ascii_case(variant))
            })
            .map(|v| v.name.clone())
    }
}

/// Whether the daemon's language tag `tag` is a voice for `code`.
fn pick_lang_match(tag: &str, code: &str) -> bool {
    tag.eq_ignore_ascii_case(code)
        || (tag
            .get(..code.len())
            .is_some_and(|p| p.eq_ignore_ascii_case(code))
            && tag.as_bytes().get(code.len()) == Some(&b'-'))
}

impl Driver for SsipDriver {
    fn speak(
        &mut self,
        request: &SpeechRequest,
        voice: &VoiceSettings,
    ) -> Result<Token, BackendError> {
        let mut lines = Vec::new();
        // Settings that fail (a language with no voice) leave the daemon's default in place;
        // they are tried again next time rather than stopping speech.
        let lang = pick_voice_language(request.lang, &self.langs);
        let set_lang = lang.filter(|l| self.lang != Some(*l));
        if let Some(l) = set_lang {
            lines.push(format!("SET self LANGUAGE {l}"));
        }
        let name = match (&voice.voice, lang) {
            (Some(variant), Some(l)) => self.voice_for(l, variant),
            _ => None,
        };
        let set_name = name.filter(|n| set_lang.is_some() || self.voice_name.as_ref() != Some(n));
        if let Some(n) = &set_name {
            lines.push(format!("SET self SYNTHESIS_VOICE {n}"));
        }
        let priority = ssip_priority(request.priority);
        let set_priority = (self.priority != Some(priority)).then_some(priority);
        if let Some(p) = set_priority {
            lines.push(format!("SET self PRIORITY {p}"));
        }
        lines.push("SPEAK".to_owned());
        let replies = self.exchange(&lines)?;
        let mut replies = replies.into_iter();
        if let Some(l) = set_lang {
            let ok = replies.next().is_some_and(|r| r.is_ok());
            self.lang = ok.then_some(l);
            if ok {
                self.voice_name = None;
            }
        }
        if let Some(n) = set_name {
            let ok = replies.next().is_some_and(|r| r.is_ok());
            self.voice_name = ok.then_some(n);
        }
        if let Some(p) = set_priority {
            let ok = replies.next().is_some_and(|r| r.is_ok());
            self.priority = ok.then_some(p);
        }
        let speak = replies.next().ok_or(BackendError::Closed)?;
        if speak.code != 230 {
            return Err(BackendError::Refused {
                request: "SPEAK".into(),
                reply: speak.text,
            });
        }
        let data = format!("{}\r\n.\r\n", escape_text(&request.text));
        self.stream.write_all(data.as_bytes())?;
        let queued = self.next_reply()?;
        let id = queued
            .data
            .first()
            .and_then(|d| d.trim().parse::<u64>().ok());
        match (queued.code, id) {
            (225, Some(id)) => Ok(Token(id)),
            _ => Err(BackendError::Refused {
                request: "SPEAK data".into(),
                reply: queued.text,
            }),
        }
    }

    fn cancel(&mut self) -> Result<(), BackendError> {
        self.request("CANCEL self").map(|_| ())
    }

    fn set_voice(&mut self, voice: &VoiceSettings) -> Result<(), BackendError> {
        self.apply_levels(voice)
    }
}

impl Drop for SsipDriver {
    fn drop(&mut self) {
        // Ends the reader thread; the daemon cancels what this client still had queued.
        let _ = self.stream.shutdown(Shutdown::Both);
    }
}

/// Starts the daemon the way libspeechd does; it forks and returns once listening.
fn spawn_daemon() -> Result<(), BackendError> {
    // Output to /dev/null: the forked daemon would keep pipes open forever, and its startup
    // line must not reach the screen.
    let mut child = Command::new("speech-dispatcher")
        .arg("--spawn")
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .map_err(|e| match e.kind() {
            io::ErrorKind::NotFound => BackendError::NotInstalled("speech-dispatcher"),
            _ => BackendError::Io(e),
        })?;
    let status = wait_with_limit(&mut child, Duration::from_secs(5))
        .map_err(|e| BackendError::Spawn(e.to_string()))?;
    if status.success() {
        Ok(())
    } else {
        Err(BackendError::Spawn(format!(
            "speech-dispatcher --spawn: {status}"
        )))
    }
}

/// Connects to a daemon that was just started and may need a moment to listen.
fn connect_retrying(config: &SsipConfig) -> Result<UnixStream, BackendError> {
    let deadline = Instant::now() + config.reply_within;
    loop {
        match UnixStream::connect(&config.socket) {
            Ok(s) => return Ok(s),
            Err(source) if Instant::now() >= deadline => {
                return Err(BackendError::Connect {
                    path: config.socket.clone(),
                    source,
                });
            }
            Err(_) => thread::sleep(Duration::from_millis(20)),
        }
    }
}

/// Where the reader thread reports the end of the connection's test utterance: while set, the
/// next end event is the probe's (nothing else is queued while connecting).
type ProbeSlot = Arc<Mutex<Option<Sender<()>>>>;

/// The reader thread: replies go to the driver, events to the speech worker.
fn read_replies(stream: UnixStream, replies: &Sender<Reply>, sink: &DriverSink, probe: &ProbeSlot) {
    let mut reader = BufReader::new(stream);
    let mut parser = ReplyParser::default();
    let mut line = String::new();
    let reason = loop {
        line.clear();
        match reader.read_line(&mut line) {
            Ok(0) => break "speech-dispatcher closed the connection".to_owned(),
            Ok(_) => {}
            Err(e) => break format!("reading from speech-dispatcher: {e}"),
        }
        let reply = match parser.feed(&line) {
            Ok(Some(reply)) => reply,
            Ok(None) => continue,
            Err(e) => break e,
        };
        match event_of(&reply) {
            Some((701, id)) => sink.send(DriverEvent::Begin(Token(id))),
            // End, or cancelled (by us, or by a more urgent message of another program).
            Some((702 | 703, id)) => {
                match probe.lock().unwrap_or_else(PoisonError::into_inner).take() {
                    Some(probe) => {
                        let _ = probe.send(());
                    }
                    None => sink.send(DriverEvent::End(Token(id))),
                }
            }
            Some(_) => {}
            None if (700..800).contains(&reply.code) => {}
            None => {
                if replies.send(reply).is_err() {
                    return;
                }
            }
        }
    };
    sink.failed(&BackendError::Failed(reason));
}
