//! The board cursor's jumps on the screen: to the next or the previous piece of a kind (its
//! letter, as lichess's board keys: k q r b n p, upper case backwards) and to a rank (its
//! digit), each saying the square it lands on.
//!
//! Pure: the cursor moves over the keyboard seat's own board.

use shakmaty::{Color, Position as _, Rank, Role, Square};

use super::{App, Effect};
use crate::{i18n::Arg, review::reading_index};

impl App {
    /// A plain key with the board focused: a piece letter or a rank's digit; other keys do
    /// nothing.
    pub(super) fn board_key(&mut self, key: char) -> Vec<Effect> {
        let side = self.table.color_of(self.keyboard);
        if let Some(rank) = key
            .to_digit(10)
            .and_then(|d| d.checked_sub(1))
            .and_then(|d| Rank::ALL.get(d as usize))
        {
            self.cursor = Square::from_coords(self.cursor.file(), *rank);
            let text = self.square_text(self.cursor);
            return self.tell(text);
        }
        let Some(role) = Role::from_char(key.to_ascii_lowercase()) else {
            return Vec::new();
        };
        let board = self.table.board_of(self.keyboard).board();
        let found = step(
            board.by_role(role),
            self.cursor,
            side,
            key.is_ascii_lowercase(),
        );
        match found {
            Some(sq) => {
                self.cursor = sq;
                let text = self.square_text(sq);
                self.tell(text)
            }
            None => {
                let words = self.words();
                let piece = words.announcer().piece(role);
                let text = words.format("app-board-none", &[("piece", Arg::Str(piece))]);
                self.tell(text)
            }
        }
    }
}

/// The square of `squares` after `from` in the reading order of a player of `side` (before it
/// when not `forward`), going round past the end; `from` itself only when it is the one square.
fn step(
    squares: impl IntoIterator<Item = Square>,
    from: Square,
    side: Option<Color>,
    forward: bool,
) -> Option<Square> {
    let at = reading_index(from, side);
    let mut order: Vec<(u32, Square)> = squares
        .into_iter()
        .map(|sq| (reading_index(sq, side), sq))
        .collect();
    order.sort_unstable();
    let next = if forward {
        order.iter().find(|(i, _)| *i > at).or(order.first())
    } else {
        order.iter().rev().find(|(i, _)| *i < at).or(order.last())
    };
    next.map(|(_, sq)| *sq)
}

#[cfg(test)]
mod tests {
    use shakmaty::{Color, Square};

    use super::step;

    #[test]
    fn the_next_and_previous_piece_in_reading_order_go_round() {
        const W: Option<Color> = Some(Color::White);
        const B: Option<Color> = Some(Color::Black);
        let knights = [Square::B1, Square::G1, Square::B8];
        assert_eq!(step(knights, Square::A1, W, true), Some(Square::B1));
        assert_eq!(step(knights, Square::B1, W, true), Some(Square::G1));
        assert_eq!(step(knights, Square::B8, W, true), Some(Square::B1));
        assert_eq!(step(knights, Square::B1, W, false), Some(Square::B8));
        // Black reads rank acht first.
        assert_eq!(step(knights, Square::A8, B, true), Some(Square::B8));
        assert_eq!(step(knights, Square::B8, B, true), Some(Square::B1));
        assert_eq!(step(knights, Square::G1, B, true), Some(Square::B8));
        assert_eq!(step([Square::E4], Square::E4, W, true), Some(Square::E4));
        assert_eq!(step([], Square::E4, W, true), None);
    }
}
