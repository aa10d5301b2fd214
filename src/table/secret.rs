//! What stays secret at a table shared between devices: a sealed move (Guidelines I.2–I.3,
//! D.2.10.6) exists, until the envelope is opened, only where the sealer and the arbiter are.
//! Its journal entry holds the sealed words encrypted for those two seats alone, each copy
//! sealed to that seat's public key (X25519, then ChaCha20-Poly1305), so the same entry can be
//! journaled, sent to every device and published to a hall's bus; the opening's entry reveals
//! the words to all.
//!
//! Each seat's private key is where the seat is: a device that joins keeps its own (beside its
//! journal, never sent) and tells the host only its public key, which the host journals so
//! that every device seals for it; the seats played at the host (and a hall's arbiter) derive
//! theirs from the table's secret, kept where the table is hosted (never in its journal). A
//! move sealed on a joined device for a joined arbiter is thus read by neither the host nor
//! anyone else. A table that holds no key of a copy knows that a move was sealed, not which.
//! Copies written before the public keys (a symmetric key per seat, derived from the table's
//! secret) are still read. Pure: the secret and the keys are given.

use std::collections::BTreeMap;

use blake2::{Blake2s256, Digest};
use chacha20poly1305::{ChaCha20Poly1305, KeyInit, Nonce, aead::Aead};
use curve25519_dalek::montgomery::MontgomeryPoint;
use serde::{Deserialize, Serialize};

use super::Seat;
use crate::ids::Ids;

/// The table's secret: the keys of the seats played where the table is hosted derive from it.
#[derive(Clone, PartialEq, Eq)]
pub struct TableSecret([u8; 32]);

/// One seat's symmetric key, as journals before the public keys sealed with it.
#[derive(Clone, PartialEq, Eq)]
pub struct SeatKey([u8; 32]);

/// One seat's private key (X25519): it opens the copies sealed to its public key. It never
/// leaves the device that keeps it.
#[derive(Clone, PartialEq, Eq)]
pub struct PrivateKey([u8; 32]);

/// One seat's public key: what a copy is sealed to. Not secret.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PublicKey([u8; 32]);

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

impl std::fmt::Debug for PrivateKey {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("PrivateKey(..)")
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

/// The tag before a copy sealed to a public key (older copies are plain hex).
const PUBLIC_COPY: char = 'x';

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

    fn derive(&self, label: &[u8], ids: Ids, seat: Seat) -> [u8; 32] {
        let mut h = Blake2s256::new();
        h.update(label);
        h.update(self.0);
        h.update(ids.table.0.to_le_bytes());
        h.update(ids.game.0.to_le_bytes());
        h.update(seat.as_str().as_bytes());
        h.finalize().into()
    }

    /// The symmetric key of `seat` at the game `ids` (copies of journals before public keys).
    pub fn seat_key(&self, ids: Ids, seat: Seat) -> SeatKey {
        SeatKey(self.derive(b"annabella-seat-key-v1", ids, seat))
    }

    /// The private key of `seat` at the game `ids`, where the seat is played at the host.
    pub fn private_key(&self, ids: Ids, seat: Seat) -> PrivateKey {
        PrivateKey(self.derive(b"annabella-seat-private-v2", ids, seat))
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

    #[cfg(test)]
    fn seal(&self, plain: &[u8]) -> String {
        let nonce = [3u8; 12];
        let cipher = ChaCha20Poly1305::new((&self.0).into());
        let mut out = nonce.to_vec();
        out.extend(
            cipher
                .encrypt(Nonce::from_slice(&nonce), plain)
                .unwrap_or_default(),
        );
        to_hex(&out)
    }
}

impl PrivateKey {
    /// A key of these (random) bytes.
    pub fn from_bytes(bytes: [u8; 32]) -> PrivateKey {
        PrivateKey(bytes)
    }

    /// The key as kept in its file.
    pub fn to_hex(&self) -> String {
        to_hex(&self.0)
    }

    /// A key kept by [`PrivateKey::to_hex`].
    pub fn from_hex(text: &str) -> Option<PrivateKey> {
        key32(text).map(PrivateKey)
    }

    /// Its public key.
    pub fn public(&self) -> PublicKey {
        PublicKey(MontgomeryPoint::mul_base_clamped(self.0).to_bytes())
    }

    fn shared(&self, other: PublicKey) -> [u8; 32] {
        MontgomeryPoint(other.0).mul_clamped(self.0).to_bytes()
    }
}

impl PublicKey {
    /// A key of these bytes (as a joining device's first message carries it).
    pub fn from_bytes(bytes: [u8; 32]) -> PublicKey {
        PublicKey(bytes)
    }

    /// Its bytes.
    pub fn to_bytes(self) -> [u8; 32] {
        self.0
    }

    /// The key as it travels and is journaled.
    pub fn to_hex(&self) -> String {
        to_hex(&self.0)
    }

    /// A key sent by [`PublicKey::to_hex`].
    pub fn from_hex(text: &str) -> Option<PublicKey> {
        key32(text).map(PublicKey)
    }
}

/// The key of one copy: from the shared point of the copy's one-time key and the recipient's.
fn copy_key(shared: [u8; 32], once: PublicKey, to: PublicKey, ids: Ids, seat: &str) -> [u8; 32] {
    let mut h = Blake2s256::new();
    h.update(b"annabella-seal-copy-v2");
    h.update(shared);
    h.update(once.0);
    h.update(to.0);
    h.update(ids.table.0.to_le_bytes());
    h.update(ids.game.0.to_le_bytes());
    h.update(seat.as_bytes());
    h.finalize().into()
}

/// The one-time key of the copy of `plain` sealed by `sealer` to `to` (the key of `seat`):
/// drawn from the sealer's private key, the recipient and the text (so that nobody without the
/// sealer's key can guess it from a guessed move; the same text gives the same copy).
fn once_key(plain: &[u8], to: PublicKey, sealer: &PrivateKey, seat: &str) -> PrivateKey {
    let mut h = Blake2s256::new();
    h.update(b"annabella-seal-once-v2");
    h.update(sealer.0);
    h.update(to.0);
    h.update(seat.as_bytes());
    h.update(plain);
    PrivateKey(h.finalize().into())
}

/// `plain` sealed to `to` (the key of `seat`): the public half of its one-time key
/// ([`once_key`]), then the ciphertext.
fn seal_to(plain: &[u8], to: PublicKey, sealer: &PrivateKey, ids: Ids, seat: &str) -> String {
    let once = once_key(plain, to, sealer, seat);
    let once_public = once.public();
    let key = copy_key(once.shared(to), once_public, to, ids, seat);
    let cipher = ChaCha20Poly1305::new((&key).into());
    // Each copy key seals one text only: a fixed nonce is safe.
    let ciphertext = cipher
        .encrypt(Nonce::from_slice(&[0; 12]), plain)
        .unwrap_or_default();
    format!(
        "{PUBLIC_COPY}{}{}",
        once_public.to_hex(),
        to_hex(&ciphertext)
    )
}

/// The text of a copy sealed to `key`'s public key; `None` when it is another key's.
fn open_with(copy: &str, key: &PrivateKey, ids: Ids, seat: &str) -> Option<Vec<u8>> {
    let bytes = from_hex(copy.strip_prefix(PUBLIC_COPY)?)?;
    if bytes.len() < 32 {
        return None;
    }
    let (once, ciphertext) = bytes.split_at(32);
    let once = PublicKey(once.try_into().ok()?);
    let key = copy_key(key.shared(once), once, key.public(), ids, seat);
    let cipher = ChaCha20Poly1305::new((&key).into());
    cipher.decrypt(Nonce::from_slice(&[0; 12]), ciphertext).ok()
}

/// The keys a table holds: the table's secret where it is hosted, the private keys this device
/// keeps for its own seat, and the public keys the seats' devices announced.
#[derive(Debug, Clone, Default)]
pub struct Keyring {
    /// Where the table is hosted: the keys of the seats played there derive from it.
    table: Option<TableSecret>,
    /// The private keys kept on this device, by seat.
    own: BTreeMap<Seat, PrivateKey>,
    /// The symmetric keys of older welcomes, by seat (copies of older journals).
    older: BTreeMap<Seat, SeatKey>,
    /// The keys a seat had while it was played where the table is hosted, by seat: they read
    /// what was sealed for it before its device's own key was known.
    earlier: BTreeMap<Seat, PrivateKey>,
    /// The public keys that seats' devices announced (they keep the private half).
    public: BTreeMap<Seat, PublicKey>,
}

impl Keyring {
    /// No key: sealed moves stay sealed here until revealed (a hall's station, a relay, a copy
    /// of the journal).
    pub fn none() -> Keyring {
        Keyring::default()
    }

    /// Where the table is hosted: the keys of every seat not kept on a device of its own.
    pub fn hosted(secret: TableSecret) -> Keyring {
        Keyring {
            table: Some(secret),
            ..Keyring::default()
        }
    }

    /// A device's own private key for `seat`, which never leaves it.
    pub fn own(seat: Seat, key: PrivateKey) -> Keyring {
        Keyring {
            own: BTreeMap::from([(seat, key)]),
            ..Keyring::default()
        }
    }

    /// The same, also reading older copies sealed for `seat` under `key`.
    pub fn with_older(mut self, seat: Seat, key: SeatKey) -> Keyring {
        self.older.insert(seat, key);
        self
    }

    /// The same, also reading the copies sealed for `seat` to `key` before this device's own
    /// key was known (while the seat was played where the table is hosted).
    pub fn with_earlier(mut self, seat: Seat, key: PrivateKey) -> Keyring {
        self.earlier.insert(seat, key);
        self
    }

    /// `seat`'s device keeps its own key, whose public half is `key`: what is sealed for the
    /// seat from now on is sealed to it. Whether it is new here.
    pub fn learn(&mut self, seat: Seat, key: PublicKey) -> bool {
        if self.own.get(&seat).is_some_and(|own| own.public() == key) {
            return false;
        }
        self.public.insert(seat, key) != Some(key)
    }

    /// The public key of the private key this device keeps for `seat`, if it keeps one.
    pub fn own_public(&self, seat: Seat) -> Option<PublicKey> {
        self.own.get(&seat).map(PrivateKey::public)
    }

    /// The public key what is sealed for `seat` is sealed to, when known here.
    pub fn public_key(&self, ids: Ids, seat: Seat) -> Option<PublicKey> {
        if let Some(own) = self.own.get(&seat) {
            return Some(own.public());
        }
        if let Some(key) = self.public.get(&seat) {
            return Some(*key);
        }
        self.table
            .as_ref()
            .map(|t| t.private_key(ids, seat).public())
    }

    /// The public keys announced by the seats' devices (for a device's welcome).
    pub fn announced(&self) -> &BTreeMap<Seat, PublicKey> {
        &self.public
    }

    /// The private keys of `seat` held here.
    fn private_keys(&self, ids: Ids, seat: Seat) -> Vec<PrivateKey> {
        let own = self.own.get(&seat).cloned();
        let earlier = self.earlier.get(&seat).cloned();
        let derived = self.table.as_ref().map(|t| t.private_key(ids, seat));
        own.into_iter().chain(earlier).chain(derived).collect()
    }

    /// The symmetric key of `seat` for older copies, when held here.
    fn older_key(&self, ids: Ids, seat: Seat) -> Option<SeatKey> {
        self.older
            .get(&seat)
            .cloned()
            .or_else(|| self.table.as_ref().map(|t| t.seat_key(ids, seat)))
    }

    /// The symmetric key of `seat` for older copies, for a device's welcome.
    pub fn seat_key(&self, ids: Ids, seat: Seat) -> Option<SeatKey> {
        self.table.as_ref().map(|t| t.seat_key(ids, seat))
    }

    fn open(&self, ids: Ids, seat: Seat, copy: &str) -> Option<Vec<u8>> {
        if copy.starts_with(PUBLIC_COPY) {
            self.private_keys(ids, seat)
                .iter()
                .find_map(|key| open_with(copy, key, ids, seat.as_str()))
        } else {
            self.older_key(ids, seat)?.open(copy)
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
    /// `text` sealed by the first of `seats` for each of them, with the keys of `keyring`:
    /// `None` when the sealer's private key or a seat's public key is not held here.
    pub fn new(
        text: &SealedText,
        seats: &[Seat],
        keyring: &Keyring,
        ids: Ids,
        refused: bool,
    ) -> Option<Sealed> {
        let plain = serde_json::to_vec(text).ok()?;
        let sealer = keyring
            .private_keys(ids, *seats.first()?)
            .into_iter()
            .next()?;
        let copies = seats
            .iter()
            .map(|seat| {
                let to = keyring.public_key(ids, *seat)?;
                let copy = seal_to(&plain, to, &sealer, ids, seat.as_str());
                Some((seat.as_str().to_owned(), copy))
            })
            .collect::<Option<BTreeMap<_, _>>>()?;
        Some(Sealed { copies, refused })
    }

    /// What the sealer's device gives to open the copy of `to_seat` (the arbiter's) where
    /// nobody holds that seat's key (the arbiter opens the envelope at the host's keyboard,
    /// its own device gone): that copy's one-time private key, in hex, drawn again from the
    /// sealer's private key and the sealed text, read from the sealer's own copy. `None` where
    /// the sealer's key is not held, or `to_seat`'s copy was sealed to a key not known here.
    pub fn release(
        &self,
        keyring: &Keyring,
        ids: Ids,
        sealer: Seat,
        to_seat: Seat,
    ) -> Option<String> {
        let own = self.copies.get(sealer.as_str())?;
        let plain = keyring.open(ids, sealer, own)?;
        let sealer_key = keyring.private_keys(ids, sealer).into_iter().next()?;
        let copy = self.copies.get(to_seat.as_str())?;
        let to = keyring.public_key(ids, to_seat)?;
        let once = once_key(&plain, to, &sealer_key, to_seat.as_str());
        let once_public = copy.strip_prefix(PUBLIC_COPY)?.get(..64)?;
        (once.public().to_hex() == once_public).then(|| once.to_hex())
    }

    /// The text of `to_seat`'s copy opened with its one-time private key `once` (given by
    /// [`Sealed::release`]), where `keyring` knows the public key the copy was sealed to. The
    /// copy is authenticated under a key that `once` fixes (its public half is in the copy):
    /// no other text opens, so a sealer's device cannot change its move at the opening.
    pub fn open_released(
        &self,
        to_seat: Seat,
        once: &str,
        keyring: &Keyring,
        ids: Ids,
    ) -> Option<SealedText> {
        let once = PrivateKey::from_hex(once)?;
        let bytes = from_hex(
            self.copies
                .get(to_seat.as_str())?
                .strip_prefix(PUBLIC_COPY)?,
        )?;
        if bytes.len() < 32 {
            return None;
        }
        let (once_public, ciphertext) = bytes.split_at(32);
        if once.public().0 != once_public {
            return None;
        }
        let to = keyring.public_key(ids, to_seat)?;
        let key = copy_key(once.shared(to), once.public(), to, ids, to_seat.as_str());
        let cipher = ChaCha20Poly1305::new((&key).into());
        let plain = cipher
            .decrypt(Nonce::from_slice(&[0; 12]), ciphertext)
            .ok()?;
        serde_json::from_slice(&plain).ok()
    }

    /// The sealed text, when `keyring` holds the key of a seat it was sealed for.
    pub fn open(&self, keyring: &Keyring, ids: Ids) -> Option<SealedText> {
        self.copies.iter().find_map(|(seat, copy)| {
            let plain = keyring.open(ids, seat.parse().ok()?, copy)?;
            serde_json::from_slice(&plain).ok()
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn secret(b: u8) -> TableSecret {
        TableSecret::from_bytes([b; 32])
    }

    fn text() -> SealedText {
        SealedText {
            words: "Springer Gustav acht Felix sechs".into(),
            uci: Some("g8f6".into()),
        }
    }

    #[test]
    fn only_the_seats_sealed_for_can_read_a_sealed_move() {
        let ids = Ids::default();
        let text = text();
        let table = Keyring::hosted(secret(7));
        let sealed =
            Sealed::new(&text, &[Seat::Blind, Seat::Arbiter], &table, ids, false).expect("sealed");
        let json = serde_json::to_string(&sealed).unwrap();
        assert!(!json.contains("Felix") && !json.contains("g8f6"), "{json}");
        assert_eq!(sealed.open(&table, ids), Some(text.clone()));
        let seat = |s: Seat| Keyring::own(s, secret(7).private_key(ids, s));
        assert_eq!(sealed.open(&seat(Seat::Arbiter), ids), Some(text.clone()));
        assert_eq!(sealed.open(&seat(Seat::Blind), ids), Some(text));
        assert_eq!(sealed.open(&seat(Seat::Sighted), ids), None);
        assert_eq!(sealed.open(&Keyring::none(), ids), None);
        // Another table's secret, or a forged copy, opens nothing.
        assert_eq!(sealed.open(&Keyring::hosted(secret(8)), ids), None);
        let mut forged = sealed.clone();
        for copy in forged.copies.values_mut() {
            let flipped = if copy.ends_with('0') { "1" } else { "0" };
            copy.replace_range(copy.len() - 1.., flipped);
        }
        assert_eq!(forged.open(&table, ids), None);
        // Nothing is sealed without the keys.
        let nothing = SealedText {
            words: "x".into(),
            uci: None,
        };
        assert!(Sealed::new(&nothing, &[Seat::Blind], &Keyring::none(), ids, false).is_none());
    }

    #[test]
    fn a_move_sealed_on_a_joined_device_for_a_joined_arbiter_is_unread_where_the_table_is_hosted() {
        let ids = Ids::default();
        let sighted = PrivateKey::from_bytes([1; 32]);
        let arbiter = PrivateKey::from_bytes([2; 32]);
        // The host learns both devices' public keys, and the sighted device the arbiter's.
        let mut host = Keyring::hosted(secret(7));
        assert!(host.learn(Seat::Sighted, sighted.public()));
        assert!(host.learn(Seat::Arbiter, arbiter.public()));
        assert!(
            !host.learn(Seat::Arbiter, arbiter.public()),
            "known already"
        );
        let mut device = Keyring::own(Seat::Sighted, sighted.clone());
        assert!(!device.learn(Seat::Sighted, sighted.public()), "its own");
        device.learn(Seat::Arbiter, arbiter.public());
        let sealed = Sealed::new(
            &text(),
            &[Seat::Sighted, Seat::Arbiter],
            &device,
            ids,
            false,
        )
        .expect("sealed on the device");
        assert_eq!(sealed.open(&device, ids), Some(text()));
        assert_eq!(
            sealed.open(&Keyring::own(Seat::Arbiter, arbiter), ids),
            Some(text())
        );
        assert_eq!(sealed.open(&host, ids), None, "the host cannot read it");
        // Sealed where the table is hosted, for a seat whose device keeps its key.
        let at_host = Sealed::new(&text(), &[Seat::Blind, Seat::Arbiter], &host, ids, false)
            .expect("sealed at the host");
        assert_eq!(
            at_host.open(
                &Keyring::own(Seat::Arbiter, PrivateKey::from_bytes([2; 32])),
                ids
            ),
            Some(text())
        );
        assert_eq!(at_host.open(&device, ids), None);
    }

    #[test]
    fn the_sealers_device_releases_the_arbiters_copy_and_no_other_text_opens_it() {
        let ids = Ids::default();
        let sighted = PrivateKey::from_bytes([1; 32]);
        let arbiter = PrivateKey::from_bytes([2; 32]);
        let mut device = Keyring::own(Seat::Sighted, sighted.clone());
        device.learn(Seat::Arbiter, arbiter.public());
        let sealed = Sealed::new(
            &text(),
            &[Seat::Sighted, Seat::Arbiter],
            &device,
            ids,
            false,
        )
        .expect("sealed");
        let mut host = Keyring::hosted(secret(7));
        host.learn(Seat::Sighted, sighted.public());
        host.learn(Seat::Arbiter, arbiter.public());
        assert_eq!(sealed.open(&host, ids), None);
        let once = sealed
            .release(&device, ids, Seat::Sighted, Seat::Arbiter)
            .expect("released");
        assert_eq!(
            sealed.open_released(Seat::Arbiter, &once, &host, ids),
            Some(text())
        );
        // Not the sealer's own copy, nor another key, nor from a device without the key.
        assert_eq!(sealed.open_released(Seat::Sighted, &once, &host, ids), None);
        let other = PrivateKey::from_bytes([3; 32]).to_hex();
        assert_eq!(
            sealed.open_released(Seat::Arbiter, &other, &host, ids),
            None
        );
        let arbiter_device = Keyring::own(Seat::Arbiter, arbiter);
        assert_eq!(
            sealed.release(&arbiter_device, ids, Seat::Sighted, Seat::Arbiter),
            None
        );
    }

    #[test]
    fn a_copy_of_the_previous_release_is_still_read_with_the_table_secret_or_the_seat_key() {
        let ids = Ids::default();
        let plain = serde_json::to_vec(&text()).unwrap();
        let old = secret(7).seat_key(ids, Seat::Arbiter);
        let sealed = Sealed {
            copies: BTreeMap::from([("arbiter".to_owned(), old.seal(&plain))]),
            refused: false,
        };
        assert_eq!(sealed.open(&Keyring::hosted(secret(7)), ids), Some(text()));
        let device = Keyring::own(Seat::Arbiter, PrivateKey::from_bytes([2; 32]))
            .with_older(Seat::Arbiter, old);
        assert_eq!(sealed.open(&device, ids), Some(text()));
        assert_eq!(sealed.open(&Keyring::hosted(secret(8)), ids), None);
    }

    #[test]
    fn keys_round_trip_as_hex_and_garbage_is_refused() {
        let s = secret(3);
        assert_eq!(TableSecret::from_hex(&s.to_hex()), Some(s.clone()));
        let k = s.seat_key(Ids::default(), Seat::Arbiter);
        assert_eq!(SeatKey::from_hex(&k.to_hex()), Some(k));
        let p = s.private_key(Ids::default(), Seat::Arbiter);
        assert_eq!(PrivateKey::from_hex(&p.to_hex()), Some(p.clone()));
        assert_eq!(PublicKey::from_hex(&p.public().to_hex()), Some(p.public()));
        assert!(TableSecret::from_hex("zz").is_none());
        assert!(SeatKey::from_hex("00ff").is_none());
        assert!(SeatKey::from_hex("é").is_none());
        assert!(PublicKey::from_hex("12").is_none());
    }
}
