//! How a table journal's entry is read, whatever format wrote it: format 3 holds the seat's
//! typed action (`"kind":"seat"`, or `"kind":"tick"`); formats 1 and 2, written by the releases
//! before it, hold the action in the words of a session script (`"action":"set-clock black
//! 0:10:00.000"`, a clock's tick as the seat `clock`), which are read into the typed action here,
//! once, as those releases read them on replay. A journal of an older release is resumed and
//! reviewed as it is; the entries added to it are written typed, in the current format (each entry says its own
//! form, so one file may hold both).
//!
//! Pure.

use serde::Deserialize;

use super::{
    Action, Seat, Target,
    journal::{Act, Entry, Via},
    secret::Sealed,
};

/// An entry as any format wrote it (see [`Entry`] for the fields).
#[derive(Deserialize)]
pub(super) struct StoredEntry {
    t_ns: u64,
    wall: i64,
    /// Format 3's kind of entry; none in formats 1 and 2.
    #[serde(default)]
    kind: Option<StoredKind>,
    #[serde(default)]
    seat: Option<String>,
    /// Typed (format 3) or words (formats 1 and 2).
    #[serde(default)]
    action: Option<serde_json::Value>,
    #[serde(default)]
    said: Option<String>,
    #[serde(default)]
    uci: Option<String>,
    #[serde(default)]
    via: Option<Via>,
    #[serde(default)]
    sealed: Option<Sealed>,
    #[serde(default)]
    revealed: Option<String>,
    #[serde(default)]
    key: Option<String>,
}

#[derive(Deserialize)]
#[serde(rename_all = "lowercase")]
enum StoredKind {
    Tick,
    Seat,
    Key,
}

/// The seat of a tick in formats 1 and 2.
const OLD_TICK_SEAT: &str = "clock";

impl TryFrom<StoredEntry> for Entry {
    type Error = String;

    fn try_from(stored: StoredEntry) -> Result<Entry, String> {
        let seat = || -> Result<Seat, String> {
            stored
                .seat
                .as_deref()
                .ok_or_else(|| "no seat".to_owned())?
                .parse()
        };
        let (act, said) = match stored.kind {
            Some(StoredKind::Tick) => (Act::Tick, stored.said.clone()),
            Some(StoredKind::Key) => (Act::Key { seat: seat()? }, None),
            Some(StoredKind::Seat) => {
                let value = stored.action.clone().ok_or("no action")?;
                let action = Action::deserialize(value).map_err(|e| format!("action: {e}"))?;
                (
                    Act::Seat {
                        seat: seat()?,
                        action,
                    },
                    stored.said.clone(),
                )
            }
            None if stored.seat.as_deref() == Some(OLD_TICK_SEAT) => (Act::Tick, None),
            None => {
                let words = match &stored.action {
                    Some(serde_json::Value::String(words)) => words.as_str(),
                    _ => return Err("no action in words (formats 1 and 2) nor a kind".into()),
                };
                let seat = seat()?;
                let (action, said) = action_in_words(seat, words, stored.sealed.is_some())?;
                (Act::Seat { seat, action }, said)
            }
        };
        Ok(Entry {
            t_ns: stored.t_ns,
            wall: stored.wall,
            act,
            said,
            uci: stored.uci,
            via: stored.via,
            sealed: stored.sealed,
            revealed: stored.revealed,
            key: stored.key,
        })
    }
}

/// The typed action of an entry of format 1 or 2, and the words it was said in: a secret's
/// entry (`entered`, `seal`) names only its kind, its words being sealed.
fn action_in_words(
    seat: Seat,
    words: &str,
    sealed: bool,
) -> Result<(Action, Option<String>), String> {
    match words {
        "entered" if sealed => Ok((
            Action::Enter {
                text: String::new(),
                target: Target::Both,
            },
            None,
        )),
        "seal" if sealed => Ok((Action::Seal(String::new()), None)),
        _ => Action::decode(seat, words)
            .map(|action| (action, Some(words.to_owned())))
            .map_err(|e| format!("'{words}': {e}")),
    }
}
