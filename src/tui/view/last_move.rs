//! The last move on the board, marked by shape as well as colour, so that
//! it reads without colour and in ASCII too: `×` where it took a stone,
//! `·` where its piece set out from (and, in Bell's game, where each hop
//! touched down), and `‹ ›` beside the piece where it stands. Each game
//! says what its move did; both draw it the same way.

use crate::board::{Bits, Point};
use crate::tui::layout::BoardLayout;
use crate::tui::theme::{Glyph, Theme};
use ratatui::buffer::Buffer;
use ratatui::style::Style;

/// What the last move did to the board, in points.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct LastMove {
    /// Points its captures emptied.
    pub taken: Bits,
    /// Points its piece left empty behind it: where it set out from and,
    /// in Bell's game, where a hop landed that was not the last.
    pub path: Bits,
    /// Where its piece stands now.
    pub landing: Option<Point>,
}

impl LastMove {
    /// No move: nothing marked.
    pub const NONE: LastMove = LastMove {
        taken: Bits::EMPTY,
        path: Bits::EMPTY,
        landing: None,
    };

    /// The move that emptied `emptied`, its piece having set out from or
    /// passed the points of `path` to stand on `landing` (a Bell turn may
    /// end where it began: that point is the landing, not the path).
    pub fn new(emptied: Bits, mut path: Bits, landing: Option<Point>) -> LastMove {
        if let Some(p) = landing {
            path.remove(p);
        }
        LastMove {
            taken: emptied & !path,
            path,
            landing,
        }
    }

    /// The glyph for `p` if it is an empty point the move marks, in the
    /// move's style laid over `style`.
    pub fn mark(&self, t: Theme, p: Point, style: Style) -> Option<(&'static str, Style)> {
        let glyph = if self.taken.contains(p) {
            Glyph::Taken
        } else if self.path.contains(p) {
            Glyph::Left
        } else {
            return None;
        };
        Some((t.glyph(glyph), style.patch(t.recent())))
    }

    /// Marks beside the piece where it stands. Drawn before the cursor, so
    /// the cursor's brackets win where both fall.
    pub fn draw_landing(&self, t: Theme, b: &BoardLayout, buf: &mut Buffer) {
        if let Some(p) = self.landing {
            let marks = [Glyph::LandedLeft, Glyph::LandedRight].map(|g| t.glyph(g));
            let style = t.line().patch(t.recent());
            super::piece::put_beside(buf, t, b, b.cell(p), marks, style);
        }
    }
}
