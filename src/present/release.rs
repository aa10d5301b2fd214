//! Two annabella programs of different releases, in the reader's words: which version of the
//! protocol each side speaks, which program version each runs, and what to do.

use crate::{
    i18n::Arg,
    net::version::{OtherRelease, UNVERSIONED, Versions},
};

/// Who the other side is, as the reader sees it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Peer {
    /// The host of the table (read at a joining device).
    Host,
    /// A device that tried to join (read at the host).
    Device,
}

/// A message with arguments, as [`super::Words::format`] or [`crate::i18n::Localizer::format`].
pub type Format<'a> = &'a dyn Fn(&str, &[(&str, Arg<'_>)]) -> String;

/// One side's versions: "protocol 2 (annabella 0.1.0)".
pub fn versions(format: Format<'_>, versions: Versions) -> String {
    if versions.protocol == UNVERSIONED && versions.program().is_empty() {
        return format("link-release-unversioned", &[]);
    }
    format(
        "link-release",
        &[
            ("protocol", Arg::Num(i64::from(versions.protocol))),
            ("program", Arg::Str(versions.program())),
        ],
    )
}

/// The link refused for another release: both sides' versions and what to do.
pub fn other_release(format: Format<'_>, peer: Peer, other: &OtherRelease) -> String {
    let id = match peer {
        Peer::Host => "link-other-release-host",
        Peer::Device => "link-other-release-device",
    };
    let (ours, theirs) = (versions(format, other.ours), versions(format, other.theirs));
    format(
        id,
        &[("ours", Arg::Str(&ours)), ("theirs", Arg::Str(&theirs))],
    )
}

/// A table of the hall heard with another hall protocol: which table runs which version, and
/// what to do; said once per table at a station or relay.
pub fn hall_other_release(format: Format<'_>, table: u32, other: &OtherRelease) -> String {
    let (ours, theirs) = (versions(format, other.ours), versions(format, other.theirs));
    format(
        "hall-other-release",
        &[
            ("table", Arg::Num(i64::from(table))),
            ("ours", Arg::Str(&ours)),
            ("theirs", Arg::Str(&theirs)),
        ],
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{Lang, Localizer};

    fn other() -> OtherRelease {
        OtherRelease {
            ours: Versions::new(2, "0.9.0"),
            theirs: Versions::new(3, "1.4.2"),
        }
    }

    #[test]
    fn both_sides_versions_are_named_in_every_language() {
        for lang in &Lang::ALL {
            let text = Localizer::builtin(*lang);
            let format = |id: &str, args: &[(&str, Arg<'_>)]| text.format(id, args);
            for peer in [Peer::Host, Peer::Device] {
                let said = other_release(&format, peer, &other());
                for named in ["2", "0.9.0", "3", "1.4.2"] {
                    assert!(said.contains(named), "{lang:?} {peer:?}: {said}");
                }
                assert!(!said.contains("link-"), "{lang:?}: {said}");
            }
            let said = hall_other_release(&format, 7, &other());
            for named in ["7", "2", "0.9.0", "3", "1.4.2"] {
                assert!(said.contains(named), "{lang:?} hall: {said}");
            }
            assert!(!said.contains("hall-"), "{lang:?}: {said}");
        }
    }

    #[test]
    fn a_peer_from_before_version_numbers_is_said_to_be_one() {
        let text = Localizer::builtin(Lang::De);
        let format = |id: &str, args: &[(&str, Arg<'_>)]| text.format(id, args);
        let said = versions(&format, Versions::unversioned());
        assert!(said.contains("Versionsnummern"), "{said}");
    }
}
