//! The plain files the edge writes for the arbiter: the envelope of an adjourned game
//! (Guidelines I.2) and the referral of a draw claim (Guidelines III.6), one `Field: value` a
//! line in English, the form an arbiter's paperwork takes.
//!
//! Pure.

use shakmaty::Color;

use crate::{
    clock::{ClockReading, time::format_hmsm},
    table::{Envelope, Referral},
};

fn side(c: Color) -> &'static str {
    if c == Color::White { "white" } else { "black" }
}

fn clocks(lines: &mut Vec<String>, reading: &ClockReading) {
    for c in [Color::White, Color::Black] {
        lines.push(format!(
            "{} used: {}; left: {}",
            if c == Color::White { "White" } else { "Black" },
            format_hmsm(*reading.used.get(c)),
            format_hmsm(*reading.remaining.get(c)),
        ));
    }
}

/// The envelope's file for the arbiter (Guidelines I.2), one `Field: value` a line, the sealed
/// move last (it is inside the envelope).
pub fn envelope(envelope: &Envelope) -> String {
    let mut lines = vec![
        format!("White: {}", envelope.white),
        format!("Black: {}", envelope.black),
        format!("Position before the sealed move: {}", envelope.fen),
    ];
    clocks(&mut lines, &envelope.clocks);
    lines.push(format!("Sealed by: {}", side(envelope.sealer)));
    lines.push(format!("Sealed move number: {}", envelope.number));
    lines.push(format!(
        "Draw offer: {}",
        envelope.draw_offer.map_or("none", side)
    ));
    lines.push(format!("Resumption: {}", envelope.resumption));
    lines.push(format!(
        "Sealed move: {} ({})",
        envelope.sealed.san, envelope.sealed.text
    ));
    lines.join("\n") + "\n"
}

/// The file for the designated arbiter (Guidelines III.6): who claimed, the final position, the
/// clocks and the scoresheet.
pub fn referral(referral: &Referral) -> String {
    let mut lines = vec![
        format!(
            "Draw claimed by: {} (Guidelines III.6)",
            side(referral.claimant)
        ),
        format!("Final position: {}", referral.fen),
    ];
    clocks(&mut lines, &referral.clocks);
    let moves: Vec<String> = referral
        .scoresheet
        .chunks(2)
        .enumerate()
        .map(|(i, pair)| format!("{}. {}", i + 1, pair.join(" ")))
        .collect();
    lines.push(format!("Scoresheet: {}", moves.join(" ")));
    lines.join("\n") + "\n"
}
