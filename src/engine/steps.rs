//! Steps, the test game, in the engine protocol: `position steps` with its
//! words, and a searcher that looks one move ahead.

use super::Protocol;
use super::command::choice;
use super::reply::{PositionError, ProtocolError};
use crate::ai::{Answer, Limits};
use crate::games::steps::{Game, Limit, Move, Position, Rules, Setup};
use crate::games::{GameKind, Playable};
use std::path::PathBuf;
use std::sync::atomic::AtomicBool;

/// What `position steps …` asks for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StepsSpec {
    pub limit: Limit,
    /// A setup file; `None`: the alternating setup.
    pub setup: Option<PathBuf>,
    /// The moves, in notation.
    pub moves: Vec<String>,
}

/// Steps' searcher: it keeps nothing between searches.
#[derive(Debug)]
pub struct Searcher;

impl Protocol for Game {
    const WORD: Option<&'static str> = Some("steps");
    const WORDS: &'static str = "limit, setup or moves";
    type Spec = StepsSpec;
    type Searcher = Searcher;

    /// `position steps [limit N] [setup FILE] [moves …]`.
    fn parse(args: &[&str]) -> Result<StepsSpec, ProtocolError> {
        let mut spec = StepsSpec {
            limit: Limit::default(),
            setup: None,
            moves: Vec::new(),
        };
        let mut i = 0;
        while i < args.len() {
            let value = |name: &'static str| {
                args.get(i + 1)
                    .copied()
                    .ok_or(ProtocolError::MissingValue { word: name })
            };
            match args[i] {
                "moves" => {
                    spec.moves = args[i + 1..].iter().map(|m| m.to_string()).collect();
                    break;
                }
                "limit" => spec.limit = choice("limit", value("limit")?)?,
                "setup" => spec.setup = Some(PathBuf::from(value("setup")?)),
                other => {
                    return Err(ProtocolError::UnknownPositionWord {
                        game: GameKind::Steps,
                        word: other.to_string(),
                    });
                }
            }
            i += 2;
        }
        Ok(spec)
    }

    fn build(spec: StepsSpec) -> Result<Game, PositionError> {
        let setup = match spec.setup {
            None => Setup::pattern(Default::default()),
            Some(path) => crate::files::load_setup(&path).map_err(PositionError::Setup)?,
        };
        let mut game = Game::new(setup, Rules { limit: spec.limit });
        crate::games::steps::play_moves(&mut game, &spec.moves)
            .map_err(|e| PositionError::Moves(Box::new(e)))?;
        Ok(game)
    }

    fn searcher(_table_bits: u32) -> Searcher {
        Searcher
    }

    /// A move that leaves the other player stuck, else the first.
    fn search(
        _searcher: &mut Searcher,
        pos: &Position,
        _limits: Limits,
        _stop: &AtomicBool,
    ) -> Option<Answer<Move>> {
        crate::ai::steps::best(pos).map(|mv| Answer {
            mv,
            score: 0,
            depth: 1,
            nodes: pos.legal_moves().len() as u64,
            exact: true,
        })
    }
}
