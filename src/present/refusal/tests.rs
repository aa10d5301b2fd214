//! Tests of the refusals' words: every typed refusal worded in every language.

use std::collections::BTreeSet;

use super::*;
use crate::{announce::Style, clock::time::ParseTimeError, i18n::Lang, vocab::VocabName};

fn words(lang: Lang) -> Words {
    Words::new(lang, Style::Fide, VocabName::of_interface(lang)).unwrap()
}

/// Every refusal the codec and the verbs can give, with the words a seat typed.
fn every_refusal() -> Vec<DecodeError> {
    let verb = |error| DecodeError::Verb {
        said: "zzverb".into(),
        error,
    };
    let mut all = vec![
        DecodeError::Empty,
        DecodeError::TooLong,
        DecodeError::NotASeat("zzword".into()),
        DecodeError::NotAnArbiterAction("zzword".into()),
        DecodeError::Ask {
            said: "zzverb".into(),
            got: "zzverb zzword".into(),
        },
    ];
    for v in Verb::ALL {
        all.push(verb(VerbError::Arguments {
            verb: v,
            got: String::new(),
        }));
        all.push(verb(VerbError::Arguments {
            verb: v,
            got: "zzword".into(),
        }));
    }
    all.extend([
        verb(VerbError::NoArgument {
            verb: Verb::Press,
            got: "zzword".into(),
        }),
        verb(VerbError::ArbiterOnly {
            verb: Verb::Pause,
            seat: Seat::Blind,
        }),
        verb(VerbError::PlayerOnly { verb: Verb::Seal }),
        verb(VerbError::NotASide {
            verb: Verb::SetClock,
            got: "zzword".into(),
        }),
        verb(VerbError::NotASeat {
            verb: Verb::Fixed,
            got: "zzword".into(),
        }),
        verb(VerbError::NotATime {
            verb: Verb::AddTime,
            error: ParseTimeError {
                text: "zzword".into(),
                reason: "bad",
            },
        }),
        verb(VerbError::NotATime {
            verb: Verb::AddTime,
            error: ParseTimeError {
                text: "2000:00:00".into(),
                reason: "more",
            },
        }),
        verb(VerbError::NotASquare {
            verb: Verb::ClaimTouched,
            got: "zzword".into(),
        }),
        verb(VerbError::NotAPly {
            verb: Verb::Retrace,
            got: "zzword".into(),
        }),
        verb(VerbError::NotMoves {
            verb: Verb::SetClock,
            got: "zzword".into(),
        }),
        verb(VerbError::NotAResult {
            got: "zzword".into(),
        }),
        verb(VerbError::NotAClaim {
            got: "zzword".into(),
        }),
    ]);
    all
}

/// The words of `text` of four letters or more, in lower case, that are not what was typed.
fn long_words(text: &str) -> BTreeSet<String> {
    text.split(|c: char| !c.is_alphabetic())
        .filter(|w| w.chars().count() >= 4 && !w.starts_with("zz"))
        .map(str::to_lowercase)
        .collect()
}

#[test]
fn every_refusal_is_worded_in_the_seats_language_and_names_what_was_typed() {
    let english = words(Lang::En);
    // Words English shares with another language's sentence, as the same word.
    let shared = ["text", "hall", "blind", "minus"];
    for lang in Lang::ALL {
        let w = words(lang);
        for refusal in every_refusal() {
            let text = decode_error(&w, &refusal);
            assert!(!text.contains("codec-"), "{lang}: {refusal:?}: {text}");
            assert!(!text.is_empty(), "{lang}: {refusal:?}");
            let typed = match &refusal {
                DecodeError::NotASeat(got)
                | DecodeError::NotAnArbiterAction(got)
                | DecodeError::Ask { got, .. } => Some(got),
                DecodeError::Verb {
                    error:
                        VerbError::NotASide { got, .. }
                        | VerbError::NotASeat { got, .. }
                        | VerbError::NotASquare { got, .. }
                        | VerbError::NotAPly { got, .. }
                        | VerbError::NotMoves { got, .. }
                        | VerbError::NotAResult { got },
                    ..
                } => Some(got),
                _ => None,
            };
            if let Some(got) = typed {
                assert!(text.contains(got.as_str()), "{lang}: {text}");
            }
            if lang == Lang::En {
                continue;
            }
            let leaked: Vec<String> = long_words(&decode_error(&english, &refusal))
                .intersection(&long_words(&text))
                .filter(|w| !shared.contains(&w.as_str()))
                .cloned()
                .collect();
            assert!(leaked.is_empty(), "{lang}: English {leaked:?} in {text}");
        }
    }
}

#[test]
fn a_refusal_says_the_verb_as_the_seat_typed_it_with_an_example_in_its_letters() {
    let de = words(Lang::De);
    let text = decode_error(
        &de,
        &DecodeError::Verb {
            said: "korrigieren".into(),
            error: VerbError::Arguments {
                verb: Verb::Correct,
                got: String::new(),
            },
        },
    );
    assert!(text.contains("„korrigieren Sf3“"), "{text}");
}

#[test]
fn an_english_letter_refused_says_which_letter_the_seats_language_has() {
    let error = crate::parse::ParseError::Notation { text: "nf3".into() };
    let de = parse_error(&words(Lang::De), &error);
    assert!(de.contains("„N“") && de.contains("„S“: Sf3"), "{de}");
    let es = parse_error(&words(Lang::Es), &error);
    assert!(es.contains("«C»: Cf3"), "{es}");
    // English letters are the seat's own: nothing to add.
    let en = parse_error(&words(Lang::En), &error);
    assert!(!en.contains("English letter"), "{en}");
    // Words that are no move in English either get no hint.
    let none = crate::parse::ParseError::Notation { text: "zz9".into() };
    assert_eq!(
        parse_error(&words(Lang::De), &none),
        words(Lang::De).refusal(&crate::table::Refusal::Parse(none.clone()))
    );
}

#[test]
fn a_refused_request_in_the_wire_form_is_worded_too() {
    let de = words(Lang::De);
    let text = action_error(
        &de,
        &crate::table::Action::decode(Seat::Arbiter, "retrace x").unwrap_err(),
    );
    assert!(text.contains("keine Halbzugnummer"), "{text}");
    let text = action_error(
        &de,
        &crate::table::Action::decode(Seat::Arbiter, "e4").unwrap_err(),
    );
    assert!(
        text.contains("keine Handlung des Schiedsrichters"),
        "{text}"
    );
}

#[test]
fn an_english_promotion_letter_refused_says_the_seats_letter_too() {
    let error = crate::parse::ParseError::Notation {
        text: "gxh8=Q".into(),
    };
    let de = parse_error(&words(Lang::De), &error);
    assert!(de.contains("„Q“") && de.contains("„D“: gxh8=D"), "{de}");
    let es = parse_error(&words(Lang::Es), &error);
    assert!(es.contains("«D»: gxh8=D"), "{es}");
}
