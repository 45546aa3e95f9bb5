//! A game from its setup: the moves played and the positions they led to.

use super::errors::IllegalMove;
use super::moves::{Move, MoveList};
use super::notation::MoveError;
use super::options::Rules;
use super::outcome::Outcome;
use super::player::Player;
use super::position::Position;
use super::setup::Setup;
use crate::games::list::History;
use crate::games::{GameKind, Playable, Seat};

/// A game from its setup: the moves played and the positions they led to,
/// so that any number of moves can be undone exactly.
#[derive(Clone, Debug)]
pub struct Game {
    setup: Setup,
    start: Position,
    history: History<Position, Move>,
}

impl Game {
    /// A new game from a setup under the given rules.
    pub fn new(setup: Setup, rules: Rules) -> Game {
        let start = Position::start(&setup, rules);
        Game {
            setup,
            start,
            history: History::new(start),
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

    /// Points of the stones in the setup.
    pub fn total_points(&self) -> u16 {
        self.setup.total_points()
    }
}

/// The ka game's seats: South moves first, then North.
const SEATS: [Seat; 2] = [Seat::South, Seat::North];

impl Playable for Game {
    type Move = Move;
    type Position = Position;
    type Illegal = IllegalMove;
    type Outcome = Outcome;
    type Rules = Rules;
    type Setup = Setup;
    type Pattern = super::Pattern;

    const KIND: GameKind = GameKind::Ka;

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
        &SEATS
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
        pos.outcome().is_none().then(|| pos.to_move().into())
    }

    fn try_play(&mut self, m: Move) -> Result<(), IllegalMove> {
        Game::try_play(self, m)
    }

    fn undo(&mut self) -> Option<Move> {
        Game::undo(self)
    }

    fn restarted(&self) -> Game {
        Game::new(self.setup.clone(), self.rules())
    }

    fn outcome(&self) -> Option<Outcome> {
        Game::outcome(self)
    }

    fn scores_at(&self, ply: usize) -> Vec<u16> {
        self.position_at(ply)
            .map(|pos| Player::ALL.iter().map(|&p| pos.points(p)).collect())
            .unwrap_or_default()
    }

    fn legal_moves(&self) -> Vec<Move> {
        Game::legal_moves(self).to_vec()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::ka::{Phase, Player, setup::Pattern};

    #[test]
    fn through_the_seam_the_ka_game_has_two_seats_and_per_seat_scores() {
        let mut g = Game::new(Setup::pattern(Pattern::First), Rules::CLASSIC);
        assert_eq!(g.kind(), GameKind::Ka);
        assert_eq!(g.seats(), [Seat::South, Seat::North]);
        assert_eq!(g.to_move_at(0), Some(Seat::South));
        // South opens file c (8 points), North file j (9 points).
        for m in ["c", "j"] {
            Playable::try_play(&mut g, m.parse().unwrap()).unwrap();
        }
        assert_eq!(g.to_move_at(1), Some(Seat::North));
        assert_eq!(g.scores_at(1), vec![8, 0]);
        assert_eq!(g.scores_at(2), vec![8, 9]);
        assert_eq!(g.scores_at(3), Vec::<u16>::new());
        assert_eq!(g.to_move_at(3), None);
        let fresh = g.restarted();
        assert!(Playable::moves(&fresh).is_empty());
        assert_eq!(fresh.position(), g.position_at(0).unwrap());
        assert_eq!(Playable::undo(&mut g), Some("j".parse().unwrap()));
    }

    #[test]
    fn a_finished_position_has_no_one_to_move() {
        let mut g = Game::new(Setup::pattern(Pattern::First), Rules::CLASSIC);
        while let Some(&m) = Game::legal_moves(&g).first() {
            Game::try_play(&mut g, m).unwrap();
        }
        assert!(Game::outcome(&g).is_some());
        assert_eq!(g.to_move_at(Game::moves(&g).len()), None);
        assert_eq!(g.to_move_at(0), Some(Seat::South));
    }

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
