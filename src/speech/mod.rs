//! Speech policy (pure): what is said, in which order, what may interrupt or be dropped, and the
//! history of what was said.
//!
//! No I/O, no clock reads, no threads: time comes in as a `now` argument. The devices that carry
//! the decisions out (speech-dispatcher, espeak-ng, text only) live in [`crate::io::speech`];
//! they receive [`SpeechCommand`]s and report back when an utterance has ended.

mod history;
mod queue;

use std::fmt;

pub use history::{HistoryEntry, SpeechHistory};
pub use queue::{QueueConfig, SpeechQueue};

use crate::{announce::Style, i18n::Lang, vocab::VocabName};

/// How urgent an utterance is; decides interruption, order and dropping.
///
/// The order of the variants is the order of urgency: a later variant outranks an earlier one.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Priority {
    /// Background talk such as periodic clock calls: dropped when it has waited too long,
    /// because a stale "five minutes left" is wrong information.
    Chatter,
    /// The answer to a player's question (a review command, a repeat): a newer question
    /// replaces an older one that is still waiting or being spoken.
    Reply,
    /// A move announcement: never dropped, and spoken again in full if an alarm cut it off,
    /// because Appendix D requires every move to be announced.
    Move,
    /// Flag fall or a divergence of the two boards: interrupts anything but another alarm.
    Alarm,
}

/// Names one utterance handed to a speech device, so that its end can be matched.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct UtteranceId(pub u64);

impl fmt::Display for UtteranceId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "#{}", self.0)
    }
}

/// One utterance for a speech device.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SpeechRequest {
    /// Matches the device's report that the utterance has ended.
    pub id: UtteranceId,
    /// What to say, one line.
    pub text: String,
    /// The language of the words, which selects the voice (German for the Appendix D words).
    pub lang: Lang,
    /// The urgency the queue gave it; backends with their own priorities may use it.
    pub priority: Priority,
    /// Cut off whatever the device is saying before speaking this.
    pub interrupt: bool,
    /// A new announcement, as opposed to a repeat from the history; only new announcements go
    /// to the audio scoresheet.
    pub fresh: bool,
}

/// What the speech policy asks a device to do.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SpeechCommand {
    /// Say this (after cutting off the current utterance if `interrupt` is set).
    Speak(SpeechRequest),
    /// Fall silent now.
    Stop,
}

/// A speech rate or volume on speech-dispatcher's scale: -100 (slowest, quietest) to 100, with
/// 0 the engine's default.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, PartialOrd, Ord)]
pub struct SpeechLevel(i8);

impl SpeechLevel {
    /// The engine's default.
    pub const DEFAULT: SpeechLevel = SpeechLevel(0);

    /// A level from -100 to 100, or `None` outside that range.
    pub fn new(value: i64) -> Option<SpeechLevel> {
        i8::try_from(value)
            .ok()
            .filter(|v| (-100..=100).contains(v))
            .map(SpeechLevel)
    }

    /// The level as a number from -100 to 100.
    pub fn get(self) -> i8 {
        self.0
    }
}

impl fmt::Display for SpeechLevel {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

/// How the voice sounds: rate, volume and an optional voice variant.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct VoiceSettings {
    /// Speaking rate, -100 to 100.
    pub rate: SpeechLevel,
    /// Volume, -100 to 100.
    pub volume: SpeechLevel,
    /// A voice variant such as "Adam" or "f3" (espeak-ng variant names, which speech-dispatcher's
    /// espeak-ng module also lists), applied in every language; `None` for the plain voice.
    pub voice: Option<String>,
}

/// The language of a move announcement's words, which picks the voice: the Appendix D styles
/// (fide, fide-short) say German words ("Springer Felix drei"), so they want a German voice
/// whatever the interface language; the other styles use the vocabulary's own language.
pub fn announcement_lang(style: Style, vocab: VocabName) -> Lang {
    match style {
        Style::Fide | Style::FideShort => Lang::De,
        Style::Local | Style::San | Style::Nato => vocab.lang(),
    }
}

/// The language whose voice should say `text`, given the language it was written in.
///
/// Appendix D announces moves in German words ("Bauer Eva zwei Eva vier") under every interface
/// language, and an English or Spanish voice mangles them; so a text made mostly of Appendix D
/// words (a move, a read-back, "Recorded: Springer Felix drei") is said by a German voice, and
/// any other text by the voice of its own language. The words are those of
/// `grammars/fide-d.toml`, fillers aside.
pub fn voice_lang_for(text: &str, written_in: Lang) -> Lang {
    let mut words = 0usize;
    let mut appendix_d = 0usize;
    for token in text.split_whitespace() {
        let Some((key, _)) = crate::vocab::normalize::phrase_key(token) else {
            continue;
        };
        words += 1;
        if appendix_d_words().contains(key.as_str()) {
            appendix_d += 1;
        }
    }
    if appendix_d >= 2 && appendix_d * 2 > words {
        Lang::De
    } else {
        written_in
    }
}

/// The single words of the Appendix D vocabulary, normalized; fillers and one-letter marks
/// ("e.p.", "O-O") left out, since they occur in any language.
fn appendix_d_words() -> &'static std::collections::HashSet<String> {
    static WORDS: std::sync::OnceLock<std::collections::HashSet<String>> =
        std::sync::OnceLock::new();
    WORDS.get_or_init(|| {
        let Ok(lexicon) = crate::vocab::LexiconFile::FideD.load() else {
            return std::collections::HashSet::default();
        };
        lexicon
            .words()
            .iter()
            .filter(|w| w.meaning != crate::vocab::Meaning::Filler)
            .flat_map(|w| w.key.split(' ').map(str::to_owned).collect::<Vec<_>>())
            .filter(|w| w.chars().count() > 1 && w.chars().all(char::is_alphabetic))
            .collect()
    })
}

/// The voice languages to try for `lang`, best first, from its line in [`crate::languages`]
/// (Galician, with no espeak-ng voice, falls back to Portuguese, then Spanish).
pub fn voice_languages(lang: Lang) -> &'static [&'static str] {
    lang.voices()
}

/// The best voice language for `lang` among the `available` language tags ("de", "en-gb",
/// "pt-BR"), or `None` when no voice fits.
///
/// A tag matches a language code when it equals it or starts with it followed by `-`; the
/// returned value is the plain code, which both espeak-ng and speech-dispatcher accept.
pub fn pick_voice_language<S: AsRef<str>>(lang: Lang, available: &[S]) -> Option<&'static str> {
    voice_languages(lang).iter().copied().find(|code| {
        available.iter().any(|tag| {
            let tag = tag.as_ref();
            tag.eq_ignore_ascii_case(code)
                || (tag
                    .get(..code.len())
                    .is_some_and(|p| p.eq_ignore_ascii_case(code))
                    && tag.as_bytes().get(code.len()) == Some(&b'-'))
        })
    })
}

/// A rough upper estimate of how long `text` takes to say at `rate`.
///
/// Used only by watchdogs and backstops, never for pacing: espeak-ng speaks about 13 characters
/// a second at its default rate (1.45 s for "Springer Felix drei"), and a rate of 100 is about
/// 2.5 times faster, -100 about 2.2 times slower.
pub fn estimated_duration(text: &str, rate: SpeechLevel) -> std::time::Duration {
    let chars = text.chars().count() as u64;
    let per_char_ms = match rate.get() {
        r if r >= 0 => 80 - u64::from(r.unsigned_abs()) * 48 / 100,
        r => 80 + u64::from(r.unsigned_abs()) * 96 / 100,
    };
    std::time::Duration::from_millis(chars * per_char_ms)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn appendix_d_words_get_a_german_voice_under_every_interface_language() {
        for lang in Lang::ALL {
            for text in [
                "Bauer Eva zwei Eva vier",
                "Springer Felix drei.",
                "Recorded: Dame David eins Schach",
                "Läufer schlägt Cäsar fünf",
                "Kurze Rochade",
            ] {
                assert_eq!(voice_lang_for(text, lang), Lang::De, "{text} in {lang:?}");
            }
        }
    }

    #[test]
    fn other_text_keeps_its_own_voice() {
        assert_eq!(voice_lang_for("White to move", Lang::En), Lang::En);
        assert_eq!(voice_lang_for("Quedan cinco minutos", Lang::Es), Lang::Es);
        // One name in an English sentence is not enough to switch voices.
        assert_eq!(
            voice_lang_for("The clock of Eva is set to one hour", Lang::En),
            Lang::En
        );
        assert_eq!(voice_lang_for("", Lang::Pl), Lang::Pl);
    }

    #[test]
    fn priorities_are_ordered_by_urgency() {
        assert!(Priority::Alarm > Priority::Move);
        assert!(Priority::Move > Priority::Reply);
        assert!(Priority::Reply > Priority::Chatter);
    }

    #[test]
    fn levels_are_bounded() {
        assert_eq!(SpeechLevel::new(-100).map(SpeechLevel::get), Some(-100));
        assert_eq!(SpeechLevel::new(100).map(SpeechLevel::get), Some(100));
        assert_eq!(SpeechLevel::new(101), None);
        assert_eq!(SpeechLevel::new(-101), None);
    }

    #[test]
    fn appendix_d_words_want_a_german_voice() {
        assert_eq!(announcement_lang(Style::Fide, VocabName::Pl), Lang::De);
        assert_eq!(announcement_lang(Style::FideShort, VocabName::En), Lang::De);
        assert_eq!(announcement_lang(Style::Local, VocabName::Es), Lang::Es);
        assert_eq!(announcement_lang(Style::San, VocabName::Eu2), Lang::Eu);
    }

    #[test]
    fn galician_falls_back_to_portuguese_then_spanish() {
        assert_eq!(pick_voice_language(Lang::Gl, &["gl", "pt"]), Some("gl"));
        assert_eq!(pick_voice_language(Lang::Gl, &["es", "pt-BR"]), Some("pt"));
        assert_eq!(pick_voice_language(Lang::Gl, &["es"]), Some("es"));
        assert_eq!(pick_voice_language(Lang::Gl, &["en"]), None);
    }

    #[test]
    fn language_tags_match_by_prefix_only_at_a_dash() {
        assert_eq!(pick_voice_language(Lang::En, &["en-GB"]), Some("en"));
        assert_eq!(pick_voice_language(Lang::Eu, &["eus"]), None);
        assert_eq!(pick_voice_language(Lang::De, &["DE"]), Some("de"));
    }

    #[test]
    fn faster_rates_estimate_shorter_durations() {
        let text = "Springer Felix drei";
        let slow = estimated_duration(text, SpeechLevel::new(-100).unwrap_or_default());
        let normal = estimated_duration(text, SpeechLevel::DEFAULT);
        let fast = estimated_duration(text, SpeechLevel::new(100).unwrap_or_default());
        assert!(slow > normal && normal > fast);
        assert_eq!(normal.as_millis(), 19 * 80);
    }
}
