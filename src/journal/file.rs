//! The journal on disk (edge code), for every kind of journal: create, append with `fsync`,
//! open after a crash, find the newest.
//!
//! An append writes the whole record with one `write_all` and then calls
//! [`File::sync_data`]; only after that returns does the caller treat the event as done. A
//! new journal's directory is synced too, so the file itself survives a power cut. A torn last
//! record is copied aside (and that copy flushed) before it is cut off: nothing is dropped
//! unseen.

use std::{
    fs::{self, File, OpenOptions},
    io::{self, Write},
    marker::PhantomData,
    path::{Path, PathBuf},
};

use crate::{
    game::WallTime,
    ids::{GameId, Ids},
};

use super::frame::{self, JournalError, Kind, Recovered};

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
pub struct JournalFile<K: Kind> {
    file: File,
    path: PathBuf,
    next_seq: u64,
    game: Option<GameId>,
    kind: PhantomData<K>,
}

/// A journal opened to go on with: the file, what it holds, and where a torn last record was
/// set aside.
#[derive(Debug)]
pub struct Opened<K: Kind> {
    /// The file, positioned to append.
    pub file: JournalFile<K>,
    /// Its checked contents.
    pub recovered: Recovered<K>,
    /// The copy of a torn last record, if there was one.
    pub set_aside: Option<PathBuf>,
}

impl<K: Kind> JournalFile<K> {
    /// Creates a new journal at `path` (which must not exist) for game `ids`, with its header,
    /// on disk.
    ///
    /// # Errors
    ///
    /// The file exists or cannot be written.
    pub fn create(path: &Path, ids: Ids, header: &K::Header) -> Result<Self, JournalIoError> {
        if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
            fs::create_dir_all(dir).map_err(io_err(dir))?;
        }
        let mut file = OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(path)
            .map_err(|e| {
                if e.kind() == io::ErrorKind::AlreadyExists {
                    // A journal is never written over: it may hold a game.
                    io_err(path)(io::Error::new(
                        e.kind(),
                        "a file of that name exists and is left as it is; name another \
                         journal, or resume that one",
                    ))
                } else {
                    io_err(path)(e)
                }
            })?;
        file.write_all(frame::header_line::<K>(ids, header).as_bytes())
            .map_err(io_err(path))?;
        file.sync_data().map_err(io_err(path))?;
        sync_dir(path);
        Ok(JournalFile {
            file,
            path: path.to_owned(),
            next_seq: 1,
            game: Some(ids.game),
            kind: PhantomData,
        })
    }

    /// Opens an existing journal to continue it: checks every record, and sets a torn last
    /// record aside in `<path>.torn-<offset>` before cutting it off, so nothing is lost.
    ///
    /// # Errors
    ///
    /// The file cannot be read or written, or it is not a usable journal.
    pub fn open(path: &Path) -> Result<Opened<K>, JournalIoError> {
        let bytes = crate::io::files::read_bytes_limited(path, crate::io::files::MAX_FILE)
            .map_err(io_err(path))?;
        let recovered = frame::recover::<K>(&bytes).map_err(|source| JournalIoError::Journal {
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
            sync_dir(&aside);
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
        Ok(Opened {
            file: JournalFile {
                file,
                path: path.to_owned(),
                next_seq: recovered.next_seq(),
                game: recovered.ids.map(|i| i.game),
                kind: PhantomData,
            },
            recovered,
            set_aside,
        })
    }

    /// Appends `entry` and flushes it to disk; its sequence number.
    ///
    /// # Errors
    ///
    /// The write or the flush failed: the entry must not count as done.
    pub fn append(&mut self, entry: &K::Entry) -> Result<u64, JournalIoError> {
        let line = frame::entry_line::<K>(self.next_seq, self.game, entry);
        self.file
            .write_all(line.as_bytes())
            .map_err(io_err(&self.path))?;
        self.file.sync_data().map_err(io_err(&self.path))?;
        self.next_seq += 1;
        Ok(self.next_seq - 1)
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

/// Where journals live unless `--journal` says otherwise, for every kind of game:
/// `<data dir>/annabella/journals` (on Linux `$XDG_DATA_HOME/annabella/journals`, usually
/// `~/.local/share/annabella/journals`).
pub fn default_dir() -> Option<PathBuf> {
    directories::ProjectDirs::from("", "", "annabella").map(|d| d.data_dir().join("journals"))
}

/// A new journal's name in `dir`: what it records, the time, and the game id, so that two
/// games started in the same second never share a file.
pub fn new_path(dir: &Path, records: &str, wall: WallTime, ids: Ids) -> PathBuf {
    let (y, mo, d, h, mi, s, _) = wall.civil();
    dir.join(format!(
        "{records}-{y:04}{mo:02}{d:02}-{h:02}{mi:02}{s:02}-{}.journal",
        ids.game
    ))
}

/// A journal passed over by [`newest_journal`], and why.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Skipped {
    /// The file.
    pub path: PathBuf,
}

impl std::fmt::Display for Skipped {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "skipped {}: it has no complete header (the game never started in it)",
            self.path.display()
        )
    }
}

/// The most recently modified `*.journal` file in `dirs` that has a complete header, with the
/// newer ones passed over for having none.
///
/// # Errors
///
/// A directory that exists cannot be read.
pub fn newest_journal(dirs: &[PathBuf]) -> io::Result<(Option<PathBuf>, Vec<Skipped>)> {
    let mut found: Vec<(std::time::SystemTime, PathBuf)> = Vec::new();
    for dir in dirs {
        let entries = match fs::read_dir(dir) {
            Ok(e) => e,
            Err(e) if e.kind() == io::ErrorKind::NotFound => continue,
            Err(e) => return Err(e),
        };
        for entry in entries {
            let entry = entry?;
            let path = entry.path();
            if path.extension().is_some_and(|e| e == "journal") {
                found.push((entry.metadata()?.modified()?, path));
            }
        }
    }
    found.sort();
    let mut skipped = Vec::new();
    while let Some((_, path)) = found.pop() {
        if has_any_header(&path) {
            return Ok((Some(path), skipped));
        }
        skipped.push(Skipped { path });
    }
    Ok((None, skipped))
}

/// Whether the file begins with a complete header of any kind of journal.
fn has_any_header(path: &Path) -> bool {
    first_line(path).is_ok_and(|bytes| frame::is_started(&bytes))
}

/// The first line of the file with its end, read no further (a device such as `/dev/zero` or
/// a huge file is not read whole to look at its header), at most [`MAX_FILE`] bytes.
fn first_line(path: &Path) -> io::Result<Vec<u8>> {
    use std::io::{BufRead as _, Read as _};
    let mut line = Vec::new();
    io::BufReader::new(crate::io::files::open_regular(path)?)
        .take(crate::io::files::MAX_FILE)
        .read_until(b'\n', &mut line)?;
    Ok(line)
}
