//! The public relay (pure): every game of the hall as PGN with `%clk`, as far as it stood a
//! delay ago (fair play: the public sees no move before the delay has passed), one text per
//! round. Each game's delayed copy is a second replica fed the entries older than the delay, so
//! that each call only applies what has come of age since the last. The relay keeps each game's
//! entries itself: when a table starts its next round's game, the last one still comes of age
//! and stays in its round's file.

use std::{collections::BTreeMap, time::Duration};

use super::{
    HallModel, TableNo,
    model::{Card, FollowedTable},
};
use crate::{game::WallTime, table::Replica, table::journal::Entry};

/// One game, delayed.
#[derive(Debug)]
struct Delayed {
    card: Card,
    replica: Replica,
    /// Every entry of the game received so far.
    entries: Vec<Entry>,
    /// How many of them are shown.
    applied: usize,
}

/// The relay's state: the delay and every game, by table and game id.
#[derive(Debug)]
pub struct Relay {
    delay: Duration,
    games: BTreeMap<(TableNo, u64), Delayed>,
}

impl Relay {
    /// A relay that shows moves `delay` after they were made.
    pub fn new(delay: Duration) -> Relay {
        Relay {
            delay,
            games: BTreeMap::new(),
        }
    }

    /// Takes what table `n`'s current game has that the relay does not have yet (called for
    /// every table by [`Relay::rounds`], and for a table before its next game replaces this one
    /// in the model).
    pub fn observe(&mut self, n: TableNo, followed: &FollowedTable) {
        let game = match self.games.entry((n, followed.ids.game.0)) {
            std::collections::btree_map::Entry::Occupied(o) => o.into_mut(),
            std::collections::btree_map::Entry::Vacant(v) => {
                let Ok(replica) = Replica::new(followed.ids, &followed.header) else {
                    return;
                };
                v.insert(Delayed {
                    card: Card::default(),
                    replica,
                    entries: Vec::new(),
                    applied: 0,
                })
            }
        };
        game.card = followed.card.clone();
        let new = followed
            .entries
            .get(game.entries.len()..)
            .unwrap_or_default();
        game.entries.extend_from_slice(new);
    }

    /// Each round's PGN at civil time `now` (by round name; the games by table number), with
    /// every move made before `now - delay` and none after.
    pub fn rounds(&mut self, hall: &HallModel, now: WallTime) -> BTreeMap<String, String> {
        for (n, followed) in hall.tables() {
            self.observe(n, followed);
        }
        let delay_ms = i64::try_from(self.delay.as_millis()).unwrap_or(i64::MAX);
        let cutoff = now.0.saturating_sub(delay_ms);
        let mut rounds: BTreeMap<String, String> = BTreeMap::new();
        for ((n, _), game) in &mut self.games {
            for entry in &game.entries[game.applied..] {
                if entry.wall > cutoff {
                    break;
                }
                // An entry that does not read is already named on the station; the relay
                // goes on with the rest.
                let _ = game.replica.apply(entry);
                game.applied += 1;
            }
            let card = &game.card;
            let round = if card.round.is_empty() {
                "?"
            } else {
                card.round.as_str()
            };
            let mut pgn = crate::present::record::pgn(game.replica.table());
            for (name, value) in [
                ("Event", card.event.as_str()),
                ("Round", round),
                ("White", card.white.as_str()),
                ("Black", card.black.as_str()),
                ("Board", &n.to_string()),
            ] {
                if !value.is_empty() {
                    pgn = set_tag(&pgn, name, value);
                }
            }
            let text = rounds.entry(round.to_owned()).or_default();
            if !text.is_empty() {
                text.push('\n');
            }
            text.push_str(&pgn);
        }
        rounds
    }
}

/// The file name of a round's PGN: its name kept to letters, digits, '-' and '_'.
pub fn round_file(round: &str) -> String {
    let safe: String = round
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || c == '-' || c == '_' {
                c
            } else {
                '_'
            }
        })
        .collect();
    format!("round-{safe}.pgn")
}

/// `pgn` with the tag `name` set to `value` (replaced where present, else added last).
fn set_tag(pgn: &str, name: &str, value: &str) -> String {
    let escaped = value.replace('\\', "\\\\").replace('"', "\\\"");
    let line = format!("[{name} \"{escaped}\"]");
    let prefix = format!("[{name} \"");
    let (tags, movetext) = pgn.split_once("\n\n").unwrap_or((pgn, ""));
    let mut lines: Vec<String> = tags.lines().map(str::to_owned).collect();
    match lines.iter_mut().find(|l| l.starts_with(&prefix)) {
        Some(l) => *l = line,
        None => lines.push(line),
    }
    format!("{}\n\n{movetext}", lines.join("\n"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::hall::{
        model::tests::{lines, opening},
        wire::Line,
    };
    use crate::ids::Ids;

    const T0: i64 = 1_795_000_000_000;

    /// The journal lines of `opening("e4")` at a table of round `round`.
    fn round_lines(ids: Ids, round: &str) -> Vec<Line> {
        let mut all = lines(ids, &opening("e4"));
        if let Some(Line::Header { header, .. }) = all.first_mut() {
            let tags = header.tags.get_or_insert_with(Default::default);
            tags.round = round.into();
            tags.white = "Mira, Ana".into();
            tags.black = "Kowal, Jan".into();
            tags.event = "IBCA Olympiad".into();
        }
        all
    }

    #[test]
    fn the_relay_shows_only_what_is_older_than_the_delay() {
        let mut hall = HallModel::new();
        let ids = Ids::from_bits(1, 1);
        let all = round_lines(ids, "3");
        let last_wall = match all.last() {
            Some(Line::Entry { entry, .. }) => entry.wall,
            _ => unreachable!(),
        };
        for line in all {
            hall.receive(7, line, WallTime(T0));
        }
        let mut relay = Relay::new(Duration::from_secs(900));
        let early = relay.rounds(&hall, WallTime(T0 + 60_000));
        let text = &early["3"];
        assert!(text.contains("[White \"Mira, Ana\"]"), "{text}");
        assert!(text.contains("[Board \"7\"]"), "{text}");
        assert!(!text.contains("e4"), "no move before the delay: {text}");
        let later = relay.rounds(&hall, WallTime(last_wall + 900_000));
        let text = &later["3"];
        assert!(
            text.contains("1. e4") && text.contains("{[%clk 1:30:"),
            "{text}"
        );
        assert_eq!(round_file("3"), "round-3.pgn");
        // The table's next game, in round 4: the round 3 game stays in its file.
        for line in round_lines(Ids::from_bits(1, 2), "4") {
            hall.receive(7, line, WallTime(T0));
        }
        let both = relay.rounds(&hall, WallTime(last_wall + 900_000));
        assert!(both["3"].contains("1. e4"), "{both:?}");
        assert!(both.contains_key("4"), "{both:?}");
        assert_eq!(round_file("../x"), "round-___x.pgn");
    }
}
