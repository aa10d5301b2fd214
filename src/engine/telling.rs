//! What the engine tells a seat, in that seat's words (`locales/<lang>/practice.ftl`): its
//! level, evaluations ("White is better by about a pawn", "Black mates in 3"), help, faults.
//!
//! Pure.

use shakmaty::Color;

use super::{Level, driver::EngineFault, opponent::EngineSaid};
use crate::{i18n::Arg, present::Words, uci::Score};

/// How much of an engine's text a message quotes.
const QUOTE: usize = 80;

fn side(color: Color) -> &'static str {
    if color == Color::White {
        "white"
    } else {
        "black"
    }
}

/// "Level 3, about 1500." or "Level 10, full strength."
pub fn level(words: &Words, level: Level) -> String {
    let number = Arg::Num(i64::from(level.number));
    match level.about {
        Some(elo) => words.format(
            "practice-level",
            &[("level", number), ("elo", Arg::Num(i64::from(elo)))],
        ),
        None => words.format("practice-level-full", &[("level", number)]),
    }
}

/// Every level, one line each, for the help.
pub fn levels(words: &Words) -> Vec<String> {
    Level::all().iter().map(|l| level(words, *l)).collect()
}

/// An evaluation from White's point of view in words.
pub fn eval(words: &Words, score: Option<Score>) -> String {
    let Some(score) = score else {
        return words.text("practice-eval-none");
    };
    match score {
        Score::Mate(0) => words.text("practice-eval-mated"),
        Score::Mate(n) => {
            let winner = if n > 0 { Color::White } else { Color::Black };
            words.format(
                "practice-eval-mate",
                &[
                    ("side", Arg::Str(side(winner))),
                    ("moves", Arg::Num(i64::from(n.abs()))),
                ],
            )
        }
        Score::Cp(cp) => {
            let better = if cp > 0 { Color::White } else { Color::Black };
            let cp = cp.abs();
            if cp < 30 {
                return words.text("practice-eval-equal");
            }
            if cp >= 500 {
                return words.format("practice-eval-winning", &[("side", Arg::Str(side(better)))]);
            }
            let (amount, count) = match cp {
                ..75 => ("half", 0),
                75..150 => ("pawn", 1),
                _ => ("more", i64::from((cp + 50) / 100)),
            };
            words.format(
                "practice-eval-better",
                &[
                    ("side", Arg::Str(side(better))),
                    ("amount", Arg::Str(amount)),
                    ("count", Arg::Num(count)),
                ],
            )
        }
    }
}

/// An evaluation from White's point of view as a number: "+1.35", or a mate.
pub fn score(words: &Words, score: Option<Score>) -> String {
    match score {
        None => words.text("practice-eval-none"),
        Some(Score::Mate(n)) if n != 0 => {
            let winner = if n > 0 { Color::White } else { Color::Black };
            words.format(
                "practice-score-mate",
                &[
                    ("side", Arg::Str(side(winner))),
                    ("moves", Arg::Num(i64::from(n.abs()))),
                ],
            )
        }
        Some(Score::Mate(_)) => words.text("practice-eval-mated"),
        Some(Score::Cp(cp)) => {
            let number = format!("{:+.2}", f64::from(cp) / 100.0);
            words.format("practice-score", &[("number", Arg::Str(&number))])
        }
    }
}

/// An engine's text, quoted briefly.
fn quote(text: &str) -> String {
    let mut q: String = text.chars().take(QUOTE).collect();
    if text.chars().count() > QUOTE {
        q.push('…');
    }
    q
}

/// A fault in words, with what happens next.
pub fn fault(words: &Words, fault: &EngineFault, restarting: bool, path: &str) -> String {
    let what = match fault {
        EngineFault::NotStarted(reason) => {
            // Why, in the seat's words (the message ends the clause itself).
            let format = |id: &str, args: &[(&str, Arg<'_>)]| words.format(id, args);
            let why = crate::present::cli::file_problem(&format, *reason);
            return words.format(
                "practice-fault-not-started",
                &[
                    ("path", Arg::Str(path)),
                    ("reason", Arg::Str(why.trim_end_matches('.'))),
                ],
            );
        }
        EngineFault::Died => words.text("practice-fault-died"),
        EngineFault::Hung => words.text("practice-fault-hung"),
        EngineFault::Garbage(line) => words.format(
            "practice-fault-garbage",
            &[("line", Arg::Str(&quote(line)))],
        ),
        EngineFault::Illegal(m) => {
            words.format("practice-fault-illegal", &[("move", Arg::Str(&quote(m)))])
        }
        EngineFault::GivenUp => words.text("practice-fault-given-up"),
    };
    let next = words.text(if restarting {
        "practice-restarting"
    } else {
        "practice-given-up"
    });
    format!("{what} {next}")
}

/// What the engine tells a seat, in its words; `path` is the engine's program.
pub fn said(words: &Words, said: &EngineSaid, path: &str) -> String {
    match said {
        EngineSaid::Playing { side: s, level: l } => words.format(
            "practice-playing",
            &[
                ("side", Arg::Str(side(*s))),
                ("level", Arg::Str(&level(words, *l))),
            ],
        ),
        EngineSaid::Level(l) => level(words, *l),
        EngineSaid::NoSuchLevel(n) => words.format(
            "practice-no-such-level",
            &[
                ("level", Arg::Num(i64::from(*n))),
                ("max", Arg::Num(i64::from(super::LEVELS))),
            ],
        ),
        EngineSaid::Eval(s) => eval(words, *s),
        EngineSaid::Score(s) => score(words, *s),
        EngineSaid::Hint { best, .. } => {
            let from = best.from().unwrap_or(best.to());
            let piece = words.announcer().piece(best.role());
            words.format(
                "practice-hint",
                &[
                    ("piece", Arg::Str(piece)),
                    ("square", Arg::Str(&words.square(from))),
                ],
            )
        }
        EngineSaid::Best { position, best } => {
            let m = words.announcer().announce(position, best);
            words.format("practice-best", &[("move", Arg::Str(&m))])
        }
        EngineSaid::Threat { position, threat } => {
            let m = words.announcer().announce(position, threat);
            words.format("practice-threat", &[("move", Arg::Str(&m))])
        }
        EngineSaid::ThreatInCheck => words.text("practice-threat-in-check"),
        EngineSaid::NoMove => words.text("practice-no-move"),
        EngineSaid::NotYourMove => words.text("practice-not-your-move"),
        EngineSaid::NothingToTakeBack => words.text("practice-nothing-to-take-back"),
        EngineSaid::DrawAccepted => words.text("practice-draw-accepted"),
        EngineSaid::DrawDeclined => words.text("practice-draw-declined"),
        EngineSaid::Fault {
            fault: f,
            restarting,
        } => fault(words, f, *restarting, path),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{announce::Style, i18n::Lang, vocab::VocabName};

    fn words(lang: Lang) -> Words {
        Words::builtin(lang, Style::Fide, VocabName::FideD)
    }

    #[test]
    fn evaluations_in_words() {
        let en = words(Lang::En);
        assert_eq!(
            eval(&en, Some(Score::Cp(10))),
            "The position is about equal."
        );
        assert_eq!(
            eval(&en, Some(Score::Cp(110))),
            "White is better by about a pawn."
        );
        assert_eq!(
            eval(&en, Some(Score::Cp(-240))),
            "Black is better by about 2 pawns."
        );
        assert_eq!(
            eval(&en, Some(Score::Cp(-60))),
            "Black is better by about half a pawn."
        );
        assert_eq!(eval(&en, Some(Score::Cp(900))), "White is winning.");
        assert_eq!(eval(&en, Some(Score::Mate(-3))), "Black mates in 3.");
        assert_eq!(
            score(&en, Some(Score::Cp(135))),
            "Evaluation: +1.35 for White."
        );
        assert_eq!(level(&en, Level::default()), "Level 3, about 1500.");
        assert_eq!(
            level(&en, Level::get(10).unwrap_or_default()),
            "Level 10, full strength."
        );
    }

    #[test]
    fn every_language_words_every_evaluation() {
        for lang in Lang::ALL {
            let w = words(lang);
            for s in [
                None,
                Some(Score::Cp(0)),
                Some(Score::Cp(60)),
                Some(Score::Cp(-110)),
                Some(Score::Cp(320)),
                Some(Score::Cp(-700)),
                Some(Score::Mate(1)),
                Some(Score::Mate(-4)),
                Some(Score::Mate(0)),
            ] {
                for text in [eval(&w, s), score(&w, s)] {
                    assert!(
                        !text.is_empty() && !text.contains("practice-"),
                        "{lang:?}: {text}"
                    );
                }
            }
            for l in Level::all() {
                let text = level(&w, *l);
                assert!(text.contains(&l.number.to_string()), "{lang:?}: {text}");
            }
        }
    }
}
