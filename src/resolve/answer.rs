//! The answer to "Which Springer: Springer Bella eins or Springer Felix drei?": the words that
//! pick one of the candidates of an ambiguity.
//!
//! Pure. An answer names the piece by where it stands, whole or in part ("Springer Bella
//! eins", "Bella eins", "Bella", "b1"), by its kind when the candidates differ in kind
//! ("Läufer"), or repeats a whole move that is one of the candidates ("Nbd2").

use shakmaty::{Chess, File, Move, Rank, Role};

use super::resolve;
use crate::{
    parse,
    vocab::{Meaning, Vocabulary, normalize::NormalizedWords},
};

/// The candidate `text` picks, if it picks exactly one; `None` when the text is no answer (it
/// may then be a new move).
pub fn resolve_answer(
    pos: &Chess,
    candidates: &[Move],
    text: &str,
    vocab: &Vocabulary,
) -> Option<Move> {
    if let Ok(intents) = parse::parse(text, vocab)
        && let Ok(m) = resolve(pos, &intents)
        && candidates.contains(&m)
    {
        return Some(m);
    }
    let named = Named::read(text, vocab)?;
    let mut fitting = candidates.iter().filter(|m| named.fits(m));
    match (fitting.next(), fitting.next()) {
        (Some(m), None) => Some(*m),
        _ => None,
    }
}

/// What the answer says of the piece meant.
#[derive(Debug, Default)]
struct Named {
    role: Option<Role>,
    file: Option<File>,
    rank: Option<Rank>,
}

impl Named {
    /// The piece, file and rank the words name; `None` when a word is anything else or the
    /// words name nothing.
    fn read(text: &str, vocab: &Vocabulary) -> Option<Named> {
        let words = NormalizedWords::split(text).ok()?;
        let mut named = Named::default();
        for word in words.iter() {
            match vocab.meaning(word)? {
                Meaning::Piece(role) if named.role.is_none() => named.role = Some(role),
                Meaning::File(file) if named.file.is_none() => named.file = Some(file),
                Meaning::Rank(rank) if named.rank.is_none() => named.rank = Some(rank),
                Meaning::Filler => {}
                _ => return None,
            }
        }
        (named.role.is_some() || named.file.is_some() || named.rank.is_some()).then_some(named)
    }

    fn fits(&self, m: &Move) -> bool {
        self.role.is_none_or(|r| r == m.role())
            && self
                .file
                .is_none_or(|f| m.from().is_some_and(|s| s.file() == f))
            && self
                .rank
                .is_none_or(|r| m.from().is_some_and(|s| s.rank() == r))
    }
}

#[cfg(test)]
mod tests {
    use shakmaty::{CastlingMode, Square, fen::Fen};

    use super::*;
    use crate::{
        resolve::MoveError,
        vocab::{VocabName, Vocabulary},
    };

    fn pos(fen: &str) -> Chess {
        fen.parse::<Fen>()
            .unwrap()
            .into_position(CastlingMode::Standard)
            .unwrap()
    }

    fn question(pos: &Chess, text: &str, vocab: VocabName) -> Vec<Move> {
        let intents = parse::parse(text, Vocabulary::builtin(vocab)).unwrap();
        match resolve(pos, &intents) {
            Err(MoveError::Ambiguous(c)) => c.to_vec(),
            other => panic!("{text}: not ambiguous: {other:?}"),
        }
    }

    #[test]
    fn the_piece_is_named_by_its_square_or_part_of_it() {
        // "Which Springer: Springer Bella eins or Springer Felix drei?"
        let p = pos("4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1");
        let c = question(&p, "Springer David zwei", VocabName::De);
        let v = Vocabulary::builtin(VocabName::De);
        for answer in [
            "Springer Bella eins",
            "Bella eins",
            "Bella",
            "b1",
            "b",
            "eins",
            "Sbd2",
            "Springer Bella eins David zwei",
            "Nbd2",
        ] {
            let got = resolve_answer(&p, &c, answer, Vocabulary::builtin(VocabName::FideD))
                .or_else(|| resolve_answer(&p, &c, answer, v));
            assert_eq!(got.and_then(|m| m.from()), Some(Square::B1), "{answer}");
        }
        // "Springer Felix drei" is also a move of the other knight to f3: as an answer, it names
        // the knight that stands there.
        for answer in ["Felix drei", "Felix", "drei", "Springer Felix drei"] {
            let got = resolve_answer(&p, &c, answer, v);
            assert_eq!(got.and_then(|m| m.from()), Some(Square::F3), "{answer}");
        }
    }

    #[test]
    fn words_that_pick_none_or_both_are_no_answer() {
        let p = pos("4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1");
        let c = question(&p, "Springer David zwei", VocabName::FideD);
        let v = Vocabulary::builtin(VocabName::FideD);
        for answer in [
            "Springer",
            "Cesar",
            "Dame",
            "Springer Eva vier",
            "e4",
            "Remis",
            "",
        ] {
            assert_eq!(resolve_answer(&p, &c, answer, v), None, "{answer}");
        }
    }

    #[test]
    fn two_readings_are_told_apart_by_the_piece() {
        // Galician "Be 3": b3, or the bishop to e3?
        let p = pos("rnbqkbnr/pppppppp/8/8/3P4/8/PPP1PPPP/RNBQKBNR w KQkq - 0 1");
        let c = question(&p, "Be 3", VocabName::Gl);
        let v = Vocabulary::builtin(VocabName::Gl);
        let bishop = resolve_answer(&p, &c, "bispo", v);
        assert_eq!(bishop.map(|m| m.role()), Some(Role::Bishop));
        let pawn = resolve_answer(&p, &c, "peón", v);
        assert_eq!(pawn.map(|m| m.role()), Some(Role::Pawn));
    }
}
