//! A game's main line analysed, pure: one evaluation per position (from the engine, or from the
//! board when the game is over there), each move judged by the winning chances its player gave
//! away (`crate::engine::score`: lichess's formula and thresholds), a summary per side, the
//! mistakes to learn from, and what goes into the PGN (`[%eval]`, `?!`, `?`, `??`, the better
//! move as a variation).

use std::time::Duration;

use shakmaty::{ByColor, Chess, Color, Move, Position, san::SanPlus};

use super::tree::{Annotation, NodeId, ROOT, Tree};
use crate::{
    engine::{
        driver::SearchResult,
        score::{self, Judgement},
    },
    uci::Score,
};

/// The time the engine thinks on each position unless told otherwise.
pub const DEFAULT_TIME: Duration = Duration::from_millis(200);

/// A try at a better move is good when it gives away less than this of the winning chances
/// (less than an inaccuracy, [`score::THRESHOLDS`]).
pub const GOOD_MARGIN: f64 = 0.1;

/// One position's evaluation.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Evaluated {
    /// From White's point of view.
    pub score: Score,
    /// The engine's best move there, if it searched.
    pub best: Option<Move>,
}

/// The analysis of a tree's main line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Analysis {
    /// The main line's nodes, the root first: position `i` is after `line[i]`.
    pub line: Vec<NodeId>,
    /// The evaluation of each position, as it comes.
    pub evals: Vec<Option<Evaluated>>,
    /// The time per position.
    pub time: Duration,
}

/// The evaluation the board itself gives a position, when the game is over there.
fn on_the_board(pos: &Chess) -> Option<Score> {
    if pos.is_checkmate() {
        // The side to move is mated: the largest score against it.
        let cp = if pos.turn() == Color::White {
            -score::CAP
        } else {
            score::CAP
        };
        return Some(Score::Cp(cp));
    }
    (pos.is_stalemate() || pos.is_insufficient_material()).then_some(Score::Cp(0))
}

impl Analysis {
    /// The analysis of `tree`'s main line, nothing evaluated yet but what the board decides.
    pub fn new(tree: &Tree, time: Duration) -> Analysis {
        let mut line = vec![ROOT];
        line.extend(tree.main_line());
        let evals = line
            .iter()
            .map(|&id| {
                on_the_board(&tree.node(id).after).map(|score| Evaluated { score, best: None })
            })
            .collect();
        Analysis { line, evals, time }
    }

    /// How many positions there are.
    pub fn total(&self) -> usize {
        self.evals.len()
    }

    /// How many are evaluated.
    pub fn done(&self) -> usize {
        self.evals.iter().filter(|e| e.is_some()).count()
    }

    /// How many moves the line has.
    pub fn moves(&self) -> usize {
        self.line.len().saturating_sub(1)
    }

    /// The positions still to search, by index.
    pub fn to_search(&self) -> Vec<usize> {
        (0..self.evals.len())
            .filter(|&i| self.evals[i].is_none())
            .collect()
    }

    /// Position `index` evaluated by the engine (`turn` to move there).
    pub fn record(&mut self, index: usize, found: &SearchResult, turn: Color) {
        if let Some(slot) = self.evals.get_mut(index) {
            *slot = Some(Evaluated {
                score: found.score.map_or(Score::Cp(0), |s| s.for_white(turn)),
                best: found.best,
            });
        }
    }

    /// Move `k` (0-based along the line) judged: what its player gave away, and what that
    /// makes it.
    pub fn judged(&self, tree: &Tree, k: usize) -> Option<(f64, Option<Judgement>)> {
        let before = self.evals.get(k).copied().flatten()?;
        let after = self.evals.get(k + 1).copied().flatten()?;
        let (pos, _) = tree.node(*self.line.get(k + 1)?).mv.as_ref()?;
        let loss = score::loss(before.score, after.score, pos.turn());
        Some((loss, score::judge(loss)))
    }

    /// The moves (0-based along the line) that are mistakes or blunders, of `side` or of both.
    pub fn mistakes(&self, tree: &Tree, side: Option<Color>) -> Vec<usize> {
        (0..self.moves())
            .filter(|&k| {
                let mover = tree
                    .node(self.line[k + 1])
                    .mv
                    .as_ref()
                    .map(|(p, _)| p.turn());
                side.is_none_or(|s| mover == Some(s))
                    && matches!(
                        self.judged(tree, k),
                        Some((_, Some(Judgement::Mistake | Judgement::Blunder)))
                    )
            })
            .collect()
    }

    /// Inaccuracies, mistakes and blunders of each side.
    pub fn summary(&self, tree: &Tree) -> ByColor<[usize; 3]> {
        let mut counts = ByColor::new_with(|_| [0; 3]);
        for k in 0..self.moves() {
            let Some((_, Some(j))) = self.judged(tree, k) else {
                continue;
            };
            let Some((pos, _)) = tree.node(self.line[k + 1]).mv.as_ref() else {
                continue;
            };
            let i = match j {
                Judgement::Inaccuracy => 0,
                Judgement::Mistake => 1,
                Judgement::Blunder => 2,
            };
            counts.get_mut(pos.turn())[i] += 1;
        }
        counts
    }

    /// The engine's best move before move `k`, in SAN, when it is not the move played.
    pub fn better(&self, tree: &Tree, k: usize) -> Option<(Chess, Move)> {
        let best = self.evals.get(k).copied().flatten()?.best?;
        let (pos, played) = tree.node(*self.line.get(k + 1)?).mv.as_ref()?;
        (best != *played).then(|| (pos.clone(), best))
    }

    /// What the PGN gets after main-line node `id`: the evaluation after it, the judgement's
    /// NAG, the better move.
    pub fn annotation(&self, tree: &Tree, id: NodeId) -> Option<Annotation> {
        let i = self.line.iter().position(|&n| n == id)?;
        let k = i.checked_sub(1)?;
        let after = self.evals.get(i).copied().flatten();
        let mated = tree.node(id).after.is_checkmate();
        let eval = after.filter(|_| !mated).map(|e| pgn_eval(e.score));
        let judgement = self.judged(tree, k).and_then(|(_, j)| j);
        let better = judgement
            .and_then(|_| self.better(tree, k))
            .map(|(pos, m)| SanPlus::from_move(pos, m).to_string());
        Some(Annotation {
            eval,
            nag: judgement.map(Judgement::nag),
            comment: None,
            better,
        })
    }
}

/// A score (White's view) as `[%eval]` writes it: pawns with two decimals, or `#n` / `#-n`.
pub fn pgn_eval(score: Score) -> String {
    match score {
        Score::Cp(cp) => format!("{:.2}", f64::from(cp) / 100.0),
        Score::Mate(n) => format!("#{n}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tree(pgn: &str) -> Tree {
        Tree::read(pgn).unwrap_or_else(|e| panic!("{e}"))
    }

    fn found(cp: i32) -> SearchResult {
        SearchResult {
            best: None,
            score: Some(Score::Cp(cp)),
            pv: Vec::new(),
        }
    }

    #[test]
    fn a_blunder_is_found_and_summed_up() {
        // 1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6?? 4. Qxf7#
        let t = tree("1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0");
        let mut a = Analysis::new(&t, DEFAULT_TIME);
        assert_eq!(a.total(), 8);
        // The final position is mate: evaluated by the board.
        assert_eq!(a.done(), 1);
        let turns = [Color::White, Color::Black];
        for (i, cp) in [20, 30, 10, 20, 0, 30, 2000].into_iter().enumerate() {
            // Scores from the side to move's view.
            let turn = turns[i % 2];
            a.record(i, &found(if turn == Color::White { cp } else { -cp }), turn);
        }
        // Black's 3... Nf6 (move 5, index 5) let White mate.
        let (loss, j) = a.judged(&t, 5).unwrap_or((0.0, None));
        assert!(loss > 0.3, "{loss}");
        assert_eq!(j, Some(Judgement::Blunder));
        assert_eq!(a.mistakes(&t, Some(Color::Black)), [5]);
        assert!(a.mistakes(&t, Some(Color::White)).is_empty());
        assert_eq!(a.summary(&t).black, [0, 0, 1]);
        let note = a.annotation(&t, a.line[6]).unwrap_or_default();
        assert_eq!(note.nag, Some(4));
        assert_eq!(note.eval.as_deref(), Some("20.00"));
        // Mate on the board gets no evaluation.
        assert_eq!(a.annotation(&t, a.line[7]).and_then(|n| n.eval), None);
    }

    #[test]
    fn evaluations_are_written_as_python_chess_reads_them() {
        assert_eq!(pgn_eval(Score::Cp(35)), "0.35");
        assert_eq!(pgn_eval(Score::Cp(-120)), "-1.20");
        assert_eq!(pgn_eval(Score::Mate(-3)), "#-3");
    }
}
