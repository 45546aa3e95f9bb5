//! Bell's part of the benchmark: random games played hop by hop, as
//! Ludii's playouts play them.

use super::Benchmarked;
use crate::games::bell::playout::{Tally, random_game};
use crate::games::bell::{Game, Position};
use crate::rng::Rng;

impl Benchmarked for Game {
    type Tally = Tally;
    const MANY_THREADS: bool = false;

    fn random_game(start: &Position, rng: &mut Rng, tally: &mut Tally) {
        random_game(start, rng, tally);
    }
}
