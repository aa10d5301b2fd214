//! The table's side of its journal: which move an action was resolved to, and acting again
//! with that move instead of parsing the words once more (replay needs no grammar of today).
//! Every device that follows a table (the host after a restart, a remote seat, a hall station)
//! applies the same entries in the same order through [`Table::apply_entry`] and holds the same
//! table; [`Table::state_hash`] lets them check it.

use shakmaty::{EnPassantMode, Move, Position, uci::UciMove, zobrist::Zobrist64};

use super::{
    Action, Outcome, Phase, Seat, Table, Target,
    journal::Entry,
    secret::{Sealed, SealedText},
};
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
        if let Some(sealed) = &entry.sealed {
            // Read with a key held here, the sealing is taken as the host took it; without
            // one, it is held unread.
            return match sealed.open(&self.keyring, self.setup.ids) {
                Some(text) => {
                    let resolved = uci(text.uci.as_deref())?;
                    Ok(self.act_resolved(seat, &Action::Seal(text.words), resolved, stamp))
                }
                None => Ok(self
                    .seal_unread(seat, sealed)
                    .map(|()| Vec::new())
                    .map_err(|r| (r, Vec::new()))),
            };
        }
        if let Some(words) = &entry.revealed {
            self.read_sealed(&SealedText {
                words: words.clone(),
                uci: entry.uci.clone(),
            })?;
        }
        let action = Action::decode(seat, &entry.action)?;
        let resolved = uci(entry.uci.as_deref())?;
        Ok(self.act_resolved(seat, &action, resolved, stamp))
    }

    /// The journal entry of `seat`'s `action` at `stamp` (`taken` or refused): the words with
    /// the move they were resolved to; a sealing's words readable only by the sealer's seat and
    /// the arbiter's, when this table holds their keys; the opening's with the sealed words it
    /// reveals (`opened`, as they were before the action).
    pub fn journal_entry(
        &self,
        seat: Seat,
        action: &Action,
        taken: bool,
        stamp: Stamp,
        opened: Option<SealedText>,
    ) -> Entry {
        let resolved = taken.then(|| self.resolved(seat, action)).flatten();
        let mut entry = Entry::of(seat, action, resolved, stamp);
        match action {
            Action::Seal(words) => {
                let text = SealedText {
                    words: words.clone(),
                    uci: entry.uci.take(),
                };
                let seats: &[Seat] = if seat == Seat::Arbiter {
                    &[Seat::Arbiter]
                } else {
                    &[seat, Seat::Arbiter]
                };
                match Sealed::new(&text, seats, &self.keyring, self.setup.ids, !taken) {
                    Some(sealed) => {
                        entry.action = "seal".into();
                        entry.sealed = Some(sealed);
                    }
                    // No keys here (a session script, one board at one keyboard): as entered.
                    None => entry.uci = text.uci,
                }
            }
            Action::OpenEnvelope if taken => {
                if let Some(text) = opened {
                    entry.revealed = Some(text.words);
                    entry.uci = text.uci;
                }
            }
            _ => {}
        }
        entry
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

/// A journal entry's move in UCI, read.
fn uci(text: Option<&str>) -> Result<Option<UciMove>, String> {
    text.map(|u| {
        u.parse::<UciMove>()
            .map_err(|_| format!("'{u}' is not a UCI move"))
    })
    .transpose()
}
