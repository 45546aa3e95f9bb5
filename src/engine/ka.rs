//! The ka game in the engine protocol: `position` with its setup and rule
//! words, and its searcher.

use super::Protocol;
use super::command::choice;
use super::reply::{PositionError, ProtocolError, found, none};
use crate::ai::{Limits, Searcher};
use crate::games::GameKind;
use crate::games::ka::{
    Captures, Centre, First, Game, GameSpec, KaEntry, Pattern, Position, Preset, RuleChoice,
    SecondColumn, Setup,
};
use std::path::PathBuf;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

/// Where a position comes from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetupSpec {
    Pattern(Pattern),
    /// A setup file, read when the command is carried out.
    File(PathBuf),
}

/// What `position …` asks for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PositionSpec {
    pub setup: SetupSpec,
    pub preset: Preset,
    pub second_column: Option<SecondColumn>,
    pub ka: Option<KaEntry>,
    pub centre: Option<Centre>,
    pub captures: Option<Captures>,
    /// Who moves first (the word is `first-player`: `first` names the
    /// pattern).
    pub first: Option<First>,
    /// The moves, in notation, checked when the command is carried out.
    pub moves: Vec<String>,
}

/// `position [first|second|setup FILE] [rules …] [second-column …] [ka …]
/// [centre …] [captures …] [first-player …] [moves …]`.
fn position(args: &[&str]) -> Result<PositionSpec, ProtocolError> {
    let mut spec = PositionSpec {
        setup: SetupSpec::Pattern(Pattern::First),
        preset: Preset::Classic,
        second_column: None,
        ka: None,
        centre: None,
        captures: None,
        first: None,
        moves: Vec::new(),
    };
    // Each word at most once: a second `rules` would silently replace the
    // first.
    let mut seen: Vec<&str> = Vec::new();
    let mut i = 0;
    while i < args.len() {
        let key = match args[i] {
            "first" | "second" | "setup" => "setup",
            other => other,
        };
        if seen.contains(&key) {
            return Err(ProtocolError::Repeated {
                word: args[i].to_string(),
            });
        }
        seen.push(key);
        let value = |name: &'static str| {
            args.get(i + 1)
                .copied()
                .ok_or(ProtocolError::MissingValue { word: name })
        };
        match args[i] {
            "first" => spec.setup = SetupSpec::Pattern(Pattern::First),
            "second" => spec.setup = SetupSpec::Pattern(Pattern::Second),
            "moves" => {
                spec.moves = args[i + 1..].iter().map(|m| m.to_string()).collect();
                break;
            }
            "setup" => {
                spec.setup = SetupSpec::File(PathBuf::from(value("setup")?));
                i += 1;
            }
            "rules" => {
                spec.preset = choice("rules", value("rules")?)?;
                i += 1;
            }
            "second-column" => {
                spec.second_column = Some(choice("second-column", value("second-column")?)?);
                i += 1;
            }
            "ka" => {
                spec.ka = Some(choice("ka", value("ka")?)?);
                i += 1;
            }
            "centre" => {
                spec.centre = Some(choice("centre", value("centre")?)?);
                i += 1;
            }
            "captures" => {
                spec.captures = Some(choice("captures", value("captures")?)?);
                i += 1;
            }
            "first-player" => {
                spec.first = Some(choice("first-player", value("first-player")?)?);
                i += 1;
            }
            other => {
                return Err(ProtocolError::UnknownPositionWord {
                    game: GameKind::Ka,
                    word: other.to_string(),
                });
            }
        }
        i += 1;
    }
    Ok(spec)
}

impl Protocol for Game {
    const WORD: Option<&'static str> = None;
    const WORDS: &'static str =
        "first, second, setup, rules, second-column, ka, centre, captures, first-player or moves";
    type Spec = PositionSpec;
    type Searcher = Searcher;

    fn parse(args: &[&str]) -> Result<PositionSpec, ProtocolError> {
        position(args)
    }

    fn build(spec: PositionSpec) -> Result<Game, PositionError> {
        let setup = match spec.setup {
            SetupSpec::Pattern(p) => Setup::pattern(p),
            SetupSpec::File(path) => {
                crate::files::load_setup(&path).map_err(PositionError::Setup)?
            }
        };
        let rules = RuleChoice {
            preset: Some(spec.preset),
            second_column: spec.second_column,
            ka_entry: spec.ka,
            centre: spec.centre,
            captures: spec.captures,
            first: spec.first,
            rounds: None,
        }
        .rules();
        GameSpec::new(setup, rules)
            .with_moves(spec.moves)
            .build()
            .map_err(|e| PositionError::Moves(Box::new(e)))
    }

    fn searcher(table_bits: u32) -> Searcher {
        Searcher::new(table_bits)
    }

    fn search(
        searcher: &mut Searcher,
        pos: &Position,
        limits: Limits,
        stop: &AtomicBool,
        took: impl FnOnce() -> Duration,
    ) -> String {
        let result = crate::ai::solve::decide(searcher, pos, limits, stop);
        result.map_or_else(none, |r| {
            found(r.depth, &r.describe_score(), r.nodes, took(), r.exact, r.mv)
        })
    }
}
