//! Settings-file tests: a full good file, and each kind of error naming file, key and value.

use std::{path::Path, time::Duration};

use super::*;
use crate::keymap::{KeyAction, KeyChord};

const FILE: &str = "/home/ana/.config/annabella/config.toml";

fn parse(text: &str) -> Result<Settings, ConfigError> {
    Settings::from_toml(text, Path::new(FILE))
}

fn error(text: &str) -> String {
    match parse(text) {
        Ok(s) => panic!("accepted: {s:?}"),
        Err(e) => e.to_string(),
    }
}

#[test]
fn an_empty_file_gives_the_defaults() {
    assert_eq!(parse("").ok(), Some(Settings::default()));
}

#[test]
fn the_interface_language_brings_its_move_words_unless_a_vocabulary_is_chosen()
-> Result<(), ConfigError> {
    assert_eq!(parse("language = \"de\"")?.vocab, VocabName::De);
    assert_eq!(parse("language = \"en\"")?.vocab, VocabName::FideD);
    let chosen = parse("language = \"de\"\nvocabulary = \"fide-d\"")?;
    assert_eq!(chosen.vocab, VocabName::FideD);
    // --lang on the command line too, and a --vocab there wins over the file.
    let mut s = parse("")?;
    s.apply(&Overrides {
        lang: Some(Lang::Es),
        ..Overrides::default()
    });
    assert_eq!(s.vocab, VocabName::Es);
    s.apply(&Overrides {
        vocab: Some(VocabName::Gl),
        ..Overrides::default()
    });
    assert_eq!(s.vocab, VocabName::Gl);
    let mut s = parse("vocabulary = \"pl\"")?;
    s.apply(&Overrides {
        lang: Some(Lang::De),
        ..Overrides::default()
    });
    assert_eq!(s.vocab, VocabName::Pl, "a chosen vocabulary stays");
    Ok(())
}

#[test]
fn a_full_file_sets_everything() -> Result<(), ConfigError> {
    let s = parse(
        r#"
language = "pl"
vocabulary = "eu2"
style = "fide-short"

[speech]
backend = "espeak-ng"
voice = "Adam"
rate = 40
volume = -20

[sound]
earcons = false

[clock]
calls = ["30s", "5m", 60, "1m30s"]
low-time = "2m"
seconds-below = "2h"

[keys]
repeat = ["alt+r", "F3"]
stop-speech = "alt+x"
"#,
    )?;
    assert_eq!(s.lang, Lang::Pl);
    assert_eq!(s.vocab, VocabName::Eu2);
    assert_eq!(s.style, Style::FideShort);
    assert_eq!(s.backend, SpeechBackend::EspeakNg);
    assert_eq!(s.voice.voice.as_deref(), Some("Adam"));
    assert_eq!(s.voice.rate.get(), 40);
    assert_eq!(s.voice.volume.get(), -20);
    assert!(!s.earcons);
    let secs = |n| Duration::from_secs(n);
    assert_eq!(
        s.clock.calls,
        [secs(300), secs(90), secs(60), secs(30)],
        "sorted, longest first"
    );
    assert_eq!(s.clock.low_time, secs(120));
    assert_eq!(s.clock.seconds_below, secs(7200));
    let key = |k: &str| k.parse::<KeyChord>().ok();
    assert_eq!(
        key("alt+r").and_then(|k| s.keys.action(&k)),
        Some(KeyAction::Repeat)
    );
    assert_eq!(
        key("alt+x").and_then(|k| s.keys.action(&k)),
        Some(KeyAction::StopSpeech)
    );
    assert_eq!(
        key("Esc").and_then(|k| s.keys.action(&k)),
        None,
        "Esc was replaced"
    );
    assert_eq!(
        key("F5").and_then(|k| s.keys.action(&k)),
        Some(KeyAction::Clocks),
        "kept"
    );
    Ok(())
}

#[test]
fn an_empty_voice_means_the_plain_voice() -> Result<(), ConfigError> {
    let s = parse("[speech]\nvoice = \"\"")?;
    assert_eq!(s.voice.voice, None);
    Ok(())
}

#[test]
fn unknown_keys_name_file_and_key() {
    assert_eq!(
        error("langauge = \"de\""),
        format!("{FILE}: unknown setting 'langauge'")
    );
    assert_eq!(
        error("[speech]\nrat = 3"),
        format!("{FILE}: unknown setting 'speech.rat'")
    );
    assert_eq!(
        error("[keys]\njump = \"F5\""),
        format!("{FILE}: unknown setting 'keys.jump'")
    );
    assert_eq!(
        error("[sound]\nbeep = true"),
        format!("{FILE}: unknown setting 'sound.beep'")
    );
}

#[test]
fn bad_values_name_file_key_and_value() {
    assert_eq!(
        error("language = \"klingon\""),
        format!("{FILE}: 'language' cannot be \"klingon\": expected one of en, de, es, eu, pl, gl")
    );
    assert_eq!(
        error("[speech]\nrate = 150"),
        format!("{FILE}: 'speech.rate' cannot be 150: expected a whole number from -100 to 100")
    );
    assert_eq!(
        error("[speech]\nvolume = \"loud\""),
        format!(
            "{FILE}: 'speech.volume' cannot be \"loud\": expected a whole number from -100 to 100"
        )
    );
    assert_eq!(
        error("style = \"fancy\""),
        format!(
            "{FILE}: 'style' cannot be \"fancy\": expected one of fide, fide-short, local, san, nato"
        )
    );
    assert_eq!(
        error("[clock]\ncalls = [\"5m\", \"soon\"]"),
        format!(
            "{FILE}: 'clock.calls' cannot be \"soon\": expected a duration such as \"5m\", \"30s\" or \"1m30s\""
        )
    );
    assert_eq!(
        error("[sound]\nearcons = \"yes\""),
        format!("{FILE}: 'sound.earcons' cannot be \"yes\": expected true or false")
    );
    assert_eq!(
        error("speech = 3"),
        format!("{FILE}: 'speech' cannot be 3: expected a table")
    );
}

#[test]
fn keys_reserved_by_screen_readers_and_conflicts_are_errors() {
    assert_eq!(
        error("[keys]\nrepeat = \"Insert\""),
        format!(
            "{FILE}: 'keys.repeat' cannot be \"Insert\": expected a key screen readers leave free \
             (Insert and Caps Lock are their modifier keys)"
        )
    );
    for typing in ["r", "Enter", "Space", "Backspace", "?"] {
        let e = error(&format!("[keys]\nrepeat = \"{typing}\""));
        assert!(e.contains("a key typing does not need"), "{typing}: {e}");
    }
    assert_eq!(
        error("[keys]\nrepeat = \"F2\""),
        format!("{FILE}: 'keys.repeat' = \"F2\": F2 is bound to both switch-seat and repeat")
    );
}

#[test]
fn syntax_errors_give_line_and_column() {
    let e = error("language = \"de\"\nstyle = \n");
    assert!(
        e.starts_with(&format!("{FILE}: not valid TOML: line 2, column")),
        "{e}"
    );
}

#[test]
fn command_line_overrides_the_file() -> Result<(), ConfigError> {
    let mut s = parse("language = \"de\"\n[speech]\nrate = 10\nvoice = \"Adam\"")?;
    s.apply(&Overrides {
        lang: Some(Lang::Es),
        backend: Some(SpeechBackend::None),
        rate: SpeechLevel::new(-30),
        voice: Some(String::new()),
        ..Overrides::default()
    });
    assert_eq!(s.lang, Lang::Es);
    assert_eq!(s.backend, SpeechBackend::None);
    assert_eq!(s.voice.rate.get(), -30);
    assert_eq!(s.voice.voice, None);
    assert_eq!(s.style, Style::Fide, "not overridden");
    Ok(())
}

#[test]
fn durations_parse() {
    let d = |s| parse_duration(s).map(|d| d.as_secs());
    assert_eq!(d("90"), Some(90));
    assert_eq!(d("5m"), Some(300));
    assert_eq!(d("1m30s"), Some(90));
    assert_eq!(d("1h"), Some(3600));
    assert_eq!(d(""), None);
    assert_eq!(d("5"), Some(5));
    assert_eq!(d("5x"), None);
    assert_eq!(d("m"), None);
    assert_eq!(d("1m3"), None);
}

#[test]
fn system_locale_follows_gettext_order() {
    let env = |pairs: &'static [(&'static str, &'static str)]| {
        move |k: &str| {
            pairs
                .iter()
                .find(|(n, _)| *n == k)
                .map(|(_, v)| (*v).to_owned())
        }
    };
    assert_eq!(system_lang(env(&[("LANG", "pl_PL.UTF-8")])), Some(Lang::Pl));
    assert_eq!(
        system_lang(env(&[("LC_ALL", "de_AT.UTF-8"), ("LANG", "pl_PL")])),
        Some(Lang::De)
    );
    assert_eq!(
        system_lang(env(&[("LANGUAGE", "fr:gl:es"), ("LANG", "es_ES.UTF-8")])),
        Some(Lang::Gl),
        "first supported entry of LANGUAGE"
    );
    assert_eq!(
        system_lang(env(&[("LANGUAGE", "de"), ("LANG", "C.UTF-8")])),
        None
    );
    assert_eq!(system_lang(env(&[("LANG", "fr_FR.UTF-8")])), None);
    assert_eq!(system_lang(env(&[])), None);
}

#[test]
fn errors_are_localized() -> Result<(), crate::i18n::LocaleError> {
    let Err(e) = parse("[speech]\nrate = 150") else {
        panic!("accepted")
    };
    let en = e.localized(&Localizer::new(Lang::En)?);
    assert!(
        en.contains(FILE) && en.contains("speech.rate") && en.contains("150"),
        "{en}"
    );
    let de = e.localized(&Localizer::new(Lang::De)?);
    assert!(
        de.contains(FILE) && de.contains("speech.rate") && de.contains("150"),
        "{de}"
    );
    assert_ne!(en, de);
    Ok(())
}

#[test]
fn the_game_table_names_the_score() -> Result<(), ConfigError> {
    let s = parse("[game]\nwhite = \"Anna\"\nblack = \"Hector\"\nevent = \"Open\"\nsite = \"\"\n")?;
    assert_eq!(s.game.white.as_deref(), Some("Anna"));
    assert_eq!(s.game.black.as_deref(), Some("Hector"));
    assert_eq!(s.game.event.as_deref(), Some("Open"));
    assert_eq!(s.game.site, None, "an empty name is no name");
    assert!(error("[game]\nround = \"1\"\n").contains("game.round"));
    Ok(())
}

#[test]
fn speech_input_confirm_defaults_to_always_and_reads_unsure() -> Result<(), ConfigError> {
    assert_eq!(parse("")?.confirm, crate::asr::Confirm::Always);
    let s = parse("[speech-input]\nconfirm = \"unsure\"")?;
    assert_eq!(s.confirm, crate::asr::Confirm::Unsure);
    assert!(error("[speech-input]\nconfirm = \"never\"").contains("speech-input.confirm"));
    Ok(())
}
