//! `annabella host`: a table at this terminal that other devices join over the network (the
//! sighted player's or assistant's, the arbiter's), each in its own language and voice.

use std::{net::SocketAddr, process::ExitCode};

use super::play::{PlayArgs, run_listening};
use crate::table::Seat;

/// Where a host listens unless told otherwise: this machine only.
pub(crate) const DEFAULT_LISTEN: &str = "127.0.0.1:46100";

/// Options of a hosted table: every option of a game at one terminal, and where to listen.
#[derive(Debug, Clone, clap::Args)]
pub(crate) struct HostArgs {
    /// Where devices join. The default listens on this machine only (a second terminal); give
    /// e.g. 0.0.0.0:46100 to let a laptop across the table join over the local network.
    #[arg(long, value_name = "ADDR", default_value = DEFAULT_LISTEN)]
    listen: SocketAddr,
    /// The arbiter lets a new device pair for this seat (sighted or arbiter), whose paired
    /// device is lost: its key is withdrawn and a new code is shown. With --resume.
    #[arg(long, value_name = "SEAT", requires = "resume")]
    new_device: Option<Seat>,
    #[command(flatten)]
    play: PlayArgs,
}

pub(crate) fn run(args: &HostArgs) -> ExitCode {
    run_listening(&args.play, Some(args.listen), args.new_device)
}
