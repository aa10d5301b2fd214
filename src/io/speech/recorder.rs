//! The audio scoresheet (`--record-audio DIR`): every new announcement as a numbered WAV file
//! made by espeak-ng, plus an index, since Appendix D lets the score be kept on a recording
//! device.
//!
//! Files are `0001.wav`, `0002.wav`, … in the order of the announcements, continuing after
//! the highest number already in the directory so an earlier game is never overwritten;
//! `index.tsv` gets one line per file: number, language, text. A worker thread runs espeak-ng,
//! so recording never delays the game.

use std::{
    fs::{self, OpenOptions},
    io::{self, Write},
    path::{Path, PathBuf},
    process::Command,
    sync::mpsc::{self, Sender},
    thread::{self, JoinHandle},
    time::Duration,
};

use super::{BackendError, espeak::EspeakConfig, espeak::speak_args};
use crate::{
    i18n::Lang,
    io::process::{first_error_line, run_with_input},
    speech::{SpeechRequest, VoiceSettings},
};

/// What the recorder reports from its thread.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RecordEvent {
    /// A file was written.
    Written {
        /// Its number.
        number: u32,
        /// Its path.
        path: PathBuf,
    },
    /// A file could not be written.
    Failed {
        /// Its number.
        number: u32,
        /// Why.
        reason: String,
    },
}

/// The audio scoresheet cannot be used.
#[derive(Debug, thiserror::Error)]
pub enum AudioScoresheetError {
    /// The directory cannot be created or read.
    #[error("cannot use {}: {source}", dir.display())]
    Dir {
        /// The directory.
        dir: PathBuf,
        /// What the system said.
        source: io::Error,
    },
    /// espeak-ng, which makes the files, does not work.
    #[error("recording needs espeak-ng: {0}")]
    Espeak(#[from] BackendError),
    /// The recorder's thread could not start or has ended.
    #[error("the recorder has stopped")]
    Closed,
}

impl AudioScoresheetError {
    /// Why, in the reader's words (`l`): the system's and espeak-ng's own texts are English.
    pub fn reason(&self, l: &crate::i18n::Localizer) -> String {
        let format = |id: &str, args: &[(&str, crate::i18n::Arg<'_>)]| l.format(id, args);
        match self {
            AudioScoresheetError::Dir { source, .. } => crate::present::cli::file_problem(
                &format,
                crate::present::cli::FileProblem::of(source),
            ),
            AudioScoresheetError::Espeak(_) => l.text("cli-why-espeak"),
            AudioScoresheetError::Closed => l.text("cli-why-recorder-stopped"),
        }
    }
}

/// One file to make.
struct ScoresheetJob {
    number: u32,
    text: String,
    lang: Lang,
    voice: VoiceSettings,
}

/// Writes announcements as WAV files; see the module documentation.
pub struct AudioScoresheet {
    dir: PathBuf,
    next: u32,
    voice: VoiceSettings,
    tx: Option<Sender<ScoresheetJob>>,
    worker: Option<JoinHandle<()>>,
}

impl std::fmt::Debug for AudioScoresheet {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("AudioScoresheet")
            .field("dir", &self.dir)
            .field("next", &self.next)
            .finish_non_exhaustive()
    }
}

impl AudioScoresheet {
    /// Prepares `dir` (creating it) and checks that espeak-ng works; reports each file through
    /// `events`, on the recorder's thread.
    ///
    /// # Errors
    ///
    /// The directory cannot be created or listed, or espeak-ng is missing.
    pub fn open(
        dir: &Path,
        espeak: &EspeakConfig,
        voice: VoiceSettings,
        mut events: Box<dyn FnMut(RecordEvent) + Send>,
    ) -> Result<AudioScoresheet, AudioScoresheetError> {
        let dir_error = |source| AudioScoresheetError::Dir {
            dir: dir.to_owned(),
            source,
        };
        fs::create_dir_all(dir).map_err(dir_error)?;
        let next = highest_number(dir).map_err(dir_error)? + 1;
        let langs = espeak.languages()?;
        let (tx, rx) = mpsc::channel::<ScoresheetJob>();
        let (program, out_dir) = (espeak.program.clone(), dir.to_owned());
        let worker = thread::Builder::new()
            .name("annabella-record".into())
            .spawn(move || {
                for job in rx {
                    let event = match write_wav(&program, &out_dir, &langs, &job) {
                        Ok(path) => RecordEvent::Written {
                            number: job.number,
                            path,
                        },
                        Err(reason) => RecordEvent::Failed {
                            number: job.number,
                            reason,
                        },
                    };
                    events(event);
                }
            })
            .map_err(|_| AudioScoresheetError::Closed)?;
        Ok(AudioScoresheet {
            dir: dir.to_owned(),
            next,
            voice,
            tx: Some(tx),
            worker: Some(worker),
        })
    }

    /// Queues `text` as the next file and returns its number; does not wait.
    ///
    /// # Errors
    ///
    /// The recorder's thread has ended.
    pub fn record(&mut self, text: &str, lang: Lang) -> Result<u32, AudioScoresheetError> {
        let number = self.next;
        let job = ScoresheetJob {
            number,
            text: text.to_owned(),
            lang,
            voice: self.voice.clone(),
        };
        self.tx
            .as_ref()
            .ok_or(AudioScoresheetError::Closed)?
            .send(job)
            .map_err(|_| AudioScoresheetError::Closed)?;
        self.next += 1;
        Ok(number)
    }

    /// Records a request if it is a new announcement (not a repeat from the history).
    ///
    /// # Errors
    ///
    /// As for [`AudioScoresheet::record`].
    pub fn record_request(
        &mut self,
        request: &SpeechRequest,
    ) -> Result<Option<u32>, AudioScoresheetError> {
        if request.fresh {
            self.record(&request.text, request.lang).map(Some)
        } else {
            Ok(None)
        }
    }

    /// Uses new rate, volume and voice for the following files.
    pub fn set_voice(&mut self, voice: VoiceSettings) {
        self.voice = voice;
    }

    /// The directory the files go to.
    pub fn dir(&self) -> &Path {
        &self.dir
    }

    /// Waits until every queued file is written (each espeak-ng run is limited to ten
    /// seconds).
    pub fn finish(mut self) {
        self.close();
    }

    fn close(&mut self) {
        drop(self.tx.take());
        if let Some(worker) = self.worker.take() {
            let _ = worker.join();
        }
    }
}

impl Drop for AudioScoresheet {
    fn drop(&mut self) {
        // Files still queued are written before the program ends: the scoresheet is a record.
        self.close();
    }
}

/// The highest `NNNN.wav` number in `dir`, 0 if none.
fn highest_number(dir: &Path) -> io::Result<u32> {
    let mut highest = 0;
    for entry in fs::read_dir(dir)? {
        let name = entry?.file_name();
        let number = name
            .to_str()
            .and_then(|n| n.strip_suffix(".wav"))
            .filter(|n| !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()))
            .and_then(|n| n.parse::<u32>().ok());
        highest = highest.max(number.unwrap_or(0));
    }
    Ok(highest)
}

/// Makes one file with espeak-ng and adds it to the index.
fn write_wav(
    program: &Path,
    dir: &Path,
    langs: &[String],
    job: &ScoresheetJob,
) -> Result<PathBuf, String> {
    let path = dir.join(format!("{:04}.wav", job.number));
    let mut command = Command::new(program);
    command
        .args(speak_args(job.lang, langs, &job.voice))
        .arg("-w")
        .arg(&path);
    let text = format!("{}\n", job.text);
    let out = run_with_input(&mut command, Some(text.as_bytes()), Duration::from_secs(10))
        .map_err(|e| format!("espeak-ng: {e}"))?;
    let written = fs::metadata(&path).map(|m| m.len() > 44).unwrap_or(false);
    if !out.status.success() || !written {
        let why = first_error_line(&out.stderr).unwrap_or_else(|| out.status.to_string());
        return Err(format!("espeak-ng: {why}"));
    }
    let line = format!(
        "{:04}\t{}\t{}\n",
        job.number,
        job.lang,
        job.text.replace(['\t', '\n'], " ")
    );
    OpenOptions::new()
        .create(true)
        .append(true)
        .open(dir.join("index.tsv"))
        .and_then(|mut f| f.write_all(line.as_bytes()))
        .map_err(|e| format!("index.tsv: {e}"))?;
    Ok(path)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbering_continues_after_existing_files() -> io::Result<()> {
        let dir = tempfile::tempdir()?;
        assert_eq!(highest_number(dir.path())?, 0);
        for name in ["0001.wav", "0007.wav", "notes.wav", "0009.txt", "index.tsv"] {
            fs::write(dir.path().join(name), b"")?;
        }
        assert_eq!(highest_number(dir.path())?, 7);
        Ok(())
    }
}
