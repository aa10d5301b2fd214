//! The table's words: refusals of the game's rules in every language.

use super::*;
use crate::clock::Timestamp;
use crate::game::{IllegalMove, NullMoveInCheck};

fn every_game_error() -> Vec<GameError> {
    let mut errors: Vec<GameError> = [
        ClockError::NotStarted,
        ClockError::AlreadyStarted,
        ClockError::Paused,
        ClockError::NotPaused,
        ClockError::Stopped,
        ClockError::TimeWentBack {
            now: Timestamp::ZERO,
            last: Timestamp::ZERO,
        },
    ]
    .into_iter()
    .map(GameError::Clock)
    .collect();
    errors.extend([
        GameError::Over(GameResult::Draw(crate::game::DrawReason::Agreement)),
        GameError::Illegal(IllegalMove { uci: "e2e5".into() }),
        GameError::NullInCheck(NullMoveInCheck),
        GameError::WrongClock,
        GameError::DrawTooEarly,
        GameError::RetraceBeyond { ply: 9, plies: 2 },
        GameError::NoFlag,
        GameError::BadStart("two white kings".into()),
    ]);
    errors
}

#[test]
fn the_rules_refusals_are_told_in_every_language() {
    let english = Words::builtin(Lang::En, Style::default(), VocabName::default());
    for lang in Lang::ALL {
        let words = Words::builtin(lang, Style::default(), VocabName::default());
        for error in every_game_error() {
            let said = words.refusal(&Refusal::Game(error.clone()));
            assert!(
                !said.is_empty() && !said.contains('{'),
                "{lang:?} {error:?}: {said}"
            );
            if lang != Lang::En && !matches!(error, GameError::Over(_)) {
                assert_ne!(
                    said,
                    english.refusal(&Refusal::Game(error.clone())),
                    "{lang:?}"
                );
                assert_ne!(said, error.to_string(), "{lang:?} {error:?} is English");
            }
        }
    }
    let told = english.refusal(&Refusal::Game(GameError::RetraceBeyond {
        ply: 9,
        plies: 2,
    }));
    assert!(told.contains('9') && told.contains('2'), "{told}");
}

#[test]
fn a_seat_that_acts_takes_the_basque_ergative() {
    let eu = Words::builtin(Lang::Eu, Style::default(), VocabName::default());
    let claim = eu.touch_claimed(Seat::Blind, shakmaty::Square::G8, None, None);
    assert!(
        claim.to_lowercase().starts_with("jokalari itsuak "),
        "{claim}"
    );
    let sealed = eu.log(&LogEntry::MoveSealed {
        sealer: Seat::Sighted,
        number: 41,
    });
    assert!(
        sealed.to_lowercase().starts_with("jokalari ikustunak "),
        "{sealed}"
    );
    // Where the seat is no agent, the name stays as it is.
    assert_eq!(eu.seat(Seat::Blind), "jokalari itsua");
    for lang in Lang::ALL.into_iter().filter(|l| *l != Lang::Eu) {
        let words = Words::builtin(lang, Style::default(), VocabName::default());
        for seat in [Seat::Blind, Seat::Sighted, Seat::Arbiter] {
            assert_eq!(words.agent(seat), words.seat(seat), "{lang:?}");
        }
    }
}

#[test]
fn a_request_not_taken_is_said_in_every_language() {
    use crate::table::replay::ReplayError;
    let english = Words::builtin(Lang::En, Style::default(), VocabName::default());
    for error in [
        ReplayError::ReleaseMismatch,
        ReplayError::BadUci("e9e4".into()),
    ] {
        let en = english.replay_error(&error);
        for lang in Lang::ALL {
            let text =
                Words::builtin(lang, Style::default(), VocabName::default()).replay_error(&error);
            assert!(!text.starts_with("table-"), "{lang}: {text}");
            if lang != Lang::En {
                assert_ne!(text, en, "{lang}");
            }
        }
    }
}
