//! `annabella hall`: the arbiter station of a tournament hall on NATS, its public relay
//! (`hall relay`) and the broker's configuration (`hall config`); and the options by which a
//! table joins a hall (`annabella --hall …`).

use std::{path::PathBuf, process::ExitCode, time::Duration};

use super::common::{ConfigArg, load_settings};
use crate::{
    config::{Overrides, SpeechBackend},
    hall::{
        Hall, TableNo,
        server::{BrokerNode, Cluster, Listen, cluster_config, config, route_port, users},
    },
    i18n::{Arg, Lang, Localizer},
    io::nats::{Bus, Credentials},
    run::{hall::StationArgs, relay::RelayArgs},
};

/// Where the hall's broker is and who this device is.
#[derive(Debug, Clone, clap::Args)]
pub(crate) struct BusArgs {
    /// The hall's broker, e.g. nats://10.0.0.5:4222 (tls://… for TLS); a cluster's nodes
    /// separated by commas (nats://a:4222,nats://b:4222,nats://c:4222).
    #[arg(long = "hall", value_name = "URL")]
    url: Option<String>,
    /// The tournament: a name of letters, digits, '-' and '_'.
    #[arg(long, value_name = "NAME")]
    tournament: Option<String>,
    /// The user name the hall gave this device (`annabella hall config` writes them).
    #[arg(long, value_name = "USER", requires = "hall_password")]
    hall_user: Option<String>,
    /// Its password.
    #[arg(long, value_name = "PASSWORD", requires = "hall_user")]
    hall_password: Option<String>,
    /// This device's credentials file: the one `hall config` wrote (creds/USER.creds, its
    /// user and password), or a NATS credentials file. Safer than --hall-password, which any
    /// local user can read in the process list.
    #[arg(long, value_name = "FILE", conflicts_with = "hall_user")]
    hall_creds: Option<PathBuf>,
    /// The hall's CA certificate, for a broker with TLS.
    #[arg(long, value_name = "FILE")]
    hall_ca: Option<PathBuf>,
}

impl BusArgs {
    /// The bus, if `--hall` was given.
    fn bus(&self) -> Result<Option<Bus>, HallUsage> {
        let Some(url) = &self.url else {
            return Ok(None);
        };
        let tournament = self
            .tournament
            .as_deref()
            .ok_or(HallUsage::NeedsTournament)?;
        let hall = Hall::new(tournament).map_err(|e| HallUsage::BadTournament(e.0))?;
        let credentials = match (&self.hall_user, &self.hall_password, &self.hall_creds) {
            (Some(user), Some(password), _) => Credentials::Password {
                user: user.clone(),
                password: password.clone(),
            },
            (_, _, Some(file)) => Credentials::File(file.clone()),
            _ => Credentials::None,
        };
        Ok(Some(Bus {
            url: url.clone(),
            hall,
            credentials,
            ca: self.hall_ca.clone(),
        }))
    }

    fn required(&self) -> Result<Bus, HallUsage> {
        self.bus()?.ok_or(HallUsage::NeedsBroker)
    }
}

/// How a table joins a hall (options of `annabella`).
#[derive(Debug, Clone, clap::Args)]
pub(crate) struct HallJoinArgs {
    #[command(flatten)]
    bus: BusArgs,
    /// This table's number in the hall (with --hall).
    #[arg(long = "table", value_name = "N", requires = "url")]
    table: Option<TableNo>,
    /// The round, for the relay's files (with --hall).
    #[arg(long, value_name = "ROUND", requires = "url", value_parser = super::common::tag_value)]
    round: Option<String>,
}

impl HallJoinArgs {
    /// The options as given, for the command that goes on with the table in its hall.
    pub(crate) fn again(&self) -> Vec<String> {
        let b = &self.bus;
        let path = |p: &Option<PathBuf>| p.as_ref().map(|p| p.display().to_string());
        [
            ("--hall", b.url.clone()),
            ("--tournament", b.tournament.clone()),
            ("--table", self.table.map(|n| n.to_string())),
            ("--round", self.round.clone()),
            ("--hall-user", b.hall_user.clone()),
            ("--hall-password", b.hall_password.clone()),
            ("--hall-creds", path(&b.hall_creds)),
            ("--hall-ca", path(&b.hall_ca)),
        ]
        .into_iter()
        .filter_map(|(flag, value)| Some([flag.to_owned(), value?]))
        .flatten()
        .collect()
    }

    /// The round given, for the game's tags (with --hall).
    pub(crate) fn round(&self) -> Option<&str> {
        self.round.as_deref()
    }

    /// The hall this table joins, if any.
    pub(crate) fn join(&self) -> Result<Option<crate::run::play::HallJoin>, HallUsage> {
        let Some(bus) = self.bus.bus()? else {
            return Ok(None);
        };
        let table = self.table.filter(|n| *n > 0).ok_or(HallUsage::NeedsTable)?;
        Ok(Some(crate::run::play::HallJoin { bus, table }))
    }
}

/// Options of `annabella hall`.
#[derive(Debug, Clone, clap::Args)]
#[command(args_conflicts_with_subcommands = true, subcommand_negates_reqs = true)]
pub(crate) struct HallArgs {
    #[command(subcommand)]
    command: Option<HallCommand>,
    #[command(flatten)]
    bus: BusArgs,
    /// Line mode: lines in, lines out, for a screen reader or braille display (without it, the
    /// station has a full screen).
    #[arg(long)]
    reader: bool,
    /// The station's language: en, de, es, eu, pl, gl.
    #[arg(long)]
    lang: Option<Lang>,
    /// No speech: leave speaking to the screen reader.
    #[arg(long)]
    no_speech: bool,
    /// This station's name, which marks its requests (several stations may follow one hall).
    #[arg(long, value_name = "NAME")]
    name: Option<String>,
    /// Create the tournament's hall if the broker has none of that name, without asking (the
    /// station asks first otherwise: a mistyped name would start an empty hall).
    #[arg(long)]
    create: bool,
    #[command(flatten)]
    config: ConfigArg,
}

#[derive(Debug, Clone, clap::Subcommand)]
enum HallCommand {
    /// Write every game as PGN with %clk, one file per round, delayed.
    Relay(RelayCli),
    /// Write a nats-server configuration for a hall and its users' passwords.
    Config(ConfigCli),
}

#[derive(Debug, Clone, clap::Args)]
struct RelayCli {
    #[command(flatten)]
    bus: BusArgs,
    /// The directory of the round files (round-3.pgn, …).
    #[arg(long, value_name = "DIR")]
    out: PathBuf,
    /// How long moves are held back, e.g. 15m.
    #[arg(long, default_value = "15m", value_parser = super::common::duration_arg)]
    delay: Duration,
    /// How often the files are brought up to date, e.g. 5s.
    #[arg(long, default_value = "5s", value_parser = super::common::duration_arg)]
    every: Duration,
    /// The language of what the relay tells: en, de, es, eu, pl, gl.
    #[arg(long)]
    lang: Option<Lang>,
    #[command(flatten)]
    config: ConfigArg,
}

#[derive(Debug, Clone, clap::Args)]
struct ConfigCli {
    /// The tournament.
    #[arg(long, value_name = "NAME")]
    tournament: String,
    /// How many tables (users table-1 … table-N).
    #[arg(long, value_name = "N")]
    tables: TableNo,
    /// How many arbiter stations (users arbiter-1 …).
    #[arg(long, default_value = "2", value_name = "N")]
    arbiters: u32,
    /// How many relays and other read-only followers (users relay-1 …).
    #[arg(long, default_value = "1", value_name = "N")]
    relays: u32,
    /// The address and port the broker listens on (default 127.0.0.1:4222). With --cluster,
    /// once per node (each on its own machine), or once for all on one machine (the nodes then
    /// take this port and the next ones).
    #[arg(long, value_name = "HOST:PORT")]
    listen: Vec<String>,
    /// A cluster of N nodes (3, or 5) with the hall's stream and store in three copies: the hall
    /// goes on when one node is lost. Each node's configuration goes in a folder of its own
    /// (node-1, …); the nodes reach each other 2000 ports above their devices' port.
    #[arg(long, value_name = "N")]
    cluster: Option<usize>,
    /// JetStream's store directory (with --cluster, node-1, … in it).
    #[arg(long, value_name = "DIR")]
    store: PathBuf,
    /// TLS certificate (for a hall not on loopback), with --tls-key.
    #[arg(long, value_name = "FILE", requires = "tls_key")]
    tls_cert: Option<PathBuf>,
    /// TLS key.
    #[arg(long, value_name = "FILE", requires = "tls_cert")]
    tls_key: Option<PathBuf>,
    /// Where to write nats.conf and users.txt (created; existing files are not replaced).
    #[arg(long, value_name = "DIR")]
    out: PathBuf,
    /// The language of what it tells: en, de, es, eu, pl, gl.
    #[arg(long)]
    lang: Option<Lang>,
    #[command(flatten)]
    config: ConfigArg,
}

/// What is wrong with the options of a hall's command, said in the language chosen; the
/// options themselves are quoted as typed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum HallUsage {
    /// `--hall` without `--tournament`.
    NeedsTournament,
    /// A tournament's name a subject cannot hold.
    BadTournament(String),
    /// A station or a relay without `--hall`.
    NeedsBroker,
    /// A table in a hall without its number.
    NeedsTable,
    /// A table in a hall without a journal.
    NoJournal,
    /// A `--listen` that is not HOST:PORT.
    BadListen(String),
    /// No randomness for the passwords.
    NoRandomness,
    /// Several `--listen` for one broker.
    ListenOnce,
    /// A cluster of an even or impossible number of nodes.
    ClusterSize,
    /// As many `--listen` as neither one machine nor the nodes.
    ClusterListens(usize),
    /// A port too high for its route port.
    NoRoutePort(u16),
}

impl HallUsage {
    /// The message in `words`' language.
    pub(crate) fn localized(&self, words: &Localizer) -> String {
        let s = Arg::Str;
        let quoted = |text: &str| crate::quote::quote(text);
        match self {
            HallUsage::NeedsTournament => words.format(
                "hall-usage-needs",
                &[("option", s("--hall")), ("needed", s("--tournament NAME"))],
            ),
            HallUsage::BadTournament(name) => words.format(
                "hall-usage-bad-tournament",
                &[("option", s("--tournament")), ("name", s(&quoted(name)))],
            ),
            HallUsage::NeedsBroker => words.format(
                "hall-usage-needs-broker",
                &[("example", s("--hall nats://HOST:PORT"))],
            ),
            HallUsage::NeedsTable => words.format(
                "hall-usage-needs-table",
                &[("option", s("--hall")), ("needed", s("--table N"))],
            ),
            HallUsage::NoJournal => words.format(
                "hall-usage-no-journal",
                &[("hall", s("--hall")), ("option", s("--no-journal"))],
            ),
            HallUsage::BadListen(given) => words.format(
                "hall-usage-bad-listen",
                &[
                    ("option", s("--listen")),
                    ("given", s(&quoted(given))),
                    ("form", s("HOST:PORT")),
                ],
            ),
            HallUsage::NoRandomness => words.text("hall-usage-no-randomness"),
            HallUsage::ListenOnce => words.format(
                "hall-usage-listen-once",
                &[("listen", s("--listen")), ("cluster", s("--cluster N"))],
            ),
            HallUsage::ClusterSize => {
                words.format("hall-usage-cluster-size", &[("option", s("--cluster"))])
            }
            HallUsage::ClusterListens(count) => words.format(
                "hall-usage-cluster-listens",
                &[
                    ("cluster", s(&format!("--cluster {count}"))),
                    ("listen", s("--listen")),
                    ("count", Arg::Num(i64::try_from(*count).unwrap_or(i64::MAX))),
                ],
            ),
            HallUsage::NoRoutePort(port) => words.format(
                "hall-usage-no-route-port",
                &[
                    ("option", s("--listen")),
                    ("port", Arg::Num(i64::from(*port))),
                ],
            ),
        }
    }
}

/// A usage error said in `lang`.
pub(crate) fn usage(lang: Lang, error: &HallUsage) -> ExitCode {
    eprintln!("annabella: {}", error.localized(&Localizer::builtin(lang)));
    ExitCode::from(2)
}

/// A fresh password: 20 letters and digits from the system's randomness.
fn password() -> String {
    const ALPHABET: &[u8] = b"abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789";
    let mut bytes = [0u8; 20];
    if getrandom::fill(&mut bytes).is_err() {
        // No randomness: no password at all is better than a guessable one.
        return String::new();
    }
    bytes
        .iter()
        .map(|b| char::from(ALPHABET[usize::from(*b) % ALPHABET.len()]))
        .collect()
}

/// HOST:PORT read.
fn host_port(text: &str) -> Result<(String, u16), HallUsage> {
    text.rsplit_once(':')
        .and_then(|(h, p)| Some((h.to_owned(), p.parse::<u16>().ok()?)))
        .filter(|(h, _)| !h.is_empty())
        .ok_or_else(|| HallUsage::BadListen(text.to_owned()))
}

fn write_config(args: &ConfigCli, lang: Lang) -> ExitCode {
    let usage = |error: HallUsage| usage(lang, &error);
    let words = Localizer::builtin(lang);
    let hall = match Hall::new(&args.tournament) {
        Ok(h) => h,
        Err(e) => return usage(HallUsage::BadTournament(e.0)),
    };
    let listens = if args.listen.is_empty() {
        vec!["127.0.0.1:4222".to_owned()]
    } else {
        args.listen.clone()
    };
    let places: Vec<(String, u16)> = match listens.iter().map(|l| host_port(l)).collect() {
        Ok(p) => p,
        Err(e) => return usage(e),
    };
    let users = users(args.tables, args.arbiters, args.relays, password);
    if users.iter().any(|u| u.password.is_empty()) {
        return usage(HallUsage::NoRandomness);
    }
    let tls = args
        .tls_cert
        .as_ref()
        .zip(args.tls_key.as_ref())
        .map(|(c, k)| (c.display().to_string(), k.display().to_string()));
    let list: String = users
        .iter()
        .map(|u| format!("{} {} {:?}\n", u.name, u.password, u.role))
        .collect();
    let Some(count) = args.cluster else {
        let [(host, port)] = places.as_slice() else {
            return usage(HallUsage::ListenOnce);
        };
        let listen = Listen {
            host: host.clone(),
            port: *port,
            store_dir: args.store.display().to_string(),
            tls,
        };
        let text = config(&hall, &listen, &users);
        return crate::run::hall::write_config(&args.out, &text, &list, &words);
    };
    if !(3..=9).contains(&count) || count % 2 == 0 {
        return usage(HallUsage::ClusterSize);
    }
    // One place per node, or one machine with consecutive ports.
    let places: Vec<(String, u16)> = match places.as_slice() {
        [(host, port)] => (0..count)
            .map(|i| (host.clone(), port.saturating_add(i as u16)))
            .collect(),
        all if all.len() == count => all.to_vec(),
        _ => return usage(HallUsage::ClusterListens(count)),
    };
    let mut nodes = Vec::new();
    for (i, (host, port)) in places.into_iter().enumerate() {
        let Some(route) = route_port(port) else {
            return usage(HallUsage::NoRoutePort(port));
        };
        nodes.push(BrokerNode {
            listen: Listen {
                host,
                port,
                store_dir: args
                    .store
                    .join(format!("node-{}", i + 1))
                    .display()
                    .to_string(),
                tls: tls.clone(),
            },
            route_port: route,
        });
    }
    let cluster = Cluster {
        nodes,
        route_password: password(),
    };
    for i in 0..count {
        let Some(text) = cluster_config(&hall, &cluster, i, &users) else {
            continue;
        };
        let out = args.out.join(format!("node-{}", i + 1));
        let code = crate::run::hall::write_config(&out, &text, &list, &words);
        if code != ExitCode::SUCCESS {
            return code;
        }
    }
    let urls: Vec<String> = cluster
        .nodes
        .iter()
        .map(|n| format!("nats://{}:{}", n.listen.host, n.listen.port))
        .collect();
    let reach = format!("--hall {}", urls.join(","));
    println!(
        "{}",
        words.format(
            "hall-config-cluster",
            &[
                ("option", Arg::Str(&reach)),
                ("count", Arg::Num(i64::try_from(count).unwrap_or(i64::MAX)))
            ]
        )
    );
    ExitCode::SUCCESS
}

pub(crate) fn run(args: &HallArgs) -> ExitCode {
    match &args.command {
        Some(HallCommand::Config(c)) => {
            let overrides = Overrides {
                lang: c.lang,
                ..Overrides::default()
            };
            match load_settings(c.config.config.as_deref(), &overrides) {
                Ok(settings) => write_config(c, settings.lang),
                Err(code) => code,
            }
        }
        Some(HallCommand::Relay(r)) => {
            let overrides = Overrides {
                lang: r.lang,
                ..Overrides::default()
            };
            let settings = match load_settings(r.config.config.as_deref(), &overrides) {
                Ok(s) => s,
                Err(code) => return code,
            };
            let bus = match r.bus.required() {
                Ok(bus) => bus,
                Err(e) => return usage(settings.lang, &e),
            };
            crate::run::relay::relay(&RelayArgs {
                bus,
                out: r.out.clone(),
                delay: r.delay,
                every: r.every,
                lang: settings.lang,
            })
        }
        None => {
            let overrides = Overrides {
                lang: args.lang,
                backend: args.no_speech.then_some(SpeechBackend::None),
                ..Overrides::default()
            };
            let settings = match load_settings(args.config.config.as_deref(), &overrides) {
                Ok(s) => s,
                Err(code) => return code,
            };
            let bus = match args.bus.required() {
                Ok(b) => b,
                Err(e) => return usage(settings.lang, &e),
            };
            let name = args
                .name
                .clone()
                .unwrap_or_else(|| format!("station-{}", std::process::id()));
            crate::run::hall::station(&StationArgs {
                bus,
                settings,
                name,
                reader: args.reader,
                create: args.create,
            })
        }
    }
}
