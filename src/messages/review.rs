//! The review's words: marks, what a move changed, what a position is
//! worth, one line per move and each player's summary.

use crate::games::ka::{Move, Player};
use crate::i18n::Arg;
use crate::review::{Budget, Doubt, Mark, MoveReview, Review, Summary, Turning, Value};
use crate::tr;
use std::fmt;

impl fmt::Display for Mark {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(&match self {
            Mark::Best => tr!("review-mark-best"),
            Mark::Good => tr!("review-mark-good"),
            Mark::Inaccuracy => tr!("review-mark-inaccuracy"),
            Mark::Mistake => tr!("review-mark-mistake"),
            Mark::Blunder => tr!("review-mark-blunder"),
            Mark::Unclear => tr!("review-mark-unclear"),
        })
    }
}

impl fmt::Display for Turning {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&match *self {
            Turning::MissedSuntukWin => tr!("review-turning-missed-suntuk"),
            Turning::WalkedIntoSuntuk => tr!("review-turning-into-suntuk"),
            Turning::ThrewAwayWin => tr!("review-turning-threw-win"),
            Turning::ThrewAwayDraw => tr!("review-turning-threw-draw"),
            Turning::PointsLeft { points } => tr!("review-turning-points-left", points = points),
            Turning::Unsettled(Doubt::SuntukWin) => tr!("review-turning-unsettled-suntuk-win"),
            Turning::Unsettled(Doubt::Win) => tr!("review-turning-unsettled-win"),
        })
    }
}

impl fmt::Display for Value {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&match *self {
            Value::Estimate(s) => tr!("review-value-estimate", points = signed(s)),
            Value::Proven { margin: 0, .. } => tr!("review-value-draw"),
            Value::Proven {
                margin,
                suntuk: true,
            } if margin > 0 => {
                tr!("review-value-suntuk-win")
            }
            Value::Proven { suntuk: true, .. } => tr!("review-value-suntuk-loss"),
            Value::Proven { margin, .. } if margin > 0 => {
                tr!("review-value-win", points = margin)
            }
            Value::Proven { margin, .. } => tr!("review-value-loss", points = -margin),
        })
    }
}

/// Tenths of a point with their sign: `+3.5`, `-0.2`.
fn signed(tenths: i32) -> String {
    format!("{:+.1}", tenths as f64 / 10.0)
}

impl fmt::Display for Budget {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&match *self {
            Budget::Nodes(n) => tr!("review-budget-nodes", nodes = n),
            Budget::Movetime(t) => tr!("review-budget-movetime", ms = t.as_millis() as u64),
        })
    }
}

/// Moves in notation, separated by spaces.
pub fn line_text(line: &[Move]) -> String {
    line.iter()
        .map(Move::to_string)
        .collect::<Vec<_>>()
        .join(" ")
}

/// A move's number as players count them: 1 for the first move.
pub fn move_number(m: &MoveReview) -> usize {
    m.ply + 1
}

/// What the review says of a move: its mark, what it changed, and for a
/// proven mark what the move keeps ("mistake, proven: wins by 2").
pub fn judgement(m: &MoveReview) -> String {
    let mark = match m.turning {
        Some(turning) => tr!(
            "review-mark-turning",
            mark = m.mark.to_string(),
            turning = turning.to_string()
        ),
        None => m.mark.to_string(),
    };
    if !m.proven {
        return mark;
    }
    match m.played_value {
        Value::Proven { margin: 0, .. } => tr!("review-proven-draw", mark = mark),
        Value::Proven {
            margin,
            suntuk: true,
        } if margin > 0 => tr!("review-proven-suntuk-win", mark = mark),
        Value::Proven { suntuk: true, .. } => tr!("review-proven-suntuk-loss", mark = mark),
        Value::Proven { margin, .. } if margin > 0 => {
            tr!("review-proven-win", mark = mark, points = margin)
        }
        Value::Proven { margin, .. } => tr!("review-proven-loss", mark = mark, points = -margin),
        // A proven mark rests on proven values.
        Value::Estimate(_) => mark,
    }
}

/// One line for a move: its number, who played it, the move and what the
/// review says of it, and for every mark but best the better move and
/// its line.
pub fn move_line(m: &MoveReview) -> String {
    let number = move_number(m);
    let player = m.player.to_string();
    let mv = m.played.to_string();
    let judgement = judgement(m);
    if m.line.is_empty() {
        return tr!(
            "review-move",
            number = number,
            player = player,
            mv = mv,
            judgement = judgement
        );
    }
    tr!(
        "review-move-better",
        number = number,
        player = player,
        mv = mv,
        judgement = judgement,
        best = m.best.to_string(),
        value = m.best_value.to_string(),
        line = line_text(&m.line)
    )
}

/// The move selected on the review screen: who played what, and what the
/// review says of it.
pub fn played_line(m: &MoveReview) -> String {
    tr!(
        "review-played",
        number = move_number(m),
        player = m.player.to_string(),
        mv = m.played.to_string(),
        judgement = judgement(m)
    )
}

/// The better move and where it leads, for the screen's detail line.
pub fn better_line(m: &MoveReview) -> Option<String> {
    (!m.line.is_empty()).then(|| {
        tr!(
            "review-better",
            player = m.player.to_string(),
            best = m.best.to_string(),
            value = m.best_value.to_string(),
            line = line_text(&m.line)
        )
    })
}

/// A player's accuracy, marks counted, and the average loss.
pub fn summary_line(player: Player, s: &Summary) -> String {
    let c = |mark: Mark| s.counts[mark.index()];
    tr!(
        "review-summary",
        player = player.to_string(),
        accuracy = s.accuracy,
        unclear = c(Mark::Unclear),
        best = c(Mark::Best),
        good = c(Mark::Good),
        inaccuracies = c(Mark::Inaccuracy),
        mistakes = c(Mark::Mistake),
        blunders = c(Mark::Blunder),
        loss = Arg::decimal(s.average_loss, 1)
    )
}

/// The whole review as text, one line each: a heading naming `source`,
/// every move, and both players' summaries.
pub fn review_text(source: &str, review: &Review) -> Vec<String> {
    let mut lines = vec![tr!(
        "review-heading",
        path = source,
        moves = review.moves.len(),
        budget = review.budget.to_string()
    )];
    for m in &review.moves {
        // A series is reviewed round by round, each under its heading.
        if !review.round_starts.is_empty() && (m.ply == 0 || review.round_starts.contains(&m.ply)) {
            let round = 1 + review.round_starts.iter().filter(|&&s| s <= m.ply).count();
            lines.push(tr!(
                "review-round",
                round = round as u32,
                player = m.player.to_string()
            ));
        }
        lines.push(move_line(m));
    }
    for p in Player::ALL {
        lines.push(summary_line(p, &review.summary(p)));
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{self, Lang};

    /// A move of `player` at `ply`, written `played`, marked `mark`.
    fn reviewed(ply: usize, player: Player, played: &str, mark: Mark) -> MoveReview {
        MoveReview::marked(ply, player, played.parse().unwrap(), mark)
    }

    #[test]
    fn a_series_is_written_round_by_round_each_under_its_heading() {
        i18n::set(Lang::english());
        let moves = vec![
            reviewed(0, Player::South, "g", Mark::Best),
            reviewed(1, Player::North, "d", Mark::Best),
            reviewed(2, Player::North, "e", Mark::Good),
        ];
        let review = Review {
            moves,
            evaluation: vec![Value::Estimate(0); 4],
            budget: Budget::Nodes(300),
            round_starts: vec![2],
        };
        let text = review_text("game.ron", &review);
        assert_eq!(
            text[..6],
            [
                "Review of game.ron: 3 moves, 300 nodes for each",
                "Round 1, begun by South:",
                "1. South g: best",
                "2. North d: best",
                "Round 2, begun by North:",
                "3. North e: good",
            ],
            "{text:#?}"
        );
        assert_eq!(text.len(), 8, "both players' summaries follow");
    }

    #[test]
    fn a_move_line_names_what_was_unsettled_and_the_better_move() {
        i18n::set(Lang::english());
        let mut m = reviewed(35, Player::North, "d9-d3xW", Mark::Unclear);
        m.turning = Some(Turning::Unsettled(Doubt::SuntukWin));
        m.best = "d9-d4xE".parse().unwrap();
        m.line = vec![m.best];
        let text = move_line(&m);
        assert!(
            text.starts_with(
                "36. North d9-d3xW: unclear, the engine could not settle whether this keeps the suntuk win; better d9-d4xE"
            ),
            "{text}"
        );
    }

    #[test]
    fn a_proven_best_move_says_what_it_keeps() {
        i18n::set(Lang::english());
        let mut m = reviewed(44, Player::South, "e9-e10xE", Mark::Best);
        m.proven = true;
        m.played_value = Value::Proven {
            margin: -3,
            suntuk: false,
        };
        assert_eq!(
            move_line(&m),
            "45. South e9-e10xE: best, proven: loses by 3"
        );
    }
}
