//! The table journal on disk: every action appended and flushed to disk (fsync) before anything
//! it causes is told to anyone, so a crash or kill -9 loses no confirmed move. Edge code.

use std::{
    fs::{self, File, OpenOptions},
    io::{self, Write},
    path::{Path, PathBuf},
};

use crate::{
    game::Stamp,
    table::{
        Action, Seat, Table, TableSetup,
        journal::{self, Header, JournalError, Recovered},
    },
};

/// An open journal.
#[derive(Debug)]
pub struct TableJournal {
    file: File,
    path: PathBuf,
    next_seq: u64,
}

/// Where journals go when no `--journal` is given: the platform's data directory.
pub fn default_path(wall_secs: i64) -> Option<PathBuf> {
    let dir = directories::ProjectDirs::from("", "", "annabella")?
        .data_dir()
        .join("tables");
    Some(dir.join(format!("table-{wall_secs}.journal")))
}

impl TableJournal {
    /// Creates a journal for a new table at `path` (its directory is created if needed).
    ///
    /// # Errors
    ///
    /// The file cannot be created or written.
    pub fn create(path: &Path, setup: &TableSetup) -> io::Result<TableJournal> {
        if let Some(dir) = path.parent() {
            fs::create_dir_all(dir)?;
        }
        let mut file = OpenOptions::new().create_new(true).write(true).open(path)?;
        file.write_all(journal::line(&Header::of(setup)).as_bytes())?;
        file.sync_all()?;
        Ok(TableJournal {
            file,
            path: path.to_owned(),
            next_seq: 1,
        })
    }

    /// Opens a journal to go on with: reads it, reports and cuts off a torn last record, and
    /// replays it into a table. Returns the table, the last stamp and what was recovered.
    ///
    /// # Errors
    ///
    /// The file cannot be read or written, or it is damaged before its last record.
    pub fn resume(path: &Path) -> Result<(TableJournal, Table, Stamp, Recovered), String> {
        let bytes = crate::io::files::read_bytes_limited(path, crate::io::files::MAX_FILE)
            .map_err(|e| format!("{}: {e}", path.display()))?;
        let text = String::from_utf8_lossy(&bytes);
        let recovered = journal::recover(&text)
            .map_err(|e: JournalError| format!("{}: {e}", path.display()))?;
        let (table, last) =
            journal::replay(&recovered).map_err(|e| format!("{}: {e}", path.display()))?;
        let file = OpenOptions::new()
            .write(true)
            .open(path)
            .map_err(|e| format!("{}: {e}", path.display()))?;
        // The torn record was reported by the caller's notice; it is cut off so appending
        // continues from the last whole record.
        file.set_len(recovered.valid_len as u64)
            .map_err(|e| e.to_string())?;
        let mut file = OpenOptions::new()
            .append(true)
            .open(path)
            .map_err(|e| format!("{}: {e}", path.display()))?;
        file.flush().map_err(|e| e.to_string())?;
        let next_seq = recovered.entries.last().map_or(1, |e| e.seq + 1);
        Ok((
            TableJournal {
                file,
                path: path.to_owned(),
                next_seq,
            },
            table,
            last,
            recovered,
        ))
    }

    /// Appends an action and flushes it to disk.
    ///
    /// # Errors
    ///
    /// The write or the fsync failed.
    pub fn append(&mut self, seat: Seat, action: &Action, stamp: Stamp) -> io::Result<()> {
        let line = journal::entry_line(self.next_seq, seat, action, stamp);
        self.file.write_all(line.as_bytes())?;
        self.file.sync_data()?;
        self.next_seq += 1;
        Ok(())
    }

    /// The file.
    pub fn path(&self) -> &Path {
        &self.path
    }
}
