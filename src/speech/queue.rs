//! The speech queue (pure): decides which utterance goes to the device next, what interrupts
//! what, and what is dropped.
//!
//! The queue hands the device one utterance at a time and waits for the device to report its
//! end ([`SpeechQueue::finished`]). That is what lets an alarm cut a move announcement off and
//! still have the move said again afterwards: a device's own queue would lose it on a cancel.
//! The devices have watchdogs that always report an end; [`SpeechQueue::poll_timeout`] is only a
//! backstop in case a report is lost, so the queue can never stall.
//!
//! The rules, by [`Priority`]:
//! - an alarm interrupts anything but another alarm; a move it cuts off is said again after it;
//! - a move is never dropped; it interrupts a reply or chatter, and waits for alarms and moves;
//! - a reply replaces a waiting or speaking reply, interrupts chatter, waits for the rest;
//! - chatter waits its turn and is dropped if it has waited longer than
//!   [`QueueConfig::stale_after`];
//! - [`SpeechQueue::stop`] (a key) silences the current utterance and drops waiting replies and
//!   chatter; waiting alarms and moves are still said, because a move must be announced.

use std::time::{Duration, Instant};

use super::{
    HistoryEntry, Priority, SpeechCommand, SpeechHistory, SpeechLevel, SpeechRequest, UtteranceId,
    estimated_duration,
};
use crate::i18n::Lang;

/// Tuning of the queue.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct QueueConfig {
    /// Chatter that has waited longer than this when its turn comes is dropped.
    pub stale_after: Duration,
    /// Backstop: an utterance whose end was never reported counts as ended after this much
    /// time plus twice its estimated duration.
    pub lost_end_after: Duration,
    /// How many past announcements the history keeps.
    pub history_len: usize,
    /// The speaking rate, which scales the estimated durations.
    pub rate: SpeechLevel,
}

impl Default for QueueConfig {
    fn default() -> Self {
        QueueConfig {
            stale_after: Duration::from_secs(5),
            lost_end_after: Duration::from_secs(10),
            history_len: 500,
            rate: SpeechLevel::DEFAULT,
        }
    }
}

/// An utterance waiting for its turn.
#[derive(Debug, Clone)]
struct QueuedUtterance {
    /// Order of arrival; an interrupted move keeps its place among the moves.
    seq: u64,
    text: String,
    lang: Lang,
    priority: Priority,
    queued_at: Instant,
    fresh: bool,
}

/// The utterance the device is saying.
#[derive(Debug, Clone)]
struct Speaking {
    id: UtteranceId,
    item: QueuedUtterance,
    /// When the backstop counts it as ended.
    deadline: Instant,
}

/// The speech queue and its history; see the module documentation for the rules.
#[derive(Debug, Clone)]
pub struct SpeechQueue {
    config: QueueConfig,
    waiting: Vec<QueuedUtterance>,
    speaking: Option<Speaking>,
    next_seq: u64,
    next_id: u64,
    history: SpeechHistory,
}

impl SpeechQueue {
    /// An empty queue.
    pub fn new(config: QueueConfig) -> Self {
        let history = SpeechHistory::new(config.history_len);
        SpeechQueue {
            config,
            waiting: Vec::new(),
            speaking: None,
            next_seq: 0,
            next_id: 1,
            history,
        }
    }

    /// Queues a new announcement, records it in the history, and returns what the device must
    /// do now.
    pub fn say(
        &mut self,
        text: impl Into<String>,
        lang: Lang,
        priority: Priority,
        now: Instant,
    ) -> Vec<SpeechCommand> {
        let text = text.into();
        self.history.push(HistoryEntry {
            text: text.clone(),
            lang,
            priority,
        });
        self.enqueue(text, lang, priority, true, now)
    }

    /// A key stops speech: silences the current utterance and drops waiting replies and chatter.
    ///
    /// Waiting alarms and moves are still said (the next one starts at once).
    pub fn stop(&mut self, now: Instant) -> Vec<SpeechCommand> {
        let mut out = Vec::new();
        if self.speaking.take().is_some() {
            out.push(SpeechCommand::Stop);
        }
        self.waiting.retain(|w| w.priority >= Priority::Move);
        self.start_next(now, false, &mut out);
        out
    }

    /// The device reports that utterance `id` has ended (spoken, cut off or failed).
    ///
    /// Reports about an utterance the queue already moved past are ignored.
    pub fn finished(&mut self, id: UtteranceId, now: Instant) -> Vec<SpeechCommand> {
        let mut out = Vec::new();
        if self.speaking.as_ref().is_some_and(|s| s.id == id) {
            self.speaking = None;
            self.start_next(now, false, &mut out);
        }
        out
    }

    /// When [`SpeechQueue::handle_timeout`] should next be called: the backstop for a lost end
    /// report, or `None` when nothing is being said.
    pub fn poll_timeout(&self) -> Option<Instant> {
        self.speaking.as_ref().map(|s| s.deadline)
    }

    /// Applies the backstop: an utterance past its deadline counts as ended.
    pub fn handle_timeout(&mut self, now: Instant) -> Vec<SpeechCommand> {
        let mut out = Vec::new();
        if self.speaking.as_ref().is_some_and(|s| s.deadline <= now) {
            self.speaking = None;
            self.start_next(now, false, &mut out);
        }
        out
    }

    /// Says again the history entry under the review cursor (the newest when not reviewing).
    pub fn repeat(&mut self, now: Instant) -> Vec<SpeechCommand> {
        let entry = self.history.current().cloned();
        self.review(entry, now)
    }

    /// Steps back in the history and says that entry; nothing when there is nothing older.
    pub fn history_back(&mut self, now: Instant) -> Vec<SpeechCommand> {
        let entry = self.history.back().cloned();
        self.review(entry, now)
    }

    /// Steps forward in the history and says that entry; nothing when there is nothing newer.
    pub fn history_forward(&mut self, now: Instant) -> Vec<SpeechCommand> {
        let entry = self.history.forward().cloned();
        self.review(entry, now)
    }

    /// The history of announcements.
    pub fn history(&self) -> &SpeechHistory {
        &self.history
    }

    /// The text being said, if any.
    pub fn speaking(&self) -> Option<&str> {
        self.speaking.as_ref().map(|s| s.item.text.as_str())
    }

    /// How many utterances wait for their turn.
    pub fn waiting(&self) -> usize {
        self.waiting.len()
    }

    /// Changes the rate used to estimate durations.
    pub fn set_rate(&mut self, rate: SpeechLevel) {
        self.config.rate = rate;
    }

    /// A history entry said again: a reply, not recorded again, not fresh.
    fn review(&mut self, entry: Option<HistoryEntry>, now: Instant) -> Vec<SpeechCommand> {
        match entry {
            Some(e) => self.enqueue(e.text, e.lang, Priority::Reply, false, now),
            None => Vec::new(),
        }
    }

    fn enqueue(
        &mut self,
        text: String,
        lang: Lang,
        priority: Priority,
        fresh: bool,
        now: Instant,
    ) -> Vec<SpeechCommand> {
        let item = QueuedUtterance {
            seq: self.next_seq,
            text,
            lang,
            priority,
            queued_at: now,
            fresh,
        };
        self.next_seq += 1;
        if priority == Priority::Reply {
            // The newest question wins: an older answer still waiting is no longer wanted.
            self.waiting.retain(|w| w.priority != Priority::Reply);
        }
        let mut out = Vec::new();
        let interrupts = self.speaking.as_ref().map(|s| {
            priority > s.item.priority
                || (priority == Priority::Reply && s.item.priority == Priority::Reply)
        });
        match interrupts {
            None => {
                self.waiting.push(item);
                self.start_next(now, false, &mut out);
            }
            Some(true) => {
                if let Some(cut) = self.speaking.take()
                    && cut.item.priority >= Priority::Move
                {
                    // Said again from the start once the alarm is over; it keeps its place.
                    self.waiting.push(cut.item);
                }
                self.waiting.push(item);
                self.start_next(now, true, &mut out);
            }
            Some(false) => self.waiting.push(item),
        }
        out
    }

    /// Hands the most urgent waiting utterance to the device, dropping stale chatter on the way.
    ///
    /// With `interrupt`, the utterance just queued outranks the one cut off, so something is
    /// always spoken and the cut-off one is silenced by the device.
    fn start_next(&mut self, now: Instant, interrupt: bool, out: &mut Vec<SpeechCommand>) {
        while let Some(index) = self.most_urgent() {
            let item = self.waiting.remove(index);
            if item.priority == Priority::Chatter
                && now.saturating_duration_since(item.queued_at) > self.config.stale_after
            {
                continue;
            }
            let id = UtteranceId(self.next_id);
            self.next_id += 1;
            let deadline = now
                + self.config.lost_end_after
                + 2 * estimated_duration(&item.text, self.config.rate);
            out.push(SpeechCommand::Speak(SpeechRequest {
                id,
                text: item.text.clone(),
                lang: item.lang,
                priority: item.priority,
                interrupt,
                fresh: item.fresh,
            }));
            self.speaking = Some(Speaking { id, item, deadline });
            return;
        }
    }

    /// The index of the waiting utterance to say next: highest priority, then first come.
    fn most_urgent(&self) -> Option<usize> {
        self.waiting
            .iter()
            .enumerate()
            .max_by(|(_, a), (_, b)| a.priority.cmp(&b.priority).then(b.seq.cmp(&a.seq)))
            .map(|(i, _)| i)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A queue and a clock, with the commands rendered as short strings for readable asserts.
    struct Rig {
        q: SpeechQueue,
        t0: Instant,
        now: Instant,
    }

    impl Rig {
        fn new() -> Self {
            let t0 = Instant::now();
            Rig {
                q: SpeechQueue::new(QueueConfig::default()),
                t0,
                now: t0,
            }
        }

        fn at(&mut self, secs: u64) -> &mut Self {
            self.now = self.t0 + Duration::from_secs(secs);
            self
        }

        fn say(&mut self, text: &str, p: Priority) -> Vec<String> {
            let out = self.q.say(text, Lang::De, p, self.now);
            render(&out)
        }

        fn end(&mut self) -> Vec<String> {
            let Some(id) = self.current_id() else {
                return vec!["<idle>".into()];
            };
            let out = self.q.finished(id, self.now);
            render(&out)
        }

        fn stop(&mut self) -> Vec<String> {
            let out = self.q.stop(self.now);
            render(&out)
        }

        fn current_id(&self) -> Option<UtteranceId> {
            self.q.speaking.as_ref().map(|s| s.id)
        }

        /// Ends every utterance in turn and lists what was said.
        fn drain(&mut self) -> Vec<String> {
            let mut said = Vec::new();
            while self.current_id().is_some() {
                said.extend(self.end());
            }
            said
        }
    }

    fn render(cmds: &[SpeechCommand]) -> Vec<String> {
        cmds.iter()
            .map(|c| match c {
                SpeechCommand::Speak(r) if r.interrupt => format!("!{}", r.text),
                SpeechCommand::Speak(r) => r.text.clone(),
                SpeechCommand::Stop => "<stop>".into(),
            })
            .collect()
    }

    use Priority::*;

    #[test]
    fn idle_queue_speaks_at_once_and_serializes_the_rest() {
        let mut r = Rig::new();
        assert_eq!(r.say("Springer Felix drei", Move), ["Springer Felix drei"]);
        assert!(r.say("Bauer Eva vier", Move).is_empty());
        assert_eq!(r.end(), ["Bauer Eva vier"]);
        assert!(r.end().is_empty());
        assert_eq!(r.q.speaking(), None);
    }

    #[test]
    fn alarm_interrupts_a_move_which_is_said_again_afterwards() {
        let mut r = Rig::new();
        r.say("Springer Felix drei", Move);
        r.say("Bauer Eva vier", Move);
        assert_eq!(r.say("Zeit abgelaufen", Alarm), ["!Zeit abgelaufen"]);
        assert_eq!(r.drain(), ["Springer Felix drei", "Bauer Eva vier"]);
    }

    #[test]
    fn alarm_does_not_interrupt_an_alarm() {
        let mut r = Rig::new();
        r.say("Zeit abgelaufen", Alarm);
        assert!(r.say("Bretter verschieden", Alarm).is_empty());
        r.say("Springer Felix drei", Move);
        assert_eq!(r.drain(), ["Bretter verschieden", "Springer Felix drei"]);
    }

    #[test]
    fn moves_are_never_dropped_however_old() {
        let mut r = Rig::new();
        r.say("a", Move);
        r.say("b", Move);
        r.say("c", Move);
        r.at(3600);
        assert_eq!(r.drain(), ["b", "c"]);
    }

    #[test]
    fn a_move_interrupts_chatter_and_replies_which_are_dropped() {
        let mut r = Rig::new();
        r.say("fünf Minuten", Chatter);
        assert_eq!(r.say("Springer Felix drei", Move), ["!Springer Felix drei"]);
        assert!(r.drain().is_empty());
        r.say("Ihre Springer: b1, g1", Reply);
        assert_eq!(r.say("Dame David acht", Move), ["!Dame David acht"]);
        assert!(r.drain().is_empty());
    }

    #[test]
    fn a_newer_reply_replaces_an_older_one() {
        let mut r = Rig::new();
        r.say("Springer Felix drei", Move);
        r.say("Antwort eins", Reply);
        r.say("Antwort zwei", Reply);
        assert_eq!(r.drain(), ["Antwort zwei"]);
        r.say("Antwort drei", Reply);
        assert_eq!(r.say("Antwort vier", Reply), ["!Antwort vier"]);
    }

    #[test]
    fn replies_wait_for_moves_and_come_before_chatter() {
        let mut r = Rig::new();
        r.say("Springer Felix drei", Move);
        r.say("zehn Minuten", Chatter);
        r.say("Antwort", Reply);
        r.say("Bauer Eva vier", Move);
        assert_eq!(r.drain(), ["Bauer Eva vier", "Antwort", "zehn Minuten"]);
    }

    #[test]
    fn stale_chatter_is_dropped_fresh_chatter_is_said() {
        let mut r = Rig::new();
        r.say("Springer Felix drei", Move);
        r.say("alt", Chatter);
        r.at(4);
        r.say("neu", Chatter);
        r.at(6);
        assert_eq!(r.drain(), ["neu"]);
    }

    #[test]
    fn chatter_that_went_stale_behind_an_alarm_is_dropped() {
        let mut r = Rig::new();
        r.say("zehn Minuten", Chatter);
        r.say("alt", Chatter);
        r.at(10);
        assert_eq!(r.say("Zeit abgelaufen", Alarm), ["!Zeit abgelaufen"]);
        assert!(r.drain().is_empty());
    }

    #[test]
    fn stop_silences_and_drops_chatter_and_replies_but_not_moves() {
        let mut r = Rig::new();
        r.say("Springer Felix drei", Move);
        r.say("Antwort", Reply);
        r.say("zehn Minuten", Chatter);
        r.say("Bauer Eva vier", Move);
        assert_eq!(r.stop(), ["<stop>", "Bauer Eva vier"]);
        assert!(r.drain().is_empty());
        assert!(r.stop().is_empty(), "stopping silence does nothing");
    }

    #[test]
    fn late_reports_about_cut_off_utterances_are_ignored() {
        let mut r = Rig::new();
        r.say("Springer Felix drei", Move);
        let cut = r.current_id().unwrap_or(UtteranceId(0));
        r.say("Zeit abgelaufen", Alarm);
        assert!(r.q.finished(cut, r.now).is_empty());
        assert_eq!(r.q.speaking(), Some("Zeit abgelaufen"));
    }

    #[test]
    fn the_backstop_moves_on_when_an_end_report_is_lost() {
        let mut r = Rig::new();
        r.say("Springer Felix drei", Move);
        r.say("Bauer Eva vier", Move);
        let deadline = r.q.poll_timeout().unwrap_or(r.now);
        assert!(deadline > r.now);
        assert!(
            r.q.handle_timeout(deadline - Duration::from_millis(1))
                .is_empty()
        );
        assert_eq!(render(&r.q.handle_timeout(deadline)), ["Bauer Eva vier"]);
    }

    #[test]
    fn history_records_new_announcements_and_repeats_them_as_replies() {
        let mut r = Rig::new();
        r.say("Springer Felix drei", Move);
        r.say("Bauer Eva vier", Move);
        r.drain();
        assert_eq!(render(&r.q.repeat(r.now)), ["Bauer Eva vier"]);
        r.drain();
        assert_eq!(render(&r.q.history_back(r.now)), ["Bauer Eva vier"]);
        assert_eq!(render(&r.q.history_back(r.now)), ["!Springer Felix drei"]);
        assert!(r.q.history_back(r.now).is_empty(), "nothing older");
        assert_eq!(render(&r.q.history_forward(r.now)), ["!Bauer Eva vier"]);
        assert_eq!(r.q.history().len(), 2, "repeats are not recorded again");
    }

    #[test]
    fn only_new_announcements_are_fresh() {
        let mut q = SpeechQueue::new(QueueConfig::default());
        let now = Instant::now();
        let first = q.say("Springer Felix drei", Lang::De, Move, now);
        let Some(SpeechCommand::Speak(req)) = first.first() else {
            panic!("not spoken")
        };
        assert!(req.fresh);
        let id = req.id;
        q.finished(id, now);
        let again = q.repeat(now);
        let Some(SpeechCommand::Speak(req)) = again.first() else {
            panic!("not repeated")
        };
        assert!(!req.fresh);
        assert_eq!(req.priority, Reply);
        assert_eq!(req.lang, Lang::De);
    }
}
