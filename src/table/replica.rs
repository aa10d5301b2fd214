//! A table followed from its journal's stream, on a device that does not hold it (a remote
//! seat, a hall station, a relay): the header sets it up, each entry is applied in order
//! through the same pure engine as the host's, so it holds the same table and words the same
//! events. Pure.

use super::{
    Event, Table,
    journal::{Entry, Header},
};
use crate::{game::Stamp, ids::Ids};

/// A table rebuilt entry by entry.
#[derive(Debug)]
pub struct Replica {
    table: Table,
    applied: u64,
    last: Stamp,
}

impl Replica {
    /// A replica of the table `header` set up, before any entry.
    ///
    /// # Errors
    ///
    /// The header does not read back.
    pub fn new(ids: Ids, header: &Header) -> Result<Replica, String> {
        let table = header.table(ids)?;
        Ok(Replica {
            table,
            applied: 0,
            last: Stamp::default(),
        })
    }

    /// Applies the next entry; what every seat is told (refused actions included, as the host
    /// told them).
    ///
    /// # Errors
    ///
    /// The entry does not read back.
    pub fn apply(&mut self, entry: &Entry) -> Result<Vec<Event>, String> {
        let outcome = self.table.apply_entry(entry)?;
        self.applied += 1;
        self.last = entry.stamp();
        Ok(match outcome {
            Ok(events) | Err((_, events)) => events,
        })
    }

    /// The table as it stands.
    pub fn table(&self) -> &Table {
        &self.table
    }

    /// How many entries were applied: the journal's sequence number of the last.
    pub fn applied(&self) -> u64 {
        self.applied
    }

    /// When the last entry happened.
    pub fn last(&self) -> Stamp {
        self.last
    }

    /// The table's state hash, to compare with the host's.
    pub fn state_hash(&self) -> u64 {
        self.table.state_hash()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::table::{Action, Mode, Seat, test_setup};

    #[test]
    fn a_replica_holds_what_the_host_holds() {
        let setup = test_setup(Mode::Casual, shakmaty::Color::White);
        let mut host = Table::new(setup.clone()).unwrap();
        let mut replica = Replica::new(setup.ids, &Header::of(&setup)).unwrap();
        let mut at = 0;
        for (seat, words) in [
            (Seat::Blind, "start"),
            (Seat::Blind, "Eva vier"),
            (Seat::Blind, "confirm"),
            (Seat::Blind, "press"),
            (Seat::Sighted, "e4"),
            (Seat::Sighted, "Nf6"),
        ] {
            at += 1;
            let action = Action::decode(seat, words).unwrap();
            let stamp = Stamp {
                at: crate::clock::Timestamp::from_origin(std::time::Duration::from_secs(at)),
                ..Stamp::default()
            };
            let _ = host.act(seat, &action, stamp);
            let resolved = host.resolved(seat, &action);
            let _ = replica
                .apply(&Entry::of(seat, &action, resolved, stamp))
                .unwrap();
            assert_eq!(replica.state_hash(), host.state_hash(), "{words}");
        }
        assert_eq!(replica.applied(), 6);
        let bad = Entry {
            uci: Some("e2e9".into()),
            ..Entry::of(Seat::Sighted, &Action::Press, None, Stamp::default())
        };
        assert!(replica.apply(&bad).is_err());
    }

    /// Issue 22, item 1: a move entered and read back is journaled readable only by the
    /// mover's seat; another device holds the read-back unread until the confirmation
    /// reveals it, and the tables agree throughout.
    #[test]
    fn a_move_read_back_is_the_movers_alone_until_it_is_confirmed() {
        use crate::table::{Keyring, Phase, TableSecret, Told};
        let setup = test_setup(Mode::Tournament, shakmaty::Color::White);
        let secret = TableSecret::from_bytes([4; 32]);
        let mut host = Table::new(setup.clone()).unwrap();
        host.set_keyring(Keyring::hosted(secret.clone()));
        let mut sighted = Replica::new(setup.ids, &Header::of(&setup)).unwrap();
        let mut blind = Table::new(setup.clone()).unwrap();
        blind.set_keyring(Keyring::own(
            Seat::Blind,
            secret.private_key(setup.ids, Seat::Blind),
        ));
        let mut told_sighted = Vec::new();
        for (at, (seat, words)) in [
            (Seat::Arbiter, "start"),
            (Seat::Blind, "Springer Gustav eins Eva zwei"),
            (Seat::Blind, "Eva vier"),
        ]
        .into_iter()
        .enumerate()
        {
            let action = Action::decode(seat, words).unwrap();
            let stamp = Stamp {
                at: crate::clock::Timestamp::from_origin(std::time::Duration::from_secs(at as u64)),
                ..Stamp::default()
            };
            let before = host.before(seat, &action);
            let taken = host.act(seat, &action, stamp).is_ok();
            let entry = host.journal_entry(seat, &action, None, taken, stamp, before);
            let json = serde_json::to_string(&entry).unwrap();
            assert!(!json.contains("Eva") && !json.contains("e2e4"), "{json}");
            told_sighted.extend(sighted.apply(&entry).unwrap());
            let _ = blind.apply_entry(&entry).unwrap();
        }
        assert!(
            told_sighted
                .iter()
                .all(|e| !matches!(e.told, Told::ReadBack(_)))
        );
        assert!(matches!(sighted.table().phase(), Phase::ReadBack { .. }));
        let Phase::ReadBack { pending, .. } = blind.phase() else {
            panic!("{:?}", blind.phase())
        };
        assert_eq!(pending.entry.san, "e4", "the mover's device reads it");
        // Confirmed: revealed to all, announced to the sighted seat.
        let stamp = Stamp {
            at: crate::clock::Timestamp::from_origin(std::time::Duration::from_secs(9)),
            ..Stamp::default()
        };
        let before = host.before(Seat::Blind, &Action::Confirm);
        let taken = host.act(Seat::Blind, &Action::Confirm, stamp).is_ok();
        let entry = host.journal_entry(Seat::Blind, &Action::Confirm, None, taken, stamp, before);
        assert_eq!(entry.revealed.as_deref(), Some("Eva vier"));
        let events = sighted.apply(&entry).unwrap();
        assert!(events.iter().any(|e| e.to == Seat::Sighted
            && matches!(&e.told, Told::Move { entry, .. } if entry.san == "e4")));
        assert_eq!(sighted.state_hash(), host.state_hash());
        assert_eq!(
            sighted
                .table()
                .board_and_sheet(Seat::Blind)
                .unwrap()
                .sheet
                .len(),
            1
        );
    }
}
