//! A position: stones, kas, passages, scores, whose move it is; playing a
//! move on it (checked or unchecked).

use super::errors::{DiagramError, IllegalMove};
use super::line::Sight;
use super::moves::{Move, Take};
use super::options::Rules;
use super::outcome::Outcome;
use super::player::{Phase, Player};
use super::setup::Setup;
use crate::board::{Bits, File, Point, Rank, Stone, file_bits};
use crate::games::LegalMoves;

/// A position: stones, kas, passages, scores, and whose move it is.
///
/// Small and `Copy`: search makes a move on a copy, which is also how undo
/// is exact.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    pub(super) rules: Rules,
    pub(super) black: Bits,
    pub(super) white: Bits,
    pub(super) kas: [Option<Point>; 2],
    pub(super) passages: [Option<File>; 2],
    pub(super) ply: u16,
    pub(super) points: [u16; 2],
    /// Stones captured, `[player][colour]`.
    pub(super) captured: [[u8; 2]; 2],
}

impl Position {
    /// The position before the first move.
    pub fn start(setup: &Setup, rules: Rules) -> Position {
        Position {
            rules,
            black: setup.black(),
            white: setup.white(),
            kas: [None; 2],
            passages: [None; 2],
            ply: 0,
            points: [0; 2],
            captured: [[0; 2]; 2],
        }
    }

    #[inline]
    pub fn rules(&self) -> Rules {
        self.rules
    }

    /// A position in the ka-move phase drawn as a diagram, for tests and
    /// puzzles: 11 rows, rank 11 first, each read from file `a` to `k`;
    /// `b`/`w` stones, `S`/`N` the two kas, `.` an empty point (the centre
    /// is always empty). Whitespace between rows is free. `points` are the
    /// scores so far, South's first.
    pub fn from_diagram(
        diagram: &str,
        to_move: Player,
        rules: Rules,
        points: [u16; 2],
    ) -> Result<Position, DiagramError> {
        let rows: Vec<&str> = diagram.split_whitespace().collect();
        if rows.len() != 11 {
            return Err(DiagramError::RowCount { found: rows.len() });
        }
        let mut pos = Position {
            rules,
            black: Bits::EMPTY,
            white: Bits::EMPTY,
            kas: [None; 2],
            passages: [None; 2],
            // Ka moves begin at ply 4 with the first player to move.
            ply: 4 + u16::from(to_move != rules.first_player()),
            points,
            captured: [[0; 2]; 2],
        };
        for (i, row) in rows.iter().enumerate() {
            if row.chars().count() != 11 {
                return Err(DiagramError::RowLength {
                    row: i + 1,
                    found: row.chars().count(),
                });
            }
            let rank = Rank::new(10 - i as u8).expect("11 rows");
            for (file, c) in File::all().zip(row.chars()) {
                let p = Point::at(file, rank);
                if p == Point::CENTRE && c != '.' {
                    return Err(DiagramError::CentreNotEmpty { found: c });
                }
                match c {
                    'b' => pos.black.insert(p),
                    'w' => pos.white.insert(p),
                    'S' | 'N' => {
                        let player = if c == 'S' {
                            Player::South
                        } else {
                            Player::North
                        };
                        if pos.kas[player.index()].replace(p).is_some() {
                            return Err(DiagramError::SecondKa { player, point: p });
                        }
                    }
                    '.' => {}
                    found => return Err(DiagramError::BadCharacter { point: p, found }),
                }
            }
        }
        if let Some(player) = Player::ALL.into_iter().find(|p| pos.ka(*p).is_none()) {
            return Err(DiagramError::MissingKa { player });
        }
        Ok(pos)
    }

    /// The number of moves played so far.
    #[inline]
    pub fn ply(&self) -> u16 {
        self.ply
    }

    #[inline]
    pub fn to_move(&self) -> Player {
        let first = self.rules.first_player();
        if self.ply.is_multiple_of(2) {
            first
        } else {
            first.opponent()
        }
    }

    #[inline]
    pub fn phase(&self) -> Phase {
        match self.ply {
            0 | 1 => Phase::ColumnCapture,
            2 | 3 => Phase::KaEntry,
            _ => Phase::KaMoves,
        }
    }

    #[inline]
    pub fn black(&self) -> Bits {
        self.black
    }

    #[inline]
    pub fn white(&self) -> Bits {
        self.white
    }

    /// Every stone on the board.
    #[inline]
    pub fn stones(&self) -> Bits {
        self.black | self.white
    }

    /// Stones and kas.
    #[inline]
    pub fn occupied(&self) -> Bits {
        let mut occ = self.stones();
        for ka in self.kas.into_iter().flatten() {
            occ.insert(ka);
        }
        occ
    }

    #[inline]
    pub fn stone(&self, p: Point) -> Option<Stone> {
        Stone::on(p, self.black, self.white)
    }

    /// Where a player's ka stands, once it has entered.
    #[inline]
    pub fn ka(&self, player: Player) -> Option<Point> {
        self.kas[player.index()]
    }

    /// The file a player took in the column capture.
    #[inline]
    pub fn passage(&self, player: Player) -> Option<File> {
        self.passages[player.index()]
    }

    /// Points a player has captured.
    #[inline]
    pub fn points(&self, player: Player) -> u16 {
        self.points[player.index()]
    }

    /// Stones of a colour a player has captured.
    #[inline]
    pub fn captured(&self, player: Player, colour: Stone) -> u8 {
        self.captured[player.index()][colour.index()]
    }

    /// Points of the stones still on the board.
    pub fn points_on_board(&self) -> u16 {
        self.points_in(Bits::BOARD)
    }

    /// Points of the stones of `points` (empty points count nothing).
    #[inline]
    pub fn points_in(&self, points: Bits) -> u16 {
        (self.black & points).count() as u16 * Stone::Black.value()
            + (self.white & points).count() as u16 * Stone::White.value()
    }

    /// What stops a capture line for the player to move: the enemy ka, and
    /// the centre when it blocks.
    pub(crate) fn walls(&self) -> Bits {
        Sight::walls(self.ka(self.to_move().opponent()), self.rules.centre)
    }

    /// The stones as the player to move sees them for capturing.
    #[inline]
    pub fn sight(&self) -> Sight {
        Sight {
            black: self.black,
            white: self.white,
            walls: self.walls(),
        }
    }

    /// The game's result, if it is over: the board is cleared, or the player
    /// to move has no capture (suntuk).
    pub fn outcome(&self) -> Option<Outcome> {
        if self.stones().is_empty() {
            let [s, n] = self.points;
            return Some(Outcome::Cleared {
                winner: Player::ahead(s.cmp(&n)),
                points: self.points,
            });
        }
        if self.count_moves() == 0 {
            return Some(Outcome::Suntuk {
                winner: self.to_move().opponent(),
                points: self.points,
            });
        }
        None
    }

    /// The stones `m` captures, without checking legality.
    #[inline]
    fn effect(&self, m: Move) -> Bits {
        match m {
            Move::Column(file) => file_bits(file) & self.to_move().half() & self.stones(),
            Move::Ka {
                from,
                to,
                line,
                take,
            } => {
                // A stone entering as the ka leaves its point first.
                let promoted = if self.phase() == Phase::KaEntry {
                    from.bit()
                } else {
                    Bits::EMPTY
                };
                let sight = Sight {
                    black: self.black & !promoted,
                    white: self.white & !promoted,
                    walls: self.walls(),
                };
                match take {
                    Take::Whole => sight
                        .lines(to, line.axis())
                        .get(line)
                        .unwrap_or(Bits::EMPTY),
                    Take::Nearest(counts) => {
                        sight.part(to, line.axis(), counts).unwrap_or(Bits::EMPTY)
                    }
                }
            }
        }
    }

    /// Plays a move known to be legal (from [`Position::legal_moves`]).
    /// An illegal move leaves the position in an unspecified but safe state.
    #[inline]
    pub fn play_unchecked(&mut self, m: Move) {
        self.play_capture(m, self.effect(m));
    }

    /// Plays a legal move given with the stones it takes, as
    /// [`Position::for_each_capture`] gives them: what
    /// [`Position::play_unchecked`] does, without finding the line again.
    #[inline]
    pub fn play_capture(&mut self, m: Move, taken: Bits) {
        let mover = self.to_move();
        let i = mover.index();
        if let Move::Ka { from, .. } = m
            && self.phase() == Phase::KaEntry
        {
            self.black.remove(from);
            self.white.remove(from);
        }
        match m {
            Move::Column(file) => self.passages[i] = Some(file),
            Move::Ka { to, .. } => self.kas[i] = Some(to),
        }
        let black = (self.black & taken).count();
        let white = (self.white & taken).count();
        self.black &= !taken;
        self.white &= !taken;
        self.captured[i][Stone::Black.index()] += black as u8;
        self.captured[i][Stone::White.index()] += white as u8;
        self.points[i] += black as u16 * Stone::Black.value() + white as u16 * Stone::White.value();
        self.ply += 1;
    }

    /// Plays a move if it is legal; otherwise says which rule it breaks and
    /// leaves the position unchanged.
    pub fn try_play(&mut self, m: Move) -> Result<(), IllegalMove> {
        self.check(m)
            .map_err(|reason| IllegalMove { mv: m, reason })?;
        self.play_unchecked(m);
        Ok(())
    }

    /// Plays a legal move.
    ///
    /// # Panics
    /// If the move is illegal; use [`Position::try_play`] for moves from
    /// outside the engine.
    pub fn play(&mut self, m: Move) {
        if let Err(e) = self.try_play(m) {
            panic!("{e}");
        }
    }

    /// The stones `m` would capture, if it is legal.
    pub fn captures(&self, m: Move) -> Option<Bits> {
        self.check(m).ok().map(|()| self.effect(m))
    }
}
