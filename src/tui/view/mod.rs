//! The pieces every screen lays out: frames, boxes, wrapped words, the
//! message line and key bar ([`Bottom`]), the list of moves, pieces and the
//! last move's marks, the too-small screen. They know no screen and no
//! game: each screen's own drawing (the game's in [`crate::tui::play`],
//! the lobby's, the lists') puts them together.

mod bars;
pub mod last_move;
pub(crate) mod moves;
pub(crate) mod piece;

pub(crate) use bars::{
    Bottom, draw_keys, draw_long_message, draw_status, fits_above_keys, key_bar, tone_style,
};
pub(crate) use last_move::LastMove;

use crate::tui::layout::MIN_SIZE;
use crate::tui::messages as words;
use crate::tui::theme::Theme;
use ratatui::buffer::Buffer;
use ratatui::layout::{Alignment, Rect};
use ratatui::style::{Modifier, Style};
use ratatui::symbols::border;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, BorderType, Clear, Paragraph, Widget, Wrap};

/// Replaces what Unicode is left in text (dashes and dots from messages,
/// arrows, box corners) with ASCII, so `--ascii` draws nothing else.
pub(crate) fn ascii_only(area: Rect, buf: &mut Buffer) {
    for y in area.top()..area.bottom() {
        for x in area.left()..area.right() {
            let Some(cell) = buf.cell_mut((x, y)) else {
                continue;
            };
            if cell.symbol().is_ascii() {
                continue;
            }
            let plain = match cell.symbol() {
                "–" | "—" | "─" | "·" => "-",
                "×" => "x",
                "…" => "~",
                "▶" | "→" => ">",
                "╱" => "/",
                "╲" => "\\",
                "←" => "<",
                "↑" => "^",
                "↓" => "v",
                "█" | "▄" | "▀" => "#",
                "▁" => "_",
                "│" => "|",
                "╭" | "╮" | "╰" | "╯" | "┼" => "+",
                _ => "?",
            };
            cell.set_symbol(plain);
        }
    }
}

/// The too-small screen: what is needed, and `last`.
pub(crate) fn too_small_saying(last: impl AsRef<str>, area: Rect, buf: &mut Buffer) {
    let [first, second] = words::screen::too_small(MIN_SIZE, (area.width, area.height));
    let text = vec![
        Line::from(first),
        Line::from(second),
        Line::from(last.as_ref().to_string()),
    ];
    let y = area.y + area.height.saturating_sub(3) / 2;
    let rect = Rect::new(area.x, y, area.width, area.height.min(3));
    Paragraph::new(text)
        .alignment(Alignment::Center)
        .wrap(Wrap { trim: true })
        .render(rect, buf);
}

pub(crate) fn put(buf: &mut Buffer, x: u16, y: u16, symbol: &str, style: Style) {
    if let Some(cell) = buf.cell_mut((x, y)) {
        cell.set_symbol(symbol).set_style(style);
    }
}

/// A popup's frame: clears `rect`, draws the titled border, and returns the
/// room inside it with a column of margin on each side.
/// `text` on row `y` of a box whose inside is `inner`, cut at its width.
pub(crate) fn put_in(buf: &mut Buffer, inner: Rect, y: u16, text: &str, style: Style) {
    buf.set_stringn(inner.x, y, text, inner.width as usize, style);
}

/// The width [`framed`] leaves inside a box `outer` wide: a border and a
/// space on each side.
pub(crate) fn inner_width(outer: u16) -> u16 {
    outer.saturating_sub(4)
}

pub(crate) fn framed(t: Theme, rect: Rect, title: String, buf: &mut Buffer) -> Rect {
    Clear.render(rect, buf);
    let block = panel_block(t, title);
    let inner = block.inner(rect);
    block.render(rect, buf);
    Rect {
        x: inner.x + 1,
        width: inner.width.saturating_sub(2),
        ..inner
    }
}

/// The start of a player's line on the panel: the turn's marker (or room
/// for it), then their name in `style`, bold on their turn.
pub(crate) fn player_head(t: Theme, turn: bool, name: String, style: Style) -> [Span<'static>; 2] {
    let marker = match (turn, t.ascii) {
        (false, _) => "  ",
        (true, false) => "▶ ",
        (true, true) => "> ",
    };
    let style = if turn {
        style.add_modifier(Modifier::BOLD)
    } else {
        style
    };
    [Span::styled(marker, t.accent()), Span::styled(name, style)]
}

pub(crate) fn panel_block(t: Theme, title: String) -> Block<'static> {
    let block = Block::bordered().title(Span::styled(title, t.accent()));
    if t.ascii {
        block.border_set(border::Set {
            top_left: "+",
            top_right: "+",
            bottom_left: "+",
            bottom_right: "+",
            vertical_left: "|",
            vertical_right: "|",
            horizontal_top: "-",
            horizontal_bottom: "-",
        })
    } else {
        block.border_type(BorderType::Rounded)
    }
}

pub(crate) fn popup(area: Rect, width: u16, height: u16) -> Rect {
    let w = width.min(area.width);
    let h = height.min(area.height);
    Rect::new(
        area.x + (area.width - w) / 2,
        area.y + (area.height - h) / 2,
        w,
        h,
    )
}

/// `text` in lines of at most `width` characters, broken between words (a
/// longer word has a line of its own). A no-break space holds its words
/// together ("0.2\u{a0}s": a number and its unit). A key and its label
/// ("n: new game") stay on one line: a line never ends on a key (a word of
/// at most four characters ending in `:`) when its label fits beside it.
pub(crate) fn wrap_words(text: &str, width: usize) -> Vec<String> {
    let mut units: Vec<String> = Vec::new();
    let mut words = (text.split(|c: char| c.is_whitespace() && c != '\u{a0}'))
        .filter(|word| !word.is_empty())
        .peekable();
    while let Some(word) = words.next() {
        let mut unit = word.to_string();
        let key = word.ends_with(':') && word.chars().count() <= 4;
        if let Some(next) = words.peek().filter(|_| key)
            && unit.chars().count() + 1 + next.chars().count() <= width
        {
            unit.push(' ');
            unit.push_str(next);
            words.next();
        }
        units.push(unit);
    }
    let mut lines = Vec::new();
    let mut line = String::new();
    for word in units {
        if !line.is_empty() && line.chars().count() + 1 + word.chars().count() > width {
            lines.push(std::mem::take(&mut line));
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(&word);
    }
    lines.push(line);
    lines
}

/// `text` as a paragraph of `width`, wrapped as [`wrap_words`] wraps it:
/// the panel's hint, whose keys stay with their labels.
pub(crate) fn wrapped_paragraph(text: &str, width: u16) -> Paragraph<'static> {
    Paragraph::new(
        wrap_words(text, width as usize)
            .into_iter()
            .map(Line::from)
            .collect::<Vec<_>>(),
    )
}

/// The lines a form keeps for the words about its rows: as many as the
/// longest of `abouts` takes at `width`, wrapped as [`wrap_words`] wraps
/// it, from two to `most`, so that the form keeps its height from row to
/// row.
pub(crate) fn about_height(abouts: impl IntoIterator<Item = String>, width: u16, most: u16) -> u16 {
    let longest = abouts
        .into_iter()
        .map(|about| wrap_words(&about, width as usize).len())
        .max()
        .unwrap_or(0);
    u16::try_from(longest).unwrap_or(most).clamp(2, most.max(2))
}

/// The panel's line saying how many look on at a shared game, while
/// anyone does.
pub(crate) fn watchers_line<G: crate::games::Playable>(
    link: Option<&crate::session::Link<G>>,
    t: Theme,
) -> Option<Line<'static>> {
    let n = link?.table().watchers();
    (n > 0).then(|| Line::styled(words::told::watchers(n), t.dim()))
}

/// The panel's lines with who plays `seat` at a server's game: their name
/// and rating, and how the game just ended moved it, if it did.
pub(crate) fn tag_lines<G: crate::games::Playable, B: crate::ai::Brain<Game = G>>(
    session: &crate::session::Session<G, B>,
    seat: crate::games::Seat,
    t: Theme,
) -> Vec<Line<'static>> {
    let Some(tag) = session.tag(seat) else {
        return Vec::new();
    };
    let change = words::panel::rating_change(&tag);
    std::iter::once(words::panel::tag(&tag))
        .chain(change)
        .map(|text| Line::styled(format!("  {text}"), t.dim()))
        .collect()
}

/// The panel's line with `seat`'s time on the clock, in a clock game:
/// "time 4:59", and "– running" on the seat whose time runs.
pub(crate) fn clock_line<G: crate::games::Playable, B: crate::ai::Brain<Game = G>>(
    session: &crate::session::Session<G, B>,
    seat: crate::games::Seat,
    t: Theme,
) -> Option<Line<'static>> {
    let clock = session.clock()?;
    let left = crate::session::clock_text(clock.left(seat, session.now()));
    let running = clock.running() == Some(seat) && !clock.is_paused() && !session.is_over();
    let style = if running { t.accent() } else { t.dim() };
    Some(Line::styled(
        format!("  {}", words::panel::clock(&left, running)),
        style,
    ))
}

/// `text` in at most `width` characters (a form's value): cut at the end with `…`, or for a
/// path at the start, so that the end being typed stays in view.
pub fn fitted(text: &str, width: usize, keep_end: bool) -> String {
    let n = text.chars().count();
    if n <= width {
        return text.to_string();
    }
    if keep_end {
        let tail: String = text.chars().skip(n + 1 - width).collect();
        format!("…{tail}")
    } else {
        let head: String = text.chars().take(width - 1).collect();
        format!("{head}…")
    }
}

#[cfg(test)]
mod tests {
    use super::wrap_words;

    #[test]
    fn words_wrap_between_words_and_a_long_word_keeps_a_line_of_its_own() {
        assert_eq!(
            wrap_words("look back a move: the board", 10),
            ["look back", "a move:", "the board"]
        );
        assert_eq!(
            wrap_words("a unbreakableword b", 5),
            ["a", "unbreakableword", "b"]
        );
        assert_eq!(wrap_words("", 5), [""]);
    }

    #[test]
    fn a_no_break_space_keeps_a_number_with_its_unit() {
        assert_eq!(
            wrap_words("North (ai:hard) is thinking. 0.2\u{a0}s · u takes back", 32),
            ["North (ai:hard) is thinking.", "0.2\u{a0}s · u takes back"]
        );
    }

    #[test]
    fn a_key_stays_on_the_line_of_its_label() {
        assert_eq!(
            wrap_words("North wins. n: new game, v: review", 14),
            ["North wins.", "n: new game,", "v: review"]
        );
        assert_eq!(
            wrap_words(
                "Utara menang secara suntuk. n: baharu, v: ulasan, u: undur",
                32
            ),
            [
                "Utara menang secara suntuk.",
                "n: baharu, v: ulasan, u: undur"
            ]
        );
    }
}
