//! Drawing Bell's game from `&BellApp`: the board, the side panel, the two
//! lines under them and the boxes over them. Everything here reads the app
//! and the area; the words come from [`crate::tui::messages::bell`].

pub(crate) mod board;
mod panel;

use super::{BellApp, Mode};
use crate::tui::Theme;
use crate::tui::layout::ScreenLayout;
use crate::tui::messages::bell::screen as words;
use crate::tui::messages::bell::screen::Now;
use crate::tui::messages::{popups, screen};
use crate::tui::view::{
    Bottom, ascii_only, draw_box, draw_keys, draw_long_message, draw_question, draw_status, framed,
    too_small_saying,
};
use ratatui::Frame;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;

/// Draws the app, and puts the terminal's cursor where a turn is typed (so
/// screen readers follow it).
pub fn draw(app: &BellApp, frame: &mut Frame) {
    let area = frame.area();
    render(app, area, frame.buffer_mut());
    if let (Mode::Typing(text), Ok(layout)) = (app.mode(), ScreenLayout::new(area)) {
        let prompt = screen::prompt().chars().count() as u16;
        let x = layout.status.x + prompt + text.chars().count() as u16;
        frame.set_cursor_position((x.min(layout.status.right() - 1), layout.status.y));
    }
}

/// Draws the whole screen into `buf`.
pub fn render(app: &BellApp, area: Rect, buf: &mut Buffer) {
    draw_screen(app, area, buf);
    if app.theme().ascii {
        ascii_only(area, buf);
    }
}

fn draw_screen(app: &BellApp, area: Rect, buf: &mut Buffer) {
    let Ok(layout) = ScreenLayout::new(area) else {
        let last = screen::too_small_last(matches!(app.mode(), Mode::Confirm(_)));
        return too_small_saying(last, area, buf);
    };
    board::draw_board(app, &layout.board.with_flip(app.flipped()), buf);
    panel::draw_panel(app, layout.panel, buf);
    let bottom = Bottom::of(app);
    if !draw_long_message(&bottom, &layout, buf) {
        draw_status(&bottom, layout.status, buf);
        draw_keys(&bottom, layout.keys, buf);
    }
    let t = app.theme();
    match app.mode() {
        Mode::Help { scroll } => crate::tui::view::draw_help(app, area, *scroll, buf),
        Mode::Confirm(p) => draw_question(
            t,
            *p,
            popups::confirm(*p, popups::Kept::of(app.session(), app.hosts())),
            area,
            buf,
        ),
        Mode::NewGame(form) => crate::tui::view::new_game::draw_form(app, form, area, buf),
        Mode::Games(list) => crate::tui::view::games::draw_games(t, list, area, buf),
        Mode::Settings(form) => crate::tui::settings::view::draw_settings(t, form, area, buf),
        // Bell's game has no review: it is drawn as the board.
        Mode::Board | Mode::Typing(_) | Mode::Review => {
            if let (true, Some(o)) = (app.shows_result(), app.position().outcome()) {
                let result = words::result(&o);
                let keys = words::result_keys(app.is_replay(), app.session().link().is_some());
                draw_box(
                    t,
                    popups::result_title(),
                    result,
                    keys,
                    layout.board.area,
                    buf,
                );
            }
        }
    }
}

/// What the cursor is on.
pub(in crate::tui) fn cursor_info(app: &BellApp) -> String {
    let p = app.cursor();
    let (black, white) = match app.hopping() {
        Some(t) => t.stones(),
        None => (app.position().black(), app.position().white()),
    };
    let on = crate::board::Stone::on(p, black, white);
    let missing = !crate::board::shape::Shape::Bell.contains(p);
    let landing = app.hopping().is_some() && app.marked().contains(p);
    words::cursor_line(p, on, missing, landing)
}

/// What the player to move is asked to do now.
pub fn now(app: &BellApp) -> Now {
    let pos = app.position();
    let (ply, of) = (app.session().viewed_ply(), app.game().moves().len());
    if let Some((seat, elapsed)) = app.thinking() {
        let level = match app.session().seat_kind(seat) {
            crate::games::SeatKind::Computer(level) => level,
            crate::games::SeatKind::Human => crate::games::Level::Hard,
        };
        let tenths = (elapsed.as_millis() / 100) as u64;
        return Now::Thinking {
            seat,
            level,
            tenths,
        };
    }
    if app.is_replay() {
        return Now::Replay { ply, of };
    }
    if app.in_the_past() {
        return Now::Past {
            ply,
            of,
            shared: app.session().link().is_some(),
        };
    }
    if let Some((seats, invite)) = app.session().waiting_for() {
        return Now::Waiting { seats, invite };
    }
    if let Some(ending) = app.session().ended() {
        return Now::Ended {
            ending,
            shared: app.session().link().is_some(),
        };
    }
    if pos.outcome().is_some() {
        return Now::Over {
            shared: app.session().link().is_some(),
        };
    }
    let seat = pos.to_move();
    if !app.session().plays_here(seat) {
        return Now::Elsewhere {
            seat,
            watching: app.session().watching(),
        };
    }
    match app.hopping() {
        _ if !pos.opened() => Now::Opening {
            seat,
            opening: pos.rules().opening,
        },
        Some(t) => Now::Hop {
            seat,
            hops: t.hops(),
        },
        None => Now::Choose { seat },
    }
}

/// Bell's new-game form, over the board.
pub(crate) fn draw_form(t: Theme, form: &super::form::BellForm, area: Rect, buf: &mut Buffer) {
    use super::form::Row;
    let rows = form.rows();
    let height = rows.len() as u16 + 6;
    let rect = crate::tui::view::popup(area, 52, height);
    let inner = framed(t, rect, words::form_title(), buf);
    let marker = if t.ascii { ">" } else { "▶" };
    for (i, &row) in rows.iter().enumerate() {
        let value = match row {
            Row::Game => crate::messages::records::game_name(crate::games::GameKind::Bell),
            Row::Players => words::players_value(form.players),
            Row::Opening => words::opening_value(form.opening),
            Row::Clock => crate::tui::messages::new_game::value(
                crate::tui::new_game::Value::Clock(form.clock()),
            ),
            Row::Seat(s) => words::kind_value(form.kind(s)),
        };
        let chosen = row == form.row();
        let style = if chosen {
            t.accent()
        } else {
            ratatui::style::Style::new()
        };
        let lead = if chosen { marker } else { " " };
        // The value between the arrows the ka game's form draws.
        let (open, close) = if t.ascii { ("<", ">") } else { ("‹", "›") };
        let line = format!(
            "{lead} {:<9} {open} {value} {close}",
            words::form_label(row)
        );
        buf.set_string(inner.x, inner.y + 1 + i as u16, line, style);
    }
    let y = inner.y + rows.len() as u16 + 2;
    buf.set_string(inner.x, y, words::form_setup(form.pattern()), t.dim());
    buf.set_string(inner.x, y + 1, words::form_keys(), t.accent());
}
