//! One reader of a terminal input (standard input's lines, the keys) for the whole program,
//! handing what it reads to the loop that runs now. A practice game's player may start a new
//! game, which is a new loop: a reader thread per loop would leave the old one blocked in its
//! read, and the first line typed after would go to the loop that ended. What arrives while no
//! loop takes it is held for the next.

use std::sync::{Mutex, mpsc::Sender};

use super::Input;

/// Where one input's reads go.
#[derive(Debug)]
pub(super) struct Forward {
    to: Option<Sender<Input>>,
    held: Vec<Input>,
    started: bool,
}

impl Forward {
    pub(super) const fn new() -> Forward {
        Forward {
            to: None,
            held: Vec::new(),
            started: false,
        }
    }
}

/// Makes `tx` the receiver of `forward`'s reads (what was held first); true if the reader thread
/// is still to be started.
pub(super) fn register(forward: &Mutex<Forward>, tx: Sender<Input>) -> bool {
    let Ok(mut f) = forward.lock() else {
        return false;
    };
    for input in std::mem::take(&mut f.held) {
        let _ = tx.send(input);
    }
    f.to = Some(tx);
    !std::mem::replace(&mut f.started, true)
}

/// Hands one read to the loop that runs now, or holds it for the next.
pub(super) fn send(forward: &Mutex<Forward>, input: Input) {
    let Ok(mut f) = forward.lock() else {
        return;
    };
    let undelivered = match &f.to {
        Some(tx) => tx.send(input).err().map(|e| e.0),
        None => Some(input),
    };
    if let Some(input) = undelivered {
        f.to = None;
        f.held.push(input);
    }
}

#[cfg(test)]
mod tests {
    use std::sync::mpsc::channel;

    use super::*;

    #[test]
    fn what_is_read_between_two_loops_goes_to_the_second() {
        static F: Mutex<Forward> = Mutex::new(Forward::new());
        let (tx, rx) = channel();
        assert!(register(&F, tx));
        send(&F, Input::Line(Some("e4".into())));
        drop(rx);
        send(&F, Input::Line(Some("quit".into())));
        let (tx, rx) = channel();
        assert!(!register(&F, tx));
        send(&F, Input::Line(None));
        let got: Vec<String> = rx.try_iter().map(|i| format!("{i:?}")).collect();
        assert_eq!(got, ["Line(Some(\"quit\"))", "Line(None)"]);
    }
}
