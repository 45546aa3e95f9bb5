//! A game from its setup: the moves played and the positions they led to.

use super::errors::IllegalMove;
use super::moves::{Move, MoveList};
use super::notation::MoveError;
use super::options::Rules;
use super::outcome::Outcome;
use super::position::Position;
use super::setup::Setup;

/// A game from its setup: the moves played and the positions they led to,
/// so that any number of moves can be undone exactly.
#[derive(Clone, Debug)]
pub struct Game {
    setup: Setup,
    start: Position,
    moves: Vec<Move>,
    /// `positions[i]` is the position after `moves[..i]`.
    positions: Vec<Position>,
}

impl Game {
    /// A new game from a setup under the given rules.
    pub fn new(setup: Setup, rules: Rules) -> Game {
        let start = Position::start(&setup, rules);
        Game {
            setup,
            start,
            moves: Vec::new(),
            positions: vec![start],
        }
    }

    pub fn setup(&self) -> &Setup {
        &self.setup
    }

    pub fn rules(&self) -> Rules {
        self.start.rules()
    }

    /// The position now.
    pub fn position(&self) -> &Position {
        self.positions.last().expect("never empty")
    }

    /// The position after the first `ply` moves.
    pub fn position_at(&self, ply: usize) -> Option<&Position> {
        self.positions.get(ply)
    }

    /// The moves played, in order.
    pub fn moves(&self) -> &[Move] {
        &self.moves
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
        self.moves.push(m);
        self.positions.push(next);
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
        let m = self.moves.pop()?;
        self.positions.pop();
        Some(m)
    }

    /// Points of the stones in the setup.
    pub fn total_points(&self) -> u16 {
        self.setup.total_points()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::ka::{Phase, Player, setup::Pattern};

    #[test]
    fn phases_follow_the_ply() {
        let mut g = Game::new(Setup::pattern(Pattern::First), Rules::CLASSIC);
        assert_eq!(g.position().phase(), Phase::ColumnCapture);
        g.play_notation("c").unwrap();
        g.play_notation("j").unwrap();
        assert_eq!(g.position().phase(), Phase::KaEntry);
        assert_eq!(g.position().to_move(), Player::South);
    }
}
