//! A player's electronic board (issue 27): what the board reports, whatever its make
//! ([`Report`], behind the [`Protocol`] trait), the DGT serial protocol ([`dgt`]), the move
//! detector that turns square changes into moves in time ([`detect`]), the board's place at the
//! table ([`players_board`]: the sighted player's, or in practice the player's own: his moves
//! read from it, the record checked against it);
//! its words are `present::eboard`.
//!
//! Pure: bytes in, reports out; time is an argument. The serial port is `io::eboard`, its
//! place in the loop `run::eboard`.
//!
//! Built: DGT boards over a serial line (USB, or Bluetooth through rfcomm). Not built: DGT's
//! Bluetooth LE boards (Pegasus: the same bytes over the Nordic UART service), Chessnut and
//! Certabo boards (their own messages): each would be one more [`Protocol`] (and, for BLE, one
//! more transport in `io::eboard`). A DGT clock (DGT3000, XL) attached to the board reports its
//! lever ([`Report::Clock`]), which the board's player's press can be.

pub mod detect;
pub mod dgt;
pub mod hands;
pub mod players_board;

use std::{fmt, path::PathBuf, str::FromStr};

use shakmaty::{Board, Piece, Square};

/// What happened to the board's line, told to the seat at the keyboard and the sighted seat.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum BoardLine {
    /// The board answered on `port`.
    Connected {
        /// Where.
        port: String,
    },
    /// It is gone (unplugged, switched off, out of reach).
    Lost {
        /// Where it was.
        port: String,
        /// What the system said.
        reason: String,
    },
    /// The port given cannot be opened (yet); it is tried again.
    CannotOpen {
        /// The port.
        port: String,
        /// What the system said.
        reason: String,
    },
    /// No usual port answered as a board; they are tried again.
    NotFound {
        /// The ports tried, or the patterns when none exists.
        tried: String,
    },
}

/// What an electronic board reports, whatever its bytes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Report {
    /// The whole board: what stands on every square.
    Board(Board),
    /// One square changed: what stands there now.
    Square(Square, Option<Piece>),
    /// The board named its firmware.
    Version(String),
    /// The clock attached to the board: where its lever stands.
    Clock(ClockReading),
    /// Bytes that made no sense: told, then left behind.
    Fault(Fault),
}

/// A side of the clock, seen from its front (its display).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ClockSide {
    /// The left-hand side.
    Left,
    /// The right-hand side.
    Right,
}

/// What a clock attached to the board reports.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ClockReading {
    /// The side the lever (tumbler) is down on: the player of that side has pressed.
    pub lever_down: ClockSide,
    /// Whether the clock runs (not stopped by its start/stop button).
    pub running: bool,
    /// Whether the clock shows its battery low.
    pub battery_low: bool,
    /// The time the left-hand clock shows, in seconds.
    pub left: u32,
    /// The time the right-hand clock shows, in seconds.
    pub right: u32,
}

/// Bytes from a board that are no message it should send.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Fault {
    /// Bytes outside any message (noise on the line, a message whose start was lost).
    Garbage {
        /// How many.
        bytes: usize,
    },
    /// A message cut short: the next one began before it was whole.
    CutShort {
        /// Its first byte.
        id: u8,
        /// The length it announced.
        expected: usize,
        /// The bytes that came.
        got: usize,
    },
    /// A message whose length cannot be its kind's.
    BadLength {
        /// Its first byte.
        id: u8,
        /// The length it announced.
        length: usize,
    },
    /// A square number beyond the board.
    BadSquare {
        /// The number.
        field: u8,
    },
    /// A piece code no board uses.
    BadPiece {
        /// The code.
        code: u8,
    },
    /// The board says no clock is connected to it (so its player presses by key).
    NoClock,
    /// A clock message whose times or status cannot be (a garbled reading).
    BadClock,
}

impl Fault {
    /// The kind of fault, to tell each kind once.
    pub fn kind(&self) -> &'static str {
        match self {
            Fault::Garbage { .. } => "garbage",
            Fault::CutShort { .. } => "cut-short",
            Fault::BadLength { .. } => "bad-length",
            Fault::BadSquare { .. } => "bad-square",
            Fault::BadPiece { .. } => "bad-piece",
            Fault::NoClock => "no-clock",
            Fault::BadClock => "bad-clock",
        }
    }
}

impl fmt::Display for Fault {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Fault::Garbage { bytes } => write!(f, "{bytes} bytes outside any message"),
            Fault::CutShort { id, expected, got } => write!(
                f,
                "message 0x{id:02X} cut short after {got} of {expected} bytes"
            ),
            Fault::BadLength { id, length } => {
                write!(f, "message 0x{id:02X} with a length of {length} bytes")
            }
            Fault::BadSquare { field } => write!(f, "square number {field}"),
            Fault::BadPiece { code } => write!(f, "piece code {code}"),
            Fault::NoClock => f.write_str("no clock connected"),
            Fault::BadClock => f.write_str("a clock reading that cannot be"),
        }
    }
}

/// One make of electronic board: the bytes it is asked with and what its bytes report. DGT's
/// serial boards are [`dgt::Dgt`]; Chessnut, Certabo and DGT's Bluetooth LE boards would each be
/// another.
pub trait Protocol: fmt::Debug + Send {
    /// The make, for messages ("DGT").
    fn name(&self) -> &'static str;
    /// The bytes that start a session: the board reset, asked who it is, for the whole board,
    /// for its clock, and to report every change.
    fn hello(&self) -> Vec<u8>;
    /// The bytes that ask for the whole board.
    fn ask_board(&self) -> Vec<u8>;
    /// Bytes read from the board, in any pieces: what they report, in order.
    fn receive(&mut self, bytes: &[u8]) -> Vec<Report>;
    /// Forgets a message begun before the line was lost.
    fn reset(&mut self);
}

/// Where the board is.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PortSpec {
    /// This port.
    Path(PathBuf),
    /// The first of the usual ports that answers.
    Auto,
}

/// The makes of board built.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Make {
    /// A DGT board on a serial line (USB, or Bluetooth through rfcomm).
    Dgt,
}

impl Make {
    /// The protocol of this make.
    pub fn protocol(self) -> Box<dyn Protocol> {
        match self {
            Make::Dgt => Box::new(dgt::Dgt::new()),
        }
    }
}

/// `--eboard`: which board where: `dgt:/dev/ttyUSB0`, `dgt:auto`, or `auto`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EboardSpec {
    /// The make.
    pub make: Make,
    /// The port.
    pub port: PortSpec,
}

/// Why `--eboard`'s words name no board.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum EboardSpecError {
    /// Not `make:port` nor `auto`.
    #[error("'{0}': expected dgt:PORT (e.g. dgt:/dev/ttyUSB0), dgt:auto or auto")]
    Form(String),
    /// A make that is not built.
    #[error(
        "'{0}' is not a board annabella reads: only dgt (a DGT board on a serial port) is built"
    )]
    Make(String),
    /// Nothing after the colon.
    #[error("'{0}': no port after the colon")]
    NoPort(String),
}

impl FromStr for EboardSpec {
    type Err = EboardSpecError;

    fn from_str(text: &str) -> Result<EboardSpec, EboardSpecError> {
        let text = text.trim();
        let (make, port) = match text.split_once(':') {
            Some((make, port)) => (make, port),
            None if text == "auto" => ("dgt", "auto"),
            None => return Err(EboardSpecError::Form(text.to_owned())),
        };
        let make = match make {
            "dgt" => Make::Dgt,
            other => return Err(EboardSpecError::Make(other.to_owned())),
        };
        let port = match port {
            "" => return Err(EboardSpecError::NoPort(text.to_owned())),
            "auto" => PortSpec::Auto,
            path => PortSpec::Path(PathBuf::from(path)),
        };
        Ok(EboardSpec { make, port })
    }
}

/// Written back as `--eboard` takes it, for the command that goes on with the game.
impl fmt::Display for EboardSpec {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let make = match self.make {
            Make::Dgt => "dgt",
        };
        match &self.port {
            PortSpec::Auto => write!(f, "{make}:auto"),
            PortSpec::Path(path) => write!(f, "{make}:{}", path.display()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_board_is_named_by_make_and_port() {
        assert_eq!(
            "dgt:/dev/ttyUSB0".parse(),
            Ok(EboardSpec {
                make: Make::Dgt,
                port: PortSpec::Path("/dev/ttyUSB0".into())
            })
        );
        for auto in ["auto", "dgt:auto"] {
            assert_eq!(
                auto.parse(),
                Ok(EboardSpec {
                    make: Make::Dgt,
                    port: PortSpec::Auto
                })
            );
        }
        for text in ["dgt:/dev/ttyUSB0", "dgt:auto"] {
            let spec = text.parse::<EboardSpec>();
            assert_eq!(spec.map(|s| s.to_string()).as_deref(), Ok(text));
        }
        let chessnut = "chessnut:/dev/ttyUSB0".parse::<EboardSpec>();
        assert!(chessnut.is_err_and(|e| e.to_string().contains("only dgt")));
        assert!("/dev/ttyUSB0".parse::<EboardSpec>().is_err());
        assert!("dgt:".parse::<EboardSpec>().is_err());
    }
}
