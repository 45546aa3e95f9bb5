//! The words of the help: its title and headings, what the mouse does, and
//! the rules in brief, fitted to the game's rule options.

use crate::games::ka::{Centre, KaEntry, Rules, SecondColumn};

/// The help's title; `scrolls` when it is longer than the room for it.
pub fn title(scrolls: bool) -> &'static str {
    if scrolls {
        " Help · Esc closes, ↑↓ scroll "
    } else {
        " Help · Esc closes "
    }
}

/// The heading over the keys.
pub fn keys_heading(replay: bool) -> &'static str {
    if replay { "Replay keys" } else { "Keys" }
}

/// The mouse's row among the keys: what is done, and what it does.
pub const MOUSE: (&str, &str) = (
    "mouse click",
    "choose a point; click the marked stones to confirm",
);

/// Under a replay's keys, in place of the rules.
pub const REPLAY: &str = "A replay only shows a saved game; to play on from a position, open the file with pasang --load FILE.";

/// Under the keys of a game being played.
pub const SAVED: &str = "Every move is saved: o here or pasang --resume goes on with a saved game.";

/// The heading over the rules, naming them.
pub fn rules_heading(rules: Rules) -> String {
    format!("The rules ({rules})")
}

/// The rules in brief, a paragraph each, as the options in `rules` have
/// them.
pub fn rules_summary(rules: Rules) -> Vec<String> {
    let entry = match rules.ka_entry {
        KaEntry::Slide => "slides one step sideways into the passage from the file next to it",
        KaEntry::Jump => "jumps sideways into the passage from two files away, over a stone",
        KaEntry::Either => {
            "slides in from the next file, or jumps in over a stone from two files away"
        }
    };
    let centre = match rules.centre {
        Centre::Blocks => {
            "The hole in the middle (f6) is not a point: nothing stops on it or passes it, and it ends a line."
        }
        Centre::Open => {
            "The hole in the middle (f6) is not a point: a ka cannot cross it, but a line runs on past it."
        }
    };
    let second = match rules.second_column {
        SecondColumn::Diagonal => {
            "North must take a file on the other side of f from South's (any but f if South took f)"
        }
        SecondColumn::Free => "North may take any file except the mirror of South's",
    };
    vec![
        "Two players, South (ranks 1-5) and North (ranks 7-11), share 120 stones on an 11 by 11 board. Every move captures: a black stone is worth 1 point, a white one 2. South moves first.".into(),
        format!("1. Column: each player removes the five stones of one file in their own half. That file becomes their passage. {second}."),
        format!("2. Ka entry: each player turns one stone of their half into their ka (S or N). It {entry}, on its own rank, and must capture on arrival along its rank or file."),
        "3. Ka moves: a ka slides any distance along a rank or file over empty points, and captures across its move: along the file after moving sideways, along the rank after moving up or down.".into(),
        "A line: looking one way from the ka, gaps are skipped, and stones of the first colour met are collected until the edge, a stone of the other colour or the other ka. If both sides hold the same colour they make one line. Only a line with an odd number of stones can be taken.".into(),
        centre.into(),
        "The game ends when every stone is gone (most points wins), or when the player to move cannot capture: that is suntuk, and that player loses 0 to 120.".into(),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;

    fn entry_paragraph(rules: Rules) -> String {
        rules_summary(rules)
            .into_iter()
            .find(|p| p.starts_with("2. Ka entry"))
            .expect("the rules tell how the ka enters")
    }

    #[test]
    fn the_rules_say_how_the_ka_enters_under_the_option_given() {
        let with = |ka_entry| Rules {
            ka_entry,
            ..Rules::CLASSIC
        };
        assert!(entry_paragraph(with(KaEntry::Slide)).contains("It slides one step sideways"));
        assert!(entry_paragraph(with(KaEntry::Jump)).contains("It jumps sideways"));
        let either = entry_paragraph(with(KaEntry::Either));
        assert!(either.contains("slides in from the next file, or jumps in over a stone"));
    }

    #[test]
    fn the_rules_follow_the_centre_and_second_column_options_and_are_named() {
        let classic = rules_summary(Rules::CLASSIC);
        let marbles = rules_summary(Rules::MARBLES);
        assert!(classic.iter().any(|p| p.contains("nothing stops on it")));
        assert!(marbles.iter().any(|p| p.contains("a line runs on past it")));
        assert!(classic[1].contains("North must take a file on the other side of f"));
        assert!(marbles[1].contains("North may take any file except the mirror"));
        assert_eq!(rules_heading(Rules::CLASSIC), "The rules (classic)");
    }
}
