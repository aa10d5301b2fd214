//! Sound cues through a player program (the default build, without the `audio` feature): each
//! cue is made into a WAV file in memory ([`crate::earcon::wav`]) and piped into `paplay`,
//! `aplay` or sox's `play`, whichever is installed and plays.
//!
//! A player is tried once at start with a few milliseconds of silence, so a missing program or
//! a missing audio device is known (and told) before the first cue; alsa-lib's error lines go
//! into a pipe, never to the screen. Each cue then runs the player on a thread of its own, with
//! a time limit, so a cue never delays the game; a player that fails later marks the sink
//! silent, and the caller says the cue in words instead.

use std::{
    io,
    process::Command,
    sync::{
        Arc,
        atomic::{AtomicBool, Ordering},
    },
    thread,
    time::Duration,
};

use super::SoundSink;
use crate::{
    earcon::{Cue, wav},
    io::process::{first_error_line, run_with_input},
};

/// The sample rate of the WAV files: plenty for cues of at most 1.6 kHz, and small.
const RATE: u32 = 22_050;

/// How long the silent test at start may take.
const PROBE_LIMIT: Duration = Duration::from_secs(2);

/// A player program and the arguments that make it read a WAV file from standard input.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Player {
    /// The program, found on `PATH`.
    pub program: String,
    /// Its arguments.
    pub args: Vec<String>,
}

impl Player {
    fn new(program: &str, args: &[&str]) -> Player {
        Player {
            program: program.to_owned(),
            args: args.iter().map(|a| (*a).to_owned()).collect(),
        }
    }

    /// The players tried, best first: PulseAudio's or PipeWire's (shares the sound server with
    /// the speech), then plain ALSA, then sox.
    pub fn known() -> Vec<Player> {
        vec![
            Player::new("paplay", &[]),
            Player::new("aplay", &["-q", "-"]),
            Player::new("play", &["-q", "-t", "wav", "-"]),
        ]
    }

    /// Plays `wav`, waiting at most `limit`.
    fn run(&self, wav: &[u8], limit: Duration) -> Result<(), PlayError> {
        let mut command = Command::new(&self.program);
        command.args(&self.args);
        match run_with_input(&mut command, Some(wav), limit) {
            Ok(done) if done.status.success() => Ok(()),
            Ok(done) => {
                let why = first_error_line(&done.stderr).unwrap_or_else(|| done.status.to_string());
                // aplay and sox name themselves; the others get their name put in front.
                Err(PlayError::Failed(if why.starts_with(&self.program) {
                    why
                } else {
                    format!("{}: {why}", self.program)
                }))
            }
            Err(e) if e.kind() == io::ErrorKind::NotFound => Err(PlayError::NotInstalled),
            Err(e) => Err(PlayError::Failed(format!("{}: {e}", self.program))),
        }
    }
}

/// Why a player could not play.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PlayError {
    /// The program is not installed.
    NotInstalled,
    /// It ran and failed (no audio device, as a rule), in its own words.
    Failed(String),
}

/// Why no player works.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum NoPlayer {
    /// None of the programs is installed.
    #[error("no sound player program found")]
    NotInstalled,
    /// Some are installed, but none could play: the reasons of each.
    #[error("{0}")]
    NoDevice(String),
}

/// Plays cues through the first player that works.
#[derive(Debug)]
pub struct PlayerSink {
    player: Arc<Player>,
    broken: Arc<AtomicBool>,
}

impl PlayerSink {
    /// The first of `players` that plays a short silence.
    ///
    /// # Errors
    ///
    /// None is installed, or none of those installed can play (no audio device).
    pub fn open(players: Vec<Player>) -> Result<PlayerSink, NoPlayer> {
        let silence = silence();
        let mut failures = Vec::new();
        for player in players {
            match player.run(&silence, PROBE_LIMIT) {
                Ok(()) => {
                    return Ok(PlayerSink {
                        player: Arc::new(player),
                        broken: Arc::new(AtomicBool::new(false)),
                    });
                }
                Err(PlayError::NotInstalled) => {}
                Err(PlayError::Failed(why)) => failures.push(why),
            }
        }
        if failures.is_empty() {
            Err(NoPlayer::NotInstalled)
        } else {
            Err(NoPlayer::NoDevice(failures.join("; ")))
        }
    }

    /// The program that plays.
    pub fn program(&self) -> &str {
        &self.player.program
    }
}

impl SoundSink for PlayerSink {
    fn play(&mut self, cue: Cue) {
        let (player, broken) = (Arc::clone(&self.player), Arc::clone(&self.broken));
        let limit = cue.duration() + PROBE_LIMIT;
        // A thread per cue: cues are a few a minute, and the game must not wait for a player.
        let spawned = thread::Builder::new()
            .name("annabella-cue".into())
            .spawn(move || {
                if player.run(&wav(cue, RATE), limit).is_err() {
                    broken.store(true, Ordering::SeqCst);
                }
            });
        if spawned.is_err() {
            self.broken.store(true, Ordering::SeqCst);
        }
    }

    fn is_silent(&self) -> bool {
        self.broken.load(Ordering::SeqCst)
    }
}

/// 10 ms of silence as a WAV file: the test at start makes no sound.
fn silence() -> Vec<u8> {
    let mut bytes = wav(Cue::Press, RATE);
    let header = 44;
    let keep = header + (RATE as usize / 100) * 2;
    bytes.truncate(keep);
    let data_len = u32::try_from(keep - header).unwrap_or(0);
    bytes[40..44].copy_from_slice(&data_len.to_le_bytes());
    bytes[4..8].copy_from_slice(&(36 + data_len).to_le_bytes());
    for b in &mut bytes[header..] {
        *b = 0;
    }
    bytes
}

#[cfg(test)]
mod tests {
    use super::*;

    fn player(program: &str) -> Player {
        Player::new(program, &[])
    }

    #[test]
    fn the_first_player_that_plays_is_taken() {
        let sink = PlayerSink::open(vec![
            player("annabella-no-such-player"),
            player("true"),
            player("cat"),
        ])
        .expect("true plays");
        assert_eq!(sink.program(), "true");
        assert!(!sink.is_silent());
    }

    #[test]
    fn no_player_installed_and_no_player_playing_are_told_apart() {
        assert_eq!(
            PlayerSink::open(vec![player("annabella-no-such-player")]).unwrap_err(),
            NoPlayer::NotInstalled
        );
        let Err(NoPlayer::NoDevice(why)) =
            PlayerSink::open(vec![player("annabella-no-such-player"), player("false")])
        else {
            panic!("false cannot play");
        };
        assert!(why.starts_with("false: "), "{why}");
    }

    #[test]
    fn the_silence_is_a_short_silent_wav() {
        let s = silence();
        assert_eq!(s.len(), 44 + 440);
        assert_eq!(&s[..4], b"RIFF");
        assert!(s[44..].iter().all(|b| *b == 0));
        assert_eq!(u32::from_le_bytes([s[40], s[41], s[42], s[43]]), 440);
    }
}
