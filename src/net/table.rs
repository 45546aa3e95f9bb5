//! A shared table of either game, the apps that sit at it, and the saver
//! that writes its game as a record after every move.

use crate::files::{FileError, write_atomic};
use crate::games::{AnyGame, Ending, Playable, Seat, SeatKind};
use crate::record::{AnyRecord, ClockRecord, Recorded};
use crate::session::{Presence, Saver, Table, Waker};
use crate::tui::play::Screen;
use crate::tui::{AnyApp, Theme};
use std::path::{Path, PathBuf};
use std::sync::Arc;

/// A shared table.
pub type TableOf<G> = Arc<Table<G>>;

crate::any_of! {
    /// A table of any game.
    #[derive(Clone, Debug)]
    pub enum AnyTable holds TableOf
}

macro_rules! both {
    ($t:expr, $x:ident => $body:expr) => {
        crate::on_any!($t, AnyTable, $x => $body)
    };
}

impl AnyTable {
    /// A table for `game`, with who plays each seat in turn order.
    pub fn new(game: AnyGame, kinds: Vec<SeatKind>) -> AnyTable {
        crate::on_any!(game, AnyGame, g => Table::new(g, kinds).into())
    }

    /// The game as played at the table.
    pub fn game(&self) -> AnyGame {
        both!(self, t => AnyGame::from(t.game()))
    }

    /// Who plays each seat, in turn order.
    pub fn kinds(&self) -> Vec<SeatKind> {
        both!(self, t => t.kinds())
    }

    /// The game's seats, in turn order.
    pub fn seats(&self) -> Vec<Seat> {
        both!(self, t => t.game().seats().to_vec())
    }

    /// Who is at each seat, in turn order.
    pub fn presence(&self) -> Vec<Presence> {
        both!(self, t => t.presence())
    }

    /// Ends the game as `ending` says, from outside any terminal; false
    /// when it was over already.
    pub fn settle(&self, ending: Ending) -> bool {
        both!(self, t => t.settle(ending))
    }

    /// Who plays `seat`, as the server knows them.
    pub fn set_tag(&self, seat: Seat, tag: Option<crate::session::SeatTag>) {
        both!(self, t => t.set_tag(seat, tag))
    }

    /// Who plays each seat, in turn order, as the server knows them.
    pub fn tags(&self) -> Vec<Option<crate::session::SeatTag>> {
        both!(self, t => t.game().seats().iter().map(|&s| t.tag(s)).collect())
    }

    /// The players of `seats` were here before a restart: they are away.
    pub fn mark_away(&self, seats: &[Seat]) {
        both!(self, t => t.mark_away(seats))
    }

    /// Its players may not abort it (a tournament's game).
    pub fn forbid_abort(&self) {
        both!(self, t => t.forbid_abort())
    }

    /// Whether its players may abort it.
    pub fn abortable(&self) -> bool {
        both!(self, t => t.abortable())
    }

    /// How many look on.
    pub fn watchers(&self) -> usize {
        both!(self, t => t.watchers())
    }

    /// How others join, shown while a seat waits for its player.
    pub fn set_invite(&self, invite: crate::session::Invite) {
        both!(self, t => t.set_invite(invite))
    }

    /// How the game ended outside its rules, if it did.
    pub fn ended(&self) -> Option<Ending> {
        both!(self, t => t.ended())
    }

    pub fn is_over(&self) -> bool {
        both!(self, t => t.is_over())
    }

    /// The game is played on `clock`, kept here for every terminal.
    pub fn set_clock(&self, clock: Option<crate::session::Clock>) {
        both!(self, t => t.set_clock(clock, std::time::Instant::now()))
    }

    /// The game's clock as it stands, if it has one.
    pub fn clock(&self) -> Option<crate::session::Clock> {
        both!(self, t => t.clock())
    }

    /// How many times the game was begun again at the table.
    pub fn round(&self) -> u64 {
        both!(self, t => t.round())
    }

    /// `hook` is called once for each game at the table that ends, with
    /// the table's round, the game, and how it ended outside its rules.
    pub fn on_finish(&self, hook: AnyFinished) {
        both!(self, t => t.on_finish(finished(hook)))
    }

    /// `hook` is called with the new round after every rematch agreed.
    pub fn on_rematch(&self, hook: crate::session::Rematched) {
        both!(self, t => t.on_rematch(hook))
    }

    /// How many moves have been played, without copying the game.
    pub fn ply(&self) -> usize {
        both!(self, t => t.ply())
    }

    /// The table writes its game, as a record saying who plays where, to
    /// `path` after every move.
    pub fn save_to(&self, path: PathBuf) {
        both!(self, t => t.set_saver(Box::new(RecordSaver::new(path))))
    }

    /// Writes the game now, with its clock as it stands.
    pub fn keep_now(&self) {
        both!(self, t => t.keep_now())
    }

    /// The app of a terminal at the table playing `seats` (none: it
    /// watches), woken by `wake` when something changes elsewhere.
    pub fn app(&self, seats: &[Seat], theme: Theme, wake: Option<Waker>) -> AnyApp {
        self.app_at(seats, self.round(), theme, wake)
    }

    /// The app of a terminal that watches as `name` (none for a guest),
    /// woken by `wake` when something changes: its chat lines are signed
    /// with the name.
    pub fn watching_app(&self, name: Option<&str>, theme: Theme, wake: Option<Waker>) -> AnyApp {
        both!(self, t => {
            let link = t.sit(&[], wake).watching_as(name);
            Screen::new(t.game(), theme).with_link(link).into()
        })
    }

    /// As [`AnyTable::app`], for `seats` chosen when the table was at
    /// `round`: the terminal plays the seats of the same players now.
    pub fn app_at(&self, seats: &[Seat], round: u64, theme: Theme, wake: Option<Waker>) -> AnyApp {
        both!(self, t => {
            let link = t.sit_at(seats, round, wake);
            Screen::new(t.game(), theme).with_link(link).into()
        })
    }
}

/// Called once for each game at a table that ends: with the table's
/// round, the game, and how it ended outside its rules.
pub type AnyFinished = Arc<dyn Fn(u64, &AnyGame, Option<Ending>) + Send + Sync>;

/// `hook` as a hook of a table of `G`.
fn finished<G: Playable>(hook: AnyFinished) -> crate::session::Finished<G>
where
    AnyGame: From<G>,
{
    Arc::new(move |round, game: &G, ended| hook(round, &AnyGame::from(game.clone()), ended))
}

/// Writes a game as a record, whole, after every move.
struct RecordSaver<G> {
    path: PathBuf,
    game: std::marker::PhantomData<fn(&G)>,
}

impl<G> RecordSaver<G> {
    fn new(path: PathBuf) -> RecordSaver<G> {
        RecordSaver {
            path,
            game: std::marker::PhantomData,
        }
    }
}

/// Writes `game` to `path` as a record saying who plays each seat.
pub fn write_record(
    path: &Path,
    game: &AnyGame,
    kinds: &[SeatKind],
    ended: Option<Ending>,
    clock: Option<&ClockRecord>,
) -> Result<(), FileError> {
    let record = AnyRecord::played(game, kinds, ended, clock);
    write_atomic(path, record.to_ron().as_bytes())
}

impl<G: Recorded> Saver<G> for RecordSaver<G> {
    fn save(
        &mut self,
        game: &G,
        seats: &[SeatKind],
        ended: Option<Ending>,
        clock: Option<&ClockRecord>,
    ) -> Result<(), FileError> {
        let record = game.record_played(seats, ended, clock);
        write_atomic(&self.path, record.to_ron().as_bytes())
    }

    fn renew(&mut self) {}

    fn path(&self) -> Option<&Path> {
        Some(&self.path)
    }
}
