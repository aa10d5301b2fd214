//! The verdict at the end of the event: what every person saw and kept. Every move exactly
//! once, in order, in every journal and PGN of its table and in the relay's; the Laws' numbers
//! applied; the relay never ahead of its delay; the read-backs withdrawn seen only by the seat
//! that entered them; every line each person read in that person's language.

use std::path::PathBuf;

use annabella::game::{ClaimKind, LogKind};
use shakmaty::Color;

use super::{
    DELAY, MOVES, WITHDRAWN,
    checks::{
        Languages, forms, journal_log, journal_moves, journal_states, pgn_games, said, secret_in,
    },
    event::Event,
    person::Person,
    public::{board, board_clocks},
};

impl Event {
    /// Everything found wrong in the event, on the way and now; `observed`: the relay's round
    /// file as it changed, with when it was read.
    pub fn verdict(&mut self, observed: &[(i64, String)]) -> Vec<String> {
        let file = self.live.join("round-1.pgn");
        let languages = Languages::new();
        let (withdrawn_1, withdrawn_2) = (forms(WITHDRAWN), forms(WITHDRAWN));
        // Every move exactly once, in order, in every journal and PGN of its table, and in the
        // relay's; the journals of a table and its devices byte for byte the same.
        let journals: [Vec<PathBuf>; 4] = [
            vec![
                self.t1.host.dir.join("host.journal"),
                self.t1.sighted.dir.join("sighted.journal"),
                self.t1.arbiter.dir.join("arbiter.journal"),
            ],
            vec![
                self.t2.host.dir.join("host.journal"),
                self.t2.sighted.dir.join("sighted.journal"),
                self.t2.arbiter.dir.join("arbiter.journal"),
            ],
            vec![self.t3.dir.join("table.journal")],
            vec![self.t4.dir.join("table.journal")],
        ];
        for (i, files) in journals.iter().enumerate() {
            let want: Vec<String> = MOVES[i].iter().map(|m| (*m).to_owned()).collect();
            for j in files {
                let got = journal_moves(j);
                if got != want {
                    self.failures
                        .push(format!("table {}: {} holds {got:?}", i + 1, j.display()));
                }
                if std::fs::read(j).ok() != std::fs::read(&files[0]).ok() {
                    self.failures.push(format!(
                        "table {}: {} differs from the host's",
                        i + 1,
                        j.display()
                    ));
                }
                let pgn = j.with_extension("pgn");
                let games = pgn_games(&std::fs::read_to_string(&pgn).unwrap_or_default());
                if games.len() != 1 || games[0].1 != want {
                    self.failures.push(format!(
                        "table {}: {} holds {games:?}",
                        i + 1,
                        pgn.display()
                    ));
                }
            }
        }
        let text = std::fs::read_to_string(&file).unwrap_or_default();
        for n in 1..=4u32 {
            let want: Vec<String> = MOVES[n as usize - 1]
                .iter()
                .map(|m| (*m).to_owned())
                .collect();
            if board(&text, n) != Some(want) {
                self.failures
                    .push(format!("the relay's board {n}: {:?}", board(&text, n)));
            }
        }
        // Article 9.5.3 applied, not only said: the incorrect claim of table 3's White gave Black
        // two minutes, so Black's clock after its first move stands well above White's.
        match board_clocks(&text, 3).map(|(_, clocks)| clocks) {
            Some(c) if c.len() >= 2 && c[1] >= c[0] + 90 => {}
            clocks => self.failures.push(format!(
                "table 3's Black did not get the 2 minutes of the incorrect claim: clocks {clocks:?}"
            )),
        }
        // Both logged (9.5.3): the incorrect claim with the move written, and the two minutes
        // given to the opponent.
        let log = journal_log(&journals[2][0]);
        let claim_logged = log.iter().any(|k| {
            matches!(k, LogKind::Claim { claimant: Color::White, kind: ClaimKind::Threefold,
                intended: Some(m), correct: false } if m == "Nf3")
        });
        let time_logged = log.iter().any(|k| {
            matches!(k, LogKind::Adjusted { side: Color::Black, delta }
                if delta.as_signed_nanos() == 120_000_000_000)
        });
        if !claim_logged || !time_logged {
            self.failures.push(format!(
                "table 3's log does not hold the incorrect claim and its two minutes: {log:?}"
            ));
        }
        // A wrong repetition is never told as an illegal move (Article 7.5), at the table or at
        // the station.
        for p in [&mut self.t4, &mut self.station] {
            for line in p.printed().iter().filter(|l| l.contains("7.5")) {
                self.failures
                    .push(format!("{} speaks of an illegal move: {line}", p.name));
            }
        }
        // The relay never showed a move before the delay had passed since it was made: what it
        // showed of each game at any moment is the game as it stood, by its table's journal, at a
        // time at least the delay before.
        let states: Vec<Vec<(i64, Vec<String>)>> =
            journals.iter().map(|j| journal_states(&j[0])).collect();
        let delay_ms = i64::try_from(DELAY.as_millis()).unwrap();
        for (at, text) in observed {
            for n in 1..=4usize {
                let shown = board(text, n as u32).unwrap_or_default();
                let of_age = states[n - 1]
                    .iter()
                    .any(|(wall, moves)| *wall <= at - delay_ms && *moves == shown);
                if !of_age {
                    let newest = states[n - 1].iter().rev().find(|(_, m)| *m == shown);
                    self.failures.push(format!(
                        "the relay showed board {n} as {shown:?} {} ms after the game stood so",
                        newest.map_or(-1, |(wall, _)| at - wall)
                    ));
                }
            }
        }
        // Nothing private where it must not be: the read-backs withdrawn were seen only by the
        // seat that entered them.
        for p in [
            &mut self.t1.sighted,
            &mut self.t1.arbiter,
            &mut self.station,
            &mut self.relay,
        ] {
            for found in secret_in(p, &withdrawn_1) {
                self.failures.push(format!(
                    "table 1's withdrawn read-back: {}: {found}",
                    p.name
                ));
            }
        }
        for p in [
            &mut self.t2.host,
            &mut self.t2.arbiter,
            &mut self.station,
            &mut self.relay,
        ] {
            for found in secret_in(p, &withdrawn_2) {
                self.failures.push(format!(
                    "table 2's withdrawn read-back: {}: {found}",
                    p.name
                ));
            }
        }
        // A move read back awaiting confirmation is read back only to the seat that entered
        // it: no device shows another seat's read-back (the moves each entered, in words).
        let entered: [(&mut Person, &[&str]); 6] = [
            (
                &mut self.t1.host,
                &[
                    "Gustav eins Hector drei",
                    "Eva zwei Eva vier",
                    "Felix eins Cesar vier",
                ],
            ),
            (
                &mut self.t1.sighted,
                &["Eva sieben Eva fünf", "Bella acht Cesar sechs"],
            ),
            (&mut self.t1.arbiter, &[]),
            (&mut self.t2.host, &["Gustav acht Felix sechs"]),
            (
                &mut self.t2.sighted,
                &[
                    "Gustav eins Hector drei",
                    "David zwei David vier",
                    "Cesar eins Gustav fünf",
                ],
            ),
            (&mut self.t2.arbiter, &[]),
        ];
        for (p, own) in entered {
            let read_back = said(p.lang, "table-read-back");
            for line in p.printed() {
                if line.contains(&read_back) && !own.iter().any(|m| line.contains(m)) {
                    self.failures
                        .push(format!("{} shows another seat's read-back: {line}", p.name));
                }
            }
        }
        // Every line each person read is in that person's language.
        let names = [
            "Ana",
            "Jan",
            "Eda",
            "Ivo",
            "Ane",
            "Iker",
            "Eva",
            "Luz",
            "Rehearsal",
        ];
        for p in [
            &mut self.station,
            &mut self.t1.host,
            &mut self.t1.sighted,
            &mut self.t1.arbiter,
            &mut self.t2.host,
            &mut self.t2.sighted,
            &mut self.t2.arbiter,
            &mut self.t3,
            &mut self.t4,
        ] {
            let leaks = languages.leaks(&p.printed(), p.lang, &names);
            if !leaks.is_empty() {
                self.failures.push(format!(
                    "{} ({}) read other languages:\n  {}",
                    p.name,
                    p.lang,
                    leaks.join("\n  ")
                ));
            }
        }
        std::mem::take(&mut self.failures)
    }
}
