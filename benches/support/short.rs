//! The benches' short form: with `ANNABELLA_BENCH_SHORT=1` (as `scripts/test` runs them) every
//! bench runs smaller counts, in seconds, so that CI sees each one run to its end, and a part
//! that cannot be measured for want of an outside program fails it (in CI a missing tool is a
//! failure). Plain `cargo bench` prints the full figures and says what it skipped.

use std::process::ExitCode;

/// The environment variable every bench reads.
pub const SHORT: &str = "ANNABELLA_BENCH_SHORT";

/// Whether this is the short form (`ANNABELLA_BENCH_SHORT` set to anything but empty or `0`).
pub fn short() -> bool {
    std::env::var_os(SHORT).is_some_and(|v| !v.is_empty() && v != "0")
}

/// `full` in a plain run, `short` in the short form.
pub fn count<T>(full: T, short: T) -> T {
    if self::short() { short } else { full }
}

/// Says that `what` was not measured, and why: a failure in the short form, a skip otherwise.
pub fn not_measured(what: &str) -> ExitCode {
    println!("{what}: not measured");
    if short() {
        eprintln!("{SHORT} is set (as in CI), where a part not measured is a failure");
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    }
}
