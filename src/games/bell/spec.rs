//! Moves given in notation before a game starts (the command line's
//! `--moves`, the engine protocol's `moves`), played on a game of Bell's.

use super::errors::MoveError;
use super::game::Game;

/// A move of those given that could not be read or played.
pub type MoveAt = crate::games::refused::MoveAt<MoveError>;

/// Plays moves in notation on a game, stopping at the first that fails.
pub fn play_moves(game: &mut Game, moves: &[impl AsRef<str>]) -> Result<(), MoveAt> {
    crate::games::refused::play_moves(moves, |text| game.play_notation(text))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::bell::{Illegal, Setup};

    #[test]
    fn the_first_move_that_fails_is_named_by_its_index() {
        let mut game = Game::new(Setup::default(), Default::default());
        let err = play_moves(&mut game, &["xa1", "xk1"]).unwrap_err();
        assert_eq!(err.index, 1);
        assert_eq!(err.text, "xk1");
        assert!(matches!(
            err.error,
            MoveError::Illegal(e) if e.reason == Illegal::OpeningPlayed
        ));
        assert_eq!(game.moves().len(), 1, "the moves before it stay played");
    }
}
