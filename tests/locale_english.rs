//! No English reaches a seat in another language through the UI text: every message of every
//! other language is scanned for the words of its English original (words shared by the
//! languages, like the Appendix D words and program names, are named here).

use std::collections::{BTreeMap, BTreeSet};

use annabella::i18n::{LOCALE_FILES, Lang};
use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement};

/// Message id → the words of its text (four letters or more, lower case), placeables left out.
fn words(lang: Lang) -> BTreeMap<String, BTreeSet<String>> {
    let mut out = BTreeMap::new();
    for (file_lang, _, source) in LOCALE_FILES {
        if *file_lang != lang.code() {
            continue;
        }
        let resource = fluent_syntax::parser::parse(*source).unwrap();
        for entry in resource.body {
            if let Entry::Message(m) = entry
                && let Some(value) = &m.value
            {
                let mut text = String::new();
                pattern_text(value, &mut text);
                let set = text
                    .split(|c: char| !c.is_alphabetic())
                    .filter(|w| w.chars().count() >= 4)
                    .map(str::to_lowercase)
                    .collect();
                out.insert(m.id.name.to_owned(), set);
            }
        }
    }
    out
}

fn pattern_text(pattern: &Pattern<&str>, out: &mut String) {
    for element in &pattern.elements {
        match element {
            PatternElement::TextElement { value } => {
                out.push(' ');
                out.push_str(value);
            }
            PatternElement::Placeable { expression } => expression_text(expression, out),
        }
    }
}

fn expression_text(expression: &Expression<&str>, out: &mut String) {
    match expression {
        Expression::Select { variants, .. } => {
            for v in variants {
                pattern_text(&v.value, out);
            }
        }
        Expression::Inline(InlineExpression::Placeable { expression }) => {
            expression_text(expression, out)
        }
        Expression::Inline(_) => {}
    }
}

/// Words every language shares with English: the Appendix D words (German in every language),
/// names of programs, options and formats, and words spelled alike.
const SHARED: &[&str] = &[
    "springer",
    "bauer",
    "dame",
    "turm",
    "läufer",
    "könig",
    "felix",
    "gustav",
    "hector",
    "cesar",
    "david",
    "anna",
    "bella",
    "eins",
    "zwei",
    "drei",
    "vier",
    "fünf",
    "sechs",
    "sieben",
    "acht",
    "schach",
    "schachmatt",
    "schlägt",
    "annabella",
    "espeak",
    "dispatcher",
    "speech",
    "paplay",
    "aplay",
    "play",
    "fide",
    "short",
    "local",
    "nato",
    "reader",
    "text",
    "minus",
    "toml",
    "audio",
    "journal",
    "blind",
    // The Appendix D castling words, German in every language.
    "kurze",
    "lange",
    "rochade",
    // Words spelled alike in English and the language: "Form", "Minute", "final", "legal",
    // "material", "diagonal", "balance", "program", "Byte", "Station", "Alphabet", "Notation",
    // "en passant", "move" (Galician: moves).
    "form",
    "minute",
    "final",
    "legal",
    "material",
    "diagonal",
    "balance",
    "program",
    "byte",
    "station",
    "alphabet",
    "notation",
    "passant",
    "move",
    "code",
    // German "Version" and "Host" (the device that hosts a table).
    "version",
    "host",
    "terminal",
    "system",
    // Key names and the settings file's own words.
    "ctrl",
    "insert",
    "caps",
    "lock",
    "backspace",
    "down",
    "home",
    "page",
    "true",
    "false",
    "enter",
    "escape",
    // The station's typed commands, quoted as typed.
    "close",
    "list",
    "quit",
    // Options named as typed: "--resume", "--tournament".
    "resume",
    "tournament",
    // Practice and study: German's word for a chess engine and for an analysis, and the
    // commands "annabella practice", "annabella study", "--engine" and "apt-get install stockfish".
    "engine",
    "analyse",
    "practice",
    "study",
    "install",
    "stockfish",
];

/// Messages that quote a command line, whose options are English in every language.
const COMMAND_LINES: &[&str] = &["link-code", "hall-bus-tls"];

#[test]
fn no_message_of_another_language_keeps_its_english_words() {
    let english = words(Lang::En);
    let mut leaks = Vec::new();
    for lang in Lang::ALL.into_iter().filter(|l| *l != Lang::En) {
        for (id, theirs) in words(lang) {
            let Some(ours) = english
                .get(&id)
                .filter(|_| !COMMAND_LINES.contains(&id.as_str()))
            else {
                continue;
            };
            let shared: Vec<&String> = theirs
                .intersection(ours)
                .filter(|w| !SHARED.contains(&w.as_str()))
                .collect();
            if !shared.is_empty() {
                leaks.push(format!("{lang} {id}: {shared:?}"));
            }
        }
    }
    assert!(
        leaks.is_empty(),
        "{} messages:\n{}",
        leaks.len(),
        leaks.join("\n")
    );
}
