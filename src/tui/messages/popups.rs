//! The words of the boxes over the board: the result of a finished game,
//! and the questions asked before quitting or playing on.

use crate::games::ka::{Outcome, Player};
use crate::tr;
use crate::tui::play::Pending;

/// The result box's title.
pub fn result_title() -> String {
    format!(" {} ", tr!("popup-result-title"))
}

/// The keys under the result, in a game played, in a game shared with
/// other terminals (no new game, no taking back) or in a replay (where
/// nothing is played: stepping back, or looking at the board); the review
/// first where the game has one.
pub fn result_keys(replay: bool, shared: bool, review: bool) -> String {
    let keys = if replay {
        tr!("popup-replay-result-keys")
    } else {
        tr!("popup-result-keys", shared = super::yes_no(shared))
    };
    if review && !replay {
        tr!("popup-result-review", keys = keys)
    } else {
        keys
    }
}

/// The result of a finished game: a headline, then lines about how it
/// ended. `stones_left` is the number of stones on the board at the end.
pub fn result(outcome: Outcome, stones_left: u32) -> (String, Vec<String>) {
    let [s, n] = outcome.points();
    let (south, north) = (Player::South.to_string(), Player::North.to_string());
    match outcome {
        Outcome::Series { winner, won, .. } => {
            let head = match winner {
                Some(w) => tr!("popup-won-series", player = w.to_string()),
                None => tr!("popup-series-drawn"),
            };
            let how = if won[0] != won[1] {
                tr!("popup-series-on-rounds")
            } else if winner.is_some() {
                tr!("popup-series-on-points")
            } else {
                tr!("popup-series-level")
            };
            let lines = vec![
                how,
                tr!(
                    "popup-series-rounds",
                    south = south.clone(),
                    s = won[0],
                    north = north.clone(),
                    n = won[1]
                ),
                tr!(
                    "popup-series-scores",
                    south = south,
                    s = s,
                    north = north,
                    n = n
                ),
            ];
            (head, lines)
        }
        Outcome::Cleared {
            winner: Some(w), ..
        } => {
            let (a, z) = if w == Player::South { (s, n) } else { (n, s) };
            (
                tr!(
                    "popup-won-by-score",
                    player = w.to_string(),
                    points = a,
                    other = z
                ),
                vec![tr!("popup-all-taken")],
            )
        }
        Outcome::Cleared { winner: None, .. } => (
            tr!("popup-draw", south = s, north = n),
            vec![tr!("popup-all-taken")],
        ),
        Outcome::Suntuk { winner, .. } => {
            let loser = winner.opponent();
            let r = outcome.result();
            (
                tr!("popup-won-by-suntuk", player = winner.to_string()),
                vec![
                    tr!(
                        "popup-suntuk-stuck",
                        player = loser.to_string(),
                        stones = stones_left
                    ),
                    tr!(
                        "popup-suntuk-recorded",
                        winner = winner.to_string(),
                        won = r[winner.index()],
                        loser = loser.to_string(),
                        lost = r[loser.index()]
                    ),
                    tr!(
                        "popup-suntuk-points",
                        south = south,
                        s = s,
                        north = north,
                        n = n
                    ),
                ],
            )
        }
    }
}

/// The question box's title.
pub fn confirm_title(p: Pending) -> String {
    match p {
        Pending::Answer(..) => format!(" {} ", tr!("popup-offer-title")),
        _ => format!(" {} ", tr!("popup-confirm-title")),
    }
}

/// The keys under the question.
pub fn yes_no() -> String {
    tr!("popup-yes-no")
}

/// Where a game left by quitting is kept.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kept {
    /// Here, saved or not (`saved`).
    Here { saved: bool },
    /// Shared from this terminal: the others reach it through this one.
    Hosted { saved: bool },
    /// At a table elsewhere, where the seat waits for its player.
    AtTable,
}

impl Kept {
    /// Where `session`'s game is kept, `hosts` saying whether this terminal
    /// shares it.
    pub fn of<G: crate::games::Playable, B: crate::ai::Brain<Game = G>>(
        session: &crate::session::Session<G, B>,
        hosts: bool,
    ) -> Kept {
        let saved = session.autosave_path().is_some();
        match (hosts, session.link().is_some()) {
            (true, _) => Kept::Hosted { saved },
            (false, true) => Kept::AtTable,
            (false, false) => Kept::Here { saved },
        }
    }
}

/// The question asked before `pending` is done, the game being kept as
/// `kept` says.
pub fn confirm(pending: Pending, kept: Kept) -> String {
    match (pending, kept) {
        (Pending::Quit, Kept::Hosted { saved }) => {
            tr!("popup-quit-host", saved = super::yes_no(saved))
        }
        (Pending::Quit, Kept::AtTable) => tr!("popup-quit-guest"),
        (Pending::Quit, Kept::Here { saved: true }) => tr!("popup-quit-saved"),
        (Pending::Quit, Kept::Here { saved: false }) => tr!("popup-quit-unsaved"),
        (Pending::Continue, _) => tr!("popup-continue"),
        (Pending::Answer(offer, by, seat), _) => super::told::question(offer, by, seat),
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

    #[test]
    fn a_series_says_whether_it_was_won_on_rounds_or_on_the_scores() {
        let series = |winner, won, scores| Outcome::Series {
            winner,
            won,
            scores,
        };
        let (head, lines) = result(series(Some(Player::North), [1, 2], [200, 150]), 0);
        assert_eq!(head, "North wins the series");
        assert_eq!(
            lines,
            [
                "Won on rounds.",
                "Rounds won: South 1, North 2.",
                "Scores added up: South 200, North 150."
            ]
        );
        let (head, lines) = result(series(Some(Player::South), [1, 1], [184, 176]), 0);
        assert_eq!(head, "South wins the series");
        assert_eq!(
            lines[0],
            "Level on rounds, won on the rounds' scores added up."
        );
        let (head, lines) = result(series(None, [1, 1], [120, 120]), 0);
        assert_eq!(head, "The series is drawn");
        assert_eq!(
            lines[0],
            "Level on rounds and on the rounds' scores added up."
        );
    }

    #[test]
    fn the_end_of_a_round_says_who_begins_the_next() {
        use crate::tui::messages::{Said, words};
        let said = |outcome, next| {
            let note = crate::tui::play::Note::<crate::games::ka::Game>::Own(Said::RoundOver {
                round: 1,
                outcome,
                next,
            });
            words(&note).text
        };
        let cleared = Outcome::Cleared {
            winner: Some(Player::North),
            points: [50, 70],
        };
        assert_eq!(
            said(cleared, Player::South),
            "Round 1 to North, 50–70. South took the last stones and begins round 2."
        );
        let drawn = Outcome::Cleared {
            winner: None,
            points: [60, 60],
        };
        assert_eq!(
            said(drawn, Player::North),
            "Round 1 drawn, 60–60. North took the last stones and begins round 2."
        );
        let suntuk = Outcome::Suntuk {
            winner: Player::South,
            points: [20, 31],
        };
        assert_eq!(
            said(suntuk, Player::South),
            "Round 1 to South by suntuk, 120–0. South begins round 2."
        );
    }
}
