//! The kinds of game rated, each with its own rating. Each game names
//! its own ([`Playable::RATED`](super::Playable::RATED)) and says which
//! of them a game of its is rated as
//! ([`Playable::rated`](super::Playable::rated)); a game that has no one
//! opponent to be rated against is not rated.

use super::{AnyGame, GameKind, Playable};

/// A kind of game rated: a game's name for it (`ka`, `bell2`), as the
/// players' files and the server's database write it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Rated {
    game: GameKind,
    name: &'static str,
}

impl Rated {
    /// The kind of `game`'s games written `name`.
    pub const fn new(game: GameKind, name: &'static str) -> Rated {
        Rated { game, name }
    }

    /// The game it is a kind of.
    pub fn game(self) -> GameKind {
        self.game
    }

    /// Its name in files and the database.
    pub fn name(self) -> &'static str {
        self.name
    }

    /// Every kind rated, game by game in the list of games.
    pub fn all() -> Vec<Rated> {
        macro_rules! all {
            (() $($V:ident $m:ident),*) => {
                [$(<super::$m::Game as Playable>::RATED),*].concat()
            };
        }
        crate::each_game!(all!())
    }

    /// The kind named `name`, if there is one.
    pub fn named(name: &str) -> Option<Rated> {
        Rated::all().into_iter().find(|k| k.name == name)
    }

    /// The kind a game is rated as, if it can be rated.
    pub fn of(game: &AnyGame) -> Option<Rated> {
        crate::on_any!(game, AnyGame, g => g.rated())
    }
}

impl serde::Serialize for Rated {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let index = Rated::all().iter().position(|k| k == self).unwrap_or(0);
        s.serialize_unit_variant("Rated", index as u32, self.name)
    }
}

impl<'de> serde::Deserialize<'de> for Rated {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Rated, D::Error> {
        d.deserialize_enum("Rated", &[], Visit)
    }
}

/// Reads a kind written as a unit variant (`ka`).
struct Visit;

impl<'de> serde::de::Visitor<'de> for Visit {
    type Value = Rated;

    fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        f.write_str("a kind of game rated")
    }

    fn visit_str<E: serde::de::Error>(self, name: &str) -> Result<Rated, E> {
        Rated::named(name).ok_or_else(|| E::unknown_variant(name, &[]))
    }

    fn visit_enum<A: serde::de::EnumAccess<'de>>(self, data: A) -> Result<Rated, A::Error> {
        use serde::de::VariantAccess;
        let (Name(name), variant) = data.variant()?;
        variant.unit_variant()?;
        self.visit_str(&name)
    }
}

/// A variant's name, read as an identifier.
struct Name(String);

impl<'de> serde::Deserialize<'de> for Name {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Name, D::Error> {
        struct Identifier;
        impl serde::de::Visitor<'_> for Identifier {
            type Value = Name;
            fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
                f.write_str("a name")
            }
            fn visit_str<E: serde::de::Error>(self, name: &str) -> Result<Name, E> {
                Ok(Name(name.to_string()))
            }
        }
        d.deserialize_identifier(Identifier)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::{bell, ka};

    #[test]
    fn each_kind_is_written_and_read_by_its_name() {
        for kind in Rated::all() {
            let written = ron::to_string(&kind).unwrap();
            assert_eq!(written, kind.name());
            assert_eq!(ron::from_str::<Rated>(&written).unwrap(), kind);
        }
        assert!(ron::from_str::<Rated>("chess").is_err());
    }

    #[test]
    fn a_game_of_two_is_rated_as_its_games_kind_and_a_game_of_more_is_not() {
        let bell = |players| {
            let rules = bell::Rules {
                players,
                ..Default::default()
            };
            AnyGame::from(bell::Game::new(
                bell::Game::pattern(Default::default()),
                rules,
            ))
        };
        assert_eq!(
            Rated::of(&bell(bell::Players::Two)).map(Rated::name),
            Some("bell2")
        );
        assert_eq!(Rated::of(&bell(bell::Players::Three)), None);
        assert_eq!(Rated::of(&bell(bell::Players::Four)), None);
        let ka = AnyGame::from(ka::Game::new(
            ka::Game::pattern(Default::default()),
            Default::default(),
        ));
        assert_eq!(Rated::of(&ka), Some(ka::RATED));
        assert_eq!(Rated::all(), vec![ka::RATED, bell::RATED_TWO]);
    }
}
