//! The arbiter station's screen: every table of the hall in a list, those needing the arbiter
//! first and marked "!", the focused row marked ">" with the terminal cursor on it; an opened
//! table's boards, moves and what it said since it was opened; the newest announcements and
//! the input line. Nothing is conveyed by colour alone.
//!
//! Pure: renders the station's [`Desk`] into a ratatui `Frame`; no terminal I/O here.

use ratatui::{
    Frame,
    layout::{Constraint, Layout, Position as CursorPosition, Rect},
    style::{Modifier, Style},
    text::Line,
    widgets::{Block, Borders, Paragraph},
};
use shakmaty::Color;

use super::{board_lines, wrap};
use crate::{
    hall::{
        TableNo,
        desk::{Desk, Row, Said},
    },
    i18n::Arg,
    table::{Seating, Table, compare},
};

/// Renders the station's whole screen.
pub fn view(desk: &Desk, frame: &mut Frame<'_>) {
    let area = frame.area();
    // On a short terminal the announcements keep their newest two rows, the rest is the list's.
    let notices_height = if area.height >= 30 { 7 } else { 4 };
    let [header, middle, notices, input] = Layout::vertical([
        Constraint::Length(1),
        Constraint::Min(6),
        Constraint::Length(notices_height),
        Constraint::Length(3),
    ])
    .areas(area);
    let words = desk.words();
    frame.render_widget(
        Paragraph::new(Line::styled(
            words.format("station-title", &[("hall", Arg::Str(desk.hall()))]),
            Style::new().add_modifier(Modifier::BOLD),
        )),
        header,
    );
    let row_cursor = match desk.station().open() {
        Some(n) => {
            render_table(desk, n, frame, middle);
            None
        }
        None => render_list(desk, frame, middle),
    };
    let shown = desk.said().len() - desk.said_back().min(desk.said().len());
    render_said(
        desk.said()[..shown].iter(),
        &words.text("ui-announcements"),
        frame,
        notices,
    );
    let input_cursor = render_input(desk, frame, input);
    let help = desk.help().is_some();
    if help {
        render_help(desk, frame, middle.union(notices));
    }
    // The cursor is on the focused table until something is typed.
    let cursor = match row_cursor {
        Some(at) if !help && desk.input().is_empty() => at,
        _ => input_cursor,
    };
    frame.set_cursor_position(cursor);
}

/// The list of tables; returns where the focused row is.
fn render_list(desk: &Desk, frame: &mut Frame<'_>, area: Rect) -> Option<CursorPosition> {
    let rows = desk.rows();
    let needing = rows.iter().filter(|r| r.needs_arbiter()).count();
    let title = desk.words().format(
        "station-tables",
        &[
            ("count", Arg::Num(rows.len() as i64)),
            ("needing", Arg::Num(needing as i64)),
        ],
    );
    let block = Block::new().borders(Borders::ALL).title(title);
    let inner = block.inner(area);
    if rows.is_empty() {
        let empty = Paragraph::new(desk.words().text("hall-empty")).block(block);
        frame.render_widget(empty, area);
        return None;
    }
    let height = usize::from(inner.height.max(1));
    let focused = desk.focused(&rows);
    // The focused row is shown whole, wrapped (a screen reader reads the cursor's lines); the
    // others keep one line each and are cut at the edge.
    let mut focus_lines = row_line(desk, &rows[focused], true, usize::from(inner.width));
    focus_lines.truncate(height);
    let first = (focused + focus_lines.len()).saturating_sub(height);
    let mut lines: Vec<Line<'static>> = Vec::new();
    for (i, row) in rows.iter().enumerate().skip(first) {
        if i == focused {
            lines.append(&mut focus_lines);
        } else {
            lines.append(&mut row_line(desk, row, false, usize::MAX));
        }
        if lines.len() >= height {
            break;
        }
    }
    lines.truncate(height);
    frame.render_widget(Paragraph::new(lines).block(block), area);
    Some(CursorPosition {
        x: inner.x,
        y: inner.y + (focused - first) as u16,
    })
}

/// One table's row: ">" on the focused one, "!" on one needing the arbiter, then its words;
/// wrapped to `width` columns (one line when `width` is `usize::MAX`).
fn row_line(desk: &Desk, row: &Row, focused: bool, width: usize) -> Vec<Line<'static>> {
    let needs = row.needs_arbiter();
    let marks = format!(
        "{}{} ",
        if focused { '>' } else { ' ' },
        if needs { '!' } else { ' ' }
    );
    let words = desk.row_words(row);
    let mut style = Style::new();
    if needs {
        style = style.add_modifier(Modifier::BOLD);
    }
    if focused {
        style = style.add_modifier(Modifier::REVERSED);
    }
    if width == usize::MAX {
        return vec![Line::styled(format!("{marks}{words}"), style)];
    }
    // Continuation lines are indented two columns past the words, as the announcements' are,
    // so that they never read as a row of their own.
    wrap(&words, width.saturating_sub(marks.len()))
        .into_iter()
        .enumerate()
        .map(|(i, part)| {
            let lead = if i == 0 { marks.as_str() } else { "     " };
            Line::styled(format!("{lead}{}", part.trim_start()), style)
        })
        .collect()
}

/// The open table: its summary, its boards, its moves and what it said since it was opened
/// (the moves give way first on a narrow terminal).
fn render_table(desk: &Desk, n: TableNo, frame: &mut Frame<'_>, area: Rect) {
    let words = desk.words();
    let title = words.format("station-open-title", &[("table", Arg::Num(i64::from(n)))]);
    let row = desk.rows().into_iter().find(|r| r.table() == n);
    let mut summary = row.as_ref().map(|r| desk.row_words(r)).unwrap_or_default();
    // The position in words is spoken with the row; on the screen the boards show it, and the
    // FEN goes on a line of its own.
    let matter = desk.station().matter(n);
    if let Some((_, position)) = matter
        && let Some(at) = summary.find(position)
    {
        summary.truncate(at);
        summary = summary.trim_end().trim_end_matches('.').to_owned();
    }
    let fen = matter
        .and_then(|_| desk.station().model().table(n))
        .map(|f| {
            shakmaty::fen::Fen::from_position(
                f.table().game().position(),
                shakmaty::EnPassantMode::Legal,
            )
            .to_string()
        });
    // What is before the arbiter gets as many lines as the boards leave.
    let room = area
        .height
        .saturating_sub(1 + BOARD_HEIGHT + u16::from(fen.is_some()));
    let mut lines = vec![Line::styled(
        title,
        Style::new().add_modifier(Modifier::BOLD),
    )];
    lines.extend(
        wrap(&summary, usize::from(area.width))
            .into_iter()
            .take(usize::from(room.clamp(2, 4)))
            .map(Line::raw),
    );
    if let Some(fen) = fen {
        lines.push(Line::raw(format!("FEN {fen}")));
    }
    let [top, rest] =
        Layout::vertical([Constraint::Length(lines.len() as u16), Constraint::Min(1)]).areas(area);
    frame.render_widget(Paragraph::new(lines), top);
    let Some(followed) = desk.station().model().table(n) else {
        return;
    };
    let table = followed.table();
    let differ = boards_differ(table);
    let boards_width = if differ { 2 * BOARD_WIDTH } else { BOARD_WIDTH };
    let room = rest.width.saturating_sub(boards_width);
    let moves_width = if room >= MOVES_WIDTH + 24 {
        MOVES_WIDTH
    } else {
        0
    };
    let [boards, moves, said] = Layout::horizontal([
        Constraint::Length(boards_width),
        Constraint::Length(moves_width),
        Constraint::Min(10),
    ])
    .areas(rest);
    render_boards(desk, table, differ, frame, boards);
    if moves_width > 0 {
        render_moves(desk, table, frame, moves);
    }
    // Within the table's own box, its number before each line goes without saying.
    let prefix = format!("{}: ", desk.station().table_words(n));
    let events: Vec<Said> = desk
        .said()
        .iter()
        .filter(|s| s.table == Some(n))
        .map(|s| Said {
            text: s.text.strip_prefix(&prefix).unwrap_or(&s.text).to_owned(),
            ..s.clone()
        })
        .collect();
    render_said(
        events.iter(),
        &words.format("station-events", &[("table", Arg::Num(i64::from(n)))]),
        frame,
        said,
    );
}

/// A board's box: a rank's digit and eight squares of three columns, and the borders.
const BOARD_WIDTH: u16 = 2 + 24 + 2;

/// A board's box: eight ranks, the files' letters and the borders.
const BOARD_HEIGHT: u16 = 8 + 1 + 2;

/// The moves' box: "12. Nxe5+ Qxe5" and the borders.
const MOVES_WIDTH: u16 = 17;

fn boards_differ(table: &Table) -> bool {
    let (blind, sighted) = table.boards_and_sheets();
    blind.board.len() == sighted.board.len()
        && !compare::square_differences(blind.board.position(), sighted.board.position()).is_empty()
}

/// The blind player's board, and the sighted one beside it when they differ (differing
/// squares bracketed).
fn render_boards(desk: &Desk, table: &Table, differ: bool, frame: &mut Frame<'_>, area: Rect) {
    let (blind, sighted) = table.boards_and_sheets();
    let words = desk.words();
    let mut boards = vec![(blind, sighted)];
    if differ {
        boards.push((sighted, blind));
    }
    let columns =
        Layout::horizontal(boards.iter().map(|_| Constraint::Length(BOARD_WIDTH))).split(area);
    for (i, ((book, other), rect)) in boards.iter().zip(columns.iter()).enumerate() {
        let title = match (table.seating(), i) {
            (Seating::OneBoard, _) => words.text("ui-board-one"),
            (_, 0) => words.text("ui-board-blind"),
            _ => words.text("ui-board-sighted"),
        };
        let compare_to = differ.then(|| other.board.position().clone());
        let block = Block::new().borders(Borders::ALL).title(title);
        frame.render_widget(
            Paragraph::new(board_lines(
                book.board.position(),
                compare_to.as_ref(),
                Color::White,
            ))
            .block(block),
            *rect,
        );
    }
}

/// The latest moves of the blind player's record, as many as fit, the newest shown.
fn render_moves(desk: &Desk, table: &Table, frame: &mut Frame<'_>, area: Rect) {
    let room = usize::from(area.height.saturating_sub(2));
    let sheet = table.boards_and_sheets().0.sheet.entries();
    let pairs: Vec<_> = sheet.chunks(2).enumerate().collect();
    let lines: Vec<Line<'static>> = pairs[pairs.len().saturating_sub(room)..]
        .iter()
        .map(|(i, pair)| {
            let moves: Vec<&str> = pair.iter().map(|e| e.san.as_str()).collect();
            Line::raw(format!("{}. {}", i + 1, moves.join(" ")))
        })
        .collect();
    let block = Block::new()
        .borders(Borders::ALL)
        .title(desk.words().text("station-moves"));
    frame.render_widget(Paragraph::new(lines).block(block), area);
}

/// Announcements, wrapped to the box, the newest always on the bottom row; alarms marked
/// "!!" as on the table's screen.
fn render_said<'a>(
    said: impl Iterator<Item = &'a Said>,
    title: &str,
    frame: &mut Frame<'_>,
    area: Rect,
) {
    let height = usize::from(area.height.saturating_sub(2));
    let width = usize::from(area.width.saturating_sub(2));
    let mut rows: Vec<Line<'static>> = Vec::new();
    for s in said {
        let mark = if s.alert { "!! " } else { "" };
        let style = if s.alert {
            Style::new().add_modifier(Modifier::BOLD)
        } else {
            Style::new()
        };
        rows.extend(
            wrap(&format!("{mark}{}", s.text), width)
                .into_iter()
                .map(|r| Line::styled(r, style)),
        );
    }
    let rows = rows.split_off(rows.len().saturating_sub(height));
    let block = Block::new().borders(Borders::ALL).title(title.to_owned());
    frame.render_widget(Paragraph::new(rows).block(block), area);
}

fn render_input(desk: &Desk, frame: &mut Frame<'_>, area: Rect) -> CursorPosition {
    let words = desk.words();
    let title = format!(
        "{} · {}",
        words.text("station-input"),
        words.text("station-input-hint")
    );
    super::input_box(frame, area, title, desk.input())
}

/// The help over the list and the announcements, scrolled as the desk says.
fn render_help(desk: &Desk, frame: &mut Frame<'_>, area: Rect) {
    let Some(scroll) = desk.help() else {
        return;
    };
    let title = desk.words().text("ui-help-title");
    super::help_overlay(frame, area, title, &desk.help_lines(), scroll);
}

#[cfg(test)]
#[path = "hall_tests.rs"]
mod tests;
