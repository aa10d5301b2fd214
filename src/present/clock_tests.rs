//! The clock's voice in every language: readings, calls, results.

use shakmaty::ByColor;

use super::*;
use crate::{clock::time::Timestamp, game::result::tests::all_results};

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
    assert_eq!(en.duration(t, DurationRole::Left).text, "1 hour 30 minutes");
    assert_eq!(
        en.duration(secs(25 * 60 + 30), DurationRole::Left).text,
        "25 minutes 30 seconds"
    );
    let en = voice(Lang::En).with_seconds_below(secs(2 * 3600));
    let spoken = en.duration(t, DurationRole::Left);
    assert_eq!(spoken.text, "1 hour 30 minutes 42 seconds");
    assert_eq!((spoken.leading, spoken.parts), (1, 3));
    assert_eq!(
        en.duration(secs(3600 + 42), DurationRole::Left).text,
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
        en.duration(secs(25 * 60 + 30), DurationRole::Left).text,
        "25 minutes"
    );
    assert_eq!(
        en.duration(secs(9 * 60 + 30), DurationRole::Left).text,
        "9 minutes 30 seconds"
    );
    let en = voice(Lang::En).with_seconds_below(Duration::ZERO);
    assert_eq!(en.duration(secs(42), DurationRole::Left).text, "42 seconds");
    assert_eq!(en.duration(secs(90), DurationRole::Left).text, "1 minute");
}

#[test]
fn time_left_rounds_up_and_time_used_down() {
    let en = voice(Lang::En);
    assert_eq!(
        en.duration(Duration::from_millis(100), DurationRole::Left)
            .text,
        "1 second"
    );
    assert_eq!(
        en.duration(Duration::from_millis(900), DurationRole::Spent)
            .text,
        "0 seconds"
    );
    assert_eq!(
        en.duration(secs(7200 + 59), DurationRole::Left).text,
        "2 hours"
    );
}

#[test]
fn every_result_is_spoken_in_every_language() {
    for lang in Lang::ALL {
        let text = voice(lang);
        for r in all_results() {
            let s = text.result(r);
            assert!(!s.starts_with("clock-") && !s.is_empty(), "{lang} {r}: {s}");
        }
    }
    let pl = voice(Lang::Pl);
    let flagged = GameResult::Draw(DrawReason::TimeoutInsufficient {
        flagged: Color::White,
    });
    assert_eq!(
        pl.result(flagged),
        "Remis: białym spadła chorągiewka, ale czarne nie mogą dać mata."
    );
    let eu = voice(Lang::Eu);
    let won = GameResult::Win {
        winner: Color::Black,
        reason: WinReason::Timeout,
    };
    assert_eq!(eu.result(won), "Beltzek irabazi dute denboraz.");
    let es = voice(Lang::Es);
    let resigned = GameResult::Win {
        winner: Color::White,
        reason: WinReason::Resignation,
    };
    assert_eq!(
        es.result(resigned),
        "Las negras abandonan; ganan las blancas."
    );
}
