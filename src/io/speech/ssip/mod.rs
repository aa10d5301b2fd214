//! speech-dispatcher over its socket protocol, SSIP, in pure Rust (no libspeechd).
//!
//! A minimal client of our own rather than the `ssip-client` crate (0.10.2; `ssip-client-async`
//! 0.19 shares its `Client`), which falls short of what the watchdog needs; Cargo.toml says why
//! in full. In short: with notifications on, begin and end events arrive between a request and
//! its reply, and the crate's only call that accepts both in any order drops the message id of
//! a queued utterance, which is what matches the events to it; its `Client` owns both halves of
//! the socket, so no thread can wait for events while another writes; and it panics on a reply
//! code it does not list. Here a reader thread sorts replies (to the driver) from events (to the
//! speech worker), and the driver writes requests without ever waiting on an event.
//!
//! The protocol is line based: a request is one line ending in CRLF; a reply is one or more
//! lines `NNN-data` closed by `NNN text`, with 2xx for success, 3xx–5xx for errors and 7xx for
//! events. Text to speak follows `SPEAK` and ends with a line holding a single dot.
//!
//! This module is the protocol (pure); the connection is in `driver` (Unix only).

#[cfg(unix)]
mod driver;

use std::{ffi::OsString, path::PathBuf, time::Duration};

#[cfg(unix)]
pub(in crate::io::speech) use driver::SsipDriver;

use crate::speech::Priority;

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
#[cfg_attr(not(unix), allow(dead_code))]
struct SynthesisVoice {
    name: String,
    lang: String,
    variant: String,
}

#[cfg_attr(not(unix), allow(dead_code))]
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
#[cfg_attr(not(unix), allow(dead_code))]
fn ssip_priority(priority: Priority) -> &'static str {
    match priority {
        Priority::Alarm | Priority::Move => "message",
        Priority::Reply | Priority::Chatter => "text",
    }
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
