//! The table's side of its journal: which move an action was resolved to, and acting again
//! with that move instead of parsing the words once more (replay needs no grammar of today).
//! Every device that follows a table (the host after a restart, a remote seat, a hall station)
//! applies the same entries in the same order through [`Table::apply_entry`] and holds the same
//! table; [`Table::state_hash`] lets them check it.

use shakmaty::{EnPassantMode, Move, Position, uci::UciMove, zobrist::Zobrist64};

use super::{Action, Outcome, Phase, Seat, Table, Target, journal::Entry};
use crate::game::Stamp;

impl Table {
    /// The move the table made of `seat`'s `action`, just taken with success: the journal
    /// stores it beside the words. `None` for actions that name no move, and for an illegal
    /// move recorded as entered.
    pub fn resolved(&self, seat: Seat, action: &Action) -> Option<Move> {
        let color = self.color_of(seat)?;
        match (action, &self.phase) {
            (Action::Enter { .. }, Phase::ReadBack { mover, pending })
            | (Action::Correct(_), Phase::Made { mover, pending })
                if *mover == color =>
            {
                pending.entry.mv
            }
            (Action::Enter { target, .. }, _) => {
                let book = self.book(seat)?;
                let record = if *target == Target::Board {
                    &book.board
                } else {
                    &book.sheet
                };
                record.entries().last().and_then(|e| e.mv)
            }
            (Action::Seal(_), _) => self.sealed_move(),
            _ => None,
        }
    }

    /// Applies one journal entry: the action it records, with the move it was resolved to, at
    /// its time; or the clock's tick. Returns what came of it as the host had it (a refused
    /// action's events included: the replica tells them as the host did).
    ///
    /// # Errors
    ///
    /// The entry does not read back (an unknown seat or action, a bad UCI move).
    pub fn apply_entry(&mut self, entry: &Entry) -> Result<Outcome, String> {
        let stamp = entry.stamp();
        if entry.is_tick() {
            return Ok(Ok(self.handle_timeout(stamp)));
        }
        let seat: Seat = entry.seat.parse()?;
        let action = Action::decode(seat, &entry.action)?;
        let resolved = entry
            .uci
            .as_deref()
            .map(|u| {
                u.parse::<UciMove>()
                    .map_err(|_| format!("'{u}' is not a UCI move"))
            })
            .transpose()?;
        Ok(self.act_resolved(seat, &action, resolved, stamp))
    }

    /// A hash of what the table holds that two devices must agree on: the game's position and
    /// both boards (a replica that parted from its host shows at the first entry where it did).
    pub fn state_hash(&self) -> u64 {
        let hash = |pos: &shakmaty::Chess| {
            let z: Zobrist64 = pos.zobrist_hash(EnPassantMode::Legal);
            z.0
        };
        let game = hash(self.game.position());
        let blind = hash(self.board_of(Seat::Blind)).rotate_left(21);
        let sighted = hash(self.board_of(Seat::Sighted)).rotate_left(42);
        let plies = self.game.record().plies().len() as u64;
        game ^ blind ^ sighted ^ plies.wrapping_mul(0x9E37_79B9_7F4A_7C15)
    }

    /// [`Table::act`], with the move the words were resolved to when the action was first
    /// taken: the words are not parsed again where that move is legal.
    pub fn act_resolved(
        &mut self,
        seat: Seat,
        action: &Action,
        resolved: Option<UciMove>,
        stamp: Stamp,
    ) -> Outcome {
        self.given = resolved;
        let outcome = self.act(seat, action, stamp);
        self.given = None;
        outcome
    }
}
