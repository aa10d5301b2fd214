//! Pairing refused or failed, in the reader's words: at the host, why a device's attempt was
//! refused; at a joining device, why the host refused it.

use std::net::IpAddr;

use super::release::Format;
use crate::{
    i18n::Arg,
    net::{attempt::AttemptRefused, handshake::PairingRefusal, pair::CODE_TRIES, pair::CodeSpent},
    table::Seat,
};

fn seat(format: Format<'_>, seat: Seat) -> String {
    format(super::words::seat_message(seat), &[])
}

/// Why a device's pairing attempt was refused, for the seat at the host.
pub fn attempt_refused(format: Format<'_>, addr: IpAddr, why: &AttemptRefused) -> String {
    let with_seat = |id: &str, s: Seat| format(id, &[("seat", Arg::Str(&seat(format, s)))]);
    let why = match *why {
        AttemptRefused::WrongCode { seat: s, tries } => format(
            "pair-why-wrong-code",
            &[
                ("seat", Arg::Str(&seat(format, s))),
                ("tries", Arg::Num(i64::from(tries))),
                ("of", Arg::Num(i64::from(CODE_TRIES))),
            ],
        ),
        AttemptRefused::KeyUnknown(s) => with_seat("pair-why-key-unknown", s),
        AttemptRefused::SeatTaken(s) => with_seat("pair-why-seat-taken", s),
        AttemptRefused::NotOpen(s) => with_seat("pair-why-not-open", s),
        AttemptRefused::NoCode => format("pair-why-no-code", &[]),
        AttemptRefused::NotPairing | AttemptRefused::BadElement => {
            format("pair-why-not-pairing", &[])
        }
        AttemptRefused::TooLong(bytes) => {
            format("pair-why-too-long", &[("bytes", Arg::Num(bytes as i64))])
        }
        AttemptRefused::Busy => format("pair-why-busy", &[]),
        AttemptRefused::TooSlow(secs) => {
            format("pair-why-too-slow", &[("seconds", Arg::Num(secs as i64))])
        }
        AttemptRefused::ClosedMidway => format("pair-why-closed-midway", &[]),
    };
    let addr = addr.to_string();
    format(
        "pair-attempt",
        &[("addr", Arg::Str(&addr)), ("why", Arg::Str(&why))],
    )
}

/// Why the host refused this device (another release is worded by `super::release`).
pub fn refused(format: Format<'_>, refusal: PairingRefusal) -> String {
    format(
        match refusal {
            PairingRefusal::WrongCode => "pair-refused-wrong-code",
            PairingRefusal::KeyRefused => "pair-refused-key",
            PairingRefusal::NoCode => "pair-refused-no-code",
            PairingRefusal::SeatTaken => "pair-refused-seat-taken",
            PairingRefusal::Busy => "pair-refused-busy",
            PairingRefusal::TooSlow => "pair-refused-too-slow",
            PairingRefusal::NotOpen => "pair-refused-not-open",
            PairingRefusal::Protocol | PairingRefusal::OtherRelease(_) => "pair-refused-protocol",
        },
        &[],
    )
}

/// Why the code on offer can no longer be used.
pub fn spent(format: Format<'_>, spent: CodeSpent) -> String {
    format(
        match spent {
            CodeSpent::Expired => "pair-spent-expired",
            CodeSpent::Tried => "pair-spent-tried",
        },
        &[],
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{Lang, Localizer};

    /// Every refusal of either side is worded in every language, each in its own words (no
    /// message missing, none left in English).
    #[test]
    fn every_refusal_is_worded_in_every_language() {
        let addr: IpAddr = [127, 0, 0, 1].into();
        let attempts = [
            AttemptRefused::WrongCode {
                seat: Seat::Sighted,
                tries: 2,
            },
            AttemptRefused::KeyUnknown(Seat::Arbiter),
            AttemptRefused::SeatTaken(Seat::Sighted),
            AttemptRefused::NotOpen(Seat::Blind),
            AttemptRefused::NoCode,
            AttemptRefused::NotPairing,
            AttemptRefused::TooLong(9000),
            AttemptRefused::BadElement,
            AttemptRefused::Busy,
            AttemptRefused::TooSlow(5),
            AttemptRefused::ClosedMidway,
        ];
        let refusals = [
            PairingRefusal::WrongCode,
            PairingRefusal::KeyRefused,
            PairingRefusal::NoCode,
            PairingRefusal::SeatTaken,
            PairingRefusal::Busy,
            PairingRefusal::TooSlow,
            PairingRefusal::NotOpen,
            PairingRefusal::Protocol,
        ];
        let english = Localizer::builtin(Lang::En);
        let english = |id: &str, args: &[(&str, Arg<'_>)]| english.format(id, args);
        for lang in Lang::ALL {
            let loc = Localizer::builtin(lang);
            let format = |id: &str, args: &[(&str, Arg<'_>)]| loc.format(id, args);
            let mut said = Vec::new();
            for why in &attempts {
                let text = attempt_refused(&format, addr, why);
                assert!(text.contains("127.0.0.1"), "{lang:?}: {text}");
                said.push((text, attempt_refused(&english, addr, why)));
            }
            for refusal in refusals {
                said.push((refused(&format, refusal), refused(&english, refusal)));
            }
            for spent_code in [CodeSpent::Expired, CodeSpent::Tried] {
                said.push((spent(&format, spent_code), spent(&english, spent_code)));
            }
            for (text, in_english) in said {
                assert!(
                    !text.contains("pair-") && !text.contains("table-seat"),
                    "{lang:?}: {text}"
                );
                if lang != Lang::En {
                    assert_ne!(text, in_english, "{lang:?}");
                }
            }
        }
        // The seat is named, and how many tries of how many.
        let text = attempt_refused(&english, addr, &attempts[0]);
        assert!(
            text.contains("the sighted player") && text.contains("2 of 3"),
            "{text}"
        );
    }
}
