//! The engine answers any jumble of protocol words, the ka game's and
//! Bell's, without panicking: every reply is a line it is documented to
//! give.

use pasang::engine::Engine;
use proptest::prelude::*;

const WORDS: &[&str] = &[
    "position",
    "first",
    "second",
    "setup",
    "rules",
    "classic",
    "marbles",
    "second-column",
    "diagonal",
    "free",
    "ka",
    "slide",
    "jump",
    "either",
    "centre",
    "blocks",
    "open",
    "moves",
    "go",
    "depth",
    "nodes",
    "movetime",
    "1",
    "2",
    "0",
    "-1",
    "99999999999999999999",
    "c",
    "h",
    "d5-c5xEW",
    "b2-c2xN",
    "k11-a11xNS",
    "zz",
    "isready",
    "stop",
    "bell",
    "players",
    "3",
    "4",
    "opening",
    "corner",
    "inner",
    "xa1",
    "xd4",
    "a3-a1",
    "c3-a1-a3",
    "é",
    "\u{0}",
];

fn line() -> impl Strategy<Value = String> {
    prop::collection::vec(prop::sample::select(WORDS), 0..8).prop_map(|w| w.join(" "))
}

/// A line about Bell's game: `position bell` and any words, or a command.
fn bell_line() -> impl Strategy<Value = String> {
    prop_oneof![
        prop::collection::vec(prop::sample::select(WORDS), 0..8)
            .prop_map(|w| format!("position bell {}", w.join(" "))),
        prop::sample::select(&["moves", "go depth 1", "go nodes 50", "isready", "stop"][..])
            .prop_map(str::to_string),
    ]
}

/// Whether `out` is a reply the protocol documents for `line`: one of its
/// answers, or the move list that `moves` prints.
fn documented(line: &str, out: &str) -> bool {
    let known = ["readyok", "info ", "bestmove ", "error "]
        .iter()
        .any(|p| out.starts_with(p));
    known || line.split_whitespace().next() == Some("moves")
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(96))]

    #[test]
    fn any_words_get_documented_replies(lines in prop::collection::vec(line(), 1..6)) {
        let mut engine = Engine::new();
        for line in lines {
            // A bare `go` thinks for a second: too slow for a test.
            if line.trim() == "go" {
                continue;
            }
            let Some(reply) = engine.handle(&line) else {
                continue;
            };
            for out in reply.lines() {
                prop_assert!(documented(&line, out), "'{}' -> '{}'", line, out);
            }
        }
    }

    #[test]
    fn any_bell_lines_get_documented_replies(lines in prop::collection::vec(bell_line(), 1..6)) {
        let mut engine = Engine::new();
        for line in lines {
            let Some(reply) = engine.handle(&line) else {
                continue;
            };
            for out in reply.lines() {
                prop_assert!(documented(&line, out), "'{}' -> '{}'", line, out);
            }
        }
    }
}
