//! The column capture's second-column rule: which files North may take
//! after South's.

use super::errors::Illegal;
use super::moves::Move;
use super::options::SecondColumn;
use super::position::Position;
use crate::board::File;

/// Why North may not take a file in the column capture.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ColumnBan {
    /// Diagonal rule: South took a file west (east) of f, so North must
    /// take one east (west) of f.
    WrongQuadrant { south: File },
    /// Diagonal rule: South took f, so North may not.
    Middle,
    /// Free rule: the mirror of South's file.
    Mirror { south: File },
}

/// Whether North may take `file` after South took `south`.
pub fn column_ban(rule: SecondColumn, south: File, file: File) -> Option<ColumnBan> {
    match rule {
        SecondColumn::Diagonal if south == File::MIDDLE => {
            (file == File::MIDDLE).then_some(ColumnBan::Middle)
        }
        SecondColumn::Diagonal => {
            let opposite = if south < File::MIDDLE {
                file > File::MIDDLE
            } else {
                file < File::MIDDLE
            };
            (!opposite).then_some(ColumnBan::WrongQuadrant { south })
        }
        SecondColumn::Free => (file == south.mirror()).then_some(ColumnBan::Mirror { south }),
    }
}

/// Every file that South or North could take now, with the reason each
/// banned one is banned (for showing the choice to a player).
pub fn column_choices(pos: &Position) -> Vec<(File, Result<(), Illegal>)> {
    File::all()
        .map(|f| (f, pos.check(Move::Column(f))))
        .collect()
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
            column_ban(SecondColumn::Free, file('c'), file('i'))
                .unwrap()
                .to_string(),
            "North may not copy South: i mirrors South's c"
        );
    }
}
