//! What is wrong with a journal's line, in the reader's words: why a torn or damaged last record
//! was set aside when a game comes back from its journal.

use super::release::Format;
use crate::{i18n::Arg, journal::Damage};

/// Why the line is no good record.
pub fn damage(format: Format<'_>, damage: &Damage) -> String {
    match damage {
        Damage::NotUtf8 => format("journal-damage-not-utf8", &[]),
        Damage::NoCrc => format("journal-damage-no-crc", &[]),
        Damage::Checksum { recorded, computed } => format(
            "journal-damage-checksum",
            &[
                ("recorded", Arg::Str(recorded)),
                ("computed", Arg::Str(computed)),
            ],
        ),
        // The decoder's own account of the JSON stays as it said it: a detail for whoever
        // repairs the file.
        Damage::Record(detail) => format("journal-damage-record", &[("detail", Arg::Str(detail))]),
        Damage::Sequence { found, expected } => format(
            "journal-damage-sequence",
            &[
                ("found", Arg::Num(*found as i64)),
                ("expected", Arg::Num(*expected as i64)),
            ],
        ),
        Damage::Incomplete => format("journal-damage-incomplete", &[]),
    }
}

#[cfg(test)]
mod tests {
    use crate::i18n::{Lang, Localizer};

    use super::*;

    /// Every kind of damage has its own words in every language, none of them the message id.
    #[test]
    fn every_damage_is_worded_in_every_language() {
        let all = [
            Damage::NotUtf8,
            Damage::NoCrc,
            Damage::Checksum {
                recorded: "abcd".into(),
                computed: "1234abcd".into(),
            },
            Damage::Record("missing field `seq`".into()),
            Damage::Sequence {
                found: 9,
                expected: 8,
            },
            Damage::Incomplete,
        ];
        for lang in Lang::ALL {
            let words = Localizer::new(lang).unwrap_or_else(|e| panic!("{e}"));
            let format = |id: &str, args: &[(&str, Arg<'_>)]| words.format(id, args);
            let texts: std::collections::BTreeSet<String> =
                all.iter().map(|d| damage(&format, d)).collect();
            assert_eq!(texts.len(), all.len(), "{lang:?}: {texts:?}");
            for text in &texts {
                assert!(!text.contains("journal-damage"), "{lang:?}: {text}");
            }
            let checksum = damage(&format, &all[2]);
            assert!(
                checksum.contains("abcd") && checksum.contains("1234abcd"),
                "{checksum}"
            );
            let sequence = damage(&format, &all[4]);
            assert!(
                sequence.contains('9') && sequence.contains('8'),
                "{sequence}"
            );
        }
    }
}
