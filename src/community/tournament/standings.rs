//! The standings: each entrant's points and tie-breaks from the results
//! recorded, their place, and their games round by round.
//!
//! Order: points; then for a Swiss the Buchholz, then the
//! Sonneborn-Berger; for a round robin the Sonneborn-Berger alone; then
//! games won; then rating. Entrants equal in all of these share a place.
//!
//! - Buchholz: the sum of the opponents' points (a bye adds nothing);
//! - Sonneborn-Berger: the points of every opponent beaten, and half the
//!   points of every opponent drawn with;
//! - games won: wins at the board (a bye is not one).
//!
//! A game without a result counts nothing yet, for either player or for
//! their opponents' tie-breaks; a bye counts from the moment it is given.

use super::{Format, Played, Side, Tournament};
use serde::{Deserialize, Serialize};
use std::cmp::Ordering;

/// A game's result for one of its players.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Outcome {
    Won,
    Drawn,
    Lost,
}

impl Outcome {
    /// The half points it gives.
    pub fn half_points(self) -> u32 {
        match self {
            Outcome::Won => 2,
            Outcome::Drawn => 1,
            Outcome::Lost => 0,
        }
    }
}

/// What an entrant had in one round.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Meeting {
    /// A game against `opponent` (an index into the entrants) as `side`;
    /// `outcome` is the entrant's result, none while it is not recorded;
    /// `forfeit` when that result was given without the game being played.
    Game {
        opponent: usize,
        side: Side,
        outcome: Option<Outcome>,
        #[serde(default)]
        forfeit: bool,
    },
    /// The round's bye: worth a win.
    Bye,
    /// Neither a game nor the bye: only in a tournament whose rounds were
    /// written by hand without the entrant.
    Unpaired,
}

/// An entrant's line in the standings.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Standing {
    /// An index into the entrants.
    pub entrant: usize,
    /// From 1; entrants equal in points and every tie-break share one,
    /// and the next place skips as many as share it (1, 2, 2, 4).
    pub place: usize,
    /// In half points: a win 2, a draw 1, a bye 2.
    pub points: u32,
    /// The opponents' points, in half points.
    pub buchholz: u32,
    /// In quarter points: twice the points of each opponent beaten and
    /// once those of each opponent drawn with, in half points.
    pub sonneborn_berger: u32,
    /// Games won at the board.
    pub wins: u32,
    /// One per round paired, in order.
    pub games: Vec<Meeting>,
}

/// What each entrant had in each round: `[entrant][round]`. Indices out of
/// the field (a file written by hand) are left out.
pub fn meetings(t: &Tournament) -> Vec<Vec<Meeting>> {
    let n = t.entrants.len();
    let mut games = vec![vec![Meeting::Unpaired; t.rounds.len()]; n];
    for (r, round) in t.rounds.iter().enumerate() {
        for p in &round.pairings {
            if p.south >= n || p.north >= n || p.south == p.north {
                continue;
            }
            let outcome = |side| p.result.map(|played: Played| played.for_side(side));
            games[p.south][r] = Meeting::Game {
                opponent: p.north,
                side: Side::South,
                outcome: outcome(Side::South),
                forfeit: p.forfeit,
            };
            games[p.north][r] = Meeting::Game {
                opponent: p.south,
                side: Side::North,
                outcome: outcome(Side::North),
                forfeit: p.forfeit,
            };
        }
        if let Some(bye) = round.bye.and_then(|b| games.get_mut(b)) {
            bye[r] = Meeting::Bye;
        }
    }
    games
}

/// Each entrant's points, in half points.
pub fn points(games: &[Vec<Meeting>]) -> Vec<u32> {
    games
        .iter()
        .map(|rounds| {
            rounds
                .iter()
                .map(|m| match m {
                    Meeting::Game {
                        outcome: Some(o), ..
                    } => o.half_points(),
                    Meeting::Bye => 2,
                    _ => 0,
                })
                .sum()
        })
        .collect()
}

/// The standings of `t`, best first.
pub fn standings(t: &Tournament) -> Vec<Standing> {
    let games = meetings(t);
    let points = points(&games);
    let of = |e: usize| points.get(e).copied().unwrap_or(0);
    let mut rows: Vec<Standing> = games
        .into_iter()
        .enumerate()
        .map(|(entrant, games)| {
            let (mut buchholz, mut sonneborn_berger, mut wins) = (0, 0, 0);
            for m in &games {
                if let Meeting::Game {
                    opponent,
                    outcome: Some(o),
                    ..
                } = *m
                {
                    buchholz += of(opponent);
                    sonneborn_berger += o.half_points() * of(opponent);
                    wins += u32::from(o == Outcome::Won);
                }
            }
            Standing {
                entrant,
                place: 0,
                points: of(entrant),
                buchholz,
                sonneborn_berger,
                wins,
                games,
            }
        })
        .collect();
    let rating = |e: usize| t.entrants.get(e).map_or(0.0, |e| e.rating);
    let order = |a: &Standing, b: &Standing| {
        let tie_breaks = match t.format {
            Format::Swiss { .. } => b
                .buchholz
                .cmp(&a.buchholz)
                .then(b.sonneborn_berger.cmp(&a.sonneborn_berger)),
            Format::RoundRobin => b.sonneborn_berger.cmp(&a.sonneborn_berger),
        };
        b.points
            .cmp(&a.points)
            .then(tie_breaks)
            .then(b.wins.cmp(&a.wins))
            .then(rating(b.entrant).total_cmp(&rating(a.entrant)))
    };
    rows.sort_by(|a, b| order(a, b).then(a.entrant.cmp(&b.entrant)));
    for i in 0..rows.len() {
        rows[i].place = match i.checked_sub(1) {
            Some(before) if order(&rows[before], &rows[i]) == Ordering::Equal => rows[before].place,
            _ => i + 1,
        };
    }
    rows
}
