//! `annabella join`: a seat on its own device, paired with a host by the code read aloud.

use std::{io::Write as _, net::SocketAddr, path::PathBuf, process::ExitCode};

use super::common::{ConfigArg, load_settings};
use crate::{
    announce::Style,
    config::{Overrides, SpeechBackend},
    i18n::{Arg, Lang, Localizer},
    net::pair::PairingCode,
    run::join::Join,
    table::Seat,
    vocab::VocabName,
};

/// Options of a joining device.
#[derive(Debug, Clone, clap::Args)]
pub(crate) struct JoinArgs {
    /// The seat this device takes: sighted (the sighted player or the assistant) or arbiter;
    /// blind when the host's keyboard is another seat's.
    #[arg(long, default_value = "sighted")]
    seat: Seat,
    /// The pairing code the host says and shows, then the host's address, e.g.
    /// `7 Gustav Felix 192.168.1.20:46100` (the address may be left out on the host's machine;
    /// with --resume only the address is given).
    #[arg(value_name = "CODE [ADDR]")]
    words: Vec<String>,
    /// Go on after a crash or a stop with this device's journal: no new code is needed.
    #[arg(long, value_name = "FILE", conflicts_with = "journal")]
    resume: Option<PathBuf>,
    /// This device's journal of the game (default: a new file in the data directory).
    #[arg(long, value_name = "FILE")]
    journal: Option<PathBuf>,
    /// Line mode for screen readers, braille displays, ssh and pipes.
    #[arg(long)]
    reader: bool,
    /// This seat's interface language: en, de, es, eu, pl, gl.
    #[arg(long)]
    lang: Option<Lang>,
    /// This seat's move vocabulary (default: the language's own).
    #[arg(long)]
    vocab: Option<VocabName>,
    /// This seat's announcement style.
    #[arg(long)]
    style: Option<Style>,
    /// No speech: leave speaking to the screen reader.
    #[arg(long)]
    no_speech: bool,
    /// The speech voice.
    #[arg(long)]
    voice: Option<String>,
    #[command(flatten)]
    config: ConfigArg,
    /// Write the game as PGN to FILE when this device closes.
    #[arg(long, value_name = "FILE")]
    pgn: Option<PathBuf>,
    /// Replace the --pgn file if it exists.
    #[arg(long)]
    force: bool,
    /// The sighted player's e-board: dgt:PORT (a DGT board on a serial port, e.g.
    /// dgt:/dev/ttyUSB0 or dgt:/dev/rfcomm0), or auto (the first of /dev/ttyACM*, /dev/ttyUSB*,
    /// /dev/rfcomm* that answers). With --seat sighted only: his moves are read from it; the blind player's moves must
    /// appear on it as executed.
    #[arg(long, value_name = "dgt:PORT|auto")]
    eboard: Option<crate::eboard::EboardSpec>,
}

fn usage(message: &str) -> ExitCode {
    let _ = writeln!(std::io::stderr(), "annabella: {message}");
    ExitCode::from(2)
}

/// What is wrong with `join`'s words, said in the reader's language.
#[derive(Debug, Clone, PartialEq, Eq)]
enum JoinUsage {
    /// The last word has a colon but is no address and port.
    BadAddr(String),
    /// The words are no pairing code.
    BadCode(String),
    /// Neither a code nor --resume.
    NeedsCode,
    /// --eboard with another seat than the sighted player's.
    EboardSeat,
}

impl JoinUsage {
    fn localized(&self, words: &Localizer) -> String {
        let s = |text: &str| crate::quote::quote(text);
        match self {
            JoinUsage::BadAddr(text) => {
                words.format("join-usage-bad-addr", &[("text", Arg::Str(&s(text)))])
            }
            JoinUsage::BadCode(text) => {
                words.format("join-usage-bad-code", &[("text", Arg::Str(&s(text)))])
            }
            JoinUsage::NeedsCode => words.format("join-usage-needs-code", &[]),
            JoinUsage::EboardSeat => words.format("join-usage-eboard-seat", &[]),
        }
    }
}

/// Splits `7 Gustav Felix 127.0.0.1:46100` into the code and the address.
fn code_and_addr(words: &[String]) -> Result<(Option<PairingCode>, SocketAddr), JoinUsage> {
    let (addr, code_words) = match words.split_last() {
        Some((last, rest)) if last.contains(':') => (
            last.parse::<SocketAddr>()
                .map_err(|_| JoinUsage::BadAddr(last.clone()))?,
            rest,
        ),
        _ => (
            (super::host::DEFAULT_LISTEN.parse::<SocketAddr>())
                .unwrap_or_else(|_| SocketAddr::from(([127, 0, 0, 1], 46100))),
            words,
        ),
    };
    if code_words.is_empty() {
        return Ok((None, addr));
    }
    let text = code_words.join(" ");
    let code = text
        .parse::<PairingCode>()
        .map_err(|_| JoinUsage::BadCode(text.clone()))?;
    Ok((Some(code), addr))
}

pub(crate) fn run(args: &JoinArgs) -> ExitCode {
    let overrides = Overrides {
        lang: args.lang,
        vocab: args.vocab,
        style: args.style,
        backend: args.no_speech.then_some(SpeechBackend::None),
        voice: args.voice.clone(),
        ..Overrides::default()
    };
    let settings = match load_settings(args.config.config.as_deref(), &overrides) {
        Ok(s) => s,
        Err(code) => return code,
    };
    // The words are judged once the reader's language is known (option, settings, system).
    let said = |e: JoinUsage| usage(&e.localized(&Localizer::builtin(settings.lang)));
    let (code, addr) = match code_and_addr(&args.words) {
        Ok(parsed) => parsed,
        Err(e) => return said(e),
    };
    if args.eboard.is_some() && args.seat != Seat::Sighted {
        return said(JoinUsage::EboardSeat);
    }
    if code.is_none() && args.resume.is_none() {
        return said(JoinUsage::NeedsCode);
    }
    let mut again = Vec::new();
    let mut opt = |flag: &str, value: Option<String>| {
        if let Some(v) = value {
            again.extend([flag.to_owned(), v]);
        }
    };
    opt("--lang", args.lang.map(|l| l.code().to_owned()));
    opt("--vocab", args.vocab.map(|v| v.as_str().to_owned()));
    opt("--style", args.style.map(|s| s.as_str().to_owned()));
    opt("--voice", args.voice.clone());
    opt("--eboard", args.eboard.as_ref().map(ToString::to_string));
    opt(
        "--config",
        args.config.config.as_ref().map(|p| p.display().to_string()),
    );
    // The PGN is written again at the close, the longer game replacing the shorter.
    opt("--pgn", args.pgn.as_ref().map(|p| p.display().to_string()));
    for (on, flag) in [
        (args.pgn.is_some(), "--force"),
        (args.reader, "--reader"),
        (args.no_speech, "--no-speech"),
    ] {
        if on {
            again.push(flag.to_owned());
        }
    }
    crate::run::join::join(&Join {
        again,
        seat: args.seat,
        code,
        addr,
        resume: args.resume.clone(),
        journal: args.journal.clone(),
        settings,
        reader: args.reader,
        pgn: args.pgn.clone(),
        force: args.force,
        eboard: args.eboard.clone(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn words(text: &str) -> Vec<String> {
        text.split_whitespace().map(String::from).collect()
    }

    #[test]
    fn the_code_and_the_address_are_told_apart() {
        let (code, addr) = code_and_addr(&words("7 Gustav Felix 10.0.0.5:46100")).unwrap();
        assert_eq!(code.unwrap().to_string(), "7 Gustav Felix");
        assert_eq!(addr.to_string(), "10.0.0.5:46100");
        let (code, addr) = code_and_addr(&words("7-gustav-felix")).unwrap();
        assert!(code.is_some());
        assert_eq!(addr.to_string(), super::super::host::DEFAULT_LISTEN);
        assert_eq!(code_and_addr(&words("127.0.0.1:9")).unwrap().0, None);
        assert!(code_and_addr(&words("7 Gustav 127.0.0.1:9")).is_err());
        assert!(code_and_addr(&words("7 Gustav Felix here:9")).is_err());
    }
}
