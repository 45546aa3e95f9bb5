//! The list of moves in the panel, alike in every game: one move a row,
//! numbered as played (move 9 is the ninth move, whoever made it, so the
//! number means the same with two seats or four), with who made it. While
//! looking back, the move on show (the last one played before the position
//! drawn) is marked with a glyph and in reverse, and the later ones are dim.

use crate::ai::Brain;
use crate::games::Playable;
use crate::session::Session;
use crate::tui::theme::Theme;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget};

/// One move of the list: who made it (a letter, in their style), the
/// move in notation, and a line to show under it (dim; often none).
pub(crate) struct Listed {
    pub who: String,
    pub who_style: Style,
    pub text: String,
    pub after: Option<String>,
}

/// Where the list stands: `played` moves are on show of all listed, and
/// whether that is a look back (or a replay) rather than the present.
#[derive(Clone, Copy)]
pub(crate) struct OnShow {
    pub played: usize,
    pub looking_back: bool,
}

impl OnShow {
    /// Where a session's list stands.
    pub(crate) fn of<G: Playable, B: Brain<Game = G>>(session: &Session<G, B>) -> OnShow {
        OnShow {
            played: session.viewed_ply(),
            looking_back: session.in_the_past(),
        }
    }
}

/// The moves `game` has played, each with the initial of the seat that
/// made it, in that seat's colour, and `after(i)` under move `i`.
pub(crate) fn played<G: Playable>(
    t: Theme,
    game: &G,
    after: impl Fn(usize) -> Option<String>,
) -> Vec<Listed> {
    game.moves()
        .iter()
        .enumerate()
        .map(|(i, m)| {
            let seat = game.to_move_at(i).unwrap_or(game.seats()[0]);
            Listed {
                who: crate::messages::seat_initial(seat),
                who_style: t.seat(seat),
                text: m.to_string(),
                after: after(i),
            }
        })
        .collect()
}

/// The glyph before the move on show: it reads without colour and in
/// ASCII.
pub(crate) fn marker(t: Theme) -> &'static str {
    if t.ascii { ">" } else { "▶" }
}

/// Draws `moves` in `area`, the move on show in view; `none` where no move
/// has been made.
pub(crate) fn draw_moves(
    t: Theme,
    moves: Vec<Listed>,
    on: OnShow,
    none: &str,
    area: Rect,
    buf: &mut Buffer,
) {
    if moves.is_empty() {
        buf.set_string(area.x, area.y, format!("  {none}"), t.dim());
        return;
    }
    // Each move's row, then the line under it where it has one; `at[i]`
    // is the row of move i + 1.
    let mut rows: Vec<Line> = Vec::with_capacity(moves.len());
    let mut at = Vec::with_capacity(moves.len());
    for (i, m) in moves.into_iter().enumerate() {
        let number = i + 1;
        let shown = on.looking_back && number == on.played;
        let style = if shown {
            Style::new().add_modifier(Modifier::BOLD | Modifier::REVERSED)
        } else if number == on.played {
            Style::new().add_modifier(Modifier::BOLD)
        } else if number > on.played {
            t.dim()
        } else {
            Style::new()
        };
        let mark = if shown { marker(t) } else { " " };
        at.push(rows.len());
        rows.push(Line::from(vec![
            Span::styled(mark, t.accent()),
            Span::styled(format!("{number:>3}. "), t.dim()),
            Span::styled(format!("{} ", m.who), m.who_style),
            Span::styled(m.text, style),
        ]));
        if let Some(after) = m.after {
            rows.push(Line::styled(format!("      {after}"), t.dim()));
        }
    }
    // The latest rows; looking back, the rows around the move on show.
    let total = rows.len();
    let height = area.height as usize;
    let skip = if on.looking_back {
        let row = on.played.checked_sub(1).map_or(0, |i| at[i] + 1);
        row.saturating_sub(height.div_ceil(2))
            .min(total.saturating_sub(height))
    } else {
        total.saturating_sub(height)
    };
    Paragraph::new(rows[skip..].to_vec()).render(area, buf);
}
