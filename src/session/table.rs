//! A game shared by several terminals: the table holds the moves played
//! and who is sitting at each seat; each terminal's session holds a
//! [`Link`] to it, sends the moves made there and takes in the moves made
//! elsewhere. Nothing here knows how the terminals are reached.
//!
//! Once a game is over the players may agree to play it again: the table
//! starts it anew, and with two seats the players change sides. A link
//! follows its players: the seats it plays are those of the same people
//! in the table's latest game.

use super::talk::{Asked, News, Offer, Pace, Settled};
use super::{Clock, Saver};
use crate::games::{Ending, Playable, Seat, SeatKind};
use std::collections::VecDeque;
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::Instant;

/// The news a table keeps for terminals that have not looked yet; older
/// news is dropped (a terminal that slept through it sees the state).
const NEWS_KEPT: usize = 64;

/// Called when something changed at the table, so that a terminal waiting
/// for input looks again at once.
pub type Waker = Arc<dyn Fn() + Send + Sync>;

/// Called with the table's new round after the players agreed to play
/// again, once the table has started the new game (and is no longer
/// locked).
pub type Rematched = Arc<dyn Fn(u64) + Send + Sync>;

/// Called once for each game at the table that ends, by its rules or by
/// its players: with the table's round, the game as it ended, and how it
/// ended outside its rules, if it did; once the table is no longer locked.
pub type Finished<G> = Arc<dyn Fn(u64, &G, Option<Ending>) + Send + Sync>;

/// A game's end, to be told to the table's hook once the table is let go.
struct Over<G: Playable> {
    hook: Finished<G>,
    round: u64,
    game: G,
    ended: Option<Ending>,
}

impl<G: Playable> Over<G> {
    fn tell(self) {
        (self.hook)(self.round, &self.game, self.ended);
    }
}

/// Who plays a seat, as a server knows them: their name (none for a guest,
/// or a player who has not chosen one) and their rating for the game, if
/// it is rated (with whether it is still uncertain).
#[derive(Clone, Debug, PartialEq)]
pub struct SeatTag {
    /// Known by a key.
    pub keyed: bool,
    pub name: Option<String>,
    pub rating: Option<(f64, bool)>,
    /// The rating before the game just ended, when that game changed it.
    pub rated_from: Option<f64>,
}

/// Who is at a seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Presence {
    /// No one has taken the seat yet.
    Empty,
    /// Its player is connected.
    Here,
    /// Its player was here and went away; the seat waits for them.
    Away,
}

/// How a new player reaches the table. The transport that seats them
/// writes it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Invite {
    /// The command that joins, as typed: `ssh -p PORT CODE@HOST`.
    pub command: String,
}

/// A game that several terminals play.
pub struct Table<G: Playable> {
    shared: Mutex<Shared<G>>,
}

struct Shared<G: Playable> {
    game: G,
    kinds: Vec<SeatKind>,
    presence: Vec<Presence>,
    /// Who looks on, by link id, to be woken on every change.
    wakers: Vec<(u64, Waker)>,
    watchers: usize,
    next_id: u64,
    /// Counts every change (a move, someone coming or going).
    version: u64,
    saver: Option<Box<dyn Saver<G>>>,
    invite: Option<Invite>,
    /// How the game ended outside its rules, if it did.
    ended: Option<Ending>,
    /// The question put to the players, if one waits.
    asked: Option<Asked>,
    /// What was said and asked, numbered, with the link it came from.
    news: VecDeque<(u64, u64, News)>,
    next_news: u64,
    /// The players' clock, when the game has one: it runs here, so that
    /// every terminal sees the same times.
    clock: Option<Clock>,
    /// Games begun again at this table (rematches agreed).
    round: u64,
    rematched: Option<Rematched>,
    finished: Option<Finished<G>>,
    /// The last round whose end was told.
    told_end: Option<u64>,
    /// Who plays each seat, in turn order, as the server knows them.
    tags: Vec<Option<SeatTag>>,
    /// Its players may abort it before every one of them has moved (a
    /// tournament's game may not be).
    abortable: bool,
}

/// Why the table did not take an offer, an answer or a line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Unheard {
    /// The game is over.
    Over,
    /// Another question waits for its answers.
    Pending,
    /// No question waits for this seat's answer.
    NothingAsked,
    /// Nothing to take back.
    NothingToTakeBack,
    /// Too many lines in a short time.
    TooFast,
    /// A rematch is offered only once the game is over.
    NotOver,
    /// The table began the game again since this terminal last looked:
    /// what it did was for the game before.
    Renewed,
    /// Every player has moved: too late to abort.
    TooLateToAbort,
    /// The game may not be aborted (a tournament's).
    NotAbortable,
}

impl<G: Playable> std::fmt::Debug for Table<G> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let s = self.lock();
        f.debug_struct("Table")
            .field("moves", &s.game.moves())
            .field("presence", &s.presence)
            .field("watchers", &s.watchers)
            .finish_non_exhaustive()
    }
}

/// What a terminal learns from the table.
#[derive(Debug)]
pub enum Pulled<G: Playable> {
    /// Nothing new.
    Nothing,
    /// These moves were played elsewhere, in order, after the terminal's own.
    Moves(Vec<G::Move>),
    /// The table's game is a beginning of the terminal's: this many of its
    /// last moves were taken back, as the players agreed.
    Back(usize),
    /// The terminal's game is not a beginning of the table's (it cannot
    /// happen unless something is wrong): take the table's game whole.
    Whole(G),
    /// The players agreed to play again: this game, from its start, with
    /// the seats and players given (the terminal's seats may have changed).
    Anew { game: G, kinds: Vec<SeatKind> },
}

impl<G: Playable> Table<G> {
    /// A table for `game` (which may have moves played), with who plays
    /// each seat, in turn order; every seat empty.
    pub fn new(game: G, kinds: Vec<SeatKind>) -> Arc<Table<G>> {
        let n = game.seats().len();
        let mut kinds = kinds;
        kinds.resize(n, SeatKind::Human);
        Arc::new(Table {
            shared: Mutex::new(Shared {
                game,
                kinds,
                presence: vec![Presence::Empty; n],
                wakers: Vec::new(),
                watchers: 0,
                next_id: 0,
                version: 0,
                saver: None,
                invite: None,
                ended: None,
                asked: None,
                news: VecDeque::new(),
                next_news: 0,
                clock: None,
                round: 0,
                rematched: None,
                finished: None,
                told_end: None,
                tags: vec![None; n],
                abortable: true,
            }),
        })
    }

    /// The players of `seats`, which were taken before (a game read back
    /// after a restart), are away rather than never come: the seat to
    /// move's time runs on, as it did before the restart.
    pub fn mark_away(&self, seats: &[Seat]) {
        let mut s = self.lock();
        for seat in seats {
            if let Some(i) = s.game.seats().iter().position(|x| x == seat)
                && s.presence[i] == Presence::Empty
            {
                s.presence[i] = Presence::Away;
            }
        }
        Table::steer_clock(&mut s, Instant::now());
    }

    /// Its players may not abort it (a tournament's game: a player who
    /// does not want to play it resigns).
    pub fn forbid_abort(&self) {
        self.lock().abortable = false;
    }

    /// Whether its players may abort it before every one of them moved.
    pub fn abortable(&self) -> bool {
        self.lock().abortable
    }

    /// `hook` is called after every rematch agreed at the table.
    pub fn on_rematch(&self, hook: Rematched) {
        self.lock().rematched = Some(hook);
    }

    /// Ends the game as `ending` says, from outside any terminal (a
    /// tournament's operator): told to every terminal, saved, and to the
    /// hook of games that end. False when it was over already.
    pub fn settle(&self, ending: Ending) -> bool {
        let mut s = self.lock();
        if s.ended.is_some() || s.game.outcome().is_some() {
            return false;
        }
        Table::end(&mut s, u64::MAX, ending);
        Table::touch(&mut s, u64::MAX);
        let over = Table::newly_over(&mut s);
        drop(s);
        if let Some(over) = over {
            over.tell();
        }
        true
    }

    /// Who plays `seat`, as the server knows them; every terminal is told.
    pub fn set_tag(&self, seat: Seat, tag: Option<SeatTag>) {
        let mut s = self.lock();
        let Some(i) = s.game.seats().iter().position(|&x| x == seat) else {
            return;
        };
        if s.tags.get(i) != Some(&tag) {
            s.tags[i] = tag;
            Table::touch(&mut s, u64::MAX);
        }
    }

    /// Who plays `seat`, as the server knows them, if it said.
    pub fn tag(&self, seat: Seat) -> Option<SeatTag> {
        let s = self.lock();
        let i = s.game.seats().iter().position(|&x| x == seat)?;
        s.tags.get(i).cloned().flatten()
    }

    /// `hook` is called once for each game at the table that ends.
    pub fn on_finish(&self, hook: Finished<G>) {
        self.lock().finished = Some(hook);
    }

    /// The end of the table's game, when it has ended and its end was not
    /// told yet: each round's end is told once.
    fn newly_over(s: &mut Shared<G>) -> Option<Over<G>> {
        let over = s.ended.is_some() || s.game.outcome().is_some();
        if !over || s.told_end == Some(s.round) {
            return None;
        }
        s.told_end = Some(s.round);
        Some(Over {
            hook: s.finished.clone()?,
            round: s.round,
            game: s.game.clone(),
            ended: s.ended,
        })
    }

    /// How many times the game was begun again here. With two seats, an
    /// odd number of rematches since a seat was chosen means its player
    /// now sits in the other.
    pub fn round(&self) -> u64 {
        self.lock().round
    }

    /// The table writes its game through `saver` after every move.
    pub fn set_saver(&self, saver: Box<dyn Saver<G>>) {
        self.lock().saver = Some(saver);
    }

    /// Writes the game through its saver now, with the clock as it stands
    /// (a server stopping keeps the time the seat to move has used).
    pub fn keep_now(&self) {
        Self::save(&mut self.lock());
    }

    /// How others join, to show while a seat waits for its player.
    pub fn set_invite(&self, invite: Invite) {
        self.lock().invite = Some(invite);
    }

    pub fn invite(&self) -> Option<Invite> {
        self.lock().invite.clone()
    }

    // A panic while the lock was held leaves the moves as they were (each
    // change is one step), so the table stays usable.
    fn lock(&self) -> MutexGuard<'_, Shared<G>> {
        self.shared.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// The game as played at the table.
    pub fn game(&self) -> G {
        self.lock().game.clone()
    }

    /// Who plays each seat, in turn order.
    pub fn kinds(&self) -> Vec<SeatKind> {
        self.lock().kinds.clone()
    }

    /// Who is at each seat, in turn order.
    pub fn presence(&self) -> Vec<Presence> {
        self.lock().presence.clone()
    }

    /// How many terminals look on without a seat.
    pub fn watchers(&self) -> usize {
        self.lock().watchers
    }

    /// How many moves have been played.
    pub fn ply(&self) -> usize {
        self.lock().game.moves().len()
    }

    /// Whether the game has ended, by its rules or by its players.
    pub fn is_over(&self) -> bool {
        let s = self.lock();
        s.game.outcome().is_some() || s.ended.is_some()
    }

    /// How the game ended outside its rules, if it did.
    pub fn ended(&self) -> Option<Ending> {
        self.lock().ended
    }

    /// A game that ended outside its rules before (read back from its
    /// record) is over at the table too.
    pub fn set_ended(&self, ended: Option<Ending>) {
        self.lock().ended = ended;
    }

    /// The game is played on `clock`; a game read back with its times runs
    /// on from `now` for the seat to move.
    pub fn set_clock(&self, clock: Option<Clock>, now: Instant) {
        let mut s = self.lock();
        s.clock = clock;
        Table::steer_clock(&mut s, now);
    }

    /// The clock as it stands, if the game has one.
    pub fn clock(&self) -> Option<Clock> {
        self.lock().clock.clone()
    }

    /// Whose time runs: the seat to move, once a move has been played,
    /// while the game goes on, and only once a player has taken that seat
    /// (a friend not yet come loses no time).
    fn clock_seat(s: &Shared<G>) -> Option<Seat> {
        let over = s.ended.is_some() || s.game.outcome().is_some();
        let ply = s.game.moves().len();
        let seat = (!over && ply > 0)
            .then(|| s.game.to_move_at(ply))
            .flatten()?;
        let taken = s
            .game
            .seats()
            .iter()
            .position(|&x| x == seat)
            .is_some_and(|i| s.presence[i] != Presence::Empty);
        taken.then_some(seat)
    }

    /// The clock, if any, runs from `now` for the seat whose time runs
    /// ([`Table::clock_seat`]), and for no other: after the game went back
    /// (a takeback) or a seat was taken.
    fn steer_clock(s: &mut Shared<G>, now: Instant) {
        let next = Table::clock_seat(s);
        if let Some(clock) = s.clock.as_mut() {
            match next {
                Some(seat) => clock.start(seat, now),
                None => clock.stop(now),
            }
        }
    }

    /// A terminal takes `seats` (one or more, or none to watch); `wake` is
    /// called whenever something changes elsewhere. The seats are marked
    /// here until the link is dropped.
    pub fn sit(self: &Arc<Self>, seats: &[Seat], wake: Option<Waker>) -> Link<G> {
        let mut s = self.lock();
        let round = s.round;
        Self::sit_locked(self, &mut s, seats, round, wake)
    }

    /// As [`Table::sit`], for `seats` chosen when the table was at `round`:
    /// the terminal takes the seats of the same players now.
    pub fn sit_at(self: &Arc<Self>, seats: &[Seat], round: u64, wake: Option<Waker>) -> Link<G> {
        let mut s = self.lock();
        Self::sit_locked(self, &mut s, seats, round, wake)
    }

    fn sit_locked(
        self: &Arc<Self>,
        s: &mut Shared<G>,
        seats: &[Seat],
        round: u64,
        wake: Option<Waker>,
    ) -> Link<G> {
        let id = s.next_id;
        s.next_id += 1;
        let indices: Vec<usize> = seats
            .iter()
            .filter_map(|&seat| {
                let seat = Self::same_player(s, seat, round);
                s.game.seats().iter().position(|&x| x == seat)
            })
            .collect();
        for &i in &indices {
            s.presence[i] = Presence::Here;
        }
        Self::steer_clock(s, Instant::now());
        if indices.is_empty() {
            s.watchers += 1;
        }
        if let Some(w) = wake {
            s.wakers.push((id, w));
        }
        let game = s.game.seats().to_vec();
        Self::touch(s, id);
        Link {
            table: Arc::clone(self),
            id,
            seats: indices.iter().map(|&i| game[i]).collect(),
            round: s.round,
            seen_version: 0,
            presence: s.presence.clone(),
            seen_news: s.next_news,
            pace: Pace::default(),
        }
    }

    /// The seat in which the player who sat in `seat` at `round` sits now:
    /// with two seats, each rematch since changed sides.
    fn same_player(s: &Shared<G>, seat: Seat, round: u64) -> Seat {
        let seats = s.game.seats();
        let changed = s.round.wrapping_sub(round) % 2 == 1;
        match seats {
            [a, b] if changed && seat == *a => *b,
            [a, b] if changed && seat == *b => *a,
            _ => seat,
        }
    }

    /// The finished game begins again from its start: no ending, nothing
    /// asked, full time on the same clock; with two seats the players, and
    /// who plays for them, change sides. The new game is saved at once
    /// (a new file, where the saver keeps one per game).
    fn rematch(s: &mut Shared<G>) {
        s.game = s.game.restarted();
        s.round += 1;
        s.ended = None;
        s.asked = None;
        // The players change sides, and so does what every terminal shows
        // of them (their names, ratings, and who is away), at once.
        if s.game.seats().len() == 2 {
            s.kinds.swap(0, 1);
            s.presence.swap(0, 1);
            s.tags.swap(0, 1);
        }
        for tag in s.tags.iter_mut().flatten() {
            tag.rated_from = None;
        }
        if let Some(clock) = s.clock.as_mut() {
            *clock = Clock::new(clock.spec(), s.game.seats());
        }
        if let Some(saver) = s.saver.as_mut() {
            saver.renew();
        }
        Self::save(s);
    }

    /// The seat whose time ran out by `now`, while the game goes on.
    fn fallen(s: &Shared<G>, now: Instant) -> Option<Seat> {
        if s.ended.is_some() || s.game.outcome().is_some() {
            return None;
        }
        s.clock.as_ref()?.fallen(now)
    }

    /// Keeps `news` for the other terminals.
    fn tell(s: &mut Shared<G>, from: u64, news: News) {
        let n = s.next_news;
        s.next_news += 1;
        s.news.push_back((n, from, news));
        while s.news.len() > NEWS_KEPT {
            s.news.pop_front();
        }
    }

    fn save(s: &mut Shared<G>) {
        if let Some(saver) = s.saver.as_mut() {
            // A failed save reports nothing to a terminal: the next change
            // tries again.
            let clock = s.clock.as_ref().map(|c| c.record(Instant::now()));
            let _ = saver.save(&s.game, &s.kinds, s.ended, clock.as_ref());
        }
    }

    /// The game ends outside its rules: said to every terminal and saved.
    fn end(s: &mut Shared<G>, from: u64, ending: Ending) {
        if let Some(clock) = s.clock.as_mut() {
            clock.stop(Instant::now());
        }
        s.ended = Some(ending);
        s.asked = None;
        Self::tell(s, from, News::Ended(ending));
        Self::save(s);
    }

    /// Something changed: every other terminal is woken.
    fn touch(s: &mut Shared<G>, by: u64) {
        s.version += 1;
        for (id, wake) in &s.wakers {
            if *id != by {
                wake();
            }
        }
    }
}

/// One terminal's place at a [`Table`]: the seats it plays.
pub struct Link<G: Playable> {
    table: Arc<Table<G>>,
    id: u64,
    seats: Vec<Seat>,
    /// The table's round the seats are those of.
    round: u64,
    seen_version: u64,
    /// Presence as last reported to this terminal.
    presence: Vec<Presence>,
    /// The number of the first news not yet heard here.
    seen_news: u64,
    /// How fast this terminal has been chatting.
    pace: Pace,
}

/// What a terminal hears when it looks at the table.
#[derive(Debug)]
pub struct Heard<G: Playable> {
    pub pulled: Pulled<G>,
    /// Seats whose presence changed, with the new one.
    pub presence: Vec<(Seat, Presence)>,
    /// What the other terminals said and asked, oldest first.
    pub news: Vec<News>,
    pub ended: Option<Ending>,
    /// The question waiting, if one does.
    pub asked: Option<Asked>,
}

impl<G: Playable> std::fmt::Debug for Link<G> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Link")
            .field("id", &self.id)
            .field("seats", &self.seats)
            .finish_non_exhaustive()
    }
}

impl<G: Playable> Link<G> {
    /// Whether `seat` is played at this terminal.
    pub fn plays(&self, seat: Seat) -> bool {
        self.seats.contains(&seat)
    }

    /// The seats played at this terminal.
    pub fn seats(&self) -> &[Seat] {
        &self.seats
    }

    /// Takes the seats of this terminal's players in the table's latest
    /// game, and the presence as last reported turned with them.
    fn follow(&mut self, s: &Shared<G>) {
        if self.round == s.round {
            return;
        }
        let round = self.round;
        self.seats = (self.seats.iter())
            .map(|&seat| Table::same_player(s, seat, round))
            .collect();
        if s.game.seats().len() == 2 && s.round.wrapping_sub(round) % 2 == 1 {
            self.presence.swap(0, 1);
        }
        self.round = s.round;
    }

    /// Whether the table began the game again since this terminal last
    /// looked.
    pub fn behind(&self) -> bool {
        self.round != self.table.lock().round
    }

    /// Refused when the table began the game again since this terminal
    /// last looked.
    fn current(&self, s: &Shared<G>) -> Result<(), Unheard> {
        if self.round == s.round {
            Ok(())
        } else {
            Err(Unheard::Renewed)
        }
    }

    /// The table.
    pub fn table(&self) -> &Arc<Table<G>> {
        &self.table
    }

    /// Who is at `seat` as this terminal last heard.
    pub fn presence(&self, seat: Seat, game: &G) -> Presence {
        game.seats()
            .iter()
            .position(|&s| s == seat)
            .and_then(|i| self.presence.get(i).copied())
            .unwrap_or(Presence::Empty)
    }

    /// A move made at this terminal: `ply` moves were played before it.
    /// Refused (false) when the table's game has moved on, or the move does
    /// not follow.
    /// The clock, if any, switches at `now`.
    pub fn push(&mut self, ply: usize, mv: G::Move, now: Instant) -> bool {
        let table = Arc::clone(&self.table);
        let mut guard = table.lock();
        let s = &mut *guard;
        if Table::fallen(s, now).is_some() {
            return false;
        }
        let mover = s.game.to_move_at(ply);
        // Only for a seat played here, in the table's latest game.
        let mine = mover.is_some_and(|m| self.seats.contains(&m));
        if !mine
            || self.current(s).is_err()
            || s.ended.is_some()
            || s.game.moves().len() != ply
            || s.game.try_play(mv).is_err()
        {
            return false;
        }
        let next = Table::clock_seat(s);
        if let (Some(clock), Some(mover)) = (s.clock.as_mut(), mover) {
            clock.moved(mover, next, now);
        }
        // A move answers no to whatever was asked.
        s.asked = None;
        Table::save(s);
        // The terminal still pulls this version: someone may have come or
        // gone since its last look.
        Table::touch(s, self.id);
        let over = Table::newly_over(s);
        drop(guard);
        if let Some(over) = over {
            over.tell();
        }
        true
    }

    /// What changed at the table since the last pull, given the terminal's
    /// own game. `None` when nothing did.
    pub fn pull(&mut self, mine: &G) -> Option<Heard<G>> {
        let table = Arc::clone(&self.table);
        let s = table.lock();
        if s.version == self.seen_version {
            return None;
        }
        self.seen_version = s.version;
        let renewed = self.round != s.round;
        self.follow(&s);
        let theirs = s.game.moves();
        let ours = mine.moves();
        let pulled = if renewed {
            Pulled::Anew {
                game: s.game.clone(),
                kinds: s.kinds.clone(),
            }
        } else if theirs.len() >= ours.len() && theirs[..ours.len()] == *ours {
            if theirs.len() == ours.len() {
                Pulled::Nothing
            } else {
                Pulled::Moves(theirs[ours.len()..].to_vec())
            }
        } else if ours.len() > theirs.len() && ours[..theirs.len()] == *theirs {
            Pulled::Back(ours.len() - theirs.len())
        } else {
            Pulled::Whole(s.game.clone())
        };
        let news = s
            .news
            .iter()
            .filter(|(n, from, _)| *n >= self.seen_news && *from != self.id)
            .map(|(_, _, news)| news.clone())
            .collect();
        self.seen_news = s.next_news;
        let seats = s.game.seats().to_vec();
        let changed = seats
            .iter()
            .zip(s.presence.iter().zip(self.presence.iter()))
            .filter(|(_, (now, before))| now != before)
            .map(|(&seat, (&now, _))| (seat, now))
            .collect();
        self.presence = s.presence.clone();
        Some(Heard {
            pulled,
            presence: changed,
            news,
            ended: s.ended,
            asked: s.asked.clone(),
        })
    }

    /// Ends the game at the table when the time of the seat to move has run
    /// out by `now`; that seat, when this call ended it.
    pub fn flag(&mut self, now: Instant) -> Option<Seat> {
        let mut s = self.table.lock();
        let seat = Table::fallen(&s, now)?;
        if let Some(clock) = s.clock.as_mut() {
            clock.stop(now);
        }
        Table::end(&mut s, self.id, Ending::OutOfTime(seat));
        Table::touch(&mut s, self.id);
        let over = Table::newly_over(&mut s);
        drop(s);
        if let Some(over) = over {
            over.tell();
        }
        Some(seat)
    }

    /// `seat`, played here, resigns; or the players agreed `ending`.
    pub fn end(&mut self, ending: Ending) -> Result<(), Unheard> {
        let mut s = self.table.lock();
        self.current(&s)?;
        if s.game.outcome().is_some() || s.ended.is_some() {
            return Err(Unheard::Over);
        }
        if matches!(ending, Ending::Aborted(_)) {
            if !s.abortable {
                return Err(Unheard::NotAbortable);
            }
            if s.game.every_seat_moved() {
                return Err(Unheard::TooLateToAbort);
            }
        }
        Table::end(&mut s, self.id, ending);
        Table::touch(&mut s, self.id);
        let over = Table::newly_over(&mut s);
        drop(s);
        if let Some(over) = over {
            over.tell();
        }
        Ok(())
    }

    /// Puts `offer` to the players at the other terminals, from `by`. A
    /// seat the computer plays answers a draw or a takeback at once: the
    /// computer plays on; it is always ready for a rematch, which is
    /// played at once when no person elsewhere is asked.
    pub fn offer(&mut self, offer: Offer, by: Seat) -> Result<(), Unheard> {
        let table = Arc::clone(&self.table);
        let mut guard = table.lock();
        let s = &mut *guard;
        self.current(s)?;
        let over = s.game.outcome().is_some() || s.ended.is_some();
        match (over, offer.after_the_game()) {
            (true, false) => return Err(Unheard::Over),
            (false, true) => return Err(Unheard::NotOver),
            _ => {}
        }
        if s.asked.is_some() {
            return Err(Unheard::Pending);
        }
        let asked = Asked::new(offer, by, &self.seats, s.game.moves().len());
        if offer == Offer::Takeback && asked.takeback_to(&s.game).is_none() {
            return Err(Unheard::NothingToTakeBack);
        }
        Table::tell(s, self.id, News::Offered { offer, by });
        if let Some(computer) = asked.computer_declines(&s.game, &s.kinds) {
            // Told to this terminal too: it is the computer's answer.
            Table::tell(
                s,
                u64::MAX,
                News::Answered {
                    offer,
                    by: computer,
                    yes: false,
                },
            );
        } else if offer == Offer::Rematch && asked.settled(&s.game, &s.kinds) {
            Table::rematch(s);
        } else {
            s.asked = Some(asked);
        }
        Table::touch(s, self.id);
        let rematched = (s.round != self.round).then(|| (s.rematched.clone(), s.round));
        drop(guard);
        if let Some((Some(hook), round)) = rematched {
            hook(round);
        }
        Ok(())
    }

    /// `seat`, played here, answers the question waiting.
    pub fn answer(&mut self, seat: Seat, yes: bool) -> Result<(), Unheard> {
        let table = Arc::clone(&self.table);
        let mut guard = table.lock();
        let s = &mut *guard;
        self.current(s)?;
        let Some(mut asked) = s.asked.take().filter(|a| a.asks(seat)) else {
            return Err(Unheard::NothingAsked);
        };
        let offer = asked.offer;
        Table::tell(
            s,
            self.id,
            News::Answered {
                offer,
                by: seat,
                yes,
            },
        );
        match asked.answer(seat, yes, &s.game, &s.kinds) {
            Settled::Open => s.asked = Some(asked),
            Settled::Declined => {}
            Settled::Agreed => match offer {
                Offer::Draw => Table::end(s, self.id, Ending::Agreed),
                Offer::Takeback => {
                    let keep = asked.takeback_to(&s.game).unwrap_or(s.game.moves().len());
                    while s.game.moves().len() > keep {
                        s.game.undo();
                    }
                    Table::steer_clock(s, Instant::now());
                    Table::save(s);
                }
                Offer::Rematch => Table::rematch(s),
            },
        }
        // This terminal pulls the change at its next look, like the others.
        Table::touch(s, self.id);
        let rematched = (s.round != self.round).then(|| (s.rematched.clone(), s.round));
        let over = Table::newly_over(s);
        drop(guard);
        if let Some((Some(hook), round)) = rematched {
            hook(round);
        }
        if let Some(over) = over {
            over.tell();
        }
        Ok(())
    }

    /// `by`, played here, says `text` (already cleaned) to the table.
    pub fn say(&mut self, by: Seat, text: String) -> Result<(), Unheard> {
        if !self.pace.allow(Instant::now()) {
            return Err(Unheard::TooFast);
        }
        let mut s = self.table.lock();
        self.current(&s)?;
        Table::tell(&mut s, self.id, News::Said { by, text });
        Table::touch(&mut s, self.id);
        Ok(())
    }
}

impl<G: Playable> Drop for Link<G> {
    fn drop(&mut self) {
        let table = Arc::clone(&self.table);
        let mut s = table.lock();
        self.follow(&s);
        let game_seats = s.game.seats().to_vec();
        for seat in &self.seats {
            if let Some(i) = game_seats.iter().position(|s| s == seat) {
                s.presence[i] = Presence::Away;
            }
        }
        if self.seats.is_empty() {
            s.watchers = s.watchers.saturating_sub(1);
        }
        s.wakers.retain(|(id, _)| *id != self.id);
        Table::touch(&mut s, self.id);
    }
}
