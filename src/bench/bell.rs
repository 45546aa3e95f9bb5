//! Bell's parts of the benchmark: random games played hop by hop, as
//! Ludii's playouts play them, and the computer's searcher with the method
//! it uses for the number of players.

use super::{Benched, Benchmarked, Searched};
use crate::ai::Limits;
use crate::ai::bell::{Searcher, default_method};
use crate::games::Level;
use crate::games::bell::playout::{Tally, random_game};
use crate::games::bell::{Game, Position};
use crate::rng::Rng;
use std::sync::atomic::AtomicBool;

impl Benchmarked for Game {
    type Tally = Tally;
    type Searcher = Searcher;
    const MANY_THREADS: bool = false;

    fn random_game(start: &Position, rng: &mut Rng, tally: &mut Tally) {
        random_game(start, rng, tally);
    }
}

impl Benched for Searcher {
    type Position = Position;
    fn new() -> Self {
        Searcher::new(20)
    }
    fn clear(&mut self) {
        Searcher::clear(self)
    }
    /// With the method the computer uses for this many players.
    fn search(&mut self, pos: &Position, limits: Limits, stop: &AtomicBool) -> Option<Searched> {
        let method = default_method(Level::Hard, pos.rules().players);
        Searcher::search(self, pos, limits, method, stop).map(Searched::from)
    }
}
