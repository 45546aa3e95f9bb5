//! The shapes every game's refusals share: a move that breaks a rule, a
//! move's notation that cannot be read, and the first of the moves given
//! in notation before a game starts (the command line's `--moves`, the
//! engine protocol's `moves`) that fails. What each game fills them with,
//! its rules and its notation's faults, is its own; the sentences are made
//! in [`crate::messages`].

/// A move that cannot be played, and `reason`: the rule it breaks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct IllegalMove<M, R> {
    pub mv: M,
    pub reason: R,
}

/// A move that could not be read (its notation's `fault`) or could not be
/// played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MoveError<M, R, F> {
    /// The text is not a move in notation.
    Syntax { text: String, fault: F },
    /// The move is read but breaks a rule.
    Illegal(IllegalMove<M, R>),
}

impl<M, R, F> From<IllegalMove<M, R>> for MoveError<M, R, F> {
    fn from(e: IllegalMove<M, R>) -> MoveError<M, R, F> {
        MoveError::Illegal(e)
    }
}

impl<M, R, F> MoveError<M, R, F> {
    /// Reads a move's notation: the text with the spaces around it
    /// trimmed, refused as `empty` when nothing is left, else read by
    /// `read`; a fault it finds is refused with the whole text.
    pub fn read(text: &str, empty: F, read: impl FnOnce(&str) -> Result<M, F>) -> Result<M, Self> {
        let s = text.trim();
        let read = if s.is_empty() { Err(empty) } else { read(s) };
        read.map_err(|fault| MoveError::Syntax {
            text: text.to_string(),
            fault,
        })
    }
}

/// A move of those given that could not be read or played, with the
/// game's `error`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveAt<E> {
    /// Which move, 0 for the first.
    pub index: usize,
    /// The move as written.
    pub text: String,
    pub error: E,
}

/// Plays moves in notation, each with `play`, stopping at the first that
/// fails.
pub fn play_moves<T, E>(
    moves: &[impl AsRef<str>],
    mut play: impl FnMut(&str) -> Result<T, E>,
) -> Result<(), MoveAt<E>> {
    for (index, text) in moves.iter().map(AsRef::as_ref).enumerate() {
        play(text).map_err(|error| MoveAt {
            index,
            text: text.to_string(),
            error,
        })?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_first_move_that_fails_is_named_by_its_index_and_the_ones_before_stay_played() {
        let mut played = Vec::new();
        let result = play_moves(&["1", "2", "x", "4"], |text| {
            let n: u8 = text.parse().map_err(|_| "not a number")?;
            played.push(n);
            Ok::<_, &str>(())
        });
        assert_eq!(
            result,
            Err(MoveAt {
                index: 2,
                text: "x".into(),
                error: "not a number"
            })
        );
        assert_eq!(played, [1, 2]);
    }

    #[test]
    fn notation_is_read_trimmed_and_a_fault_keeps_the_whole_text() {
        type E = MoveError<u8, (), &'static str>;
        let read = |s: &str| s.parse::<u8>().map_err(|_| "bad");
        assert_eq!(E::read(" 7 ", "empty", read), Ok(7));
        let fault = |text: &str, fault| E::Syntax {
            text: text.into(),
            fault,
        };
        assert_eq!(E::read("  ", "empty", read), Err(fault("  ", "empty")));
        assert_eq!(E::read(" 7x", "empty", read), Err(fault(" 7x", "bad")));
    }
}
