//! The new-game form of Bell's game: how many play, the opening, and who
//! sits in each seat. The stones stay those of the game being played.

use crate::games::bell::{Game, Opening, Pattern, Players, Rules, Setup};
use crate::games::choice::Choice;
use crate::games::{Playable, Seat, SeatKind};
use crate::session::ClockSpec;
use crate::tui::clocks::clock_choices;
use crate::tui::play::SEAT_KIND_CHOICES;

/// A row of the form.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Row {
    /// Which game: changing it opens the other game's form.
    Game,
    Players,
    Opening,
    /// The players' clock, or none.
    Clock,
    /// Who sits in this seat.
    Seat(Seat),
}

/// The form's values and the row chosen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BellForm {
    pub players: Players,
    pub opening: Opening,
    /// Who sits in each seat, in [`Seat::ALL`] order (the seats out of play
    /// keep their choice for when they come back in).
    kinds: [SeatKind; 4],
    /// The clocks offered, and the one chosen.
    clocks: Vec<Option<ClockSpec>>,
    clock: usize,
    row: usize,
    /// The stones of the game being played, which a new game keeps.
    setup: Setup,
    /// The stones are a built-in pattern, not the game's: the form was
    /// opened from another game's.
    pattern: Option<Pattern>,
}

impl BellForm {
    /// A form starting from the game being played and its players.
    pub fn new(game: &Game, kinds: &[SeatKind]) -> BellForm {
        let (clocks, clock) = clock_choices(None);
        let mut all = [SeatKind::Human; 4];
        for (&seat, &kind) in game.seats().iter().zip(kinds) {
            all[seat_index(seat)] = kind;
        }
        BellForm {
            players: game.rules().players,
            opening: game.rules().opening,
            kinds: all,
            clocks,
            clock,
            // How many play, under the game's own row.
            row: 1,
            setup: game.setup().clone(),
            pattern: None,
        }
    }

    /// The form starting from the game's clock (or none).
    pub fn with_clock(mut self, clock: Option<ClockSpec>) -> BellForm {
        (self.clocks, self.clock) = clock_choices(clock);
        self
    }

    /// The clock chosen, if any.
    pub fn clock(&self) -> Option<ClockSpec> {
        self.clocks[self.clock]
    }

    /// The rows, the seats in play only.
    pub fn rows(&self) -> Vec<Row> {
        let mut rows = vec![Row::Game, Row::Players, Row::Opening, Row::Clock];
        rows.extend(self.players.seats().iter().map(|&s| Row::Seat(s)));
        rows
    }

    /// The row chosen.
    pub fn row(&self) -> Row {
        let rows = self.rows();
        rows[self.row.min(rows.len() - 1)]
    }

    /// A form for a new game on the built-in `pattern`, people in every
    /// seat: opened from another game's form.
    pub fn on_pattern(pattern: Pattern) -> BellForm {
        let game = Game::new(Setup::pattern(pattern), Rules::default());
        let mut form = BellForm::new(&game, &[]);
        form.pattern = Some(pattern);
        form
    }

    /// The built-in pattern the stones are set out in, when they are not
    /// the game's being played.
    pub fn pattern(&self) -> Option<Pattern> {
        self.pattern
    }

    /// The form with its first row, the game's, chosen.
    pub fn on_game_row(mut self) -> BellForm {
        self.row = 0;
        self
    }

    /// Who sits in `seat`.
    pub fn kind(&self, seat: Seat) -> SeatKind {
        self.kinds[seat_index(seat)]
    }

    /// Moves to the row `step` rows down (up when negative), round.
    pub fn move_row(&mut self, step: isize) {
        let n = self.rows().len() as isize;
        self.row = (self.row as isize + step).rem_euclid(n) as usize;
    }

    /// Changes the value of the row chosen, `step` choices on, round.
    pub fn change(&mut self, step: isize) {
        match self.row() {
            // The form of the other game takes over (`play::AnyForm`).
            Row::Game => {}
            Row::Players => self.players = cycle(Players::ALL, self.players, step),
            Row::Opening => self.opening = cycle(Opening::ALL, self.opening, step),
            Row::Clock => {
                let n = self.clocks.len() as isize;
                self.clock = (self.clock as isize + step).rem_euclid(n) as usize;
            }
            Row::Seat(seat) => {
                let i = seat_index(seat);
                self.kinds[i] = cycle(&SEAT_KIND_CHOICES, self.kinds[i], step);
            }
        }
        self.row = self.row.min(self.rows().len() - 1);
    }

    /// The game chosen, on the stones of the game being played, and who
    /// sits in each seat in turn order.
    pub fn chosen(&self) -> (Game, Vec<SeatKind>) {
        let rules = Rules {
            players: self.players,
            opening: self.opening,
        };
        let kinds = self.players.seats().iter().map(|&s| self.kind(s)).collect();
        (Game::new(self.setup.clone(), rules), kinds)
    }
}

fn seat_index(seat: Seat) -> usize {
    Seat::ALL.iter().position(|&s| s == seat).unwrap_or(0)
}

fn cycle<T: Copy + PartialEq>(all: &[T], now: T, step: isize) -> T {
    let n = all.len() as isize;
    let i = all.iter().position(|&x| x == now).unwrap_or(0) as isize;
    all[(i + step).rem_euclid(n) as usize]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::Level;

    #[test]
    fn the_rows_follow_the_number_of_players_and_seats_keep_their_choice() {
        let game = Game::new(Setup::default(), Rules::default());
        let mut form = BellForm::new(&game, &[SeatKind::Human, SeatKind::Computer(Level::Easy)]);
        assert_eq!(form.kind(Seat::North), SeatKind::Computer(Level::Easy));
        // The game, how many play, the opening, the clock, two seats; the
        // form starts on how many play.
        assert_eq!(form.rows().len(), 6);
        assert_eq!(form.row(), Row::Players);
        form.change(1); // players 3
        assert_eq!(form.players, Players::Three);
        assert_eq!(
            form.rows()[4..],
            [
                Row::Seat(Seat::South),
                Row::Seat(Seat::West),
                Row::Seat(Seat::North)
            ]
        );
        form.move_row(4); // West
        form.change(-1); // human -> ai:hard, round the end
        let (game, kinds) = form.chosen();
        assert_eq!(game.seats(), [Seat::South, Seat::West, Seat::North]);
        assert_eq!(
            kinds,
            [
                SeatKind::Human,
                SeatKind::Computer(Level::Hard),
                SeatKind::Computer(Level::Easy)
            ]
        );
        form.move_row(-6); // six rows up, round the top
        assert_eq!(form.row(), Row::Seat(Seat::North));
    }

    #[test]
    fn a_clock_is_chosen_on_its_row_starting_from_the_games() {
        let game = Game::new(Setup::default(), Rules::default());
        let own: ClockSpec = "0.5+2".parse().unwrap();
        let mut form = BellForm::new(&game, &[]).with_clock(Some(own));
        assert_eq!(form.clock(), Some(own));
        form.move_row(2);
        assert_eq!(form.row(), Row::Clock);
        form.change(1); // round the end: none
        assert_eq!(form.clock(), None);
        form.change(1);
        assert_eq!(form.clock(), Some("1+0".parse().unwrap()));
    }
}
