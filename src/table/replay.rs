//! The table's side of its journal: which move an action was resolved to, and acting again
//! with that move instead of parsing the words once more (replay needs no grammar of today).
//! Every device that follows a table (the host after a restart, a remote seat, a hall station)
//! applies the same entries in the same order through [`Table::apply_entry`] and holds the same
//! table; [`Table::state_hash`] lets them check it.

use serde::{Deserialize, Serialize};
use shakmaty::{EnPassantMode, Move, Position, uci::UciMove, zobrist::Zobrist64};

use super::{
    Action, Outcome, Phase, Seat, Table, Target,
    journal::{Act, Entry},
    secret::{Sealed, SealedText},
};
use crate::game::Stamp;

/// Why a journal entry, or a request from another device, does not read back: nothing of it is
/// taken. (Worded for a seat by its presenter; the text here is for logs.)
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ReplayError {
    /// Something sealed came with an action that keeps nothing secret (its verb).
    #[error("{0} is no secret action")]
    NotSecret(String),
    /// The entry's move is not UCI (the text).
    #[error("'{0}' is not a UCI move")]
    BadUci(String),
    /// The sealer's device revealed, at the opening, another move than it sealed for the
    /// arbiter: the envelope stays closed.
    #[error(
        "the move revealed at the opening is not the one sealed for the arbiter: \
         the envelope stays closed"
    )]
    ReleaseMismatch,
    /// What was revealed does not read back.
    #[error(transparent)]
    Reveal(#[from] super::unread::RevealError),
}

impl From<ReplayError> for String {
    fn from(e: ReplayError) -> String {
        e.to_string()
    }
}

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
                let book = self.board_and_sheet(seat)?;
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

    /// Applies one journal entry: the typed action it records, with the move it was resolved
    /// to, at its time; or the clock's tick. Returns what came of it as the host had it (a
    /// refused action's events included: the replica tells them as the host did). No words
    /// are read again but a secret's, opened here, and an illegal move recorded as entered.
    ///
    /// # Errors
    ///
    /// The entry does not read back (a secret that is no move's, a bad UCI move).
    pub fn apply_entry(&mut self, entry: &Entry) -> Result<Outcome, ReplayError> {
        let stamp = entry.stamp();
        if let Some((seat, key)) = entry.key_of() {
            self.keyring.learn(seat, key);
        }
        let (seat, action) = match &entry.act {
            Act::Seat { seat, action } => (*seat, action),
            Act::Tick => return Ok(Ok(self.handle_timeout(stamp))),
            // A device's key changes nothing at the table but what is sealed for its seat.
            Act::Key { .. } => return Ok(Ok(Vec::new())),
        };
        if let Some(sealed) = &entry.sealed {
            // Read with a key held here, the secret is taken as the host took it; without one,
            // the table holds that something was sealed or entered, not what.
            let outcome = match sealed.open(&self.keyring, self.setup.ids) {
                Some(text) => {
                    let resolved = uci(text.uci.as_deref())?;
                    let action = with_words(action, text.words)?;
                    Ok(self.act_resolved(seat, &action, resolved, stamp))
                }
                None => {
                    // As `act` does around every action: time first, then the record's time.
                    self.wall_before = self.last_wall;
                    let events = self.handle_timeout(stamp);
                    self.last_wall = stamp.wall;
                    let unread = match action {
                        Action::Seal(_) => self.seal_unread(seat, sealed),
                        Action::Enter { .. } => self.enter_unread(seat, sealed),
                        other => return Err(ReplayError::NotSecret(other.words())),
                    };
                    Ok(match unread {
                        Ok(()) => Ok(events),
                        Err(refusal) => Err((refusal, events)),
                    })
                }
            };
            if matches!(action, Action::Seal(_)) && !sealed.refused {
                self.keep_secret(sealed);
            }
            return outcome;
        }
        // An opening that revealed nothing where the envelope was sealed for the sealer and
        // the arbiter: its host could not read it, and asked for it; so does every table.
        self.withhold_opening = matches!(action, Action::OpenEnvelope)
            && entry.revealed.is_none()
            && self.adjourned.as_ref().is_some_and(|a| a.secret.is_some());
        if let Some(words) = &entry.revealed {
            let text = SealedText {
                words: words.clone(),
                uci: entry.uci.clone(),
            };
            match action {
                Action::Confirm => self.read_entered(seat, &text)?,
                _ => self.read_sealed(&text)?,
            }
        }
        let resolved = uci(entry.uci.as_deref())?;
        let outcome = self.act_resolved(seat, action, resolved, stamp);
        self.withhold_opening = false;
        Ok(outcome)
    }

    /// What the journal entry of `seat`'s `action` needs from the table as it stands before
    /// the action (see [`Table::journal_entry`]).
    pub fn before(&self, seat: Seat, action: &Action) -> Before {
        let mover = |phase: &Phase| match phase {
            Phase::Entering { mover } | Phase::ReadBack { mover, .. } => {
                self.color_of(seat) == Some(*mover)
            }
            _ => false,
        };
        let revealed = match (action, &self.phase) {
            (Action::OpenEnvelope, _) => self.sealed_text(),
            (Action::Confirm, Phase::ReadBack { mover, pending })
                if self.color_of(seat) == Some(*mover) =>
            {
                Some(SealedText {
                    words: pending.entry.text.clone(),
                    uci: pending
                        .entry
                        .mv
                        .map(|m| m.to_uci(shakmaty::CastlingMode::Standard).to_string()),
                })
            }
            _ => None,
        };
        let entering = matches!(
            action,
            Action::Enter {
                target: Target::Both,
                ..
            }
        ) && self.seating == super::Seating::TwoBoards
            && mover(&self.phase);
        Before { revealed, entering }
    }

    /// The journal entry of `seat`'s `action` at `stamp` (`taken` or refused; `before` as
    /// [`Table::before`] gave it; `said`, the words it was said in): the typed action with the
    /// move it was resolved to. What is secret is readable only where it may be known, when
    /// this table holds the keys: a sealing by the sealer's seat and the arbiter's, a move
    /// entered and not yet confirmed by the mover's seat alone; the entry then holds the action
    /// without its words, and no `said`. The confirmation and the opening reveal what they make
    /// known.
    pub fn journal_entry(
        &self,
        seat: Seat,
        action: &Action,
        said: Option<String>,
        taken: bool,
        stamp: Stamp,
        before: Before,
    ) -> Entry {
        let resolved = taken.then(|| self.resolved(seat, action)).flatten();
        let mut entry = Entry::of(seat, action, resolved, stamp);
        let (words, seats): (&str, &[Seat]) = match action {
            Action::Seal(words) if seat == Seat::Arbiter => (words, &[Seat::Arbiter]),
            Action::Seal(words) => (words, &[seat, Seat::Arbiter][..]),
            Action::Enter { text, .. } if before.entering => (text, &[seat][..]),
            _ => {
                if taken && let Some(text) = before.revealed {
                    entry.revealed = Some(text.words);
                    entry.uci = text.uci;
                }
                return entry.said(said);
            }
        };
        let text = SealedText {
            words: words.to_owned(),
            uci: entry.uci.take(),
        };
        match Sealed::new(&text, seats, &self.keyring, self.setup.ids, !taken) {
            Some(sealed) => {
                if let Act::Seat { action, .. } = &mut entry.act {
                    *action = without_words(action);
                }
                entry.sealed = Some(sealed);
                entry
            }
            // No keys here (a session script): as entered.
            None => Entry {
                uci: text.uci,
                ..entry.said(said)
            },
        }
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
        self.act_given(seat, action, resolved.as_ref(), stamp)
    }
}

/// A secret action as its entry holds it: its kind, without its words.
fn without_words(action: &Action) -> Action {
    with_words(action, String::new()).unwrap_or_else(|_| action.clone())
}

/// A secret action of an entry with its words, once opened.
fn with_words(action: &Action, words: String) -> Result<Action, ReplayError> {
    match action {
        Action::Enter { target, .. } => Ok(Action::Enter {
            text: words,
            target: *target,
        }),
        Action::Seal(_) => Ok(Action::Seal(words)),
        other => Err(ReplayError::NotSecret(other.words())),
    }
}

/// What an action's journal entry needs from the table before the action.
#[derive(Debug, Clone, Default)]
pub struct Before {
    /// What the action reveals: the sealed move at the opening, the move read back at its
    /// confirmation.
    revealed: Option<SealedText>,
    /// The action is the mover's entry of a move, secret until it is confirmed.
    entering: bool,
}

/// What a request from a seat's device carries besides its action, for the host's journal:
/// what was made secret or known where the seat is (a move sealed or entered there, sealed
/// there for the seats that may read it; what a confirmation or an opening revealed there),
/// The host journals it as it came, unread (see [`Table::request_secrets`]). The device's
/// public key is not repeated here: it gave it when it paired.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Secrets {
    /// A secret move, sealed where it was entered (its action then holds no words).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sealed: Option<Sealed>,
    /// What the action made known where it was taken.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub revealed: Option<String>,
    /// The move `revealed` was resolved to, in UCI.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub uci: Option<String>,
    /// At an opening by the sealer's device: the one-time key of the arbiter's copy, which
    /// shows the host that `revealed` is the move sealed (see [`Sealed::release`]).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub release: Option<String>,
}

impl Secrets {
    /// Whether the request carries something the host cannot make of its action alone.
    pub fn is_secret(&self) -> bool {
        self.sealed.is_some() || self.revealed.is_some()
    }
}

impl Table {
    /// `seat`'s `action` (said in `said`, at `stamp`) as this device's request to the host,
    /// where the table is held on another device: what is secret is sealed here, where it
    /// was entered, with this device's keys, and what the action reveals is read here, so that
    /// the host journals and relays it without reading it; `pending`, the seat's requests
    /// made before it and not yet back from the host (its choice of vocabulary), are taken
    /// first. The action the host is sent, and what comes with it.
    pub fn request_secrets(
        &self,
        seat: Seat,
        action: &Action,
        said: Option<String>,
        stamp: Stamp,
        pending: &[Action],
    ) -> (Action, Option<String>, Secrets) {
        let secret = matches!(
            action,
            Action::Seal(_) | Action::Enter { .. } | Action::Confirm | Action::OpenEnvelope
        );
        if secret {
            let mut trial = self.clone();
            for earlier in pending {
                let _ = trial.act(seat, earlier, stamp);
            }
            let before = trial.before(seat, action);
            let taken = trial.act(seat, action, stamp).is_ok();
            let entry = trial.journal_entry(seat, action, said.clone(), taken, stamp, before);
            if (entry.sealed.is_some() || entry.revealed.is_some())
                && let Act::Seat { action: sent, .. } = entry.act
            {
                let release = (matches!(action, Action::OpenEnvelope) && seat != Seat::Arbiter)
                    .then(|| self.envelope_release(seat))
                    .flatten();
                let secrets = Secrets {
                    sealed: entry.sealed,
                    revealed: entry.revealed,
                    uci: entry.uci,
                    release,
                };
                return (sent, entry.said, secrets);
            }
        }
        (action.clone(), said, Secrets::default())
    }

    /// The journal entry of `seat`'s request `action` from another device, with the
    /// `secrets` it came with (see [`Table::request_secrets`]), taken here as every replica
    /// takes it ([`Table::apply_entry`]); where the host cannot read what was sealed, it holds
    /// it unread. The entry, and what the table answered.
    ///
    /// # Errors
    ///
    /// What was revealed does not read back.
    pub fn take_secret_request(
        &mut self,
        seat: Seat,
        action: &Action,
        said: Option<String>,
        secrets: Secrets,
        stamp: Stamp,
    ) -> Result<(Entry, Outcome), ReplayError> {
        if matches!(action, Action::OpenEnvelope) && seat != Seat::Arbiter {
            self.check_release(&secrets)?;
        }
        let mut entry = Entry::of(seat, action, None, stamp).said(said);
        entry.sealed = secrets.sealed;
        entry.revealed = secrets.revealed;
        entry.uci = secrets.uci;
        if entry.sealed.is_some() {
            entry.said = None;
        }
        let outcome = self.apply_entry(&entry)?;
        Ok((entry, outcome))
    }
}

impl Table {
    /// An opening by the sealer's device reveals the move sealed for the arbiter, as its
    /// released key opens the arbiter's copy (or as this table reads the envelope).
    fn check_release(&self, secrets: &Secrets) -> Result<(), ReplayError> {
        let revealed = SealedText {
            words: secrets.revealed.clone().unwrap_or_default(),
            uci: secrets.uci.clone(),
        };
        let sealed = match (self.sealed_text(), secrets.release.as_deref()) {
            (Some(text), _) => Some(text),
            (None, Some(once)) => self.released_envelope(once),
            (None, None) => None,
        };
        if sealed.as_ref() == Some(&revealed) {
            Ok(())
        } else {
            Err(ReplayError::ReleaseMismatch)
        }
    }
}

/// A journal entry's move in UCI, read.
fn uci(text: Option<&str>) -> Result<Option<UciMove>, ReplayError> {
    text.map(|u| {
        u.parse::<UciMove>()
            .map_err(|_| ReplayError::BadUci(u.to_owned()))
    })
    .transpose()
}
