//! A game as a tree of moves: the main line, its variations (and theirs), the comments and
//! NAGs on each move, read from one game's PGN text with `pgn-reader`, and written back out
//! with an analysis's evaluations and judgements. Pure.

use std::ops::ControlFlow;

use pgn_reader::{Nag, RawComment, SanPlus, Skip, Visitor};
use shakmaty::{Chess, Color, Move, Position};

use crate::game::{GameSetup, progress::start_position};

/// A node's index in the tree; the root (the start position) is 0.
pub type NodeId = usize;

/// The root.
pub const ROOT: NodeId = 0;

/// One move of the tree (the root has none).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Node {
    /// The move and the position before it; `None` at the root.
    pub mv: Option<(Chess, Move)>,
    /// The position after it.
    pub after: Chess,
    /// The node it follows.
    pub parent: Option<NodeId>,
    /// The moves that follow it: the first goes on with the line, the others are variations
    /// of it.
    pub children: Vec<NodeId>,
    /// Comments after the move (and before the first move, at the root).
    pub comments: Vec<String>,
    /// Comments before the move (the start of a variation).
    pub before: Vec<String>,
    /// NAGs on the move.
    pub nags: Vec<u8>,
}

/// A game with its variations.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Tree {
    /// Its tag pairs.
    pub tags: Vec<(String, String)>,
    /// Its nodes; [`ROOT`] is the start.
    pub nodes: Vec<Node>,
    /// Its result token (`1-0`, `0-1`, `1/2-1/2`, `*`).
    pub result: String,
    /// Moves that could not be read (in variations), with why: they and the rest of their line
    /// are left out.
    pub skipped: Vec<String>,
}

impl Tree {
    /// A tree of no moves from `start`.
    pub fn new(start: Chess) -> Tree {
        Tree {
            tags: Vec::new(),
            nodes: vec![Node {
                mv: None,
                after: start,
                parent: None,
                children: Vec::new(),
                comments: Vec::new(),
                before: Vec::new(),
                nags: Vec::new(),
            }],
            result: "*".into(),
            skipped: Vec::new(),
        }
    }

    /// Reads one game's PGN text (its tags and movetext).
    ///
    /// # Errors
    ///
    /// The text cannot be read, or its start position is not legal.
    pub fn read(text: &str) -> Result<Tree, String> {
        let mut reader = pgn_reader::Reader::new(std::io::Cursor::new(text.as_bytes()));
        match reader.read_game(&mut TreeBuilder::default()) {
            Ok(Some(tree)) => tree,
            Ok(None) => Err("no game found".into()),
            Err(e) => Err(e.to_string()),
        }
    }

    /// A tag's value.
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }

    /// Node `id` (the root if there is none).
    pub fn node(&self, id: NodeId) -> &Node {
        self.nodes.get(id).unwrap_or(&self.nodes[ROOT])
    }

    /// Adds a move after `parent`, as its last continuation.
    pub fn add(&mut self, parent: NodeId, mv: Move) -> NodeId {
        let before = self.node(parent).after.clone();
        let mut after = before.clone();
        after.play_unchecked(mv);
        let id = self.nodes.len();
        self.nodes.push(Node {
            mv: Some((before, mv)),
            after,
            parent: Some(parent),
            children: Vec::new(),
            comments: Vec::new(),
            before: Vec::new(),
            nags: Vec::new(),
        });
        if let Some(p) = self.nodes.get_mut(parent) {
            p.children.push(id);
        }
        id
    }

    /// The nodes from the first move to `id`.
    pub fn path(&self, id: NodeId) -> Vec<NodeId> {
        let mut path = Vec::new();
        let mut at = id;
        while at != ROOT {
            path.push(at);
            match self.node(at).parent {
                Some(p) => at = p,
                None => break,
            }
        }
        path.reverse();
        path
    }

    /// The line through `id`: its path, then the first continuations to the end.
    pub fn line(&self, id: NodeId) -> Vec<NodeId> {
        let mut line = self.path(id);
        let mut at = id;
        while let Some(&next) = self.node(at).children.first() {
            line.push(next);
            at = next;
        }
        line
    }

    /// The main line's nodes.
    pub fn main_line(&self) -> Vec<NodeId> {
        self.line(ROOT)
    }

    /// The moves to `id`, from the start.
    pub fn moves_to(&self, id: NodeId) -> Vec<Move> {
        self.path(id)
            .into_iter()
            .filter_map(|n| self.node(n).mv.as_ref().map(|(_, m)| *m))
            .collect()
    }

    /// The start position.
    pub fn start(&self) -> &Chess {
        &self.nodes[ROOT].after
    }

    /// Whether `id` is a variation of its line's move (not its parent's first continuation).
    pub fn is_variation(&self, id: NodeId) -> bool {
        self.node(id)
            .parent
            .is_some_and(|p| self.node(p).children.first() != Some(&id))
    }

    /// The move number and side of node `id`'s move.
    pub fn number(&self, id: NodeId) -> Option<(u32, Color)> {
        let (before, _) = self.node(id).mv.as_ref()?;
        Some((before.fullmoves().get(), before.turn()))
    }
}

/// Builds a tree while `pgn-reader` reads a game.
#[derive(Debug, Default)]
struct TreeBuilder {
    tags: Vec<(String, String)>,
}

/// The movetext's state.
#[derive(Debug)]
struct Building {
    tree: Tree,
    /// The node the next move follows.
    at: NodeId,
    /// Where each open variation returns to.
    stack: Vec<NodeId>,
    /// Comments read right after a variation opened: the next move's.
    before: Vec<String>,
    /// Inside a variation whose move could not be read: skipped to its end.
    dead: usize,
}

type Built = Result<Tree, String>;

impl Visitor for TreeBuilder {
    type Tags = ();
    type Movetext = Building;
    type Output = Built;

    fn begin_tags(&mut self) -> ControlFlow<Built, ()> {
        ControlFlow::Continue(())
    }

    fn tag(
        &mut self,
        _: &mut (),
        name: &[u8],
        value: pgn_reader::RawTag<'_>,
    ) -> ControlFlow<Built> {
        self.tags.push((
            String::from_utf8_lossy(name).into_owned(),
            value.decode_utf8_lossy().into_owned(),
        ));
        ControlFlow::Continue(())
    }

    fn begin_movetext(&mut self, _: ()) -> ControlFlow<Built, Building> {
        let Ok(control) = crate::clock::TimeControl::parse("1") else {
            return ControlFlow::Break(Err("no time control".into()));
        };
        let mut setup = GameSetup::new(control);
        setup.start_fen = self
            .tags
            .iter()
            .find(|(n, _)| n == "FEN")
            .map(|(_, v)| v.clone());
        match start_position(&setup) {
            Ok(pos) => {
                let mut tree = Tree::new(pos);
                tree.tags = std::mem::take(&mut self.tags);
                ControlFlow::Continue(Building {
                    tree,
                    at: ROOT,
                    stack: Vec::new(),
                    before: Vec::new(),
                    dead: 0,
                })
            }
            Err(e) => ControlFlow::Break(Err(e.to_string())),
        }
    }

    fn san(&mut self, b: &mut Building, san: SanPlus) -> ControlFlow<Built> {
        if b.dead > 0 {
            return ControlFlow::Continue(());
        }
        let pos = b.tree.node(b.at).after.clone();
        match san.san.to_move(&pos) {
            Ok(mv) => {
                let id = b.tree.add(b.at, mv);
                if let Some(node) = b.tree.nodes.get_mut(id) {
                    node.before = std::mem::take(&mut b.before);
                    node.before.retain(|c| !c.is_empty());
                }
                b.at = id;
            }
            Err(e) => {
                b.tree.skipped.push(format!("{san}: {e}"));
                if b.stack.is_empty() {
                    // The main line ends here.
                    b.dead = usize::MAX / 2;
                } else {
                    b.dead = 1;
                }
            }
        }
        ControlFlow::Continue(())
    }

    fn comment(&mut self, b: &mut Building, c: RawComment<'_>) -> ControlFlow<Built> {
        if b.dead > 0 {
            return ControlFlow::Continue(());
        }
        // Annotations a study does not say (clock times, an earlier analysis's evaluations)
        // are left out of what is said, and of what is written again.
        let body = String::from_utf8_lossy(c.as_bytes());
        let text = crate::game::pgn::notes::free_text(&strip_commands(&body));
        if let Some(text) = text {
            if b.before.first().is_some_and(String::is_empty) {
                b.before.push(text);
            } else if let Some(node) = b.tree.nodes.get_mut(b.at) {
                node.comments.push(text);
            }
        }
        ControlFlow::Continue(())
    }

    fn nag(&mut self, b: &mut Building, nag: Nag) -> ControlFlow<Built> {
        if b.dead == 0
            && b.at != ROOT
            && let Some(node) = b.tree.nodes.get_mut(b.at)
        {
            node.nags.push(nag.0);
        }
        ControlFlow::Continue(())
    }

    fn begin_variation(&mut self, b: &mut Building) -> ControlFlow<Built, Skip> {
        if b.dead > 0 {
            b.dead += 1;
            return ControlFlow::Continue(Skip(false));
        }
        // A variation replaces the move just read: it follows that move's parent.
        let parent = b.tree.node(b.at).parent.unwrap_or(ROOT);
        b.stack.push(b.at);
        b.at = parent;
        b.before.clear();
        b.before.push(String::new());
        ControlFlow::Continue(Skip(false))
    }

    fn end_variation(&mut self, b: &mut Building) -> ControlFlow<Built> {
        if b.dead > 0 {
            b.dead -= 1;
            if b.dead > 0 {
                return ControlFlow::Continue(());
            }
        }
        b.before.clear();
        if let Some(back) = b.stack.pop() {
            b.at = back;
        }
        ControlFlow::Continue(())
    }

    fn outcome(&mut self, b: &mut Building, outcome: pgn_reader::Outcome) -> ControlFlow<Built> {
        if b.stack.is_empty() {
            b.tree.result = outcome.to_string();
        }
        ControlFlow::Continue(())
    }

    fn end_game(&mut self, b: Building) -> Built {
        Ok(b.tree)
    }
}

/// A comment without its `[%eval]` and `[%clk]` commands.
fn strip_commands(body: &str) -> String {
    let mut out = String::new();
    let mut rest = body;
    while let Some(start) = rest.find("[%") {
        let after = &rest[start + 2..];
        let Some(end) = after.find(']') else { break };
        let name = after[..end].split_whitespace().next().unwrap_or_default();
        out.push_str(&rest[..start]);
        if !matches!(name, "eval" | "clk") {
            out.push_str(&rest[start..start + 2 + end + 1]);
        }
        rest = &after[end + 1..];
    }
    out.push_str(rest);
    out
}

/// What to write after a main-line move when writing the tree out: an evaluation and a NAG.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Annotation {
    /// `[%eval …]`'s text: `0.35`, `#-3`.
    pub eval: Option<String>,
    /// A NAG added for the move (`$2`).
    pub nag: Option<u8>,
    /// A comment added for the move.
    pub comment: Option<String>,
    /// A variation added: the better move, in SAN from the position before the move.
    pub better: Option<String>,
}

/// The tree as PGN, each main-line node's annotation (by node) written with it.
pub fn write(tree: &Tree, notes: &dyn Fn(NodeId) -> Option<Annotation>) -> String {
    let mut out = String::new();
    for (name, value) in &tree.tags {
        out.push_str(&format!(
            "[{name} \"{}\"]\n",
            value.replace('\\', "\\\\").replace('"', "\\\"")
        ));
    }
    out.push('\n');
    let mut text = Vec::new();
    for c in &tree.node(ROOT).comments {
        text.push(format!("{{ {c} }}"));
    }
    line(tree, ROOT, notes, &mut text, true);
    text.push(tree.result.clone());
    // Lines of at most 80 characters, as the PGN standard asks.
    let mut width = 0;
    for token in text {
        if width > 0 && width + 1 + token.len() > 79 {
            out.push('\n');
            width = 0;
        } else if width > 0 {
            out.push(' ');
            width += 1;
        }
        width += token.len();
        out.push_str(&token);
    }
    out.push_str("\n\n");
    out
}

/// Writes the line that follows `from`, its variations in parentheses.
fn line(
    tree: &Tree,
    from: NodeId,
    notes: &dyn Fn(NodeId) -> Option<Annotation>,
    out: &mut Vec<String>,
    mut numbered: bool,
) {
    let mut at = from;
    while let Some(&next) = tree.node(at).children.first() {
        write_move(tree, next, notes, out, numbered);
        numbered = false;
        let node = tree.node(next);
        let annotation = notes(next);
        let has_extra = !node.comments.is_empty()
            || annotation
                .as_ref()
                .is_some_and(|a| a.eval.is_some() || a.comment.is_some());
        for &alt in &tree.node(at).children[1..] {
            out.push("(".into());
            write_move(tree, alt, notes, out, true);
            line(tree, alt, notes, out, false);
            out.push(")".into());
            numbered = true;
        }
        if let Some(a) = annotation
            && let Some(better) = a.better
        {
            let (number, side) = tree.number(next).unwrap_or((1, Color::White));
            let dots = if side == Color::White { "." } else { "..." };
            out.push(format!("({number}{dots} {better})"));
            numbered = true;
        }
        numbered |= has_extra;
        at = next;
    }
}

fn write_move(
    tree: &Tree,
    id: NodeId,
    notes: &dyn Fn(NodeId) -> Option<Annotation>,
    out: &mut Vec<String>,
    numbered: bool,
) {
    let node = tree.node(id);
    let Some((before, mv)) = &node.mv else {
        return;
    };
    for c in &node.before {
        if !c.is_empty() {
            out.push(format!("{{ {c} }}"));
        }
    }
    let (number, side) = (before.fullmoves().get(), before.turn());
    if side == Color::White {
        out.push(format!("{number}."));
    } else if numbered {
        out.push(format!("{number}..."));
    }
    out.push(shakmaty::san::SanPlus::from_move(before.clone(), *mv).to_string());
    let annotation = notes(id);
    let mut nags = node.nags.clone();
    if let Some(nag) = annotation.as_ref().and_then(|a| a.nag)
        && !nags.contains(&nag)
    {
        nags.push(nag);
    }
    for nag in nags {
        out.push(format!("${nag}"));
    }
    for c in &node.comments {
        out.push(format!("{{ {c} }}"));
    }
    if let Some(a) = annotation {
        let mut parts = Vec::new();
        if let Some(eval) = a.eval {
            parts.push(format!("[%eval {eval}]"));
        }
        if let Some(c) = a.comment {
            parts.push(c);
        }
        if !parts.is_empty() {
            out.push(format!("{{ {} }}", parts.join(" ")));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const GAME: &str = r#"[Event "Study"]
[White "A"]
[Black "B"]
[Result "1-0"]

{ An opening. } 1. e4 e5 2. Nf3 $1 { The knight. } Nc6 ( 2... d6 { Philidor. } 3. d4 ( 3. Bc4 ) )
( 2... Nf6 ) 3. Bb5 a6 1-0
"#;

    #[test]
    fn the_main_line_variations_comments_and_nags_are_read() {
        let tree = Tree::read(GAME).unwrap_or_else(|e| panic!("{e}"));
        let main = tree.main_line();
        assert_eq!(main.len(), 6);
        assert_eq!(tree.node(ROOT).comments, ["An opening."]);
        let nf3 = main[2];
        assert_eq!(tree.node(nf3).nags, [1]);
        assert_eq!(tree.node(nf3).comments, ["The knight."]);
        // 2... Nc6 has two variations: 2... d6 (with its own) and 2... Nf6.
        let after_nf3 = tree.node(nf3);
        assert_eq!(after_nf3.children.len(), 3);
        let d6 = after_nf3.children[1];
        assert!(tree.is_variation(d6));
        assert_eq!(tree.node(d6).comments, ["Philidor."]);
        let d4 = tree.node(d6).children[0];
        assert_eq!(tree.node(d6).children.len(), 2);
        assert_eq!(tree.number(d4), Some((3, Color::White)));
        assert_eq!(tree.result, "1-0");
        assert_eq!(tree.line(d6).len(), 5);
    }

    #[test]
    fn written_out_it_reads_back_the_same() {
        let tree = Tree::read(GAME).unwrap_or_else(|e| panic!("{e}"));
        let text = write(&tree, &|_| None);
        let again = Tree::read(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
        assert_eq!(again.nodes.len(), tree.nodes.len(), "{text}");
        assert_eq!(again.main_line().len(), tree.main_line().len());
        assert!(text.contains("( 2... d6"), "{text}");
    }
}
