//! The assisting reads, casual mode only: attackers and defenders of a square, legal moves of a
//! piece. In tournament mode they are refused before they get here (11.3, D.2.10.4).
//!
//! Pure. Attacks come from `Board::attacks_to`, moves from `Position::legal_moves`: shakmaty
//! decides, nothing here generates moves.

use shakmaty::{Bitboard, Chess, Move, Position, Square};

use super::{Answer, Ctx};
use crate::i18n::Arg;

impl Ctx<'_> {
    /// "Bella sieben, black Läufer: attacked by Turm Bella eins; defended by Bauer Anna sechs."
    ///
    /// The side that defends is the one whose piece stands on the square; on an empty square,
    /// the asking player (for the arbiter, the side to move).
    pub(super) fn attackers(&self, sq: Square) -> Answer {
        let board = self.pos.board();
        let occupant = board.piece_at(sq);
        let defender = occupant
            .map(|p| p.color)
            .or(self.me)
            .unwrap_or_else(|| self.pos.turn());
        let attackers = self.ordered(board.attacks_to(sq, !defender, board.occupied()));
        let defenders = self.ordered(board.attacks_to(sq, defender, board.occupied()));
        let part = |squares: &[Square], some: &str, none: &str| {
            if squares.is_empty() {
                self.loc().text(none)
            } else {
                self.loc()
                    .format(some, &[("list", Arg::Str(&self.list(squares)))])
            }
        };
        let text = self.loc().format(
            "review-attacks",
            &[
                ("square", Arg::Str(&self.square(sq))),
                ("content", Arg::Str(&self.content(occupant))),
                (
                    "attacked",
                    Arg::Str(&part(
                        &attackers,
                        "review-attacked-by",
                        "review-not-attacked",
                    )),
                ),
                (
                    "defended",
                    Arg::Str(&part(
                        &defenders,
                        "review-defended-by",
                        "review-not-defended",
                    )),
                ),
            ],
        );
        let mut squares = vec![sq];
        squares.extend(attackers);
        squares.extend(defenders);
        Answer::line(text).with_squares(squares)
    }

    /// "Turm Bella eins, Dame David acht": each piece with its square.
    fn list(&self, squares: &[Square]) -> String {
        let board = self.pos.board();
        squares
            .iter()
            .filter_map(|sq| {
                let role = board.role_at(*sq)?;
                Some(self.loc().format(
                    "review-group",
                    &[
                        ("piece", Arg::Str(self.piece_word(role))),
                        ("squares", Arg::Str(&self.square(*sq))),
                    ],
                ))
            })
            .collect::<Vec<_>>()
            .join(", ")
    }

    /// "white Springer Gustav eins: Felix drei, Hector drei." For a piece of the side not to
    /// move, the moves it would have if it were its turn.
    pub(super) fn legal_moves(&self, sq: Square) -> Answer {
        let Some(piece) = self.pos.board().piece_at(sq) else {
            return self.square_read(sq);
        };
        let pos: Chess = if piece.color == self.pos.turn() {
            self.pos.clone()
        } else {
            match self.pos.clone().swap_turn() {
                Ok(pos) => pos,
                Err(_) => {
                    return Answer::line(self.loc().format(
                        "review-moves-unknown",
                        &[("square", Arg::Str(&self.square(sq)))],
                    ))
                    .with_squares(vec![sq]);
                }
            }
        };
        let moves: Vec<Move> = pos
            .legal_moves()
            .into_iter()
            .filter(|m| m.from() == Some(sq))
            .collect();
        let args = |list: &str| -> String {
            let piece = self.piece(piece);
            let square = self.square(sq);
            let mut args = vec![("piece", Arg::Str(&piece)), ("square", Arg::Str(&square))];
            let id = if list.is_empty() {
                "review-no-legal-moves"
            } else {
                args.push(("list", Arg::Str(list)));
                "review-moves"
            };
            self.loc().format(id, &args)
        };
        let mut seen = Bitboard::EMPTY;
        let mut targets = Vec::new();
        let mut squares = vec![sq];
        for m in &moves {
            if m.is_castle() {
                targets.push(self.announcer.announce(&pos, m));
                continue;
            }
            // The four promotions to one square are one destination.
            if seen.contains(m.to()) {
                continue;
            }
            seen.add(m.to());
            squares.push(m.to());
            let to = self.square(m.to());
            targets.push(match m.capture() {
                Some(role) => self.loc().format(
                    "review-target-capture",
                    &[
                        ("square", Arg::Str(&to)),
                        ("piece", Arg::Str(self.piece_word(role))),
                    ],
                ),
                None => to,
            });
        }
        Answer::line(args(&targets.join(", "))).with_squares(squares)
    }
}
