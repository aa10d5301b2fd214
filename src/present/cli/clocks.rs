//! The clock's mistakes in the reader's words: a time control, a list of calls, a clock
//! script's line. Pure.

use super::{Format, quoted};
use crate::{
    clock::{
        calls::{CallsProblem, ParseCallsError},
        control::{MAX_PERIODS, MAX_QUOTA, ParseControlError, PeriodProblem, StructureProblem},
        script::{DeltaError, ScriptProblem},
    },
    i18n::Arg,
};

/// A time control that does not read, given with `flag`.
pub(super) fn control(format: Format<'_>, flag: &str, error: &ParseControlError) -> String {
    match error {
        ParseControlError::Empty => format("cli-control-empty", &[("flag", Arg::Str(flag))]),
        ParseControlError::Period {
            period,
            text,
            problem,
        } => format(
            "cli-control-period",
            &[
                ("flag", Arg::Str(flag)),
                ("period", Arg::Num(*period as i64)),
                ("text", Arg::Str(&quoted(text))),
                ("problem", Arg::Str(&period_problem(format, problem))),
            ],
        ),
        ParseControlError::Structure { text, problem } => format(
            "cli-control-structure",
            &[
                ("flag", Arg::Str(flag)),
                ("text", Arg::Str(&quoted(text))),
                ("problem", Arg::Str(&structure_problem(format, problem))),
            ],
        ),
    }
}

fn period_problem(format: Format<'_>, problem: &PeriodProblem) -> String {
    let with = |id: &str, text: &str| format(id, &[("text", Arg::Str(&quoted(text)))]);
    match problem {
        PeriodProblem::Empty => format("cli-period-empty", &[]),
        PeriodProblem::QuotaNotWhole(t) => with("cli-period-quota-not-whole", t),
        PeriodProblem::ZeroQuota => format("cli-period-zero-quota", &[]),
        PeriodProblem::NoMinutes(t) => with("cli-period-no-minutes", t),
        PeriodProblem::NotABonus(t) => with("cli-period-not-a-bonus", t),
        PeriodProblem::BonusNotSeconds(t) | PeriodProblem::NotSeconds(t) => {
            with("cli-period-not-seconds", t)
        }
        PeriodProblem::Time(e) => with("cli-period-time", &e.text),
        PeriodProblem::NotMinutesAndSeconds(t) => with("cli-period-not-minutes-and-seconds", t),
        PeriodProblem::NotMinutes(t) => with("cli-period-not-minutes", t),
        PeriodProblem::Sandclock => format("cli-period-sandclock", &[]),
        PeriodProblem::QuotaNotANumber(t) => with("cli-period-quota-not-a-number", t),
    }
}

fn structure_problem(format: Format<'_>, problem: &StructureProblem) -> String {
    match problem {
        StructureProblem::NoQuota(period) => format(
            "cli-structure-no-quota",
            &[("period", Arg::Num(*period as i64))],
        ),
        StructureProblem::LastHasQuota => format("cli-structure-last-has-quota", &[]),
        StructureProblem::ZeroQuota => format("cli-structure-zero-quota", &[]),
        StructureProblem::NoTime => format("cli-structure-no-time", &[]),
        StructureProblem::TooManyPeriods => format(
            "cli-structure-too-many",
            &[("max", Arg::Num(MAX_PERIODS as i64))],
        ),
        StructureProblem::PeriodTooLong => format("cli-structure-period-too-long", &[]),
        StructureProblem::BonusTooLong => format("cli-structure-bonus-too-long", &[]),
        StructureProblem::QuotaTooLarge => format(
            "cli-structure-quota-too-large",
            &[("max", Arg::Num(i64::from(MAX_QUOTA)))],
        ),
        StructureProblem::Unknown => format("cli-structure-unknown", &[]),
    }
}

pub(super) fn calls(format: Format<'_>, error: &ParseCallsError) -> String {
    let problem = match error.problem {
        CallsProblem::MinutesNotWhole => format("cli-calls-minutes", &[]),
        CallsProblem::SecondsNotWhole => format("cli-calls-seconds", &[]),
        CallsProblem::Time(_) => format("cli-calls-time", &[]),
        CallsProblem::Zero => format("cli-calls-zero", &[]),
        CallsProblem::TooMany => format(
            "cli-calls-too-many",
            &[("max", Arg::Num(crate::clock::calls::MAX_THRESHOLDS as i64))],
        ),
    };
    format(
        "cli-calls",
        &[
            ("item", Arg::Str(&quoted(&error.item))),
            ("problem", Arg::Str(&problem)),
        ],
    )
}

/// What is wrong with a clock script's line; its words (events, sides) are quoted as typed.
pub(super) fn script_problem(format: Format<'_>, problem: &ScriptProblem) -> String {
    let with = |id: &str, text: &str| format(id, &[("text", Arg::Str(&quoted(text)))]);
    match problem {
        ScriptProblem::Time(e) | ScriptProblem::Delta(DeltaError::Time(e)) => {
            with("cli-script-time", &e.text)
        }
        ScriptProblem::TimeWentBack { time, .. } => with("cli-script-time-went-back", time),
        ScriptProblem::NoEvent => format("cli-script-no-event", &[]),
        ScriptProblem::UnknownEvent(t) => with("cli-script-unknown-event", t),
        ScriptProblem::NoArgument { event, found } => format(
            "cli-script-no-argument",
            &[
                ("event", Arg::Str(&quoted(event))),
                ("text", Arg::Str(&quoted(found))),
            ],
        ),
        ScriptProblem::StartTakesASide(t) => with("cli-script-start-side", t),
        ScriptProblem::NoSide => format("cli-script-no-side", &[]),
        ScriptProblem::NotASide(t) => with("cli-script-not-a-side", t),
        ScriptProblem::NoAmount => format("cli-script-no-amount", &[]),
        ScriptProblem::AfterAmount(t) => with("cli-script-after-amount", t),
        ScriptProblem::Delta(DeltaError::NoSign(t)) => with("cli-script-no-sign", t),
        ScriptProblem::NoTime => format("cli-script-no-time", &[]),
        ScriptProblem::NotMoves(t) => with("cli-script-not-moves", t),
        ScriptProblem::NotMovesN(t) => with("cli-script-not-moves-n", t),
        ScriptProblem::Refused { event, error } => format(
            "cli-script-refused",
            &[
                ("event", Arg::Str(event)),
                (
                    "why",
                    Arg::Str(&format(crate::present::words::clock_error_id(error), &[])),
                ),
            ],
        ),
    }
}
