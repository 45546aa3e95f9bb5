//! Bell's game in the engine protocol: `position bell` with its words, and
//! its searcher (playing as the computer's hardest level).

use super::Protocol;
use super::command::{choice, read_words};
use super::reply::{PositionError, ProtocolError};
use crate::ai::bell::{Searcher, default_method};
use crate::ai::{Answer, Limits};
use crate::games::bell::{Game, Move, Opening, Players, Position, Rules, Setup};
use crate::games::{GameKind, Level};
use std::path::PathBuf;
use std::sync::atomic::AtomicBool;

/// What `position bell …` asks for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BellSpec {
    pub players: Players,
    pub opening: Opening,
    /// A setup file, read when the command is carried out; `None`: the
    /// checkerboard.
    pub setup: Option<PathBuf>,
    /// The moves, in notation, checked when the command is carried out.
    pub moves: Vec<String>,
}

/// `position bell [players N] [opening corner|inner] [setup FILE] [moves …]`.
fn bell_position(args: &[&str]) -> Result<BellSpec, ProtocolError> {
    let mut spec = BellSpec {
        players: Players::default(),
        opening: Opening::default(),
        setup: None,
        moves: Vec::new(),
    };
    spec.moves = read_words(
        args,
        GameKind::Bell,
        |word| word,
        |word, value| {
            match word {
                "players" => spec.players = choice("players", value.get("players")?)?,
                "opening" => spec.opening = choice("opening", value.get("opening")?)?,
                "setup" => spec.setup = Some(PathBuf::from(value.get("setup")?)),
                _ => return Ok(false),
            }
            Ok(true)
        },
    )?;
    Ok(spec)
}

impl Protocol for Game {
    const WORD: Option<&'static str> = Some("bell");
    const WORDS: &'static str = "players, opening, setup or moves";
    type Spec = BellSpec;
    type Searcher = Searcher;

    fn parse(args: &[&str]) -> Result<BellSpec, ProtocolError> {
        bell_position(args)
    }

    fn build(spec: BellSpec) -> Result<Game, PositionError> {
        let setup = match spec.setup {
            None => Setup::default(),
            Some(path) => crate::files::load_setup(&path).map_err(PositionError::Setup)?,
        };
        let rules = Rules {
            players: spec.players,
            opening: spec.opening,
        };
        let mut game = Game::new(setup, rules);
        crate::games::bell::spec::play_moves(&mut game, &spec.moves)
            .map_err(|e| PositionError::Moves(Box::new(e)))?;
        Ok(game)
    }

    fn searcher(table_bits: u32) -> Searcher {
        // Bell's positions are larger: one bit fewer for the same memory.
        Searcher::new(table_bits.saturating_sub(1))
    }

    /// With the method the computer's hardest level uses for this many
    /// players.
    fn search(
        searcher: &mut Searcher,
        pos: &Position,
        limits: Limits,
        stop: &AtomicBool,
    ) -> Option<Answer<Move>> {
        let method = default_method(Level::Hard, pos.rules().players);
        searcher.search(pos, limits, method, stop)
    }
}

#[cfg(test)]
mod tests {
    use super::BellSpec;
    use crate::engine::command::{AnySpec, Command, parse};
    use crate::engine::reply::ProtocolError;
    use crate::games::bell::{Opening, Players};
    use std::path::PathBuf;

    #[test]
    fn position_bell_reads_its_options_in_any_order() {
        assert_eq!(
            parse("position bell opening inner players 4 setup a.ron moves xd4 b4-d4"),
            Ok(Command::Position(AnySpec::Bell(BellSpec {
                players: Players::Four,
                opening: Opening::Inner,
                setup: Some(PathBuf::from("a.ron")),
                moves: vec!["xd4".into(), "b4-d4".into()],
            })))
        );
        assert_eq!(
            parse("position bell"),
            Ok(Command::Position(AnySpec::Bell(BellSpec {
                players: Players::Two,
                opening: Opening::Corner,
                setup: None,
                moves: Vec::new(),
            })))
        );
        assert_eq!(
            parse("position bell players 5"),
            Err(ProtocolError::NotAChoice {
                option: "players",
                value: "5".into(),
                choices: vec!["2", "3", "4"]
            })
        );
        for (line, error) in [
            (
                "position bell players 3 players 4",
                ProtocolError::Repeated {
                    word: "players".into(),
                },
            ),
            (
                "position bell opening",
                ProtocolError::MissingValue { word: "opening" },
            ),
            (
                "position bell rules marbles",
                ProtocolError::UnknownPositionWord {
                    game: crate::games::GameKind::Bell,
                    word: "rules".into(),
                },
            ),
        ] {
            assert_eq!(parse(line), Err(error), "{line}");
        }
    }
}
