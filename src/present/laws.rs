//! The words of the Laws at the table (issue 15): touch-move claims, the quickplay finish and
//! adjournment, for the arbiter log and the seats.
//!
//! Pure.

use std::time::Duration;

use shakmaty::{Color, Piece, Square};

use super::{Words, clock::DurationRole};
use crate::{
    game::ClaimKind,
    i18n::Arg,
    table::{LogEntry, Refusal, Seat, SeatPly},
};

impl Words {
    /// A claim of a draw by 9.2 or 9.3 found incorrect: the opponent's time (9.5.3);
    /// `written`: a move was written with the claim, which must now be played.
    pub fn claim_incorrect(
        &self,
        claimant: Color,
        kind: ClaimKind,
        penalty: Duration,
        written: bool,
    ) -> String {
        self.format(
            "table-claim-incorrect",
            &[
                ("kind", Arg::Str(kind.word())),
                ("written", Arg::Str(if written { "yes" } else { "no" })),
                ("time", Arg::Str(&self.time(penalty))),
                ("side", Arg::Str(&self.clock().side(!claimant))),
            ],
        )
    }

    /// The move written with a claim found incorrect, which must be played (9.5.3).
    fn must_play_written(&self, entry: &SeatPly) -> String {
        self.format(
            "table-must-play-written",
            &[("move", Arg::Str(&self.entry(entry)))],
        )
    }

    fn time(&self, d: Duration) -> String {
        self.clock().duration(d, DurationRole::Spent).text
    }

    /// A touch claim; the position (FEN) only for the arbiter.
    pub fn touch_claimed(
        &self,
        claimant: Seat,
        square: Square,
        piece: Option<Piece>,
        fen: Option<&str>,
    ) -> String {
        let args = [
            ("seat", Arg::Str(&self.agent(claimant))),
            ("piece", Arg::Str(&self.content(piece))),
            ("square", Arg::Str(&self.square(square))),
        ];
        let claim = self.format("table-touch-claimed", &args);
        match fen {
            Some(fen) => format!(
                "{claim} {}",
                self.format("table-position", &[("fen", Arg::Str(fen))])
            ),
            None => claim,
        }
    }

    /// A log entry of the Laws at the table, if `entry` is one.
    pub(super) fn laws_log(&self, entry: &LogEntry) -> Option<String> {
        let side = |c: Color| self.clock().side(c);
        Some(match entry {
            LogEntry::Declined(seat) => {
                self.format("table-declined", &[("seat", Arg::Str(&self.agent(*seat)))])
            }
            LogEntry::TouchClaimed {
                claimant,
                square,
                piece,
                fen,
            } => self.touch_claimed(*claimant, *square, *piece, Some(fen)),
            LogEntry::TouchUpheld {
                accused,
                square,
                piece,
                free,
            } => self.format(
                if *free {
                    "table-touch-upheld-free"
                } else {
                    "table-touch-upheld"
                },
                &[
                    ("seat", Arg::Str(&self.agent(*accused))),
                    ("piece", Arg::Str(&self.content(*piece))),
                    ("square", Arg::Str(&self.square(*square))),
                ],
            ),
            LogEntry::TouchRejected { square } => self.format(
                "table-touch-rejected",
                &[("square", Arg::Str(&self.square(*square)))],
            ),
            LogEntry::IncrementRequested(seat) => self.format(
                "table-increment-requested",
                &[("seat", Arg::Str(&self.agent(*seat)))],
            ),
            LogEntry::IncrementIntroduced {
                increment,
                side: s,
                added,
            } => self.format(
                "table-increment-introduced",
                &[
                    ("increment", Arg::Str(&self.time(*increment))),
                    ("side", Arg::Str(&side(*s))),
                    ("time", Arg::Str(&self.time(*added))),
                ],
            ),
            LogEntry::IncrementRefused => self.text("table-increment-refused"),
            LogEntry::DrawClaimed(seat) => self.format(
                "table-draw-claimed",
                &[("seat", Arg::Str(&self.agent(*seat)))],
            ),
            LogEntry::ClaimPostponed { side: s, added } => match added {
                Some(added) => self.format(
                    "table-claim-postponed-time",
                    &[
                        ("side", Arg::Str(&side(*s))),
                        ("time", Arg::Str(&self.time(*added))),
                    ],
                ),
                None => self.text("table-claim-postponed"),
            },
            LogEntry::ClaimRejected { side: s, added } => self.format(
                "table-claim-rejected",
                &[
                    ("side", Arg::Str(&side(*s))),
                    ("time", Arg::Str(&self.time(*added))),
                ],
            ),
            LogEntry::ClaimReferred(seat) => self.format(
                "table-claim-referred",
                &[("seat", Arg::Str(&self.agent(*seat)))],
            ),
            LogEntry::Adjourned { sealer, resumption } => self.format(
                "table-adjourned",
                &[
                    ("seat", Arg::Str(&self.agent(*sealer))),
                    ("resumption", Arg::Str(resumption)),
                ],
            ),
            LogEntry::MoveSealed { sealer, number } => self.format(
                "table-move-sealed",
                &[
                    ("seat", Arg::Str(&self.agent(*sealer))),
                    ("number", Arg::Num(i64::from(*number))),
                ],
            ),
            LogEntry::ClaimIncorrect {
                claimant,
                kind,
                penalty,
                written,
            } => {
                // The move written is named in a sentence of its own.
                let said = self.claim_incorrect(*claimant, *kind, *penalty, false);
                match written {
                    Some(entry) => format!("{said} {}", self.must_play_written(entry)),
                    None => said,
                }
            }
            LogEntry::DownTime {
                side: s,
                since,
                unaccounted,
            } => {
                let (y, mo, d, h, mi, sec, _) = since.civil();
                let at = format!("{y:04}-{mo:02}-{d:02} {h:02}:{mi:02}:{sec:02}");
                self.format(
                    "table-down-time",
                    &[
                        ("side", Arg::Str(crate::clock::side_key(*s))),
                        ("since", Arg::Str(&at)),
                        ("time", Arg::Str(&self.time(*unaccounted))),
                    ],
                )
            }
            LogEntry::EnvelopeAsked { sealer } => self.format(
                "table-envelope-asked",
                &[("seat", Arg::Str(&self.agent(*sealer)))],
            ),
            LogEntry::EnvelopeOpened { sealer, entry } => self.format(
                "table-envelope-opened",
                &[
                    ("seat", Arg::Str(&self.agent(*sealer))),
                    ("move", Arg::Str(&self.entry(entry))),
                ],
            ),
            _ => return None,
        })
    }

    /// A refusal of the Laws at the table, if `refusal` is one.
    pub(super) fn laws_refusal(&self, refusal: &Refusal) -> Option<String> {
        Some(match refusal {
            Refusal::OneBoard => self.text("table-one-board"),
            Refusal::TouchForfeited => self.text("table-touch-forfeited"),
            Refusal::TouchNotTheirMove => self.text("table-touch-not-their-move"),
            Refusal::TouchEmptySquare(square) => self.format(
                "table-touch-empty",
                &[("square", Arg::Str(&self.square(*square)))],
            ),
            Refusal::MustMoveTouched { square, piece } => self.format(
                "table-must-move-touched",
                &[
                    ("piece", Arg::Str(&self.content(*piece))),
                    ("square", Arg::Str(&self.square(*square))),
                ],
            ),
            Refusal::MustPlayWritten(entry) => self.must_play_written(entry),
            Refusal::RepeatFirst(entry) => self.format(
                "table-repeat-first",
                &[("move", Arg::Str(&self.entry(entry)))],
            ),
            Refusal::NothingClaimed => self.text("table-nothing-claimed"),
            Refusal::NotUnderTwoMinutes => self.text("table-not-under-two-minutes"),
            Refusal::HasIncrement => self.text("table-has-increment"),
            Refusal::NotYourMove => self.text("table-not-your-move"),
            Refusal::NotAdjourned => self.text("table-not-adjourned"),
            Refusal::Adjourned => self.text("table-adjourned-refusal"),
            Refusal::AwaitsEnvelope => self.text("table-adjourned-sealed"),
            Refusal::EnvelopeUnread => self.text("table-envelope-unread"),
            _ => return None,
        })
    }
}

#[cfg(test)]
mod claim_tests {
    use std::time::Duration;

    use shakmaty::Color;

    use crate::{announce::Style, game::ClaimKind, i18n::Lang, present::Words, vocab::VocabName};

    /// An incorrect claim made with no move written says nothing of a written move to play
    /// (every seat was told "and a move written must be played" after a bare "claim
    /// threefold"); made with one, it says that move must be played.
    #[test]
    fn an_incorrect_claim_owes_a_written_move_only_when_one_was_written() {
        for lang in Lang::ALL {
            let w = Words::new(lang, Style::Fide, VocabName::FideD).expect("loads");
            let said = |written| {
                w.claim_incorrect(
                    Color::White,
                    ClaimKind::Threefold,
                    Duration::from_secs(120),
                    written,
                )
            };
            let (bare, with_move) = (said(false), said(true));
            assert!(
                with_move.len() > bare.len() && bare.ends_with('.'),
                "{lang}: {bare:?} / {with_move:?}"
            );
            assert!(
                with_move.starts_with(bare.trim_end_matches('.')),
                "{lang}: {bare:?} / {with_move:?}"
            );
        }
    }
}
