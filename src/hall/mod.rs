//! The tournament hall (pure): many tables on one NATS bus. Each table publishes its journal,
//! line by line, on subjects of its own; an arbiter station follows every table through a
//! replica of it and sends arbiter actions back to one table; a relay writes the games as PGN,
//! delayed; each table's latest state is also kept as a snapshot, so that a station or relay
//! started late starts from it. This module is the pure part: the subjects and message ids,
//! the wire form of a journal line, the snapshot, the station's model of N tables, the delayed
//! relay and the broker's configuration. The bus itself is `io::nats`; the station and the relay loops are in `run`.

pub mod desk;
pub mod live;
pub mod matter;
pub mod model;
pub mod once;
pub mod relay;
pub mod server;
pub mod snapshot;
pub mod station;
pub mod subjects;
pub mod wire;

pub use model::{HallModel, Need, Summary, Waiting};
pub use subjects::{Hall, TableNo};
