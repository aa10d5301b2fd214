//! The corpus of what must never count (issue 22): the answers to a read-back (the words that
//! confirm and withdraw, and the short yes and no a player says out of habit), silence, steady
//! noise, and moves that are not legal in their position; several voices (espeak-ng's German
//! and American English, with the +m3 and +f2 variants), speeds, pitches and noise levels.

use std::path::{Path, PathBuf};

use annabella::{
    parse, resolve,
    vocab::{VocabName, Vocabulary},
};
use shakmaty::{Chess, Move, Position as _, Role, Square};

use super::{Noise, Voice, run};

/// What an utterance of this corpus is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// The word that confirms a read-back ("bestätigen", "confirm").
    Confirm,
    /// The word that withdraws it ("zurücknehmen", "withdraw").
    Withdraw,
    /// A "no" said out of habit ("nein", "no", "abbrechen"): never a confirmation.
    HabitNo,
    /// A "yes" said out of habit ("ja", "yes"): whatever it is heard as, never a withdrawal.
    HabitYes,
    /// Silence: nothing at all.
    Silence,
    /// Steady noise: nothing at all.
    Noise,
    /// A move that is not legal in the position: never a move.
    Illegal,
}

/// What is heard: speech in a voice, or a stretch of silence or noise.
#[derive(Debug, Clone)]
pub enum Sound {
    /// Words in a voice.
    Speech { text: String, voice: Voice },
    /// Silence of this many seconds; with a trace of white noise (a quiet room) or none.
    Silence { seconds: f32, room: bool },
    /// Steady noise of this many seconds.
    Noise { seconds: f32, noise: Noise },
}

/// One utterance of the corpus.
#[derive(Debug, Clone)]
pub struct Refusal {
    pub kind: Kind,
    pub pos: Chess,
    /// Whether a move waits for its confirmation (the grammar holds the answers).
    pub confirming: bool,
    pub sound: Sound,
}

/// The noises mixed into speech, cycled through the utterances with none between them.
const NOISES: [Option<Noise>; 4] = [
    None,
    Some(Noise::PINK),
    None,
    Some(Noise {
        color: "whitenoise",
        volume: 0.03,
    }),
];

/// The noises mixed into the speech of this corpus.
pub fn noises() -> impl Iterator<Item = Noise> {
    NOISES.into_iter().flatten()
}

/// The voices: German and American English, plain and with two variants, cycled with speeds,
/// pitches and noise.
pub fn voice(i: usize) -> Voice {
    const VOICES: [&str; 6] = ["de", "en-us", "de+m3", "en-us+f2", "de+f2", "en-us+m3"];
    const SPEEDS: [u32; 3] = [130, 175, 220];
    const PITCHES: [u32; 4] = [30, 50, 70, 90];
    Voice {
        voice: VOICES[i % 6],
        speed: SPEEDS[(i / 6) % 3],
        pitch: PITCHES[(i / 2) % 4],
        noise: NOISES[(i / 3) % 4],
    }
}

/// The positions of `games` the illegal moves are said in: Morphy's Opera Game and
/// Kasparov–Topalov for this corpus (the test corpus's games, so that the legal moves said there
/// are known to be heard), the training set's games for tuning ([`illegal_moves`]).
fn positions(games: &[&str]) -> Vec<Chess> {
    let mut out = Vec::new();
    for game in games {
        let mut pos = Chess::default();
        for san in game.split_whitespace() {
            let Ok(san) = san
                .trim_end_matches(['+', '#'])
                .parse::<shakmaty::san::San>()
            else {
                break;
            };
            let Ok(m) = san.to_move(&pos) else { break };
            out.push(pos.clone());
            pos.play_unchecked(m);
        }
    }
    out
}

/// Whether the words are no legal move in `pos` (not even an ambiguous one).
fn is_illegal(pos: &Chess, words: &str) -> bool {
    let Ok(intents) = parse::parse(words, Vocabulary::builtin(VocabName::FideD)) else {
        return false;
    };
    matches!(
        resolve::resolve(pos, &intents),
        Err(resolve::MoveError::Illegal(_))
    )
}

/// A move that is not legal: a piece of the side to move sent to a square it cannot reach
/// (the legal move's own piece, another square), said as the announcer says moves, long or
/// short. `None` when the square picked happens to be reachable.
fn illegal_move(pos: &Chess, seed: u64, long: bool) -> Option<String> {
    let legal = pos.legal_moves();
    let m = legal[(seed >> 33) as usize % legal.len()];
    let to = Square::new(((seed >> 17) % 64) as u32);
    if m.from() == Some(to) || to == m.to() {
        return None;
    }
    // A pawn "moves" to a square ahead; other pieces anywhere (a knight's move by a bishop).
    let fake = Move::Normal {
        role: m.role(),
        from: m.from()?,
        capture: pos.board().role_at(to),
        to,
        promotion: None,
    };
    if m.role() == Role::Pawn
        && (to.rank() == shakmaty::Rank::First || to.rank() == shakmaty::Rank::Eighth)
    {
        return None;
    }
    let words = say(&fake, long);
    is_illegal(pos, &words).then_some(words)
}

/// A move's words as the announcer puts a move together (it says only legal ones): the long
/// form names the piece and both squares, the short one the piece and the arrival square (a
/// pawn: the square, or the file it captures from).
fn say(m: &Move, long: bool) -> String {
    let lex = annabella::vocab::LexiconFile::FideD.lexicon();
    let square = |s: Square| format!("{} {}", lex.file(s.file()), lex.rank(s.rank()));
    let piece = lex.piece(m.role());
    let takes = if m.is_capture() { " schlägt" } else { "" };
    let from = m.from().map(square).unwrap_or_default();
    match (long, m.role(), m.from()) {
        (true, ..) => format!("{piece} {from}{takes} {}", square(m.to())),
        (false, Role::Pawn, Some(from)) if m.is_capture() => {
            format!("{} schlägt {}", lex.file(from.file()), square(m.to()))
        }
        (false, Role::Pawn, _) => square(m.to()),
        (false, ..) => format!("{piece}{takes} {}", square(m.to())),
    }
}

/// The corpus, in a fixed order.
pub fn refusals() -> Vec<Refusal> {
    let start = Chess::default();
    let mut out = Vec::new();
    let speech = |text: &str, kind: Kind, n: usize| Refusal {
        kind,
        pos: start.clone(),
        confirming: true,
        sound: Sound::Speech {
            text: text.to_owned(),
            voice: voice(n),
        },
    };
    // The answers, each in every voice condition of 24 (6 voices × 4 pitches, speeds and noise
    // cycling along).
    for n in 0..24 {
        for (text, kind) in [
            ("bestätigen", Kind::Confirm),
            ("zurücknehmen", Kind::Withdraw),
            ("confirm", Kind::Confirm),
            ("withdraw", Kind::Withdraw),
        ] {
            out.push(speech(text, kind, n));
        }
    }
    // Habit: the short words, no longer listened for, each in 12 conditions.
    for n in 0..12 {
        for (text, kind) in [
            ("nein", Kind::HabitNo),
            ("no", Kind::HabitNo),
            ("abbrechen", Kind::HabitNo),
            ("nein, zurück", Kind::HabitNo),
            ("ja", Kind::HabitYes),
            ("yes", Kind::HabitYes),
        ] {
            out.push(speech(text, kind, n * 2 + usize::from(text.len() % 2 == 0)));
        }
    }
    // Silence and noise, both while a read-back waits and while a move is awaited.
    for confirming in [true, false] {
        for seconds in [0.1, 0.2, 0.5, 1.0, 2.0] {
            for room in [false, true] {
                out.push(Refusal {
                    kind: Kind::Silence,
                    pos: start.clone(),
                    confirming,
                    sound: Sound::Silence { seconds, room },
                });
            }
        }
        for color in ["whitenoise", "pinknoise", "brownnoise"] {
            for volume in [0.01, 0.05, 0.2, 0.5] {
                for seconds in [0.3, 1.0, 2.5] {
                    out.push(Refusal {
                        kind: Kind::Noise,
                        pos: start.clone(),
                        confirming,
                        sound: Sound::Noise {
                            seconds,
                            noise: Noise { color, volume },
                        },
                    });
                }
            }
        }
    }
    // Illegal moves in the games' positions, long and short: the issue's own first.
    let mut said = vec![(start.clone(), "Springer Gustav eins Eva zwei".to_owned())];
    said.extend(illegal_moves(&[super::OPERA, super::IMMORTAL], 22));
    for (i, (pos, text)) in said.into_iter().enumerate() {
        out.push(Refusal {
            kind: Kind::Illegal,
            pos,
            confirming: false,
            sound: Sound::Speech {
                text,
                voice: voice(i),
            },
        });
    }
    out
}

/// Six illegal moves in each position of `games` (long and short form alternating), picked
/// with the random `seed`: the test corpus's with seed 22, the training set's with others.
pub fn illegal_moves(games: &[&str], mut seed: u64) -> Vec<(Chess, String)> {
    let mut said = Vec::new();
    for pos in positions(games) {
        let mut found = 0;
        for attempt in 0..200 {
            if found == 6 {
                break;
            }
            seed = seed
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407);
            if let Some(words) = illegal_move(&pos, seed, attempt % 2 == 0) {
                said.push((pos.clone(), words));
                found += 1;
            }
        }
    }
    said
}

/// Makes the sound of `refusal` in `dir` (numbered `n`); returns the file.
pub fn make(dir: &Path, n: usize, refusal: &Refusal) -> PathBuf {
    match &refusal.sound {
        Sound::Speech { text, voice } => super::synthesize(dir, 30_000 + n, text, *voice),
        Sound::Silence { seconds, room } => {
            let file = dir.join(format!("silence-{seconds}-{room}.wav"));
            let mut sox = std::process::Command::new("sox");
            sox.args(["-R", "-n", "-r", "16000", "-c", "1", "-b", "16"])
                .arg(&file);
            if *room {
                sox.args(["synth", &seconds.to_string(), "whitenoise", "vol", "0.001"]);
            } else {
                sox.args(["trim", "0", &seconds.to_string()]);
            }
            run(&mut sox);
            file
        }
        Sound::Noise { seconds, noise } => {
            let file = dir.join(format!("{}-{}-{seconds}.wav", noise.color, noise.volume));
            run(std::process::Command::new("sox")
                .args(["-R", "-n", "-r", "16000", "-c", "1", "-b", "16"])
                .arg(&file)
                .args([
                    "synth",
                    &seconds.to_string(),
                    noise.color,
                    "vol",
                    &noise.volume.to_string(),
                ]));
            file
        }
    }
}
