//! The file edge for text the program reads and writes: every file read goes through
//! [`read_text`] (a size limit, a clear refusal, UTF-8 with a Latin-1 fallback), every line of
//! standard input through [`read_lines`] (a line that is not UTF-8 is decoded, never the end of
//! the input), and every score written through [`write_new`] (a temporary file in the same
//! directory renamed into place; an existing file only with `force`).

use std::{
    fs,
    io::{self, BufRead, Read, Write},
    path::Path,
};

use crate::present::cli::{CliError, FileDoing, FileProblem};

/// The largest file the program reads: a session script, a clock script, settings, a PGN or
/// a journal. A whole tournament's PGN is a few megabytes; a journal of a long game well under
/// one.
pub const MAX_FILE: u64 = 64 << 20;

/// The longest line of standard input taken; the rest of a longer line is dropped, and the
/// codec refuses what is left as too long.
pub const MAX_LINE: usize = crate::codec::MAX_LINE;

/// Bytes as text: UTF-8, or else Latin-1 (each byte one character), which is what a terminal
/// or an old PGN that is not UTF-8 most likely sends ("L\xe4ufer" is "Läufer").
pub fn decode(bytes: &[u8]) -> String {
    match std::str::from_utf8(bytes) {
        Ok(text) => text.to_owned(),
        Err(_) => bytes.iter().map(|&b| char::from(b)).collect(),
    }
}

/// Reads a whole file as text (see [`decode`]), refusing one larger than `limit` bytes.
///
/// # Errors
///
/// The file cannot be read, or is too large (`InvalidData`, saying the limit).
pub fn read_text_limited(path: &Path, limit: u64) -> io::Result<String> {
    let bytes = read_bytes_limited(path, limit)?;
    // Read as Latin-1 it would be every other character a NUL: say what it is instead.
    if bytes.starts_with(&[0xff, 0xfe]) || bytes.starts_with(&[0xfe, 0xff]) {
        return Err(io::Error::new(
            io::ErrorKind::InvalidData,
            FileProblem::Utf16,
        ));
    }
    Ok(decode(&bytes))
}

/// [`read_text_limited`] with [`MAX_FILE`].
///
/// # Errors
///
/// As [`read_text_limited`].
pub fn read_text(path: &Path) -> io::Result<String> {
    read_text_limited(path, MAX_FILE)
}

/// Reads a whole file's bytes, refusing one larger than `limit` (also a device like
/// `/dev/zero` that never ends).
///
/// # Errors
///
/// The file cannot be read, or is too large (`InvalidData`, saying the limit).
pub fn read_bytes_limited(path: &Path, limit: u64) -> io::Result<Vec<u8>> {
    let file = open_regular(path)?;
    let too_large = || {
        io::Error::new(
            io::ErrorKind::InvalidData,
            FileProblem::TooLarge((limit >> 20).max(1)),
        )
    };
    if file
        .metadata()
        .is_ok_and(|m| m.is_file() && m.len() > limit)
    {
        return Err(too_large());
    }
    read_limited(file, limit).and_then(|b| b.ok_or_else(too_large))
}

/// Opens a regular file to read. Anything else is refused at once, before it is opened: a
/// FIFO would block the open until something writes to it, and a device or a directory is
/// never the settings, script, score or journal asked for.
///
/// # Errors
///
/// The file cannot be opened, or is not a regular file (`InvalidInput`, saying what it is).
pub fn open_regular(path: &Path) -> io::Result<fs::File> {
    let kind = fs::metadata(path)?.file_type();
    if !kind.is_file() {
        return Err(io::Error::new(
            io::ErrorKind::InvalidInput,
            kind_problem(kind),
        ));
    }
    fs::File::open(path)
}

/// What a file that is not a regular one is (typed, so that it is said in the reader's
/// language).
fn kind_problem(kind: fs::FileType) -> FileProblem {
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileTypeExt as _;
        if kind.is_fifo() {
            return FileProblem::Fifo;
        }
        if kind.is_socket() {
            return FileProblem::Socket;
        }
        if kind.is_char_device() || kind.is_block_device() {
            return FileProblem::Device;
        }
    }
    if kind.is_dir() {
        FileProblem::Directory
    } else {
        FileProblem::NotPlain
    }
}

/// Standard input as text (see [`decode`]), up to [`MAX_FILE`] bytes.
///
/// # Errors
///
/// A read error, or more than [`MAX_FILE`] bytes.
pub fn read_stdin_text() -> io::Result<String> {
    match read_limited(io::stdin().lock(), MAX_FILE)? {
        Some(bytes) => Ok(decode(&bytes)),
        None => Err(io::Error::new(
            io::ErrorKind::InvalidData,
            format!("more than {} MB; refused", MAX_FILE >> 20),
        )),
    }
}

/// All of `input`, or `None` when it holds more than `limit` bytes.
fn read_limited(input: impl Read, limit: u64) -> io::Result<Option<Vec<u8>>> {
    let mut bytes = Vec::new();
    input.take(limit + 1).read_to_end(&mut bytes)?;
    Ok((bytes.len() as u64 <= limit).then_some(bytes))
}

/// Reads `input` a line at a time, without its line end, decoded as [`decode`] does, and hands
/// each line to `take` until it returns false or the input ends. A line longer than
/// [`MAX_LINE`] is cut there. Only a read error ends the input early.
pub fn read_lines(mut input: impl BufRead, mut take: impl FnMut(String) -> bool) {
    let mut buf = Vec::new();
    loop {
        buf.clear();
        match input
            .by_ref()
            .take(MAX_LINE as u64)
            .read_until(b'\n', &mut buf)
        {
            Ok(0) | Err(_) => return,
            Ok(_) => {}
        }
        if buf.last() == Some(&b'\n') {
            buf.pop();
        } else if buf.len() >= MAX_LINE {
            // Drop the rest of an over-long line.
            let mut rest = Vec::new();
            let _ = input.read_until(b'\n', &mut rest);
        }
        if buf.last() == Some(&b'\r') {
            buf.pop();
        }
        if !take(decode(&buf)) {
            return;
        }
    }
}

/// Writes `contents` to `path` whole or not at all: into a temporary file in the same
/// directory, flushed to disk, then renamed over `path`. An existing `path` is replaced only
/// with `force`.
///
/// # Errors
///
/// `path` exists and `force` is false (the message says to give `--force`), or the file cannot
/// be written.
pub fn write_new(path: &Path, contents: &str, force: bool) -> Result<(), CliError> {
    write_new_mode(path, contents, force, 0o666)
}

/// [`write_new`] for a file that holds secrets: readable and writable by its owner only (mode
/// 0600 on Unix), from the moment it is created.
///
/// # Errors
///
/// As [`write_new`].
pub fn write_new_private(path: &Path, contents: &str) -> Result<(), CliError> {
    write_new_mode(path, contents, false, 0o600)
}

fn write_new_mode(path: &Path, contents: &str, force: bool, mode: u32) -> Result<(), CliError> {
    if !force && path.exists() {
        return Err(CliError::PgnExists(path.to_owned()));
    }
    let dir = match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d.to_path_buf(),
        _ => std::path::PathBuf::from("."),
    };
    let name = path
        .file_name()
        .map_or_else(|| "out".into(), |n| n.to_string_lossy().into_owned());
    let temp = dir.join(format!(".{name}.{}.tmp", std::process::id()));
    let written = (|| -> io::Result<()> {
        let mut options = fs::OpenOptions::new();
        options.write(true).create_new(true);
        #[cfg(unix)]
        std::os::unix::fs::OpenOptionsExt::mode(&mut options, mode);
        #[cfg(not(unix))]
        let _ = mode;
        let mut file = options.open(&temp)?;
        file.write_all(contents.as_bytes())?;
        file.sync_all()?;
        fs::rename(&temp, path)
    })();
    written.map_err(|e| {
        let _ = fs::remove_file(&temp);
        CliError::file(path, FileDoing::Write, &e)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_that_are_not_utf8_are_decoded_and_reading_goes_on() {
        let input: &[u8] = b"e4\nL\xe4ufer c4\r\nquit\n";
        let mut lines = Vec::new();
        read_lines(input, |l| {
            lines.push(l);
            true
        });
        assert_eq!(lines, ["e4", "Läufer c4", "quit"]);
        let long = format!("{}\nnext\n", "x".repeat(MAX_LINE + 10));
        let mut lines = Vec::new();
        read_lines(long.as_bytes(), |l| {
            lines.push(l);
            true
        });
        assert_eq!(lines.len(), 2);
        assert_eq!(lines[0].len(), MAX_LINE);
        assert_eq!(lines[1], "next");
    }

    #[test]
    fn large_files_and_endless_devices_are_refused() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("big.txt");
        fs::write(&path, "x".repeat(2000)).unwrap();
        let e = read_text_limited(&path, 1000).unwrap_err().to_string();
        assert!(e.contains("larger than"), "{e}");
        assert_eq!(read_text_limited(&path, 4000).unwrap().len(), 2000);
        if Path::new("/dev/zero").exists() {
            let e = read_text_limited(Path::new("/dev/zero"), 1 << 20)
                .unwrap_err()
                .to_string();
            assert!(e.contains("not a regular file (a device)"), "{e}");
        }
    }

    #[cfg(unix)]
    #[test]
    fn a_fifo_or_a_directory_is_refused_at_once() {
        let dir = tempfile::tempdir().unwrap();
        let fifo = dir.path().join("fifo");
        let made = std::process::Command::new("mkfifo").arg(&fifo).status();
        if made.is_ok_and(|s| s.success()) {
            // Opened, it would block until something wrote to it.
            let e = read_text(&fifo).unwrap_err().to_string();
            assert!(e.contains("not a regular file (a FIFO)"), "{e}");
        }
        let e = read_text(dir.path()).unwrap_err().to_string();
        assert!(e.contains("not a regular file (a directory)"), "{e}");
    }

    #[test]
    fn utf16_text_is_named_not_read_as_latin1() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("game.pgn");
        let utf16: Vec<u8> = [0xff, 0xfe]
            .into_iter()
            .chain("1. e4 *".encode_utf16().flat_map(u16::to_le_bytes))
            .collect();
        fs::write(&path, utf16).unwrap();
        let e = read_text(&path).unwrap_err().to_string();
        assert!(e.contains("UTF-16"), "{e}");
    }

    #[test]
    fn an_existing_file_is_replaced_only_with_force() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("game.pgn");
        write_new(&path, "one", false).unwrap();
        let e = write_new(&path, "two", false).unwrap_err();
        assert_eq!(e, CliError::PgnExists(path.clone()));
        assert!(e.to_string().contains("--force"), "{e}");
        assert_eq!(fs::read_to_string(&path).unwrap(), "one");
        write_new(&path, "two", true).unwrap();
        assert_eq!(fs::read_to_string(&path).unwrap(), "two");
        // No temporary file is left behind.
        assert_eq!(fs::read_dir(dir.path()).unwrap().count(), 1);
    }
}
