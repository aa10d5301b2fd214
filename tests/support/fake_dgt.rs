//! A fake DGT e-board for the tests and the benchmark: a pty pair made by socat (one end for
//! annabella's `--eboard dgt:PATH`, one for the fake), and a thread that answers the board's
//! commands (reset, version, whole board, update mode) from the squares it holds. A script of
//! lifts and drops with timings moves its pieces and sends each change as the board would;
//! it can also send garbage, a message cut short, and be unplugged and plugged back. A clock
//! (DGT3000) may be attached: its lever is a script step, sent as the clock's message.
//!
//! Not every test uses every part of it.
//!
//! It writes the protocol from the message list itself (not through annabella's decoder), so
//! the tests check one against the other.

#![allow(dead_code)]

use std::{
    fs::File,
    io::{Read, Write},
    path::{Path, PathBuf},
    process::{Child, Command, Stdio},
    sync::{Arc, Mutex},
    thread,
    time::{Duration, Instant},
};

/// The piece codes, in the order of the message list: empty, then white P R N B K Q, then black.
const PIECES: &str = ".PRNBKQprnbkq";
const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR";

/// A DGT message: the id with the top bit, the 14-bit length (header included), the data.
pub fn message(id: u8, data: &[u8]) -> Vec<u8> {
    let len = data.len() + 3;
    let mut bytes = vec![id | 0x80, ((len >> 7) & 0x7F) as u8, (len & 0x7F) as u8];
    bytes.extend_from_slice(data);
    bytes
}

/// The DGT field number of a square name ("a8" is 0, "h1" 63).
pub fn field(square: &str) -> u8 {
    let b = square.as_bytes();
    assert!(b.len() == 2, "a square: {square}");
    let file = b[0] - b'a';
    let rank = b[1] - b'1';
    assert!(file < 8 && rank < 8, "a square: {square}");
    (7 - rank) * 8 + file
}

/// The piece code of a FEN letter ('.' for empty).
pub fn code(piece: char) -> u8 {
    PIECES
        .find(piece)
        .unwrap_or_else(|| panic!("a piece letter: {piece}")) as u8
}

/// The 64 piece codes of a FEN piece placement.
pub fn codes(placement: &str) -> [u8; 64] {
    let mut codes = [0u8; 64];
    let mut i = 0;
    for c in placement.chars() {
        match c {
            '/' => {}
            '1'..='8' => i += c as usize - '0' as usize,
            piece => {
                codes[i] = code(piece);
                i += 1;
            }
        }
    }
    assert_eq!(i, 64, "a whole board: {placement}");
    codes
}

/// One step of a script.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Step {
    /// A piece taken up from the square.
    Lift(String),
    /// A piece put on the square.
    Drop(String, char),
    /// Time passes.
    Wait(Duration),
    /// The clock's lever pressed down on this side (seen from the clock's front).
    Lever(Side),
}

/// A side of the clock, seen from its front.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Side {
    Left,
    Right,
}

/// Reads a script: steps separated by commas, `lift e2`, `drop e4 P`, `120ms`, `lever left`.
pub fn script(text: &str) -> Vec<Step> {
    text.split(',')
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .map(|step| {
            let words: Vec<&str> = step.split_whitespace().collect();
            match words[..] {
                ["lift", sq] => Step::Lift(sq.to_owned()),
                ["lever", "left"] => Step::Lever(Side::Left),
                ["lever", "right"] => Step::Lever(Side::Right),
                ["drop", sq, piece] => Step::Drop(sq.to_owned(), piece.chars().next().unwrap()),
                [ms] if ms.ends_with("ms") => Step::Wait(Duration::from_millis(
                    ms.trim_end_matches("ms").parse().unwrap(),
                )),
                _ => panic!("a script step: {step}"),
            }
        })
        .collect()
}

struct State {
    codes: [u8; 64],
    /// Whether annabella asked for every change.
    updates: bool,
    /// The fake's end of the line, while plugged in.
    line: Option<File>,
    /// Every command byte annabella sent.
    commands: Vec<u8>,
    /// The attached clock: the side its lever is down on (`None`: no clock connected).
    clock: Option<Side>,
}

/// The clock's message: the right-hand then the left-hand clock's hours, minutes and seconds
/// (five minutes each, in decimal digits), then the status: running, the lever high on the
/// right (down on the left), or no clock connected.
pub fn clock_message(clock: Option<Side>) -> Vec<u8> {
    let status = match clock {
        None => 0x20,
        Some(Side::Left) => 0x01 | 0x02,
        Some(Side::Right) => 0x01,
    };
    message(0x0D, &[0, 0x05, 0, 0, 0x05, 0, status])
}

impl State {
    fn send(&mut self, bytes: &[u8]) {
        if let Some(line) = self.line.as_mut() {
            let _ = line.write_all(bytes);
            let _ = line.flush();
        }
    }

    fn answer(&mut self, command: u8) {
        self.commands.push(command);
        match command {
            0x40 => self.updates = false,
            0x42 => {
                let dump = message(0x06, &self.codes);
                self.send(&dump);
            }
            0x43 | 0x4B => self.updates = true,
            0x41 => {
                let clock = clock_message(self.clock);
                self.send(&clock);
            }
            0x4D => self.send(&message(0x13, &[1, 7])),
            0x45 => self.send(&message(0x11, b"12345")),
            _ => {}
        }
    }
}

/// A fake DGT board on a pty.
pub struct FakeDgt {
    dir: PathBuf,
    socat: Option<Child>,
    state: Arc<Mutex<State>>,
}

impl FakeDgt {
    /// A board in the starting position, its line in `dir` (`dir/board` is annabella's end).
    pub fn start(dir: &Path) -> FakeDgt {
        let state = Arc::new(Mutex::new(State {
            codes: codes(START),
            updates: false,
            line: None,
            commands: Vec::new(),
            clock: None,
        }));
        let mut fake = FakeDgt {
            dir: dir.to_owned(),
            socat: None,
            state,
        };
        fake.plug();
        fake
    }

    /// The path annabella opens.
    pub fn port(&self) -> PathBuf {
        self.dir.join("board")
    }

    /// `--eboard dgt:<port>`.
    pub fn spec(&self) -> String {
        format!("dgt:{}", self.port().display())
    }

    /// The line is plugged in: the pty pair made, the fake's end opened and answered.
    pub fn plug(&mut self) {
        let (board, fake) = (self.dir.join("board"), self.dir.join("fake"));
        let pty = |link: &Path| format!("pty,raw,echo=0,link={}", link.display());
        let child = Command::new("socat")
            .arg(pty(&board))
            .arg(pty(&fake))
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("socat runs (the e-board tests need it)");
        self.socat = Some(child);
        let deadline = Instant::now() + Duration::from_secs(20);
        while !(board.exists() && fake.exists()) {
            assert!(Instant::now() < deadline, "socat made no pty pair");
            thread::sleep(Duration::from_millis(20));
        }
        let line = File::options()
            .read(true)
            .write(true)
            .open(&fake)
            .expect("the fake's end of the pty");
        let mut reader = line.try_clone().expect("a second handle");
        {
            let mut state = self.state.lock().unwrap();
            state.line = Some(line);
            state.updates = false;
        }
        let state = self.state.clone();
        thread::spawn(move || {
            let mut buf = [0u8; 64];
            // Ends when the pty goes (unplugged).
            while let Ok(n) = reader.read(&mut buf) {
                if n == 0 {
                    break;
                }
                let mut state = state.lock().unwrap();
                for &b in &buf[..n] {
                    state.answer(b);
                }
            }
        });
    }

    /// The line is pulled out: the pty pair goes.
    pub fn unplug(&mut self) {
        self.state.lock().unwrap().line = None;
        if let Some(mut child) = self.socat.take() {
            let _ = child.kill();
            let _ = child.wait();
        }
        let deadline = Instant::now() + Duration::from_secs(20);
        while self.dir.join("board").exists() && Instant::now() < deadline {
            thread::sleep(Duration::from_millis(20));
        }
        let _ = std::fs::remove_file(self.dir.join("board"));
        let _ = std::fs::remove_file(self.dir.join("fake"));
    }

    /// Every command byte annabella sent so far.
    pub fn commands(&self) -> Vec<u8> {
        self.state.lock().unwrap().commands.clone()
    }

    /// Waits until annabella asked for every change (it has greeted the board), at most 20 s.
    pub fn wait_for_updates(&self) {
        let deadline = Instant::now() + Duration::from_secs(20);
        while !self.state.lock().unwrap().updates {
            assert!(
                Instant::now() < deadline,
                "annabella never asked the board for updates"
            );
            thread::sleep(Duration::from_millis(20));
        }
    }

    /// Sets the square (as a hand does) and, in update mode, sends the change.
    pub fn set(&self, square: &str, piece: char) {
        let f = field(square);
        let mut state = self.state.lock().unwrap();
        state.codes[usize::from(f)] = code(piece);
        if state.updates {
            let update = message(0x0E, &[f, code(piece)]);
            state.send(&update);
        }
    }

    /// A clock attached, its lever down on `side`: told when annabella asks, or at once in
    /// update mode.
    pub fn attach_clock(&self, side: Side) {
        self.lever(side);
    }

    /// The clock's lever pressed down on `side`; in update mode the clock's message is sent.
    pub fn lever(&self, side: Side) {
        let mut state = self.state.lock().unwrap();
        state.clock = Some(side);
        if state.updates {
            let clock = clock_message(state.clock);
            state.send(&clock);
        }
    }

    /// Plays a script of lifts, drops, waits and lever presses.
    pub fn play(&self, text: &str) {
        for step in script(text) {
            match step {
                Step::Lift(sq) => self.set(&sq, '.'),
                Step::Drop(sq, piece) => self.set(&sq, piece),
                Step::Wait(d) => thread::sleep(d),
                Step::Lever(side) => self.lever(side),
            }
        }
    }

    /// Sends bytes as they are.
    pub fn send_raw(&self, bytes: &[u8]) {
        self.state.lock().unwrap().send(bytes);
    }

    /// The board's squares as a FEN placement.
    pub fn placement(&self) -> String {
        let codes = self.state.lock().unwrap().codes;
        let mut out = String::new();
        for rank in 0..8 {
            let mut empty = 0;
            for file in 0..8 {
                let c = PIECES.as_bytes()[usize::from(codes[rank * 8 + file])] as char;
                if c == '.' {
                    empty += 1;
                } else {
                    if empty > 0 {
                        out.push_str(&empty.to_string());
                        empty = 0;
                    }
                    out.push(c);
                }
            }
            if empty > 0 {
                out.push_str(&empty.to_string());
            }
            if rank < 7 {
                out.push('/');
            }
        }
        out
    }
}

impl Drop for FakeDgt {
    fn drop(&mut self) {
        self.unplug();
    }
}

#[test]
fn the_fake_board_writes_the_message_list() {
    assert_eq!(field("a8"), 0);
    assert_eq!(field("h1"), 63);
    assert_eq!(field("e2"), 52);
    assert_eq!(code('K'), 5);
    assert_eq!(code('q'), 12);
    assert_eq!(message(0x0E, &[52, 0]), [0x8E, 0, 5, 52, 0]);
    assert_eq!(codes(START)[0], code('r'));
    assert_eq!(codes(START)[60], code('K'));
    assert_eq!(
        script("lift e2, 80ms, drop e4 P"),
        [
            Step::Lift("e2".into()),
            Step::Wait(Duration::from_millis(80)),
            Step::Drop("e4".into(), 'P')
        ]
    );
    assert_eq!(script("lever left"), [Step::Lever(Side::Left)]);
    assert_eq!(
        clock_message(Some(Side::Left)),
        [0x8D, 0, 10, 0, 5, 0, 0, 5, 0, 3]
    );
}
