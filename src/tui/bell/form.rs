//! The new-game form of Bell's game: everything the command line can
//! choose for it — how many play and who sits in each seat, how long
//! `ai:hard` thinks, the clock, the setup (a built-in pattern, the game's
//! own, or a file) and the opening — starting from the game being played.

use crate::games::bell::{Game, Opening, Pattern, Players, Rules, Setup};
use crate::games::choice::Choice;
use crate::games::{Playable, Seat, SeatKind};
use crate::session::ClockSpec;
use crate::tui::play::{SEAT_KIND_CHOICES, Started};
use crate::tui::setups::{Choices, FormError, cycle, turn};
use std::time::Duration;

/// A row of the form.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Row {
    /// Which game: changing it opens the other game's form.
    Game,
    Players,
    /// Who sits in this seat.
    Seat(Seat),
    /// How long `ai:hard` thinks a move.
    Movetime,
    /// The players' clock, or none.
    Clock,
    Setup,
    /// The path of a setup file, typed.
    SetupFile,
    Opening,
}

impl Row {
    /// Every row the form can show, in order: the seats of four players.
    pub const ALL: [Row; 11] = [
        Row::Game,
        Row::Players,
        Row::Seat(Seat::South),
        Row::Seat(Seat::West),
        Row::Seat(Seat::North),
        Row::Seat(Seat::East),
        Row::Movetime,
        Row::Clock,
        Row::Setup,
        Row::SetupFile,
        Row::Opening,
    ];

    /// The command-line options that choose what the row does.
    pub fn options(self) -> &'static [&'static str] {
        match self {
            Row::Game => &["--game"],
            Row::Players => &["--players"],
            Row::Seat(Seat::South) => &["--south"],
            Row::Seat(Seat::West) => &["--west"],
            Row::Seat(Seat::North) => &["--north"],
            Row::Seat(Seat::East) => &["--east"],
            Row::Movetime => &["--movetime"],
            Row::Clock => &["--clock"],
            Row::Setup => &["--pattern"],
            Row::SetupFile => &["--setup"],
            Row::Opening => &["--opening"],
        }
    }
}

/// The form's values and the row chosen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BellForm {
    pub players: Players,
    pub opening: Opening,
    /// Who sits in each seat, in [`Seat::ALL`] order (the seats out of play
    /// keep their choice for when they come back in).
    kinds: [SeatKind; 4],
    choices: Choices<Pattern, Setup>,
    row: usize,
}

impl BellForm {
    /// A form starting from the game being played, its players and how
    /// long `ai:hard` thinks.
    pub fn new(game: &Game, kinds: &[SeatKind], movetime: Duration) -> BellForm {
        let mut all = [SeatKind::Human; 4];
        for (&seat, &kind) in game.seats().iter().zip(kinds) {
            all[seat_index(seat)] = kind;
        }
        BellForm {
            players: game.rules().players,
            opening: game.rules().opening,
            kinds: all,
            choices: Choices::new(game.setup(), Setup::pattern, movetime),
            // How many play, under the game's own row.
            row: 1,
        }
    }

    /// The form starting from the game's clock (or none).
    pub fn with_clock(mut self, clock: Option<ClockSpec>) -> BellForm {
        self.choices.with_clock(clock);
        self
    }

    /// The time, the clock and the setup chosen.
    pub fn choices(&self) -> &Choices<Pattern, Setup> {
        &self.choices
    }

    /// The rows, the seats in play only.
    pub fn rows(&self) -> Vec<Row> {
        let seats = self.players.seats();
        (Row::ALL.into_iter())
            .filter(|row| match row {
                Row::Seat(s) => seats.contains(s),
                _ => true,
            })
            .collect()
    }

    /// The row chosen.
    pub fn row(&self) -> Row {
        let rows = self.rows();
        rows[self.row.min(rows.len() - 1)]
    }

    /// Whether a row can be chosen: the path only when the setup is a file,
    /// so that j and k, typed in it, do not catch whoever passes by.
    pub fn open(&self, row: Row) -> bool {
        row != Row::SetupFile || self.choices.from_file()
    }

    /// Whether the row chosen takes typed characters.
    pub fn typing(&self) -> bool {
        self.row() == Row::SetupFile
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
}

impl BellForm {
    /// Moves `step` open rows down (up when negative), round.
    pub fn move_row(&mut self, step: isize) {
        let rows = self.rows();
        for _ in 0..step.unsigned_abs() {
            for _ in 0..rows.len() {
                self.row = turn(self.row, rows.len(), step.signum());
                if self.open(rows[self.row]) {
                    break;
                }
            }
        }
    }

    /// Changes the value of the row chosen, `step` choices on, round.
    /// Seats come and go below how many play, which keeps its place.
    pub fn change(&mut self, step: isize) {
        self.choices.changed();
        match self.row() {
            // The form of the other game takes over (`play::Forms`).
            Row::Game | Row::SetupFile => {}
            Row::Players => self.players = cycle(Players::ALL, self.players, step),
            Row::Seat(seat) => {
                let i = seat_index(seat);
                self.kinds[i] = cycle(&SEAT_KIND_CHOICES, self.kinds[i], step);
            }
            Row::Movetime => self.choices.step_movetime(step),
            Row::Clock => self.choices.step_clock(step),
            Row::Setup => self.choices.step_setup(step),
            Row::Opening => self.opening = cycle(Opening::ALL, self.opening, step),
        }
    }

    /// Types a character of the path.
    pub fn type_char(&mut self, c: char) {
        if self.typing() {
            self.choices.type_char(c);
        }
    }

    /// Erases the last character of the path.
    pub fn erase(&mut self) {
        if self.typing() {
            self.choices.erase();
        }
    }

    /// The game as chosen (a setup file read now), or why it cannot start.
    pub fn chosen(&self) -> Result<Started<Game>, FormError> {
        let rules = Rules {
            players: self.players,
            opening: self.opening,
        };
        let kinds = self.players.seats().iter().map(|&s| self.kind(s)).collect();
        let setup = self.choices.read_setup(Setup::pattern)?;
        Ok(Started {
            game: Game::new(setup, rules),
            kinds,
            movetime: Some(self.choices.movetime()),
            clock: self.choices.clock(),
        })
    }

    /// Keeps `error` on show, and chooses the path row to put it right.
    pub fn refused(&mut self, error: FormError) {
        self.choices.refused(error);
        let rows = self.rows();
        self.row = rows.iter().position(|&r| r == Row::SetupFile).unwrap_or(0);
    }
}

fn seat_index(seat: Seat) -> usize {
    Seat::ALL.iter().position(|&s| s == seat).unwrap_or(0)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::Level;
    use crate::tui::play::GameForm;
    use crate::tui::setups::SetupChoice;

    const SECOND: Duration = Duration::from_secs(1);

    fn seats(form: &BellForm) -> Vec<Row> {
        (form.rows().into_iter())
            .filter(|r| matches!(r, Row::Seat(_)))
            .collect()
    }

    #[test]
    fn the_rows_follow_the_number_of_players_and_seats_keep_their_choice() {
        let game = Game::new(Setup::default(), Rules::default());
        let kinds = [SeatKind::Human, SeatKind::Computer(Level::Easy)];
        let mut form = BellForm::new(&game, &kinds, SECOND);
        assert_eq!(form.kind(Seat::North), SeatKind::Computer(Level::Easy));
        // The game, how many play, two seats, the time, the clock, the
        // setup and its file, the opening; the form starts on how many
        // play.
        assert_eq!(form.rows().len(), 9);
        assert_eq!(form.row(), Row::Players);
        form.change(1); // players 3
        assert_eq!(form.players, Players::Three);
        assert_eq!(
            seats(&form),
            [
                Row::Seat(Seat::South),
                Row::Seat(Seat::West),
                Row::Seat(Seat::North)
            ]
        );
        form.move_row(2); // West
        form.change(-1); // human -> ai:hard, round the end
        let Started { game, kinds, .. } = form.chosen().unwrap();
        assert_eq!(game.seats(), [Seat::South, Seat::West, Seat::North]);
        assert_eq!(
            kinds,
            [
                SeatKind::Human,
                SeatKind::Computer(Level::Hard),
                SeatKind::Computer(Level::Easy)
            ]
        );
        // Up round the top, passing the closed path row by.
        form.move_row(-4);
        assert_eq!(form.row(), Row::Opening);
        form.move_row(-1);
        assert_eq!(form.row(), Row::Setup);
    }

    #[test]
    fn a_clock_is_chosen_on_its_row_starting_from_the_games() {
        let game = Game::new(Setup::default(), Rules::default());
        let own: ClockSpec = "0.5+2".parse().unwrap();
        let mut form = BellForm::new(&game, &[], SECOND).with_clock(Some(own));
        assert_eq!(form.clock(), Some(own));
        form.move_row(4);
        assert_eq!(form.row(), Row::Clock);
        form.change(1); // round the end: none
        assert_eq!(form.clock(), None);
        form.change(1);
        assert_eq!(form.clock(), Some("1+0".parse().unwrap()));
    }

    #[test]
    fn every_pattern_and_the_time_are_chosen_as_on_the_command_line() {
        let game = Game::new(Setup::default(), Rules::default());
        let mut form = BellForm::new(&game, &[], SECOND);
        form.move_row(3);
        assert_eq!(form.row(), Row::Movetime);
        form.change(-1);
        assert_eq!(form.choices().movetime(), Duration::from_millis(500));
        form.move_row(2);
        assert_eq!(form.row(), Row::Setup);
        for want in [Pattern::Quarters, Pattern::Rings] {
            form.change(1);
            assert_eq!(*form.choices().setup(), SetupChoice::Pattern(want));
            let Started { game, .. } = form.chosen().unwrap();
            assert_eq!(*game.setup(), Setup::pattern(want));
        }
    }

    #[test]
    fn a_setup_file_is_read_at_the_start_and_one_that_does_not_load_is_put_right() {
        let game = Game::new(Setup::default(), Rules::default());
        let mut form = BellForm::new(&game, &[], SECOND);
        form.move_row(5);
        assert_eq!(form.row(), Row::Setup);
        form.change(-1);
        assert_eq!(*form.choices().setup(), SetupChoice::File);
        form.move_row(1);
        assert!(form.typing());
        for c in "/no/such/bell.ron".chars() {
            form.type_char(c);
        }
        form.move_row(1);
        assert_eq!(form.row(), Row::Opening);
        assert!(form.start().is_none());
        assert_eq!(form.row(), Row::SetupFile, "back to the path");
        assert!(matches!(form.choices().error(), Some(FormError::Setup(_))));
        form.erase();
        assert!(form.choices().error().is_none(), "an edit clears the error");
        // A Bell setup of one's own loads.
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("rings.ron");
        let text = ron::to_string(&Setup::pattern(Pattern::Rings).to_file()).unwrap();
        std::fs::write(&path, text).unwrap();
        while !form.choices().path().is_empty() {
            form.erase();
        }
        for c in path.to_str().unwrap().chars() {
            form.type_char(c);
        }
        let Started { game, .. } = form.start().unwrap();
        assert_eq!(*game.setup(), Setup::pattern(Pattern::Rings));
    }
}
