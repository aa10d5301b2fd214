//! The app between devices: the journal entries its actions made, a replica's requests for the
//! host, seats taken by other devices and their links, actions requested from elsewhere and the
//! host's entries applied to a replica.

use super::{App, AppRole, Effect};
use crate::{
    game::Stamp,
    table::{Action, PublicKey, Seat, journal::Entry, journal::Via, replay::Secrets},
};

impl App {
    /// The journal entries made since the last call, oldest first, each with the table's state
    /// hash after it: the runtime journals them (and sends them to the devices following the
    /// table) before carrying out the effects they caused.
    pub fn take_acted(&mut self) -> Vec<(Entry, u64)> {
        std::mem::take(&mut self.acted)
    }

    /// This device's actions for the host since the last call (a replica's), each with the
    /// words it was said in.
    pub fn take_requests(&mut self) -> Vec<(Action, Option<String>, Secrets)> {
        std::mem::take(&mut self.requests)
    }

    /// Makes this app follow a table held on another device, as `seat`: its actions become
    /// requests, the host's entries change the table, and the keyboard stays on `seat`.
    pub fn follow_as(&mut self, seat: Seat) {
        self.role = AppRole::Replica;
        self.keyboard = seat;
        self.remote = [Seat::Blind, Seat::Sighted, Seat::Arbiter]
            .into_iter()
            .filter(|s| *s != seat)
            .collect();
    }

    /// Whether this app holds the table or follows it.
    pub fn role(&self) -> AppRole {
        self.role
    }

    /// Marks `seat` as taken (or no longer taken) by another device: the keyboard here cannot
    /// act for it, and moves to another seat if it was on it.
    pub fn set_remote(&mut self, seat: Seat, remote: bool) -> Vec<Effect> {
        self.remote.retain(|s| *s != seat);
        if remote {
            self.remote.push(seat);
        }
        if remote && self.keyboard == seat {
            return self.next_free_seat();
        }
        Vec::new()
    }

    /// The link of `seat`'s device (on a replica: the link to the host) is up or down; the
    /// status line says so while it is down.
    pub fn set_link(&mut self, seat: Seat, up: bool) {
        self.links_lost.retain(|s| *s != seat);
        if !up {
            self.links_lost.push(seat);
        }
    }

    /// Whether the keyboard here may act for `seat`.
    pub fn may_act_for(&self, seat: Seat) -> bool {
        !self.remote.contains(&seat)
    }

    /// `seat`'s device paired at `stamp`, giving `key`, the public half of the key it keeps for
    /// sealed moves: a key new here is journaled, so that every device (this one, those joined
    /// already, those joining later, this host after a restart) seals for the seat to it from
    /// now on, before the device sends anything.
    pub fn device_key(&mut self, seat: Seat, key: PublicKey, stamp: Stamp) -> Vec<Effect> {
        let effects = self.handle_timeout(stamp);
        if self.table.learn_key(seat, key) {
            let entry = Entry::device_key(seat, key, stamp);
            self.acted.push((entry, self.table.state_hash()));
        }
        effects
    }

    /// An action of `seat` requested by another device (the request `via` of its stream, said
    /// there in `said`, with the `secrets` it came with), taken at `stamp` as if at this
    /// keyboard, and journaled with its mark. What was sealed on that device is journaled as
    /// it came, read here only with a key held here.
    pub fn act_remote(
        &mut self,
        seat: Seat,
        action: &Action,
        said: Option<String>,
        secrets: Secrets,
        via: Via,
        stamp: Stamp,
    ) -> Vec<Effect> {
        let mut effects = self.handle_timeout(stamp);
        if !secrets.is_secret() {
            effects.extend(self.act_via(seat, action, said, stamp, Some(via)));
            return effects;
        }
        self.now = self.now.max(stamp.at);
        match self
            .table
            .take_secret_request(seat, action, said, secrets, stamp)
        {
            Ok((mut entry, outcome)) => {
                entry.via = Some(via);
                self.acted.push((entry, self.table.state_hash()));
                let (Ok(events) | Err((_, events))) = outcome;
                effects.extend(self.effects(events));
            }
            Err(e) => {
                let text = self
                    .presenters()
                    .seat(self.keyboard)
                    .words()
                    .replay_error(&e);
                effects.extend(self.inform(text));
            }
        }
        effects
    }

    /// The table as it will be once `seat`'s requests not yet back from the host are taken
    /// there, in order (as this device's replica judges them): the table itself where none
    /// is in flight.
    pub(super) fn table_ahead(&self, seat: Seat) -> std::borrow::Cow<'_, crate::table::Table> {
        if self.in_flight.is_empty() || seat != self.keyboard {
            return std::borrow::Cow::Borrowed(&self.table);
        }
        let mut ahead = self.table.clone();
        let stamp = Stamp {
            at: self.now,
            wall: crate::game::WallTime::default(),
        };
        for action in &self.in_flight {
            let _ = ahead.act(seat, action, stamp);
        }
        std::borrow::Cow::Owned(ahead)
    }

    /// Applies an entry of the host's journal to the replica and tells what it brought; `quiet`
    /// while catching up on entries from before this device joined.
    ///
    /// # Errors
    ///
    /// The entry does not read back.
    pub fn apply_entry(
        &mut self,
        entry: &Entry,
        quiet: bool,
    ) -> Result<Vec<Effect>, crate::table::replay::ReplayError> {
        let stamp = entry.stamp();
        self.now = self.now.max(stamp.at);
        // The host answers each request of this device's link with one entry, in order.
        if entry.seat() == Some(self.keyboard) && entry.via.is_some_and(|via| !via.hall) {
            self.in_flight.pop_front();
        }
        let outcome = self.table.apply_entry(entry)?;
        // The arbiter asked to open the envelope where it could not be read: this device, the
        // sealer's, holds the move and releases it (once: not while its opening is on the way).
        let seat = self.keyboard;
        let releasing = self.in_flight.contains(&Action::OpenEnvelope);
        let release =
            if self.role == AppRole::Replica && !releasing && self.table.opening_asked_of(seat) {
                self.act(seat, &Action::OpenEnvelope, stamp)
            } else {
                Vec::new()
            };
        if quiet {
            return Ok(Vec::new());
        }
        let taken = outcome.is_ok();
        // The entry's action is typed: whether it was this device's seat's is read off it.
        let mine = entry
            .action()
            .filter(|_| entry.seat() == Some(self.keyboard));
        // The press of this device's seat beeps here, as at the host's keyboard (first, its
        // words before what the press brings).
        let mut effects: Vec<Effect> = match mine {
            Some(Action::Press) if taken => vec![self.press_cue()],
            _ => Vec::new(),
        };
        effects.extend(match outcome {
            Ok(events) | Err((_, events)) => self.effects(events),
        });
        if let Some(Action::Enter { .. }) = mine {
            self.note_read_back(self.keyboard, stamp);
        }
        effects.extend(release);
        Ok(effects)
    }
}
