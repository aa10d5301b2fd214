//! The vocabulary's word table: normalized words and phrases → what they mean, looked up with
//! one hash of a packed key.
//!
//! Pure. Almost every key is at most 16 bytes ("springer", "kurze rochade"), so those are packed
//! into a `u128`: hashing is two multiplications and comparing is one instruction, with no
//! pointer to follow. Longer keys ("zamienia sie na", spelled out) go to a byte-keyed map.

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
    packed: FxHashMap<u128, Entry>,
    long: FxHashMap<Box<[u8]>, Entry>,
}

impl WordTable {
    /// The entry of `key`, made empty if it is new.
    pub(crate) fn entry_mut(&mut self, key: &[u8]) -> &mut Entry {
        match pack(key) {
            Some(packed) => self.packed.entry(packed).or_default(),
            None => self.long.entry(key.into()).or_default(),
        }
    }

    /// The entry of a key packed by [`pack`] or [`super::normalize::Words::packed`].
    #[inline]
    pub(crate) fn get_packed(&self, key: u128) -> Option<Entry> {
        self.packed.get(&key).copied()
    }

    /// The entry of any key.
    pub(crate) fn get(&self, key: &[u8]) -> Option<Entry> {
        match pack(key) {
            Some(packed) => self.get_packed(packed),
            None => self.long.get(key).copied(),
        }
    }

    /// Every key with its entry, in no particular order.
    pub(crate) fn iter(&self) -> impl Iterator<Item = (Vec<u8>, Entry)> + '_ {
        let packed = self.packed.iter().map(|(k, e)| (unpack(*k), *e));
        let long = self.long.iter().map(|(k, e)| (k.to_vec(), *e));
        packed.chain(long)
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
            table.entry_mut(key.as_bytes()).meaning = Some(meaning);
        }
        table.entry_mut(b"sixteen bytes ok").starts_phrase = true;
        assert_eq!(
            table.get(b"x").and_then(|e| e.meaning),
            Some(Meaning::Capture)
        );
        assert_eq!(
            table.get(long.as_bytes()).and_then(|e| e.meaning),
            Some(Meaning::Filler)
        );
        assert!(
            table
                .get(b"sixteen bytes ok")
                .is_some_and(|e| e.starts_phrase)
        );
        assert_eq!(table.get(b"xx"), None);
        let mut keys: Vec<Vec<u8>> = table.iter().map(|(k, _)| k).collect();
        keys.sort();
        assert_eq!(
            keys,
            [long.as_bytes(), b"sixteen bytes ok", b"x"].map(<[u8]>::to_vec)
        );
    }
}
