//! Evaluations judged, pure: an engine's score as winning chances, and a move judged by how
//! much of its player's chances it gave away.
//!
//! The formula and thresholds are lichess's (lila, `modules/analyse/.../Advice.scala` and
//! `WinPercent`): winning chances `2 / (1 + e^(−0.00368208·cp)) − 1` on −1…1, the centipawns
//! capped at ±1000 (a mate counts as ±1000); a move that loses 0.1 of its player's winning
//! chances is an inaccuracy, 0.2 a mistake, 0.3 a blunder (5, 10 and 15 points of win
//! percentage, which is `50 + 50 · chances`).

use shakmaty::Color;

use crate::uci::Score;

/// The centipawns a score is capped at, a mate included.
pub const CAP: i32 = 1000;

/// How much a player's winning chances fell with a move, and what that makes it.
pub const THRESHOLDS: [(f64, Judgement); 3] = [
    (0.3, Judgement::Blunder),
    (0.2, Judgement::Mistake),
    (0.1, Judgement::Inaccuracy),
];

/// A move judged by what it gave away.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Judgement {
    /// 0.1 of the winning chances or more (`?!`).
    Inaccuracy,
    /// 0.2 or more (`?`).
    Mistake,
    /// 0.3 or more (`??`).
    Blunder,
}

impl Judgement {
    /// Its annotation glyph: `?!`, `?`, `??`.
    pub fn glyph(self) -> &'static str {
        match self {
            Judgement::Inaccuracy => "?!",
            Judgement::Mistake => "?",
            Judgement::Blunder => "??",
        }
    }

    /// Its Numeric Annotation Glyph in PGN: 6, 2, 4.
    pub fn nag(self) -> u8 {
        match self {
            Judgement::Inaccuracy => 6,
            Judgement::Mistake => 2,
            Judgement::Blunder => 4,
        }
    }

    /// Its name in messages: `inaccuracy`, `mistake`, `blunder`.
    pub fn id(self) -> &'static str {
        match self {
            Judgement::Inaccuracy => "inaccuracy",
            Judgement::Mistake => "mistake",
            Judgement::Blunder => "blunder",
        }
    }
}

/// A score (from White's point of view) as centipawns capped at ±[`CAP`].
pub fn capped(score: Score) -> i32 {
    match score {
        Score::Cp(cp) => cp.clamp(-CAP, CAP),
        Score::Mate(n) if n > 0 => CAP,
        Score::Mate(n) if n < 0 => -CAP,
        // Mated on the board: the side to move has lost, which `for_white` already signed.
        Score::Mate(_) => -CAP,
    }
}

/// White's winning chances on −1…1 for a score from White's point of view.
pub fn winning_chances(score: Score) -> f64 {
    let cp = f64::from(capped(score));
    2.0 / (1.0 + (-0.003_682_08 * cp).exp()) - 1.0
}

/// White's win percentage, 0 to 100.
pub fn win_percent(score: Score) -> f64 {
    50.0 + 50.0 * winning_chances(score)
}

/// How much of `mover`'s winning chances a move gave away, from the score before it to the
/// score after it (both from White's point of view); negative when it gained.
pub fn loss(before: Score, after: Score, mover: Color) -> f64 {
    let delta = winning_chances(before) - winning_chances(after);
    if mover == Color::White { delta } else { -delta }
}

/// The judgement of a move that gave away `loss` of its player's winning chances.
pub fn judge(loss: f64) -> Option<Judgement> {
    THRESHOLDS
        .iter()
        .find(|(threshold, _)| loss >= *threshold)
        .map(|(_, j)| *j)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn winning_chances_follow_lichess() {
        assert!(winning_chances(Score::Cp(0)).abs() < 1e-9);
        // lichess: +100 cp is about 59.1 % to win.
        assert!((win_percent(Score::Cp(100)) - 59.1).abs() < 0.1);
        assert!((winning_chances(Score::Cp(5000)) - winning_chances(Score::Cp(1000))).abs() < 1e-9);
        assert_eq!(capped(Score::Mate(3)), CAP);
        assert_eq!(capped(Score::Mate(-1)), -CAP);
        assert!(winning_chances(Score::Mate(-2)) < -0.9);
    }

    #[test]
    fn moves_are_judged_by_what_their_player_gave_away() {
        // White throws away a won position: a blunder.
        let l = loss(Score::Cp(300), Score::Cp(-300), Color::White);
        assert_eq!(judge(l), Some(Judgement::Blunder));
        // Black lets White from equal to mate: a blunder for Black.
        let l = loss(Score::Cp(0), Score::Mate(2), Color::Black);
        assert_eq!(judge(l), Some(Judgement::Blunder));
        // Half a pawn from equal is about 0.09 of the chances: no error; a pawn, about 0.18:
        // an inaccuracy; a pawn and a half, about 0.27: a mistake.
        assert_eq!(
            judge(loss(Score::Cp(0), Score::Cp(-50), Color::White)),
            None
        );
        let pawn = loss(Score::Cp(0), Score::Cp(-100), Color::White);
        assert_eq!(judge(pawn), Some(Judgement::Inaccuracy));
        let more = loss(Score::Cp(0), Score::Cp(150), Color::Black);
        assert_eq!(judge(more), Some(Judgement::Mistake));
        // A gain is no error; a small loss neither.
        assert_eq!(
            judge(loss(Score::Cp(0), Score::Cp(200), Color::White)),
            None
        );
        assert_eq!(
            judge(loss(Score::Cp(20), Score::Cp(10), Color::White)),
            None
        );
        // Already lost: a few pawns more change little.
        assert_eq!(
            judge(loss(Score::Cp(-900), Score::Cp(-1200), Color::White)),
            None
        );
        assert_eq!(Judgement::Blunder.glyph(), "??");
        assert_eq!(Judgement::Mistake.nag(), 2);
    }
}
