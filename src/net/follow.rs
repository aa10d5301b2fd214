//! A table followed over the link: what the host and a remote seat's device say to each other.
//! The host's stream is its journal (every entry, in order, with the table's state hash after
//! it), so the device replays the same entries through the same pure table and holds the same
//! table; the device's stream is its seat's requests, which the host takes as if typed at its own
//! keyboard and journals with their mark ([`Via`]). Nothing worded crosses: each device words the
//! events in its own language. Pure.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use super::{
    frame::{ChainHash, Record, Seq},
    link::{BrokenResume, Link, LinkConfig, ResumePoint},
};
use crate::{
    ids::Ids,
    journal::Kind,
    table::{
        Action, Keyring, PrivateKey, PublicKey, Seat, SeatKey,
        journal::{Entry, Header, Via},
        replay::Secrets,
    },
};

/// What a record of either stream carries.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Wire {
    /// An entry of the host's journal.
    Entry(Entry),
    /// An action of the device's seat, typed where it was said.
    Request(RequestEntry),
}

/// The link between the host and one remote seat's device.
pub type TableLink = Link<Wire, ()>;

/// What the host tells a device right after pairing, before any record: which table, how it
/// was set up, which seat the device holds and how many entries it had then (the device applies
/// those quietly, as a resumed table does, and tells where the game stands).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Welcome {
    /// The table and game.
    pub ids: Ids,
    /// The table's setup record.
    pub header: Header,
    /// The seat the device holds.
    pub seat: String,
    /// The host's last journal entry when the device joined.
    pub through: Seq,
    /// Where the host's record of the seat's requests stands (the last request it took and
    /// the chain hash after it): a new device for the seat continues that stream, so that a
    /// device the arbiter allowed in place of a lost one is not taken for it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub requests_from: Option<(Seq, u64)>,
    /// The key of the device's seat, in hex: it reads the moves sealed for that seat (see
    /// [`crate::table::secret`]); sent over the paired session only.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub seat_key: Option<String>,
    /// The private key the host derived for the device's seat, in hex: it reads what was
    /// sealed for the seat while it was played at the host (an envelope sealed before the
    /// arbiter's device joined); sent over the paired session only.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub seat_private: Option<String>,
    /// The public key of each seat, in hex, by seat name, as the host knows them: what the
    /// device seals for those seats to (the device's own seat keeps its own key).
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub keys: BTreeMap<String, String>,
}

/// The largest welcome accepted.
pub const MAX_WELCOME: usize = 16_384;

impl Welcome {
    /// The welcome as bytes.
    pub fn encode(&self) -> Vec<u8> {
        serde_json::to_vec(self).unwrap_or_default()
    }

    /// Reads a welcome; a bad one is named.
    ///
    /// # Errors
    ///
    /// Too long, or not a welcome.
    pub fn decode(bytes: &[u8]) -> Result<Welcome, String> {
        if bytes.len() > MAX_WELCOME {
            return Err(format!("a welcome of {} bytes is too long", bytes.len()));
        }
        serde_json::from_slice(bytes).map_err(|e| format!("not a welcome: {e}"))
    }

    /// Whether a device of `seat` may follow the table it welcomes to: its seat, and the table
    /// of the device's own journal (`kept`, when it comes back with one).
    ///
    /// # Errors
    ///
    /// The host gave another seat, or another table than the journal's.
    pub fn check(&self, seat: Seat, kept: Option<Ids>) -> Result<(), WelcomeMismatch> {
        if self.seat != seat.as_str() {
            return Err(WelcomeMismatch::Seat);
        }
        match kept {
            Some(ids) if ids != self.ids => Err(WelcomeMismatch::Table),
            _ => Ok(()),
        }
    }

    /// Where a new device's stream of requests starts: after the last request of its seat the
    /// host took (a lost device's, which the arbiter allowed it to replace), or at the
    /// beginning (`None`).
    pub fn requests_start(&self) -> Option<(Seq, u64)> {
        self.requests_from.filter(|(seq, _)| *seq > 0)
    }

    /// The keys of a device of `seat` that keeps `own` (its seat's private key, which never
    /// leaves it): it reads the secrets sealed for its seat with them, and seals for the
    /// other seats to their public keys.
    pub fn keyring(&self, seat: Seat, own: Option<PrivateKey>) -> Keyring {
        let mut keyring = own.map_or_else(Keyring::none, |key| Keyring::own(seat, key));
        if let Some(older) = self.seat_key.as_deref().and_then(SeatKey::from_hex) {
            keyring = keyring.with_older(seat, older);
        }
        if let Some(earlier) = self.seat_private.as_deref().and_then(PrivateKey::from_hex) {
            keyring = keyring.with_earlier(seat, earlier);
        }
        for (name, key) in &self.keys {
            if let (Ok(other), Some(key)) = (name.parse::<Seat>(), PublicKey::from_hex(key))
                && other != seat
            {
                keyring.learn(other, key);
            }
        }
        keyring
    }
}

/// Why a device does not follow the table it was welcomed to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum WelcomeMismatch {
    /// The host gave another seat than the one asked for.
    Seat,
    /// The device's journal is of another table.
    Table,
}

/// A journal's entries, each with the table's state hash after it (what the host's stream
/// carries), by replaying them from the setup.
///
/// # Errors
///
/// The header or an entry does not read back.
pub fn hashed(ids: Ids, header: &Header, entries: &[Entry]) -> Result<Vec<(Entry, u64)>, String> {
    let mut table = header.table(ids)?;
    entries
        .iter()
        .map(|entry| {
            let _ = table.apply_entry(entry)?;
            Ok((entry.clone(), table.state_hash()))
        })
        .collect()
}

/// The records of the host's stream for entries with their state hashes, so that a link
/// resumed after a restart continues the same chain.
///
/// # Errors
///
/// An entry too long to send.
pub fn entry_records(ids: Ids, history: &[(Entry, u64)]) -> Result<Vec<Record<Wire>>, String> {
    let mut scratch = TableLink::new(ids, LinkConfig::default());
    history
        .iter()
        .map(|(entry, hash)| {
            scratch
                .prepare(Wire::Entry(entry.clone()), *hash)
                .map_err(|e| e.to_string())
        })
        .collect()
}

/// The records of a device's stream for its journaled requests, from where the stream
/// started (`from`: after a lost device's last request; `None` at the beginning).
///
/// # Errors
///
/// A request too long to send.
pub fn request_records(
    ids: Ids,
    from: Option<(Seq, ChainHash)>,
    requests: &[RequestEntry],
) -> Result<Vec<Record<Wire>>, String> {
    let mut scratch = match from {
        Some((seq, hash)) => Link::resume(
            ids,
            LinkConfig::default(),
            ResumePoint {
                snapshot: Some((seq, hash, ())),
                sent: Vec::new(),
                received: None,
            },
        )
        .map_err(|e| e.to_string())?,
        None => TableLink::new(ids, LinkConfig::default()),
    };
    requests
        .iter()
        .map(|r| {
            scratch
                .prepare(Wire::Request(r.clone()), 0)
                .map_err(|e| e.to_string())
        })
        .collect()
}

/// The host's link to `seat`'s device, from the host's journal (its entries with their state
/// hashes): every entry is this side's stream; the last request of `seat` the journal took is
/// where the device's stream stands.
///
/// # Errors
///
/// The journal does not make a stream.
pub fn host_link(ids: Ids, history: &[(Entry, u64)], seat: Seat) -> Result<TableLink, String> {
    let sent = entry_records(ids, history)?;
    let received = history
        .iter()
        .filter(|(e, _)| e.seat() == Some(seat))
        .filter_map(|(e, _)| e.via)
        .filter(|v| !v.hall)
        .max_by_key(|v| v.seq)
        .map(|v| (v.seq, ChainHash(v.after)));
    resume(ids, sent, received)
}

/// A device's link to its host, from what it journaled: the host's entries it holds (with
/// their state hashes) and its own requests, from where its stream started (`from`).
///
/// # Errors
///
/// The journals do not make a stream.
pub fn device_link(
    ids: Ids,
    history: &[(Entry, u64)],
    requests: &[RequestEntry],
    from: Option<(Seq, ChainHash)>,
) -> Result<TableLink, String> {
    let received = entry_records(ids, history)?
        .last()
        .map(|r| (r.seq, r.after));
    let sent = request_records(ids, from, requests)?;
    let mut link = resume_from(ids, from, sent, received)?;
    // The snapshot only places the stream's start; there is no state to send.
    link.clear_snapshot();
    Ok(link)
}

fn resume(
    ids: Ids,
    sent: Vec<Record<Wire>>,
    received: Option<(Seq, ChainHash)>,
) -> Result<TableLink, String> {
    resume_from(ids, None, sent, received)
}

fn resume_from(
    ids: Ids,
    from: Option<(Seq, ChainHash)>,
    sent: Vec<Record<Wire>>,
    received: Option<(Seq, ChainHash)>,
) -> Result<TableLink, String> {
    Link::resume(
        ids,
        LinkConfig::default(),
        ResumePoint {
            snapshot: from.map(|(seq, hash)| (seq, hash, ())),
            sent,
            received,
        },
    )
    .map_err(|BrokenResume(seq)| {
        format!("record {seq} of the journal does not continue the stream")
    })
}

/// The mark an action taken from a device's record carries in the host's journal.
pub fn via(record: &Record<Wire>) -> Via {
    Via {
        seq: record.seq,
        after: record.after.0,
        hall: false,
    }
}

/// The requests a device journals before sending them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RequestRecords;

/// The header of a device's request journal: the seat it holds.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct RequestHeader {
    /// The seat.
    pub seat: String,
    /// Where its stream of requests started, when not at the beginning: a device the arbiter
    /// allowed in place of a lost one continues the lost one's stream (its last request taken
    /// and the chain hash after it).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub from: Option<(Seq, u64)>,
}

/// One request of a device's seat: what the device journals, then sends.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct RequestEntry {
    /// The action, typed where it was said.
    pub action: Action,
    /// The words it was said in, for the host's journal.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub said: Option<String>,
    /// What was sealed or revealed on the device, and its public key.
    #[serde(flatten)]
    pub secrets: Secrets,
}

impl Kind for RequestRecords {
    type Header = RequestHeader;
    type Entry = RequestEntry;
    const RECORDS: &'static str = "requests";
    // Format 3: typed actions (as the table's journal).
    const FORMAT: u32 = 3;
    const OLDEST_FORMAT: u32 = 3;
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{
        game::Stamp,
        net::LinkEvent,
        table::{Mode, test_setup},
    };
    use std::time::Instant;

    fn entry(seat: Seat, words: &str, t: u64) -> Entry {
        let action = Action::decode(seat, words).expect("words");
        let mut e = Entry::of(seat, &action, None, Stamp::default());
        e.t_ns = t * 1_000_000_000;
        e
    }

    fn game() -> (Ids, Header, Vec<Entry>) {
        let setup = test_setup(Mode::Casual, shakmaty::Color::White);
        let header = Header::of(&setup);
        let entries = vec![
            entry(Seat::Blind, "start", 1),
            entry(Seat::Blind, "Eva vier", 2),
            entry(Seat::Blind, "confirm", 3),
            entry(Seat::Sighted, "e4", 4),
        ];
        (setup.ids, header, entries)
    }

    /// Carries every frame of `a` to `b` and back until both are quiet.
    fn exchange(a: &mut TableLink, b: &mut TableLink, now: Instant) {
        for _ in 0..20 {
            let mut moved = false;
            while let Some(bytes) = a.poll_transmit() {
                b.handle_frame(&bytes, now);
                moved = true;
            }
            while let Some(bytes) = b.poll_transmit() {
                a.handle_frame(&bytes, now);
                moved = true;
            }
            if !moved {
                return;
            }
        }
    }

    #[test]
    fn a_device_gets_every_entry_with_the_hosts_state_hash_and_holds_the_same_table() {
        let (ids, header, entries) = game();
        let now = Instant::now();
        let history = hashed(ids, &header, &entries).expect("hashed");
        let mut host = host_link(ids, &history, Seat::Sighted).expect("host");
        let mut device = TableLink::new(ids, LinkConfig::default());
        let mut replica = header.table(ids).expect("table");
        host.connected(now);
        device.connected(now);
        for _ in 0..10 {
            exchange(&mut host, &mut device, now);
            while let Some(event) = device.poll_event() {
                if let LinkEvent::Deliver(record) = event {
                    let Wire::Entry(e) = &record.payload else {
                        panic!("a request from the host")
                    };
                    let _ = replica.apply_entry(e).expect("applies");
                    assert_eq!(replica.state_hash(), record.position);
                    device.persisted(record.seq);
                }
            }
        }
        assert_eq!(device.received(), 4);
        assert_eq!(Some(replica.state_hash()), history.last().map(|h| h.1));
        assert!(host.is_synced());
    }

    #[test]
    fn a_request_journal_of_the_previous_release_is_refused_by_name() {
        // Format 2 held a request's words alone, which only the header's seat reads, and a
        // resumed file would mix them with format 3's typed actions (`"resign"` either way):
        // not guessed at; the device joins afresh.
        let line = |json: &str| format!("{:08x} {json}\n", crc32fast::hash(json.as_bytes()));
        let text = line(r#"{"seq":0,"format":2,"records":"requests","seat":"sighted"}"#)
            + &line(r#"{"seq":1,"action":"e4"}"#);
        let error = crate::journal::frame::recover::<RequestRecords>(text.as_bytes()).unwrap_err();
        assert!(
            matches!(
                error,
                crate::journal::JournalError::Format {
                    found: 2,
                    oldest: 3,
                    ..
                }
            ),
            "{error:?}"
        );
        assert!(error.to_string().contains("requests journal"), "{error}");
    }

    #[test]
    fn a_restarted_device_and_host_continue_the_same_chains() {
        let (ids, header, entries) = game();
        let requests = vec![RequestEntry {
            action: Action::Enter {
                text: "Eva vier".into(),
                target: crate::table::Target::Both,
            },
            said: Some("Eva vier".into()),
            secrets: Default::default(),
        }];
        let history = hashed(ids, &header, &entries).expect("hashed");
        let device = device_link(ids, &history, &requests, None).expect("device");
        assert_eq!((device.received(), device.sent()), (4, 1));
        let sent = request_records(ids, None, &requests).expect("records");
        let mut with_via = history.clone();
        with_via[3].0.via = Some(via(&sent[0]));
        let host = host_link(ids, &with_via, Seat::Sighted).expect("host");
        assert_eq!((host.sent(), host.received()), (4, 1));
        // An entry that does not read back is named, not skipped.
        let mut bad = entries;
        bad[1].uci = Some("e2e9".into());
        assert!(hashed(ids, &header, &bad).is_err());
    }

    #[test]
    fn a_welcome_round_trips_and_garbage_is_named() {
        let (ids, header, _) = game();
        let welcome = Welcome {
            ids,
            header,
            seat: "arbiter".into(),
            through: 7,
            requests_from: None,
            seat_key: Some("00".repeat(32)),
            seat_private: None,
            keys: BTreeMap::from([(
                "arbiter".to_owned(),
                PrivateKey::from_bytes([2; 32]).public().to_hex(),
            )]),
        };
        assert_eq!(Welcome::decode(&welcome.encode()), Ok(welcome.clone()));
        assert!(Welcome::decode(b"{\"ids\":1}").is_err());
        // What a device makes of it: its seat, its journal's table, its key, its stream.
        assert_eq!(welcome.check(Seat::Arbiter, Some(ids)), Ok(()));
        assert_eq!(welcome.check(Seat::Arbiter, None), Ok(()));
        assert_eq!(welcome.check(Seat::Blind, None), Err(WelcomeMismatch::Seat));
        let other = Ids::from_bits(9, 9);
        assert_eq!(
            welcome.check(Seat::Arbiter, Some(other)),
            Err(WelcomeMismatch::Table)
        );
        let own = PrivateKey::from_bytes([1; 32]);
        let keyring = welcome.keyring(Seat::Arbiter, Some(own.clone()));
        // Its own key, not the one the host had for the seat.
        assert_eq!(keyring.public_key(ids, Seat::Arbiter), Some(own.public()));
        let sighted = welcome.keyring(Seat::Sighted, None);
        assert_eq!(
            sighted.public_key(ids, Seat::Arbiter),
            Some(PrivateKey::from_bytes([2; 32]).public())
        );
        assert_eq!(welcome.requests_start(), None);
        let lost = Welcome {
            requests_from: Some((3, 77)),
            seat_key: None,
            keys: BTreeMap::new(),
            ..welcome
        };
        assert_eq!(lost.requests_start(), Some((3, 77)));
        assert_eq!(
            lost.keyring(Seat::Arbiter, None)
                .public_key(ids, Seat::Arbiter),
            None
        );
        assert!(Welcome::decode(&vec![b' '; MAX_WELCOME + 1]).is_err());
    }
}
