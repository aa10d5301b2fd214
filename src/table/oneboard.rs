//! The table at one board ([`Seating::OneBoard`], `annabella game`): one keyboard enters both
//! players' moves (either player's seat enters the move of the side to move), each made on both
//! boards and sheets at once and completed by the press (6.2.1), since
//! there is no second board to repeat it on and compare; and the claims of the Laws that every
//! table takes: a draw by threefold repetition or the fifty-move rule (9.2, 9.3), a fallen flag
//! (6.8, 6.9, Guidelines III.3.1).
//!
//! Pure.

use shakmaty::{Chess, Move, Position, uci::UciMove};

use super::{
    Action, Event, LogEntry, Phase, Refusal, Seat, SeatPly, Seating, Table, Target, Told, Urgency,
};
use crate::{
    game::{ClaimKind, Command, GameEvent, Stamp},
    parse, resolve,
    vocab::Vocabulary,
};

impl Table {
    /// The player's actions that differ at one board, or `None` for those that do not.
    pub(super) fn one_board_act(
        &mut self,
        seat: Seat,
        action: &Action,
        given: Option<&UciMove>,
        stamp: Stamp,
    ) -> Option<Result<Vec<Event>, Refusal>> {
        if self.seating != Seating::OneBoard {
            return None;
        }
        Some(match action {
            Action::Enter {
                text,
                target: Target::Both,
            } => self.make_at_once(seat, text, given, stamp),
            Action::Enter { .. }
            | Action::Confirm
            | Action::Withdraw
            | Action::Correct(_)
            | Action::Press
            | Action::Seal(_) => Err(Refusal::OneBoard),
            // Both players are at the one keyboard: an offer typed there is agreed.
            Action::OfferDraw => self.agree_draw(seat, stamp),
            _ => return None,
        })
    }

    /// The words of a legal move in `pos` for `seat`: the move the journal gave when replaying,
    /// else the words read with the table's vocabulary and resolved.
    fn legal_move(
        &self,
        seat: Seat,
        text: &str,
        given: Option<&UciMove>,
        pos: &Chess,
    ) -> Result<Move, Refusal> {
        if let Some(mv) = given.and_then(|u| u.to_move(pos).ok()) {
            return Ok(mv);
        }
        let intents =
            parse::parse(text, Vocabulary::builtin(self.vocab_of(seat))).map_err(Refusal::Parse)?;
        resolve::resolve(pos, &intents).map_err(|error| Refusal::Move {
            pos: Box::new(pos.clone()),
            error,
        })
    }

    /// The mover's move, made on both boards and sheets and completed by the press: the opponent hears it.
    fn make_at_once(
        &mut self,
        seat: Seat,
        text: &str,
        given: Option<&UciMove>,
        stamp: Stamp,
    ) -> Result<Vec<Event>, Refusal> {
        // After the end the game itself says why nothing more is played ("the game is over
        // (draw agreement)").
        if self.phase == Phase::Arbiter {
            return Err(Refusal::WaitingForArbiter);
        }
        // Either player's seat is the one keyboard: it enters the move of the side to move.
        self.color_of(seat).ok_or(Refusal::NotYourTurn)?;
        let pos = self.game.position().clone();
        let color = pos.turn();
        let mv = self.legal_move(seat, text, given, &pos)?;
        let entry = SeatPly::legal(text, &pos, mv);
        self.check_touch(color, &entry)?;
        let game_events = self.play(mv, stamp)?;
        self.blind.push(entry.clone());
        self.sighted.push(entry.clone());
        if self.touch.is_some_and(|(side, _)| side == color) {
            self.touch = None;
        }
        if self
            .written
            .as_ref()
            .is_some_and(|(side, _)| *side == color)
        {
            self.written = None;
        }
        self.draw_offer = None;
        self.phase = Phase::Entering { mover: !color };
        let ply = self.blind.sheet.len();
        // The keyboard's seat hears the move recorded, the other player's seat hears it
        // announced.
        let opponent = if seat == Seat::Blind {
            Seat::Sighted
        } else {
            Seat::Blind
        };
        let mut events = vec![
            Self::event(
                seat,
                Urgency::Info,
                Told::Recorded {
                    entry: entry.clone(),
                    target: Target::Both,
                },
            ),
            Self::event(
                opponent,
                Urgency::Move,
                Told::Move {
                    ply,
                    color,
                    entry,
                    correction: false,
                },
            ),
        ];
        events.extend(self.game_events(&game_events, stamp));
        Ok(events)
    }

    fn agree_draw(&mut self, seat: Seat, stamp: Stamp) -> Result<Vec<Event>, Refusal> {
        self.check_playing()?;
        self.color_of(seat).ok_or(Refusal::NotYourTurn)?;
        let events = self
            .game
            .apply(&Command::AgreeDraw, stamp)
            .map_err(Refusal::Game)?;
        self.draw_offer = None;
        Ok(self.game_events(&events, stamp))
    }

    /// The player having the move claims a draw by 9.2 or 9.3, maybe with the move written but
    /// not played; the game checks it and ends drawn, or tells the penalty (9.5.3).
    pub(super) fn claim_rule(
        &mut self,
        seat: Seat,
        kind: ClaimKind,
        intended: Option<&str>,
        given: Option<&UciMove>,
        stamp: Stamp,
    ) -> Result<Vec<Event>, Refusal> {
        self.check_playing()?;
        let color = self.color_of(seat).ok_or(Refusal::NotYourMove)?;
        let pos = self.game.position().clone();
        // At one board the keyboard claims for the side to move.
        if pos.turn() != color && self.seating == Seating::TwoBoards {
            return Err(Refusal::NotYourMove);
        }
        let written = intended
            .map(|text| {
                let mv = self.legal_move(seat, text, given, &pos)?;
                Ok::<_, Refusal>(SeatPly::legal(text, &pos, mv))
            })
            .transpose()?;
        let intended = written.as_ref().and_then(|e| e.mv);
        let game_events = self
            .game
            .apply(&Command::Claim { kind, intended }, stamp)
            .map_err(Refusal::Game)?;
        let mut events = self.game_events(&game_events, stamp);
        // Each seat is told a move written must be played only when one was.
        for event in &mut events {
            if let Told::ClaimRejected { written: w, .. } = &mut event.told {
                *w = written.is_some();
            }
        }
        // Found incorrect (9.5.3): the time the game added and the move written are the
        // arbiter's record, and that move is the only one the claimant may now make.
        if let Some(GameEvent::ClaimRejected {
            claimant, penalty, ..
        }) = game_events
            .iter()
            .find(|e| matches!(e, GameEvent::ClaimRejected { .. }))
        {
            let entry = LogEntry::ClaimIncorrect {
                claimant: *claimant,
                kind,
                penalty: *penalty,
                written: written.clone(),
            };
            // Every seat, the arbiter too, was just told it: the log line is for the record.
            let _ = self.log_line(stamp, entry);
            self.written = written.map(|w| (*claimant, w));
        }
        Ok(events)
    }

    /// The program came back after a stop it did not record (a crash): the clock is left
    /// stopped; if it was running, every seat and the arbiter's log are told since when no
    /// record accounts for its time, for the arbiter to decide (6.11).
    fn recovered(&mut self, stamp: Stamp) -> Result<Vec<Event>, Refusal> {
        let running = match self.game.clock().state() {
            crate::clock::ClockState::Running { side, .. } => Some(side),
            _ => None,
        };
        let game_events = self
            .game
            .apply(&Command::Recovered, stamp)
            .map_err(Refusal::Game)?;
        let mut events = self.game_events(&game_events, stamp);
        if let Some(side) = running {
            let since = self.wall_before;
            let unaccounted = std::time::Duration::from_millis(
                u64::try_from(stamp.wall.0.saturating_sub(since.0)).unwrap_or(0),
            );
            let entry = LogEntry::DownTime {
                side,
                since,
                unaccounted,
            };
            events.push(self.alert_arbiter(stamp, entry.clone()));
            events.extend(Self::players(Urgency::Alert, &Told::Ruling(entry)));
        }
        Ok(events)
    }

    /// A fallen flag claimed or observed: the game decides (6.9, Guidelines III.3.1).
    pub(super) fn claim_flag(&mut self, stamp: Stamp) -> Result<Vec<Event>, Refusal> {
        let events = self
            .game
            .apply(&Command::ClaimFlag, stamp)
            .map_err(Refusal::Game)?;
        Ok(self.game_events(&events, stamp))
    }

    /// The arbiter's actions on the game's own record: a note, the record of a recovery, a
    /// clock set with its move counter.
    pub(super) fn record_action(
        &mut self,
        action: &Action,
        stamp: Stamp,
    ) -> Option<Result<Vec<Event>, Refusal>> {
        if *action == Action::Recovered {
            return Some(self.recovered(stamp));
        }
        let command = match action {
            Action::Note(text) => Command::Note(text.clone()),
            Action::SetMoves(side, remaining, moves) => Command::SetClock {
                side: *side,
                remaining: *remaining,
                moves: Some(*moves),
            },
            _ => return None,
        };
        Some(
            self.game
                .apply(&command, stamp)
                .map_err(Refusal::Game)
                .map(|events| self.game_events(&events, stamp)),
        )
    }
}

#[cfg(test)]
mod tests {
    use shakmaty::Color;

    use super::*;
    use crate::{
        clock::Timestamp,
        game::{DrawReason, Game, GameResult},
        table::Mode,
    };

    fn at(s: u64) -> Stamp {
        Stamp {
            at: Timestamp::from_millis(s * 1000),
            wall: crate::game::WallTime::default(),
        }
    }

    fn enter(text: &str) -> Action {
        Action::Enter {
            text: text.into(),
            target: Target::Both,
        }
    }

    fn one_board() -> Table {
        let setup = crate::table::test_setup(Mode::Tournament, Color::White);
        let game = Game::new(setup.game.clone()).unwrap();
        let mut t = Table::one_board(setup, game);
        t.act(Seat::Arbiter, &Action::Start, at(0)).unwrap();
        t
    }

    #[test]
    fn a_move_is_made_on_both_books_at_once_and_the_opponent_hears_it() {
        let mut t = one_board();
        let events = t.act(Seat::Blind, &enter("e4"), at(1)).unwrap();
        assert!(events.iter().any(|e| e.to == Seat::Sighted
            && matches!(
                &e.told,
                Told::Move {
                    ply: 1,
                    color: Color::White,
                    ..
                }
            )));
        assert_eq!(t.game().record().plies().len(), 1);
        for seat in [Seat::Blind, Seat::Sighted] {
            assert_eq!(t.board_and_sheet(seat).unwrap().sheet.len(), 1);
            assert_eq!(t.board_and_sheet(seat).unwrap().board.len(), 1);
        }
        assert_eq!(t.game().clock().state().side(), Color::Black, "pressed");
        assert_eq!(
            t.act(Seat::Blind, &Action::Confirm, at(2)).unwrap_err().0,
            Refusal::OneBoard
        );
        assert_eq!(
            t.act(Seat::Arbiter, &enter("e5"), at(2)).unwrap_err().0,
            Refusal::NotYourTurn
        );
        // The one keyboard's seat enters Black's move too; the other seat hears it.
        let events = t
            .act(Seat::Blind, &enter("Bauer Eva sieben Eva fünf"), at(3))
            .unwrap();
        assert!(events.iter().any(|e| e.to == Seat::Sighted
            && matches!(
                &e.told,
                Told::Move {
                    ply: 2,
                    color: Color::Black,
                    ..
                }
            )));
        assert_eq!(
            t.phase(),
            &Phase::Entering {
                mover: Color::White
            }
        );
        assert!(t.divergence().is_none());
    }

    #[test]
    fn an_illegal_move_is_refused_in_every_mode_and_records_nothing() {
        let mut t = one_board();
        let refused = t.act(Seat::Blind, &enter("Ke3"), at(1)).unwrap_err().0;
        assert!(matches!(refused, Refusal::Move { .. }), "{refused:?}");
        assert!(t.game().record().plies().is_empty());
        assert!(t.board_and_sheet(Seat::Blind).unwrap().sheet.is_empty());
    }

    #[test]
    fn claims_of_the_laws_are_checked_by_the_game() {
        let mut t = one_board();
        for (i, (seat, mv)) in [
            (Seat::Blind, "Nf3"),
            (Seat::Sighted, "Nf6"),
            (Seat::Blind, "Ng1"),
            (Seat::Sighted, "Ng8"),
        ]
        .into_iter()
        .enumerate()
        {
            t.act(seat, &enter(mv), at(i as u64 + 1)).unwrap();
        }
        let claim = |intended: Option<&str>| Action::ClaimRule {
            kind: ClaimKind::Threefold,
            intended: intended.map(str::to_owned),
        };
        assert_eq!(
            t.act(Seat::Arbiter, &claim(None), at(6)).unwrap_err().0,
            Refusal::NotYourMove
        );
        let events = t.act(Seat::Blind, &claim(None), at(6)).unwrap();
        assert!(events.iter().any(|e| matches!(
            e.told,
            Told::ClaimRejected {
                claimant: Color::White,
                kind: ClaimKind::Threefold,
                // No move was written: none is said to be owed.
                written: false,
                ..
            }
        )));
        for (i, (seat, mv)) in [
            (Seat::Blind, "Nf3"),
            (Seat::Sighted, "Nf6"),
            (Seat::Blind, "Ng1"),
        ]
        .into_iter()
        .enumerate()
        {
            t.act(seat, &enter(mv), at(i as u64 + 7)).unwrap();
        }
        let events = t.act(Seat::Sighted, &claim(Some("Ng8")), at(10)).unwrap();
        let drawn = GameResult::Draw(DrawReason::ThreefoldClaim);
        assert!(events.iter().any(|e| e.told == Told::Result(drawn)));
        assert_eq!(t.phase(), &Phase::Over(drawn));
        assert_eq!(
            t.act(Seat::Arbiter, &Action::ClaimFlag, at(11))
                .unwrap_err()
                .0,
            Refusal::Game(crate::game::GameError::Over(drawn))
        );
    }

    #[test]
    fn a_draw_typed_at_the_one_keyboard_is_agreed() {
        let mut t = one_board();
        t.act(Seat::Blind, &enter("e4"), at(1)).unwrap();
        t.act(Seat::Sighted, &enter("e5"), at(2)).unwrap();
        t.act(Seat::Blind, &Action::OfferDraw, at(3)).unwrap();
        assert_eq!(
            t.phase(),
            &Phase::Over(GameResult::Draw(DrawReason::Agreement))
        );
    }

    #[test]
    fn a_game_brought_back_has_its_moves_on_both_books() {
        let setup = crate::table::test_setup(Mode::Casual, Color::Black);
        let mut game = Game::new(setup.game.clone()).unwrap();
        game.apply(&Command::Start, at(0)).unwrap();
        let e4 = shakmaty::uci::UciMove::from_ascii(b"e2e4")
            .unwrap()
            .to_move(game.position())
            .unwrap();
        game.apply(&Command::Play(e4), at(1)).unwrap();
        let t = Table::one_board(setup, game);
        assert_eq!(
            t.board_and_sheet(Seat::Blind).unwrap().sheet.entries()[0].san,
            "e4"
        );
        assert_eq!(t.board_and_sheet(Seat::Sighted).unwrap().board.len(), 1);
        assert_eq!(
            t.phase(),
            &Phase::Entering {
                mover: Color::Black
            }
        );
        assert_eq!(t.seating(), Seating::OneBoard);
    }

    #[test]
    fn the_record_actions_reach_the_game() {
        let mut t = one_board();
        t.act(
            Seat::Arbiter,
            &Action::Note("a spectator spoke".into()),
            at(1),
        )
        .unwrap();
        t.act(
            Seat::Arbiter,
            &Action::SetMoves(Color::White, std::time::Duration::from_secs(600), 20),
            at(2),
        )
        .unwrap();
        assert_eq!(t.game().reading(at(2).at).moves.white, 20);
        assert_eq!(
            t.act(Seat::Blind, &Action::Note("mine".into()), at(3))
                .unwrap_err()
                .0,
            Refusal::ArbiterOnly
        );
    }

    #[test]
    fn a_journal_header_of_one_board_sets_up_a_table_at_one_board_for_every_follower() {
        let setup = crate::table::test_setup(Mode::Casual, Color::White);
        let mut header = crate::table::journal::Header::of(&setup);
        assert_eq!(
            header.table(setup.ids).unwrap().seating(),
            Seating::TwoBoards
        );
        let mut game = setup.game.clone();
        game.tags.white = "Anna".into();
        game.start_fen = Some("4k3/8/8/8/8/8/8/4K2R b K - 0 1".into());
        header.board = Some(crate::journal::GameHeader::new(
            &game,
            None,
            crate::game::WallTime(0),
        ));
        let table = header.table(setup.ids).unwrap();
        assert_eq!(table.seating(), Seating::OneBoard);
        assert_eq!(table.game().setup().tags.white, "Anna");
        assert_eq!(
            table.phase(),
            &Phase::Entering {
                mover: Color::Black
            }
        );
    }
}
