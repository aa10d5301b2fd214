//! A study's steps in a seat's words (`locales/<lang>/study.ftl`): a move as it is announced
//! at the table, with its number and side, its NAGs, comments and the variations that branch
//! there; the analysis's progress, judgements and summary. Pure.

use shakmaty::{ByColor, Chess, Color, Move, Position as _};

use super::tree::{NodeId, ROOT, Tree};
use crate::{engine::score::Judgement, i18n::Arg, present::Words};

fn side(color: Color) -> &'static str {
    if color == Color::White {
        "white"
    } else {
        "black"
    }
}

/// Node `id`'s move: "White 12: Springer Gustav eins Felix drei".
pub fn move_of(w: &Words, tree: &Tree, id: NodeId) -> String {
    let Some((before, mv)) = &tree.node(id).mv else {
        return w.text("study-at-start");
    };
    let said = w.announcer().announce(before, mv);
    w.format(
        "study-move",
        &[
            ("side", Arg::Str(side(before.turn()))),
            ("number", Arg::Num(i64::from(before.fullmoves().get()))),
            ("move", Arg::Str(&said)),
        ],
    )
}

/// A step onto node `id`: its move, NAGs, comments, and the variations that branch there.
pub fn step(w: &Words, tree: &Tree, id: NodeId) -> Vec<String> {
    let node = tree.node(id);
    let mut said: Vec<String> = node
        .before
        .iter()
        .map(|c| w.format("study-comment", &[("text", Arg::Str(c))]))
        .collect();
    said.push(move_of(w, tree, id));
    for nag in &node.nags {
        said.push(w.format("study-nag", &[("nag", Arg::Num(i64::from(*nag)))]));
    }
    for c in &node.comments {
        said.push(w.format("study-comment", &[("text", Arg::Str(c))]));
    }
    if let Some(parent) = node.parent
        && tree.node(parent).children.first() == Some(&id)
        && tree.node(parent).children.len() > 1
    {
        let alternatives: Vec<String> = tree.node(parent).children[1..]
            .iter()
            .filter_map(|&alt| tree.node(alt).mv.as_ref())
            .map(|(pos, m)| w.announcer().announce(pos, m))
            .collect();
        said.push(w.format(
            "study-variations",
            &[
                ("count", Arg::Num(alternatives.len() as i64)),
                ("moves", Arg::Str(&alternatives.join(", "))),
            ],
        ));
    }
    if node.children.is_empty() {
        said.push(end(w, tree, id));
    }
    said
}

/// Where a step back arrived.
pub fn position_after(w: &Words, tree: &Tree, id: NodeId) -> String {
    if id == ROOT {
        return w.text("study-at-start");
    }
    w.format("study-back", &[("move", Arg::Str(&move_of(w, tree, id)))])
}

/// The end of a line: of the game (with its result) or of a variation.
pub fn end(w: &Words, tree: &Tree, id: NodeId) -> String {
    let in_variation = tree.path(id).iter().any(|&n| tree.is_variation(n));
    if in_variation {
        w.text("study-end-variation")
    } else {
        w.format("study-end-game", &[("result", Arg::Str(&tree.result))])
    }
}

/// There is no such move in the line.
pub fn no_such_move(w: &Words, number: u32, color: Color) -> String {
    w.format(
        "study-no-such-move",
        &[
            ("side", Arg::Str(side(color))),
            ("number", Arg::Num(i64::from(number))),
        ],
    )
}

/// A move the analysis judged: "Blunder. Better was …".
pub fn judged(w: &Words, j: Judgement, better: Option<(Chess, Move)>) -> String {
    let better = better
        .map(|(pos, m)| w.announcer().announce(&pos, &m))
        .unwrap_or_default();
    w.format(
        "study-judged",
        &[
            ("judgement", Arg::Str(j.id())),
            ("better", Arg::Str(&better)),
        ],
    )
}

/// "Move 15, you played Turm Eva eins. Find a better move."
pub fn find_better(w: &Words, tree: &Tree, id: NodeId) -> String {
    let Some((before, mv)) = &tree.node(id).mv else {
        return String::new();
    };
    let said = w.announcer().announce(before, mv);
    w.format(
        "study-find-better",
        &[
            ("number", Arg::Num(i64::from(before.fullmoves().get()))),
            ("move", Arg::Str(&said)),
        ],
    )
}

/// The better move.
pub fn solution(w: &Words, pos: &Chess, best: Move) -> String {
    let said = w.announcer().announce(pos, &best);
    w.format("study-solution", &[("move", Arg::Str(&said))])
}

/// A move entered that is not the game's: what the game did instead.
pub fn not_the_move(w: &Words, tree: &Tree, at: NodeId) -> String {
    match tree.node(at).children.first() {
        Some(&next) => w.format(
            "study-not-the-move",
            &[("move", Arg::Str(&move_of(w, tree, next)))],
        ),
        None => w.text("study-not-the-move-end"),
    }
}

/// The game opened: its players, event, result and length.
pub fn opening(w: &Words, tree: &Tree) -> String {
    let tag = |name: &str| tree.tag(name).unwrap_or("?").to_owned();
    w.format(
        "study-opened",
        &[
            ("white", Arg::Str(&tag("White"))),
            ("black", Arg::Str(&tag("Black"))),
            ("event", Arg::Str(&tag("Event"))),
            ("result", Arg::Str(&tree.result)),
            ("moves", Arg::Num(tree.main_line().len() as i64)),
        ],
    )
}

/// "Move 12 of 40" (positions searched, as moves of the line).
pub fn progress(w: &Words, done: usize, total: usize) -> String {
    w.format(
        "study-progress",
        &[
            ("done", Arg::Num(done as i64)),
            ("total", Arg::Num(total as i64)),
        ],
    )
}

/// A progress bar for the screen: "[#####-----] 12/40".
pub fn bar(done: usize, total: usize) -> String {
    const WIDTH: usize = 20;
    let filled = (done * WIDTH)
        .checked_div(total)
        .unwrap_or(WIDTH)
        .min(WIDTH);
    format!(
        "[{}{}] {done}/{total}",
        "#".repeat(filled),
        "-".repeat(WIDTH - filled)
    )
}

/// "White: 1 inaccuracy, 2 mistakes, 0 blunders." for each side.
pub fn summary(w: &Words, counts: &ByColor<[usize; 3]>) -> Vec<String> {
    [Color::White, Color::Black]
        .into_iter()
        .map(|c| {
            let [i, m, b] = *counts.get(c);
            w.format(
                "study-summary",
                &[
                    ("side", Arg::Str(side(c))),
                    ("inaccuracies", Arg::Num(i as i64)),
                    ("mistakes", Arg::Num(m as i64)),
                    ("blunders", Arg::Num(b as i64)),
                ],
            )
        })
        .collect()
}
