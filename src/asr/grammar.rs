//! The grammar of one turn: every legal move of the position in its long and its short
//! Appendix D form (castling, promotion with its piece, check and mate words, as the announcer
//! says them), plus the flow and review commands, and while practising or studying the
//! practice and study words that take no argument ([`Program`]); and a free move grammar (any move the words
//! can say) that [`super::policy`] uses as a second opinion.
//!
//! Generated from the same data files the parser and the announcer read: moves from
//! `grammars/fide-d.toml` through the announcer, commands from `grammars/flow.toml` and
//! `grammars/commands-<lang>.toml` (its `[commands]` and `[practice]` tables). A phrase whose words have no pronunciation is left out.

use std::collections::{BTreeMap, BTreeSet};

use shakmaty::{Chess, File, Move, Position as _, Rank, Role};

use super::{Pronunciations, answers::Answers};
use crate::{
    announce::{Announcer, Style},
    i18n::Lang,
    vocab::{LexiconFile, VocabName, normalize::phrase_key},
};

/// What a phrase of the grammar means.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Heard {
    /// A legal move of the position.
    Move(Move),
    /// A command: the key of `grammars/flow.toml` or `grammars/commands-<lang>.toml` it names
    /// ("confirm", "repeat") and the words said, which the codec reads like a typed line.
    Command {
        /// The key in the data file.
        key: String,
        /// The words said.
        words: String,
    },
}

/// The flow verbs a player may say without arguments, besides the answers to a read-back.
const FLOW_KEYS: [&str; 2] = ["press", "help"];
/// The review commands that take no argument and are worth saying (the others are a key away).
const REVIEW_KEYS: [&str; 7] = ["repeat", "last", "clock", "board", "resign", "draw", "help"];
/// The shortest review phrase listened for, in letters: short words ("Uhr", "Zug", "turn")
/// match the end of many moves and swallow them, measured on the corpus of tests/asr.rs.
const SHORTEST_REVIEW: usize = 6;
/// The words of `annabella practice` listened for: the `[practice]` keys that take no
/// argument and belong to a game against the engine (a bare "level" says the level).
const PRACTICE_KEYS: [&str; 9] = [
    "hint", "best", "eval", "score", "threat", "takeback", "level", "new", "flip",
];
/// The words of `annabella study` listened for: the engine's help and the steps through the
/// game that take no argument ("move 23" and "white 23" are typed).
const STUDY_KEYS: [&str; 17] = [
    "hint",
    "best",
    "eval",
    "score",
    "threat",
    "next",
    "back",
    "first",
    "last",
    "variation",
    "mainline",
    "fen",
    "play",
    "analyse",
    "mistakes",
    "solution",
    "comment",
];

/// The program that listens, which chooses the commands besides the table's: a table game's
/// grammar holds no practice words, so that they cannot take a move's place there.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Program {
    /// A game between two players (`annabella table`, `join`).
    #[default]
    Table,
    /// A game against the engine (`annabella practice`).
    Practice,
    /// A game gone through move by move (`annabella study`).
    Study,
}

impl Program {
    const ALL: [Program; 3] = [Program::Table, Program::Practice, Program::Study];

    /// The `[practice]` keys listened for.
    fn practice_keys(self) -> &'static [&'static str] {
        match self {
            Program::Table => &[],
            Program::Practice => &PRACTICE_KEYS,
            Program::Study => &STUDY_KEYS,
        }
    }
}
/// The flow words said in English besides the answers (the file mixes every language; the
/// others are said in the interface language and need a pronunciation in
/// `grammars/asr-en-us.toml` (German) or `grammars/asr-en-us-commands.toml`).
const ENGLISH_FLOW: [&str; 2] = ["press clock", "help"];

const FLOW: &str = include_str!("../../grammars/flow.toml");

fn review_file(lang: Lang) -> &'static str {
    crate::vocab::embedded(&format!("grammars/commands-{}.toml", lang.code()))
}

#[derive(serde::Deserialize)]
struct ReviewFile {
    commands: BTreeMap<String, Vec<String>>,
    #[serde(default)]
    practice: BTreeMap<String, Vec<String>>,
}

/// The command phrases (normalized words) for the interface language `lang` (English is
/// always understood), as far as `known` can pronounce them, with their keys. The answers to a
/// read-back (confirm and withdraw) only while a read-back waits for them, and only the two
/// long words of [`Answers`] in each language: a short "ja" and "nein" sound alike to the
/// recognizer, and would swallow moves besides. The practice or study words of `program`, as
/// long as the review commands.
fn commands(
    lang: Lang,
    confirming: bool,
    program: Program,
    known: &dyn Fn(&str) -> bool,
) -> BTreeMap<String, String> {
    let mut out = BTreeMap::new();
    let speakable = |phrase: &str| {
        phrase_key(phrase).map(|(k, _)| k).filter(|k| {
            k.split(' ')
                .all(|w| w.chars().all(char::is_alphabetic) && known(w))
        })
    };
    // The flow words of the interface language: German ones are in the main pronunciation
    // file, the other languages' in their section of the commands file.
    let native = match lang {
        Lang::En => None,
        Lang::De => Pronunciations::builtin().ok(),
        other => Pronunciations::builtin_commands(other).ok(),
    };
    if let Ok(flow) = toml::from_str::<BTreeMap<String, Vec<String>>>(FLOW) {
        for key in FLOW_KEYS {
            for phrase in flow.get(key).into_iter().flatten() {
                let Some(words) = speakable(phrase) else {
                    continue;
                };
                // English, or words of the interface language with a pronunciation written
                // for them.
                let english = ENGLISH_FLOW.contains(&words.as_str());
                let local = native
                    .as_ref()
                    .is_some_and(|p| words.split(' ').all(|w| p.knows(w)));
                if english || local {
                    out.entry(words).or_insert_with(|| key.to_owned());
                }
            }
        }
    }
    if confirming {
        for (words, key) in Answers::listened_for(lang) {
            if speakable(&words).is_some() {
                out.entry(words).or_insert_with(|| key.to_owned());
            }
        }
    }
    for file in [review_file(Lang::En), review_file(lang)] {
        let Ok(review) = toml::from_str::<ReviewFile>(file) else {
            continue;
        };
        for key in REVIEW_KEYS {
            for phrase in review.commands.get(key).into_iter().flatten() {
                if let Some(words) = speakable(phrase).filter(|w| w.len() >= SHORTEST_REVIEW) {
                    out.entry(words).or_insert_with(|| key.to_owned());
                }
            }
        }
        for key in program.practice_keys() {
            for phrase in review.practice.get(*key).into_iter().flatten() {
                if let Some(words) = speakable(phrase)
                    .filter(|w| w.len() >= SHORTEST_REVIEW && asks(w, lang, program))
                {
                    out.entry(words).or_insert_with(|| (*key).to_owned());
                }
            }
        }
    }
    out
}

/// Whether the codec reads `words`, typed in `program`, as the request the practice words
/// name: a heard command goes in as its words, typed, and a phrase that a flow word or a
/// review command takes first ("zurücknehmen" withdraws a move read back) must not be heard
/// as a request and then do something else.
fn asks(words: &str, lang: Lang, program: Program) -> bool {
    use crate::codec::{AppCommand, DecodedInput, decode_with};
    let Some(Ok(ask)) = crate::engine::ask::AskWords::builtin(lang).read(words) else {
        return false;
    };
    let study = program == Program::Study;
    matches!(
        decode_with(crate::table::Seat::Blind, words, lang, study),
        Ok(decoded) if decoded.input == DecodedInput::App(AppCommand::Ask(ask))
    )
}

/// The grammar of one turn.
#[derive(Debug, Clone)]
pub struct TurnGrammar {
    pos: Chess,
    lang: Lang,
    phrases: BTreeMap<String, Vec<Heard>>,
    /// The phrases of the long form, whose departure and arrival squares check each other.
    long: BTreeSet<String>,
    jsgf: String,
    free: String,
}

/// A JSGF grammar of one public rule.
fn jsgf(body: &str) -> String {
    format!("#JSGF V1.0;\ngrammar annabella;\npublic <utterance> = {body};\n")
}

fn key(text: &str) -> Option<String> {
    phrase_key(text).map(|(k, _)| k)
}

impl TurnGrammar {
    /// The grammar of the side to move in `pos`, commands in `lang` and English, words limited
    /// to what `pron` can pronounce; no read-back is waiting.
    pub fn new(pos: &Chess, lang: Lang, pron: &Pronunciations) -> TurnGrammar {
        TurnGrammar::build(pos, lang, pron, Program::Table, false)
    }

    /// The grammar while a move read back waits for its confirmation: the same, and the words
    /// that confirm or withdraw it.
    pub fn confirming(pos: &Chess, lang: Lang, pron: &Pronunciations) -> TurnGrammar {
        TurnGrammar::build(pos, lang, pron, Program::Table, true)
    }

    /// The grammar in `program`: a table's is [`TurnGrammar::new`] (or
    /// [`TurnGrammar::confirming`] while a read-back waits), practice and study add their words.
    pub fn in_program(
        pos: &Chess,
        lang: Lang,
        pron: &Pronunciations,
        program: Program,
        confirming: bool,
    ) -> TurnGrammar {
        TurnGrammar::build(pos, lang, pron, program, confirming)
    }

    fn build(
        pos: &Chess,
        lang: Lang,
        pron: &Pronunciations,
        program: Program,
        confirming: bool,
    ) -> TurnGrammar {
        let known = |w: &str| pron.knows(w);
        let mut phrases: BTreeMap<String, Vec<Heard>> = BTreeMap::new();
        let mut long = BTreeSet::new();
        for style in [Style::Fide, Style::FideShort] {
            let ann = Announcer::new(style, VocabName::FideD);
            for m in pos.legal_moves() {
                let Some(words) = key(&ann.announce(pos, &m)) else {
                    continue;
                };
                // The check or mate word may be left out, as in writing (C.13: "+" and "#"
                // are optional) and as players often do when they speak.
                let unmarked = without_check(&words);
                for words in std::iter::once(words).chain(unmarked) {
                    if style == Style::Fide {
                        long.insert(words.clone());
                    }
                    let list = phrases.entry(words).or_default();
                    if !list.contains(&Heard::Move(m)) {
                        list.push(Heard::Move(m));
                    }
                }
            }
        }
        let commands = commands(lang, confirming, program, &known);
        for (words, key) in &commands {
            phrases
                .entry(words.clone())
                .or_default()
                .push(Heard::Command {
                    key: key.clone(),
                    words: words.clone(),
                });
        }
        phrases.retain(|p, _| p.split(' ').all(known));
        let body: Vec<&str> = phrases.keys().map(String::as_str).collect();
        let body: Vec<String> = body.iter().map(|p| weighed(p)).collect();
        let jsgf = jsgf(&body.join(" | "));
        let free = free_grammar(&commands);
        TurnGrammar {
            pos: pos.clone(),
            lang,
            phrases,
            long,
            jsgf,
            free,
        }
    }

    /// The position.
    pub fn position(&self) -> &Chess {
        &self.pos
    }

    /// The interface language of the commands.
    pub fn lang(&self) -> Lang {
        self.lang
    }

    /// The legal-move grammar, JSGF.
    pub fn jsgf(&self) -> &str {
        &self.jsgf
    }

    /// A name for the legal-move grammar (changes with the position).
    pub fn key(&self) -> String {
        format!("turn{}", self.jsgf.len())
    }

    /// The free move grammar, JSGF.
    pub fn free_jsgf(&self) -> &str {
        &self.free
    }

    /// The grammar of every move the Appendix D words can say, legal here or not, JSGF (the
    /// same in every position: see [`syntax_grammar`]).
    pub fn syntax_jsgf(&self) -> &'static str {
        syntax_grammar()
    }

    /// What the words of a hypothesis mean: empty when they are not a phrase of this turn.
    pub fn meaning(&self, words: &str) -> &[Heard] {
        key(words)
            .and_then(|k| self.phrases.get(&k))
            .map_or(&[], Vec::as_slice)
    }

    /// Whether the words are a move's long form (departure and arrival square, or castling).
    pub fn is_long_form(&self, words: &str) -> bool {
        key(words).is_some_and(|k| self.long.contains(&k))
    }

    /// The number of phrases.
    pub fn len(&self) -> usize {
        self.phrases.len()
    }

    /// Whether no phrase can be said (never: commands are always there).
    pub fn is_empty(&self) -> bool {
        self.phrases.is_empty()
    }
}

/// The words of the free move grammar in the Appendix D lexicon.
fn move_words() -> (Vec<String>, Vec<String>, Vec<String>) {
    let lex = LexiconFile::FideD.lexicon();
    let w = |s: &str| key(s).unwrap_or_default();
    let pieces = [
        Role::King,
        Role::Queen,
        Role::Rook,
        Role::Bishop,
        Role::Knight,
        Role::Pawn,
    ]
    .map(|r| w(lex.piece(r)))
    .to_vec();
    let files = File::ALL.map(|f| w(lex.file(f))).to_vec();
    let ranks = Rank::ALL.map(|r| w(lex.rank(r))).to_vec();
    (pieces, files, ranks)
}

/// The word the free grammar hears a pause as, at either end of an utterance; the engine gives
/// it its silence model, and [`without_pauses`] takes it out of what was heard.
pub const PAUSE: &str = "sil";

/// Any sequence of the Appendix D words, or a command: the second opinion. A loop of words
/// rather than a move syntax, so that agreeing with the legal-move grammar means that the
/// words themselves were heard, not just the nearest shape of a move.
///
/// The silence before and after the words is a word of its own ([`PAUSE`]): the engine's own
/// silence is made expensive (it keeps long moves from being heard as short ones in the
/// legal-move grammar), and in a loop of short words that made it cheaper to hear the pause as
/// "acht" or "en" than as silence, so that a clear "ja" came back "vier acht" and was never
/// sure. The loop and the commands are separate branches, each with its own pauses: the JSGF
/// compiler of this pocketsphinx joins a loop and a following alternative otherwise ("acht
/// repeat").
fn free_grammar(commands: &BTreeMap<String, String>) -> String {
    let (pieces, files, ranks) = move_words();
    let mut words: BTreeSet<String> = pieces.into_iter().chain(files).chain(ranks).collect();
    words.extend(MOVE_WORDS.map(str::to_owned));
    let words = words.into_iter().collect::<Vec<_>>().join(" | ");
    let commands = commands.keys().map(String::as_str).collect::<Vec<_>>();
    let pause = format!("[ {PAUSE} ]");
    let mut body = String::new();
    if !commands.is_empty() {
        body = format!("{pause} ( {} ) {pause} | ", commands.join(" | "));
    }
    body.push_str(&format!("{pause} ( {words} )+ {pause}"));
    jsgf(&body)
}

/// The name the engine may cache [`syntax_grammar`] under.
pub const SYNTAX_KEY: &str = "syntax";

/// Every move the Appendix D words can say, legal or not, in the shapes the announcer says them
/// (`Announcer`'s long and short forms): a piece, its departure square, "schlägt", another
/// arrival square; a piece with its file or rank or neither; a pawn's arrival square, or its
/// file, "schlägt" and the arrival square; then promotion, en passant, check or mate; castling.
/// The legal-move grammar forces an illegal move onto the nearest legal one ("Springer Gustav
/// eins Eva zwei" came back as Nf3); decoded with this grammar too, an illegal move is heard as
/// itself, and [`super::policy`] says that the move is not legal instead of returning another
/// move. No shape a player never says: a move from a square to itself ("lange Rochade" was
/// heard as "Anna acht Anna acht"), a long form without its piece, or a file before a square
/// without "schlägt" ("Dame Eva sieben" was heard as "Anna Eva sieben"); measured on the test
/// corpus against every shape over all pieces and squares: 5 more legal moves heard and one
/// illegal move fewer heard as another move, at about a third more work for this decoding.
/// Pauses are a word of their own, as in the free grammar, or an optional word takes the
/// silence before a short move ("Dame Eva vier"). The square words the en-us model hears too
/// seldom are weighted up ([`SQUARE_WORD_WEIGHTS`]).
pub fn syntax_grammar() -> &'static str {
    static SYNTAX: std::sync::OnceLock<String> = std::sync::OnceLock::new();
    SYNTAX.get_or_init(|| {
        syntax_grammar_weighted(&|word| {
            SQUARE_WORD_WEIGHTS
                .iter()
                .find(|(w, _)| *w == word)
                .map_or(1.0, |(_, weight)| *weight)
        })
    })
}

/// The square words weighted up in [`syntax_grammar`], against 1 for the others: the en-us
/// model heard "Bella" as "Eva" or "Anna" in a third of the training set's hearings by that
/// grammar (65 % right, "Eva" and "Anna" 99 %), and "sechs" as "acht", "drei" or "vier" in a
/// fifth (79 %), so that legal moves on those squares were refused as illegal ones and illegal
/// moves heard as legal ones. A JSGF weight is a probability: pocketsphinx adds its logarithm
/// to the path's score without the language weight, in score units of 1024 log(1.0001) (an
/// utterance's words differ by tens to hundreds of them), so 10^12 is about 270 units; 1.5 and
/// 10^6 did not help, measured with the tests' `replay_hearings` (docs/design.md).
pub const SQUARE_WORD_WEIGHTS: [(&str, f64); 2] = [("bella", 1e12), ("sechs", 1e12)];

/// [`syntax_grammar`] with each square word (file or rank) weighted by `weight` against the
/// others of its kind (1 for all: no weights written); the tuning aid decodes with others.
pub fn syntax_grammar_weighted(weight: &dyn Fn(&str) -> f64) -> String {
    {
        let (pieces, files, ranks) = move_words();
        let weighted = |words: &[&str]| -> String {
            if words.iter().all(|w| weight(w) == 1.0) {
                return words.join(" | ");
            }
            words
                .iter()
                .map(|w| format!("/{}/ {w}", weight(w)))
                .collect::<Vec<_>>()
                .join(" | ")
        };
        let lex = LexiconFile::FideD.lexicon();
        let is = |p: &str, roles: &[Role]| {
            roles
                .iter()
                .any(|r| key(lex.piece(*r)).as_deref() == Some(p))
        };
        let promotions: Vec<&str> = pieces
            .iter()
            .map(String::as_str)
            .filter(|p| is(p, &[Role::Queen, Role::Rook, Role::Bishop, Role::Knight]))
            .collect();
        let officers: Vec<&str> = pieces
            .iter()
            .map(String::as_str)
            .filter(|p| !is(p, &[Role::Pawn]))
            .collect();
        // A departure square and an arrival square that is another one.
        let mut journeys = Vec::new();
        for (f, file) in files.iter().enumerate() {
            for (r, rank) in ranks.iter().enumerate() {
                let same_file: Vec<&str> = ranks
                    .iter()
                    .enumerate()
                    .filter(|(other, _)| *other != r)
                    .map(|(_, w)| w.as_str())
                    .collect();
                let other_files: Vec<&str> = files
                    .iter()
                    .enumerate()
                    .filter(|(other, _)| *other != f)
                    .map(|(_, w)| w.as_str())
                    .collect();
                let head = weight(file) * weight(rank);
                journeys.push((
                    head,
                    format!(
                        "{file} {rank} [schlagt] ({file} ({}) | ({}) <rank>)",
                        weighted(&same_file),
                        weighted(&other_files)
                    ),
                ));
            }
        }
        let journeys = if journeys.iter().all(|(w, _)| *w == 1.0) {
            journeys
                .into_iter()
                .map(|(_, j)| j)
                .collect::<Vec<_>>()
                .join(" | ")
        } else {
            journeys
                .into_iter()
                .map(|(w, j)| format!("/{w}/ {j}"))
                .collect::<Vec<_>>()
                .join(" | ")
        };
        format!(
            "#JSGF V1.0;\ngrammar annabella;\n\
             <piece> = {};\n<officer> = {};\n<file> = {};\n<rank> = {};\n\
             <square> = <file> <rank>;\n<journey> = {};\n\
             <check> = schach | schachmatt;\n\
             <tail> = [en passant] [wird ({})] [<check>];\n\
             <move> = <piece> <journey> <tail> | <officer> [<file> | <rank>] [schlagt] <square> <tail> \
             | <square> <tail> | <file> schlagt <square> <tail> | (kurze | lange) rochade [<check>];\n\
             public <utterance> = [{PAUSE}] <move> [{PAUSE}];\n",
            pieces.join(" | "),
            officers.join(" | "),
            weighted(&files.iter().map(String::as_str).collect::<Vec<_>>()),
            weighted(&ranks.iter().map(String::as_str).collect::<Vec<_>>()),
            journeys,
            promotions.join(" | "),
        )
    }
}

/// The squares a move's words name, in order ("springer gustav eins felix drei": g1, f3).
pub fn squares_said(words: &str) -> Vec<(String, String)> {
    let (_, files, ranks) = move_words();
    let words: Vec<&str> = words.split_whitespace().filter(|w| *w != PAUSE).collect();
    words
        .windows(2)
        .filter(|pair| files.iter().any(|f| f == pair[0]) && ranks.iter().any(|r| r == pair[1]))
        .map(|pair| (pair[0].to_owned(), pair[1].to_owned()))
        .collect()
}

/// Whether `words` say a capture (the Appendix D capture word, "schlägt").
pub fn capture_said(words: &str) -> bool {
    let capture = key(LexiconFile::FideD.lexicon().capture()).unwrap_or_default();
    words.split_whitespace().any(|w| w == capture)
}

/// How much likelier a promotion to a queen is than to another piece, as a JSGF weight on the
/// word "Dame" after "wird". Fewer than one promotion in fifty is to another piece, and an
/// acoustic model's likelihoods of whole phrases are overconfident, so the prior ratio counts
/// raised to the language weight that such decoders use (50^6.5, about 10^11; 10^13 is 100^6.5).
/// Measured on the corpus of tests/asr.rs (weight → exact): none 343, 10^11 344, 10^13 345; the
/// English voice's "wird Dame Schach" was heard as "wird Läufer" in both sets. Three in four
/// promotions of both corpora are underpromotions (every piece, long and short form), and none
/// is lost to it; the read-back says the piece in any case. This pocketsphinx adds the weight's
/// natural logarithm, unscaled, to the path through the word the weight stands before (a
/// million moves a path by 14 nats, a small share of a phrase's acoustic score, which is why
/// weights on command phrases seemed to do nothing).
const QUEEN_PROMOTION_WEIGHT: &str = "10000000000000";

/// A phrase as the JSGF grammar writes it, with the prior of [`QUEEN_PROMOTION_WEIGHT`].
fn weighed(phrase: &str) -> String {
    phrase.replace(
        "wird dame",
        &format!("wird /{QUEEN_PROMOTION_WEIGHT}/ dame"),
    )
}

/// A move's words without the check or mate word they end with, if they end with one.
fn without_check(words: &str) -> Option<String> {
    let (rest, last) = words.rsplit_once(' ')?;
    matches!(last, "schach" | "schachmatt").then(|| rest.to_owned())
}

/// The words of a free-grammar hypothesis without its pauses.
pub fn without_pauses(words: &str) -> String {
    words
        .split_whitespace()
        .filter(|w| *w != PAUSE)
        .collect::<Vec<_>>()
        .join(" ")
}

/// The words of moves besides pieces and squares, as the announcer says them (normalized).
const MOVE_WORDS: [&str; 9] = [
    "schlagt",
    "en",
    "passant",
    "wird",
    "schach",
    "schachmatt",
    "kurze",
    "lange",
    "rochade",
];

/// Every word any turn's grammar can contain, for the engine's dictionary (loaded once).
pub fn all_words(lang: Lang, known: &dyn Fn(&str) -> bool) -> BTreeSet<String> {
    let (pieces, files, ranks) = move_words();
    let mut out: BTreeSet<String> = pieces.into_iter().chain(files).chain(ranks).collect();
    out.extend(MOVE_WORDS.map(str::to_owned));
    for program in Program::ALL {
        for phrase in commands(lang, true, program, known).into_keys() {
            out.extend(phrase.split(' ').map(str::to_owned));
        }
    }
    out
}

/// The command words of `lang` an English dictionary may have to supply.
pub fn command_words(lang: Lang) -> BTreeSet<String> {
    Program::ALL
        .into_iter()
        .flat_map(|program| commands(lang, true, program, &|_| true).into_keys())
        .flat_map(|p| p.split(' ').map(str::to_owned).collect::<Vec<_>>())
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The German words and, as the model's English dictionary would give them, the English
    /// words of the practice phrases.
    fn pronunciations() -> Pronunciations {
        let mut pron = Pronunciations::builtin().unwrap_or_default();
        let english = "best B EH S T\nmove M UW V\nevaluation IH V AE L Y UW EY SH AH N\n\
                       threat TH R EH T\ntake T EY K\nback B AE K\nnext N EH K S T\n\
                       mistakes M IH S T EY K S\nsolution S AH L UW SH AH N\n\
                       previous P R IY V IY AH S\n";
        let wanted = english
            .lines()
            .filter_map(|l| l.split(' ').next())
            .map(str::to_owned)
            .collect();
        pron.add_cmudict(english, &wanted);
        pron
    }

    fn key_of(turn: &TurnGrammar, words: &str) -> Option<String> {
        turn.meaning(words).iter().find_map(|h| match h {
            Heard::Command { key, .. } => Some(key.clone()),
            Heard::Move(_) => None,
        })
    }

    #[test]
    fn practice_and_study_listen_for_their_words_and_a_table_for_none() {
        let (pos, pron) = (Chess::default(), pronunciations());
        let grammar = |program| TurnGrammar::in_program(&pos, Lang::En, &pron, program, false);
        let (table, practice, study) = (
            grammar(Program::Table),
            grammar(Program::Practice),
            grammar(Program::Study),
        );
        for (words, key) in [
            ("best move", "best"),
            ("evaluation", "eval"),
            ("threat", "threat"),
            ("take back", "takeback"),
        ] {
            assert_eq!(key_of(&practice, words).as_deref(), Some(key), "{words}");
            assert_eq!(key_of(&table, words), None, "{words} at a table");
        }
        for (words, key) in [
            ("best move", "best"),
            ("previous", "back"),
            ("mistakes", "mistakes"),
            ("solution", "solution"),
        ] {
            assert_eq!(key_of(&study, words).as_deref(), Some(key), "{words}");
            assert_eq!(key_of(&table, words), None, "{words} at a table");
        }
        // A study's steps are not a practice game's, a takeback not a study's.
        assert_eq!(key_of(&practice, "mistakes"), None);
        assert_eq!(key_of(&study, "take back"), None);
        // Short words would swallow moves ("next" and "Eva sechs"): not listened for.
        for short in ["best", "next", "back"] {
            assert_eq!(key_of(&practice, short), None, "{short}");
            assert_eq!(key_of(&study, short), None, "{short}");
        }
        // The table's grammar is the one it always was.
        assert_eq!(table.jsgf(), TurnGrammar::new(&pos, Lang::En, &pron).jsgf());
        assert!(!table.jsgf().contains("best move"));
        assert!(practice.jsgf().contains("best move"));
        assert!(practice.free_jsgf().contains("best move"));
    }

    /// What the codec makes of a line in `program`, if it is a request to the engine or study.
    fn ask_of(line: &str, lang: Lang, program: Program) -> Option<crate::engine::Ask> {
        use crate::codec::{AppCommand, DecodedInput, decode_with};
        let study = program == Program::Study;
        match decode_with(crate::table::Seat::Blind, line, lang, study) {
            Ok(decoded) => match decoded.input {
                DecodedInput::App(AppCommand::Ask(ask)) => Some(ask),
                _ => None,
            },
            Err(_) => None,
        }
    }

    #[test]
    fn every_practice_phrase_listened_for_asks_what_its_typed_words_ask() {
        // A heard command goes into the loop as its words, typed (src/run/listen.rs): each
        // phrase must reach the codec as the request of its key, in every language.
        let names = crate::engine::ask::AskWords::builtin(Lang::En);
        for lang in Lang::ALL {
            for program in [Program::Practice, Program::Study] {
                let mut listened = 0;
                for (words, key) in commands(lang, false, program, &|_| true) {
                    let key = key.as_str();
                    if !program.practice_keys().contains(&key) || REVIEW_KEYS.contains(&key) {
                        continue;
                    }
                    listened += 1;
                    let expected = ask_of(&names.name(key), Lang::En, program);
                    assert!(expected.is_some(), "{key} in {program:?}");
                    assert_eq!(
                        ask_of(&words, lang, program),
                        expected,
                        "{lang:?} {program:?}: '{words}'"
                    );
                }
                assert!(listened >= 5, "{lang:?} {program:?}: {listened} phrases");
            }
        }
    }

    #[test]
    fn a_practice_phrase_that_a_flow_word_takes_first_is_not_listened_for() {
        // "zurücknehmen" withdraws a move read back before it could take back a pair of moves.
        let words = commands(Lang::De, false, Program::Practice, &|_| true);
        assert_eq!(words.get("zurucknehmen"), None);
        assert_eq!(words.get("bester zug").map(String::as_str), Some("best"));
    }

    #[test]
    fn the_dictionary_holds_the_practice_words() {
        let words = command_words(Lang::En);
        for w in ["best", "move", "evaluation", "mistakes", "solution"] {
            assert!(words.contains(w), "{w}");
        }
    }
}
