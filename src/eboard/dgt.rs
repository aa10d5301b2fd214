//! The DGT e-board's serial protocol (9600 baud, 8N1), written from its documented message
//! list: one-byte commands out; messages in, each a first byte with the top bit set, a 14-bit
//! length in two 7-bit bytes (the three header bytes included) and data bytes with the top bit
//! clear. So a set top bit always starts a message: the decoder resynchronises there, and a
//! message cut short or bytes outside any message are told as a [`Fault`], never a panic.
//!
//! Pure: bytes in, [`Report`]s out.

use shakmaty::{Board, Color, File, Piece, Rank, Role, Square};

use super::{Fault, Protocol, Report};

/// The commands a DGT board takes (one byte each).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[repr(u8)]
pub enum DgtCommand {
    /// Back to idle: no more updates until asked.
    Reset = 0x40,
    /// Send the whole board once.
    SendBoard = 0x42,
    /// Send every square's change (and clock messages).
    SendUpdate = 0x43,
    /// Send every square's change, nothing else.
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
            // Serial number, clock times, trademark …: nothing the table needs.
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
    fn the_hello_resets_asks_the_version_the_board_and_updates() {
        assert_eq!(Dgt::new().hello(), [0x40, 0x4D, 0x42, 0x4B]);
        assert_eq!(Dgt::new().ask_board(), [0x42]);
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
