//! Journals of the one-board game written before it became a table (`"records":"board"`, by
//! `annabella game` before it was a table): their records read into the table's, so that such a game
//! is resumed as a table at one board and its journal goes on in the table's records. Pure.
//!
//! Each game command becomes the action of the seat that took it: a move the mover's (the
//! resolved move kept as UCI, its words the UCI too), a resignation the resigning side's, a
//! claim the claimant's, the clock and the record the arbiter's. A `tick` (time passed, written
//! so that a flag fall was on disk) stays the clock's tick.

use shakmaty::{CastlingMode, Color, Position};

use super::{
    Action, Seat, TableSetup, Target,
    journal::{Entry, Header},
};
use crate::{
    game::{Command, Stamp},
    journal::{Board, JournalError, Recovered, start_game},
};

/// A one-board game's journal in the table's records.
#[derive(Debug, Clone)]
pub struct Converted {
    /// The table's header, with the game's whole setup in it.
    pub header: Header,
    /// The records, in order.
    pub entries: Vec<Entry>,
}

/// The seat of `color` at a one-board table, which seats White as the blind seat.
fn seat(color: Color) -> Seat {
    if color == Color::White {
        Seat::Blind
    } else {
        Seat::Sighted
    }
}

/// The seat and action that took `command` in `position`; `None` for nothing to record.
fn action(command: &Command, position: &shakmaty::Chess) -> Option<(Seat, Action)> {
    let mover = seat(position.turn());
    let uci = |m: shakmaty::Move| m.to_uci(CastlingMode::Standard).to_string();
    Some(match command {
        Command::Start => (Seat::Arbiter, Action::Start),
        Command::Play(mv) => (
            mover,
            Action::Enter {
                text: uci(*mv),
                target: Target::Both,
            },
        ),
        Command::Pause => (Seat::Arbiter, Action::Pause),
        Command::Resume => (Seat::Arbiter, Action::Resume),
        Command::Adjust { side, delta } => (Seat::Arbiter, Action::AddTime(*side, *delta)),
        Command::SetClock {
            side,
            remaining,
            moves: None,
        } => (Seat::Arbiter, Action::SetClock(*side, *remaining)),
        Command::SetClock {
            side,
            remaining,
            moves: Some(moves),
        } => (Seat::Arbiter, Action::SetMoves(*side, *remaining, *moves)),
        Command::Resign(side) => (seat(*side), Action::Resign),
        Command::AgreeDraw => (mover, Action::OfferDraw),
        Command::Claim { kind, intended } => (
            mover,
            Action::ClaimRule {
                kind: *kind,
                intended: intended.map(uci),
            },
        ),
        Command::ClaimFlag => (Seat::Arbiter, Action::ClaimFlag),
        Command::Retrace { ply } => (Seat::Arbiter, Action::Retrace(*ply)),
        Command::Declare(result) => (Seat::Arbiter, Action::Declare(*result)),
        Command::Note(text) if text.trim().is_empty() => return None,
        Command::Note(text) => (Seat::Arbiter, Action::Note(text.clone())),
        Command::Recovered => (Seat::Arbiter, Action::Recovered),
        Command::Tick => return None,
    })
}

/// Reads a one-board game's journal into the table's records, for a table set up as `table`
/// (its mode and languages; the game's own setup comes from the journal).
///
/// # Errors
///
/// A bad header, or a record the game refuses, naming its line.
pub fn convert(
    recovered: &Recovered<Board>,
    table: &TableSetup,
) -> Result<Converted, JournalError> {
    let mut game = start_game(&recovered.header)?;
    let setup = TableSetup {
        game: game.setup().clone(),
        blind: Color::White,
        ..table.clone()
    };
    let mut header = Header::of(&setup);
    header.board = Some(recovered.header.clone());
    let mut entries = Vec::new();
    for numbered in &recovered.entries {
        let fail = |reason: String| JournalError::Replay {
            line: numbered.line,
            reason,
        };
        let stamp: Stamp = numbered.entry.stamp();
        let command = numbered
            .entry
            .command
            .to_command(game.position())
            .map_err(fail)?;
        let resolved = match command {
            Command::Play(mv) => Some(mv),
            _ => None,
        };
        match action(&command, game.position()) {
            Some((seat, action)) => entries.push(Entry::of(seat, &action, resolved, stamp)),
            None if command == Command::Tick => entries.push(Entry::tick(stamp)),
            None => {}
        }
        game.apply(&command, stamp)
            .map_err(|e| fail(e.to_string()))?;
    }
    Ok(Converted { header, entries })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{
        clock::{TimeControl, Timestamp},
        game::{GameSetup, WallTime},
        ids::Ids,
        journal::{Entry as BoardEntry, Header as BoardHeader, frame},
        table::{Mode, journal},
    };

    fn at(ms: u64) -> Stamp {
        Stamp {
            at: Timestamp::from_millis(ms),
            wall: WallTime(ms as i64),
        }
    }

    #[test]
    fn an_old_game_journal_replays_as_the_same_game_at_one_board() {
        let mut setup = GameSetup::new(TimeControl::parse("5+3").unwrap());
        setup.tags.white = "Anna".into();
        let mut game = crate::game::Game::new(setup.clone()).unwrap();
        let ids = Ids::default();
        let mut text =
            frame::header_line::<Board>(ids, &BoardHeader::new(&setup, None, WallTime(0)));
        let mut seq = 1;
        let mut push = |game: &mut crate::game::Game, c: Command, t: u64| {
            text.push_str(&frame::entry_line::<Board>(
                seq,
                Some(ids.game),
                &BoardEntry::of(at(t), &c, game.position()),
            ));
            seq += 1;
            game.apply(&c, at(t)).unwrap();
        };
        push(&mut game, Command::Start, 0);
        for (i, uci) in ["e2e4", "c7c5", "g1f3"].into_iter().enumerate() {
            let mv = uci
                .parse::<shakmaty::uci::UciMove>()
                .unwrap()
                .to_move(game.position())
                .unwrap();
            push(&mut game, Command::Play(mv), 1000 * (i as u64 + 1));
        }
        push(
            &mut game,
            Command::Adjust {
                side: Color::Black,
                delta: crate::clock::TimeDelta::from_signed_nanos(120_000_000_000),
            },
            5000,
        );
        push(&mut game, Command::Note("a spectator spoke".into()), 6000);
        push(&mut game, Command::Tick, 6500);
        push(&mut game, Command::Recovered, 7000);
        let recovered = crate::journal::recover(text.as_bytes()).unwrap();
        let table = crate::table::test_setup(Mode::Casual, Color::Black);
        let converted = convert(&recovered, &table).unwrap();
        assert_eq!(converted.entries.len(), 8);
        assert!(converted.entries[6].is_tick());
        assert_eq!(converted.entries[1].uci.as_deref(), Some("e2e4"));
        // Written as a table journal and replayed: the same game.
        let mut text = frame::header_line::<journal::TableRecords>(ids, &converted.header);
        for (i, e) in converted.entries.iter().enumerate() {
            text.push_str(&frame::entry_line::<journal::TableRecords>(
                i as u64 + 1,
                Some(ids.game),
                e,
            ));
        }
        let recovered = journal::recover(text.as_bytes()).unwrap();
        let (replayed, last) = journal::replay(&recovered, ids).unwrap();
        assert_eq!(last, at(7000));
        assert_eq!(replayed.seating(), crate::table::Seating::OneBoard);
        assert_eq!(replayed.game().record().sans(), game.record().sans());
        assert_eq!(replayed.game().reading(last.at), game.reading(last.at));
        assert_eq!(replayed.game().setup().tags.white, "Anna");
        assert_eq!(replayed.game().clock().state(), game.clock().state());
        assert_eq!(replayed.book(Seat::Sighted).unwrap().sheet.len(), 3);
    }
}
