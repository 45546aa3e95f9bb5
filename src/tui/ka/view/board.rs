//! The board: grid lines, points, stones and kas, the banned files, the
//! cursor, and what is marked (captures shown, stones to choose, the last
//! move).

use crate::games::ka::{Bits, Direction, File, Move, Phase, Player, Point, Position};
use crate::tui::ka::App;
use crate::tui::ka::select::CaptureChoice;
use crate::tui::layout::BoardLayout;
use crate::tui::theme::{Glyph, Theme};
use crate::tui::view::piece::{Piece, put_beside, put_cursor, put_labels, put_piece};
use crate::tui::view::{LastMove, put};
use ratatui::buffer::Buffer;
use ratatui::style::{Modifier, Style};
use std::borrow::Cow;

/// The points next to `p` that have a grid line to it (not across the
/// centre, which is a hole in the board).
fn joins(p: Point, d: Direction) -> bool {
    match p.step(d) {
        Some(q) => p != Point::CENTRE && q != Point::CENTRE,
        None => false,
    }
}

/// What the ka board shows: the position and the marks on it. The game's
/// app and the exercise screen each make one, and the board is drawn from
/// it alone.
pub(crate) struct BoardScene<'a> {
    pub theme: Theme,
    pub position: &'a Position,
    /// Files the player to move may not take.
    pub banned: Vec<File>,
    /// Stones shown as captured.
    pub preview: Bits,
    /// Points worth choosing.
    pub marked: Bits,
    /// The capture being chosen.
    pub choice: Option<&'a CaptureChoice>,
    /// The last move, to mark.
    pub last: LastMove,
    /// The cursor, if one shows.
    pub cursor: Option<Point>,
}

impl<'a> BoardScene<'a> {
    /// The ka game's board.
    pub(crate) fn of(app: &'a App) -> BoardScene<'a> {
        BoardScene {
            theme: app.theme(),
            position: app.position(),
            banned: app.banned_columns().into_iter().map(|(f, _)| f).collect(),
            preview: app.preview(),
            // With a capture open: the stones of its line it leaves.
            marked: match app.choice() {
                None => app.marked(),
                Some(c) => c.left_standing(),
            },
            choice: app.choice(),
            last: crate::tui::play::view::last_shown(app),
            cursor: (!app.is_replay()).then(|| app.cursor()),
        }
    }
}

pub(crate) fn draw_board(scene: &BoardScene, b: &BoardLayout, buf: &mut Buffer) {
    let t = scene.theme;
    let pos = scene.position;
    // The wooden board, one column of margin on each side.
    let wood = b.wood();
    buf.set_style(wood, t.board());
    for y in wood.top()..wood.bottom() {
        for x in wood.left()..wood.right() {
            put(buf, x, y, " ", t.board());
        }
    }
    let banned = &scene.banned;
    let mover = pos.to_move();
    let (preview, marked, choice, last) = (scene.preview, scene.marked, scene.choice, &scene.last);
    let h = t.glyph(Glyph::Horizontal);
    // The lines first: a big piece covers the ends of its lines.
    for p in Point::all() {
        let (x, y) = b.cell(p);
        // Lines east and south of each point.
        if let (true, Some(q)) = (joins(p, Direction::East), p.step(Direction::East)) {
            let (qx, _) = b.cell(q);
            for xx in x.min(qx) + 1..x.max(qx) {
                put(buf, xx, y, h, t.line());
            }
        }
        if let (true, Some(q)) = (joins(p, Direction::South), p.step(Direction::South)) {
            let (_, qy) = b.cell(q);
            let crossed =
                banned.contains(&p.file()) && mover.half().contains(p) && mover.half().contains(q);
            let (g, style) = if crossed {
                (t.glyph(Glyph::Banned), t.banned())
            } else {
                (t.glyph(Glyph::Vertical), t.line())
            };
            for yy in y.min(qy) + 1..y.max(qy) {
                put(buf, x, yy, g, style);
            }
        }
    }
    for p in Point::all() {
        let (x, y) = b.cell(p);
        let (mut symbol, mut style, piece) = point_glyph(t, b, pos, p);
        if preview.contains(p) {
            style = style.patch(t.capture());
        } else if marked.contains(p) {
            style = style.patch(t.candidate());
            if pos.stone(p).is_none() {
                symbol = t.glyph(Glyph::Target).into();
            }
        } else if let Some((mark, marked_style)) = last.mark(t, p, style) {
            (symbol, style) = (mark.into(), marked_style);
        }
        match piece {
            Some(piece) => put_piece(buf, t, b, (x, y), piece, &symbol, style),
            None => put(buf, x, y, &symbol, style),
        }
        // Without colour, marks beside a stone tell what it is for.
        if !t.colour && pos.stone(p).is_some() {
            let flanks = if preview.contains(p) {
                Some((">", "<"))
            } else if marked.contains(p) {
                Some(("(", ")"))
            } else {
                None
            };
            if let Some((l, r)) = flanks {
                put_beside(buf, t, b, (x, y), [l, r], t.line());
            }
        }
    }
    last.draw_landing(t, b, buf);
    if let Some(c) = choice {
        let (fx, fy) = b.cell(c.from);
        if pos.phase() == Phase::KaEntry {
            let g = pos.stone(c.from).map_or(" ", |s| t.glyph(Glyph::Stone(s)));
            let style = pos.stone(c.from).map_or(t.board(), |s| t.stone(s));
            put_piece(
                buf,
                t,
                b,
                (fx, fy),
                Piece::Disc,
                g,
                style.patch(t.candidate()),
            );
            if !t.colour {
                put_beside(buf, t, b, (fx, fy), ["(", ")"], t.line());
            }
        }
        let (x, y) = b.cell(c.to);
        let ka = t.ka_letter(mover);
        put_piece(buf, t, b, (x, y), Piece::Tile, &ka, t.landing(mover));
    }
    // The cursor: brackets either side of its point (a replay has none).
    if let Some(cursor) = scene.cursor {
        put_cursor(buf, t, b, cursor);
    }
    // Labels: ranks on the left, files below, a banned file crossed out.
    put_labels(buf, t, b, |file| {
        if banned.contains(&file) {
            t.banned().add_modifier(Modifier::CROSSED_OUT)
        } else {
            t.label()
        }
    });
}

/// What `m`, played from `before` to `after`, did to the board: the
/// stones it took, where the ka came from (a stone entering, or the ka
/// moving on) and where it stands. Nothing, where `after` is not what `m`
/// made: the next round's fresh board, after a round's last move.
pub(crate) fn last_move_of(before: &Position, m: Move, after: &Position) -> LastMove {
    let mut made = *before;
    made.play(m);
    if made != *after {
        return LastMove::NONE;
    }
    let emptied = before.occupied() & !after.occupied();
    match m {
        Move::Column(_) => LastMove::new(emptied, Bits::EMPTY, None),
        Move::Ka { from, to, .. } => LastMove::new(emptied, [from].into_iter().collect(), Some(to)),
    }
}

/// What stands at `p`: its glyph, its style, and the piece it is, if any.
fn point_glyph(
    t: Theme,
    b: &BoardLayout,
    pos: &Position,
    p: Point,
) -> (Cow<'static, str>, Style, Option<Piece>) {
    if p == Point::CENTRE {
        return (" ".into(), t.board(), None);
    }
    if let Some(s) = pos.stone(p) {
        return (
            t.glyph(Glyph::Stone(s)).into(),
            t.stone(s),
            Some(Piece::Disc),
        );
    }
    if let Some(k) = Player::ALL.into_iter().find(|&k| pos.ka(k) == Some(p)) {
        return (t.ka_letter(k).into(), t.ka(k), Some(Piece::Tile));
    }
    // The turned board draws its corners and edges as they face.
    let [up, right, down, left] = b.on_screen(
        [
            Direction::North,
            Direction::East,
            Direction::South,
            Direction::West,
        ]
        .map(|d| joins(p, d)),
    );
    (t.cross(up, right, down, left).into(), t.line(), None)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::ka::{Pattern, Rules, Setup};

    #[test]
    fn a_rounds_last_move_marks_nothing_on_the_next_rounds_fresh_board() {
        let fresh = Position::start(&Setup::pattern(Pattern::First), Rules::CLASSIC);
        let mut before = fresh;
        for m in ["c", "j"] {
            before.play(m.parse().unwrap());
        }
        // The ka enters from d5 and takes a line.
        let m: Move = "d5-c5xN".parse().unwrap();
        let mut after = before;
        after.play(m);
        let marked = last_move_of(&before, m, &after);
        assert_ne!(marked, LastMove::NONE);
        // The round ended with it, and the board is set again for the
        // next: nothing on it was moved.
        assert_eq!(last_move_of(&before, m, &fresh), LastMove::NONE);
    }
}
