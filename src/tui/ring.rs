//! When the terminal bell calls the players at this terminal back to the
//! game, for both games: a pure decision from what the session reported
//! and where it stands now; the apps keep the answer until their run loop
//! asks (`TerminalApp::take_bell`).

use crate::ai::Brain;
use crate::games::{Playable, Seat, SeatKind};
use crate::session::{Event, News, Session};

/// Whether `events`, just taken from `session`, call a person here: a move
/// by the computer or from another terminal left a person at this
/// terminal to move (or ended their game), or another terminal asked them
/// something (a draw, a takeback). A person's own moves ring nothing, nor
/// anything at a terminal that only watches, nor a game of computers
/// alone.
pub fn rings<G: Playable, B: Brain<Game = G>>(
    events: &[Event<G>],
    session: &Session<G, B>,
) -> bool {
    let person_here =
        |seat: Seat| session.plays_here(seat) && session.seat_kind(seat) == SeatKind::Human;
    let moved_by_another = events.iter().any(|e| {
        matches!(e, &Event::Played { seat, by_computer, .. }
            if by_computer || !session.plays_here(seat))
    });
    let waited_on = session.to_move().is_some_and(person_here)
        || (session.is_over() && session.game().seats().iter().any(|&s| person_here(s)));
    let asked_from_elsewhere = events
        .iter()
        .any(|e| matches!(e, &Event::Heard(News::Offered { by, .. }) if !session.plays_here(by)));
    (moved_by_another && waited_on) || (asked_from_elsewhere && session.question().is_some())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::Computer;
    use crate::games::Level;
    use crate::games::ka::{Game, Move, Pattern, Rules, Setup};
    use crate::session::{Offer, Table};
    use std::sync::Arc;
    use std::time::{Duration, Instant};

    type KaSession = Session<Game, Computer>;

    fn mv(s: &str) -> Move {
        s.parse().unwrap()
    }

    fn game() -> Game {
        Game::new(Setup::pattern(Pattern::Second), Rules::CLASSIC)
    }

    fn one_keyboard(seats: [SeatKind; 2]) -> KaSession {
        Session::new(game(), seats.to_vec(), 1, Duration::from_millis(20))
    }

    /// Ticks until the game has `n` moves, and says whether the events
    /// taken meanwhile ring.
    fn rang_by(s: &mut KaSession, n: usize) -> bool {
        let deadline = Instant::now() + Duration::from_secs(30);
        let mut rang = false;
        while s.game().moves().len() < n {
            assert!(Instant::now() < deadline, "no move came");
            s.tick();
            let events = s.take_events();
            rang |= rings(&events, s);
            std::thread::yield_now();
        }
        rang
    }

    fn take(s: &mut KaSession) -> bool {
        let events = s.take_events();
        rings(&events, s)
    }

    /// A session at `table` playing `seats` (none: a watcher).
    fn at(table: &Arc<Table<Game>>, seats: &[Seat]) -> KaSession {
        Session::new(table.game(), table.kinds(), 1, Duration::from_millis(20))
            .with_link(table.sit(seats, None))
    }

    #[test]
    fn the_computers_reply_rings_the_person_it_leaves_to_move() {
        let mut s = one_keyboard([SeatKind::Human, SeatKind::Computer(Level::Random)]);
        s.play(mv("c")).unwrap();
        assert!(!take(&mut s), "a person's own move rings nothing");
        assert!(rang_by(&mut s, 2), "the computer's reply rings");
        assert!(!take(&mut s), "once");
    }

    #[test]
    fn people_at_one_keyboard_and_computers_alone_ring_nothing() {
        let mut s = one_keyboard([SeatKind::Human, SeatKind::Human]);
        s.play(mv("c")).unwrap();
        assert!(!take(&mut s));
        s.play(mv("j")).unwrap();
        assert!(!take(&mut s));
        s.offer(Offer::Draw).unwrap();
        assert!(s.question().is_some());
        assert!(!take(&mut s), "an offer made at this keyboard");
        let computer = SeatKind::Computer(Level::Random);
        let mut s = one_keyboard([computer, computer]);
        assert!(!rang_by(&mut s, 4));
    }

    #[test]
    fn a_move_from_another_terminal_rings_the_player_whose_turn_it_makes_it() {
        let table = Table::new(game(), vec![SeatKind::Human; 2]);
        let mut south = at(&table, &[Seat::South]);
        let mut north = at(&table, &[Seat::North]);
        let mut watcher = at(&table, &[]);
        south.play(mv("c")).unwrap();
        assert!(!take(&mut south), "the mover's own terminal");
        north.tick();
        assert!(take(&mut north));
        watcher.tick();
        assert!(!take(&mut watcher), "a watcher is never rung");
        north.play(mv("j")).unwrap();
        assert!(!take(&mut north));
        south.tick();
        assert!(take(&mut south));
        watcher.tick();
        assert!(!take(&mut watcher));
    }

    #[test]
    fn an_offer_from_another_terminal_rings_the_player_asked() {
        let table = Table::new(game(), vec![SeatKind::Human; 2]);
        let mut south = at(&table, &[Seat::South]);
        let mut north = at(&table, &[Seat::North]);
        let mut watcher = at(&table, &[]);
        south.play(mv("c")).unwrap();
        north.tick();
        watcher.tick();
        north.take_events();
        watcher.take_events();
        north.offer(Offer::Draw).unwrap();
        assert!(!take(&mut north), "the offer's own terminal");
        south.tick();
        assert!(south.question().is_some());
        assert!(take(&mut south));
        watcher.tick();
        assert!(!take(&mut watcher));
    }

    #[test]
    fn a_computer_at_the_hosts_terminal_rings_the_guest_it_leaves_to_move() {
        let table = Table::new(
            game(),
            vec![SeatKind::Human, SeatKind::Computer(Level::Random)],
        );
        let mut host = at(&table, &[Seat::North]);
        let mut guest = at(&table, &[Seat::South]);
        guest.play(mv("c")).unwrap();
        assert!(!take(&mut guest));
        assert!(!rang_by(&mut host, 2), "no person at the host's seat");
        guest.tick();
        assert!(take(&mut guest));
    }
}
