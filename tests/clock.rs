//! `annabella clock --script`: the documented output format, for every kind of control, run
//! through the real binary in virtual time.

/// Runs `annabella clock` with `script` on standard input; returns (exit code, stdout, stderr).
fn clock(control: &str, extra: &[&str], script: &str) -> (i32, String, String) {
    let mut args = vec!["clock", "--control", control, "--script", "-"];
    args.extend_from_slice(extra);
    crate::support::run_annabella(&args, script)
}

fn lines(s: &str) -> Vec<&str> {
    s.lines().collect()
}

#[test]
fn two_periods_with_increment() {
    // 40/90+30, 30+30: White plays 40 moves at a minute each, Black replies at once.
    let mut script = String::from("0:00:00.000 start\n");
    let mut t = 0u64;
    for _ in 0..40 {
        t += 60_000;
        script.push_str(&format!("{}.{:03} press\n", hms(t / 1000), t % 1000));
        t += 1;
        script.push_str(&format!("{}.{:03} press\n", hms(t / 1000), t % 1000));
    }
    script.push_str("0:41:00.000 query\n");
    let (code, out, err) = clock("40/90+30, 30+30", &["--calls", "none"], &script);
    assert_eq!(code, 0, "{err}");
    assert_eq!(
        lines(&out),
        [
            // 1:30:30 - 40 min + 40 × 30 s + 30 min; Black used 39 ms so far.
            "0:40:00.039 period side=white period=2 added=0:30:00.000 white=1:40:30.000 black=1:49:59.961 moves=40/39",
            "0:40:00.040 period side=black period=2 added=0:30:00.000 white=1:40:30.000 black=2:20:29.960 moves=40/40",
            "0:41:00.000 query white=1:39:30.040 black=2:20:29.960 moves=40/40",
        ]
    );
}

fn hms(secs: u64) -> String {
    format!("{}:{:02}:{:02}", secs / 3600, secs / 60 % 60, secs % 60)
}

#[test]
fn sudden_death_flag_and_calls() {
    let script = "0:00:00 start\n0:00:10 press\n0:20:00 query\n";
    let (code, out, _) = clock("15", &["--calls", "1m,10s"], script);
    assert_eq!(code, 0);
    assert_eq!(
        lines(&out),
        [
            "0:14:10.000 call side=black left=0:01:00.000 white=0:14:50.000 black=0:01:00.000 moves=1/0",
            "0:15:00.000 call side=black left=0:00:10.000 white=0:14:50.000 black=0:00:10.000 moves=1/0",
            "0:15:10.000 flag side=black white=0:14:50.000 black=0:00:00.000 moves=1/0",
            "0:20:00.000 query white=0:14:50.000 black=0:00:00.000 moves=1/0",
        ]
    );
}

#[test]
fn simple_delay_and_bronstein() {
    let script = "0:00:00 start\n0:00:03 press\n0:00:11 press\n0:00:11 query\n";
    let (_, out, _) = clock("G/60 d5", &["--mode", "tournament"], script);
    assert_eq!(
        lines(&out),
        ["0:00:11.000 query white=1:00:00.000 black=0:59:57.000 moves=1/1"]
    );
    let (_, out, _) = clock("60 bronstein 5", &["--mode", "tournament"], script);
    assert_eq!(
        lines(&out),
        ["0:00:11.000 query white=1:00:00.000 black=0:59:57.000 moves=1/1"]
    );
    let (_, out, _) = clock(
        "60 delay 5",
        &["--mode", "tournament"],
        "0:00:00 start\n1:00:04 query\n1:00:06 query\n",
    );
    assert_eq!(
        lines(&out),
        [
            "1:00:04.000 query white=0:00:01.000 black=1:00:00.000 moves=0/0",
            "1:00:05.000 flag side=white white=0:00:00.000 black=1:00:00.000 moves=0/0",
            "1:00:06.000 query white=0:00:00.000 black=1:00:00.000 moves=0/0",
        ]
    );
}

#[test]
fn pause_adjust_set_and_both_flags() {
    let script = "\
0:00:00 start
0:01:00 pause
0:11:00 resume
0:12:00 adjust black +2:00    # 7.5.5: an illegal move by White
0:12:00 adjust white -0:30
0:12:00 query
0:12:00 set white 0:00:05 moves 3
0:13:00 press
0:14:00 set black 0:00:01
0:14:00 query
";
    let (code, out, err) = clock("5+3", &["--calls", "none"], script);
    assert_eq!(code, 0, "{err}");
    assert_eq!(
        lines(&out),
        [
            "0:12:00.000 query white=0:02:33.000 black=0:07:03.000 moves=0/0",
            "0:12:05.000 flag side=white white=0:00:00.000 black=0:07:03.000 moves=3/0",
            "0:14:00.000 query white=0:00:03.000 black=0:00:01.000 moves=4/0",
        ]
    );
    let script = "0:00:00 start\n0:00:00 set white 0:00:01\n0:00:02 press\n0:00:02 set black 0:00:01\n0:00:05 query\n";
    let (_, out, _) = clock("5", &["--calls", "none"], script);
    assert_eq!(
        lines(&out),
        [
            "0:00:01.000 flag side=white white=0:00:00.000 black=0:05:00.000 moves=0/0",
            "0:00:03.000 flag side=black first=white white=0:00:00.000 black=0:00:00.000 moves=1/0",
            "0:00:05.000 query white=0:00:00.000 black=0:00:00.000 moves=1/0",
        ]
    );
}

#[test]
fn spoken_lines_in_the_chosen_language() {
    let (code, out, _) = clock(
        "5",
        &["--calls", "1m", "--lang", "gl"],
        "0:00:00 start\n0:04:00 query\n",
    );
    assert_eq!(code, 0);
    assert_eq!(
        lines(&out),
        [
            "0:04:00.000 call side=white left=0:01:00.000 white=0:01:00.000 black=0:05:00.000 moves=0/0",
            "  say: Brancas: queda 1 minuto.",
            "0:04:00.000 query white=0:01:00.000 black=0:05:00.000 moves=0/0",
            "  say: Brancas: queda 1 minuto; tempo usado, 4 minutos; 0 xogadas completadas. \
             Negras: quedan 5 minutos; tempo usado, 0 segundos; 0 xogadas completadas.",
        ]
    );
}

#[test]
fn bad_scripts_and_controls() {
    let (code, out, err) = clock("15", &[], "0:00:00 start\n0:00:01 query\n0:00:02 flip\n");
    assert_eq!(code, 1);
    assert!(
        out.is_empty(),
        "nothing runs when a line is malformed: {out}"
    );
    assert!(err.contains("line 3: unknown event “flip”"), "{err}");
    let (code, out, err) = clock("15", &[], "0:00:00 query\n0:00:01 resume\n");
    assert_eq!(code, 1);
    assert_eq!(
        lines(&out).len(),
        1,
        "lines before the refused event are printed"
    );
    assert!(
        err.contains("line 2: resume: The clock has not been started"),
        "{err}"
    );
    let (code, _, err) = clock("40/90+3O", &[], "");
    assert_eq!(code, 2);
    assert!(err.contains("period 1 (“40/90+3O”)"), "{err}");
    let (code, _, err) = clock("15", &["--calls", "5q"], "");
    assert_eq!(code, 2);
    assert!(err.contains("“5q”"), "{err}");
}

#[test]
fn the_readme_example_gives_its_recorded_output() {
    let script = include_str!("data/clock/example.script");
    let expected = include_str!("data/clock/example.out");
    let (code, out, err) = clock(
        "40/90+30, 30+30",
        &["--calls", "10s", "--lang", "de"],
        script,
    );
    assert_eq!(code, 0, "{err}");
    assert_eq!(out, expected);
}
