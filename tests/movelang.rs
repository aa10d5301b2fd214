//! `annabella parse` on the command line: the known answers of issue 10 as a user types them.

use crate::support::run_annabella;

fn parse(args: &[&str]) -> (i32, String) {
    let mut all = vec!["parse"];
    all.extend_from_slice(args);
    let (code, out, _) = run_annabella(&all, "");
    (code, out.trim().to_owned())
}

const PIN: &str = "r3k2r/ppq2pp1/2p1pn2/4n2p/1b6/3P2PP/PPPNQPB1/R1B1K2R w KQkq - 2 13";

#[test]
fn an_illegal_coordinate_move_is_refused_with_its_reason() {
    let (code, out) = parse(&["--fen", PIN, "--vocab", "de", "d2e4"]);
    assert_eq!(code, 1);
    assert!(out.contains("pinned"), "{out}");
    let (_, out) = parse(&["--fen", "4k3/8/8/8/1KB5/8/3n4/8 w - - 0 1", "b4b3"]);
    assert!(out.contains("king cannot go to b3"), "{out}");
    let (_, out) = parse(&["--fen", "4k3/8/8/8/8/n7/8/2B1K3 w - - 0 1", "bxa3"]);
    assert!(out.contains("no pawn of yours on the b file"), "{out}");
}

#[test]
fn uci_promotion_letters_are_english() {
    for vocab in ["es", "gl"] {
        let (code, out) = parse(&[
            "--fen",
            "4k3/P7/8/8/8/8/8/4K3 w - - 0 1",
            "--vocab",
            vocab,
            "a7a8r",
        ]);
        assert_eq!((code, out.as_str()), (0, "a8=R+ a7a8r"), "{vocab}");
    }
}

#[test]
fn the_interface_language_brings_its_move_words_and_letters() {
    assert_eq!(parse(&["--lang", "de", "Sf3"]), (0, "Nf3 g1f3".to_owned()));
    let black = "rnbqkbnr/pppp1ppp/8/4p3/8/8/PPPPPPPP/RNBQKBNR b KQkq - 0 1";
    assert_eq!(
        parse(&["--lang", "de", "--fen", black, "Lf8c5"]),
        (0, "Bc5 f8c5".to_owned())
    );
    assert_eq!(
        parse(&["--lang", "es", "peón", "e", "cuatro"]),
        (0, "e4 e2e4".to_owned())
    );
    // Appendix D words in every language; a chosen vocabulary wins over the language.
    assert_eq!(
        parse(&["--lang", "es", "Springer", "Felix", "drei"]),
        (0, "Nf3 g1f3".to_owned())
    );
    assert_eq!(
        parse(&["--lang", "de", "--vocab", "fide-d", "Nf3"]),
        (0, "Nf3 g1f3".to_owned())
    );
}
