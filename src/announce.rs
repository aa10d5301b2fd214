//! Legal move + position → the words that announce it, in the Appendix D vocabulary or a
//! language's own.
//!
//! Pure. The words come from the same lexicons in `grammars/` that the parser reads, so every
//! announcement parses back to the move it announces (tested exhaustively in tests/roundtrip.rs).

use std::{fmt, fmt::Write as _, str::FromStr};

use shakmaty::{CastlingSide, Chess, Move, Position, Rank, Role, Square, san::San};

use crate::{
    parse::MoveIntent,
    vocab::{Lexicon, LexiconFile, VocabName},
};

/// How moves are announced.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Style {
    /// Appendix D words, long form with the departure square, because the blind player has to
    /// find the piece on the pegged board: "Springer Gustav eins Felix drei".
    #[default]
    Fide,
    /// Appendix D words, short as SAN: "Springer Felix drei".
    FideShort,
    /// The natural words of the chosen language, short as SAN: "caballo efe tres".
    Local,
    /// Standard algebraic notation with the language's letters: "Nf3", "Cf3", "Sf3".
    San,
    /// Long form with NATO file names: "knight Golf one Foxtrot three".
    Nato,
}

impl Style {
    /// Every style.
    pub const ALL: [Style; 5] = [
        Style::Fide,
        Style::FideShort,
        Style::Local,
        Style::San,
        Style::Nato,
    ];

    /// The name used on the command line.
    pub fn as_str(self) -> &'static str {
        match self {
            Style::Fide => "fide",
            Style::FideShort => "fide-short",
            Style::Local => "local",
            Style::San => "san",
            Style::Nato => "nato",
        }
    }
}

impl fmt::Display for Style {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// The text given is not a style name.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown style '{}': expected one of fide, fide-short, local, san, nato", crate::quote::quote(.0))]
pub struct ParseStyleError(pub String);

impl FromStr for Style {
    type Err = ParseStyleError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Style::ALL
            .into_iter()
            .find(|st| st.as_str().eq_ignore_ascii_case(s.trim()))
            .ok_or_else(|| ParseStyleError(s.to_owned()))
    }
}

/// Which words name the ranks in the Appendix D styles. D.2.1: German numbers "unless the
/// arbiter decides otherwise".
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum RankWords {
    /// eins, zwei, drei … (the default rule).
    #[default]
    German,
    /// 1, 2, 3 …
    Digits,
    /// The numbers of the chosen language: uno, dos, tres …
    Local,
}

impl RankWords {
    /// The name `FromStr` reads back.
    pub fn as_str(self) -> &'static str {
        match self {
            RankWords::German => "german",
            RankWords::Digits => "digits",
            RankWords::Local => "local",
        }
    }
}

impl FromStr for RankWords {
    type Err = String;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s.trim().to_ascii_lowercase().as_str() {
            "german" => Ok(RankWords::German),
            "digits" => Ok(RankWords::Digits),
            "local" => Ok(RankWords::Local),
            _ => Err(format!(
                "unknown rank words '{}': expected german, digits or local",
                crate::quote::quote(s)
            )),
        }
    }
}

/// Renders moves in one style.
#[derive(Debug, Clone, Copy)]
pub struct Announcer {
    style: Style,
    vocab: VocabName,
    ranks: RankWords,
}

impl Announcer {
    /// An announcer in `style`, with the local words and letters of `vocab` where the style uses
    /// them (`local`, `san`, `nato`).
    pub fn new(style: Style, vocab: VocabName) -> Announcer {
        Announcer {
            style,
            vocab,
            ranks: RankWords::German,
        }
    }

    /// The same announcer with other rank words for the Appendix D styles.
    pub fn with_ranks(self, ranks: RankWords) -> Announcer {
        Announcer { ranks, ..self }
    }

    /// The style.
    pub fn style(&self) -> Style {
        self.style
    }

    fn fide(&self) -> bool {
        matches!(self.style, Style::Fide | Style::FideShort)
    }

    fn local(&self) -> &'static Lexicon {
        self.vocab.local_file().lexicon()
    }

    /// The lexicon for pieces and move words.
    fn words(&self) -> &'static Lexicon {
        if self.fide() {
            LexiconFile::FideD.lexicon()
        } else {
            self.local()
        }
    }

    /// The spoken name of a piece: "Springer", "caballo".
    pub fn piece(&self, role: Role) -> &'static str {
        self.words().piece(role)
    }

    fn file(&self, out: &mut String, file: shakmaty::File) {
        let lexicon = match self.style {
            Style::Nato => LexiconFile::Nato.lexicon(),
            _ => self.words(),
        };
        push_word(out, lexicon.file(file));
    }

    fn rank(&self, out: &mut String, rank: Rank) {
        if self.fide() {
            match self.ranks {
                RankWords::German => push_word(out, LexiconFile::FideD.lexicon().rank(rank)),
                RankWords::Digits => push_word(out, rank.char().encode_utf8(&mut [0; 4])),
                RankWords::Local => push_word(out, self.local().rank(rank)),
            }
        } else {
            push_word(out, self.local().rank(rank));
        }
    }

    fn square_into(&self, out: &mut String, sq: Square) {
        self.file(out, sq.file());
        self.rank(out, sq.rank());
    }

    /// A square in this style's words: "Felix drei", "efe tres", "f3".
    pub fn square(&self, sq: Square) -> String {
        if self.style == Style::San {
            return sq.to_string();
        }
        let mut out = String::new();
        self.square_into(&mut out, sq);
        out
    }

    /// A file in this style's words: "Felix", "efe", "f".
    pub fn file_name(&self, file: shakmaty::File) -> String {
        if self.style == Style::San {
            return file.char().to_string();
        }
        let mut out = String::new();
        self.file(&mut out, file);
        out
    }

    /// A rank in this style's words: "drei", "tres", "3".
    pub fn rank_name(&self, rank: Rank) -> String {
        if self.style == Style::San {
            return rank.char().to_string();
        }
        let mut out = String::new();
        self.rank(&mut out, rank);
        out
    }

    /// A piece and where it stands, to ask which one was meant: "Springer Gustav eins".
    pub fn origin(&self, pos: &Chess, m: &Move) -> String {
        // SAN names a candidate by its whole, disambiguated move ("Nbd2").
        let Some(from) = m.from().filter(|_| self.style != Style::San) else {
            return self.announce(pos, m);
        };
        let mut out = String::new();
        push_word(&mut out, self.piece(m.role()));
        self.square_into(&mut out, from);
        out
    }

    fn vocab_letters(&self) -> crate::vocab::Letters {
        crate::vocab::Vocabulary::builtin(self.vocab).letters()
    }

    /// Announces `m`, legal in `pos` (the position before the move).
    pub fn announce(&self, pos: &Chess, m: &Move) -> String {
        let mut after = pos.clone();
        after.play_unchecked(*m);
        let suffix = if after.is_checkmate() {
            Suffix::Mate
        } else if after.is_check() {
            Suffix::Check
        } else {
            Suffix::None
        };
        let mut out = String::with_capacity(48);
        match self.style {
            Style::San => self.san(&mut out, pos, m, suffix),
            Style::Fide | Style::Nato => self.long(&mut out, m, suffix),
            Style::FideShort | Style::Local => self.short(&mut out, pos, m, suffix),
        }
        out
    }

    /// Words that were read as a move but name no legal one (an illegal move recorded in
    /// tournament mode), in this style: what was said, not a move the position makes of it.
    pub fn intent(&self, intent: &MoveIntent) -> String {
        let mut out = String::with_capacity(48);
        let piece = match intent {
            MoveIntent::Castle(side) => {
                self.castle(&mut out, *side, Suffix::None);
                return out;
            }
            MoveIntent::Piece(piece) => piece,
        };
        let role = piece.role.unwrap_or(Role::Pawn);
        if self.style == Style::San {
            let letters = self.vocab_letters();
            out.extend(letters.letter(role));
            out.extend(piece.from_file.map(shakmaty::File::char));
            out.extend(piece.from_rank.map(Rank::char));
            if piece.capture {
                out.push('x');
            }
            let _ = write!(out, "{}", piece.to);
            if let Some(letter) = piece.promotion.and_then(|r| letters.letter(r)) {
                out.push('=');
                out.push(letter);
            }
            return out;
        }
        push_word(&mut out, self.piece(role));
        if let Some(file) = piece.from_file {
            self.file(&mut out, file);
        }
        if let Some(rank) = piece.from_rank {
            self.rank(&mut out, rank);
        }
        if piece.capture {
            push_word(&mut out, self.words().capture());
        }
        self.square_into(&mut out, piece.to);
        if piece.en_passant {
            push_word(&mut out, self.words().en_passant());
        }
        if let Some(role) = piece.promotion {
            push_word(&mut out, self.words().promotion());
            push_word(&mut out, self.piece(role));
        }
        out
    }

    fn castle(&self, out: &mut String, side: CastlingSide, suffix: Suffix) {
        push_word(out, self.words().castle(side));
        self.suffix(out, suffix);
    }

    fn suffix(&self, out: &mut String, suffix: Suffix) {
        match suffix {
            Suffix::None => {}
            Suffix::Check => push_word(out, self.words().check()),
            Suffix::Mate => push_word(out, self.words().mate()),
        }
    }

    fn tail(&self, out: &mut String, m: &Move, suffix: Suffix) {
        if m.is_en_passant() {
            push_word(out, self.words().en_passant());
        }
        if let Some(role) = m.promotion() {
            push_word(out, self.words().promotion());
            push_word(out, self.piece(role));
        }
        self.suffix(out, suffix);
    }

    /// `<Piece> <from> [capture] <to> [en passant] [promotion <Piece>] [check|mate]`
    fn long(&self, out: &mut String, m: &Move, suffix: Suffix) {
        if let Some(side) = m.castling_side() {
            return self.castle(out, side, suffix);
        }
        push_word(out, self.piece(m.role()));
        if let Some(from) = m.from() {
            self.square_into(out, from);
        }
        if m.is_capture() {
            push_word(out, self.words().capture());
        }
        self.square_into(out, m.to());
        self.tail(out, m, suffix);
    }

    /// SAN-shaped: `[<Piece>] [<file>] [<rank>] [capture] <to> [en passant] [promotion] [suffix]`
    fn short(&self, out: &mut String, pos: &Chess, m: &Move, suffix: Suffix) {
        match San::from_move(pos, *m) {
            San::Castle(side) => self.castle(out, side, suffix),
            San::Normal {
                role,
                file,
                rank,
                capture,
                to,
                ..
            } => {
                if role != Role::Pawn {
                    push_word(out, self.piece(role));
                }
                if let Some(file) = file {
                    self.file(out, file);
                }
                if let Some(rank) = rank {
                    self.rank(out, rank);
                }
                if capture {
                    push_word(out, self.words().capture());
                }
                self.square_into(out, to);
                self.tail(out, m, suffix);
            }
            San::Put { .. } | San::Null => {}
        }
    }

    fn san(&self, out: &mut String, pos: &Chess, m: &Move, suffix: Suffix) {
        let letters = self.vocab_letters();
        match San::from_move(pos, *m) {
            San::Castle(CastlingSide::KingSide) => out.push_str("O-O"),
            San::Castle(CastlingSide::QueenSide) => out.push_str("O-O-O"),
            San::Normal {
                role,
                file,
                rank,
                capture,
                to,
                promotion,
            } => {
                if let Some(letter) = letters.letter(role) {
                    out.push(letter);
                }
                if let Some(file) = file {
                    out.push(file.char());
                }
                if let Some(rank) = rank {
                    out.push(rank.char());
                }
                if capture {
                    out.push('x');
                }
                let _ = write!(out, "{to}");
                if let Some(letter) = promotion.and_then(|r| letters.letter(r)) {
                    out.push('=');
                    out.push(letter);
                }
            }
            San::Put { .. } | San::Null => {}
        }
        match suffix {
            Suffix::None => {}
            Suffix::Check => out.push('+'),
            Suffix::Mate => out.push('#'),
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Suffix {
    None,
    Check,
    Mate,
}

fn push_word(out: &mut String, word: &str) {
    if !out.is_empty() {
        out.push(' ');
    }
    out.push_str(word);
}
