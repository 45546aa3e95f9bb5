//! The side panel's words: its title, the players' points and captures,
//! the phase, the lead and the list of moves.

use crate::games::Level;
use crate::games::ka::{Phase, Player, Rules};
use crate::tr;

/// " Pasang · setup · rules ".
pub fn title(setup: &str, rules: Rules) -> String {
    format!(
        " {} ",
        tr!("panel-title", setup = setup, rules = rules.to_string())
    )
}

/// The title while the game is not being saved.
pub fn unsaved_title(rules: Rules) -> String {
    format!(
        " {} ",
        tr!("panel-unsaved-title", rules = rules.to_string())
    )
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

/// A seat's time on the clock: "time 4:59", with "– running" while it
/// runs.
pub fn clock(time: &str, running: bool) -> String {
    if running {
        tr!("panel-clock-running", time = time)
    } else {
        tr!("panel-clock", time = time)
    }
}

/// "Move 3 · ka entry": the move being played (counting both players'
/// moves as one) and its phase.
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

/// In place of the move and phase once the game is over.
pub fn game_over() -> String {
    tr!("panel-game-over")
}

/// The heading over the chart of the lead.
pub fn lead_heading() -> String {
    tr!("panel-lead")
}

/// Who leads, from South's points less North's.
pub fn lead(south_less_north: i32) -> String {
    let (leader, by) = match south_less_north.signum() {
        1 => (Player::South, south_less_north),
        -1 => (Player::North, -south_less_north),
        _ => return tr!("panel-level"),
    };
    tr!("panel-leads", player = leader.to_string(), by = by)
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
        assert_eq!(lead(3), "South leads by 3");
        assert_eq!(lead(-7), "North leads by 7");
        assert_eq!(lead(0), "Scores level");
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
