//! Either game, for what may hold one or the other: a record read from a
//! file, a game launched or resumed, a saved game listed, a file checked.

use super::{GameKind, Playable, Seat, bell, ka};

/// A game of either kind.
#[derive(Clone, Debug)]
pub enum AnyGame {
    Ka(ka::Game),
    Bell(bell::Game),
}

/// Either game's rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AnyRules {
    Ka(ka::Rules),
    Bell(bell::Rules),
}

/// How a game of either kind ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AnyOutcome {
    Ka(ka::Outcome),
    Bell(bell::Outcome),
}

impl From<ka::Game> for AnyGame {
    fn from(game: ka::Game) -> AnyGame {
        AnyGame::Ka(game)
    }
}

impl From<bell::Game> for AnyGame {
    fn from(game: bell::Game) -> AnyGame {
        AnyGame::Bell(game)
    }
}

/// Runs `$body` with `$g` bound to the game inside, whichever it is.
macro_rules! either {
    ($game:expr, $g:ident => $body:expr) => {
        match $game {
            AnyGame::Ka($g) => $body,
            AnyGame::Bell($g) => $body,
        }
    };
}

impl AnyGame {
    /// Which game this is.
    pub fn kind(&self) -> GameKind {
        either!(self, g => g.kind())
    }

    /// The seats in play, in turn order.
    pub fn seats(&self) -> &[Seat] {
        either!(self, g => g.seats())
    }

    /// How many moves have been played.
    pub fn ply(&self) -> usize {
        either!(self, g => Playable::moves(g).len())
    }

    /// The moves played, in notation.
    pub fn move_texts(&self) -> Vec<String> {
        either!(self, g => Playable::moves(g).iter().map(|m| m.to_string()).collect())
    }

    /// Each seat's points now, in turn order.
    pub fn scores(&self) -> Vec<(Seat, u16)> {
        either!(self, g => g.seats().iter().copied().zip(g.scores_at(self.ply())).collect())
    }

    /// Whose turn it is, while the game goes on.
    pub fn to_move(&self) -> Option<Seat> {
        either!(self, g => g.to_move_at(self.ply()))
    }

    /// The setup's name.
    pub fn setup_name(&self) -> &str {
        either!(self, g => g.setup().name())
    }

    /// The setup's rows as written, rank 11 first.
    pub fn setup_rows(&self) -> Vec<String> {
        either!(self, g => g.setup().rows())
    }

    pub fn rules(&self) -> AnyRules {
        match self {
            AnyGame::Ka(g) => AnyRules::Ka(g.rules()),
            AnyGame::Bell(g) => AnyRules::Bell(g.rules()),
        }
    }

    /// How the game ended, once it has.
    pub fn outcome(&self) -> Option<AnyOutcome> {
        match self {
            AnyGame::Ka(g) => g.outcome().map(AnyOutcome::Ka),
            AnyGame::Bell(g) => g.outcome().map(AnyOutcome::Bell),
        }
    }

    /// The ka game, if this is one.
    pub fn as_ka(&self) -> Option<&ka::Game> {
        match self {
            AnyGame::Ka(g) => Some(g),
            AnyGame::Bell(_) => None,
        }
    }

    /// The ka game, if this is one.
    pub fn into_ka(self) -> Option<ka::Game> {
        match self {
            AnyGame::Ka(g) => Some(g),
            AnyGame::Bell(_) => None,
        }
    }

    /// Bell's game, if this is one.
    pub fn as_bell(&self) -> Option<&bell::Game> {
        match self {
            AnyGame::Bell(g) => Some(g),
            AnyGame::Ka(_) => None,
        }
    }

    /// Bell's game, if this is one.
    pub fn into_bell(self) -> Option<bell::Game> {
        match self {
            AnyGame::Bell(g) => Some(g),
            AnyGame::Ka(_) => None,
        }
    }
}

impl AnyRules {
    /// Which game the rules are for.
    pub fn kind(&self) -> GameKind {
        match self {
            AnyRules::Ka(_) => GameKind::Ka,
            AnyRules::Bell(_) => GameKind::Bell,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn either_game_reports_its_seats_scores_and_turn() {
        let mut bell = bell::Game::new(
            bell::Setup::default(),
            bell::Rules {
                players: bell::Players::Three,
                opening: bell::Opening::Corner,
            },
        );
        // South takes black a1 (1 point); West jumps white a2 (2 points).
        for m in ["xa1", "a3-a1"] {
            bell.play_notation(m).unwrap();
        }
        let any = AnyGame::from(bell);
        assert_eq!(any.kind(), GameKind::Bell);
        assert_eq!(
            any.scores(),
            [(Seat::South, 1), (Seat::West, 2), (Seat::North, 0)]
        );
        assert_eq!(any.to_move(), Some(Seat::North));
        assert_eq!(any.move_texts(), ["xa1", "a3-a1"]);
        assert_eq!(any.setup_name(), "checker");
        assert!(any.as_ka().is_none() && any.clone().into_bell().is_some());

        let ka = AnyGame::from(ka::Game::new(
            ka::Setup::pattern(ka::Pattern::First),
            ka::Rules::CLASSIC,
        ));
        assert_eq!(ka.seats(), [Seat::South, Seat::North]);
        assert_eq!(ka.to_move(), Some(Seat::South));
        assert_eq!(ka.rules(), AnyRules::Ka(ka::Rules::CLASSIC));
    }
}
