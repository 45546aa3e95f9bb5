//! The ka game on the command line: its rule options, and its settings'
//! defaults.

use super::options::MatchArgs;
use super::options::{CommandLine, GameOptions, choice, given_of};
use anyhow::Result;
use clap::Args;
use pasang::games::choice::Choice;
use pasang::games::ka::{
    Captures, Centre, First, Game, KaEntry, Pattern, Player, Position, Preset, Rounds, RuleChoice,
    Rules, SHAPE, SecondColumn, Setup, Stone,
};
use pasang::messages::files::setup_label;
use pasang::messages::options::Labelled as _;
use pasang::tr;

/// The ka game's options.
#[derive(Args, Debug, Clone, Default)]
pub(crate) struct KaOptions {
    /// Rule preset [default: classic]; the options below override it.
    #[arg(long, value_parser = choice::<Preset>())]
    pub(crate) rules: Option<Preset>,
    /// Which files the second player may take in the column capture.
    #[arg(long, value_parser = choice::<SecondColumn>())]
    pub(crate) second_column: Option<SecondColumn>,
    /// How a stone enters the passage as a ka.
    #[arg(long, value_parser = choice::<KaEntry>())]
    pub(crate) ka: Option<KaEntry>,
    /// Whether the centre stops capture lines.
    #[arg(long, value_parser = choice::<Centre>())]
    pub(crate) centre: Option<Centre>,
    /// Whether a capture may take part of a line (traditional).
    #[arg(long, value_parser = choice::<Captures>())]
    pub(crate) captures: Option<Captures>,
    /// Who takes the first column and moves first.
    #[arg(long, value_parser = choice::<First>())]
    pub(crate) first: Option<First>,
    /// Play a series of this many rounds (1 to 9) on the setup.
    #[arg(long, value_parser = RoundsParser, hide_possible_values = true)]
    pub(crate) rounds: Option<Rounds>,
}

/// Reads `--rounds`, saying what is allowed, and names the numbers there
/// are for the shells' completions (the help says them as a range).
#[derive(Clone, Copy, Debug)]
struct RoundsParser;

impl clap::builder::TypedValueParser for RoundsParser {
    type Value = Rounds;

    fn parse_ref(
        &self,
        cmd: &clap::Command,
        arg: Option<&clap::Arg>,
        value: &std::ffi::OsStr,
    ) -> Result<Rounds, clap::Error> {
        clap::builder::StringValueParser::new()
            .try_map(|s| s.parse::<Rounds>().map_err(|e| e.to_string()))
            .parse_ref(cmd, arg, value)
    }

    fn possible_values(
        &self,
    ) -> Option<Box<dyn Iterator<Item = clap::builder::PossibleValue> + '_>> {
        let numbers = (1..=Rounds::MAX).map(|n| clap::builder::PossibleValue::new(n.to_string()));
        Some(Box::new(numbers))
    }
}

impl KaOptions {
    /// The rules as chosen on the command line.
    pub(crate) fn rule_choice(&self) -> RuleChoice {
        RuleChoice {
            preset: self.rules,
            second_column: self.second_column,
            ka_entry: self.ka,
            centre: self.centre,
            captures: self.captures,
            first: self.first,
            rounds: self.rounds,
        }
    }
}

impl CommandLine for Game {
    type Options = KaOptions;

    fn options(all: &GameOptions) -> &KaOptions {
        &all.ka
    }

    fn given(o: &KaOptions) -> Vec<&'static str> {
        given_of([
            (o.rules.is_some(), "--rules"),
            (o.second_column.is_some(), "--second-column"),
            (o.ka.is_some(), "--ka"),
            (o.centre.is_some(), "--centre"),
            (o.captures.is_some(), "--captures"),
            (o.first.is_some(), "--first"),
            (o.rounds.is_some(), "--rounds"),
        ])
    }

    fn explicit_rules(o: &KaOptions) -> Option<Rules> {
        o.rule_choice().explicit()
    }

    fn chosen_rules(o: &KaOptions) -> Rules {
        o.rule_choice().rules()
    }

    /// The rules preset and pattern kept in the settings, where the
    /// arguments give no rule.
    fn settled(
        o: &KaOptions,
        settings: &pasang::settings::Settings,
    ) -> (KaOptions, Option<Pattern>) {
        let mut o = o.clone();
        if Game::given(&o).is_empty() {
            o.rules = settings.rules.as_deref().and_then(Preset::from_name);
        }
        // Who begins and the rounds are chosen beside the rules, so the
        // settings give them wherever the arguments do not.
        if o.first.is_none() {
            o.first = settings.first.as_deref().and_then(First::from_name);
        }
        if o.rounds.is_none() {
            o.rounds = settings.rounds.and_then(Rounds::new);
        }
        let pattern = settings.pattern.as_deref().and_then(Pattern::from_name);
        (o, pattern)
    }

    fn play_moves(game: &mut Game, moves: &[&str]) -> Result<()> {
        Ok(pasang::games::ka::spec::play_moves(game, moves)?)
    }

    fn setup_found(path: &str, name: String) -> String {
        tr!("check-ka-setup", path = path, name = name)
    }

    fn setup_board(setup: &Setup) -> String {
        setup_board(setup)
    }

    fn record_found(path: &str, setup: String, rules: String, moves: usize) -> String {
        tr!(
            "check-ka-record",
            path = path,
            setup = setup,
            rules = rules,
            moves = moves
        )
    }

    fn record_shown(game: &Game) -> Result<()> {
        let pos = game.position();
        out!("{}", position_board(pos));
        let [s, n] = [Player::South, Player::North].map(|p| pos.points(p));
        match game.outcome() {
            Some(outcome) => outln!("{outcome}"),
            None => outln!(
                "{}",
                tr!(
                    "check-ka-to-move",
                    south = s,
                    north = n,
                    player = pos.to_move().to_string(),
                    phase = pos.phase().to_string()
                )
            ),
        }
        Ok(())
    }

    fn play_match(args: &MatchArgs) -> Result<()> {
        super::ka_match::play(args)
    }

    fn shown(&self) -> String {
        position_board(self.position())
    }
}

impl super::options::BenchLines for Game {
    fn heading(&self) -> String {
        tr!(
            "bench-ka-heading",
            rules = self.position().rules().label(),
            setup = setup_label::<Game>(self.setup().name())
        )
    }

    fn random_games(m: &pasang::bench::Measure, plies: &u64) -> String {
        tr!(
            "bench-random-games",
            count = m.count,
            seconds = format!("{:.3}", m.elapsed.as_secs_f64()),
            rate = format!("{:.0}", m.per_second()),
            moves = format!("{:.1}", *plies as f64 / m.count as f64)
        )
    }
}

/// A setup as a labelled grid, rank 11 at the top: `b`/`w` stones, ` ` the
/// centre.
fn setup_board(setup: &Setup) -> String {
    pasang::text::stones_board(SHAPE, setup.black(), setup.white())
}

/// A position as a labelled grid, rank 11 at the top: `b`/`w` stones, each
/// ka as its player's initial in the language (`S`/`N`, `S`/`U`), `.`
/// empty, ` ` the centre.
fn position_board(pos: &Position) -> String {
    let kas: Vec<(pasang::board::Point, char)> = (Player::ALL.iter())
        .filter_map(|&player| {
            let initial = pasang::messages::seat_initial(player.into());
            Some((pos.ka(player)?, initial.chars().next().unwrap_or('?')))
        })
        .collect();
    pasang::text::draw(|p| match kas.iter().find(|(at, _)| *at == p) {
        _ if !SHAPE.contains(p) => ' ',
        Some(&(_, initial)) => initial,
        None => pos.stone(p).map_or('.', Stone::to_char),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_setup_grid_has_labels_and_a_blank_centre() {
        let text = setup_board(&Setup::pattern(Pattern::First));
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines.len(), 13);
        assert_eq!(lines[0], "    a b c d e f g h i j k");
        assert_eq!(lines[1], " 11 w w w w w b b b b b w  11");
        assert_eq!(lines[6], "  6 b b b b b   b b b b b  6");
        assert_eq!(lines[11], "  1 w b b b b b w w w w w  1");
    }

    #[test]
    fn a_position_grid_shows_each_ka_by_its_players_initial() {
        let mut game = Game::new(Setup::pattern(Pattern::First), Rules::default());
        assert_eq!(position_board(game.position()), setup_board(game.setup()));
        while game.position().ka(Player::South).is_none() {
            let first = *game.legal_moves().first().expect("a move");
            pasang::games::Playable::try_play(&mut game, first).unwrap();
        }
        let ka = game.position().ka(Player::South).unwrap();
        let text = position_board(game.position());
        let line = text.lines().nth(11 - ka.rank().index() as usize).unwrap();
        let initial = pasang::messages::seat_initial(Player::South.into());
        assert_eq!(
            line[4 + 2 * ka.file().index() as usize..].chars().next(),
            initial.chars().next()
        );
        assert_eq!(text.lines().nth(6).unwrap().chars().nth(14), Some(' '));
    }
}
