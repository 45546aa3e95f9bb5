//! The engine answers any jumble of protocol words without panicking:
//! every reply is a line it is documented to give.

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
    "é",
    "\u{0}",
];

fn line() -> impl Strategy<Value = String> {
    prop::collection::vec(prop::sample::select(WORDS), 0..8).prop_map(|w| w.join(" "))
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
                let known = ["readyok", "info ", "bestmove ", "error "]
                    .iter()
                    .any(|p| out.starts_with(p));
                let move_list = line.split_whitespace().next() == Some("moves");
                prop_assert!(known || move_list, "'{}' -> '{}'", line, out);
            }
        }
    }
}
