//! Every bound on a number a user gives, in one place; the table below
//! lists them. A value outside its bound is refused with
//! `OutOfRange` (or clap's message in the same words), never clamped, so
//! that no command quietly does something other than asked, and none runs
//! without end.
//!
//! | what | bound |
//! |---|---|
//! | `--movetime MS` (game and `match`), `go movetime` | 10 to 600000 ms (ten minutes) |
//! | `match --nodes N`, `go nodes` | 1 to 1000000000 positions |
//! | `go depth`, `bench --search-depth` | 1 to 121 plies (no game is longer) |
//! | `--threads`, `setoption threads` | 1 to 64 |
//! | any one engine search | ten minutes, whatever its depth or nodes |
//! | `perft DEPTH`, `bench --depth` | 1 to 10 (each ply multiplies the count by about 15: depth 10 takes minutes in a release build) |
//! | `bench --seconds` | 0.01 to 3600, for each of its three parts |
//! | `serve --grace` | 1 second to 24 hours |
//! | `match --games` | 1 to 10000 |
//! | `match --concurrency` | 1 to 64 |
//! | `match --random-plies` | 0 to 120 |
//! | `match --sprt`, `--alpha`, `--beta` | −1000 to 1000 Elo; 0.001 to 0.2 |
//! | `make-puzzles --max-stones` | 1 to 30 |
//! | `make-puzzles --solve-nodes` | 1000 to 100000000 positions a puzzle |
//! | `make-puzzles --max-moves` | 1 to 10 solving moves |
//! | `make-puzzles --games`, `--count` | 1 to 10000 |
//! | an engine input line | 4096 bytes; 256 lines waiting |
//! | a setup file, a record | 64 KiB, 1 MiB |
//!
//! `perft`, `bench` and `match` can run long: after a second they show how
//! far they have got on standard error, and Ctrl-C stops them cleanly,
//! printing what was done (the first moves counted by `perft --divide`,
//! `bench`'s finished parts, `match`'s totals so far), a last line saying
//! where it stopped, and exiting with code 130; a second Ctrl-C ends the
//! program at once.

use std::ops::RangeInclusive;
use std::time::Duration;

/// Thinking time of `ai:hard` a move, in milliseconds (`--movetime`,
/// `match --movetime`, the engine's `go movetime`): at most ten minutes.
pub const MOVETIME_MS: RangeInclusive<u64> = 10..=600_000;

/// Positions a search may visit (`match --nodes`, `go nodes`): about as
/// long as the longest movetime at the search's speed.
pub const NODES: RangeInclusive<u64> = 1..=1_000_000_000;

/// Search depth in plies (`go depth`, `bench --search-depth`): a game has
/// fewer plies than this.
pub const SEARCH_DEPTH: RangeInclusive<u64> = 1..=crate::ai::search::MAX_DEPTH as u64;

/// Perft depth (`perft`, `bench --depth`). Each ply multiplies the count
/// by about fifteen: depth 10 takes minutes in a release build.
pub const PERFT_DEPTH: RangeInclusive<u64> = 1..=10;

/// Threads of `hard`'s search (`--threads`).
pub const THREADS: RangeInclusive<u64> = 1..=crate::ai::search::MAX_THREADS as u64;

/// Games in one `match`.
pub const GAMES: RangeInclusive<u64> = 1..=10_000;

/// Pairs of games a match plays at once (`--concurrency`).
pub const CONCURRENCY: RangeInclusive<u64> = 1..=64;

/// Random moves opening a match's games (`--random-plies`): a game is
/// over within 120 moves.
pub const RANDOM_PLIES: RangeInclusive<u64> = 0..=120;

/// Stones in a position `make-puzzles` solves (`--max-stones`): the
/// exhaustive search grows quickly with them.
pub const PUZZLE_STONES: RangeInclusive<u64> = 1..=30;

/// Nodes the puzzle solver may spend on one position (`make-puzzles
/// --solve-nodes`): its table holds one entry per node.
pub const PUZZLE_SOLVE_NODES: RangeInclusive<u64> = 1000..=100_000_000;

/// Solving moves in one puzzle (`make-puzzles --max-moves`).
pub const PUZZLE_MOVES: RangeInclusive<u64> = 1..=10;

/// A puzzle to start by its number (`pasang puzzle N`): any a puzzle
/// could have.
pub const PUZZLE_NUMBER: RangeInclusive<u64> = 1..=u32::MAX as u64;

/// A puzzle's id (`make-puzzles --first-id`).
pub const PUZZLE_ID: RangeInclusive<u64> = 1..=1_000_000;

/// Seconds each part of `bench` may run (`--seconds`).
pub const BENCH_SECONDS: RangeInclusive<f64> = 0.01..=3600.0;

/// The longest line the engine reads, newline included; a longer one is
/// refused without being kept in memory.
pub const ENGINE_LINE_BYTES: usize = 4096;

/// Lines the engine keeps waiting their turn (behind a search); past that
/// a line is refused with an error, but `stop`, `quit` and the end of the
/// input are still taken.
pub const ENGINE_LINES_AHEAD: usize = 256;

/// The longest any one engine search runs, whatever its `depth` or
/// `nodes`: the longest movetime.
pub const ENGINE_SEARCH_TIME: Duration = Duration::from_millis(*MOVETIME_MS.end());

/// The Elo differences a sequential test may name (`match --sprt`).
pub const SPRT_ELO: RangeInclusive<f64> = -1000.0..=1000.0;

/// A sequential test's error rates (`match --alpha`, `--beta`).
pub const SPRT_ERROR: RangeInclusive<f64> = 0.001..=0.2;

/// How long a tournament's player may be away from their game before
/// losing it by forfeit (`serve --grace`).
pub const GRACE: RangeInclusive<Duration> = Duration::from_secs(1)..=Duration::from_secs(24 * 3600);

/// A duration that could not be used.
#[derive(Clone, Debug, PartialEq)]
pub enum DurationError {
    /// `text` is not a duration with its unit (`90s`, `5m`, `1h 30m`).
    NotADuration { text: String },
    /// `text` is a duration outside `min..=max`.
    OutOfRange {
        text: String,
        min: Duration,
        max: Duration,
    },
}

impl std::error::Error for DurationError {}

/// Reads a duration as people write it (`90s`, `5m`, `1h 30m`) within
/// `range`.
pub fn duration_in(
    text: &str,
    range: &RangeInclusive<Duration>,
) -> Result<Duration, DurationError> {
    let read = humantime::parse_duration(text.trim()).map_err(|_| DurationError::NotADuration {
        text: text.to_string(),
    })?;
    if range.contains(&read) {
        Ok(read)
    } else {
        Err(DurationError::OutOfRange {
            text: text.to_string(),
            min: *range.start(),
            max: *range.end(),
        })
    }
}

/// `--grace` of `serve`, for clap.
pub fn grace(text: &str) -> Result<Duration, DurationError> {
    duration_in(text, &GRACE)
}

/// A number that could not be used.
#[derive(Clone, Debug, PartialEq)]
pub enum NumberError {
    /// `text` is not a number at all.
    NotANumber { text: String },
    /// `text` is a number outside `min..=max`.
    OutOfRange { text: String, min: f64, max: f64 },
    /// `text` is not a whole number from 0 to `max`.
    NotWhole { text: String, max: u64 },
}

impl std::error::Error for NumberError {}

/// Reads a whole number within `range`. Digits too many for any bound
/// are out of range, not "not a number".
pub fn whole_in(text: &str, range: &RangeInclusive<u64>) -> Result<u64, NumberError> {
    let out_of_range = || NumberError::OutOfRange {
        text: text.to_string(),
        min: *range.start() as f64,
        max: *range.end() as f64,
    };
    if !text.is_empty() && text.bytes().all(|b| b.is_ascii_digit()) {
        return match text.parse::<u64>() {
            Ok(n) if range.contains(&n) => Ok(n),
            _ => Err(out_of_range()),
        };
    }
    // A sign or a fraction is a number, just not a whole one in range.
    match text.parse::<f64>() {
        Ok(n) if n.is_finite() => Err(out_of_range()),
        _ => Err(NumberError::NotANumber {
            text: text.to_string(),
        }),
    }
}

/// A seed for the computer's choices (`--seed`): any whole number a `u64`
/// holds.
pub fn seed(text: &str) -> Result<u64, NumberError> {
    let digits = !text.is_empty() && text.bytes().all(|b| b.is_ascii_digit());
    match text.parse::<u64>() {
        Ok(n) if digits => Ok(n),
        _ => Err(NumberError::NotWhole {
            text: text.to_string(),
            max: u64::MAX,
        }),
    }
}

/// Reads a number of seconds within `range`.
pub fn seconds_in(text: &str, range: &RangeInclusive<f64>) -> Result<f64, NumberError> {
    match text.trim().parse::<f64>() {
        Ok(s) if range.contains(&s) => Ok(s),
        Ok(s) if !s.is_nan() => Err(NumberError::OutOfRange {
            text: text.to_string(),
            min: *range.start(),
            max: *range.end(),
        }),
        _ => Err(NumberError::NotANumber {
            text: text.to_string(),
        }),
    }
}

/// `--seconds` of `bench`, for clap.
pub fn bench_seconds(text: &str) -> Result<f64, NumberError> {
    seconds_in(text, &BENCH_SECONDS)
}

/// `--alpha` and `--beta` of `match`, for clap.
pub fn sprt_error(text: &str) -> Result<f64, NumberError> {
    seconds_in(text, &SPRT_ERROR)
}

/// `--sprt ELO0,ELO1` that could not be used.
#[derive(Clone, Debug, PartialEq)]
pub enum SprtError {
    /// Not two numbers joined by a comma.
    NotAPair {
        text: String,
    },
    Number(NumberError),
    /// ELO0 is not below ELO1.
    NotIncreasing {
        elo0: f64,
        elo1: f64,
    },
}

impl std::error::Error for SprtError {}

/// `--sprt ELO0,ELO1` of `match`, for clap: two Elo differences within
/// [`SPRT_ELO`], the first the lower.
pub fn sprt_elos(text: &str) -> Result<(f64, f64), SprtError> {
    let (a, b) = text.split_once(',').ok_or_else(|| SprtError::NotAPair {
        text: text.to_string(),
    })?;
    let elo0 = seconds_in(a, &SPRT_ELO).map_err(SprtError::Number)?;
    let elo1 = seconds_in(b, &SPRT_ELO).map_err(SprtError::Number)?;
    if elo0 >= elo1 {
        return Err(SprtError::NotIncreasing { elo0, elo1 });
    }
    Ok((elo0, elo1))
}

/// An address to listen on that could not be read.
#[derive(Clone, Debug, PartialEq)]
pub struct AddressError {
    /// What was given.
    pub text: String,
}

impl std::error::Error for AddressError {}

/// `--listen ADDR:PORT`, for clap: an IP address and a port.
pub fn listen_address(text: &str) -> Result<std::net::SocketAddr, AddressError> {
    text.trim().parse().map_err(|_| AddressError {
        text: text.to_string(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_sequential_test_names_two_rising_elos() {
        assert_eq!(sprt_elos("0,10"), Ok((0.0, 10.0)));
        assert_eq!(sprt_elos(" -5, 2.5"), Ok((-5.0, 2.5)));
        assert!(matches!(sprt_elos("10"), Err(SprtError::NotAPair { .. })));
        assert!(matches!(sprt_elos("x,3"), Err(SprtError::Number(_))));
        assert!(matches!(sprt_elos("0,5000"), Err(SprtError::Number(_))));
        assert_eq!(
            sprt_elos("10,0"),
            Err(SprtError::NotIncreasing {
                elo0: 10.0,
                elo1: 0.0
            })
        );
        assert!(sprt_error("0.5").is_err());
        assert_eq!(sprt_error("0.05"), Ok(0.05));
    }

    #[test]
    fn a_grace_time_is_a_duration_with_its_unit_from_a_second_to_a_day() {
        assert_eq!(grace("90s"), Ok(Duration::from_secs(90)));
        assert_eq!(grace("5m"), Ok(Duration::from_secs(300)));
        assert_eq!(grace(" 1h 30m "), Ok(Duration::from_secs(5400)));
        assert_eq!(grace("24h"), Ok(Duration::from_secs(86_400)));
        for text in ["soon", "", "5", "-5m", "5 parsecs"] {
            assert_eq!(
                grace(text),
                Err(DurationError::NotADuration { text: text.into() }),
                "{text:?}"
            );
        }
        for text in ["0s", "500ms", "25h", "2days"] {
            assert!(
                matches!(grace(text), Err(DurationError::OutOfRange { .. })),
                "{text}"
            );
        }
    }

    #[test]
    fn a_seed_is_any_whole_number_a_u64_holds_and_nothing_else() {
        assert_eq!(seed("0"), Ok(0));
        assert_eq!(seed("18446744073709551615"), Ok(u64::MAX));
        for text in ["x", "-5", "+5", "2.5", "", "18446744073709551616"] {
            assert_eq!(
                seed(text),
                Err(NumberError::NotWhole {
                    text: text.into(),
                    max: u64::MAX
                }),
                "{text:?}"
            );
        }
    }

    #[test]
    fn whole_numbers_are_refused_outside_their_bound_not_clamped() {
        let range = 10..=600_000;
        assert_eq!(whole_in("10", &range), Ok(10));
        assert_eq!(whole_in("600000", &range), Ok(600_000));
        for text in ["0", "9", "600001", "99999999999999999999999", "-1", "2.5"] {
            assert_eq!(
                whole_in(text, &range),
                Err(NumberError::OutOfRange {
                    text: text.into(),
                    min: 10.0,
                    max: 600_000.0
                }),
                "{text}"
            );
        }
        for text in ["", "ten", "1e", "NaN", "inf"] {
            assert_eq!(
                whole_in(text, &range),
                Err(NumberError::NotANumber { text: text.into() }),
                "{text:?}"
            );
        }
    }

    #[test]
    fn seconds_are_refused_outside_their_bound() {
        assert_eq!(bench_seconds("0.05"), Ok(0.05));
        assert_eq!(bench_seconds("3600"), Ok(3600.0));
        for text in ["0", "-1", "3600.5", "inf"] {
            assert!(
                matches!(bench_seconds(text), Err(NumberError::OutOfRange { .. })),
                "{text}"
            );
        }
        assert!(matches!(
            bench_seconds("NaN"),
            Err(NumberError::NotANumber { .. })
        ));
    }
}
