//! Line mode as a device of one seat shows it: each seat's golden transcript of a short game
//! (tests/data/line/game.in → game.<seat>.out; `UPDATE_GOLDEN=1` rewrites them), no line printed
//! twice, and help one short command a line naming no keys line mode lacks.

use std::{fs, path::Path};

use annabella::{
    app::{App, Msg},
    clock::Timestamp,
    game::{GameSetup, Stamp},
    i18n::Lang,
    present::{Presenters, SeatLook},
    run::line::lines_for,
    table::{Mode, Seat, Table, TableSetup},
};

fn stamp(secs: u64) -> Stamp {
    Stamp {
        at: Timestamp::from_millis(secs * 1000),
        wall: Default::default(),
    }
}

fn setup() -> TableSetup {
    TableSetup {
        game: GameSetup::new(annabella::clock::TimeControl::parse("90+30").unwrap()),
        blind: shakmaty::Color::White,
        mode: Mode::Tournament,
        lang: Lang::En,
        vocab: annabella::vocab::VocabName::FideD,
        style: annabella::announce::Style::Fide,
        large_text: false,
        ranks: Default::default(),
        ids: Default::default(),
    }
}

/// What the line-mode device of `seat` prints for `input`, in `lang` for every seat.
fn device(seat: Seat, lang: Lang, input: &str) -> Vec<String> {
    let setup = setup();
    let presenters = Presenters::new(|s| SeatLook {
        lang,
        ..SeatLook::from_setup(s, &setup)
    })
    .unwrap();
    let mut app = App::new(Table::new(setup).unwrap(), presenters, seat);
    app.set_line_mode(true);
    let mut out = lines_for(app.keyboard(), &app.start(stamp(0)));
    for line in input.lines() {
        let line = line
            .split_once('#')
            .map_or(line, |(before, _)| before)
            .trim();
        let Some((secs, text)) = line.split_once(' ') else {
            continue;
        };
        let effects = app.update(Msg::Line(text.to_owned()), stamp(secs.parse().unwrap()));
        out.extend(lines_for(app.keyboard(), &effects));
    }
    out
}

fn input() -> String {
    fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/line/game.in"))
        .unwrap()
}

#[test]
fn each_seats_device_prints_only_its_own_lines() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/line");
    let update = std::env::var_os("UPDATE_GOLDEN").is_some();
    for seat in [Seat::Blind, Seat::Sighted, Seat::Arbiter] {
        let got = device(seat, Lang::En, &input()).join("\n") + "\n";
        let golden = dir.join(format!("game.{seat}.out"));
        if update {
            fs::write(&golden, &got).unwrap();
            continue;
        }
        let want = fs::read_to_string(&golden).unwrap_or_default();
        assert_eq!(got, want, "{}", golden.display());
        assert!(
            got.lines().all(|l| l.starts_with(seat.as_str())),
            "only {seat}'s lines:\n{got}"
        );
    }
}

#[test]
fn no_line_repeats_and_help_lines_are_short_and_name_no_keys() {
    for lang in Lang::ALL {
        for seat in [Seat::Blind, Seat::Sighted, Seat::Arbiter] {
            let lines = device(seat, lang, &input());
            for pair in lines.windows(2) {
                assert_ne!(pair[0], pair[1], "{lang:?} {seat}: a line printed twice");
            }
            let help = device(seat, lang, "1 help");
            // After the mode and the clock start: the help, as printed with the seat's label.
            let help = &help[2..];
            assert!(help.len() > 5, "{lang:?} {seat}: {help:#?}");
            for line in help {
                assert!(
                    line.chars().count() <= 80,
                    "{lang:?} {seat}: {} characters: {line}",
                    line.chars().count()
                );
                assert!(
                    !["F1", "F2", "F5", "F9", "Tab", "Ctrl"]
                        .iter()
                        .any(|key| line.contains(key)),
                    "{lang:?} {seat}: names a key line mode has not: {line}"
                );
            }
        }
    }
}

#[test]
fn the_command_line_gives_each_seat_its_language() {
    use std::io::Write as _;
    let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_annabella"))
        .args([
            "--reader",
            "--no-speech",
            "--no-journal",
            "--mode",
            "casual",
        ])
        .args(["--lang", "en", "--lang-blind", "de", "--lang-sighted", "es"])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(b"Eva vier\nseat sighted\nseat arbiter\nquit\n")
        .unwrap();
    let out = child.wait_with_output().unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("blind: Freie Partie"), "{text}");
    assert!(
        text.contains("blind: Bauer Eva zwei Eva vier. Bestätigen oder zurücknehmen?"),
        "{text}"
    );
    assert!(text.contains("vidente: Ante el teclado"), "{text}");
    assert!(
        text.contains("arbiter: At the keyboard: the arbiter."),
        "{text}"
    );
}

/// Help as a line-mode device prints it through a pipe, for `seat` in `lang`.
fn help_through_a_pipe(seat: Seat, lang: Lang) -> Vec<String> {
    let (code, out, err) = super::support::run_annabella(
        &[
            "--reader",
            "--no-speech",
            "--no-journal",
            "--lang",
            lang.code(),
            "--seat",
            seat.as_str(),
        ],
        "help\nquit\nquit\n",
    );
    assert_eq!(code, 0, "{err}");
    let label = annabella::i18n::Localizer::builtin(lang).format(
        "line-seat-label",
        &[("seat", annabella::i18n::Arg::Str(seat.as_str()))],
    );
    let lines: Vec<String> = out.lines().map(str::to_owned).collect();
    // From the first help line (after the start-up lines) to the question to quit.
    let words = annabella::i18n::Localizer::builtin(lang);
    let first = match seat {
        Seat::Arbiter => words.lines("app-help-arbiter"),
        _ => words.lines("app-help"),
    };
    let start = lines
        .iter()
        .position(|l| l.ends_with(first[0].as_str()))
        .unwrap_or_else(|| panic!("{lang} {seat}: no help in\n{out}"));
    let end = lines
        .iter()
        .rposition(|l| l.contains('?'))
        .unwrap_or(lines.len());
    lines[start..end]
        .iter()
        .inspect(|l| assert!(l.starts_with(&format!("{label}: ")), "{lang} {seat}: {l}"))
        .cloned()
        .collect()
}

#[test]
fn help_keeps_its_promise_one_command_a_line_within_80_characters_in_every_language() {
    let mut long = Vec::new();
    for lang in Lang::ALL {
        for seat in [Seat::Blind, Seat::Sighted, Seat::Arbiter] {
            let help = help_through_a_pipe(seat, lang);
            assert!(help.len() > 10, "{lang} {seat}: {help:#?}");
            for line in &help {
                let (_, text) = line.split_once(": ").unwrap();
                // A line that goes on from the one before is a command cut in two.
                if line.chars().count() > 80 || text.starts_with(' ') {
                    long.push(format!("{lang} {seat} {}: {line}", line.chars().count()));
                }
            }
        }
    }
    assert!(long.is_empty(), "{}", long.join("\n"));
}

/// The blind player reads German at a table whose language is English: from the first line to
/// the last (refusals, the exit line) nothing the blind seat reads is English.
#[test]
fn a_seat_in_another_language_than_the_tables_reads_no_english_from_start_to_exit() {
    let dir = tempfile::tempdir().unwrap();
    let journal = dir.path().join("game.journal");
    let (code, out, err) = super::support::run_annabella(
        &[
            "--reader",
            "--no-speech",
            "--lang",
            "en",
            "--lang-blind",
            "de",
            "--journal",
            journal.to_str().unwrap(),
        ],
        "hallo\nUhr anhalten\nSchiedsrichter: start\nNf3\nkorrigieren\nseat umpire\n\
         Uhr stellen Weiß\nquit\nquit\n",
    );
    assert_eq!(code, 0, "{err}");
    let english = [
        " the ", "The ", " is ", " not ", "Nothing", " takes ", " needs ", " was ",
    ];
    let blind: Vec<&str> = out
        .lines()
        .filter(|l| l.starts_with("blind:") || !l.contains(": "))
        .collect();
    assert!(blind.len() > 8, "{out}");
    for line in &blind {
        assert!(
            !english.iter().any(|e| line.contains(e)),
            "English for the German seat: {line}\n{out}"
        );
    }
    assert!(out.contains("„N“ ist der englische Buchstabe"), "{out}");
    assert!(out.contains("Fortsetzen mit: annabella resume"), "{out}");
}

/// English words no other interface language has, for the scans of what a seat in another
/// language reads.
const ENGLISH_WORDS: [&str; 16] = [
    "the", "is", "not", "and", "of", "you", "your", "nothing", "this", "that", "there", "are",
    "been", "which", "with", "has",
];

fn english_words(line: &str) -> bool {
    line.split(|c: char| !c.is_alphabetic())
        .any(|w| ENGLISH_WORDS.contains(&w.to_lowercase().as_str()))
}

/// Every seat in one language at one keyboard, through a pipe: a game with refusals, a
/// divergence, its repair, help and the exit; nothing any seat reads is English.
#[test]
fn every_message_a_seat_reads_in_another_language_is_in_that_language() {
    let input = "xq\npause\narbiter: start\narbiter: e4\nNf3\nSpringer Felix drei\nconfirm\n\
                 press\nsighted: Nh3\narbiter: repair\narbiter: retrace x\narbiter: set-clock\n\
                 arbiter: set-clock white xx\narbiter: fixed umpire\narbiter: retrace 0\n\
                 time?\nhelp\nseat sighted\nseat umpire\ncorrect\nquit\nquit\n";
    for lang in Lang::ALL.into_iter().filter(|l| *l != Lang::En) {
        let (code, out, err) = super::support::run_annabella(
            &[
                "--reader",
                "--no-speech",
                "--no-journal",
                "--lang",
                lang.code(),
            ],
            input,
        );
        assert_eq!(code, 0, "{err}");
        assert!(out.lines().count() > 40, "{lang}: {out}");
        let english: Vec<&str> = out.lines().filter(|l| english_words(l)).collect();
        assert!(english.is_empty(), "{lang}: {english:#?}");
    }
}
