//! What the app does with an input: keys and lines become typed inputs through the action codec
//! (`crate::codec`), once; this file routes them to the table, the review or the program, and
//! keeps the flow's safeguards: the clock waits for its start, a pending move can be withdrawn,
//! a double Enter cannot skip the read-back, and quitting is asked first.

use std::time::Duration;

use super::{App, Effect, Focus, SpeechControl};
use crate::{
    clock::ClockState,
    codec::{self, AppCommand, DecodeError, Decoded, DecodedInput},
    game::Stamp,
    i18n::Arg,
    keymap::KeyAction,
    review::{self, Query, Request, ReviewCommand, ReviewEffect},
    table::{Action, Mode, Phase, Seat},
};

/// How long a read-back takes to say, per character, at a brisk speech rate (about 330 words a
/// minute): an empty Enter sooner than that after the entry was a double Enter.
const SAY_PER_CHAR: Duration = Duration::from_millis(30);

impl App {
    /// A key bound to an action by the keymap: straight to its typed input.
    pub(super) fn action(&mut self, action: KeyAction, stamp: Stamp) -> Vec<Effect> {
        match action {
            KeyAction::HistoryBack => {
                self.view.earlier(1, self.announcements().len());
                vec![Effect::Speech(SpeechControl::Back)]
            }
            KeyAction::HistoryForward => {
                self.view.later(1);
                vec![Effect::Speech(SpeechControl::Forward)]
            }
            KeyAction::StopSpeech => {
                self.view.close_help();
                let mut effects = vec![Effect::Speech(SpeechControl::Stop)];
                effects.extend(self.escape(stamp));
                effects
            }
            KeyAction::ToggleFocus => self.key(super::Key::Tab, stamp),
            other => match codec::key(other) {
                Some(input) => self.dispatch(self.keyboard, input, stamp),
                None => Vec::new(),
            },
        }
    }

    /// A review command by its review-mode letter: run at once, or typed into the input line to
    /// take its argument ("/s " then the square).
    pub(super) fn review_key(&mut self, c: char, stamp: Stamp) -> Vec<Effect> {
        let Some(kind) = review::CommandKind::from_key(review::ReviewKey::Char(c)) else {
            return Vec::new();
        };
        match codec::review_key(kind) {
            Some(command) => self.dispatch(self.keyboard, DecodedInput::Review(command), stamp),
            None => {
                self.input = format!("/{c} ");
                self.focus = Focus::Input;
                Vec::new()
            }
        }
    }

    /// Escape: clears what is being typed; on an empty line it withdraws the move read back to
    /// the seat at the keyboard.
    pub(super) fn escape(&mut self, stamp: Stamp) -> Vec<Effect> {
        if !self.input.is_empty() {
            self.input.clear();
            return Vec::new();
        }
        if self.read_back_to(self.keyboard) {
            return self.flow(self.keyboard, Action::Withdraw, stamp);
        }
        Vec::new()
    }

    /// A typed or recognized line, read once by the codec.
    pub(super) fn submit(&mut self, line: &str, stamp: Stamp) -> Vec<Effect> {
        if line.trim().is_empty() {
            return self.empty_enter(stamp);
        }
        let study = self.coaching() == super::Coaching::Study;
        match codec::decode_with(self.keyboard, line, self.words().lang(), study) {
            Ok(Decoded { seat, input }) => {
                // The action's entry keeps the line it was read from: what was said.
                if let DecodedInput::Table(action) = &input {
                    self.said = Some((action.clone(), line.trim().to_owned()));
                }
                let effects = self.dispatch(seat.unwrap_or(self.keyboard), input, stamp);
                self.said = None;
                effects
            }
            Err(DecodeError::Empty) => Vec::new(),
            Err(DecodeError::Review(e)) => {
                let text = match self.reviewer(self.keyboard) {
                    Some(reviewer) => reviewer.explain(&e),
                    None => self.words().text("codec-not-understood"),
                };
                self.tell(text)
            }
            // Every other refusal is a typed value, worded in the typing seat's language.
            Err(e) => {
                let text = crate::present::refusal::decode_error(self.words(), &e);
                self.tell(text)
            }
        }
    }

    /// Enter on an empty line confirms the move read back to the seat at the keyboard, once the
    /// read-back was given; sooner, it asks for the word, so that a double Enter cannot skip it.
    fn empty_enter(&mut self, stamp: Stamp) -> Vec<Effect> {
        if self.quit_asked {
            return self.dispatch(self.keyboard, DecodedInput::Table(Action::Withdraw), stamp);
        }
        if !self.read_back_to(self.keyboard) {
            return Vec::new();
        }
        if self.read_back_given.is_some_and(|given| stamp.at >= given) {
            return self.flow(self.keyboard, Action::Confirm, stamp);
        }
        let words = self.words();
        let said = match self.table.phase() {
            Phase::ReadBack { pending, .. } => words.entry(&pending.entry),
            _ => String::new(),
        };
        let text = words.format("app-confirm-word", &[("move", Arg::Str(&said))]);
        self.tell(text)
    }

    /// Routes a typed input of `seat`.
    pub(super) fn dispatch(
        &mut self,
        seat: Seat,
        input: DecodedInput,
        stamp: Stamp,
    ) -> Vec<Effect> {
        if std::mem::take(&mut self.quit_asked) {
            match input {
                DecodedInput::App(AppCommand::Quit)
                | DecodedInput::Table(Action::Confirm)
                | DecodedInput::Review(ReviewCommand::Yes) => {
                    self.quit_asked = true;
                    return self.quit(None, stamp);
                }
                DecodedInput::Table(Action::Withdraw) | DecodedInput::Review(ReviewCommand::No) => {
                    let text = self.words().text("app-quit-kept");
                    return self.tell(text);
                }
                _ => {}
            }
        }
        if let Some(effects) = self.coach_input(seat, &input) {
            return effects;
        }
        // A pending question (resign? draw?) is answered first: yes there is not a confirmation
        // of the move flow, no not a withdrawal.
        if self.question.is_some_and(|(s, _)| s == seat) {
            let answer =
                match &input {
                    DecodedInput::Table(Action::Confirm)
                    | DecodedInput::Review(ReviewCommand::Yes) => Some(ReviewCommand::Yes),
                    DecodedInput::Table(Action::Withdraw)
                    | DecodedInput::Review(ReviewCommand::No) => Some(ReviewCommand::No),
                    _ => None,
                };
            if let Some(answer) = answer {
                return self.review(seat, answer, stamp);
            }
        }
        if !self.may_act_for(seat) && !matches!(input, DecodedInput::App(_)) {
            return self.seat_elsewhere(seat);
        }
        match input {
            DecodedInput::App(command) => self.app_command(seat, command, stamp),
            // Without a question, yes and no are the flow's: confirm or withdraw the move.
            DecodedInput::Review(ReviewCommand::Yes) => self.flow(seat, Action::Confirm, stamp),
            DecodedInput::Review(ReviewCommand::No) => self.flow(seat, Action::Withdraw, stamp),
            DecodedInput::Review(command) => self.review(seat, command, stamp),
            DecodedInput::Table(action) => self.flow(seat, action, stamp),
        }
    }

    fn app_command(&mut self, seat: Seat, command: AppCommand, stamp: Stamp) -> Vec<Effect> {
        match command {
            AppCommand::Quit => self.quit(None, stamp),
            // Help is no announcement: line mode prints it, the screen shows it over the board
            // and says only that it is open.
            AppCommand::Help if self.line_mode => vec![Effect::Help {
                to: seat,
                lines: self.help(seat),
            }],
            AppCommand::Help => {
                let lines = self.help(seat);
                self.view.open_help(lines);
                // Said, so that speech tells the help is open, but kept among no announcements.
                let text = self.presenters.seat(seat).words().text("ui-help-title");
                vec![Effect::Notice(crate::present::Notice::info(seat, text))]
            }
            AppCommand::NextSeat => self.next_free_seat(),
            AppCommand::Ask(ask) => self.ask_coach(seat, ask),
            AppCommand::Seat(to) if !self.may_act_for(to) => self.seat_elsewhere(to),
            AppCommand::Seat(to) => {
                self.keyboard = to;
                self.seat_changed()
            }
            AppCommand::Pgn => {
                let pgn = crate::present::record::pgn(&self.table);
                pgn.lines()
                    .filter(|l| !l.is_empty())
                    .flat_map(|l| self.tell_to(seat, l.to_owned()))
                    .collect()
            }
        }
    }

    /// Ctrl-C, Ctrl-Q (`key`, its letter) or `quit`: asked first while the game is on; the
    /// question names what was pressed or typed, and a second press of it or `yes` quits.
    pub(super) fn quit(&mut self, key: Option<char>, stamp: Stamp) -> Vec<Effect> {
        // A study has no game to lose: it is left at once.
        if self.quit_asked
            || matches!(self.table.phase(), Phase::Over(_))
            || self.coaching() == super::Coaching::Study
        {
            self.quit_asked = false;
            self.quitting = true;
            // The running clock is stopped, and so charged, at the quit (journaled): the time
            // thought until then is never given back at the resumption. A joined device leaves
            // the host's clock alone.
            let mut effects = Vec::new();
            if self.role == super::AppRole::Host && self.clock_running() {
                effects.extend(self.act(Seat::Arbiter, &Action::Pause, stamp));
            }
            effects.extend(self.farewell());
            return effects;
        }
        self.quit_asked = true;
        let words = self.words();
        let key = match key {
            // Line mode's Ctrl-C is an interrupt: there, typing is how to answer.
            Some(letter) if !self.line_mode => words.format(
                "app-key-ctrl",
                &[("letter", Arg::Str(&letter.to_ascii_uppercase().to_string()))],
            ),
            _ => "none".to_owned(),
        };
        let text = words.format("app-quit-ask", &[("key", Arg::Str(&key))]);
        self.tell(text)
    }

    /// What the seat at the keyboard is told as the program ends (the hook for where the game
    /// is kept and how to resume it); [`Effect::Quit`] follows it.
    fn farewell(&mut self) -> Vec<Effect> {
        let text = self.words().text("app-quit");
        self.tell(text)
    }

    /// Whether the move read back awaits `seat`'s confirmation: on a replica, once the
    /// seat's requests not yet back from the host are taken (a "confirm" said before its own
    /// read-back came back confirms it).
    fn read_back_to(&self, seat: Seat) -> bool {
        let ahead = self.table_ahead(seat);
        matches!(ahead.phase(), Phase::ReadBack { mover, .. }
            if ahead.color_of(seat) == Some(*mover))
    }

    pub(super) fn clock_running(&self) -> bool {
        matches!(
            self.table.game().clock().state(),
            ClockState::Running { .. }
        )
    }

    pub(super) fn clock_started(&self) -> bool {
        !matches!(self.table.game().clock().state(), ClockState::Ready { .. })
    }

    /// A table action, with the app's safeguards around the flow.
    pub(super) fn flow(&mut self, seat: Seat, action: Action, stamp: Stamp) -> Vec<Effect> {
        let mut effects = Vec::new();
        match &action {
            // Confirming or withdrawing what is not pending is answered with what is, so the
            // answer never contradicts the status line.
            Action::Confirm | Action::Withdraw if !self.read_back_to(seat) => {
                let text = self.presenters.seat(seat).words().format(
                    "app-nothing-to-confirm",
                    &[("status", Arg::Str(&self.status()))],
                );
                return self.tell_to(seat, text);
            }
            Action::Enter { .. } | Action::Confirm | Action::Press
                if seat != Seat::Arbiter && !self.clock_started() =>
            {
                // Words that are no move are unknown, whether the clock runs or not.
                if let Action::Enter { text, .. } = &action
                    && let Some(text) = self.not_a_move(seat, text)
                {
                    return self.tell_to(seat, text);
                }
                if self.table.mode() == Mode::Tournament {
                    let text = self.presenters.seat(seat).words().text("app-not-started");
                    return self.tell_to(seat, text);
                }
                // Casual: the first move confirmed starts the clock, as a player's press starts
                // a DGT clock when nobody else is there to; a refused entry starts nothing. At
                // one board the move entered is the move made.
                if !matches!(action, Action::Enter { .. })
                    || self.table.seating() == crate::table::Seating::OneBoard
                {
                    effects.extend(self.act(seat, &Action::Start, stamp));
                }
            }
            _ => {}
        }
        let entering = matches!(action, Action::Enter { .. });
        effects.extend(self.act(seat, &action, stamp));
        if entering {
            self.note_read_back(seat, stamp);
        }
        effects
    }

    /// Why `text` is neither a command nor a move in `seat`'s words, if it is not one.
    fn not_a_move(&self, seat: Seat, text: &str) -> Option<String> {
        let words = self.presenters.seat(seat).words();
        let vocab = crate::vocab::Vocabulary::builtin(words.vocab());
        let error = crate::parse::parse(text, vocab).err()?;
        let why = crate::present::refusal::parse_error(words, &error);
        Some(words.format(
            "app-unknown",
            &[
                ("text", Arg::Str(&crate::quote::quote(text))),
                ("why", Arg::Str(&why)),
            ],
        ))
    }

    /// When the move just entered by `seat` is read back, notes when the read-back will have
    /// been given (an empty Enter confirms only from then on): when a speech device says it,
    /// once the device reports the speech done; otherwise (text, a screen reader) by an
    /// estimate of its length.
    pub(super) fn note_read_back(&mut self, seat: Seat, stamp: Stamp) {
        if self.read_back_to(seat)
            && let Phase::ReadBack { pending, .. } = self.table.phase()
        {
            if self.spoken == Some(seat) {
                self.read_back_given = None;
                return;
            }
            // The read-back says the move and asks to confirm: about ten more characters.
            let said = self.presenters.seat(seat).words().entry(&pending.entry);
            let chars = u32::try_from(said.chars().count() + 10).unwrap_or(u32::MAX);
            self.read_back_given = Some(stamp.at + SAY_PER_CHAR * chars);
        }
    }

    /// The speech device has said all it was given: a read-back pending for the spoken seat has
    /// been given now.
    pub(super) fn speech_done(&mut self, stamp: Stamp) -> Vec<Effect> {
        if let Some(seat) = self.spoken
            && self.read_back_to(seat)
            && self.read_back_given.is_none()
        {
            self.read_back_given = Some(stamp.at);
        }
        Vec::new()
    }

    /// The keyboard moves to the next seat that no other device has taken.
    pub(super) fn next_free_seat(&mut self) -> Vec<Effect> {
        let order = [Seat::Blind, Seat::Sighted, Seat::Arbiter];
        let here = order.iter().position(|s| *s == self.keyboard).unwrap_or(0);
        let next = (1..=3)
            .map(|k| order[(here + k) % 3])
            .find(|s| self.may_act_for(*s));
        match next {
            Some(seat) if seat != self.keyboard => {
                self.keyboard = seat;
                self.seat_changed()
            }
            _ => Vec::new(),
        }
    }

    /// What the keyboard is told when it would act for a seat taken by another device.
    fn seat_elsewhere(&mut self, seat: Seat) -> Vec<Effect> {
        let words = self.words();
        let text = words.format(
            "app-seat-elsewhere",
            &[("seat", Arg::Str(&words.seat(seat)))],
        );
        self.tell(text)
    }

    /// A review command of `seat`.
    fn review(&mut self, seat: Seat, command: ReviewCommand, stamp: Stamp) -> Vec<Effect> {
        let Some(reviewer) = self.reviewer(seat) else {
            return Vec::new();
        };
        let last_said = self
            .shown
            .iter()
            .rev()
            .find(|n| n.to == seat)
            .map(|n| n.text.clone());
        let said: Vec<&str> = self
            .shown
            .iter()
            .filter(|n| n.to == seat)
            .map(|n| n.text.as_str())
            .collect();
        let mut query = Query::new(&self.table, seat, stamp.at);
        query.said = &said;
        query.style = self.presenters.seat(seat).words().style();
        query.last_said = last_said.as_deref();
        query.pending = self.question.filter(|(s, _)| *s == seat).map(|(_, r)| r);
        let answer = reviewer.answer(&query, &command);
        self.question = None;
        let confirmed = match answer.effect {
            Some(ReviewEffect::Confirmed { request, .. }) => Some(match request {
                Request::Resign => Action::Resign,
                Request::OfferDraw => Action::OfferDraw,
            }),
            _ => None,
        };
        // "Offered; your opponent will be told" only when the table takes it: tried on a copy
        // first (a replica hears the host's answer later), else its refusal alone is said.
        let refused = confirmed
            .as_ref()
            .is_some_and(|action| self.table.clone().act(seat, action, stamp).is_err());
        let lines = if refused { Vec::new() } else { answer.lines };
        let mut effects: Vec<Effect> = lines
            .into_iter()
            .flat_map(|l| self.tell_to(seat, l))
            .collect();
        if let Some(action) = confirmed {
            effects.extend(self.act(seat, &action, stamp));
        }
        match answer.effect {
            Some(ReviewEffect::Ask(request)) => self.question = Some((seat, request)),
            Some(ReviewEffect::Confirmed { .. }) => {}
            Some(ReviewEffect::SetStyle(style)) => self.presenters.seat_mut(seat).set_style(style),
            None => {}
        }
        effects
    }

    fn seat_changed(&mut self) -> Vec<Effect> {
        // The cursor starts on the new seat's own side of the board.
        if let Some(color) = self.table.color_of(self.keyboard) {
            self.cursor = if color == shakmaty::Color::Black {
                shakmaty::Square::E8
            } else {
                shakmaty::Square::E1
            };
        }
        let words = self.words();
        let text = words.format(
            "app-seat",
            &[("seat", Arg::Str(&words.seat(self.keyboard)))],
        );
        self.tell(text)
    }
}
