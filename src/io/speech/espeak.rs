//! espeak-ng as a child process: one process per utterance, killed to interrupt.
//!
//! The text goes in on standard input (`--stdin`), so words starting with `-` are never taken
//! for options. Standard error is captured: espeak-ng with no audio device prints alsa-lib's
//! error lines and `error: No such file or directory` there and still exits with status 0, so
//! the captured text is what tells a failure apart; it never reaches the screen.

use std::{
    io::{self, Read, Write},
    path::PathBuf,
    process::{Child, Command, Stdio},
    sync::{
        Arc, Mutex, PoisonError,
        atomic::{AtomicBool, Ordering},
    },
    thread,
    time::Duration,
};

use super::{
    BackendError,
    driver::{Driver, DriverEvent, DriverSink, Token},
};
use crate::{
    i18n::Lang,
    io::process::{first_error_line, run_with_limit},
    speech::{SpeechLevel, SpeechRequest, VoiceSettings, pick_voice_language},
};

/// Which espeak-ng to run.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EspeakConfig {
    /// The program, found on `PATH` unless a path is given.
    pub program: PathBuf,
}

impl Default for EspeakConfig {
    fn default() -> Self {
        EspeakConfig {
            program: PathBuf::from("espeak-ng"),
        }
    }
}

impl EspeakConfig {
    /// The voice languages this espeak-ng has (`espeak-ng --voices`), used to pick a voice.
    ///
    /// # Errors
    ///
    /// espeak-ng is not installed or does not answer within two seconds.
    pub fn languages(&self) -> Result<Vec<String>, BackendError> {
        let out = run_with_limit(
            Command::new(&self.program).arg("--voices"),
            Duration::from_secs(2),
        )
        .map_err(|e| match e.kind() {
            io::ErrorKind::NotFound => BackendError::NotInstalled("espeak-ng"),
            _ => BackendError::Io(e),
        })?;
        if !out.status.success() {
            let why = first_error_line(&out.stderr).unwrap_or_else(|| out.status.to_string());
            return Err(BackendError::Failed(why));
        }
        Ok(parse_voice_languages(&String::from_utf8_lossy(&out.stdout)))
    }
}

/// The language column of `espeak-ng --voices` output (skipping MBROLA voices, which need a
/// separate program and usually do not work).
pub fn parse_voice_languages(listing: &str) -> Vec<String> {
    let mut langs: Vec<String> = listing
        .lines()
        .skip(1)
        .filter_map(|line| {
            let fields: Vec<&str> = line.split_whitespace().collect();
            let lang = fields.get(1)?;
            let file = fields.get(4).copied().unwrap_or_default();
            (!file.starts_with("mb/")).then(|| (*lang).to_owned())
        })
        .collect();
    langs.sort();
    langs.dedup();
    langs
}

/// espeak-ng's words per minute for a rate: 175 (its default) at 0, 80 at -100, 450 at 100.
pub fn words_per_minute(rate: SpeechLevel) -> u32 {
    let r = i32::from(rate.get());
    let wpm = if r < 0 {
        175 + r * 95 / 100
    } else {
        175 + r * 275 / 100
    };
    wpm.unsigned_abs()
}

/// espeak-ng's amplitude for a volume: 100 (its default) at 0, 0 at -100, 200 at 100.
pub fn amplitude(volume: SpeechLevel) -> u32 {
    (100 + i32::from(volume.get())).unsigned_abs()
}

/// The `-v` argument: the best language for `lang` among `available` (the default voice when
/// none fits), plus the variant if one is set ("de+Adam").
pub fn voice_arg(lang: Lang, available: &[String], voice: &VoiceSettings) -> String {
    let base = pick_voice_language(lang, available).unwrap_or("en");
    match &voice.voice {
        Some(variant) => format!("{base}+{variant}"),
        None => base.to_owned(),
    }
}

/// The arguments for one utterance, text on standard input.
pub fn speak_args(lang: Lang, available: &[String], voice: &VoiceSettings) -> Vec<String> {
    vec![
        "-v".into(),
        voice_arg(lang, available, voice),
        "-s".into(),
        words_per_minute(voice.rate).to_string(),
        "-a".into(),
        amplitude(voice.volume).to_string(),
        "--stdin".into(),
    ]
}

/// Whether espeak-ng's error output says it did not speak: a line starting with "error"
/// (audio device, unknown voice). alsa-lib's own lines alone (an underrun) are not failures.
pub fn stderr_says_failed(stderr: &[u8]) -> bool {
    String::from_utf8_lossy(stderr)
        .lines()
        .any(|l| l.trim_start().to_ascii_lowercase().starts_with("error"))
}

/// The process saying the current utterance.
struct Running {
    child: Arc<Mutex<Child>>,
    cancelled: Arc<AtomicBool>,
}

/// The espeak-ng backend.
pub(super) struct EspeakDriver {
    program: PathBuf,
    sink: DriverSink,
    langs: Vec<String>,
    running: Option<Running>,
    next: u64,
}

impl EspeakDriver {
    /// Checks that espeak-ng runs and reads its voice list.
    pub(super) fn open(config: &EspeakConfig, sink: DriverSink) -> Result<Self, BackendError> {
        let langs = config.languages()?;
        Ok(EspeakDriver {
            program: config.program.clone(),
            sink,
            langs,
            running: None,
            next: 0,
        })
    }
}

impl Driver for EspeakDriver {
    fn speak(
        &mut self,
        request: &SpeechRequest,
        voice: &VoiceSettings,
    ) -> Result<Token, BackendError> {
        self.cancel()?;
        let mut child = Command::new(&self.program)
            .args(speak_args(request.lang, &self.langs, voice))
            .stdin(Stdio::piped())
            .stdout(Stdio::null())
            .stderr(Stdio::piped())
            .spawn()
            .map_err(|e| match e.kind() {
                io::ErrorKind::NotFound => BackendError::NotInstalled("espeak-ng"),
                _ => BackendError::Io(e),
            })?;
        if let Some(mut stdin) = child.stdin.take() {
            // Dropping stdin closes it, which starts the speech. A process that already quit
            // (an unknown voice) breaks the pipe; its error output tells why, below.
            let _ = stdin.write_all(format!("{}\n", request.text).as_bytes());
        }
        self.next += 1;
        let token = Token(self.next);
        let stderr = child.stderr.take();
        let child = Arc::new(Mutex::new(child));
        let cancelled = Arc::new(AtomicBool::new(false));
        let (waited, flag, sink) = (
            Arc::clone(&child),
            Arc::clone(&cancelled),
            self.sink.clone(),
        );
        thread::Builder::new()
            .name("annabella-espeak".into())
            .spawn(move || wait_for(token, stderr, &waited, &flag, &sink))?;
        self.running = Some(Running { child, cancelled });
        self.sink.send(DriverEvent::Begin(token));
        Ok(token)
    }

    fn cancel(&mut self) -> Result<(), BackendError> {
        if let Some(running) = self.running.take() {
            running.cancelled.store(true, Ordering::SeqCst);
            // An already finished process cannot be killed; that is fine.
            let _ = running
                .child
                .lock()
                .unwrap_or_else(PoisonError::into_inner)
                .kill();
        }
        Ok(())
    }

    fn set_voice(&mut self, _voice: &VoiceSettings) -> Result<(), BackendError> {
        // Each process gets the settings on its command line.
        Ok(())
    }
}

impl Drop for EspeakDriver {
    fn drop(&mut self) {
        let _ = self.cancel();
    }
}

/// Waits for one espeak-ng process and reports its end, or its failure.
fn wait_for(
    token: Token,
    stderr: Option<std::process::ChildStderr>,
    child: &Mutex<Child>,
    cancelled: &AtomicBool,
    sink: &DriverSink,
) {
    let mut errors = Vec::new();
    if let Some(mut stderr) = stderr {
        // Ends when the process exits or is killed; only then is the lock taken, so a cancel
        // can always take it to kill.
        let _ = stderr.read_to_end(&mut errors);
    }
    let status = child.lock().unwrap_or_else(PoisonError::into_inner).wait();
    if cancelled.load(Ordering::SeqCst) {
        sink.send(DriverEvent::End(token));
        return;
    }
    match status {
        Ok(s) if s.success() && !stderr_says_failed(&errors) => {
            sink.send(DriverEvent::End(token));
        }
        Ok(s) => {
            let why = first_error_line(&errors).unwrap_or_else(|| s.to_string());
            // alsa-lib's lines before espeak-ng's own error say the sound device is what
            // failed ("cannot find card '0'", "Unknown PCM default"), not espeak-ng.
            let error = if String::from_utf8_lossy(&errors)
                .lines()
                .any(|l| l.starts_with("ALSA lib"))
            {
                BackendError::NoAudio(format!("espeak-ng: {why}"))
            } else {
                BackendError::Failed(why)
            };
            sink.failed(&error);
        }
        Err(e) => sink.failed(&BackendError::Io(e)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const LISTING: &str =
        "Pty Language       Age/Gender VoiceName          File                 Other Languages
 5  de              --/M      German             gmw/de
 6  de              --/F      german-mbrola-1    mb/mb-de1
 5  en-gb           --/M      English_(Great_Britain) gmw/en
 5  pt              --/M      Portuguese_(Portugal) roa/pt
 6  eu              --/F      basque-mbrola-1    mb/mb-eu1
";

    #[test]
    fn voice_list_skips_mbrola() {
        assert_eq!(parse_voice_languages(LISTING), ["de", "en-gb", "pt"]);
    }

    #[test]
    fn rate_and_volume_map_to_espeak_scales() {
        let l = |v| SpeechLevel::new(v).unwrap_or_default();
        assert_eq!(words_per_minute(l(0)), 175);
        assert_eq!(words_per_minute(l(-100)), 80);
        assert_eq!(words_per_minute(l(100)), 450);
        assert_eq!(amplitude(l(0)), 100);
        assert_eq!(amplitude(l(-100)), 0);
        assert_eq!(amplitude(l(100)), 200);
    }

    #[test]
    fn voice_argument_picks_language_and_variant() {
        let langs = parse_voice_languages(LISTING);
        let plain = VoiceSettings::default();
        assert_eq!(voice_arg(Lang::De, &langs, &plain), "de");
        assert_eq!(
            voice_arg(Lang::Gl, &langs, &plain),
            "pt",
            "no Galician voice"
        );
        assert_eq!(
            voice_arg(Lang::Pl, &langs, &plain),
            "en",
            "no Polish voice: default"
        );
        let adam = VoiceSettings {
            voice: Some("Adam".into()),
            ..VoiceSettings::default()
        };
        assert_eq!(voice_arg(Lang::De, &langs, &adam), "de+Adam");
        assert_eq!(
            speak_args(Lang::De, &langs, &plain),
            ["-v", "de", "-s", "175", "-a", "100", "--stdin"]
        );
    }

    #[test]
    fn no_audio_device_counts_as_failure_an_underrun_does_not() {
        let no_device = b"ALSA lib confmisc.c:855:(parse_card) cannot find card '0'\n\
ALSA lib pcm.c:2666:(snd_pcm_open_noupdate) Unknown PCM default\n\
error: No such file or directory\n";
        assert!(stderr_says_failed(no_device));
        assert!(stderr_says_failed(
            b"Error: The specified espeak-ng voice does not exist.\n"
        ));
        assert!(!stderr_says_failed(
            b"ALSA lib pcm.c:8545:(snd_pcm_recover) underrun occurred\n"
        ));
        assert!(!stderr_says_failed(b""));
    }
}
