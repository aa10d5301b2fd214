//! The table's side of its journal: which move an action was resolved to, and acting again
//! with that move instead of parsing the words once more (replay needs no grammar of today).

use shakmaty::{Move, uci::UciMove};

use super::{Action, Outcome, Phase, Seat, Table, Target};
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
