//! A game from its setup: the moves played and the positions they led to.

use super::errors::IllegalMove;
use super::moves::{Move, MoveList};
use super::notation::MoveError;
use super::options::Rules;
use super::outcome::Outcome;
use super::position::Position;
use super::setup::Setup;
use crate::games::LegalMoves;
use crate::games::list::History;
use crate::games::{GameKind, Playable, Rated, Seat};

/// A game of Bell's Pasang from its setup: the moves played and the
/// positions they led to, so that any number of moves can be undone exactly.
#[derive(Clone, Debug)]
pub struct Game {
    setup: Setup,
    rules: Rules,
    history: History<Position, Move>,
}

impl Game {
    /// A new game from a setup under the given rules.
    pub fn new(setup: Setup, rules: Rules) -> Game {
        let start = Position::start(&setup, rules);
        Game {
            setup,
            rules,
            history: History::new(start),
        }
    }

    pub fn setup(&self) -> &Setup {
        &self.setup
    }

    pub fn rules(&self) -> Rules {
        self.rules
    }

    /// The position now.
    pub fn position(&self) -> &Position {
        self.history.position()
    }

    /// The position after the first `ply` moves.
    pub fn position_at(&self, ply: usize) -> Option<&Position> {
        self.history.position_at(ply)
    }

    /// The moves played, in order.
    pub fn moves(&self) -> &[Move] {
        self.history.moves()
    }

    pub fn legal_moves(&self) -> MoveList {
        self.position().legal_moves()
    }

    pub fn outcome(&self) -> Option<Outcome> {
        self.position().outcome()
    }

    /// Plays a move if it is legal.
    pub fn try_play(&mut self, m: Move) -> Result<(), IllegalMove> {
        let mut next = *self.position();
        next.try_play(m)?;
        self.history.push(m, next);
        Ok(())
    }

    /// Parses a move in notation and plays it if it is legal.
    pub fn play_notation(&mut self, text: &str) -> Result<Move, MoveError> {
        let m: Move = text.parse()?;
        self.try_play(m)?;
        Ok(m)
    }

    /// Takes back the last move, returning it.
    pub fn undo(&mut self) -> Option<Move> {
        self.history.undo()
    }
}

/// Bell's game for two, rated: with three or four seats a game has no one
/// opponent to be rated against.
pub const RATED_TWO: Rated = Rated::new(GameKind::Bell, "bell2");

impl Playable for Game {
    type Move = Move;
    type Position = Position;
    type Illegal = IllegalMove;
    type Outcome = Outcome;
    type Rules = Rules;
    type Setup = Setup;
    type Pattern = super::Pattern;

    const KIND: GameKind = GameKind::Bell;
    const RATED: &'static [Rated] = &[RATED_TWO];

    fn new(setup: Setup, rules: Rules) -> Game {
        Game::new(setup, rules)
    }

    fn pattern(pattern: super::Pattern) -> Setup {
        Setup::pattern(pattern)
    }

    fn setup(&self) -> &Setup {
        Game::setup(self)
    }

    fn rules(&self) -> Rules {
        Game::rules(self)
    }

    fn seats(&self) -> &[Seat] {
        self.rules.players.seats()
    }

    fn position(&self) -> &Position {
        Game::position(self)
    }

    fn position_at(&self, ply: usize) -> Option<&Position> {
        Game::position_at(self, ply)
    }

    fn moves(&self) -> &[Move] {
        Game::moves(self)
    }

    fn to_move_at(&self, ply: usize) -> Option<Seat> {
        let pos = self.position_at(ply)?;
        pos.outcome().is_none().then(|| pos.to_move())
    }

    fn try_play(&mut self, m: Move) -> Result<(), IllegalMove> {
        Game::try_play(self, m)
    }

    fn undo(&mut self) -> Option<Move> {
        Game::undo(self)
    }

    fn winners(outcome: Outcome) -> Vec<Seat> {
        outcome.winners().collect()
    }

    fn outcome(&self) -> Option<Outcome> {
        Game::outcome(self)
    }

    fn scores_at(&self, ply: usize) -> Vec<u16> {
        self.position_at(ply)
            .map(|pos| pos.scores().to_vec())
            .unwrap_or_default()
    }

    fn legal_moves(&self) -> Vec<Move> {
        Game::legal_moves(self).to_vec()
    }

    fn rated(&self) -> Option<Rated> {
        (self.seats().len() == 2).then_some(RATED_TWO)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::bell::{Opening, Players};

    #[test]
    fn three_players_take_turns_south_west_north_and_score_their_captures() {
        let rules = Rules {
            players: Players::Three,
            opening: Opening::Corner,
        };
        let mut g = Game::new(Setup::default(), rules);
        assert_eq!(g.kind(), GameKind::Bell);
        assert_eq!(g.seats(), [Seat::South, Seat::West, Seat::North]);
        // South takes black a1 (1 point); West jumps white a2 from a3 (2);
        // North jumps white b3 from c3 into a3 (2).
        for m in ["xa1", "a3-a1", "c3-a3"] {
            g.play_notation(m).unwrap();
        }
        assert_eq!(g.scores_at(1), [1, 0, 0]);
        assert_eq!(g.scores_at(3), [1, 2, 2]);
        assert_eq!(g.to_move_at(2), Some(Seat::North));
        assert_eq!(g.to_move_at(3), Some(Seat::South));
        assert_eq!(g.scores_at(4), Vec::<u16>::new());
        assert_eq!(Playable::undo(&mut g), Some("c3-a3".parse().unwrap()));
        let fresh = g.restarted();
        assert_eq!(fresh.position(), g.position_at(0).unwrap());
    }
}
