//! Golden transcripts of the review commands, one per interface language: typed commands in
//! that language, parsed and answered for the blind player (White) after a short casual game,
//! must equal `tests/data/review/<lang>.txt`. Run with `UPDATE_GOLDEN=1` to rewrite them after
//! an intended change, then review the diff: they are what a player hears.

use std::{fs, path::Path};

use annabella::{
    announce::Style,
    clock::{TimeControl, Timestamp},
    game::{GameSetup, Stamp},
    i18n::Lang,
    review::{Query, ReviewEffect, Reviewer},
    table::{Action, Mode, Seat, Table, TableSetup, Target},
    vocab::VocabName,
};
use shakmaty::{Color, Position};

fn stamp(s: u64) -> Stamp {
    Stamp {
        at: Timestamp::from_millis(s * 1000),
        wall: Default::default(),
    }
}

/// A casual game after 1. e4 e5 2. Nf3 Nc6 3. Bb5, every move through the Appendix D cycle.
fn game() -> Table {
    let setup = TableSetup {
        game: GameSetup::new(TimeControl::parse("90+30").unwrap()),
        blind: Color::White,
        mode: Mode::Casual,
        lang: Lang::En,
        vocab: VocabName::FideD,
        style: Style::Fide,
        large_text: false,
        ranks: Default::default(),
        ids: Default::default(),
    };
    let mut t = Table::new(setup).unwrap();
    t.act(Seat::Arbiter, &Action::Start, stamp(0)).unwrap();
    let mut second = 0;
    for text in ["e4", "e5", "Nf3", "Nc6", "Bb5"] {
        let mover = t.seat_of(t.game().position().turn());
        let other = if mover == Seat::Blind {
            Seat::Sighted
        } else {
            Seat::Blind
        };
        let enter = Action::Enter {
            text: text.into(),
            target: Target::Both,
        };
        for (seat, action) in [
            (mover, enter.clone()),
            (mover, Action::Confirm),
            (mover, Action::Press),
            (other, enter),
        ] {
            second += 5;
            t.act(seat, &action, stamp(second)).unwrap();
        }
    }
    t
}

/// The inputs, in the language's own words (and a few in English, understood everywhere).
fn inputs(lang: Lang) -> &'static [&'static str] {
    match lang {
        Lang::En => &[
            "help",
            "last move",
            "moves 3",
            "move 2",
            "where knights",
            "opponent",
            "rank 1",
            "file e",
            "square Bella fünf",
            "diagonal Bella fünf",
            "players",
            "board",
            "ranks",
            "attackers e5",
            "legal f3",
            "material",
            "whose turn",
            "clock",
            "how long",
            "changed",
            "repetitions",
            "draw",
            "yes",
            "resign",
            "no",
            "style",
            "repeat",
            "rank x",
            "/1",
        ],
        Lang::De => &[
            "Hilfe",
            "letzter Zug",
            "Züge 3",
            "Zug 2",
            "wo Springer",
            "Gegner",
            "Reihe eins",
            "Linie Eva",
            "Feld Bella fünf",
            "Diagonale Bella fünf",
            "Partiekopf",
            "Brett",
            "Reihen",
            "Angreifer Eva fünf",
            "Zugmöglichkeiten Felix drei",
            "Material",
            "wer ist am Zug",
            "Uhr",
            "Denkzeit",
            "Brett prüfen",
            "Wiederholungen",
            "Remis",
            "ja",
            "aufgeben",
            "nein",
            "Stil",
            "wiederholen",
            "Reihe x",
            "/1",
        ],
        Lang::Es => &[
            "ayuda",
            "última jugada",
            "jugadas 3",
            "jugada 2",
            "dónde caballos",
            "rival",
            "fila uno",
            "columna e",
            "casilla Bella fünf",
            "diagonales Bella fünf",
            "cabecera",
            "tablero",
            "filas",
            "atacantes e5",
            "legales f3",
            "material",
            "turno",
            "reloj",
            "reflexión",
            "cambios 3",
            "repeticiones",
            "tablas",
            "sí",
            "abandonar",
            "no",
            "estilo",
            "repetir",
            "fila x",
            "/1",
        ],
        Lang::Eu => &[
            "laguntza",
            "azken jokaldia",
            "jokaldiak 3",
            "jokaldia 2",
            "non zaldunak",
            "aurkaria",
            "errenkada bat",
            "zutabea e",
            "laukia Bella fünf",
            "diagonala Bella fünf",
            "goiburua",
            "taula",
            "errenkadak",
            "erasotzaileak e5",
            "legalak f3",
            "materiala",
            "txanda",
            "erlojua",
            "pentsatzen",
            "aldaketak",
            "errepikapenak",
            "berdinketa",
            "bai",
            "etsi",
            "ez",
            "estiloa",
            "errepikatu",
            "errenkada x",
            "/1",
        ],
        Lang::Pl => &[
            "pomoc",
            "ostatni ruch",
            "ruchy 3",
            "ruch 2",
            "gdzie skoczki",
            "przeciwnik",
            "rząd jeden",
            "kolumna e",
            "pole Bella fünf",
            "przekątna Bella fünf",
            "nagłówek",
            "plansza",
            "rzędy",
            "atakujący e5",
            "legalne f3",
            "materiał",
            "czyja kolej",
            "zegar",
            "namysł",
            "zmiany 1",
            "powtórzenia",
            "remis",
            "tak",
            "poddaję się",
            "nie",
            "styl",
            "powtórz",
            "rząd x",
            "/1",
        ],
        Lang::Gl => &[
            "axuda",
            "última xogada",
            "xogadas 3",
            "xogada 2",
            "onde cabalos",
            "rival",
            "fila un",
            "columna e",
            "casa Bella fünf",
            "diagonais Bella fünf",
            "cabeceira",
            "taboleiro",
            "filas",
            "atacantes e5",
            "legais f3",
            "material",
            "quenda",
            "reloxo",
            "reflexión",
            "que cambiou",
            "repeticións",
            "táboas",
            "si",
            "abandonar",
            "non",
            "estilo",
            "repetir",
            "fila x",
            "/1",
        ],
    }
}

fn transcript(lang: Lang, table: &Table) -> String {
    let reviewer = Reviewer::new(lang).unwrap();
    let mut out = String::new();
    let mut pending = None;
    let mut style = Style::Fide;
    let mut last_said: Option<String> = None;
    for input in inputs(lang) {
        out.push_str(&format!("> {input}\n"));
        let lines = match reviewer.parse(input) {
            Ok(command) => {
                let query = Query {
                    style,
                    last_said: last_said.as_deref(),
                    pending,
                    ..Query::new(table, Seat::Blind, Timestamp::from_millis(120_000))
                };
                let answer = reviewer.answer(&query, &command);
                pending = None;
                match answer.effect {
                    Some(ReviewEffect::Ask(request)) => pending = Some(request),
                    Some(ReviewEffect::SetStyle(s)) => style = s,
                    _ => {}
                }
                answer.lines
            }
            Err(e) => vec![reviewer.explain(&e)],
        };
        for line in &lines {
            out.push_str(&format!("  {line}\n"));
        }
        last_said = Some(lines.join(" "));
    }
    out
}

#[test]
fn golden_review_transcripts() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/review");
    let update = std::env::var_os("UPDATE_GOLDEN").is_some();
    let table = game();
    let mut failures = Vec::new();
    for lang in Lang::ALL {
        let got = transcript(lang, &table);
        let path = dir.join(format!("{lang}.txt"));
        if update {
            fs::create_dir_all(&dir).unwrap();
            fs::write(&path, &got).unwrap();
            continue;
        }
        let want = fs::read_to_string(&path).unwrap_or_default();
        if let Some((i, (g, w))) = got
            .lines()
            .zip(want.lines())
            .enumerate()
            .find(|(_, (g, w))| g != w)
        {
            failures.push(format!(
                "{}: line {}:\n  got:  {g}\n  want: {w}",
                path.display(),
                i + 1
            ));
        } else if got.lines().count() != want.lines().count() {
            failures.push(format!("{}: length differs", path.display()));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
