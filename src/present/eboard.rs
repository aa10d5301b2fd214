//! What the e-board tells, in a seat's words (`locales/*/eboard.ftl`): squares and pieces in
//! the Appendix D words as the table's alerts say them ("Eva vier: white Bauer, which should
//! not be there; Eva zwei: empty, should hold white Bauer"), the rest in the seat's language.
//!
//! Pure.

use super::Words;
use crate::{
    eboard::{
        BoardLine, Fault,
        detect::{Off, OffSquare},
        players_board::BoardSaid,
    },
    i18n::Arg,
};

/// Whose board is told of: the sighted player's at a table (told to every seat), or the
/// player's own in practice (told to him alone: "your e-board").
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Whose {
    /// The sighted player's, at an Appendix D table.
    Sighted,
    /// The listener's own.
    Own,
}

impl Whose {
    fn arg(self) -> (&'static str, Arg<'static>) {
        let whose = match self {
            Whose::Sighted => "sighted",
            Whose::Own => "own",
        };
        ("whose", Arg::Str(whose))
    }
}

/// A line event in `words`, of `whose` board.
pub fn line(words: &Words, line: &BoardLine, whose: Whose) -> String {
    match line {
        BoardLine::Connected { port } => {
            words.format("eboard-connected", &[("port", Arg::Str(port)), whose.arg()])
        }
        BoardLine::Lost { port, reason } => words.format(
            "eboard-lost",
            &[("port", Arg::Str(port)), ("reason", Arg::Str(reason))],
        ),
        BoardLine::CannotOpen { port, reason } => words.format(
            "eboard-cannot-open",
            &[("port", Arg::Str(port)), ("reason", Arg::Str(reason))],
        ),
        BoardLine::NotFound { tried } => {
            words.format("eboard-not-found", &[("tried", Arg::Str(tried))])
        }
    }
}

/// One square that is off: "Eva vier: white Bauer, which should not be there".
fn square(words: &Words, off: &OffSquare) -> String {
    let name = words.square(off.square);
    match (off.shown, off.should) {
        (Some(shown), None) => words.format(
            "eboard-square-extra",
            &[
                ("square", Arg::Str(&name)),
                ("piece", Arg::Str(&words.content(Some(shown)))),
            ],
        ),
        (None, should) => words.format(
            "eboard-square-missing",
            &[
                ("square", Arg::Str(&name)),
                ("piece", Arg::Str(&words.content(should))),
            ],
        ),
        (shown, should) => words.format(
            "eboard-square-wrong",
            &[
                ("square", Arg::Str(&name)),
                ("piece", Arg::Str(&words.content(shown))),
                ("should", Arg::Str(&words.content(should))),
            ],
        ),
    }
}

/// The squares that are off, each worded, joined by "; ".
pub fn squares(words: &Words, squares: &[OffSquare]) -> String {
    let parts: Vec<String> = squares.iter().map(|o| square(words, o)).collect();
    parts.join("; ")
}

/// What is off on `whose` board, in the message `id` (with `$squares`, and `$move` when
/// given), or the takeback.
fn off_in(words: &Words, off: &Off, id: &str, announced: Option<&str>, whose: Whose) -> String {
    match off {
        Off::Takeback { before, mv } => {
            let said = words.announcer().announce(before, mv);
            words.format("eboard-takeback", &[("move", Arg::Str(&said)), whose.arg()])
        }
        Off::Squares(squares) => {
            let parts = self::squares(words, squares);
            let mut args = vec![("squares", Arg::Str(&parts)), whose.arg()];
            if let Some(m) = announced {
                args.push(("move", Arg::Str(m)));
            }
            words.format(id, &args)
        }
    }
}

/// What is off on `whose` board: the squares, or the takeback.
pub fn off(words: &Words, off: &Off, whose: Whose) -> String {
    off_in(words, off, "eboard-off", None, whose)
}

/// A fault of the line, with what was wrong.
pub fn fault(words: &Words, fault: &Fault) -> String {
    let n = |v: usize| Arg::Num(i64::try_from(v).unwrap_or(i64::MAX));
    let id = format!("eboard-fault-{}", fault.kind());
    match *fault {
        Fault::Garbage { bytes } => words.format(&id, &[("bytes", n(bytes))]),
        Fault::CutShort { expected, got, .. } => {
            words.format(&id, &[("got", n(got)), ("expected", n(expected))])
        }
        Fault::BadLength { length, .. } => words.format(&id, &[("length", n(length))]),
        Fault::BadSquare { field } => words.format(&id, &[("field", n(usize::from(field)))]),
        Fault::BadPiece { code } => words.format(&id, &[("code", n(usize::from(code)))]),
        Fault::NoClock | Fault::BadClock => words.format(&id, &[]),
    }
}

/// What the board's place at the table tells, of `whose` board.
pub fn said(words: &Words, said: &BoardSaid, whose: Whose) -> String {
    match said {
        BoardSaid::Off(o) => off(words, o, whose),
        BoardSaid::OffAfterMove {
            awaited,
            before,
            off: o,
        } => match awaited {
            Some(mv) => {
                let announced = words.announcer().announce(before, mv);
                off_in(words, o, "eboard-off-after-move", Some(&announced), whose)
            }
            None => off(words, o, whose),
        },
        BoardSaid::StillOff(o) => off_in(words, o, "eboard-still-off", None, whose),
        BoardSaid::InPlace => words.format("eboard-in-place", &[whose.arg()]),
        BoardSaid::Fault(f) => fault(words, f),
    }
}

#[cfg(test)]
mod tests {
    use shakmaty::{Color, Piece, Role, Square};

    use super::*;
    use crate::{announce::Style, i18n::Lang, vocab::VocabName};

    fn pawn() -> Option<Piece> {
        Some(Piece {
            color: Color::White,
            role: Role::Pawn,
        })
    }

    #[test]
    fn what_is_off_names_each_square_in_the_appendix_d_words_in_every_language() {
        let off = Off::Squares(vec![
            OffSquare {
                square: Square::E4,
                shown: pawn(),
                should: None,
            },
            OffSquare {
                square: Square::E2,
                shown: None,
                should: pawn(),
            },
        ]);
        for lang in Lang::ALL {
            let words = Words::builtin(lang, Style::Fide, VocabName::of_interface(lang));
            let text = super::off(&words, &off, Whose::Sighted);
            assert!(
                text.contains("Eva vier") && text.contains("Eva zwei"),
                "{lang}: {text}"
            );
            assert!(!text.contains("eboard-"), "{lang}: {text}");
            // The player's own board (in practice) is another sentence, with the same squares.
            let own = super::off(&words, &off, Whose::Own);
            assert!(
                own != text && own.contains("Eva vier") && !own.contains("eboard-"),
                "{lang}: {own}"
            );
            let pawn_words = words.content(pawn());
            assert!(text.contains(&pawn_words), "{lang}: {text}");
            // The piece that should not be there comes first.
            assert!(
                text.find("Eva vier") < text.find("Eva zwei"),
                "{lang}: {text}"
            );
        }
        let en = Words::builtin(Lang::En, Style::Fide, VocabName::FideD);
        assert_eq!(
            super::off(&en, &off, Whose::Sighted),
            "The sighted player's e-board differs from the record: Eva vier: white Bauer, \
             which should not be there; Eva zwei: empty, should hold white Bauer."
        );
    }

    #[test]
    fn every_message_is_there_in_every_language() {
        let faults = [
            Fault::Garbage { bytes: 3 },
            Fault::CutShort {
                id: 0x86,
                expected: 67,
                got: 20,
            },
            Fault::BadLength {
                id: 0x8E,
                length: 6,
            },
            Fault::BadSquare { field: 70 },
            Fault::BadPiece { code: 14 },
            Fault::NoClock,
            Fault::BadClock,
        ];
        let lines = [
            BoardLine::Connected {
                port: "/dev/ttyUSB0".into(),
            },
            BoardLine::Lost {
                port: "/dev/ttyUSB0".into(),
                reason: "EIO".into(),
            },
            BoardLine::CannotOpen {
                port: "/dev/ttyUSB0".into(),
                reason: "ENOENT".into(),
            },
            BoardLine::NotFound {
                tried: "/dev/ttyACM*".into(),
            },
        ];
        for lang in Lang::ALL {
            let words = Words::builtin(lang, Style::Fide, VocabName::of_interface(lang));
            // Every number given is said.
            let garbage = fault(&words, &faults[0]);
            assert!(garbage.contains('3'), "{lang}: {garbage}");
            let cut = fault(&words, &faults[1]);
            assert!(cut.contains("67") && cut.contains("20"), "{lang}: {cut}");
            let mut texts: Vec<String> = faults.iter().map(|f| fault(&words, f)).collect();
            for whose in [Whose::Sighted, Whose::Own] {
                texts.extend(lines.iter().map(|l| line(&words, l, whose)));
                texts.push(said(&words, &BoardSaid::InPlace, whose));
            }
            for text in texts {
                assert!(!text.contains("eboard-"), "{lang}: {text}");
            }
        }
    }
}
