//! The ka game's own part of the help: the direction letters of its
//! notation, and the rules in brief as played (their heading and a
//! paragraph each). Its mouse row and last-move sentence are message ids
//! the shared help makes ([`crate::tui::play::Front::MOUSE_HELP`]).

use crate::games::ka::{Captures, Choice, First, Player, Rules};
use crate::tr;

/// Under the words typed besides moves: the direction letters of the
/// notation.
pub fn notation() -> String {
    tr!("help-ka-notation")
}

/// The heading over the rules, naming them.
pub fn rules_heading(rules: Rules) -> String {
    tr!(
        "help-rules-heading",
        rules = crate::messages::options::Labelled::label(rules)
    )
}

/// The rules in brief, a paragraph each, as the options in `rules` have
/// them; the traditional options get a paragraph each when they differ
/// from today's game.
pub fn rules_summary(rules: Rules) -> Vec<String> {
    let first = rules.first_player();
    let (south, north) = (Player::South.to_string(), Player::North.to_string());
    let (first_name, second_name) = (first.to_string(), first.opponent().to_string());
    let mut summary = vec![
        tr!(
            "help-rules-board",
            south = south,
            north = north,
            first = first_name.clone()
        ),
        tr!(
            "help-rules-column",
            second = rules.second_column.name(),
            first = first_name.clone(),
            other = second_name.clone()
        ),
    ];
    if rules.first != First::South {
        summary.push(tr!(
            "help-rules-first",
            first = first_name,
            other = second_name
        ));
    }
    summary.extend([
        tr!("help-rules-entry", entry = rules.ka_entry.name()),
        tr!("help-rules-ka-moves"),
        tr!("help-rules-line"),
    ]);
    if rules.captures == Captures::Partial {
        summary.push(tr!("help-rules-partial"));
    }
    summary.extend([
        tr!("help-rules-centre", centre = rules.centre.name()),
        tr!("help-rules-end"),
    ]);
    if rules.rounds.is_series() {
        summary.push(tr!(
            "help-rules-rounds",
            rounds = u32::from(rules.rounds.get())
        ));
    }
    summary
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::ka::KaEntry;
    use crate::i18n::{self, Lang};

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

    #[test]
    fn a_series_help_says_who_begins_each_round_and_who_wins() {
        i18n::set(Lang::english());
        let series = Rules {
            rounds: crate::games::ka::Rounds::new(3).unwrap(),
            ..Rules::TRADITIONAL
        };
        let said = rules_summary(series);
        let last = said.last().unwrap();
        assert!(last.starts_with("This is a series of 3 rounds"), "{last}");
        assert!(last.contains("made the last capture"), "{last}");
        assert!(
            !rules_summary(Rules::TRADITIONAL)
                .iter()
                .any(|p| p.contains("series")),
            "one game says nothing of rounds"
        );
    }

    #[test]
    fn a_traditional_games_help_says_a_line_may_be_taken_in_part() {
        let part = |rules| {
            rules_summary(rules)
                .into_iter()
                .filter(|p| p.contains("in part"))
                .collect::<Vec<_>>()
        };
        assert_eq!(rules_heading(Rules::TRADITIONAL), "The rules (traditional)");
        let said = part(Rules::TRADITIONAL);
        assert_eq!(said.len(), 1, "{said:?}");
        assert!(said[0].contains("traditional"), "{}", said[0]);
        assert!(said[0].contains("b5-c5xE1W2"), "{}", said[0]);
        assert_eq!(part(Rules::CLASSIC), Vec::<String>::new());
        let marbles_partial = Rules {
            captures: Captures::Partial,
            ..Rules::MARBLES
        };
        assert_eq!(part(marbles_partial).len(), 1);
    }

    #[test]
    fn with_north_first_the_help_says_north_begins_and_souths_column_is_bound() {
        let north = Rules {
            first: First::North,
            ..Rules::TRADITIONAL
        };
        let summary = rules_summary(north);
        assert!(summary[0].contains("North moves first."), "{}", summary[0]);
        assert!(
            summary[1].contains("South must take a file on the other side of f from North's"),
            "{}",
            summary[1]
        );
        let begins = summary
            .iter()
            .filter(|p| p.contains("North begins"))
            .count();
        assert_eq!(begins, 1, "{summary:?}");
        let classic = rules_summary(Rules::CLASSIC);
        assert!(classic[0].contains("South moves first."));
        assert!(!classic.iter().any(|p| p.contains("begins")));
    }

    #[test]
    fn the_traditional_options_are_said_in_malay_too() {
        i18n::set(Lang::find("ms").unwrap());
        let north = Rules {
            first: First::North,
            ..Rules::TRADITIONAL
        };
        let summary = rules_summary(north);
        i18n::set(Lang::english());
        assert!(summary[0].contains("Utara mula dahulu"), "{}", summary[0]);
        assert!(
            summary.iter().any(|p| p.contains("sebahagian")),
            "{summary:?}"
        );
        assert!(
            summary.iter().any(|p| p.contains("Utara bermula")),
            "{summary:?}"
        );
        assert_eq!(rules_summary(Rules::CLASSIC).len() + 2, summary.len());
    }
}
