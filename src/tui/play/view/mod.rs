//! Drawing any game's screen ([`draw`]), from what every game shares and
//! what each brings through [`Front`] (the ka game's in `tui/ka/view/`,
//! Bell's in `tui/bell/view/`). Everything here reads the screen and the
//! area; nothing is written back. The shared pieces it lays out are in
//! [`crate::tui::view`].
//!
//! - `help`: the help, keys and the rules in brief;
//! - `popups`: the result of a finished game and the confirming questions;
//! - `chat`: a shared game's chat pane and box.

mod chat;
mod help;
mod popups;

pub(crate) use help::draw_help;
pub use help::help_text;
pub(crate) use popups::{draw_box, draw_question};

use super::words;
use super::{AnyForm, Front, Mode, Pending, Screen};
use crate::tui::layout::ScreenLayout;
use crate::tui::view::last_move::LastMove;
use crate::tui::view::{
    Bottom, ascii_only, draw_keys, draw_long_message, draw_status, too_small_saying,
};
use ratatui::Frame;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;

/// Draws any game's screen, and puts the terminal's cursor where a move is
/// typed (so screen readers follow it).
pub fn draw<G: Front>(app: &Screen<G>, frame: &mut Frame) {
    let area = frame.area();
    render(app, area, frame.buffer_mut());
    if let (Mode::Typing(text), Ok(layout)) = (app.mode(), ScreenLayout::new(area)) {
        let prompt = crate::tui::messages::screen::prompt().chars().count() as u16;
        let x = layout.status.x + prompt + text.chars().count() as u16;
        frame.set_cursor_position((x.min(layout.status.right() - 1), layout.status.y));
    }
}

/// Draws the whole screen of any game into `buf`.
pub fn render<G: Front>(app: &Screen<G>, area: Rect, buf: &mut Buffer) {
    draw_screen(app, area, buf);
    if app.theme().ascii {
        ascii_only(area, buf);
    }
}

fn draw_screen<G: Front>(app: &Screen<G>, area: Rect, buf: &mut Buffer) {
    let layout = match ScreenLayout::new(area) {
        Ok(l) => l,
        Err(_) => return too_small(app, area, buf),
    };
    if *app.mode() == Mode::Review && G::draw_review(app, &layout, buf) {
        return;
    }
    G::draw_board(app, &layout.board.with_facing(app.facing()), buf);
    let (panel, pane) = chat::split(app, layout.panel);
    G::draw_panel(app, panel, buf);
    if let Some(pane) = pane {
        chat::draw_pane(app, pane, buf);
    }
    let bottom = bottom_of(app);
    if !draw_long_message(&bottom, &layout, buf) {
        draw_status(&bottom, layout.status, buf);
        draw_keys(&bottom, layout.keys, buf);
    }
    let t = app.theme();
    match app.mode() {
        Mode::Help { scroll } => draw_help(app, area, *scroll, buf),
        Mode::Confirm(p) => {
            let question = words::confirm(*p, words::Kept::of(app.session(), app.hosts()));
            draw_question(t, *p, question, area, buf);
        }
        Mode::NewGame(forms) => draw_form(app, forms.shown(), area, buf),
        Mode::Games(list) => crate::tui::games_list::draw_games(t, list, area, buf),
        Mode::Settings(form) => crate::tui::settings::view::draw_settings(t, form, area, buf),
        Mode::Chat { back } => chat::draw_box(app, *back, area, buf),
        // A game without a review draws it as the board.
        Mode::Board | Mode::Typing(_) | Mode::Review => {
            if let (true, Some(result)) = (app.shows_result(), result_words(app)) {
                let keys = words::result_keys(app.is_replay(), app.after());
                draw_box(
                    t,
                    words::result_title(),
                    result,
                    keys,
                    layout.board.area,
                    buf,
                );
            } else if let Some(boxed) = G::interlude(app) {
                let area = layout.board.area;
                draw_box(t, boxed.title, boxed.body, boxed.keys, area, buf);
            }
        }
    }
}

/// The result on show, however the game ended: outside its rules (told
/// alike in every game), or by them (in the game's own words).
fn result_words<G: Front>(app: &Screen<G>) -> Option<(String, Vec<String>)> {
    match app.session().ended() {
        Some(ending) if app.session().at_the_end() => Some(crate::tui::messages::ended::result(
            ending,
            app.game().seats(),
        )),
        _ => G::result_words(app),
    }
}

fn too_small<G: Front>(app: &Screen<G>, area: Rect, buf: &mut Buffer) {
    let last = match app.mode() {
        Mode::Confirm(Pending::Quit) => crate::tui::messages::screen::too_small_last(true),
        Mode::NewGame(_) => crate::tui::messages::screen::too_small_form(),
        _ => crate::tui::messages::screen::too_small_last(false),
    };
    too_small_saying(last, area, buf);
}

/// The bottom lines of any game's screen.
pub(crate) fn bottom_of<G: Front>(app: &Screen<G>) -> Bottom {
    let typing = match app.mode() {
        Mode::Typing(text) => Some(text.clone()),
        _ => None,
    };
    let quiet = app.is_replay()
        || matches!(
            app.mode(),
            Mode::NewGame(_) | Mode::Games(_) | Mode::Settings(_)
        );
    Bottom::new(
        app.theme(),
        app.message(),
        typing,
        quiet,
        || G::cursor_info(app),
        crate::tui::play::keyed::bar(app),
    )
    .with_earlier(app.earlier_message())
}

/// The new-game form over the board of `screen`, for whichever game the
/// form makes.
pub(crate) fn draw_form<G: Front>(
    screen: &Screen<G>,
    form: &AnyForm,
    area: Rect,
    buf: &mut Buffer,
) {
    // Whether the game on the board stays saved.
    let kept = screen.autosave_path().is_some() || !screen.in_progress();
    form.draw(screen.theme(), kept, area, buf);
}

/// The move that led to the position on show on `app` (the last one
/// played, or while looking back the one before the position shown).
pub(crate) fn last_shown<G: Front>(app: &Screen<G>) -> LastMove {
    let game = app.game();
    let n = app.session().viewed_ply();
    let Some(i) = n.checked_sub(1) else {
        return LastMove::NONE;
    };
    match (
        game.position_at(i),
        game.moves().get(i),
        game.position_at(n),
    ) {
        (Some(before), Some(&m), Some(after)) => G::last_move(before, m, after),
        _ => LastMove::NONE,
    }
}
