//! End to end in a real terminal: the binary runs in tmux, keys are sent with send-keys and the
//! screen is read with capture-pane. Needs tmux (scripts/test installs it).

use std::{
    path::PathBuf,
    process::Command,
    thread::sleep,
    time::{Duration, Instant},
};

/// A private tmux server running the binary, killed on drop.
struct Tmux {
    socket: String,
}

impl Tmux {
    fn start(name: &str, args: &[&str]) -> Tmux {
        let socket = format!("annabella-test-{name}-{}", std::process::id());
        let bin = PathBuf::from(env!("CARGO_BIN_EXE_annabella"));
        // No player program on the path (the shell runs the command): the sound notice, and so
        // the screen, is the same on every machine.
        let mut command = vec![
            "PATH=/nonexistent-annabella-test".to_owned(),
            bin.display().to_string(),
        ];
        command.extend(args.iter().map(|a| (*a).to_owned()));
        let status = Command::new("tmux")
            .args(["-L", &socket, "new-session", "-d", "-x", "110", "-y", "32"])
            .arg(command.join(" "))
            .env("LANG", "C.UTF-8")
            .status()
            .expect("tmux runs");
        assert!(status.success());
        Tmux { socket }
    }

    fn send(&self, keys: &[&str]) {
        let status = Command::new("tmux")
            .args(["-L", &self.socket, "send-keys"])
            .args(keys)
            .status()
            .unwrap();
        assert!(status.success());
    }

    fn type_line(&self, text: &str) {
        self.send(&["-l", text]);
        self.send(&["Enter"]);
    }

    fn screen(&self) -> String {
        let out = Command::new("tmux")
            .args(["-L", &self.socket, "capture-pane", "-p"])
            .output()
            .unwrap();
        String::from_utf8_lossy(&out.stdout).into_owned()
    }

    /// Waits until the screen contains `text` (the program runs asynchronously).
    fn wait_for(&self, text: &str) -> String {
        let deadline = Instant::now() + Duration::from_secs(20);
        loop {
            let screen = self.screen();
            if screen.contains(text) || Instant::now() > deadline {
                assert!(
                    screen.contains(text),
                    "{text:?} never appeared on:\n{screen}"
                );
                return screen;
            }
            sleep(Duration::from_millis(100));
        }
    }
}

impl Drop for Tmux {
    fn drop(&mut self) {
        let _ = Command::new("tmux")
            .args(["-L", &self.socket, "kill-server"])
            .status();
    }
}

#[test]
#[ignore = "needs tmux"]
fn a_short_game_on_the_screen() {
    let t = Tmux::start(
        "screen",
        &["--no-speech", "--no-journal", "--control", "90+30"],
    );
    t.wait_for("Tournament mode");
    t.type_line("Springer Felix drei");
    t.wait_for("Springer Gustav eins Felix drei. Confirm?");
    t.type_line("confirm");
    t.type_line("press");
    t.send(&["F2"]);
    t.wait_for("At the keyboard: the sighted player");
    t.type_line("Nf3");
    t.type_line("e5");
    let screen = t.wait_for("Bauer Eva sieben Eva fünf. Confirm?");
    assert!(screen.contains(" N "), "the knight on the board:\n{screen}");
    t.send(&["C-q"]);
}

#[test]
#[ignore = "needs tmux"]
fn a_short_game_in_line_mode() {
    let t = Tmux::start(
        "reader",
        &[
            "--reader",
            "--no-speech",
            "--no-journal",
            "--mode",
            "casual",
        ],
    );
    t.wait_for("Casual mode");
    t.type_line("Springer Felix vier");
    t.wait_for("No Springer can go to Felix vier.");
    t.type_line("Eva vier");
    t.type_line("confirm");
    t.wait_for("sighted: Bauer Eva zwei Eva vier");
    t.type_line("quit");
}

#[test]
#[ignore = "needs tmux"]
fn a_localized_run() {
    let t = Tmux::start(
        "german",
        &[
            "--reader",
            "--no-speech",
            "--lang",
            "de",
            "--mode",
            "casual",
        ],
    );
    t.type_line("Springer Felix vier");
    t.wait_for("Keine Figur Springer kann nach Felix vier ziehen.");
    t.type_line("quit");
}
