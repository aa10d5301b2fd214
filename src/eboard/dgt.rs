//! The DGT e-board's serial protocol (9600 baud, 8N1), written from its documented message
//! list: one-byte commands out; messages in, each a first byte with the top bit set, a 14-bit
//! length in two 7-bit bytes (the three header bytes included) and data bytes with the top bit
//! clear. So a set top bit always starts a message: the decoder resynchronises there, and a
//! message cut short or bytes outside any message are told as a [`Fault`], never a panic.
//!
//! Pure: bytes in, [`Report`]s out.

use shakmaty::{Board, Color, File, Piece, Rank, Role, Square};

use super::{ClockReading, ClockSide, Fault, Protocol, Report};

/// The commands a DGT board takes (one byte each).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[repr(u8)]
pub enum DgtCommand {
    /// Back to idle: no more updates until asked.
    Reset = 0x40,
    /// Send the whole board once.
    SendBoard = 0x42,
    /// Send the clock's state once.
    SendClock = 0x41,
    /// Send every square's change and the clock's state every second.
    SendUpdate = 0x43,
    /// Send every square's change, and the clock's state when it changes.
    SendUpdateNice = 0x4B,
    /// Send the firmware version.
    SendVersion = 0x4D,
    /// Send the serial number.
    SendSerialNumber = 0x45,
}

/// The first byte of the whole board's message.
pub const BOARD_DUMP: u8 = 0x86;
/// The first byte of one square's change.
pub const FIELD_UPDATE: u8 = 0x8E;
/// The first byte of the firmware version.
pub const VERSION: u8 = 0x93;
/// The first byte of the attached clock's state.
pub const CLOCK: u8 = 0x8D;
/// The clock's message: three header bytes, the right-hand then the left-hand clock's hours,
/// minutes and seconds, and a status byte.
pub const CLOCK_LEN: usize = 10;
/// The status byte's bits: the clock runs; the lever is high on the right-hand side (so down
/// on the left); no clock is connected (the reading means nothing); the battery is low.
const RUNNING: u8 = 0x01;
const RIGHT_HIGH: u8 = 0x02;
const BATTERY_LOW: u8 = 0x04;
const NO_CLOCK: u8 = 0x20;
/// An hours digit of ten marks a DGT3000's answer to a command sent to it, not a reading.
const CLOCK_ACK: u8 = 0x0A;
/// The whole board's message: three header bytes and 64 squares.
pub const BOARD_DUMP_LEN: usize = 67;
/// A square's change: three header bytes, the square and the piece.
pub const FIELD_UPDATE_LEN: usize = 5;
const HEADER: usize = 3;

/// The square of a DGT field number: 0 is a8, 1 b8 … 63 h1 (the board does not turn with the
/// players); `None` beyond the board.
pub fn square_of(field: u8) -> Option<Square> {
    (field < 64).then(|| {
        Square::from_coords(
            File::new(u32::from(field % 8)),
            Rank::new(7 - u32::from(field / 8)),
        )
    })
}

/// The DGT field number of a square.
pub fn field_of(square: Square) -> u8 {
    // Both coordinates are below 8.
    let (file, rank) = (u32::from(square.file()), u32::from(square.rank()));
    u8::try_from((7 - rank) * 8 + file).unwrap_or(0)
}

/// The piece of a DGT piece code: 0 empty, 1–6 white P R N B K Q, 7–12 black; `Err` for any
/// other code.
pub fn piece_of(code: u8) -> Result<Option<Piece>, Fault> {
    const ROLES: [Role; 6] = [
        Role::Pawn,
        Role::Rook,
        Role::Knight,
        Role::Bishop,
        Role::King,
        Role::Queen,
    ];
    match code {
        0 => Ok(None),
        1..=12 => {
            let i = usize::from(code - 1);
            let color = if i < 6 { Color::White } else { Color::Black };
            Ok(Some(Piece {
                color,
                role: ROLES[i % 6],
            }))
        }
        _ => Err(Fault::BadPiece { code }),
    }
}

/// The DGT piece code of a square's content.
pub fn code_of(piece: Option<Piece>) -> u8 {
    let Some(piece) = piece else { return 0 };
    let role = match piece.role {
        Role::Pawn => 1,
        Role::Rook => 2,
        Role::Knight => 3,
        Role::Bishop => 4,
        Role::King => 5,
        Role::Queen => 6,
    };
    if piece.color.is_white() {
        role
    } else {
        role + 6
    }
}

/// A message as a board sends it: the first byte, the length and the data (what a fake board
/// in the tests and the benchmark send).
pub fn message(id: u8, data: &[u8]) -> Vec<u8> {
    let length = data.len() + HEADER;
    let mut bytes = vec![
        id | 0x80,
        u8::try_from((length >> 7) & 0x7F).unwrap_or(0),
        u8::try_from(length & 0x7F).unwrap_or(0),
    ];
    bytes.extend(data.iter().map(|b| b & 0x7F));
    bytes
}

/// The board dump message of `board`.
pub fn board_message(board: &Board) -> Vec<u8> {
    let data: Vec<u8> = (0..64u8)
        .map(|field| code_of(square_of(field).and_then(|sq| board.piece_at(sq))))
        .collect();
    message(BOARD_DUMP, &data)
}

/// The field update message of `square` now holding `piece`.
pub fn field_message(square: Square, piece: Option<Piece>) -> Vec<u8> {
    message(FIELD_UPDATE, &[field_of(square), code_of(piece)])
}

/// One clock's time from its three bytes (hours in the low four bits, minutes and seconds in
/// two decimal digits each), in seconds; `None` when a digit cannot be.
fn clock_time(bytes: &[u8]) -> Option<u32> {
    let digits = |b: u8| {
        (b >> 4 <= 9 && b & 0x0F <= 9).then(|| u32::from(b >> 4) * 10 + u32::from(b & 0x0F))
    };
    let hours = u32::from(bytes[0] & 0x0F);
    let (minutes, seconds) = (digits(bytes[1])?, digits(bytes[2])?);
    (hours <= 9 && minutes < 60 && seconds < 60).then_some(hours * 3600 + minutes * 60 + seconds)
}

/// The clock's message of `reading` as a board sends it.
pub fn clock_message(reading: &ClockReading) -> Vec<u8> {
    let bytes = |seconds: u32| {
        let bcd = |v: u32| u8::try_from((v / 10) << 4 | (v % 10)).unwrap_or(0);
        [
            u8::try_from((seconds / 3600).min(9)).unwrap_or(0),
            bcd(seconds / 60 % 60),
            bcd(seconds % 60),
        ]
    };
    let mut status = 0;
    if reading.running {
        status |= RUNNING;
    }
    if reading.lever_down == ClockSide::Left {
        status |= RIGHT_HIGH;
    }
    if reading.battery_low {
        status |= BATTERY_LOW;
    }
    let mut data = bytes(reading.right).to_vec();
    data.extend(bytes(reading.left));
    data.push(status);
    message(CLOCK, &data)
}

/// A clock's message: its reading, a fault, or nothing (a DGT3000's answer to a command).
fn decode_clock(data: &[u8]) -> Option<Report> {
    if data[0] & 0x0F == CLOCK_ACK || data[3] & 0x0F == CLOCK_ACK {
        return None;
    }
    let status = data[6];
    if status & NO_CLOCK != 0 {
        return Some(Report::Fault(Fault::NoClock));
    }
    let (Some(right), Some(left)) = (clock_time(&data[..3]), clock_time(&data[3..6])) else {
        return Some(Report::Fault(Fault::BadClock));
    };
    let lever_down = if status & RIGHT_HIGH != 0 {
        ClockSide::Left
    } else {
        ClockSide::Right
    };
    Some(Report::Clock(ClockReading {
        lever_down,
        running: status & RUNNING != 0,
        battery_low: status & BATTERY_LOW != 0,
        left,
        right,
    }))
}

/// The DGT serial protocol: the decoder of its messages, fed bytes in any pieces.
#[derive(Debug, Default, Clone)]
pub struct Dgt {
    /// The message being read, from its first byte.
    partial: Vec<u8>,
}

impl Dgt {
    /// A decoder at the start of the line.
    pub fn new() -> Dgt {
        Dgt::default()
    }

    /// The length the partial message announced, once its header is in.
    fn announced(&self) -> Option<usize> {
        (self.partial.len() >= HEADER)
            .then(|| (usize::from(self.partial[1]) << 7) | usize::from(self.partial[2]))
    }

    /// A whole message: what it reports.
    fn decode(id: u8, data: &[u8]) -> Option<Report> {
        let length = data.len() + HEADER;
        let bad = || Some(Report::Fault(Fault::BadLength { id, length }));
        match id {
            BOARD_DUMP => {
                if length != BOARD_DUMP_LEN {
                    return bad();
                }
                let mut board = Board::empty();
                for (field, code) in (0u8..).zip(data) {
                    match (square_of(field), piece_of(*code)) {
                        (Some(sq), Ok(Some(piece))) => board.set_piece_at(sq, piece),
                        (_, Err(fault)) => return Some(Report::Fault(fault)),
                        _ => {}
                    }
                }
                Some(Report::Board(board))
            }
            FIELD_UPDATE => {
                if length != FIELD_UPDATE_LEN {
                    return bad();
                }
                let Some(square) = square_of(data[0]) else {
                    return Some(Report::Fault(Fault::BadSquare { field: data[0] }));
                };
                Some(match piece_of(data[1]) {
                    Ok(piece) => Report::Square(square, piece),
                    Err(fault) => Report::Fault(fault),
                })
            }
            VERSION => {
                let numbers: Vec<String> = data.iter().map(u8::to_string).collect();
                Some(Report::Version(numbers.join(".")))
            }
            CLOCK => {
                if length != CLOCK_LEN {
                    return bad();
                }
                decode_clock(data)
            }
            // Serial number, trademark …: nothing the table needs.
            _ => None,
        }
    }
}

impl Protocol for Dgt {
    fn name(&self) -> &'static str {
        "DGT"
    }

    fn hello(&self) -> Vec<u8> {
        vec![
            DgtCommand::Reset as u8,
            DgtCommand::SendVersion as u8,
            DgtCommand::SendBoard as u8,
            DgtCommand::SendClock as u8,
            DgtCommand::SendUpdateNice as u8,
        ]
    }

    fn ask_board(&self) -> Vec<u8> {
        vec![DgtCommand::SendBoard as u8]
    }

    fn receive(&mut self, bytes: &[u8]) -> Vec<Report> {
        let mut reports = Vec::new();
        let mut garbage = 0;
        let flush = |garbage: &mut usize, reports: &mut Vec<Report>| {
            if *garbage > 0 {
                reports.push(Report::Fault(Fault::Garbage { bytes: *garbage }));
                *garbage = 0;
            }
        };
        for &byte in bytes {
            if byte & 0x80 != 0 {
                // A set top bit starts a message, whatever came before.
                flush(&mut garbage, &mut reports);
                if let Some(&id) = self.partial.first() {
                    reports.push(Report::Fault(Fault::CutShort {
                        id,
                        expected: self.announced().unwrap_or(0),
                        got: self.partial.len(),
                    }));
                }
                self.partial.clear();
                self.partial.push(byte);
                continue;
            }
            if self.partial.is_empty() {
                garbage += 1;
                continue;
            }
            self.partial.push(byte);
            let Some(length) = self.announced() else {
                continue;
            };
            if length < HEADER {
                let id = self.partial[0];
                reports.push(Report::Fault(Fault::BadLength { id, length }));
                self.partial.clear();
            } else if self.partial.len() == length {
                let message = std::mem::take(&mut self.partial);
                reports.extend(Dgt::decode(message[0], &message[HEADER..]));
            }
        }
        flush(&mut garbage, &mut reports);
        reports
    }

    fn reset(&mut self) {
        self.partial.clear();
    }
}

#[cfg(test)]
mod tests {
    use shakmaty::{Chess, Position};

    use super::*;

    fn start() -> Board {
        Chess::default().board().clone()
    }

    #[test]
    fn squares_run_from_a8_to_h1_and_back() {
        assert_eq!(square_of(0), Some(Square::A8));
        assert_eq!(square_of(7), Some(Square::H8));
        assert_eq!(square_of(8), Some(Square::A7));
        assert_eq!(square_of(63), Some(Square::H1));
        assert_eq!(square_of(64), None);
        for sq in Square::ALL {
            assert_eq!(square_of(field_of(sq)), Some(sq));
        }
    }

    #[test]
    fn piece_codes_read_both_ways() {
        let white_king = Piece {
            color: Color::White,
            role: Role::King,
        };
        assert_eq!(piece_of(5), Ok(Some(white_king)));
        assert_eq!(piece_of(0), Ok(None));
        assert_eq!(piece_of(13), Err(Fault::BadPiece { code: 13 }));
        for code in 0..=12 {
            assert_eq!(piece_of(code).map(code_of), Ok(code));
        }
    }

    #[test]
    fn a_board_dump_and_an_update_decode_in_any_pieces() {
        let mut bytes = board_message(&start());
        bytes.extend(field_message(Square::E2, None));
        for cut in [1, 2, 3, 7, 66, 67, 68, 70] {
            let mut dgt = Dgt::new();
            let mut reports = dgt.receive(&bytes[..cut]);
            reports.extend(dgt.receive(&bytes[cut..]));
            assert_eq!(
                reports,
                [Report::Board(start()), Report::Square(Square::E2, None)],
                "cut at {cut}"
            );
        }
    }

    #[test]
    fn the_version_is_read() {
        let mut dgt = Dgt::new();
        assert_eq!(
            dgt.receive(&message(VERSION, &[1, 7])),
            [Report::Version("1.7".into())]
        );
    }

    #[test]
    fn garbage_is_told_and_the_next_message_read() {
        let mut dgt = Dgt::new();
        let mut bytes = vec![0x01, 0x22, 0x7F];
        bytes.extend(field_message(Square::E4, None));
        assert_eq!(
            dgt.receive(&bytes),
            [
                Report::Fault(Fault::Garbage { bytes: 3 }),
                Report::Square(Square::E4, None)
            ]
        );
    }

    #[test]
    fn a_message_cut_short_is_told_and_the_next_one_read() {
        let mut dgt = Dgt::new();
        let dump = board_message(&start());
        let mut bytes = dump[..20].to_vec();
        bytes.extend(field_message(Square::D7, None));
        assert_eq!(
            dgt.receive(&bytes),
            [
                Report::Fault(Fault::CutShort {
                    id: BOARD_DUMP,
                    expected: 67,
                    got: 20
                }),
                Report::Square(Square::D7, None)
            ]
        );
    }

    #[test]
    fn bad_lengths_squares_and_pieces_are_told() {
        let mut dgt = Dgt::new();
        assert_eq!(
            dgt.receive(&[FIELD_UPDATE, 0, 1]),
            [Report::Fault(Fault::BadLength {
                id: FIELD_UPDATE,
                length: 1
            })]
        );
        assert_eq!(
            dgt.receive(&message(FIELD_UPDATE, &[64, 1])),
            [Report::Fault(Fault::BadSquare { field: 64 })]
        );
        assert_eq!(
            dgt.receive(&message(FIELD_UPDATE, &[3, 14])),
            [Report::Fault(Fault::BadPiece { code: 14 })]
        );
        assert_eq!(
            dgt.receive(&message(FIELD_UPDATE, &[3, 1, 1])),
            [Report::Fault(Fault::BadLength {
                id: FIELD_UPDATE,
                length: 6
            })]
        );
        let mut dump = vec![0u8; 64];
        dump[10] = 99;
        assert_eq!(
            dgt.receive(&message(BOARD_DUMP, &dump)),
            [Report::Fault(Fault::BadPiece { code: 99 })]
        );
        // Messages the table does not need are passed over in silence.
        assert_eq!(dgt.receive(&message(0x91, &[1, 2, 3, 4, 5])), []);
    }

    #[test]
    fn the_hello_resets_asks_the_version_the_board_the_clock_and_updates() {
        assert_eq!(Dgt::new().hello(), [0x40, 0x4D, 0x42, 0x41, 0x4B]);
        assert_eq!(Dgt::new().ask_board(), [0x42]);
    }

    #[test]
    fn the_clocks_lever_and_times_are_read() {
        let mut dgt = Dgt::new();
        // Right-hand clock 1:05:09, left-hand 0:59:30, running, the lever high on the right.
        let bytes = message(CLOCK, &[0x01, 0x05, 0x09, 0x00, 0x59, 0x30, 0x03]);
        let reading = ClockReading {
            lever_down: ClockSide::Left,
            running: true,
            battery_low: false,
            left: 59 * 60 + 30,
            right: 3600 + 5 * 60 + 9,
        };
        assert_eq!(dgt.receive(&bytes), [Report::Clock(reading)]);
        assert_eq!(clock_message(&reading), bytes);
        // High on the left, stopped, battery low: down on the right.
        let bytes = message(CLOCK, &[0, 0, 0, 0, 0, 0, 0x04]);
        let [Report::Clock(r)] = dgt.receive(&bytes)[..] else {
            panic!("a reading");
        };
        assert_eq!(
            (r.lever_down, r.running, r.battery_low),
            (ClockSide::Right, false, true)
        );
    }

    #[test]
    fn no_clock_and_a_garbled_reading_are_faults_and_an_ack_is_nothing() {
        let mut dgt = Dgt::new();
        assert_eq!(
            dgt.receive(&message(CLOCK, &[0, 0, 0, 0, 0, 0, 0x20])),
            [Report::Fault(Fault::NoClock)]
        );
        for garbled in [
            [0, 0x60, 0, 0, 0, 0, 1],
            [0, 0, 0x5A, 0, 0, 0, 1],
            [0x0B, 0, 0, 0, 0, 0, 1],
        ] {
            assert_eq!(
                dgt.receive(&message(CLOCK, &garbled)),
                [Report::Fault(Fault::BadClock)],
                "{garbled:?}"
            );
        }
        assert_eq!(
            dgt.receive(&message(CLOCK, &[0, 0, 0, 0, 0])),
            [Report::Fault(Fault::BadLength {
                id: CLOCK,
                length: 8
            })]
        );
        assert_eq!(
            dgt.receive(&message(CLOCK, &[0x0A, 0x10, 0, 0x0A, 0, 0, 0])),
            []
        );
    }

    proptest::proptest! {
        #[test]
        fn any_bytes_in_any_pieces_never_panic(
            bytes in proptest::collection::vec(proptest::num::u8::ANY, 0..400),
            cut in 0usize..400,
        ) {
            let mut dgt = Dgt::new();
            let cut = cut.min(bytes.len());
            let _ = dgt.receive(&bytes[..cut]);
            let _ = dgt.receive(&bytes[cut..]);
            // Whatever came before, a whole message after it is read.
            let reports = dgt.receive(&field_message(Square::C3, None));
            proptest::prop_assert_eq!(
                reports.last(),
                Some(&Report::Square(Square::C3, None))
            );
        }
    }
}
