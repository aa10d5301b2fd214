//! The PGN writer. Pure.

use shakmaty::{Color, EnPassantMode, Position, fen::Fen};

use crate::{
    clock::{TimeControl, time::format_hms_ceil},
    game::{Game, LogKind},
};

/// PGN export lines are kept below this width where tokens allow (PGN standard 8.2.6).
const WIDTH: usize = 79;

/// Writes `game` as one PGN game.
pub fn write_pgn(game: &Game) -> String {
    let setup = game.setup();
    let record = game.record();
    let result = record.result().map_or("*", |r| r.pgn());
    let tags = &setup.tags;
    let mut out = String::new();
    let mut tag = |name: &str, value: &str| {
        // A tag is one line: a line break or other control character in a name (from the
        // settings file, say) would split the game in two, so it becomes a space.
        let one_line: String = value
            .chars()
            .map(|c| if c.is_control() { ' ' } else { c })
            .collect();
        let escaped = one_line.replace('\\', "\\\\").replace('"', "\\\"");
        out.push_str(&format!("[{name} \"{escaped}\"]\n"));
    };
    tag("Event", &tags.event);
    tag("Site", &tags.site);
    tag("Date", &tags.date);
    tag("Round", &tags.round);
    tag("White", &tags.white);
    tag("Black", &tags.black);
    tag("Result", result);
    // The source's own spelling ("60+0") while it says the same control as ours ("60").
    let notes = game.source_notes();
    let ours = setup.control.to_pgn_tag();
    let time_control = notes
        .time_control
        .as_deref()
        .filter(|t| TimeControl::from_pgn_tag(t).is_ok_and(|c| c.to_pgn_tag() == ours))
        .unwrap_or(&ours);
    tag("TimeControl", time_control);
    tag("ClockControl", &setup.control.to_string());
    if setup.start_fen.is_some() {
        let fen = Fen::from_position(record.start(), EnPassantMode::Legal).to_string();
        tag("SetUp", "1");
        tag("FEN", &fen);
    }
    if let Some(r) = record.result() {
        tag("Termination", r.termination());
    }
    // The source score's other tags, as they were.
    for (name, value) in &notes.tags {
        tag(name, value);
    }
    out.push('\n');
    // The source's annotations of ply `i`, while its move is still the one in the score.
    let notes_at = |i: usize| {
        notes.plies.get(i).filter(|n| {
            !n.is_empty() && (i == 0 || record.plies().get(i - 1).is_some_and(|p| p.mv == n.mv))
        })
    };
    // Comments and variations go in word by word, so that lines can break between words.
    let words = |tokens: &mut Vec<String>, text: &str| {
        tokens.extend(text.split_whitespace().map(str::to_owned));
    };

    let mut tokens: Vec<String> = Vec::new();
    let anchors = log_anchors(game);
    let log = record.log();
    let mut next_log = 0;
    let push_log = |tokens: &mut Vec<String>, ply: usize, next_log: &mut usize| {
        while *next_log < log.len() && anchors[*next_log] == ply {
            let e = &log[*next_log];
            tokens.push(format!("{{[%arbiter {} {}]}}", e.wall, e.kind));
            *next_log += 1;
        }
    };
    if let Some(n) = notes_at(0) {
        for c in &n.comments {
            words(&mut tokens, &format!("{{{c}}}"));
        }
    }
    push_log(&mut tokens, 0, &mut next_log);
    let start = record.start();
    let mut fullmove = start.fullmoves().get();
    let mut turn = start.turn();
    let mut last_move = usize::MAX;
    for (i, ply) in record.plies().iter().enumerate() {
        // Black's move carries its number ("5...") when something stands between it and
        // White's (a comment, or nothing before it at all).
        match turn {
            Color::White => tokens.push(format!("{fullmove}.")),
            Color::Black if tokens.len() != last_move => tokens.push(format!("{fullmove}...")),
            Color::Black => {}
        }
        tokens.push(ply.san.to_string());
        let here = notes_at(i + 1);
        if let Some(n) = here {
            tokens.extend(n.nags.iter().map(|nag| format!("${nag}")));
        }
        last_move = tokens.len();
        // A move imported without a clock time keeps none: its times are unknown.
        if ply.clock_known {
            tokens.push(format!(
                "{{[%clk {}]}}",
                format_hms_ceil(ply.reading.remaining[turn])
            ));
        }
        if let Some(n) = here {
            for c in &n.comments {
                words(&mut tokens, &format!("{{{c}}}"));
            }
        }
        push_log(&mut tokens, i + 1, &mut next_log);
        if let Some(n) = here {
            for v in &n.variations {
                words(&mut tokens, v);
            }
        }
        if turn == Color::Black {
            fullmove += 1;
        }
        turn = !turn;
    }
    push_log(&mut tokens, usize::MAX, &mut next_log);
    if let Some(r) = record.result() {
        tokens.push(format!("{{[%result {r}]}}"));
    }
    tokens.push(result.to_owned());

    let mut line = String::new();
    for t in tokens {
        if !line.is_empty() && line.len() + 1 + t.len() > WIDTH {
            out.push_str(&line);
            out.push('\n');
            line.clear();
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(&t);
    }
    out.push_str(&line);
    out.push_str("\n\n");
    out
}

/// The ply after which each log entry is written: the ply it happened at, or an earlier one if
/// a later retrace undid that ply (its moves are gone from the score).
fn log_anchors(game: &Game) -> Vec<usize> {
    let log = game.record().log();
    let mut anchors: Vec<usize> = log.iter().map(|e| e.after_ply).collect();
    let mut floor = usize::MAX;
    for (i, e) in log.iter().enumerate().rev() {
        anchors[i] = anchors[i].min(floor);
        if let LogKind::Retraced { to_ply, .. } = e.kind {
            floor = floor.min(to_ply);
        }
    }
    let plies = game.record().plies().len();
    anchors.iter().map(|a| (*a).min(plies)).collect()
}
