//! A tournament among a server's players: who entered, each round's
//! pairings and results, and the standings. Pure: no I/O and no words (the
//! standings table a player reads is made in
//! `crate::tui::lobby::words::tournament`); a server keeps a [`Tournament`] on
//! disk as RON.
//!
//! Two formats:
//!
//! - [`Format::Swiss`] (pairings in [`swiss`]): a fixed number of rounds,
//!   each paired by score, nobody meeting anyone twice;
//! - [`Format::RoundRobin`] (pairings in [`round_robin`]): everyone meets
//!   everyone once, by the Berger tables.
//!
//! Results are in half points: a win is 2, a draw 1, a loss 0, and a bye
//! is worth a win. The standings ([`standings`]) count only the results
//! recorded, so they can be read while a round is played.
//!
//! Rounds and boards are indices from 0 in this interface and in its
//! errors; a player reads them from 1.

pub mod round_robin;
pub mod standings;
pub mod swiss;

#[cfg(test)]
mod tests;

pub use standings::{Meeting, Outcome, Standing};

use serde::{Deserialize, Serialize};

/// How the rounds are paired.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Format {
    /// Everyone meets everyone once: n − 1 rounds for an even field, n
    /// (one bye each) for an odd one.
    RoundRobin,
    /// `rounds` rounds, each pairing players of equal score.
    Swiss { rounds: u32 },
}

/// A player who entered.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Entrant {
    /// The player's SSH public key: who they are.
    pub key: String,
    /// The name shown in the standings.
    pub name: String,
    /// The player's rating when they entered: it seeds the pairings and
    /// breaks the last tie.
    pub rating: f64,
}

/// A finished game's result.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Played {
    SouthWon,
    NorthWon,
    Drawn,
}

impl Played {
    /// The half points (South's, North's) the result gives: 2 for a win,
    /// 1 for a draw, 0 for a loss.
    pub fn half_points(self) -> (u32, u32) {
        match self {
            Played::SouthWon => (2, 0),
            Played::NorthWon => (0, 2),
            Played::Drawn => (1, 1),
        }
    }

    /// The result as the player at `side` had it.
    pub fn for_side(self, side: Side) -> Outcome {
        match (self, side) {
            (Played::Drawn, _) => Outcome::Drawn,
            (Played::SouthWon, Side::South) | (Played::NorthWon, Side::North) => Outcome::Won,
            _ => Outcome::Lost,
        }
    }
}

/// The side a player has in a game: South moves first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Side {
    South,
    North,
}

/// Two entrants paired for a round's game, and its result once recorded.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Pairing {
    /// Indices into [`Tournament::entrants`].
    pub south: usize,
    pub north: usize,
    #[serde(default)]
    pub result: Option<Played>,
    /// The result was given, not played: a player never came (or neither
    /// did), so the game was scored without a move.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub forfeit: bool,
}

impl Pairing {
    /// The side `entrant` plays in this game, if they play in it.
    pub fn side_of(&self, entrant: usize) -> Option<Side> {
        if entrant == self.south {
            Some(Side::South)
        } else if entrant == self.north {
            Some(Side::North)
        } else {
            None
        }
    }
}

/// A round: its games, board by board (the best placed first), and the
/// entrant who sits it out with a bye when the field is odd.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Round {
    #[serde(default)]
    pub pairings: Vec<Pairing>,
    #[serde(default)]
    pub bye: Option<usize>,
}

impl Round {
    /// How many of the round's games have no result yet.
    pub fn unrecorded(&self) -> usize {
        self.pairings.iter().filter(|p| p.result.is_none()).count()
    }

    /// The board (index into [`Round::pairings`]) where `entrant` plays.
    pub fn board_of(&self, entrant: usize) -> Option<usize> {
        self.pairings
            .iter()
            .position(|p| p.side_of(entrant).is_some())
    }
}

/// Why an entrant cannot enter or leave.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RegisterError {
    /// The first round is paired: the field is fixed.
    Started,
    /// The key has entered already, as this entrant.
    AlreadyIn { entrant: usize },
    /// No entrant has the key.
    NotIn,
    /// The rating is not a finite number.
    NotARating,
}

/// Why the next round cannot be paired.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PairError {
    /// Round `round` still has `unrecorded` games without a result.
    RoundUnfinished { round: usize, unrecorded: usize },
    /// All `rounds` rounds are paired.
    NoRoundsLeft { rounds: usize },
    /// A tournament needs two entrants; it has `entrants`.
    TooFew { entrants: usize },
    /// Round `round` has no pairing in which nobody meets an opponent a
    /// second time (or, in an odd field, no bye for someone who has had
    /// none). `exhaustive` says the search tried every pairing; without
    /// it, the search stopped at its limit of steps and one may exist.
    NoPairing { round: usize, exhaustive: bool },
}

/// Why a result cannot be recorded.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RecordError {
    /// There are `rounds` rounds, none numbered `round`.
    NoSuchRound { round: usize, rounds: usize },
    /// Round `round` has `boards` boards, none numbered `board`.
    NoSuchBoard {
        round: usize,
        board: usize,
        boards: usize,
    },
    /// The game at `board` of `round` has its result, `result`, already.
    AlreadyRecorded {
        round: usize,
        board: usize,
        result: Played,
    },
}

/// A tournament: its name, format, entrants, and the rounds paired so far
/// (the last one possibly being played).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Tournament {
    pub name: String,
    pub format: Format,
    /// In the order they entered; pairings and standings name them by
    /// their index here, which is fixed once the first round is paired.
    #[serde(default)]
    pub entrants: Vec<Entrant>,
    #[serde(default)]
    pub rounds: Vec<Round>,
}

impl Tournament {
    /// A tournament nobody has entered yet.
    pub fn new(name: String, format: Format) -> Tournament {
        Tournament {
            name,
            format,
            entrants: Vec::new(),
            rounds: Vec::new(),
        }
    }

    /// Whether the first round is paired.
    pub fn has_started(&self) -> bool {
        !self.rounds.is_empty()
    }

    /// Enters a player, before the first round.
    pub fn register(&mut self, entrant: Entrant) -> Result<(), RegisterError> {
        if self.has_started() {
            return Err(RegisterError::Started);
        }
        if let Some(already) = self.of_key(&entrant.key) {
            return Err(RegisterError::AlreadyIn { entrant: already });
        }
        if !entrant.rating.is_finite() {
            return Err(RegisterError::NotARating);
        }
        self.entrants.push(entrant);
        Ok(())
    }

    /// Takes a player out, before the first round (the entrants after
    /// them move up one index).
    pub fn withdraw(&mut self, key: &str) -> Result<(), RegisterError> {
        if self.has_started() {
            return Err(RegisterError::Started);
        }
        let at = self.of_key(key).ok_or(RegisterError::NotIn)?;
        self.entrants.remove(at);
        Ok(())
    }

    /// The entrant whose key is `key`.
    pub fn of_key(&self, key: &str) -> Option<usize> {
        self.entrants.iter().position(|e| e.key == key)
    }

    /// How many rounds the tournament has: a Swiss's rounds, or a round
    /// robin's for the field entered (0 below two entrants).
    pub fn total_rounds(&self) -> usize {
        match self.format {
            Format::Swiss { rounds } => rounds as usize,
            Format::RoundRobin => round_robin::rounds(self.entrants.len()),
        }
    }

    /// Whether no round is being played: every game paired so far has
    /// its result (true before the first round).
    pub fn round_done(&self) -> bool {
        self.rounds.last().is_none_or(|r| r.unrecorded() == 0)
    }

    /// Whether every round is paired and played.
    pub fn is_finished(&self) -> bool {
        self.has_started() && self.rounds.len() >= self.total_rounds() && self.round_done()
    }

    /// Pairs the next round and adds it to [`Tournament::rounds`].
    pub fn pair_next_round(&mut self) -> Result<&Round, PairError> {
        if let Some(last) = self.rounds.last()
            && last.unrecorded() > 0
        {
            return Err(PairError::RoundUnfinished {
                round: self.rounds.len() - 1,
                unrecorded: last.unrecorded(),
            });
        }
        if self.entrants.len() < 2 {
            return Err(PairError::TooFew {
                entrants: self.entrants.len(),
            });
        }
        let rounds = self.total_rounds();
        if self.rounds.len() >= rounds {
            return Err(PairError::NoRoundsLeft { rounds });
        }
        let round = match self.format {
            Format::Swiss { .. } => swiss::pair(self)?,
            Format::RoundRobin => round_robin::round(&self.seeds(), self.rounds.len()),
        };
        let at = self.rounds.len();
        self.rounds.push(round);
        Ok(&self.rounds[at])
    }

    /// Records the result of the game at `board` of `round`, once.
    pub fn record(
        &mut self,
        round: usize,
        board: usize,
        result: Played,
    ) -> Result<(), RecordError> {
        self.record_as(round, board, result, false)
    }

    /// Records the result of the game at `board` of `round`, once, as a
    /// forfeit (given without the game being played) or not.
    pub fn record_as(
        &mut self,
        round: usize,
        board: usize,
        result: Played,
        forfeit: bool,
    ) -> Result<(), RecordError> {
        let rounds = self.rounds.len();
        let r = self
            .rounds
            .get_mut(round)
            .ok_or(RecordError::NoSuchRound { round, rounds })?;
        let boards = r.pairings.len();
        let pairing = r.pairings.get_mut(board).ok_or(RecordError::NoSuchBoard {
            round,
            board,
            boards,
        })?;
        if let Some(already) = pairing.result {
            return Err(RecordError::AlreadyRecorded {
                round,
                board,
                result: already,
            });
        }
        pairing.result = Some(result);
        pairing.forfeit = forfeit;
        Ok(())
    }

    /// The standings from the results recorded so far, best first.
    pub fn standings(&self) -> Vec<Standing> {
        standings::standings(self)
    }

    /// The entrants by rating, highest first (the earlier entered first
    /// among equal ratings): a round robin's Berger numbers 1, 2, ….
    pub fn seeds(&self) -> Vec<usize> {
        let mut seeds: Vec<usize> = (0..self.entrants.len()).collect();
        seeds.sort_by(|&a, &b| {
            let (ra, rb) = (self.entrants[a].rating, self.entrants[b].rating);
            rb.total_cmp(&ra).then(a.cmp(&b))
        });
        seeds
    }
}
