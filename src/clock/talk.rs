//! What the talking clock says: readings on request (D.2.6.1, D.2.10.4), calls at thresholds,
//! period changes and flag fall, rendered from `locales/<lang>/clock.ftl`. Pure after the
//! Fluent files are loaded.
//!
//! Durations are spoken briefly: hours and minutes, with the seconds only below a threshold the
//! player sets (`[clock] seconds-below`, one hour by default, as talking clocks do: "1 hour 30
//! minutes" for 1:30:42, but "1 hour 30 minutes 42 seconds" with the threshold at two hours);
//! below a minute always seconds. Parts that are zero are left out. Time left is rounded **up**
//! to the second, so "0 seconds" is only heard once the flag has fallen; time used is rounded
//! down.

use std::time::Duration;

use shakmaty::Color;

use crate::i18n::{Arg, Lang, LocaleError, Localizer};

use super::chessclock::{ClockEvent, ClockReading};

/// What a spoken duration is in its sentence: this sets the rounding and the grammatical case
/// (Polish says "została 1 minuta" but "zużyto 1 minutę").
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Role {
    /// Time left: rounded up; the subject (nominative).
    Left,
    /// Time used or added: rounded down; the object (accusative).
    Spent,
}

/// A duration spoken, with the numbers the sentence around it needs for agreement.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SpokenDuration {
    /// The words, e.g. "1 hour 5 minutes".
    pub text: String,
    /// The first number said (selects "queda"/"quedan", "została"/"zostały"/"zostało").
    pub leading: u64,
    /// How many parts were said (1 to 3).
    pub parts: u64,
}

/// Below this, durations are said with their seconds unless the player chose otherwise.
pub const SECONDS_BELOW: Duration = Duration::from_secs(3600);

/// The clock's voice in one language.
#[derive(Debug)]
pub struct ClockVoice {
    text: Localizer,
    seconds_below: Duration,
}

/// The Fluent selector for a side.
pub fn side_key(side: Color) -> &'static str {
    match side {
        Color::White => "white",
        Color::Black => "black",
    }
}

fn num(n: u64) -> Arg<'static> {
    Arg::Num(i64::try_from(n).unwrap_or(i64::MAX))
}

impl ClockVoice {
    /// Loads the phrases of `lang`.
    ///
    /// # Errors
    ///
    /// A broken embedded Fluent file (a build bug the locale tests catch).
    pub fn new(lang: Lang) -> Result<ClockVoice, LocaleError> {
        Ok(ClockVoice {
            text: Localizer::new(lang)?,
            seconds_below: SECONDS_BELOW,
        })
    }

    /// A clock voice in `lang` that never fails (see [`Localizer::builtin`]).
    pub fn builtin(lang: Lang) -> ClockVoice {
        ClockVoice {
            text: Localizer::builtin(lang),
            seconds_below: SECONDS_BELOW,
        }
    }

    /// Says seconds only for durations under `threshold` (below a minute always).
    pub fn set_seconds_below(&mut self, threshold: Duration) {
        self.seconds_below = threshold;
    }

    /// Below this, durations are said with their seconds.
    pub fn seconds_below(&self) -> Duration {
        self.seconds_below
    }

    /// The same voice, saying seconds only for durations under `threshold`.
    #[must_use]
    pub fn with_seconds_below(mut self, threshold: Duration) -> Self {
        self.seconds_below = threshold;
        self
    }

    /// The language spoken.
    pub fn lang(&self) -> Lang {
        self.text.lang()
    }

    /// The localizer, for phrases outside the clock (game results).
    pub fn localizer(&self) -> &Localizer {
        &self.text
    }

    /// "White" or "Black" in this language.
    pub fn side(&self, side: Color) -> String {
        self.text
            .format("clock-side", &[("side", Arg::Str(side_key(side)))])
    }

    /// A duration in words: "1 hour 5 minutes", "4 minutes 30 seconds", "10 seconds".
    pub fn duration(&self, d: Duration, role: Role) -> SpokenDuration {
        let (secs, case) = match role {
            Role::Left => (super::time::ceil_secs(d), "nom"),
            Role::Spent => (d.as_secs(), "acc"),
        };
        let (h, m, s) = (secs / 3600, secs / 60 % 60, secs % 60);
        let unit = |id: &str, n: u64| {
            self.text
                .format(id, &[("n", num(n)), ("case", Arg::Str(case))])
        };
        let with_seconds = Duration::from_secs(secs) < self.seconds_below || secs < 60;
        let mut parts: Vec<(u64, String)> = Vec::with_capacity(3);
        if h > 0 {
            parts.push((h, unit("clock-hours", h)));
        }
        if m > 0 {
            parts.push((m, unit("clock-minutes", m)));
        }
        if (s > 0 && with_seconds) || parts.is_empty() {
            parts.push((s, unit("clock-seconds", s)));
        }
        let leading = parts.first().map_or(0, |p| p.0);
        let text = match parts.as_slice() {
            [(_, one)] => one.clone(),
            [(_, first), (_, second)] => self.text.format(
                "clock-join",
                &[("first", Arg::Str(first)), ("second", Arg::Str(second))],
            ),
            [(_, first), (_, second), (_, third), ..] => self.text.format(
                "clock-join-three",
                &[
                    ("first", Arg::Str(first)),
                    ("second", Arg::Str(second)),
                    ("third", Arg::Str(third)),
                ],
            ),
            [] => String::new(),
        };
        SpokenDuration {
            text,
            leading,
            parts: parts.len() as u64,
        }
    }

    /// On request: time left, time used and moves completed, for both players, White first.
    pub fn reading(&self, r: &ClockReading) -> String {
        self.both_sides(r, "clock-reading")
    }

    /// Unasked: time left and used for both players, White first, without the moves completed
    /// (Article 12.6: nobody tells a player the moves completed unless he asks the clock).
    pub fn times(&self, r: &ClockReading) -> String {
        self.both_sides(r, "clock-times")
    }

    /// Message `id` for White, then for Black, given each side's time left, time used and moves
    /// completed (a message leaves out what it does not say).
    fn both_sides(&self, r: &ClockReading, id: &str) -> String {
        [Color::White, Color::Black]
            .into_iter()
            .map(|side| {
                // A time nobody knows is said to be unknown, never a placeholder.
                if r.unknown[side] {
                    return self
                        .text
                        .format("clock-unknown-side", &[("side", Arg::Str(side_key(side)))]);
                }
                let left = self.duration(r.remaining[side], Role::Left);
                let used = self.duration(r.used[side], Role::Spent);
                let moves = u64::from(r.moves[side]);
                let moves_text = self.text.format("clock-moves", &[("n", num(moves))]);
                self.text.format(
                    id,
                    &[
                        ("side", Arg::Str(side_key(side))),
                        ("left", Arg::Str(&left.text)),
                        ("left_n", num(left.leading)),
                        ("left_parts", num(left.parts)),
                        ("used", Arg::Str(&used.text)),
                        ("moves", Arg::Str(&moves_text)),
                        ("moves_n", num(moves)),
                    ],
                )
            })
            .collect::<Vec<_>>()
            .join(" ")
    }

    /// The time the side on move has spent on its current move: "Black: 4 minutes 12 seconds
    /// on move 23 so far." (`number` is the move's number on the scoresheet.)
    pub fn thinking(&self, side: Color, spent: Duration, number: u32) -> String {
        let spent = self.duration(spent, Role::Spent);
        self.text.format(
            "clock-thinking",
            &[
                ("side", Arg::Str(side_key(side))),
                ("spent", Arg::Str(&spent.text)),
                ("spent_n", num(spent.leading)),
                ("n", num(u64::from(number))),
            ],
        )
    }

    /// A call at a threshold: "White: 5 minutes left."
    pub fn call(&self, side: Color, left: Duration) -> String {
        let left = self.duration(left, Role::Left);
        self.text.format(
            "clock-call",
            &[
                ("side", Arg::Str(side_key(side))),
                ("left", Arg::Str(&left.text)),
                ("left_n", num(left.leading)),
                ("left_parts", num(left.parts)),
            ],
        )
    }

    /// A new period: "White: period 2 begins, 30 minutes added." (`period` is 0-based.)
    pub fn period(&self, side: Color, period: usize, added: Duration) -> String {
        let added = self.duration(added, Role::Spent);
        self.text.format(
            "clock-period",
            &[
                ("side", Arg::Str(side_key(side))),
                ("period", num(period as u64 + 1)),
                ("added", Arg::Str(&added.text)),
                ("added_n", num(added.leading)),
            ],
        )
    }

    /// Flag fall: "White: flag has fallen."
    pub fn flag(&self, side: Color) -> String {
        self.text
            .format("clock-flag", &[("side", Arg::Str(side_key(side)))])
    }

    /// Both flags down: which fell first, or that nobody can tell.
    pub fn both_flags(&self, first: Option<Color>) -> String {
        match first {
            Some(side) => self.text.format(
                "clock-both-flags-first",
                &[("first", Arg::Str(side_key(side)))],
            ),
            None => self.text.text("clock-both-flags-unknown"),
        }
    }

    /// Any event the clock raises.
    pub fn event(&self, event: &ClockEvent) -> String {
        match *event {
            ClockEvent::Threshold { side, left, .. } => self.call(side, left),
            ClockEvent::PeriodStarted {
                side,
                period,
                added,
                ..
            } => self.period(side, period, added),
            ClockEvent::FlagFell { side, .. } => self.flag(side),
        }
    }

    /// "Clock paused." / "Clock running."
    pub fn paused(&self, paused: bool) -> String {
        self.text.text(if paused {
            "clock-paused"
        } else {
            "clock-resumed"
        })
    }
}

#[cfg(test)]
mod tests {
    use shakmaty::ByColor;

    use super::*;
    use crate::clock::time::Timestamp;

    fn voice(lang: Lang) -> ClockVoice {
        ClockVoice::new(lang).unwrap()
    }

    fn secs(s: u64) -> Duration {
        Duration::from_secs(s)
    }

    #[test]
    fn every_language_has_every_clock_phrase() {
        let reference: Vec<String> = crate::i18n::message_ids(Lang::En)
            .into_iter()
            .filter(|id| id.starts_with("clock-"))
            .collect();
        assert!(reference.len() > 20);
        for lang in Lang::ALL {
            let ids = crate::i18n::message_ids(lang);
            for id in &reference {
                assert!(ids.contains(id), "{lang} lacks {id}");
            }
        }
    }

    #[test]
    fn polish_plurals_and_agreement() {
        let pl = voice(Lang::Pl);
        let cases = [
            (60, "Białe: została 1 minuta."),
            (120, "Białe: zostały 2 minuty."),
            (240, "Białe: zostały 4 minuty."),
            (300, "Białe: zostało 5 minut."),
            (12 * 60, "Białe: zostało 12 minut."),
            (22 * 60, "Białe: zostały 22 minuty."),
            (25 * 60, "Białe: zostało 25 minut."),
            (1, "Białe: została 1 sekunda."),
            (3, "Białe: zostały 3 sekundy."),
            (10, "Białe: zostało 10 sekund."),
            (3600, "Białe: została 1 godzina."),
            (2 * 3600 + 60, "Białe: zostały 2 godziny 1 minuta."),
            (5 * 3600, "Białe: zostało 5 godzin."),
            (90, "Białe: została 1 minuta 30 sekund."),
        ];
        for (s, want) in cases {
            assert_eq!(pl.call(Color::White, secs(s)), want, "{s} s");
        }
        assert_eq!(pl.flag(Color::Black), "Czarne: spadła chorągiewka.");
        // The object takes the accusative: "dodano 1 minutę", but "dodano 2 minuty", "5 minut".
        assert_eq!(
            pl.period(Color::White, 1, secs(60)),
            "Białe: zaczyna się okres 2, dodano 1 minutę."
        );
        assert_eq!(
            pl.period(Color::White, 1, secs(120)),
            "Białe: zaczyna się okres 2, dodano 2 minuty."
        );
        assert_eq!(
            pl.period(Color::White, 2, secs(1800)),
            "Białe: zaczyna się okres 3, dodano 30 minut."
        );
        assert_eq!(
            pl.period(Color::White, 1, secs(3600)),
            "Białe: zaczyna się okres 2, dodano 1 godzinę."
        );
    }

    #[test]
    fn basque_wording() {
        let eu = voice(Lang::Eu);
        let cases = [
            (60, "Zuriak: minutu bat geratzen da."),
            (300, "Zuriak: 5 minutu geratzen dira."),
            (1, "Zuriak: segundo bat geratzen da."),
            (30, "Zuriak: 30 segundo geratzen dira."),
            (3600, "Zuriak: ordu bat geratzen da."),
            (3600 + 300, "Zuriak: ordu bat eta 5 minutu geratzen dira."),
            (2 * 3600, "Zuriak: 2 ordu geratzen dira."),
        ];
        for (s, want) in cases {
            assert_eq!(eu.call(Color::White, secs(s)), want, "{s} s");
        }
        assert_eq!(
            eu.period(Color::Black, 1, secs(1800)),
            "Beltzak: 2. aldia hasten da, 30 minutu gehitu dira."
        );
        assert_eq!(
            eu.period(Color::Black, 1, secs(60)),
            "Beltzak: 2. aldia hasten da, minutu bat gehitu da."
        );
    }

    #[test]
    fn galician_and_spanish_wording() {
        let gl = voice(Lang::Gl);
        let es = voice(Lang::Es);
        let cases = [
            (60, "Brancas: queda 1 minuto.", "Blancas: queda 1 minuto."),
            (
                120,
                "Brancas: quedan 2 minutos.",
                "Blancas: quedan 2 minutos.",
            ),
            (3600, "Brancas: queda 1 hora.", "Blancas: queda 1 hora."),
            (
                3600 + 120,
                "Brancas: queda 1 hora e 2 minutos.",
                "Blancas: queda 1 hora y 2 minutos.",
            ),
            (1, "Brancas: queda 1 segundo.", "Blancas: queda 1 segundo."),
            (
                10,
                "Brancas: quedan 10 segundos.",
                "Blancas: quedan 10 segundos.",
            ),
        ];
        for (s, want_gl, want_es) in cases {
            assert_eq!(gl.call(Color::White, secs(s)), want_gl, "gl {s} s");
            assert_eq!(es.call(Color::White, secs(s)), want_es, "es {s} s");
        }
        assert_eq!(
            gl.period(Color::Black, 1, secs(60)),
            "Negras: comeza o período 2; engádese 1 minuto."
        );
        assert_eq!(
            gl.period(Color::Black, 1, secs(1800)),
            "Negras: comeza o período 2; engádense 30 minutos."
        );
        assert_eq!(gl.flag(Color::White), "Brancas: caeu a bandeira.");
    }

    #[test]
    fn reading_on_request_names_time_left_time_used_and_moves() {
        let reading = ClockReading {
            remaining: ByColor {
                white: secs(3600 + 25 * 60) + Duration::from_millis(1),
                black: secs(61),
            },
            used: ByColor {
                white: secs(5 * 60 + 59),
                black: secs(3600),
            },
            moves: ByColor {
                white: 1,
                black: 12,
            },
            unknown: ByColor::new_with(|_| false),
            period: ByColor::default(),
            running: Some(Color::White),
            to_move: Color::White,
        };
        let cases = [
            (
                Lang::En,
                "White: 1 hour 25 minutes left, 5 minutes 59 seconds used, 1 move completed. \
                 Black: 1 minute 1 second left, 1 hour used, 12 moves completed.",
            ),
            (
                Lang::Pl,
                "Białe: została 1 godzina 25 minut, zużyto 5 minut 59 sekund, wykonano 1 posunięcie. \
                 Czarne: została 1 minuta 1 sekunda, zużyto 1 godzinę, wykonano 12 posunięć.",
            ),
            (
                Lang::Gl,
                "Brancas: queda 1 hora e 25 minutos; tempo usado, 5 minutos e 59 segundos; 1 xogada completada. \
                 Negras: queda 1 minuto e 1 segundo; tempo usado, 1 hora; 12 xogadas completadas.",
            ),
            (
                Lang::Eu,
                "Zuriak: ordu bat eta 25 minutu geratzen dira, 5 minutu eta 59 segundo erabilita, jokaldi bat eginda. \
                 Beltzak: minutu bat eta segundo bat geratzen dira, ordu bat erabilita, 12 jokaldi eginda.",
            ),
            (
                Lang::De,
                "Weiß: noch 1 Stunde und 25 Minuten, 5 Minuten und 59 Sekunden verbraucht, 1 Zug ausgeführt. \
                 Schwarz: noch 1 Minute und 1 Sekunde, 1 Stunde verbraucht, 12 Züge ausgeführt.",
            ),
        ];
        for (lang, want) in cases {
            assert_eq!(voice(lang).reading(&reading), want, "{lang}");
        }
    }

    #[test]
    fn no_isolation_marks_and_no_raw_ids() {
        for lang in Lang::ALL {
            let v = voice(lang);
            let event = ClockEvent::Threshold {
                side: Color::Black,
                left: secs(600),
                at: Timestamp::ZERO,
            };
            for text in [
                v.event(&event),
                v.both_flags(Some(Color::White)),
                v.both_flags(None),
                v.paused(true),
            ] {
                assert!(
                    !text.contains('\u{2068}') && !text.contains('\u{2069}'),
                    "{lang}: {text:?}"
                );
                assert!(
                    !text.starts_with("clock-"),
                    "{lang}: missing message {text}"
                );
            }
        }
    }

    #[test]
    fn seconds_are_said_below_the_players_threshold() {
        let t = secs(3600 + 30 * 60 + 42);
        let en = voice(Lang::En);
        assert_eq!(en.duration(t, Role::Left).text, "1 hour 30 minutes");
        assert_eq!(
            en.duration(secs(25 * 60 + 30), Role::Left).text,
            "25 minutes 30 seconds"
        );
        let en = voice(Lang::En).with_seconds_below(secs(2 * 3600));
        let spoken = en.duration(t, Role::Left);
        assert_eq!(spoken.text, "1 hour 30 minutes 42 seconds");
        assert_eq!((spoken.leading, spoken.parts), (1, 3));
        assert_eq!(
            en.duration(secs(3600 + 42), Role::Left).text,
            "1 hour 42 seconds"
        );
        assert_eq!(
            voice(Lang::De)
                .with_seconds_below(secs(7200))
                .call(Color::White, t),
            "Weiß: noch 1 Stunde, 30 Minuten und 42 Sekunden."
        );
        assert_eq!(
            voice(Lang::Eu)
                .with_seconds_below(secs(7200))
                .call(Color::White, t),
            "Zuriak: ordu bat, 30 minutu eta 42 segundo geratzen dira."
        );
        // A lower threshold drops the seconds sooner, but never below a minute.
        let en = voice(Lang::En).with_seconds_below(secs(10 * 60));
        assert_eq!(
            en.duration(secs(25 * 60 + 30), Role::Left).text,
            "25 minutes"
        );
        assert_eq!(
            en.duration(secs(9 * 60 + 30), Role::Left).text,
            "9 minutes 30 seconds"
        );
        let en = voice(Lang::En).with_seconds_below(Duration::ZERO);
        assert_eq!(en.duration(secs(42), Role::Left).text, "42 seconds");
        assert_eq!(en.duration(secs(90), Role::Left).text, "1 minute");
    }

    #[test]
    fn time_left_rounds_up_and_time_used_down() {
        let en = voice(Lang::En);
        assert_eq!(
            en.duration(Duration::from_millis(100), Role::Left).text,
            "1 second"
        );
        assert_eq!(
            en.duration(Duration::from_millis(900), Role::Spent).text,
            "0 seconds"
        );
        assert_eq!(en.duration(secs(7200 + 59), Role::Left).text, "2 hours");
    }
}
