//! Starting and driving the event's programs as their people do: the hall's credentials, a
//! host with its devices joined, a table of one keyboard, a move entered, read back,
//! confirmed and pressed, a repetition, a quit and the command it printed to go on.

use std::path::Path;

use annabella::i18n::Lang;

use super::{TOURNAMENT, checks::said, person::Person};
use crate::remote::{addr_in, code_in};

/// Writes the hall's credentials file of `user` in `dir` (readable by its owner only, as
/// `hall config` writes it); its path.
pub fn creds(dir: &Path, user: &str) -> String {
    use std::os::unix::fs::PermissionsExt as _;
    let path = dir.join(format!("{user}.creds"));
    std::fs::write(&path, format!("{user} pw-{user}\n")).unwrap();
    std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o600)).unwrap();
    path.display().to_string()
}

pub fn strings(args: &[&str]) -> Vec<String> {
    args.iter().map(|a| (*a).to_owned()).collect()
}

pub fn path_in(person: &Person, name: &str) -> String {
    person.dir.join(name).display().to_string()
}

/// The words of the command a line tells to type (after "annabella "), quotes undone.
pub fn command_in(line: &str) -> Vec<String> {
    let start = line
        .find("annabella ")
        .unwrap_or_else(|| panic!("no command in: {line}"));
    let mut words = Vec::new();
    let mut word = String::new();
    let (mut quote, mut any) = (None, false);
    for c in line[start + "annabella ".len()..].chars() {
        match (quote, c) {
            (None, '\'' | '"') => (quote, any) = (Some(c), true),
            (Some(q), c) if c == q => quote = None,
            (None, c) if c.is_whitespace() => {
                if any {
                    words.push(std::mem::take(&mut word));
                }
                any = false;
            }
            (_, c) => (word, any) = (word + &c.to_string(), true),
        }
    }
    if any {
        words.push(word);
    }
    words
}

/// Presses the clock (with the person's word) and waits until it is told pressed: the
/// opponent's repetition comes after it.
pub fn press(person: &mut Person, word: &str) {
    person.say(word);
    person.expect(&said(person.lang, "cue-press-word"));
}

/// Enters a move, confirms it once it is read back, and presses once it is announced.
pub fn play(person: &mut Person, words: &str, confirm: &str, press_word: &str) {
    person.say(words);
    person.expect(&said(person.lang, "table-read-back"));
    person.say(confirm);
    person.expect(&said(person.lang, "table-announced"));
    press(person, press_word);
}

/// Repeats the opponent's move announced (D.2.1) and waits until it is recorded.
pub fn repeat(person: &mut Person, words: &str) {
    person.say(words);
    person.expect(&said(person.lang, "table-recorded"));
}

/// A host and its two joined devices.
pub struct Hosted {
    /// The host's address, where its devices join.
    pub addr: String,
    pub host: Person,
    pub sighted: Person,
    pub arbiter: Person,
}

/// What a quit printed to go on, per person.
#[derive(Default)]
pub struct GoOn {
    pub host: Vec<String>,
    pub sighted: Vec<String>,
    pub arbiter: Vec<String>,
}

/// Quits a program as its person does (the quit word, then yes), and returns the command it
/// printed to go on.
pub fn quit(person: &mut Person, word: &str, yes: &str) -> Vec<String> {
    person.say(word);
    person.say(yes);
    let line = person.expect("annabella ");
    assert_eq!(person.ended(), 0, "{} did not end well", person.name);
    command_in(&line)
}

/// Starts a host with its devices joined: the blind player at the host in `langs.0`, the
/// sighted seat and the arbiter in `langs.1` and `langs.2`.
pub fn hosted(
    root: &Path,
    url: &str,
    table: u32,
    langs: (Lang, Lang, Lang),
    blind: &str,
    names: (&str, &str),
) -> Hosted {
    let mut host = Person::new(
        &format!("table {table}, the blind player's host"),
        langs.0,
        &root.join(format!("t{table}-host")),
    );
    let mut sighted = Person::new(
        &format!("table {table}, the sighted player's device"),
        langs.1,
        &root.join(format!("t{table}-sighted")),
    );
    let mut arbiter = Person::new(
        &format!("table {table}, the arbiter's device"),
        langs.2,
        &root.join(format!("t{table}-arbiter")),
    );
    let creds = creds(&host.dir, &format!("table-{table}"));
    let mut args = strings(&[
        "host",
        "--reader",
        "--no-speech",
        "--listen",
        "127.0.0.1:0",
        "--lang",
        langs.0.code(),
        "--blind",
        blind,
        "--white",
        names.0,
        "--black",
        names.1,
        "--event",
        "Rehearsal",
        "--hall",
        url,
        "--tournament",
        TOURNAMENT,
        "--table",
        &table.to_string(),
        "--round",
        "1",
        "--hall-creds",
        &creds,
    ]);
    args.extend(["--journal".into(), path_in(&host, "host.journal")]);
    args.extend(["--pgn".into(), path_in(&host, "host.pgn")]);
    host.start(&args);
    let first = host.expect("annabella join");
    let (code, addr) = (code_in(&first).unwrap(), addr_in(&first));
    join(&mut sighted, "sighted", &code, &addr);
    let next = host.expect(&said(langs.0, "link-code-new"));
    join(&mut arbiter, "arbiter", &code_in(&next).unwrap(), &addr);
    Hosted {
        addr,
        host,
        sighted,
        arbiter,
    }
}

/// A device joins a host with a pairing code, in its person's language.
pub fn join(device: &mut Person, seat: &str, code: &str, addr: &str) {
    let mut args = strings(&["join", "--reader", "--no-speech", "--seat", seat]);
    args.extend(code.split(' ').map(str::to_owned));
    args.push(addr.to_owned());
    args.extend(["--lang".into(), device.lang.code().into()]);
    args.extend([
        "--journal".into(),
        path_in(device, &format!("{seat}.journal")),
    ]);
    args.extend(["--pgn".into(), path_in(device, &format!("{seat}.pgn"))]);
    device.start(&args);
    device.expect(&said(device.lang, "link-joined-here"));
}

/// A table of one keyboard in the hall, in line mode, its seats in `lang`.
pub fn single(
    root: &Path,
    url: &str,
    table: u32,
    lang: Lang,
    names: (&str, &str),
) -> (Person, Vec<String>) {
    let person = Person::new(
        &format!("table {table}, one keyboard"),
        lang,
        &root.join(format!("t{table}")),
    );
    let creds = creds(&person.dir, &format!("table-{table}"));
    let mut args = strings(&[
        "--reader",
        "--no-speech",
        "--lang",
        lang.code(),
        "--white",
        names.0,
        "--black",
        names.1,
        "--event",
        "Rehearsal",
        "--hall",
        url,
        "--tournament",
        TOURNAMENT,
        "--table",
        &table.to_string(),
        "--round",
        "1",
        "--hall-creds",
        &creds,
    ]);
    args.extend(["--journal".into(), path_in(&person, "table.journal")]);
    args.extend(["--pgn".into(), path_in(&person, "table.pgn")]);
    (person, args)
}
