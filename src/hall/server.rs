//! The broker's configuration for a hall (pure): a nats-server config with JetStream and one
//! user per table, arbiter and spectator, each allowed only its own subjects. A table may
//! publish only its own journal and its own snapshots (its keys in the hall's key-value
//! bucket), and read only its own arbiter actions and replies; only arbiter users may publish
//! arbiter actions (and manage the stream and the bucket); spectators read the stream and the
//! bucket and publish nothing on the tables' subjects. Passwords are made at the edge and passed in.

use std::fmt::Write as _;

use super::{Hall, TableNo};

/// What a user of the hall may do.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum UserRole {
    /// Table `n`: its own journal out, its own arbiter actions in.
    Table(TableNo),
    /// An arbiter station: reads everything, sends arbiter actions, keeps the stream.
    Arbiter,
    /// A spectator (the public relay): reads the stream.
    Spectator,
}

/// One user of the broker.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct User {
    /// The user name (`table-7`, `arbiter-1`, `relay-1`).
    pub name: String,
    /// The password.
    pub password: String,
    /// What it may do.
    pub role: UserRole,
}

/// Where and how the broker listens.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Listen {
    /// Host or address (127.0.0.1 for a test; the hall network's address otherwise).
    pub host: String,
    /// Port.
    pub port: u16,
    /// JetStream's file store.
    pub store_dir: String,
    /// TLS certificate and key files, for a hall not on loopback.
    pub tls: Option<(String, String)>,
}

/// One node of a hall's cluster: where it listens for devices, and where for the other nodes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Node {
    /// Its devices' side (its store a folder of its own).
    pub listen: Listen,
    /// The port the other nodes reach it on (on the same host).
    pub route_port: u16,
}

/// The nodes of a cluster, and the password the nodes give each other (the route user's).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Cluster {
    /// Every node, in order: node `i` is `hall-<T>-<i+1>`.
    pub nodes: Vec<Node>,
    /// The routes' password.
    pub route_password: String,
}

/// The port a node listens on for the other nodes when its devices' port is `port`: 2000 above
/// it (4222 and 6222, as nats-server's own defaults).
pub fn route_port(port: u16) -> Option<u16> {
    port.checked_add(2000)
}

/// The users of a hall of `tables` tables with `arbiters` arbiter stations and `spectators`
/// relays, each password from `password`.
pub fn users(
    tables: TableNo,
    arbiters: u32,
    spectators: u32,
    mut password: impl FnMut() -> String,
) -> Vec<User> {
    let tables = (1..=tables).map(|n| (format!("table-{n}"), UserRole::Table(n)));
    let arbiters = (1..=arbiters).map(|n| (format!("arbiter-{n}"), UserRole::Arbiter));
    let spectators = (1..=spectators).map(|n| (format!("relay-{n}"), UserRole::Spectator));
    tables
        .chain(arbiters)
        .chain(spectators)
        .map(|(name, role)| User {
            name,
            password: password(),
            role,
        })
        .collect()
}

fn quoted(text: &str) -> String {
    format!("\"{}\"", text.replace('\\', "\\\\").replace('"', "\\\""))
}

fn list(items: &[String]) -> String {
    let quoted: Vec<String> = items.iter().map(|s| quoted(s)).collect();
    format!("[{}]", quoted.join(", "))
}

/// What `role` may publish and subscribe to.
pub fn permissions(hall: &Hall, role: UserRole) -> (Vec<String>, Vec<String>) {
    let stream = hall.stream();
    let store = format!("KV_{}", hall.bucket());
    let api = |what: &str| format!("$JS.API.{what}");
    match role {
        UserRole::Table(n) => (
            vec![
                hall.journal(n),
                // Its heartbeat, and its lines heard live.
                hall.alive(n),
                hall.live(n),
                // Its own keys only: the latest snapshot of each of its games.
                hall.snapshots_of(n),
                // Where its journal stands in the stream, to go on from there after a restart:
                // whether the stream holds anything, then its last line.
                api(&format!("STREAM.INFO.{stream}")),
                api(&format!("STREAM.MSG.GET.{stream}")),
            ],
            vec![hall.arbiter(n), format!("{}.>", hall.table_inbox(n))],
        ),
        UserRole::Arbiter => (
            vec![
                hall.arbiters(),
                api(">"),
                "$JS.FC.>".into(),
                "$JS.ACK.>".into(),
            ],
            vec![format!("t.{}.>", hall.tournament()), "_INBOX.>".into()],
        ),
        UserRole::Spectator => {
            // The stream and the bucket's stream, read only.
            let mut publish: Vec<String> = [&stream, &store]
                .iter()
                .flat_map(|s| {
                    [
                        api(&format!("STREAM.INFO.{s}")),
                        api(&format!("STREAM.MSG.GET.{s}")),
                        api(&format!("CONSUMER.CREATE.{s}")),
                        api(&format!("CONSUMER.CREATE.{s}.>")),
                        api(&format!("CONSUMER.DELETE.{s}.>")),
                        api(&format!("CONSUMER.INFO.{s}.>")),
                        format!("$JS.ACK.{s}.>"),
                    ]
                })
                .collect();
            publish.push("$JS.FC.>".into());
            (publish, vec!["_INBOX.>".into()])
        }
    }
}

/// The nats-server configuration of `hall` listening as `listen`, for `users`.
pub fn config(hall: &Hall, listen: &Listen, users: &[User]) -> String {
    node_config(hall, listen, &format!("hall-{hall}"), None, users)
}

/// The configuration of node `i` (from 0) of `cluster`: JetStream on it, routes to every other
/// node (the route user's password in them), the same users and permissions on each.
pub fn cluster_config(hall: &Hall, cluster: &Cluster, i: usize, users: &[User]) -> Option<String> {
    let node = cluster.nodes.get(i)?;
    let mut part = String::new();
    let _ = writeln!(part, "cluster {{");
    let _ = writeln!(part, "  name: {}", quoted(&format!("hall-{hall}")));
    let _ = writeln!(
        part,
        "  listen: {}",
        quoted(&format!("{}:{}", node.listen.host, node.route_port))
    );
    let _ = writeln!(
        part,
        "  authorization {{ user: \"route\", password: {} }}",
        quoted(&cluster.route_password)
    );
    let routes: Vec<String> = cluster
        .nodes
        .iter()
        .enumerate()
        .filter(|(j, _)| *j != i)
        .map(|(_, other)| {
            format!(
                "nats-route://route:{}@{}:{}",
                cluster.route_password, other.listen.host, other.route_port
            )
        })
        .collect();
    let _ = writeln!(part, "  routes: {}", list(&routes));
    let _ = writeln!(part, "}}");
    let name = format!("hall-{hall}-{}", i + 1);
    Some(node_config(hall, &node.listen, &name, Some(&part), users))
}

fn node_config(
    hall: &Hall,
    listen: &Listen,
    name: &str,
    cluster: Option<&str>,
    users: &[User],
) -> String {
    let mut out = String::new();
    let _ = writeln!(
        out,
        "# The hall of tournament {hall}: written by annabella."
    );
    let _ = writeln!(
        out,
        "listen: {}",
        quoted(&format!("{}:{}", listen.host, listen.port))
    );
    let _ = writeln!(out, "server_name: {}", quoted(name));
    let _ = writeln!(
        out,
        "jetstream {{\n  store_dir: {}\n}}",
        quoted(&listen.store_dir)
    );
    if let Some(cluster) = cluster {
        out.push_str(cluster);
    }
    if let Some((cert, key)) = &listen.tls {
        let _ = writeln!(
            out,
            "tls {{\n  cert_file: {}\n  key_file: {}\n}}",
            quoted(cert),
            quoted(key)
        );
    }
    let _ = writeln!(out, "authorization {{\n  users = [");
    for user in users {
        let (publish, subscribe) = permissions(hall, user.role);
        // A table answers the arbiter's request (that it has it) on the request's own reply
        // subject, and on no other.
        let responses = if matches!(user.role, UserRole::Table(_)) {
            ", allow_responses: true"
        } else {
            ""
        };
        let _ = writeln!(
            out,
            "    {{ user: {}, password: {}, permissions: {{ publish: {{ allow: {} }}, subscribe: {{ allow: {} }}{responses} }} }}",
            quoted(&user.name),
            quoted(&user.password),
            list(&publish),
            list(&subscribe),
        );
    }
    let _ = writeln!(out, "  ]\n}}");
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_node_of_a_cluster_routes_to_the_others_with_the_same_users() {
        let hall = Hall::new("oly").unwrap();
        let users = users(1, 1, 1, || "pw".into());
        let node = |host: &str, port| Node {
            listen: Listen {
                host: host.into(),
                port,
                store_dir: format!("/srv/{host}"),
                tls: None,
            },
            route_port: route_port(port).unwrap(),
        };
        let cluster = Cluster {
            nodes: vec![node("a", 4222), node("b", 4222), node("c", 4222)],
            route_password: "rp".into(),
        };
        let second = cluster_config(&hall, &cluster, 1, &users).unwrap();
        assert!(second.contains("server_name: \"hall-oly-2\""), "{second}");
        assert!(second.contains("listen: \"b:6222\""), "{second}");
        assert!(
            second.contains("nats-route://route:rp@a:6222")
                && second.contains("nats-route://route:rp@c:6222")
                && !second.contains("@b:6222"),
            "routes to the others only: {second}"
        );
        assert!(second.contains("name: \"hall-oly\""), "{second}");
        assert_eq!(
            second.matches("user: \"table-1\"").count(),
            1,
            "the same users: {second}"
        );
        assert!(cluster_config(&hall, &cluster, 3, &users).is_none());
    }

    #[test]
    fn each_user_gets_only_its_own_subjects() {
        let hall = Hall::new("oly").unwrap();
        let mut count = 0;
        let users = users(2, 1, 1, || {
            count += 1;
            format!("pw{count}")
        });
        let names: Vec<_> = users.iter().map(|u| u.name.as_str()).collect();
        assert_eq!(names, ["table-1", "table-2", "arbiter-1", "relay-1"]);
        let (publish, subscribe) = permissions(&hall, UserRole::Table(2));
        assert!(publish.contains(&"t.oly.table.2.journal".to_owned()));
        assert!(publish.contains(&"$KV.HALL_oly.2.>".to_owned()));
        assert!(
            !publish
                .iter()
                .any(|s| s.contains("table.1") || s.contains(".1.") || s.ends_with("arbiter"))
        );
        assert!(
            !publish.iter().any(|s| s.starts_with("$KV.HALL_oly.>")),
            "a table writes only its own keys"
        );
        assert_eq!(subscribe[0], "t.oly.table.2.arbiter");
        let (publish, _) = permissions(&hall, UserRole::Spectator);
        assert!(!publish.iter().any(|s| s.starts_with("t.")));
        assert!(
            !publish.iter().any(|s| s.starts_with("$KV.")),
            "a spectator writes no snapshot"
        );
        assert!(publish.contains(&"$JS.API.CONSUMER.CREATE.KV_HALL_oly".to_owned()));
        let text = config(
            &hall,
            &Listen {
                host: "127.0.0.1".into(),
                port: 4333,
                store_dir: "/tmp/x \"y\"".into(),
                tls: None,
            },
            &users,
        );
        assert!(text.contains("listen: \"127.0.0.1:4333\""), "{text}");
        assert!(text.contains("store_dir: \"/tmp/x \\\"y\\\"\""), "{text}");
        assert!(
            text.contains("user: \"table-2\", password: \"pw2\""),
            "{text}"
        );
    }
}
