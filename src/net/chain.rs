//! The hash chain of one stream as a device holds it: the chain hash after every record it
//! knows, from a base (the genesis, or the last snapshot) on. Pure.

use super::frame::{ChainHash, Seq};

/// The chain hashes of a stream from `base` on.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Chain {
    base: Seq,
    base_hash: ChainHash,
    hashes: Vec<ChainHash>,
}

impl Chain {
    /// A chain starting after record `base`, whose hash is `base_hash`.
    pub(crate) fn new(base: Seq, base_hash: ChainHash) -> Chain {
        Chain {
            base,
            base_hash,
            hashes: Vec::new(),
        }
    }

    /// The last sequence number held.
    pub(crate) fn head(&self) -> Seq {
        self.base + self.hashes.len() as Seq
    }

    /// The hash after the last record held.
    pub(crate) fn head_hash(&self) -> ChainHash {
        self.hashes.last().copied().unwrap_or(self.base_hash)
    }

    /// The base: records at or below it are known only through a snapshot.
    pub(crate) fn base(&self) -> Seq {
        self.base
    }

    /// The hash after record `seq`, when it is held (the base counts).
    pub(crate) fn at(&self, seq: Seq) -> Option<ChainHash> {
        if seq == self.base {
            return Some(self.base_hash);
        }
        let index = seq.checked_sub(self.base + 1)?;
        self.hashes.get(usize::try_from(index).ok()?).copied()
    }

    /// Appends the hash after the next record.
    pub(crate) fn push(&mut self, hash: ChainHash) {
        self.hashes.push(hash);
    }

    /// Forgets everything up to `seq` (which must be held), making it the base.
    pub(crate) fn rebase(&mut self, seq: Seq) {
        if let Some(hash) = self.at(seq) {
            let drop = (seq - self.base) as usize;
            self.hashes.drain(..drop);
            self.base = seq;
            self.base_hash = hash;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_chain_answers_for_what_it_holds_and_only_that() {
        let mut c = Chain::new(0, ChainHash(7));
        assert_eq!((c.head(), c.head_hash()), (0, ChainHash(7)));
        c.push(ChainHash(1));
        c.push(ChainHash(2));
        c.push(ChainHash(3));
        assert_eq!(c.at(0), Some(ChainHash(7)));
        assert_eq!(c.at(2), Some(ChainHash(2)));
        assert_eq!(c.at(4), None);
        c.rebase(2);
        assert_eq!((c.base(), c.head(), c.head_hash()), (2, 3, ChainHash(3)));
        assert_eq!(c.at(1), None);
        assert_eq!(c.at(2), Some(ChainHash(2)));
    }
}
