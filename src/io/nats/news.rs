//! What happens to a bus, as typed news (edge): what happened and to what (credentials
//! refused, a broker not reached, a TLS problem, a credentials file not read, the hall's stream
//! not readable, …), worded by Fluent messages in the language of the person who is told. The
//! client library's own reason is English: it is kept beside the news for the devices log
//! ([`BusNews::details`]) and never worded to a seat.

use std::path::PathBuf;

use crate::{
    hall::TableNo,
    i18n::{Arg, Localizer},
};

/// What a device follows on the bus that it could not subscribe to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Followed {
    /// A table's arbiter requests.
    Requests(TableNo),
    /// The tables' heartbeats (the station).
    Heartbeats,
    /// The lines heard live, as the tables publish them (the station).
    LiveLines,
}

/// What happens to a bus's connection, for the person at the device (worded by
/// [`BusNews::words`] in their language; the library's reason, for the log, by
/// [`BusNews::details`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum BusNews {
    /// The broker is reached (again).
    Connected,
    /// The connection is lost; the client tries again by itself.
    Lost,
    /// The broker refused these credentials; tried again.
    Refused {
        /// Who this device said it was (a user, or its credentials file).
        user: String,
        /// The library's reason, for the log.
        detail: String,
    },
    /// No broker of the hall can be reached; tried again.
    Unreachable {
        /// The library's reason, for the log.
        detail: String,
    },
    /// The TLS connection could not be made (the CA file given, or the system's, does not
    /// trust the broker, or it cannot be read); tried again.
    Tls {
        /// The CA certificate given, if any.
        ca: Option<PathBuf>,
        /// The library's reason, for the log.
        detail: String,
    },
    /// The credentials file cannot be read; tried again.
    CredentialsFile {
        /// The file.
        file: PathBuf,
        /// The library's reason, for the log.
        detail: String,
    },
    /// The broker reported an error about this device's own traffic (a subject its user may
    /// not use, most often).
    BrokerError {
        /// The broker's words, for the log.
        detail: String,
    },
    /// A subscription could not be made: that part of the hall is not followed.
    NotFollowed {
        /// What.
        what: Followed,
        /// The library's reason, for the log.
        detail: String,
    },
    /// The hall's stream cannot be read (missing, not yet ready, or its reading broke off);
    /// tried again.
    StreamUnreadable {
        /// The stream's name.
        stream: String,
        /// The library's reason, for the log.
        detail: String,
    },
    /// The hall's store of snapshots cannot be made ready.
    StoreUnready {
        /// The library's reason, for the log.
        detail: String,
    },
    /// A table's snapshot was not stored in the hall; tried again later.
    SnapshotNotStored {
        /// The table.
        table: TableNo,
        /// The library's reason, for the log.
        detail: String,
    },
    /// A table received an arbiter request it cannot read; it is not applied.
    RequestUnreadable {
        /// The table.
        table: TableNo,
        /// Why, for the log.
        detail: String,
    },
    /// An arbiter request came from a station of another hall protocol: not applied.
    RequestOtherRelease {
        /// The table.
        table: TableNo,
        /// Which versions each side speaks.
        other: crate::net::version::OtherRelease,
    },
    /// A table's journal line was not taken by the stream; it is sent again from the journal.
    NotSent {
        /// The table.
        table: TableNo,
        /// Why, in the client library's (English) words: for the log.
        reason: String,
    },
    /// The table's journal is all in the stream again.
    CaughtUp {
        /// The table.
        table: TableNo,
    },
}

impl BusNews {
    /// What the news holds in the client library's own (English) words and its worded form
    /// leaves out, for the devices log.
    pub fn details(&self) -> Option<&str> {
        match self {
            BusNews::Connected
            | BusNews::Lost
            | BusNews::CaughtUp { .. }
            | BusNews::RequestOtherRelease { .. } => None,
            BusNews::Refused { detail, .. }
            | BusNews::Unreachable { detail }
            | BusNews::Tls { detail, .. }
            | BusNews::CredentialsFile { detail, .. }
            | BusNews::BrokerError { detail }
            | BusNews::NotFollowed { detail, .. }
            | BusNews::StreamUnreadable { detail, .. }
            | BusNews::StoreUnready { detail }
            | BusNews::SnapshotNotStored { detail, .. }
            | BusNews::RequestUnreadable { detail, .. }
            | BusNews::NotSent { reason: detail, .. } => Some(detail),
        }
    }

    /// Whether the people at a table hear it: a snapshot not stored while the hall takes the
    /// table's every line is the hall's matter, kept in the devices log, never a word to the
    /// players (they hear of the hall only when it does not take their game).
    pub fn told_at_table(&self) -> bool {
        !matches!(self, BusNews::SnapshotNotStored { .. })
    }

    /// The line for the devices log: what happened (the message's id) and the library's
    /// reason, for the hall at `url`; `None` when the news holds nothing more than its words.
    pub fn log_line(&self, url: &str) -> Option<String> {
        self.details()
            .map(|detail| format!("hall {url}: {}: {detail}", self.message_id()))
    }

    /// The Fluent message that words the news.
    fn message_id(&self) -> &'static str {
        match self {
            BusNews::Connected => "hall-bus-connected",
            BusNews::Lost => "hall-bus-lost",
            BusNews::Refused { .. } => "hall-bus-refused",
            BusNews::Unreachable { .. } => "hall-bus-unreachable",
            BusNews::Tls { ca: Some(_), .. } => "hall-bus-tls-ca",
            BusNews::Tls { ca: None, .. } => "hall-bus-tls",
            BusNews::CredentialsFile { .. } => "hall-bus-creds-file",
            BusNews::BrokerError { .. } => "hall-bus-broker-error",
            BusNews::NotFollowed {
                what: Followed::Requests(_),
                ..
            } => "hall-bus-no-requests",
            BusNews::NotFollowed {
                what: Followed::Heartbeats,
                ..
            } => "hall-bus-no-heartbeats",
            BusNews::NotFollowed {
                what: Followed::LiveLines,
                ..
            } => "hall-bus-no-live",
            BusNews::StreamUnreadable { .. } => "hall-bus-stream",
            BusNews::StoreUnready { .. } => "hall-bus-store",
            BusNews::SnapshotNotStored { .. } => "hall-bus-snapshot-not-stored",
            BusNews::RequestUnreadable { .. } => "hall-bus-request-unreadable",
            BusNews::RequestOtherRelease { .. } => "hall-bus-request-other-release",
            BusNews::NotSent { .. } => "hall-bus-not-sent",
            BusNews::CaughtUp { .. } => "hall-bus-caught-up",
        }
    }

    /// The news in `words`' language, for the hall at `url`: what happened and to what, never
    /// the library's (English) reason.
    pub fn words(&self, words: &Localizer, url: &str) -> String {
        let table = |n: &TableNo| ("table", Arg::Num(i64::from(*n)));
        if let BusNews::RequestOtherRelease { table: n, other } = self {
            let format = |id: &str, args: &[(&str, Arg<'_>)]| words.format(id, args);
            let (ours, theirs) = (
                crate::present::release::versions(&format, other.ours),
                crate::present::release::versions(&format, other.theirs),
            );
            let args = [
                table(n),
                ("ours", Arg::Str(&ours)),
                ("theirs", Arg::Str(&theirs)),
            ];
            return words.format(self.message_id(), &args);
        }
        let path;
        let mut args = vec![("url", Arg::Str(url))];
        match self {
            BusNews::Refused { user, .. } => args.push(("user", Arg::Str(user))),
            BusNews::Tls { ca: Some(ca), .. } => {
                path = ca.display().to_string();
                args.push(("ca", Arg::Str(&path)));
            }
            BusNews::CredentialsFile { file, .. } => {
                path = file.display().to_string();
                args.push(("file", Arg::Str(&path)));
            }
            BusNews::NotFollowed {
                what: Followed::Requests(n),
                ..
            }
            | BusNews::SnapshotNotStored { table: n, .. }
            | BusNews::RequestUnreadable { table: n, .. }
            | BusNews::NotSent { table: n, .. }
            | BusNews::CaughtUp { table: n } => args.push(table(n)),
            BusNews::StreamUnreadable { stream, .. } => args.push(("stream", Arg::Str(stream))),
            _ => {}
        }
        words.format(self.message_id(), &args)
    }
}

#[cfg(test)]
mod tests {
    use super::{BusNews, Followed};
    use crate::i18n::{Lang, Localizer};

    const LIBRARY: &str = "IO error: Connection refused (os error 111)";

    fn every_news() -> Vec<BusNews> {
        let detail = LIBRARY.to_owned();
        vec![
            BusNews::Refused {
                user: "table-1".into(),
                detail: detail.clone(),
            },
            BusNews::Unreachable {
                detail: detail.clone(),
            },
            BusNews::Tls {
                ca: Some("ca.pem".into()),
                detail: detail.clone(),
            },
            BusNews::Tls {
                ca: None,
                detail: detail.clone(),
            },
            BusNews::CredentialsFile {
                file: "t.creds".into(),
                detail: detail.clone(),
            },
            BusNews::BrokerError {
                detail: detail.clone(),
            },
            BusNews::NotFollowed {
                what: Followed::Requests(3),
                detail: detail.clone(),
            },
            BusNews::NotFollowed {
                what: Followed::Heartbeats,
                detail: detail.clone(),
            },
            BusNews::NotFollowed {
                what: Followed::LiveLines,
                detail: detail.clone(),
            },
            BusNews::StreamUnreadable {
                stream: "hall-oly".into(),
                detail: detail.clone(),
            },
            BusNews::StoreUnready {
                detail: detail.clone(),
            },
            BusNews::SnapshotNotStored {
                table: 3,
                detail: detail.clone(),
            },
            BusNews::RequestUnreadable {
                table: 3,
                detail: detail.clone(),
            },
            BusNews::NotSent {
                table: 3,
                reason: detail,
            },
        ]
    }

    #[test]
    fn the_librarys_reason_goes_to_the_log_never_to_a_seat() {
        for lang in Lang::ALL {
            let words = Localizer::builtin(lang);
            for news in every_news() {
                let said = news.words(&words, "nats://h:4222");
                assert!(!said.contains("Connection refused"), "{lang:?}: {said}");
                assert!(!said.contains('{'), "{lang:?}: {said}");
                assert!(
                    said.contains("nats://h:4222") || said.contains('3'),
                    "{said}"
                );
                assert_eq!(news.details(), Some(LIBRARY));
            }
        }
    }

    #[test]
    fn the_news_names_what_it_is_about() {
        let words = Localizer::builtin(Lang::De);
        let file = BusNews::CredentialsFile {
            file: "t.creds".into(),
            detail: LIBRARY.into(),
        };
        assert!(words_of(&file, &words).contains("t.creds"));
        let ca = BusNews::Tls {
            ca: Some("ca.pem".into()),
            detail: LIBRARY.into(),
        };
        assert!(words_of(&ca, &words).contains("ca.pem"));
        let stream = BusNews::StreamUnreadable {
            stream: "hall-oly".into(),
            detail: LIBRARY.into(),
        };
        assert!(words_of(&stream, &words).contains("hall-oly"));
        let refused = BusNews::Refused {
            user: "table-1".into(),
            detail: LIBRARY.into(),
        };
        assert!(words_of(&refused, &words).contains("table-1"));
        let log = refused.log_line("nats://h:4222").unwrap_or_default();
        assert!(
            log.contains(LIBRARY) && log.contains("nats://h:4222"),
            "{log}"
        );
    }

    fn words_of(news: &BusNews, words: &Localizer) -> String {
        news.words(words, "nats://h:4222")
    }

    #[test]
    fn a_request_of_another_hall_protocol_names_both_versions_in_every_language() {
        let news = BusNews::RequestOtherRelease {
            table: 3,
            other: crate::net::version::OtherRelease {
                ours: crate::net::version::Versions::new(2, "0.9.0"),
                theirs: crate::net::version::Versions::new(9, "9.9.9"),
            },
        };
        for lang in Lang::ALL {
            let said = news.words(&Localizer::builtin(lang), "nats://x");
            for named in ["3", "2", "0.9.0", "9", "9.9.9"] {
                assert!(said.contains(named), "{lang:?}: {said}");
            }
            assert!(!said.contains("hall-"), "{lang:?}: {said}");
        }
    }
}
