//! Bell's board: its points with the missing centre left blank, the grid
//! lines and the four marked diagonals, the stones, and what is marked on
//! it (stones to choose, landings, the hopping stone, the stones the turn
//! has taken and the one left waiting), the last turn, the cursor and the
//! labels.

use crate::board::{Bits, Direction, Point, Stone};
use crate::games::bell::{Move, Position};
use crate::tui::bell::BellApp;
use crate::tui::layout::BoardLayout;
use crate::tui::theme::{Glyph, Theme};
use crate::tui::view::piece::{Piece, put_beside, put_cursor, put_labels, put_piece};
use crate::tui::view::{LastMove, put};
use ratatui::buffer::Buffer;

/// Whether `p` and its neighbour `d`-wards are both points of the board.
fn joins(points: Bits, p: Point, d: Direction) -> bool {
    points.contains(p) && p.step(d).is_some_and(|q| points.contains(q))
}

/// What is on the board as drawn: the stones as the turn being hopped
/// leaves them, or as the position has them.
struct Shown {
    black: Bits,
    white: Bits,
    taken: Bits,
    waiting: Option<Point>,
    hopping: Option<Point>,
}

impl Shown {
    fn of(app: &BellApp) -> Shown {
        match app.hopping() {
            Some(t) => {
                let (black, white) = t.stones();
                Shown {
                    black,
                    white,
                    taken: t.captured(),
                    waiting: t.waiting(),
                    hopping: Some(t.at()),
                }
            }
            None => Shown {
                black: app.position().black(),
                white: app.position().white(),
                taken: Bits::EMPTY,
                waiting: None,
                hopping: None,
            },
        }
    }
}

pub(in crate::tui) fn draw_board(app: &BellApp, b: &BoardLayout, buf: &mut Buffer) {
    let t = app.theme();
    let points = crate::games::bell::SHAPE.points();
    let wood = b.wood();
    for y in wood.top()..wood.bottom() {
        for x in wood.left()..wood.right() {
            put(buf, x, y, " ", t.board());
        }
    }
    draw_lines(t, b, points, buf);
    let shown = Shown::of(app);
    let marked = app.marked();
    // A turn being hopped shows its own marks instead.
    let last = if app.hopping().is_none() {
        crate::tui::play::view::last_shown(app)
    } else {
        LastMove::NONE
    };
    let opening = !app.position().opened();
    for p in points {
        let (x, y) = b.cell(p);
        let stone = Stone::on(p, shown.black, shown.white);
        let (mut symbol, mut style) = match stone {
            Some(s) => (t.glyph(Glyph::Stone(s)), t.stone(s)),
            None if shown.taken.contains(p) => (t.glyph(Glyph::Taken), t.line().patch(t.capture())),
            None if marked.contains(p) => (t.glyph(Glyph::Target), t.line()),
            None => {
                // The turned board draws its corners and edges as they face.
                let [up, right, down, left] = b.on_screen(
                    [
                        Direction::North,
                        Direction::East,
                        Direction::South,
                        Direction::West,
                    ]
                    .map(|d| joins(points, p, d)),
                );
                (t.cross(up, right, down, left), t.line())
            }
        };
        // Without colour, marks beside a stone say what it is: < > the
        // stone hopping, { } the stone waiting, ( ) a stone to remove.
        let mut flanks = None;
        if shown.hopping == Some(p) {
            style = style.patch(t.hopping());
            flanks = Some(("<", ">"));
        } else if shown.waiting == Some(p) {
            style = style.patch(t.waiting());
            flanks = Some(("{", "}"));
        } else if marked.contains(p) {
            style = style.patch(t.candidate());
            if opening {
                flanks = Some(("(", ")"));
            }
        } else if let (None, Some(mark)) = (stone, last.mark(t, p, style)) {
            (symbol, style) = mark;
        } else if last.landing == Some(p) {
            style = style.patch(t.recent());
        }
        match stone {
            Some(_) => put_piece(buf, t, b, (x, y), Piece::Disc, symbol, style),
            None => put(buf, x, y, symbol, style),
        }
        if let (false, Some((l, r))) = (t.colour, flanks) {
            put_beside(buf, t, b, (x, y), [l, r], t.line());
        }
    }
    last.draw_landing(t, b, buf);
    if !app.is_replay() {
        put_cursor(buf, t, b, app.cursor());
    }
    put_labels(buf, t, b, |_| t.label());
}

/// The grid lines between neighbouring points, and the marked diagonals.
fn draw_lines(t: Theme, b: &BoardLayout, points: Bits, buf: &mut Buffer) {
    for p in points {
        for d in [Direction::East, Direction::North] {
            let Some(q) = p.step(d).filter(|_| joins(points, p, d)) else {
                continue;
            };
            // Across the screen or up it, as the board is turned.
            let across = b.cell(p).1 == b.cell(q).1;
            let glyph = t.glyph(if across {
                Glyph::Horizontal
            } else {
                Glyph::Vertical
            });
            between(b, p, q, |x, y| put(buf, x, y, glyph, t.line()));
        }
    }
    for diagonal in crate::games::bell::SHAPE.marked_diagonals() {
        let along: Vec<Point> = diagonal.into_iter().collect();
        for pair in along.windows(2) {
            let ((px, py), (qx, qy)) = (b.cell(pair[0]), b.cell(pair[1]));
            // Screen rows grow downwards: rising to the right is ╱.
            let rising = (qx > px) != (qy > py);
            let glyph = t.glyph(if rising {
                Glyph::Rising
            } else {
                Glyph::Falling
            });
            between(b, pair[0], pair[1], |x, y| put(buf, x, y, glyph, t.line()));
        }
    }
}

/// Calls `f` with each screen cell strictly between the cells of `p` and
/// `q` on the straight line joining them (one cell a row, or every cell of
/// a row).
fn between(b: &BoardLayout, p: Point, q: Point, mut f: impl FnMut(u16, u16)) {
    let ((px, py), (qx, qy)) = (b.cell(p), b.cell(q));
    let (dx, dy) = (i32::from(qx) - i32::from(px), i32::from(qy) - i32::from(py));
    let steps = if dy == 0 { dx.abs() } else { dy.abs() };
    for k in 1..steps {
        let x = i32::from(px) + dx * k / steps;
        let y = i32::from(py) + dy * k / steps;
        f(x as u16, y as u16);
    }
}

/// What `m`, played from `before` to `after`, did to the board: the
/// stones it took, where its stone set out from and each hop landed, and
/// where it stands.
pub(crate) fn last_move_of(before: &Position, m: Move, after: &Position) -> LastMove {
    let emptied = before.stones() & !after.stones();
    match m {
        Move::Remove(_) => LastMove::new(emptied, Bits::EMPTY, None),
        Move::Hops(turn) => {
            let path = std::iter::once(turn.from())
                .chain(turn.landings().iter().copied())
                .collect();
            LastMove::new(emptied, path, Some(turn.to()))
        }
    }
}
