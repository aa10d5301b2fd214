//! What a table without the keys holds of a secret (see [`super::secret`]): a move entered
//! and read back to the mover on another device, held unread until its confirmation reveals it
//! (or its key comes); the keys a table is given, which read what it held unread. A sealed
//! move held unread is the adjournment's ([`super::sealing`]).
//!
//! Pure.

use super::{
    Keyring, Pending, Phase, PublicKey, Refusal, Seat, SeatPly, Table,
    secret::{Sealed, SealedText},
};

/// Why a secret revealed (a sealed move with its key or at the opening, a move read back at
/// its confirmation) does not read back into a move.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum RevealError {
    /// The move it was resolved to is no UCI move.
    #[error("'{0}' is not a UCI move")]
    NotUci(String),
    /// The seat it is read for has no board (the arbiter's).
    #[error("{0:?}")]
    NoBoard(Refusal),
    /// The sealed move's words make no move in the sealer's position.
    #[error("the sealed move does not read back: {0:?}")]
    Sealed(Refusal),
    /// The confirmed move's words make no move in the mover's position.
    #[error("the confirmed move does not read back: {0:?}")]
    Confirmed(Refusal),
}

/// Where the journal's readers still take any error as its text.
impl From<RevealError> for String {
    fn from(error: RevealError) -> String {
        error.to_string()
    }
}

impl Table {
    /// The keys of sealed moves this table holds from now on; a sealing held unread is read if
    /// one of them opens it.
    pub fn set_keyring(&mut self, keyring: Keyring) {
        // The public keys the journal announced stay known (a table resumed before its keys).
        let announced = std::mem::take(&mut self.keyring);
        self.keyring = keyring;
        for (seat, key) in announced.announced() {
            self.keyring.learn(*seat, *key);
        }
        let unread = self.adjourned.as_ref().and_then(|a| a.unread.as_ref());
        if let Some(text) = unread.and_then(|s| s.open(&self.keyring, self.setup.ids)) {
            let _ = self.read_sealed(&text);
        }
        let entered = self.unread_entry.as_ref();
        if let (Some(text), Phase::ReadBack { mover, .. }) = (
            entered.and_then(|s| s.open(&self.keyring, self.setup.ids)),
            &self.phase,
        ) {
            let seat = self.seat_of(*mover);
            let _ = self.read_entered(seat, &text);
        }
    }

    /// A move entered by the mover's seat that this table cannot read (its key is on the
    /// mover's device): it is read back there; here the flow waits for its confirmation, which
    /// reveals it ([`Table::read_entered`]). Nobody here is told anything.
    pub(super) fn enter_unread(&mut self, seat: Seat, sealed: &Sealed) -> Result<(), Refusal> {
        if sealed.refused {
            return Ok(());
        }
        self.check_playing()?;
        let color = self.color_of(seat).ok_or(Refusal::NotYourTurn)?;
        match self.phase {
            Phase::Entering { mover } | Phase::ReadBack { mover, .. } if mover == color => {
                let pos = self.player_board_and_sheet(seat)?.board.position().clone();
                self.phase = Phase::ReadBack {
                    mover,
                    pending: Pending {
                        entry: SeatPly::unplayable("", &pos, None),
                    },
                };
                self.unread_entry = Some(sealed.clone());
                Ok(())
            }
            _ => Err(Refusal::NotYourTurn),
        }
    }

    /// The move read back to the mover, revealed by its confirmation: understood in the
    /// mover's position as it was entered, in place of the entry this table could not read.
    pub(super) fn read_entered(
        &mut self,
        seat: Seat,
        text: &SealedText,
    ) -> Result<(), RevealError> {
        let Phase::ReadBack { mover, pending } = &self.phase else {
            return Ok(());
        };
        let mover = *mover;
        if self.color_of(seat) != Some(mover)
            || !pending.entry.text.is_empty()
            || pending.entry.mv.is_some()
        {
            return Ok(());
        }
        let entry = self
            .read_back(seat, text)?
            .map_err(RevealError::Confirmed)?;
        self.phase = Phase::ReadBack {
            mover,
            pending: Pending { entry },
        };
        self.unread_entry = None;
        Ok(())
    }

    /// A secret revealed, understood as `seat`'s words in its position, with the move they were
    /// resolved to where the secret was kept; the inner error is why the words make no move.
    pub(super) fn read_back(
        &mut self,
        seat: Seat,
        text: &SealedText,
    ) -> Result<Result<SeatPly, Refusal>, RevealError> {
        let pos = self
            .player_board_and_sheet(seat)
            .map_err(RevealError::NoBoard)?
            .board
            .position()
            .clone();
        let given: Option<shakmaty::uci::UciMove> = text
            .uci
            .as_deref()
            .map(|u| u.parse().map_err(|_| RevealError::NotUci(u.to_owned())))
            .transpose()?;
        Ok(self.understand(seat, &text.words, given.as_ref(), &pos, None))
    }

    /// `seat`'s device keeps its own key, whose public half is `key`: what is sealed for the
    /// seat from now on is sealed to it. Whether it is new here.
    pub fn learn_key(&mut self, seat: Seat, key: PublicKey) -> bool {
        self.keyring.learn(seat, key)
    }

    /// The keys of sealed moves this table holds.
    pub fn keyring(&self) -> &Keyring {
        &self.keyring
    }
}
