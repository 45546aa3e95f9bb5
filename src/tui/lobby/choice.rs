//! The lobby's choices for a new game: which game in which variant, its
//! pattern and rules, the clock, the seat, who plays the other seats,
//! whether a challenge is rated, and a new tournament's format. Each game
//! says through [`InLobby`] what its rows offer.

use crate::community::tournament::Format;
use crate::games::any::RulesOf;
use crate::games::choice::Choice as ChoiceOf;
use crate::games::{AnyGame, AnyRules, GameKind, Level, Playable, Seat};
use crate::messages::Named;
use crate::messages::options::Labelled as _;
use crate::session::ClockSpec;

/// What the lobby offers for a game, each game's in its own tui folder:
/// the variants its Game row goes through, the seats of each, and its rows
/// of rules. A variant and the rule rows' values are held in the game's
/// [`Playable::Rules`].
pub trait InLobby: Named {
    /// How many variants the Game row shows for the game, one after the
    /// other.
    const VARIANTS: usize = 1;
    /// The game's rows of rules, between the pattern and the clock.
    const RULE_ROWS: &'static [RuleRow<Self::Rules>];

    /// Which variant `rules` are, counted from 0.
    fn variant(_rules: &Self::Rules) -> usize {
        0
    }
    /// `rules` made variant `variant`, their rule rows' values kept.
    fn with_variant(rules: Self::Rules, _variant: usize) -> Self::Rules {
        rules
    }
    /// The seats of a game by `rules`, in turn order.
    fn seats(rules: &Self::Rules) -> &'static [Seat];
}

/// A row of rules the lobby shows for a game: the rules are `R`.
pub struct RuleRow<R> {
    /// The option as the command line names it (`rules`, `opening`): the
    /// row's [`Row::Rule`].
    pub option: &'static str,
    /// What the row is called.
    pub label: fn() -> String,
    /// The value chosen in the rules, as shown.
    pub value: fn(R) -> String,
    /// The rules with the value `by` places on, round the ends.
    pub step: fn(R, isize) -> R,
}

/// The value `by` places on from `value` among all of its option's, round
/// the ends.
pub fn step_choice<C: ChoiceOf + PartialEq>(value: C, by: isize) -> C {
    crate::tui::setups::cycle(C::ALL, value, by)
}

/// A game's patterns type.
type PatternOf<G> = <G as Playable>::Pattern;

/// How many games the list has.
const GAMES: usize = GameKind::ALL.len();

/// The place of `game` in the list of games.
fn place(game: GameKind) -> usize {
    GameKind::ALL.iter().position(|&k| k == game).unwrap_or(0)
}

/// The rules of a game, from what the lobby holds for it.
fn typed<G: InLobby>(rules: AnyRules) -> G::Rules
where
    G::Rules: TryFrom<AnyRules>,
{
    G::Rules::try_from(rules).unwrap_or_default()
}

/// The rule row of `G` for `option`, if it has one.
fn rule_row<G: InLobby>(option: &str) -> Option<&'static RuleRow<G::Rules>> {
    G::RULE_ROWS.iter().find(|r| r.option == option)
}

/// Which game a new game is, in which of its variants: a value of the Game
/// row.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Kind {
    pub game: GameKind,
    /// Counted from 0, in the Game row's order.
    pub variant: usize,
}

impl Kind {
    /// The Game row's values, in order: each game of the list in each of
    /// its variants.
    pub fn all() -> Vec<Kind> {
        GameKind::ALL
            .iter()
            .flat_map(|&game| {
                let variants = crate::on_kind!(game, G => <G as InLobby>::VARIANTS);
                (0..variants).map(move |variant| Kind { game, variant })
            })
            .collect()
    }
}

/// Who plays the other seats of a new game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Opponents {
    /// Other visitors, who join by the code.
    Visitors,
    Computer(Level),
}

impl Opponents {
    pub const ALL: [Opponents; 4] = [
        Opponents::Visitors,
        Opponents::Computer(Level::Easy),
        Opponents::Computer(Level::Medium),
        Opponents::Computer(Level::Hard),
    ];
}

/// A row of the lobby, top to bottom.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Row {
    Game,
    Pattern,
    /// One of the game's rows of rules, by its option's name.
    Rule(&'static str),
    Clock,
    Seat,
    Opponents,
    /// Whether an open challenge is rated.
    Rated,
    Start,
    /// Post an open challenge, or withdraw the one posted.
    Seek,
    /// Play anyone waiting for the same game now.
    Anyone,
    /// The open challenges, to take one.
    Seeks,
    Join,
    Watch,
    Mine,
    /// The server's players and their ratings.
    Players,
    /// Who is on the server now.
    Here,
    /// The visitor's display name.
    Name,
    /// The server's tournaments.
    Tournaments,
    /// A new tournament, of the format chosen, for the game chosen (shown
    /// to the server's operator only).
    NewTournament,
    Leave,
}

impl Row {
    /// The rows above the game's rules.
    const TOP: [Row; 2] = [Row::Game, Row::Pattern];
    /// The rows below them.
    const BOTTOM: [Row; 17] = [
        Row::Clock,
        Row::Seat,
        Row::Opponents,
        Row::Rated,
        Row::Start,
        Row::Seek,
        Row::Anyone,
        Row::Seeks,
        Row::Join,
        Row::Watch,
        Row::Mine,
        Row::Players,
        Row::Here,
        Row::Name,
        Row::Tournaments,
        Row::NewTournament,
        Row::Leave,
    ];

    /// The rows shown for `game`, top to bottom: each game has its own
    /// rule rows.
    pub fn of(game: GameKind) -> Vec<Row> {
        let rules: Vec<Row> = crate::on_kind!(game, G => {
            G::RULE_ROWS.iter().map(|r| Row::Rule(r.option)).collect()
        });
        [&Row::TOP[..], &rules, &Row::BOTTOM].concat()
    }
}

/// The lobby's choices for a new game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Choice {
    /// Which game.
    pub game: GameKind,
    /// Index into the game's patterns.
    pub pattern: usize,
    /// Each game's rules as chosen, in the list's order: its variant and
    /// its rule rows' values, kept while another game is chosen.
    rules: [AnyRules; GAMES],
    /// The players' clock, or none.
    pub clock: Option<ClockSpec>,
    /// Index into the game's seats.
    pub seat: usize,
    pub opponents: Opponents,
    /// An open challenge is rated, as chosen: for a game of a kind rated
    /// only ([`Choice::rated_challenge`]).
    pub rated: bool,
    /// The format of a new tournament.
    pub format: Format,
}

impl Choice {
    /// The rules chosen for `game`.
    pub fn rules_of(&self, game: GameKind) -> AnyRules {
        self.rules[place(game)]
    }

    /// The game chosen, in its variant.
    pub fn kind(&self) -> Kind {
        let rules = self.rules_of(self.game);
        let variant = crate::on_kind!(self.game, G => G::variant(&typed::<G>(rules)));
        Kind {
            game: self.game,
            variant,
        }
    }

    /// The seats of the game chosen, in turn order.
    pub fn seats(&self) -> &'static [Seat] {
        let rules = self.rules_of(self.game);
        crate::on_kind!(self.game, G => <G as InLobby>::seats(&typed::<G>(rules)))
    }

    /// The game chosen, with no move played.
    pub fn game(&self) -> AnyGame {
        let rules = self.rules_of(self.game);
        crate::on_kind!(self.game, G => {
            let pattern = PatternOf::<G>::ALL.get(self.pattern).copied().unwrap_or_default();
            G::new(G::pattern(pattern), typed::<G>(rules)).into()
        })
    }

    /// Whether the game chosen is of a kind rated: a game of three or
    /// four has no one opponent to be rated against.
    pub fn ratable(&self) -> bool {
        crate::games::Rated::of(&self.game()).is_some()
    }

    /// Whether a challenge posted now is rated: as chosen, where the game
    /// chosen can be.
    pub fn rated_challenge(&self) -> bool {
        self.rated && self.ratable()
    }

    /// Whether the value of `row` is fixed for the game chosen, its arrows
    /// changing nothing: a challenge for a game of a kind not rated is
    /// casual.
    pub fn fixed(&self, row: Row) -> bool {
        row == Row::Rated && !self.ratable()
    }

    /// The pattern chosen, by its label.
    pub fn pattern_label(&self) -> Option<String> {
        crate::on_kind!(self.game, G => PatternOf::<G>::ALL.get(self.pattern).map(|p| p.label()))
    }

    /// The value of a rule row of the game chosen, as shown.
    pub fn rule_value(&self, option: &str) -> Option<String> {
        let rules = self.rules_of(self.game);
        crate::on_kind!(self.game, G => rule_row::<G>(option).map(|r| (r.value)(typed::<G>(rules))))
    }

    /// What a rule row of the game chosen is called.
    pub fn rule_label(&self, option: &str) -> Option<String> {
        crate::on_kind!(self.game, G => rule_row::<G>(option).map(|r| (r.label)()))
    }

    /// The choice with the value in `row` `by` places on, round the ends.
    pub fn step(&mut self, row: Row, by: isize) {
        let wrap = |i: usize, n: usize| (i as isize + by).rem_euclid(n as isize) as usize;
        match row {
            Row::Game => {
                let all = Kind::all();
                let i = all.iter().position(|&k| k == self.kind()).unwrap_or(0);
                let to = all[wrap(i, all.len())];
                // Another game's patterns start from its own default;
                // another variant of the same game keeps the pattern
                // chosen.
                if to.game != self.game {
                    self.game = to.game;
                    self.pattern = default_pattern(to.game);
                }
                let at = place(to.game);
                let rules = self.rules[at];
                self.rules[at] = crate::on_kind!(to.game, G => {
                    G::with_variant(typed::<G>(rules), to.variant).into()
                });
                self.seat = 0;
            }
            Row::Pattern => {
                let patterns = crate::on_kind!(self.game, G => PatternOf::<G>::ALL.len());
                self.pattern = wrap(self.pattern, patterns);
            }
            Row::Rule(option) => {
                let at = place(self.game);
                let rules = self.rules[at];
                self.rules[at] = crate::on_kind!(self.game, G => {
                    match rule_row::<G>(option) {
                        Some(r) => (r.step)(typed::<G>(rules), by).into(),
                        None => rules,
                    }
                });
            }
            Row::Clock => {
                let all = clocks();
                let i = all.iter().position(|&k| k == self.clock).unwrap_or(0);
                self.clock = all[wrap(i, all.len())];
            }
            Row::Seat => self.seat = wrap(self.seat, self.seats().len()),
            Row::Opponents => {
                let all = Opponents::ALL;
                let i = all.iter().position(|&o| o == self.opponents).unwrap_or(0);
                self.opponents = all[wrap(i, all.len())];
            }
            Row::Rated if self.fixed(row) => {}
            Row::Rated => self.rated = !self.rated,
            Row::NewTournament => {
                let all = formats();
                let i = all.iter().position(|&f| f == self.format).unwrap_or(0);
                self.format = all[wrap(i, all.len())];
            }
            _ => {}
        }
    }
}

/// The pattern a game starts from, as on the command line: index into its
/// patterns.
fn default_pattern(game: GameKind) -> usize {
    crate::on_kind!(game, G => PatternOf::<G>::ALL.iter().position(|p| *p == Default::default()))
        .unwrap_or(0)
}

impl Default for Choice {
    /// The first game of the list against other visitors, with the command
    /// line's pattern, rules and clock (none).
    fn default() -> Choice {
        let game = GameKind::ALL[0];
        Choice {
            game,
            pattern: default_pattern(game),
            rules: std::array::from_fn(
                |i| crate::on_kind!(GameKind::ALL[i], G => AnyRules::from(RulesOf::<G>::default())),
            ),
            clock: None,
            seat: 0,
            opponents: Opponents::Visitors,
            rated: false,
            format: Format::Swiss { rounds: 4 },
        }
    }
}

/// The formats of a new tournament: Swiss of 2 to 9 rounds, then a round
/// robin.
fn formats() -> Vec<Format> {
    (2..=9)
        .map(|rounds| Format::Swiss { rounds })
        .chain([Format::RoundRobin])
        .collect()
}

/// The clocks the lobby offers: none first, then the new-game screen's.
fn clocks() -> Vec<Option<ClockSpec>> {
    crate::tui::clocks::clock_choices(None).0
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::{bell, ka};
    use crate::i18n::{self, Lang};
    use crate::tui::lobby::words::value;
    use Seat::{East, North, South, West};

    #[test]
    fn the_game_row_goes_through_every_game_in_its_variants_each_made_with_the_seats_shown() {
        i18n::set(Lang::english());
        #[allow(unused_mut)]
        let mut expected: Vec<(GameKind, &str, &[Seat])> = vec![
            (GameKind::Ka, "the ka game", &[South, North]),
            (GameKind::Bell, "Bell's game, 2 players", &[South, North]),
            (
                GameKind::Bell,
                "Bell's game, 3 players",
                &[South, West, North],
            ),
            (
                GameKind::Bell,
                "Bell's game, 4 players",
                &[South, West, North, East],
            ),
        ];
        #[cfg(feature = "test-game")]
        expected.push((GameKind::Steps, "Steps", &[South, North]));
        let mut c = Choice::default();
        for &(game, name, seats) in &expected {
            assert_eq!(c.game, game);
            assert_eq!(value(Row::Game, c).as_deref(), Some(name));
            assert_eq!(c.seats(), seats, "{name}");
            let made = c.game();
            assert_eq!((made.kind(), made.seats()), (game, seats), "{name}");
            // The Seat row offers each seat of the game, then the first.
            for &seat in seats {
                assert_eq!(value(Row::Seat, c), Some(crate::messages::seat_name(seat)));
                c.step(Row::Seat, 1);
            }
            assert_eq!(c.seat, 0);
            c.step(Row::Game, 1);
        }
        // Round the end to the first, and back from it to the last.
        assert_eq!(c.kind(), Choice::default().kind());
        c.step(Row::Game, -1);
        assert_eq!(value(Row::Game, c).as_deref(), expected.last().map(|e| e.1));
        for &game in GameKind::ALL {
            assert!(expected.iter().any(|e| e.0 == game), "{game:?} is offered");
        }
        assert_eq!(Kind::all().len(), expected.len());
    }

    #[test]
    fn a_challenge_is_rated_only_for_a_game_of_two_and_the_rated_row_says_why_not() {
        let mut c = Choice {
            rated: true,
            ..Choice::default()
        };
        // The ka game, Bell's for 2, 3 and 4.
        for (players, ratable) in [(2, true), (2, true), (3, false), (4, false)] {
            assert_eq!(c.seats().len(), players);
            assert_eq!((c.ratable(), c.fixed(Row::Rated)), (ratable, !ratable));
            assert_eq!(c.rated_challenge(), ratable, "{players}");
            let why = [
                (Lang::english(), "casual: only games of two are rated"),
                (
                    Lang::find("ms").unwrap(),
                    "santai: hanya permainan berdua yang berpenarafan",
                ),
            ];
            for (lang, fixed) in why {
                i18n::set(lang);
                let shown = value(Row::Rated, c).unwrap();
                assert_eq!(shown == fixed, !ratable, "{shown}");
            }
            i18n::set(Lang::english());
            // The arrows change a choice that can be made, and only that.
            c.step(Row::Rated, 1);
            assert_eq!(c.rated, !ratable);
            c.step(Row::Rated, 1);
            assert!(c.rated);
            c.step(Row::Game, 1);
        }
    }

    #[test]
    fn each_game_keeps_its_rules_while_another_is_chosen_and_its_pattern_between_variants() {
        i18n::set(Lang::english());
        let mut c = Choice::default();
        assert_eq!(Row::of(GameKind::Ka)[2], Row::Rule("rules"));
        c.step(Row::Rule("rules"), 1);
        assert_eq!(value(Row::Rule("rules"), c).as_deref(), Some("marbles"));
        c.step(Row::Game, 1);
        assert_eq!(Row::of(GameKind::Bell)[2], Row::Rule("opening"));
        c.step(Row::Rule("opening"), 1);
        c.step(Row::Pattern, 1);
        let pattern = c.pattern;
        assert_ne!(pattern, default_pattern(GameKind::Bell));
        c.step(Row::Game, 1);
        assert_eq!(c.pattern, pattern, "Bell's game for 3 keeps the pattern");
        let Some(game) = c.game().take::<bell::Game>() else {
            panic!("Bell's game");
        };
        assert_eq!(game.rules().opening, bell::Opening::Inner);
        assert_eq!(game.rules().players, bell::Players::Three);
        assert_eq!(game.setup().name(), bell::Pattern::ALL[pattern].name());
        // Back to the ka game: its default pattern, its rules as chosen.
        c.step(Row::Game, -1);
        c.step(Row::Game, -1);
        assert_eq!(c.game, GameKind::Ka);
        assert_eq!(c.pattern, default_pattern(GameKind::Ka));
        assert_eq!(c.game().rules(), AnyRules::Ka(ka::Rules::MARBLES));
        c.step(Row::Game, 1);
        assert_eq!(
            value(Row::Rule("opening"), c).as_deref(),
            Some("inner (d4 h4 d8 h8)")
        );
    }
}
