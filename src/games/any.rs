//! Either game, for what may hold one or the other: a record read from a
//! file, a game launched or resumed, a saved game listed, a file checked.

use super::{GameKind, Playable, Seat};
use crate::{any_of, on_any};

/// A game's own type, as an [`any_of!`] enum holds it.
pub type Itself<G> = G;
/// A game's rules type.
pub type RulesOf<G> = <G as Playable>::Rules;
/// A game's outcome type.
pub type OutcomeOf<G> = <G as Playable>::Outcome;
/// A game's setup type.
pub type SetupOf<G> = <G as Playable>::Setup;
/// A game's built-in setups.
pub type PatternOf<G> = <G as Playable>::Pattern;

any_of! {
    /// A game of any kind.
    #[derive(Clone, Debug)]
    pub enum AnyGame holds Itself
}

any_of! {
    /// Any game's rules.
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub enum AnyRules holds RulesOf
}

any_of! {
    /// How a game of any kind ended.
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub enum AnyOutcome holds OutcomeOf
}

any_of! {
    /// A setup of any game.
    #[derive(Clone, Debug, PartialEq, Eq)]
    pub enum AnySetup holds SetupOf
}

any_of! {
    /// A built-in setup of any game.
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub enum AnyPattern holds PatternOf
}

impl AnyPattern {
    /// The pattern of any game with this name (no two games' patterns
    /// share one).
    pub fn from_name(name: &str) -> Option<AnyPattern> {
        use crate::games::choice::Choice;
        GameKind::ALL.iter().find_map(|&kind| {
            crate::on_kind!(kind, G => <G as Playable>::Pattern::from_name(name).map(AnyPattern::from))
        })
    }

    /// The pattern's name.
    pub fn name(self) -> &'static str {
        use crate::games::choice::Choice;
        on_any!(self, AnyPattern, p => p.name())
    }

    /// Every game's patterns, in the list's order.
    pub fn all() -> Vec<AnyPattern> {
        use crate::games::choice::Choice;
        GameKind::ALL
            .iter()
            .flat_map(|&kind| {
                crate::on_kind!(kind, G => {
                    let all: Vec<AnyPattern> = <G as Playable>::Pattern::ALL
                        .iter()
                        .map(|&p| p.into())
                        .collect();
                    all
                })
            })
            .collect()
    }
}

impl AnyGame {
    /// A new game of this kind on its default setup and rules.
    pub fn default_of(kind: GameKind) -> AnyGame {
        crate::on_kind!(kind, G => G::new(G::pattern(Default::default()), Default::default()).into())
    }

    /// The seats in play, in turn order.
    pub fn seats(&self) -> &[Seat] {
        on_any!(self, AnyGame, g => g.seats())
    }

    /// How many moves have been played.
    pub fn ply(&self) -> usize {
        on_any!(self, AnyGame, g => Playable::moves(g).len())
    }

    /// The moves played, in notation.
    pub fn move_texts(&self) -> Vec<String> {
        on_any!(self, AnyGame, g => Playable::moves(g).iter().map(|m| m.to_string()).collect())
    }

    /// Every legal move now, in notation.
    pub fn legal_move_texts(&self) -> Vec<String> {
        on_any!(self, AnyGame, g => g.legal_moves().iter().map(|m| m.to_string()).collect())
    }

    /// Each seat's points now, in turn order.
    pub fn scores(&self) -> Vec<(Seat, u16)> {
        on_any!(self, AnyGame, g => g.seats().iter().copied().zip(g.scores_at(self.ply())).collect())
    }

    /// Whether every seat has made a move ([`Playable::every_seat_moved`]).
    pub fn every_seat_moved(&self) -> bool {
        on_any!(self, AnyGame, g => g.every_seat_moved())
    }

    /// Whose turn it was after `ply` moves (`None` past the head or once over).
    pub fn to_move_at(&self, ply: usize) -> Option<Seat> {
        on_any!(self, AnyGame, g => g.to_move_at(ply))
    }

    /// Whose turn it is, while the game goes on.
    pub fn to_move(&self) -> Option<Seat> {
        on_any!(self, AnyGame, g => g.to_move_at(self.ply()))
    }

    /// The setup's name.
    pub fn setup_name(&self) -> &str {
        on_any!(self, AnyGame, g => Playable::setup(g).name())
    }

    /// The setup's rows as written, rank 11 first.
    pub fn setup_rows(&self) -> Vec<String> {
        on_any!(self, AnyGame, g => Playable::setup(g).rows())
    }

    /// The game's setup.
    pub fn setup(&self) -> AnySetup {
        on_any!(self, AnyGame, g => Playable::setup(g).clone().into())
    }

    /// The game's rules.
    pub fn rules(&self) -> AnyRules {
        on_any!(self, AnyGame, g => Playable::rules(g).into())
    }

    /// How the game ended, once it has.
    pub fn outcome(&self) -> Option<AnyOutcome> {
        on_any!(self, AnyGame, g => Playable::outcome(g).map(AnyOutcome::from))
    }

    /// The seats that won, once the game is over by its rules or `ended`
    /// by its players: one, or several sharing the win; none for a draw.
    /// A seat that resigned or ran out of time lost to every other.
    pub fn winners(&self, ended: Option<super::Ending>) -> Option<Vec<Seat>> {
        if let Some(ending) = ended {
            let seats = self.seats().iter().copied();
            return Some(match ending.loser() {
                Some(loser) => seats.filter(|&s| s != loser).collect(),
                None => Vec::new(),
            });
        }
        on_any!(self, AnyGame, g => Playable::outcome(g).map(|o| winners_of(g, o)))
    }

    /// The game, if it is of type `G`.
    pub fn get<G: Playable>(&self) -> Option<&G>
    where
        for<'a> &'a G: TryFrom<&'a AnyGame>,
    {
        self.try_into().ok()
    }

    /// The game, if it is of type `G`.
    pub fn take<G: Playable + TryFrom<AnyGame>>(self) -> Option<G> {
        self.try_into().ok()
    }

    /// The ka game, if this is one.
    pub fn as_ka(&self) -> Option<&super::ka::Game> {
        self.get()
    }

    /// The ka game, if this is one.
    pub fn into_ka(self) -> Option<super::ka::Game> {
        self.take()
    }

    /// Bell's game, if this is one.
    pub fn as_bell(&self) -> Option<&super::bell::Game> {
        self.get()
    }

    /// Bell's game, if this is one.
    pub fn into_bell(self) -> Option<super::bell::Game> {
        self.take()
    }
}

impl AnySetup {
    /// The setup's name.
    pub fn name(&self) -> &str {
        on_any!(self, AnySetup, s => s.name())
    }

    /// The setup's rows as written, rank 11 first.
    pub fn rows(&self) -> Vec<String> {
        on_any!(self, AnySetup, s => s.rows())
    }
}

/// The winners of `_game`'s kind of game for `outcome`.
fn winners_of<G: Playable>(_game: &G, outcome: G::Outcome) -> Vec<Seat> {
    G::winners(outcome)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::{bell, ka};

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

    #[test]
    fn every_game_in_the_list_starts_on_its_defaults_and_is_taken_back_out() {
        use crate::games::choice::Choice;
        for &kind in GameKind::ALL {
            let game = AnyGame::default_of(kind);
            assert_eq!(game.kind(), kind);
            assert_eq!(game.rules().kind(), kind);
            assert_eq!(game.setup().kind(), kind);
            assert_eq!(game.ply(), 0);
            assert!(
                game.to_move().is_some(),
                "{kind:?} starts with a seat to move"
            );
            assert!(!game.legal_move_texts().is_empty());
        }
        let bell = AnyGame::default_of(GameKind::Bell);
        assert_eq!(bell.setup_name(), "checker");
        assert!(bell.get::<ka::Game>().is_none());
        assert!(bell.get::<bell::Game>().is_some());
        assert!(bell.clone().take::<ka::Game>().is_none());
        assert_eq!(
            bell.take::<bell::Game>().map(|g| g.rules()),
            Some(bell::Rules::default())
        );
    }
}
