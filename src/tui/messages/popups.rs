//! The words of the boxes over the board: the result of a finished game,
//! and the questions asked before quitting or playing on.

use super::count;
use crate::games::ka::{Outcome, Player};
use crate::tui::app::Pending;

/// The result box's title.
pub const RESULT_TITLE: &str = " Game over ";

/// The keys under the result.
pub const RESULT_KEYS: &str = "n new game · u undo · Esc see board";

/// The keys under the result of a game being replayed, where nothing is
/// played: stepping back, or looking at the board.
pub const REPLAY_RESULT_KEYS: &str = "← step back · Esc see board";

/// The keys under the result, in a game played or in a replay.
pub fn result_keys(replay: bool) -> &'static str {
    if replay {
        REPLAY_RESULT_KEYS
    } else {
        RESULT_KEYS
    }
}

/// The result of a finished game: a headline, then lines about how it
/// ended. `stones_left` is the number of stones on the board at the end.
pub fn result(outcome: Outcome, stones_left: u32) -> (String, Vec<String>) {
    let [s, n] = outcome.points();
    match outcome {
        Outcome::Cleared {
            winner: Some(w), ..
        } => {
            let (a, z) = if w == Player::South { (s, n) } else { (n, s) };
            (
                format!("{w} wins by score, {a} to {z}"),
                vec!["Every stone has been taken.".to_string()],
            )
        }
        Outcome::Cleared { winner: None, .. } => (
            format!("A draw, {s} to {n}"),
            vec!["Every stone has been taken.".to_string()],
        ),
        Outcome::Suntuk { winner, .. } => {
            let loser = winner.opponent();
            let r = outcome.result();
            (
                format!("{winner} wins by suntuk"),
                vec![
                    format!(
                        "{loser} cannot capture with {} left.",
                        count(stones_left, "stone")
                    ),
                    format!(
                        "Recorded result: {winner} {}, {loser} {}.",
                        r[winner.index()],
                        r[loser.index()]
                    ),
                    format!("Points captured: South {s}, North {n}."),
                ],
            )
        }
    }
}

/// The question box's title.
pub const CONFIRM_TITLE: &str = " Are you sure? ";

/// The keys under the question.
pub const YES_NO: &str = "y yes · n no";

/// The question asked before `pending` is done; `saved` says whether the
/// game is being saved.
pub fn confirm(pending: Pending, saved: bool) -> &'static str {
    match pending {
        Pending::Quit if saved => "Quit? The game is saved: pasang --resume goes on with it.",
        Pending::Quit => "Quit this game? It is not finished, and autosave is off.",
        Pending::Continue => "Play on from here? The later moves wait on U (redo).",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_suntuk_result_counts_the_stones_left_and_records_120_to_0() {
        let suntuk = Outcome::Suntuk {
            winner: Player::North,
            points: [30, 41],
        };
        let (head, lines) = result(suntuk, 1);
        assert_eq!(head, "North wins by suntuk");
        assert_eq!(lines[0], "South cannot capture with 1 stone left.");
        assert_eq!(lines[1], "Recorded result: North 120, South 0.");
        assert_eq!(lines[2], "Points captured: South 30, North 41.");
        let (_, lines) = result(suntuk, 4);
        assert_eq!(lines[0], "South cannot capture with 4 stones left.");
    }

    #[test]
    fn a_cleared_board_gives_the_winner_s_score_first() {
        let won = Outcome::Cleared {
            winner: Some(Player::North),
            points: [70, 110],
        };
        assert_eq!(result(won, 0).0, "North wins by score, 110 to 70");
    }
}
