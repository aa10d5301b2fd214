//! The vocabulary's word table: normalized words and phrases → what they mean, looked up with
//! one hash of a packed key.
//!
//! Pure. Almost every key is at most 16 bytes ("springer", "kurze rochade"), so those are packed
//! into a `u128`: hashing is one multiplication and comparing two instructions, with no pointer
//! to follow. Longer keys go to a byte-keyed map.

use rustc_hash::FxHashMap;

use super::Entry;

/// The longest key, in bytes, that is packed into a `u128`.
pub(crate) const PACKED_LEN: usize = 16;

/// Packs a key of at most [`PACKED_LEN`] bytes, zero-padded. Normalized text never contains a
/// zero byte, so the padding cannot make two keys equal.
pub(crate) fn pack(key: &[u8]) -> Option<u128> {
    let mut bytes = [0; PACKED_LEN];
    bytes.get_mut(..key.len())?.copy_from_slice(key);
    Some(u128::from_le_bytes(bytes))
}

fn unpack(key: u128) -> Vec<u8> {
    let bytes = key.to_le_bytes();
    let len = bytes.iter().position(|b| *b == 0).unwrap_or(PACKED_LEN);
    bytes[..len].to_vec()
}

/// Normalized words and phrases with their entries.
#[derive(Debug, Default)]
pub(crate) struct WordTable {
    packed: PackedTable,
    long: FxHashMap<Box<[u8]>, Entry>,
}

impl WordTable {
    /// The entry of `key`, made empty if it is new.
    pub(crate) fn entry_mut(&mut self, key: &[u8]) -> &mut Entry {
        match pack(key) {
            Some(packed) if packed != 0 => self.packed.entry_mut(packed),
            _ => self.long.entry(key.into()).or_default(),
        }
    }

    /// The entry of a key packed by [`pack`] or [`super::normalize::Words::packed`].
    #[inline(always)]
    pub(crate) fn get_packed(&self, key: u128) -> Option<Entry> {
        self.packed.get(key)
    }

    /// The entry of any key.
    pub(crate) fn get(&self, key: &[u8]) -> Option<Entry> {
        match pack(key) {
            Some(packed) if packed != 0 => self.get_packed(packed),
            _ => self.long.get(key).copied(),
        }
    }

    /// Every key with its entry, in no particular order.
    pub(crate) fn iter(&self) -> impl Iterator<Item = (Vec<u8>, Entry)> + '_ {
        let packed = self.packed.iter().map(|(k, e)| (unpack(k), e));
        let long = self.long.iter().map(|(k, e)| (k.to_vec(), *e));
        packed.chain(long)
    }
}

/// An open-addressing table of packed keys, at most a quarter full, so that a lookup is one
/// multiplication and almost always one probe. Zero marks an empty slot: no key packs to it.
///
/// Every word of every move is looked up, one after the other: a general-purpose hash map's
/// chain of dependent steps (two multiplications, a SIMD group match, a bucket address) made
/// those lookups the largest part of parsing. The vocabulary is built once and never
/// shrinks, so nothing more than this is needed.
#[derive(Debug, Default)]
struct PackedTable {
    keys: Box<[u128]>,
    entries: Box<[Entry]>,
    len: usize,
}

impl PackedTable {
    #[inline(always)]
    fn slot(&self, key: u128) -> usize {
        // Fibonacci hashing of the two halves folded together; the top bits index the table.
        let folded = (key as u64) ^ ((key >> 64) as u64).rotate_left(29);
        let hash = folded.wrapping_mul(0x9E37_79B9_7F4A_7C15);
        // The length is a power of two of at least 64, so the shift is below 64.
        (hash >> (64 - self.keys.len().trailing_zeros())) as usize
    }

    #[inline(always)]
    fn get(&self, key: u128) -> Option<Entry> {
        if self.keys.is_empty() {
            return None;
        }
        let mask = self.keys.len() - 1;
        let mut i = self.slot(key);
        loop {
            match self.keys[i] {
                k if k == key => return Some(self.entries[i]),
                0 => return None,
                _ => i = (i + 1) & mask,
            }
        }
    }

    fn entry_mut(&mut self, key: u128) -> &mut Entry {
        if 2 * (self.len + 1) > self.keys.len() {
            self.grow();
        }
        let mask = self.keys.len() - 1;
        let mut i = self.slot(key);
        while self.keys[i] != key && self.keys[i] != 0 {
            i = (i + 1) & mask;
        }
        if self.keys[i] == 0 {
            self.keys[i] = key;
            self.len += 1;
        }
        &mut self.entries[i]
    }

    fn grow(&mut self) {
        let capacity = (self.keys.len() * 2).max(64);
        let old = std::mem::replace(
            self,
            PackedTable {
                keys: vec![0; capacity].into(),
                entries: vec![Entry::default(); capacity].into(),
                len: 0,
            },
        );
        for (key, entry) in old.iter() {
            *self.entry_mut(key) = entry;
        }
    }

    fn iter(&self) -> impl Iterator<Item = (u128, Entry)> + '_ {
        self.keys
            .iter()
            .zip(self.entries.iter())
            .filter(|(k, _)| **k != 0)
            .map(|(k, e)| (*k, *e))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::vocab::Meaning;

    #[test]
    fn short_and_long_keys_round_trip() {
        let mut table = WordTable::default();
        let long = "a phrase longer than sixteen bytes";
        for (key, meaning) in [("x", Meaning::Capture), (long, Meaning::Filler)] {
            table.entry_mut(key.as_bytes()).code = meaning.code();
        }
        table.entry_mut(b"sixteen bytes ok").starts_phrase = true;
        assert_eq!(
            table.get(b"x").and_then(|e| e.meaning()),
            Some(Meaning::Capture)
        );
        assert_eq!(
            table.get(long.as_bytes()).and_then(|e| e.meaning()),
            Some(Meaning::Filler)
        );
        assert!(
            table
                .get(b"sixteen bytes ok")
                .is_some_and(|e| e.starts_phrase)
        );
        assert_eq!(table.get(b"xx"), None);
        assert_eq!(table.get(b""), None);
        let mut keys: Vec<Vec<u8>> = table.iter().map(|(k, _)| k).collect();
        keys.sort();
        assert_eq!(
            keys,
            [long.as_bytes(), b"sixteen bytes ok", b"x"].map(<[u8]>::to_vec)
        );
    }

    #[test]
    fn the_packed_table_grows_and_keeps_every_key() {
        let mut table = WordTable::default();
        let keys: Vec<String> = (0..5000).map(|i| format!("w{i}")).collect();
        for (i, key) in keys.iter().enumerate() {
            table.entry_mut(key.as_bytes()).starts_phrase = i % 2 == 0;
        }
        for (i, key) in keys.iter().enumerate() {
            let entry = table.get(key.as_bytes());
            assert_eq!(entry.map(|e| e.starts_phrase), Some(i % 2 == 0), "{key}");
        }
        assert_eq!(table.iter().count(), keys.len());
        assert_eq!(table.get(b"w5000"), None);
    }
}
