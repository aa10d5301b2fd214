//! Reading the board: a square, a rank or a file, piece lists, the whole board, material.
//!
//! Pure. Lists run from the asking player's own side of the board (rank eins first for White,
//! acht first for Black; the arbiter and White read alike), files from Anna to Hector, so the
//! order matches the pegged board under the player's fingers. Runs of empty squares are told as
//! one range, which is what makes a rank quick to listen to.

use shakmaty::{Bitboard, Chess, Color, Piece, Position, Rank, Role, Square};

use super::{Answer, Ctx, Whose, command_words::role_id};
use crate::{
    announce::{Announcer, Style},
    clock::side_key,
    i18n::{Arg, Lang, Localizer},
    vocab::VocabName,
};

/// The roles in the order pieces are listed: the king first, pawns last.
const LIST_ORDER: [Role; 6] = [
    Role::King,
    Role::Queen,
    Role::Rook,
    Role::Bishop,
    Role::Knight,
    Role::Pawn,
];

/// Points for the material balance (the customary 1, 3, 3, 5, 9).
fn points(role: Role) -> i64 {
    match role {
        Role::Pawn => 1,
        Role::Knight | Role::Bishop => 3,
        Role::Rook => 5,
        Role::Queen => 9,
        Role::King => 0,
    }
}

/// Where `sq` comes when a player of `side` reads the board: rank eins first for White and the
/// arbiter (`None`), acht first for Black, files from Anna to Hector each time.
pub fn reading_index(sq: Square, side: Option<Color>) -> u32 {
    let rank = u32::from(sq.rank());
    let rank = if side == Some(Color::Black) {
        7 - rank
    } else {
        rank
    };
    rank * 8 + u32::from(sq.file())
}

impl Ctx<'_> {
    /// The squares of `bb` in reading order.
    pub(super) fn ordered(&self, bb: Bitboard) -> Vec<Square> {
        let mut squares: Vec<Square> = bb.into_iter().collect();
        squares.sort_by_key(|sq| reading_index(*sq, self.me));
        squares
    }

    /// The ranks in reading order.
    fn ranks(&self) -> Vec<Rank> {
        let mut ranks = Rank::ALL.to_vec();
        if self.me == Some(Color::Black) {
            ranks.reverse();
        }
        ranks
    }

    fn join_squares(&self, squares: &[Square]) -> String {
        squares
            .iter()
            .map(|sq| self.square(*sq))
            .collect::<Vec<_>>()
            .join(", ")
    }

    /// "Felix drei: white Springer".
    pub(super) fn square_read(&self, sq: Square) -> Answer {
        let text = self.loc().format(
            "review-square",
            &[
                ("square", Arg::Str(&self.square(sq))),
                (
                    "content",
                    Arg::Str(&self.content(self.pos.board().piece_at(sq))),
                ),
            ],
        );
        Answer::line(text).with_squares(vec![sq])
    }

    /// The squares whose content differs between the seat's board `plies` half-moves ago (or
    /// at the start, when it holds fewer) and now, in reading order, each with what stands on it
    /// now: the player checks only those pegs.
    pub(super) fn changed(&self, plies: u32) -> Answer {
        let Some((before, plies)) = self.board_back(plies) else {
            return Answer::line(self.loc().text("review-no-moves"));
        };
        let now = self.pos.board();
        let differ = Square::ALL
            .into_iter()
            .filter(|sq| before.board().piece_at(*sq) != now.piece_at(*sq))
            .collect::<Bitboard>();
        let squares = self.ordered(differ);
        let plies = ("plies", Arg::Num(i64::from(plies)));
        if squares.is_empty() {
            return Answer::line(self.loc().format("review-changed-none", &[plies]));
        }
        let read = squares
            .iter()
            .map(|sq| {
                self.loc().format(
                    "review-square",
                    &[
                        ("square", Arg::Str(&self.square(*sq))),
                        ("content", Arg::Str(&self.content(now.piece_at(*sq)))),
                    ],
                )
            })
            .collect::<Vec<_>>()
            .join(", ");
        let text = self
            .loc()
            .format("review-changed", &[plies, ("squares", Arg::Str(&read))]);
        Answer::line(text).with_squares(squares)
    }

    /// The seat's board `plies` half-moves back, and how many that went back (fewer when the
    /// board holds fewer); `None` when nothing has been played on it.
    fn board_back(&self, plies: u32) -> Option<(Chess, u32)> {
        let table = self.query.table;
        let record = table.game().record();
        let book = table.board_and_sheet(self.query.seat);
        let held = book.map_or_else(|| record.plies().len(), |b| b.board.len());
        if held == 0 {
            return None;
        }
        let back = usize::try_from(plies).unwrap_or(usize::MAX).min(held);
        let before = match book {
            _ if back == 0 => self.pos.clone(),
            Some(book) => book.board.entries().get(held - back)?.before.clone(),
            None => record.position_at(held - back)?,
        };
        Some((before, u32::try_from(back).unwrap_or(u32::MAX)))
    }

    /// A rank or a file, square by square, with runs of empty squares grouped.
    pub(super) fn line(&self, line: Bitboard) -> Answer {
        let squares = self.ordered(line);
        Answer::line(self.line_text(&squares)).with_squares(squares)
    }

    fn line_text(&self, squares: &[Square]) -> String {
        let board = self.pos.board();
        let mut parts = Vec::new();
        let mut i = 0;
        while i < squares.len() {
            let sq = squares[i];
            if let Some(piece) = board.piece_at(sq) {
                parts.push(self.loc().format(
                    "review-square",
                    &[
                        ("square", Arg::Str(&self.square(sq))),
                        ("content", Arg::Str(&self.piece(piece))),
                    ],
                ));
                i += 1;
                continue;
            }
            let run = squares[i..]
                .iter()
                .take_while(|s| board.piece_at(**s).is_none())
                .count();
            let last = squares[i + run - 1];
            parts.push(if run == 1 {
                self.loc().format(
                    "review-square",
                    &[
                        ("square", Arg::Str(&self.square(sq))),
                        ("content", Arg::Str(&self.loc().text("review-empty"))),
                    ],
                )
            } else {
                self.loc().format(
                    "review-empty-run",
                    &[
                        ("from", Arg::Str(&self.square(sq))),
                        ("to", Arg::Str(&self.square(last))),
                    ],
                )
            });
            i += run;
        }
        parts.join(", ")
    }

    /// The two diagonals through `sq`, each from the player's own side of the board, square by
    /// square with empty runs grouped; a diagonal of the one square (from a corner) is left out.
    pub(super) fn diagonals(&self, sq: Square) -> Answer {
        let mut lines = Vec::new();
        let mut highlight = Vec::new();
        for step in [1, -1] {
            let mut diagonal = Bitboard::from_square(sq);
            for dir in [1, -1] {
                let mut at = sq;
                while let (Some(f), Some(r)) = (at.file().offset(dir), at.rank().offset(dir * step))
                {
                    at = Square::from_coords(f, r);
                    diagonal.add(at);
                }
            }
            if diagonal.count() < 2 {
                continue;
            }
            let squares = self.ordered(diagonal);
            let (Some(first), Some(last)) = (squares.first(), squares.last()) else {
                continue;
            };
            lines.push(self.loc().format(
                "review-diagonal",
                &[
                    ("from", Arg::Str(&self.square(*first))),
                    ("to", Arg::Str(&self.square(*last))),
                    ("squares", Arg::Str(&self.line_text(&squares))),
                ],
            ));
            highlight.extend(squares);
        }
        Answer {
            lines,
            squares: highlight,
            effect: None,
        }
    }

    fn sides(&self, whose: Whose) -> Vec<Color> {
        match (whose, self.me) {
            (Whose::Side(color), _) => vec![color],
            (Whose::Mine, Some(me)) => vec![me],
            (Whose::Theirs, Some(me)) => vec![!me],
            _ => vec![Color::White, Color::Black],
        }
    }

    /// Where pieces stand: "white Springer: Bella eins, Gustav eins", or all of a side.
    pub(super) fn pieces(&self, whose: Whose, role: Option<Role>) -> Answer {
        let board = self.pos.board();
        let mut lines = Vec::new();
        let mut highlight = Vec::new();
        for color in self.sides(whose) {
            let Some(role) = role else {
                lines.push(self.side_list(color));
                highlight.extend(self.ordered(board.by_color(color)));
                continue;
            };
            let squares = self.ordered(board.by_piece(Piece { color, role }));
            let piece = self.piece(Piece { color, role });
            lines.push(if squares.is_empty() {
                self.loc()
                    .format("review-list-none", &[("piece", Arg::Str(&piece))])
            } else {
                self.loc().format(
                    "review-list",
                    &[
                        ("piece", Arg::Str(&piece)),
                        ("squares", Arg::Str(&self.join_squares(&squares))),
                    ],
                )
            });
            highlight.extend(squares);
        }
        Answer {
            lines,
            squares: highlight,
            effect: None,
        }
    }

    /// "White: König Eva eins; Turm Anna eins, Hector eins; …".
    fn side_list(&self, color: Color) -> String {
        let board = self.pos.board();
        let groups: Vec<String> = LIST_ORDER
            .into_iter()
            .filter_map(|role| {
                let squares = self.ordered(board.by_piece(Piece { color, role }));
                (!squares.is_empty()).then(|| {
                    self.loc().format(
                        "review-group",
                        &[
                            ("piece", Arg::Str(self.piece_word(role))),
                            ("squares", Arg::Str(&self.join_squares(&squares))),
                        ],
                    )
                })
            })
            .collect();
        self.loc().format(
            "review-side-list",
            &[
                ("side", Arg::Str(side_key(color))),
                ("groups", Arg::Str(&groups.join("; "))),
            ],
        )
    }

    /// The whole board as piece lists, the asking player's side first.
    pub(super) fn board_pieces(&self) -> Answer {
        let first = self.me.unwrap_or(Color::White);
        Answer {
            lines: vec![self.side_list(first), self.side_list(!first)],
            ..Answer::default()
        }
    }

    /// The whole board rank by rank.
    pub(super) fn board_ranks(&self) -> Answer {
        let lines = self
            .ranks()
            .into_iter()
            .map(|rank| self.line_text(&self.ordered(Bitboard::from_rank(rank))))
            .collect();
        Answer {
            lines,
            ..Answer::default()
        }
    }

    /// "2 Springer": a count in the seat's announcement words. The interface language's own
    /// message, with its plural forms, when those are the words announced ("2 Türme" in
    /// German, "2 caballos" in Spanish with the Spanish words); else the announced word as it
    /// stands, so an English interface with the Appendix D words says "2 Springer", not
    /// "2 knights", and with the German plurals of those words where they have one.
    fn count(&self, role: Role, n: u8) -> String {
        let id = format!("review-count-{}", role_id(role));
        let n = i64::from(n);
        let words_of =
            |lang: Lang| Announcer::new(Style::Local, VocabName::of_lang(lang)).piece(role);
        if words_of(self.reviewer.lang()) == self.piece_word(role) {
            self.loc().format(&id, &[("n", Arg::Num(n))])
        } else if words_of(Lang::De) == self.piece_word(role)
            && let Ok(german) = Localizer::new(Lang::De)
        {
            // The Appendix D words are German: their German plurals ("5 Bauern").
            german.format(&id, &[("n", Arg::Num(n))])
        } else {
            self.loc().format(
                "review-count",
                &[
                    ("n", Arg::Num(n)),
                    ("piece", Arg::Str(self.piece_word(role))),
                ],
            )
        }
    }

    /// Pieces of each side counted, and in casual mode the balance in points.
    pub(super) fn material(&self) -> Answer {
        let material = self.pos.board().material();
        let mut lines = Vec::new();
        let first = self.me.unwrap_or(Color::White);
        for color in [first, !first] {
            let counts: Vec<String> = LIST_ORDER[1..]
                .iter()
                .filter(|role| *material[color].get(**role) > 0)
                .map(|role| self.count(*role, *material[color].get(*role)))
                .collect();
            let side = [("side", Arg::Str(side_key(color)))];
            lines.push(if counts.is_empty() {
                self.loc().format("review-material-king", &side)
            } else {
                self.loc().format(
                    "review-material-side",
                    &[side[0], ("counts", Arg::Str(&counts.join(", ")))],
                )
            });
        }
        if !self.restricted() {
            let score = |color: Color| -> i64 {
                LIST_ORDER
                    .iter()
                    .map(|role| points(*role) * i64::from(*material[color].get(*role)))
                    .sum()
            };
            let balance = score(Color::White) - score(Color::Black);
            lines.push(if balance == 0 {
                self.loc().text("review-material-equal")
            } else {
                let ahead = if balance > 0 {
                    Color::White
                } else {
                    Color::Black
                };
                self.loc().format(
                    "review-material-ahead",
                    &[
                        ("side", Arg::Str(side_key(ahead))),
                        ("n", Arg::Num(balance.abs())),
                    ],
                )
            });
        }
        Answer {
            lines,
            ..Answer::default()
        }
    }
}
