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
    "bytes",
    // A network port ("Port" in German).
    "port",
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
    // Command-line errors: "Argument" and "Format" (German, Polish), "Journals", "Name" and "null" (zero) in
    // German, "zero"
    // (Basque), and the kinds of file "FIFO" and "socket" as the system names them.
    "argument",
    "format",
    "journals",
    "name",
    "null",
    "zero",
    "fifo",
    "socket",
];

/// Messages that quote a command line, whose options are English in every language.
const COMMAND_LINES: &[&str] = &[
    "link-code",
    "hall-bus-tls",
    "join-usage-needs-code",
    "join-usage-eboard-seat",
    "pair-refused-seat-taken",
    // Command-line errors that name options, tags and forms as typed: "--calls", "--listen",
    // "--eboard",
    // "--one-board", "--force", "--control", "--game N", "[%result …]", "delay", "bronstein",
    // the tags "ClockControl" and "TimeControl".
    "cli-calls",
    "cli-listen",
    // A clock script's events and sides, quoted as typed.
    "cli-script-unknown-event",
    "cli-script-no-side",
    "cli-script-not-a-side",
    "cli-script-no-amount",
    "cli-script-no-time",
    "cli-script-start-side",
    "cli-script-not-moves-n",
    "cli-eboard-one-board",
    "cli-practice-one-board",
    "cli-period-not-a-bonus",
    "cli-pgn-exists",
    "cli-pgn-no-control",
    "cli-pgn-result-mismatch",
    "cli-pgn-second-game",
    "cli-pgn-several-match",
];

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

/// The words (four letters or more, lower case) of the English messages `prefixes` name, their
/// placeables left out.
fn english_words_of(prefixes: &[&str]) -> BTreeSet<String> {
    words(Lang::En)
        .into_iter()
        .filter(|(id, _)| prefixes.iter().any(|p| id.starts_with(p)))
        .flat_map(|(_, set)| set)
        .filter(|w| !SHARED.contains(&w.as_str()))
        .collect()
}

/// Runs `annabella` with `args` in `dir` (its own settings and data folders there): the exit
/// code and what it printed, both streams, with `dir`'s path taken out.
fn annabella(dir: &std::path::Path, args: &[&str]) -> (i32, String) {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_annabella"))
        .args(args)
        .current_dir(dir)
        .env("HOME", dir)
        .env("XDG_CONFIG_HOME", dir.join("config"))
        .env("XDG_DATA_HOME", dir.join("data"))
        .stdin(std::process::Stdio::null())
        .output()
        .unwrap();
    let text = format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    (
        out.status.code().unwrap_or(-1),
        text.replace(dir.to_str().unwrap(), "DIR"),
    )
}

/// The hall's command line (issue 22, item 3): its usage errors and what `hall config` writes
/// are said in the language chosen, never in English; in English they are the English words
/// (so that the scan is not empty).
#[test]
fn the_hall_command_line_speaks_the_language_chosen() {
    let english = english_words_of(&["hall-usage", "hall-config"]);
    let mut heard_in_english = 0;
    for lang in Lang::ALL {
        let dir = tempfile::tempdir().unwrap();
        let dir = dir.path();
        let code = lang.code();
        let config = |extra: &[&'static str]| {
            let mut args = vec![
                "hall", "config", "--lang", code, "--tables", "2", "--store", "store", "--out",
                "out",
            ];
            args.extend_from_slice(extra);
            args
        };
        let runs: Vec<(Vec<&str>, i32)> = vec![
            // No broker for the station, nor for the relay.
            (vec!["hall", "--lang", code], 2),
            (vec!["hall", "relay", "--out", "relay", "--lang", code], 2),
            // A table in a hall without its tournament, without its number.
            (vec!["--hall", "nats://127.0.0.1:9", "--lang", code], 2),
            (
                vec![
                    "--hall",
                    "nats://127.0.0.1:9",
                    "--tournament",
                    "t",
                    "--lang",
                    code,
                ],
                2,
            ),
            // A bad tournament's name, a bad place, a cluster of two.
            (config(&["--tournament", "a b"]), 2),
            (config(&["--tournament", "t", "--listen", "nowhere"]), 2),
            (config(&["--tournament", "t", "--cluster", "2"]), 2),
            // Written, then refused over the files written.
            (config(&["--tournament", "t"]), 0),
            (config(&["--tournament", "t"]), 2),
        ];
        for (args, expected) in runs {
            let (got, said) = annabella(dir, &args);
            assert_eq!(got, expected, "{lang} {args:?}: {said}");
            // Options, addresses, paths and forms are quoted as typed: "--hall
            // nats://HOST:PORT", "out/creds/USER.creds".
            let typed = |t: &&str| {
                t.contains("--") || t.contains('/') || !t.chars().any(char::is_lowercase)
            };
            let prose: Vec<&str> = said.split_whitespace().filter(|t| !typed(t)).collect();
            let said_words: BTreeSet<String> = prose
                .iter()
                .flat_map(|t| t.split(|c: char| !c.is_alphabetic()))
                .filter(|w| w.chars().count() >= 4)
                .map(str::to_lowercase)
                .collect();
            let shared: Vec<_> = said_words.intersection(&english).collect();
            if lang == Lang::En {
                heard_in_english += shared.len();
            } else {
                assert!(
                    shared.is_empty(),
                    "{lang} {args:?}: English {shared:?} in '{said}'"
                );
            }
        }
    }
    assert!(
        heard_in_english >= 10,
        "{heard_in_english} English words in English"
    );
}

/// The words of `said` that are prose, not typed: options, paths, forms and values are quoted
/// as typed ("--control", "DIR/bad.pgn", "h:mm:ss").
fn prose_words(said: &str) -> BTreeSet<String> {
    let typed =
        |t: &&str| t.contains("--") || t.contains('/') || !t.chars().any(char::is_lowercase);
    said.split_whitespace()
        .filter(|t| !typed(t))
        .flat_map(|t| t.split(|c: char| !c.is_alphabetic()))
        .filter(|w| w.chars().count() >= 4)
        .map(str::to_lowercase)
        .collect()
}

/// Every subcommand's command-line errors (issue 22, item 3): a bad time control or list of
/// calls, a file that cannot be read or created, a journal or a PGN that does not read, the
/// command line's own mistakes; in every language the error is said in that language (never
/// the English words nor the English text), names what it is about, and exits as before.
#[test]
fn command_line_errors_are_said_in_the_language_chosen() {
    // The English words of the messages, those that quote typed words (options, events) left
    // out.
    let english: BTreeSet<String> = words(Lang::En)
        .into_iter()
        .filter(|(id, _)| id.starts_with("cli-") && !COMMAND_LINES.contains(&id.as_str()))
        .flat_map(|(_, set)| set)
        .filter(|w| !SHARED.contains(&w.as_str()))
        .collect();
    let dir = tempfile::tempdir().unwrap();
    let dir = dir.path();
    std::fs::write(dir.join("bad.pgn"), "1. e4 e5 2. Ke3 *\n").unwrap();
    std::fs::write(
        dir.join("two.pgn"),
        "[White \"Anand\"]\n[Black \"Carlsen\"]\n\n1. e4 e5 *\n\n\
         [White \"Ding\"]\n[Black \"Nepo\"]\n\n1. d4 d5 *\n",
    )
    .unwrap();
    std::fs::write(dir.join("garbage.journal"), "garbage\n").unwrap();
    std::fs::write(dir.join("flip.script"), "0:00:00 start\n0:00:01 flip\n").unwrap();
    std::fs::write(dir.join("resume.script"), "0:00:00 resume\n").unwrap();
    // A place to listen that another program holds.
    let taken = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let busy = taken.local_addr().unwrap().to_string();
    let busy = busy.as_str();
    // (the arguments, the language added; the exit code; what must be named)
    let cases: &[(&[&str], i32, &[&str])] = &[
        (
            &[
                "host",
                "--listen",
                busy,
                "--reader",
                "--no-speech",
                "--no-journal",
            ],
            2,
            &[busy],
        ),
        (
            &["practice", "--control", "xyz", "--reader"],
            2,
            &["xyz", "1"],
        ),
        (&["--control", "5+", "--reader"], 2, &["5+", "1"]),
        (&["--control", "90, 30", "--reader"], 2, &["90, 30", "1"]),
        (&["game", "--control", "5", "--calls", "5x"], 2, &["5x"]),
        (
            &["clock", "--control", "5", "--calls", "0s", "--script", "x"],
            2,
            &["0s"],
        ),
        (&["resume", "nonexist", "--reader"], 1, &["nonexist"]),
        (&["study", "nonexist.pgn", "--reader"], 2, &["nonexist.pgn"]),
        (&["--journal", "/proc/x", "--reader"], 2, &["/proc/x"]),
        (
            &["game", "--control", "5", "--journal", "/proc/x"],
            1,
            &["/proc/x"],
        ),
        (
            &["clock", "--control", "5", "--script", "nope"],
            2,
            &["nope"],
        ),
        (
            &["resume", "bad.pgn", "--control", "5"],
            1,
            &["bad.pgn", "1", "2", "Ke3"],
        ),
        (&["study", "bad.pgn", "--reader"], 2, &["bad.pgn", "Ke3"]),
        (
            &["resume", "two.pgn", "--control", "5", "--game", "Zorro"],
            1,
            &["Zorro", "Anand", "Carlsen", "Ding"],
        ),
        (
            &["resume", "two.pgn", "--control", "5"],
            1,
            &["--game", "Anand", "Ding"],
        ),
        (&["resume", "garbage.journal"], 1, &["garbage.journal"]),
        (
            &["clock", "--control", "5", "--script", "flip.script"],
            1,
            &["flip", "2"],
        ),
        (
            &["clock", "--control", "5", "--script", "resume.script"],
            1,
            &["resume", "1"],
        ),
        (
            &["resume", "two.pgn", "--white-clock", "1:5"],
            2,
            &["--white-clock", "1:5"],
        ),
        (&["resume", "--reader"], 2, &["journals"]),
        (&["--rate", "500", "--reader"], 2, &["--rate", "500"]),
        (
            &["say", "--no-speech", "--volume", "-500", "hallo"],
            2,
            &["--volume", "-500"],
        ),
        (
            &["say", "--no-speech", "--record-audio", "/proc/x/y", "hallo"],
            1,
            &["/proc/x/y"],
        ),
        (
            &["--white", "Anna\nBella", "--reader"],
            2,
            &["--white", "Anna\\nBella"],
        ),
        (
            &["game", "--control", "5", "--round", "1\t2"],
            2,
            &["--round", "\\t"],
        ),
        (
            &["--seconds-below", "2x", "--reader"],
            2,
            &["--seconds-below", "2x"],
        ),
        (
            &["game", "--control", "5", "--seconds-below", "2x"],
            2,
            &["2x"],
        ),
        (
            &["practice", "--one-board", "--reader"],
            2,
            &["--one-board"],
        ),
        (
            &["--one-board", "--eboard", "auto", "--reader"],
            2,
            &["--eboard"],
        ),
        (&["study", "--reader"], 2, &[]),
        (&["game", "--control", "5", "--fen", "zz w"], 2, &["zz w"]),
        (&["parse", "--fen", "zz", "e4"], 2, &["--fen", "zz"]),
        (
            &["announce", "--fen", "8/8/8/8/8/8/8/8 w - - 0 1", "e4"],
            2,
            &["8/8/8/8/8/8/8/8"],
        ),
    ];
    let run = |lang: Lang, args: &[&str]| {
        let mut all: Vec<&str> = args.to_vec();
        all.extend(["--lang", lang.code()]);
        let (got, said) = annabella(dir, &all);
        // The English text the errors' Display gives is never printed: no OS text either.
        assert!(!said.contains("os error"), "{lang} {args:?}: {said}");
        (got, said)
    };
    let in_english: Vec<String> = cases
        .iter()
        .map(|(args, expected, named)| {
            let (got, said) = run(Lang::En, args);
            assert_eq!(got, *expected, "en {args:?}: {said}");
            for name in *named {
                assert!(said.contains(name), "en {args:?}: {name} not in {said}");
            }
            assert!(
                !prose_words(&said).is_disjoint(&english),
                "en {args:?}: {said}"
            );
            said
        })
        .collect();
    for lang in Lang::ALL.into_iter().filter(|l| *l != Lang::En) {
        for ((args, expected, named), english_said) in cases.iter().zip(&in_english) {
            let (got, said) = run(lang, args);
            assert_eq!(got, *expected, "{lang} {args:?}: {said}");
            assert_ne!(&said, english_said, "{lang} {args:?}");
            for name in *named {
                assert!(said.contains(name), "{lang} {args:?}: {name} not in {said}");
            }
            let shared: Vec<_> = prose_words(&said)
                .intersection(&english)
                .filter(|w| !SHARED.contains(&w.as_str()))
                .cloned()
                .collect();
            assert!(
                shared.is_empty(),
                "{lang} {args:?}: English {shared:?} in '{said}'"
            );
        }
    }
}

/// Without `--lang` a command-line error is said in the language the rest of the program
/// takes: the settings file's, else the system locale's; subcommands without `--lang`
/// (grammar, session) too.
#[test]
fn command_line_errors_follow_the_settings_and_the_locale() {
    let dir = tempfile::tempdir().unwrap();
    let dir = dir.path();
    let said = |config: Option<&str>, locale: &str, args: &[&str]| {
        let home = dir.join(locale);
        if let Some(text) = config {
            std::fs::create_dir_all(home.join("config/annabella")).unwrap();
            std::fs::write(home.join("config/annabella/config.toml"), text).unwrap();
        }
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_annabella"))
            .args(args)
            .current_dir(dir)
            .env("HOME", &home)
            .env("XDG_CONFIG_HOME", home.join("config"))
            .env("XDG_DATA_HOME", home.join("data"))
            .env_remove("LANGUAGE")
            .env_remove("LC_MESSAGES")
            .env("LC_ALL", locale)
            .stdin(std::process::Stdio::null())
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        String::from_utf8_lossy(&out.stderr).into_owned()
    };
    let control = ["practice", "--control", "xyz", "--reader"];
    let grammar = ["grammar", "--fen", "zz"];
    // The settings file's language, whatever the locale.
    let config = Some("language = \"pl\"\n");
    for args in [&control[..], &grammar[..]] {
        let text = said(config, "C", args);
        assert!(text.contains("„xyz”") || text.contains("„zz”"), "{text}");
    }
    // The system locale's.
    let text = said(None, "es_ES.UTF-8", &control);
    assert!(
        text.contains("periodo 1 del ritmo de juego («xyz»)"),
        "{text}"
    );
    let text = said(None, "de_DE.UTF-8", &grammar);
    assert!(text.contains("„zz“ ist keine Stellung"), "{text}");
}
