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
    ///
    /// A device's press makes no press cue: the cue (and its line in line mode) tells the one
    /// who pressed a key that the press was taken, and nobody pressed one here; in practice the
    /// engine's press was heard and printed at the player's keyboard as if it were his.
    pub fn act_device(&mut self, seat: Seat, action: &Action, stamp: Stamp) -> Vec<Effect> {
        let mut effects = self.handle_timeout(stamp);
        let press = Effect::Cue(crate::earcon::Cue::Press);
        // Nor its words where no cue is heard.
        let heard = std::mem::replace(&mut self.press_heard, true);
        effects.extend(
            self.flow(seat, action.clone(), stamp)
                .into_iter()
                .filter(|effect| *effect != press),
        );
        self.press_heard = heard;
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

#[cfg(test)]
mod tests {
    use shakmaty::Color;

    use super::*;
    use crate::{
        clock::Timestamp,
        table::{Mode, Phase, Target, test_setup},
    };

    fn at(ms: u64) -> Stamp {
        Stamp {
            at: Timestamp::from_millis(ms),
            wall: Default::default(),
        }
    }

    fn e4() -> Action {
        Action::Enter {
            text: "e2e4".into(),
            target: Target::Both,
        }
    }

    #[test]
    fn a_devices_move_waits_for_the_clock_as_a_typed_one_does() {
        // The sighted player is White; the arbiter has not started the clock.
        let mut app = crate::app::test_app(test_setup(Mode::Tournament, Color::Black), false);
        let effects = app.act_device(Seat::Sighted, &e4(), at(1000));
        assert!(matches!(app.table().phase(), Phase::Entering { .. }));
        let told: Vec<String> = effects
            .iter()
            .filter_map(|e| match e {
                Effect::Notice(n) if n.to == Seat::Sighted => Some(n.text.clone()),
                _ => None,
            })
            .collect();
        let waits = app
            .presenters()
            .seat(Seat::Sighted)
            .words()
            .text("app-not-started");
        assert_eq!(told, [waits]);
    }

    #[test]
    fn in_casual_play_the_first_move_confirmed_from_a_device_starts_the_clock() {
        let mut app = crate::app::test_app(test_setup(Mode::Casual, Color::Black), false);
        let _ = app.act_device(Seat::Sighted, &e4(), at(1000));
        let _ = app.act_device(Seat::Sighted, &Action::Confirm, at(1100));
        assert!(matches!(app.table().phase(), Phase::Made { .. }));
        assert!(app.clock_started());
    }

    #[test]
    fn a_devices_press_is_taken_without_the_keyboards_press_cue() {
        let mut app = crate::app::test_app(test_setup(Mode::Casual, Color::Black), false);
        // Nor its words where no cue is heard.
        app.set_press_heard(false);
        let _ = app.act_device(Seat::Sighted, &e4(), at(1000));
        let _ = app.act_device(Seat::Sighted, &Action::Confirm, at(1100));
        let effects = app.act_device(Seat::Sighted, &Action::Press, at(1200));
        assert!(
            matches!(app.table().phase(), Phase::Repeating { .. }),
            "the press is taken: {:?}",
            app.table().phase()
        );
        let press = Effect::Cue(crate::earcon::Cue::Press);
        assert!(!effects.contains(&press), "{effects:?}");
        assert!(app.shown().all(|n| n.text != "Clock pressed."));
    }

    #[test]
    fn an_alert_from_a_device_sounds_the_divergence_cue() {
        let mut app = crate::app::test_app(test_setup(Mode::Tournament, Color::Black), true);
        let effects = app.tell_seat(Seat::Arbiter, "off".into(), Urgency::Alert);
        assert!(matches!(
            &effects[..],
            [Effect::Notice(n)] if n.cue == Some(crate::earcon::Cue::Divergence) && n.to == Seat::Arbiter
        ));
    }
}
