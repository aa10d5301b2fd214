//! Real games, every move in every form: tests/data/corpus holds engine self-play games
//! (`engine.uci`, made with scripts/engine-games.py) and famous games written out by hand
//! (`famous.pgn`). Every move played is announced in every style and vocabulary and typed as
//! SAN, long algebraic and UCI, and must parse back to itself; every illegal move of a piece
//! of the side to move, in every one of those forms, must be refused, never read as a
//! different legal move (issue 10).

use annabella::{
    announce::{Announcer, RankWords, Style},
    parse, resolve,
    vocab::{VocabName, Vocabulary},
};
use shakmaty::{
    CastlingMode, Chess, EnPassantMode, Move, Position, Role, Square, fen::Fen, san::San,
    uci::UciMove,
};

/// Every position of the corpus with the move played in it.
fn plies() -> Vec<(Chess, Move)> {
    let mut plies = Vec::new();
    for line in include_str!("data/corpus/engine.uci").lines() {
        let mut pos = Chess::default();
        for word in line.split_whitespace() {
            let uci: UciMove = word.parse().unwrap_or_else(|e| panic!("{word}: {e}"));
            let m = uci.to_move(&pos).unwrap_or_else(|e| panic!("{word}: {e}"));
            plies.push((pos.clone(), m));
            pos.play_unchecked(m);
        }
    }
    // Movetext only: tag lines are skipped, and a result ends a game.
    let mut pos = Chess::default();
    let movetext = include_str!("data/corpus/famous.pgn")
        .lines()
        .filter(|l| !l.starts_with('['));
    for word in movetext.flat_map(str::split_whitespace) {
        if ["1-0", "0-1", "1/2-1/2", "*"].contains(&word) {
            pos = Chess::default();
            continue;
        }
        let word = word.trim_start_matches(|c: char| c.is_ascii_digit() || c == '.');
        if word.is_empty() {
            continue;
        }
        let san: San = word.parse().unwrap_or_else(|e| panic!("{word}: {e}"));
        let m = san.to_move(&pos).unwrap_or_else(|e| panic!("{word}: {e}"));
        plies.push((pos.clone(), m));
        pos.play_unchecked(m);
    }
    plies
}

fn announcers(vocab: VocabName) -> Vec<Announcer> {
    let mut list: Vec<Announcer> = Style::ALL
        .iter()
        .map(|s| Announcer::new(*s, vocab))
        .collect();
    list.push(Announcer::new(Style::Fide, vocab).with_ranks(RankWords::Digits));
    list.push(Announcer::new(Style::FideShort, vocab).with_ranks(RankWords::Local));
    list
}

fn fen(pos: &Chess) -> Fen {
    Fen::from_position(pos, EnPassantMode::Legal)
}

/// What a text gives in a position, as a move or the error's words.
fn outcome(pos: &Chess, text: &str, vocab: &Vocabulary) -> Result<Move, String> {
    let intents = parse::parse(text, vocab).map_err(|e| e.to_string())?;
    resolve::resolve(pos, &intents).map_err(|e| e.to_string())
}

/// A move in the typed forms of one vocabulary: long algebraic with and without the dash, in
/// the vocabulary's letters and in lower case, and UCI.
fn typed_forms(
    white: bool,
    vocab: &Vocabulary,
    role: Role,
    from: Square,
    to: Square,
    capture: bool,
    promotion: Option<Role>,
) -> Vec<String> {
    let letters = vocab.letters();
    let letter = letters.letter(role).map(String::from).unwrap_or_default();
    let promo = promotion
        .and_then(|p| letters.letter(p))
        .map(|l| format!("={l}"))
        .unwrap_or_default();
    let uci_promo = promotion
        .and_then(|p| p.upper_char().to_lowercase().next())
        .map(String::from)
        .unwrap_or_default();
    let x = if capture { "x" } else { "-" };
    let lan = format!("{letter}{from}{x}{to}{promo}");
    let mut forms = vec![
        format!("{from}{to}{uci_promo}"),
        lan.clone(),
        format!("{letter}{from}{to}{promo}"),
        lan.to_lowercase(),
    ];
    // The SAN of a pawn's step or capture names that move and no other: "bxa3" (issue 10),
    // "e4". (A pawn's other moves have no SAN of their own: "c5" for a black pawn on c4 is
    // the c6 pawn's move.)
    if role == Role::Pawn {
        let file = from.file().char();
        let forward = (to.rank() as i32 - from.rank() as i32) * if white { 1 } else { -1 };
        match ((to.file() as i32 - from.file() as i32).abs(), forward) {
            (0, 1 | 2) => forms.push(format!("{to}{promo}")),
            (1, 1) => {
                forms.push(format!("{file}x{to}{promo}"));
                forms.push(format!("{file}{to}{promo}"));
            }
            _ => {}
        }
    }
    forms
}

/// The same move in the spoken long form of each style that names the departure square.
fn spoken_forms(
    anns: &[Announcer],
    role: Role,
    from: Square,
    to: Square,
    promotion: Option<Role>,
) -> Vec<String> {
    let mut forms = Vec::new();
    for ann in anns.iter().filter(|a| a.style() != Style::San) {
        let promo = promotion
            .map(|p| format!(" {}", ann.piece(p)))
            .unwrap_or_default();
        let squares = format!("{} {}{promo}", ann.square(from), ann.square(to));
        forms.push(format!("{} {squares}", ann.piece(role)));
        if role == Role::Pawn {
            forms.push(squares);
        }
    }
    forms
}

#[test]
fn the_corpus_is_real_games() {
    let plies = plies();
    assert!(plies.len() > 1400, "only {} plies", plies.len());
    assert!(
        plies.iter().any(|(_, m)| m.is_en_passant()),
        "no en passant"
    );
    assert!(plies.iter().any(|(_, m)| m.is_promotion()), "no promotion");
    assert!(plies.iter().any(|(_, m)| m.is_castle()), "no castling");
}

#[test]
fn every_move_played_parses_back_in_every_form() {
    let plies = plies();
    let mut failures = Vec::new();
    let mut checked = 0;
    for name in VocabName::ALL {
        let vocab = Vocabulary::builtin(name);
        let anns = announcers(name);
        for (pos, m) in &plies {
            let mut texts: Vec<String> = anns.iter().map(|a| a.announce(pos, m)).collect();
            texts.push(San::from_move(pos, *m).to_string());
            texts.push(m.to_uci(CastlingMode::Standard).to_string());
            if let Some(from) = m.from().filter(|_| !m.is_castle()) {
                texts.extend(typed_forms(
                    pos.turn().is_white(),
                    vocab,
                    m.role(),
                    from,
                    m.to(),
                    m.is_capture(),
                    m.promotion(),
                ));
            }
            for text in texts {
                // English SAN is read in the vocabularies with English letters only.
                let english_san = text == San::from_move(pos, *m).to_string();
                if english_san && vocab.letters() != annabella::vocab::Letters::ENGLISH {
                    continue;
                }
                checked += 1;
                let got = outcome(pos, &text, vocab);
                if got.as_ref() != Ok(m) && failures.len() < 20 {
                    failures.push(format!(
                        "{name}: {text:?} for {m:?} in {}: {got:?}",
                        fen(pos)
                    ));
                }
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert!(checked > 100_000, "only {checked} texts checked");
}

/// A small fixed-seed generator: the sample is the same on every run.
struct Sample(u64);

impl Sample {
    fn next(&mut self, below: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % below as u64) as usize
    }
}

#[test]
fn no_illegal_move_in_any_form_becomes_a_move() {
    let plies = plies();
    let mut sample = Sample(0x2026_1123);
    let vocabs: Vec<(&Vocabulary, Vec<Announcer>)> = VocabName::ALL
        .iter()
        .map(|n| (Vocabulary::builtin(*n), announcers(*n)))
        .collect();
    let mut failures = Vec::new();
    let mut checked = 0;
    for (pos, _) in &plies {
        let legal: Vec<(Square, Square)> = pos
            .legal_moves()
            .iter()
            .filter_map(|m| {
                let uci = m.to_uci(CastlingMode::Standard);
                match uci {
                    UciMove::Normal { from, to, .. } => Some((from, to)),
                    _ => None,
                }
            })
            .collect();
        let ours: Vec<(Square, Role)> = pos
            .us()
            .into_iter()
            .filter_map(|sq| Some((sq, pos.board().role_at(sq)?)))
            .collect();
        // Every pseudo-legal move that is not legal, and a few moves to squares the piece
        // cannot reach at all, in a fixed sample.
        let mut illegal: Vec<(Square, Role, Square)> = Vec::new();
        for &(from, role) in &ours {
            let piece = shakmaty::Piece {
                color: pos.turn(),
                role,
            };
            let reach = if role == Role::Pawn {
                shakmaty::attacks::pawn_attacks(pos.turn(), from) & pos.them()
            } else {
                shakmaty::attacks::attacks(from, piece, pos.board().occupied()) & !pos.us()
            };
            for to in reach {
                if !legal.contains(&(from, to)) {
                    illegal.push((from, role, to));
                }
            }
        }
        for _ in 0..3 {
            let (from, role) = ours[sample.next(ours.len())];
            let to = Square::new(sample.next(64) as u32);
            if to != from && !legal.contains(&(from, to)) {
                illegal.push((from, role, to));
            }
        }
        for (from, role, to) in illegal {
            let last_rank = role == Role::Pawn && to.rank() == pos.turn().other().backrank();
            let promotion = last_rank.then_some(Role::Queen);
            let capture = pos.them().contains(to);
            // Half the vocabularies for each move, in turn, keeps the test quick.
            let start = sample.next(2);
            for (vocab, anns) in vocabs.iter().skip(start).step_by(2) {
                let mut texts = typed_forms(
                    pos.turn().is_white(),
                    vocab,
                    role,
                    from,
                    to,
                    capture,
                    promotion,
                );
                texts.extend(spoken_forms(anns, role, from, to, promotion));
                for text in texts {
                    checked += 1;
                    if let Ok(m) = outcome(pos, &text, vocab)
                        && failures.len() < 20
                    {
                        failures.push(format!(
                            "{}: {text:?} ({role:?} {from}{to}) became {m:?} in {}",
                            vocab.name(),
                            fen(pos)
                        ));
                    }
                }
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert!(checked > 50_000, "only {checked} illegal texts checked");
}
