//! The help: the keys of the mode, then the rules in brief.

use super::{panel_block, popup, wrap_words};
use crate::games::ka::{Centre, KaEntry, SecondColumn};
use crate::tui::app::App;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Modifier;
use ratatui::text::{Line, Span, Text};
use ratatui::widgets::{Clear, Paragraph, Widget, Wrap};

/// The help text: keys, then the rules in brief, fitted to the game's
/// rule options.
/// `width` is the room inside the help's frame, for wrapping the keys' rows
/// under their descriptions.
pub fn help_text(app: &App, width: usize) -> Vec<Line<'static>> {
    let t = app.theme();
    let rules = app.position().rules();
    // A key row: the keys in a column, what they do wrapped beside them.
    let key = |keys: &str, key_width: usize, what: &str, lines: &mut Vec<Line<'static>>| {
        let room = width.saturating_sub(key_width + 4).max(20);
        for (i, part) in wrap_words(what, room).into_iter().enumerate() {
            let keys = if i == 0 { keys } else { "" };
            lines.push(Line::from(vec![
                Span::styled(format!("  {keys:<key_width$}  "), t.accent()),
                Span::raw(part),
            ]));
        }
    };
    let head = |s: &str| Line::styled(s.to_string(), t.accent().add_modifier(Modifier::UNDERLINED));
    let para = |s: String| Line::from(s);
    let entry = match rules.ka_entry {
        KaEntry::Slide => "slides one step sideways into the passage from the file next to it",
        KaEntry::Jump => "jumps sideways into the passage from two files away, over a stone",
        KaEntry::Either => {
            "slides in from the next file, or jumps in over a stone from two files away"
        }
    };
    let centre = match rules.centre {
        Centre::Blocks => {
            "The hole in the middle (f6) is not a point: nothing stops on it or passes it, and it ends a line."
        }
        Centre::Open => {
            "The hole in the middle (f6) is not a point: a ka cannot cross it, but a line runs on past it."
        }
    };
    let second = match rules.second_column {
        SecondColumn::Diagonal => {
            "North must take a file on the other side of f from South's (any but f if South took f)"
        }
        SecondColumn::Free => "North may take any file except the mirror of South's",
    };
    let mut lines = vec![head(if app.is_replay() {
        "Replay keys"
    } else {
        "Keys"
    })];
    let mut rows = crate::tui::keys::help(app.is_replay(), t.ascii);
    if !app.is_replay() {
        rows.push((
            "mouse click".to_string(),
            "choose a point; click the marked stones to confirm",
        ));
    }
    let key_width = rows
        .iter()
        .map(|(k, _)| k.chars().count())
        .max()
        .unwrap_or(0);
    for (keys, what) in rows {
        key(&keys, key_width, what, &mut lines);
    }
    if app.is_replay() {
        lines.push(Line::from(""));
        lines.push(para("A replay only shows a saved game; to play on from a position, open the file with pasang --load FILE.".into()));
        return lines;
    }
    lines.extend([
        para("The game is also saved after every move: pasang --resume goes on with it. Against the computer, u takes back its reply together with your move.".into()),
        Line::from(""),
        head(&format!("The rules ({rules})")),
        para("Two players, South (ranks 1-5) and North (ranks 7-11), share 120 stones on an 11 by 11 board. Every move captures: a black stone is worth 1 point, a white one 2. South moves first.".into()),
        para(format!("1. Column: each player removes the five stones of one file in their own half. That file becomes their passage. {second}.")),
        para(format!("2. Ka entry: each player turns one stone of their half into their ka (S or N). It {entry}, on its own rank, and must capture on arrival along its rank or file.")),
        para("3. Ka moves: a ka slides any distance along a rank or file over empty points, and captures across its move: along the file after moving sideways, along the rank after moving up or down.".into()),
        para("A line: looking one way from the ka, gaps are skipped, and stones of the first colour met are collected until the edge, a stone of the other colour or the other ka. If both sides hold the same colour they make one line. Only a line with an odd number of stones can be taken.".into()),
        para(centre.into()),
        para("The game ends when every stone is gone (most points wins), or when the player to move cannot capture: that is suntuk, and that player loses 0 to 120.".into()),
    ]);
    lines
}

pub(super) fn draw_help(app: &App, area: Rect, scroll: u16, buf: &mut Buffer) {
    let t = app.theme();
    let rect = popup(area, 78, area.height.saturating_sub(2).max(10));
    let inner_w = rect.width.saturating_sub(2).max(1) as usize;
    let lines = help_text(app, inner_w);
    // Rows after wrapping (about: words may wrap a little earlier), so the
    // help scrolls no further than its end.
    let rows: usize = lines
        .iter()
        .map(|l| l.width().div_ceil(inner_w).max(1))
        .sum();
    let visible = rect.height.saturating_sub(2) as usize;
    let max_scroll = (rows + 1).saturating_sub(visible) as u16;
    let title = if max_scroll > 0 {
        " Help · Esc closes, ↑↓ scroll "
    } else {
        " Help · Esc closes "
    };
    Clear.render(rect, buf);
    Paragraph::new(Text::from(lines))
        .wrap(Wrap { trim: false })
        .scroll((scroll.min(max_scroll), 0))
        .block(panel_block(t, title.into()))
        .render(rect, buf);
}
