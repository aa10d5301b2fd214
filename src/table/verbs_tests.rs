//! Tests of the actions' wire form: every action reads back from its words, and wrong
//! seats and arguments are typed refusals.

use super::*;

#[test]
fn every_action_reads_back_from_its_words() {
    let actions = [
        (Seat::Blind, Action::Confirm),
        (Seat::Blind, Action::Withdraw),
        (Seat::Blind, Action::Correct("Eva vier".into())),
        (Seat::Sighted, Action::Press),
        (Seat::Sighted, Action::TimeQuery),
        (Seat::Blind, Action::Resign),
        (Seat::Sighted, Action::OfferDraw),
        (Seat::Sighted, Action::Decline),
        (Seat::Blind, Action::ClaimTouched(shakmaty::Square::G1)),
        (Seat::Arbiter, Action::Uphold),
        (Seat::Arbiter, Action::Reject),
        (Seat::Arbiter, Action::Postpone(None)),
        (
            Seat::Arbiter,
            Action::Postpone(Some(Duration::from_secs(120))),
        ),
        (
            Seat::Arbiter,
            Action::Adjourn("2026-11-24 10:00, hall B".into()),
        ),
        (Seat::Blind, Action::Seal("Springer Felix drei".into())),
        (Seat::Arbiter, Action::OpenEnvelope),
        (Seat::Blind, Action::RequestIncrement),
        (Seat::Sighted, Action::ClaimDraw),
        (
            Seat::Blind,
            Action::ClaimRule {
                kind: ClaimKind::Threefold,
                intended: Some("Ng1".into()),
            },
        ),
        (
            Seat::Sighted,
            Action::ClaimRule {
                kind: ClaimKind::FiftyMoves,
                intended: None,
            },
        ),
        (Seat::Blind, Action::ClaimFlag),
        (Seat::Arbiter, Action::ClaimFlag),
        (Seat::Arbiter, Action::Note("a spectator spoke".into())),
        (Seat::Arbiter, Action::Recovered),
        (
            Seat::Sighted,
            Action::Vocabulary(crate::vocab::VocabName::Es),
        ),
        (
            Seat::Arbiter,
            Action::SetMoves(Color::Black, Duration::from_secs(3600), 20),
        ),
        (
            Seat::Arbiter,
            Action::Declare(GameResult::Win {
                winner: Color::White,
                reason: WinReason::Resignation,
            }),
        ),
        (Seat::Arbiter, Action::Start),
        (Seat::Arbiter, Action::Pause),
        (Seat::Arbiter, Action::Resume),
        (Seat::Arbiter, Action::Repair),
        (Seat::Arbiter, Action::Retrace(4)),
        (
            Seat::Arbiter,
            Action::SetClock(Color::White, Duration::from_millis(5_340_123)),
        ),
        (
            Seat::Arbiter,
            Action::AddTime(Color::Black, TimeDelta::from_signed_nanos(-30_000_000_000)),
        ),
        (Seat::Arbiter, Action::Fixed(Seat::Sighted)),
        (
            Seat::Arbiter,
            Action::Declare(GameResult::Draw(DrawReason::Arbiter)),
        ),
        (
            Seat::Blind,
            Action::Enter {
                text: "Nf3".into(),
                target: Target::Sheet,
            },
        ),
        (
            Seat::Blind,
            Action::Enter {
                text: "e4".into(),
                target: Target::Board,
            },
        ),
        (
            Seat::Blind,
            Action::Enter {
                text: "Eva vier".into(),
                target: Target::Both,
            },
        ),
    ];
    for (seat, action) in actions {
        assert_eq!(Action::decode(seat, &action.words()), Ok(action.clone()));
    }
}

#[test]
fn wrong_seat_and_bad_arguments_are_named() {
    assert_eq!(
        Action::decode(Seat::Blind, "pause"),
        Err(ActionError::Verb(VerbError::ArbiterOnly {
            verb: Verb::Pause,
            seat: Seat::Blind
        }))
    );
    assert_eq!(
        Action::decode(Seat::Arbiter, "Eva vier"),
        Err(ActionError::NotAnArbiterAction("Eva vier".into()))
    );
    assert_eq!(
        Action::decode(Seat::Arbiter, "retrace x"),
        Err(ActionError::Verb(VerbError::NotAPly {
            verb: Verb::Retrace,
            got: "x".into()
        }))
    );
    assert!(
        Action::decode(Seat::Blind, "confirm now")
            .unwrap_err()
            .to_string()
            .contains("no argument")
    );
}
