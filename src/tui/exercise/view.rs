//! Drawing the lessons' screens: the list, and a step on the board with
//! its text in the side panel. Reads `&LearnApp` and the area only.

use super::puzzles::PuzzleRun;
use super::words;
use super::work::{Cost, Said, Work};
use super::{LearnApp, LessonRun, View, stars_for};
use crate::exercise::Task;
use crate::games::ka::Player;
use crate::lessons::shipped;
use crate::tr;
use crate::tui::ka::select;
use crate::tui::ka::view::{BoardScene, draw_board};
use crate::tui::layout::ScreenLayout;
use crate::tui::messages::Message;
use crate::tui::view::{
    Bottom, ascii_only, draw_keys, draw_long_message, draw_status, panel_block, too_small_saying,
    wrap_words,
};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Modifier;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget};

impl Widget for &LearnApp {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let Ok(layout) = ScreenLayout::new(area) else {
            return too_small_saying(tr!("learn-too-small"), area, buf);
        };
        match self.view() {
            View::Lessons { selected } => draw_list(self, *selected, area, buf),
            View::Lesson(run) => {
                // What a miss says goes in the panel, under the step's
                // text, when the message line cannot hold it with the key
                // bar in view.
                let told = said(&run.work);
                let long = told
                    .clone()
                    .filter(|m| !crate::tui::view::fits_above_keys(&m.text, &layout));
                let in_panel = draw_panel(self, run, long, layout.panel, buf);
                draw_work(self, &run.work, &layout, (!in_panel).then_some(told), buf);
            }
            View::Puzzles { selected } => draw_puzzle_list(self, *selected, area, buf),
            View::Puzzle(run) => {
                // A hint too long for the message line is said there by
                // its cost alone: the panel shows the hint.
                let said = said(&run.work).map(|m| match &run.work.said {
                    Some(Said::Hint(h)) if !crate::tui::view::fits_above_keys(&m.text, &layout) => {
                        match words::hint_cost_alone(h) {
                            Some(text) => Message { text, tone: m.tone },
                            None => m,
                        }
                    }
                    _ => m,
                });
                draw_work(self, &run.work, &layout, Some(said), buf);
                draw_puzzle_panel(self, run, layout.panel, buf);
            }
        }
        if self.theme().ascii {
            ascii_only(area, buf);
        }
    }
}

/// The lines under the board; `info`, what the cursor is on, shows when
/// there is no message.
fn bottom(
    app: &LearnApp,
    message: Option<crate::tui::messages::Message>,
    typing: Option<String>,
    info: Option<String>,
) -> Bottom {
    let message = match app.told() {
        Some(told) => Some(crate::tui::messages::Message {
            text: told.text(crate::tui::messages::Unit::Move),
            tone: told.tone(),
        }),
        None => message,
    };
    Bottom::new(
        app.theme(),
        message,
        typing,
        info.is_none(),
        || info.unwrap_or_default(),
        crate::tui::keys::bar_of(app.table()),
    )
}

fn draw_bottom(b: &Bottom, layout: &ScreenLayout, buf: &mut Buffer) {
    if !draw_long_message(b, layout, buf) {
        draw_status(b, layout.status, buf);
        draw_keys(b, layout.keys, buf);
    }
}

/// A list's last lines (why progress is not kept, if it is not), drawn
/// in `inner`, and the lines under it.
fn end_list(
    app: &LearnApp,
    mut lines: Vec<Line>,
    inner: Rect,
    layout: &ScreenLayout,
    buf: &mut Buffer,
) {
    if let Some(e) = app.trouble() {
        lines.push(Line::from(""));
        for l in wrap_words(&words::trouble(e), inner.width as usize) {
            lines.push(Line::from(Span::styled(l, app.theme().error())));
        }
    }
    Paragraph::new(lines).render(inner, buf);
    draw_bottom(&bottom(app, None, None, None), layout, buf);
}

fn draw_list(app: &LearnApp, selected: usize, area: Rect, buf: &mut Buffer) {
    let t = app.theme();
    let layout = ScreenLayout::new(area).expect("checked by the caller");
    let main = Rect::new(area.x, area.y, area.width, area.height - 2);
    let block = panel_block(t, spaced(tr!("learn-list-title")));
    let inner = block.inner(main);
    block.render(main, buf);
    let mut lines: Vec<Line> = wrap_words(&tr!("learn-list-about"), inner.width as usize)
        .into_iter()
        .map(Line::from)
        .collect();
    lines.push(Line::from(""));
    for (i, lesson) in shipped().iter().enumerate() {
        let mark = match app.progress().lessons.get(&lesson.id) {
            Some(m) if m.stars > 0 => words::stars(m.stars, t.ascii),
            _ => "   ".to_string(),
        };
        let here = i == selected;
        let style = if here {
            t.cursor().add_modifier(Modifier::BOLD)
        } else {
            ratatui::style::Style::new()
        };
        let pointer = pointer(t, here);
        lines.push(Line::from(vec![
            Span::styled(pointer, t.accent()),
            Span::styled(format!("{mark} "), t.accent()),
            Span::styled(format!("{:>2}. {}", i + 1, lesson.title.now()), style),
        ]));
    }
    end_list(app, lines, inner, &layout, buf);
}

/// The board of an exercise and the two lines under it.
/// What the step's last try brought, said to the player.
fn said<T: Task>(work: &Work<T>) -> Option<crate::tui::messages::Message> {
    let player = work.exercise.player();
    work.said.as_ref().map(|s| words::said(s, player))
}

/// The board and the lines under it; what the last try brought (`said`)
/// is said there unless the panel says it (`said` is `None`).
fn draw_work<T: Task>(
    app: &LearnApp,
    work: &Work<T>,
    layout: &ScreenLayout,
    said: Option<Option<Message>>,
    buf: &mut Buffer,
) {
    let t = app.theme();
    let pos = work.position();
    let open = work.exercise.players_turn();
    let scene = BoardScene {
        theme: t,
        position: pos,
        banned: if open {
            select::banned_columns(pos)
                .into_iter()
                .map(|(f, _)| f)
                .collect()
        } else {
            Vec::new()
        },
        preview: work.preview(),
        marked: work.marked(),
        choice: work.choice.as_ref(),
        last: work.last_move(),
        cursor: open.then_some(work.cursor),
    };
    draw_board(&scene, &layout.board, buf);
    let player = work.exercise.player();
    // While the panel says it, the message line says nothing else; else
    // what was said, or what the capture chosen takes and how to choose,
    // or whose move it is; on the player's move with nothing said, what
    // the cursor is on and would take, as in the game.
    let (message, info) = if let Some(said) = said {
        let message = said
            .or_else(|| work.choice.as_ref().map(|c| choosing(work, c, player)))
            .or_else(|| (!open && !work.done()).then(|| their_move(player)));
        (message, open.then(|| cursor_text(work)))
    } else {
        (None, None)
    };
    draw_bottom(
        &bottom(app, message, work.typing.clone(), info),
        layout,
        buf,
    );
}

/// What the cursor is on and what choosing it would take, as the game's
/// message line says it.
fn cursor_text<T: Task>(work: &Work<T>) -> String {
    crate::tui::ka::words::cursor_text(&crate::tui::ka::words::CursorScene {
        position: work.position(),
        cursor: work.cursor,
        choice: work.choice.as_ref(),
        preview: work.preview(),
        playing: work.exercise.players_turn(),
    })
}

/// The capture chosen, what it takes, and how to take it or another.
fn choosing<T: Task>(
    work: &Work<T>,
    choice: &crate::tui::ka::select::CaptureChoice,
    player: Player,
) -> crate::tui::messages::Message {
    crate::tui::messages::Message {
        text: tr!(
            "cursor-and",
            what = cursor_text(work),
            then = crate::tui::ka::words::choice_hint(choice, player)
        ),
        tone: crate::tui::messages::Tone::Info,
    }
}

fn their_move(player: Player) -> crate::tui::messages::Message {
    crate::tui::messages::Message {
        text: tr!("learn-their-move", player = player.opponent().to_string()),
        tone: crate::tui::messages::Tone::Info,
    }
}

fn draw_panel(
    app: &LearnApp,
    run: &LessonRun,
    said: Option<crate::tui::messages::Message>,
    area: Rect,
    buf: &mut Buffer,
) -> bool {
    let t = app.theme();
    let lesson = run.lesson();
    let step = &lesson.steps[run.step];
    let mut lines = Vec::new();
    let width = panel_width(area);
    let mut add = |text: &str, style: ratatui::style::Style| {
        for l in wrap_words(text, width) {
            lines.push(Line::from(Span::styled(l, style)));
        }
    };
    add(&lesson.title.now(), t.accent().add_modifier(Modifier::BOLD));
    let about = tr!(
        "learn-step",
        n = run.step + 1,
        of = lesson.steps.len(),
        player = run.work.exercise.player().to_string()
    );
    add(&about, t.dim());
    add(&step.text.now(), ratatui::style::Style::new());
    add("", ratatui::style::Style::new());
    let step_lines = lines.len();
    let mut add = |text: &str, style: ratatui::style::Style| {
        for l in wrap_words(text, width) {
            lines.push(Line::from(Span::styled(l, style)));
        }
    };
    if run.work.done() {
        add(&step.done.now(), t.accent());
        if let Some(stars) = run.finished {
            add("", ratatui::style::Style::new());
            let done = tr!(
                "learn-lesson-done",
                stars = words::stars(stars, t.ascii),
                tries = run.tries()
            );
            add(&done, t.accent().add_modifier(Modifier::BOLD));
        }
    } else {
        let so_far = tr!(
            "learn-so-far",
            stars = words::stars(stars_for(run.tries()), t.ascii),
            tries = run.tries()
        );
        add(&so_far, t.dim());
        // The hint on show (unless it was just said), or what one would
        // cost.
        match &run.work.hint {
            Some(_) if matches!(run.work.said, Some(Said::Hint(_))) => {}
            Some(h) => add(&words::hint(h), t.accent()),
            None => {
                let cost = if stars_for(run.tries() + 1) < stars_for(run.tries()) {
                    Cost::Star
                } else {
                    Cost::Nothing
                };
                add(&words::hint_price(cost), t.dim());
            }
        }
    }
    // Said here only when all of it fits under the step: after the stars
    // so far, or in their place.
    let in_panel = said.is_some_and(|m| {
        let room = panel_block(t, String::new()).inner(area).height as usize;
        let said = wrap_words(&m.text, width);
        if lines.len() + 1 + said.len() <= room {
            lines.push(Line::default());
        } else if step_lines + said.len() <= room {
            lines.truncate(step_lines);
        } else {
            return false;
        }
        let style = crate::tui::view::tone_style(t, m.tone);
        lines.extend(said.into_iter().map(|l| Line::from(Span::styled(l, style))));
        true
    });
    draw_panel_lines(
        t,
        tr!("learn-lesson-n", n = run.lesson + 1),
        lines,
        area,
        buf,
    );
    in_panel
}

fn draw_puzzle_list(app: &LearnApp, selected: usize, area: Rect, buf: &mut Buffer) {
    let t = app.theme();
    let layout = ScreenLayout::new(area).expect("checked by the caller");
    let main = Rect::new(area.x, area.y, area.width, area.height - 2);
    let marks = &app.progress().puzzles;
    let block = panel_block(t, spaced(tr!("learn-puzzles-title", rating = marks.rating)));
    let inner = block.inner(main);
    block.render(main, buf);
    let mut lines: Vec<Line> = wrap_words(&tr!("learn-puzzles-about"), inner.width as usize)
        .into_iter()
        .map(Line::from)
        .collect();
    let shown = match app.puzzle_theme() {
        None => tr!("learn-puzzles-all"),
        Some(theme) => tr!("learn-puzzles-theme", theme = theme.name()),
    };
    let streak = tr!(
        "learn-puzzles-streak",
        streak = marks.streak,
        best = marks.best_streak
    );
    lines.push(Line::from(""));
    lines.push(Line::from(Span::styled(shown, t.accent())));
    lines.push(Line::from(Span::styled(streak, t.dim())));
    lines.push(Line::from(""));
    let order = super::puzzles::listed_in(app.puzzle_theme());
    let id_width = crate::puzzles::shipped()
        .iter()
        .map(|p| p.id.to_string().len())
        .max()
        .unwrap_or(1);
    // The rows round the one chosen, as many as fit.
    let room = (inner.height as usize)
        .saturating_sub(lines.len() + 3)
        .max(1);
    let first = selected
        .saturating_sub(room / 2)
        .min(order.len().saturating_sub(room));
    for (row, &i) in order.iter().enumerate().skip(first).take(room) {
        let p = &crate::puzzles::shipped()[i];
        // A puzzle missed at the first go stays marked so, solved later
        // or not.
        let mark = if marks.missed.contains(&p.id) {
            "x"
        } else if marks.solved.contains(&p.id) {
            if t.ascii { "+" } else { "✓" }
        } else {
            " "
        };
        let here = row == selected;
        let style = if here {
            t.cursor().add_modifier(Modifier::BOLD)
        } else {
            ratatui::style::Style::new()
        };
        lines.push(Line::from(vec![
            Span::styled(pointer(t, here), t.accent()),
            Span::styled(format!("{mark} "), t.accent()),
            Span::styled(
                tr!(
                    "learn-puzzle-row",
                    // Padded to the widest id, so the ratings line up.
                    id = format!("{:<width$}", p.id, width = id_width),
                    rating = p.rating,
                    theme = p.theme.name()
                ),
                style,
            ),
        ]));
    }
    end_list(app, lines, inner, &layout, buf);
}

fn draw_puzzle_panel(app: &LearnApp, run: &PuzzleRun, area: Rect, buf: &mut Buffer) {
    let t = app.theme();
    let p = run.puzzle();
    let mut lines = Vec::new();
    let width = panel_width(area);
    let mut add = |text: &str, style: ratatui::style::Style| {
        for l in wrap_words(text, width) {
            lines.push(Line::from(Span::styled(l, style)));
        }
    };
    let plain = ratatui::style::Style::new();
    add(
        &tr!("learn-theme", theme = p.theme.name()),
        t.accent().add_modifier(Modifier::BOLD),
    );
    let task = tr!(
        "learn-puzzle-task",
        player = p.solver().to_string(),
        moves = p.solver_moves()
    );
    add(&task, plain);
    let pos = run.work.position();
    let scores = tr!(
        "learn-puzzle-scores",
        south = pos.points(Player::South),
        north = pos.points(Player::North)
    );
    add(&scores, t.dim());
    add("", plain);
    let rating = tr!(
        "learn-puzzle-rating",
        rating = p.rating,
        yours = app.progress().puzzles.rating
    );
    add(&rating, t.dim());
    // What a hint would cost, or why it costs nothing; the hint on show.
    if !run.work.done() {
        let rated = match run.hint_cost(app.progress()) {
            Cost::Nothing => words::puzzle_rated(run.fell),
            cost => words::hint_price(cost),
        };
        add(&rated, t.dim());
        if let Some(h) = &run.work.hint {
            add("", plain);
            add(&words::hint(h), t.accent());
        }
    }
    if run.work.done() {
        add("", plain);
        let key = if run.missed {
            "learn-puzzle-solved-later"
        } else {
            "learn-puzzle-solved"
        };
        add(
            &crate::i18n::text(key, &[]),
            t.accent().add_modifier(Modifier::BOLD),
        );
    }
    draw_panel_lines(t, tr!("learn-puzzle-n", id = p.id), lines, area, buf);
}

/// The list's pointer at the row chosen, as the game's lists draw it.
fn pointer(t: crate::tui::theme::Theme, here: bool) -> &'static str {
    match (here, t.ascii) {
        (false, _) => "  ",
        (true, true) => "> ",
        (true, false) => "▶ ",
    }
}

/// A frame's title with a space each side, as the game's frames have it.
fn spaced(title: String) -> String {
    format!(" {title} ")
}

/// The width of the text in a side panel of `area`.
fn panel_width(area: Rect) -> usize {
    area.width.saturating_sub(4) as usize
}

/// The side panel: its frame and title, and `lines` inside with a column
/// of margin each side.
fn draw_panel_lines(
    t: crate::tui::theme::Theme,
    title: String,
    lines: Vec<Line>,
    area: Rect,
    buf: &mut Buffer,
) {
    let block = panel_block(t, spaced(title));
    let inner = block.inner(area);
    block.render(area, buf);
    let text = Rect {
        x: inner.x + 1,
        width: inner.width.saturating_sub(2),
        ..inner
    };
    Paragraph::new(lines).render(text, buf);
}
