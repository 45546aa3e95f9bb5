//! A piece on the board: one cell, or on a big board a disc (a stone) or
//! a tile (a ka) of five cells by three, its symbol in the middle. In
//! colour a disc is filled with its colour; without colour a disc is a
//! round outline and a tile a heavy one, each with the piece's one-cell
//! symbol in the middle, so that the pieces are told apart as on a small
//! board. Plain ASCII keeps one cell.

use super::put;
use crate::board::{File, Point, Rank};
use crate::tui::layout::BoardLayout;
use crate::tui::theme::Glyph;
use crate::tui::theme::Theme;
use ratatui::buffer::Buffer;
use ratatui::style::Style;

/// The shape a piece is drawn in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Piece {
    /// A stone: rounded, filled with its colour.
    Disc,
    /// A ka, or where one would land: a block of its colour with its
    /// letter in the middle.
    Tile,
}

/// A stone five cells by three: quarter blocks round its corners.
const DISC: [[&str; 5]; 3] = [
    ["▗", "▄", "▄", "▄", "▖"],
    ["█", "█", "█", "█", "█"],
    ["▝", "▀", "▀", "▀", "▘"],
];

/// A stone five cells by three without colour: its symbol in a round
/// outline.
const RING: [[&str; 5]; 3] = [
    ["╭", "─", "─", "─", "╮"],
    ["│", " ", " ", " ", "│"],
    ["╰", "─", "─", "─", "╯"],
];

/// A ka five cells by three without colour: its letter in a heavy
/// outline.
const FRAME: [[&str; 5]; 3] = [
    ["┏", "━", "━", "━", "┓"],
    ["┃", " ", " ", " ", "┃"],
    ["┗", "━", "━", "━", "┛"],
];

/// How far a piece reaches either side of its point on board `b` drawn
/// in theme `t`, in columns and rows: (0, 0) for one cell.
pub(crate) fn reach(t: Theme, b: &BoardLayout) -> (u16, u16) {
    if !t.ascii { b.piece_reach() } else { (0, 0) }
}

/// Draws `piece` at the cell `(x, y)` in `style`; `symbol` is its glyph
/// in one cell, and a tile's middle.
pub(crate) fn put_piece(
    buf: &mut Buffer,
    t: Theme,
    b: &BoardLayout,
    (x, y): (u16, u16),
    piece: Piece,
    symbol: &str,
    style: Style,
) {
    let (rx, ry) = reach(t, b);
    if (rx, ry) == (0, 0) {
        put(buf, x, y, symbol, style);
        return;
    }
    let shape = match (piece, t.colour) {
        (_, true) => &DISC,
        (Piece::Disc, false) => &RING,
        (Piece::Tile, false) => &FRAME,
    };
    for (row, cells) in shape.iter().enumerate() {
        for (col, cell) in cells.iter().enumerate() {
            let (cx, cy) = (x + col as u16 - rx, y + row as u16 - ry);
            let centre = (cx, cy) == (x, y);
            let g = match (piece, t.colour) {
                (Piece::Disc, true) => cell,
                (Piece::Tile, true) if centre => symbol,
                (Piece::Tile, true) => " ",
                (_, false) if centre => symbol,
                (_, false) => cell,
            };
            put(buf, cx, cy, g, style);
        }
    }
}

/// Draws `left` and `right` just outside the piece at the cell `(x, y)`,
/// on its middle row: the cursor's brackets, the last move's marks, and
/// without colour the marks that say what a stone is for.
pub(crate) fn put_beside(
    buf: &mut Buffer,
    t: Theme,
    b: &BoardLayout,
    (x, y): (u16, u16),
    [left, right]: [&str; 2],
    style: Style,
) {
    let (rx, _) = reach(t, b);
    put(buf, x - rx - 1, y, left, style);
    put(buf, x + rx + 1, y, right, style);
}

/// The cursor: brackets either side of its point.
pub(crate) fn put_cursor(buf: &mut Buffer, t: Theme, b: &BoardLayout, cursor: Point) {
    let brackets = [Glyph::CursorLeft, Glyph::CursorRight].map(|g| t.glyph(g));
    put_beside(buf, t, b, b.cell(cursor), brackets, t.cursor());
}

/// The board's labels: ranks on the left and files below, or files on the
/// left and ranks below where the board is seen from West or East; each
/// file in the style `file_style` gives it.
pub(crate) fn put_labels(
    buf: &mut Buffer,
    t: Theme,
    b: &BoardLayout,
    file_style: impl Fn(File) -> Style,
) {
    let sideways = b.sideways();
    for rank in Rank::all() {
        let (x, y) = b.cell(Point::at(File::MIDDLE, rank));
        let label = format!("{:>2}", rank.number());
        if sideways {
            buf.set_string(x.saturating_sub(1), b.file_row(), label, t.label());
        } else {
            buf.set_string(b.area.x, y, label, t.label());
        }
    }
    for file in File::all() {
        let (x, y) = b.cell(Point::at(file, Rank::MIDDLE));
        let label = file.to_char().to_string();
        if sideways {
            buf.set_string(b.area.x + 1, y, label, file_style(file));
        } else {
            buf.set_string(x, b.file_row(), label, file_style(file));
        }
    }
}
