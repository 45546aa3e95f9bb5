//! Boxes over the board: the result of a finished game, and the question
//! before quitting or playing on from a past position.

use super::{panel_block, plural, popup};
use crate::games::ka::{Outcome, Player};
use crate::tui::app::{App, Pending};
use crate::tui::layout::BoardLayout;
use ratatui::buffer::Buffer;
use ratatui::layout::{Alignment, Rect};
use ratatui::style::{Modifier, Style};
use ratatui::text::Line;
use ratatui::widgets::{Clear, Paragraph, Widget};

pub(super) fn draw_result(app: &App, o: Outcome, b: &BoardLayout, buf: &mut Buffer) {
    let t = app.theme();
    let pos = app.position();
    let [s, n] = o.points();
    let mut text: Vec<Line> = Vec::new();
    let bold = Style::new().add_modifier(Modifier::BOLD);
    match o {
        Outcome::Cleared {
            winner: Some(w), ..
        } => {
            let (a, z) = if w == Player::South { (s, n) } else { (n, s) };
            text.push(Line::styled(format!("{w} wins by score, {a} to {z}"), bold));
            text.push(Line::from("Every stone has been taken."));
        }
        Outcome::Cleared { winner: None, .. } => {
            text.push(Line::styled(format!("A draw, {s} to {n}"), bold));
            text.push(Line::from("Every stone has been taken."));
        }
        Outcome::Suntuk { winner, .. } => {
            let loser = winner.opponent();
            text.push(Line::styled(format!("{winner} wins by suntuk"), bold));
            text.push(Line::from(format!(
                "{loser} cannot capture with {} left.",
                plural(pos.stones().count(), "stone")
            )));
            let r = o.result();
            text.push(Line::from(format!(
                "Recorded result: {winner} {}, {loser} {}.",
                r[winner.index()],
                r[loser.index()]
            )));
            text.push(Line::from(format!(
                "Points captured: South {s}, North {n}."
            )));
        }
    }
    text.push(Line::from(""));
    text.push(Line::styled("n new game · u undo · Esc see board", t.dim()));
    let h = text.len() as u16 + 2;
    let w = text.iter().map(|l| l.width() as u16).max().unwrap_or(20) + 4;
    let rect = popup(b.area, w, h);
    Clear.render(rect, buf);
    Paragraph::new(text)
        .alignment(Alignment::Center)
        .block(panel_block(t, " Game over ".into()))
        .render(rect, buf);
}

pub(super) fn draw_confirm(app: &App, p: Pending, area: Rect, buf: &mut Buffer) {
    let t = app.theme();
    let question = match p {
        Pending::Quit if app.autosave_path().is_some() => {
            "Quit? The game is saved: pasang --resume goes on with it."
        }
        Pending::Quit => "Quit this game? It is not finished, and autosave is off.",
        Pending::Continue => "Play on from here? The later moves wait on U (redo).",
    };
    let text = vec![
        Line::from(question),
        Line::from(""),
        Line::styled("y yes · n no", t.accent()),
    ];
    let rect = popup(area, question.len() as u16 + 6, 5);
    Clear.render(rect, buf);
    Paragraph::new(text)
        .alignment(Alignment::Center)
        .block(panel_block(t, " Are you sure? ".into()))
        .render(rect, buf);
}
