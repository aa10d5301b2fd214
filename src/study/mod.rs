//! A game gone through move by move, pure: a cursor in the game's tree ([`tree`]) moved by the
//! player's steps (next, back, first, last, a move by its number, into a variation and out),
//! each step said as a move is announced, with its comments, NAGs and the variations that
//! branch there; the position reached as a table the review commands answer for; an analysis
//! ([`analysis`]) and learning from its mistakes. No clock. The loop's side is
//! `crate::run::study`.

pub mod analysis;
pub mod narration;
pub mod tree;

use shakmaty::{Chess, Color, EnPassantMode, Move, Position, fen::Fen};

use analysis::{Analysis, GOOD_MARGIN};
use tree::{NodeId, ROOT, Tree};

use crate::{
    engine::{Ask, score},
    game::{Game, GameSetup, Stamp},
    present::Words,
    table::{Table, TableSetup},
    uci::Score,
};

/// What a try at a better move needs, or what it got.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Tried {
    /// Said at once.
    Said(Vec<String>),
    /// The position after the try is to be evaluated (by [`Study::judge_try`]).
    Check {
        /// The position before the try.
        before: Chess,
        /// The try.
        mv: Move,
    },
}

/// A study of one game.
#[derive(Debug, Clone)]
pub struct Study {
    tree: Tree,
    at: NodeId,
    analysis: Option<Analysis>,
    /// The side whose mistakes are learnt from (`None`: both).
    side: Option<Color>,
    /// The mistake being tried (a move index along the main line).
    trying: Option<usize>,
    /// The last mistake gone to.
    last_mistake: Option<usize>,
}

impl Study {
    /// A study of `tree` from its start; `side` is the player's when learning from mistakes.
    pub fn new(tree: Tree, side: Option<Color>) -> Study {
        Study {
            tree,
            at: ROOT,
            analysis: None,
            side,
            trying: None,
            last_mistake: None,
        }
    }

    /// The game.
    pub fn tree(&self) -> &Tree {
        &self.tree
    }

    /// Where the cursor is.
    pub fn at(&self) -> NodeId {
        self.at
    }

    /// The position reached.
    pub fn position(&self) -> &Chess {
        &self.tree.node(self.at).after
    }

    /// The analysis, once started.
    pub fn analysis(&self) -> Option<&Analysis> {
        self.analysis.as_ref()
    }

    /// The analysis, to record into.
    pub fn analysis_mut(&mut self) -> Option<&mut Analysis> {
        self.analysis.as_mut()
    }

    /// Starts an analysis (again).
    pub fn start_analysis(&mut self, time: std::time::Duration) -> &Analysis {
        self.analysis.insert(Analysis::new(&self.tree, time))
    }

    /// The position reached as a one-board table, the review commands' to answer for.
    ///
    /// # Errors
    ///
    /// The game's start is not a position a table takes.
    pub fn table(&self, setup: &TableSetup) -> Result<Table, String> {
        let mut game_setup: GameSetup = setup.game.clone();
        if *self.tree.start() != Chess::default() {
            game_setup.start_fen =
                Some(Fen::from_position(self.tree.start(), EnPassantMode::Legal).to_string());
        }
        let moves: Vec<(Option<Move>, Option<std::time::Duration>)> = self
            .tree
            .moves_to(self.at)
            .into_iter()
            .map(|m| (Some(m), None))
            .collect();
        let stamp = Stamp {
            at: crate::clock::Timestamp::ZERO,
            wall: crate::game::WallTime::default(),
        };
        let game = Game::import(game_setup.clone(), &moves, Vec::new(), None, stamp)
            .map_err(|e| e.to_string())?;
        let mut setup = setup.clone();
        setup.game = game_setup;
        Ok(Table::one_board(setup, game))
    }

    /// A step or request of the player's, answered in `words`; the cursor moves.
    pub fn ask(&mut self, ask: Ask, w: &Words) -> Vec<String> {
        match ask {
            Ask::Next => match self.tree.node(self.at).children.first() {
                Some(&next) => self.go(next, w),
                None => vec![narration::end(w, &self.tree, self.at)],
            },
            Ask::Back => match self.tree.node(self.at).parent {
                Some(parent) => {
                    self.at = parent;
                    vec![narration::position_after(w, &self.tree, parent)]
                }
                None => vec![w.text("study-at-start")],
            },
            Ask::First => {
                self.at = ROOT;
                vec![w.text("study-at-start")]
            }
            Ask::Last => {
                let line = self.tree.line(self.at);
                match line.last() {
                    Some(&last) if last != self.at => self.go(last, w),
                    _ => vec![narration::end(w, &self.tree, self.at)],
                }
            }
            Ask::GoTo { number, side } => {
                let found = self
                    .tree
                    .line(self.at)
                    .into_iter()
                    .find(|&id| self.tree.number(id) == Some((number, side)));
                match found {
                    Some(id) => self.go(id, w),
                    None => vec![narration::no_such_move(w, number, side)],
                }
            }
            Ask::Variation(n) => {
                let parent = self.tree.node(self.at).parent.unwrap_or(ROOT);
                let siblings = &self.tree.node(parent).children;
                let index = usize::from(n.unwrap_or(1));
                match siblings.get(index) {
                    Some(&alt) if self.at != ROOT && index > 0 => {
                        let mut said = vec![w.text("study-variation-entered")];
                        said.extend(self.go(alt, w));
                        said
                    }
                    _ => vec![w.text("study-no-variation")],
                }
            }
            Ask::MainLine => {
                // The nearest variation this node is in: back to the move it replaced.
                let mut at = self.at;
                while at != ROOT && !self.tree.is_variation(at) {
                    at = self.tree.node(at).parent.unwrap_or(ROOT);
                }
                match self.tree.node(at).parent {
                    Some(parent) if at != ROOT => {
                        let main = self.tree.node(parent).children[0];
                        let mut said = vec![w.text("study-variation-left")];
                        said.extend(self.go(main, w));
                        said
                    }
                    _ => vec![w.text("study-in-main-line")],
                }
            }
            Ask::Fen => {
                let fen = Fen::from_position(self.position(), EnPassantMode::Legal).to_string();
                vec![w.format("study-fen", &[("fen", crate::i18n::Arg::Str(&fen))])]
            }
            Ask::Comment => {
                let node = self.tree.node(self.at);
                let all: Vec<String> = node.before.iter().chain(&node.comments).cloned().collect();
                if all.is_empty() {
                    vec![w.text("study-no-comment")]
                } else {
                    all
                }
            }
            Ask::Mistakes => self.next_mistake(w),
            Ask::Solution => self.solution(w),
            _ => Vec::new(),
        }
    }

    /// To node `id`, saying its move with what is on it.
    fn go(&mut self, id: NodeId, w: &Words) -> Vec<String> {
        self.at = id;
        self.trying = None;
        let mut said = narration::step(w, &self.tree, id);
        if let Some(a) = &self.analysis
            && let Some(k) = a
                .line
                .iter()
                .position(|&n| n == id)
                .and_then(|i| i.checked_sub(1))
            && let Some((_, Some(j))) = a.judged(&self.tree, k)
        {
            said.push(narration::judged(w, j, a.better(&self.tree, k)));
        }
        said
    }

    /// To the position before the next mistake, and the player asked to find a better move.
    fn next_mistake(&mut self, w: &Words) -> Vec<String> {
        let Some(a) = &self.analysis else {
            return vec![w.text("study-no-analysis")];
        };
        if a.done() < a.total() {
            return vec![w.text("study-analysis-running")];
        }
        let mistakes = a.mistakes(&self.tree, self.side);
        let next = mistakes
            .iter()
            .copied()
            .find(|&k| self.last_mistake.is_none_or(|last| k > last));
        let Some(k) = next else {
            self.last_mistake = None;
            return vec![w.text(if mistakes.is_empty() {
                "study-no-mistakes"
            } else {
                "study-no-more-mistakes"
            })];
        };
        let id = a.line[k + 1];
        self.last_mistake = Some(k);
        self.trying = Some(k);
        self.at = self.tree.node(id).parent.unwrap_or(ROOT);
        vec![narration::find_better(w, &self.tree, id)]
    }

    /// The better move of the mistake being tried.
    fn solution(&mut self, w: &Words) -> Vec<String> {
        let (Some(k), Some(a)) = (self.trying, &self.analysis) else {
            return vec![w.text("study-nothing-to-solve")];
        };
        self.trying = None;
        match a.better(&self.tree, k) {
            Some((pos, best)) => vec![narration::solution(w, &pos, best)],
            None => vec![w.text("study-nothing-to-solve")],
        }
    }

    /// A move the player entered: a try at a better move, the game's next move, or another.
    pub fn try_move(&mut self, mv: Move, w: &Words) -> Tried {
        let before = self.position().clone();
        if let (Some(k), Some(a)) = (self.trying, &self.analysis) {
            let played = a
                .line
                .get(k + 1)
                .and_then(|&id| self.tree.node(id).mv.as_ref());
            if played.is_some_and(|(_, m)| *m == mv) {
                return Tried::Said(vec![w.text("study-played-move")]);
            }
            if a.evals.get(k).copied().flatten().and_then(|e| e.best) == Some(mv) {
                self.trying = None;
                return Tried::Said(vec![w.text("study-good-move")]);
            }
            return Tried::Check { before, mv };
        }
        let next = self.tree.node(self.at).children.clone();
        if let Some(&id) = next.iter().find(|&&id| {
            self.tree
                .node(id)
                .mv
                .as_ref()
                .is_some_and(|(_, m)| *m == mv)
        }) {
            return Tried::Said(self.go(id, w));
        }
        Tried::Said(vec![narration::not_the_move(w, &self.tree, self.at)])
    }

    /// The position after a try evaluated (`score` from the side to move's view there): good
    /// when it gives away less than [`GOOD_MARGIN`] of the winning chances the position had.
    pub fn judge_try(&mut self, mv: Move, score: Option<Score>, w: &Words) -> Vec<String> {
        let (Some(k), Some(a)) = (self.trying, &self.analysis) else {
            return Vec::new();
        };
        let Some(before) = a.evals.get(k).copied().flatten() else {
            return Vec::new();
        };
        let pos = self.position().clone();
        let mut after_pos = pos.clone();
        after_pos.play_unchecked(mv);
        let after = score.map_or(Score::Cp(0), |s| s.for_white(after_pos.turn()));
        let loss = score::loss(before.score, after, pos.turn());
        if loss < GOOD_MARGIN {
            self.trying = None;
            vec![w.text("study-good-move")]
        } else {
            let said = w.announcer().announce(&pos, &mv);
            vec![w.format("study-try-again", &[("move", crate::i18n::Arg::Str(&said))])]
        }
    }

    /// Whether a try at a better move is awaited.
    pub fn trying(&self) -> bool {
        self.trying.is_some()
    }
}

#[cfg(test)]
mod tests;
