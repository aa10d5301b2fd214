//! Unit tests of the review answers that read the board and the scoresheet, on fixed positions:
//! tables built from FEN, moves played through the whole Appendix D cycle. The helpers are
//! shared with `flow_tests`.

use shakmaty::{Color, File, Rank, Role, Square};

use super::*;
use crate::{
    clock::TimeControl,
    game::{GameSetup, Stamp},
    table::{Action, TableSetup, Target},
    vocab::VocabName,
};

pub(super) fn table_with(fen: Option<&str>, mode: Mode, blind: Color) -> Table {
    let mut game = GameSetup::new(TimeControl::parse("90+30").unwrap());
    game.start_fen = fen.map(str::to_owned);
    let setup = TableSetup {
        game,
        blind,
        mode,
        lang: Lang::En,
        vocab: VocabName::FideD,
        style: Style::Fide,
        large_text: false,
        ranks: Default::default(),
        ids: Default::default(),
    };
    let mut t = Table::new(setup).unwrap();
    t.act(Seat::Arbiter, &Action::Start, at(0)).unwrap();
    t
}

pub(super) fn table(fen: Option<&str>, mode: Mode) -> Table {
    table_with(fen, mode, Color::White)
}

pub(super) fn casual(fen: &str) -> Table {
    table(Some(fen), Mode::Casual)
}

pub(super) fn at(s: u64) -> Stamp {
    Stamp {
        at: Timestamp::from_millis(s * 1000),
        wall: Default::default(),
    }
}

pub(super) fn enter(text: &str) -> Action {
    Action::Enter {
        text: text.into(),
        target: Target::Both,
    }
}

/// Plays `moves` through the whole Appendix D cycle: entered, confirmed, pressed, repeated.
pub(super) fn play(t: &mut Table, moves: &[&str]) {
    for (i, text) in moves.iter().enumerate() {
        let mover = t.seat_of(t.game().position().turn());
        let other = if mover == Seat::Blind {
            Seat::Sighted
        } else {
            Seat::Blind
        };
        let second = 1 + 4 * i as u64;
        for (k, (seat, action)) in [
            (mover, enter(text)),
            (mover, Action::Confirm),
            (mover, Action::Press),
            (other, enter(text)),
        ]
        .into_iter()
        .enumerate()
        {
            t.act(seat, &action, at(second + k as u64))
                .unwrap_or_else(|e| panic!("{text}: {e:?}"));
        }
    }
}

pub(super) fn now() -> Timestamp {
    Timestamp::from_millis(600_000)
}

pub(super) fn ask_in(lang: Lang, t: &Table, seat: Seat, command: ReviewCommand) -> Answer {
    Reviewer::new(lang)
        .unwrap()
        .answer(&Query::new(t, seat, now()), &command)
}

pub(super) fn ask(t: &Table, seat: Seat, command: ReviewCommand) -> Answer {
    ask_in(Lang::En, t, seat, command)
}

pub(super) fn say(t: &Table, seat: Seat, command: ReviewCommand) -> String {
    ask(t, seat, command).text()
}

const ROOKS: &str = "4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1";

#[test]
fn a_square_is_read_from_the_seats_own_board() {
    let t = table(None, Mode::Tournament);
    let a = ask(&t, Seat::Blind, ReviewCommand::Square(Square::G1));
    assert_eq!(a.text(), "Gustav eins: white Springer");
    assert_eq!(a.squares, [Square::G1]);
    assert_eq!(
        say(&t, Seat::Blind, ReviewCommand::Square(Square::F3)),
        "Felix drei: empty"
    );
    // Entered and confirmed by the blind player: on his board, not yet on the sighted one.
    let mut t = table(None, Mode::Tournament);
    t.act(Seat::Blind, &enter("e4"), at(1)).unwrap();
    t.act(Seat::Blind, &Action::Confirm, at(2)).unwrap();
    assert_eq!(
        say(&t, Seat::Blind, ReviewCommand::Square(Square::E4)),
        "Eva vier: white Bauer"
    );
    assert_eq!(
        say(&t, Seat::Sighted, ReviewCommand::Square(Square::E4)),
        "Eva vier: empty"
    );
    assert_eq!(
        say(&t, Seat::Arbiter, ReviewCommand::Square(Square::E4)),
        "Eva vier: empty",
        "the arbiter reads the game, where the move is not made until the press"
    );
}

#[test]
fn ranks_and_files_group_runs_of_empty_squares() {
    let t = casual(ROOKS);
    assert_eq!(
        say(&t, Seat::Blind, ReviewCommand::Rank(Rank::First)),
        "Anna eins: white Turm, Bella eins to David eins: empty, Eva eins: white König, \
         Felix eins to Gustav eins: empty, Hector eins: white Turm"
    );
    assert_eq!(
        say(&t, Seat::Blind, ReviewCommand::Rank(Rank::Third)),
        "Anna drei to Hector drei: empty"
    );
    let a = ask(&t, Seat::Blind, ReviewCommand::File(File::A));
    assert_eq!(
        a.text(),
        "Anna eins: white Turm, Anna zwei to Anna acht: empty"
    );
    assert_eq!(a.squares.len(), 8);
    assert_eq!(
        say(&t, Seat::Blind, ReviewCommand::File(File::E)),
        "Eva eins: white König, Eva zwei to Eva sieben: empty, Eva acht: black König"
    );
}

#[test]
fn the_black_player_reads_from_his_own_side() {
    let t = table_with(None, Mode::Tournament, Color::Black);
    assert_eq!(
        say(&t, Seat::Blind, ReviewCommand::File(File::E)),
        "Eva acht: black König, Eva sieben: black Bauer, Eva sechs to Eva drei: empty, \
         Eva zwei: white Bauer, Eva eins: white König"
    );
    assert_eq!(
        say(
            &t,
            Seat::Blind,
            ReviewCommand::Pieces {
                whose: Whose::Mine,
                role: Some(Role::Knight)
            }
        ),
        "black Springer: Bella acht, Gustav acht"
    );
    let ranks = ask(&t, Seat::Blind, ReviewCommand::Board(BoardRead::Ranks));
    assert_eq!(ranks.lines.len(), 8);
    assert!(ranks.lines[0].starts_with("Anna acht: black Turm"));
}

#[test]
fn piece_lists_for_each_whose() {
    let t = table(None, Mode::Tournament);
    let knights = |whose| {
        say(
            &t,
            Seat::Blind,
            ReviewCommand::Pieces {
                whose,
                role: Some(Role::Knight),
            },
        )
    };
    assert_eq!(
        knights(Whose::Mine),
        "white Springer: Bella eins, Gustav eins"
    );
    assert_eq!(
        knights(Whose::Theirs),
        "black Springer: Bella acht, Gustav acht"
    );
    assert_eq!(
        knights(Whose::Side(Color::Black)),
        "black Springer: Bella acht, Gustav acht"
    );
    assert_eq!(
        knights(Whose::Both),
        "white Springer: Bella eins, Gustav eins black Springer: Bella acht, Gustav acht"
    );
    let arbiter = ask(
        &t,
        Seat::Arbiter,
        ReviewCommand::Pieces {
            whose: Whose::Mine,
            role: Some(Role::Queen),
        },
    );
    assert_eq!(
        arbiter.lines,
        ["white Dame: David eins", "black Dame: David acht"],
        "the arbiter has no side of his own"
    );
    assert_eq!(arbiter.squares, [Square::D1, Square::D8]);
    let t = casual(ROOKS);
    assert_eq!(
        say(
            &t,
            Seat::Blind,
            ReviewCommand::Pieces {
                whose: Whose::Mine,
                role: Some(Role::Queen)
            }
        ),
        "white Dame: none"
    );
    assert_eq!(
        say(
            &t,
            Seat::Blind,
            ReviewCommand::Pieces {
                whose: Whose::Mine,
                role: None
            }
        ),
        "White: König Eva eins; Turm Anna eins, Hector eins"
    );
}

#[test]
fn the_whole_board_as_piece_lists_and_by_ranks() {
    let t = casual(ROOKS);
    let pieces = ask(&t, Seat::Sighted, ReviewCommand::Board(BoardRead::Pieces));
    assert_eq!(
        pieces.lines,
        [
            "Black: König Eva acht",
            "White: König Eva eins; Turm Anna eins, Hector eins"
        ],
        "the asking player's side first"
    );
    let ranks = ask(&t, Seat::Blind, ReviewCommand::Board(BoardRead::Ranks));
    assert_eq!(ranks.lines.len(), 8);
    assert_eq!(ranks.lines[1], "Anna zwei to Hector zwei: empty");
    assert_eq!(
        ranks.lines[7],
        "Anna acht to David acht: empty, Eva acht: black König, Felix acht to Hector acht: empty"
    );
}

pub(super) const UNEVEN: &str = "4k3/pp6/8/8/8/8/PPPPP3/4K1N1 w - - 0 1";

#[test]
fn material_counts_and_the_balance_only_in_casual_mode() {
    let t = casual(UNEVEN);
    assert_eq!(
        ask(&t, Seat::Blind, ReviewCommand::Material).lines,
        [
            "White: 1 Springer, 5 Bauern.",
            "Black: 2 Bauern.",
            "White is 6 points ahead."
        ]
    );
    let t = table(Some(UNEVEN), Mode::Tournament);
    assert_eq!(
        ask(&t, Seat::Blind, ReviewCommand::Material).lines,
        ["White: 1 Springer, 5 Bauern.", "Black: 2 Bauern."],
        "counting the own board is allowed, the balance is an assessment (11.3)"
    );
    let t = casual("4k3/8/8/8/8/8/8/4K3 w - - 0 1");
    assert_eq!(
        ask(&t, Seat::Blind, ReviewCommand::Material).lines,
        [
            "White: the king alone.",
            "Black: the king alone.",
            "Material is equal."
        ]
    );
}

#[test]
fn material_is_counted_in_the_announcement_words() {
    // The Appendix D words in a Polish interface: German words, German plurals.
    let t = casual(UNEVEN);
    assert_eq!(
        ask_in(Lang::Pl, &t, Seat::Blind, ReviewCommand::Material).lines[0],
        "Białe: 1 Springer, 5 Bauern."
    );
    // NATO words in English: the English piece names.
    let query = Query {
        style: Style::Nato,
        ..Query::new(&t, Seat::Blind, now())
    };
    let answer = Reviewer::new(Lang::En)
        .unwrap()
        .answer(&query, &ReviewCommand::Material);
    assert_eq!(answer.lines[0], "White: 1 knight, 5 pawns.");
}

#[test]
fn polish_material_uses_one_few_and_many() {
    let mut game = GameSetup::new(TimeControl::parse("90+30").unwrap());
    game.start_fen = Some(UNEVEN.to_owned());
    let setup = TableSetup {
        game,
        blind: Color::White,
        mode: Mode::Casual,
        lang: Lang::Pl,
        vocab: VocabName::Pl,
        style: Style::Local,
        large_text: false,
        ranks: Default::default(),
        ids: Default::default(),
    };
    let t = Table::new(setup).unwrap();
    let query = Query::new(&t, Seat::Blind, now());
    assert_eq!(
        Reviewer::new(Lang::Pl)
            .unwrap()
            .answer(&query, &ReviewCommand::Material)
            .lines,
        [
            "Białe: 1 skoczek, 5 pionów.",
            "Czarne: 2 piony.",
            "Białe mają 6 punktów przewagi."
        ]
    );
    let loc = Localizer::new(Lang::Pl).unwrap();
    for (n, want) in [
        (1, "1 pion"),
        (2, "2 piony"),
        (4, "4 piony"),
        (5, "5 pionów"),
        (12, "12 pionów"),
        (22, "22 piony"),
        (25, "25 pionów"),
    ] {
        assert_eq!(loc.format("review-count-pawn", &[("n", Arg::Num(n))]), want);
    }
    assert_eq!(
        loc.format("review-count-rook", &[("n", Arg::Num(3))]),
        "3 wieże"
    );
    assert_eq!(
        loc.format("review-count-rook", &[("n", Arg::Num(5))]),
        "5 wież"
    );
}

const PINNED_PAWN: &str = "4k3/8/2p5/3p4/4P3/8/8/3RK3 w - - 0 1";

#[test]
fn attackers_and_defenders_in_casual_mode() {
    let t = casual(PINNED_PAWN);
    let a = ask(&t, Seat::Blind, ReviewCommand::Attackers(Square::D5));
    assert_eq!(
        a.text(),
        "David fünf, black Bauer: attacked by Turm David eins, Bauer Eva vier; \
         defended by Bauer Cesar sechs."
    );
    assert_eq!(a.squares, [Square::D5, Square::D1, Square::E4, Square::C6]);
    assert_eq!(
        say(&t, Seat::Blind, ReviewCommand::Attackers(Square::F3)),
        "Felix drei, empty: not attacked; not defended."
    );
}

#[test]
fn tournament_mode_refuses_the_assisting_commands_with_the_laws() {
    let t = table(Some(PINNED_PAWN), Mode::Tournament);
    for command in [
        ReviewCommand::Attackers(Square::D5),
        ReviewCommand::LegalMoves(Square::E4),
    ] {
        for seat in [Seat::Blind, Seat::Sighted] {
            let a = ask(&t, seat, command);
            assert!(
                a.text().contains("not available in tournament mode")
                    && a.text().contains("(11.3, D.2.10.4)"),
                "{command:?}: {}",
                a.text()
            );
            assert!(a.squares.is_empty(), "nothing is shown either");
        }
        assert!(
            !say(&t, Seat::Arbiter, command).contains("tournament"),
            "the arbiter is not a player"
        );
    }
    assert_eq!(
        say(&t, Seat::Blind, ReviewCommand::Attackers(Square::D5)),
        "attackers: not available in tournament mode. Players get only the help Appendix D \
         allows (11.3, D.2.10.4)."
    );
    for lang in Lang::ALL {
        let text = ask_in(lang, &t, Seat::Blind, ReviewCommand::LegalMoves(Square::E4)).text();
        assert!(text.contains("11.3, D.2.10.4"), "{lang}: {text}");
    }
}

#[test]
fn legal_moves_of_a_piece() {
    let t = table(None, Mode::Casual);
    let a = ask(&t, Seat::Blind, ReviewCommand::LegalMoves(Square::G1));
    assert_eq!(
        a.text(),
        "white Springer Gustav eins: Felix drei, Hector drei."
    );
    assert_eq!(a.squares, [Square::G1, Square::F3, Square::H3]);
    assert_eq!(
        say(&t, Seat::Blind, ReviewCommand::LegalMoves(Square::E4)),
        "Eva vier: empty"
    );
    // The four promotions are one destination.
    let t = casual("4k3/P7/8/8/8/8/8/4K3 w - - 0 1");
    assert_eq!(
        say(&t, Seat::Blind, ReviewCommand::LegalMoves(Square::A7)),
        "white Bauer Anna sieben: Anna acht."
    );
    let t = casual(ROOKS);
    let king = say(&t, Seat::Blind, ReviewCommand::LegalMoves(Square::E1));
    assert!(
        king.contains("Kurze Rochade") && king.contains("Lange Rochade"),
        "{king}"
    );
    let t = casual(PINNED_PAWN);
    assert_eq!(
        say(&t, Seat::Blind, ReviewCommand::LegalMoves(Square::E4)),
        "white Bauer Eva vier: David fünf takes Bauer, Eva fünf."
    );
    // A pinned piece.
    let t = casual("4r1k1/8/8/8/8/8/4B3/4K3 w - - 0 1");
    assert_eq!(
        say(&t, Seat::Blind, ReviewCommand::LegalMoves(Square::E2)),
        "white Läufer Eva zwei: no legal moves."
    );
}

#[test]
fn legal_moves_of_the_side_not_to_move() {
    let t = casual("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
    assert_eq!(
        say(&t, Seat::Blind, ReviewCommand::LegalMoves(Square::G1)),
        "white Springer Gustav eins: Eva zwei, Felix drei, Hector drei."
    );
    // Black is in check: White's moves "if it were White's turn" do not exist.
    let t = casual("4k3/8/8/8/8/8/8/4RK2 b - - 0 1");
    assert_eq!(
        say(&t, Seat::Blind, ReviewCommand::LegalMoves(Square::E1)),
        "Eva eins: its moves cannot be listed now, because the side to move is in check."
    );
}

#[test]
fn the_scoresheet_read_back() {
    let mut t = table(None, Mode::Tournament);
    assert_eq!(
        say(&t, Seat::Blind, ReviewCommand::LastMove),
        "There are no moves on the scoresheet yet."
    );
    play(&mut t, &["e4", "e5", "Nf3", "Nc6"]);
    let last = ask(&t, Seat::Blind, ReviewCommand::LastMove);
    assert_eq!(last.lines, ["2. Black: Springer Bella acht Cesar sechs"]);
    assert_eq!(last.squares, [Square::B8, Square::C6]);
    assert_eq!(
        ask(&t, Seat::Sighted, ReviewCommand::LastMoves(3)).lines,
        [
            "1. Black: Bauer Eva sieben Eva fünf",
            "2. White: Springer Gustav eins Felix drei",
            "2. Black: Springer Bella acht Cesar sechs",
        ]
    );
    assert_eq!(
        ask(&t, Seat::Blind, ReviewCommand::LastMoves(40))
            .lines
            .len(),
        4
    );
    assert_eq!(
        ask(&t, Seat::Arbiter, ReviewCommand::Move(1)).lines,
        [
            "1. White: Bauer Eva zwei Eva vier",
            "1. Black: Bauer Eva sieben Eva fünf"
        ]
    );
    assert_eq!(
        say(&t, Seat::Blind, ReviewCommand::Move(7)),
        "Move 7 is not on the scoresheet; the last is move 2."
    );
    // Re-announced in the seat's own style.
    let reviewer = Reviewer::new(Lang::En).unwrap();
    let query = Query {
        style: Style::FideShort,
        ..Query::new(&t, Seat::Blind, now())
    };
    assert_eq!(
        reviewer.answer(&query, &ReviewCommand::LastMove).lines,
        ["2. Black: Springer Cesar sechs"]
    );
    let query = Query {
        style: Style::San,
        ..query
    };
    assert_eq!(
        reviewer.answer(&query, &ReviewCommand::Move(2)).lines,
        ["2. White: Nf3", "2. Black: Nc6"]
    );
}

#[test]
fn move_numbers_follow_the_start_position() {
    let mut t = casual("4k3/8/8/8/8/8/8/R3K3 b Q - 0 12");
    play(&mut t, &["Kd7", "Ra7"]);
    assert_eq!(
        ask(&t, Seat::Blind, ReviewCommand::LastMoves(2)).lines,
        [
            "12. Black: König Eva acht David sieben",
            "13. White: Turm Anna eins Anna sieben Schach"
        ]
    );
}

#[test]
fn a_seat_hears_its_own_scoresheet() {
    let mut t = table(None, Mode::Tournament);
    t.act(Seat::Blind, &enter("e4"), at(1)).unwrap();
    t.act(Seat::Blind, &Action::Confirm, at(2)).unwrap();
    assert_eq!(
        say(&t, Seat::Blind, ReviewCommand::LastMove),
        "1. White: Bauer Eva zwei Eva vier"
    );
    assert_eq!(
        say(&t, Seat::Sighted, ReviewCommand::LastMove),
        "There are no moves on the scoresheet yet."
    );
}
