//! Seat presenters: one per seat, each with its own interface language, move vocabulary and
//! announcement style, turning the table's structured [`Event`]s into that seat's words and cues.
//! The blind player may hear German, the assistant read Spanish and the arbiter English at one
//! table; announcements in the Appendix D style are German words in every language.
//!
//! Every word the host's data becomes is here: [`Words`] (events, refusals, log entries; the
//! Laws' in `laws`), [`refusal`] (what a seat typed that was refused), [`record`] (the arbiter
//! log in the record's language, for the PGN), [`files`] (the arbiter's envelope and referral),
//! [`large`] (D.2.11's large letters) and [`clock`] (what the talking clock says: readings,
//! calls, flag fall, how the game ended).
//!
//! Pure after construction: the words come from the embedded Fluent files and grammars.

use crate::{
    announce::{RankWords, Style},
    earcon::Cue,
    i18n::{Arg, Lang, LocaleError},
    table::{Event, LogEntry, Seat, TableSetup, Target, Told, Urgency},
    vocab::VocabName,
};

pub mod cli;
pub mod clock;
pub mod eboard;
pub mod files;
pub mod large;
mod laws;
pub mod pairing;
pub mod record;
pub mod refusal;
pub mod release;
pub mod words;

pub use words::Words;

/// Something a seat is told, in its words.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Notice {
    /// Who is told.
    pub to: Seat,
    /// How urgent it is.
    pub urgency: Urgency,
    /// The words.
    pub text: String,
    /// A display in very large letters for a hearing-impaired opponent (D.2.11), if any.
    pub large: Option<Vec<String>>,
    /// A sound cue that goes with it, if any.
    pub cue: Option<Cue>,
}

impl Notice {
    /// A plain notice for `to`, with no large letters and no cue.
    pub fn info(to: Seat, text: String) -> Notice {
        Notice {
            to,
            urgency: Urgency::Info,
            text,
            large: None,
            cue: None,
        }
    }

    /// The notice as transcript lines: `seat: text` (`seat ALERT: text` for alarms), then the
    /// large-letter rows, each as `seat LARGE: row`. Session scripts put the time before them;
    /// these English marks are their fixed format.
    pub fn lines(&self) -> Vec<String> {
        self.lines_marked(self.to.as_str(), "ALERT", "LARGE")
    }

    /// The notice as lines with the seat's label (or several seats' labels, when it was told
    /// to each of them) and the alarm and large-letter marks in the reader's own words: what a
    /// line-mode device prints.
    pub fn lines_marked(&self, label: &str, alert: &str, large: &str) -> Vec<String> {
        let mark = match self.urgency {
            Urgency::Alert => format!(" {alert}"),
            Urgency::Info | Urgency::Move => String::new(),
        };
        let mut lines = vec![format!("{label}{mark}: {}", self.text)];
        lines.extend(
            self.large
                .iter()
                .flatten()
                .map(|row| format!("{label} {large}: {row}")),
        );
        lines
    }
}

/// The notices told to several seats in the same words one after the other, as one: the seats
/// (blind, sighted, arbiter in that order) and the notice, an alarm if it was one for any of
/// them. A screen or a line-mode device that shows several seats' notices says each thing once
/// ("blind, sighted, arbiter: The clock is running.").
pub fn grouped<'a>(notices: impl IntoIterator<Item = &'a Notice>) -> Vec<(Vec<Seat>, Notice)> {
    let mut groups: Vec<(Vec<Seat>, Notice)> = Vec::new();
    for notice in notices {
        match groups.last_mut() {
            Some((seats, first))
                if first.text == notice.text
                    && first.large == notice.large
                    && !seats.contains(&notice.to) =>
            {
                seats.push(notice.to);
                seats.sort();
                if notice.urgency == Urgency::Alert {
                    first.urgency = Urgency::Alert;
                }
                first.cue = first.cue.or(notice.cue);
            }
            _ => groups.push((vec![notice.to], notice.clone())),
        }
    }
    groups
}

/// How one seat is spoken to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SeatLook {
    /// The interface language (notices, refusals, the clock).
    pub lang: Lang,
    /// The vocabulary of move words where the style uses local words.
    pub vocab: VocabName,
    /// The announcement style.
    pub style: Style,
    /// The rank words of the Appendix D styles.
    pub ranks: RankWords,
    /// Whether moves announced to this seat are also shown in very large letters (D.2.11).
    pub large: bool,
}

impl SeatLook {
    /// The table's defaults for `seat`: its language, vocabulary and style; large letters for
    /// the sighted seat when the table relays them.
    pub fn from_setup(seat: Seat, setup: &TableSetup) -> SeatLook {
        SeatLook {
            lang: setup.lang,
            vocab: setup.vocab,
            style: setup.style,
            ranks: setup.ranks,
            large: setup.large_text && seat == Seat::Sighted,
        }
    }
}

/// Words a table's events for one seat.
#[derive(Debug)]
pub struct Presenter {
    seat: Seat,
    words: Words,
    large: bool,
}

impl Presenter {
    /// A presenter for `seat` looking as `look` says.
    ///
    /// # Errors
    ///
    /// A broken embedded locale (a build bug the locale tests catch).
    pub fn new(seat: Seat, look: &SeatLook) -> Result<Presenter, LocaleError> {
        Ok(Presenter {
            seat,
            words: Words::new(look.lang, look.style, look.vocab)?.with_ranks(look.ranks),
            large: look.large,
        })
    }

    /// The seat presented to.
    pub fn seat(&self) -> Seat {
        self.seat
    }

    /// The seat's words.
    pub fn words(&self) -> &Words {
        &self.words
    }

    /// Announces moves from now on in `style`.
    pub fn set_style(&mut self, style: Style) {
        self.words.set_style(style);
    }

    /// The talking clock says the seconds of times under `threshold` from now on.
    pub fn set_seconds_below(&mut self, threshold: std::time::Duration) {
        self.words.set_seconds_below(threshold);
    }

    /// The notice for an event, if it is for this seat and says something.
    pub fn present(&self, event: &Event) -> Option<Notice> {
        if event.to != self.seat {
            return None;
        }
        let w = &self.words;
        let with_move = |id: &str, entry| w.format(id, &[("move", Arg::Str(&w.entry(entry)))]);
        let mut large = None;
        let mut cue = None;
        let text = match &event.told {
            Told::Mode(mode) => w.mode(*mode),
            Told::ReadBack(entry) => with_move("table-read-back", entry),
            Told::Withdrawn(entry) => with_move("table-withdrawn", entry),
            Told::Announced => w.text("table-announced"),
            Told::Move {
                entry, correction, ..
            } => {
                large = self.large.then(|| large::render(&entry.san));
                // The cue tells by ear what the words also say: a check outranks a capture.
                cue = match entry.marks() {
                    (true, _) => Some(Cue::Check),
                    (false, true) => Some(Cue::Capture),
                    (false, false) => None,
                };
                if *correction {
                    with_move("table-correction", entry)
                } else {
                    w.entry(entry)
                }
            }
            Told::Corrected(entry) => with_move("table-corrected", entry),
            Told::Recorded { entry, target } => with_move(
                match target {
                    Target::Both => "table-recorded",
                    Target::Sheet => "table-written",
                    Target::Board => "table-executed",
                },
                entry,
            ),
            Told::Refused(refusal) => w.refusal(refusal),
            Told::WaitingForArbiter => w.text("table-waiting-arbiter"),
            Told::Divergence(d) => {
                cue = Some(Cue::Divergence);
                w.divergence(d)
            }
            Told::Clock(e) => {
                cue = match e {
                    crate::clock::ClockEvent::FlagFell { .. } => Some(Cue::FlagFall),
                    crate::clock::ClockEvent::Threshold { .. } => Some(Cue::LowTime),
                    crate::clock::ClockEvent::PeriodStarted { .. } => None,
                };
                w.clock_event(e)
            }
            Told::Result(result) => w.result(*result),
            Told::DrawOffered(seat) => w.log(&LogEntry::DrawOffered(*seat)),
            // The players hear a touch claim without the position the arbiter sees.
            Told::Ruling(LogEntry::TouchClaimed {
                claimant,
                square,
                piece,
                ..
            }) => w.touch_claimed(*claimant, *square, *piece, None),
            // 12.6: the players are not told the number of the sealed move.
            Told::Ruling(LogEntry::MoveSealed { sealer, .. }) => w.format(
                "table-move-sealed-player",
                &[("seat", Arg::Str(&w.agent(*sealer)))],
            ),
            Told::Ruling(entry) | Told::Log(entry) => {
                if matches!(entry, LogEntry::Divergence(_)) {
                    cue = Some(Cue::Divergence);
                }
                w.log(entry)
            }
            Told::TimeReading(reading) => w.reading(reading),
            Told::Sealed(entry) => with_move("table-sealed", entry),
            Told::Retraced => w.text("table-retraced-quiet"),
            // The envelope and the referral are files at the edge, which says once where it
            // wrote them or why it could not (app-arbiter-file): nothing to say here.
            Told::Envelope(_) | Told::Referral(_) => String::new(),
            Told::ClaimRejected {
                claimant,
                kind,
                penalty,
                written,
            } => w.claim_incorrect(*claimant, *kind, *penalty, *written),
            Told::BothFlagsContinue => w.text("table-both-flags-continue"),
            Told::BothFlags(first) => w.clock().both_flags(*first),
        };
        (!text.is_empty()).then_some(Notice {
            to: self.seat,
            urgency: event.urgency,
            text,
            large,
            cue,
        })
    }
}

/// The three seats' presenters.
#[derive(Debug)]
pub struct Presenters {
    blind: Presenter,
    sighted: Presenter,
    arbiter: Presenter,
}

impl Presenters {
    /// One presenter per seat, each looking as `look` says for it.
    ///
    /// # Errors
    ///
    /// A broken embedded locale (a build bug the locale tests catch).
    pub fn new(look: impl Fn(Seat) -> SeatLook) -> Result<Presenters, LocaleError> {
        Ok(Presenters {
            blind: Presenter::new(Seat::Blind, &look(Seat::Blind))?,
            sighted: Presenter::new(Seat::Sighted, &look(Seat::Sighted))?,
            arbiter: Presenter::new(Seat::Arbiter, &look(Seat::Arbiter))?,
        })
    }

    /// Every seat as the table's setup says.
    ///
    /// # Errors
    ///
    /// A broken embedded locale.
    pub fn for_table(setup: &TableSetup) -> Result<Presenters, LocaleError> {
        Presenters::new(|seat| SeatLook::from_setup(seat, setup))
    }

    /// A seat's presenter.
    pub fn seat(&self, seat: Seat) -> &Presenter {
        match seat {
            Seat::Blind => &self.blind,
            Seat::Sighted => &self.sighted,
            Seat::Arbiter => &self.arbiter,
        }
    }

    /// A seat's presenter, to change its style.
    pub fn seat_mut(&mut self, seat: Seat) -> &mut Presenter {
        match seat {
            Seat::Blind => &mut self.blind,
            Seat::Sighted => &mut self.sighted,
            Seat::Arbiter => &mut self.arbiter,
        }
    }

    /// The notices for `events`, in their order, each in its seat's words.
    pub fn present(&self, events: &[Event]) -> Vec<Notice> {
        events
            .iter()
            .filter_map(|e| self.seat(e.to).present(e))
            .collect()
    }
}

#[cfg(test)]
mod tests;
