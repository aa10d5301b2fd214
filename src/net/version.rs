//! Which version of the protocol between two annabella programs each side speaks, and the
//! release it comes from, so that devices of different releases at one table or in one hall
//! are told so by number instead of refusing each other's messages as damaged.
//!
//! Pure data. The link's protocol is numbered from 1, the link before these numbers: a peer
//! that sends none speaks 1. The program's version is `CARGO_PKG_VERSION`, compiled in.

/// The version of the link's protocol (pairing, welcome, records) this program speaks: 3 since
/// a joining device gives its public key for sealed moves in pairing's first message and its
/// requests no longer carry it (issue 22); 2 since requests and entries travel typed (issue
/// 25); 1 is every release before these numbers.
pub const LINK_PROTOCOL: u16 = 3;

/// The version of the hall's messages (journal lines on the bus, arbiter requests) this program
/// speaks: 2 since entries and requests travel typed (issue 25); 1 is every release before
/// these numbers. The lines themselves are journal lines, whose format stays their own.
pub const HALL_PROTOCOL: u16 = 2;

/// The protocol a peer speaks that sends no version: the releases before these numbers.
pub const UNVERSIONED: u16 = 1;

/// This program's version.
pub const PROGRAM: &str = env!("CARGO_PKG_VERSION");

/// The header of a hall message that names the hall protocol's version it is of.
pub const PROTOCOL_HEADER: &str = "Annabella-Hall-Protocol";

/// The header of a hall message that names the program's version that sent it.
pub const PROGRAM_HEADER: &str = "Annabella-Version";

// A program version longer than this is cut: it only names a release.
const PROGRAM_MAX: usize = 24;

/// A side's protocol version and the program version it runs (empty when it did not say).
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct Versions {
    /// The protocol's version.
    pub protocol: u16,
    program: [u8; PROGRAM_MAX],
    len: u8,
}

impl std::fmt::Debug for Versions {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "protocol {} (annabella {})",
            self.protocol,
            self.program()
        )
    }
}

impl Versions {
    /// `protocol` of `program`; only the first 24 printable ASCII characters of `program` are
    /// kept (what a peer sends is shown, so nothing else passes).
    pub fn new(protocol: u16, program: &str) -> Versions {
        let mut bytes = [0u8; PROGRAM_MAX];
        let mut len = 0;
        for b in program
            .bytes()
            .filter(|b| b.is_ascii_graphic())
            .take(PROGRAM_MAX)
        {
            bytes[len] = b;
            len += 1;
        }
        Versions {
            protocol,
            program: bytes,
            len: len as u8,
        }
    }

    /// This program's link: [`LINK_PROTOCOL`] of [`PROGRAM`].
    pub fn link() -> Versions {
        Versions::new(LINK_PROTOCOL, PROGRAM)
    }

    /// This program's hall: [`HALL_PROTOCOL`] of [`PROGRAM`].
    pub fn hall() -> Versions {
        Versions::new(HALL_PROTOCOL, PROGRAM)
    }

    /// As a message's headers name them ([`PROTOCOL_HEADER`], [`PROGRAM_HEADER`]): a message
    /// without the protocol's is of the releases before version numbers.
    pub fn of_headers(protocol: Option<&str>, program: Option<&str>) -> Versions {
        match protocol.and_then(|p| p.trim().parse().ok()) {
            Some(protocol) => Versions::new(protocol, program.unwrap_or_default()),
            None => Versions::unversioned(),
        }
    }

    /// A peer that named no version: [`UNVERSIONED`], program unknown.
    pub fn unversioned() -> Versions {
        Versions::new(UNVERSIONED, "")
    }

    /// The program's version, empty when the peer did not say.
    pub fn program(&self) -> &str {
        // Only ASCII was kept.
        std::str::from_utf8(&self.program[..usize::from(self.len)]).unwrap_or_default()
    }

    /// As sent: the protocol (two bytes), the program's length (one byte), the program.
    pub fn encode(&self) -> Vec<u8> {
        let mut out = self.protocol.to_be_bytes().to_vec();
        out.push(self.len);
        out.extend_from_slice(self.program().as_bytes());
        out
    }

    /// Versions read from the front of `bytes`, and what follows them.
    pub fn decode(bytes: &[u8]) -> Option<(Versions, &[u8])> {
        let [hi, lo, len, rest @ ..] = bytes else {
            return None;
        };
        let len = usize::from(*len);
        let program = std::str::from_utf8(rest.get(..len)?).ok()?;
        Some((
            Versions::new(u16::from_be_bytes([*hi, *lo]), program),
            &rest[len..],
        ))
    }
}

/// Two programs that speak different versions of a protocol: which side speaks which.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[error(
    "the other side runs protocol {} (annabella {}), this side protocol {} (annabella {}): \
     use the same release of annabella on every device",
    theirs.protocol, theirs.program(), ours.protocol, ours.program()
)]
pub struct OtherRelease {
    /// What this side runs.
    pub ours: Versions,
    /// What the other side runs.
    pub theirs: Versions,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn versions_read_back_as_sent_and_a_cut_message_is_none() {
        let v = Versions::new(7, "1.2.3-beta");
        let mut bytes = v.encode();
        bytes.extend_from_slice(b"rest");
        assert_eq!(Versions::decode(&bytes), Some((v, &b"rest"[..])));
        assert_eq!(Versions::decode(&bytes[..4]), None);
        assert_eq!(Versions::decode(&[0, 2]), None);
    }

    #[test]
    fn a_program_version_keeps_only_printable_ascii_and_24_characters() {
        let v = Versions::new(2, "0.1\n\u{1b}[31mé");
        assert_eq!(v.program(), "0.1[31m");
        assert_eq!(Versions::new(2, &"9".repeat(100)).program().len(), 24);
        assert_eq!(Versions::link().program(), PROGRAM);
        assert_eq!(Versions::unversioned().protocol, 1);
    }
}
