//! Max-n search for three and four players: every player picks the turn
//! best for itself, each node's value being a vector of every seat's
//! expected points. Shallow pruning: the values add up to at most the
//! points in play, so once the mover is sure of more than what its parent's
//! mover leaves over, the parent will not come here.

use super::eval::best_gain;
use super::search::Searcher;
use super::zobrist;
use crate::ai::eval::{Knowledge, Score};
use crate::games::bell::{MAX_SEATS, Position};
use std::sync::atomic::AtomicBool;

/// Every seat's value, in tenths of a point, in turn order.
pub type Values = [Score; MAX_SEATS];

/// What a position is worth to each seat: its points, and an equal share of
/// the points still on the board; with [`Knowledge::Full`], the player to
/// move first takes its biggest capture (it is about to: every turn
/// captures). The values add up to at most the points in play.
pub fn leaf_values(pos: &Position, knowledge: Knowledge) -> Values {
    let scores = pos.scores();
    let gain = match knowledge {
        Knowledge::Points => 0,
        Knowledge::Full => best_gain(pos),
    };
    let left = (pos.points_on_board() - gain) as Score;
    let share = 10 * left / scores.len() as Score;
    let mut v = [0; MAX_SEATS];
    for (i, &s) in scores.iter().enumerate() {
        v[i] = 10 * s as Score + share;
    }
    v[pos.turn_index()] += 10 * gain as Score;
    v
}

/// A finished game's values: the points taken.
pub fn final_values(pos: &Position) -> Values {
    let mut v = [0; MAX_SEATS];
    for (i, &s) in pos.scores().iter().enumerate() {
        v[i] = 10 * s as Score;
    }
    v
}

impl Searcher {
    /// The values of `pos` searched `depth` turns deep; `bound` is what the
    /// mover of the parent is already sure of.
    pub(super) fn maxn(
        &mut self,
        pos: &Position,
        key: u64,
        depth: u32,
        bound: Score,
        ply: usize,
        stop: &AtomicBool,
    ) -> Values {
        if self.visit(stop) {
            return [0; MAX_SEATS];
        }
        if depth == 0 || ply > super::MAX_DEPTH as usize {
            if !pos.has_hop() {
                return final_values(pos);
            }
            self.walk.horizon = true;
            return leaf_values(pos, self.knowledge);
        }
        let kids = self.children(pos, ply, self.table_move(key));
        if kids.is_empty() {
            self.give_back(ply, kids);
            return final_values(pos);
        }
        let me = pos.turn_index();
        let mut best: Option<Values> = None;
        let mut best_move = None;
        for &(child, m, _) in &kids {
            let sure = best.map_or(Score::MIN / 2, |b| b[me]);
            let ck = zobrist::update(key, pos, &child);
            let v = self.maxn(&child, ck, depth - 1, sure, ply + 1, stop);
            if self.walk.aborted {
                break;
            }
            if best.is_none_or(|b| v[me] > b[me]) {
                best = Some(v);
                best_move = Some(m);
                if v[me] >= self.total - bound {
                    self.cutoff(m, ply, depth);
                    break;
                }
            }
        }
        self.give_back(ply, kids);
        if let (Some(m), false) = (best_move, self.walk.aborted) {
            self.remember_move(key, m);
        }
        best.unwrap_or([0; MAX_SEATS])
    }
}
