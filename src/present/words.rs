//! The words for the table's events in one language, vocabulary and announcement style: Fluent
//! frames with moves, squares and pieces in the announcement style (squares and pieces of alerts
//! always in the Appendix D words, which both players share). Each seat's presenter holds one;
//! the record's are [`super::record::words`].
//!
//! Pure after construction.

use shakmaty::{Color, Piece, Square};

use crate::{
    announce::{Announcer, RankWords, Style},
    clock::{ClockError, ClockEvent, ClockReading},
    explain,
    game::{GameError, GameResult},
    i18n::{Arg, Lang, LocaleError, Localizer},
    present::clock::{ClockVoice, DurationRole},
    table::{LogEntry, Mode, Refusal, RepairStep, Seat, SeatPly, compare::Divergence},
    vocab::VocabName,
};

/// `text` with its first letter in upper case, as a sentence begins in each of the interface
/// languages (all written in the Latin alphabet with sentence case; Unicode's default case
/// mapping is right for all of them: "ś" → "Ś", "á" → "Á").
fn capitalized(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// Words the table's events for one seat.
#[derive(Debug)]
pub struct Words {
    text: Localizer,
    clock: ClockVoice,
    announcer: Announcer,
    fide: Announcer,
    vocab: VocabName,
    ranks: RankWords,
}

impl Words {
    /// Words in `lang`, announcing in `style` with the words of `vocab`.
    ///
    /// # Errors
    ///
    /// A broken embedded locale (a build bug the locale tests catch).
    pub fn new(lang: Lang, style: Style, vocab: VocabName) -> Result<Words, LocaleError> {
        Ok(Words {
            text: Localizer::new(lang)?,
            clock: ClockVoice::new(lang)?,
            announcer: Announcer::new(style, vocab),
            fide: Announcer::new(Style::Fide, vocab),
            vocab,
            ranks: RankWords::German,
        })
    }

    /// Words in `lang`, announcing in `style` with the words of `vocab`; never fails (see
    /// [`Localizer::builtin`]).
    pub fn builtin(lang: Lang, style: Style, vocab: VocabName) -> Words {
        Words {
            text: Localizer::builtin(lang),
            clock: ClockVoice::builtin(lang),
            announcer: Announcer::new(style, vocab),
            fide: Announcer::new(Style::Fide, vocab),
            vocab,
            ranks: RankWords::German,
        }
    }

    /// The same words with other rank words for the Appendix D styles.
    pub fn with_ranks(mut self, ranks: RankWords) -> Words {
        self.ranks = ranks;
        self.announcer = self.announcer.with_ranks(ranks);
        self.fide = self.fide.with_ranks(ranks);
        self
    }

    /// Announces from now on in `style`.
    pub fn set_style(&mut self, style: Style) {
        self.announcer = Announcer::new(style, self.vocab).with_ranks(self.ranks);
    }

    /// The announcement style.
    pub fn style(&self) -> Style {
        self.announcer.style()
    }

    /// The interface language.
    pub fn lang(&self) -> Lang {
        self.text.lang()
    }

    /// The move vocabulary.
    pub fn vocab(&self) -> VocabName {
        self.vocab
    }

    /// The announcer of moves in this seat's style.
    pub fn announcer(&self) -> &Announcer {
        &self.announcer
    }

    /// A message without arguments.
    pub fn text(&self, id: &str) -> String {
        self.text.text(id)
    }

    /// A message of several lines (a help text), each trimmed, blank ones left out.
    pub fn lines(&self, id: &str) -> Vec<String> {
        self.text.lines(id)
    }

    /// A message with arguments. A message that begins with a seat's name (`$seat`, worded for
    /// the middle of a sentence: "the blind player") begins with a capital letter: "The blind
    /// player has sealed the move".
    ///
    /// A seat's name also brings `$who`, the seat's key (`blind`, `sighted`, `arbiter`), so that
    /// a language declines it where its grammar asks ("vom sehenden Spieler").
    pub fn format(&self, id: &str, args: &[(&str, Arg<'_>)]) -> String {
        // Only a seat's name: `$seat` also selects a seat's label by its key ("blind").
        let named = args.iter().find_map(|(name, value)| match value {
            Arg::Str(seat) if *name == "seat" => [Seat::Blind, Seat::Sighted, Seat::Arbiter]
                .into_iter()
                .find(|s| self.seat(*s) == *seat || self.agent(*s) == *seat)
                .map(|s| (*seat, s)),
            _ => None,
        });
        let text = match named {
            Some((_, who)) => {
                let mut with_who = args.to_vec();
                with_who.push(("who", Arg::Str(who.as_str())));
                self.text.format(id, &with_who)
            }
            None => self.text.format(id, args),
        };
        let seat = named.map(|(seat, _)| seat);
        match seat {
            Some(seat) if text.starts_with(seat) => capitalized(&text),
            _ => text,
        }
    }

    /// The talking clock says the seconds of times under `threshold` from now on.
    pub fn set_seconds_below(&mut self, threshold: std::time::Duration) {
        self.clock.set_seconds_below(threshold);
    }

    /// The talking clock.
    pub fn clock(&self) -> &ClockVoice {
        &self.clock
    }

    /// An entry in this seat's announcement style.
    pub fn entry(&self, entry: &SeatPly) -> String {
        if entry.is_null() {
            return self.text("move-null");
        }
        entry.words(&self.announcer)
    }

    /// A seat's name as the one who does something, the subject of a transitive verb: the same
    /// as [`Words::seat`] except in a language that marks it (Basque's ergative: "jokalari
    /// itsuak" seals, "jokalari itsua" is at the keyboard).
    pub fn agent(&self, seat: Seat) -> String {
        self.text(match seat {
            Seat::Blind => "table-seat-blind-agent",
            Seat::Sighted => "table-seat-sighted-agent",
            Seat::Arbiter => "table-seat-arbiter-agent",
        })
    }

    /// A seat's name: "the blind player".
    pub fn seat(&self, seat: Seat) -> String {
        self.text(seat_message(seat))
    }

    /// The mode, as every seat is shown it.
    pub fn mode(&self, mode: Mode) -> String {
        self.text(match mode {
            Mode::Tournament => "table-mode-tournament",
            Mode::Casual => "table-mode-casual",
        })
    }

    /// Why words are no move, without more (`super::refusal::parse_error` adds the hint of an
    /// English piece letter).
    pub(super) fn parse_error(&self, error: &crate::parse::ParseError) -> String {
        explain::parse_error(&self.text, error)
    }

    /// A refusal, told to the seat that acted.
    pub fn refusal(&self, refusal: &Refusal) -> String {
        if let Some(text) = self.laws_refusal(refusal) {
            return text;
        }
        match refusal {
            Refusal::NotYourTurn => self.text("table-not-your-turn"),
            Refusal::ArbiterOnly => self.text("table-arbiter-only"),
            Refusal::NothingPending => self.text("table-nothing-pending"),
            Refusal::WaitingForArbiter => self.text("table-waiting-arbiter"),
            Refusal::Over => self.text("table-game-over"),
            Refusal::StillDiverged => self.text("table-still-diverged"),
            Refusal::Parse(error) => super::refusal::parse_error(self, error),
            Refusal::Move { pos, error } => {
                explain::move_error(&self.text, &self.announcer, pos, error)
            }
            Refusal::Game(error) => self.game_error(error),
            _ => String::new(),
        }
    }

    /// Why the game's rules refused a command, in this seat's language (the clock's refusals
    /// through [`clock_error_id`]).
    pub fn game_error(&self, error: &GameError) -> String {
        match error {
            GameError::Clock(clock) => self.text(clock_error_id(clock)),
            // Only an imported score meets the second; at a table it reads as the first.
            GameError::Over(result) | GameError::MovedAfterEnd { result, .. } => self.format(
                "table-rule-over",
                &[("result", Arg::Str(&self.result(*result)))],
            ),
            GameError::Illegal(illegal) => {
                self.format("table-rule-illegal", &[("move", Arg::Str(&illegal.uci))])
            }
            GameError::NullInCheck(_) => self.text("table-rule-null-in-check"),
            GameError::WrongClock => self.text("table-rule-wrong-clock"),
            GameError::DrawTooEarly => self.text("table-rule-draw-too-early"),
            GameError::RetraceBeyond { ply, plies } => self.format(
                "table-rule-retrace-beyond",
                &[
                    ("ply", Arg::Num(*ply as i64)),
                    ("plies", Arg::Num(*plies as i64)),
                ],
            ),
            GameError::NoFlag => self.text("table-rule-no-flag"),
            GameError::BadStart(reason) => {
                self.format("table-rule-bad-start", &[("reason", Arg::Str(reason))])
            }
            GameError::ClockUnknown(side) => self.format(
                "table-rule-clock-unknown",
                &[("side", Arg::Str(crate::clock::side_key(*side)))],
            ),
        }
    }

    /// A square's content in the Appendix D words: "white Springer" or "empty".
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
    pub fn square(&self, sq: Square) -> String {
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
                    ("blind", Arg::Str(&self.entry(blind))),
                    ("sighted", Arg::Str(&self.entry(sighted))),
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
        self.clock.result(result)
    }

    /// A clock event in words (empty for one not worth saying).
    pub fn clock_event(&self, event: &ClockEvent) -> String {
        self.clock.event(event)
    }

    /// Time and moves for both players.
    pub fn reading(&self, reading: &ClockReading) -> String {
        self.clock.reading(reading)
    }

    fn side(&self, side: Color) -> String {
        self.clock.side(side)
    }

    /// An arbiter log entry in words.
    pub fn log(&self, entry: &LogEntry) -> String {
        if let Some(text) = self.laws_log(entry) {
            return text;
        }
        match entry {
            LogEntry::ClockStarted => self.text("table-clock-started"),
            LogEntry::ClockStopped => self.text("table-clock-stopped"),
            LogEntry::ClockSet { side, remaining } => self.format(
                "table-clock-set",
                &[
                    ("side", Arg::Str(&self.side(*side))),
                    (
                        "time",
                        // Spoken as the object of "set to" (the accusative where a language
                        // has cases); a whole clock setting rounds the same either way.
                        Arg::Str(&self.clock.duration(*remaining, DurationRole::Spent).text),
                    ),
                ],
            ),
            LogEntry::TimeAdded { side, delta } => {
                let nanos = delta.as_signed_nanos();
                let amount = std::time::Duration::from_nanos(nanos.unsigned_abs());
                self.format(
                    if nanos < 0 {
                        "table-time-taken"
                    } else {
                        "table-time-added"
                    },
                    &[
                        ("side", Arg::Str(&self.side(*side))),
                        (
                            "time",
                            Arg::Str(&self.clock.duration(amount, DurationRole::Spent).text),
                        ),
                    ],
                )
            }
            LogEntry::Declared(result) => self.format(
                "table-declared",
                &[("result", Arg::Str(&self.result(*result)))],
            ),
            LogEntry::Resumed => self.text("table-resumed"),
            LogEntry::Retraced { ply, clocks } => self.format(
                "table-retraced",
                &[
                    ("ply", Arg::Num(*ply as i64)),
                    ("clocks", Arg::Str(&self.reading(clocks))),
                ],
            ),
            LogEntry::Fixed(seat) => {
                self.format("table-fixed", &[("seat", Arg::Str(&self.seat(*seat)))])
            }
            LogEntry::Repair(step) => self.repair(step),
            LogEntry::Corrected {
                ply,
                seat,
                old,
                new,
            } => self.format(
                "table-log-correction",
                &[
                    ("ply", Arg::Num(*ply as i64)),
                    ("seat", Arg::Str(&self.seat(*seat))),
                    ("old", Arg::Str(&self.entry(old))),
                    ("new", Arg::Str(&self.entry(new))),
                ],
            ),
            LogEntry::Illegal { ply, seat, entry } => self.format(
                "table-illegal-flagged",
                &[
                    ("ply", Arg::Num(*ply as i64)),
                    ("seat", Arg::Str(&self.seat(*seat))),
                    ("move", Arg::Str(&self.entry(entry))),
                ],
            ),
            LogEntry::Divergence(d) => self.divergence(d),
            LogEntry::DrawOffered(seat) => self.format(
                "table-draw-offered",
                &[("seat", Arg::Str(&self.seat(*seat)))],
            ),
            LogEntry::Clock(event) => self.clock_event(event),
            LogEntry::Result(result) => self.result(*result),
            LogEntry::EboardOff { squares, stop, .. } => self.eboard_off(squares, *stop),
            _ => String::new(),
        }
    }

    /// The e-board's report in words: the squares in the Appendix D words.
    fn eboard_off(&self, squares: &[crate::table::eboard::OffSquare], stop: bool) -> String {
        let squares = super::eboard::squares(self, squares);
        // Only the sighted player's board alerts the table (in practice nobody arbitrates).
        let off = self.format(
            "eboard-off",
            &[
                ("squares", Arg::Str(&squares)),
                ("whose", Arg::Str("sighted")),
            ],
        );
        if stop {
            format!("{off} {}", self.text("eboard-stopped"))
        } else {
            off
        }
    }

    /// Why a request from another device was not taken.
    pub fn replay_error(&self, error: &crate::table::replay::ReplayError) -> String {
        match error {
            crate::table::replay::ReplayError::ReleaseMismatch => {
                self.text("table-release-mismatch")
            }
            other => self.format(
                "table-replay-refused",
                &[("detail", Arg::Str(&other.to_string()))],
            ),
        }
    }

    /// A repair step in words.
    pub fn repair(&self, step: &RepairStep) -> String {
        match step {
            RepairStep::Nothing => self.text("table-repair-nothing"),
            RepairStep::Retrace { first, ply } => self.format(
                "table-repair-retrace",
                &[
                    ("first", Arg::Num(*first as i64)),
                    ("ply", Arg::Num(*ply as i64)),
                ],
            ),
            RepairStep::SetBoard { seat, squares } => {
                let list: Vec<String> = squares
                    .iter()
                    .map(|(sq, wanted)| {
                        self.format(
                            "table-repair-square",
                            &[
                                ("square", Arg::Str(&self.square(*sq))),
                                ("content", Arg::Str(&self.content(*wanted))),
                            ],
                        )
                    })
                    .collect();
                self.format(
                    "table-repair-board",
                    &[
                        ("seat", Arg::Str(&self.seat(*seat))),
                        ("squares", Arg::Str(&list.join("; "))),
                        ("name", Arg::Str(seat.as_str())),
                    ],
                )
            }
            RepairStep::Illegal { ply, seat } => self.format(
                "table-repair-illegal",
                &[
                    ("ply", Arg::Num(*ply as i64)),
                    ("seat", Arg::Str(&self.seat(*seat))),
                    ("before", Arg::Num(ply.saturating_sub(1) as i64)),
                ],
            ),
        }
    }
}

/// The message that names a seat ("the sighted player"), for every reader of seat names.
pub fn seat_message(seat: Seat) -> &'static str {
    match seat {
        Seat::Blind => "table-seat-blind",
        Seat::Sighted => "table-seat-sighted",
        Seat::Arbiter => "table-seat-arbiter",
    }
}

/// The message that says why the clock refused (at a table, and in a clock script).
pub fn clock_error_id(error: &ClockError) -> &'static str {
    match error {
        ClockError::NotStarted => "table-rule-clock-not-started",
        ClockError::AlreadyStarted => "table-rule-clock-already-started",
        ClockError::Paused => "table-rule-clock-paused",
        ClockError::NotPaused => "table-rule-clock-not-paused",
        ClockError::Stopped => "table-rule-clock-stopped",
        ClockError::TimeWentBack { .. } => "table-rule-time-went-back",
    }
}

#[cfg(test)]
#[path = "words_tests.rs"]
mod tests;
