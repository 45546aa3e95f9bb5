//! The ka game's words on its screen: every note on the message line is
//! a typed [`Note`], made into a sentence here; the hint and cursor lines,
//! the panel ([`panel`]), the rules in the help and the result of a game.

pub use super::said::{Note, RoundEnd, Said};
use crate::games::ka::{Bits, Illegal, Move, Outcome, Player, Point, Position};
use crate::games::{Level, Seat, SeatKind};
use crate::messages::ka::line_words;
use crate::session::Refusal;
use crate::tr;
use crate::tui::messages::{Unit, elsewhere, level_name, told, yes_no};

pub mod help;
pub mod panel;
pub mod result;

/// Whether a note of the ka game's own tells of something refused: all
/// do but a suggestion and a round's end.
pub fn refuses(said: &Said) -> bool {
    !matches!(said, Said::Suggested { .. } | Said::RoundOver(_))
}

/// A note on the ka game's screen, in words.
pub fn text(note: &Note) -> String {
    match note {
        Note::Told(t) => t.text(Unit::Move),
        Note::Played { seat, mv, before } => played(*seat, *mv, before),
        Note::Undone { mv, after } => tr!("note-undone", mv = mv.to_string(), after = *after),
        Note::Redone(m) => tr!("note-redone", mv = m.to_string()),
        Note::NewGame(seat) => tr!("note-new-game", player = player_of(*seat).to_string()),
        Note::Continued { ply, dropped } => {
            tr!("note-continued", ply = *ply, dropped = *dropped)
        }
        Note::Refused(r) => refusal(r),
        Note::ComputerTurn { seat, level } => computer_turn(player_of(*seat), *level),
        Note::ReplayAt(n) => tr!("note-replay-at", n = *n),
        Note::Replayed {
            n,
            seat,
            mv,
            before,
        } => {
            let (stones, points) = taken(before, *mv);
            tr!(
                "note-replay-move",
                n = *n,
                player = player_of(*seat).to_string(),
                mv = mv.to_string(),
                stones = stones,
                points = points
            )
        }
        Note::Launch(notices) => crate::tui::messages::launched(notices),
        Note::Own(said) => said_text(said),
    }
}

fn said_text(said: &Said) -> String {
    match said {
        Said::Unreadable(e) => e.to_string(),
        Said::Suggested { mv, before } => {
            let (stones, points) = taken(before, *mv);
            tr!(
                "note-suggested",
                mv = mv.to_string(),
                stones = stones,
                points = points
            )
        }
        Said::NotThisFile(f, reason) => tr!(
            "note-not-this-file",
            file = f.to_string(),
            reason = reason.to_string()
        ),
        Said::CannotEnter {
            from,
            to,
            player,
            reason,
        } => {
            let why = match reason {
                Some(r) if !matches!(r, Illegal::Line(_)) => r.to_string(),
                _ => tr!(
                    "note-entry-captures-nothing",
                    from = from.to_string(),
                    to = to.to_string()
                ),
            };
            tr!(
                "note-cannot-enter",
                from = from.to_string(),
                player = player.to_string(),
                reason = why
            )
        }
        Said::ChooseTheStone(a, b) => {
            tr!(
                "note-choose-the-stone",
                a = a.to_string(),
                b = b.to_string()
            )
        }
        Said::MoveTheKa(ka) => tr!("note-move-the-ka", ka = ka.to_string()),
        Said::KaCannotGo { to, reason } => {
            let why = match reason {
                Some(r) if !matches!(r, Illegal::Line(_)) => r.to_string(),
                _ => tr!("note-no-odd-line"),
            };
            tr!("note-ka-cannot-go", to = to.to_string(), reason = why)
        }
        Said::NoPartOf { line: l, stones } => {
            tr!("note-no-part-of", line = line(*l), stones = *stones)
        }
        Said::RoundOver(RoundEnd {
            round,
            outcome,
            next,
        }) => {
            let [s, n] = outcome.result();
            let next = next.to_string();
            match (outcome, outcome.winner()) {
                (Outcome::Suntuk { .. }, Some(w)) => tr!(
                    "note-round-suntuk",
                    round = *round,
                    player = w.to_string(),
                    next_round = round + 1
                ),
                (_, Some(w)) => tr!(
                    "note-round-won",
                    round = *round,
                    player = w.to_string(),
                    south = s,
                    north = n,
                    next = next,
                    next_round = round + 1
                ),
                (_, None) => tr!(
                    "note-round-drawn",
                    round = *round,
                    south = s,
                    north = n,
                    next = next,
                    next_round = round + 1
                ),
            }
        }
    }
}

/// "South played d3-c3xN3: 3 stones, 12 points."
fn played(seat: Seat, mv: Move, before: &Position) -> String {
    let (stones, points) = taken(before, mv);
    tr!(
        "note-played",
        player = player_of(seat).to_string(),
        mv = mv.to_string(),
        stones = stones,
        points = points
    )
}

fn computer_turn(player: Player, level: Level) -> String {
    tr!(
        "note-computer-turn",
        player = player.to_string(),
        level = level_name(level)
    )
}

/// A refusal of the session, in words.
pub fn refusal(r: &Refusal<crate::games::ka::Game>) -> String {
    match r {
        Refusal::Illegal(e) => e.to_string(),
        Refusal::GameOver => tr!("refused-game-over"),
        Refusal::ComputerToMove(seat, level) => computer_turn(player_of(*seat), *level),
        Refusal::NothingToUndo => tr!("refused-nothing-to-undo"),
        Refusal::NothingOfYoursToUndo => tr!("refused-nothing-of-yours"),
        Refusal::NothingToRedo => tr!("refused-nothing-to-redo"),
        Refusal::Replay => tr!("refused-replay"),
        Refusal::InThePast => tr!("refused-in-the-past"),
        other => told::common_refusal(other).unwrap_or_default(),
    }
}

fn player_of(seat: Seat) -> Player {
    match seat {
        Seat::North => Player::North,
        _ => Player::South,
    }
}

/// Points of some stones.
pub fn points_of(pos: &Position, stones: Bits) -> u16 {
    (pos.black() & stones).count() as u16 + 2 * (pos.white() & stones).count() as u16
}

/// How many stones `mv` takes from `before`, and their points.
fn taken(before: &Position, mv: Move) -> (u32, u16) {
    let taken = before.captures(mv).unwrap_or(Bits::EMPTY);
    (taken.count(), points_of(before, taken))
}

/// "5 stones, 7 points".
pub fn stones(pos: &Position, taken: Bits) -> String {
    tr!(
        "tui-stones-points",
        stones = taken.count(),
        points = points_of(pos, taken)
    )
}

/// What a capture line is, in words ("north and south").
pub fn line(l: crate::games::ka::Line) -> String {
    line_words(l).to_string()
}

/// One line telling the player to move what to do now (the panel shows it).
pub fn hint_line(app: &super::App) -> String {
    use crate::games::ka::{Outcome, Phase};
    let pos = app.position();
    if let Some((player, elapsed)) = app.thinking() {
        let level = match app.sides()[player.index()] {
            SeatKind::Computer(level) => level,
            SeatKind::Human => Level::Hard,
        };
        let thinking = tr!(
            "hint-thinking",
            player = player.to_string(),
            level = level_name(level),
            dots = ".".repeat(1 + (elapsed.as_millis() / 300 % 3) as usize),
            seconds = crate::i18n::Arg::decimal(elapsed.as_secs_f64(), 1)
        );
        // Only a person has a move of their own to take back.
        let person = app.sides().contains(&SeatKind::Human);
        return if person && app.session().can_undo() {
            tr!("hint-thinking-undo", thinking = thinking)
        } else {
            thinking
        };
    }
    let all = app.game().moves().len();
    let now = app.session().viewed_ply();
    if app.is_replay() {
        let last = now.checked_sub(1).and_then(|i| app.game().moves().get(i));
        return match last {
            Some(m) => tr!("hint-replay", n = now, of = all, mv = m.to_string()),
            None => tr!("hint-replay-start", n = now, of = all),
        };
    }
    if app.in_the_past() {
        let shared = yes_no(app.session().link().is_some());
        return tr!("hint-past", n = now, of = all, shared = shared);
    }
    if let Some((seats, invite)) = app.session().waiting_for() {
        return told::waiting(&seats, &invite);
    }
    if let Some(ending) = app.session().ended() {
        return told::ended_hint(ending, app.after_on_panel());
    }
    if let Some(o) = app.outcome_on_show() {
        // The keys after it are those after any other ending.
        let what = match o {
            Outcome::Cleared {
                winner: Some(w), ..
            } => tr!("hint-won-by-score", player = w.to_string()),
            Outcome::Cleared { winner: None, .. } => tr!("hint-draw"),
            Outcome::Suntuk { winner, .. } => {
                tr!("hint-won-by-suntuk", player = winner.to_string())
            }
            Outcome::Series {
                winner: Some(w), ..
            } => tr!("hint-won-series", player = w.to_string()),
            Outcome::Series { winner: None, .. } => tr!("hint-series-drawn"),
        };
        return crate::tui::messages::ended::over_hint(what, app.after_on_panel());
    }
    let p = pos.to_move();
    let player = p.to_string();
    if !app.session().plays_here(p.into()) {
        return elsewhere(
            app.session().watching(),
            crate::messages::seat_name(p.into()),
        );
    }
    if let Some(c) = app.choice() {
        return choice_hint(c, p);
    }
    match pos.phase() {
        Phase::ColumnCapture => {
            let ranks = match p {
                Player::South => "1–5",
                Player::North => "7–11",
            };
            tr!("hint-column", player = player, ranks = ranks)
        }
        Phase::KaEntry => match pos.passage(p) {
            Some(passage) => tr!("hint-ka-entry", player = player, file = passage.to_string()),
            None => String::new(),
        },
        Phase::KaMoves => match pos.ka(p) {
            Some(ka) => tr!("hint-ka-moves", player = player, ka = ka.to_string()),
            None => String::new(),
        },
    }
}

/// How to choose among the captures of `choice`, or the parts of its
/// lines, for `player`.
pub fn choice_hint(c: &crate::tui::ka::select::CaptureChoice, player: Player) -> String {
    if c.has_parts() {
        return part_hint(c, player);
    }
    let n = c.options.len();
    let player = player.to_string();
    if n == 1 {
        tr!("hint-take-the-one", player = player)
    } else {
        tr!("hint-choose", player = player, at = c.index + 1, of = n)
    }
}

/// How to choose among the parts of the lines of `choice`, for `player`.
pub fn part_hint(choice: &crate::tui::ka::select::CaptureChoice, player: Player) -> String {
    let lines = choice.lines();
    if lines.len() == 1 {
        return tr!("hint-choose-part-one", player = player.to_string());
    }
    let at = lines.iter().position(|&l| l == choice.line()).unwrap_or(0);
    tr!(
        "hint-choose-part",
        player = player.to_string(),
        at = at + 1,
        of = lines.len()
    )
}

/// What the cursor line reads: the board, the cursor, the capture being
/// chosen and what the cursor would take, from the game's screen or an
/// exercise's.
pub struct CursorScene<'a> {
    pub position: &'a Position,
    pub cursor: Point,
    pub choice: Option<&'a crate::tui::ka::select::CaptureChoice>,
    /// The stones the cursor would take, as the board shows them.
    pub preview: Bits,
    /// The player to move plays here, now: what choosing would do is
    /// said only then.
    pub playing: bool,
}

/// What the cursor is on, and what choosing it would do (the message line
/// shows this when there is no note).
pub fn cursor_line(app: &super::App) -> String {
    let pos = app.position();
    cursor_text(&CursorScene {
        position: pos,
        cursor: app.cursor(),
        choice: app.choice(),
        preview: app.preview(),
        playing: !(app.session().is_over()
            || app.in_the_past()
            || !app.session().plays_here(pos.to_move().into())),
    })
}

/// What the cursor of `scene` is on, and what choosing it would do: the
/// capture being chosen, the column's stones and points, or the ka's.
pub fn cursor_text(scene: &CursorScene) -> String {
    use super::select;
    use crate::games::ka::Phase;
    let pos = scene.position;
    let p = scene.cursor;
    let at = p.to_string();
    if let Some(c) = scene.choice {
        let (m, taken) = c.current();
        let (stones, points) = (taken.count(), points_of(pos, taken));
        let (mv, to) = (m.to_string(), c.to.to_string());
        if c.line_has_parts() {
            return tr!(
                "cursor-choice-part",
                mv = mv,
                stones = stones,
                all = c.line_stones().count(),
                points = points,
                line = line(c.line()),
                to = to
            );
        }
        return match m {
            Move::Ka { line: l, .. } => tr!(
                "cursor-choice-line",
                mv = mv,
                stones = stones,
                points = points,
                line = line(l),
                to = to
            ),
            Move::Column(_) => tr!(
                "cursor-choice",
                mv = mv,
                stones = stones,
                points = points,
                to = to
            ),
        };
    }
    let text = if p == Point::CENTRE {
        tr!("cursor-centre", at = at)
    } else if let Some(s) = pos.stone(p) {
        tr!(
            "cursor-stone",
            at = at,
            colour = s.to_string(),
            points = s.value()
        )
    } else if let Some(k) = Player::ALL.into_iter().find(|&k| pos.ka(k) == Some(p)) {
        tr!("cursor-ka", at = at, player = k.to_string())
    } else {
        tr!("cursor-empty", at = at)
    };
    // What choosing would do, only where the turn is played.
    if !scene.playing {
        return text;
    }
    let then = match pos.phase() {
        Phase::ColumnCapture => {
            let f = p.file().to_string();
            match pos.check(Move::Column(p.file())) {
                Ok(()) => {
                    let taken = scene.preview;
                    tr!(
                        "cursor-column",
                        file = f,
                        stones = taken.count(),
                        points = points_of(pos, taken)
                    )
                }
                Err(_) => tr!("cursor-column-not-allowed", file = f),
            }
        }
        Phase::KaEntry => {
            let options = select::options(pos, |from, _| from == p);
            match options.first() {
                Some((Move::Ka { to, .. }, _)) => {
                    tr!("cursor-enters", to = to.to_string(), ways = options.len())
                }
                _ => String::new(),
            }
        }
        Phase::KaMoves => match select::options_to(pos, p).as_slice() {
            [] => String::new(),
            [(m, taken)] => tr!(
                "cursor-ka-takes",
                mv = m.to_string(),
                stones = taken.count(),
                points = points_of(pos, *taken)
            ),
            more => tr!("cursor-ways", ways = more.len()),
        },
    };
    if then.is_empty() {
        text
    } else {
        tr!("cursor-and", what = text, then = then)
    }
}
