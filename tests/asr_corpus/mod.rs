//! A speech corpus synthesized with espeak-ng at test time: moves of every kind (pieces, pawns,
//! captures, castling both ways, promotions with their piece, en passant, check and mate) in
//! the positions of real games, in their long and short Appendix D forms, and commands; German
//! and English voices at three speeds and three pitches, half of them with noise mixed in by
//! sox. Shared by the accuracy test and the benchmark.

#![allow(dead_code, clippy::unwrap_used)]

mod hearings;
pub mod refusals;

use std::{
    path::{Path, PathBuf},
    process::Command,
};

use annabella::announce::{Announcer, Style};
use annabella::{i18n::Lang, vocab::VocabName};
use shakmaty::{CastlingMode, Chess, Move, Position as _, fen::Fen, san::San};

/// Morphy – Duke of Brunswick and Count Isouard, Paris 1858 (long castling, checks, mate).
const OPERA: &str = "e4 e5 Nf3 d6 d4 Bg4 dxe5 Bxf3 Qxf3 dxe5 Bc4 Nf6 Qb3 Qe7 Nc3 c6 Bg5 b5 \
    Nxb5 cxb5 Bxb5+ Nbd7 O-O-O Rd8 Rxd7 Rxd7 Rd1 Qe6 Bxd7+ Nxd7 Qb8+ Nxb8 Rd8#";
/// Kasparov – Topalov, Wijk aan Zee 1999, the first 30 plies (short castling both sides).
const IMMORTAL: &str = "e4 d6 d4 Nf6 Nc3 g6 Be3 Bg7 Qd2 c6 f3 b5 Nge2 Nbd7 Bh6 Bxh6 Qxh6 Bb7 \
    a3 e5 O-O-O Qe7 Kb1 a6 Nc1 O-O-O";
/// Positions for the rarer kinds: promotions (with and without capture), en passant.
const SPECIAL: [&str; 3] = [
    "r3k2r/1P6/8/8/8/8/6p1/R3K2R w KQkq - 0 1",
    "r3k2r/1P6/8/8/8/8/6p1/R3K2R b KQkq - 0 1",
    "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
];

/// One utterance: what is said, in which position, and what it means.
#[derive(Debug, Clone)]
pub struct Utterance {
    pub pos: Chess,
    pub text: String,
    /// The move meant, or `None` for a command.
    pub expected: Option<Move>,
    /// The command's key, for a command.
    pub command: Option<&'static str>,
}

fn positions_with_moves(line: &str) -> Vec<(Chess, Move)> {
    let mut pos = Chess::default();
    let mut out = Vec::new();
    for san in line.split_whitespace() {
        let Ok(san) = san.trim_end_matches(['+', '#']).parse::<San>() else {
            break;
        };
        let Ok(m) = san.to_move(&pos) else { break };
        out.push((pos.clone(), m));
        pos.play_unchecked(m);
    }
    out
}

fn fen(f: &str) -> Chess {
    f.parse::<Fen>()
        .unwrap()
        .into_position(CastlingMode::Standard)
        .unwrap()
}

/// The utterances, in a fixed order: per position the move played in the long and the short
/// form, and a few other legal moves; every promotion and en passant of the special positions;
/// commands.
pub fn utterances() -> Vec<Utterance> {
    utterances_of(&[OPERA, IMMORTAL], &SPECIAL, 7)
}

/// Anderssen – Kieseritzky, London 1851, and Anderssen – Dufresne, Berlin 1852: a training set
/// of other positions for tuning, disjoint from the test corpus's.
pub const TRAINING_GAMES: [&str; 2] = [
    "e4 e5 f4 exf4 Bc4 Qh4+ Kf1 b5 Bxb5 Nf6 Nf3 Qh6 d3 Nh5 Nh4 Qg5 Nf5 c6 g4 Nf6 Rg1 cxb5 h4 Qg6 \
     h5 Qg5 Qf3 Ng8 Bxf4 Qf6 Nc3 Bc5 Nd5 Qxb2 Bd6 Bxg1 e5 Qxa1+ Ke2 Na6 Nxg7+ Kd8 Qf6+ Nxf6 Be7#",
    "e4 e5 Nf3 Nc6 Bc4 Bc5 b4 Bxb4 c3 Ba5 d4 exd4 O-O d3 Qb3 Qf6 e5 Qg6 Re1 Nge7 Ba3 b5 Qxb5 \
     Rb8 Qa4 Bb6 Nbd2 Bb7 Ne4 Qf5 Bxd3 Qh5 Nf6+ gxf6 exf6 Rg8 Rad1 Qxf3 Rxe7+ Nxe7 Qxd7+ Kxd7 \
     Bf5+ Ke8 Bd7+ Kf8 Bxe7#",
];

/// The training set: the utterances of [`TRAINING_GAMES`] (another random seed).
pub fn training_utterances() -> Vec<Utterance> {
    utterances_of(&TRAINING_GAMES, &TRAINING_SPECIAL, 11)
}

/// The training set's positions for the rarer kinds.
const TRAINING_SPECIAL: [&str; 3] = [
    "1n2k3/2P3P1/8/8/8/8/1p5p/4K1N1 w - - 0 1",
    "1n2k3/2P3P1/8/8/8/8/1p5p/4K1N1 b - - 0 1",
    "rnbqkbnr/pp2pppp/8/2pP4/8/8/PPP1PPPP/RNBQKBNR w KQkq c6 0 3",
];

fn utterances_of(games: &[&str], special: &[&str], mut seed: u64) -> Vec<Utterance> {
    let long = Announcer::new(Style::Fide, VocabName::FideD);
    let short = Announcer::new(Style::FideShort, VocabName::FideD);
    let mut out = Vec::new();
    let mut push = |pos: &Chess, m: Move, ann: &Announcer| {
        out.push(Utterance {
            pos: pos.clone(),
            text: ann.announce(pos, &m),
            expected: Some(m),
            command: None,
        });
    };
    for (pos, played) in games.iter().flat_map(|g| positions_with_moves(g)) {
        push(&pos, played, &long);
        push(&pos, played, &short);
        let legal = pos.legal_moves();
        for _ in 0..3 {
            seed = seed
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407);
            let m = legal[(seed >> 33) as usize % legal.len()];
            push(&pos, m, if seed & 1 == 0 { &long } else { &short });
        }
    }
    for f in special {
        let pos = fen(f);
        for m in pos.legal_moves() {
            if m.is_promotion() || m.is_en_passant() || m.is_castle() {
                push(&pos, m, &long);
                push(&pos, m, &short);
            }
        }
    }
    let start = Chess::default();
    for (text, key) in [
        // The answers to a read-back are the long words of grammars/asr-answers.toml (issue 22:
        // "ja" and "nein" were confused); "ja", "nein" and "cancel" are no longer listened for.
        ("bestätigen", "confirm"),
        ("zurücknehmen", "withdraw"),
        ("wiederholen", "repeat"),
        ("nochmal", "repeat"),
        ("aufgeben", "resign"),
        ("confirm", "confirm"),
        ("repeat", "repeat"),
        ("withdraw", "withdraw"),
        ("help", "help"),
        ("last move", "last"),
    ] {
        for _ in 0..2 {
            out.push(Utterance {
                pos: start.clone(),
                text: text.to_owned(),
                expected: None,
                command: Some(key),
            });
        }
    }
    out
}

/// A voice condition.
#[derive(Debug, Clone, Copy)]
pub struct Voice {
    pub voice: &'static str,
    pub speed: u32,
    pub pitch: u32,
    /// The noise mixed in, if any.
    pub noise: Option<Noise>,
}

/// A steady noise made by sox with a fixed seed: its colour (sox's `whitenoise`, `pinknoise`,
/// `brownnoise`) and volume (0..1 of full scale).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Noise {
    pub color: &'static str,
    pub volume: f32,
}

impl Noise {
    /// The noise of the first corpus: pink, at 0.05 of full scale.
    pub const PINK: Noise = Noise {
        color: "pinknoise",
        volume: 0.05,
    };

    /// Six seconds of it, made once in `dir`.
    pub fn file(self, dir: &Path) -> PathBuf {
        let noise = dir.join(format!("noise-{}-{}.wav", self.color, self.volume));
        if !noise.exists() {
            run(Command::new("sox")
                // -R: the same noise every run, so that the accuracy is a repeatable figure.
                .args(["-R", "-n", "-r", "16000", "-c", "1", "-b", "16"])
                .arg(&noise)
                .args(["synth", "6", self.color, "vol", &self.volume.to_string()]));
        }
        noise
    }
}

/// The conditions, cycled through the utterances: 2 voices × 3 speeds × 3 pitches × noise.
pub fn voice(i: usize) -> Voice {
    const VOICES: [&str; 2] = ["de", "en-us"];
    const SPEEDS: [u32; 3] = [140, 175, 210];
    const PITCHES: [u32; 3] = [30, 50, 70];
    Voice {
        voice: VOICES[i % 2],
        speed: SPEEDS[(i / 2) % 3],
        pitch: PITCHES[(i / 6) % 3],
        noise: ((i / 3) % 2 == 1).then_some(Noise::PINK),
    }
}

/// Whether espeak-ng and sox are there.
pub fn tools() -> bool {
    ["espeak-ng", "sox"].iter().all(|t| {
        Command::new(t)
            .arg("--version")
            .output()
            .is_ok_and(|o| o.status.success())
    })
}

fn run(cmd: &mut Command) {
    let out = cmd.output().unwrap();
    assert!(
        out.status.success(),
        "{cmd:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
}

/// Synthesizes `text` in `voice` into `dir`, 16 kHz mono with 0.3 s of silence before and
/// 0.5 s after, noise mixed in when asked; returns the file.
pub fn synthesize(dir: &Path, n: usize, text: &str, voice: Voice) -> PathBuf {
    use std::hash::{Hash as _, Hasher as _};
    let mut h = std::hash::DefaultHasher::new();
    (text, voice.voice, voice.speed, voice.pitch).hash(&mut h);
    let n = format!("{n}-{:x}", h.finish());
    let name = match voice.noise {
        Some(noise) => format!("noisy-{}-{}", noise.color, noise.volume),
        None => "clean".to_owned(),
    };
    let done = dir.join(format!("{n}-{name}.wav"));
    if done.exists() {
        return done;
    }
    let raw = dir.join(format!("{n}-raw.wav"));
    let clean = dir.join(format!("{n}-clean.wav"));
    run(Command::new("espeak-ng")
        .args([
            "-v",
            voice.voice,
            "-s",
            &voice.speed.to_string(),
            "-p",
            &voice.pitch.to_string(),
        ])
        .arg("-w")
        .arg(&raw)
        .arg(text));
    // -R here and below: sox dithers what it resamples and mixes, with a new random seed each
    // run unless told; the accuracy varied by an utterance or two from run to run.
    run(Command::new("sox")
        .arg("-R")
        .arg(&raw)
        .args(["-r", "16000", "-c", "1", "-b", "16"])
        .arg(&clean)
        .args(["pad", "0.3", "0.5"]));
    let Some(noise) = voice.noise else {
        return clean;
    };
    let noise = noise.file(dir);
    run(Command::new("sox")
        .args(["-R", "-m"])
        .arg(&clean)
        .arg(&noise)
        .arg(&done)
        .args([
            "trim",
            "0",
            &format!("{}s", std::fs::metadata(&clean).unwrap().len() / 2),
        ]));
    done
}

/// Words said and the command key they mean.
type Phrases = &'static [(&'static str, &'static str)];

/// The second part of the corpus: the spoken commands of the other interface languages, each
/// said by an espeak-ng voice of its language (Galician by the Portuguese voice: espeak-ng has
/// none for Galician), as (language, voice, words, command key).
pub fn command_utterances() -> Vec<(Lang, &'static str, &'static str, &'static str)> {
    let phrases: [(Lang, &str, Phrases); 4] = [
        (
            Lang::Es,
            "es",
            &[
                ("confirmar", "confirm"),
                ("retirar", "withdraw"),
                ("repetir", "repeat"),
                ("otra vez", "repeat"),
                ("última jugada", "last"),
                ("tablero", "board"),
                ("abandonar", "resign"),
                ("ofrecer tablas", "draw"),
                ("ayuda", "help"),
            ],
        ),
        (
            Lang::Eu,
            "eu",
            &[
                ("baieztatu", "confirm"),
                ("kendu", "withdraw"),
                ("errepikatu", "repeat"),
                ("berriro", "repeat"),
                ("azken jokaldia", "last"),
                ("erlojua", "clock"),
                ("posizioa", "board"),
                ("amore eman", "resign"),
                ("berdinketa", "draw"),
                ("laguntza", "help"),
            ],
        ),
        (
            Lang::Pl,
            "pl",
            &[
                ("potwierdź", "confirm"),
                ("wycofaj", "withdraw"),
                ("powtórz", "repeat"),
                ("jeszcze raz", "repeat"),
                ("ostatni ruch", "last"),
                ("szachownica", "board"),
                ("poddaję", "resign"),
                ("zaproponuj remis", "draw"),
                ("pomoc", "help"),
            ],
        ),
        (
            Lang::Gl,
            "pt",
            &[
                ("confirmar", "confirm"),
                ("retirar", "withdraw"),
                ("repetir", "repeat"),
                ("outra vez", "repeat"),
                ("última xogada", "last"),
                ("reloxo", "clock"),
                ("taboleiro", "board"),
                ("abandonar", "resign"),
                ("ofrecer táboas", "draw"),
                ("axuda", "help"),
            ],
        ),
    ];
    let mut out = Vec::new();
    for (lang, voice, list) in phrases {
        for &(text, key) in list {
            for _ in 0..4 {
                out.push((lang, voice, text, key));
            }
        }
    }
    out
}
