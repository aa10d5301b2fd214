//! Every Fluent file under `locales/` against its English original: every language has every
//! file and every message, no message the English lacks, and Polish plural choices with a "few"
//! form ("2 piony", not "2 pionów"). Covers whatever files exist, so a new `.ftl` file is
//! guarded as soon as it is added.

use std::collections::{BTreeMap, BTreeSet};

use annabella::i18n::LOCALE_FILES;
use fluent_syntax::{ast, parser};

/// What the tests need of one message: for each select on a variable, the variable and its
/// variant keys.
#[derive(Default)]
struct Message {
    selects: Vec<(String, BTreeSet<String>)>,
}

fn walk_pattern(pattern: &ast::Pattern<&str>, out: &mut Message) {
    for element in &pattern.elements {
        if let ast::PatternElement::Placeable { expression } = element {
            walk_expression(expression, out);
        }
    }
}

fn walk_inline(inline: &ast::InlineExpression<&str>, out: &mut Message) {
    if let ast::InlineExpression::Placeable { expression } = inline {
        walk_expression(expression, out);
    }
}

fn walk_expression(expression: &ast::Expression<&str>, out: &mut Message) {
    match expression {
        ast::Expression::Inline(inline) => walk_inline(inline, out),
        ast::Expression::Select { selector, variants } => {
            if let ast::InlineExpression::VariableReference { id } = selector {
                let keys = variants
                    .iter()
                    .map(|v| match &v.key {
                        ast::VariantKey::Identifier { name } => (*name).to_owned(),
                        ast::VariantKey::NumberLiteral { value } => (*value).to_owned(),
                    })
                    .collect();
                out.selects.push((id.name.to_owned(), keys));
            }
            for variant in variants {
                walk_pattern(&variant.value, out);
            }
        }
    }
}

/// (language, file) → messages.
fn files() -> BTreeMap<(String, String), BTreeMap<String, Message>> {
    let mut files = BTreeMap::new();
    for (lang, file, source) in LOCALE_FILES {
        let resource = parser::parse(*source)
            .unwrap_or_else(|(_, errors)| panic!("locales/{lang}/{file}: {errors:?}"));
        let mut messages = BTreeMap::new();
        for entry in resource.body {
            if let ast::Entry::Message(m) = entry {
                let mut message = Message::default();
                if let Some(value) = &m.value {
                    walk_pattern(value, &mut message);
                }
                messages.insert(m.id.name.to_owned(), message);
            }
        }
        files.insert(((*lang).to_owned(), (*file).to_owned()), messages);
    }
    files
}

#[test]
fn polish_plural_choices_have_a_few_form() {
    let mut problems = Vec::new();
    for ((lang, file), messages) in files() {
        if lang != "pl" {
            continue;
        }
        for (id, message) in messages {
            for (variable, keys) in &message.selects {
                if keys.contains("one") && !keys.contains("few") {
                    problems.push(format!(
                        "locales/pl/{file}: {id} chooses on ${variable} with [one] but no [few]"
                    ));
                }
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}
