//! A game of Steps from its setup: the moves played and the positions they
//! led to.

use super::rules::{Illegal, Move, MoveError, Outcome, Pattern, Position, Rules, SEATS, Setup};
use crate::games::list::History;
use crate::games::{GameKind, Playable, Seat};

/// A game of Steps, with undo.
#[derive(Clone, Debug)]
pub struct Game {
    setup: Setup,
    rules: Rules,
    history: History<Position, Move>,
}

impl Game {
    /// Reads a move in notation and plays it if it is legal.
    pub fn play_notation(&mut self, text: &str) -> Result<Move, MoveError> {
        let m: Move = text.parse()?;
        Playable::try_play(self, m)?;
        Ok(m)
    }
}

impl Playable for Game {
    /// Steps is never rated: it is a game for the tests.
    const RATED: &'static [crate::games::Rated] = &[];

    type Move = Move;
    type Position = Position;
    type Illegal = Illegal;
    type Outcome = Outcome;
    type Rules = Rules;
    type Setup = Setup;
    type Pattern = Pattern;

    const KIND: GameKind = GameKind::Steps;

    fn new(setup: Setup, rules: Rules) -> Game {
        let start = Position::start(&setup, rules);
        Game {
            setup,
            rules,
            history: History::new(start),
        }
    }

    fn pattern(pattern: Pattern) -> Setup {
        Setup::pattern(pattern)
    }

    fn setup(&self) -> &Setup {
        &self.setup
    }

    fn rules(&self) -> Rules {
        self.rules
    }

    fn seats(&self) -> &[Seat] {
        &SEATS
    }

    fn position(&self) -> &Position {
        self.history.position()
    }

    fn position_at(&self, ply: usize) -> Option<&Position> {
        self.history.position_at(ply)
    }

    fn moves(&self) -> &[Move] {
        self.history.moves()
    }

    fn to_move_at(&self, ply: usize) -> Option<Seat> {
        let pos = self.position_at(ply)?;
        pos.outcome().is_none().then(|| pos.to_move())
    }

    fn try_play(&mut self, m: Move) -> Result<(), Illegal> {
        let mut next = *self.position();
        next.try_play(m)?;
        self.history.push(m, next);
        Ok(())
    }

    fn undo(&mut self) -> Option<Move> {
        self.history.undo()
    }

    fn outcome(&self) -> Option<Outcome> {
        self.position().outcome()
    }

    fn winners(outcome: Outcome) -> Vec<Seat> {
        outcome.winner().into_iter().collect()
    }

    fn scores_at(&self, ply: usize) -> Vec<u16> {
        self.position_at(ply)
            .map(|_| vec![0; SEATS.len()])
            .unwrap_or_default()
    }

    fn legal_moves(&self) -> Vec<Move> {
        self.position().legal_moves()
    }

    fn rated(&self) -> Option<crate::games::Rated> {
        None
    }
}

/// A move of those given that could not be read or played.
pub type MoveAt = crate::games::refused::MoveAt<MoveError>;

/// Plays moves in notation on a game, stopping at the first that fails.
pub fn play_moves(game: &mut Game, moves: &[impl AsRef<str>]) -> Result<(), MoveAt> {
    crate::games::refused::play_moves(moves, |text| game.play_notation(text))
}
