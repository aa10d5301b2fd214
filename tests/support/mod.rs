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

/// A fresh, empty folder for one test's files.
pub fn scratch(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("annabella-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("a scratch folder");
    dir
}
