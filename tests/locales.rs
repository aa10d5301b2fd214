//! Every UI message exists in every language, for every Fluent file anyone adds: each language
//! has the same files as English and each file the same message ids.
//!
//! Variables: a translation may use more than English (a plural count, a grammatical case) and,
//! for grammar, may leave one out; but notices and errors must keep every one, because they
//! name what the user has to know (the file, key and value of a settings error, the failing
//! speech backend and why).

use std::collections::{BTreeMap, BTreeSet};

use annabella::i18n::{LOCALE_FILES, Lang, Localizer};
use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement};

/// For one language: file name → message or term id → the variables it uses.
type Ids = BTreeMap<String, BTreeMap<String, BTreeSet<String>>>;

fn ids(lang: Lang) -> Ids {
    let mut out = Ids::new();
    for (file_lang, file, source) in LOCALE_FILES {
        if *file_lang != lang.code() {
            continue;
        }
        let resource = fluent_syntax::parser::parse(*source)
            .unwrap_or_else(|(_, errors)| panic!("locales/{file_lang}/{file}: {errors:?}"));
        let messages = out.entry((*file).to_owned()).or_default();
        for entry in resource.body {
            let (id, value, attributes) = match entry {
                Entry::Message(m) => (m.id.name.to_owned(), m.value, m.attributes),
                Entry::Term(t) => (format!("-{}", t.id.name), Some(t.value), t.attributes),
                _ => continue,
            };
            let mut vars = BTreeSet::new();
            if let Some(v) = &value {
                pattern_vars(v, &mut vars);
            }
            for a in &attributes {
                pattern_vars(&a.value, &mut vars);
            }
            messages.insert(id, vars);
        }
    }
    out
}

/// Notices and errors whose variables say what the user must know.
fn must_keep_variables(id: &str) -> bool {
    [
        "config-error-",
        "speech-",
        "sound-",
        "record-audio-",
        "say-",
    ]
    .iter()
    .any(|prefix| id.starts_with(prefix))
}

fn pattern_vars(pattern: &Pattern<&str>, out: &mut BTreeSet<String>) {
    for element in &pattern.elements {
        if let PatternElement::Placeable { expression } = element {
            expression_vars(expression, out);
        }
    }
}

fn expression_vars(expression: &Expression<&str>, out: &mut BTreeSet<String>) {
    match expression {
        Expression::Select { selector, variants } => {
            inline_vars(selector, out);
            for v in variants {
                pattern_vars(&v.value, out);
            }
        }
        Expression::Inline(inline) => inline_vars(inline, out),
    }
}

fn inline_vars(inline: &InlineExpression<&str>, out: &mut BTreeSet<String>) {
    match inline {
        InlineExpression::VariableReference { id } => {
            out.insert(id.name.to_owned());
        }
        InlineExpression::Placeable { expression } => expression_vars(expression, out),
        InlineExpression::FunctionReference { arguments, .. } => {
            for a in &arguments.positional {
                inline_vars(a, out);
            }
            for a in &arguments.named {
                inline_vars(&a.value, out);
            }
        }
        _ => {}
    }
}

#[test]
fn every_language_has_every_file_and_message_of_english() {
    let english = ids(Lang::En);
    assert!(!english.is_empty(), "no English Fluent files embedded");
    let mut problems = Vec::new();
    for lang in Lang::ALL.into_iter().filter(|l| *l != Lang::En) {
        let other = ids(lang);
        for (file, messages) in &english {
            let Some(translated) = other.get(file) else {
                problems.push(format!("locales/{lang}/{file} is missing"));
                continue;
            };
            for (id, vars) in messages {
                match translated.get(id) {
                    None => problems.push(format!("locales/{lang}/{file}: {id} is missing")),
                    Some(v) if must_keep_variables(id) && !v.is_superset(vars) => {
                        problems.push(format!(
                            "locales/{lang}/{file}: {id} uses {v:?}, English uses {vars:?}"
                        ));
                    }
                    Some(_) => {}
                }
            }
            for id in translated.keys().filter(|id| !messages.contains_key(*id)) {
                problems.push(format!("locales/{lang}/{file}: {id} is not in English"));
            }
        }
        for file in other.keys().filter(|f| !english.contains_key(*f)) {
            problems.push(format!("locales/{lang}/{file} has no English original"));
        }
    }
    assert!(
        problems.is_empty(),
        "{} locale problems:\n{}",
        problems.len(),
        problems.join("\n")
    );
}

#[test]
fn every_language_loads() {
    for lang in Lang::ALL {
        if let Err(e) = Localizer::new(lang) {
            panic!("{lang}: {e}");
        }
    }
}

/// German, Spanish and Galician address the user formally everywhere, as the table does ("Sie",
/// "usted", "vostede"): practice, study and the e-board's messages were informal ("du", "tú",
/// "ti"), so one session spoke both ways ("Für Sie gibt es nichts zu bestätigen" beside "frag
/// noch einmal, wenn du am Zug bist").
#[test]
fn german_spanish_and_galician_address_the_user_in_one_register() {
    let informal: &[(&str, &[&str])] = &[
        (
            "de",
            &[
                "du",
                "dein",
                "deine",
                "deinen",
                "dir",
                "dich",
                "sag",
                "frag",
                "finde",
                "gib",
                "beende",
                "installiere",
            ],
        ),
        (
            "es",
            &[
                "tu",
                "tus",
                "tú",
                "te",
                "tuya",
                "tuyo",
                "estás",
                "busca",
                "inténtalo",
                "instala",
                "introduce",
                "jugaste",
            ],
        ),
        (
            "gl",
            &[
                "teu",
                "túa",
                "túas",
                "ti",
                "che",
                "estás",
                "busca",
                "instala",
                "introduce",
                "xogaches",
            ],
        ),
    ];
    let mut found = Vec::new();
    for (code, words) in informal {
        for (file_lang, file, source) in LOCALE_FILES {
            if file_lang != code {
                continue;
            }
            for line in source.lines().filter(|l| !l.trim_start().starts_with('#')) {
                // The message's id and the placeables' names ({ $dir }) are no words of the text.
                let text: String = line
                    .split_once(" = ")
                    .map_or(line, |(_, value)| value)
                    .split('{')
                    .enumerate()
                    .map(|(i, part)| {
                        if i == 0 {
                            part
                        } else {
                            part.split_once('}').map_or("", |(_, after)| after)
                        }
                    })
                    .collect::<Vec<_>>()
                    .join(" ");
                let lower = text.to_lowercase();
                let said: Vec<&str> = lower
                    .split(|c: char| !c.is_alphabetic())
                    .filter(|w| !w.is_empty())
                    .collect();
                // Spanish and Galician "di" is also "says": only "Di …" at a sentence's start
                // is the imperative.
                let imperative_di = (*code != "de")
                    && (line.contains(". Di ") || line.contains(": di ") || line.contains("} Di "));
                if imperative_di || said.iter().any(|w| words.contains(w)) {
                    found.push(format!("locales/{file_lang}/{file}: {line}"));
                }
            }
        }
    }
    assert!(found.is_empty(), "informal address:\n{}", found.join("\n"));
}

/// A joined device is told how many entries it caught up with: one entry is said in the
/// singular ("1 entries", "1 wpisów" were said at every arbiter's join, the first entry being
/// the clock's start), and Polish says "2 wpisy", "5 wpisów". Basque's noun after a numeral
/// does not change.
#[test]
fn one_entry_caught_up_is_said_in_the_singular() {
    use annabella::i18n::Arg;
    for lang in Lang::ALL {
        let l = Localizer::new(lang).expect("loads");
        let say = |n: i64| l.format("link-caught-up", &[("entries", Arg::Num(n))]);
        if lang.code() != "eu" {
            assert_ne!(say(1).replace('1', "5"), say(5), "{lang}");
        }
        if lang.code() == "pl" {
            assert_ne!(say(2).replace('2', "5"), say(5), "{lang}");
        }
    }
}
