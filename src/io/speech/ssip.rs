//! speech-dispatcher over its socket protocol, SSIP, in pure Rust (no libspeechd).
//!
//! A minimal client of our own rather than the `ssip-client-async` crate: its synchronous
//! `Client` owns both halves of the socket and gives no access to them, so a thread cannot wait
//! for events (begin, end) while another writes requests; and it expects each reply to be the
//! next thing read, which fails ("unexpected status 701") as soon as an event arrives between a
//! request and its reply, which is exactly when notifications are on. Events are what the
//! watchdog needs, so here a reader thread sorts replies (to the driver) from events (to the
//! speech worker), and the driver writes requests without ever waiting on an event.
//!
//! The protocol is line based: a request is one line ending in CRLF; a reply is one or more
//! lines `NNN-data` closed by `NNN text`, with 2xx for success, 3xx–5xx for errors and 7xx for
//! events. Text to speak follows `SPEAK` and ends with a line holding a single dot.

use std::{
    ffi::OsString,
    io::{self, BufRead, BufReader, Write},
    net::Shutdown,
    os::unix::net::UnixStream,
    path::PathBuf,
    process::{Command, Stdio},
    sync::{
        Arc, Mutex, PoisonError,
        mpsc::{self, Receiver, RecvTimeoutError, Sender},
    },
    thread,
    time::{Duration, Instant},
};

use super::{
    BackendError,
    supervisor::{Driver, DriverEvent, DriverSink, Token},
};
use crate::{
    io::process::wait_with_limit,
    speech::{Priority, SpeechRequest, VoiceSettings, pick_voice_language},
};

/// How to reach speech-dispatcher.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SsipConfig {
    /// The daemon's socket.
    pub socket: PathBuf,
    /// Start the daemon (`speech-dispatcher --spawn`) when nothing listens on the socket.
    pub spawn: bool,
    /// How long a reply may take before the daemon counts as hung.
    pub reply_within: Duration,
    /// How long the silent test utterance at connection may take to end. A daemon that cannot
    /// open its audio device starts utterances but never ends them; this finds out before the
    /// first move is announced.
    pub probe_within: Duration,
}

impl SsipConfig {
    /// The socket the environment points at (see [`socket_path`]), spawning the daemon if
    /// needed; `None` when no home directory is known.
    pub fn from_env() -> Option<SsipConfig> {
        let socket = socket_path(|name| std::env::var_os(name))?;
        Some(SsipConfig {
            socket,
            spawn: true,
            reply_within: Duration::from_secs(2),
            probe_within: Duration::from_millis(1500),
        })
    }
}

/// Where speech-dispatcher listens, as libspeechd finds it: `SPEECHD_ADDRESS=unix_socket:PATH`,
/// else `$XDG_RUNTIME_DIR/speech-dispatcher/speechd.sock`, else
/// `$HOME/.cache/speech-dispatcher/speechd.sock` (the daemon's own fallback, which the
/// `ssip-client-async` crate does not know).
pub fn socket_path(var: impl Fn(&str) -> Option<OsString>) -> Option<PathBuf> {
    if let Some(address) = var("SPEECHD_ADDRESS").and_then(|a| a.into_string().ok())
        && let Some(path) = address.strip_prefix("unix_socket:")
        && !path.is_empty()
    {
        return Some(PathBuf::from(path));
    }
    let tail = ["speech-dispatcher", "speechd.sock"];
    if let Some(dir) = var("XDG_RUNTIME_DIR").filter(|d| !d.is_empty()) {
        return Some(tail.iter().fold(PathBuf::from(dir), |p, t| p.join(t)));
    }
    let home = var("HOME").filter(|d| !d.is_empty())?;
    Some(
        tail.iter()
            .fold(PathBuf::from(home).join(".cache"), |p, t| p.join(t)),
    )
}

/// One complete SSIP reply or event.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Reply {
    /// The three-digit code: 2xx success, 3xx–5xx error, 7xx event.
    pub code: u16,
    /// The data lines (`NNN-data`), without their prefix.
    pub data: Vec<String>,
    /// The text of the closing line (`NNN text`).
    pub text: String,
}

impl Reply {
    /// Whether the code says success.
    pub fn is_ok(&self) -> bool {
        (200..300).contains(&self.code)
    }
}

/// Assembles [`Reply`]s from lines.
#[derive(Debug, Default)]
pub struct ReplyParser {
    data: Vec<String>,
}

impl ReplyParser {
    /// Feeds one line (with or without its CRLF); returns the reply it completes, if any.
    ///
    /// # Errors
    ///
    /// The line does not start with a three-digit code and a `-` or space.
    pub fn feed(&mut self, line: &str) -> Result<Option<Reply>, String> {
        let line = line.trim_end_matches(['\r', '\n']);
        let bytes = line.as_bytes();
        let code = line
            .get(..3)
            .filter(|c| c.bytes().all(|b| b.is_ascii_digit()))
            .and_then(|c| c.parse::<u16>().ok());
        let (Some(code), Some(sep)) = (code, bytes.get(3)) else {
            return Err(format!("not an SSIP reply line: {line:?}"));
        };
        let rest = line.get(4..).unwrap_or_default().to_owned();
        match sep {
            b'-' => {
                self.data.push(rest);
                Ok(None)
            }
            b' ' => Ok(Some(Reply {
                code,
                data: std::mem::take(&mut self.data),
                text: rest,
            })),
            _ => Err(format!("not an SSIP reply line: {line:?}")),
        }
    }
}

/// The event an SSIP reply carries, with the daemon's message id, if it is one we use.
pub fn event_of(reply: &Reply) -> Option<(u16, u64)> {
    if !(700..800).contains(&reply.code) {
        return None;
    }
    let id = reply.data.first()?.trim().parse().ok()?;
    Some((reply.code, id))
}

/// Escapes text for the data block of `SPEAK`: one line, and a leading dot doubled so it is not
/// taken for the end of the data.
pub fn escape_text(text: &str) -> String {
    let line: String = text
        .chars()
        .map(|c| if c == '\r' || c == '\n' { ' ' } else { c })
        .collect();
    if line.starts_with('.') {
        format!(".{line}")
    } else {
        line
    }
}

/// A voice the daemon offers: `LIST SYNTHESIS_VOICES` lines are `name TAB language TAB variant`.
#[derive(Debug, Clone, PartialEq, Eq)]
struct SynthesisVoice {
    name: String,
    lang: String,
    variant: String,
}

fn parse_voice(line: &str) -> Option<SynthesisVoice> {
    let mut fields = line.split('\t');
    let name = fields.next()?.trim().to_owned();
    let lang = fields.next()?.trim().to_owned();
    let variant = fields.next().unwrap_or("none").trim().to_owned();
    (!name.is_empty()).then_some(SynthesisVoice {
        name,
        lang,
        variant,
    })
}

/// The SSIP priority for an utterance: speech-dispatcher never lets `text` cut off `message`,
/// so announcements use `message` and the rest `text`, and another program's chatter cannot
/// silence a move.
fn ssip_priority(priority: Priority) -> &'static str {
    match priority {
        Priority::Alarm | Priority::Move => "message",
        Priority::Reply | Priority::Chatter => "text",
    }
}

/// A live connection to speech-dispatcher.
pub(super) struct SsipDriver {
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
    pub(super) fn connect(
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
    sink.send(DriverEvent::Failed(reason));
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse_all(lines: &[&str]) -> Vec<Reply> {
        let mut p = ReplyParser::default();
        lines
            .iter()
            .filter_map(|l| p.feed(l).ok().flatten())
            .collect()
    }

    #[test]
    fn replies_are_assembled_from_lines() {
        let r = parse_all(&["225-21\r\n", "225 OK MESSAGE QUEUED\r\n"]);
        assert_eq!(
            r,
            [Reply {
                code: 225,
                data: vec!["21".into()],
                text: "OK MESSAGE QUEUED".into()
            }]
        );
        assert!(r[0].is_ok());
        let r = parse_all(&["208 OK CLIENT NAME SET"]);
        assert_eq!(r[0].data.len(), 0);
        let r = parse_all(&["409 ERR RATE TOO HIGH"]);
        assert!(!r[0].is_ok());
    }

    #[test]
    fn events_carry_the_message_id() {
        let r = parse_all(&["701-7", "701-3", "701 BEGIN"]);
        assert_eq!(event_of(&r[0]), Some((701, 7)));
        let r = parse_all(&["225-7", "225 OK MESSAGE QUEUED"]);
        assert_eq!(event_of(&r[0]), None);
    }

    #[test]
    fn malformed_lines_are_errors() {
        let mut p = ReplyParser::default();
        assert!(p.feed("hello").is_err());
        assert!(p.feed("22").is_err());
        assert!(p.feed("225x").is_err());
    }

    #[test]
    fn text_is_one_line_with_a_leading_dot_doubled() {
        assert_eq!(escape_text("Springer Felix drei"), "Springer Felix drei");
        assert_eq!(escape_text("a\r\nb"), "a  b");
        assert_eq!(escape_text("."), "..");
        assert_eq!(escape_text(".5 Sekunden"), "..5 Sekunden");
    }

    #[test]
    fn voice_list_lines_parse() {
        assert_eq!(
            parse_voice("German+Adam\tde\tAdam"),
            Some(SynthesisVoice {
                name: "German+Adam".into(),
                lang: "de".into(),
                variant: "Adam".into()
            })
        );
        assert_eq!(parse_voice(""), None);
    }

    #[test]
    fn socket_path_follows_libspeechd() {
        let env = |pairs: &'static [(&'static str, &'static str)]| {
            move |k: &str| {
                pairs
                    .iter()
                    .find(|(n, _)| *n == k)
                    .map(|(_, v)| OsString::from(v))
            }
        };
        assert_eq!(
            socket_path(env(&[
                ("SPEECHD_ADDRESS", "unix_socket:/s"),
                ("HOME", "/h")
            ])),
            Some(PathBuf::from("/s"))
        );
        assert_eq!(
            socket_path(env(&[("XDG_RUNTIME_DIR", "/run/user/1"), ("HOME", "/h")])),
            Some(PathBuf::from("/run/user/1/speech-dispatcher/speechd.sock"))
        );
        assert_eq!(
            socket_path(env(&[("XDG_RUNTIME_DIR", ""), ("HOME", "/h")])),
            Some(PathBuf::from("/h/.cache/speech-dispatcher/speechd.sock"))
        );
        assert_eq!(
            socket_path(env(&[
                ("SPEECHD_ADDRESS", "inet_socket:localhost"),
                ("HOME", "/h")
            ])),
            Some(PathBuf::from("/h/.cache/speech-dispatcher/speechd.sock"))
        );
        assert_eq!(socket_path(env(&[])), None);
    }

    #[test]
    fn announcements_use_ssip_message_priority() {
        assert_eq!(ssip_priority(Priority::Move), "message");
        assert_eq!(ssip_priority(Priority::Alarm), "message");
        assert_eq!(ssip_priority(Priority::Chatter), "text");
    }
}
