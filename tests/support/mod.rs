//! Helpers shared by the integration tests (and the speech benchmark).

pub mod fake_dgt;
pub mod fake_ssip;
pub mod nats;
pub mod proxy;

/// Runs the `annabella` binary with `input` on standard input to the end; returns
/// (exit code, stdout, stderr). The program may exit (on an error) before reading all of the
/// input: a broken pipe is no failure.
pub fn run_annabella(args: &[&str], input: &str) -> (i32, String, String) {
    use std::{
        io::Write,
        process::{Command, Stdio},
    };
    let mut child = Command::new(env!("CARGO_BIN_EXE_annabella"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("run annabella");
    let _ = child
        .stdin
        .take()
        .expect("stdin")
        .write_all(input.as_bytes());
    let out = child.wait_with_output().expect("wait");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// Every seat's actions in a table journal, in order, as (seat, words). A move entered and not
/// yet confirmed is journaled sealed for the mover's seat: it is read here with the host's
/// secret, kept beside its journal (without it, "(unread)"). The journal is only read, never
/// opened for writing: its table may be appending to it.
pub fn journal_actions(journal: &std::path::Path) -> Vec<(String, String)> {
    use annabella::table::{Keyring, TableSecret, journal::recover};
    let Ok(recovered) = std::fs::read(journal)
        .map_err(|e| e.to_string())
        .and_then(|bytes| recover(&bytes).map_err(|e| e.to_string()))
    else {
        return Vec::new();
    };
    let mut secret = journal.as_os_str().to_owned();
    secret.push(".secret");
    let keyring = std::fs::read_to_string(secret)
        .ok()
        .and_then(|t| TableSecret::from_hex(&t))
        .map_or(Keyring::None, Keyring::Table);
    let ids = recovered.ids.unwrap_or_default();
    recovered
        .entries
        .iter()
        .map(|n| &n.entry)
        .map(|e| {
            let action = match &e.sealed {
                Some(sealed) => sealed
                    .open(&keyring, ids)
                    .map_or_else(|| "(unread)".to_owned(), |t| t.words),
                None => e.action().map_or_else(|| "tick".to_owned(), |a| a.words()),
            };
            (e.seat().map_or("clock", |s| s.as_str()).to_owned(), action)
        })
        .collect()
}

/// A fresh, empty folder for one test's files.
pub fn scratch(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("annabella-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("a scratch folder");
    dir
}
