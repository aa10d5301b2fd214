//! Child processes with a time limit: a helper program that hangs must not hang annabella.

use std::{
    io::{self, Read, Write},
    process::{Child, Command, ExitStatus, Stdio},
    thread,
    time::{Duration, Instant},
};

/// What a finished helper program left behind.
#[derive(Debug)]
pub struct Finished {
    /// Its exit status.
    pub status: ExitStatus,
    /// What it wrote to standard output.
    pub stdout: Vec<u8>,
    /// What it wrote to standard error; never shown to the user as is.
    pub stderr: Vec<u8>,
}

/// Runs `command` with no standard input, collecting its output, and kills it if it has not
/// finished after `limit`.
///
/// # Errors
///
/// The program could not be started (`NotFound` when it is not installed), or it was killed
/// for running over `limit` (`TimedOut`).
pub fn run_with_limit(command: &mut Command, limit: Duration) -> io::Result<Finished> {
    run_with_input(command, None, limit)
}

/// As [`run_with_limit`], with `input` written to the program's standard input (which is then
/// closed).
///
/// # Errors
///
/// As for [`run_with_limit`].
pub fn run_with_input(
    command: &mut Command,
    input: Option<&[u8]>,
    limit: Duration,
) -> io::Result<Finished> {
    let stdin = if input.is_some() {
        Stdio::piped()
    } else {
        Stdio::null()
    };
    let mut child = command
        .stdin(stdin)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()?;
    if let (Some(mut pipe), Some(input)) = (child.stdin.take(), input) {
        // A program that quits without reading breaks the pipe; its exit status tells why.
        let _ = pipe.write_all(input);
    }
    // Read both pipes on threads so a chatty program cannot block on a full pipe.
    let stdout = drain(child.stdout.take());
    let stderr = drain(child.stderr.take());
    let status = wait_with_limit(&mut child, limit)?;
    Ok(Finished {
        status,
        stdout: stdout.join().unwrap_or_default(),
        stderr: stderr.join().unwrap_or_default(),
    })
}

/// Waits for `child` to exit, killing it after `limit`.
///
/// # Errors
///
/// `TimedOut` when it had to be killed; an error from the operating system otherwise.
pub fn wait_with_limit(child: &mut Child, limit: Duration) -> io::Result<ExitStatus> {
    let deadline = Instant::now() + limit;
    let mut pause = Duration::from_millis(1);
    loop {
        if let Some(status) = child.try_wait()? {
            return Ok(status);
        }
        let now = Instant::now();
        if now >= deadline {
            // Already exited between the calls is fine; kill errors are not interesting then.
            let _ = child.kill();
            let _ = child.wait();
            return Err(io::Error::new(
                io::ErrorKind::TimedOut,
                "did not finish in time",
            ));
        }
        thread::sleep(pause.min(deadline - now));
        pause = (pause * 2).min(Duration::from_millis(20));
    }
}

/// Reads a pipe to its end on a thread.
fn drain<R: Read + Send + 'static>(pipe: Option<R>) -> thread::JoinHandle<Vec<u8>> {
    thread::spawn(move || {
        let mut buf = Vec::new();
        if let Some(mut pipe) = pipe {
            let _ = pipe.read_to_end(&mut buf);
        }
        buf
    })
}

/// The first line of a helper program's error output that says something, for a notice.
pub fn first_error_line(stderr: &[u8]) -> Option<String> {
    let text = String::from_utf8_lossy(stderr);
    let mut lines = text.lines().map(str::trim).filter(|l| !l.is_empty());
    let best = lines
        .clone()
        .find(|l| !l.starts_with("ALSA lib "))
        .or_else(|| lines.next());
    best.map(|l| l.chars().take(200).collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn first_error_line_skips_alsa_noise() {
        let err = b"ALSA lib pcm.c:2666:(snd_pcm_open_noupdate) Unknown PCM default\nerror: No such file or directory\n";
        assert_eq!(
            first_error_line(err).as_deref(),
            Some("error: No such file or directory")
        );
        assert_eq!(
            first_error_line(b"ALSA lib x\n").as_deref(),
            Some("ALSA lib x")
        );
        assert_eq!(first_error_line(b"\n  \n"), None);
    }

    #[test]
    fn a_missing_program_is_not_found() {
        let err = run_with_limit(
            &mut Command::new("annabella-no-such-program"),
            Duration::from_secs(1),
        );
        assert_eq!(
            err.map(|_| ()).map_err(|e| e.kind()),
            Err(io::ErrorKind::NotFound)
        );
    }
}
