//! The devices of a table's seats besides the keyboard, in the one loop (edge): the engine that
//! plays a practice game's opponent, a study's steps and its analysing engine (and, once merged,
//! the sighted player's e-board). Each is a [`SeatDevice`]: its thread's reports come to the
//! loop as [`DeviceEvent`]s, its actions go to the app as its seat's (`App::act_device`), and
//! after every change of the table it looks again. Each is handed the instant the loop woke at
//! (`woke`), from which it counts its own time: it reads no clock.

use std::time::Instant;

use super::DeviceEvent;
use crate::{
    app::{App, CoachRequest, Effect},
    game::Stamp,
    table::Seat,
};

/// How many times the devices may act in a row before the loop goes on (an entry, its
/// confirmation and press, then what they changed): a bound, not a limit ever reached.
const ROUNDS: usize = 8;

/// A device of a seat at this table.
pub trait SeatDevice: std::fmt::Debug {
    /// When the loop must next wake for it.
    fn poll_timeout(&self) -> Option<Instant>;
    /// A report from a device's thread: taken if it is this device's, else given back.
    ///
    /// # Errors
    ///
    /// The report, when it is another device's.
    fn report(
        &mut self,
        app: &mut App,
        event: DeviceEvent,
        stamp: Stamp,
        woke: Instant,
    ) -> Result<Vec<Effect>, DeviceEvent>;
    /// Time has passed.
    fn timeout(&mut self, app: &mut App, stamp: Stamp, woke: Instant) -> Vec<Effect>;
    /// The table may have changed: the device looks again, and may act (nothing when it has
    /// nothing to do, which ends the rounds).
    fn sync(&mut self, app: &mut App, stamp: Stamp, woke: Instant) -> Vec<Effect>;
    /// A seat's request to this table's device; `None` if it is not this device's.
    fn request(
        &mut self,
        _app: &mut App,
        _seat: Seat,
        _request: &CoachRequest,
        _stamp: Stamp,
        _woke: Instant,
    ) -> Option<Vec<Effect>> {
        None
    }
}

/// The devices of a table.
pub type Devices = Vec<Box<dyn SeatDevice>>;

/// The earliest wake-up any device needs.
pub fn poll_timeout(devices: &Devices) -> Option<Instant> {
    devices.iter().filter_map(|d| d.poll_timeout()).min()
}

/// The seats' requests handed to the devices, then the devices held to the table.
pub fn settle(devices: &mut Devices, app: &mut App, stamp: Stamp, woke: Instant) -> Vec<Effect> {
    let mut effects = Vec::new();
    for (seat, request) in app.take_coach_requests() {
        for device in devices.iter_mut() {
            if let Some(more) = device.request(app, seat, &request, stamp, woke) {
                effects.extend(more);
                break;
            }
        }
    }
    for _ in 0..ROUNDS {
        let mut acted = false;
        for device in devices.iter_mut() {
            let more = device.sync(app, stamp, woke);
            acted |= !more.is_empty();
            effects.extend(more);
        }
        if !acted {
            break;
        }
    }
    effects
}

/// A device's report, handed to the device it is from; given back when none takes it.
///
/// # Errors
///
/// The report, when no device took it.
pub fn report(
    devices: &mut Devices,
    app: &mut App,
    mut event: DeviceEvent,
    stamp: Stamp,
    woke: Instant,
) -> Result<Vec<Effect>, DeviceEvent> {
    for device in devices.iter_mut() {
        match device.report(app, event, stamp, woke) {
            Ok(effects) => return Ok(effects),
            Err(back) => event = back,
        }
    }
    Err(event)
}

/// Time has passed for every device.
pub fn timeout(devices: &mut Devices, app: &mut App, stamp: Stamp, woke: Instant) -> Vec<Effect> {
    devices
        .iter_mut()
        .flat_map(|d| d.timeout(app, stamp, woke))
        .collect()
}
