//! The new-game screen's form: everything the command line can choose for a
//! game — who plays each side, how long `ai:hard` thinks, the setup (a
//! built-in pattern, the game's own, or a file) and the rules — starting
//! from the game being played. No terminal and no words here: the view
//! draws it, [`super::messages`] says it.

use crate::games::SeatKind;
use crate::games::ka::{
    Captures, Centre, Choice, First, Game, KaEntry, Pattern, Preset, Rules, SecondColumn, Setup,
};
use crate::session::ClockSpec;
use crate::settings::Settings;
use crate::tui::play::{SEAT_KIND_CHOICES, Started};
use crate::tui::setups::{Choices, turn};
use std::time::Duration;

mod rows;
pub(crate) mod view;
pub mod words;

pub use crate::tui::setups::{FormError, MOVETIMES_MS, PATH_MAX};
pub use rows::{Row, Value};

/// A setup the form offers.
pub type SetupChoice = crate::tui::setups::SetupChoice<Pattern, Setup>;

/// The new-game form: the values of its rows and the row chosen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NewGameForm {
    row: Row,
    sides: [SeatKind; 2],
    choices: Choices<Pattern, Setup>,
    rules: Rules,
}

impl NewGameForm {
    /// The form for a new game like `game`, with these players and time.
    pub fn new(game: &Game, sides: [SeatKind; 2], movetime: Duration) -> NewGameForm {
        NewGameForm {
            row: Row::South,
            sides,
            choices: Choices::new(game.setup(), Setup::pattern, movetime),
            rules: game.rules(),
        }
    }

    /// The form for a game as the player's settings choose one where the
    /// command line names nothing: their rules, who begins, the rounds and
    /// the pattern (a value this pasang cannot use is passed over), people
    /// in both seats.
    pub fn from_settings(settings: &Settings, movetime: Duration) -> NewGameForm {
        let choice = crate::games::ka::RuleChoice {
            preset: settings.rules.as_deref().and_then(Preset::from_name),
            first: settings.first.as_deref().and_then(First::from_name),
            rounds: settings.rounds.and_then(crate::games::ka::Rounds::new),
            ..Default::default()
        };
        let pattern = (settings.pattern.as_deref())
            .and_then(Pattern::from_name)
            .unwrap_or_default();
        let game = Game::new(Setup::pattern(pattern), choice.rules());
        NewGameForm::new(&game, [SeatKind::Human; 2], movetime)
    }

    /// The form starting from the game's clock (or none).
    pub fn with_clock(mut self, clock: Option<ClockSpec>) -> NewGameForm {
        self.choices.with_clock(clock);
        self
    }

    /// The time, the clock and the setup chosen.
    pub fn choices(&self) -> &Choices<Pattern, Setup> {
        &self.choices
    }

    /// The row chosen.
    pub fn row(&self) -> Row {
        self.row
    }

    /// The form with `row` chosen.
    pub fn on_row(mut self, row: Row) -> NewGameForm {
        self.row = row;
        self
    }

    pub fn sides(&self) -> [SeatKind; 2] {
        self.sides
    }

    pub fn rules(&self) -> Rules {
        self.rules
    }

    /// Whether the row chosen takes typed characters.
    pub fn typing(&self) -> bool {
        self.row == Row::SetupFile
    }

    /// What a row shows.
    pub fn value(&self, row: Row) -> Value<'_> {
        match row {
            Row::Game => Value::Game(crate::games::GameKind::Ka),
            Row::South => Value::SeatKind(self.sides[0]),
            Row::North => Value::SeatKind(self.sides[1]),
            Row::Movetime => Value::Movetime(self.choices.movetime()),
            Row::Clock => Value::Clock(self.choices.clock()),
            Row::Setup => Value::Setup(self.choices.setup()),
            Row::SetupFile => Value::Path(self.choices.path()),
            Row::Rules => Value::Preset(self.rules.preset()),
            Row::SecondColumn => Value::SecondColumn(self.rules.second_column),
            Row::KaEntry => Value::KaEntry(self.rules.ka_entry),
            Row::Centre => Value::Centre(self.rules.centre),
            Row::Captures => Value::Captures(self.rules.captures),
            Row::First => Value::First(self.rules.first),
            Row::Rounds => Value::Rounds(self.rules.rounds),
        }
    }

    /// Whether a row can be chosen: the path only when the setup is a file,
    /// so that j and k, typed in it, do not catch whoever passes by.
    pub fn open(&self, row: Row) -> bool {
        row != Row::SetupFile || self.choices.from_file()
    }
}

/// The value `step` places on from `now` in `all`, round the end; from a
/// value not in the list, the first.
fn cycle<T: Copy + PartialEq>(all: &[T], now: T, step: isize) -> T {
    match all.iter().position(|&v| v == now) {
        Some(i) => all[turn(i, all.len(), step)],
        None => all[0],
    }
}

impl crate::tui::play::GameForm for NewGameForm {
    type Game = Game;

    fn fresh(start: &crate::tui::play::FormStart) -> NewGameForm {
        NewGameForm::from_settings(&start.settings, start.movetime)
            .with_clock(start.clock)
            .on_row(Row::Game)
    }

    fn options() -> Vec<&'static str> {
        Row::ALL.iter().flat_map(|r| r.options()).copied().collect()
    }

    fn typing(&self) -> bool {
        NewGameForm::typing(self)
    }

    fn on_game_row(&self) -> bool {
        self.row() == Row::Game
    }

    fn clock(&self) -> Option<ClockSpec> {
        self.choices.clock()
    }

    /// Moves to the next open row down (`step` 1) or up (-1), round the end.
    fn move_row(&mut self, step: isize) {
        let n = Row::ALL.len();
        let mut i = self.row.index();
        for _ in 0..n {
            i = turn(i, n, step.signum());
            if self.open(Row::ALL[i]) {
                break;
            }
        }
        self.row = Row::ALL[i];
    }

    /// Changes the chosen row's value to the next (`step` 1) or the
    /// previous (`step` -1), round the end. The preset sets the rule
    /// options but who moves first; an option changes the preset shown.
    fn change(&mut self, step: isize) {
        self.choices.changed();
        match self.row {
            // The form of the other game takes over (`play::Forms`).
            Row::Game => {}
            Row::South => self.sides[0] = cycle(&SEAT_KIND_CHOICES, self.sides[0], step),
            Row::North => self.sides[1] = cycle(&SEAT_KIND_CHOICES, self.sides[1], step),
            Row::Movetime => self.choices.step_movetime(step),
            Row::Clock => self.choices.step_clock(step),
            Row::Setup => self.choices.step_setup(step),
            Row::SetupFile => {}
            Row::Rules => {
                let preset = match self.rules.preset() {
                    Some(p) => cycle(Preset::ALL, p, step),
                    // From a mix: the first preset forward, the last back.
                    None if step > 0 => Preset::ALL[0],
                    None => Preset::ALL[Preset::ALL.len() - 1],
                };
                self.rules = Rules {
                    first: self.rules.first,
                    rounds: self.rules.rounds,
                    ..Rules::from(preset)
                };
            }
            Row::SecondColumn => {
                self.rules.second_column = cycle(SecondColumn::ALL, self.rules.second_column, step)
            }
            Row::KaEntry => self.rules.ka_entry = cycle(KaEntry::ALL, self.rules.ka_entry, step),
            Row::Centre => self.rules.centre = cycle(Centre::ALL, self.rules.centre, step),
            Row::Captures => self.rules.captures = cycle(Captures::ALL, self.rules.captures, step),
            Row::First => self.rules.first = cycle(First::ALL, self.rules.first, step),
            Row::Rounds => self.rules.rounds = self.rules.rounds.stepped(step),
        }
    }

    /// Types a character of the path.
    fn type_char(&mut self, c: char) {
        if self.typing() {
            self.choices.type_char(c);
        }
    }

    /// Erases the last character of the path.
    fn erase(&mut self) {
        if self.typing() {
            self.choices.erase();
        }
    }

    fn chosen(&self) -> Result<Started<Game>, FormError> {
        Ok(Started {
            game: Game::new(self.choices.read_setup(Setup::pattern)?, self.rules),
            kinds: self.sides.to_vec(),
            movetime: Some(self.choices.movetime()),
            clock: self.choices.clock(),
        })
    }

    fn refused(&mut self, error: FormError) {
        self.choices.refused(error);
        self.row = Row::SetupFile;
    }

    fn draw(
        &self,
        t: crate::tui::Theme,
        kept: bool,
        area: ratatui::layout::Rect,
        buf: &mut ratatui::buffer::Buffer,
    ) {
        crate::tui::ka::new_game::view::draw_new_game(t, kept, self, area, buf);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::Level;
    use crate::tui::play::GameForm;

    fn form_for(game: &Game) -> NewGameForm {
        NewGameForm::new(game, [SeatKind::Human; 2], Duration::from_secs(1))
    }

    fn form() -> NewGameForm {
        form_for(&Game::new(Setup::pattern(Pattern::First), Rules::CLASSIC))
    }

    fn to(form: &mut NewGameForm, row: Row) {
        for _ in 0..Row::ALL.len() {
            if form.row() == row {
                return;
            }
            form.move_row(1);
        }
        panic!("{row:?} not reached");
    }

    /// Chooses a setup file and goes to its path.
    fn to_path(form: &mut NewGameForm) {
        to(form, Row::Setup);
        form.change(-1);
        assert_eq!(
            *form.choices().setup(),
            SetupChoice::File,
            "the file is last"
        );
        form.move_row(1);
        assert_eq!(form.row(), Row::SetupFile);
    }

    /// A valid setup that is neither built-in pattern: `first` renamed.
    fn own_setup() -> Setup {
        let mut file = Setup::pattern(Pattern::First).to_file();
        file.name = "mine".into();
        Setup::new(file).unwrap()
    }

    #[test]
    fn it_starts_from_the_games_choices() {
        let game = Game::new(Setup::pattern(Pattern::Second), Rules::MARBLES);
        let sides = [SeatKind::Computer(Level::Easy), SeatKind::Human];
        let f = NewGameForm::new(&game, sides, Duration::from_millis(250));
        assert_eq!(f.row(), Row::South);
        assert_eq!(f.sides(), sides);
        assert_eq!(f.choices().movetime(), Duration::from_millis(250));
        assert_eq!(*f.choices().setup(), SetupChoice::Pattern(Pattern::Second));
        assert_eq!(f.rules(), Rules::MARBLES);
        assert_eq!(f.value(Row::Rules), Value::Preset(Some(Preset::Marbles)));
    }

    #[test]
    fn a_preset_sets_every_rule_option_but_who_moves_first() {
        let mut f = form();
        to(&mut f, Row::Rules);
        f.change(1);
        assert_eq!(f.value(Row::Rules), Value::Preset(Some(Preset::Marbles)));
        assert_eq!(
            f.value(Row::SecondColumn),
            Value::SecondColumn(SecondColumn::Free)
        );
        assert_eq!(f.value(Row::KaEntry), Value::KaEntry(KaEntry::Either));
        assert_eq!(f.value(Row::Centre), Value::Centre(Centre::Open));
        f.change(1);
        assert_eq!(f.rules(), Rules::TRADITIONAL);
        assert_eq!(f.value(Row::Captures), Value::Captures(Captures::Partial));
        to(&mut f, Row::First);
        f.change(1);
        assert_eq!(f.value(Row::First), Value::First(First::North));
        assert_eq!(
            f.value(Row::Rules),
            Value::Preset(Some(Preset::Traditional)),
            "who moves first is beside the preset"
        );
        to(&mut f, Row::Rules);
        f.change(1);
        assert_eq!(
            f.rules(),
            Rules {
                first: First::North,
                ..Rules::CLASSIC
            },
            "round the end to classic, North still first"
        );
    }

    #[test]
    fn changing_an_option_changes_the_preset_shown() {
        let mut f = form();
        to(&mut f, Row::Centre);
        f.change(1);
        assert_eq!(f.value(Row::Centre), Value::Centre(Centre::Open));
        assert_eq!(f.value(Row::Rules), Value::Preset(None), "custom");
        f.change(1);
        assert_eq!(f.value(Row::Rules), Value::Preset(Some(Preset::Classic)));
        // Option by option from classic to the marbles rules.
        to(&mut f, Row::SecondColumn);
        f.change(1);
        to(&mut f, Row::KaEntry);
        f.change(-1);
        to(&mut f, Row::Centre);
        f.change(-1);
        assert_eq!(f.value(Row::Rules), Value::Preset(Some(Preset::Marbles)));
    }

    #[test]
    fn from_custom_rules_the_preset_row_goes_to_a_preset() {
        let custom = Rules {
            ka_entry: KaEntry::Jump,
            ..Rules::CLASSIC
        };
        let game = Game::new(Setup::pattern(Pattern::First), custom);
        let mut f = form_for(&game);
        to(&mut f, Row::Rules);
        assert_eq!(f.value(Row::Rules), Value::Preset(None));
        f.change(1);
        assert_eq!(f.rules(), Rules::CLASSIC);
        let mut f = form_for(&game);
        to(&mut f, Row::Rules);
        f.change(-1);
        assert_eq!(f.rules(), Rules::TRADITIONAL);
    }

    #[test]
    fn cycling_values_wraps_both_ways() {
        let mut f = form();
        to(&mut f, Row::North);
        f.change(-1);
        assert_eq!(f.sides()[1], SeatKind::Computer(Level::Hard));
        f.change(1);
        assert_eq!(f.sides()[1], SeatKind::Human);
        to(&mut f, Row::KaEntry);
        for want in [KaEntry::Jump, KaEntry::Either, KaEntry::Slide] {
            f.change(1);
            assert_eq!(f.rules().ka_entry, want);
        }
        to(&mut f, Row::Movetime);
        for _ in 0..MOVETIMES_MS.len() {
            f.change(1);
        }
        assert_eq!(
            f.choices().movetime(),
            Duration::from_secs(1),
            "round to where it was"
        );
        // Rows wrap too, the game's row first.
        to(&mut f, Row::Game);
        f.move_row(-1);
        assert_eq!(f.row(), Row::Rounds);
        f.move_row(1);
        assert_eq!(f.row(), Row::Game);
    }

    #[test]
    fn the_setups_offered_are_the_patterns_and_a_file() {
        let mut f = form();
        assert_eq!(
            f.choices().setups(),
            [
                SetupChoice::Pattern(Pattern::First),
                SetupChoice::Pattern(Pattern::Second),
                SetupChoice::File
            ]
        );
        to(&mut f, Row::Setup);
        f.change(1);
        assert_eq!(*f.choices().setup(), SetupChoice::Pattern(Pattern::Second));
        let chosen = f.chosen().unwrap();
        assert_eq!(*chosen.game.setup(), Setup::pattern(Pattern::Second));
    }

    #[test]
    fn a_custom_setup_stays_offered_and_chosen() {
        let game = Game::new(own_setup(), Rules::CLASSIC);
        let mut f = form_for(&game);
        assert_eq!(*f.choices().setup(), SetupChoice::Current(own_setup()));
        assert_eq!(f.choices().setups().len(), 4);
        to(&mut f, Row::Setup);
        // first, second, the file, and back to it.
        for _ in 0..4 {
            f.change(1);
        }
        assert_eq!(*f.choices().setup(), SetupChoice::Current(own_setup()));
        assert_eq!(f.chosen().unwrap().game.setup().name(), "mine");
    }

    #[test]
    fn an_unusual_movetime_is_kept_in_its_place() {
        let game = Game::new(Setup::pattern(Pattern::First), Rules::CLASSIC);
        let mut f = NewGameForm::new(&game, [SeatKind::Human; 2], Duration::from_millis(1234));
        assert_eq!(f.choices().movetime(), Duration::from_millis(1234));
        assert_eq!(f.choices().movetimes().len(), MOVETIMES_MS.len() + 1);
        to(&mut f, Row::Movetime);
        f.change(1);
        assert_eq!(f.choices().movetime(), Duration::from_secs(2));
        f.change(-1);
        f.change(-1);
        assert_eq!(f.choices().movetime(), Duration::from_secs(1));
        f.change(1);
        assert_eq!(f.choices().movetime(), Duration::from_millis(1234));
        assert_eq!(
            f.chosen().unwrap().movetime,
            Some(Duration::from_millis(1234))
        );
    }

    #[test]
    fn a_clock_is_chosen_from_none_and_the_usual_ones_and_starts_with_the_game() {
        let mut f = form();
        assert_eq!(f.clock(), None);
        to(&mut f, Row::Clock);
        f.change(1);
        assert_eq!(f.clock(), Some("1+0".parse().unwrap()));
        f.change(1);
        f.change(1);
        assert_eq!(f.chosen().unwrap().clock, Some("5+3".parse().unwrap()));
        f.change(-3);
        assert_eq!(f.chosen().unwrap().clock, None);
        // A game's own clock is offered, and chosen to begin with.
        let own: ClockSpec = "0.5+2".parse().unwrap();
        let f = form().with_clock(Some(own));
        assert_eq!(f.clock(), Some(own));
    }

    #[test]
    fn the_path_row_is_passed_by_unless_the_setup_is_a_file() {
        let mut f = form();
        to(&mut f, Row::Setup);
        f.move_row(1);
        assert_eq!(f.row(), Row::Rules);
        f.move_row(-1);
        assert_eq!(f.row(), Row::Setup);
        f.type_char('x');
        assert_eq!(f.choices().path(), "", "only the path row takes characters");
        to_path(&mut f);
        f.move_row(-1);
        assert_eq!(f.row(), Row::Setup);
    }

    #[test]
    fn a_setup_file_that_does_not_load_is_an_error_to_put_right() {
        let mut f = form();
        to_path(&mut f);
        assert!(f.typing());
        for c in "/no/such/setup.ron".chars() {
            f.type_char(c);
        }
        to(&mut f, Row::South);
        assert!(f.start().is_none());
        assert_eq!(f.row(), Row::SetupFile, "back to the path to put it right");
        let Some(FormError::Setup(e)) = f.choices().error() else {
            panic!("{:?}", f.choices().error())
        };
        assert_eq!(e.path(), std::path::Path::new("/no/such/setup.ron"));
        f.erase();
        assert_eq!(f.choices().path(), "/no/such/setup.ro");
        assert!(f.choices().error().is_none(), "an edit clears the error");
    }

    #[test]
    fn a_file_with_no_path_is_refused() {
        let mut f = form();
        to(&mut f, Row::Setup);
        f.change(-1);
        assert_eq!(*f.choices().setup(), SetupChoice::File);
        assert_eq!(f.start().map(|c| c.kinds), None);
        assert_eq!(f.choices().error(), Some(&FormError::NoPath));
    }

    #[test]
    fn a_setup_file_that_loads_is_the_games_setup() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("mine.ron");
        let text = ron::to_string(&own_setup().to_file()).unwrap();
        std::fs::write(&path, text).unwrap();
        let mut f = form();
        to_path(&mut f);
        for c in path.to_str().unwrap().chars() {
            f.type_char(c);
        }
        f.type_char('\n');
        let chosen = f.start().unwrap();
        assert_eq!(*chosen.game.setup(), own_setup());
    }
}
