//! Table-driven tests of the command words in all six languages, their arguments in Appendix D
//! words, letters and the language's own words, and the errors.

use shakmaty::{Color, File, Rank, Role, Square};

use super::*;
use crate::vocab::{Meaning, VocabName, Vocabulary};

fn pieces(whose: Whose, role: Option<Role>) -> ReviewCommand {
    ReviewCommand::Pieces { whose, role }
}

fn mine(role: Role) -> ReviewCommand {
    pieces(Whose::Mine, Some(role))
}

#[test]
fn command_words_in_every_language() {
    use ReviewCommand as C;
    let theirs = |role| pieces(Whose::Theirs, role);
    let cases: &[(Lang, &str, ReviewCommand)] = &[
        // English, with arguments in Appendix D words, letters and English words.
        (Lang::En, "board", C::Board(BoardRead::Pieces)),
        (Lang::En, "Board ranks", C::Board(BoardRead::Ranks)),
        (Lang::En, "rank 3", C::Rank(Rank::Third)),
        (Lang::En, "rank drei", C::Rank(Rank::Third)),
        (Lang::En, "file e", C::File(File::E)),
        (Lang::En, "file Eva", C::File(File::E)),
        (Lang::En, "square f3", C::Square(Square::F3)),
        (Lang::En, "square Felix drei", C::Square(Square::F3)),
        (Lang::En, "square foxtrot three", C::Square(Square::F3)),
        (Lang::En, "what's on e4", C::Square(Square::E4)),
        (Lang::En, "where knight", mine(Role::Knight)),
        (Lang::En, "where Springer", mine(Role::Knight)),
        (Lang::En, "where are my knights", mine(Role::Knight)),
        (Lang::En, "where N", mine(Role::Knight)),
        (Lang::En, "where p", mine(Role::Pawn)),
        (
            Lang::En,
            "where black Turm",
            pieces(Whose::Side(Color::Black), Some(Role::Rook)),
        ),
        (Lang::En, "where", pieces(Whose::Mine, None)),
        (Lang::En, "where all", pieces(Whose::Both, None)),
        (Lang::En, "opponent", theirs(None)),
        (Lang::En, "where opponent's pawns", theirs(Some(Role::Pawn))),
        (Lang::En, "moves 5", C::LastMoves(5)),
        (Lang::En, "moves", C::LastMoves(DEFAULT_HISTORY)),
        (Lang::En, "last moves three", C::LastMoves(3)),
        (Lang::En, "move 12", C::Move(12)),
        (Lang::En, "last move", C::LastMove),
        (Lang::En, "LAST", C::LastMove),
        (Lang::En, "repeat", C::Repeat),
        (Lang::En, "attackers d5", C::Attackers(Square::D5)),
        (
            Lang::En,
            "legal moves Gustav eins",
            C::LegalMoves(Square::G1),
        ),
        (Lang::En, "material", C::Material),
        (Lang::En, "whose turn", C::Turn),
        (Lang::En, "clock", C::Clocks),
        (Lang::En, "repetitions", C::Claims),
        (Lang::En, "claims", C::Claims),
        (Lang::En, "changed", C::Changed(DEFAULT_CHANGED)),
        (Lang::En, "what changed 6", C::Changed(6)),
        (Lang::En, "check board", C::Changed(DEFAULT_CHANGED)),
        (Lang::En, "thinking", C::Thinking),
        (Lang::En, "how long", C::Thinking),
        (Lang::En, "this move", C::Thinking),
        (Lang::En, "resign", C::Resign),
        (Lang::En, "offer a draw", C::OfferDraw),
        (Lang::En, "yes", C::Yes),
        (Lang::En, "no", C::No),
        (Lang::En, "style", C::Style(None)),
        (Lang::En, "style nato", C::Style(Some(Style::Nato))),
        (
            Lang::En,
            "style fide-short",
            C::Style(Some(Style::FideShort)),
        ),
        (
            Lang::En,
            "style fide short",
            C::Style(Some(Style::FideShort)),
        ),
        (Lang::En, "help", C::Help),
        // The keys after a slash.
        (Lang::En, "/l", C::LastMove),
        (Lang::En, "/s f3", C::Square(Square::F3)),
        (Lang::En, "/p n", mine(Role::Knight)),
        (Lang::En, "/o", theirs(None)),
        (Lang::En, "/e 6", C::LastMoves(6)),
        (Lang::En, " / ", C::Help),
        // German.
        (Lang::De, "Brett", C::Board(BoardRead::Pieces)),
        (Lang::De, "Reihen", C::Board(BoardRead::Ranks)),
        (Lang::De, "Reihe drei", C::Rank(Rank::Third)),
        (Lang::De, "Linie Eva", C::File(File::E)),
        (Lang::De, "Feld f3", C::Square(Square::F3)),
        (Lang::De, "was steht auf Felix drei", C::Square(Square::F3)),
        (Lang::De, "wo Springer", mine(Role::Knight)),
        (Lang::De, "wo sind meine Bauern", mine(Role::Pawn)),
        (Lang::De, "wo L", mine(Role::Bishop)),
        (Lang::De, "wo B", mine(Role::Pawn)),
        (
            Lang::De,
            "wo weiße Dame",
            pieces(Whose::Side(Color::White), Some(Role::Queen)),
        ),
        (Lang::De, "Gegner Türme", theirs(Some(Role::Rook))),
        (Lang::De, "Züge 5", C::LastMoves(5)),
        (Lang::De, "Zug 12", C::Move(12)),
        (Lang::De, "letzter Zug", C::LastMove),
        (Lang::De, "Wiederholen", C::Repeat),
        (Lang::De, "Angreifer David fünf", C::Attackers(Square::D5)),
        (
            Lang::De,
            "Zugmöglichkeiten Gustav eins",
            C::LegalMoves(Square::G1),
        ),
        (Lang::De, "Material", C::Material),
        (Lang::De, "wer ist am Zug", C::Turn),
        (Lang::De, "Uhr", C::Clocks),
        (Lang::De, "Wiederholungen", C::Claims),
        (Lang::De, "Brett prüfen", C::Changed(DEFAULT_CHANGED)),
        (Lang::De, "Änderungen 4", C::Changed(4)),
        (Lang::De, "Denkzeit", C::Thinking),
        (Lang::De, "wie lange", C::Thinking),
        (Lang::De, "aufgeben", C::Resign),
        (Lang::De, "Remis anbieten", C::OfferDraw),
        (Lang::De, "ja", C::Yes),
        (Lang::De, "nein", C::No),
        (Lang::De, "Stil nato", C::Style(Some(Style::Nato))),
        (Lang::De, "Hilfe", C::Help),
        (Lang::De, "board", C::Board(BoardRead::Pieces)),
        // Spanish.
        (Lang::Es, "tablero", C::Board(BoardRead::Pieces)),
        (Lang::Es, "filas", C::Board(BoardRead::Ranks)),
        (Lang::Es, "fila tres", C::Rank(Rank::Third)),
        (Lang::Es, "columna efe", C::File(File::F)),
        (Lang::Es, "casilla e4", C::Square(Square::E4)),
        (Lang::Es, "dónde caballos", mine(Role::Knight)),
        (Lang::Es, "dónde están mis peones", mine(Role::Pawn)),
        (
            Lang::Es,
            "donde torres negras",
            pieces(Whose::Side(Color::Black), Some(Role::Rook)),
        ),
        (Lang::Es, "rival", theirs(None)),
        (Lang::Es, "jugadas 5", C::LastMoves(5)),
        (Lang::Es, "jugada 12", C::Move(12)),
        (Lang::Es, "última jugada", C::LastMove),
        (Lang::Es, "repetir", C::Repeat),
        (Lang::Es, "atacantes David fünf", C::Attackers(Square::D5)),
        (Lang::Es, "legales g1", C::LegalMoves(Square::G1)),
        (Lang::Es, "turno", C::Turn),
        (Lang::Es, "reloj", C::Clocks),
        (Lang::Es, "repeticiones", C::Claims),
        (Lang::Es, "cambios", C::Changed(DEFAULT_CHANGED)),
        (Lang::Es, "reflexión", C::Thinking),
        (Lang::Es, "cuanto llevo", C::Thinking),
        (Lang::Es, "abandonar", C::Resign),
        (Lang::Es, "ofrecer tablas", C::OfferDraw),
        (Lang::Es, "sí", C::Yes),
        (Lang::Es, "no", C::No),
        (Lang::Es, "ayuda", C::Help),
        // Basque.
        (Lang::Eu, "taula", C::Board(BoardRead::Pieces)),
        (Lang::Eu, "errenkadak", C::Board(BoardRead::Ranks)),
        (Lang::Eu, "errenkada hiru", C::Rank(Rank::Third)),
        (Lang::Eu, "zutabea efe", C::File(File::F)),
        (Lang::Eu, "laukia Felix drei", C::Square(Square::F3)),
        (Lang::Eu, "non zaldunak", mine(Role::Knight)),
        (Lang::Eu, "non E", mine(Role::King)),
        (Lang::Eu, "aurkaria", theirs(None)),
        (Lang::Eu, "jokaldiak 5", C::LastMoves(5)),
        (Lang::Eu, "jokaldia 12", C::Move(12)),
        (Lang::Eu, "azken jokaldia", C::LastMove),
        (Lang::Eu, "errepikatu", C::Repeat),
        (Lang::Eu, "txanda", C::Turn),
        (Lang::Eu, "erlojua", C::Clocks),
        (Lang::Eu, "errepikapenak", C::Claims),
        (Lang::Eu, "aldaketak 3", C::Changed(3)),
        (Lang::Eu, "pentsatzen", C::Thinking),
        (Lang::Eu, "zenbat denbora", C::Thinking),
        (Lang::Eu, "materiala", C::Material),
        (Lang::Eu, "etsi", C::Resign),
        (Lang::Eu, "berdinketa", C::OfferDraw),
        (Lang::Eu, "bai", C::Yes),
        (Lang::Eu, "ez", C::No),
        (Lang::Eu, "laguntza", C::Help),
        // Polish.
        (Lang::Pl, "plansza", C::Board(BoardRead::Pieces)),
        (Lang::Pl, "szachownica", C::Board(BoardRead::Pieces)),
        (Lang::Pl, "rzędy", C::Board(BoardRead::Ranks)),
        (Lang::Pl, "rząd trzy", C::Rank(Rank::Third)),
        (Lang::Pl, "linia pozioma 3", C::Rank(Rank::Third)),
        (Lang::Pl, "kolumna ef", C::File(File::F)),
        (Lang::Pl, "linia e", C::File(File::E)),
        (Lang::Pl, "pole e4", C::Square(Square::E4)),
        (Lang::Pl, "gdzie skoczki", mine(Role::Knight)),
        (Lang::Pl, "gdzie są moje piony", mine(Role::Pawn)),
        (Lang::Pl, "gdzie H", mine(Role::Queen)),
        (Lang::Pl, "przeciwnik", theirs(None)),
        (Lang::Pl, "ruchy 5", C::LastMoves(5)),
        (Lang::Pl, "ruch 12", C::Move(12)),
        (Lang::Pl, "ostatni ruch", C::LastMove),
        (Lang::Pl, "powtórz", C::Repeat),
        (Lang::Pl, "czyja kolej", C::Turn),
        (Lang::Pl, "zegar", C::Clocks),
        (Lang::Pl, "powtórzenia", C::Claims),
        (Lang::Pl, "co się zmieniło", C::Changed(DEFAULT_CHANGED)),
        (Lang::Pl, "namysł", C::Thinking),
        (Lang::Pl, "jak długo", C::Thinking),
        (Lang::Pl, "ten ruch", C::Thinking),
        (Lang::Pl, "materiał", C::Material),
        (Lang::Pl, "poddaję się", C::Resign),
        (Lang::Pl, "zaproponuj remis", C::OfferDraw),
        (Lang::Pl, "tak", C::Yes),
        (Lang::Pl, "nie", C::No),
        (Lang::Pl, "pomoc", C::Help),
        // Galician.
        (Lang::Gl, "taboleiro", C::Board(BoardRead::Pieces)),
        (Lang::Gl, "filas", C::Board(BoardRead::Ranks)),
        (Lang::Gl, "fila tres", C::Rank(Rank::Third)),
        (Lang::Gl, "columna efe", C::File(File::F)),
        (Lang::Gl, "casa f3", C::Square(Square::F3)),
        (Lang::Gl, "onde cabalos", mine(Role::Knight)),
        (Lang::Gl, "onde B", mine(Role::Bishop)),
        (Lang::Gl, "rival", theirs(None)),
        (Lang::Gl, "xogadas 5", C::LastMoves(5)),
        (Lang::Gl, "xogada 12", C::Move(12)),
        (Lang::Gl, "última xogada", C::LastMove),
        (Lang::Gl, "repetir", C::Repeat),
        (Lang::Gl, "quenda", C::Turn),
        (Lang::Gl, "reloxo", C::Clocks),
        (Lang::Gl, "repeticions", C::Claims),
        (Lang::Gl, "comprobar taboleiro", C::Changed(DEFAULT_CHANGED)),
        (Lang::Gl, "reflexion", C::Thinking),
        (Lang::Gl, "canto levo", C::Thinking),
        (Lang::Gl, "abandonar", C::Resign),
        (Lang::Gl, "ofrecer táboas", C::OfferDraw),
        (Lang::Gl, "si", C::Yes),
        (Lang::Gl, "non", C::No),
        (Lang::Gl, "axuda", C::Help),
    ];
    let mut failures = Vec::new();
    for (lang, text, want) in cases {
        let got = parse_command(text, *lang);
        if got.as_ref() != Ok(want) {
            failures.push(format!("{lang} {text:?}: {got:?}, want {want:?}"));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn every_language_has_its_own_word_for_every_command() {
    for lang in Lang::ALL {
        let words = CommandWords::load(lang).unwrap_or_else(|e| panic!("{lang}: {e}"));
        for kind in CommandKind::ALL {
            let name = words.name(kind);
            let parsed = match parse_command(name, lang) {
                Ok(command) => Some(command.kind()),
                Err(ParseCommandError::Missing { command, .. }) => Some(command),
                Err(_) => None,
            };
            assert_eq!(
                parsed,
                Some(kind),
                "{lang}: the help's word '{name}' for {kind:?}"
            );
        }
    }
}

/// A command must never swallow a move: no command phrase reads as a move in the vocabularies
/// read alongside it, and no one-word phrase is a move word.
#[test]
fn command_words_do_not_shadow_move_words() {
    for lang in Lang::ALL {
        let words = CommandWords::builtin(lang);
        let vocabularies = [
            Vocabulary::builtin(VocabName::of_lang(lang)),
            Vocabulary::builtin(VocabName::En),
            Vocabulary::builtin(VocabName::FideD),
        ];
        for (phrase, kind) in words.phrases() {
            for vocab in vocabularies {
                assert!(
                    crate::parse::parse(phrase, vocab).is_err(),
                    "{lang}: '{phrase}' ({kind:?}) is a move in {}",
                    vocab.name()
                );
                let meaning = vocab.meaning(phrase);
                assert!(
                    matches!(meaning, None | Some(Meaning::Filler)),
                    "{lang}: '{phrase}' ({kind:?}) is {meaning:?} in {}",
                    vocab.name()
                );
            }
        }
    }
}

#[test]
fn moves_are_not_commands() {
    for (lang, text) in [
        (Lang::En, "e4"),
        (Lang::En, "Nf3"),
        (Lang::En, "knight f3"),
        (Lang::De, "Springer Felix drei"),
        (Lang::De, "Kurze Rochade"),
        (Lang::Es, "caballo efe tres"),
        (Lang::Pl, "skoczek ef trzy"),
        (Lang::Eu, "zalduna efe hiru"),
        (Lang::Gl, "cabalo efe tres"),
    ] {
        assert_eq!(
            parse_command(text, lang),
            Err(ParseCommandError::NotACommand),
            "{lang} {text}"
        );
    }
}

#[test]
fn errors_name_what_was_expected() {
    use ParseCommandError as E;
    assert_eq!(parse_command("", Lang::En), Err(E::Empty));
    assert_eq!(
        parse_command("rank", Lang::En),
        Err(E::Missing {
            command: CommandKind::Rank,
            expected: ExpectedArg::Rank
        })
    );
    assert_eq!(
        parse_command("square f", Lang::En),
        Err(E::Missing {
            command: CommandKind::Square,
            expected: ExpectedArg::Rank
        })
    );
    assert_eq!(
        parse_command("rank Eva", Lang::En),
        Err(E::Unexpected {
            command: CommandKind::Rank,
            word: "eva".into(),
            expected: ExpectedArg::Rank
        })
    );
    assert_eq!(
        parse_command("board now", Lang::En),
        Err(E::Unexpected {
            command: CommandKind::Board,
            word: "now".into(),
            expected: ExpectedArg::Nothing
        })
    );
    assert_eq!(
        parse_command("style loud", Lang::En),
        Err(E::Unexpected {
            command: CommandKind::Style,
            word: "loud".into(),
            expected: ExpectedArg::Style
        })
    );
    assert_eq!(
        parse_command("/1", Lang::En),
        Err(E::UnknownKey("1".into()))
    );
    assert_eq!(
        parse_command(&"moves ".repeat(40), Lang::En),
        Err(E::TooLong)
    );
}

#[test]
fn errors_are_explained_in_every_language() {
    let errors = [
        ParseCommandError::Empty,
        ParseCommandError::TooLong,
        ParseCommandError::NotACommand,
        ParseCommandError::UnknownKey("z".into()),
        ParseCommandError::Missing {
            command: CommandKind::Square,
            expected: ExpectedArg::Square,
        },
        ParseCommandError::Unexpected {
            command: CommandKind::Rank,
            word: "eva".into(),
            expected: ExpectedArg::Rank,
        },
        ParseCommandError::Unexpected {
            command: CommandKind::Board,
            word: "now".into(),
            expected: ExpectedArg::Nothing,
        },
    ];
    for lang in Lang::ALL {
        let reviewer = Reviewer::new(lang).unwrap();
        for error in &errors {
            let text = reviewer.explain(error);
            assert!(!text.contains("review-"), "{lang} {error:?}: {text}");
        }
    }
    let en = Reviewer::new(Lang::En).unwrap();
    assert_eq!(
        en.explain(&parse_command("rank Eva", Lang::En).unwrap_err()),
        "rank: expected a rank, such as drei or 3, not “eva”."
    );
    assert_eq!(
        en.explain(&ParseCommandError::NotACommand),
        "That is not a command. Say help for the list."
    );
    let pl = Reviewer::new(Lang::Pl).unwrap();
    assert_eq!(
        pl.explain(&parse_command("pole", Lang::Pl).unwrap_err()),
        "pole: podaj pole, na przykład Felix drei albo f3."
    );
}
