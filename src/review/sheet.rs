//! Reading the scoresheet back: the last move, the last N plies, move N.
//!
//! Pure. A player hears his own scoresheet (D.2.7: the score a recording device keeps), the
//! arbiter the game record. Moves are re-announced in the seat's current style by replaying the
//! sheet from the start position; an entry that is no legal move there (an illegal move
//! recorded as entered in tournament mode) is read as it was entered. A null move of a score
//! the game was resumed from (`--`) is said plainly in the seat's language: Appendix D has no
//! word for it.

use shakmaty::{Color, Move, Position};

use super::{Answer, Ctx};
use crate::{clock::side_key, game::record::play_null, i18n::Arg, table::Seat};

/// One entry of a scoresheet before it is put in words.
enum Entered {
    /// A move, or what was entered when it is none.
    Move(Option<Move>, String),
    /// A null move of an imported score: the turn passed.
    Null,
}

/// One ply as the seat recorded it, in words.
struct Ply {
    number: u32,
    side: Color,
    words: String,
    mv: Option<Move>,
}

impl Ctx<'_> {
    /// The game's header as the PGN will carry it: the players (with which seat is which), the
    /// event, site, round and date; a tag nobody set ("?") is said to be unknown.
    pub(super) fn header(&self) -> Answer {
        let table = self.query.table;
        let tags = &table.setup().game.tags;
        let unknown = self.loc().text("review-unknown");
        let known = |value: &str| {
            if value.trim().is_empty() || value.contains('?') || value == "-" {
                unknown.clone()
            } else {
                value.to_owned()
            }
        };
        let seat_of = |color: Color| {
            self.loc()
                .text(crate::present::words::seat_message(table.seat_of(color)))
        };
        let text = self.loc().format(
            "review-header",
            &[
                ("white", Arg::Str(&known(&tags.white))),
                ("whiteseat", Arg::Str(&seat_of(Color::White))),
                ("black", Arg::Str(&known(&tags.black))),
                ("blackseat", Arg::Str(&seat_of(Color::Black))),
                ("event", Arg::Str(&known(&tags.event))),
                ("site", Arg::Str(&known(&tags.site))),
                ("round", Arg::Str(&known(&tags.round))),
                ("date", Arg::Str(&known(&tags.date))),
            ],
        );
        Answer::line(text)
    }

    /// The seat's scoresheet in words.
    fn sheet(&self) -> Vec<Ply> {
        let table = self.query.table;
        let record = table.game().record();
        let entries: Vec<Entered> = match self.query.seat {
            Seat::Arbiter => record
                .plies()
                .iter()
                .map(|p| match p.mv {
                    Some(mv) => Entered::Move(Some(mv), p.san.to_string()),
                    None => Entered::Null,
                })
                .collect(),
            seat => table
                .board_and_sheet(seat)
                .map(|book| book.sheet.entries())
                .unwrap_or_default()
                .iter()
                .map(|e| {
                    if e.is_null() {
                        Entered::Null
                    } else {
                        Entered::Move(e.mv, e.words(&self.announcer))
                    }
                })
                .collect(),
        };
        let mut pos = record.start().clone();
        let offset = usize::from(pos.turn() == Color::Black);
        let first = pos.fullmoves().get();
        entries
            .into_iter()
            .enumerate()
            .map(|(i, entry)| {
                let k = i + offset;
                let (words, legal) = match entry {
                    Entered::Move(mv, entered) => {
                        let legal = mv.filter(|m| pos.is_legal(*m));
                        let words = match legal {
                            Some(m) => {
                                let words = self.announcer.announce(&pos, &m);
                                pos.play_unchecked(m);
                                words
                            }
                            None => entered,
                        };
                        (words, legal)
                    }
                    Entered::Null => {
                        // The record could play it, so it can be played here too.
                        if let Ok(after) = play_null(&pos) {
                            pos = after;
                        }
                        (self.loc().text("move-null"), None)
                    }
                };
                Ply {
                    number: first.saturating_add(u32::try_from(k / 2).unwrap_or(u32::MAX)),
                    side: if k % 2 == 0 {
                        Color::White
                    } else {
                        Color::Black
                    },
                    words,
                    mv: legal,
                }
            })
            .collect()
    }

    fn ply_line(&self, ply: &Ply) -> String {
        self.loc().format(
            "review-ply",
            &[
                ("number", Arg::Num(i64::from(ply.number))),
                ("side", Arg::Str(side_key(ply.side))),
                ("move", Arg::Str(&ply.words)),
            ],
        )
    }

    /// The last `n` plies, oldest first; the squares of the last move are highlighted.
    pub(super) fn last_moves(&self, n: u32) -> Answer {
        let sheet = self.sheet();
        let Some(last) = sheet.last() else {
            return Answer::line(self.loc().text("review-no-moves"));
        };
        let n = usize::try_from(n.max(1))
            .unwrap_or(usize::MAX)
            .min(sheet.len());
        let squares = last
            .mv
            .map(|m| m.from().into_iter().chain([m.to()]).collect())
            .unwrap_or_default();
        Answer {
            lines: sheet[sheet.len() - n..]
                .iter()
                .map(|p| self.ply_line(p))
                .collect(),
            squares,
            effect: None,
        }
    }

    /// Both plies of move `number`.
    pub(super) fn move_number(&self, number: u32) -> Answer {
        let sheet = self.sheet();
        let Some(last) = sheet.last() else {
            return Answer::line(self.loc().text("review-no-moves"));
        };
        let lines: Vec<String> = sheet
            .iter()
            .filter(|p| p.number == number)
            .map(|p| self.ply_line(p))
            .collect();
        if lines.is_empty() {
            return Answer::line(self.loc().format(
                "review-no-such-move",
                &[
                    ("number", Arg::Num(i64::from(number))),
                    ("last", Arg::Num(i64::from(last.number))),
                ],
            ));
        }
        Answer {
            lines,
            ..Answer::default()
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::{
        clock::{Calls, TimeControl},
        game::{
            GameOptions, WallTime,
            pgn::{read::import_stamp, read_pgn},
        },
        i18n::Lang,
        review::{
            ReviewCommand,
            tests::{ask_in, table},
        },
        table::{Mode, Seat},
    };

    /// 1. e4 -- 2. Nf3, resumed from its score.
    fn score_with_a_null_move() -> crate::game::Game {
        read_pgn("1. e4 -- 2. Nf3 *")
            .unwrap()
            .into_game(
                TimeControl::parse("90+30").ok(),
                Calls::none(),
                GameOptions::default(),
                import_stamp(WallTime(0)),
            )
            .unwrap()
    }

    #[test]
    fn a_null_move_of_a_resumed_score_is_said_plainly_in_every_language() {
        let game = score_with_a_null_move();
        let t = table(None, Mode::Casual).with_game(game);
        // The move after it is announced from the position after it: White's knight again.
        let lines = ask_in(Lang::En, &t, Seat::Arbiter, ReviewCommand::LastMoves(3)).lines;
        assert_eq!(
            lines,
            [
                "1. White: Bauer Eva zwei Eva vier",
                "1. Black: null move (no piece moved; the turn passed)",
                "2. White: Springer Gustav eins Felix drei",
            ]
        );
        for (lang, words) in [
            (Lang::De, "Nullzug"),
            (Lang::Es, "jugada nula"),
            (Lang::Eu, "jokaldi hutsa"),
            (Lang::Pl, "posunięcie zerowe"),
            (Lang::Gl, "xogada nula"),
        ] {
            let lines = ask_in(lang, &t, Seat::Arbiter, ReviewCommand::Move(1)).lines;
            assert!(lines[1].contains(words), "{lang:?}: {lines:?}");
        }
    }

    /// At one board the boards and sheets hold the score's moves too: a null move on them passes the turn
    /// as in the game, and each player's scoresheet says it plainly.
    #[test]
    fn a_null_move_on_the_one_board_books_passes_the_turn() {
        let game = score_with_a_null_move();
        let setup = crate::table::test_setup(Mode::Casual, shakmaty::Color::White);
        let t = crate::table::Table::one_board(setup, game);
        for seat in [Seat::Blind, Seat::Sighted] {
            let book = t.board_and_sheet(seat).unwrap();
            assert_eq!(book.board.position(), t.game().position(), "{seat:?}");
            assert_eq!(book.sheet.position(), t.game().position(), "{seat:?}");
            let lines = ask_in(Lang::En, &t, seat, ReviewCommand::LastMoves(3)).lines;
            assert_eq!(
                lines,
                [
                    "1. White: Bauer Eva zwei Eva vier",
                    "1. Black: null move (no piece moved; the turn passed)",
                    "2. White: Springer Gustav eins Felix drei",
                ],
                "{seat:?}"
            );
        }
    }
}
