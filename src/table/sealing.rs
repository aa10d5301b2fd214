//! Adjournment (D.2.10.6, Guidelines I): the arbiter adjourns, the player having the move seals
//! it (entered and read back to the sealer alone, never announced nor played, changeable until
//! the clock is pressed, I.1.1), the press stops the clock and hands the envelope's data (I.2) to
//! the arbiter, and at the resumption the arbiter opens the envelope: the sealed move is made and
//! announced and the opponent's clock starts (I.9.1), the clocks as they were at the sealing
//! (I.5, the journal restores them).
//!
//! What the rest of Guidelines I comes to here:
//! - I.4, I.6: a draw offer stands in the envelope and may be answered, and a player may resign,
//!   before the resumption (`draw`, `decline`, `resign` stay open).
//! - I.8: an illegal sealed move (tournament mode records it as entered) stops play for the
//!   arbiter when opened, who declares the result; an ambiguous one is never sealed.
//! - I.10: a sealed move that ends the game (mate, stalemate) ends it when opened; default time
//!   is the arbiter's `declare`.
//! - I.11, I.12: the journal is the envelope's copy; if it is lost the arbiter sets up the
//!   position with `retrace` and the clocks with `set-clock`.
//! - I.2–I.3: the sealed move is secret until the opening: its journal entry is readable only
//!   where the sealer and the arbiter are (see [`super::secret`]); a table without their keys
//!   holds the sealing unread until the opening's entry reveals it.
//! - I.13: a clock error pointed out before the first move after the resumption is corrected
//!   with `set-clock` / `add-time`, which stay open.
//!
//! Pure.

use shakmaty::{Color, EnPassantMode, Position, fen::Fen, uci::UciMove};

use super::{
    Action, Envelope, Event, LogEntry, Pending, Phase, Refusal, Seat, SeatPly, Table, Told,
    Urgency,
    secret::{Sealed, SealedText},
    unread::RevealError,
};
use crate::game::{Command, Stamp};

/// An adjournment under way or in force.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Adjournment {
    /// The player having the move, who seals it.
    pub sealer: Color,
    /// When, where play resumes (I.2.7).
    pub resumption: String,
    /// The move sealed so far (secret).
    sealed: Option<SeatPly>,
    /// A move sealed that this table cannot read (the keys are where the sealer and the
    /// arbiter are).
    pub(super) unread: Option<Sealed>,
    /// The sealing as its journal entry holds it, sealed for the sealer and the arbiter: its
    /// opening must reveal it, and the sealer's device can release the arbiter's copy.
    pub(super) secret: Option<Sealed>,
    /// The arbiter asked to open the envelope where nobody could read it: the sealer's device
    /// releases it (see [`Table::opening_asked_of`]).
    pub asked: bool,
    /// Whether the clock was stopped: the envelope is closed.
    pub closed: bool,
}

impl Adjournment {
    /// Whether a move has been sealed (not which).
    pub fn has_sealed(&self) -> bool {
        self.sealed.is_some() || self.unread.is_some()
    }
}

impl Table {
    /// What the players may not do while the game is adjourned: play on. Sealing, pressing to
    /// close the envelope, asking the time, answering draw offers and resigning stay open.
    pub(super) fn held_by_adjournment(&self, seat: Seat, action: &Action) -> Option<Refusal> {
        let adjourned = self.adjourned.as_ref()?;
        // Once sealed, only the opening of the envelope goes on (not "the player having the
        // move seals it" again).
        let refusal = if adjourned.has_sealed() {
            Refusal::AwaitsEnvelope
        } else {
            Refusal::Adjourned
        };
        if seat == Seat::Arbiter {
            return match action {
                Action::Resume | Action::Start => Some(refusal),
                _ => None,
            };
        }
        match action {
            Action::TimeQuery
            | Action::OfferDraw
            | Action::Decline
            | Action::Resign
            | Action::Seal(_) => None,
            Action::OpenEnvelope if adjourned.asked => None,
            Action::Press if !adjourned.closed => None,
            _ => Some(refusal),
        }
    }

    pub(super) fn adjourn(
        &mut self,
        resumption: &str,
        stamp: Stamp,
    ) -> Result<Vec<Event>, Refusal> {
        self.check_playing()?;
        if self.adjourned.is_some() || self.claim.is_some() {
            return Err(Refusal::NothingPending);
        }
        let sealer = self.game.position().turn();
        match &self.phase {
            Phase::Entering { mover } if *mover == sealer => {}
            // A move read back but not confirmed was not made: the sealed move replaces it.
            Phase::ReadBack { mover, .. } if *mover == sealer => {
                self.phase = Phase::Entering { mover: sealer };
            }
            _ => return Err(Refusal::NotYourTurn),
        }
        self.adjourned = Some(Adjournment {
            sealer,
            resumption: resumption.to_owned(),
            sealed: None,
            unread: None,
            secret: None,
            asked: false,
            closed: false,
        });
        let entry = LogEntry::Adjourned {
            sealer: self.seat_of(sealer),
            resumption: resumption.to_owned(),
        };
        let mut events = vec![self.log_line(stamp, entry.clone())];
        events.extend(Self::players(Urgency::Alert, &Told::Ruling(entry)));
        Ok(events)
    }

    /// The sealer enters (or changes) the sealed move; only the sealer is told it.
    pub(super) fn seal(
        &mut self,
        seat: Seat,
        text: &str,
        given: Option<&UciMove>,
    ) -> Result<Vec<Event>, Refusal> {
        let Some(sealer) = self
            .adjourned
            .as_ref()
            .filter(|a| !a.closed)
            .map(|a| a.sealer)
        else {
            return Err(Refusal::NotAdjourned);
        };
        if self.color_of(seat) != Some(sealer) {
            return Err(Refusal::NotYourMove);
        }
        let pos = self.player_board_and_sheet(seat)?.board.position().clone();
        let entry = self.understand(seat, text, given, &pos, None)?;
        self.check_touch(sealer, &entry)?;
        if let Some(a) = self.adjourned.as_mut() {
            a.sealed = Some(entry.clone());
            a.unread = None;
        }
        Ok(vec![Self::event(seat, Urgency::Info, Told::Sealed(entry))])
    }

    /// A sealing this table cannot read: a move is sealed (unless the host refused it), which
    /// one is known where the sealer and the arbiter are. Nobody here is told anything.
    pub(super) fn seal_unread(&mut self, seat: Seat, sealed: &Sealed) -> Result<(), Refusal> {
        let Some(sealer) = self
            .adjourned
            .as_ref()
            .filter(|a| !a.closed)
            .map(|a| a.sealer)
        else {
            return Err(Refusal::NotAdjourned);
        };
        if self.color_of(seat) != Some(sealer) {
            return Err(Refusal::NotYourMove);
        }
        if !sealed.refused
            && let Some(a) = self.adjourned.as_mut()
        {
            a.sealed = None;
            a.unread = Some(sealed.clone());
        }
        Ok(())
    }

    /// The sealed move read at last (with a key that came later, or revealed at the opening):
    /// the sealer's words understood in the sealer's position, as they were at the sealing.
    pub(super) fn read_sealed(&mut self, text: &SealedText) -> Result<(), RevealError> {
        let Some(sealer) = self
            .adjourned
            .as_ref()
            .filter(|a| a.unread.is_some())
            .map(|a| a.sealer)
        else {
            return Ok(());
        };
        let seat = self.seat_of(sealer);
        let entry = self.read_back(seat, text)?.map_err(RevealError::Sealed)?;
        if let Some(a) = self.adjourned.as_mut() {
            a.sealed = Some(entry);
            a.unread = None;
        }
        Ok(())
    }

    /// The sealed move as its journal entry keeps it: its words and the move they were
    /// resolved to (known where it was sealed, or read with a key).
    pub fn sealed_text(&self) -> Option<SealedText> {
        let entry = self.adjourned.as_ref()?.sealed.as_ref()?;
        Some(SealedText {
            words: entry.text.clone(),
            uci: entry
                .mv
                .map(|m| m.to_uci(shakmaty::CastlingMode::Standard).to_string()),
        })
    }

    /// The sealer presses: the clock stops (I.1.1), the envelope goes to the arbiter (I.3).
    pub(super) fn close_envelope(
        &mut self,
        seat: Seat,
        stamp: Stamp,
    ) -> Result<Vec<Event>, Refusal> {
        let Some(adjourned) = self.adjourned.clone().filter(|a| !a.closed) else {
            return Err(Refusal::NotAdjourned);
        };
        if self.color_of(seat) != Some(adjourned.sealer) {
            return Err(Refusal::NotYourMove);
        }
        if !adjourned.has_sealed() {
            return Err(Refusal::NothingPending);
        }
        // The clock may already be stopped (the program was brought back after a crash).
        let game_events = self.game.apply(&Command::Pause, stamp).unwrap_or_default();
        let mut events = self.game_events(&game_events, stamp);
        let number = self.game.position().fullmoves().get();
        if let Some(a) = self.adjourned.as_mut() {
            a.closed = true;
        }
        // The envelope goes to the arbiter where the sealed move can be read.
        let envelope = self.envelope(stamp.at);
        let entry = LogEntry::MoveSealed {
            sealer: seat,
            number,
        };
        events.push(self.log_line(stamp, entry.clone()));
        events.extend(Self::players(Urgency::Info, &Told::Ruling(entry)));
        events.extend(envelope.map(|envelope| {
            Self::event(
                Seat::Arbiter,
                Urgency::Info,
                Told::Envelope(Box::new(envelope)),
            )
        }));
        Ok(events)
    }

    /// The envelope of the game adjourned, its move sealed and its clock stopped, as the
    /// arbiter holds it (I.2), when the sealed move can be read here: at the sealing, or on a
    /// device that joins the table later.
    pub fn envelope(&self, now: crate::clock::Timestamp) -> Option<Envelope> {
        let adjourned = self.adjourned.as_ref().filter(|a| a.closed)?;
        let pos = self.game.position();
        let tags = &self.setup.game.tags;
        Some(Envelope {
            white: tags.white.clone(),
            black: tags.black.clone(),
            fen: Fen::from_position(pos, EnPassantMode::Legal).to_string(),
            clocks: self.game.reading(now),
            sealer: adjourned.sealer,
            number: pos.fullmoves().get(),
            draw_offer: self.draw_offer,
            resumption: adjourned.resumption.clone(),
            sealed: adjourned.sealed.clone()?,
        })
    }

    /// The resumption (I.9.1): the sealed move is made on the sealer's board and announced, the
    /// sealer's clock restarts where it stopped and the move's press starts the opponent's.
    /// Where the host could not read the envelope (sealed on the sealer's device for the
    /// arbiter's, and opened at the host's keyboard), the opening is asked for: every table
    /// holds it asked, and the sealer's device, which holds the move, releases the arbiter's
    /// copy ([`Table::release_envelope`]).
    pub(super) fn open_envelope(&mut self, stamp: Stamp) -> Result<Vec<Event>, Refusal> {
        let Some(adjourned) = self.adjourned.clone().filter(|a| a.closed) else {
            return Err(Refusal::NotAdjourned);
        };
        let withheld = std::mem::take(&mut self.withhold_opening);
        let sealed = adjourned.sealed.clone().filter(|_| !withheld);
        let Some(sealed) = sealed else {
            if adjourned.unread.is_none() && adjourned.secret.is_none() {
                return Err(Refusal::NotAdjourned);
            }
            if let Some(a) = self.adjourned.as_mut() {
                a.asked = true;
            }
            let entry = LogEntry::EnvelopeAsked {
                sealer: self.seat_of(adjourned.sealer),
            };
            let mut events = vec![self.log_line(stamp, entry.clone())];
            events.extend(Self::players(Urgency::Info, &Told::Ruling(entry)));
            return Ok(events);
        };
        let seat = self.seat_of(adjourned.sealer);
        self.adjourned = None;
        let pending = Pending {
            entry: sealed.clone(),
        };
        self.player_board_and_sheet_mut(seat)?.push(sealed.clone());
        let entry = LogEntry::EnvelopeOpened {
            sealer: seat,
            entry: sealed.clone(),
        };
        let mut events = vec![self.log_line(stamp, entry.clone())];
        events.extend(Self::players(Urgency::Info, &Told::Ruling(entry)));
        events.push(self.announce_to_opponent(seat, &pending, false));
        let game_events = self
            .game
            .apply(&Command::Resume, stamp)
            .map_err(Refusal::Game)?;
        events.extend(self.game_events(&game_events, stamp));
        let Some(mv) = sealed.mv else {
            // I.8: an illegal sealed move; the arbiter decides, the clock stopped again.
            let ply = self.player_board_and_sheet(seat)?.sheet.len();
            let game_events = self.game.apply(&Command::Pause, stamp).unwrap_or_default();
            events.extend(self.game_events(&game_events, stamp));
            let illegal = LogEntry::Illegal {
                ply,
                seat,
                entry: sealed,
            };
            events.push(self.alert_arbiter(stamp, illegal));
            events.extend(Self::everyone(Urgency::Alert, &Told::WaitingForArbiter));
            self.phase = Phase::Arbiter;
            return Ok(events);
        };
        let game_events = self.play(mv, stamp)?;
        self.touch = None;
        self.written = None;
        self.phase = Phase::Repeating {
            mover: adjourned.sealer,
            pending,
        };
        events.extend(self.game_events(&game_events, stamp));
        Ok(events)
    }

    /// The sealer opens the envelope the arbiter asked to open where nobody could read it: the
    /// opening as the arbiter's (the arbiter's copy is released with it: see
    /// [`Table::take_secret_request`]).
    pub(super) fn release_envelope(
        &mut self,
        seat: Seat,
        stamp: Stamp,
    ) -> Result<Vec<Event>, Refusal> {
        let asked = self.adjourned.as_ref().filter(|a| a.asked && a.closed);
        match asked {
            Some(a) if self.color_of(seat) == Some(a.sealer) => self.open_envelope(stamp),
            _ => Err(Refusal::ArbiterOnly),
        }
    }

    /// Whether the arbiter asked to open the envelope of `seat`'s sealing where it could not
    /// be read, and this table can read it: the device of `seat` releases it.
    pub fn opening_asked_of(&self, seat: Seat) -> bool {
        self.adjourned
            .as_ref()
            .is_some_and(|a| a.asked && a.sealed.is_some() && self.color_of(seat) == Some(a.sealer))
    }

    /// What `seat`'s device (the sealer's) gives with its opening: the one-time key of the
    /// arbiter's copy (see [`Sealed::release`]).
    pub fn envelope_release(&self, seat: Seat) -> Option<String> {
        let secret = self.adjourned.as_ref()?.secret.as_ref()?;
        secret.release(&self.keyring, self.setup.ids, seat, Seat::Arbiter)
    }

    /// The arbiter's copy of the sealing, opened with the one-time key `once` its sealer's
    /// device released (see [`Sealed::open_released`]).
    pub fn released_envelope(&self, once: &str) -> Option<SealedText> {
        let secret = self.adjourned.as_ref()?.secret.as_ref()?;
        secret.open_released(Seat::Arbiter, once, &self.keyring, self.setup.ids)
    }

    /// A sealing journaled sealed (`sealed`) was taken: its opening must reveal it.
    pub(super) fn keep_secret(&mut self, sealed: &Sealed) {
        if let Some(a) = self.adjourned.as_mut().filter(|a| !a.closed) {
            a.secret = Some(sealed.clone());
        }
    }

    /// The sealed move, for the journal (the move the sealer's words were resolved to).
    pub(super) fn sealed_move(&self) -> Option<shakmaty::Move> {
        self.adjourned.as_ref()?.sealed.as_ref()?.mv
    }
}
