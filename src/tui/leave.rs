//! Quitting a game: whether to ask first.

use crate::ai::Brain;
use crate::games::Playable;
use crate::session::{Presence, Session};

/// Whether quitting the game of `session` asks first: a player leaving it
/// unfinished, at one keyboard or at a shared table; at the terminal that
/// `hosts` a shared game, also while anyone else is at the table, since
/// they are cut off. A watcher just leaves.
pub fn asks_first<G: Playable, B: Brain<Game = G>>(session: &Session<G, B>, hosts: bool) -> bool {
    if hosts {
        return session.in_progress() || others_at_table(session);
    }
    !session.watching() && session.in_progress()
}

/// Whether another terminal plays or watches at the table of `session`.
fn others_at_table<G: Playable, B: Brain<Game = G>>(session: &Session<G, B>) -> bool {
    let Some(link) = session.link() else {
        return false;
    };
    let table = link.table();
    // A terminal playing no seat counts itself among the watchers.
    let itself = usize::from(link.seats().is_empty());
    let seats = session.game().seats();
    table.watchers() > itself
        || seats
            .iter()
            .zip(table.presence())
            .any(|(&seat, presence)| !link.plays(seat) && presence == Presence::Here)
}
