//! PGN round trips (fixed and random games), an independent check with the `pgn-reader`
//! crate, scores from other programs, and errors with line numbers.

use std::{ops::ControlFlow, time::Duration};

use proptest::prelude::*;
use shakmaty::{Color, Position, san::SanPlus};

use super::*;
use crate::{
    clock::{TimeControl, TimeDelta, time::ceil_secs},
    game::{ClaimKind, Command, Game, GameOptions, GameSetup, pgn::write_pgn},
};

fn stamp(ms: u64) -> Stamp {
    Stamp {
        at: Timestamp::from_millis(ms),
        wall: WallTime(1_735_732_800_000 + ms as i64),
    }
}

fn play_san(g: &mut Game, san: &str, at_ms: u64) {
    let m = SanPlus::from_ascii(san.as_bytes())
        .unwrap()
        .san
        .to_move(g.position())
        .unwrap();
    g.apply(&Command::Play(m), stamp(at_ms)).unwrap();
}

/// A game with castling, a capture, a promotion, checks, arbiter entries, a retrace and a
/// resignation.
fn rich_game() -> Game {
    let mut setup = GameSetup::new(TimeControl::parse("40/90+30, 30+30").unwrap());
    setup.tags.white = "Anna \"the Rook\" Müller".into();
    setup.tags.black = "Hector".into();
    setup.tags.date = "2025.01.01".into();
    setup.tags.event = "Blind open".into();
    let mut g = Game::new(setup).unwrap();
    g.apply(&Command::Start, stamp(0)).unwrap();
    let moves = [
        "e4", "d5", "exd5", "Qxd5", "Nc3", "Qa5", "d4", "c6", "Nf3", "Bg4", "Be2", "e6", "O-O",
        "Nf6", "h3", "Bh5",
    ];
    let mut t = 0;
    for san in moves {
        t += 7_321;
        play_san(&mut g, san, t);
    }
    g.apply(
        &Command::Adjust {
            side: Color::Black,
            delta: TimeDelta::Plus(Duration::from_secs(120)),
        },
        stamp(t + 1),
    )
    .unwrap();
    g.apply(
        &Command::Note("White's assistant { arrives } [late]".into()),
        stamp(t + 2),
    )
    .unwrap();
    play_san(&mut g, "Ne5", t + 5_000);
    play_san(&mut g, "Bxe2", t + 9_000);
    g.apply(&Command::Retrace { ply: 17 }, stamp(t + 10_000))
        .unwrap();
    g.apply(
        &Command::SetClock {
            side: Color::Black,
            remaining: Duration::from_secs(4000),
            moves: Some(8),
        },
        stamp(t + 10_001),
    )
    .unwrap();
    g.apply(&Command::Resume, stamp(t + 10_002)).unwrap();
    play_san(&mut g, "Bxe2", t + 12_000);
    g.apply(
        &Command::Claim {
            kind: ClaimKind::Threefold,
            intended: None,
        },
        stamp(t + 13_000),
    )
    .unwrap();
    g.apply(&Command::Resign(Color::Black), stamp(t + 14_000))
        .unwrap();
    g
}

/// What a round trip must keep: moves, (clock to the second, ply, moves) per ply, log, result.
type Essentials = (
    Vec<String>,
    Vec<(u64, u64, u32, u32)>,
    Vec<(WallTime, String)>,
    Option<GameResult>,
);

fn essentials(g: &Game) -> Essentials {
    let r = g.record();
    let clocks = r
        .plies()
        .iter()
        .enumerate()
        .map(|(i, p)| {
            let mover = r.mover_of(i + 1);
            (
                ceil_secs(p.reading.remaining[mover]),
                u64::from(i as u32),
                p.reading.moves.white,
                p.reading.moves.black,
            )
        })
        .collect();
    let log = r
        .log()
        .iter()
        .map(|e| (e.wall, e.kind.to_string()))
        .collect();
    (r.sans(), clocks, log, r.result())
}

#[test]
fn a_written_pgn_reads_back_to_the_same_game() {
    let g = rich_game();
    let text = write_pgn(&g);
    let parsed = read_pgn(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    let back = parsed
        .into_game(None, Calls::none(), GameOptions::default(), stamp(0))
        .unwrap();
    assert_eq!(back.setup().tags, g.setup().tags);
    assert_eq!(back.setup().control, g.setup().control);
    assert_eq!(essentials(&back), essentials(&g));
    // Writing the game read back gives the same text, byte for byte.
    assert_eq!(write_pgn(&back), text);
    let flat = text.replace('\n', " ");
    assert!(
        text.contains("[White \"Anna \\\"the Rook\\\" Müller\"]"),
        "{text}"
    );
    assert!(
        text.contains("[TimeControl \"40/5400+30:1800+30\"]"),
        "{text}"
    );
    // 1:30:30 + 30 s - 7.321 s, rounded up.
    assert!(
        flat.contains("1. e4 {[%clk 1:30:53]} 1... d5 {[%clk 1:30:53]}"),
        "{text}"
    );
    assert!(
        flat.contains("{[%arbiter 2025-01-01T12:01:57.137Z adjust black +0:02:00.000]}"),
        "{text}"
    );
    assert!(
        flat.contains("note White's assistant ( arrives ) (late)"),
        "{text}"
    );
    assert!(
        flat.contains(
            "9. Ne5 {[%clk 1:33:57]} {[%arbiter 2025-01-01T12:02:07.136Z retrace 17 undo Bxe2]}"
        ),
        "{text}"
    );
    assert!(
        flat.contains("{[%result white wins resignation]} 1-0"),
        "{text}"
    );
    assert!(
        text.lines()
            .all(|l| l.chars().count() <= 79 || l.contains("[%arbiter")),
        "{text}"
    );
}

/// Collects what the independent `pgn-reader` crate sees.
#[derive(Default)]
struct Collect {
    sans: Vec<String>,
    comments: Vec<String>,
    outcome: Option<String>,
    tags: Vec<(String, String)>,
}

impl pgn_reader::Visitor for Collect {
    type Tags = ();
    type Movetext = ();
    type Output = ();

    fn begin_tags(&mut self) -> ControlFlow<(), ()> {
        ControlFlow::Continue(())
    }

    fn tag(&mut self, _: &mut (), name: &[u8], value: pgn_reader::RawTag<'_>) -> ControlFlow<()> {
        self.tags.push((
            String::from_utf8_lossy(name).into(),
            value.decode_utf8_lossy().into(),
        ));
        ControlFlow::Continue(())
    }

    fn begin_movetext(&mut self, _: ()) -> ControlFlow<(), ()> {
        ControlFlow::Continue(())
    }

    fn san(&mut self, _: &mut (), san: pgn_reader::SanPlus) -> ControlFlow<()> {
        self.sans.push(san.to_string());
        ControlFlow::Continue(())
    }

    fn comment(&mut self, _: &mut (), c: pgn_reader::RawComment<'_>) -> ControlFlow<()> {
        self.comments
            .push(String::from_utf8_lossy(c.as_bytes()).into());
        ControlFlow::Continue(())
    }

    fn outcome(&mut self, _: &mut (), o: pgn_reader::Outcome) -> ControlFlow<()> {
        self.outcome = Some(o.to_string());
        ControlFlow::Continue(())
    }

    fn end_game(&mut self, _: ()) {}
}

#[test]
fn the_pgn_reader_crate_reads_our_pgn() {
    let g = rich_game();
    let text = write_pgn(&g);
    let mut reader = pgn_reader::Reader::new(text.as_bytes());
    let mut seen = Collect::default();
    reader.read_game(&mut seen).unwrap();
    assert_eq!(seen.sans, g.record().sans());
    assert_eq!(seen.outcome.as_deref(), Some("1-0"));
    let clk = seen
        .comments
        .iter()
        .filter(|c| c.starts_with("[%clk "))
        .count();
    assert_eq!(clk, g.record().plies().len());
    let names: Vec<&str> = seen.tags.iter().map(|(n, _)| n.as_str()).take(7).collect();
    assert_eq!(
        names,
        ["Event", "Site", "Date", "Round", "White", "Black", "Result"]
    );
    assert!(
        reader.read_game(&mut Collect::default()).unwrap().is_none(),
        "one game only"
    );
}

#[test]
fn reads_scores_from_other_programs() {
    let text = "% exported by some GUI\n\
        [Event \"Casual\"]\n[Site \"?\"]\n[Date \"2024.05.01\"]\n[Round \"-\"]\n\
        [White \"A\"]\n[Black \"B\"]\n[Result \"1-0\"]\n[TimeControl \"300+3\"]\n\n\
        1.e4 {[%clk 0:05:01.5]} e5 {[%clk 0:05:02]} 2. Bc4 $1 (2. Nf3 Nc6 {a side line} (2... d6)) \
        2... Nc6 ; rest of line\n3. Qh5!? Nf6?? 4. Qxf7# 1-0\n";
    let g = read_pgn(text).unwrap();
    assert_eq!(g.sans(), ["e4", "e5", "Bc4", "Nc6", "Qh5", "Nf6", "Qxf7#"]);
    assert_eq!(g.moves[0].clk, Some(Duration::from_millis(301_500)));
    assert_eq!(g.moves[2].clk, None);
    assert_eq!(
        g.result,
        Some(GameResult::Win {
            winner: Color::White,
            reason: WinReason::Checkmate
        })
    );
    let game = g
        .into_game(None, Calls::none(), GameOptions::default(), stamp(0))
        .unwrap();
    assert_eq!(game.setup().control.to_string(), "5+3");
    assert_eq!(game.result(), g.result);
    // Castling written with zeros, as in Appendix C.
    let g = read_pgn("1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. 0-0 *").unwrap();
    assert_eq!(g.sans().last().map(String::as_str), Some("O-O"));
    assert_eq!(g.result, None);
}

#[test]
fn resuming_restores_the_clocks_paused() {
    let text = "[TimeControl \"300+3\"]\n\n1. e4 {[%clk 0:04:50]} 1... e5 {[%clk 0:04:40]} 2. Nf3 {[%clk 0:04:00]} *\n";
    let g = read_pgn(text)
        .unwrap()
        .into_game(None, Calls::none(), GameOptions::default(), stamp(0))
        .unwrap();
    let r = g.reading(Timestamp::from_millis(10_000));
    assert_eq!(r.remaining.white, Duration::from_secs(240));
    assert_eq!(r.remaining.black, Duration::from_secs(280));
    assert_eq!((r.moves.white, r.moves.black), (2, 1));
    assert_eq!(
        r.running, None,
        "paused: the time since the score was written is nobody's"
    );
    assert_eq!(r.to_move, Color::Black);
    // Time used is what was given less what is left: 5:00 + 3 × 3 s - 4:00.
    assert_eq!(r.used.white, Duration::from_secs(69));
}

#[test]
fn bad_pgn_errors_name_the_line() {
    let cases = [
        ("[Event \"x\"]\n[Site x]\n", 2, "bad tag"),
        ("[Event \"x]\n", 1, "not closed"),
        (
            "1. e4 e5\n2. Nf3 Nf6\n3. Ke3 *\n",
            3,
            "move 3. Ke3: not a legal move in the position reached",
        ),
        (
            "1. e4 {unclosed\n\n2. d4 *\n",
            1,
            "comment '{' is never closed",
        ),
        (
            "1. e4 e5 *\n\n[Event \"second\"]\n1. d4 *\n",
            3,
            "a second game",
        ),
        ("1. e4 {[%clk 9:99]} *\n", 1, "bad [%clk 9:99]"),
        ("1. e4 e5 2. Xy9 *\n", 1, "move 2. Xy9: not a move"),
        (
            "[FEN \"8/8/8/8/8/8/8/8 w - - 0 1\"]\n\n*\n",
            1,
            "bad starting position",
        ),
        (
            "1. e4 e5 2. Nc3 Nf6 3. Nge2 Nc6 4. Ng3 Nd4 5. Ne2 *\n",
            1,
            "move 5. Ne2: ambiguous: more than one piece can make it",
        ),
        (
            "1. e4 {[%result black wins resignation]} 1-0\n",
            1,
            "does not match",
        ),
        ("1. e4 ) *\n", 1, "')' without '('"),
        ("", 0, "no game found"),
        // A stray ']' once made the reader loop for ever (found by tests/robust.rs).
        ("1. e4 ] e5 *\n", 1, "move 1... ]: not a move"),
    ];
    for (text, line, message) in cases {
        let e = read_pgn(text).expect_err(text);
        assert_eq!(e.line, line, "{text:?}: {e}");
        assert!(e.problem.to_string().contains(message), "{text:?}: {e}");
    }
    // A bad time control tag is reported at its line when the game is built.
    let g = read_pgn("[Event \"x\"]\n[TimeControl \"40/x\"]\n\n1. e4 *\n").unwrap();
    let e = g
        .into_game(None, Calls::none(), GameOptions::default(), stamp(0))
        .unwrap_err();
    assert_eq!(e.line, 2, "{e}");
    let e = read_pgn("1. e4 *")
        .unwrap()
        .into_game(None, Calls::none(), GameOptions::default(), stamp(0))
        .unwrap_err();
    assert!(e.problem.to_string().contains("no time control"), "{e}");
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// Random legal games with random thinking times survive write → read → write.
    #[test]
    fn random_games_round_trip(choices in prop::collection::vec((any::<prop::sample::Index>(), 0u64..200_000), 0..120),
                               control in prop::sample::select(vec!["5+3", "40/90+30, 30+30", "G/60 d5", "60 bronstein 5", "15"])) {
        let mut g = Game::new(GameSetup::new(TimeControl::parse(control).unwrap())).unwrap();
        g.apply(&Command::Start, stamp(0)).unwrap();
        let mut t = 0;
        for (index, think) in choices {
            if g.result().is_some() {
                break;
            }
            let legal = g.position().legal_moves();
            if legal.is_empty() {
                break;
            }
            t += think;
            let m = legal[index.index(legal.len())];
            if g.apply(&Command::Play(m), stamp(t)).is_err() {
                break; // a flag fell first
            }
        }
        let text = write_pgn(&g);
        let parsed = read_pgn(&text).map_err(|e| TestCaseError::fail(format!("{e}\n{text}")))?;
        let back = parsed.into_game(None, Calls::none(), GameOptions::default(), stamp(0)).unwrap();
        prop_assert_eq!(essentials(&back), essentials(&g));
        prop_assert_eq!(write_pgn(&back), text);
    }
}
