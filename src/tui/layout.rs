//! Where things go on the screen, computed from the terminal's size.
//!
//! The same [`BoardLayout`] value draws the board and turns mouse clicks
//! into points, so the two can never disagree. Nothing here is stored in
//! the app: it is recomputed from the area every time.

use crate::board::{Direction, File, Point, Rank};
use crate::games::Seat;
use ratatui::layout::Rect;

/// Which side of the board is drawn at the bottom: the side of the player
/// the board faces. South's is the board as written (rank 1 at the
/// bottom, file `a` on the left); West's has file `a` at the bottom and
/// rank 11 on the left.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Facing {
    #[default]
    South,
    West,
    North,
    East,
}

impl Facing {
    /// The board as the player in `seat` sees it from their side.
    pub fn of(seat: Seat) -> Facing {
        match seat {
            Seat::South => Facing::South,
            Seat::West => Facing::West,
            Seat::North => Facing::North,
            Seat::East => Facing::East,
        }
    }

    /// The seat whose side is at the bottom.
    pub fn seat(self) -> Seat {
        match self {
            Facing::South => Seat::South,
            Facing::West => Seat::West,
            Facing::North => Seat::North,
            Facing::East => Seat::East,
        }
    }

    /// Seen from the other side.
    pub fn turned(self) -> Facing {
        match self {
            Facing::South => Facing::North,
            Facing::West => Facing::East,
            Facing::North => Facing::South,
            Facing::East => Facing::West,
        }
    }

    /// Where the point of file `f` and rank `r` (indices from 0) is drawn
    /// among the points: its column from the left and row from the top.
    pub fn place(self, f: u16, r: u16) -> (u16, u16) {
        let (x, y) = (f, (N - 1) - r);
        match self {
            Facing::South => (x, y),
            Facing::West => (y, (N - 1) - x),
            Facing::North => ((N - 1) - x, (N - 1) - y),
            Facing::East => ((N - 1) - y, x),
        }
    }

    /// The file and rank (indices from 0) drawn at column `x` and row `y`
    /// among the points: [`Facing::place`] undone.
    pub fn point(self, x: u16, y: u16) -> (u16, u16) {
        let (f, from_top) = match self {
            Facing::South => (x, y),
            Facing::West => ((N - 1) - y, x),
            Facing::North => ((N - 1) - x, (N - 1) - y),
            Facing::East => (y, (N - 1) - x),
        };
        (f, (N - 1) - from_top)
    }

    /// The way on the board that `up` (a way on the screen, North being
    /// up) goes.
    pub fn on_board(self, up: Direction) -> Direction {
        let quarters = match self {
            Facing::South => 0,
            Facing::West => 1,
            Facing::North => 2,
            Facing::East => 3,
        };
        let i = Direction::ALL.iter().position(|&d| d == up).unwrap_or(0);
        Direction::ALL[(i + quarters) % 4]
    }
}

/// The board's geometry: where each intersection is drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BoardLayout {
    /// Everything the board covers: labels and the wooden margin.
    pub area: Rect,
    /// Screen column of file `a`.
    pub left: u16,
    /// Screen row of rank 11.
    pub top: u16,
    /// Columns from one file to the next.
    pub hstep: u16,
    /// Rows from one rank to the next.
    pub vstep: u16,
    /// Whose side is at the bottom.
    pub facing: Facing,
}

/// Points per side.
const N: u16 = 11;
/// The rank labels ("11") and a space before the wooden margin.
const LABELS: u16 = 3;

impl BoardLayout {
    /// Sizes tried from the largest down: (columns, rows) per step. Terminal
    /// cells are about twice as tall as wide, so 2:1 steps look square.
    const STEPS: [(u16, u16); 5] = [(10, 5), (8, 4), (6, 3), (6, 2), (4, 2)];

    /// How far a piece reaches either side of its point on a board with
    /// these steps: see [`BoardLayout::piece_reach`].
    const fn reach(hstep: u16, vstep: u16) -> (u16, u16) {
        if hstep >= 8 && vstep >= 4 {
            (2, 1)
        } else {
            (0, 0)
        }
    }

    /// The width and height a board with these steps needs.
    const fn size(hstep: u16, vstep: u16) -> (u16, u16) {
        let (rx, ry) = Self::reach(hstep, vstep);
        // labels, margin, the grid, margin; the grid, the file labels;
        // the pieces' reach beyond the outer lines.
        (
            LABELS + 1 + Self::N_STEPS * hstep + 1 + 1 + 2 * rx,
            Self::N_STEPS * vstep + 1 + 1 + 2 * ry,
        )
    }

    /// Steps from the first file to the last, and rank.
    const N_STEPS: u16 = N - 1;

    /// The smallest board's size.
    pub const MIN: (u16, u16) = Self::size(4, 2);

    /// The largest board that fits in `area`, centred, if any does.
    pub fn new(area: Rect) -> Option<BoardLayout> {
        let (hstep, vstep) = Self::STEPS.into_iter().find(|&(h, v)| {
            let (w, hgt) = Self::size(h, v);
            w <= area.width && hgt <= area.height
        })?;
        let (w, h) = Self::size(hstep, vstep);
        let (rx, ry) = Self::reach(hstep, vstep);
        let x = area.x + (area.width - w) / 2;
        let y = area.y + (area.height - h) / 2;
        Some(BoardLayout {
            area: Rect::new(x, y, w, h),
            left: x + LABELS + 1 + rx,
            top: y + ry,
            hstep,
            vstep,
            facing: Facing::South,
        })
    }

    /// How far a piece reaches either side of its point, in columns and
    /// rows: a board of 8 columns and 4 rows a step or more has room for
    /// pieces five cells wide and three tall, with the grid line still
    /// showing between neighbours; a smaller board draws a piece in one
    /// cell.
    pub fn piece_reach(&self) -> (u16, u16) {
        Self::reach(self.hstep, self.vstep)
    }

    /// The wooden board: the grid with a column of margin each side and
    /// the pieces' reach beyond its outer lines.
    pub fn wood(&self) -> Rect {
        let (rx, ry) = self.piece_reach();
        Rect::new(
            self.left - 1 - rx,
            self.top - ry,
            (BoardLayout::N_STEPS * self.hstep) + 3 + 2 * rx,
            (BoardLayout::N_STEPS * self.vstep) + 1 + 2 * ry,
        )
    }

    /// The row of the file letters, under the board.
    pub fn file_row(&self) -> u16 {
        self.top + BoardLayout::N_STEPS * self.vstep + self.piece_reach().1 + 1
    }

    /// The same board, turned round or not.
    pub fn with_flip(self, flipped: bool) -> BoardLayout {
        let facing = if flipped {
            Facing::North
        } else {
            Facing::South
        };
        self.with_facing(facing)
    }

    /// The same board, seen from `facing`'s side.
    pub fn with_facing(self, facing: Facing) -> BoardLayout {
        BoardLayout { facing, ..self }
    }

    /// Which of the lines at a point, given as the board's north, east,
    /// south and west, run up, right, down and left on the screen.
    pub fn on_screen(&self, lines: [bool; 4]) -> [bool; 4] {
        let shown = |up: Direction| {
            let d = self.facing.on_board(up);
            lines[Direction::ALL.iter().position(|&a| a == d).unwrap_or(0)]
        };
        Direction::ALL.map(shown)
    }

    /// The screen cell of a point.
    pub fn cell(&self, p: Point) -> (u16, u16) {
        let (f, r) = (p.file().index() as u16, p.rank().index() as u16);
        let (x, y) = self.facing.place(f, r);
        (self.left + x * self.hstep, self.top + y * self.vstep)
    }

    /// The point drawn nearest to a screen cell, if the cell is on the
    /// board (within half a step of a point).
    pub fn point_at(&self, x: u16, y: u16) -> Option<Point> {
        let nearest = |pos: u16, start: u16, step: u16| -> Option<u16> {
            // Half a step on either side of each point belongs to it.
            let rel = i32::from(pos) - i32::from(start) + i32::from(step / 2);
            if rel < 0 {
                return None;
            }
            let i = rel / i32::from(step);
            (i < i32::from(N)).then_some(i as u16)
        };
        let column = nearest(x, self.left, self.hstep)?;
        let row = nearest(y, self.top, self.vstep)?;
        let (f, r) = self.facing.point(column, row);
        Some(Point::at(File::new(f as u8)?, Rank::new(r as u8)?))
    }

    /// Whether files run up and down the screen (the board seen from West
    /// or East), so that the ranks are written under it.
    pub fn sideways(&self) -> bool {
        matches!(self.facing, Facing::West | Facing::East)
    }
}

/// The whole screen: board, side panel, message line and key bar.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ScreenLayout {
    pub board: BoardLayout,
    /// The side panel: players, turn, what to do, chart, moves.
    pub panel: Rect,
    /// One line for messages and what the cursor is on.
    pub status: Rect,
    /// The rows just above the message line that the board and panel do
    /// not need (none on the smallest terminal, at most [`NOTE_ROWS`]): a
    /// message longer than its line wraps up into them, and the key bar
    /// stays in view.
    pub above: Rect,
    /// One line of keys.
    pub keys: Rect,
}

/// The most rows a taller terminal keeps above the message line for long
/// messages.
pub const NOTE_ROWS: u16 = 2;

/// The terminal is smaller than the game needs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TooSmall {
    pub width: u16,
    pub height: u16,
}

/// The side panel's narrowest width.
pub const PANEL_MIN: u16 = 33;
/// The side panel's widest width.
const PANEL_MAX: u16 = 44;

/// The smallest terminal the game draws in.
pub const MIN_SIZE: (u16, u16) = (BoardLayout::MIN.0 + PANEL_MIN, BoardLayout::MIN.1 + 2);

impl ScreenLayout {
    /// Lays the screen out, or says the terminal is too small.
    pub fn new(area: Rect) -> Result<ScreenLayout, TooSmall> {
        if area.width < MIN_SIZE.0 || area.height < MIN_SIZE.1 {
            return Err(TooSmall {
                width: MIN_SIZE.0,
                height: MIN_SIZE.1,
            });
        }
        let main_h = area.height - 2;
        let status = Rect::new(area.x, area.y + main_h, area.width, 1);
        let keys = Rect::new(area.x, area.y + main_h + 1, area.width, 1);
        // Give the board what the largest fitting step needs, the panel the
        // rest (up to its widest).
        let main = Rect::new(area.x, area.y, area.width, main_h);
        let board_room = Rect {
            width: area.width - PANEL_MIN,
            ..main
        };
        let board = BoardLayout::new(board_room).ok_or(TooSmall {
            width: MIN_SIZE.0,
            height: MIN_SIZE.1,
        })?;
        // Rows the board does not need go, up to NOTE_ROWS, to long
        // messages; the board keeps its size, as it fits in fewer rows.
        let above_h = (main_h - board.area.height).min(NOTE_ROWS);
        let main_h = main_h - above_h;
        let above = Rect::new(area.x, area.y + main_h, area.width, above_h);
        let panel_w = (area.width - board.area.width).clamp(PANEL_MIN, PANEL_MAX);
        // Board and panel sit together, centred in the width.
        let total = board.area.width + panel_w;
        let x0 = area.x + (area.width - total) / 2;
        let board = BoardLayout::new(Rect::new(x0, area.y, board.area.width, main_h))
            .expect("the same size fits again");
        let panel = Rect::new(x0 + board.area.width, area.y, panel_w, main_h);
        Ok(ScreenLayout {
            board,
            panel,
            status,
            above,
            keys,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_point_is_hit_at_its_own_cell() {
        for area in [Rect::new(0, 0, 80, 24), Rect::new(3, 2, 200, 60)] {
            let layout = ScreenLayout::new(area).unwrap().board;
            for p in Point::all() {
                let (x, y) = layout.cell(p);
                assert_eq!(layout.point_at(x, y), Some(p), "{p} in {area:?}");
            }
        }
    }

    #[test]
    fn from_every_side_each_point_is_hit_at_its_own_cell_and_the_corners_are_where_that_player_sees_them()
     {
        let at = |p: &str| p.parse::<Point>().ok();
        let layout = ScreenLayout::new(Rect::new(0, 0, 100, 32)).unwrap().board;
        let (left, top) = (layout.left, layout.top);
        let (right, bottom) = (left + 10 * layout.hstep, top + 10 * layout.vstep);
        // Each side's bottom left and bottom right corners, as its player
        // sees them.
        for (facing, bottom_left, bottom_right) in [
            (Facing::South, "a1", "k1"),
            (Facing::West, "a11", "a1"),
            (Facing::North, "k11", "a11"),
            (Facing::East, "k1", "k11"),
        ] {
            let b = layout.with_facing(facing);
            for p in Point::all() {
                let (x, y) = b.cell(p);
                assert_eq!(b.point_at(x, y), Some(p), "{p} from {facing:?}");
            }
            assert_eq!(b.point_at(left, bottom), at(bottom_left), "{facing:?}");
            assert_eq!(b.point_at(right, bottom), at(bottom_right), "{facing:?}");
            // Up on the screen goes away from the player, right to their right.
            let up = facing.on_board(Direction::North);
            let from = b.point_at(left, bottom).unwrap();
            let (x, y) = b.cell(from.step(up).unwrap());
            assert_eq!((x, y), (left, bottom - layout.vstep), "{facing:?}");
            let right_way = facing.on_board(Direction::East);
            let (x, y) = b.cell(from.step(right_way).unwrap());
            assert_eq!((x, y), (left + layout.hstep, bottom), "{facing:?}");
        }
        assert_eq!(Facing::West.turned(), Facing::East);
        assert_eq!(Facing::North.turned().turned(), Facing::North);
    }

    #[test]
    fn clicks_between_points_go_to_the_nearest_and_outside_to_none() {
        let b = ScreenLayout::new(Rect::new(0, 0, 80, 24)).unwrap().board;
        let a1 = Point::at(File::new(0).unwrap(), Rank::new(0).unwrap());
        let (x, y) = b.cell(a1);
        assert_eq!(b.point_at(x + 1, y), Some(a1));
        assert_eq!(b.point_at(x - 3, y), None);
        assert_eq!(b.point_at(x, y + 2), None);
    }

    #[test]
    fn larger_terminals_get_a_larger_board() {
        let small = ScreenLayout::new(Rect::new(0, 0, 80, 24)).unwrap().board;
        let large = ScreenLayout::new(Rect::new(0, 0, 160, 50)).unwrap().board;
        assert!(large.hstep > small.hstep && large.vstep > small.vstep);
    }

    #[test]
    fn pieces_and_file_letters_stay_on_the_board_and_off_the_panel_at_any_size() {
        let mut big = 0;
        for width in (MIN_SIZE.0..=230).step_by(7) {
            for height in (MIN_SIZE.1..=75).step_by(3) {
                let screen = ScreenLayout::new(Rect::new(0, 0, width, height)).unwrap();
                let b = screen.board;
                let (rx, ry) = b.piece_reach();
                big += usize::from(rx > 0);
                let wood = b.wood();
                assert!(b.area.contains(wood.as_position()), "{b:?}");
                assert!(wood.right() <= b.area.right() && wood.bottom() <= b.area.bottom());
                assert!(!wood.intersects(screen.panel), "{width}×{height}");
                for p in [Point::at(File::new(0).unwrap(), Rank::new(0).unwrap())]
                    .into_iter()
                    .chain([Point::at(File::new(10).unwrap(), Rank::new(10).unwrap())])
                {
                    let (x, y) = b.cell(p);
                    let piece = Rect::new(x - rx, y - ry, 2 * rx + 1, 2 * ry + 1);
                    assert_eq!(wood.intersection(piece), piece, "{p} at {width}×{height}");
                    // The rank label's two columns stay clear of it.
                    assert!(b.area.x + 2 < piece.x, "{width}×{height}");
                }
                assert!(b.file_row() >= wood.bottom() && b.file_row() < b.area.bottom());
            }
        }
        assert!(big > 0, "some sizes draw big pieces");
    }

    #[test]
    fn too_small_terminals_are_refused_with_the_size_needed() {
        let err = ScreenLayout::new(Rect::new(0, 0, 60, 20)).unwrap_err();
        assert_eq!((err.width, err.height), MIN_SIZE);
        assert!(ScreenLayout::new(Rect::new(0, 0, MIN_SIZE.0, MIN_SIZE.1)).is_ok());
    }
}
