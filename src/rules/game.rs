//! The game as a state machine: whose move, which phase, playing a move
//! (checked or unchecked), scores, and the outcome.

use super::board::{Axis, Bits, Direction, File, Point, Rank, Stone, file_bits, rank_bits};
use super::line::{Line, Sight};
use super::movegen::{Move, MoveList, column_ban};
use super::options::{Centre, KaEntry, Rules};
use super::setup::Setup;
use std::fmt;

/// One of the two players. South moves first.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize,
)]
pub enum Player {
    /// Player 1, whose half is ranks 1–5.
    South,
    /// Player 2, whose half is ranks 7–11.
    North,
}

impl Player {
    pub const ALL: [Player; 2] = [Player::South, Player::North];

    pub const fn index(self) -> usize {
        self as usize
    }

    pub const fn opponent(self) -> Player {
        match self {
            Player::South => Player::North,
            Player::North => Player::South,
        }
    }

    pub const fn name(self) -> &'static str {
        match self {
            Player::South => "South",
            Player::North => "North",
        }
    }

    /// The ranks of the player's half, south to north.
    pub fn ranks(self) -> impl DoubleEndedIterator<Item = Rank> {
        let range = match self {
            Player::South => 0..5,
            Player::North => 6..11,
        };
        range.filter_map(Rank::new)
    }

    /// Every point of the player's half.
    pub fn half(self) -> Bits {
        static HALVES: std::sync::OnceLock<[Bits; 2]> = std::sync::OnceLock::new();
        HALVES.get_or_init(|| {
            Player::ALL.map(|p| p.ranks().map(rank_bits).fold(Bits::EMPTY, |acc, b| acc | b))
        })[self.index()]
    }
}

impl fmt::Display for Player {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The three phases of the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Phase {
    /// Plies 1–2: each player takes the five stones of a file in its half.
    ColumnCapture,
    /// Plies 3–4: each player promotes a stone to its ka, entering the
    /// passage with a capture on either axis.
    KaEntry,
    /// Ply 5 on: the kas slide and capture across their move.
    KaMoves,
}

impl fmt::Display for Phase {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Phase::ColumnCapture => "column capture",
            Phase::KaEntry => "ka entry",
            Phase::KaMoves => "ka moves",
        })
    }
}

/// How a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// Every stone was taken; the higher score wins (`winner` is `None` for
    /// a draw).
    Cleared {
        winner: Option<Player>,
        /// Points captured, indexed by [`Player::index`].
        points: [u16; 2],
    },
    /// The player to move had no capture while stones remained, and lost.
    /// The result is recorded as 120–0.
    Suntuk {
        winner: Player,
        /// Points actually captured, indexed by [`Player::index`].
        points: [u16; 2],
    },
}

/// The recorded score of a suntuk win.
pub const SUNTUK_RESULT: u16 = 120;

impl Outcome {
    pub fn winner(self) -> Option<Player> {
        match self {
            Outcome::Cleared { winner, .. } => winner,
            Outcome::Suntuk { winner, .. } => Some(winner),
        }
    }

    /// Points actually captured during the game.
    pub fn points(self) -> [u16; 2] {
        match self {
            Outcome::Cleared { points, .. } | Outcome::Suntuk { points, .. } => points,
        }
    }

    /// The result as recorded: the points for a cleared board, 120–0 for
    /// suntuk.
    pub fn result(self) -> [u16; 2] {
        match self {
            Outcome::Cleared { points, .. } => points,
            Outcome::Suntuk { winner, .. } => {
                let mut r = [0; 2];
                r[winner.index()] = SUNTUK_RESULT;
                r
            }
        }
    }
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let [s, n] = self.points();
        match *self {
            Outcome::Cleared { winner: None, .. } => write!(f, "draw, {s}–{n}"),
            Outcome::Cleared {
                winner: Some(w), ..
            } => {
                write!(f, "{w} wins {s}–{n} (South–North)")
            }
            Outcome::Suntuk { winner, .. } => write!(
                f,
                "{winner} wins by suntuk, recorded 120–0 ({} could not capture; points taken {s}–{n})",
                winner.opponent()
            ),
        }
    }
}

/// Why a move cannot be played.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{mv} is not legal: {reason}")]
pub struct IllegalMove {
    /// The move, in notation.
    pub mv: String,
    pub reason: Illegal,
}

/// The rule a move breaks.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Illegal {
    #[error("the game is over")]
    GameOver,
    #[error("the first two moves each take a file; write it as its letter, such as c")]
    ColumnExpected,
    #[error("the columns are taken; move a ka instead")]
    ColumnsTaken,
    #[error("{player} has no stones on file {file} in its half")]
    EmptyColumn { player: Player, file: File },
    #[error("{0}")]
    ColumnBanned(super::movegen::ColumnBan),
    #[error("the ka enters {player}'s passage, file {passage}, in {player}'s half (ranks {ranks})")]
    NotOnPassage {
        player: Player,
        passage: File,
        ranks: &'static str,
    },
    #[error("the ka enters along its own rank: {from} and {to} are on different ranks")]
    NotAlongRank { from: Point, to: Point },
    #[error("{to} is taken")]
    Occupied { to: Point },
    #[error("there is no stone on {from} to promote")]
    NoStone { from: Point },
    #[error("with ka entry '{rule}' the ka {how}")]
    EntryDistance { rule: KaEntry, how: &'static str },
    #[error("a jumping ka needs a stone to jump over, and {over} is empty")]
    JumpOverEmpty { over: Point },
    #[error("{player}'s ka is on {ka}, not on {from}")]
    NotYourKa {
        player: Player,
        ka: Point,
        from: Point,
    },
    #[error("a ka moves along a rank or a file, and {from} to {to} is neither")]
    NotStraight { from: Point, to: Point },
    #[error("the ka has to move")]
    NoMove,
    #[error("the way from {from} to {to} is blocked at {at}")]
    Blocked { from: Point, to: Point, at: Point },
    #[error("the centre f6 is not a point: no ka can stop on it or pass it")]
    Centre,
    #[error("after a move along a {moved} the ka captures along the {across} ({choices})")]
    WrongAxis {
        moved: &'static str,
        across: &'static str,
        choices: &'static str,
    },
    #[error("{0}")]
    Line(String),
}

/// A position: stones, kas, passages, scores, and whose move it is.
///
/// Small and `Copy`: search makes a move on a copy, which is also how undo
/// is exact.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    rules: Rules,
    black: Bits,
    white: Bits,
    kas: [Option<Point>; 2],
    passages: [Option<File>; 2],
    ply: u16,
    points: [u16; 2],
    /// Stones captured, `[player][colour]`.
    captured: [[u8; 2]; 2],
}

impl Position {
    /// The position before the first move.
    pub fn start(setup: &Setup, rules: Rules) -> Position {
        Position {
            rules,
            black: setup.black(),
            white: setup.white(),
            kas: [None; 2],
            passages: [None; 2],
            ply: 0,
            points: [0; 2],
            captured: [[0; 2]; 2],
        }
    }

    pub fn rules(&self) -> Rules {
        self.rules
    }

    /// A position in the ka-move phase drawn as a diagram, for tests and
    /// puzzles: 11 rows, rank 11 first, each read from file `a` to `k`;
    /// `b`/`w` stones, `S`/`N` the two kas, `.` an empty point (the centre
    /// is always empty). Whitespace between rows is free. `points` are the
    /// scores so far, South's first.
    pub fn from_diagram(
        diagram: &str,
        to_move: Player,
        rules: Rules,
        points: [u16; 2],
    ) -> Result<Position, String> {
        let rows: Vec<&str> = diagram.split_whitespace().collect();
        if rows.len() != 11 {
            return Err(format!("{} rows, expected 11", rows.len()));
        }
        let mut pos = Position {
            rules,
            black: Bits::EMPTY,
            white: Bits::EMPTY,
            kas: [None; 2],
            passages: [None; 2],
            // Ka moves begin at ply 4 with South to move.
            ply: 4 + to_move.index() as u16,
            points,
            captured: [[0; 2]; 2],
        };
        for (i, row) in rows.iter().enumerate() {
            if row.chars().count() != 11 {
                return Err(format!(
                    "row {} has {} points, expected 11",
                    i + 1,
                    row.len()
                ));
            }
            let rank = Rank::new(10 - i as u8).expect("11 rows");
            for (file, c) in File::all().zip(row.chars()) {
                let p = Point::at(file, rank);
                if p == Point::CENTRE && c != '.' {
                    return Err("the centre f6 must be '.'".into());
                }
                match c {
                    'b' => pos.black.insert(p),
                    'w' => pos.white.insert(p),
                    'S' => pos.kas[Player::South.index()] = Some(p),
                    'N' => pos.kas[Player::North.index()] = Some(p),
                    '.' => {}
                    _ => return Err(format!("{p}: unknown character '{c}'")),
                }
            }
        }
        if pos.kas.iter().any(Option::is_none) {
            return Err("both kas, S and N, must be on the board".into());
        }
        Ok(pos)
    }

    /// The number of moves played so far.
    pub fn ply(&self) -> u16 {
        self.ply
    }

    pub fn to_move(&self) -> Player {
        if self.ply % 2 == 0 {
            Player::South
        } else {
            Player::North
        }
    }

    pub fn phase(&self) -> Phase {
        match self.ply {
            0 | 1 => Phase::ColumnCapture,
            2 | 3 => Phase::KaEntry,
            _ => Phase::KaMoves,
        }
    }

    pub fn black(&self) -> Bits {
        self.black
    }

    pub fn white(&self) -> Bits {
        self.white
    }

    /// Every stone on the board.
    pub fn stones(&self) -> Bits {
        self.black | self.white
    }

    /// Stones and kas.
    pub fn occupied(&self) -> Bits {
        let mut occ = self.stones();
        for ka in self.kas.into_iter().flatten() {
            occ.insert(ka);
        }
        occ
    }

    pub fn stone(&self, p: Point) -> Option<Stone> {
        Stone::on(p, self.black, self.white)
    }

    /// Where a player's ka stands, once it has entered.
    pub fn ka(&self, player: Player) -> Option<Point> {
        self.kas[player.index()]
    }

    /// The file a player took in the column capture.
    pub fn passage(&self, player: Player) -> Option<File> {
        self.passages[player.index()]
    }

    /// Points a player has captured.
    pub fn points(&self, player: Player) -> u16 {
        self.points[player.index()]
    }

    /// Stones of a colour a player has captured.
    pub fn captured(&self, player: Player, colour: Stone) -> u8 {
        self.captured[player.index()][colour.index()]
    }

    /// Points of the stones still on the board.
    pub fn points_on_board(&self) -> u16 {
        self.black.count() as u16 * Stone::Black.value()
            + self.white.count() as u16 * Stone::White.value()
    }

    /// What stops a capture line for the player to move: the enemy ka, and
    /// the centre when it blocks.
    pub(crate) fn walls(&self) -> Bits {
        Sight::walls(self.ka(self.to_move().opponent()), self.rules.centre)
    }

    /// The stones as the player to move sees them for capturing.
    pub fn sight(&self) -> Sight {
        Sight {
            black: self.black,
            white: self.white,
            walls: self.walls(),
        }
    }

    /// The game's result, if it is over: the board is cleared, or the player
    /// to move has no capture (suntuk).
    pub fn outcome(&self) -> Option<Outcome> {
        if self.stones().is_empty() {
            let [s, n] = self.points;
            let winner = match s.cmp(&n) {
                std::cmp::Ordering::Greater => Some(Player::South),
                std::cmp::Ordering::Less => Some(Player::North),
                std::cmp::Ordering::Equal => None,
            };
            return Some(Outcome::Cleared {
                winner,
                points: self.points,
            });
        }
        if self.count_moves() == 0 {
            return Some(Outcome::Suntuk {
                winner: self.to_move().opponent(),
                points: self.points,
            });
        }
        None
    }

    /// The stones `m` captures, and the stone it promotes (ka entry), without
    /// checking legality.
    #[inline]
    fn effect(&self, m: Move) -> (Bits, Option<Point>) {
        match m {
            Move::Column(file) => (
                file_bits(file) & self.to_move().half() & self.stones(),
                None,
            ),
            Move::Ka { from, to, line } => {
                let entering = self.phase() == Phase::KaEntry;
                let promoted = if entering { from.bit() } else { Bits::EMPTY };
                let sight = Sight {
                    black: self.black & !promoted,
                    white: self.white & !promoted,
                    walls: self.walls(),
                };
                let stones = sight
                    .lines(to, line.axis())
                    .get(line)
                    .unwrap_or(Bits::EMPTY);
                (stones, entering.then_some(from))
            }
        }
    }

    /// Plays a move known to be legal (from [`Position::legal_moves`]).
    /// An illegal move leaves the position in an unspecified but safe state.
    #[inline]
    pub fn play_unchecked(&mut self, m: Move) {
        let (taken, promoted) = self.effect(m);
        let mover = self.to_move();
        let i = mover.index();
        if let Some(p) = promoted {
            self.black.remove(p);
            self.white.remove(p);
        }
        match m {
            Move::Column(file) => self.passages[i] = Some(file),
            Move::Ka { to, .. } => self.kas[i] = Some(to),
        }
        let black = (self.black & taken).count();
        let white = (self.white & taken).count();
        self.black &= !taken;
        self.white &= !taken;
        self.captured[i][Stone::Black.index()] += black as u8;
        self.captured[i][Stone::White.index()] += white as u8;
        self.points[i] += black as u16 * Stone::Black.value() + white as u16 * Stone::White.value();
        self.ply += 1;
    }

    /// Plays a move if it is legal; otherwise says which rule it breaks and
    /// leaves the position unchanged.
    pub fn try_play(&mut self, m: Move) -> Result<(), IllegalMove> {
        self.check(m).map_err(|reason| IllegalMove {
            mv: m.to_string(),
            reason,
        })?;
        self.play_unchecked(m);
        Ok(())
    }

    /// Plays a legal move.
    ///
    /// # Panics
    /// If the move is illegal; use [`Position::try_play`] for moves from
    /// outside the engine.
    pub fn play(&mut self, m: Move) {
        if let Err(e) = self.try_play(m) {
            panic!("{e}");
        }
    }

    /// Whether `m` may be played, and if not, why.
    pub fn check(&self, m: Move) -> Result<(), Illegal> {
        if self.outcome().is_some() {
            return Err(Illegal::GameOver);
        }
        let mover = self.to_move();
        match (self.phase(), m) {
            (Phase::ColumnCapture, Move::Ka { .. }) => Err(Illegal::ColumnExpected),
            (_, Move::Column(_)) if self.phase() != Phase::ColumnCapture => {
                Err(Illegal::ColumnsTaken)
            }
            (_, Move::Column(file)) => {
                if (file_bits(file) & mover.half() & self.stones()).is_empty() {
                    return Err(Illegal::EmptyColumn {
                        player: mover,
                        file,
                    });
                }
                if mover == Player::North
                    && let Some(south) = self.passage(Player::South)
                    && let Some(ban) = column_ban(self.rules.second_column, south, file)
                {
                    return Err(Illegal::ColumnBanned(ban));
                }
                Ok(())
            }
            (Phase::KaEntry, Move::Ka { from, to, line }) => self.check_entry(from, to, line),
            (_, Move::Ka { from, to, line }) => self.check_ka_move(from, to, line),
        }
    }

    fn check_entry(&self, from: Point, to: Point, line: Line) -> Result<(), Illegal> {
        let mover = self.to_move();
        let passage = self
            .passage(mover)
            .expect("passages are set in the ka entry");
        let ranks = match mover {
            Player::South => "1–5",
            Player::North => "7–11",
        };
        if to.file() != passage || !mover.half().contains(to) {
            return Err(Illegal::NotOnPassage {
                player: mover,
                passage,
                ranks,
            });
        }
        if from.rank() != to.rank() {
            return Err(Illegal::NotAlongRank { from, to });
        }
        if self.occupied().contains(to) {
            return Err(Illegal::Occupied { to });
        }
        if !self.stones().contains(from) {
            return Err(Illegal::NoStone { from });
        }
        let distance = from.file().index().abs_diff(passage.index());
        let rule = self.rules.ka_entry;
        let allowed = match rule {
            KaEntry::Slide => distance == 1,
            KaEntry::Jump => distance == 2,
            KaEntry::Either => distance == 1 || distance == 2,
        };
        if !allowed {
            let how = match rule {
                KaEntry::Slide => "slides in from the file next to the passage",
                KaEntry::Jump => "jumps in from two files away",
                KaEntry::Either => "slides in from the next file or jumps in from two files away",
            };
            return Err(Illegal::EntryDistance { rule, how });
        }
        if distance == 2 {
            let over = Point::at(
                File::new((from.file().index() + passage.index()) / 2).expect("between two files"),
                to.rank(),
            );
            if !self.stones().contains(over) {
                return Err(Illegal::JumpOverEmpty { over });
            }
        }
        let sight = Sight {
            black: self.black & !from.bit(),
            white: self.white & !from.bit(),
            walls: self.walls(),
        };
        explain_line(&sight, to, line, self.rules.centre)
    }

    fn check_ka_move(&self, from: Point, to: Point, line: Line) -> Result<(), Illegal> {
        let mover = self.to_move();
        let ka = self.ka(mover).expect("kas have entered in the ka moves");
        if from != ka {
            return Err(Illegal::NotYourKa {
                player: mover,
                ka,
                from,
            });
        }
        if from == to {
            return Err(Illegal::NoMove);
        }
        let dir = Direction::ALL.into_iter().find(|&d| {
            let mut p = from;
            while let Some(next) = p.step(d) {
                if next == to {
                    return true;
                }
                p = next;
            }
            false
        });
        let Some(dir) = dir else {
            return Err(Illegal::NotStraight { from, to });
        };
        if to == Point::CENTRE {
            return Err(Illegal::Centre);
        }
        let mut p = from;
        while p != to {
            p = p.step(dir).expect("to lies on the ray");
            if p == Point::CENTRE {
                return Err(Illegal::Centre);
            }
            if self.occupied().contains(p) {
                return Err(Illegal::Blocked { from, to, at: p });
            }
        }
        let across = dir.axis().perpendicular();
        if line.axis() != across {
            let (moved, across, choices) = match dir.axis() {
                Axis::Horizontal => ("rank", "file", "N, S or NS"),
                Axis::Vertical => ("file", "rank", "E, W or EW"),
            };
            return Err(Illegal::WrongAxis {
                moved,
                across,
                choices,
            });
        }
        explain_line(&self.sight(), to, line, self.rules.centre)
    }

    /// The stones `m` would capture, if it is legal.
    pub fn captures(&self, m: Move) -> Option<Bits> {
        self.check(m).ok().map(|()| self.effect(m).0)
    }
}

/// Whether `line` can be captured from `at`, and if not, why, in words.
fn explain_line(sight: &Sight, at: Point, line: Line, centre: Centre) -> Result<(), Illegal> {
    let lines = sight.lines(at, line.axis());
    if lines.get(line).is_some() {
        return Ok(());
    }
    let [up, down] = line.axis().directions();
    let (a, b) = (sight.run(at, up), sight.run(at, down));
    let joined = !a.stones.is_empty() && !b.stones.is_empty() && a.colour == b.colour;
    let count_words = |stones: Bits, colour: Stone| {
        let n = stones.count();
        format!("{n} {colour} stone{}", if n == 1 { "" } else { "s" })
    };
    let why = match line {
        Line::NorthSouth | Line::EastWest if joined => format!(
            "the {} line through {at} has {}, an even number; only an odd number can be taken",
            line.describe(),
            count_words(a.stones | b.stones, a.colour)
        ),
        Line::NorthSouth | Line::EastWest => format!(
            "the stones {} of {at} are not one line: they differ in colour or one side is empty; take one side ({} or {})",
            line.describe(),
            Line::toward(up),
            Line::toward(down)
        ),
        _ => {
            let d = [up, down]
                .into_iter()
                .find(|&d| Line::toward(d) == line)
                .expect("one-sided line");
            let run = if d == up { a } else { b };
            if run.stones.is_empty() {
                let ka_note = if centre == Centre::Blocks {
                    " before the edge, the enemy ka or the centre"
                } else {
                    " before the edge or the enemy ka"
                };
                format!("there are no stones {} of {at}{ka_note}", line.describe())
            } else if joined {
                let both = Line::both(line.axis());
                format!(
                    "the {} stones {} of {at} are one line; it can only be taken whole ({both})",
                    run.colour,
                    both.describe(),
                )
            } else {
                format!(
                    "the line {} of {at} has {}, an even number; only an odd number can be taken",
                    line.describe(),
                    count_words(run.stones, run.colour)
                )
            }
        }
    };
    Err(Illegal::Line(why))
}

/// A game from its setup: the moves played and the positions they led to,
/// so that any number of moves can be undone exactly.
#[derive(Clone, Debug)]
pub struct Game {
    setup: Setup,
    start: Position,
    moves: Vec<Move>,
    /// `positions[i]` is the position after `moves[..i]`.
    positions: Vec<Position>,
}

impl Game {
    /// A new game from a setup under the given rules.
    pub fn new(setup: Setup, rules: Rules) -> Game {
        let start = Position::start(&setup, rules);
        Game {
            setup,
            start,
            moves: Vec::new(),
            positions: vec![start],
        }
    }

    pub fn setup(&self) -> &Setup {
        &self.setup
    }

    pub fn rules(&self) -> Rules {
        self.start.rules()
    }

    /// The position now.
    pub fn position(&self) -> &Position {
        self.positions.last().expect("never empty")
    }

    /// The position after the first `ply` moves.
    pub fn position_at(&self, ply: usize) -> Option<&Position> {
        self.positions.get(ply)
    }

    /// The moves played, in order.
    pub fn moves(&self) -> &[Move] {
        &self.moves
    }

    pub fn legal_moves(&self) -> MoveList {
        self.position().legal_moves()
    }

    pub fn outcome(&self) -> Option<Outcome> {
        self.position().outcome()
    }

    /// Plays a move if it is legal.
    pub fn try_play(&mut self, m: Move) -> Result<(), IllegalMove> {
        let mut next = *self.position();
        next.try_play(m)?;
        self.moves.push(m);
        self.positions.push(next);
        Ok(())
    }

    /// Parses a move in notation and plays it if it is legal.
    pub fn play_notation(&mut self, text: &str) -> Result<Move, super::notation::MoveError> {
        let m: Move = text.parse()?;
        self.try_play(m)?;
        Ok(m)
    }

    /// Takes back the last move, returning it.
    pub fn undo(&mut self) -> Option<Move> {
        let m = self.moves.pop()?;
        self.positions.pop();
        Some(m)
    }

    /// Points of the stones in the setup.
    pub fn total_points(&self) -> u16 {
        self.setup.total_points()
    }
}

/// Every file that South or North could take now, with the reason each
/// banned one is banned (for showing the choice to a player).
pub fn column_choices(pos: &Position) -> Vec<(File, Result<(), Illegal>)> {
    File::all()
        .map(|f| (f, pos.check(Move::Column(f))))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::setup::Pattern;

    #[test]
    fn halves_have_55_points_each_and_leave_rank_6_out() {
        assert_eq!(Player::South.half().count(), 55);
        assert_eq!(Player::North.half().count(), 55);
        assert!((Player::South.half() & Player::North.half()).is_empty());
        assert!(!Player::South.half().contains(Point::CENTRE));
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
