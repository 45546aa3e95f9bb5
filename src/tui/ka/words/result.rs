//! The result of a finished ka game, in words, for the result box.

use super::RoundEnd;
use crate::games::ka::{Outcome, Player};
use crate::tr;
use crate::tui::play::words::Boxed;

/// The result of a finished game: a headline, then lines about how it
/// ended. `stones_left` is the number of stones on the board at the end;
/// `rounds`, a series' rounds as they ended, each said under its result.
pub fn result(outcome: Outcome, stones_left: u32, rounds: &[Outcome]) -> (String, Vec<String>) {
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
            let mut lines = vec![
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
            lines.extend((1..).zip(rounds).map(|(n, &round)| round_line(n, round)));
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

/// The box between two rounds of a series of `of` rounds: the round's
/// result over the rounds won so far (`won`, South's first) and who
/// begins the next round.
pub fn round_box(end: RoundEnd, of: u8, won: [u8; 2]) -> Boxed {
    let lines = vec![
        tr!(
            "popup-series-rounds",
            south = Player::South.to_string(),
            s = won[0],
            north = Player::North.to_string(),
            n = won[1]
        ),
        tr!(
            "popup-round-next",
            player = end.next.to_string(),
            round = end.round + 1
        ),
    ];
    Boxed {
        title: format!(" {} ", tr!("popup-round-title", round = end.round, of = of)),
        body: (round_line(end.round, end.outcome), lines),
        keys: tr!("popup-round-keys"),
    }
}

/// "Round 2: North by suntuk, 120–0.": how round `n` of a series ended,
/// the winner's recorded score first.
fn round_line(n: u8, round: Outcome) -> String {
    let [s, z] = round.result();
    match round.winner() {
        Some(w) => {
            let (won, lost) = if w == Player::South { (s, z) } else { (z, s) };
            let player = w.to_string();
            match round {
                Outcome::Suntuk { .. } => tr!(
                    "popup-series-round-suntuk",
                    n = n,
                    player = player,
                    won = won,
                    lost = lost
                ),
                _ => tr!(
                    "popup-series-round-won",
                    n = n,
                    player = player,
                    won = won,
                    lost = lost
                ),
            }
        }
        None => tr!("popup-series-round-drawn", n = n, south = s, north = z),
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
        let (head, lines) = result(suntuk, 1, &[]);
        assert_eq!(head, "North wins by suntuk");
        assert_eq!(lines[0], "South cannot capture with 1 stone left.");
        assert_eq!(lines[1], "Recorded result: North 120, South 0.");
        assert_eq!(lines[2], "Points captured: South 30, North 41.");
        let (_, lines) = result(suntuk, 4, &[]);
        assert_eq!(lines[0], "South cannot capture with 4 stones left.");
    }

    #[test]
    fn a_cleared_board_gives_the_winner_s_score_first() {
        let won = Outcome::Cleared {
            winner: Some(Player::North),
            points: [70, 110],
        };
        assert_eq!(result(won, 0, &[]).0, "North wins by score, 110 to 70");
    }

    #[test]
    fn a_series_says_whether_it_was_won_on_rounds_or_on_the_scores() {
        let series = |winner, won, scores| Outcome::Series {
            winner,
            won,
            scores,
        };
        let rounds = [
            Outcome::Suntuk {
                winner: Player::North,
                points: [19, 52],
            },
            Outcome::Cleared {
                winner: Some(Player::South),
                points: [80, 30],
            },
            Outcome::Cleared {
                winner: Some(Player::North),
                points: [0, 0],
            },
        ];
        let (head, lines) = result(series(Some(Player::North), [1, 2], [200, 150]), 0, &rounds);
        assert_eq!(head, "North wins the series");
        assert_eq!(
            lines,
            [
                "Won on rounds.",
                "Rounds won: South 1, North 2.",
                "Scores added up: South 200, North 150.",
                "Round 1: North by suntuk, 120–0.",
                "Round 2: South, 80–30.",
                "Round 3: North, 0–0.",
            ]
        );
        crate::i18n::set(crate::i18n::Lang::find("ms").unwrap());
        let (_, lines) = result(series(Some(Player::North), [1, 2], [200, 150]), 0, &rounds);
        assert_eq!(lines[3], "Pusingan 1: Utara secara suntuk, 120–0.");
        assert_eq!(lines[4], "Pusingan 2: Selatan, 80–30.");
        crate::i18n::set(crate::i18n::Lang::english());
        let (head, lines) = result(series(Some(Player::South), [1, 1], [184, 176]), 0, &[]);
        assert_eq!(head, "South wins the series");
        assert_eq!(
            lines[0],
            "Level on rounds, won on the rounds' scores added up."
        );
        let (head, lines) = result(series(None, [1, 1], [120, 120]), 0, &[]);
        assert_eq!(head, "The series is drawn");
        assert_eq!(
            lines[0],
            "Level on rounds and on the rounds' scores added up."
        );
    }

    #[test]
    fn the_end_of_a_round_says_who_begins_the_next() {
        use crate::tui::ka::words::{RoundEnd, Said, text};
        let said = |outcome, next| {
            let note =
                crate::tui::play::Note::<crate::games::ka::Game>::Own(Said::RoundOver(RoundEnd {
                    round: 1,
                    outcome,
                    next,
                }));
            text(&note)
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
