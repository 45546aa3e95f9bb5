//! The side panel's words: its title, the players' points and captures,
//! the phase, the lead and the list of moves.

use crate::games::Level;
use crate::games::ka::{Phase, Player, Rules};
use crate::messages::options::Labelled as _;
use crate::tr;
pub use crate::tui::messages::panel::{clock, rating_change, tag};

/// " Pasang · setup · rules ".
pub fn title(setup: &str, rules: Rules) -> String {
    format!(
        " {} ",
        tr!("panel-title", setup = setup, rules = rules.label())
    )
}

/// The title without the program's name, where the whole one does not
/// fit: the setup's name and the rules' label, either shortened.
pub fn short_title(setup: &str, rules: &str) -> String {
    format!(
        " {} ",
        tr!("panel-title-short", setup = setup, rules = rules)
    )
}

/// The title while the game is not being saved.
pub fn unsaved_title(rules: Rules) -> String {
    format!(" {} ", tr!("panel-unsaved-title", rules = rules.label()))
}

/// The title while looking back at the position after `ply` of `of` moves.
pub fn past_title(ply: usize, of: usize) -> String {
    format!(" {} ", tr!("panel-past-title", ply = ply, of = of))
}

/// The word after a player's points: "points", "mata".
pub fn points_word(n: u16) -> String {
    tr!("panel-points", n = n)
}

/// Beside a player the computer plays.
pub fn computer(level: Level) -> String {
    tr!("panel-computer", level = super::level_name(level))
}

/// The stones a player has taken, by colour.
pub fn took(black: u8, white: u8) -> String {
    tr!("panel-took", black = black, white = white)
}

/// "Move 3 · ka entry": the number of the move to be played, as the move
/// list numbers it, and its phase.
pub fn move_and_phase(number: u16, phase: Phase) -> String {
    tr!("panel-move", n = number, phase = phase.to_string())
}

/// "Round 2 of 3 · won 1–0" and "scores 120–0": the round on the board,
/// the rounds won, and the rounds' scores added up.
pub fn round(standing: crate::games::ka::Standing) -> [String; 2] {
    let [won_s, won_n] = standing.won.map(u32::from);
    let [south, north] = standing.scores;
    [
        tr!(
            "panel-round",
            n = u32::from(standing.round),
            of = u32::from(standing.of),
            won_s = won_s,
            won_n = won_n
        ),
        tr!("panel-round-scores", south = south, north = north),
    ]
}

/// Under the last move of round `round` in the list of moves.
pub fn round_ends(round: u8) -> String {
    tr!("panel-round-ends", round = u32::from(round))
}

pub fn game_over() -> String {
    tr!("panel-game-over")
}

/// The heading over the chart of the lead.
pub fn lead_heading() -> String {
    tr!("panel-lead")
}

/// Who leads, from South's points less North's; once the game (or the
/// round) is `over`, who took more.
pub fn lead(south_less_north: i32, over: bool) -> String {
    let (leader, by) = match south_less_north.signum() {
        1 => (Player::South, south_less_north),
        -1 => (Player::North, -south_less_north),
        _ if over => return tr!("panel-level-at-end"),
        _ => return tr!("panel-level"),
    };
    let player = leader.to_string();
    if over {
        tr!("panel-took-more", player = player, by = by)
    } else {
        tr!("panel-leads", player = player, by = by)
    }
}

/// Beside the chart, which way is whose lead: a letter for each player.
pub fn initial(player: Player) -> String {
    crate::messages::seat_initial(player.into())
}

/// The heading over the list of moves.
pub fn moves_heading() -> String {
    tr!("panel-moves")
}

/// The list of moves before the first.
pub fn no_moves() -> String {
    tr!("panel-no-moves")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_lead_is_said_for_whoever_has_it_and_never_negative() {
        assert_eq!(lead(3, false), "South leads by 3");
        assert_eq!(lead(-7, false), "North leads by 7");
        assert_eq!(lead(0, false), "Scores level");
    }

    #[test]
    fn at_the_end_the_lead_is_who_took_more_not_who_leads() {
        assert_eq!(lead(15, true), "South took 15 more");
        assert_eq!(lead(-2, true), "North took 2 more");
        assert_eq!(lead(0, true), "Points taken level");
    }

    #[test]
    fn the_phase_line_counts_a_move_of_each_player_as_one() {
        assert_eq!(
            move_and_phase(1, Phase::ColumnCapture),
            "Move 1 · column capture"
        );
        assert_eq!(move_and_phase(12, Phase::KaMoves), "Move 12 · ka moves");
    }
}
