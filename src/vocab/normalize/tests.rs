//! Tests of the normalizer, including a comparison with one `String` per word.
use proptest::prelude::*;

use super::*;

fn split(s: &str) -> Vec<String> {
    NormalizedWords::split(s)
        .unwrap()
        .iter()
        .map(str::to_owned)
        .collect()
}

#[test]
fn folds_case_accents_and_punctuation() {
    assert_eq!(
        split("LÄUFER schlägt Cesar-sechs!"),
        ["laufer", "schlagt", "cesar", "sechs"]
    );
    assert_eq!(
        split("fünf, Peón; wieża KRÓL"),
        ["funf", "peon", "wieza", "krol"]
    );
    assert_eq!(split("exd6 e.p."), ["exd", "6", "e", "p"]);
}

#[test]
fn ascii_and_accented_letters_make_one_word() {
    assert_eq!(split("Läufer König-Läufer"), ["laufer", "konig", "laufer"]);
    assert_eq!(split("ÄÖÜ"), ["aou"]);
    let words = NormalizedWords::split("Dame\u{a0}Eva vier").unwrap();
    assert!(words.is_spaced());
    assert!(!NormalizedWords::split("Ng1-f3").unwrap().is_spaced());
    assert_eq!(
        NormalizedWords::split("nf3").unwrap().upper_first(),
        Some(false)
    );
    assert_eq!(
        NormalizedWords::split("♘Nf3").unwrap().upper_first(),
        Some(true)
    );
}

#[test]
fn splits_letters_from_digits_and_keeps_marks() {
    assert_eq!(split("Felix3+"), ["felix", "3", "+"]);
    assert_eq!(split("e8=Q#"), ["e", "8", "=", "q", "#"]);
    assert_eq!(split("♘♘f3"), ["♘", "♘", "f", "3"]);
}

#[test]
fn refuses_overlong_input() {
    assert_eq!(
        NormalizedWords::split(&"a ".repeat(40)).err(),
        Some(TooLong)
    );
    assert_eq!(
        NormalizedWords::split(&"x".repeat(300)).err(),
        Some(TooLong)
    );
}

#[test]
fn phrase_keys_join_with_single_spaces() {
    assert_eq!(
        phrase_key(" Kurze   Rochade "),
        Some(("kurze rochade".into(), 2))
    );
    assert_eq!(phrase_key("a.p."), Some(("a p".into(), 2)));
    assert_eq!(phrase_key("..."), None);
}

/// What [`Words::split`] should give, computed the plain way: one `String` per word.
#[derive(Debug, PartialEq)]
struct Reference {
    words: Vec<String>,
    spaced: bool,
    upper_first: Option<bool>,
    has_digit: bool,
}

fn reference(input: &str) -> Option<Reference> {
    let mut words: Vec<(CharClass, String)> = Vec::new();
    let (mut open, mut whitespace, mut spaced, mut upper_first) = (false, false, false, None);
    for c in input.chars() {
        let class = class(c);
        if class == CharClass::Separator {
            open = false;
            whitespace |= c.is_whitespace();
            continue;
        }
        let continues =
            open && class != CharClass::Figurine && words.last().map(|w| w.0) == Some(class);
        if !continues {
            spaced |= whitespace && !words.is_empty();
            whitespace = false;
            if class == CharClass::Letter && upper_first.is_none() {
                upper_first = Some(c.is_uppercase());
            }
            words.push((class, String::new()));
            open = true;
        }
        let word = &mut words.last_mut()?.1;
        match fold(c) {
            "" => word.extend(c.to_lowercase()),
            folded => word.push_str(folded),
        }
    }
    let text_len: usize = words.iter().map(|(_, w)| w.len() + 1).sum();
    if words.len() > MAX_WORDS || text_len > MAX_TEXT {
        return None;
    }
    Some(Reference {
        has_digit: words.iter().any(|(class, _)| *class == CharClass::Digit),
        words: words.into_iter().map(|(_, w)| w).collect(),
        spaced,
        upper_first,
    })
}

fn actual(input: &str) -> Option<Reference> {
    let words = NormalizedWords::split(input).ok()?;
    Some(Reference {
        words: words.iter().map(str::to_owned).collect(),
        spaced: words.is_spaced(),
        upper_first: words.upper_first(),
        has_digit: words.has_digit,
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(4096))]

    /// The fixed buffers hold what one `String` per word would.
    #[test]
    fn split_agrees_with_the_reference(
        input in r"([a-zA-Z]{1,12}[ 3=äü.-]?){0,10}|[a-zA-Z0-9 \t.,+#=xX-]{0,70}|[a-hA-H1-8 äÄüÜßé♘İ中\-]{0,90}"
    ) {
        prop_assert_eq!(actual(&input), reference(&input));
    }
}

#[test]
fn long_words_end_where_they_end() {
    assert_eq!(split("Springer"), ["springer"]);
    assert_eq!(split("SpringerFelix3"), ["springerfelix", "3"]);
    assert_eq!(split("Schachmatt Springer"), ["schachmatt", "springer"]);
}
