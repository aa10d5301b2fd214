//! The screen: boards, clocks, scoresheet, the flow's status, the latest announcements and the
//! input line, rendered from the app state. The real terminal cursor is put on the focused
//! element (the input line or the board square), so screen readers and braille displays follow
//! it. Nothing is conveyed by colour alone: pieces are letters (upper case White, lower case
//! Black), differing squares are bracketed, the running clock is named.
//!
//! Pure: renders into a ratatui `Frame`; no terminal I/O here.

use ratatui::{
    Frame,
    layout::{Constraint, Layout, Position as CursorPosition, Rect},
    style::{Modifier, Style},
    text::Line,
    widgets::{Block, Borders, Paragraph, Wrap},
};
use shakmaty::{Chess, Color, Position, Square};

use crate::{
    app::{App, Focus, squares_seen_by},
    clock::time::format_hms_ceil,
    i18n::Arg,
    table::{Mode, Seat, Urgency, compare},
};

/// Renders the whole screen.
pub fn view(app: &App, frame: &mut Frame<'_>) {
    let area = frame.area();
    let [header, middle, notices, input] = Layout::vertical([
        Constraint::Length(2),
        Constraint::Length(12),
        Constraint::Min(3),
        Constraint::Length(3),
    ])
    .areas(area);
    frame.render_widget(
        Paragraph::new(header_lines(app)).wrap(Wrap { trim: true }),
        header,
    );
    let boards_width = if boards_differ(app) { 60 } else { 30 };
    let [boards, side] =
        Layout::horizontal([Constraint::Length(boards_width), Constraint::Min(20)]).areas(middle);
    let cursor = render_boards(app, frame, boards);
    render_side(app, frame, side);
    render_notices(app, frame, notices);
    let input_cursor = render_input(app, frame, input);
    let position = match app.focus() {
        Focus::Board => cursor.unwrap_or(input_cursor),
        Focus::Input => input_cursor,
    };
    frame.set_cursor_position(position);
}

fn voice_text(app: &App, id: &str) -> String {
    app.words().text(id)
}

fn header_lines(app: &App) -> Vec<Line<'static>> {
    let voice = app.words();
    let mode = match app.table().mode() {
        Mode::Tournament => voice.text("ui-mode-tournament"),
        Mode::Casual => voice.text("ui-mode-casual"),
    };
    let seat = voice.format(
        "app-seat",
        &[("seat", Arg::Str(&voice.seat(app.keyboard())))],
    );
    vec![
        Line::styled(
            format!("annabella · {mode} · {seat}"),
            Style::new().add_modifier(Modifier::BOLD),
        ),
        Line::raw(app.status()),
    ]
}

/// The book a seat's screen shows: a player's own; the arbiter's screen shows the blind
/// player's, with both boards once they differ.
fn player_book(table: &crate::table::Table, seat: Seat) -> &crate::table::Book {
    let (blind, sighted) = table.books();
    match seat {
        Seat::Sighted => sighted,
        Seat::Blind | Seat::Arbiter => blind,
    }
}

fn boards_differ(app: &App) -> bool {
    let (blind, sighted) = app.table().books();
    blind.board.len() == sighted.board.len()
        && !compare::square_differences(blind.board.position(), sighted.board.position()).is_empty()
}

/// The board of each player seat when they differ, else the keyboard seat's; returns where the
/// cursor square is on screen.
fn render_boards(app: &App, frame: &mut Frame<'_>, area: Rect) -> Option<CursorPosition> {
    let table = app.table();
    let viewer = table.color_of(app.keyboard()).unwrap_or(Color::White);
    let seats: Vec<Seat> = if boards_differ(app) {
        vec![Seat::Blind, Seat::Sighted]
    } else {
        vec![if app.keyboard() == Seat::Arbiter {
            Seat::Blind
        } else {
            app.keyboard()
        }]
    };
    let other = |seat: Seat| {
        if seat == Seat::Blind {
            Seat::Sighted
        } else {
            Seat::Blind
        }
    };
    let columns = Layout::horizontal(seats.iter().map(|_| Constraint::Length(30))).split(area);
    let mut cursor = None;
    for (seat, rect) in seats.iter().zip(columns.iter()) {
        let pos = player_book(table, *seat).board.position();
        let compare_to =
            boards_differ(app).then(|| player_book(table, other(*seat)).board.position().clone());
        let title = match seat {
            Seat::Sighted => voice_text(app, "ui-board-sighted"),
            _ => voice_text(app, "ui-board-blind"),
        };
        let block = Block::new().borders(Borders::ALL).title(title);
        let inner = block.inner(*rect);
        frame.render_widget(
            Paragraph::new(board_lines(pos, compare_to.as_ref(), viewer)).block(block),
            *rect,
        );
        if cursor.is_none() && (*seat == app.keyboard() || seats.len() == 1) {
            cursor = square_position(inner, app.cursor(), viewer);
        }
    }
    cursor
}

fn piece_char(pos: &Chess, sq: Square) -> char {
    pos.board().piece_at(sq).map_or('·', |p| p.char())
}

fn board_lines(pos: &Chess, other: Option<&Chess>, viewer: Color) -> Vec<Line<'static>> {
    let squares: Vec<Square> = squares_seen_by(viewer).collect();
    let mut lines = Vec::new();
    for row in squares.chunks(8) {
        let mut text = format!("{} ", row[0].rank().char());
        for sq in row {
            let c = piece_char(pos, *sq);
            let differs =
                other.is_some_and(|o| o.board().piece_at(*sq) != pos.board().piece_at(*sq));
            text.push_str(&if differs {
                format!("[{c}]")
            } else {
                format!(" {c} ")
            });
        }
        lines.push(Line::raw(text));
    }
    let files: String = squares[..8]
        .iter()
        .map(|sq| format!(" {} ", sq.file().char()))
        .collect();
    lines.push(Line::raw(format!("  {files}")));
    lines
}

fn square_position(inner: Rect, sq: Square, viewer: Color) -> Option<CursorPosition> {
    let index = squares_seen_by(viewer).position(|s| s == sq)?;
    let (row, col) = (index / 8, index % 8);
    Some(CursorPosition {
        x: inner.x + 2 + 3 * col as u16 + 1,
        y: inner.y + row as u16,
    })
}

fn render_side(app: &App, frame: &mut Frame<'_>, area: Rect) {
    let table = app.table();
    let voice = app.words();
    let mut lines = Vec::new();
    let now = app.now();
    let reading = table.game().reading(now);
    for side in [Color::White, Color::Black] {
        let running = if reading.running == Some(side) {
            voice.text("ui-running")
        } else {
            String::new()
        };
        lines.push(Line::raw(format!(
            "{}: {} {}",
            voice.clock().side(side),
            format_hms_ceil(*reading.remaining.get(side)),
            running
        )));
    }
    lines.push(Line::raw(String::new()));
    let sheet = player_book(table, app.keyboard()).sheet.entries();
    for (i, pair) in sheet
        .chunks(2)
        .enumerate()
        .rev()
        .take(8)
        .collect::<Vec<_>>()
        .into_iter()
        .rev()
    {
        let moves: Vec<&str> = pair.iter().map(|e| e.san.as_str()).collect();
        lines.push(Line::raw(format!("{}. {}", i + 1, moves.join(" "))));
    }
    let block = Block::new()
        .borders(Borders::ALL)
        .title(voice.text("ui-clocks-and-moves"));
    frame.render_widget(Paragraph::new(lines).block(block), area);
}

fn render_notices(app: &App, frame: &mut Frame<'_>, area: Rect) {
    let height = area.height.saturating_sub(2) as usize;
    let notices: Vec<_> = app.shown().collect();
    let lines: Vec<Line<'static>> = notices
        .iter()
        .rev()
        .take(height)
        .rev()
        .map(|n| {
            let mark = if n.urgency == Urgency::Alert {
                "!! "
            } else {
                ""
            };
            let style = if n.urgency == Urgency::Alert {
                Style::new().add_modifier(Modifier::BOLD)
            } else {
                Style::new()
            };
            Line::styled(format!("{mark}{}: {}", n.to, n.text), style)
        })
        .collect();
    let block = Block::new()
        .borders(Borders::ALL)
        .title(voice_text(app, "ui-announcements"));
    frame.render_widget(
        Paragraph::new(lines)
            .block(block)
            .wrap(Wrap { trim: false }),
        area,
    );
}

fn render_input(app: &App, frame: &mut Frame<'_>, area: Rect) -> CursorPosition {
    let block = Block::new()
        .borders(Borders::ALL)
        .title(voice_text(app, "ui-input"));
    let inner = block.inner(area);
    frame.render_widget(
        Paragraph::new(format!("> {}", app.input())).block(block),
        area,
    );
    let x = inner.x + 2 + app.input().chars().count() as u16;
    CursorPosition {
        x: x.min(inner.right().saturating_sub(1)),
        y: inner.y,
    }
}

#[cfg(test)]
mod tests;
