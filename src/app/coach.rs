//! The app and what a seat asks of an engine or a study (`hint`, `takeback`, `next` …), read
//! once by the codec as [`Ask`]s: refused with a word where it does not belong (help at a
//! tournament table, which Appendix D forbids; a study's step at a table; anything at a table
//! with no engine), asked first where it changes the game (a takeback, a new game), and
//! otherwise handed to the loop, whose device at this table (the engine, the study) answers it
//! as the seat's words.

use super::{App, Effect};
use crate::{
    codec::DecodedInput,
    engine::{Ask, Level},
    i18n::Arg,
    review::{CommandKind, CommandWords},
    table::{Action, Mode, Seat, Table, Target},
};

/// What kind of table the app is: a game between two people, practice against an engine, or a
/// study of a game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Coaching {
    /// A table of two players: nothing to ask.
    #[default]
    Table,
    /// The engine plays the opponent's seat.
    Practice,
    /// A game gone through move by move: moves entered are the player's tries.
    Study,
}

/// What the loop is handed for the device of this table.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CoachRequest {
    /// A request.
    Ask(Ask),
    /// A move entered in a study (a try at a better move, or a move of one's own).
    Move(String),
}

/// What the program does after this table: another game, or play on from a study's position.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Next {
    /// A new practice game, the colours changed when `flip`.
    NewGame {
        /// Whether the player takes the other colour.
        flip: bool,
    },
    /// A practice game from this position (FEN), the player having the move.
    PlayFrom(String),
}

/// The app's part in it.
#[derive(Debug, Default)]
pub(super) struct CoachState {
    coaching: Coaching,
    requests: Vec<(Seat, CoachRequest)>,
    /// A request asked first, waiting for yes or no.
    question: Option<(Seat, Ask)>,
    /// What comes after this table (a new game, play from a study's position): the program
    /// leaves this one, kept, and starts it.
    next: Option<Next>,
    /// What the status line says instead of the table's (a study's place and progress).
    status: Option<String>,
    /// The engine's level as its device last set it, for the next game and the command that
    /// goes on with this one.
    level: Option<Level>,
}

impl App {
    /// Makes this app a practice table or a study.
    pub fn set_coaching(&mut self, coaching: Coaching) {
        self.coach.coaching = coaching;
    }

    /// What kind of table it is.
    pub fn coaching(&self) -> Coaching {
        self.coach.coaching
    }

    /// What comes after this table, if anything was asked for.
    pub fn next(&self) -> Option<&Next> {
        self.coach.next.as_ref()
    }

    /// The engine's device tells the level it plays at now.
    pub fn set_engine_level(&mut self, level: Level) {
        self.coach.level = Some(level);
    }

    /// The level the engine plays at now, if its device told one.
    pub fn engine_level(&self) -> Option<Level> {
        self.coach.level
    }

    /// Leaves this table for `next`: the loop ends (the game kept), and the program goes on
    /// with it.
    pub fn leave_for(&mut self, next: Next) -> Vec<Effect> {
        self.coach.next = Some(next);
        self.quitting = true;
        vec![Effect::Quit]
    }

    /// What the status line says instead of the table's (`None`: the table's).
    pub fn set_coach_status(&mut self, status: Option<String>) {
        self.coach.status = status;
    }

    /// The status line's text from the coaching, if it has one.
    pub(super) fn coach_status(&self) -> Option<&str> {
        self.coach.status.as_deref()
    }

    /// The requests made since the loop last took them, oldest first.
    pub fn take_coach_requests(&mut self) -> Vec<(Seat, CoachRequest)> {
        std::mem::take(&mut self.coach.requests)
    }

    /// The table replaced (a study steps to another position of its game); nothing is
    /// journaled, nobody told.
    pub fn replace_table(&mut self, table: Table) {
        self.table = table;
    }

    /// Tells `seat` a text, as information.
    pub fn tell_text(&mut self, seat: Seat, text: String) -> Vec<Effect> {
        self.tell_to(seat, text)
    }

    /// The help's lines for practice or a study, with this language's words.
    pub(super) fn coach_help(&self, seat: Seat) -> Vec<String> {
        let id = match self.coach.coaching {
            Coaching::Table => return Vec::new(),
            Coaching::Practice => "practice-help",
            Coaching::Study => "study-help",
        };
        let words = self.presenters.seat(seat).words();
        let asks = crate::engine::ask::AskWords::builtin(words.lang());
        let keys = crate::engine::ask::KEYS;
        let names: Vec<(&str, String)> = keys.iter().map(|k| (*k, asks.name(k))).collect();
        let args: Vec<(&str, Arg<'_>)> = names
            .iter()
            .map(|(k, n)| (*k, Arg::Str(n.as_str())))
            .collect();
        vec![words.format(id, &args)]
    }

    /// A seat's request, from the codec.
    pub(super) fn ask_coach(&mut self, seat: Seat, ask: Ask) -> Vec<Effect> {
        let coaching = self.coach.coaching;
        let refusal = if ask.is_help() && self.table.mode() == Mode::Tournament {
            Some("practice-no-help-tournament")
        } else if ask.is_study() && coaching != Coaching::Study {
            Some("practice-study-only")
        } else if coaching == Coaching::Study
            && matches!(
                ask,
                Ask::Takeback | Ask::NewGame | Ask::Flip | Ask::Level(_)
            )
        {
            Some("study-practice-only")
        } else if coaching == Coaching::Table {
            Some("practice-no-engine")
        } else {
            None
        };
        if let Some(id) = refusal {
            let text = self.presenters.seat(seat).words().text(id);
            return self.tell_to(seat, text);
        }
        if ask.asked_first() {
            let words = self.presenters.seat(seat).words();
            let commands = CommandWords::builtin(words.lang());
            let id = match ask {
                Ask::Takeback => "practice-ask-takeback",
                Ask::Flip => "practice-ask-flip",
                _ => "practice-ask-new",
            };
            let text = words.format(
                id,
                &[
                    ("yes", Arg::Str(commands.name(CommandKind::Yes))),
                    ("no", Arg::Str(commands.name(CommandKind::No))),
                ],
            );
            self.coach.question = Some((seat, ask));
            return self.tell_to(seat, text);
        }
        self.coach.requests.push((seat, CoachRequest::Ask(ask)));
        Vec::new()
    }

    /// A key of a study's steps, on an empty input line: Right the next move, Left the one
    /// before, Home the start, End the end of the line.
    pub(super) fn coach_key(&mut self, key: super::Key) -> Option<Vec<Effect>> {
        use super::Key;
        if self.coach.coaching != Coaching::Study
            || self.focus != super::Focus::Input
            || !self.input.is_empty()
            || self.view.help().is_some()
        {
            return None;
        }
        let ask = match key {
            Key::Right => Ask::Next,
            Key::Left => Ask::Back,
            Key::Home => Ask::First,
            Key::End => Ask::Last,
            _ => return None,
        };
        self.coach
            .requests
            .push((self.keyboard, CoachRequest::Ask(ask)));
        Some(Vec::new())
    }

    /// An input of `seat` the coaching takes before the table: the answer to a request asked
    /// first, or a move entered in a study.
    pub(super) fn coach_input(&mut self, seat: Seat, input: &DecodedInput) -> Option<Vec<Effect>> {
        use crate::review::ReviewCommand;
        if let Some((asked, ask)) = self.coach.question
            && asked == seat
        {
            self.coach.question = None;
            match input {
                DecodedInput::Table(Action::Confirm) | DecodedInput::Review(ReviewCommand::Yes)
                    if matches!(ask, Ask::NewGame | Ask::Flip) =>
                {
                    self.coach.next = Some(Next::NewGame {
                        flip: ask == Ask::Flip,
                    });
                    self.quitting = true;
                    let text = self.presenters.seat(seat).words().text("practice-new-game");
                    return Some(self.tell_to(seat, text));
                }
                DecodedInput::Table(Action::Confirm) | DecodedInput::Review(ReviewCommand::Yes) => {
                    self.coach.requests.push((seat, CoachRequest::Ask(ask)));
                    return Some(Vec::new());
                }
                DecodedInput::Table(Action::Withdraw) | DecodedInput::Review(ReviewCommand::No) => {
                    let text = self.presenters.seat(seat).words().text("practice-kept");
                    return Some(self.tell_to(seat, text));
                }
                _ => {}
            }
        }
        if self.coach.coaching == Coaching::Study
            && let DecodedInput::Table(Action::Enter {
                text,
                target: Target::Both,
            }) = input
        {
            self.coach
                .requests
                .push((seat, CoachRequest::Move(text.clone())));
            return Some(Vec::new());
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use shakmaty::Color;

    use super::*;
    use crate::{
        app::{Msg, test_app},
        clock::Timestamp,
        game::Stamp,
        table::test_setup,
    };

    fn stamp() -> Stamp {
        Stamp {
            at: Timestamp::ZERO,
            wall: Default::default(),
        }
    }

    fn last_text(effects: &[Effect]) -> String {
        effects
            .iter()
            .rev()
            .find_map(|e| match e {
                Effect::Notice(n) => Some(n.text.clone()),
                _ => None,
            })
            .unwrap_or_default()
    }

    #[test]
    fn help_is_refused_at_a_tournament_table_and_handed_on_in_practice() {
        let mut app = test_app(test_setup(Mode::Tournament, Color::White), true);
        app.set_coaching(Coaching::Practice);
        let effects = app.update(Msg::Line("hint".into()), stamp());
        assert!(last_text(&effects).contains("Appendix D"), "{effects:?}");
        assert!(app.take_coach_requests().is_empty());
        let mut app = test_app(test_setup(Mode::Casual, Color::White), true);
        app.set_coaching(Coaching::Practice);
        app.update(Msg::Line("eval".into()), stamp());
        assert_eq!(
            app.take_coach_requests(),
            [(Seat::Blind, CoachRequest::Ask(Ask::Eval))]
        );
        // A table with no engine says so.
        let mut app = test_app(test_setup(Mode::Casual, Color::White), true);
        let effects = app.update(Msg::Line("best".into()), stamp());
        assert!(last_text(&effects).contains("no engine"), "{effects:?}");
    }

    #[test]
    fn a_takeback_is_asked_first() {
        let mut app = test_app(test_setup(Mode::Casual, Color::White), true);
        app.set_coaching(Coaching::Practice);
        let effects = app.update(Msg::Line("takeback".into()), stamp());
        assert!(last_text(&effects).contains("Take back"), "{effects:?}");
        assert!(app.take_coach_requests().is_empty());
        app.update(Msg::Line("no".into()), stamp());
        assert!(app.take_coach_requests().is_empty());
        app.update(Msg::Line("take back".into()), stamp());
        app.update(Msg::Line("yes".into()), stamp());
        assert_eq!(
            app.take_coach_requests(),
            [(Seat::Blind, CoachRequest::Ask(Ask::Takeback))]
        );
    }

    #[test]
    fn in_a_study_its_words_come_first_and_moves_are_tries() {
        let mut app = test_app(test_setup(Mode::Casual, Color::White), false);
        app.set_coaching(Coaching::Study);
        app.update(Msg::Line("back".into()), stamp());
        app.update(Msg::Line("move 23".into()), stamp());
        app.update(Msg::Line("Springer Felix drei".into()), stamp());
        assert_eq!(
            app.take_coach_requests(),
            [
                (Seat::Blind, CoachRequest::Ask(Ask::Back)),
                (
                    Seat::Blind,
                    CoachRequest::Ask(Ask::GoTo {
                        number: 23,
                        side: Color::White
                    })
                ),
                (
                    Seat::Blind,
                    CoachRequest::Move("Springer Felix drei".into())
                ),
            ]
        );
        // Keys step too, on an empty input line.
        app.update(Msg::Key(crate::app::Key::Right), stamp());
        app.update(Msg::Key(crate::app::Key::Home), stamp());
        assert_eq!(
            app.take_coach_requests(),
            [
                (Seat::Blind, CoachRequest::Ask(Ask::Next)),
                (Seat::Blind, CoachRequest::Ask(Ask::First))
            ]
        );
        // At a table, "back" is still the review's (what was said).
        let mut app = test_app(test_setup(Mode::Casual, Color::White), true);
        app.set_coaching(Coaching::Practice);
        app.update(Msg::Line("back".into()), stamp());
        assert!(app.take_coach_requests().is_empty());
    }
}
