//! The words of the table's notices, in the table's language: Fluent frames with moves, squares
//! and pieces in the announcement style (squares and pieces of alerts always in the Appendix D
//! words, which both players share).
//!
//! Pure after construction.

use shakmaty::{Chess, Move, Piece};

use super::{Action, Refusal, Seat, compare::Divergence};
use crate::{
    announce::{Announcer, Style},
    clock::{talk::ClockVoice, time::format_hms_ceil},
    explain,
    game::GameResult,
    i18n::{Arg, Lang, LocaleError, Localizer},
    parse::ParseError,
    resolve::MoveError,
    vocab::VocabName,
};

/// Words the table's notices.
#[derive(Debug)]
pub struct Voice {
    text: Localizer,
    clock: ClockVoice,
    announcer: Announcer,
    fide: Announcer,
    vocab: VocabName,
}

impl Voice {
    /// A voice in `lang`, announcing in `style` with the words of `vocab`.
    ///
    /// # Errors
    ///
    /// A broken embedded locale.
    pub fn new(lang: Lang, style: Style, vocab: VocabName) -> Result<Voice, LocaleError> {
        Ok(Voice {
            text: Localizer::new(lang)?,
            clock: ClockVoice::new(lang)?,
            announcer: Announcer::new(style, vocab),
            fide: Announcer::new(Style::Fide, vocab),
            vocab,
        })
    }

    /// Says the seconds of times under `threshold` from now on.
    pub fn set_seconds_below(&mut self, threshold: std::time::Duration) {
        self.clock.set_seconds_below(threshold);
    }

    /// Announces from now on in `style`.
    pub fn set_style(&mut self, style: Style) {
        self.announcer = Announcer::new(style, self.vocab);
    }

    /// The announcement style.
    pub fn style(&self) -> Style {
        self.announcer.style()
    }

    /// A message without arguments.
    pub fn text(&self, id: &str) -> String {
        self.text.text(id)
    }

    /// A message with arguments.
    pub fn format(&self, id: &str, args: &[(&str, Arg<'_>)]) -> String {
        self.text.format(id, args)
    }

    /// The talking clock.
    pub fn clock(&self) -> &ClockVoice {
        &self.clock
    }

    /// A move in the table's announcement style.
    pub fn announce(&self, pos: &Chess, mv: &Move) -> String {
        self.announcer.announce(pos, mv)
    }

    /// Why words are not a move.
    pub fn parse_error(&self, error: &ParseError) -> String {
        explain::parse_error(&self.text, error)
    }

    /// Why a move cannot be played.
    pub fn move_error(&self, pos: &Chess, error: &MoveError) -> String {
        explain::move_error(&self.text, &self.announcer, pos, error)
    }

    /// A seat's name: "the blind player".
    pub fn seat(&self, seat: Seat) -> String {
        self.text(match seat {
            Seat::Blind => "table-seat-blind",
            Seat::Sighted => "table-seat-sighted",
            Seat::Arbiter => "table-seat-arbiter",
        })
    }

    /// A refusal, told to the seat that acted.
    pub fn refusal(&self, refusal: &Refusal) -> String {
        match refusal {
            Refusal::NotYourTurn => self.text("table-not-your-turn"),
            Refusal::ArbiterOnly => self.text("table-arbiter-only"),
            Refusal::NothingPending => self.text("table-nothing-pending"),
            Refusal::WaitingForArbiter => self.text("table-waiting-arbiter"),
            Refusal::Over => self.text("table-game-over"),
            Refusal::Move(text) | Refusal::Game(text) => text.clone(),
        }
    }

    /// A square's content in the Appendix D words: "Springer" or "empty".
    pub fn content(&self, piece: Option<Piece>) -> String {
        match piece {
            Some(piece) => {
                let color = if piece.color.is_white() {
                    "table-white"
                } else {
                    "table-black"
                };
                self.format(
                    "table-piece",
                    &[
                        ("color", Arg::Str(&self.text(color))),
                        ("piece", Arg::Str(self.fide.piece(piece.role))),
                    ],
                )
            }
            None => self.text("table-empty"),
        }
    }

    /// A square in the Appendix D words: "Felix drei".
    pub fn square(&self, sq: shakmaty::Square) -> String {
        self.fide.square(sq)
    }

    /// The alert for a divergence: the ply, both moves as recorded and the squares that differ.
    pub fn divergence(&self, d: &Divergence) -> String {
        let mut parts = Vec::new();
        if let (Some(ply), Some((blind, sighted))) = (d.sheet_ply, &d.sheet_moves) {
            parts.push(self.format(
                "table-divergence-sheets",
                &[
                    ("ply", Arg::Num(ply as i64)),
                    ("blind", Arg::Str(blind)),
                    ("sighted", Arg::Str(sighted)),
                ],
            ));
        }
        if !d.squares.is_empty() {
            let squares: Vec<String> = d
                .squares
                .iter()
                .map(|(sq, blind, sighted)| {
                    self.format(
                        "table-square-differs",
                        &[
                            ("square", Arg::Str(&self.square(*sq))),
                            ("blind", Arg::Str(&self.content(*blind))),
                            ("sighted", Arg::Str(&self.content(*sighted))),
                        ],
                    )
                })
                .collect();
            parts.push(self.format(
                "table-divergence-boards",
                &[
                    ("ply", Arg::Num(d.board_ply as i64)),
                    ("squares", Arg::Str(&squares.join("; "))),
                ],
            ));
        }
        parts.join(" ")
    }

    /// A result in words.
    pub fn result(&self, result: GameResult) -> String {
        result.spoken(&self.text)
    }

    /// An arbiter action for the log and the players.
    pub fn arbiter_action(&self, action: &Action) -> String {
        let side = |c: shakmaty::Color| self.clock.side(c);
        match action {
            Action::Start => self.text("table-clock-started"),
            Action::Pause => self.text("table-clock-stopped"),
            Action::SetClock(color, remaining) => self.format(
                "table-clock-set",
                &[
                    ("side", Arg::Str(&side(*color))),
                    ("time", Arg::Str(&format_hms_ceil(*remaining))),
                ],
            ),
            Action::AddTime(color, delta) => self.format(
                "table-time-added",
                &[
                    ("side", Arg::Str(&side(*color))),
                    ("delta", Arg::Str(&delta.to_string())),
                ],
            ),
            Action::Declare(result) => self.format(
                "table-declared",
                &[("result", Arg::Str(&self.result(*result)))],
            ),
            other => format!("{other:?}"),
        }
    }
}
