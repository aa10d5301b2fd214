//! Practice and study with a chess engine, pure: the engine's levels, what a player asks of it
//! ([`Ask`]), one engine's UCI session ([`driver`]), the engine as the opponent's seat at a
//! table ([`opponent`]), evaluations and their change in winning chances ([`score`]), and all
//! of it in words ([`telling`]). The engine's process is `crate::io::engine`; the loop's side is
//! `crate::run::engine`.

pub mod ask;
pub mod driver;
pub mod opponent;
pub mod score;
pub mod telling;

use std::{path::PathBuf, time::Duration};

pub use ask::Ask;

/// Where Debian's Stockfish is installed (`apt-get install stockfish`).
pub const DEFAULT_ENGINE: &str = "/usr/games/stockfish";

/// How hard an engine plays.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Strength {
    /// A skill level (Stockfish's `Skill Level`, 0 to 20), for what is below the weakest
    /// `UCI_Elo`.
    Skill(u8),
    /// About this rating (`UCI_LimitStrength`, `UCI_Elo`), where the engine has them; else the
    /// nearest skill level.
    Elo(u16),
    /// Full strength.
    Full,
}

impl Strength {
    /// The skill level that stands for it with an engine that has no `UCI_Elo`: Stockfish
    /// 15.1's skill 0 is about its weakest `UCI_Elo` (1350), skill 20 its full strength, in
    /// even steps between.
    pub fn skill(self) -> u8 {
        match self {
            Strength::Skill(s) => s.min(20),
            Strength::Elo(elo) => {
                let steps = (i32::from(elo) - 1350).max(0) / 75;
                u8::try_from(steps.min(20)).unwrap_or(20)
            }
            Strength::Full => 20,
        }
    }
}

/// One of the engine's levels: how hard it plays, how long it thinks at most, the depth it
/// searches to at most, and the rating it is about (`None`: full strength).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Level {
    /// Its number, 1 (a beginner's) to [`LEVELS`] (full strength).
    pub number: u8,
    /// How hard it plays.
    pub strength: Strength,
    /// The longest it thinks on a move (the clock may give it less).
    pub time: Duration,
    /// The deepest it searches, for the weakest levels.
    pub depth: Option<u8>,
    /// About what rating it plays at; `None` for full strength.
    pub about: Option<u16>,
}

/// How many levels there are.
pub const LEVELS: u8 = 10;

/// The level a practice game starts at unless told otherwise.
pub const DEFAULT_LEVEL: u8 = 3;

const fn ms(n: u64) -> Duration {
    Duration::from_millis(n)
}

/// The levels. Stockfish 15.1 plays no weaker than `UCI_Elo` 1350, so the two lowest levels
/// are skill 0 with a depth cap and a short search (as lichess's lowest levels are); their
/// ratings are estimates. From level 3 the engine limits its own strength to the rating.
const TABLE: [Level; LEVELS as usize] = [
    level(1, Strength::Skill(0), ms(50), Some(1), Some(800)),
    level(2, Strength::Skill(0), ms(100), Some(3), Some(1100)),
    level(3, Strength::Elo(1500), ms(200), None, Some(1500)),
    level(4, Strength::Elo(1700), ms(300), None, Some(1700)),
    level(5, Strength::Elo(1900), ms(400), None, Some(1900)),
    level(6, Strength::Elo(2100), ms(500), None, Some(2100)),
    level(7, Strength::Elo(2300), ms(700), None, Some(2300)),
    level(8, Strength::Elo(2500), ms(1000), None, Some(2500)),
    level(9, Strength::Elo(2700), ms(1500), None, Some(2700)),
    level(10, Strength::Full, ms(2000), None, None),
];

const fn level(
    number: u8,
    strength: Strength,
    time: Duration,
    depth: Option<u8>,
    about: Option<u16>,
) -> Level {
    Level {
        number,
        strength,
        time,
        depth,
        about,
    }
}

impl Level {
    /// Level `number` (1 to [`LEVELS`]).
    pub fn get(number: u8) -> Option<Level> {
        TABLE.get(usize::from(number).checked_sub(1)?).copied()
    }

    /// Every level, weakest first.
    pub fn all() -> &'static [Level] {
        &TABLE
    }

    /// The time for one move with `remaining` on the engine's clock and `increment` a move:
    /// the level's time, or a thirtieth of what is left and half the increment when that is
    /// less (never under 20 ms).
    pub fn move_time(&self, clock: Option<(Duration, Duration)>) -> Duration {
        let budget = clock.map(|(remaining, increment)| remaining / 30 + increment / 2);
        budget
            .map_or(self.time, |b| b.min(self.time))
            .max(Duration::from_millis(20))
    }
}

impl Default for Level {
    fn default() -> Self {
        TABLE[usize::from(DEFAULT_LEVEL) - 1]
    }
}

/// The engine chosen: its program and its level.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EngineSpec {
    /// The engine's program.
    pub path: PathBuf,
    /// How strong it plays at the start.
    pub level: Level,
}

impl EngineSpec {
    /// The engine as the score names it: its program's name and its level
    /// ("stockfish (level 3)").
    pub fn name(&self) -> String {
        let program = self.path.file_name().map_or_else(
            || self.path.display().to_string(),
            |n| n.to_string_lossy().into_owned(),
        );
        format!("{program} (level {})", self.level.number)
    }

    /// The options that play this engine again at this level.
    pub fn args(&self) -> [String; 4] {
        [
            "--engine".to_owned(),
            self.path.display().to_string(),
            "--level".to_owned(),
            self.level.number.to_string(),
        ]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn at_least_eight_levels_from_a_beginner_to_full_strength() {
        let all = Level::all();
        assert!(all.len() >= 8);
        assert_eq!(all[0].strength, Strength::Skill(0));
        assert!(all[0].depth.is_some());
        assert_eq!(all[all.len() - 1].strength, Strength::Full);
        let ratings: Vec<u16> = all.iter().filter_map(|l| l.about).collect();
        assert!(ratings.windows(2).all(|w| w[0] < w[1]), "{ratings:?}");
        for (i, l) in all.iter().enumerate() {
            assert_eq!(usize::from(l.number), i + 1);
            assert_eq!(Level::get(l.number), Some(*l));
        }
        assert_eq!(Level::get(0), None);
        assert_eq!(Level::get(LEVELS + 1), None);
    }

    #[test]
    fn the_move_time_is_the_levels_or_less_on_a_short_clock() {
        let l = Level::get(10).unwrap_or_default();
        assert_eq!(l.move_time(None), Duration::from_secs(2));
        // 90 minutes: the level's two seconds.
        assert_eq!(
            l.move_time(Some((Duration::from_secs(5400), Duration::from_secs(30)))),
            Duration::from_secs(2)
        );
        // 30 seconds left, no increment: one second.
        assert_eq!(
            l.move_time(Some((Duration::from_secs(30), Duration::ZERO))),
            Duration::from_secs(1)
        );
        assert_eq!(
            l.move_time(Some((Duration::ZERO, Duration::ZERO))),
            Duration::from_millis(20)
        );
    }

    #[test]
    fn a_rating_stands_for_a_skill_level_without_uci_elo() {
        assert_eq!(Strength::Elo(1350).skill(), 0);
        assert_eq!(Strength::Elo(1500).skill(), 2);
        assert_eq!(Strength::Elo(2850).skill(), 20);
        assert_eq!(Strength::Full.skill(), 20);
        assert_eq!(Strength::Skill(40).skill(), 20);
    }
}
