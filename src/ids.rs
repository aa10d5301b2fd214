//! Who a game is: a table id and a game id, written in every journal header so that a record
//! from another table or another game is recognised and refused. Pure: the ids are made at the
//! edge (`run::new_ids`, from the time, the process and the system's random hash keys) and
//! passed in.

use std::{fmt, str::FromStr};

use serde::{Deserialize, Serialize};

/// A table: one board pair with its clock, for as long as the program runs it.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct TableId(pub u64);

/// A game played at a table.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct GameId(pub u64);

/// Both ids of a game.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Ids {
    /// The table.
    pub table: TableId,
    /// The game.
    pub game: GameId,
}

/// An id that is not 16 hexadecimal digits.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("'{0}' is not an id (16 hexadecimal digits)")]
pub struct BadId(pub String);

fn parse_hex(text: &str) -> Result<u64, BadId> {
    if text.len() != 16 {
        return Err(BadId(text.to_owned()));
    }
    u64::from_str_radix(text, 16).map_err(|_| BadId(text.to_owned()))
}

// Both ids are written as 16 lowercase hex digits: short, fixed-width, fit for file names.
macro_rules! hex_id {
    ($t:ident) => {
        impl fmt::Display for $t {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                write!(f, "{:016x}", self.0)
            }
        }

        impl FromStr for $t {
            type Err = BadId;
            fn from_str(s: &str) -> Result<$t, BadId> {
                parse_hex(s).map($t)
            }
        }

        impl Serialize for $t {
            fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                s.collect_str(self)
            }
        }

        impl<'de> Deserialize<'de> for $t {
            fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<$t, D::Error> {
                let text = String::deserialize(d)?;
                text.parse().map_err(serde::de::Error::custom)
            }
        }
    };
}

hex_id!(TableId);
hex_id!(GameId);

impl Ids {
    /// Ids from 128 bits of entropy gathered at the edge.
    pub fn from_bits(table: u64, game: u64) -> Ids {
        Ids {
            table: TableId(table),
            game: GameId(game),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_read_back_and_bad_ones_are_named() {
        let ids = Ids::from_bits(0xdead_beef, 7);
        let json = serde_json::to_string(&ids).unwrap();
        assert_eq!(
            json,
            r#"{"table":"00000000deadbeef","game":"0000000000000007"}"#
        );
        assert_eq!(serde_json::from_str::<Ids>(&json).unwrap(), ids);
        assert_eq!(
            "xyz".parse::<GameId>().unwrap_err().to_string(),
            "'xyz' is not an id (16 hexadecimal digits)"
        );
    }
}
