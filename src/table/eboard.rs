//! What the sighted player's e-board reports to the table (issue 27): his board differs from
//! his record, still after a while. After the blind player's move was announced it is the
//! boards differing (D.2.9): every seat is alerted, the clock stops and play waits for the
//! arbiter, who resumes it where it was once the board is put right; between moves the arbiter
//! is told. Journaled like every action, so joined devices and a hall's station get it too.
//!
//! Pure.

use shakmaty::{Piece, Square};

use super::{
    Action, Event, LogEntry, Phase, Refusal, Seat, Table, Told, Urgency, Verb, verbs::VerbError,
};
use crate::game::{Command, Stamp};

/// A square where the e-board differs from the record.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct OffSquare {
    /// The square.
    pub square: Square,
    /// What the e-board shows.
    pub shown: Option<Piece>,
    /// What the record has.
    pub should: Option<Piece>,
}

fn piece_word(piece: Option<Piece>) -> char {
    piece.map_or('-', Piece::char)
}

fn read_piece(c: char) -> Option<Option<Piece>> {
    match c {
        '-' => Some(None),
        c => Piece::from_char(c).map(Some),
    }
}

/// The wire form's arguments: `[stop] e4:P:- e2:-:P` (square, shown, should).
pub(super) fn words(squares: &[OffSquare], stop: bool) -> String {
    let mut words = vec!["eboard-off".to_owned()];
    if stop {
        words.push("stop".into());
    }
    words.extend(squares.iter().map(|o| {
        format!(
            "{}:{}:{}",
            o.square,
            piece_word(o.shown),
            piece_word(o.should)
        )
    }));
    words.join(" ")
}

/// Reads what [`words`] wrote after the verb.
pub(super) fn read(rest: &str) -> Result<Action, VerbError> {
    let bad = || VerbError::Arguments {
        verb: Verb::EboardOff,
        got: rest.to_owned(),
    };
    let mut parts = rest.split_whitespace().peekable();
    let stop = parts.next_if_eq(&"stop").is_some();
    let squares = parts
        .map(|part| {
            let fields: Vec<&str> = part.split(':').collect();
            let [square, shown, should] = fields[..] else {
                return None;
            };
            let one = |t: &str| {
                let mut chars = t.chars();
                match (chars.next(), chars.next()) {
                    (Some(c), None) => read_piece(c),
                    _ => None,
                }
            };
            Some(OffSquare {
                square: square.parse().ok()?,
                shown: one(shown)?,
                should: one(should)?,
            })
        })
        .collect::<Option<Vec<_>>>()
        .ok_or_else(bad)?;
    if squares.is_empty() {
        return Err(bad());
    }
    Ok(Action::EboardOff { squares, stop })
}

impl Table {
    /// The sighted player's e-board differs from his record on `squares`.
    pub(super) fn eboard_off(
        &mut self,
        seat: Seat,
        squares: &[OffSquare],
        stop: bool,
        stamp: Stamp,
    ) -> Result<Vec<Event>, Refusal> {
        if seat != Seat::Sighted {
            return Err(Refusal::NotYourTurn);
        }
        self.check_playing()?;
        let entry = LogEntry::EboardOff {
            ply: self.sighted.board.len(),
            squares: squares.to_vec(),
            stop,
        };
        let mut events = vec![self.alert_arbiter(stamp, entry.clone())];
        if stop {
            events.extend(Self::players(Urgency::Alert, &Told::Log(entry)));
            // Play stops for the arbiter (6.11.2), as when the records differ.
            if let Ok(game_events) = self.game.apply(&Command::Pause, stamp) {
                events.extend(self.game_events(&game_events, stamp));
            }
            self.eboard_stopped = Some(self.phase.clone());
            self.phase = Phase::Arbiter;
        }
        Ok(events)
    }
}

#[cfg(test)]
mod tests {
    use shakmaty::Color;

    use super::*;
    use crate::{
        clock::Timestamp,
        table::{Mode, Target, test_setup},
    };

    fn at(ms: u64) -> Stamp {
        Stamp {
            at: Timestamp::from_millis(ms),
            wall: Default::default(),
        }
    }

    fn off() -> Vec<OffSquare> {
        let knight = Some(Piece {
            color: Color::Black,
            role: shakmaty::Role::Knight,
        });
        vec![
            OffSquare {
                square: Square::F5,
                shown: knight,
                should: None,
            },
            OffSquare {
                square: Square::F6,
                shown: None,
                should: knight,
            },
        ]
    }

    #[test]
    fn the_wire_form_reads_back_and_bad_words_are_named() {
        let action = Action::EboardOff {
            squares: off(),
            stop: true,
        };
        assert_eq!(action.words(), "eboard-off stop f5:n:- f6:-:n");
        assert_eq!(Action::decode(Seat::Sighted, &action.words()), Ok(action));
        for bad in [
            "eboard-off",
            "eboard-off f5:x:-",
            "eboard-off z9:-:n",
            "eboard-off f5",
        ] {
            assert!(Action::decode(Seat::Sighted, bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn after_the_announced_move_play_stops_for_the_arbiter_and_resumes_where_it_was() {
        let mut t = Table::new(test_setup(Mode::Tournament, Color::Black))
            .unwrap_or_else(|e| panic!("{e}"));
        let enter = |text: &str| Action::Enter {
            text: text.into(),
            target: Target::Both,
        };
        for (seat, action) in [
            (Seat::Arbiter, Action::Start),
            (Seat::Sighted, enter("d4")),
            (Seat::Sighted, Action::Confirm),
            (Seat::Sighted, Action::Press),
            (Seat::Blind, enter("d4")),
            (Seat::Blind, enter("Nf6")),
            (Seat::Blind, Action::Confirm),
            (Seat::Blind, Action::Press),
        ] {
            assert!(t.act(seat, &action, at(1000)).is_ok(), "{action:?}");
        }
        let repeating = t.phase().clone();
        let events = t
            .act(
                Seat::Sighted,
                &Action::EboardOff {
                    squares: off(),
                    stop: true,
                },
                at(5000),
            )
            .unwrap_or_else(|(r, _)| panic!("{r:?}"));
        for seat in [Seat::Blind, Seat::Sighted, Seat::Arbiter] {
            assert!(
                events
                    .iter()
                    .any(|e| e.to == seat && e.urgency == Urgency::Alert),
                "{seat}: {events:?}"
            );
        }
        assert_eq!(t.phase(), &Phase::Arbiter);
        assert!(t.act(Seat::Arbiter, &Action::Resume, at(9000)).is_ok());
        assert_eq!(t.phase(), &repeating);
        // His repetition is taken as before.
        assert!(t.act(Seat::Sighted, &enter("Nf6"), at(9500)).is_ok());
    }

    #[test]
    fn a_halls_station_following_the_journal_sees_the_table_need_the_arbiter() {
        use crate::{
            game::WallTime,
            hall::{
                model::{HallModel, Need, News},
                wire::Line,
            },
            ids::Ids,
            table::journal::{Entry, Header},
        };
        let ids = Ids::from_bits(3, 4);
        let mut setup = test_setup(Mode::Tournament, Color::White);
        setup.ids = ids;
        let mut table = Table::new(setup.clone()).unwrap_or_else(|e| panic!("{e}"));
        let mut hall = HallModel::new();
        let now = WallTime(1_795_000_100_000);
        hall.receive(
            7,
            Line::Header {
                ids,
                header: Box::new(Header::of(&setup)),
            },
            now,
        );
        let enter = |text: &str| Action::Enter {
            text: text.into(),
            target: Target::Both,
        };
        let mut news = Vec::new();
        for (seq, (seat, action)) in [
            (Seat::Arbiter, Action::Start),
            (Seat::Blind, enter("e4")),
            (Seat::Blind, Action::Confirm),
            (Seat::Blind, Action::Press),
            (
                Seat::Sighted,
                Action::EboardOff {
                    squares: off(),
                    stop: true,
                },
            ),
        ]
        .into_iter()
        .enumerate()
        {
            let stamp = at(1000 * (seq as u64 + 1));
            let _ = table.act(seat, &action, stamp);
            let resolved = table.resolved(seat, &action);
            news = hall.receive(
                7,
                Line::Entry {
                    seq: seq as u64 + 1,
                    game: ids.game,
                    entry: Entry::of(seat, &action, resolved, stamp),
                },
                now,
            );
        }
        assert!(
            news.contains(&News::NeedsArbiter(7, Need::Alert)),
            "{news:?}"
        );
        assert_eq!(hall.summaries(now)[0].need, Some(Need::Alert));
    }

    #[test]
    fn between_moves_only_the_arbiter_is_told_and_play_goes_on() {
        let mut t = Table::new(test_setup(Mode::Tournament, Color::Black))
            .unwrap_or_else(|e| panic!("{e}"));
        assert!(t.act(Seat::Arbiter, &Action::Start, at(0)).is_ok());
        let phase = t.phase().clone();
        let events = t
            .act(
                Seat::Sighted,
                &Action::EboardOff {
                    squares: off(),
                    stop: false,
                },
                at(1000),
            )
            .unwrap_or_else(|(r, _)| panic!("{r:?}"));
        assert!(events.iter().all(|e| e.to == Seat::Arbiter), "{events:?}");
        assert_eq!(t.phase(), &phase);
        // Only the sighted player's device reports it.
        assert!(
            t.act(
                Seat::Blind,
                &Action::EboardOff {
                    squares: off(),
                    stop: false
                },
                at(2000)
            )
            .is_err()
        );
    }
}
