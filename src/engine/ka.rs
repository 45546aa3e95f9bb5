//! The ka game in the engine protocol: `position` with its setup and rule
//! words, and its searcher.

use super::Protocol;
use super::command::{choice, read_words};
use super::reply::{PositionError, ProtocolError};
use crate::ai::{Limits, SearchResult, Searcher};
use crate::games::GameKind;
use crate::games::ka::{
    Captures, Centre, First, Game, GameSpec, KaEntry, Pattern, Position, Preset, RuleChoice,
    SecondColumn, Setup,
};
use std::path::PathBuf;
use std::sync::atomic::AtomicBool;

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
    let same = |word| match word {
        "first" | "second" | "setup" => "setup",
        other => other,
    };
    spec.moves = read_words(args, GameKind::Ka, same, |word, value| {
        match word {
            "first" => spec.setup = SetupSpec::Pattern(Pattern::First),
            "second" => spec.setup = SetupSpec::Pattern(Pattern::Second),
            "setup" => spec.setup = SetupSpec::File(PathBuf::from(value.get("setup")?)),
            "rules" => spec.preset = choice("rules", value.get("rules")?)?,
            "second-column" => {
                spec.second_column = Some(choice("second-column", value.get("second-column")?)?)
            }
            "ka" => spec.ka = Some(choice("ka", value.get("ka")?)?),
            "centre" => spec.centre = Some(choice("centre", value.get("centre")?)?),
            "captures" => spec.captures = Some(choice("captures", value.get("captures")?)?),
            "first-player" => {
                spec.first = Some(choice("first-player", value.get("first-player")?)?)
            }
            _ => return Ok(false),
        }
        Ok(true)
    })?;
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

    /// A proof when it is found in time, else the search's move.
    fn search(
        searcher: &mut Searcher,
        pos: &Position,
        limits: Limits,
        stop: &AtomicBool,
    ) -> Option<SearchResult> {
        crate::ai::solve::decide(searcher, pos, limits, stop)
    }
}
