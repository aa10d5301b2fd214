//! Tests of the action codec: every language's flow words, arguments, review commands, moves,
//! the seat prefix and keys.

use std::time::Duration;

use shakmaty::Color;

use super::*;

fn table(seat: Seat, text: &str) -> Action {
    match decode(seat, text, Lang::En) {
        Ok(Decoded {
            input: DecodedInput::Table(action),
            ..
        }) => action,
        other => panic!("{text}: {other:?}"),
    }
}

#[test]
fn the_flow_file_reads_and_names_every_verb() {
    let entries = verb_phrases::read(verb_phrases::FLOW).unwrap();
    for verb in crate::table::Verb::ALL {
        // Resigning and offering a draw are review commands when typed: they are asked again.
        // A seat's vocabulary and the e-board's report are its devices' to send.
        if matches!(
            verb,
            Verb::Resign | Verb::Draw | Verb::Vocab | Verb::EboardOff
        ) {
            continue;
        }
        assert!(
            entries.iter().any(|(_, w)| *w == Word::Table(verb)),
            "{verb:?} has no words in grammars/flow.toml"
        );
    }
    for word in [Word::Quit, Word::Help, Word::Seat, Word::Pgn] {
        assert!(entries.iter().any(|(_, w)| *w == word), "{word:?}");
    }
}

use crate::table::Verb;

#[test]
fn flow_words_in_every_language_name_the_same_actions() {
    for text in ["confirm", "ja", "sí", "bai", "tak", "de acordo", "OK"] {
        assert_eq!(table(Seat::Blind, text), Action::Confirm, "{text}");
    }
    for text in ["cancel", "no", "nein", "cancelar", "wycofaj", "non", "ez"] {
        assert_eq!(table(Seat::Blind, text), Action::Withdraw, "{text}");
    }
    for text in ["press", "Uhr drücken", "pulsar reloj", "naciśnij"] {
        assert_eq!(table(Seat::Blind, text), Action::Press, "{text}");
    }
    assert_eq!(table(Seat::Blind, "Zeit?"), Action::TimeQuery);
    assert_eq!(
        table(Seat::Blind, "korrigieren David zwei David vier"),
        Action::Correct("David zwei David vier".into())
    );
    assert_eq!(
        table(Seat::Sighted, "wrote Nf3"),
        Action::Enter {
            text: "Nf3".into(),
            target: Target::Sheet
        }
    );
}

#[test]
fn the_laws_words_in_every_language_name_the_same_actions() {
    use shakmaty::Square;
    for text in [
        "claim touched g8",
        "claim touched Gustav acht",
        "berührt g8",
        "pieza tocada g8",
        "ukitua g8",
        "dotknięta g8",
        "reclamar peza tocada Gustav acht",
    ] {
        assert_eq!(
            table(Seat::Blind, text),
            Action::ClaimTouched(Square::G8),
            "{text}"
        );
    }
    for text in [
        "seal Nf3",
        "versiegeln Nf3",
        "sellar Nf3",
        "zigilatu Nf3",
        "zapieczętuj Nf3",
    ] {
        assert_eq!(
            table(Seat::Sighted, text),
            Action::Seal("Nf3".into()),
            "{text}"
        );
    }
    for text in [
        "request increment",
        "Inkrement beantragen",
        "pedir incremento",
        "dodatek",
    ] {
        assert_eq!(table(Seat::Blind, text), Action::RequestIncrement, "{text}");
    }
    for text in [
        "claim draw",
        "Remis reklamieren",
        "reclamar tablas",
        "reclamar táboas",
    ] {
        assert_eq!(table(Seat::Blind, text), Action::ClaimDraw, "{text}");
    }
    for text in ["decline", "ablehnen", "rechazar", "odrzuć"] {
        assert_eq!(table(Seat::Sighted, text), Action::Decline, "{text}");
    }
    for (text, action) in [
        ("uphold", Action::Uphold),
        ("stattgeben", Action::Uphold),
        ("reject", Action::Reject),
        ("desestimar", Action::Reject),
        ("postpone", Action::Postpone(None)),
        (
            "vertagen 2:00",
            Action::Postpone(Some(Duration::from_secs(120))),
        ),
        ("open envelope", Action::OpenEnvelope),
        ("Umschlag öffnen", Action::OpenEnvelope),
        (
            "adjourn tomorrow 10:00",
            Action::Adjourn("tomorrow 10:00".into()),
        ),
        ("aplazar mañana", Action::Adjourn("mañana".into())),
    ] {
        assert_eq!(table(Seat::Arbiter, text), action, "{text}");
    }
    // The arbiter decides claims; he does not make them.
    assert!(decode(Seat::Arbiter, "claim touched g8", Lang::En).is_err());
    assert!(decode(Seat::Blind, "uphold", Lang::En).is_err());
}

#[test]
fn arbiter_words_take_their_arguments() {
    assert_eq!(table(Seat::Arbiter, "start"), Action::Start);
    assert_eq!(table(Seat::Arbiter, "Uhr starten"), Action::Start);
    assert_eq!(table(Seat::Arbiter, "anhalten"), Action::Pause);
    assert_eq!(table(Seat::Arbiter, "retrace 4"), Action::Retrace(4));
    assert_eq!(
        table(Seat::Arbiter, "set clock white 1:29:00"),
        Action::SetClock(Color::White, Duration::from_secs(5340))
    );
    assert_eq!(
        table(Seat::Arbiter, "add-time black +2:00"),
        Action::AddTime(
            Color::Black,
            crate::clock::TimeDelta::from_signed_nanos(120_000_000_000)
        )
    );
    assert_eq!(
        table(Seat::Arbiter, "fixed sighted"),
        Action::Fixed(Seat::Sighted)
    );
    let e = decode(Seat::Blind, "pause", Lang::En).unwrap_err();
    assert!(e.to_string().contains("arbiter action"), "{e}");
    let e = decode(Seat::Arbiter, "retrace four", Lang::En).unwrap_err();
    assert!(e.to_string().contains("not a ply"), "{e}");
    let e = decode(Seat::Arbiter, "Eva vier", Lang::En).unwrap_err();
    assert!(e.to_string().contains("not an arbiter action"), "{e}");
}

#[test]
fn review_commands_moves_app_commands_and_the_seat_prefix() {
    assert_eq!(
        decode(Seat::Blind, "last move", Lang::En).unwrap().input,
        DecodedInput::Review(ReviewCommand::LastMove)
    );
    assert_eq!(
        decode(Seat::Blind, "resign", Lang::En).unwrap().input,
        DecodedInput::Review(ReviewCommand::Resign)
    );
    // Basque "non dago" asks where pieces are; "non" alone is not read as a flow word there.
    assert!(matches!(
        decode(Seat::Blind, "non dago Springer", Lang::Eu)
            .unwrap()
            .input,
        DecodedInput::Review(ReviewCommand::Pieces { .. })
    ));
    assert_eq!(
        table(Seat::Blind, "Springer Felix drei"),
        Action::Enter {
            text: "Springer Felix drei".into(),
            target: Target::Both
        }
    );
    assert_eq!(
        decode(Seat::Blind, "quit", Lang::En).unwrap().input,
        DecodedInput::App(AppCommand::Quit)
    );
    assert_eq!(
        decode(Seat::Blind, "seat arbiter", Lang::En).unwrap().input,
        DecodedInput::App(AppCommand::Seat(Seat::Arbiter))
    );
    assert!(decode(Seat::Blind, "seat umpire", Lang::En).is_err());
    let d = decode(Seat::Arbiter, "sighted: Nf3", Lang::En).unwrap();
    assert_eq!(d.seat, Some(Seat::Sighted));
    assert_eq!(decode(Seat::Blind, "  ", Lang::En), Err(DecodeError::Empty));
    // A line as long as standard input cuts one is refused whole, never taken cut.
    let note = format!("arbiter: note {}", "x".repeat(MAX_LINE));
    let cut = &note[..MAX_LINE];
    assert_eq!(
        decode(Seat::Arbiter, cut, Lang::En),
        Err(DecodeError::TooLong)
    );
    let short = &note[..1000];
    assert!(decode(Seat::Arbiter, short, Lang::En).is_ok());
}

#[test]
fn keys_map_straight_to_typed_inputs() {
    assert_eq!(
        key(KeyAction::PressClock),
        Some(DecodedInput::Table(Action::Press))
    );
    assert_eq!(
        key(KeyAction::SwitchStyle),
        Some(DecodedInput::Review(ReviewCommand::Style(None)))
    );
    assert_eq!(key(KeyAction::StopSpeech), None);
    assert_eq!(
        review_key(review::CommandKind::History),
        Some(ReviewCommand::LastMoves(review::DEFAULT_HISTORY))
    );
    assert_eq!(review_key(review::CommandKind::Square), None);
}

#[test]
fn the_wire_form_reads_back() {
    for action in [Action::Withdraw, Action::Retrace(3), Action::Press] {
        assert_eq!(Action::decode(Seat::Arbiter, &encode(&action)), Ok(action));
    }
}

#[test]
fn the_claims_of_the_laws_the_record_and_the_one_board_words() {
    use crate::game::ClaimKind;
    assert_eq!(
        table(Seat::Blind, "claim threefold Nf3"),
        Action::ClaimRule {
            kind: ClaimKind::Threefold,
            intended: Some("Nf3".into()),
        }
    );
    assert_eq!(
        table(Seat::Sighted, "reclamar fifty"),
        Action::ClaimRule {
            kind: ClaimKind::FiftyMoves,
            intended: None,
        }
    );
    // "claim touched" and "claim draw" are longer phrases: they win.
    assert_eq!(
        table(Seat::Blind, "claim touched g8"),
        Action::ClaimTouched(shakmaty::Square::G8)
    );
    assert_eq!(table(Seat::Blind, "claim draw"), Action::ClaimDraw);
    assert_eq!(table(Seat::Arbiter, "flag"), Action::ClaimFlag);
    assert_eq!(
        table(Seat::Arbiter, "Notiz Zuschauer sprach"),
        Action::Note("Zuschauer sprach".into())
    );
    assert_eq!(
        table(Seat::Arbiter, "adjust black +2:00"),
        Action::AddTime(
            Color::Black,
            crate::clock::TimeDelta::from_signed_nanos(120_000_000_000)
        )
    );
    assert_eq!(
        table(Seat::Arbiter, "set white 1:00:00 moves 20"),
        Action::SetMoves(Color::White, Duration::from_secs(3600), 20)
    );
    assert!(
        decode(Seat::Blind, "claim sixfold", Lang::En)
            .is_err_and(|e| e.to_string().contains("'threefold' or 'fifty'"))
    );
    assert!(matches!(
        decode(Seat::Blind, "pgn", Lang::En),
        Ok(Decoded {
            input: DecodedInput::App(AppCommand::Pgn),
            ..
        })
    ));
}

#[test]
fn a_clock_time_beyond_any_clock_is_refused_not_clamped() {
    for words in [
        "add-time black 99999999999:00",
        "set-clock white 1001:00:00",
    ] {
        let e = Action::decode(Seat::Arbiter, words).unwrap_err();
        assert!(
            e.to_string().contains("more than 1000 hours"),
            "{words}: {e}"
        );
    }
    assert!(Action::decode(Seat::Arbiter, "set-clock white 1000:00:00").is_ok());
    assert!(Action::decode(Seat::Arbiter, "add-time black 2:00").is_ok());
}

#[test]
fn seats_sides_and_claims_are_named_in_every_language() {
    for (line, lang) in [
        ("Schiedsrichter: start", Lang::De),
        ("árbitro: start", Lang::Es),
        ("arbitro: iniciar", Lang::Es),
        ("sędzia: uruchom", Lang::Pl),
    ] {
        let d = decode(Seat::Blind, line, lang).unwrap();
        assert_eq!(d.seat, Some(Seat::Arbiter), "{line}");
        assert_eq!(d.input, DecodedInput::Table(Action::Start), "{line}");
    }
    assert_eq!(
        decode(Seat::Blind, "seat invidente", Lang::Es)
            .unwrap()
            .input,
        DecodedInput::App(AppCommand::Seat(Seat::Blind))
    );
    assert_eq!(
        decode(Seat::Blind, "Platz Schiedsrichter", Lang::De)
            .unwrap()
            .input,
        DecodedInput::App(AppCommand::Seat(Seat::Arbiter))
    );
    assert_eq!(
        table(Seat::Arbiter, "Uhr stellen Weiß 5:00"),
        Action::SetClock(Color::White, Duration::from_secs(300))
    );
    assert_eq!(
        table(Seat::Arbiter, "cambiar tiempo negras -1:00"),
        Action::AddTime(
            Color::Black,
            crate::clock::TimeDelta::from_signed_nanos(-60_000_000_000)
        )
    );
    assert_eq!(
        table(Seat::Arbiter, "behoben sehend"),
        Action::Fixed(Seat::Sighted)
    );
    assert_eq!(
        table(Seat::Blind, "reklamieren Wiederholung Sf3"),
        Action::ClaimRule {
            kind: crate::game::ClaimKind::Threefold,
            intended: Some("Sf3".into()),
        }
    );
    // A typed refusal names the verb as typed, for the seat's presenter to word.
    assert_eq!(
        decode(Seat::Blind, "Uhr anhalten", Lang::De),
        Err(DecodeError::Verb {
            said: "Uhr anhalten".into(),
            error: VerbError::ArbiterOnly {
                verb: Verb::Pause,
                seat: Seat::Blind
            }
        })
    );
    assert_eq!(
        decode(Seat::Arbiter, "e4", Lang::De),
        Err(DecodeError::NotAnArbiterAction("e4".into()))
    );
}

#[test]
fn a_line_at_one_board_is_read_once_for_the_seat_that_acts() {
    let side = |c: Color| {
        if c == Color::White {
            Seat::Blind
        } else {
            Seat::Sighted
        }
    };
    let read = |text: &str| decode_at_one_board(Seat::Sighted, side, text, Lang::De);
    // The arbiter's verbs and the clock's start are the arbiter's, in any language.
    assert_eq!(
        read("Uhr starten"),
        Ok((Seat::Arbiter, DecodedInput::Table(Action::Start)))
    );
    assert_eq!(
        read("pause"),
        Ok((Seat::Arbiter, DecodedInput::Table(Action::Pause)))
    );
    // A move is the mover's.
    assert_eq!(
        read("Springer Felix drei"),
        Ok((
            Seat::Sighted,
            DecodedInput::Table(Action::Enter {
                text: "Springer Felix drei".into(),
                target: Target::Both
            })
        ))
    );
    // A resignation names its side; a word that is none is named.
    assert_eq!(
        read("resign white"),
        Ok((Seat::Blind, DecodedInput::Review(ReviewCommand::Resign)))
    );
    assert!(matches!(
        read("resign purple"),
        Err(DecodeError::Verb {
            error: VerbError::NotASide { .. },
            ..
        })
    ));
    // A seat named before a colon acts.
    assert_eq!(
        read("arbiter: note x"),
        Ok((Seat::Arbiter, DecodedInput::Table(Action::Note("x".into()))))
    );
}
