//! How a move is marked: by the points it lost against the best move, and
//! by what it changed in the game.

use super::Value;

/// How good a move was, from best to worst.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Mark {
    /// The engine's move, or one as good.
    Best,
    /// Lost at most [`Mark::GOOD`] tenths of a point.
    Good,
    /// Lost less than [`Mark::MISTAKE`].
    Inaccuracy,
    /// Lost less than [`Mark::BLUNDER`].
    Mistake,
    /// Lost more, or changed the result of the game.
    Blunder,
    /// The search calls it a lost win, but the solver could not settle
    /// it within its bound: not counted either way.
    Unclear,
}

impl Mark {
    /// Every mark, best first.
    pub const ALL: [Mark; 6] = [
        Mark::Best,
        Mark::Good,
        Mark::Inaccuracy,
        Mark::Mistake,
        Mark::Blunder,
        Mark::Unclear,
    ];
    /// The most a good move loses, in tenths of a point: a stone's worth.
    pub const GOOD: i32 = 10;
    /// A loss of this many tenths or more is a mistake: two white stones.
    pub const MISTAKE: i32 = 40;
    /// A loss of this many tenths or more is a blunder.
    pub const BLUNDER: i32 = 100;

    /// Its place in [`Mark::ALL`].
    pub fn index(self) -> usize {
        self as usize
    }

    /// The mark of a loss alone, in tenths of a point.
    pub fn of_loss(loss: i32) -> Mark {
        match loss {
            ..=0 => Mark::Best,
            1..=Mark::GOOD => Mark::Good,
            _ if loss < Mark::MISTAKE => Mark::Inaccuracy,
            _ if loss < Mark::BLUNDER => Mark::Mistake,
            _ => Mark::Blunder,
        }
    }

    /// A mistake or a blunder.
    pub fn is_serious(self) -> bool {
        matches!(self, Mark::Mistake | Mark::Blunder)
    }

    /// Worth showing the better move and its line: every mark but best.
    pub fn shows_line(self) -> bool {
        self != Mark::Best
    }
}

/// What a move changed in the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Turning {
    /// The mover could shut the enemy ka in (a proven suntuk win) and
    /// did not.
    MissedSuntukWin,
    /// The move lets the opponent force suntuk on the mover, who was not
    /// lost before.
    WalkedIntoSuntuk,
    /// The game was won (proven) and after the move it is not.
    ThrewAwayWin,
    /// The game was drawn (proven) and after the move it is lost.
    ThrewAwayDraw,
    /// The better move would have taken this many more points at once.
    PointsLeft { points: u16 },
    /// The search found a win for the better move and none for the move
    /// played, and the solver could not settle within its bound whether
    /// the move played keeps it.
    Unsettled(Doubt),
}

/// What the engine could not settle about a move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Doubt {
    /// Whether it keeps the suntuk win the mover had.
    SuntukWin,
    /// Whether it keeps the won game.
    Win,
}

impl Turning {
    /// What a claimed lost win would be, were it not settled.
    pub fn doubt(self) -> Option<Doubt> {
        match self {
            Turning::MissedSuntukWin => Some(Doubt::SuntukWin),
            Turning::ThrewAwayWin => Some(Doubt::Win),
            _ => None,
        }
    }
}

/// What the move played lost against the best, in tenths of a point
/// (never negative: a move the search likes better than its own choice
/// lost nothing).
pub fn loss(best: Value, played: Value) -> i32 {
    (best.tenths() - played.tenths()).max(0)
}

/// The mark and the turning of a move worth `played` where the best was
/// worth `best` (both for the mover); `left` is how many more points the
/// best move takes at once than the move played.
pub fn classify(best: Value, played: Value, left: u16) -> (Mark, Option<Turning>) {
    let by_loss = Mark::of_loss(loss(best, played));
    let turning = if played.is_suntuk_loss() && !best.is_suntuk_loss() {
        Some(Turning::WalkedIntoSuntuk)
    } else if best.is_suntuk_win() && !played.is_suntuk_win() {
        Some(Turning::MissedSuntukWin)
    } else if best.is_win() && !played.is_win() && played.tenths() <= 0 {
        Some(Turning::ThrewAwayWin)
    } else {
        None
    };
    match turning {
        Some(t) => (Mark::Blunder, Some(t)),
        None if by_loss.is_serious() && left > 0 => {
            (by_loss, Some(Turning::PointsLeft { points: left }))
        }
        None => (by_loss, None),
    }
}

/// The mark and the turning of a move whose value and the best move's are
/// both proven (for the mover): a move that keeps the value is best; one
/// that changes the result (a win to a draw or a loss, a draw to a loss)
/// is a blunder; one that keeps the result is marked by the points it
/// lost. `left` is as for [`classify`].
pub fn classify_proven(best: Value, played: Value, left: u16) -> (Mark, Option<Turning>) {
    let lost = loss(best, played);
    if lost == 0 {
        return (Mark::Best, None);
    }
    let result = |v: Value| v.tenths().signum();
    let turning = if played.is_suntuk_loss() {
        Some(Turning::WalkedIntoSuntuk)
    } else if best.is_suntuk_win() && !played.is_suntuk_win() {
        Some(Turning::MissedSuntukWin)
    } else if result(best) > 0 && result(played) <= 0 {
        Some(Turning::ThrewAwayWin)
    } else if result(best) == 0 && result(played) < 0 {
        Some(Turning::ThrewAwayDraw)
    } else {
        None
    };
    let mark = if result(played) < result(best) {
        Mark::Blunder
    } else {
        Mark::of_loss(lost)
    };
    match turning {
        Some(t) => (mark, Some(t)),
        None if mark.is_serious() && left > 0 => (mark, Some(Turning::PointsLeft { points: left })),
        None => (mark, None),
    }
}
