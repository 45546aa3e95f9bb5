//! The protocol's commands, read from a line into typed values before
//! anything is done with them, so that the engine's loop can see what is
//! coming (a `stop`, a `go`) while a search runs.

use super::reply::ProtocolError;
use crate::ai::{DEFAULT_MOVETIME, Limits};
use crate::games::choice::Choice;
use crate::limits::{self, NumberError};
use std::time::Duration;

/// One line of the protocol.
#[derive(Clone, Debug, PartialEq)]
pub enum Command {
    /// An empty line or a `#` comment.
    Nothing,
    /// `position [GAME] …`, read by that game's [`super::Protocol`].
    Position(AnySpec),
    Go(Limits),
    /// `setoption threads N`: the threads of later searches.
    SetThreads(usize),
    Stop,
    Moves,
    IsReady,
    Quit,
}

/// Reads a line.
pub fn parse(line: &str) -> Result<Command, ProtocolError> {
    let mut words = line.split_whitespace();
    let Some(command) = words.next().filter(|w| !w.starts_with('#')) else {
        return Ok(Command::Nothing);
    };
    let args: Vec<&str> = words.collect();
    let bare = |command: Command, name: &'static str| {
        if args.is_empty() {
            Ok(command)
        } else {
            Err(ProtocolError::ExtraWords {
                command: name,
                extra: args.join(" "),
            })
        }
    };
    match command {
        "quit" => bare(Command::Quit, "quit"),
        "isready" => bare(Command::IsReady, "isready"),
        "stop" => bare(Command::Stop, "stop"),
        "moves" => bare(Command::Moves, "moves"),
        "position" => position(&args).map(Command::Position),
        "go" => go(&args).map(Command::Go),
        "setoption" => set_option(&args),
        _ => Err(ProtocolError::UnknownCommand {
            word: command.to_string(),
        }),
    }
}

/// A game's specs of a position, as its [`super::Protocol`] reads them.
pub type SpecOf<G> = <G as super::Protocol>::Spec;

crate::any_of! {
    /// What `position …` asks for, in any game.
    #[derive(Clone, Debug, PartialEq, Eq)]
    pub enum AnySpec holds SpecOf
}

macro_rules! position_of_game {
    (($args:expr) $V0:ident $m0:ident $(, $V:ident $m:ident)*) => {{
        use super::Protocol;
        let args: &[&str] = $args;
        type First = crate::games::$m0::Game;
        $(
            if let Some(word) = <crate::games::$m::Game as Protocol>::WORD
                && args.first() == Some(&word)
            {
                return <crate::games::$m::Game as Protocol>::parse(&args[1..]).map(AnySpec::from);
            }
        )*
        First::parse(args).map(AnySpec::from)
    }};
}

/// `position [GAME] …`: the game whose word comes first reads the rest;
/// with none, the first game of the list (which has no word) does.
fn position(args: &[&str]) -> Result<AnySpec, ProtocolError> {
    crate::each_game!(position_of_game!(args))
}

/// A value of one of an option's choices, or the error saying which.
pub(crate) fn choice<T: Choice>(option: &'static str, value: &str) -> Result<T, ProtocolError> {
    T::from_name(value).ok_or_else(|| ProtocolError::NotAChoice {
        option,
        value: value.to_string(),
        choices: T::ALL.iter().map(|v| v.name()).collect(),
    })
}

/// The word after a word of `position …`, as its value.
pub(crate) struct Value<'s, 'a> {
    next: Option<&'a str>,
    taken: &'s mut bool,
}

impl<'a> Value<'_, 'a> {
    /// The value of `word`: the word after it, which is then not read as
    /// a word of its own.
    pub(crate) fn get(self, word: &'static str) -> Result<&'a str, ProtocolError> {
        *self.taken = true;
        self.next.ok_or(ProtocolError::MissingValue { word })
    }
}

/// Reads the words of a game's `position …`: each word at most once
/// (words that `same` gives one name count as one), `moves` followed by
/// the moves; every other word is given to `word` with the word after it
/// as its [`Value`], and is refused if `word` says it is not one of the
/// game's. Returns the moves, in notation.
pub(crate) fn read_words<'a>(
    args: &[&'a str],
    game: crate::games::GameKind,
    same: impl Fn(&'a str) -> &'a str,
    mut word: impl FnMut(&'a str, Value<'_, 'a>) -> Result<bool, ProtocolError>,
) -> Result<Vec<String>, ProtocolError> {
    // Each word at most once: a second `rules` would silently replace
    // the first.
    let mut seen: Vec<&str> = Vec::new();
    let mut i = 0;
    while i < args.len() {
        let key = same(args[i]);
        if seen.contains(&key) {
            return Err(ProtocolError::Repeated {
                word: args[i].to_string(),
            });
        }
        seen.push(key);
        if args[i] == "moves" {
            return Ok(args[i + 1..].iter().map(|m| m.to_string()).collect());
        }
        let mut taken = false;
        let value = Value {
            next: args.get(i + 1).copied(),
            taken: &mut taken,
        };
        if !word(args[i], value)? {
            return Err(ProtocolError::UnknownPositionWord {
                game,
                word: args[i].to_string(),
            });
        }
        i += 1 + usize::from(taken);
    }
    Ok(Vec::new())
}

/// `setoption threads N`, N within [`limits::THREADS`].
fn set_option(args: &[&str]) -> Result<Command, ProtocolError> {
    match args {
        ["threads", n] => limits::whole_in(n, &limits::THREADS)
            .map(|n| Command::SetThreads(usize::try_from(n).expect("the bound fits in usize")))
            .map_err(|error| ProtocolError::Option {
                option: "threads",
                error,
            }),
        ["threads"] => Err(ProtocolError::MissingValue { word: "threads" }),
        [name, ..] => Err(ProtocolError::UnknownOption {
            word: name.to_string(),
        }),
        [] => Err(ProtocolError::MissingValue { word: "setoption" }),
    }
}

/// The limits of `go [movetime MS | depth D | nodes N]`, each within its
/// bound in [`crate::limits`].
fn go(args: &[&str]) -> Result<Limits, ProtocolError> {
    let number = |limit: &'static str, text: &str, range| {
        limits::whole_in(text, range)
            .map_err(|error: NumberError| ProtocolError::Number { limit, error })
    };
    let mut limits = Limits::default();
    match args {
        [] => limits.movetime = Some(DEFAULT_MOVETIME),
        ["movetime", ms] => {
            let ms = number("movetime", ms, &limits::MOVETIME_MS)?;
            limits.movetime = Some(Duration::from_millis(ms));
        }
        ["depth", d] => {
            let depth = number("depth", d, &limits::SEARCH_DEPTH)?;
            limits.depth = Some(u32::try_from(depth).expect("the bound fits in u32"));
        }
        ["nodes", n] => limits.nodes = Some(number("nodes", n, &limits::NODES)?),
        _ => {
            return Err(ProtocolError::BadGo {
                words: args.join(" "),
            });
        }
    }
    Ok(limits)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn go_takes_one_limit_within_its_bound() {
        assert_eq!(
            parse("go depth 3"),
            Ok(Command::Go(Limits::depth(3))),
            "a depth"
        );
        assert_eq!(
            parse("go movetime 10"),
            Ok(Command::Go(Limits::movetime(Duration::from_millis(10))))
        );
        for (line, limit, text, min, max) in [
            ("go depth 0", "depth", "0", 1.0, 121.0),
            ("go depth 122", "depth", "122", 1.0, 121.0),
            ("go nodes 0", "nodes", "0", 1.0, 1e9),
            ("go movetime 0", "movetime", "0", 10.0, 600_000.0),
            (
                "go movetime 999999999",
                "movetime",
                "999999999",
                10.0,
                600_000.0,
            ),
        ] {
            assert_eq!(
                parse(line),
                Err(ProtocolError::Number {
                    limit,
                    error: NumberError::OutOfRange {
                        text: text.into(),
                        min,
                        max
                    }
                }),
                "{line}"
            );
        }
        assert!(matches!(
            parse("go depth 3 nodes 5"),
            Err(ProtocolError::BadGo { .. })
        ));
    }

    #[test]
    fn setoption_sets_threads_within_their_bound() {
        assert_eq!(parse("setoption threads 3"), Ok(Command::SetThreads(3)));
        assert_eq!(parse("setoption threads 64"), Ok(Command::SetThreads(64)));
        for (line, text) in [("setoption threads 0", "0"), ("setoption threads 65", "65")] {
            assert_eq!(
                parse(line),
                Err(ProtocolError::Option {
                    option: "threads",
                    error: NumberError::OutOfRange {
                        text: text.into(),
                        min: 1.0,
                        max: 64.0
                    }
                }),
                "{line}"
            );
        }
        assert_eq!(
            parse("setoption threads"),
            Err(ProtocolError::MissingValue { word: "threads" })
        );
        assert_eq!(
            parse("setoption hash 64"),
            Err(ProtocolError::UnknownOption {
                word: "hash".into()
            })
        );
        assert!(matches!(
            parse("setoption threads many"),
            Err(ProtocolError::Option { .. })
        ));
        let message = super::super::reply::error_line(&parse("setoption hash 64").unwrap_err());
        assert_eq!(
            message,
            "error setoption: unknown option 'hash' (expected threads)\n"
        );
    }

    #[test]
    fn position_words_may_not_repeat() {
        for line in [
            "position first second",
            "position setup a.ron first",
            "position rules classic rules marbles",
            "position ka slide ka jump",
        ] {
            assert!(
                matches!(parse(line), Err(ProtocolError::Repeated { .. })),
                "{line}"
            );
        }
        assert!(parse("position second rules marbles ka slide moves c").is_ok());
    }

    #[test]
    fn commands_without_arguments_refuse_extra_words() {
        assert_eq!(parse("isready"), Ok(Command::IsReady));
        assert_eq!(parse("  # a comment"), Ok(Command::Nothing));
        assert_eq!(
            parse("quit now"),
            Err(ProtocolError::ExtraWords {
                command: "quit",
                extra: "now".into()
            })
        );
    }
}
