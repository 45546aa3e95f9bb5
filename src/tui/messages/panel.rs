//! The side panel's words: its title, the players' points and captures,
//! the phase, the lead and the list of moves.

use crate::ai::Level;
use crate::games::ka::{Phase, Player, Rules};

/// " Pasang · setup · rules ".
pub fn title(setup: &str, rules: Rules) -> String {
    format!(" Pasang · {setup} · {rules} ")
}

/// The title while the game is not being saved.
pub fn unsaved_title(rules: Rules) -> String {
    format!(" ! not saved · {rules} ")
}

/// The title while looking back at the position after `ply` of `of` moves.
pub fn past_title(ply: usize, of: usize) -> String {
    format!(" PAST · after {ply} of {of} moves ")
}

/// After a player's points.
pub const POINTS: &str = "points";

/// Beside a player the computer plays.
pub fn computer(level: Level) -> String {
    format!("ai:{level}")
}

/// The stones a player has taken, by colour.
pub fn took(black: u8, white: u8) -> String {
    format!("took {black} black, {white} white")
}

/// "Move 3 · ka entry": the move being played (counting both players'
/// moves as one) and its phase.
pub fn move_and_phase(number: u16, phase: Phase) -> String {
    format!("Move {number} · {phase}")
}

/// In place of the move and phase once the game is over.
pub const GAME_OVER: &str = "Game over";

/// The heading over the chart of the lead.
pub const LEAD: &str = "Lead";

/// Who leads, from South's points less North's.
pub fn lead(south_less_north: i32) -> String {
    match south_less_north.signum() {
        1 => format!("South leads by {south_less_north}"),
        -1 => format!("North leads by {}", -south_less_north),
        _ => "Scores level".to_string(),
    }
}

/// Beside the chart, which way is whose lead: a letter for each player.
pub fn initial(player: Player) -> &'static str {
    match player {
        Player::South => "S",
        Player::North => "N",
    }
}

/// The heading over the list of moves.
pub const MOVES: &str = "Moves";

/// The list of moves before the first.
pub const NO_MOVES: &str = "(none yet)";

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
