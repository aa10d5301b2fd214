//! The screen: boards, clocks, scoresheet, the flow's status, the latest announcements and the
//! input line, rendered from the app state. The real terminal cursor is put on the focused
//! element (the input line or the board square), so screen readers and braille displays follow
//! it. Nothing is conveyed by colour alone: pieces are letters (upper case White, lower case
//! Black), differing squares are bracketed, the running clock is named.
//!
//! Pure: renders into a ratatui `Frame`; no terminal I/O here. The arbiter station's screen is
//! [`hall`].

pub mod hall;

use ratatui::{
    Frame,
    layout::{Constraint, Layout, Position as CursorPosition, Rect},
    style::{Modifier, Style},
    text::Line,
    widgets::{Block, Borders, Clear, Paragraph},
};
use shakmaty::{Chess, Color, Position, Square};

use crate::{
    app::{App, Focus, squares_seen_by},
    clock::time::format_hms_ceil,
    i18n::Arg,
    present::Words,
    table::{Mode, Seat, Urgency, compare},
};

/// Renders the whole screen.
pub fn view(app: &App, frame: &mut Frame<'_>) {
    let area = frame.area();
    // The title and the status sentence each wrap onto a second row rather than being cut; the
    // title first leaves out the program's name, so that on a narrow screen the boards keep
    // their rows.
    let title = wrap(&title_text(app, area.width as usize), area.width as usize);
    let title_rows = title.len().clamp(1, 2);
    let status = wrap(&app.status(), area.width as usize);
    let status_rows = status.len().clamp(1, 2);
    // The announcement at the bottom of the box is shown whole: on a short screen its rows are
    // taken from the boards, which otherwise keep their twelve.
    let header_rows = (title_rows + status_rows) as u16;
    let spare = area.height.saturating_sub(header_rows + 3);
    let bottom_rows = bottom_announcement_rows(app, area.width) as u16 + 2;
    let notices_rows = bottom_rows.max(spare.saturating_sub(12)).max(3).min(spare);
    let [header, middle, notices, input] = Layout::vertical([
        Constraint::Length(header_rows),
        Constraint::Length(spare - notices_rows),
        Constraint::Length(notices_rows),
        Constraint::Length(3),
    ])
    .areas(area);
    let bold = Style::new().add_modifier(Modifier::BOLD);
    let mut lines: Vec<Line<'static>> = title
        .into_iter()
        .take(title_rows)
        .map(|row| Line::styled(row, bold))
        .collect();
    lines.extend(status.into_iter().take(status_rows).map(Line::raw));
    frame.render_widget(Paragraph::new(lines), header);
    let boards_width = if boards_differ(app) { 60 } else { 30 };
    let [boards, side] =
        Layout::horizontal([Constraint::Length(boards_width), Constraint::Min(20)]).areas(middle);
    let cursor = render_boards(app, frame, boards);
    if app.table().setup().large_text {
        let [side, large] =
            Layout::vertical([Constraint::Min(4), Constraint::Length(7)]).areas(side);
        render_side(app, frame, side);
        render_large(app, frame, large);
    } else {
        render_side(app, frame, side);
    }
    render_notices(app, frame, notices);
    let input_cursor = render_input(app, frame, input);
    let help = app.view().help().is_some();
    if help {
        render_help(app, frame, middle.union(notices));
    }
    let position = match app.focus() {
        Focus::Board if !help => cursor.unwrap_or(input_cursor),
        _ => input_cursor,
    };
    frame.set_cursor_position(position);
}

fn voice_text(app: &App, id: &str) -> String {
    app.words().text(id)
}

/// The title row: the program, the mode and the seat at the keyboard; without the program's
/// name when the whole is wider than `width`.
fn title_text(app: &App, width: usize) -> String {
    let voice = app.words();
    let mode = match app.table().mode() {
        Mode::Tournament => voice.text("ui-mode-tournament"),
        Mode::Casual => voice.text("ui-mode-casual"),
    };
    let seat = voice.format(
        "app-seat",
        &[("seat", Arg::Str(&voice.seat(app.keyboard())))],
    );
    let title = format!("annabella · {mode} · {seat}");
    if Line::raw(title.clone()).width() <= width {
        title
    } else {
        format!("{mode} · {seat}")
    }
}

/// The board and sheet a seat's screen shows: a player's own; the arbiter's screen shows the blind
/// player's, with both boards once they differ.
fn player_board_and_sheet(table: &crate::table::Table, seat: Seat) -> &crate::table::BoardAndSheet {
    let (blind, sighted) = table.boards_and_sheets();
    match seat {
        Seat::Sighted => sighted,
        Seat::Blind | Seat::Arbiter => blind,
    }
}

fn boards_differ(app: &App) -> bool {
    let (blind, sighted) = app.table().boards_and_sheets();
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
        let pos = player_board_and_sheet(table, *seat).board.position();
        let compare_to = boards_differ(app).then(|| {
            player_board_and_sheet(table, other(*seat))
                .board
                .position()
                .clone()
        });
        let title = match (table.seating(), seat) {
            // At one board there is only the board.
            (crate::table::Seating::OneBoard, _) => voice_text(app, "ui-board-one"),
            (_, Seat::Sighted) => voice_text(app, "ui-board-sighted"),
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

pub(crate) fn board_lines(pos: &Chess, other: Option<&Chess>, viewer: Color) -> Vec<Line<'static>> {
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
    let position = CursorPosition {
        x: inner.x + 2 + 3 * col as u16 + 1,
        y: inner.y + row as u16,
    };
    // A board cut short by a short screen has no cursor on its hidden squares.
    inner.contains(position).then_some(position)
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
    // As many of the latest move pairs as fit under the clocks, the newest always shown.
    let room = area.height.saturating_sub(4) as usize;
    if room > 1 {
        lines.push(Line::raw(String::new()));
    }
    let room = if room > 1 { room - 1 } else { room };
    let sheet = player_board_and_sheet(table, app.keyboard())
        .sheet
        .entries();
    // The scoresheet in the seat's own letters: a German one reads Sf3.
    let letters = crate::announce::Announcer::new(crate::announce::Style::San, voice.vocab());
    let pairs: Vec<_> = sheet.chunks(2).enumerate().collect();
    for (i, pair) in &pairs[pairs.len().saturating_sub(room)..] {
        let moves: Vec<String> = pair
            .iter()
            .map(|e| match e.mv {
                Some(mv) => letters.announce(&e.before, &mv),
                None => e.san.clone(),
            })
            .collect();
        lines.push(Line::raw(format!("{}. {}", i + 1, moves.join(" "))));
    }
    let block = Block::new()
        .borders(Borders::ALL)
        .title(voice.text("ui-clocks-and-moves"));
    frame.render_widget(Paragraph::new(lines).block(block), area);
}

/// An announcement as the box shows it: the alarm mark, its seats' labels, the words.
fn announcement_text(app: &App, seats: &[Seat], n: &crate::present::Notice) -> String {
    let mark = if n.urgency == Urgency::Alert {
        "!! "
    } else {
        ""
    };
    let labels: Vec<String> = seats.iter().map(|s| seat_label(app.words(), *s)).collect();
    format!("{mark}{}: {}", labels.join(", "), n.text)
}

/// How many rows the announcement at the bottom of the box takes on a screen `width` wide.
fn bottom_announcement_rows(app: &App, width: u16) -> usize {
    let notices = app.announcements();
    let back = app.view().back().min(notices.len().saturating_sub(1));
    let Some((seats, n)) = notices.len().checked_sub(back + 1).map(|i| &notices[i]) else {
        return 0;
    };
    wrap(
        &announcement_text(app, seats, n),
        width.saturating_sub(2) as usize,
    )
    .len()
}

/// The announcements, each prefixed with its seat, wrapped to the box here (not by the
/// widget) so that the rows are counted exactly: the newest row is always the bottom one, or,
/// when scrolled back, the chosen announcement is the bottom one and marked.
fn render_notices(app: &App, frame: &mut Frame<'_>, area: Rect) {
    let height = area.height.saturating_sub(2) as usize;
    let width = area.width.saturating_sub(2) as usize;
    // A notice told to several seats in the same words is shown once, with their labels.
    let notices = app.announcements();
    let back = app.view().back().min(notices.len().saturating_sub(1));
    let end = notices.len() - back.min(notices.len());
    let mut rows: Vec<Line<'static>> = Vec::new();
    for (i, (seats, n)) in notices[..end].iter().enumerate() {
        let alert = n.urgency == Urgency::Alert;
        let chosen = back > 0 && i + 1 == end;
        let mut style = Style::new();
        if alert {
            style = style.add_modifier(Modifier::BOLD);
        }
        if chosen {
            style = style.add_modifier(Modifier::REVERSED);
        }
        let text = announcement_text(app, seats, n);
        let wrapped = wrap(&text, width);
        // An announcement taller than the box, chosen when scrolling back, shows its start.
        let keep = if chosen {
            wrapped.len().min(height)
        } else {
            wrapped.len()
        };
        rows.extend(
            wrapped
                .into_iter()
                .take(keep)
                .map(|row| Line::styled(row, style)),
        );
    }
    let first = rows.len().saturating_sub(height);
    let rows = rows.split_off(first);
    let voice = app.words();
    let title = if back == 0 {
        voice.text("ui-announcements")
    } else {
        voice.format(
            "ui-announcements-back",
            &[
                ("back", Arg::Num(back as i64)),
                ("total", Arg::Num(notices.len() as i64)),
            ],
        )
    };
    let block = Block::new()
        .borders(Borders::ALL)
        .title(fit_title(&title, area.width));
    frame.render_widget(Paragraph::new(rows).block(block), area);
}

/// `title` for a box `width` columns wide: whole when it fits, else up to the last clause (before
/// a ';' or a ',') that fits, so that what shows is never cut inside a word.
pub(crate) fn fit_title(title: &str, width: u16) -> String {
    let room = usize::from(width.saturating_sub(2));
    let fits = |text: &str| Line::raw(text.to_owned()).width() <= room;
    if fits(title) {
        return title.to_owned();
    }
    title
        .match_indices([';', ','])
        .map(|(at, _)| &title[..at])
        .rev()
        .find(|clause| fits(clause))
        .unwrap_or(title)
        .to_owned()
}

/// A seat's short label in the interface language: "Blind", "Sehend", "Árbitro" (for any
/// presenter that prefixes announcements with their seat).
pub fn seat_label(voice: &Words, seat: Seat) -> String {
    let id = match seat {
        Seat::Blind => "blind",
        Seat::Sighted => "sighted",
        Seat::Arbiter => "arbiter",
    };
    voice.format("ui-seat-label", &[("seat", Arg::Str(id))])
}

/// `text` broken into rows of at most `width` columns at spaces; a word longer than a row is
/// cut. Continuation rows are indented two columns so each announcement's start stands out.
pub(crate) fn wrap(text: &str, width: usize) -> Vec<String> {
    let width = width.max(4);
    let cols = |s: &str| Line::raw(s.to_owned()).width();
    let mut rows = Vec::new();
    let mut row = String::new();
    for word in text.split_whitespace() {
        let sep = usize::from(!row.trim_start().is_empty());
        if cols(&row) + sep + cols(word) <= width {
            if sep == 1 {
                row.push(' ');
            }
            row.push_str(word);
            continue;
        }
        if !row.trim_start().is_empty() {
            rows.push(std::mem::replace(&mut row, "  ".to_owned()));
        }
        // A word wider than a row is cut into row-wide pieces.
        for c in word.chars() {
            if cols(&row) + cols(&c.to_string()) > width {
                rows.push(std::mem::replace(&mut row, "  ".to_owned()));
            }
            row.push(c);
        }
    }
    if !row.trim_start().is_empty() || rows.is_empty() {
        rows.push(row);
    }
    rows
}

/// The help over the boards and announcements, scrolled as the view says, until closed.
fn render_help(app: &App, frame: &mut Frame<'_>, area: Rect) {
    let Some((lines, scroll)) = app.view().help() else {
        return;
    };
    help_overlay(
        frame,
        area,
        app.words().text("ui-help-title"),
        lines,
        scroll,
    );
}

/// A help text drawn over whatever is below it, wrapped, from row `scroll` (kept so that the
/// last page is full).
pub(crate) fn help_overlay(
    frame: &mut Frame<'_>,
    area: Rect,
    title: String,
    lines: &[String],
    scroll: usize,
) {
    let width = area.width.saturating_sub(2) as usize;
    let height = area.height.saturating_sub(2) as usize;
    let rows: Vec<String> = lines.iter().flat_map(|l| wrap(l, width)).collect();
    let scroll = scroll.min(rows.len().saturating_sub(height));
    let block = Block::new()
        .borders(Borders::ALL)
        .title(fit_title(&title, area.width));
    let shown: Vec<Line<'static>> = rows
        .into_iter()
        .skip(scroll)
        .take(height)
        .map(Line::raw)
        .collect();
    frame.render_widget(Clear, area);
    frame.render_widget(Paragraph::new(shown).block(block), area);
}

/// D.2.11: the last move announced to the sighted seat in very large letters, for a
/// hearing-impaired opponent, when `--large` is on.
fn render_large(app: &App, frame: &mut Frame<'_>, area: Rect) {
    let last = app
        .shown()
        .filter(|n| n.to == Seat::Sighted)
        .filter_map(|n| Some((n, n.large.as_ref()?)))
        .last();
    let width = area.width.saturating_sub(2) as usize;
    let rows: Vec<Line<'static>> = match last {
        None => Vec::new(),
        // Too narrow for the block letters (both boards beside it): the words, in bold.
        Some((n, large)) if large.iter().any(|r| Line::raw(r.clone()).width() > width) => {
            wrap(&n.text, width)
                .into_iter()
                .map(|r| Line::styled(r, Style::new().add_modifier(Modifier::BOLD)))
                .collect()
        }
        Some((_, large)) => large.iter().cloned().map(Line::raw).collect(),
    };
    let block = Block::new()
        .borders(Borders::ALL)
        .title(voice_text(app, "ui-large"));
    frame.render_widget(Paragraph::new(rows).block(block), area);
}

/// The input line, titled with its name and the hint; the hint alone when both do not fit.
fn render_input(app: &App, frame: &mut Frame<'_>, area: Rect) -> CursorPosition {
    let hint = voice_text(app, "ui-input-hint");
    let title = format!("{} · {hint}", voice_text(app, "ui-input"));
    let fits = Line::raw(title.clone()).width() <= usize::from(area.width.saturating_sub(2));
    input_box(frame, area, if fits { title } else { hint }, app.input())
}

/// The input line in a box titled `title`, with the terminal cursor after what is typed (the
/// focus a screen reader follows).
pub(crate) fn input_box(
    frame: &mut Frame<'_>,
    area: Rect,
    title: String,
    input: &str,
) -> CursorPosition {
    let block = Block::new().borders(Borders::ALL).title(title);
    let inner = block.inner(area);
    frame.render_widget(Paragraph::new(format!("> {input}")).block(block), area);
    let x = inner.x + 2 + Line::raw(input.to_owned()).width() as u16;
    CursorPosition {
        x: x.min(inner.right().saturating_sub(1)),
        y: inner.y,
    }
}

#[cfg(test)]
mod tests;
