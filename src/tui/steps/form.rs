//! Steps' new-game form: the game, the limit, and who sits in each seat.

use crate::games::steps::{Game, Limit, Rules, Setup};
use crate::games::{Level, Playable, SeatKind};
use crate::session::ClockSpec;
use crate::tui::Theme;
use crate::tui::play::{GameForm, Started};
use crate::tui::steps::words;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;

/// The rows, top to bottom: the game, the limit, South, North.
const ROWS: usize = 4;

/// Steps' new-game form.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StepsForm {
    pub limit: Limit,
    /// South's and North's players.
    pub kinds: [SeatKind; 2],
    clock: Option<ClockSpec>,
    row: usize,
}

impl StepsForm {
    /// The form for a game by `rules` with these players.
    pub fn new(rules: Rules, kinds: &[SeatKind]) -> StepsForm {
        let kind = |i: usize| kinds.get(i).copied().unwrap_or(SeatKind::Human);
        StepsForm {
            limit: rules.limit,
            kinds: [kind(0), kind(1)],
            clock: None,
            row: 1,
        }
    }

    /// The row chosen, 0 for the game's.
    pub fn row(&self) -> usize {
        self.row
    }
}

impl GameForm for StepsForm {
    type Game = Game;

    fn fresh(start: &crate::tui::play::FormStart) -> StepsForm {
        StepsForm {
            clock: start.clock,
            row: 0,
            ..StepsForm::new(Rules::default(), &[])
        }
    }

    fn options() -> Vec<&'static str> {
        vec!["--game", "--limit", "--south", "--north"]
    }

    fn on_game_row(&self) -> bool {
        self.row == 0
    }

    fn clock(&self) -> Option<ClockSpec> {
        self.clock
    }

    fn move_row(&mut self, step: isize) {
        self.row = crate::tui::setups::turn(self.row, ROWS, step.signum());
    }

    fn change(&mut self, by: isize) {
        match self.row {
            1 => self.limit = crate::tui::lobby::step_choice(self.limit, by),
            r @ (2 | 3) => {
                let kind = &mut self.kinds[r - 2];
                *kind = match kind {
                    SeatKind::Human => SeatKind::Computer(Level::Easy),
                    SeatKind::Computer(_) => SeatKind::Human,
                }
            }
            _ => {}
        }
    }

    fn chosen(&self) -> Result<Started<Game>, crate::tui::setups::FormError> {
        Ok(Started {
            game: Game::new(
                Setup::pattern(Default::default()),
                Rules { limit: self.limit },
            ),
            kinds: self.kinds.to_vec(),
            movetime: None,
            clock: self.clock,
        })
    }

    fn draw(&self, t: Theme, _kept: bool, area: Rect, buf: &mut Buffer) {
        let lines = words::form(self);
        let rect = crate::tui::view::popup(area, 44, lines.len() as u16 + 2);
        let inner = crate::tui::view::framed(t, rect, words::form_title(), buf);
        for (i, line) in lines.into_iter().enumerate() {
            let style = if i == self.row {
                t.accent()
            } else {
                ratatui::style::Style::new()
            };
            buf.set_string(inner.x, inner.y + i as u16, line, style);
        }
    }
}
