//! Ctrl-C in line mode: the terminal sends SIGINT, which would end the game at once; here it
//! becomes an input of the loop, so the app asks first as it does for Ctrl-C on the screen.

use std::{io::IsTerminal, sync::mpsc::Sender};

use super::Input;

/// Turns SIGINT into [`Input::Interrupt`] while a person types at a terminal; piped input keeps
/// the default (a script or a test can still be stopped).
pub fn forward(tx: Sender<Input>) {
    if !std::io::stdin().is_terminal() {
        return;
    }
    #[cfg(unix)]
    {
        use signal_hook::{consts::SIGINT, iterator::Signals};
        let Ok(mut signals) = Signals::new([SIGINT]) else {
            return;
        };
        std::thread::spawn(move || {
            for _ in signals.forever() {
                if tx.send(Input::Interrupt).is_err() {
                    return;
                }
            }
        });
    }
    #[cfg(not(unix))]
    drop(tx);
}
