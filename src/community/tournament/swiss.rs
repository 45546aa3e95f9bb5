//! Swiss pairings: each round pairs players of equal score, and nobody
//! meets anyone twice.
//!
//! The players are ranked by points, then rating (then the order they
//! entered). Within a score group the top half meets the bottom half (of
//! eight equals, 1–5, 2–6, 3–7, 4–8); when a group is odd, its lowest
//! player floats down and meets the best of the next group it can. A
//! player who cannot be paired in their group floats down too.
//!
//! A search finds the pairing: the best-ranked player still unpaired takes
//! the first opponent in that order of preference whom they have not met,
//! and a choice that leaves someone with nobody to meet is undone and the
//! next tried. It tries every pairing before it gives up, so a pairing
//! without a repeat is found whenever one exists, within [`STEPS`] tries
//! of an opponent; past them it stops with [`PairError::NoPairing`] (not
//! `exhaustive`), so that a large field cannot hang the server.
//!
//! In an odd field the bye goes to the lowest-ranked player who has had
//! none, or, if the others cannot then be paired, to the next one up; no
//! one has two byes.
//!
//! South goes to the player who has been South fewer times, then to the
//! one who was North in their last game, then to the better ranked.

use super::standings::{Meeting, meetings, points};
use super::{PairError, Pairing, Round, Side, Tournament};

/// The most opponents the search tries for one round. A round of 300
/// players that pairs without going back takes 150.
pub const STEPS: u32 = 200_000;

/// What the rounds so far tell about the players.
struct History {
    points: Vec<u32>,
    souths: Vec<u32>,
    last_side: Vec<Option<Side>>,
    had_bye: Vec<bool>,
    /// `met[a * n + b]`: whether a and b have played each other.
    met: Vec<bool>,
    n: usize,
}

impl History {
    fn of(t: &Tournament) -> History {
        let games = meetings(t);
        let n = games.len();
        let mut h = History {
            points: points(&games),
            souths: vec![0; n],
            last_side: vec![None; n],
            had_bye: vec![false; n],
            met: vec![false; n * n],
            n,
        };
        for (a, rounds) in games.iter().enumerate() {
            for m in rounds {
                match *m {
                    Meeting::Game { opponent, side, .. } => {
                        h.met[a * n + opponent] = true;
                        h.souths[a] += u32::from(side == Side::South);
                        h.last_side[a] = Some(side);
                    }
                    Meeting::Bye => h.had_bye[a] = true,
                    Meeting::Unpaired => {}
                }
            }
        }
        h
    }

    fn met(&self, a: usize, b: usize) -> bool {
        self.met.get(a * self.n + b).copied().unwrap_or(false)
    }

    /// The pairing of `a` (the better ranked) and `b`, with their sides.
    fn sides(&self, a: usize, b: usize) -> Pairing {
        let a_south = match self.souths[a].cmp(&self.souths[b]) {
            std::cmp::Ordering::Less => true,
            std::cmp::Ordering::Greater => false,
            std::cmp::Ordering::Equal => {
                self.last_side[a] == Some(Side::North) || self.last_side[b] != Some(Side::North)
            }
        };
        let (south, north) = if a_south { (a, b) } else { (b, a) };
        Pairing {
            south,
            north,
            result: None,
            forfeit: false,
        }
    }
}

/// The search ran past [`STEPS`].
struct OutOfSteps;

struct Search<'a> {
    history: &'a History,
    /// The players to pair, best ranked first.
    players: Vec<usize>,
    taken: Vec<bool>,
    /// For each player, how many players not yet paired they could meet.
    open: Vec<u32>,
    pairs: Vec<(usize, usize)>,
    steps: u32,
}

impl<'a> Search<'a> {
    fn new(history: &'a History, steps: u32) -> Search<'a> {
        Search {
            history,
            players: Vec::new(),
            taken: Vec::new(),
            open: Vec::new(),
            pairs: Vec::new(),
            steps,
        }
    }

    /// Pairs `players` (best ranked first), or says there is no pairing.
    fn run(&mut self, players: Vec<usize>) -> Result<Option<Vec<(usize, usize)>>, OutOfSteps> {
        let k = players.len();
        self.open = (0..k)
            .map(|i| {
                let can = (0..k).filter(|&j| j != i && !self.history.met(players[i], players[j]));
                can.count() as u32
            })
            .collect();
        self.taken = vec![false; k];
        self.pairs.clear();
        self.players = players;
        if !k.is_multiple_of(2) || self.open.contains(&0) {
            return Ok(None);
        }
        Ok(self.extend()?.then(|| std::mem::take(&mut self.pairs)))
    }

    fn extend(&mut self) -> Result<bool, OutOfSteps> {
        let live: Vec<usize> = (0..self.players.len())
            .filter(|&i| !self.taken[i])
            .collect();
        let Some(&top) = live.first() else {
            return Ok(true);
        };
        for other in self.preference(&live) {
            let (a, b) = (self.players[top], self.players[other]);
            if self.history.met(a, b) {
                continue;
            }
            self.steps = self.steps.checked_sub(1).ok_or(OutOfSteps)?;
            if self.take(top, other, &live) && self.extend()? {
                return Ok(true);
            }
            self.give_back(top, other, &live);
        }
        Ok(false)
    }

    /// Pairs the players at `x` and `y`; false if that leaves someone
    /// unpaired with nobody left to meet.
    fn take(&mut self, x: usize, y: usize, live: &[usize]) -> bool {
        self.taken[x] = true;
        self.taken[y] = true;
        self.pairs.push((self.players[x], self.players[y]));
        let mut stuck = false;
        for &c in live.iter().filter(|&&c| c != x && c != y) {
            let lost = self.could_meet(c, x) + self.could_meet(c, y);
            self.open[c] -= lost;
            stuck |= self.open[c] == 0;
        }
        !stuck
    }

    fn give_back(&mut self, x: usize, y: usize, live: &[usize]) {
        for &c in live.iter().filter(|&&c| c != x && c != y) {
            self.open[c] += self.could_meet(c, x) + self.could_meet(c, y);
        }
        self.pairs.pop();
        self.taken[x] = false;
        self.taken[y] = false;
    }

    fn could_meet(&self, i: usize, j: usize) -> u32 {
        u32::from(!self.history.met(self.players[i], self.players[j]))
    }

    /// The opponents (positions in `players`) the first of `live` would
    /// rather meet, most wanted first: see the module's heading.
    fn preference(&self, live: &[usize]) -> Vec<usize> {
        let points = |i: usize| self.history.points[self.players[i]];
        let (Some(&top), Some(&second)) = (live.first(), live.get(1)) else {
            return Vec::new();
        };
        if points(top) > points(second) {
            // Floated down: the best of the next group first.
            return live[1..].to_vec();
        }
        let group = live
            .iter()
            .take_while(|&&i| points(i) == points(top))
            .count();
        let half = group / 2;
        let mut order = Vec::with_capacity(live.len() - 1);
        order.extend_from_slice(&live[half..group]);
        order.extend(live[1..half].iter().rev());
        order.extend_from_slice(&live[group..]);
        order
    }
}

/// The next round of the Swiss `t`.
pub fn pair(t: &Tournament) -> Result<Round, PairError> {
    let round = t.rounds.len();
    let history = History::of(t);
    let n = history.n;
    let mut ranked: Vec<usize> = (0..n).collect();
    ranked.sort_by(|&a, &b| {
        let rating = |e: usize| t.entrants.get(e).map_or(0.0, |e| e.rating);
        history.points[b]
            .cmp(&history.points[a])
            .then(rating(b).total_cmp(&rating(a)))
            .then(a.cmp(&b))
    });
    let byes: Vec<Option<usize>> = if n.is_multiple_of(2) {
        vec![None]
    } else {
        ranked
            .iter()
            .rev()
            .filter(|&&e| !history.had_bye[e])
            .map(|&e| Some(e))
            .collect()
    };
    let mut search = Search::new(&history, STEPS);
    for bye in byes {
        let players: Vec<usize> = ranked.iter().copied().filter(|&e| Some(e) != bye).collect();
        match search.run(players) {
            Ok(Some(pairs)) => {
                let pairings = pairs.iter().map(|&(a, b)| history.sides(a, b)).collect();
                return Ok(Round { pairings, bye });
            }
            Ok(None) => {}
            Err(OutOfSteps) => {
                return Err(PairError::NoPairing {
                    round,
                    exhaustive: false,
                });
            }
        }
    }
    Err(PairError::NoPairing {
        round,
        exhaustive: true,
    })
}
