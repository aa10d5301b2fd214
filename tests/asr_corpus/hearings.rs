//! Tuning aid: every grammar's hearing of every utterance kept in a file, so that a change of
//! the confidence policy (src/asr/policy.rs) is measured in seconds rather than by decoding the
//! corpus again. `ANNABELLA_ASR_DUMP=FILE` with `dump_hearings` writes the hearings of the legal
//! moves and commands of the corpus (`ANNABELLA_ASR_SET=training`: the training set's, with
//! illegal moves in the training games' positions) and of the illegal moves; `replay_hearings`
//! judges them again with `asr::policy::decide` and prints the figures of the corpus tests.

use std::io::Write as _;

use annabella::{
    asr::{
        self, Heard, Hypothesis, Recognizer as _, TurnGrammar, UtteranceOutcome, grammar, policy,
        wav,
    },
    i18n::Lang,
};
use serde_json::{Value, json};
use shakmaty::{CastlingMode, Chess, EnPassantMode, fen::Fen};

use super::{Utterance, Voice, refusals};

/// One utterance to dump: its position, whether a read-back waits, what it is (a legal move's
/// UCI, a command's key, or "illegal"), its words and voice.
struct Item {
    pos: Chess,
    confirming: bool,
    expected: String,
    text: String,
    voice: Voice,
}

fn items(training: bool) -> Vec<Item> {
    let legal = if training {
        super::training_utterances()
    } else {
        super::utterances()
    };
    let mut out: Vec<Item> = legal
        .into_iter()
        .enumerate()
        .map(|(n, u): (usize, Utterance)| {
            let confirming = matches!(u.command, Some("confirm" | "withdraw"));
            let expected = match (u.expected, u.command) {
                (Some(m), _) => m.to_uci(CastlingMode::Standard).to_string(),
                (None, Some(key)) => key.to_owned(),
                (None, None) => String::new(),
            };
            Item {
                pos: u.pos,
                confirming,
                expected,
                text: u.text,
                voice: super::voice(n + usize::from(training)),
            }
        })
        .collect();
    let illegal = if training {
        refusals::illegal_moves(&super::TRAINING_GAMES, 23)
    } else {
        let mut said = vec![(Chess::default(), "Springer Gustav eins Eva zwei".to_owned())];
        said.extend(refusals::illegal_moves(
            &[super::OPERA, super::IMMORTAL],
            22,
        ));
        said
    };
    for (i, (pos, text)) in illegal.into_iter().enumerate() {
        out.push(Item {
            pos,
            confirming: false,
            expected: "illegal".into(),
            text,
            voice: refusals::voice(i + usize::from(training)),
        });
    }
    out
}

fn hyp(h: &Hypothesis) -> Value {
    json!([h.text, h.score])
}

#[test]
#[ignore = "a tuning aid: needs pocketsphinx, espeak-ng, sox and ANNABELLA_ASR_DUMP"]
fn dump_hearings() {
    let Some(out) = std::env::var_os("ANNABELLA_ASR_DUMP") else {
        return;
    };
    let training = std::env::var("ANNABELLA_ASR_SET").is_ok_and(|s| s == "training");
    let temp = tempfile::tempdir().unwrap();
    let dir = std::env::var_os("ANNABELLA_ASR_CORPUS").map_or(temp.path().to_owned(), Into::into);
    super::Noise::PINK.file(&dir);
    for noise in refusals::noises() {
        noise.file(&dir);
    }
    let items = items(training);
    // Experiments: the syntax grammar with square words weighted ("bella=1.1,sechs=1.1;…"),
    // one dump each (FILE.wN), in place of the plain one.
    let settings: Vec<String> = std::env::var("ANNABELLA_ASR_WEIGHTS")
        .map(|w| {
            w.split(';')
                .map(|setting| {
                    let weights: Vec<(String, f64)> = setting
                        .split(',')
                        .filter_map(|kv| kv.split_once('='))
                        .map(|(k, v)| (k.to_owned(), v.parse().unwrap()))
                        .collect();
                    grammar::syntax_grammar_weighted(&|w| {
                        weights
                            .iter()
                            .find(|(k, _)| k == w)
                            .map_or(1.0, |(_, v)| *v)
                    })
                })
                .collect()
        })
        .unwrap_or_default();
    let grammars: Vec<(String, &str)> = if settings.is_empty() {
        vec![(grammar::SYNTAX_KEY.to_owned(), grammar::syntax_grammar())]
    } else {
        settings
            .iter()
            .enumerate()
            .map(|(i, g)| (format!("syntax-w{i}"), g.as_str()))
            .collect()
    };
    let base = if training { 40_000 } else { 50_000 };
    let hear_all = |parity: usize| {
        let mut engine = crate::load();
        let mut lines = Vec::new();
        let stride: usize = std::env::var("ANNABELLA_ASR_STRIDE")
            .ok()
            .and_then(|s| s.parse().ok())
            .unwrap_or(1);
        let offset: usize = std::env::var("ANNABELLA_ASR_OFFSET")
            .ok()
            .and_then(|s| s.parse().ok())
            .unwrap_or(0);
        for (n, item) in items
            .iter()
            .enumerate()
            .filter(|(n, _)| (n + offset).is_multiple_of(stride) && (n / stride) % 2 == parity)
        {
            let file = super::synthesize(&dir, base + n, &item.text, item.voice);
            let pcm = wav::read(&std::fs::read(&file).unwrap()).unwrap();
            let pron = engine.pronunciations();
            let turn = if item.confirming {
                TurnGrammar::confirming(&item.pos, Lang::De, pron)
            } else {
                TurnGrammar::new(&item.pos, Lang::De, pron)
            };
            let voiced = asr::voice::has_voice(&pcm);
            let (mut legal, mut free) = (Vec::new(), Vec::new());
            let mut syntax = vec![(Vec::new(), Vec::new()); grammars.len()];
            let mut legal_elsewhere = Vec::new();
            if voiced {
                legal = engine.decode(&turn.key(), turn.jsgf(), &pcm).unwrap();
                let is_move = legal.first().is_some_and(|best| {
                    turn.meaning(&best.text)
                        .iter()
                        .any(|m| matches!(m, Heard::Move(_)))
                });
                free = engine.decode_again("free", turn.free_jsgf(), &pcm).unwrap();
                if is_move {
                    for ((key, jsgf), heard) in grammars.iter().zip(&mut syntax) {
                        heard.0 = engine.decode_again(key, jsgf, &pcm).unwrap();
                        heard.1 = engine.decode_elsewhere(key, jsgf, &pcm).unwrap();
                    }
                    if settings.is_empty() {
                        legal_elsewhere = engine
                            .decode_elsewhere(&turn.key(), turn.jsgf(), &pcm)
                            .unwrap();
                    }
                }
            }
            let firsts = |all: &[Vec<Hypothesis>]| {
                all.iter()
                    .map(|h| h.first().map_or(Value::Null, hyp))
                    .collect::<Vec<_>>()
            };
            let per_grammar: Vec<Value> = syntax
                .iter()
                .map(|(here, elsewhere)| {
                    json!({
                        "fen": Fen::from_position(&item.pos, EnPassantMode::Legal).to_string(),
                        "confirming": item.confirming,
                        "expected": item.expected,
                        "text": item.text,
                        "voice": format!("{:?}", item.voice),
                        "voiced": voiced,
                        "legal": legal.iter().map(hyp).collect::<Vec<_>>(),
                        "free": free.first().map_or(Value::Null, hyp),
                        "syntax": here.first().map_or(Value::Null, hyp),
                        "syntax_elsewhere": firsts(elsewhere),
                        "legal_elsewhere": firsts(&legal_elsewhere),
                    })
                })
                .collect();
            lines.push((n, per_grammar));
        }
        lines
    };
    let mut lines = std::thread::scope(|s| {
        let odd = s.spawn(|| hear_all(1));
        let mut both = hear_all(0);
        both.extend(odd.join().unwrap());
        both
    });
    lines.sort_by_key(|(n, _)| *n);
    for g in 0..grammars.len() {
        let mut path = out.clone();
        if !settings.is_empty() {
            path.push(format!(".w{g}"));
        }
        let mut file = std::fs::File::create(path).unwrap();
        for (_, line) in &lines {
            writeln!(file, "{}", line[g]).unwrap();
        }
    }
}

fn to_hyp(v: &Value) -> Option<Hypothesis> {
    Some(Hypothesis {
        text: v.get(0)?.as_str()?.to_owned(),
        score: i32::try_from(v.get(1)?.as_i64()?).ok()?,
    })
}

fn hyps(v: &Value) -> Vec<Hypothesis> {
    v.as_array()
        .map(|a| a.iter().filter_map(to_hyp).collect())
        .unwrap_or_default()
}

#[test]
#[ignore = "a tuning aid: needs ANNABELLA_ASR_DUMP (written by dump_hearings)"]
fn replay_hearings() {
    let Some(path) = std::env::var_os("ANNABELLA_ASR_DUMP") else {
        return;
    };
    let pron = crate::load().pronunciations().clone();
    let text = std::fs::read_to_string(path).unwrap();
    let (mut legal_total, mut legal_exact, mut legal_not_legal, mut legal_sure) = (0, 0, 0, 0);
    let (mut illegal_total, mut illegal_moves, mut illegal_refused, mut wrong_sure) = (0, 0, 0, 0);
    let verbose = std::env::var_os("ANNABELLA_ASR_VERBOSE").is_some();
    for line in text.lines() {
        let v: Value = serde_json::from_str(line).unwrap();
        let pos: Chess = v["fen"]
            .as_str()
            .unwrap()
            .parse::<Fen>()
            .unwrap()
            .into_position(CastlingMode::Standard)
            .unwrap();
        let confirming = v["confirming"].as_bool().unwrap();
        let turn = if confirming {
            TurnGrammar::confirming(&pos, Lang::De, &pron)
        } else {
            TurnGrammar::new(&pos, Lang::De, &pron)
        };
        let legal = hyps(&v["legal"]);
        let free = to_hyp(&v["free"]);
        let syntax = to_hyp(&v["syntax"]);
        let syntax_elsewhere: Vec<Hypothesis> = v["syntax_elsewhere"]
            .as_array()
            .map(|a| a.iter().filter_map(to_hyp).collect())
            .unwrap_or_default();
        let _legal_elsewhere: Vec<Hypothesis> = v["legal_elsewhere"]
            .as_array()
            .map(|a| a.iter().filter_map(to_hyp).collect())
            .unwrap_or_default();
        let outcome = if v["voiced"].as_bool().unwrap() {
            policy::decide(
                &turn,
                policy::Hearings {
                    legal: &legal,
                    free: free.as_ref(),
                    syntax: syntax.as_ref(),
                    syntax_elsewhere: &syntax_elsewhere,
                },
            )
        } else {
            UtteranceOutcome::NotHeard
        };
        let outcome = variant(&turn, outcome, &legal, free.as_ref(), &syntax_elsewhere);
        let expected = v["expected"].as_str().unwrap();
        let sure = matches!(outcome, UtteranceOutcome::Heard { sure: true, .. });
        if expected == "illegal" {
            illegal_total += 1;
            match &outcome {
                UtteranceOutcome::Heard {
                    heard: Heard::Move(_),
                    ..
                } => {
                    illegal_moves += 1;
                    wrong_sure += usize::from(sure);
                    println!(
                        "  ILLEGAL AS MOVE: '{}' {}: {outcome:?}",
                        v["text"], v["voice"]
                    );
                }
                UtteranceOutcome::NotLegal { .. } => illegal_refused += 1,
                _ => {}
            }
            continue;
        }
        legal_total += 1;
        let right = match &outcome {
            UtteranceOutcome::Heard {
                heard: Heard::Move(m),
                ..
            } => m.to_uci(CastlingMode::Standard).to_string() == expected,
            UtteranceOutcome::Heard {
                heard: Heard::Command { key, .. },
                ..
            } => key == expected,
            _ => false,
        };
        legal_exact += usize::from(right);
        legal_sure += usize::from(sure);
        if !right
            && sure
            && matches!(
                outcome,
                UtteranceOutcome::Heard {
                    heard: Heard::Move(_),
                    ..
                }
            )
        {
            wrong_sure += 1;
        }
        legal_not_legal += usize::from(matches!(outcome, UtteranceOutcome::NotLegal { .. }));
        if verbose && !right {
            println!(
                "  legal missed: '{}' {}: {outcome:?}",
                v["text"], v["voice"]
            );
        }
    }
    println!(
        "replay: legal {legal_exact}/{legal_total} exact, {legal_not_legal} not legal, \
         {legal_sure} sure; illegal {illegal_total}: {illegal_moves} heard as a move, \
         {illegal_refused} not legal; wrong and sure {wrong_sure}"
    );
}

/// Experiments (`ANNABELLA_ASR_VARIANT`) on top of the policy's outcome.
fn variant(
    turn: &TurnGrammar,
    outcome: UtteranceOutcome,
    legal: &[Hypothesis],
    free: Option<&Hypothesis>,
    elsewhere: &[Hypothesis],
) -> UtteranceOutcome {
    let v = std::env::var("ANNABELLA_ASR_VARIANT").unwrap_or_default();
    let UtteranceOutcome::Heard {
        heard: Heard::Move(_),
        ..
    } = &outcome
    else {
        return outcome;
    };
    let Some(best) = legal.first() else {
        return outcome;
    };
    let refused = |h: &Hypothesis| {
        matches!(
            policy::refusal(turn, &best.text, &h.text),
            Some(UtteranceOutcome::NotLegal { .. } | UtteranceOutcome::Ambiguous { .. })
        )
    };
    let refuse = match v.as_str() {
        "free" => free.is_some_and(refused),
        "any" => elsewhere.iter().any(refused),
        "all" => !elsewhere.is_empty() && elsewhere.iter().all(refused),
        "same" => {
            elsewhere.len() == 2
                && elsewhere.iter().all(refused)
                && grammar::without_pauses(&elsewhere[0].text)
                    == grammar::without_pauses(&elsewhere[1].text)
        }
        "free+all" => {
            free.is_some_and(refused) || (!elsewhere.is_empty() && elsewhere.iter().all(refused))
        }
        _ => false,
    };
    if refuse {
        UtteranceOutcome::NotLegal {
            words: best.text.clone(),
        }
    } else {
        outcome
    }
}
