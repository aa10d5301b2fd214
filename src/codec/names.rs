//! The names of the seats and the sides in every interface language, read where a line names
//! one ("Schiedsrichter: start", "seat invidente", "Uhr stellen Weiß 5:00"). The names come from
//! the locales, so what a seat is shown (its line-mode label, its label on the screen, its name
//! in the messages) is what it can type; the wire form's English names are always understood.
//!
//! Pure after the first use (the maps are built once from the embedded locales).

use std::{collections::HashMap, sync::OnceLock};

use shakmaty::Color;

use crate::{
    game::ClaimKind,
    i18n::{Arg, Lang, Localizer},
    table::Seat,
    vocab::normalize::phrase_key,
};

const SEATS: [Seat; 3] = [Seat::Blind, Seat::Sighted, Seat::Arbiter];

/// Normalized name → what it names, from every language's messages `ids` formatted for each of
/// `values` (its wire name passed as `arg`), and the wire names themselves.
fn names<T: Copy>(
    values: &[(T, &'static str)],
    arg: &str,
    ids: &[&str],
    per_value: impl Fn(T) -> Vec<&'static str>,
) -> HashMap<String, T> {
    let mut map = HashMap::new();
    for lang in Lang::ALL {
        let loc = Localizer::builtin(lang);
        for &(value, wire) in values {
            let mut said: Vec<String> = ids
                .iter()
                .map(|id| loc.format(id, &[(arg, Arg::Str(wire))]))
                .collect();
            said.extend(per_value(value).into_iter().map(|id| loc.text(id)));
            for name in said {
                if let Some((key, _)) = phrase_key(&name) {
                    map.entry(key).or_insert(value);
                }
            }
        }
    }
    for &(value, wire) in values {
        if let Some((key, _)) = phrase_key(wire) {
            map.insert(key, value);
        }
    }
    map
}

fn seats() -> &'static HashMap<String, Seat> {
    static SEAT_NAMES: OnceLock<HashMap<String, Seat>> = OnceLock::new();
    SEAT_NAMES.get_or_init(|| {
        let values: Vec<(Seat, &'static str)> = SEATS.iter().map(|s| (*s, s.as_str())).collect();
        names(
            &values,
            "seat",
            &["line-seat-label", "ui-seat-label"],
            |seat| vec![crate::present::words::seat_message(seat)],
        )
    })
}

fn sides() -> &'static HashMap<String, Color> {
    static SIDE_NAMES: OnceLock<HashMap<String, Color>> = OnceLock::new();
    SIDE_NAMES.get_or_init(|| {
        names(
            &[(Color::White, "white"), (Color::Black, "black")],
            "side",
            &["clock-side"],
            |_| Vec::new(),
        )
    })
}

fn claims() -> &'static HashMap<String, ClaimKind> {
    static CLAIM_WORDS: OnceLock<HashMap<String, ClaimKind>> = OnceLock::new();
    CLAIM_WORDS.get_or_init(|| {
        names(
            &[
                (ClaimKind::Threefold, "threefold"),
                (ClaimKind::FiftyMoves, "fifty"),
            ],
            "claim",
            &[],
            |kind| {
                vec![match kind {
                    ClaimKind::Threefold => "codec-word-threefold",
                    ClaimKind::FiftyMoves => "codec-word-fifty",
                }]
            },
        )
    })
}

/// The claim (threefold repetition, fifty moves) `word` names in any interface language
/// ("Wiederholung", "triple", "fifty").
pub fn claim(word: &str) -> Option<ClaimKind> {
    claims().get(&phrase_key(word)?.0).copied()
}

/// The seat `words` name in any interface language ("Schiedsrichter", "árbitro", "sighted").
pub fn seat(words: &str) -> Option<Seat> {
    seats().get(&phrase_key(words)?.0).copied()
}

/// The side `words` name in any interface language ("Weiß", "negras", "white").
pub fn side(words: &str) -> Option<Color> {
    sides().get(&phrase_key(words)?.0).copied()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_language_names_every_seat_and_side_and_no_name_means_two() {
        for (words, seat) in [
            ("Schiedsrichter", Seat::Arbiter),
            ("árbitro", Seat::Arbiter),
            ("arbitro", Seat::Arbiter),
            ("invidente", Seat::Blind),
            ("sehend", Seat::Sighted),
            ("der sehende Spieler", Seat::Sighted),
            ("sighted", Seat::Sighted),
            ("sędzia", Seat::Arbiter),
            ("epailea", Seat::Arbiter),
        ] {
            assert_eq!(super::seat(words), Some(seat), "{words}");
        }
        assert_eq!(seat("umpire"), None);
        assert_eq!(side("Weiß"), Some(Color::White));
        assert_eq!(side("negras"), Some(Color::Black));
        assert_eq!(side("white"), Some(Color::White));
        assert_eq!(claim("Wiederholung"), Some(ClaimKind::Threefold));
        assert_eq!(claim("berrogeita-hamar"), Some(ClaimKind::FiftyMoves));
        // A name shown for one seat in one language never names another in another language.
        for lang in Lang::ALL {
            let loc = Localizer::builtin(lang);
            for s in SEATS {
                for id in ["line-seat-label", "ui-seat-label"] {
                    let name = loc.format(id, &[("seat", Arg::Str(s.as_str()))]);
                    assert_eq!(seat(&name), Some(s), "{lang} {id} {name}");
                }
            }
        }
    }
}
