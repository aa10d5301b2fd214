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
