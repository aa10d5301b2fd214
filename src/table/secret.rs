//! What stays secret at a table shared between devices: a sealed move (Guidelines I.2–I.3,
//! D.2.10.6) exists, until the envelope is opened, only where the sealer and the arbiter are.
//! Its journal entry holds the sealed words encrypted for those two seats alone, each under its
//! own seat key (ChaCha20-Poly1305), so the same entry can be journaled, sent to every device
//! and published to a hall's bus; the opening's entry reveals the words to all.
//!
//! The seat keys derive from the table's secret, which is kept where the table is hosted (never
//! in its journal); a device that joins gets its own seat's key with its welcome. A table that
//! holds neither knows that a move was sealed, not which. Pure: the secret is given.

use std::collections::BTreeMap;

use blake2::{Blake2s256, Digest};
use chacha20poly1305::{ChaCha20Poly1305, KeyInit, Nonce, aead::Aead};
use serde::{Deserialize, Serialize};

use super::Seat;
use crate::ids::Ids;

/// The table's secret: every seat key derives from it.
#[derive(Clone, PartialEq, Eq)]
pub struct TableSecret([u8; 32]);

/// One seat's key: it opens the sealed moves meant for that seat.
#[derive(Clone, PartialEq, Eq)]
pub struct SeatKey([u8; 32]);

impl std::fmt::Debug for TableSecret {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("TableSecret(..)")
    }
}

impl std::fmt::Debug for SeatKey {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("SeatKey(..)")
    }
}

fn to_hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

fn from_hex(text: &str) -> Option<Vec<u8>> {
    let text = text.trim();
    if !text.len().is_multiple_of(2) || !text.is_ascii() {
        return None;
    }
    (0..text.len())
        .step_by(2)
        .map(|i| u8::from_str_radix(&text[i..i + 2], 16).ok())
        .collect()
}

fn key32(text: &str) -> Option<[u8; 32]> {
    from_hex(text)?.try_into().ok()
}

impl TableSecret {
    /// A secret of these (random) bytes.
    pub fn from_bytes(bytes: [u8; 32]) -> TableSecret {
        TableSecret(bytes)
    }

    /// The secret as kept in its file.
    pub fn to_hex(&self) -> String {
        to_hex(&self.0)
    }

    /// A secret kept by [`TableSecret::to_hex`].
    pub fn from_hex(text: &str) -> Option<TableSecret> {
        key32(text).map(TableSecret)
    }

    /// The key of `seat` at the game `ids`.
    pub fn seat_key(&self, ids: Ids, seat: Seat) -> SeatKey {
        let mut h = Blake2s256::new();
        h.update(b"annabella-seat-key-v1");
        h.update(self.0);
        h.update(ids.table.0.to_le_bytes());
        h.update(ids.game.0.to_le_bytes());
        h.update(seat.as_str().as_bytes());
        SeatKey(h.finalize().into())
    }
}

impl SeatKey {
    /// The key as it travels in a device's welcome.
    pub fn to_hex(&self) -> String {
        to_hex(&self.0)
    }

    /// A key sent by [`SeatKey::to_hex`].
    pub fn from_hex(text: &str) -> Option<SeatKey> {
        key32(text).map(SeatKey)
    }

    /// `plain` encrypted under this key, as hex: a nonce drawn from the key and the text (each
    /// text has its own; the same text gives the same copy), then the ciphertext.
    fn seal(&self, plain: &[u8]) -> String {
        let mut h = Blake2s256::new();
        h.update(b"annabella-seal-nonce-v1");
        h.update(self.0);
        h.update(plain);
        let digest = h.finalize();
        let nonce = Nonce::from_slice(&digest[..12]);
        let cipher = ChaCha20Poly1305::new((&self.0).into());
        let mut out = nonce.to_vec();
        // Encryption into a vector cannot fail for a text this size.
        out.extend(cipher.encrypt(nonce, plain).unwrap_or_default());
        to_hex(&out)
    }

    /// The text of a copy sealed under this key; `None` when it is another key's.
    fn open(&self, sealed: &str) -> Option<Vec<u8>> {
        let bytes = from_hex(sealed)?;
        if bytes.len() < 12 {
            return None;
        }
        let (nonce, ciphertext) = bytes.split_at(12);
        let cipher = ChaCha20Poly1305::new((&self.0).into());
        cipher.decrypt(Nonce::from_slice(nonce), ciphertext).ok()
    }
}

/// The keys a table holds: the table's secret where it is hosted, one seat's key on that
/// seat's device, or none (a hall's station, a relay, a copy of the journal).
#[derive(Debug, Clone, Default)]
pub enum Keyring {
    /// No key: sealed moves stay sealed here until revealed.
    #[default]
    None,
    /// The table's secret: every seat's key.
    Table(TableSecret),
    /// One seat's key.
    Seat(Seat, SeatKey),
}

impl Keyring {
    /// The key of `seat`, when held here.
    pub fn key(&self, ids: Ids, seat: Seat) -> Option<SeatKey> {
        match self {
            Keyring::None => None,
            Keyring::Table(secret) => Some(secret.seat_key(ids, seat)),
            Keyring::Seat(s, key) => (*s == seat).then(|| key.clone()),
        }
    }
}

/// What is sealed: the words as the sealer entered them and the move they were resolved to.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SealedText {
    /// The words.
    pub words: String,
    /// The move, in UCI (none for an illegal move recorded as entered, or a refused entry).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub uci: Option<String>,
}

/// A sealing entered by a seat, in a journal entry: a copy of its words for each seat that may
/// read them (the sealer and the arbiter), and whether the table refused it (so that a table
/// that cannot read it still knows whether a move is sealed).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Sealed {
    /// Each seat's copy, by seat name.
    pub copies: BTreeMap<String, String>,
    /// The table refused it (an ambiguous or unreadable move, not the sealer's turn).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub refused: bool,
}

impl Sealed {
    /// `text` sealed for `seats`, with the keys of `keyring`; `None` when a key is missing.
    pub fn new(
        text: &SealedText,
        seats: &[Seat],
        keyring: &Keyring,
        ids: Ids,
        refused: bool,
    ) -> Option<Sealed> {
        let plain = serde_json::to_vec(text).ok()?;
        let copies = seats
            .iter()
            .map(|seat| {
                let key = keyring.key(ids, *seat)?;
                Some((seat.as_str().to_owned(), key.seal(&plain)))
            })
            .collect::<Option<BTreeMap<_, _>>>()?;
        Some(Sealed { copies, refused })
    }

    /// The sealed text, when `keyring` holds the key of a seat it was sealed for.
    pub fn open(&self, keyring: &Keyring, ids: Ids) -> Option<SealedText> {
        self.copies.iter().find_map(|(seat, copy)| {
            let key = keyring.key(ids, seat.parse().ok()?)?;
            serde_json::from_slice(&key.open(copy)?).ok()
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn secret(b: u8) -> TableSecret {
        TableSecret::from_bytes([b; 32])
    }

    #[test]
    fn only_the_seats_sealed_for_can_read_a_sealed_move() {
        let ids = Ids::default();
        let text = SealedText {
            words: "Springer Gustav acht Felix sechs".into(),
            uci: Some("g8f6".into()),
        };
        let table = Keyring::Table(secret(7));
        let sealed =
            Sealed::new(&text, &[Seat::Blind, Seat::Arbiter], &table, ids, false).expect("sealed");
        let json = serde_json::to_string(&sealed).unwrap();
        assert!(!json.contains("Felix") && !json.contains("g8f6"), "{json}");
        assert_eq!(sealed.open(&table, ids), Some(text.clone()));
        let seat = |s: Seat| Keyring::Seat(s, secret(7).seat_key(ids, s));
        assert_eq!(sealed.open(&seat(Seat::Arbiter), ids), Some(text.clone()));
        assert_eq!(sealed.open(&seat(Seat::Blind), ids), Some(text));
        assert_eq!(sealed.open(&seat(Seat::Sighted), ids), None);
        assert_eq!(sealed.open(&Keyring::None, ids), None);
        // Another table's secret, or a forged copy, opens nothing.
        assert_eq!(sealed.open(&Keyring::Table(secret(8)), ids), None);
        let mut forged = sealed.clone();
        for copy in forged.copies.values_mut() {
            let flipped = if copy.ends_with('0') { "1" } else { "0" };
            copy.replace_range(copy.len() - 1.., flipped);
        }
        assert_eq!(forged.open(&table, ids), None);
        // Nothing is sealed without the keys.
        assert!(
            Sealed::new(
                &SealedText {
                    words: "x".into(),
                    uci: None
                },
                &[Seat::Blind],
                &Keyring::None,
                ids,
                false
            )
            .is_none()
        );
    }

    #[test]
    fn keys_round_trip_as_hex_and_garbage_is_refused() {
        let s = secret(3);
        assert_eq!(TableSecret::from_hex(&s.to_hex()), Some(s.clone()));
        let k = s.seat_key(Ids::default(), Seat::Arbiter);
        assert_eq!(SeatKey::from_hex(&k.to_hex()), Some(k));
        assert!(TableSecret::from_hex("zz").is_none());
        assert!(SeatKey::from_hex("00ff").is_none());
        assert!(SeatKey::from_hex("é").is_none());
    }
}
