//! The games played one after another at a table: how each ends outside
//! its rules (at a terminal, by its clock, or by an operator), the hook
//! told once of each game that ends, and the rematch that begins the next
//! round, told to a hook of its own. Hooks are called once the table is
//! let go, so that they may look at it.

use super::{NO_LINK, Shared, Table};
use crate::games::{Ending, Playable};
use crate::session::Clock;
use crate::session::talk::News;
use std::sync::{Arc, MutexGuard};
use std::time::Instant;

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

impl<G: Playable> Table<G> {
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

    /// `hook` is called once for each game at the table that ends.
    pub fn on_finish(&self, hook: Finished<G>) {
        self.lock().finished = Some(hook);
    }

    /// How many times the game was begun again here. With two seats, an
    /// odd number of rematches since a seat was chosen means its player
    /// now sits in the other.
    pub fn round(&self) -> u64 {
        self.lock().round
    }

    /// Ends the game as `ending` says, from outside any terminal (a
    /// tournament's operator): told to every terminal, saved, and to the
    /// hook of games that end. False when it was over already.
    pub fn settle(&self, ending: Ending) -> bool {
        let mut s = self.lock();
        if s.is_over() {
            return false;
        }
        let round = s.round;
        Table::end(&mut s, NO_LINK, ending);
        Table::changed(s, NO_LINK, round);
        true
    }

    /// The game ends outside its rules: said to every terminal and saved.
    pub(super) fn end(s: &mut Shared<G>, from: u64, ending: Ending) {
        if let Some(clock) = s.clock.as_mut() {
            clock.stop(Instant::now());
        }
        s.ended = Some(ending);
        s.asked = None;
        Self::tell(s, from, News::Ended(ending));
        Self::save(s);
    }

    /// The finished game begins again from its start: no ending, nothing
    /// asked, full time on the same clock; with two seats the players, and
    /// who plays for them, change sides. The new game is saved at once
    /// (a new file, where the saver keeps one per game).
    pub(super) fn rematch(s: &mut Shared<G>) {
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

    /// The end of the table's game, when it has ended and its end was not
    /// told yet: each round's end is told once.
    fn newly_over(s: &mut Shared<G>) -> Option<Over<G>> {
        if !s.is_over() || s.told_end == Some(s.round) {
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

    /// A change begun at `round` is done, by link `by`: the other
    /// terminals are woken, the table is let go, and then the hooks are
    /// told of a rematch agreed and of a game ended in that change.
    pub(super) fn changed(mut s: MutexGuard<'_, Shared<G>>, by: u64, round: u64) {
        Table::touch(&mut s, by);
        let rematched = (s.round != round)
            .then(|| s.rematched.clone().map(|hook| (hook, s.round)))
            .flatten();
        let over = Table::newly_over(&mut s);
        drop(s);
        if let Some((hook, round)) = rematched {
            hook(round);
        }
        if let Some(over) = over {
            over.tell();
        }
    }
}
