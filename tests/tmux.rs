//! End to end in a real terminal: the binary runs in tmux, keys are sent with send-keys and the
//! screen is read with capture-pane. Needs tmux (scripts/test installs it).

use std::{
    path::PathBuf,
    process::Command,
    thread::sleep,
    time::{Duration, Instant},
};

/// A private tmux server running the binary, killed on drop (the hall's screen test runs its
/// processes in it too).
pub(crate) struct Tmux {
    socket: String,
}

impl Tmux {
    pub(crate) fn start(name: &str, args: &[&str]) -> Tmux {
        Tmux::start_sized(name, args, 110, 32)
    }

    pub(crate) fn start_sized(name: &str, args: &[&str], width: u16, height: u16) -> Tmux {
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
            .args(["-L", &socket, "new-session", "-d"])
            .args(["-x", &width.to_string(), "-y", &height.to_string()])
            .arg(command.join(" "))
            .env("LANG", "C.UTF-8")
            .status()
            .expect("tmux runs");
        assert!(status.success());
        Tmux { socket }
    }

    pub(crate) fn send(&self, keys: &[&str]) {
        let status = Command::new("tmux")
            .args(["-L", &self.socket, "send-keys"])
            .args(keys)
            .status()
            .unwrap();
        assert!(status.success());
    }

    pub(crate) fn type_line(&self, text: &str) {
        self.send(&["-l", text]);
        self.send(&["Enter"]);
    }

    pub(crate) fn screen(&self) -> String {
        let out = Command::new("tmux")
            .args(["-L", &self.socket, "capture-pane", "-p"])
            .output()
            .unwrap();
        String::from_utf8_lossy(&out.stdout).into_owned()
    }

    /// The screen once it has stopped changing (the program runs asynchronously).
    pub(crate) fn settled(&self) -> String {
        let mut last = self.screen();
        for _ in 0..50 {
            sleep(Duration::from_millis(150));
            let now = self.screen();
            if now == last {
                return now;
            }
            last = now;
        }
        last
    }

    /// Waits until `ready` holds for the screen; `what` names it in the failure.
    pub(crate) fn wait_until(&self, what: &str, ready: impl Fn(&str) -> bool) -> String {
        let deadline = Instant::now() + Duration::from_secs(20);
        loop {
            let screen = self.screen();
            if ready(&screen) {
                return screen;
            }
            assert!(
                Instant::now() < deadline,
                "{what:?} never appeared on:\n{screen}"
            );
            sleep(Duration::from_millis(100));
        }
    }

    /// Waits until the screen contains `text` (the program runs asynchronously).
    pub(crate) fn wait_for(&self, text: &str) -> String {
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
    // The clock waits for the arbiter's start.
    t.type_line("arbiter: start");
    t.wait_for("The clock is started");
    t.type_line("Springer Felix drei");
    t.wait_for("Springer Gustav eins Felix drei. Confirm or withdraw?");
    t.type_line("confirm");
    t.type_line("press");
    t.send(&["F2"]);
    t.wait_for("At the keyboard: the sighted player");
    t.type_line("Nf3");
    t.type_line("e5");
    let screen = t.wait_for("Bauer Eva sieben Eva fünf. Confirm or withdraw?");
    assert!(screen.contains(" N "), "the knight on the board:\n{screen}");
    // Quitting is asked first; a second Ctrl-Q confirms.
    t.send(&["C-q"]);
    t.wait_for("Quit the game?");
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
    // A line-mode device shows its own seat's lines: the blind player hears it announced.
    t.wait_for("blind: Announced.");
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
    t.wait_for("Kein Springer kann nach Felix vier ziehen.");
    t.type_line("quit");
}

/// The rows inside the Announcements box, from the row below its title to the row above its
/// bottom border (which is the row above the input box's top border).
fn announcement_rows(screen: &str) -> Vec<String> {
    let rows: Vec<&str> = screen.lines().collect();
    let top = rows.iter().position(|r| r.starts_with("┌Announcements"));
    let input = rows.iter().position(|r| r.starts_with("┌Move or command"));
    let (Some(top), Some(input)) = (top, input) else {
        return Vec::new();
    };
    rows[top + 1..input.saturating_sub(1)]
        .iter()
        .map(|r| {
            r.trim_matches(|c: char| c == '│' || c.is_whitespace())
                .to_owned()
        })
        .collect()
}

/// The announcements box as one text, rows joined, to find a message however it wrapped.
fn announcements(screen: &str) -> String {
    announcement_rows(screen).join(" ")
}

/// Fool's mate played through the whole Appendix D cycle at one size: after every line, the
/// newest announcement's last row is the bottom row of the Announcements box.
fn whole_game_keeps_the_newest_line_visible(width: u16, height: u16) {
    let t = Tmux::start_sized(
        &format!("game{width}"),
        &["--no-speech", "--no-journal", "--control", "90+30"],
        width,
        height,
    );
    t.wait_for("Tournament mode");
    // Each line, with the last words of the newest announcement it brings (None: it may bring
    // none, and the last one must then still be at the bottom).
    let steps: &[(&str, Option<&str>)] = &[
        // The arbiter starts the clock (said again if it started with the program).
        ("arbiter: start", None),
        ("Bauer Felix drei", Some("Confirm or withdraw?")),
        ("confirm", Some("Bauer Felix zwei Felix drei")),
        ("press", None),
        (
            "sighted: f3",
            Some("Recorded: Bauer Felix zwei Felix drei."),
        ),
        (
            "sighted: e5",
            Some("Bauer Eva sieben Eva fünf. Confirm or withdraw?"),
        ),
        ("sighted: confirm", Some("Bauer Eva sieben Eva fünf")),
        ("sighted: press", None),
        ("e5", Some("Recorded: Bauer Eva sieben Eva fünf.")),
        (
            "Gustav vier",
            Some("Bauer Gustav zwei Gustav vier. Confirm or withdraw?"),
        ),
        ("confirm", Some("Bauer Gustav zwei Gustav vier")),
        ("press", None),
        // A slip on the sighted board: the divergence alert wraps over several rows.
        ("sighted: wrote g4", Some("Bauer Gustav zwei Gustav vier.")),
        ("sighted: executed g3", Some("empty on the sighted board.")),
        ("arbiter: repair", Some("fixed sighted.")),
        ("arbiter: fixed sighted", Some("set to its scoresheet.")),
        ("arbiter: resume", Some("Play resumes.")),
        (
            "sighted: Qh4",
            Some("Dame David acht Hector vier Schachmatt. Confirm or withdraw?"),
        ),
        (
            "sighted: confirm",
            Some("Dame David acht Hector vier Schachmatt"),
        ),
        ("sighted: press", Some("Black wins by checkmate.")),
        (
            "Qh4",
            Some("Recorded: Dame David acht Hector vier Schachmatt."),
        ),
    ];
    let mut expected = String::new();
    for (line, tail) in steps {
        t.type_line(line);
        if let Some(tail) = tail {
            t.wait_until(tail, |screen| announcements(screen).contains(tail));
            expected = (*tail).to_owned();
        }
        let screen = t.settled();
        // The last row with text is the newest announcement's last row: it ends with the
        // last word of the newest message (the message may wrap, its last row is shown).
        let rows = announcement_rows(&screen);
        let bottom = rows.iter().rev().find(|r| !r.is_empty()).cloned();
        let last_word = expected.split_whitespace().last().unwrap_or("");
        // A line that may bring an announcement not named here is checked only for a newest
        // row; one with a named announcement for that announcement's last row.
        assert!(
            bottom
                .as_deref()
                .is_some_and(|b| tail.is_none() || b.ends_with(last_word)),
            "after {line:?} at {width}x{height}, the newest row {bottom:?} does not end with \
             {last_word:?}:\n{screen}"
        );
    }
    t.wait_for("Black wins by checkmate.");
    t.send(&["C-q"]);
}

#[test]
#[ignore = "needs tmux"]
fn a_whole_game_at_80x24_keeps_the_newest_line_visible() {
    whole_game_keeps_the_newest_line_visible(80, 24);
}

#[test]
#[ignore = "needs tmux"]
fn a_whole_game_at_120x40_keeps_the_newest_line_visible() {
    whole_game_keeps_the_newest_line_visible(120, 40);
}

#[test]
#[ignore = "needs tmux"]
fn help_page_up_and_the_large_panel_on_the_screen() {
    let t = Tmux::start_sized("help", &["--no-speech", "--no-journal", "--large"], 80, 24);
    t.wait_for("Tournament mode");
    t.send(&["F1"]);
    t.wait_for("Help: PageUp and PageDown scroll");
    for _ in 0..8 {
        t.send(&["PageDown"]);
    }
    t.wait_for("h, help: this list");
    t.send(&["Escape"]);
    t.wait_until("the help closed", |s| !s.contains("Help: PageUp"));
    t.type_line("arbiter: start");
    t.wait_for("The clock is started");
    t.type_line("Springer Felix drei");
    t.type_line("confirm");
    t.wait_for("Large letters for the opponent (D.2.11)");
    // Nf3 in block letters, for the sighted seat.
    t.wait_for("█  █ ████ ███");
    t.send(&["PageUp"]);
    t.wait_for("back of");
    t.type_line("time?");
    let screen = t.settled();
    assert!(!screen.contains("back of"), "{screen}");
    // Up recalls the last line typed.
    t.send(&["Up"]);
    t.wait_for("> time?");
    t.send(&["C-q"]);
    t.send(&["C-q"]);
}

#[test]
#[ignore = "needs tmux"]
fn at_60x20_the_screen_says_each_thing_once_keeps_the_newest_whole_and_asks_with_the_key() {
    let t = Tmux::start_sized(
        "once60",
        &["--no-speech", "--no-journal", "--control", "90+30"],
        60,
        20,
    );
    let screen = t.wait_for("Tournament mode");
    // Told to the three seats in the same words: shown once, with the three labels.
    let box_text = announcements(&t.wait_for("not started yet"));
    assert_eq!(box_text.matches("not started yet").count(), 1, "{screen}");
    assert!(box_text.contains("Blind, Sighted, Arbiter:"), "{box_text}");
    // Ctrl-U clears what is typed.
    t.send(&["-l", "Eva vi"]);
    t.wait_for("> Eva vi");
    t.send(&["C-u"]);
    t.wait_until("an empty input line", |s| !s.contains("> Eva vi"));
    // Help opens over the board and closes, and leaves no lines among the announcements.
    t.send(&["F1"]);
    t.wait_for("Help:");
    t.send(&["Escape"]);
    let screen = t.wait_until("help closed", |s| !s.contains("┌Help"));
    assert!(!announcements(&screen).contains("this list"), "{screen}");
    // A divergence alert, many rows long, is whole at the bottom of the box.
    for line in [
        "arbiter: start",
        "Springer Felix drei",
        "confirm",
        "press",
        "sighted: Nh3",
    ] {
        t.type_line(line);
    }
    let screen = t.wait_until("the whole alert", |s| {
        let text = announcements(s);
        text.contains("!! Blind, Sighted, Arbiter: Scoresheets differ")
            && text.trim_end().ends_with("sighted board.")
    });
    assert_eq!(
        announcements(&screen).matches("Scoresheets differ").count(),
        1,
        "{screen}"
    );
    // Ctrl-Q asks to press Ctrl-Q, the key that was pressed.
    t.send(&["C-q"]);
    t.wait_for("Press Ctrl-Q again");
    t.send(&["C-q"]);
}

/// With no sound and no speech (a screen reader's user), a clock press is read in the
/// announcements, once per press, as line mode prints it (it was neither heard nor shown).
#[test]
#[ignore = "needs tmux"]
fn a_press_no_one_can_hear_is_shown_on_the_screen() {
    let t = Tmux::start(
        "press-shown",
        &["--no-speech", "--no-journal", "--control", "90+30"],
    );
    t.wait_for("Tournament mode");
    t.type_line("arbiter: start");
    t.wait_for("The clock is started");
    t.type_line("Springer Felix drei");
    t.wait_for("Confirm or withdraw?");
    t.type_line("confirm");
    t.wait_until("the move confirmed", |s| {
        announcements(s)
            .matches("Springer Gustav eins Felix drei")
            .count()
            >= 2
    });
    t.send(&["F9"]);
    let screen = t.wait_until("the press in words", |s| {
        announcements(s).contains("Clock pressed.")
    });
    assert_eq!(
        announcements(&screen).matches("Clock pressed.").count(),
        1,
        "one press, one line:\n{screen}"
    );
}
