//! The `pgn-reader` visitor that turns one game's movetext into moves checked with shakmaty,
//! clock times, arbiter log entries and the result. Pure.

use std::ops::ControlFlow;

use pgn_reader::{Nag, Outcome, RawComment, SanPlus, Skip, Visitor};
use shakmaty::{Chess, Position, san::San, uci::UciMove};

use super::{
    notes::{PlyNotes, free_text, one_line},
    problem::{CommandProblem, MoveName, MoveProblem, PgnProblem},
};
use crate::{
    clock::{TimeControl, time::parse_clock_time},
    game::{
        GameResult, GameSetup, LogKind, WallTime,
        progress::start_position,
        record::{NULL_SAN, play_null},
    },
};

/// A move read from the score.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PgnMove {
    /// The move, checked against the position; `None` for a null move (`--`, `Z0`, `0000`,
    /// `@@@@`), which python-chess reads as `Move.null()`: the turn passes.
    pub mv: Option<shakmaty::Move>,
    /// As written (normalized).
    pub san: shakmaty::san::SanPlus,
    /// The `[%clk]` after it: the mover's time left.
    pub clk: Option<std::time::Duration>,
}

/// An arbiter log entry read from a `[%arbiter]` comment.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PgnLogEntry {
    /// The number of moves before it in the score.
    pub after_ply: usize,
    /// Its civil time.
    pub wall: WallTime,
    /// What happened.
    pub kind: LogKind,
}

/// Where an error is, counted back from where the reader stopped.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Back {
    /// Where the reader stopped (just after a move or a `)`).
    Here,
    /// That many bytes before it (the `{` of a comment just read).
    By(usize),
    /// That many bytes before the end of the game (the `{` of a comment never closed).
    FromEnd(usize),
    /// At the tag of that name.
    Tag(&'static str),
}

/// What reading one game's movetext gives: the moves and the rest, or the first problem.
pub(super) type Outcomes = Result<Movetext, (Back, PgnProblem)>;

/// What the visitor gathered from one game's movetext.
#[derive(Debug)]
pub(super) struct Movetext {
    pub pos: Chess,
    pub moves: Vec<PgnMove>,
    pub log: Vec<PgnLogEntry>,
    pub result_comment: Option<GameResult>,
    /// The result token: `Some(None)` for `*`.
    pub outcome: Option<Option<&'static str>>,
    /// Annotations by ply (0: before the first move).
    pub notes: Vec<PlyNotes>,
    /// For each open variation, the ply its next move is (from the start).
    pub open: Vec<usize>,
    /// The variation being read, as PGN text.
    variation: String,
    /// Whether a Black move in the variation needs its number ("5...").
    fresh: bool,
    /// The first move's number and whether Black made it.
    start: (usize, bool),
}

impl Movetext {
    pub(super) fn new(pos: Chess) -> Movetext {
        let start = (pos.fullmoves().get() as usize, pos.turn().is_black());
        Movetext {
            notes: vec![PlyNotes::default()],
            variation: String::new(),
            fresh: true,
            start,
            pos,
            moves: Vec::new(),
            log: Vec::new(),
            result_comment: None,
            outcome: None,
            open: Vec::new(),
        }
    }

    fn play(&mut self, san: SanPlus) -> Result<(), PgnProblem> {
        let at = MoveName {
            number: self.pos.fullmoves().get() as usize,
            black: self.pos.turn().is_black(),
            san: san.to_string(),
        };
        let here = |problem: MoveProblem| PgnProblem::Move {
            at: at.clone(),
            problem,
        };
        if self.outcome.is_some() {
            return Err(here(MoveProblem::AfterResult));
        }
        if san.san == San::Null {
            self.pos = play_null(&self.pos).map_err(|e| here(MoveProblem::Null(e)))?;
            self.notes.push(PlyNotes::default());
            self.moves.push(PgnMove {
                mv: None,
                san: NULL_SAN,
                clk: None,
            });
            return Ok(());
        }
        // As python-chess reads them: a capture without its `x` (or an `x` without a capture),
        // and UCI movetext (`g1f3`, `e1g1`), which reads as SAN of a pawn from g1. A pawn
        // move without its file never becomes a capture (C.9.3: `d5` is no `exd5`).
        let mv = match san.san.to_move(&self.pos) {
            Ok(mv) => mv,
            Err(e) => capture_toggled(&san.san)
                .and_then(|s| s.to_move(&self.pos).ok())
                .or_else(|| uci_of(&san.san).and_then(|uci| uci.to_move(&self.pos).ok()))
                .ok_or_else(|| {
                    if let Some(meant) = pawn_capture_meant(&san.san, &self.pos) {
                        return here(MoveProblem::CaptureWithoutFile(meant));
                    }
                    here(match e {
                        shakmaty::san::SanError::IllegalSan => MoveProblem::Illegal,
                        shakmaty::san::SanError::AmbiguousSan => MoveProblem::Ambiguous,
                    })
                })?,
        };
        let san = SanPlus::from_move_and_play_unchecked(&mut self.pos, mv);
        self.notes.push(PlyNotes {
            mv: Some(mv),
            ..PlyNotes::default()
        });
        self.moves.push(PgnMove {
            mv: Some(mv),
            san,
            clk: None,
        });
        Ok(())
    }

    /// The latest main-line move; `None` before the first.
    fn last_move_name(&self) -> Option<MoveName> {
        let last = self.moves.last()?;
        let (first, black_first) = self.start;
        let ply = self.moves.len() - 1 + usize::from(black_first);
        Some(MoveName {
            number: first + ply / 2,
            black: !ply.is_multiple_of(2),
            san: last.san.to_string(),
        })
    }

    /// The notes after the latest main-line move.
    fn here(&mut self) -> &mut PlyNotes {
        let at = self.moves.len();
        if self.notes.len() <= at {
            self.notes.resize(at + 1, PlyNotes::default());
        }
        &mut self.notes[at]
    }

    /// Adds a token to the variation being read.
    fn token(&mut self, token: &str) {
        if !self.variation.is_empty() && !self.variation.ends_with('(') && token != ")" {
            self.variation.push(' ');
        }
        self.variation.push_str(token);
    }

    /// A move inside a variation: kept as written, with its number.
    fn variation_move(&mut self, san: &SanPlus) {
        let Some(ply) = self.open.last_mut() else {
            return;
        };
        let (first, black_first) = self.start;
        let absolute = *ply + usize::from(black_first);
        *ply += 1;
        let number = first + absolute / 2;
        if absolute.is_multiple_of(2) {
            self.token(&format!("{number}."));
        } else if self.fresh {
            self.token(&format!("{number}..."));
        }
        self.fresh = false;
        self.token(&san.to_string());
    }

    fn commands(&mut self, body: &str) -> Result<(), PgnProblem> {
        for (name, args) in commands(body) {
            let bad = |problem: CommandProblem| PgnProblem::Command {
                name: name.to_owned(),
                args: args.to_owned(),
                problem,
            };
            match name {
                "clk" => {
                    // No clock holds more than a time control's period may (1000 hours), as
                    // for a time the arbiter sets.
                    let d = parse_clock_time(args.trim()).map_err(|error| PgnProblem::Clock {
                        at: self.last_move_name(),
                        args: args.to_owned(),
                        error,
                    })?;
                    if let Some(last) = self.moves.last_mut() {
                        last.clk = Some(d);
                    }
                }
                "arbiter" => {
                    let (wall, kind) = args
                        .trim()
                        .split_once(' ')
                        .ok_or_else(|| bad(CommandProblem::NoTimeAndEntry))?;
                    let wall =
                        WallTime::parse_iso(wall).ok_or_else(|| bad(CommandProblem::NotUtc))?;
                    let kind =
                        LogKind::parse(kind).ok_or_else(|| bad(CommandProblem::UnknownEntry))?;
                    self.log.push(PgnLogEntry {
                        after_ply: self.moves.len(),
                        wall,
                        kind,
                    });
                }
                "result" => {
                    let r = GameResult::parse(args.trim())
                        .ok_or_else(|| bad(CommandProblem::UnknownResult))?;
                    self.result_comment = Some(r);
                }
                _ => {}
            }
        }
        Ok(())
    }
}

/// The same SAN with its capture mark added or taken away; never a mark added to a pawn move
/// without its file, which moves along the file.
fn capture_toggled(san: &San) -> Option<San> {
    match *san {
        San::Normal {
            role: shakmaty::Role::Pawn,
            file: None,
            capture: false,
            ..
        } => None,
        San::Normal {
            role,
            file,
            rank,
            capture,
            to,
            promotion,
        } => Some(San::Normal {
            role,
            file,
            rank,
            capture: !capture,
            to,
            promotion,
        }),
        _ => None,
    }
}

/// The capture a pawn move without its file may have meant ("exd5" for "d5"), in SAN.
fn pawn_capture_meant(san: &San, pos: &Chess) -> Option<String> {
    let San::Normal {
        role: shakmaty::Role::Pawn,
        file: None,
        to,
        promotion,
        ..
    } = *san
    else {
        return None;
    };
    pos.san_candidates(shakmaty::Role::Pawn, to)
        .into_iter()
        .find(|m| m.is_capture() && (promotion.is_none() || m.promotion() == promotion))
        .map(|m| SanPlus::from_move(pos.clone(), m).to_string())
}

/// The UCI move a SAN like `g1f3` spells, if it spells one.
fn uci_of(san: &San) -> Option<UciMove> {
    match *san {
        San::Normal {
            role: shakmaty::Role::Pawn,
            file: Some(file),
            rank: Some(rank),
            capture: false,
            to,
            promotion,
        } => Some(UciMove::Normal {
            from: shakmaty::Square::from_coords(file, rank),
            to,
            promotion,
        }),
        _ => None,
    }
}

/// The `[%name args]` commands inside a comment.
fn commands(body: &str) -> Vec<(&str, &str)> {
    let mut out = Vec::new();
    let mut rest = body;
    while let Some(start) = rest.find("[%") {
        let after = &rest[start + 2..];
        let Some(end) = after.find(']') else { break };
        let inner = &after[..end];
        out.push(inner.split_once(char::is_whitespace).unwrap_or((inner, "")));
        rest = &after[end + 1..];
    }
    out
}

fn fail(at: Back, problem: PgnProblem) -> ControlFlow<Outcomes> {
    ControlFlow::Break(Err((at, problem)))
}

/// Reads one game: its tags, then its movetext into a [`Movetext`].
#[derive(Debug, Default)]
pub(super) struct GameVisitor {
    pub tags: Vec<(String, String)>,
}

impl Visitor for GameVisitor {
    type Tags = ();
    type Movetext = Movetext;
    type Output = Outcomes;

    fn begin_tags(&mut self) -> ControlFlow<Outcomes, ()> {
        ControlFlow::Continue(())
    }

    fn tag(
        &mut self,
        _: &mut (),
        name: &[u8],
        value: pgn_reader::RawTag<'_>,
    ) -> ControlFlow<Outcomes> {
        self.tags.push((
            String::from_utf8_lossy(name).into_owned(),
            value.decode_utf8_lossy().into_owned(),
        ));
        ControlFlow::Continue(())
    }

    fn begin_movetext(&mut self, _: ()) -> ControlFlow<Outcomes, Movetext> {
        let control = match TimeControl::parse("1") {
            Ok(control) => control,
            Err(e) => return ControlFlow::Break(Err((Back::Tag("FEN"), PgnProblem::Control(e)))),
        };
        let mut setup = GameSetup::new(control);
        setup.start_fen = self
            .tags
            .iter()
            .find(|(n, _)| n == "FEN")
            .map(|(_, v)| v.clone());
        match start_position(&setup) {
            Ok(pos) => ControlFlow::Continue(Movetext::new(pos)),
            Err(e) => ControlFlow::Break(Err((Back::Tag("FEN"), PgnProblem::Start(e)))),
        }
    }

    fn san(&mut self, m: &mut Movetext, san: SanPlus) -> ControlFlow<Outcomes> {
        if !m.open.is_empty() {
            m.variation_move(&san);
            return ControlFlow::Continue(());
        }
        match m.play(san) {
            Ok(()) => ControlFlow::Continue(()),
            Err(e) => fail(Back::Here, e),
        }
    }

    fn partial_comment(&mut self, _: &mut Movetext, c: RawComment<'_>) -> ControlFlow<Outcomes> {
        // The comment is longer than the whole game: it is never closed.
        fail(
            Back::FromEnd(c.as_bytes().len() + 1),
            PgnProblem::CommentNotClosed,
        )
    }

    fn comment(&mut self, m: &mut Movetext, c: RawComment<'_>) -> ControlFlow<Outcomes> {
        let body = String::from_utf8_lossy(c.as_bytes());
        if !m.open.is_empty() {
            // Inside a variation: kept as written; its commands are not the game's.
            m.token(&format!("{{{}}}", one_line(&body)));
            m.fresh = true;
            return ControlFlow::Continue(());
        }
        if let Some(text) = free_text(&body) {
            m.here().comments.push(text);
        }
        match m.commands(&body) {
            Ok(()) => ControlFlow::Continue(()),
            Err(e) => fail(Back::By(c.as_bytes().len() + 2), e),
        }
    }

    fn nag(&mut self, m: &mut Movetext, nag: Nag) -> ControlFlow<Outcomes> {
        if m.open.is_empty() {
            // A NAG before the first move annotates nothing: dropped.
            if !m.moves.is_empty() {
                m.here().nags.push(nag.0);
            }
        } else {
            m.token(&format!("${}", nag.0));
        }
        ControlFlow::Continue(())
    }

    fn begin_variation(&mut self, m: &mut Movetext) -> ControlFlow<Outcomes, Skip> {
        // A variation takes the place of the move before it in the line it is in.
        let ply = m.open.last().copied().unwrap_or(m.moves.len());
        m.open.push(ply.saturating_sub(1));
        m.token("(");
        m.fresh = true;
        ControlFlow::Continue(Skip(false))
    }

    fn end_variation(&mut self, m: &mut Movetext) -> ControlFlow<Outcomes> {
        if m.open.pop().is_none() {
            return fail(Back::Here, PgnProblem::CloseWithoutOpen);
        }
        m.token(")");
        m.fresh = true;
        if m.open.is_empty() {
            let text = std::mem::take(&mut m.variation);
            // A variation before the first move replaces nothing: dropped.
            if !m.moves.is_empty() {
                m.here().variations.push(text);
            }
        }
        ControlFlow::Continue(())
    }

    fn outcome(&mut self, m: &mut Movetext, outcome: Outcome) -> ControlFlow<Outcomes> {
        if !m.open.is_empty() {
            // pgn-reader reads a result inside a variation never closed: it is the game's.
            return ControlFlow::Continue(());
        }
        let token = match outcome {
            Outcome::Unknown => None,
            Outcome::Known(k) => Some(match k {
                shakmaty::KnownOutcome::Decisive { winner } if winner.is_white() => "1-0",
                shakmaty::KnownOutcome::Decisive { .. } => "0-1",
                shakmaty::KnownOutcome::Draw => "1/2-1/2",
            }),
        };
        if let (Some(token), Some(r)) = (token, m.result_comment)
            && r.pgn() != token
        {
            return fail(Back::Here, PgnProblem::ResultMismatch { token, comment: r });
        }
        m.outcome = Some(token);
        ControlFlow::Continue(())
    }

    fn end_game(&mut self, m: Movetext) -> Outcomes {
        Ok(m)
    }
}
