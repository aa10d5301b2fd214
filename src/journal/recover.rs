//! Bringing a one-board game back from its journal: the header's setup, then every command
//! at its stamp. Pure. (Checking the lines, torn tails and refusals are in [`super::frame`].)

use crate::game::{Game, GameError, Stamp, WallTime, pgn::read_pgn};

use super::{
    frame::{JournalError, Recovered},
    wire::Board,
};

/// The stamp of the last entry (the header's creation time, monotonic zero, if none).
pub fn last_stamp(recovered: &Recovered<Board>) -> Stamp {
    recovered
        .entries
        .last()
        .map_or_else(|| created(recovered), |e| e.entry.stamp())
}

fn created(recovered: &Recovered<Board>) -> Stamp {
    Stamp {
        at: crate::clock::Timestamp::ZERO,
        wall: WallTime(recovered.header.created_wall_ms),
    }
}

/// Checks every record of a one-board journal's bytes (see [`super::frame::recover`]).
///
/// # Errors
///
/// As [`super::frame::recover`].
pub fn recover(bytes: &[u8]) -> Result<Recovered<Board>, JournalError> {
    super::frame::recover::<Board>(bytes)
}

/// The game a one-board header sets up before its first record: new from the setup, or the
/// game of the PGN it was resumed from, dated at the header's creation.
///
/// # Errors
///
/// A bad setup or PGN in the header.
pub fn start_game(header: &super::Header) -> Result<Game, JournalError> {
    let setup = header.setup().map_err(JournalError::BadHeader)?;
    let created = Stamp {
        at: crate::clock::Timestamp::ZERO,
        wall: WallTime(header.created_wall_ms),
    };
    match &header.pgn {
        None => Game::new(setup).map_err(|e| JournalError::BadHeader(e.to_string())),
        Some(pgn) => {
            let parsed = read_pgn(pgn)
                .map_err(|e| JournalError::BadHeader(format!("the PGN in it: {e}")))?;
            parsed
                .into_game(
                    Some(setup.control.clone()),
                    setup.calls.clone(),
                    setup.options,
                    created,
                )
                .map_err(|e| JournalError::BadHeader(format!("the PGN in it: {e}")))
        }
    }
}

/// Rebuilds the game: the header's setup (and PGN), then every command at its stamp.
///
/// # Errors
///
/// A bad header or a command the game refuses, naming the line.
pub fn replay(recovered: &Recovered<Board>) -> Result<Game, JournalError> {
    let mut game = start_game(&recovered.header)?;
    for numbered in &recovered.entries {
        let fail = |reason: String| JournalError::Replay {
            line: numbered.line,
            reason,
        };
        let entry = &numbered.entry;
        let command = entry.command.to_command(game.position()).map_err(fail)?;
        game.apply(&command, entry.stamp())
            .map_err(|e: GameError| fail(e.to_string()))?;
    }
    Ok(game)
}

#[cfg(test)]
#[path = "recover_tests.rs"]
mod tests;
