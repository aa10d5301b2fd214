//! A fake speech-dispatcher: a Unix socket that answers SSIP like the daemon, records what it
//! receives and when, and can be told to misbehave (never start, never end, hang up).
//!
//! Shared by the integration tests and the speech benchmark (`#[path]` include).

#![allow(dead_code)]

use std::{
    io::{BufRead, BufReader, Write},
    os::unix::net::{UnixListener, UnixStream},
    path::PathBuf,
    sync::{Arc, Mutex, PoisonError},
    thread,
    time::Instant,
};

/// How the fake daemon behaves after queueing a message.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Behaviour {
    /// Begin and end events at once, like a daemon with a null audio sink.
    Speaks,
    /// A begin event, never an end: speech-dispatcher with no audio device.
    NeverEnds,
    /// Not even a begin event.
    NeverStarts,
    /// Answers the setup, then closes the connection at the first real utterance.
    HangsUp,
}

/// One line the fake received, with its arrival time.
#[derive(Debug, Clone)]
pub struct Received {
    pub at: Instant,
    pub line: String,
}

/// A running fake daemon; its socket lives in a temporary directory.
pub struct FakeSsip {
    pub socket: PathBuf,
    received: Arc<Mutex<Vec<Received>>>,
    _dir: tempfile::TempDir,
}

impl FakeSsip {
    /// Starts listening; serves every connection on its own thread.
    pub fn start(behaviour: Behaviour) -> FakeSsip {
        let dir = tempfile::tempdir().expect("temporary directory");
        let socket = dir.path().join("speechd.sock");
        let listener = UnixListener::bind(&socket).expect("bind the fake socket");
        let received = Arc::new(Mutex::new(Vec::new()));
        let log = Arc::clone(&received);
        thread::spawn(move || {
            for stream in listener.incoming().flatten() {
                let log = Arc::clone(&log);
                thread::spawn(move || serve(stream, behaviour, &log));
            }
        });
        FakeSsip {
            socket,
            received,
            _dir: dir,
        }
    }

    /// Every line received so far.
    pub fn received(&self) -> Vec<Received> {
        self.received
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .clone()
    }

    /// The lines received so far, without times.
    pub fn lines(&self) -> Vec<String> {
        self.received().into_iter().map(|r| r.line).collect()
    }
}

fn serve(stream: UnixStream, behaviour: Behaviour, log: &Mutex<Vec<Received>>) {
    let mut out = stream.try_clone().expect("clone the fake's socket");
    let mut reader = BufReader::new(stream);
    let mut line = String::new();
    let mut in_data = false;
    let mut next_id = 0u64;
    let mut probed = false;
    loop {
        line.clear();
        match reader.read_line(&mut line) {
            Ok(0) | Err(_) => return,
            Ok(_) => {}
        }
        let text = line.trim_end_matches(['\r', '\n']).to_owned();
        log.lock()
            .unwrap_or_else(PoisonError::into_inner)
            .push(Received {
                at: Instant::now(),
                line: text.clone(),
            });
        let reply = if in_data {
            if text != "." {
                continue;
            }
            in_data = false;
            next_id += 1;
            let id = next_id;
            let mut r = format!("225-{id}\r\n225 OK MESSAGE QUEUED\r\n");
            // The first message is the driver's silent probe, which a working daemon ends.
            let behaviour = if probed { behaviour } else { Behaviour::Speaks };
            probed = true;
            match behaviour {
                Behaviour::Speaks => {
                    r.push_str(&format!("701-{id}\r\n701-1\r\n701 BEGIN\r\n"));
                    r.push_str(&format!("702-{id}\r\n702-1\r\n702 END\r\n"));
                }
                Behaviour::NeverEnds => r.push_str(&format!("701-{id}\r\n701-1\r\n701 BEGIN\r\n")),
                Behaviour::NeverStarts => {}
                Behaviour::HangsUp => return,
            }
            r
        } else {
            match text.split_whitespace().collect::<Vec<_>>().as_slice() {
                ["SET", "self", "CLIENT_NAME", ..] => "208 OK CLIENT NAME SET\r\n".into(),
                ["SET", "self", "NOTIFICATION", ..] => "220 OK NOTIFICATION SET\r\n".into(),
                ["SET", "self", "LANGUAGE", ..] => "201 OK LANGUAGE SET\r\n".into(),
                ["SET", "self", "PRIORITY", ..] => "202 OK PRIORITY SET\r\n".into(),
                ["SET", "self", "RATE", ..] => "203 OK RATE SET\r\n".into(),
                ["SET", "self", "VOLUME", ..] => "218 OK VOLUME SET\r\n".into(),
                ["SET", "self", "SYNTHESIS_VOICE", ..] => "209 OK VOICE SET\r\n".into(),
                ["LIST", "SYNTHESIS_VOICES"] => concat!(
                    "249-German\tde\tnone\r\n",
                    "249-German+Adam\tde\tAdam\r\n",
                    "249-English (America)\ten-US\tnone\r\n",
                    "249-Portuguese (Portugal)\tpt\tnone\r\n",
                    "249 OK VOICE LIST SENT\r\n"
                )
                .into(),
                ["SPEAK"] => {
                    in_data = true;
                    "230 OK RECEIVING DATA\r\n".into()
                }
                ["CANCEL", "self"] => "213 OK CANCELED\r\n".into(),
                ["QUIT"] => {
                    let _ = out.write_all(b"231 HAPPY HACKING\r\n");
                    return;
                }
                _ => "500 ERR INVALID COMMAND\r\n".into(),
            }
        };
        if out.write_all(reply.as_bytes()).is_err() {
            return;
        }
    }
}
