//! The journal on disk (edge code): create, append with `fsync`, open after a crash.
//!
//! An append writes the whole record with one `write_all` and then calls
//! [`File::sync_data`]; only after that returns does the caller treat the event as done. A
//! new journal's directory is synced too, so the file itself survives a power cut.

use std::{
    fs::{self, File, OpenOptions},
    io::{self, Write},
    path::{Path, PathBuf},
};

use shakmaty::Chess;

use crate::game::{Command, Stamp};

use super::{
    recover::{JournalError, Recovered, recover},
    wire::{Header, Record},
};

/// A journal that could not be read or written.
#[derive(Debug, thiserror::Error)]
pub enum JournalIoError {
    /// The disk said no.
    #[error("{path}: {source}")]
    Io {
        /// The file.
        path: PathBuf,
        /// The error.
        source: io::Error,
    },
    /// The contents are not a usable journal.
    #[error("{path}: {source}")]
    Journal {
        /// The file.
        path: PathBuf,
        /// What is wrong.
        source: JournalError,
    },
}

fn io_err(path: &Path) -> impl Fn(io::Error) -> JournalIoError + '_ {
    move |source| JournalIoError::Io {
        path: path.to_owned(),
        source,
    }
}

/// An open journal, ready to append.
#[derive(Debug)]
pub struct JournalFile {
    file: File,
    path: PathBuf,
    next_seq: u64,
}

impl JournalFile {
    /// Creates a new journal at `path` (which must not exist) with its header, on disk.
    ///
    /// # Errors
    ///
    /// The file exists or cannot be written.
    pub fn create(path: &Path, header: &Header) -> Result<JournalFile, JournalIoError> {
        if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
            fs::create_dir_all(dir).map_err(io_err(dir))?;
        }
        let file = OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(path)
            .map_err(io_err(path))?;
        let mut journal = JournalFile {
            file,
            path: path.to_owned(),
            next_seq: 0,
        };
        journal.write_record(&Record::Header {
            seq: 0,
            header: Box::new(header.clone()),
        })?;
        sync_dir(path);
        Ok(journal)
    }

    /// Opens an existing journal to continue it: checks every record, and sets a torn last
    /// record aside in `<path>.torn-<offset>` before cutting it off, so nothing is lost.
    ///
    /// # Errors
    ///
    /// The file cannot be read or written, or it is not a usable journal.
    pub fn open(path: &Path) -> Result<(JournalFile, Recovered, Option<PathBuf>), JournalIoError> {
        let bytes = crate::io::files::read_bytes_limited(path, crate::io::files::MAX_FILE)
            .map_err(io_err(path))?;
        let recovered = recover(&bytes).map_err(|source| JournalIoError::Journal {
            path: path.to_owned(),
            source,
        })?;
        let mut set_aside = None;
        if let Some(torn) = &recovered.torn {
            let mut name = path.as_os_str().to_owned();
            name.push(format!(".torn-{}", torn.offset));
            let aside = PathBuf::from(name);
            let mut f = OpenOptions::new()
                .write(true)
                .create(true)
                .truncate(true)
                .open(&aside)
                .map_err(io_err(&aside))?;
            f.write_all(&bytes[torn.offset..]).map_err(io_err(&aside))?;
            f.sync_data().map_err(io_err(&aside))?;
            set_aside = Some(aside);
        }
        let file = OpenOptions::new()
            .append(true)
            .open(path)
            .map_err(io_err(path))?;
        if recovered.torn.is_some() {
            file.set_len(recovered.valid_len as u64)
                .map_err(io_err(path))?;
            file.sync_data().map_err(io_err(path))?;
        }
        let next_seq = recovered.next_seq();
        Ok((
            JournalFile {
                file,
                path: path.to_owned(),
                next_seq,
            },
            recovered,
            set_aside,
        ))
    }

    /// Appends `command`, applied at `stamp` to the game in `position`, and flushes it to disk.
    ///
    /// # Errors
    ///
    /// The write or the flush failed: the command must not count as done.
    pub fn append(
        &mut self,
        stamp: Stamp,
        command: &Command,
        position: &Chess,
    ) -> Result<(), JournalIoError> {
        let record = Record::event(self.next_seq, stamp, command, position);
        self.write_record(&record)
    }

    fn write_record(&mut self, record: &Record) -> Result<(), JournalIoError> {
        self.file
            .write_all(record.to_line().as_bytes())
            .map_err(io_err(&self.path))?;
        self.file.sync_data().map_err(io_err(&self.path))?;
        self.next_seq = record.seq() + 1;
        Ok(())
    }

    /// Where the journal is.
    pub fn path(&self) -> &Path {
        &self.path
    }
}

/// Flushes a directory entry (Unix); elsewhere the file's own flush has to do.
fn sync_dir(path: &Path) {
    if cfg!(unix)
        && let Some(dir) = path.parent()
    {
        let dir = if dir.as_os_str().is_empty() {
            Path::new(".")
        } else {
            dir
        };
        if let Ok(d) = File::open(dir) {
            let _ = d.sync_all();
        }
    }
}

/// Where journals live unless `--journal` says otherwise: `<data dir>/annabella/journals`
/// (on Linux `$XDG_DATA_HOME/annabella/journals`, usually `~/.local/share/annabella/journals`).
pub fn default_dir() -> Option<PathBuf> {
    directories::ProjectDirs::from("", "", "annabella").map(|d| d.data_dir().join("journals"))
}

/// The most recently modified `*.journal` file in `dir`.
///
/// # Errors
///
/// The directory cannot be read.
pub fn newest_journal(dir: &Path) -> io::Result<Option<PathBuf>> {
    let mut best: Option<(std::time::SystemTime, PathBuf)> = None;
    for entry in fs::read_dir(dir)? {
        let entry = entry?;
        let path = entry.path();
        if path.extension().is_some_and(|e| e == "journal") {
            let modified = entry.metadata()?.modified()?;
            if best
                .as_ref()
                .is_none_or(|(m, p)| (modified, &path) > (*m, p))
            {
                best = Some((modified, path));
            }
        }
    }
    Ok(best.map(|(_, p)| p))
}
