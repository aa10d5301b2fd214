//! Fuzzes the PGN reader with arbitrary bytes: nothing may panic, and a game that is read and
//! built is written out and read back to the same moves, annotations and result.
//!
//! Run: `cargo fuzz run pgn` (nightly, with sanitizers) or `cargo fuzz run -s none pgn`.
#![no_main]

use annabella::{
    clock::{Calls, TimeControl},
    game::{GameOptions, Stamp, pgn},
};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Some((&selector, bytes)) = data.split_first() else { return };
    let text = String::from_utf8_lossy(bytes);
    let _ = pgn::list_games(&text);
    let pick = (selector % 4 != 0).then(|| (selector % 4).to_string());
    let Ok(game) = pgn::read_pgn_pick(&text, pick.as_deref()) else { return };
    let control = TimeControl::parse("90+30").expect("a valid control");
    let Ok(built) = game.into_game(Some(control), Calls::none(), GameOptions::default(), Stamp::default()) else {
        return;
    };
    let written = pgn::write_pgn(&built);
    let back = match pgn::read_pgn(&written) {
        Ok(back) => back,
        Err(e) => panic!("our own PGN does not read back: {e}\n{written}"),
    };
    assert_eq!(back.sans(), game.sans(), "{written}");
    // The annotations and other tags; the TimeControl written is the game's, which may be
    // the one given here rather than the source's.
    assert_eq!(back.notes.plies, game.notes.plies, "{written}");
    assert_eq!(back.notes.tags, game.notes.tags, "{written}");
    assert_eq!(back.result, built.result(), "{written}");
});
