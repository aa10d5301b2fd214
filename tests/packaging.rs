//! The man pages and shell completions a package installs, made by the hidden `annabella
//! manpages` and `annabella completions` from the clap definitions.

use crate::support::run_annabella;

#[test]
fn the_man_pages_cover_every_command_and_options() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("man1");
    let (code, _, err) = run_annabella(&["manpages", out.to_str().unwrap()], "");
    assert_eq!(code, 0, "{err}");
    let page = |name: &str| std::fs::read_to_string(out.join(name)).unwrap_or_default();
    let main = page("annabella.1");
    for command in ["parse", "game", "resume", "hall", "host", "join"] {
        assert!(main.contains(command), "annabella.1 names {command}");
        assert!(!page(&format!("annabella-{command}.1")).is_empty());
    }
    assert!(
        main.contains("reader"),
        "annabella.1 has the game's options"
    );
    assert!(page("annabella-hall-relay.1").contains("delay"));
    // The packagers' own commands stay out of the pages, as they stay out of --help.
    assert!(!out.join("annabella-manpages.1").exists());
    assert!(!main.contains("completions"));
}

#[test]
fn completions_are_printed_for_each_shell_and_an_unknown_shell_is_named() {
    for shell in ["bash", "zsh", "fish"] {
        let (code, script, err) = run_annabella(&["completions", shell], "");
        assert_eq!(code, 0, "{shell}: {err}");
        assert!(script.contains("annabella"), "{shell}");
        assert!(
            script.contains("reader"),
            "{shell}: the options are completed"
        );
    }
    let (code, _, err) = run_annabella(&["completions", "nosh"], "");
    assert_eq!(code, 2);
    assert!(err.contains("nosh"), "{err}");
}

#[test]
fn a_folder_that_cannot_be_made_is_named() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("a-file");
    std::fs::write(&file, "").unwrap();
    let target = file.join("man1");
    let (code, _, err) = run_annabella(&["manpages", target.to_str().unwrap()], "");
    assert_eq!(code, 1);
    assert!(err.contains("a-file"), "{err}");
}
