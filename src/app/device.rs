//! The app and the devices of a seat at this table besides its keyboard (the sighted player's
//! e-board): their actions taken as if typed for that seat, what they tell said to a seat.

use super::{App, Effect};
use crate::{
    game::Stamp,
    present::Notice,
    table::{Action, Seat, Urgency},
};

impl App {
    /// An action of `seat` from one of its devices at `stamp`, taken as if typed at its
    /// keyboard, with the same safeguards (nothing before the clock is started in a
    /// tournament; in casual play the first move confirmed starts it): journaled here, or on a
    /// replica sent to the host.
    pub fn act_device(&mut self, seat: Seat, action: &Action, stamp: Stamp) -> Vec<Effect> {
        let mut effects = self.handle_timeout(stamp);
        effects.extend(self.flow(seat, action.clone(), stamp));
        effects
    }

    /// Tells `seat` what a device said, as information or, sounding the divergence cue, as an
    /// alert.
    pub fn tell_seat(&mut self, seat: Seat, text: String, urgency: Urgency) -> Vec<Effect> {
        let cue = (urgency == Urgency::Alert).then_some(crate::earcon::Cue::Divergence);
        self.notices(vec![Notice {
            to: seat,
            urgency,
            text,
            large: None,
            cue,
        }])
    }
}
