//! A game shared by several terminals: the table holds the moves played
//! and who is sitting at each seat; each terminal's session holds a
//! [`Link`] to it, sends the moves made there and takes in the moves made
//! elsewhere. Nothing here knows how the terminals are reached.
//!
//! Once a game is over the players may agree to play it again: the table
//! starts it anew, and with two seats the players change sides. A link
//! follows its players: the seats it plays are those of the same people
//! in the table's latest game.
//!
//! Here: the table's state and the waking of the terminals on a change.
//! Its parts: who sits where ([`seats`]), one terminal's place and what
//! it sends and hears ([`link`]), whose time runs ([`clock`]), how each
//! game ends and the next begins ([`rounds`]), what the players ask and
//! say ([`conduct`]), the chat kept ([`chat`]), and the record written after every change
//! ([`autosave`]).

mod autosave;
mod chat;
mod clock;
mod conduct;
mod link;
mod rounds;
mod seats;

pub use conduct::Unheard;
pub use link::{Heard, Link, Pulled};
pub use rounds::{Finished, Rematched};
pub use seats::{Invite, Presence, SeatTag};

use super::talk::{Asked, ChatLine, News, Pace};
use super::{Clock, Saver};
use crate::games::{Ending, Playable, Seat, SeatKind};
use std::collections::VecDeque;
use std::sync::{Arc, Mutex, MutexGuard};

/// Called when something changed at the table, so that a terminal waiting
/// for input looks again at once.
pub type Waker = Arc<dyn Fn() + Send + Sync>;

/// The id given as the link a change came from when it came from none (an
/// operator, the server, the computer's answer): every terminal hears of
/// it and is woken.
const NO_LINK: u64 = u64::MAX;

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
    /// The last chat lines, oldest first, within the chat's bounds.
    chat: VecDeque<ChatLine>,
    /// The bytes `chat` takes.
    chat_bytes: usize,
    /// How fast the spectators, all together, have been chatting.
    spectators_pace: Pace,
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

impl<G: Playable> Shared<G> {
    /// Whether the game has ended, by its rules or by its players.
    fn is_over(&self) -> bool {
        self.ended.is_some() || self.game.outcome().is_some()
    }

    /// Where `seat` comes in the game's turn order.
    fn index_of(&self, seat: Seat) -> Option<usize> {
        self.game.seats().iter().position(|&x| x == seat)
    }
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
                chat: VecDeque::new(),
                chat_bytes: 0,
                spectators_pace: Pace::default(),
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

    /// How many moves have been played.
    pub fn ply(&self) -> usize {
        self.lock().game.moves().len()
    }

    /// Whether the game has ended, by its rules or by its players.
    pub fn is_over(&self) -> bool {
        self.lock().is_over()
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

    /// Something changed: every terminal but the one of link `by` is woken.
    fn touch(s: &mut Shared<G>, by: u64) {
        s.version += 1;
        for (id, wake) in &s.wakers {
            if *id != by {
                wake();
            }
        }
    }
}
