//! A table followed from its journal: the header, then each entry applied in order through the
//! pure table, gives the same table as at the host. (A stand-in with the interface of the
//! shared `table::replica::Replica` of issue 12, until that lands; the hall only uses
//! `new`, `apply` and `table`.)

use shakmaty::uci::UciMove;

use crate::{
    clock::Timestamp,
    game::{Stamp, WallTime},
    ids::Ids,
    table::{
        Action, Event, Seat, Table,
        journal::{Entry, Header},
    },
};

/// A table rebuilt from its journal, entry by entry.
#[derive(Debug)]
pub struct Replica {
    table: Table,
}

impl Replica {
    /// The table of `header`, for game `ids`, before any entry.
    ///
    /// # Errors
    ///
    /// The header does not read back.
    pub fn new(ids: Ids, header: &Header) -> Result<Replica, String> {
        let setup = header.setup(ids)?;
        let table = Table::new(setup).map_err(|e| e.to_string())?;
        Ok(Replica { table })
    }

    /// Applies the next entry; the events are every seat's.
    ///
    /// # Errors
    ///
    /// The entry does not read back (a seat or an action this program does not know).
    pub fn apply(&mut self, entry: &Entry) -> Result<Vec<Event>, String> {
        let stamp = Stamp {
            at: Timestamp::from_origin(std::time::Duration::from_nanos(entry.t_ns)),
            wall: WallTime(entry.wall),
        };
        if entry.seat == "clock" {
            return Ok(self.table.handle_timeout(stamp));
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
        Ok(
            match self.table.act_resolved(seat, &action, resolved, stamp) {
                Ok(events) | Err((_, events)) => events,
            },
        )
    }

    /// The table as it stands.
    pub fn table(&self) -> &Table {
        &self.table
    }
}
