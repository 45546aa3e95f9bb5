//! A game from its setup: the moves played and the positions they led to.

use super::errors::IllegalMove;
use super::moves::{Move, MoveList};
use super::notation::MoveError;
use super::options::{First, Rules};
use super::outcome::Outcome;
use super::player::Player;
use super::position::Position;
use super::setup::Setup;
use crate::games::LegalMoves;
use crate::games::list::History;
use crate::games::{GameKind, Playable, Rated, Seat};

/// A game from its setup: the moves played and the positions they led to,
/// so that any number of moves can be undone exactly.
///
/// With more than one round ([`Rules::rounds`]) the game is a series: its
/// moves run on from round to round, and the move that ends a round leads
/// to the next round's start, begun by the player who made that last
/// capture. The rounds that are over are kept in [`Game::rounds`].
#[derive(Clone, Debug)]
pub struct Game {
    setup: Setup,
    rules: Rules,
    history: History<Position, Move>,
    /// The rounds finished before the one on the board, in order.
    finished: Vec<Round>,
}

/// A finished round of a series.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Round {
    /// How many moves of the series had been played when it ended.
    pub end: usize,
    /// Its last position, in whose place the next round's start follows.
    pub last: Position,
    pub outcome: Outcome,
}

/// Where a series stands: the round on the board and the rounds before.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Standing {
    /// The round being played (or the last, once the series is over),
    /// counted from 1.
    pub round: u8,
    /// How many rounds the series has.
    pub of: u8,
    /// Rounds won by each player, indexed by [`Player::index`].
    pub won: [u8; 2],
    /// The sum of each player's recorded scores of the finished rounds.
    pub scores: [u16; 2],
}

impl Standing {
    /// The series' winner once it is over: more rounds won, then the
    /// higher sum of scores; `None` for a draw.
    fn winner(&self) -> Option<Player> {
        let ([s, n], [s_scores, n_scores]) = (self.won, self.scores);
        Player::ahead(s.cmp(&n).then(s_scores.cmp(&n_scores)))
    }
}

impl Game {
    /// A new game from a setup under the given rules.
    pub fn new(setup: Setup, rules: Rules) -> Game {
        let start = Position::start(&setup, rules);
        Game {
            setup,
            rules,
            history: History::new(start),
            finished: Vec::new(),
        }
    }

    pub fn setup(&self) -> &Setup {
        &self.setup
    }

    /// The rules of the game (of a series: its first round's).
    pub fn rules(&self) -> Rules {
        self.rules
    }

    /// The rounds of the series finished before the one on the board.
    pub fn rounds(&self) -> &[Round] {
        &self.finished
    }

    /// Which round (counted from 1) the position after `ply` moves is in.
    pub fn round_at(&self, ply: usize) -> u8 {
        let before = self.finished.iter().filter(|r| r.end <= ply).count();
        (before + 1) as u8
    }

    /// How many moves were played before the round that the position after
    /// `ply` moves is in began (0 in the first round).
    pub fn round_start(&self, ply: usize) -> usize {
        self.finished
            .iter()
            .map(|r| r.end)
            .rfind(|&end| end <= ply)
            .unwrap_or(0)
    }

    /// The round (counted from 1) that move `index` (counted from 0) ended,
    /// if it ended one before the last.
    pub fn round_ended_by(&self, index: usize) -> Option<(u8, &Round)> {
        let i = self.finished.iter().position(|r| r.end == index + 1)?;
        Some((i as u8 + 1, &self.finished[i]))
    }

    /// Where the series stands now, counting the round on the board if it
    /// is over; `None` for a single game.
    pub fn standing(&self) -> Option<Standing> {
        self.standing_at(self.moves().len())
    }

    /// Where the series stood after the first `ply` moves; `None` for a
    /// single game or past the moves played.
    pub fn standing_at(&self, ply: usize) -> Option<Standing> {
        let now = self.position_at(ply)?;
        if !self.rules.rounds.is_series() {
            return None;
        }
        let mut standing = Standing {
            round: self.round_at(ply),
            of: self.rules.rounds.get(),
            won: [0; 2],
            scores: [0; 2],
        };
        let before = self.finished.iter().filter(|r| r.end <= ply);
        // Only the last round's end stays on the board.
        let outcomes = before.map(|r| r.outcome).chain(now.outcome());
        for outcome in outcomes {
            if let Some(winner) = outcome.winner() {
                standing.won[winner.index()] += 1;
            }
            for (sum, score) in standing.scores.iter_mut().zip(outcome.result()) {
                *sum += score;
            }
        }
        Some(standing)
    }

    /// The position now.
    pub fn position(&self) -> &Position {
        self.history.position()
    }

    /// The position after the first `ply` moves.
    pub fn position_at(&self, ply: usize) -> Option<&Position> {
        self.history.position_at(ply)
    }

    /// The moves played, in order.
    pub fn moves(&self) -> &[Move] {
        self.history.moves()
    }

    pub fn legal_moves(&self) -> MoveList {
        self.position().legal_moves()
    }

    /// How the game ended, once it has; of a series, how the series did,
    /// once its last round is over.
    pub fn outcome(&self) -> Option<Outcome> {
        let last = self.position().outcome()?;
        Some(match self.standing() {
            None => last,
            Some(standing) => Outcome::Series {
                winner: standing.winner(),
                won: standing.won,
                scores: standing.scores,
            },
        })
    }

    /// Plays a move if it is legal. A move that ends a round of a series
    /// with rounds still to play leads to the next round's start.
    pub fn try_play(&mut self, m: Move) -> Result<(), IllegalMove> {
        let mut next = *self.position();
        next.try_play(m)?;
        match next.outcome() {
            Some(outcome) if self.finished.len() + 1 < usize::from(self.rules.rounds.get()) => {
                self.finished.push(Round {
                    end: self.moves().len() + 1,
                    last: next,
                    outcome,
                });
                // Every move captures, so the one who moved last made the
                // last capture (after suntuk, that is the winner).
                let first = First::of(next.to_move().opponent());
                let start = Position::start(
                    &self.setup,
                    Rules {
                        first,
                        ..self.rules
                    },
                );
                self.history.push(m, start);
            }
            _ => self.history.push(m, next),
        }
        Ok(())
    }

    /// Parses a move in notation and plays it if it is legal.
    pub fn play_notation(&mut self, text: &str) -> Result<Move, MoveError> {
        let m: Move = text.parse()?;
        self.try_play(m)?;
        Ok(m)
    }

    /// Takes back the last move, returning it.
    pub fn undo(&mut self) -> Option<Move> {
        let m = self.history.undo()?;
        if self
            .finished
            .last()
            .is_some_and(|r| r.end > self.moves().len())
        {
            self.finished.pop();
        }
        Some(m)
    }

    /// Points of the stones in the setup.
    pub fn total_points(&self) -> u16 {
        self.setup.total_points()
    }
}

/// The ka game's seats: South moves first, then North.
const SEATS: [Seat; 2] = [Seat::South, Seat::North];

/// The ka game's one rated kind: every game of it is rated.
pub const RATED: Rated = Rated::new(GameKind::Ka, "ka");

impl Playable for Game {
    type Move = Move;
    type Position = Position;
    type Illegal = IllegalMove;
    type Outcome = Outcome;
    type Rules = Rules;
    type Setup = Setup;
    type Pattern = super::Pattern;

    const KIND: GameKind = GameKind::Ka;
    const RATED: &'static [Rated] = &[RATED];

    fn new(setup: Setup, rules: Rules) -> Game {
        Game::new(setup, rules)
    }

    fn pattern(pattern: super::Pattern) -> Setup {
        Setup::pattern(pattern)
    }

    fn setup(&self) -> &Setup {
        Game::setup(self)
    }

    fn rules(&self) -> Rules {
        Game::rules(self)
    }

    fn seats(&self) -> &[Seat] {
        &SEATS
    }

    fn position(&self) -> &Position {
        Game::position(self)
    }

    fn position_at(&self, ply: usize) -> Option<&Position> {
        Game::position_at(self, ply)
    }

    fn moves(&self) -> &[Move] {
        Game::moves(self)
    }

    fn to_move_at(&self, ply: usize) -> Option<Seat> {
        let pos = self.position_at(ply)?;
        pos.outcome().is_none().then(|| pos.to_move().into())
    }

    fn try_play(&mut self, m: Move) -> Result<(), IllegalMove> {
        Game::try_play(self, m)
    }

    fn undo(&mut self) -> Option<Move> {
        Game::undo(self)
    }

    fn winners(outcome: Outcome) -> Vec<Seat> {
        outcome.winner().map(Seat::from).into_iter().collect()
    }

    fn outcome(&self) -> Option<Outcome> {
        Game::outcome(self)
    }

    fn scores_at(&self, ply: usize) -> Vec<u16> {
        self.position_at(ply)
            .map(|pos| Player::ALL.iter().map(|&p| pos.points(p)).collect())
            .unwrap_or_default()
    }

    fn legal_moves(&self) -> Vec<Move> {
        Game::legal_moves(self).to_vec()
    }

    fn rated(&self) -> Option<Rated> {
        Some(RATED)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::ka::{Phase, Player, setup::Pattern};

    #[test]
    fn through_the_seam_the_ka_game_has_two_seats_and_per_seat_scores() {
        let mut g = Game::new(Setup::pattern(Pattern::First), Rules::CLASSIC);
        assert_eq!(g.kind(), GameKind::Ka);
        assert_eq!(g.seats(), [Seat::South, Seat::North]);
        assert_eq!(g.to_move_at(0), Some(Seat::South));
        // South opens file c (8 points), North file j (9 points).
        for m in ["c", "j"] {
            Playable::try_play(&mut g, m.parse().unwrap()).unwrap();
        }
        assert_eq!(g.to_move_at(1), Some(Seat::North));
        assert_eq!(g.scores_at(1), vec![8, 0]);
        assert_eq!(g.scores_at(2), vec![8, 9]);
        assert_eq!(g.scores_at(3), Vec::<u16>::new());
        assert_eq!(g.to_move_at(3), None);
        let fresh = g.restarted();
        assert!(Playable::moves(&fresh).is_empty());
        assert_eq!(fresh.position(), g.position_at(0).unwrap());
        assert_eq!(Playable::undo(&mut g), Some("j".parse().unwrap()));
    }

    /// Plays random legal moves until the game (or series) is over.
    fn play_out(game: &mut Game, seed: u64) {
        let mut rng = crate::rng::Rng::new(seed);
        while game.outcome().is_none() {
            let moves = game.legal_moves();
            game.try_play(moves[rng.below(moves.len())]).unwrap();
        }
    }

    fn series(rounds: u8, first: First) -> Game {
        let rules = Rules {
            first,
            rounds: crate::games::ka::Rounds::new(rounds).unwrap(),
            ..Rules::TRADITIONAL
        };
        Game::new(Setup::pattern(Pattern::Second), rules)
    }

    #[test]
    fn each_round_of_a_series_is_begun_by_the_last_capturer_of_the_one_before() {
        for seed in 1..=6 {
            let first = if seed % 2 == 0 {
                First::North
            } else {
                First::South
            };
            let mut g = series(3, first);
            assert_eq!(g.to_move_at(0), Some(first.player().into()));
            play_out(&mut g, seed);
            assert_eq!(g.rounds().len(), 2, "seed {seed}");
            for (i, round) in g.rounds().iter().enumerate() {
                // Who played the round's last move, from the position before it.
                let last_mover = g.position_at(round.end - 1).unwrap().to_move();
                let start = g.position_at(round.end).unwrap();
                assert_eq!(start.ply(), 0, "round {} starts afresh", i + 2);
                assert_eq!(start.to_move(), last_mover, "seed {seed}, round {}", i + 2);
                assert_eq!(round.last.outcome(), Some(round.outcome));
                assert_eq!(g.round_at(round.end - 1), i as u8 + 1);
                assert_eq!(g.round_at(round.end), i as u8 + 2);
                // The series is not over while rounds remain.
                assert_eq!(g.standing_at(round.end).unwrap().round, i as u8 + 2);
            }
            let Some(Outcome::Series {
                winner,
                won,
                scores,
            }) = g.outcome()
            else {
                panic!("a series ends with the series' result");
            };
            let results: Vec<Outcome> = g
                .rounds()
                .iter()
                .map(|r| r.outcome)
                .chain(g.position().outcome())
                .collect();
            assert_eq!(results.len(), 3);
            for p in Player::ALL {
                let rounds_won = results.iter().filter(|o| o.winner() == Some(p)).count();
                assert_eq!(usize::from(won[p.index()]), rounds_won);
                let sum: u16 = results.iter().map(|o| o.result()[p.index()]).sum();
                assert_eq!(scores[p.index()], sum);
            }
            let [s, n] = won;
            if s != n {
                assert_eq!(
                    winner,
                    Some(if s > n { Player::South } else { Player::North })
                );
            }
        }
    }

    #[test]
    fn a_series_is_won_on_rounds_then_on_the_rounds_scores_added_up() {
        let standing = |won, scores| Standing {
            round: 2,
            of: 2,
            won,
            scores,
        };
        assert_eq!(standing([2, 0], [10, 200]).winner(), Some(Player::South));
        assert_eq!(standing([1, 1], [150, 90]).winner(), Some(Player::South));
        assert_eq!(standing([1, 1], [90, 150]).winner(), Some(Player::North));
        assert_eq!(standing([1, 1], [120, 120]).winner(), None);
        assert_eq!(standing([0, 1], [200, 120]).winner(), Some(Player::North));
    }

    #[test]
    fn undoing_the_move_that_ended_a_round_goes_back_into_that_round() {
        let mut g = series(2, First::South);
        let mut rng = crate::rng::Rng::new(11);
        while g.rounds().is_empty() {
            let moves = g.legal_moves();
            g.try_play(moves[rng.below(moves.len())]).unwrap();
        }
        let end = g.rounds()[0].end;
        let before = *g.position_at(end - 1).unwrap();
        let last = g.moves()[end - 1];
        assert_eq!(g.undo(), Some(last));
        assert!(g.rounds().is_empty());
        assert_eq!(g.position(), &before);
        assert_eq!(g.standing().unwrap().round, 1);
        g.try_play(last).unwrap();
        assert_eq!(g.rounds().len(), 1);
        assert_eq!(g.standing().unwrap().round, 2);
        assert!(g.outcome().is_none());
    }

    #[test]
    fn a_single_game_has_no_standing_and_ends_with_its_own_result() {
        let mut g = series(1, First::South);
        play_out(&mut g, 3);
        assert_eq!(g.standing(), None);
        assert!(g.rounds().is_empty());
        assert_eq!(g.outcome(), g.position().outcome());
    }

    #[test]
    fn a_finished_position_has_no_one_to_move() {
        let mut g = Game::new(Setup::pattern(Pattern::First), Rules::CLASSIC);
        while let Some(&m) = Game::legal_moves(&g).first() {
            Game::try_play(&mut g, m).unwrap();
        }
        assert!(Game::outcome(&g).is_some());
        assert_eq!(g.to_move_at(Game::moves(&g).len()), None);
        assert_eq!(g.to_move_at(0), Some(Seat::South));
    }

    #[test]
    fn phases_follow_the_ply() {
        let mut g = Game::new(Setup::pattern(Pattern::First), Rules::CLASSIC);
        assert_eq!(g.position().phase(), Phase::ColumnCapture);
        g.play_notation("c").unwrap();
        g.play_notation("j").unwrap();
        assert_eq!(g.position().phase(), Phase::KaEntry);
        assert_eq!(g.position().to_move(), Player::South);
    }
}
