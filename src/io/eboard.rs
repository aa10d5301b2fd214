//! The e-board's serial line (edge): a port opened at 9600 baud, 8N1, no handshake, through the
//! `serialport` crate (built without udev, so with no system library); a thread reads it and
//! hands every chunk of bytes to the loop, and opens it again when it is lost (unplugged,
//! switched off, out of Bluetooth reach). `auto` tries the usual paths, /dev/ttyACM*,
//! /dev/ttyUSB* and /dev/rfcomm*, and takes the first that answers as a board.
//!
//! What the bytes mean is the pure [`crate::eboard`]'s to say.

use std::{
    io::{Read, Write},
    path::{Path, PathBuf},
    sync::{
        Arc, Mutex,
        atomic::{AtomicBool, Ordering},
    },
    thread,
    time::{Duration, Instant},
};

use serialport::SerialPort;

pub use crate::eboard::PortSpec;

/// The usual places of a board: USB (CDC ACM, USB serial) and Bluetooth serial.
pub const USUAL: [&str; 3] = ["ttyACM", "ttyUSB", "rfcomm"];

/// How often a port given by path is tried again.
const RETRY: Duration = Duration::from_secs(1);
/// How often the usual ports are tried again (each is opened and asked).
const RETRY_AUTO: Duration = Duration::from_secs(3);
/// How long a port found by `auto` has to answer.
const PROBE: Duration = Duration::from_millis(1500);
/// How long one read waits, so that the thread notices it is to stop.
const READ_WAIT: Duration = Duration::from_millis(200);

/// What happened on the line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LineEvent {
    /// The port is open and the board was greeted.
    Connected {
        /// Its path.
        port: String,
    },
    /// Bytes from the board.
    Bytes(Vec<u8>),
    /// The port was lost.
    Lost {
        /// Its path.
        port: String,
        /// What the system said.
        reason: String,
    },
    /// The port given cannot be opened (told once until it opens).
    CannotOpen {
        /// Its path.
        port: String,
        /// What the system said.
        reason: String,
    },
    /// None of the usual ports answered (told once until one does).
    NotFound {
        /// What was tried.
        tried: String,
    },
}

/// The open line to a board, read by its own thread.
pub struct SerialBoard {
    writer: Arc<Mutex<Option<Box<dyn SerialPort>>>>,
    stop: Arc<AtomicBool>,
}

impl std::fmt::Debug for SerialBoard {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("SerialBoard").finish_non_exhaustive()
    }
}

/// Whether bytes a port sent are a board's answer.
pub type Probe = Box<dyn Fn(&[u8]) -> bool + Send>;
/// Where the line's events go.
pub type LineEvents = Box<dyn Fn(LineEvent) + Send>;

impl SerialBoard {
    /// Starts the thread that opens `port`, greets the board with `hello` and reads it;
    /// `answers` tells a board's bytes from another device's (for `auto`); every event goes to
    /// `events`.
    ///
    /// # Errors
    ///
    /// The thread did not start.
    pub fn start(
        port: PortSpec,
        hello: Vec<u8>,
        answers: Probe,
        events: LineEvents,
    ) -> std::io::Result<SerialBoard> {
        let writer: Arc<Mutex<Option<Box<dyn SerialPort>>>> = Arc::new(Mutex::new(None));
        let stop = Arc::new(AtomicBool::new(false));
        let (w, s) = (writer.clone(), stop.clone());
        thread::Builder::new()
            .name("annabella-eboard".into())
            .spawn(move || run(&port, &hello, &answers, &events, &w, &s))?;
        Ok(SerialBoard { writer, stop })
    }

    /// Sends `bytes` to the board, if it is there (a lost line is the reader's to notice).
    pub fn send(&self, bytes: &[u8]) {
        if let Ok(mut port) = self.writer.lock()
            && let Some(port) = port.as_mut()
        {
            let _ = port.write_all(bytes);
        }
    }
}

impl Drop for SerialBoard {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
    }
}

/// A port open to a board: the port, its path and the first bytes it sent.
type OpenPort = (Box<dyn SerialPort>, PathBuf, Vec<u8>);

/// The thread: open, read until lost, open again.
fn run(
    spec: &PortSpec,
    hello: &[u8],
    answers: &Probe,
    events: &LineEvents,
    writer: &Mutex<Option<Box<dyn SerialPort>>>,
    stop: &AtomicBool,
) {
    let mut missing_told = false;
    while !stop.load(Ordering::Relaxed) {
        let opened = match spec {
            PortSpec::Path(path) => open(path, hello).map(|p| (p, path.clone(), Vec::new())),
            PortSpec::Auto => find(Path::new("/dev"), hello, answers, stop),
        };
        match opened {
            Ok((mut port, path, first)) => {
                let name = path.display().to_string();
                if let (Ok(mut w), Ok(clone)) = (writer.lock(), port.try_clone()) {
                    *w = Some(clone);
                }
                events(LineEvent::Connected { port: name.clone() });
                if !first.is_empty() {
                    events(LineEvent::Bytes(first));
                }
                let reason = read_until_lost(port.as_mut(), events, stop);
                if let Ok(mut w) = writer.lock() {
                    *w = None;
                }
                match reason {
                    Some(reason) => events(LineEvent::Lost { port: name, reason }),
                    None => return,
                }
                // The loss was told: the port missing until it comes back is the same fault.
                missing_told = true;
            }
            Err(missing) => {
                if !missing_told {
                    missing_told = true;
                    events(missing);
                }
            }
        }
        let wait = if *spec == PortSpec::Auto {
            RETRY_AUTO
        } else {
            RETRY
        };
        sleep_unless_stopped(wait, stop);
    }
}

/// Reads until the port fails (its reason) or the thread is to stop (`None`).
fn read_until_lost(
    port: &mut dyn SerialPort,
    events: &LineEvents,
    stop: &AtomicBool,
) -> Option<String> {
    let mut buf = [0u8; 512];
    loop {
        if stop.load(Ordering::Relaxed) {
            return None;
        }
        match port.read(&mut buf) {
            Ok(0) => return Some("end of file".into()),
            Ok(n) => events(LineEvent::Bytes(buf[..n].to_vec())),
            Err(e) if e.kind() == std::io::ErrorKind::TimedOut => {}
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => {}
            Err(e) => return Some(e.to_string()),
        }
    }
}

fn sleep_unless_stopped(wait: Duration, stop: &AtomicBool) {
    let until = Instant::now() + wait;
    while !stop.load(Ordering::Relaxed) && Instant::now() < until {
        thread::sleep(Duration::from_millis(50));
    }
}

/// Opens `path` as a board's line and greets the board.
fn open(path: &Path, hello: &[u8]) -> Result<Box<dyn SerialPort>, LineEvent> {
    let name = path.display().to_string();
    let cannot = |e: &dyn std::fmt::Display| LineEvent::CannotOpen {
        port: name.clone(),
        reason: e.to_string(),
    };
    let mut port = serialport::new(name.clone(), 9600)
        .data_bits(serialport::DataBits::Eight)
        .parity(serialport::Parity::None)
        .stop_bits(serialport::StopBits::One)
        .flow_control(serialport::FlowControl::None)
        .timeout(READ_WAIT)
        .open()
        .map_err(|e| cannot(&e))?;
    port.write_all(hello).map_err(|e| cannot(&e))?;
    Ok(port)
}

/// The usual ports that exist now, in order.
pub fn usual_ports(dev: &Path) -> Vec<PathBuf> {
    let mut found: Vec<PathBuf> = std::fs::read_dir(dev)
        .map(|entries| {
            entries
                .filter_map(Result::ok)
                .map(|e| e.path())
                .filter(|p| {
                    p.file_name()
                        .and_then(|n| n.to_str())
                        .is_some_and(|n| USUAL.iter().any(|u| n.starts_with(u)))
                })
                .collect()
        })
        .unwrap_or_default();
    found.sort_by_key(|p| {
        let name = p.file_name().and_then(|n| n.to_str()).unwrap_or("");
        let kind = USUAL.iter().position(|u| name.starts_with(u));
        (kind, name.len(), name.to_owned())
    });
    found
}

/// The first usual port whose device answers as a board, with what it said.
fn find(
    dev: &Path,
    hello: &[u8],
    answers: &Probe,
    stop: &AtomicBool,
) -> Result<OpenPort, LineEvent> {
    let ports = usual_ports(dev);
    if ports.is_empty() {
        let tried: Vec<String> = USUAL
            .iter()
            .map(|u| format!("{}/{u}*", dev.display()))
            .collect();
        return Err(LineEvent::NotFound {
            tried: tried.join(", "),
        });
    }
    for path in &ports {
        let Ok(mut port) = open(path, hello) else {
            continue;
        };
        let mut heard = Vec::new();
        let until = Instant::now() + PROBE;
        let mut buf = [0u8; 256];
        while Instant::now() < until && !stop.load(Ordering::Relaxed) {
            match port.read(&mut buf) {
                Ok(n) if n > 0 => {
                    heard.extend_from_slice(&buf[..n]);
                    if answers(&heard) {
                        return Ok((port, path.clone(), heard));
                    }
                }
                Err(e) if e.kind() == std::io::ErrorKind::TimedOut => {}
                _ => break,
            }
        }
    }
    let tried: Vec<String> = ports.iter().map(|p| p.display().to_string()).collect();
    Err(LineEvent::NotFound {
        tried: tried.join(", "),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_usual_ports_are_found_usb_first_in_number_order() {
        let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
        for name in ["ttyUSB10", "ttyUSB2", "rfcomm0", "ttyACM0", "ttyS0", "null"] {
            std::fs::write(dir.path().join(name), "").unwrap_or_else(|e| panic!("{e}"));
        }
        let names: Vec<String> = usual_ports(dir.path())
            .iter()
            .filter_map(|p| p.file_name().and_then(|n| n.to_str()).map(str::to_owned))
            .collect();
        assert_eq!(names, ["ttyACM0", "ttyUSB2", "ttyUSB10", "rfcomm0"]);
    }

    /// A pty as a usual port in a folder of its own: its other end, and the folder.
    #[cfg(unix)]
    fn usual_pty(name: &str) -> (serialport::TTYPort, serialport::TTYPort, tempfile::TempDir) {
        let (board, port) = serialport::TTYPort::pair().unwrap_or_else(|e| panic!("{e}"));
        let dev = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
        let path = port.name().unwrap_or_else(|| panic!("a pty has a name"));
        std::os::unix::fs::symlink(path, dev.path().join(name)).unwrap_or_else(|e| panic!("{e}"));
        // The port stays open here too, so that the board's end is not hung up before `find`
        // opens it by its path.
        (board, port, dev)
    }

    #[test]
    #[cfg(unix)]
    fn auto_takes_the_first_usual_port_that_answers_as_a_board() {
        let (mut board, _port, dev) = usual_pty("ttyUSB0");
        let answering = thread::spawn(move || {
            let mut hello = [0u8; 4];
            let _ = board.set_timeout(Duration::from_secs(10));
            let read = board.read_exact(&mut hello).map(|()| hello.to_vec());
            let _ = board.write_all(&[0x93, 0, 5, 1, 7]);
            (read, board)
        });
        let answers: Probe = Box::new(|bytes: &[u8]| bytes.first() == Some(&0x93));
        let found = find(
            dev.path(),
            &[0x40, 0x4D, 0x42, 0x4B],
            &answers,
            &AtomicBool::new(false),
        );
        let (hello, _board) = answering
            .join()
            .unwrap_or_else(|_| panic!("the board's thread"));
        assert_eq!(hello.ok(), Some(vec![0x40, 0x4D, 0x42, 0x4B]));
        let Ok((_, path, first)) = found else {
            panic!("found: {:?}", found.err());
        };
        assert_eq!(path, dev.path().join("ttyUSB0"));
        assert_eq!(first, [0x93, 0, 5, 1, 7]);
    }

    #[test]
    #[cfg(unix)]
    fn auto_passes_over_a_device_that_does_not_answer_and_says_what_it_tried() {
        let (_silent, _port, dev) = usual_pty("ttyACM0");
        let answers: Probe = Box::new(|_: &[u8]| true);
        let found = find(dev.path(), &[0x40], &answers, &AtomicBool::new(false));
        let Err(LineEvent::NotFound { tried }) = found else {
            panic!("nothing found");
        };
        assert!(tried.ends_with("ttyACM0"), "{tried}");
        let empty = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
        let Err(LineEvent::NotFound { tried }) =
            find(empty.path(), &[0x40], &answers, &AtomicBool::new(false))
        else {
            panic!("nothing found");
        };
        assert!(
            tried.contains("ttyUSB*") && tried.contains("rfcomm*"),
            "{tried}"
        );
    }

    #[test]
    fn a_port_that_is_not_there_is_told_and_tried_again() {
        let (tx, rx) = std::sync::mpsc::channel();
        let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
        let path = dir.path().join("ttyUSB0");
        let board = SerialBoard::start(
            PortSpec::Path(path.clone()),
            vec![0x40],
            Box::new(|_| true),
            Box::new(move |e| {
                let _ = tx.send(e);
            }),
        )
        .unwrap_or_else(|e| panic!("{e}"));
        let event = rx
            .recv_timeout(Duration::from_secs(10))
            .unwrap_or_else(|e| panic!("{e}"));
        assert!(
            matches!(&event, LineEvent::CannotOpen { port, .. } if *port == path.display().to_string()),
            "{event:?}"
        );
        // Told once, however often it is tried.
        assert!(rx.recv_timeout(Duration::from_millis(1500)).is_err());
        drop(board);
    }
}
