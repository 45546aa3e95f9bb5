//! The one command a server runs without a screen: `record N`, which
//! writes the record of the server's finished game number N, as
//! `pasang review` and `pasang replay` read it, so that
//! `ssh HOST record 17 > game-17.ron` saves it on the visitor's machine.

/// A command a visitor sent (`ssh HOST COMMAND`) that the server runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Command {
    /// The record of the finished game with this number.
    Record(u64),
}

/// The longest command read, in bytes: anything longer is no command.
const LONGEST: usize = 64;

impl Command {
    /// The command in `sent`, if it is one: `record` and a game's number
    /// (a `#` before it is taken), separated by spaces.
    pub fn read(sent: &[u8]) -> Option<Command> {
        if sent.len() > LONGEST {
            return None;
        }
        let text = std::str::from_utf8(sent).ok()?;
        let mut words = text.split_ascii_whitespace();
        let (Some("record"), Some(number), None) = (words.next(), words.next(), words.next())
        else {
            return None;
        };
        let digits = number.strip_prefix('#').unwrap_or(number);
        if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        digits.parse().ok().map(Command::Record)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn record_and_a_number_is_the_one_command() {
        assert_eq!(Command::read(b"record 17"), Some(Command::Record(17)));
        assert_eq!(Command::read(b"  record\t#3 \n"), Some(Command::Record(3)));
        for refused in [
            &b"record"[..],
            b"record 17 18",
            b"record -1",
            b"record +1",
            b"record 1e3",
            b"record 99999999999999999999999",
            b"Record 1",
            b"ls",
            b"",
            b"record \xff",
        ] {
            assert_eq!(
                Command::read(refused),
                None,
                "{:?}",
                String::from_utf8_lossy(refused)
            );
        }
        let long = format!("record {}", "0".repeat(LONGEST));
        assert_eq!(Command::read(long.as_bytes()), None);
    }
}
