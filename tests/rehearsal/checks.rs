//! What the rehearsal checks in each person's output and files: the language of every line,
//! secrets nowhere they must not be, every move of a game exactly once in a journal and a PGN,
//! and the relay's PGN never ahead of its delay.

use std::{
    collections::{BTreeMap, BTreeSet},
    path::Path,
};

use annabella::{
    i18n::{LOCALE_FILES, Lang},
    table::{Replica, journal::recover},
};

use super::person::Person;
use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement};

/// A word's letters, lower case; words of four letters or more count (shorter ones are shared
/// too often to tell a language).
fn words(text: &str) -> impl Iterator<Item = String> + '_ {
    text.split(|c: char| !c.is_alphabetic())
        .filter(|w| w.chars().count() >= 4)
        .map(str::to_lowercase)
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
        Expression::Inline(InlineExpression::StringLiteral { value }) => {
            out.push(' ');
            out.push_str(value);
        }
        Expression::Inline(_) => {}
    }
}

/// Every word a language's messages, terms and attributes hold.
fn message_words(lang: Lang) -> BTreeSet<String> {
    let mut set = BTreeSet::new();
    for (file_lang, _, source) in LOCALE_FILES {
        if *file_lang != lang.code() {
            continue;
        }
        let resource = fluent_syntax::parser::parse(*source).unwrap();
        for entry in resource.body {
            let mut text = String::new();
            match entry {
                Entry::Message(m) => {
                    if let Some(value) = &m.value {
                        pattern_text(value, &mut text);
                    }
                    for a in &m.attributes {
                        pattern_text(&a.value, &mut text);
                    }
                }
                Entry::Term(t) => {
                    pattern_text(&t.value, &mut text);
                    for a in &t.attributes {
                        pattern_text(&a.value, &mut text);
                    }
                }
                _ => {}
            }
            set.extend(words(&text));
        }
    }
    set
}

/// The words a seat of `lang` may type and be shown besides its messages: its move vocabulary
/// and its review commands.
fn grammar_words(lang: Lang) -> BTreeSet<String> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("grammars");
    let mut set = BTreeSet::new();
    for name in [
        format!("{}.toml", lang.code()),
        format!("commands-{}.toml", lang.code()),
    ] {
        let text = std::fs::read_to_string(root.join(name)).unwrap_or_default();
        // The quoted words only: keys and comments are the file's own (English) words.
        for (i, part) in text.split('"').enumerate() {
            if i % 2 == 1 {
                set.extend(words(part));
            }
        }
    }
    set
}

/// Words every language shows alike: the Appendix D words (German in every language), the
/// program's name and its command lines' words, and the names the rehearsal gives.
const SHARED: &[&str] = &[
    "springer",
    "bauer",
    "dame",
    "turm",
    "läufer",
    "könig",
    "anna",
    "bella",
    "cesar",
    "david",
    "felix",
    "gustav",
    "hector",
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
    "kurze",
    "lange",
    "rochade",
    "annabella",
];

/// Which language's words a line of a person reading `lang` holds that `lang`'s do not: for
/// each such word, the languages whose messages have it. Paths, options (`--resume`) and words
/// in `extra` (names, typed words the program quotes) are passed over.
pub struct Languages {
    own: BTreeMap<Lang, BTreeSet<String>>,
    messages: BTreeMap<Lang, BTreeSet<String>>,
}

impl Languages {
    pub fn new() -> Languages {
        let mut own = BTreeMap::new();
        let mut messages = BTreeMap::new();
        for lang in Lang::ALL {
            let m = message_words(lang);
            let mut o = m.clone();
            o.extend(grammar_words(lang));
            o.extend(SHARED.iter().map(|w| (*w).to_owned()));
            own.insert(lang, o);
            messages.insert(lang, m);
        }
        Languages { own, messages }
    }

    /// The foreign words of `line` for a reader of `lang`, each with the languages it is from.
    pub fn foreign(&self, line: &str, lang: Lang, extra: &[&str]) -> Vec<(String, Vec<Lang>)> {
        let own = &self.own[&lang];
        let mut out = Vec::new();
        // A command to type is the program's syntax, the same in every language.
        let line = line.split("annabella ").next().unwrap_or_default();
        for token in line.split_whitespace() {
            // Paths, options, file names ("annabella-envelope.txt") and article numbers are
            // the same in every language.
            let token = token.trim_end_matches(|c: char| c.is_ascii_punctuation());
            if token.contains('/')
                || token.starts_with('-')
                || token.contains('=')
                || token.contains('.')
            {
                continue;
            }
            for word in words(token) {
                if own.contains(&word) || extra.iter().any(|e| e.to_lowercase() == word) {
                    continue;
                }
                let from: Vec<Lang> = self
                    .messages
                    .iter()
                    .filter(|(l, m)| **l != lang && m.contains(&word))
                    .map(|(l, _)| *l)
                    .collect();
                if !from.is_empty() {
                    out.push((word, from));
                }
            }
        }
        out
    }

    /// The lines of `printed` with foreign words, with the words: for a failure message.
    pub fn leaks(&self, printed: &[String], lang: Lang, extra: &[&str]) -> Vec<String> {
        printed
            .iter()
            .filter_map(|line| {
                let foreign = self.foreign(line, lang, extra);
                (!foreign.is_empty()).then(|| format!("{line}    <- {foreign:?}"))
            })
            .collect()
    }
}

/// A table journal's game as it stood after each of its entries, replayed as a follower (the
/// relay) does: the civil time (ms) of the entry and the SANs of the game's moves then; the
/// first is the game before any entry.
pub fn journal_states(path: &Path) -> Vec<(i64, Vec<String>)> {
    let mut out = vec![(i64::MIN, Vec::new())];
    let Ok(bytes) = std::fs::read(path) else {
        return out;
    };
    let recovered = recover(&bytes).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let Some(ids) = recovered.ids else {
        return out;
    };
    let mut replica = Replica::new(ids, &recovered.header).unwrap();
    for numbered in &recovered.entries {
        let entry = &numbered.entry;
        replica
            .apply(entry)
            .unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        let plies = replica.table().game().record().plies();
        out.push((
            entry.wall,
            plies.iter().map(|p| p.san.to_string()).collect(),
        ));
    }
    out
}

/// The game's log of a table journal, replayed as a follower does (the arbiter's record of
/// claims and of time added).
pub fn journal_log(path: &Path) -> Vec<annabella::game::LogKind> {
    let Ok(bytes) = std::fs::read(path) else {
        return Vec::new();
    };
    let recovered = recover(&bytes).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let Some(ids) = recovered.ids else {
        return Vec::new();
    };
    let mut replica = Replica::new(ids, &recovered.header).unwrap();
    for numbered in &recovered.entries {
        replica
            .apply(&numbered.entry)
            .unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    }
    replica
        .table()
        .game()
        .record()
        .log()
        .iter()
        .map(|e| e.kind.clone())
        .collect()
}

/// The SANs of a journal's game.
pub fn journal_moves(path: &Path) -> Vec<String> {
    journal_states(path)
        .pop()
        .map(|(_, moves)| moves)
        .unwrap_or_default()
}

/// The clock times (`[%clk h:mm:ss]`) of a game's moves, in seconds, in order.
pub fn pgn_clocks(movetext: &str) -> Vec<u64> {
    movetext
        .split("[%clk ")
        .skip(1)
        .filter_map(|rest| {
            let time = rest.split(']').next()?;
            time.split(':').try_fold(0u64, |acc, part| {
                Some(acc * 60 + part.parse::<f64>().ok()? as u64)
            })
        })
        .collect()
}

/// A game of a PGN text: its tags, its moves in order (comments, move numbers and the result
/// left out) and its clock times.
pub type PgnGame = (BTreeMap<String, String>, Vec<String>, Vec<u64>);

/// Each game of a PGN text.
pub fn pgn_games(pgn: &str) -> Vec<PgnGame> {
    let mut games = Vec::new();
    for game in pgn.split("\n[Event ").enumerate().map(|(i, g)| {
        if i == 0 {
            g.to_owned()
        } else {
            format!("[Event {g}")
        }
    }) {
        if !game.trim_start().starts_with("[Event ") {
            continue;
        }
        let (tag_text, movetext) = game.split_once("\n\n").unwrap_or((&game, ""));
        let tags = tag_text
            .lines()
            .filter_map(|l| {
                let l = l.trim().strip_prefix('[')?.strip_suffix(']')?;
                let (name, value) = l.split_once(' ')?;
                Some((name.to_owned(), value.trim_matches('"').to_owned()))
            })
            .collect();
        let mut text = String::new();
        let mut depth = 0;
        for c in movetext.chars() {
            match c {
                '{' => depth += 1,
                '}' => depth -= 1,
                _ if depth == 0 => text.push(c),
                _ => {}
            }
        }
        let moves = text
            .split_whitespace()
            .map(|w| w.trim_start_matches(|c: char| c.is_ascii_digit() || c == '.'))
            .filter(|w| !w.is_empty() && !["*", "1-0", "0-1", "1/2-1/2"].contains(w))
            .map(str::to_owned)
            .collect();
        games.push((tags, moves, pgn_clocks(movetext)));
    }
    games
}

/// The civil time now, in milliseconds since the epoch (what the relay reads its delay against).
pub fn wall_now() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| i64::try_from(d.as_millis()).unwrap_or(i64::MAX))
}

/// The longest piece of message `id`'s own text in `lang` (its words between the values put
/// in): what a line telling that message contains, whatever the values.
pub fn said(lang: Lang, id: &str) -> String {
    for (file_lang, _, source) in LOCALE_FILES {
        if *file_lang != lang.code() {
            continue;
        }
        let resource = fluent_syntax::parser::parse(*source).unwrap();
        for entry in resource.body {
            if let Entry::Message(m) = entry
                && m.id.name == id
                && let Some(value) = &m.value
            {
                let longest = value
                    .elements
                    .iter()
                    .filter_map(|e| match e {
                        PatternElement::TextElement { value } => Some(value.trim()),
                        PatternElement::Placeable { .. } => None,
                    })
                    .max_by_key(|t| t.chars().count())
                    .unwrap_or_default();
                assert!(!longest.is_empty(), "{lang} {id} has no text of its own");
                return longest.to_owned();
            }
        }
    }
    panic!("no message {id} in {lang}");
}

/// Message `id` in `lang` with these values (for a message whose words depend on a value).
pub fn told(lang: Lang, id: &str, args: &[(&str, &str)]) -> String {
    use annabella::i18n::{Arg, Localizer};
    // Numbers as numbers: they choose the plural form.
    let args: Vec<(&str, Arg<'_>)> = args
        .iter()
        .map(|(n, v)| (*n, v.parse().map_or(Arg::Str(v), Arg::Num)))
        .collect();
    let text = Localizer::builtin(lang).format(id, &args);
    assert_ne!(text, id, "{lang} {id} does not format with {args:?}");
    text
}

/// The words that tell a move in any of the forms a person could see or a file could hold.
pub fn forms(words: &'static [&'static str]) -> impl Fn(&str) -> Option<String> {
    move |text: &str| {
        words
            .iter()
            .find(|w| text.contains(**w))
            .map(|w| (*w).to_owned())
    }
}

/// Every line a person printed and every file in their folder that holds a secret's form.
pub fn secret_in(person: &mut Person, secret: &dyn Fn(&str) -> Option<String>) -> Vec<String> {
    let mut found: Vec<String> = person
        .printed()
        .iter()
        .filter_map(|l| secret(l).map(|w| format!("printed '{w}': {l}")))
        .collect();
    for (path, text) in person.files() {
        if let Some(w) = secret(&text) {
            found.push(format!("file {} holds '{w}'", path.display()));
        }
    }
    found
}
