//! One person of the rehearsed event and the program on their device: a real `annabella`
//! process in the person's own folder (its working directory, data, settings and home), its
//! output read where the person reads it (line mode through a pipe, or a terminal in tmux), and
//! every line it ever printed kept, across restarts, for the checks at the end.

use std::{
    io::{BufRead as _, BufReader, Write as _},
    path::{Path, PathBuf},
    process::{Child, ChildStdin, Command, Stdio},
    sync::mpsc::{self, Receiver},
    time::{Duration, Instant},
};

use annabella::i18n::Lang;

/// The longest a wait for one line may take: every wait ends as soon as its line comes.
pub const PATIENCE: Duration = Duration::from_secs(30);

/// Where the person reads the program's output.
enum Screen {
    /// Line mode through pipes: each line as it comes.
    Pipe {
        child: Child,
        stdin: Option<ChildStdin>,
        lines: Receiver<String>,
    },
    /// Line mode in a real terminal (a private tmux server): the pane's whole history; the
    /// program's exit status is written to the file `exit` when it ends.
    Terminal { socket: String, exit: PathBuf },
}

/// A person and their program.
pub struct Person {
    /// Who, for failure messages ("table 1, sighted").
    pub name: String,
    /// The language the person reads.
    pub lang: Lang,
    /// The person's own folder.
    pub dir: PathBuf,
    screen: Option<Screen>,
    /// Every line printed so far, every run of the program one after the other.
    printed: Vec<String>,
    /// Lines of the terminal already taken into `printed` in this run.
    terminal_taken: usize,
    /// Where [`Person::expect`] looks from.
    cursor: usize,
    /// The lines typed, to tell them from what the program printed on a terminal (it echoes).
    typed: Vec<String>,
    /// How many times the program was started.
    pub runs: usize,
}

impl Person {
    /// A person with an empty folder `dir` (made here), no program running yet.
    pub fn new(name: &str, lang: Lang, dir: &Path) -> Person {
        std::fs::create_dir_all(dir).unwrap();
        Person {
            name: name.to_owned(),
            lang,
            dir: dir.to_owned(),
            screen: None,
            printed: Vec::new(),
            terminal_taken: 0,
            cursor: 0,
            typed: Vec::new(),
            runs: 0,
        }
    }

    /// The program's environment: everything it keeps goes to the person's folder.
    fn command(&self, program: &str) -> Command {
        let mut command = Command::new(program);
        command
            .current_dir(&self.dir)
            .env("HOME", &self.dir)
            .env("XDG_DATA_HOME", self.dir.join("data"))
            .env("XDG_CONFIG_HOME", self.dir.join("config"))
            .env("LANG", "C.UTF-8");
        command
    }

    /// Starts `annabella args` with its output through pipes.
    pub fn start(&mut self, args: &[String]) {
        assert!(self.screen.is_none(), "{} is already running", self.name);
        let mut child = self
            .command(env!("CARGO_BIN_EXE_annabella"))
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        let stdin = child.stdin.take();
        let (tx, lines) = mpsc::channel();
        for out in [
            Box::new(child.stdout.take().unwrap()) as Box<dyn std::io::Read + Send>,
            Box::new(child.stderr.take().unwrap()),
        ] {
            let tx = tx.clone();
            std::thread::spawn(move || {
                for line in BufReader::new(out).lines().map_while(Result::ok) {
                    if tx.send(line).is_err() {
                        return;
                    }
                }
            });
        }
        self.screen = Some(Screen::Pipe {
            child,
            stdin,
            lines,
        });
        self.runs += 1;
    }

    /// Starts `annabella args` in a terminal of 100×40 (a private tmux server).
    pub fn start_in_terminal(&mut self, args: &[String]) {
        assert!(self.screen.is_none(), "{} is already running", self.name);
        let socket = format!(
            "annabella-rehearsal-{}-{}-{}",
            std::process::id(),
            self.name.replace(|c: char| !c.is_ascii_alphanumeric(), "-"),
            self.runs
        );
        let exit = self.dir.join(format!(".terminal-exit-{}", self.runs));
        let mut line = vec![env!("CARGO_BIN_EXE_annabella").to_owned()];
        line.extend(args.iter().map(|a| shell_quoted(a)));
        line.push(format!(
            "; echo $? > {}",
            shell_quoted(&exit.display().to_string())
        ));
        // The whole history kept, and the pane kept when the program ends (its last lines).
        let status = self
            .command("tmux")
            .args(["-L", &socket, "start-server", ";"])
            .args(["set-option", "-g", "history-limit", "50000", ";"])
            .args(["set-option", "-gw", "remain-on-exit", "on", ";"])
            .args(["new-session", "-d", "-x", "100", "-y", "40"])
            .arg(line.join(" "))
            .status()
            .unwrap();
        assert!(status.success(), "tmux for {}", self.name);
        self.screen = Some(Screen::Terminal { socket, exit });
        self.terminal_taken = 0;
        self.runs += 1;
    }

    /// Types a line.
    pub fn say(&mut self, line: &str) {
        self.typed.push(line.to_owned());
        match self.screen.as_mut() {
            Some(Screen::Pipe {
                stdin: Some(stdin), ..
            }) => {
                let _ = writeln!(stdin, "{line}");
                let _ = stdin.flush();
            }
            Some(Screen::Terminal { socket, .. }) => {
                let socket = socket.clone();
                let send = |keys: &[&str]| {
                    let status = tmux(&socket).arg("send-keys").args(keys).status().unwrap();
                    assert!(status.success());
                };
                send(&["-l", line]);
                send(&["Enter"]);
            }
            _ => panic!("{} has no program to type '{line}' into", self.name),
        }
    }

    /// Takes what the program printed since last asked, waiting at most `wait` for a first line.
    fn take(&mut self, wait: Duration) {
        match self.screen.as_mut() {
            Some(Screen::Pipe { lines, .. }) => {
                if let Ok(line) = lines.recv_timeout(wait) {
                    self.printed.push(line);
                }
                self.printed.extend(lines.try_iter());
            }
            Some(Screen::Terminal { socket, .. }) => {
                let socket = socket.clone();
                // Only rows the program has finished (a newline after them) are taken: those
                // above the cursor's row, or every row once the program has ended (then the
                // last is tmux's own "Pane is dead").
                let dead = pane(&socket, "#{pane_dead}").is_none_or(|d| d != "0");
                let cursor: i64 = pane(&socket, "#{cursor_y}")
                    .and_then(|y| y.parse().ok())
                    .unwrap_or(0);
                let mut capture = tmux(&socket);
                capture.args(["capture-pane", "-p", "-J", "-S", "-"]);
                if !dead {
                    capture.args(["-E", &(cursor - 1).to_string()]);
                }
                let text = capture
                    .output()
                    .map(|o| String::from_utf8_lossy(&o.stdout).into_owned())
                    .unwrap_or_default();
                let mut rows: Vec<&str> = text.lines().map(str::trim_end).collect();
                if dead {
                    while rows.last().is_some_and(|r| r.is_empty()) {
                        rows.pop();
                    }
                    if rows.last().is_some_and(|r| r.starts_with("Pane is dead")) {
                        rows.pop();
                    }
                }
                if rows.len() > self.terminal_taken {
                    // The terminal echoes what was typed: that is the person's, not printed.
                    let typed = &self.typed;
                    self.printed.extend(
                        rows[self.terminal_taken..]
                            .iter()
                            .map(|r| without_echo(r, typed))
                            .filter(|r| !r.is_empty()),
                    );
                    self.terminal_taken = rows.len();
                } else {
                    std::thread::sleep(wait.min(Duration::from_millis(100)));
                }
            }
            None => std::thread::sleep(wait.min(Duration::from_millis(100))),
        }
    }

    /// The first line from the cursor on that contains `needle`; the cursor moves past it.
    pub fn expect(&mut self, needle: &str) -> String {
        self.expect_any(&[needle]).1
    }

    /// The first line from the cursor on that contains one of `needles`: which, and the line.
    pub fn expect_any(&mut self, needles: &[&str]) -> (usize, String) {
        let deadline = Instant::now() + PATIENCE;
        loop {
            while self.cursor < self.printed.len() {
                let line = &self.printed[self.cursor];
                self.cursor += 1;
                if let Some(i) = needles.iter().position(|n| line.contains(n)) {
                    return (i, line.clone());
                }
            }
            assert!(
                Instant::now() < deadline,
                "{} never printed any of {needles:?}; it printed:\n{}",
                self.name,
                self.printed.join("\n")
            );
            self.take(Duration::from_millis(200));
        }
    }

    /// The first line from the cursor on that contains `needle`, if one comes within `wait`
    /// (the cursor then moves past it; else it stays).
    pub fn expect_within(&mut self, needle: &str, wait: Duration) -> Option<String> {
        let deadline = Instant::now() + wait;
        let mut at = self.cursor;
        loop {
            while at < self.printed.len() {
                at += 1;
                if self.printed[at - 1].contains(needle) {
                    self.cursor = at;
                    return Some(self.printed[at - 1].clone());
                }
            }
            if Instant::now() > deadline {
                return None;
            }
            self.take(Duration::from_millis(200));
        }
    }

    /// Waits until the program has printed nothing new for a moment (at most `PATIENCE`).
    pub fn quiet(&mut self) {
        let deadline = Instant::now() + PATIENCE;
        loop {
            let before = self.printed.len();
            self.take(Duration::from_millis(300));
            if self.printed.len() == before || Instant::now() > deadline {
                return;
            }
        }
    }

    /// Every line printed so far.
    pub fn printed(&mut self) -> Vec<String> {
        self.take(Duration::from_millis(0));
        self.printed.clone()
    }

    /// How many lines were printed so far: a mark for [`Person::printed_since`].
    pub fn mark(&mut self) -> usize {
        self.take(Duration::from_millis(0));
        self.printed.len()
    }

    /// The lines printed since `mark`.
    pub fn printed_since(&mut self, mark: usize) -> Vec<String> {
        self.take(Duration::from_millis(0));
        self.printed[mark.min(self.printed.len())..].to_vec()
    }

    /// Waits for the program to end by itself (after `quit`); its exit code.
    pub fn ended(&mut self) -> i32 {
        let deadline = Instant::now() + PATIENCE;
        loop {
            if let Some(Screen::Pipe { child, .. }) = self.screen.as_mut()
                && let Ok(Some(status)) = child.try_wait()
            {
                // Its last lines.
                std::thread::sleep(Duration::from_millis(100));
                self.take(Duration::from_millis(0));
                self.screen = None;
                return status.code().unwrap_or(-1);
            }
            let exit = match &self.screen {
                Some(Screen::Terminal { exit, .. }) => std::fs::read_to_string(exit).ok(),
                _ => None,
            };
            if let Some(code) = exit.filter(|c| c.ends_with('\n')) {
                self.take(Duration::from_millis(0));
                self.kill();
                return code.trim().parse().unwrap_or(-1);
            }
            assert!(
                Instant::now() < deadline,
                "{} did not end; it printed:\n{}",
                self.name,
                self.printed.join("\n")
            );
            self.take(Duration::from_millis(50));
        }
    }

    /// kill -9: the program ends at once, writing nothing more.
    pub fn kill(&mut self) {
        // What it printed before it died is kept.
        self.take(Duration::from_millis(0));
        match self.screen.take() {
            Some(Screen::Pipe { mut child, .. }) => {
                let _ = child.kill();
                let _ = child.wait();
            }
            Some(Screen::Terminal { socket, .. }) => {
                let _ = tmux(&socket).arg("kill-server").status();
            }
            None => {}
        }
        self.cursor = self.printed.len();
    }

    /// Every file under the person's folder, with its contents read lossily (binary files, as
    /// the pairing keys, included: a secret must not be in any of them).
    pub fn files(&self) -> Vec<(PathBuf, String)> {
        let mut out = Vec::new();
        let mut todo = vec![self.dir.clone()];
        while let Some(dir) = todo.pop() {
            let Ok(entries) = std::fs::read_dir(&dir) else {
                continue;
            };
            for entry in entries.flatten() {
                let path = entry.path();
                if path.is_dir() {
                    todo.push(path);
                } else if let Ok(bytes) = std::fs::read(&path) {
                    out.push((path, String::from_utf8_lossy(&bytes).into_owned()));
                }
            }
        }
        out.sort();
        out
    }
}

impl Drop for Person {
    fn drop(&mut self) {
        if std::thread::panicking() {
            let _ = self.printed();
            let tail = self.printed.len().saturating_sub(60);
            eprintln!(
                "--- {} printed (last lines):\n{}",
                self.name,
                self.printed[tail..].join("\n")
            );
        }
        self.kill();
    }
}

/// tmux, for the private server `socket`.
fn tmux(socket: &str) -> Command {
    let mut command = Command::new("tmux");
    command.args(["-L", socket]).stderr(Stdio::null());
    command
}

/// What tmux says of the pane (`format`), if the server answers.
fn pane(socket: &str, format: &str) -> Option<String> {
    let out = tmux(socket)
        .args(["display-message", "-p", format])
        .output()
        .ok()?;
    out.status
        .success()
        .then(|| String::from_utf8_lossy(&out.stdout).trim().to_owned())
}

/// A terminal's row without the prompt and the typed lines the terminal echoed into it (a
/// line typed while the program printed shares a row with what it printed).
fn without_echo(row: &str, typed: &[String]) -> String {
    let mut rest = row.trim();
    loop {
        let before = rest;
        rest = rest.trim_start_matches('>').trim_start();
        if let Some(t) = typed
            .iter()
            .filter(|t| rest.starts_with(t.as_str()))
            .max_by_key(|t| t.len())
        {
            rest = rest[t.len()..].trim_start();
        }
        if rest == before {
            return rest.to_owned();
        }
    }
}

/// `text` quoted for the shell tmux runs the command with.
fn shell_quoted(text: &str) -> String {
    if text
        .chars()
        .all(|c| c.is_ascii_alphanumeric() || "-_./:=+,@".contains(c))
    {
        text.to_owned()
    } else {
        format!("'{}'", text.replace('\'', "'\\''"))
    }
}
