//! The column capture's second-column rule: which files the second player
//! may take after the first player's (South's, unless North moves first).

use super::options::SecondColumn;
use crate::board::File;

/// Why the second player may not take a file in the column capture.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ColumnBan {
    /// Diagonal rule: the first player took a file west (east) of f, so the
    /// second must take one east (west) of f.
    WrongQuadrant { taken: File },
    /// Diagonal rule: the first player took f, so the second may not.
    Middle,
    /// Free rule: the mirror of the first player's file.
    Mirror { taken: File },
}

/// Whether the second player may take `file` after the first took `taken`.
pub fn column_ban(rule: SecondColumn, taken: File, file: File) -> Option<ColumnBan> {
    match rule {
        SecondColumn::Diagonal if taken == File::MIDDLE => {
            (file == File::MIDDLE).then_some(ColumnBan::Middle)
        }
        SecondColumn::Diagonal => {
            let opposite = if taken < File::MIDDLE {
                file > File::MIDDLE
            } else {
                file < File::MIDDLE
            };
            (!opposite).then_some(ColumnBan::WrongQuadrant { taken })
        }
        SecondColumn::Free => (file == taken.mirror()).then_some(ColumnBan::Mirror { taken }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn file(c: char) -> File {
        File::from_char(c).unwrap()
    }

    #[test]
    fn diagonal_rule_sends_north_to_the_opposite_quadrant() {
        let rule = SecondColumn::Diagonal;
        let allowed = |south| {
            File::all()
                .filter(|&f| column_ban(rule, file(south), f).is_none())
                .map(File::to_char)
                .collect::<String>()
        };
        assert_eq!(allowed('c'), "ghijk");
        assert_eq!(allowed('k'), "abcde");
        assert_eq!(allowed('f'), "abcdeghijk");
    }

    #[test]
    fn free_rule_bans_only_the_mirror() {
        let allowed: String = File::all()
            .filter(|&f| column_ban(SecondColumn::Free, file('c'), f).is_none())
            .map(File::to_char)
            .collect();
        assert_eq!(allowed, "abcdefghjk");
        assert_eq!(
            column_ban(SecondColumn::Free, file('c'), file('i')),
            Some(ColumnBan::Mirror { taken: file('c') })
        );
    }
}
